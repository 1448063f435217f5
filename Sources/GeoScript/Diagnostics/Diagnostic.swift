/// One message about a place in a source file: an error or a warning, with notes, rendered
/// as compilers do: `file:line:col: error: message`, the source line, and a caret under the
/// span (tildes for its length).
public struct Diagnostic: CustomStringConvertible, Sendable {
    /// Error or warning.
    public enum Severity: String, Sendable { case error, warning }

    /// Error or warning.
    public var severity: Severity
    /// The file's name as given to `run(_:file:)`.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in characters.
    public var column: Int
    /// How many characters the span covers (at least 1).
    public var length: Int
    /// What went wrong.
    public var message: String
    /// Further explanation, one line each (rendered as `note: …`).
    public var notes: [String]
    /// The source line, for the caret display; for a line longer than 120 characters, a window
    /// of 100 characters around the column (a diagnostic never holds a copy of a huge line).
    public var sourceLine: String
    /// How many characters of the line come before `sourceLine` (0 unless windowed).
    public var sourceLineStart: Int = 0
    /// Whether the line goes on after `sourceLine`.
    public var sourceLineContinues = false
    /// The script call stack, innermost first: `called from file:line:col`.
    public var callStack: [String]

    /// A diagnostic at a span.
    init(_ severity: Severity, _ message: String, at span: Span, notes: [String] = []) {
        let source = span.file
        let (line, column) = source.lineColumn(span.start)
        let (endLine, endColumn) = source.lineColumn(span.start + span.length)
        self.severity = severity
        self.file = source.name
        self.line = line
        self.column = column
        self.length = endLine == line ? max(1, endColumn - column) : 1
        self.message = message
        self.notes = notes
        self.sourceLine = ""
        self.callStack = []
        window(source.lineText(line))
    }

    /// Keeps the whole line, or a window of about 100 characters around the column.
    private mutating func window(_ text: String) {
        guard text.utf8.count > 120, text.count > 120 else {
            sourceLine = text
            return
        }
        var lower = text.startIndex, skipped = 0
        while skipped < column - 1 - 50, lower < text.endIndex {
            text.formIndex(after: &lower)
            skipped += 1
        }
        var upper = lower, taken = 0
        while taken < 100, upper < text.endIndex {
            text.formIndex(after: &upper)
            taken += 1
        }
        sourceLine = String(text[lower..<upper])
        sourceLineStart = skipped
        sourceLineContinues = upper < text.endIndex
    }

    /// Whether a terminal shows `ch` two cells wide: an emoji shown as one (Emoji_Presentation, or
    /// a text-style symbol followed by the emoji variation selector U+FE0F), or a character of
    /// the East Asian Wide and Fullwidth ranges of Unicode's EastAsianWidth.txt (Hangul Jamo,
    /// CJK, Hangul syllables, compatibility ideographs, fullwidth forms, the supplementary
    /// ideographic planes).
    static func isWide(_ ch: Character) -> Bool {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first, first.value >= 0x1100 else { return false }
        if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return true }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// A diagnostic with no source position (e.g. a missing file).
    init(_ severity: Severity, _ message: String, file: String) {
        self.severity = severity
        self.file = file
        self.line = 0
        self.column = 0
        self.length = 0
        self.message = message
        self.notes = []
        self.sourceLine = ""
        self.callStack = []
    }

    /// `file:line:col: error: message`, the source line, the caret, notes and call stack.
    public var description: String {
        guard line > 0 else { return "\(file): \(severity.rawValue): \(message)" }
        var text = "\(file):\(line):\(column): \(severity.rawValue): \(message)"
        // A long line is shown as a window of about 100 characters around the column.
        let characters = Array(sourceLine)
        let lower = 0, upper = characters.count
        let prefix = sourceLineStart > 0 ? "…" : "", suffix = sourceLineContinues ? "…" : ""
        let column = self.column - sourceLineStart
        let window = characters[lower..<upper].map { ch -> String in
            // Control characters would disturb the terminal: show them escaped.
            if let scalar = ch.unicodeScalars.first, ch.unicodeScalars.count == 1, scalar.value < 0x20, ch != "\t" {
                return "?"
            }
            return String(ch)
        }
        text += "\n" + prefix + window.joined() + suffix + "\n"
        // The caret goes under the column as a terminal shows the line: a wide character (an
        // emoji, a CJK ideograph) takes two cells, so two spaces pad it and two marks cover it.
        var pad = prefix.isEmpty ? "" : " "
        for (i, ch) in characters[lower..<upper].enumerated() where lower + i < column - 1 {
            pad += ch == "\t" ? "\t" : Diagnostic.isWide(ch) ? "  " : " "
        }
        let spanned = characters[min(upper, max(lower, column - 1))..<min(upper, max(lower, column - 1 + length))]
        let cells = max(1, spanned.reduce(0) { $0 + (Diagnostic.isWide($1) ? 2 : 1) })
        text += pad + "^" + String(repeating: "~", count: cells - 1)
        for note in notes { text += "\nnote: " + note }
        // A frame repeated in a row (a function calling itself from one place) is one line with
        // its count; past 12 lines, the first and last ones with the calls between counted.
        var runs: [(frame: String, count: Int)] = []
        for frame in callStack {
            if let last = runs.last, last.frame == frame { runs[runs.count - 1].count += 1 } else { runs.append((frame, 1)) }
        }
        func calledFrom(_ run: (frame: String, count: Int)) -> String {
            "\n    called from " + run.frame + (run.count > 1 ? " (\(run.count) times)" : "")
        }
        if runs.count > 12 {
            for run in runs.prefix(6) { text += calledFrom(run) }
            let hidden = runs.dropFirst(6).dropLast(4).reduce(0) { $0 + $1.count }
            text += "\n    … \(hidden) more calls …"
            for run in runs.suffix(4) { text += calledFrom(run) }
        } else {
            for run in runs { text += calledFrom(run) }
        }
        return text
    }
}

/// What a run of geo code throws: one or more diagnostics (several syntax errors can be
/// reported at once). Its description is the rendered diagnostics.
public struct GeoError: Error, CustomStringConvertible, Sendable {
    /// What kind of failure, for exit statuses and hosts.
    public enum Kind: Sendable, Equatable {
        /// The code could not be parsed or its names resolved (exit status 2).
        case syntax
        /// A runtime error or failed assert (exit status 1).
        case runtime
        /// A limit was exceeded (steps, call depth, views, list or string length).
        case limit
        /// `cancel()` stopped the run.
        case cancelled
        /// A file could not be read or is outside the granted folders.
        case file
        /// Another run of the interpreter was going (one run at a time): nothing was done.
        case busy
    }

    /// What kind of failure.
    public var kind: Kind
    /// The diagnostics, in source order.
    public var diagnostics: [Diagnostic]

    /// An error of `kind` with diagnostics.
    public init(_ kind: Kind, _ diagnostics: [Diagnostic]) {
        self.kind = kind
        self.diagnostics = diagnostics
    }

    /// A runtime error with a message and no location, as a native function registered by a
    /// host throws it; the interpreter places it at the call site.
    public init(_ message: String) {
        self.kind = .runtime
        self.diagnostics = [Diagnostic(.error, message, file: "")]
    }

    /// An error of `kind` with a message and notes and no location, as a built-in or a native
    /// function throws it (e.g. `.file` for a path outside the granted folders); the
    /// interpreter places it at the call site.
    public init(_ kind: Kind, _ message: String, notes: [String] = []) {
        var diagnostic = Diagnostic(.error, message, file: "")
        diagnostic.notes = notes
        self.kind = kind
        self.diagnostics = [diagnostic]
    }

    /// The first diagnostic's message.
    public var message: String { diagnostics.first?.message ?? "" }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
