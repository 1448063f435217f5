import Testing
@testable import GeoAnimation

func matrix(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) -> Transform {
    Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}

func degrees(_ d: Double) -> Double { d * Double.pi / 180 }

@Suite("Transform interpolation")
struct InterpolationTests {
    // The browsers' shared 2D matrix-interpolation cases (issue 5), plus one from
    // web-animations-js' matrix tests (tolerance 0.01 there).
    @Test(
        "browser matrix interpolation cases",
        arguments: [
            (matrix(1, 0, 0, 1, 0, 0), matrix(7, 0, 2, 2, 6, 0), 0.5, matrix(4, 0, 0.75, 1.5, 3, 0), 1e-12),
            (matrix(1, 0, 0, 7, 0, 0), matrix(7, 0, 1, 1, 0, 0), 0.5, matrix(4, 0, 2, 4, 0, 0), 1e-12),
            (matrix(1, 0, 0, 1, 0, 0), matrix(1, -0.2, 0, 1, 0, 0), 0.5, matrix(1, -0.1, 0, 1, 0, 0), 0.01),
        ])
    func browserCases(from: Transform, to: Transform, p: Double, expected: Transform, tolerance: Double) {
        let result = interpolate(from, to, p)
        #expect(result.isApproximatelyEqual(to: expected, tolerance: tolerance), "\(result)")
    }

    @Test("ends are exact, and equal ends never move")
    func exactEnds() {
        let from = matrix(0.3, 1.2, -0.7, 0.4, 5, -6), to = matrix(2, 0.1, 0.3, -1.5, 1, 2)
        #expect(interpolate(from, to, 0) == from)
        #expect(interpolate(from, to, 1) == to)
        #expect(interpolate(from, from, 0.37) == from)
    }

    @Test("a quarter turn halfway is a 45° rotation with scale 1, not a matrix lerp")
    func quarterTurnHalfway() {
        let mid = interpolate(.identity, Transform(rotationAngle: degrees(90)), 0.5)
        let components = mid.components
        #expect(abs(components.scale.width - 1) < 1e-12)
        #expect(abs(components.scale.height - 1) < 1e-12)
        #expect(abs(components.rotation - degrees(45)) < 1e-12)
        // A matrix lerp would give (0.5, 0.5, -0.5, 0.5): scale √0.5.
        #expect(mid.isApproximatelyEqual(to: Transform(rotationAngle: degrees(45)), tolerance: 1e-12))
    }

    @Test(
        "rotation takes the short way: 179° positive, 181° negative, 360° stays, 180° via +90°",
        arguments: [
            (179.0, 89.5), (181.0, -89.5), (360.0, 0.0), (180.0, 90.0), (-180.0, -90.0), (90.0, 45.0),
            (-90.0, -45.0), (270.0, -45.0), (540.0, 90.0), (720.0, 0.0),
        ])
    func shortestRotation(degreesTo: Double, expectedHalfway: Double) {
        let to = Transform(rotationAngle: degrees(degreesTo))
        let mid = interpolate(.identity, to, 0.5)
        #expect(
            mid.isApproximatelyEqual(to: Transform(rotationAngle: degrees(expectedHalfway)), tolerance: 1e-12),
            "\(mid)")
        #expect(abs(mid.determinant - 1) < 1e-12)
    }

    @Test("a half turn back to identity retraces +90°, and 170° → −170° crosses 180°")
    func halfTurnsBetweenRotations() {
        let back = interpolate(Transform(rotationAngle: .pi), .identity, 0.5)
        #expect(back.isApproximatelyEqual(to: Transform(rotationAngle: degrees(90)), tolerance: 1e-12))
        let across = interpolate(Transform(rotationAngle: degrees(170)), Transform(rotationAngle: degrees(-170)), 0.5)
        #expect(across.isApproximatelyEqual(to: Transform(rotationAngle: .pi), tolerance: 1e-12), "\(across)")
        let delta = TransformInterpolation(
            from: Transform(rotationAngle: degrees(170)), to: Transform(rotationAngle: degrees(-170))
        ).rotationDelta
        #expect(abs(delta - degrees(20)) < 1e-12)
    }

    @Test("a pure flip interpolates its scale through 0, without rotating")
    func flips() {
        let flipX = Transform(scaleX: -1, y: 1)
        let quarter = interpolate(.identity, flipX, 0.25)
        #expect(quarter.isApproximatelyEqual(to: Transform(scaleX: 0.5, y: 1), tolerance: 1e-12), "\(quarter)")
        let flipY = Transform(scaleX: 1, y: -1)
        let threeQuarters = interpolate(.identity, flipY, 0.75)
        #expect(threeQuarters.isApproximatelyEqual(to: Transform(scaleX: 1, y: -0.5), tolerance: 1e-12))
        // A rotated flip keeps its rotation while the scale changes sign.
        let rotatedFlip = Transform(scaleX: -2, y: 1).concatenating(Transform(rotationAngle: degrees(30)))
        let p = interpolate(.identity, rotatedFlip, 0.5).components
        #expect(abs(p.rotation - degrees(15)) < 1e-12)
        #expect(abs(p.scale.width - -0.5) < 1e-12)
    }

    @Test("a singular end jumps at progress 0.5", arguments: [0.0, 0.2, 0.4999, 0.5, 0.8, 1.0])
    func singularIsDiscrete(p: Double) {
        let from = matrix(2, 0, 0, 2, 10, 10), to = matrix(0, 0, 0, 0, 5, 5)
        #expect(TransformInterpolation(from: from, to: to).isDiscrete)
        #expect(interpolate(from, to, p) == (p < 0.5 ? from : to))
        #expect(interpolate(to, from, p) == (p < 0.5 ? to : from))
    }

    @Test("progress outside 0…1 extrapolates every part")
    func extrapolation() {
        let to = matrix(2, 0, 0, 3, 10, -4).concatenating(Transform(rotationAngle: degrees(40)))
        let interpolation = TransformInterpolation(from: .identity, to: to)
        let after = interpolation.components(at: 1.5)
        let end = to.components
        #expect(abs(after.rotation - degrees(60)) < 1e-12)
        #expect(abs(after.scale.width - (1 + 1.5 * (end.scale.width - 1))) < 1e-12)
        #expect(abs(after.translation.x - 1.5 * end.translation.x) < 1e-12)
        let before = interpolation.transform(at: -0.5).components
        #expect(abs(before.rotation - degrees(-20)) < 1e-12)
    }

    @Test("the interpolated components are the lerped components (seeded random transforms)")
    func componentsAreLerped() {
        var rng = SeededRandom(seed: 42)
        func random() -> Transform {
            Transform(
                scale: Size(width: Double.random(in: 0.2...3, using: &rng), height: Double.random(in: -3 ... -0.2, using: &rng)),
                shear: Double.random(in: -1...1, using: &rng), rotation: Double.random(in: -3...3, using: &rng),
                translation: Point(x: Double.random(in: -50...50, using: &rng), y: Double.random(in: -50...50, using: &rng)))
        }
        for _ in 0..<500 {
            let from = random(), to = random()
            let p = Double.random(in: -0.5...1.5, using: &rng)
            let interpolation = TransformInterpolation(from: from, to: to)
            let expected = Transform(components: interpolation.components(at: p))
            #expect(interpolation.transform(at: p).isApproximatelyEqual(to: expected, tolerance: 1e-9))
            #expect(abs(interpolation.rotationDelta) <= Double.pi + 1e-12)
            // Reversing the interpolation retraces the same path.
            let reversed = TransformInterpolation(from: to, to: from)
            #expect(reversed.transform(at: 1 - p).isApproximatelyEqual(to: interpolation.transform(at: p), tolerance: 1e-9))
        }
    }

    @Test("the wrapped-difference fast path agrees with the quaternion slerp (seeded)")
    func shortestRotationMatchesQuaternions() {
        func quaternionDelta(_ a: Double, _ b: Double) -> Double {
            var za = _sin(a / 2), wa = _cos(a / 2)
            let zb = _sin(b / 2), wb = _cos(b / 2)
            var dot = za * zb + wa * wb
            if dot < 0 { za = -za; wa = -wa; dot = -dot }
            return 2 * _atan2(wa * zb - za * wb, dot)
        }
        var rng = SeededRandom(seed: 9)
        for _ in 0..<2000 {
            let a = Double.random(in: -Double.pi...Double.pi, using: &rng)
            let b = Double.random(in: -Double.pi...Double.pi, using: &rng)
            #expect(abs(TransformInterpolation.shortestRotation(from: a, to: b) - quaternionDelta(a, b)) < 1e-12)
        }
        for (a, b) in [(0.0, Double.pi), (Double.pi, 0.0), (-Double.pi, 0.0), (0.5, 0.5 - Double.pi), (1, 1 + Double.pi)] {
            #expect(TransformInterpolation.shortestRotation(from: a, to: b) == quaternionDelta(a, b))
        }
    }

    @Test("lerp on numbers, points, sizes and rects")
    func lerps() {
        #expect(lerp(2.0, 4.0, 0.25) == 2.5)
        #expect(lerp(0.1, 0.7, 1) == 0.7)
        #expect(lerp(3.0, 5.0, -1) == 1)
        #expect(lerp(Point(x: 0, y: 10), Point(x: 10, y: 0), 0.3) == Point(x: 3, y: 7))
        #expect(lerp(Size(width: 1, height: 2), Size(width: 3, height: 6), 0.5) == Size(width: 2, height: 4))
        let r = lerp(Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 20, width: 30, height: 50), 0.5)
        #expect(r.origin == Point(x: 5, y: 10) && r.size == Size(width: 20, height: 30))
    }
}
