import Testing
@testable import GeoScript

/// The token kinds of a source, newlines shown as "⏎".
func langTokens(_ source: String) -> [String] {
    let (tokens, _, _) = Lexer.tokenize(SourceFile(name: "t", bytes: Array(source.utf8)))
    return tokens.dropLast().map { t in
        switch t.kind {
        case .number(let x): return NumberFormat.exact.string(x)
        case .string(let parts): return "\"" + parts.map { p -> String in
            if case .text(let s) = p { return s }
            return "\\(…)"
        }.joined() + "\""
        case .identifier(let s): return s
        case .keyword(let k): return k.rawValue
        case .symbol(let s): return s.rawValue
        case .newline: return "⏎"
        case .eof: return "eof"
        }
    }
}

struct LexCase: CustomTestStringConvertible, Sendable {
    let source: String
    let tokens: [String]
    var testDescription: String { source }
}

struct SyntaxTests {
    static let lexCases: [LexCase] = [
        LexCase(source: "1_000 1e-3 2.5E2 .5", tokens: ["1000", "0.001", "250", "0.5", "⏎"]),
        LexCase(source: "180deg", tokens: [NumberFormat.exact.string(Double.pi), "⏎"]),
        // Plain integers of up to 15 digits are read from their digits; longer ones, and any
        // with a fraction, an exponent or `_`, are parsed as text — the same values.
        LexCase(source: "0 7 360 007 0.5 3e2 3E-1 1_0", tokens: ["0", "7", "360", "7", "0.5", "300", "0.3", "10", "⏎"]),
        LexCase(source: "999999999999999 9007199254740993 123456789012345678",
                tokens: ["999999999999999", NumberFormat.exact.string(9007199254740992),
                         NumberFormat.exact.string(Double("123456789012345678")!), "⏎"]),
        LexCase(source: "5.x 0x1F 0o17 0b101", tokens: ["5", ".", "x", "31", "15", "5", "⏎"]),
        LexCase(source: "a..<b a...b a.b", tokens: ["a", "..<", "b", "a", "...", "b", "a", ".", "b", "⏎"]),
        LexCase(source: "x += 1 -= *= /= == != <= >= && || ! ->",
                tokens: ["x", "+=", "1", "-=", "*=", "/=", "==", "!=", "<=", ">=", "&&", "||", "!", "->"]),  // no ⏎ after an operator
        LexCase(source: "let f = func", tokens: ["let", "f", "=", "func", "⏎"]),
        LexCase(source: "a\nb", tokens: ["a", "⏎", "b", "⏎"]),
        LexCase(source: "a +\nb", tokens: ["a", "+", "b", "⏎"]),
        LexCase(source: "f(a,\nb)", tokens: ["f", "(", "a", ",", "b", ")", "⏎"]),
        LexCase(source: "x\n  .count", tokens: ["x", ".", "count", "⏎"]),
        // A line starting with a binary operator and a space continues the line above (Swift's
        // infix spacing); a prefix operator (no space after it) starts a statement.
        LexCase(source: "a\n  + b", tokens: ["a", "+", "b", "⏎"]),
        LexCase(source: "a\n  && b\n  || c\n  ?? d", tokens: ["a", "&&", "b", "||", "c", "??", "d", "⏎"]),
        LexCase(source: "a\n// c\n  ..< b", tokens: ["a", "..<", "b", "⏎"]),
        LexCase(source: "a\n  and b", tokens: ["a", "and", "b", "⏎"]),
        LexCase(source: "a\n-b", tokens: ["a", "⏎", "-", "b", "⏎"]),
        LexCase(source: "a\n!b", tokens: ["a", "⏎", "!", "b", "⏎"]),
        LexCase(source: "a\n+= b", tokens: ["a", "⏎", "+=", "b", "⏎"]),
        LexCase(source: "a\nandy", tokens: ["a", "⏎", "andy", "⏎"]),
        LexCase(source: "{\na\n}", tokens: ["{", "a", "⏎", "}", "⏎"]),
        LexCase(source: "\"a\\(x)b\"", tokens: ["\"a\\(…)b\"", "⏎"]),
        LexCase(source: "a // c\n/* x /* y */ z */ b", tokens: ["a", "⏎", "b", "⏎"]),
        LexCase(source: "café = 1", tokens: ["café", "=", "1", "⏎"]),
    ]

    @Test("tokens", arguments: lexCases)
    func lex(_ c: LexCase) {
        #expect(langTokens(c.source) == c.tokens)
    }

    /// Every keyword lexes as itself; a word that only starts or ends like one, or differs in
    /// case, is an identifier (`Keyword(spelling:)` compares bytes, first letter first).
    @Test func keywordsAndTheirNearMisses() throws {
        for k in Keyword.allCases {
            let tokens = Lexer.tokenize(SourceFile(name: "t", bytes: Array(k.rawValue.utf8))).tokens
            guard case .keyword(let lexed) = tokens.first?.kind else {
                Issue.record("'\(k.rawValue)' did not lex as a keyword")
                continue
            }
            #expect(lexed == k)
            for near in [k.rawValue + "s", "_" + k.rawValue, k.rawValue.uppercased(),
                         String(k.rawValue.dropLast()), k.rawValue.prefix(1).uppercased() + k.rawValue.dropFirst()] {
                let first = Lexer.tokenize(SourceFile(name: "t", bytes: Array(near.utf8))).tokens.first?.kind
                if case .keyword(let other)? = first {
                    // A near miss that is itself a keyword must be that keyword.
                    #expect(other.rawValue == near, "'\(near)' lexed as the keyword '\(other.rawValue)'")
                } else {
                    guard case .identifier(let name)? = first else {
                        Issue.record("'\(near)' lexed as \(String(describing: first))")
                        continue
                    }
                    #expect(name == near)
                }
            }
        }
        #expect(langTokens("forx in_ nilé letlet") == ["forx", "in_", "nilé", "letlet", "⏎"])
    }

    @Test func invalidUTF8Offsets() {
        #expect(Lexer.firstInvalidUTF8(Array("abc é".utf8)) == nil)
        #expect(Lexer.firstInvalidUTF8([0x61, 0xFF]) == 1)
        #expect(Lexer.firstInvalidUTF8([0x61, 0xC3]) == 1)          // truncated
        #expect(Lexer.firstInvalidUTF8([0xED, 0xA0, 0x80]) == 0)    // a surrogate
        #expect(Lexer.firstInvalidUTF8([0xC0, 0x80]) == 0)          // overlong
    }

    @Test func parserBuildsTuplesListsAndClosures() {
        let (statements, errors) = Parser.parse(SourceFile(name: "t", bytes: Array("let p = (1, 2)\nlet f = { a, b in a + b }\nlet xs = [1, 2,]\nf(1, b: 2) { 3 }".utf8)))
        #expect(errors.isEmpty)
        #expect(statements.count == 4)
        if case .declare(_, _, let value?) = statements[0].kind, case .tuple(let items) = value.kind {
            #expect(items.count == 2)
        } else { Issue.record("not a tuple") }
        if case .declare(_, _, let value?) = statements[1].kind, case .closure(let decl) = value.kind {
            #expect(decl.params.map(\.name) == ["a", "b"])
            #expect(decl.isExpressionBody)
        } else { Issue.record("not a closure") }
        if case .expression(let e) = statements[3].kind, case .call(_, let args) = e.kind {
            #expect(args.map(\.label) == [nil, "b", nil])
        } else { Issue.record("not a call with a trailing closure") }
    }

    /// The parser pulls tokens from the lexer as it goes and drops those behind it: a long
    /// program never has all its tokens in memory (issue 13: ~60 bytes of tokens per `+1`,
    /// gigabytes for a 64 MB script).
    @Test func tokensBehindTheParserAreDropped() {
        let source = String(repeating: "let a = [1, 2] + [3]\nif a == nil { a = 1 }\n;;\nelse_ = { x, y in x }\n", count: 8_000)
        var parser = Parser(lexer: Lexer(program: SourceFile(name: "t", bytes: Array(source.utf8))))
        let statements = parser.parseProgram()
        #expect(parser.errors.isEmpty)
        #expect(statements.count == 24_000)
        #expect(parser.tokens.count < 5_000, "\(parser.tokens.count) tokens held")
        #expect(parser.kind == .eof)
    }

    /// Errors after many tokens (some dropped) keep their places: at the end of the input
    /// (which looks back past line breaks), after an `if` whose `else` never came, in a closure
    /// whose parameters were looked ahead for, and among lexer errors met late.
    @Test(arguments: [
        ("let x = (1 +\n\n", "t:10001:13: expected an expression, found end of file"),
        ("if x {\n}\n\n;\nprint(1) print(2)\n", "t:10005:10: expected end of statement, found 'print'"),
        ("let f = { a, b in a +\n}\n", "t:10002:1: expected an expression, found '}'"),
        ("let s = \"\\q\"\n", "t:10001:10: invalid escape sequence in string"),
    ])
    func errorsFarIntoALongProgramKeepTheirPlaces(_ tail: String, _ expected: String) {
        let source = String(repeating: "x = [1, 2]\n", count: 10_000) + tail
        let (_, errors) = Parser.parse(SourceFile(name: "t", bytes: Array(source.utf8)))
        let first = errors.first.map { "\($0.file):\($0.line):\($0.column): \($0.message)" }
        #expect(first == expected)
    }

    @Test func resolverSlotsAndCaptures() {
        let file = SourceFile(name: "t", bytes: Array("func f(a) {\n  var b = a\n  let g = { b += 1 }\n  g()\n  return g\n}\nvar top = 1".utf8))
        let (statements, errors) = Parser.parse(file)
        #expect(errors.isEmpty)
        let main = FunctionDecl(name: "<main>", span: Span(file: file, start: 0, length: 0), params: [], body: statements,
                                isExpressionBody: false)
        var resolver = Resolver(globals: GlobalStaging(table: GlobalTable()), registry: Registry(), main: main)
        resolver.resolveProgram(statements)
        #expect(resolver.errors.isEmpty)
        guard case .function(let f, let ref) = statements[0].kind else { Issue.record("no function"); return }
        if case .global = ref.target {} else { Issue.record("f is not a global") }
        #expect(f.frameSize == 3)                    // a, b, g
        #expect(f.cellCount == 1)                    // b is captured
        #expect(f.locals.first { $0.name == "b" }?.isCaptured == true)
        #expect(f.locals.first { $0.name == "a" }?.isCaptured == false)
        guard case .declare(_, _, let value?) = f.body[1].kind, case .closure(let inner) = value.kind else {
            Issue.record("no closure")
            return
        }
        #expect(inner.captures.count == 1)
    }

    @Test func suggestions() {
        #expect(Suggest.nearest("fram", in: ["frame", "bounds"]) == "frame")
        #expect(Suggest.nearest("centre", in: ["center", "frame"]) == "center")
        #expect(Suggest.nearest("zzzzzz", in: ["frame"]) == nil)
    }
}

/// An `if` followed by `else if`s is a chain, not nesting: a dispatch of hundreds of branches
/// parses (it was refused past 200 as "code is nested too deeply"), resolves in time linear in
/// its length (names were looked up through every enclosing block: a 3,000-branch chain cost
/// 5.5 billion instructions to resolve), and takes the branch Swift would.
struct ElseIfChainTests {
    static func chain(_ n: Int, x: Int) -> String {
        var s = "var x = \(x)\nvar hits = 0\nfunc pick(v) {\n  let base = 100\n  if v == 0 { hits += base }\n"
        for i in 1..<n { s += "  else if v == \(i) { let base = \(i); hits += base }\n" }
        return s + "  else { hits -= 1 }\n}\npick(x)\npick(\(n + 5))\nprint(hits)"
    }

    @Test(arguments: [(0, "99\n"), (1, "0\n"), (333, "332\n"), (499, "498\n")])
    func aLongChainTakesTheBranchSwiftWould(x: Int, expected: String) throws {
        #expect(try AppendInPlaceTests.output(Self.chain(500, x: x)) == expected)
    }

    @Test func aChainPastTheLimitSaysSoWhereItGoesOver() {
        var source = "let x = 1\nif x == 0 { print(0) }\n"
        for i in 1...3_001 { source += "else if x == \(i) { print(\(i)) }\n" }
        do {
            try Interpreter().check(source)
            Issue.record("no error")
        } catch {
            #expect(error.message == "too many 'else if's in one chain (more than 3000)")
            #expect(error.diagnostics.first?.line == 3_003)
            #expect(error.diagnostics.first?.column == 6)
        }
    }
}
