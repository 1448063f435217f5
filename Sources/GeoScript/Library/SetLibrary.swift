/// Swift's Set (docs/language.md, "Sets"): `Set<String>()`, `Set(xs)`, `var seen: Set<Int> =
/// []`, `s.insert(x)`, `s.contains(x)`, the set algebra, and the sequence methods over its
/// elements. Elements are what a dictionary's keys are (Numbers, Strings, Bools, Views), kept
/// in the order they were first inserted (Swift's order is unspecified).
enum SetLibrary {
    /// A set's or a list's elements (the set algebra takes either, as Swift's takes any
    /// sequence), or the error.
    static func elements(_ v: Value, _ what: String) throws -> [Value] {
        switch v {
        case .set(let s): return s.keys
        case .list(let xs): return xs
        case .string(let text): return text.characterValues
        default: throw RuntimeError.typeMismatch(expected: "Set or List", got: v, what: what)
        }
    }

    /// Adds `x` to the set `s` unless it is there, within `Limits.listLength`; whether it was
    /// added (`insert`, `update`).
    static func insert(_ x: Value, into s: inout ValueDictionary, _ ctx: RuntimeContext) throws -> Bool {
        try ctx.checkRoom(in: s, for: x, of: .set)
        return try s.insert(x)
    }

    /// The set of `elements`.
    static func made(_ elements: [Value]) throws -> ValueDictionary {
        var s = ValueDictionary()
        for x in elements { _ = try s.insert(x) }
        return s
    }

    private static var sequence: ParamType { ParamType.custom("Set, List or String") { v in
        switch v {
        case .set, .list, .string: v
        default: nil
        }
    } }

    static var builtins: [Builtin] {
        var builtins: [Builtin] = [
            .function("Set", [], doc: "An empty set, as Swift's Set<String>() makes.", .fn { _, _ in .set(ValueDictionary()) }),
            .function("Set", [.arg("elements", sequence)],
                      doc: "The set of a list's (a string's characters, a set's) elements, each once: Swift's Set(xs); also what var s: Set<Int> = [1, 2] makes.",
                      .f1 { v, _ in
                          if case .set = v { return v }   // (its own value: a Set is copied on write)
                          return .set(try made(try elements(v, "Set's argument")))
                      }),
            .property("count", on: .set, type: .number, doc: "The number of elements.",
                      get: { s, _ in .number(Double(try s.set().count)) }),
            .property("isEmpty", on: .set, type: .bool, doc: "Whether the set has no elements.",
                      get: { s, _ in .bool(try s.set().isEmpty) }),
            .property("first", on: .set, type: .any, doc: "An element (the first inserted), or nil when empty.",
                      get: { s, _ in try s.set().keys.first ?? .nil }),
            reading("contains", [.arg("member", .any)], doc: "Whether the element is in the set (in constant time).") { s, x, _ in
                .bool(s.contains(x))
            },
            changing("insert", [.arg("newMember", .any)],
                     doc: "Adds the element unless it is there; returns the pair [inserted, memberAfterInsert] (.inserted, as Swift's).",
                     discarding: { s, x, ctx in
                         _ = try insert(x, into: &s, ctx)
                         return .nil
                     }) { s, x, ctx in
                .list([.bool(try insert(x, into: &s, ctx)), x])
            },
            // `d[k, default: []].insert(x)`, `var s = []` then `s.insert(x)`: Swift's `[]` where
            // a Set is meant, which geo makes a list; its first insert makes it the set.
            .method("insert", on: .list, [.arg("newMember", .any)],
                    doc: "Of an empty list (Swift's [] where a Set is meant): makes it the set of the element; returns [true, element].",
                    .mutating { recv, args, ctx in
                        guard case .list(let items) = recv, items.isEmpty else {
                            throw RuntimeError("a List's insert takes the index too: xs.insert(x, at: i)",
                                               notes: ["for a set, make one: var s = Set(xs) (or declare var s: Set<Int> = […]), then s.insert(x)"])
                        }
                        var s = ValueDictionary()
                        _ = try insert(args[0], into: &s, ctx)
                        recv = .set(s)
                        return .list([.bool(true), args[0]])
                    }),
            changing("update", [.label("with", .any)],
                     doc: "Adds the element; returns it when it was there already, else nil.") { s, x, ctx in
                try insert(x, into: &s, ctx) ? .nil : x
            },
            changing("remove", [.arg("member", .any)],
                     doc: "Removes the element; returns it, or nil when it was not there.") { s, x, _ in
                guard s.contains(x) else { return .nil }
                s.removeValue(forKey: x)
                return x
            },
            changing("removeFirst", [], doc: "Removes and returns an element (the first inserted); an error when the set is empty.") { s, _, _ in
                guard let first = s.keys.first else { throw RuntimeError("removeFirst() on an empty set") }
                s.removeValue(forKey: first)
                return first
            },
            changing("popFirst", [], doc: "Removes and returns an element (the first inserted), or nil when the set is empty.") { s, _, _ in
                guard let first = s.keys.first else { return .nil }
                s.removeValue(forKey: first)
                return first
            },
            changing("removeAll", [], doc: "Removes every element.") { s, _, _ in
                s.removeAll()
                return .nil
            },
            .method("filter", on: .set, [.arg("isIncluded", .function)], doc: "The set of the elements for which f(element) is true.",
                    .f2 { recv, f, ctx in
                        let isIncluded = ctx.callback(try f.function(), arity: 1)
                        return .set(try made(try isIncluded.testing { tester in try recv.set().keys.filter { try tester.test($0) } }))
                    }),
            // Swift's `s.insert(x).inserted`, `.memberAfterInsert`, on geo's pair.
            .property("inserted", on: .list, type: .any, doc: "Of a set's insert(_:) result [inserted, member]: whether it was inserted.",
                      get: { v, _ in try insertPart(try v.list(), 0, "inserted") }),
            .property("memberAfterInsert", on: .list, type: .any, doc: "Of a set's insert(_:) result [inserted, member]: the member.",
                      get: { v, _ in try insertPart(try v.list(), 1, "memberAfterInsert") }),
            .function("Array", [.arg("elements", .kind(.set))], doc: "A set's elements, as a list (in the order they were inserted).",
                      .f1 { s, _ in .list(try s.set().keys) }),
        ]
        builtins += algebra("union", doc: "The elements of either (the set's first, then the other's new ones).") { a, b in
            var s = a
            for x in b { _ = try s.insert(x) }
            return s
        }
        builtins += algebra("intersection", doc: "The elements of both, in the set's order.") { a, b in
            let other = try made(b)
            return try made(a.keys.filter { other.contains($0) })
        }
        builtins += algebra("subtracting", doc: "The set's elements that the other has not.") { a, b in
            let other = try made(b)
            return try made(a.keys.filter { !other.contains($0) })
        }
        builtins += algebra("symmetricDifference", doc: "The elements of exactly one of the two.") { a, b in
            let other = try made(b)
            return try made(a.keys.filter { !other.contains($0) } + other.keys.filter { !a.contains($0) })
        }
        builtins += test("isSubset", label: "of", doc: "Whether every element is in the other.") { a, b in a.keys.allSatisfy(b.contains) }
        builtins += test("isSuperset", label: "of", doc: "Whether every element of the other is in the set.") { a, b in b.keys.allSatisfy(a.contains) }
        builtins += test("isStrictSubset", label: "of", doc: "A subset of the other, and smaller.") { a, b in a.count < b.count && a.keys.allSatisfy(b.contains) }
        builtins += test("isStrictSuperset", label: "of", doc: "A superset of the other, and larger.") { a, b in a.count > b.count && b.keys.allSatisfy(a.contains) }
        builtins += test("isDisjoint", label: "with", doc: "Whether no element is in both.") { a, b in !a.keys.contains(where: b.contains) }
        return builtins
    }

    private static func insertPart(_ items: [Value], _ i: Int, _ member: String) throws -> Value {
        guard items.count == 2 else {
            throw RuntimeError("no part '\(member)' on a List of \(items.count) element\(items.count == 1 ? "" : "s"): '\(member)' is a part of a set's insert(_:) result [inserted, memberAfterInsert]")
        }
        return items[i]
    }

    /// A mutating method of one argument, done on the set itself (taken out of its place while
    /// it changes, so its storage stays uniquely held).
    /// A mutating Set method: `change` made on the receiver's set — where a variable holds the
    /// set (`Overload.setChange`: `seen.insert(x)` in a loop), else through its place.
    /// A Set method that reads the set: `read` on the receiver's set and its argument — called
    /// on the set a variable holds (`Overload.setRead`: `seen.contains(x)` in a loop), else
    /// by its target as any method.
    private static func reading(_ name: String, _ params: [Param], doc: String, _ read: @escaping SetRead) -> Builtin {
        let impl: Impl = .f2 { s, x, ctx in try read(try s.set(), x, ctx) }
        return Builtin(name: name, target: .member(.set), doc: doc,
                       shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: true, setRead: read)))
    }

    /// `discarding`: the change for a call whose result nothing reads, when it makes none.
    private static func changing(_ name: String, on kind: ValueKind = .set, _ params: [Param], doc: String,
                                 discarding: SetChange? = nil, _ change: @escaping SetChange) -> Builtin {
        let impl: Impl = .mutating { recv, args, ctx in
            // A list (`kind` .list) becomes the set of its elements.
            var s = try asSet(recv)
            recv = .nil
            defer { recv = .set(s) }
            return try change(&s, args.first ?? .nil, ctx)
        }
        return Builtin(name: name, target: .member(kind), doc: doc,
                       shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: true,
                                                 setChange: kind == .set ? change : nil,
                                                 setChangeDiscarding: kind == .set ? discarding : nil)))
    }

    /// A set operation (`union`) and its mutating form (`formUnion`; `subtract` for
    /// `subtracting`).
    private static func algebra(_ name: String, doc: String,
                                _ op: @escaping (ValueDictionary, [Value]) throws -> ValueDictionary) -> [Builtin] {
        let mutating = name == "subtracting" ? "subtract" : "form" + name.prefix(1).uppercased() + name.dropFirst()
        // The set made, within Limits.listLength (a union of two sets may pass it).
        func bounded(_ s: ValueDictionary, _ other: [Value], _ ctx: RuntimeContext) throws -> ValueDictionary {
            let made = try op(s, other)
            try ctx.checkLength(made.count, of: .set)
            return made
        }
        return [.set, .list].flatMap { (kind: ValueKind) -> [Builtin] in [
            .method(name, on: kind, [.arg("other", sequence)],
                    doc: kind == .set ? doc + " A new set; the other may be a list."
                                      : "A list's elements as a set (Swift's literal [] where a Set is meant): Set(xs).\(name)(other).",
                    .f2 { s, other, ctx in .set(try bounded(try asSet(s), try elements(other, "\(name)'s argument"), ctx)) }),
            changing(mutating, on: kind, [.arg("other", sequence)], doc: "As \(name)(_:), in place" + (kind == .set ? "." : ": the list becomes that set.")) { s, other, ctx in
                s = try bounded(s, try elements(other, "\(mutating)'s argument"), ctx)
                return .nil
            },
        ] }
    }

    /// A set, or a list's elements as one (Swift's `[]` where a Set is meant: the empty list a
    /// `d[k, default: []]` gives).
    static func asSet(_ v: Value) throws -> ValueDictionary {
        if case .list(let items) = v { return try made(items) }
        return try v.set()
    }

    /// A test of the set against another (a set, or a list made one).
    private static func test(_ name: String, label: String, doc: String,
                             _ body: @escaping (ValueDictionary, ValueDictionary) -> Bool) -> [Builtin] {
        [ValueKind.set, .list].map { kind in
            .method(name, on: kind, [.label(label, sequence)], doc: kind == .set ? doc : "A list's elements as a set: Set(xs).\(name)(\(label): other).",
                    .f2 { s, other, _ in
                        let b: ValueDictionary
                        if case .set(let o) = other { b = o } else { b = try made(try elements(other, "\(name)'s argument")) }
                        return .bool(body(try asSet(s), b))
                    })
        }
    }

    /// The List methods a Set takes over, run on its elements, by name (`filter` and
    /// `contains(_:)` are the Set's own).
    static let names = ["map", "compactMap", "flatMap", "reduce", "forEach", "allSatisfy", "contains", "first",
                        "sorted", "min", "max", "count", "enumerated", "reversed", "joined"]

    /// The Set overloads made from `libraries`' List methods (`contains(_:)` is the Set's
    /// own, in constant time).
    static func lifting(_ libraries: [[Builtin]]) -> [Builtin] {
        ListLibrary.lifted(libraries, onto: .set, names: names,
                           admits: { name, takesFunction, _ in name != "contains" || takesFunction },
                           doc: { _, signature in "As a List's \(signature), over the elements." },
                           elements: { .list(try $0.set().keys) })
    }
}
