import GeoCore
import Testing
@testable import GeoScript

/// What building text must keep while its cost is cut: `a + b` of two Strings joined in the
/// operator's general code (its length checked before the text is made), interpolation's
/// whole numbers appended in one go, and the display format read without an exclusivity
/// check — the same text, the same limit error at the same place, whatever the sites' paths.
struct TextBuildingPathTests {
    static func limited(string: Int) -> Interpreter {
        let geo = Interpreter()
        geo.output = { _ in }
        geo.limits = Limits(steps: 10_000_000, callDepth: 200, views: 1_000, listLength: 100_000, stringLength: string)
        return geo
    }

    static func output(_ source: String, precision: Int? = nil) throws -> String {
        let geo = Interpreter()
        if let precision { geo.precision = precision }
        var text = ""
        geo.output = { text += $0 }
        try geo.run(source, file: "text.geo")
        return text
    }

    /// `a + b` on two Strings lands in the operator site's general code, whatever the
    /// operands' kinds: locals, globals, constants, computed values.
    @Test(arguments: [
        ("func f(a, b) { return a + b }\n", "a + b", "localLocal"),
        ("var g = \"x\"\nfunc f(a) { return a + g }\n", "a + g", "globalPair"),
        ("var g = \"x\"\nvar s = \"\"\nfor i in 0..<2 { s = g + \"y\" }\n", "g + \"y\"", "values"),
        ("func f(a) { return a.uppercased() + a }\n", "a.uppercased() + a", "valueLocal"),
    ])
    func stringAddSitesKeepTheirPath(source: String, site: String, path: String) throws {
        #expect(try CompilerPathTests().paths(source, site).contains(path), "\(site)")
    }

    /// Shapes that are not a String join keep the paths they had (numbers, points).
    @Test func otherAddsDoNotTakeIt() throws {
        let source = "func f(a, b) { return a + b }\nfunc g(n) { return n + 1 }\n"
        #expect(try CompilerPathTests().paths(source, "n + 1") == ["localNumber"])
    }

    @Test(arguments: [
        (#"func f(a, b) { return a + b }; print(f("ab", "cd"), f("", "x"), f("x", ""), f("", "") == "")"#, "abcd x x true"),
        (#"func f(a, b) { return a + b }; let s = f("e", "\u{301}"); print(s, s.count, s == "é", f("😀", "é").count)"#, "é 1 true 2"),
        (#"var a = "0123456789"; var b = a + a; print(b + "!", (b + b).count)"#, "01234567890123456789! 40"),
        (#"func f(a, b) { return a + b }; print(f(1, 2), f([1], [2]), f(Point(1, 2), Point(3, 4)))"#, "3 [1, 2] (4, 6)"),
    ])
    func joinedTextIsSwifts(source: String, expected: String) throws {
        #expect(try Self.output(source) == expected + "\n")
    }

    /// `within` runs under a string limit of 8 bytes; `over` is refused with a limit error
    /// whose text starts with `prefix`.
    static func expectLimit(within: String, over: String, _ prefix: String) throws {
        let geo = limited(string: 8)
        try geo.run(within, file: "text.geo")
        do {
            try geo.run(over, file: "text.geo")
            Issue.record("no limit error")
        } catch {
            #expect(error.kind == .limit)
            #expect(error.description.hasPrefix(prefix), "\(error.description)")
        }
    }

    /// A join at the limit is made; one byte over is refused, located at the operator.
    @Test func joinLimitIsCheckedWithItsMessage() throws {
        try Self.expectLimit(within: "func f(a, b) { return a + b }\nlet s = f(\"abcd\", \"efgh\")",
                             over: "func f(a, b) {\n  return a + b\n}\nlet s = f(\"abcd\", \"efghi\")",
                             "text.geo:2:10: error: string length limit exceeded: 9 bytes")
    }

    /// `joined` of a list of Strings (made at once, of the joined size) gives Swift's text for
    /// every separator and piece — empty ones, long ones, characters that join across the
    /// seam — and a list holding anything else is joined by each element's printed text.
    @Test func joinedListsAreSwifts() throws {
        var rng = SeededRandom(seed: 51)
        // Each piece as the script writes it and as Swift holds it.
        let pieces: [(source: String, text: String)] = [
            ("", ""), ("a", "a"), ("bc", "bc"), ("é", "é"), ("e", "e"), (#"\u{301}"#, "\u{301}"), ("😀", "😀"),
            (#"\r"#, "\r"), (#"\n"#, "\n"), (String(repeating: "x", count: 20), String(repeating: "x", count: 20)),
        ]
        for _ in 0..<60 {
            let items = (0..<Int(rng.next() % 5)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }
            let separator = pieces[Int(rng.next() % UInt64(pieces.count))]
            let literal = "[" + items.map { "\"\($0.source)\"" }.joined(separator: ", ") + "]"
            let expected = items.map(\.text).joined(separator: separator.text)
            let text = try Self.output("let s = \(literal).joined(separator: \"\(separator.source)\")\nprint(s.utf8.count, s.count)\nprint(s)")
            #expect(text == "\(expected.utf8.count) \(expected.count)\n\(expected)\n", "\(literal) by \(separator.source)")
        }
        #expect(try Self.output(#"print(["a", 1, Point(1, 2), nil].joined(separator: "-"), [].joined(separator: ","), ["x"].joined())"#)
                == "a-1-(1, 2)-nil  x\n")
    }

    /// A join of Strings at the limit is made; one byte over is refused with the size of the
    /// first piece-by-piece text over the limit, located at the call.
    @Test func joinedLimitIsCheckedWithItsMessage() throws {
        try Self.expectLimit(within: #"let s = ["ab", "cd", "e"].joined(separator: "-")"#,
                             over: "let xs = [\"ab\", \"cd\", \"efg\"]\nlet s = xs.joined(separator: \"-\")",
                             "text.geo:2:9: error: string length limit exceeded: 9 bytes")
    }

    @Test func wrongTypeThroughTheJoinIsLocated() {
        let run = langRun("func f(a, b) {\n  return a + b\n}\nprint(f(\"a\", 3))")
        let text = run.error.map { "\($0)" } ?? ""
        #expect(text.hasPrefix("test.geo:2:10: error: cannot apply '+' to a String (\"a\") and a Number (3)"), "\(text)")
    }

    /// Interpolated numbers: −0, NaN, infinities, fractions, huge and beyond-exact values, as
    /// print shows them; non-ASCII pieces kept byte for byte.
    @Test func interpolatedNumbersAsPrinted() throws {
        let source = #"""
            let xs = [0, -0.0, -7, 12345678901234, 1e15, -1e15 + 1, 9007199254740993, 1e300, 0.5, -2.25, 1 / 3, nan, infinity, -infinity]
            for x in xs { print("[\(x)]", x) }
            func f(n) { return "é\(n)😀\(n * 2)" }
            print(f(21), f(-0.0), f(1.5).count)
            """#
        let lines = try Self.output(source).split(separator: "\n")
        for line in lines.prefix(14) {
            let parts = line.split(separator: " ", maxSplits: 1)
            #expect(parts[0] == "[\(parts[1])]", "\(line)")
        }
        #expect(lines.prefix(3).joined(separator: "|") == "[0] 0|[0] 0|[-7] -7")
        #expect(lines[14] == "é21😀42 é0😀0 6")
    }

    /// The display format is the interpreter's precision, read when the text is made.
    @Test func interpolationFollowsThePrecision() throws {
        let source = "let x = 2 / 3\nlet n = 12\nprint(\"\\(x) \\(n) \\(-n)\")\n"
        #expect(try Self.output(source) == "0.6667 12 -12\n")
        #expect(try Self.output(source, precision: 0) == "1 12 -12\n")
        #expect(try Self.output(source, precision: 17) == "\(NumberFormat(decimals: 17).string(2.0 / 3)) 12 -12\n")
    }

    /// An interpolation at the limit is made; one byte over is refused at the literal.
    @Test func interpolationLimitIsCheckedWithItsMessage() throws {
        try Self.expectLimit(within: "let n = 1234\nlet s = \"ab\\(n)cd\"", over: "let n = 12345\nlet s = \"ab\\(n)cd\"",
                             "text.geo:2:9: error: string length limit exceeded (8 bytes)")
    }
}
