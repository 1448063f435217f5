import Testing
@testable import GeoScript

/// Path `tupleNumbers`: a Point or Rect tuple whose elements all have number code, its Numbers
/// computed with no Value made for each, in every style; and the tuples that keep the general
/// code, with their values and errors.
extension CompilerPathTests {
    static let tupleShapes: [Shape] = [
        Shape(name: "a frame's origin from locals in a function", source: placeInFunction, site: "(x, y)", path: "tupleLocals"),
        Shape(name: "a center from arithmetic on locals in a loop",
              source: "func f(tiles, side) {\n  var i = 0\n  for t in tiles {\n    t.center = (i * side + 1, side / 2)\n    i += 1\n  }\n}\n",
              site: "(i * side + 1, side / 2)", path: "tupleNumbers"),
        Shape(name: "a point of globals at the top level", source: "var x = 1\nvar y = 2\nlet p = (x, y + 1)\n", site: "(x, y + 1)",
              path: "tupleNumbers"),
        Shape(name: "a point of captured variables in a closure",
              source: "func f(a) {\n  var b = a\n  let g = { (a, b * 2) }\n  b += 1\n  return g()\n}\n", site: "(a, b * 2)",
              path: "tupleNumbers"),
        Shape(name: "a point of a point's members and a constant", source: "func f(p) { return (p.x + 1, 0) }\n",
              site: "(p.x + 1, 0)", path: "tupleNumbers"),
        Shape(name: "a rect of locals as a view's frame", source: "func f(v, x, y, w, h) { v.frame = (x, y, w, h) }\n",
              site: "(x, y, w, h)", path: "tupleLocals"),
        // Path `tupleLocals`: each element a local in a slot or a Number constant.
        Shape(name: "a point of a local and a constant returned", source: "func f(x) { return (x, 0) }\n", site: "(x, 0)",
              path: "tupleLocals"),
        Shape(name: "a size of a constant and a loop's local as an argument",
              source: "let v = View()\nfor h in 0..<3 { v.bounds.size = (10, h) }\n", site: "(10, h)", path: "tupleLocals"),
        Shape(name: "a rect of constants and locals stored in a local",
              source: "func f(w, h) {\n  let r = (0, 0, w, h)\n  return r\n}\n", site: "(0, 0, w, h)", path: "tupleLocals"),
        Shape(name: "a point of locals declared in a loop (flow)",
              source: "func f(chips) {\n  var x = 0\n  var y = 0\n  for c in chips {\n    c.frame.origin = (x, y)\n    x += 1\n  }\n}\n",
              site: "(x, y)", path: "tupleLocals"),
        Shape(name: "a rect of arithmetic as an argument", source: "for i in 0..<3 { let v = View(frame: (0, 0, 30 + i, 20 + i % 7)) }\n",
              site: "(0, 0, 30 + i, 20 + i % 7)", path: "tupleNumbers"),
        Shape(name: "a rect of list elements", source: "func f(xs) { return (xs[0], xs[1], xs[2], xs[3]) }\n",
              site: "(xs[0], xs[1], xs[2], xs[3])", path: "tupleNumbers"),
    ]

    @Test(arguments: tupleShapes) func aTupleTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// Tuples of Numbers that are not all locals in slots and constants keep `tupleNumbers`:
    /// a global, a captured variable (in a cell), arithmetic, a member, an element.
    static let avoidedTupleLocalsPaths: [Shape] = [
        Shape(name: "a global beside a local", source: "var g = 1\nfunc f(x) { return (x, g) }\n", site: "(x, g)", path: "tupleLocals"),
        Shape(name: "a point of globals at the top level", source: "var x = 1\nvar y = 2\nlet p = (x, y)\n", site: "(x, y)",
              path: "tupleLocals"),
        Shape(name: "a local a closure captures", source: "func f(a) {\n  var b = a\n  let g = { b += 1 }\n  g()\n  return (a, b)\n}\n",
              site: "(a, b)", path: "tupleLocals"),
        Shape(name: "arithmetic on a local", source: "func f(x, y) { return (x + 1, y) }\n", site: "(x + 1, y)", path: "tupleLocals"),
        Shape(name: "a point's member", source: "func f(p) { return (p.x, 0) }\n", site: "(p.x, 0)", path: "tupleLocals"),
        Shape(name: "a list's elements", source: "func f(xs) { return (xs[0], xs[1], 2, 3) }\n", site: "(xs[0], xs[1], 2, 3)",
              path: "tupleLocals"),
    ]

    @Test(arguments: avoidedTupleLocalsPaths) func aTupleAvoidsTupleLocals(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains("tupleNumbers"), "'\(shape.site)' took \(found)")
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// Path `tupleLocals` gives the tuple's value, and when a local holds no Number at run
    /// time (a Point, a String, nil, a View), the general code's errors at the same places.
    @Test func tuplesOfLocalsKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            func point(x, y) { return (x, y) }
            func mixed(x) { return (x, -0.5) }
            func rect(x, w) { return (x, 0, w, 2) }
            let v = View(frame: (0, 0, 10, 10))
            func place(v, x, y) {
                v.frame.origin = (x, y)
                v.bounds.size = (y, x)
            }
            place(v, 3, 4)
            print(point(1, 2), mixed(-0), rect(1 / 0, 3), v.frame, type(point(1, 2)), type(rect(0, 0)))
            var s = 0
            for i in 0..<4 {
                let r = rect(i, i + 1)
                s += r.maxX + point(i, s).y
            }
            print(s)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(1, 2) (0, -0.5) null (6, 7.5, 4, 3) Point Rect\n37\n", "\(output)")
        // A part that is no Number at run time: the list of the four, in a variable too.
        let (lists, listError, _) = langRun("""
            func rect(x, w) { return (x, 0, w, 2) }
            func stored(x, w) {
              let r = (x, 0, w, 2)
              return r
            }
            print(rect(1, "s"), stored("a", 3), stored(1, 3), type(stored(1, 3)))
            """)
        #expect(listError == nil, "\(String(describing: listError))")
        #expect(lists == "[1, 0, \"s\", 2] [\"a\", 0, 3, 2] (1, 0, 3, 2) Rect\n", "\(lists)")
        Self.expectLocatedErrors([
            ("func point(x, y) { return (x, y) }\nlet v = View()\nv.center = point((1, 2), 3)",
             "test.geo:3:1: error: cannot assign a List of 2 elements to 'center', which is a Point"),
            ("func f(x) { return (1, x) }\nprint(f(1))\nprint(f(nil))", "test.geo:1:24: error: element 2 of a tuple must be a Number, not nil"),
            ("func rect(x, w) { return (x, 0, w, 2) }\nprint(rect(1, 2))\nlet v = View()\nv.frame = rect(1, \"s\")",
             "test.geo:4:1: error: cannot assign a List of 4 elements to 'frame', which is a Rect"),
            ("func rect(x, w) { return (x, 0, w, 2) }\nprint(rect(1, nil))", "test.geo:1:33: error: element 3 of a tuple must be a Number, not nil"),
            ("func f(v, x, y) { v.center = (x, y) }\nf(View(), 1, 2)\nf(View(), View(), 2)",
             "test.geo:1:19: error: cannot assign a List of 2 elements to 'center', which is a Point"),
        ])
    }

    /// Tuples whose elements do not all have number code (a call, a string, a method), or of
    /// constants only (made once). (One of another length is a list: `tuplesOfOtherValuesAreLists`.)
    static let avoidedTuplePaths: [Shape] = [
        Shape(name: "an element that is a call", source: "func g() { return 1 }\nfunc f(y) { return (g(), y) }\n",
              site: "(g(), y)", path: "tupleNumbers"),
        Shape(name: "an element that is a string", source: "func f(y) { return (\"a\", y) }\n", site: "(\"a\", y)",
              path: "tupleNumbers"),
        Shape(name: "an element that is a method's result", source: "func f(xs, y) { return (xs.count, y, xs.first, 1) }\n",
              site: "(xs.count, y, xs.first, 1)", path: "tupleNumbers"),
        Shape(name: "constants only", source: "func f() { return (1, 2) }\n", site: "(1, 2)", path: "tupleNumbers"),
        Shape(name: "a rect of constants only", source: "func f() { return (1, 2, 3, 4) }\n", site: "(1, 2, 3, 4)", path: "tupleNumbers"),
    ]

    @Test(arguments: avoidedTuplePaths) func aTupleAvoidsItsPath(_ shape: Shape) throws {
        let dump = try Interpreter().loweredForm(shape.source)
        let found = try paths(shape.source, shape.site)
        #expect(!dump.contains("→ \(shape.path)"), "'\(shape.site)' took \(found)")
    }

    /// Swift's tuples of other values — three, five or more, four not all Numbers — are lists
    /// of them: made, taken apart, read by `.0` … `.7`, written as types, compared as Swift's.
    @Test func tuplesOfOtherValuesAreLists() {
        let (output, error, _) = langRun("""
            func stats(_ xs: [Int]) -> (Int, Int, Int) { return (xs.min()!, xs.max()!, xs.count) }
            let (lo, hi, n) = stats([3, 1, 2])
            let s = stats([5, 9])
            print(lo, hi, n, s.0, s.2, s)
            var people: [(String, Int, Double)] = []
            people.append(("ann", 30, 1.5))
            people.append(("bob", 25, 2.5))
            for (name, age, h) in people.sorted(by: { $0.1 < $1.1 }) { print(name, age, h) }
            people[0].1 += 1
            var trips = [(Int, Int, Int)]()
            trips.append((1, 2, 3))
            print(trips)
            let t = (1, "a", true, nil == nil, 5, 6, 7, 8)
            print(people[0], t.7, (1, 2, 3) < (1, 2, 4), ("a", 1, 2, 3).0, type((1, 2, 3)))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1 3 3 5 2 [5, 9, 2]\nbob 25 2.5\nann 30 1.5\n[[1, 2, 3]]\n[\"ann\", 31, 1.5] 8 true a List\n", "\(output)")
        Self.expectLocatedErrors([
            ("var p = nil\nlet t = (1, p, 3)", "test.geo:2:13: error: element 2 of a tuple must be a Number, not nil"),
            ("let t = (1, 2, 3)\nprint(t.3)", "test.geo:2:7: error: no part '.3' on a List of 3 elements"),
            ("let t = (1, 2, 3)\nprint(t.8)", "test.geo:2:9: error: expected a member name after '.', found number 8"),
            ("let v = View()\nv.center = (1, 2, 3)", "test.geo:2:1: error: cannot assign a List of 3 elements to 'center', which is a Point"),
        ])
    }

    /// The values the tuples give on the path, and when an element is no Number at run time
    /// (a Point, a String, nil in the same variables), the general code's values and errors at
    /// the same places.
    @Test func tuplesOnTheirPathKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            func point(x, y) { return (x, y * 2) }
            func rect(x, y, w, h) { return (x, y, w + 1, h) }
            let v = View(frame: (0, 0, 10, 10))
            func place(v, x, y) { v.frame.origin = (x, y) }
            print(point(1, 2), rect(1, 2, 3, 4), point(-0.5, 1 / 0))
            place(v, 3, 4)
            print(v.frame, type(point(1, 2)), type(rect(0, 0, 1, 1)))
            var s = 0
            for i in 0..<4 {
                let p = (i, i * i)
                let r = (p.x, p.y, i + 1, 2)
                s += p.x + p.y + r.width + r.maxY
                v.frame = (i, i, 5, 6)
            }
            print(s, v.frame)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(1, 4) (1, 2, 4, 4) (-0.5, inf)\n(3, 4, 10, 10) Point Rect\n52 (3, 3, 5, 6)\n", "\(output)")
        Self.expectLocatedErrors([
            ("func point(x, y) { return (x, y * 2) }\nprint(rotation(0).inverted() * point((1, 2), 3))",
             "test.geo:2:7: error: cannot apply '*' to a Transform (identity) and a List of 2 elements"),
            ("func point(x, y) { return (x, y) }\nprint(point(1, 2))\nprint(View().convert(point(1, \"s\"), to: nil))",
             "test.geo:3:22: error: argument 1 of convert(_:to:) must be a Point, not a List of 2 elements"),
            ("func rect(x, y, w, h) { return (x, y, w, h) }\nprint(rect(1, 2, 3, 4))\nprint(rect(1, 2, nil, 4))",
             "test.geo:1:39: error: element 3 of a tuple must be a Number, not nil"),
            ("func f(v, x) { v.frame.origin = (x, 1) }\nf(View(), 2)\nf(View(), View())",
             "test.geo:1:16: error: cannot assign a List of 2 elements to 'origin', which is a Point"),
            ("func f(v, h) { v.frame = (0, 0, 1, h) }\nf(View(), 2)\nf(View(), [1])",
             "test.geo:1:36: error: element 4 of a tuple must be a Number, not a List of 1 element"),
            // A global whose declaration has not run (its number code finds nil).
            ("func f(x) { return (x, g) }\nprint(f(1))\nvar g = 2", "test.geo:1:24: error: cannot find 'g' in scope"),
        ])
    }
}
