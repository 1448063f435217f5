import Dispatch
import Synchronization
import Testing
@testable import GeoScript

struct LangErrorCase: CustomTestStringConvertible, Sendable {
    let source: String
    /// The first line of the rendered error: `test.geo:line:col: error: message`.
    let firstLine: String
    let kind: GeoError.Kind
    init(_ source: String, _ firstLine: String, _ kind: GeoError.Kind = .runtime) {
        self.source = source
        self.firstLine = firstLine
        self.kind = kind
    }
    var testDescription: String { firstLine }
}

struct DiagnosticTests {
    static let cases: [LangErrorCase] = [
        // Syntax errors (exit status 2).
        LangErrorCase("print(\"abc", "test.geo:1:7: error: unterminated string literal", .syntax),
        LangErrorCase("/* never closed", "test.geo:1:1: error: unterminated block comment", .syntax),
        LangErrorCase("print((1, 2)", "test.geo:1:13: error: expected ',' or ')' in the argument list, found end of file", .syntax),
        LangErrorCase("let x = ]", "test.geo:1:9: error: expected an expression, found ']'", .syntax),
        // An interpolation's code ends at its closing ')', not at the end of the file (it read
        // "found end of file" with the caret on the ')').
        LangErrorCase("print(\"a\\(1 + )\")", "test.geo:1:15: error: expected an expression, found ')', the end of the interpolation", .syntax),
        LangErrorCase("let p = (1, 2)\nprint(\"\\(p.)\")", "test.geo:2:12: error: expected a member name after '.', found ')', the end of the interpolation", .syntax),
        // A value where a ',' or the closer belongs is a missing comma (it read "expected ']' to
        // close the list, found number 3"); on the next line, at the end of the line that lacks
        // it, as Swift points (the next line was read into the list)…
        LangErrorCase("let xs = [1, 2\n  3]", "test.geo:1:15: error: expected ',' or ']' between the list's elements", .syntax),
        LangErrorCase("var stack = [1, 2\nvar out = 3", "test.geo:1:18: error: expected ']' to close the list", .syntax),
        LangErrorCase("let n = max(1, 2\nprint(n)", "test.geo:1:17: error: expected ',' or ')' in the argument list", .syntax),
        LangErrorCase("let p = (10 20)", "test.geo:1:13: error: expected ',' or ')' between the tuple's values, found number 20", .syntax),
        // … anything else is a missing closer.
        LangErrorCase("let xs = [1, 2", "test.geo:1:15: error: expected ']' to close the list, found end of file", .syntax),
        LangErrorCase("let d = (1 + 2; print(d)", "test.geo:1:15: error: expected ')' to close '(', found ';'", .syntax),
        LangErrorCase("}", "test.geo:1:1: error: unexpected '}' with no matching '{'", .syntax),
        // One error at the '{' that is never closed (there were two, the first reading "error: the
        // block opened here", and the second pointing at an empty line after the end).
        LangErrorCase("let a = 1\nfor i in 0..<2 {\n  print(i)\n", "test.geo:2:16: error: expected '}' to close this block: the input ends first", .syntax),
        LangErrorCase("let f = { x in\n  x + 1\n", "test.geo:1:9: error: expected '}' to close this closure: the input ends first", .syntax),
        LangErrorCase("let = 3", "test.geo:1:5: error: expected a name after 'let', found '='", .syntax),
        LangErrorCase("print(1) print(2)", "test.geo:1:10: error: expected end of statement, found 'print'", .syntax),
        LangErrorCase("let x = 12abc", "test.geo:1:11: error: invalid suffix 'abc' on a number", .syntax),
        LangErrorCase("let a = @", "test.geo:1:9: error: unexpected character '@'", .syntax),
        LangErrorCase("print(frme)\nlet frame = 1", "test.geo:1:7: error: cannot find 'frme' in scope; did you mean 'frame'?", .syntax),
        LangErrorCase("let a = 1\na = 2", "test.geo:2:1: error: cannot assign to 'a': it is a 'let' constant", .syntax),
        LangErrorCase("break", "test.geo:1:1: error: 'break' outside a loop", .syntax),
        LangErrorCase("return 1", "test.geo:1:1: error: 'return' outside a function", .syntax),
        LangErrorCase("1 = 2", "test.geo:1:1: error: cannot assign to this expression", .syntax),
        LangErrorCase("print(x)\nlet x = 1", "test.geo:1:7: error: 'x' is used before its declaration", .syntax),
        LangErrorCase("let x = 1\nlet x = 2", "test.geo:2:5: error: invalid redeclaration of 'x'", .syntax),
        // Runtime errors (exit status 1).
        LangErrorCase("assert(1 > 2)", "test.geo:1:1: error: assertion failed"),
        LangErrorCase("assert(false, \"custom\")", "test.geo:1:1: error: assertion failed: custom"),
        LangErrorCase("let f = 3\nf()", "test.geo:2:1: error: cannot call a Number (3); it is not a function"),
        LangErrorCase("let xs = [1, 2]\nprint(xs[5])", "test.geo:2:10: error: index 5 is out of range: the list has 2 elements (valid indices 0..<2)"),
        LangErrorCase("let xs = [1, 2]\nprint(xs[0.5])", "test.geo:2:10: error: index 0.5 is not a whole number"),
        LangErrorCase("let xs = [1, 2]\nprint(xs[0 / 0])", "test.geo:2:10: error: index nan is out of range: the list has 2 elements (valid indices 0..<2)"),
        LangErrorCase("let xs = [1, 2]\nprint(xs[-1])", "test.geo:2:10: error: index -1 is out of range: the list has 2 elements (valid indices 0..<2)"),
        LangErrorCase("print(sin(\"a\"))", "test.geo:1:11: error: argument 1 of sin(_:) must be a Number, not a String (\"a\")"),
        // Labels or a count no signature of a built-in function has: before anything runs.
        LangErrorCase("print(sin(1, 2))", "test.geo:1:7: error: sin takes 1 argument but was given 2", .syntax),
        LangErrorCase("print(sin(x: 1))", "test.geo:1:7: error: extraneous argument label 'x:' in call to sin(_:)", .syntax),
        LangErrorCase("print(\"ran\")\nif false { let t = CGAffineTransform(rotation: 1) }",
                      "test.geo:2:20: error: incorrect argument label 'rotation:' in CGAffineTransform; did you mean 'rotationAngle:'?", .syntax),
        LangErrorCase("print(1 + \"a\")", "test.geo:1:7: error: cannot apply '+' to a Number (1) and a String (\"a\")"),
        LangErrorCase("print(Size(1, 2) < Size(3, 4))", "test.geo:1:7: error: cannot compare a Size (1, 2) and a Size (3, 4) with '<'"),
        LangErrorCase("let s = \"abc\"\nprint(s.cont)", "test.geo:2:9: error: no member 'cont' on String; did you mean 'count'?"),
        LangErrorCase("var xs = [1]\nxs.apend(2)", "test.geo:2:4: error: no member 'apend' on List; did you mean 'append'?"),
        LangErrorCase("var xs = [1]\nxs.count = 3", "test.geo:2:4: error: cannot assign to 'count': it is a read-only member of List"),
        LangErrorCase("let p = (1, 2)\np.x = 3", "test.geo:2:1: error: cannot change 'p': it is a 'let' constant"),
        LangErrorCase("func f(a) { return a }\nf(1, 2)", "test.geo:2:1: error: 'f' takes 1 argument (a) but was given 2"),
        LangErrorCase("for x in 3 { }", "test.geo:1:10: error: cannot iterate over a Number (3)"),
        // A local function used before a variable it needs is declared (Swift: "closure
        // captures 'count' before it is declared"); directly, through another local function,
        // and from a closure.
        LangErrorCase("func f() {\n  helper()\n  var count = 0\n  func helper() { count += 1 }\n}",
                      "test.geo:2:3: error: cannot use 'helper' here: it uses 'count', which is not declared yet", .syntax),
        LangErrorCase("func f() {\n  a()\n  let x = 5\n  func a() { b() }\n  func b() { print(x) }\n}",
                      "test.geo:2:3: error: cannot use 'a' here: it uses 'x', which is not declared yet", .syntax),
        LangErrorCase("func f() {\n  let k = { g() }\n  let y = 1\n  func g() { y }\n}",
                      "test.geo:2:13: error: cannot use 'g' here: it uses 'y', which is not declared yet", .syntax),
        LangErrorCase("print((a: 1, b: 2, a: 3))", "test.geo:1:20: error: a tuple cannot have the label 'a' twice", .syntax),
        LangErrorCase("var xs = [1]\nxs.insert(5, at: 9)", "test.geo:2:1: error: index 9 is out of range for insert(_:at:) (valid: 0..<2)"),
    ]

    @Test("each bad input gets a located error", arguments: cases)
    func located(_ c: LangErrorCase) {
        let (_, error, _) = langRun(c.source)
        guard let error else {
            Issue.record("no error for \(c.source)")
            return
        }
        let first = error.description.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first == c.firstLine)
        #expect(error.kind == c.kind)
    }

    @Test func renderingShowsTheLineAndACaret() {
        let (_, error, _) = langRun("let a = 1\nprint(a + \"x\")")
        let lines = error?.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        #expect(lines.count >= 3)
        #expect(lines[1] == "print(a + \"x\")")
        #expect(lines[2] == "      ^~~~~~~")
    }

    /// The caret sits under the column as a terminal shows the line: an emoji or a CJK character
    /// takes two cells (the caret was one column short for each), a combining accent none, a tab
    /// is kept as a tab.
    @Test(arguments: [
        ("let s = \"🙂🙂\" + nope", "                 ^~~~"),
        ("let t = \"日本語\" + nope", "                   ^~~~"),
        ("let u = \"e\u{301}\" + nope", "              ^~~~"),
        ("let v = \"❤️\" + nope", "               ^~~~"),
        ("\tlet w = nope", "\t        ^~~~"),
        ("let x = 🙂", "        ^~"),
    ])
    func theCaretCountsWideCharactersAsTwoCells(source: String, caret: String) {
        let (_, error, _) = langRun(source)
        let lines = error?.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        #expect(lines.count >= 3)
        #expect(lines.count >= 3 && lines[2] == caret, "\(lines)")
    }

    @Test func severalSyntaxErrorsInOneRun() {
        let (_, error, _) = langRun("let = 1\nprint(2\nlet y = )\nprint(\"ok\")")
        #expect((error?.diagnostics.count ?? 0) >= 2)
        #expect(error?.kind == .syntax)
    }

    @Test func runtimeErrorsCarryTheCallStack() {
        let (_, error, _) = langRun("func inner() { return 1 + nil }\nfunc outer() { return inner() }\nouter()")
        let text = error?.description ?? ""
        #expect(text.hasPrefix("test.geo:1:23: error: cannot apply '+'"))
        #expect(text.contains("called from test.geo:2:23"))
        #expect(text.contains("called from test.geo:3:1"))
    }

    @Test func divisionByZeroIsIEEE() {
        let (output, error, _) = langRun("print(1 / 0, 0 / 0, 5 % 0)")
        #expect(error == nil)
        #expect(output == "inf nan nan\n")
    }

    @Test func runawayRecursionIsAnErrorNotACrash() {
        let (_, error, _) = langRun("func f(n) { return f(n + 1) }\nf(0)")
        #expect(error?.kind == .limit)
        #expect(error?.message.hasPrefix("call depth limit exceeded") == true)
    }

    @Test func deepRecursionWithinTheLimitWorks() {
        // ThreadSanitizer's stack of frames holds fewer nested calls (BigStack.maxCallDepth).
        let n = BigStack.isThreadSanitized ? BigStack.maxCallDepth - 10 : 9_000
        let (output, error, _) = langRun("func f(n) { if n == 0 { return 0 }\n return 1 + f(n - 1) }\nprint(f(\(n)))")
        #expect(error == nil)
        #expect(output == "\(n)\n")
    }

    @Test func stepLimitStopsARunawayLoop() {
        let geo = Interpreter()
        geo.limits = Limits(steps: 100_000)
        #expect(throws: GeoError.self) { try geo.run("while true { }") }
        do { try geo.run("while true { }") } catch { #expect(error.kind == .limit) }
        // Still usable.
        #expect((try? geo.evaluate("1 + 1"))?.asNumber == 2)
    }

    @Test(arguments: [10_000])
    func deeplyNestedInputDoesNotCrash(_ depth: Int) {
        let parens = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let (_, e1, _) = langRun("print(\(parens))")
        #expect(e1?.message.contains("nested too deeply") == true)
        let blocks = String(repeating: "if true {\n", count: depth) + String(repeating: "}\n", count: depth)
        let (_, e2, _) = langRun(blocks)
        #expect(e2?.message.contains("nested too deeply") == true)
        let lists = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (_, e3, _) = langRun("let x = \(lists)")
        #expect(e3?.kind == .syntax)
    }

    @Test func aOneMegabyteLineIsFine() {
        let long = "let s = \"" + String(repeating: "x", count: 1 << 20) + "\"\nprint(s.count)"
        let (output, error, _) = langRun(long)
        #expect(error == nil)
        #expect(output == "1048576\n")
        let longBad = "let s = " + String(repeating: "1 + ", count: 200_000) + "\n"
        let (_, e2, _) = langRun(longBad)
        #expect(e2 != nil)
    }

    @Test func invalidUTF8IsLocated() throws {
        let dir = FileManagerShim.temporaryDirectory()
        let path = dir + "/bad.geo"
        try FileManagerShim.write([UInt8]("print(1)\nlet s = \"".utf8) + [0xFF, 0xFE] + [UInt8]("\"\n".utf8), to: path)
        let geo = Interpreter()
        geo.allowFiles(in: FileManagerShim.url(dir))
        do {
            try geo.runFile(path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(":2:10: error: invalid UTF-8"))
            #expect(error.kind == .syntax)
        }
    }

    @Test func missingFileDirectoryAndSandbox() throws {
        let dir = FileManagerShim.temporaryDirectory()
        let geo = Interpreter()
        do { try geo.runFile(dir + "/nothing.geo"); Issue.record("no error") } catch {
            #expect(error.message.contains("file access denied"))
        }
        geo.allowFiles(in: FileManagerShim.url(dir))
        do { try geo.runFile(dir + "/nothing.geo"); Issue.record("no error") } catch {
            #expect(error.message.contains("no such file"))
        }
        do { try geo.runFile(dir); Issue.record("no error") } catch {
            #expect(error.message.contains("is a directory"))
        }
        do { try geo.run("import \"/etc/passwd\""); Issue.record("no error") } catch {
            #expect(error.message.contains("file access denied"))
        }
    }

    @Test func aMistypedImportOrDumpNameSuggestsTheFileNearby() throws {
        let (geo, dir) = try FileManagerShim.granted(["lib/shapes.geo": "func square(n) { return n * n }\n",
                                                      "main.geo": "import \"lib/shape.geo\"\n"])
        do { try geo.runFile(dir + "/main.geo"); Issue.record("no error") } catch {
            #expect(error.description.contains("no such file"))
            // (the path as geo resolved it: on macOS /var is /private/var)
            #expect(error.description.contains("/lib/shapes.geo'?"), "\(error.description)")
        }
        do { try geo.run("hierarchy(file: \"\(dir)/lib/shapes.ge\")"); Issue.record("no error") } catch {
            #expect(error.description.contains("note: did you mean '\(dir)/lib/shapes.geo'?"), "\(error.description)")
        }
        // Outside the grants the folder's names are not shown.
        let sandboxed = Interpreter()
        do { try sandboxed.run("import \"\(dir)/lib/shape.geo\""); Issue.record("no error") } catch {
            #expect(!error.description.contains("did you mean"))
        }
    }

    @Test func frameSetterWarningIsLocated() {
        let (output, error, warnings) = langRun("let v = View(frame: (0, 0, 10, 10))\nv.transform = rotation(30deg)\nv.frame = (0, 0, 20, 20)\nprint(\"after\")")
        #expect(error == nil)
        #expect(output == "after\n")
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("test.geo:3:1: warning: ") == true)
    }
}

struct DiagnosticRenderingTests {
    /// A span is a file id and two offsets: copying one retains nothing (issue 9, item 5).
    @Test func aSpanIsPlainData() {
        #expect(_isPOD(Span.self))
        #expect(MemoryLayout<Span>.size == 16)
        let file = SourceFile(name: "s.geo", bytes: Array("let a = 1\nlet b = 2".utf8))
        let span = Span(file: file, start: 10, length: 3).through(Span(file: file, start: 14, length: 1))
        #expect(span.start == 10 && span.length == 5 && span.file === file)
    }

    /// A runtime error raised long after the code was compiled, in another run, shows that
    /// code's line and caret; so does one whose code was freed while the error unwound.
    @Test func aRuntimeErrorInCodeFromAnEarlierRunShowsItsLine() {
        let geo = Interpreter()
        #expect(throws: Never.self) { try geo.run("func f() {\n  assert(1 > 2)\n}", file: "a.geo") }
        #expect(throws: Never.self) { try geo.run("var g = { assert(false, \"gone\") }", file: "b.geo") }
        do {
            try geo.run("f()", file: "c.geo")
            Issue.record("f() should fail")
        } catch {
            #expect(error.description.hasPrefix("a.geo:2:3: error: assertion failed\n  assert(1 > 2)\n  ^"), "\(error)")
            #expect(error.diagnostics.first?.callStack == ["c.geo:1:1"])
        }
        // The only holder of b.geo's code lets go of it while the failure unwinds.
        do {
            try geo.run("func h() {\n  let k = g\n  g = nil\n  k()\n}\nh()", file: "d.geo")
            Issue.record("h() should fail")
        } catch {
            #expect(error.diagnostics.first?.file == "b.geo", "\(error)")
            #expect(error.diagnostics.first?.sourceLine == "var g = { assert(false, \"gone\") }")
        }
    }

    /// Interpreters on several threads make, resolve and free source files at once (the table
    /// of live files is shared): every error still shows its own line.
    @Test func errorsRenderWhileOtherThreadsMakeAndFreeFiles() {
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 0..<150 {
                let file = "t\(thread)-\(i).geo"
                let text = Self.failure(of: "func f(n) {\n  return n + \"\(thread)-\(i)\"\n}\nf(1)", file: file)
                if !text.hasPrefix("\(file):2:") || !text.contains("return n + \"\(thread)-\(i)\"") {
                    failures.withLock { $0.append(text) }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    /// The rendered error of running `source` in a fresh interpreter ("" if none).
    static func failure(of source: String, file: String) -> String {
        do {
            try Interpreter().run(source, file: file)
            return ""
        } catch {
            return error.description
        }
    }

    /// A label mismatch's note names the signature the message explains, not another
    /// overload of the same name (`sorted()` beside `sorted(by:)`).
    @Test func aLabelMismatchNotesTheSignatureItExplains() {
        let text = Self.failure(of: "let xs = [3, 1, 2]\nlet ys = xs.sorted({ a, b in a < b })\n", file: "s.geo")
        #expect(text.contains("missing argument label 'by:' in call to sorted(by:)"), "\(text)")
        #expect(text.contains("note: declared as sorted(by: Function)") && !text.contains("declared as sorted()"), "\(text)")
        // A count no signature takes still lists every signature.
        let count = Self.failure(of: "let r = Rect(1, 2, 3)\n", file: "r.geo")
        #expect(count.components(separatedBy: "note: declared as Rect(").count > 2, "\(count)")
    }

    /// A GeoError handed to the host renders after its interpreter (and the code) is gone.
    @Test func anErrorOutlivesItsInterpreter() {
        let text = Self.failure(of: "func f(n) {\n  return n + \"x\"\n}\nf(1)", file: "e.geo")
        #expect(text.hasPrefix("e.geo:2:"))
        #expect(text.contains("  return n + \"x\""), "\(text)")
    }

    @Test func deepStacksAreElided() {
        // A function calling itself from one place: one line with the count (there were ten
        // identical lines around "… 9989 more calls …").
        let (_, error, _) = langRun("func f(n) { return f(n + 1) }\nf(0)")
        let text = error?.description ?? ""
        let frames = text.split(separator: "\n").filter { $0.hasPrefix("    called from ") }
        #expect(frames.count == 2, "\(text)")
        // The count is the depth reached: 9,99x at the default limit, fewer under
        // ThreadSanitizer (BigStack.maxCallDepth).
        let first = frames.first ?? ""
        let prefix = "    called from test.geo:1:20 (", suffix = " times)"
        let count = first.hasPrefix(prefix) && first.hasSuffix(suffix)
            ? Int(first.dropFirst(prefix.count).dropLast(suffix.count)) : nil
        #expect(count.map { $0 >= min(9_900, BigStack.maxCallDepth - 100) } == true, "\(text)")
        #expect(frames.last == "    called from test.geo:2:1")
        // Mutual recursion repeats no frame in a row: the first and last frames, the rest counted.
        let (_, mutual, _) = langRun("func a(n) { return b(n + 1) }\nfunc b(n) { return a(n + 1) }\na(0)")
        let lines = (mutual?.description ?? "").split(separator: "\n")
        #expect(lines.contains { $0.contains("more calls …") })
        #expect(lines.count < 20)
    }

    @Test func longLinesShowAWindowAroundTheColumn() {
        let source = "let x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        let (_, error, _) = langRun(source)
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        #expect(lines.count >= 3)
        #expect(lines[1].hasPrefix("…") && lines[1].count < 110)
        #expect(lines[2].hasSuffix("^"))
    }

    @Test func callbacksFromBuiltinsShowTheBuiltinCallSite() {
        let (_, error, _) = langRun("let xs = [1]\nprint(xs.map({ x in x + nil }))")
        let text = error?.description ?? ""
        #expect(text.hasPrefix("test.geo:2:21: error: cannot apply '+'"))
        #expect(text.contains("called from test.geo:2:7"))
        #expect(!text.contains("<native>"))
    }

    @Test func writeThroughReadOnlyMembersHoldingViews() {
        let (output, error, _) = langRun("let root = View(frame: (0, 0, 400, 400))\nlet card = View(frame: (10, 10, 100, 100))\nroot.addSubview(card)\ncard.superview.center.x = 300\nroot.subviews[0].frame.origin.x = 5\nprint(root.frame.x, card.frame.x)")
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == "100 5\n")
    }
}
