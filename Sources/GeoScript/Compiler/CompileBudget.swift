/// `Limits.memory` while a program is parsed, resolved and compiled: those stages hold about
/// a hundred bytes per byte of source (tokens, the syntax tree, compiled code), so a large
/// generated script under `ulimit -v` aborted in the allocator before anything ran. Each
/// stage spends one unit per token, expression or statement; every 4,096 units memory is
/// measured (one read of `/proc/self/statm`; nothing without a memory limit), and once it is
/// over the stages stop and the compile fails with a located "memory limit exceeded".
final class CompileBudget {
    private let measure: () -> String?
    private var spent = 0
    /// The limit's message and where the stage was, once memory was found over it.
    private(set) var failure: (message: String, at: Span)?

    /// `measure` answers the limit's message when memory is over it, else nil.
    init(measure: @escaping () -> String?) { self.measure = measure }

    /// Counts a unit of work at `span`; true once memory was found over the limit (stop).
    @inline(__always) func spend(at span: Span) -> Bool {
        spent &+= 1
        if spent & 4_095 == 0, failure == nil, let message = measure() { failure = (message, span) }
        return failure != nil
    }

    /// The error of a stage that stopped.
    var error: GeoError? {
        failure.map {
            GeoError(.limit, [Diagnostic(.error, $0.message, at: $0.at,
                                         notes: ["memory ran out while the program was being compiled, here: split it into smaller files, or allow geo more memory"])])
        }
    }
}
