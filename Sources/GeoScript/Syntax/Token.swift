/// A lexical token.
struct Token {
    enum Kind: Equatable {
        case number(Double)
        case string([StringPart])
        case identifier(String)
        case keyword(Keyword)
        case symbol(Symbol)
        case newline
        case eof
    }

    var kind: Kind
    var span: Span
    /// True when the token is immediately preceded by whitespace or a newline (for trailing
    /// closures and `.member` continuation decisions).
    var spaceBefore: Bool = false
}

/// A piece of a string literal: text, or an interpolated expression's tokens (ending in eof).
enum StringPart: Equatable {
    case text(String)
    case code([Token])

    static func == (l: StringPart, r: StringPart) -> Bool {
        switch (l, r) {
        case let (.text(a), .text(b)): return a == b
        case let (.code(a), .code(b)): return a.count == b.count
        default: return false
        }
    }
}

extension Token: Equatable {
    static func == (l: Token, r: Token) -> Bool { l.kind == r.kind }
}

/// The reserved words of docs/language.md.
enum Keyword: String, CaseIterable {
    case `let`, `var`, `func`, `return`, `if`, `else`, `while`, `for`, `in`, `break`, `continue`
    case `true`, `false`, `nil`, and, or, not, `import`

    /// The keyword these bytes spell, if any. Every keyword starts with a lowercase ASCII
    /// letter: the few that start with the bytes' first letter are compared, with no String
    /// made. (`Keyword(rawValue:)` compared the identifier's text with each keyword in turn,
    /// about 600 instructions for every identifier lexed.)
    init?(spelling bytes: ArraySlice<UInt8>) {
        guard let first = bytes.first, first >= 97, first <= 122 else { return nil }
        for k in Keyword.byFirstLetter[Int(first - 97)] where k.rawValue.utf8.elementsEqual(bytes) {
            self = k
            return
        }
        return nil
    }

    /// The keywords by their first letter, a to z.
    private static let byFirstLetter: [[Keyword]] = {
        var table = [[Keyword]](repeating: [], count: 26)
        for k in allCases { table[Int(k.rawValue.utf8.first! - 97)].append(k) }
        return table
    }()
}

/// Punctuation and operators.
enum Symbol: String, CaseIterable {
    case lparen = "(", rparen = ")", lbracket = "[", rbracket = "]", lbrace = "{", rbrace = "}"
    case comma = ",", colon = ":", semicolon = ";", dot = "."
    case halfOpen = "..<", closed = "..."
    case plus = "+", minus = "-", star = "*", slash = "/", percent = "%"
    case assign = "=", plusAssign = "+=", minusAssign = "-=", starAssign = "*=", slashAssign = "/="
    case percentAssign = "%="
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case andAnd = "&&", orOr = "||", bang = "!", coalesce = "??"
    case arrow = "->"
    /// The conditional operator's `?` (written with a space before it: `c ? a : b`).
    case question = "?"
    /// Swift's optional chaining, `v.superview?.frame` (no space before the '?').
    case chain = "?."
    /// Swift's optional chaining through an element, `d["a"]?["b"]`: the '?' (the '[' is
    /// the next token).
    case chainIndex = "?["
    /// Swift's call of an Optional function, `onChange?(5)`: the '?' (the '(' is the next
    /// token).
    case chainCall = "?("
    /// Swift's key path, `\.frame.width` (a function of one value: `{ $0.frame.width }`).
    case backslash = "\\"
}

extension Token.Kind {
    /// Human text for messages: `'}'`, `end of file`, `number 3`.
    var display: String {
        switch self {
        case .number(let x): return "number \(NumberFormat.exact.string(x))"
        case .string: return "string literal"
        case .identifier(let s): return "'\(s)'"
        case .keyword(let k): return "'\(k.rawValue)'"
        case .symbol(let s): return "'\(s.rawValue)'"
        case .newline: return "end of line"
        case .eof: return "end of file"
        }
    }

    /// True for binary operators after which a newline does not end the statement.
    var isBinaryOperator: Bool {
        switch self {
        case .symbol(let s):
            switch s {
            case .plus, .minus, .star, .slash, .percent, .equal, .notEqual, .less, .lessEqual, .greater,
                 .greaterEqual, .andAnd, .orOr, .coalesce, .halfOpen, .closed, .assign, .plusAssign, .minusAssign,
                 .starAssign, .slashAssign, .percentAssign, .comma, .arrow, .question, .colon:
                return true
            default: return false
            }
        case .keyword(let k): return k == .and || k == .or
        default: return false
        }
    }
}
