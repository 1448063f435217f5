import Testing
@testable import GeoScript

/// A Number member of a kernel's rect (path `memberKernelNumber`: `a.intersection(b).width`,
/// `a.union(bs[j]).maxY`): the operands read where they lie, the work done and the member taken
/// in one closure giving the Number. Other unboxed receivers keep `memberUnboxed` alone.
extension CompilerPathTests {
    /// Rows of a path a site takes (`taken`) or must not.
    typealias PathRow = (name: String, source: String, site: String, taken: Bool)

    func expectPath(_ path: String, _ rows: [PathRow]) throws {
        for row in rows {
            let found = try paths(row.source, row.site)
            #expect(found.contains(path) == row.taken, "\(row.name): '\(row.site)' took \(found)")
        }
    }

    static let kernelNumberShapes: [PathRow] = [
        ("two locals", "func f(a, b) { return a.intersection(b).width }\n", "a.intersection(b).width", true),
        ("a local and an element", "func f(a, bs, j) { return a.union(bs[j]).maxY }\n", "a.union(bs[j]).maxY", true),
        ("globals", "let a = Rect(0, 0, 4, 4)\nlet b = Rect(1, 1, 4, 4)\nprint(a.intersection(b).minX)\n",
         "a.intersection(b).minX", true),
        ("in a product", "func f(a, b) { return a.intersection(b).width * a.intersection(b).height > 0 }\n",
         "a.intersection(b).height", true),
        // Not taken: a transform kernel, a rect method (no kernel), a receiver not unboxed.
        ("a transform kernel", "func f(t, u) { return t.concatenating(u).tx }\n", "t.concatenating(u).tx", false),
        ("a rect method", "func f(r) { return r.insetBy(dx: 2, dy: 1).height }\n", "r.insetBy(dx: 2, dy: 1).height", false),
        ("a literal receiver", "func f(a) { return Rect(0, 0, 2, 2).union(a).width }\n", "Rect(0, 0, 2, 2).union(a).width", false),
    ]

    @Test func aKernelRectMemberInOneClosure() throws {
        try expectPath("memberKernelNumber", Self.kernelNumberShapes)
    }

    /// The members' values as the boxed result gives them, and the errors of operands of other
    /// kinds (the member's code, where it reported them).
    @Test func aKernelRectMemberInOneClosureKeepsItsValues() {
        let members = ["x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"]
        let (output, error, _) = langRun("""
            func id(v) { return v }
            let bs = [Rect(1, 1, 2, 2), Rect(-3, 0, 1, 8)]
            func row(a, b, j) { return [\(members.map { "a.intersection(b).\($0) + a.union(bs[j]).\($0)" }.joined(separator: ", "))] }
            func ref(a, b, j) { return [\(members.map { "id(a.intersection(b)).\($0) + id(a.union(bs[j])).\($0)" }.joined(separator: ", "))] }
            let rs = [Rect(7, -3, -5, -4.5), Rect(1, 2, 3, 4), Rect(0, 0, 0, 0), Rect(100, 100, 1, 1)]
            var same = 0
            for a in rs { for b in rs { for j in 0..<2 { if row(a, b, j) == ref(a, b, j) { same += 1 } } } }
            print(same, row(rs[1], rs[1], 0))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "32 [2, 3, 6, 9, 2, 5, 8, 3, 7.5, 12]\n", "\(output)")
        Self.expectLocatedErrors([
            ("func f(a, b) { return a.intersection(b).width * 2 }\nprint(f(Rect(0, 0, 1, 1), 3))",
             "test.geo:1:38: error: argument 1 of intersection(_:) must be a Rect, not a Number (3)"),
            ("let bs = [Rect(0, 0, 1, 1)]\nfunc f(a, j) { return a.union(bs[j]).maxY }\nprint(f(\"x\", 0))",
             "test.geo:2:25: error: no member 'union' on String"),
            ("let bs = [Rect(0, 0, 1, 1)]\nfunc f(a, j) { return a.union(bs[j]).maxY }\nprint(f(Rect(0, 0, 2, 2), 1))",
             "test.geo:2:34: error: index 1 is out of range: the list has 1 element (valid indices 0..<1)"),
        ])
    }
}

/// A kernel's unboxed attempt whose receiver or argument is a whole local (path
/// `kernelLocalSlot`): read from its frame slot with no test of where it lies; another kind
/// there takes the site's code, which reports it where it did.
extension CompilerPathTests {
    static let kernelLocalSlotShapes: [PathRow] = [
        ("two locals, a member", "func f(a, b) { return a.intersection(b).width }\n", "a.intersection(b)", true),
        ("a local receiver, an element", "func f(a, bs, j) { return a.union(bs[j]).maxY }\n", "a.union(bs[j])", true),
        ("an element receiver, a local", "func f(bs, b) { return bs[0].union(b).maxY }\n", "bs[0].union(b)", true),
        ("two locals, stored", "func f(a, b) {\n  let c = a.intersection(b)\n  return c\n}\n", "a.intersection(b)", true),
        // Not taken: globals, an element and a global.
        ("globals", "let a = Rect(0, 0, 4, 4)\nlet b = Rect(1, 1, 4, 4)\nprint(a.intersection(b).minX)\n", "a.intersection(b)", false),
        ("an element and a global", "let b = Rect(1, 1, 4, 4)\nfunc f(bs) { return bs[0].union(b).maxY }\n", "bs[0].union(b)", false),
    ]

    @Test func aKernelLocalReadFromItsSlot() throws {
        try expectPath("kernelLocalSlot", Self.kernelLocalSlotShapes)
        let (output, error, _) = langRun("""
            func f(a, b) { return a.intersection(b).width }
            func g(a, b) {
              let c = a.intersection(b)
              return c
            }
            func h(bs, b) { return bs[0].union(b).maxY }
            print(f(Rect(0, 0, 2, 2), Rect(1, 1, 2, 2)), g(Rect(0, 0, 2, 2), Rect(1, 1, 2, 2)), g(Rect(0, 0, 2, 2), Rect(5, 5, 1, 1)), h([Rect(0, 0, 1, 1)], Rect(2, 2, 1, 3)))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1 (1, 1, 1, 1) null 5\n", "\(output)")
        Self.expectLocatedErrors([
            ("func f(a, b) { return a.intersection(b).width }\nprint(f(Rect(0, 0, 2, 2), Rect(1, 1, 2, 2)))\nprint(f(3, Rect(1, 1, 2, 2)))",
             "test.geo:1:25: error: no member 'intersection' on Number"),
            ("func f(a, b) {\n  let c = a.intersection(b)\n  return c\n}\nprint(f(Rect(0, 0, 2, 2), (1, 1)))",
             "test.geo:2:26: error: argument 1 of intersection(_:) must be a Rect, not a Point (1, 1)"),
        ])
    }
}
