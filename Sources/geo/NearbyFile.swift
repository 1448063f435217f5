#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoScript

/// `geo tuor.geo`: the file that was probably meant, from the names in the same directory.
enum NearbyFile {
    /// The error for a script path that does not exist when a file nearby has a name within
    /// geo's typo distance (`Suggest`); nil when the path exists or nothing is near.
    static func missingFileMessage(_ path: String) -> String? {
        guard let near = nearest(path) else { return nil }
        return "geo: error: no such file: '\(path)'\nnote: did you mean '\(near)'?\n"
    }

    /// For a path that does not exist, the path of a file beside it whose name is within geo's
    /// typo distance (`Suggest`); nil when the path exists or nothing is near.
    static func nearest(_ path: String) -> String? {
        guard access(path, F_OK) != 0 else { return nil }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, let near = Suggest.nearest(name, in: entries(of: directory.isEmpty ? "." : directory)) else {
            return nil
        }
        return directory + near
    }

    /// `~` or `~/…` with the home directory (`$HOME`) in its place, as a shell reads it; any
    /// other path as it is.
    static func expandingHome(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else {
            return path
        }
        return home + path.dropFirst()
    }

    /// The names in a directory (without `.` and `..`); empty when it cannot be read.
    static func entries(of directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
