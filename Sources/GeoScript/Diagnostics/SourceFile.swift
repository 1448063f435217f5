import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source text and its name, with line starts for turning byte offsets into line/column.
///
/// Each file has a process-unique `id`, which is what a `Span` stores (a span is plain data,
/// so copying one retains nothing). `SourceFile.resolve(_:)` turns an id back into the file
/// while something still holds it: compiled code holds its file (`FunctionCode.file`), a
/// runtime failure holds the files it points into (`ScriptFailure.Trace`), and a `GeoError`
/// carries its rendered lines and holds no file at all. When the last holder lets go the
/// file is freed and leaves the table: the table holds only files still in use.
final class SourceFile: Sendable {
    /// The name shown in diagnostics (a path, `<stdin>`, `<repl>`).
    let name: String
    /// The UTF-8 bytes.
    let bytes: [UInt8]
    /// Byte offset where each line starts.
    let lineStarts: [Int]
    /// This file's key in the table of live files (never 0, never reused).
    let id: UInt64

    init(name: String, bytes: [UInt8]) {
        self.name = name
        // A UTF-8 byte order mark (which some editors write first) is not part of the text, as
        // for the Swift compiler: it was "unexpected character" at 1:1.
        self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var starts = [0]
        starts.reserveCapacity(self.bytes.count / 32 + 1)
        self.bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return }
            var at = 0
            while at < text.count, let newline = memchr(base + at, 10, text.count - at) {
                at = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(at)
            }
        }
        self.lineStarts = starts
        self.id = SourceFile.nextID.add(1, ordering: .relaxed).newValue
        SourceFile.live.withLock { $0[id] = Entry(file: self) }
    }

    /// The text of a file saved as UTF-16 with its byte order mark (FF FE: little-endian, FE
    /// FF: big-endian), as UTF-8 in a file of the same name — what Windows' Notepad ("Unicode")
    /// and PowerShell 5 write; nil for any other file. (A script is refused so, with what to do:
    /// `Lexer`; a pasted dump is read as it is meant.)
    var decodedFromUTF16: SourceFile? {
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return nil }
        let little: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): little = true
        case (0xFE, 0xFF): little = false
        default: return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2 - 1)
        var i = 2
        while i < bytes.count {
            let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
            units.append(little ? a | b << 8 : a << 8 | b)
            i += 2
        }
        return SourceFile(name: name, bytes: Array(String(decoding: units, as: UTF16.self).utf8))
    }

    deinit {
        let id = self.id
        SourceFile.live.withLock { _ = $0.removeValue(forKey: id) }
    }

    /// The live file with this id, or nil once it has been freed.
    static func resolve(_ id: UInt64) -> SourceFile? {
        live.withLock { $0[id]?.file }
    }

    /// Stands in for a file that was freed while a span still named it (a span outliving all
    /// the code and failures that hold its file: a bug, rendered as an unknown place rather
    /// than a crash).
    static let unknown = SourceFile(name: "<unknown>", bytes: [])

    private struct Entry { weak var file: SourceFile? }
    private static let nextID = Atomic<UInt64>(0)
    private static let live = LiveTable()

    /// The id → file table behind a pthread mutex: ThreadSanitizer does not see
    /// `Synchronization.Mutex` on Linux as synchronization (it reported every pair of
    /// interpreters on two threads as a race on this table; reproduced with four threads and
    /// a bare `Mutex<[UInt64: Int]>`), while it understands pthread mutexes.
    private final class LiveTable: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var entries: [UInt64: Entry] = [:]

        init() { pthread_mutex_init(mutex, nil) }

        func withLock<R>(_ body: (inout [UInt64: Entry]) -> R) -> R {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&entries)
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    func lineColumn(_ offset: Int) -> (line: Int, column: Int) {
        let starts = lineStarts
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        let start = starts[lo]
        let end = min(max(offset, start), bytes.count)
        let column = String(decoding: bytes[start..<end], as: UTF8.self).count + 1
        return (lo + 1, column)
    }

    /// The text of a 1-based line, without its newline.
    func lineText(_ line: Int) -> String {
        let starts = lineStarts
        guard line >= 1, line <= starts.count else { return "" }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        if end > start, end <= bytes.count, bytes[end - 1] == 13 { end -= 1 }
        guard end >= start else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
