/// The calling convention, the one way into script code. Every call — a global function, a
/// nested function, a closure (capturing or not), a function a built-in calls back, a
/// built-in called through a value — goes through `call(_:base:argc:at:)`:
///
/// 1. the caller evaluates the arguments straight into the value stack above its own frame
///    (`CallSite.pushArguments`): they become the first slots of the callee's frame (moved, never
///    copied). A function read from one of the caller's own locals is *lent*: its bits are
///    copied, not retained (`initialize(lending:moves:)`); the `lent` mask says which arguments
///    may be lent;
/// 2. `call` checks the arity (a built-in gets them as an array instead);
/// 3. `run` pushes the rest of the frame, runs the body (whose first step makes the cells of
///    captured locals, when it has any: `withCells`) and pops the frame. A `return` hands its
///    value back as its flow.
///
/// Arguments are consumed on every path, errors included; a lent one is left to its owner.
/// Lending is safe because parameters are constants (the callee never stores into their
/// slots) and the caller's local is not captured: nothing can reassign it before the call
/// ends, and a function is immutable (no mutating method can replace it in place).
extension Engine {
    /// Pushes already computed values (a built-in calling back a script function).
    func pushValues(_ values: [Value]) throws -> Int {
        let base = stackTop
        guard base + values.count <= stackCapacity else { throw stackFailure(nil) }
        for (i, v) in values.enumerated() { (stack + base + i).initialize(to: v) }
        stackTop = base + values.count
        return base
    }

    /// Drops `count` pushed arguments at `base` (but not the lent ones) and pops them.
    func dropArguments(_ base: Int, _ count: Int, lent: Int = 0) {
        for i in 0..<count { drop(stack + base + i, i, lent: lent) }
        stackTop = base
    }

    /// Drops the value at `p`, argument `index` of a call: not when it is lent (its tag word
    /// zeroed, `forgetAsNumber`: a Number again). A Number, and a lent function, by a compare of the tag or two;
    /// a value that owns nothing (a point, a size, a Bool, nil) by a bit test of it (forgotten
    /// as a lent one is); anything else out of line (the teardown of a frame then loads no payload and keeps no
    /// registers for the destroy). The slot holds a Number after (see `Engine.stack`).
    @inline(__always) func drop(_ p: UnsafeMutablePointer<Value>, _ index: Int, lent: Int) {
        let tag = p.numberTag
        if tag == 0 { return }
        if index < Int.bitWidth, lent & (1 << index) != 0, lent < 0 || p.pointee.isLendable {
            p.forgetAsNumber()
            return
        }
        if Value.ownsNothing(tag: tag) {
            p.forgetAsNumber()
            return
        }
        Engine.dropOther(p)
    }

    /// A `lent` mask whose arguments are all lent, whatever their kind: those of a built-in
    /// calling back a script function (`Callback`), which holds each argument for the call.
    static let allLent = -1

    /// Drops the value of a frame's local (not an argument: never lent): a Number by one
    /// compare of its tag, a value that owns nothing (a point, a size, a Bool, nil) by a bit
    /// test of the tag (its tag word zeroed: a Number again), anything else out of line.
    @inline(__always) func dropLocal(_ p: UnsafeMutablePointer<Value>) {
        let tag = p.numberTag
        if tag == 0 { return }
        if Value.ownsNothing(tag: tag) {
            p.forgetAsNumber()
            return
        }
        Engine.dropOther(p)
    }

    /// Drops anything but a Number or a lent function (nil, a Bool, a point or a size own
    /// nothing), leaving a Number in the slot (see `Engine.stack`).
    @inline(never) static func dropOther(_ p: UnsafeMutablePointer<Value>) {
        if !p.pointee.isTrivial { Disposal.dispose(p.move()) }
        p.initialize(to: .number(0))
    }

    /// Calls `fn` (held by the caller) with the `argc` arguments pushed at `base`. The
    /// function and its code are read in place: a call retains nothing.
    /// `key` is `FunctionCode.callKey(engineID:argc:)` for this engine and `argc`, which a
    /// call site works out once: the arity and the engine are checked by one compare, with
    /// the function's copy of its code's key (`Function.callKey`).
    /// `lent` and `span` are read where they are used (after the body, on an error): not kept
    /// in the native frame across the body's run.
    @inline(__always)
    func call(_ fn: Unmanaged<Function>, base: Int, argc: Int, key: Int, lent: @autoclosure () -> Int,
              at span: @autoclosure () -> Span) throws -> Value {
        guard fn._withUnsafeGuaranteedRef({ $0.callKey == key }) else {
            return try callOther(fn, base: base, argc: argc, lent: lent(), at: span())
        }
        // A key that matches is a script function's (a built-in's is -1): it has code, whose
        // frame size and body the function keeps.
        let (size, body) = fn._withUnsafeGuaranteedRef { ($0.frameSize, $0.body.unsafelyUnwrapped) }
        return try run(size: size, body: body, fn, base: base, argc: argc, lent: lent(), at: span(), traced: true)
    }

    /// A built-in called through a value, a wrong argument count, foreign code.
    @inline(never)
    func callOther(_ fn: Unmanaged<Function>, base: Int, argc: Int, lent: Int = 0, at span: Span) throws -> Value {
        // Script code of this engine: a count too large for a call key, or the last parameters
        // left out (`f(x)` of `func f(_ x: Int, times: Int = 1)`), whose default values are
        // pushed after the arguments. The function and its code read in place (the caller
        // holds them: strong reads retained and released them on every call), one run for both.
        if let codeRef = fn._withUnsafeGuaranteedRef({ $0.codeRef }) {
            let count = codeRef._withUnsafeGuaranteedRef { code -> Int in
                guard code.engineID == id else { return -1 }
                if code.parameterCount == argc { return argc }
                return argc >= code.requiredCount && argc < code.parameterCount ? code.parameterCount : -1
            }
            if count >= 0 {
                if count > argc {
                    guard base + count < stackCapacity else { throw stackFailure(nil) }
                    // (Above the stack top every slot holds a Number: nothing to destroy.)
                    codeRef._withUnsafeGuaranteedRef { code in
                        for i in argc..<count { (stack + base + i).initialize(to: code.defaults[i].unsafelyUnwrapped) }
                    }
                    stackTop = base + count
                }
                return try run(codeRef, fn, base: base, argc: count, lent: lent, at: span, traced: true)
            }
        }
        return try callUnfitting(fn.takeUnretainedValue(), base: base, argc: argc, lent: lent, at: span)
    }

    /// `callOther` of a built-in, a wrong argument count, or foreign code.
    @inline(never)
    func callUnfitting(_ fn: Function, base: Int, argc: Int, lent: Int, at span: Span) throws -> Value {
        var args: [Value] = []
        args.reserveCapacity(argc)
        for i in 0..<argc { args.append(stack[base + i]) }
        dropArguments(base, argc, lent: lent)
        guard let code = fn.code else { return try callNative(fn, args, at: span) }
        if code.engineID != id {
            throw ScriptFailure(.runtime, "\(fn.description) belongs to another interpreter (or one that was reset) and cannot run here", at: span)
        }
        throw ScriptFailure(.runtime, arityMessage(fn, code, argc), at: span)
    }

    func arityMessage(_ fn: Function, _ code: FunctionCode, _ count: Int) -> String {
        let n = code.parameters.count
        let counts = code.requiredCount < n ? "\(code.requiredCount) to \(n)" : "\(n)"
        return "\(fn.name == "<closure>" ? "the closure" : "'\(fn.name)'") takes \(counts) argument\(n == 1 ? "" : "s") (\(code.parameters.joined(separator: ", "))) but was given \(count)"
    }

    /// A frame's end after its body returned (`run`, and `test` for a callback's condition):
    /// the arguments dropped (only they may be lent: a call site's count is a constant, so
    /// that loop unrolls), then the locals; a Number owns nothing, so its destroy is skipped
    /// (what else a slot holds, out of line, which leaves a Number there). Written out, not a
    /// `defer` (which is outlined into a call).
    @inline(__always) func endFrame(_ slots: UnsafeMutablePointer<Value>, base: Int, size: Int, argc: Int, lent: Int) {
        var k = 0
        while k < argc {
            drop(slots + k, k, lent: lent)
            k += 1
        }
        // The first local tested before the loop (most frames have one or two): a frame of
        // one local costs a compare of the size and one of the tag, no loop entered.
        let end = slots + size
        var local = slots + argc
        if local < end {
            dropLocal(local)
            local += 1
            while local < end {
                dropLocal(local)
                local += 1
            }
        }
        CallContext.clear(end)
        state.pointee.stackTop = base
        state.pointee.leaveCall()
    }

    /// Runs script code whose `argc` arguments are pushed at `base`: completes and pops the
    /// frame, counts depth and a step. The prologue's checks are one compare (`budget`, see
    /// `refillBudget`); the body's `return` hands the value back as its flow.
    @inline(__always)
    func run(_ codeRef: Unmanaged<FunctionCode>, _ fn: Unmanaged<Function>, base: Int, argc: Int, lent: @autoclosure () -> Int = 0,
             at span: @autoclosure () -> Span, traced: Bool) throws -> Value {
        let (size, body) = codeRef._withUnsafeGuaranteedRef { ($0.frameSize, Unmanaged.passUnretained($0.body)) }
        return try run(size: size, body: body, fn, base: base, argc: argc, lent: lent(), at: span(), traced: traced)
    }

    /// `run` of code whose frame size and body are given (read from the function: `call`).
    @inline(__always)
    func run(size: Int, body: Unmanaged<BlockNode>, _ fn: Unmanaged<Function>, base: Int, argc: Int, lent: @autoclosure () -> Int = 0,
             at span: @autoclosure () -> Span, traced: Bool) throws -> Value {
        let state = self.state
        // Wrapping: the budget keeps depth and the stack far from any bound. One add counts
        // the depth and spends a step (`State.depthAndBudget`).
        state.pointee.enterCall()
        if state.pointee.budgetSpent { try callCheck(base, size, argc, lent(), span()) }
        let slots = stack + base
        // The locals after the parameters hold a Number already, as every slot above the stack
        // top (`Engine.stack`): nothing to set up. It owns nothing and is never read: every
        // local is stored by its declaration before any code can read it (a `var x` without a
        // value stores nil). A Number is what a store into a local (`Disposal.replace`,
        // `BlockEntry.storeInPlace`) and the teardown test first, in one compare of the tag.
        // The frame, and above it the slot of the call's context (not a Value: never dropped).
        state.pointee.stackTop = base &+ size &+ 1
        // In the value stack, not a local whose address is taken (which costs every call a
        // stack protector's canary and a bigger native frame). Its cells are stored by the
        // body of code that has cells (`withCells`), which alone reads them.
        let context = CallContext.store(slots + size, captures: fn._withUnsafeGuaranteedRef { $0.captures }, function: fn)
        let flow: Flow
        do {
            flow = try body._withUnsafeGuaranteedRef { try $0.run(CallFrame(slots: slots, context: context)) }
        } catch {
            throw popFrame(error, base, size, argc, lent(), traced ? span() : nil)
        }
        endFrame(slots, base: base, size: size, argc: argc, lent: lent())
        if case .returned(let value) = consume flow { return value }
        return .nil
    }

    /// The epilogue when the body failed: the frame's slots dropped (its cells were, by
    /// `withCells`), the frame popped, the call's location added to a script failure's trace
    /// (`span`, unless nil); the error to throw. Only the arguments may be lent (a callback's
    /// mask, `allLent`, has every bit set). Out of line, all of it: the call's code keeps no
    /// registers for it.
    @inline(never)
    func popFrame(_ error: any Error, _ base: Int, _ size: Int, _ argc: Int, _ lent: Int, _ span: Span?) -> any Error {
        for k in 0..<size {
            if k < argc { drop(stack + base + k, k, lent: lent) } else { dropLocal(stack + base + k) }
        }
        CallContext.clear(stack + base + size)
        stackTop = base
        depth -= 1
        if let span, let failure = error as? ScriptFailure { failure.trace.append(span) }
        return error
    }

    /// The cold part of the call prologue, when the budget runs out (`run`, its call counted):
    /// each limit tested exactly; on a failure the call is taken back and its `argc` arguments
    /// pushed at `base` dropped.
    @inline(never)
    func callCheck(_ base: Int, _ size: Int, _ argc: Int, _ lent: Int, _ span: Span) throws {
        do { try callCheck(base + size + 1, span) } catch {
            state.pointee.leaveCall()
            dropArguments(base, argc, lent: lent)
            throw error
        }
    }

    /// Each limit tested exactly — depth, the value stack, the native stack — then steps and
    /// cancellation.
    func callCheck(_ end: Int, _ span: Span) throws {
        if depth > maxDepth { throw depthFailure(span, notes: ["a function that calls itself needs a case that returns without calling; a deeper recursion that is meant (a flood fill of a large grid) can keep its own list of what is left to visit instead (a host embedding geo sets the limit: Limits.callDepth)"]) }
        if end > stackCapacity { throw stackFailure(span) }
        if BigStack.currentAddress() < state.pointee.nativeStackLimit {
            throw depthFailure(span, limit: depth - 1,
                               notes: ["runaway recursion? the native stack this run got is full (a host embedding geo sets the limit: Limits.callDepth; a small stack holds fewer calls)"])
        }
        try refillBudget(span)
    }

    func depthFailure(_ span: Span, limit: Int? = nil, notes: [String]) -> ScriptFailure {
        ScriptFailure(.limit, "call depth limit exceeded: more than \(limit ?? maxDepth) nested calls", at: span, notes: notes)
    }

    func stackFailure(_ span: Span?) -> ScriptFailure {
        ScriptFailure(.limit, "out of stack space for local variables (recursion too deep)", at: span)
    }

    /// The body of code whose frame has `count` cells (`FunctionCode.body`): one statement
    /// that makes the cells (the captured parameters' values copied in), stores them in the
    /// call's context, runs the statements and drops the cells, before the call drops the
    /// slots (as it does when they fail).
    static func withCells(_ statements: BlockNode, engine: EngineRef, count: Int, frozen: UInt64,
                          parameterCells: [Int]) -> BlockNode {
        BlockNode([StatementNode { f in
            let cells = makeCells(count, frozen, parameterCells, f.slots)
            CallContext.store(cells, into: f.context)
            let flow: Flow
            do {
                flow = try statements.run(f)
            } catch {
                engine.with { $0.freeCells(cells, count) }
                throw error
            }
            engine.with { $0.freeCells(cells, count) }
            return flow
        }])
    }

    @inline(never)
    static func makeCells(_ count: Int, _ frozen: UInt64, _ parameterCells: [Int],
                          _ slots: UnsafeMutablePointer<Value>) -> UnsafeMutablePointer<Cell> {
        let cells = UnsafeMutablePointer<Cell>.allocate(capacity: count)
        for i in 0..<count { (cells + i).initialize(to: Cell(.nil, frozen: i < 64 && frozen & (1 << UInt64(i)) != 0)) }
        for (p, c) in parameterCells.enumerated() where c >= 0 { cells[c].value = slots[p] }
        return cells
    }

    /// The frame's cells dropped at its end; those closures still hold are recorded
    /// (`EscapedCells`) unless they hold constants (`Cell.frozen`).
    func freeCells(_ cells: UnsafeMutablePointer<Cell>, _ count: Int) {
        for i in 0..<count {
            var cell = (cells + i).move()
            if isKnownUniquelyReferenced(&cell) {
                let v = cell.value
                cell.value = .nil
                Disposal.dispose(consume v)
            } else if !cell.frozen {
                escapedCells.note(cell)
            }
        }
        cells.deallocate()
    }

    /// Calls a function value with computed arguments (a built-in calling back a script
    /// function, the host). Errors in a callback are located in the script: an arity error
    /// at the closure itself.
    func call(_ fn: Function, _ args: [Value]) throws -> Value {
        guard let code = fn.code, code.engineID == id else {
            return try callOther(Unmanaged.passUnretained(fn), base: try pushValues(args), argc: args.count, at: Engine.nativeSpan)
        }
        guard args.count == code.parameterCount else {
            if args.count >= code.requiredCount, args.count < code.parameterCount {
                // The last parameters left out: their default values.
                return try call(fn, args + code.defaults[args.count...].map { $0.unsafelyUnwrapped })
            }
            throw ScriptFailure(.runtime, arityMessage(fn, code, args.count), at: code.span)
        }
        // The built-in's call site joins the stack when the failure passes out of it.
        return try withExtendedLifetime(fn) {
            try run(Unmanaged.passUnretained(code), Unmanaged.passUnretained(fn), base: try pushValues(args), argc: args.count,
                    at: code.span, traced: false)
        }
    }

    /// The placeholder location of calls made by the host or a built-in.
    static let nativeSpan = Span(file: nativeFile, start: 0, length: 0)
    /// The (empty) file `nativeSpan` names, held for the life of the process.
    private static let nativeFile = SourceFile(name: "<native>", bytes: [])

    // MARK: Built-ins

    /// A built-in called through a value, with positional arguments.
    /// Calls a built-in held as a value (`let m = max; m(1, 2)`), binding its arguments by
    /// `labels` (nil: unlabelled) as a direct call does; errors about one argument are located
    /// at `argSpans` (else at the call).
    func callNative(_ fn: Function, _ args: [Value], labels: [String?]? = nil, trailingClosure: Bool = false,
                    argSpans: [Span]? = nil, at span: Span) throws -> Value {
        let labels = labels ?? [String?](repeating: nil, count: args.count)
        let candidates = Overload.candidates(fn.overloads, labels: labels, trailingClosure: trailingClosure)
        guard !candidates.isEmpty else {
            if labels.contains(where: { $0 != nil }) { throw Compiler.labelMismatch(fn.name, fn.overloads, labels: labels, span: span) }
            throw ScriptFailure(.runtime, "\(fn.name) cannot be called with \(args.count) unlabelled argument\(args.count == 1 ? "" : "s")",
                                at: span, notes: fn.overloads.map { "declared as \($0.signature)" })
        }
        return try callNative(candidates, args, argSpans: argSpans ?? args.map { _ in span }, receiver: nil, span: span)
    }

    /// Calls a native built-in with evaluated arguments: picks the overload whose parameter
    /// types accept them (`candidates` already match by labels), converts, and runs it.
    func callNative(_ candidates: [(Overload, [[Int]])], _ args: [EvalBox], argSpans: [Span], receiver: Value?,
                    frame: CallFrame, span: Span) throws -> Value {
        var values: [Value] = []
        values.reserveCapacity(args.count)
        for a in args { values.append(try a.eval(frame)) }
        return try callNative(candidates, values, argSpans: argSpans, receiver: receiver, span: span)
    }

    func callNative(_ candidates: [(Overload, [[Int]])], _ values: [Value], argSpans: [Span], receiver: Value?,
                    span: Span) throws -> Value {
        var firstMismatch: (Int, Param, Overload)?
        candidateLoop: for (overload, binding) in candidates {
            var converted: [Value] = []
            if let receiver { converted.append(receiver) }
            for (i, param) in overload.params.enumerated() {
                let indices = binding[i]
                if param.isVariadic {
                    for k in indices {
                        guard let v = param.type.accept(values[k]) else {
                            if firstMismatch == nil { firstMismatch = (k, param, overload) }
                            continue candidateLoop
                        }
                        converted.append(v)
                    }
                } else if let k = indices.first {
                    guard let v = param.type.accept(values[k]) else {
                        if firstMismatch == nil { firstMismatch = (k, param, overload) }
                        continue candidateLoop
                    }
                    converted.append(v)
                } else {
                    converted.append(param.defaultValue ?? .nil)
                }
            }
            return try runNative(at: span) {
                do { return try Engine.apply(overload.impl, converted, context) }
                catch let e as RuntimeError where e.parameter != nil { throw e.located([(overload, binding)], argSpans: argSpans) }
            }
        }
        guard let (k, param, overload) = firstMismatch else {
            throw ScriptFailure(.runtime, "no matching signature", at: span)
        }
        let what = param.label.map { "argument '\($0):'" } ?? "argument \(k + 1)"
        var notes = RuntimeError.pairNotes(values[k], expected: param.type.name)
        if candidates.count > 1 {
            notes += candidates.map { "accepts \($0.0.detailedSignature)" }
        }
        throw ScriptFailure(.runtime, "\(what) of \(overload.signature) must be \(RuntimeError.withArticle(param.type.name)), not \(RuntimeError.describeBriefly(values[k]))",
                            at: k < argSpans.count ? argSpans[k] : span, notes: notes)
    }

    /// Runs a built-in's implementation: its warnings and errors are located at `span` (a
    /// failure of a script function it called back keeps its own location; `span` joins its
    /// call stack).
    @inline(__always)
    func runNative<R>(at span: Span, _ body: () throws -> R) throws -> R {
        do {
            let result = try body()
            flushWarnings(span)
            return result
        } catch {
            flushWarnings(span)
            throw locate(error, span)
        }
    }

    /// Runs an implementation with converted arguments (receiver first for methods).
    @inline(__always)
    static func apply(_ impl: Impl, _ a: [Value], _ ctx: RuntimeContext) throws -> Value {
        switch impl {
        case .f0(let f): return try f(ctx)
        case .f1(let f): return try f(a[0], ctx)
        case .f2(let f): return try f(a[0], a[1], ctx)
        case .f3(let f): return try f(a[0], a[1], a[2], ctx)
        case .f4(let f): return try f(a[0], a[1], a[2], a[3], ctx)
        case .fn(let f): return try f(a, ctx)
        case .mutating(let f):
            var receiver = a[0]
            return try f(&receiver, Array(a.dropFirst()), ctx)
        }
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// Initializes this argument slot from a local of the caller: a function is lent (its bits
    /// copied, not retained: see the calling convention above), a Number's bits copied too (it
    /// owns nothing), anything else copied (by the outlined copy of a Value, which a Number
    /// took too: a call for each Number argument read from a local).
    /// When `moves` (a local read at its last use, path `argumentMoved`), anything
    /// but a Number or a function is moved, not copied, the local left nil: nothing reads it
    /// again, and the callee owns the value (a list it alone holds is then changed in place).
    /// `moves` is asked only then: a Number's push tests nothing more.
    /// This slot is above the stack top (a Number, `Engine.stack`): a Number read is stored
    /// as its payload alone (`storeNumber`).
    @inline(__always) func initialize(lending source: UnsafeMutablePointer<Value>, moves: Bool) {
        if case .number(let x) = source.pointee {
            storeNumber(x)
        } else if source.pointee.isLendable {
            UnsafeMutableRawPointer(self).copyMemory(from: source, byteCount: MemoryLayout<Value>.size)
        } else if moves {
            initialize(to: source.move())
            source.initialize(to: .nil)
        } else {
            initialize(to: source.pointee)
        }
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// The function at index `k` of the list this slot holds, unretained (valid while the
    /// slot holds the list unchanged); nil when it holds no list, `k` is no index of it, or
    /// the element is no function.
    @inline(__always) func functionElement(at k: Double) -> Unmanaged<Function>? {
        guard case .list(let items) = pointee, k >= 0, k < Double(items.count), Double(Int(k)) == k else { return nil }
        return items[Int(k)].unmanagedFunction
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// Stores the Number `x` into this slot, which holds a Number (a slot above the stack top,
    /// or one whose tag was just tested): the payload alone, the tag already says Number.
    /// (A Number is its 8-byte payload and a zero tag word:
    /// `CompilerPathTests.aNumberIsItsPayloadUnderAZeroTag`.)
    @inline(__always) func storeNumber(_ x: Double) {
        UnsafeMutableRawPointer(self).storeBytes(of: x, as: Double.self)
    }

    /// The slot's tag byte: 0 when it holds a Number (`CompilerPathTests.aNumbersTagByteIsZero`),
    /// so two slots are both Numbers when their tags or'd are 0.
    @inline(__always) var numberTag: UInt8 {
        UnsafeRawPointer(self).load(fromByteOffset: MemoryLayout<Value>.size - 1, as: UInt8.self)
    }

    /// Makes this slot a Number without releasing what it held (a lent function, whose owner
    /// keeps it): its tag word zeroed, as `CallContext.clear` does.
    @inline(__always) func forgetAsNumber() {
        UnsafeMutableRawPointer(self).storeBytes(of: 0, toByteOffset: CallContext.functionOffset, as: Int.self)
    }
}

extension Value {
    /// The tag bytes (`numberTag`) of the kinds that own nothing but a Number's — a Bool (1),
    /// a point (3), a size (4), nil (14, after the 14 cases with a payload) — as bits
    /// (`CallEndPathTests.ownsNothingIsTrivial` checks them against `isTrivial` for a value of
    /// every kind: a case added to `Value` moves nil's tag).
    @inline(__always) static var ownsNothingTags: UInt64 { 1 << 1 | 1 << 3 | 1 << 4 | 1 << 14 }

    /// Whether a value whose tag byte is `tag` owns nothing (is `isTrivial`), by a bit test.
    @inline(__always) static func ownsNothing(tag: UInt8) -> Bool {
        (ownsNothingTags >> UInt64(tag & 63)) & 1 != 0
    }

    /// A function: what an argument read from a local is lent as (see `Calls.swift`).
    @inline(__always) var isLendable: Bool {
        if case .function = self { return true }
        return false
    }
}
