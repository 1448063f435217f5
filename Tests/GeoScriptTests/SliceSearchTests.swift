import Testing
@testable import GeoScript

/// `s[i...].firstIndex(of:)`, `firstIndex(where:)`, `range(of:)` and `xs[k...].firstIndex(of:)`
/// written in place search the base from the start, the slice not made (`SliceSearch`), and
/// give the base's indices as Swift's Substring and ArraySlice do; the searches of a whole
/// string give what walking its characters gives.
@Suite struct SliceSearchTests {
    /// ASCII, ASCII with CR LF, combining marks next to the searched characters, flags and
    /// families; short and long (a long one is searched through its character table).
    static let texts = [
        "a,b,,c",
        String(repeating: "field,", count: 12) + "end",
        "he\u{301},llo,\r\n,x\r\n,e,e\u{301}e,👨‍👩‍👧,🇫🇷,,tail" + String(repeating: " pad", count: 10),
        String(repeating: "é,", count: 30),
        ",",
        "",
    ]

    static func output(_ source: String) -> String {
        let (output, error, _) = langRun(source)
        if let error { return "error: \(error)" }
        return output
    }

    /// The fields loop gives Swift's fields and indices (Swift's answers made here by Swift's
    /// own walk of the characters).
    @Test(arguments: texts) func fieldsLoopIsSwifts(_ text: String) {
        let source = """
            let s = \(CharacterTableTests.literal(text))
            var i = s.startIndex
            var out: [String] = []
            while let c = s[i...].firstIndex(of: ",") { out.append(String(s[i..<c]) + "@\\(c)"); i = s.index(after: c) }
            out.append(String(s[i...]))
            var j = 0
            while let r = s[j...].range(of: ",e") { out.append("r\\(r.lowerBound)-\\(r.upperBound)"); j = r.upperBound }
            var k = 0
            while let c = s[k...].firstIndex(where: { $0 == "e" || $0 == "\\r\\n" }) { out.append("w\\(c)"); k = c + 1 }
            print(out.joined(separator: "|"))
            """
        let chars = Array(text)
        var expected: [String] = [], start = 0
        for (n, c) in chars.enumerated() where c == "," {
            expected.append(String(chars[start..<n]) + "@\(n)")
            start = n + 1
        }
        expected.append(String(chars[start...]))
        let needle = Array(",e")
        var j = 0
        while let r = (j..<max(j, chars.count - 1)).first(where: { Array(chars[$0..<($0 + 2)]) == needle }) {
            expected.append("r\(r)-\(r + 2)")
            j = r + 2
        }
        expected += chars.indices.filter { chars[$0] == "e" || chars[$0] == "\r\n" }.map { "w\($0)" }
        #expect(Self.output(source) == expected.joined(separator: "|") + "\n")
    }

    /// A whole string's `firstIndex(of:)` and `range(of:)` compare whole characters: an `e`
    /// with a combining mark is not an `e`, a CR of a CR LF is not a CR.
    @Test func wholeStringSearchesCompareCharacters() {
        let source = #"""
            let s = "ae\u{301}x e\r\nb" + String(repeating: ".", count: 40)
            print(s.firstIndex(of: "e"), s.firstIndex(of: "é"), s.range(of: "ae"), s.range(of: "e\r"), s.range(of: "e\r\n"), s.range(of: "\r"))
            print(s[2...].range(of: "x e"), s.range(of: ""), "ab".range(of: "abc"), s.firstIndex(of: "xy"), s[40...].firstIndex(of: "."))
            """#
        #expect(Self.output(source) == "4 1 nil nil (lowerBound: 4, upperBound: 6) nil\n(lowerBound: 2, upperBound: 5) nil nil nil 40\n")
    }

    /// A list's search from k gives the list's index (two-sum's `nums[(i + 1)...]`).
    @Test func listSearchFromAnIndex() {
        let source = """
            let xs = [3, 1, 4, 1, 5, 9, 2, 6]
            var pairs: [String] = []
            for i in 0..<xs.count { if let j = xs[(i + 1)...].firstIndex(of: 10 - xs[i]) { pairs.append("\\(i)+\\(j)") } }
            print(pairs, xs[2...].firstIndex { $0 > 4 }, xs[8...].firstIndex(of: 1), ["a", 1, "b"][1...].firstIndex(of: "b"))
            """
        #expect(Self.output(source) == "[\"1+5\", \"2+7\", \"3+5\"] 4 nil 2\n")
    }

    /// Foundation's `range(of:range:)` (and with `options:`) searches `s[a..<b]`, its indices
    /// the base's (swiftc's output).
    @Test func rangeOfWithinARange() {
        let source = """
            let line = "id=1, id=2; xid=3"
            var from = line.startIndex
            var found: [Int] = []
            while let r = line.range(of: "id", range: from..<line.endIndex) {
                found.append(line.distance(from: line.startIndex, to: r.lowerBound))
                from = r.upperBound
            }
            let s = "Hello hello HELLO"
            let r = s.range(of: "hello", options: .caseInsensitive, range: s.index(s.startIndex, offsetBy: 1)..<s.endIndex)
            print(found, r!.lowerBound, line.range(of: "id", range: 0...1)!.upperBound, line.range(of: "x", range: 0..<5) == nil)
            """
        #expect(Self.output(source) == "[0, 6, 13] 6 2 true\n")
    }

    /// A start out of range or not whole is the subscript's error, at the subscript.
    @Test(arguments: [
        ("let s = \"abc\"\nprint(s[4...].firstIndex(of: \"a\"))",
         "test.geo:2:7: error: the range 4... is out of range: the string has 3 characters (valid bounds 0...3)"),
        ("let xs = [1]\nprint(xs[-1...].firstIndex(where: { $0 > 0 }))",
         "test.geo:2:7: error: the range -1... is out of range: the list has 1 element (valid bounds 0...1)"),
        ("let s = \"abc\"\nprint(s[0.5...].range(of: \"b\"))", "test.geo:2:7: error: a range's bound must be a whole number (it is 0.5)"),
        // A wrong argument names the method written, not the search it became.
        ("let s = \"abc\"\nprint(s[0...].range(of: 3))", "test.geo:2:25: error: argument 'of:' of range(of:) must be a String, not a Number (3)"),
        ("print([1, 2][0...].range(of: \"a\"))", "test.geo:1:7: error: no member 'range' on List"),
        ("print(5[1...].firstIndex(of: 5))",
         "test.geo:1:7: error: cannot take a range of a Number (5); only lists and strings have ranges of elements"),
    ])
    func aBadStartIsTheSubscriptsError(source: String, message: String) {
        #expect(Self.output(source).hasPrefix("error: " + message))
    }

    /// The path: these shapes parse to the searches from an index, no slice made; `lastIndex`
    /// and a range with an upper bound still take the slice and move its index.
    @Test(arguments: [
        ("s[i...].firstIndex(of: \",\")", "Slice.firstIndex", true),
        ("s[i...].firstIndex { $0 == \",\" }", "Slice.firstIndex", true),
        ("s[i...].firstIndex(where: { $0 == \",\" })", "Slice.firstIndex", true),
        ("s[(i + 1)...].range(of: \"ab\")", "Slice.range", true),
        ("s[i...].lastIndex(of: \",\")", "Slice.offset", false),
        ("s[i..<j].firstIndex(of: \",\")", "Slice.offset", false),
    ])
    func searchesFromAnIndexMakeNoSlice(expression: String, call: String, searched: Bool) {
        let (statements, errors) = Parser.parse(SourceFile(name: "t", bytes: Array("let s = \"a\"\nlet i = 0\nlet j = 1\nprint(\(expression))".utf8)))
        #expect(errors.isEmpty)
        let names = Self.names(in: statements)
        #expect(names.contains(call))
        #expect(names.contains("subscript") == !searched)
    }

    /// The names a syntax tree reads and the members it takes, found by reflection.
    static func names(in tree: Any) -> Set<String> {
        var found: Set<String> = []
        func walk(_ x: Any) {
            if let ref = x as? NameRef { found.insert(ref.name); return }
            let mirror = Mirror(reflecting: x)
            for child in mirror.children where child.label == "member" {
                for case let name as String in Mirror(reflecting: child.value).children.map(\.value) { found.insert(name) }
            }
            for child in mirror.children { walk(child.value) }
        }
        walk(tree)
        return found
    }
}
