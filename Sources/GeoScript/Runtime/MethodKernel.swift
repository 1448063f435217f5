import GeoCore

/// A geometry value's payload (a point, a size, a rect or a transform), taken out of a `Value`
/// without copying the value: a rect's or a transform's is copied out of its box, so the box
/// is neither retained nor released. What a `MethodKernel` computes on.
protocol GeometryPayload {
    /// The kind of value holding such a payload.
    static var kind: ValueKind { get }
    /// The payload of `v` when it is of this kind, else nil.
    static func read(_ v: borrowing Value) -> Self?
    /// The payload of `v`, or the error `Value.point()` (…) throws for another kind.
    static func payload(_ v: borrowing Value) throws -> Self
    /// A value holding the payload (a new box for a rect or a transform).
    static func value(_ p: Self) -> Value
    /// The payload of the geometry property `property` of `view` when the property's value is
    /// of this kind (what its getter gives, with no Value made), else nil.
    static func read(_ property: ViewGeometry, of view: View) -> Self?
    /// Code computing such a payload unboxed, as an unboxed attempt (`Lowered.typedIfKind`)
    /// for a rect or a transform; nil for the kinds a Value holds unboxed anyway.
    static func attempt(_ code: @escaping (CallFrame) -> Self?) -> TypedAttempt?
    /// The code of such an attempt when it computes this kind, else nil.
    static func code(of attempt: TypedAttempt) -> ((CallFrame) throws -> Self?)?
}

extension GeometryPayload {
    static func read(_ property: ViewGeometry, of view: View) -> Self? { nil }
    static func attempt(_ code: @escaping (CallFrame) -> Self?) -> TypedAttempt? { nil }
    static func code(of attempt: TypedAttempt) -> ((CallFrame) throws -> Self?)? { nil }

    static func payload(_ v: borrowing Value) throws -> Self {
        if let p = read(v) { return p }
        throw RuntimeError.typeMismatch(expected: kind.name, got: copy v, what: "value")
    }
}

extension Point: GeometryPayload {
    static var kind: ValueKind { .point }
    @inline(__always) static func read(_ v: borrowing Value) -> Point? { v.pointPayload }
    @inline(__always) static func read(_ property: ViewGeometry, of view: View) -> Point? {
        property.isRect ? nil : property.read(view).origin
    }
    static func value(_ p: Point) -> Value { .point(p) }
}

extension Size: GeometryPayload {
    static var kind: ValueKind { .size }
    @inline(__always) static func read(_ v: borrowing Value) -> Size? { v.sizePayload }
    /// A Point converts, as everywhere a Size is expected (`Value.size()`).
    static func payload(_ v: borrowing Value) throws -> Size { try v.size() }
    static func value(_ p: Size) -> Value { .size(p) }
}

extension Rect: GeometryPayload {
    static var kind: ValueKind { .rect }
    @inline(__always) static func read(_ v: borrowing Value) -> Rect? { v.rectPayload }
    @inline(__always) static func read(_ property: ViewGeometry, of view: View) -> Rect? {
        property.isRect ? property.read(view) : nil
    }
    static func value(_ p: Rect) -> Value { .rect(p) }
    static func attempt(_ code: @escaping (CallFrame) -> Rect?) -> TypedAttempt? { .rect(code) }
    static func code(of attempt: TypedAttempt) -> ((CallFrame) throws -> Rect?)? {
        if case .rect(let code) = attempt { return code }
        return nil
    }
}

extension Transform: GeometryPayload {
    static var kind: ValueKind { .transform }
    @inline(__always) static func read(_ v: borrowing Value) -> Transform? { v.transformPayload }
    static func value(_ p: Transform) -> Value { .transform(p) }
    static func attempt(_ code: @escaping (CallFrame) -> Transform?) -> TypedAttempt? { .transform(code) }
    static func code(of attempt: TypedAttempt) -> ((CallFrame) throws -> Transform?)? {
        if case .transform(let code) = attempt { return code }
        return nil
    }
}

extension Value {
    /// The payload of a value of each geometry kind, else nil (`GeometryPayload.read`).
    @inline(__always) var pointPayload: Point? {
        if case .point(let p) = self { return p }
        return nil
    }
    @inline(__always) var viewPayload: View? {
        if case .view(let v) = self { return v }
        return nil
    }
    @inline(__always) var sizePayload: Size? {
        if case .size(let s) = self { return s }
        return nil
    }
    @inline(__always) var rectPayload: Rect? {
        if case .rect(let b) = self { return b.value }
        return nil
    }
    @inline(__always) var transformPayload: Transform? {
        if case .transform(let b) = self { return b.value }
        return nil
    }

    /// A list's count or a string's number of characters, as their `count` reads it; nil for
    /// any other value.
    @inline(__always) var countNumber: Double? {
        switch self {
        case .list(let items): Double(items.count)
        case .string(let s): Double(s.countedCharacters)
        default: nil
        }
    }

    /// A list's, a string's, a set's or a dictionary's `isEmpty`, read where it lies; nil for
    /// any other value (a labelled tuple's `isEmpty` is its part of that label, if any).
    @inline(__always) var emptiness: Bool? {
        switch self {
        case .list(let items): items.isEmpty
        case .string(let s): s.isEmpty
        case .set(let d): d.isEmpty
        case .dictionary(let d): d.isRecord ? nil : d.isEmpty
        default: nil
        }
    }

    @inline(__always) var listCount: Int? {
        if case .list(let items) = self { return items.count }
        return nil
    }

    /// `body` of the element at `x` of a list, read in place, when this is a list and `x` one
    /// of its indexes; else nil.
    @inline(__always) func withElement<R>(_ x: Double, _ body: (borrowing Value) -> R?) -> R? {
        guard case .list(let items) = self, let i = Compiler.wholeIndex(x, count: items.count) else { return nil }
        return body(items[i])
    }
}

/// The work of a method of a geometry kind taking one geometry argument, on the two payloads
/// (`Builtin.geometryMethod`: `r.contains(p)`, `p.applying(t)`): it cannot fail and warns of
/// nothing. A method site whose receiver and argument are of the kernel's kinds calls it on
/// their payloads, read where they lie when the compiler found them there (`ValueRead`, path
/// `readInPlace`): no copy of either value, no `Value` passed through the general target.
/// Chosen at run time by the kinds the site meets (`MethodSite.kernel`); any other kind falls
/// back to the site's usual path, without throwing.
final class MethodKernel {
    /// The argument's kind.
    let argumentKind: ValueKind
    /// Whether it makes a new rect or transform from its receiver's (`r.intersection(s)`): a
    /// site that hands its variable's box over (`x = x.union(y)`, path `assignHandsOver`)
    /// keeps its own path, which writes into that box.
    let replaces: Bool
    /// Calls a site with this kernel (`MethodSite.callKernel`, specialised for the kinds).
    let call: (MethodSite, CallFrame) throws -> Value
    /// Calls a site that is a condition (`if r.contains(p)`, path `kernelSite`) with this
    /// kernel, for the truth of its result: a kernel whose work gives a Bool (`init(test:)`)
    /// gives it without making a Value of it.
    let test: (MethodSite, CallFrame) throws -> Bool
    /// `call` and `test` for a site whose receiver or argument is a view geometry property
    /// read in place (path `viewGeometryInPlace`): `call` and `test` themselves test no such
    /// operand (`PlainOperands`).
    let calls: (geometry: (MethodSite, CallFrame) throws -> Value, geometryTest: (MethodSite, CallFrame) throws -> Bool)
    /// The receiver's kind.
    let receiverKind: ValueKind
    /// The code of a site whose receiver and argument are both read in place (path
    /// `kernelDirect`), made once at the lowering: when they hold this kernel's kinds there,
    /// its work on their payloads; else `otherwise` (the site's usual call, which reads them
    /// again and reports what is wrong as before).
    let direct: (_ receiver: ValueRead, _ argument: ValueRead, _ engine: EngineRef, _ otherwise: @escaping Eval) -> Eval
    /// The same as a condition (`if r.contains(p)`): the work's Bool as it is, no Value made.
    let directTest: (_ receiver: ValueRead, _ argument: ValueRead, _ engine: EngineRef, _ otherwise: @escaping Test) -> Test
    /// For a kernel making a rect or a transform (`init(replacing:)`): the code of a site whose
    /// receiver and argument are read in place (values or view geometry properties), computing
    /// the result unboxed when they hold this kernel's kinds there, else nil having run nothing
    /// (`Lowered.typedIfKind`, path `storeIfTyped`: `let c = a.intersection(b)` stored into the
    /// box `c` holds). Nil for the other kernels.
    let typed: ((_ receiver: KernelOperand, _ argument: KernelOperand, _ engine: EngineRef) -> TypedAttempt)?
    /// For a kernel making a rect: `typed` read for one Number member of the rect
    /// (`a.intersection(b).width`, path `memberUnboxed`): the member of the work's rect when
    /// the operands are of this kernel's kinds, else nil having run nothing. One closure
    /// returning a Number: the rect is not returned through memory to a member's closure.
    /// Nil for the other kernels.
    let typedNumber: ((_ receiver: KernelOperand, _ argument: KernelOperand, _ engine: EngineRef,
                       _ member: GeometryLibrary.RectNumber) -> NumberCode?)?
    /// For a kernel whose work is a test (`init(test:)`): the condition of a site whose
    /// receiver is computed unboxed (`Lowered.typedIfKind`: `a.convert(r, to: b).intersects(s)`)
    /// and whose argument is read in place (path `kernelTypedReceiver`) — nil when the attempt
    /// computes another kind. Nil for the other kernels.
    let typedReceiverTest: ((_ receiver: TypedAttempt, _ argument: KernelOperand, _ site: MethodSite, _ engine: EngineRef,
                             _ otherwise: @escaping Test) -> Test?)?

    /// The kernel of `W`'s work, for receivers of payload `W.Receiver` and arguments of
    /// payload `W.Argument`. (Its code is built here, where the work is known by its type: the
    /// kernel's code calls it directly, inlined, with no closure between them; a generic
    /// class's method would be compiled once for all of them and look their metadata up on
    /// every call.)
    @inline(__always) init<W: KernelWork>(_: W.Type) where W.Result == Value {
        argumentKind = W.Argument.kind
        replaces = false
        func call<O: KernelOperands>(_: O.Type) -> (MethodSite, CallFrame) throws -> Value {
            { site, f in try site.callKernel(f, O.self, keepsValues: false, { (r: W.Receiver, a: W.Argument, _, _) in W.work(r, a) }, otherwise: { $0 }) }
        }
        let plain = call(PlainOperands.self), geometry = call(GeometryOperands.self)
        self.call = plain
        test = { site, f in try plain(site, f).isTruthy }
        calls = (geometry, { site, f in try geometry(site, f).isTruthy })
        receiverKind = W.Receiver.kind
        direct = { r, a, engine, otherwise in MethodKernel.direct(r, a, engine, W.self, otherwise: otherwise) }
        directTest = { r, a, engine, otherwise in MethodKernel.directTest(r, a, engine, Truth<W>.self, otherwise: otherwise) }
        typed = nil
        typedNumber = nil
        typedReceiverTest = nil
    }

    /// The kernel of a method whose work is a test (`r.contains(p)`, `r.intersects(s)`): its
    /// calls make a Bool of it; a condition takes it as it is.
    @inline(__always) init<W: KernelWork>(test _: W.Type) where W.Result == Bool {
        argumentKind = W.Argument.kind
        replaces = false
        func call<O: KernelOperands>(_: O.Type) -> (MethodSite, CallFrame) throws -> Value {
            { site, f in try site.callKernel(f, O.self, keepsValues: false, { (r: W.Receiver, a: W.Argument, _, _) in .bool(W.work(r, a)) }, otherwise: { $0 }) }
        }
        func test<O: KernelOperands>(_: O.Type) -> (MethodSite, CallFrame) throws -> Bool {
            { site, f in try site.callKernel(f, O.self, keepsValues: false, { (r: W.Receiver, a: W.Argument, _, _) in W.work(r, a) }, otherwise: \.isTruthy) }
        }
        self.call = call(PlainOperands.self)
        self.test = test(PlainOperands.self)
        calls = (call(GeometryOperands.self), test(GeometryOperands.self))
        receiverKind = W.Receiver.kind
        direct = { r, a, engine, otherwise in MethodKernel.direct(r, a, engine, BoolValue<W>.self, otherwise: otherwise) }
        directTest = { r, a, engine, otherwise in MethodKernel.directTest(r, a, engine, W.self, otherwise: otherwise) }
        typed = nil
        typedNumber = nil
        typedReceiverTest = { attempt, a, site, engine, otherwise in
            guard let code = W.Receiver.code(of: attempt) else { return nil }
            switch a {
            case .value(let a): return MethodKernel.typedReceiverTest(W.self, code, a, site, engine, otherwise)
            case .geometry(let a): return MethodKernel.typedReceiverTest(W.self, code, a, site, engine, otherwise)
            case .attempt(let a): return MethodKernel.typedReceiverTest(W.self, code, a, site, engine, otherwise)
            }
        }
    }

    /// The kernel of a method making a new rect or transform (a payload of box `B`) from its
    /// receiver's and the argument's (`r.intersection(s)`, `r.applying(t)`): the result is
    /// written into the box of the receiver or the argument when the call computed it and
    /// holds it alone (a temporary), else into a new box (`Value.replace`).
    @inline(__always) init<B: ReplaceableBox, W: KernelWork>(replacing _: B.Type, _: W.Type)
    where W.Receiver == B.Payload, W.Result == B.Payload {
        argumentKind = W.Argument.kind
        replaces = true
        func call<O: KernelOperands>(_: O.Type) -> (MethodSite, CallFrame) throws -> Value {
            { site, f in
                try site.callKernel(f, O.self, keepsValues: true, { (r: B.Payload, a: W.Argument, recv: inout Value, arg: inout Value) in
                    recv.replace(with: W.work(r, a), orInto: &arg, B.self)
                    return recv
                }, otherwise: { $0 })
            }
        }
        let plain = call(PlainOperands.self), geometry = call(GeometryOperands.self)
        self.call = plain
        test = { site, f in try plain(site, f).isTruthy }
        calls = (geometry, { site, f in try geometry(site, f).isTruthy })
        receiverKind = W.Receiver.kind
        // Neither operand is a temporary: the result goes into a new box, as `callKernel`'s.
        direct = { r, a, engine, otherwise in MethodKernel.direct(r, a, engine, Boxed<B, W>.self, otherwise: otherwise) }
        // A rect or a transform is true.
        directTest = { r, a, engine, otherwise in MethodKernel.directTest(r, a, engine, Always<W>.self, otherwise: otherwise) }
        // `W`'s work on the payloads of the operands read where they lie, when they are of
        // its kinds there; else nil, having run nothing.
        typed = { r, a, engine in MethodKernel.operands(r, a, Attempt<B, W>(engine: engine)) }
        typedNumber = { r, a, engine, member in MethodKernel.operands(r, a, AttemptNumber<B, W>(engine: engine, member: member)) }
        typedReceiverTest = nil
    }

    /// `use` of a kernel's receiver and argument read in place, each as the kind of place it
    /// is in: a whole local read from its frame slot with no test of where it lies
    /// (`LocalSlotRead`: rectpack's `a.intersection(placed[j])`), any other value as its
    /// `ValueRead` finds it, a view's geometry property as `ViewGeometryRead` reads it.
    static func operands<U: OperandsUse>(_ r: KernelOperand, _ a: KernelOperand, _ u: U) -> U.Out {
        switch (r, a) {
        case let (.value(r), .value(a)) where r.isWholeLocal && a.isWholeLocal:
            u.use(LocalSlotRead(slot: r.slot), LocalSlotRead(slot: a.slot))
        case let (.value(r), .value(a)) where r.isWholeLocal: u.use(LocalSlotRead(slot: r.slot), a)
        case let (.value(r), .value(a)) where a.isWholeLocal: u.use(r, LocalSlotRead(slot: a.slot))
        case let (.value(r), .value(a)): u.use(r, a)
        case let (.value(r), .geometry(a)): u.use(r, a)
        case let (.geometry(r), .value(a)): u.use(r, a)
        case let (.geometry(r), .geometry(a)): u.use(r, a)
        case let (.value(r), .attempt(a)): u.use(r, a)
        case let (.geometry(r), .attempt(a)): u.use(r, a)
        case let (.attempt(r), .value(a)): u.use(r, a)
        case let (.attempt(r), .geometry(a)): u.use(r, a)
        case let (.attempt(r), .attempt(a)): u.use(r, a)
        }
    }

    /// One attempt of `typed`: the work on the payloads read where they lie, else nil.
    @inline(__always) static func attempt<W: KernelWork, RO: PayloadInPlace, AO: PayloadInPlace>(
        _: W.Type, _ r: RO, _ a: AO, _ f: CallFrame, _ engine: EngineRef) -> W.Result? {
        guard let x = r.payload(W.Receiver.self, f, engine), let y = a.payload(W.Argument.self, f, engine) else { return nil }
        return W.work(x, y)
    }

    /// Path `kernelDirect`: `W`'s work on the payloads of the receiver and the argument read
    /// where they lie, when both are of its kinds there; else `otherwise`. Two whole locals
    /// (the common case: `a.intersects(b)` in a loop) are read from their slots with no
    /// dispatch on where they lie. (Its result a Value, and `directTest`'s a Bool, not one
    /// generic result: a generic one is returned indirectly, through a thunk at every call.)
    @inline(__always) static func direct<W: KernelWork>(
        _ r: ValueRead, _ a: ValueRead, _ engine: EngineRef, _: W.Type, otherwise: @escaping Eval) -> Eval where W.Result == Value {
        if case let (rs, s)? = wholeLocals(r, a) {
            return { f in if case let (x, y)? = payloads(W.Receiver.self, W.Argument.self, f.slots, rs, s) { return W.work(x, y) }; return try otherwise(f) }
        }
        if FastPath.kernelReads(receiver: r.operand, argument: a.operand) == .kernelGlobals {
            let (rs, s) = (r.slot, a.slot)
            return { f in
                if case let (x, y)? = payloads(W.Receiver.self, W.Argument.self, engine.globals, rs, s) { return W.work(x, y) }
                return try otherwise(f)
            }
        }
        return { f in
            if case let (x, y)? = payloads(W.Receiver.self, W.Argument.self, r, a, f, engine) { return W.work(x, y) }
            return try otherwise(f)
        }
    }

    /// `direct` for a condition: the work's Bool.
    @inline(__always) static func directTest<W: KernelWork>(
        _ r: ValueRead, _ a: ValueRead, _ engine: EngineRef, _: W.Type, otherwise: @escaping Test) -> Test where W.Result == Bool {
        if case let (rs, s)? = wholeLocals(r, a) {
            return { f in if case let (x, y)? = payloads(W.Receiver.self, W.Argument.self, f.slots, rs, s) { return W.work(x, y) }; return try otherwise(f) }
        }
        if FastPath.kernelReads(receiver: r.operand, argument: a.operand) == .kernelGlobals {
            let (rs, s) = (r.slot, a.slot)
            return { f in
                if case let (x, y)? = payloads(W.Receiver.self, W.Argument.self, engine.globals, rs, s) { return W.work(x, y) }
                return try otherwise(f)
            }
        }
        return { f in
            if case let (x, y)? = payloads(W.Receiver.self, W.Argument.self, r, a, f, engine) { return W.work(x, y) }
            return try otherwise(f)
        }
    }

    /// Path `kernelTypedReceiver`: `W`'s work on the receiver computed unboxed by `code` and
    /// the argument's payload read where it lies. No receiver (`code` ran nothing): `otherwise`,
    /// the site's test. An argument of another kind: the receiver computed is boxed and the
    /// site's call made on it (not computed again), which reports as before.
    @inline(__always) static func typedReceiverTest<W: KernelWork, S: PayloadInPlace>(
        _: W.Type, _ code: @escaping (CallFrame) throws -> W.Receiver?, _ a: S, _ site: MethodSite, _ engine: EngineRef,
        _ otherwise: @escaping Test) -> Test where W.Result == Bool {
        { f in
            guard let x = try code(f) else { return try otherwise(f) }
            if let y = a.payload(W.Argument.self, f, engine) { return W.work(x, y) }
            var recv = W.Receiver.value(x)
            return try site.callWithoutKernel(f, &recv).isTruthy
        }
    }

    /// The slots of a receiver and an argument that are both whole locals, else nil.
    static func wholeLocals(_ r: ValueRead, _ a: ValueRead) -> (Int, Int)? {
        r.isWholeLocal && a.isWholeLocal ? (r.slot, a.slot) : nil
    }

    /// The payloads in slots `rs` and `s` of `slots` (the frame's, or the globals'), when they
    /// are of kinds `R` and `A` (a nil global is neither).
    @inline(__always) static func payloads<R: GeometryPayload, A: GeometryPayload>(
        _: R.Type, _: A.Type, _ slots: UnsafeMutablePointer<Value>, _ rs: Int, _ s: Int) -> (R, A)? {
        guard let x = R.read(slots[rs]), let y = A.read(slots[s]) else { return nil }
        return (x, y)
    }

    /// The payloads read where `r` and `a` lie, when they are of kinds `R` and `A`.
    @inline(__always) static func payloads<R: GeometryPayload, A: GeometryPayload>(
        _: R.Type, _: A.Type, _ r: ValueRead, _ a: ValueRead, _ f: CallFrame, _ engine: EngineRef) -> (R, A)? {
        guard let x = r.payload(R.self, f, engine), let y = a.payload(A.self, f, engine) else { return nil }
        return (x, y)
    }
}

/// The work of a `MethodKernel` on a receiver's and an argument's payloads, named by a type
/// (`GeometryLibrary`'s `RectIntersects`, …): it cannot fail and warns of nothing. Known by
/// its type, it is called directly by the kernel's code, inlined there (a closure would be
/// two calls through thunks on every test: rectpairs' `a.intersects(b)`).
protocol KernelWork {
    associatedtype Receiver: GeometryPayload
    associatedtype Argument: GeometryPayload
    associatedtype Result
    static func work(_ r: Receiver, _ a: Argument) -> Result
}

/// A test's work as a Bool value (a call that is not a condition).
enum BoolValue<W: KernelWork>: KernelWork where W.Result == Bool {
    @inline(__always) static func work(_ r: W.Receiver, _ a: W.Argument) -> Value { .bool(W.work(r, a)) }
}

/// A value's work as a condition: its truth.
enum Truth<W: KernelWork>: KernelWork where W.Result == Value {
    @inline(__always) static func work(_ r: W.Receiver, _ a: W.Argument) -> Bool { W.work(r, a).isTruthy }
}

/// A rect's or a transform's work as a value, in a new box `B`.
enum Boxed<B: ReplaceableBox, W: KernelWork>: KernelWork where W.Receiver == B.Payload, W.Result == B.Payload {
    @inline(__always) static func work(_ r: W.Receiver, _ a: W.Argument) -> Value { B.value(B(W.work(r, a))) }
}

/// A rect's or a transform's work as a condition: true (neither is falsy), the work not done.
enum Always<W: KernelWork>: KernelWork {
    @inline(__always) static func work(_: W.Receiver, _: W.Argument) -> Bool { true }
}

/// A value read where it lies, running no code (path `readInPlace`): a variable (a local
/// slot, a global, a captured variable's cell), or an element of a list held in one, at an
/// index in a local slot (plus a constant offset: `xs[i - 1]`) or a constant. Reading it is free of side effects, so a site may read
/// it in place, or read it again through its code when the place does not hold what it expects.
struct ValueRead {
    /// Where the variable (the value, or the list) lives.
    enum Storage: UInt8 { case local, global, cell, capture }
    let storage: Storage
    /// Its frame slot, global slot, cell or capture index.
    let slot: Int
    /// For an element: the frame slot of its index (`index` added to it: 0, or the offset of
    /// `xs[i - 1]`), or `ValueRead.constantIndex` (the index is `index`); `ValueRead.whole` for
    /// the value itself.
    let indexSlot: Int
    let index: Double

    static let whole = -1
    static let constantIndex = -2

    /// Whether it reads a local slot's value itself (not an element).
    var isWholeLocal: Bool { storage == .local && indexSlot == Self.whole }

    /// What it reads, for the lowered form's record (`IRDump`).
    var operand: Operand {
        guard indexSlot == Self.whole else { return .computed }
        switch storage {
        case .local: return .local(slot)
        case .global: return .global(slot)
        case .cell: return .cell(slot)
        case .capture: return .capture(slot)
        }
    }

    /// The payload `P` of the value, read in place; nil when it is not one (another kind, an
    /// index out of range or not an integer, not a list: the site's code reports those).
    @inline(__always) func payload<P: GeometryPayload>(_: P.Type, _ f: CallFrame, _ engine: EngineRef) -> P? {
        read(f, engine) { P.read($0) }
    }

    /// `body` of the value, borrowed where it lies (no copy, no retain); nil when it is not
    /// there (an element whose index is out of range or not an integer, or not a list) or
    /// when `body` gives nil.
    @inline(__always) func read<R>(_ f: CallFrame, _ engine: EngineRef, _ body: (borrowing Value) -> R?) -> R? {
        let v: UnsafeMutablePointer<Value>
        switch storage {
        case .local: v = f.slots + slot
        case .global: v = engine.globals + slot
        case .cell, .capture: return readCaptured(f, body)
        }
        return read(in: v.pointee, f, body)
    }

    /// `read` of a captured variable (out of line: the locals' and globals' reads stay small
    /// enough to be inlined).
    @inline(never) func readCaptured<R>(_ f: CallFrame, _ body: (borrowing Value) -> R?) -> R? {
        read(in: (storage == .cell ? f.cells : f.captures)[slot].value, f, body)
    }

    /// `body` of `v`, or of its element.
    @inline(__always) func read<R>(in v: borrowing Value, _ f: CallFrame, _ body: (borrowing Value) -> R?) -> R? {
        if indexSlot == Self.whole { return body(v) }
        let x: Double
        if indexSlot >= 0 {
            guard case .number(let k) = f.slots[indexSlot] else { return nil }
            x = k + index
        } else {
            x = index
        }
        return v.withElement(x, body)
    }
}

/// A local slot's whole value, read in place with no test of where it lies (a `ValueRead`
/// that `isWholeLocal`: `MethodKernel.operands`).
struct LocalSlotRead: PayloadInPlace {
    let slot: Int

    @inline(__always) func payload<P: GeometryPayload>(_: P.Type, _ f: CallFrame, _: EngineRef) -> P? {
        P.read(f.slots[slot])
    }
}

/// What a kernel's code makes of its receiver and argument read in place, whatever places
/// they are in (`MethodKernel.operands`: made once for each kind of place, specialised).
protocol OperandsUse {
    associatedtype Out
    func use<R: PayloadInPlace, A: PayloadInPlace>(_ r: R, _ a: A) -> Out
}

/// `MethodKernel.typed`: `W`'s work as the unboxed attempt at a payload of box `B`.
struct Attempt<B: ReplaceableBox, W: KernelWork>: OperandsUse where W.Result == B.Payload {
    let engine: EngineRef
    @inline(__always) func use<R: PayloadInPlace, A: PayloadInPlace>(_ r: R, _ a: A) -> TypedAttempt {
        B.attempt(W.self, r, a, engine)
    }
}

/// `MethodKernel.typedNumber`: `W`'s work read for one Number member of its rect.
struct AttemptNumber<B: ReplaceableBox, W: KernelWork>: OperandsUse where W.Result == B.Payload {
    let engine: EngineRef
    let member: GeometryLibrary.RectNumber
    @inline(__always) func use<R: PayloadInPlace, A: PayloadInPlace>(_ r: R, _ a: A) -> NumberCode? {
        B.attemptNumber(W.self, r, a, engine, member)
    }
}

/// A view geometry property (`frame`, `bounds`, `center`, `anchorPoint`) of a value read in
/// place (path `viewGeometryInPlace`: `card.bounds`, `cards[k].frame` as a kernel's receiver or
/// argument): on a view, the payload its getter gives, taken from the view with no Value made.
/// Reading it runs no code, so a site reads the operand through its code when it gives nil.
struct ViewGeometryRead {
    let base: ValueRead
    let geometry: ViewGeometry

    /// The view is taken out of its variable unretained first, and lent to the property's
    /// getter: a getter called inside the variable's read (an opaque call there) made the read
    /// copy the variable's value, a retain and a release of the view (~70 instructions).
    @inline(__always) func payload<P: GeometryPayload>(_: P.Type, _ f: CallFrame, _ engine: EngineRef) -> P? {
        guard let view = base.read(f, engine, { $0.unretainedView }) else { return nil }
        return view._withUnsafeGuaranteedRef { P.read(geometry, of: $0) }
    }
}

/// Which operands a kernel's code reads besides plain values in place (`MethodSite.callKernel`):
/// a static answer, so the plain code has no test of the other kind.
protocol KernelOperands { static var readsGeometry: Bool { get } }
/// Plain values only (`ValueRead`).
enum PlainOperands: KernelOperands { static var readsGeometry: Bool { false } }
/// Also a view's geometry property (`ViewGeometryRead`).
enum GeometryOperands: KernelOperands { static var readsGeometry: Bool { true } }

/// An operand read where it lies, or computed by code that runs no script code
/// (`ValueRead`, `ViewGeometryRead`, `ComputedPayload`): its payload of kind `P`, or nil when
/// it is not one there (the site's code then computes it again and reports what is wrong).
protocol PayloadInPlace {
    func payload<P: GeometryPayload>(_: P.Type, _ f: CallFrame, _ engine: EngineRef) -> P?
}

extension ValueRead: PayloadInPlace {}
extension ViewGeometryRead: PayloadInPlace {}

/// An operand computed by code that runs no script code and changes nothing (`(x, y)`,
/// `p + d`: `Compiler.runsNoScript`), so a site may compute it again when it gives no
/// payload (its error, if any, is then reported by the site's own code).
struct ComputedPayload: PayloadInPlace {
    let eval: Eval

    @inline(__always) func payload<P: GeometryPayload>(_: P.Type, _ f: CallFrame, _ engine: EngineRef) -> P? {
        guard let v = try? eval(f) else { return nil }
        return P.read(v)
    }
}

/// An argument computed unboxed by code that runs no script (`Lowered.typedIfKind`:
/// `box.union(r.insetBy(dx: 1, dy: 1))`): its payload when the attempt gives one of the kind
/// asked for; else nil — an error too, which the site's own code then reports, computing the
/// argument again from the start.
struct AttemptedPayload: PayloadInPlace {
    let attempt: TypedAttempt

    @inline(__always) func payload<P: GeometryPayload>(_: P.Type, _ f: CallFrame, _ engine: EngineRef) -> P? {
        guard let code = P.code(of: attempt) else { return nil }
        return (try? code(f)) ?? nil
    }
}

/// A kernel's receiver or argument read in place (`MethodKernel.typed`), or an argument
/// computed unboxed (`attempt`).
enum KernelOperand {
    case value(ValueRead)
    case geometry(ViewGeometryRead)
    case attempt(AttemptedPayload)
}

/// The argument of a call on path `viewKernelDirect`, as its site reads it.
enum ViewKernelArgument {
    case value(ValueRead)
    case geometry(ViewGeometryRead)
    case computed(ComputedPayload)
}

/// The work of a view method taking a geometry value and another view or nil
/// (`Builtin.viewMethod`: `v.convert(p, from: w)`, `v.convert(r, to: nil)`), on the receiver
/// view, the argument's payload and the other view — or taking the geometry value alone
/// (`v.hitTest(p)`, `v.point(inside: p)`). A site whose receiver and other view are
/// read in place and whose argument is read in place or computed by code running no script
/// (path `viewKernelDirect`) calls it on them when they are of its kinds — no arguments
/// checked, no Values passed through the general call; any other kind, or a work that fails
/// (views in different trees, a singular transform), takes the site's call, which reads them
/// again and reports as before.
final class ViewKernel {
    /// The argument's kind.
    let argumentKind: ValueKind
    /// Whether the method takes another view after the argument (`convert(_:to:)`), else it
    /// takes the argument alone (`hitTest(_:)`), and its site's code is made with no other view.
    let takesOtherView: Bool
    /// The code of such a site (`other` nil: the constant nil, the root).
    let direct: (_ receiver: ValueRead, _ argument: ViewKernelArgument, _ other: ValueRead?, _ engine: EngineRef,
                 _ otherwise: @escaping Eval) -> Eval
    /// For a method whose result is a rect or a transform (`v.convert(r, to: w)` of a rect):
    /// the same site's result computed unboxed (`Lowered.typedIfKind`) — nil, having run
    /// nothing, when the operands are not of its kinds or the work fails (the site's call then
    /// reports it). Nil for the other methods (and for those taking no other view).
    let typed: ((_ receiver: ValueRead, _ argument: ViewKernelArgument, _ other: ValueRead?, _ engine: EngineRef) -> TypedAttempt?)?

    init<A: GeometryPayload, R: GeometryPayload>(_ work: @escaping (View, A, View?) throws(GeometryError) -> R) {
        argumentKind = A.kind
        takesOtherView = true
        direct = { r, a, w, engine, otherwise in
            switch a {
            case .value(let a): ViewKernel.direct(r, a, w, engine, work, otherwise)
            case .geometry(let a): ViewKernel.direct(r, a, w, engine, work, otherwise)
            case .computed(let a): ViewKernel.direct(r, a, w, engine, work, otherwise)
            }
        }
        typed = { r, a, w, engine in
            switch a {
            case .value(let a): R.attempt { f in ViewKernel.result(r, a, w, f, engine, work) }
            case .geometry(let a): R.attempt { f in ViewKernel.result(r, a, w, f, engine, work) }
            case .computed(let a): R.attempt { f in ViewKernel.result(r, a, w, f, engine, work) }
            }
        }
    }

    /// The kernel of a method taking the argument alone, its work on the receiver view and the
    /// argument's payload: its site's code is made with `other` nil.
    init<A: GeometryPayload>(_ work: @escaping (View, A) -> Value) {
        argumentKind = A.kind
        takesOtherView = false
        direct = { r, a, _, engine, otherwise in
            switch a {
            case .value(let a): ViewKernel.direct(r, a, engine, work, otherwise)
            case .geometry(let a): ViewKernel.direct(r, a, engine, work, otherwise)
            case .computed(let a): ViewKernel.direct(r, a, engine, work, otherwise)
            }
        }
        typed = nil
    }

    /// The code of a site of a method taking the argument alone: the receiver view read
    /// unretained and lent to `work`, as `direct` with another view does.
    @inline(__always) static func direct<A: GeometryPayload, S: PayloadInPlace>(
        _ r: ValueRead, _ a: S, _ engine: EngineRef, _ work: @escaping (View, A) -> Value, _ otherwise: @escaping Eval) -> Eval {
        { f in
            if let view = r.read(f, engine, { $0.unretainedView }), let x = a.payload(A.self, f, engine) {
                return view._withUnsafeGuaranteedRef { v in work(v, x) }
            }
            return try otherwise(f)
        }
    }

    /// The site's code: `result`'s payload in a Value, else `otherwise`.
    @inline(__always) static func direct<A: GeometryPayload, R: GeometryPayload, S: PayloadInPlace>(
        _ r: ValueRead, _ a: S, _ w: ValueRead?, _ engine: EngineRef,
        _ work: @escaping (View, A, View?) throws(GeometryError) -> R, _ otherwise: @escaping Eval) -> Eval {
        guard let w else {
            return { f in
                if let result = result(r, a, nil, f, engine, work) { return R.value(result) }
                return try otherwise(f)
            }
        }
        return { f in
            if let result = result(r, a, w, f, engine, work) { return R.value(result) }
            return try otherwise(f)
        }
    }

    /// `work` on the receiver view, the argument's payload and the other view (none when `w`
    /// is nil: the constant nil), when they are of its kinds where they lie and it succeeds;
    /// else nil, having changed nothing. The views are read unretained, and lent to `work` as
    /// they lie: nothing runs between the reads and the work that could change where they lie.
    @inline(__always) static func result<A: GeometryPayload, R: GeometryPayload, S: PayloadInPlace>(
        _ r: ValueRead, _ a: S, _ w: ValueRead?, _ f: CallFrame, _ engine: EngineRef,
        _ work: (View, A, View?) throws(GeometryError) -> R) -> R? {
        guard let view = r.read(f, engine, { $0.unretainedView }), let x = a.payload(A.self, f, engine) else { return nil }
        guard let w else { return view._withUnsafeGuaranteedRef { v in try? work(v, x, nil) } }
        guard let other = w.read(f, engine, { $0.unretainedOptionalView }) else { return nil }
        return view._withUnsafeGuaranteedRef { v in
            guard let other else { return try? work(v, x, nil) }
            return other._withUnsafeGuaranteedRef { o in try? work(v, x, o) }
        }
    }
}

extension Value {
    /// A view, unretained (for a reader that lends it on while it lies here), else nil.
    @inline(__always) var unretainedView: Unmanaged<View>? {
        if case .view(let v) = self { return Unmanaged.passUnretained(v) }
        return nil
    }

    /// A view, unretained, or nil (`.some(nil)`) for the nil value, as a parameter of type
    /// `.optionalView` takes them; nil for any other value.
    @inline(__always) var unretainedOptionalView: Unmanaged<View>?? {
        switch self {
        case .view(let v): .some(Unmanaged.passUnretained(v))
        case .nil: .some(nil)
        default: nil
        }
    }
}
