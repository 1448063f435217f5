"""Each lesson and the tour, re-done in the Python model, to derive their expected output.

    python3 Tests/lesson-model/lessons.py           # compare with Scripts/**/*.expected
    python3 Tests/lesson-model/lessons.py --write   # (re)write the .expected files

Every `assert(near(...))` of a lesson is mirrored here by a Python `check(...)`, so a lesson's
own checks are known to hold in the model before geo ever runs it.
"""

import math
import os
import sys

from model import (P, R, Size, Transform, View, components, deg, degrees, fmt, identity, near,
                   rotation, scale, translation)

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.normpath(os.path.join(HERE, "..", "..", "Scripts"))

out = []


def say(text=""):
    out.append(text)


def check(cond, what=""):
    if not cond:
        raise AssertionError("lesson check failed in the model: " + what)


def f(*xs):
    """Shortcut: display several values the way interpolation does."""
    return tuple(fmt(x) for x in xs)


# ----------------------------------------------------------------------------------------------

def lesson01():
    root = View(R(0, 0, 320, 480), "root")
    card = View(R(20, 40, 200, 100), "card")
    root.addSubview(card)
    say("A card made with frame (20, 40, 200, 100):")
    say("  frame  = %s" % f(card.frame))
    say("  bounds = %s    <- its own space: the origin is (0, 0), not (20, 40)" % f(card.bounds))
    say("  center = %s    <- 20 + 200 / 2, 40 + 100 / 2" % f(card.center))
    check(near(card.bounds, R(0, 0, 200, 100)))
    check(near(card.center, P(120, 90)))

    card.center = P(160, 240)
    say("After card.center = (160, 240):")
    say("  frame  = %s" % f(card.frame))
    say("  bounds = %s" % f(card.bounds))
    check(near(card.frame, R(60, 190, 200, 100)))

    card.bounds = R(0, 0, 100, 50)
    say("After card.bounds = (0, 0, 100, 50):")
    say("  frame  = %s    <- shrank about the center" % f(card.frame))
    say("  center = %s" % f(card.center))
    check(near(card.frame, R(110, 215, 100, 50)))
    check(near(card.center, P(160, 240)))

    card.frame = R(0, 0, 50, 50)
    say("After card.frame = (0, 0, 50, 50):")
    say("  bounds = %s, center = %s" % f(card.bounds, card.center))
    check(near(card.center, P(25, 25)))

    fr = card.frame
    card.frame = R(10, fr.y, fr.width, fr.height)
    say("After card.frame.origin.x = 10: center = %s" % f(card.center))
    check(near(card.center, P(35, 25)))

    badge = View(R(40, 0, 10, 10), "badge")
    card.addSubview(badge)
    on_screen = card.convert_to(badge.frame, root)
    say("badge.frame = %s in card; in root it is %s" % f(badge.frame, on_screen))
    check(near(on_screen, R(50, 0, 10, 10)))
    say("badge's (0, 0) is %s in card and %s in root"
        % f(badge.convert_to(P(0, 0), card), badge.convert_to(P(0, 0), root)))
    say(fmt(card))


def set_anchor_keeping_place(view, anchor):
    b = view.bounds
    p = P(b.minX + anchor.x * b.width, b.minY + anchor.y * b.height)
    there = view.convert_to(p, view.superview)
    view.anchorPoint = anchor
    view.center = there


def lesson02():
    root = View(R(0, 0, 600, 600), "root")
    square = View(R(200, 200, 100, 100), "square")
    root.addSubview(square)
    say("before: frame %s, center %s, anchorPoint %s" % f(square.frame, square.center, square.anchorPoint))
    square.anchorPoint = P(0, 0)
    say("anchorPoint = (0, 0): frame %s, center %s" % f(square.frame, square.center))
    say("  the center did not move; the view's top-left corner is now AT the center, so the view")
    say("  moved down-right by half its size")
    check(near(square.frame, R(250, 250, 100, 100)))
    check(near(square.center, P(250, 250)))
    square.transform = rotation(math.pi)
    say("rotated by pi about the anchor: frame %s" % f(square.frame))
    check(near(square.frame, R(150, 150, 100, 100)))
    twin = View(R(200, 200, 100, 100), "twin")
    root.addSubview(twin)
    twin.transform = rotation(math.pi)
    say("the same rotation about the middle: frame %s" % f(twin.frame))
    check(near(twin.frame, R(200, 200, 100, 100)))
    door = View(R(200, 400, 100, 100), "door")
    root.addSubview(door)
    set_anchor_keeping_place(door, P(0, 0.5))
    say("door with anchor (0, 0.5), kept in place: frame %s, center %s" % f(door.frame, door.center))
    check(near(door.frame, R(200, 400, 100, 100)))
    door.transform = rotation(deg(90))
    say("door turned 90deg about its left edge's middle: frame %s" % f(door.frame))
    check(near(door.frame, R(150, 450, 100, 100)))
    set_anchor_keeping_place(door, P(1, 1))
    say("door re-anchored at (1, 1) while rotated: frame %s, center %s" % f(door.frame, door.center))
    check(near(door.frame, R(150, 450, 100, 100)))


LESSONS = {
    "lessons/01-frame-bounds-center": lesson01,
    "lessons/02-anchor-point": lesson02,
}


def main():
    write = "--write" in sys.argv
    failed = 0
    for name, fn in LESSONS.items():
        out.clear()
        fn()
        text = "\n".join(out) + "\n"
        path = os.path.join(SCRIPTS, name + ".expected")
        if write:
            with open(path, "w") as fh:
                fh.write(text)
            print("wrote", path)
        else:
            old = open(path).read() if os.path.exists(path) else None
            if old != text:
                failed += 1
                print("DIFFERS:", path)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
