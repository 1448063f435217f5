/// Swift's `defer { … }`: its statements run when the block it is written in is left — at the
/// block's end, or by a `return`, `break` or `continue` that leaves it — after the statements
/// written after it, later `defer`s first. Written with geo's own statements as the parser reads
/// the block (the compiler knows no `defer`):
///
/// - the statements after the `defer` get a copy of its body before each jump that leaves the
///   block: a `return` (its value computed first, into a hidden constant, as Swift computes it
///   before the deferred statements run), and a `break` or `continue` that is not inside a loop
///   of those statements (it goes to a loop around the block);
/// - and one at their end, unless every path through them has already left.
///
/// Each copy is a block of its own (`if true { … }`, as `do { … }` is), so its names are its
/// own. A body is copied once per exit, so the lowered block stays linear in what was written
/// when a `defer` has a bounded number of exits; past `Parser.maxDeferCopies` exits the body
/// becomes a local closure, declared where the `defer` was and called at each exit.
/// A runtime error ends the program, so it runs no deferred statements (geo has no `throw`).
struct Deferred {
    let body: [Stmt]
    let span: Span
    /// Where in its block's statements the `defer` was.
    let at: Int
}

extension Parser {
    /// More exits than this call the deferred body as a closure instead of copying it.
    static let maxDeferCopies = 8

    /// `defer { … }` at the current token (`defer` then `{`), its body read (nil: none here; an
    /// error in the body is reported and the parser moved past it, `recovered`).
    mutating func parseDeferRecovering() -> (body: [Stmt], span: Span)?? {
        guard case .identifier("defer") = kind, peekKind(1) == .symbol(.lbrace) else { return nil }
        let start = advance().span
        let savedDepth = depth, savedLoops = loops.count
        do {
            // A jump does not leave a deferred body (Swift refuses `return` in one): its loops
            // are its own.
            let outer = loops
            loops = []
            defer { loops = outer }
            returnShapes.append(nil)
            defer { returnShapes.removeLast() }
            let body = try parseBlock("after 'defer'")
            if let jump = Parser.leavingJump(body, loopDepth: 0) {
                error("a 'defer' body cannot leave with '\(jump.word)': it runs as its block is left",
                      at: jump.span, notes: ["decide before the defer, or return from the block's own statements"])
            }
            try endOfStatement()
            return .some((body, start))
        } catch {
            depth = savedDepth
            loops.removeLast(max(0, loops.count - savedLoops))
            synchronize()
            return .some(nil)
        }
    }

    /// One statement of a block read into `list` — or a `defer`'s body into `defers`, at the
    /// place it has in the list.
    mutating func readStatement(into list: inout [Stmt], _ defers: inout [Deferred]) {
        if let found = parseDeferRecovering() {
            if let (body, span) = found { defers.append(Deferred(body: body, span: span, at: list.count)) }
            return
        }
        list += parseStatementRecovering()
    }

    /// A block's statements with its `defer`s written in (see above), the last one first, so
    /// that a later `defer`'s statements run before an earlier one's.
    mutating func applyingDefers(_ statements: [Stmt], _ defers: [Deferred]) -> [Stmt] {
        var list = statements
        for d in defers.reversed() {
            var rest = Array(list[d.at...])
            list.removeSubrange(d.at...)
            let exits = Parser.countExits(rest, loopDepth: 0)
            let run: () -> Stmt
            if exits + 1 > Parser.maxDeferCopies {
                // `let (defer)@N = { body }`, called at each exit.
                let name = "(defer)@" + String(d.span.start)
                let closure = FunctionDecl(name: "defer", span: d.span, params: [], body: d.body, isExpressionBody: false)
                list.append(Stmt(kind: .declare(isConst: true, NameRef(name, d.span), Expr(kind: .closure(closure), span: d.span)), span: d.span))
                run = {
                    let callee = Expr(kind: .name(NameRef(name, d.span)), span: d.span)
                    return Stmt(kind: .expression(Expr(kind: .call(callee, []), span: d.span)), span: d.span)
                }
            } else {
                run = { Stmt(kind: .if(Expr(kind: .bool(true), span: d.span), d.body, nil), span: d.span) }
            }
            rest = withDeferredExits(rest, run: run, loopDepth: 0, hidden: "(defer)@" + String(d.span.start))
            list += rest
            if !Parser.leavesEveryPath(rest) { list.append(run()) }
        }
        return list
    }

    /// `block` with `run()` before each jump that leaves it (`loopDepth`: the loops of the
    /// deferring block's statements around `block`).
    func withDeferredExits(_ block: [Stmt], run: () -> Stmt, loopDepth: Int, hidden: String) -> [Stmt] {
        var out: [Stmt] = []
        out.reserveCapacity(block.count)
        for s in block {
            switch s.kind {
            case .return(let e?):
                // The value first (Swift's order), then the deferred statements, then the return.
                var value = e
                if let shape = returnShapes.last ?? nil { value = Parser.conformedLiteral(e, to: shape) }
                let name = NameRef(hidden + ":" + String(s.span.start), s.span)
                out.append(Stmt(kind: .declare(isConst: true, name, value), span: s.span))
                out.append(run())
                out.append(Stmt(kind: .return(Expr(kind: .name(name), span: e.span)), span: s.span))
            case .return(nil):
                out.append(run())
                out.append(s)
            case .break where loopDepth == 0, .continue where loopDepth == 0:
                out.append(run())
                out.append(s)
            default:
                let rewritten = s.rewritingBlocks { inner, isLoopBody in
                    withDeferredExits(inner, run: run, loopDepth: loopDepth + (isLoopBody ? 1 : 0), hidden: hidden)
                }
                out.append(rewritten ?? s)
            }
        }
        return out
    }

    /// How many jumps in `block` leave it (see `withDeferredExits`).
    static func countExits(_ block: [Stmt], loopDepth: Int) -> Int {
        var n = 0
        for s in block {
            switch s.kind {
            case .return: n += 1
            case .break where loopDepth == 0, .continue where loopDepth == 0: n += 1
            case .if(_, let yes, let no):
                n += countExits(yes, loopDepth: loopDepth) + (no.map { countExits($0, loopDepth: loopDepth) } ?? 0)
            case .while(_, let body), .repeatWhile(let body, _), .for(_, _, let body):
                n += countExits(body, loopDepth: loopDepth + 1)
            default: break
            }
        }
        return n
    }

    /// The first `return`, or `break`/`continue` out of the loops it is in, in `block` (not in
    /// a function or closure of its own).
    static func leavingJump(_ block: [Stmt], loopDepth: Int) -> (word: String, span: Span)? {
        for s in block {
            switch s.kind {
            case .return: return ("return", s.span)
            case .break where loopDepth == 0: return ("break", s.span)
            case .continue where loopDepth == 0: return ("continue", s.span)
            case .if(_, let yes, let no):
                if let found = leavingJump(yes, loopDepth: loopDepth) ?? no.flatMap({ leavingJump($0, loopDepth: loopDepth) }) { return found }
            case .while(_, let body), .repeatWhile(let body, _), .for(_, _, let body):
                if let found = leavingJump(body, loopDepth: loopDepth + 1) { return found }
            default: break
            }
        }
        return nil
    }

    /// Whether every path through `block` ends in a jump (`endsEveryPath`, with `break` and
    /// `continue`).
    static func leavesEveryPath(_ block: [Stmt]) -> Bool {
        if endsEveryPath(block) { return true }
        switch block.last?.kind {
        case .break?, .continue?: return true
        case .if(_, let yes, let no?)?: return leavesEveryPath(yes) && leavesEveryPath(no)
        default: return false
        }
    }
}
