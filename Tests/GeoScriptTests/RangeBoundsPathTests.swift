import Testing
@testable import GeoScript

/// The bounds of a range loop (path `forRange`, `RangeLoopNode.bounds`): two Numbers of
/// magnitude below 2^53 taken as they are; anything else — another kind, NaN, an infinity, a
/// Number at 2^53 or beyond — checked as before (`otherBounds`): the low bound's kind before
/// the high bound is computed, then the high bound's, then both against 2^53, each error with
/// its text at its bound (or at the range).
extension CompilerPathTests {
    /// (Taken by `eachShapeTakesItsPath`; a variable a closure captures takes the general loop,
    /// `avoidedRangeShapes`.)
    static let boundedRangeShapes: [Shape] = [
        Shape(name: "constants", source: "var s = 0\nfor i in 0..<3 { s += i }\n", site: "for i in 0..<3", path: "forRange"),
        Shape(name: "a list's count in a function", source: "func f(xs) {\n  var s = 0\n  for i in 0..<xs.count { s += xs[i] }\n  return s\n}\n",
              site: "for i in 0..<xs.count", path: "forRange"),
        Shape(name: "parameters, closed", source: "func f(a, b) {\n  var n = 0\n  for i in a...b { n += 1 }\n  return n\n}\n",
              site: "for i in a...b", path: "forRange"),
        Shape(name: "a call's result", source: "func h() { return 3 }\nfor i in 0..<h() { print(i) }\n", site: "for i in 0..<h()", path: "forRange"),
    ]

    @Test func rangeBoundsGiveTheirNumbers() {
        let cases: [(String, String)] = [
            ("for i in 0..<3 { print(i) }", "0\n1\n2\n"),
            ("for i in 0.5..<3 { print(i) }", "0.5\n1.5\n2.5\n"),
            ("for i in -2...1 { print(i) }", "-2\n-1\n0\n1\n"),
            ("var n = 2\nfor i in n..<n + 2 { print(i) }", "2\n3\n"),
            ("func f(xs) {\n  var s = 0\n  for i in 0..<xs.count { s += xs[i] }\n  return s\n}\nprint(f([1, 2, 3]))", "6\n"),
            ("func h() { print(\"h\"); return 2 }\nfor i in 0..<h() { print(i) }", "h\n0\n1\n"),
            ("func f(a, b) {\n  var n = 0\n  for i in a..<b { n += 1 }\n  return n\n}\nprint(f(1, 4), f(4, 4), f(-0, 0.5))", "3 0 1\n"),
            ("for i in 3..<3 { print(i) }", ""),
            ("var k = 0\nfor i in 0..<3 {\n  for j in i..<3 { k += j }\n}\nprint(k)", "8\n"),
            ("var n = 0\nfor i in pow(2, 53) - 2...pow(2, 53) - 1 { n += 1 }\nprint(n)", "2\n"),
            ("var n = 0\nfor i in -pow(2, 53) + 1..<-pow(2, 53) + 3 { n += 1 }\nprint(n)", "2\n"),
        ]
        for (source, expected) in cases {
            let (output, error, _) = langRun(source)
            #expect(error == nil && output == expected, "\(source): \(output) \(String(describing: error))")
        }
    }

    /// A range made a list (written into memory for the count its bounds give, the loop
    /// deciding where it ends) holds the Numbers a loop over it visits: fractional bounds,
    /// empty and reversed ranges, the last Numbers below 2^53.
    @Test func rangeListsHoldTheNumbersTheirLoopsVisit() {
        let ranges = ["0..<5", "0...4", "0.5..<3", "0.1..<3.3", "0.1...3.1", "-2...1", "3..<3", "2...2", "-0.5..<0",
                      "pow(2, 53) - 3...pow(2, 53) - 1", "0..<1000"]
        for range in ranges {
            let (listed, listError, _) = langRun("let xs = Array(\(range))\nprint(xs.count, xs.reduce(\"\") { $0 + \"\\($1) \" })")
            let (looped, loopError, _) = langRun("var n = 0\nvar s = \"\"\nfor i in \(range) { n += 1; s += \"\\(i) \" }\nprint(n, s)")
            #expect(listError == nil && loopError == nil && listed == looped, "\(range): \(listed) vs \(looped)")
        }
    }

    /// A range whose lower bound is above its upper one is Swift's trap (`for i in 1...n` with
    /// `n` 0), in a loop of either path, a reversed loop and a list alike — not a loop that
    /// runs no times.
    @Test func aBackwardRangeIsAnError() {
        let message = "error: the range 4..<1 runs backward: its lower bound must not be above its upper bound"
        for source in ["for i in 4..<1 { print(i) }", "func f() { var k = 0; let g = { k += 1 }; for i in 4..<1 { g() } }\nf()",
                       "print(Array(4..<1))", "for i in (4..<1).reversed() { print(i) }", "let n = 1\nfor i in 4..<n { print(i) }"] {
            let (output, error, _) = langRun(source)
            #expect(output == "" && error?.description.contains(message) == true, "\(source): \(String(describing: error))")
        }
        let (_, error, _) = langRun("let n = 0\nfor i in 1...n { print(i) }")
        #expect(error?.description.contains("note: to count down, write stride(from: 1, through: 0, by: -1)") == true, "\(String(describing: error))")
    }

    @Test func otherRangeBoundsReportTheirErrors() {
        Self.expectLocatedErrors([
            ("for i in \"a\"..<3 { print(i) }", "test.geo:1:10: error: a range bound must be a Number, not a String (\"a\")"),
            ("for i in 0..<\"b\" { print(i) }", "test.geo:1:14: error: a range bound must be a Number, not a String (\"b\")"),
            ("for i in sqrt(-1)..<3 { print(i) }", "test.geo:1:10: error: a range bound must be finite, not nan"),
            ("for i in 0..<1 / 0 { print(i) }", "test.geo:1:14: error: a range bound must be finite, not inf"),
            ("for i in pow(2, 53)..<\"x\" { print(i) }", "test.geo:1:23: error: a range bound must be a Number, not a String (\"x\")"),
            ("for i in pow(2, 53)..<pow(2, 53) + 2 { print(i) }", "test.geo:1:10: error: a range counts by 1, which numbers beyond 2^53"),
            ("for i in -pow(2, 53)..<3 { print(i) }", "test.geo:1:10: error: a range counts by 1, which numbers beyond 2^53"),
            ("for i in 0...-pow(2, 53) { print(i) }", "test.geo:1:10: error: a range counts by 1, which numbers beyond 2^53"),
            ("for i in 0..<nil { print(i) }", "test.geo:1:14: error: a range bound must be a Number, not nil"),
            ("for i in [1]..<2 { print(i) }", "test.geo:1:10: error: a range bound must be a Number, not a List of 1 element"),
        ])
        // The low bound's kind is reported before the high bound is computed.
        let (output, error, _) = langRun("func h() { print(\"h\"); return 3 }\nfor i in \"a\"..<h() { print(i) }")
        #expect(output == "" && error?.description.hasPrefix("test.geo:2:10: error: a range bound must be a Number, not a String") == true,
                "\(output) \(String(describing: error))")
    }
}
