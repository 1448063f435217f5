import GeoHierarchy
import GeoScript

/// The interpreter as the REPL sees it: the embedding API (docs/language.md), with values shown in
/// the display format of docs/language.md ("How values print") at the session's precision.
extension Interpreter: REPLEngine {
    func setOutputHandlers(output: @escaping (String) -> Void, warning: @escaping (String) -> Void) {
        self.output = output
        self.warnings = { diagnostic in warning(diagnostic.description) }
    }

    func execute(_ source: String, file: String, stop: () -> Bool) -> REPLOutcome {
        do {
            guard let value = try runInteractive(source, file: file) else { return .silent }
            // A call that returns nothing (`print(x)`, `root.addSubview(v)`, with a trailing
            // closure `xs.sort { $0 > $1 }`) shows nothing, as Python's REPL hides None; a
            // property or variable that holds nil still shows `nil`.
            let entry = source.trimmed()
            if case .nil = value, Interpreter.endsWithCallOrBlock(entry) {
                return .silent
            }
            // `explain(x)` already ends its printed steps with `= value`.
            if entry.hasPrefix("explain("), entry.hasSuffix(")"), !entry.contains(";"), !entry.contains("\n") {
                return .silent
            }
            // `_` holds the last echoed value, as in Python's and Swift's REPLs.
            self[REPL.lastValueName] = value
            return display(value, stop: stop).map { .value($0) } ?? .silent
        } catch {
            return .failure(error.description)
        }
    }

    func undecodableEntry(_ bytes: [UInt8]) -> REPLOutcome {
        .failure((Interpreter.encodingError(in: bytes, file: REPL.inputName) ?? GeoError(.syntax, [])).description)
    }

    func load(path: String) -> REPLOutcome {
        do {
            try runFile(path)
            return .silent
        } catch {
            return .failure(error.description)
        }
    }

    func bindHierarchy(_ dump: String, to name: String) -> REPLOutcome {
        do {
            let (root, warnings) = try loadHierarchy(dump, file: "<paste>")
            for w in warnings { self.warnings(w) }
            self[name] = .view(root)
            var count = 0
            root.forEachInTree { _ in count += 1; return true }
            return .value("\(name) = \(display(.view(root)) ?? ""), \(count) view\(count == 1 ? "" : "s")")
        } catch {
            return .failure(error.description)
        }
    }

    func swiftSource(for name: String?) -> REPLOutcome {
        var roots: [View] = []
        if let name {
            do {
                guard case .view(let view) = try evaluate(name) else {
                    return .failure(":swift \(name): not a view (:swift NAME writes the Swift code for a view)")
                }
                roots = [view]
            } catch {
                return .failure(error.description)
            }
        } else {
            roots = rootViews()
            if roots.isEmpty { return .value("no views yet") }
        }
        return .value(roots.map { SwiftExport.source(for: $0) }.joined(separator: "\n"))
    }

    func loweredForm(of source: String) -> REPLOutcome {
        do {
            return .value(try loweredForm(source, file: "<ir>").trimmed())
        } catch {
            return .failure(error.description)
        }
    }

    func isComplete(_ source: String) -> Bool { Interpreter.isComplete(source) }
    func endsInsideText(_ source: String) -> Bool { Interpreter.endsInsideText(source) }

    func snapshotSession(stop: () -> Bool) throws(GeoError) -> SessionSnapshot { try snapshot(stop: stop) }

    func isUnchanged(since snapshot: SessionSnapshot) -> Bool {
        isUnchanged(since: snapshot, ignoring: [REPL.lastValueName])
    }

    func restoreSession(_ snapshot: SessionSnapshot) throws(GeoError) { try restore(snapshot) }

    var languageKeywords: [String] { Interpreter.keywords }

    var userGlobalNames: [String] { globalNames }

    func memberNames(ofPath path: String) -> [String]? {
        // Only identifiers joined by dots reach here (Completer.isMemberPath): reading them runs
        // no user code beyond property getters.
        guard let value = try? evaluate(path) else { return nil }
        let methods = Set(methodOnlyNames(of: value))
        return memberNames(of: value).map { methods.contains($0) ? $0 + "(" : $0 }
    }

    var functionNames: Set<String> {
        var names = Set(builtinFunctionNames)
        for name in globalNames { if case .function? = self[name] { names.insert(name) } }
        return names
    }

    func freedSuperviews() -> [String] {
        var names: [String] = []
        for name in globalNames where name != REPL.lastValueName {
            guard case .view(let view)? = self[name], view.superviewWasFreed else { continue }
            view.superviewWasFreed = false   // said once
            names.append(name)
        }
        return names
    }

    func globalsForDisplay(stop: () -> Bool) -> [(name: String, value: String)]? {
        var shown: [(name: String, value: String)] = []
        for name in globalNames where name != REPL.lastValueName {
            guard let value = self[name] else { continue }
            guard let text = overview(of: value, named: name, stop: stop) else { return nil }
            shown.append((name, text))
        }
        return shown
    }

    /// The longest text `:vars` shows for one value: an overview, so one long list does not bury
    /// the other variables (typing the name shows the value whole).
    static let overviewLength = 200

    /// A value as `:vars` shows it: as echoed when that is at most `overviewLength` characters;
    /// a longer list as its first elements and its count, a longer string cut with its length.
    /// Nil when `stop` says so.
    private func overview(of value: Value, named name: String, stop: () -> Bool) -> String? {
        let limit = Self.overviewLength
        let whole = " (type \(name) to see it whole)"
        switch value {
        case .list(let elements):
            let format = NumberFormat(decimals: precision)
            if let text = value.formatted(format, quoteStrings: true, limit: limit) { return text }
            var text = "["
            for element in elements {
                if stop() { return nil }
                guard let part = element.formatted(format, quoteStrings: true, limit: limit),
                      text.count + part.count <= limit else { break }
                text += part + ", "
            }
            return text + "…] — \(elements.count) elements" + whole
        case .dictionary(let d):
            let format = NumberFormat(decimals: precision)
            if let text = value.formatted(format, quoteStrings: true, limit: limit) { return text }
            var text = "["
            for (key, element) in d.entries {
                if stop() { return nil }
                guard let k = key.formatted(format, quoteStrings: true, limit: limit),
                      let part = element.formatted(format, quoteStrings: true, limit: limit),
                      text.count + k.count + part.count <= limit else { break }
                text += k + ": " + part + ", "
            }
            return text + "…] — \(d.count) entries" + whole
        case .string(let string) where string.count > limit:
            let shown = display(.string(String(string.prefix(limit))), stop: stop) ?? ""
            return shown + "… — \(string.count) characters" + whole
        default:
            return display(value, stop: stop)
        }
    }

    func rootViewDescriptions() -> [String] {
        let format = NumberFormat(decimals: precision)
        // Bounded: a tree thousands of views deep is mostly indentation (O(depth²) text).
        let limit = limits.stringLength
        return rootViews().map { root in
            (try? root.recursiveDescription(format: format, maxBytes: limit))
                ?? "\(root.detailLine(format: format)) — a tree whose description is longer than \(limit) bytes (Limits.stringLength)"
        }
    }

    /// The root of every view tree the globals reach, in the globals' order.
    private func rootViews() -> [View] { globalRootViews }

    func makeCanceller() -> @Sendable () -> Void {
        { [self] in cancel() }
    }

    /// A value as the REPL echoes it: the display format ("How values print") at the current precision, strings in
    /// quotes (as inside a list) so `"3"` and `3` look different.
    /// A string of several lines (`a.table(4)`) is shown as its lines. Nil when `stop` says so
    /// while a long list's text is built (Ctrl-C).
    private func display(_ value: Value, stop: () -> Bool = { false }) -> String? {
        if case .string(let text) = value, text.contains("\n") {
            return text.hasSuffix("\n") ? String(text.dropLast()) : text
        }
        return value.formatted(NumberFormat(decimals: precision), quoteStrings: true, stop: stop)
    }
}

extension REPL {
    /// Runs the interactive session on `interpreter` until Ctrl-D or `:quit`; returns the exit
    /// status. The session may read any file the user can (`import`, `:load`): at a terminal the
    /// user is the host.
    @MainActor
    static func run(interpreter: Interpreter, live: LiveView? = nil) -> Int32 {
        interpreter.allowFiles(in: "/")
        return run(engine: interpreter, live: live)
    }
}
