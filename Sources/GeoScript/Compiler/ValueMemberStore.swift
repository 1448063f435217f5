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

/// The part a member store writes a Number into (paths `valueMemberStore`,
/// `elementMemberStore`): a stored Number part of a Point, Size or Rect (`ValueNumberPart`),
/// else — or when the value is none of those — a labelled tuple's part of that label
/// (`best.length += 1`: `Records.storeNumber`), as the member's setter tries them.
struct NumberPart {
    let geometry: ValueNumberPart?
    let label: Records.Label?

    /// The part a member chain names (`["x"]`, `["origin", "y"]`, `["length"]`); nil for a
    /// chain that names none. A labelled tuple's part is one name, `count` and `width` too
    /// (`(name: "a", count: 0)`): a record's part is what the general code changes under that
    /// name, and a value that is no record with that label (a list's `count`) is left to the
    /// general code by `store`, with its error. (A record's `count` was left to it always: 418
    /// instructions a `rec.count += 1`, 159 by this path.) Not a read-only member of a
    /// geometry kind (`isGeometryMember`: `r.minX = 3`), which no record store is meant as.
    init?(_ names: [String], isGeometryMember: (String) -> Bool) {
        let geometry = ValueNumberPart(names)
        self.geometry = geometry
        label = names.count == 1 && (geometry != nil || !isGeometryMember(names[0])) ? Records.Label(names[0]) : nil
        if geometry == nil && label == nil { return nil }
    }

    /// Writes `y` (or the part `op` `y`) into this part of the value at `p`; false, nothing
    /// changed, when the value has no such part (or, with `op`, it holds no Number).
    @inline(__always) func store(_ p: UnsafeMutablePointer<Value>, _ y: Double, _ op: BinaryOp?) -> Bool {
        if let geometry, geometry.store(p, y, op) { return true }
        guard let label else { return false }
        return Records.storeNumber(p, label, y, op)
    }
}

/// The value of a member store as a Number: a local's slot (else -1), a constant, or number
/// code (it runs no script code); nil when it is no Number (the general code then runs).
struct NumberValue {
    let slot: Int
    let constant: Double?
    let code: (CallFrame) -> Double?

    init(_ value: Lowered) {
        if case .local(let s) = value.operand { slot = s } else { slot = -1 }
        if case .number(let x) = value.operand { constant = x } else { constant = nil }
        code = NumberCode.run(value.number)
    }

    /// Whether the value is one a member store takes as a Number (`FastPath.valueMemberStore`).
    static func takes(_ value: Lowered) -> Bool {
        switch value.operand {
        case .number, .local: return true
        default: return FastPath.updateValue(value) == .numberCode
        }
    }

    @inline(__always) func read(_ f: CallFrame) -> Double? {
        if slot >= 0 {
            guard case .number(let x) = f.slots[slot] else { return nil }
            return x
        }
        if let constant { return constant }
        return code(f)
    }
}

/// `p.x = e`, `r.origin.y += e`, `best.length += 1` (path `valueMemberStore`): a Number part
/// of a Point, Size or Rect, or of a labelled tuple, in a variable that is not a constant (a
/// local, a global, a cell, a capture), the value a Number constant, a local or number code
/// (it runs no script code): the Number written into the value where it lies, with no Value
/// read out, changed and set back through the member's getter and setter. Anything else —
/// the variable holding another kind, the value not a Number — by the store's general code,
/// from the start (the value runs no script, so computing it again changes nothing).
final class ValueMemberStore<H: ListHome> {
    let slot: Int
    let part: NumberPart
    let op: BinaryOp?
    let engine: EngineRef
    let value: NumberValue
    let general: Exec

    init(slot: Int, part: NumberPart, op: BinaryOp?, value: Lowered, engine: EngineRef, general: @escaping Exec) {
        self.slot = slot
        self.part = part
        self.op = op
        self.engine = engine
        self.value = NumberValue(value)
        self.general = general
    }

    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        guard let y = value.read(f) else { return try general(f) }
        if H.withValue(f, engine, slot, { part.store($0, y, op) }) { return .normal }
        return try general(f)
    }
}

/// `ps[i].x += dx`, `people[i].age = 0`, `grid[r][c].y -= 1` (path `elementMemberStore`): the
/// same store on an element of a list in a `var` (a local no closure captures, or a global),
/// one or two levels down, at indices with number code (code that runs no script): the
/// Number written where the element lies, each list on the way made this variable's own
/// first (`ElementReceiver`), as a change through the element's place makes it. (The general
/// code reads the element out, its member through the getter, sets it through the setter and
/// writes the element back: `ps[j].x += 1` in a loop was 1,093 instructions an iteration, now
/// 203; a labelled tuple's `people[j].age += 1` 806, now 283.) Anything else — no list, an
/// index out of range, an element of another kind — by the general code, from the start.
final class ElementMemberStore {
    let receiver: ElementReceiver
    let part: NumberPart
    let op: BinaryOp?
    let value: NumberValue
    let general: Exec

    init(receiver: ElementReceiver, part: NumberPart, op: BinaryOp?, value: Lowered, general: @escaping Exec) {
        self.receiver = receiver
        self.part = part
        self.op = op
        self.value = NumberValue(value)
        self.general = general
    }

    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        guard let y = value.read(f) else { return try general(f) }
        if receiver.withElement(f, { part.store($0, y, op) }) == true { return .normal }
        return try general(f)
    }
}

extension FastPath {
    /// The path for an assignment to a member chain of a variable (`p.x = e`, `r.origin.x += e`):
    /// `valueMemberStore` when the chain names a stored Number part of a Point, Size or Rect
    /// (`ValueNumberPart`), the variable is a local, global, cell or capture that is not a
    /// constant, and the value is a Number constant, a local or number code running no script
    /// code; nil for any other.
    static func valueMemberStore(_ root: Operand, isConstant: Bool, part: NumberPart?, value: Lowered,
                                 valueRunsNoScript: Bool) -> FastPath? {
        guard part != nil, !isConstant, valueRunsNoScript, NumberValue.takes(value) else { return nil }
        switch root {
        case .local, .global, .cell, .capture: return .valueMemberStore
        default: return nil
        }
    }

    /// The path for such an assignment to a member chain of a list's element (`ps[i].x += 1`,
    /// `grid[r][c].y = 0`): `elementMemberStore` when the list is in a `var` that is a local
    /// no closure captures or a global, there are one or two indices and each has number
    /// code, and the chain and value are as `valueMemberStore` takes them; nil for any other.
    static func elementMemberStore(list: Operand, isVariable: Bool, indicesHaveNumberCode: [Bool], part: NumberPart?,
                                   value: Lowered, valueRunsNoScript: Bool) -> FastPath? {
        guard part != nil, isVariable, valueRunsNoScript, NumberValue.takes(value),
              (1...2).contains(indicesHaveNumberCode.count), !indicesHaveNumberCode.contains(false) else { return nil }
        switch list {
        case .local, .global: return .elementMemberStore
        default: return nil
        }
    }
}
