import Testing
@testable import GeoScript

/// A Number member of a rect or a transform that its receiver computes unboxed (path
/// `memberUnboxed`: `a.intersection(b).width`): read from the payload with no box made; a
/// kernel's receiver also gives the Number to a parent computing on Numbers. The same values,
/// errors and warnings as the member read of a boxed result.
extension CompilerPathTests {
    static let unboxedMemberShapes: [Shape] = [
        Shape(name: "a kernel's rect of two locals", source: "func f(a, b) { return a.intersection(b).width }\n",
              site: "a.intersection(b).width", path: "memberUnboxed"),
        Shape(name: "a kernel's rect of a local and an element", source: "func f(a, bs, j) { return a.union(bs[j]).maxY }\n",
              site: "a.union(bs[j]).maxY", path: "memberUnboxed"),
        Shape(name: "a kernel's rect of globals", source: "let a = Rect(0, 0, 4, 4)\nlet b = Rect(1, 1, 4, 4)\nprint(a.intersection(b).minX)\n",
              site: "a.intersection(b).minX", path: "memberUnboxed"),
        Shape(name: "a kernel's transform", source: "func f(t, u) { return t.concatenating(u).tx }\n",
              site: "t.concatenating(u).tx", path: "memberUnboxed"),
        Shape(name: "a rect method's rect of a local", source: "func f(r) { return r.insetBy(dx: 2, dy: 1).height }\n",
              site: "r.insetBy(dx: 2, dy: 1).height", path: "memberUnboxed"),
        Shape(name: "two kernel members multiplied", source: "func f(a, b) { return a.union(b).x * a.union(b).y }\n",
              site: "a.union(b).x * a.union(b).y", path: "plainPlain"),
        Shape(name: "a kernel member compared", source: "func f(a, b) { return a.intersection(b).width > 0 }\n",
              site: "a.intersection(b).width > 0", path: "plainNumber"),
        // Not taken: the receiver is not computed unboxed, or has no such Number.
        Shape(name: "a script call's result", source: "func id(v) { return v }\nfunc f(r) { return id(r).width }\n",
              site: "id(r).width", path: "member"),
        Shape(name: "arguments that call a script", source: "func g() { return 1 }\nfunc f(r) { return r.insetBy(dx: g(), dy: 1).width }\n",
              site: "r.insetBy(dx: g(), dy: 1).width", path: "member"),
        Shape(name: "a transform member of a rect", source: "func f(a, b) { return a.intersection(b).tx }\n",
              site: "a.intersection(b).tx", path: "member"),
        Shape(name: "a rect member of a transform", source: "func f(t, u) { return t.concatenating(u).width }\n",
              site: "t.concatenating(u).width", path: "member"),
        Shape(name: "a method's rect of a literal", source: "func f(a) { return Rect(0, 0, 2, 2).union(a).width }\n",
              site: "Rect(0, 0, 2, 2).union(a).width", path: "member"),
        Shape(name: "a rect method's non-kernel member sum", source: "func f(r) { return r.insetBy(dx: 2, dy: 1).height + 1 }\n",
              site: "r.insetBy(dx: 2, dy: 1).height + 1", path: "valueNumber"),
    ]

    @Test(arguments: unboxedMemberShapes) func aMemberOfAnUnboxedResult(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// Every member of every rect and transform result (empty, null, negative, ordinary) gives
    /// what it gives read from the boxed result (through a script function).
    @Test func aMemberOfAnUnboxedResultKeepsItsValue() {
        let members = ["x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"]
        let unboxed = members.map { "a.intersection(b).\($0)" } + members.map { "a.union(bs[1]).\($0) * 1" }
            + members.map { "a.insetBy(dx: 1, dy: -2).\($0)" }
        let boxed = members.map { "id(a.intersection(b)).\($0)" } + members.map { "id(a.union(bs[1])).\($0) * 1" }
            + members.map { "id(a.insetBy(dx: 1, dy: -2)).\($0)" }
        let tm = ["a", "b", "c", "d", "tx", "ty"]
        let (output, error, warnings) = langRun("""
            func id(v) { return v }
            func row(a, b) {
              let bs = [b, b]
              return [\(unboxed.joined(separator: ", "))]
            }
            func ref(a, b) {
              let bs = [b, b]
              return [\(boxed.joined(separator: ", "))]
            }
            func trow(t, u) { return [\(tm.map { "t.concatenating(u).\($0)" }.joined(separator: ", "))] }
            func tref(t, u) { return [\(tm.map { "id(t.concatenating(u)).\($0)" }.joined(separator: ", "))] }
            let rs = [Rect(7, -3, -5, -4.5), Rect(1, 2, 3, 4), Rect(0, 0, 0, 0), Rect(100, 100, 1, 1), Rect(2, 2, 10, 10)]
            var same = 0
            for a in rs { for b in rs { if row(a, b) == ref(a, b) { same += 1 } } }
            let t = identity.translatedBy(x: 3, y: -4).rotated(by: 0.25)
            print(same, trow(t, rotation(0.5)) == tref(t, rotation(0.5)), Rect(0, 0, 4, 4).intersection(Rect(1, 1, 9, 9)).width)
            var overlaps = 0
            for i in 0..<5 { for j in 0..<5 { if rs[i].intersection(rs[j]).width * rs[i].intersection(rs[j]).height > 0 { overlaps += 1 } } }
            print(overlaps)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(output == "25 true 3\n6\n", "\(output)")
    }

    /// A receiver or argument of another kind takes the member's code: its error where it was.
    @Test func aMemberOfAnUnboxedResultReportsWrongKinds() {
        Self.expectLocatedErrors([
            ("func f(a, b) { return a.intersection(b).width * 2 }\nprint(f(Rect(0, 0, 1, 1), 3))",
             "test.geo:1:38: error: argument 1 of intersection(_:) must be a Rect, not a Number (3)"),
            ("func f(a, b) { return a.intersection(b).width > 0 }\nprint(f(3, Rect(0, 0, 1, 1)))",
             "test.geo:1:25: error: no member 'intersection' on Number"),
            ("func f(t, u) { return t.concatenating(u).tx + 1 }\nprint(f(identity, Rect(0, 0, 1, 1)))",
             "test.geo:1:39: error: argument 1 of concatenating(_:) must be a Transform, not a Rect"),
            ("func f(r) { return r.insetBy(dx: 1, dy: \"a\").width }\nprint(f(Rect(0, 0, 1, 1)))",
             "test.geo:1:41: error: argument 'dy:' of insetBy(dx:dy:) must be a Number, not a String"),
        ])
    }
}
