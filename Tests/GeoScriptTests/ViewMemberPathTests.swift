import Testing
@testable import GeoScript

/// Paths `viewMember` and `viewMemberStore`: members of a view's geometry property read and
/// assigned on the view itself, in every style, and every other receiver, value or member by
/// the general code, with its values, warnings and errors.
extension CompilerPathTests {
    static let placeInFunction = "func place(chip, x, y) {\n  chip.frame.origin = (x, y)\n  return chip\n}\n"
    static let viewGlobal = "let v = View(frame: (0, 0, 10, 10))\nvar s = 0\nv.center.x += 1\ns += v.frame.midX\n"
    static let viewShapes: [Shape] = [
        Shape(name: "a frame's origin assigned in a function", source: placeInFunction, site: "chip.frame.origin =",
              path: "viewMemberStore"),
        Shape(name: "a center's x updated at the top level", source: viewGlobal, site: "v.center.x +=", path: "viewMemberStore"),
        Shape(name: "a bounds' width assigned in a closure", source: "let resize = { v, w in v.bounds.size.width = w }\n",
              site: "v.bounds.size.width =", path: "viewMemberStore"),
        Shape(name: "a center assigned to an element of a list", source: "func f(views, i, p) { views[i].center = p }\n",
              site: "views[i].center =", path: "viewMemberStore"),
        Shape(name: "a frame assigned in a for-in loop",
              source: "func f(chips) {\n  for chip in chips { chip.frame = Rect(0, 0, 1, 1) }\n}\n", site: "chip.frame =",
              path: "viewMemberStore"),
        Shape(name: "an anchor point of a captured view", source: "func f(v) {\n  let g = { v.anchorPoint.y -= 0.5 }\n  g()\n}\n",
              site: "v.anchorPoint.y -=", path: "viewMemberStore"),
        Shape(name: "a transform assigned in a function", source: "func turn(v, a) { v.transform = v.transform.rotated(by: a) }\n",
              site: "v.transform =", path: "viewMemberStore"),
        Shape(name: "a transform assigned at the top level", source: "let v = View()\nv.transform = rotation(1)\n",
              site: "v.transform =", path: "viewMemberStore"),
        Shape(name: "a transform assigned to a captured view", source: "func f(v, t) {\n  let g = { v.transform = t }\n  g()\n}\n",
              site: "v.transform =", path: "viewMemberStore"),
        Shape(name: "a transform assigned to an element in a loop",
              source: "func f(cards) {\n  for i in 0..<cards.count { cards[i].transform = scale(2, 2) }\n}\n",
              site: "cards[i].transform =", path: "viewMemberStore"),
        Shape(name: "a bounds' size read in a function", source: "func f(chip) { let size = chip.bounds.size\n return size }\n",
              site: "chip.bounds.size", path: "viewMember"),
        Shape(name: "a frame's midX read at the top level", source: viewGlobal, site: "v.frame.midX", path: "viewMember"),
        Shape(name: "a frame's midX as an update's Number", source: viewGlobal, site: "v.frame.midX", path: "numberCode"),
        Shape(name: "a frame's maxX of an element", source: "func f(chips, k) { return chips[k].frame.maxX }\n",
              site: "chips[k].frame.maxX", path: "viewMember"),
        Shape(name: "a center's x in a closure", source: "let cx = { v in v.center.x * 2 }\n", site: "v.center.x", path: "viewMember"),
        Shape(name: "a frame's origin's y in a function", source: "func top(row) { return row.frame.origin.y - 1 }\n",
              site: "row.frame.origin.y", path: "viewMember"),
        Shape(name: "a bounds' size's width at the top level", source: "let v = View()\nlet w = v.bounds.size.width * 2\n",
              site: "v.bounds.size.width", path: "viewMember"),
    ]

    @Test(arguments: viewShapes) func aViewMemberTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    static let avoidedViewPaths: [Shape] = [
        Shape(name: "a transform's component (not a geometry property set directly)",
              source: "let v = View()\nv.transform.rotation = 1\n", site: "v.transform.rotation =", path: "viewMemberStore"),
        Shape(name: "a root that is a call", source: "func make() { return View() }\nmake().frame.origin = (1, 2)\n",
              site: "make().frame.origin =", path: "viewMemberStore"),
        Shape(name: "a transform updated (by the general code's operator)", source: "let v = View()\nv.transform *= rotation(1)\n",
              site: "v.transform *=", path: "viewMemberStore"),
        Shape(name: "a transform's member", source: "let v = View()\nv.transform.tx = 1\n", site: "v.transform.tx =",
              path: "viewMemberStore"),
        Shape(name: "a member a rect has no setter for", source: "let v = View()\nv.bounds.width = 3\n", site: "v.bounds.width =",
              path: "viewMemberStore"),
        Shape(name: "a rect's own origin", source: "var r = Rect(0, 0, 1, 1)\nr.origin = (1, 1)\n", site: "r.origin =",
              path: "viewMemberStore"),
        Shape(name: "a member of a bounds that is not taken apart", source: "let v = View()\nlet e = v.bounds.isEmpty\n",
              site: "v.bounds.isEmpty", path: "viewMember"),
    ]

    @Test(arguments: avoidedViewPaths) func aViewMemberAvoidsItsPath(_ shape: Shape) throws {
        // (A general assignment notes no site.)
        let dump = try Interpreter().loweredForm(shape.source)
        let found = try paths(shape.source, shape.site)
        #expect(!dump.contains("→ \(shape.path)"), "'\(shape.site)' took \(found)")
    }

    /// Path `viewRootFirst`: a store whose value may run script code reads its root first
    /// (an element, a global, a captured local); every other `viewMemberStore` site computes
    /// the value first (no Optional root, no order tested).
    static let swapper = "func swap() { return (7, 7) }\n"
    static let rootFirstShapes: [(source: String, site: String, first: Bool)] = [
        (swapper + "var g = View()\ng.center = swap()\n", "g.center =", true),
        (swapper + "func f(cards, k) { cards[k].frame.origin = swap() }\n", "cards[k].frame.origin =", true),
        (swapper + "func f(v) {\n  let h = { v.bounds.size = swap() }\n  h()\n}\n", "v.bounds.size =", true),
        ("var g = View()\ng.center = (1, 2)\n", "g.center =", false),
        ("func f(cards, k) { cards[k].frame.origin = (k, k) }\n", "cards[k].frame.origin =", false),
        (swapper + "func f(v) { v.center = swap() }\n", "v.center =", false),
        ("func f(v, d) { v.center.x += d }\n", "v.center.x +=", false),
        ("var g = View()\nlet t = rotation(1)\ng.transform = t\n", "g.transform =", false),
    ]

    @Test(arguments: rootFirstShapes) func aViewStoreReadsItsRootFirstOnlyWhenItMust(_ shape: (source: String, site: String, first: Bool)) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains("viewMemberStore"), "'\(shape.site)' took \(found)")
        #expect(found.contains("viewRootFirst") == shape.first, "'\(shape.site)' took \(found)")
    }

    /// Both orders' values, and a wrong type through each reported where it was written.
    @Test func bothStoreOrdersKeepTheirValuesAndErrors() {
        let (output, error, _) = langRun("""
            var g = View(frame: (0, 0, 10, 10))
            var k = 0
            func next() { k += 1; return (k * 10, 5) }
            g.center = next()
            g.frame.origin = next()
            let cards = [View(frame: (0, 0, 2, 2)), View(frame: (0, 0, 4, 4))]
            cards[k - 2].bounds.size = next()
            func f(v) { v.center = next(); v.frame.size = (k, k) }
            f(cards[1])
            print(g.frame, cards[0].bounds, cards[1].frame)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(20, 5, 10, 10) (0, 0, 30, 5) (38, 3, 4, 4)\n", "\(output)")
        for (source, message) in [
            ("var g = View(frame: (0, 0, 10, 10))\nfunc bad() { return \"x\" }\ng.center = bad()\n",
             "test.geo:3:1: error: cannot assign a String (\"x\") to 'center', which is a Point"),
            ("let cards = [View()]\nfunc bad() { return Rect(0, 0, 1, 1) }\ncards[0].bounds.size = bad()\n",
             "test.geo:3:1: error: cannot assign a Rect (0, 0, 1, 1) to 'size', which is a Size"),
            ("func f(v, k) {\n  v.frame.origin = (k, 2)\n}\nf(View(), \"a\")\n",
             "test.geo:2:3: error: cannot assign a List of 2 elements to 'origin', which is a Point"),
        ] {
            let (_, error, _) = langRun(source)
            #expect(error?.description.hasPrefix(message) == true, "\(source): \(String(describing: error))")
        }
    }

    /// The values the properties' getters and setters give, on locals, globals, elements and
    /// captured views, and on receivers that are not views (a Rect in a `var` is written back).
    @Test func viewMembersKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            let v = View(frame: (0, 0, 10, 10))
            print(v.frame.size, v.bounds.origin, v.center.x, v.anchorPoint.y, v.frame.maxX, v.bounds.midY)
            v.frame.size = (4, 6)
            v.bounds.size.width = 8
            v.center.x += 1
            v.anchorPoint = (0, 0)
            v.bounds.origin.y -= 3
            v.frame.origin.y *= 2
            print(v.frame, v.bounds, v.center)
            v.frame.size = Size(3, 4)
            v.bounds = Rect(1, 1, 5, 5)
            print(v.frame)
            func place(views, i, p) {
                views[i].center = p
                let f = { w in views[i].frame.size.height = w }
                f(7)
                return views[i].frame.maxY + views[i].bounds.size.width
            }
            print(place([v, View()], 1, (2, 3)))
            var r = Rect(0, 0, 1, 1)
            r.origin = (1, 1)
            r.size.width += 2
            print(r, r.size.width)
            var s = 0
            for i in 0..<3 { s += v.frame.midX + v.center.y }
            print(s)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(10, 10) (0, 0) 5 0.5 10 5\n(3, 6, 8, 6) (0, -3, 8, 6) (3, 6)\n(3, 6, 5, 5)\n10\n(1, 1, 3, 1) 3\n34.5\n")
    }

    /// A transform set on the view itself: its value, the frame it gives, an animation of the
    /// component the new transform changes (`rotated(by:)` animates the rotation), `:undo`'s
    /// journal; on a presentation snapshot; and through a list element and a captured view.
    @Test func transformStoresKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            let v = View(frame: (0, 0, 10, 20))
            v.transform = rotation(90deg)
            print(v.transform, v.frame)
            let a = animate(duration: 1, curve: "linear") { v.transform = v.transform.rotated(by: 60deg) }
            print(v.presentation(at: 0.5).transform.rotation / 1deg, v.transform.rotation / 1deg)
            let p = v.presentation(at: 0)
            p.transform = identity
            print(p.frame, v.frame)
            var cards = [View(frame: (0, 0, 4, 4)), View(frame: (10, 0, 4, 4))]
            func turnAll(views, t) {
                for i in 0..<views.count { views[i].transform = t }
                let g = { views[0].transform = identity }
                g()
            }
            turnAll(cards, scale(2, 3))
            print(cards[0].transform, cards[1].frame)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "Transform(0, 1, -1, 0, 0, 0) (-5, 5, 20, 10)\n120 150\n(0, 0, 10, 20) (-4.3301, -1.1603, 18.6603, 22.3205)\nidentity (8, -4, 8, 12)\n",
                "\(output)")
    }

    /// The frame setter's warning once per place, as the general code shows it.
    @Test func aFrameSetThroughItsOriginWarnsOncePerPlace() {
        let (output, error, warnings) = langRun("""
            let v = View(frame: (0, 0, 10, 10))
            v.transform = rotation(0.3)
            for i in 0..<3 { v.frame.origin = (i, 2) }
            print(v.frame.origin)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(2, 2)\n")
        #expect(warnings.count == 1 && warnings[0].hasPrefix("test.geo:3:18: warning: frame set on"), "\(warnings)")
    }

    /// Every value, member or receiver the direct code does not take: the general code's
    /// errors, at the same places.
    @Test func viewMembersReportAsBefore() {
        let v = "let v = View(frame: (0, 0, 10, 10))\n"
        Self.expectLocatedErrors([
            (v + "v.frame.origin = \"s\"", "test.geo:2:1: error: cannot assign a String (\"s\") to 'origin', which is a Point"),
            (v + "v.frame.origin.x = \"s\"", "test.geo:2:1: error: cannot assign a String (\"s\") to 'x', which is a Number"),
            (v + "v.center.x += \"s\"", "test.geo:2:1: error: cannot apply '+' to a Number (5) and a String (\"s\")"),
            (v + "v.center.x = nil", "test.geo:2:1: error: cannot assign nil to 'x', which is a Number"),
            (v + "v.frame = (1, 2)", "test.geo:2:1: error: cannot assign a Point (1, 2) to 'frame', which is a Rect"),
            (v + "v.transform = 3", "test.geo:2:1: error: cannot assign a Number (3) to 'transform', which is a Transform"),
            (v + "v.transform = Transform(1, 0, 0, 1, 1 / 0, 0)",
             "test.geo:2:1: error: cannot set transform of <View frame=(0, 0, 10, 10)> to Transform(1, 0, 0, 1, inf, 0): Core Animation rejects geometry containing NaN or an infinity (CALayerInvalidGeometry)"),
            ("var v = nil\nv.transform = identity", "test.geo:2:3: error: no member 'transform' on Nil"),
            ("var v = nil\nv.frame.origin = (1, 2)", "test.geo:2:3: error: no member 'frame' on Nil"),
            ("var v = nil\nv.center.x += 1", "test.geo:2:3: error: no member 'center' on Nil"),
            ("var v = nil\nprint(v.frame.maxX)", "test.geo:2:9: error: no member 'frame' on Nil"),
            (v + "v.frame.origin.z = 1", "test.geo:2:16: error: no member 'z' on Point"),
            ("var v = nil\nprint(v.frame.origin.y)", "test.geo:2:9: error: no member 'frame' on Nil"),
            ("var r = Rect(0, 0, 1, 1)\nprint(r.frame.size.width)", "test.geo:2:9: error: no member 'frame' on Rect"),
            (v + "v.frame.orign = (1, 2)", "test.geo:2:9: error: no member 'orign' on Rect; did you mean 'origin'?"),
            (v + "v.bounds.width = 3", "test.geo:2:10: error: cannot assign to 'width': it is a read-only member of Rect"),
            (v + "let inf = 1 / 0\nv.frame.origin = (inf, 2)", "test.geo:3:1: error: cannot set frame of <View frame=(0, 0, 10, 10)>"),
            (v + "let inf = 1 / 0\nv.center.y += inf", "test.geo:3:1: error: cannot set center of <View frame=(0, 0, 10, 10)> to (5, inf)"),
            ("let r = Rect(0, 0, 1, 1)\nr.origin = (1, 1)", "test.geo:2:1: error: cannot change 'r': it is a 'let' constant"),
            ("var r = Rect(0, 0, 1, 1)\nr.frame.origin = (1, 2)", "test.geo:2:3: error: no member 'frame' on Rect"),
            ("var views = [View()]\nviews[1].center = (1, 2)", "test.geo:2:7: error: index 1 is out of range"),
            ("func f() { g.center.x = 1 }\nf()\nlet g = View()", "test.geo:1:12: error: cannot find 'g' in scope"),
        ])
    }
}
