#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoServe
import Synchronization

/// Watches one run of a served session (a script under `geo --serve`, an entry of the REPL
/// under `:serve`) from a thread of its own, so that a run that does not end is neither silent
/// nor unstoppable:
///
/// - after `patience` it tells the page that geo is still running (`running`; the drawing stays
///   the last one published), then calls `whenLong` (`geo --serve FILE` prints its address);
/// - while `shouldStop` says so it cancels the run (the interpreter's thread-safe `cancel()`),
///   every poll, since a cancel that lands before the run has started is dropped;
/// - when the stop was asked by a signal and the run does not notice the cancel within
///   `grace` (work that polls no cancel flag), it ends geo by that signal.
///
/// `finish()` ends the watch; no marker is published after it returns.
final class RunWatchdog: Sendable {
    /// Why a run should stop: nothing, a file it runs changed (`--watch`), or a signal.
    enum Stop: Equatable, Sendable {
        case no, changed, signal(Int32)
    }

    private struct State {
        var finished = false
        var shown = false
        var stopped = false
    }

    private let state = Mutex(State())
    static let pollMicroseconds: UInt32 = 50_000

    init(server: LiveServer, running: String, patience: Duration = .milliseconds(500), grace: Duration = .seconds(3),
         shouldStop: @escaping @Sendable () -> Stop = { .no }, cancel: @escaping @Sendable () -> Void,
         whenLong: @escaping @Sendable () -> Void = {}) {
        startThread { [self] in
            let clock = ContinuousClock()
            let start = clock.now
            var signalledAt: ContinuousClock.Instant?
            while true {
                usleep(RunWatchdog.pollMicroseconds)
                let watching = state.withLock { s -> Bool in
                    if s.finished { return false }
                    let stop = shouldStop()
                    if stop != .no {
                        s.stopped = true
                        cancel()
                    }
                    if case .signal(let signo) = stop {
                        let since = signalledAt ?? clock.now
                        signalledAt = since
                        if clock.now - since >= grace {
                            server.stop()
                            StandardStreams.exitFlushing(by: signo)
                        }
                    }
                    if !s.shown && clock.now - start >= patience {
                        s.shown = true
                        server.showRunning(running)
                        whenLong()
                    }
                    return true
                }
                if !watching { return }
            }
        }
    }

    /// Ends the watch. `shown`: the page was told the run goes on (publish again to clear it);
    /// `stopped`: the run was cancelled because `shouldStop` said so.
    func finish() -> (shown: Bool, stopped: Bool) {
        state.withLock { s in
            s.finished = true
            return (s.shown, s.stopped)
        }
    }
}
