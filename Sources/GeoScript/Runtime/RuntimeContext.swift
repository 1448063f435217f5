#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a built-in's implementation can reach while a script runs: output, warnings, the
/// display precision, calling script functions, and per-interpreter state of its own.
///
/// One context belongs to one interpreter; built-ins receive it as their last argument.
public final class RuntimeContext {
    /// The display format of numbers (the interpreter's `precision`). (Read on every number
    /// shown or interpolated: exempt from the dynamic exclusivity check; it is only ever
    /// assigned whole, and no read of it spans a call back into a script.)
    @exclusivity(unchecked) public internal(set) var format: NumberFormat = .standard

    /// Where `print` output goes (the interpreter's `output`).
    var output: (String) -> Void = { print($0, terminator: "") }

    /// Warnings raised since the interpreter last collected them; it reports each at the
    /// location of the call or assignment that raised it, once per run (`Engine.emitWarnings`).
    /// (Read after every built-in call: exempt from the dynamic exclusivity check.)
    @exclusivity(unchecked) var pendingWarnings: [PendingWarning] = []

    /// How the interpreter calls a function value; set by the interpreter.
    var callFunction: (Function, [Value]) throws -> Value = { f, _ in
        throw RuntimeError("cannot call \(f.description) outside a running script")
    }

    /// The command-line arguments after the script name (`arguments` in a script).
    public internal(set) var arguments: [String] = []

    /// Called by the views library before it changes a property of a view, with the
    /// property's name (`"frame"`, `"center"`, `"transform.rotation"`, …). While an `animate`
    /// block runs, the block's animator hears of every change instead (`recorder`).
    /// (Read on every view write: exempt from the dynamic exclusivity check.)
    @exclusivity(unchecked) public var viewWillChange: ((View, String) -> Void)? { didSet { noteListeners() } }

    /// The animator while an `animate` block runs (the animation library sets it): every
    /// view write is reported to it, to record where the change starts, and not to
    /// `viewWillChange`. (Read on every view write: exempt from the dynamic exclusivity check.)
    @exclusivity(unchecked) var recorder: Animator? {
        didSet {
            recorderRef = recorder.map { Unmanaged.passUnretained($0) }
            listensToViewWrites = recorder != nil || hostListens
        }
    }
    /// `recorder` unretained (it holds the animator), for the views library's writes: one
    /// borrowed, not retained and released, at each write a block records.
    @exclusivity(unchecked) private var recorderRef: Unmanaged<Animator>?

    /// Whether a view write must be reported (`willChange`): a block is recording, a hook or
    /// a journal listens. Kept by their setters: a view write reads one Bool, not three
    /// optionals. (Read on every view write: exempt from the dynamic exclusivity check.)
    @exclusivity(unchecked) private(set) var listensToViewWrites = false

    /// Whether the hook or the journal listens (an `animate` block, which sets `recorder`
    /// twice, reads this alone).
    private var hostListens = false

    private func noteListeners() {
        hostListens = viewWillChange != nil || viewJournal != nil
        listensToViewWrites = recorder != nil || hostListens
    }

    /// Call before changing `view`'s `properties` (`"frame"`, `"center"`, …) from a built-in
    /// or a host-registered method: the REPL's `:undo` records the view and an `animate` block
    /// records where the change starts. The views library's own setters go through it.
    public func willChange(_ view: View, _ properties: [String]) {
        viewJournal?.record(view)
        if let recorder {
            for property in properties { AnimationLibrary.record(recorder, view, property) }
        } else if let hook = viewWillChange {
            for property in properties { hook(view, property) }
        }
    }

    /// The same for the views library's own writes, whose animation keys were resolved when
    /// the write was declared; `componentValue` is the value a script assigned to the one
    /// transform component the write changes (`card.transform.rotation = 720deg`), if any.
    func willChange(_ view: View, _ properties: ViewProperties, componentValue: Value?) {
        viewJournal?.record(view)
        if let recorderRef {
            recorderRef._withUnsafeGuaranteedRef { AnimationLibrary.record($0, view, properties.keys, componentValue) }
        } else if let hook = viewWillChange {
            let writes = viewWrites
            writes.assignedComponentValue = componentValue
            for property in properties.names { hook(view, property) }
            writes.assignedComponentValue = nil
        }
    }

    /// Where views are recorded before a script changes them, while a session snapshot is
    /// being kept (`Interpreter.snapshot()`); nil otherwise.
    /// (Read on every view write: exempt from the dynamic exclusivity check.)
    @exclusivity(unchecked) public internal(set) var viewJournal: ViewJournal? { didSet { noteListeners() } }

    /// The interpreter's limits (views, list and string lengths are enforced by built-ins).
    /// (Read by built-ins on every call that grows a list or string: exempt from the dynamic
    /// exclusivity check; it changes only between runs.)
    @exclusivity(unchecked) public internal(set) var limits = Limits()

    /// Views created in the current run, counted by `noteViewCreated()`. (Counted at every
    /// `View(…)`, on the run's thread: exempt from the dynamic exclusivity check, which was
    /// a third of the count's cost.)
    @exclusivity(unchecked) public internal(set) var viewsCreated = 0

    /// The interpreter this context belongs to (built-ins that write files use its grants).
    weak var interpreter: Interpreter?

    /// The name of the top-level script being run (`run(_:file:)`, `runFile`); a relative
    /// path a built-in writes to (`svg`) is resolved against its directory.
    var scriptFile = "<input>"

    /// Each library's state object, by its type (a session snapshot reads and puts them back).
    var states: [ObjectIdentifier: AnyObject] = [:] {
        didSet {
            viewWritesCache = nil
            animatorCache = nil
            animatorRef = nil
        }
    }

    /// The views library's `ViewWrites`, consulted on every transform write: kept at hand
    /// (and forgotten whenever `states` is replaced).
    var viewWrites: ViewWrites {
        if let writes = viewWritesCache { return writes }
        let writes = state { ViewWrites() }
        viewWritesCache = writes
        return writes
    }
    @exclusivity(unchecked) private var viewWritesCache: ViewWrites?

    /// The animation library's `Animator`, asked on every presentation (`v.presentation(at:)`),
    /// kept at hand as `viewWrites` is (a lookup in `states` hashes and casts). (Not folded with
    /// it through an `inout` cache: `state` replaces `states`, whose observer clears the cache
    /// while it would be accessed.)
    var animator: Animator {
        if let animator = animatorCache { return animator }
        let animator = state { Animator() }
        animatorCache = animator
        animatorRef = Unmanaged.passUnretained(animator)
        return animator
    }
    @exclusivity(unchecked) private var animatorCache: Animator?
    /// `animatorCache` unretained (it holds the animator), for `withAnimator`.
    @exclusivity(unchecked) private var animatorRef: Unmanaged<Animator>?

    /// `body` of the animator, borrowed: no retain and release around a presentation.
    @inline(__always) func withAnimator<R>(_ body: (Animator) throws -> R) rethrows -> R {
        guard let animatorRef else { return try body(animator) }
        return try animatorRef._withUnsafeGuaranteedRef(body)
    }

    /// Counts a new view against `limits.views`; the views library calls it from `View(…)`.
    public func noteViewCreated() throws {
        viewsCreated += 1
        if viewsCreated > limits.views {
            throw LimitError("view limit exceeded: more than \(limits.views) views created (Limits.views)")
        }
        try noteAllocation(RuntimeContext.bytesPerView)
    }

    /// About what a view and its bookkeeping take (measured: 200,000 views, debug build).
    static let bytesPerView = 1_024

    /// Bytes that built-ins announced (strings built, views made) since memory was measured.
    @exclusivity(unchecked) private var bytesSinceMeasured = 0
    /// Linux: the address space when the allocator's free bytes were last counted, and the
    /// count (`MemoryGauge`: counting walks its free lists, so only when the space has grown).
    private var spaceWhenFreeCounted = 0
    private var freeWhenCounted = 0

    /// The address space when this run started, when that was already over the limit (a
    /// failed run left big values in globals), else 0.
    private var spaceAtStart = 0
    /// What a run that starts over the limit may add (see `checkMemory`).
    static let overLimitAllowance = 4 << 20

    /// A new run: what was freed since is counted again when memory is next over the limit.
    func forgetFreeMemoryCount() {
        spaceWhenFreeCounted = 0
        bytesSinceMeasured = 0
        spaceAtStart = 0
        if limits.memory != .max, let space = MemoryGauge.addressSpace(), space > limits.memory { spaceAtStart = space }
    }

    /// Announces that a list of `count` elements is about to get a new block of twice that.
    public func noteListGrowth(_ count: Int) throws {
        guard limits.memory != .max, count >= 1 << 14 else { return }
        try noteAllocation(2 * count * MemoryLayout<Value>.stride)
    }

    /// Announces `bytes` about to be allocated by a built-in: memory is measured when they add
    /// up to a few megabytes, or at once for a big block (see `checkMemory`).
    public func noteAllocation(_ bytes: Int) throws {
        guard limits.memory != .max else { return }
        bytesSinceMeasured &+= bytes
        if bytes >= 1 << 20 {
            try checkMemory(adding: bytes)
        } else if bytesSinceMeasured >= 4 << 20 {
            try checkMemory()
        }
    }

    /// Throws when the process holds more than `limits.memory`, or would with `bytes` more.
    /// Called by the engine every few thousand steps and by `noteAllocation`.
    ///
    /// A run that starts over the limit — the values a failed run left in globals, which the
    /// message tells the user to set to nil — may still add a few megabytes
    /// (`overLimitAllowance`): `xs = nil`, `xs.count` or `print(…)` run; anything that grows
    /// more stops as before. (Refusing every run left a REPL session unable to free them.)
    public func checkMemory(adding bytes: Int = 0) throws {
        let limit = limits.memory
        guard limit != .max, let space = MemoryGauge.addressSpace() else { return }
        bytesSinceMeasured = 0
        let allowed = max(limit, spaceAtStart + RuntimeContext.overLimitAllowance)
        guard space > allowed - bytes else { return }
        #if os(Linux)
        // Freed values leave the address space mapped (glibc reserves its arenas 64 MB at a
        // time) and malloc uses their blocks again for small values: over the limit is not an
        // error while what the allocator holds free brings it back under. (Any 8 MB free
        // used to do: compiling a 10 MB script went on at 263 MB of a 228 MB limit with 11 MB
        // free, until an 18 MB table aborted.) A big block (a string, a list's storage) needs
        // new space.
        if bytes < 1 << 20 {
            if space > spaceWhenFreeCounted {
                spaceWhenFreeCounted = space
                freeWhenCounted = MemoryGauge.freeBytes() ?? 0
            }
            if space - freeWhenCounted <= allowed { return }
        }
        #endif
        let megabytes = { (n: Int) in "\(n >> 20) MB" }
        throw LimitError("memory limit exceeded: "
            + (bytes > 0 ? "\(megabytes(bytes)) more would take geo past " : "geo holds more than ")
            + "\(megabytes(limit)) (Limits.memory, from the address space the process may use: ulimit -v);"
            + " set variables holding big values to nil to free them")
    }

    /// Throws unless `items` may grow by `more` elements within `limits.listLength`; a list
    /// without room grows to twice its size: the new block is announced first.
    @inline(__always) func checkGrowth(of items: [Value], by more: Int) throws {
        let count = items.count + more
        try checkListLength(count)
        if count > items.capacity { try noteListGrowth(count) }
    }

    /// Throws unless a list of `count` elements is within `limits.listLength`.
    public func checkListLength(_ count: Int) throws {
        try checkLength(count, of: .list)
    }

    /// Throws unless a list, dictionary or set of `count` elements (entries) is within
    /// `limits.listLength`, which bounds all three.
    func checkLength(_ count: Int, of kind: ValueKind) throws {
        if count > limits.listLength {
            let what = kind == .list ? "list length limit exceeded: \(count) elements"
                                     : "\(kind == .set ? "set" : "dictionary") size limit exceeded: \(count) entries"
            throw LimitError("\(what) (Limits.listLength is \(limits.listLength))")
        }
    }

    /// Throws unless `key` may be added to the dictionary or set `d` within
    /// `limits.listLength` (a key `d` has already may always be set again).
    @inline(__always) func checkRoom(in d: ValueDictionary, for key: Value, of kind: ValueKind) throws {
        if d.count >= limits.listLength, !d.contains(key) { try checkLength(d.count + 1, of: kind) }
    }

    /// Throws unless a string of `byteCount` UTF-8 bytes is within `limits.stringLength`.
    public func checkStringLength(_ byteCount: Int) throws {
        try checkStringLimit(byteCount)
        try noteAllocation(byteCount)
    }

    /// Throws unless a string of `count` bytes growing by `more` stays within
    /// `limits.stringLength`; announces the bigger block it then needs when its length passes
    /// a power of two (a string's storage grows to twice its size, as a list's does).
    func noteStringGrowth(_ count: Int, adding more: Int) throws {
        let (total, overflow) = count.addingReportingOverflow(more)
        try checkStringLimit(overflow ? Int.max : total)
        if total >= 1 << 14, total.leadingZeroBitCount != count.leadingZeroBitCount { try noteAllocation(2 * total) }
    }

    private func checkStringLimit(_ byteCount: Int) throws {
        if byteCount > limits.stringLength {
            throw LimitError("string length limit exceeded: \(byteCount) bytes (Limits.stringLength is \(limits.stringLength))")
        }
    }

    init() {}

    /// Writes text to the interpreter's output (a `print` adds its own newline).
    public func write(_ text: String) { output(text) }

    /// Reports a warning; it is shown as `file:line:col: warning: message` at the call site
    /// and does not stop the script. The same message at the same place is shown once per
    /// run (a loop does not repeat it).
    public func warn(_ message: String) { pendingWarnings.append(PendingWarning(message, oncePerPlace: false)) }

    /// Reports a warning shown once per run at its place, whatever the message says the next
    /// times: for a check of a computed value that a loop would repeat with other numbers
    /// (`AngleCheck`).
    func warnOncePerPlace(_ message: String) {
        pendingWarnings.append(PendingWarning(message, oncePerPlace: true))
    }

    /// `warnOncePerPlace`, its text made only when the place has not warned yet in this run
    /// (a loop setting the frame of a turned view made the text at every set).
    func warnOncePerPlace(_ message: @escaping @Sendable () -> String) {
        pendingWarnings.append(PendingWarning(message))
    }

    /// Calls a function value (a script function, closure or built-in) with positional
    /// arguments, e.g. the block passed to `animate`.
    /// Only while the run that gave the context goes on, on its thread (the implementation the
    /// script called, or what it calls): a function kept and called later, or from another
    /// thread, would run without the interpreter's lock and stack — an error says so.
    public func call(_ function: Function, _ arguments: [Value]) throws -> Value {
        guard let thread = runThread, pthread_equal(thread, pthread_self()) != 0 else {
            throw RuntimeError("RuntimeContext.call runs a function only during the run that gave the context, on its thread: call it from the implementation the script called (keep a value, not the call, for later)")
        }
        return try callFunction(function, arguments)
    }

    /// The thread of the run going on (`Engine.beginRun`), nil between runs.
    var runThread: pthread_t?

    /// This interpreter's instance of a library's own state, created by `make` on first use:
    /// `let clock = context.state { AnimationClock() }`.
    public func state<T: AnyObject>(_ make: () -> T) -> T {
        let key = ObjectIdentifier(T.self)
        if let existing = states[key] as? T { return existing }
        let fresh = make()
        states[key] = fresh
        return fresh
    }

    /// Drops every library's state (the REPL's `:reset`).
    func resetStates() {
        states = [:]
        viewJournal = nil
    }
}

/// A warning a built-in raised, before the engine reports it at the call's place.
struct PendingWarning {
    /// Its text, made when shown (`oncePerPlace`) or now.
    private let text: Text
    /// Shown only at the first time its place warns in a run (otherwise: the first time this
    /// message is raised there).
    let oncePerPlace: Bool

    private enum Text {
        case made(String)
        case later(@Sendable () -> String)
    }

    init(_ message: String, oncePerPlace: Bool) {
        self.text = .made(message)
        self.oncePerPlace = oncePerPlace
    }

    /// A warning shown once per place, its text made only if shown.
    init(_ message: @escaping @Sendable () -> String) {
        self.text = .later(message)
        self.oncePerPlace = true
    }

    var message: String {
        switch text {
        case .made(let m): m
        case .later(let make): make()
        }
    }
}
