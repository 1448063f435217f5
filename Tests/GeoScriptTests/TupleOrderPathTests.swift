import Testing
@testable import GeoScript

/// Path `tupleOrder`: two tuples written out and ordered (`<`, `<=`, `>`, `>=`) are compared
/// part by part with no tuple made — a sort's `{ ($0.name, $0.age) < ($1.name, $1.age) }` —
/// with the values and errors the tuples made and compared gave.
extension CompilerPathTests {
    static let tupleOrderShapes: [Shape] = [
        Shape(name: "a sort's key of a String and a Number",
              source: "func f(ps) { return ps.sorted { ($0.name, $0.age) < ($1.name, $1.age) } }\n",
              site: "($0.name, $0.age) < ($1.name, $1.age)", path: "tupleOrder"),
        Shape(name: "three locals in an if", source: "func f(s1, x1, y1, s2, x2, y2) {\n  if (s1, x1, y1) >= (s2, x2, y2) { return 1 }\n  return 0\n}\n",
              site: "(s1, x1, y1) >= (s2, x2, y2)", path: "tupleOrder"),
        Shape(name: "two Numbers (Points) at the top level", source: "var a = 1\nvar b = 2\nlet t = (a, b) <= (b, a)\n",
              site: "(a, b) <= (b, a)", path: "tupleOrder"),
    ]

    @Test(arguments: tupleOrderShapes) func anOrderOfTuplesTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// Tuples of different counts, a tuple and a variable, and equality keep the general code.
    static let avoidedTupleOrders: [Shape] = [
        Shape(name: "different counts", source: "func f(a, b) { return (a, b) < (a, b, 1) }\n", site: "(a, b) < (a, b, 1)", path: "tupleOrder"),
        Shape(name: "a tuple and a variable", source: "func f(a, p) { return (a, 1) < p }\n", site: "(a, 1) < p", path: "tupleOrder"),
        Shape(name: "equality", source: "func f(a, b) { return (a, b) == (b, a) }\n", site: "(a, b) == (b, a)", path: "tupleOrder"),
    ]

    @Test(arguments: avoidedTupleOrders) func otherComparisonsAvoidTheTupleOrder(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// Sorts by keys, every operator, Points and Rects ordered as tuples, nan and -0 parts;
    /// the errors of the tuples as values: a Point against a pair, a nil part among Numbers
    /// (at its place, the left tuple first), parts that have no order.
    @Test func tupleOrdersKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            let people = [(name: "Bo", age: 4), (name: "Ann", age: 31), (name: "Ann", age: 7), (name: "Cy", age: 4)]
            print(people.sorted { ($0.name, $0.age) < ($1.name, $1.age) })
            print(people.sorted { ($0.age, $0.name) > ($1.age, $1.name) })
            let s1 = "a", s2 = "b"
            var results: [Bool] = []
            for (x1, x2) in [(1, 2), (2, 1), (2, 2)] {
                results.append((s1, x1, 0) < (s1, x2, 0))
                results.append((s1, x1, 0) <= (s1, x2, 0))
                results.append((x1, s2) >= (x2, s1))
                results.append((x1, x2) < (x2, x1))
                results.append((x1, x2, 1, 1) <= (x2, x1, 1, 1))
                results.append((x1, 0, nan) < (x1, 0, 1))
                results.append((0, -0.0, "a") < (-0.0, 0, "b"))
            }
            print(results)
            if (s1, 2) < (s2, 1) { print("if works") }
            let b = (s2, 1) > (s2, 1)
            print(b)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [(name: "Ann", age: 7), (name: "Ann", age: 31), (name: "Bo", age: 4), (name: "Cy", age: 4)]
            [(name: "Ann", age: 31), (name: "Ann", age: 7), (name: "Cy", age: 4), (name: "Bo", age: 4)]
            [true, true, false, true, true, false, true, false, false, true, false, false, false, true, false, true, true, false, true, false, true]
            if works
            false

            """, "\(output)")
        Self.expectLocatedErrors([
            ("let t = (1, 2) < (\"a\", 2)", "test.geo:1:9: error: cannot compare a Point (1, 2) and a List of 2 elements with '<'"),
            ("let t = (nil, 1) < (1, 2)", "test.geo:1:10: error: element 1 of a tuple must be a Number, not nil"),
            ("let t = (1, 2) < (3, nil)", "test.geo:1:22: error: element 2 of a tuple must be a Number, not nil"),
            ("let t = (true, 1) < (false, 2)", "test.geo:1:9: error: cannot compare a Bool (true) and a Bool (false) with '<'"),
            ("let t = (1, \"a\") < (1, 2)", "test.geo:1:9: error: cannot compare a List of 2 elements and a Point (1, 2) with '<'"),
            ("let t = (\"a\", 1) < (\"a\", [1])", "test.geo:1:9: error: cannot compare a Number (1) and a List of 1 element with '<'"),
            ("let t = (1, 2, 3) < (1, 2, \"x\")", "test.geo:1:9: error: cannot compare a Number (3) and a String (\"x\") with '<'"),
        ])
    }
}
