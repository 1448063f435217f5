import Testing
@testable import GeoScript

/// A String's slices by count (`prefix`, `suffix`, `dropFirst`, `dropLast`) and by a predicate
/// (`prefix(while:)`, `drop(while:)`) are cut at its characters as Swift's are — combining
/// marks, CR LF, emoji and flags each one character — and give Swift's pieces.
@Suite struct StringSliceTests {
    static let texts = ["", "x", "abc", "  indented x", "e\u{301}x\u{301}e", "a\r\nxb\r\n", "🇫🇷x🇩🇪👍🏽", "xxxx", "née x café"]

    @Test(arguments: texts) func slicesAreSwifts(_ text: String) {
        // The text as a geo literal: each scalar written \u{…}.
        let literal = "\"" + text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
        var source = "let s = \(literal)\n"
        var expected = ""
        for k in [0, 1, 2, 3, 20] {
            source += "print(s.prefix(\(k)) + \"|\" + s.suffix(\(k)) + \"|\" + s.dropFirst(\(k)) + \"|\" + s.dropLast(\(k)))\n"
            expected += String(text.prefix(k)) + "|" + String(text.suffix(k)) + "|" + String(text.dropFirst(k)) + "|" + String(text.dropLast(k)) + "\n"
        }
        source += "print(s.prefix(while: { $0 != \"x\" }) + \"|\" + s.drop(while: { $0 != \"x\" }))\n"
        expected += String(text.prefix { $0 != "x" }) + "|" + String(text.drop { $0 != "x" }) + "\n"
        source += "print(s.prefix(while: { _ in true }).count, s.drop(while: { _ in true }).count)\n"
        expected += "\(text.count) 0\n"
        let (output, error, _) = langRun(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == expected)
    }

    /// `String(x)` of a String is the String itself, with no call made (path `builtinValue`);
    /// of anything else the value's text as before.
    @Test func aStringOfAStringIsItself() throws {
        let source = "func quoted(_ s: String) -> String {\n  var out = \"\"\n  for c in s { out += String(c) }\n  return out\n}\n"
        #expect(try CompilerPathTests().paths(source, "String(c)").contains("builtinValue"))
        let (output, error, _) = langRun(source + """
            let c: Character = "x"
            print(quoted("née"), String("é") + String(c) + String(3) + String(["a", "b"]) + String(2.5) + String([1, 2]) + String((1, 2)))
            print(String(nil), String(CGRect(x: 1, y: 2, width: 3, height: 4)))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "née éx3ab2.5[1, 2](1, 2)\nnil (1, 2, 3, 4)\n")
    }

    /// The predicate's error stops the slice where it is, located in the closure.
    @Test func aPredicatesErrorIsLocated() {
        #expect(langFirstErrorLine("let s = \"ab\"\nprint(s.prefix(while: { $0 + 1 > 0 }))")
            == "test.geo:2:25: error: cannot apply '+' to a String (\"a\") and a Number (1)")
    }
}
