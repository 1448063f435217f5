/// Destroys values without recursion. A list of a list of … (or a closure capturing a
/// closure capturing …) millions deep would otherwise be freed by nested deinitialisers and
/// overflow the native stack; here the lists and closures that nothing else holds are taken
/// apart from a worklist. Shared parts are only released (someone else still holds them).
enum Disposal {
    /// Drops `v` (the caller's last use of it).
    /// Callers pass their last reference (`consume`): a copy still held by the caller would
    /// make the value look shared and be freed recursively afterwards.
    @inline(__always) static func dispose(_ v: consuming Value) {
        guard v.mayNestDeeply else { return }
        var x = consume v
        takeApart(&x)
    }

    /// Replaces the value at `p`, disposing the old one.
    @inline(__always) static func replace(_ p: UnsafeMutablePointer<Value>, with v: consuming Value) {
        // A Number holds nothing to release (no call of the outlined destroy).
        if case .number = p.pointee {
            // Moved in (not `to: v`, which copied it and then destroyed the parameter through
            // the outlined consume of a Value: a call for every Number stored).
            p.initialize(to: consume v)
            return
        }
        replaceOther(p, with: v)
    }

    /// `replace` with a Bool (path `storeTest`, a Bool constant's `storeConstant`): over a
    /// value that owns nothing (a Bool, a Number, nil) written in place, no Value passed.
    @inline(__always) static func replace(_ p: UnsafeMutablePointer<Value>, bool b: Bool) {
        if p.pointee.isTrivial {
            p.initialize(to: .bool(b))
            return
        }
        replaceOther(p, with: .bool(b))
    }

    /// `replace` over anything but a Number: out of line, so that the stores that inline
    /// `replace` keep a Number's store free of the destroy's registers and stack frame.
    @inline(never) static func replaceOther(_ p: UnsafeMutablePointer<Value>, with v: consuming Value) {
        // Nil (a local's first store), a Bool, a point, a size or a String that holds no
        // reference (`ownsNoStorage`): nothing to destroy.
        if p.pointee.isTrivial || p.pointee.isUncountedString {
            p.initialize(to: consume v)
            return
        }
        let old = p.move()
        p.initialize(to: consume v)
        dispose(consume old)
    }

    /// Takes `first` apart. The lists held only here are taken apart element by element where
    /// they lie (a stack of lists with the next element of each), so the work takes memory
    /// in proportion to how deep they nest, not how many elements they have: copying the
    /// elements out first took 25 MB for a list of 1.5 million closures — under a memory
    /// limit the very `xs = nil` that was to free them aborted (issue 13). A list's last
    /// element is taken after the list is left, so a chain a million deep takes no room.
    /// Small and out of line: a value someone else holds too — the common case, an element
    /// passed to a function and dropped with its frame (`before(heap[i], heap[j])`: pqrec) —
    /// is released here, without the worklist's stack frame and saved registers.
    @inline(never) static func takeApart(_ first: inout Value) {
        // A function someone else holds too (a closure read from a list into a variable that
        // lets it go): only this share released, no worklist set up.
        if var fn = takeFunction(&first) {
            if !isKnownUniquelyReferenced(&fn) { return }
            first = .function(fn)
        } else if var items = takeList(&first) {
            // Likewise a list someone else holds too (an element a built-in passed to a
            // callback, a loop variable's list of a list of lists): only this share released.
            if !isUnique(&items, storageIsOneReference) { return }
            // A list none of whose elements nests (Numbers, Strings, points: a pair returned,
            // a row, a temporary) released here as it is: its release goes one level down.
            if firstNesting(items) == nil { return }
            first = .list(consume items)
        } else if var d = takeDictionary(&first) {
            if !isKnownUniquelyReferenced(&d.storage) { return }
            // Likewise a record or a dictionary none of whose values nests.
            if !holdsNesting(d.storage) { return }
            first = .dictionary(d)
        }
        takeApartHeldHere(&first)
    }

    /// `takeApart` of a value held only by `first`.
    @inline(never) private static func takeApartHeldHere(_ first: inout Value) {
        // Read once: a static's every read calls its lazy initialisation's check.
        let oneReference = storageIsOneReference
        var lists: [(items: [Value], next: Int)] = []   // allocated only when a list nests
        var work: [Value] = []  // a closure's captured values (as many as its code names)
        var current = Value.nil
        swap(&current, &first)
        while true {
            // Taken out of `current` by moving, never by binding a copy: a second reference
            // would make a unique list look shared (and free it recursively later).
            if var owned = takeList(&current) {
                // Releasing `owned` drops its elements (none nests) or only our share of it.
                // A list whose nesting elements are closures capturing nothing that nests (a
                // record of closures, `["circle", { pi * r * r }, …]`) or lists of plain values
                // (`zip`'s pairs, the rows of a grid of Numbers) is dropped as it is: its release
                // frees at most list, closures or lists, cells — a bounded depth, and no stack of
                // lists allocated for it.
                if isUnique(&owned, oneReference), let k = firstNesting(owned),
                   !Disposal.allShallow(owned, from: k) {
                    if k < owned.count - 1 {
                        lists.append((owned, k))
                    } else {
                        // Only the last element nests (a linked list's [value, next]): taken
                        // out, the list dropped now, no entry on the stack of lists.
                        swap(&current, &owned[k])
                        continue
                    }
                }
            } else if var fn = takeFunction(&current) {
                if isKnownUniquelyReferenced(&fn) {
                    for i in 0..<fn.captureCount where isKnownUniquelyReferenced(&fn.captures[i]) {
                        var value = Value.nil
                        swap(&value, &fn.captures[i].value)
                        if value.mayNestDeeply { work.append(value) }
                    }
                }
            } else if var d = takeDictionary(&current) {
                // A dictionary's values (`node["next"] = [:]` a million deep), as a closure's.
                if isKnownUniquelyReferenced(&d.storage) {
                    let s = d.storage
                    for i in 0..<s.count where s.entries[i].value.mayNestDeeply {
                        var value = Value.nil
                        swap(&value, &s.entries[i].value)
                        work.append(value)
                    }
                }
            }
            if let next = work.popLast() {
                current = next
                continue
            }
            guard let next = nextElement(&lists) else { return }
            current = next
        }
    }

    /// The next element that may nest, moved out of the innermost list being taken apart
    /// (the others are dropped on the way; a list is left once its last is taken).
    private static func nextElement(_ lists: inout [(items: [Value], next: Int)]) -> Value? {
        while !lists.isEmpty {
            let top = lists.count - 1
            let i = lists[top].next
            guard i < lists[top].items.count else {
                lists.removeLast()
                continue
            }
            var value = Value.nil
            swap(&value, &lists[top].items[i])
            lists[top].next = i + 1
            if i + 1 == lists[top].items.count { lists.removeLast() }
            if value.mayNestDeeply { return value }
        }
        return nil
    }

    /// The index of the first element of `items` that may nest (`mayNestDeeply`), or nil: a
    /// plain loop over the elements where they lie.
    @inline(__always) private static func firstNesting(_ items: [Value]) -> Int? {
        items.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count where buffer[i].mayNestDeeply { return i }
            return nil
        }
    }

    /// Whether a value of the dictionary's entries may nest (its keys never do).
    @inline(__always) private static func holdsNesting(_ storage: ValueDictionary.Storage) -> Bool {
        for i in 0..<storage.count where storage.entries[i].value.mayNestDeeply { return true }
        return false
    }

    /// Whether every element from `start` on is shallow (`isShallow`).
    private static func allShallow(_ items: [Value], from start: Int) -> Bool {
        for i in start..<items.count where !isShallow(items[i]) { return false }
        return true
    }

    /// Whether dropping `v` recurses at most one level: a list none of whose elements is a
    /// list or a closure (a pair `[x, y]` of `zip` or `enumerated()`, a row of Numbers), or a
    /// closure none of whose captured values is.
    static func isShallow(_ v: Value) -> Bool {
        switch v {
        case .list(let items):
            // The last element first: a linked list's `[value, next]` is told at once.
            if let last = items.last, last.mayNestDeeply { return false }
            for item in items where item.mayNestDeeply { return false }
            return true
        case .function(let fn):
            for i in 0..<fn.captureCount where fn.captures[i].value.mayNestDeeply { return false }
            return true
        default: return true
        }
    }

    private static func takeList(_ v: inout Value) -> [Value]? {
        guard case .list(let items) = v else { return nil }
        v = .nil
        return items
    }

    private static func takeDictionary(_ v: inout Value) -> ValueDictionary? {
        guard case .dictionary(let d) = v else { return nil }
        v = .nil
        return d
    }

    private static func takeFunction(_ v: inout Value) -> Function? {
        guard case .function(let fn) = v else { return nil }
        v = .nil
        return fn
    }

    /// Whether the array's storage is held only by `items`. Asked of the storage object's
    /// reference count where an array is that one reference (`oneReference`:
    /// `storageIsOneReference`), which
    /// costs nothing; else by reading the array for writing, which copies a shared array (its
    /// elements retained, then released) — paid by every shared list a variable let go, such
    /// as a loop variable over a list of lists (accounts: 15% of the run).
    @inline(__always) private static func isUnique(_ items: inout [Value], _ oneReference: Bool) -> Bool {
        guard !items.isEmpty else { return false }
        if oneReference { return referenceIsUnique(&items) }
        let before = items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let after = items.withUnsafeMutableBufferPointer { UnsafeRawPointer($0.baseAddress) }
        return before == after
    }

    /// `isKnownUniquelyReferenced` of the array's storage object, read through the array's
    /// one word (no retain, no copy). The word is read as a reference to `StorageProbe`, a
    /// concrete class, since the check only reads the object's reference count: as
    /// `AnyObject`, Swift 6 opens the existential into a temporary copy and the answer is
    /// always "shared".
    private static func referenceIsUnique(_ items: inout [Value]) -> Bool {
        withUnsafeMutablePointer(to: &items) { p in
            p.withMemoryRebound(to: StorageProbe.self, capacity: 1) { isKnownUniquelyReferenced(&$0.pointee) }
        }
    }

    /// Stands for an array's storage object in `referenceIsUnique` (never instantiated).
    private final class StorageProbe {}

    /// Whether a non-empty array is one reference to its storage object, as Swift lays arrays
    /// out today (the layout is the compiler's to choose): checked once on real arrays — a
    /// unique one, the same shared, the same unique again — before the check above is trusted.
    static let storageIsOneReference: Bool = {
        guard MemoryLayout<[Value]>.size == MemoryLayout<AnyObject>.size,
              MemoryLayout<[Value]>.alignment == MemoryLayout<AnyObject>.alignment else { return false }
        // Built at run time: a literal of constants may be a static, immortal array.
        var items: [Value] = []
        for i in 0..<2 { items.append(.number(Double(i))) }
        // First, by arithmetic alone: the array's word is its storage object's address (no tag
        // or flag bits), and the elements lie inside that object — else the word is never read
        // as a reference.
        let address = items.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let word = withUnsafeBytes(of: &items) { $0.load(as: UInt.self) }
        guard word != 0, word % UInt(MemoryLayout<AnyObject>.alignment) == 0, address > word, address - word < 64,
              referenceIsUnique(&items) else { return false }
        var sharedSeen = false
        do {
            let shared = items   // a second holder, alive while the check runs
            sharedSeen = withExtendedLifetime(shared) { !referenceIsUnique(&items) }
        }
        return sharedSeen && referenceIsUnique(&items)
    }()
}

extension Value {
    /// A list, a function or a dictionary: what may hold a chain of values millions deep (a
    /// set holds only keys, which do not nest).
    @inline(__always) var mayNestDeeply: Bool {
        switch self {
        case .list, .function, .dictionary: return true
        default: return false
        }
    }
}
