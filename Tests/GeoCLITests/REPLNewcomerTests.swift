import Foundation
import Testing

/// The REPL as a newcomer meets it (issue 12): mistakes reported on the first Enter, `_`,
/// multi-line values, help for statements and types, and a tree dropped when its root is.
@Suite(.serialized)
struct REPLNewcomerTests {
    static func start(columns: Int = 100) throws -> PseudoTerminal {
        var environment = PseudoTerminal.environment(history: try REPLSessionTests.temporaryDirectory() + "/history")
        environment["COLUMNS"] = String(columns)
        let term = try PseudoTerminal(executable: GeoBinary.path, environment: environment)
        try term.expect("geo> ")
        return term
    }

    @Test func anOpenStringOrASwiftOptionalIsReportedOnTheFirstEnter() throws {
        let term = try Self.start()
        for (line, message) in [
            ("print(\"abc", "<repl>:1:7: error: unterminated string literal"),
            ("print(xs?+1)", "<repl>:1:9: error: geo's optional chaining reads a member, an element or a call"),
            ("let x = nil; x!", "<repl>:1:15: error: found nil where '!' expects a value"),
        ] {
            term.line(line)
            try term.expect(line + "\n")
            // The report comes at once, followed by a fresh prompt, not a `...` continuation.
            let report = try term.expect("geo> ")
            #expect(report.contains(message), "\(report)")
            #expect(!report.contains("...  "))
        }
        term.line("1 + 1")
        #expect(try term.expect("geo> ").hasSuffix("2\n"))
        term.line("View().superview?.frame")   // Swift's optional chaining runs: nil
        #expect(try term.expect("geo> ").hasSuffix("nil\n"))
        // A call of nothing shows nothing, with a trailing closure too.
        term.line("var xs = [3, 1, 2]; xs.sort { $0 > $1 }")
        #expect(try term.expect("geo> ") == "var xs = [3, 1, 2]; xs.sort { $0 > $1 }\n")
        term.line("xs")
        #expect(try term.expect("geo> ").hasSuffix("[3, 2, 1]\n"))
    }

    @Test func underscoreHoldsTheLastEchoedValue() throws {
        let term = try Self.start()
        term.line("(3, 4)")
        try term.expect("geo> ")
        term.line("_ * 2")
        #expect(try term.expect("geo> ").hasSuffix("(6, 8)\n"))
        term.line("print(\"not echoed\")")   // shows nothing, so `_` keeps (6, 8)
        try term.expect("geo> ")
        term.line("_.x")
        #expect(try term.expect("geo> ").hasSuffix("6\n"))
        term.line(":vars")
        let vars = try term.expect("geo> ")
        #expect(!vars.contains("_ ="))
    }

    @Test func aMultiLineStringIsEchoedAsItsLines() throws {
        let term = try Self.start()
        term.line("let card = View(frame: (0, 0, 10, 10), name: \"card\")")
        try term.expect("geo> ")
        term.line("let a = animate(duration: 1, curve: .linear) { card.center = (25, 5) }")
        try term.expect("geo> ")
        term.line("a.table(2)")
        try term.expect("a.table(2)\n")
        let table = try term.expect("geo> ")
        #expect(table.contains("\n0.5   0.5       (15, 5)\n"), "\(table)")
        #expect(!table.contains("\\n"))
        term.line("\"one line\"")
        #expect(try term.expect("geo> ").hasSuffix("\"one line\"\n"))   // a one-line string stays quoted
    }

    /// A call that gives nothing shows nothing, with a comment or a ';' after it too; a
    /// variable holding nil still shows `nil`.
    @Test func aCallFollowedByACommentShowsNoNil() throws {
        let term = try Self.start()
        term.line("print(1) // hi")
        let first = try term.expect("geo> ")
        #expect(first.hasSuffix("1\n") && !first.contains("nil"), "\(first)")
        term.line("print(2);")
        let second = try term.expect("geo> ")
        #expect(second.hasSuffix("2\n") && !second.contains("nil"), "\(second)")
        term.line("let v = View(); v.superview // none")
        #expect(try term.expect("geo> ").hasSuffix("nil\n"))
    }

    @Test func losingTheRootsLastVariableNotesTheFreedSuperviewOnce() throws {
        let term = try Self.start()
        term.line("let root = View(frame: (0, 0, 100, 100), name: \"root\")")
        try term.expect("geo> ")
        term.line("let card = View(frame: (10, 10, 20, 20), name: \"card\")")
        try term.expect("geo> ")
        term.line("root.addSubview(card)")
        #expect(try term.expect("geo> ").hasSuffix("root.addSubview(card)\n"))
        term.line("let root = View()")   // nothing holds the old root now
        let note = try term.expect("geo> ")
        #expect(note.contains("note: the superview of 'card' was freed: nothing held it"), "\(note)")
        term.line("card.superview")
        let after = try term.expect("geo> ")
        #expect(after.hasSuffix("nil\n"))
        #expect(!after.contains("note:"))   // said once
        term.line("root.addSubview(card)")
        try term.expect("geo> ")
        term.line("let keep = root")   // a second variable holds the root: nothing is freed
        try term.expect("geo> ")
        term.line("let root = View()")
        #expect(!(try term.expect("geo> ").contains("note:")))
    }

    @Test func helpShowsStatementSyntaxAndTypeMembersWrappedToTheTerminal() throws {
        let term = try Self.start(columns: 60)
        term.line(":help for")
        let forHelp = try term.expect("geo> ")
        #expect(forHelp.contains("for NAME in SEQUENCE { … }"))
        #expect(forHelp.contains("enumerated()") && forHelp.contains("stride(from:"))
        term.line(":help if")
        let ifHelp = try term.expect("geo> ")
        #expect(ifHelp.contains("Only false and nil are false"))
        #expect(ifHelp.contains("v.isHidden ? 0 :"))
        term.line(":help Animation")
        let animation = try term.expect("geo> ")
        #expect(animation.contains("Members of Animation"))
        #expect(animation.contains("table(_ n: Number)") && animation.contains("progress(at: Number)"))
        term.line(":help")
        let overview = try term.expect("geo> ")
        #expect(overview.contains("docs/language.md"))
        let lines = overview.split(separator: "\n").dropFirst()   // the first is the typed command
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines.filter { $0.count > 60 })")
    }
}

/// `:undo` / `:redo` at the REPL (issue 12, item 12).
@Suite(.serialized)
struct REPLUndoTests {
    @Test func undoStepsBackThroughEntriesAndRedoStepsForward() throws {
        let term = try REPLNewcomerTests.start()
        for line in [
            "let root = View(frame: (0, 0, 300, 300), name: \"root\")",
            "let a = View(frame: (0, 0, 100, 100), name: \"a\")",
            "let b = View(frame: (100, 100, 100, 100), name: \"b\")",
            "let card = View(frame: (10, 10, 50, 50), name: \"card\")",
            "root.addSubview(a); root.addSubview(b); a.addSubview(card)",
        ] {
            term.line(line)
            try term.expect("geo> ")
        }
        // One entry that reparents, animates transforms, advances the clock and declares.
        term.line("b.addSubview(card); let anim = animate(duration: 1) { card.transform = rotation(90deg) }; wait(0.5); var n = 1")
        try term.expect("geo> ")
        term.line("[card.superview.name, card.presentation().transform, now, n]")
        #expect(try term.expect("geo> ").hasSuffix("[\"b\", Transform(0.7071, 0.7071, -0.7071, 0.7071, 0, 0), 0.5, 1]\n"))
        term.line("nosuch +")          // continues…
        term.line(")")                 // …and is rejected: not a step of :undo
        try term.expect("geo> ")
        // The probe above only read values: not a step either, so :undo takes back the entry.
        term.line(":undo")
        #expect(try term.expect("geo> ").contains("undid: b.addSubview(card)"))
        term.line("[card.superview.name, card.transform, now]")
        #expect(try term.expect("geo> ").hasSuffix("[\"a\", identity, 0]\n"))
        term.line("n")
        #expect(try term.expect("geo> ").contains("cannot find 'n' in scope"))
        term.line(":redo")             // still possible: nothing changed since the undo
        #expect(try term.expect("geo> ").contains("redid: b.addSubview(card)"))
        term.line("[card.superview.name, card.presentation().transform, now, n]")
        #expect(try term.expect("geo> ").hasSuffix("[\"b\", Transform(0.7071, 0.7071, -0.7071, 0.7071, 0, 0), 0.5, 1]\n"))
        term.line(":redo")
        #expect(try term.expect("geo> ").contains("nothing to redo"))
        // Back to the session's start, and no further.
        for _ in 0..<6 {
            term.line(":undo")
            try term.expect("geo> ")
        }
        term.line(":undo")
        #expect(try term.expect("geo> ").contains("nothing to undo"))
        term.line(":vars")
        #expect(try term.expect("geo> ").contains("no variables yet"))
        term.line(":help undo")
        #expect(try term.expect("geo> ").contains(":undo  undo the last entry"))
    }

    /// Ctrl-D on a `...` line ends the unfinished entry (reported as a blank line would), not the
    /// session: the variables are still there, and Ctrl-D on an empty `geo>` line still leaves.
    @Test func ctrlDOnAContinuationLineKeepsTheSession() throws {
        let term = try REPLNewcomerTests.start()
        term.line("let kept = 5")
        try term.expect("geo> ")
        term.line("for i in 0..<3 {")
        try term.expect("...  ")
        for _ in 0..<200 where term.isCanonical { usleep(10_000) }
        term.type(PseudoTerminal.ctrlD)
        let report = try term.expect("geo> ")
        #expect(report.contains("error:"), "\(report)")
        term.line("kept * 2")
        #expect(try term.expect("geo> ").contains("10"))
        for _ in 0..<200 where term.isCanonical { usleep(10_000) }
        term.type(PseudoTerminal.ctrlD)
        #expect(try term.waitForExit() == 0)
    }
}
