import Testing
@testable import GeoScript

/// Path `logicInIf`: `if l && r` (or `l || r`) whose operands no comparison in place joins runs
/// the operands' tests in the `if`'s own code, `r` only when `l` does not decide; an operand
/// tested in place keeps `inlineCondition`, and a `&&` that is not an `if`'s condition keeps
/// its node. Also: a Point's coordinate read in place from its offset in the Value
/// (`PointAxis`), and a lent element's slot emptied for the next scope that uses it.
extension CompilerPathTests {
    static let logicInIfShapes: [Shape] = [
        Shape(name: "a polygon's crossing test", source: polygonInside,
              site: "(a.y > p.y) != (b.y > p.y) && p.x < (b.…", path: "logicInIf"),
        Shape(name: "two members compared, or", source: "func f(p, q) {\n  if p.x < q.x || p.y < q.y { return 1 }\n  return 0\n}\n",
              site: "p.x < q.x || p.y < q.y", path: "logicInIf"),
        Shape(name: "calls and a not", source: "func g(x) { return x > 1 }\nfunc f(x, done) {\n  if !done && g(x) { print(x) }\n}\n",
              site: "!done && g(x)", path: "logicInIf"),
        Shape(name: "a method's test and an element's", source: "func f(xs, s) {\n  if s.hasPrefix(\"a\") && xs[0] == 1 { return 1 } else { return 2 }\n}\n",
              site: "s.hasPrefix(\"a\") && xs[0] == 1", path: "logicInIf"),
        Shape(name: "at the top level, globals' members", source: "var a = (1, 2)\nvar b = (3, 4)\nif a.x < b.x && a.y < b.y { print(1) }\n",
              site: "a.x < b.x && a.y < b.y", path: "logicInIf"),
    ]

    @Test(arguments: logicInIfShapes) func anIfsLogicTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// A comparison in place among the operands (its own node tests it: `inlineCondition`), a
    /// `&&` that is a value, a `while`'s, a `&&` nested in an `||` (its node is the operand).
    static let avoidedLogicInIf: [Shape] = [
        Shape(name: "a local against a constant first", source: "func f(i, p) {\n  if i < 3 && p.x > 0 { return 1 }\n  return 0\n}\n",
              site: "i < 3", path: "inlineCondition"),
        Shape(name: "a local against a local second", source: "func f(i, n, p) {\n  if p.x > 0 && i < n { return 1 }\n  return 0\n}\n",
              site: "i < n", path: "inlineCondition"),
    ]

    @Test(arguments: avoidedLogicInIf) func anIfsLogicInPlaceAvoidsThePath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
        let dump = try Interpreter().loweredForm(shape.source)
        #expect(!dump.contains("→ logicInIf"), "\(dump)")
    }

    @Test func logicOutsideAnIfAvoidsThePath() throws {
        for source in ["func f(p, q) { return p.x < q.x && p.y < q.y }\n",
                       "func f(p, q) {\n  var k = 0\n  while p.x < q.x && k < 3 { k += 1 }\n  return k\n}\n",
                       "func f(p, q) {\n  let t = p.x < q.x || p.y < q.y\n  return t\n}\n"] {
            let dump = try Interpreter().loweredForm(source)
            #expect(!dump.contains("→ logicInIf"), "\(dump)")
        }
        // The `&&` inside an `||`: the `if` runs the `||`'s operands, the `&&` its own node.
        let nested = try paths("func f(a, b, c) {\n  if a.x > 0 && b.x > 0 || c.x > 0 { return 1 }\n  return 0\n}\n",
                               "a.x > 0 && b.x > 0 || c.x > 0")
        #expect(nested == ["logicInIf"], "\(nested)")
    }

    /// Each operand runs as it would by the `&&`'s node: the second only when the first does
    /// not decide, Bools and truthiness, `else` branches, a `return` from a branch, in loops;
    /// an error in either operand at its place, and in the branch.
    @Test func anIfsLogicKeepsItsMeaning() {
        let (output, error, _) = langRun("""
            var calls = []
            func t(name, v) {
              calls.append(name)
              return v
            }
            for pair in [[true, true], [true, false], [false, true], [false, false]] {
              let x = pair[0]
              let y = pair[1]
              if t("a", x) && t("b", y) { calls.append("and") } else { calls.append("not and") }
              if t("c", x) || t("d", y) { calls.append("or") }
            }
            print(calls)
            func first(ps, q) {
              for i in 0..<ps.count {
                let p = ps[i]
                if p.x > q.x && p.y > q.y { return i }
                if p.x == q.x || p == nil { return -i }
              }
              return nil
            }
            print(first([(0, 0), (5, 1), (6, 7)], (2, 3)), first([(0, 0), (2, 9)], (2, 3)), first([], (0, 0)))
            if nil || 0 { print("truthy") }
            if 1 && "" { print("both") } else { print("neither") }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            ["a", "b", "and", "c", "or", "a", "b", "not and", "c", "or", "a", "not and", "c", "d", "or", "a", "not and", "c", "d"]
            2 -1 nil
            truthy
            both

            """, "\(output)")
        Self.expectLocatedErrors([
            ("func f(p, q) {\n  if p.x > 0 && q.y > 0 { return 1 }\n  return 0\n}\nprint(f((1, 1), 3))", "test.geo:2:19: error: no member 'y' on Number"),
            ("func f(p, q) {\n  if p.x > 0 || q.y > 0 { return 1 }\n  return 0\n}\nprint(f(\"s\", (1, 1)))", "test.geo:2:8: error: no member 'x' on String"),
            ("func f(p, q) {\n  if p.x > q || p.y > q { return 1 }\n  return 0\n}\nprint(f((1, 1), \"s\"))", "test.geo:2:6: error: cannot compare"),
            ("func f(p) {\n  if p.x > 0 && p.y > 0 { return p + \"s\" }\n  return 0\n}\nprint(f((1, 1)))", "test.geo:2:34: error: cannot apply '+'"),
        ])
    }

    /// Path `restOfLent`: the statements after a lent `let`, two or more, run by the lending
    /// node's own code; one statement is called as it is (no block noted), and a `let` that
    /// lends nothing keeps its block's own node.
    static let restOfLentShapes: [Shape] = [
        Shape(name: "a polygon's test and the index kept", source: polygonInside,
              site: "if (a.y > p.y) != (b.y > p.y) && p.x < …", path: "restOfLent"),
        Shape(name: "three statements after a loop's let",
              source: "func f(xs) {\n  var s = 0\n  for i in 0..<xs.count { let a = xs[i]; s += a.x; s -= a.y; s *= 2 }\n  return s\n}\n",
              site: "s += a.x; s -= a.y; s *= 2", path: "restOfLent"),
        Shape(name: "a global list's element at the top level", source: "var ps = [(1, 2)]\nvar s = 0\nif s == 0 { let p = ps[0]; s += p.x; print(s) }\n",
              site: "s += p.x; print(s)", path: "restOfLent"),
    ]

    @Test(arguments: restOfLentShapes) func theRestOfALentLetTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found == [shape.path], "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test func aRestOfOneOrALetNotLentAvoidsThePath() throws {
        let one = try Interpreter().loweredForm("func f(xs) {\n  var s = 0\n  for i in 0..<xs.count { let a = xs[i]; s += a.x + a.y }\n  return s\n}\n")
        #expect(one.contains("→ elementLent") && !one.contains("→ restOfLent") && !one.contains("→ blockPair"), "\(one)")
        let computed = try paths("func g(i) { return (i, i) }\nfunc f(n) {\n  var s = 0\n  for i in 0..<n { let a = g(i); s += a.x; s -= a.y }\n  return s\n}\n",
                                 "let a = g(i); s += a.x; s -= a.y")
        #expect(computed == ["bodyInLoop"], "\(computed)")
        let captured = try paths("func f(xs) {\n  var s = 0\n  for i in 0..<xs.count { let a = xs[i]; s += a.x; let h = { a.y }; s += h() }\n  return s\n}\n",
                                 "let a = xs[i]; s += a.x; let h = { a.y …")
        #expect(!captured.contains("restOfLent"), "\(captured)")
    }

    /// A Value holding a Point keeps its coordinates where `PointAxis` reads them, after the
    /// tag byte's one compare, and a Point's coordinates read in place at sites that meet other
    /// kinds too give the same values.
    @Test func aPointsCoordinatesLieWhereTheyAreRead() {
        #expect(PointAxis.layoutHolds)
        #expect(PointAxis.offset(.x) == 0 && PointAxis.offset(.y) == 8 && PointAxis.offset(.height) == 8 && PointAxis.offset(.a) == -1)
        // A Point's tag byte is looked for at x and y only; no other kind's byte is -1.
        #expect(PointAxis.read(.x).tag == PointAxis.pointTag && PointAxis.read(.y).offset == 8)
        #expect(PointAxis.read(.a).tag == -1 && PointAxis.read(.rect(.maxX)).tag == -1)
        #expect(PointAxis.tag(.size(Size(width: 1, height: 1))) != PointAxis.pointTag)
        let (output, error, _) = langRun("""
            func d(a, b) { return [a.x - b.y, a.y * b.x, a.x < b.x, a.width - b.y] }
            print(d(Rect(1, 2, 3, 4), (5, 6)))
            print(d((1, 2), (3, 4)))
            """)
        #expect(output == "[-5, 10, true, -3]\n", "\(output)")
        #expect(error?.description.hasPrefix("test.geo:1:59: error: no member 'width' on Point") == true, "\(String(describing: error))")
    }

    /// A lent element's slot, emptied when its block ends, is nil to the next variable declared
    /// there with no value, and takes any value after.
    @Test func aLentSlotIsEmptiedForTheNextScope() {
        let (output, error, _) = langRun("""
            func f(xs) {
              for i in 0..<xs.count {
                let e = xs[i]
                let g = xs[0]
                print(e, g)
              }
              if xs.count > 0 {
                var z
                var w
                print(z, w)
                z = "s"
                print(z)
              }
              for i in 0..<2 {
                let e = xs[5]
                print(e)
              }
            }
            f([(1, 2), "a"])
            """)
        #expect(output == "(1, 2) (1, 2)\na (1, 2)\nnil nil\ns\n", "\(output)")
        #expect(error?.description.hasPrefix("test.geo:15:16: error: index 5 is out of range") == true, "\(String(describing: error))")
    }
}
