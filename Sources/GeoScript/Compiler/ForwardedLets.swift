/// A local named once and read once, right away: its value computed where it is read, with no
/// slot and no statement of its own (path `letForwarded`).
///
///     let a = fib(n - 1)
///     let b = fib(n - 2)
///     return a + b            // runs as `return fib(n - 1) + fib(n - 2)`
///
/// Writing a result into a named local first is how many write Swift for clarity; it cost a
/// statement, a store and a slot more than the same expression written in place (fib with its
/// two calls named: 1.32× the instructions of the same fib, 1.7× its time).
///
/// A `let` or `var` declaration with a value is forwarded into the statement right after it
/// (in the same block) when all of these hold, so the program does exactly what it did:
/// - the local is not captured, not a hidden one of the parser's desugarings, not a `let`
///   set later (`DeferredLets`), not a part of a tuple, and the function names it exactly twice:
///   its declaration and that one read — so no other statement sees it and nothing stores it;
/// - the read is among the locals the next statement reads before it runs anything else
///   (`leadingReads`): left to right through the first operands of arithmetic, comparisons,
///   `-`, `!`, members, casts, tuples and lists, the first argument of a call of a built-in, a
///   local or a constant global, and a local's compound assignment (`s += d`, which reads `s`
///   first). The declarations' values were computed just before the statement; now each is
///   computed where its local was read, in the order they were declared, with only reads of
///   locals between — of locals no forwarded value changes (`changedLocals`).
/// A declaration whose value is a constant — a literal, or the read of a `let`, a parameter or
/// a loop variable (`isStable`) — is taken further: into whichever later statement of its
/// block reads it among its first reads, past the statements between (they cannot change
/// what it reads, and it runs nothing). With `ReturnedStores`, `var result = n; if n > 1 {
/// result = … }; return result` runs as `if n > 1 { return … }; return n`.
/// A run of such declarations moves together (`a` and `b` above), and a forwarded value may take
/// another (`let c = a * 2` then `return c + 1`), to a bounded depth (`maxDepth`). A block that
/// declares a local function is left as it is (the function's place is counted in its
/// statements). The forwarded locals' slots are given up (`compactSlots`).
///
/// Run by the resolver on each function once it is resolved with no error, before
/// `LastUses` reads the body; linear in the body (each statement is looked at once, each
/// expression's leading operands at most twice).
struct ForwardedLets {
    /// How many times the function names each of its locals (`count`).
    let counts: [ObjectIdentifier: Int]
    /// Whether a global of this name is a constant (a `func`, a `let`): a call of it reads it
    /// after its arguments, and nothing they compute can change it.
    let isConstantGlobal: (String) -> Bool
    /// The deepest a statement's expression may become by forwarding (`apply`).
    let depthLimit: Int
    /// The locals forwarded so far, with their declarations' names.
    var forwarded: [(VarInfo, NameRef)] = []
    /// The depth of a declaration's value made by forwarding others into it (a bound).
    var depths: [ObjectIdentifier: Int] = [:]

    /// The deepest a statement's expression becomes by forwarding: a value forwarded into
    /// another, and that into a third, nests them; a chain of many would nest as deeply as
    /// no parsed expression may (the compile recurses over the depth).
    static let maxDepth = 64

    /// `nesting`: how deeply the resolver found the function nested in expressions, of the
    /// `maxNesting` it allows (the rest is what forwarding may add).
    static func apply(_ decl: FunctionDecl, nesting: Int, maxNesting: Int, isConstantGlobal: @escaping (String) -> Bool) {
        var counts: [ObjectIdentifier: Int] = [:]
        count(decl.body, &counts)
        guard counts.values.contains(2) else { return }
        var pass = ForwardedLets(counts: counts, isConstantGlobal: isConstantGlobal,
                                 depthLimit: min(maxDepth, maxNesting - nesting))
        guard let body = pass.rewrite(decl.body) else { return }
        decl.body = body
        decl.forwardedLets = pass.forwarded.map(\.1)
        compactSlots(decl, Set(pass.forwarded.map { ObjectIdentifier($0.0) }))
    }

    // MARK: Occurrences

    /// How many times each local of the function is named (declared, read, stored, bound by a
    /// loop), its closures' bodies left out (what they name from here is captured). A work list:
    /// no recursion over the tree's depth.
    static func count(_ body: [Stmt], _ counts: inout [ObjectIdentifier: Int]) {
        var statements = body
        var expressions: [Expr] = []
        func name(_ ref: NameRef, _ counts: inout [ObjectIdentifier: Int]) {
            if case .local(let v) = ref.target { counts[ObjectIdentifier(v), default: 0] += 1 }
        }
        while true {
            if let s = statements.popLast() {
                switch s.kind {
                case .expression(let e), .return(let e?): expressions.append(e)
                case .declare(_, let ref, let e):
                    name(ref, &counts)
                    if let e { expressions.append(e) }
                case .function(_, let ref): name(ref, &counts)
                case .assign(let target, _, let value, _):
                    // A name assigned counts twice (stored, and read by a compound assignment):
                    // a local stored after its declaration is never forwarded.
                    if case .name(let ref) = target.kind { name(ref, &counts) }
                    expressions.append(target)
                    expressions.append(value)
                case .if(let c, let yes, let no): expressions.append(c); statements += yes; if let no { statements += no }
                case .while(let c, let body), .repeatWhile(let body, let c): expressions.append(c); statements += body
                case .for(let ref, let e, let body): name(ref, &counts); expressions.append(e); statements += body
                case .return(nil), .break, .continue, .import: break
                }
            } else if let e = expressions.popLast() {
                // (An optional chain's hidden local is named where the base is stored.)
                switch e.kind {
                case .name(let ref), .optionalChain(_, let ref, _): name(ref, &counts)
                default: break
                }
                e.forEachChild { expressions.append($0) }
            } else {
                return
            }
        }
    }

    // MARK: Rewriting

    /// `block` with its forwarded declarations taken into the statements after them, and its
    /// nested blocks rewritten likewise; nil when nothing changed.
    mutating func rewrite(_ block: [Stmt]) -> [Stmt]? {
        // A local function's place is the index of a statement of its block.
        let movable = !block.contains(where: \.declaresFunction)
        var out: [Stmt] = []
        out.reserveCapacity(block.count)
        var changed = false
        // How many declarations at the end of `out` may be forwarded into the next statement.
        var run = 0
        // Where a declaration whose value is a constant is read (`stableReads`), and the
        // values to be taken into each of those statements.
        let stableAt = movable ? stableReads(block) : [:]
        var later: [Int: [ObjectIdentifier: Expr]] = [:]
        for (i, original) in block.enumerated() {
            var s = original
            if let inner = s.rewritingBlocks({ block, _ in rewrite(block) }) {
                s = inner
                changed = true
            }
            if var values = later.removeValue(forKey: i) {
                s = substitute(s, &values)
                assert(values.isEmpty, "a constant's read not found where it was")
            }
            let taken = movable && run > 0 ? forwardable(into: s, from: out, run: run) : 0
            if taken > 0, let into = Self.leadingExpression(s) {
                let deepest = out.suffix(taken).reduce(0) { max($0, valueDepth($1)) }
                let depth = Self.depth(into, depthLimit) + deepest
                if depth <= depthLimit {
                    var values: [ObjectIdentifier: Expr] = [:]
                    for d in out.suffix(taken) {
                        guard case .declare(_, let ref, let value?) = d.kind, case .local(let v) = ref.target else { continue }
                        values[ObjectIdentifier(v)] = value
                        forwarded.append((v, ref))
                    }
                    out.removeLast(taken)
                    run -= taken
                    s = substitute(s, &values)
                    changed = true
                    if let v = Self.declared(s) { depths[ObjectIdentifier(v)] = depth }
                }
            }
            if let v = Self.declared(s), let j = stableAt[ObjectIdentifier(v)], j > i, isCandidate(s),
               case .declare(_, let ref, let value?) = s.kind, Self.isStable(value) {
                // Taken into statement j, past those between (which cannot change it).
                later[j, default: [:]][ObjectIdentifier(v)] = value
                forwarded.append((v, ref))
                changed = true
                continue
            }
            run = isCandidate(s) ? run + 1 : 0
            out.append(s)
        }
        return changed ? out : nil
    }

    /// For each local of `block` declared with a constant value (`isStable`), the index of the
    /// statement among whose first reads (`leadingReads`) it is: its value may be taken there
    /// from any statement before, as the same value is read wherever it is read. Empty when
    /// the block declares none.
    func stableReads(_ block: [Stmt]) -> [ObjectIdentifier: Int] {
        guard block.contains(where: { if case .declare(_, _, let value?) = $0.kind { Self.isStable(value) } else { false } }) else { return [:] }
        var at: [ObjectIdentifier: Int] = [:]
        for (j, s) in block.enumerated() {
            for v in leadingReads(s) where counts[ObjectIdentifier(v)] == 2 { at[ObjectIdentifier(v)] = j }
        }
        return at
    }

    /// Whether a declaration's value is the same wherever in its scope it is computed, and
    /// computing it runs nothing and cannot fail: a literal, or the read of a constant local
    /// (a `let` with its value, a parameter, a loop variable).
    static func isStable(_ value: Expr) -> Bool {
        switch value.kind {
        case .number, .string, .bool, .nil: return true
        case .name(let ref):
            guard case .local(let v) = ref.target else { return false }
            return v.isConst && !v.isDeferred && v.role != .function && !ref.isHidden
        default: return false
        }
    }

    /// How many of the `run` declarations at the end of `out` are forwarded into `s`: the
    /// longest tail of them whose locals are all among `s`'s first reads (`leadingReads`), in
    /// the order they were declared — their values are then computed in that order, as before —
    /// and whose values change no other local those reads name (`changedLocals`: read before a
    /// value now, it must be what it was after). Linear in `s`'s first reads.
    func forwardable(into s: Stmt, from out: [Stmt], run: Int) -> Int {
        let reads = leadingReads(s)
        guard !reads.isEmpty else { return 0 }
        var position: [ObjectIdentifier: Int] = [:]
        for (i, v) in reads.enumerated() where position[ObjectIdentifier(v)] == nil { position[ObjectIdentifier(v)] = i }
        var taken = 0
        var before = Int.max
        while taken < run, let v = Self.declared(out[out.count - 1 - taken]), let at = position[ObjectIdentifier(v)], at < before {
            before = at
            taken += 1
        }
        guard taken > 0 else { return 0 }
        var others = Set(position.keys)
        for d in out.suffix(taken) { if let v = Self.declared(d) { others.remove(ObjectIdentifier(v)) } }
        if !others.isEmpty, out.suffix(taken).contains(where: { !Self.changedLocals($0).isDisjoint(with: others) }) { return 0 }
        return taken
    }

    /// The locals a declaration's value may change: those a method is called on, through any
    /// members and elements (`xs.append(1)`, `rows[0].removeLast()`, `v?.insert(…)`) — a
    /// value changes no local otherwise (an assignment is a statement; an argument is a copy).
    static func changedLocals(_ s: Stmt) -> Set<ObjectIdentifier> {
        guard case .declare(_, _, let value?) = s.kind else { return [] }
        var changed: Set<ObjectIdentifier> = []
        var work = [value]
        func receiver(_ e: Expr) {
            var e = e
            while true {
                switch e.kind {
                case .member(let x, _, _), .index(let x, _), .unary(.unwrap, let x): e = x
                case .name(let ref):
                    if case .local(let v) = ref.target { changed.insert(ObjectIdentifier(v)) }
                    return
                default: return
                }
            }
        }
        while let e = work.popLast() {
            switch e.kind {
            case .call(let x, _), .optionalChain(let x, _, _): receiver(x)
            default: break
            }
            e.forEachChild { work.append($0) }
        }
        return changed
    }

    /// The depth of a candidate declaration's value: as written, or as made by forwarding.
    func valueDepth(_ s: Stmt) -> Int {
        guard case .declare(_, let ref, let value?) = s.kind, case .local(let v) = ref.target else { return 0 }
        return depths[ObjectIdentifier(v)] ?? Self.depth(value, depthLimit)
    }

    /// The local a declaration that may be forwarded declares.
    static func declared(_ s: Stmt) -> VarInfo? {
        guard case .declare(_, let ref, _?) = s.kind, case .local(let v) = ref.target else { return nil }
        return v
    }

    /// Whether `s` declares a local that may be forwarded into the statement after it.
    func isCandidate(_ s: Stmt) -> Bool {
        guard case .declare(_, let ref, let value?) = s.kind, case .local(let v) = ref.target,
              !v.isCaptured, !v.isDeferred, !ref.isHidden, v.role == .variable,
              counts[ObjectIdentifier(v)] == 2 else { return false }
        if case .part = value.kind { return false }
        return true
    }

    // MARK: Leading reads

    /// The expression `s` computes first, into which a declaration before it may be forwarded:
    /// a `return`'s, an expression statement's, a declaration's value, an `if`'s condition, or
    /// the value a name is assigned (stored once computed).
    static func leadingExpression(_ s: Stmt) -> Expr? {
        switch s.kind {
        case .expression(let e), .return(let e?), .declare(_, _, let e?), .if(let e, _, _): return e
        case .assign(let target, let op, let value, _):
            // A name is stored once its value is computed; a compound assignment only of a
            // local no closure captures (`leadingReads`: it reads the local first).
            guard case .name(let ref) = target.kind else { return nil }
            if op != nil { guard case .local(let v) = ref.target, !v.isCaptured else { return nil } }
            return value
        default: return nil
        }
    }

    /// The locals `s` reads before it runs anything else, in order (`leading`); a compound
    /// assignment of a local (`s += v`) reads it first.
    func leadingReads(_ s: Stmt) -> [VarInfo] {
        guard let e = Self.leadingExpression(s) else { return [] }
        var reads: [VarInfo] = []
        if case .assign(let target, _?, _, _) = s.kind, case .name(let ref) = target.kind, case .local(let v) = ref.target {
            reads.append(v)
        }
        _ = leading(e, &reads)
        return reads
    }

    /// Appends the locals (not captured) `e` reads before it runs anything else: a name, or
    /// the first operands of an operator, a member, a cast, a tuple or a list, or the first
    /// argument of a call of a built-in, a local or a constant global (`callsFixed`); whether
    /// `e` is nothing but such reads and constants (so what is evaluated after it still comes
    /// before anything is run).
    func leading(_ e: Expr, _ reads: inout [VarInfo]) -> Bool {
        switch e.kind {
        case .name(let ref):
            guard case .local(let v) = ref.target, !v.isCaptured else { return false }
            reads.append(v)
            return true
        case .number, .string, .bool, .nil:
            return true
        case .binary(_, let a, let b), .range(let a, let b, _):
            if leading(a, &reads) { _ = leading(b, &reads) }
            return false
        case .unary(_, let x), .member(let x, _, _), .cast(let x, _, _, _):
            _ = leading(x, &reads)
            return false
        case .tuple(let xs), .list(let xs):
            for x in xs {
                if !leading(x, &reads) { break }
            }
            return false
        case .call(let callee, let args):
            if let first = args.first, callsFixed(callee) { _ = leading(first.value, &reads) }
            return false
        default:
            return false
        }
    }

    /// A call whose callee is a built-in, a local or a constant global: reading it runs
    /// nothing, and nothing its arguments compute can change what it is (a method's receiver
    /// may be changed by the method; a `var` global may be assigned by an argument, and its
    /// call reads it first).
    func callsFixed(_ callee: Expr) -> Bool {
        guard case .name(let ref) = callee.kind else { return false }
        switch ref.target {
        case .builtin: return true
        case .local(let v): return !v.isCaptured
        case .global: return isConstantGlobal(ref.name)
        default: return false
        }
    }

    /// `s` with the reads of the locals in `values` replaced by their values (`leading`'s
    /// operands, the same way down).
    func substitute(_ s: Stmt, _ values: inout [ObjectIdentifier: Expr]) -> Stmt {
        var s = s
        switch s.kind {
        case .expression(let e): s.kind = .expression(substitute(e, &values))
        case .return(let e?): s.kind = .return(substitute(e, &values))
        case .declare(let isConst, let ref, let e?): s.kind = .declare(isConst: isConst, ref, substitute(e, &values))
        case .if(let e, let yes, let no): s.kind = .if(substitute(e, &values), yes, no)
        case .assign(let target, let op, let value, let opSpan): s.kind = .assign(target, op, substitute(value, &values), opSpan: opSpan)
        default: break
        }
        return s
    }

    func substitute(_ e: Expr, _ values: inout [ObjectIdentifier: Expr]) -> Expr {
        guard !values.isEmpty else { return e }
        var e = e
        switch e.kind {
        case .name(let ref):
            if case .local(let v) = ref.target, let value = values.removeValue(forKey: ObjectIdentifier(v)) { return value }
        case .binary(let op, let a, let b):
            let x = substitute(a, &values)
            e.kind = .binary(op, x, substitute(b, &values))
        case .range(let a, let b, let closed):
            let x = substitute(a, &values)
            e.kind = .range(x, substitute(b, &values), closed: closed)
        case .unary(let op, let x): e.kind = .unary(op, substitute(x, &values))
        case .member(let x, let name, let span): e.kind = .member(substitute(x, &values), name, span)
        case .cast(let x, let op, let type, let span): e.kind = .cast(substitute(x, &values), op, type, span)
        case .tuple(var xs):
            for i in xs.indices { xs[i] = substitute(xs[i], &values) }
            e.kind = .tuple(xs)
        case .list(var xs):
            for i in xs.indices { xs[i] = substitute(xs[i], &values) }
            e.kind = .list(xs)
        case .call(let callee, var args) where !args.isEmpty && callsFixed(callee):
            args[0].value = substitute(args[0].value, &values)
            e.kind = .call(callee, args)
        default:
            break
        }
        return e
    }

    // MARK: Depth

    /// The depth of `e`'s tree, counted up to `limit + 1` (deeper subtrees are not walked).
    static func depth(_ e: Expr, _ limit: Int) -> Int {
        guard limit > 0 else { return 1 }
        var deepest = 0
        e.forEachChild { x in
            if deepest <= limit { deepest = max(deepest, depth(x, limit - 1)) }
        }
        return deepest + 1
    }

    // MARK: Slots

    /// The frame without the forwarded locals' slots: the others renumbered in order (a slot
    /// blocks apart share stays shared), the parameters first as before.
    static func compactSlots(_ decl: FunctionDecl, _ gone: Set<ObjectIdentifier>) {
        var used = [Bool](repeating: false, count: decl.frameSize)
        for v in decl.locals where !gone.contains(ObjectIdentifier(v)) { used[v.slot] = true }
        var renumbered = [Int](repeating: -1, count: decl.frameSize)
        var next = 0
        for slot in used.indices where used[slot] {
            renumbered[slot] = next
            next += 1
        }
        guard next < decl.frameSize else { return }
        for v in decl.locals where !gone.contains(ObjectIdentifier(v)) { v.slot = renumbered[v.slot] }
        decl.frameSize = next
    }
}
