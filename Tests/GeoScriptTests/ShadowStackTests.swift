import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import GeoScript

/// The native frames a script call and a level of nesting take stay within the figures
/// ThreadSanitizer's budget counts (`BigStack.ShadowStack`): measured as the difference in
/// `backtrace()` depth between a recursion 20 and 60 deep of each shape. A call path that
/// grows past them would let deep recursion past the 65,536 frames TSan is given (its stack
/// holds 131,072; it hangs from about 75,000: `BigStack.ShadowStack`).
struct ShadowStackTests {
    typealias Backtrace = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32

    /// The frames below the caller, or nil when the C library has no `backtrace`.
    static func frames() -> Int? {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "backtrace") else { return nil }
        let backtrace = unsafeBitCast(symbol, to: Backtrace.self)
        let capacity = 1 << 16
        let buffer = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        return Int(backtrace(buffer, Int32(capacity)))
    }

    /// The deepest `probe()` call's frames when `source` (with N for the depth) runs.
    func deepest(_ source: String, depth: Int) -> Int {
        let geo = Interpreter()
        geo.output = { _ in }
        var deepest = 0
        geo.register("probe", parameters: []) { _ in
            deepest = max(deepest, Self.frames() ?? 0)
            return .number(1)
        }
        do {
            try geo.run(source.split(separator: "N", omittingEmptySubsequences: false).joined(separator: "\(depth)"))
        } catch {
            Issue.record("\(error.message)")
        }
        return deepest
    }

    /// Recursion shapes, with the script calls each level makes (a callback is a call too).
    static let calls: [(String, Int)] = [
        ("func f(n) { if n == 0 { return probe() }\n return f(n - 1) }\nf(N)", 1),
        ("func f(n) { if n == 0 { return probe() }\n return 1 + f(n - 1) }\nf(N)", 1),
        ("func f(n) { if n == 0 { return probe() }\n return \"\\(f(n - 1))\" }\nf(N)", 1),
        ("func f(n) { if n == 0 { return probe() }\n return [f(n - 1)][0] }\nf(N)", 1),
        ("func f(n) { if n == 0 { return probe() }\n var r = 0\n for i in 0..<1 { r = f(n - 1) }\n return r }\nf(N)", 1),
        ("func f(n) { if n == 0 { return probe() }\n var r = 0\n if n > -1 { while r == 0 { r = f(n - 1) } }\n return r }\nf(N)", 1),
        ("let g = { n in n }\nfunc f(n) { if n == 0 { return probe() }\n return g(f(n - 1)) }\nf(N)", 1),
        ("var h = nil\nh = { n in if n == 0 { return probe() }\n return h(n - 1) }\nh(N)", 1),
        ("func f(n) { if n == 0 { return probe() }\n return [n].map({ x in f(x - 1) })[0] }\nf(N)", 2),
        ("func f(n) { if n == 0 { return probe() }\n return [[n]].map({ xs in xs.map({ x in f(x - 1) }) })[0][0] }\nf(N)", 3),
        ("var g = nil\ng = { n in if n == 0 { return probe() }\n return [n].filter({ x in g(x - 1) == [] }) }\ng(N)", 2),
        ("func f(n) { if n == 0 { return probe() }\n var r = 0\n let s = [2, 1].sorted(by: { a, b in r = f(n - 1)\n return a < b })\n return r }\nf(N)", 2),
    ]

    @Test(arguments: calls.indices) func aScriptCallTakesNoMoreFramesThanCounted(_ index: Int) throws {
        let (source, callsPerLevel) = Self.calls[index]
        try #require(Self.frames() != nil)
        let perCall = Double(deepest(source, depth: 60) - deepest(source, depth: 20)) / Double(40 * callsPerLevel)
        #expect(perCall > 0)
        #expect(perCall <= Double(BigStack.ShadowStack.framesPerCall), "\(perCall) frames per call:\n\(source)")
    }

    /// Nested expressions, N levels deep, with `probe()` innermost.
    static func nested(_ k: Int) -> [String] {
        func times(_ s: String) -> String { String(repeating: s, count: k) }
        return [
            "let x = " + times("(1 + ") + "probe()" + times(")"),
            "let x = probe()" + times(" + 1"),
            "func id(a) { return a }\nlet x = " + times("id(") + "probe()" + times(")"),
            "let x = " + times("[") + "probe()" + times("]"),
            "let x = " + times("- ") + "probe()",
            "let x = probe()" + times(" and true"),
            "let r = (0, 0, 1, 1)\nlet x = r" + times(".offsetBy(dx: probe(), dy: 0)") + ".x",
        ]
    }

    @Test(arguments: nested(1).indices) func aLevelOfNestingRunsInNoMoreFramesThanCounted(_ index: Int) throws {
        try #require(Self.frames() != nil)
        let perLevel = Double(deepest(Self.nested(60)[index], depth: 0) - deepest(Self.nested(20)[index], depth: 0)) / 40
        #expect(perLevel > 0)
        #expect(perLevel <= Double(BigStack.ShadowStack.framesPerNestingRun), "\(perLevel) frames per level:\n\(Self.nested(20)[index])")
    }

    /// Under ThreadSanitizer the limits come from the frame budget; in a plain build they are
    /// the resolver's and the host's own.
    @Test func theLimitsFitTheShadowStack() {
        if BigStack.isThreadSanitized {
            let calls = BigStack.maxCallDepth * BigStack.ShadowStack.framesPerCall
            let nesting = BigStack.maxNesting * BigStack.ShadowStack.framesPerNestingRun
            #expect(calls + nesting + BigStack.ShadowStack.reserve <= BigStack.ShadowStack.entries)
            #expect(BigStack.maxNesting * BigStack.ShadowStack.framesPerNestingCompiled + BigStack.ShadowStack.reserve
                    <= BigStack.ShadowStack.entries)
        } else {
            #expect(BigStack.maxCallDepth == .max)
            #expect(BigStack.maxNesting == Resolver.defaultMaxNesting)
        }
    }
}
