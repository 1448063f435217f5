import Testing
@testable import GeoScript

/// Path `storeLastKind`: a value stored into an element of a list in a variable (`storePoint`)
/// that has number code too — an operator whose operands may be Numbers or Points — tries the
/// kind the last store had first, in line: a Point's code straight after a Point, the Number's
/// after a Number; any other kind, an element or index not there, by the store's general code.
extension CompilerPathTests {
    static let lastKindStoreShapes: [Shape] = [
        Shape(name: "a global list's element from itself and a local",
              source: "var vs = [(1, 2)]\nvar i = 0\nlet f = (1, 1)\nvs[i] = vs[i] + f * 0.5\n", site: "vs[i] + f * 0.5", path: "storeLastKind"),
        Shape(name: "a local list's element from another list's",
              source: "func f(xs, ds) {\n  var ys = xs\n  for i in 0..<ys.count { ys[i] = ys[i] - ds[i] }\n  return ys\n}\n",
              site: "ys[i] - ds[i]", path: "storeLastKind"),
        Shape(name: "an element added to", source: "var rs = [(1, 2), (3, 4)]\nfor i in 0..<2 { rs[i] += rs[1 - i] * 2 }\n",
              site: "rs[1 - i] * 2", path: "storeLastKind"),
    ]

    static let otherKindStoreShapes: [Shape] = [
        // Point code only (no number code): the Point's path alone.
        Shape(name: "a made Point", source: "var vs = [(1, 2)]\nvar i = 0\nvs[i] = Point(0, 0)\n", site: "Point(0, 0)", path: "storeLastKind"),
        // Number code only, or a value read in place: the Number's path alone.
        Shape(name: "a Number computation", source: "var xs = [1, 2]\nvar i = 0\nxs[i] = i % 2\n", site: "i % 2", path: "storeLastKind"),
        Shape(name: "a local", source: "func f(xs, p) {\n  var ys = xs\n  ys[0] = p\n  return ys\n}\n", site: "p", path: "storeLastKind"),
        // An operator the point code does not update by.
        Shape(name: "an element multiplied in place", source: "func f(xs, k) {\n  var ys = xs\n  ys[0] *= k * 2\n  return ys\n}\n",
              site: "k * 2", path: "storeLastKind"),
        // Not a list in a variable's slot.
        Shape(name: "an element of an element", source: "func f(m, d) {\n  var n = m\n  n[0][1] = n[0][1] + d * 2\n  return n\n}\n",
              site: "n[0][1] + d * 2", path: "storeLastKind"),
    ]

    @Test(arguments: lastKindStoreShapes) func aStoreOfEitherKindTriesTheLastKindFirst(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path) && found.contains("storePoint") && found.contains("numberCode"),
                "'\(shape.site)' took \(found)")
    }

    @Test(arguments: otherKindStoreShapes) func aStoreOfOneKindKeepsItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// The stores give what they gave: Points, Numbers, Sizes and signed zeros in one list
    /// through one site, the kinds changing from store to store (a Point after Numbers, a
    /// Number after Points, the list replaced by one of Numbers), `+=`, a local list.
    @Test func aStoreOfEitherKindGivesTheStoresValues() {
        let (output, error, _) = langRun("""
            let z = -0.0
            var ps = [Point(1, 2), 3, Point(z, z), Size(1, 2), -0.0, Point(4, 5)]
            var ds = [Point(1, 1), 2, Point(z, 0), Size(1, 1), z, Point(-4, -5)]
            for pass in 0..<2 {
              for i in 0..<ps.count { ps[i] = ps[i] + ds[i] * 0.5 }
            }
            print(ps, 1 / ps[2].x, 1 / ps[4], 1 / ps[5].x)
            var qs = [Point(1, 1), Point(2, 2)]
            var k = 0
            for step in 0..<6 {
              let i = step % 2
              let d = step < 3 ? Point(1, 0) : 1
              if step == 3 { qs = [5, 6] }
              qs[i] = qs[i] + d * 2
              k += 1
            }
            print(qs, k)
            func f(xs, d) {
              var ys = xs
              for i in 0..<ys.count { ys[i] = ys[i] - d[i] * i }
              return ys
            }
            print(f([Point(1, 1), 2, Point(3, 3), Size(2, 2)], [Point(0, 0), 1, Point(1, 0), Size(1, 1)]), f([1, Point(0, z)], [1, Point(1, 1)]))
            var rs = [Point(1, 2), Point(3, 4)]
            for i in 0..<2 { rs[i] += rs[1 - i] * 2 }
            print(rs)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [(2, 3), 5, (0, 0), (2, 3), 0, (0, 0)] -inf -inf inf
            [7, 10] 6
            [(1, 1), 1, (1, 3), (-1, -1)] [1, (-1, -1)]
            [(7, 10), (17, 24)]

            """, "\(output)")
    }

    /// A value of a wrong kind after Points were stored through the site fails at its place.
    @Test func aStoreOfEitherKindFailsWhereTheValueDoes() {
        Self.expectLocatedErrors([
            ("var ps = [Point(1, 2), Point(3, 4)]\nvar ds = [Point(1, 1), \"x\"]\nfor i in 0..<2 {\n  ps[i] = ps[i] + ds[i] * 2\n}\n",
             "test.geo:4:19: error: cannot apply '*' to a String (\"x\") and a Number (2)"),
            ("func g(ps, ds) {\n  var qs = ps\n  for i in 0..<qs.count { qs[i] = qs[i] - ds[i] }\n  return qs\n}\nprint(g([Point(1, 1), Point(2, 2)], [Point(1, 1), true]))\n",
             "test.geo:3:35: error: cannot apply '-' to a Point (2, 2) and a Bool (true)"),
        ])
    }
}
