#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoScript
import GeoServe
import Synchronization

/// `geo --serve [FILE] [--port N] [--watch]`: the live view (docs/live-view.md).
///
/// With FILE: runs it, serves its trees until Ctrl-C; with `--watch` re-runs it from a fresh
/// interpreter whenever it (or the `--import` dump) changes on disk, showing errors on the page
/// and on stderr.
/// Without FILE: an interactive REPL session whose every entry updates the page.
/// `--import DUMP` (also written before `--serve`) binds `app` to the dump's root view first,
/// in every run.
enum ServeCommand {
    struct Options: Equatable {
        var file: String?
        var port: UInt16 = 0
        var watch = false
        var arguments: [String] = []
        var importDump: String?
    }

    static let usage = "usage: geo [--import DUMP] --serve [FILE.geo] [--port N] [--watch]"

    /// Parses the arguments after `--serve`; a message on a usage error.
    static func parse(_ args: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var i = 0
        while i < args.count {
            let a = args[i]
            if options.file != nil && !a.hasPrefix("--") {
                options.arguments.append(a)
            } else if a == "--port" {
                guard i + 1 < args.count, let n = UInt16(args[i + 1]) else {
                    return .failure(UsageError("--port needs a port number from 0 to 65535 (0 picks a free one)"))
                }
                options.port = n
                i += 1
            } else if a.hasPrefix("--port=") {
                guard let n = UInt16(a.dropFirst("--port=".count)) else {
                    return .failure(UsageError("--port needs a port number from 0 to 65535 (0 picks a free one)"))
                }
                options.port = n
            } else if a == "--watch" {
                options.watch = true
            } else if a == "--import" {
                guard i + 1 < args.count else {
                    return .failure(UsageError("--import needs a recursiveDescription dump file"))
                }
                options.importDump = args[i + 1]
                i += 1
            } else if a.hasPrefix("-") && a != "-" {
                return .failure(UsageError("unknown option '\(a)' for --serve"))
            } else {
                options.file = a
            }
            i += 1
        }
        if options.watch && options.file == nil {
            return .failure(UsageError("--watch needs a FILE to watch"))
        }
        return .success(options)
    }

    struct UsageError: Error, Equatable {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// Runs the command; returns the exit status, or nil to start the REPL with `live`.
    static func main(_ args: [String]) -> (status: Int32?, live: LiveView?, repl: Interpreter?) {
        let options: Options
        switch parse(args) {
        case .success(let o): options = o
        case .failure(let e):
            ScriptRunner.writeErr("geo: \(e.message)\n\(usage)\n")
            return (2, nil, nil)
        }
        // The dump is read once before anything is served: a bad one ends the command as
        // `geo --import` does (and its warnings are shown once).
        let repl = Interpreter()
        repl.allowFiles(in: "/")   // as the REPL grants (the user at a terminal is the host)
        if let dump = options.importDump, let status = ScriptRunner.bindApp(dump, in: repl, showingWarnings: true) {
            return (status, nil, nil)
        }
        // A mistyped FILE is said at once (with the name nearby), not served as an empty page;
        // with --watch it may be about to be written, so the page waits for it.
        if let file = options.file, !options.watch, access(file, F_OK) != 0 {
            ScriptRunner.writeErr(NearbyFile.missingFileMessage(file) ?? "geo: error: no such file: '\(file)'\n")
            return (2, nil, nil)
        }
        // Without FILE the session is the REPL, which reads a terminal: from a pipe or a file it
        // would print the address, read to the input's end and exit, taking the page with it.
        if options.file == nil, isatty(STDIN_FILENO) == 0 {
            ScriptRunner.writeErr("geo: --serve without a FILE serves an interactive session, which needs a terminal "
                + "(standard input is not one); to serve a script, name it: geo --serve FILE.geo\n")
            return (2, nil, nil)
        }
        let live: LiveView
        do {
            live = try LiveView(port: options.port)
        } catch {
            ScriptRunner.writeErr("geo: \(error.description)\n")
            return (1, nil, nil)
        }
        guard let file = options.file else {
            ScriptRunner.writeOut(live.announcement + "\n")
            ScriptRunner.flushOut()
            return (nil, live, repl)
        }
        StopSignal.install()
        // The address is printed once the first run is published, so the page opens on it —
        // or once that run has gone on for a while, so the page can say it is still running.
        let announcement = live.announcement
        let announce = Once()
        let say: @Sendable () -> Void = {
            announce {
                ScriptRunner.writeOut(announcement + "\n")
                ScriptRunner.flushOut()
            }
        }
        // Under --watch a run stops when the script or the dump changes: the loop below runs
        // the new version. Ctrl-C and SIGTERM stop any run, and geo.
        let watched = [file] + (options.importDump.map { [$0] } ?? [])
        let stamps: @Sendable () -> [FileStamp] = { watched.map(FileStamp.init) }
        let running = options.watch
            ? "geo is still running \(file); the drawing is from before it started. Saving the file stops this run and runs the new version; Ctrl-C stops geo."
            : "geo is still running \(file); nothing is drawn until it ends. Ctrl-C stops geo."
        let watch = options.watch
        func stops(since stamp: [FileStamp]) -> @Sendable () -> RunWatchdog.Stop {
            {
                if StopSignal.requested { return .signal(StopSignal.signal) }
                return watch && stamps() != stamp ? .changed : .no
            }
        }
        var stamp = stamps()
        var geo = run(file, options.arguments, previous: nil, live, importing: options.importDump,
                      running: running, stopWhen: stops(since: stamp), whenLong: say)
        if !StopSignal.requested { say() }
        var changed = false
        while !StopSignal.requested {
            usleep(100_000)
            guard options.watch else { continue }
            let now = stamps()
            if now != stamp {
                // Run it once it has stopped changing for one poll: an editor that saves by
                // truncating the file and then writing it shows an empty (or half-written)
                // file for a moment, which would run as a program of its own and replace the
                // last good drawing.
                stamp = now
                changed = true
            } else if changed {
                changed = false
                geo = run(file, options.arguments, previous: geo, live, importing: options.importDump,
                          running: running, stopWhen: stops(since: stamp))
            }
        }
        live.stop()
        return (0, nil, nil)
    }

    /// Runs `file` in a fresh interpreter and publishes it. A script with a syntax error runs
    /// nothing, so the page keeps the previous run's trees under the error.
    ///
    /// While it runs, a `RunWatchdog` tells the page when it goes on for a while (`running`) and
    /// cancels it when `stopWhen` says so; a run stopped that way publishes nothing (geo is
    /// ending, or the file changed and the caller runs it again) and returns the previous one.
    static func run(_ file: String, _ arguments: [String], previous: Interpreter?, _ live: LiveView,
                    importing dump: String? = nil, running: String? = nil,
                    stopWhen: @escaping @Sendable () -> RunWatchdog.Stop = { .no },
                    whenLong: @escaping @Sendable () -> Void = {}) -> Interpreter {
        let geo = ScriptRunner.makeInterpreter(arguments: arguments, keptUntilExit: false)
        let watchdog = RunWatchdog(server: live.server, running: running ?? "geo is still running \(file)",
                                   shouldStop: stopWhen, cancel: { geo.cancel() }, whenLong: whenLong)
        var failure: GeoError?
        if let dump, let error = ScriptRunner.appBinding(dump, in: geo, showingWarnings: false) {
            // The dump changed under --watch and no longer reads: the last run's drawing stays,
            // under the error.
            _ = watchdog.finish()
            ScriptRunner.writeErr(error.description + "\n")
            live.publish(previous ?? geo, error: error.description)
            return previous ?? geo
        }
        do throws(GeoError) {
            try geo.runFile(file)
        } catch {
            failure = error
        }
        let stopped = watchdog.finish().stopped
        ScriptRunner.flushOut()
        if stopped, failure?.kind == .cancelled {
            if !StopSignal.requested {
                ScriptRunner.writeErr("geo: stopped \(file): it changed while it ran; running it again\n")
                live.server.showRunning("geo stopped \(file): it changed while it ran. Running the new version…")
            }
            return previous ?? geo
        }
        guard let error = failure else {
            live.publish(geo)
            return geo
        }
        ScriptRunner.writeErr(error.description + "\n")
        if error.isSyntaxError || error.kind == .file, let previous {
            live.publish(previous, error: error.description)
            return previous
        }
        live.publish(geo, error: error.description)
        return geo
    }
}

/// Calls a function once, from whichever thread asks first.
final class Once: Sendable {
    private let done = Atomic<Bool>(false)

    func callAsFunction(_ body: () -> Void) {
        if !done.exchange(true, ordering: .acquiringAndReleasing) { body() }
    }
}

/// What `--watch` compares: a file's modification time and size (nil fields when unreadable).
struct FileStamp: Equatable, Sendable {
    var seconds: Int = -1
    var nanoseconds: Int = -1
    var size: Int = -1

    init(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
        size = Int(info.st_size)
    }
}
