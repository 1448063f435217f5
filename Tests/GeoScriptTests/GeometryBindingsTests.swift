import Testing
@testable import GeoScript

/// What a small geo program did: its output, the warnings' messages, and the error's message.
struct BindingRun {
    var output = ""
    var warnings: [String] = []
    var error: String?
    var interpreter: Interpreter

    /// Runs `program` in a fresh interpreter (or `interpreter`), collecting everything.
    init(_ program: String, interpreter: Interpreter = Interpreter(), before: (Interpreter) -> Void = { _ in }) {
        self.interpreter = interpreter
        var output = ""
        var warnings: [String] = []
        interpreter.output = { output += $0 }
        interpreter.warnings = { warnings.append($0.message) }
        before(interpreter)
        do {
            try interpreter.run(program, file: "test.geo")
        } catch {
            self.error = error.message
        }
        self.output = output
        self.warnings = warnings
    }
}

/// A program and the exact output it must print.
struct BindingOutputCase: CustomTestStringConvertible, Sendable {
    var program: String
    var expected: String
    init(_ program: String, _ expected: String) {
        self.program = program
        self.expected = expected
    }
    var testDescription: String { program }
}

/// A program and text its error message must contain.
struct BindingErrorCase: CustomTestStringConvertible, Sendable {
    var program: String
    var fragments: [String]
    init(_ program: String, _ fragments: String...) {
        self.program = program
        self.fragments = fragments
    }
    var testDescription: String { program }
}

func expectBindingOutput(_ c: BindingOutputCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let run = BindingRun(c.program)
    #expect(run.error == nil, "unexpected error: \(run.error ?? "")", sourceLocation: sourceLocation)
    #expect(run.output == c.expected + "\n", sourceLocation: sourceLocation)
}

func expectBindingError(_ c: BindingErrorCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let run = BindingRun(c.program)
    guard let message = run.error else {
        Issue.record("no error; output: \(run.output)", sourceLocation: sourceLocation)
        return
    }
    for fragment in c.fragments {
        #expect(message.contains(fragment), "message: \(message)", sourceLocation: sourceLocation)
    }
}

@Suite("Geometry bindings")
struct GeometryBindingsTests {
    /// Core Graphics' integral, isInfinite, divided(atDistance:from:) and CGRect.infinite, and a
    /// Rect's `.null` / `.infinite` / `.zero` where the type is known (`r.integral != .null`).
    @Test func rectIntegralDividedAndInfinite() {
        expectBindingOutput(.init("""
            let r = CGRect(x: 0.5, y: 1.2, width: 10.3, height: 10.6)
            let (slice, rest) = r.divided(atDistance: 3, from: .minXEdge)
            var q: CGRect = .null
            print(r.integral, slice, rest, r.divided(atDistance: 2, from: .maxYEdge)[0])
            print(CGRect.infinite.isInfinite, r.isInfinite, q.isNull, r.integral != .null, CGRect.null.integral == .null)
            """, "(0, 1, 11, 11) (0.5, 1.2, 3, 10.6) (3.5, 1.2, 7.3, 10.6) (0.5, 9.8, 10.3, 2)\ntrue false true true true"))
        expectBindingError(.init("print(Rect(0, 0, 4, 4).divided(atDistance: 1, from: .left))", "unknown edge \"left\": use .minXEdge, .maxXEdge, .minYEdge or .maxYEdge"))
    }

    /// `.null` and `.infinite` are CGRect's wherever they stand (no other type has them): the
    /// usual "no overlap" test, `overlap == .null`, is true for disjoint rects (it compared
    /// with the String "null" and was always false), and `reduce(.null)`, `union(.null)` and
    /// `intersection(.infinite)` take the Rect.
    @Test func nullAndInfiniteAreRectsWhereverTheyStand() {
        expectBindingOutput(.init("""
            let card = CGRect(x: 0, y: 0, width: 10, height: 10)
            let apart = card.intersection(CGRect(x: 50, y: 50, width: 1, height: 1))
            let inside = card.intersection(CGRect(x: 5, y: 5, width: 1, height: 1))
            print(apart == .null, apart != .null, inside == .null, .null == apart)
            let frames = [card, CGRect(x: 20, y: 5, width: 2, height: 2)]
            print(frames.reduce(.null) { $0.union($1) }, card.union(.null), card.intersection(.infinite) == card)
            """, "true false false true\n(0, 0, 22, 10) (0, 0, 10, 10) true"))
    }

    /// A Rect's `==` is CGRect's (CGRectEqualToRect): the standardised rectangles compared,
    /// every null rectangle equal to every other; in a list's search too.
    @Test func rectEqualityIsCGRects() {
        expectBindingOutput(.init("""
            let flipped = CGRect(x: 10, y: 10, width: -5, height: -5)
            print(flipped == CGRect(x: 5, y: 5, width: 5, height: 5), flipped != CGRect(x: 5, y: 5, width: 5, height: 5))
            print(CGRect.null == Rect(infinity, 5, 1, 1), [Rect(0, 0, 1, 1)].firstIndex(of: Rect(1, 1, -1, -1))!)
            """, "true false\ntrue 0"))
    }

    static let constructors: [BindingOutputCase] = [
        .init("print(Point(1, 2))", "(1, 2)"),
        .init("print(Point(x: 1, y: -2.5))", "(1, -2.5)"),
        .init("print(Size(3, 4), Size(width: 3, height: 4))", "(3, 4) (3, 4)"),
        .init("print(type(Size(3, 4)), type(Point(3, 4)))", "Size Point"),
        .init("print(Rect(1, 2, 3, 4))", "(1, 2, 3, 4)"),
        .init("print(Rect(x: 1, y: 2, width: 3, height: 4))", "(1, 2, 3, 4)"),
        .init("print(Rect(origin: (1, 2), size: (3, 4)))", "(1, 2, 3, 4)"),
        .init("print(Rect(origin: Point(1, 2), size: Size(-3, 4)))", "(1, 2, -3, 4)"),
        .init("print(Transform(1, 2, 3, 4, 5, 6))", "Transform(1, 2, 3, 4, 5, 6)"),
        .init("print(Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))", "identity"),
        .init("print(Transform(scale: (2, 3), rotation: 90deg))", "Transform(0, 2, -3, 0, 0, 0)"),
        .init("print(Transform(translation: (4, 5)))", "Transform(1, 0, 0, 1, 4, 5)"),
        .init("print(Transform(shear: 2))", "Transform(1, 0, 2, 1, 0, 0)"),
        .init("print(Transform())", "identity"),
        .init("print(identity, identity.isIdentity)", "identity true"),
        .init("print(translation(10, 20))", "Transform(1, 0, 0, 1, 10, 20)"),
        .init("print(scale(2, 3), scale(2))", "Transform(2, 0, 0, 3, 0, 0) Transform(2, 0, 0, 2, 0, 0)"),
        .init("print(rotation(90deg))", "Transform(0, 1, -1, 0, 0, 0)"),
        .init("print(rotation(pi / 6))", "Transform(0.866, 0.5, -0.5, 0.866, 0, 0)"),
        .init("print(shear(2, 3))", "Transform(1, 3, 2, 1, 0, 0)"),
        .init("print(Point(3, 4) * shear(2, 0))", "(11, 4)"),
    ]

    @Test(arguments: constructors) func constructorsAndMakers(_ c: BindingOutputCase) { expectBindingOutput(c) }

    static let pointsAndSizes: [BindingOutputCase] = [
        .init("var p = (1, 2); p.x = 5; p.y += 1; print(p, p.x, p.y)", "(5, 3) 5 3"),
        .init("print(Point(1, 2).applying(translation(10, 20)))", "(11, 22)"),
        .init("print(Point(1, 0).applying(rotation(90deg)))", "(0, 1)"),
        .init("var s = Size(1, 2); s.width = 5; s.height *= 3; print(s, s.width, s.height)", "(5, 6) 5 6"),
        .init("print(Size(5, 6).applying(scale(2, -1)))", "(10, -6)"),
        .init("print(Size(5, 6).applying(translation(100, 100)))", "(5, 6)"),
        .init("var xs = [Point(0, 0)]; xs[0].x = 7; print(xs)", "[(7, 0)]"),
    ]

    @Test(arguments: pointsAndSizes) func pointAndSizeMembers(_ c: BindingOutputCase) { expectBindingOutput(c) }

    static let rects: [BindingOutputCase] = [
        .init("let r = Rect(10, 20, -4, 6); print(r.x, r.y, r.width, r.height)", "10 20 4 6"),
        .init("let r = Rect(10, 20, -4, 6); print(r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY)",
              "6 8 10 20 23 26"),
        .init("let r = Rect(10, 20, -4, 6); print(r.origin, r.size, r.standardized)", "(10, 20) (-4, 6) (6, 20, 4, 6)"),
        .init("var r = Rect(0, 0, 10, 10); r.origin.x = 5; r.size.height = 3; print(r)", "(5, 0, 10, 3)"),
        .init("var r = Rect(0, 0, 10, 10); r.origin = (1, 1); r.size = (2, 2); print(r)", "(1, 1, 2, 2)"),
        .init("let r = Rect(0, 0, 10, 10); print(r.contains((0, 0)), r.contains((10, 5)), r.contains((9.99, 9.99)))",
              "true false true"),
        .init("let r = Rect(0, 0, 10, 10); print(r.contains(Rect(1, 1, 2, 2)), r.contains(Rect(5, 5, 10, 10)))",
              "true false"),
        .init("print(Rect(0, 0, 10, 10).contains(Rect(0, 0, 10, 10)))", "true"),
        .init("print(Rect(0, 0, 10, 10).intersects(Rect(10, 0, 5, 5)), Rect(0, 0, 10, 10).intersection(Rect(10, 0, 5, 5)))",
              "true (10, 0, 0, 5)"),
        .init("let i = Rect(0, 0, 1, 1).intersection(Rect(5, 5, 1, 1)); print(i, i.isNull, i.isEmpty)", "null true true"),
        .init("print(Rect(0, 0, 1, 1).intersects(Rect(5, 5, 1, 1)))", "false"),
        .init("print(Rect(0, 0, 10, 10).intersection(Rect(5, -5, 10, 10)))", "(5, 0, 5, 5)"),
        .init("print(Rect(0, 0, 1, 1).union(Rect(5, 5, 1, 1)))", "(0, 0, 6, 6)"),
        .init("let n = Rect(0, 0, 1, 1).intersection(Rect(5, 5, 1, 1)); print(n.union(Rect(2, 2, 1, 1)))", "(2, 2, 1, 1)"),
        .init("print(Rect(0, 0, 10, 10).insetBy(dx: 1, dy: 2), Rect(0, 0, 10, 10).insetBy(dx: -1, dy: 0))",
              "(1, 2, 8, 6) (-1, 0, 12, 10)"),
        .init("print(Rect(0, 0, 10, 10).insetBy(dx: 6, dy: 0).isNull)", "true"),
        .init("print(Rect(0, 0, 10, 10).offsetBy(dx: 5, dy: -5), Rect(10, 0, -10, 10).offsetBy(dx: 1, dy: 0))",
              "(5, -5, 10, 10) (1, 0, 10, 10)"),
        .init("print(Rect(0, 0, 0, 5).isEmpty, Rect(0, 0, 1, 5).isEmpty, Rect(0, 0, 0, 5).isNull)", "true false false"),
        .init("print(Rect(0, 0, 10, 20).applying(rotation(90deg)))", "(-20, 0, 20, 10)"),
        .init("print(Rect(0, 0, 10, 20) * scale(2, 3))", "(0, 0, 20, 60)"),
        .init("print(Rect(0, 0, 10, 10).applying(rotation(45deg)))", "(-7.0711, 0, 14.1421, 14.1421)"),
    ]

    @Test(arguments: rects) func rectMembers(_ c: BindingOutputCase) { expectBindingOutput(c) }

    static let transforms: [BindingOutputCase] = [
        .init("var t = identity; t.tx = 5; t.a = 2; t.d -= 3; print(t)", "Transform(2, 0, 0, -2, 5, 0)"),
        .init("let t = Transform(1, 2, 3, 4, 5, 6); print(t.a, t.b, t.c, t.d, t.tx, t.ty)", "1 2 3 4 5 6"),
        .init("print(translation(10, 0).rotated(by: 90deg))", "Transform(0, 1, -1, 0, 10, 0)"),
        .init("print(rotation(90deg).translatedBy(x: 10, y: 0))", "Transform(0, 1, -1, 0, 0, 10)"),
        .init("print(translation(5, 5).scaledBy(x: 2, y: 3))", "Transform(2, 0, 0, 3, 5, 5)"),
        .init("print(scale(2).concatenating(translation(1, 0)), translation(1, 0).concatenating(scale(2)))",
              "Transform(2, 0, 0, 2, 1, 0) Transform(2, 0, 0, 2, 2, 0)"),
        .init("print(scale(2) * translation(1, 0) == scale(2).concatenating(translation(1, 0)))", "true"),
        .init("print(scale(2, 4).inverted(), translation(3, -4).inverted())",
              "Transform(0.5, 0, 0, 0.25, 0, 0) Transform(1, 0, 0, 1, -3, 4)"),
        .init("let t = Transform(1, 2, 3, 4, 5, 6); print(near(t * t.inverted(), identity))", "true"),
        .init("print(Transform(1, 2, 3, 4, 0, 0).determinant, scale(2, 3).determinant, scale(-1, 1).determinant)",
              "-2 6 -1"),
        .init("print(scale(1).isIdentity, scale(2).isIdentity, translation(0, 1e-300).isIdentity)", "true false false"),
        .init("""
              let t = Transform(scale: (2, 3), shear: 0.5, rotation: 30deg, translation: (4, 5))
              print(t.scale, t.shear, degrees(t.rotation), t.translation)
              """, "(2, 3) 0.5 30 (4, 5)"),
        .init("var t = scale(2); t.rotation = 90deg; print(t); t.scale = (1, 1); print(t)",
              "Transform(0, 2, -2, 0, 0, 0)\nTransform(0, 1, -1, 0, 0, 0)"),
        .init("var t = rotation(90deg); t.translation = (3, 4); t.shear = 1; print(t)", "Transform(0, 1, -1, 1, 3, 4)"),
        .init("var t = scale(2); t.scale.width = 5; print(t)", "Transform(5, 0, 0, 2, 0, 0)"),
        .init("var t = identity; t.translation.x += 7; print(t.tx)", "7"),
        .init("var t = rotation(10deg); t.rotation += 20deg; print(near(t, rotation(30deg)))", "true"),
        .init("print(scale(-1, 1).scale, scale(-1, 1).rotation, scale(1, -1).scale, scale(1, -1).rotation)",
              "(-1, 1) 0 (1, -1) 0"),
        .init("print(degrees(rotation(180deg).rotation), rotation(180deg).scale)", "180 (1, 1)"),
        .init("print(scale(0).scale, scale(0).rotation)", "(0, 0) 0"),
        .init("let t = Transform(1, 2, 3, 4, 5, 6); print(near(Transform(scale: t.scale, shear: t.shear, rotation: t.rotation, translation: t.translation), t))",
              "true"),
    ]

    @Test(arguments: transforms) func transformMembers(_ c: BindingOutputCase) { expectBindingOutput(c) }

    static let nearCases: [BindingOutputCase] = [
        .init("print(near(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3)", "true false"),
        .init("print(near(1, 1.1), near(1, 1.1, 0.2), near(1, 1 + 1e-10))", "false true true"),
        .init("print(near(1, 1 + 1e-8), near(1, 1 + 1e-8, 0))", "false false"),
        .init("print(near(infinity, infinity), near(nan, nan), near(1, nan))", "true false false"),
        .init("print(near((1, 2), Point(1, 2 + 1e-12)), near((1, 2), (1, 2.1)))", "true false"),
        .init("print(near(Size(1, 2), (1, 2)), near((1, 2), Size(1, 2)))", "true true"),
        .init("print(near(Rect(0, 0, 10, 10), Rect(10, 10, -10, -10)), near(Rect(0, 0, 10, 10), Rect(0, 0, 10, 10.1)))",
              "true false"),
        .init("let n = Rect(0, 0, 1, 1).intersection(Rect(3, 3, 1, 1)); print(near(n, n), near(n, Rect(0, 0, 0, 0)))",
              "true false"),
        .init("print(near(rotation(90deg), Transform(0, 1, -1, 0, 0, 0)), rotation(90deg) == Transform(0, 1, -1, 0, 0, 0))",
              "true false"),
        .init("print(near(translation(1, 2), translation(1, 2.5), 0.5), near(translation(1, 2), translation(1, 2.5), 0.4))",
              "true false"),
        .init("print(near([1, (1, 2)], [1 + 1e-12, (1, 2)]), near([1, 2], [1]), near([], []))", "true false true"),
        .init("let v = View(); print(near(v, v), near(View(), View()), near(nil, nil), near(v, nil))",
              "true false true false"),
        .init("print(near(\"a\", \"a\"), near(\"a\", 1), near(true, true))", "true false true"),
    ]

    @Test(arguments: nearCases) func nearComparisons(_ c: BindingOutputCase) { expectBindingOutput(c) }

    static let errors: [BindingErrorCase] = [
        .init("scale(0, 1).inverted()", "cannot invert transform Transform(0, 0, 0, 1, 0, 0)", "singular", "determinant 0"),
        .init("Transform(1, 2, 2, 4, 5, 6).inverted()", "Transform(1, 2, 2, 4, 5, 6)", "singular"),
        .init("Transform(1, 0, 0, nan, 0, 0).inverted()", "cannot invert"),
        .init("rotation(1).rotated(angle: 1)", "'angle:'", "did you mean 'by:'"),
        .init("Rect(0, 0, 1, 1).insetBy(x: 1, y: 1)", "'x:'", "dx:"),
        .init("Rect(0, 0, 1, 1).offsetBy(dx: 1)", "offsetBy"),
        .init("identity.translatedBy(1, 2)", "translatedBy"),
        .init("Point(\"a\", 1)", "Number", "String"),
        .init("Rect(origin: 1, size: (1, 1))", "Point"),
        .init("rotation(identity)", "Number", "Transform"),
        .init("Rect(0, 0, 1, 1).contains(5)", "contains"),
        .init("Point(1, 2).applying(3)", "Transform"),
        .init("near((1, 2), 1)", "near cannot compare a Point (1, 2) with a Number (1)"),
        .init("near(Rect(0, 0, 1, 1), identity)", "near cannot compare"),
        .init("near(1, [1])", "near cannot compare"),
        .init("near(1, 1, -1)", "tolerance of 0 or more"),
        .init("near(1, 1, nan)", "tolerance of 0 or more"),
        .init("var r = Rect(0, 0, 1, 1); r.width = 5", "width"),
        .init("var r = Rect(0, 0, 1, 1); r.minX = 5", "minX"),
        .init("var t = identity; t.determinant = 2", "determinant"),
        .init("var t = identity; t.rotation = \"a\"", "Number"),
        .init("var p = Point(0, 0); p.z = 1", "z"),
        .init("Rect(0, 0, 1, 1).widht", "did you mean 'width'"),
    ]

    @Test(arguments: errors) func errorMessages(_ c: BindingErrorCase) { expectBindingError(c) }

    static let docNames = [
        "Point", "Size", "Rect", "Transform", "identity", "translation", "scale", "rotation", "shear", "near",
        "x", "y", "width", "height", "applying", "origin", "size", "minX", "midX", "maxX", "minY", "midY", "maxY",
        "contains", "intersects", "intersection", "union", "insetBy", "offsetBy", "standardized", "isEmpty",
        "isNull", "a", "b", "c", "d", "tx", "ty", "translatedBy", "scaledBy", "rotated", "concatenating",
        "inverted", "isIdentity", "determinant", "shear", "translation",
    ]

    /// Every declared name has a one-line doc for `:help`.
    @Test(arguments: docNames) func helpText(_ name: String) throws {
        let help = try #require(Interpreter().help(for: name))
        for line in help.split(separator: "\n") {
            let doc = try #require(line.split(separator: "—", maxSplits: 1).last)
            #expect(doc.strippingSpaces().count > 5, "\(line)")
        }
    }

    @Test func completionListsMembers() {
        let geo = Interpreter()
        let rect = geo.memberNames(of: .rect(.zero))
        for name in ["origin", "size", "x", "minX", "contains", "insetBy", "isNull", "applying"] {
            #expect(rect.contains(name), "\(name)")
        }
        let t = geo.memberNames(of: .transform(.identity))
        for name in ["a", "ty", "rotated", "scale", "shear", "rotation", "translation", "inverted"] {
            #expect(t.contains(name), "\(name)")
        }
    }

    /// Seeded property test: components read through the language compose back to the transform.
    @Test func componentsRoundTripThroughTheLanguage() throws {
        var rng = BindingsRandom(seed: 42)
        let geo = Interpreter()
        for _ in 0..<200 {
            let fields = (0..<6).map { _ in rng.nextDouble(in: -5...5) }
            let t = Transform(a: fields[0], b: fields[1], c: fields[2], d: fields[3], tx: fields[4], ty: fields[5])
            guard abs(t.determinant) > 1e-3 else { continue }
            geo["t"] = .transform(t)
            let back = try geo.evaluate(
                "Transform(scale: t.scale, shear: t.shear, rotation: t.rotation, translation: t.translation)")
            #expect(try back.transform().isApproximatelyEqual(to: t, tolerance: 1e-9), "\(t)")
            let inverse = try geo.evaluate("t * t.inverted()")
            #expect(try inverse.transform().isApproximatelyEqual(to: .identity, tolerance: 1e-9), "\(t)")
        }
    }
}

/// A small seeded generator (BindingsRandom) for property tests.
struct BindingsRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}

extension Substring {
    func strippingSpaces() -> Substring {
        var s = self
        while let c = s.first, c == " " { s.removeFirst() }
        while let c = s.last, c == " " { s.removeLast() }
        return s
    }
}
