import Testing
import GeoViews

@Suite("Conversion between coordinate spaces")
struct ConversionTests {
    /// root (0, 0, 400, 400) ▸ scroll (10, 10, 100, 100) ▸ child (50, 50, 10, 10).
    func scrollTree() throws -> (View, View, View) {
        let root = View(frame: rect(0, 0, 400, 400), name: "root")
        let scroll = View(frame: rect(10, 10, 100, 100), name: "scroll")
        let child = View(frame: rect(50, 50, 10, 10), name: "child")
        try root.addSubview(scroll)
        try scroll.addSubview(child)
        return (root, scroll, child)
    }

    @Test("a scroll-style bounds origin shifts the subviews: a subview at p appears at p − bounds.origin")
    func boundsOriginShiftsSubviews() throws {
        let (root, scroll, child) = try scrollTree()
        #expect(try child.convert(point(0, 0), to: root) == point(60, 60))
        scroll.bounds.origin = point(20, 30)
        #expect(scroll.frame == rect(10, 10, 100, 100))
        #expect(child.frame == rect(50, 50, 10, 10))
        #expect(try child.convert(point(0, 0), to: root) == point(40, 30))
        #expect(try child.convert(point(0, 0), to: nil) == point(40, 30))
        #expect(try scroll.convert(point(20, 30), to: root) == point(10, 10))
        #expect(try root.convert(point(40, 30), to: child) == point(0, 0))
        #expect(try child.convert(point(40, 30), from: nil) == point(0, 0))
        #expect(root.hitTest(point(45, 35)) === child)
        #expect(root.hitTest(point(65, 65)) === scroll)
    }

    @Test("a conversion to a cousin through the root follows the cousin's moves and a singular transform, both ways")
    func cousinThroughRootFollowsChanges() throws {
        let (root, scroll, child) = try scrollTree()
        let other = View(frame: rect(200, 200, 50, 50), name: "other")
        try root.addSubview(other)
        #expect(try child.convert(point(0, 0), to: other) == point(-140, -140))
        #expect(try other.convert(point(-140, -140), to: child) == point(0, 0))
        other.center = point(125, 125)
        #expect(try child.convert(point(0, 0), to: other) == point(-40, -40))
        other.transform = Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        #expect(throws: GeometryError.self) { try child.convert(point(0, 0), to: other) }
        other.transform = .identity
        #expect(try child.convert(point(0, 0), to: other) == point(-40, -40))
        scroll.bounds.origin = point(10, 0)
        #expect(try child.convert(rect(0, 0, 1, 1), to: other) == rect(-50, -40, 1, 1))
    }

    @Test("convert(_:to:) and convert(_:from:) with nil use the root's space")
    func nilIsRoot() throws {
        let (root, scroll, child) = try scrollTree()
        root.center = point(1000, 1000)  // moving the root moves nothing inside it
        #expect(try child.convert(point(1, 2), to: nil) == point(61, 62))
        #expect(try child.convert(point(61, 62), from: nil) == point(1, 2))
        #expect(try root.convert(point(3, 4), to: nil) == point(3, 4))
        #expect(try scroll.convert(rect(0, 0, 10, 10), to: nil) == rect(10, 10, 10, 10))
    }

    @Test("a rect converts to the bounding box of its four converted corners")
    func rectBoundingBox() throws {
        let (root, scroll, child) = try scrollTree()
        scroll.transform = Transform(rotationAngle: .pi / 4)
        let r = rect(0, 0, 10, 10)
        let converted = try child.convert(r, to: root)
        let corners = try r.corners.map { try child.convert($0, to: root) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        #expect(near(converted, box, 1e-12))
        #expect(near(try root.convert(converted, to: child), rect(-5, -5, 20, 20), 1e-12))
        #expect(near(try root.convert(r, from: child), converted, 1e-12))
        #expect(try child.convert(Rect.null, to: root).isNull)
    }

    @Test("between siblings and cousins, through rotated, scaled and flipped ancestors")
    func siblings() throws {
        let root = View(frame: rect(0, 0, 400, 400), name: "root")
        let left = View(frame: rect(0, 0, 100, 100), name: "left")
        let right = View(frame: rect(200, 0, 100, 100), name: "right")
        try root.addSubview(left)
        try root.addSubview(right)
        right.transform = Transform(scaleX: -2, y: 1)  // frame (150, 0, 200, 100), x flipped
        // left's (10, 10) is the root's (10, 10); in right: x = 100 − (10 − 150) / 2.
        #expect(try left.convert(point(10, 10), to: right) == point(170, 10))
        #expect(try right.convert(point(170, 10), to: left) == point(10, 10))
        let cousin = View(frame: rect(10, 10, 10, 10), name: "cousin")
        try right.addSubview(cousin)
        // The root's (0, 0) is right's (175, 0), cousin's (165, −10).
        #expect(try left.convert(point(0, 0), to: cousin) == point(165, -10))
        #expect(try cousin.convert(point(165, -10), to: left) == point(0, 0))
        let p = try left.convert(point(7, 9), to: cousin)
        #expect(near(try cousin.convert(p, to: left), point(7, 9), 1e-12))
    }

    @Test("converting to itself is the identity; to the superview is transformToSuperview")
    func trivialPaths() throws {
        let (_, scroll, child) = try scrollTree()
        child.transform = Transform(rotationAngle: 0.5)
        #expect(try child.convert(point(3, 4), to: child) == point(3, 4))
        #expect(try child.transform(to: scroll) == child.transformToSuperview)
        #expect(try child.convert(point(3, 4), to: scroll) == point(3, 4).applying(child.transformToSuperview))
    }

    @Test("a singular transform above the common ancestor does not stop a conversion below it")
    func singularAboveCommonAncestor() throws {
        let root = View(frame: rect(0, 0, 100, 100), name: "root")
        let flat = View(frame: rect(0, 0, 100, 100), name: "flat")
        let a = View(frame: rect(0, 0, 10, 10), name: "a")
        let b = View(frame: rect(20, 0, 10, 10), name: "b")
        try root.addSubview(flat)
        try flat.addSubview(a)
        try flat.addSubview(b)
        flat.transform = Transform(scaleX: 0, y: 1)
        #expect(try a.convert(point(0, 0), to: b) == point(-20, 0))
        #expect(try a.convert(point(0, 0), to: nil) == point(50, 0))
    }

    /// Found by an independent model of UIKit's geometry over random trees: a singular transform
    /// whose product with the levels below rounded to a tiny determinant made the root route's
    /// inverse huge — garbage, silently, and `(0, 0)` where the path names the singular view.
    @Test("a singular or nearly singular transform above two views leaves their conversion to their common ancestor")
    func nearlySingularAboveTheCommonAncestor() throws {
        let root = View(frame: rect(0, 0, 400, 400), name: "root")
        let s = View(frame: rect(100, 100, 100, 100), name: "s")
        let a = View(frame: rect(10, 10, 50, 50), name: "a")
        let b = View(frame: rect(5, 5, 20, 20), name: "b")
        let c = View(frame: rect(1, 1, 10, 10), name: "c")
        try root.addSubview(s)
        try s.addSubview(a)
        try a.addSubview(b)
        try b.addSubview(c)
        s.transform = Transform(a: 0, b: 0, c: 0.2, d: -0.45, tx: 0, ty: 0)   // singular
        a.transform = Transform(rotationAngle: .pi / 6).scaledBy(x: 1.3, y: 0.7)
        b.transform = Transform(a: 0, b: 0, c: 1, d: 0, tx: 0, ty: 0)        // singular
        // Up from c to a crosses c and b only: defined, and the two steps agree with one.
        let twoSteps = try b.convert(c.convert(point(1, 2), to: b), to: a)
        #expect(near(try c.convert(point(1, 2), to: a), twoSteps))
        #expect(near(twoSteps, point(8, 15)))
        // Into a view below the singular one, from the root: the path's error, naming it.
        #expect {
            _ = try a.convert(point(150, 150), from: root)
        } throws: { error in
            "\(error)".contains("\"s\"") && "\(error)".contains("singular")
        }
        // A tiny, invertible scale above two siblings does not enter their conversion.
        let top = View(frame: rect(0, 0, 400, 400), name: "top")
        let tiny = View(frame: rect(100, 100, 100, 100), name: "tiny")
        let x = View(frame: rect(10, 10, 50, 50), name: "x")
        let y = View(frame: rect(30, 30, 40, 40), name: "y")
        try top.addSubview(tiny)
        try tiny.addSubview(x)
        try tiny.addSubview(y)
        tiny.transform = Transform(scaleX: 1e-12, y: 1)
        #expect(near(try x.convert(point(1.1, 2.3), to: y), point(-18.9, -17.7)))
        tiny.transform = Transform(scaleX: 1e-7, y: 1e-7)
        #expect(near(try x.convert(point(123.456, 78.9), to: y), point(103.456, 58.9)))
    }

    @Test("cached matrices follow every change: geometry of an ancestor, reparenting, reordering, release")
    func cacheInvalidation() throws {
        let (root, scroll, child) = try scrollTree()
        #expect(try child.convert(point(0, 0), to: nil) == point(60, 60))
        scroll.center = point(160, 160)
        #expect(try child.convert(point(0, 0), to: nil) == point(160, 160))
        scroll.anchorPoint = point(0, 0)
        #expect(try child.convert(point(0, 0), to: nil) == point(210, 210))
        scroll.bounds.size = Size(width: 50, height: 50)
        #expect(try child.convert(point(0, 0), to: nil) == point(210, 210))
        scroll.bounds.origin = point(50, 50)
        #expect(try child.convert(point(0, 0), to: nil) == point(160, 160))
        scroll.transform = Transform(scaleX: 2, y: 2)
        #expect(try child.convert(point(0, 0), to: nil) == point(160, 160))
        #expect(try child.convert(point(1, 0), to: nil) == point(162, 160))
        scroll.frame = rect(0, 0, 100, 100)
        #expect(try child.convert(point(0, 0), to: nil) == point(0, 0))
        let other = View(frame: rect(0, 0, 10, 10), name: "other")
        other.center = point(1000, 0)
        try other.addSubview(scroll)
        #expect(try child.convert(point(0, 0), to: nil) == point(0, 0))
        #expect(try child.convert(point(0, 0), to: other) == point(0, 0))
        try root.addSubview(child)
        #expect(try child.convert(point(0, 0), to: nil) == point(50, 50))
        #expect(child.window === root)
        try child.pan(by: point(1, 1))
        #expect(try child.convert(point(0, 0), to: nil) == point(51, 51))
    }

    @Test("an ancestor's change reaches every cached descendant, beside uncached siblings and below uncached views")
    func invalidationThroughMixedSubtree() throws {
        // root ▸ list ▸ rows 0…5 ▸ one label each; only some rows and labels have converted
        // (have cached root matrices) when the list scrolls.
        let root = View(frame: rect(0, 0, 320, 480), name: "root")
        let list = View(frame: rect(0, 40, 320, 400), name: "list")
        try root.addSubview(list)
        var labels: [View] = []
        for i in 0..<6 {
            let row = View(frame: rect(0, Double(i) * 50, 320, 50), name: "row\(i)")
            let label = View(frame: rect(10, 5, 100, 20), name: "label\(i)")
            try list.addSubview(row)
            try row.addSubview(label)
            labels.append(label)
        }
        for offset in [0.0, 30, 75, 10] {
            list.bounds.origin = point(0, offset)
            // Rows 1 and 4 convert through their label (caching label, row, list); row 2 itself
            // converts (its label stays uncached); the others not at all.
            #expect(try labels[1].convert(point(0, 0), to: nil) == point(10, 40 + 50 + 5 - offset))
            #expect(try labels[4].convert(point(0, 0), to: nil) == point(10, 40 + 200 + 5 - offset))
            #expect(try list.subviews[2].convert(point(0, 0), to: nil) == point(0, 40 + 100 - offset))
        }
        for (i, label) in labels.enumerated() {
            #expect(try label.convert(point(0, 0), to: nil) == point(10, 40 + Double(i) * 50 + 5 - 10))
        }
        list.center = point(200, 240)
        #expect(try labels[5].convert(point(0, 0), to: nil) == point(50, 40 + 250 + 5 - 10))
    }

    @Test("a leaf moved and converted again and again gives what a tree with no caches gives")
    func leafMovedUnderCachedAncestors() throws {
        // The handle's root matrix is recomputed from its superview's cached one; a copy of the
        // tree built afresh for each step computes the whole chain.
        func tree(_ center: Point) throws -> (root: View, handle: View) {
            let root = View(frame: rect(0, 0, 1024, 768), name: "root")
            let panel = View(frame: rect(100, 80, 600, 400), name: "panel")
            panel.transform = Transform(rotationAngle: 0.1)
            try root.addSubview(panel)
            let handle = View(frame: rect(278, 178, 44, 44), name: "handle")
            try panel.addSubview(handle)
            handle.center = center
            return (root, handle)
        }
        let (root, handle) = try tree(point(300, 200))
        for step in 0..<20 {
            handle.center = point(300 + Double(step) * 7.25, 200 - Double(step) * 3.5)
            handle.anchorPoint = point(Double(step % 3) * 0.5, 0.5)
            let fresh = try tree(handle.center)
            fresh.handle.anchorPoint = handle.anchorPoint
            #expect(try handle.convert(handle.bounds, to: root) == fresh.handle.convert(fresh.handle.bounds, to: fresh.root))
            #expect(try handle.convert(point(1, 2), to: nil) == fresh.handle.convert(point(1, 2), to: nil))
            #expect(try root.convert(point(500, 300), to: handle) == fresh.root.convert(point(500, 300), to: fresh.handle))
        }
    }

    @Test("a root matrix read from the cache, from the superview's cache, up a chain, or of a root or a removed view, is the tree's")
    func rootMatrixFromEveryCacheState() throws {
        // root ▸ a (turned) ▸ b ▸ c, and the same tree built afresh (nothing cached) to compare.
        func tree(_ cCenter: Point, _ bCenter: Point) throws -> (root: View, a: View, b: View, c: View) {
            let root = View(frame: rect(0, 0, 800, 600), name: "root")
            let a = View(frame: rect(50, 40, 400, 300), name: "a")
            a.transform = Transform(rotationAngle: 0.3)
            let b = View(frame: rect(20, 30, 200, 150), name: "b")
            let c = View(frame: rect(5, 6, 40, 30), name: "c")
            try root.addSubview(a)
            try a.addSubview(b)
            try b.addSubview(c)
            b.center = bCenter
            c.center = cCenter
            return (root, a, b, c)
        }
        let (root, a, b, c) = try tree(point(25, 21), point(120, 105))
        for step in 0..<6 {
            // Even steps move only c (its superview's cache is valid); odd steps move b too
            // (c's matrix is made up the chain from a's).
            c.center = point(25 + Double(step) * 3.5, 21 - Double(step))
            if step % 2 == 1 { b.center = point(120 - Double(step) * 2, 105 + Double(step)) }
            let fresh = try tree(c.center, b.center)
            for _ in 0..<2 {   // the second time from c's own cache
                #expect(try c.convert(point(1, 2), to: nil) == fresh.c.convert(point(1, 2), to: nil))
                #expect(try c.convert(point(3, 4), to: root) == fresh.c.convert(point(3, 4), to: fresh.root))
                #expect(try root.convert(point(200, 100), to: c) == fresh.root.convert(point(200, 100), to: fresh.c))
                #expect(try c.convert(point(0, 0), from: nil) == fresh.c.convert(point(0, 0), from: nil))
            }
        }
        // A root's matrix is the identity; a removed subtree has its top as its root.
        #expect(try root.convert(point(7, 8), to: nil) == point(7, 8))
        a.removeFromSuperview()
        let alone = try tree(c.center, b.center)
        alone.a.removeFromSuperview()
        #expect(try c.convert(point(1, 2), to: nil) == alone.c.convert(point(1, 2), to: nil))
        #expect(try c.convert(point(1, 2), to: a) == alone.c.convert(point(1, 2), to: alone.a))
        #expect(throws: GeometryError.self) { try c.convert(point(1, 2), to: root) }
    }

    @Test("a conversion read from the caches as they lie (superview, subview, cousin, root) follows every change, both ways")
    func cachedAnswersFollowChanges() throws {
        // root ▸ table ▸ (card, other): each pair converted twice (the second time from the
        // caches the first filled), compared with the same tree built afresh (nothing cached).
        func tree(_ turn: Double, _ scale: Double) throws -> (root: View, table: View, card: View, other: View) {
            let root = View(frame: rect(0, 0, 800, 600), name: "root")
            let table = View(frame: rect(40, 30, 500, 400), name: "table")
            try root.addSubview(table)
            let card = View(frame: rect(60, 40, 140, 100), name: "card"), other = View(frame: rect(300, 200, 80, 60), name: "other")
            for v in [card, other] { try table.addSubview(v) }
            card.transform = Transform(rotationAngle: turn)
            other.transform = Transform(scaleX: scale, y: 1)
            return (root, table, card, other)
        }
        let t = try tree(0, 1)
        for step in 0..<4 {
            let turn = Double(step) * 0.2, scale = step == 2 ? 0 : 1 + Double(step)
            t.card.transform = Transform(rotationAngle: turn)
            t.other.transform = Transform(scaleX: scale, y: 1)
            let f = try tree(turn, scale)
            for _ in 0..<2 {
                #expect(try t.card.convert(point(3, 4), from: t.table) == f.card.convert(point(3, 4), from: f.table))
                #expect(try t.card.convert(point(3, 4), to: t.table) == f.card.convert(point(3, 4), to: f.table))
                #expect(try t.table.convert(point(70, 80), from: t.card) == f.table.convert(point(70, 80), from: f.card))
                #expect(try t.table.convert(point(70, 80), to: t.card) == f.table.convert(point(70, 80), to: f.card))
                #expect(try t.card.convert(point(5, 6), from: t.card) == point(5, 6))
                #expect(try t.card.convert(point(9, 8), from: nil) == f.card.convert(point(9, 8), from: nil))
                #expect(try t.card.convert(point(9, 8), from: t.root) == f.card.convert(point(9, 8), from: f.root))
                if scale == 0 {
                    #expect(throws: GeometryError.self) { try t.other.convert(point(1, 1), from: t.table) }
                    #expect(throws: GeometryError.self) { try t.other.convert(point(1, 1), from: t.card) }
                    #expect(throws: GeometryError.self) { try t.other.convert(point(1, 1), from: nil) }
                } else {
                    #expect(try t.other.convert(point(1, 2), from: t.table) == f.other.convert(point(1, 2), from: f.table))
                    #expect(try t.other.convert(point(1, 2), from: t.card) == f.other.convert(point(1, 2), from: f.card))
                    #expect(try t.card.convert(point(1, 2), from: t.other) == f.card.convert(point(1, 2), from: f.other))
                    #expect(try t.other.convert(point(1, 2), from: nil) == f.other.convert(point(1, 2), from: nil))
                }
            }
        }
        // A view taken out of the tree: its cached matrices are not used for the old tree.
        t.card.removeFromSuperview()
        #expect(throws: GeometryError.self) { try t.card.convert(point(1, 2), from: t.table) }
        #expect(throws: GeometryError.self) { try t.card.convert(point(1, 2), from: t.other) }
        #expect(try t.card.convert(point(1, 2), from: nil) == t.card.convert(point(1, 2), from: t.card))
    }
}
