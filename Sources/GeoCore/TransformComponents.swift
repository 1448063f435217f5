/// A transform split into the parts of CGAffineTransformComponents:
/// `transform == scale · shear · rotation · translation` (row vectors, so the scale acts
/// first), where `shear` is horizontal (`x' = x + shear*y`).
///
/// With `M = S · H · R`:
///
///     a = sx·cos θ            b = sx·sin θ
///     c = sy·(k·cos θ − sin θ) d = sy·(k·sin θ + cos θ)
///
/// so `sx = ±√(a² + b²)`, `θ = atan2(b/sx, a/sx)`, `sy = d·cos θ − c·sin θ` and
/// `k = (c·cos θ + d·sin θ) / sy`. For a reflection (negative determinant) the sign goes on
/// the x scale when `a < d`, else on the y scale — the rule browsers use when decomposing a
/// 2D matrix for interpolation — so pure flips decompose to `scale(-1, 1)` / `scale(1, -1)`
/// with no rotation.
public struct TransformComponents: Hashable, Sendable {
    public var scale: Size
    /// Horizontal shear factor `k` (CGAffineTransformComponents.horizontalShear).
    public var shear: Double
    /// Rotation in radians, in (−π, π].
    public var rotation: Double
    public var translation: Point

    @inlinable public init(scale: Size = Size(width: 1, height: 1), shear: Double = 0,
                           rotation: Double = 0, translation: Point = .zero) {
        self.scale = scale
        self.shear = shear
        self.rotation = rotation
        self.translation = translation
    }
}

extension Transform {
    /// Composes `scale · shear · rotation · translation`.
    public init(components p: TransformComponents) {
        let s = _sin(p.rotation), cs = _cos(p.rotation)
        let sx = p.scale.width, sy = p.scale.height, k = p.shear
        self.init(a: sx * cs, b: sx * s,
                  c: sy * (k * cs - s), d: sy * (k * s + cs),
                  tx: p.translation.x, ty: p.translation.y)
    }

    /// Composes `scale · shear · rotation · translation` from separate parts.
    public init(scale: Size, shear: Double, rotation: Double, translation: Point) {
        self.init(components: TransformComponents(scale: scale, shear: shear,
                                                  rotation: rotation, translation: translation))
    }

    /// The decomposition described at `TransformComponents`. A singular linear part gives
    /// zero scales and the shear and rotation that explain what is left.
    public var components: TransformComponents {
        var sx = (a * a + b * b).squareRoot()
        if determinant < 0 && a < d { sx = -sx }
        let angle = sx == 0 ? 0 : _atan2(b / sx, a / sx)
        let s = _sin(angle), cs = _cos(angle)
        let sy = d * cs - c * s
        let k = sy == 0 ? 0 : (c * cs + d * s) / sy
        return TransformComponents(scale: Size(width: sx, height: sy), shear: k,
                                   rotation: angle, translation: Point(x: tx, y: ty))
    }

    /// The scale component; setting it keeps the other components.
    public var scale: Size {
        get { components.scale }
        set { var p = components; p.scale = newValue; self = Transform(components: p) }
    }

    /// The horizontal shear component; setting it keeps the other components.
    public var shear: Double {
        get { components.shear }
        set { var p = components; p.shear = newValue; self = Transform(components: p) }
    }

    /// The rotation component in radians; setting it keeps the other components.
    public var rotation: Double {
        get { components.rotation }
        set { var p = components; p.rotation = newValue; self = Transform(components: p) }
    }

    /// The translation `(tx, ty)`; setting it keeps the linear part.
    public var translation: Point {
        get { Point(x: tx, y: ty) }
        set { tx = newValue.x; ty = newValue.y }
    }
}
