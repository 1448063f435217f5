import GeoCore
import Testing
@testable import GeoScript

/// The shortcuts of string building and `%` give exactly what the general code gives:
/// checked against it on seeded random inputs, including the edge cases each shortcut
/// must hand back to the general code.
struct TextPathTests {
    /// Numbers near the edges: whole and not, signed zeros, beyond 2^53, non-finite.
    static func numbers(_ rng: inout SeededRandom, count: Int) -> [Double] {
        var xs: [Double] = [0, -0.0, 1, -1, 0.5, -2.5, 1e15, -1e15, 1e15 + 1, 9_007_199_254_740_992, 9_007_199_254_740_994,
                            1e16, 1e300, .infinity, -.infinity, .nan, 900_719_925_474, 900_719_925_475, 1e-9]
        for _ in 0..<count {
            switch rng.next() % 4 {
            case 0: xs.append(Double(Int64(truncatingIfNeeded: rng.next()) % 100_000))
            case 1: xs.append(Double(Int64(truncatingIfNeeded: rng.next()) >> Int64(rng.next() % 64)))
            case 2: xs.append(Double(Int64(truncatingIfNeeded: rng.next()) % 10_000) / 8)
            default: xs.append(Double(bitPattern: rng.next()))
            }
        }
        return xs
    }

    @Test func remainderOfWholeNumbersIsFmods() {
        var rng = SeededRandom(seed: 7)
        let xs = Self.numbers(&rng, count: 3_000)
        for (i, x) in xs.enumerated() {
            for y in [xs[(i * 7 + 3) % xs.count], 7, -7, 1, 0, -0.0, 1e15, 0.5] {
                let expected = x.truncatingRemainder(dividingBy: y)
                let got = Operators.remainder(x, y)
                #expect(got.bitPattern == expected.bitPattern || (got.isNaN && expected.isNaN), "\(x) % \(y)")
            }
        }
    }

    @Test func interpolatedNumbersReadAsPrinted() {
        var rng = SeededRandom(seed: 3)
        for x in Self.numbers(&rng, count: 3_000) {
            for format in [NumberFormat.standard, NumberFormat(decimals: 0), NumberFormat(decimals: 2), NumberFormat(decimals: 17), .exact] {
                var bytes: [UInt8] = []
                if Interpolation.appendWhole(x, format, to: &bytes) {
                    #expect(String(decoding: bytes, as: UTF8.self) == format.string(x), "\(x) at \(String(describing: format.decimals))")
                }
            }
        }
        // Whole numbers take the shortcut (the common case it exists for).
        var bytes: [UInt8] = []
        #expect(Interpolation.appendWhole(-12_345, .standard, to: &bytes) && bytes == Array("-12345".utf8))
    }

    @Test func characterCountIsCount() {
        var rng = SeededRandom(seed: 5)
        let pieces = ["a", "Z", " ", "\r", "\n", "\r\n", "\t", "é", "e\u{301}", "🇫🇷", "👍🏽", "\u{0}", "~", "ß"]
        for round in 0..<4_000 {
            // Short texts, and long ones mostly ASCII (counted eight bytes at a time).
            let (length, kinds) = round % 2 == 0 ? (12, pieces.count) : (60, round % 4 == 1 ? 7 : pieces.count)
            var s = ""
            for _ in 0..<Int(rng.next() % UInt64(length)) { s += pieces[Int(rng.next() % UInt64(kinds))] }
            #expect(s.characterCount == s.count, "\(Array(s.unicodeScalars))")
        }
        #expect("x\r\ny".characterCount == 3)
        // A CR LF pair across two words, a line feed alone, a byte beyond ASCII in the tail.
        #expect("abcdefg\r\nhijklmnop".characterCount == 17 && "abcdefgh\nijklmnop".characterCount == 17)
        #expect("abcdefghijklmno\u{e9}".characterCount == 16 && "\r\n\r\n\r\n\r\n\r".characterCount == 5)
    }

    @Test func interpolationShowsEveryKindAsPrintDoes() throws {
        let geo = Interpreter()
        let text = try geo.evaluate(#""\(1) \(-0) \(2.5) \("s") \([1, "b"]) \((1, 2)) \(nil) \(true) \(1e16) \(0/0)""#)
        #expect(text.isIdentical(to: .string(#"1 0 2.5 s [1, "b"] (1, 2) nil true 1e+16 nan"#)))
        // Nested in itself through recursion: each evaluation has its own buffer.
        try geo.run(#"func f(n) { if n == 0 { return "." }; return "<\(n)\(f(n - 1))>" }"#)
        #expect(try geo.evaluate("f(3)").isIdentical(to: .string("<3<2<1.>>>")))
    }

    @Test func plainTextSearchFindsWhatCharacterSearchFinds() {
        var rng = SeededRandom(seed: 9)
        // Beside plain pieces, text that is not plain: an accented letter both ways, a
        // combining mark and a prepended one alone (joining the characters beside them), a
        // dash, and the three characters canonically equivalent to ";", "`" and "K".
        let pieces = ["a", "b", "ab", " ", ", ", "\n", "\r", "\r\n", "é", "e\u{301}", "ow", "~",
                      "\u{301}", "\u{600}", "—", "“", "ä", "\u{5D0}", "\u{903}", "\u{200D}", ";", "`", "K", "\u{37E}", "\u{1FEF}", "\u{212A}"]
        func random(_ n: Int) -> String {
            var s = ""
            for _ in 0..<Int(rng.next() % UInt64(n)) { s += pieces[Int(rng.next() % UInt64(pieces.count))] }
            return s
        }
        var plain = 0, mixed = 0
        for _ in 0..<3_000 {
            let hay = random(14), needle = random(3)
            guard !needle.isEmpty else { continue }
            // The Character-based answers (what the members gave before).
            var pieces: [String] = []
            var rest = Substring(hay)
            while let r = rest.firstRange(of: needle) {
                pieces.append(String(rest[..<r.lowerBound]))
                rest = rest[r.upperBound...]
            }
            pieces.append(String(rest))
            if let split = PlainText.split(hay, by: needle) {
                plain += 1
                if hay.utf8.contains(where: { $0 >= 0x80 }) { mixed += 1 }
                #expect(split == pieces, "\(Array(hay.unicodeScalars)) / \(Array(needle.unicodeScalars))")
                #expect(PlainText.occurrences(of: needle, in: hay) == pieces.count - 1)
                #expect(PlainText.contains(needle, in: hay) == hay.contains(needle))
            }
            #expect(hay.splitting(by: needle) == pieces)
            #expect(hay.occurrences(of: needle) == pieces.count - 1)
        }
        #expect(plain > 150)  // the byte search is what plain text takes
        #expect(mixed > 100)  // … and a plain needle in text that is not
        #expect(PlainText.split("a\r\nb", by: "\n") == nil)
        // A plain needle in text that is not: by its bytes where each match has ASCII beside it.
        #expect(PlainText.split("a—b\nc é\nd", by: "\n") == ["a—b", "c é", "d"])
        #expect(PlainText.occurrences(of: ", ", in: "x, é, y") == 2)
        #expect(PlainText.contains("ab", in: "—ab") == true)
        #expect(PlainText.contains("ab", in: "é—") == false)
        #expect(PlainText.split("x: “é”, ©\u{5D0}, y", by: ", ") == ["x: “é”", "©\u{5D0}", "y"])
        #expect(PlainText.split("a,\u{301}b", by: ",") == nil)      // the comma is part of ",́"
        #expect(PlainText.split("\u{600}, b", by: ", ") == nil)     // U+0600 joins what follows
        #expect(PlainText.contains(";", in: "a\u{37E}b") == nil)   // Swift finds ";" there
        #expect("a\u{37E}b".splitting(by: ";") == ["a", "b"])
    }

    /// A comparison read in place (path `compareInPlace`: elements, variables, constants) gives
    /// what the general comparison of the computed values gives, for every kind and every
    /// comparison operator — Strings compared as Swift compares them (canonical equivalence),
    /// long ones too — and reports what the general code reports.
    @Test func comparisonsInPlaceGiveWhatTheGeneralComparisonGives() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run(#"""
            func id(x) { return x }
            let long = "a string longer than fifteen bytes, é"
            var mixed = [1, 2, 0.5, -0.0, 0, "a", "b", "é", "e\u{301}", "ab", "", "👍🏽", "A", nil, true, [1], [1], long, long + "",
                         "a string longer than fifteen bytes, e\u{301}"]
            var strings = ["a", "b", "é", "e\u{301}", "ab", "", "👍🏽", "A", "ß", "ss", long, "a string longer than fifteen bytes, e\u{301}"]
            var numbers = [1, 2, 0.5, -0.0, 0, -3, 1e300]
            var wrong = 0
            var pairs = 0
            for i in 0..<mixed.count {
                for j in 0..<mixed.count {
                    if (mixed[i] == mixed[j]) != (id(mixed[i]) == id(mixed[j])) { wrong += 1 }
                    if (mixed[i] != mixed[j]) != (id(mixed[i]) != id(mixed[j])) { wrong += 1 }
                    pairs += 1
                }
            }
            func order(xs) {
                var bad = 0
                for i in 0..<xs.count {
                    let a = xs[i]
                    for j in 0..<xs.count {
                        if (xs[i] < xs[j]) != (id(a) < id(xs[j])) { bad += 1 }
                        if (xs[i] <= xs[j]) != (id(a) <= id(xs[j])) { bad += 1 }
                        if (a > xs[j]) != (id(a) > id(xs[j])) { bad += 1 }
                        if (xs[j] >= a) != (id(xs[j]) >= id(a)) { bad += 1 }
                        if (xs[j] == a) != (id(xs[j]) == id(a)) { bad += 1 }
                    }
                }
                return bad
            }
            var best = "é"
            print(wrong, pairs, order(strings), order(numbers), strings[2] == strings[3], strings[2] == "e\u{301}", best == strings[3],
                  strings[7] < strings[0], long == mixed[17], mixed[18] == long)
            """#)
        #expect(out == "0 400 0 0 true true true true true true\n")
        Self.expectRuntimeErrors([("var xs = [\"a\"]\nvar k = 1\nprint(xs[k] == \"a\")", "out of range"),
                                  ("var xs = [\"a\"]\nprint(xs[0.5] == \"a\")", "not a whole number"),
                                  ("func f() { return g == \"a\" }\nf()\nvar g = \"a\"", "cannot find 'g'"),
                                  ("var xs = [\"a\", 1]\nvar k = 0\nprint(xs[k] < xs[1])", "cannot compare"),
                                  ("var s = \"a\"\nprint(s < nil)", "cannot compare"),
                                  ("var s = 1\nvar k = 0\nprint(s[k] == 1)", "cannot index")])
    }

    /// `xs.count` on a List is read where the list lies (`MemberGetSite.isCount`) on every
    /// member path — a local, a global, a computed receiver — and gives what the property
    /// gives; a String's count is its Characters', as ever, and anything else reports as before.
    @Test func countsReadInPlaceGiveTheProperty() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run(#"""
            var xs = [1, [2, 3], "é"]
            var s = "e\u{301}👍🏽"
            func f(ys, t) {
                var n = ys.count + t.count
                let g = { ys.count }
                return [n, g(), [ys, ys][1].count, "ab\(t)".count]
            }
            var k = 0
            while k < xs.count { k += 1 }
            var m = s
            m = xs
            print(xs.count, s.count, f(xs, s), k, m.count, [].count)
            """#)
        #expect(out == "3 2 [5, 3, 3, 4] 3 3 0\n")
        Self.expectRuntimeErrors([("var n = 1\nprint(n.count)", "no member"),
                                  ("func f(x) { return x.count }\nf(nil)", "no member"),
                                  ("func f() { return zs.count }\nf()\nvar zs = [1]", "cannot find 'zs'")])
    }

    /// Each program fails at run time with an error saying `message`.
    static func expectRuntimeErrors(_ cases: [(String, String)]) {
        for (source, message) in cases {
            let geo = Interpreter()
            geo.output = { _ in }
            do {
                try geo.run(source, file: "errors.geo")
                Issue.record("\(source) ran without an error")
            } catch {
                #expect(error.kind == .runtime && error.description.contains(message), "\(source): \(error.description)")
            }
        }
    }
}
