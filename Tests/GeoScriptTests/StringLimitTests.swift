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
