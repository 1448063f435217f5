/// A geo dictionary: Swift's `[Key: Value]` (docs/language.md, "Dictionaries").
///
/// Value semantics, as Swift's: copied on write (the storage is shared until one holder
/// changes it). A key is a Number, a String, a Bool or a View — the kinds of geo whose Swift
/// types are `Hashable` (`CGPoint` and `CGRect` are not) — compared as `==` compares them
/// (a View by identity). Swift leaves a dictionary's order unspecified; geo keeps the order
/// in which keys were first inserted, so a script's output is the same on every run.
///
/// Storage: the keys and values in insertion order, in two arrays, and a hash table from key
/// to position. A removal leaves a hole (a `.nil` key: no key is nil) that the arrays close
/// when holes are more than half of them, so a removal is O(1) amortised and a long-lived
/// cache (insert, remove, insert …) stays compact.
public struct ValueDictionary {
    final class Storage {
        var keys: [Value]
        var values: [Value]
        var positions: [Key: Int]
        var holes: Int

        init(keys: [Value] = [], values: [Value] = [], positions: [Key: Int] = [:], holes: Int = 0) {
            self.keys = keys
            self.values = values
            self.positions = positions
            self.holes = holes
        }

        func copy() -> Storage { Storage(keys: keys, values: values, positions: positions, holes: holes) }
    }

    /// A key as the hash table holds it. A number's `-0` and `0` are one key, as Swift's
    /// `Double` hashes them; `nan` is refused (`Key.init`).
    enum Key: Hashable {
        case number(Double)
        case string(String)
        case bool(Bool)
        case view(ObjectIdentifier)
    }

    var storage: Storage

    /// An empty dictionary.
    public init() { storage = Storage() }

    /// The number of entries.
    public var count: Int { storage.positions.count }

    /// Whether the dictionary has no entries.
    public var isEmpty: Bool { storage.positions.isEmpty }

    /// `value` as a key, or nil when it cannot be one (its kind, or `nan`).
    static func key(_ value: Value) -> Key? {
        switch value {
        case .number(let x): x.isNaN ? nil : .number(x == 0 ? 0 : x)
        case .string(let s): .string(s)
        case .bool(let b): .bool(b)
        case .view(let v): .view(ObjectIdentifier(v))
        default: nil
        }
    }

    /// `value` as a key, or the error that says why it is none.
    static func checkedKey(_ value: Value) throws -> Key {
        if let key = key(value) { return key }
        if case .number = value {
            throw RuntimeError("nan cannot be a dictionary key or a set element: nan != nan, so it could never be found again")
        }
        throw RuntimeError("a dictionary key or a set element must be a Number, a String, a Bool or a View, not \(RuntimeError.describeBriefly(value))",
                           notes: ["Swift's Dictionary keys and Set elements are Hashable; CGPoint, CGSize and CGRect are not: use a String such as \"\\(p.x),\\(p.y)\""])
    }

    /// The value for `key`, or nil when there is none.
    public subscript(key: Value) -> Value? {
        guard let k = Self.key(key), let i = storage.positions[k] else { return nil }
        return storage.values[i]
    }

    /// Makes the storage this dictionary's own before a change.
    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Sets the value for `key` (inserted at the end when the key is new); returns the old one.
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: Value) throws -> Value? {
        let k = try Self.checkedKey(key)
        unique()
        if let i = storage.positions[k] {
            let old = storage.values[i]
            storage.values[i] = value
            return old
        }
        storage.positions[k] = storage.keys.count
        storage.keys.append(key)
        storage.values.append(value)
        return nil
    }

    /// Removes the entry for `key`; returns its value, or nil when there was none.
    @discardableResult
    public mutating func removeValue(forKey key: Value) -> Value? {
        guard let k = Self.key(key), storage.positions[k] != nil else { return nil }
        unique()
        let i = storage.positions.removeValue(forKey: k)!
        let old = storage.values[i]
        storage.keys[i] = .nil
        storage.values[i] = .nil
        storage.holes += 1
        if storage.positions.isEmpty {
            storage = Storage()
        } else if storage.holes > storage.keys.count / 2 {
            compact()
        }
        return old
    }

    /// A set's insertion: adds `element` as a key (of a `.nil` value) unless it is one;
    /// whether it was added.
    public mutating func insert(_ element: Value) throws -> Bool {
        let k = try Self.checkedKey(element)
        if storage.positions[k] != nil { return false }
        unique()
        storage.positions[k] = storage.keys.count
        storage.keys.append(element)
        storage.values.append(.nil)
        return true
    }

    /// Whether `key` has an entry (a set's `contains`).
    public func contains(_ key: Value) -> Bool {
        guard let k = Self.key(key) else { return false }
        return storage.positions[k] != nil
    }

    /// Removes every entry.
    public mutating func removeAll() { storage = Storage() }

    /// Closes the holes removals left, keeping the order.
    private mutating func compact() {
        var keys: [Value] = [], values: [Value] = []
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
        var positions: [Key: Int] = [:]
        positions.reserveCapacity(count)
        for (i, key) in storage.keys.enumerated() where !key.isNil {
            positions[Self.key(key)!] = keys.count
            keys.append(key)
            values.append(storage.values[i])
        }
        storage = Storage(keys: keys, values: values, positions: positions)
    }

    /// Changes the value for `key` in place: `body` gets it (nil when absent) and what it
    /// leaves is stored — nil removes the entry, as Swift's `d[k] = nil` does.
    mutating func modify(_ key: Value, _ body: (inout Value) throws -> Void) throws {
        let k = try Self.checkedKey(key)
        guard let i = storage.positions[k] else {
            var v = Value.nil
            try body(&v)
            if !v.isNil { try updateValue(v, forKey: key) }
            return
        }
        unique()
        // Taken out while `body` runs, so a list value stays uniquely held and changes in place.
        var v = storage.values[i]
        storage.values[i] = .nil
        defer {
            if v.isNil {
                storage.values[i] = .nil
                removeValue(forKey: key)
            } else {
                storage.values[i] = v
            }
        }
        try body(&v)
    }

    /// The keys, in order.
    public var keys: [Value] { storage.holes == 0 ? storage.keys : storage.keys.filter { !$0.isNil } }

    /// The values, in the keys' order.
    public var values: [Value] {
        if storage.holes == 0 { return storage.values }
        return storage.keys.indices.compactMap { storage.keys[$0].isNil ? nil : storage.values[$0] }
    }

    /// Each entry as a key-value pair, in order.
    public var entries: [(key: Value, value: Value)] {
        storage.keys.indices.compactMap { storage.keys[$0].isNil ? nil : (storage.keys[$0], storage.values[$0]) }
    }

    /// The identity of the storage (shared copies have the same one).
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Whether both have the same keys, each with an equal value (Swift's `==`: order aside).
    func isEqual(to other: ValueDictionary) -> Bool {
        if storage === other.storage { return true }
        guard count == other.count else { return false }
        for (key, value) in entries {
            guard let theirs = other[key], theirs.isIdentical(to: value) else { return false }
        }
        return true
    }
}
