#if canImport(Glibc)
import Glibc
import CMalloc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory the process holds, for `Limits.memory`.
///
/// Linux: what `ulimit -v` bounds is the address space (`VmSize`, the first figure of
/// `/proc/self/statm`: one `pread` of an open file, constant time). Address space stays mapped
/// after values are freed (glibc keeps its arenas for new blocks), so a process at the limit
/// then asks the allocator how much it holds free (`mallinfo2`), which walks its free lists —
/// 0.6 µs on a compact heap, 130 ms with 2.5 million freed blocks (measured) — and so only
/// when the address space has grown since it last asked.
/// Darwin: the bytes the malloc zones hold in use (`malloc_zone_statistics`), which is both.
enum MemoryGauge {
    /// The process's address space in bytes less the interpreters' big stacks (reserved, and
    /// sized from the limit already: `BigStack.size`) (Linux), or its malloc zones' bytes in
    /// use (Darwin); nil when it cannot be read.
    static func addressSpace() -> Int? {
        #if os(Linux)
        guard statm >= 0 else { return nil }
        var text = [UInt8](repeating: 0, count: 128)
        let count = text.withUnsafeMutableBytes { pread(statm, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        var pages = 0
        for byte in text[..<count] {
            guard byte >= 48, byte <= 57 else { break }
            pages = pages * 10 + Int(byte - 48)
        }
        return pages * pageSize - BigStackWorker.reservedStacks.load(ordering: .relaxed)
        #elseif canImport(Darwin)
        return liveBytes()
        #else
        return nil
        #endif
    }

    /// The bytes the allocator has mapped and holds free for new blocks of any size (Linux:
    /// `mallinfo2`'s free bytes less those in fast bins, which serve only their own size —
    /// a script making and dropping small lists left megabytes there while new values of
    /// another size took fresh space until the address space ran out); nil elsewhere.
    static func freeBytes() -> Int? {
        #if canImport(Glibc)
        let info = mallinfo2()
        return Int(info.fordblks) - Int(info.fsmblks)
        #else
        return nil
        #endif
    }

    /// The bytes the allocator holds for live blocks (Darwin); nil elsewhere.
    static func liveBytes() -> Int? {
        #if canImport(Darwin)
        var statistics = malloc_statistics_t()
        malloc_zone_statistics(nil, &statistics)
        return Int(statistics.size_in_use)
        #else
        return nil
        #endif
    }

    #if os(Linux)
    private static let statm: Int32 = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    #endif

    /// The address space a process may use (`ulimit -v`), or nil when unlimited.
    static func addressSpaceLimit() -> Int? {
        #if os(Linux)
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
        #else
        return nil
        #endif
    }
}
