import GeoRender


enum Trees {
    /// root (0, 0, 100, 50) with `a` (10, 10, 40, 20) and a hidden `b` (60, 20, 30, 20).
    static func small() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 50), name: "root")
        let a = View(frame: Rect(x: 10, y: 10, width: 40, height: 20), name: "a")
        let b = View(frame: Rect(x: 60, y: 20, width: 30, height: 20), name: "b")
        b.isHidden = true
        try? root.addSubview(a)
        try? root.addSubview(b)
        return root
    }

    /// The tour's tree: root, a card turned 30°, a button inside the card.
    static func tour() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100), name: "card")
        let button = View(frame: Rect(x: 150, y: 60, width: 40, height: 30), name: "button")
        try? root.addSubview(card)
        try? card.addSubview(button)
        card.transform = Transform(rotationAngle: Double.pi / 6)
        return root
    }

    /// A random tree of 1…12 views: rotations, scales (also negative and zero), shears,
    /// anchor points, bounds origins, hidden views, unnamed views.
    static func random(_ g: inout SeededRandom) -> View {
        func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &g) }
        let count = Int.random(in: 1...12, using: &g)
        var views: [View] = []
        for i in 0..<count {
            let v = View(frame: Rect(x: number(-200...200), y: number(-200...200),
                                     width: number(0...150), height: number(0...150)),
                         name: Bool.random(using: &g) ? "v\(i)" : nil)
            switch Int.random(in: 0...5, using: &g) {
            case 0: v.transform = Transform(rotationAngle: number(-4...4))
            case 1: v.transform = Transform(scaleX: number(-2...2), y: number(-2...2))
            case 2: v.transform = Transform(shearX: number(-1...1), y: 0).rotated(by: number(-1...1))
            case 3: v.transform = Transform(scaleX: 0, y: 1)
            default: break
            }
            if Int.random(in: 0...3, using: &g) == 0 { v.anchorPoint = Point(x: number(-0.5...1.5), y: number(-0.5...1.5)) }
            if Int.random(in: 0...3, using: &g) == 0 { v.bounds.origin = Point(x: number(-50...50), y: number(-50...50)) }
            v.isHidden = Int.random(in: 0...5, using: &g) == 0
            if let parent = views.randomElement(using: &g) { try? parent.addSubview(v) }
            views.append(v)
        }
        return views[0]
    }

    /// The number of views in the subtree.
    static func count(_ v: View) -> Int { 1 + v.subviews.map(count).reduce(0, +) }
}
