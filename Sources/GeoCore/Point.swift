/// A point in a two-dimensional coordinate system (CGPoint).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point mapped by `t`: `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`
    /// (CGPointApplyAffineTransform, row-vector convention).
    @inlinable public func applying(_ t: Transform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// Whether every coordinate is within `tolerance` of `other`'s.
    @inlinable public func isApproximatelyEqual(to other: Point, tolerance: Double = 1e-9) -> Bool {
        approximatelyEqual(x, other.x, tolerance) && approximatelyEqual(y, other.y, tolerance)
    }

    @inlinable public static func + (p: Point, q: Point) -> Point { Point(x: p.x + q.x, y: p.y + q.y) }
    @inlinable public static func - (p: Point, q: Point) -> Point { Point(x: p.x - q.x, y: p.y - q.y) }
    @inlinable public static func * (p: Point, k: Double) -> Point { Point(x: p.x * k, y: p.y * k) }
    @inlinable public static func * (k: Double, p: Point) -> Point { Point(x: p.x * k, y: p.y * k) }
    @inlinable public static func / (p: Point, k: Double) -> Point { Point(x: p.x / k, y: p.y / k) }
    @inlinable public static prefix func - (p: Point) -> Point { Point(x: -p.x, y: -p.y) }
    /// `p * t` is `p.applying(t)`.
    @inlinable public static func * (p: Point, t: Transform) -> Point { p.applying(t) }
}

extension Point: GeoFormattable {
    /// `(x, y)`.
    public func formatted(_ format: NumberFormat) -> String {
        "(\(format.string(x)), \(format.string(y)))"
    }
}

/// `|a - b| <= tolerance`, with equal infinities counted as equal.
@inlinable func approximatelyEqual(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    a == b || abs(a - b) <= tolerance
}
