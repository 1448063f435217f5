import GeoHierarchy

/// Issue 11's target: a 100,000-view `recursiveDescription` dump loads in under a second. The
/// dump is written by `RecursiveDescription.describe` from a tree like an app's (rows of
/// cells, each a few labels and buttons, some turned), with the entries UIKit adds (layer,
/// opaque, autoresize) on every line, so each line is as long as a real one.
let importDumpBenchmark = Benchmark(
    name: "import-dump",
    summary: "parse a 100,000-view recursiveDescription and build the tree; write it back"
) {
    let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    root.className = "UIWindow"
    root.address = "0x7fb4c8d0a2b0"
    root.dumpAttributes = ["gestureRecognizers = <NSArray: 0x600002f1c630>", "layer = <UIWindowLayer: 0x600002f1c4e0>"]
    var count = 1
    var row = 0
    while count < 100_000 {
        let cell = View(frame: Rect(x: 0, y: Double(row) * 44, width: 390, height: 44))
        cell.className = "UITableViewCell"
        cell.dumpAttributes = ["autoresize = W", "layer = <CALayer: 0x600002f1c6a0>"]
        try? root.addSubview(cell)
        count += 1
        for i in 0..<9 where count < 100_000 {
            let v = View(frame: Rect(x: 16 + Double(i) * 40, y: 4, width: 36, height: 36))
            v.className = i % 3 == 0 ? "UILabel" : "UIButton"
            v.address = "0x7fb4c9\(String(100_000 + count, radix: 16))"
            if i % 3 == 0 { v.text = "Item \(count); it's new" }
            if i % 4 == 1 { v.transform = Transform(rotationAngle: 0.3) }
            v.dumpAttributes = ["opaque = NO", "autoresize = RM+BM", "layer = <_UILabelLayer: 0x600000d5c0a0>"]
            try? cell.addSubview(v)
            count += 1
        }
        row += 1
    }
    let text = RecursiveDescription.describe(root)
    let bytes = Array(text.utf8)
    let clock = ContinuousClock()
    var best = Duration.seconds(1000)
    var views = 0
    for _ in 0..<5 {
        let start = clock.now
        guard let imported = try? RecursiveDescription.parse(bytes) else {
            print("   the dump did not parse")
            return
        }
        let elapsed = clock.now - start
        views = imported.viewCount
        if elapsed < best { best = elapsed }
    }
    var bestWrite = Duration.seconds(1000)
    for _ in 0..<3 {
        let start = clock.now
        let again = RecursiveDescription.describe(root)
        let elapsed = clock.now - start
        if again.utf8.count != bytes.count { print("   the written dump changed size") }
        if elapsed < bestWrite { bestWrite = elapsed }
    }
    func ms(_ d: Duration) -> String {
        let (s, atto) = d.components
        return String((Double(s) * 1000 + Double(atto) * 1e-15).rounded()) + " ms"
    }
    print("   \(views) views, \(bytes.count / 1_000_000) MB: parse + build \(ms(best)) (best of 5), write \(ms(bestWrite)) (best of 3)")
}
