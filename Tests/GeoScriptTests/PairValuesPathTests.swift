import Testing
@testable import GeoScript

/// A Point or Size maker whose arguments are not both Numbers read with no script run (path
/// `builtinPairValues`: `Point(rnd(), rnd())`, `Size(8 + f(x), h)`): each argument evaluated
/// once, in order, the value made of two Numbers with no call; anything else passed as
/// evaluated to the call, which reports it where it did.
extension CompilerPathTests {
    static let pairValuesShapes: [Shape] = [
        Shape(name: "a point of two calls", source: "func r() { return 1 }\nlet p = Point(r(), r())\n",
              site: "Point(r(), r())", path: "builtinPairValues"),
        Shape(name: "a size of a sum with a call", source: "func r() { return 1 }\nfunc f(h) { return Size(8 + r(), h) }\n",
              site: "Size(8 + r(), h)", path: "builtinPairValues"),
        Shape(name: "a labelled point with a call", source: "func r() { return 1 }\nfunc f(x) { return CGPoint(x: x, y: r()) }\n",
              site: "CGPoint(x: x, y: r())", path: "builtinPairValues"),
        Shape(name: "a size of an element and a call", source: "func r() { return 1 }\nfunc f(xs) { return CGSize(width: r(), height: xs[0]) }\n",
              site: "CGSize(width: r(), height: xs[0])", path: "builtinPairValues"),
        // Not taken: both arguments with number code, or another maker.
        Shape(name: "a point of locals", source: "func f(x, y) { return Point(x, y + 1) }\n",
              site: "Point(x, y + 1)", path: "builtinTypedNumbers"),
        Shape(name: "a rect of calls", source: "func r() { return 1 }\nlet q = Rect(r(), 0, 1, 1)\n",
              site: "Rect(r(), 0, 1, 1)", path: "builtinTyped"),
        Shape(name: "a function of two numbers", source: "func r() { return 1 }\nlet q = atan2(r(), 1)\n",
              site: "atan2(r(), 1)", path: "builtinDirect"),
    ]

    @Test(arguments: pairValuesShapes) func aPairMadeOfEvaluatedArguments(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// The values made, the order the arguments run in, and the errors of arguments that are
    /// not Numbers, as the call made and reported them.
    @Test func aPairMadeOfEvaluatedArgumentsKeepsItsValues() {
        let (output, error, _) = langRun("""
            var seed = 7
            var order = []
            func rnd(tag) {
                order.append(tag)
                seed = (seed * 16807) % 2147483647
                return seed % 1000
            }
            func s(x) { return x }
            var ps = []
            for _ in 0..<2 { ps.append(Point(rnd("a"), rnd("b"))) }
            print(ps, Size(8 + rnd("c"), s(2)), CGPoint(x: s(1), y: rnd("d")), CGSize(width: s(3), height: 4), order)
            print(Point(s(-0), s(1e300 * 10)), Point(s(2), 3) == (2, 3))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[(649, 743), (276, 665)] (577, 2) (1, 257) (3, 4) [\"a\", \"b\", \"a\", \"b\", \"c\", \"d\"]\n(0, 1e+301) true\n", "\(output)")
        Self.expectLocatedErrors([
            ("func s(x) { return x }\nprint(Point(s(1), s(\"a\")))", "test.geo:2:19: error: argument 2 of Point(_:_:) must be a Number, not a String (\"a\")"),
            ("func s(x) { return x }\nprint(Size(s(nil), 2))", "test.geo:2:12: error: argument 1 of Size(_:_:) must be a Number, not nil"),
            ("func s(x) { return x }\nprint(CGPoint(x: s(1), y: s([1])))", "test.geo:2:27: error: argument 'y:' of CGPoint(x:y:) must be a Number, not a List of 1 element"),
            ("func s(x) { return x }\nprint(Point(s(Point(1, 2)), 3))", "test.geo:2:13: error: argument 1 of Point(_:_:) must be a Number, not a Point (1, 2)"),
            ("func s(x) { return x }\nprint(Point(s(1), t))", "test.geo:2:19: error: cannot find 't'"),
        ])
    }
}
