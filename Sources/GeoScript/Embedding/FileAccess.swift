import Foundation

/// An interpreter's sandboxed file access: the folders a host granted (`allowFiles(in:)`),
/// how a path a script names becomes a canonical path, and the only places geo opens files —
/// reading a script or an import, writing a file a built-in produces (`svg(v, path)`).
final class FileAccess: @unchecked Sendable {
    /// Canonical granted folders; empty means no file access at all.
    private(set) var grants: [String] = []

    /// Grants access to `directory` and everything below it.
    func allow(_ directory: String) {
        grants.append(FileAccess.canonical(directory))
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The canonical path a file name stands for (its directory anchors relative imports).
    static func modulePath(_ name: String) -> String {
        canonical(name.hasPrefix("<") ? FileManager.default.currentDirectoryPath + "/" + name : name)
    }

    func importPath(_ path: String, from importer: String) -> String {
        if path.hasPrefix("/") { return FileAccess.canonical(path) }
        let base = URL(fileURLWithPath: FileAccess.modulePath(importer)).deletingLastPathComponent()
        return FileAccess.canonical(base.appendingPathComponent(path).path)
    }

    func isGranted(_ canonicalPath: String) -> Bool {
        grants.contains { g in g == "/" || canonicalPath == g || canonicalPath.hasPrefix(g.hasSuffix("/") ? g : g + "/") }
    }

    /// Reads a source file, with the sandbox, missing-file, directory and UTF-8 checks.
    func readSource(_ path: String, displayName: String, from span: Span?) throws(GeoError) -> SourceFile {
        let canonicalPath = FileAccess.canonical(path)
        func fail(_ kind: GeoError.Kind, _ message: String, notes: [String] = []) -> GeoError {
            if let span { return GeoError(kind, [Diagnostic(.error, message, at: span, notes: notes)]) }
            var d = Diagnostic(.error, message, file: "geo")
            d.notes = notes
            return GeoError(kind, [d])
        }
        guard isGranted(canonicalPath) else {
            throw fail(.file, "file access denied: '\(path)' is outside the folders this interpreter may read",
                       notes: ["a host grants access with allowFiles(in:)"])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: canonicalPath, isDirectory: &isDirectory) else {
            throw fail(.file, "no such file: '\(path)'")
        }
        guard !isDirectory.boolValue else { throw fail(.file, "'\(path)' is a directory, not a script") }
        guard let data = FileManager.default.contents(atPath: canonicalPath) else {
            throw fail(.file, "cannot read '\(path)'")
        }
        return SourceFile(name: displayName, bytes: [UInt8](data))
    }

    /// Writes `text` to `path` (a file a built-in named `what` produces) through the grants;
    /// returns the absolute path written.
    func write(_ text: String, to path: String, what: String, scriptFile: String) throws -> String {
        guard !path.isEmpty else { throw RuntimeError("svg: the file path is empty") }
        let full = FileAccess.writablePath(path, scriptFile: scriptFile)
        guard isGranted(full) else {
            throw GeoError(.file, "file access denied: cannot write '\(path)': \(full) is outside the folders this interpreter may write to",
                           notes: ["a host grants access with allowFiles(in:)"])
        }
        guard let file = fopen(full, "w") else {
            throw GeoError(.file, "cannot write \(what) to '\(path)' (\(full)): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let writeError = written == bytes.count ? 0 : errno
        let closed = fclose(file)
        if writeError != 0 || closed != 0 {
            let reason = String(cString: strerror(writeError != 0 ? writeError : errno))
            throw GeoError(.file, "cannot write \(what) to '\(path)' (\(full)): \(reason)")
        }
        return full
    }

    /// The absolute path `path` names: relative to the directory of `scriptFile` (the current
    /// directory for `<repl>` and other bracketed names), with `.` and `..` removed and the
    /// symbolic links of its folder resolved (and of the file itself when it exists), so a link
    /// inside a granted folder cannot lead outside it.
    static func writablePath(_ path: String, scriptFile: String) -> String {
        let joined: String
        if path.hasPrefix("/") {
            joined = path
        } else {
            let script = URL(fileURLWithPath: FileAccess.modulePath(scriptFile))
            joined = script.deletingLastPathComponent().appendingPathComponent(path).path
        }
        let url = URL(fileURLWithPath: joined).standardizedFileURL
        let folder = FileAccess.canonical(url.deletingLastPathComponent().path)
        let full = (folder.hasSuffix("/") ? folder : folder + "/") + url.lastPathComponent
        return FileManager.default.fileExists(atPath: full) ? FileAccess.canonical(full) : full
    }
}
