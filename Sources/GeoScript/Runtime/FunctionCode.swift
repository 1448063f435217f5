/// The compiled code of a script function or closure (immutable: reading a `let` of a final
/// class costs no exclusivity check).
final class FunctionCode {
    let name: String
    let parameters: [String]
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
    /// The body's statements (a `return` hands its value back as its flow), run by the call.
    let body: BlockNode
    /// The engine the code was compiled for (code is refused by any other).
    let engineID: Int

    init(name: String, parameters: [String], span: Span, frameSize: Int, cellCount: Int, parameterCells: [Int],
         body: BlockNode, engineID: Int) {
        self.name = name
        self.parameters = parameters
        self.parameterCount = parameters.count
        self.span = span
        self.file = span.file
        self.frameSize = max(frameSize, parameters.count)
        self.cellCount = cellCount
        self.parameterCells = parameterCells
        self.body = body
        self.engineID = engineID
    }
}
