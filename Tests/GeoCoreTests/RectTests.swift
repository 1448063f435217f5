import Testing
@testable import GeoCore

@Suite("Rect: CGRect semantics")
struct RectTests {
    @Test("queries work on the standardised rectangle")
    func standardisedQueries() {
        let r = Rect(x: 10, y: 20, width: -4, height: -6)
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 14 && r.maxY == 20)
        #expect(r.width == 4 && r.height == 6)
        #expect(r.midX == 8 && r.midY == 17)
        #expect(r.standardized == Rect(x: 6, y: 14, width: 4, height: 6))
        #expect(r.standardized.size == Size(width: 4, height: 6))
        #expect(r == Rect(x: 6, y: 14, width: 4, height: 6), "== compares standardised rects, as CGRectEqualToRect")
    }

    /// A negative size's far edge is its origin, exactly (CGRectGetMaxX); `(minX + width)`
    /// rounds: 0.1 - 0.4 + 0.4, and 5 lost beside 1e17.
    @Test("a negative size's far edge is the origin itself")
    func farEdgeOfANegativeSize() {
        #expect(Rect(x: 0.1, y: 0, width: -0.4, height: 1).maxX == 0.1)
        let tall = Rect(x: 0, y: 5, width: 1, height: -1e17)
        #expect(tall.maxY == 5)
        #expect(tall.contains(Point(x: 0.5, y: 2)))
        #expect(!tall.contains(Point(x: 0.5, y: 5)), "the max edge stays outside")
    }

    /// An intersection or union whose edges are one rectangle's keeps that rectangle's size:
    /// `r ∩ r` is `r` (`frame.intersection(bounds) == frame`, a "wholly visible" test).
    @Test("an intersection with itself, or as tall as both, keeps the size", arguments: [
        Rect(x: 5.5, y: 0, width: 1.1, height: 1), Rect(x: 0, y: 1e300, width: 1, height: 1),
        Rect(x: 0.7, y: 0.1, width: 0.2, height: 0.3),
    ])
    func intersectionKeepsTheSize(r: Rect) {
        #expect(r.intersection(r).size == r.size)
        #expect(r.union(r).size == r.size)
        let side = Rect(x: 10, y: 5.5, width: 2.5, height: 2.9).intersection(Rect(x: 12.5, y: 5.5, width: 6.75, height: 2.9))
        #expect(side.size.height == 2.9 && side.size.width == 0)
    }

    @Test("containment is half-open: min edges in, max edges out", arguments: [
        (Point(x: 0, y: 0), true), (Point(x: 9.999, y: 5), true), (Point(x: 10, y: 5), false),
        (Point(x: 5, y: 10), false), (Point(x: -0.001, y: 5), false), (Point(x: 5, y: 0), true),
    ])
    func halfOpenContainment(point: Point, inside: Bool) {
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).contains(point) == inside)
    }

    @Test("intersects is whether the intersection is not null, for every kind of edge value")
    func intersectsIsTheIntersectionsTest() {
        let values: [Double] = [-.infinity, -3, -0.5, 0, 2, 5, .infinity, .nan]
        var rects = [Rect.null, Rect.zero]
        for x in values { for w in [-4.0, 0, 3, .infinity, .nan] { rects.append(Rect(x: x, y: x / 2 + 1, width: w, height: 2 - w)) } }
        for a in rects {
            for b in rects {
                #expect(a.intersects(b) == !a.intersection(b).isNull, "\(a) \(b)")
            }
        }
    }

    @Test func nullRect() {
        #expect(Rect.null.isNull && Rect.null.isEmpty)
        #expect(!Rect.null.contains(Point.zero))
        #expect(Rect.zero.isEmpty && !Rect.zero.isNull)
        #expect(Rect.null.applying(Transform(scaleX: 2, y: 2)).isNull)
        #expect(Rect.null.union(Rect(x: 1, y: 2, width: 3, height: 4)) == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(Rect.null.description == "null")
    }

    @Test("disjoint rects intersect in the null rect; touching ones in a zero-area rect")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isNull)
        #expect(!a.intersects(Rect(x: 20, y: 0, width: 5, height: 5)))
        let touching = a.intersection(Rect(x: 10, y: 0, width: 10, height: 10))
        #expect(!touching.isNull && touching == Rect(x: 10, y: 0, width: 0, height: 10))
        #expect(a.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func unionInsetOffset() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.union(Rect(x: 20, y: -5, width: 5, height: 5)) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(a.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
        #expect(a.insetBy(dx: -2, dy: -2) == Rect(x: -2, y: -2, width: 14, height: 14))
        #expect(a.insetBy(dx: 6, dy: 0).isNull, "CGRectInset gives null when the size goes negative")
        #expect(Rect(x: 10, y: 10, width: -10, height: -10).offsetBy(dx: 1, dy: 2) == Rect(x: 1, y: 2, width: 10, height: 10))
        #expect(a.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
        #expect(!a.contains(Rect(x: 2, y: 2, width: 9, height: 8)))
    }

    /// CGGeometry.h: "`rect2' is contained in `rect1' if the union of `rect1' and `rect2' is
    /// equal to `rect1'". So a union contains both its rectangles, also where its far edge
    /// rounds one ulp below theirs (swift-corelibs-foundation and Core Graphics: true; the
    /// edge comparison said false), and null contains null. A null rectangle standardizes to
    /// the canonical null.
    @Test func containmentIsTheUnionsDefinition() {
        let a = Rect(x: 0.1, y: 0, width: 0.1, height: 1), b = Rect(x: -0.7, y: 0, width: 0.5, height: 1)
        let u = a.union(b)
        #expect(u.maxX < a.maxX)   // the case: the union's edge rounds below a's
        #expect(u.contains(a) && u.contains(b))
        #expect(Rect.null.contains(.null))
        #expect(!Rect.null.contains(Rect.zero))
        #expect(Rect.zero.contains(.null))
        let grid = (0..<30).map { Double($0) / 10 }
        for x in grid {
            for w in grid.prefix(8) {
                let r = Rect(x: x, y: x / 3, width: w, height: 0.1), s = Rect(x: 1 - x, y: 0.2, width: w / 3, height: x)
                let both = r.union(s)
                #expect(both.contains(r) && both.contains(s), "\(r) \(s)")
                #expect(r.contains(r))
            }
        }
        // The edge shortcuts give the definition's answer exactly, negative sizes, zero sizes,
        // null and rounding included.
        let values: [Double] = [-0.7, -0.2, 0, 0.1, 0.2, 0.3, 1.0 / 3, 1]
        var rects: [Rect] = [.null, .zero]
        for x in values { for w in values { rects.append(Rect(x: x, y: w / 2, width: w, height: x - 0.1)) } }
        for a in rects { for b in rects { #expect(a.contains(b) == (a.union(b) == a), "\(a) \(b)") } }
        let oddNull = Rect(x: .infinity, y: 0, width: 5, height: 5).standardized
        #expect(oddNull.origin.y == .infinity && oddNull.size.width == 0 && oddNull.size.height == 0)
    }

    @Test("applying gives the bounding box of the four transformed corners")
    func applyingIsBoundingBox() {
        let r = Rect(x: -50, y: -25, width: 100, height: 50)
        let t = Transform(rotationAngle: 0.7).scaledBy(x: 1.5, y: -0.5).translatedBy(x: 3, y: 4)
        let corners = r.corners.map { $0.applying(t) }
        let box = r.applying(t)
        #expect(box.minX == corners.map(\.x).min()!)
        #expect(box.maxX == corners.map(\.x).max()!)
        #expect(box.minY == corners.map(\.y).min()!)
        #expect(box.maxY.isApproximatelyEqual(corners.map(\.y).max()!))
        // A 100×100 square rotated by 45° has a bounding box √2 times as wide.
        let square = Rect(x: -50, y: -50, width: 100, height: 100).applying(Transform(rotationAngle: .pi / 4))
        #expect(abs(square.width - 100 * 2.0.squareRoot()) < 1e-9)
    }

    @Test("integral rounds the standardised origin down and the far edges up (CGRectIntegral)")
    func integral() {
        #expect(Rect(x: 0.5, y: 1.2, width: 10.3, height: 10.6).integral == Rect(x: 0, y: 1, width: 11, height: 11))
        #expect(Rect(x: 3.7, y: -1.5, width: -2.2, height: 0).integral == Rect(x: 1, y: -2, width: 3, height: 1))
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).integral == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(Rect(x: -0.25, y: -0.75, width: 0.5, height: 0.5).integral == Rect(x: -1, y: -1, width: 2, height: 1))
        #expect(Rect.null.integral.isNull)
        #expect(Rect.infinite.integral.isInfinite)
        #expect(!Rect(x: 0, y: 0, width: 1, height: 1).isInfinite && !Rect.null.isInfinite)
        // Written from its far corner, it is `== .infinite`, and so infinite (Foundation's answer).
        let g = Double.greatestFiniteMagnitude
        let flipped = Rect(x: g / 2, y: g / 2, width: -g, height: -g)
        #expect(flipped == Rect.infinite && flipped.isInfinite)
    }

    @Test("divided cuts the standardised rectangle at a distance kept within it (CGRectDivide)", arguments: [
        (Rect.Edge.minXEdge, 3.0, Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 4, y: 2, width: 7, height: 4)),
        (.maxXEdge, 3, Rect(x: 8, y: 2, width: 3, height: 4), Rect(x: 1, y: 2, width: 7, height: 4)),
        (.minYEdge, 1, Rect(x: 1, y: 2, width: 10, height: 1), Rect(x: 1, y: 3, width: 10, height: 3)),
        (.maxYEdge, 1, Rect(x: 1, y: 5, width: 10, height: 1), Rect(x: 1, y: 2, width: 10, height: 3)),
        (.minXEdge, 50, Rect(x: 1, y: 2, width: 10, height: 4), Rect(x: 11, y: 2, width: 0, height: 4)),
        (.minYEdge, -2, Rect(x: 1, y: 2, width: 10, height: 0), Rect(x: 1, y: 2, width: 10, height: 4)),
    ])
    func divided(edge: Rect.Edge, distance: Double, slice: Rect, remainder: Rect) {
        // (x 1…11, y 2…6, written with a negative width: standardised first.)
        let parts = Rect(x: 11, y: 2, width: -10, height: 4).divided(atDistance: distance, from: edge)
        #expect(parts.slice == slice && parts.remainder == remainder, "\(parts)")
        #expect(parts.slice.size.width * parts.slice.size.height + parts.remainder.size.width * parts.remainder.size.height == 40)
        let null = Rect.null.divided(atDistance: 1, from: edge)
        #expect(null.slice.isNull && null.remainder.isNull)
    }
}

extension Double {
    func isApproximatelyEqual(_ other: Double, tolerance: Double = 1e-9) -> Bool { abs(self - other) <= tolerance }
}
