import Testing
@testable import GeoScript

/// Stores that read their operands where they lie at the top level as in a function: an
/// element's index with number code that is not a local's (a global, a constant: path
/// `numberCode`, no index code called); `x = x + e`, `x += e`, `x -= e` on a local or a global
/// holding a Point with `e`'s point code (path `storePoint`); a global holding a Point or a
/// Size otherwise updated in its slot as a local's is.
extension CompilerPathTests {
    static let storedIndexShapes: [Shape] = [
        Shape(name: "a global list's element at a global index, at the top level",
              source: "var xs = [1, 2]\nvar k = 1\nxs[k] += 1\n", site: "k", path: "numberCode"),
        Shape(name: "a local list's element at a constant index",
              source: "func f(a) {\n  var xs = a\n  xs[0] = 5\n  return xs\n}\n", site: "0", path: "numberCode"),
        Shape(name: "a global list's element at a global index in a function",
              source: "var xs = [1, 2]\nvar k = 1\nfunc f(q) { xs[k] = q }\n", site: "k", path: "numberCode"),
    ]

    @Test(arguments: storedIndexShapes) func storedIndexesAreNumbers(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// A local's index is read in place: no number code noted (nor called).
    @Test func aLocalIndexIsReadInPlace() throws {
        let found = try paths("func f(a, i) {\n  var xs = a\n  xs[i] = 1\n  return xs\n}\n", "i")
        #expect(!found.contains("numberCode"), "took \(found)")
    }

    /// `x += e`, `x -= e`, `x = x + e` on a local or a global whose value has point code (path
    /// `storePoint`): the Point added where the variable holds it.
    static let pointUpdateShapes: [Shape] = [
        Shape(name: "a global Point plus a global", source: "var p = Point(1, 2)\nvar q = Point(3, 4)\np = p + q\n",
              site: "q", path: "storePoint"),
        Shape(name: "a global Point updated by a global", source: "var p = Point(1, 2)\nvar q = Point(3, 4)\np += q\n",
              site: "q", path: "storePoint"),
        Shape(name: "a local Point plus a parameter", source: "func f(a, b) {\n  var x = a\n  x += b\n  return x\n}\n",
              site: "b", path: "storePoint"),
        Shape(name: "a local Point plus a scaled parameter", source: "func f(a, b, k) {\n  var x = a\n  x = x + b * k\n  return [x]\n}\n",
              site: "b * k", path: "storePoint"),
        Shape(name: "a global Point minus a made Point", source: "var p = Point(1, 2)\nlet k = 2\np -= Point(k, 0)\n",
              site: "Point(k, 0)", path: "storePoint"),
    ]

    static let noPointUpdateShapes: [Shape] = [
        Shape(name: "a Size plus a made Size", source: "var s = Size(1, 2)\ns += Size(1, 1)\n", site: "Size(1, 1)", path: "storePoint"),
        Shape(name: "a Point scaled", source: "var p = Point(1, 2)\nlet k = 2\np *= k\n", site: "k", path: "storePoint"),
        Shape(name: "a captured Point", source: "func f(a) {\n  var x = a\n  let g = { x += a }\n  g()\n  return x\n}\n",
              site: "a", path: "storePoint"),
    ]

    @Test(arguments: pointUpdateShapes) func pointUpdatesTakeTheirPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: noPointUpdateShapes) func otherUpdatesTakeNoPointPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// The values: elements at global and constant indexes, Points and Sizes updated in their
    /// global slots, copies left as they were.
    @Test func topLevelStoresKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            var xs = [1, 2, 3]
            var k = 1
            for i in 0..<3 { xs[k] += i }
            xs[0] = 9
            k = 2
            xs[k] *= 10
            let keep = xs
            xs[k] = 0
            var pts = [Point(1, 1), Point(2, 2)]
            let q = Point(1, 2)
            pts[1] = pts[0] + q
            var p = Point(1, 2)
            let before = p
            for i in 0..<3 { p = p + q }
            p += Point(10, 10)
            p -= q
            var s = Size(1, 2)
            s = s + Size(3, 4)
            s *= 2
            print(xs, keep, pts, p, before, s)
            func f() { xs[k] = 7; return xs }
            print(f())
            func g(a, b, k) {
                var x = a
                x += b
                x = x + b * k
                x -= Point(k, 0)
                var n = 1
                n += k
                let c = x
                x += Point(100, 100)
                return [x, n, c]
            }
            print(g(Point(1, 2), Point(3, 4), 2))
            var t = Point(0, 0)
            var u = Size(1, 1)
            t -= Point(1, 1)
            t = t + Point(0.5, 0.5) * 2
            u += Size(2, 2)
            print(t, u)
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            [9, 5, 0] [9, 5, 30] [(1, 1), (2, 3)] (13, 16) (1, 2) (8, 12)
            [9, 5, 7]
            [(108, 114), 3, (8, 14)]
            (0, 0) (3, 3)

            """)
    }

    /// A wrong kind or an index that is not there through the new paths: the error and its
    /// place as before.
    @Test(arguments: [
        ("var xs = [1, 2]\nvar k = \"a\"\nxs[k] += 1\n", "test.geo:3:4: error: a list index must be a Number, not a String (\"a\")"),
        ("var xs = [1, 2]\nfunc f() { xs[k] = 1 }\nf()\nvar k = 0\n", "test.geo:2:15: error: cannot find 'k' in scope"),
        ("var xs = [1, 2]\nvar k = 2\nxs[k] += 1\n", "test.geo:3:4: error: index 2 is out of range: the list has 2 elements (valid indices 0..<2)"),
        ("var xs = [1, 2]\nxs[1.5] = 3\n", "test.geo:2:4: error: index 1.5 is not a whole number"),
        ("var p = Point(1, 2)\nvar q = \"s\"\np += q\n", "test.geo:3:1: error: cannot apply '+' to a Point (1, 2) and a String (\"s\")"),
        ("func f() { p = p + Point(1, 1) }\nf()\nvar p = Point(1, 2)\n", "test.geo:1:16: error: cannot find 'p' in scope"),
        ("func f(a, b) {\n    var x = a\n    x += b\n    return x\n}\nprint(f(Point(1, 2), Size(1, 1)))\n",
         "test.geo:3:5: error: cannot apply '+' to a Point (1, 2) and a Size (1, 1)"),
        ("var p = 3\nvar q = Point(1, 2)\np = p + q\n", "test.geo:3:5: error: cannot apply '+' to a Number (3) and a Point (1, 2)"),
    ])
    func topLevelStoreErrorsAreLocated(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
