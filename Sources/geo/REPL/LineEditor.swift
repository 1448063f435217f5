import CReadline
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// GNU readline through its callback API, with Ctrl-C handled the way CPython handles it.
///
/// readline's own signal handling is off (`rl_catch_signals = 0`). A SIGINT handler (in the C
/// shim) only sets a flag and pokes a self-pipe. While a line is being read, the editor `poll`s
/// the terminal and that pipe and feeds readline one character at a time
/// (`rl_callback_read_char`); when the pipe fires, it throws the line away
/// (`rl_free_line_state`, `rl_callback_sigcleanup`, `rl_cleanup_after_signal`) and reports
/// `.interrupted`. While a statement runs, an `InterruptWatcher` thread waits on the same pipe
/// and calls the interpreter's thread-safe `cancel()`.
///
/// This is the only file that calls the shim's `geo_sigint_*` functions: they share a `static`
/// flag, and each Swift file that calls them would get a copy of its own. The members that call
/// them are `@inline(never)`: a release build inlines across files, and a copy inlined into
/// another file read a flag of its own that nothing set (SIGTERM during a statement was taken
/// for a Ctrl-C, and the session went on).
@MainActor
final class LineEditor {
    /// What one `read` produced.
    enum Input: Equatable {
        /// A line the user entered (without its line break).
        case line(String)
        /// A line whose bytes are not UTF-8 (a terminal set to Latin-1 sends `é` as 0xE9): the
        /// REPL reports where, as it would in a script, and runs nothing.
        case undecodable([UInt8])
        /// Ctrl-D on an empty line, or the terminal went away.
        case endOfInput
        /// Ctrl-C: the line being typed was thrown away.
        case interrupted
        /// SIGTERM or SIGHUP: the terminal is restored and the REPL should end.
        case terminated(signal: Int32)
        /// Read quietly: the text of a line whose end has not come (the last line of a paste
        /// with no line break, or one being typed ahead), for the next prompt to edit.
        case partial(String)
    }

    /// Completion: given the word before the cursor and the line's text before that word, the
    /// full candidates for the word.
    typealias Completion = (_ word: String, _ before: String) -> [String]

    /// The editor the C callbacks reach (readline has one global state, so there is one editor).
    private static var current: LineEditor?

    private let completion: Completion
    private var accepted: Input?

    /// Loads readline (on Linux geo does not link it, so scripts start without it: see the
    /// CReadline shim): nil when it is there, else why not.
    static func loadReadline() -> String? {
        geo_readline_load().map { String(cString: $0) }
    }

    /// Sets readline up for geo: our completer, no signal handlers of its own, bracketed paste off
    /// (readline ≥ 8.1 turns it on and writes `ESC[?2004h`, which pasted text and terminal tests
    /// would see), the user's ~/.inputrc read as readline reads it, history capped at `historyLimit`.
    @inline(never) init(historyLimit: Int, completion: @escaping Completion) {
        self.completion = completion
        LineEditor.current = self
        geo_rl_setup { text, start, end in
            geo_rl_completion_attempt_settings()
            let word = text.map { String(cString: $0) } ?? ""
            let candidates = MainActor.assumeIsolated { LineEditor.candidates(word: word, start: start) }
            return LineEditor.matchArray(for: word, candidates)
        }
        // readline takes LC_CTYPE from the environment while it initialises, to know how many
        // bytes a character has. geo source is UTF-8, so when the environment names no UTF-8
        // locale, edit in C.UTF-8 (readline keeps the current locale when no variable is set).
        // Only the character type changes: number formatting and Swift strings do not use it.
        let current = setlocale(LC_CTYPE, "").map { String(cString: $0).lowercased() } ?? ""
        if !current.contains("utf") {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        if isatty(STDOUT_FILENO) == 0 && isatty(STDERR_FILENO) == 1 { geo_rl_edit_on_stderr() }
        geo_rl_initialize()
        geo_rl_variable_bind("enable-bracketed-paste", "off")
        geo_stifle_history(Int32(clamping: historyLimit))
        _ = geo_sigint_install()
    }

    /// Restores the terminal's mode and puts the signals back to their defaults; if a SIGTERM or
    /// SIGHUP asked the REPL to end, raises it again so the parent sees how the process ended.
    @inline(never) func shutDown() {
        geo_rl_deprep_terminal()
        let signal = geo_terminate_pending()
        geo_sigint_uninstall()
        LineEditor.current = nil
        if signal != 0 { raise(signal) }
    }

    /// The SIGTERM or SIGHUP that arrived, if any (checked after a statement ran).
    var terminationSignal: Int32? {
        @inline(never) get {
            let signal = geo_terminate_pending()
            return signal == 0 ? nil : signal
        }
    }

    /// Adds an entry to the in-memory history (the up arrow recalls it).
    func addHistory(_ entry: String) {
        geo_add_history(entry)
    }

    /// Whether more input is already waiting (the rest of a paste, or keys typed ahead).
    var hasPendingInput: Bool {
        var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) > 0 && fd.revents & Int16(POLLIN) != 0
    }

    /// Reads one line with `prompt`, as readline edits it, starting with `prefill` in it.
    /// `quietly`: nothing is drawn (the prompt, the echo); the caller shows the line once it
    /// knows which prompt it belongs to — and when the input waiting runs out before the line
    /// ends, its text so far comes back as `.partial`, so the caller does not wait unseen.
    @inline(never) func read(prompt: String, quietly: Bool = false, prefill: String? = nil) -> Input {
        if quietly { geo_rl_quiet(1) }
        defer { if quietly { geo_rl_quiet(0) } }
        _ = geo_sigint_take()   // a Ctrl-C from before this prompt is stale
        geo_signal_pipe_drain()
        accepted = nil
        geo_rl_callback_handler_install(prompt) { line in
            // Remove the handler before returning, so readline does not redraw the prompt for a
            // next line the REPL has not asked for yet. The terminal stays in readline's mode
            // while the entry runs (see `geo_rl_setup`): what is typed meanwhile, Ctrl-D
            // included, reaches the next prompt as if typed there.
            geo_rl_callback_handler_remove()
            let input: Input
            if let line {
                let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: strlen(line))
                input = String(validating: bytes, as: UTF8.self).map { .line($0) } ?? .undecodable(Array(bytes))
                free(line)
            } else {
                input = .endOfInput
            }
            MainActor.assumeIsolated { LineEditor.current?.accepted = input }
        }
        if let prefill, !prefill.isEmpty { geo_rl_insert_text(prefill) }
        let wakeup = geo_sigint_wakeup_fd()
        while accepted == nil {
            if quietly, !hasPendingInput {
                // Nothing more waiting and no line break yet: the text typed so far, taken out
                // of readline's line, for a prompt to show and edit.
                let length = Int(geo_rl_line_length())
                let text = geo_rl_line_buffer().map { buffer in
                    String(decoding: UnsafeBufferPointer(start: buffer, count: length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                } ?? ""
                geo_rl_free_line_state()
                geo_rl_callback_handler_remove()
                return .partial(text)
            }
            if geo_sigwinch_take() != 0 { geo_rl_resize_terminal() }
            if geo_sigcont_take() != 0 {
                // Back from Ctrl-Z: the shell restored its terminal mode; take raw mode again
                // and redraw the prompt and the line.
                geo_rl_deprep_terminal()
                geo_rl_prep_terminal(1)
                geo_rl_forced_update_display()
            }
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakeup, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, wakeup >= 0 ? 2 : 1, -1)
            let pollError = ready < 0 ? errno : 0
            if ready > 0 && fds[1].revents != 0 { geo_signal_pipe_drain() }
            if let signal = terminationSignal {
                geo_rl_callback_handler_remove()   // restores the terminal's mode
                return .terminated(signal: signal)
            }
            if geo_sigint_take() != 0 {
                geo_rl_free_line_state()
                geo_rl_callback_sigcleanup()
                geo_rl_cleanup_after_signal()
                geo_rl_callback_handler_remove()
                return .interrupted
            }
            if ready < 0 {
                if pollError == EINTR { continue }
                geo_rl_callback_handler_remove()
                return .endOfInput
            }
            let terminal = fds[0].revents
            if terminal & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                geo_rl_callback_read_char()
            } else if terminal & Int16(POLLNVAL) != 0 {
                geo_rl_callback_handler_remove()
                return .endOfInput
            }
        }
        return accepted ?? .endOfInput
    }

    // MARK: Completion

    private static func candidates(word: String, start: Int32) -> [String] {
        guard let editor = current, let buffer = geo_rl_line_buffer() else { return [] }
        // `start` is a byte offset into readline's buffer.
        let bytes = Array(UnsafeBufferPointer(start: buffer, count: Int(max(0, min(start, geo_rl_line_length())))))
        let before = String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return editor.completion(word, before)
    }

    /// readline's result format: a malloc'd, NULL-terminated array whose first element replaces
    /// the word (the candidates' longest common prefix), followed by the candidates themselves;
    /// NULL when there are none.
    nonisolated private static func matchArray(for word: String, _ candidates: [String])
        -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    {
        let unique = Array(Set(candidates)).sorted()
        guard !unique.isEmpty,
              let array = calloc(unique.count + 2, MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)?
                .assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
        else { return nil }
        array[0] = strdup(unique.count == 1 ? unique[0] : commonPrefix(unique))
        if unique.count > 1 {
            for (i, candidate) in unique.enumerated() { array[i + 1] = strdup(candidate) }
        }
        return array
    }

    /// The longest common prefix, by whole characters.
    nonisolated static func commonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first else { return "" }
        for s in strings.dropFirst() {
            while !s.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}

/// Calls a cancel function when Ctrl-C arrives while a statement runs.
///
/// A thread waits on the SIGINT self-pipe; the statement keeps running on the main thread, where
/// the interpreter lives, and only the interpreter's thread-safe `cancel()` crosses over.
final class InterruptWatcher: Sendable {
    private let running = Atomic<Bool>(true)
    private let fired = Atomic<Bool>(false)

    /// Starts watching; `cancel` is called (on the watcher's thread) for each Ctrl-C.
    @MainActor
    @inline(never) init(cancel: @escaping @Sendable () -> Void) {
        _ = geo_sigint_take()
        startThread { [self] in
            let wakeup = geo_sigint_wakeup_fd()
            var cancelledFor = 0   // polls (of ≤ 50 ms) since a SIGTERM/SIGHUP started cancelling
            while running.load(ordering: .acquiring) {
                var fds = [pollfd(fd: wakeup, events: Int16(POLLIN), revents: 0)]
                // Wake up now and then to notice `stop()`; the pipe makes a Ctrl-C immediate.
                _ = poll(&fds, wakeup >= 0 ? 1 : 0, 50)
                // After `stop()` a Ctrl-C belongs to the next prompt, not to this statement.
                guard running.load(ordering: .acquiring) else { break }
                if fds[0].revents != 0 { geo_signal_pipe_drain() }
                let terminate = geo_terminate_pending()
                if terminate != 0 {
                    // Keep cancelling until the statement ends: a cancel that lands while the
                    // entry is still being compiled is cleared when its run starts.
                    fired.store(true, ordering: .releasing)
                    cancel()
                    // Work that polls no cancel flag (parsing a 300,000-line :load took 8 s to
                    // notice) does not hold the signal back: after a grace of about a second the
                    // watcher ends geo itself, as the REPL would have.
                    cancelledFor += 1
                    if cancelledFor >= InterruptWatcher.gracePolls { InterruptWatcher.endNow(by: terminate) }
                    continue
                }
                if geo_sigint_take() != 0 {
                    fired.store(true, ordering: .releasing)
                    cancel()
                }
            }
        }
    }

    /// How many polls a SIGTERM/SIGHUP may wait for the statement to end (≥ 1 s: each poll
    /// waits at most 50 ms, less when the pipe wakes it).
    static let gracePolls = 25

    /// Ends geo by `signal` from the watcher's thread: what was printed is flushed (history is
    /// already on disk: each entry is appended when it ends), the terminal goes back to the mode
    /// it had, and the parent sees the signal (or 128 + signal).
    private static func endNow(by signo: Int32) -> Never {
        geo_rl_deprep_terminal()
        StandardStreams.exitFlushing(by: signo)
    }

    /// Whether Ctrl-C (or SIGTERM, SIGHUP) arrived since watching began: work that is not the
    /// interpreter's run (building a value's text) polls it.
    var hasFired: Bool { fired.load(ordering: .acquiring) }

    /// Stops watching; true if Ctrl-C was pressed while it watched.
    func stop() -> Bool {
        running.store(false, ordering: .releasing)
        return fired.load(ordering: .acquiring)
    }
}
