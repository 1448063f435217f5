import Testing
@testable import GeoScript

/// Path `geometryPartStore`: a part of a view's geometry property set to a Number or a Point
/// the value's code gives unboxed (`v.center.y += 2`, `v.bounds.size = (w, h)`, `v.bounds.origin
/// = p`, `v.frame.size.width = w`), the property read and set by code made for it, with the
/// same Numbers, warnings and errors as the general code.
extension CompilerPathTests {
    static let geometryPartShapes: [Shape] = [
        Shape(name: "a center's y updated by a constant", source: "func f(v) { v.center.y += 2 }\n",
              site: "v.center.y +=", path: "geometryPartStore"),
        Shape(name: "an anchor point's x set to a local", source: "func f(v, x) { v.anchorPoint.x = x }\n",
              site: "v.anchorPoint.x =", path: "geometryPartStore"),
        Shape(name: "a bounds size from a tuple", source: "func f(v, w, h) { v.bounds.size = (w * 2, h - 1) }\n",
              site: "v.bounds.size =", path: "geometryPartStore"),
        Shape(name: "a bounds origin from a local", source: "func f(v, p) { v.bounds.origin = p }\n",
              site: "v.bounds.origin =", path: "geometryPartStore"),
        Shape(name: "a frame's width", source: "func f(v, w) { v.frame.size.width = w }\n",
              site: "v.frame.size.width =", path: "geometryPartStore"),
        Shape(name: "a loop's view's frame size", source: "func f(vs, w) { for v in vs { v.frame.size = (w, 20) } }\n",
              site: "v.frame.size =", path: "geometryPartStore"),
        Shape(name: "an element's bounds height", source: "func f(vs, i) { vs[i].bounds.size.height *= 2 }\n",
              site: "vs[i].bounds.size.height *=", path: "geometryPartStore"),
        Shape(name: "a global view's center x", source: "let v = View()\nv.center.x = 3\n", site: "v.center.x =",
              path: "geometryPartStore"),
    ]

    @Test(arguments: geometryPartShapes) func aGeometryPartStoreTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    static let avoidedGeometryPartPaths: [Shape] = [
        Shape(name: "a center taken whole", source: "func f(v, x, y) { v.center = (x, y) }\n", site: "v.center =",
              path: "geometryPartStore"),
        Shape(name: "a frame origin", source: "func f(v, x, y) { v.frame.origin = (x, y) }\n", site: "v.frame.origin =",
              path: "geometryPartStore"),
        Shape(name: "a frame taken whole", source: "func f(v, r) { v.frame = r }\n", site: "v.frame =", path: "geometryPartStore"),
        Shape(name: "an alpha", source: "func f(v, a) { v.alpha = a }\n", site: "v.alpha =", path: "geometryPartStore"),
        Shape(name: "a transform", source: "func f(v, t) { v.transform = t }\n", site: "v.transform =", path: "geometryPartStore"),
        Shape(name: "a center updated by a Point", source: "func f(v, p) { v.center += p }\n", site: "v.center +=",
              path: "geometryPartStore"),
        Shape(name: "a part set to a call's result", source: "func g() { return 1 }\nfunc f(v) { v.center.x = g() }\n",
              site: "v.center.x =", path: "geometryPartStore"),
        Shape(name: "a point's member", source: "func f(p) { var q = p\n  q.x = 1\n  return q }\n", site: "q.x =",
              path: "geometryPartStore"),
    ]

    @Test(arguments: avoidedGeometryPartPaths) func aGeometryPartStoreAvoidsItsPath(_ shape: Shape) throws {
        let dump = try Interpreter().loweredForm(shape.source)
        let found = try paths(shape.source, shape.site)
        #expect(!dump.contains("→ \(shape.path)"), "'\(shape.site)' took \(found)")
    }

    /// The frame, bounds, center and anchor point the setters give (the general code's figures,
    /// their rounding, standardising and signed zeros included), on plain views, a turned one
    /// (the frame's warning, once per place) and inside an animation.
    @Test func geometryPartStoresKeepTheirMeaning() {
        let (output, error, warnings) = langRun("""
            let v = View(frame: (0, 0, 30, 20))
            func bump(view, d) {
                view.center.y += d
                view.center.x -= d / 2
                return view.frame
            }
            print(bump(v, 2), v.center)
            let a = View(frame: (10, 10, 40, 40))
            a.anchorPoint = (0, 0)
            func anchor(view, x) {
                view.anchorPoint.x = x
                view.anchorPoint.y *= 2
                return view.frame
            }
            print(anchor(a, 0.25), a.center, a.anchorPoint)
            func resize(view, w, h) {
                view.bounds.size = (w * 1, h + 0)
                return view.frame
            }
            print(resize(v, -10, 6), v.bounds, v.center)
            print(resize(v, 0.1 + 0.2, 1e15), v.bounds)
            func scroll(view, p) {
                view.bounds.origin = p
                return view.bounds
            }
            print(scroll(v, Point(3, -4)), v.frame)
            func widen(view, w) {
                view.frame.size.width = w
                view.frame.origin.y += 1
                view.bounds.size.height *= 2
                return view.frame
            }
            print(widen(v, 50), v.bounds, v.center)
            let t = View(frame: (0, 0, 40, 10))
            t.transform = Transform(rotation: 0.3)
            print(widen(t, 20), t.bounds, 1 / t.center.x)
            let z = View(frame: (0, 0, 0, 0))
            z.center.x = -0.0
            print(1 / z.center.x, 1 / z.frame.minX, resize(z, -0.0, 0))
            let anim = animate(duration: 1, curve: "linear") { bump(v, 10); resize(v, 60, 40) }
            print(v.presentation(at: 0.5).frame, v.frame)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(-1, 2, 30, 20) (14, 12)\n(20, 30, 40, 40) (30, 30) (0.25, 0)\n(9, 9, 10, 6) (-10, 0, 10, 6) (14, 12)\n(13.85, -499999999999988, 0.3, 1000000000000000) (-10, 0, 0.3, 1000000000000000)\n(3, -4, 0.3, 1000000000000000) (13.85, -499999999999988, 0.3, 1000000000000000)\n(13.85, -999999999999987, 50, 2000000000000000) (3, -4, 50, 2000000000000000) (38.85, 13)\n(-2.3537, -10.4071, 39.1919, 32.8142) (0, 0, 33.6157, 23.9498) 0.058\n-inf inf (0, 0, 0, 0)\n(8.85, -499999999999992, 55, 1000000000000020) (3.85, 3, 60, 40)\n", "\(output)")
        #expect(warnings.count == 2, "\(warnings)")
    }

    /// Another kind of value, a value that is not finite, a receiver that is no view: the
    /// general code's errors, at the same places.
    @Test func geometryPartStoresReportAsBefore() {
        Self.expectLocatedErrors([
            ("let v = View()\nfunc f(w, x) { w.center.y += x }\nf(v, \"a\")",
             "test.geo:2:16: error: cannot apply '+' to a Number (0) and a String (\"a\")"),
            ("let v = View()\nfunc f(w, x) { w.center.y += x }\nf(v, 1 / 0)",
             "test.geo:2:16: error: cannot set center of <View frame=(0, 0, 0, 0)> to (0, inf)"),
            ("let v = View()\nfunc f(w, x, y) { w.bounds.size = (x * 1, y) }\nf(v, 1, 0 / 0)",
             "test.geo:2:19: error: cannot set bounds of <View frame=(0, 0, 0, 0)> to (0, 0, 1, nan)"),
            ("let v = View()\nfunc f(w, x) { w.bounds.size = (x * 1, 2) }\nf(v, \"a\")",
             "test.geo:2:33: error: cannot apply '*' to a String (\"a\") and a Number (1)"),
            ("func f(w, x) { w.center.y += x }\nf(3, 1)", "test.geo:1:18: error: no member 'center' on Number"),
            ("let v = View()\nfunc f(w, p) { w.bounds.size = p }\nf(v, 3)",
             "test.geo:2:16: error: cannot assign a Number (3) to 'size', which is a Size"),
        ])
    }
}
