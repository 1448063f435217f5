#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tab completion from the live session.
///
/// - at the start of a line after `:`, the meta commands; after `:help `, built-in names;
/// - inside `import "…"` (and after `:load `), paths of `.geo` files and directories;
/// - after `x.` or `card.frame.`, the members of the value that path holds right now;
/// - otherwise keywords, built-ins and the user's globals.
///
/// Each candidate is the whole word as it should replace the word typed (`card.frame.width`);
/// readline inserts the common prefix on the first Tab and lists the candidates on the second.
@MainActor
struct Completer {
    let engine: any REPLEngine
    let metaCommands: [String]
    /// What Tab inserts at the start of a line.
    static let indent = "    "

    /// Candidates for `word`, the text before the cursor back to the last word break; `before`
    /// is the rest of the line in front of it.
    func candidates(word: String, before: String) -> [String] {
        // Tab at the start of a line indents (a function body typed on `...` lines), as in Python.
        if word.isEmpty && before.allSatisfy({ $0 == " " || $0 == "\t" }) { return [Completer.indent] }
        let head = before.drop(while: { $0 == " " || $0 == "\t" })
        // Meta commands: `:` is a word break, so `:he` arrives as word `he` after `:`, and the
        // candidates are the names without their colon (`::help` was what Tab made).
        if head == ":" {
            return metaCommands.map { String($0.drop(while: { $0 == ":" })) }.filter { $0.hasPrefix(word) }
        }
        if head.hasPrefix(":help ") || head.hasPrefix(":h ") {
            return (engine.builtinNames + engine.languageKeywords).filter { $0.hasPrefix(word) }
        }
        if head.hasPrefix(":load ") {
            let typed = head.dropFirst(":load ".count).trimmed()
            return paths(completing: typed + word, replacingFrom: typed.count, closingQuote: false)
        }
        if Completer.isInsideString(before) {
            guard let importStart = Completer.importPathStart(before) else { return [] }
            return paths(completing: importStart + word, replacingFrom: importStart.count, closingQuote: true)
        }
        // `[` is not a word break (so `xs[0].fr` arrives whole): text up to an unclosed `[`
        // (a list literal or an index being typed) is kept as it is and the rest completed.
        let (kept, body) = Completer.splitAtOpenBracket(word)
        if let dot = body.lastIndex(of: ".") {
            let base = String(body[..<dot])
            let partial = body[body.index(after: dot)...]
            guard Completer.isMemberPath(base), let members = engine.memberNames(ofPath: base) else { return [] }
            return members.filter { $0.hasPrefix(partial) }.map { kept + base + "." + $0 }
        }
        guard body.isEmpty || Completer.isIdentifierStart(body.first) else { return [] }
        let names = engine.languageKeywords + engine.builtinNames + engine.userGlobalNames
        let matches = names.filter { $0.hasPrefix(body) }
        guard !matches.isEmpty else { return [] }
        // A function's name is completed with its "(", as a method's is.
        let functions = engine.functionNames
        return matches.map { kept + $0 + (functions.contains($0) ? "(" : "") }
    }

    // MARK: Paths

    /// Files ending in `.geo` and directories (with a trailing `/`) whose path starts with `path`;
    /// each candidate drops its first `replacingFrom` characters, the part readline does not
    /// replace. A lone file match gets the closing quote when `closingQuote` is set.
    func paths(completing path: String, replacingFrom: Int, closingQuote: Bool) -> [String] {
        let expanded = path.hasPrefix("~/") ? (getenv("HOME").map { String(cString: $0) } ?? "~") + path.dropFirst() : path
        let directoryPart: String
        let namePrefix: String
        if let slash = path.lastIndex(of: "/") {
            directoryPart = String(path[...slash])
            namePrefix = String(path[path.index(after: slash)...])
        } else {
            directoryPart = ""
            namePrefix = path
        }
        let expandedDirectory: String
        if let slash = expanded.lastIndex(of: "/") {
            expandedDirectory = String(expanded[...slash])
        } else {
            expandedDirectory = "./"
        }
        guard let names = Completer.entries(of: expandedDirectory) else { return [] }
        var out: [String] = []
        for name in names.sorted() where name.hasPrefix(namePrefix) {
            if name.hasPrefix(".") && !namePrefix.hasPrefix(".") { continue }
            var info = stat()
            guard stat(expandedDirectory + name, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                out.append(directoryPart + name + "/")
            } else if name.hasSuffix(".geo") {
                out.append(directoryPart + name)
            }
        }
        if closingQuote, out.count == 1, !out[0].hasSuffix("/") { out[0] += "\"" }
        return out.map { String($0.dropFirst(replacingFrom)) }
    }

    /// The names in a folder (without `.` and `..`), or nil if it cannot be listed.
    nonisolated static func entries(of directory: String) -> [String]? {
        guard let folder = opendir(directory) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    // MARK: Lexical tests

    /// Whether the cursor is inside a string literal: an odd number of unescaped quotes before it.
    nonisolated static func isInsideString(_ text: String) -> Bool {
        var inside = false
        var escaped = false
        for ch in text {
            if escaped { escaped = false; continue }
            if inside && ch == "\\" { escaped = true; continue }
            if ch == "\"" { inside.toggle() }
        }
        return inside
    }

    /// For text ending in `import "dir/`, the path typed so far before the word (`dir/` here,
    /// where the word break left it); nil when the open string does not follow `import`.
    nonisolated static func importPathStart(_ before: String) -> String? {
        guard let quote = before.lastIndex(of: "\"") else { return nil }
        let head = before[..<quote].trimmed()
        guard head == "import" || head.hasSuffix(" import") || head.hasSuffix(";import")
                || head.hasSuffix("\timport") else { return nil }
        return String(before[before.index(after: quote)...])
    }

    /// `a`, `card.frame`, `root.subviews[0]`: identifiers joined by dots, each perhaps indexed
    /// by integer literals — nothing that could run code of the user's.
    nonisolated static func isMemberPath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.first, isIdentifierStart(first) else { return false }
            let name = part.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
            var rest = part.dropFirst(name.count)
            while !rest.isEmpty {
                guard rest.first == "[" else { return false }
                let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
                rest = rest.dropFirst(1 + digits.count)
                guard !digits.isEmpty, rest.first == "]" else { return false }
                rest = rest.dropFirst()
            }
            return true
        }
    }

    /// Splits `word` after its last `[` that is not closed within it: `[car` → (`[`, `car`),
    /// `xs[ca` → (`xs[`, `ca`), `xs[0].fr` → (``, `xs[0].fr`).
    nonisolated static func splitAtOpenBracket(_ word: String) -> (kept: String, rest: String) {
        var open: [String.Index] = []
        for i in word.indices {
            if word[i] == "[" { open.append(i) } else if word[i] == "]", !open.isEmpty { open.removeLast() }
        }
        guard let last = open.last else { return ("", word) }
        let cut = word.index(after: last)
        return (String(word[..<cut]), String(word[cut...]))
    }

    nonisolated static func isIdentifierStart(_ ch: Character?) -> Bool {
        guard let ch else { return false }
        return ch == "_" || ch.isLetter
    }
}
