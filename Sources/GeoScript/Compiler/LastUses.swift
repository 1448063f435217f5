/// Finds, in one function's body, the reads of locals that are their last use and are passed
/// to a call (`NameRef.isLastUse`, path `argumentMoved`): `inorder(t[2], acc)` as the last
/// thing done with `acc` gives the callee the list, not a second reference to it.
///
/// A local's occurrences (reads, stores, its declaration) are visited in the order the body's
/// code runs them: statements in turn, a statement's own expressions before the blocks it
/// holds (an `if`'s condition, a `for`'s sequence), an assignment's value before its target.
/// The last occurrence is marked when it is the argument of a call whose callee is neither a
/// built-in's name nor a method (`xs.append(acc)` borrows its arguments), when no loop holds
/// it (the next pass would read the local again; a loop variable is only ever named inside
/// its loop), and when it is the only occurrence in its statement (the order of the code
/// inside one statement is not always the written one: `xs[f(xs)]` reads `xs` after the
/// call). A closure's or a local function's body is a function of its own (the variables it
/// names from here are captured: cells, which no argument moves). The walk keeps its own
/// work list: no recursion over the tree's depth.
enum LastUses {
    private enum Item {
        case statement(Stmt, inLoop: Bool)
        case expression(Expr, statement: Int, inLoop: Bool, isArgument: Bool)
        case name(NameRef, statement: Int, inLoop: Bool)
    }

    private struct Use {
        let ref: NameRef
        let statement: Int
        let inLoop: Bool
        let isArgument: Bool
        let role: VarInfo.Role
        /// Occurrences in `statement` so far.
        var count: Int
    }

    static func mark(_ decl: FunctionDecl) {
        var last: [ObjectIdentifier: Use] = [:]
        func note(_ ref: NameRef, _ statement: Int, _ inLoop: Bool, _ isArgument: Bool) {
            guard case .local(let v) = ref.target else { return }
            let key = ObjectIdentifier(v)
            let count = last[key].map { $0.statement == statement ? $0.count + 1 : 1 } ?? 1
            last[key] = Use(ref: ref, statement: statement, inLoop: inLoop, isArgument: isArgument, role: v.role, count: count)
        }
        var work: [Item] = decl.body.reversed().map { .statement($0, inLoop: false) }
        var statements = 0
        while let item = work.popLast() {
            switch item {
            case .statement(let s, let inLoop):
                let id = statements
                statements += 1
                func expression(_ e: Expr, inLoop: Bool) -> Item { .expression(e, statement: id, inLoop: inLoop, isArgument: false) }
                var next: [Item] = []
                switch s.kind {
                case .expression(let e), .return(let e?):
                    next = [expression(e, inLoop: inLoop)]
                case .declare(_, let ref, let value):
                    next = (value.map { [expression($0, inLoop: inLoop)] } ?? []) + [.name(ref, statement: id, inLoop: inLoop)]
                case .function(_, let ref):
                    next = [.name(ref, statement: id, inLoop: inLoop)]
                case .assign(let target, _, let value, _):
                    next = [expression(value, inLoop: inLoop), expression(target, inLoop: inLoop)]
                case .if(let condition, let then, let otherwise):
                    next = [expression(condition, inLoop: inLoop)] + then.map { .statement($0, inLoop: inLoop) }
                        + (otherwise ?? []).map { .statement($0, inLoop: inLoop) }
                case .while(let condition, let body):
                    next = [expression(condition, inLoop: true)] + body.map { .statement($0, inLoop: true) }
                case .for(let ref, let sequence, let body):
                    next = [expression(sequence, inLoop: inLoop), .name(ref, statement: id, inLoop: true)]
                        + body.map { .statement($0, inLoop: true) }
                case .return(nil), .break, .continue, .import:
                    break
                }
                work += next.reversed()
            case .name(let ref, let statement, let inLoop):
                note(ref, statement, inLoop, false)
            case .expression(let e, let statement, let inLoop, let isArgument):
                var next: [Expr] = []
                switch e.kind {
                case .name(let ref):
                    note(ref, statement, inLoop, isArgument)
                case .call(let callee, let args):
                    var movesArguments = true
                    switch callee.kind {
                    case .member: movesArguments = false
                    case .name(let ref): if case .builtin = ref.target { movesArguments = false }
                    default: break
                    }
                    var items: [Item] = [.expression(callee, statement: statement, inLoop: inLoop, isArgument: false)]
                    items += args.map { .expression($0.value, statement: statement, inLoop: inLoop, isArgument: movesArguments) }
                    work += items.reversed()
                case .number, .string, .bool, .nil, .invalid, .closure:
                    break
                case .interpolation(let parts):
                    for case .expr(let x) in parts { next.append(x) }
                case .tuple(let xs), .list(let xs):
                    next = xs
                case .unary(_, let x), .member(let x, _, _), .part(let x, _, _):
                    next = [x]
                case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .range(let a, let b, _), .index(let a, let b):
                    next = [a, b]
                case .conditional(let c, let a, let b):
                    next = [c, a, b]
                }
                work += next.reversed().map { .expression($0, statement: statement, inLoop: inLoop, isArgument: false) }
            }
        }
        for use in last.values where use.isArgument && !use.inLoop && use.count == 1 {
            use.ref.isLastUse = true
            if use.role == .parameter { decl.movesParameter = true }
        }
    }
}
