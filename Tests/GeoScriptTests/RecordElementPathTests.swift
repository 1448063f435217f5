import Testing
@testable import GeoScript

/// A labelled tuple's part read from an element of a list in a variable (`ps[i].vx`,
/// `people[i].age`, and `ps[i].x` when the element is a tuple, not a point): path
/// `memberElement`, its Number read where the tuple lies in the list, with no copy of the
/// tuple and no look-up of the member by name. A store whose value is such a read then takes
/// `elementMemberStore` too (`ps[i].x += ps[i].vx`). Anything else — another kind of element,
/// a part that is no Number, a part the tuple lacks — by the member's general code, with its
/// value or its error.
struct RecordElementPathTests {
    typealias Shape = CompilerPathTests.Shape

    static let particles = """
        var ps = [(x: 1, y: 2, vx: 3, vy: -1), (x: 5, y: 0, vx: -2, vy: 4)]
        for i in 0..<ps.count {
            ps[i].x += ps[i].vx
            if ps[i].y + ps[i].vy < 0 { ps[i].vy = -ps[i].vy }
        }
        """
    static let inFunction = """
        func total(_ qs: [(a: Int, b: Int)]) -> Int {
            var s = 0
            for i in 0..<qs.count { s += qs[i].a * qs[i].b }
            return s
        }
        """

    static let shapes: [Shape] = [
        Shape(name: "a part no other kind has, of a global list's element", source: particles, site: "ps[i].vx", path: "memberElement"),
        Shape(name: "a tuple's part x (a point's name)", source: particles, site: "ps[i].y", path: "memberElement"),
        Shape(name: "a store of that read, in place", source: particles, site: "ps[i].x +=", path: "elementMemberStore"),
        Shape(name: "a store of its negation, in place", source: particles, site: "ps[i].vy =", path: "elementMemberStore"),
        Shape(name: "a part of a parameter's element", source: inFunction, site: "qs[i].a", path: "memberElement"),
    ]

    @Test(arguments: shapes) func eachShapeTakesItsPath(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// A part named as a member other kinds have (`count`) is left to the general code, which
    /// finds the tuple's part first.
    @Test func aPartNamedAsOtherKindsMembersKeepsTheGeneralRead() throws {
        let source = "var people = [(name: \"ann\", count: 2)]\nprint(people[0].count + 1)\n"
        #expect(try !CompilerPathTests().paths(source, "people[0].count").contains("memberElement"))
        #expect(langRun(source).output == "3\n")
    }

    /// A part stored where the tuple lies (`valueMemberStore`, `elementMemberStore`) leaves
    /// every copy of the tuple or of its list as it was, as Swift's value types do.
    @Test func aPartStoredInPlaceLeavesCopiesAlone() throws {
        let source = """
            var ps = [(x: 1, vx: 2), (x: 3, vx: 4)]
            let a = ps[0]
            var copy = ps
            ps[0].x += 10
            ps[1].vx = 7
            print(a, copy, ps)
            var r = (n: 1, m: 2)
            let s = r
            r.n += 5
            r.m = 9
            print(s, r)
            func f() { var t = (k: 1, j: 0); let u = t; for i in 0..<3 { t.k *= 2; t.j = i }; return [u, t] }
            print(f())
            """
        #expect(try CompilerPathTests().paths(source, "ps[0].x +=").contains("elementMemberStore"))
        #expect(try CompilerPathTests().paths(source, "r.n +=").contains("valueMemberStore"))
        #expect(langRun(source).output == """
            (x: 1, vx: 2) [(x: 1, vx: 2), (x: 3, vx: 4)] [(x: 11, vx: 2), (x: 3, vx: 7)]
            (n: 1, m: 2) (n: 6, m: 9)
            [(k: 1, j: 0), (k: 8, j: 2)]

            """)
    }

    /// The values are the general read's, for tuples, points, rects and other parts, in
    /// value and in Number contexts; so are the errors.
    @Test func valuesAndErrorsAreTheGeneralReads() {
        let source = """
            var ps = [(x: 1, vx: 2, name: "a"), (x: 5, vx: -1, name: "b")]
            for i in 0..<ps.count { ps[i].x += ps[i].vx; print(ps[i].x, ps[i].vx, ps[i].name, ps[i].vx * 2, -ps[i].x) }
            let v = ps[1].vx
            print(v, ps[0].x < ps[1].x, ps)
            var mixed: [Any] = [Point(x: 3, y: 4), (x: 7, y: 1, vx: 9), Rect(x: 1, y: 2, width: 3, height: 4), (x: "s", vx: "t")]
            for i in 0..<mixed.count { print(mixed[i].x) }
            print(mixed[1].vx + 1, mixed[3].vx + "u")
            func f(_ qs: [(a: Int, b: Int)]) -> Int {
                var s = 0
                for i in 0..<qs.count { s += qs[i].a * qs[i].b }
                return s
            }
            print(f([(a: 1, b: 2), (a: 3, b: 4)]))
            """
        let run = langRun(source)
        #expect(run.error == nil)
        #expect(run.output == """
            3 2 a 4 -3
            4 -1 b -2 -4
            -1 true [(x: 3, vx: 2, name: "a"), (x: 4, vx: -1, name: "b")]
            3
            7
            1
            s
            10 tu
            14

            """)
        let errors: [(String, String)] = [
            ("var ps = [(x: 1, vx: 2)]\nprint(ps[0].vy)", "test.geo:2:13: error: no member 'vy' on Tuple; did you mean 'vx'?"),
            ("var ps = [(x: 1, vx: 2)]\nlet i = 3\nprint(ps[i].vx + 1)",
             "test.geo:3:10: error: index 3 is out of range: the list has 1 element (valid indices 0..<1)"),
            ("var ps = [1, 2]\nprint(ps[0].vx + 1)", "test.geo:2:13: error: no member 'vx' on Number"),
            ("var ps = [(x: 1, vx: nil)]\nprint(ps[0].vx + 1)", "test.geo:2:7: error: cannot apply '+' to nil and a Number (1)"),
            ("var ps = [(x: 1, vx: 2)]\nprint(ps[-1].x)", "test.geo:2:10: error: index -1 is out of range: the list has 1 element (valid indices 0..<1)"),
        ]
        for (source, first) in errors {
            #expect(langFirstErrorLine(source) == first, "\(source)")
        }
    }
}

/// A labelled tuple's Number part read as a local's member beside another operand (`p.x *
/// p.vx`, `p.x < 0`, `let d = p.y - q`): paths `membersInPlace` and `member…`, which read a
/// geometry value's member where it lies, read a tuple's part by its label where the tuple
/// lies (`BinaryNode.recordMemberNumbers`) — for values, stores and comparisons alike — and
/// give the general code's answer and errors for anything else.
struct RecordMemberOperandTests {
    static let source = """
        let ps = [(x: 3, y: -2, vx: 4, vy: 5), (x: -1, y: 7, vx: 2, vy: -3)]
        func dot(_ qs: [(x: Int, y: Int, vx: Int, vy: Int)], _ k: Int) -> [Int] {
            var out: [Int] = []
            for i in 0..<qs.count {
                let p = qs[i]
                out.append(p.x * p.vx + p.y * p.vy)
                out.append(p.x - k)
                out.append(k + p.y)
                out.append(p.vx * 2)
                out.append(3 - p.vy)
                out.append(p.x < 0 ? 1 : 0)
                out.append(p.vx >= k ? 1 : 0)
                let d = p.y - k
                out.append(d * d)
                var e = 0
                e = p.x * p.y
                out.append(e + d)
                var acc = k
                acc += p.x
                acc -= p.y
                out.append(acc)
            }
            return out
        }
        print(dot(ps, 2))
        """

    @Test func theMemberPathsTakeATuplesParts() throws {
        let dump = try Interpreter().loweredForm(Self.source)
        for (site, path) in [("p.x * p.vx", "memberAndPlain"), ("p.x - k", "memberAndLocal"), ("k + p.y", "localAndMember"),
                             ("p.x < 0", "memberAndNumber"), ("p.y - k", "memberAndLocal"), ("p.x * p.y", "membersInPlace")] {
            #expect(dump.contains("  \(site)  → \(path)"), "\(site): \(dump)")
        }
        #expect(langRun(Self.source).output == "[2, 1, 0, 8, -2, 0, 1, 16, -10, 7, -23, -3, 9, 4, 6, 1, 1, 25, -2, -6]\n")
    }

    /// The same answers as Points give where a point's members are read, and the general
    /// code's errors where the part is missing or no Number.
    @Test func otherValuesKeepTheirAnswersAndErrors() {
        let points = langRun("""
            func f(_ p: CGPoint, _ k: Double) -> [Double] {
                let q = p
                return [q.x * q.y, q.x - k, q.y < 0 ? 1 : 0]
            }
            print(f(CGPoint(x: 2, y: -3), 1), f(CGPoint(x: 0.5, y: 4), 2))
            """)
        #expect(points.output == "[-6, 1, 1] [2, -1.5, 0]\n")
        let missing = langRun("func f(_ p) {\n  let q = p\n  return q.x * q.vx\n}\nprint(f((x: 1, vy: 2)))\n")
        #expect(missing.error?.message.contains("vx") == true, "\(String(describing: missing.error))")
        #expect(missing.error?.diagnostics.first?.line == 3)
        let text = langRun("func f(_ p) {\n  let q = p\n  return q.x * q.vx\n}\nprint(f((x: 1, vx: \"s\")))\n")
        #expect(text.error?.message == "cannot apply '*' to a Number (1) and a String (\"s\")")
        let updated = langRun("func f(_ p) {\n  var s = 1\n  let q = p\n  s += q.x\n  return s\n}\nprint(f((x: 2, vx: 1)))\nprint(f((x: \"a\", vx: 1)))\n")
        #expect(updated.output == "3\n")
        #expect(updated.error?.message == "cannot apply '+' to a Number (1) and a String (\"a\")")
        #expect(updated.error?.diagnostics.first?.line == 4)
                let compared = langRun("func f(_ p) {\n  let q = p\n  return q.x < q.vx\n}\nprint(f((x: \"a\", vx: \"b\")), f((x: 2, vx: 1)))\n")
        #expect(compared.output == "true false\n")
    }
}
