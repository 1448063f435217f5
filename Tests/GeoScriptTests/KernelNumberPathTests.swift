import Testing
@testable import GeoScript

/// A Number member of a kernel's rect (path `memberKernelNumber`: `a.intersection(b).width`,
/// `a.union(bs[j]).maxY`): the operands read where they lie, the work done and the member taken
/// in one closure giving the Number. Other unboxed receivers keep `memberUnboxed` alone.
extension CompilerPathTests {
    static let kernelNumberShapes: [(name: String, source: String, site: String, fused: Bool)] = [
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
        for shape in Self.kernelNumberShapes {
            let found = try paths(shape.source, shape.site)
            #expect(found.contains("memberKernelNumber") == shape.fused, "\(shape.name): '\(shape.site)' took \(found)")
        }
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
