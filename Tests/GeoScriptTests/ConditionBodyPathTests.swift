import Testing
@testable import GeoScript

/// A function whose body is one condition — a comparison, `&&`, `||`, `!` or a Bool literal,
/// as a closure's expression or its one `return` — and that makes no cells keeps the
/// condition's test beside its body (path `conditionBody`). A built-in that reads only the
/// truth of its callback's result (`filter`, `sorted(by:)`, `first(where:)`, `min(by:)`,
/// `removeAll(where:)`…) runs that test on the callback's frame and reads its Bool unboxed
/// (`Callback.test`); called any other way, the function returns the same Bool.
extension CompilerPathTests {
    static let conditionBodyShapes: [Shape] = [
        Shape(name: "a comparator of members", source: "let ps = [Point(1, 2)]\nlet s = ps.sorted(by: { p, q in p.x < q.x || (p.x == q.x && p.y < q.y) })\n",
              site: "{", path: "conditionBody"),
        Shape(name: "a trailing predicate with $0", source: "let xs = [1, 2]\nlet ys = xs.filter { $0 > 1 }\n",
              site: "{", path: "conditionBody"),
        Shape(name: "a negation", source: "let xs = [true]\nlet ys = xs.filter { x in !x }\n",
              site: "{", path: "conditionBody"),
        Shape(name: "a return of a condition", source: "let xs = [1, 2]\nlet y = xs.first(where: { x in return x == 2 })\n",
              site: "{", path: "conditionBody"),
        Shape(name: "a func returning a condition", source: "func before(a, b) { return a > b }\n",
              site: "func before", path: "conditionBody"),
        Shape(name: "a condition over a global", source: "var limit = 3\nlet ys = [1, 5].filter { $0 < limit && $0 != 0 }\n",
              site: "{", path: "conditionBody"),
    ]

    static let conditionBodyNotTaken: [Shape] = [
        // Not a condition: a value, a call, a member; or a body of more than one statement; or
        // a function that makes cells (a parameter captured by a closure in the condition).
        Shape(name: "a value", source: "let ys = [1, 2].map { $0 * 2 }\n", site: "{", path: "conditionBody"),
        Shape(name: "a method's Bool", source: "let r = Rect(0, 0, 1, 1)\nlet ys = [r].filter { $0.contains(Point(0, 0)) }\n",
              site: "{", path: "conditionBody"),
        Shape(name: "two statements", source: "let ys = [1, 2].filter { x in\n  let y = x * 2\n  return y > 2 && y < 100\n}\n",
              site: "{", path: "conditionBody"),
        Shape(name: "a captured parameter", source: "let xs = [1, 2]\nlet ys = xs.filter { x in xs.contains(where: { $0 == x }) && x > 1 }\n",
              site: "{ x in", path: "conditionBody"),
    ]

    @Test(arguments: conditionBodyShapes) func aConditionBodyKeepsItsTest(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: conditionBodyNotTaken) func anyOtherBodyKeepsNone(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// The built-in runs the condition only on the direct path with lent arguments; a function
    /// without one, a built-in, a wrong count take the body (or `RuntimeContext.call`).
    @Test func aCallbackTestsTheConditionOnlyOfSuchCode() throws {
        let geo = Interpreter()
        let condition = try geo.evaluate("{ a, b in a.x < b.x }").function()
        #expect(Callback(condition, arity: 2, geo.context).testsCondition)
        #expect(!Callback(condition, arity: 1, geo.context).testsCondition)
        let value = try geo.evaluate("{ a, b in a.x - b.x }").function()
        #expect(!Callback(value, arity: 2, geo.context).testsCondition)
        let builtin = try geo.evaluate("sqrt").function()
        #expect(!Callback(builtin, arity: 1, geo.context).testsCondition)
    }

    /// Same results through the condition as through the body: every built-in that reads a
    /// callback's truth, conditions of several kinds, captures and globals read, a comparator
    /// that calls a function, and the function called as a value.
    @Test func aConditionBodyGivesTheBodysValues() {
        let (output, error, _) = langRun("""
            let ps = [Point(3, 1), Point(1, 2), Point(1, 1), Point(2, 5)]
            print(ps.sorted(by: { p, q in p.x < q.x || (p.x == q.x && p.y < q.y) }))
            var xs = [1, 2, 3, 4, 5, 6]
            var limit = 4
            print(xs.filter { $0 < limit && $0 != 2 }, xs.first(where: { x in return x > 2 }), xs.last { $0 % 2 == 1 })
            print(xs.firstIndex { $0 >= 5 }, xs.contains { !($0 < 6) }, xs.allSatisfy { $0 > 0 }, xs.allSatisfy { $0 > 1 })
            print(xs.min(by: { a, b in a > b }), xs.max { $0 % 3 < $1 % 3 }, xs.sorted { $0 > $1 })
            func far(p) { return p.x * p.x + p.y * p.y }
            print(ps.sorted(by: { a, b in far(a) > far(b) }))
            func closer(k) { return { p in p.x < k } }
            print(ps.filter(closer(2)), ps.filter { _ in true }, ps.filter { _ in false })
            xs.removeAll(where: { $0 % 2 == 0 })
            print(xs)
            let before = { a, b in a < b }
            print(before(1, 2), before("b", "a"), [[2], [1]].sorted { $0[0] < $1[0] })
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [(1, 1), (1, 2), (2, 5), (3, 1)]
            [1, 3] 3 5
            4 true true false
            6 2 [6, 5, 4, 3, 2, 1]
            [(2, 5), (3, 1), (1, 2), (1, 1)]
            [(1, 2), (1, 1)] [(3, 1), (1, 2), (1, 1), (2, 5)] []
            [1, 3, 5]
            true false [[1], [2]]

            """)
    }

    /// A wrong type inside the condition is reported where it is, called from the built-in's
    /// call; the sort stops there.
    @Test func aConditionBodysErrorIsLocated() {
        #expect(langFirstErrorLine("let ps = [Point(1, 2), Point(1, 1)]\nprint(ps.sorted { a, b in a.x < \"a\" })")
                == "test.geo:2:27: error: cannot compare a Number (1) and a String (\"a\") with '<'")
        let (_, error, _) = langRun("let xs = [1, nil]\nprint(xs.filter { x in x > 0 })\n")
        #expect(error?.description.contains("called from test.geo:2:7") == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("test.geo:2:24: error:") == true, "\(String(describing: error))")
    }
}
