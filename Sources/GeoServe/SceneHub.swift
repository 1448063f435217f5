#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoScene
import Synchronization

/// The latest published scene, shared between the publishing (interpreter) thread and the
/// server's threads: publishing swaps one reference under a lock and wakes the event streams;
/// a request takes the current reference and works on it without the lock.
final class SceneHub: @unchecked Sendable {
    /// One published scene with its `GET /scene` body (naming the server), encoded once — by the
    /// first request that wants it, on a server thread, so publishing costs the session only the
    /// snapshot.
    final class Published: Sendable {
        let snapshot: SceneSnapshot
        let server: String
        private let encoded = Mutex<[UInt8]?>(nil)
        init(_ snapshot: SceneSnapshot, server: String) {
            self.snapshot = snapshot
            self.server = server
        }

        var json: [UInt8] {
            encoded.withLock { cached in
                if let bytes = cached { return bytes }
                let bytes = snapshot.json(server: server)
                cached = bytes
                return bytes
            }
        }
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `mutex`.
    private var published: Published
    private var stopping = false

    init(_ first: Published) {
        published = first
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        changed.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    var current: Published { locked { published } }

    var isStopping: Bool { locked { stopping } }

    func publish(_ p: Published) {
        locked {
            published = p
            pthread_cond_broadcast(changed)
        }
    }

    func stop() {
        locked {
            stopping = true
            pthread_cond_broadcast(changed)
        }
    }

    /// Waits until the published version differs from `version`, the hub stops, or `seconds`
    /// pass; returns the version then, or nil when stopping.
    func wait(after version: Int, seconds: Int) -> Int? {
        locked {
            var deadline = timespec()
            #if canImport(Glibc)
            clock_gettime(CLOCK_REALTIME, &deadline)
            #else
            var now = timeval()
            gettimeofday(&now, nil)
            deadline.tv_sec = now.tv_sec
            deadline.tv_nsec = Int(now.tv_usec) * 1000
            #endif
            deadline.tv_sec += seconds
            while !stopping && published.snapshot.version == version {
                if pthread_cond_timedwait(changed, mutex, &deadline) != 0 { break }
            }
            return stopping ? nil : published.snapshot.version
        }
    }
}
