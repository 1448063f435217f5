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
    /// Elements in one list.
    public var listLength: Int
    /// UTF-8 bytes in one string.
    public var stringLength: Int

    /// The largest call depth the interpreter's native stack is sized for (measured: a debug
    /// build survives 50,000 nested calls on its 512 MB stack; release builds far more).
    public static let maximumCallDepth = 40_000

    /// Limits with generous defaults that real scripts never reach: unlimited steps, 10,000
    /// nested calls, a million views, ten million list elements, 100 MB strings.
    public init(steps: Int = .max, callDepth: Int = 10_000, views: Int = 1_000_000,
                listLength: Int = 10_000_000, stringLength: Int = 100_000_000) {
        self.steps = max(1, steps)
        self.callDepth = min(max(1, callDepth), Limits.maximumCallDepth)
        self.views = max(0, views)
        self.listLength = max(0, listLength)
        self.stringLength = max(0, stringLength)
    }
}
