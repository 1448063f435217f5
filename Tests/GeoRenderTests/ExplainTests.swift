import Testing
import GeoRender

/// Scenes for the explanations: root (0, 0, 375, 667) ⊃ card (100, 200, 200, 100) turned 30°
/// ⊃ like (150, 60, 40, 30), and a hidden `other` in front of the card.
private enum ExplainScene {
    static func make() -> (root: View, card: View, like: View, other: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
        let card = View(frame: Rect(x: 100, y: 200, width: 200, height: 100), name: "card")
        let like = View(frame: Rect(x: 150, y: 60, width: 40, height: 30), name: "like")
        let other = View(frame: Rect(x: 0, y: 0, width: 50, height: 50), name: "other")
        try? root.addSubview(card)
        try? card.addSubview(like)
        try? root.addSubview(other)
        card.transform = Transform(rotationAngle: Double.pi / 6)
        other.isHidden = true
        return (root, card, like, other)
    }
}

/// SplitMix64, so a failing property test reproduces.
private struct ExplainRNG: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random tree of up to 10 views with rotations, scales (also negative), shears, anchor
/// points, bounds origins, hidden, transparent and non-interactive views.
private func randomTree(_ rng: inout ExplainRNG) -> [View] {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "root")
    var views = [root]
    for i in 1..<Int.random(in: 2...10, using: &rng) {
        let v = View(frame: Rect(x: Double.random(in: -50...300, using: &rng), y: Double.random(in: -50...300, using: &rng),
                                 width: Double.random(in: 1...200, using: &rng), height: Double.random(in: 1...200, using: &rng)),
                     name: Bool.random(using: &rng) ? "v\(i)" : nil)
        switch Int.random(in: 0...4, using: &rng) {
        case 0: v.transform = Transform(rotationAngle: Double.random(in: -3...3, using: &rng))
        case 1: v.transform = Transform(scaleX: Double.random(in: -2...2, using: &rng), y: Double.random(in: 0.2...2, using: &rng))
        case 2: v.transform = Transform(shearX: Double.random(in: -1...1, using: &rng), y: 0)
            .concatenating(Transform(translationX: 5, y: -3))
        default: break
        }
        if Int.random(in: 0...3, using: &rng) == 0 {
            v.anchorPoint = Point(x: Double.random(in: 0...1, using: &rng), y: Double.random(in: 0...1, using: &rng))
        }
        if Int.random(in: 0...3, using: &rng) == 0 {
            v.bounds.origin = Point(x: Double.random(in: -20...20, using: &rng), y: Double.random(in: -20...20, using: &rng))
        }
        switch Int.random(in: 0...9, using: &rng) {
        case 0: v.isHidden = true
        case 1: v.alpha = 0.005
        case 2: v.isUserInteractionEnabled = false
        default: break
        }
        let parent = views[Int.random(in: 0..<views.count, using: &rng)]
        try? parent.addSubview(v)
        views.append(v)
    }
    return views
}

/// The line that starts with `= ` (the answer).
private func answer(_ text: String) -> String? {
    text.split(separator: "\n").first { $0.hasPrefix("  = ") }.map { String($0.dropFirst(4)) }
}

@Suite("Explain")
struct ExplainTests {
    // MARK: frame

    @Test func frameOfATurnedCard() {
        let s = ExplainScene.make()
        let text = Explain.frame(of: s.card, source: "card.frame", format: .standard)
        #expect(text == """
            card.frame: the frame of card, in root's bounds coordinates
              bounds (0, 0, 200, 100), anchorPoint (0.5, 0.5): the anchor is (100, 50) from the bounds' top-left corner
              1. the corners (top-left, top-right, bottom-right, bottom-left), measured from the anchor:
                   (-100, -50)  (100, -50)  (100, 50)  (-100, 50)
              2. through the transform Transform(0.866, 0.5, -0.5, 0.866, 0, 0) (rotation 30°):
                   (-61.6025, -93.3013)  (111.6025, 6.6987)  (61.6025, 93.3013)  (-111.6025, -6.6987)
              3. moved by center (200, 250), where the anchor point sits:
                   (138.3975, 156.6987)  (311.6025, 256.6987)  (261.6025, 343.3013)  (88.3975, 243.3013)
              4. the box around them: x from 88.3975 to 311.6025, y from 156.6987 to 343.3013 (the turned view fills only part of it)
              = (88.3975, 156.6987, 223.2051, 186.6025)

            """)
    }

    struct FrameCase: CustomTestStringConvertible, Sendable {
        var name: String
        var setup: @Sendable (View) -> Void
        var expected: [String]
        var testDescription: String { name }
    }

    static let frameCases: [FrameCase] = [
        FrameCase(name: "identity", setup: { _ in }, expected: [
            "2. the transform is identity: the corners stay where they are",
            "= (10, 20, 100, 50)"]),
        FrameCase(name: "anchor at the top-left", setup: { $0.anchorPoint = .zero }, expected: [
            "the anchor is (0, 0) from the bounds' top-left corner",
            "(0, 0)  (100, 0)  (100, 50)  (0, 50)",
            "3. moved by center (60, 45)",
            "= (60, 45, 100, 50)"]),
        FrameCase(name: "bounds origin", setup: { $0.bounds.origin = Point(x: 30, y: 5) }, expected: [
            "(bounds.origin does not enter the frame)", "= (10, 20, 100, 50)"]),
        FrameCase(name: "scale", setup: { $0.transform = Transform(scaleX: 2, y: 2) }, expected: [
            "2. through the transform Transform(2, 0, 0, 2, 0, 0) (scale (2, 2)):",
            "(-100, -50)  (100, -50)  (100, 50)  (-100, 50)", "= (-40, -5, 200, 100)"]),
        FrameCase(name: "quarter turn", setup: { $0.transform = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0) }, expected: [
            "(rotation 90°)", "= (35, -5, 50, 100)"]),
        FrameCase(name: "translation", setup: { $0.transform = Transform(translationX: 7, y: -3) }, expected: [
            "(translation (7, -3))", "= (17, 17, 100, 50)"]),
    ]

    @Test(arguments: frameCases) func frameSteps(_ c: FrameCase) {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50), name: "v")
        c.setup(v)
        let text = Explain.frame(of: v, source: "v.frame", format: .standard)
        for line in c.expected { #expect(text.contains(line), "\(line) in\n\(text)") }
        #expect(answer(text) == v.frame.formatted(.standard))
        #expect(text.contains("it has none yet"))
        #expect(!text.contains("differs"))
        #expect(text.hasSuffix("\n"))
    }

    @Test func unnamedViewsAreShownByTheirDescription() {
        let v = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        let text = Explain.frame(of: v, source: "v.frame", format: .standard)
        #expect(text.hasPrefix("v.frame: the frame of <View frame=(1, 2, 3, 4)>,"))
    }

    @Test func exactFormatShowsEveryDigit() {
        let s = ExplainScene.make()
        let text = Explain.frame(of: s.card, source: "card.frame", format: .exact)
        #expect(answer(text) == s.card.frame.formatted(.exact))
        #expect(text.contains("0.8660254037844387"))
    }

    /// The steps build the frame bit for bit as View does, so the explanation never needs the
    /// rounding note, whatever the geometry.
    @Test func frameStepsAgreeWithViewBitForBit() {
        var rng = ExplainRNG(state: 0xF4A3E)
        for _ in 0..<60 {
            for v in randomTree(&rng) {
                let text = Explain.frame(of: v, source: "v.frame", format: .exact)
                #expect(answer(text) == v.frame.formatted(.exact))
                #expect(!text.contains("step by step gives"), "\(text)")
            }
        }
    }

    // MARK: convert

    @Test func convertUpToTheWindow() throws {
        let s = ExplainScene.make()
        let text = try Explain.convert(.point(Point(x: 170, y: 75)), of: s.like, to: nil,
                                       source: "like.convert((170, 75), to: nil)", format: .standard)
        #expect(text == """
            like.convert((170, 75), to: nil): from like's bounds coordinates to the root's coordinate space (root's bounds, the window's)
              1. like → card (up): minus the anchor (20, 15), plus center (170, 75)
                   matrix Transform(1, 0, 0, 1, 150, 60)
                   (170, 75) → (320, 135)
              2. card → root (up): minus the anchor (100, 50), rotation 30°, plus center (200, 250)
                   matrix Transform(0.866, 0.5, -0.5, 0.866, 138.3975, 156.6987)
                   (320, 135) → (348.0256, 433.6122)
              = (348.0256, 433.6122)

            """)
    }

    @Test func convertFromGoesDownWithInverses() throws {
        let s = ExplainScene.make()
        let text = try Explain.convert(.point(Point(x: 110, y: 280)), of: s.like, from: s.root,
                                       source: "like.convert((110, 280), from: root)", format: .standard)
        #expect(text.contains("1. root → card (down): undo card's step up (minus the anchor (100, 50), rotation 30°, plus center (200, 250))"))
        #expect(text.contains("""
                   matrix Transform(0.866, -0.5, 0.5, 0.866, -198.2051, -66.5064),
                     the inverse of card's Transform(0.866, 0.5, -0.5, 0.866, 138.3975, 156.6987)
            """))
        #expect(text.contains("2. card → like (down)"))
        #expect(answer(text) == (try s.like.convert(Point(x: 110, y: 280), from: s.root)).formatted(.standard))
    }

    @Test func convertARectFollowsItsCorners() throws {
        let s = ExplainScene.make()
        let r = Rect(x: 0, y: 0, width: 40, height: 30)
        let text = try Explain.convert(.rect(r), of: s.like, to: s.other, source: "like.convert(r, to: other)",
                                       format: .standard)
        #expect(text.contains("the rectangle (0, 0, 40, 30) is its four corners:"))
        #expect(text.contains("→ (150, 60)  (190, 60)  (190, 90)  (150, 90)"))
        #expect(text.contains("3. root → other (down)"))
        #expect(text.contains("matrix identity: nothing moves"))
        #expect(text.contains("the box around the corners: x from 223.3013 to 272.9423"))
        #expect(answer(text) == (try s.like.convert(r, to: s.other)).formatted(.standard))
    }

    @Test func convertToItself() throws {
        let s = ExplainScene.make()
        let text = try Explain.convert(.point(Point(x: 1, y: 2)), of: s.card, to: s.card, source: "c", format: .standard)
        #expect(text.contains("it is the same view: nothing changes"))
        #expect(answer(text) == "(1, 2)")
    }

    @Test func convertErrorsAreViewsErrors() {
        let s = ExplainScene.make()
        let stranger = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "stranger")
        #expect(throws: GeometryError.self) {
            try Explain.convert(.point(.zero), of: s.card, to: stranger, source: "x", format: .standard)
        }
        s.like.transform = Transform(scaleX: 0, y: 1)
        #expect(throws: GeometryError.self) {
            try Explain.convert(.point(.zero), of: s.root, to: s.like, source: "x", format: .standard)
        }
        #expect(throws: GeometryError.self) {
            try Explain.convert(.rect(.zero), of: s.like, from: nil, source: "x", format: .standard)
        }
    }

    /// Whatever the path, the answer shown is View's, and a step-by-step result that differs is
    /// only ever a rounding difference.
    @Test func convertAnswersAreViewsAnswers() throws {
        var rng = ExplainRNG(state: 0xC0417)
        for _ in 0..<60 {
            let views = randomTree(&rng)
            for _ in 0..<4 {
                let a = views[Int.random(in: 0..<views.count, using: &rng)]
                let b = Bool.random(using: &rng) ? views[Int.random(in: 0..<views.count, using: &rng)] : nil
                let p = Point(x: Double.random(in: -100...100, using: &rng), y: Double.random(in: -100...100, using: &rng))
                guard let expected = try? a.convert(p, to: b) else { continue }
                let text = try Explain.convert(.point(p), of: a, to: b, source: "a", format: .exact)
                #expect(answer(text) == expected.formatted(.exact))
                if let note = text.split(separator: "\n").first(where: { $0.contains("step by step gives") }) {
                    #expect(note.contains("floating-point rounding"))
                }
                let r = Rect(x: p.x, y: p.y, width: 10, height: 5)
                guard let box = try? a.convert(r, from: b) else { continue }
                let rectText = try Explain.convert(.rect(r), of: a, from: b, source: "a", format: .exact)
                #expect(answer(rectText) == box.formatted(.exact))
            }
        }
    }

    // MARK: hitTest

    @Test func hitTestWalksFrontMostFirst() throws {
        let s = ExplainScene.make()
        let p = try s.card.convert(Point(x: 170, y: 75), to: s.root)
        let text = Explain.hitTest(p, in: s.root, source: "root.hitTest(p)", format: .standard)
        #expect(text == """
            root.hitTest(p): the deepest visible, interactive view at (248.1218, 306.6506) in root's bounds
              root: (248.1218, 306.6506) is inside its bounds (0, 0, 375, 667) → entered; its 2 subviews, front-most first:
                other: isHidden, so it and its subviews are skipped
                card: (170, 75) in its coordinates, inside its bounds (0, 0, 200, 100) → entered; its subview:
                  like: (20, 15) in its coordinates, inside its bounds (0, 0, 40, 30) → entered
                    → like: it has no subviews
              = <View "like" frame=(150, 60, 40, 30)>

            """)
    }

    struct HitCase: CustomTestStringConvertible, Sendable {
        var name: String
        var setup: @Sendable (View, View) -> Void   // (root, child)
        var point: Point
        var expected: [String]
        var answer: String
        var testDescription: String { name }
    }

    static let hitCases: [HitCase] = [
        HitCase(name: "inside the child", setup: { _, _ in }, point: Point(x: 20, y: 20),
                expected: ["child: (10, 10) in its coordinates, inside its bounds (0, 0, 40, 40) → entered",
                           "→ child: it has no subviews"], answer: "<View \"child\" frame=(10, 10, 40, 40)>"),
        HitCase(name: "outside the child", setup: { _, _ in }, point: Point(x: 80, y: 80),
                expected: ["child: (70, 70) in its coordinates is outside its bounds (0, 0, 40, 40) → skipped",
                           "→ root: none of its subviews takes the point"], answer: "<View \"root\" frame=(0, 0, 100, 100)>"),
        HitCase(name: "hidden child", setup: { _, c in c.isHidden = true }, point: Point(x: 20, y: 20),
                expected: ["child: isHidden, so it and its subviews are skipped"], answer: "<View \"root\" frame=(0, 0, 100, 100)>"),
        HitCase(name: "transparent child", setup: { _, c in c.alpha = 0.005 }, point: Point(x: 20, y: 20),
                expected: ["child: alpha 0.005 is below 0.01"], answer: "<View \"root\" frame=(0, 0, 100, 100)>"),
        HitCase(name: "non-interactive child", setup: { _, c in c.isUserInteractionEnabled = false }, point: Point(x: 20, y: 20),
                expected: ["child: isUserInteractionEnabled is false"], answer: "<View \"root\" frame=(0, 0, 100, 100)>"),
        HitCase(name: "singular child", setup: { _, c in c.transform = Transform(scaleX: 0, y: 1) }, point: Point(x: 30, y: 30),
                expected: ["child: its transform Transform(0, 0, 0, 1, 0, 0) is singular, so no point maps into it → skipped"],
                answer: "<View \"root\" frame=(0, 0, 100, 100)>"),
        HitCase(name: "outside the root", setup: { _, _ in }, point: Point(x: 100, y: 50),
                expected: ["root: (100, 50) is outside its bounds (0, 0, 100, 100) → nil"], answer: "nil"),
        HitCase(name: "hidden root", setup: { r, _ in r.isHidden = true }, point: Point(x: 20, y: 20),
                expected: ["root: isHidden, so it and its subviews are skipped → nil"], answer: "nil"),
        HitCase(name: "child sticking out", setup: { _, c in c.center = Point(x: 110, y: 50) }, point: Point(x: 120, y: 50),
                expected: ["root: (120, 50) is outside its bounds"], answer: "nil"),
    ]

    @Test(arguments: hitCases) func hitTestReasons(_ c: HitCase) {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let child = View(frame: Rect(x: 10, y: 10, width: 40, height: 40), name: "child")
        try? root.addSubview(child)
        c.setup(root, child)
        let text = Explain.hitTest(c.point, in: root, source: "root.hitTest(p)", format: .standard)
        for line in c.expected { #expect(text.contains(line), "\(line) in\n\(text)") }
        #expect(answer(text) == c.answer)
        #expect(!text.contains("disagrees"))
    }

    @Test func subviewsBehindTheHitAreNotTriedAndLongListsAreCounted() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
        for i in 0..<20 {
            try? root.addSubview(View(frame: Rect(x: Double(i) * 5, y: 0, width: 5, height: 5), name: "s\(i)"))
        }
        let text = Explain.hitTest(Point(x: 11, y: 1), in: root, source: "h", format: .standard, listed: 8)
        #expect(text.contains("s2: (1, 1) in its coordinates, inside its bounds (0, 0, 5, 5) → entered (the 2 behind it are not tried)"))
        #expect(text.contains("s19: "))
        #expect(text.contains("… and 10 more subviews, each skipped"))
        let one = Explain.hitTest(Point(x: 6, y: 1), in: root, source: "h", format: .standard, listed: 8)
        #expect(one.contains("s1: (1, 1) in its coordinates, inside its bounds (0, 0, 5, 5) → entered (the 1 behind it is not tried)"), "\(one)")
        #expect(!text.contains("s12: "))
        #expect(answer(text) == "<View \"s2\" frame=(10, 0, 5, 5)>")
    }

    /// The walk shown always ends where View.hitTest does (which uses a spatial index for
    /// many subviews).
    @Test func hitTestWalkAgreesWithView() {
        var rng = ExplainRNG(state: 0x417)
        for _ in 0..<80 {
            let views = randomTree(&rng)
            let root = views[0]
            for _ in 0..<6 {
                let p = Point(x: Double.random(in: -20...420, using: &rng), y: Double.random(in: -20...420, using: &rng))
                let text = Explain.hitTest(p, in: root, source: "h", format: .standard)
                #expect(!text.contains("disagrees"), "\(text)")
                #expect(answer(text) == (root.hitTest(p)?.description(format: .standard) ?? "nil"))
            }
        }
    }

    // MARK: other values

    @Test func detailsOfATransform() {
        let t = Transform(rotationAngle: Double.pi / 6).concatenating(Transform(translationX: 10, y: 0))
        #expect(Explain.details(of: t, format: .standard) == [
            "components (scale · shear · rotation · translation): scale (1, 1), shear 0, rotation 30°, translation (10, 0)",
            "determinant 1"])
        #expect(Explain.details(of: Transform(scaleX: -1, y: 1), format: .standard)[1] == "determinant -1: it flips (a reflection)")
        #expect(Explain.details(of: Transform(scaleX: 0, y: 1), format: .standard)[1] == "determinant 0: singular, it cannot be inverted")
        #expect(Explain.details(of: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), format: .standard).count == 1)
    }

    @Test func detailsOfARectAndAView() {
        #expect(Explain.details(of: Rect(x: 10, y: 20, width: 100, height: 50), format: .standard) == [
            "x: minX 10, midX 60, maxX 110 (width 100)", "y: minY 20, midY 45, maxY 70 (height 50)"])
        #expect(Explain.details(of: Rect.null, format: .standard).count == 1)
        let s = ExplainScene.make()
        #expect(Explain.details(of: s.card, format: .standard) == [
            "bounds (0, 0, 200, 100), center (200, 250), anchorPoint (0.5, 0.5)",
            "transform Transform(0.866, 0.5, -0.5, 0.866, 0, 0) (rotation 30°), frame (88.3975, 156.6987, 223.2051, 186.6025)",
            "in root, 1 subview"])
        #expect(Explain.details(of: s.other, format: .standard)[2] == "in root, no subviews, hidden")
    }

    @Test func plainValues() {
        #expect(Explain.value(source: "card.bounds.width", shown: "200") == "card.bounds.width = 200\n")
        #expect(Explain.value(source: "3", shown: "3") == "3\n")
        #expect(Explain.value(source: "r", shown: "(1, 2, 3, 4)", details: ["a", "b"]) == "r = (1, 2, 3, 4)\n  a\n  b\n")
    }
}
