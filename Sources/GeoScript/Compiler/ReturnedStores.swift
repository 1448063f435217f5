/// A store into a local that is returned right after returns the stored value itself (path
/// `storeReturned`):
///
///     var result = n
///     if n > 1 {
///         result = fib(n - 1) + fib(n - 2)   // runs as `return fib(n - 1) + fib(n - 2)`
///     }
///     return result
///
/// Building the result in a local and returning it once at the end is how many write a
/// function; each store then cost a statement, a store into the slot and the slot's read by
/// the `return` (fib written so: 1.27× the instructions of fib with `return`s in place).
///
/// `x = value` becomes `return value` when the statement that runs after it is `return x` —
/// the next one in its block, or, at the end of an `if`'s branch, the statement after the
/// `if` (and so on outwards; not at the end of a loop's body, after which the loop's
/// condition runs) — and `x` is a local no closure captures: nothing can read the stored
/// value but that `return`, so the program does what it did (the local's old value is
/// dropped when the frame ends rather than at the store, which nothing sees). The local's
/// declaration, then named only by it and the `return`, is taken into it when its value is a
/// constant (`ForwardedLets`).
///
/// And a block that ends `if c { …; return a }` then `return x` of such a local runs the
/// `return x` as the `if`'s `else` (path `returnAsElse`, `foldReturns`): only when `c` is
/// false does it run, as before.
///
/// Run by the resolver on each function it accepted, before `ForwardedLets` (`foldReturns`
/// after); linear in the body (each statement looked at once).
enum ReturnedStores {
    /// Rewrites `decl`'s body; the rewritten stores' places are recorded for `--dump-ir`.
    static func apply(_ decl: FunctionDecl) {
        var spans: [Span] = []
        guard let body = rewrite(decl.body, then: nil, &spans) else { return }
        decl.body = body
        decl.returnedStores = spans
    }

    /// `block` with its stores returned, when the statement after the block is `return` of
    /// `then`'s local (nil: anything else); nil when nothing changed.
    static func rewrite(_ block: [Stmt], then returned: VarInfo?, _ spans: inout [Span]) -> [Stmt]? {
        var out = block
        var changed = false
        for i in block.indices.reversed() {
            let next = i + 1 < block.count ? returnedLocal(block[i + 1]) : returned
            if case .assign(let target, nil, let value, _) = block[i].kind {
                guard let next, case .name(let ref) = target.kind, case .local(let v) = ref.target, v === next,
                      !isDestructuring(value) else { continue }
                out[i] = Stmt(kind: .return(value), span: value.span)
                spans.append(ref.span)
                changed = true
            } else if let s = block[i].rewritingBlocks({ inner, isLoopBody in rewrite(inner, then: isLoopBody ? nil : next, &spans) }) {
                out[i] = s
                changed = true
            }
        }
        return changed ? out : nil
    }

    /// Each block of `decl`'s body that ends `if c { …; return a }` then `return x` of a local
    /// no closure captures: the `return x` as the if's else (path `returnAsElse`), whose
    /// local the if returns itself (`returnInIf`), not a statement of the block after it.
    /// (Another value returned is left as a statement: run as the else, it would be a native
    /// frame deeper, which a recursion through it pays at each level.) Run after
    /// `ForwardedLets` (which takes a constant into the `return` where it is a statement of
    /// the block). A block that declares a local function is left as it is (the function's
    /// place is counted in its statements).
    static func foldReturns(_ decl: FunctionDecl) {
        var spans: [Span] = []
        guard let body = fold(decl.body, &spans) else { return }
        decl.body = body
        decl.returnsAsElse = spans
    }

    /// `block` with its returns folded, and its nested blocks'; nil when nothing changed.
    static func fold(_ block: [Stmt], _ spans: inout [Span]) -> [Stmt]? {
        var out = block
        var changed = false
        for i in block.indices {
            if let s = block[i].rewritingBlocks({ inner, _ in fold(inner, &spans) }) {
                out[i] = s
                changed = true
            }
        }
        if out.count >= 2, returnedLocal(out[out.count - 1]) != nil, case .if(let c, let yes, nil) = out[out.count - 2].kind,
           case .return? = yes.last?.kind, !out.contains(where: \.declaresFunction) {
            let last = out.removeLast()
            out[out.count - 1].kind = .if(c, yes, [last])
            spans.append(last.span)
            changed = true
        }
        return changed ? out : nil
    }

    /// Whether a store's value is a part of a destructuring's hidden whole (or one of its
    /// hidden temporaries): the destructuring binds its names as one node, which reads the
    /// wholes only for the stores right after them (`Compiler.compileDestructuring`).
    static func isDestructuring(_ value: Expr) -> Bool {
        switch value.kind {
        case .part: return true
        case .name(let ref): return ref.isHidden
        default: return false
        }
    }

    /// The local `s` returns, when it is `return x` of a local no closure captures (a hidden
    /// one of the parser's desugarings never is).
    static func returnedLocal(_ s: Stmt) -> VarInfo? {
        guard case .return(let e?) = s.kind, case .name(let ref) = e.kind, case .local(let v) = ref.target,
              !v.isCaptured, !ref.isHidden else { return nil }
        return v
    }
}
