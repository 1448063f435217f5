#!/usr/bin/env python3
"""Differential fuzzing of geo against a Python model (standard library only; not run by
Scripts/test.sh). Each seed makes a random geo program — globals, locals, let/var, parameters,
closures that capture and change variables, counters made by functions, nested and recursive
functions, arithmetic and %, comparisons, && || !, ?:, min/max/abs, += -= *= on variables and
list elements (xs[i], xs[i][j]), if/else if/else, for over ranges, lists and enumerated(),
while with break/continue, lists (value semantics), nested lists, strings and interpolation,
appends to elements (xs[i].append, parts[i] += "x"), tuple assignment, closures made in a loop
and called after it, functions passed to functions, a function called with Numbers at one call
and Strings or lists at another, a top-level variable that changes kind —
and a Python 3 twin that must print exactly the same text. Numbers stay small integers, so
every Double is exact. A different output, a non-zero exit status or a timeout is a finding,
kept in OUT/SEED/ (p.geo, p.py, geo.out, geo.err, py.out).

    python3 Scripts/difffuzz.py [--geo .build/release/geo] [--start 1] [--count 500] [--out /tmp/difffuzz]
    python3 Scripts/difffuzz.py --emit SEED DIR     # only write DIR/p.geo and DIR/p.py

A seed whose Python twin fails (a number too big to be exact, an index out of range) is skipped.
"""
import random, sys, os, contextlib, subprocess, shutil, argparse

PRELUDE = r'''import math, copy, sys
sys.setrecursionlimit(10000)
def A(x):
    if abs(x) >= 2 ** 50: raise OverflowError("too big for exact doubles")
    return x
def M(a, b):
    return A(int(math.fmod(a, b)))
def D(a, b):
    assert a % b == 0
    return a // b
def cp(x): return copy.deepcopy(x)
def F(v, top=True):
    if isinstance(v, bool): return "true" if v else "false"
    if isinstance(v, int): return str(v)
    if isinstance(v, str): return v if top else '"' + v.replace('\\', '\\\\').replace('"', '\\"') + '"'
    if isinstance(v, list): return "[" + ", ".join(F(e, False) for e in v) + "]"
    raise TypeError(v)
'''

NUM, BOOL, STR, LIST, LIST2, SLIST = "num", "bool", "str", "list", "list2", "slist"
VALTYPES = [NUM, NUM, NUM, BOOL, STR, LIST, LIST, LIST2, SLIST]


class Var:
    def __init__(self, name, typ, mutable, owner, arity=None):
        self.name, self.typ, self.mutable, self.owner, self.arity = name, typ, mutable, owner, arity


class Fn:
    """A Python function context (a geo func or closure)."""
    def __init__(self, parent):
        self.parent = parent
        self.outer_assigned = set()


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.n = 0
        self.scopes = [[]]
        self.fn = None  # None = top level
        self.loop_depth = 0
        self.depth = 0
        self.budget = self.r.randint(25, 90)

    # ---------- helpers
    def fresh(self, p):
        self.n += 1
        return f"{p}{self.n}"

    def visible(self, pred):
        out = []
        for sc in self.scopes:
            out.extend(v for v in sc if pred(v))
        return out

    def declare(self, v):
        self.scopes[-1].append(v)

    def note_assign(self, v):
        if v.owner is not self.fn:
            # mark in every function between here and the owner
            f = self.fn
            while f is not None and f is not v.owner:
                f.outer_assigned.add(v)
                f = f.parent

    @contextlib.contextmanager
    def no_calls(self):
        """Expressions made inside call no function (their functions are hidden meanwhile)."""
        hidden = [v for sc in self.scopes for v in sc if v.typ == "fn"]
        for v in hidden:
            v.typ = "fn-hidden"
        try:
            yield
        finally:
            for v in hidden:
                v.typ = "fn"

    def ch(self, *xs):
        return self.r.choice(xs)

    def p(self, prob):
        return self.r.random() < prob

    # ---------- expressions: return (geo, py)
    def lit(self):
        k = self.r.choice([0, 1, 2, 3, 5, 7, 10, 13, self.r.randint(-30, 120)])
        return (f"({k})" if k < 0 else str(k)), (f"({k})" if k < 0 else str(k))

    def idx(self, listv_geo, listv_py, depth):
        # No calls in an index: geo reads the list before the index while Swift reads it after
        # (finding 109: `v1[f()]` where f reassigns v1), so such a call would only find that again.
        with self.no_calls():
            g, q = self.num(depth)
        return f"abs({g}) % {listv_geo}.count", f"M(abs({q}), len({listv_py}))"

    def num(self, depth=0):
        r = self.r
        if depth > 2 or self.p(0.3):
            vs = self.visible(lambda v: v.typ == NUM)
            if vs and self.p(0.7):
                v = r.choice(vs)
                return v.name, v.name
            return self.lit()
        k = r.randrange(16)
        if k <= 2:
            op = r.choice("+-")
            a, b = self.num(depth + 1), self.num(depth + 1)
            return f"({a[0]} {op} {b[0]})", f"A({a[1]} {op} {b[1]})"
        if k == 3:
            a, b = self.num(depth + 1), self.num(depth + 1)
            return f"(({a[0]} * {b[0]}) % 9973)", f"M(A({a[1]} * {b[1]}), 9973)"
        if k == 4:
            a = self.num(depth + 1)
            m = r.choice([2, 3, 7, 10, 97, -5])
            return f"({a[0]} % {m})", f"M({a[1]}, {m})"
        if k == 5:
            vs = self.visible(lambda v: v.typ == NUM)
            if vs:
                v = r.choice(vs).name
                d = r.choice([2, 4, 5])
                return f"(({v} - {v} % {d}) / {d})", f"D({v} - M({v}, {d}), {d})"
            return self.lit()
        if k == 6:
            f = r.choice(["min", "max"])
            a, b = self.num(depth + 1), self.num(depth + 1)
            return f"{f}({a[0]}, {b[0]})", f"{f}({a[1]}, {b[1]})"
        if k == 7:
            a = self.num(depth + 1)
            return f"abs({a[0]})", f"abs({a[1]})"
        if k == 8:
            c, a, b = self.boolean(depth + 1), self.num(depth + 1), self.num(depth + 1)
            return f"({c[0]} ? {a[0]} : {b[0]})", f"({a[1]} if {c[1]} else {b[1]})"
        if k == 9:
            vs = self.visible(lambda v: v.typ in (LIST, LIST2, SLIST, STR))
            if vs:
                v = r.choice(vs).name
                return f"{v}.count", f"len({v})"
            return self.lit()
        if k in (10, 11):
            vs = self.visible(lambda v: v.typ == LIST)
            if vs:
                v = r.choice(vs).name
                i = self.idx(v, v, depth + 1)
                return f"{v}[{i[0]}]", f"{v}[{i[1]}]"
            vs = self.visible(lambda v: v.typ == LIST2)
            if vs:
                v = r.choice(vs).name
                i = self.idx(v, v, depth + 1)
                j = self.idx(f"{v}[{i[0]}]", f"{v}[{i[1]}]", depth + 1)
                return f"{v}[{i[0]}][{j[0]}]", f"{v}[{i[1]}][{j[1]}]"
            return self.lit()
        if k in (12, 13):
            return self.call(depth)
        if k == 14:
            a = self.num(depth + 1)
            return f"(-{a[0]})", f"(-{a[1]})"
        vs = self.visible(lambda v: v.typ == NUM)
        if vs:
            v = r.choice(vs).name
            return f"({v} * 2 - {v})", f"A({v} * 2 - {v})"
        return self.lit()

    def call(self, depth):
        fs = self.visible(lambda v: v.typ == "fn")
        if not fs or depth > 2:
            return self.lit()
        f = self.r.choice(fs)
        args = []
        for t in f.arity:
            if t == "depth":
                a = self.num(depth + 1)
                args.append((f"abs({a[0]}) % 4", f"M(abs({a[1]}), 4)"))
            else:
                args.append(self.expr(t, depth + 1))
        return (f"{f.name}({', '.join(a[0] for a in args)})",
                f"{f.name}({', '.join(a[1] for a in args)})")

    def boolean(self, depth=0):
        r = self.r
        if depth > 2 or self.p(0.2):
            vs = self.visible(lambda v: v.typ == BOOL)
            if vs and self.p(0.6):
                v = r.choice(vs).name
                return v, v
            b = r.choice(["true", "false"])
            return b, {"true": "True", "false": "False"}[b]
        k = r.randrange(9)
        if k <= 2:
            op = r.choice(["<", "<=", ">", ">=", "==", "!="])
            a, b = self.num(depth + 1), self.num(depth + 1)
            if self.p(0.3):
                a, b = b, a
            return f"({a[0]} {op} {b[0]})", f"({a[1]} {op} {b[1]})"
        if k == 3:
            op = r.choice(["&&", "||"])
            a, b = self.boolean(depth + 1), self.boolean(depth + 1)
            return f"({a[0]} {op} {b[0]})", f"({a[1]} {'and' if op == '&&' else 'or'} {b[1]})"
        if k == 4:
            a = self.boolean(depth + 1)
            return f"!{a[0]}", f"(not {a[1]})"
        if k == 5:
            op = r.choice(["<", "==", "!=", ">", "<=", ">="])
            a, b = self.string(depth + 1), self.string(depth + 1)
            return f"({a[0]} {op} {b[0]})", f"({a[1]} {op} {b[1]})"
        if k == 6:
            t = r.choice([LIST, LIST2, SLIST])
            op = r.choice(["==", "!="])
            a, b = self.expr(t, depth + 1), self.expr(t, depth + 1)
            return f"({a[0]} {op} {b[0]})", f"({a[1]} {op} {b[1]})"
        if k == 7:
            c, a, b = self.boolean(depth + 1), self.boolean(depth + 1), self.boolean(depth + 1)
            return f"({c[0]} ? {a[0]} : {b[0]})", f"({a[1]} if {c[1]} else {b[1]})"
        a = self.num(depth + 1)
        return f"({a[0]} % 2 == 0)", f"(M({a[1]}, 2) == 0)"

    def string(self, depth=0):
        r = self.r
        if depth > 2 or self.p(0.3):
            vs = self.visible(lambda v: v.typ == STR)
            if vs and self.p(0.6):
                v = r.choice(vs).name
                return v, v
            s = "".join(r.choice("abcxyz") for _ in range(r.randint(0, 3)))
            return f'"{s}"', f'"{s}"'
        k = r.randrange(5)
        if k <= 1:
            a, b = self.string(depth + 1), self.string(depth + 1)
            return f"({a[0]} + {b[0]})", f"({a[1]} + {b[1]})"
        if k == 2:
            # interpolation of a variable of any kind or a small number expression
            vs = self.visible(lambda v: v.typ in VALTYPES)
            pre = r.choice(["", "a", "n="])
            if vs and self.p(0.6):
                v = r.choice(vs).name
                return f'"{pre}\\({v})!"', f'("{pre}" + F({v}) + "!")'
            a = self.num(2)
            return f'"{pre}\\({a[0]})"', f'("{pre}" + F({a[1]}))'
        if k == 3:
            vs = self.visible(lambda v: v.typ == SLIST)
            if vs:
                v = r.choice(vs).name
                i = self.idx(v, v, depth + 1)
                return f"{v}[{i[0]}]", f"{v}[{i[1]}]"
        c, a, b = self.boolean(depth + 1), self.string(depth + 1), self.string(depth + 1)
        return f"({c[0]} ? {a[0]} : {b[0]})", f"({a[1]} if {c[1]} else {b[1]})"

    def lst(self, typ, depth=0):
        r = self.r
        vs = self.visible(lambda v: v.typ == typ)
        k = r.randrange(5)
        if vs and (k <= 1 or depth > 2):
            v = r.choice(vs).name
            return v, f"cp({v})"
        if k == 2 and depth <= 2:
            a, b = self.lst(typ, depth + 1), self.lst(typ, depth + 1)
            return f"({a[0]} + {b[0]})", f"({a[1]} + {b[1]})"
        if k == 3 and typ == LIST:
            vs2 = self.visible(lambda v: v.typ == LIST2)
            if vs2:
                v = r.choice(vs2).name
                i = self.idx(v, v, depth + 1)
                return f"{v}[{i[0]}]", f"cp({v}[{i[1]}])"
        n = r.randint(1, 3)
        el = {LIST: NUM, SLIST: STR, LIST2: LIST}[typ]
        es = [self.expr(el, depth + 2) for _ in range(n)]
        return f"[{', '.join(e[0] for e in es)}]", f"[{', '.join(e[1] for e in es)}]"

    def expr(self, typ, depth=0):
        if typ == NUM:
            return self.num(depth)
        if typ == BOOL:
            return self.boolean(depth)
        if typ == STR:
            return self.string(depth)
        return self.lst(typ, depth)

    def anyexpr(self):
        t = self.r.choice(VALTYPES)
        return self.expr(t)

    # ---------- statements: emit into out (list of (indent, geo, py))
    def block(self, out, ind, n):
        self.scopes.append([])
        self.depth += 1
        start = len(out)
        for _ in range(n):
            if self.budget <= 0:
                break
            self.stmt(out, ind)
        if len(out) == start:
            out.append((ind, "", "pass"))
        self.depth -= 1
        self.scopes.pop()

    def stmt(self, out, ind):
        r = self.r
        self.budget -= 1
        deep = self.depth >= 3
        k = r.randrange(100)
        if k < 14:
            return self.decl(out, ind)
        if k < 28:
            return self.assign(out, ind)
        if k < 38:
            vs = [self.anyexpr() for _ in range(r.randint(1, 3))]
            out.append((ind, f"print({', '.join(v[0] for v in vs)})",
                        f"print({', '.join('F(' + v[1] + ')' for v in vs)})"))
            return
        if k < 46 and not deep:
            return self.if_(out, ind)
        if k < 56 and not deep:
            return self.for_(out, ind)
        if k < 60 and not deep:
            return self.while_(out, ind)
        if k < 68 and self.depth <= 1:
            return self.func(out, ind)
        if k < 73 and self.depth <= 2:
            return self.closure(out, ind)
        if k < 76 and self.depth <= 1:
            return self.counter(out, ind)
        if k < 78 and self.depth <= 1:
            return self.recursive(out, ind)
        if k < 80 and self.p(0.5):
            return self.extra(out, ind)
        if k < 82 and self.loop_depth > 0:
            c = self.boolean(1)
            kw = r.choice(["break", "continue"])
            out.append((ind, f"if {c[0]} {{ {kw} }}", f"if {c[1]}: {kw}"))
            return
        if k < 90:
            fs = self.visible(lambda v: v.typ == "fn")
            if fs:
                c = self.call(0)
                out.append((ind, f"print({c[0]})", f"print(F({c[1]}))"))
                return
        return self.assign(out, ind)

    def extra(self, out, ind):
        r = self.r
        k = r.randrange(5)
        if k == 3 and self.fn is None and self.loop_depth == 0 and self.depth == 0:
            # a top-level variable that changes kind: later code uses it as its new kind
            vs = self.visible(lambda v: v.mutable and v.typ in (NUM, STR, LIST, BOOL) and v.owner is None)
            if vs:
                v = r.choice(vs)
                t = r.choice([NUM, STR, LIST, BOOL])
                e = self.expr(t)
                out.append((ind, f"{v.name} = {e[0]}", f"{v.name} = {e[1]}"))
                v.typ = t
                return
        if k >= 3:
            return self.poly(out, ind)
        if k == 0:
            # tuple assignment: every value computed first
            vs = self.visible(lambda v: v.mutable and v.typ == NUM)
            if len(vs) >= 2:
                a, b = r.sample(vs, 2)
                self.note_assign(a)
                self.note_assign(b)
                e = self.num(1)
                out.append((ind, f"({a.name}, {b.name}) = ({b.name}, ({a.name} + {e[0]}) % 9973)",
                            f"({a.name}, {b.name}) = ({b.name}, M({a.name} + {e[1]}, 9973))"))
                return
            return self.decl(out, ind)
        if k == 1:
            # closures made in a loop, each capturing its pass's loop variable, called later
            fs = self.fresh("fs")
            i = self.fresh("i")
            lim = r.randint(1, 4)
            self.scopes.append([Var(i, NUM, False, self.fn)])
            with self.no_calls():
                e = self.num(1)
            self.scopes.pop()
            out.append((ind, f"var {fs} = []", f"{fs} = []"))
            out.append((ind, f"for {i} in 0..<{lim} {{", f"for {i} in range({lim}):"))
            out.append((ind + 1, f"{fs}.append({{ {e[0]} }})", f"{fs}.append((lambda {i}: (lambda: {e[1]}))({i}))"))
            out.append((ind, "}", None))
            g = self.fresh("g")
            out.append((ind, f"for {g} in {fs} {{ print({g}()) }}", f"for {g} in {fs}: print(F({g}()))"))
            return
        # a function passed to a function
        fs = self.visible(lambda v: v.typ == "fn" and v.arity == [NUM])
        if not fs:
            return self.closure(out, ind)
        f = r.choice(fs)
        ap = self.fresh("ap")
        pf, px = self.fresh("a"), self.fresh("a")
        out += [(ind, f"func {ap}({pf}, {px}) {{", f"def {ap}({pf}, {px}):"),
                (ind + 1, f"return {pf}({pf}({px}) % 9973)", f"return {pf}(M({pf}({px}), 9973))"),
                (ind, "}", None)]
        e = self.num(1)
        out.append((ind, f"print({ap}({f.name}, {e[0]}))", f"print(F({ap}({f.name}, {e[1]})))"))

    def poly(self, out, ind):
        """A function whose parameters are Numbers at one call and Strings or lists at another."""
        r = self.r
        name = self.fresh("p")
        a, b, t = self.fresh("a"), self.fresh("a"), self.fresh("t")
        lines = [(f"var {t} = {a}", f"{t} = cp({a})")]
        ordered = self.p(0.5)  # only Numbers and Strings: < and >
        for _ in range(r.randint(1, 4)):
            k = r.randrange(6 if ordered else 4)
            if k == 0:
                lines.append((f"{t} += {b}", f"{t} = {t} + {b}"))
            elif k == 1:
                lines.append((f"{t} = {t} + {a}", f"{t} = {t} + {a}"))
            elif k == 2:
                lines.append((f"if {t} == {b} {{ {t} += {a} }}", f"if {t} == {b}: {t} = {t} + {a}"))
            elif k == 3:
                lines.append((f"print({t}, {a} == {b}, {t} != {a})", f"print(F({t}), F({a} == {b}), F({t} != {a}))"))
            elif k == 4:
                lines.append((f"print({a} < {b}, {t} >= {b}, {b} > {t})", f"print(F({a} < {b}), F({t} >= {b}), F({b} > {t}))"))
            else:
                lines.append((f"if {a} < {t} {{ {t} = {t} + {b} }} else {{ {t} = {b} + {t} }}",
                              f"{t} = {t} + {b} if {a} < {t} else {b} + {t}"))
        out.append((ind, f"func {name}({a}, {b}) {{", f"def {name}({a}, {b}):"))
        for g, p in lines:
            out.append((ind + 1, g, p))
        out.append((ind + 1, f"return {t}", f"return {t}"))
        out.append((ind, "}", None))
        kinds = [NUM, STR] + ([] if ordered else [LIST, LIST2])
        for _ in range(r.randint(2, 4)):
            kind = r.choice(kinds)
            x, y = self.expr(kind, 1), self.expr(kind, 1)
            if kind == NUM and self.p(0.5):
                out.append((ind, f"for {t}i in 0..<3 {{ print({name}({t}i, {x[0]})) }}",
                            f"for {t}i in range(3): print(F({name}({t}i, {x[1]})))"))
            else:
                out.append((ind, f"print({name}({x[0]}, {y[0]}))", f"print(F({name}({x[1]}, {y[1]})))"))

    def decl(self, out, ind):
        t = self.r.choice(VALTYPES)
        e = self.expr(t)
        mut = self.p(0.7)
        name = self.fresh("v")
        out.append((ind, f"{'var' if mut else 'let'} {name} = {e[0]}", f"{name} = {e[1]}"))
        self.declare(Var(name, t, mut, self.fn))

    def assign(self, out, ind):
        # Compound updates (+=, append, element stores) read no function calls: whether `n += f()`
        # sees f's change to n is an exclusivity question Swift refuses, not a value to compare.
        with self.no_calls():
            self.assign1(out, ind)

    def assign1(self, out, ind):
        r = self.r
        vs = self.visible(lambda v: v.mutable and v.typ in VALTYPES)
        if not vs:
            return self.decl(out, ind)
        v = r.choice(vs)
        n = v.name
        k = r.randrange(6)
        if v.typ == NUM:
            e = self.num()
            if k <= 1:
                op = r.choice(["+=", "-="])
                self.note_assign(v)
                out.append((ind, f"{n} {op} {e[0]}", f"{n} = A({n} {op[0]} {e[1]})"))
                return
            if k == 2:
                self.note_assign(v)
                out.append((ind, f"{n} *= {e[0]} % 5", f"{n} = A({n} * M({e[1]}, 5))"))
                out.append((ind, f"{n} = {n} % 9973", f"{n} = M({n}, 9973)"))
                return
            self.note_assign(v)
            out.append((ind, f"{n} = {e[0]}", f"{n} = {e[1]}"))
            return
        if v.typ == BOOL:
            e = self.boolean()
            self.note_assign(v)
            out.append((ind, f"{n} = {e[0]}", f"{n} = {e[1]}"))
            return
        if v.typ == STR:
            e = self.string()
            self.note_assign(v)
            if k <= 2:
                out.append((ind, f"{n} += {e[0]}", f"{n} = {n} + {e[1]}"))
            elif k == 3:
                out.append((ind, f"{n}.append({e[0]})", f"{n} = {n} + {e[1]}"))
            else:
                out.append((ind, f"{n} = {e[0]}", f"{n} = {e[1]}"))
            # keep strings short
            out.append((ind, f"if {n}.count > 12 {{ {n} = \"t\" }}", f"if len({n}) > 12: {n} = \"t\""))
            return
        el = {LIST: NUM, SLIST: STR, LIST2: LIST}[v.typ]
        self.note_assign(v)
        if k == 0:
            e = self.expr(el)
            out.append((ind, f"{n}.append({e[0]})", f"{n}.append({e[1]})"))
        elif k == 1:
            e = self.lst(v.typ)
            self.note_assign(v)
            if self.p(0.5):
                out.append((ind, f"{n} += {e[0]}", f"{n} = {n} + {e[1]}"))
            else:
                out.append((ind, f"{n}.append(contentsOf: {e[0]})", f"{n}.extend({e[1]})"))
        elif k == 2:
            e = self.lst(v.typ)
            self.note_assign(v)
            out.append((ind, f"{n} = {e[0]}", f"{n} = {e[1]}"))
        else:
            # element store
            i = self.idx(n, n, 1)
            if v.typ == LIST2 and self.p(0.6):
                tmpg, tmpp = f"{n}[{i[0]}]", f"{n}[{i[1]}]"
                j = self.idx(tmpg, tmpp, 1)
                # evaluate index first in Python too: geo evaluates the place's indexes before the value?
                place_g, place_p = f"{n}[{i[0]}][{j[0]}]", f"{n}[{i[1]}][{j[1]}]"
                elt = NUM
            else:
                place_g, place_p = f"{n}[{i[0]}]", f"{n}[{i[1]}]"
                elt = el
            self.place_update(out, ind, place_g, place_p, elt)
            return
        # keep lists short
        out.append((ind, f"if {n}.count > 9 {{ {n} = [{n}[0]] }}", f"if len({n}) > 9: {n} = [{n}[0]]"))

    def place_update(self, out, ind, pg, pp, elt):
        r = self.r
        # (Called from assign: no calls in this statement.)
        e = self.expr(elt)
        if elt == NUM and self.p(0.6):
            op = r.choice(["+=", "-=", "*="])
            if op == "*=":
                out.append((ind, f"{pg} *= {e[0]} % 5", f"{pp} = A({pp} * M({e[1]}, 5))"))
                out.append((ind, f"{pg} = {pg} % 9973", f"{pp} = M({pp}, 9973)"))
            else:
                out.append((ind, f"{pg} {op} {e[0]}", f"{pp} = A({pp} {op[0]} {e[1]})"))
        elif elt == STR and self.p(0.5):
            if self.p(0.5):
                out.append((ind, f"{pg} += {e[0]}", f"{pp} = {pp} + {e[1]}"))
            else:
                out.append((ind, f"{pg}.append({e[0]})", f"{pp} = {pp} + {e[1]}"))
            out.append((ind, f"if {pg}.count > 12 {{ {pg} = \"u\" }}", f"if len({pp}) > 12: {pp} = \"u\""))
        elif elt == LIST and self.p(0.6):
            if self.p(0.5):
                out.append((ind, f"{pg} += {e[0]}", f"{pp} = {pp} + {e[1]}"))
            else:
                x = self.num(1)
                out.append((ind, f"{pg}.append({x[0]})", f"{pp}.append({x[1]})"))
            out.append((ind, f"if {pg}.count > 9 {{ {pg} = [{pg}[0]] }}", f"if len({pp}) > 9: {pp} = [{pp}[0]]"))
        else:
            out.append((ind, f"{pg} = {e[0]}", f"{pp} = {e[1]}"))

    def if_(self, out, ind):
        c = self.boolean()
        out.append((ind, f"if {c[0]} {{", f"if {c[1]}:"))
        self.block(out, ind + 1, self.r.randint(1, 4))
        while self.p(0.3):
            c = self.boolean()
            out.append((ind, f"}} else if {c[0]} {{", f"elif {c[1]}:"))
            self.block(out, ind + 1, self.r.randint(1, 3))
        if self.p(0.4):
            out.append((ind, "} else {", "else:"))
            self.block(out, ind + 1, self.r.randint(1, 3))
        out.append((ind, "}", None))

    def loop_body(self, out, ind, loopvars):
        self.scopes.append(loopvars)
        self.loop_depth += 1
        self.block(out, ind + 1, self.r.randint(1, 4))
        self.loop_depth -= 1
        self.scopes.pop()
        out.append((ind, "}", None))

    def for_(self, out, ind):
        r = self.r
        k = r.randrange(5)
        i = self.fresh("i")
        if k <= 1:
            a = self.num(2)
            lo = r.randint(-2, 3)
            if k == 0:
                out.append((ind, f"for {i} in {lo}..<({lo} + abs({a[0]}) % 5) {{",
                            f"for {i} in range({lo}, {lo} + M(abs({a[1]}), 5)):"))
            else:
                out.append((ind, f"for {i} in {lo}...({lo} + abs({a[0]}) % 4) {{",
                            f"for {i} in range({lo}, {lo} + M(abs({a[1]}), 4) + 1):"))
            return self.loop_body(out, ind, [Var(i, NUM, False, self.fn)])
        t = r.choice([LIST, LIST, SLIST, LIST2])
        e = self.lst(t)
        el = {LIST: NUM, SLIST: STR, LIST2: LIST}[t]
        if k <= 3:
            out.append((ind, f"for {i} in {e[0]} {{", f"for {i} in cp({e[1]}):"))
            return self.loop_body(out, ind, [Var(i, el, False, self.fn)])
        x = self.fresh("x")
        out.append((ind, f"for ({i}, {x}) in {e[0]}.enumerated() {{", f"for {i}, {x} in enumerate(cp({e[1]})):"))
        return self.loop_body(out, ind, [Var(i, NUM, False, self.fn), Var(x, el, False, self.fn)])

    def while_(self, out, ind):
        w = self.fresh("w")
        lim = self.r.randint(1, 6)
        out.append((ind, f"var {w} = 0", f"{w} = 0"))
        out.append((ind, f"while {w} < {lim} {{", f"while {w} < {lim}:"))
        wv = Var(w, NUM, False, self.fn)  # read-only for the body
        self.declare(wv)
        self.note_assign(wv)
        out.append((ind + 1, f"{w} += 1", f"{w} += 1"))
        self.loop_body(out, ind, [])

    def body_fn(self, out, ind, params, ret, header_g, header_p, name_for_self=None):
        """Emit a function body. params: list of Var. ret: callable producing final return lines."""
        fn = Fn(self.fn)
        saved_fn, saved_loop = self.fn, self.loop_depth
        self.fn, self.loop_depth = fn, 0
        for pv in params:
            pv.owner = fn
        body = []
        self.scopes.append(list(params))
        self.depth += 1
        if name_for_self:
            self.declare(name_for_self)
        for _ in range(self.r.randint(1, 4)):
            if self.budget <= 0:
                break
            self.stmt(body, ind + 1)
        ret(body, ind + 1)
        self.depth -= 1
        self.scopes.pop()
        self.fn, self.loop_depth = saved_fn, saved_loop
        out.append((ind, header_g, header_p))
        gl = sorted(v.name for v in fn.outer_assigned if v.owner is None)
        nl = sorted(v.name for v in fn.outer_assigned if v.owner is not None)
        if gl:
            out.append((ind + 1, "", "global " + ", ".join(gl)))
        if nl:
            out.append((ind + 1, "", "nonlocal " + ", ".join(nl)))
        # nonlocal names must propagate to parents too (handled by note_assign)
        out.extend(body)
        out.append((ind, "}", None))
        return fn

    def func(self, out, ind):
        name = self.fresh("f")
        ptypes = [self.r.choice([NUM, NUM, LIST, STR]) for _ in range(self.r.randint(0, 3))]
        params = [Var(self.fresh("a"), t, False, None) for t in ptypes]
        pn = ", ".join(p.name for p in params)

        def ret(body, ind2):
            e = self.num()
            body.append((ind2, f"return {e[0]}", f"return {e[1]}"))
        self.body_fn(out, ind, params, ret, f"func {name}({pn}) {{", f"def {name}({pn}):")
        self.declare(Var(name, "fn", False, self.fn, ptypes))

    def closure(self, out, ind):
        name = self.fresh("c")
        ptypes = [self.r.choice([NUM, NUM, LIST, STR]) for _ in range(self.r.randint(0, 2))]
        params = [Var(self.fresh("a"), t, False, None) for t in ptypes]
        pn = ", ".join(p.name for p in params)
        if self.p(0.3):
            # single-expression closure
            self.scopes.append(params)
            fn = Fn(self.fn)
            saved = self.fn
            self.fn = fn
            for pv in params:
                pv.owner = fn
            e = self.num(1)
            self.fn = saved
            self.scopes.pop()
            g = f"let {name} = {{ {'(' + pn + ') in ' if params else ''}{e[0]} }}" if params else f"let {name} = {{ {e[0]} }}"
            out.append((ind, g, f"def {name}({pn}): return {e[1]}"))
        else:
            def ret(body, ind2):
                e = self.num()
                body.append((ind2, f"return {e[0]}", f"return {e[1]}"))
            hdr = f"let {name} = {{ {pn} in" if params else f"let {name} = {{"
            self.body_fn(out, ind, params, ret, hdr, f"def {name}({pn}):")
        self.declare(Var(name, "fn", False, self.fn, ptypes))

    def counter(self, out, ind):
        mk = self.fresh("mk")
        c = self.fresh("cnt")
        s = self.fresh("a")
        step = self.r.randint(1, 5)
        out += [
            (ind, f"func {mk}({s}) {{", f"def {mk}({s}):"),
            (ind + 1, f"var {c} = {s} % 100", f"{c} = M({s}, 100)"),
            (ind + 1, "return {", "def _k():"),
            (ind + 2, "", f"nonlocal {c}"),
            (ind + 2, f"{c} += {step}", f"{c} += {step}"),
            (ind + 2, f"return {c}", f"return {c}"),
            (ind + 1, "}", "return _k"),
            (ind, "}", None),
        ]
        for _ in range(self.r.randint(1, 2)):
            k = self.fresh("k")
            a = self.num(1)
            out.append((ind, f"let {k} = {mk}({a[0]})", f"{k} = {mk}({a[1]})"))
            self.declare(Var(k, "fn", False, self.fn, []))

    def recursive(self, out, ind):
        name = self.fresh("r")
        d = Var(self.fresh("d"), NUM, False, None)
        x = Var(self.fresh("a"), NUM, False, None)
        acc = self.fresh("acc")

        def ret(body, ind2):
            body.append((ind2, f"var {acc} = {x.name} % 9973", f"{acc} = M({x.name}, 9973)"))
            body.append((ind2, f"if {d.name} > 0 {{", f"if {d.name} > 0:"))
            form = self.r.randrange(3)
            if form == 0:
                body.append((ind2 + 1, f"{acc} = ({acc} * 3 + {name}({d.name} - 1, {acc} + {d.name})) % 9973",
                             f"{acc} = M({acc} * 3 + {name}({d.name} - 1, {acc} + {d.name}), 9973)"))
            elif form == 1:
                body.append((ind2 + 1, f"{acc} += {name}({d.name} - 1, {x.name} - 1) % 101",
                             f"{acc} = {acc} + M({name}({d.name} - 1, {x.name} - 1), 101)"))
            else:
                body.append((ind2 + 1, f"return 1 + {name}({d.name} - 1, {acc} % 13) + {acc}",
                             f"return 1 + {name}({d.name} - 1, M({acc}, 13)) + {acc}"))
            body.append((ind2, "}", None))
            body.append((ind2, f"return {acc}", f"return {acc}"))
        self.body_fn(out, ind, [d, x], ret, f"func {name}({d.name}, {x.name}) {{",
                     f"def {name}({d.name}, {x.name}):")
        self.declare(Var(name, "fn", False, self.fn, ["depth", NUM]))

    def program(self):
        out = []
        while self.budget > 0:
            self.stmt(out, 0)
        geo, py = [], [PRELUDE]
        for ind, g, p in out:
            if g:
                geo.append("    " * ind + g)
            if p is not None:
                py.append("    " * ind + p)
        return "\n".join(geo) + "\n", "\n".join(py) + "\n"


def run(args):
    work = os.path.join(args.out, "work")
    os.makedirs(work, exist_ok=True)
    ran = skipped = found = 0
    for seed in range(args.start, args.start + args.count):
        g, p = Gen(seed).program()
        for name, text in (("p.geo", g), ("p.py", p)):
            with open(os.path.join(work, name), "w") as f:
                f.write(text)
        try:
            py = subprocess.run([sys.executable, "p.py"], cwd=work, capture_output=True, text=True, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            skipped += 1
            continue
        if py.returncode != 0:
            skipped += 1
            continue
        try:
            res = subprocess.run([args.geo, "p.geo"], cwd=work, capture_output=True, text=True, timeout=args.timeout)
            out, rc, err = res.stdout, res.returncode, res.stderr
        except subprocess.TimeoutExpired:
            out, rc, err = "", "timeout", ""
        ran += 1
        if out != py.stdout or rc != 0:
            found += 1
            d = os.path.join(args.out, str(seed))
            os.makedirs(d, exist_ok=True)
            for name in ("p.geo", "p.py"):
                shutil.copy(os.path.join(work, name), d)
            for name, text in (("geo.out", out), ("geo.err", f"rc={rc}\n{err}"), ("py.out", py.stdout)):
                with open(os.path.join(d, name), "w") as f:
                    f.write(text)
            print(f"finding: seed {seed} (exit status {rc}) in {d}", flush=True)
    print(f"{ran} programs compared, {skipped} skipped, {found} findings", flush=True)
    return 1 if found else 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description="differential fuzzing of geo against a Python model")
    ap.add_argument("--geo", default=".build/release/geo")
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--out", default="/tmp/difffuzz")
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--emit", nargs=2, metavar=("SEED", "DIR"))
    a = ap.parse_args()
    if a.emit:
        g, p = Gen(int(a.emit[0])).program()
        for name, text in (("p.geo", g), ("p.py", p)):
            with open(os.path.join(a.emit[1], name), "w") as f:
                f.write(text)
        sys.exit(0)
    a.geo = os.path.abspath(a.geo)
    sys.exit(run(a))
