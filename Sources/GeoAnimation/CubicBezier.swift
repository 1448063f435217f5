import GeoCore

/// A CSS / Core Animation timing function: the cubic Bézier curve from (0, 0) to (1, 1)
/// with control points (x1, y1) and (x2, y2), read as "progress y at time fraction x".
///
/// x(t) = 3(1−t)²t·x1 + 3(1−t)t²·x2 + t³, and y(t) likewise (CSS Easing Functions 1, §2.2).
/// Solving x(t) = x for t is done the way browser engines do it: an initial guess from a
/// table of 11 samples of x(t), a few Newton steps, and bisection inside the sampled bracket
/// when Newton does not converge, to 1e-7 in x. The x coordinates of the control points lie
/// in 0…1 (so x(t) is monotonic); the y coordinates are free, so y may overshoot 0…1.
public struct CubicBezier: Sendable, Hashable, CustomStringConvertible {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, y(t) likewise.
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    // Slopes dy/dx at the ends, used to extrapolate outside 0…1.
    @usableFromInline let startGradient: Double
    @usableFromInline let endGradient: Double
    // x(i / 10) for i in 0...10: the sampled table that brackets every solution.
    @usableFromInline let samples: [Double]

    /// The number of intervals of the sampled table of x(t).
    @usableFromInline static let sampleIntervals = 10
    /// Accuracy of the solution in x, as in browser engines.
    public static let epsilon = 1e-7

    /// A curve with control points (x1, y1) and (x2, y2). Throws unless every value is finite
    /// and x1 and x2 lie in 0…1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationError) {
        let values = [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)]
        for (name, value) in values where !value.isFinite {
            throw AnimationError("cubicBezier \(name) must be a finite number, not \(NumberFormat.exact.string(value))",
                                 parameter: name)
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            throw AnimationError(
                "cubicBezier \(name) must lie in 0…1, not \(NumberFormat.exact.string(value)): x is time, which only goes forward",
                parameter: name)
        }
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        // Bernstein form expanded to powers of t (end points (0, 0) and (1, 1)).
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        startGradient = CubicBezier.gradient(from: (0, 0), toward: [(x1, y1), (x2, y2), (1, 1)])
        endGradient = CubicBezier.gradient(from: (1, 1), toward: [(x2, y2), (x1, y1), (0, 0)])
        var table: [Double] = []
        table.reserveCapacity(CubicBezier.sampleIntervals + 1)
        let ax = self.ax, bx = self.bx, cx = self.cx
        for i in 0...CubicBezier.sampleIntervals {
            let t = Double(i) / Double(CubicBezier.sampleIntervals)
            table.append(((ax * t + bx) * t + cx) * t)
        }
        samples = table
    }

    /// The slope dy/dx of the curve's tangent at an end: the direction toward the first
    /// control point that differs from the end point (0 for a vertical tangent).
    static func gradient(from end: (Double, Double), toward points: [(Double, Double)]) -> Double {
        for p in points {
            let dx = p.0 - end.0, dy = p.1 - end.1
            if dx == 0 && dy == 0 { continue }
            return dx == 0 ? 0 : dy / dx
        }
        return 1
    }

    // MARK: The curve

    /// x(t) for the curve parameter t.
    @inlinable public func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// y(t) for the curve parameter t.
    @inlinable public func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    /// dx/dt at t.
    @inlinable public func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t in 0…1 with x(t) = x (to within `epsilon` in x), for x in 0…1.
    public func solveCurveX(_ x: Double, epsilon: Double = CubicBezier.epsilon) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Bracket from the sampled table; x(t) is non-decreasing because x1, x2 ∈ 0…1.
        let n = CubicBezier.sampleIntervals
        var i = 0
        while i < n - 1 && samples[i + 1] <= x { i += 1 }
        var lower = Double(i) / Double(n)
        var upper = Double(i + 1) / Double(n)
        let span = samples[i + 1] - samples[i]
        var t = span > 0 ? lower + (x - samples[i]) / span * (upper - lower) : lower

        // Newton's method from the interpolated guess.
        for _ in 0..<4 {
            let error = sampleX(t) - x
            if abs(error) < epsilon && t >= 0 && t <= 1 { return t }
            let slope = derivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        if t >= 0 && t <= 1 && abs(sampleX(t) - x) < epsilon { return t }

        // Bisection inside the bracket: always converges, since x(t) is monotonic.
        t = (lower + upper) / 2
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if value < x { lower = t } else { upper = t }
            t = (lower + upper) / 2
        }
        return t
    }

    /// The eased progress y for the time fraction x. Inside 0…1 this is y(t) with x(t) = x;
    /// outside it the curve is extended along its end tangents, as browsers do.
    public func value(at x: Double, epsilon: Double = CubicBezier.epsilon) -> Double {
        if x.isNaN { return .nan }
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        return sampleY(solveCurveX(x, epsilon: epsilon))
    }

    // MARK: Identity

    public static func == (l: CubicBezier, r: CubicBezier) -> Bool {
        l.x1 == r.x1 && l.y1 == r.y1 && l.x2 == r.x2 && l.y2 == r.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1); hasher.combine(y1); hasher.combine(x2); hasher.combine(y2)
    }

    /// `cubicBezier(x1, y1, x2, y2)`.
    public var description: String { formatted(.standard) }

    /// `cubicBezier(x1, y1, x2, y2)` with numbers in `format`.
    public func formatted(_ format: NumberFormat) -> String {
        "cubicBezier(\([x1, y1, x2, y2].map(format.string).joined(separator: ", ")))"
    }
}
