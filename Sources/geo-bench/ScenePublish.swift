#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    // Thread CPU time as well as wall time: on a loaded machine the wall clock mostly measures
    // the other processes.
    let snapshot = measureMilliseconds {
        version += 1
        return SceneSnapshot(version: version, roots: [root], names: names).views.count
    }
    let scene = SceneSnapshot(version: 0, roots: [root], names: names)
    let json = measureMilliseconds {
        bytes = scene.json().count
        return bytes
    }
    print("   publish = snapshot of \(scene.views.count) views:   \(snapshot)   target ≤ 50 ms")
    print("   its JSON (\(bytes / 1024) KB), on the first request: \(json)")
}

/// Runs `body` at least 5 times and at least 1 s of wall time; "W ms wall, C ms CPU" per run (medians).
private func measureMilliseconds(_ body: () -> Int) -> String {
    var walls: [Double] = [], cpus: [Double] = []
    var checksum = 0
    let clock = ContinuousClock()
    let start = clock.now
    repeat {
        let c0 = threadCPUSeconds(), w0 = clock.now
        checksum &+= body()
        let (s, atto) = (clock.now - w0).components
        walls.append((Double(s) + Double(atto) * 1e-18) * 1000)
        cpus.append((threadCPUSeconds() - c0) * 1000)
    } while walls.count < 5 || clock.now - start < .seconds(1)
    if checksum == -1 { print("   (checksum)") }
    func median(_ xs: [Double]) -> String { String((xs.sorted()[xs.count / 2] * 10).rounded() / 10) }
    return "\(median(walls)) ms wall, \(median(cpus)) ms CPU"
}

private func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}
