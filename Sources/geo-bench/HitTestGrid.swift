import GeoViews

/// Hit-testing a flat grid of 10,000 rotated views (issue 2: ≥ 100 k/s).
let hitTestGridBenchmark = Benchmark(
    name: "hittest",
    summary: "hit-test random points on a flat 100×100 grid of 10,000 rotated views"
) {
    var random = SeededRandom(seed: 2)
    let root = View(frame: Rect(x: 0, y: 0, width: 5000, height: 5000), name: "root")
    for row in 0..<100 {
        for col in 0..<100 {
            let v = View(frame: Rect(x: Double(col) * 50 + 5, y: Double(row) * 50 + 5, width: 40, height: 40))
            v.transform = Transform(rotationAngle: Double.random(in: 0 ..< 2 * Double.pi, using: &random))
            do { try root.addSubview(v) } catch { print("setup failed: \(error)"); return }
        }
    }
    let count = 4096
    let points = (0..<count).map { _ in
        Point(x: Double.random(in: 0..<5000, using: &random), y: Double.random(in: 0..<5000, using: &random))
    }
    var hits = 0
    for p in points where root.hitTest(p) !== root { hits += 1 }

    let warm = measureRate(batch: count) {
        var sum = 0.0
        for p in points { if root.hitTest(p) !== root { sum += 1 } }
        return sum
    }
    print("   hitTest, index built:                         \(formatRate(warm))   target ≥ 100 k/s"
        + "   (\(hits * 100 / count)% of points hit a subview)")

    // After a change to one subview the index is rebuilt on the next hit-test.
    let moved = root.subviews[5000]
    let cold = measureRate(batch: 64) {
        var sum = 0.0
        for i in 0..<64 {
            moved.center.x += i & 1 == 0 ? 1 : -1
            if root.hitTest(points[i]) !== root { sum += 1 }
        }
        return sum
    }
    print("   hitTest right after a subview moved:          \(formatRate(cold))   (index rebuilt each time)")
}
