/// A rectangle (CGRect): an origin and a size that may be negative. Every query works on the
/// standardised rectangle, as Core Graphics' CGRectGet… functions do.
///
/// The *null* rectangle (`Rect.null`, origin at +infinity) is what the intersection of two
/// disjoint rectangles returns; it is distinct from an empty rectangle at a position.
public struct Rect: Sendable {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// (0, 0, 0, 0).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// CGRectNull: the "no rectangle" that disjoint intersections return.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    // MARK: Derived values (all on the standardised rectangle)

    /// True for the null rectangle (CGRectIsNull).
    @inlinable public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// True for the null rectangle and for one with zero width or height (CGRectIsEmpty).
    @inlinable public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height (CGRectStandardize: "Returns a
    /// null rectangle if rect is a null rectangle", the canonical one whatever its fields).
    @inlinable public var standardized: Rect {
        if isNull { return .null }
        var r = self
        if r.size.width < 0 { r.origin.x += r.size.width; r.size.width = -r.size.width }
        if r.size.height < 0 { r.origin.y += r.size.height; r.size.height = -r.size.height }
        return r
    }

    @inlinable public var x: Double { origin.x }
    @inlinable public var y: Double { origin.y }
    /// The width of the standardised rectangle (CGRectGetWidth).
    @inlinable public var width: Double { abs(size.width) }
    /// The height of the standardised rectangle (CGRectGetHeight).
    @inlinable public var height: Double { abs(size.height) }
    @inlinable public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
    @inlinable public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
    /// The far edges: the origin itself when the size is negative (CGRectGetMaxX of
    /// `(10, 0, -4, 1)` is 10, not `(10 - 4) + 4`, which rounds: 0.1 - 0.4 + 0.4 is
    /// 0.09999999999999998, and `(0, 5, 1, -1e17)`'s maxY is 5, where the sum gives 0).
    @inlinable public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
    @inlinable public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
    @inlinable public var midX: Double { minX + width / 2 }
    @inlinable public var midY: Double { minY + height / 2 }

    // MARK: Containment and set operations

    /// Half-open containment: the min edges are inside, the max edges outside
    /// (CGRectContainsPoint).
    @inlinable @inline(__always) public func contains(_ p: Point) -> Bool {
        if isNull { return false }
        return p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether `r` lies wholly inside. CGGeometry.h defines it: "`rect2' is contained in
    /// `rect1' if the union of `rect1' and `rect2' is equal to `rect1'" — so a union contains
    /// both its rectangles even where its far edge rounds below one of theirs (`(0.1, 0, 0.1,
    /// 1)` and `(-0.7, 0, 0.5, 1)`: the union's maxX is 0.19999999999999996), and the null
    /// rectangle contains the null rectangle (and nothing else).
    @inlinable public func contains(_ r: Rect) -> Bool {
        if r.isNull { return true }
        // The union's origin is this rectangle's only if r's min edges are inside its own; then
        // its width and height are `union`'s lengths (`span`): this one's where r stays inside
        // the far edge, else the length to r's far edge, which may round onto this one's.
        if isNull || r.minX < minX || r.minY < minY { return false }
        let w = r.maxX <= maxX ? width : Rect.span(minX, r.maxX, minX, maxX, width, r.minX, r.maxX, r.width)
        let h = r.maxY <= maxY ? height : Rect.span(minY, r.maxY, minY, maxY, height, r.minY, r.maxY, r.height)
        return w == width && h == height
    }

    /// The overlap of the two rectangles; `Rect.null` if they are disjoint. Rectangles that
    /// only touch meet in a rectangle of zero width or height (CGRectIntersection).
    @inlinable @inline(__always) public func intersection(_ r: Rect) -> Rect {
        if isNull || r.isNull { return .null }
        let ax0 = minX, ax1 = maxX, bx0 = r.minX, bx1 = r.maxX
        let ay0 = minY, ay1 = maxY, by0 = r.minY, by1 = r.maxY
        let x1 = max(ax0, bx0), x2 = min(ax1, bx1)
        let y1 = max(ay0, by0), y2 = min(ay1, by1)
        if x1 > x2 || y1 > y2 { return .null }
        return Rect(x: x1, y: y1, width: Rect.span(x1, x2, ax0, ax1, width, bx0, bx1, r.width),
                    height: Rect.span(y1, y2, ay0, ay1, height, by0, by1, r.height))
    }

    /// The length from `lo` to `hi`: one rectangle's own width (or height) when both edges
    /// are that rectangle's, else `hi - lo`. `r.intersection(r)` and `r.union(r)` are `r`
    /// (`(5.5, 0, 1.1, 1)`'s edges 5.5 and 6.6000000000000005 are 1.0999999999999996 apart),
    /// and an overlap as tall as both rectangles keeps their height, as CGRectIntersection's.
    @inlinable @inline(__always) static func span(_ lo: Double, _ hi: Double, _ aMin: Double, _ aMax: Double, _ aLength: Double,
                                                  _ bMin: Double, _ bMax: Double, _ bLength: Double) -> Double {
        if lo == aMin && hi == aMax { return aLength }
        if lo == bMin && hi == bMax { return bLength }
        return hi - lo
    }

    /// Whether the intersection is not null: touching rectangles intersect (CGRectIntersectsRect).
    /// (`intersection`'s test, without making the rectangle: inlined where scripts test pairs.)
    @inlinable @inline(__always) public func intersects(_ r: Rect) -> Bool {
        if isNull || r.isNull { return false }
        let x1 = max(minX, r.minX), x2 = min(maxX, r.maxX)
        let y1 = max(minY, r.minY), y2 = min(maxY, r.maxY)
        if x1 > x2 || y1 > y2 { return false }
        // The intersection's origin is (x1, y1): null when either is +infinity.
        return x1 != .infinity && y1 != .infinity
    }

    /// The smallest rectangle containing both; the null rectangle is ignored (CGRectUnion).
    public func union(_ r: Rect) -> Rect {
        if isNull { return r.standardized }
        if r.isNull { return standardized }
        let ax0 = minX, ax1 = maxX, bx0 = r.minX, bx1 = r.maxX
        let ay0 = minY, ay1 = maxY, by0 = r.minY, by1 = r.maxY
        let x1 = min(ax0, bx0), x2 = max(ax1, bx1)
        let y1 = min(ay0, by0), y2 = max(ay1, by1)
        return Rect(x: x1, y: y1, width: Rect.span(x1, x2, ax0, ax1, width, bx0, bx1, r.width),
                    height: Rect.span(y1, y2, ay0, ay1, height, by0, by1, r.height))
    }

    /// The standardised rectangle shrunk by `dx` on the left and right and `dy` on the top and
    /// bottom (grown when negative); null when the result would have a negative size (CGRectInset).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        let r = standardized
        let result = Rect(x: r.origin.x + dx, y: r.origin.y + dy,
                          width: r.size.width - 2 * dx, height: r.size.height - 2 * dy)
        if result.size.width < 0 || result.size.height < 0 { return .null }
        return result
    }

    /// The standardised rectangle moved by (dx, dy) (CGRectOffset).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return self }
        var r = standardized
        r.origin.x += dx
        r.origin.y += dy
        return r
    }

    /// The smallest rectangle of whole numbers that contains this one: the standardised
    /// origin rounded down, the far edges rounded up (CGRectIntegral: "rounds the rectangle's
    /// origin downward and its size upward to the nearest whole integers, such that the result
    /// contains the original rectangle. Returns a null rectangle if rect is a null rectangle").
    /// The infinite rectangle stays infinite.
    public var integral: Rect {
        if isNull || isInfinite { return self }
        let r = standardized
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        let x1 = r.maxX.rounded(.up), y1 = r.maxY.rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Core Graphics' infinite rectangle (CGRectInfinite): the largest finite size, centred
    /// on the origin.
    public static let infinite = Rect(x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
                                      width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Whether this is the infinite rectangle (CGRectIsInfinite): equal to it as `==` compares,
    /// standardised — the infinite rectangle written from its far corner with a negative size
    /// is `== .infinite`, so it is infinite too (as Swift's Foundation answers).
    public var isInfinite: Bool { self == Rect.infinite }

    /// An edge of a rectangle (CGRectEdge).
    public enum Edge: String, CaseIterable, Sendable {
        case minXEdge, minYEdge, maxXEdge, maxYEdge
    }

    /// The standardised rectangle cut in two by a line `distance` from `edge` (CGRectDivide):
    /// the slice between the edge and the line, and the remainder. The distance is kept within
    /// the rectangle (a negative one is 0, one past the far edge leaves an empty remainder);
    /// a null rectangle gives two null ones.
    public func divided(atDistance distance: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
        if isNull { return (.null, .null) }
        let r = standardized
        let extent = edge == .minXEdge || edge == .maxXEdge ? r.size.width : r.size.height
        let d = min(max(distance, 0), extent)
        switch edge {
        case .minXEdge:
            return (Rect(x: r.minX, y: r.minY, width: d, height: r.size.height),
                    Rect(x: r.minX + d, y: r.minY, width: extent - d, height: r.size.height))
        case .maxXEdge:
            return (Rect(x: r.maxX - d, y: r.minY, width: d, height: r.size.height),
                    Rect(x: r.minX, y: r.minY, width: extent - d, height: r.size.height))
        case .minYEdge:
            return (Rect(x: r.minX, y: r.minY, width: r.size.width, height: d),
                    Rect(x: r.minX, y: r.minY + d, width: r.size.width, height: extent - d))
        case .maxYEdge:
            return (Rect(x: r.minX, y: r.maxY - d, width: r.size.width, height: d),
                    Rect(x: r.minX, y: r.minY, width: r.size.width, height: extent - d))
        }
    }

    /// The bounding box of the four transformed corners (CGRectApplyAffineTransform).
    /// The null rectangle stays null.
    @inlinable public func applying(_ t: Transform) -> Rect {
        if isNull { return self }
        let x0 = minX, x1 = maxX, y0 = minY, y1 = maxY
        // Corner (x, y) maps to (a*x + c*y + tx, b*x + d*y + ty); the extremes of a sum of
        // independent terms are the sums of the extremes.
        let ax0 = t.a * x0, ax1 = t.a * x1, cy0 = t.c * y0, cy1 = t.c * y1
        let bx0 = t.b * x0, bx1 = t.b * x1, dy0 = t.d * y0, dy1 = t.d * y1
        let minX = min(ax0, ax1) + min(cy0, cy1) + t.tx
        let maxX = max(ax0, ax1) + max(cy0, cy1) + t.tx
        let minY = min(bx0, bx1) + min(dy0, dy1) + t.ty
        let maxY = max(bx0, bx1) + max(dy0, dy1) + t.ty
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The four corners of the standardised rectangle: top-left, top-right, bottom-right,
    /// bottom-left (in a y-down space).
    @inlinable public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY),
         Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Whether every field is within `tolerance` of `other`'s (both standardised).
    public func isApproximatelyEqual(to other: Rect, tolerance: Double = 1e-9) -> Bool {
        if isNull || other.isNull { return isNull && other.isNull }
        let a = standardized, b = other.standardized
        return a.origin.isApproximatelyEqual(to: b.origin, tolerance: tolerance)
            && a.size.isApproximatelyEqual(to: b.size, tolerance: tolerance)
    }

    /// `r * t` is `r.applying(t)`.
    @inlinable public static func * (r: Rect, t: Transform) -> Rect { r.applying(t) }
}

extension Rect: Hashable {
    /// Exact equality of the standardised rectangles, as CGRectEqualToRect; all null
    /// rectangles are equal.
    public static func == (l: Rect, r: Rect) -> Bool {
        if l.isNull || r.isNull { return l.isNull && r.isNull }
        let a = l.standardized, b = r.standardized
        return a.origin == b.origin && a.size == b.size
    }

    public func hash(into hasher: inout Hasher) {
        if isNull { hasher.combine(0); return }
        let s = standardized
        hasher.combine(s.origin)
        hasher.combine(s.size)
    }
}

extension Rect: GeoFormattable {
    /// `(x, y, width, height)` as stored, or `null` for the null rectangle.
    public func formatted(_ format: NumberFormat) -> String {
        if isNull { return "null" }
        return "(\(format.string(origin.x)), \(format.string(origin.y)), "
            + "\(format.string(size.width)), \(format.string(size.height)))"
    }
}
