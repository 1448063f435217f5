import Testing
@testable import GeoScript

/// `String.ownsNoStorage` (a slot's String overwritten with no release, `Disposal.replaceOther`):
/// true exactly for strings with no reference counted storage — small ones, whether literal or
/// built at run time, and literals of any length — and false for a native string built at run
/// time; the values written over them and over others read back as they were written.
@Suite struct UncountedStringTests {
    @Test func smallAndLiteralStringsOwnNoStorage() {
        #expect("kiwi".ownsNoStorage)
        #expect("a literal longer than fifteen bytes".ownsNoStorage)
        #expect(String(repeating: "a", count: 3).ownsNoStorage)
        #expect(String(repeating: "é", count: 7).ownsNoStorage)
        #expect(!String(repeating: "ab", count: 20).ownsNoStorage)
        #expect(!String(repeating: "é", count: 8).ownsNoStorage)
        #expect(Value.string("kiwi").isUncountedString)
        #expect(!Value.string(String(repeating: "ab", count: 20)).isUncountedString)
        #expect(!Value.number(1).isUncountedString)
    }

    @Test func stringsOverwrittenReadBack() {
        let (output, error, _) = langRun("""
            var states = Array(repeating: "locked", count: 4)
            var s = "short"
            for i in 0..<6 {
                let long = String(repeating: "ab", count: 10 + i)
                s = i % 2 == 0 ? long : "x\\(i)"
                states[i % 4] = s
            }
            print(s, states)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "x5 [\"abababababababababababababab\", \"x5\", \"abababababababababababab\", \"x3\"]\n")
    }
}
