import GeoCore

/// A Number part of a Point, Size or Rect value that an assignment writes where the value lies
/// (path `valueMemberStore`): `p.x`, `s.height`, `r.origin.y`, `r.size.width` — the members
/// that are stored, not computed (a Rect's `width` and `minX` are read-only; the setters of the
/// stored ones only replace the number: GeometryLibrary's `x`, `y`, `width`, `height`,
/// `origin` and `size`).
enum ValueNumberPart {
    case pointX, pointY, sizeWidth, sizeHeight, originX, originY, rectWidth, rectHeight

    /// The part a member chain under a variable names (`["origin", "x"]` for `r.origin.x`), or
    /// nil for any other chain.
    init?(_ names: [String]) {
        switch names {
        case ["x"]: self = .pointX
        case ["y"]: self = .pointY
        case ["width"]: self = .sizeWidth
        case ["height"]: self = .sizeHeight
        case ["origin", "x"]: self = .originX
        case ["origin", "y"]: self = .originY
        case ["size", "width"]: self = .rectWidth
        case ["size", "height"]: self = .rectHeight
        default: return nil
        }
    }

    /// Writes `y` into this part of the value at `p` (or, with `op`, the part `op` `y`), as the
    /// member's setter would: a Point or Size in place, a Rect in its box when nothing else
    /// holds it (else in a new box: a copy someone holds is not changed). False, nothing
    /// changed, when the value is of another kind (the general code then gives its error).
    @inline(__always) func store(_ p: UnsafeMutablePointer<Value>, _ y: Double, _ op: BinaryOp?) -> Bool {
        @inline(__always) func new(_ old: Double) -> Double {
            guard let op else { return y }
            return Operators.arithmetic(op, old, y)
        }
        switch self {
        case .pointX, .pointY:
            guard case .point(var v) = p.pointee else { return false }
            if self == .pointX { v.x = new(v.x) } else { v.y = new(v.y) }
            p.pointee = .point(v)
            return true
        case .sizeWidth, .sizeHeight:
            guard case .size(var v) = p.pointee else { return false }
            if self == .sizeWidth { v.width = new(v.width) } else { v.height = new(v.height) }
            p.pointee = .size(v)
            return true
        case .originX, .originY, .rectWidth, .rectHeight:
            guard var r = ValueNumberPart.rect(p) else { return false }
            switch self {
            case .originX: r.origin.x = new(r.origin.x)
            case .originY: r.origin.y = new(r.origin.y)
            case .rectWidth: r.size.width = new(r.size.width)
            default: r.size.height = new(r.size.height)
            }
            return Value.store(r, at: p, RectBox.self)
        }
    }

    /// The rect at `p`, if it holds one (no reference to its box kept past the read, so the
    /// store finds the box held by the variable alone and writes into it).
    @inline(__always) private static func rect(_ p: UnsafeMutablePointer<Value>) -> Rect? {
        if case .rect(let box) = p.pointee { return box.value }
        return nil
    }
}

/// `p.x = e`, `r.origin.y += e` (path `valueMemberStore`): a Number part of a Point, Size or
/// Rect in a variable that is not a constant (a local, a global, a cell, a capture), the
/// value a Number constant, a local or number code (it runs no script code): the Number
/// written into the value where it lies, with no Value read out, changed and set back through
/// the member's getter and setter. Anything else — the variable holding another kind, the
/// value not a Number — by the store's general code, from the start (the value runs no
/// script, so computing it again changes nothing).
final class ValueMemberStore<H: ListHome> {
    let slot: Int
    let part: ValueNumberPart
    let op: BinaryOp?
    let engine: EngineRef
    /// The value: a local's slot (else -1), a constant, or number code.
    let valueSlot: Int
    let constant: Double?
    let valueNumber: (CallFrame) -> Double?
    let general: Exec

    init(slot: Int, part: ValueNumberPart, op: BinaryOp?, value: Lowered, engine: EngineRef, general: @escaping Exec) {
        self.slot = slot
        self.part = part
        self.op = op
        self.engine = engine
        if case .local(let s) = value.operand { valueSlot = s } else { valueSlot = -1 }
        if case .number(let x) = value.operand { constant = x } else { constant = nil }
        valueNumber = NumberCode.run(value.number)
        self.general = general
    }

    /// Whether the value is one this store takes as a Number (`FastPath.valueMemberStore`).
    static func takes(_ value: Lowered) -> Bool {
        switch value.operand {
        case .number, .local: return true
        default: return FastPath.updateValue(value) == .numberCode
        }
    }

    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        let y: Double
        if valueSlot >= 0 {
            guard case .number(let x) = f.slots[valueSlot] else { return try general(f) }
            y = x
        } else if let constant {
            y = constant
        } else {
            guard let x = valueNumber(f) else { return try general(f) }
            y = x
        }
        if H.withValue(f, engine, slot, { part.store($0, y, op) }) { return .normal }
        return try general(f)
    }
}

extension FastPath {
    /// The path for an assignment to a member chain of a variable (`p.x = e`, `r.origin.x += e`):
    /// `valueMemberStore` when the chain names a stored Number part of a Point, Size or Rect
    /// (`ValueNumberPart`), the variable is a local, global, cell or capture that is not a
    /// constant, and the value is a Number constant, a local or number code running no script
    /// code; nil for any other.
    static func valueMemberStore(_ root: Operand, isConstant: Bool, part: ValueNumberPart?, value: Lowered,
                                 valueRunsNoScript: Bool) -> FastPath? {
        guard part != nil, !isConstant, valueRunsNoScript, ValueMemberStore<FrameSlots>.takes(value) else { return nil }
        switch root {
        case .local, .global, .cell, .capture: return .valueMemberStore
        default: return nil
        }
    }
}
