/// What a program's compile may use — memory (`Limits.memory`) and native stack — polled by
/// parsing, resolving and compiling.
///
/// Memory: those stages hold about a hundred bytes per byte of source (tokens, the syntax
/// tree, compiled code), so a large generated script under `ulimit -v` aborted in the
/// allocator before anything ran. Each stage spends one unit per token, expression or
/// statement; every 4,096 units memory is measured (one read of `/proc/self/statm`; nothing
/// without a memory limit), and once it is over the stages stop and the compile fails with a
/// located "memory limit exceeded".
///
/// Stack: each stage recurses over the syntax tree, and a debug build's frames are large
/// (tens of KB for the compiler's biggest functions); on a small thread (a run that could not
/// get its big-stack thread goes on the caller's, `BigStack`; tests set
/// `Interpreter.nativeStackSize`) nesting the stack cannot hold is an error at the unit that
/// found the stack below its floor (`BigStack.floor`), not a crash.
final class CompileBudget {
    private let measure: (() -> String?)?
    /// The lowest native stack address the stages may reach (0: any); the parser and the lexer
    /// check it at each level of nesting, reporting it as their own syntax error.
    let stackFloor: UInt
    private var spent = 0
    /// The error, and where the stage was, once memory or the stack was found over its limit.
    private(set) var failure: (kind: GeoError.Kind, message: String, at: Span, notes: [String])?

    /// `measure` answers the limit's message when memory is over it, else nil (nil: no memory
    /// limit); `stackFloor` is the lowest native stack address the stages may reach (0: any).
    init(stackFloor: UInt = 0, measure: (() -> String?)?) {
        self.stackFloor = stackFloor
        self.measure = measure
    }

    /// Counts a unit of work at `span` (a node of the tree a stage recurses over); true once
    /// memory or the stack was found over its limit (stop).
    @inline(__always) func spend(at span: Span) -> Bool {
        if failure == nil, BigStack.isBelow(stackFloor) {
            // As deeper nesting than the parser allows is: the code's own fault, here.
            failure = (.syntax, CompileBudget.tooDeep, span, [CompileBudget.tooDeepNote])
        }
        return spendMemory(at: span)
    }

    /// `spend` of a unit that nests nothing (a token: the parser checks the stack where it
    /// nests, `Parser.enter`).
    @inline(__always) func spendMemory(at span: Span) -> Bool {
        spent &+= 1
        if spent & 4_095 == 0, failure == nil, let measure, let message = measure() {
            failure = (.limit, message, span, ["memory ran out while the program was being compiled, here: split it into smaller files, or allow geo more memory"])
        }
        return failure != nil
    }

    static let tooDeep = "code is nested too deeply for the native stack"
    static let tooDeepNote = "split the expression or block into smaller pieces: the thread running geo has too little native stack for it"

    /// The error of a stage that stopped.
    var error: GeoError? {
        failure.map { GeoError($0.kind, [Diagnostic(.error, $0.message, at: $0.at, notes: $0.notes)]) }
    }
}
