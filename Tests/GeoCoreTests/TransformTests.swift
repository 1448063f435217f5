import Testing
@testable import GeoCore

@Suite("Transform: CGAffineTransform semantics")
struct TransformTests {
    @Test("row-vector convention: x' = a*x + c*y + tx")
    func applyingToPoint() {
        let t = Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(Point(x: 1, y: 1).applying(t) == Point(x: 9, y: 12))
        #expect(Size(width: 1, height: 1).applying(t) == Size(width: 4, height: 6))
        #expect(Point(x: 1, y: 0).applying(Transform(rotationAngle: .pi / 2)).isApproximatelyEqual(to: Point(x: 0, y: 1)))
        #expect(Point(x: 0, y: 1).applying(Transform(shearX: 2, y: 0)) == Point(x: 2, y: 1))
    }

    @Test("concatenating applies the receiver first")
    func concatenationOrder() {
        let rotate = Transform(rotationAngle: .pi / 2)
        let translate = Transform(translationX: 10, y: 0)
        let p = Point(x: 1, y: 0)
        // Rotate then translate: (1,0) → (0,1) → (10,1).
        #expect(p.applying(rotate.concatenating(translate)).isApproximatelyEqual(to: Point(x: 10, y: 1)))
        // Translate then rotate: (1,0) → (11,0) → (0,11).
        #expect(p.applying(translate.concatenating(rotate)).isApproximatelyEqual(to: Point(x: 0, y: 11)))
        #expect(rotate * translate == rotate.concatenating(translate))
    }

    @Test("translatedBy/scaledBy/rotated(by:) apply the new step before the receiver")
    func preMultiplyingMethods() {
        let t = Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.translatedBy(x: 7, y: 8) == Transform(translationX: 7, y: 8).concatenating(t))
        #expect(t.scaledBy(x: 2, y: 3) == Transform(scaleX: 2, y: 3).concatenating(t))
        #expect(t.rotated(by: 0.3) == Transform(rotationAngle: 0.3).concatenating(t))
        #expect(Transform.identity.translatedBy(x: 10, y: 0).rotated(by: .pi / 2).tx == 10)
    }

    @Test func inversion() throws {
        let t = Transform(rotationAngle: 0.4).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -7)
        let back = try t.concatenating(t.inverted())
        #expect(back.isApproximatelyEqual(to: .identity, tolerance: 1e-12))
        #expect(throws: GeometryError.self) { try Transform(a: 0, b: 0, c: 0, d: 0, tx: 10, ty: 10).inverted() }
        do {
            _ = try Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted()
            Issue.record("a singular transform must not invert")
        } catch {
            #expect(error.message == "cannot invert transform Transform(1, 2, 2, 4, 0, 0): it is singular (determinant 0)")
        }
    }

    @Test func identityAndDeterminant() {
        #expect(Transform.identity.isIdentity)
        #expect(!Transform(translationX: 0, y: 1e-300).isIdentity)
        #expect(Transform(scaleX: 2, y: -3).determinant == -6)
        #expect(Transform.identity.description == "identity")
    }

    @Test("display: 4 decimals, trailing zeros trimmed, -0 as 0")
    func display() {
        #expect(Transform(rotationAngle: .pi).description == "Transform(-1, 0, 0, -1, 0, 0)")
        #expect(Transform(rotationAngle: .pi).formatted(.exact) == "Transform(-1, 1.2246467991473532e-16, -1.2246467991473532e-16, -1, 0, 0)")
        #expect(Point(x: 1.23456, y: -0.00001).description == "(1.2346, 0)")
        #expect(Rect(x: 0.5, y: 2, width: 100, height: 1e-5).description == "(0.5, 2, 100, 0)")
    }
}

@Suite("Transform components: CGAffineTransformComponents' model")
struct ComponentTests {
    static let transforms: [Transform] = [
        .identity,
        Transform(rotationAngle: 0.5),
        Transform(scaleX: 2, y: 3).rotated(by: 1.2),
        Transform(a: 7, b: 0, c: 2, d: 2, tx: 6, ty: 0),
        Transform(scaleX: -1, y: 1),
        Transform(scaleX: 1, y: -1),
        Transform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0),
        Transform(shearX: 0.5, y: 0.2).rotated(by: -2.5).translatedBy(x: 4, y: 5),
        Transform(rotationAngle: 3).scaledBy(x: -2, y: 0.5),
    ]

    @Test("scale · shear · rotation · translation recomposes the transform", arguments: transforms)
    func roundTrip(t: Transform) {
        #expect(Transform(components: t.components).isApproximatelyEqual(to: t, tolerance: 1e-12))
    }

    @Test("pure flips keep their sign on the scale and no rotation")
    func flips() {
        let fx = Transform(scaleX: -1, y: 1).components
        #expect(fx.scale == Size(width: -1, height: 1) && fx.rotation == 0 && fx.shear == 0)
        let fy = Transform(scaleX: 1, y: -1).components
        #expect(fy.scale == Size(width: 1, height: -1) && fy.rotation == 0 && fy.shear == 0)
    }

    @Test func knownDecomposition() {
        let p = Transform(a: 7, b: 0, c: 2, d: 2, tx: 6, ty: 0).components
        #expect(p.scale == Size(width: 7, height: 2) && p.shear == 1 && p.rotation == 0)
        #expect(p.translation == Point(x: 6, y: 0))
        // Scale first, then rotate: exactly the model's order, so the parts come back.
        let r = Transform(scaleX: 2, y: 3).concatenating(Transform(rotationAngle: 0.25)).components
        #expect(abs(r.rotation - 0.25) < 1e-12 && abs(r.shear) < 1e-12)
        #expect(r.scale.isApproximatelyEqual(to: Size(width: 2, height: 3), tolerance: 1e-12))
        // Rotating first and then scaling non-uniformly leaves a shear.
        #expect(abs(Transform(scaleX: 2, y: 3).rotated(by: 0.25).shear) > 0.1)
    }

    @Test("assigning one component keeps the others")
    func componentSetters() {
        var t = Transform(scaleX: 2, y: 3).concatenating(Transform(rotationAngle: 0.3)).concatenating(Transform(translationX: 5, y: 6))
        t.rotation = 1.0
        #expect(abs(t.rotation - 1.0) < 1e-12)
        #expect(t.scale.isApproximatelyEqual(to: Size(width: 2, height: 3), tolerance: 1e-12))
        #expect(t.translation == Point(x: 5, y: 6))
        t.scale = Size(width: 1, height: 1)
        #expect(t.isApproximatelyEqual(to: Transform(rotationAngle: 1.0).concatenating(Transform(translationX: 5, y: 6)), tolerance: 1e-12))
        t.translation = .zero
        #expect(t.tx == 0 && t.ty == 0)
    }
}

@Suite("NumberFormat")
struct NumberFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (-2.5, "-2.5"), (1.23456, "1.2346"), (0.00004, "0"),
        (-0.00004, "0"), (0.00005, "0.0001"), (1e-16, "0"), (123456789.0, "123456789"), (0.1 + 0.2, "0.3"),
        (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"), (1e20, "1e+20"),
    ])
    func standard(value: Double, text: String) {
        #expect(NumberFormat.standard.string(value) == text)
    }

    @Test func exact() {
        #expect(NumberFormat.exact.string(0.1 + 0.2) == "0.30000000000000004")
        #expect(NumberFormat.exact.string(3) == "3")
        #expect(NumberFormat.exact.string(-0.0) == "0")
        #expect(NumberFormat(decimals: 2).string(3.14159) == "3.14")
    }

    @Test("whole numbers print as Swift prints their Int64, to the edge of the exact range")
    func wholeNumbers() {
        var values: [Int64] = [0, 1, 9, 10, 99, 100, 101, 12_345, 999_999_999, 1_000_000_000_000_000]
        var power: Int64 = 1
        for _ in 0..<15 {
            values += [power - 1, power, power + 1]
            power *= 10
        }
        let largest: Int64 = 9_007_199_254_740_992 / 10_000 - 1   // below 2^53 with 4 decimals' scale
        values += [largest, 1 << 40, 123_456_789_012]
        for n in values + values.map({ -$0 }) {
            #expect(NumberFormat.standard.string(Double(n)) == String(n))
            #expect(NumberFormat(decimals: 0).string(Double(n)) == String(n))
        }
        // Beyond what four decimals can scale exactly, the shortest text takes over.
        #expect(NumberFormat.standard.string(1e15) == "1000000000000000")
        #expect(NumberFormat.standard.string(-1e16) == "-1e+16")
        #expect(NumberFormat(decimals: 0).string(9_007_199_254_740_991) == "9007199254740991")
    }
}
