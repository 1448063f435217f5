import Testing
import GeoScript

/// An input that ends too early is reported on the unfinished line, not on the empty line
/// after it, so an editor jumps to the place to fix.
struct EndOfInputTests {
    @Test(arguments: [
        ("let a = 1\nlet x =\n\n", "test.geo:2:8: error: expected an expression, found end of file"),
        ("print((1, 2) +\n", "test.geo:1:15: error: expected an expression, found end of file"),
        ("let x = 1 +", "test.geo:1:12: error: expected an expression, found end of file"),
    ])
    func theCaretStaysOnTheUnfinishedLine(source: String, first: String) {
        do {
            try Interpreter().run(source, file: "test.geo")
            Issue.record("no error for \(source)")
        } catch {
            #expect(error.description.split(separator: "\n").first.map(String.init) == first)
            #expect(error.isSyntaxError)
        }
    }
}
