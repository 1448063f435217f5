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

/// A small seeded generator (SplitMix64) so every run measures the same work.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
