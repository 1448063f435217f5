#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Where each character of a long string starts, kept for the strings a script walks by index,
/// so that Swift's index code is linear, as it is in Swift.
///
/// geo's string indices are Numbers counted in characters (`StringIndexLibrary`). Without a
/// table each `s[i]`, `s.index(after: i)`, `s.endIndex`, `s.count` or `s[a..<b]` walks the
/// characters up to `i` (or all of them) — so `while i < s.endIndex { … s[i] …; i =
/// s.index(after: i) }` over 120,000 characters took 11.5 s. With one, each is a lookup: the
/// count, and the UTF-8 offset of character `k` (no offsets at all when every character is a
/// byte: ASCII without a CR).
///
/// A table is made for a string the first time it is indexed and kept for the two strings
/// indexed last, per thread (a script runs on its interpreter's thread; a loop comparing two
/// strings keeps both). A table holds its string, so the storage whose address is its key
/// is neither freed nor changed in place while the table exists (a change to a shared string
/// copies it). The tables are dropped when a run ends (`Interpreter`): a released
/// interpreter keeps no string alive.
///
/// Short strings (under `minimumBytes`) get none: walking them costs less than a lookup.
struct CharacterTable {
    /// The string (held: see above), its UTF-8 bytes' address and their number: the key.
    let text: String
    let base: UnsafeRawPointer
    let byteCount: Int
    /// The number of characters (grapheme clusters, as Swift counts them).
    let count: Int
    /// The UTF-8 offset of each character and, last, of the end (`count + 1` entries); empty
    /// when each character is one byte.
    let starts: [UInt32]

    static let minimumBytes = 32

    /// The UTF-8 offset where character `k` starts (`k` in `0...count`; `count`: the end).
    @inline(__always) func offset(_ k: Int) -> Int { starts.isEmpty ? k : Int(starts[k]) }

    /// Character `k` (in `0..<count`) as a String.
    func character(_ k: Int) -> String {
        piece(k..<(k + 1))
    }

    /// The characters in `r` (within `0...count`) as a String: their bytes copied once.
    func piece(_ r: Range<Int>) -> String {
        let from = offset(r.lowerBound), to = offset(r.upperBound)
        if to == from + 1 {
            let b = base.load(fromByteOffset: from, as: UInt8.self)
            if b < 0x80 { return String.asciiCharacters[Int(b)] }
        }
        let bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + from, count: to - from)
        // Whole characters of valid UTF-8: decoding repairs nothing.
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The table of `text`, made now.
    fileprivate init?(_ text: String) {
        guard let made = text.utf8.withContiguousStorageIfAvailable({ bytes -> (UnsafeRawPointer, Int, Int)? in
            guard let base = bytes.baseAddress else { return nil }
            // One byte a character: no offsets. (ASCII with a CR LF pair: counted below.)
            let count = String.asciiCharacterCount(bytes) ?? -1
            return (UnsafeRawPointer(base), bytes.count, count)
        }), let (base, byteCount, asciiCount) = made, byteCount <= Int(UInt32.max) else { return nil }
        self.text = text
        self.base = base
        self.byteCount = byteCount
        if asciiCount == byteCount {
            count = byteCount
            starts = []
            return
        }
        var starts: [UInt32] = []
        starts.reserveCapacity(asciiCount >= 0 ? asciiCount + 1 : byteCount / 2 + 1)
        let utf8 = text.utf8
        var i = text.startIndex
        while i < text.endIndex {
            starts.append(UInt32(utf8.distance(from: utf8.startIndex, to: i)))
            i = text.index(after: i)
        }
        count = starts.count
        starts.append(UInt32(byteCount))
        self.starts = starts
    }

    /// Whether this is the table of the string whose bytes `key` gives: the same bytes at the
    /// same address (held by `text`, so no other string's bytes can be there).
    @inline(__always) func isTable(of key: CharacterTables.Key) -> Bool {
        key.address == base && key.bytes == byteCount
    }
}

/// The per-thread tables (see `CharacterTable`).
enum CharacterTables {
    /// The table of `text`, from the thread's two or made now; nil for a short string (or one
    /// whose bytes are not in one buffer, as a bridged NSString's may not be).
    static func table(_ text: String) -> CharacterTable? {
        guard let key = Key(text) else { return nil }
        let store = Store.current
        switch store.position(of: key) {
        case 0?: return store.first
        case 1?:
            // The most recent first.
            swap(&store.first, &store.second)
            return store.first
        default: break
        }
        guard let table = CharacterTable(text) else { return nil }
        store.made += 1
        if store.first == nil { holders.add(1, ordering: .relaxed) }
        store.second = store.first
        store.first = table
        return table
    }

    /// How many threads hold tables now: zero in most runs, where `existingTable` and
    /// `release` (every `s.count` and every append of a long string) then look no further —
    /// one load, not a thread-local lookup.
    static let holders = Atomic<Int>(0)

    /// The table of `text` if the thread has one, none made: `s.count`, which Swift counts
    /// each time too, reads a table an index loop made but makes none (a string counted as it
    /// grows, `while s.count < n { s += … }`, would get a new one at each step).
    static func existingTable(_ text: String) -> CharacterTable? {
        guard let (store, key) = holding(text) else { return nil }
        switch store.position(of: key) {
        case 0?: return store.first
        case 1?: return store.second
        default: return nil
        }
    }

    /// Drops the thread's table of `text`, if it has one: `text` is about to grow in place
    /// (`s += t`), which it can only do while no table holds it too — else every append after
    /// an index read would copy the whole string.
    static func release(_ text: String) {
        guard let (store, key) = holding(text) else { return }
        switch store.position(of: key) {
        case 0?:
            store.first = store.second
            store.second = nil
            if store.first == nil { holders.subtract(1, ordering: .relaxed) }
        case 1?: store.second = nil
        default: break
        }
    }

    /// The thread's store and `text`'s key, when some thread holds tables, `text` is long and
    /// this thread holds one.
    private static func holding(_ text: String) -> (Store, Key)? {
        guard holders.load(ordering: .relaxed) != 0, let key = Key(text), let store = Store.existing, store.first != nil else { return nil }
        return (store, key)
    }

    /// Drops the thread's tables (and the strings they hold): the end of a run.
    static func clear() {
        guard let store = Store.existing, store.first != nil else { return }
        store.first = nil
        store.second = nil
        holders.subtract(1, ordering: .relaxed)
    }

    /// A long string's bytes: their address and number (nil for a short string, or one whose
    /// bytes are not in one buffer).
    struct Key {
        let address: UnsafeRawPointer
        let bytes: Int

        @inline(__always) init?(_ text: String) {
            bytes = text.utf8.count
            guard bytes >= CharacterTable.minimumBytes,
                  let found = text.utf8.withContiguousStorageIfAvailable({ $0.baseAddress.map(UnsafeRawPointer.init) }),
                  let address = found else { return nil }
            self.address = address
        }
    }

    /// How many tables this thread has made (tests: an index loop makes one, not one a step).
    static var madeOnThisThread: Int { Store.existing?.made ?? 0 }

    /// A thread's two tables, the most recently used first.
    private final class Store {
        var first: CharacterTable?
        var second: CharacterTable?
        var made = 0

        /// Which of the two is the table of the bytes `key` gives: 0 (`first`), 1, or nil.
        func position(of key: Key) -> Int? {
            if first?.isTable(of: key) == true { return 0 }
            if second?.isTable(of: key) == true { return 1 }
            return nil
        }

        deinit {
            // (A thread that ends holding tables.)
            if first != nil { CharacterTables.holders.subtract(1, ordering: .relaxed) }
        }

        /// The key of each thread's store (released by the thread's exit).
        static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key) { pointer in
                #if canImport(Darwin)
                Unmanaged<Store>.fromOpaque(pointer).release()
                #else
                if let pointer { Unmanaged<Store>.fromOpaque(pointer).release() }
                #endif
            }
            return key
        }()

        static var existing: Store? {
            pthread_getspecific(key).map { Unmanaged<Store>.fromOpaque($0).takeUnretainedValue() }
        }

        static var current: Store {
            if let store = existing { return store }
            let store = Store()
            pthread_setspecific(key, Unmanaged.passRetained(store).toOpaque())
            return store
        }
    }
}

extension String {
    /// The number of characters, from the string's table when it is long (`CharacterTables`):
    /// what the index methods and the range subscripts ask for each time.
    var indexedCharacterCount: Int {
        CharacterTables.table(self)?.count ?? characterCount
    }

    /// The number of characters, from the string's table if it has one (`s.count`). (A short
    /// string's, the most counted, asks for none.)
    @inline(__always) var countedCharacters: Int {
        if utf8.count >= CharacterTable.minimumBytes, let table = CharacterTables.existingTable(self) { return table.count }
        return characterCount
    }
}
