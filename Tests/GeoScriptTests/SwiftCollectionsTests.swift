import Testing
@testable import GeoScript

/// Swift's everyday collection members on geo's lists, strings and numbers
/// (`SwiftCollectionsLibrary`), each giving what Swift's gives, and a trailing closure going to
/// the overload that wants a function.
struct SwiftCollectionsTests {
    /// Swift's `partition(by:)`: the order Swift's gives (checked against swiftc), the
    /// index where the second part starts, the list changed where it is.
    @Test func partitionGivesSwiftsOrder() {
        let (output, error, _) = langRun("""
            var ys = [5, 1, 8, 3, 9, 2]
            let p = ys.partition(by: { $0 > 4 })
            var zs = Array(0..<20).map { ($0 * 7) % 13 }
            let q = zs.partition { $0 % 3 == 0 }
            print(p, ys, q, zs)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 [2, 1, 3, 8, 9, 5] 12 [2, 7, 1, 8, 2, 8, 1, 10, 4, 11, 5, 7, 6, 0, 12, 3, 9, 0, 9, 3]\n")
    }

    @Test(arguments: [
        ("[1, 2, 3].elementsEqual([1, 2, 3])", "true"),
        ("[1, 2, 3].starts(with: [1, 2])", "true"),
        ("[1].starts(with: [1, 2])", "false"),
        ("UInt8(ascii: \"a\")", "97"),
        ("5.0.remainder(dividingBy: 3)", "-1"),
        ("[1, 2, 3].prefix(2)", "[1, 2]"),
        ("[1, 2, 3].prefix(9)", "[1, 2, 3]"),
        ("[1, 2, 3].prefix(0)", "[]"),
        ("[1, 2, 3].suffix(2)", "[2, 3]"),
        ("[1, 2, 3].suffix(9)", "[1, 2, 3]"),
        ("[1, 2, 3].dropFirst()", "[2, 3]"),
        ("[1, 2, 3].dropFirst(2)", "[3]"),
        ("[1, 2, 3].dropFirst(5)", "[]"),
        ("[1, 2, 3].dropLast()", "[1, 2]"),
        ("[1, 2, 3].dropLast(3)", "[]"),
        ("\"héllo\".prefix(2)", "hé"),
        ("\"héllo\".suffix(3)", "llo"),
        ("\"héllo\".dropFirst()", "éllo"),
        ("\"héllo\".dropLast(2)", "hél"),
        ("\"héllo\".first", "h"),
        ("\"héllo\".last", "o"),
        ("\"\".first", "nil"),
        ("\"abc\".reversed()", "cba"),
        ("\"a,,b\".components(separatedBy: \",\")", "[\"a\", \"\", \"b\"]"),
        ("\"ab\".components(separatedBy: \"\")", "[\"ab\"]"),
        ("\"a b c\".replacingOccurrences(of: \" \", with: \"_\")", "a_b_c"),
        ("\"aaa\".replacingOccurrences(of: \"aa\", with: \"b\")", "ba"),
        ("\"abc\".replacingOccurrences(of: \"\", with: \"x\")", "abc"),
        ("[1, 2, 3].compactMap { $0 == 2 ? nil : $0 * 10 }", "[10, 30]"),
        ("[[1], [], [2, 3]].flatMap { $0 }", "[1, 2, 3]"),
        // Swift's joined() of arrays: one list; of anything else, the text one after another.
        ("[[1], [], [2, 3]].joined()", "[1, 2, 3]"),
        ("[[1], 2].joined()", "[1]2"),
        ("[\"a\", \"b\"].joined()", "ab"),
        ("[[1], [2]].joined(separator: \"-\")", "[1]-[2]"),
        ("[].joined()", ""),
        ("[1, 2, 1].lastIndex(of: 1)", "2"),
        ("[1, 2, 1].lastIndex(of: 5)", "nil"),
        ("[1, 2, 3].lastIndex(where: { $0 < 3 })", "1"),
        ("[\"bb\", \"a\", \"cc\", \"d\"].min(by: { $0.count < $1.count })", "a"),
        ("[\"bb\", \"a\", \"cc\", \"d\"].max { $0.count < $1.count }", "bb"),
        ("[].min(by: { $0 < $1 })", "nil"),
        ("zip([1, 2, 3], [\"a\", \"b\"])", "[[1, \"a\"], [2, \"b\"]]"),
        ("(2.5).rounded()", "3"),
        ("(-2.5).rounded()", "-3"),
        ("(9).squareRoot()", "3"),
        ("(-7).truncatingRemainder(dividingBy: 2)", "-1"),
        ("\"a  b\".split(separator: \" \")", "[\"a\", \"b\"]"),
        ("\",a,,b,\".split(separator: \",\")", "[\"a\", \"b\"]"),
        ("\",a,,b,\".components(separatedBy: \",\")", "[\"\", \"a\", \"\", \"b\", \"\"]"),
        ("\"a  b\".split(separator: \" \", omittingEmptySubsequences: true)", "[\"a\", \"b\"]"),
        ("\"a  b\".split(separator: \" \", omittingEmptySubsequences: false)", "[\"a\", \"\", \"b\"]"),
        ("Array(0..<3)", "[0, 1, 2]"),
        ("[Int]()", "[]"),
        ("[Int](repeating: 7, count: 2)", "[7, 7]"),
        ("[CGPoint](repeating: .zero, count: 2)", "[(0, 0), (0, 0)]"),
        ("[CGRect](repeating: .zero, count: 1)", "[(0, 0, 0, 0)]"),
        ("[[Int]](repeating: [], count: 2)", "[[], []]"),
        ("[String](\"ab\")", "[\"a\", \"b\"]"),
        ("[UIView]().count", "0"),
        ("\"a b c\".filter { $0 != \" \" }", "abc"),
        ("\"abc\".map { $0 + $0 }", "[\"aa\", \"bb\", \"cc\"]"),
        ("String(1205).compactMap { Int($0) }.reduce(0, +)", "8"),
        ("\"hello\".allSatisfy { $0 >= \"e\" }", "true"),
        ("\"cab\".sorted()", "[\"a\", \"b\", \"c\"]"),
        ("\"cab\".sorted(by: >)", "[\"c\", \"b\", \"a\"]"),
        ("\"abc\".reduce(\"\") { $1 + $0 }", "cba"),
        ("\"abc\".first(where: { $0 > \"a\" })", "b"),
        ("\"abc\".contains(where: { $0 == \"c\" })", "true"),
        ("\"abc\".contains(\"bc\")", "true"),
        ("\"cab\".min()", "a"),
        ("[\"b\", \"c\", \"a\"].max()", "c"),
        ("(5).description + [1, \"a\"].description + (1, 2).description + \"s\".description + true.description", "5[1, \"a\"](1, 2)strue"),
        ("(2.5).rounded(.down)", "2"),
        ("(-2.5).rounded(.towardZero)", "-2"),
        ("(2.5).rounded(.toNearestOrEven)", "2"),
        ("(2.1).rounded(.up)", "3"),
        ("(-2.5).rounded(.awayFromZero)", "-3"),
        ("[5, 6].enumerated().map { $0.offset * 10 + $0.element }", "[5, 16]"),
        ("zip([1, 2], [3, 4]).map { $0.0 * $0.1 }", "[3, 8]"),
        ("[[1, [2, 3]]][0].1", "[2, 3]"),
        ("(3, 4).0 + (3, 4).1", "7"),
        ("CGSize(width: 5, height: 6).1", "6"),
        ("Rect(1, 2, -3, 4).2", "-3"),
        ("[0, 1, 2, 3, 4][1..<3]", "[1, 2]"),
        ("[0, 1, 2, 3, 4][1...3]", "[1, 2, 3]"),
        ("[0, 1, 2, 3, 4][..<2]", "[0, 1]"),
        ("[0, 1, 2, 3, 4][...2]", "[0, 1, 2]"),
        ("[0, 1, 2, 3, 4][3...]", "[3, 4]"),
        ("[0, 1, 2][3...]", "[]"),
        ("[0, 1, 2][1..<1]", "[]"),
        ("Array([0, 1, 2][1...])[0]", "1"),
        ("[[1, 2], [3]][0][1...]", "[2]"),
        ("\"héllo\"[1..<3]", "él"),
        ("\"héllo\"[2...]", "llo"),
        ("Array(\"héy\")", "[\"h\", \"é\", \"y\"]"),
        ("String(describing: (1, 2))", "(1, 2)"),
        ("(-3).magnitude", "3"),
        ("-3.magnitude", "-3"),
        ("6.isMultiple(of: 3)", "true"),
        ("(7).isMultiple(of: 0)", "false"),
        ("(0).isMultiple(of: 0)", "true"),
    ])
    func membersGiveWhatSwiftGives(expression: String, printed: String) {
        Self.expect(expression, prints: printed)
    }

    static func expect(_ expression: String, prints printed: String) {
        let (output, error, _) = langRun("print(\(expression))")
        #expect(error == nil)
        #expect(output == printed + "\n")
    }

    /// Swift's `removeAll(where:)`: the elements for which the function is true removed, the
    /// others kept in order; a trailing closure goes to it; the list stays in its variable while
    /// the function runs (which may read it); a wrong comparison is located in the closure.
    @Test func removeAllWhereKeepsTheOthersInOrder() {
        let (output, error, _) = langRun("""
            var a = [1, 2, 3, 2, 4]
            a.removeAll { $0 == 2 }
            var b = [5, 6, 7]
            b.removeAll(where: { x in b.count == 3 && x > 5 })
            var views = [View(name: "a"), View(name: "b")]
            views.removeAll { $0.name == "a" }
            var none = []
            none.removeAll { $0 > 0 }
            print(a, b, views.count, views[0].name, none)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[1, 3, 4] [5] 1 b []\n")
        #expect(langFirstErrorLine("var d = [1, \"x\"]\nd.removeAll { $0 > 0 }") == "test.geo:2:15: error: cannot compare a String (\"x\") and a Number (0) with '>'")
    }

    /// Swift passes a tuple's parts to a closure of as many parameters (`zip(xs, ys).map { $0 +
    /// $1 }`, `xs.enumerated().map { i, x in … }`, `pairs.map { a, b in a * b }`); geo's tuples
    /// are lists, Points (two Numbers) and labelled tuples, each taken apart so for a callback of
    /// one argument. Anything else still gets the count error.
    @Test func aClosureOfTwoParametersTakesAPairApart() {
        let (tuples, tupleError, _) = langRun("""
            let pairs = [(1, 2), (3, 4)]
            let people: [(name: String, age: Int)] = [(name: "Ann", age: 31), (name: "Bo", age: 7)]
            print(pairs.map { a, b in a * b }, pairs.filter { x, y in y > 3 }.count)
            people.forEach { name, age in print(name, age) }
            print(people.map { n, a in n.count + a }, [("a", 1, true)].map { s, n, b in b ? s : "" })
            print(Optional(3) ?? 0, Optional(nil) ?? 5)
            """)
        #expect(tupleError == nil, "\(String(describing: tupleError))")
        #expect(tuples == "[2, 12] 1\nAnn 31\nBo 7\n[34, 9] [\"a\"]\n3 5\n")
        #expect(langFirstErrorLine("print([(1, 2)].map { a, b, c in a })") == "test.geo:1:20: error: the closure takes 3 arguments (a, b, c) but was given 1")
        let (output, error, _) = langRun("""
            let xs = [1, 2, 3]
            let ys = [10, 20, 30]
            print(zip(xs, ys).map { $0 + $1 }, xs.enumerated().map { i, x in i * x })
            print(zip(xs, ys).filter { a, b in a + b > 12 }, zip(xs, ys).first { $1 == 20 }!, [[1, 2]].contains { $0 < $1 })
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[11, 22, 33] [0, 2, 6]\n[[2, 20], [3, 30]] [2, 20] true\n")
        #expect(langFirstErrorLine("print([[1, 2, 3]].map { $0 + $1 })") == "test.geo:1:23: error: the closure takes 2 arguments ($0, $1) but was given 1")
        // A function whose second parameter has a default still gets the pair whole.
        #expect(langRun("func f(_ p, _ k = 10) { return [p, k] }\nprint([[1, 2]].map(f))").output == "[[[1, 2], 10]]\n")
    }

    @Test func zipTakesApartInAForLoop() {
        let (output, error, _) = langRun("var s = 0\nfor (x, y) in zip([1, 2, 3], [10, 20]) { s += x * y }\nprint(s)")
        #expect(error == nil)
        #expect(output == "50\n")
    }

    /// `for (a, b) in e` takes each element apart where it lies (path `forParts`): Points,
    /// Sizes, lists of as many, Rects by four names; a name a closure captures keeps each
    /// pass's value; `return` and `break` leave; an element that does not come apart, or a
    /// sequence that is not one, is the tuple's error at the same place as before.
    @Test func aTuplePatternTakesEachElementApart() {
        let program = """
            var s = 0
            for (x, y) in [(1, 2), Point(3, 4)] { s += x * y }
            for (w, h) in [Size(2, 5)] { s += w * h }
            for (a, _, c) in [[1, 100, 3]] { s += a + c }
            for (x, y, w, h) in [(1, 2, 3, 4)] { s += x + y + w + h }
            var fs = []
            for (a, b) in zip([1, 2], [10, 20]) { fs.append({ a + b }) }
            var t = 0
            for (x, y) in zip([1, 2, 3], [10, 20]) { t += x * y }
            for (x, _) in zip([[1, 2]], ["a"]) { t += x[1] }
                        func firstOver(ps, k) {
              for (x, y) in ps { if x > k { return y } }
              return nil
            }
            print(s, fs[0](), fs[1](), firstOver([(1, 5), (7, 8)], 3), t)
            """
        let (output, error, _) = langRun(program)
        #expect(error == nil)
        #expect(output == "38 11 22 8 52\n")
        for (source, line) in [
            ("for (a, b) in [[1, 2, 3]] { }", "test.geo:1:5: error: cannot take a List of 3 elements apart into 2 values"),
            ("for (a, b) in \"ab\" { }", "test.geo:1:5: error: cannot take a String (\"a\") apart into 2 values"),
            ("for (a, b) in 3 { }", "test.geo:1:15: error: cannot iterate over a Number (3)"),
            ("for (a, b) in zip([1], 2) { }", "test.geo:1:24: error: argument 2 of zip(_:_:) must be a List, String, Set or Dictionary, not a Number (2)"),
        ] {
            #expect(langFirstErrorLine(source) == line)
        }
    }

    /// A trailing closure is a predicate where the method has one: `firstIndex(of:)` and
    /// `contains(_:)` take any value, so the closure was compared as an element (nil, false).
    @Test(arguments: [
        ("[1, 2, 3].firstIndex { $0 > 1 }", "1"),
        ("[1, 2, 3].lastIndex { $0 < 3 }", "1"),
        ("[1, 2, 3].contains { $0 > 2 }", "true"),
        ("[1, 2, 3].contains(2)", "true"),
        ("[1, 2, 3].firstIndex(of: 3)", "2"),
    ])
    func aTrailingClosureGoesToThePredicate(expression: String, printed: String) {
        Self.expect(expression, prints: printed)
    }

    @Test(arguments: [
        ("let xs = [1, 2]\nprint(xs.prefix(-1))", "test.geo:2:17: error: the count of prefix(_:) must be a whole number, 0 or more (it is -1)"),
        ("let s = \"ab\"\nprint(s.dropFirst(1.5))", "test.geo:2:19: error: the count of dropFirst(_:) must be a whole number, 0 or more (it is 1.5)"),
        ("print([1, 2].flatMap { $0 })", "test.geo:1:7: error: flatMap's function returned a Number (1) for element 0, not a sequence: use map, or compactMap to leave out nils"),
        ("print([5].map { $0.offset })", "test.geo:1:20: error: no member 'offset' on Number"),
        ("print([[1, 2, 3]].map { $0.element })", "test.geo:1:25: error: no part 'element' on a List of 3 elements: 'element' is a part of an enumerated() pair [index, element]"),
        ("print(\"ab\".map(5))", "test.geo:1:16: error: argument 1 of map(_:) must be a Function, not a Number (5)"),
        ("print([\"a\", 1].min())", "test.geo:1:7: error: min() compares strings with strings: element 1 is a Number (1)"),
        ("print((2.5).rounded(.sideways))", "test.geo:1:21: error: no rounding rule '.sideways': write .down, .up, .towardZero, .awayFromZero, .toNearestOrAwayFromZero or .toNearestOrEven"),
        ("let pair = [1]\nprint(pair.1)", "test.geo:2:7: error: no part '.1' on a List of 1 element: a tuple part .1 reads element 1 (xs[1])"),
        ("let p = (1, 2)\nprint(p.0.1)", "test.geo:2:11: error: no member '1' on Number"),
        ("print(Array(3))", "test.geo:1:13: error: argument 1 of Array(_:) must be a List or String, not a Number (3)"),
        ("print([Int](repeating: 0, count: -1))", "test.geo:1:7: error: the count of Array(repeating:count:) must be a whole number, 0 or more (it is -1)"),
        ("let xs = [1, 2, 3]\nprint(xs[2..<5])", "test.geo:2:7: error: the range 2..<5 is out of range: the list has 3 elements (valid bounds 0...3)"),
        ("let xs = [1, 2, 3]\nprint(xs[2...1])", "test.geo:2:7: error: the range 2...1 runs backward: its lower bound must not be above its upper bound"),
        ("let xs = [1, 2, 3]\nprint(xs[-1...])", "test.geo:2:7: error: the range -1... is out of range: the list has 3 elements (valid bounds 0...3)"),
        ("let xs = [1, 2, 3]\nprint(xs[0.5..<2])", "test.geo:2:7: error: a range's bound must be a whole number (it is 0.5)"),
        ("let xs = [1, 2, 3]\nprint(xs[\"a\"...])", "test.geo:2:7: error: a range's bound must be a Number, not a String (\"a\")"),
        ("let s = \"ab\"\nprint(s[1...2])", "test.geo:2:7: error: the range 1...2 is out of range: the string has 2 characters (valid bounds 0...2)"),
        ("let n = 5\nprint(n[0..<1])", "test.geo:2:9: error: cannot take a range of a Number (5); only lists and strings have ranges of elements"),
        ("var xs = [1, 2]\nxs[0..<1] += [3]", "test.geo:2:11: error: a range of elements is assigned with '=' only"),
        ("var xs = [1, 2]\nxs[0...2] = [3]", "test.geo:2:1: error: the range 0...2 is out of range: the list has 2 elements (valid bounds 0...2)"),
        ("let x = 1\nprint([x](1))", "test.geo:2:10: error: expected ',' or ')' in the argument list, found '('"),
        ("print(zip([1], 2))", "test.geo:1:16: error: argument 2 of zip(_:_:) must be a List, String, Set or Dictionary, not a Number (2)"),
    ])
    func aWrongArgumentIsALocatedError(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }

    /// A string's characters are read by index (geo's String.Index is a Number), never
    /// assigned: Swift's subscript is get-only, and the error says what to write.
    @Test func aStringsCharactersAreReadByIndexNeverAssigned() {
        #expect(langRun("let s = \"abc\"\nprint(s[0], s[2], Array(s)[1], s[1...1])").output == "a c b b\n")
        let (_, error, _) = langRun("var s = \"abc\"\ns[0] = \"x\"")
        let text = error?.description ?? ""
        #expect(text.contains("cannot index a String (\"abc\"); only lists and dictionaries have elements"), "\(text)")
        #expect(text.contains("note: a string's characters are read, not assigned"), "\(text)")
    }

    /// Swift's String.Index code runs as written: indices are Numbers counted in characters
    /// (startIndex 0, endIndex count), moved by index(after:), index(before:) and
    /// index(_:offsetBy:) within 0...count, read by s[i] and the range subscripts, and used by
    /// remove(at:) and insert(_:at:) — on text that is not ASCII too (a character is a grapheme).
    @Test(arguments: [
        ("let s = \"hello\"\nprint(s[s.index(s.startIndex, offsetBy: 1)], s[s.index(before: s.endIndex)])", "e o"),
        ("let s = \"hello\"\nvar i = s.startIndex\nvar out = \"\"\nwhile i < s.endIndex {\n    out = String(s[i]) + out\n    i = s.index(after: i)\n}\nprint(out)", "olleh"),
        ("let s = \"hello world\"\nlet sp = s.firstIndex(of: \" \")!\nprint(s[..<sp], s[s.index(after: sp)...], s[s.startIndex..<sp].count)", "hello world 5"),
        ("let s = \"abcdef\"\nlet a = s.index(s.startIndex, offsetBy: 1), b = s.index(s.endIndex, offsetBy: -2)\nprint(String(s[a..<b]), s.distance(from: a, to: b), s.distance(from: b, to: a))", "bcd 3 -3"),
        ("let s = \"abc\"\nprint(s.index(s.startIndex, offsetBy: 5, limitedBy: s.endIndex) == nil, s.index(s.startIndex, offsetBy: 3, limitedBy: s.endIndex)!)", "true 3"),
        ("let s = \"abc\"\nprint(s.index(s.endIndex, offsetBy: -4, limitedBy: s.startIndex) ?? -1, s.index(0, offsetBy: 2, limitedBy: 1) ?? -1, s.index(2, offsetBy: 1, limitedBy: 0)!)", "-1 -1 3"),
        ("var s = \"hello\"\nlet c = s.remove(at: s.startIndex)\ns.insert(\"J\", at: s.startIndex)\ns.insert(contentsOf: \"!!\", at: s.endIndex)\nprint(c, s)", "h Jello!!"),
        ("let s = \"héllo 👋🏽 e\\u{301}\"\nprint(s[s.index(s.startIndex, offsetBy: 1)], s[6], s[8], s.endIndex, s.indices.count)", "é 👋🏽 é 9 9"),
        ("let s = \"ab\"\nprint(s.indices, s.startIndex, s.endIndex, \"\".startIndex == \"\".endIndex)", "[0, 1] 0 2 true"),
        // ASCII text read a byte a character, and where it is not: a CR LF pair is one
        // character, a combining mark joins the letter before it.
        ("let s = \"ab\\r\\ncd e\\u{301}f\"\nvar i = s.startIndex\nvar out: [String] = []\nwhile i < s.endIndex {\n    out.append(s[i] == \"\\r\\n\" ? \"CRLF\" : String(s[i]))\n    i = s.index(after: i)\n}\nprint(out, s[1], s[3], s.count)", "[\"a\", \"b\", \"CRLF\", \"c\", \"d\", \" \", \"é\", \"f\"] b c 8"),
        // A range held in a variable (a list of its numbers in geo) reads a slice.
        ("let s = \"hello\"\nlet r = 1..<4\nlet e = 2..<2\nprint(s[r], [1, 2, 3, 4, 5][r], s[e] == \"\", [7][0..<0])", "ell [2, 3, 4] true []"),
        // One-sided ranges (and whole ones) as the range changes' argument.
        ("var s = \"hello#frag\"\nlet h = s.firstIndex(of: \"#\")!\nvar t = s\nt.removeSubrange(h...)\nvar u = s\nu.replaceSubrange(..<h, with: \"HI\")\nprint(t, u, s.replacingCharacters(in: h..., with: \"\"), s.replacingCharacters(in: ..<2, with: \"J\"), s.replacingCharacters(in: 1..<3, with: \"-\"), s.replacingCharacters(in: 2...2, with: \"L\"))\nvar xs = [1, 2, 3, 4]\nxs.removeSubrange(2...)\nxs.replaceSubrange(...0, with: [9, 9])\nprint(xs)", "hello HI#frag hello Jllo#frag h-lo#frag heLlo#frag\n[9, 9, 2]"),
        // zip with a one-sided range: the elements numbered from its start.
        ("let names = [\"ann\", \"bob\"]\nfor (i, n) in zip(1..., names) { print(i, n) }\nprint(zip(names, 0...), zip(\"xy\", [1, 2]))", "1 ann\n2 bob\n[[\"ann\", 0], [\"bob\", 1]] [[\"x\", 1], [\"y\", 2]]"),
        // range(of:) is an Optional: its map is Optional's (the record's, not a dictionary's
        // entries').
        ("let s = \"key=value\"\nprint(s.range(of: \"=\").map { $0.lowerBound } ?? -1, s.range(of: \"#\").map { $0.upperBound } ?? -1, s.range(of: \"val\").map { s[$0.upperBound...] }!)", "3 -1 ue"),
        // range(of:): a labelled tuple of two indices, which the subscript and the range
        // changes take.
        ("let s = \"key=value\"\nif let r = s.range(of: \"=\") { print(s[..<r.lowerBound], s[r.upperBound...], s[r], r.upperBound) }\nprint(s.range(of: \"zz\") == nil, s.range(of: \"\") == nil)", "key value = 4\ntrue true"),
        ("var s = \"héllo wörld\"\nprint(s.replacingCharacters(in: s.range(of: \"wö\")!, with: \"W\"))\ns.removeSubrange(s.range(of: \"é\")!)\ns.replaceSubrange(s.range(of: \"h\")!, with: \"J\")\nprint(s)", "héllo Wrld\nJllo wörld"),
    ])
    func stringIndexCodeRunsAsWritten(source: String, expected: String) {
        let (output, error, _) = langRun(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == expected + "\n")
    }

    /// An index out of a string's bounds is an error at the place Swift traps, with the
    /// string's count and the valid indices.
    @Test(arguments: [
        ("let s = \"abc\"\nprint(s[3])", "test.geo:2:9: error: s[i]: string index 3 is out of bounds: the string has 3 characters (valid indices 0..<3)"),
        ("let s = \"abc\"\nprint(s[1.5])", "test.geo:2:9: error: s[i]'s index must be a whole Number, not 1.5"),
        ("let s = \"abc\"\nprint(s.index(after: s.endIndex))", "test.geo:2:7: error: index(after:): string index 3 is out of bounds: the string has 3 characters (valid indices 0..<3)"),
        ("let s = \"abc\"\nprint(s.index(before: s.startIndex))", "test.geo:2:7: error: index(before:) of the start index 0: there is no character before it"),
        ("let s = \"abc\"\nprint(s.index(s.startIndex, offsetBy: 4))", "test.geo:2:7: error: index(_:offsetBy:) to 4, outside the string's 0...3 (3 characters)"),
        ("var s = \"\"\ns.remove(at: s.startIndex)", "test.geo:2:1: error: remove(at:): string index 0 is out of bounds: the string has 0 characters (valid indices 0..<0)"),
        ("var s = \"abc\"\ns.insert(\"xy\", at: 0)", "test.geo:2:1: error: insert(_:at:) takes one character, not a String (\"xy\")"),
        ("let s = \"abc\"\nprint(s.formIndex(after: 0))", "test.geo:2:9: error: no member 'formIndex' on String: geo has no inout parameters"),
        ("let s = \"abc\"\nprint(s[(lowerBound: 2, upperBound: 1)])", "test.geo:2:9: error: s[r]: the range 2..<1 runs backward"),
        ("let xs = [1, 2, 3]\nlet r = 1...3\nprint(xs[r])", "test.geo:3:10: error: the range 1..<4 is out of bounds: there are 3 (valid indices 0..<3)"),
        ("let xs = [1, 2, 3]\nprint(xs[[0, 2]])", "test.geo:2:10: error: a list as an index must be a range, its whole numbers one after another (a..<b), not a List of 2 elements"),
        ("var s = \"abc\"\ns.removeSubrange((lowerBound: 0, upperBound: 4))", "test.geo:2:1: error: removeSubrange(_:): string index 4 is out of bounds: the string has 3 characters (valid indices 0...3)"),
    ])
    func aStringIndexOutOfBoundsIsALocatedError(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }

    /// Swift's `reduce(0, +)` and `sorted(by: <)`: an operator as a call's argument is the
    /// closure `{ $0 op $1 }`, so it gives what the closure gives, and a wrong value is the
    /// operator's error at the operator. Anywhere else an operator is not a value.
    @Test(arguments: [
        ("[1, 2, 3].reduce(0, +)", "6"),
        ("[2, 3, 4].reduce(1, *)", "24"),
        ("[(1, 2), (3, 4)].reduce((0, 0), +)", "(4, 6)"),
        ("[3, 1, 2].sorted(by: <)", "[1, 2, 3]"),
        ("[\"b\", \"c\", \"a\"].sorted(by: >)", "[\"c\", \"b\", \"a\"]"),
        ("[5, 7].reduce(100, -)", "88"),
        ("zip([1, 2], [3, 4]).map { $0[0] * $0[1] }.reduce(0, +)", "11"),
        ("[[1, 2], [3]].reduce([], +)", "[1, 2, 3]"),
    ])
    func anOperatorArgumentIsItsFunction(expression: String, printed: String) {
        Self.expect(expression, prints: printed)
    }

    @Test func anOperatorFunctionTakesTwoArgumentsAndIsAValueNowhereElse() {
        let (output, error, _) = langRun("func apply(f, a, b) { return f(a, b) }\nprint(apply(%, 7, 4), apply(==, 1, 1), apply(<=, 2, 1))")
        #expect(error == nil)
        #expect(output == "3 true false\n")
        for (source, line) in [
            ("print([\"a\", 1].reduce(0, +))", "test.geo:1:26: error: cannot apply '+' to a Number (0) and a String (\"a\")"),
            ("print([1, 2].map(*))", "test.geo:1:18: error: the closure takes 2 arguments ($0, $1) but was given 1"),
            ("let f = <", "test.geo:1:9: error: expected an expression, found '<'"),
            ("print(1 + +)", "test.geo:1:11: error: an operator is a function only as a call's argument: write a closure, { $0 + $1 }"),
        ] {
            #expect(langFirstErrorLine(source) == line)
        }
    }

    /// Found by a probe of ordinary Swift programs (each compiled with swiftc, its output what
    /// geo must print): Swift's spellings that geo refused or read otherwise.
    @Test func ordinarySwiftSpellings() {
        let (output, error, _) = langRun("""
            @discardableResult
            func bump(_ n: Int) -> Int { n + 1 }
            @objc
            @available(iOS 13, *)
            func quiet() {}
            func largest<T: Comparable>(_ xs: [T]) -> T? {
                var best: T? = nil
                for x in xs where best == nil || x > best! { best = x }
                return best
            }
            func same<T>(_ a: T, _ b: T) -> Bool where T: Equatable { a == b }
            func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
            bump(1)
            quiet()
            let x: Double? = 2
            let none: Int? = nil
            func parse(_ s: String) -> Int? { Int(s) }
            var p = (1, 2)
            p.1 = 5
            p.0 += 1
            var runs = [(1, 3), (5, 8)]
            runs[runs.count - 1].1 = max(runs[runs.count - 1].1, 10)
            var r = (0, 0, 10, 20)
            r.2 = 4
            var xs: [Int] = []
            xs.reserveCapacity(8)
            xs.append(1)
            print(largest([3, 9, 2])!, same("a", "a"), compose({ $0 + 1 }, { $0 * 2 })(3))
            print(x.map { $0 * 2 } ?? -1, none.map { $0 + 1 } ?? -1, parse("12").flatMap { $0 > 10 ? $0 : nil } ?? 0, parse("x").map { $0 })
            print(p, runs, r, xs)
            print(zip("ab", [1, 2, 3]), zip(Set([5]), ["x"]), zip(["k": 1], [0]))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            9 true 8
            4 -1 12 nil
            (2, 5) [(1, 3), (5, 10)] (0, 0, 4, 20) [1]
            [["a", 1], ["b", 2]] [[5, "x"]] [[["k", 1], 0]]

            """, "\(output)")
        #expect(langFirstErrorLine("func f<T(_ x: T) {}") == "test.geo:1:7: error: expected '>' to close the generic parameters")
        #expect(langFirstErrorLine("func f<T>(_ x: T) where {\n}") == "test.geo:1:25: error: expected a requirement after 'where', found '{'")
        // Swift's sized integers and Unicode scalars, as cipher code uses them.
        let (bytes, bytesError, _) = langRun("""
            print(UInt8(65), Int64(3.9), Int32(-7.5), UInt8("200"), UInt8("300"), Int8("-5"))
            print(Character(UnicodeScalar(65)), UnicodeScalar(0xD800), UnicodeScalar(1.5), UnicodeScalar(97 + 2)!)
            print("abc".map { String(UnicodeScalar(Int($0.asciiValue!) + 1)!) }.joined())
            """)
        #expect(bytesError == nil, "\(String(describing: bytesError))")
        #expect(bytes == "65 3 -7 200 nil -5\nA nil nil c\nbcd\n", "\(bytes)")
        #expect(langFirstErrorLine("let n = 300\nprint(UInt8(n))") == "test.geo:2:7: error: UInt8(300) is out of UInt8's range 0...255, which Swift traps")
    }
}
