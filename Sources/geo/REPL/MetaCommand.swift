import GeoScript

/// The REPL's own commands, typed after a colon: `:help`, `:vars`, `:tree`, `:load FILE`,
/// `:paste [NAME]`, `:swift [NAME]`, `:ir CODE`, `:reset`, `:undo`, `:redo`, `:precision N`, `:quit`.
enum MetaCommand: Equatable {
    case help(String?)
    case vars
    case tree
    case load(String)
    /// Read a pasted recursiveDescription dump, up to a blank line, into the variable.
    case paste(String)
    /// The UIKit Swift source of the view an expression names, or of every root (nil).
    case swift(String?)
    /// How each site of the code runs (`geo --dump-ir`'s lowered form), compiled in the
    /// session and not run.
    case ir(String)
    case reset
    case undo
    case redo
    case precision(String?)
    /// `:serve [PORT]`, `:serve stop`: the live view in a browser.
    case serve(String?)
    case quit
    /// A name that is none of the above, with the closest command if one is near.
    case unknown(String, suggestion: String?)
    /// A known command used wrongly, with the usage line.
    case usage(String)

    /// The commands as typed, for completion and suggestions.
    static let names = [":help", ":vars", ":tree", ":load", ":paste", ":swift", ":ir", ":reset", ":undo", ":redo", ":precision", ":serve", ":quit"]

    /// One line per command, for `:help`.
    static let summary: [(usage: String, what: String)] = [
        (":help", "this overview"),
        (":help NAME", "a built-in's signature and what it does; for a statement (for, if, while, func, let …) its syntax; for a type (View, Rect, Animation …) its members"),
        (":vars", "your variables and functions, with their values"),
        (":tree", "the view trees your variables hold (recursiveDescription)"),
        (":load FILE", "run a script into this session"),
        (":paste [NAME]", "read a pasted recursiveDescription dump (up to a blank line or Ctrl-D) into app, or NAME"),
        (":swift [NAME]", "UIKit Swift code for the view NAME, or for every root view"),
        (":ir CODE", "how each site of CODE would run: the code path the compiler chooses for it (CODE is not run, declares nothing)"),
        (":reset", "forget everything defined in this session"),
        (":undo", "undo the last entry: its variables, view trees and animations (again to go further back)"),
        (":redo", "do again what :undo undid"),
        (":precision N", "show numbers with at most N decimals (no N: show the setting)"),
        (":serve [PORT]", "show the session live in a browser (:serve stop stops it)"),
        (":quit", "leave the REPL (Ctrl-D on an empty line does too)"),
    ]

    /// Parses a line that starts with `:`.
    init(parsing line: String) {
        let body = line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst()
        let name = String(body.prefix(while: { !$0.isWhitespace }))
        let argument = body.dropFirst(name.count).trimmed()
        let arg: String? = argument.isEmpty ? nil : argument
        switch name {
        case "help", "h", "?": self = .help(arg)
        case "vars": self = arg == nil ? .vars : .usage(":vars takes no argument")
        case "tree": self = arg == nil ? .tree : .usage(":tree takes no argument")
        case "load", "l":
            if let arg { self = .load(MetaCommand.unquoted(arg)) } else { self = .usage("usage: :load FILE") }
        case "paste":
            let name = arg ?? "app"
            self = MetaCommand.isIdentifier(name) ? .paste(name) : .usage("usage: :paste [NAME], NAME a variable name (app when left out)")
        case "swift": self = .swift(arg)
        case "ir": self = arg.map { .ir($0) } ?? .usage("usage: :ir CODE, e.g. :ir func f(n) { return n < 2 ? n : f(n - 1) + f(n - 2) }")
        case "reset": self = arg == nil ? .reset : .usage(":reset takes no argument")
        case "undo", "u": self = arg == nil ? .undo : .usage(":undo takes no argument")
        case "redo": self = arg == nil ? .redo : .usage(":redo takes no argument")
        case "precision", "p": self = .precision(arg)
        case "serve": self = .serve(arg)
        // Text after `:quit` is most likely an accident (a line recalled with ↑ and text pasted
        // after it): refused, as the other commands without arguments refuse it.
        case "quit", "q", "exit": self = arg == nil ? .quit : .usage(":\(name) takes no argument (to leave, type :\(name) alone)")
        default: self = .unknown(":" + name, suggestion: MetaCommand.suggestion(for: name))
        }
    }

    /// A letter or `_`, then letters, digits and `_`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
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
