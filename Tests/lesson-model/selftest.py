"""Checks of the model itself against documented/observed UIKit facts and invariants.

    python3 Tests/lesson-model/selftest.py
"""

import math
import random

from model import P, R, View, deg, fmt, identity, near, rotation, scale, translation, Transform


def documented_cases():
    root = View(R(0, 0, 600, 600), "root")
    v = View(R(200, 200, 100, 100), "v")
    root.addSubview(v)
    v.anchorPoint = P(0, 0)
    assert near(v.frame, R(250, 250, 100, 100))
    v.transform = rotation(math.pi)
    assert near(v.frame, R(150, 150, 100, 100))
    w = View(R(0, 0, 100, 50), "w")
    w.transform = scale(2, 4)
    w.frame = R(0, 0, 100, 50)
    assert near(w.bounds.size, R(0, 0, 50, 12.5).size)
    # CGAffineTransformRotate pre-multiplies; Concat(t1, t2) is t1 first.
    assert near(translation(100, 0).rotated(deg(90)), Transform(0, 1, -1, 0, 100, 0))
    assert near(P(10, 0) * (rotation(deg(90)) * translation(100, 0)), P(100, 10))
    # display rules
    assert fmt(math.sin(math.pi)) == "0" and fmt(-0.0) == "0" and fmt(1 / 3) == "0.3333"
    assert fmt(2.5e-5) == "0" and fmt(5e-5) == "0.0001" and fmt(-1.23456) == "-1.2346"
    assert identity.show() == "identity"


def random_tree(rng, depth=5):
    root = View(R(0, 0, 400, 400), "root")
    views = [root]
    parent = root
    for i in range(depth):
        v = View(R(rng.uniform(-50, 50), rng.uniform(-50, 50), rng.uniform(10, 200), rng.uniform(10, 200)), "v%d" % i)
        v.anchorPoint = P(rng.uniform(-0.5, 1.5), rng.uniform(-0.5, 1.5))
        b = v.bounds
        v.bounds = R(rng.uniform(-20, 20), rng.uniform(-20, 20), b.width, b.height)
        v.transform = (scale(rng.uniform(0.5, 2), rng.uniform(0.5, 2)) * Transform(1, 0, rng.uniform(-1, 1), 1, 0, 0)
                       * rotation(rng.uniform(-4, 4)) * translation(rng.uniform(-9, 9), rng.uniform(-9, 9)))
        parent.addSubview(v)
        views.append(v)
        parent = v
    return views


def properties(seed=7, rounds=300):
    rng = random.Random(seed)
    for _ in range(rounds):
        views = random_tree(rng)
        leaf, root = views[-1], views[0]
        p = P(rng.uniform(-100, 100), rng.uniform(-100, 100))
        # convert round trip
        assert near(leaf.convert_from(leaf.convert_to(p, root), root), p, 1e-6)
        # frame == bbox of the bounds corners converted to the superview
        sup = leaf.superview
        corners = [leaf.convert_to(c, sup) for c in leaf.bounds.corners()]
        xs, ys = [c.x for c in corners], [c.y for c in corners]
        assert near(leaf.frame, R(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)), 1e-6)
        # gestures keep the point under the fingers
        at = P(rng.uniform(-100, 100), rng.uniform(-100, 100))
        under = leaf.convert_from(at, sup)
        leaf.pinch(rng.uniform(0.5, 2), at)
        leaf.rotate(rng.uniform(-3, 3), at)
        assert near(leaf.convert_to(under, sup), at, 1e-6)


if __name__ == "__main__":
    documented_cases()
    properties()
    print("model self-test: ok")
