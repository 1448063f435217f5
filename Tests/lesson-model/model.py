"""An independent model of the UIKit / Core Graphics geometry the lessons use.

Written from Apple's documented semantics (not from geo's Swift sources), so that the numbers in
`Scripts/**/*.expected` are derived twice: once by geo, once here.

- CGAffineTransform, row-vector convention: x' = a*x + c*y + tx, y' = b*x + d*y + ty.
  t1.concatenating(t2) applies t1 first, then t2 (CGAffineTransformConcat).
  t.rotated(by:) / scaledBy / translatedBy put the new step *before* t (CGAffineTransformRotate…).
- CGRectApplyAffineTransform: the bounding box of the four transformed corners.
- CALayer: a layer stores bounds, position (UIView's center), anchorPoint and transform.
  A point p of the layer's bounds space sits in the superlayer's (bounds) space at
      position + T(p - bounds.origin - anchorPoint * bounds.size)
  where T is the full affine transform (its tx, ty included). frame is the bounding box of the
  four bounds corners mapped that way.
- hitTest(_:) / point(inside:): UIKit's documented rules (hidden, alpha < 0.01, non-interactive
  views skipped with their subtrees; front-most subview first; outside the bounds never reaches
  the subviews).
- Display: LANGUAGE.md §7 (at most 4 decimals, ties away from zero, trailing zeros trimmed,
  -0 shown as 0).
"""

import math

# ----------------------------------------------------------------------------------------------
# Numbers and display


def fmt(x):
    """A number as geo displays it: at most 4 decimals, trimmed, -0 -> 0."""
    if isinstance(x, bool):
        return "true" if x else "false"
    if x is None:
        return "nil"
    if isinstance(x, str):
        return x
    if isinstance(x, (Point, Size, Rect, Transform, View)):
        return x.show()
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    y = abs(x) * 10000.0
    units = math.floor(y)
    if y - units >= 0.5:  # ties away from zero, as Swift's .toNearestOrAwayFromZero
        units += 1
    if units == 0:
        return "0"
    whole, frac = divmod(int(units), 10000)
    text = ("-" if x < 0 else "") + str(whole)
    if frac:
        text += "." + ("%04d" % frac).rstrip("0")
    return text


def near(a, b, tol=1e-9):
    if isinstance(a, (int, float)):
        return a == b or abs(a - b) <= tol
    return all(near(x, y, tol) for x, y in zip(a.fields(), b.fields()))


# ----------------------------------------------------------------------------------------------
# Values


class Point:
    def __init__(self, x, y):
        self.x, self.y = float(x), float(y)

    def fields(self):
        return (self.x, self.y)

    def __add__(self, o):
        return Point(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Point(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        if isinstance(k, Transform):
            return k.apply(self)
        return Point(self.x * k, self.y * k)

    def __truediv__(self, k):
        return Point(self.x / k, self.y / k)

    def show(self):
        return "(%s, %s)" % (fmt(self.x), fmt(self.y))

    __str__ = show


class Size:
    def __init__(self, w, h):
        self.width, self.height = float(w), float(h)

    def fields(self):
        return (self.width, self.height)

    def show(self):
        return "(%s, %s)" % (fmt(self.width), fmt(self.height))

    __str__ = show


class Rect:
    def __init__(self, x, y, w, h):
        # CGRect keeps what it is given; the derived members standardise.
        self.x, self.y, self.width, self.height = float(x), float(y), float(w), float(h)

    def fields(self):
        return (self.x, self.y, self.width, self.height)

    @property
    def origin(self):
        return Point(self.x, self.y)

    @property
    def size(self):
        return Size(self.width, self.height)

    def standardized(self):
        x, w = (self.x + self.width, -self.width) if self.width < 0 else (self.x, self.width)
        y, h = (self.y + self.height, -self.height) if self.height < 0 else (self.y, self.height)
        return Rect(x, y, w, h)

    @property
    def minX(self):
        return min(self.x, self.x + self.width)

    @property
    def maxX(self):
        return max(self.x, self.x + self.width)

    @property
    def minY(self):
        return min(self.y, self.y + self.height)

    @property
    def maxY(self):
        return max(self.y, self.y + self.height)

    @property
    def midX(self):
        return self.x + self.width / 2

    @property
    def midY(self):
        return self.y + self.height / 2

    def contains(self, p):
        """CGRectContainsPoint: min edges inside, max edges outside."""
        return self.minX <= p.x < self.maxX and self.minY <= p.y < self.maxY

    def intersects(self, r):
        """CGRectIntersectsRect (touching rects intersect in a zero-area rect)."""
        return (max(self.minX, r.minX) <= min(self.maxX, r.maxX)
                and max(self.minY, r.minY) <= min(self.maxY, r.maxY))

    def intersection(self, r):
        """CGRectIntersection: both standardised; disjoint -> null; touching -> zero-size rect."""
        a, b = self.standardized(), r.standardized()
        x1, x2 = max(a.minX, b.minX), min(a.maxX, b.maxX)
        y1, y2 = max(a.minY, b.minY), min(a.maxY, b.maxY)
        if x1 > x2 or y1 > y2:
            return None
        return Rect(x1, y1, x2 - x1, y2 - y1)

    def union(self, r):
        a, b = self.standardized(), r.standardized()
        x1, x2 = min(a.minX, b.minX), max(a.maxX, b.maxX)
        y1, y2 = min(a.minY, b.minY), max(a.maxY, b.maxY)
        return Rect(x1, y1, x2 - x1, y2 - y1)

    def insetBy(self, dx, dy):
        """CGRectInset: standardised, then inset; a negative result is the null rect."""
        a = self.standardized()
        w, h = a.width - 2 * dx, a.height - 2 * dy
        if w < 0 or h < 0:
            return None
        return Rect(a.x + dx, a.y + dy, w, h)

    def contains_rect(self, r):
        """CGRectContainsRect: the union with r is self (edges inclusive)."""
        a, b = self.standardized(), r.standardized()
        return a.minX <= b.minX and b.maxX <= a.maxX and a.minY <= b.minY and b.maxY <= a.maxY

    def corners(self):
        s = self.standardized()
        return [Point(s.minX, s.minY), Point(s.maxX, s.minY), Point(s.maxX, s.maxY), Point(s.minX, s.maxY)]

    def applying(self, t):
        return bbox([t.apply(c) for c in self.corners()])

    def show(self):
        return "(%s, %s, %s, %s)" % tuple(fmt(v) for v in self.fields())

    __str__ = show


def bbox(points):
    xs = [p.x for p in points]
    ys = [p.y for p in points]
    return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


class Transform:
    def __init__(self, a, b, c, d, tx, ty):
        self.a, self.b, self.c, self.d, self.tx, self.ty = map(float, (a, b, c, d, tx, ty))

    def fields(self):
        return (self.a, self.b, self.c, self.d, self.tx, self.ty)

    def apply(self, p):
        return Point(self.a * p.x + self.c * p.y + self.tx, self.b * p.x + self.d * p.y + self.ty)

    def concatenating(self, u):
        """self first, then u (CGAffineTransformConcat(self, u)): the matrix product self * u."""
        t = self
        return Transform(t.a * u.a + t.b * u.c, t.a * u.b + t.b * u.d,
                         t.c * u.a + t.d * u.c, t.c * u.b + t.d * u.d,
                         t.tx * u.a + t.ty * u.c + u.tx, t.tx * u.b + t.ty * u.d + u.ty)

    __mul__ = concatenating

    def rotated(self, angle):
        return rotation(angle).concatenating(self)

    def scaledBy(self, sx, sy):
        return scale(sx, sy).concatenating(self)

    def translatedBy(self, x, y):
        return translation(x, y).concatenating(self)

    @property
    def determinant(self):
        return self.a * self.d - self.b * self.c

    def inverted(self):
        det = self.determinant
        assert det != 0, "singular"
        a, b, c, d = self.d / det, -self.b / det, -self.c / det, self.a / det
        return Transform(a, b, c, d, -(self.tx * a + self.ty * c), -(self.tx * b + self.ty * d))

    def linear(self):
        return Transform(self.a, self.b, self.c, self.d, 0, 0)

    def is_identity(self):
        return self.fields() == (1, 0, 0, 1, 0, 0)

    # CGAffineTransformComponents for the cases the lessons use (no reflection):
    # t = scale · shear · rotation · translation.
    @property
    def rotation(self):
        return math.atan2(self.b, self.a)

    @property
    def scale(self):
        sx = math.hypot(self.a, self.b)
        return Size(sx, self.determinant / sx)

    @property
    def translation(self):
        return Point(self.tx, self.ty)

    def show(self):
        if self.is_identity():
            return "identity"
        return "Transform(%s)" % ", ".join(fmt(v) for v in self.fields())

    __str__ = show


identity = Transform(1, 0, 0, 1, 0, 0)


def rotation(angle):
    return Transform(math.cos(angle), math.sin(angle), -math.sin(angle), math.cos(angle), 0, 0)


def translation(x, y):
    return Transform(1, 0, 0, 1, x, y)


def scale(sx, sy=None):
    return Transform(sx, 0, 0, sx if sy is None else sy, 0, 0)


def deg(x):
    """The `deg` suffix: degrees to radians."""
    return x * math.pi / 180


def degrees(r):
    return r * 180 / math.pi


def components(s, shear, rot, t):
    """Transform(scale:shear:rotation:translation:) = scale · shear · rotation · translation."""
    return (scale(s.width, s.height)
            .concatenating(Transform(1, 0, shear, 1, 0, 0))
            .concatenating(rotation(rot))
            .concatenating(translation(t.x, t.y)))


# ----------------------------------------------------------------------------------------------
# Views (CALayer geometry, UIKit hierarchy)


class View:
    def __init__(self, frame, name):
        self.name = name
        self.anchor = Point(0.5, 0.5)
        self.transform = identity
        self._bounds = Rect(0, 0, 0, 0)
        self.center = Point(0, 0)
        self.subviews = []
        self.superview = None
        self.hidden = False
        self.alpha = 1.0
        self.interactive = True
        self.frame = frame

    # -- stored geometry and its setters --------------------------------------------------------

    @property
    def bounds(self):
        return self._bounds

    @bounds.setter
    def bounds(self, r):
        # A new size keeps the center (the view grows about its anchor).
        self._bounds = r.standardized()

    @property
    def anchorPoint(self):
        return self.anchor

    @anchorPoint.setter
    def anchorPoint(self, p):
        # CALayer keeps position; the frame moves.
        self.anchor = p

    def anchor_in_bounds(self):
        b = self._bounds
        return Point(b.x + self.anchor.x * b.width, b.y + self.anchor.y * b.height)

    def to_super(self, p):
        """A point of the bounds space, in the superview's bounds space."""
        return self.center + self.transform.apply(p - self.anchor_in_bounds())

    def from_super(self, q):
        return self.transform.inverted().apply(q - self.center) + self.anchor_in_bounds()

    @property
    def frame(self):
        return bbox([self.to_super(c) for c in self._bounds.corners()])

    @frame.setter
    def frame(self, r):
        r = r.standardized()
        self.warning = None
        if self.transform.is_identity():
            self._bounds = Rect(self._bounds.x, self._bounds.y, r.width, r.height)
            self.center = Point(r.x + r.width * self.anchor.x, r.y + r.height * self.anchor.y)
            return
        # LANGUAGE.md §5: bounds.size = the frame's size through the inverse linear part
        # (CGSizeApplyAffineTransform), standardised; center so that frame.origin reads back.
        inv = self.transform.linear().inverted()
        w = abs(inv.a * r.width + inv.c * r.height)
        h = abs(inv.b * r.width + inv.d * r.height)
        self._bounds = Rect(self._bounds.x, self._bounds.y, w, h)
        self.center = Point(0, 0)
        box = self.frame
        self.center = Point(r.x - box.x, r.y - box.y)
        t = self.transform
        quarter = (t.b == 0 and t.c == 0) or (t.a == 0 and t.d == 0)
        if not quarter:
            self.warning = "frame set under a transform that is not a scale/translation/quarter turn"

    # -- hierarchy --------------------------------------------------------------------------------

    def addSubview(self, v):
        if v.superview is not None:
            v.superview.subviews.remove(v)
        self.subviews.append(v)
        v.superview = self

    def ancestors(self):
        chain, v = [], self
        while v is not None:
            chain.append(v)
            v = v.superview
        return chain

    @property
    def window(self):
        return self.ancestors()[-1]

    def to_root(self, p):
        for v in self.ancestors()[:-1]:
            p = v.to_super(p)
        return p

    def from_root(self, p):
        for v in reversed(self.ancestors()[:-1]):
            p = v.from_super(p)
        return p

    def convert_to(self, x, w):
        if isinstance(x, Rect):
            return bbox([self.convert_to(c, w) for c in x.corners()])
        q = self.to_root(x)
        return q if w is None else w.from_root(q)

    def convert_from(self, x, w):
        if isinstance(x, Rect):
            return bbox([self.convert_from(c, w) for c in x.corners()])
        q = x if w is None else w.to_root(x)
        return self.from_root(q)

    def point_inside(self, p):
        return self._bounds.contains(p)

    def hitTest(self, p):
        if self.hidden or self.alpha < 0.01 or not self.interactive:
            return None
        if not self.point_inside(p):
            return None
        for sub in reversed(self.subviews):
            hit = sub.hitTest(sub.from_super(p))
            if hit is not None:
                return hit
        return self

    # -- canvas gestures: the point under the fingers (in the superview) stays put --------------

    def pan(self, d):
        self.center = self.center + d

    def pinch(self, s, at):
        self.center = at + (self.center - at) * s
        self.transform = self.transform.concatenating(scale(s, s))

    def rotate(self, angle, at):
        r = rotation(angle)
        self.center = at + r.apply(self.center - at)
        self.transform = self.transform.concatenating(r)

    def show(self):
        return '<View "%s" frame=%s>' % (self.name, self.frame.show())

    __str__ = show


def P(x, y):
    return Point(x, y)


def R(x, y, w, h):
    return Rect(x, y, w, h)
