import Testing
@testable import GeoScript

/// Issue 13, C3 and M4: string and list builders check Limits.stringLength / listLength
/// *before* they build, so an amplifying call ends in a limit error instead of a huge
/// allocation (the reproducers asked for 68 GB).
struct StringLimitTests {
    static func limited(string: Int = 1_000_000, list: Int = 100_000) -> Interpreter {
        let geo = Interpreter()
        geo.output = { _ in }
        geo.limits = Limits(steps: 10_000_000, callDepth: 200, views: 1_000, listLength: list, stringLength: string)
        return geo
    }

    static func expectLimit(_ source: String, _ word: String, in geo: Interpreter = limited()) {
        do {
            try geo.run(source, file: "amplify.geo")
            Issue.record("\(source) ran without an error")
        } catch {
            #expect(error.kind == .limit, "\(source): \(error)")
            #expect(error.description.contains(word), "\(error.description)")
            #expect(error.description.hasPrefix("amplify.geo:"), "located: \(error.description)")
        }
    }

    /// Whether a boolean expression evaluates to true.
    static func holds(_ expression: String, in geo: Interpreter) -> Bool {
        guard case .bool(true)? = try? geo.evaluate(expression) else { return false }
        return true
    }

    @Test func replacingIsSizedBeforeItIsBuilt() {
        // 1024 × "x", each replaced by a 512 KB string: 512 MB asked for, refused at once.
        Self.expectLimit("""
            var t = "yyyyyyyy"
            for i in 0..<16 { t = t + t }
            var s = ""
            for i in 0..<1024 { s = s + "x" }
            let r = s.replacing("x", with: t)
            """, "string length limit")
    }

    @Test func replacingWithinTheLimitStillWorks() throws {
        let geo = Self.limited()
        #expect(Self.holds(#""a-b-c".replacing("-", with: "+=") == "a+=b+=c""#, in: geo))
        #expect(Self.holds(#""aaa".replacing("aa", with: "b") == "ba""#, in: geo))
        #expect(Self.holds(#""abc".replacing("abc", with: "") == """#, in: geo))
    }

    @Test func joinedIsCheckedPieceByPiece() {
        Self.expectLimit("""
            var sep = "--------"
            for i in 0..<14 { sep = sep + sep }
            var xs = []
            for i in 0..<1000 { xs = xs + [i] }
            let j = xs.joined(separator: sep)
            """, "string length limit")
    }

    @Test func splitAndForOverAStringObeyTheListLimit() {
        let geo = Self.limited(string: 10_000_000, list: 1_000)
        let build = "var s = \"ab\"\nfor i in 0..<11 { s = s + s }\n"   // 4096 characters
        Self.expectLimit(build + "let parts = s.split(separator: \"a\")", "list length limit", in: geo)
        Self.expectLimit(build + "for c in s { }", "list length limit", in: geo)
        #expect(Self.holds(#""a,b,c".split(separator: ",") == ["a", "b", "c"]"#, in: geo))
    }

    @Test func caseChangesThatGrowAreChecked() {
        let geo = Self.limited(string: 1_000)
        // 400 × "ΐ" is 800 bytes; upper-cased each is three characters, 6 bytes: 2,400.
        Self.expectLimit("var s = \"\"\nfor i in 0..<400 { s = s + \"ΐ\" }\nlet u = s.uppercased()", "string length limit", in: geo)
    }
}

/// Limits.listLength bounds every collection a script makes or grows: a literal, a
/// dictionary's or a set's new entries, and each way of building a list.
struct CollectionLimitTests {
    static let twelve = (1...12).map(String.init).joined(separator: ", ")
    static let twelvePairs = (1...12).map { "\($0): \($0)" }.joined(separator: ", ")

    @Test(arguments: [
        "let xs = [\(twelve)]",
        "let a = 1\nlet xs = [a, \(twelve)]",
        "let d = [\(twelvePairs)]",
        "let s: Set = [\(twelve)]",
        "var d: [Int: Int] = [:]\nfor i in 0..<20 { d[i] = i }",
        "var d: [Int: Int] = [:]\nfor i in 0..<20 { d[i, default: 0] += 1 }",
        "func fill() {\n  var d: [Int: Int] = [:]\n  for i in 0..<20 { d[i] = i }\n}\nfill()",
        "var m: [[Int: Int]] = [[:]]\nfor i in 0..<20 { m[0][i] = i }",
        "var d: [String: [Int]] = [:]\nfor i in 0..<20 { d[\"k\\(i)\", default: []].append(i) }",
        "var d: [Int: Int] = [:]\nfor i in 0..<20 { d.updateValue(i, forKey: i) }",
        "var s = Set<Int>()\nfor i in 0..<20 { s.insert(i) }",
        "var a: [Int: Int] = [:]\nvar b: [Int: Int] = [:]\nfor i in 0..<8 { a[i] = i; b[i + 8] = i }\na.merge(b) { x, _ in x }",
        "var a: [Int: Int] = [:]\nvar b: [Int: Int] = [:]\nfor i in 0..<8 { a[i] = i; b[i + 8] = i }\nlet c = a.merging(b) { x, _ in x }",
        "let a = Set([1, 2, 3, 4, 5, 6, 7, 8])\nlet b = a.union([9, 10, 11, 12])",
        "var a = Set([1, 2, 3, 4, 5, 6, 7, 8])\na.formUnion([9, 10, 11, 12])",
        "let xs = [1, 2, 3, 4, 5, 6, 7]\nlet ys = xs + xs",
        "var xs = [1, 2, 3, 4, 5, 6, 7]\nxs += xs",
        "var xs = [1, 2, 3, 4, 5, 6, 7]\nxs.append(contentsOf: xs)",
        "var xs = [1, 2, 3, 4, 5, 6, 7]\nxs.insert(contentsOf: xs, at: 0)",
        "let xs = Array(repeating: 0, count: 20)",
        "let xs = Array(0..<20)",
        "let xs = (0..<20).map { $0 * 2 }",
        "var xs: [Int] = []\nfor i in 0..<20 { xs.append(i) }",
    ])
    func everyWayOfGrowingACollectionIsBounded(_ source: String) {
        StringLimitTests.expectLimit(source, "limit exceeded", in: StringLimitTests.limited(list: 10))
    }

    @Test func collectionsWithinTheLimitAreMade() throws {
        let geo = StringLimitTests.limited(list: 10)
        #expect(try geo.evaluate("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].count").asNumber == 10)
        #expect(try geo.evaluate("var d: [Int: Int] = [:]\nfor i in 0..<10 { d[i] = i }\nfor i in 0..<10 { d[i] = i + 1 }\nd.count").asNumber == 10)
        #expect(try geo.evaluate("var s = Set<Int>()\nfor i in 0..<30 { s.insert(i % 10) }\ns.count").asNumber == 10)
        #expect(try geo.evaluate("var d: [Int: Int] = [:]\nfor i in 0..<30 { d[i % 10, default: 0] += 1 }\nd[3]").asNumber == 3)
        // The error names the collection, and the refused entry is not added.
        do {
            try geo.run("var d: [Int: Int] = [:]\nfor i in 0..<20 { d[i] = i }")
            Issue.record("no error")
        } catch {
            #expect(error.message == "dictionary size limit exceeded: 11 entries (Limits.listLength is 10)")
        }
        #expect(try geo.evaluate("d.count").asNumber == 10)
        do {
            try geo.run("var s = Set<Int>()\nfor i in 0..<20 { s.insert(i) }")
            Issue.record("no error")
        } catch {
            #expect(error.message.hasPrefix("set size limit exceeded: 11 entries"))
        }
    }
}
