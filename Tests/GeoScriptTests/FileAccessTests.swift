import Foundation
import Testing
@testable import GeoScript

/// Issue 13, S1: no symbolic link inside a granted folder — dangling or not, to a file or to a
/// folder, or walked through with `..` — lets `svg(…)` write or `import` read outside the grant.
/// Each test builds real links in a fresh temporary folder: `grant/` (granted) and `outside/`.
struct FileAccessTests {
    struct Sandbox {
        let base: String, grant: String, outside: String
        let geo: Interpreter

        init() throws {
            let made = FileManager.default.temporaryDirectory.appendingPathComponent("geo-files-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
            base = FileAccess.realPath(made) ?? made
            grant = base + "/grant"
            outside = base + "/outside"
            try FileManager.default.createDirectory(atPath: grant, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            geo = Interpreter()
            geo.output = { _ in }
            geo.allowFiles(in: URL(fileURLWithPath: grant))
        }

        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: grant + "/" + name, withDestinationPath: target)
        }

        func remove() { try? FileManager.default.removeItem(atPath: base) }

        /// Runs `source` as a script inside the grant; the error text, or nil.
        func run(_ source: String) -> String? {
            do {
                try geo.run(source, file: grant + "/main.geo")
                return nil
            } catch {
                return error.message
            }
        }

        func svg(_ path: String) -> String? { run("svg(View(frame: (0, 0, 1, 1)), \"\(path)\")") }

        /// Every file under `outside/` and next to the two folders.
        var escaped: [String] {
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: outside)) ?? []
            let beside = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []).filter { $0 != "grant" && $0 != "outside" }
            return inside + beside
        }
    }

    @Test func aDanglingFileLinkCannotCreateAFileOutside() throws {
        let s = try Sandbox()
        defer { s.remove() }
        try s.link("dangling.svg", to: s.outside + "/pwned.svg")
        let error = s.svg(s.grant + "/dangling.svg")
        #expect(error?.hasPrefix("file access denied: cannot write") == true, "\(error ?? "no error")")
        #expect(s.escaped.isEmpty)
        // A relative link text, too.
        try s.link("relative.svg", to: "../outside/pwned.svg")
        #expect(s.svg(s.grant + "/relative.svg")?.hasPrefix("file access denied") == true)
        #expect(s.escaped.isEmpty)
    }

    @Test func aDanglingFolderLinkCannotCreateAnythingOutside() throws {
        let s = try Sandbox()
        defer { s.remove() }
        try s.link("newdir", to: s.outside + "/newdir")
        #expect(s.svg(s.grant + "/newdir/x.svg") != nil)
        #expect(s.svg(s.grant + "/newdir")?.hasPrefix("file access denied") == true)
        #expect(s.svg(s.grant + "/newdir/") != nil)
        #expect(s.escaped.isEmpty)
    }

    @Test func aLinkToAFolderOutsideIsRefusedForWritingAndReading() throws {
        let s = try Sandbox()
        defer { s.remove() }
        try "let secret = 42\n".write(toFile: s.outside + "/lib.geo", atomically: true, encoding: .utf8)
        try s.link("out", to: s.outside)
        #expect(s.svg(s.grant + "/out/x.svg")?.hasPrefix("file access denied") == true)
        #expect(s.run("import \"out/lib.geo\"")?.hasPrefix("file access denied") == true)
        #expect(s.run("import \"\(s.grant)/out/lib.geo\"")?.hasPrefix("file access denied") == true)
        // A link to the file itself.
        try s.link("lib.geo", to: s.outside + "/lib.geo")
        #expect(s.run("import \"lib.geo\"")?.hasPrefix("file access denied") == true)
        #expect(s.geo["secret"] == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.outside) == ["lib.geo"])
    }

    @Test func dotDotThroughALinkIsResolvedWhereTheLinkLeads() throws {
        let s = try Sandbox()
        defer { s.remove() }
        try FileManager.default.createDirectory(atPath: s.outside + "/deep", withIntermediateDirectories: true)
        try s.link("deep", to: s.outside + "/deep")
        // grant/deep/.. is outside/, not grant/: the kernel's meaning of the path, refused.
        #expect(s.svg(s.grant + "/deep/../escaped.svg")?.hasPrefix("file access denied") == true)
        #expect(s.svg(s.grant + "/../escaped.svg")?.hasPrefix("file access denied") == true)
        #expect(s.svg(s.grant + "/deep/../../escaped.svg")?.hasPrefix("file access denied") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: s.outside) == ["deep"])
        #expect(s.escaped == ["deep"])
    }

    @Test func linksThatStayInsideTheGrantWork() throws {
        let s = try Sandbox()
        defer { s.remove() }
        try FileManager.default.createDirectory(atPath: s.grant + "/pictures", withIntermediateDirectories: true)
        try s.link("alias.svg", to: "pictures/real.svg")           // dangling, but inside
        try s.link("pics", to: s.grant + "/pictures")
        #expect(s.svg(s.grant + "/alias.svg") == nil)
        #expect(FileManager.default.fileExists(atPath: s.grant + "/pictures/real.svg"))
        #expect(s.svg(s.grant + "/pics/other.svg") == nil)
        #expect(FileManager.default.fileExists(atPath: s.grant + "/pictures/other.svg"))
        try "let shared = 7\n".write(toFile: s.grant + "/pictures/lib.geo", atomically: true, encoding: .utf8)
        #expect(s.run("import \"pics/lib.geo\"") == nil)
        #expect(s.geo["shared"]?.asNumber == 7)
        // svg returns the real path written.
        guard case .string(let written) = try s.geo.evaluate("svg(View(), \"\(s.grant)/alias.svg\")") else { Issue.record("svg returned no path"); return }
        #expect(written == s.grant + "/pictures/real.svg")
    }

    @Test func aLinkLoopEndsInAnError() throws {
        let s = try Sandbox()
        defer { s.remove() }
        try s.link("a.svg", to: "b.svg")
        try s.link("b.svg", to: "a.svg")
        let error = s.svg(s.grant + "/a.svg")
        #expect(error?.contains("Too many levels of symbolic links") == true, "\(error ?? "no error")")
    }

    @Test func aFifoOrAFolderIsNotReadAsAScript() throws {
        let s = try Sandbox()
        defer { s.remove() }
        #expect(mkfifo(s.grant + "/pipe.geo", 0o600) == 0)
        #expect(s.run("import \"pipe.geo\"") == "'\(s.grant)/pipe.geo' is not a regular file")
        try FileManager.default.createDirectory(atPath: s.grant + "/folder.geo", withIntermediateDirectories: true)
        #expect(s.run("import \"folder.geo\"") == "'\(s.grant)/folder.geo' is a directory, not a script")
    }

    @Test func aRelativeSvgPathIsRelativeToTheCurrentDirectoryNotTheScript() throws {
        // No grant: the refusal names the path the relative name stands for.
        let geo = Interpreter()
        geo.output = { _ in }
        do {
            try geo.run("svg(View(), \"geo-relative.svg\")", file: "/nowhere/script.geo")
            Issue.record("svg wrote without a grant")
        } catch {
            let cwd = FileAccess.canonical(FileManager.default.currentDirectoryPath)
            #expect(error.message.contains("\(cwd)/geo-relative.svg is outside"), "\(error.message)")
        }
    }
}
