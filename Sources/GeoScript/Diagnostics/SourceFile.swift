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

    /// Whether `bytes` look like UTF-16, and in which byte order: a byte order mark (FF FE
    /// little-endian, FE FF big-endian — the Unicode Standard, "Byte Order Mark"), or, without
    /// one, a first character whose other byte is NUL (ASCII text in UTF-16: NUL is never part of
    /// a script or a dump). nil for any other text.
    static func utf16Layout(_ bytes: [UInt8]) -> (little: Bool, mark: Bool)? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return (true, true)
        case (0xFE, 0xFF): return (false, true)
        case (0, 0): return nil
        case (_, 0): return (true, false)
        case (0, _): return (false, false)
        default: return nil
        }
    }

    /// A dump as geo reads it, and a note for its errors. UTF-16 with a byte order mark — what
    /// Windows' Notepad ("Unicode") and PowerShell 5 write — is read as its text, as UTF-8 in a
    /// file of the same name; so is UTF-16 without one when that reading is unambiguous (the
    /// first character's other byte is NUL, and the whole decodes with no NUL character and no
    /// broken surrogate pair), with a note that says how it was read. Text that only looks like
    /// UTF-16 stays as it is, with a note that names it. (A script is refused so, with what to
    /// do: `Lexer`.)
    var asDumpText: (file: SourceFile, note: String?) {
        guard let (little, mark) = SourceFile.utf16Layout(bytes) else { return (self, nil) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = mark ? 2 : 0
        while i + 1 < bytes.count {
            let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
            units.append(little ? a | b << 8 : a << 8 | b)
            i += 2
        }
        let evidence = "every other byte is 0, and it has no byte order mark"
        if !mark {
            let clean = bytes.count % 2 == 0 && !units.contains(0)
                && !transcode(units.makeIterator(), from: UTF16.self, to: UTF32.self, stoppingOnError: true) { _ in }
            guard clean else {
                return (self, "this looks like UTF-16 text (\(evidence)): save it as UTF-8, or convert it with `iconv -f UTF-16\(little ? "LE" : "BE") -t UTF-8`")
            }
        }
        let decoded = SourceFile(name: name, bytes: Array(String(decoding: units, as: UTF16.self).utf8))
        return (decoded, mark ? nil : "geo read this dump as UTF-16\(little ? "LE" : "BE") text (\(evidence)); if it is not, save it as UTF-8")
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
