import Testing
@testable import GeoScript

/// Path `letForwarded` (`ForwardedLets`): a local named once and read once, among the first
/// things the next statement computes, has its value computed there — no statement, store or
/// slot of its own — and the program does what it did: the same values, the same order of
/// what runs, the same errors at the same places.
struct ForwardedLetsTests {
    typealias Shape = CompilerPathTests.Shape

    static let forwarded: [Shape] = [
        Shape(name: "two calls' results named, then added (fib-lets)",
              source: "func fib(_ n: Int) -> Int {\n  if n <= 1 {\n    return n\n  } else {\n    let a = fib(n - 1)\n    let b = fib(n - 2)\n    return a + b\n  }\n}\n",
              site: "b", path: "letForwarded"),
        Shape(name: "the first of the two", source: "func fib(n) {\n  if n < 2 { return n }\n  let a = fib(n - 1)\n  let b = fib(n - 2)\n  return a + b\n}\n",
              site: "a", path: "letForwarded"),
        Shape(name: "a call through a parameter, added to another (fib-param)",
              source: "func fib(n, step) {\n  var result = n\n  if n > 1 {\n    let a = step(n - 1, step)\n    result = a + step(n - 2, step)\n  }\n  return result\n}\n",
              site: "a", path: "letForwarded"),
        Shape(name: "a value returned", source: "func f(x) {\n  let y = x * 2 + 1\n  return y\n}\n", site: "y", path: "letForwarded"),
        Shape(name: "a var never changed", source: "func f(x) {\n  var y = x * 2\n  return y + 1\n}\n", site: "y", path: "letForwarded"),
        Shape(name: "into the next declaration, then that one into the return",
              source: "func f(x) {\n  let a = x * 2\n  let b = a + 1\n  return b * b\n}\n", site: "a", path: "letForwarded"),
        Shape(name: "a built-in's first argument", source: "func len(dx, dy) {\n  let d = dx * dx + dy * dy\n  return sqrt(d)\n}\n",
              site: "d", path: "letForwarded"),
        Shape(name: "a global function's first argument", source: "func g(v) { return v + 1 }\nfunc f(x) {\n  let t = x * 3\n  return g(t)\n}\n",
              site: "t", path: "letForwarded"),
        Shape(name: "a member's receiver", source: "func f(v) {\n  let r = v.frame\n  return r.width\n}\n", site: "r", path: "letForwarded"),
        Shape(name: "an if's condition", source: "func f(x) {\n  let big = x > 10\n  if big { return 1 }\n  return 0\n}\n",
              site: "big", path: "letForwarded"),
        Shape(name: "in a closure's body", source: "let g = { (x: Int) -> Int in\n  let y = x + 1\n  return y * 2\n}\n", site: "y", path: "letForwarded"),
        Shape(name: "in a loop's body", source: "func f(xs) {\n  for x in xs {\n    let sq = x * x\n    print(sq)\n  }\n}\n",
              site: "sq", path: "letForwarded"),
        Shape(name: "the later of two read the other way round",
              source: "func f(g) {\n  let a = g(1)\n  let b = g(2)\n  return b - a\n}\n", site: "b", path: "letForwarded"),
        Shape(name: "after a local read first (factorial)", source: "func fact(n) {\n  if n < 2 { return 1 }\n  let r = fact(n - 1)\n  return n * r\n}\n",
              site: "r", path: "letForwarded"),
        Shape(name: "into a local's compound assignment", source: "func f(xs) {\n  var s = 0\n  for x in xs {\n    let sq = x * x\n    s += sq\n  }\n  return s\n}\n",
              site: "sq", path: "letForwarded"),
        Shape(name: "first in a tuple", source: "func f(x) {\n  let q = x / 2\n  return (q, x)\n}\n", site: "q", path: "letForwarded"),
    ]

    static let kept: [Shape] = [
        Shape(name: "a var assigned after", source: "func f() {\n  var n = 1\n  n += 2\n}\n", site: "n", path: "letForwarded"),
        Shape(name: "a var assigned, never read", source: "func f() {\n  var n = 1\n  n = 2\n}\n", site: "n", path: "letForwarded"),
        Shape(name: "read twice", source: "func f(x) {\n  let y = x * 2\n  return y + y\n}\n", site: "y", path: "letForwarded"),
        Shape(name: "a value that changes a local read before it", source: "func f(x) {\n  var xs = [x, 2]\n  let n = xs.removeLast()\n  return (xs, n)\n}\n",
              site: "n", path: "letForwarded"),
        Shape(name: "a global compound-assigned (a value may assign the global)", source: "var total = 0\nfunc f(g) {\n  let v = g(1)\n  total += v\n}\n",
              site: "v", path: "letForwarded"),
        Shape(name: "the earlier of two read the other way round",
              source: "func f(g) {\n  let a = g(1)\n  let b = g(2)\n  return b - a\n}\n", site: "a", path: "letForwarded"),
        Shape(name: "a statement between", source: "func f(x) {\n  let y = x * 2\n  print(x)\n  return y\n}\n", site: "y", path: "letForwarded"),
        Shape(name: "after an operator that may fail", source: "func f(x, g) {\n  let a = g(1)\n  let b = g(2)\n  return a * x + b\n}\n",
              site: "b", path: "letForwarded"),
        Shape(name: "on the right of &&", source: "func f(x, g) {\n  let a = g(1)\n  return x > 0 && a > 0\n}\n", site: "a", path: "letForwarded"),
        Shape(name: "on the left of &&", source: "func f(x, g) {\n  let a = g(1)\n  return a > 0 && x > 0\n}\n", site: "a", path: "letForwarded"),
        Shape(name: "a while's condition (run again each pass)", source: "func f(g) {\n  let limit = g(1)\n  var i = 0\n  while i < limit { i += 1 }\n  return i\n}\n",
              site: "limit", path: "letForwarded"),
        Shape(name: "captured by a closure", source: "func f(x) {\n  let y = x * 2\n  let g = { y }\n  return g()\n}\n", site: "y", path: "letForwarded"),
        Shape(name: "a method's receiver (the method may change it)", source: "func f(x) {\n  var xs = [x]\n  xs.append(2)\n}\n",
              site: "xs", path: "letForwarded"),
        Shape(name: "a var global's call (read before its arguments)",
              source: "var h = { v in v }\nfunc f(x) {\n  let t = x * 3\n  return h(t)\n}\n", site: "t", path: "letForwarded"),
        Shape(name: "a later argument", source: "func f(x) {\n  let t = x * 3\n  return max(x, t)\n}\n", site: "t", path: "letForwarded"),
        Shape(name: "a block with a local function", source: "func f(x) {\n  func g(v) { return v }\n  let t = x * 3\n  return t + 1\n}\n",
              site: "t", path: "letForwarded"),
        Shape(name: "a tuple's part", source: "func f(p) {\n  let (a, b) = p\n  return a + b\n}\n", site: "a", path: "letForwarded"),
        Shape(name: "at the top level (a global)", source: "let y = 3 * 2\nprint(y)\n", site: "y", path: "letForwarded"),
    ]

    @Test(arguments: forwarded) func aLocalReadOnceAtOnceIsForwarded(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(found == [shape.path], "\(shape.name): \(found)")
    }

    @Test(arguments: kept) func anyOtherLocalKeepsItsStatement(_ shape: Shape) throws {
        // (A captured local's declaration, or a tuple's part, has no site of its own.)
        let dump = try Interpreter().loweredForm(shape.source)
        #expect(dump.contains(" \(shape.site) "), "\(shape.name): \(dump)")
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "\(shape.name): \(found)")
    }

    /// A forwarded local gives up its slot: fib with two named results has the frame of fib
    /// written with one expression.
    @Test func aForwardedLocalsSlotIsGivenUp() throws {
        let dump = try Interpreter().loweredForm(Self.forwarded[0].source)
        #expect(dump.contains("func fib(n): 1 slots"), "\(dump)")
        // Locals of sibling blocks share a slot; the one forwarded leaves the other's.
        let shared = try Interpreter().loweredForm("func f(x) {\n  if x > 0 {\n    let a = x * 2\n    return a\n  } else {\n    var b = [x]\n    b.append(1)\n    return b\n  }\n}\n")
        #expect(shared.contains("func f(x): 2 slots"), "\(shared)")
    }

    /// A chain of declarations, each read by the next, nests their values as deeply as the
    /// chain is long: forwarding stops at a bounded depth (`ForwardedLets.maxDepth`) and starts
    /// again after, so a long chain compiles as a parsed expression would, with its value.
    @Test func aLongChainIsForwardedToABoundedDepth() throws {
        let n = 2_000
        var source = "func f(x) {\n  let a0 = x + 1\n"
        for i in 1..<n { source += "  let a\(i) = a\(i - 1) + 1\n" }
        source += "  return a\(n - 1)\n}\n"
        let dump = try Interpreter().loweredForm(source)
        let forwarded = dump.split(separator: "\n").filter { $0.hasSuffix("→ letForwarded") }.count
        #expect(forwarded > n / 2 && forwarded < n, "\(forwarded) of \(n)")
        let geo = Interpreter()
        try geo.run(source)
        #expect(try geo.evaluate("f(1)").isIdentical(to: .number(Double(n + 1))))
    }

    /// What runs, runs in the order it did: each value printed when it is computed.
    @Test func theOrderOfWhatRunsIsKept() {
        let (output, error, _) = langRun("""
            func say(_ s: String, _ v: Int) -> Int { print(s); return v }
            func sum() -> Int {
                let a = say("a", 1)
                let b = say("b", 2)
                return a + b
            }
            func reversed() -> Int {
                let a = say("c", 10)
                let b = say("d", 20)
                return b - a
            }
            func chained() -> Int {
                let a = say("e", 3)
                let b = a * say("f", 4)
                let c = b + say("g", 5)
                return c
            }
            func tupled() -> (Int, Int) {
                let p = say("h", 6)
                let q = say("i", 7)
                return (p, q)
            }
            func popped() -> String {
                var xs = [say("l", 1), 2]
                let n = xs.removeLast()
                let m = say("m", n)
                return "\\(xs) \\(m)"
            }
            func summed() -> Int {
                var s = 0
                for x in [1, 2, 3] {
                    let sq = say("s", x * x)
                    s += sq
                }
                return s
            }
            func inIf() -> Int {
                let big = say("j", 11) > 10
                if big { return say("k", 1) }
                return 0
            }
            print(sum(), reversed(), chained(), tupled(), inIf())
            print(popped(), summed())
            """)
        #expect(error == nil)
        #expect(output == "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n3 10 17 (6, 7) 1\nl\nm\ns\ns\ns\n[1] 2 14\n", "\(output)")
    }

    /// A failure keeps its text and place: in the forwarded value (the value's own place, and
    /// what ran before it), and in the statement that reads it (the statement's place).
    @Test func errorsKeepTheirTextAndPlace() {
        let inValue = langRun("func f(x) {\n  let a = x * 2\n  let b = x + \"s\"\n  return a + b\n}\nprint(f(1))\n")
        #expect(inValue.error?.message == "cannot apply '+' to a Number (1) and a String (\"s\")")
        #expect(inValue.error?.diagnostics.first?.line == 3)
        #expect(inValue.error?.diagnostics.first?.column == 11)
        let inUse = langRun("func f(x) {\n  let a = \"s\"\n  return a * x\n}\nprint(f(2))\n")
        #expect(inUse.error?.message == "cannot apply '*' to a String (\"s\") and a Number (2)")
        #expect(inUse.error?.diagnostics.first?.line == 3)
        #expect(inUse.error?.diagnostics.first?.column == 10)
        // A var changed by a compound assignment is not forwarded: its error is the update's.
        let updated = langRun("func f() {\n  var n = 1\n  n += [1]\n}\nf()\n")
        #expect(updated.error?.message == "cannot apply '+' to a Number (1) and a List of 1 element")
        #expect(updated.error?.diagnostics.first?.line == 3)
                // What ran before the failure ran (the first value), and nothing after.
        let order = langRun("func say(_ s: String, _ v: Int) -> Int { print(s); return v }\nfunc f() {\n  let a = say(\"a\", 1)\n  let b = say(\"b\", 2) + nil\n  return a + b + say(\"c\", 3)\n}\nprint(f())\n")
        #expect(order.output == "a\nb\n")
        #expect(order.error?.diagnostics.first?.line == 4)
    }

    /// Values of every kind through a forwarded local, in functions, closures and loops,
    /// called many times (slots renumbered beside cells and sibling blocks).
    @Test func valuesAreTheSame() {
        let (output, error, _) = langRun("""
            func fib(_ n: Int) -> Int {
                if n <= 1 {
                    return n
                } else {
                    let a = fib(n - 1)
                    let b = fib(n - 2)
                    return a + b
                }
            }
            func fibParam(n, step) {
                var result = n
                if n > 1 {
                    let a = step(n - 1, step)
                    result = a + step(n - 2, step)
                }
                return result
            }
            func rects(_ r: CGRect) -> CGFloat {
                let inner = r.insetBy(dx: 2, dy: 2)
                return inner.width
            }
            func words(_ s: String) -> Int {
                let parts = s.components(separatedBy: " ")
                return parts.count
            }
            func mixed(_ x: Int) -> [Int] {
                var kept = [x]
                let counter = { kept.append(kept.count) }
                counter()
                if x > 0 {
                    let doubled = x * 2
                    kept.append(doubled)
                } else {
                    var other = [0]
                    other.append(1)
                    kept += other
                }
                let last = kept.count
                return kept + [last]
            }
            let squares = [1, 2, 3].map { (v: Int) -> Int in
                let s = v * v
                return s
            }
            var total = 0
            for i in 0..<5 {
                let t = i * 10
                total += t
            }
            print(fib(15), fibParam(15, fibParam), rects(CGRect(x: 0, y: 0, width: 10, height: 8)))
            print(words("a b c"), mixed(3), mixed(-1), squares, total)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "610 610 6\n3 [3, 1, 6, 3] [-1, 1, 0, 1, 4] [1, 4, 9] 100\n", "\(output)")
    }
}
