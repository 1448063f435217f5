import Foundation
import Testing
import GeoScript
@testable import geo

/// The REPL's pure parts: the history file format and its locking, meta-command parsing,
/// completion's lexical tests.
struct HistoryFileTests {
    static func temporaryPath() throws -> String {
        let directory = NSTemporaryDirectory() + "geo-history-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory + "/history"
    }

    /// Removes the directory `temporaryPath()` made for `path` (tests leave nothing in /tmp).
    static func removeTemporary(_ path: String) {
        guard let start = path.range(of: "geo-history-tests-") else { return }
        let directory = path[..<start.upperBound] + path[start.upperBound...].prefix { $0 != "/" }
        try? FileManager.default.removeItem(atPath: String(directory))
    }

    @Test(arguments: [
        "let x = 1",
        "func f(a) {\n    return a * 2\n}",
        "print(\"a\\nb\")",
        "",
        // Issue 13, D2: backslashes at the end of a line are text, not a continuation.
        "let path = \"C:\\\\\"  // ends with \\",
        "x\\",
        "x\\\\",
        "\\",
        "first \\\nsecond \\\\\nthird",
    ])
    func entriesRoundTripThroughTheFileFormat(entry: String) {
        let stored = HistoryFile.encode(entry) + "\n"
        let (entries, unreadable) = HistoryFile.decode(Array(stored.utf8))
        #expect(unreadable == 0)
        #expect(entries == (entry.isEmpty ? [] : [entry]))
    }

    @Test func anEntryEndingInABackslashDoesNotSwallowTheNext() {
        let entries = ["a \\", "b", "c\\\\", "d"]
        let stored = entries.map { HistoryFile.encode($0) + "\n" }.joined()
        #expect(HistoryFile.decode(Array(stored.utf8)).entries == entries)
    }

    @Test func anOversizedEntryIsSkippedWithAWarningAndTheFileStaysReadable() throws {
        let path = try Self.temporaryPath()
        defer { Self.removeTemporary(path) }
        var file = HistoryFile(path: path)
        file.append("before")
        file.append(String(repeating: "x", count: 70_000))
        #expect(file.takeWarnings().first?.contains("too long for the history file") == true)
        file.append("after")
        var reader = HistoryFile(path: path)
        #expect(reader.load() == ["before", "after"])
        #expect(reader.takeWarnings().isEmpty)
    }

    @Test func aSymlinkedHistoryFileStaysALinkWhenTrimmed() throws {
        let path = try Self.temporaryPath()
        defer { Self.removeTemporary(path) }
        let target = path + "-target"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        var file = HistoryFile(path: path, limit: 5)
        for i in 0..<20 { file.append("entry \(i)") }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == target)
        var reader = HistoryFile(path: path, limit: 5)
        #expect(reader.load() == (15..<20).map { "entry \($0)" })
    }

    @Test func staleTemporaryFilesOfDeadSessionsAreRemoved() throws {
        let path = try Self.temporaryPath()
        defer { Self.removeTemporary(path) }
        let dead = path + ".tmp-4194303", alive = path + ".tmp-\(getpid())"
        #expect(FileManager.default.createFile(atPath: dead, contents: Data("x\n".utf8)))
        #expect(FileManager.default.createFile(atPath: alive, contents: Data("x\n".utf8)))
        var file = HistoryFile(path: path)
        _ = file.load()
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: alive))
    }

    @Test func anEndlessOrHugeHistoryFileIsNotRead() throws {
        var endless = HistoryFile(path: "/dev/zero")
        #expect(endless.load().isEmpty)
        #expect(endless.takeWarnings().first?.contains("larger than 16 MB") == true)
        endless.append("x")   // not written (and no second warning)
        #expect(endless.takeWarnings().isEmpty)
    }

    @Test func appendsAndLoadsCollapsingConsecutiveDuplicates() throws {
        let path = try Self.temporaryPath()
        defer { Self.removeTemporary(path) }
        var file = HistoryFile(path: path)
        for entry in ["a", "b", "b", "func f() {\n}", "a"] { file.append(entry) }
        var reader = HistoryFile(path: path)
        #expect(reader.load() == ["a", "b", "func f() {\n}", "a"])
        #expect(reader.takeWarnings().isEmpty)
    }

    @Test func theFileIsCappedAtTheLimitKeepingTheNewest() throws {
        let path = try Self.temporaryPath()
        defer { Self.removeTemporary(path) }
        var file = HistoryFile(path: path, limit: 10)
        for i in 0..<25 { file.append("entry \(i)") }
        var reader = HistoryFile(path: path, limit: 10)
        #expect(reader.load() == (15..<25).map { "entry \($0)" })
    }

    @Test func twoSessionsAppendingInTurnLoseNothing() throws {
        let path = try Self.temporaryPath()
        defer { Self.removeTemporary(path) }
        var first = HistoryFile(path: path, limit: 1_000)
        var second = HistoryFile(path: path, limit: 1_000)
        for i in 0..<50 {
            first.append("first \(i)")
            second.append("second \(i)")
        }
        var reader = HistoryFile(path: path)
        let entries = reader.load()
        #expect(entries.count == 100)
        #expect(entries.filter { $0.hasPrefix("first") }.count == 50)
    }

    @Test func twoProcessesAppendingAtOnceLoseNothingWhileTrimming() async throws {
        let path = try Self.temporaryPath()
        defer { Self.removeTemporary(path) }
        // Two writers on separate threads, each with its own file handle and lock, past the limit.
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    var file = HistoryFile(path: path, limit: 60)
                    for i in 0..<40 { file.append("w\(writer) \(i)") }
                }
            }
        }
        var reader = HistoryFile(path: path, limit: 60)
        let entries = reader.load()
        #expect(entries.count == 60)
        // The newest entries of both writers survive, in each writer's order.
        for writer in 0..<2 {
            let mine = entries.filter { $0.hasPrefix("w\(writer) ") }.compactMap { Int($0.split(separator: " ")[1]) }
            #expect(mine == mine.sorted())
            #expect(mine.last == 39)
        }
    }

    @Test func aDamagedFileGivesAWarningAndKeepsTheReadableEntries() throws {
        let path = try Self.temporaryPath()
        defer { Self.removeTemporary(path) }
        var bytes = Array("good one\n".utf8)
        bytes += [0xFF, 0xFE, 0x0A]          // invalid UTF-8
        bytes += Array("bad\0nul\n".utf8)    // a NUL byte
        bytes += Array("good two\n".utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        var file = HistoryFile(path: path)
        #expect(file.load() == ["good one", "good two"])
        let warnings = file.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("2 unreadable lines") == true)
    }

    @Test func anUnwritableFileGivesOneWarning() throws {
        let path = try Self.temporaryPath() + "/no/such/directory/history"
        defer { Self.removeTemporary(path) }
        var file = HistoryFile(path: path)
        #expect(file.load().isEmpty)
        #expect(file.takeWarnings().isEmpty)   // a missing file is just an empty history
        file.append("x")
        file.append("y")
        let warnings = file.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("cannot write history file") == true)
    }

    @Test func theDefaultPathPrefersGEO_HISTORY() {
        #expect(HistoryFile.defaultPath(environment: ["GEO_HISTORY": "/tmp/h", "HOME": "/home/u"]) == "/tmp/h")
        #expect(HistoryFile.defaultPath(environment: ["GEO_HISTORY": "", "HOME": "/home/u"]) == "/home/u/.geo_history")
        #expect(HistoryFile.defaultPath(environment: [:]) == nil)
    }
}

struct MetaCommandTests {
    @Test(arguments: [
        (":help", MetaCommand.help(nil)),
        (":help sin", .help("sin")),
        ("  :vars", .vars),
        (":tree", .tree),
        (":load lib/shapes.geo", .load("lib/shapes.geo")),
        (":load \"a b.geo\"", .load("a b.geo")),
        (":load", .usage("usage: :load FILE")),
        (":reset", .reset),
        (":precision 6", .precision("6")),
        (":precision", .precision(nil)),
        (":quit", .quit),
        (":q", .quit),
        (":quit  ", .quit),
        (":quit now", .usage(":quit takes no argument (to leave, type :quit alone)")),
        (":exit let x = 1", .usage(":exit takes no argument (to leave, type :exit alone)")),
        (":vars x", .usage(":vars takes no argument")),
        (":hlep", .unknown(":hlep", suggestion: ":help")),
        (":tre", .unknown(":tre", suggestion: ":tree")),
        (":xyzzy", .unknown(":xyzzy", suggestion: nil)),
        (":ir f(1)", .ir("f(1)")),
        (":ir", .usage("usage: :ir CODE, e.g. :ir func f(n) { return n < 2 ? n : f(n - 1) + f(n - 2) }")),
    ])
    func parses(line: String, command: MetaCommand) {
        #expect(MetaCommand(parsing: line) == command)
    }
}

struct CompletionLexicalTests {
    /// Tab after `:` completes the meta commands' names (the colon is a word break: the word
    /// is what follows it).
    @Test @MainActor func tabCompletesMetaCommands() {
        let completer = Completer(engine: Interpreter(), metaCommands: MetaCommand.names)
        #expect(completer.candidates(word: "he", before: ":") == ["help"])
        #expect(completer.candidates(word: "", before: ":").contains("quit"))
        #expect(!completer.candidates(word: "", before: ":").contains { $0.hasPrefix(":") })
    }

    @Test(arguments: [
        ("import \"", true), ("let s = \"a\\\"b", true), ("let s = \"done\" + x", false), ("card.fr", false),
    ])
    func insideAString(text: String, inside: Bool) {
        #expect(Completer.isInsideString(text) == inside)
    }

    @Test(arguments: [
        ("import \"", ""), ("  import \"", ""), ("let s = \"", nil), ("x; import \"", ""),
    ] as [(String, String?)])
    func importPaths(before: String, start: String?) {
        #expect(Completer.importPathStart(before) == start)
    }

    @Test(arguments: [
        ("card", true), ("card.frame", true), ("_a.b2", true), ("1.5", false), ("a..b", false), ("f()", false), ("", false),
        ("root.subviews[0]", true), ("m[1][2].x", true), ("xs[i]", false), ("xs[]", false), ("xs[0", false), ("xs[-1]", false),
    ])
    func memberPaths(text: String, valid: Bool) {
        #expect(Completer.isMemberPath(text) == valid)
    }

    @Test(arguments: [
        ("[car", "[", "car"), ("xs[ca", "xs[", "ca"), ("xs[0].fr", "", "xs[0].fr"), ("card", "", "card"), ("[[a][b", "[[a][", "b"),
    ])
    func openBrackets(word: String, kept: String, rest: String) {
        #expect(Completer.splitAtOpenBracket(word) == (kept, rest))
    }

    @Test func longestCommonPrefix() {
        #expect(LineEditor.commonPrefix(["card.frame", "card.frame.width", "card.fr"]) == "card.fr")
        #expect(LineEditor.commonPrefix(["abc"]) == "abc")
        #expect(LineEditor.commonPrefix(["x", "y"]) == "")
    }
}

/// Which lines pasted at `geo>` start a view dump (read as `:paste` reads it) and which are geo code.
@MainActor
struct DumpStartTests {
    @Test(arguments: [
        "<UIView: 0x7f01; frame = (0 0; 375 667); layer = <CALayer: 0x6001>>",
        "   | <UIButton: 0x7f02; frame = (20 100; 120 44)>",
        "(lldb) po [self.view recursiveDescription]",
        "(lldb) po view.value(forKey: \"recursiveDescription\")!",
        "Printing description of self->_window:",
        // Swift's `po` of an optional or an array, and a view after it.
        "▿ Optional<Any>",
        "▿ 3 elements",
        "  - some : <UIWindow: 0x103f0a5d0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x6000021e4ab0>>",
        // A log's line: NSLog's, or the unified log's, with or without a view on it.
        "2025-01-20 09:14:03.221870+0100 Shop[5123:1928374] <UIWindow: 0x103f0a5d0; frame = (0 0; 393 852)>",
        "2024-03-11 14:02:17.512 MyApp[1:2] (",
        "2024-03-11T14:02:17.512345+0100 0x1a2b3c Default 0x0 812 MyApp: <UIView: 0x1; frame = (0 0; 1 1)>",
        // LLDB's typed result, Objective-C's array of views.
        "(UIView *) $1 = 0x0a034690 <UIView: 0x0a034690; frame = (0 20; 320 460); layer = <CALayer: 0x7693650>>",
        "<__NSArrayM 0x60800005f5f0>(",
    ])
    func startsADump(_ line: String) {
        #expect(Session.startsDump(line), "\(line)")
    }

    @Test(arguments: [
        "let s = \"<UIView: 0x1; frame = (0 0; 1 1)>\"",
        "// <UIView: 0x1; frame = (0 0; 1 1)>",
        "/* <UIView: 0x1; frame = (0 0; 1 1)> */",
        "print(a < b)",
        "2024 - 3",
        "x < y ? a : b",
        "let d = hierarchy(\"\"\"",
    ])
    func isCode(_ line: String) {
        #expect(!Session.startsDump(line), "\(line)")
    }

    @Test func lldbsPromptAloneOrBeforeCode() {
        // The console's last line, copied with the output: nothing after the prompt.
        #expect(Session.afterLLDBPrompt("(lldb) ") == "")
        #expect(Session.afterLLDBPrompt("(lldb)") == "")
        #expect(Session.afterLLDBPrompt("  (lldb) app.hitTest((30, 570))") == "app.hitTest((30, 570))")
        #expect(Session.afterLLDBPrompt("(lldb)x") == nil && Session.afterLLDBPrompt("app") == nil)
        // A command that prints a value starts a dump; anything else after the prompt is code.
        #expect(Session.printsValue("po view.value(forKey: \"recursiveDescription\")!"))
        #expect(Session.printsValue("expression -l objc -O -- [view recursiveDescription]"))
        #expect(Session.printsValue("e -l objc -- [view recursiveDescription]"))
        #expect(!Session.printsValue("app.hitTest((30, 570))"))
        #expect(!Session.printsValue("p"))
        #expect(!Session.printsValue("p.x + 1"))
    }
}
