import Testing
@testable import GeoScript

/// A view's Point or Size part set to a 2-tuple of Numbers (`v.center = (x, y)`, `v.frame.origin
/// = (x, y)`, `v.bounds.size = (w, h)`: path `storeIfTyped` on the tuple), and a Number part set
/// or updated by a value with number code (`v.center.y += 2`, `v.center.x = x * 2`: `numberCode`)
/// — the Numbers set on the view with no Value made; anything else by the boxed value's code,
/// with its values and errors.
extension CompilerPathTests {
    static let layoutLoop = "func layout(chips, w) {\n  var x = 0\n  for chip in chips {\n    let s = chip.bounds.size\n    chip.frame.origin = (x, 2)\n    chip.bounds.size = (w, s.height)\n    chip.center.y += 2\n    chip.center.x = x * 2\n    x += s.width\n  }\n}\n"
    static let viewStoreNumberShapes: [Shape] = [
        Shape(name: "a frame's origin in a for-in loop", source: layoutLoop, site: "(x, 2)", path: "storeIfTyped"),
        Shape(name: "a bounds' size from a parameter and a member", source: layoutLoop, site: "(w, s.height)", path: "storeIfTyped"),
        Shape(name: "a center's y updated by a constant", source: layoutLoop, site: "2", path: "numberCode"),
        Shape(name: "a center's x set to arithmetic", source: layoutLoop, site: "x * 2", path: "numberCode"),
        Shape(name: "a center at the top level from globals", source: "let v = View()\nvar x = 1\nv.center = (x, x + 1)\n",
              site: "(x, x + 1)", path: "storeIfTyped"),
        Shape(name: "an anchor point in a closure", source: "let f = { v, a in v.anchorPoint = (a, 1 - a) }\n",
              site: "(a, 1 - a)", path: "storeIfTyped"),
        Shape(name: "a center of an element", source: "func f(vs, i, x) { vs[i].center = (x, x) }\n", site: "(x, x)",
              path: "storeIfTyped"),
        Shape(name: "a frame's size width from a global", source: "let v = View()\nvar w = 3\nfunc f() { v.frame.size.width = w + 1 }\n",
              site: "w + 1", path: "numberCode"),
    ]

    @Test(arguments: viewStoreNumberShapes) func aViewStoreOfNumbersTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// A tuple set whole on a Rect (a Point is no Rect), a Point in a variable, a tuple with a
    /// String, a tuple element that is a call, a Number part set to a call's result, a Point
    /// tuple into a local.
    static let avoidedViewStoreNumberPaths: [Shape] = [
        Shape(name: "a 2-tuple set as a frame", source: "func f(v, x) { v.frame = (x, x) }\n", site: "(x, x)", path: "storeIfTyped"),
        Shape(name: "a tuple with a String", source: "func f(v, x) { v.center = (x, \"a\") }\n", site: "(x, \"a\")",
              path: "storeIfTyped"),
        Shape(name: "a tuple with a call", source: "func g() { return 1 }\nfunc f(v, x) { v.center = (x, g()) }\n",
              site: "(x, g())", path: "storeIfTyped"),
        Shape(name: "a tuple stored into a local", source: "func f(x) {\n  let p = (x, x)\n  return p\n}\n", site: "(x, x)",
              path: "storeIfTyped"),
        Shape(name: "a tuple set on a transform's member", source: "func f(v, x) { v.transform.translation = (x, x) }\n",
              site: "(x, x)", path: "storeIfTyped"),
        Shape(name: "a Number part set to a call", source: "func g() { return 1 }\nfunc f(v) { v.center.x = g() }\n",
              site: "g()", path: "numberCode"),
        Shape(name: "a Number part set to a String", source: "func f(v) { v.center.x = \"s\" }\n", site: "\"s\"",
              path: "numberCode"),
    ]

    @Test(arguments: avoidedViewStoreNumberPaths) func aViewStoreOfNumbersAvoidsItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// The values UIKit gives (an identity, a scaled, a turned view, a non-default anchor point,
    /// a signed zero kept), in functions, loops and at the top level; on a Rect in a variable
    /// the general code as before.
    @Test func viewStoresOfNumbersKeepTheirMeaning() {
        let (output, error, warnings) = langRun("""
            let root = View(frame: (0, 0, 300, 300))
            let v = View(frame: (10, 20, 30, 40))
            root.addSubview(v)
            var x = 3
            var y = -0.0
            v.center = (x, y)
            print(v.center, v.frame, 1 / v.center.y)
            v.frame.origin = (x, y + 1)
            print(v.frame, v.center, v.bounds)
            v.bounds.size = (x * 2, 5)
            print(v.frame, v.bounds)
            v.anchorPoint = (0, x - 2)
            v.frame.origin = (x, 7)
            print(v.frame, v.center)
            v.transform = scale(2, -3)
            v.frame.origin = (x, y)
            v.center.y += 2
            v.center.x = x * 2
            v.bounds.size.width = 11
            v.frame.size.height -= 1
            print(v.frame, v.center, v.bounds)
            v.transform = rotation(30deg)
            v.frame.origin = (x, 7)
            print(v.frame, v.center)
            func place(w, a, b) {
              w.frame.origin = (a, b)
              w.center.y += b
              w.bounds.size = (a, b)
              w.frame.size.width = a * b
              return w.frame
            }
            let u = View(frame: (0, 0, 4, 4))
            print(place(u, 1.5, 2.25), place(u, 2, 3))
            var q = Rect(0, 0, 2, 2)
            q.origin = (x, x)
            q.size.width += x
            print(q)
            let views = [u, View()]
            for w in views { w.center = (x, 1); w.center.x *= 2 }
            print(views[1].frame, u.frame)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            (3, 0) (-12, -20, 30, 40) -inf
            (3, 1, 30, 40) (18, 21) (0, 0, 30, 40)
            (15, 18.5, 6, 5) (0, 0, 6, 5)
            (3, 7, 6, 5) (3, 12)
            (6, 2, 22, 14) (6, 2) (0, 0, 11, 4.6667)
            (3, 7, 14.1929, 9.5415) (3, 9.0207)
            (2.75, 5.375, 3.375, 2.25) (2.6875, 5.625, 6, 3)
            (3, 3, 5, 2)
            (6, 1, 0, 0) (3, -0.5, 6, 3)

            """, "\(output)")
        #expect(warnings.count == 1 && warnings[0].hasPrefix("test.geo:23:1: warning: frame set on"), "\(warnings)")
    }

    /// A value that is not Numbers at run time, a result that is not finite, a root that is no
    /// view: the boxed code's errors at the same places.
    @Test func viewStoresOfNumbersReportAsBefore() {
        Self.expectLocatedErrors([
            ("let v = View()\nvar s = \"a\"\nv.center = (1, s)", "test.geo:3:1: error: cannot assign a List of 2 elements to 'center', which is a Point\nv.center = (1, s)\n^~~~~~~~~~\nnote: (x, y) is a Point only of two Numbers; this pair's element 2 is a String (\"a\")"),
            ("let v = View()\nvar n = 0\nv.bounds.size = (0 / n, 1)",
             "test.geo:3:1: error: cannot set bounds of <View frame=(0, 0, 0, 0)> to (0, 0, nan, 1): Core Animation rejects geometry containing NaN or an infinity (CALayerInvalidGeometry)"),
            ("let v = View()\nvar n = \"q\"\nv.center.y += n", "test.geo:3:1: error: cannot apply '+' to a Number (0) and a String (\"q\")"),
            ("var v = 5\nvar x = 1\nv.center = (x, x)", "test.geo:3:3: error: no member 'center' on Number"),
            ("let v = View()\nvar n = 1e308\nv.center.x += n\nv.center.x += n",
             "test.geo:4:1: error: cannot set center of <View frame=(1e+308, 0, 0, 0)> to (inf, 0): Core Animation rejects geometry containing NaN or an infinity (CALayerInvalidGeometry)"),
            ("func f(w, k) { w.frame.origin = (k, k + 1) }\nlet v = View()\nf(v, 2)\nf(v, \"x\")",
             "test.geo:1:37: error: cannot apply '+' to a String (\"x\") and a Number (1)"),
            ("func f(w, k) { w.center.x = k * 2 }\nf(View(), 2)\nf(nil, 3)", "test.geo:1:18: error: no member 'center' on Nil"),
            ("func f(w, k) { w.bounds.size = (k, 1) }\nf(View(), 2)\nf(View(), -1 / 0)",
             "test.geo:1:16: error: cannot set bounds of <View frame=(0, 0, 0, 0)> to (0, 0, -inf, 1): Core Animation rejects geometry containing NaN or an infinity (CALayerInvalidGeometry)"),
            ("func f(w, k) { w.center = (k, 1) }\nf(View(), 2)\nf([View()], 1)", "test.geo:1:18: error: no member 'center' on List"),
            ("let v = View()\nvar p = nil\nv.frame.origin = (p, 1)", "test.geo:3:19: error: element 1 of a tuple must be a Number, not nil"),
            ("let v = View()\nvar k = 2\nv.center.y -= k\nk = nil\nv.center.y -= k", "test.geo:5:1: error: cannot apply '-' to a Number (-2) and nil"),
        ])
    }
}
