#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The interpreter's thread contract. A run (compiling and running a program) holds the
/// lock; host calls that cannot fail (`geo["x"]`, `limits`, `output`, `register`, …) take it
/// too, so from another thread they wait for the run to end instead of racing with it. From
/// the running thread itself (a host function the script called) they go straight through.
final class RunLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The thread doing the run's work (on its big stack), 0 when idle.
    private let owner = Atomic<Int>(0)
    /// Whether a run holds the interpreter (a second run fails instead of waiting).
    private let busy = Atomic<Bool>(false)
    /// Whether the run has started (set after `prepare`, so a cancel seen now is kept).
    private let running = Atomic<Bool>(false)

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Whether a run is going.
    var isRunning: Bool { running.load(ordering: .acquiring) }

    /// Whether the calling thread is the one running the interpreter's work.
    var isOwner: Bool { owner.load(ordering: .acquiring) == RunLock.currentThread() }

    /// Holds the lock for a run, or fails at once when another run holds it. `prepare` runs
    /// first, before the run counts as started.
    func run<T>(prepare: () -> Void, _ body: () throws(GeoError) -> T) throws(GeoError) -> T {
        guard busy.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            throw GeoError(.busy, [Diagnostic(.error, "the interpreter is already running (one run at a time): try again when `isRunning` is false", file: "geo")])
        }
        defer {
            running.store(false, ordering: .releasing)
            busy.store(false, ordering: .releasing)
        }
        prepare()
        running.store(true, ordering: .releasing)
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Marks the calling thread as the one doing the run's work.
    func becomeOwner() { owner.store(RunLock.currentThread(), ordering: .releasing) }
    func resignOwner() { owner.store(0, ordering: .releasing) }

    /// Runs a host call: directly on the running thread, else once no run holds the lock.
    func guarded<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        if isOwner { return try body() }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// A number identifying the calling thread (never 0).
    static func currentThread() -> Int {
        #if canImport(Darwin)
        var id: UInt64 = 0
        pthread_threadid_np(nil, &id)
        return Int(truncatingIfNeeded: id) | 1 << 62
        #else
        return Int(bitPattern: UInt(pthread_self())) | 1 << 62
        #endif
    }
}
