/// One named benchmark: `run` prints its own result lines.
struct Benchmark: Sendable {
    let name: String
    let summary: String
    let run: @Sendable () -> Void
}

/// Runs `body` (which performs `batch` operations and returns a checksum) until at least
/// `seconds` have passed, and returns operations per second. The checksum is consumed so the
/// work cannot be optimised away.
func measureRate(batch: Int, seconds: Double = 0.5, _ body: () -> Double) -> Double {
    let clock = ContinuousClock()
    var checksum = body()  // warm-up
    var operations = 0
    let start = clock.now
    var elapsed = 0.0
    repeat {
        checksum += body()
        operations += batch
        let (s, atto) = (clock.now - start).components
        elapsed = Double(s) + Double(atto) * 1e-18
    } while elapsed < seconds
    if checksum.isNaN { print("   (checksum is NaN)") }
    return Double(operations) / elapsed
}

/// "12.3 M/s" style rate text.
func formatRate(_ rate: Double) -> String {
    if rate >= 1e6 { return "\(roundedText(rate / 1e6)) M/s" }
    if rate >= 1e3 { return "\(roundedText(rate / 1e3)) k/s" }
    return "\(roundedText(rate)) /s"
}

private func roundedText(_ x: Double) -> String {
    let r = (x * 100).rounded() / 100
    return String(r)
}

