#!/usr/bin/env python3
"""Self-differential fuzzing of geo's fast paths over geometry (standard library only; not run
by Scripts/test.sh). Each seed makes a random geo program over Numbers, Points, Sizes, Rects,
Transforms, lists of them and a tree of views — locals, globals and list elements read and
stored through their members (`p.x`, `ps[i].x += k`, `v.center = (x, y)`, `v.frame.origin.y
-= k`, `v.bounds.size = s`, `r.intersection(q)`, `root.hitTest(p)`, `v.superview.name`,
`v.convert(p, to: w)`, `for (i, q) in ps.enumerated()`, `animate(duration:delay:curve:) { … }`
and `v.presentation(at:)`, …) — twice: once as written, and once
with every variable read and every literal passed through `I(…)`, an identity function. The
compiler chooses its fast paths from what an operand is (a local, a global, an element, a
constant), and `I(…)` makes every operand a computed value, so the twin takes the general
paths. Both must print exactly the same text (numbers with every digit, `exact`) and fail with
the same error on the same line. Nested functions make locals into
cells and captures. A difference, a crash or a timeout is a finding, kept in
OUT/SEED/ (p.geo, twin.geo, p.out, twin.out).

    python3 Scripts/pathfuzz.py [--geo .build/release/geo] [--start 1] [--count 300] [--out /tmp/pathfuzz]
    python3 Scripts/pathfuzz.py --emit SEED DIR     # only write DIR/p.geo and DIR/twin.geo
"""
import argparse, os, random, re, shutil, subprocess, sys

LITERALS = ["0", "1", "2", "3", "-1", "-2.5", "0.5", "1.25", "10", "0.1", "100", "-0.0", "7"]
DIVISORS = ["2", "4", "0.5", "-3"]
ANGLES = ["0", "0.5", "1", "-0.25", "90deg", "180deg", "pi", "30deg"]
VIEWS = ["root", "va", "vb", "vc", "vd"]
NAMES = {"num": ["n", "m"], "point": ["p", "q"], "size": ["s"], "rect": ["r", "u"],
         "transform": ["t"], "points": ["ps"], "rects": ["rs"]}


class Gen:
    """Builds one program as a list of lines; `wrap` chooses the twin's rendering."""

    def __init__(self, seed, wrap):
        self.rnd = random.Random(seed)
        self.wrap = wrap
        self.lines = []

    def fresh(self):
        """A new number for a name (loop variables, nested functions, animations)."""
        self.names = getattr(self, "names", 0) + 1
        return self.names

    # ---- leaves -------------------------------------------------------------------------
    def lit(self, text):
        return f"I({text})" if self.wrap else text

    def var(self, name):
        return f"I({name})" if self.wrap else name

    def pick(self, xs):
        return self.rnd.choice(xs)

    def scoped(self, kind, scope):
        """A variable of `kind`: a global (g-prefixed) or, inside the function, a local."""
        base = self.pick(NAMES[kind])
        if scope == "local" and self.rnd.random() < 0.6:
            return "l" + base
        return "g" + base

    def index(self):
        return self.lit(self.pick(["0", "1", "2"]))

    # ---- expressions by kind --------------------------------------------------------------
    def num(self, scope, d=0):
        r = self.rnd.random()
        if d > 2 or r < 0.2:
            return self.lit(self.pick(LITERALS))
        choices = [
            lambda: self.var(self.scoped("num", scope)),
            lambda: f"{self.point(scope, d + 1)}.{self.pick(['x', 'y'])}",
            lambda: f"{self.var(self.scoped('points', scope))}[{self.index()}].{self.pick(['x', 'y'])}",
            lambda: f"{self.var(self.scoped('rects', scope))}[{self.index()}].{self.pick(['width', 'minX', 'maxY', 'midX', 'height', 'x'])}",
            lambda: f"{self.size(scope, d + 1)}.{self.pick(['width', 'height'])}",
            lambda: f"{self.rect(scope, d + 1)}.{self.pick(['minX', 'midY', 'maxX', 'width', 'height', 'x', 'y'])}",
            lambda: f"{self.transform(scope, d + 1)}.{self.pick(['a', 'b', 'tx', 'ty', 'determinant'])}",
            lambda: f"{self.view()}.{self.pick(['center', 'frame.origin', 'bounds.origin'])}.{self.pick(['x', 'y'])}",
            lambda: f"{self.view()}.{self.pick(['frame', 'bounds'])}.{self.pick(['width', 'height', 'minX', 'maxY'])}",
            lambda: f"{self.view()}.alpha",
            lambda: f"({self.num(scope, d + 1)} {self.pick(['+', '-', '*'])} {self.num(scope, d + 1)})",
            lambda: f"({self.num(scope, d + 1)} / {self.lit(self.pick(DIVISORS))})",
            lambda: f"{self.pick(['min', 'max'])}({self.num(scope, d + 1)}, {self.num(scope, d + 1)})",
            lambda: f"abs({self.num(scope, d + 1)})",
        ]
        return self.pick(choices)()

    def point(self, scope, d=0):
        if d > 2:
            return f"({self.lit(self.pick(LITERALS))}, {self.lit(self.pick(LITERALS))})"
        choices = [
            lambda: self.var(self.scoped("point", scope)),
            lambda: self.var(self.scoped("point", scope)),
            lambda: f"{self.var(self.scoped('points', scope))}[{self.index()}]",
            lambda: f"({self.num(scope, d + 1)}, {self.num(scope, d + 1)})",
            lambda: f"Point({self.num(scope, d + 1)}, {self.num(scope, d + 1)})",
            lambda: f"({self.point(scope, d + 1)} {self.pick(['+', '-'])} {self.point(scope, d + 1)})",
            lambda: f"({self.point(scope, d + 1)} * {self.num(scope, d + 1)})",
            lambda: f"({self.num(scope, d + 1)} * {self.point(scope, d + 1)})",
            lambda: f"({self.point(scope, d + 1)} / {self.lit(self.pick(DIVISORS))})",
            lambda: f"({self.point(scope, d + 1)} * {self.transform(scope, d + 1)})",
            lambda: f"{self.point(scope, d + 1)}.applying({self.transform(scope, d + 1)})",
            lambda: f"{self.view()}.{self.pick(['center', 'anchorPoint', 'frame.origin', 'bounds.origin'])}",
            lambda: f"{self.rect(scope, d + 1)}.origin",
            lambda: f"{self.view()}.convert({self.point(scope, d + 1)}, {self.pick(['to', 'from'])}: {self.view()})",
            lambda: f"{self.transform(scope, d + 1)}.translation",
        ]
        return self.pick(choices)()

    def size(self, scope, d=0):
        if d > 2:
            return f"Size({self.lit(self.pick(LITERALS))}, {self.lit(self.pick(LITERALS))})"
        choices = [
            lambda: self.var(self.scoped("size", scope)),
            lambda: f"Size({self.num(scope, d + 1)}, {self.num(scope, d + 1)})",
            lambda: f"{self.view()}.{self.pick(['frame', 'bounds'])}.size",
            lambda: f"{self.rect(scope, d + 1)}.size",
            lambda: f"({self.size(scope, d + 1)} {self.pick(['+', '-'])} {self.size(scope, d + 1)})",
            lambda: f"({self.size(scope, d + 1)} * {self.num(scope, d + 1)})",
            lambda: f"{self.size(scope, d + 1)}.applying({self.transform(scope, d + 1)})",
        ]
        return self.pick(choices)()

    def rect(self, scope, d=0):
        if d > 2:
            return f"Rect({', '.join(self.lit(self.pick(LITERALS)) for _ in range(4))})"
        n = lambda: self.num(scope, d + 1)
        choices = [
            lambda: self.var(self.scoped("rect", scope)),
            lambda: self.var(self.scoped("rect", scope)),
            lambda: f"{self.var(self.scoped('rects', scope))}[{self.index()}]",
            lambda: f"Rect({n()}, {n()}, {n()}, {n()})",
            lambda: f"{self.view()}.{self.pick(['frame', 'bounds'])}",
            lambda: f"{self.rect(scope, d + 1)}.insetBy(dx: {n()}, dy: {n()})",
            lambda: f"{self.rect(scope, d + 1)}.offsetBy(dx: {n()}, dy: {n()})",
            lambda: f"{self.rect(scope, d + 1)}.{self.pick(['intersection', 'union'])}({self.rect(scope, d + 1)})",
            lambda: f"{self.rect(scope, d + 1)}.applying({self.transform(scope, d + 1)})",
            lambda: f"({self.rect(scope, d + 1)} * {self.transform(scope, d + 1)})",
            lambda: f"{self.rect(scope, d + 1)}.standardized",
            lambda: f"{self.view()}.convert({self.rect(scope, d + 1)}, {self.pick(['to', 'from'])}: {self.view()})",
        ]
        return self.pick(choices)()

    def transform(self, scope, d=0):
        if d > 2:
            return f"rotation({self.lit(self.pick(ANGLES))})"
        n = lambda: self.num(scope, d + 1)
        choices = [
            lambda: self.var(self.scoped("transform", scope)),
            lambda: "identity",
            lambda: f"rotation({self.pick([self.lit(self.pick(ANGLES)), n()])})",
            lambda: f"scale({n()}, {n()})",
            lambda: f"translation({n()}, {n()})",
            lambda: f"({self.transform(scope, d + 1)} * {self.transform(scope, d + 1)})",
            lambda: f"{self.transform(scope, d + 1)}.rotated(by: {n()})",
            lambda: f"{self.transform(scope, d + 1)}.translatedBy(x: {n()}, y: {n()})",
            lambda: f"{self.view()}.transform",
        ]
        return self.pick(choices)()

    def boolean(self, scope):
        choices = [
            lambda: f"{self.rect(scope, 1)}.contains({self.point(scope, 1)})",
            lambda: f"{self.rect(scope, 1)}.contains({self.rect(scope, 1)})",
            lambda: f"{self.rect(scope, 1)}.intersects({self.rect(scope, 1)})",
            lambda: f"{self.num(scope, 1)} {self.pick(['<', '<=', '>', '==', '!='])} {self.num(scope, 1)}",
            lambda: f"{self.point(scope, 1)} {self.pick(['==', '!='])} {self.point(scope, 1)}",
            lambda: f"{self.view()}.isHidden",
            lambda: f"{self.view()}.point(inside: {self.point(scope, 1)})",
            lambda: f"{self.view()}.superview {self.pick(['==', '!='])} {self.pick(['nil', self.view()])}",
            lambda: f"{self.rect(scope, 1)}.isNull",
        ]
        return self.pick(choices)()

    def view(self):
        return self.var(self.pick(VIEWS))

    def any_value(self, scope):
        kind = self.pick(["num", "num", "point", "point", "size", "rect", "rect", "transform", "bool", "hier", "closure"])
        if kind == "closure":
            ps, rs = self.var(self.scoped("points", scope)), self.var(self.scoped("rects", scope))
            return self.pick([
                lambda: f"exact({ps}.map({{ e in e * {self.num(scope, 2)} + {self.point(scope, 2)} }}))",
                lambda: f"{ps}.filter({{ e in e.x > {self.num(scope, 2)} }}).count",
                lambda: f"exact({ps}.reduce(Point(0, 0), {{ a, e in a + e }}))",
                lambda: f"exact({rs}.map({{ e in e.{self.pick(['minX', 'width', 'midY'])} }}))",
                lambda: f"exact({rs}.sorted(by: {{ a, b in a.minY < b.minY }}).map({{ e in e.origin }}))",
                lambda: f"exact({self.var('root')}.subviews.map({{ w in w.frame.union({self.rect(scope, 2)}) }}))",
            ])()
        if kind == "num":
            return f"exact({self.num(scope)})"
        if kind == "bool":
            return self.boolean(scope)
        if kind == "hier":
            v, pt = self.view(), self.point(scope, 1)
            return self.pick([
                f"{v}.superview == nil ? \"top\" : {v}.superview.name",
                f"{v}.window.name",
                f"{self.var('root')}.hitTest({pt}) == nil ? \"miss\" : {self.var('root')}.hitTest({pt}).name",
                f"{v}.subviews.count",
            ])
        return f"exact({getattr(self, kind)(scope)})"

    # ---- statements ---------------------------------------------------------------------
    def store(self, scope):
        n = lambda: self.num(scope, 1)
        v = self.pick(VIEWS[1:])  # the root keeps its frame, so hit tests keep meaning
        choices = [
            lambda: f"{self.scoped('num', scope)} {self.pick(['=', '+=', '-=', '*='])} {self.num(scope)}",
            lambda: f"{self.scoped('point', scope)} = {self.point(scope)}",
            lambda: f"{self.scoped('point', scope)}.{self.pick(['x', 'y'])} {self.pick(['=', '+=', '-='])} {n()}",
            lambda: f"{self.scoped('point', scope)} {self.pick(['+=', '-='])} {self.point(scope, 1)}",
            lambda: f"{self.scoped('points', scope)}[{self.index()}] = {self.point(scope)}",
            lambda: f"{self.scoped('points', scope)}[{self.index()}].{self.pick(['x', 'y'])} {self.pick(['=', '+=', '*='])} {n()}",
            lambda: f"{self.scoped('rects', scope)}[{self.index()}] = {self.rect(scope)}",
            lambda: f"{self.scoped('rects', scope)}[{self.index()}].origin.{self.pick(['x', 'y'])} += {n()}",
            lambda: f"{self.scoped('size', scope)} = {self.size(scope)}",
            lambda: f"{self.scoped('rect', scope)} = {self.rect(scope)}",
            lambda: f"{self.scoped('rect', scope)}.origin = {self.point(scope, 1)}",
            lambda: f"{self.scoped('rect', scope)}.size = {self.size(scope, 1)}",
            lambda: f"{self.scoped('rect', scope)}.size.{self.pick(['width', 'height'])} += {n()}",
            lambda: f"{self.scoped('transform', scope)} = {self.transform(scope)}",
            lambda: f"{v}.center = {self.pick([self.point(scope), f'({n()}, {n()})'])}",
            lambda: f"{v}.center.{self.pick(['x', 'y'])} {self.pick(['=', '+=', '-='])} {n()}",
            lambda: f"{v}.frame = {self.pick([self.rect(scope), f'({n()}, {n()}, {n()}, {n()})'])}",
            lambda: f"{v}.frame.origin = {self.pick([self.point(scope), f'({n()}, {n()})'])}",
            lambda: f"{v}.frame.origin.{self.pick(['x', 'y'])} += {n()}",
            lambda: f"{v}.frame.size = {self.pick([self.size(scope), f'({n()}, {n()})'])}",
            lambda: f"{v}.bounds = {self.rect(scope)}",
            lambda: f"{v}.bounds.origin = ({n()}, {n()})",
            lambda: f"{v}.bounds.size = {self.pick([self.size(scope), f'({n()}, {n()})'])}",
            lambda: f"{v}.bounds.size.{self.pick(['width', 'height'])} = {n()}",
            lambda: f"{v}.transform = {self.transform(scope)}",
            lambda: f"{v}.transform.tx += {n()}",
            lambda: f"{v}.anchorPoint = ({self.lit(self.pick(['0', '0.5', '1', '0.25']))}, {self.lit(self.pick(['0', '0.5', '1']))})",
            lambda: f"{v}.alpha = {self.lit(self.pick(['0', '0.005', '0.5', '1']))}",
            lambda: f"{v}.isHidden = {self.pick(['true', 'false', 'false'])}",
            lambda: f"{v}.isUserInteractionEnabled = {self.pick(['true', 'true', 'false'])}",
        ]
        return self.pick(choices)()

    def statement(self, scope, depth, indent):
        r = self.rnd.random()
        pad = "    " * indent
        if depth < 2 and r < 0.08:
            self.lines.append(f"{pad}if {self.boolean(scope)} {{")
            self.block(scope, depth + 1, indent + 1, 3)
            self.lines.append(f"{pad}}} else {{")
            self.block(scope, depth + 1, indent + 1, 2)
            self.lines.append(f"{pad}}}")
        elif depth < 2 and r < 0.14:
            kind = self.pick(["points", "rects"])
            xs = self.var(self.scoped(kind, scope))
            k = self.fresh()
            if self.rnd.random() < 0.5:
                self.lines.append(f"{pad}for (i{k}, e{k}) in {xs}.enumerated() {{")
                self.lines.append(f"{pad}    print(i{k}, exact(e{k}))")
            else:
                self.lines.append(f"{pad}for e{k} in {xs} {{")
                self.lines.append(f"{pad}    print(exact(e{k}.{self.pick(['x', 'y'])}))" if kind == "points" else f"{pad}    print(exact(e{k}.minX + e{k}.height))")
            self.block(scope, depth + 1, indent + 1, 2)
            self.lines.append(f"{pad}}}")
        elif depth < 2 and r < 0.18:
            k = self.fresh()
            self.lines.append(f"{pad}for k{k} in 0..<{self.lit('3')} {{")
            self.block(scope, depth + 1, indent + 1, 3)
            self.lines.append(f"{pad}}}")
        elif depth < 1 and scope == "local" and r < 0.3:
            # A nested function: the locals it names become cells and captures.
            k = self.fresh()
            self.lines.append(f"{pad}func h{k}() {{")
            self.block(scope, depth + 1, indent + 1, 4)
            self.lines.append(f"{pad}}}")
            self.lines.append(f"{pad}h{k}()")
            self.lines.append(f"{pad}h{k}()")
        elif depth < 2 and r < 0.34:
            self.animation(scope, depth, indent)
        elif r < 0.38:
            self.lines.append(f"{pad}wait({self.lit(self.pick(['0.1', '0.25', '1']))})")
        elif depth < 2 and r < 0.40:
            k = self.fresh()
            self.lines.append(f"{pad}for w{k} in {self.view()}.subviews {{")
            self.lines.append(f"{pad}    w{k}.{self.pick(['center.x', 'center.y', 'frame.origin.x', 'bounds.size.width'])} += {self.num(scope, 1)}")
            self.lines.append(f"{pad}    print(w{k}.name, exact(w{k}.frame))")
            self.lines.append(f"{pad}}}")
        elif r < 0.55:
            self.lines.append(pad + self.store(scope))
        else:
            self.lines.append(f"{pad}print({self.any_value(scope)})")

    def curve(self):
        return self.pick([
            lambda: self.lit(self.pick(['"linear"', '"easeIn"', '"easeOut"', '"easeInOut"', '"default"'])),
            lambda: ".easeOut",
            lambda: self.var("gcurve"),
            lambda: f"cubicBezier({self.lit('0.3')}, {self.lit('0')}, {self.lit('0.2')}, {self.lit('1')})",
            lambda: f"steps({self.lit('3')})",
            lambda: f"spring(duration: {self.lit('0.5')}, bounce: {self.lit(self.pick(['0', '0.3']))})",
        ])()

    def animation(self, scope, depth, indent):
        """`animate(duration:delay:curve:) { … }`, its result kept or not, sampled after."""
        pad = "    " * indent
        args = [f"duration: {self.lit(self.pick(['0.5', '1', '0', '2']))}"]
        if self.rnd.random() < 0.4:
            args.append(f"delay: {self.lit(self.pick(['0', '0.25', '1']))}")
        if self.rnd.random() < 0.6:
            args.append(f"curve: {self.curve()}")
        k = self.fresh()
        keep = self.rnd.random() < 0.4
        self.lines.append(f"{pad}{f'let a{k} = ' if keep else ''}animate({', '.join(args)}) {{")
        self.block(scope, depth + 1, indent + 1, 3)
        self.lines.append(f"{pad}}}")
        if keep:
            self.lines.append(f"{pad}print(exact(a{k}.progress(at: now + {self.lit(self.pick(['0.1', '0.3', '2']))})), a{k}.duration)")
        v = self.view()
        at = self.pick(["", f"at: now + {self.lit(self.pick(['0.2', '0.5', '1.5']))}"])
        member = self.pick(["frame", "center", "transform", "alpha", "bounds"])
        self.lines.append(f"{pad}print(exact({v}.presentation({at}).{member}))")

    def block(self, scope, depth, indent, count):
        for _ in range(self.rnd.randrange(1, count + 1)):
            self.statement(scope, depth, indent)

    def declarations(self, prefix, pad):
        lit = lambda: self.pick(LITERALS)
        pt = lambda: f"({lit()}, {lit()})"
        rc = lambda: f"Rect({lit()}, {lit()}, {self.pick(['10', '40', '5', '0'])}, {self.pick(['20', '30', '1'])})"
        self.lines += [
            f"{pad}var {prefix}n = {lit()}", f"{pad}var {prefix}m = {lit()}",
            f"{pad}var {prefix}p = {pt()}", f"{pad}var {prefix}q = Point{pt()}",
            f"{pad}var {prefix}s = Size({lit()}, {lit()})",
            f"{pad}var {prefix}r = {rc()}", f"{pad}var {prefix}u = {rc()}",
            f"{pad}var {prefix}t = rotation({self.pick(ANGLES)})",
            f"{pad}var {prefix}ps = [{pt()}, {pt()}, {pt()}]",
            f"{pad}var {prefix}rs = [{rc()}, {rc()}, {rc()}]",
        ]

    def program(self):
        self.lines = [
            "func I(v) { return v }",
            'let root = View(frame: (0, 0, 320, 480), name: "root")',
            'let va = View(frame: (10, 20, 100, 80), name: "va")',
            'let vb = View(frame: (5, 5, 40, 30), name: "vb")',
            'let vc = View(frame: (150, 200, 60, 60), name: "vc")',
            'let vd = View(frame: (2, 3, 10, 10), name: "vd")',
            "root.addSubview(va)", "va.addSubview(vb)", "root.addSubview(vc)", "vb.addSubview(vd)",
        ]
        self.declarations("g", "")
        self.lines.append(f'var gcurve = "{self.pick(["linear", "easeOut", "easeInOut"])}"')
        self.block("global", 0, 0, 8)
        self.lines.append("func body(k) {")
        self.declarations("l", "    ")
        self.block("local", 0, 1, 10)
        self.lines.append("    print(exact(ln), exact(lp), exact(lr), exact(lps), exact(lrs))")
        self.lines.append("    return k + 1")
        self.lines.append("}")
        self.lines.append("print(body(1))")
        self.lines.append("print(body(2))")
        self.block("global", 0, 0, 6)
        self.lines.append("print(exact(gn), exact(gp), exact(gr), exact(gps), exact(grs), exact(gt))")
        self.lines.append("for w in [root, va, vb, vc, vd] { print(w.name, exact(w.frame), exact(w.bounds), exact(w.center), exact(w.transform)) }")
        return "\n".join(self.lines) + "\n"


def emit(seed):
    return Gen(seed, False).program(), Gen(seed, True).program()


LOCATION = re.compile(r"^(\S+?\.geo):(\d+):(\d+): ")


def normalise(err):
    """Each diagnostic's first line with its column dropped (the twin's `I(` moves columns;
    a diagnostic's excerpt and caret show the twin's text)."""
    out = []
    for line in err.splitlines():
        m = LOCATION.match(line)
        if m:
            out.append(f"{m.group(2)}: {line[m.end():]}")
    return "\n".join(out)


def run(geo, path, timeout):
    try:
        p = subprocess.run([geo, path], capture_output=True, timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--geo", default=".build/release/geo")
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--out", default="/tmp/pathfuzz")
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--emit", nargs=2, metavar=("SEED", "DIR"))
    a = ap.parse_args()
    if a.emit:
        os.makedirs(a.emit[1], exist_ok=True)
        p, t = emit(int(a.emit[0]))
        open(os.path.join(a.emit[1], "p.geo"), "w").write(p)
        open(os.path.join(a.emit[1], "twin.geo"), "w").write(t)
        return 0
    findings = 0
    errors = 0
    for seed in range(a.start, a.start + a.count):
        d = os.path.join(a.out, str(seed))
        os.makedirs(d, exist_ok=True)
        p, t = emit(seed)
        open(os.path.join(d, "p.geo"), "w").write(p)
        open(os.path.join(d, "twin.geo"), "w").write(t)
        rc1, out1, err1 = run(a.geo, os.path.join(d, "p.geo"), a.timeout)
        rc2, out2, err2 = run(a.geo, os.path.join(d, "twin.geo"), a.timeout)
        crashed = any(rc not in (0, 1) for rc in (rc1, rc2))
        same = rc1 == rc2 and out1 == out2 and normalise(err1) == normalise(err2)
        if same and not crashed:
            errors += rc1 == 1
            shutil.rmtree(d)
            continue
        findings += 1
        open(os.path.join(d, "p.out"), "w").write(f"rc={rc1}\n{out1}\n--- stderr\n{err1}")
        open(os.path.join(d, "twin.out"), "w").write(f"rc={rc2}\n{out2}\n--- stderr\n{err2}")
        print(f"seed {seed}: {'crash/timeout' if crashed else 'different'} rc={rc1}/{rc2} -> {d}", flush=True)
    print(f"{a.count} programs, {findings} findings, {errors} ended in the same error both ways")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
