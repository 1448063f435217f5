import GeoCore

// MARK: lerp

/// `(1 − p)·a + p·b`: exactly `a` at p = 0 and exactly `b` at p = 1; p may lie outside 0…1.
@inlinable public func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double {
    (1 - p) * a + p * b
}

/// Each coordinate lerped.
@inlinable public func lerp(_ a: Point, _ b: Point, _ p: Double) -> Point {
    Point(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p))
}

/// Each dimension lerped.
@inlinable public func lerp(_ a: Size, _ b: Size, _ p: Double) -> Size {
    Size(width: lerp(a.width, b.width, p), height: lerp(a.height, b.height, p))
}

/// Origin and size lerped (as stored, not standardised), as Core Animation animates `bounds`.
@inlinable public func lerp(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
    Rect(origin: lerp(a.origin, b.origin, p), size: lerp(a.size, b.size, p))
}

// MARK: Transform interpolation

/// `from` → `to` at `progress` by decomposition (see `TransformInterpolation`).
@inlinable public func interpolate(_ from: Transform, _ to: Transform, _ progress: Double) -> Transform {
    TransformInterpolation(from: from, to: to).transform(at: progress)
}

/// The interpolation between two transforms, decomposed once and sampled many times.
///
/// Each end is split into CGAffineTransformComponents' parts — `scale · shear · rotation ·
/// translation`, a reflection's sign on the x scale when `a < d`, else on the y scale —
/// which is exactly Chromium's `Decompose2DTransform` (ui/gfx/geometry/transform_util.cc,
/// after CSS Transforms 1 §"Interpolation of Matrices"). Translation, scale and shear are
/// lerped. The rotation is interpolated as Chromium slerps the unit quaternions
/// (0, 0, sin(θ/2), cos(θ/2)): flipping the first when their dot product is negative, so it
/// takes the short way round; in 2D that slerp is the angle `θ₀ + p·δ` with
/// `δ = 2·atan2(cross, dot)` of the (possibly flipped) quaternions, which this computes once.
/// An exact half turn therefore goes the way the rounded quaternions say: `identity` →
/// `rotation(180deg)` passes through +90°. (Chromium returns the start rotation when the two
/// differ by under ~2e-5 rad; this keeps the exact small rotation.)
///
/// A singular (or non-finite) end cannot be decomposed; then, as in browsers, the value
/// jumps from `from` to `to` at progress 0.5. Progress outside 0…1 extrapolates every part.
public struct TransformInterpolation: Sendable, Hashable {
    public let from: Transform
    public let to: Transform
    /// True when an end is singular, so the interpolation jumps at 0.5.
    public let isDiscrete: Bool
    @usableFromInline let start: TransformComponents
    @usableFromInline let end: TransformComponents
    /// The rotation to add to the start's over the whole interpolation, in radians.
    public let rotationDelta: Double

    public init(from: Transform, to: Transform) {
        self.from = from
        self.to = to
        let decomposable = { (t: Transform) in t.isFinite && t.determinant != 0 && t.determinant.isFinite }
        guard decomposable(from), decomposable(to) else {
            isDiscrete = true
            start = TransformComponents()
            end = TransformComponents()
            rotationDelta = 0
            return
        }
        isDiscrete = false
        start = from.components
        end = to.components
        rotationDelta = TransformInterpolation.shortestRotation(from: start.rotation, to: end.rotation)
    }

    /// The rotation from angle `a` to angle `b` along Chromium's quaternion slerp: at most a
    /// half turn either way, an exact half turn decided by the sign of the rounded dot product.
    public static func shortestRotation(from a: Double, to b: Double) -> Double {
        // Away from a half turn the slerp is the difference wrapped into (−π, π); only near a
        // tie does the quaternions' rounding decide, so only there are they computed.
        let wrapped = _remainder(b - a, 2 * Double.pi)
        if abs(abs(wrapped) - Double.pi) > 1e-9 { return wrapped }
        var za = _sin(0.5 * a), wa = _cos(0.5 * a)
        let zb = _sin(0.5 * b), wb = _cos(0.5 * b)
        var dot = za * zb + wa * wb
        if dot < 0 {
            // (z, w) and (−z, −w) are the same rotation: take the one less than a half turn away.
            za = -za; wa = -wa; dot = -dot
        }
        let cross = wa * zb - za * wb
        return 2 * _atan2(cross, dot)
    }

    /// The interpolated components at `progress` (meaningless when `isDiscrete`).
    @inlinable public func components(at p: Double) -> TransformComponents {
        TransformComponents(
            scale: lerp(start.scale, end.scale, p),
            shear: lerp(start.shear, end.shear, p),
            rotation: start.rotation + p * rotationDelta,
            translation: lerp(start.translation, end.translation, p))
    }

    /// The transform at `progress`: exactly `from` at 0 and `to` at 1.
    @inlinable public func transform(at p: Double) -> Transform {
        if p == 0 { return from }
        if p == 1 { return to }
        if isDiscrete { return p < 0.5 ? from : to }
        if from == to { return from }
        let sx = lerp(start.scale.width, end.scale.width, p)
        let sy = lerp(start.scale.height, end.scale.height, p)
        let k = lerp(start.shear, end.shear, p)
        let angle = start.rotation + p * rotationDelta
        let s = _sin(angle), c = _cos(angle)
        // scale · shear · rotation · translation, as Transform(components:).
        return Transform(
            a: sx * c, b: sx * s,
            c: sy * (k * c - s), d: sy * (k * s + c),
            tx: lerp(start.translation.x, end.translation.x, p),
            ty: lerp(start.translation.y, end.translation.y, p))
    }
}
