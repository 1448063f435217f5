/// Swift's labelled loops, `outer: for … { for … { if done { break outer } } }`, written with
/// geo's own statements as the parser reads them (the compiler knows only `break` and
/// `continue` of the innermost loop):
///
/// - a jump to the innermost loop is that loop's `break` / `continue`;
/// - a jump to a loop further out sets a hidden variable of that loop (1: break, 2: continue)
///   and breaks the innermost loop; after each loop it leaves on the way, a test of the variable
///   breaks the next (`if flag != 0 { break }`), and after the loop right inside the target the
///   test does what the jump said (`if flag == 1 { flag = 0; break }`, `if flag == 2 { flag = 0;
///   continue }`). The variable is declared (`var flag = 0`) just before the labelled loop, and
///   only when some jump needs it, so a label costs nothing otherwise.
///
/// Labels are seen where they are written: a jump does not leave a function or a closure (`for`
/// in a closure's body starts a new list), except the body of `repeat { … } while`, which geo
/// parses as a closure but is a loop.
struct LoopLabel {
    /// The label, or nil for a loop without one.
    let name: String?
    /// The hidden variable a jump from an inner loop sets.
    let flag: String
    let span: Span
    /// Whether a jump from an inner loop breaks or continues this loop.
    var brokenFromInside = false
    var continuedFromInside = false
    /// The loops further out (indexes in `Parser.loops`) that a jump inside this loop goes to.
    var leftFor: Set<Int> = []
}

extension Parser {
    /// `label:` before `for`, `while` or `repeat {`: read, and kept for the loop that follows.
    mutating func readLoopLabel() -> String? {
        guard case .identifier(let label) = kind, peekKind(1) == .symbol(.colon) else { return nil }
        switch peekKind(2) {
        case .keyword(.for), .keyword(.while): break
        case .identifier("repeat") where peekKind(3) == .symbol(.lbrace): break
        default: return nil
        }
        _ = advance()
        _ = advance()
        return label
    }

    /// The loop whose body is parsed next, innermost, with its label if it has one.
    mutating func enterLoop(_ start: Span, label: String?) {
        loops.append(LoopLabel(name: label, flag: "(label)@" + String(start.start), span: start))
    }

    /// A loop statement with what `leaveLoop` said surrounds it: the first statement returned,
    /// the rest following it.
    mutating func placed(_ loop: Stmt, _ around: (before: [Stmt], after: [Stmt])) -> Stmt {
        let all = around.before + [loop] + around.after
        following.insert(contentsOf: all.dropFirst(), at: 0)
        return all[0]
    }

    /// The loop whose body was parsed leaves the list; what must surround it comes back: the
    /// statements before it (its variable's declaration) and after it (the tests of the jumps
    /// that cross it).
    mutating func leaveLoop() -> (before: [Stmt], after: [Stmt]) {
        let loop = loops.removeLast()
        let span = loop.span
        var before: [Stmt] = []
        if loop.brokenFromInside || loop.continuedFromInside {
            before.append(Stmt(kind: .declare(isConst: false, NameRef(loop.flag, span), Expr(kind: .number(0), span: span)), span: span))
        }
        var after: [Stmt] = []
        let outside = loops.count - 1
        for target in loop.leftFor.sorted(by: >) {
            let t = loops[target]
            let read = { Expr(kind: .name(NameRef(t.flag, span)), span: span) }
            let test = { (op: BinaryOp, n: Double) in Expr(kind: .binary(op, read(), Expr(kind: .number(n), span: span)), span: span) }
            if target < outside {
                // On the way out: leave the loop this one is in, too.
                after.append(Stmt(kind: .if(test(.notEqual, 0), [loopBreak(span)], nil), span: span))
                continue
            }
            let reset = Stmt(kind: .assign(read(), nil, Expr(kind: .number(0), span: span), opSpan: span), span: span)
            if t.brokenFromInside {
                after.append(Stmt(kind: .if(test(.equal, 1), [reset, loopBreak(span)], nil), span: span))
            }
            if t.continuedFromInside {
                after.append(Stmt(kind: .if(test(.equal, 2), [reset, Stmt(kind: .continue, span: span)], nil), span: span))
            }
        }
        return (before, after)
    }

    /// `break label` / `continue label` (the keyword read, the label next): the statements that
    /// jump there. nil when no label follows the keyword on its line.
    mutating func labelledJump(isBreak: Bool, _ start: Span) throws -> [Stmt]? {
        guard case .identifier(let label) = kind else { return nil }
        let word = isBreak ? "break" : "continue"
        guard let target = loops.lastIndex(where: { $0.name == label }) else {
            let known = loops.compactMap(\.name)
            throw fail("use of unresolved label '\(label)'",
                       notes: [known.isEmpty
                               ? "a label names a loop around the '\(word)' in the same function or closure: 'outer: for … { … \(word) outer }'"
                               : "the loops around it are labelled \(known.map { "'\($0)'" }.joined(separator: ", "))"])
        }
        let labelToken = advance()
        let span = start.through(labelToken.span)
        if target == loops.count - 1 {
            return [isBreak ? loopBreak(span) : Stmt(kind: .continue, span: span)]
        }
        if isBreak { loops[target].brokenFromInside = true } else { loops[target].continuedFromInside = true }
        for inner in (target + 1)..<loops.count { loops[inner].leftFor.insert(target) }
        let flag = Expr(kind: .name(NameRef(loops[target].flag, span)), span: span)
        let set = Stmt(kind: .assign(flag, nil, Expr(kind: .number(isBreak ? 1 : 2), span: span), opSpan: span), span: span)
        return [set, loopBreak(span)]
    }

    /// A `break` of the innermost loop written for a label: it stays a loop's break inside a
    /// `switch` (a plain `break` there ends the case).
    mutating func loopBreak(_ span: Span) -> Stmt {
        loopBreaks.insert(span.start)
        return Stmt(kind: .break, span: span)
    }
}
