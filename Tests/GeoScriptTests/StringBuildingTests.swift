import Testing
@testable import GeoScript

/// Strings joined by `+` and made by `String(repeating:count:)` (each built in one allocation
/// from the bytes): the same text and character counts as Swift's `+` and `String(repeating:)`.
struct StringBuildingTests {
    @Test(arguments: [
        (#"let a = "ab"; let b = "cd"; print(a + b, (a + b).count)"#, "abcd 4"),
        (#"let a = ""; let b = "cd"; print(a + b, b + a, a + a == "")"#, "cd cd true"),
        // a combining accent joins the character before it, as in Swift
        (#"let e = "e"; let accent = "\u{301}"; let s = e + accent; print(s, s.count, s == "é")"#, "é 1 true"),
        (#"let a = "😀"; print(a + "é" + a, (a + "é" + a).count)"#, "😀é😀 3"),
        // past a small string's 15 bytes, and a long one
        (#"let a = "0123456789"; let b = a + a; print(b + "!", (b + b + b).count)"#, "01234567890123456789! 60"),
        (#"var s = "x" + "y"; s += "z"; let t = s; s += "w"; print(s, t)"#, "xyzw xyz"),
        (#"print(String(repeating: "ab", count: 3), String(repeating: "-", count: 5) + "|")"#, "ababab -----|"),
        (#"print(String(repeating: "é", count: 2).count, String(repeating: "😀", count: 3), String(repeating: "", count: 4) == "")"#, "2 😀😀😀 true"),
        (#"print(String(repeating: "x", count: 0) == "", String(repeating: "abc", count: 1), String(repeating: " ", count: 40).count)"#, "true abc 40"),
        // Strings inside a list print as literals that read back as them (Value.quoted, by bytes):
        // quotes, backslashes, control characters escaped; other text, multi-byte too, as it is.
        (#"print(["a\"b", "c\\d", "e\nf\tg\rh", "k\u{1}l\u{7F}", "é👍🏽", ""])"#,
         #"["a\"b", "c\\d", "e\nf\tg\rh", "k\u{01}l\u{7F}", "é👍🏽", ""]"#),
        (#"var xs = ["x"]; for i in 0..<2 { xs[0] = "a\(xs)!" }; print(xs, View(name: "q\"r"))"#,
         #"["a[\"a[\\\"x\\\"]!\"]!"] <View "q\"r" frame=(0, 0, 0, 0)>"#),
    ])
    func textAsSwiftMakesIt(source: String, expected: String) {
        let run = langRun(source)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == expected + "\n")
    }

    @Test(arguments: [
        (#"print(String(repeating: "ab", count: -1))"#, "test.geo:1:7: error: the count of String(repeating:count:) must be a whole number, 0 or more (it is -1)"),
        (#"print(String(repeating: "ab", count: 1.5))"#, "test.geo:1:7: error: the count of String(repeating:count:) must be a whole number, 0 or more (it is 1.5)"),
        (#"let n = 3; print("a" + n)"#, "test.geo:1:18: error: cannot apply '+' to a String (\"a\") and a Number (3)"),
    ])
    func mistakesStayLocated(source: String, prefix: String) {
        let run = langRun(source)
        let text = run.error.map { "\($0)" } ?? ""
        #expect(text.hasPrefix(prefix), "\(text)")
    }
}

/// `for (i, c) in s.enumerated()` over a string binds each index and character directly (path
/// `forEnumerated`, no pair made per character): the same characters, order and errors as the
/// method's pairs gave.
struct StringEnumeratedLoopTests {
    @Test(arguments: [
        (#"var out = ""; for (i, c) in "héllo\r\n😀!".enumerated() { out += "\(i)\(c)|" }; print(out.count, out.hasPrefix("0h|1é|2l"), out.hasSuffix("6😀|7!|"))"#,
         "24 true true"),
        (#"for (i, c) in "".enumerated() { print(i, c) }; print("none")"#, "none"),
        (#"var fs = []; for (i, c) in "ab".enumerated() { fs.append({ "\(i)\(c)" }) }; print(fs[0](), fs[1]())"#, "0a 1b"),
        (#"var s = "ab"; for (i, c) in s.enumerated() { s += "x"; print(i, c) }; print(s)"#, "0 a\n1 b\nabxx"),
        (#"func first(s, t) { for (i, c) in s.enumerated() { if c == t { return i } }; return -1 }; print(first("geometry", "m"), first("ab", "z"))"#, "3 -1"),
        (#"var n = 0; for (i, c) in "a b c d".enumerated() { if c == " " { continue }; if i > 4 { break }; n += 1 }; print(n)"#, "3"),
        (#"for (_, c) in "xy".enumerated() { print(c) }"#, "x\ny"),
    ])
    func charactersAreBound(source: String, expected: String) {
        let run = langRun(source)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == expected + "\n")
    }

    @Test func aStringOverTheListLimitIsALocatedError() {
        let geo = Interpreter()
        var limits = geo.limits
        limits.listLength = 5
        geo.limits = limits
        let error = #expect(throws: GeoError.self) {
            try geo.run("let s = \"abcdefgh\"\nfor (i, c) in s.enumerated() { print(i) }", file: "t.geo")
        }
        #expect(error.map { "\($0)" }?.hasPrefix("t.geo:2:15: error: list length limit exceeded") == true, "\(error.map { "\($0)" } ?? "")")
    }
}
