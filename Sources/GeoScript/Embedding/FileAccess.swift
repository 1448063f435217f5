#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An interpreter's sandboxed file access: the folders a host granted (`allowFiles(in:)`),
/// how a path a script names becomes a canonical path, and the only places geo opens files —
/// reading a script or an import, writing a file a built-in produces (`svg(v, path)`).
///
/// A file is opened in two steps, so no symbolic link can lead outside a grant, whether it
/// exists or dangles, and whatever it is swapped for between a check and the open: the folder
/// that holds the file is opened first and the folder *actually opened* is checked against the
/// grants (its path as the kernel reports it for the open descriptor); then the last component
/// is opened relative to that descriptor with `O_NOFOLLOW`. When the last component is itself a
/// link, its target is read and the two steps start again from it (at most 40 links), so a link
/// to a file inside the grant works and a link pointing outside — dangling or not — is refused.
final class FileAccess: @unchecked Sendable {
    /// The largest script, import or standard input geo reads (64 MB): larger inputs are
    /// refused with an error instead of exhausting memory.
    static let maxSourceBytes = 64 << 20

    /// Canonical granted folders; empty means no file access at all.
    private(set) var grants: [String] = []

    /// Names a script may write to that are not files in a granted folder ("/dev/stdout"),
    /// exactly as written, and where their text goes.
    var streams: [String: (String) -> Void] = [:]

    /// Grants access to `directory` and everything below it.
    func allow(_ directory: String) {
        grants.append(FileAccess.canonical(FileAccess.absolute(directory)))
    }

    func isGranted(_ canonicalPath: String) -> Bool {
        grants.contains { g in g == "/" || canonicalPath == g || canonicalPath.hasPrefix(g + "/") }
    }

    // MARK: Paths

    /// The process's current directory ("/" if it cannot be read).
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against `base` (the current directory by default), without
    /// touching `..` (the kernel resolves it, through links, when the path is opened).
    static func absolute(_ path: String, base: String? = nil) -> String {
        if path.hasPrefix("/") { return path }
        let b = base ?? currentDirectory()
        return b.hasSuffix("/") ? b + path : b + "/" + path
    }

    /// `path` (absolute) with `.`, `..` and repeated slashes removed lexically.
    static func normalised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The real path of an existing file or folder (links resolved); for a missing one, the
    /// real path of its nearest existing folder followed by the rest, normalised.
    static func canonical(_ path: String) -> String {
        let absolutePath = absolute(path)
        if let real = realPath(absolutePath) { return real }
        let normal = normalised(absolutePath)
        guard normal != "/", let slash = normal.lastIndex(of: "/") else { return normal }
        let parent = slash == normal.startIndex ? "/" : String(normal[..<slash])
        let folder = canonical(parent)
        return (folder == "/" ? "" : folder) + "/" + normal[normal.index(after: slash)...]
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The canonical path a file name stands for (its directory anchors relative imports);
    /// a bracketed name (`<repl>`, `<-e>`) stands for a file in the current directory.
    static func modulePath(_ name: String) -> String {
        canonical(name.hasPrefix("<") ? absolute(name) : name)
    }

    /// The folder part of an absolute path ("/" for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Where `import "path"` in `importer` points: relative paths are relative to the
    /// importing file's folder.
    func importPath(_ path: String, from importer: String) -> String {
        FileAccess.canonical(FileAccess.absolute(path, base: FileAccess.folder(of: FileAccess.modulePath(importer))))
    }

    // MARK: Opening

    enum Mode { case read, write }

    /// Why a file could not be opened: outside every grant, or the system's error (`errno`).
    /// Each carries the absolute path geo tried.
    enum OpenFailure: Error {
        case denied(String)
        case system(Int32, String)
    }

    /// Opens `path` (absolute) for reading or for writing (created or truncated), refusing
    /// anything whose folder — after following every link — is outside the grants. Returns
    /// the descriptor and the real path opened.
    func openChecked(_ path: String, _ mode: Mode) -> Result<(fd: Int32, path: String), OpenFailure> {
        var target = path
        for _ in 0..<40 {
            // A folder (the grant itself, `x/..`): not a file to read or write.
            let asFolder = open(target, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if asFolder >= 0 {
                defer { close(asFolder) }
                let real = FileAccess.pathOfOpenFolder(asFolder, opened: target)
                guard let real, isGranted(real) else { return .failure(.denied(real ?? FileAccess.canonical(target))) }
                return .failure(.system(EISDIR, real))
            }
            var folderPath = FileAccess.folder(of: target)
            var name: String? = String(target[target.index(after: target.lastIndex(of: "/") ?? target.startIndex)...])
            if let n = name, n.isEmpty || n == "." || n == ".." {
                folderPath = target
                name = nil
            }
            let folderFD = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folderFD < 0 {
                let error = errno
                let shown = FileAccess.canonical(target)
                return .failure(isGranted(FileAccess.canonical(folderPath)) ? .system(error, shown) : .denied(shown))
            }
            defer { close(folderFD) }
            guard let real = FileAccess.pathOfOpenFolder(folderFD, opened: folderPath), isGranted(real) else {
                return .failure(.denied(FileAccess.canonical(target)))
            }
            guard let name else { return .failure(.system(EISDIR, real)) }
            let full = (real == "/" ? "" : real) + "/" + name
            let flags = mode == .read ? O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK
                                      : O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK
            let fd = openat(folderFD, name, flags, 0o666)
            if fd >= 0 { return .success((fd, full)) }
            let error = errno
            // ELOOP: the last component is a link (EMLINK on some BSDs). Follow it ourselves.
            guard error == ELOOP || error == EMLINK, let link = FileAccess.readLink(folderFD, name) else {
                return .failure(.system(error, full))
            }
            target = link.hasPrefix("/") ? link : (real == "/" ? "" : real) + "/" + link
        }
        return .failure(.system(ELOOP, path))
    }

    /// The text of the symbolic link `name` in the open folder `folderFD`.
    static func readLink(_ folderFD: Int32, _ name: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = buffer.withUnsafeMutableBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { readlinkat(folderFD, name, $0, b.count) }
        }
        guard n > 0, n < buffer.count else { return nil }
        return String(decoding: buffer[..<n], as: UTF8.self)
    }

    /// The real path of the folder open as `fd`, as the kernel knows it — not as it was named,
    /// so a link swapped in after the open cannot fool the check.
    static func pathOfOpenFolder(_ fd: Int32, opened: String) -> String? {
        #if canImport(Darwin)
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
        if fcntl(fd, F_GETPATH, &buffer) == 0 { return String(cString: buffer) }
        #else
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = buffer.withUnsafeMutableBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { readlink("/proc/self/fd/\(fd)", $0, b.count) }
        }
        if n > 0, n < buffer.count, buffer[0] == UInt8(ascii: "/") {
            return String(decoding: buffer[..<n], as: UTF8.self)
        }
        #endif
        // No /proc: accept the real path only if it is the very folder that is open.
        guard let real = realPath(opened) else { return nil }
        var a = stat(), b = stat()
        guard fstat(fd, &a) == 0, stat(real, &b) == 0, a.st_dev == b.st_dev, a.st_ino == b.st_ino else { return nil }
        return real
    }

    static func describe(_ error: Int32) -> String { String(cString: strerror(error)) }

    // MARK: Reading and writing

    /// Reads a source file (a script, an import; `what` names it in errors), with the sandbox,
    /// missing-file, directory, size and UTF-8 checks.
    func readSource(_ path: String, displayName: String, from span: Span?, what: String = "script") throws(GeoError) -> SourceFile {
        func fail(_ kind: GeoError.Kind, _ message: String, notes: [String] = []) -> GeoError {
            if let span { return GeoError(kind, [Diagnostic(.error, message, at: span, notes: notes)]) }
            var d = Diagnostic(.error, message, file: "geo")
            d.notes = notes
            return GeoError(kind, [d])
        }
        let fd: Int32
        switch openChecked(FileAccess.absolute(path), .read) {
        case .success(let opened): fd = opened.fd
        case .failure(.denied):
            throw fail(.file, "file access denied: '\(path)' is outside the folders this interpreter may read",
                       notes: ["a host grants access with allowFiles(in:)"])
        case .failure(.system(let error, _)):
            if error == ENOENT {
                throw fail(.file, "no such file: '\(path)'", notes: nearbyName(path).map { ["did you mean '\($0)'?"] } ?? [])
            }
            if error == EISDIR { throw fail(.file, "'\(path)' is a directory, not a \(what)") }
            throw fail(.file, "cannot read '\(path)': \(FileAccess.describe(error))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail(.file, "cannot read '\(path)': \(FileAccess.describe(errno))") }
        if info.st_mode & S_IFMT == S_IFDIR { throw fail(.file, "'\(path)' is a directory, not a \(what)") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw fail(.file, "'\(path)' is not a regular file") }
        switch DescriptorIO.readAll(fd, limit: FileAccess.maxSourceBytes) {
        case .success(let bytes): return SourceFile(name: displayName, bytes: bytes)
        case .failure(.tooLarge):
            throw fail(.file, "'\(path)' is larger than \(FileAccess.maxSourceBytes >> 20) MB, the largest \(what) geo reads")
        case .failure(.system(let error)):
            throw fail(.file, "cannot read '\(path)': \(FileAccess.describe(error))")
        }
    }

    /// For a missing file, the path with its last part replaced by the name in the same folder
    /// within typo distance (`import "lib/shape.geo"` → `lib/shapes.geo`); nil when none is near
    /// or the folder is not granted (its names are not this interpreter's to see).
    func nearbyName(_ path: String) -> String? {
        let absolutePath = FileAccess.absolute(path)
        let folder = FileAccess.folder(of: absolutePath)
        guard isGranted(FileAccess.canonical(folder)), let dir = opendir(folder) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir), names.count < 10_000 {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        let slash = path.lastIndex(of: "/")
        let last = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !last.isEmpty, let near = Suggest.nearest(last, in: names) else { return nil }
        return (slash.map { String(path[...$0]) } ?? "") + near
    }

    /// Writes `text` to `path` (a file a built-in named `what` produces) through the grants;
    /// a relative path is relative to the current directory, as any command-line tool's.
    /// Returns the absolute path written.
    func writeFile(_ text: String, to path: String, what: String) throws -> String {
        guard !path.isEmpty else { throw RuntimeError("svg: the file path is empty") }
        if let stream = streams[path] {
            stream(text)
            return path
        }
        let fd: Int32, full: String
        switch openChecked(FileAccess.absolute(path), .write) {
        case .success(let opened): (fd, full) = opened
        case .failure(.denied(let shown)):
            throw GeoError(.file, "file access denied: cannot write '\(path)': \(shown) is outside the folders this interpreter may write to",
                           notes: ["a host grants access with allowFiles(in:)"])
        case .failure(.system(let error, let shown)):
            throw GeoError(.file, "cannot write \(what) to '\(path)' (\(shown)): \(FileAccess.describe(error))")
        }
        let error = DescriptorIO.writeAll(fd, Array(text.utf8))
        let closed = close(fd) == 0 ? 0 : errno
        if error != 0 || closed != 0 {
            throw GeoError(.file, "cannot write \(what) to '\(path)' (\(full)): \(FileAccess.describe(error != 0 ? error : closed))")
        }
        return full
    }
}

/// Whole reads and writes on a file descriptor: the sandbox's files, and the `geo` command's
/// standard streams and history file.
public enum DescriptorIO {
    public enum ReadFailure: Error {
        /// More than the limit arrived.
        case tooLarge
        case system(Int32)
    }

    /// Every byte of `fd` up to its end, or `.tooLarge` as soon as more than `limit` arrive
    /// (so an endless input such as /dev/zero ends promptly). Retries after EINTR and waits
    /// when a non-blocking descriptor has nothing yet.
    public static func readAll(_ fd: Int32, limit: Int) -> Result<[UInt8], ReadFailure> {
        var bytes: [UInt8] = []
        // Left uninitialised: `read` writes the bytes taken (`[UInt8](repeating: 0, count:)`
        // would store 64 KB of zeros, a byte at a time, for every file read).
        var chunk = [UInt8](unsafeUninitializedCapacity: 1 << 16) { _, count in count = 1 << 16 }
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { return .success(bytes) }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&p, 1, -1)
                    continue
                }
                return .failure(.system(errno))
            }
            if bytes.count + n > limit { return .failure(.tooLarge) }
            bytes.append(contentsOf: chunk[..<n])
        }
    }

    /// Writes every byte (retrying after EINTR, short writes and EAGAIN); 0 or the errno.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { b in write(fd, b.baseAddress! + done, b.count - done) }
            if n > 0 { done += n; continue }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&p, 1, -1)
                continue
            }
            return n < 0 ? errno : EIO
        }
        return 0
    }
}

extension Interpreter {
    /// Lets scripts read and write files inside the folder at `path` and its subfolders
    /// (`allowFiles(in: "/")` grants the whole file system, as the `geo` command does).
    /// A host holding a Foundation `URL` passes its `path`: `geo.allowFiles(in: url.path)`.
    public func allowFiles(in path: String) {
        lock.guarded { files.allow(path) }
    }

    /// Lets scripts write to `path`, a name that is not a file in a granted folder, by handing
    /// the text to `write`: the `geo` command sends `svg(v, "/dev/stdout")` where `print`
    /// output goes and "/dev/stderr" to standard error (the sandbox opens neither: they are
    /// links to descriptors, not files). Only the exact name is matched.
    public func allowWriting(to path: String, _ write: @escaping (String) -> Void) {
        lock.guarded { files.streams[path] = write }
    }

    /// The largest script or standard input geo reads, in bytes (64 MB).
    public static var maxSourceBytes: Int { FileAccess.maxSourceBytes }

    /// Runs a program given as bytes (standard input, a network message): invalid UTF-8 is a
    /// syntax error located at the first bad byte; more than `maxSourceBytes` is refused.
    public func run(bytes: [UInt8], file: String) throws(GeoError) {
        guard bytes.count <= FileAccess.maxSourceBytes else {
            throw GeoError(.file, [Diagnostic(.error, "\(file) is larger than \(FileAccess.maxSourceBytes >> 20) MB, the largest program geo reads", file: "geo")])
        }
        if let error = Interpreter.encodingError(in: bytes, file: file) { throw error }
        try run(String(decoding: bytes, as: UTF8.self), file: file)
    }

    /// The syntax error for bytes that are not UTF-8 text (located at the first bad byte), or nil
    /// when they are: what `run(bytes:file:)` reports before running anything.
    public static func encodingError(in bytes: [UInt8], file: String) -> GeoError? {
        Lexer.encodingError(in: SourceFile(name: file, bytes: bytes)).map { GeoError(.syntax, [$0]) }
    }
}
