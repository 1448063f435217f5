import Foundation
import Testing

/// The `geo` command's answers to a newcomer's first commands (issue 12, item 9).
struct CommandLineNewcomerTests {
    func geo(_ arguments: [String], in directory: String? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GeoBinary.path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func aMistypedScriptNameSuggestsTheFileNearby() throws {
        let directory = try REPLSessionTests.temporaryDirectory()
        try "print(1)\n".write(toFile: directory + "/tour.geo", atomically: true, encoding: .utf8)
        let relative = try geo(["tuor.geo"], in: directory)
        #expect(relative.status == 2)
        #expect(relative.err == "geo: error: no such file: 'tuor.geo'\nnote: did you mean 'tour.geo'?\n")
        let absolute = try geo([directory + "/tuor.geo"])
        #expect(absolute.err.hasSuffix("note: did you mean '\(directory)/tour.geo'?\n"))
        let check = try geo(["--check", "tuor.geo"], in: directory)
        #expect(check.status == 2)
        #expect(check.err.hasSuffix("note: did you mean 'tour.geo'?\n"))
        // --serve says so too, at once, instead of serving an empty page until Ctrl-C.
        let serve = try geo(["--serve", "tuor.geo"], in: directory)
        #expect(serve.status == 2)
        #expect(serve.err == "geo: error: no such file: 'tuor.geo'\nnote: did you mean 'tour.geo'?\n")
        #expect(!serve.out.contains("live view"))
        let serveFar = try geo(["--serve", "nothing-like-it.geo"], in: directory)
        #expect(serveFar.status == 2 && serveFar.err == "geo: error: no such file: 'nothing-like-it.geo'\n")
        let far = try geo(["nothing-like-it.geo"], in: directory)
        #expect(far.status == 2)
        #expect(!far.err.contains("did you mean"))
    }

    @Test func importAndServeCombine() throws {
        // `geo --import DUMP --serve …` read "--serve" as the script's name ("no such file:
        // '--serve'"); now the dump is read first, and a bad one ends the command at once.
        let directory = try REPLSessionTests.temporaryDirectory()
        try "<UIView: 0x1; frame = (0 0; abc 10)>\n".write(toFile: directory + "/bad.txt", atomically: true, encoding: .utf8)
        let bad = try geo(["--import", "bad.txt", "--serve", "--port", "0"], in: directory)
        #expect(bad.status == 1)
        #expect(bad.err.hasPrefix("bad.txt:1:29: error: frame holds 'abc' where a number should be"), "\(bad.err)")
        #expect(!bad.out.contains("live view"))
        let missing = try geo(["--serve", "--import", "nope.txt"], in: directory)
        #expect(missing.status == 2 && missing.err.hasPrefix("geo: error: no such file: 'nope.txt'"), "\(missing.err)")
    }

    @Test func serveWithoutAFileNeedsATerminal() throws {
        // Not a REPL that prints an address, reads the pipe to its end and takes the page with it.
        let piped = try geo(["--serve", "--port", "0"])
        #expect(piped.status == 2)
        #expect(piped.err.hasPrefix("geo: --serve without a FILE serves an interactive session, which needs a terminal"))
        #expect(piped.out == "")
    }

    @Test func helpAndVersionTakeNoArguments() throws {
        for option in ["--version", "--help"] {
            let extra = try geo([option, "extra"])
            #expect(extra.status == 2)
            #expect(extra.err.hasPrefix("geo: \(option) takes no arguments\nusage: geo"))
            #expect(extra.out.isEmpty)
        }
        #expect(try geo(["--version"]).status == 0)
    }

    @Test func helpNamesTheREPLCommandsTheDocsAndTheLessons() throws {
        let help = try geo(["--help"])
        #expect(help.status == 0)
        for text in [":help", ":vars", ":tree", ":load", ":quit", "docs/language.md", "docs/lessons.md", "Scripts/lessons/"] {
            #expect(help.out.contains(text), "\(text)")
        }
    }
}
