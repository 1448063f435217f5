import Testing
@testable import GeoScript

/// `p * t` on a local transform (path `pointMapped`): the point code maps the Point by the
/// Transform it finds there, as `p.applying(t)` does, no Value made; a Number there scales it.
/// `x = x.union(y)` with both read in place and the method's one kernel making a rect or a
/// transform unboxed: no box handed over (`assignHandsOver`), the kernel's work stored into the
/// variable's box (`kernelDirect`, `storeIfTyped`), as `x = y.union(x)` was.
extension CompilerPathTests {
    static let mappedPointShapes: [Shape] = [
        Shape(name: "a local mapped by a local", source: "func f(p, t) { var q = p\n q = q * t\n return q }\n",
              site: "q * t", path: "pointMapped"),
        Shape(name: "a sum mapped by a parameter", source: "func f(p, d, t) { return (p + d) * t }\n",
              site: "(p + d) * t", path: "pointMapped"),
        Shape(name: "a local mapped by an inverse", source: "func f(p, t) { return p * t.inverted() }\n",
              site: "p * t.inverted()", path: "pointMapped"),
        // Globals at the top level: the Transform read where the global lies.
        Shape(name: "two globals at the top level", source: "var p = Point(1, 2)\nlet t = rotation(0.5)\np = p * t\n",
              site: "p * t", path: "pointMapped"),
        Shape(name: "a local mapped by a global", source: "let t = rotation(0.5)\nfunc f(p) { return p * t }\n",
              site: "p * t", path: "pointMapped"),
    ]

    static let unmappedPointShapes: [Shape] = [
        Shape(name: "a Point scaled by a constant", source: "func f(p) { return p * 2 }\n", site: "p * 2", path: "localNumber"),
        Shape(name: "a Point divided by a local", source: "func f(p, k) { return p / k }\n", site: "p / k", path: "localLocal"),
        Shape(name: "a Number times a Point", source: "func f(k, p) { return 2 * p }\n", site: "2 * p", path: "numberLocal"),
        Shape(name: "a script function's transform", source: "func g() { return scale(2, 2) }\nfunc f(p) { return p * g() }\n",
              site: "p * g()", path: "localValue"),
        Shape(name: "a global divided by a global", source: "var p = Point(1, 2)\nlet k = 2\np = p / k\n",
              site: "p / k", path: "globalPair"),
    ]

    static let replacedShapes: [Shape] = [
        Shape(name: "a local's union with a local", source: "func f(r, s) { var x = r\n x = x.union(s)\n return [x] }\n",
              site: "x.union(s)", path: "kernelDirect"),
        Shape(name: "a global's intersection with a global", source: "var r = Rect(0, 0, 4, 4)\nlet s = Rect(1, 1, 4, 4)\nr = r.intersection(s)\n",
              site: "r.intersection(s)", path: "kernelDirect"),
        Shape(name: "a local's concatenation", source: "func f(t, u) { var x = t\n x = x.concatenating(u)\n return [x] }\n",
              site: "x.concatenating(u)", path: "kernelDirect"),
    ]

    static let handedOverShapes: [Shape] = [
        Shape(name: "a method of three kernels", source: "func f(r, t) { var x = r\n x = x.applying(t)\n return [x] }\n",
              site: "x.applying(t)", path: "assignHandsOver"),
        Shape(name: "an argument a call makes", source: "func g() { return Rect(0, 0, 1, 1) }\nfunc f(r) { var x = r\n x = x.union(g())\n return [x] }\n",
              site: "x.union(g())", path: "assignHandsOver"),
        Shape(name: "a method with no kernel", source: "func f(t) { var x = t\n x = x.rotated(by: 0.5)\n return [x] }\n",
              site: "x.rotated(by: 0.5)", path: "assignHandsOver"),
        // A view's geometry argument that is not read in place.
        Shape(name: "a view's inset frame", source: "func f(v, r) { var box = r\n box = box.union(v.frame.insetBy(dx: 1, dy: 1))\n return [box] }\n",
              site: "box.union(v.frame.insetBy(dx: 1, dy: 1))", path: "assignHandsOver"),
        Shape(name: "the frame of a view's superview", source: "func f(v, r) { var box = r\n box = box.union(v.superview.frame)\n return [box] }\n",
              site: "box.union(v.superview.frame)", path: "assignHandsOver"),
        Shape(name: "a view's transform (no geometry read)", source: "func f(v, t) { var x = t\n x = x.concatenating(v.transform)\n return [x] }\n",
              site: "x.concatenating(v.transform)", path: "assignHandsOver"),
    ]

    /// `x = x.union(v.frame)`: a view's geometry property read in place as the argument, the
    /// kernel's rect stored into the variable's box (`storeIfTyped`), none handed over. The
    /// site is the call; the store is checked on the variable's own line.
    static let replacedByGeometryShapes: [(source: String, call: String, variable: String)] = [
        ("func f(v, r) { var box = r\n box = box.union(v.frame)\n return [box] }\n", "box.union(v.frame)", "box"),
        ("let v = View(frame: (0, 0, 4, 4))\nvar box = Rect(1, 1, 1, 1)\nbox = box.union(v.bounds)\n", "box.union(v.bounds)", "box"),
        ("func f(v, r) { var c = r\n c = c.intersection(v.frame)\n return [c] }\n", "c.intersection(v.frame)", "c"),
    ]

    @Test func geometryArgumentsStoreUnboxed() throws {
        for shape in Self.replacedByGeometryShapes {
            let call = try paths(shape.source, shape.call), store = try paths(shape.source, shape.variable)
            #expect(!call.contains("assignHandsOver"), "'\(shape.call)' took \(call)")
            #expect(store.contains("storeIfTyped"), "'\(shape.variable)' took \(store)")
        }
    }

    /// The values through a view's geometry read in place: a turned view's frame, a box a
    /// constant still holds, a global's union and intersection.
    @Test func geometryArgumentValues() {
        let (output, error, _) = langRun("""
            func f(v, r) {
                var box = r
                box = box.union(v.frame)
                return box
            }
            let w = View(frame: (10, 20, 30, 40))
            print(f(w, Rect(0, 0, 1, 1)))
            w.transform = rotation(0.5)
            print(f(w, Rect(0, 0, 1, 1)))
            var box = Rect(100, 100, 1, 1)
            let keep = box
            box = box.union(w.frame)
            print(keep, box)
            var c = Rect(0, 0, 30, 30)
            c = c.intersection(w.bounds)
            print(c)
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            (0, 0, 40, 60)
            (0, 0, 47.7522, 64.743)
            (100, 100, 1, 1) (2.2478, 15.257, 98.7522, 85.743)
            (0, 0, 30, 30)

            """)
    }

    @Test(arguments: mappedPointShapes) func localTransformsMapPoints(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains("pointCode") && found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: unmappedPointShapes) func otherOperandsMapNoPoint(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.first == shape.path, "'\(shape.site)' took \(found), not \(shape.path)")
        #expect(!found.contains("pointMapped"), "'\(shape.site)' took \(found)")
    }

    @Test(arguments: replacedShapes) func replacingKernelsStoreUnboxed(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
        #expect(!found.contains("assignHandsOver"), "'\(shape.site)' took \(found)")
    }

    @Test(arguments: handedOverShapes) func otherReplacingCallsHandTheBoxOver(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// The values: Points mapped and scaled through the same site, Sizes and transforms by the
    /// operator's code; unions and concatenations into boxes another variable still holds.
    @Test func mappedAndReplacedValues() {
        let (output, error, _) = langRun("""
            func f(p, t) {
                var q = p
                q = q * t
                return q
            }
            let t = rotation(0.5)
            print(f(Point(1, 2), t), f(Point(1, 2), 3), f(Point(1, 2), scale(2, 3)))
            func g(a, b) { return a * b }
            print(g(Point(1, 2), t), g(2, Point(1, 2)), g(Point(1, 2), 2), g(t, t))
            var r = Rect(0, 0, 10, 10)
            var r2 = Rect(5, 5, 10, 10)
            r = r.union(r2)
            print(r)
            func h(r, s) { var x = r; x = x.union(s); x = x.intersection(Rect(0, 0, 3, 3)); return x }
            print(h(Rect(0, 0, 1, 1), Rect(2, 2, 1, 1)))
            var u = translation(1, 2)
            func c(t, u) { var x = t; x = x.concatenating(u); return x }
            print(c(rotation(0.5), u))
            let keep = r
            r = r.union(Rect(-1, -1, 1, 1))
            print(keep, r)
            var p = Point(1, 2)
            var m = rotation(0.5)
            p = p * m
            var k = 3
            let q = p * k
            p = Point(1, 2)
            m = scale(2, 3)
            print(p * m, q, p * k)
            var z = Point(1, 1)
            var w = Point(2, 3)
            z = z + w
            z += w
            z = z - Point(1, 1)
            var sz = Size(1, 2)
            sz = sz + Size(3, 4)
            print(z, sz)
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            (-0.0813, 2.2346) (3, 6) (2, 6)
            (-0.0813, 2.2346) (2, 4) (2, 4) Transform(0.5403, 0.8415, -0.8415, 0.5403, 0, 0)
            (0, 0, 15, 15)
            (0, 0, 3, 3)
            Transform(0.8776, 0.4794, -0.4794, 0.8776, 1, 2)
            (0, 0, 15, 15) (-1, -1, 16, 16)
            (2, 6) (-0.2438, 6.7038) (3, 6)
            (4, 6) (4, 6)

            """)
    }

    /// A wrong kind through the new paths: the operator's or the method's error, where it was.
    @Test(arguments: [
        ("func f(p, t) {\n    var q = p\n    q = q * t\n    return q\n}\nprint(f(Point(1, 2), \"x\"))\n",
         "test.geo:3:9: error: cannot apply '*' to a Point (1, 2) and a String (\"x\")"),
        ("func h(r, s) {\n    var x = r\n    x = x.union(s)\n    return x\n}\nprint(h(Rect(0, 0, 1, 1), Point(1, 1)))\n",
         "test.geo:3:17: error: argument 1 of union(_:) must be a Rect, not a Point (1, 1)"),
        ("var t = rotation(1)\nvar n = 3\nt = t.concatenating(n)\n",
         "test.geo:3:21: error: argument 1 of concatenating(_:) must be a Transform, not a Number (3)"),
        // Globals at the top level, through the point code and the update in place.
        ("var p = Point(1, 2)\nvar t = \"x\"\np = p * t\n",
         "test.geo:3:5: error: cannot apply '*' to a Point (1, 2) and a String (\"x\")"),
        ("func f() { return p * t }\nvar p = Point(1, 2)\nprint(f())\nlet t = rotation(1)\n",
         "test.geo:1:23: error: cannot find 't' in scope"),
        ("var p = Point(1, 2)\nvar q = 3\np = p + q\n",
         "test.geo:3:5: error: cannot apply '+' to a Point (1, 2) and a Number (3)"),
        // A wrong receiver or view through a view's geometry read in place.
        ("func f(v, r) {\n    var box = r\n    box = box.union(v.frame)\n    return box\n}\nprint(f(View(frame: (0, 0, 1, 1)), Point(1, 1)))\n",
         "test.geo:3:15: error: no member 'union' on Point"),
        ("func f(v, r) {\n    var box = r\n    box = box.union(v.frame)\n    return box\n}\nprint(f(Rect(0, 0, 1, 1), Rect(0, 0, 1, 1)))\n",
         "test.geo:3:23: error: no member 'frame' on Rect"),
        ("var box = nil\nlet v = View(frame: (0, 0, 1, 1))\nbox = box.union(v.frame)\n",
         "test.geo:3:11: error: no member 'union' on Nil"),
    ])
    func mappedAndReplacedErrorsAreLocated(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
