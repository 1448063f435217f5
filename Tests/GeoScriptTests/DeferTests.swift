import Testing
@testable import GeoScript

/// Swift's `defer { … }` (Syntax/Defer.swift): the body runs as its block is left, by any way
/// out, after the statements written after it, the last `defer` first; the outputs below are
/// the ones `swiftc` gives for the same programs.
struct DeferTests {
    @Test(arguments: [
        // The end of a function, and a return: the return's value is computed first.
        LangCase("func f() -> Int {\n  var x = 1\n  defer { x = 2; print(\"deferred\", x) }\n  return x\n}\nprint(f())",
                 "deferred 2\n1\n"),
        LangCase("var depth = 0\nfunc visit(_ n: Int) -> Int {\n  depth += 1\n  defer { depth -= 1 }\n  if n <= 1 { return depth }\n  return visit(n - 1)\n}\nprint(visit(5), depth)",
                 "5 0\n"),
        // Two defers: the later first, both after the body.
        LangCase("func g() {\n  defer { print(\"a\") }\n  defer { print(\"b\") }\n  print(\"body\")\n}\ng()", "body\nb\na\n"),
        // A loop's body: at each pass's end, and before a continue or break that leaves it.
        LangCase("for i in 0..<4 {\n  defer { print(\"end\", i) }\n  if i == 1 { continue }\n  if i == 3 { break }\n  print(\"mid\", i)\n}",
                 "mid 0\nend 0\nend 1\nmid 2\nend 2\nend 3\n"),
        // A break of a loop inside the deferring block does not leave it.
        LangCase("func f() {\n  defer { print(\"out\") }\n  for i in 0..<5 { if i == 2 { break }; print(i) }\n  print(\"after\")\n}\nf()",
                 "0\n1\nafter\nout\n"),
        // A labelled jump out of an inner loop runs the inner and the outer body's defers.
        LangCase("outer: for i in 0..<2 {\n  defer { print(\"o\", i) }\n  for j in 0..<3 {\n    defer { print(\" i\", i, j) }\n    if j == 1 { continue outer }\n  }\n}",
                 " i 0 0\n i 0 1\no 0\n i 1 0\n i 1 1\no 1\n"),
        // guard's else, a switch's case, a closure's body, a do block, repeat-while.
        LangCase("func h(_ s: String?) -> String {\n  defer { print(\"h\") }\n  guard let s else { return \"none\" }\n  switch s {\n  case \"a\":\n    defer { print(\"case\") }\n    return \"A\"\n  default:\n    return s\n  }\n}\nprint(h(nil), h(\"a\"))",
                 "h\ncase\nh\nnone A\n"),
        LangCase("let c = { (n: Int) -> Int in\n  defer { print(\"closure\") }\n  return n * 2\n}\nprint(c(4))", "closure\n8\n"),
        LangCase("do {\n  defer { print(\"do\") }\n  print(\"in\")\n}\nprint(\"after\")", "in\ndo\nafter\n"),
        LangCase("var k = 0\nrepeat {\n  defer { k += 1 }\n  if k == 1 { continue }\n  print(k)\n} while k < 3", "0\n2\n"),
        // A labelled tuple returned through a defer keeps the declared labels.
        LangCase("func p() -> (lo: Int, hi: Int) {\n  defer { print(\"p\") }\n  return (1, 2)\n}\nprint(p().hi)", "p\n2\n"),
        // A return from a block inside: the inner block's defer, then the function's.
        LangCase("func f(_ k: Int) -> Int {\n  defer { print(\"outer\") }\n  if k > 0 {\n    defer { print(\"inner\") }\n    return k * 2\n  }\n  return 0\n}\nprint(f(3), f(0))",
                 "inner\nouter\nouter\n6 0\n"),
        // At the top level: when the script's statements end.
        LangCase("defer { print(\"last\") }\nprint(\"first\")", "first\nlast\n"),
    ])
    func theBodyRunsAsTheBlockIsLeft(_ c: LangCase) {
        let r = langRun(c.source)
        #expect(r.error == nil, "\(String(describing: r.error))")
        #expect(r.output == c.expected)
    }

    /// Past `Parser.maxDeferCopies` exits the body is one closure called at each, so the
    /// lowered form stays linear in what was written; the answers are the same.
    @Test func manyExitsCallOneClosure() throws {
        var source = "var n = 0\nfunc f(_ k: Int) -> Int {\n  defer { n += 1 }\n"
        for k in 0..<20 { source += "  if k == \(k) { return \(k * 10) }\n" }
        source += "  return -1\n}\nvar s = 0\nfor k in 0..<25 { s += f(k) }\nprint(s, n)"
        #expect(langRun(source).output == "1895 25\n")
        let dump = try Interpreter().loweredForm(source)
        #expect(dump.contains("func defer()"))
        // A few exits copy the body: no closure.
        let few = "func f(_ k: Int) -> Int {\n  defer { print(k) }\n  if k == 0 { return 1 }\n  return 2\n}\nprint(f(0))"
        #expect(langRun(few).output == "0\n1\n")
        #expect(try !Interpreter().loweredForm(few).contains("func defer()"))
    }

    @Test(arguments: [
        ("func f() {\n  defer { return }\n}", "test.geo:2:11: error: a 'defer' body cannot leave with 'return': it runs as its block is left"),
        ("for i in 0..<2 {\n  defer { if i > 0 { break } }\n}", "test.geo:2:22: error: a 'defer' body cannot leave with 'break': it runs as its block is left"),
    ])
    func aDeferredBodyCannotJumpOut(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
        // A loop of its own inside the body may break.
        #expect(langRun("func f() {\n  defer { for i in 0..<3 { if i == 1 { break }; print(i) } }\n  print(\"f\")\n}\nf()").output == "f\n0\n")
    }

    @Test func aDeferTakesABlockAndABlockHoldsABoundedNumber() {
        #expect(langFirstErrorLine("func f() {\n  defer cleanup()\n}") == "test.geo:2:9: error: a 'defer' takes its statements in braces: defer { … }")
        let many = "func f() {\n" + String(repeating: "  defer { }\n", count: Parser.maxDefers + 1) + "}"
        #expect(langFirstErrorLine(many) == "test.geo:\(Parser.maxDefers + 2):3: error: too many 'defer's in one block (more than \(Parser.maxDefers))")
    }

    /// A program rejected for an error after a `defer` runs nothing of it.
    @Test func aRejectedProgramRunsNoDeferredBody() {
        let r = langRun("defer { print(\"ran\") }\nprint(nope)")
        #expect(r.output == "")
        #expect(r.error != nil)
    }
}
