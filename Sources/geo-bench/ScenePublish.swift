import GeoViews
import GeoScene

/// Publishing a 10,000-view scene for the live view (issue 10: ≤ 50 ms): the snapshot (copy of
/// the trees and every view's numbers) and its JSON, as `geo --serve` does after each entry.
let scenePublishBenchmark = Benchmark(
    name: "scene",
    summary: "publish a 10,000-view scene for the live view: snapshot and JSON"
) {
    var random = SeededRandom(seed: 10)
    let root = View(frame: Rect(x: 0, y: 0, width: 5000, height: 5000), name: "root")
    // 100 rows of 99 cells: 10,000 views, half of them turned, two levels deep.
    for row in 0..<100 {
        let strip = View(frame: Rect(x: 0, y: Double(row) * 50, width: 5000, height: 50), name: "row\(row)")
        for col in 0..<99 {
            let v = View(frame: Rect(x: Double(col) * 50 + 5, y: 5, width: 40, height: 40))
            if col.isMultiple(of: 2) {
                v.transform = Transform(rotationAngle: Double.random(in: 0 ..< 2 * Double.pi, using: &random))
            }
            do { try strip.addSubview(v) } catch { print("setup failed: \(error)"); return }
        }
        do { try root.addSubview(strip) } catch { print("setup failed: \(error)"); return }
    }
    let names = SceneNames()
    var version = 0
    var bytes = 0
    let snapshots = measureRate(batch: 1, seconds: 1) {
        version += 1
        return Double(SceneSnapshot(version: version, roots: [root], names: names).views.count)
    }
    let scene = SceneSnapshot(version: 0, roots: [root], names: names)
    let encodings = measureRate(batch: 1, seconds: 1) {
        let json = scene.json()
        bytes = json.count
        return Double(json.count)
    }
    let published = measureRate(batch: 1, seconds: 1) {
        version += 1
        return Double(SceneSnapshot(version: version, roots: [root], names: names).json().count)
    }
    print("   snapshot of \(scene.views.count) views:               \(milliseconds(snapshots)) ms")
    print("   its JSON (\(bytes / 1024) KB):                      \(milliseconds(encodings)) ms")
    print("   publish (snapshot + JSON):                  \(milliseconds(published)) ms   target ≤ 50 ms")
}

private func milliseconds(_ ratePerSecond: Double) -> String {
    let ms = 1000 / ratePerSecond
    return String((ms * 10).rounded() / 10)
}
