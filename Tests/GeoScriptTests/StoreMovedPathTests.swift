import Testing
@testable import GeoScript

/// Path `storeMoved`: a store whose whole value is a local at its last use (`LastUses`), where
/// the loop holding the store (or none) is the one whose body declares the local with `let` or
/// `var` — the value moved into the stored variable, the local left nil (no retain of the value,
/// no release when the next pass declares the local again). Not from a parameter (a caller may
/// lend it), a loop variable or a name a loop's tuple binds (lent elements), a local declared
/// outside the loop, a local read again, named twice in the statement or captured, nor into a
/// global or a captured variable.
extension CompilerPathTests {
    static let climb = "func climb(v) {\n  var node = v\n  while node.superview != nil {\n    let up = node.superview\n    if up == nil { break }\n    node = up\n  }\n  return node\n}\n"

    static let movedStoreShapes: [Shape] = [
        Shape(name: "a chain climbed: the loop's own local stored into another", source: climb, site: "node", path: "storeMoved"),
        Shape(name: "a list declared from the loop's own local", source: "func f(xs) {\n  var out = []\n  for x in xs {\n    let y = [x]\n    if y.isEmpty { continue }\n    var z = y\n    z.append(1)\n    out.append(z)\n  }\n  return out\n}\n",
              site: "z", path: "storeMoved"),
        Shape(name: "outside any loop", source: "func f(n) {\n  let a = [n]\n  if a.isEmpty { return a }\n  var b = a\n  b.append(2)\n  return b\n}\n", site: "b", path: "storeMoved"),
        Shape(name: "in a branch of the loop's body", source: "func f(xs) {\n  var last = nil\n  for x in xs {\n    let s = \"\\(x)\"\n    if x > 1 { last = s }\n  }\n  return last\n}\n",
              site: "last", path: "storeMoved"),
        Shape(name: "in a closure", source: "let g = { n in\n  let a = [n]\n  if a.isEmpty { return a }\n  var b = a\n  b.append(1)\n  return b\n}\n", site: "b", path: "storeMoved"),
    ]

    static let unmovedStoreShapes: [Shape] = [
        Shape(name: "a parameter", source: "func f(v) {\n  var node = v\n  return node\n}\n", site: "node", path: "storeMoved"),
        Shape(name: "read again after", source: "func f(n) {\n  let a = [n]\n  var b = a\n  return [a, b]\n}\n", site: "b", path: "storeMoved"),
        Shape(name: "declared outside the loop", source: "func f(n) {\n  let a = [n]\n  var b = []\n  for i in 0..<n { b = a }\n  return b\n}\n",
              site: "b", path: "storeMoved"),
        Shape(name: "a loop variable", source: "func f(xs) {\n  var b = nil\n  for x in xs { b = x }\n  return b\n}\n", site: "b", path: "storeMoved"),
        Shape(name: "a name a loop's tuple binds", source: "func f(xs) {\n  var b = nil\n  for (i, x) in xs.enumerated() { b = x }\n  return b\n}\n",
              site: "b", path: "storeMoved"),
        Shape(name: "in an inner loop", source: "func f(n) {\n  var b = nil\n  for i in 0..<n {\n    let a = [i]\n    for j in 0..<2 { b = a }\n  }\n  return b\n}\n",
              site: "b", path: "storeMoved"),
        Shape(name: "named twice in the statement", source: "func f(n) {\n  var a = [n]\n  a = a\n  return a\n}\n", site: "a", path: "storeMoved"),
        Shape(name: "captured by a closure", source: "func f(n) {\n  let a = [n]\n  let g = { a }\n  let b = a\n  return b\n}\n", site: "b", path: "storeMoved"),
        Shape(name: "into a captured variable", source: "func f(n) {\n  var b = nil\n  let g = { b }\n  let a = [n]\n  b = a\n  return g()\n}\n",
              site: "b", path: "storeMoved"),
        Shape(name: "at the top level", source: "for i in 0..<2 {\n  let a = [i]\n  let b = a\n  print(b)\n}\n", site: "b", path: "storeMoved"),
    ]

    @Test(arguments: movedStoreShapes) func aStoreMovesALocalAtItsLastUse(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    @Test(arguments: unmovedStoreShapes) func aStoreOtherwiseCopies(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// A moved store keeps value semantics and every kind: the list moved is changed in place
    /// with no copy seen by anyone, a function (lendable) copied, Numbers and nil as before; a
    /// chain climbed ends at the root; the element a loop's tuple binds and a lent `let` stay
    /// with their lists; what a pass moved out is declared again by the next.
    @Test func aMovedStoreKeepsItsMeaning() throws {
        let (output, error, _) = langRun(Self.climb + """
            let root = View(frame: (0, 0, 100, 100), name: "root")
            let a = View(frame: (1, 2, 50, 50), name: "a")
            let b = View(frame: (3, 4, 20, 20), name: "b")
            root.addSubview(a)
            a.addSubview(b)
            print(climb(b).name, climb(root).name, b.superview.name)
            func kinds(xs) {
                var out = []
                var last = nil
                for x in xs {
                    let y = x
                    var z = y
                    if z == 2 { continue }
                    last = z
                    out.append(last)
                }
                return [out, last]
            }
            print(kinds([1, 2, "s", nil, true, (1, 2), Size(3, 4), Rect(0, 0, 1, 1), [5]]))
            func grown(xs) {
                var out = []
                for x in xs {
                    let y = [x, x]
                    var z = y
                    z.append(0)
                    out.append(z)
                }
                return out
            }
            let kept = [[1], [2]]
            print(grown(kept), kept)
            func calls(n) {
                var total = 0
                for i in 0..<n {
                    let f = { k in k * i }
                    let g = f
                    total += g(2)
                }
                return total
            }
            print(calls(4))
            func lent(xs) {
                var best = nil
                for i in 0..<xs.count {
                    let e = xs[i]
                    best = e
                }
                return [best, xs]
            }
            print(lent([[1], [2, 3]]))
            func pairs(xs) {
                var b = nil
                for (i, x) in xs.enumerated() {
                    let c = x
                    b = c
                }
                return [b, xs]
            }
            print(pairs([[4], [5]]))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            root root a
            [[1, "s", nil, true, (1, 2), (3, 4), (0, 0, 1, 1), [5]], [5]]
            [[[1], [1], 0], [[2], [2], 0]] [[1], [2]]
            12
            [[2, 3], [[1], [2, 3]]]
            [[5], [[4], [5]]]

            """, "\(output)")
    }

    /// A wrong kind moved through the path fails where it is used, at its place.
    @Test func aMovedStoreFailsWhereItIsUsed() {
        Self.expectLocatedErrors([
            ("func g(xs) {\n  var last = 0\n  for x in xs {\n    let s = [x]\n    last = s\n  }\n  return last + 1\n}\nprint(g([1]))",
             "test.geo:7:10: error: cannot apply '+'"),
            ("func f(n) {\n  let a = [n]\n  var b = a\n  return b - 1\n}\nprint(f(2))", "test.geo:4:10: error: cannot apply '-'"),
        ])
    }
}
