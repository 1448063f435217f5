/// Point-valued arithmetic (path `pointCode`): `p + v * dt`, `a + (b - a) * t`, `(a - b) * k`
/// computed as two Doubles through the whole tree, each operand read where it lies (a local's
/// slot, a Number constant) or by its point or number code (`Lowered.point`, `Lowered.number`),
/// no Value made at an inner node. The results are `Operators.pointOrSize`'s: the same GeoCore
/// operators on the same Doubles.
final class PointNode {
    let leftSlot: Int
    let rightSlot: Int
    let constant: Double
    let leftPoint: (CallFrame) -> Point?
    let rightPoint: (CallFrame) -> Point?
    let leftNumber: (CallFrame) -> Double?
    let rightNumber: (CallFrame) -> Double?
    /// The right operand's transform computed unboxed (`Lowered.transformAttempt`), or a
    /// global's read where it lies, for `p * t`.
    let rightTransform: (CallFrame) -> Transform?

    init(_ l: Lowered, _ r: Lowered, engine: EngineRef) {
        leftSlot = PointNode.slot(l.operand)
        rightSlot = PointNode.slot(r.operand)
        if case .number(let k) = r.operand { constant = k } else if case .number(let k) = l.operand { constant = k } else { constant = 0 }
        leftPoint = PointCode.run(l.point)
        rightPoint = PointCode.run(r.point)
        leftNumber = NumberCode.run(l.number)
        rightNumber = NumberCode.run(r.number)
        if let attempt = r.transformAttempt {
            rightTransform = attempt
        } else if case .global(let g) = r.operand {
            // A nil global (not declared yet) is no Transform: the operator's code reports it.
            rightTransform = { _ in Transform.read(engine.globals[g]) }
        } else {
            rightTransform = { _ in nil }
        }
    }

    static func slot(_ o: Operand) -> Int {
        if case .local(let s) = o { return s }
        return 0
    }

    /// How an operand is read: a local's slot in place, a Number constant inline, else its code.
    enum Read {
        case slot, constant, code

        init(_ x: Lowered) {
            switch x.operand {
            case .local: self = .slot
            case .number: self = .constant
            default: self = .code
            }
        }

        /// Whether it can give a Point: a local, or an operand with point code.
        static func point(_ x: Lowered) -> Bool {
            if case .local = x.operand { return true }
            return x.point != nil
        }

        /// Whether it can give a Number: a constant, a local, or an operand with number code.
        static func number(_ x: Lowered) -> Bool {
            switch x.operand {
            case .number, .local: return true
            default: return x.number != nil
            }
        }
    }

    /// Whether the point code of `l op r` maps a Point by the right operand when that is a
    /// Transform (path `pointMapped`): `*` on a Point and a local, a global or a transform
    /// computed unboxed.
    static func maps(_ op: BinaryOp, _ l: Lowered, _ r: Lowered) -> Bool {
        guard op == .multiply, Read.point(l) else { return false }
        switch r.operand {
        case .local, .global: return true
        default: return r.transformAttempt != nil
        }
    }

    /// The point code of `l op r` for `+ - * /` when the operands can make a Point (`p + q`,
    /// `p - q`, `p * k`, `k * p`, `p / k`), else nil. The one place the shape is chosen, from
    /// the operands' kinds and the operator.
    static func code(_ op: BinaryOp, _ l: Lowered, _ r: Lowered, engine: EngineRef) -> PointCode? {
        let lp = Read.point(l), rp = Read.point(r), ln = Read.number(l), rn = Read.number(r)
        let node = PointNode(l, r, engine: engine), left = Read(l), right = Read(r)
        switch op {
        // `p * t.inverted()`: a Point mapped by a transform made with no script run.
        case .multiply where lp && r.transformAttempt != nil: return node.code(PointShapes.Transformed.self, left, right)
        case .add where lp && rp: return node.code(PointShapes.Sum.self, left, right)
        case .subtract where lp && rp: return node.code(PointShapes.Difference.self, left, right)
        // Two variables (or codes giving either): either may be the Point.
        case .multiply where lp && rn && ln && rp: return node.code(PointShapes.EitherScaled.self, left, right)
        case .multiply where lp && rn: return node.code(PointShapes.Scaled.self, left, right)
        case .multiply where ln && rp: return node.code(PointShapes.ScaledBy.self, left, right)
        case .divide where lp && rn: return node.code(PointShapes.Divided.self, left, right)
        default: return nil
        }
    }

    /// The shape's code for the operands' reads. (Generic over each, never an existential: the
    /// closure is specialised with the reads inline.)
    func code<S: PointShape>(_: S.Type, _ l: Read, _ r: Read) -> PointCode {
        switch l {
        case .slot: return code(S.self, OperandReads.Slot.self, r)
        case .constant: return code(S.self, OperandReads.Constant.self, r)
        case .code: return code(S.self, OperandReads.Code.self, r)
        }
    }

    func code<S: PointShape, L: OperandRead>(_: S.Type, _: L.Type, _ r: Read) -> PointCode {
        switch r {
        case .slot: return S.code(self, L.self, OperandReads.Slot.self)
        case .constant: return S.code(self, L.self, OperandReads.Constant.self)
        case .code: return S.code(self, L.self, OperandReads.Code.self)
        }
    }
}

/// How a point node reads an operand (`PointNode.Read`), as a Point or as a Number; nil when
/// it is not one.
protocol OperandRead {
    static func point(_ f: CallFrame, _ slot: Int, _ code: (CallFrame) -> Point?) -> Point?
    static func number(_ f: CallFrame, _ slot: Int, _ constant: Double, _ code: (CallFrame) -> Double?) -> Double?
    /// The operand as a Transform (`p * t`, and `p * k` when it gave no Number): a local's read
    /// in place, a code's (`PointNode.rightTransform`: computed unboxed, or a global's read
    /// where it lies; nil for any other code); nil for a constant.
    static func transform(_ f: CallFrame, _ slot: Int, _ code: (CallFrame) -> Transform?) -> Transform?
}

enum OperandReads {
    /// A local's slot, read in place.
    enum Slot: OperandRead {
        @inline(__always) static func point(_ f: CallFrame, _ slot: Int, _ code: (CallFrame) -> Point?) -> Point? {
            if case .point(let p) = f.slots[slot] { return p }
            return nil
        }
        @inline(__always) static func number(_ f: CallFrame, _ slot: Int, _ constant: Double, _ code: (CallFrame) -> Double?) -> Double? {
            if case .number(let x) = f.slots[slot] { return x }
            return nil
        }
        @inline(__always) static func transform(_ f: CallFrame, _ slot: Int, _ code: (CallFrame) -> Transform?) -> Transform? {
            Transform.read(f.slots[slot])
        }
    }
    /// A Number constant.
    enum Constant: OperandRead {
        @inline(__always) static func point(_ f: CallFrame, _ slot: Int, _ code: (CallFrame) -> Point?) -> Point? { nil }
        @inline(__always) static func number(_ f: CallFrame, _ slot: Int, _ constant: Double, _ code: (CallFrame) -> Double?) -> Double? {
            constant
        }
        @inline(__always) static func transform(_ f: CallFrame, _ slot: Int, _ code: (CallFrame) -> Transform?) -> Transform? { nil }
    }
    /// The operand's point or number code.
    enum Code: OperandRead {
        @inline(__always) static func point(_ f: CallFrame, _ slot: Int, _ code: (CallFrame) -> Point?) -> Point? { code(f) }
        @inline(__always) static func number(_ f: CallFrame, _ slot: Int, _ constant: Double, _ code: (CallFrame) -> Double?) -> Double? {
            code(f)
        }
        @inline(__always) static func transform(_ f: CallFrame, _ slot: Int, _ code: (CallFrame) -> Transform?) -> Transform? { code(f) }
    }
}

/// What a point node computes of its operands (`PointNode.code`); each builds a concrete closure.
protocol PointShape {
    static func code<L: OperandRead, R: OperandRead>(_ n: PointNode, _: L.Type, _: R.Type) -> PointCode
}

enum PointShapes {
    /// `p + q`.
    enum Sum: PointShape {
        static func code<L: OperandRead, R: OperandRead>(_ n: PointNode, _: L.Type, _: R.Type) -> PointCode {
            PointCode { f in
                if let p = L.point(f, n.leftSlot, n.leftPoint), let q = R.point(f, n.rightSlot, n.rightPoint) { return p + q }
                return nil
            }
        }
    }
    /// `p - q`.
    enum Difference: PointShape {
        static func code<L: OperandRead, R: OperandRead>(_ n: PointNode, _: L.Type, _: R.Type) -> PointCode {
            PointCode { f in
                if let p = L.point(f, n.leftSlot, n.leftPoint), let q = R.point(f, n.rightSlot, n.rightPoint) { return p - q }
                return nil
            }
        }
    }
    /// `p * k`, or `p * t` when the right operand is a local or a global holding a Transform
    /// (either may be there).
    enum Scaled: PointShape {
        static func code<L: OperandRead, R: OperandRead>(_ n: PointNode, _: L.Type, _: R.Type) -> PointCode {
            PointCode { f in
                guard let p = L.point(f, n.leftSlot, n.leftPoint) else { return nil }
                if let k = R.number(f, n.rightSlot, n.constant, n.rightNumber) { return p * k }
                if let t = R.transform(f, n.rightSlot, n.rightTransform) { return p.applying(t) }
                return nil
            }
        }
    }
    /// `k * p`.
    enum ScaledBy: PointShape {
        static func code<L: OperandRead, R: OperandRead>(_ n: PointNode, _: L.Type, _: R.Type) -> PointCode {
            PointCode { f in
                if let k = L.number(f, n.leftSlot, n.constant, n.leftNumber), let q = R.point(f, n.rightSlot, n.rightPoint) { return k * q }
                return nil
            }
        }
    }
    /// `p * k` or `k * p`, whichever the operands are, or `p * t` (`Scaled`).
    enum EitherScaled: PointShape {
        static func code<L: OperandRead, R: OperandRead>(_ n: PointNode, _: L.Type, _: R.Type) -> PointCode {
            PointCode { f in
                if let p = L.point(f, n.leftSlot, n.leftPoint) {
                    if let k = R.number(f, n.rightSlot, n.constant, n.rightNumber) { return p * k }
                    if let t = R.transform(f, n.rightSlot, n.rightTransform) { return p.applying(t) }
                }
                if let k = L.number(f, n.leftSlot, n.constant, n.leftNumber), let q = R.point(f, n.rightSlot, n.rightPoint) { return k * q }
                return nil
            }
        }
    }
    /// `p * t`, `t` computed unboxed (`PointNode.rightTransform`): `Operators.pointOrSize`'s
    /// `p.applying(t)`.
    enum Transformed: PointShape {
        static func code<L: OperandRead, R: OperandRead>(_ n: PointNode, _: L.Type, _: R.Type) -> PointCode {
            PointCode { f in
                if let p = L.point(f, n.leftSlot, n.leftPoint), let t = R.transform(f, n.rightSlot, n.rightTransform) { return p.applying(t) }
                return nil
            }
        }
    }
    /// `p / k`.
    enum Divided: PointShape {
        static func code<L: OperandRead, R: OperandRead>(_ n: PointNode, _: L.Type, _: R.Type) -> PointCode {
            PointCode { f in
                if let p = L.point(f, n.leftSlot, n.leftPoint), let k = R.number(f, n.rightSlot, n.constant, n.rightNumber) { return p / k }
                return nil
            }
        }
    }
}
