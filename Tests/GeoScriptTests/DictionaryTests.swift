import Testing
@testable import GeoScript

/// Swift's Dictionary in geo (docs/language.md, "Dictionaries"). Whole programs checked
/// against real Swift's output are in Scripts/examples/dictionaries (ScriptSuiteTests).
@Suite struct DictionaryTests {
    func output(_ source: String) -> String {
        let (output, error, _) = langRun(source)
        #expect(error == nil, "\(String(describing: error))")
        return output
    }

    @Test func literalsReadsAndStores() {
        #expect(output("""
            var d: [String: Int] = [:]
            d["a"] = 1
            d["b"] = 2
            print(d, d.count, d["a"], d["zz"], d["zz"] ?? -1, d.isEmpty)
            d["a"] = nil
            print(d, [:], [String: [Int]](), Dictionary<String, Int>(), ["x": [1, 2], "y": []])
            let e = ["one": 1, "two": 2,]
            if let v = e["one"] { print("one is", v) }
            print(e["one", default: 0], e["three", default: 3], e.count)
            """) == """
            ["a": 1, "b": 2] 2 1 nil -1 false
            ["b": 2] [:] [:] [:] ["x": [1, 2], "y": []]
            one is 1
            1 3 2

            """)
    }

    /// The entries grow by `realloc`, which moves them by their bytes: an Entry must stay
    /// bitwise-takable (no weak reference in a Value). A dictionary grown past the allocator's
    /// threshold (a block the kernel moves) keeps every entry, its order, and a copy taken
    /// before the growth keeps its own.
    @Test func entriesGrowInPlaceAndKeepEverything() {
        #expect(_isBitwiseTakable(ValueDictionary.Entry.self))
        #expect(output("""
            var d: [Int: [String]] = [:]
            var names: [String: Int] = [:]
            var early = d
            for i in 0..<60000 {
                d[i * 7] = ["v\\(i)"]
                names["n\\(i)"] = i
                if i == 100 { early = d }
            }
            var sum = 0
            for i in stride(from: 0, to: 60000, by: 997) { sum += d[i * 7]!.count + names["n\\(i)"]! }
            d[7]!.append("more")
            print(d.count, names.count, early.count, sum, d[7]!, early[7]!, d.keys.first!, names.keys.last!)
            """) == """
            60000 60000 101 1824571 ["v1", "more"] ["v1"] 0 n59999

            """)
    }

    /// A key is a Number (0 and -0 one key), a String, a Bool or a View (by identity); the
    /// keys keep their first insertion's order, through removals and the storage's compaction.
    @Test func keysAndTheirOrder() {
        #expect(output("""
            var d = [0: "zero", true: "yes", "s": "string"]
            print(d[-0], d[true], d["s"], d[1], d[false])
            let a = View(frame: .zero), b = View(frame: .zero)
            var byView = [a: 1]
            byView[b] = 2
            print(byView[a], byView[b], byView.count)
            var order: [Int: Int] = [:]
            for i in 0..<100 { order[i] = i * i }
            for i in 0..<95 where i % 7 != 0 { order[i] = nil }
            order[3] = 9
            order[0] = -1
            print(order.keys, order.count)
            """) == """
            zero yes string nil nil
            1 2 2
            [0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91, 95, 96, 97, 98, 99, 3] 20

            """)
    }

    /// Value semantics, as Swift's: a copy changed, in a function or nested in a list, leaves
    /// the original as it was.
    @Test func valueSemantics() {
        #expect(output("""
            var a = ["x": [1]]
            var b = a
            b["x"]!.append(2)
            b["y"] = []
            func changed(_ d: [String: [Int]]) -> [String: [Int]] {
                var c = d
                c["x", default: []].append(3)
                return c
            }
            let c = changed(a)
            var rows = [a, a]
            rows[1]["x"]![0] = 9
            print(a, b, c, rows, a == rows[0], a == b)
            """) == """
            ["x": [1]] ["x": [1, 2], "y": []] ["x": [1, 3]] [["x": [1]], ["x": [9]]] true false

            """)
    }

    /// Swift's ways of changing an entry: `[k, default:]` (the default computed only when the
    /// key is absent), `!` (an error at it when absent), `?.` (nothing when absent), nested.
    @Test func changingEntriesInPlace() {
        #expect(output("""
            var counts: [String: Int] = [:]
            var made = 0
            func zero() -> Int { made += 1; return 0 }
            for w in ["a", "b", "a", "a"] { counts[w, default: zero()] += 1 }
            var groups: [Int: [String]] = [:]
            for w in ["aa", "b", "cc"] { groups[w.count, default: []].append(w) }
            groups[2]?.append("dd")
            groups[5]?.append("never")
            groups[1]!.removeAll()
            var t: [String: [String: Int]] = [:]
            t["n", default: [:]]["w", default: 0] += 5
            t["n", default: [:]]["w", default: 0] += 5
            print(counts, made, groups, t, t["n"]?["w"], t["s"]?["w"])
            """) == """
            ["a": 3, "b": 1] 2 [2: ["aa", "cc", "dd"], 1: []] ["n": ["w": 10]] 10 nil

            """)
        // The default read in the frame of the call that stores (its locals, a recursion's
        // own), a plain value with no closure made per store (`EntryFallback`).
        #expect(output("""
            func tally(_ xs: [String], _ start: Int, _ depth: Int) -> [String: Int] {
                var d: [String: Int] = [:]
                for x in xs { d[x, default: start + depth] += 1 }
                if depth > 0 {
                    let inner = tally(xs, start, depth - 1)
                    d["inner", default: inner["a"]!] += 0
                }
                return d
            }
            print(tally(["a", "b", "a"], 10, 2))
            """) == "[\"a\": 14, \"b\": 13, \"inner\": 13]\n")
    }

    @Test func loopsAndCollectionMethods() {
        #expect(output("""
            let d = ["b": 2, "a": 1, "c": 3]
            var sum = 0
            for (k, v) in d { sum += v }
            for entry in d where entry.key == "a" { print(entry.key, entry.value) }
            print(sum, d.keys.sorted(), d.values.reduce(0, +))
            print(d.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" })
            print(d.map { k, v in k + String(v) }, d.filter { $0.value > 1 }, d.mapValues { $0 * 10 })
            print(d.max(by: { $0.value < $1.value })!.key, d.min(by: { $0.value < $1.value })!.key)
            print(d.contains { $0.value == 3 }, d.first(where: { $0.value == 2 })!.key, d.count(where: { $0.value > 1 }))
            print(d.compactMapValues { $0 > 1 ? $0 : nil }, d.allSatisfy { $0.value > 0 }, Array(d).count)
            for (i, kv) in d.enumerated() where i == 0 { print(i, kv.key) }
            print(Dictionary(grouping: ["apple", "avocado", "banana"], by: { $0.first! }))
            print(Dictionary(uniqueKeysWithValues: zip(["p", "q"], [1, 2])))
            print(Dictionary([["a", 1], ["a", 2], ["b", 5]], uniquingKeysWith: +))
            var m = ["a": 1]
            m.merge(["a": 2, "b": 3]) { $0 + $1 }
            print(m, m.merging(["c": 1]) { old, _ in old })
            print(["x", "y", "x"].reduce(into: [:]) { c, w in c[w, default: 0] += 1 })
            var u = ["k": 1]
            print(u.updateValue(5, forKey: "k"), u.updateValue(6, forKey: "n"), u.removeValue(forKey: "k"), u.removeValue(forKey: "zz"), u)
            u.removeAll()
            print(u, u.isEmpty, u.first)
            """) == """
            a 1
            6 ["a", "b", "c"] 6
            ["a=1", "b=2", "c=3"]
            ["b2", "a1", "c3"] ["b": 2, "c": 3] ["b": 20, "a": 10, "c": 30]
            c a
            true b 2
            ["b": 2, "c": 3] true 3
            0 b
            ["a": ["apple", "avocado"], "b": ["banana"]]
            ["p": 1, "q": 2]
            ["a": 3, "b": 5]
            ["a": 3, "b": 3] ["a": 3, "b": 3, "c": 1]
            ["x": 2, "y": 1]
            1 nil 5 nil ["n": 6]
            [:] true nil

            """)
    }

    @Test func castsAndTypes() {
        #expect(output("""
            let d: [String: Int] = ["a": 1]
            let any: Any = d
            print(type(d), d is [String: Int], d is [String: String], any as? [String: Int], 1 as? [String: Int])
            print(d as? Dictionary<String, Int>, [1: "x"] is [Int: String])
            """) == """
            Dictionary true false ["a": 1] nil
            ["a": 1] true

            """)
    }

    /// Each mistake is an error at its place that says what to do.
    @Test(arguments: [
        ("var d = [\"a\": 1]\nd[(1, 2)] = 3", "test.geo:2:3: error: a dictionary key or a set element must be a Number, a String, a Bool or a View, not a Point (1, 2)"),
        ("var d = [\"a\": 1]\nprint(d[[1]])", "test.geo:2:9: error: a dictionary key or a set element must be a Number, a String, a Bool or a View, not a List of 1 element"),
        ("var d = [1: 2]\nd[nan] = 1", "test.geo:2:3: error: nan cannot be a dictionary key or a set element: nan != nan, so it could never be found again"),
        ("let d = [\"a\": 1]\nd[\"b\"] = 2", "test.geo:2:1: error: cannot change 'd': it is a 'let' constant"),
        ("var d = [\"a\": 1]\nd[\"b\"]! += 1", "test.geo:2:7: error: found nil where '!' expects a value"),
        ("var x = 5\nx[1, default: 0] += 1", "test.geo:2:1: error: a Number (5) has no [key, default: value]; only a dictionary has"),
        ("let d = [\"a\": 1, \"b\": 2, \"a\": 3]", "test.geo:1:9: error: a dictionary literal has the key \"a\" twice"),
        ("let d = [\"a\" 1]", "test.geo:1:14: error: expected ',' or ']' between the list's elements, found number 1"),
        ("let d = [\"a\": 1, \"b\"]", "test.geo:1:21: error: expected ':' after the dictionary's key, found ']'"),
        ("let d = Dictionary(uniqueKeysWithValues: [[1, 2], [1, 3]])", "test.geo:1:9: error: Dictionary(uniqueKeysWithValues:) has the key 1 twice"),
        ("let d = Dictionary(uniqueKeysWithValues: [[1, 2], 3])", "test.geo:1:9: error: element 1 is a Number (3), not a [key, value] pair"),
        ("let p = [1, 2, 3]\nprint(p.key)", "test.geo:2:7: error: no part 'key' on a List of 3 elements: 'key' is a part of a dictionary's entry [key, value]"),
    ] as [(String, String)])
    func mistakesAreLocated(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }

    /// The storage's own hash table against Swift's Dictionary and an array of the insertion
    /// order: random inserts, updates, removals (enough to close holes and rebuild the table
    /// many times, and to grow a small dictionary's entries, searched with no table, into a
    /// table) and lookups, of Number and String keys; copies changed apart.
    @Test func theTableAgreesWithSwiftsDictionary() throws {
        var rng = SystemRandomNumberGenerator()
        for round in 0..<20 {
            var d = ValueDictionary()
            var model: [String: Double] = [:]
            var order: [String] = []
            var snapshot: (ValueDictionary, [String: Double])?
            // (12 keys: the dictionary crosses the size at which it has a table, holes included.)
            let span = [40, 4000, 12][round % 3]
            for step in 0..<3000 {
                let n = Int.random(in: 0..<span, using: &rng)
                let key: Value = n % 3 == 0 ? .number(Double(n)) : .string("k\(n)")
                let name = key.formatted(.standard, quoteStrings: true)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<5:
                    let v = Double(step)
                    let old = try d.updateValue(.number(v), forKey: key)
                    #expect(old?.asNumber == model[name])
                    if model[name] == nil { order.append(name) }
                    model[name] = v
                case 5..<8:
                    let old = d.removeValue(forKey: key)
                    #expect(old?.asNumber == model[name])
                    if model.removeValue(forKey: name) != nil { order.removeAll { $0 == name } }
                default:
                    #expect(d[key]?.asNumber == model[name])
                    #expect(d.contains(key) == (model[name] != nil))
                }
                if step == 1500 { snapshot = (d, model) }
            }
            #expect(d.count == model.count)
            #expect(d.keys.map { $0.formatted(.standard, quoteStrings: true) } == order)
            #expect(d.values.map { $0.asNumber! } == order.map { model[$0]! })
            // The copy taken half-way kept its entries through the changes after it.
            if let (copy, then) = snapshot {
                #expect(copy.count == then.count)
                for (name, v) in then {
                    let key: Value = name.hasPrefix("\"") ? .string(String(name.dropFirst().dropLast())) : .number(Double(name)!)
                    #expect(copy[key]?.asNumber == v)
                }
            }
        }
    }

    /// An ASCII key is hashed by its bytes: every byte counts (a non-ASCII byte anywhere, at any length, is seen), the same
    /// bytes hash alike however the String holds them (a small string in its own bits, a
    /// native one in a buffer of its own), and keys of up to 3 characters never collide.
    @Test func asciiKeysAreHashedByEveryByte() {
        for n in 0...40 {
            let text = String((0..<n).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
            var native = String()
            native.reserveCapacity(64)   // a buffer of its own, even for a short string
            native += text
            #expect(ValueDictionary.stringHash(text) == ValueDictionary.stringHash(native))
            let bytes = Array(text.utf8)
            // A small string's own words (up to 15 bytes) hash as its bytes do.
            #expect(bytes.withUnsafeBufferPointer(ValueDictionary.asciiHash) == ValueDictionary.stringHash(text))
            #expect(ValueDictionary.asciiHash(text.utf8) == ValueDictionary.stringHash(native))
            for i in 0..<n {
                var changed = bytes
                changed[i] = 0xC3
                #expect(changed.withUnsafeBufferPointer(ValueDictionary.asciiHash) == nil, "byte \(i) of \(n)")
                changed[i] = bytes[i] ^ 1   // one bit of one byte: another hash
                #expect(changed.withUnsafeBufferPointer(ValueDictionary.asciiHash) != ValueDictionary.stringHash(text), "byte \(i) of \(n)")
            }
        }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN0123456789 _-.".utf8)
        var seen = Set<Int>()
        var keys = 1
        seen.insert(ValueDictionary.stringHash(""))
        for a in alphabet {
            seen.insert(ValueDictionary.stringHash(String(decoding: [a], as: UTF8.self)))
            for b in alphabet {
                seen.insert(ValueDictionary.stringHash(String(decoding: [a, b], as: UTF8.self)))
                for c in alphabet { seen.insert(ValueDictionary.stringHash(String(decoding: [a, b, c], as: UTF8.self))) }
                keys += alphabet.count + 1
            }
            keys += 1
        }
        #expect(seen.count == keys)
    }

    /// Keys equal by `==` are one key: canonically equivalent Strings (Swift's String `==`),
    /// 0 and -0.
    @Test func equalKeysAreOneKey() throws {
        var d = ValueDictionary()
        try d.updateValue(.number(1), forKey: .string("K"))
        try d.updateValue(.number(2), forKey: .string("\u{212A}"))   // KELVIN SIGN, == "K"
        try d.updateValue(.number(3), forKey: .string("\u{E9}"))
        try d.updateValue(.number(4), forKey: .string("e\u{301}"))   // == "é"
        try d.updateValue(.number(5), forKey: .number(0))
        try d.updateValue(.number(6), forKey: .number(-0.0))
        #expect(d.count == 3)
        #expect(d[.string("K")]?.asNumber == 2 && d[.string("\u{E9}")]?.asNumber == 4 && d[.number(0)]?.asNumber == 6)
    }

    /// A 2-tuple with a part that is no Number is a pair (a two-element list), as zip's;
    /// where a Point is expected, its error names the part (Scripts/examples/dictionaries/
    /// tuple_pairs checks more against Swift).
    @Test func tuplesOfOtherValuesArePairs() {
        #expect(output("""
            func best() -> (String, Int) { return ("z", 3) }
            let (w, c) = best()
            let pairs = [("x", 1), ("y", 2)]
            print(best(), w, c, pairs.map { $0.0 }, pairs[1].1, (1, 2), type(("a", true)))
            """) == "[\"z\", 3] z 3 [\"x\", \"y\"] 2 (1, 2) List\n")
        #expect(langFirstErrorLine("let v = View()\nv.center = (\"a\", 1)") == "test.geo:2:1: error: cannot assign a List of 2 elements to 'center', which is a Point")
        #expect(langRun("let v = View()\nv.center = (\"a\", 1)").error?.description.contains("this pair's element 1 is a String (\"a\")") == true)
        // A part Swift types as an Optional (`p: Int?`, `Int(s)`, `firstIndex(of:)`) or a nil
        // written out: the tuple holds the nil (Swift's `(Int?, Int)`); a nil read where none
        // was declared is refused where the tuple is made.
        #expect(output("let p: Int? = nil\nlet s = \"x\"\nprint((p, 1), (Int(s), 2), (3, nil), (Int(2.5), 1))") == "[nil, 1] [nil, 2] [3, nil] (2, 1)\n")
        #expect(langFirstErrorLine("var p = nil\nprint((p, 1))") == "test.geo:2:8: error: element 1 of a tuple must be a Number, not nil")
    }

    /// More of what Swift code does with tuples and strings, each as real Swift prints it
    /// (checked with swiftc): pairs compared element by element, a pair's part assigned, a
    /// switch over a pair in a variable, `x!.1`, `[(String, Int)]()`, `Int(s)` / `Double(s)`
    /// as strict as Swift's, `split(separator:maxSplits:)`, `starts(with:)`.
    @Test func swiftTuplesAndStringsAsSwiftHasThem() {
        #expect(output("""
            let a = (2, "b"), b = (2, "c")
            print(a < b, a > b, ("x", 1) <= ("x", 1))
            print(["bb", "a", "ccc", "dd"].sorted { ($0.count, $0) > ($1.count, $1) })
            var runs = [(String, Int)]()
            for c in Array("aabccc") {
                if !runs.isEmpty && runs[runs.count - 1].0 == c { runs[runs.count - 1].1 += 1 } else { runs.append((c, 1)) }
            }
            print(runs, runs.first!.1)
            let t = ("x", 9)
            switch t { case ("x", let v): print("x is", v); default: print("other") }
            func found(_ ok: Bool) -> (String, Int)? { ok ? ("k", 7) : nil }
            if let (k, n) = found(true), n > 1 { print(k, n) }
            if let (k, _) = found(false) { print(k) } else { print("none") }
            var pending: Set<Int> = [4, 5]
            print(pending.popFirst()!, pending.removeFirst(), pending.popFirst() == nil)
            for s in [" 7", "1e3", "0x10", "inf", "-12", "3.0"] { print(Int(s) ?? -1, Double(s) ?? -1) }
            print("k=v=w".split(separator: "=", maxSplits: 1), "Hello".starts(with: "He"), [1, 2, 3].starts(with: [1, 2]))
            """) == """
            true false true
            ["ccc", "dd", "bb", "a"]
            [["a", 2], ["b", 1], ["c", 3]] 2
            x is 9
            k 7
            none
            4 5 true
            -1 -1
            -1 1000
            -1 16
            -1 inf
            -12 -12
            -1 3
            ["k", "v=w"] true true

            """)
    }

    /// A rejected program declares nothing and a program that fails at run time keeps what ran
    /// (StateRules), dictionaries as any value.
    @Test func aRejectedProgramChangesNoDictionary() throws {
        let geo = Interpreter()
        try geo.run("var d = [\"a\": 1]")
        #expect(throws: GeoError.self) { try geo.run("d[\"b\"] = 2; print(nope)") }
        #expect(try geo.evaluate("d").formatted(.standard) == "[\"a\": 1]")
        #expect(throws: GeoError.self) { try geo.run("d[\"c\"] = 3; assert(false)") }
        #expect(try geo.evaluate("d").formatted(.standard) == "[\"a\": 1, \"c\": 3]")
    }

    /// A dictionary that holds a closure capturing the dictionary's own variable is freed with
    /// its interpreter.
    @Test func aReleasedInterpreterFreesItsDictionaries() throws {
        weak var weakView: View?
        do {
            let geo = Interpreter()
            try geo.run("""
                var handlers: [String: () -> Int] = [:]
                handlers["count"] = { handlers.count }
                let v = View(frame: .zero)
                var byView = [v: handlers]
                print(handlers["count"]!())
                """)
            if case .view(let v) = try geo.evaluate("v") { weakView = v }
            #expect(weakView != nil)
        }
        #expect(weakView == nil)
    }
}

/// Swift's Set in geo (docs/language.md, "Sets").
@Suite struct SetTests {
    /// A set in a local read by `contains` where the slot holds it (`MethodSite.readSet`), the
    /// argument computed first when no argument calls a method on the set; when one does
    /// (`s.contains(s.removeFirst())`), the set read before the argument, as Swift reads it.
    @Test func containsReadsTheSetAsSwiftDoes() {
        let (output, error, _) = langRun("""
            func f(xs) {
                var s: Set<Int> = []
                var hits = 0
                for x in xs {
                    if s.contains(x % 7) { hits += 1 } else { s.insert(x % 7) }
                    if s.contains(s.count) { hits += 100 }
                }
                var t: Set = [1, 2]
                let had = t.contains(t.removeFirst())
                return [hits, s.count, had ? 1 : 0, t.count]
            }
            print(f(Array(0..<20)))
            func g(s, x) { return s.contains(x) }
            print(g(Set(["a"]), "a"), g(Set(["a"]), "b"), g([1, 2], 2))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[13, 7, 1, 1]\ntrue false true\n")
    }

    @Test func setsAsSwiftCodeWritesThem() {
        let (output, error, _) = langRun("""
            var seen = Set<String>()
            for w in ["a", "b", "a", "c"] { seen.insert(w) }
            print(seen, seen.count, seen.contains("a"), seen.contains("z"))
            var s: Set<Int> = [3, 1, 3, 2]
            print(s, s.sorted(), s.insert(1).inserted, s.insert(9).inserted, s)
            print(s.remove(3), s.remove(42), s, s.update(with: 1), s.update(with: 5))
            let a: Set = [1, 2, 3]
            let b = Set([2, 3, 4])
            print(a.union(b), a.intersection(b), a.subtracting(b), a.symmetricDifference(b))
            print(a.isSubset(of: [1, 2, 3, 4]), a.isSuperset(of: b), a.isDisjoint(with: [9]), a == Set([3, 2, 1]), a == b)
            var c = a
            c.formUnion([7])
            c.subtract([1])
            print(a, c, c.filter { $0 > 2 }, c.map { $0 * 2 }, c.min()!, c.reduce(0, +), c.contains { $0 > 6 })
            for x in c where x > 2 { print(x) }
            print(Set("hello").count, Array(a), a is Set<Int>, a is Set<String>, type(a), [Set([1])], Set<Int>())
            var visited: Set<String> = []
            if !visited.contains("x") { visited.insert("x") }
            visited.removeAll()
            print(visited, visited.isEmpty, visited.first)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            ["a", "b", "c"] 3 true false
            [3, 1, 2] [1, 2, 3] false true [3, 1, 2, 9]
            3 nil [1, 2, 9] 1 nil
            [1, 2, 3, 4] [2, 3] [1] [1, 4]
            true false true true false
            [1, 2, 3] [2, 3, 7] [3, 7] [4, 6, 14] 2 12 true
            3
            7
            4 [1, 2, 3] true false Set [[1]] []
            [] true nil

            """)
    }

    /// Where Swift's types make a list literal a set, geo's declared types do: a declaration's,
    /// a parameter's, a return type's (Scripts/examples/sets/typing-* check more against Swift).
    @Test func declaredTypesMakeLiteralsSets() {
        let (output, error, _) = langRun("""
            func f() -> Set<Int> { return [1, 1] }
            func g(_ n: Int) -> Set<Int> { if n > 0 { return [n, n] } else { return [] } }
            func h() -> [String: Set<Int>] { ["a": [2, 2]] }
            func count(_ s: Set<Int>) -> Int { s.count }
            let rows: [Set<Int>] = [[1, 1], [2]]
            var s = g(0)
            s.insert(4)
            print(f().count, g(2), s, h(), count([5, 5, 6]), rows, s == [4], rows[1] == [2, 2])
            let tags: Set<String>
            if s.count > 0 { tags = ["a", "a"] } else { tags = [] }
            var u: Set<Int> = []
            u = [7, 7]
            func shadow() { var u = [1]; u = [2, 2]; print(u) }
            shadow()
            print(tags, u)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1 [2] [4] [\"a\": [2]] 2 [[1], [2]] true true\n[2, 2]\n[\"a\"] [7]\n")
    }

    @Test(arguments: [
        ("let pts = Set([(1, 2)])", "test.geo:1:11: error: a dictionary key or a set element must be a Number, a String, a Bool or a View, not a Point (1, 2)"),
        ("let s: Set = [1]\ns.insert(2)", "test.geo:2:1: error: cannot change 's': it is a 'let' constant"),
        ("var s = Set([1])\nprint(s.union(3))", "test.geo:2:15: error: argument 1 of union(_:) must be a Set, List or String, not a Number (3)"),
    ] as [(String, String)])
    func mistakesAreLocated(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }
}
