import Testing
@testable import GeoScript

/// An update of a local or a global by a geometry value's Number member of a local
/// (`updateFromMember`: `sx += f.midX`), or by one arithmetic operator on such members, locals,
/// globals and constants (`operandsInPlace`: `area += r.width * r.height`): the member read where
/// the local's value lies (`MemberRead`), in the update's own code; any other value by the
/// value's code, from the start (its error).
extension CompilerPathTests {
    static let updateFromMemberShapes: [Shape] = [
        Shape(name: "a local by a rect's middle", source: "func f(r) {\n  var s = 0\n  s += r.midX\n  return s\n}\n",
              site: "r.midX", path: "updateFromMember"),
        Shape(name: "a local by a point's coordinate", source: "func f(p) {\n  var s = 1\n  s *= p.y\n  return s\n}\n",
              site: "p.y", path: "updateFromMember"),
        Shape(name: "a global by a loop's rect", source: "var t = 0\nfor i in 0..<3 {\n  let r = Rect(i, 0, 2, 2)\n  t -= r.maxY\n}\n",
              site: "r.maxY", path: "updateFromMember"),
        Shape(name: "a local by a rect's area", source: "func f(r) {\n  var s = 0\n  s += r.width * r.height\n  return s\n}\n",
              site: "r.width * r.height", path: "operandsInPlace"),
        Shape(name: "a local by a member and a constant", source: "func f(z) {\n  var s = 0\n  s += 2 * z.height\n  return s\n}\n",
              site: "2 * z.height", path: "operandsInPlace"),
        Shape(name: "a global by a member and a local", source: "var t = 0\nfunc f(p, a) { t += p.x - a }\n",
              site: "p.x - a", path: "operandsInPlace"),
    ]

    /// Values that keep their own code: a member of a captured local, of a view, a remainder,
    /// a captured variable updated.
    static let notFromMemberShapes: [Shape] = [
        Shape(name: "a captured local's member", source: "func f(r) {\n  var s = 0\n  let h = { r }\n  s += r.midX\n  return s\n}\n",
              site: "r.midX", path: "updateFromMember"),
        Shape(name: "a view's frame's member", source: "func f(v) {\n  var s = 0\n  s += v.frame.width\n  return s\n}\n",
              site: "v.frame.width", path: "updateFromMember"),
        Shape(name: "a member's remainder", source: "func f(r) {\n  var s = 0\n  s += r.width % 2\n  return s\n}\n",
              site: "r.width % 2", path: "operandsInPlace"),
        Shape(name: "a captured variable updated", source: "func f(r) {\n  var s = 0\n  let h = { s }\n  s += r.width * r.height\n  return h()\n}\n",
              site: "r.width * r.height", path: "operandsInPlace"),
    ]

    @Test(arguments: updateFromMemberShapes) func anUpdateReadsALocalsMemberInPlace(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: notFromMemberShapes) func otherUpdatesKeepTheirValuesCode(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.isEmpty, "no site '\(shape.site)'")
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// The same values as the members' own code on a call's result: every operator, a rect of
    /// negative size, a Point's -0 (its sign kept), a global updated in a loop.
    @Test func updatesFromMembersKeepTheirValues() {
        let (output, error, _) = langRun("""
            func id(v) { return v }
            func f(r, p, z, a) {
                var s = 0
                s += r.midX
                s -= p.x
                s *= z.width
                s += r.width * r.height
                s -= p.y - 1
                s += 2 * z.height
                s /= a * r.maxY
                s += r.minX + a
                return s
            }
            func g(r, p, z, a) {
                var s = 0
                s += id(r).midX
                s -= id(p).x
                s *= id(z).width
                s += id(r).width * id(r).height
                s -= id(p).y - 1
                s += 2 * id(z).height
                s /= a * id(r).maxY
                s += id(r).minX + a
                return s
            }
            for args in [[Rect(7, -3, -5, -4.5), Point(-0.0, 2), Size(2, -3), 3], [Rect(1, 2, 3, 4), Point(1, 2), Size(0.5, 8), -1]] {
                print(f(args[0], args[1], args[2], args[3]) == g(args[0], args[1], args[2], args[3]), f(args[0], args[1], args[2], args[3]))
            }
            var neg = -0.0
            let q = Point(-0.0, 1)
            neg += q.x
            print(1 / neg)
            var t = 0
            for i in 0..<3 {
                let r = Rect(i, 0, 2, 2)
                t += r.midX
                t += r.width * r.height
            }
            print(t)
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == "true 2.2778\ntrue -4.625\n-inf\n18\n")
    }

    /// A receiver without the member, or a variable no Number: the member's or the operator's
    /// error, where it was.
    @Test(arguments: [
        ("func f(r) {\n    var s = 0\n    s += r.midX\n    return s\n}\nprint(f(3))\n", "test.geo:3:12: error: no member 'midX' on Number"),
        ("func f(r) {\n    var s = \"a\"\n    s += r.x\n    return s\n}\nprint(f(Point(1, 2)))\n",
         "test.geo:3:5: error: cannot apply '+' to a String (\"a\") and a Number (1)"),
        ("func f(r) {\n    var s = 0\n    s += r.width * r.height\n    return s\n}\nprint(f(Point(1, 2)))\n",
         "test.geo:3:12: error: no member 'width' on Point"),
        ("var s = 0\nfor i in 0..<2 {\n    let r = i == 0 ? Rect(0, 0, 1, 1) : nil\n    s += r.midX\n}\n", "test.geo:4:12: error: no member 'midX' on Nil"),
    ])
    func updatesFromMembersReportWhereTheyWere(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
