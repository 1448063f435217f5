import Testing
@testable import GeoScript

/// `sorted(by:)` given a function whose body is a condition (path `conditionBody`) holds the
/// condition's frame for the whole sort (`Callback.testing`): each comparison lends the
/// two elements into its slots, counts the call and runs the condition, no frame made and torn
/// down per comparison; the frame's slots emptied when the sort ends, by its end or an error.
extension CompilerPathTests {
    static let heldConditionShapes: [Shape] = [
        Shape(name: "a comparator of members", source: "let ps = [Point(1, 2)]\nlet s = ps.sorted(by: { p, q in p.x < q.x || (p.x == q.x && p.y < q.y) })\n",
              site: "{", path: "conditionBody"),
        Shape(name: "a trailing comparator", source: "let s = [2, 1].sorted { $0 > $1 }\n", site: "{", path: "conditionBody"),
    ]

    @Test(arguments: heldConditionShapes) func aSortsComparatorIsACondition(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// The frame is held for a condition's code only: a body of statements, a built-in, a
    /// wrong count test each pair by the callback's call.
    @Test func onlyAConditionsFrameIsHeld() throws {
        let geo = Interpreter()
        func holds(_ source: String, arity: Int = 2) throws -> Bool {
            try Callback(try geo.evaluate(source).function(), arity: arity, geo.context).testing { $0.held != nil }
        }
        #expect(try holds("{ a, b in a.x < b.x }"))
        #expect(try !holds("{ a, b in a.x < b.x }", arity: 1))
        #expect(try !holds("{ a, b in\n  let d = a.x - b.x\n  return d < 0 && d > -1000\n}"))
        #expect(try !holds("max"))
    }

    /// The same orders as a call per comparison: members, a comparator calling a function,
    /// one sorting inside its comparison, captures and globals read, in a function whose
    /// locals are used after the sort; lists of none and one element.
    @Test func aHeldConditionSortsAsTheCallsDid() {
        let (output, error, _) = langRun("""
            let ps = [Point(3, 1), Point(1, 2), Point(1, 1), Point(2, 5), Point(0, 9)]
            func far(p) { return p.x * p.x + p.y * p.y }
            func run(ps) {
              let a = ps.sorted(by: { p, q in p.x < q.x || (p.x == q.x && p.y < q.y) })
              let b = ps.sorted(by: { p, q in far(p) > far(q) })
              let c = ps.sorted(by: { p, q in [p, q].sorted(by: { u, v in u.y < v.y })[0] == p })
              let k = 7
              return [a, b, c, k]
            }
            print(run(ps))
            print([3, 1, 2].sorted { $0 > $1 }, [1].sorted { $0 < $1 }, [].sorted { $0 < $1 })
            var order = []
            let xs = [5, 3, 8, 1]
            let by = xs.sorted(by: { a, b in a < b && order.count >= 0 })
            print(by, xs)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [[(0, 9), (1, 1), (1, 2), (2, 5), (3, 1)], [(0, 9), (2, 5), (3, 1), (1, 2), (1, 1)], [(1, 1), (3, 1), (1, 2), (2, 5), (0, 9)], 7]
            [3, 2, 1] [1] []
            [1, 3, 5, 8] [5, 3, 8, 1]

            """)
    }

    /// A wrong type met in the middle of a sort is reported where it is, called from the sort;
    /// the interpreter runs on after it (the held frame taken down), and a step limit met
    /// inside the sort's comparisons stops it as before.
    @Test func aHeldConditionsErrorIsLocated() throws {
        #expect(langFirstErrorLine("let ps = [Point(1, 2), Point(1, 1), \"x\", Point(0, 0)]\nprint(ps.sorted { a, b in a.x < b.x })")
                == "test.geo:2:35: error: no member 'x' on String")
        let geo = Interpreter()
        geo.limits = Limits(steps: 20_000)
        try geo.run("func f(n) { return n + 1 }\nvar big = []\nfor i in 0..<5000 { big.append((i * 7919) % 5000) }\n", file: "test.geo")
        for _ in 0..<2 {
            Self.expectErrors(geo, [
                ("let s = [Point(1, 2), \"x\"].sorted { a, b in a.x < b.x }", "no member 'x' on String"),
                ("let s = big.sorted { a, b in a > b }", "step limit exceeded"),
            ])
            #expect(try geo.evaluate("[3, 1, 2].sorted { $0 < $1 }.count + f(1)").isIdentical(to: .number(5)))
        }
    }
}
