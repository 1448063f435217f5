import Foundation

/// The REPL's own commands, typed after a colon: `:help`, `:vars`, `:tree`, `:load FILE`,
/// `:reset`, `:precision N`, `:quit`.
enum MetaCommand: Equatable {
    case help(String?)
    case vars
    case tree
    case load(String)
    case reset
    case precision(String?)
    case quit
    /// A name that is none of the above, with the closest command if one is near.
    case unknown(String, suggestion: String?)
    /// A known command used wrongly, with the usage line.
    case usage(String)

    /// The commands as typed, for completion and suggestions.
    static let names = [":help", ":vars", ":tree", ":load", ":reset", ":precision", ":quit"]

    /// One line per command, for `:help`.
    static let summary: [(usage: String, what: String)] = [
        (":help", "this overview"),
        (":help NAME", "a built-in's signature and what it does"),
        (":vars", "your variables and functions, with their values"),
        (":tree", "the view trees your variables hold (recursiveDescription)"),
        (":load FILE", "run a script into this session"),
        (":reset", "forget everything defined in this session"),
        (":precision N", "show numbers with at most N decimals (no N: show the setting)"),
        (":quit", "leave the REPL (Ctrl-D on an empty line does too)"),
    ]

    /// Parses a line that starts with `:`.
    init(parsing line: String) {
        let body = line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst()
        let name = String(body.prefix(while: { !$0.isWhitespace }))
        let argument = body.dropFirst(name.count).trimmingCharacters(in: .whitespacesAndNewlines)
        let arg: String? = argument.isEmpty ? nil : argument
        switch name {
        case "help", "h", "?": self = .help(arg)
        case "vars": self = arg == nil ? .vars : .usage(":vars takes no argument")
        case "tree": self = arg == nil ? .tree : .usage(":tree takes no argument")
        case "load", "l":
            if let arg { self = .load(MetaCommand.unquoted(arg)) } else { self = .usage("usage: :load FILE") }
        case "reset": self = arg == nil ? .reset : .usage(":reset takes no argument")
        case "precision", "p": self = .precision(arg)
        case "quit", "q", "exit": self = .quit
        default: self = .unknown(":" + name, suggestion: MetaCommand.suggestion(for: name))
        }
    }

    /// `"file.geo"` → `file.geo`, so both spellings load.
    static func unquoted(_ text: String) -> String {
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return String(text.dropFirst().dropLast()) }
        return text
    }

    /// The command nearest to `name` (edit distance at most 2, or a prefix of it), if any.
    static func suggestion(for name: String) -> String? {
        let candidates = names.map { String($0.dropFirst()) }
        if !name.isEmpty, let prefixed = candidates.first(where: { $0.hasPrefix(name) }) { return ":" + prefixed }
        let scored = candidates.map { ($0, editDistance(name, $0)) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= 2, distance < best.count else { return nil }
        return ":" + best
    }

    /// Levenshtein distance (insertions, deletions, substitutions), plus adjacent transpositions
    /// counted once (`:hlep` is one slip from `:help`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
