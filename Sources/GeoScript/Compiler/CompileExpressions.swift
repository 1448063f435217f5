extension Compiler {
    func compileExpr(_ e: Expr) -> Eval {
        let engine = self.engine
        let span = e.span
        switch e.kind {
        case .number(let x):
            let v = Value.number(x)
            return { _ in v }
        case .string(let s):
            let v = Value.string(s)
            return { _ in v }
        case .bool(let b):
            let v = Value.bool(b)
            return { _ in v }
        case .nil:
            return { _ in .nil }
        case .invalid:
            return { _ in throw ScriptFailure(.runtime, "invalid expression", at: span) }
        case .interpolation(let parts):
            let compiled: [(String?, Eval?)] = parts.map { part in
                switch part {
                case .text(let s): return (s, nil)
                case .expr(let x): return (nil, compileExpr(x))
                }
            }
            let context = engine.context
            return { f in
                var text = ""
                for (s, eval) in compiled {
                    if let s { text += s } else if let eval { text += try eval(f).formatted(context.format) }
                }
                if text.utf8.count > engine.maxStringLength {
                    throw ScriptFailure(.limit, "string length limit exceeded (\(engine.maxStringLength) bytes)", at: span)
                }
                return .string(text)
            }
        case .name(let ref):
            return compileName(ref)
        case .tuple(let items):
            return compileTuple(items, span: span)
        case .list(let items):
            let compiled = items.map { compileExpr($0) }
            return { f in
                var values: [Value] = []
                values.reserveCapacity(compiled.count)
                for c in compiled { values.append(try c(f)) }
                return .list(values)
            }
        case .unary(let op, let operand):
            let x = compileExpr(operand)
            switch op {
            case .negate:
                return { f in
                    let v = try x(f)
                    if case .number(let n) = v { return .number(-n) }
                    do { return try Operators.negate(v) } catch { throw engine.locate(error, span) }
                }
            case .not:
                let t = compileTest(operand)
                return { f in .bool(!(try t(f))) }
            }
        case .binary(let op, let l, let r):
            if Operators.isComparison(op) {
                let t = compileTest(e)
                return { f in .bool(try t(f)) }
            }
            return compileArithmetic(op, l, r, span: span)
        case .and, .or:
            let t = compileTest(e)
            return { f in .bool(try t(f)) }
        case .range(let lowExpr, let highExpr, let closed):
            let low = compileExpr(lowExpr), high = compileExpr(highExpr)
            let lowSpan = lowExpr.span, highSpan = highExpr.span
            return { f in
                let a = try Compiler.rangeBound(try low(f), lowSpan)
                let b = try Compiler.rangeBound(try high(f), highSpan)
                let count = closed ? (b - a).rounded(.down) + 1 : (b - a).rounded(.up)
                if count > Double(engine.maxListLength) {
                    throw ScriptFailure(.limit, "list length limit exceeded: the range has \(NumberFormat.exact.string(count)) elements (limit \(engine.maxListLength))", at: span)
                }
                var values: [Value] = []
                var x = a
                while closed ? x <= b : x < b {
                    values.append(.number(x))
                    x += 1
                }
                return .list(values)
            }
        case .call(let callee, let args):
            return compileCall(callee, args, span: span)
        case .member(let base, let name, let nameSpan):
            return compileMemberGet(compileExpr(base), name: name, nameSpan: nameSpan, span: span)
        case .index(let base, let index):
            let b = compileExpr(base), i = compileExpr(index)
            let indexSpan = index.span
            return { f in
                let container = try b(f)
                let k = try i(f)
                return try Compiler.element(container, k, indexSpan: indexSpan, span: span)
            }
        case .closure(let decl):
            return compileClosure(decl)
        }
    }

    /// `xs[i]`.
    static func element(_ container: Value, _ k: Value, indexSpan: Span, span: Span) throws -> Value {
        guard case .list(let items) = container else {
            throw ScriptFailure(.runtime, "cannot index \(RuntimeError.describeBriefly(container)); only lists have elements", at: span)
        }
        let i = try listIndex(k, count: items.count, span: indexSpan)
        return items[i]
    }

    static func listIndex(_ k: Value, count: Int, span: Span) throws -> Int {
        guard case .number(let x) = k else {
            throw ScriptFailure(.runtime, "a list index must be a Number, not \(RuntimeError.describeBriefly(k))", at: span)
        }
        guard x == x.rounded(), x >= 0, x < Double(count) else {
            throw ScriptFailure(.runtime, "index \(NumberFormat.exact.string(x)) is out of range: the list has \(count) element\(count == 1 ? "" : "s") (valid indices 0..<\(count))", at: span)
        }
        return Int(x)
    }

    func compileName(_ ref: NameRef) -> Eval {
        let engine = self.engine
        switch ref.target {
        case .local(let v):
            if v.isCaptured {
                let index = v.cellIndex
                return { f in f.cells[index].value }
            }
            let slot = v.slot
            return { f in
                // A number is rebuilt from its payload: cheaper than the generic enum copy.
                if case .number(let x) = f.slots[slot] { return .number(x) }
                return f.slots[slot]
            }
        case .capture(let i, _):
            return { f in f.captures[i].value }
        case .global(let slot):
            if isDeclared(slot) { return { _ in engine.globals[slot] } }
            // Declared by this program (or a module) but not yet run: a function body may be
            // called after the declaration failed to run.
            let name = ref.name, span = ref.span
            return { _ in try engine.checkedGlobal(slot, name, span) }
        case .builtin(let name):
            switch registry.globals[name] {
            case .constant(let v)?:
                return { _ in v }
            case .dynamic(let get)?:
                let span = ref.span
                let context = engine.context
                return { _ in
                    do { return try get(context) } catch { throw engine.locate(error, span) }
                }
            case .functions(let overloads)?:
                let fn = Value.function(Function(name: name, parameters: [], body: .native(overloads)))
                return { _ in fn }
            case nil:
                return { _ in .nil }
            }
        case .unresolved:
            let span = ref.span, name = ref.name
            return { _ in throw ScriptFailure(.runtime, "cannot find '\(name)' in scope", at: span) }
        }
    }

    /// `(x, y)` is a Point, `(x, y, w, h)` a Rect.
    func compileTuple(_ items: [Expr], span: Span) -> Eval {
        let spans = items.map(\.span)
        func number(_ v: Value, _ i: Int) throws -> Double {
            guard case .number(let x) = v else {
                throw ScriptFailure(.runtime, "element \(i + 1) of a tuple must be a Number, not \(RuntimeError.describeBriefly(v))", at: spans[i],
                                    notes: ["(x, y) is a Point and (x, y, width, height) a Rect"])
            }
            return x
        }
        switch items.count {
        case 2:
            let a = compileExpr(items[0]), b = compileExpr(items[1])
            return { f in
                let x = try a(f), y = try b(f)
                if case .number(let px) = x, case .number(let py) = y { return .point(Point(x: px, y: py)) }
                return .point(Point(x: try number(x, 0), y: try number(y, 1)))
            }
        case 4:
            let a = compileExpr(items[0]), b = compileExpr(items[1]), c = compileExpr(items[2]), d = compileExpr(items[3])
            return { f in
                let x = try number(try a(f), 0), y = try number(try b(f), 1)
                let w = try number(try c(f), 2), h = try number(try d(f), 3)
                return .rect(Rect(x: x, y: y, width: w, height: h))
            }
        default:
            let n = items.count
            return { _ in
                throw ScriptFailure(.runtime, "a tuple of \(n) elements has no meaning", at: span,
                                    notes: ["(x, y) is a Point and (x, y, width, height) a Rect"])
            }
        }
    }

    // MARK: Arithmetic

    func compileArithmetic(_ op: BinaryOp, _ l: Expr, _ r: Expr, span: Span) -> Eval {
        let engine = self.engine
        if isNumeric(l) || isNumeric(r), !(isLocal(l) && r.isNumberLiteral) {
            let n = compileNumber(Expr(kind: .binary(op, l, r), span: span))
            return { f in
                do { return .number(try n(f)) } catch let e as NotNumber { return e.value }
            }
        }
        let left = compileExpr(l)
        @inline(__always) func slow(_ a: Value, _ b: Value) throws -> Value {
            do {
                let result = try Operators.binary(op, a, b)
                switch result {
                case .string(let s): try engine.context.checkStringLength(s.utf8.count)
                case .list(let xs): try engine.context.checkListLength(xs.count)
                default: break
                }
                return result
            } catch { throw engine.locate(error, span) }
        }
        // Specialised per operator: the Number case has the operation inlined.
        func make<O: ArithmeticOperator>(_: O.Type) -> Eval {
            // Constant right operand: `n - 1`, `i * 0.5`.
            if case .number(let k) = r.kind {
                if case .name(let ref) = l.kind, case .local(let v) = ref.target, !v.isCaptured {
                    let slot = v.slot
                    return { f in
                        if let x = f.slots[slot].asNumber { return .number(O.apply(x, k)) }
                        return try slow(f.slots[slot], .number(k))
                    }
                }
                return { f in
                    let a = try left(f)
                    if case .number(let x) = a { return .number(O.apply(x, k)) }
                    return try slow(a, .number(k))
                }
            }
            let right = compileExpr(r)
            return { f in
                let a = try left(f)
                let b = try right(f)
                if case .number(let x) = a, case .number(let y) = b { return .number(O.apply(x, y)) }
                return try slow(a, b)
            }
        }
        switch op {
        case .add: return make(NumberOps.Add.self)
        case .subtract: return make(NumberOps.Subtract.self)
        case .multiply: return make(NumberOps.Multiply.self)
        case .divide: return make(NumberOps.Divide.self)
        case .remainder: return make(NumberOps.Remainder.self)
        default: return make(NumberOps.NotArithmetic.self)
        }
    }

    /// Whether an expression is a number literal or arithmetic on one (then the numeric path
    /// is almost certainly right).
    func isNumeric(_ e: Expr) -> Bool {
        switch e.kind {
        case .number: return true
        case .binary(let op, let l, let r) where !Operators.isComparison(op): return isNumeric(l) || isNumeric(r)
        default: return false
        }
    }

    /// A plain (uncaptured) local variable.
    func isLocal(_ e: Expr) -> Bool {
        if case .name(let ref) = e.kind, case .local(let v) = ref.target, !v.isCaptured { return true }
        return false
    }

    /// A condition as a Bool, with comparisons of numbers inlined.
    func compileTest(_ e: Expr) -> Test {
        let engine = self.engine
        let span = e.span
        switch e.kind {
        case .bool(let b):
            return { _ in b }
        case .and(let l, let r):
            let a = compileTest(l), b = compileTest(r)
            return { f in try a(f) && b(f) }
        case .or(let l, let r):
            let a = compileTest(l), b = compileTest(r)
            return { f in try a(f) || b(f) }
        case .unary(.not, let x):
            let t = compileTest(x)
            return { f in !(try t(f)) }
        case .binary(let op, let l, let r) where Operators.isComparison(op):
            @inline(__always) func slow(_ a: Value, _ b: Value) throws -> Bool {
                do { return try Operators.test(op, a, b) } catch { throw engine.locate(error, span) }
            }
            // Specialised per operator: the Number case has the comparison inlined.
            func make<O: ComparisonOperator>(_: O.Type) -> Test {
                if case .number(let k) = r.kind, case .name(let ref) = l.kind, case .global(let slot) = ref.target,
                   isDeclared(slot) {
                    // `i < 20000000` at the top level: one closure.
                        return { _ in
                        let g = engine.globals
                        if let x = g[slot].asNumber { return O.apply(x, k) }
                        return try slow(g[slot], .number(k))
                    }
                }
                if op != .equal && op != .notEqual && !(isLocal(l) && r.isNumberLiteral) {
                    let a = compileNumber(l), b = compileNumber(r)
                    let generalRight = compileExpr(r)
                    return { f in
                        let x: Double
                        do { x = try a(f) } catch let e as NotNumber { return try slow(e.value, try generalRight(f)) }
                        let y: Double
                        do { y = try b(f) } catch let e as NotNumber { return try slow(.number(x), e.value) }
                        return O.apply(x, y)
                    }
                }
                let left = compileExpr(l)
                if case .number(let k) = r.kind {
                        if case .name(let ref) = l.kind, case .local(let v) = ref.target, !v.isCaptured {
                        let slot = v.slot
                        return { f in
                            if let x = f.slots[slot].asNumber { return O.apply(x, k) }
                            return try slow(f.slots[slot], .number(k))
                        }
                    }
                    return { f in
                        let a = try left(f)
                        if case .number(let x) = a { return O.apply(x, k) }
                        return try slow(a, .number(k))
                    }
                }
                let right = compileExpr(r)
                return { f in
                    let a = try left(f)
                    let b = try right(f)
                    if case .number(let x) = a, case .number(let y) = b { return O.apply(x, y) }
                    return try slow(a, b)
                }
            }
            switch op {
            case .less: return make(NumberOps.Less.self)
            case .lessEqual: return make(NumberOps.LessEqual.self)
            case .greater: return make(NumberOps.Greater.self)
            case .greaterEqual: return make(NumberOps.GreaterEqual.self)
            case .equal: return make(NumberOps.Equal.self)
            case .notEqual: return make(NumberOps.NotEqual.self)
            default: return make(NumberOps.NotComparison.self)
            }
        default:
            let v = compileExpr(e)
            return { f in try v(f).isTruthy }
        }
    }
}

extension Expr {
    var isNumberLiteral: Bool {
        if case .number = kind { return true }
        return false
    }
}
