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
