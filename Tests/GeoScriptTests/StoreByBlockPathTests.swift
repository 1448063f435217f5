import Testing
@testable import GeoScript

/// Path `storeByBlock`: a Number stored from a local or a constant by its block's own loop
/// (`BlockNode.run`, `StatementNode.storeInPlace`), the slot indexed by its byte offset and
/// both tags tested in one compare; a block whose such stores all come first runs them in a
/// row before its other statements, which it then asks nothing. Anything but a Number over a
/// value that owns nothing by the store's node. And path `storeCall`: a call's value stored by
/// the call's own code, the slot found once the call returned.
struct StoreByBlockPathTests {
    typealias Shape = CompilerPathTests.Shape

    /// Leading stores (a body's `var r = n`, `var k = 0`), a store after other statements, a
    /// loop body's stores.
    static let source = """
        func lead(n, g) {
          var r = n
          var k = 0
          if g != nil { r = g(n) }
          k = r
          return [r, k]
        }
        func later(n) {
          var xs = [n]
          var y = 2
          xs.append(y)
          var z = n
          z = xs
          return [y, z]
        }
        func passes(n) {
          var acc = []
          for i in 0..<3 {
            var x = n
            var t = i
            x = [x, t]
            acc.append(x)
          }
          return acc
        }
        func visit(n, step) {
          var total = n
          if n > 1 {
            let a = step(n - 1, step)
            total = a + step(n - 2, step) + a - a
          }
          return total
        }
        """

    static let shapes: [Shape] = [
        Shape(name: "a body's first store, from a parameter", source: source, site: "var r = n", path: "storeByBlock"),
        Shape(name: "a body's second store, a constant", source: source, site: "var k = 0", path: "storeByBlock"),
        Shape(name: "a store after other statements", source: source, site: "var z = n", path: "storeByBlock"),
        Shape(name: "a call's value into a local", source: source, site: "a", path: "storeCall"),
    ]

    @Test(arguments: shapes) func paths(_ shape: Shape) throws {
        #expect(try CompilerPathTests().paths(shape.source, shape.site).contains(shape.path), "\(shape.name)")
    }

    /// Every kind stored from a parameter, over a fresh slot and over what a loop's last pass
    /// left (a list): the values, Numbers above the stack top after each call.
    @Test func valuesOfEveryKind() throws {
        let geo = Interpreter()
        try geo.run(Self.source, file: "stores.geo")
        let pair: (Value, Value) -> Value = { .list([$0, $1]) }
        try FrameEndTests.expectValues(geo, [
            ("lead(2, nil)", pair(.number(2), .number(2))),
            ("lead(\"s\", nil)", pair(.string("s"), .string("s"))),
            ("lead([1], nil)", pair(.list([.number(1)]), .list([.number(1)]))),
            ("lead(nil, nil)", pair(.nil, .nil)),
            ("lead(3, { x in x * 2 })", pair(.number(6), .number(6))),
            ("lead(3, { x in [x] })", pair(.list([.number(3)]), .list([.number(3)]))),
            ("later(4)", pair(.number(2), .list([.number(4), .number(2)]))),
            ("later(\"a\")", pair(.number(2), .list([.string("a"), .number(2)]))),
            ("passes(7)", .list([pair(.number(7), .number(0)), pair(.number(7), .number(1)), pair(.number(7), .number(2))])),
            ("passes(true)", .list([pair(.bool(true), .number(0)), pair(.bool(true), .number(1)), pair(.bool(true), .number(2))])),
            ("visit(15, visit)", .number(610)),
            ("visit(1, nil)", .number(1)),
        ])
    }

    /// A wrong kind met by a stored call or by the arithmetic after it fails where the general
    /// path failed (line:column), and the failed frames leave Numbers.
    @Test func errorsKeepTheirPlace() throws {
        let geo = Interpreter()
        try geo.run(Self.source, file: "stores.geo")
        NumberPayloadPathTests.expectErrors(geo, [
            ("visit(3, 3)", "cannot call a Number (3); it is not a function", 29, 13),
            ("visit(3, { n, s in true })", "cannot apply '+' to a Bool (true) and a Bool (true)", 30, 13),
            ("lead(1, { x in x + \"a\" })", "cannot apply '+' to a Number (1) and a String (\"a\")", 1, 16),
        ])
        #expect(FrameLayoutTests.numbersAboveTop(geo))
        #expect(try geo.evaluate("visit(10, visit)").isIdentical(to: .number(55)))
    }
}
