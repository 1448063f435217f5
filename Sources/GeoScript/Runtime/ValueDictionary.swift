#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A geo dictionary (Swift's `[Key: Value]`) and the storage of a set (its keys alone):
/// docs/language.md, "Dictionaries" and "Sets".
///
/// Value semantics, as Swift's: copied on write (the storage is shared until one holder
/// changes it). A key is a Number, a String, a Bool or a View — the kinds of geo whose Swift
/// types are `Hashable` (`CGPoint` and `CGRect` are not) — compared as `==` compares them
/// (a View by identity). Swift leaves a dictionary's order unspecified; geo keeps the order
/// in which keys were first inserted, so a script's output is the same on every run.
///
/// Storage: the entries (key, value and the key's hash) in insertion order, and, past
/// `Storage.smallCount` entries, an open-addressing table (linear probing) of positions in
/// them, both in memory the storage allocates itself (a class's array was retained and released at each access, and checked
/// for uniqueness at each append: four retains a store of a new key). A removal leaves a
/// hole (a `.nil` key: no key is nil) and a tombstone in the table; the entries close their
/// holes when they are more than half of them, so a long-lived cache (insert, remove, insert
/// …) stays compact and a removal is O(1) amortised. Its own table, not Swift's
/// `Dictionary`: a Number key is hashed by mixing its bits (Swift's `Hasher` seeds and
/// finalises SipHash on every lookup, ~180 instructions, and a store looked its key up three
/// times: a memo table [Int: Int] ran 5× Lua's time); a String by its bytes when it is ASCII,
/// else Swift's own `hashValue`, agreeing with `==` (canonical equivalence: "\u{212A}" ==
/// "K": `stringHash`).
public struct ValueDictionary {
    /// One entry: its key (`.nil` once removed), its value and the key's hash.
    struct Entry {
        var key: Value
        var value: Value
        var hash: Int
    }

    final class Storage {
        // (Unchecked for exclusivity: every access is the dictionary's own, none overlaps
        // another; checked, they were a tenth of a store's time.)
        /// `count` entries initialized (holes included), room for `capacity`.
        @exclusivity(unchecked) var entries: UnsafeMutablePointer<Entry>
        @exclusivity(unchecked) var capacity: Int
        @exclusivity(unchecked) var count = 0
        /// Positions + 1 in `entries`, each with the high half of its key's hash (`Slot`); 0
        /// empty, `Slot.removed` a removed entry's. `mask + 1` slots (a power of 2, at least
        /// 8), or none (nil) when `mask` is 0: a dictionary of at most `smallCount` entries
        /// (holes included) has no table and is searched entry by entry, by the hashes first.
        /// A record (a labelled tuple) or a small dictionary is then two allocations, and so
        /// is each copy of it (`var p = ps[i]; p.x += 1`): the table was a third allocation,
        /// and made twice in a copy.
        @exclusivity(unchecked) var table: UnsafeMutablePointer<UInt64>?
        @exclusivity(unchecked) var mask = 0
        @exclusivity(unchecked) var live = 0
        /// Table slots not empty (live entries and tombstones).
        @exclusivity(unchecked) var used = 0
        @exclusivity(unchecked) var holes = 0
        /// Whether this is Swift's labelled tuple (`Records`): its keys are the labels.
        @exclusivity(unchecked) var isRecord = false

        /// The most entries (holes included) a storage keeps with no table.
        static let smallCount = 8

        init(capacity: Int = 0) {
            self.capacity = capacity
            entries = Storage.allocateEntries(capacity)
        }

        deinit {
            // Entry by entry, each Value by its own code (a Number's by a test of its tag):
            // `deinitialize(count:)` went through the runtime's generic array destroy, a
            // witness call per entry (a third of freeing a record).
            for p in 0..<count { _ = (entries + p).move() }
            free(entries)
            table?.deallocate()
        }

        /// The entries' memory is the C allocator's, so that `reserve` grows it with `realloc`:
        /// a large block (past the allocator's threshold, a few hundred KB) is then moved to
        /// its new size by the kernel (mremap) — its pages neither copied nor touched anew — where
        /// allocating a new block and moving the entries into it wrote every page twice, a page
        /// fault each (a memo table of 325,000 Numbers: 13,000 faults, a quarter of the run's
        /// time). An Entry is moved by its bytes (bitwise-takable: `DictionaryTests`).
        static func allocateEntries(_ capacity: Int) -> UnsafeMutablePointer<Entry> {
            let count = Swift.max(capacity, 1)
            guard let raw = malloc(count * MemoryLayout<Entry>.stride) else { outOfMemory() }
            return raw.bindMemory(to: Entry.self, capacity: count)
        }

        @inline(never) static func outOfMemory() -> Never {
            fatalError("geo: out of memory for a dictionary's entries")
        }

        /// A copy of `table` (`mask + 1` slots) as this storage's table, which has none.
        func copyTable(_ table: UnsafeMutablePointer<UInt64>?, mask: Int) {
            guard mask > 0, let table else { return }
            let mine = UnsafeMutablePointer<UInt64>.allocate(capacity: mask + 1)
            mine.initialize(from: table, count: mask + 1)
            self.table = mine
            self.mask = mask
        }

        func copy() -> Storage {
            let s = Storage(capacity: count)
            // (Entry by entry, as `deinit` frees them: not the runtime's generic array copy.)
            for p in 0..<count { (s.entries + p).initialize(to: entries[p]) }
            s.count = count
            s.copyTable(table, mask: mask)
            s.live = live
            s.used = used
            s.holes = holes
            s.isRecord = isRecord
            return s
        }

        /// Where `key` (of `hash`) is: its position in `entries`, or nil with the table slot an
        /// insertion takes (the first tombstone passed, else the empty slot that ended it).
        @inline(__always) func find(_ key: Value, _ hash: Int) -> (position: Int?, slot: Int) {
            withUnsafePointer(to: key) { find(at: $0, hash) }
        }

        /// `find` of the key at `key`, read where it lies (a String key not copied: a retain and
        /// a release).
        @inline(__always) func find(at key: UnsafePointer<Value>, _ hash: Int) -> (position: Int?, slot: Int) {
            let mask = self.mask
            let entries = self.entries
            guard mask > 0 else {
                // No table: the entries' hashes compared in order (a hole's key is nil: never
                // the same).
                for p in 0..<count where entries[p].hash == hash && ValueDictionary.same(entries + p, at: key) {
                    return (p, 0)
                }
                return (nil, 0)
            }
            let table = self.table.unsafelyUnwrapped
            var i = hash & mask
            var firstFree = -1
            let tag = Slot.tag(hash)
            while true {
                let slot = table[i]
                if slot == 0 { return (nil, firstFree >= 0 ? firstFree : i) }
                if slot == Slot.removed {
                    if firstFree < 0 { firstFree = i }
                } else if slot & Slot.tagMask == tag {
                    // (The entry read only when its hash's high half is the key's: a slot of
                    // another key is passed over in the table, with no read of the entries,
                    // which lie elsewhere in memory.)
                    let p = Slot.position(slot)
                    if entries[p].hash == hash, ValueDictionary.same(entries + p, at: key) { return (p, i) }
                }
                i = (i + 1) & mask
            }
        }

        /// Appends a new entry at table slot `slot` (from `find`; with no table, any).
        func append(_ key: Value, _ value: Value, _ hash: Int, slot: Int) {
            var slot = slot
            if mask == 0 ? count >= Storage.smallCount : (used + 1) * 4 > (mask + 1) * 3 {
                rebuild(capacity: live + 1)
                slot = find(key, hash).slot
            }
            if count == capacity { reserve(Swift.max(mask == 0 ? 4 : 8, capacity * 2)) }
            if let table = self.table {
                if table[slot] == 0 { used += 1 }
                table[slot] = Slot.make(position: count, hash: hash)
            }
            (entries + count).initialize(to: Entry(key: key, value: value, hash: hash))
            count += 1
            live += 1
        }

        /// Room for `capacity` entries (more than `count`), the entries moved there by their
        /// bytes (`allocateEntries`).
        func reserve(_ capacity: Int) {
            guard let raw = realloc(entries, capacity * MemoryLayout<Entry>.stride) else { Storage.outOfMemory() }
            entries = raw.bindMemory(to: Entry.self, capacity: capacity)
            self.capacity = capacity
        }

        /// The table made anew for `capacity` entries (no tombstones), or none for a storage
        /// with no table that stays small; the entries' holes closed first when there are any.
        func rebuild(capacity: Int) {
            if holes > 0 {
                var kept = 0
                for p in 0..<count {
                    if entries[p].key.isNil {
                        (entries + p).deinitialize(count: 1)
                    } else {
                        if kept != p { (entries + kept).moveInitialize(from: entries + p, count: 1) }
                        kept += 1
                    }
                }
                count = kept
                holes = 0
            }
            if mask == 0 && capacity <= Storage.smallCount { return }
            var size = 8
            while size * 3 < capacity * 4 + 4 { size *= 2 }
            self.table?.deallocate()
            let table = UnsafeMutablePointer<UInt64>.allocate(capacity: size)
            table.initialize(repeating: 0, count: size)
            self.table = table
            mask = size - 1
            for p in 0..<count {
                let hash = entries[p].hash
                var i = hash & mask
                while table[i] != 0 { i = (i + 1) & mask }
                table[i] = Slot.make(position: p, hash: hash)
            }
            used = count
        }
    }

    var storage: Storage

    /// A table slot: an entry's position + 1 in the low half, the high half of its key's hash in
    /// the high half, so a probe passes over other keys' slots without reading their entries
    /// (a memo table of 189,000 Numbers: two reads of memory far apart a probe, one a
    /// lookup's time; `Storage.find`).
    enum Slot {
        static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
        /// A removed entry's slot (a tombstone): no position + 1 is 2^32 - 1.
        static let removed = UInt64.max
        @inline(__always) static func tag(_ hash: Int) -> UInt64 { UInt64(UInt(bitPattern: hash)) & tagMask }
        @inline(__always) static func make(position: Int, hash: Int) -> UInt64 { tag(hash) | UInt64(position + 1) }
        @inline(__always) static func position(_ slot: UInt64) -> Int { Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1 }
    }

    /// An empty dictionary.
    public init() { storage = Storage() }

    /// The number of entries.
    public var count: Int { storage.live }

    /// Whether this is Swift's labelled tuple (`(min: 1, max: 3)`), its labels the keys in
    /// order (`Records`).
    public var isRecord: Bool { storage.isRecord }

    /// Swift's labelled tuple of `values`, labelled `labels` (distinct Strings).
    static func record(labels: [String], values: [Value]) -> ValueDictionary {
        var d = ValueDictionary()
        for (label, value) in zip(labels, values) { _ = try? d.updateValue(value, forKey: .string(label)) }
        d.storage.isRecord = true
        return d
    }

    /// A labelled tuple literal's labels, hashed and placed once (when the literal is
    /// compiled): each record it makes copies its keys, hashes and table (`record(_:part:)`),
    /// with no label hashed again.
    final class RecordShape {
        let prototype: Storage

        init(labels: [String]) {
            prototype = ValueDictionary.record(labels: labels, values: labels.map { _ in Value.nil }).storage
        }
    }

    /// The labelled tuple of `shape` whose part `i` is `part(i)`, made in order (a part that
    /// fails leaves the parts before it freed with the storage).
    @inline(__always) static func record(_ shape: RecordShape, part: (Int) throws -> Value) rethrows -> ValueDictionary {
        let proto = shape.prototype
        let s = Storage(capacity: proto.count)
        s.copyTable(proto.table, mask: proto.mask)
        s.used = proto.used
        s.isRecord = true
        for i in 0..<proto.count {
            let value = try part(i)
            (s.entries + i).initialize(to: Entry(key: proto.entries[i].key, value: value, hash: proto.entries[i].hash))
            s.count = i + 1
            s.live = i + 1
        }
        return ValueDictionary(storage: s)
    }

    private init(storage: Storage) { self.storage = storage }

    /// The position of a record's part labelled `name`, whose hash is `hash`
    /// (`labelHash(name)`, found once by the code that reads the part: `Records`): its labels'
    /// hashes compared in order, a label compared only where its hash is the name's (a record
    /// has a few parts; no lookup in the table, nothing hashed).
    @inline(__always) func position(ofLabel name: String, hash: Int) -> Int? {
        let s = storage
        for p in 0..<s.count where s.entries[p].hash == hash {
            if case .string(let label) = s.entries[p].key, label == name { return p }
        }
        return nil
    }

    /// The hash a record's label `name` has as its key.
    static func labelHash(_ name: String) -> Int { stringHash(name) }

    /// The value at `position` (from `position(ofLabel:)`, or one of `positions`).
    @inline(__always) func value(at position: Int) -> Value { storage.entries[position].value }

    /// `body` of the value at `position`, where it lies (neither made unique nor retained;
    /// `body` must not change the dictionary).
    @inline(__always) func reading<R>(at position: Int, _ body: (UnsafePointer<Value>) -> R) -> R {
        withUnsafeMutablePointer(to: &storage.entries[position].value) { body(UnsafePointer($0)) }
    }

    /// The entries' positions, in order, holes included: a hole's key (`key(at:)`) is nil.
    var positions: Range<Int> { 0..<storage.count }

    /// The key at `position` (one of `positions`); nil for a hole.
    @inline(__always) func key(at position: Int) -> Value { storage.entries[position].key }

    /// Changes the value at `position` (from `position(ofLabel:)`) by `body`, where it lies:
    /// the storage made this dictionary's own, the value taken out of its entry while `body`
    /// runs, so a list there is changed in place, not copied (`r.items.append(x)`).
    mutating func modifyValue(at position: Int, _ body: (inout Value) throws -> Void) rethrows {
        unique()
        var x = storage.entries[position].value
        storage.entries[position].value = .nil
        defer { storage.entries[position].value = x }
        try body(&x)
    }

    /// Sets the value at `position` (from `position(ofLabel:)`), the storage made this
    /// dictionary's own first.
    @inline(__always) mutating func setValue(_ value: Value, at position: Int) {
        unique()
        storage.entries[position].value = value
    }

    /// Whether the dictionary has no entries.
    public var isEmpty: Bool { storage.live == 0 }

    /// The hash of `value` as a key, or nil when it cannot be one (its kind, or `nan`). A
    /// Number's bits mixed (splitmix64's finaliser), `-0` as `0`, as `==` has them equal.
    @inline(__always) static func hash(_ value: Value) -> Int? {
        withUnsafePointer(to: value) { hash(at: $0) }
    }

    /// `hash` of the value at `p`, read where it lies.
    @inline(__always) static func hash(at p: UnsafePointer<Value>) -> Int? {
        switch p.pointee {
        case .number(let x):
            if x.isNaN { return nil }
            return mix((x == 0 ? 0 : x).bitPattern)
        case .string(let s): return stringHash(s)
        case .bool(let b): return mix(b ? 1 : 2)
        case .view(let v): return mix(UInt64(UInt(bitPattern: ObjectIdentifier(v).hashValue)))
        default: return nil
        }
    }

    /// A String key's hash, which agrees with `==` (Swift's canonical equivalence): an ASCII
    /// string's by its bytes (`asciiHash`: a few instructions a byte, where Swift's
    /// `hashValue` seeds and finalises SipHash, ~240 instructions for a short key, which a
    /// lookup of a word paid every time); any other string by `nonASCIIHash`.
    ///
    /// A small ASCII string — at most 15 bytes, held in the String's own two words, which is
    /// what most keys are — is hashed from those words as they lie, the bytes not copied out
    /// (`withContiguousStorageIfAvailable` copies a small string to the stack and calls a
    /// closure: ~50 instructions for a 5-letter key, 12 this way). Swift's String layout on
    /// 64-bit little-endian platforms (part of its ABI on Apple's): the first word holds code
    /// units 0–7, the second units 8–14 and, in its top byte, the flags and the count — 0xE0
    /// (immortal, ASCII, small) | count for exactly these strings. The same bytes held any
    /// other way (a native buffer) are hashed alike by `asciiHash` (tested).
    @inline(__always) static func stringHash(_ s: String) -> Int {
        #if _pointerBitWidth(_64) && _endian(little)
        let (low, high) = unsafeBitCast(s, to: (UInt64, UInt64).self)
        if high >> 56 & 0xF0 == 0xE0 { return shortHash(low, high & 0x0FFF_FFFF_FFFF_FFFF) }
        #endif
        if let ascii = s.utf8.withContiguousStorageIfAvailable(asciiHash), let h = ascii { return h }
        return nonASCIIHash(s)
    }

    /// The hash of ASCII bytes; nil when a byte is not ASCII. Up to 15 bytes by `shortHash` of
    /// the bytes as two little-endian words, the count in the top byte of the second (as a
    /// small String holds them); more by FNV-1a, mixed.
    @inline(__always) static func asciiHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var low: UInt64 = 0, high: UInt64 = 0
        var n: UInt64 = 0
        for b in bytes {
            if b >= 0x80 { return nil }
            h = (h ^ UInt64(b)) &* 0x100_0000_01b3
            if n < 8 { low |= UInt64(b) << (8 &* n) } else if n < 15 { high |= UInt64(b) << (8 &* (n &- 8)) }
            n &+= 1
        }
        return n <= 15 ? shortHash(low, high | n << 56) : mix(h)
    }

    /// The hash of up to 15 ASCII bytes as two words (see `asciiHash`): the second multiplied
    /// by an odd constant and its halves swapped (both one-to-one), added to the first, mixed.
    @inline(__always) static func shortHash(_ low: UInt64, _ high: UInt64) -> Int {
        let spread = high &* 0x9E37_79B9_7F4A_7C15
        return mix(low &+ (spread << 32 | spread >> 32))
    }

    /// The hash of a string that is not ASCII (or not stored contiguously). It is equal (`==`,
    /// canonical equivalence) to an ASCII string only when its canonical form is ASCII, which
    /// takes one of the three characters whose canonical decomposition is ASCII — U+212A
    /// KELVIN SIGN (K), U+037E GREEK QUESTION MARK (;), U+1FEF GREEK VARIA (`) — so those are
    /// made ASCII first and the result hashed as any string; else Swift's `hashValue`, which
    /// agrees with `==` among the others.
    @inline(never) static func nonASCIIHash(_ s: String) -> Int {
        func ascii(_ u: Unicode.Scalar) -> Unicode.Scalar? {
            switch u.value {
            case 0x212A: return "K"
            case 0x037E: return ";"
            case 0x1FEF: return "`"
            default: return nil
            }
        }
        if s.unicodeScalars.contains(where: { ascii($0) != nil }) {
            var made = String.UnicodeScalarView()
            for u in s.unicodeScalars { made.append(ascii(u) ?? u) }
            return stringHash(String(made))   // (with none of the three left)
        }
        // ASCII not stored contiguously (a bridged string) is hashed by its bytes all the same.
        return asciiHash(s.utf8) ?? s.hashValue
    }

    @inline(__always) static func mix(_ x: UInt64) -> Int {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(bitPattern: UInt(z ^ (z >> 31)))
    }

    /// Whether the key of the entry at `e` and the value at `b` are one (`==`; both are keys),
    /// each read where it lies (a String key not copied: a retain and a release).
    @inline(__always) static func same(_ e: UnsafeMutablePointer<Entry>, at b: UnsafePointer<Value>) -> Bool {
        switch e.pointee.key {
        case .number(let x): if case .number(let y) = b.pointee { return x == y }
        case .string(let s): if case .string(let t) = b.pointee { return s == t }
        case .bool(let p): if case .bool(let q) = b.pointee { return p == q }
        case .view(let v): if case .view(let w) = b.pointee { return v === w }
        default: break
        }
        return false
    }

    /// `value`'s hash as a key, or the error that says why it is none.
    static func checkedKey(_ value: Value) throws -> Int {
        if let h = hash(value) { return h }
        if case .number = value {
            throw RuntimeError("nan cannot be a dictionary key or a set element: nan != nan, so it could never be found again")
        }
        throw RuntimeError("a dictionary key or a set element must be a Number, a String, a Bool or a View, not \(RuntimeError.describeBriefly(value))",
                           notes: ["Swift's Dictionary keys and Set elements are Hashable; CGPoint, CGSize and CGRect are not: use a String such as \"\\(p.x),\\(p.y)\""])
    }

    /// The value for `key`, or nil when there is none.
    public subscript(key: Value) -> Value? {
        guard let h = Self.hash(key) else { return nil }
        return value(forKey: key, hash: h)
    }

    /// The value for `key`, whose hash (`hash(_:)`) is `h`, or nil when there is none.
    func value(forKey key: Value, hash h: Int) -> Value? {
        guard let p = storage.find(key, h).position else { return nil }
        return storage.entries[p].value
    }

    /// The kind of the value for `key` (of hash `h`), or nil when there is none.
    func kindOfValue(forKey key: Value, hash h: Int) -> ValueKind? {
        guard let p = storage.find(key, h).position else { return nil }
        return storage.entries[p].value.kind
    }

    /// `body` on the value for `key` (of hash `h`) where it lies, the storage made this
    /// dictionary's own first; nil, nothing changed, when there is none. (`body` must not
    /// reach this dictionary: path `methodEntry` appends a value computed before.)
    mutating func withValue<R>(forKey key: Value, hash h: Int, _ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R? {
        guard let p = storage.find(key, h).position else { return nil }
        // (A copy keeps the entries where they are: `p` is the copy's too.)
        unique()
        return try withUnsafeMutablePointer(to: &storage.entries[p].value, body)
    }

    /// `body` on the value for `key` (of hash `h`) where it lies, to read it (the storage
    /// neither made unique nor retained); nil when there is none. (`body` must not change the
    /// dictionary.)
    @inline(__always) func withValue<R>(forKeyAt key: UnsafePointer<Value>, hash h: Int, reading body: (UnsafePointer<Value>) -> R) -> R? {
        guard let p = storage.find(at: key, h).position else { return nil }
        return reading(at: p, body)
    }

    /// What `rewriteValue` did.
    enum Rewrite {
        /// There is no entry for the key: nothing ran, nothing changed.
        case absent
        /// The entry holds the value made.
        case stored
        /// The value made, not stored: nil (a removal), or holding this dictionary's storage
        /// (`d[k] = [d[k], d]`), which a store into the storage in place would change too.
        case made(Value)
    }

    /// The value for the key at `key` (of hash `h`) replaced by the value `body` makes,
    /// `body` reading the old one where it lies (path `rewriteEntry`: `counts[w] =
    /// (counts[w] ?? 0) + 1`, the key found once), the storage made this dictionary's own
    /// first. (`body` must not change the dictionary: it runs no script.)
    mutating func rewriteValue(forKeyAt key: UnsafePointer<Value>, hash h: Int,
                               _ body: (UnsafePointer<Value>) throws -> Value) rethrows -> Rewrite {
        guard let p = storage.find(at: key, h).position else { return .absent }
        // (A copy keeps the entries where they are: `p` is the copy's too.)
        unique()
        let entry = storage.entries + p
        let made = try withUnsafePointer(to: &entry.pointee.value, body)
        if made.isNil || !isKnownUniquelyReferenced(&storage) { return .made(made) }
        entry.pointee.value = made
        return .stored
    }

    /// `withValue(forKey:hash:_:)` of the key at `key`, read where it lies (a String key not
    /// copied: no retain and release of its storage).
    mutating func changeValue<R>(forKeyAt key: UnsafePointer<Value>, hash h: Int,
                                 _ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R? {
        guard let p = storage.find(at: key, h).position else { return nil }
        unique()
        return try withUnsafeMutablePointer(to: &storage.entries[p].value, body)
    }

    /// Makes the storage this dictionary's own before a change.
    @inline(__always) private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Sets the value for `key` (inserted at the end when the key is new); returns the old one.
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: Value) throws -> Value? {
        let h = try Self.checkedKey(key)
        unique()
        let (position, slot) = storage.find(key, h)
        if let p = position {
            let old = storage.entries[p].value
            storage.entries[p].value = value
            return old
        }
        storage.append(key, value, h, slot: slot)
        return nil
    }

    /// A set's insertion: adds `element` as a key (of a `.nil` value) unless it is one;
    /// whether it was added.
    public mutating func insert(_ element: Value) throws -> Bool {
        let h = try Self.checkedKey(element)
        let (position, slot) = storage.find(element, h)
        if position != nil { return false }
        // (A copy keeps the table as it is: the slot found is the copy's too.)
        unique()
        storage.append(element, .nil, h, slot: slot)
        return true
    }

    /// Whether `key` has an entry (a set's `contains`).
    public func contains(_ key: Value) -> Bool {
        guard let h = Self.hash(key) else { return false }
        return storage.find(key, h).position != nil
    }

    /// Removes the entry for `key`; returns its value, or nil when there was none.
    @discardableResult
    public mutating func removeValue(forKey key: Value) -> Value? {
        guard let h = Self.hash(key) else { return nil }
        let (position, slot) = storage.find(key, h)
        guard let p = position else { return nil }
        // (A copy keeps the entries and the table as they are: `p` and `slot` are the copy's too.)
        unique()
        let old = storage.entries[p].value
        storage.table?[slot] = Slot.removed
        storage.entries[p].key = .nil
        storage.entries[p].value = .nil
        storage.live -= 1
        storage.holes += 1
        if storage.live == 0 {
            storage = Storage()
        } else if storage.holes > storage.count / 2 {
            storage.rebuild(capacity: storage.live)
        }
        return old
    }

    /// Removes every entry.
    public mutating func removeAll() { storage = Storage() }

    /// Changes the value for `key` (of hash `h`, from `checkedKey`) in place: `body` gets it
    /// (nil when absent) and what it leaves is stored — nil removes the entry, as Swift's
    /// `d[k] = nil` does. One lookup: the storage is this dictionary's own from the start, so
    /// nothing `body` runs can reach it.
    mutating func modify(_ key: Value, hash h: Int, _ body: (inout Value) throws -> Void) throws {
        unique()
        // Not retained around each use: `body` cannot reach this dictionary, so its storage
        // stays this one until the end (a removal may replace it: `removeValue`, last).
        let storage = Unmanaged.passUnretained(self.storage)
        let (position, slot) = storage._withUnsafeGuaranteedRef { $0.find(key, h) }
        guard let p = position else {
            var v = Value.nil
            try body(&v)
            if !v.isNil { storage._withUnsafeGuaranteedRef { $0.append(key, v, h, slot: slot) } }
            return
        }
        // Taken out while `body` runs, so a list value stays uniquely held and changes in place.
        let entry = storage._withUnsafeGuaranteedRef { $0.entries + p }
        var v = Value.nil
        swap(&v, &entry.pointee.value)
        defer {
            if v.isNil {
                removeValue(forKey: key)
            } else {
                entry.pointee.value = v
            }
        }
        try body(&v)
    }

    /// The value of the entry at `offset` (as `entry(at:)` counts, from 0 to `count`): with
    /// no hole, read where it lies (no copy of its key).
    @inline(__always) func value(atOffset offset: Int) -> Value? {
        let s = storage
        if s.holes == 0, offset >= 0, offset < s.live { return s.entries[offset].value }
        return entry(at: offset)?.value
    }

    /// The entry at `offset` among the entries, in order; nil past the last.
    func entry(at offset: Int) -> (key: Value, value: Value)? {
        let s = storage
        guard offset >= 0, offset < s.live else { return nil }
        if s.holes == 0 { return (s.entries[offset].key, s.entries[offset].value) }
        var seen = 0
        for p in 0..<s.count where !s.entries[p].key.isNil {
            if seen == offset { return (s.entries[p].key, s.entries[p].value) }
            seen += 1
        }
        return nil
    }

    /// The keys, in order.
    public var keys: [Value] { collect { $0.key } }

    /// The values, in the keys' order.
    public var values: [Value] { collect { $0.value } }

    /// Each entry as a key-value pair, in order.
    public var entries: [(key: Value, value: Value)] { collect { ($0.key, $0.value) } }

    /// `part` of each entry, in order (the holes left out).
    private func collect<T>(_ part: (Entry) -> T) -> [T] {
        let s = storage
        var result: [T] = []
        result.reserveCapacity(s.live)
        for p in 0..<s.count where !s.entries[p].key.isNil { result.append(part(s.entries[p])) }
        return result
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
