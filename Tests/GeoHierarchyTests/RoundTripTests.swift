import Testing
@testable import GeoHierarchy

@Suite("recursiveDescription round trips")
struct RoundTripTests {
    /// Within the rounding of `%g` (six significant digits) of `x`.
    static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 5e-6 * max(abs(a), abs(b)) + 1e-9
    }

    @Test(arguments: 0..<24) func randomTreesReadBackWithTheSameFramesAndHits(seed: Int) throws {
        var random = RandomTrees(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
        let original = random.tree(views: 24)
        let text = RecursiveDescription.describe(original)
        let imported = try RecursiveDescription.parse(text)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let a = original.allViews, b = imported.root.allViews
        try #require(a.count == b.count)
        for (x, y) in zip(a, b) {
            let f = x.frame, g = y.frame
            #expect(Self.close(f.minX, g.minX) && Self.close(f.minY, g.minY)
                    && Self.close(f.width, g.width) && Self.close(f.height, g.height), "\(f) vs \(g)\n\(text)")
            #expect(x.bounds.origin == y.bounds.origin)
            // The anchor point is written when not (0.5, 0.5), so the center (UIKit's, the
            // layer's position) reads back as well as the frame.
            #expect(Self.close(x.anchorPoint.x, y.anchorPoint.x) && Self.close(x.anchorPoint.y, y.anchorPoint.y))
            let scale = max(1, abs(f.minX), abs(f.minY), f.width, f.height)
            #expect(abs(x.center.x - y.center.x) <= 1e-4 * scale && abs(x.center.y - y.center.y) <= 1e-4 * scale,
                    "\(x.center) vs \(y.center)\n\(text)")
            #expect(x.isHidden == y.isHidden && x.alpha == y.alpha && x.isUserInteractionEnabled == y.isUserInteractionEnabled)
        }
        // Hit-tests agree on a grid, except within 0.05 points of some view's edge, where the
        // dump's rounding may move the answer.
        var compared = 0
        for i in 0..<40 {
            for j in 0..<40 {
                let p = Point(x: Double(i) * 10 + 3.3, y: Double(j) * 10 + 6.7)
                guard !a.contains(where: { Self.nearEdge(p, $0, original) }) else { continue }
                compared += 1
                let hitA = original.hitTest(p).flatMap { a.firstIndex(of: $0) }
                let hitB = imported.root.hitTest(p).flatMap { b.firstIndex(of: $0) }
                #expect(hitA == hitB, "at \(p)")
            }
        }
        #expect(compared > 1000)
    }

    static func nearEdge(_ p: Point, _ v: View, _ root: View) -> Bool {
        guard let q = try? v.convert(p, from: root) else { return true }
        let b = v.bounds, margin = 0.05
        return abs(q.x - b.minX) < margin || abs(q.x - b.maxX) < margin
            || abs(q.y - b.minY) < margin || abs(q.y - b.maxY) < margin
    }

    @Test(arguments: [Fixtures.plain, Fixtures.scroll, Fixtures.transformed, Fixtures.flags, Fixtures.colonEntries])
    func anImportedDumpIsWrittenBackAsItWas(_ dump: String) throws {
        // The entries geo does not model are kept in UIKit's order, and numbers come back as
        // they were printed.
        let imported = try RecursiveDescription.parse(dump)
        #expect(RecursiveDescription.describe(imported.root) == dump)
    }

    @Test func gFormatsAsPrintfDoes() {
        #expect(RecursiveDescription.g(223.20508075688772) == "223.205")
        #expect(RecursiveDescription.g(1000000) == "1e+06")
        #expect(RecursiveDescription.g(-14.5) == "-14.5")
        #expect(RecursiveDescription.g(0.0001) == "0.0001")
        #expect(RecursiveDescription.g(0.00001) == "1e-05")
        #expect(RecursiveDescription.g(375) == "375")
    }
}
