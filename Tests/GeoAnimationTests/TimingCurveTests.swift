import Testing
@testable import GeoAnimation


/// y for time fraction x by plain bisection on x(t) in Bernstein form, independently of
/// the engine's solver.
func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bernstein(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return bernstein(y1, y2, (lo + hi) / 2)
}

@Suite("Timing curves")
struct TimingCurveTests {
    // Values from an independent 200-step bisection (see referenceBezier).
    @Test(
        "named curves at known points",
        arguments: [
            ("easeInOut", 0.67, 0.772849877),
            ("easeInOut", 0.5, 0.5),
            ("easeInOut", 0.25, 0.129161931),
            ("easeIn", 0.5, 0.315356813),
            ("easeIn", 0.9, 0.839427846),
            ("easeOut", 0.5, 0.684643187),
            ("easeOut", 0.1, 0.160572154),
            ("default", 0.5, 0.802403388),
            ("default", 0.25, 0.408510591),
            ("linear", 0.37, 0.37),
        ])
    func namedCurveValues(name: String, x: Double, expected: Double) throws {
        let curve = try TimingCurve.named(name)
        #expect(abs(curve.progress(at: x * 2, duration: 2) - expected) < 1e-5)
        #expect(abs(curve.value(atFraction: x) - expected) < 1e-6)
    }

    @Test("easeInEaseOut at 0.67 is 0.772850 (issue 5)")
    func easeInEaseOutKnownValue() {
        #expect(abs(TimingCurve.easeInOut.value(atFraction: 0.67) - 0.772850) < 1e-5)
    }

    @Test("named curves have Core Animation's control points")
    func controlPoints() throws {
        #expect(TimingCurve.easeIn == (try TimingCurve.cubicBezier(0.42, 0, 1, 1)))
        #expect(TimingCurve.easeOut == (try TimingCurve.cubicBezier(0, 0, 0.58, 1)))
        #expect(TimingCurve.easeInOut == (try TimingCurve.cubicBezier(0.42, 0, 0.58, 1)))
        #expect(TimingCurve.default == (try TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1)))
        #expect(TimingCurve.easeIn != TimingCurve.easeOut)
        #expect(TimingCurve.easeInOut.description == "\"easeInOut\"")
        #expect((try TimingCurve.cubicBezier(0.1, 0.2, 0.3, 1.5)).description == "cubicBezier(0.1, 0.2, 0.3, 1.5)")
    }

    @Test("cubic-bezier round trip x → t → x within 1e-7, seeded random curves")
    func bezierRoundTrip() throws {
        var rng = SeededRandom(seed: 5)
        for _ in 0..<300 {
            let bezier = try CubicBezier(
                Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng),
                Double.random(in: 0...1, using: &rng), Double.random(in: -2...3, using: &rng))
            for _ in 0..<20 {
                let x = Double.random(in: 0...1, using: &rng)
                let t = bezier.solveCurveX(x)
                #expect(t >= 0 && t <= 1)
                #expect(abs(bezier.sampleX(t) - x) < 1e-7, "\(bezier) at x = \(x)")
            }
        }
    }

    @Test(
        "hard curves (flat dx/dt) still solve to 1e-7 and match the reference",
        arguments: [
            (1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 1.0, 0.0), (1.0, 1.0, 1.0, 1.0), (0.0, 0.0, 0.0, 0.0),
            (0.5, -0.5, 0.5, 1.5), (0.99, 0.0, 0.01, 1.0),
        ])
    func hardCurves(x1: Double, y1: Double, x2: Double, y2: Double) throws {
        let bezier = try CubicBezier(x1, y1, x2, y2)
        for i in 0...200 {
            let x = Double(i) / 200
            let t = bezier.solveCurveX(x)
            #expect(abs(bezier.sampleX(t) - x) < 1e-7, "\(bezier) at x = \(x)")
            // Near a vertical tangent a 1e-7 error in x can move y a lot; compare loosely there.
            let expected = referenceBezier(x1, y1, x2, y2, at: x)
            let slope = abs(bezier.derivativeX(t))
            if slope > 0.05 {
                #expect(abs(bezier.value(at: x) - expected) < 1e-5, "\(bezier) at x = \(x)")
            }
        }
    }

    @Test("Bézier ends are exact and y may overshoot")
    func bezierEndsAndOvershoot() throws {
        let back = try TimingCurve.cubicBezier(0.5, -0.5, 0.5, 1.5)
        #expect(back.value(atFraction: 0) == 0)
        #expect(back.value(atFraction: 1) == 1)
        #expect(back.value(atFraction: 0.1) < 0)
        #expect(back.value(atFraction: 0.9) > 1)
    }

    @Test("Bézier extrapolates along its end tangents outside 0…1")
    func bezierExtrapolation() throws {
        let bezier = try CubicBezier(0.2, 0.4, 0.6, 0.8)  // start slope 2, end slope 0.5
        #expect(abs(bezier.value(at: -0.5) - -1.0) < 1e-12)
        #expect(abs(bezier.value(at: 1.5) - 1.25) < 1e-12)
    }

    @Test(
        "steps(n) jumps at the end of each interval (jump-end)",
        arguments: [
            (4, 0.0, 0.0), (4, 0.24, 0.0), (4, 0.25, 0.25), (4, 0.5, 0.5), (4, 0.99, 0.75), (4, 1.0, 1.0),
            (1, 0.5, 0.0), (1, 1.0, 1.0), (3, 0.34, 1.0 / 3),
        ])
    func steps(n: Int, x: Double, expected: Double) throws {
        let curve = try TimingCurve.steps(n)
        #expect(curve.value(atFraction: x) == expected)
        #expect(curve.progress(at: x * 3, duration: 3) == expected)
    }

    @Test("progress is 0 before the start and 1 from the duration on")
    func progressEnds() throws {
        for curve in [TimingCurve.linear, .easeIn, try .steps(3), try .spring(duration: 1, bounce: 0.5)] {
            #expect(curve.progress(at: -1, duration: 2) == 0)
            #expect(curve.progress(at: 0, duration: 2) == 0)
            #expect(curve.progress(at: 2, duration: 2) == 1)
            #expect(curve.progress(at: 5, duration: 2) == 1)
            #expect(curve.progress(at: 0, duration: 0) == 1)
        }
        #expect(TimingCurve.linear.progress(at: 0.5, duration: 2) == 0.25)
    }

    // MARK: Errors

    static let badInputCases: [(@Sendable () throws -> Void, String)] = [
        ({ _ = try TimingCurve.cubicBezier(1.5, 0, 0.5, 1) }, "cubicBezier x1 must lie in 0…1"),
        ({ _ = try TimingCurve.cubicBezier(0.5, 0, -0.1, 1) }, "cubicBezier x2 must lie in 0…1"),
        ({ _ = try TimingCurve.cubicBezier(0.5, .nan, 0.5, 1) }, "cubicBezier y1 must be a finite number"),
        ({ _ = try TimingCurve.steps(0) }, "steps needs a whole number of steps, at least 1"),
        ({ _ = try TimingCurve.steps(2.5) }, "steps needs a whole number of steps"),
        ({ _ = try TimingCurve.steps(.nan) }, "steps needs a whole number"),
        ({ _ = try TimingCurve.spring(mass: 0) }, "spring mass must be a positive number, not 0"),
        ({ _ = try TimingCurve.spring(stiffness: -1) }, "spring stiffness must be a positive number"),
        ({ _ = try TimingCurve.spring(damping: -1) }, "spring damping must be zero or a positive number"),
        ({ _ = try TimingCurve.spring(initialVelocity: .infinity) }, "spring initialVelocity must be a finite"),
        ({ _ = try TimingCurve.spring(mass: .nan) }, "spring mass must be a positive number, not nan"),
        ({ _ = try TimingCurve.spring(duration: 0, bounce: 0) }, "spring duration must be a positive number"),
        ({ _ = try TimingCurve.spring(duration: 1, bounce: -1) }, "spring bounce must lie in -1 < bounce ≤ 1"),
        ({ _ = try TimingCurve.spring(duration: 1, bounce: 1.5) }, "spring bounce must lie in"),
    ]

    @Test("bad curve input is an error with a clear message", arguments: badInputCases)
    func badInput(make: @Sendable () throws -> Void, message: String) {
        do {
            try make()
            Issue.record("expected an error containing \(message)")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test(
        "unknown curve names suggest the right one",
        arguments: [
            ("easeInEaseOut", "easeInOut"), ("easInOut", "easeInOut"), ("ease-in-out", "easeInOut"),
            ("EaseIn", "easeIn"), ("lineer", "linear"), ("ease", "default"), ("easeOutt", "easeOut"),
        ])
    func suggestions(name: String, suggestion: String) {
        #expect(throws: AnimationError.self) { try TimingCurve.named(name) }
        do {
            _ = try TimingCurve.named(name)
        } catch {
            #expect(error.message.hasPrefix("unknown curve \"\(name)\"; did you mean \"\(suggestion)\"?"), "\(error)")
        }
    }

    @Test("a far-off name gets no suggestion, but the list of curves")
    func noSuggestion() {
        do {
            _ = try TimingCurve.named("wobbly")
            Issue.record("expected an error")
        } catch {
            #expect(!error.message.contains("did you mean"))
            #expect(error.message.contains("\"easeInOut\""))
            #expect(error.message.contains("spring(duration:bounce:)"))
        }
    }
}
