import Testing
@testable import GeoAnimation

/// Every animation of one view made in order, per key, as the test keeps it: a plain list, of
/// which the animator must present exactly the latest `Animator.historyLimit` (LANGUAGE.md §6).
private struct PlainHistory {
    var made: [AnimationKey: [(animation: Animation, track: AnimationTrack)]] = [:]
    /// Every animation made, in order.
    var all: [Animation] = []

    mutating func record(_ animation: Animation, of view: View) {
        all.append(animation)
        for track in animation.tracks where track.view === view {
            made[track.key, default: []].append((animation, track))
        }
    }

    /// What `view`'s `key` should present at `t`: among the kept animations of the key, the
    /// latest made at or before `t` decides — its from-value before its delay, its in-flight
    /// value during its duration, after it its to-value, or the model's when it is the latest
    /// of all; before the oldest kept, the oldest kept one's from-value; the model's if none.
    /// For an additive key (center), that value is moved by the model's difference from the
    /// deciding animation's to-value, and by each earlier kept animation still in flight at `t`:
    /// its value then minus its to-value.
    func expected(_ view: View, _ key: AnimationKey, at t: Double) -> AnimatableValue {
        let kept = Array((made[key] ?? []).suffix(Animator.historyLimit))
        guard let oldest = kept.first, let latest = kept.last else { return view.animatableValue(key) }
        guard let decides = kept.lastIndex(where: { $0.animation.startTime <= t }) else { return oldest.track.from }
        let (animation, track) = kept[decides]
        let isLatest = animation === latest.animation
        guard key.isAdditive else {
            if t >= animation.endTime { return isLatest ? view.animatableValue(key) : track.to }
            return animation.value(of: track, at: t)
        }
        var offset: AnimatableValue? = nil
        for (earlier, earlierTrack) in kept[..<decides].reversed() where t < earlier.endTime {
            let moved = AnimatableValue.sum(earlier.value(of: earlierTrack, at: t), earlierTrack.to, negated: true)!
            offset = offset.map { AnimatableValue.sum($0, moved)! } ?? moved
        }
        let modelThen = isLatest ? view.animatableValue(key) : track.modelAfter ?? track.to
        var value = modelThen
        if t < animation.endTime {
            value = animation.value(of: track, at: t)
            if modelThen != track.to { value = AnimatableValue.sum(value, AnimatableValue.sum(modelThen, track.to, negated: true)!)! }
        }
        if let offset { value = AnimatableValue.sum(value, offset)! }
        return value
    }
}

@Suite("Animator: a property's history of animations past its bound")
struct HistoryTests {
    static let keys: [AnimationKey] = [.center, .alpha, .transform]

    /// Makes `count` overlapping animations of `card` (center and alpha each time, the whole
    /// transform every third), one every half second, each 1.5 s long after a delay of 0, 0.25
    /// or 0.5 s. Before each, checks the from-values the animator takes (what it presents then;
    /// for center, the model) against `plain`.
    private func animate(_ count: Int, _ card: View, _ animator: Animator, _ plain: inout PlainHistory,
                         from first: Int = 1) throws {
        for k in first..<(first + count) {
            // (An additive key's animation goes from the model value.)
            let presentedBefore = Self.keys.map { $0.isAdditive ? card.animatableValue($0) : plain.expected(card, $0, at: animator.now) }
            let a = try animator.animate(duration: 1.5, delay: Double(k % 3) * 0.25,
                                         curve: k % 2 == 0 ? .linear : .easeInOut) {
                try set(animator, card, "center") { $0.center = Point(x: Double(k), y: Double(k % 7)) }
                try set(animator, card, "alpha") { $0.alpha = Double(k % 5) / 4 }
                if k % 3 == 0 {
                    try set(animator, card, "transform") { $0.transform = Transform(rotationAngle: Double(k % 8) / 4) }
                }
            }
            for track in a.tracks {
                #expect(track.from == presentedBefore[Self.keys.firstIndex(of: track.key)!], "animation \(k), \(track.key)")
            }
            plain.record(a, of: card)
            try animator.wait(0.5)
        }
    }

    /// Compares every key `animator` presents with `plain`'s, every eighth of a second from
    /// before the first animation to after the last.
    private func check(_ card: View, _ animator: Animator, _ plain: PlainHistory, until end: Double,
                       _ label: String) {
        var t = -0.5
        while t <= end {
            let shown = animator.presentation(of: card, at: t)
            let geometry = animator.presentedGeometry(of: card, at: t)
            for key in Self.keys {
                let want = plain.expected(card, key, at: t)
                #expect(animator.presentedValue(of: card, key, at: t) == want, "\(label): \(key) at \(t)")
                #expect(shown.animatableValue(key) == want, "\(label): presentation's \(key) at \(t)")
            }
            #expect(geometry.center == shown.center && geometry.alpha == shown.alpha
                    && geometry.transform == shown.transform, "\(label): geometry at \(t)")
            t += 0.125
        }
    }

    @Test("past 256, 512, 768 and 1000 animations of a key, every time presents what a plain list of the latest 256 does",
          arguments: [255, 256, 257, 300, 511, 512, 513, 767, 768, 769, 1000])
    func wrapsRound(count: Int) throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        var plain = PlainHistory()
        try animate(count, card, animator, &plain)
        // The animations kept are the latest 256 of each key, in the order made (the
        // transform's, one in three, reach further back).
        let kept = Set(plain.made.values.flatMap { $0.suffix(Animator.historyLimit).map { ObjectIdentifier($0.animation) } })
        #expect(animator.animations(of: card).map(ObjectIdentifier.init)
                == plain.all.map(ObjectIdentifier.init).filter(kept.contains))
        #expect(count <= Animator.historyLimit || kept.count < count)
        #expect(animator.isAnimating(card, .center, at: animator.now - 0.25))
        #expect(!animator.isAnimating(card, .center, at: animator.now + 1.5))
        check(card, animator, plain, until: animator.now + 2, "\(count)")
    }

    @Test("a checkpoint taken after the history wrapped, restored after 300 more, presents as then; a copy as its original")
    func checkpointAfterWrapping() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        var plain = PlainHistory()
        try animate(300, card, animator, &plain)
        let saved = animator.checkpoint()
        let plainThen = plain
        try animate(300, card, animator, &plain, from: 301)
        let copy = animator.copy { $0 }
        check(card, copy, plain, until: animator.now + 2, "copy")
        animator.restore(saved)
        // The model stays as it is now; the animations are those of the first 300.
        check(card, animator, plainThen, until: animator.now + 2, "restored")
        // The restored history wraps round again from where it was.
        var again = plainThen
        try animate(260, card, animator, &again, from: 601)
        check(card, animator, again, until: animator.now + 2, "restored, then 260 more")
    }

    /// Weak references to animations the test does not hold.
    private final class Weak {
        weak var animation: Animation?
        init(_ animation: Animation) { self.animation = animation }
    }

    @Test("of up to 769 animations of one property, the animator holds the latest 256 and lets the others go",
          arguments: [256, 300, 511, 512, 513, 600, 768, 769])
    func holdsOnlyTheKept(count: Int) throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        var made: [Weak] = []
        for k in 1...count {
            made.append(Weak(try animator.animate(duration: 1) {
                try set(animator, card, "center") { $0.center = Point(x: Double(k), y: 0) }
            }))
            try animator.wait(0.5)
        }
        let alive = made.indices.filter { made[$0].animation != nil }
        #expect(alive == Array((count - Animator.historyLimit)..<count))
    }
}
