#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The state of one interpreter while it runs code: globals, the value stack, the call
/// depth, the step budget, cancellation. Compiled code refers to it unretained (the
/// interpreter owns it); `Calls.swift` holds the calling convention.
final class Engine {
    let registry: Registry
    let context: RuntimeContext
    let globalTable = GlobalTable()
    /// This engine's serial number: code compiled for another engine is refused.
    let id: Int

    /// The hot mutable state, behind a pointer: class stored properties would pay a dynamic
    /// exclusivity check on every access.
    struct State {
        var globals: UnsafeMutablePointer<Value>
        var stackTop = 0
        /// The call depth and the budget in one word, so that a call counts both with one
        /// add and one store (`depth`, `budget`): the depth times 2^32, plus the budget offset
        /// by `budgetBias` in the low 32 bits (the budget never exceeds `checkInterval` and
        /// never falls far below 0; the depth stays below the depth limit).
        var depthAndBudget = State.budgetBias
        var maxDepth = 10_000
        /// The budget last granted (the steps spent are `granted - budget`).
        var granted = 0
        /// The lowest native stack address a call may start at (`beginRun`).
        var nativeStackLimit: UInt = 0
        /// The innermost call of a function read from a global in place (`Held`), or nil.
        var held: UnsafePointer<Held>?
        /// How many replaced globals wait in `retired` for the calls holding them to end.
        var retiredCount = 0

        /// The call depth (see `depthAndBudget`).
        @inline(__always) var depth: Int {
            get { depthAndBudget >> 32 }
            set { depthAndBudget = newValue << 32 | depthAndBudget & 0xFFFF_FFFF }
        }
        /// Calls and loop steps left before the next check (`refillBudget`); a call and a
        /// loop step each spend one, so a single compare guards them (see `refillBudget`).
        @inline(__always) var budget: Int {
            get { Int(UInt32(truncatingIfNeeded: depthAndBudget)) - State.budgetBias }
            set { depthAndBudget = depthAndBudget & ~0xFFFF_FFFF | (newValue + State.budgetBias) }
        }
        /// Whether the budget is spent (at most 0): one compare of the low word.
        @inline(__always) var budgetSpent: Bool { UInt32(truncatingIfNeeded: depthAndBudget) <= UInt32(State.budgetBias) }
        /// Spends one step.
        @inline(__always) mutating func spendStep() { depthAndBudget &-= 1 }
        /// A call: one level deeper and one step spent, in one add.
        @inline(__always) mutating func enterCall() { depthAndBudget &+= (1 << 32) - 1 }
        /// A call's end (or its failure): one level up.
        @inline(__always) mutating func leaveCall() { depthAndBudget &-= 1 << 32 }
        @inline(__always) static var budgetBias: Int { 1 << 31 }
    }

    /// A call of a function read in place from a `var` global, which the call may reassign
    /// (path `callHeld`): instead of retaining the function for the call, the call is linked
    /// here (on the native stack), and a global store that replaces a function some such call
    /// is running keeps it alive (`retired`) until the calls holding it end. (A function of
    /// this engine is counted instead, `Function.heldCalls`: see `holding`.)
    struct Held {
        let function: Unmanaged<Function>
        let outer: UnsafePointer<Held>?
    }

    /// Replaced globals that calls still run (see `Held`).
    private var retired: [Value] = []
    let state: UnsafeMutablePointer<State>

    /// Global values, by slot.
    @inline(__always) var globals: UnsafeMutablePointer<Value> {
        get { state.pointee.globals }
        set { state.pointee.globals = newValue }
    }
    private(set) var globalCapacity: Int

    /// The value stack: call frames are carved from it. Every slot above the stack top holds
    /// a Number (owning nothing), so a call sets up no locals: its teardown leaves a Number in
    /// each slot it drops, the call's context is a Number again when the call ends
    /// (`CallContext`), and the stack starts zeroed (`zeroedStack`), the bits of `.number(0)`.
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
    /// The call-depth limit in force: `Limits.callDepth`, or less when the native stack the
    /// run got is too small for it.
    @inline(__always) var maxDepth: Int {
        get { state.pointee.maxDepth }
        set { state.pointee.maxDepth = newValue }
    }
    /// Calls and steps left before the next check (cancellation, step limit, call depth,
    /// stacks).
    @inline(__always) var budget: Int {
        get { state.pointee.budget }
        set { state.pointee.budget = newValue }
    }
    /// The largest frame of the code compiled for this engine (for the value-stack room a
    /// call may need; at least 4, the arguments a call site pushes before its check).
    private(set) var maxFrameSize = 4
    /// Each distinct list of argument labels that code compiled for this engine declares or
    /// a call site writes, numbered from 1 (`labelsKey`), by the labels joined (a String key:
    /// a Dictionary of label lists cost every start its generic type's set-up, 0.3 M
    /// instructions).
    private var labelLists: [String: Int] = [:]
    var maxListLength: Int { context.limits.listLength }
    var stepsLimit = Int.max
    /// The steps after which memory is measured again (`Limits.memory`; each check interval).
    private var nextMemoryCheck = 0
    var stepsUsed = 0
    static let checkInterval = 10_000

    /// Set from any thread by `cancel()` (shared with the interpreter, which outlives an
    /// engine replaced by `reset`); cleared when a run starts and ends, so a cancel that
    /// arrives while a program is still being compiled cancels its run.
    let cancellation: Cancellation

    /// Where warnings go, already located.
    var warningSink: (Diagnostic) -> Void = { _ in }

    /// Cells that outlived their frame: their values are dropped when the engine goes.
    let escapedCells = EscapedCells()

    /// A library's state that holds script functions (UIView.animate's completions), made on
    /// first use (`functionState`). The engine keeps it, not the context's `state`: a
    /// function's compiled code holds the context, so the context holding the function would
    /// be a cycle that outlived the interpreter. Dropped with the engine (and by `:reset`).
    private var functionStates: [ObjectIdentifier: AnyObject] = [:]

    /// The state `functionState` made of this type, or nil when none was made.
    func existingFunctionState<T: AnyObject>(_ type: T.Type) -> T? {
        functionStates[ObjectIdentifier(type)] as? T
    }

    func functionState<T: AnyObject>(_ make: () -> T) -> T {
        let key = ObjectIdentifier(T.self)
        if let existing = functionStates[key] as? T { return existing }
        let fresh = make()
        functionStates[key] = fresh
        return fresh
    }

    private static let serials = Atomic<Int>(0)

    init(registry: Registry, context: RuntimeContext, cancellation: Cancellation = Cancellation()) {
        self.registry = registry
        self.context = context
        self.cancellation = cancellation
        id = Engine.serials.wrappingAdd(1, ordering: .relaxed).newValue
        globalCapacity = 64
        let globals = UnsafeMutablePointer<Value>.allocate(capacity: globalCapacity)
        globals.initialize(repeating: .nil, count: globalCapacity)
        state = .allocate(capacity: 1)
        state.initialize(to: State(globals: globals))
        stackCapacity = Engine.valueStackSlots
        stack = Engine.zeroedStack(stackCapacity)
    }

    /// The value stack's slots: 1,048,576 (24 MB of address space, its pages committed as they
    /// are first used), or under an address-space limit (`ulimit -v`) what a sixteenth of it
    /// holds, at least 65,536 — under 40 MB the whole stack did not fit, and geo stopped with a
    /// fatal error before running anything. (Deep recursion stops at the depth limit, or at
    /// this stack's end, with an error either way.)
    static let valueStackSlots: Int = {
        let full = 1 << 20
        guard let limit = MemoryGauge.addressSpaceLimit() else { return full }
        return max(1 << 16, min(full, limit / 16 / MemoryLayout<Value>.stride))
    }()

    /// `count` slots holding `.number(0)`: zeroed memory from `calloc` (whose pages the system
    /// maps as they are first touched: no memory taken up front), when zero bits read as that
    /// Number (checked once); else each slot initialized.
    private static func zeroedStack(_ count: Int) -> UnsafeMutablePointer<Value> {
        let stride = MemoryLayout<Value>.stride
        if zeroIsNumber, let raw = calloc(count, stride) {
            return raw.bindMemory(to: Value.self, capacity: count)
        }
        // Allocated by `malloc` too: `deinit` frees either with `free`.
        guard let raw = malloc(count * stride) else { fatalError("out of memory for the value stack") }
        let stack = raw.bindMemory(to: Value.self, capacity: count)
        stack.initialize(repeating: .number(0), count: count)
        return stack
    }

    /// Whether zeroed memory reads as `.number(0)` (as Swift lays a Value out today).
    private static let zeroIsNumber: Bool = {
        guard let raw = calloc(1, MemoryLayout<Value>.stride) else { return false }
        defer { free(raw) }
        if case .number(let x) = raw.bindMemory(to: Value.self, capacity: 1).pointee { return x == 0 }
        return false
    }()

    deinit {
        // First the cycles among closures and the variables they captured (nothing can run
        // this engine's code any more).
        escapedCells.breakCycles()
        // Values may nest deeply (a list of a list of …): destroyed from a worklist.
        for i in 0..<globalCapacity { Disposal.dispose((globals + i).move()) }
        globals.deallocate()
        for i in 0..<stackTop { Disposal.dispose((stack + i).move()) }
        free(stack)
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Makes sure every global slot the table knows has storage (never while code runs).
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

    /// Stores a global, destroying the old value from a worklist.
    @inline(__always) func setGlobal(_ slot: Int, _ v: Value) {
        let old = (globals + slot).move()
        (globals + slot).initialize(to: v)
        if old.isLendable {
            release(old)
        } else {
            Disposal.dispose(consume old)
        }
    }

    /// Drops a replaced global unless a call still runs it (then it waits in `retired`).
    @inline(never) func release(_ old: Value) {
        if isHeld(old) {
            retired.append(old)
            state.pointee.retiredCount = retired.count
        } else {
            Disposal.dispose(old)
        }
    }

    /// Whether `v` is a function some call holds: counted (`counting`) or linked (`holding`).
    func isHeld(_ v: Value) -> Bool {
        guard case .function(let fn) = v else { return false }
        if fn.heldCalls > 0 { return true }
        let id = ObjectIdentifier(fn)
        var link = state.pointee.held
        while let l = link {
            if ObjectIdentifier(l.pointee.function.takeUnretainedValue()) == id { return true }
            link = l.pointee.outer
        }
        return false
    }

    /// Drops the retired globals no call runs any more (after a held call ended).
    @inline(never) func releaseRetired() {
        let waiting = retired
        retired = []
        for v in waiting {
            if isHeld(v) { retired.append(v) } else { Disposal.dispose(v) }
        }
        state.pointee.retiredCount = retired.count
    }

    /// Runs `body` as a call of `fn`, read in place from a global (see `Held`): a function of
    /// this engine counted in `fn.heldCalls` while it runs (an increment and a decrement:
    /// linking the call cost fib-closure 10 instructions a call more), any other — a function of
    /// another interpreter, which may run it on another thread at the same time — linked.
    @inline(__always) func holding<T>(_ fn: Unmanaged<Function>, _ body: () throws -> T) rethrows -> T {
        let state = self.state
        guard FunctionCode.engineID(ofCallKey: fn._withUnsafeGuaranteedRef { $0.callKey }) == id else {
            var link = Held(function: fn, outer: state.pointee.held)
            defer {
                state.pointee.held = link.outer
                if state.pointee.retiredCount > 0 { releaseRetired() }
            }
            return try withUnsafePointer(to: &link) { p in
                state.pointee.held = p
                return try body()
            }
        }
        fn._withUnsafeGuaranteedRef { $0.heldCalls &+= 1 }
        defer {
            fn._withUnsafeGuaranteedRef { $0.heldCalls &-= 1 }
            if state.pointee.retiredCount > 0 { releaseRetired() }
        }
        return try body()
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

    /// Resets per-run counters (limits apply to each top-level run). A pending cancel stays.
    /// The run may use the native stack down to `nativeStackBytes` below `stackTop`, the
    /// address where the run's thread started (`BigStack`).
    func beginRun(stackTop: UInt, nativeStackBytes: Int) {
        stepsUsed = 0
        warned = []
        nextMemoryCheck = 0
        context.forgetFreeMemoryCount()
        context.runThread = pthread_self()
        depth = 0
        state.pointee.nativeStackLimit = BigStack.floor(top: stackTop, bytes: nativeStackBytes)
        // Checked at the first call or step.
        budget = 0
        state.pointee.granted = 0
    }

    /// Native stack one nested call may use between two checks, at most (for scheduling the
    /// checks, not a limit: a debug build measured ~5.5 KB per plain call, ~14 KB through `map`).
    static let nativeBytesPerCall = 32 << 10

    /// Code with frames of `size` slots was compiled for this engine.
    func noteFrameSize(_ size: Int) {
        guard size > maxFrameSize else { return }
        maxFrameSize = size
        budgetChanged()
    }

    /// The number of the label list `labels` (a function's parameters', a call site's
    /// arguments'), the same for equal lists: a labelled call site whose number is its
    /// callee's has the callee's labels, one compare (`CallSite.call`). A list with no label
    /// (a closure's `{ _ in … }`, the program's own code) is 0, no site's. Grows with the
    /// distinct lists compiled, as the code does.
    func labelsKey(_ labels: [String?]) -> Int {
        guard labels.contains(where: { $0 != nil }) else { return 0 }
        // "_" for no label (a label is a name, never "_"), each followed by a separator no
        // name holds.
        var joined = ""
        for label in labels {
            joined += label ?? "_"
            joined += "\u{0}"
        }
        if let key = labelLists[joined] { return key }
        let key = labelLists.count + 1
        labelLists[joined] = key
        return key
    }

    /// The limits changed during a run: the budget is worked out again at the next check.
    func budgetChanged() {
        stepsUsed += state.pointee.granted - budget
        state.pointee.granted = 0
        budget = 0
    }

    /// Ends a run: a cancel that arrives later belongs to the next one.
    func endRun() {
        cancellation.flag.store(false, ordering: .relaxed)
        context.runThread = nil
    }

    /// Whether the run was cancelled (for native code with long loops to poll).
    var isCancelled: Bool { cancellation.flag.load(ordering: .relaxed) }

    /// Throws when the run was cancelled (checked between compiling and running).
    func checkCancelled(_ span: Span) throws(GeoError) {
        if isCancelled { throw ScriptFailure(.cancelled, "cancelled", at: span).geoError }
    }

    /// Called when the budget runs out: checks cancellation and the step limit, and grants
    /// the next budget. One budget serves every check a call needs (a single compare in the
    /// prologue), so it is never more than
    /// - the steps to the next cancellation check, and to the step limit;
    /// - the calls left before the depth limit (depth only grows by one per call);
    /// - the calls the value stack has room for (a frame at most, plus the arguments a call
    ///   site pushes before its check);
    /// - the calls the native stack has room for, at `nativeBytesPerCall` each.
    /// When it runs out, `callCheck` tests each limit exactly.
    @inline(never) func refillBudget(_ span: Span) throws {
        stepsUsed += state.pointee.granted - budget
        state.pointee.granted = 0
        budget = 0
        if isCancelled {
            throw ScriptFailure(.cancelled, "cancelled", at: span)
        }
        if stepsUsed >= stepsLimit {
            throw ScriptFailure(.limit, "step limit exceeded: the script ran more than \(stepsLimit) steps", at: span,
                                notes: ["an endless loop? the limit is Limits.steps"])
        }
        if stepsUsed >= nextMemoryCheck {
            nextMemoryCheck = stepsUsed + Engine.checkInterval
            do { try context.checkMemory() } catch { throw locate(error, span) }
        }
        var grant = min(Engine.checkInterval, stepsLimit - stepsUsed, maxDepth - depth)
        grant = min(grant, (stackCapacity - stackTop) / (2 * maxFrameSize) - 1)
        let address = BigStack.currentAddress(), limit = state.pointee.nativeStackLimit
        grant = min(grant, address > limit ? Int((address - limit) / UInt(Engine.nativeBytesPerCall)) - 1 : 0)
        grant = max(grant, 0)
        budget = grant
        state.pointee.granted = grant
    }

    /// Spends one step (a loop iteration or a call).
    @inline(__always) func step(_ span: Span) throws {
        state.pointee.spendStep()
        if state.pointee.budgetSpent { try refillBudget(span) }
    }

    /// Turns any error from a built-in into a located failure.
    func locate(_ error: Error, _ span: Span) -> ScriptFailure {
        switch error {
        case let f as ScriptFailure:
            // From script code a built-in called back (a closure given to `map`, `animate`…):
            // the built-in's call site joins the stack.
            f.trace.append(span)
            return f
        case let e as RuntimeError: return ScriptFailure(.runtime, e.message, at: e.span ?? span, notes: e.notes)
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
        for w in pending {
            let place = WarnedPlace(fileID: span.fileID, start: span.start, message: nil)
            if w.oncePerPlace {
                guard warned.insert(place).inserted else { continue }
            } else {
                guard !warned.contains(place),
                      warned.insert(WarnedPlace(fileID: span.fileID, start: span.start, message: w.message)).inserted
                else { continue }
            }
            warningSink(Diagnostic(.warning, w.message, at: span))
        }
    }

    /// The warnings shown in this run, by place (and message): a loop shows each once.
    private var warned: Set<WarnedPlace> = []

    private struct WarnedPlace: Hashable {
        let fileID: UInt64
        let start: Int
        /// nil: every warning at this place (`PendingWarning.oncePerPlace`).
        let message: String?
    }

}

/// A run's cancel request, settable from any thread.
final class Cancellation: Sendable {
    let flag = Atomic<Bool>(false)
}

/// The engine as compiled code holds it: unretained (the interpreter owns the engine; code
/// compiled for one engine is refused by any other), and used without retaining it — a
/// captured `unowned(unsafe)` reference would still be retained around each use.
struct EngineRef {
    let unmanaged: Unmanaged<Engine>
    let state: UnsafeMutablePointer<Engine.State>

    init(_ engine: Engine) {
        unmanaged = Unmanaged.passUnretained(engine)
        state = engine.state
    }

    @inline(__always) func with<T>(_ body: (Engine) throws -> T) rethrows -> T {
        try unmanaged._withUnsafeGuaranteedRef(body)
    }

    @inline(__always) var globals: UnsafeMutablePointer<Value> { state.pointee.globals }
    var stack: UnsafeMutablePointer<Value> { with { $0.stack } }
    var stackCapacity: Int { with { $0.stackCapacity } }
    func stackFailure() -> ScriptFailure { with { $0.stackFailure(nil) } }
    var context: RuntimeContext { with { $0.context } }
    var registry: Registry { with { $0.registry } }
    var globalTable: GlobalTable { with { $0.globalTable } }
    var id: Int { with { $0.id } }
    var maxListLength: Int { with { $0.maxListLength } }
    /// Throws, located at `span`, unless a list (dictionary, set) of `count` elements is within
    /// `Limits.listLength`: one compare inline (a list literal checks its count each time it
    /// is made), the error out of line.
    @inline(__always) func checkLength(_ count: Int, of kind: ValueKind = .list, at span: Span) throws {
        if count > maxListLength { try lengthFailure(count, of: kind, at: span) }
    }

    @inline(never) func lengthFailure(_ count: Int, of kind: ValueKind, at span: Span) throws {
        do { try context.checkLength(count, of: kind) } catch { throw locate(error, span) }
    }

    @inline(__always) func step(_ span: Span) throws {
        state.pointee.spendStep()
        if state.pointee.budgetSpent { try with { try $0.refillBudget(span) } }
    }

    @inline(__always) func setGlobal(_ slot: Int, _ v: Value) { with { $0.setGlobal(slot, v) } }
    func checkedGlobal(_ slot: Int, _ name: String, _ span: Span) throws -> Value {
        try with { try $0.checkedGlobal(slot, name, span) }
    }
    func locate(_ error: Error, _ span: Span) -> ScriptFailure { with { $0.locate(error, span) } }
    func flushWarnings(_ span: Span) { with { $0.flushWarnings(span) } }

    func dropArguments(_ base: Int, _ count: Int, lent: Int = 0) { with { $0.dropArguments(base, count, lent: lent) } }
    @inline(__always) func call(_ fn: Unmanaged<Function>, base: Int, argc: Int, key: Int, lent: @autoclosure () -> Int,
                                at span: @autoclosure () -> Span) throws -> Value {
        try with { try $0.call(fn, base: base, argc: argc, key: key, lent: lent(), at: span()) }
    }
    @inline(__always) func runNative<R>(at span: Span, _ body: () throws -> R) throws -> R {
        try with { try $0.runNative(at: span, body) }
    }
    func callNative(_ candidates: [(Overload, [[Int]])], _ args: [EvalBox], argSpans: [Span], receiver: Value?,
                    frame: CallFrame, span: Span) throws -> Value {
        try with { try $0.callNative(candidates, args, argSpans: argSpans, receiver: receiver, frame: frame, span: span) }
    }
}
