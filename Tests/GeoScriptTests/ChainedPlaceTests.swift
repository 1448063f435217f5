import Testing
@testable import GeoScript

/// A change through optional chaining on an element at a computed index or key
/// (`d[i % 3]?.append(x)`, `d[f()]?[0] = v`, `m[k]?[n - 1][0] = v`): the entry changed where it
/// is, each index computed once, in Swift's order; nothing when the entry is absent. And a
/// `for` loop variable may carry a type (`for ch: Character in text`).
@Suite struct ChainedPlaceTests {
    @Test func changesThroughAComputedKeyChangeTheEntry() {
        let (output, error, _) = langRun("""
            var n = 0
            func next() -> Int { n += 1; return n % 2 }
            var d: [Int: [Int]] = [0: [1], 1: [2]]
            d[next()]?.append(7)
            print(n, d)
            d[next()]?[0] = 5
            print(n, d)
            d[5 + 0]?.append(1)
            d[5 * 1]?[0] = 1
            print(n, d)
            for i in 0..<4 { d[i % 2]?[0] += 10 }
            print(d)
            var rects: [String: CGRect] = ["a": CGRect(x: 0, y: 0, width: 2, height: 2)]
            let key = "a"
            rects[key + ""]?.origin.x = 5
            rects["b" + ""]?.origin.x = 5
            print(rects)
            var m: [String: [[Int]]] = ["g": [[1, 2], [3, 4]]]
            m["g"]?[n - 1][0] = 9
            m["g"]?[n % 2].append(8)
            print(m)
            func fill() {
                var groups: [Int: [String]] = [0: [], 1: [], 2: []]
                for i in 0..<7 { groups[i % 3]?.append("w\\(i)") }
                print(groups)
            }
            fill()
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            1 [0: [1], 1: [2, 7]]
            2 [0: [5], 1: [2, 7]]
            2 [0: [5], 1: [2, 7]]
            [0: [25], 1: [22, 7]]
            ["a": (5, 0, 2, 2)]
            ["g": [[1, 2, 8], [9, 4]]]
            [0: ["w0", "w3", "w6"], 1: ["w1", "w4"], 2: ["w2", "w5"]]

            """)
    }

    @Test(arguments: [
        ("let d: [Int: [Int]] = [0: [1]]\nlet i = 3\nd[i % 3]?.append(2)", "test.geo:3:1: error: cannot change 'd': it is a 'let' constant"),
        ("let d: [Int: [Int]] = [0: [1]]\nlet i = 3\nd[i % 3]?[0] = 2", "test.geo:3:1: error: cannot change 'd': it is a 'let' constant"),
        ("func f() -> [Int]? { return [1] }\nf()?.append(2)", "test.geo:2:6: error: 'append' through '?.' would change a copy of the value"),
        ("var d: [Int: [Int]] = [0: [1]]\nd[0 + 0]?[3] = 2", "test.geo:2:11: error: index 3 is out of range: the list has 1 element (valid indices 0..<1)"),
    ])
    func mistakesAreLocated(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }

    @Test func aLoopVariableMayHaveAType() {
        let (output, error, _) = langRun("""
            var n = 0
            for ch: Character in "abc" { n += 1 }
            for (i, x): (Int, Int) in [5, 6].enumerated() { n += i * x }
            for k: Int in stride(from: 0, to: 10, by: 5) where k > 0 { n += k }
            print(n)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "14\n")
    }
}
