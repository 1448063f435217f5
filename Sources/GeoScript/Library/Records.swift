/// Swift's labelled tuples of any values (`(min: 1, max: 3)`, `-> (lo: Int, hi: Int)`, `var
/// best = (start: 0, length: 1)`): docs/language.md, "Labelled tuples". A record is a dictionary
/// whose keys are its labels in order, marked as one (`ValueDictionary.isRecord`): it is copied
/// on write, freed, compared and walked as a dictionary is. What makes it a tuple is here: its
/// parts read and set by label or by position (`r.min`, `r.0`, `r.min = 5`), taken apart by
/// position (`let (lo, hi) = r`), ordered element by element, printed as Swift prints it.
/// (Labels of geometry — `(x:, y:)`, `(width:, height:)`, `(x:, y:, width:, height:)` — make a
/// Point, a Size or a Rect instead.)
enum Records {
    /// The part of record `d` named `name`: a label's, or the one at position `.0` … `.7`; nil
    /// when it has none.
    static func part(_ d: ValueDictionary, _ name: String) -> Value? {
        if let v = d[.string(name)] { return v }
        guard let i = position(name), i < d.count else { return nil }
        return d.values[i]
    }

    /// The key of record `d`'s part `name` (its label, or the label at that position); nil
    /// when it has none.
    static func key(_ d: ValueDictionary, _ name: String) -> Value? {
        let label = Value.string(name)
        if d[label] != nil { return label }
        guard let i = position(name), i < d.count else { return nil }
        return d.keys[i]
    }

    /// `.0` … `.7` as a position.
    private static func position(_ name: String) -> Int? {
        guard name.count == 1, let i = Int(name), i < Parser.tupleParts else { return nil }
        return i
    }

    /// The property `name` of a dictionary receiver: a record's part (read and assigned), else
    /// the dictionary's own property `found` (`count`, `keys` …), else `missing`'s error.
    static func property(_ name: String, over found: Property?, missing: @escaping (Value) -> any Error) -> Property {
        Property(name: name, type: .any, get: { v, ctx in
            if case .dictionary(let d) = v, d.isRecord, let part = part(d, name) { return part }
            guard let found else { throw missing(v) }
            return try found.get(v, ctx)
        }, set: { v, new, ctx in
            if case .dictionary(var d) = v, d.isRecord, let key = key(d, name) {
                v = .nil
                defer { v = .dictionary(d) }
                try d.updateValue(new, forKey: key)
                return
            }
            guard let found else { throw missing(v) }
            guard let set = found.set else {
                throw RuntimeError("cannot assign to '\(name)': it is a read-only member of \(v.typeName)")
            }
            guard let converted = found.type.accept(new) else {
                throw RuntimeError("cannot assign \(RuntimeError.describeBriefly(new)) to '\(name)', which is \(RuntimeError.withArticle(found.type.name))")
            }
            try set(&v, converted, ctx)
        })
    }

    /// Orders two records part by part, as Swift's tuples: the first parts that differ decide.
    static func test(_ op: BinaryOp, _ a: ValueDictionary, _ b: ValueDictionary) throws -> Bool? {
        guard a.isRecord, b.isRecord, a.count == b.count, a.count > 0 else { return nil }
        let x = a.values, y = b.values
        for i in 0..<(x.count - 1) where !x[i].isIdentical(to: y[i]) { return try Operators.test(op, x[i], y[i]) }
        return try Operators.test(op, x[x.count - 1], y[y.count - 1])
    }
}
