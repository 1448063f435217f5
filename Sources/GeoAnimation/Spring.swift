import GeoCore

/// A damped harmonic oscillator pulling progress from 0 to 1, as CASpringAnimation and
/// SwiftUI's `Spring` model it: m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and
/// x′(0) = initialVelocity (in units of the whole distance per second).
///
/// The position is evaluated in closed form, with time in seconds. With the displacement
/// d = 1 − x, ζω₀ = c / 2m, ω₀² = k / m and q = ζω₀ − v₀:
/// - under-damped (ω₀² > (ζω₀)², ω = √(ω₀² − (ζω₀)²)): d = e^(−ζω₀t)·(cos ωt + q·sin(ωt)/ω)
/// - critically damped (equal):                            d = e^(−ζω₀t)·(1 + q·t)
/// - over-damped (s = √((ζω₀)² − ω₀²)):                   d = e^(−ζω₀t)·(cosh st + q·sinh(st)/s)
/// Each form tends to the critical one as ω or s tends to 0, so nearby ratios agree.
public struct Spring: Sendable, Hashable, CustomStringConvertible {
    /// The oscillator's mass m (CASpringAnimation's `mass`).
    public let mass: Double
    /// The spring constant k (CASpringAnimation's `stiffness`).
    public let stiffness: Double
    /// The damping coefficient c (CASpringAnimation's `damping`).
    public let damping: Double
    /// The starting velocity, in whole distances per second (CASpringAnimation's `initialVelocity`).
    public let initialVelocity: Double
    /// SwiftUI's parameters when the spring was made with `init(duration:bounce:)`.
    public let perceptualDuration: Double?
    /// SwiftUI's bounce when the spring was made with `init(duration:bounce:)`.
    public let bounce: Double?

    @usableFromInline enum Regime: Sendable { case under, critical, over }
    @usableFromInline let regime: Regime
    /// ζω₀ = c / 2m, the decay rate of the envelope.
    @usableFromInline let decayRate: Double
    /// ω (under-damped) or s (over-damped); 0 when critically damped.
    @usableFromInline let frequency: Double
    /// q = ζω₀ − v₀.
    @usableFromInline let q: Double

    /// CASpringAnimation's parameters (defaults as Core Animation's: 1, 100, 10, 0). Throws
    /// unless mass and stiffness are positive, damping is not negative and all are finite.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0)
        throws(AnimationError)
    {
        try self.init(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
            perceptualDuration: nil, bounce: nil)
    }

    /// SwiftUI's parameters: `duration` is the perceptual duration (the period of the
    /// undamped spring) and `bounce` 0 is critically damped, up to 1 undamped, below 0
    /// over-damped. Mapping (SwiftUI `Spring(duration:bounce:)`): mass 1,
    /// stiffness (2π / duration)², damping ratio ζ = 1 − bounce, or 1 / (1 + bounce) when
    /// bounce < 0, so damping = ζ · 4π / duration.
    public init(duration: Double, bounce: Double = 0) throws(AnimationError) {
        guard duration.isFinite, duration > 0 else {
            throw AnimationError(
                "spring duration must be a positive number of seconds, not \(NumberFormat.exact.string(duration))",
                parameter: "duration")
        }
        guard bounce.isFinite, bounce > -1, bounce <= 1 else {
            throw AnimationError(
                "spring bounce must lie in -1 < bounce ≤ 1 (0 is critically damped), not \(NumberFormat.exact.string(bounce))",
                parameter: "bounce")
        }
        let omega = 2 * Double.pi / duration
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        try self.init(
            mass: 1, stiffness: omega * omega, damping: ratio * 2 * omega, initialVelocity: 0,
            perceptualDuration: duration, bounce: bounce)
    }

    private init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
        perceptualDuration: Double?, bounce: Double?
    ) throws(AnimationError) {
        func check(_ name: String, _ value: Double, _ ok: Bool, _ rule: String) throws(AnimationError) {
            guard value.isFinite, ok else {
                throw AnimationError("spring \(name) must be \(rule), not \(NumberFormat.exact.string(value))", parameter: name)
            }
        }
        try check("mass", mass, mass > 0, "a positive number")
        try check("stiffness", stiffness, stiffness > 0, "a positive number")
        try check("damping", damping, damping >= 0, "zero or a positive number")
        try check("initialVelocity", initialVelocity, true, "a finite number")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.perceptualDuration = perceptualDuration
        self.bounce = bounce
        let decay = damping / (2 * mass)
        let discriminant = stiffness / mass - decay * decay
        decayRate = decay
        q = decay - initialVelocity
        if discriminant > 0 {
            regime = .under
            frequency = discriminant.squareRoot()
        } else if discriminant < 0 {
            regime = .over
            frequency = (-discriminant).squareRoot()
        } else {
            regime = .critical
            frequency = 0
        }
    }

    /// ω₀ = √(k / m), the undamped angular frequency.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(k·m)): 1 is critically damped, below 1 oscillates.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress at `t` seconds after the start (0 at t = 0, tending to 1; may overshoot).
    @inlinable public func position(at t: Double) -> Double {
        1 - displacement(at: t)
    }

    /// 1 − position: the distance still to go, as a fraction of the whole.
    @inlinable public func displacement(at t: Double) -> Double {
        let envelope = _exp(-decayRate * t)
        switch regime {
        case .critical:
            return envelope * (1 + q * t)
        case .under:
            let w = frequency
            let sinOverW = w * t == 0 ? t : _sin(w * t) / w
            return envelope * (_cos(w * t) + q * sinOverW)
        case .over:
            let s = frequency
            let st = s * t
            if st < 1 {
                // cosh and sinh without cancellation for small s·t.
                let e = _exp(st), ei = 1 / e
                let sinhOverS = st == 0 ? t : (e - ei) / 2 / s
                return envelope * ((e + ei) / 2 + q * sinhOverS)
            }
            // Two decaying exponentials: no overflow for large t.
            let a = (1 + q / s) / 2, b = (1 - q / s) / 2
            return a * _exp((s - decayRate) * t) + b * _exp(-(s + decayRate) * t)
        }
    }

    public static func == (l: Spring, r: Spring) -> Bool {
        l.mass == r.mass && l.stiffness == r.stiffness && l.damping == r.damping
            && l.initialVelocity == r.initialVelocity && l.perceptualDuration == r.perceptualDuration
            && l.bounce == r.bounce
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass); hasher.combine(stiffness); hasher.combine(damping)
        hasher.combine(initialVelocity); hasher.combine(perceptualDuration); hasher.combine(bounce)
    }

    public var description: String { formatted(.standard) }

    /// `spring(duration: d, bounce: b)` or `spring(mass: m, stiffness: k, damping: c, initialVelocity: v)`.
    public func formatted(_ format: NumberFormat) -> String {
        if let perceptualDuration, let bounce {
            return "spring(duration: \(format.string(perceptualDuration)), bounce: \(format.string(bounce)))"
        }
        return "spring(mass: \(format.string(mass)), stiffness: \(format.string(stiffness)), "
            + "damping: \(format.string(damping)), initialVelocity: \(format.string(initialVelocity)))"
    }
}
