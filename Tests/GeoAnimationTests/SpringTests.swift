import Testing
@testable import GeoAnimation

/// The oscillator m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v0, integrated with
/// classical Runge–Kutta: an independent check of the closed form.
func integrateSpring(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, until end: Double)
    -> [(t: Double, x: Double)]
{
    let h = 1e-4
    var x = 0.0, v = v0, t = 0.0
    var samples: [(t: Double, x: Double)] = [(0, 0)]
    func accel(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
    let steps = Int((end / h).rounded())
    for i in 1...steps {
        let k1x = v, k1v = accel(x, v)
        let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        t = Double(i) * h
        if i % 500 == 0 { samples.append((t, x)) }
    }
    return samples
}

@Suite("Springs")
struct SpringTests {
    @Test(
        "closed form agrees with the integrated oscillator (under-, critically and over-damped)",
        arguments: [
            (1.0, 100.0, 10.0, 0.0),  // Core Animation's defaults: ζ = 0.5
            (1.0, 100.0, 20.0, 0.0),  // critical
            (1.0, 100.0, 20.000001, 0.0),  // just over
            (1.0, 100.0, 19.999999, 0.0),  // just under
            (1.0, 100.0, 60.0, 0.0),  // over
            (2.0, 300.0, 5.0, 3.0),  // light damping, initial velocity
            (0.5, 50.0, 10.0, -4.0),  // critical, moving away first
            (1.0, 40.0, 0.0, 0.0),  // undamped
            (1.0, 1000.0, 400.0, 10.0),  // strongly over-damped, large s·t
        ])
    func closedFormMatchesIntegration(m: Double, k: Double, c: Double, v0: Double) throws {
        let spring = try Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        for sample in integrateSpring(mass: m, stiffness: k, damping: c, velocity: v0, until: 3) {
            #expect(abs(spring.position(at: sample.t) - sample.x) < 1e-8, "t = \(sample.t)")
        }
    }

    @Test("SwiftUI's duration/bounce mapping")
    func swiftUIMapping() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        let omega = 2 * Double.pi / 0.5
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - omega * omega) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        let over = try Spring(duration: 1, bounce: -0.5)
        #expect(abs(over.dampingRatio - 2) < 1e-12)
        let critical = try Spring(duration: 0.4, bounce: 0)
        #expect(abs(critical.dampingRatio - 1) < 1e-12)
        #expect(spring.description == "spring(duration: 0.5, bounce: 0.3)")
        #expect(try Spring().description == "spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)")
    }

    @Test("critically damped spring equals 1 − e^(−ω₀t)(1 + ω₀t)")
    func criticalFormula() throws {
        let spring = try Spring(duration: 0.5, bounce: 0)
        let w = 2 * Double.pi / 0.5
        for i in 0...40 {
            let t = Double(i) / 40
            let expected = 1 - _exp(-w * t) * (1 + w * t)
            #expect(abs(spring.position(at: t) - expected) < 1e-12)
        }
    }

    @Test("a bouncy spring overshoots 1; progress uses seconds, not the fraction")
    func overshootAndSeconds() throws {
        let curve = try TimingCurve.spring(duration: 0.5, bounce: 0.5)
        guard case .spring(let spring) = curve.kind else {
            Issue.record("not a spring")
            return
        }
        let peak = (1...100).map { spring.position(at: Double($0) / 100) }.max() ?? 0
        #expect(peak > 1.1)
        // Same seconds, different durations: same progress while in flight.
        #expect(curve.progress(at: 0.2, duration: 1) == curve.progress(at: 0.2, duration: 5))
        #expect(curve.progress(at: 0.2, duration: 1) == spring.position(at: 0.2))
        // After its duration an unsettled spring presents the model.
        #expect(curve.progress(at: 0.3, duration: 0.3) == 1)
    }

    @Test("near-critical ratios are continuous with the critical form")
    func continuityAtCritical() throws {
        let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
        for damping in [20 - 1e-9, 20 + 1e-9, 20 - 1e-13, 20 + 1e-13] {
            let near = try Spring(mass: 1, stiffness: 100, damping: damping)
            for i in 0...30 {
                let t = Double(i) / 10
                #expect(abs(near.position(at: t) - critical.position(at: t)) < 1e-9)
            }
        }
    }

    @Test("strongly over-damped springs stay finite for long times")
    func longTimes() throws {
        let spring = try Spring(mass: 1, stiffness: 1, damping: 1e6)
        for t in [1.0, 1e3, 1e6, 1e9] {
            let x = spring.position(at: t)
            #expect(x.isFinite && x >= 0 && x <= 1)
        }
    }
}
