/// Numeric fast paths. A `NumEval` returns a Double in a register instead of a 56-byte
/// Value through memory; when the value turns out not to be a number it throws `NotNumber`
/// carrying the Value it computed, and the caller continues on the general path with it
/// (nothing is evaluated twice).
typealias NumEval = (Frame) throws -> Double

/// Never crosses threads: thrown and caught within one compiled expression.
struct NotNumber: Error, @unchecked Sendable {
    let value: Value
}

extension Compiler {
    /// A NumEval for `e`.
    func compileNumber(_ e: Expr) -> NumEval {
        let engine = self.engine
        switch e.kind {
        case .number(let x):
            return { _ in x }
        case .name(let ref):
            switch ref.target {
            case .local(let v) where !v.isCaptured:
                let slot = v.slot
                return { f in
                    if let x = f.slots[slot].asNumber { return x }
                    throw NotNumber(value: f.slots[slot])
                }
            case .global(let slot) where isDeclared(slot):
                return { _ in
                    let g = engine.globals
                    if let x = g[slot].asNumber { return x }
                    throw NotNumber(value: g[slot])
                }
            default:
                break
            }
        case .binary(let op, let l, let r) where !Operators.isComparison(op):
            let span = e.span
            let a = compileNumber(l)
            let b = compileNumber(r)
            let generalRight = compileExpr(r)
            @inline(__always) func slow(_ x: Value, _ y: Value) throws -> Double {
                let v: Value
                do { v = try Operators.binary(op, x, y) } catch { throw engine.locate(error, span) }
                if let n = v.asNumber { return n }
                throw NotNumber(value: v)
            }
            // Specialised per operator: the operation is inlined.
            func make<O: ArithmeticOperator>(_: O.Type) -> NumEval {
                if case .number(let k) = r.kind, case .name(let ref) = l.kind {
                    switch ref.target {
                    case .local(let v) where !v.isCaptured:
                        let slot = v.slot
                        return { f in
                            if let x = f.slots[slot].asNumber { return O.apply(x, k) }
                            return try slow(f.slots[slot], .number(k))
                        }
                    case .global(let slot) where isDeclared(slot):
                        return { _ in
                            let g = engine.globals
                            if let x = g[slot].asNumber { return O.apply(x, k) }
                            return try slow(g[slot], .number(k))
                        }
                    default: break
                    }
                }
                return { f in
                    let x: Double
                    do {
                        x = try a(f)
                    } catch let e as NotNumber {
                        return try slow(e.value, try generalRight(f))
                    }
                    let y: Double
                    do {
                        y = try b(f)
                    } catch let e as NotNumber {
                        return try slow(.number(x), e.value)
                    }
                    return O.apply(x, y)
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
        default:
            break
        }
        let general = compileExpr(e)
        return { f in
            let v = try general(f)
            if let x = v.asNumber { return x }
            throw NotNumber(value: v)
        }
    }
}
