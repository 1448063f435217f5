import Testing
@testable import GeoScript

/// A Number as a list index (`Compiler.wholeIndex`): whole and in 0..<count, tested by one
/// conversion and one compare of Ints on every path that reads, stores or lends an element in
/// place (`elementLent`, `storeElement`, `elementLocal`, an element's member or point code, a
/// nested element, `xs[i] == nil`, `fs[i]()`), by `swapAt`, `insert(_:at:)` and `remove(at:)`,
/// and by the general element code (a computed list): -0 is index 0; a fraction, a negative,
/// NaN, an infinity or a whole Number at or past the count (2^51, 2^53 and beyond among them)
/// is out of range, with the same error at the same place whichever path the site takes.
extension CompilerPathTests {
    /// (Taken by `eachShapeTakesItsPath`.)
    static let indexedShapes: [Shape] = [
        Shape(name: "a lent element", source: "func f(xs, i) {\n  let e = xs[i]\n  return [e, e]\n}\n", site: "e", path: "elementLent"),
        Shape(name: "a copied element (a script call after)",
              source: "var gs = [7, 8]\nfunc h() { gs = [] }\nfunc f(i) {\n  let e = gs[i]\n  h()\n  return e\n}\n", site: "e", path: "storeElement"),
        Shape(name: "an element read", source: "func f(xs, i) { return xs[i] + 1 }\n", site: "xs[i]", path: "elementLocal"),
        Shape(name: "an element stored", source: "func f(xs, i) {\n  var ys = xs\n  ys[i] = 5\n  return ys\n}\n", site: "ys[i]", path: "elementLocal"),
        Shape(name: "a point element's member", source: "func f(ps, i) { return ps[i].y > ps[0].y }\n", site: "ps[i].y", path: "memberElement"),
        Shape(name: "an element's nil test", source: "func f(xs, i) { return xs[i] == nil }\n", site: "xs[i] == nil", path: "compareNilElement"),
        Shape(name: "a function element called", source: "func f(fs, i) { return fs[i]() }\n", site: "fs[i]()", path: "callElement"),
        Shape(name: "swapAt on a local", source: "func f(xs, i) {\n  var ys = xs\n  ys.swapAt(i, 0)\n  return ys\n}\n",
              site: "ys.swapAt(i, 0)", path: "methodLocal"),
    ]

    /// Not in place: an element of a list made by the expression (the general element code).
    static let generalIndexShapes: [Shape] = [
        Shape(name: "an element of a list literal", source: "func f(i) { return [7, 8][i] }\n", site: "[7, 8][i]", path: "elementValue"),
    ]

    /// The programs of `indexedShapes` (and the general code) with an index `I`, and what each
    /// prints for index 1 and for -0.
    static let indexedPrograms: [(source: String, one: String, zero: String)] = [
        ("func f(xs, i) {\n  let e = xs[i]\n  return e\n}\nprint(f([7, 8], I))", "8", "7"),
        ("func f(xs, i) {\n  let e = xs[i]\n  return e.x\n}\nprint(f([(7, 1), (8, 2)], I))", "8", "7"),
        ("var gs = [7, 8]\nfunc h() { gs = [] }\nfunc f(i) {\n  let e = gs[i]\n  h()\n  return e\n}\nprint(f(I))", "8", "7"),
        ("func f(xs, i) { return xs[i] + 1 }\nprint(f([7, 8], I))", "9", "8"),
        ("var gs = [7, 8]\nvar k = I\nprint(gs[k])", "8", "7"),
        ("func f(xs, i) {\n  var ys = xs\n  ys[i] = 5\n  return ys\n}\nprint(f([7, 8], I))", "[7, 5]", "[5, 8]"),
        ("func f(xs, i) {\n  var ys = xs\n  ys[i] += 5\n  return ys\n}\nprint(f([7, 8], I))", "[7, 13]", "[12, 8]"),
        ("func f(xs, i) {\n  var ys = xs\n  ys[i].x = 5\n  return ys\n}\nprint(f([(7, 1), (8, 2)], I))", "[(7, 1), (5, 2)]", "[(5, 1), (8, 2)]"),
        ("func f(r, i) { return r[i][1] + r[1][i] }\nprint(f([[1, 2], [3, 4]], I))", "8", "5"),
        ("func f(xs, i) { return xs[i] == nil }\nprint(f([nil, 8], I))", "false", "true"),
        ("func f(fs, i) { return fs[i]() }\nprint(f([{ 1 }, { 2 }], I))", "2", "1"),
        ("func f(ps, i) { return ps[i].y > ps[0].y }\nprint(f([(7, 1), (8, 2)], I))", "true", "false"),
        ("func f(ps, i) { return ps[i] - ps[0] }\nprint(f([(7, 1), (8, 2)], I))", "(1, 1)", "(0, 0)"),
        ("var ys = [7, 8]\nys.swapAt(I, 0)\nprint(ys)", "[8, 7]", "[7, 8]"),
        ("var ys = [7, 8]\nprint(ys.remove(at: I), ys)", "8 [7]", "7 [8]"),
        ("let i = I\nprint([7, 8][i])", "8", "7"),
    ]

    @Test func aWholeIndexInRangeIsTheElement() {
        for program in Self.indexedPrograms {
            for (index, expected) in [("1", program.one), ("-0", program.zero), ("0.5 + 0.5", program.one)] {
                let source = program.source.replacingOccurrences(of: "I", with: index)
                let (output, error, _) = langRun(source)
                #expect(error == nil && output == expected + "\n", "\(source): \(output) \(String(describing: error))")
            }
        }
    }

    /// Every other Number is out of range, named as before (a fraction: not a whole number);
    /// a String is no index.
    @Test func everyOtherNumberIsOutOfRange() {
        let fractions = [("0.5", "0.5"), ("1.9999999999999998", "1.9999999999999998"), ("5e-324", "5e-324"), ("-2.5", "-2.5")]
        for program in Self.indexedPrograms {
            for (index, shown) in fractions {
                let source = program.source.replacingOccurrences(of: "I", with: index)
                let (_, error, _) = langRun(source)
                #expect(error?.description.contains("error: index \(shown) is not a whole number") == true, "\(source): \(String(describing: error))")
                #expect(error?.description.contains("for Swift's Int division write Int(a / b)") == true)
            }
        }
        let outside = [("-1", "-1"), ("2", "2"), ("sqrt(-1)", "nan"), ("infinity", "inf"), ("-infinity", "-inf"),
                       ("pow(2, 51)", "2251799813685248"),
                       ("pow(2, 51) + 1", "2251799813685249"), ("pow(2, 52) + 1", "4503599627370497"),
                       ("pow(2, 53)", "9007199254740992"), ("-pow(2, 52) * 1.5", "-6755399441055744"), ("pow(10, 300)", "1e+300")]
        for program in Self.indexedPrograms {
            for (index, shown) in outside {
                let source = program.source.replacingOccurrences(of: "I", with: index)
                let (_, error, _) = langRun(source)
                #expect(error?.description.contains("error: index \(shown) is out of range") == true, "\(source): \(String(describing: error))")
            }
        }
        Self.expectLocatedErrors([
            ("func f(xs, i) {\n  let e = xs[i]\n  return e\n}\nprint(f([7, 8], -1))", "test.geo:2:14: error: index -1 is out of range: the list has 2 elements"),
            ("func f(xs, i) {\n  let e = xs[i]\n  return e\n}\nprint(f([7, 8], \"a\"))", "test.geo:2:14: error: a list index must be a Number, not a String"),
            ("func f(xs, i) { return xs[i] + 1 }\nprint(f([7, 8], pow(2, 53)))", "test.geo:1:27: error: index 9007199254740992 is out of range"),
            ("var ys = [7, 8]\nys.swapAt(0.5, 0)", "test.geo:2:1: error: index 0.5 is not a whole number"),
            ("var ys = [7, 8]\nys.insert(3, at: 3)", "test.geo:2:1: error: index 3 is out of range for insert(_:at:)"),
            ("let i = sqrt(-1)\nprint([7, 8][i])", "test.geo:2:14: error: index nan is out of range: the list has 2 elements"),
        ])
    }
}
