import Testing
@testable import GeoScript

/// A long string's characters are found through its table (`CharacterTables`): Swift's index
/// code over it — `s[i]`, `index(after:)`, `endIndex`, `count`, `s[a..<b]`, `prefix` … — is
/// linear, and gives exactly what walking the characters gives (what Swift gives).
@Suite struct CharacterTableTests {
    /// Long texts (over `CharacterTable.minimumBytes`): ASCII (a byte a character, no offsets
    /// kept), ASCII with CR LF (two bytes one character), and combining marks, flags, ZWJ
    /// families, skin tones, Hangul jamo, Devanagari.
    static let texts = [
        String(repeating: "plain ascii text, ", count: 4),
        String(repeating: "line\r\nx\r", count: 6) + "\n",
        "héllo wörld 👨‍👩‍👧 🇫🇷🇩🇪 e\u{301} crlf\r\n end 👋🏽 \u{1100}\u{1161}\u{11A8} नमस्ते zalgo z\u{335}\u{31B}a\u{360}",
        String(repeating: "é", count: 40),
    ]

    /// A geo literal of `text`: each scalar written \u{…}.
    static func literal(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    @Test(arguments: texts) func indexingIsSwifts(_ text: String) {
        #expect(text.utf8.count >= CharacterTable.minimumBytes)
        let chars = Array(text)
        let n = chars.count
        var source = "let s = \(Self.literal(text))\n"
        source += "var i = s.startIndex\nvar out: [String] = []\nwhile i < s.endIndex { out.append(s[i]); i = s.index(after: i) }\n"
        source += "print(out.joined(separator: \"|\"))\nprint(s.count, s.endIndex, s.indices.count)\n"
        var expected = chars.map(String.init).joined(separator: "|") + "\n\(n) \(n) \(n)\n"
        for (a, b) in [(0, n), (1, 5), (n / 2, n), (n - 1, n), (3, 3)] {
            source += "print(s[\(a)..<\(b)] + \"|\" + s.prefix(\(b)) + \"|\" + s.dropFirst(\(a)) + \"|\" + s[s.index(s.startIndex, offsetBy: \(a))...])\n"
            expected += String(chars[a..<b]) + "|" + String(chars[..<b]) + "|" + String(chars[a...]) + "|" + String(chars[a...]) + "\n"
        }
        source += "let r = 2..<7\nprint(s[r], s.index(s.endIndex, offsetBy: -2), s.distance(from: 1, to: s.endIndex))\n"
        expected += String(chars[2..<7]) + " \(n - 2) \(n - 1)\n"
        let (output, error, _) = langRun(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == expected)
    }

    /// Past the end is the error it always was, with the string's count.
    @Test func outOfBoundsIsStillAnError() {
        let (_, error, _) = langRun("let s = \(Self.literal(Self.texts[3]))\nprint(s[40])\n")
        #expect(error?.description.contains("string index 40 is out of bounds: the string has 40 characters") == true)
    }

    /// A string changed after it was indexed is read as it is now: the table held the old
    /// storage, so the change copied it (in place: `+=`, `append`; by a method: `remove(at:)`,
    /// `insert`), and the new string's bytes are another table's key.
    @Test func aChangedStringIsReadAsItIsNow() {
        let source = """
            var s = \(Self.literal(String(repeating: "é", count: 40)))
            print(s[39], s.count)
            s += "x"
            print(s[40], s.count)
            s.append("ü")
            print(s[41], s.endIndex)
            _ = s.remove(at: 0)
            print(s[40], s.count)
            s.insert("a", at: 0)
            print(s[0], s[41], s.count)
            var t = s
            t += "z"
            print(s.count, t.count, t[s.count])
            """
        let (output, error, _) = langRun(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "é 40\nx 41\nü 42\nü 41\na ü 42\n42 43 z\n")
    }

    /// Two long strings read by turns each keep their table; a third takes the place of the
    /// one read longest ago. Every answer is the string's own.
    @Test func threeStringsByTurns() {
        let a = String(repeating: "abcdefgh", count: 8), b = String(repeating: "é", count: 64), c = String(repeating: "🇫🇷", count: 64)
        var source = "let a = \(Self.literal(a)), b = \(Self.literal(b)), c = \(Self.literal(c))\nvar out = \"\"\n"
        source += "for k in 0..<64 { out += a[k] + b[k] + c[k] + b[63 - k] }\nprint(out.count, out.hasPrefix(\"aé🇫🇷é\"), out.hasSuffix(\"hé🇫🇷é\"))\n"
        let (output, error, _) = langRun(source)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "256 true true\n")
    }

    /// The path: the first lookup of a long string makes its table, the next find it (an
    /// index loop over a string makes one table, not one a step); short strings get none;
    /// `clear` (the end of a run) lets them go.
    @Test func aTableIsMadeOnceAndDropped() {
        CharacterTables.clear()
        let before = CharacterTables.madeOnThisThread
        let long = String(repeating: "héllo ", count: 10), other = String(repeating: "x", count: 40)
        let first = CharacterTables.table(long)
        #expect(first?.count == 60)
        #expect(first?.starts.count == 61)
        for _ in 0..<10 { _ = CharacterTables.table(long); _ = CharacterTables.table(other) }
        #expect(CharacterTables.table(other)?.starts.isEmpty == true)   // ASCII: no offsets
        #expect(CharacterTables.madeOnThisThread == before + 2)
        #expect(CharacterTables.table("short é") == nil)
        CharacterTables.clear()
        _ = CharacterTables.table(long)
        #expect(CharacterTables.madeOnThisThread == before + 3)
        CharacterTables.clear()
    }

    /// A string that grows in place (`s += t`, `Operators.append`) is let go by its table
    /// first: held by a table too, it would be copied whole at every append after an index
    /// read. Its bytes stay where they were (room reserved).
    @Test func aStringGrowsInPlaceAfterAnIndexRead() throws {
        CharacterTables.clear()
        func address(_ s: String) -> UnsafeRawPointer? {
            s.utf8.withContiguousStorageIfAvailable { $0.baseAddress.map(UnsafeRawPointer.init) } ?? nil
        }
        var place = Value.string({ var s = String(repeating: "é", count: 40); s.reserveCapacity(400); return s }())
        guard case .string(let text) = place else { return }
        let before = address(text)
        #expect(CharacterTables.table(text)?.count == 40)
        _ = consume text
        try Operators.append("x", to: &place, RuntimeContext())
        guard case .string(let grown) = place else { return }
        #expect(address(grown) == before)
        #expect(CharacterTables.existingTable(grown) == nil)
        #expect(CharacterTables.table(grown)?.count == 41)
        CharacterTables.clear()
    }

    /// `s.count` reads a table an index loop made, and makes none.
    @Test func countMakesNoTable() {
        CharacterTables.clear()
        let before = CharacterTables.madeOnThisThread
        let s = String(repeating: "é", count: 40)
        #expect(s.countedCharacters == 40)
        #expect(CharacterTables.madeOnThisThread == before)
        _ = CharacterTables.table(s)
        #expect(s.countedCharacters == 40)
        #expect(CharacterTables.madeOnThisThread == before + 1)
        CharacterTables.clear()
    }
}
