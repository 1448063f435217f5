import Testing
@testable import GeoScript

/// A view's Points on the point paths: `v.frame.origin` and `v.bounds.origin` of a root whose
/// read runs no script give point code (`Lowered.point`), so arithmetic on them takes path
/// `pointCode` (`p + node.frame.origin - up.bounds.origin`); a Point property taken whole
/// (`v.center = …`, `v.anchorPoint = …`) or another Point part (`v.bounds.origin = p`) is set by the property's own code from the value's
/// Point — arithmetic, a tuple, a local, an element, another view's Point property — with no
/// Value made (path `storeIfTyped`). Anything else (a Size, a root that is no view, a value
/// that is no Point) by the boxed code, from the start, with its value or its error.
extension CompilerPathTests {
    static let viewPointShapes: [Shape] = [
        Shape(name: "a frame's origin added", source: "func f(v, p) { return p + v.frame.origin }\n",
              site: "p + v.frame.origin", path: "pointCode"),
        Shape(name: "a bounds' origin subtracted", source: "func f(v, p) { return v.bounds.origin - p }\n",
              site: "v.bounds.origin - p", path: "pointCode"),
        Shape(name: "a global view's origin scaled", source: "let v = View(frame: (1, 2, 3, 4))\nvar p = (1, 1)\nlet q = v.frame.origin * 2 + p\n",
              site: "v.frame.origin * 2", path: "pointCode"),
        Shape(name: "a climb up the superviews",
              source: "func f(v) {\n  var p = Point(0, 0)\n  var node = v\n  while node.superview != nil {\n    let up = node.superview\n    p = p + node.frame.origin - up.bounds.origin\n    node = up\n  }\n  return p\n}\n",
              site: "p + node.frame.origin - up.bounds.origin", path: "pointCode"),
        Shape(name: "a center set to a local", source: "func f(v, p) { v.center = p }\n", site: "p", path: "storeIfTyped"),
        Shape(name: "a center set to an element", source: "var ps = [(1, 2)]\nfunc f(v, i) { v.center = ps[i] }\n",
              site: "ps[i]", path: "storeIfTyped"),
        Shape(name: "a center set to another view's", source: "func f(a, b) { a.center = b.center }\n",
              site: "b.center", path: "storeIfTyped"),
        Shape(name: "an anchor point set to a local", source: "func f(v, p) { v.anchorPoint = p }\n", site: "p", path: "storeIfTyped"),
        Shape(name: "a bounds origin set to a local", source: "func f(v, p) { v.bounds.origin = p }\n", site: "p", path: "storeIfTyped"),
    ]

    static let avoidedViewPointShapes: [Shape] = [
        Shape(name: "a frame's size", source: "func f(v, s) { return v.frame.size + s }\n", site: "v.frame.size + s", path: "valueLocal"),
        Shape(name: "the origin of a call's view", source: "func g() { return View() }\nfunc f(p) { return g().frame.origin + p }\n",
              site: "g().frame.origin + p", path: "valueLocal"),
        Shape(name: "a center set to a call's value", source: "func g() { return (1, 2) }\nfunc f(v) { v.center = g() }\n",
              site: "g()", path: "viewMemberStore"),
        Shape(name: "a center added to", source: "func f(v, p) { v.center += p }\n", site: "p", path: "viewMemberStore"),
    ]

    @Test(arguments: viewPointShapes) func viewPointsTakeThePointPaths(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: avoidedViewPointShapes) func otherViewValuesAvoidThePointPaths(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        if shape.path == "viewMemberStore" {
            // A value site: no note of its own (the boxed store).
            #expect(!found.contains("storeIfTyped"), "'\(shape.site)' took \(found)")
        } else {
            #expect(found.first == shape.path, "'\(shape.site)' took \(found), not \(shape.path)")
        }
        #expect(!found.contains("pointCode") && !found.contains("storeIfTyped"), "'\(shape.site)' took \(found)")
    }

    /// The values the boxed code gave: origins of transformed and scrolled views, signed zeros,
    /// a Size member beside them, centers and anchor points set from locals, elements, other
    /// views, and what the views read back.
    @Test func viewPointPathsGiveTheValues() {
        let (output, error, _) = langRun("""
            let root = View(frame: (0, 0, 200, 100))
            let a = View(frame: (10, 20, 50, 40))
            root.addSubview(a)
            a.transform = rotation(0.5)
            a.bounds.origin = (3, -4)
            func offset(v, p) { return p + v.frame.origin - v.bounds.origin }
            print(offset(a, (1, 1)), offset(root, Point(-0.0, 2)), 1 / (Point(-0.0, 0) + root.frame.origin).x)
            var up = root
            var q = Point(0, 0)
            q = q + a.frame.origin * 2 - up.bounds.origin / 2
            print(q, type(q))
            func sized(v, s) { return v.frame.size + s }
            print(sized(a, Size(1, 2)))
            let s = (2, 3) * 0.5
            print(a.frame.origin + s, 2 * root.bounds.origin - (1, 1))
            func put(v, p) { v.center = p }
            func anchor(v, p) { v.anchorPoint = p }
            let b = View(frame: (0, 0, 10, 10))
            put(b, (5, 6))
            print(b.center, b.frame)
            put(b, Point(-0.0, 1))
            print(1 / b.center.x)
            anchor(b, (0, 0))
            print(b.frame)
            var ps = [(7, 8), Point(9, 10)]
            for i in 0..<2 {
              b.center = ps[i]
              print(b.center)
            }
            a.center = b.center
            print(a.center, a.frame.origin)
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            (1.4719, 15.4627) (0, 2) inf
            (6.9439, 20.9254) Point
            (64.0561, 61.0746)
            (4.4719, 11.9627) (-1, -1)
            (5, 6) (0, 1, 10, 10)
            -inf
            (0, 1, 10, 10)
            (7, 8)
            (9, 10)
            (9, 10) (-22.5281, -19.5373)

            """)
    }

    /// A wrong kind through the paths reports as before: the text, at its location.
    @Test(arguments: [
        ("func f(v, p) {\n  return p + v.frame.origin\n}\nprint(f(View(), (1, 1)))\nprint(f(5, (1, 1)))\n",
         "test.geo:2:16: error: no member 'frame' on Number"),
        ("func f(v, p) {\n  return p - v.bounds.origin\n}\nprint(f(View(), (1, 1)))\nprint(f(View(), \"a\"))\n",
         "test.geo:2:10: error: cannot apply '-' to a String (\"a\") and a Point (0, 0)"),
        ("func f(v, p) {\n  v.center = p\n}\nf(View(), (1, 2))\nf(View(), \"a\")\n",
         "test.geo:2:3: error: cannot assign a String (\"a\") to 'center', which is a Point"),
        ("func f(v, p) {\n  v.center = p\n}\nf(View(), (1, 2))\nf(View(), (nan, 2))\n",
         "test.geo:2:3: error: cannot set center of <View frame=(0, 0, 0, 0)> to (nan, 2): Core Animation rejects"),
        ("func f(v, p) {\n  v.center = p\n}\nf(View(), (1, 2))\nf(7, (1, 2))\n",
         "test.geo:2:5: error: no member 'center' on Number"),
        ("func f(v, p) {\n  v.center = p\n}\nf(View(), (1, 2))\nf(View(), Size(3, 4))\n",
         "test.geo:2:3: error: cannot assign a Size (3, 4) to 'center', which is a Point"),
    ])
    func viewPointPathsOfOtherKindsReportAsBefore(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
