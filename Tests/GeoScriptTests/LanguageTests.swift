import Testing
@testable import GeoScript

/// The first line of the error a program fails with in a fresh interpreter (nil: it ran).
func langFirstErrorLine(_ source: String) -> String? {
    langRun(source).error?.description.split(separator: "\n").first.map(String.init)
}

/// Runs a program in a fresh interpreter; returns its output and the error, if any.
func langRun(_ source: String, file: String = "test.geo") -> (output: String, error: GeoError?, warnings: [String]) {
    let geo = Interpreter()
    var output = ""
    var warnings: [String] = []
    geo.output = { output += $0 }
    geo.warnings = { warnings.append($0.description) }
    do {
        try geo.run(source, file: file)
        return (output, nil, warnings)
    } catch {
        return (output, error, warnings)
    }
}

struct LangCase: CustomTestStringConvertible, Sendable {
    let source: String
    let expected: String
    init(_ source: String, _ expected: String) {
        self.source = source
        self.expected = expected
    }
    var testDescription: String { source.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎") }
}

struct LanguageTests {
    static let programs: [LangCase] = [
        // Lexical: numbers, angles, comments, strings.
        LangCase("print(1_000, 1e-3, 0.5, .25)", "1000 0.001 0.5 0.25\n"),
        LangCase("print(90deg == pi / 2, 90° == pi / 2)", "true true\n"),
        LangCase("print(1 /* a /* nested */ comment */ + 2) // trailing", "3\n"),
        LangCase("#!/usr/bin/env geo\nprint(\"shebang ok\")", "shebang ok\n"),
        LangCase("print(\"a\\tb\\\\c\\\"d\\u{41}\")", "a\tb\\c\"dA\n"),
        LangCase("let x = 3\nprint(\"x = \\(x), twice \\(x * 2), nested \\(\"in\\(x)\")\")", "x = 3, twice 6, nested in3\n"),
        LangCase("print(1 +\n  2)", "3\n"),
        LangCase("print(\n  1,\n  2\n)", "1 2\n"),
        LangCase("let xs = [3, 1, 2]\nlet n = xs\n  .sorted()\n  .count\nprint(n)", "3\n"),
        LangCase("let xs = [1, 2]\n    + [3]\nlet ok = xs.count > 2\n    && xs[0] == 1\nlet t = 10\n  - 3\n  * 2\nvar y = 1\n-y\nprint(xs, ok, t, y)", "[1, 2, 3] true 4 1\n"),
        // Issue 13: NaN is unordered under <; sorted() puts every NaN last, whatever the input order.
        LangCase("print([3, nan, 1, nan, 2].sorted())\nprint([nan, 2, nan, 1].sorted())", "[1, 2, 3, nan, nan]\n[1, 2, nan, nan]\n"),
        LangCase("print(1); print(2)", "1\n2\n"),
        // Display rules (§7).
        LangCase("print(sin(pi), -0.0, 1/3, 2.50000)", "0 0 0.3333 2.5\n"),
        LangCase("print(exact(sin(pi)), exact(0.1 + 0.2))", "1.2246467991473532e-16 0.30000000000000004\n"),
        LangCase("print(1 / 0, -1 / 0, 0 / 0)", "inf -inf nan\n"),
        LangCase("print(nan == nan, infinity > 1e308)", "false true\n"),
        LangCase("print([1, \"a\", nil, true])", "[1, \"a\", nil, true]\n"),
        LangCase("print((1, 2), (1, 2, 3, 4), type((1, 2)), type((0, 0, 1, 1)))", "(1, 2) (1, 2, 3, 4) Point Rect\n"),
        // Operators on all kinds.
        LangCase("print(7 % 3, -7 % 3, 2 * 3 + 4 / 2 - 1)", "1 -1 7\n"),
        LangCase("let p = (1, 2)\nlet q = (3, 4)\nprint(p + q, q - p, p * 2, 2 * p, q / 2, -p)", "(4, 6) (2, 2) (2, 4) (2, 4) (1.5, 2) (-1, -2)\n"),
        LangCase("print(\"ab\" + \"cd\", [1] + [2, 3])", "abcd [1, 2, 3]\n"),
        LangCase("print(1 < 2, 2 <= 2, \"a\" < \"b\", 1 == 1, (1, 2) == (1, 2), (1, 2) != (1, 3))", "true true true true true true\n"),
        LangCase("print(true and false, true or false, not true, !false, true && !false || false)", "false true false true true\n"),
        LangCase("print(1 == \"1\", nil == nil, [1, [2]] == [1, [2]])", "false true true\n"),
        // Statements.
        LangCase("var a = 1\na += 2\na *= 3\na -= 1\na /= 2\nprint(a)", "4\n"),
        LangCase("var s = 0\nfor i in 0..<5 { s += i }\nfor i in 1...3 { s += i }\nprint(s)", "16\n"),
        LangCase("for x in [\"a\", \"b\"] { print(x) }", "a\nb\n"),
        LangCase("var i = 0\nwhile true {\n  i += 1\n  if i > 5 { break }\n  if i % 2 == 0 { continue }\n  print(i)\n}", "1\n3\n5\n"),
        LangCase("let x = 5\nif x > 10 { print(\"big\") } else if x > 3 { print(\"mid\") } else { print(\"small\") }", "mid\n"),
        LangCase("if false { print(1) }\nelse { print(2) }", "2\n"),
        LangCase("print(0..<3, 1...3)", "[0, 1, 2] [1, 2, 3]\n"),
        // Functions and closures.
        LangCase("func add(a, b) { return a + b }\nprint(add(2, 3))", "5\n"),
        LangCase("func f() { }\nprint(f())", "nil\n"),
        LangCase("let twice = { x in x * 2 }\nprint(twice(21), [1, 2].map({ x in x + 1 }))", "42 [2, 3]\n"),
        LangCase("func counter() {\n  var n = 0\n  return { n += 1\n return n }\n}\nlet c = counter()\nc()\nc()\nprint(c())", "3\n"),
        LangCase("var fs = []\nfor i in 0..<3 { fs.append({ i * 10 }) }\nprint(fs[0](), fs[2]())", "0 20\n"),
        LangCase("func outer() {\n  let k = 2\n  func inner(x) { return x * k }\n  return inner(5)\n}\nprint(outer())", "10\n"),
        LangCase("func fact(n) { if n <= 1 { return 1 }\n return n * fact(n - 1) }\nprint(fact(10))", "3628800\n"),
        LangCase("func even(n) { if n == 0 { return true }\n return odd(n - 1) }\nfunc odd(n) { if n == 0 { return false }\n return even(n - 1) }\nprint(even(10))", "true\n"),
        LangCase("func apply(f, x) { return f(x) }\nprint(apply(sqrt, 16), apply({ v in v + 1 }, 1))", "4 2\n"),
        LangCase("func spin(v, by) { return v * by }\nprint(spin(2, by: 3))", "6\n"),
        LangCase("let xs = [1, 2, 3, 4]\nprint(xs.filter({ x in x % 2 == 0 }), xs.reduce(0, { a, b in a + b }))", "[2, 4] 10\n"),
        // Lists have value semantics.
        LangCase("var a = [1, 2]\nvar b = a\nb.append(3)\nb[0] = 9\nprint(a, b)", "[1, 2] [9, 2, 3]\n"),
        LangCase("var m = [[1, 2], [3]]\nm[0][1] = 7\nm[1].append(4)\nprint(m, m.count, m[0].count)", "[[1, 7], [3, 4]] 2 2\n"),
        LangCase("var ps = [(1, 2), (3, 4)]\nps[0].x = 10\nps[1].y += 1\nprint(ps)", "[(10, 2), (3, 5)]\n"),
        LangCase("var xs = [5, 6]\nprint(xs.remove(at: 0), xs, xs.first, xs.last, xs.isEmpty, [].first)", "5 [6] 6 6 false nil\n"),
        // Math built-ins.
        LangCase("print(sqrt(2), abs(-3), min(3, 1, 2), max([4, 9]), floor(1.7), ceil(1.2), round(2.5), hypot(3, 4))", "1.4142 3 1 9 1 2 3 5\n"),
        LangCase("print(degrees(pi), radians(180) == pi, atan2(1, 1) == pi / 4)", "180 true true\n"),
        LangCase("print(type(1), type(\"s\"), type(nil), type(true), type([]), type(print), type({ 1 }))", "Number String Nil Bool List Function Function\n"),
        LangCase("print(\"Hello\".count, \"a,b\".split(separator: \",\"), \"ab\".uppercased(), \"xyz\".hasPrefix(\"x\"))", "5 [\"a\", \"b\"] AB true\n"),
        LangCase("print(Number(\"2.5\") + 1, Number(\"x\"), String(3) + \"!\")", "3.5 nil 3!\n"),
        LangCase("assert(1 < 2)\nassert(true, \"fine\")\nprint(\"ok\")", "ok\n"),
        // Trailing closures parse.
        LangCase("func run(f) { return f() }\nprint(run { 42 })", "42\n"),
        // Local functions of one block call each other whatever their order, as Swift's do.
        LangCase("func parity(k) {\n  func even(n) { if n == 0 { return true }; return odd(n - 1) }\n  func odd(n) { if n == 0 { return false }; return even(n - 1) }\n  return even(k)\n}\nprint(parity(10), parity(7))", "true false\n"),
        LangCase("if true {\n  func a() { return b() + 1 }\n  func b() { return 41 }\n  print(a())\n}", "42\n"),
        // Each pass of a loop has its own local function, captured by what it made.
        LangCase("var fs = []\nfor i in 0..<3 {\n  func g() { return i * 10 }\n  fs.append({ g() })\n}\nprint(fs.map { f in f() })", "[0, 10, 20]\n"),
        LangCase("func twice(n, f) { return f(f(n)) }\nprint(twice(1) { x in x * 3 })", "9\n"),
        // A local function can be called above its declaration, as in Swift (it said "cannot
        // call nil"): it exists from the block's start, or from the declaration of the last
        // variable of the block it uses.
        LangCase("func f() {\n  inner()\n  func inner() { print(\"inner\") }\n}\nf()", "inner\n"),
        LangCase("func f() {\n  let k = { inner() }\n  k()\n  func inner() { print(\"i\") }\n}\nf()", "i\n"),
        LangCase("func f() {\n  var count = 0\n  helper()\n  helper()\n  func helper() { count += 1 }\n  print(count)\n}\nf()", "2\n"),
        LangCase("func f() {\n  let x = 5\n  a()\n  func a() { b() }\n  func b() { print(x) }\n}\nf()", "5\n"),
        LangCase("if true {\n  inner()\n  func inner() { print(\"in a block\") }\n}", "in a block\n"),
        // A UTF-8 byte order mark first (as some editors save) is not text: it was "unexpected
        // character" at 1:1; a #! line after it is still skipped, and lines count as before.
        LangCase("\u{FEFF}print(1)\r\nprint(2)", "1\n2\n"),
        LangCase("\u{FEFF}#!/usr/bin/env geo\nprint(3)", "3\n"),
        // A curve given by name is a String, and answers progress(at:duration:) as a curve does
        // (it was "no member 'progress' on String").
        LangCase("print(\"easeInOut\".progress(at: 0.5, duration: 1), \"easeIn\".progress(at: 0.5, duration: 1) == cubicBezier(0.42, 0, 1, 1).progress(at: 0.5, duration: 1))",
                 "0.5 true\n"),
        // A 2-tuple stands for a Size in ==, as where a Size is expected (it was always false).
        LangCase("let v = View(frame: (0, 0, 40, 20))\nprint(v.bounds.size == (40, 20), (40, 20) == v.bounds.size, v.bounds.size != (40, 20), v.bounds.size == (20, 40))\nprint([Size(1, 2)] == [(1, 2)], [Size(1, 2)].contains((1, 2)), Size(1, 2) == Rect(0, 0, 1, 2))",
                 "true true false false\ntrue true false\n"),
    ]

    @Test("programs print what they should", arguments: programs)
    func program(_ c: LangCase) {
        let (output, error, _) = langRun(c.source)
        #expect(error == nil, "unexpected error: \(error?.description ?? "")")
        #expect(output == c.expected)
    }

    @Test func evaluateReturnsTheLastExpression() throws {
        let geo = Interpreter()
        #expect(try geo.evaluate("1 + 2").asNumber == 3)
        try geo.run("var total = 10", file: "a.geo")
        #expect(try geo.evaluate("total * 2").asNumber == 20)
        #expect(try geo.runInteractive("var y = 1") == nil)
        #expect(try geo.runInteractive("y + 1")?.asNumber == 2)
    }

    @Test func replGlobalsPersistAndCanBeRedeclared() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        _ = try geo.runInteractive("let a = 1")
        _ = try geo.runInteractive("var a = 2")
        _ = try geo.runInteractive("a += 1")
        _ = try geo.runInteractive("func f(x) { return x + a }")
        #expect(try geo.runInteractive("f(1)")?.asNumber == 4)
    }

    @Test func valueSizeKeepsGeometryInline() {
        // Transform (6 Doubles) is the largest inline payload; curves are boxed.
        #expect(MemoryLayout<Value>.size <= 49)
    }

    @Test func isCompleteTracksOpenConstructs() {
        #expect(Interpreter.isComplete("print(1)"))
        #expect(!Interpreter.isComplete("func f() {"))
        #expect(!Interpreter.isComplete("let x = (1,"))
        #expect(!Interpreter.isComplete("let x = [1,"))
        #expect(!Interpreter.isComplete("let x = 1 +"))
        #expect(!Interpreter.isComplete("let x = 1 - -"))
        #expect(Interpreter.isComplete("n++") && Interpreter.isComplete("n--"))   // an error at once
        // Swift's range with no end, `2...`: complete (its error at once); `1 ...` waits.
        #expect(Interpreter.isComplete("let r = 2...") && !Interpreter.isComplete("let r = 1 ..."))
        #expect(!Interpreter.isComplete("/* open comment"))
        #expect(Interpreter.isComplete("print(\"abc"))   // strings are one line: an error at once
        #expect(Interpreter.isComplete("func f() {\n}\n"))
        #expect(Interpreter.isComplete(""))
        // Swift's marks of a type, which the parser reads with the type, open no error: the
        // block still waits for its body (`View?`, `@escaping`, an attribute).
        for (opening, close) in [("func depth(of view: View?) -> Int {", "}"), ("func find(name: String) -> UIView? {", "}"),
                                 ("let maybe: [View?] = [", "]"), ("@discardableResult func f() -> Int {", "}"),
                                 ("let g = { (v: View?) in", "}"), ("func run(_ k: @escaping () -> Void) {", "}")] {
            #expect(!Interpreter.isComplete(opening), "\(opening)")
            #expect(Interpreter.isComplete(opening + "\n" + close), "\(opening)")
        }
        // An attribute on its own line waits for its declaration on the next (Swift's layout).
        for attribute in ["@discardableResult", "@objc", "@available(iOS 13, *)", "@objc\n@available(iOS 13, *)"] {
            #expect(!Interpreter.isComplete(attribute), "\(attribute)")
            #expect(Interpreter.isComplete(attribute + "\nfunc f() -> Int { 1 }"), "\(attribute)")
        }
        #expect(Interpreter.isComplete("print(@x)"))   // an '@' that is no attribute: an error at once
        // A '?' that is no type's (`c? 1 : 2`) is still reported at once.
        #expect(Interpreter.isComplete("let y = c? 1 : 2"))
    }

    @Test func introspection() {
        let geo = Interpreter()
        #expect(Interpreter.keywords.contains("func"))
        #expect(geo.builtinNames.contains("print"))
        #expect(geo.memberNames(of: .list([])).contains("append"))
        #expect(geo.memberNames(of: .string("")).contains("count"))
        #expect(geo.help(for: "print")?.contains("print(") == true)
        // `:help closure` finds the closure syntax; `and`'s help says what it gives, as it runs.
        #expect(geo.help(for: "closure")?.contains("{ a, b in a + b }") == true)
        #expect(geo.help(for: "and")?.contains("give a Bool") == true)
        #expect(langRun("print(1 and 2, nil or 3)").output == "true true\n")
        geo["answer"] = .number(42)
        #expect(geo.globalNames.contains("answer"))
        geo.reset()
        #expect(!geo.globalNames.contains("answer"))
    }
}
