import Testing
@testable import GeoScript

/// A view's geometry property read from a view in a variable with the view lent, not retained:
/// as a kernel's receiver or argument (path `viewGeometryInPlace`: `card.bounds.contains(q)`,
/// `cell.frame.intersects(r)`) and as a Number member of a local's or a global's view (path
/// `viewMember`: `handle.center.x`). Any other root by the members' sites, with their errors.
extension CompilerPathTests {
    // Taken (in `shapes`) and avoided (in `avoidedPaths`).
    static let lentGeometryShapes: [Shape] = [
        Shape(name: "a global view's frame as a test kernel's receiver",
              source: "let g = View()\nvar n = 0\nif g.frame.contains((1, 1)) { n += 1 }\n", site: "g.frame", path: "viewGeometryInPlace"),
        Shape(name: "a captured view's frame as a kernel's receiver",
              source: "func f() {\n  var c = View()\n  let m = { c = View() }\n  m()\n  return c.frame.union(Rect(0, 0, 1, 1))\n}\n",
              site: "c.frame", path: "viewGeometryInPlace"),
        Shape(name: "an element's frame as a kernel's argument",
              source: "func f(b, vs, i) { return b.union(vs[i].frame) }\n", site: "vs[i].frame", path: "viewGeometryInPlace"),
        Shape(name: "a global view's center x in a condition at the top level (drag)",
              source: "let h = View()\nif h.center.x < 0 { h.center.x = 3 }\n", site: "h.center.x", path: "viewMember"),
        Shape(name: "a local view's frame maxY in arithmetic",
              source: "func f(v) { return v.frame.maxY * 2 }\n", site: "v.frame.maxY", path: "viewMember"),
        // A receiver that is a member chain, of a method no kind changes: read as a value, by
        // its member's site (its place's getter took the generic member access: 1,128
        // instructions a call of `c.superview!.convert(p, to: w)` before).
        Shape(name: "a view's superview, unwrapped, as the receiver of a method that changes nothing",
              source: "func f(c, w) { return c.superview!.convert(c.center, to: w) }\n", site: "c.superview", path: "memberView"),
    ]

    static let avoidedLentGeometryShapes: [Shape] = [
        Shape(name: "a call's view's frame as a kernel's receiver",
              source: "func make() { return View() }\nlet b = make().frame.contains((0, 0))\n", site: "make().frame.contains((0, 0))",
              path: "viewGeometryInPlace"),
        Shape(name: "a rect variable's member is no view member",
              source: "func f(r) { return r.size.width }\n", site: "r.size.width", path: "viewMember"),
        Shape(name: "a view's frame kept is not read in place",
              source: "func f(v) {\n  let r = v.frame\n  return r\n}\n", site: "v.frame", path: "viewGeometryInPlace"),
    ]

    /// The getters' values, from a local, a global, an element, a captured variable, a
    /// turned view; the Number members of globals' views written and read in a loop.
    @Test func lentGeometryReadsGiveTheGettersValues() {
        let (output, error, _) = langRun("""
            let table = View(frame: (0, 0, 100, 100))
            let g = View(frame: (10, 20, 30, 40))
            table.addSubview(g)
            g.transform = rotation(30deg)
            var views = [View(frame: (1, 2, 3, 4)), g]
            func local(v, p) { return v.bounds.contains(p) }
            func element(vs, i, r) { return vs[i].frame.intersects(r) }
            func captured() {
                var c = View(frame: (5, 5, 10, 10))
                let move = { c.center = (50, 50) }
                move()
                return c.frame.union(Rect(0, 0, 1, 1))
            }
            var hits = 0
            for i in 0..<2 { if views[i].frame.contains((12, 25)) { hits += 1 } }
            print(local(g, (1, 1)), local(g, (-1, 1)), element(views, 0, Rect(3, 5, 1, 1)), element(views, 1, Rect(0, 0, 1, 1)))
            print(captured(), hits, g.frame.intersection(Rect(0, 0, 20, 30)), g.center.applying(rotation(90deg)))
            print(Rect(0, 0, 50, 50).contains(g.center), g.anchorPoint.applying(scale(2, 2)), g.bounds.union(views[0].frame))
            func drag() {
                var s = 0
                for k in 0..<3 {
                    g.center.x += 1
                    if g.center.x < 0 || g.center.x > table.bounds.width { g.center.x = 5 }
                    s += g.center.x + g.frame.width
                }
                return s
            }
            print(drag(), g.center.x + g.frame.maxY)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            true false true false
            (0, 0, 55, 55) 1 (2.0096, 15.1795, 17.9904, 14.8205) (-40, 25)
            true (1, 1) (0, 0, 30, 40)
            218.9423 92.8205

            """)
    }

    /// A root that is not a view, through the same sites: the member's error, where it was.
    @Test func lentGeometryReadsReportAsBefore() {
        Self.expectLocatedErrors([
            ("func f(v, p) { return v.bounds.contains(p) }\nprint(f(3, (1, 1)))", "test.geo:1:25: error: no member 'bounds' on Number"),
            ("var n = 5\nprint(n.center.x + 1)", "test.geo:2:9: error: no member 'center' on Number"),
            ("var w = [View(), 4]\nfor i in 0..<2 { print(w[i].frame.contains((0, 0))) }",
             "test.geo:2:29: error: no member 'frame' on Number"),
            ("func f(v) { return v.frame.maxY * 2 }\nprint(f(View(frame: (0, 0, 2, 3))), f(\"s\"))",
             "test.geo:1:22: error: no member 'frame' on String"),
            ("var n = nil\nprint(n.bounds.width)", "test.geo:2:9: error: no member 'bounds' on Nil"),
        ])
    }
}
