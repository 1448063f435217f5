import Testing
@testable import GeoScript

/// More of what Swift code copied into geo writes: labelled tuples as geometry, and
/// Foundation's string members (`trimmingCharacters(in:)`, `capitalized`, `padding(…)`).
struct SwiftSpellingTests {
    @Test(arguments: [
        ("(x: 1, y: 2)", "(1, 2)"),
        ("(x: 1, y: 2).y", "2"),
        ("(width: 3, height: 4).height", "4"),
        ("type((width: 3, height: 4))", "Size"),
        ("(x: 1, y: 2, width: 3, height: 4).maxX", "4"),
        ("View(frame: (x: 0, y: 0, width: 10, height: 5)).frame", "(0, 0, 10, 5)"),
        ("\"  a b \\t\".trimmingCharacters(in: .whitespaces) + \"|\"", "a b|"),
        ("\" a\\n\".trimmingCharacters(in: .whitespaces) + \"|\"", "a\n|"),
        ("\" a\\n\".trimmingCharacters(in: .whitespacesAndNewlines) + \"|\"", "a|"),
        ("\"\\na\\n\".trimmingCharacters(in: .newlines)", "a"),
        ("\"hello wORLD\".capitalized", "Hello World"),
        ("\"ab,cd+ef-gh\".capitalized", "Ab,Cd+Ef-Gh"),
        ("\"don't stop, it's o'neil's 3rd x2y\".capitalized", "Don't Stop, It's O'neil's 3Rd X2Y"),
        ("\"\".capitalized", ""),
        // A word's first letter in its titlecase form, not its upper case (as Foundation's).
        ("\"ßen ﬁsh ǆemal\".capitalized", "Ssen Fish ǅemal"),
        ("\"ab\".padding(toLength: 5, withPad: \"xy\", startingAt: 1)", "abyxy"),
        ("\"abcdef\".padding(toLength: 3, withPad: \" \", startingAt: 0)", "abc"),
        ("\"ab\".padding(toLength: 2, withPad: \".\", startingAt: 0)", "ab"),
        // A string's UTF-16 code units (NSString's length), Swift's repeatElement, the
        // bounds of the sized integer types a Double holds exactly.
        ("[\"héllo👍\".utf16.count, \"abc\".utf16.count / 2]", "[7, 1]"),
        ("Array(\"a👍\".utf16)", "[97, 55357, 56397]"),
        ("repeatElement(\"ab\", count: 3).joined()", "ababab"),
        ("[Int32.max, Int32.min, UInt8.max, UInt16.max, Int8.min, UInt32.max]", "[2147483647, -2147483648, 255, 65535, -128, 4294967295]"),
        // Foundation's searches with options and its comparisons.
        ("\"Hello World, hello world\".range(of: \"WORLD\", options: .caseInsensitive)!.lowerBound", "6"),
        ("\"Hello World, hello world\".range(of: \"world\", options: [.caseInsensitive, .backwards])!.lowerBound", "19"),
        ("[\"Hello\".range(of: \"l\", options: .anchored) == nil, \"Hello\".range(of: \"He\", options: .anchored) != nil]", "[true, true]"),
        ("\"Hello World\".replacingOccurrences(of: \"o\", with: \"0\", options: .caseInsensitive)", "Hell0 W0rld"),
        ("[\"Ab\".caseInsensitiveCompare(\"aB\") == .orderedSame, \"a\".compare(\"b\") == .orderedAscending, \"Hi there\".localizedCaseInsensitiveContains(\"THERE\")]", "[true, true, true]"),
        // A range written in place answers contains by its bounds: strings, fractions, a
        // billion numbers (no list made: it would pass the list length limit).
        ("[(\"a\"...\"z\").contains(\"q\"), (\"a\"...\"z\").contains(\"Q\"), (1...2_000_000_000).contains(5), (0.5...2.5).contains(1), (0..<3).contains(3), (0..<3).contains(2.5)]",
         "[true, false, true, true, false, true]"),
        ("[Int(exactly: 2.5) == nil, Int(exactly: 4.0)! == 4, Int(exactly: 1e300) == nil]", "[true, true, true]"),
        // Core Graphics' zero initializers and a qualified edge.
        ("[CGRect(), CGPoint(), CGSize()]", "[(0, 0, 0, 0), (0, 0), (0, 0)]"),
        ("CGRect(x: 0, y: 0, width: 10, height: 10).divided(atDistance: 3, from: CGRectEdge.maxYEdge)[0]", "(0, 7, 10, 3)"),
    ])
    func swiftSpellingsGiveWhatSwiftGives(expression: String, printed: String) {
        SwiftCollectionsTests.expect(expression, prints: printed)
    }

    @Test(arguments: [
        ("print((name: \"a\", name: 2))", "test.geo:1:19: error: a tuple cannot have the label 'name' twice"),
        ("print((x: 1))", "test.geo:1:8: error: a tuple of one value cannot have a label: (x: …) is not one"),
        ("print(\"a\".trimmingCharacters(in: .lettrs))",
         "test.geo:1:34: error: no character set '.lettrs': write .whitespaces, .newlines, .whitespacesAndNewlines, .decimalDigits, .letters, .lowercaseLetters, .uppercaseLetters, .alphanumerics, .punctuationCharacters or .symbols"),
        ("print(\"a\".padding(toLength: -1, withPad: \" \", startingAt: 0))",
         "test.geo:1:29: error: the count of padding(toLength:withPad:startingAt:) must be a whole number, 0 or more (it is -1)"),
        ("print(\"a\".padding(toLength: 3, withPad: \"\", startingAt: 0))",
         "test.geo:1:41: error: withPad must not be empty"),
        ("print(\"a\".padding(toLength: 3, withPad: \"ab\", startingAt: 2))",
         "test.geo:1:59: error: startingAt must be an index of withPad's characters, 0..<2 (it is 2)"),
        ("print(Int.random(in: 0..<6))",
         "test.geo:1:11: error: geo has no random numbers: a script prints the same on every run (a lesson's output is checked); write the values, or make them with a seeded generator: seed = seed * 16807 % 2147483647 (exact in a Double; start seed at 1 or more)"),
    ])
    func mistakesAreLocated(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }

    /// Swift's `xs[..<(xs.count / 2)]` is Int division; geo's `/` keeps the fraction for a
    /// list the script did not type, and the error says how to write Swift's, as an index's
    /// does. Of a list typed `[Int]`, the count is an Int, as Swift's.
    @Test func aFractionalRangeBoundNamesIntDivision() {
        #expect(langRun("let xs: [Int] = [1, 2, 3]\nprint(xs[..<(xs.count / 2)])").output == "[1]\n")
        let error = langRun("let xs = [1, 2, 3]\nprint(xs[..<(xs.count / 2)])").error?.description ?? ""
        #expect(error.hasPrefix("test.geo:2:7: error: a range's bound must be a whole number (it is 1.5)\n"), "\(error)")
        #expect(error.contains("for Swift's Int division write Int(a / b)"))
    }
}

/// Swift's `sequence(first:next:)`: to the first nil (a view's superviews), and, taken in part
/// where it is made (`.prefix(n)`, `.prefix(while:)`), an endless one, as Swift's lazy one is;
/// the function is called no more often than Swift calls it.
struct SequenceTests {
    @Test func sequencesAreSwifts() {
        let (output, error, _) = langRun("""
            let root = View(frame: Rect(0, 0, 100, 100), name: "root")
            let a = View(frame: Rect(10, 10, 50, 50), name: "a")
            let b = View(frame: Rect(5, 5, 10, 10), name: "b")
            root.addSubview(a); a.addSubview(b)
            print(sequence(first: b, next: { $0.superview }).map { $0.name })
            var calls = 0
            print(Array(sequence(first: 1) { calls += 1; return $0 * 3 }.prefix(5)), calls)
            print(sequence(first: 1, next: { $0 * 2 }).prefix(while: { $0 < 100 }))
            print(sequence(first: 10) { $0 > 0 ? $0 - 3 : nil }, sequence(first: 1) { $0 + 1 }.prefix(0))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[\"b\", \"a\", \"root\"]\n[1, 3, 9, 27, 81] 4\n[1, 2, 4, 8, 16, 32, 64]\n[10, 7, 4, 1, -2] []\n")
    }

    /// An endless sequence not taken in part is an error that says how to take part of it
    /// (geo's is made whole), at the list length limit.
    @Test func anEndlessSequenceSaysToTakeAPrefix() {
        let geo = Interpreter()
        geo.limits = Limits(listLength: 1000)
        geo.output = { _ in }
        do {
            try geo.run("for x in sequence(first: 1, next: { $0 + 1 }) { if x > 5 { break } }", file: "test.geo")
            Issue.record("ran")
        } catch {
            #expect(error.description.hasPrefix("test.geo:1:10: error: sequence(first:next:) gave 1000 values and no nil"), "\(error)")
            #expect(error.description.contains(".prefix(n) or .prefix(while: …)"))
        }
    }
}
