/// Searches that start at an index, without making the slice: Swift's
/// `s[i...].firstIndex(of: ",")`, `s[i...].firstIndex(where:)`, `s[i...].range(of: t)` and a
/// list's `xs[(i + 1)...].firstIndex(of: t)`.
///
/// Swift's Substring and ArraySlice are views of their base, so a loop such as
/// `while let c = s[i...].firstIndex(of: ",") { …; i = s.index(after: c) }` costs the distance
/// to each comma. geo's slice is a new value, so the same loop copied the rest of the string at
/// each step (400,000 fields: 11.9 s). The parser writes these searches as calls of the base,
/// the start and the search (`Parser.sliceIndexed`): the start is checked as the subscript
/// checks it (`Slice.start`, its errors the subscript's) and the base searched from there; the
/// index found is the base's, as Swift's.
///
/// A string is searched from its character's UTF-8 offset (`CharacterTables`), one byte a
/// character while the text is ASCII (`asciiScan`), else character by character — so a search
/// costs the characters it passes, here and on a whole string (`s.firstIndex(of:)`,
/// `s.range(of:)`).
enum SliceSearch {
    /// The searches' names' prefix (`Slice.firstIndex`): an error names the method written.
    static let prefix = "Slice."

    static var builtins: [Builtin] {
        let bounds = ValueDictionary.RecordShape(labels: ["lowerBound", "upperBound"])
        return [
            .function("Slice.start", [.arg("base", .any), .arg("start", .any)],
                      doc: "The start of xs[a...] written in place, checked as the subscript checks it (Parser.sliceIndexed).",
                      .f2 { base, a, _ in .number(Double(try start(of: base, a))) }),
            .function("Slice.firstIndex", [.arg("base", .any), .arg("start", .number), .label("of", .any)],
                      doc: "xs[a...].firstIndex(of: x) written in place: the base's index of the first element == x at or after a, or nil (Parser.sliceIndexed).",
                      .f3 { base, a, x, _ in
                          let k = try start(of: base, a)
                          if case .list(let items) = base { return index(items.position(of: x, from: k)) }
                          let text = try base.string()
                          guard case .string(let wanted) = x else { return .nil }
                          return index(try firstCharacter(in: text, from: k) { $0 == wanted })
                      }),
            .function("Slice.firstIndex", [.arg("base", .any), .arg("start", .number), .label("where", .function)],
                      doc: "xs[a...].firstIndex(where: f) written in place: the base's index of the first element at or after a for which f is true, or nil (Parser.sliceIndexed).",
                      .f3 { base, a, f, ctx in
                          let k = try start(of: base, a)
                          let predicate = ctx.callback(try f.function(), arity: 1)
                          return try predicate.testing { tester in
                              if case .list(let items) = base { return index(try items[k...].firstIndex { try tester.test($0) }) }
                              return index(try firstCharacter(in: try base.string(), from: k) { try tester.test(.string($0)) })
                          }
                      }),
            .function("Slice.range", [.arg("base", .any), .arg("start", .number), .label("of", .string)],
                      doc: "s[a...].range(of: t) written in place: the base's (lowerBound:, upperBound:) of the first occurrence at or after a, or nil (Parser.sliceIndexed).",
                      .f3 { base, a, t, _ in
                          let k = try start(of: base, a)
                          guard case .string(let text) = base else { throw RuntimeError("no member 'range' on \(base.typeName)") }
                          return record(try firstRange(of: try t.string(), in: text, from: k), bounds)
                      }),
        ]
    }

    /// `xs[a...]`'s start `a`, checked as the range subscript checks it (a whole number within
    /// `0...count`), its errors the subscript's.
    static func start(of base: Value, _ a: Value) throws -> Int {
        let count: Int
        switch base {
        case .list(let items): count = items.count
        case .string(let text): count = CharacterTables.table(text)?.count ?? text.count
        default: throw RuntimeError(Registry.foreignMember("subscript", on: base) ?? "")
        }
        let range = SwiftCollectionsLibrary.Subrange(kind: base.kind, through: false, op: "...")
        return try range.of(try range.bound(a), nil, count: count).lowerBound
    }

    static func index(_ k: Int?) -> Value { k.map { .number(Double($0)) } ?? .nil }

    /// A character range as `range(of:)` gives it: `(lowerBound:, upperBound:)`, or nil.
    static func record(_ r: Range<Int>?, _ bounds: ValueDictionary.RecordShape) -> Value {
        guard let r else { return .nil }
        let ends = [Double(r.lowerBound), Double(r.upperBound)]
        return .dictionary(ValueDictionary.record(bounds) { .number(ends[$0]) })
    }

    /// The UTF-8 offset of character `k` (within `0...count`) of `text`: from its table when it
    /// is long, else by walking (a short string's walk costs less than a table).
    static func byteOffset(ofCharacter k: Int, in text: String) -> Int {
        guard k > 0 else { return 0 }
        if let table = CharacterTables.table(text) { return table.offset(k) }
        return text.utf8.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: k))
    }

    /// The index of the first character at or after character `k` for which `test` (given the
    /// character as a String) is true, or nil.
    static func firstCharacter(in text: String, from k: Int, where test: (String) throws -> Bool) throws -> Int? {
        let from = byteOffset(ofCharacter: k, in: text)
        let scanned = try asciiScan(text, from: from) { bytes, j in try test(String.asciiCharacters[Int(bytes[j])]) ? 1 : nil }
        if let found = scanned.found { return k + found.lowerBound - from }
        var n = k + scanned.resume - from
        let utf8 = text.utf8
        for c in text[utf8.index(utf8.startIndex, offsetBy: scanned.resume)...] {
            if try test(String(c)) { return n }
            n += 1
        }
        return nil
    }

    /// The character range of the first occurrence of `needle`'s characters in `text` at or
    /// after character `k`, or nil (none, or `needle` empty). Characters compare whole, as
    /// Swift's do (`"e\u{301}"` is `"é"`; a needle ending in `"e"` does not match the `e` of
    /// an `é` written with a combining mark).
    static func firstRange(of needle: String, in text: String, from k: Int) throws -> Range<Int>? {
        guard !needle.isEmpty else { return nil }
        let from = byteOffset(ofCharacter: k, in: text)
        // A needle of ASCII without CR is its bytes, each a character: matched bytewise while the text is ASCII too.
        let key = Array(needle.utf8)
        if key.allSatisfy({ $0 < 0x80 && $0 != 13 }) {
            let scanned = asciiScan(text, from: from) { bytes, j in
                guard j + key.count <= bytes.count else { return nil }
                for (d, b) in key.enumerated() where bytes[j + d] != b { return nil }
                // The match must end at a character's end: no combining mark after it.
                return j + key.count == bytes.count || bytes[j + key.count] < 0x80 ? key.count : nil
            }
            if let found = scanned.found { return (k + found.lowerBound - from)..<(k + found.upperBound - from) }
            return try slowRange(of: needle, in: text, fromByte: scanned.resume, index: k + scanned.resume - from)
        }
        return try slowRange(of: needle, in: text, fromByte: from, index: k)
    }

    private static func slowRange(of needle: String, in text: String, fromByte from: Int, index k: Int) throws -> Range<Int>? {
        let characters = Array(needle)
        let utf8 = text.utf8
        let rest = text[utf8.index(utf8.startIndex, offsetBy: from)...]
        var n = k, i = rest.startIndex
        while i < rest.endIndex {
            if rest[i] == characters[0], rest[i...].starts(with: characters) { return n..<(n + characters.count) }
            n += 1
            i = rest.index(after: i)
        }
        return nil
    }

    /// Runs `match` at each byte of `text` from byte `from` while each byte there is a
    /// character of its own — ASCII, not a CR (which may pair with a LF), and not followed by
    /// a byte above 0x7F (which may be a combining mark joining it). `match` gives the length
    /// in bytes of a match at `j`, or nil. Gives the first match's bytes, or where the scan
    /// stopped (a character's start: the bytes before are one character each).
    static func asciiScan(_ text: String, from: Int,
                          _ match: (UnsafeBufferPointer<UInt8>, Int) throws -> Int?) rethrows -> (found: Range<Int>?, resume: Int) {
        let scanned = try text.utf8.withContiguousStorageIfAvailable { bytes -> (Range<Int>?, Int) in
            var j = from
            while j < bytes.count {
                let b = bytes[j]
                if b >= 0x80 || b == 13 || (j + 1 < bytes.count && bytes[j + 1] >= 0x80) { return (nil, j) }
                if let length = try match(bytes, j) { return (j..<(j + length), j) }
                j += 1
            }
            return (nil, j)
        }
        return scanned.map { (found: $0.0, resume: $0.1) } ?? (found: nil, resume: from)
    }
}
