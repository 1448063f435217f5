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
        case any, kind(ValueKind), size, optionalView, custom
    }

    let overload: Overload
    let impl: Impl
    /// Per parameter: the index of the argument that fills it, or -1 when its default does.
    let sources: [Int]
    let checks: [Check]
    let defaults: [Value]

    /// The target for `overload` bound as `binding` (from `Overload.bind`), or nil when it
    /// takes a variadic, more than four parameters, or an array (`Impl.fn`).
    init?(_ overload: Overload, _ binding: [[Int]]) {
        guard overload.variadicIndex == nil, overload.params.count <= NativeArguments.capacity,
              binding.count == overload.params.count, binding.allSatisfy({ $0.count <= 1 }) else { return nil }
        let arity = overload.params.count + (overload.isMethod ? 1 : 0)
        switch overload.impl {
        case .f0: guard arity == 0 else { return nil }
        case .f1: guard arity == 1 else { return nil }
        case .f2: guard arity == 2 else { return nil }
        case .f3: guard arity == 3 else { return nil }
        case .f4: guard arity == 4 else { return nil }
        case .mutating: guard overload.isMethod else { return nil }
        case .fn: return nil
        }
        for (i, p) in overload.params.enumerated() where binding[i].isEmpty && p.defaultValue == nil { return nil }
        self.overload = overload
        impl = overload.impl
        sources = binding.map { $0.first ?? -1 }
        defaults = overload.params.map { $0.defaultValue ?? .nil }
        checks = overload.params.map { p in
            switch p.type.check {
            case .any: .any
            case .kind(let k): .kind(k)
            case .size: .size
            case .optionalView: .optionalView
            case .custom: .custom
            }
        }
        // Plain: the arguments fill the first parameters in order and need no conversion; the
        // rest take their defaults (which fit their own types).
        let given = sources.prefix { $0 >= 0 }.count
        provided = given
        isPlain = sources.enumerated().allSatisfy { $0.offset < given ? $0.element == $0.offset : $0.element == -1 }
            && checks.prefix(given).allSatisfy { if case .size = $0 { return false }; if case .custom = $0 { return false }; return true }
            && overload.params.dropFirst(given).allSatisfy { p in p.type.accept(p.defaultValue ?? .nil) != nil }
    }

    /// Prepared targets for every candidate, or nil when one of them cannot be prepared
    /// (then the site takes the general path for all of them, which tries them in order).
    static func prepare(_ candidates: [(Overload, [[Int]])]) -> [NativeTarget]? {
        var targets: [NativeTarget] = []
        for (o, b) in candidates {
            guard let t = NativeTarget(o, b) else { return nil }
            targets.append(t)
        }
        return targets.isEmpty ? nil : targets
    }

    var isMutating: Bool {
        if case .mutating = impl { return true }
        return false
    }

    /// Whether argument `i` fills parameter `i` for every parameter, and no check converts:
    /// the arguments are then passed as they are, borrowed (no copy).
    let isPlain: Bool
    /// How many parameters the call's arguments fill (the rest take their defaults).
    let provided: Int

    /// Whether `v` passes check `i` unchanged (only for kind-like checks).
    @inline(__always) func fits(_ i: Int, _ v: borrowing Value) -> Bool {
        switch checks[i] {
        case .any: return true
        case .kind(let kind): return v.kind == kind
        case .optionalView:
            switch v {
            case .view, .nil: return true
            default: return false
            }
        case .size, .custom: return false
        }
    }

    /// For a plain target: whether every argument passes its check.
    @inline(__always) func fitsAll(_ a0: borrowing Value, _ a1: borrowing Value, _ a2: borrowing Value,
                                   _ a3: borrowing Value) -> Bool {
        let n = provided
        if n > 0, !fits(0, a0) { return false }
        if n > 1, !fits(1, a1) { return false }
        if n > 2, !fits(2, a2) { return false }
        if n > 3, !fits(3, a3) { return false }
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
        let method = overload.isMethod
        switch impl {
        case .f0(let g): return try g(ctx)
        case .f1(let g): return try method ? g(receiver, ctx) : g(a0, ctx)
        case .f2(let g): return try method ? g(receiver, a0, ctx) : g(a0, a1, ctx)
        case .f3(let g): return try method ? g(receiver, a0, a1, ctx) : g(a0, a1, a2, ctx)
        case .f4(let g): return try method ? g(receiver, a0, a1, a2, ctx) : g(a0, a1, a2, a3, ctx)
        case .fn, .mutating: throw RuntimeError("internal error: \(overload.signature) was prepared for a direct call")
        }
    }

}

/// A built-in call site's code: its arguments' code, the targets its labels allow and what
/// the general path needs. Methods resolve their targets per receiver kind (`MethodSite`).
class NativeSite {
    let engine: EngineRef
    let context: RuntimeContext
    let argc: Int
    let args: [EvalBox]
    let e0, e1, e2, e3: Eval
    let argSpans: [Span]
    let span: Span
    /// The overloads the labels allow (for a method: for the receiver kind last seen).
    @exclusivity(unchecked) var candidates: [(Overload, [[Int]])] = []
    /// Their prepared targets (empty: the general path).
    @exclusivity(unchecked) var targets: [NativeTarget] = [] {
        didSet {
            plain = targets.count == 1 && targets[0].isPlain ? Unmanaged.passUnretained(targets[0]) : nil
            overloadsByKind = targets.count > 1 && targets.allSatisfy { $0.isPlain && $0.provided == $0.sources.count }
        }
    }
    /// The only target, when it takes the arguments as they are (held by `targets`).
    @exclusivity(unchecked) private(set) var plain: Unmanaged<NativeTarget>?
    /// Whether there are several targets and each takes the arguments as they are, every
    /// parameter given (`r.contains(p)` / `r.contains(r2)`): the first whose checks pass is
    /// called directly, as `plain` is.
    @exclusivity(unchecked) private(set) var overloadsByKind = false

    init(engine: EngineRef, args: [EvalBox], argSpans: [Span], span: Span) {
        self.engine = engine
        context = engine.context
        argc = args.count
        self.args = args
        let none: Eval = { _ in .nil }
        e0 = argc > 0 ? args[0].eval : none
        e1 = argc > 1 ? args[1].eval : none
        e2 = argc > 2 ? args[2].eval : none
        e3 = argc > 3 ? args[3].eval : none
        self.argSpans = argSpans
        self.span = span
    }

    /// Whether the arguments fit in `NativeArguments`.
    var isDirect: Bool { argc <= NativeArguments.capacity }

    /// The arguments, evaluated left to right (for the converting and mutating paths).
    func evaluate(_ f: CallFrame) throws -> NativeArguments {
        var a = NativeArguments()
        if argc > 0 { a.a0 = try e0(f) }
        if argc > 1 { a.a1 = try e1(f) }
        if argc > 2 { a.a2 = try e2(f) }
        if argc > 3 { a.a3 = try e3(f) }
        return a
    }

    /// Evaluates the arguments (left to right, into locals: no array, no struct) and calls the
    /// first target whose parameters accept them; when none does, the general path reports
    /// the mismatch.
    @inline(__always) func call(_ f: CallFrame, receiver: borrowing Value) throws -> Value {
        switch argc {
        case 0:
            return try call(receiver, .nil, .nil, .nil, .nil)
        case 1:
            let a0 = try e0(f)
            return try call(receiver, a0, .nil, .nil, .nil)
        case 2:
            let a0 = try e0(f), a1 = try e1(f)
            return try call(receiver, a0, a1, .nil, .nil)
        case 3:
            let a0 = try e0(f), a1 = try e1(f), a2 = try e2(f)
            return try call(receiver, a0, a1, a2, .nil)
        default:
            let a0 = try e0(f), a1 = try e1(f), a2 = try e2(f), a3 = try e3(f)
            return try call(receiver, a0, a1, a2, a3)
        }
    }

    @inline(__always) func call(_ receiver: borrowing Value, _ a0: borrowing Value, _ a1: borrowing Value,
                                _ a2: borrowing Value, _ a3: borrowing Value) throws -> Value {
        guard let plain else {
            if overloadsByKind { return try callFirstFitting(receiver, a0, a1, a2, a3) }
            return try callConverting(receiver: receiver, NativeArguments(a0: copy a0, a1: copy a1, a2: copy a2, a3: copy a3))
        }
        // The one plain target, borrowed (`targets` holds it).
        return try plain._withUnsafeGuaranteedRef { t in
            guard t.fitsAll(a0, a1, a2, a3) else {
                return try mismatch(receiver: receiver, NativeArguments(a0: copy a0, a1: copy a1, a2: copy a2, a3: copy a3))
            }
            // As `Engine.runNative`: warnings and errors located at the call.
            do {
                let result = t.provided == t.sources.count
                    ? try t.apply(receiver, a0, a1, a2, a3, context)
                    : try t.applyWithDefaults(receiver, NativeArguments(a0: copy a0, a1: copy a1, a2: copy a2, a3: copy a3), context)
                if !context.pendingWarnings.isEmpty { engine.flushWarnings(span) }
                return result
            } catch {
                engine.flushWarnings(span)
                throw engine.locate(error, span)
            }
        }
    }

    /// Several plain targets (`overloadsByKind`): the first whose checks the arguments pass, in
    /// the candidates' order (the order the general path tries them), borrowed; when none
    /// fits, the general path reports the mismatch.
    @inline(never) func callFirstFitting(_ receiver: borrowing Value, _ a0: borrowing Value, _ a1: borrowing Value,
                                         _ a2: borrowing Value, _ a3: borrowing Value) throws -> Value {
        // Unretained, as `plain`: `targets` holds them while the site lives.
        var found: Unmanaged<NativeTarget>?
        let ts = targets
        for i in ts.indices {
            let t = Unmanaged.passUnretained(ts[i])
            if t._withUnsafeGuaranteedRef({ $0.fitsAll(a0, a1, a2, a3) }) {
                found = t
                break
            }
        }
        guard let found else {
            return try mismatch(receiver: receiver, NativeArguments(a0: copy a0, a1: copy a1, a2: copy a2, a3: copy a3))
        }
        return try found._withUnsafeGuaranteedRef { t in
            do {
                let result = try t.apply(receiver, a0, a1, a2, a3, context)
                if !context.pendingWarnings.isEmpty { engine.flushWarnings(span) }
                return result
            } catch {
                engine.flushWarnings(span)
                throw engine.locate(error, span)
            }
        }
    }

    /// Several candidates, or arguments converted or defaulted.
    @inline(never) func callConverting(receiver: borrowing Value, _ a: NativeArguments) throws -> Value {
        for t in targets {
            if t.isPlain {
                if t.fitsAll(a.a0, a.a1, a.a2, a.a3) {
                    return try engine.runNative({ try t.applyWithDefaults(receiver, a, context) }, at: span)
                }
            } else if let p = t.convert(a) {
                return try engine.runNative({ try t.apply(receiver, p.a0, p.a1, p.a2, p.a3, context) }, at: span)
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
    /// A built-in whose only parameter is variadic and passes values unconverted (`min(a, b)`,
    /// `print(x, y)`): its array implementation and the check of each value.
    let variadic: (impl: ([Value], RuntimeContext) throws -> Value, check: NativeTarget.Check)?
    /// The array the arguments of a variadic call are gathered in, kept between calls (taken
    /// while a call runs, so a nested call of the same site gathers into its own).
    @exclusivity(unchecked) var gathered: [Value] = []

    init(engine: EngineRef, candidates: [(Overload, [[Int]])], args: [EvalBox], argSpans: [Span], span: Span) {
        variadic = BuiltinSite.variadic(candidates)
        super.init(engine: engine, args: args, argSpans: argSpans, span: span)
        self.candidates = candidates
        targets = NativeTarget.prepare(candidates) ?? []
    }

    static func variadic(_ candidates: [(Overload, [[Int]])]) -> (impl: ([Value], RuntimeContext) throws -> Value, check: NativeTarget.Check)? {
        guard candidates.count == 1, case let (o, _) = candidates[0], !o.isMethod, o.params.count == 1,
              o.params[0].isVariadic, case .fn(let impl) = o.impl else { return nil }
        switch o.params[0].type.check {
        case .any: return (impl, .any)
        case .kind(let k): return (impl, .kind(k))
        default: return nil
        }
    }

    /// Whether calls take the prepared path (no arrays).
    var isPrepared: Bool { isDirect && !targets.isEmpty }

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
        let result: Value
        do {
            result = try impl(values, context)
            if !context.pendingWarnings.isEmpty { engine.flushWarnings(span) }
        } catch {
            engine.flushWarnings(span)
            throw engine.locate(error, span)
        }
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
