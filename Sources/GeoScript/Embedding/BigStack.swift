#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs interpreter work on a thread with a large native stack, so the call-depth limit —
/// not the stack — is what stops deep recursion. The caller blocks until it finishes.
enum BigStack {
    /// 512 MB of address space; pages are only committed as the stack grows.
    static let size = 512 << 20

    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a big-stack thread and waits for it (runs it inline if no thread can
    /// be created).
    static func run(_ body: () -> Void) {
        withoutActuallyEscaping(body) { escapable in
            let job = Job(escapable)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            let context = Unmanaged.passRetained(job).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let status = pthread_create(&thread, &attributes, { raw in
                guard let raw else { return nil }
                let job = Unmanaged<Job>.fromOpaque(raw).takeRetainedValue()
                job.body()
                return nil
            }, context)
            guard status == 0 else {
                Unmanaged<Job>.fromOpaque(context).release()
                escapable()
                return
            }
            #if canImport(Darwin)
            if let thread { pthread_join(thread, nil) }
            #else
            pthread_join(thread, nil)
            #endif
        }
    }
}
