import Testing
@testable import GeoScript

/// Path `frameOriginStore`: `v.frame.origin = (x, y)` and `v.frame.origin = p` (a local) set on a
/// view with an identity transform with no Rect mapped or standardised; any other view (a
/// transform, a zero size, a corner at the anchor point) as `viewMemberStore` sets it, with the
/// same Numbers, warnings and errors.
extension CompilerPathTests {
    static let frameOriginShapes: [Shape] = [
        Shape(name: "a frame origin from a tuple of locals", source: "func f(v, x, y) { v.frame.origin = (x, y) }\n",
              site: "v.frame.origin =", path: "frameOriginStore"),
        Shape(name: "a frame origin from a local", source: "func f(v, p) { v.frame.origin = p }\n",
              site: "v.frame.origin =", path: "frameOriginStore"),
        Shape(name: "a frame origin's local read unboxed", source: "func f(v, p) { v.frame.origin = p }\n", site: "p",
              path: "storeIfTyped"),
        Shape(name: "a frame origin of a loop's view",
              source: "func f(vs) {\n  var x = 0\n  for v in vs { v.frame.origin = (x, 0)\n    x += 10 }\n}\n",
              site: "v.frame.origin =", path: "frameOriginStore"),
        Shape(name: "a frame origin of an element", source: "func f(vs, i, x) { vs[i].frame.origin = (x, x) }\n",
              site: "vs[i].frame.origin =", path: "frameOriginStore"),
    ]

    @Test(arguments: frameOriginShapes) func aFrameOriginStoreTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    static let avoidedFrameOriginPaths: [Shape] = [
        Shape(name: "a bounds origin", source: "func f(v, x, y) { v.bounds.origin = (x, y) }\n", site: "v.bounds.origin =",
              path: "frameOriginStore"),
        Shape(name: "a frame origin's x", source: "func f(v, x) { v.frame.origin.x = x }\n", site: "v.frame.origin.x =",
              path: "frameOriginStore"),
        Shape(name: "a frame origin updated", source: "func f(v, p) { v.frame.origin += p }\n", site: "v.frame.origin +=",
              path: "frameOriginStore"),
        Shape(name: "a frame's size", source: "func f(v, w, h) { v.frame.size = (w, h) }\n", site: "v.frame.size =",
              path: "frameOriginStore"),
        Shape(name: "a center", source: "func f(v, x, y) { v.center = (x, y) }\n", site: "v.center =", path: "frameOriginStore"),
        Shape(name: "a frame origin of a call's view", source: "func make() { return View() }\nmake().frame.origin = (1, 2)\n",
              site: "make().frame.origin =", path: "frameOriginStore"),
    ]

    @Test(arguments: avoidedFrameOriginPaths) func aFrameOriginStoreAvoidsItsPath(_ shape: Shape) throws {
        let dump = try Interpreter().loweredForm(shape.source)
        let found = try paths(shape.source, shape.site)
        #expect(!dump.contains("→ \(shape.path)"), "'\(shape.site)' took \(found)")
    }

    /// The frame, bounds and center the setter gives (the general code's figures, its rounding
    /// included), on views with an identity transform and on those the path leaves to the
    /// general code: a zero width, an anchor point at a corner, a -0, a scale, an animation.
    @Test func frameOriginStoresKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            let v = View(frame: (0, 0, 30, 20))
            func place(view, x, y) {
                view.frame.origin = (x, y)
                return view.frame
            }
            print(place(v, 7, -3), v.bounds, v.center)
            let z = View(frame: (5, 5, 0, 10))
            print(place(z, 1, 2), z.bounds, z.center)
            let a = View(frame: (0, 0, 10, 10))
            a.anchorPoint = (0, 0)
            print(place(a, 3, 4), a.center)
            a.anchorPoint = (1, 0.25)
            print(place(a, -0.0, 0.1 + 0.2), a.center, 1 / a.frame.minX)
            let t = View(frame: (0, 0, 40, 10))
            t.transform = Transform(scale: (2, 3))
            print(place(t, 10, 10), t.bounds.size, t.center)
            let s = View(frame: (0.1, 0.2, 0.3, 0.7))
            print(place(s, 1e15, -1e-9), s.bounds, s.center)
            func move(view, p) {
                view.frame.origin = p
                return view.center
            }
            print(move(v, (2, 2)), move(s, Point(0.5, 0.25)))
            let anim = animate(duration: 1, curve: "linear") { v.frame.origin = (100, 50) }
            print(v.presentation(at: 0.5).frame, v.frame)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(7, -3, 30, 20) (0, 0, 30, 20) (22, 7)\n(1, 2, 0, 10) (0, 0, 0, 10) (1, 7)\n(3, 4, 10, 10) (3, 4)\n(0, 0.3, 10, 10) (10, 2.8) inf\n(10, 10, 80, 30) (40, 10) (50, 25)\n(1000000000000000, 0, 0.25, 0.7) (0, 0, 0.3, 0.7) (1000000000000000.1, 0.35)\n(17, 12) (0.625, 0.6)\n(51, 26, 30, 20) (100, 50, 30, 20)\n", "\(output)")
    }

    /// Another kind of value, a value that is not finite, a receiver that is no view: the
    /// general code's errors, at the same places.
    @Test func frameOriginStoresReportAsBefore() {
        Self.expectLocatedErrors([
            ("let v = View()\nfunc f(w, x) { w.frame.origin = (x, 2) }\nf(v, 1 / 0)",
             "test.geo:2:16: error: cannot set frame of <View frame=(0, 0, 0, 0)> to null"),
            ("let v = View(frame: (1e308, 0, 1e308, 1))\nfunc f(w, x) { w.frame.origin = (x, 2) }\nf(v, 1)",
             "test.geo:2:16: error: cannot set frame of <View frame=(1e+308, 0, inf, 1)> to (1, 2, inf, 1)"),
            ("let v = View()\nfunc f(w, x) { w.frame.origin = (x, 2) }\nf(v, \"a\")",
             "test.geo:2:16: error: cannot assign a List of 2 elements to 'origin', which is a Point"),
            ("let v = View()\nfunc f(w, p) { w.frame.origin = p }\nf(v, 3)",
             "test.geo:2:16: error: cannot assign a Number (3) to 'origin', which is a Point"),
            ("func f(w, x) { w.frame.origin = (x, 2) }\nf(3, 1)", "test.geo:1:18: error: no member 'frame' on Number"),
        ])
    }
}
