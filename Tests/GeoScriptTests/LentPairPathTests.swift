import Testing
@testable import GeoScript

/// Path `lentPair`: a lent `let` (`elementLent`) whose rest is one more lent `let`, both of
/// lists in local slots, runs the second's lending inside its own code. Not when either list
/// is a global, nor when the second `let` copies its element (`storeElement`), nor for a lent
/// `let` followed by anything else.
extension CompilerPathTests {
    static let polygonTest = "func inside(pts, p) {\n  var c = false\n  var j = pts.count - 1\n  for i in 0..<pts.count {\n    let a = pts[i]\n    let b = pts[j]\n    if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { c = !c }\n    j = i\n  }\n  return c\n}\n"

    static let lentPairShapes: [Shape] = [
        Shape(name: "a polygon's edge", source: polygonTest, site: "a", path: "lentPair"),
        Shape(name: "two parameters' elements", source: "func f(xs, ys, i) {\n  let a = xs[i]\n  let b = ys[i + 1]\n  return a * b + a - b\n}\n",
              site: "a", path: "lentPair"),
        Shape(name: "three in a row: the first around the pair of the last two",
              source: "func f(xs, i) {\n  let a = xs[i]\n  let b = xs[i + 1]\n  let c = xs[i + 2]\n  return a + b + c\n}\n", site: "b", path: "lentPair"),
        Shape(name: "in a closure", source: "let g = { xs in\n  let a = xs[0]\n  let b = xs[1]\n  return a * b - a - b\n}\n", site: "a", path: "lentPair"),
    ]

    static let unpairedLentShapes: [Shape] = [
        Shape(name: "global lists", source: rectPairs, site: "a", path: "lentPair"),
        Shape(name: "a global list first", source: "var gs = [1, 2]\nfunc f(xs, i) {\n  let a = gs[i]\n  let b = xs[i]\n  return a + b\n}\n",
              site: "a", path: "lentPair"),
        Shape(name: "a global list second", source: "var gs = [1, 2]\nfunc f(xs, i) {\n  let a = xs[i]\n  let b = gs[i]\n  return a + b\n}\n",
              site: "a", path: "lentPair"),
        Shape(name: "the second copied", source: "func f(xs, i) {\n  var ys = xs\n  let a = xs[i]\n  let b = ys[i]\n  ys = []\n  return a + b\n}\n",
              site: "a", path: "lentPair"),
        Shape(name: "a statement between", source: "func f(xs, i) {\n  let a = xs[i]\n  print(a)\n  let b = xs[i + 1]\n  return a + b\n}\n",
              site: "a", path: "lentPair"),
        Shape(name: "three in a row: the first", source: "func f(xs, i) {\n  let a = xs[i]\n  let b = xs[i + 1]\n  let c = xs[i + 2]\n  return a + b + c\n}\n",
              site: "a", path: "lentPair"),
    ]

    @Test(arguments: lentPairShapes) func aLentPairTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path) && found.contains("elementLent"), "'\(shape.site)' took \(found)")
    }

    @Test(arguments: unpairedLentShapes) func aLentLetOtherwiseIsNoPair(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// The pair's `let`s hold their elements as two lent `let`s do: every kind; the rest left by
    /// `break`, `continue`, `return` or an error; values kept after the block; each `let`'s
    /// error at its own place, the second's after the first's element was lent.
    @Test func aLentPairKeepsItsMeaning() throws {
        let (output, error, _) = langRun(Self.polygonTest + """
            var things = [1, "s", Rect(0, 0, 2, 2), (1, 2), [3], nil, { 7 }, true, Size(1, 2)]
            func pairs(xs, ys) {
                var out = []
                for i in 0..<xs.count {
                    let a = xs[i]
                    let b = ys[xs.count - 1 - i]
                    if i == 1 { continue }
                    if a == true { break }
                    out.append([a, b])
                }
                return out
            }
            let kept = pairs(things, things)
            print(kept.count, kept[0], kept[2], kept[1][1](), kept[5][0](), kept[4])
            func firstEqual(xs, ys) {
                for i in 0..<xs.count {
                    let a = xs[i]
                    let b = ys[i]
                    if a == b { return [i, a] }
                }
                return nil
            }
            print(firstEqual([[1], "x", (2, 3)], [[2], "y", (2, 3)]))
            let square = [(0, 0), (10, 0), (10, 10), (0, 10)]
            print(inside(square, (5, 5)), inside(square, (15, 5)), inside(square, (5, -1)))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            6 [1, (1, 2)] [(1, 2), nil] 7 7 [nil, (1, 2)]
            [2, (2, 3)]
            true false false

            """)
        Self.expectLocatedErrors([
            ("func f(xs, ys, i) {\n  let a = xs[i]\n  let b = ys[i]\n  return [a, b]\n}\nprint(f([1], [1, 2], 1))", "test.geo:2:14: error: index 1 is out of range"),
            ("func f(xs, ys, i) {\n  let a = xs[i]\n  let b = ys[i]\n  return [a, b]\n}\nprint(f([1, 2], [1], 1))", "test.geo:3:14: error: index 1 is out of range"),
            ("func f(xs, ys, i) {\n  let a = xs[i]\n  let b = ys[i]\n  return [a, b]\n}\nprint(f(3, [1], 0))", "test.geo:2:11: error: cannot index a Number (3)"),
            ("func f(xs, ys, i) {\n  let a = xs[i]\n  let b = ys[i]\n  return [a, b]\n}\nprint(f([\"a\"], nil, 0))", "test.geo:3:11: error: cannot index nil"),
            ("func f(xs, ys, i) {\n  let a = xs[i]\n  let b = ys[i]\n  return a.x + b\n}\nprint(f([(1, 2)], [\"s\"], 0))", "test.geo:4:10: error: cannot apply '+' to a Number (1) and a String"),
        ])
    }
}
