import Testing
@testable import GeoScript

/// Path `ifEitherNumber`: `if x == a || x == b` (a switch's `case 0, 1:`) and `if x != a &&
/// x != b` of one local and two Numbers compare the local's Number with both in one `if`,
/// no branch between the comparisons; any other value goes to the `||`'s own code.
struct EitherNumberPathTests {
    typealias Shape = CompilerPathTests.Shape

    static let taken: [Shape] = [
        Shape(name: "a switch's case of two values (fib-switch)",
              source: "func fib(_ n: Int) -> Int {\n  switch n {\n  case 0, 1:\n    return n\n  default:\n    return fib(n - 1) + fib(n - 2)\n  }\n}\n",
              site: "0, 1", path: "ifEitherNumber"),
        Shape(name: "written out", source: "func f(n) {\n  if n == 0 || n == 1 { return 1 }\n  return 0\n}\n", site: "n == 0 || n == 1",
              path: "ifEitherNumber"),
        Shape(name: "a constant first", source: "func f(n) {\n  if 0 == n || n == 5 { return 1 }\n  return 0\n}\n", site: "0 == n || n == 5",
              path: "ifEitherNumber"),
        Shape(name: "neither of two", source: "func f(n) {\n  if n != 1 && 2 != n { return 1 }\n  return 0\n}\n", site: "n != 1 && 2 != n",
              path: "ifEitherNumber"),
    ]

    static let notTaken: [Shape] = [
        Shape(name: "two locals", source: "func f(a, b) {\n  if a == 0 || b == 1 { return 1 }\n  return 0\n}\n", site: "a == 0 || b == 1",
              path: "ifEitherNumber"),
        Shape(name: "equal to both", source: "func f(n) {\n  if n == 0 && n == 1 { return 1 }\n  return 0\n}\n", site: "n == 0 && n == 1",
              path: "ifEitherNumber"),
        Shape(name: "an order", source: "func f(n) {\n  if n < 0 || n > 9 { return 1 }\n  return 0\n}\n", site: "n < 0 || n > 9",
              path: "ifEitherNumber"),
        Shape(name: "a global", source: "var g = 1\nif g == 0 || g == 1 { print(g) }\n", site: "g == 0 || g == 1", path: "ifEitherNumber"),
    ]

    @Test(arguments: taken) func oneLocalAgainstTwoNumbersIsOneIf(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "\(shape.name): \(found)")
    }

    @Test(arguments: notTaken) func otherConditionsKeepTheirTests(_ shape: Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(!found.isEmpty && !found.contains(shape.path), "\(shape.name): \(found)")
    }

    /// The answers of the `||` and `&&` written out: -0 equals 0, NaN equals nothing, and a
    /// value that is no Number (a String, nil, a list) is compared by the operators' own code.
    @Test func valuesAreTheOperatorsOwn() {
        let (output, error, _) = langRun("""
            func kind(_ x) {
                switch x {
                case 0, 1: return "small"
                case 2, 3: return "mid"
                default: return "other"
                }
            }
            print(kind(0), kind(1), kind(2), kind(3), kind(4), kind(-0.0), kind(0.5), kind("a"), kind(nil), kind([0]))
            func neither(_ x) {
                if x != 1 && 2 != x { return "neither" }
                return "one of"
            }
            print(neither(1), neither(2), neither(3), neither("x"), neither(0 / 0))
            func nan(_ x) {
                if x == 0 || x == 0 / 0 { return "equal" }
                return "not"
            }
            print(nan(0), nan(0 / 0))
            """)
        #expect(error == nil)
        #expect(output == "small small mid mid other small other other other other\none of one of neither neither neither\nequal not\n", "\(output)")
    }
}
