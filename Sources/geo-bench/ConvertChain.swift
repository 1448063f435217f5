import GeoViews

/// Converting points from the leaf of a 64-deep chain of transformed views (issue 2: ≥ 2 M/s).
let convertChainBenchmark = Benchmark(
    name: "convert",
    summary: "convert a point from the leaf of a 64-deep chain of transformed views"
) {
    let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000), name: "root")
    var chain = [root]
    for i in 1...64 {
        let v = View(frame: Rect(x: 3, y: 2, width: 900, height: 900), name: "v\(i)")
        v.transform = Transform(rotationAngle: 0.01 * Double(i)).scaledBy(x: 1.001, y: 0.999)
        v.bounds.origin = Point(x: Double(i % 3), y: 1)
        v.anchorPoint = Point(x: 0.4, y: 0.6)
        do { try chain[chain.count - 1].addSubview(v) } catch { print("setup failed: \(error)"); return }
        chain.append(v)
    }
    let leaf = chain[chain.count - 1]
    let middle = chain[32]
    let batch = 10_000

    func convert(to target: View?, touching touched: View? = nil) -> Double {
        measureRate(batch: batch) {
            var sum = 0.0
            for i in 0..<batch {
                if let touched { touched.center.x += i & 1 == 0 ? 1 : -1 }
                let p = Point(x: Double(i & 1023), y: 7)
                if let q = try? leaf.convert(p, to: target) { sum += q.x }
            }
            return sum
        }
    }

    print("   leaf → nil (the root's space):                \(formatRate(convert(to: nil)))   target ≥ 2 M/s")
    print("   leaf → root (a view):                         \(formatRate(convert(to: root)))")
    print("   leaf → the chain's 32nd view:                 \(formatRate(convert(to: middle)))")
    print("   leaf → nil, the root moved before each one:   \(formatRate(convert(to: nil, touching: root)))"
        + "   (all 64 cached matrices rebuilt)")
}
