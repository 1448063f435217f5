/// A method call site `receiver.name(arguments)`: the overloads its labels allow are found
/// for the receiver's kind and kept (with their `NativeTarget`s) until a receiver of another
/// kind comes; calls then take the path `resolve` chose (`NativePath`).
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
    /// Whether `place` is a `PinnedReceiver`'s (its indices computed when the receiver was read).
    let pinsReceiver: Bool
    let base: Eval
    /// The frame slot of a receiver that is a local no closure captures (path
    /// `methodLocal`), or the global slot of a global receiver (`receiverIsGlobal`, path
    /// `methodGlobal`): read in place, no code run; else -1.
    let receiverSlot: Int
    /// Whether `receiverSlot` is a global's (a nil there — a declaration that has not run —
    /// takes the receiver's code, which reports it).
    let receiverIsGlobal: Bool
    /// `receiverSlot` when it is a local's, else -1; and when it is a global's, else -1 (two
    /// fields: a local receiver's call tests one, as before there were global ones).
    let localSlot: Int
    let globalSlot: Int
    /// `receiverSlot` when it is a cell's of this frame, else -1; when it is a capture's,
    /// else -1 (path `methodCaptured`).
    let cellSlot: Int
    let captureSlot: Int
    /// Whether that local is a `var` (a mutating method may change the slot directly;
    /// a `let`'s goes through its place, which refuses the change).
    let receiverIsVariable: Bool
    /// Whether that receiver is passed borrowed, not copied: unless an argument calls a
    /// method on the same local (`xs.contains(xs.removeLast())`: a mutating method would
    /// change the slot between its read and the call; `Compiler.callsAMethod`).
    let borrowsReceiver: Bool
    /// The variable the call's result is assigned to when it is the receiver's own
    /// (`x = x.union(y)`, path `assignHandsOver`): a transform or rect method drops the
    /// variable's reference to the receiver's box before writing into it, so the box is
    /// reused when the variable was its only other holder.
    let handOver: Operand?
    /// `handOver`'s slot, cell or capture index, or -1 (tested on every call: an Int, not the
    /// enum, whose copy would be an outlined copy of a `Value`).
    let handOverSlot: Int
    let noMember: (Value) -> ScriptFailure
    let labelMismatch: ([Overload]) -> ScriptFailure
    /// The receiver, and the one argument, when each is a value the compiler found it can read
    /// in place (`ValueRead`, path `readInPlace`): a kernel (`kernel`) takes their payloads
    /// from there.
    let receiverRead: ValueRead?
    let argumentRead: ValueRead?
    /// The receiver or the argument when it is a view geometry property of a value read in
    /// place (`ViewGeometryRead`, path `viewGeometryInPlace`; only when the plain read is nil).
    let receiverGeometry: ViewGeometryRead?
    let argumentGeometry: ViewGeometryRead?
    /// The one argument's site when it is a method call that may take a kernel too (path
    /// `kernelSite`): called directly. Unretained: the argument's code (`args`) holds it.
    let argumentSite: Unmanaged<MethodSite>?

    /// The receiver kind the fields below were found for (-1: none yet).
    @exclusivity(unchecked) var kind = -1
    /// The single mutating candidate, if that is what the labels chose.
    @exclusivity(unchecked) var mutating: MutatingMethod?
    /// The transform or rect method (path `replacingTransform`, `replacingRect`).
    /// Unretained: `resolutions` holds them for the site's lifetime.
    @exclusivity(unchecked) var transformChange: Unmanaged<TransformReplacing>?
    @exclusivity(unchecked) var rectChange: Unmanaged<RectReplacing>?
    /// The reading of a set the labels chose for the receiver kind last met (`readSet`).
    @exclusivity(unchecked) var setRead: SetRead?
    /// The mutating candidate when it is a List, Set or String method whose change can be made
    /// in place (`changeListInPlace`). Unretained: `resolutions` holds it for the site's lifetime.
    @exclusivity(unchecked) var listMethod: Unmanaged<MutatingMethod>?
    /// The kernel calls take (`MethodKernel`): chosen for the receiver kind last met and the
    /// argument kind last met, by `resolve` and by a call the kernel could not take
    /// (`kernelMissed`). Unretained: `resolutions` holds it for the site's lifetime.
    @exclusivity(unchecked) var kernel: Unmanaged<MethodKernel>?
    /// Whether the call is a statement, its result read by nothing: a change that makes a
    /// result only for it to be read (`Overload.setChangeDiscarding`: `seen.insert(x)`'s pair)
    /// leaves it unmade.
    @exclusivity(unchecked) var discardsResult = false
    /// Whether the receiver last met was a labelled tuple with a part of the method's name,
    /// which calls take (`resolve`, `callPart`).
    @exclusivity(unchecked) var callsPart = false
    /// `Value.listIsHeldInPlace`, kept: a lazy global's read calls swift_once (on Linux) on
    /// every list change (`changeList`).
    let listIsHeldInPlace = Value.listIsHeldInPlace
    /// `Value.setIsHeldInPlace`, kept likewise (`changeSet`).
    let setIsHeldInPlace = Value.setIsHeldInPlace

    /// A method that makes a new boxed value from its receiver's (`Builtin.transformMethod`,
    /// `Builtin.rectMethod`): its target and its change, for `callReplacing`.
    protocol Replacing: AnyObject {
        associatedtype Box: ReplaceableBox
        var target: NativeTarget { get }
        func change(_ old: Box.Payload, _ a0: Value, _ a1: Value, _ ctx: RuntimeContext) throws -> Box.Payload
    }

    /// A transform method's target and change. (A class per box type: one class with
    /// optional changes made every transform call copy, retain, its change: +3.7%
    /// instructions in transforms.)
    final class TransformReplacing: Replacing {
        typealias Box = TransformBox
        let target: NativeTarget
        let apply: TransformChange

        init(_ target: NativeTarget, _ apply: @escaping TransformChange) {
            self.target = target
            self.apply = apply
        }

        @inline(__always) func change(_ old: Transform, _ a0: Value, _ a1: Value, _ ctx: RuntimeContext) throws -> Transform {
            try apply(old, a0, a1, ctx)
        }
    }

    /// A rect method's target and change.
    final class RectReplacing: Replacing {
        typealias Box = RectBox
        let target: NativeTarget
        let apply: RectChange

        init(_ target: NativeTarget, _ apply: @escaping RectChange) {
            self.target = target
            self.apply = apply
        }

        @inline(__always) func change(_ old: Rect, _ a0: Value, _ a1: Value, _ ctx: RuntimeContext) throws -> Rect {
            try apply(old, a0, a1, ctx)
        }
    }

    /// A mutating method (`xs.append(x)`) chosen for a receiver kind.
    final class MutatingMethod {
        let overload: Overload
        let binding: [[Int]]
        let impl: (inout Value, [Value], RuntimeContext) throws -> Value
        /// Its prepared form, when the site's arguments fit `NativeArguments`.
        let target: NativeTarget?
        /// A List method's change of the array, when the site can make it in place: its
        /// arguments taken as they are, at most two (`changeListInPlace`).
        let listChange: ListChange?
        /// A Set method's change of the set, likewise (`changeSetInPlace`); and the change of a
        /// site whose result nothing reads, which makes none (`Overload.setChangeDiscarding`).
        let setChange: SetChange?
        let setChangeDiscarding: SetChange?
        /// A String method's change of the text, likewise (`changeString`).
        let stringChange: StringChange?

        init(_ overload: Overload, _ binding: [[Int]], _ impl: @escaping (inout Value, [Value], RuntimeContext) throws -> Value,
             direct: Bool) {
            self.overload = overload
            self.binding = binding
            self.impl = impl
            target = direct ? NativeTarget(overload, binding) : nil
            if let target, target.takesArgumentsAsTheyAre, target.sources.count <= 2 {
                listChange = overload.listChange
                setChange = overload.setChange
                setChangeDiscarding = overload.setChangeDiscarding ?? overload.setChange
                stringChange = overload.stringChange
            } else {
                listChange = nil
                setChange = nil
                setChangeDiscarding = nil
                stringChange = nil
            }
        }
    }

    init(engine: EngineRef, registry: Registry, name: String, nameSpan: Span, labels: [String?], trailingClosure: Bool,
         place: Place?, pinsReceiver: Bool = false, receiverSlot: Int = -1, receiverIsGlobal: Bool = false, receiverIsVariable: Bool = false,
         receiverIsCell: Bool = false, receiverIsCapture: Bool = false, borrowsReceiver: Bool = false,
         handOver: Operand? = nil, receiverRead: ValueRead? = nil, argumentRead: ValueRead? = nil,
         receiverGeometry: ViewGeometryRead? = nil, argumentGeometry: ViewGeometryRead? = nil,
         argumentSite: MethodSite? = nil,
         base: @escaping Eval, args: [EvalBox], argSlots: [Int] = [], constants: [Value] = [], argSpans: [Span], span: Span,
         noMember: @escaping (Value) -> ScriptFailure, labelMismatch: @escaping ([Overload]) -> ScriptFailure) {
        self.registry = registry
        id = registry.memberID(name)
        self.name = name
        self.nameSpan = nameSpan
        self.labels = labels
        self.trailingClosure = trailingClosure
        self.place = place
        self.pinsReceiver = pinsReceiver
        self.receiverSlot = receiverSlot
        self.receiverIsGlobal = receiverIsGlobal
        localSlot = receiverIsGlobal || receiverIsCell || receiverIsCapture ? -1 : receiverSlot
        globalSlot = receiverIsGlobal ? receiverSlot : -1
        cellSlot = receiverIsCell ? receiverSlot : -1
        captureSlot = receiverIsCapture ? receiverSlot : -1
        self.receiverIsVariable = receiverSlot >= 0 && receiverIsVariable
        self.borrowsReceiver = receiverSlot >= 0 && borrowsReceiver
        self.handOver = handOver
        switch handOver {
        case .local(let i), .global(let i), .cell(let i), .capture(let i): handOverSlot = i
        default: handOverSlot = -1
        }
        self.base = base
        self.receiverRead = receiverRead
        self.argumentRead = args.count == 1 ? argumentRead : nil
        self.receiverGeometry = receiverGeometry
        self.argumentGeometry = args.count == 1 ? argumentGeometry : nil
        self.argumentSite = args.count == 1 ? argumentSite.map { Unmanaged.passUnretained($0) } : nil
        self.noMember = noMember
        self.labelMismatch = labelMismatch
        super.init(engine: engine, args: args, argSlots: argSlots, constants: constants, argSpans: argSpans, span: span)
    }

    /// What the labels chose for one receiver kind. Kept per kind for the site's lifetime (at
    /// most one per kind): a call in progress may use a target unretained while a nested call
    /// of the same site meets another kind, so no target is released while the site lives.
    final class Resolution {
        let candidates: [(Overload, [[Int]])]
        let targets: [NativeTarget]
        let mutating: MutatingMethod?
        /// The one target's `Overload.setRead`, when it takes its one argument as it is.
        let setRead: SetRead?
        let transformChange: TransformReplacing?
        let rectChange: RectReplacing?
        /// The path calls take for this kind (the one place it is chosen for a method).
        let path: NativePath
        /// For each target, its kernel when it has one (`Builtin.geometryMethod`) and takes one
        /// argument as it is.
        let kernels: [MethodKernel?]

        init(_ found: [(Overload, [[Int]])], direct: Bool) {
            candidates = found
            let prepared = direct ? NativeTarget.prepare(found)?.filter { !$0.isMutating } ?? [] : []
            let targets = prepared.count == found.count ? prepared : []
            self.targets = targets
            let replaces = targets.count == 1 && targets[0].takesArgumentsAsTheyAre && targets[0].provided <= 2
            setRead = targets.count == 1 && targets[0].takesArgumentsAsTheyAre && targets[0].provided == 1 ? found[0].0.setRead : nil
            transformChange = replaces ? found[0].0.transformChange.map { TransformReplacing(targets[0], $0) } : nil
            rectChange = replaces ? found[0].0.rectChange.map { RectReplacing(targets[0], $0) } : nil
            if found.count == 1, case .mutating(let g) = found[0].0.impl {
                mutating = MutatingMethod(found[0].0, found[0].1, g, direct: direct)
            } else {
                mutating = nil
            }
            if let mutating {
                // The one place a method's path is chosen: `xs.append(x)` inline when the
                // change is an append taking its argument as it is.
                path = mutating.listChange != nil && mutating.overload.appendsElement ? .appending : .mutating
            } else if transformChange != nil {
                path = .replacingTransform
            } else if rectChange != nil {
                path = .replacingRect
            } else {
                path = NativeSite.path(targets)
            }
            kernels = targets.map { t in
                guard let k = t.overload.kernel, t.takesArgumentsAsTheyAre, t.provided == 1,
                      case .kind(let kind) = t.check0, kind == k.argumentKind else { return nil }
                return k
            }
        }

        /// The kernel of the target a call with an argument of `kind` takes (the first whose
        /// check passes that kind, as `callFirstFitting` chooses), when it has one.
        func kernel(for kind: ValueKind) -> MethodKernel? {
            for (t, k) in zip(targets, kernels) {
                switch t.check0 {
                case .kind(let accepted): if accepted == kind { return k }
                case .any: return k
                default: return nil
                }
            }
            return nil
        }
    }
    @exclusivity(unchecked) var resolutions: [Resolution?] = Array(repeating: nil, count: ValueKind.allCases.count)

    /// What the labels choose for receivers of `kind` (kept), or nil when they choose nothing
    /// there (`unresolved` says why). Also asked while compiling (path `methodTyped`).
    func resolution(for kind: ValueKind) -> Resolution? {
        if let known = resolutions[kind.rawValue] { return known }
        guard let member = registry.member(kind, id), !member.methods.isEmpty else { return nil }
        let found = Overload.candidates(member.methods, labels: labels, trailingClosure: trailingClosure)
        guard !found.isEmpty else { return nil }
        let resolution = Resolution(found, direct: isDirect)
        resolutions[kind.rawValue] = resolution
        return resolution
    }

    /// Why no method fits `recv` (`resolution(for:)` found none).
    @inline(never) func unresolved(_ recv: borrowing Value) -> ScriptFailure {
        let value = copy recv
        guard let member = registry.member(recv.kind, id), !member.methods.isEmpty else {
            if let member = registry.member(recv.kind, id), member.property != nil {
                return ScriptFailure(.runtime, "'\(name)' is a property of \(recv.typeName), not a method; drop the parentheses", at: nameSpan)
            }
            return noMember(value)
        }
        return labelMismatch(member.methods)
    }

    /// Finds the overloads that fit the labels for the receiver's kind.
    /// A labelled tuple with a part of the method's name (`stack.count()` of `(push: …,
    /// count: { items.count })`, an object made of closures) has no methods in Swift: the
    /// part is called (`callPart`), never a dictionary's method of the name (records and
    /// dictionaries share a kind: each call asks again).
    @inline(never) func resolve(_ recv: borrowing Value) throws {
        if Self.part(name, of: copy recv) != nil {
            candidates = []
            targets = []
            mutating = nil
            setRead = nil
            transformChange = nil
            rectChange = nil
            listMethod = nil
            kernel = nil
            callsPart = true
            choose(.general)
            kind = recv.kind.rawValue
            return
        }
        callsPart = false
        guard let resolution = resolution(for: recv.kind) else { throw unresolved(recv) }
        let k = recv.kind.rawValue
        candidates = resolution.candidates
        targets = resolution.targets
        mutating = resolution.mutating
        setRead = resolution.setRead
        transformChange = resolution.transformChange.map { Unmanaged.passUnretained($0) }
        rectChange = resolution.rectChange.map { Unmanaged.passUnretained($0) }
        listMethod = resolution.mutating.flatMap {
            $0.listChange == nil && $0.setChange == nil && $0.stringChange == nil ? nil : Unmanaged.passUnretained($0)
        }
        kernel = argc == 1 ? resolution.kernels.lazy.compactMap { $0 }.first.flatMap(takeKernel) : nil
        choose(resolution.path)
        kind = k
    }

    /// A call of a site that may take a kernel (`Compiler.kernels`): by the kernel chosen
    /// for the kinds last met, else by the path chosen for the receiver's kind.
    @inline(__always) func callByKernel(_ f: CallFrame) throws -> Value {
        if let kernel { return try kernel._withUnsafeGuaranteedRef { try $0.call(self, f) } }
        return try callWithoutKernel(f)
    }

    /// The same, for the truth of the result (a condition: `MethodKernel.test`).
    @inline(__always) func testByKernel(_ f: CallFrame) throws -> Bool {
        if let kernel { return try kernel._withUnsafeGuaranteedRef { try $0.test(self, f) } }
        return try callWithoutKernel(f).isTruthy
    }

    /// `callByKernel` of a site whose receiver or argument is a view geometry property read in
    /// place (path `viewGeometryInPlace`: the kernel's code that reads them, `MethodKernel.calls`).
    @inline(__always) func callByKernelReadingGeometry(_ f: CallFrame) throws -> Value {
        if let kernel { return try kernel._withUnsafeGuaranteedRef { try $0.calls.geometry(self, f) } }
        return try callWithoutKernel(f)
    }

    /// `testByKernel` of such a site.
    @inline(__always) func testByKernelReadingGeometry(_ f: CallFrame) throws -> Bool {
        if let kernel { return try kernel._withUnsafeGuaranteedRef { try $0.calls.geometryTest(self, f) } }
        return try callWithoutKernel(f).isTruthy
    }

    @inline(never) func callWithoutKernel(_ f: CallFrame) throws -> Value {
        try callResolved(f)
    }

    /// The same, on a receiver already computed.
    @inline(never) func callWithoutKernel(_ f: CallFrame, _ recv: inout Value) throws -> Value {
        try callEvaluated(f, &recv)
    }

    /// A call by the path chosen for the receiver's kind (`resolve`), not by a kernel.
    @inline(__always) func callResolved(_ f: CallFrame) throws -> Value {
        if localSlot >= 0 { return try callInPlace(f, FrameSlots.self) }
        if globalSlot >= 0 {
            if case .nil = engine.globals[globalSlot] {} else { return try callInPlace(f, GlobalSlots.self) }
        }
        if cellSlot >= 0 { return try callInPlace(f, CellSlots.self) }
        if captureSlot >= 0 { return try callInPlace(f, CaptureSlots.self) }
        var recv = try base(f)
        return try callEvaluated(f, &recv)
    }

    /// A call on the receiver in its variable (`B`: a local's or a global's slot, a cell),
    /// read in place: its kind first, then the value, borrowed when nothing can change the slot
    /// before the call (never a global's or a cell's). The slot is found again after the
    /// arguments ran.
    @inline(__always) func callInPlace<B: ListHome>(_ f: CallFrame, _: B.Type) throws -> Value {
        if B.withValue(f, engine, receiverSlot, { $0.pointee.kind.rawValue }) != kind {
            try resolve(B.withValue(f, engine, receiverSlot) { $0.pointee })
        }
        if path == .appending, receiverIsVariable { return try appendInPlace(f, B.self) }
        if let setRead { return try readSet(f, setRead, B.self) }
        if borrowsReceiver, path.rawValue <= NativePath.general.rawValue {
            return try B.withValue(f, engine, receiverSlot) { try callBorrowing(f, receiver: $0.pointee) }
        }
        return try callCopying(f, B.self)
    }

    /// A Set method that reads the set (`seen.contains(x)`: `Overload.setRead`) on the set in
    /// the variable: the receiver read first, as any call reads it, then the argument, then the
    /// work on the set — no argument converted by a target, no Value passed through the native
    /// call. A receiver the argument's code made another kind goes the general way.
    /// (Out of line: `callInPlace`, which every method call on a variable takes, stays small
    /// enough for the paths it calls to be inlined.)
    @inline(never) func readSet<B: ListHome>(_ f: CallFrame, _ read: SetRead, _: B.Type) throws -> Value {
        if borrowsReceiver, setIsHeldInPlace {
            // A local no argument can change (`borrowsReceiver`): the argument first, then the
            // set read where the slot holds it, not copied (a retain and a release a call:
            // `visited.contains(next)`).
            let a0 = try argument(0, f)
            let context = self.context
            return try B.withValue(f, engine, receiverSlot) { p in
                guard case .set = p.pointee else { return try call1(p.pointee, a0) }
                return try run { try p.withMemoryRebound(to: ValueDictionary.self, capacity: 1) { try read($0.pointee, a0, context) } }
            }
        }
        let recv = B.withValue(f, engine, receiverSlot) { $0.pointee }
        let a0 = try argument(0, f)
        guard case .set(let s) = recv else { return try call1(recv, a0) }
        let context = self.context
        return try run { try read(s, a0, context) }
    }

    /// A call on the receiver computed by its code.
    @inline(__always) func callEvaluated(_ f: CallFrame, _ recv: inout Value) throws -> Value {
        if recv.kind.rawValue != kind { try resolve(recv) }
        if path.rawValue <= NativePath.general.rawValue { return try callBorrowing(f, receiver: recv) }
        return try callOwning(f, &recv)
    }

    /// A labelled tuple's part called (`resolve` chose it for the last receiver): the
    /// arguments computed, then the part called with them as any function value is; a
    /// receiver without the part (a dictionary, another tuple) resolves the method again.
    @inline(never) func callPart(_ f: CallFrame, receiver: Value) throws -> Value {
        guard Self.part(name, of: receiver) != nil else {
            try resolve(receiver)
            var recv = receiver
            return try callEvaluated(f, &recv)
        }
        var values: [Value] = []
        values.reserveCapacity(argc)
        for a in args { values.append(try a.eval(f)) }
        return try callPart(receiver: receiver, values)
    }

    /// The same with the arguments computed (a path that computed them before it found no
    /// target fits: `mismatch`).
    @inline(never) func callPart(receiver: Value, _ values: [Value]) throws -> Value {
        guard let part = Self.part(name, of: receiver) else {
            try resolve(receiver)
            return try engine.with { try $0.callNative(candidates, values, argSpans: argSpans, receiver: receiver, span: span) }
        }
        if let i = labels.indices.first(where: { labels[$0] != nil && !(trailingClosure && $0 == labels.count - 1) }) {
            throw ScriptFailure(.runtime, "a tuple's function part takes no argument labels: '\(labels[i]!):'", at: argSpans[i],
                                notes: ["call it as Swift does, without labels: \(name)(…)"])
        }
        guard case .function(let fn) = part else {
            throw ScriptFailure(.runtime, "'\(name)' is a part of this tuple holding \(RuntimeError.describeBriefly(part)), not a function; drop the parentheses",
                                at: nameSpan)
        }
        return try engine.with { e in
            try withExtendedLifetime(fn) {
                try e.callOther(Unmanaged.passUnretained(fn), base: try e.pushValues(values), argc: values.count, at: span)
            }
        }
    }

    /// A labelled tuple's part `name`, or nil (any other receiver).
    static func part(_ name: String, of v: Value) -> Value? {
        guard case .dictionary(let d) = v, d.isRecord else { return nil }
        return Records.part(of: v, name)
    }

    /// No target fits the computed arguments: a labelled tuple's part is called when that is
    /// what the receiver chose (`callsPart`), else the general path reports the mismatch.
    override func mismatch(receiver: borrowing Value, _ a: borrowing NativeArguments) throws -> Value {
        if callsPart { return try callPart(receiver: copy receiver, a.array(argc)) }
        return try super.mismatch(receiver: receiver, a)
    }

    /// A call by a kernel's `work` (`MethodKernel`): the receiver's payload and the argument's read
    /// in place when the compiler found them there (`receiverRead`, `argumentRead`), else
    /// computed by their code (once each), and the kernel's work done on them. A receiver of
    /// another kind takes the path chosen for its kind; an argument of another kind, the
    /// path the call would take without a kernel (`kernelMissed`).
    /// `finish` gets the payloads, and (`keepsValues`) the receiver's and the argument's
    /// values when they were computed (this call's own; else `.nil`).
    /// `otherwise` makes what the call gives of the Value a call without the kernel gives.
    /// `O` says whether the operands may also be view geometry properties (`receiverGeometry`,
    /// `argumentGeometry`): a kernel's plain code (`PlainOperands`) has no test of them.
    @inline(__always) func callKernel<R: GeometryPayload, A: GeometryPayload, Out, O: KernelOperands>(
        _ f: CallFrame, _: O.Type, keepsValues: Bool, _ finish: (R, A, inout Value, inout Value) -> Out,
        otherwise: (Value) -> Out) throws -> Out {
        let r: R
        var recv = Value.nil
        if let read = receiverRead {
            // Nothing has run: read again by the code when it is not such a payload there.
            guard let p = read.payload(R.self, f, engine) else { return otherwise(try callWithoutKernel(f)) }
            r = p
        } else if O.readsGeometry, let read = receiverGeometry, let p = read.payload(R.self, f, engine) {
            r = p
        } else {
            var v = try base(f)
            guard let p = R.read(v) else { return otherwise(try callWithoutKernel(f, &v)) }
            r = p
            if keepsValues { recv = v }
        }
        var none = Value.nil
        if let read = argumentRead, let a = read.payload(A.self, f, engine) { return finish(r, a, &recv, &none) }
        if O.readsGeometry, let read = argumentGeometry, let a = read.payload(A.self, f, engine) {
            return finish(r, a, &recv, &none)
        }
        let a0: Value
        if let inner = argumentSite {
            a0 = try inner._withUnsafeGuaranteedRef { try $0.callByKernel(f) }
        } else {
            a0 = try argument(0, f)
        }
        if let a = A.read(a0) {
            guard keepsValues else { return finish(r, a, &recv, &none) }
            var arg = consume a0
            return finish(r, a, &recv, &arg)
        }
        return otherwise(try kernelMissed(R.value(r), a0))
    }

    /// `k`, unretained, unless it replaces and this site hands its variable's box over (its
    /// own path writes into that box).
    func takeKernel(_ k: MethodKernel) -> Unmanaged<MethodKernel>? {
        k.replaces && handOverSlot >= 0 ? nil : Unmanaged.passUnretained(k)
    }

    /// An argument the kernel does not take: the call the site makes without a kernel (which
    /// reports an argument no target accepts), and the kernel chosen for that argument's kind.
    @inline(never) func kernelMissed(_ recv: Value, _ a0: Value) throws -> Value {
        if recv.kind.rawValue != kind { try resolve(recv) }
        kernel = resolutions[recv.kind.rawValue]?.kernel(for: a0.kind).flatMap(takeKernel)
        return try call1(recv, a0)
    }

    /// The paths that only read the receiver (`plain` … `general`).
    @inline(__always) func callBorrowing(_ f: CallFrame, receiver: borrowing Value) throws -> Value {
        if path == .general {
            if callsPart { return try callPart(f, receiver: copy receiver) }
            return try engine.callNative(candidates, args, argSpans: argSpans, receiver: copy receiver, frame: f, span: span)
        }
        return try call(f, receiver: receiver)
    }

    /// A receiver in a local slot that is not borrowed: copied from the slot (a mutating
    /// method reads it through its place instead).
    @inline(never) func callCopying<B: ListHome>(_ f: CallFrame, _: B.Type) throws -> Value {
        if path == .mutating || path == .appending {
            if receiverIsVariable, let listMethod {
                return try listMethod._withUnsafeGuaranteedRef { try changeListInPlace(f, $0, B.self) }
            }
            if let m = mutating { return try callMutating(f, m) }
        }
        var recv = B.withValue(f, engine, receiverSlot) { $0.pointee }
        if path.rawValue <= NativePath.general.rawValue { return try callBorrowing(f, receiver: recv) }
        return try callOwning(f, &recv)
    }

    /// Every path, `recv` the site's own copy of the receiver: a mutating method releases
    /// it (the place's storage stays unique), a transform or rect method may reuse its box.
    /// Out of line: the paths that only read the receiver stay small enough to be inlined.
    @inline(never) func callOwning(_ f: CallFrame, _ recv: inout Value) throws -> Value {
        switch path {
        case .appending:
            recv = .nil
            if let place { return try appendThroughPlace(f, place) }
            if let mutating { return try callMutating(f, mutating) }
        case .mutating:
            recv = .nil
            if let listMethod { return try listMethod._withUnsafeGuaranteedRef { try changeListThroughPlace(f, $0) } }
            if let mutating { return try callMutating(f, mutating) }
        case .replacingTransform:
            if let transformChange { return try callReplacing(transformChange, f, &recv) }
        case .replacingRect:
            if let rectChange { return try callReplacing(rectChange, f, &recv) }
        default:
            break
        }
        return try callBorrowing(f, receiver: recv)
    }

    /// A transform or rect method: the new value is written into the receiver's box, else a
    /// temporary argument's, when this call holds that box alone (`rotation(a).concatenating(t)`,
    /// `r.intersection(cell(j))`), into a new box otherwise (`Value.replace`), and returned.
    /// Out of line: the path of every other method stays small enough to be inlined.
    @inline(__always) func callReplacing<R: Replacing>(_ replacing: Unmanaged<R>, _ f: CallFrame, _ recv: inout Value) throws -> Value {
        try replacing._withUnsafeGuaranteedRef { r in
            let a0 = argc > 0 ? try argument(0, f) : Value.nil
            let a1 = argc > 1 ? try argument(1, f) : Value.nil
            guard r.target.fitsAll(a0, a1, .nil, .nil) else {
                return try mismatch(receiver: recv, NativeArguments(a0: a0, a1: a1))
            }
            let new = try run { try r.change(try R.Box.payload(recv), a0, a1, context) }
            if handOverSlot >= 0, let box = recv.boxID { dropHandedOver(f, box) }
            // Moved, not copied: `a0` is a `let` (a `var` passed to the change was copied for
            // the call and destroyed after it).
            var other = consume a0
            recv.replace(with: new, orInto: &other, R.Box.self)
            return recv
        }
    }

    /// Path `methodTyped`: the receiver's transform or rect (`recv`, computed unboxed), the
    /// arguments evaluated and checked as `callReplacing` does, the change's result unboxed.
    /// A constant argument, and the last one when it is a local's, are passed borrowed (no
    /// copy of a `Value`): nothing runs after them that could change them.
    @inline(__always) func callTyped<R: Replacing>(_ r: R, _ f: CallFrame, _ recv: R.Box.Payload) throws -> R.Box.Payload {
        switch argc {
        case 0: return try change(r, recv, .nil, .nil)
        case 1: return try withLast(f) { a0 in try change(r, recv, a0, .nil) }
        default:
            if s0 == Self.constant { return try withLast(f) { a1 in try change(r, recv, k0, a1) } }
            let a0 = try argument(0, f)
            return try withLast(f) { a1 in try change(r, recv, a0, a1) }
        }
    }

    /// The last argument (of one or two), borrowed when it is a local's or a constant.
    @inline(__always) func withLast<T>(_ f: CallFrame, _ body: (borrowing Value) throws -> T) throws -> T {
        let s = argc == 1 ? s0 : s1
        if s >= 0 { return try body(f.slots[s]) }
        if s == Self.constant { return try body(argc == 1 ? k0 : k1) }
        let v = try (argc == 1 ? e0 : e1)(f)
        return try body(v)
    }

    /// `callTyped`'s change, its arguments checked.
    @inline(__always) func change<R: Replacing>(_ r: R, _ recv: R.Box.Payload, _ a0: borrowing Value,
                                                _ a1: borrowing Value) throws -> R.Box.Payload {
        guard r.target.fitsAll(a0, a1, .nil, .nil) else { return try typedMismatch(R.Box.self, recv, copy a0, copy a1) }
        return try run { try r.change(recv, a0, a1, context) }
    }

    /// An argument `callTyped` does not take: the general path reports it, with the receiver
    /// boxed.
    @inline(never) func typedMismatch<B: ReplaceableBox>(_: B.Type, _ recv: B.Payload, _ a0: Value, _ a1: Value) throws -> B.Payload {
        let boxed = B.value(B(recv))
        if boxed.kind.rawValue != kind { try resolve(boxed) }
        return try B.payload(try mismatch(receiver: boxed, NativeArguments(a0: a0, a1: a1)))
    }

    /// `x = x.union(y)`: the variable's reference to the receiver's box is dropped (the
    /// assignment that follows stores the result there), so the box can be reused. Only when
    /// the variable still holds that box (an argument may have assigned it).
    @inline(never) func dropHandedOver(_ f: CallFrame, _ box: ObjectIdentifier) {
        let s = handOverSlot
        switch handOver {
        case .local: if f.slots[s].boxID == box { f.slots[s] = .nil }
        // A global is left `false`, not nil, until the store that follows: a nil global is
        // checked for being declared at all (`compileStore`), which is not in question here.
        case .global: if engine.globals[s].boxID == box { engine.globals[s] = .bool(false) }
        case .cell: if f.cells[s].value.boxID == box { f.cells[s].value = .nil }
        case .capture: if f.captures[s].value.boxID == box { f.captures[s].value = .nil }
        default: break
        }
    }

    /// Computes the arguments (`prepare`), then changes the receiver's place (`body`): with its
    /// indices computed before the arguments when it was pinned (`PinnedReceiver`), as Swift
    /// orders them; else the arguments first, which no one can tell (the receiver has no index,
    /// or neither its indices nor the arguments run script code).
    @inline(__always) func changePlace(_ f: CallFrame, _ place: Place, _ prepare: () throws -> Void,
                                  _ body: (inout Value) throws -> Void) throws {
        if pinsReceiver {
            try place.access(f, prepare, body)
        } else {
            try prepare()
            try place.modify(f, body)
        }
    }

    func callMutating(_ f: CallFrame, _ m: MutatingMethod) throws -> Value {
        let overload = m.overload, binding = m.binding, impl = m.impl
        guard let place else {
            throw ScriptFailure(.runtime, "cannot call mutating method '\(name)' on a temporary value", at: nameSpan,
                                notes: ["store the value in a 'var' first"])
        }
        if let target = m.target, target.takesArgumentsAsTheyAre {
            return try callMutatingPlain(f, place, m, target)
        }
        // The place's indices, then the arguments (`Place`: `xs[i()].insert(x(), at: 0)`).
        var values: [Value] = []
        var result: Value = .nil
        try changePlace(f, place, {
            if let target = m.target {
                let a = try evaluate(f)
                guard let p = target.convert(a) else { throw mismatch(overload, binding, a) }
                values = p.array(target.sources.count)
            } else {
                for (i, p) in overload.params.enumerated() {
                    if let k = binding[i].first {
                        let v = try args[k].eval(f)
                        guard let c = p.type.accept(v) else { throw Compiler.argumentMismatch(p, v, k, overload, at: argSpans[k]) }
                        values.append(c)
                    } else {
                        values.append(p.defaultValue ?? .nil)
                    }
                }
            }
        }) { recv in
            result = try run { try impl(&recv, values, context) }
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
        var values: [Value] = []
        let impl = m.impl, context = self.context
        var result: Value = .nil
        // The place's indices, then the arguments (`Place`).
        try changePlace(f, place, {
            let a0 = argc > 0 ? try argument(0, f) : .nil
            let a1 = argc > 1 ? try argument(1, f) : .nil
            let a2 = argc > 2 ? try argument(2, f) : .nil
            let a3 = argc > 3 ? try argument(3, f) : .nil
            guard target.fitsAll(a0, a1, a2, a3) else {
                throw mismatch(m.overload, m.binding, NativeArguments(a0: a0, a1: a1, a2: a2, a3: a3))
            }
            swap(&values, &spareArguments)
            if values.count != argc { values = Array(repeating: .nil, count: argc) }
            if argc > 0 { values[0] = a0 }
            if argc > 1 { values[1] = a1 }
            if argc > 2 { values[2] = a2 }
            if argc > 3 { values[3] = a3 }
        }) { recv in
            result = try run { try impl(&recv, values, context) }
        }
        for k in 0..<argc { values[k] = .nil }
        swap(&values, &spareArguments)
        return result
    }

    /// A List method with a `ListChange` on the list in the receiver's local slot (`xs.append(x)`
    /// in a loop): the array is changed where the slot holds it — no copy of the receiver, no
    /// array of arguments. A shared array is copied first by the array itself, as in Swift.
    /// A Set method with a `SetChange` (`seen.insert(x)`) likewise, on the set where the slot
    /// holds it (`changeSet`).
    @inline(__always) func changeListInPlace<B: ListHome>(_ f: CallFrame, _ m: MutatingMethod, _: B.Type) throws -> Value {
        guard m.listChange != nil || m.setChange != nil || m.stringChange != nil, let target = m.target else { return try callMutating(f, m) }
        let a0 = argc > 0 ? try argument(0, f) : .nil
        let a1 = argc > 1 ? try argument(1, f) : .nil
        guard target.fitsAll(a0, a1, .nil, .nil) else { throw listMismatch(m, a0, a1) }
        if let change = m.listChange { return try B.withValue(f, engine, receiverSlot) { try changeList(m, change, a0, a1, $0) } }
        if let change = m.stringChange { return try B.withValue(f, engine, receiverSlot) { try changeString(m, change, a0, $0) } }
        return try B.withValue(f, engine, receiverSlot) { try changeSet(m, a0, $0) }
    }

    /// `m`'s `stringChange` made on the text at `p` where it lies: the String taken out of the
    /// slot (left nil, so its storage stays unique and grows in place), changed and put back —
    /// no copy of the receiver, no array of arguments. Anything else at `p` by the method's
    /// general code.
    @inline(__always) func changeString(_ m: MutatingMethod, _ change: StringChange, _ a0: Value,
                                        _ p: UnsafeMutablePointer<Value>) throws -> Value {
        let context = self.context
        guard case .string(var text) = p.pointee else {
            let impl = m.impl, values = Array([a0].prefix(argc))
            return try run { try impl(&p.pointee, values, context) }
        }
        p.pointee = .nil
        defer { p.pointee = .string(text) }
        return try run { try change(&text, a0, context) }
    }

    /// `m`'s `setChange` made on the set at `p` where it lies (`Value.setIsHeldInPlace`): no
    /// copy of the set out of its variable and back, no array of arguments. A set another
    /// variable shares is copied first by its change, as in Swift. Anything else at `p` (an
    /// argument's code may have changed the receiver) by the method's general code.
    @inline(__always) func changeSet(_ m: MutatingMethod, _ a0: Value, _ p: UnsafeMutablePointer<Value>) throws -> Value {
        let context = self.context
        guard let change = discardsResult ? m.setChangeDiscarding : m.setChange, setIsHeldInPlace, case .set = p.pointee else {
            let impl = m.impl, values = Array([a0].prefix(argc))
            return try run { try impl(&p.pointee, values, context) }
        }
        return try run {
            try p.withMemoryRebound(to: ValueDictionary.self, capacity: 1) { try change(&$0.pointee, a0, context) }
        }
    }

    /// Likewise on a receiver in any other place (a global list, a captured one, an element):
    /// the array changed where the place holds it.
    @inline(never) func changeListThroughPlace(_ f: CallFrame, _ m: MutatingMethod) throws -> Value {
        guard let change = m.listChange, let target = m.target, let place else { return try callMutating(f, m) }
        var a0 = Value.nil, a1 = Value.nil
        var result = Value.nil
        // The place's indices, then the arguments (`Place`).
        try changePlace(f, place, {
            a0 = argc > 0 ? try argument(0, f) : .nil
            a1 = argc > 1 ? try argument(1, f) : .nil
            guard target.fitsAll(a0, a1, .nil, .nil) else { throw listMismatch(m, a0, a1) }
        }) { recv in
            result = try withUnsafeMutablePointer(to: &recv) { try changeList(m, change, a0, a1, $0) }
        }
        return result
    }

    /// Path `appending` on a `var` local's list (`xs.append(x)` in a loop): the element added
    /// where the slot holds the array — no change closure, no argument check (an element may
    /// be any value), no warnings to flush (an append raises none). A list at its capacity or
    /// at the length limit, or a slot that no longer holds a list when the argument has run
    /// (`xs.append(xs.removeLast())` may change it), goes through `changeListInPlace`.
    @inline(__always) func appendInPlace<B: ListHome>(_ f: CallFrame, _: B.Type) throws -> Value {
        let x = try argument(0, f)
        let limit = context.limits.listLength
        if B.withValue(f, engine, receiverSlot, { MethodSite.append(x, at: $0, limit: limit, inPlace: listIsHeldInPlace) }) { return .nil }
        return try appendOther(f, x, B.self)
    }

    /// `appendInPlace` on a list it does not append to inline.
    @inline(never) func appendOther<B: ListHome>(_ f: CallFrame, _ x: Value, _: B.Type) throws -> Value {
        guard let listMethod, let change = listMethod.takeUnretainedValue().listChange else { return try callCopying(f, B.self) }
        return try B.withValue(f, engine, receiverSlot) { try changeList(listMethod.takeUnretainedValue(), change, x, .nil, $0) }
    }

    /// Path `appending` on a list in any other place (a global, a captured variable, an
    /// element): the element added inline where the place holds the array, else by the change.
    @inline(never) func appendThroughPlace(_ f: CallFrame, _ place: Place) throws -> Value {
        guard let listMethod, let change = listMethod.takeUnretainedValue().listChange else {
            return try mutating.map { try callMutating(f, $0) } ?? .nil
        }
        return try appendThroughPlace(f, place, nil, listMethod, change)
    }

    /// The argument (`computed`, or computed here when nil) appended through `place` by
    /// `listMethod`'s `change`: a pinned receiver's indices before the argument
    /// (`changePlace`: `groups[find(k)].append(row())`).
    @inline(never) func appendThroughPlace(_ f: CallFrame, _ place: Place, _ computed: Value?,
                                           _ listMethod: Unmanaged<MutatingMethod>, _ change: ListChange) throws -> Value {
        var x = computed ?? .nil
        let limit = context.limits.listLength
        var result = Value.nil
        try changePlace(f, place, { if computed == nil { x = try argument(0, f) } }) { recv in
            try withUnsafeMutablePointer(to: &recv) { p in
                if MethodSite.append(x, at: p, limit: limit, inPlace: listIsHeldInPlace) { return }
                result = try changeList(listMethod.takeUnretainedValue(), change, x, .nil, p)
            }
        }
        return result
    }

    /// Path `methodElement` (`groups[g][1].append(row)`): the element `e` reaches checked to
    /// be a list where it lies (the site resolved for lists), then the argument computed and
    /// appended where the lists lie. Anything else by the site's call through the place,
    /// from the start (the receiver computed, its errors); an array with no room, or an
    /// element the argument's code took away, through the place with the argument computed.
    @inline(never) func appendToElement(_ f: CallFrame, _ e: ElementReceiver) throws -> Value {
        guard kind == ValueKind.list.rawValue, let listMethod, let change = listMethod.takeUnretainedValue().listChange,
              let place, e.withElement(f, { $0.pointee.kind == .list }) == true else {
            return try callResolved(f)
        }
        let x = try argument(0, f)
        let limit = context.limits.listLength
        if e.withElement(f, { MethodSite.append(x, at: $0, limit: limit, inPlace: listIsHeldInPlace) }) == true { return .nil }
        return try appendThroughPlace(f, place, x, listMethod, change)
    }

    /// Path `methodEntry` (`groups[key, default: []].append(x)`, `groups[key]!.append(x)`):
    /// the entry checked to be a list where it lies (the site resolved for lists), then the
    /// argument computed and appended where the entry lies, the dictionary made unique first.
    /// Anything else — no dictionary, no entry (its default made, or nil unwrapped), an entry
    /// that is no list — by the site's call through the place, from the start; an array with no
    /// room, or an entry the argument's code took away or changed, through the place with the
    /// argument computed.
    @inline(never) func appendToEntry<H: ListHome>(_ f: CallFrame, _ e: EntryReceiver<H>) throws -> Value {
        guard kind == ValueKind.list.rawValue, let listMethod, let change = listMethod.takeUnretainedValue().listChange,
              let place else {
            return try callResolved(f)
        }
        let k = try e.key(f)
        guard let h = ValueDictionary.hash(k), e.withDictionary(f, { $0.pointee.kindOfValue(forKey: k, hash: h) }) == .list else {
            return try callResolved(f)
        }
        let x = try argument(0, f)
        let limit = context.limits.listLength
        if e.withEntry(f, k, h, { MethodSite.append(x, at: $0, limit: limit, inPlace: listIsHeldInPlace) }) == true { return .nil }
        return try appendThroughPlace(f, place, x, listMethod, change)
    }

    /// Appends `x` to the list at `p` where it lies, when the array has room for it (no new
    /// block to announce) and the list stays within `limit` elements (`checkGrowth`'s checks);
    /// false, nothing changed, otherwise or when `p` holds no list. A shared array is copied
    /// first by the array itself, as in Swift. `inPlace` is `Value.listIsHeldInPlace`, read by
    /// the caller's code when it was made: a static's read calls swift_once at every append
    /// (on Linux; ~7 instructions of an append's ~100).
    @inline(__always) static func append(_ x: Value, at p: UnsafeMutablePointer<Value>, limit: Int, inPlace: Bool) -> Bool {
        guard inPlace, case .list = p.pointee else { return false }
        return p.withMemoryRebound(to: [Value].self, capacity: 1) { items in
            let n = items.pointee.count
            guard n < items.pointee.capacity, n < limit else { return false }
            items.pointee.append(x)
            return true
        }
    }

    @inline(never) func listMismatch(_ m: MutatingMethod, _ a0: Value, _ a1: Value) -> ScriptFailure {
        mismatch(m.overload, m.binding, NativeArguments(a0: a0, a1: a1, a2: .nil, a3: .nil))
    }

    /// `change` made on the list at `p` where it lies (`Value.listIsHeldInPlace`; else taken
    /// out while it changes). An argument's code may have changed the receiver
    /// (`xs.append(xs.removeLast())`): its kind is checked after the arguments ran.
    @inline(__always) func changeList(_ m: MutatingMethod, _ change: ListChange, _ a0: Value, _ a1: Value,
                                      _ p: UnsafeMutablePointer<Value>) throws -> Value {
        let context = self.context
        guard case .list = p.pointee else {
            let impl = m.impl, values = Array([a0, a1].prefix(argc))
            return try run { try impl(&p.pointee, values, context) }
        }
        if listIsHeldInPlace {
            return try run {
                try p.withMemoryRebound(to: [Value].self, capacity: 1) { try change(&$0.pointee, a0, a1, context) }
            }
        }
        guard case .list(var items) = p.pointee else { return .nil }
        p.pointee = .nil
        defer { p.pointee = .list(items) }
        return try run { try change(&items, a0, a1, context) }
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
    /// Whether the element a method's receiver denotes (`rows[i].append(x)`) may be another
    /// one by the time a mutating method changes it: an index along the receiver runs script
    /// code (`rows[next()]`), or reads a variable script code can change (a global, a captured
    /// variable) and an argument runs script code (`rows[k].append(bump())` may change `k`).
    /// Indices of constants and locals no closure captures stay put (path `methodElement`).
    /// A dictionary's entry is an element too (`d[key(), default: []].append(x)`,
    /// `d[k]!.append(x)`); a default value that runs script code (`default: make()`) has its
    /// receiver pinned, so the default is computed once.
    func receiverMayMove(_ e: Expr, _ args: [Argument]) -> Bool {
        var x = e
        var readsSharedVariables = false
        while true {
            switch x.kind {
            case .index(let base, let index), .keyDefault(let base, let index, _):
                if !readsOnly(index) { return true }
                if case .keyDefault(_, _, let fallback) = x.kind, !runsNoScript(fallback) { return true }
                if !readsOnly(index, localsOnly: true) { readsSharedVariables = true }
                x = base
            case .member(let base, _, _), .unary(.unwrap, let base):
                x = base
            default:
                return readsSharedVariables && !args.allSatisfy { runsNoScript($0.value) }
            }
        }
    }

    /// Whether evaluating `e` runs no script code: it only reads values and computes on them
    /// (`readsOnly`), or makes a tuple, a list or a closure of such.
    func runsNoScript(_ e: Expr) -> Bool {
        switch e.kind {
        case .tuple(let items), .list(let items): return items.allSatisfy(runsNoScript)
        case .closure: return true
        case .call(let callee, let args):
            // A labelled tuple literal (`lowerRecord`): its parts' code, no call made.
            guard case .name(let ref) = callee.kind, case .builtin("Dictionary") = ref.target, Parser.recordLabels(of: e) != nil,
                  args.count == 2, case .list(let parts) = args[1].value.kind else { return false }
            return parts.allSatisfy(runsNoScript)
        default: return readsOnly(e)
        }
    }

    /// Whether `e` is a member read or a force unwrap (of anything): what a place reads by the
    /// generic member access.
    static func isMemberChain(_ e: Expr) -> Bool {
        switch e.kind {
        case .member: return true
        case .unary(.unwrap, _): return true
        default: return false
        }
    }

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
        let i = lower(index)
        return FastPath.elementRead(lower(list).operand, index: i.operand, indexRunsNoScript: i.runsNoScript) == .elementGlobal
    }

    /// How `e` is read in place (path `readInPlace`): a local or a global, or an element of a
    /// list in one of those at an index that is a local or a constant Number; nil for any
    /// other expression. Found from the resolution alone (nothing is compiled).
    func valueRead(_ e: Expr) -> ValueRead? {
        func variable(_ e: Expr) -> (ValueRead.Storage, Int)? {
            guard case .name(let ref) = e.kind else { return nil }
            switch storage(ref) {
            case .local(let s): return (.local, s)
            case .global(let g): return (.global, g)
            case .cell(let c): return (.cell, c)
            case .capture(let c): return (.capture, c)
            default: return nil
            }
        }
        if let (where_, s) = variable(e) { return ValueRead(storage: where_, slot: s, indexSlot: ValueRead.whole, index: 0) }
        guard case .index(let list, let index) = e.kind, let (where_, s) = variable(list) else { return nil }
        if case .number(let x) = index.kind {
            return ValueRead(storage: where_, slot: s, indexSlot: ValueRead.constantIndex, index: x)
        }
        guard let (indexStorage, i) = variable(index), indexStorage == .local else { return nil }
        return ValueRead(storage: where_, slot: s, indexSlot: i, index: 0)
    }

    /// How a kernel's receiver or argument `e` is read when it is a view geometry property of a
    /// value read in place (`card.bounds`, `cards[k].frame`: path `viewGeometryInPlace`), else nil.
    func viewGeometryRead(_ e: Expr) -> ViewGeometryRead? {
        guard case .member(let base, let name, _) = e.kind,
              FastPath.kernelOperand(viewGeometry: ViewGeometry(rawValue: name) != nil,
                                     baseReadInPlace: valueRead(base) != nil) == .viewGeometryInPlace,
              let geometry = ViewGeometry(rawValue: name), let read = valueRead(base) else { return nil }
        return ViewGeometryRead(base: read, geometry: geometry)
    }

    /// Where a name's variable lives, as an operand (`.local`, `.cell`, `.capture`,
    /// `.global`), without compiling a read of it; nil for any other name.
    /// `list[i]`, `list[i][j]` … with `list` a variable: its storage and whether it is a
    /// `var`, found from the resolution alone (nothing is compiled; the indices' code is the
    /// element place's, `indexNumbers`); nil for anything else.
    func elementChain(_ e: Expr) -> (list: Operand, isVariable: Bool)? {
        guard case .index = e.kind else { return nil }
        var x = e
        while case .index(let base, _) = x.kind { x = base }
        return variable(x).map { ($0.operand, $0.isVariable) }
    }

    /// The dictionary, when `e` is an entry of a variable's dictionary (`groups[key, default:
    /// []]`, `groups[key]!`): its variable as in `elementChain`, and the key.
    /// An entry's entry (`d[a]![b]`, `d[a]![b]!`, `d[a]![b, default: v]`) gives the outer
    /// key too (`outerKey`), the dictionary the one in `d`.
    func entryChain(_ e: Expr) -> (dictionary: Operand, isVariable: Bool, key: Expr, outerKey: Expr?)? {
        let base: Expr, key: Expr
        switch e.kind {
        case .keyDefault(let b, let k, _): (base, key) = (b, k)
        case .unary(.unwrap, let inner):
            guard case .index(let b, let k) = inner.kind else { return nil }
            (base, key) = (b, k)
        case .index(let b, let k):
            // Only an entry's entry: a variable's own element is a list store's.
            guard case .unary(.unwrap, _) = b.kind else { return nil }
            (base, key) = (b, k)
        default: return nil
        }
        if let v = variable(base) { return (v.operand, v.isVariable, key, nil) }
        guard case .unary(.unwrap, let inner) = base.kind, case .index(let b, let outer) = inner.kind,
              let v = variable(b) else { return nil }
        return (v.operand, v.isVariable, key, outer)
    }

    /// Where the variable `e` names is stored, and whether it is a `var`; nil when `e` is no
    /// variable's name.
    func variable(_ e: Expr) -> (operand: Operand, isVariable: Bool)? {
        guard case .name(let ref) = e.kind, let operand = storage(ref) else { return nil }
        var isVariable = false
        switch ref.target {
        case .local(let v), .capture(_, let v): isVariable = !v.isConst
        case .global(let slot): isVariable = !globals.isConst(slot: slot)
        default: break
        }
        return (operand, isVariable)
    }

    /// The number code of each index of the element `place` denotes (`Place.element`), from
    /// the outside in (`rows[i][j]`: i's, then j's), nil for one with none; empty for a
    /// variable, or a place pinned (`PinnedReceiver`).
    static func indexNumbers(_ place: Place?) -> [NumberCode?] {
        var codes: [NumberCode?] = []
        var p = place
        while let element = p?.element {
            codes.append(element.index)
            p = element.list
        }
        return codes.reversed()
    }

    /// The work of a Number's method on Numbers (path `methodNumber`).
    enum NumberMethodWork {
        /// On the receiver's Number (`x.squareRoot()`, `x.rounded(.down)`).
        case one(NumberFunction)
        /// On the receiver's and the argument's (`x.truncatingRemainder(dividingBy: y)`).
        case pair(NumberPair)
        /// On the receiver's and the argument's, to two Numbers (`x.quotientAndRemainder(dividingBy: y)`).
        case split(NumberSplit)
        /// On the receiver's and the argument's, to a Bool (`x.isMultiple(of: y)`).
        case test(NumberTest)

        /// Whether the work takes the argument's Number (a constant option's was chosen for it).
        var takesArgument: Bool {
            switch self {
            case .pair, .split, .test: return true
            case .one: return false
            }
        }

        /// The call's path: its Number (`methodNumber`), its two (`methodSplit`), its Bool (`methodTest`).
        var path: FastPath {
            switch self {
            case .one, .pair: return .methodNumber
            case .split: return .methodSplit
            case .test: return .methodTest
            }
        }
    }

    /// The work on Numbers of a Number's method `name` called with `args` that has one: of no
    /// argument (`Builtin.numeric`: `squareRoot`, `rounded`), of one constant option it knows
    /// (`Builtin.numeric(option:)`: `rounded(.down)`), chosen now, or of one Number argument
    /// (`Builtin.numeric` of a pair: `truncatingRemainder(dividingBy:)`) — when no kind has a
    /// mutating method of that name; else nil.
    func numberMethodWork(_ name: String, _ args: [Argument]) -> NumberMethodWork? {
        guard args.count <= 1, !args.endsWithTrailingClosure, !registry.hasMutatingMethod(name),
              let member = registry.member(.number, named: name) else { return nil }
        let found = Overload.candidates(member.methods, labels: args.map(\.label), trailingClosure: false)
        guard found.count == 1 else { return nil }
        let overload = found[0].0
        guard let arg = args.first else { return overload.numberFunction.map { .one($0.run) } }
        if let pair = overload.numbersFunction { return .pair(pair.run) }
        if let split = overload.numberSplit { return .split(split.run) }
        if let test = overload.numberTest { return .test(test.run) }
        guard let option = overload.numberOption, case .string(let s) = arg.value.kind else { return nil }
        return option(.string(s)).map { .one($0) }
    }

    func storage(_ ref: NameRef) -> Operand? {
        switch ref.target {
        case .local(let v): return v.isCaptured ? .cell(v.cellIndex) : .local(v.slot)
        case .capture(let i, _): return .capture(i)
        case .global(let slot): return .global(slot)
        default: return nil
        }
    }

    /// `target = value`, when `value` is a method called on `target`'s own variable
    /// (`x = x.union(y)`): that variable (path `assignHandsOver`), else nil.
    func handedOver(_ target: NameRef, _ value: Expr) -> Operand? {
        guard case .call(let callee, _) = value.kind, case .member(let base, _, _) = callee.kind,
              case .name(let receiver) = base.kind, let a = storage(target), let b = storage(receiver) else { return nil }
        switch (a, b) {
        case (.local(let x), .local(let y)), (.cell(let x), .cell(let y)), (.capture(let x), .capture(let y)),
             (.global(let x), .global(let y)):
            return x == y ? a : nil
        default:
            return nil
        }
    }

    /// `discardsResult`: the call is a statement, its result read by nothing.
    func lowerMethodCall(_ baseExpr: Expr, _ name: String, nameSpan: Span, _ args: [Argument], span: Span,
                         handOver: Operand? = nil, discardsResult: Bool = false) -> Lowered {
        if !registry.hasMethod(name) || name.allSatisfy(\.isNumber) {
            // No kind has a method of this name: the member's value called, as Swift calls a
            // labelled tuple's function part (`cache.put("a", 1)`, `counter.value()` — `value`
            // is a property of some kinds, no method); any other receiver's member read
            // reports it missing; so is a tuple's part by position (`pair.1(x)`).
            // (A part named as some kind's member is read first, `let f = r.count; f(x)`:
            // `unresolved` says so.)
            let callee = Expr(kind: .member(baseExpr, name, nameSpan), span: baseExpr.span.through(nameSpan))
            return compileScriptCall(callee, args, span: span)
        }
        // The receiver is compiled once: as a place when it is one (a mutating method
        // writes back through it), else as a value.
        // A view's Rect or Transform property (`v.transform.rotated(by: a)`) is a value, computed
        // unboxed (path `memberTyped`), for a method that changes no receiver and has no kernel.
        // The kernels its method may take (`MethodKernel`), found once.
        let kernelsFound = kernels(name, args)
        // A Number's method with its work on the Number (`x.squareRoot()`, `x.rounded()`,
        // `x.rounded(.down)`: `Builtin.numeric`): the receiver a value, for its number code.
        let numberWork = numberMethodWork(name, args)
        var place: Place? = nil
        // A member chain or a force unwrap that no method of this name can change (no kind has
        // a mutating one: `c.superview!.convert(p, to: w)`, `v.layer.frame.insetBy(…)`) is read
        // as a value: its member reads take their sites' paths, where its place's getter took
        // the generic member access. (A variable or an element of one stays a place: read where
        // it lies.)
        // (A kernel's receiver keeps its place: a view's geometry read in place for it.)
        let readOnlyChain = !registry.hasMutatingMethod(name) && kernelsFound.isEmpty && Compiler.isMemberChain(baseExpr)
        if numberWork == nil, !readOnlyChain, !isTypedViewProperty(baseExpr) || registry.hasMutatingMethod(name) || !kernelsFound.isEmpty {
            place = compilePlace(baseExpr)
        }
        var pinsReceiver = false
        var baseLowered: Lowered? = nil
        let base: Eval
        if let indexed = place, indexed.pin != nil, registry.hasMutatingMethod(name), receiverMayMove(baseExpr, args) {
            // Its indices computed once, for the read and the change (`PinnedReceiver`).
            let pinned = PinnedReceiver(indexed)
            base = { f in try pinned.read(f) }
            place = pinned.place
            pinsReceiver = true
        } else {
            if let place, !readsElementInPlace(baseExpr) {
                base = place.get
            } else {
                let b = lower(baseExpr)
                base = b.eval
                baseLowered = b
            }
        }
        let lowered = args.map { lower($0.value) }
        var receiver = Operand.computed
        if place != nil, case .name(let ref) = baseExpr.kind, let found = storage(ref) { receiver = found }
        var receiverSlot = -1, receiverIsGlobal = false, receiverIsCell = false, receiverIsCapture = false
        var receiverIsVariable = false
        switch receiver {
        case .local(let s):
            receiverSlot = s
            if case .name(let ref) = baseExpr.kind, case .local(let v) = ref.target { receiverIsVariable = !v.isConst }
        case .global(let s):
            receiverSlot = s
            receiverIsGlobal = true
            receiverIsVariable = !globals.isConst(slot: s)
        case .cell(let c), .capture(let c):
            receiverSlot = c
            if case .cell = receiver { receiverIsCell = true } else { receiverIsCapture = true }
            if case .name(let ref) = baseExpr.kind {
                switch ref.target {
                case .local(let v), .capture(_, let v): receiverIsVariable = !v.isConst
                default: break
                }
            }
        default: break
        }
        let changed = !receiverIsGlobal && !receiverIsCell && !receiverIsCapture && args.contains { Compiler.callsAMethod(onLocal: receiverSlot, in: $0.value) }
        let argSlots = nativeArgumentSlots(args, lowered)
        // A method that has a kernel for some kinds (`MethodKernel`): its receiver and argument
        // are read in place where they can be.
        let byKernel = !kernelsFound.isEmpty
        let receiverRead = byKernel ? valueRead(baseExpr) : nil
        let argumentRead = byKernel ? valueRead(args[0].value) : nil
        let receiverGeometry = byKernel && receiverRead == nil ? viewGeometryRead(baseExpr) : nil
        let argumentGeometry = byKernel && argumentRead == nil ? viewGeometryRead(args[0].value) : nil
        // An argument computed unboxed by code that runs no script (`box.union(r.insetBy(dx: 1,
        // dy: 1))`, `a.union(Rect(x, 0, w, h))`): tried as the kernel's payload, as one read in place.
        var argumentAttempt: AttemptedPayload? = nil
        if byKernel, argumentRead == nil, argumentGeometry == nil, args.count == 1,
           let attempt = lowered[0].typedIfKind ?? (lowered[0].runsNoScript ? lowered[0].typed.map(TypedAttempt.init) : nil) {
            argumentAttempt = AttemptedPayload(attempt: attempt)
        }
        let argumentOperand = argumentRead.map(KernelOperand.value) ?? argumentGeometry.map(KernelOperand.geometry)
            ?? argumentAttempt.map(KernelOperand.attempt)
        // `x = x.union(y)`, `box = box.union(v.frame)`: both read in place (a variable, or a
        // view's geometry property), the method's one kernel computing a rect or a transform
        // unboxed: stored into the variable's box (`storeIfTyped`), none handed over.
        let handOver = FastPath.handOver(handOver, operandsReadInPlace: (receiverRead != nil || receiverGeometry != nil) && argumentOperand != nil,
                                         typedKernel: kernelsFound.count == 1 && kernelsFound[0].typed != nil)
        let site = MethodSite(engine: engineRef, registry: registry, name: name, nameSpan: nameSpan,
                              labels: args.map(\.label), trailingClosure: args.endsWithTrailingClosure, place: place,
                              pinsReceiver: pinsReceiver, receiverSlot: receiverSlot, receiverIsGlobal: receiverIsGlobal, receiverIsVariable: receiverIsVariable,
                              receiverIsCell: receiverIsCell, receiverIsCapture: receiverIsCapture,
                              borrowsReceiver: FastPath.method(receiver: receiver, argumentsCallItsMethods: changed) == .methodLocal,
                              handOver: handOver, receiverRead: receiverRead, argumentRead: argumentRead,
                              receiverGeometry: receiverGeometry, argumentGeometry: argumentGeometry,
                              argumentSite: byKernel ? lowered[0].methodSite : nil,
                              base: base, args: lowered.map { EvalBox(eval: $0.eval) },
                              argSlots: argSlots.slots, constants: argSlots.constants,
                              argSpans: args.map(\.value.span), span: span,
                              noMember: { [registry] v in Compiler.noMember(registry, name, v, at: nameSpan) },
                              labelMismatch: { Compiler.labelMismatch(name, $0, args, span: span) })
        site.discardsResult = discardsResult
        if let work = numberWork, let baseLowered,
           FastPath.methodNumber(receiverHasNumberCode: baseLowered.number != nil,
                                 argumentsHaveNumberCode: work.takesArgument ? lowered.allSatisfy { $0.number != nil } : true) == .methodNumber,
           let number = baseLowered.number {
            // The work on the receiver's Number (and the argument's), no call made and no Value
            // built, and its Number for a parent computing on Numbers; any other receiver or
            // argument by the site (their number code ran no script, so they are computed again
            // from the start).
            let receiverNumber = number.run
            note(span, "call .\(name)", work.path, [baseLowered.operand] + (work.takesArgument ? lowered.map(\.operand) : []))
            switch work {
            case .one(let work):
                return Lowered(operand: .computed, eval: { f in
                    if let x = receiverNumber(f) { return .number(work(x)) }
                    return try site.callResolved(f)
                }, number: NumberCode { f in
                    if let x = receiverNumber(f) { return work(x) }
                    return nil
                })
            case .pair(let work):
                let argumentNumber = NumberCode.run(lowered[0].number)
                return Lowered(operand: .computed, eval: { f in
                    if let x = receiverNumber(f), let y = argumentNumber(f) { return .number(work(x, y)) }
                    return try site.callResolved(f)
                }, number: NumberCode { f in
                    if let x = receiverNumber(f), let y = argumentNumber(f) { return work(x, y) }
                    return nil
                })
            case .split(let work):
                // The call as it is (its result a tuple), and its two Numbers for a destructuring.
                let argumentNumber = NumberCode.run(lowered[0].number)
                var call = Lowered(operand: .computed, eval: { f in try site.callResolved(f) })
                call.split = SplitCode { f in
                    if let x = receiverNumber(f), let y = argumentNumber(f) { return work(x, y) }
                    return nil
                }
                return call
            case .test(let work):
                // The work's Bool, no call made; for a condition or a Bool's store, tested with
                // no Value built.
                let argumentNumber = NumberCode.run(lowered[0].number)
                var call = Lowered(operand: .computed, eval: { f in
                    if let x = receiverNumber(f), let y = argumentNumber(f) { return .bool(work(x, y)) }
                    return try site.callResolved(f)
                })
                call.test = { f in
                    if let x = receiverNumber(f), let y = argumentNumber(f) { return work(x, y) }
                    return try site.callResolved(f).isTruthy
                }
                return call
            }
        }
        if let baseLowered, let typed = typedMethod(site, receiver: baseLowered) {
            note(span, "call .\(name)", .methodTyped, [baseLowered.operand])
            noteNativeArguments(args, lowered)
            return Lowered(operand: .computed, eval: typed.eval, typed: typed)
        }
        var typedIfKind = baseLowered == nil && !pinsReceiver && !changed ? typedIfKind(site, receiver: receiver, args) : nil
        // `groups[g][1].append(row)`: the element reached where the lists lie.
        let chain = place == nil ? nil : elementChain(baseExpr)
        let indexNumbers = Compiler.indexNumbers(place)
        if typedIfKind == nil, !pinsReceiver, let chain, indexNumbers.count == 1, let index = indexNumbers[0] {
            // `world[j].inverted()`, `frames[i].insetBy(dx: 2, dy: 2)`: the element read where
            // the list lies, as a variable is (its index runs no script).
            typedIfKind = elementTypedIfKind(site, list: chain.list, index: index, args)
        }
        let onElement = chain.flatMap {
            FastPath.methodOnElement(list: $0.list, isVariable: $0.isVariable, indicesHaveNumberCode: indexNumbers.map { $0 != nil },
                                     appendsToList: args.count == 1 && site.resolution(for: .list)?.path == .appending)
        }
        // `groups[key, default: []].append(x)`: the entry reached where it lies.
        let entry = pinsReceiver || place?.key == nil || !Value.dictionaryIsHeldInPlace ? nil
            : entryChain(baseExpr).flatMap { $0.outerKey == nil ? $0 : nil }
        let onEntry = entry.flatMap {
            FastPath.methodOnEntry(dictionary: $0.dictionary, isVariable: $0.isVariable, keyReadsOnly: readsOnly($0.key),
                                   appendsToList: args.count == 1 && site.resolution(for: .list)?.path == .appending)
        }
        let path = onElement ?? onEntry ?? FastPath.method(receiver: receiver, argumentsCallItsMethods: changed)
        note(span, "call .\(name)", path, [chain.map(\.list) ?? entry.map(\.dictionary) ?? receiver])
        noteNativeArguments(args, lowered)
        if let receiverRead { note(baseExpr.span, "receiver", .readInPlace, [receiverRead.operand]) }
        if let argumentRead { note(args[0].value.span, "argument", .readInPlace, [argumentRead.operand]) }
        if let g = receiverGeometry { note(baseExpr.span, "receiver", .viewGeometryInPlace, [g.base.operand]) }
        if let g = argumentGeometry { note(args[0].value.span, "argument", .viewGeometryInPlace, [g.base.operand]) }
        if byKernel, lowered[0].methodSite != nil { note(args[0].value.span, "argument", .kernelSite, []) }
        if let handOver { note(span, "assign", .assignHandsOver, [handOver]) }
        if byKernel {
            var eval: Eval = { f in try site.callByKernel(f) }
            var kernelTest: (code: Test, direct: Bool)? = nil
            if receiverGeometry != nil || argumentGeometry != nil {
                eval = { f in try site.callByKernelReadingGeometry(f) }
                kernelTest = ({ f in try site.testByKernelReadingGeometry(f) }, false)
            }
            if let receiverRead, let argumentRead {
                let kernels = directKernels(site)
                if FastPath.kernelCall(receiverReadInPlace: true, argumentReadInPlace: true, kernels: kernels.count) == .kernelDirect {
                    note(span, "call .\(name)", .kernelDirect, [receiverRead.operand, argumentRead.operand])
                    if let reads = FastPath.kernelReads(receiver: receiverRead.operand, argument: argumentRead.operand) {
                        note(span, "call .\(name)", reads, [receiverRead.operand, argumentRead.operand])
                    }
                    // Tried in turn (`r.contains(p)`, then `r.contains(s)`), the site's call last.
                    var test: Test = { f in try site.testByKernel(f) }
                    for k in kernels.reversed() {
                        eval = k.direct(receiverRead, argumentRead, engineRef, eval)
                        test = k.directTest(receiverRead, argumentRead, engineRef, test)
                    }
                    kernelTest = (test, true)
                }
            }
            // A receiver computed unboxed (`a.convert(r, to: b).intersects(s)`), an argument read
            // in place: the one kernel for the receiver's kind tests them, no box made.
            if receiverRead == nil, receiverGeometry == nil, let attempt = baseLowered?.typedIfKind,
               let argument = argumentRead.map(KernelOperand.value) ?? argumentGeometry.map(KernelOperand.geometry) {
                let otherwise = kernelTest?.code ?? { f in try site.testByKernel(f) }
                let tests = directKernels(site).compactMap { $0.typedReceiverTest?(attempt, argument, site, engineRef, otherwise) }
                if tests.count == 1 {
                    note(span, "call .\(name)", .kernelTypedReceiver, [argumentRead?.operand ?? .computed])
                    kernelTest = (tests[0], true)
                }
            }
            var call = Lowered(operand: .computed, eval: eval, methodSite: site)
            call.kernelTest = kernelTest
            let typed = kernelTypedIfKind(site, receiver: receiverRead.map(KernelOperand.value) ?? receiverGeometry.map(KernelOperand.geometry),
                                          argument: argumentOperand)
            if typed != nil, argumentAttempt != nil { note(args[0].value.span, "argument", .kernelAttempt, [lowered[0].operand]) }
            call.typedIfKind = typed?.attempt
            call.typedIfKindNumber = typed?.number
            call.typedIfKindCannotFail = typed != nil
            // Its operands that are whole locals, read from their slots (`LocalSlotRead`).
            let locals = [receiverRead, argumentRead].compactMap { $0 }.filter(\.isWholeLocal)
            if typed != nil, !locals.isEmpty { note(span, "call .\(site.name)", .kernelLocalSlot, locals.map(\.operand)) }
            return call
        }
        if (1...2).contains(args.count), let direct = viewKernelDirect(site, baseExpr, args, argument: lowered[0], span: span, otherwise: { f in try site.callResolved(f) }) {
            var call = computed(direct.eval)
            call.typedIfKind = direct.typed
            return call
        }
        if onElement == .methodElement, let chain {
            let receiver = ElementReceiver(list: chain.list, engine: engineRef, indices: indexNumbers.compactMap { $0 })
            return computed { f in try site.appendToElement(f, receiver) }
        }
        if onEntry == .methodEntry, let entry, let key = place?.key {
            let engine = engineRef
            func appending<H: ListHome>(_: H.Type, _ slot: Int) -> Lowered {
                let receiver = EntryReceiver<H>(slot: slot, engine: engine, key: key)
                return computed { f in try site.appendToEntry(f, receiver) }
            }
            switch entry.dictionary {
            case .local(let s): return appending(FrameSlots.self, s)
            case .global(let s): return appending(GlobalSlots.self, s)
            case .cell(let s): return appending(CellSlots.self, s)
            case .capture(let s): return appending(CaptureSlots.self, s)
            default: preconditionFailure("an entry changed where it lies is in a variable's dictionary")
            }
        }
        var call = computed { f in try site.callResolved(f) }
        call.typedIfKind = typedIfKind
        // A method that presents its view receivers (`Overload.presents`): a parent may read a
        // geometry property of the presentation (path `presentedMember`).
        if args.count <= 1, !args.endsWithTrailingClosure, let onViews = site.resolution(for: .view),
           onViews.candidates.allSatisfy({ $0.0.presents }) {
            call.presentation = site
        }
        return call
    }

    /// The unboxed attempt (`Lowered.typedIfKind`) of a kernel site whose receiver and argument
    /// are read in place and whose one kernel makes a rect or a transform (`r.intersection(s)`,
    /// `r.union(s)`, `t.concatenating(u)`: `MethodKernel.typed`); else nil (no such kernel, or
    /// several kernels a call would choose between by the kinds it meets).
    /// With it, for a kernel making a rect, its code for a Number member of the rect
    /// (`MethodKernel.typedNumber`, `Lowered.typedIfKindNumber`).
    func kernelTypedIfKind(_ site: MethodSite, receiver: KernelOperand?, argument: KernelOperand?)
        -> (attempt: TypedAttempt, number: ((GeometryLibrary.RectNumber) -> NumberCode?)?)? {
        guard let receiver, let argument else { return nil }
        let kernels = directKernels(site)
        guard kernels.count == 1, let typed = kernels[0].typed else { return nil }
        let engine = engineRef
        let number = kernels[0].typedNumber.map { code in { (member: GeometryLibrary.RectNumber) in code(receiver, argument, engine, member) } }
        return (typed(receiver, argument, engine), number)
    }

    /// The kernels a site's call may take, known at the lowering from its method and labels
    /// (path `kernelDirect`): for each receiver kind, each kernel its resolution would choose
    /// for the kernel's argument kind (`Resolution.kernel(for:)`, as a call meeting those kinds
    /// does), unless the site keeps its own path for it (`takeKernel`).
    func directKernels(_ site: MethodSite) -> [MethodKernel] {
        var found: [MethodKernel] = []
        for kind in ValueKind.allCases {
            guard let resolution = site.resolution(for: kind) else { continue }
            for case let k? in resolution.kernels
            where k.receiverKind == kind && resolution.kernel(for: k.argumentKind) === k && site.takeKernel(k) != nil
                && !found.contains(where: { $0 === k }) {
                found.append(k)
            }
        }
        return found
    }

    /// Path `viewKernelDirect`: the code of a call of a view method with kernels (`ViewKernel`:
    /// `card.convert(tap, from: table)`) when its receiver and other view are read in place
    /// (the other view also the constant nil) and its argument is read in place or computed by
    /// code that runs no script (`argument`, its lowered form) — each kernel its labels allow
    /// tried in turn, `otherwise` last; else nil.
    func viewKernelDirect(_ site: MethodSite, _ baseExpr: Expr, _ args: [Argument], argument lowered: Lowered, span: Span,
                          otherwise: @escaping Eval) -> (eval: Eval, typed: TypedAttempt?)? {
        guard (1...2).contains(args.count), !args.endsWithTrailingClosure, let receiver = valueRead(baseExpr) else { return nil }
        let kernels = viewKernels(site)
        // The kernels of methods taking another view after the argument for two arguments,
        // of methods taking the argument alone for one.
        guard kernels.allSatisfy({ $0.takesOtherView == (args.count == 2) }) else { return nil }
        let argument: ViewKernelArgument?
        if let read = valueRead(args[0].value) {
            argument = .value(read)
        } else if let read = viewGeometryRead(args[0].value) {
            argument = .geometry(read)
        } else if runsNoScript(args[0].value) || lowered.runsNoScript {
            // (Also a maker of Numbers: `Point(0, 0)`, `Rect(0, 0, w, h)`.)
            argument = .computed(ComputedPayload(eval: lowered.eval))
        } else {
            argument = nil
        }
        // (No other view: the work takes none, as with the constant nil.)
        let other = args.count == 2 ? valueRead(args[1].value) : nil
        let otherIsNil: Bool
        if args.count == 1 { otherIsNil = true } else if case .nil = args[1].value.kind { otherIsNil = true } else { otherIsNil = false }
        guard let argument, FastPath.viewKernelCall(operandsInPlace: other != nil || otherIsNil, viewKernels: kernels.count) == .viewKernelDirect
        else { return nil }
        let argumentOperand: Operand
        switch argument {
        case .value(let read): argumentOperand = read.operand
        case .geometry(let read):
            argumentOperand = .computed
            note(args[0].value.span, "argument", .viewGeometryInPlace, [read.base.operand])
        case .computed: argumentOperand = lowered.operand
        }
        note(span, "call .\(site.name)", .viewKernelDirect,
             [receiver.operand, argumentOperand] + (args.count == 2 ? [other?.operand ?? .constant(.nil)] : []))
        // A loop, not `reduce`: a closure passed through a generic is called through
        // reabstraction thunks.
        var eval = otherwise
        for k in kernels.reversed() { eval = k.direct(receiver, argument, other, engineRef, eval) }
        // An argument known to be a rect (a view's frame or bounds, a rect computed unboxed):
        // the kernel taking it, when it makes a rect or a transform (`convert(w.frame, to: v)`),
        // computes its result unboxed for a parent taking it so (`typedIfKind`). (An argument of
        // unknown kind is not tried so: a point's conversion would try it first, in vain.)
        let known: ValueKind?
        switch argument {
        case .geometry(let read): known = read.geometry.isRect ? .rect : nil
        case .computed: known = lowered.typedIfKind?.kind
        case .value: known = nil
        }
        let typed = kernels.first { $0.argumentKind == known }.flatMap { $0.typed?(receiver, argument, other, engineRef) }
        return (eval, typed)
    }

    /// The view kernels a site's call may take (`ViewKernel`), in the order its call tries
    /// the targets its labels choose on a view (`callFirstFitting`): each target's, when every
    /// target has one and each takes a kind of argument no target before it takes; else none.
    func viewKernels(_ site: MethodSite) -> [ViewKernel] {
        guard let resolution = site.resolution(for: .view) else { return [] }
        var found: [ViewKernel] = []
        for (overload, _) in resolution.candidates {
            guard let k = overload.viewKernel, !found.contains(where: { $0.argumentKind == k.argumentKind }) else { return [] }
            found.append(k)
        }
        return found
    }

    /// Whether `e` is a view's Rect or Transform property read (`v.frame`: path `memberTyped`).
    func isTypedViewProperty(_ e: Expr) -> Bool {
        guard case .member(_, let name, _) = e.kind, let kind = viewPropertyKind(name) else { return false }
        return FastPath.memberTyped(kind, onlyViews: true) != nil
    }

    /// The kernels of the methods named `name` on every kind whose labels fit `args` (one
    /// argument), each once: a call may take a kernel (`MethodKernel`) when there is one.
    func kernels(_ name: String, _ args: [Argument]) -> [MethodKernel] {
        guard args.count == 1 else { return [] }
        let id = registry.memberID(name)
        var found: [MethodKernel] = []
        for kind in ValueKind.allCases {
            for o in registry.member(kind, id)?.methods ?? []
            where o.bind(labels: args.map(\.label), trailingClosure: args.endsWithTrailingClosure) != nil {
                if let k = o.kernel, !found.contains(where: { $0 === k }) { found.append(k) }
            }
        }
        return found
    }

    /// Path `methodTyped`: the code of a transform or rect method on a receiver computed
    /// unboxed (`receiver.typed`), the method chosen now for the receiver's kind; nil when the
    /// labels choose anything else there (the receiver is then boxed, path `method`).
    func typedMethod(_ site: MethodSite, receiver: Lowered) -> TypedCode? {
        guard let typed = receiver.typed, let resolution = site.resolution(for: typed.kind),
              FastPath.typedMethod(receiver: receiver, changesReceiver: resolution.path == typed.replacingPath) == .methodTyped
        else { return nil }
        switch typed {
        case .transform(let code):
            return resolution.transformChange.map { change in .transform { f in try site.callTyped(change, f, try code(f)) } }
        case .rect(let code):
            return resolution.rectChange.map { change in .rect { f in try site.callTyped(change, f, try code(f)) } }
        }
    }

    /// Path `storeIfTyped`'s code for a call on `receiver` (a local or a global read in place,
    /// which its arguments do not change): the method's transform or rect change (chosen now
    /// for that kind, as `typedMethod` chooses it) applied to the receiver's payload when it is
    /// of that kind at run time, else nil with nothing run; nil when the path is not taken.
    func typedIfKind(_ site: MethodSite, receiver: Operand, _ args: [Argument]) -> TypedAttempt? {
        guard case let (kind, resolution)? = Compiler.replacingResolution(site), FastPath.typedIfKind(receiver: receiver, argumentsRunNoScript: args.allSatisfy { runsNoScript($0.value) })
                == .storeIfTyped else { return nil }
        // Written out for each place and kind: a generic over `SlotBase` here cost gallery 1.3 %.
        let engine = engineRef
        switch (receiver, kind) {
        case (.local(let s), .rect):
            return resolution.rectChange.map { change in
                .rect { f in if let p = f.slots[s].rectPayload { try site.callTyped(change, f, p) } else { nil } }
            }
        case (.global(let s), .rect):
            return resolution.rectChange.map { change in
                .rect { f in if let p = engine.globals[s].rectPayload { try site.callTyped(change, f, p) } else { nil } }
            }
        case (.local(let s), .transform):
            return resolution.transformChange.map { change in
                .transform { f in if let p = f.slots[s].transformPayload { try site.callTyped(change, f, p) } else { nil } }
            }
        case (.global(let s), .transform):
            return resolution.transformChange.map { change in
                .transform { f in if let p = engine.globals[s].transformPayload { try site.callTyped(change, f, p) } else { nil } }
            }
        default:
            return nil
        }
    }

    /// `typedIfKind`'s code for a call on an element of a list in a local or a global at an
    /// index with number code (`world[j].inverted()`): the element's payload read where it
    /// lies, when the list holds one of the method's kind at that index; nil (nothing run) when
    /// it does not, or when the index is none of its (the call's code then reports it).
    func elementTypedIfKind(_ site: MethodSite, list: Operand, index: NumberCode, _ args: [Argument]) -> TypedAttempt? {
        guard Value.listIsHeldInPlace, case let (kind, resolution)? = Compiler.replacingResolution(site),
              FastPath.typedIfKind(receiver: list, argumentsRunNoScript: args.allSatisfy { runsNoScript($0.value) }) == .storeIfTyped
        else { return nil }
        let engine = engineRef, at = index.run
        let slots: (CallFrame) -> UnsafeMutablePointer<Value>
        switch list {
        case .local(let s): slots = { f in f.slots + s }
        case .global(let g): slots = { _ in engine.globals + g }
        default: return nil
        }
        switch kind {
        case .rect:
            return resolution.rectChange.map { change in
                .rect { f in
                    guard let x = at(f), let p = ElementNode.element(UnsafePointer(slots(f)), x, { $0.pointee.rectPayload }) else { return nil }
                    return try site.callTyped(change, f, p)
                }
            }
        default:
            return resolution.transformChange.map { change in
                .transform { f in
                    guard let x = at(f), let p = ElementNode.element(UnsafePointer(slots(f)), x, { $0.pointee.transformPayload }) else { return nil }
                    return try site.callTyped(change, f, p)
                }
            }
        }
    }

    /// The resolution of a site's method that makes a rect or a transform of its receiver
    /// (`replacingRect`, `replacingTransform`) and that kind; nil for any other method.
    static func replacingResolution(_ site: MethodSite) -> (ValueKind, MethodSite.Resolution)? {
        if let r = site.resolution(for: .rect), r.path == .replacingRect { return (.rect, r) }
        if let r = site.resolution(for: .transform), r.path == .replacingTransform { return (.transform, r) }
        return nil
    }

    /// Whether evaluating `e` may call a method on the local in frame slot `slot` (directly,
    /// or on an element or member of it): only such a call — a mutating method,
    /// `xs.removeLast()` — can change a local while an expression is evaluated (assignments
    /// are statements; a closure cannot reach a local, which it would capture into a cell).
    static func callsAMethod(onLocal slot: Int, in e: Expr) -> Bool {
        func isRooted(_ e: Expr) -> Bool {
            switch e.kind {
            case .name(let ref):
                if case .local(let v) = ref.target, !v.isCaptured { return v.slot == slot }
                return false
            case .index(let base, _), .member(let base, _, _): return isRooted(base)
            default: return false
            }
        }
        func scan(_ e: Expr) -> Bool {
            switch e.kind {
            case .call(let callee, let args):
                if case .member(let base, _, _) = callee.kind, isRooted(base) { return true }
                return scan(callee) || args.contains { scan($0.value) }
            case .tuple(let items), .list(let items): return items.contains(where: scan)
            case .interpolation(let parts):
                return parts.contains { if case .expr(let x) = $0 { return scan(x) }; return false }
            case .unary(_, let x), .member(let x, _, _), .part(let x, _, _), .cast(let x, _, _, _): return scan(x)
            case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b), .range(let a, let b, _), .index(let a, let b),
                 .optionalChain(let a, _, let b):
                return scan(a) || scan(b)
            case .conditional(let c, let a, let b), .keyDefault(let c, let a, let b): return scan(c) || scan(a) || scan(b)
            case .closure, .number, .string, .bool, .nil, .name, .invalid: return false
            }
        }
        return slot >= 0 && scan(e)
    }

    /// The path of each argument of a built-in call (`FastPath.nativeArgument`), noted.
    func noteNativeArguments(_ args: [Argument], _ lowered: [Lowered]) {
        for (arg, a) in zip(args, lowered) {
            note(arg.value.span, "argument", FastPath.nativeArgument(a.operand, count: args.count), [a.operand])
        }
    }

    /// For each argument of a built-in call, the frame slot it is read from in place
    /// (`NativeSite.constant` for a constant, whose value is in `constants`), or -1.
    func nativeArgumentSlots(_ args: [Argument], _ lowered: [Lowered]) -> (slots: [Int], constants: [Value]) {
        var slots: [Int] = [], constants: [Value] = []
        for a in lowered {
            let path = FastPath.nativeArgument(a.operand, count: args.count)
            switch (path, a.operand) {
            case (.argumentLocal, .local(let s)): slots.append(s); constants.append(.nil)
            case (.argumentConstant, .number(let x)): slots.append(NativeSite.constant); constants.append(.number(x))
            case (.argumentConstant, .constant(let v)): slots.append(NativeSite.constant); constants.append(v)
            default: slots.append(-1); constants.append(.nil)
            }
        }
        return (slots, constants)
    }
}

/// A method's receiver with indices (`rows[next()].append(x())`) read, then changed, at the
/// indices computed once, as Swift evaluates it: `next` once, then `x`, then the append — where
/// reading the receiver and changing it through its place would compute them twice (running
/// `next` twice, or finding another element when the arguments changed an index). `read` pins
/// the place (`Place.pin`) and keeps it for the change that follows it (no script code runs in
/// between: the arguments run inside the change, `Place.access`); a change with none kept pins
/// the place itself.
final class PinnedReceiver {
    let original: Place
    var current: Place?

    init(_ place: Place) { original = place }

    func read(_ f: CallFrame) throws -> Value {
        let p = try original.pinned(f)
        let v = try p.get(f)
        current = p
        return v
    }

    /// The place a mutating method changes: the one the read pinned.
    var place: Place {
        Place(get: { [self] f in try read(f) }, modify: { [self] f, body in
            try take(f).modify(f, body)
        }, access: { [self] f, prepare, body in
            // Taken before the arguments run (a recursive call of the site pins its own).
            try take(f).access(f, prepare, body)
        }, pin: nil)
    }

    /// The place the last read pinned, or the place pinned now when none is kept.
    func take(_ f: CallFrame) throws -> Place {
        let p = try current ?? original.pinned(f)
        current = nil
        return p
    }
}

/// The receiver of a method on path `methodElement`: an element of the list in a local's or
/// a global's slot (`slot`), or an element of that element, at indices computed by their
/// number code (a local, a constant, `x % 5`, `i + 1`: code that runs no script).
struct ElementReceiver {
    let slot: Int
    let isGlobal: Bool
    let engine: EngineRef
    /// The indices' code (kept as the closures themselves, not Optional ones: an Optional
    /// holds a function reabstracted, called through thunks); `inner` only when `twoLevels`.
    let outer: (CallFrame) -> Double?
    let inner: (CallFrame) -> Double?
    let twoLevels: Bool
    /// `Value.listIsHeldInPlace`, read once (a static's read calls swift_once).
    let inPlace = Value.listIsHeldInPlace

    /// `list` a `.local` or `.global` operand, `indices` (one or two) the indices' number code
    /// from the outside in (`FastPath.methodOnElement`).
    init(list: Operand, engine: EngineRef, indices: [NumberCode]) {
        switch list {
        case .local(let s): (slot, isGlobal) = (s, false)
        case .global(let s): (slot, isGlobal) = (s, true)
        default: preconditionFailure("path methodElement is for a list in a local or a global")
        }
        self.engine = engine
        outer = indices[0].run
        twoLevels = indices.count > 1
        inner = indices[twoLevels ? 1 : 0].run
    }

    /// `body` on the element where it lies, each list on the way made unique first (as a
    /// change of the element through its place makes it); nil when a level is no list or its
    /// index is not one of that list (or no Number).
    @inline(__always) func withElement<R>(_ f: CallFrame, _ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R? {
        guard inPlace, let k = outer(f) else { return nil }
        let list = (isGlobal ? engine.globals : f.slots) + slot
        guard twoLevels else { return try ElementReceiver.withElement(list, k, body) }
        guard let j = inner(f) else { return nil }
        return try ElementReceiver.withElement(list, k) { row in try ElementReceiver.withElement(row, j, body) } ?? nil
    }

    /// `body` on element `k` of the list at `p`, the array made unique first; nil when `p`
    /// holds no list or `k` is not one of its indices.
    @inline(__always) static func withElement<R>(_ p: UnsafeMutablePointer<Value>, _ k: Double,
                                                 _ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R? {
        guard case .list = p.pointee else { return nil }
        return try p.withMemoryRebound(to: [Value].self, capacity: 1) { items -> R? in
            guard let i = Compiler.wholeIndex(k, count: items.pointee.count) else { return nil }
            return try withUnsafeMutablePointer(to: &items.pointee[i], body)
        }
    }
}

/// The entry a method on path `methodEntry` or an update on path `updateEntry` changes: the
/// entry for a key of the dictionary in the variable `slot` of `Home` — a local's or a
/// global's slot, or a cell (`acc[k, default: 0] += n` in the closure `reduce(into:)` calls,
/// its `acc` captured) — the key computed by code that runs no script. Generic over the home,
/// so that each home's code reads its variable with nothing tested (a switch over the homes
/// made a global's update copy its key: inventory +6 % instructions).
struct EntryReceiver<Home: ListHome> {
    let slot: Int
    let engine: EngineRef
    let key: Eval
    /// The key when it is a local's or a global's value (`counts[w, default: 0] += 1`): read
    /// where it lies by `update` (`KeyInPlace.isVariable`).
    let keyInPlace: KeyInPlace
    /// An entry's entry (`d[a]![b]`): the outer key's code (`updateNested`). (Not an Optional
    /// closure: stored reabstracted, each call of it made and freed a thunk's context.)
    let outerKey: Eval

    init(slot: Int, engine: EngineRef, key: @escaping Eval, keyOperand: Operand = .computed, outerKey: @escaping Eval = { _ in .nil }) {
        self.outerKey = outerKey
        self.slot = slot
        self.engine = engine
        self.key = key
        keyInPlace = KeyInPlace(keyOperand)
    }

    /// `op` of the Number at the entry for the key and `y` (a Number), stored there, the
    /// dictionary made unique first (path `updateEntry`); false, nothing changed, when the slot
    /// holds no dictionary, the key is none, there is no entry, or it or `y` is no Number.
    @inline(__always) func update(_ f: CallFrame, _ op: BinaryOp, _ y: Value) throws -> Bool {
        guard case .number(let b) = y else { return false }
        if keyInPlace.isVariable { return updateAtVariableKey(f, op, b) }
        let k = try key(f)
        guard let h = ValueDictionary.hash(k) else { return false }
        return withEntry(f, k, h) { p -> Bool in
            guard case .number(let a) = p.pointee else { return false }
            p.pointee = .number(Operators.arithmetic(op, a, b))
            return true
        } == true
    }

    /// `update` at the key in `keyInPlace`'s variable, read where it lies.
    @inline(__always) func updateAtVariableKey(_ f: CallFrame, _ op: BinaryOp, _ b: Double) -> Bool {
        let kp = UnsafePointer(keyInPlace.variable.pointer(f, engine))
        guard let h = ValueDictionary.hash(at: kp) else { return false }
        return withDictionary(f) { d -> Bool in
            d.pointee.changeValue(forKeyAt: kp, hash: h) { p -> Bool in
                guard case .number(let a) = p.pointee else { return false }
                p.pointee = .number(Operators.arithmetic(op, a, b))
                return true
            } == true
        } == true
    }

    /// `d[a]![b] = y` (`op` nil) or `d[a]![b]! op= y` of Numbers, stored where the entries lie,
    /// each dictionary made unique first (path `updateEntry`, the outer key's code run before
    /// the key's); false, nothing changed, for anything else — no dictionary at either level,
    /// a key that is none or a new one, a nil `y` (a removal), an `op` of other kinds — which
    /// the general store does, with its errors.
    @inline(__always) func updateNested(_ f: CallFrame, _ op: BinaryOp?, _ y: Value) throws -> Bool {
        let ko = try outerKey(f)
        let k = try key(f)
        guard let ho = ValueDictionary.hash(ko) else { return false }
        return withEntry(f, ko, ho) { ElementNode.storeEntry($0, k, y, op) } == true
    }

    /// `body` on the value of the entry for `k` (of hash `h`) where it lies, the dictionary
    /// made unique first; nil when the slot holds no dictionary or it has no such entry.
    @inline(__always) func withEntry<R>(_ f: CallFrame, _ k: Value, _ h: Int, _ body: (UnsafeMutablePointer<Value>) -> R) -> R? {
        withDictionary(f) { $0.pointee.withValue(forKey: k, hash: h, body) } ?? nil
    }

    /// `body` on the dictionary where its slot holds it (the compiler checked
    /// `Value.dictionaryIsHeldInPlace`); nil when the slot holds no dictionary.
    @inline(__always) func withDictionary<R>(_ f: CallFrame, _ body: (UnsafeMutablePointer<ValueDictionary>) throws -> R) rethrows -> R? {
        try Home.withValue(f, engine, slot) { p in
            guard case .dictionary = p.pointee else { return nil }
            return try p.withMemoryRebound(to: ValueDictionary.self, capacity: 1, body)
        }
    }
}
