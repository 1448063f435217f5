/// Swift's String.Index, as geo counts a string's characters: by Number. `s.startIndex` is 0,
/// `s.endIndex` is `s.count`, `s.index(i, offsetBy: n)` is `i + n` (checked as Swift checks it:
/// within `0...s.count`, else an error where Swift traps), `s[i]` the character at `i` (a String
/// of one, as `Array(s)[i]`), and the range subscripts `s[a..<b]`, `s[..<i]`, `s[i...]` the
/// substrings between such indices. So Swift's string code runs as written —
/// `s[s.index(s.startIndex, offsetBy: 2)]`, `while i < s.endIndex { …; i = s.index(after: i) }`,
/// `s.remove(at: s.firstIndex(of: "x")!)` — and an index is a Number a script may also print,
/// compare and compute with (`s.firstIndex(of:)` already gives one). `s.range(of: t)` gives the
/// labelled tuple `(lowerBound:, upperBound:)` of two such indices, which `s[r]`,
/// `removeSubrange`, `replaceSubrange` and `replacingCharacters(in:with:)` take.
///
/// Each takes constant time, as Swift's `index(after:)` and `s[i]` do: a long string's count
/// and characters' offsets are read from its table (`CharacterTables`), made once; a short
/// one's are found by walking it (`s[i]` and `index(after:)` of ASCII text by its bytes:
/// `asciiByte`).
enum StringIndexLibrary {
    static var builtins: [Builtin] {
        let bounds = ValueDictionary.RecordShape(labels: ["lowerBound", "upperBound"])
        // A range of a string's characters as `range(of:)` gives it (Swift's Range<String.Index>):
        // a labelled tuple of its two indices, `r.lowerBound` and `r.upperBound`.
        let rangeParam = ParamType(name: "Range (lowerBound:, upperBound:)", check: .kind(.dictionary))
        return [
            .method("range", on: .string, [.label("of", .string)],
                    doc: "The first range of the string's characters equal to text's, as (lowerBound:, upperBound:) indices (Swift's Range<String.Index>: s[r], s[r.upperBound...], s.removeSubrange(r)); nil when text does not occur or is empty.",
                    .f2 { s, t, _ in try StringOptionsLibrary.range(of: t, in: s, .init(), bounds) }),
            SwiftCollectionsLibrary.stringMethod("removeSubrange", [.arg("bounds", rangeParam)],
                    doc: "Removes the characters of a range range(of:) gave (Swift's removeSubrange(_:)).") { chars, args, _ in
                chars.removeSubrange(try range(args[0], count: chars.count, call: "removeSubrange(_:)"))
                return .nil
            },
            SwiftCollectionsLibrary.stringMethod("replaceSubrange", [.arg("bounds", rangeParam), .label("with", .string)],
                    doc: "Replaces the characters of a range range(of:) gave by the text's (Swift's replaceSubrange(_:with:)).") { chars, args, _ in
                chars.replaceSubrange(try range(args[0], count: chars.count, call: "replaceSubrange(_:with:)"), with: Array(try args[1].string()))
                return .nil
            },
        ] + ["upTo", "through", nil].map { upper in
            // `replacingCharacters(in: a..<b, with: t)`, `in: a...b`, `in: a...`, `in: ..<b`: the
            // parser passes the range's bounds (`Parser.rangeChanges`).
            let range = SwiftCollectionsLibrary.Subrange(kind: .string, through: upper == "through", op: upper == "upTo" ? "..<" : "...")
            var params: [Param] = [.label("from", .number)]
            if let upper { params.append(.label(upper, .number)) }
            params.append(.label("with", .string))
            return .method("replacingCharacters", on: .string, params,
                           doc: "The string with the characters in the range replaced by the text's (Foundation's replacingCharacters(in:with:) of a range written in place).",
                           .fn { args, ctx in
                               var chars = Array(try args[0].string())
                               let low = try range.bound(args[1])
                               let high = upper == nil ? nil : try range.bound(args[2])
                               chars.replaceSubrange(try range.of(low, high, count: chars.count), with: Array(try args[args.count - 1].string()))
                               let text = String(chars)
                               try ctx.checkStringLength(text.utf8.count)
                               return .string(text)
                           })
        } + [
            .method("replacingCharacters", on: .string, [.label("in", rangeParam), .label("with", .string)],
                    doc: "The string with the characters of a range range(of:) gave replaced by the text's (Foundation's replacingCharacters(in:with:)).",
                    .f3 { s, r, t, ctx in
                        var chars = Array(try s.string())
                        chars.replaceSubrange(try range(r, count: chars.count, call: "replacingCharacters(in:with:)"), with: Array(try t.string()))
                        let text = String(chars)
                        try ctx.checkStringLength(text.utf8.count)
                        return .string(text)
                    }),
            .property("startIndex", on: .string, type: .number,
                      doc: "The index of the first character: 0 (geo's string indices are Numbers, counted in characters).",
                      get: { s, _ in _ = try s.string(); return .number(0) }),
            .property("endIndex", on: .string, type: .number,
                      doc: "The index past the last character: the string's count (geo's string indices are Numbers).",
                      get: { s, _ in .number(Double(try s.string().indexedCharacterCount)) }),
            .property("indices", on: .string, type: .list,
                      doc: "The indices of the characters, 0..<count, as a list.",
                      get: { s, ctx in
                          let count = try s.string().indexedCharacterCount
                          try ctx.checkListLength(count)
                          return .list((0..<count).map { .number(Double($0)) })
                      }),
            .method("index", on: .string, [.label("after", .number)],
                    doc: "The index after i (i + 1); an error at the end (Swift traps: index(after: endIndex)).",
                    .f2 { s, i, _ in
                        let text = try s.string()
                        // (Below the count when the text through it is a byte a character.)
                        let k = text.utf8.count < CharacterTable.minimumBytes && asciiByte(text, at: i) != nil ? Int(try i.number())
                            : try index(i, in: text, call: "index(after:)", allowingEnd: false)
                        return .number(Double(k + 1))
                    }),
            .method("index", on: .string, [.label("before", .number)],
                    doc: "The index before i (i - 1); an error at the start.",
                    .f2 { s, i, _ in
                        let text = try s.string()
                        let k = try index(i, in: text, call: "index(before:)", allowingEnd: true)
                        guard k > 0 else { throw RuntimeError("index(before:) of the start index 0: there is no character before it") }
                        return .number(Double(k - 1))
                    }),
            .method("index", on: .string, [.arg("i", .number), .label("offsetBy", .number)],
                    doc: "The index n characters from i (i + n), which must lie in 0...count (Swift traps past either end).",
                    .f3 { s, i, n, _ in
                        let count = try s.string().indexedCharacterCount
                        let call = "index(_:offsetBy:)"
                        let k = try position(i, count: count, call: call, allowingEnd: true)
                        return try moved(k, by: try whole(n, "\(call)'s offset"), count: count, call: call)
                    }),
            .method("index", on: .string, [.arg("i", .number), .label("offsetBy", .number), .label("limitedBy", .number)],
                    doc: "The index n characters from i, or nil when the move would pass limit (Swift's index(_:offsetBy:limitedBy:)).",
                    .fn { args, _ in
                        let count = try args[0].string().indexedCharacterCount
                        let call = "index(_:offsetBy:limitedBy:)"
                        let k = try position(args[1], count: count, call: call, allowingEnd: true)
                        let n = try whole(args[2], "\(call)'s offset")
                        let limit = try position(args[3], count: count, call: call, allowingEnd: true)
                        // Swift: nil when the limit lies between i and i + n (the limit itself is reachable).
                        if n >= 0, limit >= k, k + n > limit { return .nil }
                        if n < 0, limit <= k, k + n < limit { return .nil }
                        return try moved(k, by: n, count: count, call: call)
                    }),
            .method("distance", on: .string, [.label("from", .number), .label("to", .number)],
                    doc: "The number of characters from one index to another (to - from; negative when to comes first).",
                    .f3 { s, a, b, _ in
                        let count = try s.string().indexedCharacterCount
                        let from = try position(a, count: count, call: "distance(from:to:)", allowingEnd: true)
                        let to = try position(b, count: count, call: "distance(from:to:)", allowingEnd: true)
                        return .number(Double(to - from))
                    }),
            SwiftCollectionsLibrary.stringMethod("remove", [.label("at", .number)],
                     doc: "Removes and returns the character at index i (Swift's remove(at:)).") { chars, args, _ in
                let i = try position(args[0], count: chars.count, call: "remove(at:)", allowingEnd: false)
                return .string(String(chars.remove(at: i)))
            },
            SwiftCollectionsLibrary.stringMethod("insert", [.arg("c", .string), .label("at", .number)],
                     doc: "Inserts the character (a String of one) at index i, 0...count (Swift's insert(_:at:)).") { chars, args, _ in
                let text = try args[0].string()
                guard text.count == 1 else {
                    throw RuntimeError("insert(_:at:) takes one character, not \(RuntimeError.describeBriefly(args[0]))",
                                       notes: ["insert(contentsOf:at:) inserts a string"])
                }
                chars.insert(contentsOf: text, at: try position(args[1], count: chars.count, call: "insert(_:at:)", allowingEnd: true))
                return .nil
            },
            SwiftCollectionsLibrary.stringMethod("insert", [.label("contentsOf", .string), .label("at", .number)],
                     doc: "Inserts the string's characters at index i, 0...count.") { chars, args, _ in
                let text = try args[0].string()
                chars.insert(contentsOf: text, at: try position(args[1], count: chars.count, call: "insert(contentsOf:at:)", allowingEnd: true))
                return .nil
            },
        ]
    }

    /// `s[i]`: the character at index `i` (a String of one), or the error Swift's trap is.
    static func character(_ text: String, _ i: Value) throws -> Value {
        if let table = CharacterTables.table(text) {
            return .string(table.character(try position(i, count: table.count, call: "s[i]", allowingEnd: false)))
        }
        if let byte = asciiByte(text, at: i) { return .string(String.asciiCharacters[Int(byte)]) }
        let k = try index(i, in: text, call: "s[i]", allowingEnd: false)
        // `k` was checked against the count: the walk ends on a character.
        let at = text.index(text.startIndex, offsetBy: k)
        return .string(String(text[at]))
    }

    /// The byte at `k` when it is the string's character `k`: the text up to it is ASCII with
    /// no CR (each character a byte; a CR LF pair is one), and the byte after it starts a
    /// character of its own (ASCII: no combining mark joins it). Nil otherwise, or when the
    /// text is shorter. A loop over a string's indices (`s[i]`, `s.index(after: i)`) then reads
    /// each character by a scan of bytes, not by Swift's walk of the characters before it.
    static func asciiByte(_ text: String, at k: Int) -> UInt8? {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt8? in
            guard k < bytes.count else { return nil }
            let end = Swift.min(bytes.count, k + 2)
            var j = 0
            while j < end {
                let b = bytes[j]
                if b >= 0x80 || (b == 13 && j <= k) { return nil }
                j += 1
            }
            return bytes[k]
        }
        return found ?? nil
    }

    /// `asciiByte` at the index `i`, when it is a whole Number from 0.
    static func asciiByte(_ text: String, at i: Value) -> UInt8? {
        guard case .number(let x) = i, x >= 0, x < 0x1p52, x == x.rounded(.towardZero) else { return nil }
        return asciiByte(text, at: Int(x))
    }

    /// The index `n` characters from `k`, which must lie in `0...count` (Swift traps past
    /// either end).
    static func moved(_ k: Int, by n: Int, count: Int, call: String) throws -> Value {
        let target = k + n
        guard target >= 0, target <= count else {
            throw RuntimeError("\(call) to \(target), outside the string's 0...\(count) (\(count) character\(count == 1 ? "" : "s"))",
                               notes: call.hasSuffix("limitedBy:)") ? [] : ["index(_:offsetBy:limitedBy:) gives nil past its limit instead"])
        }
        return .number(Double(target))
    }

    /// `i` as an index of `text`: a whole Number in `0..<count` (`0...count` when
    /// `allowingEnd`), else an error naming `call`.
    static func index(_ i: Value, in text: String, call: String, allowingEnd: Bool) throws -> Int {
        try position(i, count: text.indexedCharacterCount, call: call, allowingEnd: allowingEnd)
    }

    /// The characters' range of `r`, a labelled tuple `(lowerBound:, upperBound:)` of indices
    /// within `0...count`, lower first.
    static func range(_ r: Value, count: Int, call: String) throws -> Range<Int> {
        guard let low = Records.part(of: r, "lowerBound"), let high = Records.part(of: r, "upperBound") else {
            throw RuntimeError("\(call) takes a range of the string's indices, (lowerBound:, upperBound:) as range(of:) gives, not \(RuntimeError.describeBriefly(r))",
                               notes: ["a range written a..<b: s[a..<b], s.removeSubrange(a..<b)"])
        }
        let a = try position(low, count: count, call: call, allowingEnd: true)
        let b = try position(high, count: count, call: call, allowingEnd: true)
        guard a <= b else { throw RuntimeError("\(call): the range \(a)..<\(b) runs backward") }
        return a..<b
    }

    static func position(_ i: Value, count: Int, call: String, allowingEnd: Bool) throws -> Int {
        let k = try whole(i, "\(call)'s index")
        guard k >= 0, allowingEnd ? k <= count : k < count else {
            let valid = allowingEnd ? "0...\(count)" : "0..<\(count)"
            throw RuntimeError("\(call): string index \(k) is out of bounds: the string has \(count) character\(count == 1 ? "" : "s") (valid indices \(valid))")
        }
        return k
    }

    private static func whole(_ v: Value, _ what: String) throws -> Int {
        guard case .number(let x) = v else {
            throw RuntimeError("\(what) must be a Number (geo's string indices are Numbers), not \(RuntimeError.describeBriefly(v))")
        }
        guard x.isFinite, x == x.rounded(.towardZero), abs(x) < 0x1p52 else {
            throw RuntimeError("\(what) must be a whole Number, not \(NumberFormat.exact.string(x))")
        }
        return Int(x)
    }
}
