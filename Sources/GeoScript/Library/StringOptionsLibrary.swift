/// Foundation's string searches with options (`String.CompareOptions`) and its comparisons:
/// `s.range(of: t, options: .caseInsensitive)`, `[.caseInsensitive, .backwards]`,
/// `.anchored`, `s.replacingOccurrences(of:with:options:)`, `s.caseInsensitiveCompare(t) ==
/// .orderedSame`, `s.compare(t)`, `s.localizedCaseInsensitiveContains(t)`. Characters are
/// compared whole (grapheme clusters), case-insensitively by their lower-case forms; an option
/// is named as a leading-dot name is (`.caseInsensitive` is "caseInsensitive"), alone or in a
/// list. Regular expressions are not geo's: `.regularExpression` is an error saying so.
enum StringOptionsLibrary {
    /// The options geo reads (`.literal` is how it always compares: character by character).
    struct Options {
        var caseInsensitive = false, backwards = false, anchored = false

        /// Swift's default: exact, forward, anywhere.
        init(caseInsensitive: Bool = false) { self.caseInsensitive = caseInsensitive }

        init(_ v: Value) throws {
            let names: [Value]
            switch v {
            case .list(let xs): names = xs
            default: names = [v]
            }
            for name in names {
                switch try name.string("an option") {
                case "caseInsensitive": caseInsensitive = true
                case "backwards": backwards = true
                case "anchored": anchored = true
                case "literal": break
                case "regularExpression":
                    throw RuntimeError("geo has no regular expressions (.regularExpression)",
                                       notes: ["find plain text with range(of:) or contains, and test characters with isLetter, isNumber …"])
                case let other:
                    throw RuntimeError("unknown string option .\(other): geo's are .caseInsensitive, .backwards, .anchored and .literal")
                }
            }
        }

        /// The characters as compared: lower-cased when case does not count.
        func keys(_ text: String) -> [String] {
            text.map { caseInsensitive ? String($0).lowercased() : String($0) }
        }

        /// Where the needle's characters first occur in the haystack's (the last: backwards;
        /// only at the start, or the end, when anchored); nil when they do not or it is empty.
        func find(_ needle: [String], in hay: [String]) -> Int? {
            guard !needle.isEmpty, needle.count <= hay.count else { return nil }
            let last = hay.count - needle.count
            let (from, to) = anchored ? (backwards ? (last, last) : (0, 0)) : (0, last)
            let matches = { (i: Int) in hay[i..<(i + needle.count)].elementsEqual(needle) }
            return backwards ? stride(from: to, through: from, by: -1).first(where: matches) : (from...to).first(where: matches)
        }
    }

    /// `ComparisonResult` as geo names it: the leading-dot name (`.orderedSame`).
    static func ordered(_ a: String, _ b: String) -> Value {
        .string(a < b ? "orderedAscending" : a == b ? "orderedSame" : "orderedDescending")
    }

    /// `s.range(of: t)` (with `options`): the labelled tuple `(lowerBound:, upperBound:)` of
    /// the indices of the first occurrence (of the shape `bounds`), or nil (Swift's
    /// Range<String.Index>).
    static func range(of t: Value, in s: Value, _ options: Options, _ bounds: ValueDictionary.RecordShape) throws -> Value {
        if !options.caseInsensitive, !options.backwards, !options.anchored {
            // Swift's default: the search costs the characters it passes.
            return SliceSearch.record(try SliceSearch.firstRange(of: try t.string(), in: try s.string(), from: 0), bounds)
        }
        let needle = options.keys(try t.string())
        return SliceSearch.record(options.find(needle, in: options.keys(try s.string())).map { $0..<($0 + needle.count) }, bounds)
    }

    static var builtins: [Builtin] {
        let bounds = ValueDictionary.RecordShape(labels: ["lowerBound", "upperBound"])
        return [
            .method("range", on: .string, [.label("of", .string), .label("options", .any)],
                    doc: "range(of:) with Foundation's options: .caseInsensitive, .backwards (the last), .anchored (only at the start; the end with .backwards), alone or in a list.",
                    .f3 { s, t, o, _ in try range(of: t, in: s, try Options(o), bounds) }),
            .method("replacingOccurrences", on: .string, [.label("of", .string), .label("with", .string), .label("options", .any)],
                    doc: "replacingOccurrences(of:with:) with Foundation's options (.caseInsensitive; .anchored replaces only at the start).",
                    .fn { args, ctx in
                        let options = try Options(args[3])
                        let text = try args[0].string(), replacement = try args[2].string()
                        let chars = Array(text), hay = options.keys(text), needle = options.keys(try args[1].string())
                        guard !needle.isEmpty else { return args[0] }
                        var out = "", i = 0
                        while i < chars.count {
                            if (!options.anchored || i == 0), i + needle.count <= hay.count, hay[i..<(i + needle.count)].elementsEqual(needle) {
                                out += replacement
                                i += needle.count
                                try ctx.checkStringLength(out.utf8.count)
                            } else {
                                out.append(chars[i])
                                i += 1
                            }
                        }
                        return .string(out)
                    }),
            .method("caseInsensitiveCompare", on: .string, [.arg("other", .string)],
                    doc: "Foundation's comparison with case not counted: .orderedAscending, .orderedSame or .orderedDescending.",
                    .f2 { s, t, _ in ordered(try s.string().lowercased(), try t.string().lowercased()) }),
            .method("compare", on: .string, [.arg("other", .string)],
                    doc: "Foundation's comparison: .orderedAscending, .orderedSame or .orderedDescending (as < orders strings).",
                    .f2 { s, t, _ in ordered(try s.string(), try t.string()) }),
            .method("compare", on: .string, [.arg("other", .string), .label("options", .any)],
                    doc: "compare(_:) with Foundation's options (.caseInsensitive).",
                    .f3 { s, t, o, _ in
                        let options = try Options(o)
                        return ordered(options.keys(try s.string()).joined(), options.keys(try t.string()).joined())
                    }),
            .method("localizedCaseInsensitiveContains", on: .string, [.arg("other", .string)],
                    doc: "Whether the text occurs in the string, case not counted.",
                    .f2 { s, t, _ in
                        let options = Options(caseInsensitive: true)
                        let needle = options.keys(try t.string()), hay = options.keys(try s.string())
                        return .bool(needle.isEmpty || options.find(needle, in: hay) != nil)
                    }),
        ]
    }
}
