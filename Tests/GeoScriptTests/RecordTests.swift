import Testing
@testable import GeoScript

/// Swift's labelled tuples of other values (`Records`): made by a literal, by a return or a
/// store into a labelled tuple type, read and set by label and by position, taken apart,
/// ordered and printed as Swift's; a dictionary stays a dictionary beside them.
struct RecordTests {
    @Test func labelledTuplesAreSwifts() {
        let (output, error, _) = langRun("""
            func minMax(_ xs: [Int]) -> (min: Int, max: Int) {
                var lo = xs[0], hi = xs[0]
                for x in xs { lo = min(lo, x); hi = max(hi, x) }
                return (lo, hi)
            }
            let r = minMax([3, 1, 9])
            print(r.min, r.max, r.0, r.1, r)
            let (a, b) = r
            var best = (start: 0, length: 1)
            best.length += 4
            best.start = 2
            let copy = best
            best.0 = 7
            print(a, b, best, copy, best.length, type(best))
            let people: [(name: String, age: Int)] = [("ann", 30), ("bob", 25)]
            for p in people.sorted(by: { $0.age < $1.age }) { print(p.name, p.age) }
            for (name, age) in people { print(name, age) }
            var results: [(name: String, score: Int)] = []
            results.append(("ann", 3))
            results.insert(("bob", 5), at: 0)
            results[1].score += 10
            print(results, results.map { $0.score }, results.max { $0.score < $1.score }!.name)
            let t = (name: "a", count: 2, 7)
            print(t.count, t.2, t, t == (name: "a", count: 2, 7), (a: 1, b: 2) < (a: 1, b: 3))
            let (q, rest) = 17.quotientAndRemainder(dividingBy: 5)
            print(q, rest, (-17).quotientAndRemainder(dividingBy: 5), 17.quotientAndRemainder(dividingBy: 5).quotient)
            let d = ["count": 5]
            print(d.count, d["count"]!, (x: 1, y: 2), (width: 3, height: 4) == Size(3, 4))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            1 9 1 9 (min: 1, max: 9)
            1 9 (start: 7, length: 5) (start: 2, length: 5) 5 Tuple
            bob 25
            ann 30
            ann 30
            bob 25
            [(name: "bob", score: 5), (name: "ann", score: 13)] [5, 13] ann
            2 7 (name: "a", count: 2, 7) true true
            3 2 (quotient: -3, remainder: -2) 3
            1 5 (1, 2) true

            """, "\(output)")
    }

    @Test(arguments: [
        ("let r = (lo: 1, high: 2)\nprint(r.hihg)", "test.geo:2:9: error: no member 'hihg' on Tuple; did you mean 'high'?"),
        ("var r = (lo: 1, hi: 2)\nr.mid = 3", "test.geo:2:3: error: no member 'mid' on Tuple"),
        ("let r = (lo: 1, hi: 2)\nlet (a, b, c) = r", "test.geo:2:5: error: cannot take a tuple (lo:hi:) apart into 3 values"),
        ("var r = (lo: 1, hi: 2)\nr.lo += \"x\"", "test.geo:2:1: error: cannot apply '+' to a Number (1) and a String (\"x\")"),
        ("let r = (lo: 1, lo: 2)", "test.geo:1:17: error: a tuple cannot have the label 'lo' twice"),
        ("print((a: 1, b: 2) < (a: 1, b: \"x\"))", "test.geo:1:7: error: cannot compare a Number (2) and a String (\"x\") with '<'"),
        ("let d = [\"a\": 1]\nprint(d.nope)", "test.geo:2:9: error: no member 'nope' on Dictionary"),
        ("var d = [\"a\": 1]\nd.nope = 3", "test.geo:2:3: error: no member 'nope' on Dictionary"),
        ("print(Dictionary(tupleLabels: [\"a\"], parts: [1]))", "test.geo:1:7: error: a labelled tuple takes two parts or more, one for each label, each label once"),
        ("print(7.quotientAndRemainder(dividingBy: 0))", "test.geo:1:7: error: quotientAndRemainder(dividingBy: 0): a division by zero, which Swift traps"),
        // A part that is no function, or called with labels, named as a method some kind has.
        ("let t = (count: 3, name: \"x\")\nprint(t.count())", "test.geo:2:9: error: 'count' is a part of this tuple holding a Number (3), not a function; drop the parentheses"),
        ("let s = (push: { 1 }, count: { (x: Int) in x })\nprint(s.count(x: 2))", "test.geo:2:18: error: a tuple's function part takes no argument labels: 'x:'"),
        // A property (no kind's method) called as a method: said where its name is.
        ("print([1, 2].value())", "test.geo:1:14: error: 'value' is a property, not a method; drop the parentheses"),
        ("let v = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))\nprint(v.frame())",
         "test.geo:2:9: error: 'frame' is a property of View, not a method; drop the parentheses"),
    ])
    func mistakesAreLocated(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }

    /// A value stored where the type is a labelled tuple's gets the labels, as Swift converts
    /// it: an element of a list of them, a dictionary's value, a variable set from another
    /// (unlabelled) tuple or a call's, a declaration with the type.
    @Test func storesGiveTheDeclaredLabels() {
        let (output, error, _) = langRun("""
            var cart: [(name: String, qty: Int)] = [("pen", 3)]
            cart[0] = ("mug", 2)
            var d: [String: (count: Int, loc: String)] = [:]
            d["x"] = (5, "A")
            var best = (name: "", score: 0)
            let r = ("b", 9)
            best = r
            let b2: (name: String, score: Int) = r
            func pick() -> (String, Int) { ("z", 1) }
            var b3 = best
            b3 = pick()
            print(cart[0].name, d["x"]!.loc, best.score, b2.name, b3)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "mug A 9 b (name: \"z\", score: 1)\n")
    }

    /// A tuple appended to (or inserted into) a list that lies in a container whose type gives
    /// its elements labels — a dictionary's value through `[k, default: []]`, `!` or `?.`, a
    /// list of lists' row — gets the labels, as Swift converts it (they were lost: `.book` was
    /// "no member 'book' on List" far from the append).
    @Test func appendsIntoNestedListsGiveTheDeclaredLabels() {
        let (output, error, _) = langRun("""
            var d: [String: [(book: String, due: Int)]] = [:]
            d["ann", default: []].append(("B1", 14))
            d["ann"]!.append(("B2", 3))
            d["bo"] = []
            d["bo"]?.append(("B3", 1))
            var rows: [[(ch: String, n: Int)]] = [[]]
            rows[0].append(("a", 2))
            rows[0].insert(("b", 3), at: 0)
            print(d["ann"]![0].book, d["ann"]![1].due, d["bo"]![0].book, rows[0][0].ch, rows[0][1].n)
            var counts: [String: Int] = [:]
            counts["x", default: 0] += 7
            print(counts["x", default: 0] / 2)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "B1 3 B3 b 2\n3\n")
    }

    /// A tuple where the code around says a labelled tuple type gets its labels, as Swift
    /// converts it: the default of `??` after a dictionary's entry or `first(where:)` of
    /// labelled tuples, each side of a `?:` in a declaration of the type, a closure's
    /// `-> (name: String, n: Int) in`, and a closure where a function type giving one is
    /// declared (a `let`'s type, a function's `-> () -> Row`). Each was "no member 'won' on
    /// List" at the first part read.
    @Test func tuplesTakeTheLabelsTheirPlaceGives() {
        let (output, error, _) = langRun("""
            typealias Row = (won: Int, lost: Int, name: String)
            var table: [String: Row] = [:]
            var row = table["x"] ?? (0, 0, "x")
            row.won += 1
            table["x"] = table["x"] ?? (5, 0, "x")
            let typed: Row = table["y"] ?? (0, 2, "y")
            let rows: [Row] = [("a", 1, "t")].map { _ in (1, 1, "a") }
            let found = rows.first(where: { $0.won > 5 }) ?? (0, 0, "none")
            let flag = true
            let r: Row = flag ? (3, 4, "t") : (5, 6, "f")
            print(row, table["x"]!.won, typed.lost, found.name, r.name)
            func lookup(_ k: String) -> Row { table[k] ?? (0, 0, k) }
            print(lookup("q").name)
            let xs = ["a", "bb"].map { s -> (name: String, n: Int) in
                return (s, s.count)
            }
            let f: () -> (hits: Int, misses: Int) = { (1, 2) }
            func make() -> (Int) -> Row { return { n in (n, n, "m") } }
            func stats() -> () -> (hits: Int, misses: Int) {
                let h = 3
                return { (h, 4) }
            }
            let half = { (a: Int) -> Int in a / 2 }
            print(xs[1].name, xs[1].n, f().hits, make()(4).lost, stats()().misses, half(7))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(won: 1, lost: 0, name: \"x\") 5 2 none t\nq\nbb 2 1 4 4 3\n")
    }

    /// A list of labelled tuples made by `map`, `compactMap` or `flatMap` in a function's
    /// return, by `Array(repeating:count:)` (rows of rows too), or stored into a nested
    /// element, gets the declared labels (each was "no member 'col' on Point/List").
    @Test func listsOfLabelledTuplesMadeByMapOrRepeating() {
        let (output, error, _) = langRun("""
            func pairs(_ n: Int) -> [(row: Int, col: Int)] {
                return (0..<n).map { ($0, $0 * 2) }
            }
            func top(_ d: [String: Int]) -> [(word: String, n: Int)] {
                d.sorted { $0.value > $1.value }.map { ($0.key, $0.value) }
            }
            func cells(_ rows: [String]) -> [(r: Int, c: Int)] {
                rows.enumerated().flatMap { r, line in
                    line.enumerated().compactMap { c, ch in ch == "#" ? (r, c) : nil }
                }
            }
            print(pairs(2).map { $0.col }, top(["x": 1, "y": 2]).map { $0.word }, cells(["#.", "##"]).map { $0.r * 10 + $0.c })
            var row: [(ch: String, seen: Bool)] = Array(repeating: (".", false), count: 2)
            var board: [[(ch: String, seen: Bool)]] = Array(repeating: Array(repeating: (".", false), count: 2), count: 2)
            board[0][1] = ("#", true)
            row[1] = ("x", true)
            var g: [[Int]] = [[0, 0], [0, 0]]
            let w = 7
            g[1][1] = w / 2
            print(row[0].ch, row[1].seen, board[1][1].seen, board[0][1].ch, g)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[0, 2] [\"y\", \"x\"] [0, 10, 11]\n. true false # [[0, 0], [0, 3]]\n")
    }

    /// An object made of closures whose parts are named as methods some kind has (`count`,
    /// `contains`, `min`, `sorted`: a dictionary's among them, as records and dictionaries
    /// share a kind): called as Swift calls a tuple's part, at a site that also meets a
    /// dictionary, whose methods it keeps.
    @Test func aPartNamedAsAMethodIsCalled() {
        let (output, error, _) = langRun("""
            func makeStack() -> (push: (Int) -> Void, count: () -> Int, contains: (Int) -> Bool, min: () -> Int?, sorted: () -> [Int]) {
                var items: [Int] = []
                return (push: { items.append($0) }, count: { items.count }, contains: { items.contains($0) },
                        min: { items.min() }, sorted: { items.sorted() })
            }
            let s = makeStack()
            s.push(3)
            s.push(1)
            print(s.count(), s.contains(3), s.contains(7), s.min()!, s.sorted())
            let objs = [s, makeStack()]
            objs[1].push(9)
            for o in objs { print(o.count(), o.min()!) }
            let d = ["b": 3, "a": 1]
            print(d.count, d.contains { $0.value == 3 }, d.min { $0.value < $1.value }!.key)
            var kept = [2, 1]
            let k = (push: { kept.append($0) }, sorted: { (f: (Int, Int) -> Bool) in kept.sorted(by: f) })
            for o in [k, d] as [Any] { print(o.sorted { "\\($0)" > "\\($1)" }) }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "2 true false 1 [1, 3]\n2 1\n1 9\n2 true a\n[2, 1]\n[[\"b\", 3], [\"a\", 1]]\n")
    }

    /// A part holding a closure named as some kind's property but no kind's method (`value`,
    /// a String's and a dictionary entry's): called as Swift calls it, on a record held
    /// anywhere.
    @Test func aPartNamedAsAPropertyIsCalled() {
        let (output, error, _) = langRun("""
            var n = 0
            let counter = (increment: { n += 1 }, value: { n })
            counter.increment()
            counter.increment()
            let allowed = ["a": counter]
            allowed["a"]!.increment()
            print(counter.value(), allowed["a"]!.value(), [counter][0].value())
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 3 3\n")
    }
}

/// A labelled tuple literal's record (path `recordLiteral`) is a value as any: copied on
/// write, its parts set by label and position, a part that fails leaving nothing behind.
struct RecordLiteralTests {
    @Test func aLiteralsRecordIsAValue() {
        let (output, error, _) = langRun("""
            func lot(_ q: Int, _ c: Int) -> (qty: Int, cost: Int) { (qty: q, cost: c) }
            var a = lot(1, 2)
            var b = a
            b.qty += 10
            a.1 = 7
            var xs = [a, b, lot(3, 4)]
            xs[2].cost -= 1
            let c = xs[2]
            xs[2].qty = 0
            print(a, b, c, xs.map { $0.qty }, a == (qty: 1, cost: 7), xs.sorted { $0.cost < $1.cost }.map { $0.cost })
            var t = (name: "x", n: 0)
            for i in 0..<5 { t = (name: t.name + "y", n: t.n + i) }
            print(t, t.0, t.name.count)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(qty: 1, cost: 7) (qty: 11, cost: 2) (qty: 3, cost: 3) [1, 11, 0] true [2, 3, 7]\n(name: \"xyyyyy\", n: 10) xyyyyy 6\n")
        // A list part changed where it lies (`Records.modify`), each holder's copy its own.
        let (changed, failure, _) = langRun("""
            var a = (n: 1, xs: [1])
            var b = a
            b.xs.append(2)
            var rs = [a, b]
            rs[0].xs.append(9)
            let c = rs[0]
            rs[0].xs.removeLast()
            var d = ["k": (n: 0, xs: [Int]())]
            d["k"]!.xs.append(5)
            for i in 0..<3 { a.xs.append(i) }
            print(a, b, c, rs, d)
            """)
        #expect(failure == nil, "\(String(describing: failure))")
        #expect(changed == "(n: 1, xs: [1, 0, 1, 2]) (n: 1, xs: [1, 2]) (n: 1, xs: [1, 9]) [(n: 1, xs: [1]), (n: 1, xs: [1, 2])] [\"k\": (n: 0, xs: [5])]\n")
        // A part whose code fails: the error is the part's, located at it.
        #expect(langFirstErrorLine("let r = (a: 1, b: [1][5])") == "test.geo:1:23: error: index 5 is out of range: the list has 1 element (valid indices 0..<1)")
    }
}
