import Synchronization

/// A runtime error with its location and the script call stack, before it becomes a
/// `GeoError` at the API boundary.
struct ScriptFailure: Error {
    var kind: GeoError.Kind
    var message: String
    var span: Span?
    var notes: [String]
    /// Call sites of the script functions being unwound, innermost first.
    var stack: [Span] = []

    init(_ kind: GeoError.Kind = .runtime, _ message: String, at span: Span?, notes: [String] = []) {
        self.kind = kind
        self.message = message
        self.span = span
        self.notes = notes
    }

    var diagnostic: Diagnostic {
        var d: Diagnostic
        if let span {
            d = Diagnostic(.error, message, at: span, notes: notes)
        } else {
            d = Diagnostic(.error, message, file: "geo")
            d.notes = notes
        }
        d.callStack = stack.map { s in
            let (line, column) = s.file.lineColumn(s.start)
            return "\(s.file.name):\(line):\(column)"
        }
        return d
    }

    var geoError: GeoError { GeoError(kind, [diagnostic]) }
}

/// Control flow out of a statement.
enum Flow {
    case normal, breakLoop, continueLoop, returned
}

/// What a compiled statement or expression runs with: the current call's slots, its cells
/// (captured locals) and the closure's captured cells.
struct Frame {
    var slots: UnsafeMutablePointer<Value>
    var cells: UnsafeMutablePointer<Cell>
    var captures: UnsafeMutablePointer<Cell>
}

typealias Eval = (Frame) throws -> Value
typealias Exec = (Frame) throws -> Flow
typealias Test = (Frame) throws -> Bool

/// The compiled code of a script function (immutable: reading a `let` of a final class costs
/// no exclusivity check).
final class FunctionCode {
    let name: String
    let parameters: [String]
    let parameterCount: Int
    let span: Span
    let frameSize: Int
    let cellCount: Int
    /// For each parameter, its cell index when captured, or -1.
    let parameterCells: [Int]
    let body: Exec
    /// The body compiled to return its value directly, when its shape allows (see
    /// `Compiler.compileValueBody`); preferred over `body`.
    let valueBody: Eval?
    /// `valueBody` unwrapped (a placeholder when there is none) so a call reads it in place:
    /// binding the optional would retain the closure's context on every call.
    let directBody: Eval
    let hasValueBody: Bool

    init(name: String, parameters: [String], span: Span, frameSize: Int, cellCount: Int, parameterCells: [Int],
         body: @escaping Exec, valueBody: Eval? = nil) {
        self.valueBody = valueBody
        // Not `??`: through its generic signature the closure would be stored reabstracted.
        if let valueBody {
            self.directBody = valueBody
        } else {
            self.directBody = { _ in .nil }
        }
        self.hasValueBody = valueBody != nil
        self.name = name
        self.parameters = parameters
        self.parameterCount = parameters.count
        self.span = span
        self.frameSize = frameSize
        self.cellCount = cellCount
        self.parameterCells = parameterCells
        self.body = body
    }
}

/// The state of one interpreter while it runs code: globals, the value stack, limits,
/// cancellation. Compiled closures capture it.
final class Engine {
    let registry: Registry
    let context: RuntimeContext
    let globalTable = GlobalTable()

    /// The hot mutable state, behind a pointer: class stored properties would pay a dynamic
    /// exclusivity check on every access.
    struct State {
        var globals: UnsafeMutablePointer<Value>
        var stackTop = 0
        var depth = 0
        var maxDepth = 10_000
        var budget = 0
        var returnValue: Value = .nil
    }
    let state: UnsafeMutablePointer<State>

    /// Global values, by slot.
    @inline(__always) var globals: UnsafeMutablePointer<Value> {
        get { state.pointee.globals }
        set { state.pointee.globals = newValue }
    }
    var globalCapacity: Int

    /// The value stack: frames are carved from it.
    let stack: UnsafeMutablePointer<Value>
    let stackCapacity: Int
    @inline(__always) var stackTop: Int {
        get { state.pointee.stackTop }
        set { state.pointee.stackTop = newValue }
    }
    @inline(__always) var depth: Int {
        get { state.pointee.depth }
        set { state.pointee.depth = newValue }
    }
    @inline(__always) var maxDepth: Int {
        get { state.pointee.maxDepth }
        set { state.pointee.maxDepth = newValue }
    }
    /// Steps left before the next budget check (cancellation, step limit).
    @inline(__always) var budget: Int {
        get { state.pointee.budget }
        set { state.pointee.budget = newValue }
    }
    /// The value a `return` hands to its caller.
    @inline(__always) var returnValue: Value {
        get { state.pointee.returnValue }
        set { state.pointee.returnValue = newValue }
    }
    var maxListLength: Int { context.limits.listLength }
    var maxStringLength: Int { context.limits.stringLength }
    var stepsLimit = Int.max
    var stepsUsed = 0
    static let checkInterval = 10_000

    /// Set from any thread by `cancel()`.
    let cancelFlag = Atomic<Bool>(false)

    /// Where warnings go, already located.
    var warningSink: (Diagnostic) -> Void = { _ in }

    /// An empty cell buffer for frames without cells.
    let noCells: UnsafeMutablePointer<Cell>

    init(registry: Registry, context: RuntimeContext) {
        self.registry = registry
        self.context = context
        globalCapacity = 256
        let globals = UnsafeMutablePointer<Value>.allocate(capacity: globalCapacity)
        globals.initialize(repeating: .nil, count: globalCapacity)
        state = .allocate(capacity: 1)
        state.initialize(to: State(globals: globals))
        stackCapacity = 1 << 20
        stack = .allocate(capacity: stackCapacity)
        noCells = .allocate(capacity: 1)
    }

    deinit {
        globals.deinitialize(count: globalCapacity)
        globals.deallocate()
        stack.deinitialize(count: stackTop)
        stack.deallocate()
        noCells.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Makes sure every global slot the table knows has storage.
    func ensureGlobalStorage() {
        let needed = globalTable.names.count
        guard needed > globalCapacity else { return }
        var capacity = globalCapacity
        while capacity < needed { capacity *= 2 }
        let fresh = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        fresh.moveInitialize(from: globals, count: globalCapacity)
        (fresh + globalCapacity).initialize(repeating: .nil, count: capacity - globalCapacity)
        globals.deallocate()
        globals = fresh
        globalCapacity = capacity
    }

    /// A global that may not be declared yet (its declaration belongs to a program that
    /// failed before running it): its value, or "cannot find".
    func checkedGlobal(_ slot: Int, _ name: String, _ span: Span) throws -> Value {
        let v = globals[slot]
        if case .nil = v, !globalTable.declared[slot] {
            throw ScriptFailure(.runtime, "cannot find '\(name)' in scope", at: span,
                                notes: ["its declaration has not run"])
        }
        return v
    }

    /// Sets every global to nil (releasing functions, whose code refers back to the engine).
    func clearGlobals() {
        for i in 0..<globalCapacity { globals[i] = .nil }
        returnValue = .nil
    }

    /// Resets per-run counters (limits apply to each top-level run).
    func beginRun() {
        stepsUsed = 0
        budget = min(Engine.checkInterval, stepsLimit)
        depth = 0
        cancelFlag.store(false, ordering: .relaxed)
    }

    /// Called when the step budget runs out: checks cancellation and the step limit.
    @inline(never) func refillBudget(_ span: Span) throws {
        stepsUsed += Engine.checkInterval - max(budget, 0)
        if cancelFlag.load(ordering: .relaxed) {
            throw ScriptFailure(.cancelled, "cancelled", at: span)
        }
        if stepsUsed >= stepsLimit {
            throw ScriptFailure(.limit, "step limit exceeded: the script ran more than \(stepsLimit) steps", at: span,
                                notes: ["an endless loop? the limit is Limits.steps"])
        }
        budget = min(Engine.checkInterval, stepsLimit - stepsUsed)
    }

    @inline(__always) func step(_ span: Span) throws {
        budget &-= 1
        if budget <= 0 { try refillBudget(span) }
    }

    /// Turns any error from a built-in into a located failure.
    func locate(_ error: Error, _ span: Span) -> ScriptFailure {
        switch error {
        case var f as ScriptFailure:
            // From script code a built-in called back (a closure given to `map`, `animate`…):
            // the built-in's call site joins the stack.
            f.stack.append(span)
            return f
        case let e as RuntimeError: return ScriptFailure(.runtime, e.message, at: span, notes: e.notes)
        case let e as LimitError: return ScriptFailure(.limit, e.message, at: span)
        case let e as GeoError:
            var f = ScriptFailure(e.kind, e.message, at: span)
            f.notes = e.diagnostics.first?.notes ?? []
            return f
        default: return ScriptFailure(.runtime, String(describing: error), at: span)
        }
    }

    /// Reports warnings a built-in raised, at `span`.
    @inline(__always) func flushWarnings(_ span: Span) {
        if !context.pendingWarnings.isEmpty { emitWarnings(span) }
    }

    func emitWarnings(_ span: Span) {
        let pending = context.pendingWarnings
        context.pendingWarnings = []
        for w in pending { warningSink(Diagnostic(.warning, w, at: span)) }
    }

    // MARK: Calls

    /// Calls a function value with positional arguments.
    func call(_ fn: Function, _ args: [Value], at span: Span) throws -> Value {
        switch fn.body {
        case .script(let code, let captures):
            guard args.count == code.parameters.count else {
                throw ScriptFailure(.runtime, arityMessage(fn, code, args.count), at: span)
            }
            return try captures.withUnsafeBufferPointer { buffer in
                let capturePointer = UnsafeMutablePointer(mutating: buffer.baseAddress ?? UnsafePointer(noCells))
                return try invoke(code, captures: capturePointer, argc: args.count, at: span) { slots in
                    for i in 0..<args.count { (slots + i).initialize(to: args[i]) }
                }
            }
        case .native(let overloads):
            let labels = [String?](repeating: nil, count: args.count)
            let candidates = overloads.compactMap { o in o.bind(labels: labels).map { (o, $0) } }
            guard !candidates.isEmpty else {
                throw ScriptFailure(.runtime, "\(fn.name) cannot be called with \(args.count) unlabelled argument\(args.count == 1 ? "" : "s")",
                                    at: span, notes: overloads.map { "declared as \($0.signature)" })
            }
            return try callNative(candidates, args.map { v in { _ in v } }, argSpans: args.map { _ in span },
                                  receiver: nil, frame: Frame(slots: stack, cells: noCells, captures: noCells), span: span)
        }
    }

    func arityMessage(_ fn: Function, _ code: FunctionCode, _ count: Int) -> String {
        "\(fn.name == "<closure>" ? "the closure" : "'\(fn.name)'") takes \(code.parameters.count) argument\(code.parameters.count == 1 ? "" : "s") (\(code.parameters.joined(separator: ", "))) but was given \(count)"
    }

    /// Runs a script function: pushes its frame, lets `fill` initialise the first `argc`
    /// slots, runs the body, pops the frame.
    @inline(__always)
    func invoke(_ code: FunctionCode, captures: UnsafeMutablePointer<Cell>, argc: Int, at span: Span,
                fill: (UnsafeMutablePointer<Value>) throws -> Void) throws -> Value {
        let slots = try enterFrame(code, at: span)
        do { try fill(slots) } catch {
            depth -= 1
            throw error
        }
        return try runFrame(code, slots, captures: captures, argc: argc, at: span)
    }

    /// `invoke` with one argument, moved into its slot (no copy of the value).
    @inline(__always)
    func invoke1(_ code: FunctionCode, captures: UnsafeMutablePointer<Cell>, _ a0: consuming Value,
                 at span: Span) throws -> Value {
        let slots = try enterFrame(code, at: span)
        slots.initialize(to: a0)
        return try runFrame(code, slots, captures: captures, argc: 1, at: span)
    }

    /// `invoke` for a capture-free function held unretained (a call site's cache keeps it
    /// alive): its fields are read in place, so the call retains nothing.
    @inline(__always)
    func invoke0(_ u: Unmanaged<FunctionCode>, at span: Span) throws -> Value {
        let size = u._withUnsafeGuaranteedRef { $0.frameSize }
        let slots = try enterFrame(size: size, at: span)
        return try runUnretained(u, slots, size: size, argc: 0, at: span)
    }

    /// `invoke0` with one argument, moved into its slot.
    @inline(__always)
    func invoke1(_ u: Unmanaged<FunctionCode>, _ a0: consuming Value, at span: Span) throws -> Value {
        let size = u._withUnsafeGuaranteedRef { $0.frameSize }
        let slots = try enterFrame(size: size, at: span)
        slots.initialize(to: a0)
        return try runUnretained(u, slots, size: size, argc: 1, at: span)
    }

    /// `invoke0` with two arguments, moved into their slots.
    @inline(__always)
    func invoke2(_ u: Unmanaged<FunctionCode>, _ a0: consuming Value, _ a1: consuming Value,
                 at span: Span) throws -> Value {
        let size = u._withUnsafeGuaranteedRef { $0.frameSize }
        let slots = try enterFrame(size: size, at: span)
        slots.initialize(to: a0)
        (slots + 1).initialize(to: a1)
        return try runUnretained(u, slots, size: size, argc: 2, at: span)
    }

    /// `runFrame` for `invoke0/1/2`.
    @inline(__always)
    func runUnretained(_ u: Unmanaged<FunctionCode>, _ slots: UnsafeMutablePointer<Value>, size: Int, argc: Int,
                       at span: Span) throws -> Value {
        defer { depth -= 1 }
        let saved = stackTop
        stackTop = saved + size
        var i = argc
        while i < size {
            (slots + i).initialize(to: .nil)
            i += 1
        }
        defer {
            var k = 0
            while k < size {
                if !slots[k].isTrivial { (slots + k).deinitialize(count: 1) }
                k += 1
            }
            stackTop = saved
        }
        if u._withUnsafeGuaranteedRef({ $0.cellCount == 0 && $0.hasValueBody }) {
            do {
                let frame = Frame(slots: slots, cells: noCells, captures: noCells)
                return try u._withUnsafeGuaranteedRef { c in try c.directBody(frame) }
            } catch let failure as ScriptFailure {
                throw unwinding(failure, span)
            }
        }
        return try u._withUnsafeGuaranteedRef { c in
            try runBody(c, slots, captures: noCells, at: span)
        }
    }

    /// `invoke` with two arguments, moved into their slots.
    @inline(__always)
    func invoke2(_ code: FunctionCode, captures: UnsafeMutablePointer<Cell>, _ a0: consuming Value,
                 _ a1: consuming Value, at span: Span) throws -> Value {
        let slots = try enterFrame(code, at: span)
        slots.initialize(to: a0)
        (slots + 1).initialize(to: a1)
        return try runFrame(code, slots, captures: captures, argc: 2, at: span)
    }

    /// The call prologue: counts the depth (undone here when it throws, else by `runFrame`),
    /// spends a step, checks the stack; returns the new frame's first slot.
    @inline(__always)
    func enterFrame(_ code: FunctionCode, at span: Span) throws -> UnsafeMutablePointer<Value> {
        try enterFrame(size: code.frameSize, at: span)
    }

    @inline(__always)
    func enterFrame(size: Int, at span: Span) throws -> UnsafeMutablePointer<Value> {
        depth += 1
        if depth > maxDepth {
            depth -= 1
            throw depthFailure(span)
        }
        budget &-= 1
        if budget <= 0 {
            do { try refillBudget(span) } catch {
                depth -= 1
                throw error
            }
        }
        let saved = stackTop
        guard saved + size <= stackCapacity else {
            depth -= 1
            throw stackFailure(span)
        }
        return stack + saved
    }

    /// Runs a body whose first `argc` slots (at `slots`, the stack top) are initialised, then
    /// pops the frame and the depth `enterFrame` counted.
    @inline(__always)
    func runFrame(_ code: FunctionCode, _ slots: UnsafeMutablePointer<Value>, captures: UnsafeMutablePointer<Cell>,
                  argc: Int, at span: Span) throws -> Value {
        defer { depth -= 1 }
        let saved = stackTop
        let size = code.frameSize
        stackTop = saved + size
        // Element by element: the bulk forms go through the generic runtime.
        var i = argc
        while i < size {
            (slots + i).initialize(to: .nil)
            i += 1
        }
        defer {
            var k = 0
            while k < size {
                // Numbers, geometry, Bools and nil own nothing: skip the destroy.
                if !slots[k].isTrivial { (slots + k).deinitialize(count: 1) }
                k += 1
            }
            stackTop = saved
        }
        return try runBody(code, slots, captures: captures, at: span)
    }

    /// The body of a call whose frame is pushed: makes its cells, runs it.
    @inline(__always)
    func runBody(_ code: FunctionCode, _ slots: UnsafeMutablePointer<Value>, captures: UnsafeMutablePointer<Cell>,
                 at span: Span) throws -> Value {
        var cells = noCells
        let cellCount = code.cellCount
        if cellCount > 0 {
            cells = .allocate(capacity: cellCount)
            for i in 0..<cellCount { (cells + i).initialize(to: Cell(.nil)) }
            for (p, c) in code.parameterCells.enumerated() where c >= 0 { cells[c].value = slots[p] }
        }
        defer {
            if cellCount > 0 {
                cells.deinitialize(count: cellCount)
                cells.deallocate()
            }
        }
        do {
            let frame = Frame(slots: slots, cells: cells, captures: captures)
            if code.hasValueBody { return try code.directBody(frame) }
            if try code.body(frame) == .returned {
                return takeReturnValue()
            }
            return .nil
        } catch let failure as ScriptFailure {
            throw unwinding(failure, span)
        }
    }

    // Cold paths, kept out of line so the hot path does not retain the span.
    @inline(never) func depthFailure(_ span: Span) -> ScriptFailure {
        ScriptFailure(.limit, "call depth limit exceeded: more than \(maxDepth) nested calls", at: span,
                      notes: ["runaway recursion? the limit is Limits.callDepth"])
    }

    @inline(never) func stackFailure(_ span: Span) -> ScriptFailure {
        ScriptFailure(.limit, "out of stack space for local variables (recursion too deep)", at: span)
    }

    /// A failure passing out of a call: the call site joins its stack.
    @inline(never) func unwinding(_ failure: ScriptFailure, _ span: Span) -> ScriptFailure {
        var f = failure
        if span.file.name != Engine.nativeFileName { f.stack.append(span) }
        return f
    }



    /// Stores the value a `return` hands back (the slot always holds nil between returns).
    @inline(__always) func setReturnValue(_ v: Value) {
        withUnsafeMutablePointer(to: &state.pointee.returnValue) { p in
            if !p.pointee.isTrivial { p.deinitialize(count: 1) }
            p.initialize(to: v)
        }
    }

    /// Moves the returned value out, leaving nil.
    @inline(__always) func takeReturnValue() -> Value {
        withUnsafeMutablePointer(to: &state.pointee.returnValue) { p in
            let v = p.move()
            p.initialize(to: .nil)
            return v
        }
    }

    /// The file name of the placeholder span used for calls made by built-ins.
    static let nativeFileName = "<native>"

    /// Moves a value out, leaving nil.
    @inline(__always) static func take(_ v: inout Value) -> Value {
        let result = v
        v = .nil
        return result
    }

    /// Calls a native built-in: picks the overload whose parameter types accept the
    /// arguments (`candidates` already match by labels), converts, and runs it.
    func callNative(_ candidates: [(Overload, [[Int]])], _ args: [Eval], argSpans: [Span], receiver: Value?,
                    frame: Frame, span: Span) throws -> Value {
        var values: [Value] = []
        values.reserveCapacity(args.count)
        for a in args { values.append(try a(frame)) }
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
            do {
                let result = try Engine.apply(overload.impl, converted, context)
                flushWarnings(span)
                return result
            } catch {
                flushWarnings(span)
                throw locate(error, span)
            }
        }
        guard let (k, param, overload) = firstMismatch else {
            throw ScriptFailure(.runtime, "no matching signature", at: span)
        }
        let what = param.label.map { "argument '\($0):'" } ?? "argument \(k + 1)"
        var notes: [String] = []
        if candidates.count > 1 {
            notes = candidates.map { "accepts \($0.0.detailedSignature)" }
        }
        throw ScriptFailure(.runtime, "\(what) of \(overload.signature) must be \(RuntimeError.article(param.type.name)) \(param.type.name), not \(RuntimeError.describeBriefly(values[k]))",
                            at: k < argSpans.count ? argSpans[k] : span, notes: notes)
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
