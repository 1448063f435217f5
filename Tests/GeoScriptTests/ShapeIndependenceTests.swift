import Testing
@testable import GeoScript

/// The same computation written in the shapes Swift code is written in takes the paths its
/// plainest shape takes (issue 9's shape independence): a conditional returned, or a
/// closure's body that is one, runs as an `if` of two `return`s (path `returnConditional`),
/// each side returned by its own path; a `switch`'s block and its `default:` run with no test
/// (`ifConstant`), its cases as the `if`s they are; `if a || b`, `if a && b` with `a` tested in
/// place run as two `if`s (`ifLogicSplit`), or as one when both compare one local with Numbers
/// (`ifEitherNumber`: `case 0, 1:`); a labelled call is in `CompilerTests`
/// (`labelsCompared`). The shapes, the values and the errors, which are the ones the
/// conditional's own code gave.
struct ShapeIndependenceTests {
    typealias Shape = CompilerPathTests.Shape

    static let source = """
        func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
        func sign(x) { return x > 0 ? 1 : x < 0 ? -1 : 0 }
        let half = { (n: Any) in n % 2 == 0 ? n / 2 : nil }
        func pick(p, c) { return c ? p.x : p.y }
        func kind(_ n: Int) -> String {
            switch n {
            case 0, 1: return "small"
            case 2..<10: return "medium"
            default: return "large"
            }
        }
        func cls(x, y) {
            if x < 0 || (y != nil && y < 0) { return "neg" }
            if x > 10 && y > 10 { return "big" } else if x == 5 && y == nil { return "five" }
            if x == 1 || f(y) { return "one-or-f" }
            return "other"
        }
        func f(y) { return y == 7 }
        func fibOr(_ n: Int) -> Int {
            if n == 0 || n == 1 { return n }
            return fibOr(n - 1) + fibOr(n - 2)
        }
        func late(y) { if f(y) || y > 3 { return 1 }\n return 0 }
        """

    static let takes: [Shape] = [
        Shape(name: "a function's expression body that is a conditional", source: source,
              site: "n < 2 ? n : fib(n - 1) + fib(n - 2)", path: "returnConditional"),
        Shape(name: "its side that adds two calls, returned by the operator", source: source,
              site: "fib(n - 1) + fib(n - 2)", path: "returnArithmetic"),
        Shape(name: "its side that is a local, returned by the if", source: source, site: "n", path: "returnInIf"),
        Shape(name: "its test, in place", source: source, site: "n < 2", path: "ifLocalNumber"),
        Shape(name: "a conditional returned", source: source, site: "return x > 0 ? 1 : x < 0 ? -1 : 0", path: "returnConditional"),
        Shape(name: "a conditional nested in one returned", source: source, site: "x < 0 ? -1 : 0", path: "returnConditional"),
        Shape(name: "a closure's body that is a conditional", source: source, site: "n % 2 == 0 ? n / 2 : nil", path: "returnConditional"),
        Shape(name: "its side that divides, returned by the operator", source: source, site: "n / 2", path: "returnArithmetic"),
        Shape(name: "a switch's block", source: source, site: "switch", path: "ifConstant"),
        Shape(name: "a switch's default", source: source, site: "default", path: "ifConstant"),
        Shape(name: "a switch's case of two values, tested in place", source: source, site: "0", path: "inlineCondition"),
        Shape(name: "a written if true", source: "if true { print(1) }\n", site: "true", path: "ifConstant"),
        Shape(name: "an if of || of one local against two Numbers, as one if", source: source, site: "n == 0 || n == 1",
              path: "ifEitherNumber"),
        Shape(name: "an if of && with an else", source: source, site: "x > 10 && y > 10", path: "ifLogicSplit"),
        Shape(name: "an || whose second side is a call", source: source, site: "x == 1 || f(y)", path: "ifLogicSplit"),
        Shape(name: "an || whose second side is an &&", source: source, site: "x < 0 || (y != nil && y < 0)", path: "ifLogicSplit"),
        Shape(name: "a switch's case of two values, as one if", source: source, site: "0, 1", path: "ifEitherNumber"),
    ]

    static let avoids: [Shape] = [
        Shape(name: "a conditional stored is a value", source: "func f(c) {\n  let v = c ? 1 : 2\n  return v\n}\n",
              site: "v", path: "returnConditional"),
        Shape(name: "a conditional passed is a value", source: "func f(c) { return max(c ? 1 : 2, 0) }\n",
              site: "return max(c ? 1 : 2, 0)", path: "returnConditional"),
        Shape(name: "an || whose first side is a call", source: source, site: "f(y) || y > 3", path: "ifLogicSplit"),
        Shape(name: "a while's || is one test", source: "var i = 0\nwhile i < 3 || i == 7 { i += 1 }\n",
              site: "i < 3 || i == 7", path: "ifLogicSplit"),
        // Into a captured local (a cell) a conditional is stored as a value.
        Shape(name: "a captured var assigned a conditional", source: stored, site: "c = i > 1 ? 5 : 6", path: "storeConditional"),
    ]

    @Test(arguments: takes + keyedShapes + storedShapes) func eachShapeTakesItsPath(_ shape: Shape) throws {
        let paths = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(paths.contains(shape.path), "\(shape.name): \(paths)")
    }

    @Test(arguments: avoids) func eachShapeAvoidsThePath(_ shape: Shape) throws {
        #expect(try !CompilerPathTests().paths(shape.source, shape.site).contains(shape.path), "\(shape.name)")
    }

    @Test func valuesThroughTheShapes() throws {
        let geo = Interpreter()
        try geo.run(Self.source, file: "shapes.geo")
        for _ in 0..<2 {
            #expect(try geo.evaluate("fib(20)").isIdentical(to: .number(6765)))
            #expect(try geo.evaluate("[sign(5), sign(-2), sign(0)]").isIdentical(to: .list([.number(1), .number(-1), .number(0)])))
            #expect(try geo.evaluate("half(4)").isIdentical(to: .number(2)))
            #expect(try geo.evaluate("half(3)").isIdentical(to: .nil))
            #expect(try geo.evaluate("pick(Point(x: 1, y: 2), true) * 10 + pick(Point(x: 1, y: 2), false)").isIdentical(to: .number(12)))
            #expect(try geo.evaluate("[kind(0), kind(5), kind(50)]").isIdentical(to: .list([.string("small"), .string("medium"), .string("large")])))
            #expect(try geo.evaluate("[cls(-1, 3), cls(20, 20), cls(5, nil), cls(1, 0), cls(2, 7), cls(2, 2), cls(3, -1)]")
                .isIdentical(to: .list(["neg", "big", "five", "one-or-f", "one-or-f", "other", "neg"].map { .string($0) })))
            #expect(try geo.evaluate("fibOr(20) + late(7) * 100 + late(5) * 1000 + late(1) * 10000").isIdentical(to: .number(7865)))
        }
    }

    /// A switch's cases with no test of their own keep their scopes: a case's names are its
    /// own, captured afresh on each pass of a loop; `continue` leaves the case for the loop;
    /// `if true`/`if false` run the branch they choose.
    @Test func switchBlocksKeepTheirScopesAndFlow() throws {
        let box = AppendInPlaceTests.OutputBox()
        let geo = Interpreter()
        geo.output = { box.text += $0 }
        try geo.run("""
            var fs: [() -> Int] = []
            for i in 0..<3 {
                switch i {
                case 0:
                    let c = i
                    fs.append({ c })
                default:
                    var c = i * 10
                    c += 1
                    fs.append({ c })
                }
            }
            print(fs.map { $0() })
            var total = 0
            for i in 0..<5 {
                switch i % 3 {
                case 0: continue
                case 1: total += 1
                default: total += 10
                }
            }
            print(total)
            if true { print("yes") } else { print("no") }
            if false { print("yes") } else { print("no") }
            if false { print("never") }
            """, file: "switch.geo")
        #expect(box.text == "[0, 11, 21]\n12\nyes\nno\n")
        do {
            try geo.run("if true { let inner = 1 }\nprint(inner)", file: "scope.geo")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("cannot find 'inner' in scope"), "\(error.message)")
        }
    }

    /// Each error at the place, and with the text, that the conditional's own code gave.
    @Test func errorsKeepTheirTextAndPlace() throws {
        let geo = Interpreter()
        try geo.run(Self.source, file: "shapes.geo")
        NumberPayloadPathTests.expectErrors(geo, [
            ("fib(\"a\")", "cannot compare a String (\"a\") and a Number (2) with '<'", 1, 29),
            ("pick(3, true)", "no member 'x' on Number", 4, 32),
            ("pick(3, false)", "no member 'y' on Number", 4, 38),
            ("sign(nil)", "cannot compare nil and a Number (0) with '>'", 2, 23),
            ("half(\"x\")", "cannot apply '%' to a String (\"x\") and a Number (2)", 3, 26),
            ("cls(\"a\", 1)", "cannot compare a String (\"a\") and a Number (0) with '<'", 13, 8),
            ("cls(1, \"b\")", "cannot compare a String (\"b\") and a Number (0) with '<'", 13, 30),
            ("cls(20, nil)", "cannot compare nil and a Number (10) with '>'", 14, 18),
        ])
    }

    static let keyed = """
        func total(_ words: [String], _ d: [String: Int]) -> Int {
            var s = 0
            for w in words {
                if let v = d[w] { s += v }
                let n = d[w]
                if n == nil && w != "" { s += 1000 }
            }
            return s
        }
        func copyKey(_ d: [String: String], _ k: String) -> String {
            var v = d[k]
            v = (v ?? "none") + "!"
            return v!
        }
        """

    /// `let v = d[word]`, `if let v = d[word]`: a dictionary's entry for a key in a local that
    /// is no Number (a String) is read where the dictionary and the key lie, on the element
    /// paths a Number index takes (`elementLent`, `storeElement`), not by the value's code.
    static let keyedShapes: [Shape] = [
        Shape(name: "if let of a String key's entry", source: keyed, site: "v", path: "elementLent"),
        Shape(name: "let of a String key's entry", source: keyed, site: "n", path: "elementLent"),
        Shape(name: "var of a String key's entry", source: keyed, site: "v", path: "storeElement"),
    ]

    /// Present and absent keys, a String's entry copied (the slot owns it); anything else —
    /// a list indexed by a String, nil, a Number key of a String-keyed dictionary — as the
    /// value's code had it, with its error at its place.
    @Test func keyedEntriesAreReadWhereTheyLie() throws {
        let geo = Interpreter()
        try geo.run(Self.keyed, file: "keyed.geo")
        for _ in 0..<2 {
            #expect(try geo.evaluate("total([\"a\", \"bb\", \"zz\", \"a\"], [\"a\": 1, \"bb\": 2])").isIdentical(to: .number(1004)))
            #expect(try geo.evaluate("copyKey([\"x\": \"y\"], \"x\") + copyKey([\"x\": \"y\"], \"q\")").isIdentical(to: .string("y!none!")))
            #expect(try geo.evaluate("total([3], [1: 2])").isIdentical(to: .number(1000)))
            NumberPayloadPathTests.expectErrors(geo, [
                ("total([\"a\"], [1, 2])", "a list index must be a Number, not a String (\"a\")", 4, 22),
                ("total([\"a\"], nil)", "cannot index nil; only lists and dictionaries have elements", 4, 20),
            ])
        }
    }

    static let stored = """
        func f(_ i: Int, _ xs: [Int]) -> String {
            let v = i % 2 == 0 ? 1 : 2
            var w = 0
            w = i > 3 ? v * 10 : xs[i]
            let s = i > 2 ? "big" : "small"
            let p = i > 1 ? (1, 2) : (3, 4)
            let q: Int
            q = i == 0 ? 100 : -100
            let n: Int? = i > 4 ? nil : i
            var c = 0
            let h = { c = i > 1 ? 5 : 6 }
            h()
            return "\\(v) \\(w) \\(s) \\(p) \\(q) \\(n ?? -1) \\(c)"
        }
        """

    /// A conditional stored into a local no closure captures runs as an `if` of two stores
    /// (`storeConditional`); into a captured one (a cell) it is a value.
    static let storedShapes: [Shape] = [
        Shape(name: "a let of a conditional", source: stored, site: "let v = i % 2 == 0 ? 1 : 2", path: "storeConditional"),
        Shape(name: "a var assigned a conditional", source: stored, site: "w = i > 3 ? v * 10 : xs[i]", path: "storeConditional"),
        Shape(name: "its side that multiplies, stored by the operator", source: stored, site: "w", path: "storeArithmetic"),
        Shape(name: "its side that is an element, copied", source: stored, site: "w", path: "storeElement"),
        Shape(name: "a let declared first, then set", source: stored, site: "q = i == 0 ? 100 : -100", path: "storeConditional"),
        Shape(name: "an optional's conditional", source: stored, site: "let n: Int? = i > 4 ? nil : i", path: "storeConditional"),
    ]

    /// The values each side gives, and an error in the test or a side at its place.
    @Test func conditionalsStoredGiveTheirSidesValues() throws {
        let geo = Interpreter()
        try geo.run(Self.stored, file: "stored.geo")
        let expected = ["1 7 small (3, 4) 100 0 6", "2 8 small (3, 4) -100 1 6", "1 9 small (1, 2) -100 2 5",
                        "2 10 big (1, 2) -100 3 5", "1 10 big (1, 2) -100 4 5", "2 20 big (1, 2) -100 -1 5"]
        for (i, line) in expected.enumerated() {
            #expect(try geo.evaluate("f(\(i), [7, 8, 9, 10, 11, 12])").isIdentical(to: .string(line)))
        }
        NumberPayloadPathTests.expectErrors(geo, [
            ("f(\"x\", [])", "cannot apply '%' to a String (\"x\") and a Number (2)", 2, 13),
            ("f(1, [])", "index 1 is out of range: the list has 0 elements", 4, 29),
        ])
    }
}
