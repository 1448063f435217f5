import Testing
@testable import GeoScript

/// Issue 13, M1: diagnostics cost memory in proportion to what is shown, not to the input:
/// at most `Parser.maxErrors` errors and then "too many errors", each holding a window of its
/// source line, never the whole line.
struct DiagnosticBoundsTests {
    static func errors(_ source: String) -> [Diagnostic] {
        do {
            try Interpreter().check(source, file: "noise.geo")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func aLineOfStrayCharactersGivesTwentyErrorsThenTooMany() {
        let diagnostics = Self.errors(String(repeating: "@", count: 60_000))
        #expect(diagnostics.count == Parser.maxErrors + 1)
        #expect(diagnostics.last?.message.hasPrefix("too many errors") == true)
        for d in diagnostics.dropLast() {
            #expect(d.sourceLine.count <= 100, "a diagnostic holds \(d.sourceLine.count) characters")
            #expect(d.sourceLineContinues)
        }
    }

    @Test func manyBadEscapesAreCappedToo() {
        let diagnostics = Self.errors("let s = \"" + String(repeating: "\\q", count: 80_000) + "\"")
        #expect(diagnostics.count == Parser.maxErrors + 1)
        #expect(diagnostics.allSatisfy { $0.sourceLine.count <= 100 })
    }

    @Test func deeplyNestedInterpolationsEndInABoundedError() {
        let source = String(repeating: "\"\\(", count: 32_000)
        let diagnostics = Self.errors(source)
        #expect(!diagnostics.isEmpty && diagnostics.count <= Parser.maxErrors + 1)
        #expect(diagnostics.contains { $0.message.contains("nested too deeply") })
    }

    @Test func theWindowKeepsTheCaretUnderTheColumn() {
        let line = "let x = " + String(repeating: "1 + ", count: 100) + "@" + String(repeating: " + 1", count: 100)
        let d = Self.errors(line)[0]
        #expect(d.column == 409)
        #expect(d.sourceLineStart > 0 && d.sourceLineContinues)
        let rendered = d.description.split(separator: "\n", omittingEmptySubsequences: false)
        // The caret sits under the `@` in the shown window.
        let shown = Array(rendered[1]), caret = rendered[2].firstIndex(of: "^").map { rendered[2].distance(from: rendered[2].startIndex, to: $0) }
        #expect(caret.map { shown[$0] } == "@")
    }

    @Test func fewErrorsAreAllShownWithoutTheTooManyLine() {
        let diagnostics = Self.errors("let a = @\nlet b = @\n")
        #expect(diagnostics.count >= 2)
        #expect(!diagnostics.contains { $0.message.hasPrefix("too many") })
    }

    /// Name errors are capped like syntax errors, and past the cap no suggestion is looked
    /// for: 5,000 unknown names among 5,000 declared ones compared every pair.
    @Test func manyUnknownNamesGiveTwentyErrorsThenTooMany() {
        var source = ""
        for i in 0..<5_000 { source += "let name\(i) = \(i)\n" }
        for i in 0..<5_000 { source += "print(nmae\(i))\n" }
        let start = ContinuousClock.now
        let diagnostics = Self.errors(source)
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(diagnostics.count == Parser.maxErrors + 1)
        #expect(diagnostics.first?.message == "cannot find 'nmae0' in scope; did you mean 'name0'?")
        #expect(diagnostics.last?.message == "too many errors: stopped after the first 20; fix these and run again")
    }

    @Test func exactlyTwentyNameErrorsAreAllShownWithoutTheTooManyLine() {
        let source = (0..<20).map { "print(unknown\($0))" }.joined(separator: "\n")
        let diagnostics = Self.errors(source)
        #expect(diagnostics.count == 20)
        #expect(!diagnostics.contains { $0.message.hasPrefix("too many") })
    }

    /// A suggestion compares names by edit distance (length² time and memory): a 300,000-
    /// character name and its near-twin needed 700 GB.
    @Test func aHugeMistypedNameGetsNoSuggestion() {
        let name = String(repeating: "a", count: 300_000)
        let diagnostics = Self.errors("let \(name) = 1\nprint(\(name)b)")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("cannot find 'aaaa") == true)
        #expect(diagnostics.first?.message.contains("did you mean") == false)
    }
}
