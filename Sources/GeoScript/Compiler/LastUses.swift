/// Finds, in one function's body, the reads of locals that are their last use and are passed
/// to a call (`NameRef.isLastUse`, path `argumentMoved`): `inorder(t[2], acc)` as the last
/// thing done with `acc` gives the callee the list, not a second reference to it; or that are
/// the whole value of a store into a variable (path `storeMoved`): `node = up` as the last
/// thing done with `up` gives `node` the view, with no retain of it and no release of `up`'s.
///
/// A local's occurrences (reads, stores, its declaration) are visited in the order the body's
/// code runs them: statements in turn, a statement's own expressions before the blocks it
/// holds (an `if`'s condition, a `for`'s sequence), an assignment's value before its target.
/// The last occurrence is marked when it is the only occurrence in its statement (the order
/// of the code inside one statement is not always the written one: `xs[f(xs)]` reads `xs`
/// after the call), and
/// - it is the argument of a call whose callee is neither a built-in's name nor a method
///   (`xs.append(acc)` borrows its arguments) and no loop holds it (the next pass would read
///   the local again; a loop variable is only ever named inside its loop); or
/// - it is a store's whole value and the loop holding it (or none) is the one whose body
///   declares the local with `let` or `var` — each pass declares it again, so nothing reads
///   the value moved out — never a parameter (a caller may lend it) nor a name a loop's tuple
///   binds (its element is lent).
/// A closure's or a local function's body is a function of its own (the variables it names
/// from here are captured: cells, which nothing moves). The walk keeps its own work list: no
/// recursion over the tree's depth.
enum LastUses {
    /// What a local's occurrence may do with its value at its last use: nothing, be moved into
    /// a script call (`argumentMoved`), or be moved into the variable a store names
    /// (`node = up`, `let next = item`: path `storeMoved`).
    private enum Move { case none, argument, store }

    /// Each loop's own number (0: no loop holds the item), the innermost one.
    private enum Item {
        case statement(Stmt, loop: Int)
        case expression(Expr, statement: Int, loop: Int, move: Move)
        case name(NameRef, statement: Int, loop: Int, declares: Bool)
    }

    private struct Use {
        let ref: NameRef
        let statement: Int
        let loop: Int
        let move: Move
        let role: VarInfo.Role
        /// Occurrences in `statement` so far.
        var count: Int
    }

    static func mark(_ decl: FunctionDecl) {
        var last: [ObjectIdentifier: Use] = [:]
        /// The loop whose body declares a local (`let`, `var`, not a part of a tuple: a loop's
        /// tuple binds its names lent), 0 outside any loop. A store moves out of a local only
        /// where the same loop declares it: each pass declares it again.
        var declaredIn: [ObjectIdentifier: Int] = [:]
        func note(_ ref: NameRef, _ statement: Int, _ loop: Int, _ move: Move) {
            guard case .local(let v) = ref.target else { return }
            let key = ObjectIdentifier(v)
            let count = last[key].map { $0.statement == statement ? $0.count + 1 : 1 } ?? 1
            last[key] = Use(ref: ref, statement: statement, loop: loop, move: move, role: v.role, count: count)
        }
        var work: [Item] = decl.body.reversed().map { .statement($0, loop: 0) }
        var statements = 0
        var loops = 0
        while let item = work.popLast() {
            switch item {
            case .statement(let s, let loop):
                let id = statements
                statements += 1
                func expression(_ e: Expr, loop: Int, move: Move = .none) -> Item { .expression(e, statement: id, loop: loop, move: move) }
                /// A store's value that is a local's read alone: moved there at its last use.
                func stored(_ e: Expr) -> Move { if case .name = e.kind { .store } else { .none } }
                var next: [Item] = []
                switch s.kind {
                case .expression(let e), .return(let e?):
                    next = [expression(e, loop: loop)]
                case .declare(_, let ref, let value):
                    var declares = true
                    if case .part? = value?.kind { declares = false }
                    next = (value.map { [expression($0, loop: loop, move: stored($0))] } ?? []) + [.name(ref, statement: id, loop: loop, declares: declares)]
                case .function(_, let ref):
                    next = [.name(ref, statement: id, loop: loop, declares: false)]
                case .assign(let target, let op, let value, _):
                    var move = Move.none
                    if op == nil, case .name = target.kind { move = stored(value) }
                    next = [expression(value, loop: loop, move: move), expression(target, loop: loop)]
                case .if(let condition, let then, let otherwise):
                    next = [expression(condition, loop: loop)] + then.map { .statement($0, loop: loop) }
                        + (otherwise ?? []).map { .statement($0, loop: loop) }
                case .while(let condition, let body), .repeatWhile(let body, let condition):
                    // (A repeat's condition sees no name of its body: all it reads is declared
                    // outside the loop, where no use in the loop is a last one.)
                    loops += 1
                    let inner = loops
                    next = [expression(condition, loop: inner)] + body.map { .statement($0, loop: inner) }
                case .for(let ref, let sequence, let body):
                    loops += 1
                    let inner = loops
                    next = [expression(sequence, loop: loop), .name(ref, statement: id, loop: inner, declares: false)]
                        + body.map { .statement($0, loop: inner) }
                case .return(nil), .break, .continue, .import:
                    break
                }
                work += next.reversed()
            case .name(let ref, let statement, let loop, let declares):
                note(ref, statement, loop, .none)
                if declares, case .local(let v) = ref.target { declaredIn[ObjectIdentifier(v)] = loop }
            case .expression(let e, let statement, let loop, let move):
                var next: [Expr] = []
                switch e.kind {
                case .name(let ref):
                    note(ref, statement, loop, move)
                case .call(let callee, let args):
                    var movesArguments = true
                    switch callee.kind {
                    case .member: movesArguments = false
                    case .name(let ref): if case .builtin = ref.target { movesArguments = false }
                    default: break
                    }
                    var items: [Item] = [.expression(callee, statement: statement, loop: loop, move: .none)]
                    items += args.map { .expression($0.value, statement: statement, loop: loop, move: movesArguments ? .argument : .none) }
                    work += items.reversed()
                case .number, .string, .bool, .nil, .invalid, .closure:
                    break
                case .interpolation(let parts):
                    for case .expr(let x) in parts { next.append(x) }
                case .tuple(let xs), .list(let xs):
                    next = xs
                case .unary(_, let x), .member(let x, _, _), .part(let x, _, _), .cast(let x, _, _, _):
                    next = [x]
                case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b), .range(let a, let b, _), .index(let a, let b):
                    next = [a, b]
                case .optionalChain(let base, let hidden, let rest):
                    // The hidden local is stored (declared) between the base and the rest.
                    work += [.expression(rest, statement: statement, loop: loop, move: .none),
                             .name(hidden, statement: statement, loop: loop, declares: true),
                             .expression(base, statement: statement, loop: loop, move: .none)]
                case .conditional(let c, let a, let b), .keyDefault(let c, let a, let b):
                    next = [c, a, b]
                }
                work += next.reversed().map { .expression($0, statement: statement, loop: loop, move: .none) }
            }
        }
        for (key, use) in last where use.count == 1 {
            switch use.move {
            case .argument where use.loop == 0:
                use.ref.isLastUse = true
                if use.role == .parameter { decl.movesParameter = true }
            case .store where declaredIn[key] == use.loop:
                use.ref.isLastUse = true
            default:
                break
            }
        }
    }
}
