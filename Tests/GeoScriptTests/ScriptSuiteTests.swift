import Foundation
import Testing
@testable import GeoScript

/// The package root, found from this file's path.
let langPackageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// Where SwiftPM put the products of the build these tests come from (`geo`,
/// `EmbeddingSnippet`): beside the test bundle, so a sanitizer build in its own build path
/// (Scripts/sanitize.sh) runs its own `geo`; `.build/debug` when that cannot be found.
let langProductsDirectory: String = {
    var candidates: [URL] = []
    #if os(Linux)
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    #endif
    candidates += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
    for dir in candidates where FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("geo").path) {
        return dir.path
    }
    return langPackageRoot + "/.build/debug"
}()

/// Whether these tests run under a sanitizer (Scripts/sanitize.sh: ThreadSanitizer or
/// AddressSanitizer, whose runtime's entry points are linked in): several times slower, so the
/// timed ceilings set far above a plain build's time are set further.
let langIsSanitized: Bool = {
    guard let program = dlopen(nil, RTLD_LAZY) else { return false }
    return dlsym(program, "__tsan_func_entry") != nil || dlsym(program, "__asan_init") != nil
}()

/// Every `Scripts/**/*.geo` with an `.expected` file beside it.
func langScriptsWithExpectations() -> [String] {
    let root = langPackageRoot + "/Scripts"
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var scripts: [String] = []
    for case let relative as String in enumerator where relative.hasSuffix(".geo") {
        let expected = root + "/" + String(relative.dropLast(4)) + ".expected"
        if FileManager.default.fileExists(atPath: expected) { scripts.append("Scripts/" + relative) }
    }
    return scripts.sorted()
}

/// The script suite: each script's output must equal the `.expected` file beside it.
struct ScriptSuiteTests {
    @Test("script output matches its .expected file", arguments: langScriptsWithExpectations())
    func script(_ relativePath: String) throws {
        let path = langPackageRoot + "/" + relativePath
        let expected = try String(contentsOfFile: String(path.dropLast(4)) + ".expected", encoding: .utf8)
        let geo = Interpreter()
        geo.allowFiles(in: URL(fileURLWithPath: langPackageRoot))
        var output = ""
        geo.output = { output += $0 }
        geo.warnings = { _ in }  // stderr is not part of the expected output
        do {
            try geo.runFile(path)
        } catch {
            Issue.record("\(relativePath) failed:\n\(error.description)")
        }
        #expect(output == expected, "\(relativePath)")
    }

    @Test func theSuiteIsNotEmpty() {
        #expect(langScriptsWithExpectations().count >= 5)
    }
}

/// End-to-end tests of the built `geo` command: exit statuses, stdout/stderr.
struct CommandTests {
    static var binary: String { langProductsDirectory + "/geo" }

    /// Runs the geo binary with arguments and optional stdin.
    func geo(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandTests.binary)
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func binaryExists() {
        #expect(FileManager.default.isExecutableFile(atPath: CommandTests.binary), "build the geo product first")
    }

    @Test func exitStatusesAndStreams() throws {
        guard FileManager.default.isExecutableFile(atPath: CommandTests.binary) else { return }
        let ok = try geo(["-e", "print(1 + 1)"])
        #expect(ok.status == 0)
        #expect(ok.out == "2\n")
        #expect(ok.err == "")

        let runtime = try geo(["-e", "print(\"before\")\nassert(false)"])
        #expect(runtime.status == 1)
        #expect(runtime.out == "before\n")
        #expect(runtime.err.hasPrefix("<-e>:2:1: error: assertion failed\nassert(false)\n^"))

        let syntax = try geo(["-e", "print("])
        #expect(syntax.status == 2)
        #expect(syntax.err.hasPrefix("<-e>:"))

        let usage = try geo(["--bogus"])
        #expect(usage.status == 2)
        #expect(usage.err.contains("usage:"))

        let help = try geo(["--help"])
        #expect(help.status == 0)
        #expect(help.out.contains("geo --check"))

        let version = try geo(["--version"])
        #expect(version.status == 0)
        #expect(version.out.hasPrefix("geo "))
    }

    @Test func filesArgumentsStdinAndCheck() throws {
        guard FileManager.default.isExecutableFile(atPath: CommandTests.binary) else { return }
        let dir = FileManagerShim.temporaryDirectory()
        let script = dir + "/args.geo"
        try FileManagerShim.write("#!/usr/bin/env geo\nprint(arguments, arguments.count)\n", to: script)
        let run = try geo([script, "a", "b c"])
        #expect(run.status == 0)
        #expect(run.out == "[\"a\", \"b c\"] 2\n")

        let piped = try geo(["-"], stdin: "print(\"from stdin\")\n")
        #expect(piped.out == "from stdin\n")
        let implicit = try geo([], stdin: "print(3 * 3)\n")
        #expect(implicit.out == "9\n")

        let check = try geo(["--check", script])
        #expect(check.status == 0)
        #expect(check.out == "")
        try FileManagerShim.write("print(\n", to: dir + "/bad.geo")
        let bad = try geo(["--check", dir + "/bad.geo"])
        #expect(bad.status == 2)

        let missing = try geo([dir + "/missing.geo"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("no such file"))
        let directory = try geo([dir])
        #expect(directory.err.contains("is a directory"))
    }
}
