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
        Shape(name: "a labelled tuple's part", source: "func f() {\n  var best = (start: 0, length: 1)\n  best.length += 2\n  return best\n}\n",
              site: "best.length +=", path: "valueMemberStore"),
        Shape(name: "a global labelled tuple's part set", source: "var run = (lo: 0, hi: 0)\nrun.lo = 4\n",
              site: "run.lo =", path: "valueMemberStore"),
        // A part named as a member some kind has (`count`, `width`): the record's part.
        Shape(name: "a part named count", source: "func f() {\n  var r = (count: 1, name: \"a\")\n  r.count += 1\n  return r\n}\n",
              site: "r.count +=", path: "valueMemberStore"),
        Shape(name: "a record in a list with a part named width",
              source: "var boxes = [(width: 2, tag: \"a\")]\nfor i in 0..<1 { boxes[i].width *= 3 }\n",
              site: "boxes[i].width *=", path: "elementMemberStore"),
        // An element's member (`ElementMemberStore`), one or two levels down.
        Shape(name: "a local list's point", source: "func f(dx) {\n  var ps = [(1, 2), (3, 4)]\n  for i in 0..<2 { ps[i].x += dx }\n  return ps\n}\n",
              site: "ps[i].x +=", path: "elementMemberStore"),
        Shape(name: "a global list's rect part", source: "var rs = [Rect(0, 0, 2, 2)]\nvar k = 0\nrs[k].origin.y = 5\n",
              site: "rs[k].origin.y =", path: "elementMemberStore"),
        Shape(name: "a record in a list", source: "var people = [(name: \"Ann\", age: 31)]\nfor i in 0..<people.count { people[i].age += 1 }\n",
              site: "people[i].age +=", path: "elementMemberStore"),
        Shape(name: "a grid's point at computed indices", source: "func f(r, c) {\n  var grid = [[(1, 2)], [(3, 4)]]\n  grid[r % 2][c].y -= 1\n  return grid\n}\n",
              site: "grid[r % 2][c].y -=", path: "elementMemberStore"),
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

    /// Element stores that keep the general place code: the list a constant, captured by a
    /// closure, three levels down; an index or a value that calls a function.
    static let avoidedElementMemberStores: [Shape] = [
        Shape(name: "a constant list", source: "func f() {\n  let ps = [(1, 2)]\n  ps[0].x = 3\n}\n", site: "ps[0].x =", path: "elementMemberStore"),
        Shape(name: "a captured list", source: "func f() {\n  var ps = [(1, 2)]\n  let g = { ps[0].x += 1 }\n  g()\n  return ps\n}\n",
              site: "ps[0].x +=", path: "elementMemberStore"),
        Shape(name: "an index that calls", source: "func k() { return 0 }\nfunc f() {\n  var ps = [(1, 2)]\n  ps[k()].x = 3\n  return ps\n}\n",
              site: "ps[k()].x =", path: "elementMemberStore"),
        Shape(name: "a value that calls", source: "func k() { return 0 }\nfunc f() {\n  var ps = [(1, 2)]\n  ps[0].x = k()\n  return ps\n}\n",
              site: "ps[0].x =", path: "elementMemberStore"),
        Shape(name: "three levels", source: "func f() {\n  var c = [[[(1, 2)]]]\n  c[0][0][0].x = 3\n  return c\n}\n",
              site: "c[0][0][0].x =", path: "elementMemberStore"),
    ]

    @Test(arguments: avoidedElementMemberStores) func otherElementStoresAvoidThePath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// Element and record stores change the element where it lies and nothing else: copies
    /// of the list, of a row and of a record taken before keep their values; every operator;
    /// an element of another kind, a part that is no Number and an index out of range give the
    /// general code's errors at their places.
    @Test func elementAndRecordStoresKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            func run() {
                var ps = [(1, 2), (3, 4)]
                let before = ps
                for i in 0..<2 {
                    ps[i].x += 10
                    ps[i].y *= 2
                }
                ps[1].y -= 0.5
                var grid = [[Size(2, 2)], [Size(3, 3)]]
                let row = grid[1]
                grid[1][0].width /= 2
                grid[0][0].height = 9
                var people = [(name: "Ann", age: 31), (name: "Bo", age: 4)]
                let ann = people[0]
                for i in 0..<people.count { people[i].age += 1 }
                people[1].age %= 3
                var best = (start: 0, length: 1)
                let kept = best
                best.length += 4
                best.start = -1
                print(ps, before)
                print(grid, row)
                print(people, ann)
                print(best, kept)
            }
            run()
            var rs = [Rect(0, 0, 4, 4)]
            rs[0].size.width += 1
            rs[0].origin.x = 2
            print(rs)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [(11, 4), (13, 7.5)] [(1, 2), (3, 4)]
            [[(2, 9)], [(1.5, 3)]] [(3, 3)]
            [(name: "Ann", age: 32), (name: "Bo", age: 2)] (name: "Ann", age: 31)
            (start: -1, length: 5) (start: 0, length: 1)
            [(2, 0, 5, 4)]

            """, "\(output)")
        Self.expectLocatedErrors([
            ("func f() {\n  var ps = [(1, 2)]\n  ps[1].x = 1\n}\nf()",
             "test.geo:3:6: error: index 1 is out of range: the list has 1 element (valid indices 0..<1)"),
            ("func f() {\n  var ps = [5]\n  ps[0].x += 1\n}\nf()", "test.geo:3:9: error: no member 'x' on Number"),
            ("var people = [(name: \"Ann\", age: 31)]\npeople[0].name += 1",
             "test.geo:2:1: error: cannot apply '+' to a String (\"Ann\") and a Number (1)"),
            ("var best = (start: 0, length: 1)\nbest.width = 3", "test.geo:2:6: error: no member 'width' on Tuple"),
            ("var xs = [1, 2]\nfor i in 0..<2 { xs.count += i }", "test.geo:2:21: error: cannot assign to 'count': it is a read-only member of List"),
        ])
        // Parts named as members some kind has: the record's part, kept apart from copies;
        // a value that is no such record keeps the general code's error.
        #expect(langRun("""
            var rec = (name: "a", count: 0)
            let old = rec
            for i in 0..<3 { rec.count += i }
            var recs = [(count: 1, first: 2, width: 3.0), (count: 4, first: 5, width: 6.0)]
            for i in 0..<2 { recs[i].count -= 1; recs[i].first *= 10; recs[i].width /= 2 }
            var r2 = (lo: 1, isEmpty: 3)
            r2.isEmpty -= 1
            print(rec, old, recs, r2)
            """).output == "(name: \"a\", count: 3) (name: \"a\", count: 0) [(count: 0, first: 20, width: 1.5), (count: 3, first: 50, width: 3)] (lo: 1, isEmpty: 2)\n")
    }

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
