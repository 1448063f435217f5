/// A function value: a script `func`, a closure `{ a, b in … }`, or a native built-in
/// (a global built-in such as `sin` used as a value, or one a host registered).
///
/// Functions compare by identity.
public final class Function: CustomStringConvertible {
    /// The declared name (`<closure>` for an anonymous closure).
    public var name: String { code?.name ?? native?.name ?? "" }
    /// The parameter names, for `<func f(a, b)>` and messages.
    public var parameters: [String] { code?.parameters ?? [] }
    /// The script code, or nil for a built-in.
    let code: FunctionCode?
    /// `code`, unretained: calls read it in place (the function keeps it alive).
    let codeRef: Unmanaged<FunctionCode>?
    /// The code's frame size and body (its code holds it), kept here too: a call reads them
    /// from the function it calls (`Engine.call`), one dependent load less on the path of every
    /// call than through the code (the CPU waits on each such load in turn).
    let frameSize: Int
    let body: Unmanaged<BlockNode>?
    /// `code`'s `FunctionCode.callKey` (-1 for a built-in: no site's key matches), read from
    /// the function itself: a call site's check of the callee loads one word of the object it
    /// already reads, not the code's (one dependent load fewer before the call can go on).
    let callKey: Int
    /// `code`'s `FunctionCode.labelsKey` (0 for a built-in: no site's), read from the
    /// function itself beside `callKey` (`CallSite.call`).
    let labelsKey: Int
    /// A built-in's name and overloads (nil for script code). A closure made at run time
    /// (a `{ … }` evaluated in a loop, a record of closures) stores nothing it must retain but
    /// its code and its cells: its name and parameters are its code's.
    let native: NativeFunction?
    /// A built-in's overloads (empty for script code).
    var overloads: [Overload] { native?.overloads ?? [] }
    /// The cells the closure captured (`captureCount` of them), in the order its code reads them.
    /// With none, no memory: an aligned address never read (`Function.noCells`).
    let captures: UnsafeMutablePointer<Cell>
    let captureCount: Int
    /// How many calls of this function, read in place from a `var` global of the engine that
    /// made it, are running (path `callHeld`, `Engine.holding`): a store that replaces
    /// the function in a global keeps it alive while this is above 0 (`Engine.setGlobal`).
    /// Changed only by that engine's code, on the thread that runs it (another engine calling
    /// it holds it by `Engine.Held`): unchecked, two instructions a call.
    @exclusivity(unchecked) var heldCalls = 0

    /// The `captures` of a function that captured nothing: never read, never freed.
    @inline(__always) static var noCells: UnsafeMutablePointer<Cell> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Cell>.alignment)!
    }

    /// A script function or closure owning `count` cells initialized at `cells` (allocated
    /// with `UnsafeMutablePointer<Cell>.allocate`; `Function.noCells` when `count` is 0), which
    /// it deinitializes and frees: a closure made at run time fills them in place, no array
    /// between.
    init(code: FunctionCode, adopting cells: UnsafeMutablePointer<Cell>, count: Int) {
        self.code = code
        self.codeRef = Unmanaged.passUnretained(code)
        frameSize = code.frameSize
        body = Unmanaged.passUnretained(code.body)
        self.callKey = code.callKey
        self.labelsKey = code.labelsKey
        self.native = nil
        captureCount = count
        captures = cells
    }

    /// A script function or closure with the cells it captured.
    convenience init(code: FunctionCode, captures cells: [Cell]) {
        guard !cells.isEmpty else {
            self.init(code: code, adopting: Function.noCells, count: 0)
            return
        }
        let storage = UnsafeMutablePointer<Cell>.allocate(capacity: cells.count)
        for (i, c) in cells.enumerated() { (storage + i).initialize(to: c) }
        self.init(code: code, adopting: storage, count: cells.count)
    }

    /// A built-in used as a value.
    init(native name: String, overloads: [Overload]) {
        self.code = nil
        self.codeRef = nil
        frameSize = 0
        body = nil
        self.callKey = -1
        self.labelsKey = 0
        self.native = NativeFunction(name: name, overloads: overloads)
        captureCount = 0
        captures = Function.noCells
    }

    deinit {
        guard captureCount > 0 else { return }
        captures.deinitialize(count: captureCount)
        captures.deallocate()
    }

    /// `<func f(a, b)>`, `<closure(x)>`, `<builtin sin>`.
    public var description: String {
        guard code != nil else { return "<builtin \(name)>" }
        if name == "<closure>" { return "<closure(\(parameters.joined(separator: ", ")))>" }
        return "<func \(name)(\(parameters.joined(separator: ", ")))>"
    }
}

/// A built-in used as a value: its name and its overloads.
final class NativeFunction {
    let name: String
    let overloads: [Overload]
    init(name: String, overloads: [Overload]) {
        self.name = name
        self.overloads = overloads
    }
}

/// A variable captured by a closure: the frame and every closure that captured it share it.
///
/// `value` is exempt from the dynamic exclusivity check (a `swift_beginAccess` per read and
/// write: 27% of the instructions of a loop calling counter closures). Every access is a
/// plain read or store except a place's `modify` (`x += e`, `xs[i] = e`, `xs.append(e)`),
/// which evaluates its operands first and runs no script code while it holds the access
/// (only a host's mutating method calling back into the script could; it would then see the
/// value as the method left it so far, where the checked access trapped).
final class Cell {
    @exclusivity(unchecked) var value: Value
    /// A constant's cell (`VarInfo.isFrozen`), which its frame's end does not record
    /// (`EscapedCells`).
    let frozen: Bool
    init(_ value: Value, frozen: Bool = false) {
        self.value = value
        self.frozen = frozen
    }

    /// The element at index `x` of the list the cell holds, read where the list lies (the
    /// list not copied out of the cell: no retain and release of it); nil when it holds no
    /// list or `x` is no index of it.
    @inline(__always) func element(at x: Double) -> Value? {
        withUnsafeMutablePointer(to: &value) { ElementCopyNode.element(UnsafePointer($0), x) }
    }
}

extension UnsafeMutablePointer where Pointee == Cell {
    /// `body` of the value of the cell here, where it lies, with no retain of the cell around
    /// it: the running frame holds its cells and its function the cells it captured (neither
    /// changes while an expression of that frame runs). A cell a closure still held when its
    /// frame ended is held weakly by `EscapedCells`, and a retain or release of such a cell
    /// takes Swift's slow path (its side table): `items.append(x)` on a captured `items` was
    /// ~190 instructions a call more.
    @inline(__always) func withValue<R>(_ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R {
        try Unmanaged.passUnretained(pointee)._withUnsafeGuaranteedRef { cell in
            try withUnsafeMutablePointer(to: &cell.value, body)
        }
    }
}
