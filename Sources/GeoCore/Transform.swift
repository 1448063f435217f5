/// A 2D affine transform in Core Graphics' layout and row-vector convention
/// (CGAffineTransform):
///
///     [x' y' 1] = [x y 1] · | a  b  0 |      x' = a*x + c*y + tx
///                           | c  d  0 |      y' = b*x + d*y + ty
///                           | tx ty 1 |
///
/// `t1.concatenating(t2)` applies t1 first, then t2. The `…By` methods and `rotated(by:)`
/// apply the new step *before* the receiver, as CGAffineTransformTranslate/Scale/Rotate do.
public struct Transform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform (CGAffineTransformIdentity).
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    // MARK: Makers

    /// A translation by (tx, ty) (CGAffineTransformMakeTranslation).
    @inlinable public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by (sx, sy) (CGAffineTransformMakeScale).
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians: `(cos, sin, -sin, cos, 0, 0)` (CGAffineTransformMakeRotation).
    /// Positive angles turn counter-clockwise in math axes, clockwise on a y-down screen.
    @inlinable public init(rotationAngle angle: Double) {
        let s = _sin(angle), c = _cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A shear: `x' = x + sx*y`, `y' = sy*x + y`, i.e. `Transform(1, sy, sx, 1, 0, 0)`.
    @inlinable public init(shearX sx: Double, y sy: Double) {
        self.init(a: 1, b: sy, c: sx, d: 1, tx: 0, ty: 0)
    }

    // MARK: Composition

    /// `self` followed by `t` (CGAffineTransformConcat(self, t)): the matrix product self · t.
    @inlinable public func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c,
                  b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c,
                  d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx,
                  ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied before `self` (CGAffineTransformTranslate).
    @inlinable public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(a: a, b: b, c: c, d: d, tx: x * a + y * c + tx, ty: x * b + y * d + ty)
    }

    /// A scale applied before `self` (CGAffineTransformScale).
    @inlinable public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(a: a * x, b: b * x, c: c * y, d: d * y, tx: tx, ty: ty)
    }

    /// A rotation applied before `self` (CGAffineTransformRotate).
    @inlinable public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// `t1 * t2` is `t1.concatenating(t2)`.
    @inlinable public static func * (l: Transform, r: Transform) -> Transform { l.concatenating(r) }

    // MARK: Properties

    /// `a*d - b*c`: the factor by which areas scale; negative for a reflection.
    @inlinable public var determinant: Double { a * d - b * c }

    /// Exactly the identity.
    @inlinable public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// Only the 2×2 part, with no translation.
    @inlinable public var linearPart: Transform { Transform(a: a, b: b, c: c, d: d, tx: 0, ty: 0) }

    /// The inverse transform. Throws for a singular matrix (determinant 0, or not finite)
    /// instead of yielding NaN; Core Graphics would return the receiver unchanged.
    public func inverted() throws(GeometryError) -> Transform {
        let det = determinant
        guard det != 0, det.isFinite else {
            throw GeometryError(
                "cannot invert transform \(self): it is singular (determinant \(NumberFormat.standard.string(det)))")
        }
        let inverse = Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        guard inverse.isFinite else {
            throw GeometryError("cannot invert transform \(self): its inverse is not finite")
        }
        return inverse
    }

    /// Whether all six fields are finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// Whether every field is within `tolerance` of `other`'s.
    public func isApproximatelyEqual(to other: Transform, tolerance: Double = 1e-9) -> Bool {
        approximatelyEqual(a, other.a, tolerance) && approximatelyEqual(b, other.b, tolerance)
            && approximatelyEqual(c, other.c, tolerance) && approximatelyEqual(d, other.d, tolerance)
            && approximatelyEqual(tx, other.tx, tolerance) && approximatelyEqual(ty, other.ty, tolerance)
    }
}

extension Transform: GeoFormattable {
    /// `Transform(a, b, c, d, tx, ty)`, or `identity` when it is exactly the identity.
    public func formatted(_ format: NumberFormat) -> String {
        if isIdentity { return "identity" }
        let fields = [a, b, c, d, tx, ty].map(format.string)
        return "Transform(" + fields.joined(separator: ", ") + ")"
    }
}
