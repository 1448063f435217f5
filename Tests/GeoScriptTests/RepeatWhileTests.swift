import Testing
@testable import GeoScript

/// Swift's `repeat { body } while condition` is a loop of its own (`StmtKind.repeatWhile`):
/// the body runs, then the condition is tested — in place when it is a comparison of a local
/// or a global (path `inlineCondition` at the `repeat`), as a `while`'s is — with no hidden
/// flag and no `||` between.
struct RepeatWhileTests {
    /// The dump's lines for `text` noted as `kind` (`repeat`, `'||'` …).
    func notes(_ source: String, _ kind: String, _ text: String) throws -> [String] {
        try Interpreter().loweredForm(source).split(separator: "\n").map(String.init).filter { $0.contains("  \(kind)  \(text)  →") }
    }

    static let local = "func f(_ n: Int) -> Int {\n  var i = 0\n  var s = 0\n  repeat {\n    s += i\n    i += 1\n  } while i < n\n  return s\n}\nprint(f(10))\n"
    static let global = "var k = 0\nrepeat { k += 2 } while k < 9\nprint(k)\n"

    @Test func aComparisonIsTestedInPlaceAtTheRepeat() throws {
        #expect(try notes(Self.local, "repeat", "i < n").first?.hasSuffix("→ inlineCondition") == true)
        #expect(try notes(Self.global, "repeat", "k < 9").first?.hasSuffix("→ inlineCondition") == true)
        // No hidden flag ored with the condition, no flag stored on each pass.
        let dump = try Interpreter().loweredForm(Self.local)
        #expect(!dump.contains("'||'"))
        #expect(!dump.contains("(repeat)"))
        #expect(langRun(Self.local).output == "45\n")
        #expect(langRun(Self.global).output == "10\n")
    }

    /// Every condition: the body first, then the test; `continue` goes on to the test, `break`
    /// leaves, `return` leaves the function; a condition that is not a comparison (a Bool, a
    /// logic, a call), and a comparison that meets other values than Numbers.
    @Test func theBodyRunsFirstAndTheConditionDecides() {
        let cases: [(String, String)] = [
            ("var i = 10\nrepeat { i += 1 } while i < 3\nprint(i)", "11\n"),
            ("func f() {\n  var i = 10\n  repeat { i += 1 } while i < 3\n  return i\n}\nprint(f())", "11\n"),
            ("var n = 0\nvar s = 0\nrepeat { n += 1; if n % 2 == 0 { continue }; s += n } while n < 7\nprint(n, s)", "7 16\n"),
            ("var n = 0\nrepeat { n += 1; if n == 4 { break } } while true\nprint(n)", "4\n"),
            ("func f() {\n  var k = 0\n  repeat { k += 1; if k == 4 { return k * 10 } } while true\n  return -1\n}\nprint(f())", "40\n"),
            ("var done = false\nvar n = 0\nrepeat { n += 1; done = n >= 3 } while !done\nprint(n)", "3\n"),
            ("var a = 0\nvar b = 0\nrepeat { a += 1; b += 2 } while a < 2 || b < 10\nprint(a, b)", "5 10\n"),
            ("func more(_ n) { return n < 5 }\nvar n = 0\nrepeat { n += 1 } while more(n)\nprint(n)", "5\n"),
            ("var s = \"a\"\nrepeat { s += \"a\" } while s < \"aaa\"\nprint(s)", "aaa\n"),
            ("func f(x) {\n  var v = x\n  repeat { v = v * 2 } while v < 20\n  return v\n}\nprint(f(3), f(Point(x: 1, y: 1) == Point(x: 1, y: 1) ? 5 : 0))", "24 20\n"),
            ("var rows = 0\nvar cells = 0\nrepeat {\n  var c = 0\n  repeat { c += 1; cells += 1 } while c < 3\n  rows += 1\n} while rows < 2\nprint(rows, cells)", "2 6\n"),
            ("var i = 0\nouter: repeat {\n  i += 1\n  for j in 0..<5 { if j == 2 { continue outer } }\n} while i < 4\nprint(i)", "4\n"),
        ]
        for (source, expected) in cases {
            let run = langRun(source)
            #expect(run.error == nil, "\(source): \(String(describing: run.error))")
            #expect(run.output == expected, "\(source)")
        }
    }

    /// Each pass's names are its own (a closure keeps the pass's), and the condition does not
    /// see them: it is resolved outside the body, as Swift's is.
    @Test func theBodysNamesAreItsPassesAndNotTheConditions() {
        #expect(langRun("var fs: [() -> Int] = []\nvar i = 0\nrepeat { let c = i * 10; fs.append({ c }); i += 1 } while i < 3\nprint(fs.map { $0() })").output
                == "[0, 10, 20]\n")
        #expect(langFirstErrorLine("var i = 0\nrepeat { let x = i; i += 1 } while x < 3")
                == "test.geo:2:36: error: cannot find 'x' in scope")
        // A program rejected so declares nothing.
        let geo = Interpreter()
        #expect(throws: GeoError.self) { try geo.run("var n = 1\nrepeat { let y = n } while y < 2", file: "t.geo") }
        #expect(throws: GeoError.self) { try geo.evaluate("n") }
    }

    /// A loop that never ends is stopped by the step limit at the loop, and an error in the
    /// condition is located there.
    @Test func limitsAndErrorsAreTheLoops() {
        let geo = Interpreter()
        geo.limits = Limits(steps: 10_000)
        #expect(throws: GeoError.self) { try geo.run("var n = 0\nrepeat { n += 1 } while n > -1", file: "t.geo") }
        #expect(throws: GeoError.self) { try geo.run("func f() { repeat { } while true }\nf()", file: "u.geo") }
        #expect(langFirstErrorLine("var i = 0\nrepeat { i += 1 } while i < \"a\"")?.hasPrefix("test.geo:2:25: error: cannot compare") == true)
    }
}
