/// `d[k] = e` where `e` reads `d[k]` and runs no script (path `rewriteEntry`): `counts[w] =
/// (counts[w] ?? 0) + 1`, `best[id] = best[id]! + x`, `seen[s] = seen[s] == nil ? 1 : 2`.
/// The entry is found once: while the value's code runs, its reads of `d[k]` read the entry
/// where it lies (`reading`), and the value made is stored there. The general store found
/// the key twice (once for the read, once for the store) and copied the entry out.
///
/// Chosen from what the operands are: the target's dictionary is a variable (`var`) and its
/// key a constant or a local's or a global's value; the value's code runs no script (so
/// nothing can change the dictionary, the key or the entry while it runs); some read in the
/// value is of the same variable at the same key (`Compiler.rewrittenRead`). Anything the
/// rewrite does not do — the variable holds no dictionary (a list: `xs[i] = xs[i] * 2`), no
/// entry for the key (a new one), a value that is nil (a removal) or holds the dictionary
/// itself — is done by the store's own code, with its errors, the value computed once.
final class EntryRewrite {
    /// The target's dictionary and key, as the value's reads are matched against them.
    let dictionary: Operand
    let key: Operand
    /// Whether a read of the value's code reads the entry here (set while compiling).
    var isRead = false
    /// The entry being rewritten while the value's code runs; nil otherwise (a read then
    /// reads as usual). No script runs meanwhile, so no other rewrite of this site.
    @exclusivity(unchecked) var entry: UnsafePointer<Value>? = nil

    init(dictionary: Operand, key: Operand) {
        self.dictionary = dictionary
        self.key = key
    }

    /// Whether `d[k]`, `d` read by `base` and `k` by `index`, is this site's entry.
    func isEntry(_ base: Operand, _ index: Operand) -> Bool {
        guard base.isSameVariable(dictionary) else { return false }
        switch (index, key) {
        case (.number(let a), .number(let b)): return a.bitPattern == b.bitPattern
        case (.constant(.string(let a)), .constant(.string(let b))): return a == b
        default: return index.isSameVariable(key)
        }
    }

    /// A read of the entry (`plain` read it as usual): where it lies while the value's code
    /// runs in a rewrite, else as usual.
    func reading(_ plain: @escaping Eval) -> Eval {
        { f in
            if let e = self.entry { return e.pointee }
            return try plain(f)
        }
    }
}

/// The rewrite's code for a dictionary in a variable of `Home` (each home's code its own, as
/// `EntryReceiver`'s).
struct EntryRewriteNode<Home: ListHome> {
    let site: EntryRewrite
    let slot: Int
    let key: KeyInPlace
    let value: Eval
    /// The store's own code (the value computed by it), for a variable that holds no
    /// dictionary or a dictionary with no such entry.
    let store: Exec
    let engine: EngineRef
    let indexSpan: Span
    let span: Span

    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        let done = try Home.withValue(f, engine, slot) { p -> Bool in
            guard case .dictionary = p.pointee else { return false }
            return try key.with(f, engine) { kp -> Bool in
                guard let h = ValueDictionary.hash(at: kp) else { return false }
                let rewrite = try p.withMemoryRebound(to: ValueDictionary.self, capacity: 1) { d in
                    try d.pointee.rewriteValue(forKeyAt: kp, hash: h) { e in
                        site.entry = e
                        defer { site.entry = nil }
                        return try value(f)
                    }
                }
                switch rewrite {
                case .absent: return false
                case .stored: return true
                case .made(let r):
                    try storeMade(p, kp.pointee, r)
                    return true
                }
            }
        }
        return done ? .normal : try store(f)
    }

    /// The value made, stored at `k` as the general store stores it.
    @inline(never) func storeMade(_ p: UnsafeMutablePointer<Value>, _ k: Value, _ r: Value) throws {
        try Compiler.modifyElement(&p.pointee, k, indexSpan: indexSpan, span: span, engine: engine) { $0 = r }
    }
}

extension Operand {
    /// Whether this and `other` are the same variable (a local, a cell, a capture, a global).
    func isSameVariable(_ other: Operand) -> Bool {
        switch (self, other) {
        case (.local(let x), .local(let y)), (.cell(let x), .cell(let y)), (.capture(let x), .capture(let y)),
             (.global(let x), .global(let y)):
            return x == y
        default:
            return false
        }
    }
}

/// An entry's key read where it lies, a String key not copied (no retain and release of its
/// storage): a local's or a global's value (`isVariable`), or a Number or String constant.
/// Any other operand reads neither (`isVariable` false, `with` reads nil): its key is
/// computed by its code (`EntryReceiver`).
struct KeyInPlace {
    let variable: ListVariable
    let isVariable: Bool
    let constant: Value

    init(_ key: Operand) {
        variable = ListVariable(key)
        switch key {
        case .local, .global: (isVariable, constant) = (true, .nil)
        case .number(let x): (isVariable, constant) = (false, .number(x))
        case .constant(let v): (isVariable, constant) = (false, v)
        default: (isVariable, constant) = (false, .nil)
        }
    }

    @inline(__always) func with<R>(_ f: CallFrame, _ engine: EngineRef, _ body: (UnsafePointer<Value>) throws -> R) rethrows -> R {
        if isVariable { return try body(variable.pointer(f, engine)) }
        return try withUnsafePointer(to: constant, body)
    }
}

/// The rewrite whose value is being compiled (`Compiler.compileAssignment`), shared by the
/// compiler's copies; none while a function's body is compiled (its reads are another
/// frame's).
final class RewriteScope {
    var current: EntryRewrite?
}

extension Compiler {
    /// The rewrite `target = value` may take: `target` an entry of a `var`'s dictionary at a
    /// key that is a constant or a local's or a global's value, `value` running no script.
    func entryRewrite(_ target: Expr, _ value: Expr) -> EntryRewrite? {
        guard Value.dictionaryIsHeldInPlace, case .index(let base, let index) = target.kind,
              let (dictionary, key, isVariable) = entryOperands(base, index), isVariable, runsNoScript(value) else { return nil }
        return EntryRewrite(dictionary: dictionary, key: key)
    }

    /// `base[index]` as a rewrite matches it: a variable (a local, a cell, a capture, a
    /// global; and whether it is a `var`) at a key that is a Number or String constant or a
    /// local's or a global's value.
    func entryOperands(_ base: Expr, _ index: Expr) -> (dictionary: Operand, key: Operand, isVariable: Bool)? {
        guard let (dictionary, isVariable) = variable(base) else { return nil }
        let key: Operand
        switch index.kind {
        case .number(let x): key = .number(x)
        case .string(let s): key = .constant(.string(s))
        case .name(let ref):
            guard let k = storage(ref), KeyInPlace(k).isVariable else { return nil }
            key = k
        default: return nil
        }
        return (dictionary, key, isVariable)
    }

    /// The element read `plain` of `base[index]`: the entry where it lies when it is the one
    /// the rewrite being compiled stores (`EntryRewrite.reading`).
    func rewrittenRead(_ base: Operand, _ index: Operand, _ plain: @escaping Eval) -> Eval {
        guard let site = rewriteScope.current, site.isEntry(base, index) else { return plain }
        site.isRead = true
        return site.reading(plain)
    }

    /// `store` (the assignment's own code, made with `site` current) with the rewrite before
    /// it, when a read of the value reads the entry.
    func rewriting(_ site: EntryRewrite, _ store: @escaping Exec, value: @escaping Eval, indexSpan: Span, span: Span, fullSpan: Span) -> Exec {
        guard site.isRead else { return store }
        note(fullSpan, "'='", .rewriteEntry, [site.dictionary, site.key])
        let key = KeyInPlace(site.key), engine = engineRef
        func node<H: ListHome>(_: H.Type, _ slot: Int) -> Exec {
            let node = EntryRewriteNode<H>(site: site, slot: slot, key: key, value: value, store: store, engine: engine,
                                           indexSpan: indexSpan, span: span)
            return { f in try node.run(f) }
        }
        switch site.dictionary {
        case .local(let s): return node(FrameSlots.self, s)
        case .global(let s): return node(GlobalSlots.self, s)
        case .cell(let s): return node(CellSlots.self, s)
        case .capture(let s): return node(CaptureSlots.self, s)
        default: return store
        }
    }
}
