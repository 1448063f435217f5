import Testing
@testable import GeoScript

/// Path `storeReturned` (`ReturnedStores`): a store into a local that is returned right after
/// returns its value; and a declaration of a constant value taken into a later statement of
/// its block (`ForwardedLets.isStable`, path `letForwarded`). The program does what it did:
/// the same values, the same order of what runs, the same errors at the same places.
struct ReturnedStoresTests {
    typealias Shape = CompilerPathTests.Shape

    static let returned: [Shape] = [
        Shape(name: "the result built in a local, set in an if (fib-method)", source: CompilerPathTests.fibMethod,
              site: "result", path: "storeReturned"),
        Shape(name: "right before the return", source: "func f(a) {\n  var t = 0\n  t = a * 2\n  return t\n}\n", site: "t", path: "storeReturned"),
        Shape(name: "in each branch of an else-if chain",
              source: "func f(n) {\n  var s = \"many\"\n  if n == 0 {\n    s = \"none\"\n  } else if n == 1 {\n    s = \"one\"\n  }\n  return s\n}\n",
              site: "s", path: "storeReturned"),
        Shape(name: "in a switch's cases",
              source: "func f(n) {\n  var s = \"\"\n  switch n {\n  case 0: s = \"zero\"\n  case 1, 2: s = \"few\"\n  default: s = \"many\"\n  }\n  return s\n}\n",
              site: "s", path: "storeReturned"),
        Shape(name: "in an if nested in a branch",
              source: "func f(a, b) {\n  var r = 0\n  if a > 0 {\n    print(a)\n    if b > 0 { r = a * b }\n  }\n  return r\n}\n",
              site: "r", path: "storeReturned"),
        Shape(name: "in a closure", source: "let g = { (x: Int) -> Int in\n  var y = 0\n  y = x + 1\n  return y\n}\n", site: "y", path: "storeReturned"),
        Shape(name: "in a loop's body, before a return there",
              source: "func f(xs) {\n  var found = nil\n  for x in xs {\n    if x > 2 {\n      found = x * 10\n      return found\n    }\n  }\n  return found\n}\n",
              site: "found", path: "storeReturned"),
    ]

    static let kept: [Shape] = [
        Shape(name: "a statement between", source: "func f(a) {\n  var t = 0\n  t = a * 2\n  print(t)\n  return t\n}\n", site: "t", path: "storeReturned"),
        Shape(name: "the last store of a loop's body (its condition runs next)",
              source: "func f(n) {\n  var r = 0\n  var i = 0\n  while i < n {\n    i += 1\n    r = i * 2\n  }\n  return r\n}\n", site: "r", path: "storeReturned"),
        Shape(name: "a local a closure captures", source: "func f(a) {\n  var t = 0\n  let g = { t }\n  t = a\n  return t\n}\n",
              site: "return t", path: "storeReturned"),
        Shape(name: "a global", source: "var g = 0\nfunc f(a) {\n  g = a * 2\n  return g\n}\n", site: "g", path: "storeReturned"),
        Shape(name: "a compound assignment", source: "func f(a) {\n  var t = 1\n  t += a\n  return t\n}\n", site: "t", path: "storeReturned"),
        Shape(name: "another local returned", source: "func f(a) {\n  var t = 0\n  var u = 1\n  t = a\n  return u\n}\n", site: "t",
              path: "storeReturned"),
        Shape(name: "a destructuring's last name", source: "func f() {\n  var a = 0\n  var b = 0\n  (a, b) = (1, 2)\n  return b\n}\n", site: "b",
              path: "storeReturned"),
        Shape(name: "at the top level", source: "var t = 0\nt = 2\n", site: "t", path: "storeReturned"),
    ]

    @Test(arguments: returned) func aStoreReturnedRightAfterReturnsItsValue(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "\(shape.name): \(found)")
    }

    @Test(arguments: kept) func anyOtherStoreIsKept(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(!found.isEmpty && !found.contains(shape.path), "\(shape.name): \(found)")
    }

    /// fib-method's body runs as `if n >= 2 { return … }; return n`: the result's declaration
    /// is taken into the `return` (a parameter's read, the same wherever it is read), and its
    /// slot is given up.
    @Test func theResultsDeclarationGoesIntoTheReturn() throws {
        let dump = try Interpreter().loweredForm(CompilerPathTests.fibMethod)
        #expect(dump.contains("declare  result  → letForwarded"), "\(dump)")
        #expect(dump.contains("func fib(me, n): 2 slots"), "\(dump)")
        #expect(dump.contains("return  me(me, n - 1) + me(me, n - 2)  → returnArithmetic"), "\(dump)")
    }

    static let stable: [Shape] = [
        Shape(name: "a constant read in an if's condition", source: "func f(n) {\n  let limit = 2\n  if n < limit { return 0 }\n  return n\n}\n",
              site: "limit", path: "letForwarded"),
        Shape(name: "a parameter's copy past a statement", source: "func f(n) {\n  let m = n\n  print(1)\n  return m * 2\n}\n", site: "m",
              path: "letForwarded"),
        Shape(name: "a string past a loop", source: "func f(xs) {\n  let sep = \", \"\n  var s = \"\"\n  for x in xs { s += \"\\(x)\" }\n  return sep + s\n}\n",
              site: "sep", path: "letForwarded"),
    ]

    static let unstable: [Shape] = [
        Shape(name: "a var's read past a statement that changes it",
              source: "func f() {\n  var a = 1\n  let b = a\n  a = 5\n  return b + a\n}\n", site: "b", path: "letForwarded"),
        Shape(name: "a call's value past a statement", source: "func f(g) {\n  let a = g(1)\n  print(2)\n  return a\n}\n", site: "a",
              path: "letForwarded"),
        Shape(name: "read in a nested block only", source: "func f(x) {\n  let k = 2\n  if x > 0 { return k }\n  return 0\n}\n", site: "k",
              path: "letForwarded"),
    ]

    @Test(arguments: stable) func aConstantIsTakenIntoALaterStatement(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(found == [shape.path], "\(shape.name): \(found)")
    }

    @Test(arguments: unstable) func anyOtherValueStaysWhereItIs(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(!found.isEmpty && !found.contains(shape.path), "\(shape.name): \(found)")
    }

    /// The values, the order of what runs and what a call changes, through returned stores and
    /// constants taken into later statements.
    @Test func valuesAndOrderAreTheSame() {
        let (output, error, _) = langRun("""
            var calls = 0
            func say(_ s: String, _ v: Int) -> Int { print(s); calls += 1; return v }
            func fib(me, n) {
                var result = n
                if n >= 2 { result = me(me, n - 1) + me(me, n - 2) }
                return result
            }
            func name(_ n: Int) -> String {
                var s = ""
                switch n {
                case 0: s = "zero"
                case 1, 2: s = "few"
                default: s = "many"
                }
                return s
            }
            func grow(_ n: Int) -> Int {
                var r = n
                r = r + say("a", 1)
                return r
            }
            func both(_ n: Int) -> [Int] {
                var xs = [n]
                xs = xs + [say("b", 2)]
                return xs
            }
            func first(_ xs: [Int]) -> Int? {
                var found: Int? = nil
                for x in xs {
                    if x > 2 {
                        found = x * 10
                        return found
                    }
                }
                return found
            }
            func limited(_ n: Int) -> Int {
                let limit = 3
                let copy = n
                print("c")
                if copy > limit { return limit }
                return copy
            }
            func keep() -> Int {
                var a = 1
                let b = a
                a = 5
                return b * 10 + a
            }
            print(fib(fib, 20), name(0), name(2), name(9), grow(4), both(1))
            print(first([1, 5, 9]), first([1]), limited(7), limited(1), keep(), calls)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "a\nb\n6765 zero few many 5 [1, 2]\nc\nc\n50 nil 3 1 15 2\n", "\(output)")
    }

    /// A failure in a returned value is where it was, with what ran before it.
    @Test func errorsKeepTheirTextAndPlace() {
        let failed = langRun("func f(x) {\n  var r = 0\n  if x > 0 {\n    r = x + \"s\"\n  }\n  return r\n}\nprint(f(0))\nprint(f(1))\n")
        #expect(failed.output == "0\n")
        #expect(failed.error?.message == "cannot apply '+' to a Number (1) and a String (\"s\")")
        #expect(failed.error?.diagnostics.first?.line == 4)
        #expect(failed.error?.diagnostics.first?.column == 9)
    }
}

/// Path `returnAsElse` (`ReturnedStores.foldReturns`): a block ending `if c { …; return a }`
/// then `return x` of a local runs the `return x` as the if's else, the local returned by the
/// if itself (`returnInIf`).
extension ReturnedStoresTests {
    static let folded: [Shape] = [
        Shape(name: "fib-method's body once its stores are returned", source: CompilerPathTests.fibMethod, site: "return result",
              path: "returnAsElse"),
        Shape(name: "a guard's if, then a local", source: "func f(n, g) {\n  if n > 3 { print(n); return g(n) }\n  return n\n}\n",
              site: "return n", path: "returnAsElse"),
        Shape(name: "in a branch", source: "func f(n, m) {\n  if m > 0 {\n    if n > 3 { return 1 }\n    return m\n  }\n  return 0\n}\n",
              site: "return m", path: "returnAsElse"),
    ]

    static let unfolded: [Shape] = [
        Shape(name: "a value that is no local (a call: a native frame deeper as an else)",
              source: "func f(n) {\n  if n < 2 { return n }\n  return f(n - 1) + f(n - 2)\n}\n", site: "return f(n - 1) + f(n - 2)",
              path: "returnAsElse"),
        Shape(name: "an if that may go on", source: "func f(n) {\n  if n > 3 { print(n) }\n  return n\n}\n", site: "return n", path: "returnAsElse"),
        Shape(name: "an if with an else", source: "func f(n) {\n  if n > 3 { return 1 } else { print(n) }\n  return n\n}\n", site: "return n",
              path: "returnAsElse"),
        Shape(name: "a block with a local function",
              source: "func f(n) {\n  func g() { return 1 }\n  if n > 3 { return g() }\n  return n\n}\n", site: "return n", path: "returnAsElse"),
    ]

    @Test(arguments: folded) func aReturnAfterAnIfThatReturnsIsItsElse(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(found.contains(shape.path) && found.contains("returnInIf"), "\(shape.name): \(found)")
    }

    @Test(arguments: unfolded) func otherReturnsStayStatements(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(!found.isEmpty && !found.contains(shape.path), "\(shape.name): \(found)")
    }

    /// What runs is what ran: the if's branch or the return after it, never both.
    @Test func foldedReturnsGiveTheSameValues() {
        let (output, error, _) = langRun("""
            func f(n, g) {
                if n > 3 { print("big"); return g(n) }
                return n
            }
            func h(n, m) {
                if m > 0 {
                    if n > 3 { return 1 }
                    return m
                }
                return 0
            }
            print(f(5, { x in x * 10 }), f(2, { x in x }), h(5, 1), h(2, 7), h(2, 0))
            """)
        #expect(error == nil)
        #expect(output == "big\n50 2 1 7 0\n", "\(output)")
    }
}
