"""Differential test: random view trees and geometry, run by geo and by the Python model.

    python3 Tests/lesson-model/differential.py [--geo .build/debug/geo] [--seed N] [--rounds N]

Each round writes a geo script that builds a random tree (random frames, anchor points, bounds
origins, transforms with scale, shear, rotation and translation), changes it with every setter
and gesture, and prints `exact(...)` of frames, conversions, hit-tests, transform and rect
operations. The same steps run in the model; every printed number must agree to 1e-9 (relative).
A mismatch prints the script line, geo's value and the model's value.
"""

import math
import os
import random
import re
import subprocess
import sys
import tempfile

from model import P, R, Size, Transform, View, identity, rotation, scale, translation
from model import components as model_components

NUM = re.compile(r"-?(?:\d+\.?\d*(?:e[-+]?\d+)?|inf|nan)")


def lit(x):
    return repr(float(x))


def plit(p):
    return "(%s, %s)" % (lit(p.x), lit(p.y))


def rlit(r):
    return "(%s, %s, %s, %s)" % (lit(r.x), lit(r.y), lit(r.width), lit(r.height))


def tlit(t):
    return "Transform(%s)" % ", ".join(lit(v) for v in t.fields())


def numbers(value):
    """The numbers a model value prints, in order (None for nil)."""
    if value is None:
        return []
    if isinstance(value, bool):
        return [1.0 if value else 0.0]
    if isinstance(value, (int, float)):
        return [float(value)]
    return list(value.fields())


def components(t):
    """CGAffineTransformComponents: t = scale · shear · rotation · translation; a reflection puts
    its sign on the x scale when a < d, else on the y scale (LANGUAGE.md §4)."""
    sx = math.hypot(t.a, t.b)
    if t.determinant < 0 and t.a < t.d:
        sx = -sx
    rot = math.atan2(t.b / sx, t.a / sx)
    sy = t.determinant / sx
    shear = (t.c * math.cos(rot) + t.d * math.sin(rot)) / sy
    return Size(sx, sy), shear, rot


class Round:
    def __init__(self, rng):
        self.rng = rng
        self.lines = []      # geo source
        self.expect = []     # (source line number, expected numbers or a word)

    def stmt(self, text):
        self.lines.append(text)

    def query(self, expr, value):
        """print(exact(expr)) in geo; the model's value."""
        self.lines.append("print(exact(%s))" % expr)
        self.expect.append((len(self.lines), expr, value))

    def word(self, expr, text):
        self.lines.append("print(%s)" % expr)
        self.expect.append((len(self.lines), expr, text))

    # -- random values --------------------------------------------------------------------------

    def u(self, a, b):
        return self.rng.uniform(a, b)

    def point(self, k=150):
        return P(self.u(-k, k), self.u(-k, k))

    def rect(self):
        return R(self.u(-60, 60), self.u(-60, 60), self.u(5, 150), self.u(5, 150))

    def transform(self):
        kind = self.rng.randrange(6)
        if kind == 0:
            return identity
        if kind == 1:
            return rotation(self.rng.choice([0.5, 1, 1.5, 2, 3]) * math.pi / 2 * self.rng.choice([-1, 1]))
        if kind == 2:
            return scale(self.u(0.3, 3), self.u(0.3, 3))
        return (scale(self.u(0.3, 3), self.u(0.3, 3)) * Transform(1, 0, self.u(-1, 1), 1, 0, 0)
                * rotation(self.u(-4, 4)) * translation(self.u(-30, 30), self.u(-30, 30)))

    # -- the round ------------------------------------------------------------------------------

    def build(self):
        rng = self.rng
        self.stmt('func nm(v) { if v == nil { return "nil" }; return v.name }')
        root = View(R(0, 0, 400, 400), "root")
        self.stmt('let root = View(frame: (0, 0, 400, 400), name: "root")')
        root.bounds = R(-1000, -1000, 2000, 2000)     # so that most probes land inside the root
        self.stmt("root.bounds = (-1000, -1000, 2000, 2000)")
        views = [root]
        for i in range(7):
            parent = rng.choice(views)
            fr = self.rect()
            v = View(fr, "v%d" % i)
            self.stmt('let v%d = View(frame: %s, name: "v%d")' % (i, rlit(fr), i))
            parent.addSubview(v)
            self.stmt("%s.addSubview(v%d)" % (parent.name, i))
            if rng.random() < 0.7:
                a = P(self.u(-0.5, 1.5), self.u(-0.5, 1.5))
                v.anchorPoint = a
                self.stmt("v%d.anchorPoint = %s" % (i, plit(a)))
            if rng.random() < 0.5:
                o = self.point(30)
                b = v.bounds
                v.bounds = R(o.x, o.y, b.width, b.height)
                self.stmt("v%d.bounds.origin = %s" % (i, plit(o)))
            t = self.transform()
            v.transform = t
            self.stmt("v%d.transform = %s" % (i, tlit(t)))
            views.append(v)
        self.views = views
        return views

    def probe(self):
        """A point near a random view (in its bounds, or just outside), in the root's space."""
        v = self.rng.choice(self.views)
        b = v.bounds
        p = P(b.x + b.width * self.u(-0.2, 1.2), b.y + b.height * self.u(-0.2, 1.2))
        return v.convert_to(p, self.views[0])

    def name(self, v):
        return "nil" if v is None else v.name

    def queries(self):
        rng = self.rng
        views = self.views
        root = views[0]
        for v in views[1:]:
            self.query("%s.frame" % v.name, v.frame)
        for _ in range(6):
            v, w = rng.choice(views), rng.choice(views + [None])
            p = self.point()
            wn = "nil" if w is None else w.name
            self.query("%s.convert(%s, to: %s)" % (v.name, plit(p), wn), v.convert_to(p, w))
            self.query("%s.convert(%s, from: %s)" % (v.name, plit(p), wn), v.convert_from(p, w))
            r = self.rect()
            self.query("%s.convert(%s, to: %s)" % (v.name, rlit(r), wn), v.convert_to(r, w))
        for _ in range(20):
            p = self.probe()
            self.word("nm(root.hitTest(%s))" % plit(p), self.name(root.hitTest(p)))
        # flags
        v = rng.choice(views[1:])
        flag = rng.choice(["isHidden = true", "alpha = 0.005", "isUserInteractionEnabled = false"])
        self.stmt("%s.%s" % (v.name, flag))
        if flag.startswith("isHidden"):
            v.hidden = True
        elif flag.startswith("alpha"):
            v.alpha = 0.005
        else:
            v.interactive = False
        # reorder siblings: front-most subview is tried first
        for _ in range(3):
            parents = [v for v in views if len(v.subviews) > 1]
            if not parents:
                break
            parent = rng.choice(parents)
            child = rng.choice(parent.subviews)
            op = rng.randrange(3)
            parent.subviews.remove(child)
            if op == 0:
                parent.subviews.append(child)
                self.stmt("%s.bringSubviewToFront(%s)" % (parent.name, child.name))
            elif op == 1:
                parent.subviews.insert(0, child)
                self.stmt("%s.sendSubviewToBack(%s)" % (parent.name, child.name))
            else:
                i = rng.randrange(len(parent.subviews) + 1)
                parent.subviews.insert(i, child)
                self.stmt("%s.insertSubview(%s, at: %d)" % (parent.name, child.name, i))
        for _ in range(12):
            p = self.probe()
            self.word("nm(root.hitTest(%s))" % plit(p), self.name(root.hitTest(p)))

    def setters_and_gestures(self):
        rng = self.rng
        for v in self.views[1:]:
            op = rng.randrange(8)
            if op == 0:
                at, s = self.point(), self.u(0.5, 2)
                v.pinch(s, at)
                self.stmt("%s.pinch(scale: %s, at: %s)" % (v.name, lit(s), plit(at)))
            elif op == 1:
                at, a = self.point(), self.u(-3, 3)
                v.rotate(a, at)
                self.stmt("%s.rotate(by: %s, at: %s)" % (v.name, lit(a), plit(at)))
            elif op == 2:
                d = self.point(40)
                v.pan(d)
                self.stmt("%s.pan(by: %s)" % (v.name, plit(d)))
            elif op == 3:
                r = self.rect()
                if v.transform.determinant != 0:
                    v.frame = r
                    self.stmt("%s.frame = %s" % (v.name, rlit(r)))
            elif op == 4:
                a = P(self.u(-0.5, 1.5), self.u(-0.5, 1.5))
                v.anchorPoint = a
                self.stmt("%s.anchorPoint = %s" % (v.name, plit(a)))
            elif op == 6 and v.transform.is_identity():
                x = self.u(-50, 50)
                fr = v.frame
                v.frame = R(x, fr.y, fr.width, fr.height)
                self.stmt("%s.frame.origin.x = %s" % (v.name, lit(x)))
            elif op == 7:
                dy = self.u(-50, 50)
                v.center = P(v.center.x, v.center.y + dy)
                self.stmt("%s.center.y += %s" % (v.name, lit(dy)))
            else:
                s = Size(self.u(5, 150), self.u(5, 150))
                b = v.bounds
                v.bounds = R(b.x, b.y, s.width, s.height)
                self.stmt("%s.bounds.size = Size(%s, %s)" % (v.name, lit(s.width), lit(s.height)))
            self.query("%s.frame" % v.name, v.frame)
            self.query("%s.center" % v.name, v.center)
            self.query("%s.bounds" % v.name, v.bounds)
            self.query("%s.transform" % v.name, v.transform)

    def geometry(self):
        self.stmt("var t = identity")
        for _ in range(5):
            t, u = self.transform(), self.transform()
            a = self.u(-4, 4)
            self.stmt("t = %s" % tlit(t))
            self.query("t.rotated(by: %s)" % lit(a), t.rotated(a))
            self.query("t.scaledBy(x: 2, y: 0.5)", t.scaledBy(2, 0.5))
            self.query("t.translatedBy(x: 3, y: -7)", t.translatedBy(3, -7))
            self.query("t.concatenating(%s)" % tlit(u), t.concatenating(u))
            if abs(t.determinant) > 1e-6:
                self.query("t.inverted()", t.inverted())
            if abs(t.determinant) > 1e-6:
                s, k, rot = components(t)
                self.query("t.scale", s)
                self.query("t.shear", k)
                self.query("t.rotation", rot)
                self.query("t.translation", t.translation)
            r = self.rect()
            p = self.point()
            self.query("%s.applying(t)" % rlit(r), r.applying(t))
            self.query("%s.applying(t)" % plit(p), t.apply(p))
            self.query("%s * t" % plit(p), t.apply(p))
            self.query("%s.contains(%s)" % (rlit(r), plit(p)), r.contains(p))
            q = self.rect()
            self.query("%s.intersects(%s)" % (rlit(r), rlit(q)), r.intersects(q))
            n = R(q.x, q.y, -q.width, q.height * self.rng.choice([1, -1]))  # unstandardised
            for a, b in ((r, q), (r, n), (n, r)):
                x = a.intersection(b)
                self.word("%s.intersection(%s).isNull" % (rlit(a), rlit(b)), "true" if x is None else "false")
                if x is not None:
                    self.query("%s.intersection(%s)" % (rlit(a), rlit(b)), x)
                self.query("%s.union(%s)" % (rlit(a), rlit(b)), a.union(b))
                self.query("%s.contains(%s)" % (rlit(a), rlit(b)), a.contains_rect(b))
                self.query("%s.contains(%s)" % (rlit(a), plit(b.origin)), a.contains(b.origin))
            d = self.u(-10, 60)
            x = n.insetBy(d, d / 2)
            self.word("%s.insetBy(dx: %s, dy: %s).isNull" % (rlit(n), lit(d), lit(d / 2)), "true" if x is None else "false")
            if x is not None:
                self.query("%s.insetBy(dx: %s, dy: %s)" % (rlit(n), lit(d), lit(d / 2)), x)
            self.query("%s.standardized" % rlit(n), n.standardized())
            self.query("%s.applying(t)" % rlit(n), n.applying(t))
            # assigning one component keeps the others (recomposed as scale·shear·rotation·translation)
            if abs(t.determinant) > 1e-6:
                sc, k, rot = components(t)
                tr = t.translation
                which = self.rng.randrange(4)
                if which == 0:
                    a = self.u(-4, 4)
                    self.stmt("t.rotation = %s" % lit(a))
                    rot = a
                elif which == 1:
                    sc = Size(self.u(0.2, 3), self.u(0.2, 3))
                    self.stmt("t.scale = Size(%s, %s)" % (lit(sc.width), lit(sc.height)))
                elif which == 2:
                    k = self.u(-1, 1)
                    self.stmt("t.shear = %s" % lit(k))
                else:
                    tr = self.point(50)
                    self.stmt("t.translation = %s" % plit(tr))
                t = model_components(sc, k, rot, tr)
                self.query("t", t)
                self.query("Transform(scale: Size(%s, %s), shear: %s, rotation: %s, translation: %s)"
                           % (lit(sc.width), lit(sc.height), lit(k), lit(rot), plit(tr)), t)
            # a reflection, for the components' sign rule
            f = t * scale(self.rng.choice([-1, 1]), self.rng.choice([-1, 1]))
            self.stmt("t = %s" % tlit(f))
            if abs(f.determinant) > 1e-6:
                s, k, rot = components(f)
                self.query("t.scale", s)
                self.query("t.shear", k)
                self.query("t.rotation", rot)


def compare(got_line, expected):
    if isinstance(expected, str):
        return got_line.strip() == expected
    want = numbers(expected)
    if isinstance(expected, bool):
        return got_line.strip() == ("true" if expected else "false")
    if isinstance(expected, Transform) and expected.is_identity():
        return got_line.strip() == "identity"
    got = [float(x) for x in NUM.findall(got_line)]
    if got_line.strip() == "identity":
        got = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
    if len(got) != len(want):
        return False
    return all(abs(g - w) <= 1e-9 * max(1.0, abs(w)) for g, w in zip(got, want))


def show(expected):
    if isinstance(expected, (str, bool, int, float)):
        return repr(expected)
    return "%s %s" % (type(expected).__name__, tuple(repr(v) for v in expected.fields()))


def main():
    args = sys.argv[1:]
    geo = args[args.index("--geo") + 1] if "--geo" in args else ".build/debug/geo"
    seed = int(args[args.index("--seed") + 1]) if "--seed" in args else 1
    rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 50
    failures = 0
    for n in range(rounds):
        rng = random.Random(seed * 100003 + n)
        rd = Round(rng)
        rd.build()
        rd.queries()
        rd.setters_and_gestures()
        rd.geometry()
        source = "\n".join(rd.lines) + "\n"
        with tempfile.NamedTemporaryFile("w", suffix=".geo", delete=False) as fh:
            fh.write(source)
            path = fh.name
        run = subprocess.run([geo, path], capture_output=True, text=True)
        outs = run.stdout.splitlines()
        if run.returncode != 0 or len(outs) != len(rd.expect):
            failures += 1
            print("round %d: geo exited %d with %d lines (expected %d); script kept at %s\n%s"
                  % (n, run.returncode, len(outs), len(rd.expect), path, run.stderr[:2000]))
            continue
        bad = 0
        for got, (line, expr, expected) in zip(outs, rd.expect):
            if not compare(got, expected):
                bad += 1
                if bad <= 5:
                    print("round %d, %s line %d: %s\n  geo:   %s\n  model: %s" % (n, path, line, expr, got, show(expected)))
        if bad:
            failures += 1
        else:
            os.unlink(path)
    print("differential: %d of %d rounds differ" % (failures, rounds))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
