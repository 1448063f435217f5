/// A Number member of a rect or a transform its receiver's code computes unboxed
/// (`Lowered.typedIfKind`: `a.intersection(b).width`, `t.concatenating(u).tx`), read from the
/// payload with no box made (path `memberUnboxed`).
struct UnboxedMember {
    /// The member as a Number value; nil, having run nothing, when the receiver's operands are
    /// not of its kinds (the member's code then computes the receiver and reads it). Errors
    /// are the receiver's attempt's own, as its store (`storeIfTyped`) meets them.
    let value: (CallFrame) throws -> Value?
    /// For a receiver whose attempt cannot fail (`Lowered.typedIfKindCannotFail`): the Number,
    /// for a parent computing on Numbers; nil there when the operands are not of its kinds.
    let number: NumberCode?
    /// Whether the receiver is a kernel's rect read for the member in one closure
    /// (`Lowered.typedIfKindNumber`, path `memberKernelNumber`).
    let fused: Bool

    /// Nil when `receiver` computes nothing unboxed, or nothing that has `member` as a Number.
    init?(_ receiver: Lowered, _ member: GeometryLibrary.NumberMember) {
        // Each closure calls the attempt itself (one closure calling another cost each read a
        // call and a context more: rectpack's a.intersection(b).width).
        let pure = receiver.typedIfKindCannotFail
        switch receiver.typedIfKind {
        case .rect(let code)?:
            guard let r = PointAxis.rectNumber(member) else { return nil }
            if pure, let code = receiver.typedIfKindNumber?(r) {
                let run = code.run
                value = { f in run(f).map { .number($0) } }
                number = code
                fused = true
                return
            }
            value = { f in try code(f).map { .number(r.of($0)) } }
            number = pure ? NumberCode { f in ((try? code(f)) ?? nil).map { r.of($0) } } : nil
        case .transform(let code)?:
            guard let key = member.transformKey else { return nil }
            value = { f in try code(f).map { .number($0[keyPath: key]) } }
            number = pure ? NumberCode { f in ((try? code(f)) ?? nil).map { $0[keyPath: key] } } : nil
        default:
            return nil
        }
        fused = false
    }
}
