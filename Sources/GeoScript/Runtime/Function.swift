/// A function value: a script `func`, a closure `{ a, b in … }`, or a native built-in
/// (a global built-in such as `sin` used as a value, or one a host registered).
///
/// Functions compare by identity.
public final class Function: CustomStringConvertible {
    /// The declared name (`<closure>` for an anonymous closure).
    public let name: String
    /// The parameter names, for `<func f(a, b)>` and messages.
    public let parameters: [String]
    /// The script code, or nil for a built-in.
    let code: FunctionCode?
    /// `code`, unretained: calls read it in place (the function keeps it alive).
    let codeRef: Unmanaged<FunctionCode>?
    /// `code`'s `FunctionCode.callKey` (-1 for a built-in: no site's key matches), read from
    /// the function itself: a call site's check of the callee loads one word of the object it
    /// already reads, not the code's (one dependent load fewer before the call can go on).
    let callKey: Int
    /// A built-in's overloads (empty for script code).
    let overloads: [Overload]
    /// The cells the closure captured (`captureCount` of them), in the order its code reads them.
    let captures: UnsafeMutablePointer<Cell>
    let captureCount: Int

    /// A script function or closure with the cells it captured.
    init(code: FunctionCode, captures cells: [Cell]) {
        self.name = code.name
        self.parameters = code.parameters
        self.code = code
        self.codeRef = Unmanaged.passUnretained(code)
        self.callKey = code.callKey
        self.overloads = []
        captureCount = cells.count
        captures = .allocate(capacity: max(cells.count, 1))
        for (i, c) in cells.enumerated() { (captures + i).initialize(to: c) }
    }

    /// A built-in used as a value.
    init(native name: String, overloads: [Overload]) {
        self.name = name
        self.parameters = []
        self.code = nil
        self.codeRef = nil
        self.callKey = -1
        self.overloads = overloads
        captureCount = 0
        captures = .allocate(capacity: 1)
    }

    deinit {
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

    /// The element at index `x` of the list the cell holds, read where the list lies; nil
    /// when it holds no list or `x` is no index of it.
    @inline(__always) func element(at x: Double) -> Value? {
        guard case .list(let items) = value, x >= 0, x < Double(items.count), Double(Int(x)) == x else { return nil }
        return items[Int(x)]
    }
}
