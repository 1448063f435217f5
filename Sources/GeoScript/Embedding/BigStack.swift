#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Runs interpreter work on a thread with a large native stack, so the call-depth limit —
/// not the stack — is what stops deep recursion. The caller blocks until it finishes.
/// When no such thread can be created (e.g. under `ulimit -v`), the work runs on the
/// caller's thread and the limits shrink to the stack it has.
enum BigStack {
    /// 512 MB of address space (pages are only committed as the stack grows), or a quarter of
    /// the address space the process may use when that is limited (`ulimit -v`): a thread
    /// stack that takes most of it leaves the rest of the run no memory.
    static let size: Int = {
        let big = 512 << 20
        guard let limit = MemoryGauge.addressSpaceLimit() else { return big }
        return min(big, limit / 4)
    }()

    /// ThreadSanitizer keeps, per thread, its own stack of the functions the thread is in — one
    /// entry per instrumented function entered, a fixed 131,072 of them whatever the native
    /// stack's size — and does not check it for overflow (`__tsan_func_entry` writes past the
    /// end: a SEGV on a page-aligned address, or silent corruption of its own state and a
    /// hang). There what runs out is frames, not bytes, so under TSan the two recursions over
    /// input are budgeted in frames, each with the figure measured for it (`backtrace()` at
    /// the bottom of 20- and 60-deep recursions of each shape, debug build; ShadowStackTests
    /// keeps the figures honest):
    /// - a script call: 17 frames for `f(n - 1)`, 19–21 through an operator, a list, an
    ///   interpolation, a loop or a local closure, 20–26 per call through `map`, `filter` or
    ///   `sorted` calling back, 27 for a closure variable calling itself — 32 counted;
    /// - a level of expression nesting: compiling takes 1–6 frames (resolver 1–5, code
    ///   generation 1–6; the parser's own 200-level limit bounds its 10–14), running 2–3 —
    ///   8 and 4 counted.
    /// Compiling does not overlap deep calls, so the nesting limit is what the whole stack
    /// holds at 8 frames a level (far above `Resolver.defaultMaxNesting`: unchanged); the call
    /// depth gets what is left after a reserve (the frames below the run, built-ins' and
    /// errors' own) and room for running the deepest nesting allowed.
    ///
    /// The budget is half that stack, 65,536 frames: TSan fails below its end too. A C program
    /// (`clang -fsanitize=thread`, this toolchain's runtime) whose thread recurses N frames
    /// deep then hangs in its `free`, spinning in TSan's `MetaMap::FreeRange` — the hang the
    /// whole test suite met — in 3 runs of 12 at N = 75,000, 4 of 12 at 78,000, 2 of 12 at
    /// 80,000, about half from 90,000 to 130,000, and in none of 12 at 60,000 or 70,000.
    enum ShadowStack {
        static let entries = 65_536
        static let reserve = 8_192
        static let framesPerCall = 32
        static let framesPerNestingCompiled = 8
        static let framesPerNestingRun = 4
    }

    /// The deepest call nesting a run may reach whatever `Limits.callDepth` says: unbounded
    /// in a plain build; under ThreadSanitizer what its stack of frames holds (`ShadowStack`).
    static let maxCallDepth: Int = {
        guard isThreadSanitized else { return .max }
        let forNesting = maxNesting * ShadowStack.framesPerNestingRun
        return (ShadowStack.entries - ShadowStack.reserve - forNesting) / ShadowStack.framesPerCall
    }()

    /// The deepest expression nesting a run may compile, before the native stack's own bound
    /// (`bytesPerNesting`): the resolver's default, or under ThreadSanitizer what its stack of
    /// frames holds if that is less.
    static let maxNesting: Int = {
        guard isThreadSanitized else { return Resolver.defaultMaxNesting }
        return min(Resolver.defaultMaxNesting,
                   (ShadowStack.entries - ShadowStack.reserve) / ShadowStack.framesPerNestingCompiled)
    }()

    /// Whether this process runs under ThreadSanitizer (its runtime's entry point is linked in).
    static let isThreadSanitized: Bool = {
        guard let program = dlopen(nil, RTLD_LAZY) else { return false }
        return dlsym(program, "__tsan_func_entry") != nil
    }()

    /// The lowest native stack address a run that got `bytes` of stack from `top` down may
    /// reach at a check (a call's, a level of nesting's), or 0 when it is not known. What runs
    /// between two checks — errors being built, a parser's or a debug build's large frames,
    /// built-ins — stays above the end: a reserve at the bottom of the stack, 256 KB or a
    /// sixteenth of it, at most half.
    static func floor(top: UInt, bytes: Int) -> UInt {
        let bytes = UInt(max(bytes, 0))
        let reserve = max(256 << 10, bytes / 16)
        return top > bytes ? top - bytes + min(reserve, bytes / 2) : 0
    }

    /// Whether the native stack here is below `floor` (0: never).
    @inline(__always) static func isBelow(_ floor: UInt) -> Bool {
        floor != 0 && currentAddress() < floor
    }

    /// Native stack one level of expression nesting may use while compiling and running.
    static let bytesPerNesting = 48 << 10

    /// The address of (about) the current top of the native stack: a run may use the stack
    /// it got from here down (the engine checks it, `Engine.beginRun`).
    @inline(never) static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        // AddressSanitizer (detecting use after return, Linux's default) puts address-taken
        // locals on a "fake stack" on the heap: the native-stack guard measured nothing and a
        // runaway recursion overflowed the real stack. Its runtime maps the fake frame back.
        guard let realFrame = realFrameOfFakeStack else { return address }
        return realFrame(address)
    }

    /// Under AddressSanitizer, the real stack address of a local's fake-stack frame
    /// (`__asan_addr_is_in_fake_stack` of `__asan_get_current_fake_stack`), or the address
    /// itself when it is on the real stack; nil in other builds.
    private static let realFrameOfFakeStack: (@Sendable (UInt) -> UInt)? = {
        typealias CurrentFakeStack = @convention(c) () -> UnsafeMutableRawPointer?
        typealias InFakeStack = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                                                UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutableRawPointer?
        guard let program = dlopen(nil, RTLD_LAZY), let current = dlsym(program, "__asan_get_current_fake_stack"),
              let lookup = dlsym(program, "__asan_addr_is_in_fake_stack") else { return nil }
        let currentFakeStack = unsafeBitCast(current, to: CurrentFakeStack.self)
        let inFakeStack = unsafeBitCast(lookup, to: InFakeStack.self)
        return { address in
            let real = inFakeStack(currentFakeStack(), UnsafeMutableRawPointer(bitPattern: address), nil, nil)
            return real.map { UInt(bitPattern: $0) } ?? address
        }
    }()

    /// The stack size of the calling thread, or a cautious guess.
    static func currentThreadStack() -> Int {
        #if canImport(Darwin)
        return Int(pthread_get_stacksize_np(pthread_self()))
        #else
        // The main thread's stack is RLIMIT_STACK; a host's own threads usually have at least
        // the 8 MB default, or the limit when it is smaller.
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 else { return 8 << 20 }
        return Int(min(limit.rlim_cur, 8 << 20))
        #endif
    }

    /// Runs `body` on a thread with `size` bytes of stack and waits for it (runs it inline if
    /// no thread can be created); `body` gets the stack bytes it may use.
    static func run(size: Int = BigStack.size, _ body: (Int) -> Void) {
        BigStackWorker(size: size).run(body)
    }
}

/// A big-stack thread kept for one owner's runs (an interpreter's): started by the first run,
/// parked between runs, ended and joined when the owner releases it. A thread per run cost a
/// `pthread_create` and a 512 MB stack mapping per `evaluate`, and a test suite tens of
/// thousands of short-lived threads. When no thread of that size can be created (e.g. under a
/// tight `ulimit -v`) a smaller one is tried, down to a megabyte; when none can, a run goes on
/// the caller's thread with half of its stack (at most half the address space left), and the
/// next run tries again.
final class BigStackWorker: @unchecked Sendable {
    /// The stack asked for (the thread's may be smaller, `start`).
    let size: Int
    /// The stack bytes the workers' threads hold reserved (address space, mostly untouched),
    /// which `Limits.memory` does not count.
    static let reservedStacks = Atomic<Int>(0)
    private let mailbox: Mailbox
    private var thread: pthread_t?

    init(size: Int = BigStack.size) {
        self.size = size
        mailbox = Mailbox(size: size)
    }

    /// What the caller and the worker thread share; the thread keeps it alive (not the
    /// worker: releasing the worker is what ends the thread).
    private final class Mailbox: @unchecked Sendable {
        /// The thread's stack (set before it starts).
        var size: Int
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        /// The run to do; the worker clears it (and releases the closure) before `done`.
        var job: ((Int) -> Void)?
        var done = false
        var quitting = false
        /// The worker thread's stack, once it runs.
        var stack: (low: UInt, high: UInt)?

        init(size: Int) {
            self.size = size
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(changed, nil)
        }

        deinit {
            pthread_cond_destroy(changed)
            pthread_mutex_destroy(mutex)
            changed.deallocate()
            mutex.deallocate()
        }

        /// The worker thread's loop: wait for a job, run it, report it done; until quitting.
        func serve() {
            let stack = Self.currentStack()
            pthread_mutex_lock(mutex)
            self.stack = stack
            while !quitting {
                guard var body = job else {
                    pthread_cond_wait(changed, mutex)
                    continue
                }
                job = nil
                pthread_mutex_unlock(mutex)
                body(size)
                // Released before the caller learns the run is done: the closure must not
                // outlive the caller's `withoutActuallyEscaping`.
                body = { _ in }
                releaseDeepPages()
                pthread_mutex_lock(mutex)
                done = true
                pthread_cond_broadcast(changed)
            }
            pthread_mutex_unlock(mutex)
        }

        /// Gives back the stack pages a deep run committed (they would stay resident while the
        /// thread is parked): everything below the current frame, less a margin — when the
        /// page a megabyte down is resident (a run that went that deep; the stack grows page by
        /// page). The `madvise` of 512 MB costs 5–7 µs; the probe, one `mincore`.
        /// Not under ThreadSanitizer: there a later run crashed in TSan's runtime (a SEGV on a
        /// page-aligned address; BigStackTests, every time) — cause not found.
        private func releaseDeepPages() {
            guard let stack, !BigStack.isThreadSanitized else { return }
            let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
            let top = (BigStack.currentAddress() - (256 << 10)) & ~(page - 1)
            let probe = top - (768 << 10)
            guard probe > stack.low, probe < stack.high else { return }
            var resident: UInt8 = 0
            guard mincore(UnsafeMutableRawPointer(bitPattern: probe), Int(page), &resident) == 0, resident & 1 != 0 else { return }
            madvise(UnsafeMutableRawPointer(bitPattern: stack.low), Int(top - stack.low), MADV_DONTNEED)
        }

        /// The calling thread's stack (Linux: glibc tells; elsewhere nil, and deep pages stay).
        static func currentStack() -> (low: UInt, high: UInt)? {
            #if os(Linux)
            guard let getAttributes = threadAttributes else { return nil }
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var low: UnsafeMutableRawPointer?
            var bytes = 0
            guard pthread_attr_getstack(&attributes, &low, &bytes) == 0, let low else { return nil }
            return (UInt(bitPattern: low), UInt(bitPattern: low) + UInt(bytes))
            #else
            return nil
            #endif
        }

        #if os(Linux)
        /// glibc's `pthread_getattr_np` (a GNU extension the Glibc module does not declare).
        private static let threadAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
            guard let program = dlopen(nil, RTLD_LAZY), let symbol = dlsym(program, "pthread_getattr_np") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
        }()
        #endif
    }

    /// What the worker thread holds while it lives (tests watch it go).
    var threadState: AnyObject { mailbox }

    /// How much of the worker thread's stack is resident (Linux; nil elsewhere).
    func residentStackBytes() -> Int? {
        pthread_mutex_lock(mailbox.mutex)
        let stack = mailbox.stack
        pthread_mutex_unlock(mailbox.mutex)
        guard let stack else { return nil }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var pages = [UInt8](repeating: 0, count: (Int(stack.high - stack.low) + page - 1) / page)
        guard mincore(UnsafeMutableRawPointer(bitPattern: stack.low), Int(stack.high - stack.low), &pages) == 0 else { return nil }
        return pages.reduce(0) { $0 + Int($1 & 1) } * page
    }

    /// Runs `body` on the worker thread and waits for it; `body` gets the stack bytes it may
    /// use. One run at a time (the owner serialises them).
    func run(_ body: (Int) -> Void) {
        if thread == nil { thread = start() }
        guard thread != nil else {
            // Part of this thread's stack is in use already: count on half — and on no more
            // than half the address space left, which a tight `ulimit -v` leaves the stack to
            // grow into (growing past it is a SIGSEGV, not an error).
            var bytes = BigStack.currentThreadStack() / 2
            if let limit = MemoryGauge.addressSpaceLimit(), let used = MemoryGauge.addressSpace() {
                bytes = min(bytes, max(0, limit - used) / 2)
            }
            body(bytes)
            return
        }
        withoutActuallyEscaping(body) { escapable in
            pthread_mutex_lock(mailbox.mutex)
            mailbox.job = escapable
            mailbox.done = false
            pthread_cond_broadcast(mailbox.changed)
            while !mailbox.done { pthread_cond_wait(mailbox.changed, mailbox.mutex) }
            pthread_mutex_unlock(mailbox.mutex)
        }
    }

    /// Starts the thread with a stack of `size`, or a quarter of that … down to a megabyte
    /// (under 40 MB of `ulimit -v` a 10 MB stack did not map, and the run went on a main thread
    /// whose stack could not grow); nil when none starts.
    private func start() -> pthread_t? {
        var stack = size
        while true {
            if let thread = start(stack: stack) { return thread }
            guard stack / 4 >= 1 << 20 else { return nil }
            stack /= 4
        }
    }

    private func start(stack: Int) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stack)
        mailbox.size = stack
        let context = Unmanaged.passRetained(mailbox).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            Unmanaged<Mailbox>.fromOpaque(raw).takeRetainedValue().serve()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Mailbox>.fromOpaque(context).release()
            return nil
        }
        Self.reservedStacks.add(stack, ordering: .relaxed)
        return thread
    }

    deinit {
        guard let thread else { return }
        pthread_mutex_lock(mailbox.mutex)
        mailbox.quitting = true
        pthread_cond_broadcast(mailbox.changed)
        pthread_mutex_unlock(mailbox.mutex)
        // Released from its own thread (the last reference dropped by a run), it cannot wait
        // for itself: it ends on its own.
        if pthread_equal(thread, pthread_self()) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
        Self.reservedStacks.subtract(mailbox.size, ordering: .relaxed)
    }
}
