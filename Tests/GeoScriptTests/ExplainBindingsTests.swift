import Testing
import GeoRender
@testable import GeoScript

/// What a program printed, and its error message if it failed.
private struct ExplainRun {
    var output = ""
    var error: String?

    init(_ program: String, precision: Int? = nil) {
        let geo = Interpreter()
        if let precision { geo.precision = precision }
        var output = ""
        geo.output = { output += $0 }
        do {
            try geo.run(program, file: "explain.geo")
        } catch {
            self.error = error.description
        }
        self.output = output
    }
}

/// root (0, 0, 375, 667) ⊃ card (100, 200, 200, 100) turned 30° ⊃ like (150, 60, 40, 30), then `body`.
private func scene(_ body: String) -> String {
    """
    let root = View(frame: (0, 0, 375, 667), name: "root")
    let card = View(frame: (100, 200, 200, 100), name: "card")
    let like = View(frame: (150, 60, 40, 30), name: "like")
    root.addSubview(card)
    card.addSubview(like)
    card.transform = rotation(30deg)
    \(body)
    """
}

/// The same scene built in Swift, for comparing with GeoRender's texts.
private func swiftScene() -> (root: View, card: View, like: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
    let card = View(frame: Rect(x: 100, y: 200, width: 200, height: 100), name: "card")
    let like = View(frame: Rect(x: 150, y: 60, width: 40, height: 30), name: "like")
    try? root.addSubview(card)
    try? card.addSubview(like)
    card.transform = Transform(rotationAngle: 30 * Double.pi / 180)
    return (root, card, like)
}

struct ExplainCase: CustomTestStringConvertible, Sendable {
    var program: String
    var fragments: [String]
    init(_ program: String, _ fragments: String...) {
        self.program = program
        self.fragments = fragments
    }
    var testDescription: String { program }
}

@Suite("explain bindings")
struct ExplainBindingsTests {
    // MARK: The three shapes, step by step

    @Test func frameIsExplainedAndReturned() throws {
        let run = ExplainRun(scene("let f = explain(card.frame)\nprint(f == card.frame, f)"))
        #expect(run.error == nil, "\(run.error ?? "")")
        let s = swiftScene()
        let expected = Explain.frame(of: s.card, source: "card.frame", format: .standard)
        #expect(run.output == expected + "true (88.3975, 156.6987, 223.2051, 186.6025)\n")
    }

    @Test func convertIsExplainedAndReturned() throws {
        let run = ExplainRun(scene("let p = explain(like.convert((170, 75), to: nil))\nprint(p == like.convert((170, 75), to: nil))"))
        #expect(run.error == nil, "\(run.error ?? "")")
        let s = swiftScene()
        let expected = try Explain.convert(.point(Point(x: 170, y: 75)), of: s.like, to: nil,
                                           source: "like.convert((170, 75), to: nil)", format: .standard)
        #expect(run.output == expected + "true\n")
    }

    @Test func hitTestIsExplainedAndReturned() throws {
        let run = ExplainRun(scene("let p = card.convert((170, 75), to: root)\nlet v = explain(root.hitTest(p))\nprint(v == like)"))
        #expect(run.error == nil, "\(run.error ?? "")")
        let s = swiftScene()
        let p = try s.card.convert(Point(x: 170, y: 75), to: s.root)
        let expected = Explain.hitTest(p, in: s.root, source: "root.hitTest(p)", format: .standard)
        #expect(run.output == expected + "true\n")
    }

    static let shapes: [ExplainCase] = [
        ExplainCase(scene("explain(card.convert((110, 280), from: root))"),
                    "card.convert((110, 280), from: root): from root's bounds coordinates to card's bounds coordinates",
                    "1. root → card (down): undo card's step up", "= (37.0577, 120.9808)"),
        ExplainCase(scene("explain(like.convert((0, 0, 40, 30), to: root))"),
                    "the rectangle (0, 0, 40, 30) is its four corners:", "the box around the corners",
                    "2. card → root (up): minus the anchor (100, 50), rotation 30°, plus center (200, 250)"),
        ExplainCase(scene("explain(card.convert(Rect(0, 0, 10, 10), from: nil))"),
                    "from the root's coordinate space (root's bounds, the window's) to card's bounds coordinates"),
        ExplainCase(scene("print(explain(root.hitTest((1000, 0))) == nil)"),
                    "root: (1000, 0) is outside its bounds (0, 0, 375, 667) → nil", "  = nil\ntrue"),
        ExplainCase(scene("like.isHidden = true\nexplain(root.hitTest((248.1218, 306.6506)))"),
                    "like: isHidden, so it and its subviews are skipped", "→ card: none of its subviews takes the point"),
        ExplainCase(scene("explain(root.subviews[0].frame)"), "root.subviews[0].frame: the frame of card, in root's bounds coordinates"),
        ExplainCase(scene("explain(card.presentation().frame)"), "card.presentation().frame: the frame of card"),
        ExplainCase(scene("explain(card\n    .frame)"), "card.frame: the frame of card"),
        ExplainCase(scene("explain((card.frame))"), "(card.frame): the frame of card"),
    ]

    @Test(arguments: shapes) func shapesAreExplained(_ c: ExplainCase) {
        let run = ExplainRun(c.program)
        #expect(run.error == nil, "\(run.error ?? "")")
        for fragment in c.fragments { #expect(run.output.contains(fragment), "\(fragment) in\n\(run.output)") }
    }

    // MARK: Any other expression: its source and value

    static let values: [ExplainCase] = [
        ExplainCase("explain(1 + 2)", "1 + 2 = 3\n"),
        ExplainCase("let x = explain(2 * 3)\nprint(x)", "2 * 3 = 6\n6\n"),
        ExplainCase("explain(\"a\" + \"b\")", "\"a\" + \"b\" = \"ab\"\n"),
        ExplainCase("explain(3)", "3\n"),
        ExplainCase("explain(rotation(30deg).translatedBy(x: 10, y: 0))",
                    "rotation(30deg).translatedBy(x: 10, y: 0) = Transform(0.866, 0.5, -0.5, 0.866, 8.6603, 5)\n",
                    "  components (scale · shear · rotation · translation): scale (1, 1), shear 0, rotation 30°, translation (8.6603, 5)\n",
                    "  determinant 1\n"),
        ExplainCase("explain(Rect(10, 20, 100, 50))", "Rect(10, 20, 100, 50) = (10, 20, 100, 50)\n",
                    "  x: minX 10, midX 60, maxX 110 (width 100)\n  y: minY 20, midY 45, maxY 70 (height 50)\n"),
        ExplainCase(scene("explain(card.bounds.width)"), "card.bounds.width = 200\n"),
        ExplainCase(scene("explain(card)"), "card = <View \"card\" frame=(88.3975, 156.6987, 223.2051, 186.6025)>\n",
                    "  bounds (0, 0, 200, 100), center (200, 250), anchorPoint (0.5, 0.5)\n", "  in root, 1 subview\n"),
        ExplainCase(scene("explain(card.point(inside: (10, 10)))"), "card.point(inside: (10, 10)) = true\n"),
        ExplainCase(scene("explain(card.convert((1, 2), to: root).x)"), "card.convert((1, 2), to: root).x = "),
        ExplainCase("explain(nil)", "nil\n"),
        ExplainCase("let e = explain\nprint(e(Point(1, 2)))", "(1, 2)\n(1, 2)\n"),
    ]

    @Test(arguments: values) func otherValuesShowSourceAndValue(_ c: ExplainCase) {
        let run = ExplainRun(c.program)
        #expect(run.error == nil, "\(run.error ?? "")")
        for fragment in c.fragments { #expect(run.output.contains(fragment), "\(fragment) in\n\(run.output)") }
    }

    @Test func theDisplayPrecisionIsUsed() {
        let run = ExplainRun(scene("explain(card.frame)"), precision: 2)
        #expect(run.output.contains("= (88.4, 156.7, 223.21, 186.6)"), "\(run.output)")
    }

    // MARK: Evaluation happens once, errors are the expression's own

    @Test func partsAreEvaluatedOnceInOrder() {
        let run = ExplainRun(scene("""
            var log = []
            func pick(v) { log.append(v.name); return v }
            explain(pick(card).frame)
            explain(pick(like).convert(pick(card).center, to: pick(root)))
            explain(pick(root).hitTest((1, 1)))
            print(log)
            """))
        #expect(run.error == nil, "\(run.error ?? "")")
        #expect(run.output.hasSuffix("[\"card\", \"like\", \"card\", \"root\", \"root\"]\n")
                || run.output.hasSuffix("[card, like, card, root, root]\n"), "\(run.output)")
    }

    static let errors: [ExplainCase] = [
        ExplainCase(scene("let other = View(name: \"other\")\nexplain(card.convert((0, 0), to: other))"),
                    "explain.geo:8:9: error:", "different view trees"),
        ExplainCase("explain(5.frame)", "no member 'frame' on Number"),
        ExplainCase("explain(Rect(0, 0, 1, 1).convert((0, 0), to: nil))", "no member 'convert' on Rect"),
        ExplainCase(scene("explain(card.hitTest(3))"), "argument 1 of hitTest(_:) must be a Point, not"),
        ExplainCase(scene("explain(card.convert((0, 0), to: 3))"), "must be a View or nil"),
        ExplainCase(scene("explain(card.frame())"), "'frame' is a property of View, not a method"),
        ExplainCase("explain(1, 2)", "explain takes 1 argument but was given 2"),
        ExplainCase("explain(value: 1)", "label"),
        ExplainCase(scene("like.transform = scale(0)\nexplain(root.convert((0, 0), to: like))"), "singular"),
    ]

    @Test(arguments: errors) func errorsAreTheExpressionsOwn(_ c: ExplainCase) {
        let run = ExplainRun(c.program)
        guard let message = run.error else {
            Issue.record("no error; output: \(run.output)")
            return
        }
        for fragment in c.fragments { #expect(message.contains(fragment), "message: \(message)") }
    }

    // MARK: A user's own explain wins; the registry knows the built-in

    @Test func aUsersExplainShadowsTheBuiltIn() {
        let run = ExplainRun("let explain = { x in x * 2 }\nprint(explain(3))")
        #expect(run.error == nil, "\(run.error ?? "")")
        #expect(run.output == "6\n")
        let local = ExplainRun("func f(explain) { return explain(4) }\nprint(f({ x in x + 1 }))")
        #expect(local.output == "5\n", "\(local.error ?? "")")
    }

    @Test func helpAndCompletionKnowExplain() {
        let geo = Interpreter()
        #expect(geo.builtinNames.contains("explain"))
        #expect(geo.help(for: "explain")?.contains("step by step") == true)
    }
}
