import GeoScript

/// What a host pays per `evaluate` of a tiny expression: compiling it and handing the run to
/// the interpreter's big-stack thread and back (issue 13: a thread per run cost most of it).
let evaluateBenchmark = Benchmark(
    name: "evaluate",
    summary: "evaluate a tiny expression on one interpreter, again and again"
) {
    let geo = Interpreter()
    geo["n"] = .number(1)
    let batch = 1_000
    let rate = measureRate(batch: batch) {
        var sum = 0.0
        for _ in 0..<batch { sum += (try? geo.evaluate("n + 1"))?.asNumber ?? 0 }
        return sum
    }
    print("   evaluate(\"n + 1\"): \(formatRate(rate)) (\(roundedMicroseconds(1e6 / rate)) µs each)")
}

private func roundedMicroseconds(_ x: Double) -> String { String((x * 10).rounded() / 10) }
