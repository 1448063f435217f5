/// Per-call-site cache of a member lookup, keyed by the receiver's kind.
final class MemberCache {
    @exclusivity(unchecked) var kind = -1
    @exclusivity(unchecked) var member: Registry.Member?
}

/// What a script call site's code reads (see `Compiler.compileScriptCall`).
final class CallSite {
    let engine: EngineRef
    let state: UnsafeMutablePointer<Engine.State>
    let stack: UnsafeMutablePointer<Value>
    let capacity: Int
    /// The callee's code, for any operand kind.
    let callee: Eval
    /// The callee's slot, cell or capture index, or its global slot, when read in place; for
    /// path `callElement`, the slot of the list whose element it is.
    let slot: Int
    /// Path `callElement`: the index's slot, or -1 and the constant index.
    let indexSlot: Int
    let indexNumber: Double
    let argc: Int
    /// `FunctionCode.callKey` of a callee of this engine taking `argc` arguments.
    let key: Int
    /// Up to three arguments are held one by one: calling a closure read from an array
    /// retains its context (and the array) on every call.
    let a0, a1, a2: Eval
    /// For each of them, the caller's slot it is read from in place (path `argumentLocal`),
    /// or -1.
    let s0, s1, s2: Int
    /// For each of them, the caller's slot whose Number is offset in place (path
    /// `argumentOffset`: `n - 1`), or -1; and the Number added.
    let o0, o1, o2: Int
    let k0, k1, k2: Double
    /// The arguments that may be lent (bit i: argument i is read from a local).
    let lent: Int
    /// The arguments read from a local at its last use (bit i, path `argumentMoved`): moved,
    /// not copied, when not lent.
    let moved: Int
    /// Every argument's code and where it is read in place (read one by one when there are
    /// more than three), in a buffer of unretained nodes (`argumentNodes` own them).
    let arguments: UnsafeMutablePointer<ArgumentCode>
    let argumentNodes: [EvalNode]
    let labels: [String?]
    let hasLabels: Bool
    /// The number of `labels` in the engine (`Engine.labelsKey`) when the site writes a
    /// label, else 0.
    let labelsKey: Int
    let labelSpans: [Span]
    /// Whether the last argument is a trailing closure (for a built-in called through a
    /// variable with labels, which binds by them as a direct call does).
    let trailingClosure: Bool
    let span: Span
    /// Paths `callElementHeld`, `callMemberHeld` (`hasRead`): the read of the function from
    /// its list or its record; else a read of nothing. (Not an Optional: a closure read out of
    /// one is copied, its context retained and released, on every call.)
    let read: FunctionRead
    let hasRead: Bool
    /// For a callee `x.name` where `name` is some kind's property (no kind's method: a labelled
    /// tuple's part called, `counter.value()`), the name, where it is and the one kind that
    /// has it (nil: several): a value read there that is no function is reported as a property
    /// called as a method.
    var property: (name: String, span: Span, kind: ValueKind?)? = nil
    /// The local slot the call's code stores its value into (path `storeCall`), set when
    /// that code is made; else -1.
    @exclusivity(unchecked) var resultSlot = -1
    /// The body of the script code this site last called (its address; 1 before any), and
    /// that code's frame size: a call of a function with that body runs it with the size and
    /// body read from here, so the frame and the first statement do not wait on loads from
    /// the function (`call`). `cachedKeep` keeps that body's memory (not the body: unowned)
    /// so that no other object takes its address while the site may compare it.
    /// The cache is filled at most `CallSite.fills` times: a site that calls functions of
    /// several codes in turn (`g(f(x))` in a `compose`) keeps the last one it filled, not
    /// refilling it (an unowned retain and release) on every call.
    @exclusivity(unchecked) var cachedBody: UInt = 1
    @exclusivity(unchecked) var cachedSize = 0
    @exclusivity(unchecked) unowned(safe) var cachedKeep: BlockNode? = nil
    @exclusivity(unchecked) var filled = 0
    static let fills = 4

    init(engine: EngineRef, callee: @escaping Eval, slot: Int, index: (slot: Int, number: Double) = (-1, 0), args: [EvalBox],
         argSlots: [Int], moved: Int = 0, offsets: [(slot: Int, by: Double)?], labels: [String?], labelSpans: [Span],
         trailingClosure: Bool = false, read: FunctionRead? = nil, span: Span) {
        self.engine = engine
        self.read = read ?? FunctionRead { _ in nil }
        hasRead = read != nil
        self.slot = slot
        indexSlot = index.slot
        indexNumber = index.number
        state = engine.state
        stack = engine.stack
        capacity = engine.stackCapacity
        self.callee = callee
        argc = args.count
        key = FunctionCode.callKey(engineID: engine.id, argc: args.count)
        a0 = argc > 0 ? args[0].eval : Compiler.noArgument
        a1 = argc > 1 ? args[1].eval : Compiler.noArgument
        a2 = argc > 2 ? args[2].eval : Compiler.noArgument
        s0 = argc > 0 && argc <= 3 ? argSlots[0] : -1
        s1 = argc > 1 && argc <= 3 ? argSlots[1] : -1
        s2 = argc > 2 && argc <= 3 ? argSlots[2] : -1
        let count = args.count
        func offset(_ i: Int) -> (slot: Int, by: Double) {
            guard count <= 3, i < count, let o = offsets[i] else { return (-1, 0) }
            return o
        }
        (o0, k0) = offset(0)
        (o1, k1) = offset(1)
        (o2, k2) = offset(2)
        var lent = 0
        // Never the sign bit: a negative mask lends every kind (`Engine.allLent`).
        for (i, s) in argSlots.enumerated() where s >= 0 && i < Int.bitWidth - 1 { lent |= 1 << i }
        self.lent = lent
        self.moved = moved & lent
        argumentNodes = args.map { EvalNode($0.eval) }
        arguments = .allocate(capacity: max(count, 1))
        for i in 0..<count {
            (arguments + i).initialize(to: ArgumentCode(local: i < Int.bitWidth ? argSlots[i] : -1,
                                                        moves: i < Int.bitWidth - 1 && self.moved & (1 << i) != 0,
                                                        offset: offsets[i]?.slot ?? -1, by: offsets[i]?.by ?? 0,
                                                        node: Unmanaged.passUnretained(argumentNodes[i])))
        }
        self.labels = labels
        hasLabels = labels.contains { $0 != nil }
        labelsKey = hasLabels ? engine.with { $0.labelsKey(labels) } : 0
        self.labelSpans = labelSpans
        self.trailingClosure = trailingClosure
        self.span = span
    }

    deinit { arguments.deallocate() }

    /// The calling convention's first step: the arguments, evaluated into the stack top (a
    /// function in one of the caller's locals lent, see `Calls.swift`).
    @inline(__always) func pushArguments<N: ArgumentCount>(_: N.Type, _ f: CallFrame) throws -> Int {
        let argc = N.value < 0 ? self.argc : N.value
        let base = state.pointee.stackTop
        guard base &+ argc <= capacity else { throw engine.stackFailure() }
        // Any count (`ArgumentsMany`: more than three, or labelled) one by one: its call code
        // then holds no copy of the three pushes below, and stays small enough for the call
        // itself to be inlined into it.
        if N.value < 0 || argc > 3 { return try pushEach(base, f) }
        // The stack top moves over the arguments already pushed only before an argument's
        // code runs (it may call, and push, itself): not after each, nor at the end. What
        // follows pushes nothing before the callee's frame sets it (`Engine.run`: over the
        // whole frame), or drops the arguments (which sets it to `base`); the budget's room
        // for the value stack allows for a call's arguments above it (`refillBudget`).
        if argc > 0, !pushInPlace(stack + base, s0, moved & 1 != 0, o0, k0, f) { (stack + base).initialize(to: try a0(f)) }
        if argc > 1 {
            do {
                if !pushInPlace(stack + base + 1, s1, moved & 2 != 0, o1, k1, f) {
                    state.pointee.stackTop = base + 1
                    (stack + base + 1).initialize(to: try a1(f))
                }
                if argc > 2, !pushInPlace(stack + base + 2, s2, moved & 4 != 0, o2, k2, f) {
                    state.pointee.stackTop = base + 2
                    (stack + base + 2).initialize(to: try a2(f))
                }
            } catch {
                dropArguments(base, state.pointee.stackTop - base)
                throw error
            }
        }
        return base
    }

    /// One argument into the callee's slot `p` when it is read in place: lent or copied from
    /// the caller's slot `local` (path `argumentLocal`; moved when `moves`, path
    /// `argumentMoved`), or the Number in slot `offset` plus `k` (`argumentOffset`); whether it
    /// was (else its code computes it).
    @inline(__always) func pushInPlace(_ p: UnsafeMutablePointer<Value>, _ local: Int, _ moves: Bool, _ offset: Int, _ k: Double,
                                       _ f: CallFrame) -> Bool {
        if local >= 0 {
            p.initialize(lending: f.slots + local, moves: moves)
            return true
        }
        if offset >= 0, case .number(let x) = f.slots[offset] {
            p.storeNumber(x + k)
            return true
        }
        return false
    }

    /// More than three arguments, one by one (`arguments`), at `base`; on an error the ones
    /// already pushed are dropped.
    @inline(never) func pushEach(_ base: Int, _ f: CallFrame) throws -> Int {
        var i = 0
        do {
            while i < argc {
                let a = arguments[i]
                let p = stack + base + i
                if !pushInPlace(p, a.local, a.moves, a.offset, a.by, f) {
                    p.initialize(to: try a.node._withUnsafeGuaranteedRef { try $0.eval(f) })
                }
                i += 1
                state.pointee.stackTop = base + i
            }
        } catch {
            dropArguments(base, i)
            throw error
        }
        return base
    }

    /// The call itself, with the function borrowed from where it is stored.
    /// A labelled call — of one to three arguments the code for its count made for labels
    /// (`Labelled1`…, path `labelsCompared`), of more the code for any count (`labelsChecked`)
    /// — compares the number of its labels with the callee's (`labelsKey`, one compare): the
    /// same, the callee declares the very labels the site writes and is called as by an
    /// unlabelled call; else (a label left out, a built-in, a mismatch) they are checked
    /// (`callLabelled`). The code for an unlabelled call tests nothing.
    @inline(__always) func call<N: ArgumentCount>(_: N.Type, _ fn: Unmanaged<Function>, _ base: Int) throws -> Value {
        if N.labelled || (N.value < 0 && hasLabels), fn._withUnsafeGuaranteedRef({ $0.labelsKey }) != labelsKey,
           let result = try callLabelled(fn.takeUnretainedValue(), base) {
            return result
        }
        let argc = N.value < 0 ? self.argc : N.value
        if fn._withUnsafeGuaranteedRef({ UInt(bitPattern: $0.body?.toOpaque()) }) == cachedBody {
            return try engine.with {
                try $0.run(size: cachedSize, body: Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: cachedBody).unsafelyUnwrapped), fn,
                           base: base, argc: argc, lent: lent, at: span, traced: true)
            }
        }
        return try callUncached(fn, base, argc: argc)
    }

    /// `call` of a function whose body is not the cached one: the cache filled when it is
    /// script code of this engine taking this site's count (and the site has not filled it
    /// `fills` times).
    @inline(never) func callUncached(_ fn: Unmanaged<Function>, _ base: Int, argc: Int) throws -> Value {
        if filled < CallSite.fills, fn._withUnsafeGuaranteedRef({ $0.callKey == key }), let body = fn._withUnsafeGuaranteedRef({ $0.body }) {
            filled += 1
            cachedKeep = body.takeUnretainedValue()
            cachedBody = UInt(bitPattern: body.toOpaque())
            cachedSize = fn._withUnsafeGuaranteedRef { $0.frameSize }
        }
        return try engine.call(fn, base: base, argc: argc, key: key, lent: lent, at: span)
    }

    /// Path `callHeld`: the call of `fn`, read in place from a `var` global, held for the call,
    /// its arguments' evaluation included (`Engine.holding`). Not in the transparent
    /// `CalleeHeldGlobal.call`, whose closure a release build then did not inline (fib-closure
    /// +7 %); the engine's `holding` called here directly (not through `EngineRef`), so a debug
    /// build takes no native frame more than before.
    @inline(__always) func callHolding<N: ArgumentCount>(_: N.Type, _ fn: Unmanaged<Function>, _ f: CallFrame) throws -> Value {
        try engine.unmanaged._withUnsafeGuaranteedRef { engine in
            try engine.holding(fn) {
                let base = try pushArguments(N.self, f)
                return try call(N.self, fn, base)
            }
        }
    }

    /// Path `callElement`: the function at the index in the list in the local slot, read in
    /// place (unretained: the list's slot holds it for the call); nil for anything else.
    @inline(__always) func elementFunction(_ f: CallFrame) -> Unmanaged<Function>? {
        var k = indexNumber
        if indexSlot >= 0 {
            guard case .number(let x) = f.slots[indexSlot] else { return nil }
            k = x
        }
        return (f.slots + slot).functionElement(at: k)
    }

    /// Drops the pushed arguments (not the lent ones) and pops them.
    func dropArguments(_ base: Int, _ count: Int) { engine.dropArguments(base, count, lent: lent) }

    /// Path `callRetained`: the function, read in place before the arguments, retained until
    /// the call returns (it may reassign the variable the function was read from).
    @inline(__always) func callRetaining<N: ArgumentCount>(_: N.Type, _ fn: Unmanaged<Function>, _ f: CallFrame) throws -> Value {
        _ = fn.retain()
        let result: Value
        do {
            let base = try pushArguments(N.self, f)
            result = try call(N.self, fn, base)
        } catch {
            fn.release()
            throw error
        }
        fn.release()
        return result
    }

    /// Any callee: computed first and held for the call.
    @inline(never) func callComputed(_ f: CallFrame) throws -> Value {
        let c = try callee(f)
        let base = try pushArguments(ArgumentsMany.self, f)
        guard case .function(let fn) = c else { throw notCallable(c, base) }
        return try withExtendedLifetime(fn) { try call(ArgumentsMany.self, Unmanaged.passUnretained(fn), base) }
    }

    /// Labels, when written, must match a script function's parameter names (nil: call it as
    /// usual); a built-in's choose its overload and parameters, as in a direct call
    /// (`let a = animate; a(duration: 1, curve: "linear") { … }`): its result.
    @inline(never) func callLabelled(_ fn: Function, _ base: Int) throws -> Value? {
        guard let code = fn.code else {
            var args: [Value] = []
            args.reserveCapacity(argc)
            for i in 0..<argc { args.append(stack[base + i]) }
            dropArguments(base, argc)
            return try engine.with {
                try $0.callNative(fn, args, labels: labels, trailingClosure: trailingClosure, argSpans: labelSpans, at: span)
            }
        }
        for (i, written) in labels.enumerated() {
            let label = Self.parameterLabel(written)
            if i < code.labels.count, code.labels[i] != label, written != nil {
                if let placed = Self.placed(labels, trailingClosure: trailingClosure, in: code) {
                    // Swift's call leaving out a parameter with a default before one it gives
                    // (`greet("Ann", punct: "?")` of `greet(_:greeting: = "Hello", punct: = "!")`):
                    // the arguments placed by their labels, the defaults between them.
                    var values: [Value] = []
                    values.reserveCapacity(placed.count)
                    for (p, a) in placed.enumerated() { values.append(a.map { stack[base + $0] } ?? code.defaults[p] ?? .nil) }
                    dropArguments(base, argc)
                    return try engine.with { e in
                        try e.callOther(Unmanaged.passUnretained(fn), base: try e.pushValues(values), argc: values.count, at: span)
                    }
                }
                dropArguments(base, argc)
                let expected = code.labels[i].map { "label '\($0):'" } ?? "no label (it is declared with _)"
                throw ScriptFailure(.runtime, "argument label '\(label ?? "_"):' does not match parameter '\(code.parameters[i])' of \(fn.description), which takes \(expected)",
                                    at: labelSpans[i])
            }
        }
        return nil
    }

    /// The parameter label an argument's written label names: `_` is an unlabelled argument
    /// the parser placed by labels (`Parser.placedByLabels`), for a parameter declared with `_`.
    static func parameterLabel(_ written: String?) -> String? { written == "_" ? nil : written }

    /// For each of the function's parameters, the argument its label gives it, or nil where
    /// it is left out and has a default: the arguments in the parameters' order, each label
    /// the parameter's (an unlabelled argument a parameter declared with `_`); nil when they
    /// do not fit so.
    static func placed(_ labels: [String?], trailingClosure: Bool, in code: FunctionCode) -> [Int?]? {
        var placed: [Int?] = []
        var a = 0
        for p in 0..<code.parameterCount {
            let isTrailing = trailingClosure && a == labels.count - 1
            if a < labels.count, Self.parameterLabel(labels[a]) == code.labels[p] || (isTrailing && p == code.parameterCount - 1) {
                placed.append(a)
                a += 1
            } else if p < code.defaults.count, code.defaults[p] != nil {
                placed.append(nil)
            } else {
                return nil
            }
        }
        return a == labels.count ? placed : nil
    }

    @inline(never) func notCallable(_ v: Value) -> ScriptFailure {
        if let property {
            let owner = property.kind.map { " of \($0.name)" } ?? ""
            return ScriptFailure(.runtime, "'\(property.name)' is a property\(owner), not a method; drop the parentheses", at: property.span,
                                 notes: ["it holds \(RuntimeError.describeBriefly(v)), which cannot be called"])
        }
        return ScriptFailure(.runtime, "cannot call \(RuntimeError.describeBriefly(v)); it is not a function", at: span)
    }

    @inline(never) func notCallable(_ v: Value, _ base: Int) -> ScriptFailure {
        dropArguments(base, argc)
        return notCallable(v)
    }
}

/// An argument of a script call: the caller's slot it is read from in place (path
/// `argumentLocal`, else -1), or the slot whose Number is offset by `by` (`argumentOffset`,
/// else -1), and its code.
struct ArgumentCode {
    let local: Int
    /// Whether `local` is read at its last use (`argumentMoved`).
    let moves: Bool
    let offset: Int
    let by: Double
    let node: Unmanaged<EvalNode>
}

extension Compiler {
    // MARK: Calls

    /// "argument 'by:' of rotated(by:) must be a Number, not a String ("a")".
    static func argumentMismatch(_ p: Param, _ v: Value, _ i: Int, _ o: Overload, at span: Span) -> ScriptFailure {
        let what = p.label.map { "argument '\($0):'" } ?? "argument \(i + 1)"
        return ScriptFailure(.runtime, "\(what) of \(o.signature) must be \(RuntimeError.withArticle(p.type.name)), not \(RuntimeError.describeBriefly(v))",
                             at: span, notes: RuntimeError.pairNotes(v, expected: p.type.name))
    }

    /// Path `builtinPairValues`: a Point or Size maker's two arguments (not both with number
    /// code: that is `builtinTypedNumbers`) evaluated once each, in order; two Numbers made
    /// into the value directly, anything else passed as evaluated to the site's call. Nil
    /// when the call is not such a maker's.
    func pairValues(_ site: BuiltinSite, _ candidates: [(Overload, [[Int]])], _ lowered: [Lowered]) -> Lowered? {
        guard site.isPrepared, candidates.count == 1, let box = candidates[0].0.pairMake, lowered.count == 2 else { return nil }
        let make = box.run, first = lowered[0].eval, second = lowered[1].eval
        return computed { f in
            let a = try first(f)
            let b = try second(f)
            if case .number(let x) = a, case .number(let y) = b { return make(x, y) }
            return try site.call(.nil, a, b, .nil, .nil)
        }
    }

    /// Path `builtinRectParts`: a maker of a rect from a Point and a Size (`Rect(origin: p,
    /// size: s)`, `Builtin.partsFunction`): its two arguments evaluated once each, in order;
    /// a Point and a Size (or a Point for the Size) made into the rect unboxed, with no call
    /// (`Lowered.typed`: stored into the box its variable holds, or boxed where a value is
    /// needed); anything else passed as evaluated to the site's call, which reports it. Nil
    /// when the call is not such a maker's.
    func rectParts(_ site: BuiltinSite, _ candidates: [(Overload, [[Int]])], _ lowered: [Lowered]) -> Lowered? {
        guard site.isPrepared, candidates.count == 1, let parts = candidates[0].0.partsMake, lowered.count == 2 else { return nil }
        let first = lowered[0].eval, second = lowered[1].eval
        let typed = TypedCode.rect { f in
            let a = try first(f)
            let b = try second(f)
            if let r = parts.make(a, b) { return r }
            return try RectBox.payload(try site.call(.nil, a, b, .nil, .nil))
        }
        return Lowered(operand: .computed, eval: typed.eval, typed: typed, isPlainComputation: lowered.allSatisfy(\.runsNoScript))
    }

    /// `discardsResult`: the call is a statement (`MethodSite.discardsResult`).
    func lowerCall(_ callee: Expr, _ args: [Argument], span: Span, discardsResult: Bool = false) -> Lowered {
        // `explain(expr)` needs the shape of its argument (ExplainLibrary).
        if let explain = compileExplain(callee, args, span: span) { return computed(explain) }
        if case .name(let ref) = callee.kind, case .builtin(let name) = ref.target,
           case .functions(let overloads)? = registry.globals[name] {
            if name == "Dictionary", let record = lowerRecord(callee, args, span: span) { return record }
            return lowerBuiltinCall(name, overloads, args, span: span, nameSpan: ref.span)
        }
        if case .member(let base, let name, let nameSpan) = callee.kind {
            return lowerMethodCall(base, name, nameSpan: nameSpan, args, span: span, discardsResult: discardsResult)
        }
        return compileScriptCall(callee, args, span: span)
    }

    /// A labelled tuple literal, `Dictionary(tupleLabels: ["qty", "cost"], parts: [q, c])` as
    /// the parser writes `(qty: q, cost: c)` (path `recordLiteral`); nil for any other call of
    /// `Dictionary` (which the built-in makes, and checks).
    func lowerRecord(_ callee: Expr, _ args: [Argument], span: Span) -> Lowered? {
        guard let labels = Parser.recordLabels(of: Expr(kind: .call(callee, args), span: span)), labels.count >= 2,
              Set(labels).count == labels.count, args[1].label == "parts", case .list(let items) = args[1].value.kind,
              items.count == labels.count else { return nil }
        let shape = ValueDictionary.RecordShape(labels: labels)
        let parts = items.map { EvalBox(eval: lower($0).eval) }
        let engine = self.engineRef, context = engine.context
        // Its storage, entries and table, counted as a dictionary literal's.
        let bytes = 128 + labels.count * 4 * MemoryLayout<Value>.stride
        note(span, "record", .recordLiteral)
        return computed { f in
            do { try context.noteAllocation(bytes) } catch { throw engine.locate(error, span) }
            return .dictionary(try ValueDictionary.record(shape) { i in try parts[i].eval(f) })
        }
    }

    /// Error for call-site labels that fit no overload, with the nearest signature.
    static func labelMismatch(_ name: String, _ overloads: [Overload], _ args: [Argument], span: Span) -> ScriptFailure {
        // A later trailing closure's label that no signature has (`} complete: { … }`): said
        // at the label, with the nearest label of a parameter that takes a function.
        let known = Set(overloads.flatMap { $0.params.compactMap(\.label) })
        for arg in args where arg.isTrailingClosure {
            guard let label = arg.label, !known.contains(label) else { continue }
            let closures = overloads.flatMap { $0.params.filter(\.type.takesFunctions).compactMap(\.label) }
            var message = "incorrect argument label '\(label):' in \(name)"
            if let near = Suggest.nearest(label, in: closures) { message += "; did you mean '\(near):'?" }
            return ScriptFailure(.runtime, message, at: arg.labelSpan ?? span,
                                 notes: overloads.map { "declared as \($0.detailedSignature)" })
        }
        return labelMismatch(name, overloads, labels: args.map(\.label), span: span)
    }

    static func labelMismatch(_ name: String, _ overloads: [Overload], labels: [String?], span: Span) -> ScriptFailure {
        // The note names the signature the message is about (`missing argument label 'by:'
        // in call to sorted(by:)`: not `sorted()`), else every signature.
        let (message, named) = Overload.mismatchMessage(name, overloads, labels: labels)
        return ScriptFailure(.runtime, message, at: span, notes: (named.map { [$0] } ?? overloads).map { "declared as \($0.detailedSignature)" })
    }

    func lowerBuiltinCall(_ name: String, _ overloads: [Overload], _ args: [Argument], span: Span, nameSpan: Span) -> Lowered {
        let engine = self.engineRef
        let chosen = CallSharing.Labels(name: name, labels: args.map(\.label), trailing: args.endsWithTrailingClosure)
        let candidates = sharing.candidates(chosen, overloads)
        let argSpans = args.map(\.value.span)
        guard !candidates.isEmpty else {
            let failure = Compiler.labelMismatch(name, overloads, args, span: span)
            note(span, "call \(name)", .builtinGeneral)
            return computed { _ in throw failure }
        }
        // Boxed: an array of bare closures would call each through a reabstraction thunk.
        let lowered = args.map { lower($0.value) }
        noteNativeArguments(args, lowered)
        let argSlots = nativeArgumentSlots(args, lowered)
        let boxed = lowered.map { EvalBox(eval: $0.eval) }
        let fixed = CallSharing.Fixed(chosen, argSlots.slots, argSlots.constants)
        let site = BuiltinSite(engine: engine, candidates: candidates, args: boxed, argSlots: argSlots.slots,
                               constants: argSlots.constants, argSpans: argSpans, span: span,
                               prepared: fixed.flatMap { sharing.targets[$0] })
        if let fixed { sharing.keep(site.targets, for: fixed) }
        let path = FastPath.builtinTyped(lowered)
        if let typed = site.typed(numbers: path == .builtinTypedNumbers ? lowered.compactMap(\.number) : nil) {
            note(span, "call \(name)", path)
            // (A maker of arguments that run no script runs none: `Rect(0, 0, w, h)`.)
            return Lowered(operand: .computed, eval: typed.eval, typed: typed, isPlainComputation: lowered.allSatisfy(\.runsNoScript))
        }
        if site.isPrepared, candidates.count == 1, let kept = candidates[0].0.keptArgument, kept.position < lowered.count,
           lowered.allSatisfy(\.runsNoScript) {
            note(span, "call \(name)", .builtinKept)
            let argument = lowered[kept.position].eval, converts = kept.converts
            return computed { f in
                let v = try argument(f)
                if !converts(v) { return v }
                return try site.call(f)
            }
        }
        if site.isPrepared, candidates.count == 1, let box = candidates[0].0.numberFunction, lowered.count == 1,
           let argument = lowered[0].number {
            note(span, "call \(name)", .builtinNumber)
            let work = box.run
            return Lowered(operand: .computed, eval: { f in
                if let x = argument.run(f) { return .number(work(x)) }
                return try site.call(f)
            }, number: NumberCode { f in
                if let x = argument.run(f) { return work(x) }
                return nil
            })
        }
        if site.isPrepared, candidates.count == 1, let box = candidates[0].0.pairMake, lowered.count == 2,
           let first = lowered[0].number, let second = lowered[1].number {
            // `Point(x + 1, y)`, `CGSize(width: w, height: h)`: made of the Numbers; any other
            // argument by the call, from the start (the arguments run no script).
            note(span, "call \(name)", .builtinTypedNumbers)
            let make = box.run
            // It runs no script (`Lowered.runsNoScript`): a parent may compute it again.
            var made = computed { f in
                if let a = first.run(f), let b = second.run(f) { return make(a, b) }
                return try site.call(f)
            }
            made.isPlainComputation = true
            // A maker of Points (`Point`, `CGPoint`: what it makes of two Numbers is one) also
            // as point code, for a parent computing on Points (`pointCode`).
            if case .point = make(0, 0) {
                let x = first.run, y = second.run
                made.point = PointCode { f in
                    if let a = x(f), let b = y(f), case .point(let p) = make(a, b) { return p }
                    return nil
                }
            }
            return made
        }
        if let made = pairValues(site, candidates, lowered) {
            note(span, "call \(name)", .builtinPairValues)
            return made
        }
        if let made = rectParts(site, candidates, lowered) {
            note(span, "call \(name)", .builtinRectParts)
            return made
        }
        if site.isPrepared, candidates.count == 1, let box = candidates[0].0.numbersFunction, lowered.count == 2,
           let first = lowered[0].number, let second = lowered[1].number {
            note(span, "call \(name)", .builtinNumbers)
            let work = box.run
            return Lowered(operand: .computed, eval: { f in
                if let a = first.run(f), let b = second.run(f) { return .number(work(a, b)) }
                return try site.call(f)
            }, number: NumberCode { f in
                if let a = first.run(f), let b = second.run(f) { return work(a, b) }
                return nil
            })
        }
        if site.isPrepared, candidates.count == 1, let box = candidates[0].0.valueFunction, lowered.count == 1 {
            note(span, "call \(name)", .builtinValue)
            let argument = lowered[0].eval, work = box.run
            var made = computed { f in
                let v = try argument(f)
                if let result = work(v) { return result }
                return try site.call1(.nil, v)
            }
            if let number = lowered[0].number, case .number? = work(.number(1)) {
                // An argument with number code (`Int(seed / 64)`) of a function whose work
                // makes Numbers of Numbers (`Int`, `Number`; not `type`): the work's Number
                // on its Number, for a parent computing on Numbers; none when it is no Number
                // or the work makes no Number of it (the parent then runs the call, from the
                // start: number code runs no script).
                note(span, "call \(name)", .numberCode)
                let x = number.run
                made.number = NumberCode { f in
                    guard let a = x(f), case .number(let r)? = work(.number(a)) else { return nil }
                    return r
                }
            }
            return made
        }
        if site.isPrepared {
            note(span, "call \(name)", site.path == .placing ? .builtinPlaced : .builtinDirect)
            var call = computed { f in try site.call(f) }
            if name == "zip", candidates.count == 1, candidates[0].1 == [[0], [1]] { call.zipped = site }
            if name == "stride", candidates.count == 1 {
                let labels = candidates[0].0.params.map(\.label)
                if labels == ["from", "to", "by"] || labels == ["from", "through", "by"] {
                    call.stride = StrideCall(site: site, through: labels[1] == "through")
                }
            }
            return call
        }
        if let fold = site.fold {
            // Every operand with number code (a local, a constant, `size.height`, `v.frame.maxY`,
            // arithmetic of such): the work folded over their Numbers, with no Value read or
            // made, and its Number for a parent computing on Numbers; else the site's fold, which
            // reads them again (number code runs no script).
            // (Each operand's `NumberCode` kept as the struct: a closure taken from an array
            // of closures is called through reabstraction thunks.)
            let numbers = lowered.compactMap(\.number)
            let path = FastPath.builtinFold(numberOperands: numbers.count == lowered.count)
            note(span, "call \(name)", path)
            guard path == .builtinFoldNumbers, let work = candidates[0].0.numberPair else { return computed(fold) }
            if numbers.count == 2 {
                let a = numbers[0].run, b = numbers[1].run
                return Lowered(operand: .computed, eval: { f in
                    if let x = a(f), let y = b(f) { return .number(work(x, y)) }
                    return try fold(f)
                }, number: NumberCode { f in
                    if let x = a(f), let y = b(f) { return work(x, y) }
                    return nil
                })
            }
            let first = numbers[0].run, rest = Array(numbers.dropFirst())
            let number = NumberCode { f in
                guard var best = first(f) else { return nil }
                for n in rest {
                    guard let x = n.run(f) else { return nil }
                    best = work(best, x)
                }
                return best
            }
            let run = number.run
            return Lowered(operand: .computed, eval: { f in
                if let x = run(f) { return .number(x) }
                return try fold(f)
            }, number: number)
        }
        if site.variadic != nil {
            note(span, "call \(name)", .builtinVariadic)
            return computed { f in try site.callVariadic(f) }
        }
        note(span, "call \(name)", .builtinGeneral)
        return computed { f in try site.callGeneral(f) }
    }

    /// Calling a value through the calling convention (`Calls.swift`): a script function or
    /// closure, or a built-in passed around as a value. The callee's operand kind chooses how
    /// it is read (`FastPath.call`); every path then makes the same call.
    func compileScriptCall(_ calleeExpr: Expr, _ args: [Argument], span: Span) -> Lowered {
        let callee = lower(calleeExpr)
        var isConstant = false
        if case .name(let ref) = calleeExpr.kind {
            switch ref.target {
            case .local(let v), .capture(_, let v): isConstant = v.isConst
            case .global(let slot): isConstant = globals.isConst(slot: slot)
            case .selfFunction: isConstant = true
            default: break
            }
        }
        var changesList = false
        if let slot = callee.element?.localSlot { changesList = args.contains { Compiler.callsAMethod(onLocal: slot, in: $0.value) } }
        let path = FastPath.call(callee, isConstant: isConstant, argumentsChangeList: changesList)
        note(span, "call", path, [callee.operand])
        // Everything the site's code reads is in one object: a closure capturing a single
        // reference is called without unpacking a context.
        var slot = 0
        switch callee.operand {
        case .global(let g): slot = g
        case .local(let s): slot = s
        case .cell(let c), .capture(let c): slot = c
        default: break
        }
        // Path `callElement`: the list's slot, and the index's slot (or -1 and the constant).
        var index = (slot: -1, number: 0.0)
        if path == .callElement, let element = callee.element, let list = element.localSlot {
            slot = list
            switch element.index {
            case .local(let s): index.slot = s
            case .number(let x): index.number = x
            default: break
            }
        }
        let lowered = args.map { lower($0.value) }
        var argSlots: [Int] = []
        var moved = 0
        var offsets: [(slot: Int, by: Double)?] = []
        for (position, (arg, a)) in zip(args, lowered).enumerated() {
            var isLastUse = false
            if case .name(let ref) = arg.value.kind { isLastUse = ref.isLastUse }
            let path = FastPath.argument(a, position: position, isLastUse: isLastUse)
            note(arg.value.span, "argument", path, [a.operand])
            if path == .argumentLocal || path == .argumentMoved, case .local(let s) = a.operand { argSlots.append(s) } else { argSlots.append(-1) }
            if path == .argumentMoved { moved |= 1 << position }
            offsets.append(path == .argumentOffset ? a.offset : nil)
        }
        let read = path == .callElementHeld ? callee.element?.functionRead(engineRef)
            : path == .callMemberHeld ? callee.memberFunction : nil
        let site = CallSite(engine: engineRef, callee: callee.eval, slot: slot, index: index,
                            args: lowered.map { EvalBox(eval: $0.eval) },
                            argSlots: argSlots, moved: moved, offsets: offsets,
                            labels: args.map(\.label), labelSpans: args.map { $0.labelSpan ?? $0.value.span },
                            trailingClosure: args.endsWithTrailingClosure, read: read, span: span)
        if case .member(_, let name, let nameSpan) = calleeExpr.kind, case let kinds = registry.propertyKinds(name), !kinds.isEmpty {
            site.property = (name, nameSpan, kinds.count == 1 ? kinds[0] : nil)
        }
        // A labelled call's code compares or checks its labels (`CallSite.call`).
        if let labelled = FastPath.callLabels(site.labels) { note(span, "call labels", labelled) }
        let call = ScriptCall(path: path, callee: callee.operand, site: site)
        var made = computed(call.value)
        made.call = call
        return made
    }
}

/// A script call's code, made for what is done with its value (`CallSink`): the value itself
/// (an expression), or stored into a local slot (path `storeCall`), or returned (path
/// `returnCall`) by the call's own code — no node of the statement's own between the
/// statement and the call.
struct ScriptCall {
    let path: FastPath
    let callee: Operand
    let site: CallSite

    /// The call's value.
    var value: Eval {
        guard case .eval(let code) = code(CallValue()) else { preconditionFailure("a call's value is an Eval") }
        return code
    }

    /// The call's value stored into the local `slot` (not captured) as `Disposal.replace` stores.
    func storing(into slot: Int) -> Exec {
        site.resultSlot = slot
        guard case .exec(let code) = code(CallStoring()) else { preconditionFailure("a call's store is an Exec") }
        return code
    }

    /// The call's value returned.
    var returning: Exec {
        guard case .exec(let code) = code(CallReturning()) else { preconditionFailure("a call's return is an Exec") }
        return code
    }

    /// The code for the argument count (its branches on the count fold away) and the callee's
    /// path. A labelled call's code is made for labels (`ArgumentCount.labelled`).
    func code<S: CallSink>(_ sink: S) -> SpecializedCode {
        if site.hasLabels {
            switch site.argc {
            case 1: return code(Labelled1.self, sink)
            case 2: return code(Labelled2.self, sink)
            case 3: return code(Labelled3.self, sink)
            default: return code(ArgumentsMany.self, sink)
            }
        }
        switch site.argc {
        case 0: return code(Arguments0.self, sink)
        case 1: return code(Arguments1.self, sink)
        case 2: return code(Arguments2.self, sink)
        case 3: return code(Arguments3.self, sink)
        default: return code(ArgumentsMany.self, sink)
        }
    }

    /// A script call site's code for its path and callee, with `N` arguments.
    func code<N: ArgumentCount, S: CallSink>(_: N.Type, _ sink: S) -> SpecializedCode {
        // Paths `callElementHeld`, `callMemberHeld`: read before the arguments, as any callee,
        // and retained: they may change the list or the record.
        if site.hasRead { return sink.make(N.self, CalleeReadHeld.self, site) }
        switch (path, callee) {
        case (.callThis, _): return sink.make(N.self, CalleeThis.self, site)
        case (.callGlobal, .global): return sink.make(N.self, CalleeGlobal.self, site)
        case (.callConstant, .local): return sink.make(N.self, CalleeLocal.self, site)
        case (.callConstant, .cell): return sink.make(N.self, CalleeCell.self, site)
        case (.callConstant, .capture): return sink.make(N.self, CalleeCapture.self, site)
        case (.callHeld, .global): return sink.make(N.self, CalleeHeldGlobal.self, site)
        case (.callRetained, .cell): return sink.make(N.self, CalleeRetainedCell.self, site)
        case (.callRetained, .capture): return sink.make(N.self, CalleeRetainedCapture.self, site)
        case (.callElement, _): return sink.make(N.self, CalleeElement.self, site)
        default: return sink.make(N.self, CalleeComputed.self, site)
        }
    }
}

/// What a call's code does with its value: the code made for a callee's path and a count.
protocol CallSink {
    func make<N: ArgumentCount, C: CalleePath>(_: N.Type, _: C.Type, _ site: CallSite) -> SpecializedCode
}

/// The value (an expression's code): made by the callee's path itself (`CalleePath.value`).
struct CallValue: CallSink {
    func make<N: ArgumentCount, C: CalleePath>(_: N.Type, _: C.Type, _ site: CallSite) -> SpecializedCode {
        .eval(C.value(N.self, site))
    }
}

/// Stored into the local slot `CallSite.resultSlot` (path `storeCall`).
struct CallStoring: CallSink {
    func make<N: ArgumentCount, C: CalleePath>(_: N.Type, _: C.Type, _ site: CallSite) -> SpecializedCode {
        .exec { f in
            Disposal.replace(f.slots + site.resultSlot, with: try C.call(N.self, site, f))
            return .normal
        }
    }
}

/// Returned (path `returnCall`).
struct CallReturning: CallSink {
    func make<N: ArgumentCount, C: CalleePath>(_: N.Type, _: C.Type, _ site: CallSite) -> SpecializedCode {
        .exec { f in .returned(try C.call(N.self, site, f)) }
    }
}

/// How a call reads its callee, by its operand kind (`FastPath.call`); every path then makes
/// the same call. `call` is transparent: inlined even in a debug build into `value`, whose
/// closure is each path's own (a call nested in an argument then takes no native frame more
/// than the code of one closure per call: `ShadowStackTests`), and into the stores' and
/// returns' closures' calls of it (`CallSink`).
protocol CalleePath {
    static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value
    /// The call's value: `call` in a closure of this path's own.
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval
}

/// Path `callThis`: the running function.
enum CalleeThis: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        let base = try site.pushArguments(N.self, f)
        return try site.call(N.self, f.function, base)
    }
}

/// Path `callGlobal`: a constant global, read in place.
enum CalleeGlobal: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        let base = try site.pushArguments(N.self, f)
        guard let fn = site.engine.globals[site.slot].unmanagedFunction else {
            // Reads it again: "cannot find" when its declaration never ran.
            site.dropArguments(base, site.argc)
            throw site.notCallable(try site.callee(f))
        }
        return try site.call(N.self, fn, base)
    }
}

/// Path `callConstant` of a local.
enum CalleeLocal: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        let base = try site.pushArguments(N.self, f)
        guard let fn = f.slots[site.slot].unmanagedFunction else { throw site.notCallable(f.slots[site.slot], base) }
        return try site.call(N.self, fn, base)
    }
}

/// Path `callConstant` of a cell.
enum CalleeCell: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        let base = try site.pushArguments(N.self, f)
        guard let fn = f.cells[site.slot].value.unmanagedFunction else { throw site.notCallable(f.cells[site.slot].value, base) }
        return try site.call(N.self, fn, base)
    }
}

/// Path `callConstant` of a capture.
enum CalleeCapture: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        let base = try site.pushArguments(N.self, f)
        guard let fn = f.captures[site.slot].value.unmanagedFunction else {
            throw site.notCallable(f.captures[site.slot].value, base)
        }
        return try site.call(N.self, fn, base)
    }
}

/// Path `callHeld`: a `var` global, read in place (no call of the operand's code) and held
/// for the call, which may reassign it (`Engine.Held`: no retain).
enum CalleeHeldGlobal: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        guard let fn = site.engine.globals[site.slot].unmanagedFunction else { return try site.callComputed(f) }
        return try site.callHolding(N.self, fn, f)
    }
}

/// Path `callRetained` of a cell.
enum CalleeRetainedCell: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        guard let fn = f.cells[site.slot].value.unmanagedFunction else { return try site.callComputed(f) }
        return try site.callRetaining(N.self, fn, f)
    }
}

/// Path `callRetained` of a capture.
enum CalleeRetainedCapture: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        guard let fn = f.captures[site.slot].value.unmanagedFunction else { return try site.callComputed(f) }
        return try site.callRetaining(N.self, fn, f)
    }
}

/// Path `callElement`: read before the arguments, as any callee; they cannot change the
/// list's slot.
enum CalleeElement: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        guard let fn = site.elementFunction(f) else { return try site.callComputed(f) }
        let base = try site.pushArguments(N.self, f)
        return try site.call(N.self, fn, base)
    }
}

/// Paths `callElementHeld`, `callMemberHeld`: the site's read of the function
/// (`CallSite.read`), retained.
enum CalleeReadHeld: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        guard let fn = site.read.run(f) else { return try site.callComputed(f) }
        return try site.callRetaining(N.self, fn, f)
    }
}

/// Any callee: computed first and held for the call.
enum CalleeComputed: CalleePath {
    static func value<N: ArgumentCount>(_: N.Type, _ site: CallSite) -> Eval { { f in try call(N.self, site, f) } }
    @_transparent static func call<N: ArgumentCount>(_: N.Type, _ site: CallSite, _ f: CallFrame) throws -> Value {
        try site.callComputed(f)
    }
}

extension Compiler {
    // MARK: Members

    /// The kind of the view property `name` when it is a Rect or a Transform one
    /// (`ViewGeometry.isRect`, `transform`) and no other kind has a member of that name (path
    /// `memberTyped`), else nil.
    func viewPropertyKind(_ name: String) -> ValueKind? {
        let kind: ValueKind
        if name == "transform" {
            kind = .transform
        } else if let geometry = ViewGeometry(rawValue: name), geometry.isRect {
            kind = .rect
        } else {
            return nil
        }
        return isViewOnlyProperty(name) ? kind : nil
    }

    /// The reading of `name` when it is a view's `ViewRead` property that no other kind has
    /// (path `memberView`), else nil.
    func viewRead(_ name: String) -> ViewRead? {
        guard let read = ViewRead(rawValue: name), isViewOnlyProperty(name) else { return nil }
        return read
    }

    /// Whether `name` is a property of views and no other kind has a member of that name.
    func isViewOnlyProperty(_ name: String) -> Bool {
        let id = registry.memberID(name)
        return registry.member(.view, id)?.property != nil
            && ValueKind.allCases.allSatisfy({ $0 == .view || registry.member($0, id) == nil })
    }

    /// Whether a kind other than a dictionary has a member `name` (a record's part of that
    /// name is then not the only thing `x.name` may read).
    func isOtherKindsMember(_ name: String) -> Bool {
        let id = registry.memberID(name)
        return ValueKind.allCases.contains { $0 != .dictionary && registry.member($0, id) != nil }
    }

    /// Whether a Point, a Size, a Rect or a Transform has a member named `name`.
    func isGeometryMember(_ name: String) -> Bool {
        let id = registry.memberID(name)
        return [ValueKind.point, .size, .rect, .transform].contains { registry.member($0, id) != nil }
    }

    /// "no member 'fram' on View; did you mean 'frame'?"
    func noMember(_ name: String, _ value: Value, at span: Span) -> ScriptFailure {
        Compiler.noMember(registry, name, value, at: span)
    }

    /// Swift's String.Index members that change an index in place (inout), which geo's
    /// strings (indexed by Number: `StringIndexLibrary`) do not have.
    static let stringIndexMembers: Set<String> = ["formIndex"]

    static func noMember(_ registry: Registry, _ name: String, _ value: Value, at span: Span) -> ScriptFailure {
        var names = registry.memberNames(of: value.kind)
        if case .dictionary(let d) = value, d.isRecord { names = Records.labels(d) }   // a labelled tuple's members
        var message = "no member '\(name)' on \(value.typeName)"
        var notes: [String] = []
        if let foreign = Registry.foreignMember(name, on: value) {
            message = foreign
        } else if value.kind == .string, Compiler.stringIndexMembers.contains(name) {
            // Swift's `s.formIndex(after: &i)`: no near name is what is meant.
            message += ": geo has no inout parameters"
            notes.append("geo's string indices are Numbers: write i = s.index(after: i), or i += 1")
        } else if let s = Suggest.nearest(name, in: names) {
            message += "; did you mean '\(s)'?"
        }
        if value.kind == .nil {
            notes.append("the value is nil: write ?. to read through a value that may be nil (a?.\(name) is then nil), or test for nil first: if let a = … { a.\(name) }")
        }
        if value.kind == .point, !names.contains(name) {
            // `func f() -> (min: CGFloat, max: CGFloat)` returns `(lo, hi)`: geo keeps no labels.
            notes.append("a tuple of two is a Point in geo: its parts are .0 and .1 (or .x and .y); labels such as (\(name): …) are not kept")
        }
        return ScriptFailure(.runtime, message, at: span, notes: notes)
    }

    /// `receiver.name` as a value (a property read: `r.width`, `v.frame`); `slot`: the frame
    /// slot of a receiver that is a local (path `memberLocal`, read in place), else -1.
    func compileMemberGet(_ base: @escaping Eval, name: String, nameSpan: Span, span: Span, slot: Int = -1,
                          global: Int = -1) -> Eval {
        let site = MemberGetSite(engine: engineRef, registry: registry, name: name, nameSpan: nameSpan, span: span,
                                 base: base, slot: slot, global: global)
        return { f in try site.get(f) }
    }
}

/// A property read `receiver.name` (`r.width`, `p.x`, `v.frame`): the property found for the
/// receiver's kind is kept until a receiver of another kind comes, and its getter called with
/// the receiver borrowed — read in place when it is a local slot. Everything the read needs is
/// in this one object (a closure capturing several values is called through a thunk that
/// copies, and retains, each of them: 389 instructions per `r.width` before).
final class MemberGetSite {
    let engine: EngineRef
    let context: RuntimeContext
    let registry: Registry
    let id: Int
    let name: String
    let nameSpan: Span
    let span: Span
    let base: Eval
    let slot: Int
    /// The global slot of a receiver that is a global (path `memberGlobal`: read in place,
    /// borrowed, unless nil), else -1.
    let global: Int
    /// Whether the property is `count` (a List's, computed on the list where it lies: no copy
    /// of the list, no getter called).
    let isCount: Bool
    /// The receiver kind `property` was found for (-1: none yet).
    @exclusivity(unchecked) var kind = -1
    /// The property, held for the site's lifetime (a getter may be running when another kind
    /// replaces it), and unretained for calls.
    @exclusivity(unchecked) var held: Property?
    @exclusivity(unchecked) var property: Unmanaged<Property>?
    /// `Registry.registrations` when the site was compiled.
    let compiledAt: Int

    init(engine: EngineRef, registry: Registry, name: String, nameSpan: Span, span: Span, base: @escaping Eval, slot: Int,
         global: Int = -1) {
        self.engine = engine
        context = engine.context
        self.registry = registry
        id = registry.memberID(name)
        self.name = name
        self.nameSpan = nameSpan
        self.span = span
        self.base = base
        self.slot = slot
        self.global = global
        isCount = name == "count"
        compiledAt = registry.registrations
    }

    @inline(__always) func get(_ f: CallFrame) throws -> Value {
        if slot >= 0 {
            if isCount, let n = f.slots[slot].listCount { return .number(Double(n)) }
            return try get(receiver: f.slots[slot])
        }
        if global >= 0 {
            let g = engine.globals
            if isCount, let n = g[global].listCount { return .number(Double(n)) }
            // Nil: perhaps never declared, which the global's code reports.
            if case .nil = g[global] {} else { return try get(receiver: g[global]) }
        }
        let recv = try base(f)
        return try get(receiver: recv)
    }

    @inline(__always) func get(receiver recv: borrowing Value) throws -> Value {
        if isCount, let n = recv.listCount { return .number(Double(n)) }
        if recv.kind.rawValue != kind { try resolve(recv) }
        guard let property else { return try resolveFailed(recv) }
        return try property._withUnsafeGuaranteedRef { p in
            do {
                return try p.get(recv, context)
            } catch {
                throw engine.locate(error, span)
            }
        }
    }

    /// `count` of the property's value (path `memberCounted`): given by the property with no list
    /// built when it can count, else `outer` (the `count` member's site) on the value the
    /// getter gives; the receiver read once, as `get` reads it.
    func count(_ f: CallFrame, outer: MemberGetSite) throws -> Value {
        try count(receiver: try receiver(f), outer: outer)
    }

    /// The receiver, read as `get` reads it: a local's or a global's slot in place (a global
    /// that holds nil by its code, which says "cannot find" when its declaration never ran),
    /// else its code.
    @inline(__always) func receiver(_ f: CallFrame) throws -> Value {
        if slot >= 0 { return f.slots[slot] }
        if global >= 0 {
            let g = engine.globals[global]
            if case .nil = g {} else { return g }
        }
        return try base(f)
    }

    /// Element `k` of the property's list (path `elementOfProperty`: `v.subviews[i]`, an index
    /// that runs no script): given by the property with no list built when it can give it,
    /// else read from the list its getter gives (which reports a bad index); the receiver read
    /// first, as the list was.
    func element(_ f: CallFrame, index: Eval, indexSpan: Span, span: Span) throws -> Value {
        // A variable's view borrowed where it lies (no retain): the index runs no script, so
        // nothing can store into the variable before the element is read.
        if slot >= 0 { return try element(of: f.slots[slot], f, index: index, indexSpan: indexSpan, span: span) }
        if global >= 0 {
            if case .nil = engine.globals[global] {} else {
                return try element(of: engine.globals[global], f, index: index, indexSpan: indexSpan, span: span)
            }
        }
        return try element(of: try base(f), f, index: index, indexSpan: indexSpan, span: span)
    }

    @inline(__always) private func element(of recv: borrowing Value, _ f: CallFrame, index: Eval, indexSpan: Span,
                                           span: Span) throws -> Value {
        if recv.kind.rawValue != kind { try resolve(recv) }
        let k = try index(f)
        if let property, let element = property._withUnsafeGuaranteedRef({ $0.element }), case .number(let x) = k,
           let v = element(recv, x) {
            return v
        }
        return try Compiler.element(try get(receiver: recv), k, indexSpan: indexSpan, span: span)
    }

    /// `first` or `last` of the property's list (path `memberEnd`: `v.subviews.last`): given
    /// by the property with no list built (nil when it is empty), else `outer` (the member's
    /// site) on the list the getter gives.
    func end(_ f: CallFrame, last: Bool, outer: MemberGetSite) throws -> Value {
        let recv = try receiver(f)
        if recv.kind.rawValue != kind { try resolve(recv) }
        if let property, let count = property._withUnsafeGuaranteedRef({ $0.count }),
           let element = property._withUnsafeGuaranteedRef({ $0.element }) {
            let n = count(recv)
            if n == 0 { return .nil }
            if let v = element(recv, last ? Double(n - 1) : 0) { return v }
        }
        return try outer.get(receiver: try get(receiver: recv))
    }

    func count(receiver recv: borrowing Value, outer: MemberGetSite) throws -> Value {
        if recv.kind.rawValue != kind { try resolve(recv) }
        if let property, let count = property._withUnsafeGuaranteedRef({ $0.count }) {
            return .number(Double(count(copy recv)))
        }
        return try outer.get(receiver: try get(receiver: recv))
    }

    /// The payload of a view's Rect or Transform property (path `memberTyped`): `read` of a
    /// view receiver (read in place when it is a local or a global); any other receiver by
    /// `get` (its error: no other kind has the property), the receiver computed once.
    @inline(__always) func viewPayload<P>(_ f: CallFrame, _ read: (View) -> P, _ payload: (Value) -> P?) throws -> P {
        if slot >= 0 {
            if case .view(let v) = f.slots[slot] { return read(v) }
        } else if global >= 0 {
            if case .view(let v) = engine.globals[global] { return read(v) }
        } else {
            let recv = try base(f)
            if case .view(let v) = recv { return read(v) }
            return try typed(try get(receiver: recv), payload)
        }
        return try typed(try get(f), payload)
    }

    /// A view's `ViewRead` property (path `memberView`) of a receiver in a local or a global:
    /// `read` of a view, borrowed where it lies; any other receiver by `get` (its error).
    @inline(__always) func viewValue(_ f: CallFrame, _ read: ViewRead) throws -> Value {
        if let v = viewInPlace(f) { return v._withUnsafeGuaranteedRef { read.value($0) } }
        return try get(f)
    }

    /// Whether the `ViewRead` property of the receiver is nil (path `compareNilView`): asked
    /// of a view where it lies; any other receiver's value by `get` (its error).
    @inline(__always) func viewIsNil(_ f: CallFrame, _ read: ViewRead) throws -> Bool {
        if let v = viewInPlace(f) { return v._withUnsafeGuaranteedRef { read.isNil($0) } }
        return try get(f).isNil
    }

    /// The receiver's view where it lies (a local's, a global's), unretained: the read runs no
    /// script, so the variable holds it meanwhile; nil for anything else.
    @inline(__always) func viewInPlace(_ f: CallFrame) -> Unmanaged<View>? {
        slot >= 0 ? f.slots[slot].unretainedView : engine.globals[global].unretainedView
    }

    /// The payload of what the property's getter gave a receiver that is not a view.
    @inline(never) func typed<P>(_ value: Value, _ payload: (Value) -> P?) throws -> P {
        guard let p = payload(value) else {
            throw ScriptFailure(.runtime, "'\(name)' gave \(value.typeName), not what it gives a View", at: nameSpan)
        }
        return p
    }

    /// Finds the property for the receiver's kind; a receiver without one throws.
    @inline(never) func resolve(_ recv: borrowing Value) throws {
        if recv.kind == .dictionary, Records.part(of: copy recv, name) != nil || registry.member(.dictionary, id)?.property != nil {
            // A record's parts first (`r.min`, `r.0`: `Records`), then the dictionary's own
            // (a dictionary with neither fails here, as any other receiver does).
            let registry = self.registry, id = self.id, name = self.name, nameSpan = self.nameSpan, compiledAt = self.compiledAt
            let found = Records.property(name, over: registry.member(.dictionary, id)?.property) { v in
                MemberGetSite.failure(registry, id, name, v, at: nameSpan, compiledAt: compiledAt)
            }
            held = found
            property = Unmanaged.passUnretained(found)
            kind = recv.kind.rawValue
            return
        }
        guard let found = registry.member(recv.kind, id)?.property else { return try failure(recv) }
        held = found
        property = Unmanaged.passUnretained(found)
        kind = recv.kind.rawValue
    }

    @inline(never) func resolveFailed(_ recv: borrowing Value) throws -> Value {
        try failure(recv)
        return .nil
    }

    /// "'contains' is a method of Rect; call it: …", or "no member …".
    func failure(_ recv: borrowing Value) throws {
        throw MemberGetSite.failure(registry, id, name, copy recv, at: nameSpan, compiledAt: compiledAt)
    }

    /// (A method the host registered after the site was compiled is said to be: the code took
    /// the name for a property then, `v.grow(by: 1)` for a call of the property's value.)
    static func failure(_ registry: Registry, _ id: Int, _ name: String, _ recv: Value, at nameSpan: Span,
                        compiledAt: Int) -> ScriptFailure {
        if let member = registry.member(recv.kind, id), !member.methods.isEmpty {
            let signature = member.methods[0].signature
            if let registered = registry.hostRegistration[name], registered > compiledAt {
                return ScriptFailure(.runtime, "'\(name)' is a method of \(recv.typeName) the host registered after this code was compiled: the code reads it as a property",
                                     at: nameSpan, notes: ["run this code again to call \(signature): a new run compiles it with the method (a host registers methods before running the code that uses them)"])
            }
            return ScriptFailure(.runtime, "'\(name)' is a method of \(recv.typeName); call it: \(signature)", at: nameSpan)
        }
        return Compiler.noMember(registry, name, recv, at: nameSpan)
    }
}

extension Compiler {
    /// `root.p.m` or `root.p.m.n` with `p` a view's geometry property and `m` (or `m.n`) a
    /// member of it that `ViewGeometryMember` reads (path `viewMember`); `property`: p's name,
    /// its span and the span of `root.p`; `members`: the names below it, each with its span
    /// and its member expression's.
    func lowerViewMember(_ root: Expr, _ geometry: ViewGeometry, _ member: ViewGeometryMember,
                         property: (name: String, nameSpan: Span, span: Span),
                         members: [(name: String, nameSpan: Span, span: Span)]) -> Lowered {
        let r = lower(root)
        if FastPath.presentedMember(receiver: r, property.name) != nil {
            return lowerPresentedMember(r, .geometry(geometry), member, property: property, members: members)
        }
        let path = FastPath.member(receiver: r.operand)
        note(property.span, "member .\(property.name)", path, [r.operand])
        for m in members { note(m.span, "member .\(m.name)", .viewMember, [r.operand]) }
        var slot = -1, global = -1
        if path == .memberLocal, case .local(let s) = r.operand { slot = s }
        if path == .memberGlobal, case .global(let s) = r.operand { global = s }
        let inner = MemberGetSite(engine: engineRef, registry: registry, name: property.name, nameSpan: property.nameSpan,
                                  span: property.span, base: r.eval, slot: slot, global: global)
        let outer = members.map { m in
            MemberGetSite(engine: engineRef, registry: registry, name: m.name, nameSpan: m.nameSpan, span: m.span,
                          base: { _ in .nil }, slot: -1)
        }
        let site = ViewMemberGetSite(inner: inner, outer: outer, geometry: geometry, member: member)
        var lowered = computed { f in try site.get(f) }
        // (Code made for the property and the member: `ViewNumberReads`.)
        if member.isNumber && r.runsNoScript { lowered.number = ViewNumberReads.number(geometry, member, site) }
        // `v.frame.origin`, `v.bounds.origin`: a Point, read from the view with no Value made,
        // for a parent computing on Points (`pointCode`: `p + v.frame.origin - up.bounds.origin`).
        if case .origin = member, r.runsNoScript { lowered.point = ViewNumberReads.origin(geometry, site) }
        return lowered
    }

    func lookup(_ cache: MemberCache, _ value: Value, _ id: Int) -> Registry.Member? {
        let k = value.kind.rawValue
        if cache.kind != k {
            cache.kind = k
            cache.member = registry.member(value.kind, id)
        }
        return cache.member
    }
}

/// A call site's argument count as a type: its code is specialised per count (up to three;
/// `ArgumentsMany` reads the site's count), and for a labelled call of up to three
/// (`labelled`: the code compares the callee's labels, `CallSite.call`).
protocol ArgumentCount {
    static var value: Int { get }
    static var labelled: Bool { get }
}
extension ArgumentCount {
    static var labelled: Bool { false }
}
enum Arguments0: ArgumentCount { static var value: Int { 0 } }
enum Arguments1: ArgumentCount { static var value: Int { 1 } }
enum Arguments2: ArgumentCount { static var value: Int { 2 } }
enum Arguments3: ArgumentCount { static var value: Int { 3 } }
enum ArgumentsMany: ArgumentCount { static var value: Int { -1 } }
enum Labelled1: ArgumentCount { static var value: Int { 1 }; static var labelled: Bool { true } }
enum Labelled2: ArgumentCount { static var value: Int { 2 }; static var labelled: Bool { true } }
enum Labelled3: ArgumentCount { static var value: Int { 3 }; static var labelled: Bool { true } }

/// `root.p.m` (or `root.p.m.n`) with `p` a view's geometry property (path `viewMember`): the
/// root read once (in place when it is a local or a global, as `inner` reads it); a view gets
/// the member from the property's getter's value with no Value made for the property; any
/// other root the members' sites, in turn, with their errors.
final class ViewMemberGetSite {
    let inner: MemberGetSite
    /// The sites of the members below the property, outwards.
    let outer: [MemberGetSite]
    let geometry: ViewGeometry
    let member: ViewGeometryMember

    init(inner: MemberGetSite, outer: [MemberGetSite], geometry: ViewGeometry, member: ViewGeometryMember) {
        self.inner = inner
        self.outer = outer
        self.geometry = geometry
        self.member = member
    }

    @inline(__always) func get(_ f: CallFrame) throws -> Value {
        if inner.slot >= 0 {
            if let view = f.slots[inner.slot].unretainedView { return view._withUnsafeGuaranteedRef { member.value(geometry, $0) } }
            return try get(receiver: f.slots[inner.slot])
        }
        if inner.global >= 0 {
            let g = inner.engine.globals
            if let view = g[inner.global].unretainedView { return view._withUnsafeGuaranteedRef { member.value(geometry, $0) } }
            // Nil: perhaps never declared, which the global's code reports.
            if case .nil = g[inner.global] {} else { return try get(receiver: g[inner.global]) }
        }
        return try get(receiver: try inner.base(f))
    }

    @inline(__always) func get(receiver recv: Value) throws -> Value {
        if case .view(let view) = recv { return member.value(geometry, view) }
        return try other(recv)
    }

    @inline(never) func other(_ recv: Value) throws -> Value {
        var value = try inner.get(receiver: recv)
        for site in outer { value = try site.get(receiver: value) }
        return value
    }

    /// `read` of the root when it is a view (its read runs no script code), else nil: the
    /// member's Number or the property's origin (`ViewNumberReads`); anything else the site's
    /// code then gives (or reports). A local's or a global's view is taken out unretained and
    /// lent to the read (bound as it lies, a global's view was retained and released around
    /// the getter's call).
    @inline(__always) func onView<T>(_ f: CallFrame, _ read: (View) -> T?) -> T? {
        if inner.slot >= 0 {
            guard let view = f.slots[inner.slot].unretainedView else { return nil }
            return view._withUnsafeGuaranteedRef { read($0) }
        }
        if inner.global >= 0 {
            guard let view = inner.engine.globals[inner.global].unretainedView else { return nil }
            return view._withUnsafeGuaranteedRef { read($0) }
        }
        guard let recv = try? inner.base(f), case .view(let view) = recv else { return nil }
        return read(view)
    }
}

/// What the built-in call sites of one compile share instead of each making its own: the
/// overloads a name's labels choose, with their bindings (`Overload.bind`), and the targets
/// prepared for them (`NativeTarget`, which nothing changes) when the arguments the targets
/// take as constants are the same Numbers. (Each site held ~650 bytes of them.)
final class CallSharing {
    struct Labels: Hashable {
        let name: String
        let labels: [String?]
        let trailing: Bool
    }

    /// A site's labels and, per argument, the bits of its Number when it is a constant.
    struct Fixed: Hashable {
        let labels: Labels
        let numbers: [UInt64?]

        /// Nil when a constant argument is not a Number (not shared).
        init?(_ labels: Labels, _ slots: [Int], _ constants: [Value]) {
            var numbers: [UInt64?] = []
            for (i, slot) in slots.enumerated() {
                guard slot == NativeSite.constant else { numbers.append(nil); continue }
                guard i < constants.count, case .number(let x) = constants[i] else { return nil }
                numbers.append(x.bitPattern)
            }
            self.labels = labels
            self.numbers = numbers
        }
    }

    private var chosen: [Labels: [(Overload, [[Int]])]] = [:]
    private(set) var targets: [Fixed: [NativeTarget]] = [:]
    /// How many of `targets` fix constants: at most `constantsKept` (a script of thousands
    /// of calls with a different Number each would keep an entry for each, shared by none).
    private var keptWithConstants = 0
    static let constantsKept = 1_024

    /// Keeps a site's targets for the sites after it with the same labels and constants.
    func keep(_ prepared: [NativeTarget], for fixed: Fixed) {
        guard targets[fixed] == nil else { return }
        if fixed.numbers.contains(where: { $0 != nil }) {
            guard keptWithConstants < Self.constantsKept else { return }
            keptWithConstants += 1
        }
        targets[fixed] = prepared
    }

    /// The overloads of `overloads` (a built-in's, named by `labels.name`) that the labels
    /// fit, each with its binding.
    func candidates(_ labels: Labels, _ overloads: [Overload]) -> [(Overload, [[Int]])] {
        if let known = chosen[labels] { return known }
        let found = Overload.candidates(overloads, labels: labels.labels, trailingClosure: labels.trailing)
        chosen[labels] = found
        return found
    }
}
