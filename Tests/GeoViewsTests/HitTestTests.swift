import Testing
@testable import GeoViews

@Suite("Hit-testing with UIKit's rules")
struct HitTestTests {
    /// root (0, 0, 200, 200) ▸ back (0, 0, 100, 100), front (50, 50, 100, 100) ▸ inner (10, 10, 20, 20).
    func scene() throws -> (root: View, back: View, front: View, inner: View) {
        let root = View(frame: rect(0, 0, 200, 200), name: "root")
        let back = View(frame: rect(0, 0, 100, 100), name: "back")
        let front = View(frame: rect(50, 50, 100, 100), name: "front")
        let inner = View(frame: rect(10, 10, 20, 20), name: "inner")
        try root.addSubview(back)
        try root.addSubview(front)
        try front.addSubview(inner)
        return (root, back, front, inner)
    }

    @Test("front-most subview first, deepest view wins, the view itself when no subview takes the point")
    func order() throws {
        let s = try scene()
        #expect(s.root.hitTest(point(10, 10)) === s.back)
        #expect(s.root.hitTest(point(120, 120)) === s.front)
        #expect(s.root.hitTest(point(65, 65)) === s.inner)
        #expect(s.root.hitTest(point(190, 10)) === s.root)
        #expect(s.root.hitTest(point(200, 10)) == nil)  // the max edge is outside
        #expect(s.root.hitTest(point(-1, 10)) == nil)
        s.root.bringSubviewToFront(s.back)
        #expect(s.root.hitTest(point(75, 75)) === s.back)
        #expect(s.root.hitTest(point(120, 120)) === s.front)
    }

    enum Flag: String, Sendable, CaseIterable {
        case hidden, alphaBelow001, noInteraction
    }

    @Test("hidden, alpha < 0.01 and non-interactive views are skipped with their subtrees", arguments: Flag.allCases)
    func skipped(_ flag: Flag) throws {
        let s = try scene()
        switch flag {
        case .hidden: s.front.isHidden = true
        case .alphaBelow001: s.front.alpha = 0.0099
        case .noInteraction: s.front.isUserInteractionEnabled = false
        }
        #expect(s.root.hitTest(point(65, 65)) === s.back)
        #expect(s.root.hitTest(point(120, 120)) === s.root)
        #expect(s.front.hitTest(point(15, 15)) == nil)
    }

    @Test("alpha exactly 0.01 is still hit")
    func alphaThreshold() throws {
        let s = try scene()
        s.front.alpha = 0.01
        #expect(s.root.hitTest(point(65, 65)) === s.inner)
    }

    @Test("a subview outside its superview's bounds is never hit there, whatever clipsToBounds says",
          arguments: [false, true])
    func outsideSuperview(_ clips: Bool) throws {
        let s = try scene()
        s.front.clipsToBounds = clips
        let sticking = View(frame: rect(90, 90, 40, 40), name: "sticking")
        try s.front.addSubview(sticking)
        #expect(s.root.hitTest(point(145, 145)) === sticking)  // inside front's bounds
        #expect(s.root.hitTest(point(155, 155)) === s.root)    // outside front's bounds
    }

    @Test("a rotated view is hit by its rotated shape, not by its frame box")
    func rotatedShape() throws {
        let root = View(frame: rect(0, 0, 200, 200), name: "root")
        let diamond = View(frame: rect(50, 50, 100, 100), name: "diamond")
        diamond.transform = Transform(rotationAngle: .pi / 4)
        try root.addSubview(diamond)
        // The frame box is about (29.3, 29.3, 141.4, 141.4); its corner is outside the diamond.
        #expect(diamond.frame.contains(point(35, 35)))
        #expect(root.hitTest(point(35, 35)) === root)
        #expect(root.hitTest(point(100, 35)) === diamond)
        #expect(root.hitTest(point(100, 100)) === diamond)
    }

    @Test("a view with a singular transform cannot be hit")
    func singular() throws {
        let s = try scene()
        s.front.transform = Transform(scaleX: 0, y: 1)
        #expect(s.root.hitTest(point(100, 75)) === s.root)
    }

    @Test("hitTest starts with the receiver's own flags and bounds")
    func receiver() throws {
        let s = try scene()
        #expect(s.front.hitTest(point(15, 15)) === s.inner)
        #expect(s.front.hitTest(point(-1, 15)) == nil)
        s.front.isHidden = true
        #expect(s.front.hitTest(point(15, 15)) == nil)
    }

    /// A parent with 20 × 20 rotated subviews, enough to be hit-tested through the index.
    func grid() throws -> (View, [View]) {
        let root = View(frame: rect(0, 0, 1200, 1200), name: "root")
        var views: [View] = []
        for row in 0..<20 {
            for col in 0..<20 {
                let v = View(frame: rect(Double(col) * 50 + 5, Double(row) * 50 + 5, 40, 40), name: "\(row),\(col)")
                v.transform = Transform(rotationAngle: Double(row * 20 + col) * 0.1)
                try root.addSubview(v)
                views.append(v)
            }
        }
        return (root, views)
    }

    func agreesWithReference(_ root: View, _ r: inout SeededRandom, count: Int = 400) -> Bool {
        for _ in 0..<count {
            let p = point(r.double(-10...1010), r.double(-10...1010))
            if root.hitTest(p) !== referenceHitTest(root, p) { return false }
        }
        return true
    }

    @Test("the spatial index follows every change that affects a subview's frame or order")
    func indexInvalidation() throws {
        let (root, views) = try grid()
        var r = SeededRandom(seed: 7)
        #expect(agreesWithReference(root, &r))
        let v = views[210]  // row 10, col 10: around (525, 525)
        #expect(root.hitTest(point(525, 525)) === v)
        v.center = point(1100, 1100)
        #expect(root.hitTest(point(525, 525)) === root)
        #expect(root.hitTest(point(1100, 1100)) === v)
        v.transform = Transform(scaleX: 3, y: 3)
        #expect(root.hitTest(point(1150, 1100)) === v)
        v.bounds.size = Size(width: 4, height: 4)
        #expect(root.hitTest(point(1150, 1100)) === root)
        v.anchorPoint = point(0, 0)  // the frame moves to (1100, 1100, 12, 12)
        #expect(root.hitTest(point(1105, 1105)) === v)
        #expect(root.hitTest(point(1095, 1095)) === root)
        v.frame = rect(1010, 1010, 60, 60)
        #expect(root.hitTest(point(1065, 1065)) === v)
        // Now overlapping the last grid view (row 19, col 19, centred at (975, 975)), behind it.
        v.frame = rect(960, 960, 30, 30)
        #expect(root.hitTest(point(975, 975)) === views[399])
        root.bringSubviewToFront(v)
        #expect(root.hitTest(point(975, 975)) === v)
        root.sendSubviewToBack(v)
        #expect(root.hitTest(point(975, 975)) === views[399])
        try root.insertSubview(v, at: 400)
        #expect(root.hitTest(point(975, 975)) === v)
        v.isHidden = true
        #expect(root.hitTest(point(975, 975)) === views[399])
        v.isHidden = false
        try v.pinch(scale: 0.5, at: point(960, 960))  // frame (960, 960, 15, 15)
        #expect(root.hitTest(point(965, 965)) === v)
        #expect(root.hitTest(point(980, 980)) === views[399])
        try v.rotate(by: .pi, at: point(960, 960))  // frame (945, 945, 15, 15)
        #expect(root.hitTest(point(950, 950)) === v)
        v.removeFromSuperview()
        #expect(root.hitTest(point(950, 950)) !== v)
        try root.addSubview(v)
        #expect(root.hitTest(point(950, 950)) === v)
        #expect(agreesWithReference(root, &r))
    }

    @Test("large subviews (tested for every point) interleave with gridded ones in front-to-back order")
    func largeSubviews() throws {
        let (root, views) = try grid()
        let background = View(frame: rect(0, 0, 1200, 1200), name: "background")
        let band = View(frame: rect(0, 400, 1200, 100), name: "band")
        band.transform = Transform(rotationAngle: 0.2)
        let overlay = View(frame: rect(600, 0, 300, 1200), name: "overlay")
        try root.insertSubview(background, at: 0)
        try root.insertSubview(band, at: 150)
        try root.addSubview(overlay)
        var r = SeededRandom(seed: 9)
        #expect(agreesWithReference(root, &r, count: 2000))
        #expect(root.hitTest(point(1100, 50)) === background)
        #expect(root.hitTest(point(700, 700)) === overlay)
        #expect(root.hitTest(point(25, 25)) === views[0])
        overlay.isUserInteractionEnabled = false
        #expect(root.hitTest(point(700, 1100)) === background)
        #expect(agreesWithReference(root, &r, count: 2000))
    }

    /// A tree whose views are held only by their superviews, and a point that hits `leaf`:
    /// root ▸ `width` subviews (the front one holding `leaf`), so 40 uses the spatial index.
    func heldByTree(width: Int) throws -> (root: View, leaf: View, p: Point) {
        let root = View(frame: rect(0, 0, 1000, 100), name: "root")
        for i in 0..<width {
            let column = View(frame: rect(Double(i) * 20, 0, 20, 100), name: "column \(i)")
            try root.addSubview(column)
            if i == width - 1 { try column.addSubview(View(frame: rect(2, 2, 10, 10), name: "leaf")) }
        }
        let leaf = root.subviews[width - 1].subviews[0]
        return (root, leaf, point(Double(width - 1) * 20 + 5, 5))
    }

    @Test("the view hitTest answers is the caller's to keep: it outlives the tree that held it",
          arguments: [3, 40])
    func answerIsOwned(width: Int) throws {
        weak var weakRoot: View?
        weak var weakColumn: View?
        var hit: View?
        do {
            let (root, leaf, p) = try heldByTree(width: width)
            weakRoot = root
            weakColumn = leaf.superview
            hit = root.hitTest(p)
            #expect(hit === leaf)
            #expect(root.hitTest(point(Double(width - 1) * 20 + 15, 50)) === weakColumn)
        }
        // Only the answer is held now: the tree is freed, the answer is not.
        #expect(weakRoot == nil)
        #expect(weakColumn == nil)
        #expect(hit?.name == "leaf")
        #expect(hit?.superview == nil)
        #expect(hit?.superviewWasFreed == true)
    }

    @Test("subviews with non-finite frames neither crash the index nor get hit")
    func nonFinite() throws {
        let (root, views) = try grid()
        views[3].center = point(.nan, 0)
        views[4].transform = Transform(scaleX: .infinity, y: 1)
        views[5].bounds.size = Size(width: .infinity, height: 10)
        var r = SeededRandom(seed: 8)
        #expect(agreesWithReference(root, &r))
        #expect(root.hitTest(point(.nan, 1)) == nil)
        #expect(root.hitTest(point(.infinity, 1)) == nil)
    }
}

@Suite("Explaining conversion and hit-testing")
struct ExplainTests {
    @Test("hitTestTrace lists each view visited with its point and verdict, and agrees with hitTest")
    func trace() throws {
        let root = View(frame: rect(0, 0, 200, 200), name: "root")
        let back = View(frame: rect(0, 0, 100, 100), name: "back")
        let hidden = View(frame: rect(0, 0, 100, 100), name: "hidden")
        let flat = View(frame: rect(0, 0, 100, 100), name: "flat")
        let far = View(frame: rect(150, 150, 10, 10), name: "far")
        let inner = View(frame: rect(10, 10, 20, 20), name: "inner")
        for v in [back, hidden, flat, far] { try root.addSubview(v) }
        try back.addSubview(inner)
        hidden.isHidden = true
        flat.transform = Transform(scaleX: 0, y: 0)
        let (result, steps) = root.hitTestTrace(point(15, 20))
        #expect(result === inner)
        #expect(result === root.hitTest(point(15, 20)))
        #expect(steps.map { $0.view.name ?? "" } == ["root", "far", "flat", "hidden", "back", "inner"])
        #expect(steps.map(\.verdict) == [.entered, .outside, .singular, .hidden, .entered, .entered])
        #expect(steps.map(\.depth) == [0, 1, 1, 1, 1, 2])
        #expect(steps[1].point == point(-135, -130))
        #expect(steps[2].point == nil)
        #expect(steps[5].point == point(5, 10))
        let (none, outside) = root.hitTestTrace(point(-1, 0))
        #expect(none == nil)
        #expect(outside.map(\.verdict) == [.outside])
    }

    @Test("hitTestTrace agrees with hitTest on random trees", arguments: [UInt64(3), 4, 5, 6])
    func traceAgrees(seed: UInt64) throws {
        var r = SeededRandom(seed: seed)
        let (root, views) = randomTree(&r, depth: 5, flags: true, wide: true)
        for _ in 0..<300 {
            let target = views[r.int(0...(views.count - 1))]
            let p = try target.convert(point(r.double(-10...60), r.double(-10...60)), to: root)
            #expect(root.hitTestTrace(p).result === root.hitTest(p))
        }
    }

    @Test("conversionSteps go up to the common ancestor and down, and multiply to transform(to:)")
    func steps() throws {
        let root = View(frame: rect(0, 0, 400, 400), name: "root")
        let a = View(frame: rect(10, 10, 100, 100), name: "a")
        let a1 = View(frame: rect(5, 5, 10, 10), name: "a1")
        let b = View(frame: rect(200, 10, 100, 100), name: "b")
        try root.addSubview(a)
        try a.addSubview(a1)
        try root.addSubview(b)
        b.transform = Transform(rotationAngle: 0.5).scaledBy(x: 2, y: 1)
        let steps = try a1.conversionSteps(to: b)
        #expect(steps.map { "\($0.from.name ?? "")→\($0.to.name ?? "")" } == ["a1→a", "a→root", "root→b"])
        #expect(steps.map(\.direction) == [.up, .up, .down])
        let product = steps.reduce(Transform.identity) { $0.concatenating($1.transform) }
        #expect(product.isApproximatelyEqual(to: try a1.transform(to: b), tolerance: 1e-12))
        #expect(try a1.conversionSteps(to: nil).map(\.to.name) == ["a", "root"])
        #expect(try a1.conversionSteps(to: a1).isEmpty)
        b.transform = Transform(scaleX: 0, y: 1)
        #expect(throws: GeometryError.self) { try a1.conversionSteps(to: b) }
        #expect(throws: GeometryError.self) { try a1.conversionSteps(to: View()) }
    }

    /// A board of many tiles (past the index's threshold) builds its subview index only when
    /// hit tests come with no change between them: a drag that moves a tile before each tap
    /// scans (the same answers, no build each time), and a board that holds still builds the
    /// index after a few scans. The answers are the front-most tile's either way.
    @Test("the subview index is built only when hit tests come without changes between them")
    func indexWaitsForAStillBoard() throws {
        let board = View(frame: rect(0, 0, 400, 400), name: "board")
        var tiles: [View] = []
        for k in 0..<100 {
            let t = View(frame: rect(Double(k % 10) * 40, Double(k / 10) * 40, 38, 38), name: "t\(k)")
            try board.addSubview(t)
            tiles.append(t)
        }
        let dragged = tiles[99]   // the front-most
        for step in 0..<20 {
            dragged.center = Point(x: 5 + Double(step) * 19, y: 221)
            #expect(board.hitTest(Point(x: 7 + Double(step) * 19, y: 222)) === dragged)
            #expect(board._childIndex == nil, "built while a tile moved before every tap (step \(step))")
        }
        dragged.center = Point(x: 379, y: 379)
        for k in 0..<Int(ChildIndex.scansBeforeBuilding) {
            #expect(board.hitTest(Point(x: 1, y: 1)) === tiles[0])
            #expect(board._childIndex == nil, "built after \(k + 1) scans")
        }
        #expect(board.hitTest(Point(x: 390, y: 390)) === dragged)
        #expect(board._childIndex != nil)
        #expect(board.hitTest(Point(x: 361, y: 361)) === dragged)
        #expect(board.hitTest(Point(x: 350, y: 341)) === tiles[88])
        dragged.center = Point(x: 5, y: 5)
        #expect(board._childIndex == nil)
        #expect(board.hitTest(Point(x: 6, y: 6)) === dragged)
    }
}
