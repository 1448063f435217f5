import Foundation
import GeoScript

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
        (":help NAME", "a built-in's signature and what it does; for a statement (for, if, while, func, let …) its syntax; for a type (View, Rect, Animation …) its members"),
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

    /// The command `name` begins, or the nearest one by geo's typo rule (`Suggest`), if any.
    static func suggestion(for name: String) -> String? {
        let candidates = names.map { String($0.dropFirst()) }
        if !name.isEmpty, let prefixed = candidates.first(where: { $0.hasPrefix(name) }) { return ":" + prefixed }
        return Suggest.nearest(name, in: candidates).map { ":" + $0 }
    }
}
