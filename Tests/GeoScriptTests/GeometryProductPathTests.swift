import Testing
@testable import GeoScript

/// `t * u` and `r * t` (`GeometryProduct`, path `productUnboxed`): transforms concatenated and a
/// rect's bounding box mapped on the payloads where they lie — each operand a variable or a
/// transform or rect made by code that runs no script — stored into the box the result's
/// variable holds; what the operator gave, its value and its errors, whatever the kinds met.
extension CompilerPathTests {
    static let productShapes: [Shape] = [
        Shape(name: "two parameters", source: "func f(t, u) { return t * u }\n", site: "t * u", path: "productUnboxed"),
        Shape(name: "a local by a made rotation", source: "func f(r, a) {\n  let b = r * rotation(a)\n  return b\n}\n",
              site: "r * rotation(a)", path: "productUnboxed"),
        Shape(name: "globals, stored into a global", source: "let t = rotation(0.5)\nvar u = translation(1, 2)\nvar w = t\nfor i in 0..<3 { w = w * u }\n",
              site: "w * u", path: "productUnboxed"),
        Shape(name: "by an inverse", source: "func f(t, u) { return t * u.inverted() }\n", site: "t * u.inverted()", path: "productUnboxed"),
        Shape(name: "a made rect by a parameter", source: "func f(w, t) { return Rect(0, 0, w, 10) * t }\n",
              site: "Rect(0, 0, w, 10) * t", path: "productUnboxed"),
    ]

    static let avoidedProductShapes: [Shape] = [
        Shape(name: "a script function's transform", source: "func g() { return scale(2, 2) }\nfunc f(t) { return t * g() }\n",
              site: "t * g()", path: "localValue"),
        Shape(name: "a sum", source: "func f(t, u) { return t + u }\n", site: "t + u", path: "localLocal"),
        Shape(name: "a number constant", source: "func f(t) { return t * 2 }\n", site: "t * 2", path: "localNumber"),
    ]

    /// The shapes of this file that take their path (products, element receivers, computed
    /// kernel arguments).
    @Test(arguments: productShapes + elementTypedShapes + kernelAttemptShapes) func unboxedGeometryTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: avoidedProductShapes) func otherOperandsAvoidTheProduct(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.first == shape.path, "'\(shape.site)' took \(found), not \(shape.path)")
        #expect(!found.contains("productUnboxed"), "'\(shape.site)' took \(found)")
    }

    /// The methods' values: concatenations in both orders, rects' bounding boxes, through
    /// locals, globals, returns and arguments; a variable's box written in place only while
    /// no one else holds it (a copy kept before keeps its value); Numbers, Points and Sizes
    /// through the same sites.
    @Test func productsGiveTheMethodsValues() {
        let (output, error, _) = langRun("""
            let t = rotation(0.5).concatenating(scale(2, 3))
            let u = translation(4, -5)
            print(t * u == t.concatenating(u), u * t == u.concatenating(t), t * u == u * t)
            let r = Rect(1, 2, 3, 4)
            print(r * t == r.applying(t), r * t)
            var w = t
            let kept = w
            for i in 0..<3 { w = w * u }
            print(w, kept == t, w == t.concatenating(u).concatenating(u).concatenating(u))
            func f(a, b) { return a * b }
            func g(a, b) {
                var c = a * b
                c = c * b
                return c
            }
            print(f(2, 3), f(Point(1, 2), u), f(Size(2, 3), 2), f(r, u), f(t, u) == t * u)
            print(g(3, 2), g(u, u), g(r, u), g(Point(1, 1), u))
            func h(a, angle) { return a * rotation(angle) * translation(1, 1) }
            print(h(u, 0.25) == u.concatenating(rotation(0.25)).concatenating(translation(1, 1)), h(r, 0.25))
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            true true false
            true (-3.9979, 6.7038, 9.1009, 14.8458)
            Transform(1.7552, 1.4383, -0.9589, 2.6327, 12, -15) true true
            6 (5, -3) (4, 6) (5, -3, 3, 4) true
            12 Transform(1, 0, 0, 1, 12, -15) (9, -8, 3, 4) (9, -9)
            true (0.4845, 3.1852, 3.8964, 4.6179)

            """)
    }

    /// Other kinds, a singular inverse, a global not declared yet: the text and location of
    /// before.
    @Test(arguments: [
        ("func f(a, b) { return a * b }\nprint(f(rotation(1), rotation(2)))\nprint(f(rotation(1), \"a\"))\n",
         "test.geo:1:23: error: cannot apply '*' to a Transform"),
        ("func f(a, b) { return a * b }\nprint(f(rotation(1), rotation(2)))\nprint(f(5, rotation(2)))\n",
         "test.geo:1:23: error: cannot apply '*' to a Number (5) and a Transform"),
        ("func f(r, t) { return r * t.inverted() }\nprint(f(Rect(0, 0, 1, 1), scale(0, 1)))\n",
         "test.geo:1:27: error: cannot invert transform Transform(0, 0, 0, 1, 0, 0): it is singular (determinant 0)"),
    ])
    func productsOfOtherKindsReportAsBefore(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}

/// A transform or rect method on an element of a list in a variable at an index with number
/// code (`world[j].inverted()`, `frames[i].insetBy(dx: 2, dy: 2)`): the element's payload read
/// where the list lies and the result computed unboxed (`Compiler.elementTypedIfKind`, path
/// `storeIfTyped` of the store, `pointCode` of a Point mapped by it); the method's values and
/// errors whatever the element holds.
extension CompilerPathTests {
    static let elementTypedShapes: [Shape] = [
        Shape(name: "an inverse of a local list's element", source: "func f(ts, i) {\n  let w = ts[i % 3].inverted()\n  return [w, w]\n}\n",
              site: "w", path: "storeIfTyped"),
        Shape(name: "a global list's rect inset", source: "var rs = [Rect(0, 0, 10, 10)]\nfunc f(i) {\n  let r = rs[i].insetBy(dx: 2, dy: 2)\n  return [r, r]\n}\n",
              site: "r", path: "storeIfTyped"),
        Shape(name: "a point mapped by an element's inverse", source: "func f(p, ts, j) { return p * ts[j].inverted() }\n",
              site: "p * ts[j].inverted()", path: "pointCode"),
    ]

    @Test func elementReceiversGiveTheMethodsValuesAndErrors() {
        let (output, error, _) = langRun("""
            var ts = [rotation(0.5), translation(1, 2), scale(2, 4)]
            var rs = [Rect(0, 0, 10, 10), Rect(5, 5, -4, 2)]
            func f(i) {
                let w = ts[i % 3].inverted()
                let r = rs[i % 2].insetBy(dx: 1, dy: 1)
                return [w, r, Point(1, 1) * ts[i % 3].inverted()]
            }
            print(f(0), f(1), f(2) == [ts[2].inverted(), rs[0].insetBy(dx: 1, dy: 1), Point(0.5, 0.25)])
            var mixed = [1, rotation(1)]
            func g(i) {
                let w = mixed[i].inverted()
                return w
            }
            print(g(1) == rotation(-1))
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            [Transform(0.8776, -0.4794, 0.4794, 0.8776, 0, 0), (1, 1, 8, 8), (1.357, 0.3982)] [Transform(1, 0, 0, 1, -1, -2), (2, 6, 2, 0), (0, -1)] true
            true

            """)
        #expect(langFirstErrorLine("var mixed = [1, rotation(1)]\nfunc g(i) {\n  let w = mixed[i].inverted()\n  return w\n}\nprint(g(1))\nprint(g(0))")
            == "test.geo:3:20: error: no member 'inverted' on Number")
        #expect(langFirstErrorLine("var ts = [scale(0, 1)]\nfunc g(i) {\n  let w = ts[i].inverted()\n  return w\n}\nprint(g(0))")
            == "test.geo:3:11: error: cannot invert transform Transform(0, 0, 0, 1, 0, 0): it is singular (determinant 0)")
        #expect(langFirstErrorLine("var ts = [scale(1, 1)]\nfunc g(i) {\n  let w = ts[i].inverted()\n  return w\n}\nprint(g(3))")
            == "test.geo:3:14: error: index 3 is out of range: the list has 1 element (valid indices 0..<1)")
    }
}

/// A kernel's argument computed unboxed by code that runs no script (path `kernelAttempt`:
/// `box.union(r.insetBy(dx: 1, dy: 1))`, `a.intersection(Rect(x, 0, w, h))`): taken as a
/// payload read in place, so the call makes its rect unboxed and the store writes it into the
/// variable's box; anything else (an argument that runs script, a wrong kind) by the call.
extension CompilerPathTests {
    static let kernelAttemptShapes: [Shape] = [
        Shape(name: "a union of an inset", source: "func f(rs) {\n  var box = Rect.null\n  for r in rs { box = box.union(r.insetBy(dx: 1, dy: 1)) }\n  return box\n}\n",
              site: "r.insetBy(dx: 1, dy: 1)", path: "kernelAttempt"),
        Shape(name: "its store", source: "func f(rs) {\n  var box = Rect.null\n  for r in rs { box = box.union(r.insetBy(dx: 1, dy: 1)) }\n  return box\n}\n",
              site: "box", path: "storeIfTyped"),
        Shape(name: "an intersection with a made rect", source: "func f(a, x, w) {\n  let c = a.intersection(Rect(x, 0, w, 10))\n  return c\n}\n",
              site: "Rect(x, 0, w, 10)", path: "kernelAttempt"),
    ]

    @Test func aScriptCallAsTheArgumentKeepsTheCall() throws {
        let found = try paths("func g(r) { return r }\nfunc f(a, r) {\n  let c = a.union(g(r))\n  return c\n}\n", "g(r)")
        #expect(!found.contains("kernelAttempt"), "\(found)")
    }

    @Test func computedKernelArgumentsGiveTheMethodsValuesAndErrors() {
        let (output, error, _) = langRun("""
            func hull(_ rs: [CGRect]) -> CGRect {
                var box = CGRect.null
                for r in rs { box = box.union(r.insetBy(dx: 1, dy: 1)) }
                return box
            }
            print(hull([Rect(0, 0, 10, 10), Rect(20, 5, 4, 4)]), hull([]), hull([Rect(0, 0, 1, 1)]))
            func clip(_ a: CGRect, _ x: Double, _ w: Double) -> CGRect {
                let c = a.intersection(Rect(x, 0, w, 10))
                return c
            }
            print(clip(Rect(0, 0, 8, 8), 4, 10), clip(Rect(0, 0, 8, 8), 20, 1).isNull)
            var kept = Rect(0, 0, 2, 2)
            let copy = kept
            kept = kept.union(copy.offsetBy(dx: 3, dy: 0))
            print(kept, copy)
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            (1, 1, 22, 8) null null
            (4, 0, 4, 8) true
            (0, 0, 5, 2) (0, 0, 2, 2)

            """)
        #expect(langFirstErrorLine("func f(a, p) {\n  let c = a.union(p.insetBy(dx: 1, dy: 1))\n  return c\n}\nprint(f(Rect(0, 0, 1, 1), Rect(0, 0, 4, 4)))\nprint(f(Rect(0, 0, 1, 1), (1, 2)))")
            == "test.geo:2:21: error: no member 'insetBy' on Point")
        #expect(langFirstErrorLine("func f(a, p) {\n  let c = a.union(p.insetBy(dx: 1, dy: 1))\n  return c\n}\nprint(f(Rect(0, 0, 1, 1), Rect(0, 0, 4, 4)))\nprint(f(5, Rect(0, 0, 4, 4)))")
            == "test.geo:2:13: error: no member 'union' on Number")
    }
}
