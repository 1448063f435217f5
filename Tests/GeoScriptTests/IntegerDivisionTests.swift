import Testing
@testable import GeoScript

/// geo's numbers are Doubles and its `/` keeps the fraction (`7 / 2` is 3.5, as documented);
/// but where a script wrote Swift's `Int` — a variable's, a parameter's, a loop variable's or a
/// function's return type — `/` between such values (or one and an integer literal) is Swift's
/// integer division, toward zero: Swift code typed `Int` gets Swift's answers, not fractions
/// that no error shows (a digit sum of 11.11, a loop to `count / 2` one pass too long).
@Suite struct IntegerDivisionTests {
    @Test func divisionOfDeclaredIntsIsSwifts() {
        let (output, error, _) = langRun("""
            func digitSum(_ x: Int) -> Int {
                var n: Int = x
                var s = 0
                while n > 0 { s += n % 10; n /= 10 }
                return s
            }
            let xs = [1, 2, 3, 4, 5, 6, 7]
            let count: Int = xs.count
            var passes = 0
            for _ in 0..<count / 2 { passes += 1 }
            let n: Int = 7
            func mid(_ lo: Int, _ hi: Int) -> Int { return (lo + hi) / 2 }
            let half = { (a: Int) -> Int in a / 2 }
            var halves: [Double] = []
            for i in 0..<n where i % 2 == 1 { halves.append(Double(i / 2)) }
            print(digitSum(1234), passes, n / 2 == 3, n / 2, -n / 2, (n + 1) / 3 * 3, 100 / n)
            print(mid(2, 7), mid(2, 7) / 2, half(9), halves, Int(9) / 2)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "10 3 true 3 -3 6 14\n4 2 4 [0, 1, 2] 4\n")
    }

    /// Where no integer type is written, `/` is geo's as before: literals, values inferred from
    /// literals, Doubles, a loop over a range of literals, and a name declared again without
    /// the type.
    @Test func otherDivisionsKeepTheFraction() {
        let (output, error, _) = langRun("""
            let n: Int = 7
            let w = 375
            var total: Double = 7
            var fractions: [Double] = []
            for i in 0..<3 { fractions.append(i / 2) }
            func f() -> Double { let n = 7.0; return n / 2 }
            print(7 / 2, w / 2, total / 2, Double(n) / 2, n / 2.0, fractions, f())
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3.5 187.5 3.5 3.5 3.5 [0, 0.5, 1] 3.5\n")
    }

    /// A division by zero of Ints is an error at the division (Swift's traps), not infinity.
    @Test func dividingAnIntByZeroIsAnError() {
        #expect(langFirstErrorLine("let n: Int = 7\nlet z: Int = 0\nprint(n / z)")
                == "test.geo:3:7: error: cannot convert inf to Int: it is not a finite number")
    }

    /// At the REPL (and across a host's runs) a variable's declared Int holds for later entries.
    @Test func aDeclaredIntHoldsForLaterEntries() throws {
        let geo = Interpreter()
        try geo.run("var n: Int = 9\n")
        #expect(try geo.evaluate("n / 2").isIdentical(to: .number(4)))
        try geo.run("n /= 2\n")
        #expect(try geo.evaluate("n").isIdentical(to: .number(4)))
    }
}
