import Testing
@testable import GeoScript

/// A closure literal or local `func` that captures nothing is made once, when compiled (path
/// `closureShared`): evaluating it again — in a loop, in each call of the function around it —
/// gives the same function instead of allocating one. One that captures a variable is made
/// with its cells each time (`closureMade`).
extension CompilerPathTests {
    static let closureShapes: [Shape] = [
        Shape(name: "a callback that calls a global", source: "func count(v) { return 1 }\nfunc f(xs) { return xs.reduce(1) { $0 + count($1) } }\n",
              site: "{", path: "closureShared"),
        Shape(name: "a closure in a loop", source: "var fs = []\nfor i in 0..<3 { fs.append({ x in x * 2 }) }\n",
              site: "{", path: "closureShared"),
        Shape(name: "a local func of parameters only", source: "func outer(n) {\n  func sq(x) { return x * x }\n  return sq(n)\n}\n",
              site: "func sq", path: "closureShared"),
        // Not taken: it captures a parameter, or a local.
        Shape(name: "a closure over a parameter", source: "func adder(k) { return { x in x + k } }\n",
              site: "{", path: "closureMade"),
        Shape(name: "a counter", source: "func counter() {\n  var n = 0\n  return { n += 1; return n }\n}\n",
              site: "{", path: "closureMade"),
    ]

    @Test(arguments: closureShapes) func aClosureThatCapturesNothingIsMadeOnce(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// The one function serves every evaluation: same values, recursion through a global, and
    /// identity — the same literal evaluated twice is the same function (as Lua 5.2's cached
    /// closures were), two literals are two, and a capturing closure is a new one each time.
    @Test func aSharedClosureKeepsItsValues() {
        let (output, error, _) = langRun("""
            func fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
            func sumFibs(xs) { return xs.reduce(0) { $0 + fib($1) } }
            var same = []
            var made = []
            for i in 0..<2 {
                same.append({ x in x * 2 })
                made.append({ x in x * i })
            }
            func outer(n) {
                func sq(x) { return x * x }
                return sq(n) + sq(n + 1)
            }
            print(sumFibs([5, 6, 7]), sumFibs([]), same[0] == same[1], made[0] == made[1], same[1](21), made[1](21))
            print({ 1 } == { 1 }, outer(3), outer(4), [3, 1, 2].sorted { $0 > $1 })
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "26 0 true false 42 21\nfalse 25 41 [3, 2, 1]\n")
        #expect(langFirstErrorLine("func f(xs) { return xs.map { $0 + \"a\" } }\nprint(f([1]))") == "test.geo:1:30: error: cannot apply '+' to a Number (1) and a String (\"a\")")
    }
}
