/// An error raised while a script runs, before it is given a location.
///
/// Built-ins throw it (or any `Error`: a `GeometryError`, a `GeoError`, …, whose description
/// becomes the message); the interpreter adds the call site's location and the script call
/// stack and reports it as a `GeoError`.
public struct RuntimeError: Error, CustomStringConvertible {
    /// What went wrong, naming the operation and the values.
    public var message: String
    /// Further lines shown under the diagnostic (`note: …`).
    public var notes: [String]
    /// The name of the parameter whose argument is wrong (`"curve"`, as `:help` shows it), or
    /// nil: the error is then located at that argument where the call writes it, else at the
    /// call.
    public var parameter: String?
    /// Where the call site placed it (its argument for `parameter`).
    var span: Span?

    /// An error with `message`, optional notes, and the name of the parameter it is about.
    public init(_ message: String, notes: [String] = [], parameter: String? = nil) {
        self.message = message
        self.notes = notes
        self.parameter = parameter
    }

    /// An animation's error, about the parameter it names.
    init(_ e: AnimationError) { self.init(e.message, parameter: e.parameter) }

    /// Located at the argument given for `parameter` by a call binding `candidates` (the first
    /// that has such a parameter and an argument for it), when there is one.
    func located(_ candidates: [(Overload, [[Int]])], argSpans: [Span]) -> RuntimeError {
        guard let parameter else { return self }
        var e = self
        for (overload, binding) in candidates {
            if let i = overload.params.firstIndex(where: { $0.name == parameter }), let k = binding[i].first, k < argSpans.count {
                e.span = argSpans[k]
                break
            }
        }
        return e
    }

    /// The message.
    public var description: String { message }

    /// Swift's trap for a range whose lower bound is above its upper bound (`5...1`, `1..<0`,
    /// `xs[3..<1]`), its bounds as the script's values write them.
    static func backwardRange(_ low: String, _ op: String, _ high: String) -> RuntimeError {
        RuntimeError("the range \(low)\(op)\(high) runs backward: its lower bound must not be above its upper bound",
                     notes: ["Swift traps here too (Range requires lowerBound <= upperBound)",
                             "to count down, write stride(from: \(low), \(op == "..." ? "through" : "to"): \(high), by: -1); where a range may run backward (1...n with n 0), test its bounds first"])
    }

    /// "`what` must be a Number, not a String (\"a\")".
    static func typeMismatch(expected: String, got value: Value, what: String) -> RuntimeError {
        RuntimeError("\(what) must be \(withArticle(expected)), not \(describeBriefly(value))",
                     notes: pairNotes(value, expected: expected))
    }

    /// Where a Point or a Size is expected and a pair came (a tuple with a part that is no
    /// Number is a pair, a two-element list): which part is none.
    static func pairNotes(_ value: Value, expected: String) -> [String] {
        guard expected.contains("Point") || expected.contains("Size") || expected.contains("Rect"),
              case .list(let parts) = value, parts.count == 2 || parts.count == 4 else { return [] }
        guard let i = parts.firstIndex(where: { $0.asNumber == nil }) else { return [] }
        if parts.count == 4 {
            return ["(x, y, width, height) is a Rect only of four Numbers; this tuple's element \(i + 1) is \(describeBriefly(parts[i]))"]
        }
        return ["(x, y) is a Point only of two Numbers; this pair's element \(i + 1) is \(describeBriefly(parts[i]))"]
    }

    /// `a Point`, `an Animation`.
    static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "AEIOUaeiou".contains(first) ? "an" : "a"
    }

    /// A type's name with its article: `a Point`, `an Animation`, `nil (…)` (a type that is
    /// only nil takes none).
    static func withArticle(_ name: String) -> String {
        name.hasPrefix("nil") ? name : "\(article(name)) \(name)"
    }

    /// `a String ("abc")`, `nil`, `a Number (3)` — for messages.
    static func describeBriefly(_ value: Value) -> String {
        switch value {
        case .nil: return "nil"
        case .function(let f): return "a Function (\(f.description))"
        case .list(let xs): return "a List of \(xs.count) element\(xs.count == 1 ? "" : "s")"
        case .dictionary(let d) where d.isRecord: return "a tuple (\(Records.labels(d).map { $0 + ":" }.joined()))"
        case .dictionary(let d): return "a Dictionary of \(d.count) entr\(d.count == 1 ? "y" : "ies")"
        case .set(let s): return "a Set of \(s.count) element\(s.count == 1 ? "" : "s")"
        case .animation(let a): return "an Animation (\(a.header()))"
        case .string(let s):
            let shown = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "a String (\(Value.quoted(shown)))"
        default:
            let text = value.formatted(.standard)
            return "\(article(value.typeName)) \(value.typeName) \(text.hasPrefix("(") ? text : "(" + text + ")")"
        }
    }
}

/// A limit of `Limits` was exceeded; reported as a `GeoError` of kind `.limit`.
public struct LimitError: Error, CustomStringConvertible {
    /// Which limit, and its value.
    public var message: String
    /// A limit error with a message.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
