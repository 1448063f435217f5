/// Control flow out of a statement.
enum Flow {
    case normal, breakLoop, continueLoop, returned
}

/// What compiled code runs with: the current call's slots (on the engine's value stack), its
/// cells (locals that closures capture), the running closure's captured cells, and the
/// running function itself (a function that calls itself reads it here, not from a cell).
struct CallFrame {
    var slots: UnsafeMutablePointer<Value>
    var cells: UnsafeMutablePointer<Cell>
    var captures: UnsafeMutablePointer<Cell>
    var function: Unmanaged<Function>
}

/// Compiled code: an expression's value, a statement's flow, a condition's truth.
typealias Eval = (CallFrame) throws -> Value
typealias Exec = (CallFrame) throws -> Flow
typealias Test = (CallFrame) throws -> Bool

/// An `Eval` stored in an array without reabstraction thunks (a closure stored directly as
/// an array element is kept at its most general representation and called through one).
struct EvalBox {
    let eval: Eval
}
