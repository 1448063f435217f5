/// A function value: a script `func`, a closure `{ a, b in … }`, or a native built-in
/// (a global built-in such as `sin` used as a value, or one a host registered).
///
/// Functions compare by identity.
public final class Function: CustomStringConvertible {
    /// The declared name (`<closure>` for an anonymous closure).
    public let name: String
    /// The parameter names, for `<func f(a, b)>` and messages.
    public let parameters: [String]
    let body: Body

    enum Body {
        /// Compiled script code with the variables it captured.
        case script(FunctionCode, captures: [Cell])
        /// A built-in's overloads.
        case native([Overload])
    }

    /// The script code when it captures nothing (the fast call path), else nil.
    unowned(unsafe) let plainCode: FunctionCode?

    init(name: String, parameters: [String], body: Body) {
        self.name = name
        self.parameters = parameters
        self.body = body
        if case .script(let code, let captures) = body, captures.isEmpty {
            plainCode = code
        } else {
            plainCode = nil
        }
    }

    /// `<func f(a, b)>`, `<closure(x)>`, `<builtin sin>`.
    public var description: String {
        switch body {
        case .script:
            if name == "<closure>" { return "<closure(\(parameters.joined(separator: ", ")))>" }
            return "<func \(name)(\(parameters.joined(separator: ", ")))>"
        case .native:
            return "<builtin \(name)>"
        }
    }
}

/// A variable captured by a closure: the frame and every closure that captured it share it.
final class Cell {
    var value: Value
    init(_ value: Value) { self.value = value }
}
