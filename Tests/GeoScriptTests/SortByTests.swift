import Testing
@testable import GeoScript

/// `sorted(by:)` and `sort(by:)` call the script's function about n·log2(n) times (a merge
/// sort: `ListLibrary.mergeSortedIndices`), keep equal elements in order, and stop at the
/// function's first error.
struct SortByTests {
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
