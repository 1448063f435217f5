import Testing
@testable import GeoScript

/// A call site keeps the body and frame size of the script code it last called
/// (`CallSite.cachedBody`): a call of a function with that body runs with them, anything else
/// takes the checked call and fills the cache. What the cache must never do: run one
/// function's call with another's frame, keep a body that is gone, or hold what it calls.
struct CallSiteCacheTests {
    /// One site calling functions of different codes (and frame sizes) in turn: each call
    /// runs its own function's body in a frame of its own size.
    @Test func oneSiteCallsFunctionsOfEveryFrameSizeInTurn() throws {
        let geo = Interpreter()
        try geo.run("""
            func apply(g, x) { return g(x) }
            let fs = [
              { x in x + 1 },
              { x in
                let a = x * 2
                let b = a + 1
                var c = [a, b]
                c.append(x)
                return c.count + a + b
              },
              { x in
                let s = "n\\(x)"
                return s.count
              },
            ]
            var out = []
            for i in 0..<12 { out.append(apply(fs[i % 3], i)) }
            """, file: "turns.geo")
        let expected: [Double] = (0..<12).map { i in
            switch i % 3 {
            case 0: return Double(i + 1)
            case 1: return Double(3 + 2 * i + 2 * i + 1)
            default: return Double("n\(i)".count)
            }
        }
        for (i, x) in expected.enumerated() {
            #expect(try geo.evaluate("out[\(i)]").isIdentical(to: .number(x)), "call \(i)")
        }
        #expect(FrameLayoutTests.numbersAboveTop(geo))
    }

    /// A function redeclared in the session (its old code freed, a new body allocated, maybe
    /// where the old one was): a site that called the old one calls the new one, in its own
    /// frame.
    @Test func aRedeclaredFunctionIsCalledWithItsOwnBody() throws {
        let geo = Interpreter()
        try geo.run("func twice(x) { return h(x) + h(x) }\nfunc h(x) { return x }")
        #expect(try geo.evaluate("twice(5)").isIdentical(to: .number(10)))
        for k in 1...40 {
            let locals = (0..<k % 7).map { "  let v\($0) = x + \($0)\n" }.joined()
            try geo.run("func h(x) {\n\(locals)  return x + \(k)\n}")
            #expect(try geo.evaluate("twice(5)").isIdentical(to: .number(Double(2 * (5 + k)))), "h redeclared with \(k % 7) locals")
        }
        #expect(FrameLayoutTests.numbersAboveTop(geo))
    }

    /// A built-in called through the same site as script functions: never taken for the
    /// cached body.
    @Test func aBuiltInThroughACachedSite() throws {
        let geo = Interpreter()
        try geo.run("func apply(g, x) { return g(x) }\nlet a = apply({ x in x * 3 }, 2)\nlet b = apply(abs, -4)\nlet c = apply({ x in x * 3 }, 5)")
        for (name, x) in [("a", 6.0), ("b", 4), ("c", 15)] { #expect(try geo.evaluate(name).isIdentical(to: .number(x)), "\(name)") }
    }

    /// The cache holds nothing it called: a closure called through a site is freed with its
    /// last holder, and so is the interpreter.
    @Test func theCacheHoldsNothingItCalled() throws {
        weak var weakFunction: Function?
        weak var weakInterpreter: Interpreter?
        do {
            let geo = Interpreter()
            weakInterpreter = geo
            try geo.run("func apply(g, x) { return g(x) }\nvar keep = { x in x + 1 }\nlet r = apply(keep, 1)")
            do {
                guard case .function(let fn) = try geo.evaluate("keep") else { Issue.record("not a function"); return }
                weakFunction = fn
            }
            #expect(weakFunction != nil)
            try geo.run("keep = nil")
            #expect(weakFunction == nil)
            #expect(try geo.evaluate("apply({ x in x * 2 }, 4)").isIdentical(to: .number(8)))
        }
        #expect(weakInterpreter == nil)
    }
}
