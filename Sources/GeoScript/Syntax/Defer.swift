/// Swift's `defer { … }`: its statements run when the block it is written in is left — at the
/// block's end, or by a `return`, `break` or `continue` that leaves it — after the statements
/// written after it, later `defer`s first. Written with geo's own statements as the parser reads
/// the block (the compiler knows no `defer`), in one pass over the block's statements:
///
/// - each statement after a `defer` gets, before each jump in it that leaves the block, the
///   bodies of the block's `defer`s read so far, the last first: before a `return` (whose value
///   is computed first, into a hidden constant, as Swift computes it before the deferred
///   statements run), and a `break` or `continue` that is not inside a loop of the statement's
///   own (it goes to a loop around the block);
/// - and the block gets them at its end, unless every path through it has already left.
///
/// Each copy is a block of its own (`if true { … }`, as `do { … }` is), so its names are its
/// own, and it is not walked again by a block around (`deferCopies`). A body goes to at most
/// `Parser.maxDeferCopies` places; a `defer` with more exits after it becomes a local closure,
/// declared where the `defer` was and called at each, so what is lowered stays linear in what
/// was written (a block holds at most `Parser.maxDefers` defers).
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
    /// The most `defer`s one block holds: each exit runs all of them, so the lowered form is
    /// at most this many times the exits.
    static let maxDefers = 64

    /// `defer { … }` at the current token (`defer` then `{`), its body read (nil: none here; an
    /// error in the body is reported and the parser moved past it: `.some(nil)`).
    mutating func parseDeferRecovering() -> (body: [Stmt], span: Span)?? {
        guard case .identifier("defer") = kind else { return nil }
        if case .identifier = peekKind(1) {
            // `defer cleanup()`: Swift's defer takes a block.
            _ = advance()
            error("a 'defer' takes its statements in braces: defer { … }", at: current.span)
            synchronize()
            return .some(nil)
        }
        guard peekKind(1) == .symbol(.lbrace) else { return nil }
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
            if let jump = leavingJump(body, loopDepth: 0) {
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
            guard let (body, span) = found else { return }
            if defers.count == Parser.maxDefers {
                error("too many 'defer's in one block (more than \(Parser.maxDefers))", at: span,
                      notes: ["put the deferred statements of one block in one defer"])
                return
            }
            defers.append(Deferred(body: body, span: span, at: list.count))
            return
        }
        list += parseStatementRecovering()
    }

    /// A block's statements with its `defer`s written in (see above).
    mutating func applyingDefers(_ statements: [Stmt], _ defers: [Deferred]) -> [Stmt] {
        guard let first = defers.first else { return statements }
        // The exits after each place (`after[i]`: in statements i…, and the block's end).
        var after = [Int](repeating: 1, count: statements.count + 1)
        for i in statements.indices.reversed() { after[i] = after[i + 1] + countExits([statements[i]], loopDepth: 0) }
        var out = Array(statements[..<first.at])
        var active: [Stmt] = []   // how each `defer` read so far runs, the first first
        var next = 0
        for i in first.at...statements.count {
            while next < defers.count, defers[next].at == i {
                let d = defers[next]
                next += 1
                deferCopies.insert(d.span.start)
                if after[i] > Parser.maxDeferCopies {
                    // `let (defer)@N = { body }`, called at each exit.
                    let name = NameRef("(defer)@" + String(d.span.start), d.span)
                    let closure = FunctionDecl(name: "defer", span: d.span, params: [], body: d.body, isExpressionBody: false)
                    out.append(Stmt(kind: .declare(isConst: true, name, Expr(kind: .closure(closure), span: d.span)), span: d.span))
                    let callee = Expr(kind: .name(name), span: d.span)
                    active.append(Stmt(kind: .expression(Expr(kind: .call(callee, []), span: d.span)), span: d.span))
                } else {
                    active.append(Stmt(kind: .if(Expr(kind: .bool(true), span: d.span), d.body, nil), span: d.span))
                }
            }
            guard i < statements.count else { break }
            out += withDeferredExits([statements[i]], run: active.reversed(), loopDepth: 0)
        }
        if !Parser.leavesEveryPath(out) { out += active.reversed() }
        return out
    }

    /// `block` with `run` before each jump that leaves it (`loopDepth`: the loops of the
    /// deferring block's statements around `block`).
    mutating func withDeferredExits(_ block: [Stmt], run: [Stmt], loopDepth: Int) -> [Stmt] {
        var out: [Stmt] = []
        out.reserveCapacity(block.count)
        for s in block {
            switch s.kind {
            case .return(let e?) where Parser.isSettled(e):
                out += run
                out.append(s)
            case .return(let e?):
                // The value first (Swift's order), then the deferred statements, then the return.
                var value = e
                if let shape = returnShapes.last ?? nil { value = Parser.conformedLiteral(e, to: shape) }
                let name = NameRef("(return)@" + String(s.span.start), s.span)
                out.append(Stmt(kind: .declare(isConst: true, name, value), span: s.span))
                out += run
                out.append(Stmt(kind: .return(Expr(kind: .name(name), span: e.span)), span: s.span))
            case .return(nil):
                out += run
                out.append(s)
            case .break where loopDepth == 0, .continue where loopDepth == 0:
                out += run
                out.append(s)
            case .if(let c, _, nil) where isDeferCopy(s, c):
                out.append(s)
            default:
                let rewritten = s.rewritingBlocks { inner, isLoopBody in
                    withDeferredExits(inner, run: run, loopDepth: loopDepth + (isLoopBody ? 1 : 0))
                }
                out.append(rewritten ?? s)
            }
        }
        return out
    }

    /// Whether no deferred statement can change the value `e` gives: a literal of one value, or
    /// a hidden name (a `return`'s value already computed by a block inside).
    static func isSettled(_ e: Expr) -> Bool {
        switch e.kind {
        case .number, .string, .bool, .nil: true
        case .name(let ref): ref.isHidden
        default: false
        }
    }

    /// Whether `s` (an `if` of `test`) is a deferred body's copy: no jump leaves it.
    mutating func isDeferCopy(_ s: Stmt, _ test: Expr) -> Bool {
        if case .bool(true) = test.kind { return deferCopies.contains(s.span.start) }
        return false
    }

    /// How many jumps in `block` leave it (see `withDeferredExits`).
    mutating func countExits(_ block: [Stmt], loopDepth: Int) -> Int {
        var n = 0
        forEachExit(block, loopDepth: loopDepth) { _, _ in n += 1; return true }
        return n
    }

    /// The first `return`, or `break`/`continue` out of the loops it is in, in `block` (not in
    /// a function or closure of its own).
    mutating func leavingJump(_ block: [Stmt], loopDepth: Int) -> (word: String, span: Span)? {
        var found: (word: String, span: Span)?
        forEachExit(block, loopDepth: loopDepth) { word, span in found = (word, span); return false }
        return found
    }

    /// Calls `visit` with each jump in `block` that leaves it, in order, while it returns true
    /// (false: stop); a deferred body's copy holds none and is not walked. False when stopped.
    @discardableResult
    mutating func forEachExit(_ block: [Stmt], loopDepth: Int, _ visit: (String, Span) -> Bool) -> Bool {
        for s in block {
            switch s.kind {
            case .return: if !visit("return", s.span) { return false }
            case .break where loopDepth == 0: if !visit("break", s.span) { return false }
            case .continue where loopDepth == 0: if !visit("continue", s.span) { return false }
            case .if(let c, _, nil) where isDeferCopy(s, c): continue
            case .if(_, let yes, let no):
                if !forEachExit(yes, loopDepth: loopDepth, visit) { return false }
                if let no, !forEachExit(no, loopDepth: loopDepth, visit) { return false }
            case .while(_, let body), .repeatWhile(let body, _), .for(_, _, let body):
                if !forEachExit(body, loopDepth: loopDepth + 1, visit) { return false }
            default: break
            }
        }
        return true
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
