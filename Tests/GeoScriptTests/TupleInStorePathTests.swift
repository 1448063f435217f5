import Testing
@testable import GeoScript

/// Path `tupleInStore`: a view's Point part (a Point property taken whole, a Point or Size part
/// other than the frame's origin) set to `(x, y)` of Numbers computed by number code, the two codes
/// called by the store itself, no point code between; either not a Number: the boxed code from
/// the start, with its value or its error.
extension CompilerPathTests {
    static let tupleInStoreShapes: [Shape] = [
        Shape(name: "a center from computed Numbers", source: "func f(v, x, y) { v.center = (x + 1, y * 2) }\n",
              site: "(x + 1, y * 2)", path: "tupleInStore"),
        Shape(name: "a bounds size from computed Numbers", source: "func f(v, w, h) { v.bounds.size = (w - 6, h * 0.75) }\n",
              site: "(w - 6, h * 0.75)", path: "tupleInStore"),
        Shape(name: "an element's anchor point", source: "func f(vs, i, a) { vs[i].anchorPoint = (a / 2, 0.5 + 0) }\n",
              site: "(a / 2, 0.5 + 0)", path: "tupleInStore"),
        Shape(name: "a global view's center", source: "let v = View()\nvar k = 2\nv.center = (k * 3, k + 1)\n",
              site: "(k * 3, k + 1)", path: "tupleInStore"),
    ]

    @Test(arguments: tupleInStoreShapes) func aTupleInAStoreTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    static let avoidedTupleInStorePaths: [Shape] = [
        Shape(name: "a tuple of locals", source: "func f(v, x, y) { v.center = (x, y) }\n", site: "(x, y)", path: "tupleInStore"),
        Shape(name: "a tuple of constants", source: "func f(v) { v.center = (1, 2) }\n", site: "(1, 2)", path: "tupleInStore"),
        Shape(name: "a local Point", source: "func f(v, p) { v.center = p }\n", site: "p", path: "tupleInStore"),
        Shape(name: "a tuple with a call", source: "func g() { return 1 }\nfunc f(v, y) { v.center = (g(), y * 2) }\n",
              site: "(g(), y * 2)", path: "tupleInStore"),
        Shape(name: "a tuple stored in a local", source: "func f(x, y) { let p = (x + 1, y * 2)\n  return p }\n",
              site: "(x + 1, y * 2)", path: "tupleInStore"),
        Shape(name: "a frame origin (its own store)", source: "func f(v, x) { v.frame.origin = (x / 2, x - 1) }\n",
              site: "(x / 2, x - 1)", path: "tupleInStore"),
        Shape(name: "a frame from four Numbers", source: "func f(v, x) { v.frame = (x + 1, x, 10, 10) }\n",
              site: "(x + 1, x, 10, 10)", path: "tupleInStore"),
    ]

    @Test(arguments: avoidedTupleInStorePaths) func aTupleInAStoreAvoidsItsPath(_ shape: Shape) throws {
        let dump = try Interpreter().loweredForm(shape.source)
        let found = try paths(shape.source, shape.site)
        #expect(!dump.contains("→ \(shape.path)"), "'\(shape.site)' took \(found)")
    }

    /// The geometry the setters give from computed tuples (signed zeros, standardising and an
    /// overflow to infinity included).
    @Test func tuplesInStoresKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            let v = View(frame: (0, 0, 30, 20))
            func place(view, x, y) {
                view.center = (x + 1, y * 2)
                view.anchorPoint = (x / 100, 0.5 + 0)
                return view.frame
            }
            print(place(v, 10, -3), v.center, v.anchorPoint)
            func size(view, w, h) {
                view.bounds.size = (w - 0, h * 1)
                view.frame.origin = (w / 2, -0.0 * h)
                return view.frame
            }
            print(size(v, -8, 5), v.bounds, 1 / v.frame.minY)
            print(size(v, 0.1 + 0.2, 1e300 * 10))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(8, -16, 30, 20) (11, -6) (0.1, 0.5)\n(-4, 0, 8, 5) (-8, 0, 8, 5) inf\n(0.15, 0, 0.3, 1e+301)\n", "\(output)")
    }

    /// An element that is no Number, a Point that is not finite, a receiver that is no view:
    /// the general code's errors, at the same places.
    @Test func tuplesInStoresReportAsBefore() {
        Self.expectLocatedErrors([
            ("let v = View()\nfunc f(w, x, y) { w.center = (x * 1, y * 1) }\nf(v, 1, \"a\")",
             "test.geo:2:38: error: cannot apply '*' to a String (\"a\") and a Number (1)"),
            ("let v = View()\nfunc f(w, x, y) { w.center = (x * 1, y * 1) }\nf(v, 1, 1 / 0)",
             "test.geo:2:19: error: cannot set center of <View frame=(0, 0, 0, 0)> to (1, inf)"),
            ("func f(w, x, y) { w.center = (x * 1, y * 1) }\nf(3, 1, 2)", "test.geo:1:21: error: no member 'center' on Number"),
            ("let v = View()\nfunc f(w, x, y) { w.bounds.size = (x + 0, y) }\nf(v, [1], 2)",
             "test.geo:2:36: error: cannot apply '+' to a List of 1 element and a Number (0)"),
        ])
    }
}
