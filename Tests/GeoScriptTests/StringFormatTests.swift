import Testing
@testable import GeoScript

/// `String(format:)` as Swift code writes it: C's directives, the digits Swift prints, and a
/// located error for what C would turn into garbage.
struct StringFormatTests {
    @Test(arguments: [
        (#"String(format: "%.2f", 3.14159)"#, "3.14"),
        (#"String(format: "%d items, %5.1f%% done", 3, 42.25)"#, "3 items,  42.2% done"),
        (#"String(format: "[%-6d|%06.2f|%+e|%g|%x|%X|%o]", 42, 3.14159, 12345.678, 0.0001, 255, 255, 8)"#,
         "[42    |003.14|+1.234568e+04|0.0001|ff|FF|10]"),
        // %@ and %s show any value as print does; precision cuts, width pads.
        (#"String(format: "%@ at %@, %s", "card", (1, 2.5), rotation(90deg))"#, "card at (1, 2.5), Transform(0, 1, -1, 0, 0, 0)"),
        (#"String(format: "%5s|%-5@|%.2s", "ab", "cd", "efgh")"#, "   ab|cd   |ef"),
        // Length modifiers from Swift code mean nothing; extra arguments are ignored (Foundation).
        (#"String(format: "%ld and %lf", 5, 2.5)"#, "5 and 2.500000"),
        (#"String(format: "no directives", 1, 2)"#, "no directives"),
        (#"String(format: "%f %f %.1f", nan, -infinity, -0.04)"#, "nan -inf -0.0"),
        (#"String(format: "%d", -3)"#, "-3"),
        // A negative number printed unsigned: its two's complement in C's int, short, char or
        // long, as Foundation prints it (swiftc here).
        (#"String(format: "%x %o %u %lx %X %hx %hhx", -3, -3, -3, -3, -1, -3, -3)"#,
         "fffffffd 37777777775 4294967293 fffffffffffffffd FFFFFFFF fffd fd"),
        (#"String(format: "[%5.1f] [%-6d] [%o] [%X] [%g] [%.0f] [%lld]", 3.14159, -7, 8, 3054, 0.0001, 2.5, 123456789012)"#,
         "[  3.1] [-7    ] [10] [BEE] [0.0001] [2] [123456789012]"),
        // Texts of 128 bytes or more (a buffer sized by a first call), of a Number and a whole number.
        (#"String(format: "%0140.3f|%-130d|%x|%+.2e", -2.5, 42, 255, 12345.678)"#,
         "-" + String(repeating: "0", count: 134) + "2.500|42" + String(repeating: " ", count: 128) + "|ff|+1.23e+04"),
        // The spec goes to C as the template writes it: repeated flags, a bare '.', a precision
        // with leading zeros, a length modifier between precision and conversion.
        (#"String(format: "[%--5d|%.f|%.002f|%+ 05ld|%#o|%-0+8.3lf]", 7, 2.5, 3.14159, 42, 8, 1.5)"#,
         "[7    |2|3.14|+0042|010|+1.500  ]"),
        // %s and %@ pad and cut by characters (not bytes), a Number's text as print shows it.
        (#"String(format: "[%-4s|%4@|%.1s|%6s|%-6@|%3s]", "é", "😀x", "éa", 2.5, 1, "long")"#,
         "[é   |  😀x|é|   2.5|1     |long]"),
        (#"String(format: "%s%%%@ %%", "a", "b")"#, "a%b %"),
        (#"String(format: "")"#, ""),
    ])
    func directivesFormatAsSwiftDoes(expression: String, expected: String) {
        let run = langRun("print(\(expression))")
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == expected + "\n")
    }

    @Test(arguments: [
        (#"String(format: "%d", 3.7)"#, "argument 1 of String(format:) for '%d' must be a whole number, not 3.7: use '%.0f' to round, or trunc(x)"),
        (#"String(format: "%d %d", 3)"#, "String(format:) has more directives than arguments: '%d' is directive 2 but 1 argument was given"),
        (#"String(format: "%k", 3)"#, "String(format:) has no directive '%k'"),
        (#"String(format: "100%")"#, "String(format:) ends in an unfinished directive '%': write '%%' for a percent sign"),
        (#"String(format: "a %-+5.2l", 1)"#, "String(format:) ends in an unfinished directive '%-+': write '%%' for a percent sign"),
        (#"String(format: "%5.1é", 1)"#, "String(format:) has no directive '%é'"),
        (#"String(format: "%.9999f", 1)"#, "a width or precision of 9999 in String(format:) is too large (at most 1000)"),
        (#"String(format: "%99999f", 1)"#, "a width or precision of 99999 in String(format:) is too large (at most 1000)"),
        (#"String(format: "%f", "3")"#, "must be a Number, not a String"),
    ])
    func mistakesAreLocatedErrors(expression: String, message: String) {
        let run = langRun("let x = 1\nprint(\(expression))")
        let text = run.error.map { "\($0)" } ?? ""
        #expect(text.hasPrefix("test.geo:2:7: error: "), "\(text)")
        #expect(text.contains(message), "\(text)")
    }

    @Test func theTextIsBoundedByTheStringLimit() {
        let geo = Interpreter()
        var limits = geo.limits
        limits.stringLength = 1_000
        geo.limits = limits
        let error = #expect(throws: GeoError.self) {
            try geo.run(#"var s = "x"; for i in 0..<20 { s = String(format: "%@%@", s, s) }"#, file: "t.geo")
        }
        #expect(error.map { "\($0)" }?.contains("string length limit exceeded") == true)
    }
}
