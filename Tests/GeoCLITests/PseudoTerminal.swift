import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `geo` binary on the far side of a pseudo-terminal, driven as a person types.
///
/// The child gets a new session with the terminal's slave side as its controlling terminal, so
/// Ctrl-C typed into the master reaches it as SIGINT from the line discipline, exactly as it does
/// from a terminal emulator. Every wait has a timeout, so a failing test never hangs: it fails
/// with the transcript so far.
final class PseudoTerminal {
    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let transcript: String
        var description: String { "timed out waiting for \(waitingFor.debugDescription); screen so far:\n\(transcript)" }
    }
    struct SpawnFailure: Error, CustomStringConvertible {
        let description: String
    }

    let pid: pid_t
    private let master: Int32
    /// Everything the child wrote, raw (escape sequences included).
    private(set) var raw: [UInt8] = []
    /// How much of the visible text `expect` has consumed.
    private var consumed = 0
    private var exitStatus: Int32?

    /// Starts `executable` with `arguments` and `environment` on a new pseudo-terminal.
    init(executable: String, arguments: [String] = [], environment: [String: String]) throws {
        guard let pty = PTYFunctions.shared else { throw SpawnFailure(description: "no posix_openpt in libc") }
        master = pty.openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, pty.grantpt(master) == 0, pty.unlockpt(master) == 0 else {
            throw SpawnFailure(description: "posix_openpt failed: errno \(errno)")
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        var nameBuffer = [CChar](repeating: 0, count: 128)
        guard pty.ptsname_r(master, &nameBuffer, nameBuffer.count) == 0 else {
            close(master)
            throw SpawnFailure(description: "ptsname_r failed")
        }
        let slaveName = String(decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid(), so the slave becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        #if canImport(Darwin)
        let setsid = Int32(POSIX_SPAWN_SETSID)  // macOS 10.15 and later
        #else
        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc ≥ 2.26; Glibc's module does not export it)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(master)
            throw SpawnFailure(description: "posix_spawn \(executable) failed: \(String(cString: strerror(status)))")
        }
        pid = child
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// An environment for a REPL test: a known terminal, UTF-8, no colour unless asked, and a
    /// history file in `directory`.
    static func environment(history: String, colour: Bool = false) -> [String: String] {
        var env: [String: String] = [
            "PATH": "/usr/bin:/bin",
            "TERM": "xterm",
            "LANG": "C.UTF-8",
            "COLUMNS": "100",
            "LINES": "30",
            "HOME": NSTemporaryDirectory(),
            "INPUTRC": "/dev/null",
            "GEO_HISTORY": history,
        ]
        if !colour { env["NO_COLOR"] = "1" }
        return env
    }

    // MARK: Typing

    /// Sends bytes as if typed.
    func type(_ text: String) { type(bytes: Array(text.utf8)) }

    /// Sends raw bytes as if typed (a terminal not set to UTF-8 sends others).
    func type(bytes: [UInt8]) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(master, $0.baseAddress.map { $0 + done }, $0.count - done) }
            if n > 0 { done += n } else if errno != EINTR { return }
        }
    }

    /// Types a line and Enter.
    func line(_ text: String) { type(text + "\r") }

    static let ctrlC = "\u{03}"
    static let ctrlD = "\u{04}"
    static let tab = "\t"
    static let up = "\u{1B}[A"

    /// Whether the terminal is in canonical (cooked) mode, as a shell expects it; readline turns
    /// it off while it edits a line. (On Linux the master reports the slave's settings.)
    var isCanonical: Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) != 0
    }

    // MARK: Reading

    /// The visible text so far: escape sequences and carriage returns removed.
    var screen: String { PseudoTerminal.visible(raw) }

    /// The visible text not yet consumed by `expect`.
    var unread: String { String(screen.dropFirst(consumed)) }

    /// Waits until `text` appears in the output after what earlier `expect`s consumed, and
    /// consumes through it. Returns the text that came before it.
    @discardableResult
    func expect(_ text: String, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let visible = screen
            let rest = visible.dropFirst(consumed)
            if let range = rest.range(of: text) {
                let before = String(rest[..<range.lowerBound])
                consumed = visible.distance(from: visible.startIndex, to: range.upperBound)
                return before
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0, pump(milliseconds: Int32(min(left, 0.2) * 1000)) else {
                if left > 0 { continue }
                throw Timeout(waitingFor: text, transcript: visible)
            }
        }
    }

    /// Waits for the process to end (reading its output meanwhile) and returns its exit status,
    /// or -(signal) if a signal killed it.
    func waitForExit(timeout: Double = 10) throws -> Int32 {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            var status: Int32 = 0
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid {
                _ = pump(milliseconds: 0)
                let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
                exitStatus = code
                return code
            }
            if !pump(milliseconds: 50) { usleep(20_000) }
        }
        throw Timeout(waitingFor: "process exit", transcript: screen)
    }

    /// Reads what is available within `milliseconds`; false when nothing came (or EOF).
    @discardableResult
    private func pump(milliseconds: Int32) -> Bool {
        var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
        guard poll(&fds, 1, milliseconds) > 0, fds[0].revents & Int16(POLLIN) != 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard n > 0 else { return false }
        raw.append(contentsOf: buffer[0..<n])
        return true
    }

    /// `bytes` as text with CSI/OSC escape sequences, other escapes, bells and carriage returns
    /// dropped, as a person would read the lines.
    static func visible(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B, i + 1 < bytes.count {
                let next = bytes[i + 1]
                if next == UInt8(ascii: "[") {          // CSI: parameters, then a final byte 0x40–0x7E
                    i += 2
                    while i < bytes.count, !(0x40...0x7E).contains(bytes[i]) { i += 1 }
                    i += 1
                } else if next == UInt8(ascii: "]") {   // OSC: up to BEL or ESC \
                    i += 2
                    while i < bytes.count, bytes[i] != 0x07, bytes[i] != 0x1B { i += 1 }
                    i += bytes.count > i && bytes[i] == 0x1B ? 2 : 1
                } else {
                    i += 2
                }
                continue
            }
            if b != UInt8(ascii: "\r") && b != 0x07 && b != 0x01 && b != 0x02 { out.append(b) }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether the raw output holds any SGR (colour) sequence: ESC [ digits/semicolons m.
    var hasColour: Bool {
        var i = 0
        while i + 1 < raw.count {
            if raw[i] == 0x1B, raw[i + 1] == UInt8(ascii: "[") {
                var j = i + 2
                while j < raw.count, raw[j] == UInt8(ascii: ";") || (0x30...0x39).contains(raw[j]) { j += 1 }
                if j < raw.count, raw[j] == UInt8(ascii: "m") { return true }
            }
            i += 1
        }
        return false
    }
}

/// glibc's pseudo-terminal functions. Swift's Glibc module leaves them out (they sit behind
/// `_XOPEN_SOURCE` in <stdlib.h>), so they are looked up by name.
struct PTYFunctions: Sendable {
    let openpt: @convention(c) (Int32) -> Int32
    let grantpt: @convention(c) (Int32) -> Int32
    let unlockpt: @convention(c) (Int32) -> Int32
    let ptsname_r: @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    static let shared: PTYFunctions? = {
        let libc = dlopen(nil, RTLD_NOW)
        guard let openpt = dlsym(libc, "posix_openpt"), let grantpt = dlsym(libc, "grantpt"),
              let unlockpt = dlsym(libc, "unlockpt"), let ptsname = dlsym(libc, "ptsname_r")
        else { return nil }
        return PTYFunctions(
            openpt: unsafeBitCast(openpt, to: (@convention(c) (Int32) -> Int32).self),
            grantpt: unsafeBitCast(grantpt, to: (@convention(c) (Int32) -> Int32).self),
            unlockpt: unsafeBitCast(unlockpt, to: (@convention(c) (Int32) -> Int32).self),
            ptsname_r: unsafeBitCast(ptsname, to: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self))
    }()
}

/// Where the `geo` binary is: `$GEO_BINARY`, else beside the test bundle in the build directory.
enum GeoBinary {
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["GEO_BINARY"], !path.isEmpty { return path }
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // On macOS the bundle is a directory (geoPackageTests.xctest/Contents/MacOS/…).
        while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("geo").path
    }
}
