import Testing
@testable import GeoScript

/// Destructuring statements (path `destructureParts`, `Compiler.compileDestructuring`):
/// `let (x, y) = p`, `var (q, r) = (a, b)`, `(a, b) = (b, a)` whose names are all locals no
/// closure captures compute every value first, then bind each name straight from it — a
/// Point's coordinates, a list's elements, a tuple literal's items — with the errors of the
/// part declarations they replace, at the same places.
extension CompilerPathTests {
    static let destructureShapes: [Shape] = [
        Shape(name: "a point by two names", source: "func f(p) {\n  let (x, y) = p\n  return x * y\n}\n",
              site: "let (x, y) = p", path: "destructureNumbers"),
        Shape(name: "a tuple literal into vars", source: "func f(n) {\n  var (q, r) = (n / 2, n % 2)\n  return q + r + q * r\n}\n",
              site: "var (q, r) = (n / 2, n % 2)", path: "destructureParts"),
        Shape(name: "a swap by assignment", source: "func f(a, b) {\n  var x = a\n  var y = b\n  (x, y) = (y, x)\n  return x\n}\n",
              site: "(x, y) = (y, x)", path: "destructureParts"),
        Shape(name: "a rect by four names, one skipped", source: "func f(r) {\n  let (x, _, w, h) = r\n  return x + w * h\n}\n",
              site: "let (x, _, w, h) = r", path: "destructureParts"),
        Shape(name: "three items in a closure", source: "let g = { n in\n  let (a, b, c) = (n, [n], \"s\")\n  return b\n}\n",
              site: "let (a, b, c) = (n, [n], \"s\")", path: "destructureParts"),
        Shape(name: "a list assigned to two locals", source: "func f(xs) {\n  var a = 0\n  var b = 0\n  (a, b) = xs\n  return a - b\n}\n",
              site: "(a, b) = xs", path: "destructureNumbers"),
        // Two names of a value with code for two Numbers (`Lowered.split`) or a Point: the
        // Numbers bound, no tuple or Point made (`destructureNumbers`).
        Shape(name: "quotient and remainder", source: "func f(x) {\n  let (q, r) = x.quotientAndRemainder(dividingBy: 10)\n  return q + r\n}\n",
              site: "let (q, r) = x.quotientAndRemainder(div…", path: "destructureNumbers"),
        Shape(name: "quotient and remainder of arithmetic", source: "func f(d, n, c) {\n  let (q, r) = (d * n + c).quotientAndRemainder(dividingBy: 10)\n  return q + r\n}\n",
              site: "let (q, r) = (d * n + c).quotientAndRem…", path: "destructureNumbers"),
        Shape(name: "quotient and remainder assigned, one skipped", source: "func f(x, y) {\n  var r = 0\n  (_, r) = x.quotientAndRemainder(dividingBy: y)\n  return r\n}\n",
              site: "(_, r) = x.quotientAndRemainder(dividin…", path: "destructureNumbers"),
        Shape(name: "a point element", source: "func f(ps, i) {\n  let (x, y) = ps[i]\n  return x - y\n}\n",
              site: "let (x, y) = ps[i]", path: "destructureNumbers"),
    ]

    /// The method's own path: its two Numbers computed from the receiver's and the argument's
    /// number code (`methodSplit`), for the destructuring above.
    @Test func quotientAndRemainderOfNumbersIsSplit() throws {
        let found = try paths("func f(x) {\n  let (q, r) = x.quotientAndRemainder(dividingBy: 10)\n  return q + r\n}\n",
                              "x.quotientAndRemainder(dividingBy: 10)")
        #expect(found.contains("methodSplit"), "\(found)")
    }

    /// Not this path: names at the top level (globals), a name a closure captures, a member
    /// or an element among the targets, nothing bound (`_` only).
    static let avoidedDestructureShapes: [Shape] = [
        Shape(name: "at the top level", source: "let p = Point(1, 2)\nlet (x, y) = p\nprint(x)\n", site: "", path: ""),
        Shape(name: "a name a closure captures", source: "func f(p) {\n  let (x, y) = p\n  return { x + y }\n}\n", site: "", path: ""),
        Shape(name: "a member among the targets", source: "func f(p) {\n  var q = p\n  var k = 0\n  (q.x, k) = (1, 2)\n  return q\n}\n",
              site: "", path: ""),
        Shape(name: "an element among the targets", source: "func f(xs) {\n  var ys = xs\n  (ys[0], ys[1]) = (ys[1], ys[0])\n  return ys\n}\n",
              site: "", path: ""),
        Shape(name: "nothing bound", source: "func f(p) {\n  let (_, _) = (print(p), 2)\n}\n", site: "", path: ""),
    ]

    /// `destructureParts`, not `destructureNumbers`: three names, or a value with code for
    /// neither two Numbers nor a Point (a call's result).
    static let partsDestructureShapes: [Shape] = [
        Shape(name: "three names", source: "func f(r) {\n  let (a, b, c) = r\n  return a\n}\n", site: "let (a, b, c) = r", path: "destructureParts"),
        Shape(name: "a call's result", source: "func g() { return [1, 2] }\nfunc f() {\n  let (a, b) = g()\n  return a\n}\n",
              site: "let (a, b) = g()", path: "destructureParts"),
    ]

    @Test(arguments: partsDestructureShapes) func otherValuesAreTakenApartWhole(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found == [shape.path], "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: destructureShapes) func destructuringsTakeTheirPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: avoidedDestructureShapes) func otherDestructuringsRunStatementByStatement(_ shape: Shape) throws {
        let dump = try Interpreter().loweredForm(shape.source)
        #expect(!dump.contains("→ destructureParts"), "\(shape.name): \(dump)")
    }

    @Test func destructuringsBindTheirValues() {
        let cases: [(String, String)] = [
            ("func f(p) {\n  let (x, y) = p\n  return [x, y]\n}\nprint(f(Point(1.5, 2)), f(Size(3, 4)), f([\"a\", [5]]))", "[1.5, 2] [3, 4] [\"a\", [5]]\n"),
            ("func f(r) {\n  let (x, _, w, h) = r\n  return [x, w, h]\n}\nprint(f(Rect(1, 2, 3, 4)), f([5, 6, 7, 8]))", "[1, 3, 4] [5, 7, 8]\n"),
            ("func f(a, b) {\n  var x = a\n  var y = b\n  (x, y) = (y, x)\n  return [x, y]\n}\nprint(f(1, \"b\"))", "[\"b\", 1]\n"),
            ("func f(n) {\n  var a = 0\n  var b = 1\n  for i in 0..<n { (a, b) = (b, a + b) }\n  return a\n}\nprint(f(10))", "55\n"),
            ("func f(n) {\n  var (q, r) = (n / 2, n % 2)\n  q += 1\n  return [q, r]\n}\nprint(f(7))", "[4.5, 1]\n"),
            ("func f(n) {\n  var (p, q, r) = (n, \"s\", [n])\n  (p, q, r) = (r, p, q)\n  return [p, q, r]\n}\nprint(f(3))", "[[3], 3, \"s\"]\n"),
            // Every value computed, in order, before any name is bound.
            ("func t(s) { print(s); return s }\nfunc f() {\n  var a = 1\n  var b = 2\n  (a, b) = (t(b), t(a))\n  return [a, b]\n}\nprint(f())", "2\n1\n[2, 1]\n"),
            // The same name twice: the last one wins, as the statements did.
            ("func f() {\n  var a = 0\n  (a, a) = (1, 2)\n  return a\n}\nprint(f())", "2\n"),
            ("func f(xs) {\n  var a = 0\n  var b = 0\n  (a, b) = xs\n  return a - b\n}\nprint(f([5, 2]))", "3\n"),
            // Two Numbers (`destructureNumbers`): Swift's quotient toward zero and remainder of
            // the dividend's sign; a Point's coordinates; any other value taken apart whole.
            ("func f(x, y) {\n  let (q, r) = x.quotientAndRemainder(dividingBy: y)\n  return [q, r]\n}\nprint(f(17, 5), f(-17, 5), f(17, -5), f(17.5, 5), f(0, 3))",
             "[3, 2] [-3, -2] [-3, 2] [3, 2.5] [0, 0]\n"),
            ("func f(x) {\n  var a = 0\n  (_, a) = x.quotientAndRemainder(dividingBy: 10)\n  (a, a) = (a * 10).quotientAndRemainder(dividingBy: 7)\n  return a\n}\nprint(f(1234))", "5\n"),
            ("func f(ps, i) {\n  let (x, y) = ps[i]\n  return [x, y]\n}\nlet ps = [Point(1, 2), Size(3, 4), [\"a\", 5]]\nprint(f(ps, 0), f(ps, 1), f(ps, 2))",
             "[1, 2] [3, 4] [\"a\", 5]\n"),
        ]
        for (source, expected) in cases {
            let (output, error, _) = langRun(source)
            #expect(error == nil && output == expected, "\(source): \(output) \(String(describing: error))")
        }
    }

    @Test func destructuringsReportTheirErrors() {
        Self.expectLocatedErrors([
            ("func f() {\n  let (e, g) = 5\n}\nf()", "test.geo:2:7: error: cannot take a Number (5) apart into 2 values"),
            ("func f(xs) {\n  var a = 0\n  var b = 0\n  (a, b) = xs\n  return a\n}\nprint(f([1, 2, 3]))",
             "test.geo:4:3: error: cannot take a List of 3 elements apart into 2 values"),
            ("func f(r) {\n  let (x, y, w, h) = r\n  return x\n}\nprint(f(Point(1, 2)))", "test.geo:2:7: error: cannot take a Point (1, 2) apart into 4 values"),
            ("func f(k) {\n  var (a, b) = (1, k + 1)\n  return a\n}\nprint(f(\"s\"))",
             "test.geo:2:20: error: cannot apply '+' to a String (\"s\") and a Number (1)"),
            // The call's own errors, where its two Numbers are not found.
            ("func f(x, y) {\n  let (q, r) = x.quotientAndRemainder(dividingBy: y)\n  return q\n}\nprint(f(7, 0))",
             "test.geo:2:16: error: quotientAndRemainder(dividingBy: 0): a division by zero, which Swift traps"),
            ("func f(x, y) {\n  let (q, r) = x.quotientAndRemainder(dividingBy: y)\n  return q\n}\nprint(f(7, \"2\"))",
             "test.geo:2:51: error: argument 'dividingBy:' of quotientAndRemainder(dividingBy:) must be a Number, not a String (\"2\")"),
            ("func f(x) {\n  let (q, r) = x.quotientAndRemainder(dividingBy: 2)\n  return q\n}\nprint(f(\"7\"))",
             "test.geo:2:18: error: no member 'quotientAndRemainder' on String"),
        ])
        // A failing item binds nothing: the earlier item's side effect ran, the names keep theirs.
        let (output, error, _) = langRun("func f() {\n  var a = 1\n  var b = 2\n  (a, b) = (print(\"x\"), b + nil)\n}\nf()")
        #expect(output == "x\n" && error?.description.hasPrefix("test.geo:4:25: error: cannot apply '+'") == true,
                "\(output) \(String(describing: error))")
    }
}
