/// Compiles the resolved syntax tree into Swift closures: each expression becomes an
/// `(Frame) throws -> Value`, each statement an `(Frame) throws -> Flow`. Names are already
/// slots; members are interned ids; the Number cases of operators are inlined.
struct Compiler {
    let engine: Engine
    /// The globals as this compile sees them (constness of the programs' own declarations).
    let globals: GlobalStaging
    var registry: Registry { engine.registry }
    /// Runs an imported file (once); provided by the interpreter.
    let importer: (String, Span) throws -> Void

    /// Whether a global was declared before this compile (then it can never be undeclared,
    /// and reading it needs no check).
    func isDeclared(_ slot: Int) -> Bool {
        engine.globalTable.declared[slot]
    }

    // MARK: Functions

    /// Compiles a function's body into its code object.
    func compileFunction(_ decl: FunctionDecl) -> FunctionCode {
        let body: Exec
        if decl.isExpressionBody, case .expression(let e) = decl.body[0].kind {
            let value = compileExpr(e)
            let engine = self.engine
            body = { f in
                engine.setReturnValue(try value(f))
                return .returned
            }
        } else {
            body = compileBlock(decl.body)
        }
        var valueBody: Eval?
        if decl.isExpressionBody, case .expression(let e) = decl.body[0].kind {
            valueBody = compileExpr(e)
        } else {
            valueBody = compileValueBody(decl.body[...])
        }
        let code = FunctionCode(name: decl.name, parameters: decl.params.map(\.name), span: decl.span,
                                frameSize: decl.frameSize, cellCount: decl.cellCount,
                                parameterCells: decl.paramVars.map { $0.isCaptured ? $0.cellIndex : -1 }, body: body,
                                valueBody: valueBody)
        return code
    }

    /// Whether a statement always completes normally (no return, break or continue inside).
    func completesNormally(_ s: Stmt) -> Bool {
        switch s.kind {
        case .expression, .declare, .assign, .function, .import: return true
        default: return false
        }
    }

    /// A body of the shape `…plain statements…, if c { return a }, …, return b` compiled to
    /// return its value directly (no Flow, no return slot): the common shape of small
    /// recursive functions such as `fib`. Nil for any other shape.
    func compileValueBody(_ statements: ArraySlice<Stmt>) -> Eval? {
        guard let first = statements.first else { return nil }
        let rest = statements.dropFirst()
        if rest.isEmpty {
            guard case .return(let valueExpr) = first.kind else { return nil }
            guard let valueExpr else { return { _ in .nil } }
            return compileExpr(valueExpr)
        }
        guard let tail = compileValueBody(rest) else { return nil }
        if case .if(let condExpr, let thenBody, nil) = first.kind, thenBody.count == 1,
           case .return(let valueExpr?) = thenBody[0].kind {
            let cond = compileTest(condExpr)
            let value = compileExpr(valueExpr)
            if let fused = fusedLocalTest(condExpr, general: cond, value: value, valueExpr: valueExpr, tail: tail) {
                return fused
            }
            return { f in try cond(f) ? try value(f) : try tail(f) }
        }
        guard completesNormally(first) else { return nil }
        let head = compileStmt(first)
        return { f in
            _ = try head(f)
            return try tail(f)
        }
    }

    /// `if n < 2 { return a } … b` where the test compares an uncaptured local with a number
    /// literal: the Number case of the test is inlined into the branch (one closure call less
    /// per call of a small recursive function); any other value takes the general test.
    /// When the returned value is itself an uncaptured local holding a Number (`return n`), it
    /// is read in place too.
    func fusedLocalTest(_ condExpr: Expr, general cond: @escaping Test, value: @escaping Eval, valueExpr: Expr,
                        tail: @escaping Eval) -> Eval? {
        guard case .binary(let op, let l, let r) = condExpr.kind, Operators.isComparison(op),
              case .number(let k) = r.kind, case .name(let ref) = l.kind,
              case .local(let v) = ref.target, !v.isCaptured else { return nil }
        let slot = v.slot
        var valueSlot = -1
        if case .name(let valueRef) = valueExpr.kind, case .local(let w) = valueRef.target, !w.isCaptured {
            valueSlot = w.slot
        }
        func make<O: ComparisonOperator>(_: O.Type) -> Eval {
            if valueSlot >= 0 {
                let valueSlot = valueSlot
                return { f in
                    if let x = f.slots[slot].asNumber {
                        guard O.apply(x, k) else { return try tail(f) }
                        if case .number(let y) = f.slots[valueSlot] { return .number(y) }
                        return try value(f)
                    }
                    return try cond(f) ? try value(f) : try tail(f)
                }
            }
            return { f in
                if let x = f.slots[slot].asNumber { return O.apply(x, k) ? try value(f) : try tail(f) }
                return try cond(f) ? try value(f) : try tail(f)
            }
        }
        switch op {
        case .less: return make(NumberOps.Less.self)
        case .lessEqual: return make(NumberOps.LessEqual.self)
        case .greater: return make(NumberOps.Greater.self)
        case .greaterEqual: return make(NumberOps.GreaterEqual.self)
        case .equal: return make(NumberOps.Equal.self)
        case .notEqual: return make(NumberOps.NotEqual.self)
        default: return nil
        }
    }

    /// An expression that creates a function value capturing the current frame's cells.
    func compileClosure(_ decl: FunctionDecl) -> Eval {
        let code = compileFunction(decl)
        let name = decl.name
        let params = decl.params.map(\.name)
        let sources = decl.captures
        if sources.isEmpty {
            return { _ in .function(Function(name: name, parameters: params, body: .script(code, captures: []))) }
        }
        return { f in
            var cells: [Cell] = []
            cells.reserveCapacity(sources.count)
            for s in sources {
                switch s {
                case .local(let v): cells.append(f.cells[v.cellIndex])
                case .capture(let i): cells.append(f.captures[i])
                }
            }
            return .function(Function(name: name, parameters: params, body: .script(code, captures: cells)))
        }
    }

    // MARK: Statements

    /// A block: statements composed pairwise (closures taken out of arrays would be called
    /// through reabstraction thunks).
    func compileBlock(_ statements: [Stmt]) -> Exec {
        compileSequence(statements[...])
    }

    func compileSequence(_ statements: ArraySlice<Stmt>) -> Exec {
        let start = statements.startIndex
        switch statements.count {
        case 0:
            return { _ in .normal }
        case 1:
            return compileStmt(statements[start])
        default:
            let middle = start + statements.count / 2
            let a = compileSequence(statements[start..<middle])
            let b = compileSequence(statements[middle...])
            return { f in
                let r = try a(f)
                if r != .normal { return r }
                return try b(f)
            }
        }
    }

    func compileStmt(_ s: Stmt) -> Exec {
        let engine = self.engine
        let span = s.span
        switch s.kind {
        case .expression(let e):
            let value = compileExpr(e)
            return { f in
                _ = try value(f)
                return .normal
            }
        case .declare(_, let ref, let valueExpr):
            let value: Eval = valueExpr.map { compileExpr($0) } ?? { _ in .nil }
            return compileStore(ref, value, declaring: true)
        case .function(let decl, let ref):
            let make = compileClosure(decl)
            if case .local(let v) = ref.target, v.isCaptured {
                // A fresh cell first, so the function can capture itself.
                let index = v.cellIndex
                return { f in
                    (f.cells + index).pointee = Cell(.nil)
                    f.cells[index].value = try make(f)
                    return .normal
                }
            }
            return compileStore(ref, make, declaring: true)
        case .assign(let target, let op, let valueExpr, let opSpan):
            return compileAssignment(target, op, valueExpr, span: opSpan)
        case .if(let condExpr, let thenBody, nil) where thenBody.count == 1:
            // `if cond { return x }`: one closure instead of three.
            let cond = compileTest(condExpr)
            if case .return(let valueExpr?) = thenBody[0].kind {
                let value = compileExpr(valueExpr)
                return { f in
                    guard try cond(f) else { return .normal }
                    engine.setReturnValue(try value(f))
                    return .returned
                }
            }
            let then = compileStmt(thenBody[0])
            return { f in try cond(f) ? try then(f) : .normal }
        case .if(let condExpr, let thenBody, let elseBody):
            let cond = compileTest(condExpr)
            let then = compileBlock(thenBody)
            guard let elseBody else {
                return { f in try cond(f) ? try then(f) : .normal }
            }
            let otherwise = compileBlock(elseBody)
            return { f in try cond(f) ? try then(f) : try otherwise(f) }
        case .while(let condExpr, let bodyStmts):
            let cond = compileTest(condExpr)
            let body = compileBlock(bodyStmts)
            return { f in
                while try cond(f) {
                    engine.budget &-= 1
                    if engine.budget <= 0 { try engine.refillBudget(span) }
                    let r = try body(f)
                    if r == .breakLoop { break }
                    if r == .returned { return r }
                }
                return .normal
            }
        case .for(let ref, let sequence, let bodyStmts):
            return compileFor(ref, sequence, bodyStmts, span: span)
        case .return(let valueExpr):
            guard let valueExpr else {
                return { _ in
                    engine.setReturnValue(.nil)
                    return .returned
                }
            }
            if case .name(let ref) = valueExpr.kind, case .local(let v) = ref.target, !v.isCaptured {
                let slot = v.slot
                return { f in
                    engine.setReturnValue(f.slots[slot])
                    return .returned
                }
            }
            let value = compileExpr(valueExpr)
            return { f in
                engine.setReturnValue(try value(f))
                return .returned
            }
        case .break:
            return { _ in .breakLoop }
        case .continue:
            return { _ in .continueLoop }
        case .import(let path, let pathSpan):
            let importer = self.importer
            return { _ in
                try importer(path, pathSpan)
                return .normal
            }
        }
    }

    /// Stores into a declared or existing variable (no constness check: the resolver did it).
    func compileStore(_ ref: NameRef, _ value: @escaping Eval, declaring: Bool) -> Exec {
        let engine = self.engine
        switch ref.target {
        case .local(let v):
            if v.isCaptured {
                let index = v.cellIndex
                if declaring {
                    return { f in
                        (f.cells + index).pointee = Cell(try value(f))
                        return .normal
                    }
                }
                return { f in
                    f.cells[index].value = try value(f)
                    return .normal
                }
            }
            let slot = v.slot
            return { f in
                f.slots[slot] = try value(f)
                return .normal
            }
        case .capture(let i, _):
            return { f in
                f.captures[i].value = try value(f)
                return .normal
            }
        case .global(let slot):
            if declaring {
                let isConst = globals.isConst(slot: slot)
                return { f in
                    let v = try value(f)
                    engine.globals[slot] = v
                    engine.globalTable.declare(slot, isConst: isConst)
                    return .normal
                }
            }
            if !isDeclared(slot) {
                let name = ref.name, span = ref.span
                return { f in
                    let v = try value(f)
                    _ = try engine.checkedGlobal(slot, name, span)
                    engine.globals[slot] = v
                    return .normal
                }
            }
            return { f in
                let v = try value(f)
                engine.globals[slot] = v
                return .normal
            }
        case .builtin, .unresolved:
            let span = ref.span
            let name = ref.name
            return { _ in throw ScriptFailure(.runtime, "cannot assign to '\(name)'", at: span) }
        }
    }

    func compileFor(_ ref: NameRef, _ sequence: Expr, _ bodyStmts: [Stmt], span: Span) -> Exec {
        let engine = self.engine
        let body = compileBlock(bodyStmts)
        guard case .local(let v) = ref.target else { return { _ in .normal } }
        let slot = v.slot
        let captured = v.isCaptured
        let cellIndex = v.cellIndex
        // Binds the loop variable: a fresh cell per iteration when a closure captures it.
        @inline(__always) func bind(_ f: Frame, _ value: Value) {
            if captured { (f.cells + cellIndex).pointee = Cell(value) } else { f.slots[slot] = value }
        }
        if case .range(let lowExpr, let highExpr, let closed) = sequence.kind {
            let low = compileExpr(lowExpr), high = compileExpr(highExpr)
            let lowSpan = lowExpr.span, highSpan = highExpr.span
            return { f in
                let a = try Compiler.rangeBound(try low(f), lowSpan)
                let b = try Compiler.rangeBound(try high(f), highSpan)
                var x = a
                while closed ? x <= b : x < b {
                    engine.budget &-= 1
                    if engine.budget <= 0 { try engine.refillBudget(span) }
                    bind(f, .number(x))
                    let r = try body(f)
                    if r == .breakLoop { break }
                    if r == .returned { return r }
                    x += 1
                }
                return .normal
            }
        }
        let seq = compileExpr(sequence)
        let seqSpan = sequence.span
        return { f in
            let items: [Value]
            switch try seq(f) {
            case .list(let xs): items = xs
            case .string(let s):
                // Sized before the characters are listed.
                do { try engine.context.checkListLength(s.count) } catch { throw engine.locate(error, seqSpan) }
                items = s.map { .string(String($0)) }
            case let other:
                throw ScriptFailure(.runtime, "cannot iterate over \(RuntimeError.describeBriefly(other))", at: seqSpan,
                                    notes: ["a for loop runs over a list, a string or a range such as 0..<n"])
            }
            for item in items {
                engine.budget &-= 1
                if engine.budget <= 0 { try engine.refillBudget(span) }
                bind(f, item)
                let r = try body(f)
                if r == .breakLoop { break }
                if r == .returned { return r }
            }
            return .normal
        }
    }

    static func rangeBound(_ v: Value, _ span: Span) throws -> Double {
        guard case .number(let x) = v else {
            throw ScriptFailure(.runtime, "a range bound must be a Number, not \(RuntimeError.describeBriefly(v))", at: span)
        }
        guard x.isFinite else {
            throw ScriptFailure(.runtime, "a range bound must be finite, not \(NumberFormat.exact.string(x))", at: span)
        }
        return x
    }
}
