import Testing
@testable import GeoScript

/// `==`/`!=` of two variables read in place (path `globalPair`) when they are not Numbers:
/// compared where they lie, no copy of either; and path `compareViewName`, a view's `name`
/// compared with a constant String with no String Value made.
extension CompilerPathTests {
    static let pairEqualityProgram = """
            let a = View(name: "a")
            let b = View(name: "a")
            let f = { x in x }
            let vals = [1, -0, 0, 0 / 0, "1", "a", "a", nil, true, false, (1, 2), Size(1, 2), (1, 2, 3, 4), a, b, [1, "a"], f, Transform(scale: (2, 2)), Transform(scale: (2, 2))]
            var out = ""
            var p = nil
            var q = nil
            for i in 0..<vals.count {
              p = vals[i]
              for j in 0..<vals.count {
                q = vals[j]
                out += (p == q ? "1" : "0") + (p != q ? "1" : "0")
              }
              out += "\\n"
            }
            print(out)
            func local(x) {
              var s = ""
              for j in 0..<vals.count {
                q = vals[j]
                s += (x == q ? "1" : "0") + (q != x ? "1" : "0")
              }
              return s
            }
            print(local(a), local(nil), local(-0), local("a"), local((1, 2)), local(0 / 0))
        """

    /// Every pair of kinds, equal and not, by `==` and `!=`: two globals, a local and a global
    /// (either side); nil on either side (a global that holds nil), a Number against a String,
    /// a Point against a Size, -0 == 0, nan != nan, views by identity, Strings by value.
    @Test func variablesComparedInPlaceGiveEveryKindsEquality() throws {
        #expect(try paths(Self.pairEqualityProgram, "p == q") == ["globalPair"])
        #expect(try paths(Self.pairEqualityProgram, "x == q") == ["globalPair"])
        #expect(try paths(Self.pairEqualityProgram, "q != x") == ["globalPair"])
        let (output, error, _) = langRun(Self.pairEqualityProgram)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            10010101010101010101010101010101010101
            01101001010101010101010101010101010101
            01101001010101010101010101010101010101
            01010101010101010101010101010101010101
            01010101100101010101010101010101010101
            01010101011010010101010101010101010101
            01010101011010010101010101010101010101
            01010101010101100101010101010101010101
            01010101010101011001010101010101010101
            01010101010101010110010101010101010101
            01010101010101010101101001010101010101
            01010101010101010101101001010101010101
            01010101010101010101010110010101010101
            01010101010101010101010101100101010101
            01010101010101010101010101011001010101
            01010101010101010101010101010110010101
            01010101010101010101010101010101100101
            01010101010101010101010101010101011010
            01010101010101010101010101010101011010

            01010101010101010101010101100101010101 01010101010101100101010101010101010101 01101001010101010101010101010101010101 01010101011010010101010101010101010101 01010101010101010101101001010101010101 01010101010101010101010101010101010101

            """)
    }

    @Test(arguments: [
        ("var p = View()\nvar q = View()\nprint(p == q)\nprint(p < q)\n",
         "test.geo:4:7: error: cannot compare a View (<View frame=(0, 0, 0, 0)>) and a View (<View frame=(0, 0, 0, 0)>) with '<'"),
        ("var p = \"a\"\nvar q = 1\nprint(p != q)\nprint(q >= p)\n", "test.geo:4:7: error: cannot compare a Number (1) and a String (\"a\") with '>='"),
        ("var p = nil\nvar q = nil\nprint(p == q)\nprint(p <= q)\n", "test.geo:4:7: error: cannot compare nil and nil with '<='"),
        ("func f(x) { return x == w }\nprint(f(1))\nlet w = 2\n", "test.geo:1:25: error: cannot find 'w' in scope"),
        ("func f(x) { return w != x }\nprint(f(View()))\nvar w = View()\n", "test.geo:1:20: error: cannot find 'w' in scope"),
        ("var p = Size(1, 2)\nfunc f(x) { return x > p }\nprint(f(Size(1, 2)))\n", "test.geo:2:20: error: cannot compare a Size (1, 2) and a Size (1, 2) with '>'"),
    ])
    func variablesComparedInPlaceReportAsBefore(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }

    static let viewNameShapes: [Shape] = [
        Shape(name: "a global's name at the top level", source: "let hit = View(name: \"button\")\nprint(hit.name == \"button\")\n",
              site: "hit.name == \"button\"", path: "compareViewName"),
        Shape(name: "the constant on the left, ordered", source: "func f(v) { return \"m\" < v.name }\n", site: "\"m\" < v.name",
              path: "compareViewName"),
        Shape(name: "a closure parameter's name, not equal", source: "let t = { v in v.name != \"x\" }\n", site: "v.name != \"x\"",
              path: "compareViewName"),
        Shape(name: "a condition of an if", source: "func f(v) {\n  if v.name == \"a\" { return 1 }\n  return 0\n}\n",
              site: "v.name == \"a\"", path: "compareViewName"),
    ]

    @Test(arguments: viewNameShapes) func aViewNameComparedWithAStringTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    static let avoidedViewNameShapes: [Shape] = [
        Shape(name: "a name compared with a variable", source: "func f(v, s) { return v.name == s }\n", site: "v.name == s",
              path: "compareViewName"),
        Shape(name: "an element's name", source: "func f(vs) { return vs[0].name == \"a\" }\n", site: "vs[0].name == \"a\"",
              path: "compareViewName"),
        Shape(name: "a captured view's name", source: "func f(v) {\n  v.name = \"a\"\n  return { v.name == \"a\" }\n}\n",
              site: "v.name == \"a\"", path: "compareViewName"),
        Shape(name: "a name compared with nil", source: "func f(v) { return v.name == nil }\n", site: "v.name == nil",
              path: "compareViewName"),
        Shape(name: "another property compared with a String", source: "func f(v) { return v.superview == \"a\" }\n",
              site: "v.superview == \"a\"", path: "compareViewName"),
        Shape(name: "two views compared", source: "var a = View()\nvar b = a\nprint(a == b)\n", site: "a == b", path: "compareViewName"),
    ]

    @Test(arguments: avoidedViewNameShapes) func anAvoidedViewNameComparisonKeepsItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.isEmpty, "no site '\(shape.site)'")
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    @Test func viewNamesComparedWithStringsGiveTheComparisonsValues() {
        let (output, error, _) = langRun("""
            let v = View(name: "b")
            let u = View()
            func tests(w) { return [w.name == "b", "b" != w.name, w.name == "", "" == w.name] }
            func order(w) { return [w.name < "c", "c" <= w.name, w.name > "a", "b" >= w.name] }
            print(v.name == "b", "b" != v.name, v.name < "c", "c" <= v.name, u.name == "b", "b" != u.name)
            print(tests(v), tests(u), tests(View(name: "")), order(v), order(View(name: "c")))
            v.name = "é"
            print(v.name == "e\u{301}", tests(v))
            v.name = "\u{212A}"
            print(v.name == "K", "K" != v.name, v.name == "k", v.name != "K")
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            true false true false false true
            [true, false, false, false] [false, true, false, false] [false, true, true, true] [true, false, true, true] [false, true, true, false]
            true [false, true, false, false]
            true false false false

            """)
    }

    @Test(arguments: [
        ("let u = View()\nprint(u.name == \"b\")\nprint(u.name < \"c\")\n", "test.geo:3:7: error: cannot compare nil and a String (\"c\") with '<'"),
        ("func f(v) { return v.name == \"a\" }\nprint(f(View(name: \"a\")))\nprint(f(3))\n", "test.geo:1:22: error: no member 'name' on Number"),
        ("func f(v) { return \"a\" > v.name }\nprint(f(View(name: \"\")))\nprint(f(View()))\n",
         "test.geo:1:20: error: cannot compare a String (\"a\") and nil with '>'"),
        ("func f() { return w.name != \"a\" }\nprint(f())\nlet w = View()\n", "test.geo:1:19: error: cannot find 'w' in scope"),
        ("var v = View()\nprint(v.name == \"x\")\nv = Rect(0, 0, 1, 1)\nprint(v.name == \"x\")\n", "test.geo:4:9: error: no member 'name' on Rect"),
    ])
    func viewNamesOfOtherReceiversReportAsBefore(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
