/// Bounds on what one run may do. A run that exceeds one throws a `GeoError` of kind
/// `.limit` naming the limit; the interpreter stays usable. Counters reset per top-level run.
///
/// ```swift
/// geo.limits = Limits(steps: 1_000_000, callDepth: 200)
/// ```
public struct Limits: Sendable, Equatable {
    /// Loop iterations plus function calls per run.
    public var steps: Int
    /// Nested script function calls.
    public var callDepth: Int
    /// Views created per run.
    public var views: Int
    /// Elements in one list, and entries in one dictionary or set: however a script makes it
    /// (a literal, `+`, `append`, `map`, `Array(repeating:count:)`, a range made a list) or
    /// grows it (`d[k] = v`, `s.insert(x)`, `merge`, `formUnion` …).
    public var listLength: Int
    /// UTF-8 bytes in one string.
    public var stringLength: Int
    /// Bytes of memory the process may hold before a run stops with "memory limit exceeded":
    /// on Linux its address space (what `ulimit -v` bounds; space that freed values leave to
    /// the allocator is not counted against it), on Darwin the bytes its malloc zones hold.
    /// Measured every few thousand steps and as built-ins build strings and views — values
    /// are not sized one by one, so a run may overshoot by some megabytes. `.max` (no bound)
    /// unless the process's address space is limited; see `defaultMemory`.
    public var memory: Int

    /// The address space limit (`ulimit -v`) less the interpreter's big stack (not counted:
    /// `BigStack.size`, a quarter of the limit) and a reserve — an eighth of it, at least
    /// 64 MB or a quarter of it if that is less — for reporting the error and going on
    /// (freeing a list of millions of values takes a worklist of megabytes); `.max` when the
    /// address space is unlimited. (Under 150 MB a flat 64 MB left nothing: "1 MB more would
    /// take geo past 0 MB".)
    public static let defaultMemory: Int = {
        guard let space = MemoryGauge.addressSpaceLimit() else { return .max }
        return space - BigStack.size - max(min(64 << 20, space / 4), space / 8)
    }()

    /// The largest call depth the interpreter's native stack is sized for (measured: a debug
    /// build survives 50,000 nested calls on its 512 MB stack; release builds far more).
    public static let maximumCallDepth = 40_000

    /// Limits with generous defaults that real scripts never reach: unlimited steps, 40,000
    /// nested calls, a million views, ten million elements in a list (entries in a dictionary or
    /// set), 100 MB strings, and memory
    /// up to near the address space limit if there is one.
    public init(steps: Int = .max, callDepth: Int = Limits.maximumCallDepth, views: Int = 1_000_000,
                listLength: Int = 10_000_000, stringLength: Int = 100_000_000, memory: Int = Limits.defaultMemory) {
        self.memory = max(0, memory)
        self.steps = max(1, steps)
        self.callDepth = min(max(1, callDepth), Limits.maximumCallDepth)
        self.views = max(0, views)
        self.listLength = max(0, listLength)
        self.stringLength = max(0, stringLength)
    }

    /// These limits with each value brought into its range, as `init` brings them (a property
    /// set afterwards is not: `Interpreter.limits` clamps what it is given).
    var clamped: Limits {
        Limits(steps: steps, callDepth: callDepth, views: views, listLength: listLength, stringLength: stringLength, memory: memory)
    }
}
