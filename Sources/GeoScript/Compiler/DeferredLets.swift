/// Swift's `let` declared without a value and set later, once, on every path before it is read
/// (its definite initialization):
///
///     let label: String
///     if n > 2 { label = "big" } else { label = "small" }
///     print(label)
///
/// The resolver lets a plain store (`=`) set such a `let` (`NameRef.initializes`); this pass
/// then follows the paths of the function that declares it — through `if`/`else` (and the
/// `if` chains a `switch` and a `guard` become), loops, `return`, `break`, `continue` and
/// `fatalError` — and reports, as Swift does, a read where some path has not set it, a second
/// store on a path that set it, a store inside a loop (which would set it on each pass), and a
/// closure or local function made before it is set that uses it. (A store inside a function
/// or closure is the resolver's error.) It runs only for a function that declares such a `let`,
/// and once over its body: linear in the body, plus its closures' bodies, read for uses.
///
/// At run time the `let` is a variable set once: a local holds nil until its store, and a
/// global is declared by its store (`Compiler.compileStatement`), with its value.
struct DeferredLets {
    enum State { case unset, set, maybe }

    enum Key: Hashable {
        case local(ObjectIdentifier)
        case global(Int)
    }

    private let deferredGlobals: Set<Int>
    private var states: [Key: State] = [:]
    /// Every change of `states` with the state it replaced, so that a branch's changes are
    /// undone in the time they took (`undo`), not by copying every state at every `if`
    /// (quadratic: 16,000 `let`s each set in an if/else took 10 s).
    private var log: [(key: Key, old: State?)] = []
    /// The loop depth each `let` is declared at: a store deeper is in a loop.
    private var declaredAt: [Key: Int] = [:]
    private var loopDepth = 0
    /// The flags of the `if let … else`s being followed: the length of the log where each was
    /// declared, and the changes of its branch that runs when the clauses hold (nil: that
    /// branch never goes on, or has not been followed yet).
    private var matched: [String: (mark: Int, changes: [Key: State?]?)] = [:]
    /// The global `let`s declared without a value that no store sets yet, by their declarations.
    private var unsetGlobals: [Key: NameRef] = [:]
    /// One error per `let` (the first): the paths after it would repeat it.
    private var reported: Set<Key> = []
    private(set) var errors: [(message: String, span: Span, note: String)] = []

    init(deferredGlobals: Set<Int>) {
        self.deferredGlobals = deferredGlobals
    }

    /// The `let` a name refers to, when it is one declared without a value.
    private func key(_ ref: NameRef) -> Key? {
        switch ref.target {
        case .local(let v) where v.isDeferred, .capture(_, let v) where v.isDeferred: return .local(ObjectIdentifier(v))
        case .global(let slot) where deferredGlobals.contains(slot): return .global(slot)
        default: return nil
        }
    }

    private mutating func report(_ key: Key, _ message: String, _ span: Span, _ note: String) {
        guard reported.insert(key).inserted else { return }
        errors.append((message, span, note))
    }

    /// Follows `statements` from the states before them; whether the path goes on after them
    /// (false after a `return`, `break`, `continue` or `fatalError` on every path).
    mutating func walk(_ statements: [Stmt]) -> Bool {
        for s in statements where !walk(s) { return false }
        return true
    }

    private mutating func walk(_ s: Stmt) -> Bool {
        switch s.kind {
        case .expression(let e):
            read(e)
            // `fatalError()`, and a switch with no `default` when no case matched (its error,
            // `Parser.parseCases`: Swift's switch is exhaustive, so every path on is a case's).
            if case .call(let callee, _) = e.kind, case .name(let ref) = callee.kind,
               ref.name == "fatalError" || ref.name == "Switch.unmatched", case .builtin = ref.target {
                return false
            }
        case .declare(let isConst, let ref, let value):
            if ref.name.hasPrefix(Parser.matchedFlagPrefix) {
                // An `if let … else`'s flag (`Parser.optionalBinding`): its `else` block runs
                // from the states here (its clauses set nothing), not from those after the
                // branch that runs when they hold.
                matched[ref.name] = (mark: log.count, changes: nil)
            }
            if let value {
                read(value)
            } else if isConst, let k = key(ref) {
                change(k, .unset)
                declaredAt[k] = loopDepth
                if case .global = k { unsetGlobals[k] = ref }
            }
        case .function(let decl, _):
            scan(decl.body, [], closure: true)
        case .assign(let target, let op, let value, _):
            read(value)
            if case .name(let ref) = target.kind, op == nil, let k = key(ref) {
                set(k, ref)
            } else {
                read(target)
            }
        case .if(let condition, let then, let otherwise):
            // `if true` is a `do { }` block or a switch's `default:`: it always runs.
            if case .bool(true) = condition.kind { return walk(then) }
            if otherwise == nil, case .unary(.not, let test) = condition.kind, case .name(let ref) = test.kind,
               let flag = matched[ref.name] {
                return missed(flag, then)
            }
            read(condition)
            let mark = log.count
            let thenGoesOn = walk(then)
            let thenChanges = undo(to: mark)
            if let first = then.first, case .assign(let target, nil, _, _) = first.kind, case .name(let ref) = target.kind,
               matched[ref.name] != nil {
                // The branch of an `if let … else` that runs when every clause holds.
                matched[ref.name]!.changes = thenGoesOn ? thenChanges : nil
            }
            let elseGoesOn = otherwise.map { walk($0) } ?? true
            let elseChanges = undo(to: mark)
            guard merge(thenGoesOn ? thenChanges : nil, elseGoesOn ? elseChanges : nil) else { return false }
        case .while(let condition, let body), .repeatWhile(let body, let condition):
            // (A repeat's body runs before its condition, yet no name the condition sees is
            // set in a loop: read first, as a while's.)
            read(condition)
            loop(body)
        case .for(_, let sequence, let body):
            read(sequence)
            loop(body)
        case .return(let value):
            if let value { read(value) }
            return false
        case .break, .continue:
            return false
        case .import:
            break
        }
        return true
    }

    /// The `else` block of an `if let … else` (run when `flag` is not set): from the states
    /// before the clauses; then the states of the paths through it and through the branch
    /// that runs when the clauses hold, merged.
    private mutating func missed(_ flag: (mark: Int, changes: [Key: State?]?), _ otherwise: [Stmt]) -> Bool {
        _ = undo(to: flag.mark)
        let elseGoesOn = walk(otherwise)
        let elseChanges = undo(to: flag.mark)
        return merge(flag.changes, elseGoesOn ? elseChanges : nil)
    }

    /// Sets `k`'s state, logged.
    private mutating func change(_ k: Key, _ state: State?) {
        log.append((k, states[k]))
        states[k] = state
    }

    /// Undoes the changes logged from `mark` on; what they had made of each state they changed.
    private mutating func undo(to mark: Int) -> [Key: State?] {
        var made: [Key: State?] = [:]
        while log.count > mark {
            let (k, old) = log.removeLast()
            if made[k] == nil { made[k] = .some(states[k]) }
            states[k] = old
        }
        return made
    }

    /// The states after two paths that left the states before them with these changes (nil:
    /// the path does not go on): each state either path changed is its new one when only one
    /// goes on, or when both agree, else `maybe`. Whether any goes on.
    private mutating func merge(_ a: [Key: State?]?, _ b: [Key: State?]?) -> Bool {
        switch (a, b) {
        case (let a?, let b?):
            for k in Set(a.keys).union(b.keys) {
                let x = a[k] ?? states[k], y = b[k] ?? states[k]
                change(k, x == y ? x : .maybe)
            }
        case (let only?, nil), (nil, let only?):
            for (k, state) in only { change(k, state) }
        case (nil, nil):
            return false
        }
        return true
    }

    /// A loop's body, which may run no times: the states after it are those before (a store
    /// in it is an error, so only its own `let`s change).
    private mutating func loop(_ body: [Stmt]) {
        let mark = log.count
        loopDepth += 1
        _ = walk(body)
        loopDepth -= 1
        _ = undo(to: mark)
    }

    private mutating func set(_ k: Key, _ ref: NameRef) {
        if let depth = declaredAt[k], depth < loopDepth {
            report(k, "'\(ref.name)' is set inside a loop, which would set this 'let' on each pass", ref.span,
                   "set it before the loop (or declare it inside the loop, or with 'var')")
        } else if let state = states[k], state != .unset {
            report(k, "'\(ref.name)' is a 'let' and \(state == .set ? "is" : "may be") set already on this path", ref.span,
                   "a 'let' declared without a value is set once: set it in each branch, not before them (or declare it with 'var')")
        }
        change(k, .set)
        unsetGlobals[k] = nil
    }

    /// A global `let` no store sets: declared by nothing (at the REPL, an entry's `let x: Int`
    /// would do nothing, and `x = 1` in the next entry finds no `x`).
    mutating func reportUnsetGlobals() {
        for (k, ref) in unsetGlobals.sorted(by: { $0.value.span.start < $1.value.span.start }) {
            report(k, "'\(ref.name)' is declared without a value and never set", ref.span,
                   "set it on every path below its declaration, in the same script or REPL entry, or give it a value: let \(ref.name) = …")
        }
    }

    /// A use of `ref` (in a closure made here, when `closure`). A global read in a closure is
    /// not checked: a function of the top level may run after the global is set.
    private mutating func use(_ ref: NameRef, closure: Bool) {
        guard let k = key(ref), let state = states[k], state != .set else { return }
        if closure, case .global = k { return }
        let message = closure ? "'\(ref.name)' is used by a closure made before it is set"
                              : "'\(ref.name)' is read before it is set\(state == .maybe ? " on some paths" : "")"
        report(k, message, ref.span,
               "set it on every path above this line — in each branch of an if (with an else) and in a switch's default — or give it a value where it is declared")
    }

    /// The reads in an expression.
    private mutating func read(_ e: Expr) { scan([], [e], closure: false) }

    /// The uses in statements and expressions: read here, or, when `closure`, by a closure or
    /// local function made here (whose uses every `let` must be set for). A closure met in an
    /// expression read here is scanned as one.
    private mutating func scan(_ statements: [Stmt], _ expressions: [Expr], closure: Bool) {
        var statements = statements, expressions = expressions
        while true {
            if let s = statements.popLast() {
                switch s.kind {
                case .expression(let e), .declare(_, _, let e?), .return(let e?): expressions.append(e)
                case .declare(_, _, nil), .return(nil), .break, .continue, .import: break
                case .function(let f, _): statements += f.body
                case .assign(let a, _, let b, _):
                    // (A store into a name here is the resolver's error.)
                    expressions.append(b)
                    if case .name = a.kind {} else { expressions.append(a) }
                case .if(let c, let yes, let no): expressions.append(c); statements += yes + (no ?? [])
                case .while(let c, let body), .repeatWhile(let body, let c): expressions.append(c); statements += body
                case .for(_, let e, let body): expressions.append(e); statements += body
                }
            } else if let e = expressions.popLast() {
                switch e.kind {
                case .number, .string, .bool, .nil, .invalid: break
                case .name(let ref): use(ref, closure: closure)
                case .interpolation(let parts): for case .expr(let x) in parts { expressions.append(x) }
                case .tuple(let xs), .list(let xs): expressions += xs
                case .unary(_, let x), .member(let x, _, _), .part(let x, _, _), .cast(let x, _, _, _): expressions.append(x)
                case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b), .range(let a, let b, _),
                     .index(let a, let b), .optionalChain(let a, _, let b):
                    expressions += [a, b]
                case .conditional(let c, let a, let b), .keyDefault(let c, let a, let b): expressions += [c, a, b]
                case .call(let f, let arguments): expressions.append(f); expressions += arguments.map(\.value)
                case .closure(let f):
                    if closure { statements += f.body } else { scan(f.body, [], closure: true) }
                }
            } else {
                return
            }
        }
    }
}

extension Resolver {
    /// Checks the `let`s declared without a value in a function's (or the program's) body.
    mutating func checkDeferredLets(_ body: [Stmt]) {
        var check = DeferredLets(deferredGlobals: deferredGlobals)
        _ = check.walk(body)
        if scope.isTopLevel { check.reportUnsetGlobals() }
        for e in check.errors { error(e.message, e.span, notes: [e.note]) }
    }
}
