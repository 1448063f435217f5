import Testing
@testable import GeoScript

/// A maker of a rect from a Point and a Size (path `builtinRectParts`: `Rect(origin: p, size:
/// s)`): each argument evaluated once, in order, the rect made of a Point and a Size (or a
/// Point for the Size) unboxed with no call; anything else passed as evaluated to the call,
/// which reports it where it did.
extension CompilerPathTests {
    static let rectPartsShapes: [Shape] = [
        Shape(name: "a rect of two locals", source: "func f(p, s) { return Rect(origin: p, size: s) }\n",
              site: "Rect(origin: p, size: s)", path: "builtinRectParts"),
        Shape(name: "a rect of a member and a local", source: "func f(r, s) {\n  let q = Rect(origin: r.origin, size: s)\n  return q\n}\n",
              site: "Rect(origin: r.origin, size: s)", path: "builtinRectParts"),
        Shape(name: "a rect of literals and a call", source: "func r() { return (1, 2) }\nlet q = CGRect(origin: (0, 1), size: r())\n",
              site: "CGRect(origin: (0, 1), size: r())", path: "builtinRectParts"),
        Shape(name: "a rect of globals", source: "let p = Point(1, 2)\nlet s = Size(3, 4)\nprint(Rect(origin: p, size: s).width)\n",
              site: "Rect(origin: p, size: s)", path: "builtinRectParts"),
        // Not taken: another maker of a rect, or of a pair.
        Shape(name: "a rect of four numbers", source: "func f(x, y) { return Rect(x, y, 1, 1) }\n",
              site: "Rect(x, y, 1, 1)", path: "builtinTyped"),
        Shape(name: "a rect of sums", source: "func f(x, y) { return Rect(x + 1, y, 1, 1) }\n",
              site: "Rect(x + 1, y, 1, 1)", path: "builtinTypedNumbers"),
        Shape(name: "a point of two calls", source: "func r() { return 1 }\nlet p = Point(r(), r())\n",
              site: "Point(r(), r())", path: "builtinPairValues"),
    ]

    @Test(arguments: rectPartsShapes) func aRectMadeOfItsParts(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// The rects made (stored in place, appended, changed after), the order the arguments run
    /// in, and the errors of arguments of other kinds, as the call made and reported them.
    @Test func aRectMadeOfItsPartsKeepsItsValues() {
        let (output, error, _) = langRun("""
            func s(x) { return x }
            var order = []
            func tag(t, v) { order.append(t); return v }
            let p = Point(1, 2)
            let z = Size(3, 4)
            var rs = []
            for i in 0..<3 {
                let r = Rect(origin: p + (i, i), size: z)
                rs.append(r)
                var q = Rect(origin: (i, 0), size: (5, 6))
                q.origin.x += 1
                rs.append(q)
            }
            print(rs)
            print(Rect(origin: tag("o", p), size: tag("s", z)), order)
            print(CGRect(origin: p, size: z), Rect(origin: p, size: z).width, Rect(origin: s(p), size: s(p)).maxY)
            let a = Rect(origin: p, size: z)
            var b = a
            b.size.width = 10
            print(a, b, Rect(origin: p, size: Size(-3, -4)).standardized)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [(1, 2, 3, 4), (1, 0, 5, 6), (2, 3, 3, 4), (2, 0, 5, 6), (3, 4, 3, 4), (3, 0, 5, 6)]
            (1, 2, 3, 4) ["o", "s"]
            (1, 2, 3, 4) 3 4
            (1, 2, 3, 4) (1, 2, 10, 4) (-2, -2, 3, 4)

            """, "\(output)")
        Self.expectLocatedErrors([
            ("func s(x) { return x }\nprint(Rect(origin: s(1), size: Size(1, 2)))",
             "test.geo:2:20: error: argument 'origin:' of Rect(origin:size:) must be a Point, not a Number (1)"),
            ("func s(x) { return x }\nprint(Rect(origin: Point(1, 2), size: s(\"a\")))",
             "test.geo:2:39: error: argument 'size:' of Rect(origin:size:) must be a Size, not a String (\"a\")"),
            ("let r = Rect(1, 2, 3, 4)\nprint(Rect(origin: r, size: r.size))",
             "test.geo:2:20: error: argument 'origin:' of Rect(origin:size:) must be a Point, not a Rect (1, 2, 3, 4)"),
            ("func s(x) { return x }\nlet q = Rect(origin: s(Point(1, 2)), size: t)",
             "test.geo:2:44: error: cannot find 't' in scope"),
        ])
    }
}
