/// Swift's String is a collection of Characters, so the collection methods Swift code calls on
/// a list it calls on a string too: `s.map { … }`, `String(n).compactMap { Int(String($0)) }`,
/// `s.filter { $0 != " " }`, `s.allSatisfy { … }`, `s.reduce(0) { … }`, `s.sorted()`. Each is
/// the List method of that name and labels, run on the string's characters (one-character
/// strings), so it does exactly what the list's does; `filter` gives a String, as Swift's
/// `String.filter` does, and the rest what Swift's give (an Array of what the function
/// returned, an element, a Bool).
enum CharacterMethods {
    /// The List methods a String takes over, by name (each overload of the name that takes a
    /// function, and `sorted()`, `min()`, `max()`).
    /// (An array: a Set's type metadata cost every start ~100,000 instructions.)
    static let names = ["map", "filter", "compactMap", "flatMap", "reduce", "forEach", "allSatisfy",
                        "contains", "first", "last", "firstIndex", "lastIndex", "sorted", "min", "max"]

    /// The String overloads made from `libraries`' List methods.
    static func lifting(_ libraries: [[Builtin]]) -> [Builtin] {
        var made: [Builtin] = []
        for library in libraries {
            for builtin in library { if let m = lifted(builtin) { made.append(m) } }
        }
        return made
    }

    /// The String overload made from `builtin`, when it is one of the List methods above.
    private static func lifted(_ builtin: Builtin) -> Builtin? {
        guard builtin.target == .member(.list), names.contains(builtin.name),
              case .function(let list) = builtin.shape, list.listChange == nil else { return nil }
        let takesFunction = list.params.contains { if case .kind(.function) = $0.type.check { true } else { false } }
        // `contains(_:)`, `firstIndex(of:)` … compare elements: the String's own mean text.
        guard takesFunction || list.params.isEmpty else { return nil }
        let joins = builtin.name == "filter"
        let doc = "As a List's \(list.signature), over the characters" + (joins ? ", giving a String." : ".")
        let impl: Impl
        switch list.impl {
        case .f1(let f): impl = .f1 { s, ctx in try result(f(try characters(s), ctx), joins) }
        case .f2(let f): impl = .f2 { s, a, ctx in try result(f(try characters(s), a, ctx), joins) }
        case .f3(let f): impl = .f3 { s, a, b, ctx in try result(f(try characters(s), a, b, ctx), joins) }
        default: return nil
        }
        return .method(builtin.name, on: .string, list.params, doc: doc, impl)
    }

    /// The string's characters as a List of one-character strings (`String.characterValues`,
    /// as `Array(s)` makes them).
    static func characters(_ s: Value) throws -> Value {
        .list(try s.string().characterValues)
    }

    /// `filter`'s list of characters joined back into a String.
    private static func result(_ value: Value, _ joins: Bool) throws -> Value {
        guard joins, case .list(let items) = value else { return value }
        return .string(try items.map { try $0.string() }.joined())
    }
}
