import Testing
@testable import GeoScript

/// `contains`, `firstIndex(of:)`, `filter` and `removeAll(where:)` on lists: a Number or a
/// String looked for among elements of its own kind directly, the rest by `==` (geo's
/// equality, `Value.isIdentical(to:)`), and the elements a predicate keeps made with room
/// for at most 16 at first — the same answers whichever way is taken.
struct ListSearchTests {
    static func output(_ source: String) throws -> String {
        let geo = Interpreter()
        var text = ""
        geo.output = { text += $0 }
        try geo.run(source, file: "search.geo")
        return text
    }

    @Test(arguments: [
        // Numbers match Numbers only (0 == -0, as Swift's Double), after elements of other kinds.
        (#"let xs = [1, "2", nil, [2], Point(2, 2), 2.0]; print(xs.firstIndex(of: 2), xs.contains(-0.0), [0].contains(-0.0))"#,
         "5 false true"),
        // Strings match Strings only, by canonical equivalence as Swift's ==.
        (#"let xs = [1, "1", "e\u{301}", "abc"]; print(xs.firstIndex(of: "1"), xs.firstIndex(of: "é"), xs.contains("ab"), [1].contains("1"))"#,
         "1 2 false false"),
        // Other kinds by ==: a Size equals the Point of its parts, lists by their elements, nil.
        (#"let xs = [1, Size(1, 2), [3, [4]], nil]; print(xs.firstIndex(of: Point(1, 2)), xs.firstIndex(of: [3, [4]]), xs.firstIndex(of: nil), xs.contains(true))"#,
         "1 2 3 false"),
        (#"print([].contains(1), [].firstIndex(of: "a"), [nan].contains(nan))"#, "false nil false"),
    ])
    func searchesFindWhatEqualityFinds(source: String, expected: String) throws {
        #expect(try Self.output(source) == expected + "\n")
    }

    /// Keeping none, a few, most and all of short and long lists.
    @Test func filterKeepsWhatThePredicateKeeps() throws {
        let text = try Self.output("""
            for n in [0, 5, 16, 17, 100] {
                let xs = Array(0..<n)
                let kept = [xs.filter { $0 < 0 }.count, xs.filter { $0 % 7 == 3 }.count, xs.filter { $0 > 2 }.count, xs.filter { _ in true }.count]
                var ys = xs
                ys.removeAll { $0 % 2 == 0 }
                print(n, kept, ys.count, ys.first ?? -1, xs.filter { $0 % 7 == 3 }.reduce(0, +))
            }
            """)
        #expect(text == """
            0 [0, 0, 0, 0] 0 -1 0
            5 [0, 1, 2, 5] 2 1 3
            16 [0, 2, 13, 16] 8 1 13
            17 [0, 2, 14, 17] 8 1 13
            100 [0, 14, 97, 100] 50 1 679

            """)
    }

    /// A predicate that fails stops `filter` with its error, located in the closure, and
    /// leaves `removeAll(where:)`'s list as it was.
    @Test func aFailingPredicateStopsWithItsError() throws {
        let geo = Interpreter()
        var text = ""
        geo.output = { text += $0 }
        try geo.run("var zs = [1, 2, \"x\", 4]", file: "search.geo")
        for source in ["let k = zs.filter { $0 > 1 }", "zs.removeAll { $0 > 1 }"] {
            #expect(throws: GeoError.self) { try geo.run(source, file: "search.geo") }
        }
        try geo.run("print(zs)", file: "search.geo")
        #expect(text == "[1, 2, \"x\", 4]\n")
    }
}
