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
/// calls of its children): the slots, read most, and the rest of the call's context (a
/// `CallContext`), which the call (`Engine.run`) keeps in the value stack's slot right above
/// the frame for as long as it runs.
struct CallFrame {
    let slots: UnsafeMutablePointer<Value>
    /// The `CallContext`'s bytes. (Raw: the slot it lives in holds Values at other times, and
    /// raw loads and stores of trivial types are valid whatever type the memory is bound to.)
    let context: UnsafeRawPointer

    @inline(__always) var cells: UnsafeMutablePointer<Cell> {
        context.load(fromByteOffset: CallContext.cellsOffset, as: UnsafeMutablePointer<Cell>.self)
    }
    @inline(__always) var captures: UnsafeMutablePointer<Cell> {
        context.load(fromByteOffset: CallContext.capturesOffset, as: UnsafeMutablePointer<Cell>.self)
    }
    @inline(__always) var function: Unmanaged<Function> {
        context.load(fromByteOffset: CallContext.functionOffset, as: Unmanaged<Function>.self)
    }
}

/// A call's cells, the running closure's captures, the running function (see `CallFrame`):
/// three words, stored into one value-stack slot (a Value's stride is three words).
///
/// The function is the last word, where a Value keeps its tag: the call zeroes that word when
/// it ends (`clear`), so the slot is a Number again, as every slot above the stack top is
/// (`Engine.stack`).
enum CallContext {
    static let cellsOffset = 0
    static let capturesOffset = MemoryLayout<UnsafeMutablePointer<Cell>>.stride
    static let functionOffset = 2 * MemoryLayout<UnsafeMutablePointer<Cell>>.stride
    /// Whether a slot holds a context (`CompilerPathTests.aValueFitsInThreeRegisters`).
    static var fitsInASlot: Bool { 3 * MemoryLayout<UnsafeMutablePointer<Cell>>.stride <= MemoryLayout<Value>.stride }

    /// Writes a context into the slot at `p` (which holds a Number, as every slot above the
    /// stack top): the captures and the function; the cells only when the code has some
    /// (`store(_:into:)`, run by its body first: code without cells never reads them).
    @inline(__always) static func store(_ p: UnsafeMutablePointer<Value>, captures: UnsafeMutablePointer<Cell>,
                                        function: Unmanaged<Function>) -> UnsafeRawPointer {
        let raw = UnsafeMutableRawPointer(p)
        raw.storeBytes(of: captures, toByteOffset: capturesOffset, as: UnsafeMutablePointer<Cell>.self)
        raw.storeBytes(of: function, toByteOffset: functionOffset, as: Unmanaged<Function>.self)
        return UnsafeRawPointer(raw)
    }

    /// Writes the frame's cells into its context (`Engine.withCells`).
    @inline(__always) static func store(_ cells: UnsafeMutablePointer<Cell>, into context: UnsafeRawPointer) {
        UnsafeMutableRawPointer(mutating: context).storeBytes(of: cells, toByteOffset: cellsOffset, as: UnsafeMutablePointer<Cell>.self)
    }

    /// Zeroes the function's word of the context at `p` when its call ends: a Number again.
    @inline(__always) static func clear(_ p: UnsafeMutablePointer<Value>) {
        UnsafeMutableRawPointer(p).storeBytes(of: 0, toByteOffset: functionOffset, as: Int.self)
    }
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
