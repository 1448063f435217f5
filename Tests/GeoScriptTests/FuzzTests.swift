import Testing
@testable import GeoScript

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct LangRandom {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}

struct FuzzTests {
    static let pieces = [
        "let", "var", "func", "return", "if", "else", "while", "for", "in", "break", "continue", "import",
        "x", "y", "f", "xs", "print", "View", "Rect", "rotation", "identity", "frame", "center", "append",
        "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "..<", "...", "+", "-", "*", "/", "%", "=", "+=",
        "==", "<", "!", "and", "not", "\n", "\n", " ", "1", "0", "2.5", "90deg", "\"s\"", "\"a\\(x)b\"",
        "nil", "true", "/*", "*/", "//", "\"", "\\", "é", "°",
    ]

    @Test("random token soup never crashes the interpreter", arguments: 0..<4)
    func tokenSoup(_ seed: Int) {
        var random = LangRandom(state: UInt64(seed) &* 7919 &+ 17)
        let geo = Interpreter()
        geo.output = { _ in }
        geo.warnings = { _ in }
        geo.limits = Limits(steps: 20_000, callDepth: 200)
        for _ in 0..<150 {
            var source = "var x = 1\nvar xs = [1, 2]\nfunc f(a) { return a }\n"
            for _ in 0..<Int(random.next() % 40) { source += random.pick(FuzzTests.pieces) + " " }
            do {
                try geo.run(source, file: "fuzz.geo")
            } catch {
                #expect(!error.description.isEmpty)
                #expect(error.description.hasPrefix("fuzz.geo"))
            }
        }
    }

    @Test("random valid arithmetic agrees with Swift", arguments: 0..<2)
    func arithmetic(_ seed: Int) throws {
        var random = LangRandom(state: UInt64(seed) &+ 99)
        let geo = Interpreter()
        for _ in 0..<200 {
            let a = Double(Int(random.next() % 2001) - 1000) / 8
            let b = Double(Int(random.next() % 2001) - 1000) / 8
            let c = Double(Int(random.next() % 100) + 1)
            let value = try geo.evaluate("(\(a)) * (\(b)) + (\(b)) / \(c) - (\(a))")
            #expect(value.asNumber == a * b + b / c - a)
        }
    }
}
