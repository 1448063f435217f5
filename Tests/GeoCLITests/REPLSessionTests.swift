import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The `geo` REPL driven through a pseudo-terminal, as a person types (issue 4).
@Suite(.serialized)
struct REPLSessionTests {
    /// A fresh temporary directory for one test's history file, inside one folder for the
    /// whole test process that is removed when the process exits (no litter in /tmp).
    static func temporaryDirectory() throws -> String {
        let path = scratch + "/\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let scratch: String = {
        let path = NSTemporaryDirectory() + "geo-repl-tests-\(getpid())"
        atexit { try? FileManager.default.removeItem(atPath: REPLSessionTests.scratch) }
        return path
    }()

    /// Starts `geo` with no arguments on a terminal and waits for its first prompt.
    static func start(history: String? = nil, colour: Bool = false, term name: String = "xterm") throws -> PseudoTerminal {
        let historyPath = try history ?? (temporaryDirectory() + "/history")
        var environment = PseudoTerminal.environment(history: historyPath, colour: colour)
        environment["TERM"] = name
        let term = try PseudoTerminal(executable: GeoBinary.path, environment: environment)
        try term.expect("geo> ")
        return term
    }

    /// Starts `geo` on a terminal under `ulimit -v 400000` and waits for its first prompt.
    static func startUnderAddressSpaceLimit() throws -> PseudoTerminal {
        let environment = PseudoTerminal.environment(history: try temporaryDirectory() + "/history", colour: false)
        let term = try PseudoTerminal(executable: "/bin/sh", arguments: ["-c", "ulimit -v 400000; exec \"$0\"", GeoBinary.path],
                                      environment: environment)
        try term.expect("geo> ")
        return term
    }

    @Test func bareExpressionsEchoTheirValueAndStatementsPrintNothing() throws {
        let term = try Self.start()
        term.line("1 + 2")
        try term.expect("1 + 2\n")
        #expect(try term.expect("geo> ") == "3\n")
        term.line("let p = (3, 4)")
        try term.expect("let p = (3, 4)\n")
        #expect(try term.expect("geo> ") == "")
        term.line("p * 2")
        try term.expect("p * 2\n")
        #expect(try term.expect("geo> ") == "(6, 8)\n")
        term.line("print(\"hello\")")
        try term.expect("print(\"hello\")\n")
        #expect(try term.expect("geo> ") == "hello\n")   // print's nil result is not echoed
        term.line("nil")
        try term.expect("nil\n")
        #expect(try term.expect("geo> ") == "nil\n")       // a bare nil is
        term.line("\"3\"")
        try term.expect("\"3\"\n")
        #expect(try term.expect("geo> ") == "\"3\"\n")     // strings echo quoted
    }

    @Test func outputLeftMidLineEndsBeforeThePromptAndErrors() throws {
        // print(…, terminator: "") leaves the terminal mid-line: the prompt (and an error that
        // follows) still starts at the left edge, and nothing is added after a whole line.
        let term = try Self.start()
        term.line("print(\"abc\", terminator: \"\")")
        try term.expect("terminator: \"\")\n")
        #expect(try term.expect("geo> ") == "abc\n")
        term.line("print(\"x\", terminator: \"\"); assert(false)")
        try term.expect("assert(false)\n")
        let shown = try term.expect("geo> ")
        #expect(shown.hasPrefix("x\n<repl>:1:29: error: assertion failed"), "\(shown)")
        term.line("print(1)")
        try term.expect("print(1)\n")
        #expect(try term.expect("geo> ") == "1\n")
    }

    @Test func tabCompletesMembersOfTheValueAVariableHoldsNow() throws {
        let term = try Self.start()
        term.line("let card = View(frame: (10, 20, 100, 50), name: \"card\")")
        try term.expect("geo> ")
        // `card.fr` + Tab → `card.frame`; `.wi` + Tab → `card.frame.width`.
        term.type("card.fr" + PseudoTerminal.tab)
        try term.expect("card.frame")
        term.type(".wi" + PseudoTerminal.tab)
        try term.expect("width")
        term.type("\r")
        #expect(try term.expect("geo> ").hasSuffix("100\n"))
        // Double Tab lists a Rect's members after `card.frame.`.
        term.type("card.frame." + PseudoTerminal.tab + PseudoTerminal.tab)
        try term.expect("card.frame.")
        // The listing shows the members' own names, then the prompt and the line again.
        let listing = try term.expect("geo> card.frame.")
        #expect(listing.contains("width") && listing.contains("height") && listing.contains("minX"))
        #expect(!listing.contains("card.frame.width"))
        term.type(PseudoTerminal.ctrlC)
        try term.expect("geo> ")
        // Top-level names complete too, and members through an index.
        term.type("car" + PseudoTerminal.tab + ".frame.he" + PseudoTerminal.tab + "\r")
        #expect(try term.expect("geo> ").hasSuffix("50\n"))
        term.line("let root = View(frame: (0, 0, 300, 300))")
        try term.expect("geo> ")
        term.line("root.addSubview(card)")
        try term.expect("geo> ")
        term.type("[root.subviews[0].fr" + PseudoTerminal.tab + ".mi" + PseudoTerminal.tab + "dX]\r")
        #expect(try term.expect("geo> ").hasSuffix("[60]\n"))
    }

    @Test func tabCompletesAMethodOrFunctionWithItsParenthesis() throws {
        // A method (that is no property too) and a function complete with "(", ready for the
        // arguments; a property, a constant and a name that is both (first) do not.
        let term = try Self.start()
        term.line("let t = identity")
        try term.expect("geo> ")
        term.type("t.inver" + PseudoTerminal.tab + ").isIdentity\r")
        #expect(try term.expect("geo> ").hasSuffix("true\n"))
        term.line("func double(x) { return x * 2 }")
        try term.expect("geo> ")
        term.type("doub" + PseudoTerminal.tab + "21) + hypo" + PseudoTerminal.tab + "3, 4) + p" + PseudoTerminal.tab + "i\r")
        #expect(try term.expect("geo> ").contains("50.1416\n"))
        term.line("let xs = [7]")
        try term.expect("geo> ")
        term.type("xs.firs" + PseudoTerminal.tab + "\r")
        #expect(try term.expect("geo> ").hasSuffix("7\n"))
    }

    @Test func pastedLinesThatContinueAnExpressionJoinTheEntryAbove() throws {
        // Swift pasted at the prompt: a method chain on `.member` lines and a conditional on
        // `? ` / `: ` lines join the entry above (as a script reads them); the other lines of
        // the paste stay entries of their own, run in order.
        let term = try Self.start()
        term.type("let t = identity\n    .rotated(by: 90deg)\n    .scaledBy(x: 2, y: 2)\nlet w = t.b > 1\n    ? \"wide\"\n    : \"narrow\"\nprint(t, w)\n")
        let shown = try term.expect("wide\n")
        #expect(shown.contains("Transform(0, 2, -2, 0, 0, 0)"), "\(shown)")
        #expect(!shown.contains("error"), "\(shown)")
        try term.expect("geo> ")
        term.line("t.b")
        try term.expect("t.b\n")
        #expect(try term.expect("geo> ") == "2\n")
    }

    /// Pastes `text` (a dump, an empty line, then an entry that prints), waits for `output`, and
    /// checks that the screen before it says `shown` and has no error in it.
    static func paste(_ text: String, into term: PseudoTerminal, expecting output: String, showing shown: String) throws {
        term.type(text)
        let screen = try term.expect(output)
        #expect(screen.contains(shown), "\(screen)")
        #expect(!screen.contains("error"), "\(screen)")
        try term.expect("geo> ")
    }

    @Test func aDumpPastedAtThePromptIsReadAsPasteReadsIt() throws {
        // A recursiveDescription pasted at `geo>` with LLDB's command before it: no line of it
        // runs as code; it is read into `app` at the empty line after it.
        try Self.paste("(lldb) po view.recursiveDescription()\n<UIView: 0x7f01; frame = (0 0; 375 667); layer = <CALayer: 0x6001>>\n   | <UIButton: 0x7f02; frame = (20 100; 120 44); layer = <CALayer: 0x6002>>\n\nprint(app.hitTest((30, 110)))\n",
                       into: try Self.start(), expecting: "UIButton\" frame=(20, 100, 120, 44)>\n", showing: "a view dump: read into app")
    }

    @Test func lldbsPromptBackEndsAPastedDump() throws {
        // LLDB's console shows its prompt again after the dump; copied with it, that prompt
        // ends the dump, and the code typed after it runs (it was read as dump text, dropped).
        try Self.paste("(lldb) po view.recursiveDescription\n<UIView: 0x7fa; frame = (0 0; 100 50); layer = <CALayer: 0x601>>\n   | <UIView: 0x7fb; frame = (1 1; 10 10); layer = <CALayer: 0x602>>\n(lldb) \nprint(app.subviews.count + 40)\n",
                       into: try Self.start(), expecting: "41\n", showing: "app = <View \"UIView\" frame=(0, 0, 100, 50)>, 2 views")
    }

    @Test func emptyLinesBetweenAPastedTreesLinesDoNotEndIt() throws {
        // A terminal that pastes CRLF as two line ends (tmux), or a double-spaced copy: an
        // empty line after each. Each line was read as a dump of its own, the last one in app.
        try Self.paste("<UIView: 0x7f01; frame = (0 0; 375 667); layer = <CALayer: 0x6001>>\n\n   | <UIView: 0x7f02; frame = (0 64; 375 603); layer = <CALayer: 0x6002>>\n\n   |    | <UIButton: 0x7f03; frame = (20 100; 120 44); layer = <CALayer: 0x6003>>\n\n   | <UIView: 0x7f04; frame = (0 0; 375 64); layer = <CALayer: 0x6004>>\n\nprint(app.subviews.count, app.find(\"UIButton\") != nil)\n",
                       into: try Self.start(), expecting: "2 true\n", showing: "app = <View \"UIView\" frame=(0, 0, 375, 667)>, 4 views")
    }

    @Test func lldbsCommandsAndProcessLinesAreSkipped() throws {
        // Xcode's console copied whole: `(lldb) c` and `Process 4242 resuming` after the dump.
        try Self.paste("(lldb) po view\n<UIView: 0x7fa; frame = (0 0; 100 50); layer = <CALayer: 0x601>>\n(lldb) c\nProcess 4242 resuming\nprint(app.frame.width)\n",
                       into: try Self.start(), expecting: "100\n", showing: "an LLDB command, not geo's: skipped")
    }

    @Test(arguments: [
        // NSLog's stamp before the root, and Swift's `po` of `value(forKey:)` without its `!`:
        // the whole tree is read (the first line ran as code, and app was the window's first child).
        "2025-01-20 09:14:03.221870+0100 Shop[5123:1928374] <UIWindow: 0x103f0a5d0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x6000021e4ab0>>\n",
        "▿ Optional<Any>\n  - some : <UIWindow: 0x103f0a5d0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x6000021e4ab0>>\n",
    ])
    func aDumpWhoseFirstLineHasAPrefixIsReadWhole(first: String) throws {
        try Self.paste(first + "   | <UITransitionView: 0x103f0b6e0; frame = (20 40; 353 772); layer = <CALayer: 0x600000254d20>>\n"
                       + "   |    | <UIButton: 0x103f15070; frame = (16 148.333; 321 50); opaque = NO; layer = <CALayer: 0x600000255500>>\n\n"
                       + "print(app.find(\"UIButton\").convert((0, 0), to: nil), app.hitTest((30, 190)).className)\n",
                       into: try Self.start(), expecting: "(36, 188.333) UITransitionView\n",
                       showing: "app = <View \"UIWindow\" frame=(0, 0, 393, 852)>, 3 views")
    }

    @Test func anEmptyLineInALabelsTextDoesNotEndThePastedDump() throws {
        // UIKit prints a label's line breaks as they are: a paragraph break is an empty line in
        // the dump. The paste went on as code after it, and the next view line replaced app.
        let term = try Self.start()
        term.line("let app = 1")
        try term.expect("geo> ")
        try Self.paste("(lldb) po [self.view recursiveDescription]\n<UIView: 0x7fa1c0d0a000; frame = (0 0; 390 844); layer = <CALayer: 0x600000a3c000>>\n"
                       + "   | <UILabel: 0x7fa1c0d0ab00; frame = (20 420; 350 61); text = 'Dear team,\n\nThanks for the update.'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002b3cb00>>\n"
                       + "   | <UIButton: 0x7fa1c0d0ae00; frame = (20 560; 350 50); opaque = NO; layer = <CALayer: 0x600000a3ce00>>\n\n"
                       + "print(app.subviews.count, app.find(\"UILabel\").text.count)\n",
                       into: term, expecting: "2 34\n", showing: "app = <View \"UIView\" frame=(0, 0, 390, 844)>, 3 views")
        // Typed, an empty line in an open text goes on with a note; a second ends the paste.
        term.line(":paste cut")
        try term.expect("...  ")
        term.line("<UILabel: 0x1; frame = (0 0; 10 10); text = 'cut")
        try term.expect("...  ")
        term.line("")
        #expect(try term.expect("...  ").contains("has no closing quote yet: the dump goes on"))
        term.line("")
        #expect(try term.expect("geo> ").contains("error: this text has no closing quote"))
    }

    @Test func lldbsPromptCopiedWithTheOutputIsNotADump() throws {
        // A console's whole output ends with the `(lldb) ` prompt: alone it runs nothing (it
        // started a dump that swallowed the next command); before code, the code runs.
        let term = try Self.start()
        term.type("(lldb) po [self.view recursiveDescription]\n<UIView: 0x7fa1; frame = (0 0; 390 844); layer = <CALayer: 0x6001>>\n"
            + "   | <UIButton: 0x7fa2; frame = (20 560; 350 50); layer = <CALayer: 0x6002>>\n\n(lldb) \n")
        try term.expect("2 views\n")
        try term.expect("geo> (lldb) ")
        #expect(try term.expect("geo> ").allSatisfy(\.isWhitespace))
        term.line("app.hitTest((30, 570))")
        try term.expect("app.hitTest((30, 570))\n")
        #expect(try term.expect("geo> ") == "<View \"UIButton\" frame=(20, 560, 350, 50)>\n")
        term.line("(lldb) app.subviews.count")
        try term.expect("app.subviews.count\n")
        #expect(try term.expect("geo> ") == "1\n")
    }

    @Test func aPastesLastLineWithNoLineBreakWaitsAtThePromptForEditing() throws {
        // Copied lines often end without a line break: the entries before it run, and the last
        // line shows at its prompt, to finish and run with Enter (not read unseen).
        let term = try Self.start()
        term.type("print(\"first\")\nprint(\"sec")
        let shown = try term.expect("geo> ")
        #expect(shown.hasSuffix("first\n"), "\(shown)")
        #expect(try term.expect("sec") == "print(\"")
        term.type("ond\")\r")
        #expect(try term.expect("geo> ").hasSuffix("second\n"))
    }

    @Test func aBlankLineInAPastedFunctionOrAnOpenStringIsPartOfIt() throws {
        // Pasted Swift has blank lines inside its functions: with the rest of the paste
        // waiting, a blank line in an unfinished entry is part of it. Typed, a blank line
        // inside an open `"""` is the string's; one after an unfinished block runs it as it is.
        let term = try Self.start()
        term.type("func half(v) {\n    let w = v\n\n    return w / 2\n}\nprint(half(10))\n")
        let shown = try term.expect("5\n")
        #expect(!shown.contains("error"), "\(shown)")
        try term.expect("geo> ")
        term.line("let m = \"\"\"")
        try term.expect("...  ")
        term.line("one")
        try term.expect("...  ")
        term.line("")
        try term.expect("...  ")
        term.line("three")
        try term.expect("...  ")
        term.line("\"\"\"")
        try term.expect("geo> ")
        term.line("m.count")
        try term.expect("m.count\n")
        #expect(try term.expect("geo> ") == "10\n")
        term.line("func f() {")
        try term.expect("...  ")
        term.line("")
        #expect(try term.expect("geo> ").contains("error: expected '}' to close this block"))
        // A pasted dump in `hierarchy("""` (its lines, blank ones too, read without lexing the
        // entry again until a line could close it), and a block comment typed over lines.
        term.type("let d = hierarchy(\"\"\"\n<UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>\n\n   | <UIView: 0x3; frame = (1 1; 2 2); layer = <CALayer: 0x4>>\n   | <UIView: 0x5; frame = (3 3; 2 2); layer = <CALayer: 0x6>>\n\"\"\")\nprint(d.subviews.count)\n")
        #expect(!(try term.expect("2\n")).contains("error"))
        try term.expect("geo> ")
        term.line("/* one")
        try term.expect("...  ")
        term.line("two")
        try term.expect("...  ")
        term.line("*/ print(7)")
        try term.expect("7\n")
        try term.expect("geo> ")
    }

    @Test func pastedEntriesEachShowAtThePromptFollowedByTheirOutput() throws {
        // A paste of three entries: each line is read ahead quietly (to see whether it
        // continues the one above) and shown at `geo>` when its turn comes, after the output
        // of the entry before it — not at `...`, as if it continued that entry.
        let term = try Self.start()
        term.type("let a = 1\nprint(a)\nprint(a + 1)\n")
        let shown = try term.expect("2\n")
        #expect(shown.hasSuffix("let a = 1\ngeo> print(a)\n1\ngeo> print(a + 1)\n"), "\(shown)")
        #expect(!shown.contains("..."), "\(shown)")
        try term.expect("geo> ")
    }

    @Test func aFunctionTypedOverSeveralLinesContinuesOnTheDotsPrompt() throws {
        let term = try Self.start()
        term.line("func double(x) {")
        try term.expect("...  ")
        term.line(PseudoTerminal.tab + "return x * 2")   // Tab at the start of a line indents
        #expect(try term.expect("\n") == "    return x * 2")
        try term.expect("...  ")
        term.line("}")
        #expect(try term.expect("geo> ").hasSuffix("}\n"))
        term.line("double(21)")
        #expect(try term.expect("geo> ").hasSuffix("42\n"))
        // A trailing operator continues the expression too.
        term.line("1 +")
        try term.expect("...  ")
        term.line("2")
        #expect(try term.expect("geo> ").hasSuffix("3\n"))
    }

    @Test func anErrorIsReportedWithACaretAndTheSessionKeepsItsState() throws {
        let term = try Self.start()
        term.line("let a = 1")
        try term.expect("geo> ")
        term.line("a + nosuch")
        let report = try term.expect("geo> ")
        #expect(report.contains("error:"))
        #expect(report.contains("nosuch"))
        #expect(report.contains("^"))
        term.line("a + 1")
        #expect(try term.expect("geo> ").hasSuffix("2\n"))
        // Warnings print too (the frame setter under a rotation), and the statement still runs.
        term.line("let w = View(frame: (0, 0, 10, 10))")
        try term.expect("geo> ")
        term.line("w.transform = rotation(30deg)")
        try term.expect("geo> ")
        term.line("w.frame = (0, 0, 20, 20)")
        #expect(try term.expect("geo> ").contains("warning:"))
    }

    /// A terminal not set to UTF-8 sends other bytes (Latin-1's `ÿ` is 0xFF): the entry is an
    /// error located at that byte, as in a script, runs nothing, and drops the unfinished entry
    /// it would have ended.
    @Test func anEntryThatIsNotUTF8IsAnErrorAtItsByteAndRunsNothing() throws {
        let term = try Self.start()
        term.type(bytes: Array("let t = \"caf".utf8) + [0xFF] + Array("\"\r".utf8))
        let report = try term.expect("geo> ")
        #expect(report.contains("<repl>:1:13: error: invalid UTF-8 in the source (byte 0xFF)"))
        #expect(report.contains("^"))
        term.line("let u = [1,")
        try term.expect("...  ")
        term.type(bytes: [0xFF] + Array("2]\r".utf8))
        #expect(try term.expect("geo> ").contains("<repl>:1:1: error: invalid UTF-8"))
        term.line("print(t, u)")
        let after = try term.expect("geo> ")
        #expect(after.contains("cannot find 't' in scope"))
        #expect(after.contains("cannot find 'u' in scope"))
        term.line("let t = \"café\"")
        try term.expect("geo> ")
        term.line("t")
        #expect(try term.expect("geo> ").hasSuffix("\"café\"\n"))
    }

    @Test func importPathsCompleteAndLoadRunsAScriptIntoTheSession() throws {
        let directory = try Self.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/lib", withIntermediateDirectories: true)
        try "func square(x) { return x * x }\n".write(toFile: directory + "/lib/shapes.geo", atomically: true, encoding: .utf8)
        try "let loaded = 7\nprint(\"loaded!\")\n".write(toFile: directory + "/setup.geo", atomically: true, encoding: .utf8)
        let term = try Self.start()
        // `li` + Tab → `lib/`, `sh` + Tab → `shapes.geo"` with the closing quote.
        term.type("import \"\(directory)/li" + PseudoTerminal.tab)
        try term.expect("lib/")
        term.type("sh" + PseudoTerminal.tab)
        try term.expect("apes.geo\"")
        term.type("\r")
        #expect(try term.expect("geo> ") == "\n")   // nothing printed: the import ran
        term.line("square(9)")
        #expect(try term.expect("geo> ").hasSuffix("81\n"))
        term.line(":load \(directory)/setup.geo")
        #expect(try term.expect("geo> ").hasSuffix("loaded!\n"))
        term.line("loaded")
        #expect(try term.expect("geo> ").hasSuffix("7\n"))
    }

    @Test func loadReadsTildeAsHomeAndSuggestsAFileNearby() throws {
        // The tests' HOME is the temporary directory (`PseudoTerminal.environment`).
        let name = "geo-home-\(getpid())-lesson.geo"
        try FileManager.default.createDirectory(atPath: NSTemporaryDirectory(), withIntermediateDirectories: true)
        try Data("let fromHome = 42\n".utf8).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "/" + name))
        defer { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "/" + name) }
        let term = try Self.start()
        term.line(":load ~/\(name)")
        try term.expect("geo> ")
        term.line("fromHome")
        #expect(try term.expect("geo> ").hasSuffix("42\n"))
        term.line(":load ~/\(name.replacingOccurrences(of: "lesson", with: "lessno"))")
        let missing = try term.expect("geo> ")
        #expect(missing.contains("note: did you mean '") && missing.contains(name + "'?"), "\(missing)")
    }

    @Test func ctrlCStopsARunningLoopAndKeepsTheSession() throws {
        let term = try Self.start()
        term.line("var n = 0")
        try term.expect("geo> ")
        term.line("while true { n += 1 }")
        try term.expect("while true { n += 1 }\n")
        usleep(300_000)   // let it spin; the prompt must not be back yet
        #expect(!term.unread.contains("geo> "))
        term.type(PseudoTerminal.ctrlC)
        try term.expect("geo> ")
        term.line("n > 0")
        #expect(try term.expect("geo> ").hasSuffix("true\n"))
    }

    @Test func ctrlCDropsAHalfTypedLine() throws {
        let term = try Self.start()
        term.type("print(\"half")
        try term.expect("print(\"half")
        term.type(PseudoTerminal.ctrlC)
        try term.expect("geo> ")
        term.line("40 + 2")
        let output = try term.expect("geo> ")
        #expect(output.hasSuffix("42\n"))
        #expect(!output.contains("error"))
    }

    @Test func ctrlCDropsAnUnfinishedMultiLineEntry() throws {
        let term = try Self.start()
        term.line("func f() {")
        try term.expect("...  ")
        term.type(PseudoTerminal.ctrlC)
        try term.expect("geo> ")
        term.line("7")
        #expect(try term.expect("geo> ").hasSuffix("7\n"))
    }

    @Test func ctrlDOnAnEmptyLineExitsWithStatusZero() throws {
        let term = try Self.start()
        term.line("let x = 1")
        try term.expect("geo> ")
        term.type(PseudoTerminal.ctrlD)
        #expect(try term.waitForExit() == 0)
    }

    /// Issue 13: keys typed while an entry runs reach the next prompt as if typed there — an
    /// entry runs next, a Ctrl-D on the empty line then ends the session (status 0). readline
    /// used to put the terminal back in canonical mode for the run, where the line discipline
    /// took the Ctrl-D as an end of file that readline later read as a NUL byte: it was lost.
    @Test(arguments: [false, true]) func keysTypedWhileAStatementRunsReachTheNextPrompt(typeAhead: Bool) throws {
        let term = try Self.start()
        term.line("var n = 0; while n < 5000000 { n += 1 }; print(\"finished\")")
        try term.expect("print(\"finished\")\n")
        usleep(100_000)
        #expect(!term.unread.contains("finished"), "the entry ended before the keys were typed")
        if typeAhead { term.line("print(6 * 7)") }
        term.type(PseudoTerminal.ctrlD)
        try term.expect("finished\n", timeout: 120)
        if typeAhead { try term.expect("42\n") }
        #expect(try term.waitForExit() == 0)
        #expect(term.isCanonical)
    }

    /// Issue 13: values filling the address space (`ulimit -v`) end the entry with "memory limit
    /// exceeded" — not the allocator's abort and the session with it — and the values the
    /// failed entry made are freed for the next. (Values a global still holds: see
    /// `aGlobalFillingMemoryCanBeFreedAndUndoGoesOn`.)
    @Test(.enabled(if: !AddressSpaceLimitTests.sanitized, "a sanitizer build cannot start under ulimit -v"))
    func theMemoryLimitEndsTheEntryAndTheSessionGoesOn() throws {
        let term = try Self.startUnderAddressSpaceLimit()
        term.line("func fill() { var xs = []; for i in 0..<9000000 { xs.append({ i }) } }")
        try term.expect("geo> ")
        term.line("fill()")
        let failed = try term.expect("geo> ", timeout: 120)
        #expect(failed.contains("error: memory limit exceeded"), "\(failed.suffix(400))")
        term.line("var ys = []; for i in 0..<20000 { ys.append({ i }) }")
        let filled = try term.expect("geo> ", timeout: 60)
        #expect(!filled.contains("error"), "\(filled.suffix(400))")
        term.line("ys.count")
        let count = try term.expect("geo> ")
        #expect(count.hasSuffix("20000\n"), "\(count.debugDescription)")
    }

    /// Issue 13: a global left holding millions of values by a memory error. The next entry's
    /// :undo snapshot walks them: it aborted the REPL (SIGABRT, "failed to allocate") under
    /// `ulimit -v`; now it is skipped with a note, and the entry runs — `xs = nil`, which the
    /// error message asks for, was itself refused ("memory limit exceeded" at its first
    /// step), leaving the session unable to free anything. After it, :undo works again.
    @Test(.enabled(if: !AddressSpaceLimitTests.sanitized, "a sanitizer build cannot start under ulimit -v"))
    func aGlobalFillingMemoryCanBeFreedAndUndoGoesOn() throws {
        let term = try Self.startUnderAddressSpaceLimit()
        term.line("var xs = []; for i in 0..<9000000 { xs.append({ i }) }")
        let failed = try term.expect("geo> ", timeout: 240)
        #expect(failed.contains("error: memory limit exceeded"), "\(failed.suffix(400))")
        term.line("xs.count > 10000")
        let counted = try term.expect("geo> ", timeout: 60)
        #expect(counted.contains("note: undo not available for this entry: memory limit exceeded"), "\(counted.suffix(400))")
        #expect(counted.hasSuffix("true\n"), "\(counted.suffix(400))")
        term.line("xs = nil")
        let freed = try term.expect("geo> ", timeout: 60)
        #expect(!freed.contains("error"), "\(freed.suffix(400))")
        term.line("var ys = [1, 2]")
        try term.expect("geo> ", timeout: 60)
        term.line(":undo")
        #expect(try term.expect("geo> ").contains("undid: var ys = [1, 2]"))
        term.line("ys")
        #expect(try term.expect("geo> ").contains("cannot find 'ys' in scope"))
        term.type(PseudoTerminal.ctrlD)
        #expect(try term.waitForExit() == 0)
    }

    /// `:vars` is an overview: a value longer than 200 characters is shown by its start and its
    /// size, at once (the 2^23-element list below took seconds to show whole), and the other
    /// variables stay in view.
    @Test func varsShowsALongValueByItsStartAndItsSize() throws {
        let term = try Self.start()
        term.line("var xs = [1]; for i in 0..<23 { xs = [xs, xs] }")
        try term.expect("geo> ")
        term.line("let big = Array(repeating: 1.5, count: 100000)")
        try term.expect("geo> ")
        term.line("let s = String(repeating: \"ab\", count: 500)")
        try term.expect("geo> ")
        term.line("let p = (3, 4)")
        try term.expect("geo> ")
        term.line(":vars")
        let vars = try term.expect("geo> ", timeout: 2)
        #expect(vars.contains("big = [1.5, 1.5, 1.5, "))
        #expect(vars.contains(", …] — 100000 elements (type big to see it whole)\n"))
        #expect(vars.contains("xs = […] — 2 elements (type xs to see it whole)\n"))
        #expect(vars.contains("s = \"" + String(repeating: "ab", count: 100) + "\"… — 1000 characters (type s to see it whole)\n"))
        #expect(vars.contains("p = (3, 4)\n"))
        #expect(vars.count < 2_000)
        term.line("big.count")
        #expect(try term.expect("geo> ").hasSuffix("100000\n"))
    }

    /// Issue 13: showing a huge value — a bare expression's echo — stops at Ctrl-C (a list
    /// sharing its sublists: 2^23 elements, 58 MB of text, took seconds to build and ignored
    /// Ctrl-C), and the session goes on.
    @Test(arguments: ["xs"]) func ctrlCStopsShowingAHugeValue(entry: String) throws {
        let term = try Self.start()
        term.line("var xs = [1]; for i in 0..<23 { xs = [xs, xs] }")
        try term.expect("geo> ")
        term.line(entry)
        try term.expect(entry + "\n")
        usleep(200_000)
        term.type(PseudoTerminal.ctrlC)
        let shown = try term.expect("geo> ", timeout: 10)
        #expect(shown.hasSuffix("^C\n"), "\(shown.suffix(200))")
        term.line("1 + 1")
        #expect(try term.expect("geo> ").hasSuffix("2\n"))
    }

    @Test func sigtermRestoresTheTerminalBeforeTheProcessEnds() throws {
        let term = try Self.start()
        term.type("half a line")
        try term.expect("half a line")
        #expect(!term.isCanonical)   // readline is editing
        kill(term.pid, SIGTERM)
        #expect(try term.waitForExit() == -SIGTERM)
        #expect(term.isCanonical)
    }

    /// Issue 13, H4: SIGTERM while a statement runs ends geo by the signal (not "cancelled" and
    /// back to the prompt), with the terminal restored. The signal is sent both as soon as the
    /// entry is echoed (it may still be compiling) and once it has printed.
    @Test(arguments: ["print(\"looping\")", "\nlooping"])
    func sigtermDuringARunningStatementEndsTheSession(waitFor: String) throws {
        let term = try Self.start()
        term.line("print(\"looping\"); while true { }")
        try term.expect(waitFor)
        kill(term.pid, SIGTERM)
        #expect(try term.waitForExit(timeout: 60) == -SIGTERM)
        #expect(term.isCanonical)
        #expect(!term.screen.contains("cancelled"))
    }

    /// Issue 13: work that polls no cancel flag — parsing a `:load` of 400,000 statements, which
    /// took 9.7 s to notice a SIGTERM — does not hold the signal back: the REPL's watcher ends
    /// geo itself after a grace of about a second, by the signal, with the terminal restored.
    /// (The 5 s ceiling is far above the ~1.3 s it takes, and far below the parse.)
    @Test func sigtermDuringALongLoadEndsTheSessionAfterAGrace() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var text = ""
        for i in 0..<400_000 { text += "let v\(i) = \(i) + 1\n" }
        try text.write(toFile: directory + "/big.geo", atomically: true, encoding: .utf8)
        let term = try Self.start()
        term.line(":load \(directory)/big.geo")
        try term.expect("big.geo\n")
        usleep(300_000)
        let sent = Date()
        kill(term.pid, SIGTERM)
        #expect(try term.waitForExit(timeout: 60) == -SIGTERM)
        #expect(Date().timeIntervalSince(sent) < 5, "\(Date().timeIntervalSince(sent)) s")
        #expect(term.isCanonical)
    }

    @Test func quitMetaCommandExitsWithStatusZero() throws {
        let term = try Self.start()
        term.line(":quit")
        #expect(try term.waitForExit() == 0)
    }

    @Test func historyIsRecalledWithTheUpArrowInASecondSession() throws {
        let history = try Self.temporaryDirectory() + "/history"
        do {
            let first = try Self.start(history: history)
            first.line("let marker = 42")
            try first.expect("geo> ")
            first.line("marker + 0")
            try first.expect("geo> ")
            first.line("marker + 0")   // a repeat: kept once
            try first.expect("geo> ")
            first.line("func twice(x) {")
            try first.expect("...  ")
            first.line("    return x * 2")
            try first.expect("...  ")
            first.line("}")
            try first.expect("geo> ")
            first.type(PseudoTerminal.ctrlD)
            #expect(try first.waitForExit() == 0)
        }
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        #expect(saved == "let marker = 42\nmarker + 0\nfunc twice(x) {\\\n    return x * 2\\\n}\n")

        let second = try Self.start(history: history)
        // The function comes back whole, as one entry, and runs again.
        second.type(PseudoTerminal.up)
        try second.expect("    return x * 2")
        second.type("\r")
        try second.expect("geo> ")
        second.type(PseudoTerminal.up + PseudoTerminal.up + PseudoTerminal.up)
        try second.expect("let marker = 42")
        second.type("\r")
        try second.expect("geo> ")
        second.line("twice(marker)")
        #expect(try second.expect("geo> ").hasSuffix("84\n"))
    }

    @Test func twoSessionsAtOnceBothKeepTheirHistory() throws {
        let history = try Self.temporaryDirectory() + "/history"
        let a = try Self.start(history: history)
        let b = try Self.start(history: history)
        a.line("1 + 1")
        try a.expect("2\n")
        b.line("2 + 2")
        try b.expect("4\n")
        a.line("3 + 3")
        try a.expect("6\n")
        try a.expect("geo> ")
        try b.expect("geo> ")
        a.type(PseudoTerminal.ctrlD)
        b.type(PseudoTerminal.ctrlD)
        #expect(try a.waitForExit() == 0)
        #expect(try b.waitForExit() == 0)
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        #expect(saved == "1 + 1\n2 + 2\n3 + 3\n")
    }

    @Test func metaCommands() throws {
        let term = try Self.start()
        term.line("let card = View(frame: (0, 0, 100, 100), name: \"card\")")
        try term.expect("geo> ")
        term.line("let dot = View(frame: (10, 10, 5, 5), name: \"dot\")")
        try term.expect("geo> ")
        term.line("card.addSubview(dot)")
        try term.expect("geo> ")
        term.line(":vars")
        let vars = try term.expect("geo> ")
        #expect(vars.contains("card = <View \"card\""))
        #expect(vars.contains("dot = <View \"dot\""))
        term.line(":tree")
        let tree = try term.expect("geo> ")
        #expect(tree.contains("card") && tree.contains("dot"))
        term.line(":help sin")
        #expect(try term.expect("geo> ").contains("sin"))
        term.line(":hlep")
        #expect(try term.expect("geo> ").contains("did you mean :help?"))
        term.line(":precision 2")
        try term.expect("geo> ")
        term.line("1 / 3")
        #expect(try term.expect("geo> ").hasSuffix("0.33\n"))
        term.line(":reset")
        try term.expect("geo> ")
        term.line("card")
        #expect(try term.expect("geo> ").contains("error:"))
    }

    /// `:ir CODE` prints how each site of the code runs, compiled with the session's names,
    /// and runs and declares nothing; its errors are located in the code.
    @Test func irShowsThePathsAndChangesNothing() throws {
        let term = try Self.start()
        term.line("let k = 2")
        try term.expect("geo> ")
        term.line(":ir func f(n) { var r = n; if n > k { r = f(n - 1) * k }; return r }")
        let dump = try term.expect("geo> ")
        #expect(dump.contains("func f(n): 1 slots"), "\(dump)")
        #expect(dump.contains("store  r  → storeReturned"), "\(dump)")
        #expect(dump.contains("return  return r  → returnInIf"), "\(dump)")
        term.line(":ir var q = 5; print(q)")
        try term.expect("geo> ")
        term.line("q")
        #expect(try term.expect("geo> ").contains("cannot find 'q' in scope"))
        term.line("f")
        #expect(try term.expect("geo> ").contains("cannot find 'f' in scope"))
        term.line(":ir print(nope)")
        #expect(try term.expect("geo> ").contains("<ir>:1:7: error: cannot find 'nope' in scope"))
        term.line("k + 1")
        #expect(try term.expect("geo> ").hasSuffix("3\n"))
    }

    @Test func noColorTurnsColourOffAndATerminalTurnsItOn() throws {
        let plain = try Self.start(colour: false)
        plain.line("1 + 1")
        try plain.expect("geo> ")
        plain.line("nosuch")
        try plain.expect("geo> ")
        #expect(!plain.hasColour)
        // Bracketed paste is off: readline never switches it on.
        #expect(!String(decoding: plain.raw, as: UTF8.self).contains("\u{1B}[?2004h"))

        let coloured = try Self.start(colour: true)
        coloured.line("1 + 1")
        try coloured.expect("geo> ")
        #expect(coloured.hasColour)
        #expect(String(decoding: coloured.raw, as: UTF8.self).contains("\u{1B}[32m2\u{1B}[0m"))
        // A warning arrives from the interpreter's thread while the statement runs; colouring it
        // must not assume the main actor (this crashed the session once).
        coloured.line("let w = View(frame: (0, 0, 10, 10)); w.transform = rotation(30deg)")
        try coloured.expect("geo> ")
        coloured.line("w.frame = (0, 0, 20, 20)")
        #expect(try coloured.expect("geo> ").contains("warning:"))
        coloured.line("1 + 2")
        #expect(try coloured.expect("geo> ").contains("3"))

        let dumb = try Self.start(colour: true, term: "dumb")
        dumb.line("1 + 1")
        #expect(try dumb.expect("geo> ").hasSuffix("2\n"))
        #expect(!dumb.hasColour)
    }
}

/// `echo '…' | geo`: not a terminal, so a script — no prompt, no echo of bare expressions.
struct PipedInputTests {
    @Test func pipedStdinRunsAsAScript() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GeoBinary.path)
        process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm", "HOME": NSTemporaryDirectory()]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data("print(1 + 1)\n3 + 4\nlet x = 5\nprint(x)\n".utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == "2\n5\n")
        #expect(process.terminationStatus == 0)
    }
}
