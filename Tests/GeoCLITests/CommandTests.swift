import Foundation
import Testing

/// The `geo` command run as a shell runs it: from a working directory, with redirections.
enum Shell {
    struct Result {
        let status: Int32
        let out: String
        let err: String
    }

    /// Runs `/bin/sh -c script` in `directory` with `$GEO` naming the geo binary; stdout and
    /// stderr are collected through files (so a script may close or redirect them freely).
    static func run(_ script: String, in directory: String? = nil) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("geo-sh-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "(\(script)) > '\(scratch)/out' 2> '\(scratch)/err' < /dev/null"]
        process.environment = ["PATH": "/usr/bin:/bin", "GEO": GeoBinary.path, "HOME": scratch, "TERM": "dumb"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? scratch)
        try process.run()
        process.waitUntilExit()
        let out = (try? String(contentsOfFile: scratch + "/out", encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: scratch + "/err", encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, out: out, err: err)
    }

    /// Two fresh folders (a working directory and a scripts folder), removed after `body`.
    static func withFolders(_ body: (_ work: String, _ scripts: String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("geo-cmd-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["work", "scripts"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try body(root + "/work", root + "/scripts")
    }
}

/// Issue 12 item 13: a path the script's user gives means what it means in their shell.
struct RelativePathTests {
    @Test func anSvgPathGivenOnTheCommandLineIsRelativeToTheCurrentDirectory() throws {
        try Shell.withFolders { work, scripts in
            try "svg(View(frame: (0, 0, 10, 10)), arguments[0])\n".write(toFile: scripts + "/picture.geo", atomically: true, encoding: .utf8)
            let result = try Shell.run("\"$GEO\" '\(scripts)/picture.geo' demo.svg", in: work)
            #expect(result.status == 0, "\(result.err)")
            #expect(FileManager.default.fileExists(atPath: work + "/demo.svg"))
            #expect(!FileManager.default.fileExists(atPath: scripts + "/demo.svg"))
        }
    }

    @Test func importStaysRelativeToTheImportingFile() throws {
        try Shell.withFolders { work, scripts in
            try "import \"lib.geo\"\nprint(answer)\n".write(toFile: scripts + "/main.geo", atomically: true, encoding: .utf8)
            try "let answer = 42\n".write(toFile: scripts + "/lib.geo", atomically: true, encoding: .utf8)
            let result = try Shell.run("\"$GEO\" '\(scripts)/main.geo'", in: work)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out == "42\n")
        }
    }
}
