import Testing
@testable import GeoScript

/// geo's numbers are Doubles and its `/` keeps the fraction (`7 / 2` is 3.5, as documented);
/// but where a script wrote Swift's `Int` — a variable's, a parameter's, a loop variable's or a
/// function's return type — `/` between such values (or one and an integer literal) is Swift's
/// integer division, toward zero: Swift code typed `Int` gets Swift's answers, not fractions
/// that no error shows (a digit sum of 11.11, a loop to `count / 2` one pass too long).
@Suite struct IntegerDivisionTests {
    /// A product of Ints past 2^53 — where a Double no longer holds every whole number but
    /// Swift's Int is exact — is an error, not digits silently lost: a linear congruential
    /// generator, `hash *= 31`, a modular product. Below 2^53 a product is exact and goes on;
    /// a Double's product (and one of untyped whole numbers, geo's Numbers) is not checked.
    @Test func anIntProductPast2To53IsAnError() {
        let (output, error, _) = langRun("""
            var seed: Int = 42
            func next() -> Int { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
            let big: Int = 94906265
            let x = 1e10
            let w = 100000000
            print(next(), big * big, x * x, w * w)
            var f: Int = 1
            for i in 1...18 { f *= i }
            print(f)
            print(next())
            """)
        #expect(output == "1250496027 9007199136250225 1e+20 1e+16\n6402373705728000\n")
        #expect(error?.description.hasPrefix("test.geo:2:30: error: this Int product is about 1.3799414296064315e+18, past 2^53 (9007199254740992)") == true,
                "\(String(describing: error))")
        let (_, compound, _) = langRun("var f: Int = 1\nfor i in 1...19 { f *= i }")
        #expect(compound?.description.hasPrefix("test.geo:2:19: error: this Int product is about 1.21645100408832e+17, past 2^53") == true,
                "\(String(describing: compound))")
    }

    /// A run of Int products is checked once where it ends (its magnitude only grows along
    /// it, or is 0): a product of 2,900 factors nests as deeply as it did unchecked, and
    /// `a * a * 0` is Swift's 0 though `a * a` alone is past 2^53.
    @Test func aRunOfIntProductsIsCheckedOnce() {
        let long = "let k: Int = 1\nprint(k" + String(repeating: " * k", count: 2_900) + ")"
        #expect(langRun(long).output == "1\n")
        let (output, error, _) = langRun("let a: Int = 3037000500\nlet z: Int = 0\nprint(a * a * z, a * 2 % 7)\nprint(a * a % 5)")
        #expect(output == "0 4\n")
        #expect(error?.description.hasPrefix("test.geo:4:7: error: this Int product is about") == true, "\(String(describing: error))")
    }

    /// The path: a product of Ints is checked by `Int.exact` in place (paths `builtinValue`,
    /// `numberCode`: no call made below 2^53), the multiplication itself on its own path.
    @Test func anIntProductIsCheckedInPlace() throws {
        let dump = try Interpreter().loweredForm("func f(_ a: Int, _ b: Int) -> Int {\n  return a * b + 1\n}\nlet x = 2.5\nprint(x * x)")
        #expect(dump.contains("2:10  call Int.exact  a * b  → numberCode"), "\(dump)")
        #expect(dump.contains("2:10  '*'  a * b  → localLocal"), "\(dump)")
        #expect(!dump.contains("5:7  call Int.exact"), "\(dump)")
    }

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

    /// Where Swift's types make a value an Int without the script writing `Int` beside it: an
    /// Int's context (a declaration `: Int`, a return of `-> Int`, `+=` into an Int), a value
    /// inferred from an Int (`let k = Int(s)!`, `let c = xs.count`), `count`, `abs`, `min`,
    /// `magnitude`, a negative literal beside an Int, and the loop variables Swift counts in
    /// Ints (a reversed range of Ints, `stride` of Ints, `indices`, `enumerated()`'s offset).
    @Test func divisionWhereSwiftInfersAnInt() {
        let (output, error, _) = langRun("""
            let n: Int = -7
            let half: Int = 7 / 2
            func avg(_ xs: [Int]) -> Int { xs.reduce(0, +) / xs.count }
            func avg2(_ xs: [Int]) -> Int { return xs.reduce(0, +) / xs.count }
            var total: Int = 0
            total += 7 / 2
            let k = Int("9")!, j = Int(7)
            let xs: [Int] = [1, 2, 3]
            let c = xs.count
            print(n / -2, half, avg([1, 2, 4]) * 3, avg2([1, 2, 4]), total, k / 2, j / 2, c / 2, xs.count / 2)
            print(abs(n) / 2, min(n, 5) / 2, max(3, n, 1) / 2, n.magnitude / 2, n * -1 / 2)
            var seen: [Double] = []
            let m: Int = 5
            for i in (0..<m).reversed() { seen.append(i / 2) }
            for i in stride(from: 1, to: m, by: 2) { seen.append(i / 2) }
            for i in xs.indices { seen.append(i / 2) }
            let letters: [String] = ["a", "b", "c"]
            for (i, _) in letters.enumerated() { seen.append(i / 2) }
            print(seen)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 3 6 2 3 4 3 1 1\n3 -3 1 3 3\n[2, 1, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1]\n")
    }

    /// Ints that come out of an Int's collection or an Int's Optional: `if let` / `guard let`
    /// of `Int(s)`, `??` with an Int, an `[Int]`'s elements (read, looped over, `max()!`,
    /// `reduce(0, +)`), a `[String: Int]`'s values (`d[k]!`, `d[k, default: 0]`), and a
    /// function declared `-> Int` further down the file.
    @Test func intsFromCollectionsOptionalsAndLaterFunctions() {
        let (output, error, _) = langRun("""
            func show() -> [Double] { [Double(seven() / 2)] }
            print(nine() / 2, show())
            if let k = Int("9") { print(k / 2) }
            func g(_ s: String) -> Int { guard let v = Int(s) else { return 0 }; return v / 2 }
            let k2 = Int("13") ?? 0
            let xs: [Int] = [7, 9]
            var counts: [String: Int] = ["a": 7]
            let grid: [[Int]] = [[5]]
            var each: [Double] = []
            for x in xs { each.append(x / 2) }
            print(g("7"), k2 / 2, xs[0] / 2, xs.max()! / 2, xs.reduce(0, +) / 2, counts["a"]! / 2, counts["b", default: 5] / 2, grid[0][0] / 2, each)
            let ds = [7.0, 9.0]
            print(ds[0] / 2, [1.5].reduce(0, +) / 2, half(9) / 2)
            func seven() -> Int { 7 }
            func nine() -> Int { return 9 }
            func half(_ x: Int) -> Double { Double(x) / 2 }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "4 [3]\n4\n3 6 3 4 8 3 2 2 [3, 4]\n3.5 0.75 2.25\n")
    }

    /// A closure handed an Int collection's elements (an `[Int]`, a range of Ints, `indices`)
    /// divides them as Ints: `map`'s, `filter`'s parameter, `reduce`'s element; a closure's own
    /// parameter hides an outer Int of its name.
    @Test func closuresOverIntElements() {
        let (output, error, _) = langRun("""
            let n: Int = 5
            let xs: [Int] = [7, 9]
            print((0..<n).map { $0 / 2 }, xs.map { x in x / 2 }, xs.filter { $0 / 2 == 3 }, xs.reduce(0) { $0 + $1 / 2 })
            print(xs.indices.map { $0 / 2 }, [1.0, 3.0].map { $0 / 2 }, xs.sorted { $0 / 4 > $1 / 4 })
            for x in xs { print([1, 3].map { x in x / 2 }) }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[0, 0, 1, 1, 2] [3, 4] [7] 7\n[0, 0] [0.5, 1.5] [9, 7]\n[0.5, 1.5]\n[0.5, 1.5]\n")
    }

    /// A closure stored under a declared function type takes its parameters' types: `let h:
    /// (Int, Int) -> Int = { a, b in a / b }`; a later closure without a type does not.
    @Test func aDeclaredFunctionTypeTypesTheClosure() {
        let (output, error, _) = langRun("""
            let h: (Int, Int) -> Int = { a, b in a / b }
            let g: (Double) -> Double = { $0 / 2 }
            let k = { (x: Double) in x / 2 }
            let m = { $0 / 2 }
            print(h(7, 2), g(7), k(7), m(7))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 3.5 3.5 3.5\n")
    }

    /// A collection the script did not type keeps geo's Numbers: its count, its `indices`
    /// and `enumerated()`'s offset divide with the fraction (`i / (views.count - 1)` along a
    /// line), as geo's untyped scripts were written to.
    @Test func anUntypedCollectionsCountIsANumber() {
        let (output, error, _) = langRun("""
            let views = [1, 2, 3]
            var ts: [Double] = []
            for (i, _) in views.enumerated() { ts.append(i / (views.count - 1)) }
            print(ts, views.count / 2, views.indices.map { $0 / 2 })
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[0, 0.5, 1] 1.5 [0, 0.5, 1]\n")
    }

    /// A parameter's collection type and a tuple pattern's type type their parts as a
    /// variable's does (`func f(_ xs: [Int])`: `xs[0] / 2`, `xs.count / 2`; `let (q, r): (Int,
    /// Int)`), and so does a tuple literal of Ints; an untyped parameter hides an outer name's
    /// type.
    @Test func parametersAndTuplePatternsTypeTheirParts() {
        let (output, error, _) = langRun("""
            func f(_ xs: [Int], _ d: [String: Int]) { print(xs[0] / 2, xs.count / 2, d["a"]! / 2) }
            f([7, 8, 9], ["a": 5])
            let (x, y): (Int, Int) = (7, 9)
            let a: Int = 17, b: Int = 5
            let (q, r) = (a / b, a % b)
            print(x / 2, y / 2, q / 2, r / 2)
            let xs: [Int] = [7]
            func g(_ xs) { print(xs[0] / 2) }
            g([7])
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 1 2\n3 4 1 1\n3.5\n")
    }

    /// Ints that Swift's types carry through labelled tuple types, loops and closures over
    /// them, `reduce(0, +)`, `sorted()` and `filter` of an `[Int]`, and `as Int` (the answers
    /// are swiftc's).
    @Test func intsThroughTupleTypesAndCollectionMethods() {
        let (output, error, _) = langRun("""
            let xs: [Int] = [1, 2, 4]
            print(xs.reduce(0, +) / xs.count, xs.reduce(0, +) / 2, xs.reduce(1) { $0 * $1 } / 3)
            let s: [(name: String, pay: Int)] = [("a", 7), ("b", 9)]
            print(s[0].pay / 2, s.map { $0.pay / 2 }, s.first!.pay / 2, s.max(by: { $0.pay < $1.pay })!.pay / 2)
            for r in s { print(r.pay / 2, terminator: " ") }
            for (n, p) in s { print(n, p / 2, terminator: " ") }
            for (i, r) in s.enumerated() { print(i / 2, r.pay / 2, terminator: " ") }
            for (i, x) in xs.enumerated() { print(i, x / 2, terminator: " ") }
            print()
            print(xs.sorted()[1] / 2, xs.sorted().last! / 2, (7 as Int) / 2, xs.filter { $0 > 1 }.count / 2)
            let grid: [[Int]] = [[5, 7], [9]]
            for row in grid { print(row[0] / 2, row.count / 2) }
            let w = [3.0, 5.0]
            for x in w { print(x / 2, terminator: " ") }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "2 3 2\n3 [3, 4] 3 4\n3 4 a 3 b 4 0 3 0 4 0 0 1 1 2 2 \n1 2 3 1\n2 1\n4 0\n1.5 2.5 ")
    }

    /// A name declared from an integer literal with no type is an Int beside an Int (Swift has
    /// no mixed arithmetic): a hand-written binary search over a typed list finds its middle
    /// (it stopped with "index 2.5 is not a whole number"); alone it keeps geo's fraction.
    @Test func aWholeNumberBesideAnIntIsAnInt() {
        let (output, error, _) = langRun("""
            func search(_ xs: [Int], _ target: Int) -> Int? {
                var lo = 0, hi = xs.count - 1
                while lo <= hi {
                    let mid = (lo + hi) / 2
                    if xs[mid] == target { return mid }
                    if xs[mid] < target { lo = mid + 1 } else { hi = mid - 1 }
                }
                return nil
            }
            let data: [Int] = [1, 3, 5, 7, 9, 11]
            let n: Int = 7
            var step = 10
            var x = 5
            print(search(data, 7) ?? -1, search(data, 4) ?? -1, step / n, n / step, x / 2)
            // Arithmetic of such names (`+ - * %`, `-x`), and a name declared from it, too
            // (`(a + 2) * rate / 3` of a `rate: Int` gave 16.3333).
            let rate: Int = 7
            var a = 5
            let k = a + 2
            print((a + 2) * rate / 3, rate * (a + 2) / 3, -a * rate / 2, k * rate / 3, (a + 2) / 2, k / 4)
            // A closure returned by a closure declared to give a `(Int) -> Int` takes Ints
            // (410 and 27.3333 before).
            let hourly: (Int) -> (Int) -> Int = { rate in
                { minutes in
                    let hours = (minutes + 59) / 60
                    return hours * rate
                }
            }
            print(hourly(150)(105), hourly(10)(105))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 -1 1 0 2.5\n16 16 -17 16 3.5 1.75\n300 20\n")
    }

    /// More of what Swift's types make Ints (a fourth swiftc round): a loop over a range of
    /// integer literals beside an Int (`i / columns` of a grid), a conditional of Ints, a typed
    /// list's `firstIndex` and `indices`, a name holding a typed list's `sorted()` or element,
    /// `map`/`compactMap` by a closure or function that gives Ints (or a key path to an Int
    /// part), and `reduce` by any closure of Ints. The answers are swiftc's.
    @Test func intsThroughLoopsConditionalsAndMaps() {
        let (output, error, _) = langRun("""
            let n: Int = 3
            for i in 0..<5 { print(i / n, terminator: " ") }
            let m: Int = 7
            let xs: [Int] = [5, 7, 9]
            print((m > 0 ? m : 0) / 2, xs.firstIndex(of: 7)! / 2, xs.indices.count / 2, xs.indices.filter { $0 > 0 }[1] / 2)
            func f(_ a: [Int]) { let s = a.sorted(); print(s.count / 2, s[0] / 2) }
            f([3, 1, 2])
            let staff: [(name: String, pay: Int)] = [("a", 7), ("b", 8)]
            let s0 = staff[0]
            let pays = staff.map { $0.pay }
            print(s0.pay / 2, staff.map { $0.pay }.reduce(0, +) / 2, staff.map(\\.pay).min()! / 2, pays[0] / 2)
            let ints = ["4", "15"].compactMap { Int($0) }
            func d(_ i: Int) -> Int { i + 6 }
            print(ints[1] / 4, ints.map { $0 / 4 }, (1...2).map { d($0) }.reduce(0, +) / 2, (1...2).map(d)[0] / 2, xs.reduce(0) { $0 + $1 * 2 } / 4)
            for i in 0..<3 { print(i / 2, terminator: " ") }
            print([1, 2, 3].count / 2, [1, 2, 3].filter { $0 > 1 }.count / 2)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "0 0 0 1 1 3 0 1 1\n1 0\n3 7 3 3\n3 [1, 3] 7 3 10\n0 0.5 1 1.5 1\n")
    }

    /// A function declared `-> Int?`: its value unwrapped, defaulted or bound is an Int.
    @Test func anOptionalIntsValueIsAnInt() {
        let (output, error, _) = langRun("""
            func pick() -> Int? { 5 }
            let o = pick()!
            print(o / 3, (pick() ?? 0) / 3)
            if let p = pick() { print(p / 3) }
            func none() -> Double? { 5 }
            print(none()! / 2)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1 1\n1\n2.5\n")
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

    /// A declared `String`'s count is an Int, as are its lowercased/prefix/split forms' and its
    /// `utf8` count (palindromes and midpoints: `t.prefix(t.count / 2)`); `Array(t)` of one is a
    /// list whose count is too. A string the script did not type keeps geo's Numbers.
    @Test func aDeclaredStringsCountIsAnInt() {
        let (output, error, _) = langRun("""
            let s: String = "hello"
            func half(_ t: String) -> String { String(t.prefix(t.count / 2)) }
            func isPalindrome(_ t: String) -> Bool {
                let c = Array(t)
                for i in 0..<c.count / 2 where c[i] != c[c.count - 1 - i] { return false }
                return true
            }
            let names: [String] = ["anna", "bob"]
            print(s.count / 2, half("abcde"), isPalindrome("abcba"), isPalindrome("abca"), names[0].count / 3, names.map { $0.count / 3 })
            for n in names { print(n.count / 2, terminator: " ") }
            let w: String = "a b c"
            let measure = { (t: String) in t.count / 2 }
            print(w.split(separator: " ").count / 2, w.uppercased().count / 2, w.utf8.count / 2, measure("abc"))
            let u = "hello"
            print(u.count / 2)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "2 ab true false 1 [1, 1]\n2 1 1 2 2 1\n2.5\n")
    }

    /// A tuple type without labels keeps its parts' Int shapes (`[(Int, Int)]`: `for (s, e) in
    /// pairs`, `pairs[0].1`, `let (a, b) = pairs[1]`, a function's `-> [(Int, Int)]`), a return
    /// of `-> (Int, Int)` divides its parts as Ints, and a dictionary's labelled-tuple value is
    /// one bound to a name (`let a = d["a"]!`, `if let b = d["a"]`).
    @Test func tuplePartsAndDictionaryValuesKeepTheirInts() {
        let (output, error, _) = langRun("""
            let pairs: [(Int, Int)] = [(0, 90), (10, 100)]
            for (a, b) in pairs { print((b - a) / 60, terminator: " ") }
            let (p0, p1) = pairs[1]
            func spans() -> [(Int, Int)] { [(0, 90)] }
            for (a, b) in spans() { print((b - a) / 60, terminator: " ") }
            func split(_ a: Int) -> (Int, Int) { return (a / 2, 7 / 2) }
            print(pairs[0].1 / 60, (p1 - p0) / 60, split(5))
            typealias Item = (qty: Int, price: Int)
            let d: [String: Item] = ["a": (11, 3)]
            let a = d["a"]!
            if let b = d["a"] { print(b.qty / 4, a.qty / 4) }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1 1 1 1 1 (2, 3)\n2 2\n")
    }

    /// A closure written where a function type with Int parameters is expected gets Ints: an
    /// argument for a parameter `f: (Int) -> Int` (also by label and as a trailing closure), an
    /// element of a `[(Int) -> Int]`, a value of a `[String: (Int, Int) -> Int]`; and a call of a
    /// value of a type that gives an Int is an Int.
    @Test func closuresTypedByAFunctionTypeGetInts() {
        let (output, error, _) = langRun("""
            func apply(_ f: (Int) -> Int, _ x: Int) -> Int { f(x) }
            func apply2(_ x: Int, by f: (Int) -> Int) -> Int { f(x) }
            let chain: [(Int) -> Int] = [{ $0 / 2 }, { x in x / 3 }]
            let ops: [String: (Int, Int) -> Int] = ["avg": { a, b in (a + b) / 2 }]
            print(apply({ $0 / 2 }, 7), chain[0](7), chain[1](7), ops["avg"]!(3, 4), apply2(9) { $0 / 2 }, apply2(9, by: { $0 / 4 }))
            let double: (Int) -> Int = { $0 * 2 }
            print(double(5) / 3, chain[0](9) / 3)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 3 2 3 4 2\n3 1\n")
    }

    /// The fifth oracle round's families: a typed initializer's list or dictionary
    /// (`[Int](repeating:count:)`, `[String: Int]()`, `Array<Int>(…)`, `[[Int]](…)`), a
    /// dictionary's entries, keys and values (`for (k, v) in d`, `d.values.max()!`, `d.map {
    /// $0.value / 2 }`, `mapValues`), a function's labelled-tuple result read at the call, a
    /// closure's labelled tuple (`map { (n: $0, sq: $0 * $0) }`), `joined()`, `flatMap`,
    /// `enumerated()`'s element, `zip`, `Dictionary(grouping:by:)`'s key closure, an `Int?`
    /// bound by `if let`, a switch's `case let k`, `count(where:)`, `first(where:)!`, a range
    /// subscript, `quotientAndRemainder`'s parts, and `reduce(0) { … }` of labelled tuples.
    @Test func intsThroughInitializersDictionariesAndLibraryCalls() {
        let (output, error, _) = langRun("""
            var a = [Int](repeating: 0, count: 3); var b = [Int](); b.append(7); a[0] = 7
            print(a[0] / 2, b[0] / 2, Array<Int>(repeating: 7, count: 1)[0] / 2, [Int](0..<3).count / 2)
            var e = [String: Int](); e["a"] = 7
            print(e["a"]! / 2, e["a", default: 0] / 2)
            let d: [String: Int] = ["a": 7]
            for (k, v) in d { print(k, v / 2, d.values.max()! / 2, d.values.reduce(0, +) / 2, d.map { $0.value / 2 }, d.mapValues { $0 / 2 }) }
            func score(_ d: Int) -> (name: String, points: Int) { ("x", d) }
            let xs: [Int] = [7, 9]; let r = xs.map { (n: $0, sq: $0 * $0) }
            print(score(17).points / 10, [7, 9].map { score($0).points / 2 }, r[0].n / 2, r.map { $0.sq / 2 })
            let m: [[Int]] = [[7], [9]]
            let ys: [Int] = [2, 2]
            print(m.joined().reduce(0, +) / 3, m.flatMap { $0 }[0] / 2, Dictionary(grouping: xs, by: { $0 / 2 }).keys.sorted(),
                  xs.enumerated().map { $0.element / 2 }, zip(xs, ys).map { $0.0 / $0.1 })
            for (p, q) in zip(xs, ys) { print(p / q, terminator: " ") }
            let opt: Int? = 7; let n: Int = 7
            if let x = opt { print(x / 2, opt! / 2, (opt ?? 0) / 2) }
            switch n { case let k where k > 0: print(k / 2); default: break }
            let zs: [Int] = [7, 9, 13]; let (q, rr) = zs[2].quotientAndRemainder(dividingBy: 4)
            let (q2, r2) = (n + 6).quotientAndRemainder(dividingBy: 4)
            print(zs.count(where: { $0 > 5 }) / 2, zs.first(where: { $0 > 8 })! / 2, Array(zs.dropFirst())[0] / 2,
                  zs[0..<2].reduce(0, +) / 3, q / 2, rr / 2, q2 / 2, r2 / 2)
            var grid = [[Int]](repeating: [Int](repeating: 5, count: 2), count: 2)
            grid[0][1] = 9
            let counts: [Int: Int] = [4: 9]
            for (k, v) in counts { print(grid[0][1] / 2, grid[1].count / 2, k / 3, v / 2, counts.keys.max()! / 3) }
            typealias Item = (qty: Int, cents: Int)
            let items: [String: Item] = ["a": (3, 5), "b": (2, 1)]
            let total = items.values.reduce(0) { $0 + $1.qty * $1.cents }
            print(total / items.count)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            3 3 3 1
            3 3
            a 3 3 3 [3] ["a": 3]
            1 [3, 4] 3 [24, 40]
            5 3 [3, 4] [3, 4] [3, 4]
            3 4 3 3 3
            3
            1 4 4 5 1 0 1 0
            4 1 1 4 1
            8

            """)
    }

    /// A labelled tuple literal inside another, written where the type gives the inner one's
    /// labels (`lines: [("a", 3)]` of a `[(id: Int, lines: [(sku: String, qty: Int)])]`), gets
    /// them; a tuple's part after `?.` (`pairs.first { … }?.1`) reads as after `.`.
    @Test func nestedLabelledTuplesAndPartsAfterAnOptionalChain() {
        let (output, error, _) = langRun("""
            let o: [(id: Int, lines: [(sku: String, qty: Int)])] = [(id: 1, lines: [("a", 3)])]
            print(o[0].lines[0].sku, o[0].lines[0].qty / 2)
            let g: [(Int, String)] = [(1, "a")]
            print(g.first { $0.0 == 1 }?.1 ?? "?", g.first { $0.0 == 2 }?.1 ?? "?")
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "a 1\na ?\n")
    }

    /// The sixth oracle round's families, each checked against swiftc: names a loop, `if let`
    /// or `while let` binds hide an outer Int's shape (a Double there was divided as an Int);
    /// `max(1, 375 / 100)` in an Int's context; `min` beside a whole number; `asciiValue` and
    /// `utf8`; `Dictionary(uniqueKeysWithValues:)`, `reduce(into:)`; `?.` then `??`; a switch's
    /// tuple patterns; a closure stored into a `[String: (Int) -> Int]`; a type alias's Optional;
    /// `-> ClosedRange<Int>`; an Optional labelled tuple returned and bound; closures returned by
    /// functions and function values; a loop over a literal list of integers; a conditional
    /// returned as a labelled tuple; `append(contentsOf:)` of a Set; a `let` set in every case of
    /// a switch without `default`.
    @Test func intsThroughBindingsOptionalsAndFunctionValues() {
        let (output, error, _) = langRun("""
            let x: Int = 7
            for (x, _) in [(0.5, 1.5)] { print(x / 2, terminator: " ") }
            if let x = Double("2.5") { print(x / 2, terminator: " ") }
            for x in [0.5] { print(x / 2, terminator: " ") }
            while let x = Double("4.5") { print(x / 2, terminator: " "); break }
            print(x / 2)
            let cols: Int = max(1, 375 / 100)
            let w: Int = abs(7 / 2) + Int(7 / 2)
            var k = 3
            let c: Character = "e"
            print(cols, w, min(x, k) / 2, c.asciiValue! / 2, Array("ab".utf8).reduce(0) { $0 * 31 + Int($1) } / 1000)
            let keys = ["a", "b"]; let vals: [Int] = [7, 9]
            let byKey = keys.reduce(into: [String: Int]()) { $0[$1] = 7 }
            print(Dictionary(uniqueKeysWithValues: zip(keys, vals))["a"]! / 2, byKey["a"]! / 2)
            var ledger: [String: (balance: Int, history: [Int])] = ["a": (7, [9])]
            print((ledger["a"]?.balance ?? 0) / 2, (ledger["a"]?.history.last ?? 0) / 2)
            let p: (Int, Int) = (7, 3)
            switch p { case let (a, b) where a > b: print(a / b, terminator: " "); default: break }
            switch p { case (let a, _): print(a / 2) }
            var handlers: [String: (Int) -> Int] = [:]
            handlers["h"] = { $0 / 2 }
            typealias IndexPath = (section: Int, row: Int)
            var hit: IndexPath? = nil
            hit = (section: 1, row: 7)
            if let h = hit { print(handlers["h"]!(7), h.row / 2, hit!.row / 2) }
            func rows() -> ClosedRange<Int> { 1...8 }
            let r = rows()
            func topo() -> (order: [String], depth: Int)? { (["a"], 7) }
            if let t = topo() { print(r.count / 3, (r.first! + r.last!) / 2, t.depth / 2, t.order.count / 2) }
            guard let g = topo() else { fatalError() }
            func divider(_ d: Int) -> (Int) -> Int { { $0 / d } }
            func adder(_ a: Int) -> (Int) -> Int { return { b in (a + b) / 2 } }
            let clamp: (Int) -> (Int) -> Int = { lo in { v in max(lo, v) } }
            let atLeast3 = clamp(3)
            let depth: (Int) -> Int = { $0 + 2 }
            print(g.depth / 2, divider(2)(7), adder(3)(4), atLeast3(7) / 2, vals.map(depth)[1] / 2)
            for add in [30, 51] { print((x + add) / 2, terminator: " ") }
            func pick(_ yes: Bool) -> (a: Int, b: String) { return yes ? (1, "x") : (2, "y") }
            var todo: [Int] = [1]
            let more: Set<Int> = [2]
            todo.append(contentsOf: more)
            let label: String
            switch todo.count > 1 {
            case true: label = "more"
            case false: label = "one"
            }
            print(pick(true).b, todo, label)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            0.25 1.25 0.25 2.25 3
            3 6 1 50 3
            3 3
            3 4
            2 3
            3 3 3
            2 4 3 0
            3 3 3 3 5
            18 29 x [1, 2] more

            """)
    }

    /// The seventh oracle round's families, checked against swiftc: a `Set<Int>`'s elements
    /// (`max()!`, `sorted()`, `Array(Set(ints))`), `as? Int` and `as? [String: Int]` (and a
    /// later clause reading an earlier one's name), `removeLast()` / `removeFirst()` /
    /// `remove(at:)` of an `[Int]`, a closure `(a: Int, b: Int) -> Int` held in a name,
    /// `reduce(into: 0)`, an untyped name holding an Optional Int bound later,
    /// `compactMap(Int.init)`, a closure's unlabelled tuple, `unicodeScalars`, and
    /// `if case let (a?, b?) = (x, y)`.
    @Test func intsThroughSetsCastsAndPatterns() {
        let (output, error, _) = langRun("""
            let s: Set<Int> = [7, 9]
            let ints: [Int] = [9, 7]
            print(s.max()! / 2, s.sorted()[0] / 2, s.sorted().map { $0 / 2 }, Array(Set(ints)).sorted()[0] / 2)
            for x in s.sorted() where x > 8 { print(x / 2) }
            let item: [String: Any] = ["qty": 7, "dims": ["w": 9]]
            if let q = item["qty"] as? Int, let d = item["dims"] as? [String: Int] { print(q / 2, d["w"]! / 2) }
            print((item["qty"] as? Int ?? 0) / 2)
            var ys: [Int] = [7, 9, 11]
            print(ys.removeLast() / 2, ys.removeFirst() / 2, ys.remove(at: 0) / 2)
            let add = { (a: Int, b: Int) -> Int in a + b }
            print(add(3, 4) / 2)
            let xs: [Int] = [5, 9, 6]
            print(xs.reduce(into: 0) { $0 += $1 } / 3)
            let m = xs.max(), f = xs.first(where: { $0 > 6 })
            if let a = m, let b = f { print(a / 2, b / 2) }
            print(["7", "x"].compactMap(Int.init)[0] / 2, xs.map { ($0, $0 * 3) }[0].1 / 2)
            let t: String = "abc"
            print(t.unicodeScalars.count / 2, t.unicodeScalars.map { Int($0.value) }[0] / 2, t.unicodeScalars.map { $0.value / 2 })
            let record: [String: Any] = ["dims": ["w": 75, "h": 50]]
            if let dims = record["dims"] as? [String: Int], let w = dims["w"], let h = dims["h"] { print((w + h) / 2, w * 100 / h) }
            let freq: [String: Int] = ["coin": 9]
            if case let (best?, count?) = (freq.max { $0.value < $1.value }?.key, freq.values.max()) { print(best, count, count / 2) }
            func locate(_ s: String) -> (slot: Int, bin: String)? { (8, "b") }
            let qtys: [Int?] = [nil, 212]
            if case let (q?, b?) = (qtys[1], locate("x")) { print(q / 100, b.slot / 3) }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            4 3 [3, 4] 3
            4
            3 4
            3
            5 3 4
            3
            6
            4 4
            3 7
            1 48 [48, 49, 49]
            62 150
            coin 9 4
            2 2

            """)
    }

    /// At the REPL (and across a host's runs) a variable's declared Int holds for later entries.
    @Test func aDeclaredIntHoldsForLaterEntries() throws {
        let geo = Interpreter()
        try geo.run("var n: Int = 9\n")
        #expect(try geo.evaluate("n / 2").isIdentical(to: .number(4)))
        try geo.run("n /= 2\n")
        #expect(try geo.evaluate("n").isIdentical(to: .number(4)))
        // A function's `-> Int?` and its parameters' function types too, and inside an
        // interpolation.
        try geo.run("func f(_ k: Int) -> Int? { k }\nfunc apply(_ g: (Int) -> Int, _ x: Int) -> Int { g(x) }\n")
        #expect(try geo.evaluate("f(7)! / 2").isIdentical(to: .number(3)))
        #expect(try geo.evaluate("apply({ $0 / 2 }, 7)").isIdentical(to: .number(3)))
        #expect(try geo.evaluate("\"\\(f(9)! / 2) \\(apply({ $0 / 2 }, 9))\"").isIdentical(to: .string("4 4")))
    }

    /// A `map` or `compactMap` whose closure gives Ints is a list of Ints whatever it maps over
    /// — a string literal's characters too (`"7391".compactMap { $0.wholeNumberValue }`: a
    /// digit sum, a Luhn check), as Swift infers it from the closure; a closure of Doubles, or
    /// of an untyped element's count, keeps geo's Numbers.
    @Test func aMapOfIntsIsOfIntsWhateverItMaps() {
        let (output, error, _) = langRun("""
            let ds = "7391".compactMap { $0.wholeNumberValue }
            print(ds.reduce(0, +) / ds.count, ds.map { $0 / 2 }, ds[0] / 2)
            for d in ds where d > 5 { print(d / 2) }
            print("7ab".compactMap { $0.wholeNumberValue }.reduce(0, +) / 2)
            print([1.5, 2.5].map { $0 * 3 }[0] / 2, ["a", "bcd"].map { $0.count }[1] / 2)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "5 [3, 1, 4, 0] 3\n3\n4\n3\n2.25 1.5\n")
    }

    /// A division in an argument Swift types as Int — a count or a position — is Swift's Int
    /// division: geo's fraction there was refused by every one of them, so nothing that ran
    /// before changes. A typed String's distance(from:to:) is an Int, as its count.
    @Test func anIntParametersArgumentDividesAsSwift() {
        let (output, error, _) = langRun("""
            let s = "hello"
            print(s[s.index(s.startIndex, offsetBy: s.count / 2)], s.prefix(s.count / 2), s.dropLast(7 / 2))
            print(String(repeating: "ab", count: 5 / 2), Array(repeating: 0, count: 7 / 2), [1, 2, 3, 4, 5].suffix(5 / 2))
            var xs = [1, 2, 3, 4]
            xs.insert(9, at: xs.count / 3)
            xs.remove(at: 5 / 2)
            xs.swapAt(0, 7 / 2)
            let t: String = "hello!"
            print(xs, t.distance(from: t.startIndex, to: 5) / 2, (5 / 2))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "l he he\nabab [0, 0, 0] [4, 5]\n[4, 9, 3, 1] 2 2.5\n")
    }

    /// A closure's parameters take their Int shapes from the function type it is given to —
    /// also a trailing closure without parentheses, a parameter type marked `@escaping`, and a
    /// variable declared `((Int) -> Int)!` or `((Int) -> Int)?` (the memoized recursion's).
    @Test func aFunctionTypeInParenthesesOrMarkedStillTypesItsClosure() {
        let (output, error, _) = langRun("""
            func apply(_ f: (Int) -> Int) -> Int { return f(7) }
            func later(_ n: Int, _ f: @escaping (Int) -> Int) -> Int { return f(n) }
            print(apply { $0 / 2 }, later(9, { $0 / 2 }), later(9) { $0 / 2 }, [1.5].map { $0 / 2 })
            var memo: [Int: Int] = [:]
            var fib: ((Int) -> Int)!
            fib = { n in
                if let m = memo[n] { return m }
                let r = n < 2 ? n : fib(n - 1) + fib(n - 2)
                memo[n] = r
                return r
            }
            var g: ((Int) -> Int)? = nil
            g = { $0 / 2 }
            print(fib(30) / 1000, g!(7))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 4 4 [0.75]\n832 3\n")
    }
}
