import Testing
@testable import GeoScript

/// A call's end (`Engine.run`): its arguments dropped by the call site's mask of lent ones (a
/// function read from a local, path `argumentLocal`, is lent: its slot's tag zeroed, not
/// released), a callback's arguments all lent whatever their kind (`Engine.allLent`), then the
/// frame's locals. What any cheaper end of a call must keep: the paths that lend and the ones
/// that must not, the values, what is freed, and the errors (see `FrameEndTests` for the
/// bodies' own ends).
struct CallEndPathTests {
    typealias Shape = CompilerPathTests.Shape

    static let visitor = """
        func visit(n, step) {
          var total = n
          if n > 1 {
            let a = step(n - 1, step)
            total = a + step(n - 2, step)
          }
          return total
        }
        func locals(f, n) {
          let a = [n]
          let b = "s"
          let c = f
          var d = n
          d = [a, b, c]
          return d.count + a.count
        }
        """

    static let lends: [Shape] = [
        Shape(name: "a function passed on from a parameter, first", source: CompilerPathTests.fibMethod, site: "me",
              path: "argumentLocal"),
        Shape(name: "a function passed on from a parameter, last", source: visitor, site: "step", path: "argumentLocal"),
        Shape(name: "a local holding a function", source: "func f(g) {\n  let h = g\n  return h(h)\n}\n", site: "h",
              path: "argumentLocal"),
    ]

    static let owns: [Shape] = [
        Shape(name: "a closure made for the call", source: "func f(g) {\n  return g({ x in x })\n}\n", site: "{ x in x }",
              path: "argumentValue"),
        Shape(name: "a function read from a global", source: "func id(x) { return x }\nfunc f(g) {\n  return g(id)\n}\n",
              site: "id", path: "argumentValue"),
        Shape(name: "a captured function", source: "func f(g) {\n  let k = { g(g) }\n  return k()\n}\n", site: "g",
              path: "argumentValue"),
    ]

    @Test(arguments: lends + owns) func argumentPaths(_ shape: Shape) throws {
        let pathTests = CompilerPathTests()
        #expect(try pathTests.paths(shape.source, shape.site).contains(shape.path), "\(shape.name)")
    }

    /// Lent and owned arguments of every kind, frames of no local to several of every kind:
    /// the values, Numbers above the stack top after each call.
    @Test func valuesThroughEveryEnd() throws {
        let geo = Interpreter()
        try geo.run(Self.visitor, file: "ends.geo")
        let runs: [(String, Value)] = [
            ("visit(15, visit)", .number(610)),
            ("visit(1, 0)", .number(1)),
            ("locals(visit, 3)", .number(4)),
            ("locals([1], 3)", .number(4)),
            ("locals({ x in x }, \"n\")", .number(4)),
            ("visit(6, { n, s in [n, s].count })", .number(4)),
        ]
        try FrameEndTests.expectValues(geo, runs)
    }

    /// A callback's arguments are all lent, lists and strings too (`sorted(by:)` passes the
    /// elements where its list holds them): none is released by the callback's end, and all
    /// are freed with their list.
    @Test func aCallbacksArgumentsOfEveryKindAreLent() throws {
        let geo = Interpreter()
        try geo.run("""
            var rows = [[3, "c"], [1, "a"], [2, "b"]]
            func byFirst(a, b) {
              let x = a
              return x[0] < b[0]
            }
            """)
        for _ in 0..<3 {
            #expect(try geo.evaluate("rows.sorted(by: byFirst).map { r in r[1] }").isIdentical(to: .list([
                .string("a"), .string("b"), .string("c"),
            ])))
            #expect(try geo.evaluate("rows.map { r in r.count }").isIdentical(to: .list([.number(2), .number(2), .number(2)])))
            #expect(FrameLayoutTests.numbersAboveTop(geo))
        }
        #expect(try geo.evaluate("rows[0][1]").isIdentical(to: .string("c")))
    }

    /// A function a local held is freed with its last holder, whichever local of the frame
    /// held it; a lent one stays with its owner.
    @Test func whatTheLocalsHeldIsFreed() throws {
        let geo = Interpreter()
        try geo.run(Self.visitor + "\nvar keep = { n in n }\n")
        weak var weakFunction: Function?
        do {
            guard case .function(let fn) = try geo.evaluate("keep") else { Issue.record("not a function"); return }
            weakFunction = fn
        }
        for _ in 0..<3 {
            #expect(try geo.evaluate("locals(keep, 2)").isIdentical(to: .number(4)))
            #expect(try geo.evaluate("visit(4, { n, s in keep(n) })").isIdentical(to: .number(5)))
        }
        #expect(FrameLayoutTests.numbersAboveTop(geo))
        #expect(weakFunction != nil)
        try geo.run("keep = nil")
        #expect(weakFunction == nil)
    }

    /// Locals that own nothing (a point, a size, a Bool, nil) are forgotten by their tag at
    /// the frame's end (`Engine.dropLocal`), and those that own something (a rect's box, a
    /// string, a list, a function) released: the values, Numbers above the stack top, and what
    /// such locals held freed with its last holder.
    @Test func localsThatOwnNothingEndByTheirTag() throws {
        let geo = Interpreter()
        try geo.run("""
            var keep = { n in n }
            func kinds(n, f) {
              let p = (n, 2)
              let s = Size(n, 3)
              let b = n > 1
              var none = nil
              let r = Rect(0, 0, n, 4)
              let w = "a string long enough to live on the heap"
              let g = f
              let xs = [p, s, b, none, r]
              if b { none = g(n) }
              return [p.x + s.height, b, none, r.width, w.count, xs.count]
            }
            """, file: "kinds.geo")
        weak var weakFunction: Function?
        do {
            guard case .function(let fn) = try geo.evaluate("keep") else { Issue.record("not a function"); return }
            weakFunction = fn
        }
        try FrameEndTests.expectValues(geo, [
            ("kinds(2, keep)", .list([.number(5), .bool(true), .number(2), .number(2), .number(40), .number(5)])),
            ("kinds(1, keep)", .list([.number(4), .bool(false), .nil, .number(1), .number(40), .number(5)])),
            ("kinds(3, { n in (n, n) })", .list([.number(6), .bool(true), .point(Point(x: 3, y: 3)), .number(3), .number(40), .number(5)])),
        ])
        NumberPayloadPathTests.expectErrors(geo, [("kinds(2, 5)", "cannot call a Number", 11, 17)])
        #expect(FrameLayoutTests.numbersAboveTop(geo))
        try geo.run("keep = nil")
        #expect(weakFunction == nil)
    }

    /// Arguments that own nothing (a point, a size, a Bool, nil) are forgotten by their tag
    /// at the call's end (`Engine.drop`), for one to three arguments (each by its own code),
    /// more (a loop), a callback's (all lent) and a frame of one local or several (the first
    /// tested before the loop): the values, Numbers above the stack top, a rect's box, a
    /// string and a function freed with their last holder, and a located error.
    @Test func argumentsThatOwnNothingEndByTheirTag() throws {
        let geo = Interpreter()
        try geo.run("""
            var keep = { n in n }
            func one(p) { return p.x }
            func cross(o, a, b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
            func mixed(p, s, flag, none, r) {
              let w = flag
              return [p.x + s.width, w, none, r.width]
            }
            func local1(p, f) {
              var q = p
              return f(q.y)
            }
            """, file: "args.geo")
        weak var weakFunction: Function?
        do {
            guard case .function(let fn) = try geo.evaluate("keep") else { Issue.record("not a function"); return }
            weakFunction = fn
        }
        try FrameEndTests.expectValues(geo, [
            ("one((3, 4))", .number(3)),
            ("cross((0, 0), (1, 0), (0, 1))", .number(1)),
            ("cross([(0, 0)][0], [(2, 0)][0], (0, 3))", .number(6)),
            ("mixed((1, 2), Size(3, 4), true, nil, Rect(0, 0, 5, 6))", .list([.number(4), .bool(true), .nil, .number(5)])),
            ("mixed((1, 2), Size(3, 4), false, (7, 8), Rect(0, 0, 1, 1))", .list([.number(4), .bool(false), .point(Point(x: 7, y: 8)), .number(1)])),
        ])
        try FrameEndTests.expectValues(geo, [
            ("local1((1, 2), keep)", .number(2)),
            ("[(1, 2), (3, 4)].map { p in p.y }", .list([.number(2), .number(4)])),
            ("[true, false, nil].map { b in b == nil }", .list([.bool(false), .bool(false), .bool(true)])),
        ])
        NumberPayloadPathTests.expectErrors(geo, [
            ("mixed((1, 2), Size(3, 4), true, nil, 5)", "no member 'width' on Number", 6, 37),
            ("local1((1, 2), Size(1, 1))", "cannot call a Size", 10, 10),
        ])
        #expect(FrameLayoutTests.numbersAboveTop(geo))
        try geo.run("keep = nil")
        #expect(weakFunction == nil)
    }

    /// `Value.ownsNothing(tag:)` tells exactly the kinds `isTrivial` tells but a Number, by
    /// their tag bytes (the bits `Value.ownsNothingTags` says).
    @Test func ownsNothingIsTrivial() throws {
        let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        defer { slot.deallocate() }
        guard case .list(let values) = try Interpreter().evaluate(
            "[1, nil, false, true, \"\", \"long enough to be on the heap\", [], (0, 0), Size(0, 0), Rect(0, 0, 0, 0), identity, { 0 }, sin, [:], [\"a\": 1], View(frame: .zero), cubicBezier(0.1, 0.2, 0.3, 0.4), animate(duration: 1) { }, Set([1])]") else {
            Issue.record("no list"); return
        }
        #expect(values.count == 19)
        // A value of every kind.
        #expect(Set(values.map(\.kind)) == Set(ValueKind.allCases), "\(Set(ValueKind.allCases).subtracting(values.map(\.kind)))")
        for v in values {
            slot.initialize(to: v)
            // (A Number, tag 0, is told by its own compare first.)
            #expect(Value.ownsNothing(tag: slot.numberTag) == (v.isTrivial && slot.numberTag != 0), "\(v)")
            slot.deinitialize(count: 1)
        }
    }

    /// A lent argument of the wrong kind fails where it is called, and the failed frames
    /// leave Numbers above the stack top.
    @Test func aWrongKindThroughALentArgumentIsLocated() throws {
        let geo = Interpreter()
        try geo.run(Self.visitor, file: "ends.geo")
        NumberPayloadPathTests.expectErrors(geo, [
            ("visit(3, [1])", "cannot call a List", 4, 13),
            ("visit(3, \"s\")", "cannot call a String", 4, 13),
        ])
        #expect(FrameLayoutTests.numbersAboveTop(geo))
        #expect(try geo.evaluate("visit(10, visit)").isIdentical(to: .number(55)))
    }
}
