#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoScript

/// The persistent REPL history: `$GEO_HISTORY`, else `~/.geo_history`.
///
/// One entry per line; an entry of several lines (a function typed over a few `...` prompts) is
/// kept whole, its inner line breaks written as a backslash at the end of the line, and a line
/// that itself ends in backslashes has them doubled, so any text round-trips (an odd number of
/// trailing backslashes means "continued"). An entry over 64 KB is not saved (with a warning),
/// a file over 16 MB is not read (with a warning: `GEO_HISTORY=/dev/zero` cannot hang the start),
/// a history file that is a symbolic link stays one (its target is written), and temporary
/// files left by a session killed during a trim are removed. Entries are
/// appended one at a time under an exclusive `flock`, so two sessions at once lose nothing; when
/// the file holds more than `limit` entries, the session holding the lock writes the newest
/// `limit` to a temporary file and renames it over the old one. A writer that waited on the old
/// file notices the rename (the path's inode changed) and appends to the new file instead.
///
/// Nothing here fails the session: an unreadable, corrupt or unwritable file gives one warning.
struct HistoryFile {
    /// The file's path.
    let path: String
    /// The most entries the file keeps.
    let limit: Int
    /// Warnings not yet shown (drained by the REPL).
    private(set) var warnings: [String] = []
    /// Set after a write failed: the session goes on with history in memory only.
    private var writable = true

    /// The longest entry saved, in bytes of its stored form.
    static let maxEntryBytes = 65_536
    /// The largest history file read.
    static let maxFileBytes = 16 << 20

    init(path: String, limit: Int = 1_000) {
        self.path = HistoryFile.followingLinks(path)
        self.limit = limit
    }

    /// The file a (possibly symbolic-link) path stands for, so a trim writes the link's target
    /// and the link stays a link.
    static func followingLinks(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        // A dangling link: write where it points.
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return path }
        let target = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        guard let slash = path.lastIndex(of: "/") else { return target }
        return String(path[...slash]) + target
    }

    /// `$GEO_HISTORY` when set and not empty, else `$HOME/.geo_history`; nil without either.
    static func defaultPath(environment: [String: String]) -> String? {
        if let path = environment["GEO_HISTORY"], !path.isEmpty { return path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home.hasSuffix("/") ? home + ".geo_history" : home + "/.geo_history"
    }

    // MARK: Reading

    /// The entries in the file, oldest first, consecutive duplicates collapsed, at most `limit`.
    /// A missing file is an empty history; anything else that goes wrong is a warning.
    mutating func load() -> [String] {
        removeStaleTemporaryFiles()
        let bytes: [UInt8]
        switch HistoryFile.readAll(path, limit: HistoryFile.maxFileBytes) {
        case .success(let b): bytes = b
        case .failure(let error) where error.code == EFBIG:
            writable = false
            warnings.append("history file \(path) is larger than \(HistoryFile.maxFileBytes >> 20) MB: not read, and this session's history will not be saved")
            return []
        case .failure(let error):
            if error.code != ENOENT {
                warnings.append("cannot read history file \(path): \(HistoryFile.message(error.code)); starting with an empty history")
            }
            return []
        }
        let (entries, unreadable) = HistoryFile.decode(bytes)
        if unreadable > 0 {
            let what = unreadable == 1 ? "1 unreadable line" : "\(unreadable) unreadable lines"
            warnings.append("history file \(path) is damaged: skipped \(what)")
        }
        return Array(HistoryFile.collapsed(entries).suffix(limit))
    }

    /// Takes the pending warnings.
    mutating func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }

    // MARK: Writing

    /// Appends one entry, then trims the file to `limit` entries if it grew past it.
    mutating func append(_ entry: String) {
        guard writable else { return }
        let record = Array((HistoryFile.encode(entry) + "\n").utf8)
        guard record.count <= HistoryFile.maxEntryBytes else {
            warnings.append("an entry of \(record.count / 1024) KB is too long for the history file (the limit is \(HistoryFile.maxEntryBytes / 1024) KB); it was not saved")
            return
        }
        for _ in 0..<5 {
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return failWrite(errno) }
            guard flockRetrying(fd, LOCK_EX) else {
                let code = errno
                close(fd)
                return failWrite(code)
            }
            // Another session may have renamed a trimmed file over this one while we waited.
            guard HistoryFile.isSameFile(fd, path) else {
                close(fd)
                continue
            }
            let written = HistoryFile.writeAll(fd, record)
            let code = errno
            if written { trimIfNeeded() }
            _ = flockRetrying(fd, LOCK_UN)
            close(fd)
            if !written { failWrite(code) }
            return
        }
        warnings.append("history file \(path) keeps being replaced; this entry was not saved")
    }

    /// With the lock held: if the file has more than `limit` entries, replace it by its newest
    /// `limit` entries (written to a temporary file beside it and renamed, so a crash never
    /// leaves half a file).
    private mutating func trimIfNeeded() {
        guard case .success(let bytes) = HistoryFile.readAll(path, limit: HistoryFile.maxFileBytes) else { return }
        // Cheap test first: fewer lines than the limit means fewer entries.
        if bytes.lazy.filter({ $0 == 0x0A }).count <= limit { return }
        let (entries, _) = HistoryFile.decode(bytes)
        guard entries.count > limit else { return }
        let kept = entries.suffix(limit).map { HistoryFile.encode($0) + "\n" }.joined()
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let ok = HistoryFile.writeAll(fd, Array(kept.utf8))
        close(fd)
        if !ok || rename(temporary, path) != 0 {
            unlink(temporary)
        }
    }

    /// Removes `history.tmp-PID` files beside the history whose process is gone (a session
    /// killed while it trimmed).
    private func removeStaleTemporaryFiles() {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + ".tmp-"
        guard let directory = opendir(folder.isEmpty ? "/" : folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
        }
    }

    private mutating func failWrite(_ code: Int32) {
        writable = false
        warnings.append("cannot write history file \(path): \(HistoryFile.message(code)); this session's history will not be saved")
    }

    private func flockRetrying(_ fd: Int32, _ operation: Int32) -> Bool {
        while flock(fd, operation) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    // MARK: Format

    /// An entry as stored: trailing backslashes of each line doubled, inner line breaks written
    /// as backslash + line break.
    static func encode(_ entry: String) -> String {
        entry.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trailing = line.reversed().prefix { $0 == "\\" }.count
            return String(line) + String(repeating: "\\", count: trailing)
        }.joined(separator: "\\\n")
    }

    /// The entries in a file's bytes, and how many lines could not be read (invalid UTF-8, NUL
    /// bytes, or absurdly long).
    static func decode(_ bytes: [UInt8]) -> (entries: [String], unreadable: Int) {
        var entries: [String] = []
        var unreadable = 0
        var pending: [String] = []
        for rawLine in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            guard rawLine.count <= maxEntryBytes, !rawLine.contains(0),
                  let line = String(validating: rawLine, as: UTF8.self)
            else {
                unreadable += 1
                pending.removeAll()
                continue
            }
            // An odd run of trailing backslashes: the entry goes on; the others were doubled.
            let trailing = line.utf8.reversed().prefix { $0 == UInt8(ascii: "\\") }.count
            let text = String(line.dropLast(trailing / 2 + trailing % 2))
            if trailing % 2 == 1 {
                pending.append(text)
                continue
            }
            pending.append(text)
            let entry = pending.joined(separator: "\n")
            pending.removeAll()
            if !entry.allSatisfy(\.isWhitespace) { entries.append(entry) }
        }
        if !pending.isEmpty {
            let entry = pending.joined(separator: "\n")
            if !entry.allSatisfy(\.isWhitespace) { entries.append(entry) }
        }
        return (entries, unreadable)
    }

    /// `entries` without consecutive duplicates.
    static func collapsed(_ entries: [String]) -> [String] {
        var out: [String] = []
        for entry in entries where entry != out.last { out.append(entry) }
        return out
    }

    // MARK: System calls

    /// The file's bytes; EFBIG when it has more than `limit`.
    private static func readAll(_ path: String, limit: Int) -> Result<[UInt8], ErrnoCode> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ErrnoCode(errno)) }
        defer { close(fd) }
        switch DescriptorIO.readAll(fd, limit: limit) {
        case .success(let bytes): return .success(bytes)
        case .failure(.tooLarge): return .failure(ErrnoCode(EFBIG))
        case .failure(.system(let code)): return .failure(ErrnoCode(code))
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        DescriptorIO.writeAll(fd, bytes) == 0
    }

    private static func isSameFile(_ fd: Int32, _ path: String) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(fd, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// An `errno` value as an `Error`, for `Result`.
struct ErrnoCode: Error {
    let code: Int32
    init(_ code: Int32) { self.code = code }
}
