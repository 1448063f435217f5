import Testing
@testable import GeoScript

/// Swift's tuple parts `.0` … `.7` read as `.x` and `.y` are (`GeometryLibrary.NumberMember.part`):
/// whichever kind the receiver is when the code runs — a Point's x and y, a Size's width and
/// height, a Rect's x, y, width and height as stored, a list's element — its Number read where
/// the value lies, for a parent computing on Numbers (`updateFromMember`, `memberElement`,
/// `membersInPlace`, `member…`, `memberKernelNumber`); as a value, a variable's list's element
/// read where the list lies (`memberPart`). A labelled tuple's part, receivers that are not a
/// local's, an element's or a global's, and a name the host registered, keep the member's code;
/// every value and error is the part's getter's.
extension CompilerPathTests {
    static let tuplePartShapes: [Shape] = [
        Shape(name: "a local by a point's part", source: "func f() {\n  var hits = 0\n  let pt = (3, 4)\n  print(pt.0)\n  hits += pt.1\n  return hits\n}\n",
              site: "pt.1", path: "updateFromMember"),
        Shape(name: "a local by a pair's part", source: "func f() {\n  var hits = 0\n  let pr = (\"a\", 4)\n  print(pr.0)\n  hits += pr.1\n  return hits\n}\n",
              site: "pr.1", path: "updateFromMember"),
        Shape(name: "a local by a parameter's part", source: "func f(r) {\n  var s = 0\n  s += r.0\n  return s\n}\n",
              site: "r.0", path: "updateFromMember"),
        Shape(name: "an element's part", source: "func f(heap) {\n  var hits = 0\n  for i in 0..<64 { hits += heap[i % 64].0 }\n  return hits\n}\n",
              site: "heap[i % 64].0", path: "memberElement"),
        Shape(name: "a global list's element's part", source: "let heap = [(1, 2)]\nvar s = 0\nfor i in 0..<1 { s += heap[i].1 }\n",
              site: "heap[i].1", path: "memberElement"),
        Shape(name: "two parts of a loop's value", source: "func f(ps) {\n  var s = 0\n  for p in ps { s += p.0 * p.1 }\n  return s\n}\n",
              site: "p.0 * p.1", path: "membersInPlace"),
        Shape(name: "a part compared with a part", source: "func f(p) { return p.1 > p.0 }\n", site: "p.1 > p.0", path: "membersInPlace"),
        Shape(name: "a rect's stored width and a constant", source: "func f(r) { return r.2 * 2 }\n", site: "r.2 * 2", path: "memberAndNumber"),
        Shape(name: "a labelled tuple's part and a local", source: "func f(n) {\n  var best = (start: 0, length: 1)\n  best.start = n\n  return best.1 < n\n}\n",
              site: "best.1 < n", path: "memberAndLocal"),
        Shape(name: "a kernel's rect's part", source: "func f(a, b) { return a.intersection(b).0 + 1 }\n",
              site: "a.intersection(b).0", path: "memberKernelNumber"),
        Shape(name: "a pair's part as a value", source: "func f(pr) {\n  let name = pr.0\n  return name\n}\n",
              site: "pr.0", path: "memberPart"),
        Shape(name: "a global's part as an argument", source: "let t = (\"a\", 2, nil)\nprint(t.2)\n", site: "t.2", path: "memberPart"),
    ]

    @Test(arguments: tuplePartShapes) func aTuplePartTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// Parts that keep the member's code: of a computed receiver, a view's property, a captured
    /// variable — as `.x` does; and as a value, a member that is no part, or a part of what is
    /// no variable (each site's first path named).
    static let avoidedTuplePartPaths: [Shape] = [
        Shape(name: "a point's x as a value", source: "func f(p) {\n  let x = p.x\n  return x\n}\n", site: "p.x", path: "memberLocal"),
        Shape(name: "an element's part as a value", source: "func f(ps, i) {\n  let a = ps[i].0\n  return a\n}\n", site: "ps[i].0",
              path: "memberElement"),
        Shape(name: "a captured pair's part as a value",
              source: "func f(p) {\n  var q = p\n  let g = { q.0 }\n  q = (\"a\", 1)\n  return g()\n}\n", site: "q.0", path: "member"),
        Shape(name: "a computed receiver's part", source: "func id(x) { return x }\nfunc f(p) { return id(p).1 * 2 }\n",
              site: "id(p).1 * 2", path: "valueNumber"),
        Shape(name: "a view's frame's part", source: "func f(v) { return v.frame.0 * 2 }\n", site: "v.frame.0 * 2", path: "valueNumber"),
        Shape(name: "a captured point's part", source: "func f(p) {\n  var q = p\n  let g = { q.1 * 2 }\n  q = (1, 2)\n  return g()\n}\n",
              site: "q.1 * 2", path: "valueNumber"),
    ]

    @Test(arguments: avoidedTuplePartPaths) func aTuplePartNotInPlaceAvoidsItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.first == shape.path, "'\(shape.site)' took \(found), not \(shape.path)")
        #expect(!found.contains("memberPart"), "'\(shape.site)' took \(found)")
    }

    /// The values and errors the parts' getters give, on every path: Points, Sizes, Rects (a
    /// negative size as stored, not standardised), lists, pairs and labelled tuples met by one
    /// site in turn; a part the value lacks, or that is no Number, reports as before.
    @Test func tuplePartsKeepTheirValuesAndErrors() {
        let (output, error, _) = langRun("""
            func one(p) { var s = 0; s += p.1; return s }
            func cmp(p) { return p.1 > p.0 }
            func sum(p) { return p.1 * 2 + p.0 }
            func last(p) { var s = 0; s += p.3; return s }
            func elements(ps) { var s = 0; for i in 0..<ps.count { s += ps[i].1 }; return s }
            print(one((3, 4)), one(Size(5, 6)), one((1, 2, 3, 4)), one(("a", 7)), one((lo: 1, hi: 9)), one([1, 2, 3]))
            print(cmp((3, 4)), cmp(Size(5, 1)), cmp((1, 2, 3, 4)), cmp(("a", "b")), cmp((lo: 2, hi: 1)))
            print(sum((3, 4)), sum(Rect(1, 2, 3, 4)), sum([5, 6]), sum((lo: 1, hi: 2)))
            print(last(Rect(1, 2, -3, -4)), last((1, 2, -3, -4)), last([1, 2, 3, 4]), Rect(1, 2, -3, -4).2, Rect(1, 2, -3, -4).width)
            print(elements([(1, 2), (3, 4)]), elements([Size(1, 2), (1, 2, 3, 4), [0, 7], (q: 1, r: 2)]))
            let a = Rect(0, 0, 4, 4), b = Rect(2, 2, 4, 4)
            print(a.intersection(b).0 + 1, a.intersection(b).1 * 2, a.intersection(b).2 + 0, a.union(b).3 - 0)
            let pt = (3, 4)
            var g = 0
            g += pt.1
            g += pt.0 * pt.1
            print(g, pt.1, pt.0, pt.1 < pt.0, 2 * pt.1)
            func zipped() { var t = 0; for p in zip([1, 2], [3, 4]) { t += p.0 * p.1 }; return t }
            print(zipped(), (0 / 0, 1).0 + 1, (-0.0, 1).0 * 1)
            func first(p) { let a = p.0; return a }
            let mixed = ("a", [1, 2], nil)
            print(first(("x", 1)), first([nil, 2]), first((lo: "z", hi: 2)), first((3, 4)), first(Size(5, 6)), first(Rect(7, 8, 9, 10)))
            print(mixed.0, mixed.1, mixed.2, mixed.1.1)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            4 6 2 7 9 2
            true false true true false
            11 5 17 5
            -4 -4 4 -3 3
            6 13
            3 4 2 6
            16 4 3 false 8
            11 nan 0
            x nil z 3 5 7
            a [1, 2] nil 2

            """, "\(output)")
        Self.expectLocatedErrors([
            ("func f(p) { var s = 0; s += p.2; return s }\nprint(f((3, 4)))", "test.geo:1:31: error: no member '2' on Point"),
            ("let p = (3, 4)\nvar s = 0\ns += p.2", "test.geo:3:8: error: no member '2' on Point"),
            ("func f(p) { var s = 0; s += p.2; return s }\nprint(f(Size(3, 4)))", "test.geo:1:31: error: no member '2' on Size"),
            ("func f(p) { var s = 0; s += p.1; return s }\nprint(f([1]))",
             "test.geo:1:29: error: no part '.1' on a List of 1 element: a tuple part .1 reads element 1 (xs[1])"),
            ("func f(p) { var s = 0; s += p.1; return s }\nprint(f((\"a\", \"b\")))",
             "test.geo:1:24: error: cannot apply '+' to a Number (0) and a String (\"b\")"),
            ("func f(p) { var s = 0; s += p.1; return s }\nprint(f([\"a\": 1]))", "test.geo:1:31: error: no member '1' on Dictionary"),
            ("func f(p) { var s = 0; s += p.1; return s }\nprint(f(identity))", "test.geo:1:31: error: no member '1' on Transform"),
            ("func f(p) { var s = 0; s += p.1; return s }\nprint(f(nil))", "test.geo:1:31: error: no member '1' on Nil"),
            ("func f(p) { return p.1 > p.0 }\nprint(f((a: 2, b: \"c\")))", "test.geo:1:20: error: cannot compare a String (\"c\") and a Number (2) with '>'"),
            ("func f(ps) { var s = 0; for i in 0..<ps.count { s += ps[i].1 }; return s }\nprint(f([(1, 2), 5]))",
             "test.geo:1:60: error: no member '1' on Number"),
            ("func f(p) { let a = p.2; return a }\nprint(f((\"a\", 1)))",
             "test.geo:1:21: error: no part '.2' on a List of 2 elements: a tuple part .2 reads element 2 (xs[2])"),
            ("func f(p) { let a = p.2; return a }\nprint(f((3, 4)))", "test.geo:1:23: error: no member '2' on Point"),
            ("let t = (\"a\", 1)\nprint(t.5)", "test.geo:2:7: error: no part '.5' on a List of 2 elements"),
        ])
    }

    /// A part the host registered is read by the host's getter on every path.
    @Test func aHostsPartIsTheHosts() throws {
        let geo = Interpreter()
        geo.register(.property("1", on: .list, type: .number, doc: "The host's.", get: { _, _ in .number(100) }))
        var output = ""
        geo.output = { output += $0 }
        let source = "func f(pr) {\n  var hits = 0\n  hits += pr.1\n  return hits + pr.1\n}\nprint(f((\"a\", 4)))\n"
        let dump = try geo.loweredForm(source)
        #expect(!dump.contains("updateFromMember"), "\(dump)")
        try geo.run(source)
        #expect(output == "200\n")
    }
}
