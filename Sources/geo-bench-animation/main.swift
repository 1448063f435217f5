// Native benchmarks of GeoAnimation: `swift run -c release geo-bench-animation [name …]`.
// Each workload prints its rate; a checksum keeps the optimiser from skipping the work.
import GeoAnimation

struct Workload {
    let name: String
    let count: Int
    let unit: String
    let body: (Int) -> Double
}

/// Rotation + scale + shear + translation on both ends, so every part interpolates.
let from = Transform(scale: Size(width: 1.5, height: 0.5), shear: 0.3, rotation: 0.2,
                     translation: Point(x: 10, y: -20))
let to = Transform(scale: Size(width: -2, height: 3), shear: -0.4, rotation: 2.9,
                   translation: Point(x: 300, y: 40))

let workloads: [Workload] = [
    Workload(name: "interpolation", count: 1_000_000, unit: "transforms") { n in
        // One decomposition, then n samples (how an animation samples a track).
        let path = TransformInterpolation(from: from, to: to)
        var sum = 0.0
        let step = 1 / Double(n)
        for i in 0..<n {
            let t = path.transform(at: Double(i) * step)
            sum += t.a + t.d + t.tx
        }
        return sum
    },
    Workload(name: "interpolate", count: 1_000_000, unit: "transforms") { n in
        // interpolate(from, to, p): decomposes both ends on every call.
        var sum = 0.0
        let step = 1 / Double(n)
        for i in 0..<n {
            let t = interpolate(from, to, Double(i) * step)
            sum += t.a + t.d + t.tx
        }
        return sum
    },
    Workload(name: "easeInOut", count: 1_000_000, unit: "curve values") { n in
        let curve = TimingCurve.easeInOut
        var sum = 0.0
        let step = 1 / Double(n)
        for i in 0..<n { sum += curve.progress(at: Double(i) * step, duration: 1) }
        return sum
    },
    Workload(name: "spring", count: 1_000_000, unit: "curve values") { n in
        let curve = (try? TimingCurve.spring(duration: 0.5, bounce: 0.3)) ?? .linear
        var sum = 0.0
        let step = 1 / Double(n)
        for i in 0..<n { sum += curve.progress(at: Double(i) * step, duration: 1) }
        return sum
    },
]

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(workloads.map(\.name))
if !unknown.isEmpty {
    print("unknown workload(s): \(unknown.sorted().joined(separator: ", ")); "
        + "available: \(workloads.map(\.name).joined(separator: ", "))")
}
let clock = ContinuousClock()
for workload in workloads where requested.isEmpty || requested.contains(workload.name) {
    var best = Duration.seconds(1_000_000)
    var checksum = 0.0
    for _ in 0..<5 {
        var result = 0.0
        let elapsed = clock.measure { result = workload.body(workload.count) }
        checksum = result
        best = min(best, elapsed)
    }
    let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) * 1e-18
    let rate = Double(workload.count) / seconds
    let millions = (rate / 1e4).rounded() / 100
    print("\(workload.name): \(millions) million \(workload.unit)/s (best of 5, \(workload.count) each; checksum \(checksum))")
}
