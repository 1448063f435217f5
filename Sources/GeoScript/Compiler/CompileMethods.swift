/// A method call site `receiver.name(arguments)`: the overloads its labels allow are found
/// for the receiver's kind and kept (with their `NativeTarget`s) until a receiver of another
/// kind comes; calls then take the prepared path of `NativeSite`.
final class MethodSite: NativeSite {
    let registry: Registry
    let id: Int
    let name: String
    let labels: [String?]
    /// Whether the last argument is a trailing closure (`Overload.bind`).
    let trailingClosure: Bool
    let nameSpan: Span
    /// The receiver as a place when it is one (a mutating method writes back through it).
    let place: Place?
    let base: Eval
    let noMember: (Value) -> ScriptFailure
    let labelMismatch: ([Overload]) -> ScriptFailure

    /// The receiver kind the fields below were found for (-1: none yet).
    @exclusivity(unchecked) var kind = -1
    /// The single mutating candidate, if that is what the labels chose.
    @exclusivity(unchecked) var mutating: MutatingMethod?
    /// The single transform method (`Builtin.transformMethod`) taking its arguments as they
    /// are, if that is what the labels chose.
    /// Unretained: `resolutions` holds it for the site's lifetime.
    @exclusivity(unchecked) var replacing: Unmanaged<Replacing>?
    /// The same for a rect method (`Builtin.rectMethod`). Apart from `replacing`: one class
    /// with optional changes made every transform call copy (retain) its change (+3.7%
    /// instructions in transforms).
    @exclusivity(unchecked) var replacingRect: Unmanaged<RectReplacing>?

    /// A transform method's target and change (`callReplacing`).
    final class Replacing {
        let target: NativeTarget
        let change: TransformChange

        init(_ target: NativeTarget, _ change: @escaping TransformChange) {
            self.target = target
            self.change = change
        }
    }

    /// A rect method's target and change (`callReplacingRect`).
    final class RectReplacing {
        let target: NativeTarget
        let change: RectChange

        init(_ target: NativeTarget, _ change: @escaping RectChange) {
            self.target = target
            self.change = change
        }
    }

    /// A mutating method (`xs.append(x)`) chosen for a receiver kind.
    final class MutatingMethod {
        let overload: Overload
        let binding: [[Int]]
        let impl: (inout Value, [Value], RuntimeContext) throws -> Value
        /// Its prepared form, when the site's arguments fit `NativeArguments`.
        let target: NativeTarget?

        init(_ overload: Overload, _ binding: [[Int]], _ impl: @escaping (inout Value, [Value], RuntimeContext) throws -> Value,
             direct: Bool) {
            self.overload = overload
            self.binding = binding
            self.impl = impl
            target = direct ? NativeTarget(overload, binding) : nil
        }
    }

    init(engine: EngineRef, registry: Registry, name: String, nameSpan: Span, labels: [String?], trailingClosure: Bool,
         place: Place?,
         base: @escaping Eval, args: [EvalBox], argSpans: [Span], span: Span,
         noMember: @escaping (Value) -> ScriptFailure, labelMismatch: @escaping ([Overload]) -> ScriptFailure) {
        self.registry = registry
        id = registry.memberID(name)
        self.name = name
        self.nameSpan = nameSpan
        self.labels = labels
        self.trailingClosure = trailingClosure
        self.place = place
        self.base = base
        self.noMember = noMember
        self.labelMismatch = labelMismatch
        super.init(engine: engine, args: args, argSpans: argSpans, span: span)
    }

    /// What the labels chose for one receiver kind. Kept per kind for the site's lifetime (at
    /// most one per kind): a call in progress may use a target unretained while a nested call
    /// of the same site meets another kind, so no target is released while the site lives.
    final class Resolution {
        let candidates: [(Overload, [[Int]])]
        let targets: [NativeTarget]
        let mutating: MutatingMethod?
        let replacing: Replacing?
        let replacingRect: RectReplacing?

        init(_ found: [(Overload, [[Int]])], direct: Bool) {
            candidates = found
            let prepared = direct ? NativeTarget.prepare(found)?.filter { !$0.isMutating } ?? [] : []
            targets = prepared.count == found.count ? prepared : []
            let replaces = targets.count == 1 && targets[0].isPlain
                && targets[0].provided == targets[0].sources.count && targets[0].provided <= 2
            if replaces, let change = found[0].0.transformChange {
                replacing = Replacing(targets[0], change)
            } else {
                replacing = nil
            }
            if replaces, let change = found[0].0.rectChange {
                replacingRect = RectReplacing(targets[0], change)
            } else {
                replacingRect = nil
            }
            if found.count == 1, case .mutating(let g) = found[0].0.impl {
                mutating = MutatingMethod(found[0].0, found[0].1, g, direct: direct)
            } else {
                mutating = nil
            }
        }
    }
    @exclusivity(unchecked) var resolutions: [Resolution?] = Array(repeating: nil, count: ValueKind.allCases.count)

    /// Finds the overloads that fit the labels for the receiver's kind.
    @inline(never) func resolve(_ recv: Value) throws {
        let k = recv.kind.rawValue
        let resolution: Resolution
        if let known = resolutions[k] {
            resolution = known
        } else {
            guard let member = registry.member(recv.kind, id), !member.methods.isEmpty else {
                if let member = registry.member(recv.kind, id), member.property != nil {
                    throw ScriptFailure(.runtime, "'\(name)' is a property of \(recv.typeName), not a method; drop the parentheses", at: nameSpan)
                }
                throw noMember(recv)
            }
            let found = member.methods.compactMap { o in o.bind(labels: labels, trailingClosure: trailingClosure).map { (o, $0) } }
            guard !found.isEmpty else { throw labelMismatch(member.methods) }
            resolution = Resolution(found, direct: isDirect)
            resolutions[k] = resolution
        }
        candidates = resolution.candidates
        targets = resolution.targets
        mutating = resolution.mutating
        replacing = resolution.replacing.map { Unmanaged.passUnretained($0) }
        replacingRect = resolution.replacingRect.map { Unmanaged.passUnretained($0) }
        kind = k
    }

    @inline(__always) func call(_ f: CallFrame) throws -> Value {
        var recv = try base(f)
        if recv.kind.rawValue != kind { try resolve(recv) }
        if let m = mutating {
            recv = .nil  // release our copy so the place's storage stays unique
            return try callMutating(f, m)
        }
        if replacing != nil { return try callReplacing(f, &recv) }
        if replacingRect != nil { return try callReplacingRect(f, &recv) }
        if !targets.isEmpty { return try call(f, receiver: recv) }
        return try engine.callNative(candidates, args, argSpans: argSpans, receiver: recv, frame: f, span: span)
    }

    /// A transform method (`replacing`): the new transform replaces the receiver's, in the
    /// receiver's box when this call holds it alone (a temporary), and is returned.
    /// Out of line: the path of every other method stays small enough to be inlined.
    @inline(never) func callReplacing(_ f: CallFrame, _ recv: inout Value) throws -> Value {
        guard let replacing else { return try call(f, receiver: recv) }
        return try replacing._withUnsafeGuaranteedRef { r in
            let a0 = argc > 0 ? try e0(f) : Value.nil
            let a1 = argc > 1 ? try e1(f) : Value.nil
            guard r.target.fitsAll(a0, a1, .nil, .nil) else {
                return try mismatch(receiver: recv, NativeArguments(a0: a0, a1: a1))
            }
            let new: Transform
            do {
                new = try r.change(try recv.transform(), a0, a1, context)
                if !context.pendingWarnings.isEmpty { engine.flushWarnings(span) }
            } catch {
                engine.flushWarnings(span)
                throw engine.locate(error, span)
            }
            recv.replaceTransform(with: new)
            return recv
        }
    }

    /// A rect method (`replacingRect`): the new rect is written into the receiver's box, else
    /// a rect argument's, when this call holds that box alone (a temporary: `cell(i).union(r)`,
    /// `r.intersection(cell(j))`), into a new box otherwise, and returned.
    @inline(never) func callReplacingRect(_ f: CallFrame, _ recv: inout Value) throws -> Value {
        guard let replacingRect else { return try call(f, receiver: recv) }
        return try replacingRect._withUnsafeGuaranteedRef { r in
            var a0 = argc > 0 ? try e0(f) : Value.nil
            let a1 = argc > 1 ? try e1(f) : Value.nil
            guard r.target.fitsAll(a0, a1, .nil, .nil) else {
                return try mismatch(receiver: recv, NativeArguments(a0: a0, a1: a1))
            }
            let new: Rect
            do {
                new = try r.change(try recv.rect(), a0, a1, context)
                if !context.pendingWarnings.isEmpty { engine.flushWarnings(span) }
            } catch {
                engine.flushWarnings(span)
                throw engine.locate(error, span)
            }
            recv.replaceRect(with: new, orInto: &a0)
            return recv
        }
    }

    func callMutating(_ f: CallFrame, _ m: MutatingMethod) throws -> Value {
        let overload = m.overload, binding = m.binding, impl = m.impl
        guard let place else {
            throw ScriptFailure(.runtime, "cannot call mutating method '\(name)' on a temporary value", at: nameSpan,
                                notes: ["store the value in a 'var' first"])
        }
        let values: [Value]
        if let target = m.target, target.isPlain, target.provided == target.sources.count {
            return try callMutatingPlain(f, place, m, target)
        }
        if let target = m.target {
            let a = try evaluate(f)
            guard let p = target.convert(a) else { throw mismatch(overload, binding, a) }
            values = p.array(target.sources.count)
        } else {
            var converted: [Value] = []
            for (i, p) in overload.params.enumerated() {
                if let k = binding[i].first {
                    let v = try args[k].eval(f)
                    guard let c = p.type.accept(v) else { throw Compiler.argumentMismatch(p, v, k, overload, at: argSpans[k]) }
                    converted.append(c)
                } else {
                    converted.append(p.defaultValue ?? .nil)
                }
            }
            values = converted
        }
        var result: Value = .nil
        try place.modify(f) { recv in
            result = try engine.runNative({ try impl(&recv, values, context) }, at: span)
        }
        return result
    }

    /// The arguments' array of a plain mutating call, `argc` nils between calls, kept for the
    /// next (no array allocated per `xs.append(x)`). A call in progress takes it out of the
    /// site: a nested call of the same site finds none and makes its own; an implementation
    /// that kept its arguments makes the next fill copy.
    @exclusivity(unchecked) var spareArguments: [Value] = []

    /// A mutating method whose target takes the arguments as they are (`xs.append(x)`): the
    /// arguments in locals, then in the kept array, the implementation run on the place.
    func callMutatingPlain(_ f: CallFrame, _ place: Place, _ m: MutatingMethod, _ target: NativeTarget) throws -> Value {
        let a0 = argc > 0 ? try e0(f) : .nil
        let a1 = argc > 1 ? try e1(f) : .nil
        let a2 = argc > 2 ? try e2(f) : .nil
        let a3 = argc > 3 ? try e3(f) : .nil
        guard target.fitsAll(a0, a1, a2, a3) else {
            throw mismatch(m.overload, m.binding, NativeArguments(a0: a0, a1: a1, a2: a2, a3: a3))
        }
        var values: [Value] = []
        swap(&values, &spareArguments)
        if values.count != argc { values = Array(repeating: .nil, count: argc) }
        if argc > 0 { values[0] = a0 }
        if argc > 1 { values[1] = a1 }
        if argc > 2 { values[2] = a2 }
        if argc > 3 { values[3] = a3 }
        let impl = m.impl, context = self.context, engine = self.engine, span = self.span
        var result: Value = .nil
        try place.modify(f) { recv in
            do {
                result = try impl(&recv, values, context)
            } catch {
                engine.flushWarnings(span)
                throw engine.locate(error, span)
            }
            engine.flushWarnings(span)
        }
        for k in 0..<argc { values[k] = .nil }
        swap(&values, &spareArguments)
        return result
    }

    /// The error for the first argument the overload does not accept.
    func mismatch(_ overload: Overload, _ binding: [[Int]], _ a: borrowing NativeArguments) -> ScriptFailure {
        for (i, p) in overload.params.enumerated() {
            guard let k = binding[i].first else { continue }
            if p.type.accept(a[k]) == nil { return Compiler.argumentMismatch(p, a[k], k, overload, at: argSpans[k]) }
        }
        return ScriptFailure(.runtime, "no matching signature", at: span)
    }
}

extension Compiler {
    /// Whether `e` is an element read that takes a path reading the list in place
    /// (`elementGlobal`: `cards[i].contains(p)`): a method's receiver is then read as that
    /// value, not through its place's copy of the list (the place still serves a mutating
    /// method).
    func readsElementInPlace(_ e: Expr) -> Bool {
        guard case .index(let list, let index) = e.kind, case .name = list.kind else { return false }
        switch index.kind {
        case .name, .number: break
        default: return false
        }
        return FastPath.elementRead(lower(list).operand, index: lower(index).operand) == .elementGlobal
    }

    func compileMethodCall(_ baseExpr: Expr, _ name: String, nameSpan: Span, _ args: [Argument], span: Span) -> Eval {
        // The receiver is compiled once: as a place when it is one (a mutating method
        // writes back through it), else as a value.
        let place = compilePlace(baseExpr)
        let base: Eval
        if let place, !readsElementInPlace(baseExpr) { base = place.get } else { base = compileExpr(baseExpr) }
        let compiledArgs = args.map { EvalBox(eval: compileExpr($0.value)) }
        note(span, "call .\(name)", .method)
        let site = MethodSite(engine: engineRef, registry: registry, name: name, nameSpan: nameSpan,
                              labels: args.map(\.label), trailingClosure: args.endsWithTrailingClosure, place: place,
                              base: base, args: compiledArgs,
                              argSpans: args.map(\.value.span), span: span,
                              noMember: { [registry] v in Compiler.noMember(registry, name, v, at: nameSpan) },
                              labelMismatch: { Compiler.labelMismatch(name, $0, args, span: span) })
        return { f in try site.call(f) }
    }
}
