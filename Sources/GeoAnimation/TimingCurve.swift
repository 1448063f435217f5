import GeoCore

/// How an animation's progress follows time (docs/language.md): linear, a cubic Bézier (the
/// named Core Animation curves are Béziers with fixed control points), jumps (`steps(n)`),
/// or a spring.
///
/// `progress(at:duration:)` gives the eased progress `t` seconds after the start: 0 before
/// it, 1 from `duration` on; in between the curve's value, which may overshoot 0…1 for
/// Béziers with y outside 0…1 and for springs.
public struct TimingCurve: Sendable, Hashable, CustomStringConvertible {
    /// What the curve is.
    public enum Kind: Sendable, Hashable {
        case linear
        case cubicBezier(CubicBezier)
        /// `steps(n)` with CSS's jump-end: n equal jumps, the first at 1/n of the time.
        case steps(Int)
        case spring(Spring)
    }

    public let kind: Kind
    /// The built-in name this curve was made from (`"easeInOut"`), if any.
    public let name: String?

    private init(_ kind: Kind, name: String? = nil) {
        self.kind = kind
        self.name = name
    }

    // MARK: Named curves (control points from Core Animation's CAMediaTimingFunction names)

    /// Progress equal to the time fraction.
    public static let linear = TimingCurve(.linear, name: "linear")
    /// `kCAMediaTimingFunctionEaseIn`: cubicBezier(0.42, 0, 1, 1).
    public static let easeIn = named(0.42, 0, 1, 1, "easeIn")
    /// `kCAMediaTimingFunctionEaseOut`: cubicBezier(0, 0, 0.58, 1).
    public static let easeOut = named(0, 0, 0.58, 1, "easeOut")
    /// `kCAMediaTimingFunctionEaseInEaseOut`: cubicBezier(0.42, 0, 0.58, 1), UIView's default.
    public static let easeInOut = named(0.42, 0, 0.58, 1, "easeInOut")
    /// `kCAMediaTimingFunctionDefault`: cubicBezier(0.25, 0.1, 0.25, 1), Core Animation's default.
    public static let `default` = named(0.25, 0.1, 0.25, 1, "default")

    private static func named(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ name: String) -> TimingCurve {
        // The constants are valid control points, so this cannot fail; linear is a safe fallback.
        guard let bezier = try? CubicBezier(x1, y1, x2, y2) else { return TimingCurve(.linear, name: name) }
        return TimingCurve(.cubicBezier(bezier), name: name)
    }

    /// The built-in curve names, in the order help lists them.
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut", "default"]

    /// The built-in curve called `name`; throws with a suggestion for an unknown name.
    public static func named(_ name: String) throws(AnimationError) -> TimingCurve {
        switch name {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        case "default": return .default
        default:
            var message = "unknown curve \"\(name)\""
            if let suggestion = suggestion(for: name) { message += "; did you mean \"\(suggestion)\"?" }
            message += " (curves: " + names.map { "\"\($0)\"" }.joined(separator: ", ")
                + ", cubicBezier(x1, y1, x2, y2), steps(n), spring(duration:bounce:), "
                + "spring(mass:stiffness:damping:initialVelocity:))"
            throw AnimationError(message)
        }
    }

    /// The closest built-in name to a misspelt or foreign one (CSS's `ease-in-out`,
    /// Core Animation's `easeInEaseOut`, case mistakes, typos), or nil when none is close.
    static func suggestion(for name: String) -> String? {
        let key = String(name.lowercased().filter { $0.isLetter })
        let aliases = [
            "easeineaseout": "easeInOut", "ease": "default", "inout": "easeInOut", "in": "easeIn",
            "out": "easeOut", "curveeaseinout": "easeInOut", "curveeasein": "easeIn",
            "curveeaseout": "easeOut", "curvelinear": "linear",
        ]
        if let alias = aliases[key] { return alias }
        var best: (name: String, distance: Int)?
        for candidate in names {
            let d = editDistance(key, candidate.lowercased())
            if d <= max(2, candidate.count / 3), d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    // MARK: Validating constructors

    /// `cubicBezier(x1, y1, x2, y2)`; throws unless finite with x1, x2 in 0…1.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
        throws(AnimationError) -> TimingCurve
    {
        TimingCurve(.cubicBezier(try CubicBezier(x1, y1, x2, y2)))
    }

    /// `steps(n)` (jump-end); throws unless n is a whole number ≥ 1.
    public static func steps(_ n: Double) throws(AnimationError) -> TimingCurve {
        guard n.isFinite, n >= 1, n.rounded(.towardZero) == n, n <= Double(Int32.max) else {
            throw AnimationError("steps needs a whole number of steps, at least 1, not \(NumberFormat.exact.string(n))",
                                 parameter: "n")
        }
        return TimingCurve(.steps(Int(n)))
    }

    /// `steps(n)` (jump-end); throws unless n ≥ 1.
    public static func steps(_ n: Int) throws(AnimationError) -> TimingCurve {
        try steps(Double(n))
    }

    /// SwiftUI's `spring(duration:bounce:)`; see `Spring.init(duration:bounce:)`.
    public static func spring(duration: Double, bounce: Double = 0) throws(AnimationError) -> TimingCurve {
        TimingCurve(.spring(try Spring(duration: duration, bounce: bounce)))
    }

    /// CASpringAnimation's `spring(mass:stiffness:damping:initialVelocity:)`.
    public static func spring(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
    ) throws(AnimationError) -> TimingCurve {
        TimingCurve(
            .spring(try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)))
    }

    /// A curve of the given kind (already validated by its payload's type, except `steps`).
    public init(_ spring: Spring) { self.init(.spring(spring)) }
    /// A curve of the given Bézier.
    public init(_ bezier: CubicBezier) { self.init(.cubicBezier(bezier)) }

    // MARK: Progress

    /// The eased progress `t` seconds after the start of an animation lasting `duration`
    /// seconds: 0 for t < 0, 1 for t ≥ duration (the model value, even for a spring that
    /// has not settled), otherwise the curve at the time fraction t / duration — or, for a
    /// spring, the oscillator's position at t seconds.
    @inlinable public func progress(at t: Double, duration: Double) -> Double {
        if t.isNaN || duration.isNaN { return .nan }
        if t >= duration { return 1 }
        if t <= 0 { return 0 }
        if case .spring(let spring) = kind { return spring.position(at: t) }
        return value(atFraction: t / duration)
    }

    /// The eased value at time fraction `x` in 0…1 for the time-scaled curves (linear,
    /// Béziers, steps). A spring, whose time is in seconds, reads `x` as seconds.
    public func value(atFraction x: Double) -> Double {
        switch kind {
        case .linear:
            return x
        case .cubicBezier(let bezier):
            return bezier.value(at: min(max(x, 0), 1))
        case .steps(let n):
            if x >= 1 { return 1 }
            if x < 0 { return 0 }
            return (x * Double(n)).rounded(.down) / Double(n)
        case .spring(let spring):
            return spring.position(at: x)
        }
    }

    // MARK: Identity

    /// Curves are equal when they ease alike: `"easeInOut"` == `cubicBezier(0.42, 0, 0.58, 1)`.
    public static func == (l: TimingCurve, r: TimingCurve) -> Bool { l.kind == r.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    // MARK: Display

    public var description: String { formatted(.standard) }

    /// `"easeInOut"`, `cubicBezier(…)`, `steps(n)`, `spring(…)`.
    public func formatted(_ format: NumberFormat) -> String {
        if let name { return "\"\(name)\"" }
        switch kind {
        case .linear: return "\"linear\""
        case .cubicBezier(let bezier): return bezier.formatted(format)
        case .steps(let n): return "steps(\(n))"
        case .spring(let spring): return spring.formatted(format)
        }
    }
}
