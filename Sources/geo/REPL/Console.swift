#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Unbuffered writes to standard output and standard error, and the colour policy.
///
/// The REPL writes with `write(2)` rather than through stdio, so its text and readline's (which
/// flushes its own stream after every redisplay) never sit in different buffers.
struct Console {
    /// Whether to colour output: stdout is a terminal, `NO_COLOR` is unset or empty, and `TERM`
    /// is not `dumb` (https://no-color.org).
    let colour: Bool

    /// Where the session's own chatter goes (the banner, `^C`, the line break after Ctrl-D): the
    /// terminal readline edits on — standard output, or standard error when output is redirected.
    let interactionFD: Int32

    /// `COLUMNS` from the environment, for when the terminal does not say its width.
    let environmentColumns: Int?

    init(environment: [String: String]) {
        environmentColumns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumb = environment["TERM"] == "dumb"
        colour = isatty(STDOUT_FILENO) == 1 && !noColour && !dumb
        interactionFD = isatty(STDOUT_FILENO) == 0 && isatty(STDERR_FILENO) == 1 ? STDERR_FILENO : STDOUT_FILENO
    }

    /// The terminal's width in columns now (it may have been resized): the terminal's own
    /// answer, else `COLUMNS`, else 80.
    var width: Int {
        #if canImport(Glibc)
        var size = winsize()
        if ioctl(interactionFD, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        #endif
        return environmentColumns ?? 80
    }

    /// `text` with every line longer than `width` broken at spaces; a broken line's rest is
    /// indented by `hangingIndent` columns, or as the line was plus two.
    static func wrap(_ text: String, width: Int, hangingIndent: Int? = nil) -> String {
        let width = max(width, 20)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > width else { return String(line) }
            let indent = String(line.prefix(while: { $0 == " " }))
            let hang = String(repeating: " ", count: hangingIndent ?? indent.count + 2)
            var out: [String] = []
            var current = ""
            for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
                let lead = out.isEmpty ? indent : hang
                if !current.isEmpty, lead.count + current.count + 1 + word.count > width {
                    out.append(lead + current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            out.append((out.isEmpty ? indent : hang) + current)
            return out.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// ANSI SGR sequences used by the REPL.
    enum Style: String {
        case prompt = "1;36"     // bold cyan
        case value = "32"        // green
        case warning = "33"      // yellow
        case error = "31"        // red
        case dim = "2"
        case bold = "1"
    }

    /// `text` wrapped in `style` when colour is on.
    func styled(_ text: String, _ style: Style) -> String {
        guard colour, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m" + text + "\u{1B}[0m"
    }

    /// A prompt for readline: the colour sequences are wrapped in \001 … \002 so readline does not
    /// count them as visible characters when it computes the cursor position.
    func prompt(_ text: String) -> String {
        guard colour else { return text }
        return "\u{01}\u{1B}[\(Style.prompt.rawValue)m\u{02}" + text + "\u{01}\u{1B}[0m\u{02}"
    }

    /// Whether the last text written to standard output ended a line (`print(x, terminator: "")`
    /// leaves it mid-line). Written by the run's thread, read by the session's between entries.
    static let outputAtLineStart = Atomic<Bool>(true)

    /// Writes `text` to standard output.
    func out(_ text: String) {
        Console.write(text, to: STDOUT_FILENO)
        if let last = text.utf8.last { Console.outputAtLineStart.store(last == UInt8(ascii: "\n"), ordering: .relaxed) }
    }

    /// Ends the line a `print(…, terminator: "")` left open on the terminal, so the prompt or a
    /// message that follows starts at the left edge (as zsh and IPython do); redirected output
    /// is left exactly as the script wrote it.
    func endOpenLine() {
        guard !Console.outputAtLineStart.load(ordering: .relaxed), isatty(STDOUT_FILENO) == 1 else { return }
        out("\n")
    }

    /// Writes `text` where the user is typing (see `interactionFD`).
    func interaction(_ text: String) {
        if interactionFD == STDOUT_FILENO { endOpenLine() }
        Console.write(text, to: interactionFD)
    }

    /// Writes `text` to standard error (after ending an open line of output on the same terminal).
    func err(_ text: String) {
        if isatty(STDERR_FILENO) == 1 { endOpenLine() }
        Console.write(text, to: STDERR_FILENO)
    }

    /// Writes every byte, retrying after EINTR and short writes.
    static func write(_ text: String, to fd: Int32) {
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done)
            }
            if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { return }
        }
    }
}

/// write(2) by its module's name: inside `Console` the name `write` is the static method.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, bytes, count)
    #else
    return Darwin.write(fd, bytes, count)
    #endif
}
