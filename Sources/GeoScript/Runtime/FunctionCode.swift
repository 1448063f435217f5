/// The compiled code of a script function or closure (immutable: reading a `let` of a final
/// class costs no exclusivity check).
final class FunctionCode {
    let name: String
    let parameters: [String]
    /// The argument label each parameter takes when a call writes one: its name, or Swift's
    /// label written before it (`to b`), or nil for `_ a` (a call writes none).
    let labels: [String?]
    /// Swift's default values, each parameter's (nil: none); empty when none has one. A call
    /// that leaves out the last parameters gets theirs (`Engine.callOther`).
    let defaults: [Value?]
    /// How many arguments a call must pass: the parameters before the first with a default.
    let requiredCount: Int
    let parameterCount: Int
    let span: Span
    /// The file the code was compiled from: held here so that a runtime error raised at any
    /// time this code can still run renders its source line (spans only name the file).
    let file: SourceFile
    /// Slots of a call's frame (parameters first).
    let frameSize: Int
    /// Cells a call makes for its captured locals.
    let cellCount: Int
    /// For each parameter, its cell index when a closure captures it, or -1.
    let parameterCells: [Int]
    /// Bit i set: cell i holds a constant (`VarInfo.isFrozen`), whose cell an epilogue need
    /// not record when closures still hold it (`EscapedCells`).
    let frozenCells: UInt64
    /// Whether a call in the body may move a parameter's value into its callee
    /// (`FunctionDecl.movesParameter`): a callback gives such code its arguments retained.
    let movesParameter: Bool
    /// The body's statements (a `return` hands its value back as its flow), run by the call;
    /// with cells (`cellCount` > 0), a block of one statement that makes them, runs the
    /// statements and drops them (`Engine.withCells`): a call of code without cells (most)
    /// neither tests for them nor keeps any across its body.
    let body: BlockNode
    /// The body's condition when the body is one (`Compiler.conditionBody`, path
    /// `conditionBody`: a comparison, `&&`, `||`, `!` returned) and the code makes no cells: a
    /// built-in that reads only the truth of what its callback returns (`filter`,
    /// `sorted(by:)`, `first(where:)`…) runs it on the call's frame and gets the Bool unboxed
    /// (`Callback.test`). The body returns the same Bool, boxed.
    let condition: ConditionCode?
    /// The engine the code was compiled for (code is refused by any other).
    let engineID: Int
    /// The engine and the parameter count in one word: a call site compares it with its own
    /// (`callKey(engineID:argc:)`), one compare for both checks.
    let callKey: Int

    /// The number of `labels` in the engine (`Engine.labelsKey`): a labelled call site with
    /// the same number passes the labels it writes (`CallSite.call`).
    let labelsKey: Int

    static func callKey(engineID: Int, argc: Int) -> Int { engineID &* 65_536 &+ min(argc, 65_535) }
    /// The engine of a `callKey` (-1 for a built-in's, -1: no engine's).
    static func engineID(ofCallKey key: Int) -> Int { key >> 16 }

    init(name: String, parameters: [String], labels: [String?]? = nil, defaults: [Value?]? = nil, span: Span, frameSize: Int,
         cellCount: Int, parameterCells: [Int], frozenCells: UInt64 = 0, movesParameter: Bool = false, body: BlockNode,
         condition: Test? = nil, engine: EngineRef) {
        self.name = name
        self.parameters = parameters
        let labels = labels ?? parameters
        self.labels = labels
        labelsKey = engine.with { $0.labelsKey(labels) }
        self.defaults = defaults ?? []
        requiredCount = defaults?.firstIndex { $0 != nil } ?? parameters.count
        self.parameterCount = parameters.count
        self.span = span
        self.file = span.file
        self.frameSize = max(frameSize, parameters.count)
        self.cellCount = cellCount
        self.parameterCells = parameterCells
        self.frozenCells = frozenCells
        self.movesParameter = movesParameter
        self.body = cellCount > 0
            ? Engine.withCells(body, engine: engine, count: cellCount, frozen: frozenCells, parameterCells: parameterCells)
            : body
        self.condition = cellCount > 0 ? nil : condition.map(ConditionCode.init)
        let engineID = engine.id
        self.engineID = engineID
        // More parameters than a key holds: no site's key matches (the general path checks).
        callKey = parameters.count < 65_535 ? FunctionCode.callKey(engineID: engineID, argc: parameters.count) : -1
    }
}

/// A function's body that is one condition (`FunctionCode.condition`): its test, held by a
/// class so that a callback reads and calls it unretained (`Callback.test`).
final class ConditionCode {
    let test: Test
    init(_ test: @escaping Test) { self.test = test }
}
