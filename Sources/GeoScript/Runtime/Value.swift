/// A geo value (docs/language.md, "Values"; the README's "Embedding" for hosts).
///
/// Geometry payloads are stored inline (no boxing), views are shared by reference, and
/// everything else has value semantics, lists included.
///
/// The `.animation(Animation)` case (a GeoAnimation type) is added by the animation
/// helper when `Animation` exists, with its lines in `kind`, `isIdentical` and `formatted`
/// below (the only exhaustive switches over `Value` in GeoScript).
public enum Value {
    /// A number; every number is a `Double`.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A string.
    case string(String)
    /// The absence of a value.
    case `nil`
    /// A point (a 2-tuple literal is a Point).
    case point(Point)
    /// A size.
    case size(Size)
    /// A rectangle (a 4-tuple literal is a Rect), in a `RectBox`. Rects and transforms are
    /// boxed so a Value stays 17 bytes and every compiled node returns it in registers (inline
    /// they made it 49 bytes, returned through memory: fib 17% slower, points 60%). Make one
    /// with `Value.rect(_:)`, read it with `rect()`.
    case rect(RectBox)
    /// An affine transform, Core Graphics' layout, in a `TransformBox` (17 bytes, as the
    /// other boxed cases). Make one with `Value.transform(_:)`, read it with `transform()`.
    case transform(TransformBox)
    /// A view, shared by reference with the host.
    case view(View)
    /// A list with value semantics.
    case list([Value])
    /// A function: script-defined, a closure, or native.
    case function(Function)
    /// A timing curve (GeoAnimation).
    indirect case curve(TimingCurve)
    /// A recorded animation, returned by `animate` (GeoAnimation; shared by reference).
    case animation(Animation)
    /// A dictionary with value semantics (Swift's `[Key: Value]`).
    case dictionary(ValueDictionary)
    /// A set with value semantics (Swift's `Set<Element>`): a dictionary's keys alone.
    case set(ValueDictionary)
}

/// The kind of a value: what `type(x)` names and what built-in members are registered on.
public enum ValueKind: Int, CaseIterable, Sendable {
    case number, bool, string, `nil`, point, size, rect, transform, view, list, function, curve, animation, dictionary, set

    /// The name `type(x)` returns and diagnostics use: `Number`, `Point`, `View`, ….
    public var name: String {
        switch self {
        case .number: "Number"
        case .bool: "Bool"
        case .string: "String"
        case .nil: "Nil"
        case .point: "Point"
        case .size: "Size"
        case .rect: "Rect"
        case .transform: "Transform"
        case .view: "View"
        case .list: "List"
        case .function: "Function"
        case .curve: "Curve"
        case .animation: "Animation"
        case .dictionary: "Dictionary"
        case .set: "Set"
        }
    }
}

extension Value {
    /// The value's kind.
    @inlinable public var kind: ValueKind {
        // Inlined: call sites check a receiver's or an argument's kind on every call.
        @inline(__always) get {
            switch self {
            case .number: .number
            case .bool: .bool
            case .string: .string
            case .nil: .nil
            case .point: .point
            case .size: .size
            case .rect: .rect
            case .transform: .transform
            case .view: .view
            case .list: .list
            case .function: .function
            case .curve: .curve
            case .animation: .animation
            case .dictionary: .dictionary
            case .set: .set
            }
        }
    }

    /// The kind's name, e.g. `Point`.
    public var typeName: String {
        if case .dictionary(let d) = self, d.isRecord { return "Tuple" }
        return kind.name
    }

    /// Exact equality, as `==` in a script: numbers by IEEE `==` (so `nan != nan`), geometry
    /// component by component, views and functions by identity, lists element-wise. A Point and
    /// a Size compare by their two numbers: a 2-tuple literal is a Point that stands for a Size
    /// where one is expected, so `v.bounds.size == (40, 20)` asks what it says.
    /// (A switch on each value in turn, not on the pair: a pair of the two values is a copy of
    /// both, their references retained and released, on every `==` of two views or Strings.)
    public func isIdentical(to other: Value) -> Bool {
        switch self {
        case .number(let a):
            if case .number(let b) = other { return a == b }
        case .bool(let a):
            if case .bool(let b) = other { return a == b }
        case .string(let a):
            if case .string(let b) = other { return a == b }
        case .nil:
            if case .nil = other { return true }
        case .point(let a):
            if case .point(let b) = other { return a.x == b.x && a.y == b.y }
            if case .size(let s) = other { return a.x == s.width && a.y == s.height }
        case .size(let a):
            if case .size(let b) = other { return a.width == b.width && a.height == b.height }
            if case .point(let p) = other { return p.x == a.width && p.y == a.height }
        case .rect(let x):
            // CGRect's `==` (CGRectEqualToRect): the standardised rectangles' numbers, all null
            // rectangles equal (`Rect.==`); rects are no dictionary keys, so no hash to agree.
            if case .rect(let y) = other { return x.value == y.value }
        case .transform(let x):
            if case .transform(let y) = other {
                let a = x.value, b = y.value
                return a.a == b.a && a.b == b.b && a.c == b.c && a.d == b.d && a.tx == b.tx && a.ty == b.ty
            }
        case .view(let a):
            if case .view(let b) = other { return a === b }
        case .list(let a):
            if case .list(let b) = other { return a.count == b.count && ValueEquality.listsEqual(a, b) }
            if case .set = other { return Value.dictionariesEqual(other, self) }
        case .function(let a):
            if case .function(let b) = other { return a === b }
        case .curve(let a):
            if case .curve(let b) = other { return a == b }
        case .animation(let a):
            if case .animation(let b) = other { return a === b }
        case .dictionary, .set:
            // Out of line, the payloads not bound here: binding them made every `==` of two
            // Strings (`xs.firstIndex(of: s)`) retain and release more (lru +5%).
            return Value.dictionariesEqual(self, other)
        }
        return false
    }

    /// `isIdentical` of a dictionary (or a set) and another value. A set and a list are
    /// equal when the list's elements make that set: Swift makes `s == [1, 2]`'s literal a
    /// Set, from `s`'s type.
    @inline(never) static func dictionariesEqual(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.dictionary(let x), .dictionary(let y)), (.set(let x), .set(let y)): return x.isEqual(to: y)
        case (.set(let x), .list(let items)), (.list(let items), .set(let x)):
            guard let y = try? SetLibrary.made(items) else { return false }
            return x.isEqual(to: y)
        default: return false
        }
    }

    /// `a.isIdentical(to: b)` where the answer needs no payload copied: two views by identity
    /// (unretained), a view or nil beside another kind (false), nil beside nil; nil for any
    /// other pair (their payloads are compared by `isIdentical`).
    @inline(__always) static func identicalInPlace(_ a: UnsafeMutablePointer<Value>, _ b: UnsafeMutablePointer<Value>) -> Bool? {
        if let x = a.pointee.unretainedView, let y = b.pointee.unretainedView { return x.toOpaque() == y.toOpaque() }
        let ka = a.pointee.kind, kb = b.pointee.kind
        if ka == .nil || kb == .nil || ka == .view || kb == .view { return ka == kb && ka == .nil }
        return nil
    }

    /// The number, if this is one (reads without copying the value).
    @inlinable public var asNumber: Double? {
        if case .number(let x) = self { return x }
        return nil
    }

    /// A function value, unretained (valid while the value is held).
    @inlinable var unmanagedFunction: Unmanaged<Function>? {
        if case .function(let f) = self { return Unmanaged.passUnretained(f) }
        return nil
    }

    /// The identity of a function value (reads without copying the value).
    @inlinable var functionID: ObjectIdentifier? {
        if case .function(let f) = self { return ObjectIdentifier(f) }
        return nil
    }

    /// Whether a `.list` value holds its array's reference, unchanged, at the start of its
    /// storage (the payload first, the case in a tag byte after it), so that an element can be
    /// stored through the slot that holds the list, in place (`withMemoryRebound(to: [Value])`:
    /// an array's stride, one word, is a whole fraction of a Value's). The layout is the
    /// compiler's to choose: worked out once from a real list; when it does not hold, the
    /// stores take the list out of the slot instead. (`CompilerPathTests.listElementsAreStoredInPlace`
    /// checks that it holds here.)
    static let listIsHeldInPlace: Bool = {
        let items: [Value] = [.number(1), .number(2)]
        var list = Value.list(items)
        let word = withUnsafeBytes(of: &list) { $0.load(as: UInt.self) }
        return MemoryLayout<[Value]>.size == MemoryLayout<UInt>.size && word == unsafeBitCast(items, to: UInt.self)
    }()

    /// The same for a dictionary: `.dictionary(d)` holds `d` (one reference to its storage)
    /// as it is, so a dictionary is read and changed where a slot holds it (path `methodEntry`).
    static let dictionaryIsHeldInPlace = holdsInPlace(Value.dictionary)

    /// The same for a set: `.set(s)` holds `s` as it is, so a set is changed where a variable
    /// holds it (`MethodSite.changeSet`: `seen.insert(x)`).
    static let setIsHeldInPlace = holdsInPlace(Value.set)

    /// Whether the values `make` makes hold their dictionary as it is: its one word, the
    /// reference to its storage, first.
    private static func holdsInPlace(_ make: (ValueDictionary) -> Value) -> Bool {
        let d = ValueDictionary()
        var value = make(d)
        let word = withUnsafeBytes(of: &value) { $0.load(as: UInt.self) }
        return MemoryLayout<ValueDictionary>.size == MemoryLayout<UInt>.size && word == UInt(bitPattern: ObjectIdentifier(d.storage))
    }

    /// Whether the value owns no reference (a number, Bool, nil, point or size): its storage
    /// can be overwritten or dropped without destroying it. Rects and transforms are boxed
    /// (`indirect`): they own their box.
    @inlinable var isTrivial: Bool {
        switch self {
        case .number, .bool, .nil, .point, .size: return true
        default: return false
        }
    }

    /// Whether the value is a String that holds no reference counted storage — a small string
    /// (at most 15 UTF-8 bytes, held in the String's own two words) or an immortal one (a
    /// literal) — and so can be overwritten without being destroyed: its release is ~25
    /// instructions through the outlined destroy and `swift_bridgeObjectRelease`, which
    /// then does nothing (`String.ownsNoStorage`).
    @inline(__always) var isUncountedString: Bool {
        if case .string(let s) = self { return s.ownsNoStorage }
        return false
    }

    /// Whether the value is a list, a dictionary or a set (whose text shows its parts).
    var isContainer: Bool {
        switch self {
        case .list, .dictionary, .set: true
        default: false
        }
    }

    /// Whether the value is `nil` (the only value `== nil`).
    @inline(__always) var isNil: Bool {
        if case .nil = self { return true }
        return false
    }

    /// Truthiness for `if`, `while`, `and`, `or`, `not`: only `false` and `nil` are false.
    @inlinable public var isTruthy: Bool {
        switch self {
        case .bool(let b): b
        case .nil: false
        default: true
        }
    }
}

extension Value: CustomStringConvertible {
    /// The value as `print` shows it, at the default precision (4 decimals).
    public var description: String { formatted(.standard) }

    /// The value as `print` and string interpolation show it (docs/language.md): numbers with
    /// at most `format.decimals` decimals, trimmed, `-0` as `0`; geometry as GeoCore
    /// formats it; strings bare at the top level and quoted inside lists.
    public func formatted(_ format: NumberFormat, quoteStrings: Bool = false) -> String {
        formatted(format, quoteStrings: quoteStrings, stop: { false }) ?? "[…]"
    }

    /// The value as `formatted(_:quoteStrings:)` shows it, or nil as soon as `stop` says so:
    /// it is polled every few thousand elements while a long list's text is measured and built
    /// (up to 100 MB: the REPL stops showing a value at Ctrl-C).
    public func formatted(_ format: NumberFormat, quoteStrings: Bool = false, stop: () -> Bool) -> String? {
        guard isContainer else { return ValueDescription.leaf(self, format, quoteStrings: quoteStrings) }
        // Without recursion; a text longer than `displayLimit` (a list sharing its sublists
        // can stand for 2^40 elements) is shown by its size instead.
        do {
            return try ValueDescription.text(of: self, format, quoteStrings: true, limit: Value.displayLimit, stop: stop)
        } catch .tooLong(let size) {
            return "[… a list whose text is more than \(size < Int.max ? size : Value.displayLimit) bytes …]"
        } catch {
            return nil
        }
    }

    /// The longest text `formatted(_:quoteStrings:)` builds for a list (a script's own prints are
    /// bounded by `Limits.stringLength` instead, with an error).
    static let displayLimit = 100_000_000

    /// `<View "card" frame=(x, y, w, h)>`, or `<View frame=(…)>` for an unnamed view.
    static func describe(view v: View, _ format: NumberFormat) -> String {
        let frame = v.frame.formatted(format)
        let name: String? = v.name  // works whether View.name is optional or not
        if let name, !name.isEmpty { return "<View \(quoted(name)) frame=\(frame)>" }
        return "<View frame=\(frame)>"
    }

    /// A string literal that reads back as `s`.
    static func quoted(_ s: String) -> String {
        // By bytes: what is escaped is ASCII, and no byte of a multi-byte UTF-8 sequence is
        // (a scalar at a time cost ~40 ns a character; a list of strings quoted again and
        // again, "\(xs)" stored back into xs, spent most of its time here). One pass measures,
        // one writes into the result's own storage (an array appended to a byte at a time
        // checked its capacity and uniqueness on every byte).
        var text = s
        return text.withUTF8 { source in
            var length = source.count + 2
            for b in source {
                switch b {
                case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
                     UInt8(ascii: "\r"), 0:
                    length += 1
                case 1..<0x20, 0x7F: length += 5  // \u{XX}
                default: break
                }
            }
            return String(unsafeUninitializedCapacity: length) { out in
                var i = 0
                @inline(__always) func put(_ b: UInt8) { out[i] = b; i += 1 }
                @inline(__always) func hex(_ d: UInt8) -> UInt8 { d < 10 ? d + UInt8(ascii: "0") : d - 10 + UInt8(ascii: "A") }
                put(UInt8(ascii: "\""))
                // As Swift's `debugDescription` writes them: `\0`, `\'`, and two upper-case hex
                // digits for another control character (`\u{07}`, `\u{7F}`).
                for b in source {
                    switch b {
                    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): put(UInt8(ascii: "\\")); put(b)
                    case UInt8(ascii: "\n"): put(UInt8(ascii: "\\")); put(UInt8(ascii: "n"))
                    case UInt8(ascii: "\t"): put(UInt8(ascii: "\\")); put(UInt8(ascii: "t"))
                    case UInt8(ascii: "\r"): put(UInt8(ascii: "\\")); put(UInt8(ascii: "r"))
                    case 0: put(UInt8(ascii: "\\")); put(UInt8(ascii: "0"))
                    case 1..<0x20, 0x7F:
                        put(UInt8(ascii: "\\")); put(UInt8(ascii: "u")); put(UInt8(ascii: "{"))
                        put(hex(b >> 4)); put(hex(b & 0xF)); put(UInt8(ascii: "}"))
                    default: put(b)
                    }
                }
                put(UInt8(ascii: "\""))
                return i
            }
        }
    }
}

// MARK: - Typed access for built-in implementations

extension Value {
    /// The number, or an error naming `what` and the actual type.
    public func number(_ what: @autoclosure () -> String = "value") throws -> Double {
        if case .number(let x) = self { return x }
        throw RuntimeError.typeMismatch(expected: "Number", got: self, what: what())
    }
    /// The Bool, or an error.
    public func bool(_ what: @autoclosure () -> String = "value") throws -> Bool {
        if case .bool(let x) = self { return x }
        throw RuntimeError.typeMismatch(expected: "Bool", got: self, what: what())
    }
    /// The string, or an error.
    public func string(_ what: @autoclosure () -> String = "value") throws -> String {
        if case .string(let x) = self { return x }
        throw RuntimeError.typeMismatch(expected: "String", got: self, what: what())
    }
    /// The point, or an error.
    public func point(_ what: @autoclosure () -> String = "value") throws -> Point {
        if case .point(let x) = self { return x }
        throw RuntimeError.typeMismatch(expected: "Point", got: self, what: what())
    }
    /// The size (a Point converts, as a 2-tuple does where a Size is expected), or an error.
    public func size(_ what: @autoclosure () -> String = "value") throws -> Size {
        if case .size(let x) = self { return x }
        if case .point(let p) = self { return Size(width: p.x, height: p.y) }
        throw RuntimeError.typeMismatch(expected: "Size", got: self, what: what())
    }
    /// The rect, or an error.
    public func rect(_ what: @autoclosure () -> String = "value") throws -> Rect {
        if case .rect(let x) = self { return x.value }
        throw RuntimeError.typeMismatch(expected: "Rect", got: self, what: what())
    }
    /// The transform, or an error.
    public func transform(_ what: @autoclosure () -> String = "value") throws -> Transform {
        if case .transform(let x) = self { return x.value }
        throw RuntimeError.typeMismatch(expected: "Transform", got: self, what: what())
    }
    /// The view, or an error.
    public func view(_ what: @autoclosure () -> String = "value") throws -> View {
        if case .view(let x) = self { return x }
        throw RuntimeError.typeMismatch(expected: "View", got: self, what: what())
    }
    /// The view, `nil` for `.nil`, or an error.
    public func optionalView(_ what: @autoclosure () -> String = "value") throws -> View? {
        if case .view(let x) = self { return x }
        if case .nil = self { return nil }
        throw RuntimeError.typeMismatch(expected: "View or nil", got: self, what: what())
    }
    /// The dictionary, or an error.
    public func dictionary(_ what: @autoclosure () -> String = "value") throws -> ValueDictionary {
        if case .dictionary(let x) = self { return x }
        throw RuntimeError.typeMismatch(expected: "Dictionary", got: self, what: what())
    }

    /// The set, or an error.
    func set(_ what: @autoclosure () -> String = "value") throws -> ValueDictionary {
        if case .set(let x) = self { return x }
        throw RuntimeError.typeMismatch(expected: "Set", got: self, what: what())
    }

    /// The list, or an error.
    public func list(_ what: @autoclosure () -> String = "value") throws -> [Value] {
        if case .list(let x) = self { return x }
        throw RuntimeError.typeMismatch(expected: "List", got: self, what: what())
    }
    /// The function, or an error.
    public func function(_ what: @autoclosure () -> String = "value") throws -> Function {
        if case .function(let x) = self { return x }
        throw RuntimeError.typeMismatch(expected: "Function", got: self, what: what())
    }
}

/// The box a transform value is held in, shared by the value's copies. A transform written to
/// a box never changes while anyone else holds the box: GeoScript writes a new one into it only
/// when the value being changed is its only holder (`Value.replaceTransform`), so `Value` keeps
/// value semantics. A chain on a temporary — `rotation(a).concatenating(t).translatedBy(x: 1,
/// y: 0)` — then allocates one box instead of one per call.
public final class TransformBox {
    /// The transform. Unchecked for exclusivity: it is written only by `replaceTransform`,
    /// while the box has a single holder, so no access can overlap the write (a checked read
    /// cost two runtime calls).
    @exclusivity(unchecked) public fileprivate(set) var value: Transform

    /// A box holding `value`.
    public init(_ value: Transform) {
        self.value = value
    }
}

/// The box a rect value is held in, shared by the value's copies; written in place only while
/// it has a single holder (`Value.replaceRect`), as `TransformBox` is.
public final class RectBox {
    /// The rect. Unchecked for exclusivity, as `TransformBox.value` is.
    @exclusivity(unchecked) public fileprivate(set) var value: Rect

    /// A box holding `value`.
    public init(_ value: Rect) {
        self.value = value
    }
}

/// A box a method can write its result into while the value being changed is its only
/// holder (`TransformBox`, `RectBox`): what `Value.replace(with:orInto:_:)` needs of each.
protocol ReplaceableBox: AnyObject {
    associatedtype Payload
    init(_ value: Payload)
    /// The boxed value.
    var value: Payload { get }
    /// The payload of `v`, a value holding this kind of box.
    static func payload(_ v: borrowing Value) throws -> Payload
    /// Writes `new` into the box (only while it has a single holder).
    func store(_ new: Payload)
    /// The box `v` holds, taken out of it (`v` left `.nil`), if it is a value of this box's
    /// kind.
    static func take(_ v: inout Value) -> Self?
    /// The value holding `box`.
    static func value(_ box: Self) -> Value
    /// `W`'s work on the payloads of `r` and `a` read where they lie, as the lowered form's
    /// unboxed attempt at a payload of this kind (`MethodKernel.typed`). (Made here, where the
    /// payload's type is known: a closure of a generic result returns it through memory, and
    /// one of a known type converted from it was called through a thunk, on every read of
    /// rectpack's `a.intersection(b).width`.)
    static func attempt<W: KernelWork, R: PayloadInPlace, A: PayloadInPlace>(_: W.Type, _ r: R, _ a: A, _ engine: EngineRef)
        -> TypedAttempt where W.Result == Payload
    /// `attempt` read for a Number member of a rect (`MethodKernel.typedNumber`); nil for a
    /// box of another kind.
    static func attemptNumber<W: KernelWork, R: PayloadInPlace, A: PayloadInPlace>(
        _: W.Type, _ r: R, _ a: A, _ engine: EngineRef, _ member: GeometryLibrary.RectNumber) -> NumberCode? where W.Result == Payload
}

extension TransformBox: ReplaceableBox {
    func store(_ new: Transform) { value = new }
    @inline(__always) static func take(_ v: inout Value) -> TransformBox? {
        guard case .transform(let b) = v else { return nil }
        v = .nil
        return b
    }
    @inline(__always) static func value(_ box: TransformBox) -> Value { .transform(box) }
    @inline(__always) static func attempt<W: KernelWork, R: PayloadInPlace, A: PayloadInPlace>(
        _: W.Type, _ r: R, _ a: A, _ engine: EngineRef) -> TypedAttempt where W.Result == Transform {
        .transform { f in MethodKernel.attempt(W.self, r, a, f, engine) }
    }
    static func attemptNumber<W: KernelWork, R: PayloadInPlace, A: PayloadInPlace>(
        _: W.Type, _: R, _: A, _: EngineRef, _: GeometryLibrary.RectNumber) -> NumberCode? where W.Result == Transform {
        nil
    }
    @inline(__always) static func payload(_ v: borrowing Value) throws -> Transform { try v.transform() }
}

extension RectBox: ReplaceableBox {
    func store(_ new: Rect) { value = new }
    @inline(__always) static func take(_ v: inout Value) -> RectBox? {
        guard case .rect(let b) = v else { return nil }
        v = .nil
        return b
    }
    @inline(__always) static func value(_ box: RectBox) -> Value { .rect(box) }
    @inline(__always) static func attempt<W: KernelWork, R: PayloadInPlace, A: PayloadInPlace>(
        _: W.Type, _ r: R, _ a: A, _ engine: EngineRef) -> TypedAttempt where W.Result == Rect {
        .rect { f in MethodKernel.attempt(W.self, r, a, f, engine) }
    }
    @inline(__always) static func attemptNumber<W: KernelWork, R: PayloadInPlace, A: PayloadInPlace>(
        _: W.Type, _ r: R, _ a: A, _ engine: EngineRef, _ member: GeometryLibrary.RectNumber) -> NumberCode? where W.Result == Rect {
        NumberCode { f in MethodKernel.attempt(W.self, r, a, f, engine).map { member.of($0) } }
    }
    @inline(__always) static func payload(_ v: borrowing Value) throws -> Rect { try v.rect() }
}

extension Value {
    /// Makes this value `new` in a box of type `B`: written into the box of this value, or
    /// else of `other` (a temporary argument), when that value holds such a box alone; into
    /// a new box otherwise. `other` is left `.nil` when its box was looked at.
    @inline(__always) mutating func replace<B: ReplaceableBox>(with new: B.Payload, orInto other: inout Value, _: B.Type) {
        // This value's reference moved to `box`: it alone holds the box if no one else does.
        if var box = B.take(&self) {
            if isKnownUniquelyReferenced(&box) {
                box.store(new)
                self = B.value(box)
                return
            }
        }
        if var box = B.take(&other) {
            if isKnownUniquelyReferenced(&box) {
                box.store(new)
                self = B.value(box)
                return
            }
        }
        self = B.value(B(new))
    }

    /// Stores `new`, a payload computed unboxed, into the value at `p` when that value holds a
    /// box of type `B`: written into the box when no one else holds it, else as a new value
    /// (the old one released). False, nothing changed, when `p` holds anything else.
    @inline(__always) static func store<B: ReplaceableBox>(_ new: B.Payload, at p: UnsafeMutablePointer<Value>, _: B.Type) -> Bool {
        // `p`'s reference moved to `box` (`p` left `.nil`, which holds nothing to release).
        guard var box = B.take(&p.pointee) else { return false }
        if !isKnownUniquelyReferenced(&box) { box = B(new) } else { box.store(new) }
        p.initialize(to: B.value(box))
        return true
    }

    /// The identity of the rect or transform box this value holds, if it holds one.
    var boxID: ObjectIdentifier? {
        switch self {
        case .rect(let b): ObjectIdentifier(b)
        case .transform(let b): ObjectIdentifier(b)
        default: nil
        }
    }
}

extension Value {
    /// A rect value (in a new box).
    @inline(__always) public static func rect(_ r: Rect) -> Value {
        .rect(RectBox(r))
    }

    /// Makes this value the rect `new`: written into the box of this value, or else of `other`
    /// (a temporary argument), when that value is a rect and the box's only holder; into a new
    /// box otherwise. `other` is left `.nil` when its box was looked at.
    @inline(__always) mutating func replaceRect(with new: Rect, orInto other: inout Value) {
        replace(with: new, orInto: &other, RectBox.self)
    }

    /// A transform value (in a new box).
    @inline(__always) public static func transform(_ t: Transform) -> Value {
        .transform(TransformBox(t))
    }

    /// Makes this value the transform `new`: written into its box when this is a transform
    /// value and the box's only holder, into a new box otherwise.
    @inline(__always) mutating func replaceTransform(with new: Transform) {
        var none = Value.nil
        replace(with: new, orInto: &none, TransformBox.self)
    }
}

extension String {
    /// Whether the String holds no reference counted storage (ARC skips it): Swift's String
    /// layout on 64-bit platforms (part of its ABI on Apple's) keeps in the top bit of its
    /// second word `isImmortal` — set for every small string and for immortal large ones
    /// (literals), clear for native storage and bridged strings. False where the layout is
    /// not that one (the value is then destroyed as before).
    @inline(__always) var ownsNoStorage: Bool {
        #if _pointerBitWidth(_64)
        return unsafeBitCast(self, to: (UInt64, UInt64).self).1 >> 63 != 0
        #else
        return false
        #endif
    }
}
