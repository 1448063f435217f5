/// Turns UTF-8 source into tokens (docs/language.md).
///
/// Newlines become `.newline` tokens except where a statement continues (docs/language.md, "Source text"): inside
/// `( … )` or `[ … ]`, after a binary operator, and before a line that starts with `.member`.
/// Errors (unterminated strings and comments, stray characters) are collected and lexing
/// goes on, so the parser can report several problems in one run.
///
/// The parser pulls tokens one at a time (`next`), so a program's tokens are never all in
/// memory at once (a token takes ~60 bytes, a `+1` two input bytes: a 64 MB script lexed
/// whole took gigabytes).
struct Lexer {
    let file: SourceFile
    let bytes: [UInt8]
    var pos: Int
    /// Tokens lexed and not yet taken by `next` (all of them when lexing with `run`).
    var tokens: [Token] = []
    /// How many of `tokens` `next` has handed out.
    var taken = 0
    /// The kind of the last token emitted (the newline rules and `x!` look at it).
    var last: Token.Kind?
    /// The token before `last` (`let` in `let x?`).
    var beforeLast: Token.Kind?
    /// The bracket depth inside `swap(` after its first `&` was reported, until its `)`: the
    /// second `&` is the same error (`bitOperator`).
    var swapArguments: Int?
    /// Whether whitespace (or a line break, or a comment) came since the last token.
    var spaceBefore = true
    /// Whether the end of the input was lexed (its newline and eof tokens emitted).
    var finished = false
    var errors: [Diagnostic] = []
    /// The errors that a Swift type may hold — a `?` or `!` after a name (`UIView?`), an `@`
    /// (`@escaping`) — with the byte where each is: the parser drops those inside a type it
    /// reads and leaves aside (`Parser.skipType`).
    var typeMarks: [(offset: Int, error: Int)] = []
    /// Set when errors past `Parser.maxErrors` were not recorded (60 KB of `@` is 60,000 errors:
    /// only the first ones are worth building).
    var errorsDropped = false
    /// Open brackets: `(`, `[` or `{`, innermost last.
    var brackets: [UInt8] = []
    /// The generic argument lists open on this line (`Dictionary<String, Set<Int`: 2): a `<`
    /// right after a capitalised name opens one, a `>` with no space before it closes one.
    /// So `Set<Int>>` is two closings, not a shift, and a line ending with a closing `>`
    /// (`let s: Set<Int>`) ends its statement, as a trailing operator would not.
    var openAngles = 0
    /// Whether the last token is a `>` that closed a generic argument list.
    var lastClosedAngle = false
    /// Whether the last token is Swift's force unwrap, a `!` right after a value (`ps.first!.1`:
    /// the `.1` after it is a member, not the number 0.1).
    var lastIsUnwrap = false
    /// Nesting of string interpolations, to bound recursion.
    let interpolationDepth: Int
    /// Whether an invalid escape in a pasted view dump said how to keep its `\` (once).
    var toldDumpBackslashes = false

    static let maxInterpolationDepth = 64
    static let unterminatedString = "unterminated string literal"
    static let unterminatedMultilineString = "unterminated multi-line string literal"

    /// The native stack address an interpolation's lexer is not started below
    /// (`BigStack.floor`; 0: unchecked).
    let stackFloor: UInt

    init(file: SourceFile, start: Int = 0, interpolationDepth: Int = 0, stackFloor: UInt = 0) {
        self.file = file
        self.bytes = file.bytes
        self.pos = start
        self.interpolationDepth = interpolationDepth
        self.stackFloor = stackFloor
    }

    /// A lexer for a whole program (skipping a `#!` first line).
    init(program file: SourceFile, stackFloor: UInt = 0) {
        self.init(file: file, stackFloor: stackFloor)
        if bytes.starts(with: [35, 33]) {  // "#!"
            while pos < bytes.count, bytes[pos] != 10 { pos += 1 }
        }
    }

    /// Lexes a whole program at once.
    static func tokenize(_ file: SourceFile) -> (tokens: [Token], errors: [Diagnostic], errorsDropped: Bool) {
        var lexer = Lexer(program: file)
        lexer.run(stopAtCloseParen: false)
        return (lexer.tokens, lexer.errors, lexer.errorsDropped)
    }

    /// The next token of the program, lexing only as far as it ends; `eof` once the input has
    /// ended, and again at every later call.
    mutating func next() -> Token {
        while taken == tokens.count {
            tokens.removeAll(keepingCapacity: true)
            taken = 0
            if finished { return Token(kind: .eof, span: span(bytes.count, bytes.count), spaceBefore: true) }
            if !lexOne(stopAtCloseParen: false) { finish() }
        }
        taken += 1
        return tokens[taken - 1]
    }

    func span(_ start: Int, _ end: Int) -> Span { Span(file: file, start: start, length: end - start) }

    mutating func error(_ message: String, _ start: Int, _ end: Int, notes: [String] = []) {
        guard errors.count < Parser.maxErrors else {
            errorsDropped = true
            return
        }
        errors.append(Diagnostic(.error, message, at: span(start, max(end, start + 1)), notes: notes))
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < bytes.count ? bytes[i] : 0
    }

    /// Emits a token, applying the newline rules.
    mutating func emit(_ kind: Token.Kind, _ start: Int, _ end: Int, spaceBefore: Bool) {
        if case .newline = kind {
            if let top = brackets.last, top != UInt8(ascii: "{") { return }
            guard let last else { return }
            if last == .newline || (last.isBinaryOperator && !lastClosedAngle) { return }
            if case .symbol(let s) = last, s == .lbrace || s == .lparen || s == .lbracket || s == .semicolon { return }
        }
        lastIsUnwrap = kind == .symbol(.bang) && !spaceBefore && (last.map(Lexer.endsOperand) ?? false)
        tokens.append(Token(kind: kind, span: span(start, end), spaceBefore: spaceBefore))
        lastClosedAngle = false
        switch kind {
        case .symbol(.less):
            if !spaceBefore, case .identifier(let name)? = last, name.first?.isUppercase == true { openAngles += 1 }
        case .symbol(.greater) where openAngles > 0 && !spaceBefore:
            openAngles -= 1
            lastClosedAngle = true
        case .newline, .symbol(.lbrace), .symbol(.semicolon):
            openAngles = 0
        default: break
        }
        beforeLast = last
        last = kind
    }

    /// Lexes until the end, or (for an interpolation) until the `)` that closes it.
    mutating func run(stopAtCloseParen: Bool) {
        while lexOne(stopAtCloseParen: stopAtCloseParen) {}
        if !stopAtCloseParen { finish() }
    }

    /// Emits the tokens that end the program.
    mutating func finish() {
        emit(.newline, bytes.count, bytes.count, spaceBefore: true)
        emit(.eof, bytes.count, bytes.count, spaceBefore: true)
        finished = true
    }

    /// Lexes one piece of input: a token (emitting none, one, or an error), whitespace or a
    /// comment. False at the end of the input, or (for an interpolation) at its closing `)`.
    mutating func lexOne(stopAtCloseParen: Bool) -> Bool {
        guard pos < bytes.count else { return false }
        let c = bytes[pos]
        switch c {
        case 32, 9, 13:
            // A run of spaces (an indentation) at once, not a call per byte.
            pos += 1
            while pos < bytes.count, bytes[pos] == 32 || bytes[pos] == 9 || bytes[pos] == 13 { pos += 1 }
            spaceBefore = true
            return true
        case 10:
            let start = pos
            pos += 1
            // A line starting with `.member` (not `..`) continues the expression above, as does
            // one starting with a conditional's `? ` or `: ` (Swift's multi-line `c\n ? a\n : b`).
            var look = pos
            while look < bytes.count {
                let b = bytes[look]
                if b == 32 || b == 9 || b == 13 || b == 10 { look += 1; continue }
                if b == 47, look + 1 < bytes.count, bytes[look + 1] == 47 {  // a comment line
                    while look < bytes.count, bytes[look] != 10 { look += 1 }
                    continue
                }
                break
            }
            let continues = look + 1 < bytes.count
                && (bytes[look] == 46 && bytes[look + 1] != 46
                    || (bytes[look] == 63 || bytes[look] == 58) && (bytes[look + 1] == 32 || bytes[look + 1] == 9)
                    || startsWithInfixOperator(look))
            if !continues { emit(.newline, start, start + 1, spaceBefore: true) }
            spaceBefore = true
            return true
        case 47 where peek(1) == 47:  // line comment
            while pos < bytes.count, bytes[pos] != 10 { pos += 1 }
            return true
        case 47 where peek(1) == 42:  // block comment, nestable
            skipBlockComment()
            spaceBefore = true
            return true
        case 48...57:
            lexNumber(spaceBefore: spaceBefore)
        case 34:
            lexString(spaceBefore: spaceBefore)
        case 96 where isIdentifierStart(peek(1)):
            // Swift's backquoted name, `` `and` ``, `` `default` ``: a name, even one that is a
            // keyword.
            let start = pos
            pos += 1
            let nameStart = pos
            while pos < bytes.count, isIdentifierPart(bytes[pos]) { pos += 1 }
            let name = String(decoding: bytes[nameStart..<pos], as: UTF8.self)
            if peek() == 96 {
                pos += 1
            } else {
                error("expected '`' to end the name `\(name)", start, pos)
            }
            emit(.identifier(name), start, pos, spaceBefore: spaceBefore)
        case 46 where peek(1) >= 48 && peek(1) <= 57 && (spaceBefore || !(last.map(Lexer.endsOperand) ?? false)) && !(lastIsUnwrap && !spaceBefore):
            lexNumber(spaceBefore: spaceBefore)
        default:
            if isIdentifierStart(c) || c >= 0x80 && isUnicodeIdentifierStart() {
                lexIdentifier(spaceBefore: spaceBefore)
            } else if c >= 0x80 {
                let (scalar, length) = decodeScalar(at: pos)
                error("unexpected character '\(scalar.map { String($0) } ?? "?")'", pos, pos + length)
                pos += length
            } else {
                if stopAtCloseParen && c == 41 && brackets.isEmpty {  // `)` closing "\("
                    return false
                }
                lexSymbol(spaceBefore: spaceBefore)
            }
        }
        spaceBefore = false
        return true
    }

    /// Whether the line at `at` starts with a binary operator written as one, with a space
    /// after it (`+ [3]`, `&& ok`, `?? 0`, `and ok`): as in Swift, where an operator with
    /// space on both sides is infix, that line continues the expression above it. No
    /// statement starts so (a prefix `-x` or `!x` has no space after its operator).
    func startsWithInfixOperator(_ at: Int) -> Bool {
        var end = at
        while end < bytes.count, Lexer.isOperatorByte(bytes[end]) { end += 1 }
        if end == at {
            // `and` / `or`, geo's words for && and || (a longer word is none of them).
            while end < bytes.count, end - at < 4, bytes[end] >= 97, bytes[end] <= 122 { end += 1 }
        }
        guard end < bytes.count, bytes[end] == 32 || bytes[end] == 9 else { return false }
        let word = bytes[at..<end]
        return Lexer.infixOperators.contains { $0.withUTF8Buffer { $0.elementsEqual(word) } }
    }

    /// Whether `b` is a byte of a binary operator (`+-*/%<>=!&|?.`).
    static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case 43, 45, 42, 47, 37, 60, 62, 61, 33, 38, 124, 63, 46: return true
        default: return false
        }
    }

    /// The binary operators a line may start with to continue the one above.
    static let infixOperators: [StaticString] = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=",
                                                 "&&", "||", "??", "..<", "...", "and", "or"]

    /// Whether a token ends an operand (so a following `.5` is a member access, not a number).
    static func endsOperand(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .identifier, .number, .string: return true
        case .symbol(let s): return s == .rparen || s == .rbracket || s == .rbrace
        default: return false
        }
    }

    mutating func skipBlockComment() {
        let start = pos
        var depth = 0
        while pos < bytes.count {
            if bytes[pos] == 47, peek(1) == 42 { depth += 1; pos += 2; continue }
            if bytes[pos] == 42, peek(1) == 47 {
                depth -= 1
                pos += 2
                if depth == 0 { return }
                continue
            }
            pos += 1
        }
        error("unterminated block comment", start, start + 2, notes: ["a '/*' needs a matching '*/' (comments nest)"])
    }

    func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
    }

    func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || (c >= 48 && c <= 57) }

    /// Decodes the Unicode scalar at `i` (nil for invalid UTF-8) and its byte length.
    func decodeScalar(at i: Int) -> (Unicode.Scalar?, Int) {
        var iterator = bytes[i...].makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let s): return (s, UTF8.width(s))
        default: return (nil, 1)
        }
    }

    func isUnicodeIdentifierStart() -> Bool {
        guard let s = decodeScalar(at: pos).0 else { return false }
        return s.properties.isAlphabetic
    }

    mutating func lexIdentifier(spaceBefore: Bool) {
        let start = pos
        while pos < bytes.count {
            let c = bytes[pos]
            if c < 0x80 {
                if isIdentifierPart(c) { pos += 1 } else { break }
            } else {
                let (s, len) = decodeScalar(at: pos)
                guard let s, s.properties.isAlphabetic || s.properties.numericType != nil else { break }
                pos += len
            }
        }
        if let k = Keyword(spelling: bytes[start..<pos]) {
            emit(.keyword(k), start, pos, spaceBefore: spaceBefore)
        } else {
            emit(.identifier(String(decoding: bytes[start..<pos], as: UTF8.self)), start, pos, spaceBefore: spaceBefore)
        }
    }

    mutating func lexNumber(spaceBefore: Bool) {
        let start = pos
        // Swift's integer literals in other bases: 0x1F, 0o17, 0b101 (underscores allowed).
        let radixLetter = peek(1)
        if peek() == 48, let radix = radixLetter == 120 ? 16 : radixLetter == 111 ? 8 : radixLetter == 98 ? 2 : nil {
            pos += 2
            var value = 0.0, count = 0
            while pos < bytes.count {
                let c = bytes[pos]
                let digit: Int? = c >= 48 && c <= 57 ? Int(c) - 48
                    : c >= 97 && c <= 102 ? Int(c) - 87 : c >= 65 && c <= 70 ? Int(c) - 55 : nil
                if let digit, digit < radix { value = value * Double(radix) + Double(digit); count += 1; pos += 1 }
                else if c == 95 && count > 0 { pos += 1 }
                else { break }
            }
            if count == 0 || (pos < bytes.count && isIdentifierPart(bytes[pos])) {
                while pos < bytes.count, isIdentifierPart(bytes[pos]) { pos += 1 }
                let names = [16: "hexadecimal (0x: 0-9, a-f)", 8: "octal (0o: 0-7)", 2: "binary (0b: 0 and 1)"]
                error("invalid \(names[radix] ?? "") number '\(String(decoding: bytes[start..<pos], as: UTF8.self))'", start, pos)
            }
            emit(.number(value), start, pos, spaceBefore: spaceBefore)
            return
        }
        if !spaceBefore, last == .symbol(.dot) {
            // A tuple's part after a tuple's part, Swift's `t.0.1`: `0`, `.` and `1`, not the
            // number 0.1.
            while pos < bytes.count, bytes[pos] >= 48, bytes[pos] <= 57 { pos += 1 }
            emit(.number(Double(String(decoding: bytes[start..<pos], as: UTF8.self)) ?? 0), start, pos, spaceBefore: false)
            return
        }
        var value = plainInteger() ?? decimal()
        // Angle suffix: `90deg` or `90°` is in degrees.
        if peek() == 100, peek(1) == 101, peek(2) == 103, !isIdentifierPart(peek(3)) {
            pos += 3
            value = value * Double.pi / 180
        } else if peek() == 0xC2, peek(1) == 0xB0 {
            pos += 2
            value = value * Double.pi / 180
        }
        if pos < bytes.count, isIdentifierStart(bytes[pos]) {
            let badStart = pos
            while pos < bytes.count, isIdentifierPart(bytes[pos]) { pos += 1 }
            let suffix = String(decoding: bytes[badStart..<pos], as: UTF8.self)
            error("invalid suffix '\(suffix)' on a number", badStart, pos,
                  notes: ["the only suffixes are 'deg' and '°' (degrees)"])
        }
        emit(.number(value), start, pos, spaceBefore: spaceBefore)
    }

    /// The value of a plain integer of at most 15 digits at `pos` (no `.5`, exponent or `_`
    /// after it), computed from its digits, which is exact below 2^53 and so what `Double(text)`
    /// gives; `pos` moved past it. Else nil, with `pos` unmoved. (The common number, `0`, `360`:
    /// no text built a character at a time and parsed.)
    mutating func plainInteger() -> Double? {
        var p = pos, value = 0.0
        while p < bytes.count, bytes[p] >= 48, bytes[p] <= 57, p - pos < 16 {
            value = value * 10 + Double(bytes[p] - 48)
            p += 1
        }
        guard p > pos, p - pos <= 15 else { return nil }
        if p < bytes.count {
            let c = bytes[p]
            if c == 95 || c == 101 || c == 69 { return nil }
            if c == 46, p + 1 < bytes.count, bytes[p + 1] >= 48, bytes[p + 1] <= 57 { return nil }
        }
        pos = p
        return value
    }

    /// A decimal number at `pos`, as written (digits, `_`, a fraction, an exponent), parsed as
    /// Swift's `Double(_:)` parses it; `pos` moved past it.
    mutating func decimal() -> Double {
        var text = ""
        func digits(_ lexer: inout Lexer, into text: inout String) {
            while lexer.pos < lexer.bytes.count {
                let c = lexer.bytes[lexer.pos]
                if c >= 48 && c <= 57 { text.append(Character(Unicode.Scalar(c))); lexer.pos += 1 }
                else if c == 95 && !text.isEmpty { lexer.pos += 1 }
                else { break }
            }
        }
        digits(&self, into: &text)
        if peek() == 46, peek(1) >= 48, peek(1) <= 57 {
            pos += 1
            text += "."
            digits(&self, into: &text)
        }
        if (peek() == 101 || peek() == 69) {
            let save = pos
            var exponent = "e"
            pos += 1
            if peek() == 43 || peek() == 45 { exponent.append(Character(Unicode.Scalar(peek()))); pos += 1 }
            if peek() >= 48 && peek() <= 57 {
                digits(&self, into: &exponent)
                text += exponent
            } else {
                pos = save
            }
        }
        if text.hasPrefix(".") { text = "0" + text }
        return Double(text) ?? 0
    }

    /// How a string literal's characters ended (`stringCharacters`).
    enum StringStop {
        /// At an unescaped `"` (read), in a one-line literal.
        case quote
        /// At the end of the line (the newline not read) or of the input.
        case lineEnd
        /// At a `\` that ends the line (not read), in a multi-line literal: the next line
        /// goes on without a newline.
        case continued
        /// An error ended the literal: the token is not made (interpolations nested too deeply).
        case abandoned
        /// An interpolation without its `)`: the token is made from what was read.
        case unterminatedInterpolation
    }

    /// A string literal from its `"` at `pos`. `hashes`: Swift's raw string, `#"…"#` (with
    /// that many `#` before the quote, from `start`): a `\` is text unless that many `#`
    /// follow it (`\#n`, `\#(x)`), and a `"` ends the string only when they follow it.
    mutating func lexString(spaceBefore: Bool, hashes: Int = 0, start tokenStart: Int? = nil) {
        if peek(1) == 34 && peek(2) == 34 {
            return lexMultilineString(spaceBefore: spaceBefore, hashes: hashes, start: tokenStart)
        }
        let start = tokenStart ?? pos
        pos += 1
        var parts: [StringPart] = []
        var text = ""
        switch stringCharacters(quote: true, hashes: hashes, parts: &parts, text: &text) {
        case .quote, .continued:
            break
        case .lineEnd:
            error(Lexer.unterminatedString, start, start + 1, notes: ["a string ends with '\"' on the same line"])
            if !text.isEmpty { parts.append(.text(text)) }
            emit(.string(parts), start, pos, spaceBefore: spaceBefore)
            return
        case .abandoned:
            return
        case .unterminatedInterpolation:
            emit(.string(parts), start, pos, spaceBefore: spaceBefore)
            return
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        emit(.string(parts), start, pos, spaceBefore: spaceBefore)
    }

    /// Swift's multi-line string literal: `"""`, a newline, the lines, and `"""` on a line
    /// of its own, whose indentation is taken off every line (a line indented less is an
    /// error; a line of spaces alone is empty). The newlines after the opening and before the
    /// closing delimiter are not in the string; a line ending in `\` goes on without a
    /// newline. Escapes and interpolations are a one-line literal's; `"` needs no escape.
    /// `hashes`: Swift's raw multi-line string, `#"""` … `"""#` (a pasted dump's `\` is text).
    mutating func lexMultilineString(spaceBefore: Bool, hashes: Int = 0, start tokenStart: Int? = nil) {
        let start = tokenStart ?? pos
        pos += 3
        while pos < bytes.count, bytes[pos] == 32 || bytes[pos] == 9 || bytes[pos] == 13 { pos += 1 }
        if pos < bytes.count, bytes[pos] == 10 {
            pos += 1
        } else {
            error("multi-line string literal content must begin on a new line", start, start + 3,
                  notes: ["put a line break after the opening \"\"\"", "a one-line string is written \"…\""])
        }
        // The closing delimiter: the first line that is spaces and tabs, then `"""`.
        var closing = pos
        var indent = 0
        while true {
            var look = closing
            while look < bytes.count, bytes[look] == 32 || bytes[look] == 9 { look += 1 }
            if look + 2 < bytes.count, bytes[look] == 34, bytes[look + 1] == 34, bytes[look + 2] == 34,
               closesRaw(look + 3, hashes) {
                indent = look - closing
                break
            }
            while look < bytes.count, bytes[look] != 10 { look += 1 }
            guard look < bytes.count else {
                error(Lexer.unterminatedMultilineString, start, start + hashes + 3,
                      notes: ["end it with \"\"\"\(String(repeating: "#", count: hashes)) on a line of its own"])
                emit(.string([.text("")]), start, bytes.count, spaceBefore: spaceBefore)
                pos = bytes.count
                return
            }
            closing = look + 1
        }
        let margin = Array(bytes[closing..<(closing + indent)])
        var parts: [StringPart] = []
        var text = ""
        var joinNext = true   // no newline before the first line, nor after a `\` line end
        while pos < closing {
            if !joinNext { text += "\n" }
            joinNext = false
            var lineEnd = pos
            while lineEnd < closing, bytes[lineEnd] != 10 { lineEnd += 1 }
            if bytes[pos..<lineEnd].allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) {
                // A blank line: empty, or what it has past the margin.
                if lineEnd - pos > indent, bytes[pos..<(pos + indent)].elementsEqual(margin) {
                    text += String(decoding: bytes[(pos + indent)..<lineEnd].filter { $0 != 13 }, as: UTF8.self)
                }
                pos = lineEnd + 1
                continue
            }
            if lineEnd - pos >= indent, bytes[pos..<(pos + indent)].elementsEqual(margin) {
                pos += indent
            } else {
                error("insufficient indentation of line in multi-line string literal", pos, lineEnd,
                      notes: ["indent every line at least as far as the closing \"\"\", with the same spaces or tabs"])
                while pos < lineEnd, bytes[pos] == 32 || bytes[pos] == 9 { pos += 1 }
            }
            switch stringCharacters(quote: false, continuation: true, hashes: hashes, parts: &parts, text: &text) {
            case .lineEnd, .quote:
                if text.hasSuffix("\r") { text.removeLast() }
                pos += 1
            case .continued:
                joinNext = true
                pos += 1
            case .abandoned:
                return
            case .unterminatedInterpolation:
                emit(.string(parts), start, pos, spaceBefore: spaceBefore)
                return
            }
        }
        pos = closing + indent + 3 + hashes
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        emit(.string(parts), start, pos, spaceBefore: spaceBefore)
    }

    /// A string literal's characters from `pos` — text, escapes and interpolations — into
    /// `parts` (an interpolation ends the text before it) and `text` (the text since), up to
    /// the end of the line or (`quote`) an unescaped `"`; `continuation`: a `\` at the end of
    /// the line (a multi-line literal's) stops there.
    /// `hashes`: a raw string's (`lexString`).
    mutating func stringCharacters(quote: Bool, continuation: Bool = false, hashes: Int = 0,
                                   parts: inout [StringPart], text: inout String) -> StringStop {
        var scalarBytes: [UInt8] = []
        func flushBytes() {
            if !scalarBytes.isEmpty { text += String(decoding: scalarBytes, as: UTF8.self); scalarBytes = [] }
        }
        defer { flushBytes() }
        while true {
            guard pos < bytes.count, bytes[pos] != 10 else { return .lineEnd }
            let c = bytes[pos]
            if c == 34 && quote && closesRaw(pos + 1, hashes) { pos += 1 + hashes; return .quote }
            if c == 92 && closesRaw(pos + 1, hashes) {
                flushBytes()
                let escStart = pos
                pos += 1 + hashes
                let e = peek()
                if continuation && (e == 10 || e == 13 && peek(1) == 10 || pos >= bytes.count) {
                    if e == 13 { pos += 1 }
                    return .continued
                }
                pos += 1
                switch e {
                case 110: text += "\n"
                case 116: text += "\t"
                case 114: text += "\r"
                case 48: text += "\0"
                case 34: text += "\""
                case 39: text += "'"
                case 92: text += "\\"
                case 117 where peek() == 123:  // \u{…}
                    pos += 1
                    let hexStart = pos
                    while pos < bytes.count, bytes[pos] != 125, bytes[pos] != 34, bytes[pos] != 10, pos - hexStart < 9 { pos += 1 }
                    let hex = String(decoding: bytes[hexStart..<pos], as: UTF8.self)
                    if peek() == 125 { pos += 1 }
                    if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) {
                        text.unicodeScalars.append(s)
                    } else {
                        error("invalid unicode escape '\\u{\(hex)}'", escStart, pos)
                    }
                case 40:  // \( interpolation
                    if !text.isEmpty { parts.append(.text(text)); text = "" }
                    guard interpolationDepth < Lexer.maxInterpolationDepth, !BigStack.isBelow(stackFloor) else {
                        error("string interpolations nested too deeply", escStart, pos)
                        return .abandoned
                    }
                    var inner = Lexer(file: file, start: pos, interpolationDepth: interpolationDepth + 1, stackFloor: stackFloor)
                    inner.run(stopAtCloseParen: true)
                    let room = Parser.maxErrors - errors.count
                    if inner.errorsDropped || inner.errors.count > room { errorsDropped = true }
                    errors += inner.errors.prefix(room)
                    var code = inner.tokens
                    code.removeAll { $0.kind == .newline }
                    code.append(Token(kind: .eof, span: span(inner.pos, inner.pos), spaceBefore: true))
                    pos = inner.pos
                    if peek() == 41 {
                        pos += 1
                    } else {
                        error("unterminated string interpolation", escStart, escStart + 2)
                        parts.append(.code(code))
                        return .unterminatedInterpolation
                    }
                    parts.append(.code(code))
                default:
                    var notes = ["valid escapes: \\n \\t \\r \\0 \\\" \\' \\\\ \\u{…} \\(…)"]
                    if continuation, !toldDumpBackslashes, lineHoldsAView(escStart) {
                        // A debugger's dump pasted into `hierarchy("""` … `""")` (a label with a path, a `\u7535`).
                        toldDumpBackslashes = true
                        notes.append("a pasted dump keeps its '\\' as they are in a raw string, hierarchy(#\"\"\" … \"\"\"#), or read from a file: hierarchy(file:), geo --import, or :paste in the REPL")
                    }
                    error("invalid escape sequence in string", escStart, min(pos, bytes.count), notes: notes)
                }
                continue
            }
            scalarBytes.append(c)
            pos += 1
        }
    }

    /// Whether the line of byte `at` holds a view's description as UIKit prints it (`<UILabel: 0x…; frame = (`).
    func lineHoldsAView(_ at: Int) -> Bool {
        var start = at
        while start > 0, bytes[start - 1] != 10 { start -= 1 }
        var end = at
        while end < bytes.count, bytes[end] != 10 { end += 1 }
        let line = bytes[start..<end]
        let marks = [Array(": 0x".utf8), Array("; frame = (".utf8)]
        return line.contains(UInt8(ascii: "<")) && marks.allSatisfy { mark in
            line.indices.contains { i in line[i...].starts(with: mark) }
        }
    }

    /// Whether `hashes` `#` follow at `at`: what ends a raw string's quote or starts its escape
    /// (always, for a string that is not raw).
    func closesRaw(_ at: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard at + hashes <= bytes.count else { return false }
        return bytes[at..<(at + hashes)].allSatisfy { $0 == 35 }
    }

    mutating func lexSymbol(spaceBefore: Bool) {
        let start = pos
        let c = bytes[pos]
        let n = peek(1)
        var symbol: Symbol?
        var length = 1
        switch c {
        case 40: symbol = .lparen; brackets.append(c)
        case 41: symbol = .rparen; closeBracket(40)
        case 91: symbol = .lbracket; brackets.append(c)
        case 93: symbol = .rbracket; closeBracket(91)
        case 123: symbol = .lbrace; brackets.append(c)
        case 125: symbol = .rbrace; closeBracket(123)
        case 44: symbol = .comma
        case 58: symbol = .colon
        case 59: symbol = .semicolon
        case 46:
            if n == 46 && peek(2) == 60 { symbol = .halfOpen; length = 3 }
            else if n == 46 && peek(2) == 46 { symbol = .closed; length = 3 }
            else { symbol = .dot }
        case 43: if n == 61 { symbol = .plusAssign; length = 2 } else { symbol = .plus }
        case 45:
            if n == 61 { symbol = .minusAssign; length = 2 }
            else if n == 62 { symbol = .arrow; length = 2 }
            else { symbol = .minus }
        case 42 where n == 42:
            // Python's and JavaScript's power operator.
            pos += 2
            error("geo has no '**' operator", start, pos, notes: ["write pow(x, y) for x to the power y"])
            return
        case 42: if n == 61 { symbol = .starAssign; length = 2 } else { symbol = .star }
        case 47: if n == 61 { symbol = .slashAssign; length = 2 } else { symbol = .slash }
        case 37: if n == 61 { symbol = .percentAssign; length = 2 } else { symbol = .percent }
        // Swift's identity operators `===` / `!==` (`hit === cards[2]`) are geo's `==` / `!=`,
        // which compare views (and functions) by identity already.
        case 61: if n == 61 { symbol = .equal; length = peek(2) == 61 ? 3 : 2 } else { symbol = .assign }
        case 33 where n == 61: symbol = .notEqual; length = peek(2) == 61 ? 3 : 2
        case 33: symbol = .bang   // `!x`, and Swift's force unwrap `x!` (no space before it: the parser's)
        case 63 where !spaceBefore && (last == .identifier("as") || last == .identifier("try")):
            symbol = .question   // Swift's `x as? T`, `try? f()`: the parser's
        case 63 where n != 63 && (spaceBefore || !(last.map(Lexer.endsOperand) ?? false)):
            // `c ? x : y`, Swift's conditional operator (Swift too wants the space before it);
            // a '?' that follows no value is not optional chaining either.
            symbol = .question
        case 63 where n == 63: symbol = .coalesce; length = 2   // `a ?? b`: the parser's
        case 63 where !spaceBefore && beforeLast == .keyword(.let)
                      && last.map({ if case .identifier = $0 { return true } else { return false } }) == true:
            symbol = .question   // Swift's optional pattern, `for case let x? in xs`: the parser's
        case 63 where !spaceBefore && (n == 93 || n == 44) && last.map({
            if case .identifier(let name) = $0 { return name.first?.isUppercase == true } else { return false } }) == true:
            symbol = .question   // Swift's Optional element type, `[Int?]()`, `[String: Int?]()`: the parser's
        case 63 where n == 46 && peek(2) != 46:
            symbol = .chain; length = 2   // `v.superview?.frame`: the parser's
        case 63 where n == 91:
            symbol = .chainIndex   // `d["a"]?["b"]`: the parser's
        case 63 where n == 40:
            symbol = .chainCall   // `onChange?(5)`: the parser's
        case 63:
            // A '?' right after a value and not before '.' (`v.superview?.frame` is `.chain`).
            pos += 1
            if n == 32 || n == 9 {
                // `c? a : b`: meant as the conditional, read by Swift as optional chaining.
                error("put a space before the conditional operator's '?'", start, pos,
                      notes: ["write condition ? valueIfTrue : valueIfFalse ('x?' right after a value is Swift's optional chaining, 'x?.member')"])
                markType(start)
            } else {
                error("geo's optional chaining reads a member, an element or a call: '?' here must be followed by '.', '[' or '('", start, pos, notes: [
                    "a value that may be missing is nil: 'v.superview?.frame' is nil when v has no superview",
                ])
                markType(start)
            }
            return
        case 62 where n == 62 && openAngles > 0 && !spaceBefore:
            symbol = .greater   // `Set<Int>>`: the first of two closings
        case 60 where n == 60, 62 where n == 62:
            // C's and Swift's shifts (`seed >> 8`): geo's Numbers are doubles, with no bit operators.
            pos += 2
            error("geo has no bit operators: '\(c == 60 ? "<<" : ">>")'", start, pos,
                  notes: ["Numbers are floating point: write floor(x / pow(2, k)) for x >> k, and x * pow(2, k) for x << k"])
            return
        case 60: if n == 61 { symbol = .lessEqual; length = 2 } else { symbol = .less }
        case 62: if n == 61 { symbol = .greaterEqual; length = 2 } else { symbol = .greater }
        case 92: symbol = .backslash   // `\.frame`, Swift's key path: the parser's
        case 35:
            directive(start)
            return
        case 38 where n == 38: symbol = .andAnd; length = 2
        case 124 where n == 124: symbol = .orOr; length = 2
        case 38, 124, 94, 126:
            bitOperator(start)
            return
        default: break
        }
        pos += length
        if let symbol {
            emit(.symbol(symbol), start, pos, spaceBefore: spaceBefore)
        } else if c == 36, pos < bytes.count, bytes[pos] >= 48, bytes[pos] <= 57 {
            // Swift's anonymous closure parameters `$0`, `$1`…: a name the parser gives meaning.
            while pos < bytes.count, bytes[pos] >= 48, bytes[pos] <= 57 { pos += 1 }
            emit(.identifier(String(decoding: bytes[start..<pos], as: UTF8.self)), start, pos, spaceBefore: spaceBefore)
        } else {
            let ch = Character(Unicode.Scalar(c))
            let shown = c < 32 || c == 127 ? "\\u{\(String(c, radix: 16))}" : String(ch)
            error("unexpected character '\(shown)'", start, pos)
            if c == UInt8(ascii: "@") { markType(start) }
        }
    }

    /// Swift's `#…` at `start`: `#available(iOS 15, *)` is `true` and `#unavailable(…)` is
    /// `false` (geo models one UIKit, the newest, so code pasted with such a check runs its
    /// newest branch); any other directive (`#if`, `#selector`, `#colorLiteral` …) is an error.
    mutating func bitOperator(_ start: Int) {
        let c = bytes[start], n = peek(1)
        let lower = n | 0x20
        let isNameStart = n == 95 || (lower >= 97 && lower <= 122)
        if c == 38, isNameStart, last == .symbol(.lparen) || last == .symbol(.comma) || last == .symbol(.colon) {
            // Swift's `f(&x)`, an argument to an `inout` parameter.
            pos += 1
            // Swift's `swap(&a, &b)`: one error, at the first '&', saying how geo swaps.
            if last == .symbol(.comma), swapArguments == brackets.count { return }
            if last == .symbol(.lparen), beforeLast == .identifier("swap") {
                swapArguments = brackets.count
                error("geo has no inout arguments: Swift's swap(&a, &b) changes its caller's variables", start, pos,
                      notes: ["swap two variables (or elements) with a tuple assignment: (a, b) = (b, a); a list's elements also with xs.swapAt(i, j)"])
                return
            }
            error("geo has no inout arguments: '&' lends a variable to a function in Swift", start, pos,
                  notes: ["a function cannot change its caller's variable in geo: return the new value and assign it, x = f(x)"])
            return
        }
        if c == 38, n == 43 || n == 45 || n == 42 {
            // Swift's overflow operators, `a &+ b`.
            pos += 2
            let op = Character(Unicode.Scalar(n))
            error("geo has no overflow operators: '&\(op)'", start, pos,
                  notes: ["Numbers are floating point and do not wrap: write '\(op)'"])
            return
        }
        if c == 126, n == 61 {
            // Swift's pattern-match operator, `1...5 ~= x`.
            pos += 2
            error("geo has no '~=' operator", start, pos,
                  notes: ["test a range with (1...5).contains(x), or as a case pattern: if case 1...5 = x { … }"])
            return
        }
        pos += n == 61 && c != 126 ? 2 : 1
        error("geo has no bit operators: '\(String(decoding: bytes[start..<pos], as: UTF8.self))'", start, pos,
              notes: ["Numbers are floating point: x % 2 is the lowest bit and floor(x / 2) shifts it out; flags read best as Bools (&&, ||, and != for exclusive or)"])
    }

    mutating func directive(_ start: Int) {
        // Swift's raw string: `#"C:\Users"#`, `##"…"##`, `#"""` … `"""#`.
        var hashes = 0
        while start + hashes < bytes.count, bytes[start + hashes] == 35 { hashes += 1 }
        if start + hashes < bytes.count, bytes[start + hashes] == 34 {
            pos = start + hashes
            lexString(spaceBefore: spaceBefore, hashes: hashes, start: start)
            return
        }
        pos += 1
        let nameStart = pos
        while pos < bytes.count, isIdentifierPart(bytes[pos]) { pos += 1 }
        let name = String(decoding: bytes[nameStart..<pos], as: UTF8.self)
        guard name == "available" || name == "unavailable" else {
            error(name.isEmpty ? "unexpected character '#'" : "geo has no '#\(name)': Swift's compile-time '#' words are not geo's", start, pos,
                  notes: name.isEmpty ? [] : ["#available(iOS 15, *) is read (as true: geo models the newest UIKit); leave out the rest"])
            return
        }
        var look = pos
        while look < bytes.count, bytes[look] == 32 || bytes[look] == 9 { look += 1 }
        guard look < bytes.count, bytes[look] == 40 else {
            error("expected '(' and platforms after '#\(name)'", start, pos, notes: ["#\(name)(iOS 15, *)"])
            return
        }
        look += 1
        while look < bytes.count, bytes[look] != 41, bytes[look] != 10, bytes[look] != 13 { look += 1 }
        guard look < bytes.count, bytes[look] == 41 else {
            error("expected ')' to end '#\(name)(' on its line", start, look)
            pos = look
            return
        }
        pos = look + 1
        emit(.keyword(name == "available" ? .true : .false), start, pos, spaceBefore: spaceBefore)
    }

    /// A Swift optional's syntax: geo values are never optional, a missing one is `nil`.
    /// Records the error just made as a type's mark (see `typeMarks`).
    mutating func markType(_ offset: Int) {
        if !errors.isEmpty { typeMarks.append((offset, errors.count - 1)) }
    }

    /// Whether a `?` type mark is at byte `offset` (`String?`: the type is an Optional).
    func hasOptionalMark(at offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] == UInt8(ascii: "?") && typeMarks.contains { $0.offset == offset }
    }

    /// Drops the type marks' errors between two bytes (a type the parser left aside).
    /// Whether it dropped any.
    @discardableResult
    mutating func dropTypeMarks(from start: Int, to end: Int) -> Bool {
        var droppedAny = false
        for k in typeMarks.indices.reversed() where typeMarks[k].offset >= start && typeMarks[k].offset < end {
            let dropped = typeMarks[k].error
            errors.remove(at: dropped)
            typeMarks.remove(at: k)
            for j in typeMarks.indices where typeMarks[j].error > dropped { typeMarks[j].error -= 1 }
            droppedAny = true
        }
        return droppedAny
    }

    mutating func closeBracket(_ open: UInt8) {
        defer { if let depth = swapArguments, brackets.count < depth { swapArguments = nil } }
        if let last = brackets.last, last == open { brackets.removeLast(); return }
        // Mismatched: pop through a matching opener if there is one, else ignore; the parser
        // reports the mismatch with context.
        if let i = brackets.lastIndex(of: open) { brackets.removeSubrange(i...) }
    }
}

extension Lexer {
    /// The error for a source that is not UTF-8 text, or nil when it is. A file saved as
    /// UTF-16 (TextEdit and Windows editors offer it) is named as such, with how to convert
    /// it, instead of a flood of "unexpected character '\u{0}'" or a stray byte 0xFF.
    static func encodingError(in file: SourceFile) -> Diagnostic? {
        let bytes = file.bytes
        if let (evidence, encoding) = utf16Evidence(bytes) {
            // About the whole file, so no source line (it would show as mojibake).
            let input = file.name.hasPrefix("<") ? "" : " \(file.name) > new.geo"     // <stdin>: a pipe
            return Diagnostic(.error, "the source is UTF-16 text (\(evidence)); geo reads UTF-8: save it as UTF-8 in your editor, or convert it with `iconv -f \(encoding) -t UTF-8\(input)`",
                              file: file.name)
        }
        guard let bad = firstInvalidUTF8(bytes) else { return nil }
        let hex = String(bytes[bad], radix: 16, uppercase: true)
        return Diagnostic(.error, "invalid UTF-8 in the source (byte 0x\(hex.count < 2 ? "0" + hex : hex)): geo source must be UTF-8 text",
                          at: Span(file: file, start: bad, length: 1))
    }

    /// Why `bytes` look like UTF-16 (`SourceFile.utf16Layout`), and the name iconv knows that
    /// encoding by.
    static func utf16Evidence(_ bytes: [UInt8]) -> (evidence: String, encoding: String)? {
        guard let (little, mark) = SourceFile.utf16Layout(bytes) else { return nil }
        if mark { return ("it starts with the byte order mark \(little ? "FF FE" : "FE FF")", "UTF-16") }
        return ("every other byte is 0", little ? "UTF-16LE" : "UTF-16BE")
    }

    /// Checks that `bytes` is valid UTF-8; returns the byte offset of the first invalid
    /// sequence, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            var need = 0
            var minScalar: UInt32 = 0
            var scalar: UInt32 = 0
            if b & 0xE0 == 0xC0 { need = 1; scalar = UInt32(b & 0x1F); minScalar = 0x80 }
            else if b & 0xF0 == 0xE0 { need = 2; scalar = UInt32(b & 0x0F); minScalar = 0x800 }
            else if b & 0xF8 == 0xF0 { need = 3; scalar = UInt32(b & 0x07); minScalar = 0x10000 }
            else { return i }
            guard i + need < n else { return i }
            for k in 1...need {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minScalar || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return i }
            i += need + 1
        }
        return nil
    }
}
