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
            ("root.superview?.frame", "<repl>:1:15: error: geo has no optional chaining"),
            ("let x = 1; x!", "<repl>:1:13: error: geo has no force unwrap"),
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
        term.line(":help if")
        #expect(try term.expect("geo> ").contains("Only false and nil are false"))
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
