import Testing
@testable import GeoScript

/// What a compile keeps (Scripts/bench/compile.sh measures it): a function's syntax tree is
/// freed once its code is made, the top level's statement by statement as each is compiled,
/// and call sites share their overloads instead of copying them. None of it changes what runs
/// or the paths chosen.
struct CompileMemoryTests {
    /// A self-contained piece of top-level code printing what it computed: functions (one with
    /// a local function and a closure), built-in makers and methods, a loop, a conditional.
    static func piece(_ i: Int) -> String {
        """
        func f\(i)(a, b) {
            let p = Point(a, b)
            func twice(x) { return x * 2 }
            let r = Rect(p.x, p.y, 4, 3).insetBy(dx: 1, dy: 1)
            let add = { x in x + r.width }
            return twice(add(r.height))
        }
        let k\(i) = { n in n + \(i) }
        var s\(i) = 0
        for j in 0..<3 { s\(i) += f\(i)(j, \(i)) + k\(i)(j) }
        if s\(i) > 40 { s\(i) -= 1 } else { s\(i) += 1 }
        print("\(i): \\(s\(i)) \\(max(s\(i), \(i * 3)))")

        """
    }

    static func output(_ source: String) throws -> String {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run(source, file: "test.geo")
        return out
    }

    /// Hundreds of top-level statements (freed a batch at a time) and functions: the program
    /// prints what each of its pieces prints alone.
    @Test func aLargeProgramPrintsWhatItsPiecesPrint() throws {
        let pieces = (0..<120).map(Self.piece)
        let whole = try Self.output(pieces.joined())
        var apart = ""
        for piece in pieces { apart += try Self.output(piece) }
        #expect(whole == apart)
        #expect(whole.hasPrefix("0: 22 22\n1: 25 25\n"))
        #expect(whole.split(separator: "\n").count == 120)
    }

    /// Code compiled earlier (its tree freed) runs when a later program calls it; a final
    /// expression (the REPL's echo) is compiled after the top level's statements.
    @Test func codeOutlivesItsSyntax() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run("func f(x) { return g(x) + 1 }\nfunc g(x) { return x * 2 }\nlet h = { x in f(x) * 10 }")
        try geo.run("print(f(2), h(1))")
        #expect(out == "5 30\n")
        #expect(try geo.evaluate("let a = 2\nfunc m(x) { return x * a }\nm(21)").asNumber == 42)
    }

    /// A top level with a `let` that may lend an element (a destructuring of a list's
    /// element in a hidden local) keeps its tree until the end and its paths: the element
    /// lent, the block's stores in place.
    @Test func aTopLevelThatMayLendKeepsItsPaths() throws {
        let source = "var pts = [Point(1, 2), Point(3, 4)]\nvar n = 0\nlet (a, b) = pts[1]\nn += a\nn += b\nprint(n)\n"
        #expect(try Self.output(source) == "7\n")
        #expect(try CompilerPathTests().paths(source, "(a, b)") == ["elementLent"])
        #expect(try CompilerPathTests().paths(source, "a, b) = pts[1] n += a n += b print(n)") == ["restOfLent"])
        // A global's `let` lends nothing: the top level's trees are freed as it is compiled.
        let plain = "var pts = [Point(1, 2), Point(3, 4)]\nvar n = 0\nlet p = pts[1]\nn += p.x\nn += p.y\nprint(n)\n"
        #expect(try Self.output(plain) == "7\n")
        #expect(try CompilerPathTests().paths(plain, "p.x") == ["memberGlobal", "memberRecord", "numberCode"])
        #expect(try CompilerPathTests().paths(plain, "var pts = [Point(1, 2), Point(3, 4)] va…") == ["blockLoop"])
    }

    /// Errors in code whose tree was freed keep their text and place.
    @Test func errorsAfterTheTreeIsFreedAreLocated() {
        CompilerPathTests.expectLocatedErrors([
            ("func f(p) {\n  return p.x + \"a\"\n}\nprint(f(Point(1, 2)))",
             "test.geo:2:10: error: cannot apply '+' to a Number (1) and a String (\"a\")"),
            ("let r = Rect(0, 0, 1, 1)\nvar s = 0\ns += 1\nprint(r.insetBy(dx: \"a\", dy: 1))",
             "test.geo:4:21: error: argument 'dx:' of insetBy(dx:dy:) must be a Number, not a String (\"a\")"),
        ])
    }

    /// Built-in call sites of the same labels whose constant arguments are the same Numbers
    /// share the targets prepared for them (`CallSharing`); each keeps its path, its own
    /// arguments and its own errors, at its own place.
    @Test func sitesSharingTargetsKeepTheirOwnErrors() throws {
        let source = "var n = 2\nlet a = Array(repeating: 0, count: n)\nlet b = Array(repeating: 0, count: n + 1)\nprint(a, b, Array(repeating: 0, count: n))\n"
        #expect(try Self.output(source) == "[0, 0] [0, 0, 0] [0, 0]\n")
        #expect(try CompilerPathTests().paths(source, "Array(repeating: 0, count: n)") == ["builtinDirect", "builtinDirect", "argumentValue"])
        #expect(try CompilerPathTests().paths(source, "Array(repeating: 0, count: n + 1)") == ["builtinDirect"])
        CompilerPathTests.expectLocatedErrors([
            ("var n = 2\nlet a = Array(repeating: 0, count: n)\nn = \"x\"\nlet b = Array(repeating: 0, count: n)",
             "test.geo:4:36: error: argument 'count:' of Array(repeating:count:) must be a Number, not a String (\"x\")"),
            ("var n = 2\nlet a = Array(repeating: 0, count: n)\nlet b = Array(repeating: 1, count: -n)",
             "test.geo:3:9: error: the count of Array(repeating:count:) must be a whole number, 0 or more (it is -2)"),
        ])
    }
}
