import Testing
@testable import GeoScript

/// Path `pointCode`: an arithmetic operator whose operands can make a Point (`Lowered.point`:
/// a local, a global, an element of a list in a variable, a view's `center`, `(x, y)` and
/// `Point(x, y)` of Numbers, `-p`, and `+ - * /` of such beside Numbers) computes the Point as
/// two Doubles through the whole tree, boxed once at the root; anything else — a Size, a
/// String, nil — by the operator's code, from the start, with its value or its error.
extension CompilerPathTests {
    static let pointCodeShapes: [Shape] = [
        Shape(name: "a lerp of parameters", source: "func f(a, b, t) { return a + (b - a) * t }\n",
              site: "a + (b - a) * t", path: "pointCode"),
        Shape(name: "a lerp's inner difference", source: "func f(a, b, t) { return a + (b - a) * t }\n",
              site: "(b - a) * t", path: "pointCode"),
        Shape(name: "globals at the top level", source: "var p = (1, 2)\nvar v = (3, 4)\nlet dt = 0.5\nlet q = p + v * dt\n",
              site: "p + v * dt", path: "pointCode"),
        Shape(name: "elements of a global list", source: "var vs = [(1, 2)]\nvar i = 0\nlet dt = 0.5\nvs[i] = vs[i] + vs[i] * dt\n",
              site: "vs[i] + vs[i] * dt", path: "pointCode"),
        Shape(name: "elements of a global list at a local index", source: "var vs = [(1, 2)]\nfunc f(i) { return vs[i] - vs[i] / 2 }\nprint(f(0))\n",
              site: "vs[i] - vs[i] / 2", path: "pointCode"),
        Shape(name: "elements of a parameter at computed indices", source: "func f(ps, i) { return ps[i] - ps[(i + 1) % ps.count] }\n",
              site: "ps[i] - ps[(i + 1) % ps.count]", path: "pointCode"),
        Shape(name: "a view's center", source: "func f(v, d) { return v.center + d * 2 }\n",
              site: "v.center + d * 2", path: "pointCode"),
        Shape(name: "a view's center set to it", source: "func f(v, d) { v.center = v.center - d }\n",
              site: "v.center - d", path: "storeIfTyped"),
        Shape(name: "a negated point", source: "func f(p, q) { return -p + q }\n", site: "-p + q", path: "pointCode"),
        Shape(name: "a tuple of Numbers scaled", source: "func f(a, r) { return (cos(a), sin(a)) * r }\n",
              site: "(cos(a), sin(a)) * r", path: "pointCode"),
        Shape(name: "a maker of a point", source: "func f(x, p) { return Point(x, 1) - p }\n", site: "Point(x, 1) - p", path: "pointCode"),
        Shape(name: "a Number first", source: "func f(p) { return 2 * p }\n", site: "2 * p", path: "pointCode"),
        Shape(name: "a point over a constant", source: "func f(p) { return p / 2 }\n", site: "p / 2", path: "pointCode"),
        Shape(name: "a global list's element stored", source: "var vs = [(1, 2)]\nvar i = 0\nlet dt = 0.5\nvs[i] = vs[i] + vs[i] * dt\n",
              site: "vs[i] + vs[i] * dt", path: "storePoint"),
        Shape(name: "a local list's element added to", source: "func f(ps, d) {\n  var qs = ps\n  for k in 0..<qs.count { qs[k] += d * 2 }\n  return qs\n}\n",
              site: "d * 2", path: "storePoint"),
        Shape(name: "a tuple stored into an element", source: "func f(ps, x) {\n  var qs = ps\n  qs[0] = (x, x + 1)\n  return qs\n}\n",
              site: "(x, x + 1)", path: "storePoint"),
    ]

    static let avoidedPointCodeShapes: [Shape] = [
        Shape(name: "a Number constant added", source: "func f(n) { return n - 1 }\n", site: "n - 1", path: "localNumber"),
        Shape(name: "a String joined", source: "func f(s) { return s + \"a\" }\n", site: "s + \"a\"", path: "localValue"),
        Shape(name: "a call's result", source: "func g() { return (1, 2) }\nfunc f(p) { return g() + p }\n",
              site: "g() + p", path: "valueLocal"),
        Shape(name: "a captured variable", source: "func f(p, q) {\n  let g = { p + q }\n  return g()\n}\n",
              site: "p + q", path: "plainPlain"),
        Shape(name: "a maker of a size", source: "func f(w, s) { return Size(w, 1) + s }\n", site: "Size(w, 1) + s", path: "valueLocal"),
        Shape(name: "a remainder", source: "func f(p, k) { return p % k }\n", site: "p % k", path: "localLocal"),
        Shape(name: "a list literal", source: "func f(xs) { return [1] + xs }\n", site: "[1] + xs", path: "valueLocal"),
        Shape(name: "an element times a String", source: "func f(xs, i) {\n  var ys = xs\n  ys[i] = ys[i] * \"a\"\n  return ys\n}\n",
              site: "ys[i] * \"a\"", path: "values"),
        Shape(name: "an element multiplied in place", source: "func f(xs, p) {\n  var ys = xs\n  ys[0] *= p\n  return ys\n}\n",
              site: "ys[0]", path: "elementLocal"),
    ]

    @Test(arguments: pointCodeShapes) func pointArithmeticTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: avoidedPointCodeShapes) func otherArithmeticAvoidsPointCode(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.first == shape.path, "'\(shape.site)' took \(found), not \(shape.path)")
        #expect(!found.contains("pointCode") && !found.contains("storePoint"), "'\(shape.site)' took \(found)")
    }

    /// The values the operators gave before: signed zeros, nan and infinities, Sizes (no
    /// point code of their own, by the boxed code), Numbers through the same sites, stores into
    /// locals, globals, elements and a view's center, Strings joined at a site that gave Points.
    @Test func pointCodeGivesTheOperatorsValues() {
        let (output, error, _) = langRun("""
            let z = -0.0
            var g = Point(z, 1)
            var h = (2, 3)
            let k = 0.5
            let mixed = [g + h * k, g - h / k, -g + h, 2 * g, g * z, g * nan, h / 0, h * -infinity]
            print(mixed)
            print(1 / (g + g).x, 1 / (g * 1).x, 1 / (-g).x, 1 / (g - (0, 0)).x, 1 / (g * -1).x)
            func lerp(a, b, t) { return a + (b - a) * t }
            func sq(a, b) {
              let d = a - b
              return d
            }
            print(lerp((0, 0), (10, 20), 0.25), lerp(1, 5, 0.5), lerp(Size(1, 1), Size(3, 5), 0.5), sq((1, 1), (0, 2)), sq(5, 2))
            var ps = [Point(1, 2), Point(3, 4), Point(5, 6)]
            for i in 0..<2 { ps[i] = ps[i] + ps[i + 1] * 2 }
            print(ps)
            var acc = (0, 0)
            for i in 0..<3 { acc = acc + ps[i] / 2 }
            print(acc, type(acc))
            let v = View(frame: (0, 0, 10, 10))
            for i in 0..<3 { v.center = v.center + (1, 2) * i }
            print(v.center, v.frame)
            var t = Point(1, 1)
            t = t * 3 - Point(1, 0)
            print(t, Point(2, 2) - -t, (t.x, t.y) * 2)
            func join(a, b) { return a + b }
            print(join((1, 2), (3, 4)), join("a", "b"), join((1, 2), (3, 4)), join(1, 2), join([1], [2]))
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            [(1, 2.5), (-4, -5), (2, 2), (0, 2), (0, 0), (nan, nan), (inf, inf), (-inf, -inf)]
            -inf -inf inf -inf inf
            (2.5, 5) 3 (2, 3) (1, -1) 3
            [(7, 10), (13, 16), (5, 6)]
            (12.5, 16) Point
            (8, 11) (3, 6, 10, 10)
            (2, 3) (4, 5) (4, 6)
            (4, 6) ab (4, 6) 3 [1, 2]

            """)
    }

    /// Elements stored through `storePoint`: Points over Points, any other element or value by
    /// the general store (a Size, a Number, a Point over a Number), `+=` and `-=`.
    @Test func storePointGivesTheStoresValues() {
        let (output, error, _) = langRun("""
            var ps = [Point(1, 2), Point(3, 4), Size(1, 1), 5]
            for i in 0..<4 { ps[i] = ps[i] * 2 }
            print(ps)
            var qs = [Point(1, 2), Point(3, 4)]
            for i in 0..<2 {
              qs[i] += qs[1 - i] / 2
              qs[i] -= (1, 1)
            }
            print(qs)
            func f(xs, d) {
              var ys = xs
              for i in 0..<ys.count { ys[i] = ys[i] + d }
              return ys
            }
            let zs = [(1, 1), (2, 2)]
            print(f(zs, (1, 0)), f([1, 2], 3), zs)
            var rs = [1, (0, 0)]
            for i in 0..<2 { rs[i] = (i, -0.0) }
            print(rs, 1 / rs[1].y)
            func g(i, d) { return [vs[i] - vs[i] / 2, vs[i] + d] }
            var vs = [(2, 4), Size(2, 2), 3]
            print(g(0, (1, 1)), g(1, Size(1, 1)), g(2, 1))
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            [(2, 4), (6, 8), (2, 2), 10]
            [(1.5, 3), (2.75, 4.5)]
            [(2, 1), (3, 2)] [4, 5] [(1, 1), (2, 2)]
            [(0, 0), (1, 0)] -inf
            [(1, 2), (3, 5)] [(1, 1), (3, 3)] [1.5, 4]

            """)
    }

    /// A wrong kind through the path reports as before: the operator's text, at its location.
    @Test(arguments: [
        ("func f(p, q, k) {\n  return p + (q - p) * k\n}\nprint(f((1, 2), (3, 4), 0.5))\nprint(f((1, 2), \"a\", 0.5))\n",
         "test.geo:2:14: error: cannot apply '-' to a String (\"a\") and a Point (1, 2)"),
        ("var p = (1, 2)\nvar s = Size(1, 2)\nprint(p + s * 2)\n", "test.geo:3:7: error: cannot apply '+' to a Point (1, 2) and a Size (2, 4)"),
        ("func f(p, v) {\n  let q = p + v * 2\n  return q\n}\nprint(f((1, 1), (2, 2)))\nprint(f((1, 1), Size(2, 2)))\n",
         "test.geo:2:11: error: cannot apply '+' to a Point (1, 1) and a Size (4, 4)"),
        ("let v = View()\nvar d = (1, 2)\nv.center = v.center + d\nd = nil\nv.center = v.center + d * 2\n",
         "test.geo:5:23: error: cannot apply '*' to nil and a Number (2)"),
        ("var xs = [(1, 2), (3, 4)]\nvar i = 0\nxs[i] = xs[i] + xs[i + 1] / \"x\"\n",
         "test.geo:3:17: error: cannot apply '/' to a Point (3, 4) and a String (\"x\")"),
        ("func f(xs, d) {\n  var ys = xs\n  for i in 0..<ys.count { ys[i] = ys[i] + d }\n  return ys\n}\nprint(f([(1, 1), 7], (1, 1)))\n",
         "test.geo:3:35: error: cannot apply '+' to a Number (7) and a Point (1, 1)"),
        ("var ps = [(1, 2)]\nps[1] = ps[0] * 2\n", "test.geo:2:4: error: index 1 is out of range: the list has 1 element"),
    ])
    func pointCodeOfOtherKindsReportsAsBefore(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
