import Testing
@testable import GeoAnimation

/// A card at center (50, 50), 100×100, in a root view.
func makeCard() throws -> (root: View, card: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
    let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "card")
    try root.addSubview(card)
    return (root, card)
}

/// Sets a property the way the language's view bindings do: report, then write.
func set(_ animator: Animator, _ view: View, _ path: String, _ write: (View) -> Void) throws {
    try animator.willChange(view, path)
    write(view)
}

struct RecordingError: Error {}


@Suite("Animator: model, presentation, replacement")
struct AnimatorTests {
    @Test("animation keys are equal and hashed by case")
    func keysByCase() {
        let keys = AnimationKey.allCases
        #expect(Set(keys).count == keys.count)
        for a in keys {
            for b in keys { #expect((a == b) == (a.rawValue == b.rawValue)) }
            #expect(AnimationKey(rawValue: a.rawValue) == a)
        }
    }

    @Test("a presentation of a view with some properties animated shows the model's others")
    func presentationKeepsTheUnanimated() throws {
        let (_, card) = try makeCard()
        card.alpha = 0.5
        card.anchorPoint = Point(x: 0, y: 0)
        let animator = Animator()
        _ = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "bounds") { $0.bounds = Rect(x: 0, y: 0, width: 200, height: 50) }
        }
        card.transform = Transform(rotationAngle: 0.5)
        let p = animator.presentation(of: card, at: 0.5)
        #expect(p.bounds == Rect(x: 0, y: 0, width: 150, height: 75))
        #expect(p.center == card.center && p.anchorPoint == card.anchorPoint && p.alpha == 0.5)
        #expect(p.transform == card.transform)
        _ = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "transform.rotation") { $0.transform = Transform(rotationAngle: 1) }
        }
        let q = animator.presentation(of: card, at: 0.5)
        #expect(abs(q.transform.rotation - 0.75) < 1e-12 && q.bounds == p.bounds && q.alpha == 0.5)
    }

    @Test("the model changes at once; the presentation moves over the duration")
    func modelVersusPresentation() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        let a = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "center") { $0.center = Point(x: 150, y: 50) }
        }
        #expect(card.center == Point(x: 150, y: 50))
        #expect(a.tracks.count == 1)
        #expect(animator.presentation(of: card).center == Point(x: 50, y: 50))
        #expect(animator.presentation(of: card, at: 0.5).center == Point(x: 100, y: 50))
        #expect(animator.presentation(of: card, at: 1).center == Point(x: 150, y: 50))
        try animator.wait(0.25)
        #expect(animator.now == 0.25)
        #expect(animator.presentation(of: card).center == Point(x: 75, y: 50))
        #expect(animator.presentation(of: card).frame == Rect(x: 25, y: 0, width: 100, height: 100))
    }

    @Test("a long history of one key keeps its latest 256 animations, each presented as made")
    func longHistory() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        // 300 one-second moves of the center, one after another, x 0 → 300.
        for i in 1...300 {
            _ = try animator.animate(duration: 1, curve: .linear) {
                try set(animator, card, "center") { $0.center = Point(x: Double(i), y: 50) }
            }
            try animator.wait(1)
        }
        #expect(card.center == Point(x: 300, y: 50))
        // Move i runs over [i − 1, i], from x = i − 1 to x = i.
        for i in [45, 46, 100, 299, 300] {
            #expect(animator.presentation(of: card, at: Double(i) - 0.5).center == Point(x: Double(i) - 0.5, y: 50))
        }
        // Before the oldest kept move (45), its from-value.
        #expect(animator.presentation(of: card, at: 10).center == Point(x: 44, y: 50))
        #expect(animator.presentation(of: card).center == Point(x: 300, y: 50))
        #expect(animator.animations(of: card).count == Animator.historyLimit)
    }

    @Test("a presentation is a snapshot: same superview, not among its subviews")
    func snapshotShape() throws {
        let (root, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 2) {
            try set(animator, card, "alpha") { $0.alpha = 0 }
        }
        let shown = animator.presentation(of: card, at: 1)
        #expect(shown !== card)
        #expect(shown.superview === root)
        #expect(!root.subviews.contains { $0 === shown })
        #expect(shown.alpha == 0.5)
        #expect(card.alpha == 0)
        #expect(try shown.convert(Point(x: 0, y: 0), to: root) == Point(x: 0, y: 0))
        // Hit-testing stays on the model.
        #expect(root.hitTest(Point(x: 50, y: 50)) === root)
    }

    @Test("frame records bounds and center")
    func frameRecordsBoundsAndCenter() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        let a = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "frame") { $0.frame = Rect(x: 100, y: 100, width: 200, height: 50) }
        }
        #expect(Set(a.tracks.map(\.key)) == [.bounds, .center])
        let mid = animator.presentation(of: card, at: 0.5)
        #expect(mid.bounds == Rect(x: 0, y: 0, width: 150, height: 75))
        #expect(mid.center == Point(x: 125, y: 87.5))
        #expect(mid.frame == Rect(x: 50, y: 50, width: 150, height: 75))
    }

    @Test("before its delay an animation presents its from-values; after its duration the model")
    func delayAndEnd() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        let a = try animator.animate(duration: 1, delay: 0.5, curve: .linear) {
            try set(animator, card, "center") { $0.center = Point(x: 150, y: 50) }
        }
        #expect(a.beginTime == 0.5 && a.endTime == 1.5)
        #expect(animator.presentation(of: card, at: 0.4).center == Point(x: 50, y: 50))
        #expect(animator.presentation(of: card, at: 1).center == Point(x: 100, y: 50))
        #expect(a.progress(at: 1) == 0.5)
        #expect(a.progress(at: 0.2) == 0)
        #expect(a.progress(at: 9) == 1)
        // The model changed again without animation: after the end, the model shows.
        card.center = Point(x: 300, y: 300)
        #expect(animator.presentation(of: card, at: 2).center == Point(x: 300, y: 300))
    }

    @Test("an unsettled spring presents the model after its duration")
    func springEndsAtModel() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 0.3, curve: try .spring(duration: 1, bounce: 0.5)) {
            try set(animator, card, "center") { $0.center = Point(x: 150, y: 50) }
        }
        let before = animator.presentation(of: card, at: 0.29).center.x
        #expect(before != 150)
        #expect(animator.presentation(of: card, at: 0.3).center.x == 150)
    }

    /// UIKit since iOS 8: a newer animation of center goes from the old model value to the new
    /// one and adds to the one in flight (what is shown is the model plus each animation's
    /// offset from its end), so the motion blends with no jump and no change of speed at once.
    @Test("a newer animation of center adds to the one in flight")
    func additive() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "center") { $0.center = Point(x: 150, y: 50) }
        }
        try animator.wait(0.5)
        let b = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "center") { $0.center = Point(x: 50, y: 50) }
        }
        #expect(b.tracks.first?.from == .point(Point(x: 150, y: 50)))
        // 150 + (50 − 150)·0 + (150 − 50)·0.5 … the model, b's offset, the first's offset.
        #expect(animator.presentation(of: card).center == Point(x: 100, y: 50))
        #expect(animator.presentation(of: card, at: 0.75).center == Point(x: 100, y: 50))
        #expect(animator.presentation(of: card, at: 1.25).center == Point(x: 75, y: 50))
        #expect(animator.presentation(of: card, at: 1.5).center == Point(x: 50, y: 50))
        // Long ago, the older animation alone tells what was shown.
        #expect(animator.presentation(of: card, at: 0.25).center == Point(x: 75, y: 50))
        #expect(animator.animations(of: card).count == 2)
        // The model set without animation in flight: shown is the new model plus the offset.
        card.center = Point(x: 0, y: 100)
        #expect(animator.presentation(of: card, at: 1.25).center == Point(x: 25, y: 100))
        // Written unchanged, an additive property makes no track: the one in flight goes on.
        let c = try animator.animate(duration: 1) { try set(animator, card, "center") { $0.center = $0.center } }
        #expect(c.tracks.isEmpty)
    }

    /// Core Animation: a presentation layer's superlayer is the presentation tree's, so a
    /// subview's presentation converts through what its animated superview shows.
    @Test("a presentation's superview is the superview's presentation while one above it animates")
    func presentedAncestors() throws {
        let (root, parent) = try makeCard()
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20), name: "child")
        try parent.addSubview(child)
        let animator = Animator()
        _ = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, parent, "center") { $0.center = Point(x: 250, y: 50) }
        }
        let shown = animator.presentation(of: child, at: 0.5)
        #expect(try shown.convert(Point(x: 0, y: 0), to: root) == Point(x: 110, y: 10))
        #expect(shown.superview !== parent && shown.superview?.frame == Rect(x: 100, y: 0, width: 100, height: 100))
        #expect(shown.superview?.superview === root)
        // Nothing above it presented otherwise: the superview itself.
        #expect(animator.presentation(of: child, at: 1).superview === parent)
        #expect(try animator.presentation(of: child, at: 1).convert(Point(x: 0, y: 0), to: root) == Point(x: 210, y: 10))
        #expect(animator.presentation(of: child, at: 0.5, withAncestors: false).superview === parent)
        // The root's own animation is not applied (its presentation would be a tree apart).
        _ = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, root, "center") { $0.center = Point(x: 0, y: 0) }
        }
        #expect(animator.presentation(of: parent, at: animator.now + 0.5).superview === root)
    }

    @Test("a newer animation of alpha starts from the presented value and replaces the older")
    func replacement() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "alpha") { $0.alpha = 0 }
        }
        try animator.wait(0.5)
        let b = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "alpha") { $0.alpha = 1 }
        }
        #expect(b.tracks.first?.from == .number(0.5))
        #expect(animator.presentation(of: card).alpha == 0.5)
        #expect(animator.presentation(of: card, at: 1).alpha == 0.75)
        #expect(animator.presentation(of: card, at: 1.5).alpha == 1)
        #expect(animator.presentation(of: card, at: 0.25).alpha == 0.75)
        #expect(animator.animations(of: card).count == 2)
    }

    /// A block nested in another animates its own writes: the outer block's track of the same
    /// center leaves the inner's change out, as UIKit animates each write by its block.
    @Test("a nested block's change of center is its own, the outer block's track goes to the value before it")
    func nestedAdditive() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        let outer = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "center") { $0.center = Point(x: 100, y: 50) }
            _ = try animator.animate(duration: 2, curve: .linear) {
                try set(animator, card, "center") { $0.center = Point(x: 300, y: 50) }
            }
        }
        #expect(outer.tracks.first?.to == .point(Point(x: 100, y: 50)))
        #expect(outer.tracks.first?.modelAfter == .point(Point(x: 300, y: 50)))
        // 300 + (50 − 100)·0.5 + (100 − 300)·0.75.
        #expect(animator.presentation(of: card, at: 0.5).center == Point(x: 125, y: 50))
        #expect(animator.presentation(of: card, at: 1.5).center == Point(x: 250, y: 50))
        #expect(animator.presentation(of: card, at: 2).center == Point(x: 300, y: 50))
        // The outer block's animation, registered last, has ended; the inner one's runs on.
        #expect(animator.isAnimating(card, .center, at: 1.5) && !animator.isAnimating(card, .center, at: 2))
        // A later animation: the model then is the value the outer block left.
        try animator.wait(3)
        _ = try animator.animate(duration: 1) { try set(animator, card, "center") { $0.center = .zero } }
        #expect(animator.presentation(of: card, at: 0.5).center == Point(x: 125, y: 50))
    }

    @Test("only properties that changed get tracks; non-animatable ones change at once")
    func unchangedAndImmediate() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        let a = try animator.animate(duration: 1) {
            try set(animator, card, "center") { $0.center = Point(x: 50, y: 50) }
            try set(animator, card, "name") { $0.name = "renamed" }
            try set(animator, card, "frame.origin.x") { $0.frame.origin.x = 10 }
        }
        #expect(a.tracks.map(\.key) == [.center])
        #expect(card.name == "renamed")
    }

    @Test("outside an animate block nothing is recorded")
    func outsideBlock() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        try set(animator, card, "center") { $0.center = Point(x: 0, y: 0) }
        #expect(!animator.isRecording)
        #expect(animator.presentation(of: card).center == Point(x: 0, y: 0))
    }

    @Test("an error in the block is rethrown; recording stops")
    func errorInBlock() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        #expect(throws: RecordingError.self) {
            _ = try animator.animate(duration: 1) {
                try set(animator, card, "center") { $0.center = Point(x: 0, y: 0) }
                throw RecordingError()
            }
        }
        #expect(!animator.isRecording)
        #expect(animator.animations(of: card).isEmpty)
    }

    // MARK: Transforms

    @Test("a whole transform interpolates by decomposition: a quarter turn halfway is 45° at scale 1")
    func wholeTransform() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "transform") { $0.transform = Transform(rotationAngle: .pi / 2) }
        }
        let mid = animator.presentation(of: card, at: 0.5).transform
        #expect(mid.isApproximatelyEqual(to: Transform(rotationAngle: .pi / 4), tolerance: 1e-12))
    }

    @Test("animating the whole transform to 360° does not move")
    func fullTurnDoesNothing() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "transform") { $0.transform = Transform(rotationAngle: 2 * .pi) }
        }
        for t in [0.25, 0.5, 0.75] {
            #expect(animator.presentation(of: card, at: t).transform.isApproximatelyEqual(to: .identity, tolerance: 1e-12))
        }
    }

    @Test("a rotation component animates as a number: 720° spins twice")
    func componentSpins() throws {
        let (_, card) = try makeCard()
        card.transform = Transform(scaleX: 2, y: 2)
        let animator = Animator()
        let a = try animator.animate(duration: 1, curve: .linear) {
            animator.willSetComponent(card, .rotation, to: .number(4 * .pi))
            card.transform.rotation = 4 * .pi
        }
        #expect(a.tracks.first?.label == "card.transform.rotation")
        for (t, angle) in [(0.125, Double.pi / 2), (0.25, Double.pi), (0.375, 3 * Double.pi / 2), (0.6, 0.6 * 4 * Double.pi)] {
            let shown = animator.presentation(of: card, at: t).transform
            let expected = Transform(scaleX: 2, y: 2).concatenating(Transform(rotationAngle: angle))
            #expect(shown.isApproximatelyEqual(to: expected, tolerance: 1e-9), "t = \(t): \(shown)")
        }
        // The presented component is the unreduced number.
        #expect(animator.presentedValue(of: card, .rotation, at: 0.5) == .number(2 * .pi))
    }

    @Test("a later whole-transform animation replaces a component animation")
    func wholeReplacesComponent() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 1, curve: .linear) {
            animator.willSetComponent(card, .rotation, to: .number(4 * .pi))
            card.transform.rotation = 4 * .pi
        }
        try animator.wait(0.125)
        let b = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "transform") { $0.transform = Transform(scaleX: 2, y: 2) }
        }
        guard case .transform(let from)? = b.tracks.first?.from else {
            Issue.record("no whole-transform track")
            return
        }
        #expect(from.isApproximatelyEqual(to: Transform(rotationAngle: .pi / 2), tolerance: 1e-9))
        let shown = animator.presentation(of: card, at: 0.625).transform.components
        #expect(abs(shown.rotation - .pi / 4) < 1e-9)
        #expect(abs(shown.scale.width - 1.5) < 1e-9)
        #expect(animator.presentation(of: card, at: 1.125).transform == Transform(scaleX: 2, y: 2))
    }

    // MARK: Errors

    @Test("bad timing and properties are clear errors")
    func errors() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        func message(_ body: () throws -> Void) -> String {
            do { try body() } catch { return "\(error)" }
            return "no error"
        }
        #expect(message { _ = try animator.animate(duration: -1) {} }.contains("animate needs a duration of zero or more seconds, not -1"))
        #expect(message { _ = try animator.animate(duration: .nan) {} }.contains("not nan"))
        #expect(message { _ = try animator.animate(duration: 1, delay: -2) {} }.contains("animate needs a delay"))
        #expect(message { try animator.wait(-1) }.contains("wait needs a time of zero or more seconds, not -1"))
        #expect(message { try animator.wait(.nan) }.contains("wait needs a time"))
        #expect(message { _ = try animator.animate(duration: 1) { try animator.willChange(card, "superview") } }
            .contains("cannot animate 'superview': it is a read-only property"))
        #expect(message { _ = try animator.animate(duration: 1) { try animator.willChange(card, "colour") } }
            .contains("cannot animate 'colour'"))
        #expect(animator.now == 0)
    }

    // MARK: The table

    @Test("print(a) shows 5 rows; table(n) n + 1")
    func table() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        let a = try animator.animate(duration: 1, curve: .linear) {
            try set(animator, card, "center") { $0.center = Point(x: 150, y: 70) }
            try set(animator, card, "alpha") { $0.alpha = 0.5 }
        }
        let expected = """
            Animation(duration: 1, delay: 0, curve: "linear", start: 0)
            time  progress  card.center  card.alpha
            0     0         (50, 50)     1
            0.25  0.25      (75, 55)     0.875
            0.5   0.5       (100, 60)    0.75
            0.75  0.75      (125, 65)    0.625
            1     1         (150, 70)    0.5
            """
        #expect(a.description == expected)
        #expect(a.table(2).split(separator: "\n").count == 2 + 3)
        #expect(a.table(10).split(separator: "\n").count == 2 + 11)
    }
}

@Suite("Animator: replacement by an unchanged value")
struct UnchangedReplacementTests {
    @Test("setting a spinning component back to its start stops the spin")
    func stopSpin() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 1, curve: .linear) {
            animator.willSetComponent(card, .rotation, to: .number(4 * .pi))
            card.transform.rotation = 4 * .pi
        }
        let stop = try animator.animate(duration: 1, curve: .linear) {
            animator.willSetComponent(card, .rotation, to: .number(0))
            card.transform.rotation = 0
        }
        #expect(stop.tracks.count == 1)
        #expect(animator.presentedValue(of: card, .rotation, at: 0.5) == .number(0))
        // With nothing in flight, an unchanged property gets no track.
        try animator.wait(2)
        let idle = try animator.animate(duration: 1) {
            try set(animator, card, "center") { $0.center = $0.center }
        }
        #expect(idle.tracks.isEmpty)
    }
}

@Suite("Animator: a view's entries found by its slot")
struct AnimatorSlotTests {
    /// (Alpha, which each animator presents from its own entries alone: center and bounds add
    /// the model, which the other animator's blocks change.)
    @Test("a view animated by two animators, a copy and a restored one presents each one's animations")
    func entriesPerAnimator() throws {
        let (root, card) = try makeCard()
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "other")
        try root.addSubview(other)
        let first = Animator(), second = Animator()
        _ = try first.animate(duration: 1, curve: .linear) {
            try set(first, card, "alpha") { $0.alpha = 0.5 }
        }
        let saved = first.checkpoint()
        _ = try second.animate(duration: 1, curve: .linear) {
            try set(second, other, "alpha") { $0.alpha = 0.25 }
            try set(second, card, "alpha") { $0.alpha = 0 }
        }
        let copy = first.copy { $0 }
        for _ in 0..<3 {
            // Each call moves the card's slot to the animator asked.
            #expect(first.presentedGeometry(of: card, at: 0.5).alpha == 0.75)
            #expect(second.presentedGeometry(of: card, at: 0.5).alpha == 0.25)
            #expect(copy.presentedGeometry(of: card, at: 0.5).alpha == 0.75)
            // `other` has entries only in `second` (its slot there may name the card's in `first`).
            #expect(first.presentedGeometry(of: other, at: 0.5).alpha == other.alpha)
            #expect(second.presentedGeometry(of: other, at: 0.5).alpha == 0.625)
            #expect(first.presentedValue(of: card, .alpha, at: 0.25) == .number(0.875))
        }
        // A newer animation in `first`, forgotten by a restore: the older one presents again.
        _ = try first.animate(duration: 1, curve: .linear) {
            try set(first, card, "alpha") { $0.alpha = 1 }
            try set(first, other, "alpha") { $0.alpha = 0 }
        }
        #expect(first.presentedGeometry(of: other, at: 0.5).alpha == 0.125)
        first.restore(saved)
        #expect(first.presentedGeometry(of: card, at: 0.5).alpha == 0.75)
        #expect(first.presentedGeometry(of: other, at: 0.5).alpha == other.alpha)
        #expect(first.isAnimating(card, .alpha, at: 0.5) && !first.isAnimating(other, .alpha, at: 0.5))
        #expect(second.presentedGeometry(of: card, at: 0.5).alpha == 0.25)
        #expect(first.animations(of: card).count == 1 && second.animations(of: card).count == 1)
    }
}

@Suite("Animator: the keys a view presents")
struct AnimatorKeysTests {
    /// A restore puts back which keys a view animates: a key with no entry at the checkpoint
    /// presents the model after it, one with entries its animation.
    @Test("a restore puts back which keys of a view are animated")
    func restorePutsBackTheKeys() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 2, curve: .linear) {
            try set(animator, card, "center") { $0.center = Point(x: 150, y: 50) }
        }
        let saved = animator.checkpoint()
        _ = try animator.animate(duration: 2, curve: .linear) {
            try set(animator, card, "alpha") { $0.alpha = 0 }
        }
        #expect(animator.presentedGeometry(of: card, at: 1).alpha == 0.5)
        animator.restore(saved)
        card.alpha = 0
        let shown = animator.presentedGeometry(of: card, at: 1)
        #expect(shown.alpha == 0)
        #expect(shown.center == Point(x: 100, y: 50))
        let copy = animator.copy { $0 }
        #expect(copy.presentedGeometry(of: card, at: 1).center == Point(x: 100, y: 50))
        #expect(copy.presentedGeometry(of: card, at: 1).alpha == 0)
    }
}

@Suite("Animator: a presented geometry read as each property's type")
struct AnimatorTypedPresentationTests {
    /// `presentedGeometry` reads each key's track as the property's own type; it presents what
    /// `presentedValue(of:_:at:)` (the values as `AnimatableValue`) presents, at every phase:
    /// before a delay, in flight, after an older animation a newer one replaced, after the last.
    @Test("the presented geometry is each key's presented value")
    func presentedGeometryIsEachKeysValue() throws {
        let (_, card) = try makeCard()
        let animator = Animator()
        _ = try animator.animate(duration: 2, delay: 0.5, curve: .linear) {
            try set(animator, card, "center") { $0.center = Point(x: 150, y: 50) }
            try set(animator, card, "bounds") { $0.bounds = Rect(x: 0, y: 0, width: -40, height: 20) }
            try set(animator, card, "anchorPoint") { $0.anchorPoint = Point(x: 0.2, y: 0.9) }
            try set(animator, card, "alpha") { $0.alpha = 0.25 }
        }
        try animator.wait(1)
        _ = try animator.animate(duration: 1, curve: .easeInOut) {
            try set(animator, card, "center") { $0.center = Point(x: -0.0, y: 300) }
            try set(animator, card, "alpha") { $0.alpha = 1 }
        }
        for t in [-1, 0, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4] {
            let shown = animator.presentedGeometry(of: card, at: t)
            #expect(AnimatableValue.point(shown.center) == animator.presentedValue(of: card, .center, at: t), "center at \(t)")
            #expect(AnimatableValue.rect(shown.bounds) == animator.presentedValue(of: card, .bounds, at: t).standardizedBounds, "bounds at \(t)")
            #expect(AnimatableValue.point(shown.anchorPoint) == animator.presentedValue(of: card, .anchorPoint, at: t), "anchorPoint at \(t)")
            #expect(AnimatableValue.number(shown.alpha) == animator.presentedValue(of: card, .alpha, at: t), "alpha at \(t)")
        }
        // -0 kept: the newer center's x at the end, as the model holds it.
        #expect(animator.presentedGeometry(of: card, at: 5).center.x.sign == .minus)
    }
}

extension AnimatableValue {
    /// A bounds value as a view stores it (standardised).
    fileprivate var standardizedBounds: AnimatableValue {
        if case .rect(let r) = self { return .rect(View.storedBounds(r)) }
        return self
    }
}
