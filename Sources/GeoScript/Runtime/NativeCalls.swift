/// Calling built-ins without building arrays.
///
/// A call site of a built-in (a global function such as `rotation(x)`, a method such as
/// `r.insetBy(dx: 2, dy: 1)`, a property read such as `v.frame`) binds its argument labels
/// to an overload once (`Overload.bind`): the result is a `NativeTarget`, which knows for
/// each parameter which argument fills it (or its default) and how the argument is checked.
/// At run time the site evaluates up to four arguments into `NativeArguments` (no array),
/// the target converts them and calls the implementation with them one by one.
///
/// Only the fast part lives here. Whatever a target cannot take — a variadic or an `Impl.fn`
/// implementation, more than four arguments, a value no candidate accepts — goes to the
/// general `Engine.callNative`, so every error message is the one it has always been.

/// Up to four argument values, evaluated by a call site (no array).
struct NativeArguments {
    var a0: Value = .nil
    var a1: Value = .nil
    var a2: Value = .nil
    var a3: Value = .nil

    /// The most arguments a site evaluates this way.
    static let capacity = 4

    @inline(__always) subscript(i: Int) -> Value {
        switch i {
        case 0: return a0
        case 1: return a1
        case 2: return a2
        default: return a3
        }
    }

    /// The first `count` values as an array (for the general path).
    func array(_ count: Int) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(count)
        if count > 0 { values.append(a0) }
        if count > 1 { values.append(a1) }
        if count > 2 { values.append(a2) }
        if count > 3 { values.append(a3) }
        return values
    }
}

/// One overload bound to a call site's labels, ready to be called with `NativeArguments`.
final class NativeTarget {
    /// How an argument is checked: `ParamType.accept` without copying its closure.
    enum Check {
        case any, kind(ValueKind), kinds(ValueKind, ValueKind), size, optionalView, custom
    }

    let overload: Overload
    let isMethod: Bool
    /// Per parameter: the index of the argument that fills it, or -1 when its default does.
    let sources: [Int]
    let checks: [Check]
    /// Per parameter: its default, as its type takes a constant (`ParamType.constant`).
    let defaults: [Value]
    /// Whether the parameters whose value is not known while compiling (a default, or a
    /// constant argument its check accepts, each as its type takes a constant) are each
    /// checked by kind alone (no conversion): calls then fill the parameters straight from the
    /// arguments (`NativePath.placing`).
    let isPlacing: Bool
    /// `place`'s plan for the parameters, read with no array: the argument that fills each and
    /// its check, or -1 and the value known while compiling (`value0…value3`).
    let place0, place1, place2, place3: Int
    let value0, value1, value2, value3: Value
    let placeCheck0, placeCheck1, placeCheck2, placeCheck3: Check
    /// The checks of the first two parameters (`.custom` where there is none), read on every
    /// call without indexing `checks`.
    let check0, check1: Check

    /// The implementation by how many values it takes (a method's receiver first). Each is a
    /// class `let`, so a call neither switches over `Impl` nor copies (retains) the closure;
    /// the ones of other arities are never called.
    let arity: Int
    let g0: (RuntimeContext) throws -> Value
    let g1: (Value, RuntimeContext) throws -> Value
    let g2: (Value, Value, RuntimeContext) throws -> Value
    let g3: (Value, Value, Value, RuntimeContext) throws -> Value
    let g4: (Value, Value, Value, Value, RuntimeContext) throws -> Value

    /// The target for `overload` bound as `binding` (from `Overload.bind`), or nil when it
    /// takes a variadic, more than four parameters, or an array (`Impl.fn`). `constants` holds,
    /// per argument, its value when it is a constant (else nil).
    init?(_ overload: Overload, _ binding: [[Int]], constants: [Value?] = []) {
        guard overload.variadicIndex == nil, overload.params.count <= NativeArguments.capacity,
              binding.count == overload.params.count, binding.allSatisfy({ $0.count <= 1 }) else { return nil }
        let arity = overload.params.count + (overload.isMethod ? 1 : 0)
        var g0: (RuntimeContext) throws -> Value = { _ in .nil }
        var g1: (Value, RuntimeContext) throws -> Value = { _, _ in .nil }
        var g2: (Value, Value, RuntimeContext) throws -> Value = { _, _, _ in .nil }
        var g3: (Value, Value, Value, RuntimeContext) throws -> Value = { _, _, _, _ in .nil }
        var g4: (Value, Value, Value, Value, RuntimeContext) throws -> Value = { _, _, _, _, _ in .nil }
        var mutating = false
        switch overload.impl {
        case .f0(let g): guard arity == 0 else { return nil }; g0 = g
        case .f1(let g): guard arity == 1 else { return nil }; g1 = g
        case .f2(let g): guard arity == 2 else { return nil }; g2 = g
        case .f3(let g): guard arity == 3 else { return nil }; g3 = g
        case .f4(let g): guard arity == 4 else { return nil }; g4 = g
        case .mutating: guard overload.isMethod else { return nil }; mutating = true
        case .fn: return nil
        }
        (self.g0, self.g1, self.g2, self.g3, self.g4) = (g0, g1, g2, g3, g4)
        for (i, p) in overload.params.enumerated() where binding[i].isEmpty && p.defaultValue == nil { return nil }
        self.overload = overload
        isMethod = overload.isMethod
        self.arity = mutating ? -1 : arity
        sources = binding.map { $0.first ?? -1 }
        defaults = overload.params.map { p in
            let v = p.defaultValue ?? .nil
            return p.type.constant?(v) ?? v
        }
        let checks: [Check] = overload.params.map { p in
            switch p.type.check {
            case .any: .any
            case .kind(let k): .kind(k)
            case .kinds(let a, let b): .kinds(a, b)
            case .size: .size
            case .optionalView: .optionalView
            case .custom: .custom
            }
        }
        self.checks = checks
        // Per parameter: the value known while compiling, or nil (a computed argument).
        let fixed: [Value?] = overload.params.indices.map { [sources, defaults] i in
            let k = sources[i]
            if k < 0 { return defaults[i] }
            guard k < constants.count, let v = constants[k], Self.fits(checks[i], v) else { return nil }
            return overload.params[i].type.constant?(v) ?? v
        }
        isPlacing = checks.indices.allSatisfy { i in
            if fixed[i] != nil { return true }
            switch checks[i] {
            case .any, .kind, .kinds, .optionalView: return true
            case .size, .custom: return false
            }
        }
        let plan = { [sources] (i: Int) -> (Int, Value, Check) in
            guard i < sources.count else { return (-1, .nil, .any) }
            if let v = fixed[i] { return (-1, v, .any) }
            return (sources[i], .nil, checks[i])
        }
        (place0, value0, placeCheck0) = plan(0)
        (place1, value1, placeCheck1) = plan(1)
        (place2, value2, placeCheck2) = plan(2)
        (place3, value3, placeCheck3) = plan(3)
        check0 = checks.count > 0 ? checks[0] : .custom
        check1 = checks.count > 1 ? checks[1] : .custom
        // Plain: the arguments fill the first parameters in order and need no conversion; the
        // rest take their defaults (which fit their own types).
        let given = sources.prefix { $0 >= 0 }.count
        provided = given
        // (A plain call takes its constant arguments as they are: passed borrowed, a curve's
        // name is looked up by the implementation for less than a placed call's copies cost.)
        isPlain = sources.enumerated().allSatisfy { $0.offset < given ? $0.element == $0.offset : $0.element == -1 }
            && checks.prefix(given).allSatisfy { if case .size = $0 { return false }; if case .custom = $0 { return false }; return true }
            && overload.params.dropFirst(given).allSatisfy { p in p.type.accept(p.defaultValue ?? .nil) != nil }
    }

    /// Prepared targets for every candidate, or nil when one of them cannot be prepared
    /// (then the site takes the general path for all of them, which tries them in order).
    static func prepare(_ candidates: [(Overload, [[Int]])], constants: [Value?] = []) -> [NativeTarget]? {
        var targets: [NativeTarget] = []
        for (o, b) in candidates {
            guard let t = NativeTarget(o, b, constants: constants) else { return nil }
            targets.append(t)
        }
        return targets.isEmpty ? nil : targets
    }

    var isMutating: Bool { arity < 0 }

    /// Whether argument `i` fills parameter `i` for every parameter, and no check converts:
    /// the arguments are then passed as they are, borrowed (no copy).
    let isPlain: Bool
    /// How many parameters the call's arguments fill (the rest take their defaults).
    let provided: Int
    /// Whether every parameter is given and none converts: called with the arguments as they
    /// are, nothing filled in.
    var takesArgumentsAsTheyAre: Bool { isPlain && provided == sources.count }

    /// Whether `v` passes `check` unchanged (only for kind-like checks).
    @inline(__always) static func fits(_ check: Check, _ v: borrowing Value) -> Bool {
        switch check {
        case .any: return true
        case .kind(let kind): return v.kind == kind
        case .kinds(let a, let b):
            let k = v.kind
            return k == a || k == b
        case .optionalView:
            switch v {
            case .view, .nil: return true
            default: return false
            }
        case .size, .custom: return false
        }
    }

    @inline(__always) func fits(_ i: Int, _ v: borrowing Value) -> Bool {
        Self.fits(i == 0 ? check0 : i == 1 ? check1 : checks[i], v)
    }

    /// For a plain target: whether every argument passes its check.
    @inline(__always) func fitsAll(_ a0: borrowing Value, _ a1: borrowing Value, _ a2: borrowing Value,
                                   _ a3: borrowing Value) -> Bool {
        let n = provided
        if n > 0, !Self.fits(check0, a0) { return false }
        if n > 1, !Self.fits(check1, a1) { return false }
        if n > 2, !Self.fits(checks[2], a2) { return false }
        if n > 3, !Self.fits(checks[3], a3) { return false }
        return true
    }

    /// Parameter `i`'s value converted to its type, or nil when it does not fit.
    func parameter(_ i: Int, _ args: borrowing NativeArguments) -> Value? {
        let k = sources[i]
        let v = k >= 0 ? args[k] : defaults[i]
        switch checks[i] {
        case .size:
            switch v {
            case .size: return v
            case .point(let p): return .size(Size(width: p.x, height: p.y))
            default: return nil
            }
        case .custom: return overload.params[i].type.accept(v)
        default: return fits(i, v) ? v : nil
        }
    }

    /// The parameters in declaration order, converted (defaults filled in); nil when an
    /// argument does not fit.
    func convert(_ args: borrowing NativeArguments) -> NativeArguments? {
        var p = NativeArguments()
        let n = sources.count
        if n > 0 { guard let v = parameter(0, args) else { return nil }; p.a0 = v }
        if n > 1 { guard let v = parameter(1, args) else { return nil }; p.a1 = v }
        if n > 2 { guard let v = parameter(2, args) else { return nil }; p.a2 = v }
        if n > 3 { guard let v = parameter(3, args) else { return nil }; p.a3 = v }
        return p
    }

    /// For a placing target: its parameters, each the value known while compiling or the
    /// argument that fills it (checked by kind); nil when an argument does not fit.
    @inline(__always) func place(_ a0: borrowing Value, _ a1: borrowing Value, _ a2: borrowing Value,
                                 _ a3: borrowing Value) -> NativeArguments? {
        guard Self.placedFits(place0, placeCheck0, a0, a1, a2, a3), Self.placedFits(place1, placeCheck1, a0, a1, a2, a3),
              Self.placedFits(place2, placeCheck2, a0, a1, a2, a3), Self.placedFits(place3, placeCheck3, a0, a1, a2, a3)
        else { return nil }
        return NativeArguments(a0: Self.placed(place0, value0, a0, a1, a2, a3), a1: Self.placed(place1, value1, a0, a1, a2, a3),
                               a2: Self.placed(place2, value2, a0, a1, a2, a3), a3: Self.placed(place3, value3, a0, a1, a2, a3))
    }

    /// Whether the argument at `k` (none: -1) passes `check`.
    @inline(__always) static func placedFits(_ k: Int, _ check: Check, _ a0: borrowing Value, _ a1: borrowing Value,
                                             _ a2: borrowing Value, _ a3: borrowing Value) -> Bool {
        switch k {
        case -1: return true
        case 0: return fits(check, a0)
        case 1: return fits(check, a1)
        case 2: return fits(check, a2)
        default: return fits(check, a3)
        }
    }

    /// The argument at `k`, or `value` where none fills the parameter (-1).
    @inline(__always) static func placed(_ k: Int, _ value: borrowing Value, _ a0: borrowing Value, _ a1: borrowing Value,
                                         _ a2: borrowing Value, _ a3: borrowing Value) -> Value {
        switch k {
        case -1: return copy value
        case 0: return copy a0
        case 1: return copy a1
        case 2: return copy a2
        default: return copy a3
        }
    }

    /// Runs a plain target's implementation: the given arguments, then the defaults.
    @inline(never) func applyWithDefaults(_ receiver: borrowing Value, _ a: NativeArguments, _ ctx: RuntimeContext) throws -> Value {
        var p = a
        if provided < 1, defaults.count > 0 { p.a0 = defaults[0] }
        if provided < 2, defaults.count > 1 { p.a1 = defaults[1] }
        if provided < 3, defaults.count > 2 { p.a2 = defaults[2] }
        if provided < 4, defaults.count > 3 { p.a3 = defaults[3] }
        return try apply(receiver, p.a0, p.a1, p.a2, p.a3, ctx)
    }

    /// Runs the implementation with parameters in declaration order (`receiver` first for a
    /// method).
    @inline(__always) func apply(_ receiver: borrowing Value, _ a0: borrowing Value, _ a1: borrowing Value,
                                 _ a2: borrowing Value, _ a3: borrowing Value, _ ctx: RuntimeContext) throws -> Value {
        if isMethod {
            switch arity {
            case 1: return try g1(receiver, ctx)
            case 2: return try g2(receiver, a0, ctx)
            case 3: return try g3(receiver, a0, a1, ctx)
            case 4: return try g4(receiver, a0, a1, a2, ctx)
            default: return try notDirect()
            }
        }
        switch arity {
        case 0: return try g0(ctx)
        case 1: return try g1(a0, ctx)
        case 2: return try g2(a0, a1, ctx)
        case 3: return try g3(a0, a1, a2, ctx)
        case 4: return try g4(a0, a1, a2, a3, ctx)
        default: return try notDirect()
        }
    }

    /// `apply` for a target taking one argument as it is (a method's receiver first).
    @inline(__always) func apply1(_ receiver: borrowing Value, _ a0: borrowing Value, _ ctx: RuntimeContext) throws -> Value {
        if isMethod {
            if arity == 2 { return try g2(receiver, a0, ctx) }
        } else if arity == 1 {
            return try g1(a0, ctx)
        }
        return try notDirect()
    }

    @inline(never) func notDirect() throws -> Value {
        throw RuntimeError("internal error: \(overload.signature) was prepared for a direct call")
    }
}

/// How a built-in call site calls: chosen from its targets (for a method site, those of the
/// receiver kind last met), in one place (`NativeSite.choosePath`, `MethodSite.resolve`); a
/// call takes one switch over it.
enum NativePath: UInt8 {
    /// One target taking the arguments as they are (trailing defaults filled in): called
    /// directly with them, borrowed.
    case plain
    /// Several targets, the first of which take the arguments as they are (`r.contains(p)` /
    /// `r.contains(r2)`; `lerp`'s Number and Point overloads before its Size one, which
    /// converts): the first of those whose checks the arguments' kinds pass; when none does,
    /// the converting path, which tries every target in order.
    case byKind
    /// Arguments converted, or defaults filled in (`callConverting`).
    case converting
    /// One target whose parameters are filled straight from the arguments, placed by the
    /// labels bound when compiling, and from the values known then (defaults, constant
    /// arguments: `NativeTarget.value0…value3`); each computed argument checked by kind
    /// (`callPlacing`).
    case placing
    /// No prepared target (more than four arguments, an array implementation, a method not
    /// resolved yet): `Engine.callNative`, which also reports every mismatch.
    case general
    /// A method site: a mutating method (`xs.append(x)`), which writes back through the
    /// receiver's place.
    case mutating
    /// A method site: `xs.append(x)` on a List (`Overload.appendsElement`), a mutating method
    /// whose element is added inline where the receiver's place holds the array
    /// (`MethodSite.appendInPlace`); a list at its capacity goes the `mutating` way.
    case appending
    /// A method site: a transform method (`Builtin.transformMethod`) writing its result into
    /// a temporary's box.
    case replacingTransform
    /// A method site: a rect method (`Builtin.rectMethod`), likewise.
    case replacingRect
}

/// A built-in call site's code: its arguments' code, the targets its labels allow and what
/// the general path needs. Methods resolve their targets per receiver kind (`MethodSite`).
class NativeSite {
    let engine: EngineRef
    let context: RuntimeContext
    let argc: Int
    let args: [EvalBox]
    let e0, e1, e2, e3: Eval
    /// For each argument, the caller's frame slot it is read from in place (path
    /// `argumentLocal`: a local no closure captures, which nothing can reassign while the
    /// call's arguments are evaluated), `NativeSite.constant` for a constant (path
    /// `argumentConstant`, the value in `k0…k3`), or -1 when its code computes it.
    let s0, s1, s2, s3: Int
    let k0, k1, k2, k3: Value
    /// Whether any argument is read in place (a slot or a constant).
    let readsSlots: Bool
    /// `s0…s3` of a constant argument.
    static let constant = -2
    let argSpans: [Span]
    let span: Span
    /// The overloads the labels allow (for a method: for the receiver kind last seen).
    @exclusivity(unchecked) var candidates: [(Overload, [[Int]])] = []
    /// Their prepared targets (empty: the general path).
    @exclusivity(unchecked) var targets: [NativeTarget] = [] {
        didSet { choose(Self.path(targets)) }
    }
    /// How calls go (`NativePath`).
    @exclusivity(unchecked) var path: NativePath = .general
    /// The first and second target, unretained (`targets` holds them): the one a `plain`
    /// call makes, the first two a `byKind` call tries.
    @exclusivity(unchecked) private(set) var first: Unmanaged<NativeTarget>?
    @exclusivity(unchecked) private(set) var second: Unmanaged<NativeTarget>?
    /// How many of the targets, from the first, take the arguments as they are: the ones a
    /// `byKind` call tries by their checks before the converting path.
    @exclusivity(unchecked) private(set) var asTheyAre = 0

    init(engine: EngineRef, args: [EvalBox], argSlots: [Int] = [], constants: [Value] = [], argSpans: [Span], span: Span) {
        self.engine = engine
        context = engine.context
        argc = args.count
        self.args = args
        let none: Eval = { _ in .nil }
        e0 = argc > 0 ? args[0].eval : none
        e1 = argc > 1 ? args[1].eval : none
        e2 = argc > 2 ? args[2].eval : none
        e3 = argc > 3 ? args[3].eval : none
        let count = min(argSlots.count, args.count)
        s0 = count > 0 ? argSlots[0] : -1
        s1 = count > 1 ? argSlots[1] : -1
        s2 = count > 2 ? argSlots[2] : -1
        s3 = count > 3 ? argSlots[3] : -1
        readsSlots = argSlots.prefix(count).contains { $0 != -1 }
        func constant(_ i: Int) -> Value { i < count && i < constants.count && argSlots[i] == Self.constant ? constants[i] : .nil }
        k0 = constant(0)
        k1 = constant(1)
        k2 = constant(2)
        k3 = constant(3)
        self.argSpans = argSpans
        self.span = span
    }

    /// The path for `targets` (the one place it is chosen for a built-in's targets).
    static func path(_ targets: [NativeTarget]) -> NativePath {
        if targets.isEmpty { return .general }
        if targets.count == 1 { return targets[0].isPlain ? .plain : targets[0].isPlacing ? .placing : .converting }
        return targets[0].takesArgumentsAsTheyAre ? .byKind : .converting
    }

    /// Sets `path` and the unretained targets it calls.
    func choose(_ path: NativePath) {
        first = targets.first.map { Unmanaged.passUnretained($0) }
        second = targets.count > 1 ? Unmanaged.passUnretained(targets[1]) : nil
        asTheyAre = targets.prefix(while: \.takesArgumentsAsTheyAre).count
        self.path = path
    }

    /// Whether the arguments fit in `NativeArguments`.
    var isDirect: Bool { argc <= NativeArguments.capacity }

    /// Argument `i`: read from its slot in place, the constant, or computed.
    @inline(__always) func argument(_ i: Int, _ f: CallFrame) throws -> Value {
        switch i {
        case 0: return s0 >= 0 ? f.slots[s0] : s0 == Self.constant ? k0 : try e0(f)
        case 1: return s1 >= 0 ? f.slots[s1] : s1 == Self.constant ? k1 : try e1(f)
        case 2: return s2 >= 0 ? f.slots[s2] : s2 == Self.constant ? k2 : try e2(f)
        default: return s3 >= 0 ? f.slots[s3] : s3 == Self.constant ? k3 : try e3(f)
        }
    }

    /// The arguments, evaluated left to right (for the converting and mutating paths).
    func evaluate(_ f: CallFrame) throws -> NativeArguments {
        var a = NativeArguments()
        if argc > 0 { a.a0 = try argument(0, f) }
        if argc > 1 { a.a1 = try argument(1, f) }
        if argc > 2 { a.a2 = try argument(2, f) }
        if argc > 3 { a.a3 = try argument(3, f) }
        return a
    }

    /// Runs a built-in's implementation at this site: the warnings it left are reported and
    /// the error it throws is located at the call (`Engine.runNative`, the one place).
    /// An error about one parameter (`RuntimeError.parameter`) is located at its argument.
    @inline(__always) func run<R>(_ body: () throws -> R) throws -> R {
        try engine.runNative(at: span) {
            do { return try body() }
            catch let e as RuntimeError where e.parameter != nil { throw e.located(candidates, argSpans: argSpans) }
        }
    }

    /// Evaluates the arguments (left to right, into locals: no array, no struct; one read in
    /// place from a local slot is passed borrowed) and calls by `path`.
    @inline(__always) func call(_ f: CallFrame, receiver: borrowing Value) throws -> Value {
        switch argc {
        case 0:
            return try call(receiver, .nil, .nil, .nil, .nil)
        case 1:
            if s0 >= 0 { return try call1(receiver, f.slots[s0]) }
            if s0 == Self.constant { return try call1(receiver, k0) }
            let a0 = try e0(f)
            return try call1(receiver, a0)
        case 2:
            let a0 = try argument(0, f)
            if s1 >= 0 { return try call(receiver, a0, f.slots[s1], .nil, .nil) }
            if s1 == Self.constant { return try call(receiver, a0, k1, .nil, .nil) }
            let a1 = try e1(f)
            return try call(receiver, a0, a1, .nil, .nil)
        case 3:
            if !readsSlots { return try call(receiver, try e0(f), try e1(f), try e2(f), .nil) }
            let a0 = try argument(0, f), a1 = try argument(1, f), a2 = try argument(2, f)
            return try call(receiver, a0, a1, a2, .nil)
        default:
            if !readsSlots { return try call(receiver, try e0(f), try e1(f), try e2(f), try e3(f)) }
            let a0 = try argument(0, f), a1 = try argument(1, f), a2 = try argument(2, f)
            let a3 = try argument(3, f)
            return try call(receiver, a0, a1, a2, a3)
        }
    }

    @inline(__always) func call(_ receiver: borrowing Value, _ a0: borrowing Value, _ a1: borrowing Value,
                                _ a2: borrowing Value, _ a3: borrowing Value) throws -> Value {
        if path == .plain, let first {
            // The one plain target, borrowed (`targets` holds it).
            return try first._withUnsafeGuaranteedRef { t in
                guard t.fitsAll(a0, a1, a2, a3) else {
                    return try mismatch(receiver: receiver, NativeArguments(a0: copy a0, a1: copy a1, a2: copy a2, a3: copy a3))
                }
                if t.provided == t.sources.count { return try run { try t.apply(receiver, a0, a1, a2, a3, context) } }
                return try run {
                    try t.applyWithDefaults(receiver, NativeArguments(a0: copy a0, a1: copy a1, a2: copy a2, a3: copy a3), context)
                }
            }
        }
        if path == .byKind { return try callFirstFitting(receiver, a0, a1, a2, a3) }
        if path == .placing { return try callPlacing(receiver, a0, a1, a2, a3) }
        return try callConverting(receiver: receiver, NativeArguments(a0: copy a0, a1: copy a1, a2: copy a2, a3: copy a3))
    }

    /// The one placing target (`NativePath.placing`), borrowed (`targets` holds it); when an
    /// argument does not fit, the general path reports it.
    @inline(never) func callPlacing(_ receiver: borrowing Value, _ a0: borrowing Value, _ a1: borrowing Value,
                                    _ a2: borrowing Value, _ a3: borrowing Value) throws -> Value {
        guard let first, let p = first._withUnsafeGuaranteedRef({ $0.place(a0, a1, a2, a3) }) else {
            return try mismatch(receiver: receiver, NativeArguments(a0: copy a0, a1: copy a1, a2: copy a2, a3: copy a3))
        }
        return try first._withUnsafeGuaranteedRef { t in try run { try t.apply(receiver, p.a0, p.a1, p.a2, p.a3, context) } }
    }

    /// A call with one argument, the commonest (`r.contains(p)`, `p.applying(t)`,
    /// `rotation(a)`): two values passed, which stay in registers (five, as `call` passes,
    /// were spilled to the stack and pushed again for every check and call).
    @inline(__always) func call1(_ receiver: borrowing Value, _ a0: borrowing Value) throws -> Value {
        if path == .plain, let first {
            return try first._withUnsafeGuaranteedRef { t in
                guard t.provided == 1, t.sources.count == 1, NativeTarget.fits(t.check0, a0) else {
                    return try call(receiver, a0, .nil, .nil, .nil)
                }
                return try run { try t.apply1(receiver, a0, context) }
            }
        }
        if path == .byKind { return try callFirstFitting1(receiver, a0) }
        return try call(receiver, a0, .nil, .nil, .nil)
    }

    /// `callFirstFitting` for one argument (`call1`): each target's one check.
    @inline(never) func callFirstFitting1(_ receiver: borrowing Value, _ a0: borrowing Value) throws -> Value {
        if let first, first._withUnsafeGuaranteedRef({ NativeTarget.fits($0.check0, a0) }) {
            return try first._withUnsafeGuaranteedRef { t in try run { try t.apply1(receiver, a0, context) } }
        }
        if asTheyAre > 1, let second, second._withUnsafeGuaranteedRef({ NativeTarget.fits($0.check0, a0) }) {
            return try second._withUnsafeGuaranteedRef { t in try run { try t.apply1(receiver, a0, context) } }
        }
        return try callFirstFitting(receiver, a0, .nil, .nil, .nil)
    }

    /// Several targets (`byKind`): the first of those that take the arguments as they are
    /// (the targets before any that converts) whose checks the arguments pass, in the
    /// candidates' order (the order the general path tries them), borrowed; when none fits,
    /// the converting path tries them all (and reports the mismatch).
    @inline(never) func callFirstFitting(_ receiver: borrowing Value, _ a0: borrowing Value, _ a1: borrowing Value,
                                         _ a2: borrowing Value, _ a3: borrowing Value) throws -> Value {
        // Unretained: `targets` holds them while the site lives.
        var found = first.flatMap { $0._withUnsafeGuaranteedRef { $0.fitsAll(a0, a1, a2, a3) } ? $0 : nil }
        if found == nil, asTheyAre > 1 {
            found = second.flatMap { $0._withUnsafeGuaranteedRef { $0.fitsAll(a0, a1, a2, a3) } ? $0 : nil }
        }
        if found == nil, asTheyAre > 2 {
            found = targets[2..<asTheyAre].first { $0.fitsAll(a0, a1, a2, a3) }.map { Unmanaged.passUnretained($0) }
        }
        guard let found else {
            return try callConverting(receiver: receiver, NativeArguments(a0: copy a0, a1: copy a1, a2: copy a2, a3: copy a3))
        }
        return try found._withUnsafeGuaranteedRef { t in try run { try t.apply(receiver, a0, a1, a2, a3, context) } }
    }

    /// Several candidates, or arguments converted or defaulted.
    @inline(never) func callConverting(receiver: borrowing Value, _ a: NativeArguments) throws -> Value {
        for t in targets {
            if t.isPlain {
                if t.fitsAll(a.a0, a.a1, a.a2, a.a3) {
                    return try run { try t.applyWithDefaults(receiver, a, context) }
                }
            } else if let p = t.convert(a) {
                return try run { try t.apply(receiver, p.a0, p.a1, p.a2, p.a3, context) }
            }
        }
        return try mismatch(receiver: receiver, a)
    }

    /// The general path (which reports the argument no candidate accepts).
    @inline(never) func mismatch(receiver: borrowing Value, _ a: borrowing NativeArguments) throws -> Value {
        let recv: Value? = candidates.first?.0.isMethod == true ? copy receiver : nil
        return try engine.with { try $0.callNative(candidates, a.array(argc), argSpans: argSpans, receiver: recv, span: span) }
    }
}

/// A call of a global built-in: its candidates are known when it is compiled.
final class BuiltinSite: NativeSite {
    /// A built-in whose variadic parameter passes values unconverted (`min(a, b)`,
    /// `print(x, y)`, `String(format:_:)`): its array implementation and the check of each value.
    let variadic: (impl: ([Value], RuntimeContext) throws -> Value, check: NativeTarget.Check)?
    /// For such a built-in with other parameters too (`String(format:_:)`'s format, `print`'s
    /// separator and terminator), each given once: the argument that fills each, by position,
    /// and the one kind it takes as it is.
    let fixed: [(position: Int, kind: ValueKind)]
    /// The array the arguments of a variadic call are gathered in, kept between calls (taken
    /// while a call runs, so a nested call of the same site gathers into its own).
    @exclusivity(unchecked) var gathered: [Value] = []

    /// `prepared`: the targets another site made for the same candidates and constants.
    init(engine: EngineRef, candidates: [(Overload, [[Int]])], args: [EvalBox], argSlots: [Int] = [], constants: [Value] = [],
         argSpans: [Span], span: Span, prepared: [NativeTarget]? = nil) {
        let found = BuiltinSite.variadic(candidates)
        variadic = found.map { ($0.impl, $0.check) }
        fixed = found?.fixed ?? []
        super.init(engine: engine, args: args, argSlots: argSlots, constants: constants, argSpans: argSpans, span: span)
        self.candidates = candidates
        if let prepared {
            targets = prepared
            return
        }
        let known: [Value?] = args.indices.map { i in
            i < argSlots.count && i < constants.count && argSlots[i] == Self.constant ? constants[i] : nil
        }
        targets = NativeTarget.prepare(candidates, constants: known) ?? []
    }

    /// A built-in with one variadic parameter that converts nothing (its values passed as they
    /// are), whose other parameters — if any — are each given one argument of one kind, taken
    /// as it is (a variadic of one kind only alone): its implementation, the variadic's check,
    /// and the other parameters' arguments. Nil for any other call.
    static func variadic(_ candidates: [(Overload, [[Int]])])
        -> (impl: ([Value], RuntimeContext) throws -> Value, check: NativeTarget.Check, fixed: [(position: Int, kind: ValueKind)])? {
        guard candidates.count == 1, case let (o, binding) = candidates[0], !o.isMethod, let v = o.variadicIndex,
              case .fn(let impl) = o.impl else { return nil }
        // The arguments fill the parameters in order, none left to a default.
        let order = Array(binding.joined())
        guard order == Array(order.indices) else { return nil }
        var fixed: [(position: Int, kind: ValueKind)] = []
        for (i, p) in o.params.enumerated() where i != v {
            guard binding[i].count == 1, case .kind(let k) = p.type.check else { return nil }
            fixed.append((binding[i][0], k))
        }
        switch o.params[v].type.check {
        case .any: return (impl, .any, fixed)
        case .kind(let k) where fixed.isEmpty: return (impl, .kind(k), fixed)
        default: return nil
        }
    }

    /// Whether calls take the prepared path (no arrays).
    var isPrepared: Bool { isDirect && !targets.isEmpty }

    /// Path `builtinTyped`: the code making this call's transform or rect unboxed, when its
    /// one target is a `Builtin.transformFunction` or `Builtin.rectFunction` taking the
    /// arguments as they are; else nil. Its Numbers are read without a `Value` between (a
    /// slot's or the constant's in place); any other argument goes to the general path, which
    /// reports it.
    var typed: TypedCode? { typed(numbers: nil) }

    /// `typed`, and when every argument has number code (`numbers`: they run no script; path
    /// `builtinTypedNumbers`: `Rect(x + 1, y, w * 2, h)`, `rotation(a / 2)`), their Numbers
    /// computed with no Value made for them; when one is not a Number at run time, `typed`'s
    /// code from the start (the arguments' values and errors).
    func typed(numbers: [NumberCode]?) -> TypedCode? {
        if let matrix = typedMatrix { return matrix }
        guard isPrepared, path == .plain, targets.count == 1, let target = targets.first,
              target.takesArgumentsAsTheyAre,
              target.checks.allSatisfy({ if case .kind(.number) = $0 { return true }; return false }) else { return nil }
        if let make = target.overload.transformMake, argc <= 2 {
            let code: (CallFrame) throws -> Transform = { [self] f in
                let (x, v0) = try number(0, f)
                let (y, v1) = argc > 1 ? try number(1, f) : (0, nil)
                guard v0 == nil, v1 == nil else {
                    return try TransformBox.payload(try misfit([(x, v0), (y, v1)]))
                }
                return try run { try make(x, y, context) }
            }
            guard let numbers, numbers.count == argc else { return .transform(code) }
            let n0 = numbers[0].run, n1 = NumberCode.run(argc > 1 ? numbers[1] : NumberCode { _ in 0 })
            return .transform { [self] f in
                if let x = n0(f), let y = n1(f) { return try run { try make(x, y, context) } }
                return try code(f)
            }
        }
        if let make = target.overload.rectMake, argc == 4 {
            let code: (CallFrame) throws -> Rect = { [self] f in
                let (x, v0) = try number(0, f), (y, v1) = try number(1, f)
                let (w, v2) = try number(2, f), (h, v3) = try number(3, f)
                guard v0 == nil, v1 == nil, v2 == nil, v3 == nil else {
                    return try RectBox.payload(try misfit([(x, v0), (y, v1), (w, v2), (h, v3)]))
                }
                return make(x, y, w, h)
            }
            guard let numbers, numbers.count == 4 else { return .rect(code) }
            let n0 = numbers[0].run, n1 = numbers[1].run, n2 = numbers[2].run, n3 = numbers[3].run
            return .rect { f in
                if let x = n0(f), let y = n1(f), let w = n2(f), let h = n3(f) { return make(x, y, w, h) }
                return try code(f)
            }
        }
        return nil
    }

    /// `builtinTyped` for a `Builtin.matrixFunction` (`Transform(a, b, c, d, tx, ty)`: six
    /// arguments, which the prepared path does not take): its six Numbers, evaluated in order,
    /// then checked; any other argument goes to the general path, which reports it.
    var typedMatrix: TypedCode? {
        guard argc == 6, candidates.count == 1, let make = candidates[0].0.matrixMake,
              candidates[0].1 == (0..<6).map({ [$0] }),
              candidates[0].0.params.allSatisfy({ if case .kind(.number) = $0.type.check { return true }; return false })
        else { return nil }
        let (e4, e5) = (args[4].eval, args[5].eval)
        return .transform { [self] f in
            let v0 = try e0(f), v1 = try e1(f), v2 = try e2(f), v3 = try e3(f), v4 = try e4(f), v5 = try e5(f)
            guard case .number(let a) = v0, case .number(let b) = v1, case .number(let c) = v2, case .number(let d) = v3,
                  case .number(let tx) = v4, case .number(let ty) = v5 else {
                return try TransformBox.payload(try engine.with {
                    try $0.callNative(candidates, [v0, v1, v2, v3, v4, v5], argSpans: argSpans, receiver: nil, span: span)
                })
            }
            return make(a, b, c, d, tx, ty)
        }
    }

    /// Argument `i` as a Number (a slot's or the constant's read in place), and nil; or, when
    /// it is anything else, the value.
    @inline(__always) func number(_ i: Int, _ f: CallFrame) throws -> (Double, Value?) {
        let s = i == 0 ? s0 : i == 1 ? s1 : i == 2 ? s2 : s3
        if s >= 0 {
            if case .number(let x) = f.slots[s] { return (x, nil) }
            return (0, f.slots[s])
        }
        if s == Self.constant {
            let k = i == 0 ? k0 : i == 1 ? k1 : i == 2 ? k2 : k3
            if case .number(let x) = k { return (x, nil) }
            return (0, k)
        }
        let v = try (i == 0 ? e0 : i == 1 ? e1 : i == 2 ? e2 : e3)(f)
        if case .number(let x) = v { return (x, nil) }
        return (0, v)
    }

    /// Arguments a typed call cannot take (`number` gave a value): the general path reports
    /// the one that does not fit.
    @inline(never) func misfit(_ args: [(Double, Value?)]) throws -> Value {
        var a = NativeArguments()
        for (i, (x, v)) in args.enumerated() {
            let value = v ?? .number(x)
            switch i {
            case 0: a.a0 = value
            case 1: a.a1 = value
            case 2: a.a2 = value
            default: a.a3 = value
            }
        }
        return try mismatch(receiver: .nil, a)
    }

    /// Path `builtinFold`: `min(a, b)`, `max(a, b, c)` — a variadic built-in of Numbers with
    /// its work on two (`Builtin.pairing`), called with two arguments or more: the work folded
    /// over the Numbers left to right (as the implementation does), evaluated in order, no
    /// list gathered; other values go through its implementation, which reports them. Nil for
    /// any other call.
    var fold: Eval? {
        guard argc >= 2, let (impl, _) = variadic, candidates.count == 1, let work = candidates[0].0.numberPair
        else { return nil }
        if argc == 2 {
            // Two: each read in place (a slot's or the constant's).
            return { [self] f in
                let (x, v0) = try number(0, f)
                let (y, v1) = try number(1, f)
                guard v0 == nil, v1 == nil else { return try run { try impl([v0 ?? .number(x), v1 ?? .number(y)], context) } }
                return .number(work(x, y))
            }
        }
        return { [self] f in
            var best = 0.0
            for (i, e) in args.enumerated() {
                let v = try e.eval(f)
                guard case .number(let x) = v else { return try misfitFold(upTo: i, v, f, impl) }
                best = i == 0 ? x : work(best, x)
            }
            return .number(best)
        }
    }

    /// `fold`'s call when argument `i` is `value`, not a Number: the arguments after it
    /// evaluated (in order, as every call's are, each once), and all of them handed to the
    /// implementation, which reports the first that is not a Number — `value` itself, so a
    /// Number (any) stands for each of those before it, which were.
    @inline(never) func misfitFold(upTo i: Int, _ value: Value, _ f: CallFrame,
                                   _ impl: ([Value], RuntimeContext) throws -> Value) throws -> Value {
        var values = [Value](repeating: .number(0), count: i)
        values.append(value)
        for e in args[(i + 1)...] { values.append(try e.eval(f)) }
        return try run { try impl(values, context) }
    }

    /// A variadic call: the arguments gathered into the kept array, checked, and passed; when
    /// one does not fit, the general path reports it.
    func callVariadic(_ f: CallFrame) throws -> Value {
        guard let (impl, check) = variadic else { return try callGeneral(f) }
        var values: [Value] = []
        swap(&values, &gathered)
        if values.count == argc {
            // Kept from the last call, its elements cleared: filled in place.
            for i in 0..<argc { values[i] = try args[i].eval(f) }
        } else {
            values.removeAll(keepingCapacity: true)
            for a in args { values.append(try a.eval(f)) }
        }
        if case .kind(let k) = check, !values.allSatisfy({ $0.kind == k }) {
            return try engine.with { try $0.callNative(candidates, values, argSpans: argSpans, receiver: nil, span: span) }
        }
        for (position, kind) in fixed where values[position].kind != kind {
            return try engine.with { try $0.callNative(candidates, values, argSpans: argSpans, receiver: nil, span: span) }
        }
        let result = try run { try impl(values, context) }
        // The arguments are not kept alive by the site: each element is cleared (cheaper than
        // `removeAll(keepingCapacity:)`, which goes through `replaceSubrange`).
        for i in 0..<values.count { values[i] = .nil }
        swap(&values, &gathered)
        return result
    }

    @inline(__always) func call(_ f: CallFrame) throws -> Value {
        try call(f, receiver: .nil)
    }

    func callGeneral(_ f: CallFrame) throws -> Value {
        try engine.callNative(candidates, args, argSpans: argSpans, receiver: nil, frame: f, span: span)
    }
}
