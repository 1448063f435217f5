import Testing
@testable import GeoScript

/// Path `builtinTypedNumbers` for a maker of a Point or a Size from two Numbers
/// (`Builtin.pairFunction`: Point, CGPoint, Size, CGSize): arguments with number code made into
/// the value with no call; any other argument by the call (its value, its error). The shapes
/// join `shapes` and `avoidedPaths`.
extension CompilerPathTests {
    static let pairMakerShapes: [Shape] = [
        Shape(name: "a point of arithmetic in a function", source: "func f(a, b) { return Point(a + 1, b * 2) }\n",
              site: "Point(a + 1, b * 2)", path: "builtinTypedNumbers"),
        Shape(name: "CGPoint's labels at the top level", source: "var k = 2\nlet p = CGPoint(x: k * 2, y: k)\n",
              site: "CGPoint(x: k * 2, y: k)", path: "builtinTypedNumbers"),
        Shape(name: "a size of parameters", source: "func f(w, h) { return Size(w, h) }\n", site: "Size(w, h)",
              path: "builtinTypedNumbers"),
        Shape(name: "CGSize's labels in a closure", source: "let g = { w in CGSize(width: w / 2, height: 3) }\n",
              site: "CGSize(width: w / 2, height: 3)", path: "builtinTypedNumbers"),
        Shape(name: "a point of a list's elements in a loop", source: "func f(xs) {\n  for i in 0..<xs.count { print(Point(xs[i], i)) }\n}\n",
              site: "Point(xs[i], i)", path: "builtinTypedNumbers"),
        Shape(name: "a point of a point's coordinates", source: "func f(p) { return Point(x: p.y, y: p.x) }\n",
              site: "Point(x: p.y, y: p.x)", path: "builtinTypedNumbers"),
        // A Swift spelling is geo's overload renamed (`Overload.renamed`): a rect's maker keeps
        // its paths as Point's does.
        Shape(name: "CGRect with labels", source: "func f(a) { return CGRect(x: a, y: 0, width: 3, height: a) }\n",
              site: "CGRect(x: a, y: 0, width: 3, height: a)", path: "builtinTyped"),
    ]

    static let avoidedPairMakerShapes: [Shape] = [
        Shape(name: "a call's result as an argument", source: "func g(x) { return x }\nfunc f(x) { return Point(g(x), 1) }\n",
              site: "Point(g(x), 1)", path: "builtinTypedNumbers"),
        Shape(name: "a string argument", source: "func f(x) { return Size(x, \"a\") }\n", site: "Size(x, \"a\")",
              path: "builtinTypedNumbers"),
        Shape(name: "a member with no number code", source: "func f(v) { return Point(v.frame, 1) }\n",
              site: "Point(v.frame, 1)", path: "builtinTypedNumbers"),
    ]

    /// The values the call made: every spelling, signed zeros, nan and infinities, equality,
    /// arithmetic and kind of what is made.
    @Test func pairMakersGiveTheCallsValues() {
        let (output, error, _) = langRun("""
            func f(a, b) { return [Point(a + 1, b * 2), CGPoint(x: a * 2, y: b), Size(a - 1, -b), CGSize(width: a / 0, height: b * 0)] }
            print(f(1, 2), f(-0.0, 0), f(nan, infinity))
            let z = -0.0
            let p = Point(z * 1, 0 - z)
            print(1 / p.x, 1 / p.y, Size(z, z).width == 0, 1 / Size(z + 0, z * 1).width)
            var k = 3
            print(Point(x: k, y: k + 0.5), Size(width: k * k, height: k))
            let ps = [Point(k, k), Point(k + 1, k)]
            print(ps[1] - ps[0], Point(k, 1) == (3, 1), type(Size(k, 1)))
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            [(2, 4), (2, 2), (0, -2), (inf, 0)] [(1, 0), (0, 0), (-1, 0), (nan, 0)] [(nan, inf), (nan, inf), (nan, -inf), (nan, nan)]
            -inf inf true inf
            (3, 3.5) (9, 3)
            (1, 0) true Size

            """)
    }

    @Test(arguments: [
        ("func f(a) {\n  return Point(a + 1, 2)\n}\nprint(f(\"x\"))\n", "test.geo:2:16: error: cannot apply '+' to a String (\"x\") and a Number (1)"),
        ("func f(a) {\n  return CGSize(width: 1, height: a)\n}\nprint(f(1))\nprint(f(nil))\n",
         "test.geo:2:35: error: argument 'height:' of CGSize(width:height:) must be a Number, not nil"),
        ("func f(a) {\n  return Size(a.x, 2)\n}\nprint(f((1, 2)))\nprint(f(View()))\n", "test.geo:2:17: error: no member 'x' on View"),
        ("var q = 1\nprint(Point(q, q))\nq = \"s\"\nprint(Point(q, q))\n",
         "test.geo:4:13: error: argument 1 of Point(_:_:) must be a Number, not a String (\"s\")"),
    ])
    func pairMakersOfOtherArgumentsReportAsBefore(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
