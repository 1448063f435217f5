import Testing
import GeoCore
@testable import GeoScript

/// Point and Size arithmetic (`p + q`, `p - q`, `p * k`, `k * p`, `p / k`, `p * t`, the same for
/// sizes) gives Core Graphics' numbers bit for bit on every path an operator's operands take
/// (locals, globals, constants, computed operands, `op=` updates, stores), signed zeros, nan and
/// infinities included; any other pair of kinds reports the same located error as before
/// (`Operators.pointOrSize`, taken before the general switch of `Operators.binary`).
struct GeometryArithmeticTests {
    /// Whether two values are the same kind with bit-identical coordinates.
    static func identical(_ a: Value, _ b: Value) -> Bool {
        func bits(_ xs: [Double]) -> [UInt64] { xs.map(\.bitPattern) }
        switch (a, b) {
        case let (.point(p), .point(q)): return bits([p.x, p.y]) == bits([q.x, q.y])
        case let (.size(p), .size(q)): return bits([p.width, p.height]) == bits([q.width, q.height])
        default: return false
        }
    }

    static let p = Point(x: -0.0, y: 3.5)
    static let q = Point(x: 0.0, y: -.infinity)
    static let s = Size(width: 2.5, height: -0.0)
    static let u = Size(width: .nan, height: 1e308)
    static let t = Transform(a: 0.5, b: -2, c: 3, d: 1e-3, tx: -0.0, ty: 7)
    /// The operands, declared as globals and as a function's locals and parameters.
    static let prelude = """
        let p = Point(-0.0, 3.5)
        let q = Point(0, -infinity)
        let s = Size(2.5, -0.0)
        let u = Size(nan, 1e308)
        let t = Transform(0.5, -2, 3, 1e-3, -0.0, 7)
        let k = -0.0
        let big = 1e308
        let inf = infinity

        """

    /// Each operation as source with the globals above, and what Core Graphics' types give.
    static var cases: [(String, Value)] { [
        ("p + q", .point(p + q)),
        ("q + p", .point(q + p)),
        ("p - q", .point(p - q)),
        ("q - q", .point(q - q)),
        ("p * k", .point(p * -0.0)),
        ("k * p", .point(-0.0 * p)),
        ("q * k", .point(q * -0.0)),
        ("p * big", .point(p * 1e308)),
        ("p * inf", .point(p * .infinity)),
        ("p / k", .point(p / -0.0)),
        ("q / big", .point(q / 1e308)),
        ("p * t", .point(p.applying(t))),
        ("q * t", .point(q.applying(t))),
        ("s + u", .size(s + u)),
        ("s - s", .size(s - s)),
        ("s * k", .size(s * -0.0)),
        ("k * s", .size(-0.0 * s)),
        ("u * big", .size(u * 1e308)),
        ("s / k", .size(Size(width: s.width / -0.0, height: s.height / -0.0))),
        ("s * t", .size(s.applying(t))),
    ] }

    /// The same operation read in every operand shape: globals at the top level; locals and
    /// parameters in a function (paths localLocal, localNumber, …); one operand computed
    /// (valueLocal, plain… falling back to values); a constant; stored into a local and into
    /// a global; an `op=` update of a local, of a global and of a list's element.
    static func shapes(_ expression: String) -> [String] {
        let parts = expression.split(separator: " ", maxSplits: 2).map(String.init)
        let (a, op, b) = (parts[0], parts[1], parts[2])
        return [
            expression,
            "func f(a, b) { return a \(op) b }\nf(\(a), \(b))",
            "func f(a, b) {\n  let x = a\n  let y = b\n  let r = x \(op) y\n  return r\n}\nf(\(a), \(b))",
            "func f(a, b) { return [a][0] \(op) b }\nf(\(a), \(b))",
            "func f(a, b) { return a \(op) [b][0] }\nf(\(a), \(b))",
            "func f(xs) { return xs[0] \(op) xs[1] }\nf([\(a), \(b)])",
            "func f(a, b) {\n  var x = a\n  x \(op)= b\n  return x\n}\nf(\(a), \(b))",
            "var g = \(a)\ng \(op)= \(b)\ng",
            "var g = \(a)\ng = g \(op) \(b)\ng",
            "var xs = [\(a)]\nxs[0] \(op)= \(b)\nxs[0]",
            "func f(a, b) {\n  var xs = [a, b]\n  xs[0] = xs[0] \(op) xs[1]\n  return xs[0]\n}\nf(\(a), \(b))",
            "let r = { a, b in a \(op) b }(\(a), \(b))\nr",
        ]
    }

    @Test(arguments: cases.map(\.0))
    func everyShapeGivesCoreGraphicsBits(_ expression: String) throws {
        let expected = Self.cases.first { $0.0 == expression }!.1
        for source in Self.shapes(expression) {
            let geo = Interpreter()
            try geo.run(Self.prelude, file: "prelude.geo")
            let v = try geo.evaluate(source)
            #expect(Self.identical(v, expected), "\(source): \(v) ≠ \(expected)")
        }
    }

    /// Constants as operands (a tuple literal is a Point), folded or not.
    @Test func literalOperands() throws {
        let geo = Interpreter()
        #expect(Self.identical(try geo.evaluate("(1, 2) + (0.5, -0.0)"), .point(Point(x: 1.5, y: 2))))
        #expect(Self.identical(try geo.evaluate("(1, -0.0) * -1"), .point(Point(x: -1, y: 0))))
        #expect(Self.identical(try geo.evaluate("2 * Size(3, 4) / 4"), .size(Size(width: 1.5, height: 2))))
        #expect(Self.identical(try geo.evaluate("(2, 0) * rotation(90deg)"), .point(Point(x: 2, y: 0).applying(Transform(rotationAngle: .pi / 2)))))
    }

    /// Any other pair of kinds: the general switch's error, located at the operator, on each
    /// shape (the text and the column are those of before).
    @Test(arguments: [
        ("p + 1", "cannot apply '+' to a Point (0, 3.5) and a Number (1)"),
        ("1 + p", "cannot apply '+' to a Number (1) and a Point (0, 3.5)"),
        ("p * q", "cannot apply '*' to a Point (0, 3.5) and a Point (0, -inf)"),
        ("p / q", "cannot apply '/' to a Point (0, 3.5) and a Point (0, -inf)"),
        ("k / p", "cannot apply '/' to a Number (0) and a Point (0, 3.5)"),
        ("p % k", "cannot apply '%' to a Point (0, 3.5) and a Number (0)"),
        ("p + s", "cannot apply '+' to a Point (0, 3.5) and a Size (2.5, 0)"),
        ("s - p", "cannot apply '-' to a Size (2.5, 0) and a Point (0, 3.5)"),
        ("t * p", "cannot apply '*' to a Transform"),
        ("s * p", "cannot apply '*' to a Size (2.5, 0) and a Point (0, 3.5)"),
        ("p - nil", "cannot apply '-' to a Point (0, 3.5) and nil"),
        ("p + \"a\"", "cannot apply '+' to a Point (0, 3.5) and a String (\"a\")"),
    ])
    func otherKindsReportAsBefore(_ expression: String, _ message: String) throws {
        let parts = expression.split(separator: " ").map(String.init)
        let (a, op, b) = (parts[0], parts[1], parts[2])
        // Located where the operation starts: its left operand, or the updated place.
        for (source, line, column) in [(expression, 1, 1),
                                       ("func f(a, b) {\n  return a \(op) b\n}\nf(\(a), \(b))", 2, 10),
                                       ("var g = \(a)\ng \(op)= \(b)", 2, 1)] {
            let geo = Interpreter()
            try geo.run(Self.prelude, file: "prelude.geo")
            do {
                _ = try geo.evaluate(source)
                Issue.record("expected an error from \(source)")
            } catch {
                #expect(error.message.hasPrefix(message), "\(source): \(error.message)")
                #expect(error.description.contains(":\(line):\(column): error: "), "\(source): \(error.description)")
            }
        }
    }

    /// `t * p` keeps its note (the point goes first).
    @Test func transformTimesPointKeepsItsNote() throws {
        let geo = Interpreter()
        do {
            _ = try geo.evaluate("identity * Point(1, 2)")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("a point is mapped as p * t (row vectors, as Core Graphics): write the point first"),
                    "\(error.description)")
        }
    }
}
