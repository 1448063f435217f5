import Testing
@testable import GeoScript

/// Swift's number conversions, `Double(i)`, `CGFloat(x)`, `Float(x)`, `Int(x)`: on a Number,
/// computed with no call made — the first three give the Number itself (path `builtinNumber`,
/// so `CGFloat(i) * w` stays unboxed), `Int` its whole part (path `builtinValue`); a String, or
/// a Number Int cannot take, goes to the call, which parses it or reports it where it did.
extension CompilerPathTests {
    static let numberConversionShapes: [Shape] = [
        Shape(name: "Double of a loop variable", source: "var s = 0\nfor i in 0..<3 { s += Double(i) }\n",
              site: "Double(i)", path: "builtinNumber"),
        Shape(name: "CGFloat of a product", source: "func f(i, w) { return CGFloat(i * 2) * w }\n",
              site: "CGFloat(i * 2)", path: "builtinNumber"),
        Shape(name: "Float of a parameter", source: "func f(x) { return Float(x) }\n",
              site: "Float(x)", path: "builtinNumber"),
        Shape(name: "Int of a quotient", source: "func f(x) { return Int(x / 2) }\n",
              site: "Int(x / 2)", path: "builtinValue"),
        // Not taken: a String literal has no number code.
        Shape(name: "Double of a string", source: "let d = Double(\"2.5\")\n",
              site: "Double(\"2.5\")", path: "builtinDirect"),
    ]

    @Test(arguments: numberConversionShapes) func aConversionOfANumberMakesNoCall(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// The values through the new paths are the call's: Numbers, Strings held in variables
    /// (which reach the call), -0.5 and -0 whole parts, and the error of Int(infinity) located
    /// at the call.
    @Test func aConversionKeepsTheCallsValuesAndErrors() {
        let (output, error, _) = langRun("""
            func conv(_ v) { return [Double(v), CGFloat(v), Float(v), Int(v)] }
            print(conv(2.75), conv(-0.5), conv("42"), conv("2.5"), conv("x"))
            var s = 0.0
            for i in 0..<4 { s += CGFloat(i) * 1.5 + Double(Int(i / 2)) }
            print(s)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[2.75, 2.75, 2.75, 2] [-0.5, -0.5, -0.5, 0] [42, 42, 42, 42] [2.5, 2.5, 2.5, nil] [nil, nil, nil, nil]\n11\n")
        #expect(langFirstErrorLine("func f(x) { return Int(x) }\nprint(f(infinity))") == "test.geo:1:20: error: cannot convert inf to Int: it is not a finite number")
        #expect(langFirstErrorLine("func f(x) { return Double(x) }\nprint(f([1]))") == "test.geo:1:27: error: argument 1 of Double(_:) must be a Number or String, not a List of 1 element")
    }
}
