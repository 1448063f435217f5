import Testing
@testable import GeoScript

/// Paths `membersInPlace`, `member…`: an operator whose operand is a geometry value's Number
/// member (`p.x`, `r.width`, `f.maxY`, `s.height`, `t.tx`) of a local (a parameter, a `let`, a
/// loop's variable) reads the member where the value lies, in the operator's own node, beside
/// another such member, a Number constant, a local or a plain computation; and the operands
/// that keep the `plain…` paths, with their values and errors.
extension CompilerPathTests {
    static let polygonInside = """
        func inside(pts, p) {
          var c = false
          var j = pts.count - 1
          for i in 0..<pts.count {
            let a = pts[i]
            let b = pts[j]
            if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { c = !c }
            j = i
          }
          return c
        }

        """

    static let memberInPlaceShapes: [Shape] = [
        Shape(name: "two lent elements' coordinates subtracted", source: polygonInside, site: "(b.x - a.x)", path: "membersInPlace"),
        Shape(name: "a lent element's and a parameter's coordinates", source: polygonInside, site: "(p.y - a.y)", path: "membersInPlace"),
        Shape(name: "a cross product's factors", source: "func cross(o, a, b) { return (a.x - o.x) * (b.y - o.y) }\n",
              site: "(a.x - o.x)", path: "membersInPlace"),
        Shape(name: "a comparator closure's coordinates", source: "func f(ps) { return ps.sorted(by: { p, q in p.x < q.x }) }\n",
              site: "p.x < q.x", path: "membersInPlace"),
        Shape(name: "a loop's point squared", source: "func f(ps) {\n  var s = 0\n  for d in ps { s += d.x * d.x }\n  return s\n}\n",
              site: "d.x * d.x", path: "membersInPlace"),
        Shape(name: "a top-level loop's lets", source: "var s = 0\nfor i in 0..<3 {\n  let a = (i, 1)\n  let b = (2, i)\n  s += a.x * b.y\n}\n",
              site: "a.x * b.y", path: "membersInPlace"),
        Shape(name: "a size's and an enumerated rect's widths",
              source: "func fits(size, free) {\n  for (j, r) in free.enumerated() {\n    if size.width <= r.width && size.height <= r.height { return j }\n  }\n  return -1\n}\n",
              site: "size.width <= r.width", path: "membersInPlace"),
        Shape(name: "a point's y beside a rect's maxY", source: "func above(p, r) { return p.y < r.maxY }\n",
              site: "p.y < r.maxY", path: "membersInPlace"),
        Shape(name: "a rect's edge and a constant", source: "func off(v) {\n  let f = v.frame\n  return f.maxX > 400 || f.minY < 0\n}\n",
              site: "f.maxX > 400", path: "memberAndNumber"),
        Shape(name: "a transform's entry and a local", source: "func f(t, k) { return t.tx * k }\n", site: "t.tx * k", path: "memberAndLocal"),
        Shape(name: "a coordinate and a constant", source: "func f(q) { return q.x > 400 }\n", site: "q.x > 400", path: "memberAndNumber"),
        Shape(name: "a constant and a coordinate", source: "func f(p) { return 2 * p.y }\n", site: "2 * p.y", path: "numberAndMember"),
        Shape(name: "a coordinate and a local", source: "func f(p, x) { return p.x < x }\n", site: "p.x < x", path: "memberAndLocal"),
        Shape(name: "a local and a coordinate", source: "func f(p, k) { return k * p.y }\n", site: "k * p.y", path: "localAndMember"),
        Shape(name: "a coordinate and a computation", source: polygonInside,
              site: "p.x < (b.x - a.x) * (p.y - a.y) / (b.y …", path: "memberAndPlain"),
        Shape(name: "a computation and a coordinate", source: polygonInside,
              site: "(b.x - a.x) * (p.y - a.y) / (b.y - a.y)…", path: "plainAndMember"),
    ]

    @Test(arguments: memberInPlaceShapes) func aLocalsMemberTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// Members that are not a local's: a global's (number code of its own), an element's, a
    /// view's property's, a computed receiver's, a captured variable's.
    static let avoidedMemberInPlacePaths: [Shape] = [
        Shape(name: "a global point's coordinate", source: "let p = (3, 4)\nvar s = 0\ns = p.x * 2\n", site: "p.x * 2", path: "plainNumber"),
        Shape(name: "a global rect's width and a local", source: "let r = Rect(0, 0, 3, 4)\nfunc f(k) { return r.width * k }\n",
              site: "r.width * k", path: "plainLocal"),
        Shape(name: "a view's frame's width", source: "func f(v) { return v.frame.width * 2 }\n", site: "v.frame.width * 2",
              path: "plainNumber"),
        Shape(name: "elements' coordinates", source: "func f(vs, i) { return vs[i].x * vs[i].y }\n", site: "vs[i].x * vs[i].y",
              path: "plainPlain"),
        Shape(name: "a computed receiver's coordinate", source: "func f(a, b) { return (a + b).x * 2 }\n", site: "(a + b).x * 2",
              path: "valueNumber"),
        Shape(name: "a call's rect's edge", source: "func id(v) { return v }\nfunc f(r) { return id(r).maxX * 2 }\n",
              site: "id(r).maxX * 2", path: "valueNumber"),
        Shape(name: "a captured point's coordinate", source: "func f(p) {\n  var q = p\n  let g = { q.x * 2 }\n  q = (1, 2)\n  return g()\n}\n",
              site: "q.x * 2", path: "valueNumber"),
    ]

    @Test(arguments: avoidedMemberInPlacePaths) func aMemberNotOfALocalAvoidsItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.first == shape.path, "'\(shape.site)' took \(found), not \(shape.path)")
        #expect(!found.contains { $0 == "membersInPlace" || $0.hasPrefix("memberAnd") || $0.hasSuffix("AndMember") },
                "'\(shape.site)' took \(found)")
    }

    /// The values on the paths, with Points, and with Rects (their origin's `x`, `y`), Numbers
    /// beside them, and a point's coordinate compared in a loop; sizes', rects' and transforms'
    /// members; a receiver without the member reports the member's error at its place.
    @Test func membersOnTheirPathKeepTheirMeaning() {
        let (output, error, _) = langRun(Self.polygonInside + """
            func d(a, b) { return a.x - b.x }
            func below(a, b) { return a.y < b.y }
            func k(p, x) { return [p.x * 2, 3 - p.y, p.x < x, x + p.y, p.x + (x + 1), (x * 2) - p.y] }
            print(d((5, 1), (2, 3)), below((5, 1), (2, 3)), d(Rect(1, 2, 3, 4), (2, 3)), below(Rect(1, 2, 3, 4), Rect(0, 5, 1, 1)))
            print(k((1, 2), 3), k(Rect(4, 5, 6, 7), -1))
            let square = [(0, 0), (10, 0), (10, 10), (0, 10)]
            var hits = 0
            for y in 0..<12 { for x in 0..<12 { if inside(square, (x + 0.5, y + 0.5)) { hits += 1 } } }
            print(hits, d((0.5, 0), (-0.25, 0)), below((1, 0 / 0), (1, 1)))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 true -1 true\n[2, 1, true, 5, 5, 4] [8, -2, false, 4, 4, -7]\n100 0.75 false\n", "\(output)")
        let (sizes, sizesError, _) = langRun("""
            func area(r) { return r.width * r.height }
            func fit(s, r) { return s.width <= r.width && s.height <= r.height }
            func edge(f, t) { return [f.maxX > 400, f.minY - 1, t.tx * 2, 1 - t.ty] }
            print(area(Rect(1, 2, 3, 4)), area(Size(5, 6)), area(Rect(0, 0, -2, 3)), fit(Size(2, 3), Rect(0, 0, 2, 4)), fit(Size(3, 3), Rect(0, 0, 2, 4)))
            print(edge(Rect(390, -5, 20, 10), translation(3, 4)), edge(Rect(0, 0, 1, 1), identity))
            """)
        #expect(sizesError == nil, "\(String(describing: sizesError))")
        #expect(sizes == "12 30 6 true false\n[true, -6, 6, -3] [false, -1, 0, 1]\n", "\(sizes)")
        // One site meeting Points and Rects in turn: a Point's coordinate read directly
        // (`PointAxis`), a Rect's `y` from its box (`MemberRead`).
        let (mixed, mixedError, _) = langRun("""
            func above(p, r) { return p.y < r.maxY }
            func dy(a, b) { return a.y - b.y }
            var s = []
            for v in [(1, 2), Rect(0, 5, 1, 1), (3, -1), Rect(2, 1, 4, 4)] {
              s.append([above(v, Rect(0, 0, 4, 4)), dy(v, (0, 1)), dy((0, 1), v)])
            }
            print(s)
            """)
        #expect(mixedError == nil, "\(String(describing: mixedError))")
        #expect(mixed == "[[true, 1, -1], [false, 4, -4], [true, -2, 2], [true, 0, 0]]\n", "\(mixed)")
        Self.expectLocatedErrors([
            ("func d(a, b) { return a.x - b.x }\nprint(d(Size(1, 2), (2, 3)))", "test.geo:1:25: error: no member 'x' on Size"),
            ("func d(a, b) { return a.x - b.x }\nprint(d((1, 2), 3))", "test.geo:1:31: error: no member 'x' on Number"),
            ("func d(a) { return a.x * 2 }\nprint(d(\"s\"))", "test.geo:1:22: error: no member 'x' on String"),
            ("func d(a, x) { return x < a.y }\nprint(d((1, 2), \"s\"))", "test.geo:1:23: error: cannot compare"),
            ("func area(r) { return r.width * r.height }\nprint(area((1, 2)))", "test.geo:1:25: error: no member 'width' on Point"),
            ("func f(t, k) { return k - t.tx }\nprint(f(Rect(0, 0, 1, 1), 2))", "test.geo:1:29: error: no member 'tx' on Rect"),
        ])
    }
}
