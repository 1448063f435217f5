import Testing
@testable import GeoScript

/// Path `valueMemberStore`: an assignment to a stored Number part of a Point, Size or Rect in a
/// variable (`p.x += dx`, `r.origin.y = 0`, `s.width *= 2`, `r.size.height -= h`) writes the
/// Number where the value lies, in a local, a global, a cell or a capture; the sites that keep
/// the general place code; and the values and errors, which are the general code's.
extension CompilerPathTests {
    static let valueMemberShapes: [Shape] = [
        Shape(name: "a local point's x by a constant", source: "func f() {\n  var p = (1, 2)\n  p.x += 1\n  return p\n}\n",
              site: "p.x +=", path: "valueMemberStore"),
        Shape(name: "a parameter's y set to a local", source: "func f(p, k) {\n  var q = p\n  q.y = k\n  return q\n}\n",
              site: "q.y =", path: "valueMemberStore"),
        Shape(name: "a rect's origin.x by arithmetic", source: "func f(r, dx) {\n  var s = r\n  s.origin.x += dx * 2\n  return s\n}\n",
              site: "s.origin.x +=", path: "valueMemberStore"),
        Shape(name: "a rect's size.height", source: "func f() {\n  var r = Rect(0, 0, 4, 4)\n  r.size.height -= 1\n  return r\n}\n",
              site: "r.size.height -=", path: "valueMemberStore"),
        Shape(name: "a size's width scaled", source: "func f() {\n  var s = Size(4, 4)\n  s.width *= 2\n  return s\n}\n",
              site: "s.width *=", path: "valueMemberStore"),
        Shape(name: "a global point in a loop", source: "var pos = (0, 0)\nfor i in 0..<3 { pos.x += i }\n",
              site: "pos.x +=", path: "valueMemberStore"),
        Shape(name: "a captured point", source: "func f() {\n  var c = (0, 0)\n  let bump = { c.y += 1 }\n  bump()\n  return c\n}\n",
              site: "c.y +=", path: "valueMemberStore"),
    ]

    @Test(arguments: valueMemberShapes) func aValueMemberStoreTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// Stores that keep the general place code: a value that calls a function, a list
    /// element's member, a read-only member, a whole Point part, a view's member (its own
    /// path). (A Size's `width` stored on a variable holding a Rect takes the path and meets
    /// the Rect at run time: the general code gives the read-only error, below.)
    static let avoidedValueMemberStores: [Shape] = [
        Shape(name: "a value calling a function", source: "func g() { return 1 }\nfunc f() {\n  var p = (1, 2)\n  p.x = g()\n  return p\n}\n",
              site: "p.x =", path: "valueMemberStore"),
        Shape(name: "an element's member", source: "func f() {\n  var ps = [(1, 2)]\n  ps[0].x = 3\n  return ps\n}\n",
              site: "ps[0].x =", path: "valueMemberStore"),
        Shape(name: "a rect's read-only minX", source: "func f() {\n  var r = Rect(0, 0, 1, 1)\n  r.minX = 3\n}\n",
              site: "r.minX =", path: "valueMemberStore"),
        Shape(name: "a rect's whole origin", source: "func f() {\n  var r = Rect(0, 0, 1, 1)\n  r.origin = (2, 3)\n}\n",
              site: "r.origin =", path: "valueMemberStore"),
        Shape(name: "a view's center.x", source: "func f(v) {\n  v.center.x += 1\n}\n", site: "v.center.x +=", path: "valueMemberStore"),
    ]

    @Test(arguments: avoidedValueMemberStores) func otherMemberStoresAvoidThePath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    @Test func aHostsMemberKeepsTheGeneralStore() throws {
        let geo = Interpreter()
        geo.register(.property("x", on: .point, type: .number, doc: "A host's x, doubled on set.",
                               get: { p, _ in .number(try p.point().x) },
                               set: { p, new, _ in var v = try p.point(); v.x = 2 * (try new.number()); p = .point(v) }))
        var out = ""
        geo.output = { out += $0 }
        let source = "func f() {\n  var p = (1, 2)\n  p.x = 5\n  return p\n}\nprint(f())\n"
        #expect(try !geo.loweredForm(source).contains("valueMemberStore"))
        try geo.run(source)
        #expect(out == "(10, 2)\n")
    }

    /// The values, with copies left alone (a rect's box shared with another variable is not
    /// written into), a global, a cell and a capture, every compound operator, and a site
    /// meeting a Point, then a Size-less Rect in turn; the errors the general code gives, at
    /// their places.
    @Test func valueMemberStoresKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            func run() {
                var p = Point(3, 4)
                var r = Rect(0, 0, 5, 5)
                var s = Size(2, 3)
                let copy = r
                for i in 0..<3 {
                    p.x += 1
                    p.y = i * 2
                    r.origin.x += 1.5
                    r.size.width *= 2
                    r.size.height -= i
                    s.width /= 2
                    s.height %= 2
                }
                var c = (0, 0)
                let bump = { c.x += 1 }
                bump()
                bump()
                c.y -= 10
                print(p, r, s, copy, c)
            }
            run()
            var g = Rect(1, 2, 3, 4)
            let kept = g
            g.size.width = 100
            g.origin.y = -0.5
            print(g, kept)
            func moveAll(xs) {
                var out = []
                for v in xs {
                    var w = v
                    w.x += 1
                    out.append(w)
                }
                return out
            }
            print(moveAll([(1, 1), (2, 2)]))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(6, 4) (4.5, 0, 40, 2) (0.25, 1) (0, 0, 5, 5) (2, -10)\n(1, -0.5, 100, 4) (1, 2, 3, 4)\n[(2, 1), (3, 2)]\n",
                "\(output)")
        Self.expectLocatedErrors([
            ("func f() {\n  var p = 5\n  p.x += 1\n}\nf()", "test.geo:3:5: error: no member 'x' on Number"),
            ("func f() {\n  var p = (1, 2)\n  let s = \"a\"\n  p.x = s\n}\nf()",
             "test.geo:4:3: error: cannot assign a String (\"a\") to 'x', which is a Number"),
            ("var q = Size(1, 2)\nq.width += true", "test.geo:2:1: error: cannot apply '+' to a Number (1) and a Bool (true)"),
            ("func f() {\n  var r = (1, 2)\n  r.origin.x = 1\n}\nf()", "test.geo:3:5: error: no member 'origin' on Point"),
            ("func f() {\n  var r = Size(1, 2)\n  r.x = 1\n}\nf()", "test.geo:3:5: error: no member 'x' on Size"),
            ("func f() {\n  var r = Rect(0, 0, 1, 1)\n  r.width = 3\n}\nf()",
             "test.geo:3:5: error: cannot assign to 'width': it is a read-only member of Rect"),
        ])
    }
}
