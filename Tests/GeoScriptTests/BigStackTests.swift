import Testing
@testable import GeoScript

/// Deep recursion of every shape stops at the call-depth limit, cleanly, with the limits a
/// host gets by default — in a plain build and under ThreadSanitizer, whose own stack of
/// function entries (131,072) is far smaller than the 200,000 native frames 10,000 nested
/// calls through a callback or an interpolation take (issue 13: TSan crashed in
/// `__tsan_func_entry`). One shape at a time: nine threads each tens of thousands of frames
/// deep at once deadlock ThreadSanitizer's own trace machinery (two of them hung in
/// `TracePartAlloc` at 42,813 and 65,390 frames, below its limit); serialized, the suite passes
/// under TSan in 7 s.
@Suite(.serialized)
struct BigStackTests {
    static let runaways = [
        "func f(n) { return f(n + 1) }\nf(0)",
        "func f(n) { return 1 + f(n + 1) }\nf(0)",
        "func f(n) { let xs = [n].map({ x in f(x + 1) })\n return xs[0] }\nf(0)",
        "func f(n) { return \"\\(f(n + 1))\" }\nf(0)",
        "func f(n) { return [f(n + 1)][0] }\nf(0)",
        "func f(n) { var r = 0\n for i in 0..<1 { r = f(n + 1) }\n return r }\nf(0)",
        "let g = { n in n }\nfunc f(n) { return g(f(n + 1)) }\nf(0)",
        "func f(n) { return [2, 1].sorted(by: { a, b in f(n + 1) < 0 }) }\nf(0)",
        "var h = nil\nh = { n in h(n + 1) }\nh(0)",
    ]

    @Test(arguments: runaways)
    func aRunawayOfAnyShapeIsTheDepthLimit(_ source: String) {
        let geo = Interpreter()
        geo.output = { _ in }
        do {
            try geo.run(source)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .limit)
            #expect(error.message.hasPrefix("call depth limit exceeded"), "\(error.message)")
        }
        #expect((try? geo.evaluate("1 + 1"))?.asNumber == 2)
    }

}
