/// The arithmetic and comparison operators on every kind (docs/language.md). The compiler
/// inlines the Number cases; these are the general versions.
enum Operators {
    @inline(__always) static func arithmetic(_ op: BinaryOp, _ x: Double, _ y: Double) -> Double {
        switch op {
        case .add: return x + y
        case .subtract: return x - y
        case .multiply: return x * y
        case .divide: return x / y
        case .remainder: return remainder(x, y)
        default: return .nan
        }
    }

    @inline(__always) static func compare(_ op: BinaryOp, _ x: Double, _ y: Double) -> Bool {
        switch op {
        case .less: return x < y
        case .lessEqual: return x <= y
        case .greater: return x > y
        case .greaterEqual: return x >= y
        case .equal: return x == y
        case .notEqual: return x != y
        default: return false
        }
    }

    /// `x % y`: the truncating remainder (C's fmod; its sign is x's). Whole numbers below 2^51
    /// in magnitude — what `i % 7` nearly always meets — get it from integer division, which is
    /// exact there and much cheaper than fmod. Their integers are taken from the bits of
    /// `x + 1.5 × 2^52` (exact for such x, whose units are then the significand's last bits):
    /// no checked conversion from Double to Int (Swift's `Int64(x)` tests its range first).
    @inline(__always) static func remainder(_ x: Double, _ y: Double) -> Double {
        let shift = 6_755_399_441_055_744.0  // 1.5 × 2^52
        let limit = 2_251_799_813_685_248.0  // 2^51
        let sx = x + shift, sy = y + shift
        if x.magnitude < limit, y.magnitude < limit, sx - shift == x, sy - shift == y {  // false for nan and ±inf
            let a = Int64(bitPattern: sx.bitPattern &- shift.bitPattern)
            let b = Int64(bitPattern: sy.bitPattern &- shift.bitPattern)
            if b != 0 {
                let r = a % b
                return r != 0 ? Double(r) : x * 0  // a zero has x's sign
            }
        }
        return x.truncatingRemainder(dividingBy: y)
    }

    static func isComparison(_ op: BinaryOp) -> Bool {
        switch op {
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: return true
        default: return false
        }
    }

    /// `l op r` for any operator, or a RuntimeError naming the operation and the values.
    static func binary(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Value {
        if isComparison(op) { return .bool(try test(op, l, r)) }
        if let v = pointOrSize(op, l, r) { return v }
        switch (op, l, r) {
        case let (_, .number(x), .number(y)): return .number(arithmetic(op, x, y))
        case let (.add, .string(a), .string(b)): return .string(String.joining(a, b))
        case let (.add, .list(a), .list(b)): return .list(a + b)
        case let (.multiply, .rect(rc), .transform(t)): return .rect(rc.value.applying(t.value))
        case let (.multiply, .transform(a), .transform(b)): return .transform(a.value.concatenating(b.value))
        default:
            var notes: [String] = []
            if op == .add || op == .subtract, Operators.isCharacterAndNumber(l, r) {
                // `c + 1` on a Character (Swift has no such operator either): its code.
                notes.append("a Character has no arithmetic: shift its code, Character(UnicodeScalar(c.asciiValue! + 1)) (or c.unicodeScalars.first!.value for any character)")
            } else if op == .add, l.kind == .string || r.kind == .string {
                notes.append("to build text from values use interpolation: \"x = \\(x)\"")
            }
            if op == .add, l.kind == .nil || r.kind == .nil {
                notes.append("a nil here is often a dictionary's missing key or a function that returned none: d[k, default: 0] or d[k] ?? 0 gives a value")
            }
            if op == .multiply, l.kind == .transform, r.kind == .point {
                notes.append("a point is mapped as p * t (row vectors, as Core Graphics): write the point first")
            }
            throw RuntimeError("cannot apply '\(op.rawValue)' to \(RuntimeError.describeBriefly(l)) and \(RuntimeError.describeBriefly(r))",
                               notes: notes)
        }
    }

    /// Whether one side is a String of one Character and the other a Number (`c + 1`).
    static func isCharacterAndNumber(_ l: Value, _ r: Value) -> Bool {
        switch (l, r) {
        case (.string(let s), .number), (.number, .string(let s)): s.count == 1
        default: false
        }
    }

    /// `l op r` where the result is a Point or a Size (`p + q`, `p - q`, `p * k`, `k * p`, `p / k`,
    /// `p * t`, the same for sizes), else nil: the operands taken apart one at a time, each
    /// payload bound where it lies (no Value copied, no error possible). Inlined where an
    /// operator meets operands that are not two Numbers (`BinaryNode.arithmetic`, `update`),
    /// it spares a point operation the copies of both Values, the calls into `binary` and its
    /// general switch: ~100 instructions of ~190.
    @inline(__always) static func pointOrSize(_ op: BinaryOp, _ l: Value, _ r: Value) -> Value? {
        switch l {
        case .point(let p):
            switch r {
            case .point(let q):
                if op == .add { return .point(p + q) }
                if op == .subtract { return .point(p - q) }
            case .number(let k):
                if op == .multiply { return .point(p * k) }
                if op == .divide { return .point(p / k) }
            case .transform(let t):
                if op == .multiply { return .point(p.applying(t.value)) }
            default: break
            }
        case .size(let s):
            switch r {
            case .size(let q):
                if op == .add { return .size(s + q) }
                if op == .subtract { return .size(s - q) }
            case .number(let k):
                if op == .multiply { return .size(s * k) }
                if op == .divide { return .size(s / k) }
            case .transform(let t):
                if op == .multiply { return .size(s.applying(t.value)) }
            default: break
            }
        case .number(let k):
            if op == .multiply {
                if case .point(let p) = r { return .point(p * k) }
                if case .size(let s) = r { return .size(s * k) }
            }
        default: break
        }
        return nil
    }

    /// A comparison as a Bool.
    static func test(_ op: BinaryOp, _ l: Value, _ r: Value) throws -> Bool {
        // Two Strings (`words[k] == w`) compared without making a pair of the two values.
        if case .string(let a) = l, case .string(let b) = r {
            switch op {
            case .equal: return a == b
            case .notEqual: return a != b
            default: break
            }
        }
        switch op {
        case .equal: return l.isIdentical(to: r)
        case .notEqual: return !l.isIdentical(to: r)
        default: break
        }
        switch (l, r) {
        case let (.number(x), .number(y)): return compare(op, x, y)
        case let (.string(a), .string(b)):
            switch op {
            case .less: return a < b
            case .lessEqual: return a <= b
            case .greater: return a > b
            default: return a >= b
            }
        // Swift's tuples compare element by element, the first that differs deciding
        // (`sorted { ($0.y, $0.x) < ($1.y, $1.x) }`): geo's 2-tuple is a Point, its 4-tuple a Rect.
        case let (.point(p), .point(q)):
            return p.x != q.x ? compare(op, p.x, q.x) : compare(op, p.y, q.y)
        case let (.rect(a), .rect(b)):
            let x = a.value, y = b.value
            if x.origin.x != y.origin.x { return compare(op, x.origin.x, y.origin.x) }
            if x.origin.y != y.origin.y { return compare(op, x.origin.y, y.origin.y) }
            if x.size.width != y.size.width { return compare(op, x.size.width, y.size.width) }
            return compare(op, x.size.height, y.size.height)
        case let (.list(a), .list(b)) where a.count == b.count && a.count >= 2 && a.count <= Parser.tupleParts:
            // A tuple of other values (a pair `(count, name)`, `(name, age, height)`: a list).
            return try inOrder(op, a, b)
        case let (.dictionary(a), .dictionary(b)) where a.isRecord && b.isRecord && a.count == b.count && a.count > 0:
            // Swift's labelled tuples, as its other tuples (`Records`).
            return try inOrder(op, a.values, b.values)
        default:
            throw RuntimeError("cannot compare \(RuntimeError.describeBriefly(l)) and \(RuntimeError.describeBriefly(r)) with '\(op.rawValue)'",
                               notes: l.kind == r.kind ? ["only numbers, strings and tuples (Points, Rects, and lists of 2 to \(Parser.tupleParts) elements as tuples of other values, element by element) are ordered; use == or near(a, b) for geometry"] : [])
        }
    }

    /// Two tuples' parts (as many of each, at least one) ordered as Swift's tuples: the first
    /// parts decide unless they are equal (`sorted { ($0.1, $0.0) > ($1.1, $1.0) }`), then the
    /// next.
    static func inOrder(_ op: BinaryOp, _ a: [Value], _ b: [Value]) throws -> Bool {
        for i in 0..<(a.count - 1) where !a[i].isIdentical(to: b[i]) { return try test(op, a[i], b[i]) }
        return try test(op, a[a.count - 1], b[b.count - 1])
    }

    /// `inOrder` of two tuples of two parts, `(a0, a1)` and `(b0, b1)`.
    @inline(__always) static func inOrder(_ op: BinaryOp, _ a0: Value, _ b0: Value, _ a1: Value, _ b1: Value) throws -> Bool {
        if !a0.isIdentical(to: b0) { return try test(op, a0, b0) }
        return try test(op, a1, b1)
    }

    /// `-x`.
    static func negate(_ v: Value) throws -> Value {
        switch v {
        case .number(let x): return .number(-x)
        case .point(let p): return .point(-p)
        case .size(let s): return .size(-s)
        default: throw RuntimeError("cannot negate \(RuntimeError.describeBriefly(v))")
        }
    }
}

/// An arithmetic operator on Numbers as a type, so a compiled closure generic over it is
/// specialised with the operation inlined (no switch on the operator at run time).
protocol ArithmeticOperator {
    static func apply(_ x: Double, _ y: Double) -> Double
}

/// A comparison on Numbers as a type (see `ArithmeticOperator`).
protocol ComparisonOperator {
    static func apply(_ x: Double, _ y: Double) -> Bool
    /// The same comparison of two Strings, as `Operators.test` makes it (a comparison read in
    /// place, path `compareInPlace`).
    static func apply(_ a: String, _ b: String) -> Bool
    /// For `==` true, for `!=` false (the result is whether the operands are equal, or not);
    /// nil for an order.
    static var equality: Bool? { get }
}

extension ComparisonOperator {
    static var equality: Bool? { nil }

    /// `x == a || x == b` for `==`, `x != a && x != b` for `!=` (`InlineComparison.hasSecond`):
    /// both comparisons made, then joined, with no branch between them.
    @inline(__always) static func either(_ x: Double, _ a: Double, _ b: Double) -> Bool {
        let p = apply(x, a), q = apply(x, b)
        return equality == false ? p && q : p || q
    }
}

/// The operator types; each matches `Operators.arithmetic` / `Operators.compare` exactly.
enum NumberOps {
    enum Add: ArithmeticOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double { x + y } }
    enum Subtract: ArithmeticOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double { x - y } }
    enum Multiply: ArithmeticOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double { x * y } }
    enum Divide: ArithmeticOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double { x / y } }
    enum Remainder: ArithmeticOperator {
        @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double { Operators.remainder(x, y) }
    }
    /// Any other operator: the general switch.
    enum NotArithmetic: ArithmeticOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Double { .nan } }

    enum Less: ComparisonOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Bool { x < y } }
    enum LessEqual: ComparisonOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Bool { x <= y } }
    enum Greater: ComparisonOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Bool { x > y } }
    enum GreaterEqual: ComparisonOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Bool { x >= y } }
    enum Equal: ComparisonOperator {
        @inline(__always) static func apply(_ x: Double, _ y: Double) -> Bool { x == y }
        static var equality: Bool? { true }
    }
    enum NotEqual: ComparisonOperator {
        @inline(__always) static func apply(_ x: Double, _ y: Double) -> Bool { x != y }
        static var equality: Bool? { false }
    }
    enum NotComparison: ComparisonOperator { @inline(__always) static func apply(_ x: Double, _ y: Double) -> Bool { false } }

}

// The comparisons of two Strings (`Operators.test`'s).
extension NumberOps.Less { @inline(__always) static func apply(_ a: String, _ b: String) -> Bool { a < b } }
extension NumberOps.LessEqual { @inline(__always) static func apply(_ a: String, _ b: String) -> Bool { a <= b } }
extension NumberOps.Greater { @inline(__always) static func apply(_ a: String, _ b: String) -> Bool { a > b } }
extension NumberOps.GreaterEqual { @inline(__always) static func apply(_ a: String, _ b: String) -> Bool { a >= b } }
extension NumberOps.Equal { @inline(__always) static func apply(_ a: String, _ b: String) -> Bool { a == b } }
extension NumberOps.NotEqual { @inline(__always) static func apply(_ a: String, _ b: String) -> Bool { a != b } }
extension NumberOps.NotComparison { @inline(__always) static func apply(_ a: String, _ b: String) -> Bool { false } }

extension Operators {
    /// `place += new` for two Strings or two Lists, appended in place as Swift's `+=` does:
    /// amortized constant time per appended character or element. False (nothing changed) for
    /// any other values. On a limit error `place` keeps its value.
    static func appendInPlace(_ place: inout Value, _ new: Value, _ context: RuntimeContext) throws -> Bool {
        switch new {
        case .string(let text):
            guard case .string = place else { return false }
            try append(text, to: &place, context)
        case .list(let items):
            guard case .list = place else { return false }
            try append(contentsOf: items, to: &place, context)
        default:
            return false
        }
        return true
    }

    /// Appends `text` to the String in `place` (`s += t`, `s.append(t)`), checked against the
    /// limits first. The string is taken out of `place` while it grows, so that it is
    /// uniquely referenced and grows in place unless another value shares it (then it is
    /// copied once, as in Swift).
    static func append(_ text: String, to place: inout Value, _ context: RuntimeContext) throws {
        guard case .string(var s) = place else { return }
        place = .nil
        defer { place = .string(s) }
        try append(text, to: &s, context)
    }

    /// Appends `text` to `s`, within the string length limit (`s.append(c)`: `Builtin.stringChanging`).
    static func append(_ text: String, to s: inout String, _ context: RuntimeContext) throws {
        try context.noteStringGrowth(s.utf8.count, adding: text.utf8.count)
        if s.utf8.count >= CharacterTable.minimumBytes { CharacterTables.release(s) }   // no table holds it: it grows in place
        s += text
    }

    /// Appends `more` to the List in `place` (`xs += ys`, `xs.append(contentsOf: ys)`), as
    /// `append(_:to:_:)` does a string.
    static func append(contentsOf more: [Value], to place: inout Value, _ context: RuntimeContext) throws {
        guard case .list(var items) = place else { return }
        try context.checkGrowth(of: items, by: more.count)
        place = .nil
        items.append(contentsOf: more)
        place = .list(items)
    }
}
