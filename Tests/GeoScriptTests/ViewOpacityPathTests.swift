import Testing
@testable import GeoScript

/// Path `viewMemberStore` of a view's opacity: `v.alpha = a` and `v.alpha op= a` set on the view
/// itself (clamped to 0…1 as the setter clamps), on locals, globals, elements and captured views;
/// every other property, receiver or value by the general code, with its values and errors.
extension CompilerPathTests {
    static let opacityShapes: [Shape] = [
        Shape(name: "an alpha assigned in a function", source: "func f(v, a) { v.alpha = a }\n", site: "v.alpha =",
              path: "viewMemberStore"),
        Shape(name: "an alpha's Number computed unboxed", source: "func f(v, k) { v.alpha = 0.5 + k * 0.25 }\n",
              site: "0.5 + k * 0.25", path: "numberCode"),
        Shape(name: "an alpha updated at the top level", source: "let v = View()\nv.alpha *= 0.5\n", site: "v.alpha *=",
              path: "viewMemberStore"),
        Shape(name: "an alpha of an element in a loop",
              source: "func f(cards) {\n  for i in 0..<cards.count { cards[i].alpha -= 0.1 }\n}\n", site: "cards[i].alpha -=",
              path: "viewMemberStore"),
        Shape(name: "an alpha of a captured view", source: "func f(v) {\n  let g = { v.alpha = 1 }\n  g()\n}\n",
              site: "v.alpha =", path: "viewMemberStore"),
        Shape(name: "an alpha in an animate block", source: "let v = View()\nanimate(duration: 1) { v.alpha = 0 }\n",
              site: "v.alpha =", path: "viewMemberStore"),
    ]

    @Test(arguments: opacityShapes) func anOpacityStoreTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    static let avoidedOpacityPaths: [Shape] = [
        Shape(name: "a flag of a view", source: "let v = View()\nv.isHidden = true\n", site: "v.isHidden =", path: "viewMemberStore"),
        Shape(name: "a name of a view", source: "func f(v) { v.name = \"a\" }\n", site: "v.name =", path: "viewMemberStore"),
        Shape(name: "an alpha of a root that is a call", source: "func make() { return View() }\nmake().alpha = 1\n",
              site: "make().alpha =", path: "viewMemberStore"),
        Shape(name: "an alpha's member", source: "let v = View()\nv.alpha.x = 1\n", site: "v.alpha.x =", path: "viewMemberStore"),
    ]

    @Test(arguments: avoidedOpacityPaths) func anOpacityStoreAvoidsItsPath(_ shape: Shape) throws {
        let dump = try Interpreter().loweredForm(shape.source)
        let found = try paths(shape.source, shape.site)
        #expect(!dump.contains("→ \(shape.path)"), "'\(shape.site)' took \(found)")
    }

    /// The values the setter gives (clamped, every operator, -0 made 0), on a local, a global,
    /// elements and a captured element, and the animation a block records from them.
    @Test func opacityStoresKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            let v = View(frame: (0, 0, 10, 10))
            var cards = [View(), View(), View()]
            v.alpha = 0.25
            v.alpha += 0.5
            v.alpha *= 2
            print(v.alpha)
            v.alpha = -3
            v.alpha -= 0.5
            print(v.alpha, 1 / v.alpha)
            func fade(views, k, by) {
                for i in 0..<views.count { views[i].alpha = 1 - i * by }
                views[k].alpha /= 4
                let g = { views[0].alpha %= 0.3 }
                g()
                return [views[0].alpha, views[1].alpha, views[2].alpha]
            }
            print(fade(cards, 1, 0.25))
            let a = animate(duration: 1, curve: "linear") { v.alpha = 0.5; cards[2].alpha = 0 }
            print(v.presentation(at: 0.5).alpha, cards[2].presentation(at: 0.25).alpha, v.alpha)
            var w = v
            w.alpha = 0.75
            v.alpha -= 1 / 0
            print(w.alpha, v.alpha)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1\n0 inf\n[0.1, 0.1875, 0.5]\n0.25 0.375 0.5\n0 0\n", "\(output)")
    }

    /// A NaN, another kind of value or a receiver that is no view: the general code's errors,
    /// at the same places.
    @Test func opacityStoresReportAsBefore() {
        let v = "let v = View()\n"
        Self.expectLocatedErrors([
            (v + "v.alpha = 0 / 0", "test.geo:2:1: error: alpha must be a number from 0 to 1, not nan"),
            (v + "v.alpha = 0\nv.alpha *= 1 / 0", "test.geo:3:1: error: alpha must be a number from 0 to 1, not nan"),
            (v + "v.alpha = \"x\"", "test.geo:2:1: error: cannot assign a String (\"x\") to 'alpha', which is a Number"),
            (v + "v.alpha += \"x\"", "test.geo:2:1: error: cannot apply '+' to a Number (1) and a String (\"x\")"),
            ("var r = Rect(0, 0, 1, 1)\nr.alpha = 0.5", "test.geo:2:3: error: no member 'alpha' on Rect"),
            ("let vs = [View(), 3]\nfunc f(xs) { for x in xs { x.alpha = 0.5 } }\nf(vs)",
             "test.geo:2:30: error: no member 'alpha' on Number"),
        ])
    }

    /// `animate`'s block called straight into its frame: nested and recursive blocks, a
    /// function with a default given as the block, and what is no block of no argument (a
    /// closure taking one, a built-in) reported as before, located and traced.
    @Test func animateBlocksKeepTheirMeaningAndErrors() {
        let (output, error, _) = langRun("""
            let v = View()
            func deep(n) {
                if n == 0 { return 0.5 }
                animate(duration: 1) { v.alpha = deep(n - 1) / 2 }
                return v.alpha
            }
            print(deep(3), v.presentation(at: 0.5).alpha)
            func g(a = 0.25) { v.alpha = a }
            animate(duration: 1, g)
            print(v.alpha)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "0.0625 0.5313\n0.25\n", "\(output)")
        let v = "let v = View()\n"
        Self.expectLocatedErrors([
            (v + "animate(duration: 1) { x in v.alpha = x }",
             "test.geo:2:22: error: the closure takes 1 argument (x) but was given 0\nanimate(duration: 1) { x in v.alpha = x }\n                     ^\n    called from test.geo:2:1"),
            (v + "animate(duration: 1, sin)", "<native>:1:1: error: sin cannot be called with 0 unlabelled arguments"),
            (v + "var p = nil\nanimate(duration: 1) { v.center = (1, p) }", "test.geo:3:39: error: element 2 of a tuple must be a Number, not nil"),
            // A nil written out is Swift's `(Int?, Int?)`: refused where the pair is taken as a Point.
            (v + "animate(duration: 1) { v.center = (1, nil) }", "test.geo:2:24: error: cannot assign a List of 2 elements to 'center', which is a Point"),
        ])
        let (_, traced, _) = langRun(v + "animate(duration: 1, sin)")
        #expect(traced?.description.contains("called from test.geo:2:1") == true, "\(String(describing: traced))")
    }
}
