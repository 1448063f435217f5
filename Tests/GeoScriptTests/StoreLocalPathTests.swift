import Testing
@testable import GeoScript

/// Path `storeLocal` run by its node (`a = b` between locals where no block runs it in place):
/// a Number over a Number by both slots' tag bytes in one compare, the payload copied; every
/// other pair of kinds through `StoreNode.storeLocalOther`, whose old value is released.
struct StoreLocalPathTests {
    /// `x = v` as the first of a loop body's two statements (run by its node, not its block).
    static func loopStore(_ value: String) -> String {
        "func f(v, n) {\n  var x = 0\n  var i = 0\n  while i < n { x = \(value); i += 1 }\n  return x\n}\n"
    }

    static let shapes: [CompilerPathTests.Shape] = [
        .init(name: "a local stored from a parameter in a loop body of two", source: loopStore("v"), site: "x", path: "storeLocal"),
        .init(name: "a local stored from a loop's local", source: loopStore("i"), site: "x", path: "storeLocal"),
        .init(name: "a local declared from another", source: CompilerPathTests.fibMethodLogged, site: "result", path: "storeLocal"),
        .init(name: "an operator's result is no local's store", source: loopStore("v + 1"), site: "x", path: "storeArithmetic"),
        .init(name: "a constant is no local's store", source: loopStore("2"), site: "x", path: "storeConstant"),
    ]

    @Test(arguments: shapes) func storeLocalShapes(_ shape: CompilerPathTests.Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "\(found)")
    }

    /// A Number's tag byte is 0 and no other kind's is: what the one compare relies on.
    @Test func aNumbersTagByteIsZero() throws {
        #expect(PointAxis.layoutHolds)
        let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        defer { slot.deallocate() }
        for x in [0.0, -0.0, 1.5, -2, .nan, .infinity, 1e300] {
            slot.initialize(to: .number(x))
            #expect(slot.numberTag == 0)
            slot.deinitialize(count: 1)
        }
        guard case .list(let others) = try Interpreter().evaluate("[nil, false, true, \"\", [], (0, 0), Size(0, 0), Rect(0, 0, 0, 0), identity, { 0 }]") else {
            Issue.record("no list"); return
        }
        #expect(others.count == 10)
        for v in others {
            slot.initialize(to: v)
            #expect(slot.numberTag != 0, "\(v)")
            slot.deinitialize(count: 1)
        }
    }

    /// Every pair of kinds, old and new, through the node: the value stored, the old one
    /// released (a list shared before is uniquely held again after).
    @Test func everyPairOfKindsKeepsItsMeaning() throws {
        let geo = Interpreter()
        try geo.run("""
            func over(old, new) {
              var x = old
              var i = 0
              while i < 2 { x = new; i += 1 }
              return x
            }
            func twice(a, b) {
              var x = a
              var y = b
              var i = 0
              while i < 1 { x = y; i += 1 }
              y = "done"
              return [x, y]
            }
            let kinds = [1, -0.5, nil, true, "s", [1, 2], (1, 2), Size(3, 4), Rect(0, 0, 1, 1)]
            var all = []
            for a in kinds {
              for b in kinds { all.append(over(a, b)) }
            }
            """)
        guard case .list(let kinds) = try geo.evaluate("kinds") else { Issue.record("no list"); return }
        #expect(kinds.count == 9)
        #expect(try geo.evaluate("all").isIdentical(to: .list(kinds.flatMap { _ in kinds })))
        #expect(try geo.evaluate("twice(1, 2.5)").isIdentical(to: .list([.number(2.5), .string("done")])))
        #expect(try geo.evaluate("twice(\"a\", 3)").isIdentical(to: .list([.number(3), .string("done")])))
        #expect(try geo.evaluate("twice(3, [4])").isIdentical(to: .list([.list([.number(4)]), .string("done")])))
    }

    /// A wrong kind stored through the path fails where it is used, at its place.
    @Test func aStringStoredFailsWhereItIsUsed() {
        CompilerPathTests.expectLocatedErrors([
            (Self.loopStore("v") + "print(f(\"a\", 1) - 1)", "test.geo:7:7: error: cannot apply '-'"),
            ("func g(v) {\n  var x = 0\n  var i = 0\n  while i < 1 { x = v; i += 1 }\n  return x * 2\n}\nprint(g(nil))", "test.geo:5:10: error: cannot apply '*'"),
        ])
    }
}
