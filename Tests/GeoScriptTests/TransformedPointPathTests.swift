import Testing
@testable import GeoScript

/// `p * t.inverted()`: a Point mapped by a transform that a method makes unboxed on a variable
/// (`Lowered.transformAttempt`: the call's `typedIfKind`, which runs no script) takes path
/// `pointCode` — `p.applying(t)` with no Transform or Point boxed, its parent computing on
/// Points. A transform of any other making (a call of a script function, a method on a value
/// made there), or a Rect or a Size mapped, by the operator's code with its value or its error.
extension CompilerPathTests {
    static let transformedPointShapes: [Shape] = [
        Shape(name: "a parameter mapped by an inverse", source: "func f(a, m) { return a * m.inverted() }\n",
              site: "a * m.inverted()", path: "pointCode"),
        Shape(name: "a global mapped by a global's inverse", source: "let t = scale(2, 2)\nvar p = Point(1, 2)\nprint(p * t.inverted())\n",
              site: "p * t.inverted()", path: "pointCode"),
        Shape(name: "a made point mapped and added",
              source: "let t = rotation(0.5)\nvar acc = Point(0, 0)\nfor i in 0..<3 { acc = acc + (Point(i, 1) * t.inverted()) }\n",
              site: "acc + (Point(i, 1) * t.inverted())", path: "pointCode"),
        Shape(name: "a concatenation of parameters", source: "func k(p, t, u) { return p * t.concatenating(u) }\n",
              site: "p * t.concatenating(u)", path: "pointCode"),
    ]

    static let avoidedTransformedPointShapes: [Shape] = [
        Shape(name: "a script function's transform", source: "func g() { return scale(2, 2) }\nfunc f(p) { return p * g() }\n",
              site: "p * g()", path: "localValue"),
        Shape(name: "an inverse of a made transform", source: "func h(p) { return p * rotation(0.5).inverted() }\n",
              site: "p * rotation(0.5).inverted()", path: "localValue"),
        Shape(name: "an inverse divided", source: "func h(p, t) { return p / t.inverted() }\n",
              site: "p / t.inverted()", path: "localValue"),
    ]

    @Test(arguments: transformedPointShapes) func transformedPointsTakePointCode(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: avoidedTransformedPointShapes) func otherTransformsAvoidPointCode(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.first == shape.path, "'\(shape.site)' took \(found), not \(shape.path)")
        #expect(!found.contains("pointCode"), "'\(shape.site)' took \(found)")
    }

    /// The values the operator gave: Points mapped by inverses and concatenations, a signed
    /// zero, Sizes and Rects through the same sites (by the boxed code).
    @Test func transformedPointsGiveTheOperatorsValues() {
        let (output, error, _) = langRun("""
            let t = rotation(0.5).concatenating(scale(2, 3))
            var u = translation(4, -5)
            var p = Point(30, -200)
            print(p * t.inverted(), Point(1, 2) * u.inverted() + p, (p - (1, 1)) * t.concatenating(u))
            func f(a, m) { return a * m.inverted() }
            print(f((1, 1), t), f(Size(2, 2), t), f(Point(-0.0, 0), scale(1, 1)).x == 0)
            var acc = Point(0, 0)
            for i in 0..<3 { acc = acc + (Point(i, 1) * t.inverted()) }
            print(acc, type(acc))
            let r = Rect(0, 0, 1, 1)
            print(r * t.inverted())
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            (-18.798, -65.6969) (27, -193) (247.6289, -492.4723)
            (0.5986, 0.0528) (1.1972, 0.1056) true
            (1.7958, 0.1584) Point
            (0, -0.2397, 0.5986, 0.5322)

            """)
    }

    /// A singular transform, a wrong kind on either side: the text and location of before.
    @Test(arguments: [
        ("let t = scale(0, 1)\nvar p = Point(1, 1)\nprint(p * t.inverted())\n",
         "test.geo:3:11: error: cannot invert transform Transform(0, 0, 0, 1, 0, 0): it is singular (determinant 0)"),
        ("func f(p, t) {\n  return p * t.inverted()\n}\nprint(f((1, 1), scale(2, 2)))\nprint(f(\"a\", scale(2, 2)))\n",
         "test.geo:2:10: error: cannot apply '*' to a String (\"a\") and a Transform (Transform(0.5, 0, 0, 0.5, 0, 0))"),
        ("func f(p, t) {\n  return p * t.inverted()\n}\nprint(f((1, 1), scale(2, 2)))\nprint(f((1, 1), 5))\n",
         "test.geo:2:16: error: no member 'inverted' on Number"),
    ])
    func transformedPointsOfOtherKindsReportAsBefore(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
