import Testing
@testable import GeoScript

/// A comparison, `!`, `&&` or `||` stored into a local or a global (path `storeTest`): its Bool
/// computed by its test and written over the old value with no Value passed between them; a
/// Bool constant stored in place too; a variable holding a Bool tested where it lies.
extension CompilerPathTests {
    static let storeTestShapes: [Shape] = [
        Shape(name: "a comparison into a local", source: "func f(a, b) {\n  var lower = false\n  lower = a < b\n  return [lower]\n}\n",
              site: "lower", path: "storeTest"),
        Shape(name: "a negation into a global", source: "var c = false\nc = !c\n", site: "c", path: "storeTest"),
        Shape(name: "a conjunction declared in a function", source: "func f(x, y) {\n  let inside = x > 0 && y > 0\n  return [inside, inside]\n}\n",
              site: "inside", path: "storeTest"),
        Shape(name: "a disjunction into a global at the top level", source: "var x = 1\nvar out = false\nout = x < 0 || x > 10\n",
              site: "out", path: "storeTest"),
    ]

    static let noStoreTestShapes: [Shape] = [
        Shape(name: "a local's Bool", source: "func f(a) {\n  var b = false\n  b = a\n  return b\n}\n", site: "b", path: "storeTest"),
        Shape(name: "a call's Bool", source: "func g() { return true }\nfunc f() {\n  var b = false\n  b = g()\n  return b\n}\n",
              site: "b", path: "storeTest"),
        Shape(name: "a captured local", source: "func f(a) {\n  var b = false\n  let h = { b }\n  b = a < 2\n  return h()\n}\n",
              site: "b", path: "storeTest"),
    ]

    @Test(arguments: storeTestShapes) func testsAreStoredAsBools(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: noStoreTestShapes) func otherBoolsAreStoredAsValues(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// The values: over a Bool, a Number, a String, a list and nil, in a function and at the
    /// top level; a negation of a non-Bool by its truthiness, as before; Bool constants into
    /// globals over a String and nil.
    @Test func storedTestsKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            func f(a, b) {
                var x = "text"
                x = a < b
                var y = [1, 2]
                y = !x
                var z = nil
                z = a < b && b < 10
                var w = 3
                w = a == b || z
                var flag = false
                for i in 0..<3 { flag = !flag }
                return [x, y, z, w, flag]
            }
            print(f(1, 2), f(3, 2))
            var g = "s"
            g = 1 < 2
            var c = false
            for i in 0..<5 { c = !c }
            var n = 5
            n = !n
            var e = nil
            e = !e
            print(g, c, n, e)
            var h = "s"
            h = true
            var m = nil
            m = false
            m = true
            print(h, m)
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            [true, false, true, true, true] [false, true, false, false, true]
            true true false true
            true true

            """)
    }

    @Test(arguments: [
        ("func f() { c = !c }\nf()\nvar c = true\n", "test.geo:1:17: error: cannot find 'c' in scope"),
        ("func f() { c = 1 < 2 }\nf()\nvar c = true\n", "test.geo:1:12: error: cannot find 'c' in scope"),
        ("func f() { c = true }\nf()\nvar c = false\n", "test.geo:1:12: error: cannot find 'c' in scope"),
        ("var p = Point(1, 2)\nvar b = false\nb = p < 3\n", "test.geo:3:5: error: cannot compare a Point (1, 2) and a Number (3)"),
    ])
    func storedTestErrorsAreLocated(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
