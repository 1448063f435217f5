import Foundation
import Testing
@testable import GeoScript

/// Memory: an interpreter and everything it ran is freed; deep values are freed without
/// recursion (issue 9 leaks, issue 13 C2).
struct RuntimeMemoryTests {
    static let everything = """
        func fib(n) {
            if n < 2 { return n }
            return fib(n - 1) + fib(n - 2)
        }
        print(fib(12))
        func make() {
            var count = 0
            let again = { count += 1
                return count }
            func inner(n) {
                if n == 0 { return again() }
                return inner(n - 1)
            }
            return inner(3)
        }
        make()
        var selfish = nil
        selfish = { n in
            if n > 0 { return selfish(n - 1) }
            return 0
        }
        selfish(5)
        let v = View(frame: (0, 0, 10, 10))
        v.addSubview(View(frame: (1, 1, 2, 2)))
        let keep = { v.frame.width }
        keep()
        var g = { 1 }
        g = { 2 }
        g()
        func apply(f) { return f() }
        func lend() {
            let w = { v.frame.width }
            return apply(w) + apply({ apply(w) })
        }
        lend()
        var replaced = nil
        replaced = { replaced = nil
            return v.frame.width }
        replaced()
        let r = Rect(0, 0, 10, 10)
        let p = (1, 1)
        if r.contains(p) and r.intersects(r) { print(r.union(r)) }
        if r.contains((2, 2)) { }
        if v.frame.contains(p) or v.bounds.intersects(r) { }
        func inLoop(q) {
            var hits = 0
            for k in 0..<3 { if r.contains(q) and not v.frame.intersects(r) { hits += 1 } }
            return hits
        }
        inLoop(p)
        """

    final class Weak: @unchecked Sendable {
        weak var interpreter: Interpreter?
        weak var engine: Engine?
        weak var view: View?
        weak var registry: Registry?
    }

    func runAndDrop() throws -> Weak {
        let weak = Weak()
        let geo = Interpreter()
        geo.output = { _ in }
        try geo.run(Self.everything)
        geo.limits = Limits(steps: 1_000)
        #expect(throws: GeoError.self) { try geo.run("while true { }") }
        weak.interpreter = geo
        weak.engine = geo.engine
        weak.view = try geo["v"]?.view()
        weak.registry = geo.registry
        return weak
    }

    /// Also the compiled code: a method site whose condition code (`if r.contains(p)`, path
    /// `kernelDirect`) calls the site must not be held by the site, or the site and the
    /// registry it holds outlive the interpreter.
    @Test func anInterpreterIsFreedWithEverythingItRan() throws {
        let weak = try runAndDrop()
        #expect(weak.interpreter == nil)
        #expect(weak.engine == nil)
        #expect(weak.view == nil)
        #expect(weak.registry == nil)
    }

    /// A mutating call site keeps its arguments' array for the next call (`xs.append(x)`
    /// allocates none): it must not keep the argument alive.
    @Test func aMutatingCallKeepsNoArgumentAlive() throws {
        let weak = Weak()
        let geo = Interpreter()
        try geo.run("var v = View(frame: (0, 0, 1, 1))\nfunc add(n) {\n  var xs = []\n  for i in 0..<n { xs.append(v) }\n  return xs.count\n}\nadd(3)")
        weak.view = try geo["v"]?.view()
        #expect(weak.view != nil)
        try geo.run("v = nil")
        #expect(weak.view == nil)
        #expect(try geo.evaluate("add(2)").isIdentical(to: .number(2)))
    }

    @Test func aThousandInterpretersComeAndGo() throws {
        var engines: [Weak] = []
        for _ in 0..<1_000 {
            let weak = Weak()
            let geo = Interpreter()
            geo.output = { _ in }
            try geo.run("func f(n) { if n < 1 { return 0 }\nreturn f(n - 1) }\nlet c = { f(3) }\nc()")
            weak.engine = geo.engine
            engines.append(weak)
        }
        #expect(engines.allSatisfy { $0.engine == nil })
    }

    final class WeakFile: @unchecked Sendable {
        weak var file: SourceFile?
        let id: UInt64
        init(_ file: SourceFile) {
            self.file = file
            self.id = file.id
        }
    }

    /// The source files of the functions an interpreter compiled (a run, a second run, an
    /// import) are freed with it and leave the table of live files.
    func filesOfAnInterpreter() throws -> [WeakFile] {
        let folder = NSTemporaryDirectory() + "geo-files-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "func helper(n) { return n + 1 }".write(toFile: folder + "/lib.geo", atomically: true, encoding: .utf8)
        let geo = Interpreter()
        geo.output = { _ in }
        geo.allowFiles(in: folder)
        try geo.run(Self.everything, file: "everything.geo")
        try geo.run("func again() { fib(3) }\nagain()", file: "again.geo")
        try geo.run("import \"\(folder)/lib.geo\"\nlet h = helper", file: "importer.geo")
        #expect(throws: GeoError.self) { try geo.run("func late() { assert(false) }\nlate()", file: "late.geo") }
        return try ["fib", "again", "h", "late"].map { name in
            let code = try #require(geo[name]?.function().code, "\(name)")
            return WeakFile(code.file)
        }
    }

    @Test func aReleasedInterpreterFreesItsSourceFiles() throws {
        let files = try filesOfAnInterpreter()
        #expect(Set(files.map(\.id)).count == 4)
        for file in files {
            #expect(file.file == nil)
            #expect(SourceFile.resolve(file.id) == nil)
        }
    }

    @Test func reassigningAGlobalClosureKeepsNothingBehind() throws {
        let geo = Interpreter()
        try geo.run("var g = { 1 }\nfor i in 0..<20000 { g = { i } }\nlet last = g()")
        #expect(geo["last"]?.asNumber == 19_999)
    }

    @Test func aDeeplyNestedListIsFreedWithoutRecursion() throws {
        let geo = Interpreter()
        try geo.run("var xs = []\nfor i in 0..<200000 { xs = [xs] }")
        geo["xs"] = nil  // freed on this (small-stack) thread
        try geo.run("xs = []\nfor i in 0..<200000 { xs = [xs] }\nxs = nil")
        try geo.run("var f = { 0 }\nfor i in 0..<200000 {\n  let g = f\n  f = { g() }\n}")
        try geo.run("xs = []\nfor i in 0..<200000 { xs = [xs] }")
        geo.reset()  // both chains dropped with the engine, on this thread
        #expect(geo["xs"] == nil)
    }

    /// A node whose only element that may nest is its last (a linked list's [value, next]) is
    /// taken apart with no entry on the stack of lists: its other elements are dropped with it
    /// (a view in each node freed), a chain 300,000 long freed without recursion on this
    /// thread's small stack; nodes with lists before their last (a tree, [[i], next]) as before.
    @Test func linkedListsAndTreesAreFreedWithWhatTheyHold() throws {
        let geo = Interpreter()
        try geo.run("""
            var list = nil
            for i in 0..<300000 { list = [i, list] }
            var viewed = nil
            for i in 0..<50 { viewed = [View(frame: (0, 0, 1, 1)), "s", viewed] }
            var boxed = nil
            for i in 0..<100000 { boxed = [[i, [i]], boxed] }
            func tree(d) { if d == 0 { return nil }; return [tree(d - 1), d, [tree(d - 1)]] }
            var t = tree(10)
            let kept = boxed[1]
            """)
        var views: [Weak] = []
        var node = geo["viewed"]
        while case .list(let items)? = node, items.count == 3 {
            if case .view(let v) = items[0] {
                let weak = Weak()
                weak.view = v
                views.append(weak)
            }
            node = items[2]
        }
        node = nil
        #expect(views.count == 50)
        geo["list"] = nil   // freed on this (small-stack) thread
        try geo.run("viewed = nil\nboxed = nil\nt = nil")
        #expect(views.allSatisfy { $0.view == nil })
        // A node another variable holds is only released: the rest of its chain stays.
        #expect(try geo.evaluate("kept[0][1][0] + kept[1][0][0]").asNumber == 99_998 + 99_997)
    }

    /// A list whose nesting elements are closures capturing no list or closure (a record of
    /// closures) is dropped as it is; one whose closure captures a list goes through the
    /// worklist: a chain of 200,000 such records is freed on this thread's small stack, and a
    /// view a record's closure captured is freed with it.
    @Test func recordsOfClosuresAreFreedWithWhatTheyCaptured() throws {
        let geo = Interpreter()
        try geo.run("""
            func record(r, v) { return ["circle", { r * r }, { k in record(r * k, v) }, { v.frame.width }] }
            var shapes = []
            for i in 0..<100 { shapes.append(record(i, View(frame: (0, 0, i, 1)))) }
            var total = 0
            for round in 0..<3 { for s in shapes { let big = s[2](2); total += big[1]() + big[3]() } }
            var chain = []
            for i in 0..<200000 { let prev = chain; chain = ["link", { prev }] }
            let depth = chain[1]()[1]()[0]
            """)
        var expected = 0.0
        for i in 0..<100 { expected += Double(4 * i * i + i) }
        #expect(geo["total"]?.asNumber == 3 * expected)
        guard case .string(let depth)? = geo["depth"] else { Issue.record("depth: \(String(describing: geo["depth"]))"); return }
        #expect(depth == "link")
        var views: [Weak] = []
        if case .list(let records)? = geo["shapes"] {
            for record in records {
                guard case .list(let items) = record, case .function(let fn) = items[3] else { continue }
                for i in 0..<fn.captureCount {
                    guard case .view(let v) = fn.captures[i].value else { continue }
                    let weak = Weak()
                    weak.view = v
                    views.append(weak)
                }
            }
        }
        #expect(views.count == 100)
        geo["chain"] = nil   // freed on this (small-stack) thread
        geo["shapes"] = nil
        #expect(views.allSatisfy { $0.view == nil })
    }

    @Test func lettingGoOfASharedListNeitherCopiesNorChangesIt() throws {
        // The check that decides whether a list being let go must be taken apart reads its
        // storage's reference count (no copy of a shared list) on this platform.
        #expect(Disposal.storageIsOneReference)
        // A loop variable over a list of lists lets go of each row in turn; rows, a shared
        // list dropped by a variable, and a unique chain all keep their meaning.
        let (output, error, _) = langRun("""
            var grid = []
            for r in 0..<3 { var row = []; for c in 0..<4 { row.append([r, { c }]) }; grid.append(row) }
            var n = 0
            for k in 0..<2 { for row in grid { n += row.count; for cell in row { n += cell[1]() } } }
            var copy = grid
            copy = nil
            var chain = []
            for i in 0..<100000 { chain = [chain, grid[0]] }
            chain = nil
            print(n, grid.count, grid[2][3][0], grid[2][3][1]())
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "60 3 2 3\n")
    }

    /// A list whose elements are lists of plain values (`zip`'s and `enumerated()`'s pairs, a
    /// grid's rows of Numbers) is dropped by one release, not taken apart pair by pair; a list
    /// holding a list of lists, or a closure holding one, is still taken apart (no deep
    /// recursion), and every shape keeps its meaning.
    @Test func listsOfPlainRowsAreDroppedAtOnce() throws {
        #expect(Disposal.isShallow(.list([.number(1), .string("a"), .nil])))
        #expect(!Disposal.isShallow(.list([.number(1), .list([])])))
        let geo = Interpreter()
        try geo.run("let pair = [[1], { 2 }]\nlet f = { pair }")
        let pair = try #require(geo["pair"]), f = try #require(geo["f"])
        #expect(!Disposal.isShallow(pair))
        #expect(!Disposal.isShallow(.list([f])))
        let (output, error, _) = langRun("""
            var n = 0
            for k in 0..<3 { let pairs = zip([1, 2, 3], [4, 5, 6]); n += pairs[2][1] }
            var rows = []
            for r in 0..<1000 { rows.append([r, r * 2]) }
            rows = nil
            var chain = []
            for i in 0..<200000 { chain = [[i], chain] }
            chain = nil
            print(n, Array(0..<3).enumerated().map { $0[0] * $0[1] })
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "18 [0, 1, 4]\n")
    }

    /// Issue 9/13: closures and the variables they captured can hold each other in a cycle
    /// that reference counting never frees (LeakSanitizer found local functions calling each
    /// other). Each shape captures a view the host can watch: after the interpreter is
    /// released, the view — held by the cycle — must be freed, and so must the function.
    @Test(arguments: [
        // Local functions calling each other, used inside the frame only.
        "func parity(k) {\n  let v = View(frame: (0, 0, 1, 1))\n  probes.append(v)\n  func even(n) { if n == 0 { return v.frame.width > 0 }; return odd(n - 1) }\n  func odd(n) { if n == 0 { return false }; return even(n - 1) }\n  return even(k)\n}\nparity(4)\nparity(3)",
        // … and returned: the pair outlives the frame.
        "func make() {\n  let v = View(frame: (0, 0, 1, 1))\n  probes.append(v)\n  func even(n) { if n == 0 { return v.frame.width > 0 }; return odd(n - 1) }\n  func odd(n) { if n == 0 { return false }; return even(n - 1) }\n  return even\n}\nlet kept = make()\nkept(6)",
        // A closure stored in the variable it calls itself through.
        "func count(k) {\n  let v = View(frame: (0, 0, 1, 1))\n  probes.append(v)\n  var again = nil\n  again = { n in\n    if n > 0 { return again(n - 1) }\n    return v.frame.width\n  }\n  return again(k)\n}\nlet kept = count(3)",
        // A list of closures that read the list.
        "func listed() {\n  let v = View(frame: (0, 0, 1, 1))\n  probes.append(v)\n  var fs = []\n  fs.append({ fs.count + v.frame.width })\n  return fs[0]\n}\nlet kept = listed()\nkept()",
        // Local functions of a loop's body, a new pair on each pass (the cells replaced).
        "for i in 0..<3 {\n  let v = View(frame: (0, 0, 1, 1))\n  probes.append(v)\n  func a(n) { if n == 0 { return v.frame.width }; return b(n - 1) }\n  func b(n) { return a(n) }\n  a(2)\n}",
        // A closure kept in a captured variable of the function that made it.
        "func holder() {\n  let v = View(frame: (0, 0, 1, 1))\n  probes.append(v)\n  var me = nil\n  func show() { return v.frame.width }\n  me = { if me == nil { return 0 }; return show() }\n  return me\n}\nlet kept = holder()\nkept()",
        // Constants' cells are not recorded (a parameter, a loop variable, a `let` holding the
        // closure): each cycle through them also passes through a `var`'s cell, which is.
        "func viaParameter(v, fs0) {\n  var fs = fs0\n  let g = { fs.count + v.frame.width }\n  fs.append(g)\n  return g\n}\nlet w = View(frame: (0, 0, 1, 1))\nprobes.append(w)\nlet kept = viaParameter(w, [])\nkept()",
        "var kept = nil\nfor k in 0..<3 {\n  let v = View(frame: (0, 0, 1, 1))\n  probes.append(v)\n  var box = [v]\n  let g = { box.count + k + v.frame.width }\n  box.append(g)\n  kept = g\n}\nkept()",
        "for (i, v) in [View(frame: (0, 0, 1, 1))].enumerated() {\n  probes.append(v)\n  var me = nil\n  me = { i + v.frame.width + (me == nil ? 0 : 1) }\n  me()\n}",
    ])
    func cyclesOfClosuresAreFreedWithTheInterpreter(_ shape: String) throws {
        final class Probes: @unchecked Sendable {
            weak var interpreter: Interpreter?
            var views: [Weak] = []
            weak var kept: Function?
        }
        let probes = Probes()
        do {
            let geo = Interpreter()
            try geo.run("var probes = []\n" + shape)
            for case .view(let v) in try #require(geo["probes"]).list() {
                let weak = Weak()
                weak.view = v
                probes.views.append(weak)
            }
            if case .function(let f)? = geo["kept"] { probes.kept = f }
            probes.interpreter = geo
        }
        #expect(!probes.views.isEmpty)
        #expect(probes.interpreter == nil)
        #expect(probes.views.allSatisfy { $0.view == nil }, "a view held by a cycle outlived its interpreter")
        #expect(probes.kept == nil)
    }

    /// Only the cells a cycle can need are recorded for the engine's end (`EscapedCells`): a
    /// captured parameter, `let` or loop variable is not; a `var` and a local function are.
    @Test func onlyCellsThatCanBeWrittenLaterAreRecorded() throws {
        let geo = Interpreter()
        try geo.run("""
            func adder(k) { return { x in x + k } }
            func compose(f, g) { return { x in g(f(x)) } }
            var fs = []
            for i in 0..<100 {
              let a = adder(i)
              let j = i
              fs.append(compose(a, { x in x * j + i }))
            }
            for (i, x) in [5, 6].enumerated() { fs.append({ i + x }) }
            """)
        #expect(geo.engine.escapedCells.count == 0)
        #expect(try geo.evaluate("fs[7](2) + fs[100]() + fs[101]()").isIdentical(to: .number(9 * 7 + 7 + 5 + 7)))
        try geo.run("""
            func counter() { var n = 0; return { n += 1; return n } }
            func pair() { func even(n) { return n == 0 ? true : odd(n - 1) }; func odd(n) { return n == 0 ? false : even(n - 1) }; return even }
            let c = counter()
            let e = pair()
            """)
        #expect(geo.engine.escapedCells.count == 3)  // n, even, odd
        #expect(try geo.evaluate("c() + c() + (e(4) ? 10 : 0)").isIdentical(to: .number(13)))
    }

    /// Closures sharing recorded cells (`EscapedCells`) change them where they lie — no retain
    /// of a cell around a change in place, which took Swift's slow path for a weakly held
    /// object — through every way in: a method of a captured list, `+=` on a captured String
    /// and Number, a set, a callback that reads the list being changed, the holder of the
    /// closures dropped between calls; and the interpreter is freed after.
    @Test func closuresSharingRecordedCellsChangeThemInPlace() throws {
        weak var released: Interpreter?
        let box = AppendInPlaceTests.OutputBox()
        do {
            let geo = Interpreter()
            released = geo
            geo.output = { box.text += $0 }
            try geo.run("""
                func makeStack() {
                    var items: [Int] = []
                    var log = ""
                    return (push: { x in items.append(x); log += "+" }, pop: { items.popLast() },
                            prune: { items.removeAll(where: { $0 >= items.count }) }, all: { items }, log: { log })
                }
                var s = makeStack()
                for i in 0..<10 { s.push(i) }
                print(s.pop())
                s.prune()
                print(s.all(), s.log())
                var t = makeStack()
                t.push(1)
                var holder = [t]
                holder[0].push(2)
                holder = []
                t.push(3)
                print(t.all())
                t = makeStack()
                print(t.all(), s.all().count)
                func counter() { var n = 0; return (up: { n += 1; return n }, reset: { n = 0 }) }
                let c = counter()
                c.up(); c.up()
                c.reset()
                print(c.up())
                """, file: "cells.geo")
            #expect(geo.engine.escapedCells.count >= 5)
        }
        #expect(box.text == "9\n[0, 1, 2, 3, 4, 5, 6, 7, 8] ++++++++++\n[1, 2, 3]\n[] 9\n1\n")
        #expect(released == nil)
    }

    @Test func aSharedNestedListIsNotWalked() throws {
        // 2^40 leaves, shared: freeing it must not visit them.
        let geo = Interpreter()
        try geo.run("var xs = [1]\nfor i in 0..<40 { xs = [xs, xs] }\nxs = nil")
    }
}

/// Errors raised at run time: located in the script, quickly (issue 13).
struct RuntimeErrorTests {
    func message(_ source: String, _ geo: Interpreter = Interpreter()) -> GeoError? {
        do {
            try geo.run(source, file: "t.geo")
            return nil
        } catch {
            return error
        }
    }

    @Test func errorsInACallbackAreLocatedInTheScript() {
        let arity = message("let xs = [1, 2].map({ a, b in a })")
        #expect(arity?.message == "the closure takes 2 arguments (a, b) but was given 1")
        #expect(arity?.diagnostics.first?.file == "t.geo")
        #expect(arity?.diagnostics.first?.column == 21)
        let inside = message("let xs = [1, 2].map({ a in\n  a + \"x\"\n})")
        #expect(inside?.diagnostics.first?.line == 2)
        #expect(inside?.diagnostics.first?.callStack == ["t.geo:1:10"])
    }

    @Test func aRangeBeyondTwoToThe53IsAnError() {
        for source in ["for i in 1e16..<1e16 + 4 { }", "let xs = 1e16...1e16 + 2", "for i in -1e17..<0 { }"] {
            #expect(message(source)?.message.contains("2^53") == true, "\(source)")
        }
    }

    /// The depth limit comes from the native stack the run actually got (issue 13 C5): here
    /// 1 MB, far less than the 40,000 calls `Limits.callDepth` allows need, whether the
    /// recursion goes through built-ins calling back (`map`, `filter`) or not.
    @Test(arguments: [
        "func f(n) { return f(n + 1) }\nf(0)",
        "func f(n) { return [n].map({ x in f(x + 1) }) }\nf(0)",
        "var g = nil\ng = { n in [n].filter({ x in g(x + 1) == [] }) }\ng(0)",
        "func f(n) { return [[n]].map({ xs in xs.map({ x in f(x + 1) }) }) }\nf(0)",
    ])
    func runawayRecursionOnASmallStackIsALocatedError(_ source: String) {
        let geo = Interpreter()
        geo.nativeStackSize = 1 << 20
        geo.limits = Limits(callDepth: Limits.maximumCallDepth)
        let error = message(source, geo)
        #expect(error?.kind == .limit)
        #expect(error?.message.hasPrefix("call depth limit exceeded") == true, "\(String(describing: error?.message))")
        #expect(error?.diagnostics.first?.file == "t.geo")
        // The interpreter goes on.
        #expect(throws: Never.self) { try geo.run("print(1)") }
    }

    /// A function passed on from a local is lent to the callee (not retained): it must stay
    /// alive and unchanged however the call ends, and the caller's reference must survive.
    @Test func aFunctionLentToACalleeOutlivesTheCall() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run("""
            func apply(f, x) { return f(x) }
            func keep(f) { return [f, f] }
            func run() {
                let add = { a in a + 1 }
                var kept = keep(add)
                let y = apply(add, 1) + apply({ a in a * 10 }, 2)
                kept = nil
                print(y, add(5), kept == nil)
            }
            run()
            """)
        #expect(out == "22 6 true\n")
        // An arity error, a label error and a failing callee leave the lent function alone.
        for bad in ["func f(a, b) { return a }\nfunc g(h) { return f(h) }\ng(print)",
                    "func f(a) { return a }\nfunc g(h) { return f(b: h) }\ng(print)",
                    "func f(a) { return a(1, 2) }\nfunc g(h) { return f(h) }\ng({ x in x })"] {
            #expect(message(bad, geo) != nil)
        }
        #expect(try geo.evaluate("func h(k) { let c = { x in x * 2 }\n return k(c) }\nh({ c in c(21) })").isIdentical(to: .number(42)))
    }

    /// A frame's teardown drops what its slots hold, whatever the kind: a lent function is
    /// left to its owner, a Number or nil is skipped, anything else is released (the values a
    /// caller still holds stay whole).
    @Test func aFrameDropsEveryKindOfValueItHolds() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run("""
            func f(xs, g, s, n) {
                var t = s + "!"
                var p = (n, 2)
                var z = nil
                var b = n > 1
                var ys = [xs, [g], [[n]]]
                var r = (0, 0, n, n)
                if n > 100 { var never = [1] }
                return g(xs.count) + ys.count + t.count + p.x
            }
            let xs = [1, 2, 3]
            let g = { k in k * 10 }
            var total = 0
            for i in 0..<1000 { total += f(xs, g, "ab", i % 3) }
            print(total, xs, g(1))
            """)
        #expect(out == "36999 [1, 2, 3] 10\n")
    }

    /// A frame's locals start as a placeholder no script can read: a `var` without a value is
    /// nil (in every pass of a loop), a slot an ended block used is stored before it is read,
    /// and a local a `return` skipped is dropped with the frame.
    @Test func aLocalIsNilUntilItsDeclarationStoresIt() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run("""
            func f(n) {
                if n > 0 { var t = [n] }
                var r
                var s = r == nil
                for i in 0..<3 {
                    var u
                    if i == 1 { u = i }
                    print(u, s)
                }
                return r
            }
            print(f(1), f(0))
            func g(k) {
                if k == 0 { return "none" }
                var x = k * 2
                return x
            }
            print(g(0), g(3))
            """)
        #expect(out == "nil true\n1 true\nnil true\nnil true\n1 true\nnil true\nnil nil\nnone 6\n")
    }

    /// Up to three arguments: those read in place and those computed by code that calls (and
    /// pushes) itself, in any order; one failing after others were pushed drops them, and the
    /// next call finds the stack as it was.
    @Test func argumentsPushedInPlaceAndByCodeKeepTheStack() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        let source = """
            func f(a, b, c) { return a.count + b + c }
            func g(n) { return n * 2 }
            func h(x) { return x + 1 }
            let xs = [1, 2]
            var s = "ab"
            print(f(xs, g(1), h(2)))
            print(f(s, 1, g(h(1))))
            func t(k) {
                let ys = [k]
                return f(ys, k, h(k)) + f(ys, g(k), 1)
            }
            print(t(3))
            """
        try geo.run(source)
        #expect(out == "7\n7\n16\n")
        for bad in ["f(xs, 1, h(\"x\"))", "f(s, h(nil), 1)", "f(xs, g(1), h(xs))"] {
            let error = message(bad, geo)
            #expect(error?.message.hasPrefix("cannot apply '+'") == true, "\(bad): \(String(describing: error?.message))")
        }
        out = ""
        try geo.run("print(f(xs, g(2), h(3)), t(1), xs, s)")
        #expect(out == "10 8 [1, 2] ab\n")
    }

    /// A function called from a `var` global is not retained for the call: replacing the
    /// global while the function runs keeps it alive until the call ends.
    @Test func aGlobalFunctionReplacedDuringItsOwnCallFinishesTheCall() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run("""
            var g = nil
            g = { n in
                g = nil
                let s = "kept \\(n)"
                return s
            }
            print(g(1))
            var h = nil
            h = { n in
                if n > 0 {
                    h = { m in m * 100 }
                    return h(n - 1) + 1
                }
                return 0
            }
            print(h(3))
            var k = nil
            k = { n in
                if n == 0 { return 0 }
                let before = k
                k = { m in m }
                let r = before(n - 1)
                k = before
                return r + 1
            }
            print(k(5), g == nil)
            """)
        #expect(out == "kept 1\n201\n5 true\n")
    }

    /// A function of this engine called from a `var` global is held by its count of such
    /// calls (`Function.heldCalls`): replaced during its calls — recursive ones, one that
    /// fails — it lives until the last of them ends, then is freed; the count is back to 0
    /// after an error. A function of another interpreter called the same way is held by a
    /// link instead, and kept as well.
    @Test func aHeldFunctionIsFreedWhenItsLastCallEnds() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run("""
            var f = nil
            f = { n in
                if n == 0 {
                    f = { m in -1 }
                    return 0
                }
                return f(n - 1) + 1
            }
            var bad = nil
            bad = { n in
                bad = { m in m }
                return n + nil
            }
            """)
        weak var first: Function?
        weak var failing: Function?
        do {
            guard case .function(let fn) = try geo.evaluate("f"), case .function(let b) = try geo.evaluate("bad") else {
                Issue.record("no functions")
                return
            }
            first = fn
            failing = b
        }
        #expect(first != nil)
        try geo.run("print(f(3), f(3))")
        #expect(out == "3 -1\n")
        #expect(first == nil, "the replaced function outlived its calls")
        #expect(throws: GeoError.self) { try geo.run("bad(1)") }
        #expect(failing == nil, "the function replaced by a failing call outlived it")
        out = ""
        try geo.run("print(bad(5))")
        #expect(out == "5\n")

        // Its captured variables are read after it is replaced and memory of its size is
        // made anew (a freed function's cells would be read from that memory), recursively.
        out = ""
        try geo.run("""
            func make(tag, depth) {
                var calls = 0
                var label = "[" + tag + "]"
                return { n in
                    calls += 1
                    let inner = n > 0 ? c(n - 1) : "."
                    if n == depth { c = nil }
                    var junk: [Any] = []
                    for i in 0..<300 { junk.append({ k in k + i }); junk.append("x\\(i) \\(tag)") }
                    return "\\(label)\\(calls)\\(n) " + inner
                }
            }
            var c = make("one", 3)
            print(c(3), c == nil)
            """)
        #expect(out == "[one]43 [one]42 [one]41 [one]40 . true\n", "\(out)")

        // Called by another interpreter, which replaces it while it runs.
        let other = Interpreter()
        var otherOut = ""
        other.output = { otherOut += $0 }
        try geo.run("var g = { n in n * 2 }")
        other["g"] = try geo.evaluate("g")
        try other.run("""
            func swap(n) {
                g = { m in m }
                return n
            }
            var h = nil
            h = { n in
                if n > 0 { return swap(n) + g(n) }
                return 0
            }
            print(h(4))
            """)
        #expect(otherOut == "8\n")
    }

    @Test func aRunawayAtTheDeepestLimitIsReportedQuickly() {
        let geo = Interpreter()
        geo.limits = Limits(callDepth: Limits.maximumCallDepth)
        let start = DispatchTime.now().uptimeNanoseconds
        let error = message("func f(n) { return f(n + 1) }\nf(0)", geo)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #expect(error?.kind == .limit)
        if BigStack.isThreadSanitized {
            // ThreadSanitizer's smaller budget (see BigStack) ends the recursion first.
            #expect(error?.message.hasPrefix("call depth limit exceeded") == true)
        } else {
            #expect(error?.diagnostics.first?.callStack.count == Limits.maximumCallDepth - 1)
        }
        #expect(seconds < (langIsSanitized ? 120 : 20), "\(seconds) s")  // was quadratic: 22 s
    }
}
