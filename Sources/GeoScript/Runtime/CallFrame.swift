/// Control flow out of a statement. A `return` carries its value out (in registers: no
/// return register to write and read back).
enum Flow {
    case normal, breakLoop, continueLoop
    case returned(Value)

    /// Whether the next statement runs.
    @inline(__always) var isNormal: Bool {
        if case .normal = self { return true }
        return false
    }

    /// What a loop does after its body: nil to go on, else the flow out of the loop (`.normal`
    /// after a `break`, the `return`'s flow).
    @inline(__always) var afterLoopBody: Flow? {
        switch self {
        case .normal, .continueLoop: return nil
        case .breakLoop: return .normal
        case .returned: return self
        }
    }
}

/// What compiled code runs with: the current call's slots (on the engine's value stack), its
/// cells (locals that closures capture), the running closure's captured cells, and the
/// running function itself (a function that calls itself reads it here, not from a cell).
///
/// Two words, so every node passes it in two registers (and keeps two, not four, across the
/// calls of its children): the slots, read most, and the rest of the call's context, kept
/// by the call (`Engine.run`) for as long as it runs.
struct CallFrame {
    let slots: UnsafeMutablePointer<Value>
    let context: UnsafePointer<CallContext>

    @inline(__always) var cells: UnsafeMutablePointer<Cell> { context.pointee.cells }
    @inline(__always) var captures: UnsafeMutablePointer<Cell> { context.pointee.captures }
    @inline(__always) var function: Unmanaged<Function> { context.pointee.function }
}

/// A call's cells, the running closure's captures, the running function (see `CallFrame`).
struct CallContext {
    let cells: UnsafeMutablePointer<Cell>
    let captures: UnsafeMutablePointer<Cell>
    let function: Unmanaged<Function>
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
