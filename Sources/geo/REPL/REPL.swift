#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoScript
import GeoHierarchy

/// The interactive session: `geo` with no arguments on a terminal.
///
/// A thin shell over the embedding API (DESIGN.md): it reads entries with readline, runs them in
/// one long-lived interpreter, echoes the values of bare expressions, prints diagnostics and
/// warnings, and keeps going until Ctrl-D or `:quit`.
public enum REPL {
    /// The prompt for a new entry, and for the lines that continue an unfinished one.
    static let prompt = "geo> "
    static let continuationPrompt = "...  "
    /// The file name diagnostics give REPL input.
    static let inputName = "<repl>"
    /// The variable that holds the last echoed value.
    static let lastValueName = "_"

    /// Runs the session until the user leaves; returns the exit status: 0 after Ctrl-D or `:quit`.
    /// (After SIGTERM or SIGHUP the terminal is restored and the process ends by that signal.)
    @MainActor
    static func run(engine: any REPLEngine, environment: [String: String] = currentEnvironment(),
                    live: LiveView? = nil) -> Int32 {
        if let problem = LineEditor.loadReadline() {
            let message = "geo: the REPL needs GNU readline, which could not be loaded (\(problem)); install it "
                + "(Debian/Ubuntu: apt-get install libreadline8; macOS: brew install readline), or run a script: geo FILE.geo\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            return 1
        }
        let session = Session(engine: engine, environment: environment)
        session.live = live
        live?.publishSession(engine)
        return session.loop()
    }
}

/// One REPL session's state: the engine, the line editor, the history file, the colour policy.
@MainActor
final class Session {
    private let engine: any REPLEngine
    private let console: Console
    private var history: HistoryFile?
    private let editor: LineEditor
    /// The last entry added to history, to collapse consecutive duplicates.
    private var lastEntry: String?
    /// The variable a `:paste` in progress binds, and the lines pasted so far.
    private var pasteTarget: String?
    /// Input read ahead while looking for a pasted entry's continuation lines, used next.
    private var lookahead: LineEditor.Input?
    private var pasted: [String] = []
    /// Whether this paste said that an empty line typed in a label's open text goes on.
    private var toldTextIsOpen = false
    /// Each entry that ran, with the session as it was before it: what `:undo` puts back.
    private var undoStack: [(entry: String, before: SessionSnapshot)] = []
    /// Each entry `:undo` took back, with the session as it was after it: what `:redo` puts back.
    private var redoStack: [(entry: String, after: SessionSnapshot)] = []
    /// The live view (`geo --serve`, `:serve`), published to after every entry.
    var live: LiveView?

    init(engine: any REPLEngine, environment: [String: String]) {
        self.engine = engine
        let console = Console(environment: environment)
        self.console = console
        var history = HistoryFile.defaultPath(environment: environment).map { HistoryFile(path: $0) }
        engine.setOutputHandlers(
            output: { text in console.out(text) },
            warning: { text in console.err(Session.colourDiagnostic(text, console) + (text.hasSuffix("\n") ? "" : "\n")) }
        )
        let completer = Completer(engine: engine, metaCommands: MetaCommand.names)
        editor = LineEditor(historyLimit: history?.limit ?? 1_000) { word, before in
            completer.candidates(word: word, before: before)
        }
        let entries = history?.load() ?? []
        for entry in entries { editor.addHistory(entry) }
        self.history = history
        lastEntry = entries.last
    }

    /// Reads and runs entries until Ctrl-D or `:quit`.
    func loop() -> Int32 {
        console.interaction(console.styled("geo — geometry and views with UIKit's rules. :help for help, Ctrl-D to leave.", .dim) + "\n")
        var pending: [String] = []
        // Whether `pending` ends inside a multi-line string or a block comment, as last lexed:
        // a line with no `"""` or `*/` leaves it so, with no lexing of the whole entry again
        // (a pasted dump of n lines in `hierarchy("""` … `""")` is read in O(n), not O(n²)).
        var insideText = false
        defer {
            editor.shutDown()
            live?.stop()
        }
        while true {
            showHistoryWarnings()
            if editor.terminationSignal != nil { return 1 }   // arrived while a statement ran
            let promptText = pending.isEmpty && pasteTarget == nil ? REPL.prompt : REPL.continuationPrompt
            let prompt = console.prompt(promptText)
            console.endOpenLine()
            let input: LineEditor.Input
            if case .partial(let text) = lookahead {
                // A line read ahead that had no end yet: at its prompt, to finish and edit.
                lookahead = nil
                input = editor.read(prompt: prompt, prefill: text)
            } else if let next = lookahead {
                // Read ahead quietly (`takeContinuationLines`): shown now, at its own prompt,
                // after the output of the entry before it.
                lookahead = nil
                input = next
                let echo: String
                switch next {
                case .line(let line): echo = line + "\n"
                case .undecodable: echo = "\n"
                default: echo = ""   // Ctrl-D, Ctrl-C: the cases below end the line
                }
                console.interaction(console.styled(promptText, .prompt) + echo)
            } else {
                input = editor.read(prompt: prompt)
            }
            switch input {
            case .endOfInput:
                console.interaction("\n")
                // Ctrl-D ends a `:paste` (as the blank line does), not the session.
                if let target = pasteTarget {
                    finishPaste(into: target)
                    continue
                }
                // Ctrl-D on a `...` line ends the unfinished entry as a blank line does (its
                // diagnostic says what is missing), not the session: only an empty `geo>`
                // line leaves.
                if !pending.isEmpty {
                    let source = pending.joined(separator: "\n")
                    pending.removeAll()
                    remember(source)
                    run(source)
                    continue
                }
                return 0
            case .terminated:
                console.interaction("\n")
                return 1
            case .interrupted:
                // The line (and any unfinished entry or paste above it) is dropped; a fresh
                // prompt follows.
                console.interaction("^C\n")
                pending.removeAll()
                pasteTarget = nil
                pasted.removeAll()
                toldTextIsOpen = false
            case .partial:
                // (Only a quiet read gives one, kept in `lookahead` and read again above.)
                continue
            case .undecodable(let bytes):
                // Like a syntax error: the unfinished entry above it is dropped with it.
                pending.removeAll()
                show(engine.undecodableEntry(bytes))
            case .line(var line):
                let blank = line.allSatisfy(\.isWhitespace)
                if pending.isEmpty { insideText = false }
                if let target = pasteTarget {
                    // `:paste`: lines are the dump, up to a blank line — but one inside a
                    // label's text (UIKit prints its line breaks as they are) is the text's —
                    // or up to LLDB's prompt back (`(lldb)`, copied with the output): the line
                    // after it is the next command, or code, and is read as such.
                    if let rest = Session.afterLLDBPrompt(line), !continuesPastedText() {
                        finishPaste(into: target)
                        if rest.allSatisfy(\.isWhitespace) { continue }
                    } else if !blank || continuesPastedText() {
                        pasted.append(line)
                        continue
                    } else if pasted.isEmpty || blankInsidePastedTree() {
                        // An empty line before the first (`:paste`, then a blank line), or
                        // between the lines of a pasted tree (a double-spaced copy; a terminal
                        // that pastes CRLF as two line ends): the dump goes on.
                        continue
                    } else {
                        finishPaste(into: target)
                        continue
                    }
                }
                if pending.isEmpty {
                    if blank { continue }
                    if let rest = Session.afterLLDBPrompt(line) {
                        // LLDB's prompt, copied with its output: alone (the console's last line),
                        // nothing to run; before a command that prints, the start of a dump (below);
                        // before anything else — geo code typed after a pasted last prompt — the code.
                        if rest.allSatisfy(\.isWhitespace) { continue }
                        if Session.isDebuggerCommand(rest) {
                            // `(lldb) c`, `(lldb) bt`: the debugger's, copied with the console.
                            console.interaction(console.styled("an LLDB command, not geo's: skipped", .dim) + "\n")
                            continue
                        }
                        if !Session.printsValue(rest) { line = rest }
                    }
                    if Session.isDebuggerOutput(line) {
                        // `Process 4242 resuming`, `* thread #1, … stop reason = …`: LLDB's lines.
                        console.interaction(console.styled("the debugger's output, not geo's: skipped", .dim) + "\n")
                        continue
                    }
                    if Session.startsDump(line) {
                        // A `recursiveDescription` pasted at `geo>` (no line of it is code): read
                        // as `:paste` reads it, into `app`.
                        pasteTarget = "app"
                        pasted = [line]
                        console.interaction(console.styled("a view dump: read into app as :paste does; end it with an empty line", .dim) + "\n")
                        continue
                    }
                    if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") {
                        remember(line.trimmed())
                        if perform(MetaCommand(parsing: line)) { return 0 }
                        continue
                    }
                }
                if blank, !pending.isEmpty {
                    // A blank line inside an open `"""` or `/* */` is part of it; in a paste
                    // (more lines already waiting), a blank line in an unfinished entry — a
                    // function's body — is too. Typed, it runs what is pending as it is.
                    if insideText {
                        pending.append(line)
                        continue
                    }
                    let open = pending.joined(separator: "\n")
                    if engine.endsInsideText(open) || (editor.hasPendingInput && !engine.isComplete(open)) {
                        pending.append(line)
                        continue
                    }
                }
                if !blank { pending.append(line) }
                if !blank, insideText, !line.contains("\"\"\""), !line.contains("*/") { continue }
                let source = pending.joined(separator: "\n")
                // A blank line runs what is pending even if it is unfinished (the diagnostic
                // then says what is missing); otherwise wait for the rest.
                guard blank || engine.isComplete(source) else {
                    insideText = engine.endsInsideText(source)
                    continue
                }
                // Pasted Swift continues an expression on lines that start with `.member`,
                // `? ` or `: `: when such lines are already waiting, they join this entry.
                if !blank, takeContinuationLines(into: &pending), !engine.isComplete(pending.joined(separator: "\n")) {
                    continue
                }
                let entry = pending.joined(separator: "\n")
                pending.removeAll()
                remember(entry)
                run(entry)
            }
        }
    }

    /// While input is already waiting (a paste), reads the next line quietly: one that
    /// continues the expression above (`.member`, `? …`, `: …`, as a script's lexer reads them)
    /// is shown at the `...` prompt and appended to `pending`; any other input is kept in
    /// `lookahead` for the loop, which shows it at its prompt when it comes to it (so a pasted
    /// `print(1)` / `print(2)` shows each line at `geo>`, followed by its output). True when a
    /// line joined.
    private func takeContinuationLines(into pending: inout [String]) -> Bool {
        var joined = false
        while lookahead == nil, editor.hasPendingInput {
            let next = editor.read(prompt: console.prompt(REPL.continuationPrompt), quietly: true)
            guard case .line(let line) = next, Session.continuesExpression(line) else {
                lookahead = next
                break
            }
            console.interaction(console.styled(REPL.continuationPrompt, .prompt) + line + "\n")
            pending.append(line)
            joined = true
            if !engine.isComplete(pending.joined(separator: "\n")) { break }
        }
        return joined
    }

    /// Whether a line starts a pasted view dump — never a line of geo code:
    /// - a view's line of UIKit's `recursiveDescription` (`<UIView: 0x7f…; frame = …>`, after
    ///   any `|` tree marks), or Objective-C's array of views (`<__NSArrayM 0x…>(`);
    /// - LLDB's command before one (`(lldb) po …`), or its `Printing description of …`;
    /// - Swift's dump of a value (`▿ Optional<Any>`, `▿ 3 elements`), as `po` prints it;
    /// - a log's line, which starts with its timestamp (`2024-03-11 14:02:17.512345+0100 MyApp[812:1a2b3c] …`);
    /// - a view's description after other text on the line (LLDB's `(UIView *) $1 = 0x… <UIView: …`,
    ///   Swift's `  - some : <UIWindow: …`), unless that text opens a string or a comment.
    /// (`RecursiveDescription.parse` reads each of these.)
    static func startsDump(_ line: String) -> Bool {
        let text = line.drop(while: { $0 == " " || $0 == "\t" || $0 == "|" })
        if text.hasPrefix("(lldb) ") || text.hasPrefix("Printing description of ") || text.hasPrefix("▿ ") { return true }
        if startsWithTimestamp(text) { return true }
        if text.first == "<" {
            let name = text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if !name.isEmpty, text.dropFirst(1 + name.count).hasPrefix(": 0x") { return true }
            if !name.isEmpty, text.dropFirst(1 + name.count).hasPrefix(" 0x"),
               text.trimmed().hasSuffix(">(") { return true }
        }
        guard let at = RecursiveDescription.viewStart(inLine: line) else { return false }
        let before = String(decoding: line.utf8.prefix(at), as: UTF8.self)
        return !before.contains("\"") && !before.contains("//") && !before.contains("/*")
    }

    /// Whether the text starts with a date and a time, `2024-03-11 14:02` (a log line's stamp).
    static func startsWithTimestamp(_ text: Substring) -> Bool {
        let shape = Array("dddd-dd-dd dd:dd".utf8)
        let bytes = Array(text.utf8.prefix(shape.count))
        guard bytes.count == shape.count else { return false }
        for (b, s) in zip(bytes, shape) {
            switch s {
            case UInt8(ascii: "d"): if b < UInt8(ascii: "0") || b > UInt8(ascii: "9") { return false }
            case UInt8(ascii: " "): if b != UInt8(ascii: " ") && b != UInt8(ascii: "T") { return false }
            default: if b != s { return false }
            }
        }
        return true
    }

    /// The rest of a line that starts with LLDB's prompt, `(lldb)` (after blanks), or nil.
    static func afterLLDBPrompt(_ line: String) -> String? {
        let text = line.drop(while: { $0 == " " || $0 == "\t" })
        guard text.hasPrefix("(lldb)") else { return nil }
        let rest = text.dropFirst("(lldb)".count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return String(rest.drop(while: { $0 == " " || $0 == "\t" }))
    }

    /// Whether an LLDB command line (after the prompt) only drives the debugger (`c`, `next`,
    /// `bt`, `breakpoint set …`): never geo code, whatever follows the word.
    static func isDebuggerCommand(_ command: String) -> Bool {
        let word = command.prefix { $0 != " " && $0 != "\t" }
        return ["c", "continue", "n", "next", "s", "step", "si", "ni", "finish", "bt", "thread", "br", "breakpoint",
                "b", "process", "target", "image", "register", "memory", "watchpoint", "settings", "up", "down",
                "di", "disassemble", "q", "quit", "run", "r", "kill", "detach", "attach"].contains(String(word))
            && !command.contains("(") && !command.contains("=")
    }

    /// Whether a line is one LLDB prints about the process (`Process 4242 resuming`, `Process
    /// 4242 stopped`, `* thread #1, queue = 'com.apple.main-thread', stop reason = …`, `    frame
    /// #0: 0x…`): never geo code.
    static func isDebuggerOutput(_ line: String) -> Bool {
        let text = line.drop(while: { $0 == " " || $0 == "\t" })
        if text.hasPrefix("Process "), let digit = text.dropFirst("Process ".count).first, digit.isNumber { return true }
        return text.hasPrefix("* thread #") || text.hasPrefix("frame #") || text.hasPrefix("* frame #")
    }

    /// Whether an LLDB command line (after the prompt) prints a value, as a dump is printed:
    /// `po …`, `p …`, `expression …` and their aliases, with what to print after them.
    static func printsValue(_ command: String) -> Bool {
        let word = command.prefix { $0 != " " && $0 != "\t" }
        guard word.count < command.count else { return false }
        return ["po", "p", "e", "expr", "expression", "print", "call", "v", "var", "vo", "frame", "fr",
                "parray", "poarray", "pviews", "pvc"].contains(String(word))
    }

    /// Whether a line continues the expression on the line above: it starts (after spaces) with
    /// `.member` (not `..`), or with a conditional's `? ` or `: `.
    static func continuesExpression(_ line: String) -> Bool {
        let text = Array(line.drop(while: { $0 == " " || $0 == "\t" }).prefix(2))
        guard text.count == 2 else { return false }
        switch text[0] {
        case ".": return text[1] != "." && (text[1].isLetter || text[1] == "_")
        case "?", ":": return text[1] == " " || text[1] == "\t"
        default: return false
        }
    }

    /// Whether an empty line in a paste belongs to the dump: the last view's `text = '…` is still
    /// open (a label of two paragraphs). While the rest of a paste waits, it does; typed, the
    /// first one does too, with a note, and a second ends the paste (or Ctrl-D does).
    private func continuesPastedText() -> Bool {
        guard RecursiveDescription.endsInsideText(pasted.joined(separator: "\n")) else { return false }
        if editor.hasPendingInput { return true }
        if toldTextIsOpen { return false }
        toldTextIsOpen = true
        let note = "the last view's text = '… has no closing quote yet: the dump goes on (an empty line again, or Ctrl-D, ends it)"
        console.interaction(console.styled(note, .dim) + "\n")
        return true
    }

    /// Whether an empty line in a paste is inside the tree: more of the paste is waiting, and
    /// its next line is a view's nested in the tree (`   | <UIView: …`, after tree marks or
    /// indentation), which no dump starts with. The next line is read quietly and kept for
    /// the loop (`lookahead`).
    private func blankInsidePastedTree() -> Bool {
        guard lookahead == nil, editor.hasPendingInput else { return false }
        let next = editor.read(prompt: console.prompt(REPL.continuationPrompt), quietly: true)
        lookahead = next
        guard case .line(let line) = next, let first = line.first, first == " " || first == "\t" || first == "|" else { return false }
        return RecursiveDescription.viewStart(inLine: line) != nil
    }

    /// Builds the tree the lines pasted so far describe and binds it to `target`.
    private func finishPaste(into target: String) {
        pasteTarget = nil
        toldTextIsOpen = false
        let dump = pasted.joined(separator: "\n")
        pasted.removeAll()
        let before = snapshotForUndo(stop: { false })
        show(engine.bindHierarchy(dump, to: target))
        didRun(":paste " + target, before: before)
    }

    /// The session before an entry, for `:undo`. Taking it walks what the globals hold, bounded
    /// like everything else: past the memory limit (a global still holding millions of values
    /// after a memory error) it is not taken — a note says so, and the entry runs without an
    /// undo step; the history before it is dropped too, since undoing past the entry would undo
    /// it unannounced. Nil as well when `stop` fired (the caller then runs nothing).
    private func snapshotForUndo(stop: () -> Bool) -> SessionSnapshot? {
        do throws(GeoError) {
            return try engine.snapshotSession(stop: stop)
        } catch {
            if error.kind == .cancelled { return nil }
            undoStack.removeAll()
            redoStack.removeAll()
            console.err(console.styled("note: undo not available for this entry: " + error.message, .dim) + "\n")
            return nil
        }
    }

    /// Runs one entry with Ctrl-C wired to the interpreter's `cancel()`, then shows its value or
    /// its diagnostic.
    private func run(_ source: String) {
        // Watching from before the snapshot: Ctrl-C, SIGTERM and SIGHUP stop its walk too.
        let watcher = InterruptWatcher(cancel: engine.makeCanceller())
        let before = snapshotForUndo(stop: { watcher.hasFired })
        if before == nil, watcher.hasFired {
            _ = watcher.stop()
            if editor.terminationSignal == nil { console.interaction("^C\n") }
            return
        }
        // Served: an entry that goes on for a while says so on the page (Ctrl-C stops it).
        let watchdog = live.map {
            RunWatchdog(server: $0.server, running: "geo is still running an entry of the REPL; Ctrl-C in its terminal stops it.",
                        cancel: {})
        }
        let outcome = engine.execute(source, file: REPL.inputName, stop: { watcher.hasFired })
        if watchdog?.finish().shown == true { live?.server.showRunning(nil) }
        let interrupted = watcher.stop()
        // SIGTERM or SIGHUP cancelled the statement to end the session: no "cancelled" error.
        if editor.terminationSignal != nil { return }
        // The terminal is in readline's mode (no echo): say where Ctrl-C stopped the output.
        if interrupted { console.interaction("^C\n") }
        show(outcome)
        didRun(source, before: before)
    }

    /// Records an entry that changed the session for `:undo`, frees the trees only that record
    /// still holds (a dropped root would be freed without it), and says which variables lost
    /// their superview. An entry that changed nothing — rejected, or one that only read values
    /// (`card.frame`) — is not a step, so `:redo` stays possible after it.
    private func didRun(_ entry: String, before: SessionSnapshot?) {
        guard let before else {
            // No snapshot (`snapshotForUndo`): not a step of the history.
            redoStack.removeAll()
            noteFreedSuperviews()
            live?.publishSession(engine)
            return
        }
        guard !engine.isUnchanged(since: before) else { return }
        undoStack.append((entry, before))
        redoStack.removeAll()
        engine.releaseUnheld(since: before, stop: { false })
        noteFreedSuperviews()
        live?.publishSession(engine)
    }

    /// `:undo` and `:redo`: step the session one entry back or forth.
    private func step(back: Bool) {
        guard let (entry, snapshot) = back ? undoStack.popLast().map({ ($0.entry, $0.before) })
                                           : redoStack.popLast().map({ ($0.entry, $0.after) }) else {
            let message = back ? "nothing to undo" : "nothing to redo"
            console.err(console.styled(message, .warning) + "\n")
            return
        }
        // The session now, for the opposite step; without it (past the memory limit) the
        // step is still taken, and cannot be reversed.
        var now: SessionSnapshot?
        do throws(GeoError) {
            now = try engine.snapshotSession(stop: { false })
        } catch {
            console.err(console.styled("note: " + (back ? "redo" : "undo") + " not available after this step: " + error.message, .dim) + "\n")
        }
        do {
            try engine.restoreSession(snapshot)
        } catch {
            console.err(console.styled(error.description, .warning) + "\n")
            return
        }
        if let now {
            if back { redoStack.append((entry, now)) } else { undoStack.append((entry, now)) }
        } else {
            if back { redoStack.removeAll() } else { undoStack.removeAll() }
        }
        live?.publishSession(engine)
        let shown = entry.split(separator: "\n", omittingEmptySubsequences: false)
        let summary = shown.count > 1 ? shown[0] + " …" : entry
        console.out(console.styled((back ? "undid: " : "redid: ") + summary, .dim) + "\n")
    }

    /// Says once, after the entry that caused it, that a variable's view lost its superview
    /// because nothing held the superview any more (a root whose last variable was redeclared).
    private func noteFreedSuperviews() {
        for name in engine.freedSuperviews() {
            let note = "note: the superview of '\(name)' was freed: nothing held it (keep the root in a variable to keep the tree)"
            console.err(console.styled(note, .dim) + "\n")
        }
    }

    private func show(_ outcome: REPLOutcome) {
        switch outcome {
        case .silent:
            break
        case .value(let text):
            console.out(console.styled(text, .value) + "\n")
        case .failure(let text):
            console.err(Session.colourDiagnostic(text, console) + (text.hasSuffix("\n") ? "" : "\n"))
        }
    }

    /// Colours a rendered diagnostic: the `error:` / `warning:` label lines in their colour, the
    /// source lines and carets left plain so they stay aligned and readable.
    /// Called from the interpreter's thread too (warnings arrive while a statement runs), so it
    /// must not be isolated to the main actor.
    nonisolated static func colourDiagnostic(_ text: String, _ console: Console) -> String {
        guard console.colour else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.contains(": error: ") || line.hasPrefix("error: ") { return console.styled(String(line), .error) }
            if line.contains(": warning: ") || line.hasPrefix("warning: ") { return console.styled(String(line), .warning) }
            if line.contains(": note: ") || line.hasPrefix("note: ") { return console.styled(String(line), .dim) }
            if line.trimmed().allSatisfy({ $0 == "^" || $0 == "~" }) && line.contains("^") {
                return console.styled(String(line), .error)
            }
            return String(line)
        }.joined(separator: "\n")
    }

    // MARK: History

    /// Adds a finished entry to readline's history and appends it to the file, skipping an
    /// immediate repeat.
    private func remember(_ entry: String) {
        guard entry != lastEntry else { return }
        lastEntry = entry
        editor.addHistory(entry)
        history?.append(entry)
    }

    private func showHistoryWarnings() {
        guard var file = history else { return }
        let warnings = file.takeWarnings()
        history = file
        for warning in warnings { console.err(console.styled("geo: warning: " + warning, .warning) + "\n") }
    }

    // MARK: Meta commands

    /// Performs a meta command; true when the session should end.
    private func perform(_ command: MetaCommand) -> Bool {
        switch command {
        case .quit:
            return true
        case .help(nil):
            console.out(overview())
        case .help(let name?):
            let command = ":" + (name.hasPrefix(":") ? String(name.dropFirst()) : name)
            let commandHelp = MetaCommand.summary.filter { $0.usage == command || $0.usage.hasPrefix(command + " ") }
            if !commandHelp.isEmpty, name.hasPrefix(":") || engine.help(for: name) == nil {
                for (usage, what) in commandHelp {
                    console.out(Console.wrap(usage + "  " + what, width: console.width, hangingIndent: 2) + "\n")
                }
            } else if let text = engine.help(for: name) {
                console.out(Console.wrap(text, width: console.width) + (text.hasSuffix("\n") ? "" : "\n"))
            } else {
                let known = engine.builtinNames + engine.languageKeywords
                var message = "no help for '\(name)'"
                if let near = Suggest.nearest(name, in: known) { message += " — did you mean '\(near)'?" }
                console.err(console.styled(message, .warning) + "\n")
            }
        case .vars:
            // Ctrl-C stops a long list's text being built (a shared nested list can take 100 MB).
            let watcher = InterruptWatcher(cancel: {})
            let shown = engine.globalsForDisplay(stop: { watcher.hasFired })
            _ = watcher.stop()
            if editor.terminationSignal != nil { return false }   // the loop ends the session
            guard let globals = shown else {
                console.interaction("^C\n")
                break
            }
            if globals.isEmpty {
                console.out(console.styled("no variables yet", .dim) + "\n")
            }
            for (name, value) in globals {
                console.out(name + " = " + console.styled(value, .value) + "\n")
            }
        case .tree:
            let trees = engine.rootViewDescriptions()
            if trees.isEmpty {
                console.out(console.styled("no views yet", .dim) + "\n")
            }
            for tree in trees {
                console.out(tree + (tree.hasSuffix("\n") ? "" : "\n"))
            }
        case .load(let written):
            // `~/x.geo`, as the shell (and Tab's completion) reads it.
            let path = NearbyFile.expandingHome(written)
            let watcher = InterruptWatcher(cancel: engine.makeCanceller())
            let before = snapshotForUndo(stop: { watcher.hasFired })
            if before == nil, watcher.hasFired {
                // Ctrl-C while the undo snapshot was taken: the load is not run, the session
                // stays (a SIGTERM's end is the loop's).
                _ = watcher.stop()
                if editor.terminationSignal == nil { console.interaction("^C\n") }
                return false
            }
            var outcome = engine.load(path: path)
            let interrupted = watcher.stop()
            if editor.terminationSignal != nil { return false }   // the loop ends the session
            if interrupted { console.interaction("^C\n") }
            if case .failure(let message) = outcome, let near = NearbyFile.nearest(path) {
                outcome = .failure(message + (message.hasSuffix("\n") ? "" : "\n") + "note: did you mean '\(near)'?\n")
            }
            show(outcome)
            didRun(":load " + path, before: before)
        case .paste(let name):
            pasteTarget = name
            console.interaction(console.styled("paste the recursiveDescription, then an empty line", .dim) + "\n")
        case .swift(let name):
            // The name may be any expression (`:swift makeCard()`): Ctrl-C stops it as an entry.
            let watcher = InterruptWatcher(cancel: engine.makeCanceller())
            let source = engine.swiftSource(for: name)
            if watcher.stop() { console.interaction("^C\n") }
            if editor.terminationSignal != nil { return false }
            show(source)
        case .ir(let source):
            show(engine.loweredForm(of: source))
        case .reset:
            engine.reset()
            live?.publishSession(engine)
            undoStack.removeAll()
            redoStack.removeAll()
            console.out(console.styled("session reset (and :undo's history with it)", .dim) + "\n")
        case .undo:
            step(back: true)
        case .redo:
            step(back: false)
        case .precision(nil):
            console.out("precision \(engine.precision)\n")
        case .precision(let text?):
            if let n = Int(text), (0...17).contains(n) {
                engine.precision = n
            } else {
                console.err(console.styled("usage: :precision N, with N from 0 to 17", .warning) + "\n")
            }
        case .serve(let argument):
            let (next, message, failed) = LiveView.serveCommand(argument, current: live, engine: engine)
            live = next
            if failed { console.err(console.styled(message, .warning) + "\n") } else { console.out(message + "\n") }
        case .unknown(let name, let suggestion):
            var message = "unknown command \(name)"
            if let suggestion { message += " — did you mean \(suggestion)?" }
            message += " (:help lists the commands)"
            console.err(console.styled(message, .warning) + "\n")
        case .usage(let text):
            console.err(console.styled(text, .warning) + "\n")
        }
        return false
    }

    /// `:help`: what to type, the commands, the keys, where to read more, and the built-ins, wrapped
    /// to the terminal's width.
    private func overview() -> String {
        let columns = console.width
        func paragraph(_ text: String) -> String { Console.wrap(text, width: columns) + "\n" }
        var text = paragraph("Type a statement or an expression; an expression's value is shown, and _ holds the "
            + "last one shown. An unfinished entry (an open brace, bracket or parenthesis, or a trailing "
            + "operator) continues on a `...` prompt; a blank line runs it as it is (inside an open \"\"\" or /* */, it is part of it). A string is one line.")
        text += "\n"
        let width = MetaCommand.summary.map(\.usage.count).max() ?? 0
        for (usage, what) in MetaCommand.summary {
            let padded = usage.padded(to: width)
            let wrapped = Console.wrap("  " + padded + "  " + what, width: columns, hangingIndent: width + 4)
            text += "  " + console.styled(padded, .bold) + wrapped.dropFirst(2 + padded.count) + "\n"
        }
        text += "\n"
        text += paragraph("Keys: Tab completes names, members after `x.` and paths in `import \"…\"` (Tab twice "
            + "lists them); Up/Down and Ctrl-R search history; Ctrl-C drops the line or stops a running "
            + "statement; Ctrl-D on an empty line leaves.")
        text += paragraph("Read more: docs/language.md (the whole language) and docs/lessons.md; the lessons in "
            + "Scripts/lessons/ run with :load Scripts/lessons/01-frame-bounds-center.geo.")
        let builtins = engine.builtinNames.sorted()
        if !builtins.isEmpty {
            text += "\nBuilt-ins (:help NAME for one):\n" + Session.columns(builtins, width: columns - 2)
        }
        return text
    }

    /// Words laid out in aligned columns no wider than `width`.
    static func columns(_ words: [String], width: Int) -> String {
        let cell = (words.map(\.count).max() ?? 0) + 2
        let perLine = max(1, width / max(cell, 1))
        var text = ""
        for (i, word) in words.enumerated() {
            let last = i % perLine == perLine - 1 || i == words.count - 1
            text += (i % perLine == 0 ? "  " : "") + (last ? word : word.padded(to: cell))
            if last { text += "\n" }
        }
        return text
    }
}
