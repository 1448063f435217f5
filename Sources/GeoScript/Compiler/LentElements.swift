/// What the statements after a `let` in its block can do to the variables it reads, for an
/// element of a list bound to the `let` without a copy (path `elementLent`: `let b =
/// rects[j]`, the element's bits lent to the `let`'s slot while the rest of the block runs).
///
/// The element stays where it is, unchanged and alive, while the list's variable holds the
/// same list unchanged: nothing in the rest of the block may store into the variable or into
/// a place inside it (`xs = …`, `xs[k] = …`, `xs[k].y = …`), call a mutating method on it
/// (`xs.append(…)`, `xs[k].append(…)`) or move it into a call at its last use; and for a
/// global list, nothing there may run script code (a script function's call, a built-in
/// given a function, a host's built-in: any of them could store into the global). The
/// `let`'s own slot must not be moved out either (its last use as a script call's argument).
/// A local list no closure captures can be reached by no other code. A closure's or a local
/// function's body is not looked into: what it names here is captured (a cell, which is not
/// lent), and running it is a call.
///
/// The facts of each statement are found once per block, by one walk of its statements from
/// the last (`suffixes`), and a block whose statements hold more than `nodeLimit` syntax
/// nodes is not looked into at all (no element lent there): compile time stays linear.
struct LentElements {
    /// A variable the rest of a block changes or moves.
    enum Root: Hashable {
        case local(ObjectIdentifier)
        case global(Int)
    }

    /// What statements from one point to the end of their block do.
    struct Facts {
        var changed: Set<Root> = []
        var runsScript = false

        mutating func add(_ other: Facts) {
            changed.formUnion(other.changed)
            runsScript = runsScript || other.runsScript
        }
    }

    static let nodeLimit = 4_000

    let registry: Registry

    /// The facts of `statements[i...]` for each `i` (and an empty one at `statements.count`),
    /// or nil when the block is too large to look into.
    func suffixes(_ statements: ArraySlice<Stmt>) -> [Facts]? {
        var budget = LentElements.nodeLimit
        var result = [Facts](repeating: Facts(), count: statements.count + 1)
        var i = statements.count - 1
        for s in statements.reversed() {
            guard let own = facts(of: s, &budget) else { return nil }
            result[i] = result[i + 1]
            result[i].add(own)
            i -= 1
        }
        return result
    }

    static func root(of ref: NameRef) -> Root? {
        switch ref.target {
        case .local(let v): return .local(ObjectIdentifier(v))
        case .global(let g): return .global(g)
        default: return nil
        }
    }

    /// The variable a place (`x`, `x[i]`, `x.member`, parts of those) is in.
    static func root(of place: Expr) -> Root? {
        var e = place
        while true {
            switch e.kind {
            case .name(let ref): return root(of: ref)
            case .index(let base, _), .member(let base, _, _), .part(let base, _, _): e = base
            default: return nil
            }
        }
    }

    /// One statement's facts (its nested blocks included), or nil past the budget.
    private func facts(of statement: Stmt, _ budget: inout Int) -> Facts? {
        var facts = Facts()
        var statements = [statement]
        var expressions: [Expr] = []
        func changes(_ place: Expr) { if let r = LentElements.root(of: place) { facts.changed.insert(r) } }
        while true {
            budget -= 1
            if budget < 0 { return nil }
            if let s = statements.popLast() {
                switch s.kind {
                case .expression(let e), .declare(_, _, let e?), .return(let e?): expressions.append(e)
                case .declare(_, _, nil), .return(nil), .break, .continue, .function: break
                case .import: facts.runsScript = true
                case .assign(let target, _, let value, _):
                    changes(target)
                    expressions += [target, value]
                case .if(let c, let yes, let no): expressions.append(c); statements += yes; statements += no ?? []
                case .while(let c, let body), .repeatWhile(let body, let c): expressions.append(c); statements += body
                case .for(_, let e, let body): expressions.append(e); statements += body
                }
            } else if let e = expressions.popLast() {
                switch e.kind {
                case .number, .string, .bool, .nil, .invalid, .closure: break
                case .name(let ref):
                    if ref.isLastUse { changes(e) }
                    if case .builtin(let name) = ref.target, registry.hostNames.contains(name) { facts.runsScript = true }
                case .interpolation(let parts): for case .expr(let x) in parts { expressions.append(x) }
                case .tuple(let xs), .list(let xs): expressions += xs
                case .member(let x, let name, _):
                    if registry.hostNames.contains(name) { facts.runsScript = true }
                    expressions.append(x)
                case .unary(_, let x), .part(let x, _, _), .cast(let x, _, _, _): expressions.append(x)
                case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b), .range(let a, let b, _), .index(let a, let b),
                     .optionalChain(let a, _, let b):
                    expressions += [a, b]
                case .conditional(let c, let a, let b), .keyDefault(let c, let a, let b): expressions += [c, a, b]
                case .call(let callee, let arguments):
                    let labels = arguments.map(\.label), trailing = arguments.last?.isTrailingClosure ?? false
                    switch callee.kind {
                    case .member(let receiver, let name, _):
                        if registry.hasMutatingMethod(name) { changes(receiver) }
                        if registry.mayRunScript(name, member: true, labels: labels, trailingClosure: trailing) { facts.runsScript = true }
                        expressions.append(receiver)
                    case .name(let ref):
                        if case .builtin(let name) = ref.target {
                            if registry.mayRunScript(name, member: false, labels: labels, trailingClosure: trailing) { facts.runsScript = true }
                        } else {
                            facts.runsScript = true
                        }
                    default:
                        facts.runsScript = true
                        expressions.append(callee)
                    }
                    expressions += arguments.map(\.value)
                }
            } else {
                return facts
            }
        }
    }
}
