import Testing
@testable import GeoScript

/// Ordinary Swift that an independent probe wrote (session of 2026-12-05) and geo refused or
/// printed otherwise: each program here is valid Swift, and its expected output is what
/// swiftc's build of it printed.
struct SwiftProgramsTests {
    /// Labelled tuple types given to parameters, `as` and `+=`; `t.0.1`; strings printed in a
    /// collection as Swift escapes them; the standard library's `max` of Strings, a list's
    /// `split`, `removeAll(keepingCapacity:)`, `suffix(from:)`, `prefix(upTo:)`,
    /// `prefix(through:)`, a dictionary's and a set's `description`; a backquoted name; a
    /// range of elements assigned, replaced and removed.
    @Test func swiftProgramPrintsWhatSwiftcPrints() {
        let source = #"""
            typealias Interval = (start: Int, end: Int)
            func len(_ iv: Interval) -> Int { return iv.end - iv.start }
            print(len((3, 10)))
            func shifted(_ iv: (start: Int, end: Int), by d: Int) -> Interval { (iv.start + d, iv.end + d) }
            let raw = (2, 9)
            print(shifted(raw, by: 1))
            print(len((start: 1, end: 4)))
            let xs = [(1, 2), (3, 4)] as [Interval]
            print(xs.map { $0.end })
            let y = (1, 2) as (start: Int, end: Int)
            print(y.end, y)
            var ivs: [Interval] = []
            ivs += [(5, 6)]
            ivs.append((7, 9))
            print(ivs[0].end, ivs)
            let t = ((1, 2), 3)
            print(t.0.1, t.0.0 + t.1)
            print(["uni\u{0}null", "bell\u{7}", "del\u{7F}", "it's", "tab\t"])
            print(max("pear", "apple"), min("pear", "apple", "fig"))
            print([1, 0, 2, 0, 0, 3].split(separator: 0).map(Array.init))
            print([1, 2, 3, 4, 5].split(whereSeparator: { $0 % 2 == 0 }).map(Array.init))
            var a = [1, 2]; a.removeAll(keepingCapacity: true); print(a, a.isEmpty)
            var str = "abc"; str.removeAll(); print(str.isEmpty)
            print(Array([1, 2, 3].suffix(from: 1)), Array([1, 2, 3].prefix(upTo: 2)), Array([1, 2, 3].prefix(through: 1)))
            print(["a": 1].description, Set([1]).description)
            func `and`(_ p: Bool, _ q: Bool) -> Bool { p && q }
            print(`and`(true, false))
            var arr = [1, 2, 3, 4]
            arr[1...2] = [7, 8, 9]
            print(arr)
            arr[0..<2] = []
            print(arr)
            arr.replaceSubrange(0..<1, with: [0, 0])
            print(arr)
            arr.removeSubrange(1...2)
            print(arr)
            """#
        let expected = #"""
            7
            (start: 3, end: 10)
            3
            [2, 4]
            2 (start: 1, end: 2)
            6 [(start: 5, end: 6), (start: 7, end: 9)]
            2 4
            ["uni\0null", "bell\u{07}", "del\u{7F}", "it\'s", "tab\t"]
            pear apple
            [[1], [2], [3]]
            [[1], [3], [5]]
            [] true
            true
            [2, 3] [1, 2] [1, 2]
            ["a": 1] [1]
            false
            [1, 7, 8, 9, 4]
            [8, 9, 4]
            [0, 0, 9, 4]
            [0, 4]
            """# + "\n"
        let run = langRun(source)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == expected)
    }

    /// A third probe's programs (session of 2026-12-05): Foundation's CharacterSet in
    /// `components(separatedBy:)` and `trimmingCharacters(in:)`, an Optional's `map` on a
    /// function's `-> String?` result and on a dictionary's entry in a variable, a pattern's
    /// own `where`, tuples in tuple patterns, `reduce` into a labelled tuple, a brace on its own
    /// line, String's `removeLast`/`removeFirst`/`removeAll(where:)`/`count(where:)`/
    /// `firstIndex(of:)`, `insert(contentsOf:at:)`, `xs[...]`, `signum()`.
    @Test func moreSwiftPrintsWhatSwiftcPrints() {
        let source = #"""
            import Foundation
            let text = "l1\nl2\r\nl3"
            print(text.components(separatedBy: .newlines))
            print("one two\tthree".components(separatedBy: .whitespaces))
            print("a1b22c".components(separatedBy: .decimalDigits))
            print("a,b;c".components(separatedBy: CharacterSet(charactersIn: ",;")))
            print("--x--".trimmingCharacters(in: CharacterSet(charactersIn: "-")), "!?hi.".trimmingCharacters(in: .punctuationCharacters))
            func nickname(_ name: String) -> String? {
                return name == "Robert" ? "Bob" : nil
            }
            print(nickname("Robert").map { $0.uppercased() } ?? "none", nickname("Ann").map { $0.count } ?? 0)
            let ages = ["ann": "31"]
            let found = ages["ann"]
            print(found.map { $0 + " years" } ?? "unknown")
            for verb in ["go", "walk", "run"] {
                switch verb {
                case "go", "walk" where verb.count > 2:
                    print(verb, "first")
                case "run" where verb.isEmpty, "run":
                    print(verb, "second")
                default:
                    print(verb, "default")
                }
            }
            let names = ["ann", "bob"]
            let scores = [70, 95]
            for (i, (name, score)) in zip(names, scores).enumerated() {
                print(i, name, score)
            }
            let (a, (b, c)) = (1, (2, 3))
            print(a + b + c)
            let stats = [3, 9, 4].reduce((sum: 0, count: 0)) { acc, x in
                (acc.sum + x, acc.count + 1)
            }
            print(stats.sum, stats.count)
            func square(_ x: Int) -> Int
            {
                return x * x
            }
            for i in 1...2
            {
                print(square(i))
            }
            var csv = "1,2,3,"
            csv.removeLast()
            var word = "xhello"
            let x = word.removeFirst()
            var s = "banana"
            s.removeAll(where: { $0 == "a" })
            print(csv, word, x, s, "banana".count(where: { $0 == "a" }))
            let line = "key: value"
            print(line.firstIndex(of: ":") != nil, line.lastIndex(of: "z") == nil)
            var nums = [1, 4]
            nums.insert(contentsOf: [2, 3], at: 1)
            print(nums, Array(nums[...]), (-7).signum(), 0.signum(), 5.signum())
            """#
        let expected = #"""
            ["l1", "l2", "", "l3"]
            ["one", "two", "three"]
            ["a", "b", "", "c"]
            ["a", "b", "c"]
            x hi
            BOB 0
            31 years
            go first
            walk first
            run second
            0 ann 70
            1 bob 95
            6
            16 3
            1
            4
            1,2,3 hello x bnn 3
            true true
            [1, 2, 3, 4] [1, 2, 3, 4] -1 0 1
            """# + "\n"
        let run = langRun(source)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == expected)
    }

    /// Tuple patterns after `if case`, `guard case` and `while case`, as a switch's case reads
    /// them: parts tested, names bound, the value computed once before the pattern.
    @Test func tuplePatternsInConditions() {
        let run = langRun(#"""
            let point = (9, 2)
            if case (let x, 2) = point { print("on row 2 at", x) }
            if case let (x, y) = point, x > y { print(x, ">", y) }
            if case (let a, 5) = point { print("no", a) } else { print("else") }
            func size() -> (Int, Int) { print("once"); return (3, 4) }
            guard case let (w, h) = size(), w < h else { fatalError() }
            print(w + h)
            for q in [(1, 0), (2, 1), (3, 0)] { if case (let u, 0) = q { print("u", u) } }
            var n = 0
            while case (let k, 9) = (n, 9), k < 2 { n += 1 }
            print(n)
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == "on row 2 at 9\n9 > 2\nelse\nonce\n7\nu 1\nu 3\n2\n")
    }

    /// From oracle round 12 (each printed something else, silently): an unlabelled argument
    /// fills a `_` parameter only, leaving out a labelled one with a default before it; the
    /// names a pattern binds have their Int shape in its own `where` and in the condition
    /// list after them, not only in the body; `as [(String, Int)]` is a list of pairs.
    @Test func placementShapesAndTupleCasts() {
        let run = langRun(#"""
            func g(_ a: Int, scale: Int = 10, _ b: Int = 1) -> Int { a * scale + b }
            print(g(1, 2), g(1), g(1, scale: 3), g(1, scale: 3, 4))
            func mk(_ op: String, n: Int = 0, name: String = "", _ a: Int = -1, _ b: Int = -1) -> String { "\(op) \(n) \(name) \(a) \(b)" }
            print(mk("add", 3, 4), mk("sub", name: "x", 3))
            let n: Int = 4; let xs: [Int] = [9, 10, 11]
            for x in xs where x / n == 2 { print("for-where", x) }
            for i in 0..<12 where i / n == 2 { print("range-where", i) }
            if let z = xs.last, z / n == 2 { print("if-let clause", z) }
            switch xs[0] { case let y where y / n == 2: print("case-where", y)
            default: print("case-where missed") }
            for (i, x) in xs.enumerated() where x / n == 2 && i / 2 == 0 { print("enumerated", i, x) }
            guard let q = xs.last, q / n == 2 else { fatalError() }
            let pairs = [("a", 1), ("b", 2)] as [(String, Int)]
            print(pairs.map { $0.0 + String($0.1) }, (1, 2, 3) as (Int, Int, Int))
            let any: Any = ("x", 3)
            if let t = any as? (String, Int) { print(t.0, t.1) }
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == """
            12 11 4 7
            add 0  3 4 sub 0 x 3 -1
            for-where 9
            for-where 10
            for-where 11
            range-where 8
            range-where 9
            range-where 10
            range-where 11
            if-let clause 11
            case-where 9
            enumerated 0 9
            enumerated 1 10
            ["a1", "b2"] [1, 2, 3]
            x 3

            """)
    }

    /// From oracle round 13 (swiftc's output): `for case` with a tuple pattern, debugPrint
    /// and debugDescription, a count beside an Int divides as Ints, a trailing closure inside
    /// parentheses of a loop's or an if's header, a dictionary of labelled tuples made empty
    /// by `[K: (…)]()`, and a `default:` given the value type's labels.
    @Test func roundThirteenPrintsWhatSwiftcPrints() {
        let run = langRun(#"""
            let pairs = [(1, "a"), (2, "b"), (3, "a")]
            for case (let n, "a") in pairs { print("a at", n) }
            for case (let n, let s) in pairs where n > 1 { print(n, s) }
            for case (0, let y) in [(0, 0), (1, 2), (0, 5)] { print("y", y) }
            debugPrint("tab\there \"q\"", 1, ["x"])
            print(String(reflecting: "q"), "hi".debugDescription, [1, 2].debugDescription)
            let n: Int = 4
            let words = ["MAP", "RIVER", "ANTELOPE", "I"]
            for w in words {
                switch w.count / n {
                case 0: print(w, "tiny")
                case 1: print(w, "mid")
                default: print(w, "big")
                }
            }
            let xs = [1, 2, 2, 3]
            for x in Set(xs.map { $0 * 10 }).sorted() { print(x) }
            if max(0, xs.filter { $0 > 1 }.count) == 3 { print("three over one") }
            var totals = [String: (points: Int, wins: Int)]()
            totals["red", default: (0, 0)].points += 5
            totals["red", default: (0, 0)].wins += 1
            totals["blue"] = (2, 0)
            for k in totals.keys.sorted() { print(k, totals[k]!.points, totals[k]!.wins) }
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == #"""
            a at 1
            a at 3
            2 b
            3 a
            y 0
            y 5
            "tab\there \"q\"" 1 ["x"]
            "q" "hi" [1, 2]
            MAP tiny
            RIVER mid
            ANTELOPE big
            I tiny
            10
            20
            30
            three over one
            blue 2 0
            red 5 1

            """#)
    }

    /// Swift's optional patterns in tuple patterns and after `for case let`: `value?` (the
    /// part, when it is not nil), `_?` (any value but nil), in a loop, a switch and `if case`
    /// (swiftc's output).
    @Test func optionalPatternsInLoopsSwitchesAndConditions() {
        let run = langRun(#"""
            let results: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 3)]
            for case let (name, value?) in results { print(name, value) }
            for case (let name, let value?) in results where value > 1 { print("big", name, value) }
            let x: Int? = 5
            if case _? = x { print("has") }
            let pairs: [(String?, String?)] = [("a", nil), (nil, "b"), ("c", "d")]
            for p in pairs {
                switch p {
                case (_?, nil): print("first only")
                case (nil, _?): print("second only")
                default: print("both or none")
                }
            }
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == #"""
            a 1
            c 3
            big c 3
            has
            first only
            second only
            both or none

            """#)
    }

    /// A tuple of Swift Optionals holds a nil (round 13's semver): `(Int(major), Int(minor))`,
    /// `(s.firstIndex(of: "="), …)`, `(1, nil)` of an `(Int?, Int?)`, and a tuple pattern's
    /// name binds a nil part (`if case let (a, b) = (1, Int("q"))` matches) — swiftc's output.
    @Test func tuplesOfOptionalsHoldNil() {
        let run = langRun(#"""
            func parse(_ v: String) -> String {
                let parts = v.split(separator: ".").map(String.init)
                let major = parts.count > 0 ? parts[0] : "", minor = parts.count > 1 ? parts[1] : ""
                switch (Int(major), Int(minor)) {
                case (let a?, let b?): return "v\(a).\(b)"
                case (let a?, nil): return "v\(a) only"
                default: return "bad"
                }
            }
            print(parse("1.2"), parse("3"), parse("x.1"))
            let pair = (Int("4"), Int("z"))
            print(pair.0 ?? -1, pair.1 ?? -1)
            let t: (Int?, Int?) = (1, nil)
            if case (let x?, nil) = t { print("x", x) }
            let s = "key=value"
            let found = (s.firstIndex(of: "="), s.firstIndex(of: "#"))
            if case let (eq?, hash) = found { print(s.distance(from: s.startIndex, to: eq), hash == nil) }
            if case let (a, b) = (1, Int("q")) { print("declared", a, b == nil) }
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == #"""
            v1.2 v3 only bad
            4 -1
            x 1
            3 true
            declared 1 true

            """#)
    }

    /// A slice changed in place (round 13's combos): `a[1...].reverse()`, `b[1..<4].sort()`,
    /// `sort(by:)` change the variable's range — swiftc's output.
    @Test func aSliceChangedInPlace() {
        let run = langRun(#"""
            var a = [1, 4, 3, 2]
            a[1...].reverse()
            print(a)
            var b = [5, 4, 3, 2, 1]
            b[1..<4].sort()
            print(b)
            var c = [9, 1, 8, 2, 7]
            let lo = 1
            c[lo...3].sort(by: >)
            print(c)
            var d = Array("hello")
            d[0..<2].reverse()
            print(String(d))
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == #"""
            [1, 2, 3, 4]
            [5, 2, 3, 4, 1]
            [9, 8, 2, 1, 7]
            ehllo

            """#)
    }

    /// `for i in 1... { … }` (Swift's `PartialRangeFrom`) counts on until the loop leaves it,
    /// with `where` and labels too — swiftc's output.
    @Test func aLoopOverARangeWithNoEnd() {
        let run = langRun(#"""
            var found = 0
            for n in 10... where n % 7 == 0 && n % 5 == 0 {
                found = n
                break
            }
            print(found)
            outer: for a in 1... {
                for b in a... {
                    if a * b > 30 { print(a, b); break outer }
                    if b > a + 2 { break }
                }
            }
            func firstSquareOver(_ limit: Int) -> Int {
                for i in 1... where i * i > limit { return i }
                return -1
            }
            print(firstSquareOver(50))
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == "35\n5 7\n8\n")
        // Elsewhere `a...` still needs its other bound or a subscript.
        #expect(langRun("let r = 2...\nprint(r)").error != nil)
    }

    /// A name declared from an integer literal becomes an Int where an Int is stored into it or
    /// added to it, as Swift typed it (round 13's numparse printed "$3200.82.82") — swiftc's
    /// output, but for the last line: with no such store a name keeps geo's Numbers (Swift: 3).
    @Test func aNameAnIntIsStoredIntoDividesAsAnInt() {
        let run = langRun(#"""
            func digit(_ c: Character) -> Int? { c.wholeNumberValue }
            var sum = 0
            for c in "320082" { if let d = digit(c) { sum += d } }
            print(sum / 4, sum % 4)
            var cents = 0
            let parts: [Int] = [1999, 1201, 5]
            for p in parts { cents += p }
            print("$\(cents / 100).\(cents % 100)")
            var total = 0
            [3, 4, 10].forEach { (x: Int) in total += x }
            print(total / 2)
            var best = 0
            let scores: [String: Int] = ["a": 7, "b": 9]
            for (_, s) in scores where s > best { best = s }
            print(best / 2)
            var half = 7
            half += 0
            print(half / 2)
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == "3 3\n$32.5\n8\n4\n3.5\n")
    }

    /// Swift's in-place `round()`, `round(_:)` and `negate()` change the Number where it lies
    /// (round 14's layout code: `x.round()` was "no member 'round'") — swiftc's output.
    @Test func numbersRoundedAndNegatedInPlace() {
        let run = langRun(#"""
            var x = -3.7
            x.round()
            var y = 2.5
            y.round(.toNearestOrEven)
            var w = 4.0
            w.negate()
            var xs = [1.5, 2.25]
            xs[1].round(.up)
            print(x, y, w, xs)
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == "-4 2 -4 [1.5, 3]\n")
        #expect(langRun("let c = 3.7\nc.round()").error?.message.contains("'let' constant") == true)
    }

    /// Round 14's silent wrong answers: Ints lost where a value crossed a closure or a type —
    /// a closure taking a tuple apart (`{ i, x in }`, `$0`/`$1` of `zip` pairs), `reduce(0)`'s
    /// running value over untyped elements, Optional's `map`, `compactMapValues`, an `Int?`
    /// part before others in a labelled tuple type, `map(\.count)` and `map(String.init)`, a
    /// closure in a tuple of a `[(String, (Int) -> Int)]`.
    /// Each line is swiftc's.
    @Test func intsThatCrossAClosureOrATupleType() {
        let run = langRun(#"""
            let t: [Int] = [9, 4, 7]
            print(t.enumerated().map { i, x in (i + x) / 2 })
            let d: [String: Int] = ["a": 7, "b": 9]
            print(d.map { k, v in v / 2 }.sorted())
            let pairs: [(Int, Int)] = [(7, 9), (5, 3)]
            print(pairs.map { a, b in a / 2 }, pairs.map { $0 / 2 + $1 })
            print(zip(t, t.dropFirst()).map { ($1 - $0) / 2 })
            print(t.enumerated().map { $0.offset + $0.element })
            print("9875".reduce(0) { $0 + Int(String($1))! } / 4)
            let opt: Int? = 7
            print(opt.map { $0 / 2 } ?? 0)
            print(d.compactMapValues { $0 > 7 ? $0 / 2 : nil }.values.sorted())
            let people: [(name: String, age: Int?, city: String)] = [("a", 30, "x"), ("c", 25, "z")]
            if let a = people[0].age { print(a / 7) }
            let names: [String] = ["ab", "cde", "fgh", "i"]
            let width: Int = 20
            print((width - names.map(\.count).reduce(0, +)) / 3)
            func letters(_ line: String) -> Int {
                line.split(separator: " ").map(String.init).reduce(0) { $0 + $1.count }
            }
            print((width - letters("ab cde fgh i")) / 3)
            let steps: [(String, (Int) -> Int)] = [("half", { $0 / 2 }), ("third", { x in x / 3 })]
            for (name, f) in steps { print(name, f(7)) }
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == """
            [4, 2, 4]
            [3, 4]
            [3, 2] [12, 5]
            [-2, 1]
            [9, 5, 9]
            7
            3
            [4]
            4
            3
            3
            half 3
            third 2

            """)
    }

    /// A list of tuples passed to a parameter of a list of a labelled tuple type gets the
    /// labels (round 14's intervals: "no member 'end' on Point" inside the function); a tuple
    /// literal on one side of `?:` gets the other side's labels (`d?.count` read the pair's
    /// length) — swiftc's output.
    @Test func labelsGivenToListsOfTuplesAndConditionals() {
        let run = langRun(#"""
            typealias Interval = (start: Int, end: Int)
            func total(_ xs: [Interval]) -> Int { xs.reduce(0) { $0 + $1.end - $1.start } }
            print(total([(1, 4), (6, 9)]), total([]))
            let given: [Interval] = [(start: 0, end: 2)]
            print(total(given))
            func names(_ xs: [(name: String, age: Int)]) -> [String] { xs.map { $0.name } }
            print(names([("a", 1), ("b", 2)]))
            func stats(_ n: Int) -> (count: Int, items: [Int])? { n > 0 ? (n, [n]) : nil }
            for n in [0, 5] {
                let d = n > 0 ? stats(n) : (0, [])
                print(d?.count ?? -1)
            }
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == "6 0\n2\n[\"a\", \"b\"]\n0\n5\n")
        // A range with no end elsewhere says where geo reads one.
        let open = langRun("let squares = (1...).lazy.map { $0 * $0 }")
        #expect(open.error?.message.hasPrefix("a range with no end") == true, "\(String(describing: open.error))")
    }

    /// Round 14's refusals of Foundation text code: a named character set's `inverted`, and
    /// bytes back to text (`String(decoding:as: UTF8.self)`, `String(bytes:encoding:)`) —
    /// swiftc's output.
    @Test func invertedCharacterSetsAndBytesToText() {
        let run = langRun(#"""
            import Foundation
            let s = "the cat, the hat; a bat!"
            print(s.components(separatedBy: CharacterSet.letters.inverted).filter { !$0.isEmpty })
            print("  x1y2!! ".trimmingCharacters(in: .alphanumerics.inverted))
            let b: [UInt8] = [104, 195, 169, 108]
            print(String(bytes: b, encoding: .utf8)!, String(decoding: b, as: UTF8.self))
            print(String(decoding: [104, 255, 105], as: UTF8.self), String(bytes: [104, 255], encoding: .utf8) == nil)
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == "[\"the\", \"cat\", \"the\", \"hat\", \"a\", \"bat\"]\nx1y2\nhél hél\nh\u{FFFD}i true\n")
        #expect(langRun("print(String(decoding: [300], as: UTF8.self))").error?.message.contains("from 0 to 255") == true)
    }

    /// A labelled tuple parameter gives a tuple without labels its labels, whatever made it
    /// (a literal, a variable, a function's result); one that has them, or another value, is
    /// passed as it is.
    @Test func aLabelledTupleParameterLabelsWhatItIsGiven() {
        let run = langRun(#"""
            func width(_ r: (lo: Double, hi: Double)) -> Double { r.hi - r.lo }
            func make() -> (Double, Double) { (1, 4) }
            let pair = (2.5, 3)
            print(width((1, 5)), width(pair), width(make()), width((lo: 0, hi: 2)))
            func describe(_ r: (name: String, count: Int, ok: Bool)) -> String { "\(r.name) \(r.count) \(r.ok)" }
            print(describe(("a", 2, true)))
            func first(_ r: (a: Int, b: Int)) -> Int { r.a }
            print(first((a: 7, b: 8)))
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == "4 0.5 3 2\na 2 true\n7\n")
    }

    /// `.zero`, `.null` and `.init(…)` take the type Swift infers from the code around: a
    /// declared list's or dictionary's element type (its literal, `append`, `insert`, `+=`,
    /// an element stored), a variable's type (declared, or inferred from `CGPoint(…)`), a
    /// function's return type (a `return`, an expression body); a closure's return is its own.
    @Test func implicitMembersTakeTheTypeTheCodeAroundSays() {
        let run = langRun(#"""
            var pts: [CGPoint] = []
            pts.append(.init(x: 1, y: 2))
            pts.append(.zero)
            pts.insert(.init(x: 9, y: 9), at: 0)
            var rs = [CGRect]()
            rs.append(.init(x: 0, y: 0, width: 5, height: 5))
            rs += [.zero]
            rs[0] = .init(origin: .zero, size: .init(width: 2, height: 3))
            print(pts, rs)
            let sizes: [String: CGSize] = ["a": .zero, "b": .init(width: 1, height: 2)]
            var more = sizes
            more["c"] = .init(width: 4, height: 4)
            let grid: [[CGPoint]] = [[.zero, .init(x: 1, y: 1)], [.zero]]
            print(more["c"]!, sizes["b"]!, grid, type(of: more["c"]!))
            var p = CGPoint(x: 5, y: 5)
            p = .zero
            let ts: [CGAffineTransform] = [.identity, .init(scaleX: 2, y: 2)]
            print(p, ts[1].a)
            func corner() -> CGPoint { return .zero }
            func unit() -> CGSize { .init(width: 1, height: 1) }
            func marks() -> [CGPoint] { [.zero, .init(x: 1, y: 1)] }
            func box(_ ok: Bool) -> CGRect {
                if !ok { return .null }
                let width = { () -> Int in return 3 }
                return .init(x: 0, y: 0, width: width(), height: 1)
            }
            print(corner(), unit(), marks(), box(false).isNull, box(true))
            """#)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == """
            [(9, 9), (1, 2), (0, 0)] [(0, 0, 2, 3), (0, 0, 0, 0)]
            (4, 4) (1, 2) [[(0, 0), (1, 1)], [(0, 0)]] CGSize
            (0, 0) 2
            (0, 0) (1, 1) [(0, 0), (1, 1)] true (0, 0, 3, 1)

            """)
    }

    @Test(arguments: [
        ("func and(_ a: Bool, _ b: Bool) -> Bool { a && b }", "test.geo:1:6: error: expected a function name after 'func'",
         "'and' is one of geo's words (the same as &&): choose another name, or write it in backquotes, `and`, here and where it is used"),
        ("let not = 1", "test.geo:1:5: error: expected a name after 'let', found 'not'", "`not`"),
        ("func f(for: Int) { }", "test.geo:1:8: error: expected a parameter name, found 'for'", "`for`"),
        ("let `x = 1", "test.geo:1:5: error: expected '`' to end the name `x", ""),
        ("var xs = [1, 2]\nxs[0..<1] += [3]", "test.geo:2:11: error: a range of elements is assigned with '=' only", "xs[a...b] = new"),
        ("let p = (1, 2) as (a: Int, a: Int)", "test.geo:1:35: error: a labelled tuple type labels every part, each with a label of its own: (start: Int, end: Int)", ""),
        ("var total: Int { 3 }", "test.geo:1:16: error: geo has no computed variables", "func total() -> … { … }, then total()"),
        ("var volume: Int = 5 {\n  didSet { print(oldValue) }\n}", "test.geo:1:21: error: geo has no property observers ('didSet')",
         "func setVolume(_ value: …) { let oldValue = volume; volume = value; … }"),
        ("for case (let n, \"a\" in [(1, \"a\")] { print(n) }", "test.geo:1:10: error: expected ')' to end the tuple pattern, found the end of the line", ""),
        ("indirect enum Tree { case leaf(Int) }", "test.geo:1:10: error: geo has no 'enum' declarations", "labelled tuples"),
        ("func area(side: Int) -> Int { side }\nfunc area(w: Int, h: Int) -> Int { w * h }", "test.geo:2:6: error: invalid redeclaration of 'area'",
         "labels and parameter types do not tell two apart"),
        ("print(\"a\".components(separatedBy: .lettrs))", "test.geo:1:35: error: no character set '.lettrs': write .whitespaces, .newlines, .whitespacesAndNewlines, .decimalDigits, .letters, .lowercaseLetters, .uppercaseLetters, .alphanumerics, .punctuationCharacters or .symbols", ""),
        ("let p = (1, 2, 3) as (a: Int, b: Int)", "test.geo:1:19: error: 'as (a: _, b: _)' cannot make a List into a (a: _, b: _)", ""),
    ])
    func mistakesNameWhatToWrite(source: String, firstLine: String, note: String) {
        let error = langRun(source).error
        let text = error?.description ?? ""
        #expect(text.split(separator: "\n").first.map(String.init) == firstLine, "\(text)")
        #expect(note.isEmpty || text.contains(note), "\(text)")
    }
}
