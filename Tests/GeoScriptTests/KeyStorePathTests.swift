import Testing
@testable import GeoScript

/// A dictionary's entry stored at a constant key (`d["kiwi"] = v`, `d["kiwi"] += 1`): the
/// key's hash found when the site is compiled (path `keyConstant` on the key, as the read's)
/// and the entry written where it lies; a new key, a nil value (a removal), any other
/// container by the general store — the same dictionaries and errors whichever way.
struct KeyStorePathTests {
    static let source = """
        var g: [String: Int] = ["kiwi": 1]
        func local() {
            var d: [String: Int] = ["kiwi": 1, "fig": 2]
            for i in 0..<3 { d["kiwi"] = i }
            d["kiwi"] += 10
            d["plum"] = 7
            d["fig"] = nil
            return d
        }
        func counter() {
            var seen: [String: Int] = [:]
            let add = { seen["n", default: 0] += 1; seen["last"] = 5 }
            add()
            add()
            return seen
        }
        for i in 0..<4 { g["kiwi"] = i * 2 }
        g["kiwi"] -= 1
        g["plum"] = 3

        """

    @Test func constantKeysTakeThePath() throws {
        let paths = try CompilerPathTests().paths(Self.source, #""kiwi""#)
        #expect(paths == Array(repeating: "keyConstant", count: 4))   // two stores in a function, two at the top level
        #expect(try CompilerPathTests().paths(Self.source, #""last""#) == ["keyConstant"])   // a captured variable's
    }

    @Test func storesAtConstantKeysGiveTheDictionaries() throws {
        let geo = Interpreter()
        try geo.run(Self.source)
        #expect(try geo.evaluate(#"[local()["kiwi"], local()["plum"], local()["fig"] == nil, local().count]"#)
            .isIdentical(to: .list([.number(12), .number(7), .bool(true), .number(2)])))
        #expect(try geo.evaluate(#"[counter()["n"], counter()["last"], g["kiwi"], g["plum"], g.count]"#)
            .isIdentical(to: .list([.number(2), .number(5), .number(5), .number(3), .number(2)])))
    }

    @Test(arguments: [
        ("var xs = [1, 2]\nxs[\"a\"] = 3", "test.geo:2:4: error: a list index must be a Number, not a String (\"a\")"),
        ("func f() {\n  var d = [\"a\": \"x\"]\n  d[\"a\"] += 1\n}\nf()", "test.geo:3:3: error: cannot apply '+' to a String (\"x\") and a Number (1)"),
        ("func f() {\n  zz[\"a\"] = 1\n}\nf()\nvar zz = [\"a\": 0]", "test.geo:2:3: error: cannot find 'zz' in scope"),
    ])
    func otherContainersAndValuesReportAsBefore(source: String, message: String) {
        let run = langRun(source)
        let text = run.error.map { "\($0)" } ?? ""
        #expect(text.contains(message), "\(text)")
    }
}
