/// Swift's labelled tuples of any values (`(min: 1, max: 3)`, `-> (lo: Int, hi: Int)`, `var
/// best = (start: 0, length: 1)`): docs/language.md, "Labelled tuples". A record is a dictionary
/// whose keys are its labels in order, marked as one (`ValueDictionary.isRecord`): it is copied
/// on write, freed, compared and walked as a dictionary is. What makes it a tuple is here: its
/// parts read and set by label or by position (`r.min`, `r.0`, `r.min = 5`); taken apart by
/// position (`Compiler.part(of:)`), ordered part by part (`Operators.inOrder`) and printed as
/// Swift prints it (`ValueDescription`) with its `labels`. (Labels of geometry — `(x:, y:)`,
/// `(width:, height:)`, `(x:, y:, width:, height:)` — make a Point, a Size or a Rect instead.)
enum Records {
    /// The part of `v` named `name` when `v` is a record: a label's, or the one at position
    /// `.0` … `.7`; nil when `v` is no record or has no such part.
    static func part(of v: Value, _ name: String) -> Value? {
        part(of: v, Label(name))
    }

    /// A part's name with its hash as a label (`ValueDictionary.labelHash`), and its position
    /// when it is `.0` … `.7`, found once by the code that reads or sets the part.
    struct Label {
        let name: String
        let hash: Int
        let position: Int?
        init(_ name: String) {
            self.name = name
            hash = ValueDictionary.labelHash(name)
            position = Records.position(name)
        }
    }

    /// `part(of:_:)` of a label found once.
    @inline(__always) static func part(of v: Value, _ label: Label) -> Value? {
        guard case .dictionary(let d) = v, d.isRecord else { return nil }
        if let p = d.position(ofLabel: label.name, hash: label.hash) { return d.value(at: p) }
        return label.position.flatMap { d.value(atOffset: $0) }
    }

    /// Sets the part `label` of the record in `v` to `new`; false (nothing changed) when `v` is
    /// no record or has no such part.
    /// (Set directly, not through `modify`, which takes the old value out first: 45
    /// instructions more a store.)
    static func assign(_ v: inout Value, _ label: Label, _ new: Value) throws -> Bool {
        guard case .dictionary(var d) = v, d.isRecord else { return false }
        if let p = d.position(ofLabel: label.name, hash: label.hash) {
            v = .nil
            d.setValue(new, at: p)
            v = .dictionary(d)
            return true
        }
        guard let key = label.position.flatMap({ d.entry(at: $0)?.key }) else { return false }
        v = .nil
        defer { v = .dictionary(d) }
        try d.updateValue(new, forKey: key)
        return true
    }

    /// Writes the Number `y` (or, with `op`, the part `op` `y`) into the part labelled `label`
    /// of the record at `p`, where it lies (`best.length += 1`, `people[i].age = 0`: paths
    /// `valueMemberStore`, `elementMemberStore`); false, nothing changed, when `p` holds no
    /// record, it has no part of that label, or (with `op`) the part is no Number: the general
    /// code then stores it, or gives its error.
    @inline(__always) static func storeNumber(_ p: UnsafeMutablePointer<Value>, _ label: Label, _ y: Double, _ op: BinaryOp?) -> Bool {
        guard case .dictionary(var d) = p.pointee, d.isRecord,
              let position = d.position(ofLabel: label.name, hash: label.hash) else { return false }
        var new = y
        if let op {
            guard case .number(let old) = d.value(at: position) else { return false }
            new = Operators.arithmetic(op, old, y)
        }
        // Taken out of its place while it changes, so a storage the place held alone is not copied.
        p.pointee = .nil
        d.setValue(.number(new), at: position)
        p.pointee = .dictionary(d)
        return true
    }

    /// `.0` … `.7` as a position, from the name's one byte (`Label.position`, found once).
    static func position(_ name: String) -> Int? {
        let utf8 = name.utf8
        guard utf8.count == 1, let b = utf8.first, b >= UInt8(ascii: "0"), Int(b - UInt8(ascii: "0")) < Parser.tupleParts else { return nil }
        return Int(b - UInt8(ascii: "0"))
    }

    /// Changes the part labelled `label` of the record in `v` by `body`, where it lies (a list
    /// part appended to in place: `r.items.append(x)` copied the list every time); false
    /// (nothing done) when `v` is no record or has no part of that label.
    static func modify(_ v: inout Value, _ label: Label, _ body: (inout Value) throws -> Void) throws -> Bool {
        guard case .dictionary(var d) = v, d.isRecord, let p = d.position(ofLabel: label.name, hash: label.hash) else { return false }
        v = .nil
        defer { v = .dictionary(d) }
        try d.modifyValue(at: p, body)
        return true
    }

    /// A record's labels, in order.
    /// A tuple without labels (a Point, a list) of as many parts as `labels` given them, as
    /// Swift converts `(3, 10)` to `(start: Int, end: Int)`; nil for any other value.
    static func labelled(_ value: Value, _ labels: [String], _ ctx: RuntimeContext) throws -> Value? {
        let parts: [Value]
        switch value {
        case .point(let p): parts = [.number(p.x), .number(p.y)]
        case .list(let items): parts = items
        default: return nil
        }
        guard parts.count == labels.count else { return nil }
        try ctx.noteAllocation(128 + labels.count * 4 * MemoryLayout<Value>.stride)
        return .dictionary(ValueDictionary.record(labels: labels, values: parts))
    }

    static func labels(_ d: ValueDictionary) -> [String] {
        d.keys.map { if case .string(let label) = $0 { label } else { "" } }
    }

    /// The property `name` read from a dictionary receiver: a record's part, else the
    /// dictionary's own property `found` (`count`, `keys` …), else `missing`'s error. (A part
    /// is set through its place: `Compiler.memberAccess`.)
    static func property(_ name: String, over found: Property?, missing: @escaping (Value) -> any Error) -> Property {
        let label = Label(name)
        return Property(name: name, type: .any, get: { v, ctx in
            if let part = part(of: v, label) { return part }
            guard let found else { throw missing(v) }
            return try found.get(v, ctx)
        }, set: nil)
    }
}

/// A record's part read where the record lies, in a variable's slot (paths `memberRecord`,
/// `callMemberHeld`).
extension UnsafeMutablePointer where Pointee == Value {
    /// `body` of the part labelled `label` of the record here, both read where they lie (the
    /// caller checked `Value.dictionaryIsHeldInPlace`: a binding of the dictionary would retain
    /// its storage); nil when this holds no record with that label (a part at a position, `.0`,
    /// is left to the member's code).
    @inline(__always) func withRecordPart<R>(_ label: Records.Label, _ body: (UnsafePointer<Value>) -> R?) -> R? {
        guard case .dictionary = pointee else { return nil }
        return withMemoryRebound(to: ValueDictionary.self, capacity: 1) { d -> R? in
            guard d.pointee.isRecord, let p = d.pointee.position(ofLabel: label.name, hash: label.hash) else { return nil }
            return d.pointee.reading(at: p, body)
        }
    }

    /// The function that is the part labelled `label` of the record here, unretained (valid
    /// while the record holds it); nil for anything else.
    @inline(__always) func functionPart(_ label: Records.Label) -> Unmanaged<Function>? {
        withRecordPart(label) { $0.pointee.unmanagedFunction }
    }

    /// The Number that is the part labelled `label` of the record here; nil for anything else.
    @inline(__always) func numberPart(_ label: Records.Label) -> Double? {
        withRecordPart(label) { p -> Double? in
            if case .number(let x) = p.pointee { return x }
            return nil
        }
    }
}
