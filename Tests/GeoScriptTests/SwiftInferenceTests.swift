import Testing
@testable import GeoScript

/// Swift's forms whose meaning comes from a type Swift infers or a name it declares: a
/// `typealias`, a labelled tuple type inferred from a variable's first value, a default value
/// computed per call, `.zero` passed to a typed parameter, an Optional's `map` on a value that
/// is an Optional whatever it holds, a labelled tuple's function part called, a tuple keeping
/// a nil beside a value that is no Number.
struct SwiftInferenceTests {
    @Test func aTypealiasIsTheTypeItNames() {
        let (output, error, _) = langRun("""
            typealias Interval = (start: Int, end: Int)
            typealias Intervals = [Interval]
            typealias Matrix = [[Double]]
            var ivs: Intervals = [(1, 3), (2, 5)]
            ivs.append((7, 9))
            func longest(_ xs: [Interval]) -> Interval { xs.max { $0.end - $0.start < $1.end - $1.start }! }
            print(ivs, longest(ivs).start, "\\(Matrix())")
            var m = Matrix(repeating: [0], count: 2)
            m[1][0] = 4
            let r = (first: 1, b: 2)
            print(m, r.first)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[(start: 1, end: 3), (start: 2, end: 5), (start: 7, end: 9)] 2 []\n[[0], [4]] 1\n")
    }

    /// A type alias whose type holds an Optional (`n: Int?`, `Int?`): its marks are a type's,
    /// not errors; an Optional of an alias keeps the alias's parts (`hit!.row` of an
    /// `IndexPath?`), each not an Optional of its own.
    @Test func aTypealiasMayHoldOptionals() {
        let (output, error, _) = langRun("""
            typealias Stock = (sku: String, n: Int?)
            typealias Maybe = Int?
            typealias IndexPath = (section: Int, row: Int)
            let m: Maybe = nil
            var xs: [Stock] = [("a", nil), ("b", 4)]
            var hit: IndexPath? = nil
            hit = (section: 1, row: 7)
            print(xs[0].sku, xs[0].n ?? 0, xs[1].n! / 3, m ?? 3, hit!.row / 2)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "a 0 1 3 3\n")
    }

    @Test func aTypealiasMistakeIsLocated() {
        // An alias of aliases stops at its length limit instead of growing without end.
        var source = "typealias A0 = (Int, Int)\n"
        for i in 1...12 { source += "typealias A\(i) = (A\(i - 1), A\(i - 1))\n" }
        let line = langFirstErrorLine(source)
        #expect(line?.hasPrefix("test.geo:") == true && line?.contains("longer than 512 tokens") == true, "\(line ?? "nil")")
        #expect(langFirstErrorLine("typealias = (Int, Int)") == "test.geo:1:11: error: expected a name after 'typealias'")
        // A bracket never closed: the rest of the file is not taken for the type.
        #expect(langFirstErrorLine("typealias S = (a: Int, b: Int?\nlet x: S = (1, 2)") == "test.geo:1:15: error: the type of 'typealias S' opens a bracket that is never closed")
        #expect(langFirstErrorLine("typealias Pair<T> = (T, T)") == "test.geo:1:1: error: geo's 'typealias' names a type: typealias Name = Type")
    }

    @Test func aLabelledTupleTypeIsInferredFromTheFirstValue() {
        let (output, error, _) = langRun("""
            var best = (start: 0, length: 0)
            for (s, n) in [(1, 4), (2, 9), (3, 2)] where n > best.length { best = (s, n) }
            var people = [(name: String, age: Int)]()
            people.append(("ann", 30))
            var pets = [(kind: "cat", legs: 4)]
            pets.append(("bird", 2))
            print(best, best.length, people[0].age, pets.map { $0.kind })
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(start: 2, length: 9) 9 30 [\"cat\", \"bird\"]\n")
    }

    @Test func aDefaultThatIsNoLiteralIsComputedByEachCall() {
        let (output, error, _) = langRun("""
            var calls = 0
            func next() -> Int { calls += 1; return calls }
            func sortedBy(_ xs: [Int], by order: (Int, Int) -> Bool = { $0 < $1 }) -> [Int] { xs.sorted(by: order) }
            func tag(_ n: Int = next()) -> Int { n }
            func place(at p: CGPoint = .zero, size: CGSize = CGSize(width: 2, height: 3)) -> CGRect { CGRect(origin: p, size: size) }
            print(sortedBy([3, 1, 2]), sortedBy([3, 1, 2], by: >), tag(), tag(), tag(7), calls)
            print(place(), place(at: CGPoint(x: 1, y: 1)))
            func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
            print(distance(.zero, CGPoint(x: 3, y: 4)), "\\(distance(CGPoint(x: 6, y: 8), .zero))")
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[1, 2, 3] [3, 2, 1] 1 2 7 2\n(0, 0, 2, 3) (1, 1, 2, 3)\n5 10\n")
    }

    @Test func anOptionalsMapIsOptionalsWhateverItHolds() {
        let (output, error, _) = langRun("""
            let names = ["alice", "bob"]
            let none: [String] = []
            let item: Any = "hey"
            print(names.first.map { $0.uppercased() } ?? "-", none.last.map { $0.uppercased() } ?? "-")
            print(names.max().map { $0.count } ?? 0, (item as? String).map { $0 + "!" } ?? "")
            print(names.first(where: { $0.hasPrefix("b") }).flatMap { Int($0) } ?? -1, names.map { $0.count }, "ab".map { $0 + $0 })
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "ALICE -\n3 hey!\n-1 [5, 3] [\"aa\", \"bb\"]\n")
    }

    /// Optional's `map` of what Optional's `map` gave, of a variable holding it, of a labelled
    /// tuple's part declared `T?` (also through `?.`): Optional's, as swiftc runs them (each of
    /// these mapped a String's characters).
    @Test func anOptionalsMapOfOptionalShapes() {
        let (output, error, _) = langRun("""
            let n: String? = "hi"
            print(n.map { $0 + "!" }.map { $0.count } ?? 0, n.flatMap { Int($0) }.map { $0 + 1 } ?? -1)
            let z = ["ab"].last.map { $0 + "!" }
            print(z.map { $0.count } ?? 0)
            let people: [(name: String, email: String?)] = [("a", "a@x.io")]
            print(people[0].email.map { $0.count } ?? 0)
            let users: [String: (name: String, nick: String?)] = ["u": (name: "A", nick: "annie")]
            print(users["u"]?.nick.map { $0.uppercased() } ?? "-", users["v"]?.nick.map { $0.uppercased() } ?? "-")
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 -1\n3\n6\nANNIE -\n")
    }

    @Test func aLabelledTuplesFunctionPartIsCalled() {
        let (output, error, _) = langRun("""
            func makeCounter() -> (next: () -> Int, reset: (Int) -> Void) {
                var n = 0
                return ({ n += 1; return n }, { n = $0 })
            }
            let c = makeCounter()
            print(c.next(), c.next())
            c.reset(10)
            print(c.next())
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1 2\n11\n")
        // A missing member is still the member's error, with its suggestion.
        #expect(langFirstErrorLine("var xs = [1]\nxs.apend(2)") == "test.geo:2:4: error: no member 'apend' on List; did you mean 'append'?")
    }

    @Test func aTupleKeepsANilBesideAValueThatIsNoNumber() {
        let (output, error, _) = langRun("""
            let parsed = ["ff", "zz"].map { ($0, Int($0, radix: 16)) }
            for (s, n) in parsed { print(s, n ?? -1) }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "ff 255\nzz -1\n")
        // Among Numbers it is a geometry read that found nothing: refused where it is made.
        #expect(langFirstErrorLine("let v: View? = nil\nlet p = (1, v?.center.x)")?.hasPrefix("test.geo:2:13: error: element 2 of a tuple must be a Number, not nil") == true)
    }
}

/// Swift spellings a second probe of ordinary programs found refused or wrong.
struct SwiftSpellingProbeTests {
    @Test func ordinarySwiftRunsAsSwift() {
        let (output, error, _) = langRun("""
            let d = ["port": "8080"]
            print(d["port"].map { $0 + "!" } ?? "none", d["nope"].map { $0.count } ?? 0, d["port"].flatMap { Int($0) } ?? -1)
            let rows = [[1, 2], [3]]
            var i = 0
            func next() -> Int { i += 1; return i - 1 }
            print(rows[0].map { $0 * 10 }, rows[next()].map { $0 + 1 }, i)
            let best = ["a": 1, "b": 5].max(by: { $0.value < $1.value })
            let w: String? = "hi"
            var maybe: [Int]? = [1, 2]
            print(best.map { "\\($0.key)=\\($0.value)" } ?? "", w.map { $0.uppercased() } ?? "", maybe.map { $0.count } ?? 0)
            maybe = nil
            print(maybe.map { $0.count } ?? 0)
            let f: (Int, Int, Int) -> Int = { a, _, _ in a * 2 }
            func g(_ x: Int?) -> Int { guard (x ?? 0) > 0 else { return -1 }; return x! }
            print(f(1, 2, 3), ["a": 1].map { _, _ in 0 }, g(nil), g(3))
            let none: [Character] = []
            print("<" + String(none) + ">", String(none).isEmpty)
            switch (3, 75) {
            case (_, 90...): print("high")
            case (_, 60...): print("mid")
            default: print("low")
            }
            print("AZ".unicodeScalars.map { $0.value }, [1, 2, 3].lexicographicallyPrecedes([1, 3]), "b".lexicographicallyPrecedes("a"))
            print("key = a=b=".split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false))
            print(Dictionary(grouping: Set(["ab", "ac", "b"]), by: { $0.first! }).count, Substring("hey").uppercased())
            let pair = (1, { (s: String) in s.count })
            print(pair.1("abc"), 17.quotientAndRemainder(dividingBy: 5).quotient)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            8080! 0 8080
            [10, 20] [2, 3] 1
            b=5 HI 2
            0
            2 [0] -1 3
            <> true
            mid
            [65, 90] true false
            ["key ", " a=b="]
            2 HEY
            3 3

            """)
        #expect(langFirstErrorLine("var freq: [String: Int] = [:]\nfreq[\"a\", defualt: 0] += 1")
                == "test.geo:2:11: error: incorrect argument label 'defualt:' in a subscript; did you mean 'default:'?")
        let readOnly = langRun("let v = View()\nv.bounds.x = -15").error?.description ?? ""
        #expect(readOnly.contains("2:10: error: cannot assign to 'x': it is a read-only member of Rect")
                && readOnly.contains("note: set the rect's origin.x instead (r.origin.x = …): x is read from it"), "\(readOnly)")
        // A misspelt label is matched to the signature whose label it is near.
        #expect(langFirstErrorLine("print(\"a@b\".split(separator: \"@\", maxSplit: 1))")
                == "test.geo:1:7: error: incorrect argument label 'maxSplit:' in split; did you mean 'maxSplits:'?")
        #expect(langFirstErrorLine("print(\"ab\".value)")?.hasPrefix("test.geo:1:7: error: 'value' is a Unicode scalar's number") == true)
    }
}

/// What one program of a session declares for the parser — a typealias, a variable's inferred
/// labelled tuple or Optional type, a function's parameter types — holds for the next (the
/// REPL's next entry, a host's next run); a rejected program's does not, and `reset` forgets it.
struct ParserMemoryTests {
    @Test func theNextProgramParsesByWhatThisOneDeclared() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run("typealias P = (name: String, n: Int)")
        try geo.run("var ps: [P] = [(\"a\", 1)]")
        try geo.run("ps.append((\"b\", 2))\nvar best = (start: 0, length: 0)\nlet w: String? = \"hi\"")
        try geo.run("func dist(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x - b.x }")
        try geo.run("best = (3, 4)\nprint(ps, best, w.map { $0.uppercased() } ?? \"\", dist(CGPoint(x: 5, y: 0), .zero))")
        #expect(out == "[(name: \"a\", n: 1), (name: \"b\", n: 2)] (start: 3, length: 4) HI 5\n")
        // A rejected program declares nothing, for the parser either.
        #expect(throws: GeoError.self) { try geo.run("typealias Q = (a: Int, b: Int)\nprint(nope)") }
        out = ""
        try geo.run("var q: Q = (1, 2)\nprint(q)")
        #expect(out == "(1, 2)\n")
        geo.reset()
        out = ""
        try geo.run("var z: P = (\"x\", 1)\nprint(z)")
        #expect(out == "[\"x\", 1]\n")
    }
}
