#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoScript
import Synchronization

/// The `geo` command's standard streams, without Foundation and without traps.
///
/// - Program output is buffered (64 KB) and line-buffered when standard output is a terminal.
/// - A failed write to standard output ends geo with status 1 and one line on standard error
///   (`geo: cannot write to standard output: No space left on device`); a closed pipe (EPIPE,
///   when SIGPIPE is ignored) ends it silently with status 1. Failed writes to standard error
///   are dropped: there is nowhere left to say so.
/// - A standard stream that was closed when geo started (`geo … >&-`) is held open on
///   /dev/null, so a file geo opens cannot take its number, and writing to it still fails as
///   a closed stream does (EBADF).
enum StandardStreams {
    static let output = BufferedOutput(fd: STDOUT_FILENO)

    /// Which of 0, 1, 2 were closed at start-up (see `reserveClosedStreams`).
    nonisolated(unsafe) private(set) static var closedAtStart: Set<Int32> = []

    /// Call first thing in `main`.
    static func reserveClosedStreams() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            closedAtStart.insert(fd)
            let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
        }
    }

    /// Writes `text` to standard error at once (best effort).
    static func error(_ text: String) {
        guard !closedAtStart.contains(STDERR_FILENO) else { return }
        _ = writeAll(STDERR_FILENO, Array(text.utf8))
    }

    /// Ends geo after a write to `fd` failed with `code`.
    static func writeFailed(_ code: Int32) -> Never {
        if code != EPIPE {
            error("geo: cannot write to standard output: \(String(cString: strerror(code)))\n")
        }
        _exit(1)
    }

    /// Every byte of standard input, at most `limit` (a larger input — `geo - < /dev/zero` —
    /// is refused as soon as it passes the limit).
    static func readInput(limit: Int) -> Result<[UInt8], InputError> {
        if closedAtStart.contains(STDIN_FILENO) { return .failure(InputError(code: EBADF)) }
        return readAll(STDIN_FILENO, limit: limit)
    }

    private static func readAll(_ fd: Int32, limit: Int) -> Result<[UInt8], InputError> {
        switch DescriptorIO.readAll(fd, limit: limit) {
        case .success(let bytes): return .success(bytes)
        case .failure(.tooLarge): return .failure(InputError(code: 0))
        case .failure(.system(let code)): return .failure(InputError(code: code))
        }
    }

    struct InputError: Error {
        /// errno, or 0 for "larger than the limit".
        let code: Int32
        var message: String { code == 0 ? "larger than \(Interpreter.maxSourceBytes >> 20) MB" : String(cString: strerror(code)) }
    }

    /// Writes every byte; 0 or the errno (EBADF for a stream closed when geo started).
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        closedAtStart.contains(fd) ? EBADF : DescriptorIO.writeAll(fd, bytes)
    }

    // MARK: Signals

    nonisolated(unsafe) private static var signalsTaken = false

    /// For a script run: SIGINT, SIGTERM and SIGHUP (unless they were ignored when geo started,
    /// as for a background job) flush what was printed and end geo by that signal, so the
    /// shell sees status 128 + signal. A thread waits for them with `sigwait`; they are blocked
    /// everywhere else, so this must run before the run starts its threads. Once per process,
    /// from the main thread; never for the REPL, which handles signals itself.
    static func endBySignalsAfterFlushing() {
        guard !signalsTaken else { return }
        signalsTaken = true
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var current = sigaction()
            sigaction(signal, nil, &current)
            if !isIgnored(current) { sigaddset(&set, signal) }
        }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let waited = set
        startThread {
            var set = waited
            var received: Int32 = 0
            while sigwait(&set, &received) != 0 {}
            exitFlushing(by: received)
        }
    }

    /// Flushes what was printed and ends geo by `signo` from any thread: its default action,
    /// unblocked here, so the parent sees the signal (or, failing that, status 128 + signo).
    static func exitFlushing(by signo: Int32) -> Never {
        output.flushForExit()
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signo)
        signal(signo, SIG_DFL)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(signo)
        _exit(128 + signo)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #else
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        #endif
    }
}

/// Standard output behind a lock (print runs on the interpreter's thread, a signal flushes
/// from another).
final class BufferedOutput: Sendable {
    let fd: Int32
    /// A terminal sees each line as it is printed.
    let lineBuffered: Bool
    private let buffer = Mutex<[UInt8]>([])

    init(fd: Int32) {
        self.fd = fd
        lineBuffered = isatty(fd) == 1
    }

    func write(_ text: String) {
        buffer.withLock { bytes in
            bytes.append(contentsOf: text.utf8)
            if bytes.count >= 1 << 16 || (lineBuffered && text.utf8.contains(0x0A)) { flush(&bytes) }
        }
    }

    func flush() {
        buffer.withLock { flush(&$0) }
    }

    /// Flushes unless another thread keeps the buffer for more than a second (a write blocked on
    /// a full pipe): the process is about to end either way.
    func flushForExit() {
        for _ in 0..<100 {
            if buffer.withLockIfAvailable({ flush(&$0) }) != nil { return }
            usleep(10_000)
        }
    }

    private func flush(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let code = StandardStreams.writeAll(fd, bytes)
        bytes.removeAll(keepingCapacity: true)
        if code != 0 { StandardStreams.writeFailed(code) }
    }
}

/// Starts a detached thread running `body` (Foundation's `Thread`, without Foundation).
func startThread(_ body: @escaping @Sendable () -> Void) {
    final class Box { let body: @Sendable () -> Void; init(_ b: @escaping @Sendable () -> Void) { body = b } }
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    #if canImport(Glibc)
    var thread = pthread_t()
    let started = pthread_create(&thread, nil, { raw in
        Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
    }, box)
    #else
    var thread: pthread_t?
    let started = pthread_create(&thread, nil, { raw in
        Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
        return nil
    }, box)
    #endif
    if started == 0 {
        #if canImport(Glibc)
        pthread_detach(thread)
        #else
        if let thread { pthread_detach(thread) }
        #endif
    } else {
        Unmanaged<Box>.fromOpaque(box).release()
    }
}

/// The process environment as a dictionary (Foundation's `ProcessInfo.environment`).
func currentEnvironment() -> [String: String] {
    #if canImport(Glibc)
    let first: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    #else
    let first: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
    #endif
    var entry = first
    var result: [String: String] = [:]
    while let pointer = entry?.pointee {
        let text = String(cString: pointer)
        if let equals = text.firstIndex(of: "=") {
            let name = String(text[..<equals])
            if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
        }
        entry = entry?.advanced(by: 1)
    }
    return result
}

extension StringProtocol {
    /// The text without leading and trailing white space (spaces, tabs, line breaks).
    func trimmed() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }

    /// The text followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
