/// Swift's Dictionary (docs/language.md, "Dictionaries"): `[:]`, `["a": 1]`, `d[k]` (nil when
/// absent), `d[k] = v` (nil removes), `d[k, default: 0] += 1`, `for (k, v) in d`, and the
/// members Swift code calls on one. An entry is a `[key, value]` pair (geo's pairs are
/// two-element lists, as `zip` and `enumerated()` make them) with Swift's names for its parts,
/// `$0.key` and `$0.value`. The keys keep the order they were first inserted in (Swift's is
/// unspecified), so a script prints the same on every run.
enum DictionaryLibrary {
    static var builtins: [Builtin] {
        [
            .function("Dictionary", [], doc: "An empty dictionary, as [:] and Swift's [String: Int]() make.",
                      .fn { _, _ in .dictionary(ValueDictionary()) }),
            .function("Dictionary", [.label("dictionaryLiteral", .list)],
                      doc: "The dictionary of [key, value] pairs; a key given twice is an error, as in Swift's literal [\"a\": 1, \"b\": 2] (which geo reads as this call).",
                      .f1 { pairs, ctx in try made(from: pairs, ctx, duplicates: { "a dictionary literal has the key \($0) twice" }) }),
            .function("Dictionary", [.label("tupleLabels", .list), .label("parts", .list)],
                      doc: "Swift's labelled tuple, (min: 1, max: 3), which geo reads as this call: its parts read and set by label or position (r.min, r.0), taken apart by position, printed as Swift prints it.",
                      .f2 { labels, parts, ctx in
                          let names = try labels.list().map { try $0.string("a tuple's label") }, values = try parts.list()
                          guard names.count == values.count, names.count >= 2, Set(names).count == names.count else {
                              throw RuntimeError("a labelled tuple takes two parts or more, one for each label, each label once")
                          }
                          // Its storage, entries and table, counted as a dictionary literal's.
                          try ctx.noteAllocation(128 + names.count * 4 * MemoryLayout<Value>.stride)
                          return .dictionary(ValueDictionary.record(labels: names, values: values))
                      }),
            .converting("Dictionary", [.label("tupleLabels", .list), .label("conforming", .any)],
                      doc: "Swift's conversion of a tuple to a labelled tuple type, which geo writes first in a function whose parameter has one (func len(_ iv: (start: Int, end: Int)) called as len((3, 10))): a tuple without labels of as many parts (a Point, a list) gets the labels; any other value is itself.",
                      kept: 1, converts: givenLabels,
                      .f2 { labels, value, ctx in
                          // Only a Point or a list is given labels: anything else — the labelled
                          // tuple a caller passes, the common case — is itself, with no labels
                          // read (their list and Set were made at every call of the function:
                          // 8× the call's time; a site takes this with no call, `builtinKept`).
                          guard givenLabels(value) else { return value }
                          let names = try labels.list().map { try $0.string("a tuple's label") }
                          guard Set(names).count == names.count else { return value }
                          return try Records.labelled(value, names, ctx) ?? value
                      }),
            .converting("Dictionary", [.label("tupleLabels", .list), .label("conformingElements", .any)],
                      doc: "Swift's conversion of a list of tuples to a list of a labelled tuple type, which geo writes first in a function whose parameter has one (func total(_ xs: [(start: Int, end: Int)]) called as total([(1, 4), (6, 9)])): a list whose elements have no labels (Points, lists) gets each one labelled; any other value is itself.",
                      kept: 1, converts: elementsGivenLabels,
                      .f2 { labels, value, ctx in
                          // Only a list whose first element has no labels (a list's elements are of
                          // one type in Swift): the list a caller passes with labels — or empty —
                          // is itself, in one test.
                          guard elementsGivenLabels(value), case .list(let items) = value else { return value }
                          let names = try labels.list().map { try $0.string("a tuple's label") }
                          guard Set(names).count == names.count else { return value }
                          return .list(try items.map { try Records.labelled($0, names, ctx) ?? $0 })
                      }),
            .function("Dictionary", [.label("uniqueKeysWithValues", .list)],
                      doc: "The dictionary of [key, value] pairs (zip(keys, values)); a key given twice is an error, as in Swift.",
                      .f1 { pairs, ctx in try made(from: pairs, ctx, duplicates: { "Dictionary(uniqueKeysWithValues:) has the key \($0) twice" }) }),
            .function("Dictionary", [.arg("pairs", .list), .label("uniquingKeysWith", .function)],
                      doc: "The dictionary of [key, value] pairs; for a key given again, f(old, new) is its value.",
                      .f2 { pairs, f, ctx in
                          var d = ValueDictionary()
                          try merge(&d, pairs, ctx.callback(try f.function(), arity: 2), ctx)
                          return .dictionary(d)
                      }),
            .function("Dictionary", [.label("grouping", SwiftCollectionsLibrary.sequence), .label("by", .function)],
                      doc: "The elements (of a list; a string's characters, a set's elements, a dictionary's [key, value] entries) grouped by the key f(element) gives: each key's list of its elements, in order.",
                      .f2 { items, f, ctx in
                          let keyOf = ctx.callback(try f.function(), arity: 1)
                          var d = ValueDictionary()
                          for x in try SwiftCollectionsLibrary.elements(items) {
                              let k = try keyOf(x)
                              try d.modify(k, hash: try ValueDictionary.checkedKey(k)) { group in
                                  if case .list(var xs) = group {
                                      group = .nil
                                      xs.append(x)
                                      group = .list(xs)
                                  } else {
                                      group = .list([x])
                                  }
                              }
                          }
                          return .dictionary(d)
                      }),
            .property("count", on: .dictionary, type: .number, doc: "The number of entries.",
                      get: { d, _ in .number(Double(try d.dictionary().count)) }),
            .property("isEmpty", on: .dictionary, type: .bool, doc: "Whether the dictionary has no entries.",
                      get: { d, _ in .bool(try d.dictionary().isEmpty) }),
            .property("keys", on: .dictionary, type: .list, doc: "The keys, as a list (in the order they were inserted).",
                      get: { d, _ in .list(try d.dictionary().keys) }),
            .property("values", on: .dictionary, type: .list, doc: "The values, as a list (in their keys' order).",
                      get: { d, _ in .list(try d.dictionary().values) }),
            .property("first", on: .dictionary, type: .any, doc: "The first entry, a [key, value] pair, or nil when empty.",
                      get: { d, _ in try d.dictionary().entries.first.map(pair) ?? .nil }),
            .method("index", on: .dictionary, [.label("forKey", .any)],
                    doc: "Whether the key has an entry: its position among the entries, or nil (Swift's index(forKey:)).",
                    .f2 { d, k, _ in
                        let dict = try d.dictionary()
                        guard dict[k] != nil else { return .nil }
                        return .number(Double(dict.keys.firstIndex { $0.isIdentical(to: k) } ?? 0))
                    }),
            changing("updateValue", [.arg("value", .any), .label("forKey", .any)],
                     doc: "Sets the key's value; returns the value it replaced, or nil when the key is new.") { d, v, k, ctx in
                try ctx.checkRoom(in: d, for: k, of: .dictionary)
                return try d.updateValue(v, forKey: k) ?? .nil
            },
            changing("removeValue", [.label("forKey", .any)],
                     doc: "Removes the key's entry; returns its value, or nil when there was none.") { d, k, _, _ in
                d.removeValue(forKey: k) ?? .nil
            },
            changing("removeAll", [], doc: "Removes every entry.") { d, _, _, _ in
                d.removeAll()
                return .nil
            },
            changing("merge", [.arg("other", .kinds("Dictionary or List", .dictionary, .list)), .label("uniquingKeysWith", .function)],
                     doc: "Adds the other's entries (a dictionary, or [key, value] pairs); for a key both have, f(old, new) is its value.") { d, other, f, ctx in
                try merge(&d, other, ctx.callback(try f.function(), arity: 2), ctx)
                return .nil
            },
            .method("merging", on: .dictionary, [.arg("other", .kinds("Dictionary or List", .dictionary, .list)), .label("uniquingKeysWith", .function)],
                    doc: "A new dictionary with the other's entries added; for a key both have, f(old, new) is its value.",
                    .f3 { recv, other, f, ctx in
                        var d = try recv.dictionary()
                        try merge(&d, other, ctx.callback(try f.function(), arity: 2), ctx)
                        return .dictionary(d)
                    }),
            .method("filter", on: .dictionary, [.arg("isIncluded", .function)],
                    doc: "The dictionary of the entries for which f(entry) is true ($0.key, $0.value; or { k, v in … }).",
                    .f2 { recv, f, ctx in
                        let isIncluded = ctx.callback(try f.function(), arity: 1)
                        var d = ValueDictionary()
                        try isIncluded.testing { tester in
                            for (k, v) in try recv.dictionary().entries where try tester.test(pair(k, v)) {
                                try d.updateValue(v, forKey: k)
                            }
                        }
                        return .dictionary(d)
                    }),
            .method("mapValues", on: .dictionary, [.arg("transform", .function)],
                    doc: "The dictionary of the same keys, each with f(value).",
                    .f2 { recv, f, ctx in try mappedValues(recv, f, ctx, droppingNil: false) }),
            .method("compactMapValues", on: .dictionary, [.arg("transform", .function)],
                    doc: "The dictionary of the keys whose f(value) is not nil, each with that.",
                    .f2 { recv, f, ctx in try mappedValues(recv, f, ctx, droppingNil: true) }),
            .function("Array", [.arg("elements", .kind(.dictionary))],
                      doc: "A dictionary's entries as a list of [key, value] pairs (in the order their keys were inserted).",
                      .f1 { d, _ in .list(pairs(try d.dictionary())) }),
            // Swift's names of an entry's parts (`$0.key`, `$0.value`), on geo's pairs.
            .property("key", on: .list, type: .any, doc: "Of a dictionary's entry [key, value]: the key (Swift's key).",
                      get: { v, _ in try entryPart(try v.list(), 0, "key") }),
            .property("value", on: .list, type: .any, doc: "Of a dictionary's entry [key, value]: the value (Swift's value).",
                      get: { v, _ in try entryPart(try v.list(), 1, "value") }),
        ]
    }

    /// `mapValues` (`compactMapValues`: the keys whose f(value) is nil left out).
    private static func mappedValues(_ recv: Value, _ f: Value, _ ctx: RuntimeContext, droppingNil: Bool) throws -> Value {
        let transform = ctx.callback(try f.function(), arity: 1)
        var d = ValueDictionary()
        for (k, v) in try recv.dictionary().entries {
            let w = try transform(v)
            if !(droppingNil && w.isNil) { try d.updateValue(w, forKey: k) }
        }
        return .dictionary(d)
    }

    /// An entry as geo's pair.
    static func pair(_ key: Value, _ value: Value) -> Value { .list([key, value]) }

    /// The entries as pairs (`for (k, v) in d`, the lifted List methods).
    static func pairs(_ d: ValueDictionary) -> [Value] { d.entries.map { pair($0.key, $0.value) } }

    /// A pair's part `i` (`$0.key`, `$0.value`).
    private static func entryPart(_ items: [Value], _ i: Int, _ member: String) throws -> Value {
        guard items.count == 2 else {
            throw RuntimeError("no part '\(member)' on a List of \(items.count) element\(items.count == 1 ? "" : "s"): '\(member)' is a part of a dictionary's entry [key, value]")
        }
        return items[i]
    }

    /// The [key, value] pairs of a list (each a two-element list), or the error naming the one
    /// that is not.
    static func pairsOf(_ list: Value) throws -> [(Value, Value)] {
        try list.list().enumerated().map { i, item in
            guard case .list(let kv) = item, kv.count == 2 else {
                throw RuntimeError("element \(i) is \(RuntimeError.describeBriefly(item)), not a [key, value] pair",
                                   notes: ["pairs are two-element lists: [[\"a\", 1], [\"b\", 2]], or zip(keys, values)"])
            }
            return (kv[0], kv[1])
        }
    }

    /// The dictionary of `pairs`, refusing a key given twice (`duplicates`: the message of the
    /// key's text).
    private static func made(from pairs: Value, _ ctx: RuntimeContext, duplicates: (String) -> String) throws -> Value {
        let list = try pairsOf(pairs)
        try ctx.noteAllocation(list.count * 4 * MemoryLayout<Value>.stride)
        var d = ValueDictionary()
        for (k, v) in list where try d.updateValue(v, forKey: k) != nil {
            throw RuntimeError(duplicates(k.formatted(ctx.format, quoteStrings: true)))
        }
        return .dictionary(d)
    }

    /// Adds `other`'s entries (a dictionary, or a list of pairs) to `d`.
    private static func merge(_ d: inout ValueDictionary, _ other: Value, _ combine: Callback, _ ctx: RuntimeContext) throws {
        let entries: [(Value, Value)]
        if case .dictionary(let o) = other { entries = o.entries.map { ($0.key, $0.value) } } else { entries = try pairsOf(other) }
        for (k, v) in entries {
            if let old = d[k] {
                try d.updateValue(try combine(old, v), forKey: k)
            } else {
                try ctx.checkRoom(in: d, for: k, of: .dictionary)
                try d.updateValue(v, forKey: k)
            }
        }
    }

    /// A mutating method whose work is done on the dictionary itself (taken out of its place
    /// while it changes, so its storage stays uniquely held), with up to two arguments.
    private static func changing(_ name: String, _ params: [Param], doc: String,
                                 _ change: @escaping (inout ValueDictionary, Value, Value, RuntimeContext) throws -> Value) -> Builtin {
        .method(name, on: .dictionary, params, doc: doc, .mutating { recv, args, ctx in
            guard case .dictionary(var d) = recv else { throw RuntimeError.typeMismatch(expected: "Dictionary", got: recv, what: "\(name)'s receiver") }
            recv = .nil
            defer { recv = .dictionary(d) }
            return try change(&d, args.count > 0 ? args[0] : .nil, args.count > 1 ? args[1] : .nil, ctx)
        })
    }
}

extension DictionaryLibrary {
    /// The List methods a Dictionary takes over, run on its entries (`[key, value]` pairs), by
    /// name: what Swift's Dictionary has as a Sequence of (key, value) tuples. (`filter` is
    /// the Dictionary's own: it gives a Dictionary, as Swift's does.)
    static let names = ["map", "compactMap", "flatMap", "reduce", "forEach", "allSatisfy", "contains", "first",
                        "sorted", "min", "max", "count", "enumerated", "reversed"]

    /// The Dictionary overloads made from `libraries`' List methods that take a function (and
    /// `enumerated()`, `reversed()`).
    static func lifting(_ libraries: [[Builtin]]) -> [Builtin] {
        ListLibrary.lifted(libraries, onto: .dictionary, names: names,
                           admits: { name, takesFunction, params in
                               params.isEmpty ? ["enumerated", "reversed"].contains(name) : takesFunction
                           },
                           doc: { _, signature in "As a List's \(signature), over the entries ([key, value] pairs: $0.key, $0.value)." },
                           elements: { .list(pairs(try $0.dictionary())) })
    }
}

/// Whether `Dictionary(tupleLabels:conforming:)` gives the value labels (a Point or a list of
/// as many parts may become the labelled tuple); any other value it gives back as it is.
@Sendable private func givenLabels(_ value: Value) -> Bool {
    switch value {
    case .point, .list: true
    default: false
    }
}

/// Whether `Dictionary(tupleLabels:conformingElements:)` gives a list's elements labels: its
/// first is a Point or a list.
@Sendable private func elementsGivenLabels(_ value: Value) -> Bool {
    guard case .list(let items) = value, let first = items.first else { return false }
    return givenLabels(first)
}
