import Testing
@testable import GeoScript

/// A branch or a loop's body of three statements or more runs its first four from calls of
/// their own and the rest by a loop (`BlockNode.runUnrolled`): every statement runs once, in
/// order, and a `return`, `break` or `continue` at any position ends the block there.
struct BlockDispatchTests {
    /// A block of `count` statements appending their positions to `trace`, with `exit` (a
    /// statement ending the block) placed after position `at` (nil: none).
    static func block(_ count: Int, exit: String?, at: Int?) -> String {
        var lines: [String] = []
        for i in 0..<count {
            // Every other statement is a Number store the block may run in place.
            lines.append(i % 2 == 0 ? "trace.append(\(i))" : "n = \(i)")
            if at == i, let exit { lines.append(exit) }
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: 3...7) func everyStatementOfABranchRunsInOrder(_ count: Int) {
        for at: Int? in [nil] + Array(0..<count) {
            let source = """
                var trace: [Int] = []
                func f(_ k: Int) -> Int {
                    var n = -1
                    if k > 0 {
                \(Self.block(count, exit: "return n", at: at))
                    }
                    return n * 100
                }
                let r = f(1)
                print(trace, r)
                """
            let (output, error, _) = langRun(source)
            let last = at ?? (count - 1)
            let ran = (0...last).filter { $0 % 2 == 0 }
            let n = (0...last).filter { $0 % 2 == 1 }.last ?? -1
            let expected = "\(ran) \(at == nil ? n * 100 : n)\n"
            #expect(error == nil, "\(source): \(String(describing: error))")
            #expect(output == expected, "\(count) statements, return after \(String(describing: at))")
        }
    }

    @Test(arguments: 3...7) func everyStatementOfALoopsBodyRunsInOrder(_ count: Int) {
        for exit in ["break", "continue"] {
            for at in 0..<count {
                let source = """
                    var trace: [Int] = []
                    var n = -1
                    var pass = 0
                    while pass < 2 {
                        pass += 1
                        if pass == 2 {
                    \(Self.block(count, exit: exit, at: at))
                        }
                        trace.append(-pass)
                    }
                    print(trace, n)
                    """
                let (output, error, _) = langRun(source)
                let ran = (0...at).filter { $0 % 2 == 0 }
                let n = (0...at).filter { $0 % 2 == 1 }.last ?? -1
                // `break` leaves the loop before its last append; `continue` goes on to the test.
                let trace = [-1] + ran
                let expected = "\(trace) \(n)\n"
                #expect(error == nil, "\(source): \(String(describing: error))")
                #expect(output == expected, "\(count) statements, \(exit) after \(at)")
            }
        }
    }

    @Test func aRecursionBetweenAStatementsStatementsKeepsTheirOrder() {
        let (output, error, _) = langRun("""
            func fib(_ n: Int) -> Int {
                if n <= 1 {
                    return n
                } else {
                    let a = fib(n - 1)
                    let b = fib(n - 2)
                    let c = a + b
                    let d = c * 1
                    return d
                }
            }
            print(fib(20))
            """)
        #expect(error == nil)
        #expect(output == "6765\n")
    }
}
