@testable import GeoHierarchy

/// Seeded random view trees: rotations, non-uniform scales, anchor points, bounds origins,
/// hidden / transparent / non-interactive views.
struct RandomTrees {
    var rng: SeededRandom

    init(seed: UInt64) { rng = SeededRandom(seed: seed) }

    mutating func number(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &rng)
    }

    /// A turn that keeps clear of 45° + k·90° by 10°, where the dump would not determine the
    /// bounds size (those get a warning instead; see ParseTests).
    mutating func angle() -> Double {
        var degrees = number(-180...180)
        let offset = (degrees + 360).truncatingRemainder(dividingBy: 90)
        if abs(offset - 45) < 10 { degrees += 20 }
        return degrees * .pi / 180
    }

    mutating func tree(views: Int) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        var all = [root]
        for _ in 1..<views {
            let parent = all[Int.random(in: 0..<all.count, using: &rng)]
            let v = View()
            v.bounds = Rect(x: number(-40...40).rounded(), y: number(-40...40).rounded(),
                            width: number(20...200), height: number(20...200))
            let b = parent.bounds
            v.center = Point(x: number(b.minX...b.maxX), y: number(b.minY...b.maxY))
            if Bool.random(using: &rng) { v.anchorPoint = Point(x: number(0...1), y: number(0...1)) }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: break
            case 1: v.transform = Transform(rotationAngle: angle())
            case 2: v.transform = Transform(scaleX: number(0.5...2), y: number(0.5...2))
            default:
                v.transform = Transform(scaleX: number(0.7...1.4), y: number(0.7...1.4))
                    .concatenating(Transform(rotationAngle: angle()))
                    .concatenating(Transform(translationX: number(-20...20), y: number(-20...20)))
            }
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: v.isHidden = true
            case 1: v.alpha = 0
            case 2: v.isUserInteractionEnabled = false
            case 3: v.alpha = 0.5
            default: break
            }
            try? parent.addSubview(v)
            all.append(v)
        }
        return root
    }
}

extension View {
    /// Every view of the subtree, depth-first in subview order.
    var allViews: [View] {
        var views: [View] = []
        forEachInTree { views.append($0); return true }
        return views
    }
}
