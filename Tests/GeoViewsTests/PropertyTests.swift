import Testing
import GeoViews

/// Invariants over random trees (depth ≥ 4; random anchor points, bounds origins, rotations,
/// non-uniform scales, shears and flips), from a seeded generator so failures reproduce.
@Suite("Properties of random view trees")
struct PropertyTests {
    static let seeds: [UInt64] = Array(1...24)

    @Test("convert there and back returns the point, for every pair of views and for nil", arguments: seeds)
    func convertRoundTrip(seed: UInt64) throws {
        var r = SeededRandom(seed: seed)
        let (_, views) = randomTree(&r, depth: r.int(4...6), flags: false, wide: false)
        for _ in 0..<200 {
            let v = views[r.int(0...(views.count - 1))]
            let w: View? = r.chance(0.2) ? nil : views[r.int(0...(views.count - 1))]
            let p = point(r.double(-100...300), r.double(-100...300))
            let q = try v.convert(p, to: w)
            #expect(near(try v.convert(q, from: w), p, 1e-7))
            #expect(near(try (w ?? v.window).convert(q, to: v), p, 1e-7))
            // Against the matrices written out from the stored properties.
            let expected = p.applying(referenceToRoot(v)).applying(try referenceToRoot(w ?? v.window).inverted())
            #expect(near(q, expected, 1e-7))
        }
    }

    @Test("frame is the bounding box of the bounds corners converted to the superview", arguments: seeds)
    func frameIsBoundingBox(seed: UInt64) throws {
        var r = SeededRandom(seed: seed)
        let (_, views) = randomTree(&r, depth: r.int(4...6), flags: false, wide: false)
        for v in views.dropFirst() {
            let corners = try v.bounds.corners.map { try v.convert($0, to: v.superview) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = try #require(xs.min()), maxX = try #require(xs.max())
            let minY = try #require(ys.min()), maxY = try #require(ys.max())
            #expect(near(v.frame, rect(minX, minY, maxX - minX, maxY - minY), 1e-9))
            #expect(near(try v.convert(v.bounds, to: v.superview), v.frame, 1e-9))
        }
    }

    @Test("hitTest agrees with a brute-force reference (one level has 40–120 subviews, so the index is used)",
          arguments: seeds)
    func hitTestMatchesReference(seed: UInt64) throws {
        var r = SeededRandom(seed: seed)
        let (root, views) = randomTree(&r, depth: r.int(4...6), flags: true, wide: true)
        for round in 0..<3 {
            for _ in 0..<300 {
                // Points near random views, so deep views are hit often.
                let target = views[r.int(0...(views.count - 1))]
                let local = point(r.double(-0.2...1.2) * target.bounds.width + target.bounds.minX,
                                  r.double(-0.2...1.2) * target.bounds.height + target.bounds.minY)
                let p = try target.convert(local, to: root)
                let start = r.chance(0.2) ? target : root
                let q = start === root ? p : local
                #expect(start.hitTest(q) === referenceHitTest(start, q))
            }
            // Change things between rounds: the caches and the index must follow.
            for _ in 0..<10 { mutate(&r, views, round: round) }
        }
    }

    func mutate(_ r: inout SeededRandom, _ views: [View], round: Int) {
        let v = views[r.int(1...(views.count - 1))]
        switch r.int(0...8) {
        case 0: v.center = point(r.double(-50...250), r.double(-50...250))
        case 1: v.transform = randomTransform(&r)
        case 2: v.bounds.size = Size(width: r.double(5...150), height: r.double(5...150))
        case 3: v.bounds.origin = point(r.double(-30...30), r.double(-30...30))
        case 4: v.anchorPoint = point(r.double(0...1), r.double(0...1))
        case 5: v.superview?.sendSubviewToBack(v)
        case 6: v.isHidden.toggle()
        case 7: try? v.pinch(scale: r.double(0.5...2), at: point(r.double(0...200), r.double(0...200)))
        default:
            // Move it under another view that is not inside it.
            let w = views[r.int(0...(views.count - 1))]
            if !w.isDescendant(of: v) { try? w.addSubview(v) }
        }
    }

    @Test("conversion after random changes matches the matrices written out from the stored properties",
          arguments: seeds)
    func cachesFollowChanges(seed: UInt64) throws {
        var r = SeededRandom(seed: seed)
        let (_, views) = randomTree(&r, depth: r.int(4...6), flags: false, wide: r.chance(0.5))
        for round in 0..<40 {
            mutate(&r, views, round: round)
            for _ in 0..<10 {
                let v = views[r.int(0...(views.count - 1))]
                let p = point(r.double(-100...100), r.double(-100...100))
                #expect(near(try v.convert(p, to: nil), p.applying(referenceToRoot(v)), 1e-9))
            }
        }
    }

    @Test("pinch and rotate keep the point under the fingers fixed", arguments: seeds)
    func gesturesKeepFingerPoint(seed: UInt64) throws {
        var r = SeededRandom(seed: seed)
        let (_, views) = randomTree(&r, depth: 4, flags: false, wide: false)
        for v in views.dropFirst() {
            let finger = point(r.double(-100...300), r.double(-100...300))
            let other = point(r.double(-100...300), r.double(-100...300))
            let under = try v.convert(finger, from: v.superview)
            let underOther = try v.convert(other, from: v.superview)
            let s = r.double(0.3...3), angle = r.double(-7...7)
            if r.chance(0.5) {
                try v.pinch(scale: s, at: finger)
                let after = try v.convert(underOther, to: v.superview)
                // Everything else moves away from the fingers by the scale.
                #expect(near(after - finger, (other - finger) * s, 1e-7))
            } else {
                try v.rotate(by: angle, at: finger)
                let after = try v.convert(underOther, to: v.superview)
                #expect(near(after - finger, (other - finger).applying(Transform(rotationAngle: angle)), 1e-7))
            }
            #expect(near(try v.convert(under, to: v.superview), finger, 1e-9))
            let pan = point(r.double(-20...20), r.double(-20...20))
            try v.pan(by: pan)
            #expect(near(try v.convert(under, to: v.superview), finger + pan, 1e-9))
        }
    }

    @Test("frame set-then-get round-trips for scales, flips, translations and quarter turns", arguments: seeds)
    func frameRoundTrip(seed: UInt64) throws {
        var r = SeededRandom(seed: seed)
        for _ in 0..<50 {
            let v = View(frame: rect(r.double(-50...50), r.double(-50...50), r.double(1...100), r.double(1...100)))
            v.anchorPoint = point(r.double(-0.5...1.5), r.double(-0.5...1.5))
            v.bounds.origin = point(r.double(-10...10), r.double(-10...10))
            var sx = r.double(0.2...5), sy = r.double(0.2...5)
            if r.chance(0.3) { sx = -sx }
            if r.chance(0.3) { sy = -sy }
            v.transform = Transform(scaleX: sx, y: sy)
                .rotated(by: Double(r.int(0...3)) * .pi / 2)
                .concatenating(Transform(translationX: r.double(-30...30), y: r.double(-30...30)))
            let target = rect(r.double(-500...500), r.double(-500...500), r.double(0.5...400), r.double(0.5...400))
            #expect(v.setFrame(target) == nil)
            #expect(near(v.frame, target, 1e-12))
        }
    }

    @Test("frame set under any invertible transform reads back its origin (with a warning when not rectangular)",
          arguments: seeds)
    func frameOriginRoundTrip(seed: UInt64) throws {
        var r = SeededRandom(seed: seed)
        for _ in 0..<50 {
            let v = View(frame: rect(0, 0, 10, 10))
            v.anchorPoint = point(r.double(0...1), r.double(0...1))
            v.transform = randomTransform(&r)
            let target = rect(r.double(-500...500), r.double(-500...500), r.double(1...400), r.double(1...400))
            v.setFrame(target)
            #expect(near(v.frame.origin, target.origin, 1e-12))
        }
    }
}
