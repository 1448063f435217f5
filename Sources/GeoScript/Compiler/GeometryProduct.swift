import GeoCore

/// `t * u` and `r * t` computed on payloads (path `productUnboxed`): the transforms
/// concatenated (`t.concatenating(u)`: t first, then u) or the rect's bounding box under the
/// transform (`r.applying(t)`) — `Operators.binary`'s answers, by the same GeoCore methods —
/// with the operands read where they lie and no Value made until the result is kept. Tried by
/// a `*` node after its Numbers' and Points' code gave none; nil when the operands are not of
/// these kinds, nothing changed (the operator's code then runs, from the start).
enum GeometryProduct {
    case transform(Transform)
    case rect(Rect)

    /// The value holding the product.
    var value: Value {
        switch self {
        case .transform(let t): .transform(TransformBox(t))
        case .rect(let r): .rect(RectBox(r))
        }
    }

    /// The product's code for `l * r`, when `r` can be read as a Transform and `l` as a
    /// Transform or a Rect with no script run (`reads`); nil for any other operator or
    /// operands. The one place the path is chosen, from the operator and the operands' kinds.
    static func code(_ op: BinaryOp, _ l: Lowered, _ r: Lowered, engine: EngineRef) -> ((CallFrame) -> GeometryProduct?)? {
        guard op == .multiply, let right = reads(r, Transform.self, engine),
              let leftTransform = reads(l, Transform.self, engine), let leftRect = reads(l, Rect.self, engine) else { return nil }
        return { f in
            guard let t = right(f) else { return nil }
            if let a = leftTransform(f) { return .transform(a.concatenating(t)) }
            if let a = leftRect(f) { return .rect(a.applying(t)) }
            return nil
        }
    }

    /// How an operand is read as a payload `P`: a local's or a global's value where it lies,
    /// an unboxed attempt (`Lowered.typedIfKind`: `t.inverted()`, `a.concatenating(b)`), or a
    /// rect's or transform's code that runs no script (`Lowered.typed`: `rotation(a)`,
    /// `Rect(0, 0, w, h)`), errors giving nil (its `eval` then reports them); nil when the
    /// operand is none of these.
    static func reads<P: GeometryPayload>(_ x: Lowered, _: P.Type, _ engine: EngineRef) -> ((CallFrame) -> P?)? {
        switch x.operand {
        case .local(let s): return { f in P.read(f.slots[s]) }
        // A nil global (not declared yet) is no payload: the operator's code reports it.
        case .global(let g): return { _ in P.read(engine.globals[g]) }
        case .computed:
            // (An unboxed attempt runs no script; a rect's or transform's code may.)
            guard let attempt = x.typedIfKind ?? (x.runsNoScript ? x.typed.map(TypedAttempt.init) : nil) else { return nil }
            guard let code = P.code(of: attempt) else { return { _ in nil } }
            return { f in (try? code(f)) ?? nil }
        default: return nil
        }
    }
}

extension TypedAttempt {
    /// Code computing a transform or a rect unboxed, as an attempt that always gives one.
    init(_ typed: TypedCode) {
        switch typed {
        case .transform(let code): self = .transform { f in try code(f) }
        case .rect(let code): self = .rect { f in try code(f) }
        }
    }
}
