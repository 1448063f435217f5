"""Each lesson and the tour, re-done in the Python model, to derive their expected output.

    python3 Tests/lesson-model/lessons.py           # compare with Scripts/**/*.expected

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
    say("After card.center = (160, 240):    <- moving a view: only where it sits changes")
    say("  frame  = %s" % f(card.frame))
    say("  bounds = %s    <- unchanged: nothing inside the view changed" % f(card.bounds))
    check(near(card.frame, R(60, 190, 200, 100)))

    card.bounds = R(0, 0, 100, 50)
    say("After card.bounds = (0, 0, 100, 50):")
    say("  frame  = %s    <- shrank about the center, so frame.origin moved too" % f(card.frame))
    say("  center = %s" % f(card.center))
    check(near(card.frame, R(110, 215, 100, 50)))
    check(near(card.center, P(160, 240)))

    card.frame = R(0, 0, 50, 50)
    say("After card.frame = (0, 0, 50, 50):")
    say("  bounds = %s, center = %s    <- frame sets bounds.size and center together" % f(card.bounds, card.center))
    check(near(card.center, P(25, 25)))

    fr = card.frame
    card.frame = R(10, fr.y, fr.width, fr.height)
    say("After card.frame.origin.x = 10: center = %s    <- read frame, change x, set frame back" % f(card.center))
    check(near(card.center, P(35, 25)))

    badge = View(R(40, 0, 10, 10), "badge")
    card.addSubview(badge)
    on_screen = card.convert_to(badge.frame, root)
    say("badge.frame = %s in card; in root it is %s" % f(badge.frame, on_screen))
    check(near(on_screen, R(50, 0, 10, 10)))
    say("badge's (0, 0) is %s in card and %s in root"
        % f(badge.convert_to(P(0, 0), card), badge.convert_to(P(0, 0), root)))
    say("The card's description shows its frame in root: " + fmt(card))


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
    say("rotated by pi about the anchor (its top-left corner): frame %s" % f(square.frame))
    check(near(square.frame, R(150, 150, 100, 100)))
    twin = View(R(200, 200, 100, 100), "twin")
    root.addSubview(twin)
    twin.transform = rotation(math.pi)
    say("the same rotation about the middle (default anchor) spins in place: frame %s" % f(twin.frame))
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


def lesson03():
    turn = rotation(deg(90))
    move = translation(100, 0)
    p = P(10, 0)
    say("rotate, then translate: %s -> %s" % f(p, p * turn.concatenating(move)))
    say("translate, then rotate: %s -> %s" % f(p, p * move.concatenating(turn)))
    check(near(p * turn.concatenating(move), P(100, 10)))
    check(near(p * move.concatenating(turn), P(0, 110)))
    say("in the second, the rotation also turned the translation: (100, 0) became (0, 100)")
    root = View(R(0, 0, 600, 600), "root")
    a = View(R(200, 200, 100, 100), "a")
    b = View(R(200, 200, 100, 100), "b")
    root.addSubview(a)
    root.addSubview(b)
    a.transform = rotation(math.pi).concatenating(translation(100, 100))
    b.transform = translation(100, 100).concatenating(rotation(math.pi))
    say("Concat(rotation(pi), move(100, 100)): frame %s   (moved down-right)" % f(a.frame))
    say("Concat(move(100, 100), rotation(pi)): frame %s   (the turn sent the move up-left)" % f(b.frame))
    check(near(a.frame, R(300, 300, 100, 100)))
    check(near(b.frame, R(100, 100, 100, 100)))
    t = translation(100, 0)
    say("translation(100, 0).rotated(by: 90deg) = %s" % f(t.rotated(deg(90))))
    check(near(t.rotated(deg(90)), rotation(deg(90)).concatenating(t)))
    say("  so %s -> %s: turned first, then moved" % f(p, p * t.rotated(deg(90))))
    turned = rotation(deg(90))
    say("rotation(90deg).translatedBy(x: 10, y: 0) moves by %s  <- right in the turned axes is down on screen" % f(turned.translatedBy(10, 0).translation))
    check(near(turned.translatedBy(10, 0).translation, P(0, 10)))
    accumulated = identity
    afresh = identity
    for _ in range(3):
        accumulated = accumulated.rotated(deg(30))
        afresh = rotation(deg(30))
    say("Rotate x3: %sdeg; MakeRotation x3: %sdeg  <- Make starts afresh, Rotate builds on t" % f(degrees(accumulated.rotation), degrees(afresh.rotation)))
    check(near(accumulated, rotation(deg(90))))
    check(near(afresh, rotation(deg(30))))
    check(near(rotation(deg(30)) * rotation(deg(60)), rotation(deg(90))))
    check(near(scale(2) * rotation(deg(30)), rotation(deg(30)) * scale(2)))
    say("scale(2) * rotation(30deg) = %s = rotation(30deg) * scale(2);" % f(scale(2) * rotation(deg(30))))


def lesson04():
    screen = View(R(0, 0, 400, 800), "screen")
    canvas = View(R(50, 100, 300, 400), "canvas")
    screen.addSubview(canvas)
    finger1, finger2 = P(100, 150), P(200, 250)
    mid = (finger1 + finger2) / 2
    under = canvas.convert_from(mid, screen)
    say("fingers meet at %s on screen; that is %s on the canvas" % f(mid, under))
    canvas.pinch(2, mid)
    canvas.rotate(deg(30), mid)
    say("after pinch x2 and a 30deg turn:")
    say("  transform %s" % f(canvas.transform))
    say("  center    %s" % f(canvas.center))
    say("  frame     %s" % f(canvas.frame))
    say("  the canvas point %s is still at %s on screen" % f(under, canvas.convert_to(under, screen)))
    check(near(canvas.convert_to(under, screen), mid))

    def rotated_about(p, c, angle):
        dx, dy = p.x - c.x, p.y - c.y
        return P(dx * math.cos(angle) - dy * math.sin(angle) + c.x, dy * math.cos(angle) + dx * math.sin(angle) + c.y)

    by_hand = View(R(50, 100, 300, 400), "byHand")
    screen.addSubview(by_hand)
    state = {"scale": 1.0, "rotation": 0.0}

    def scale_at(view, c, s):
        state["scale"] *= s
        view.center = c + (view.center - c) * s
        view.transform = identity.rotated(state["rotation"]).scaledBy(state["scale"], state["scale"])

    def rotate_at(view, c, angle):
        state["rotation"] += angle
        view.center = rotated_about(view.center, c, angle)
        view.transform = identity.rotated(state["rotation"]).scaledBy(state["scale"], state["scale"])

    scale_at(by_hand, mid, 2)
    rotate_at(by_hand, mid, deg(30))
    say("by hand: center %s, transform %s" % f(by_hand.center, by_hand.transform))
    check(near(by_hand.center, canvas.center))
    check(near(by_hand.transform, canvas.transform))
    check(near(rotated_about(P(7, 3), mid, deg(30)), mid + (P(7, 3) - mid) * rotation(deg(30))))

    flipped = View(R(50, 100, 300, 400), "flipped")
    screen.addSubview(flipped)
    state["scale"], state["rotation"] = 1.0, 0.0
    scale_at(flipped, mid, 2)
    rotate_at(flipped, P(mid.x, screen.bounds.height - mid.y), deg(30))
    drift = flipped.convert_to(under, screen) - mid
    say("with the y-flip the point under the fingers drifts by %s (%s points)" % f(drift, math.hypot(drift.x, drift.y)))
    check(math.hypot(drift.x, drift.y) > 100)

    canvas.pan(P(10, -20))
    say("after pan(by: (10, -20)): center %s, transform unchanged: %s" % f(canvas.center, canvas.transform))
    check(near(canvas.convert_to(under, screen), mid + P(10, -20)))


def lesson05():
    reported = [1.1, 1.2, 1.5]
    a = identity
    last_scale = 1.0
    for s in reported:
        factor = 1 - (last_scale - s)
        a = a.scaledBy(factor, factor)
        last_scale = s
    say("(a) 1 - (lastScale - scale): ends at scale %s  <- should be 1.5" % f(a.scale.width))
    check(near(a.scale.width, 1.1 * 1.1 * 1.3))
    b = identity
    last_scale = 1.0
    for s in reported:
        b = b.scaledBy(s / last_scale, s / last_scale)
        last_scale = s
    say("(b) scale / lastScale:       ends at scale %s" % f(b.scale.width))
    check(near(b.scale.width, 1.5))
    c = identity
    at_reset = 1.0
    for s in reported:
        c = c.scaledBy(s / at_reset, s / at_reset)
        at_reset = s
    say("(c) use it, then reset recognizer.scale = 1: ends at scale %s" % f(c.scale.width))
    check(near(c, b))
    end_transform = identity
    d = identity
    for s in reported:
        d = end_transform.scaledBy(s, s)
    say("                             ends at scale %s" % f(d.scale.width))
    check(near(d, b))
    r = b
    last_rotate = 0.0
    for angle in [deg(10), deg(25), deg(40)]:
        r = r.rotated(angle - last_rotate)
        last_rotate = angle
    say("after a rotation gesture to 40deg: rotation %sdeg, scale %s" % f(degrees(r.rotation), r.scale))
    check(near(r.rotation, deg(40)))
    second = r
    for s in [0.9, 0.8]:
        r = second.scaledBy(s, s)
    say("a second pinch to 0.8x: scale %s (1.5 x 0.8)" % f(r.scale.width))
    check(near(r.scale.width, 1.2))
    root = View(R(0, 0, 768, 1024), "root")
    photo = View(R(234, 157, 300, 200), "photo")
    root.addSubview(photo)
    photo.transform = r
    say("photo: scale %s, rotation %sdeg, frame %s" % f(photo.transform.scale, degrees(photo.transform.rotation), photo.frame))
    start = photo.center
    photo.center = start + P(30, 0)
    say("pan by (30, 0) through center: the photo moves by %s" % f(photo.center - start))
    photo.center = start
    before = photo.frame
    photo.transform = photo.transform.translatedBy(30, 0)
    moved = P(photo.frame.midX - before.midX, photo.frame.midY - before.midY)
    say("pan by (30, 0) through translatedBy: it moves by %s  <- turned 40deg and scaled 1.2x" % f(moved))
    check(near(math.hypot(moved.x, moved.y), 36))
    if photo.transform.scale.width < 1.7:
        photo.transform = identity
        photo.center = P(384, 257)
    say("snapped back: %s" % f(photo))
    check(near(photo.frame, R(234, 157, 300, 200)))


def lesson06():
    root = View(R(0, 0, 375, 667), "root")
    card = View(R(100, 200, 200, 100), "card")
    root.addSubview(card)
    like = View(R(150, 60, 40, 30), "like")
    card.addSubview(like)
    card.transform = rotation(deg(30))
    say("card turned 30deg: frame %s, bounds %s" % f(card.frame, card.bounds))
    tap = P(110, 280)
    say("tap at %s:" % f(tap))
    say("  card.frame.contains(tap)        = %s    <- the box says yes" % f(card.frame.contains(tap)))
    local = card.convert_from(tap, root)
    say("  in the card's coordinates it is %s" % f(local))
    say("  card.bounds.contains(local)     = %s   <- y > 100: below the card" % f(card.bounds.contains(local)))
    say("  card.point(inside: local)       = %s" % f(card.point_inside(local)))
    say("  root.hitTest(tap)               = %s" % f(root.hitTest(tap)))
    check(card.frame.contains(tap))
    check(not card.point_inside(local))
    check(root.hitTest(tap) is root)
    on_like = card.convert_to(P(170, 75), root)
    say("the like button's middle is at %s on screen; hitTest finds %s" % f(on_like, root.hitTest(on_like).name))
    check(root.hitTest(on_like) is like)
    like.interactive = False
    say("with the button's interaction off, hitTest finds %s" % f(root.hitTest(on_like).name))
    check(root.hitTest(on_like) is card)
    like.interactive = True

    def hits_knowing_frame(tap, frame, size, angle):
        mid = P(frame.midX, frame.midY)
        back = mid + (tap - mid) * rotation(-angle)
        return R(mid.x - size.width / 2, mid.y - size.height / 2, size.width, size.height).contains(back)

    def forward_in_box(tap, frame, angle):
        mid = P(frame.midX, frame.midY)
        return frame.contains(mid + (tap - mid) * rotation(angle))

    def yn(b):
        return "yes" if b else "no "

    say("tap           frame box  +angle, box  turned back  hitTest")
    for t in [P(200, 250), P(120, 190), P(110, 280), P(290, 170), P(100, 200)]:
        box = card.frame.contains(t)
        forward = forward_in_box(t, card.frame, deg(30))
        fixed = hits_knowing_frame(t, card.frame, Size(200, 100), deg(30))
        hit = root.hitTest(t)
        say("%s    %s        %s          %s          %s" % f(t, yn(box), yn(forward), yn(fixed), hit.name))
        check(fixed == (hit is card or hit is like))


def lesson07():
    screen = View(R(0, 0, 320, 480), "screen")
    lst = View(R(0, 60, 320, 400), "feed")
    screen.addSubview(lst)
    rows = []
    for i in range(10):
        row = View(R(0, i * 100, 320, 100), "row%d" % i)
        lst.addSubview(row)
        rows.append(row)
    say("10 rows of 100 points in a 400-point feed: content from y = 0 to 1000")
    b = lst.bounds
    lst.bounds = R(b.x, 250, b.width, b.height)
    say("after feed.bounds.origin.y = 250 (contentOffset = (0, 250)):")
    say("  feed.frame  = %s     <- the feed did not move" % f(lst.frame))
    say("  feed.bounds = %s    <- the visible part of the content" % f(lst.bounds))
    say("  rows[3].frame = %s      <- nor did the row, in the feed's space" % f(rows[3].frame))
    row3 = lst.convert_to(rows[3].frame, screen)
    say("  rows[3] on screen: %s  <- 60 + 300 - 250" % f(row3))
    check(near(lst.frame, R(0, 60, 320, 400)))
    check(near(row3, R(0, 110, 320, 100)))
    visible = ""
    for row in lst.subviews:
        if row.frame.intersects(lst.bounds):
            visible = "%s %s" % (visible, row.name)
    say("visible rows (those whose frame meets feed.bounds: the visible rect IS bounds):%s" % visible)
    tap = P(160, 100)
    say("tap at %s on screen is %s in the feed: %s" % f(tap, lst.convert_from(tap, screen), screen.hitTest(tap).name))
    check(screen.hitTest(tap) is rows[2])
    say("rows[0] on screen: %s  <- scrolled up under the header" % f(lst.convert_to(rows[0].frame, screen)))
    say("tap at (160, 30) on the header: %s" % f(screen.hitTest(P(160, 30)).name))
    check(screen.hitTest(P(160, 30)) is screen)
    b = lst.bounds
    lst.bounds = R(b.x, rows[7].frame.minY, b.width, b.height)
    say("scrolled to row7: bounds %s; row7 is at %s on screen" % f(lst.bounds, rows[7].convert_to(P(0, 0), screen)))
    check(near(rows[7].convert_to(P(0, 0), screen), P(0, 60)))
    b = lst.bounds
    lst.bounds = R(b.x, b.y, 320, 200)
    say("half-height feed: frame %s, bounds %s" % f(lst.frame, lst.bounds))
    check(near(lst.frame, R(0, 160, 320, 200)))


def lesson08():
    root = View(R(0, 0, 400, 400), "root")
    tile = View(R(100, 100, 100, 100), "tile")
    root.addSubview(tile)
    for angle in [deg(0), deg(15), deg(30), deg(45), deg(90)]:
        tile.transform = rotation(angle)
        say("turned %sdeg: frame %s   bounds %s   center %s" % f(degrees(angle), tile.frame, tile.bounds, tile.center))
    say("the box is widest at 45deg: 100 * (cos 45 + sin 45) = %s" % f(100 * (math.cos(deg(45)) + math.sin(deg(45)))))
    tile.transform = rotation(deg(30))
    b = tile.bounds
    xs, ys = [], []
    for corner in [P(b.minX, b.minY), P(b.maxX, b.minY), P(b.maxX, b.maxY), P(b.minX, b.maxY)]:
        p = tile.convert_to(corner, root)
        say("  corner %s of the tile is at %s" % f(corner, p))
        xs.append(p.x)
        ys.append(p.y)
    box = R(min(xs), min(ys), 0, 0)
    say("  the smallest x and y of the corners: %s = frame.origin %s" % f(box.origin, tile.frame.origin))
    check(near(box.origin, tile.frame.origin))
    around = R(-50, -50, 100, 100).applying(tile.transform)
    around = R(around.x + tile.center.x, around.y + tile.center.y, around.width, around.height)
    check(near(around, tile.frame))
    say("frame area %s vs the tile's own %s" % f(tile.frame.width * tile.frame.height, b.width * b.height))
    corner = P(tile.frame.minX + 5, tile.frame.minY + 5)
    say("%s is in the frame: %s; on the tile: %s"
        % f(corner, tile.frame.contains(corner), tile.point_inside(tile.convert_from(corner, root))))
    check(not tile.point_inside(tile.convert_from(corner, root)))
    tile.transform = rotation(deg(90))
    tile.frame = R(100, 100, 200, 50)
    say("under a quarter turn, frame = (100, 100, 200, 50) gives bounds %s, center %s" % f(tile.bounds, tile.center))
    say("  and reads back as %s" % f(tile.frame))
    check(near(tile.frame, R(100, 100, 200, 50)))
    tile.transform = rotation(deg(30))
    tile.frame = R(100, 100, 100, 100)
    say("under 30deg, frame = (100, 100, 100, 100) reads back as %s" % f(tile.frame))
    say("  with bounds %s" % f(tile.bounds))
    check(near(tile.frame.origin, P(100, 100)))
    check(not near(tile.frame.size, Size(100, 100)))
    b = tile.bounds
    tile.bounds = R(b.x, b.y, 100, 100)
    tile.center = P(150, 150)
    say("with bounds.size = (100, 100) and center = (150, 150): frame %s" % f(tile.frame))
    tile.transform = identity
    say("and with the transform removed: %s" % f(tile))
    check(near(tile.frame, R(100, 100, 100, 100)))


def tour():
    p = P(10, 0)
    turn = rotation(deg(90))
    move = translation(100, 0)
    say("rotate then move:  %s" % f(p * turn.concatenating(move)))
    say("move then rotate:  %s" % f(p * move.concatenating(turn)))
    say("a 30deg turn:      %s" % f(rotation(deg(30))))
    say("a rect, turned:    %s" % f(R(0, 0, 100, 50).applying(rotation(deg(30)))))
    check(near(p * (turn * move), P(100, 10)))
    root = View(R(0, 0, 375, 667), "root")
    card = View(R(100, 100, 200, 100), "card")
    button = View(R(150, 60, 40, 30), "button")
    root.addSubview(card)
    card.addSubview(button)
    say(fmt(card))
    say("card: bounds %s, center %s" % f(card.bounds, card.center))
    card.transform = rotation(deg(30))
    say("turned 30deg: frame %s, bounds %s, center %s" % f(card.frame, card.bounds, card.center))
    middle = button.convert_to(P(20, 15), root)
    say("the button's middle is at %s on screen" % f(middle))
    check(near(root.convert_to(middle, button), P(20, 15)))
    tap = P(290, 110)
    say("tap %s: in card.frame? %s; hitTest finds %s" % f(tap, card.frame.contains(tap), root.hitTest(tap).name))
    say("tap %s: hitTest finds %s" % f(middle, root.hitTest(middle).name))
    check(root.hitTest(middle) is button)
    fingers = P(150, 150)
    under = card.convert_from(fingers, root)
    card.pinch(1.5, fingers)
    card.rotate(deg(-30), fingers)
    say("after pinch and rotate: %s; the point under the fingers is at %s" % f(card.transform, card.convert_to(under, root)))
    check(near(card.convert_to(under, root), fingers))
    say("More: Scripts/lessons/ and docs/language.md")


LESSONS = {
    "tour": tour,
    "lessons/01-frame-bounds-center": lesson01,
    "lessons/02-anchor-point": lesson02,
    "lessons/03-transform-order": lesson03,
    "lessons/04-canvas-pinch-rotate": lesson04,
    "lessons/05-gesture-state": lesson05,
    "lessons/06-tap-rotated-view": lesson06,
    "lessons/07-bounds-origin-scroll": lesson07,
    "lessons/08-frame-is-a-bounding-box": lesson08,
}


def is_subsequence(lines, within):
    """Whether `lines` occur in `within` in order (other lines may come between)."""
    it = iter(within)
    return all(any(line == w for w in it) for line in lines)


def main():
    # The model re-derives every line a lesson prints with numbers in it. The lessons' prose
    # (the explanation lines, and the exercises at the end, whose answers the test suite checks
    # against each lesson's .answers file) is written in the .geo file and not repeated here:
    # the model's lines must appear in the .expected file, in order.
    failed = 0
    for name, fn in LESSONS.items():
        out.clear()
        fn()
        path = os.path.join(SCRIPTS, name + ".expected")
        expected = open(path).read().split("\n") if os.path.exists(path) else []
        if not is_subsequence(out, expected):
            failed += 1
            missing = next((line for i, line in enumerate(out) if not is_subsequence(out[:i + 1], expected)), "")
            print("DIFFERS:", path)
            print("  first model line not found in order:", missing)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
