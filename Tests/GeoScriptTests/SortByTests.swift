import Testing
@testable import GeoScript

/// `sorted(by:)` and `sort(by:)` call the script's function about n·log2(n) times (a merge
/// sort: `ListLibrary.mergeSortedIndices`), keep equal elements in order, and stop at the
/// function's first error.
struct SortByTests {
    /// A test's closure that gives a Number (`sorted { $0 - $1 }`, C's comparator; `filter {
    /// $0 % 2 }`) is an error at the call, where Swift refuses it: every Number is true here,
    /// so the sort or the filter would silently do nothing. Other values keep geo's truthiness.
    @Test(arguments: [
        ("print([3, 1, 2].sorted { $0 - $1 })", "test.geo:1:7: error: the closure gave a Number (-2) where a test needs true or false"),
        ("print([3, 1, 2].filter { $0 % 2 })", "test.geo:1:7: error: the closure gave a Number (1) where a test needs true or false"),
        ("var xs = [3, 1]\nxs.removeAll { $0 - 1 }", "test.geo:2:1: error: the closure gave a Number (2) where a test needs true or false"),
    ])
    func aTestThatGivesANumberIsAnError(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
        #expect(langRun("print([View(), View()].filter { $0.superview }.count, [nil, \"a\"].filter { $0 })").output == "0 [\"a\"]\n")
    }

    @Test func aSortCallsItsFunctionAboutNLogNTimesAndIsStable() {
        let (output, error, _) = langRun("""
            var seed = 7
            func rand(_ m: Int) -> Int { seed = (seed * 16807) % 2147483647; return seed % m }
            var xs: [Int] = []
            for _ in 0..<1000 { xs.append(rand(100)) }
            var calls = 0
            let s = xs.sorted { calls += 1; return $0 < $1 }
            let random = calls
            calls = 0
            _ = s.sorted { calls += 1; return $0 < $1 }
            let inOrder = calls
            let pairs = xs.enumerated().map { [$0.element % 5, $0.offset] }
            let byKey = pairs.sorted { $0[0] < $1[0] }
            var stable = true
            for i in 1..<byKey.count where byKey[i][0] == byKey[i - 1][0] && byKey[i][1] < byKey[i - 1][1] { stable = false }
            var ys = [4, 2, 9, 1, 9]
            ys.sort { $0 > $1 }
            print(random <= 9966, inOrder <= 1300, s == xs.sorted(), stable, ys, [Int]().sorted { $0 < $1 }, [5].sorted(by: <))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "true true true true [9, 9, 4, 2, 1] [] [5]\n")
        #expect(langFirstErrorLine("let xs = [3, 1, 2].sorted { a, b in a < nope }")?.hasPrefix("test.geo:1:41: error: cannot find 'nope' in scope") == true)
        #expect(langFirstErrorLine("let xs = [3, \"a\", 2].sorted { $0 < $1 }")?.contains("cannot compare") == true)
    }
}

/// A String key is hashed by its bytes when it is ASCII (`ValueDictionary.stringHash`) and
/// still finds the keys `==` calls equal: canonically equivalent spellings, including the
/// three characters whose canonical form is ASCII.
struct StringKeyTests {
    @Test func aStringKeyFindsItsCanonicalEquivalents() {
        let (output, error, _) = langRun("""
            var d: [String: Int] = [:]
            d["K"] = 1
            d["e\\u{301}"] = 2
            d["a;b`"] = 3
            print(d["\\u{212A}"] ?? -1, d["\\u{e9}"] ?? -1, d["a\\u{37E}b\\u{1FEF}"] ?? -1, d["x"] ?? -1, d["k"] ?? -1)
            let s: Set<String> = ["\\u{212A}é", "café", "word"]
            print(s.contains("Ke\\u{301}"), s.contains("cafe\\u{301}"), s.contains("word"), s.contains("Word"), Set(["K", "\\u{212A}"]).count)
            var counts: [String: Int] = [:]
            for w in "the cat and the hat and the bat".split(separator: " ") { counts[w, default: 0] += 1 }
            print(counts["the"]!, counts["and"]!, counts.count)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1 2 3 -1 -1\ntrue true true false 1\n3 2 5\n")
    }
}
