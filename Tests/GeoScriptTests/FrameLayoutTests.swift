import Testing
@testable import GeoScript

/// The value stack above its top holds Numbers only (`Engine.stack`): a call sets up no locals,
/// so every way a frame ends — a return, a moved result, a lent argument, a failure, cells, a
/// callback from a built-in — must leave a Number in each slot it used, its context's included.
@Suite struct FrameLayoutTests {
    /// Whether the first `count` slots above the stack top all hold a Number.
    static func numbersAboveTop(_ geo: Interpreter, _ count: Int = 4096) -> Bool {
        let engine = geo.engine
        for i in engine.stackTop..<min(engine.stackTop + count, engine.stackCapacity) {
            guard case .number = engine.stack[i] else { return false }
        }
        return true
    }

    static let source = """
        func keep(f, v) { var t = [v]; let u = t; return u }
        func twice(f, x) { return f(f(x)) }
        func pick(flag, a, b) {
            var r = nil
            var p = (1, 2)
            var s = "x"
            if flag { r = a } else { r = b }
            return [r, p, s]
        }
        func later(n) {
            var total = 0
            let add = { k in total += k }
            for i in 0..<n { add(i) }
            return total
        }
        func fails(xs, k) {
            var copy = xs
            let f = { copy[k] }
            return f() + 1
        }
        func fib(me, n) {
            var result = n
            if n >= 2 { result = me(me, n - 1) + me(me, n - 2) }
            return result
        }
        func visit(n, step) {
            var total = [n]
            if n > 1 { let a = step(n - 1, step); total = [a[0] + 1] }
            return total
        }
        """

    @Test func everyWayAFrameEndsLeavesNumbers() throws {
        let geo = Interpreter()
        try geo.run(Self.source)
        #expect(Self.numbersAboveTop(geo))
        let runs: [(String, Value)] = [
            ("keep(keep, [1, 2]).count", .number(1)),
            ("twice({ x in x + \"!\" }, \"a\")", .string("a!!")),
            ("pick(true, [1], \"b\")[0][0]", .number(1)),
            ("pick(false, [1], \"b\")[0]", .string("b")),
            ("later(10)", .number(45)),
            ("fib(fib, 15)", .number(610)),
            ("visit(15, visit)[0]", .number(15)),
            ("[3, 1, 2].sorted { a, b in a < b }.map { x in keep(x, [x]) }.count", .number(3)),
            ("[\"a\", \"b\"].map { s in twice({ t in t + s }, s) }[1]", .string("bbb")),
        ]
        for (code, value) in runs {
            #expect(try geo.evaluate(code).isIdentical(to: value), "\(code)")
            #expect(Self.numbersAboveTop(geo), "\(code)")
        }
        // A failure in a frame with cells, in a callback, in an argument being pushed.
        for bad in ["fails([1, 2], 5)", "[1, 2].map { x in fails([x], 3) }", "keep(keep, fails([[1]], 0))",
                    "twice({ x in x + 1 }, \"a\")", "fails([\"a\"], 0)"] {
            #expect(throws: (any Error).self) { try geo.evaluate(bad) }
            #expect(Self.numbersAboveTop(geo), "\(bad)")
        }
        // The slots a failed call used serve the next calls as before.
        #expect(try geo.evaluate("pick(false, 1, [2])[0][0] + fib(fib, 10)").isIdentical(to: .number(57)))
        #expect(Self.numbersAboveTop(geo))
    }

    /// A long sort (`ListLibrary.mergeSortedIndices`) calls the comparison's frame hundreds of
    /// times: the order and the first error are the general code's (a release build once
    /// read one of the merge's pointers back as an error there).
    @Test func aLongSortCallsItsComparisonFrame() throws {
        let geo = Interpreter()
        try geo.run("""
            func lt(a, b) { return a < b }
            var xs = []
            for i in 0..<100 { xs.append((i * 37) % 101) }
            var rows = xs.map { x in [x, "r"] }
            """)
        #expect(try geo.evaluate("xs.sorted(by: lt)[0] + xs.sorted(by: { a, b in a > b })[0]").isIdentical(to: .number(100)))
        #expect(try geo.evaluate("rows.sorted(by: { a, b in a[0] > b[0] })[99][0]").isIdentical(to: .number(0)))
        try geo.run("rows.sort(by: { a, b in a[0] < b[0] })")
        #expect(try geo.evaluate("rows[99][0]").isIdentical(to: .number(100)))
        #expect(Self.numbersAboveTop(geo))
        try geo.run("xs.append(\"a\")")
        Self.expectError(geo, "xs.sorted(by: { a, b in\n  return a < b\n})",
                         "cannot compare a String (\"a\") and a Number (91) with '<'", at: "2:10")
        #expect(Self.numbersAboveTop(geo))
    }

    /// A Number stored in place by its block (path `storeByBlock`) over a slot that holds no
    /// Number: over nil, a Bool or a point out of line, over a list by the statement's code.
    @Test func aStoreInPlaceOverAnotherKind() throws {
        let source = """
            func f(flag, n) {
                var x = (1, 2)
                if flag { x = true }
                x = n
                var y = [1]
                y = n
                var z = nil
                for i in 0..<2 { z = 4 }
                x = n + 1
                return [x, y, z]
            }

            """
        let pathTests = CompilerPathTests()
        #expect(try pathTests.paths(source, "x = n") == ["storeByBlock"])
        #expect(try pathTests.paths(source, "y = n") == ["storeByBlock"])
        #expect(try pathTests.paths(source, "x = n + 1") == [])
        let geo = Interpreter()
        try geo.run(source)
        for _ in 0..<2 {
            #expect(try geo.evaluate("f(true, 2)").isIdentical(to: .list([.number(3), .number(2), .number(4)])))
            #expect(try geo.evaluate("f(false, 5)").isIdentical(to: .list([.number(6), .number(5), .number(4)])))
            #expect(Self.numbersAboveTop(geo))
        }
        Self.expectError(geo, "f(false, \"s\")", "cannot apply '+' to a String (\"s\") and a Number (1)", at: "9:9")
        #expect(Self.numbersAboveTop(geo))
    }

    /// A local's slot last held another call's list, string, point or nil: a new call's
    /// declarations and stores find a Number there, and read only what they stored.
    @Test func aSlotReusedByAnotherCallHoldsOnlyWhatItStores() throws {
        let geo = Interpreter()
        try geo.run(Self.source + "\n" + """
            func numbers(a) {
                var x = a
                var y = x + 1
                var z = y * 2
                return x + y + z
            }
            func maybe(flag) {
                if flag { var w = [1, 2]; return w.count }
                var v = 3
                return v
            }
            """)
        for _ in 0..<3 {
            #expect(try geo.evaluate("pick(true, [1, 2, 3], nil).count").isIdentical(to: .number(3)))
            #expect(try geo.evaluate("numbers(1)").isIdentical(to: .number(7)))
            #expect(try geo.evaluate("[maybe(true), maybe(false), numbers(2)]")
                .isIdentical(to: .list([.number(2), .number(3), .number(11)])))
        }
        // A wrong type through the frame's locals still fails where it is written.
        Self.expectError(geo, "numbers(\"a\")", "cannot apply '+' to a String (\"a\") and a Number (1)", at: "33:13")
    }

    /// A view held by a frame's locals, a lent argument, a moved result or a failed call is
    /// freed when the script lets it go: no slot above the top keeps it.
    @Test func aFrameKeepsNothingAlive() throws {
        let geo = Interpreter()
        try geo.run(Self.source + "\nvar vs = [View(frame: (0, 0, 3, 4))]\n")
        weak var weakView: View?
        do {
            guard case .view(let view) = try geo.evaluate("vs[0]") else { Issue.record("not a view"); return }
            weakView = view
        }
        #expect(try geo.evaluate("keep(keep, vs[0]).count").isIdentical(to: .number(1)))
        #expect(try geo.evaluate("pick(true, vs[0], 1)[0].frame.width").isIdentical(to: .number(3)))
        #expect(try geo.evaluate("twice({ v in v }, vs[0]).frame.height").isIdentical(to: .number(4)))
        #expect(try geo.evaluate("vs.map { v in keep(v, v) }.count").isIdentical(to: .number(1)))
        #expect(throws: (any Error).self) { try geo.evaluate("fails(vs, 0)") }
        #expect(Self.numbersAboveTop(geo))
        #expect(weakView != nil)
        try geo.run("vs = nil")
        #expect(weakView == nil)
    }

    static func expectError(_ geo: Interpreter, _ code: String, _ message: String, at location: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try geo.evaluate(code)
            Issue.record("no error for \(code)", sourceLocation: sourceLocation)
        } catch {
            let text = "\(error)"
            #expect(text.contains(message), "\(text)", sourceLocation: sourceLocation)
            #expect(text.contains(location), "\(text)", sourceLocation: sourceLocation)
        }
    }
}
