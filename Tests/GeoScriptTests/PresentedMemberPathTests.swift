import Testing
@testable import GeoScript

/// Path `presentedMember`: a geometry property of a view's presentation (or a member of it)
/// read from the presented geometry with no snapshot made, in every style; every other
/// receiver, time or member by the call's and the members' code, with its values and errors.
extension CompilerPathTests {
    static let presentedShapes: [Shape] = [
        Shape(name: "a presented frame in a function", source: "func f(v, t) { return v.presentation(at: t).frame }\n",
              site: "v.presentation(at: t).frame", path: "presentedMember"),
        Shape(name: "a presented center at the top level", source: "let v = View()\nlet c = v.presentation(at: 1).center\n",
              site: "v.presentation(at: 1).center", path: "presentedMember"),
        Shape(name: "a presented bounds now, in a closure", source: "let b = { v in v.presentation().bounds }\n",
              site: "v.presentation().bounds", path: "presentedMember"),
        Shape(name: "a presented frame's midX of an element", source: "func f(vs, k, t) { return vs[k].presentation(at: t).frame.midX }\n",
              site: "vs[k].presentation(at: t).frame.midX", path: "presentedMember"),
        Shape(name: "a presented anchor point's y, the time computed",
              source: "func f(v, s) { return v.presentation(at: s + 1).anchorPoint.y }\n",
              site: "v.presentation(at: s + 1).anchorPoint.y", path: "presentedMember"),
        Shape(name: "a presented frame's origin's x in a for-in loop",
              source: "func f(vs) {\n  var s = 0\n  for v in vs { s += v.presentation(at: 0.5).frame.origin.x }\n  return s\n}\n",
              site: "v.presentation(at: 0.5).frame.origin.x", path: "presentedMember"),
        Shape(name: "a presented frame of a call's view", source: "func make() { return View() }\nlet f = make().presentation(at: 0).frame\n",
              site: "make().presentation(at: 0).frame", path: "presentedMember"),
        Shape(name: "a presented alpha", source: "let v = View()\nlet a = v.presentation(at: 1).alpha\n",
              site: "v.presentation(at: 1).alpha", path: "presentedMember"),
        Shape(name: "a presented transform now, in a function", source: "func f(v) { return v.presentation().transform }\n",
              site: "v.presentation().transform", path: "presentedMember"),
        Shape(name: "a presented alpha summed in a loop",
              source: "func f(vs, t) {\n  var s = 0\n  for v in vs { s += v.presentation(at: t).alpha }\n  return s\n}\n",
              site: "v.presentation(at: t).alpha", path: "presentedMember"),
        // Stored unboxed (into the box the variable holds, when it holds one of that kind).
        Shape(name: "a presented frame kept in a local in a loop",
              source: "func f(vs, t) {\n  var s = 0\n  for v in vs {\n    let r = v.presentation(at: t).frame\n    s += r.midX - r.minX\n  }\n  return s\n}\n",
              site: "r", path: "storeInPlace"),
        Shape(name: "a presented transform assigned to a global",
              source: "let v = View()\nvar m = identity\nm = v.presentation(at: 0.5).transform\n",
              site: "m", path: "storeInPlace"),
        Shape(name: "a presented bounds assigned to a local",
              source: "func f(v) {\n  var b = Rect(0, 0, 1, 1)\n  b = v.presentation().bounds\n  return b\n}\n",
              site: "b", path: "storeInPlace"),
    ]

    /// A receiver in a local's slot is lent where it lies, not retained, while the time's code
    /// runs: that code cannot reach the slot (a local a closure changes is in a cell, read
    /// before the time), and the view it holds stays alive when the time's code drops every
    /// other reference to it.
    @Test func aLocalReceiverIsLentWhileTheTimeRuns() {
        let (output, error, _) = langRun("""
            var views = [View(frame: (0, 0, 10, 10)), View(frame: (5, 5, 20, 20))]
            func drop() { views = []; return 1 }
            func f(k) {
                let v = views[k]
                return v.presentation(at: drop()).frame
            }
            animate(duration: 2, curve: "linear") { views[1].center = (100, 100) }
            print(f(1), views.count)
            func g() {
                var v = View(frame: (0, 0, 10, 10))
                let h = { v = 3; return 0.5 }
                let r = v.presentation(at: h()).center
                return [r, v]
            }
            print(g())
            func each(vs, t) {
                var s = 0
                for v in vs { s += v.presentation(at: t()).frame.midX }
                return s
            }
            var list = [View(frame: (0, 0, 2, 2)), View(frame: (4, 0, 2, 2))]
            print(each(list, { list = nil; return 0 }), list)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(47.5, 47.5, 20, 20) 0\n[(5, 5), 3]\n6 nil\n")
    }

    @Test(arguments: presentedShapes) func aPresentedMemberTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    static let avoidedPresentedPaths: [Shape] = [
        Shape(name: "a presentation kept in a variable", source: "let v = View()\nlet p = v.presentation(at: 1)\nlet f = p.frame\n",
              site: "p.frame", path: "presentedMember"),
        Shape(name: "a presented property the presented geometry does not hold",
              source: "let v = View(name: \"a\")\nlet n = v.presentation(at: 1).name\n",
              site: "v.presentation(at: 1).name", path: "presentedMember"),
        Shape(name: "a presented center (a Point) kept", source: "let v = View()\nvar c = (0, 0)\nc = v.presentation().center\n",
              site: "c", path: "storeInPlace"),
        Shape(name: "a member of a presented frame kept", source: "let v = View()\nvar w = 0\nw = v.presentation().frame.width\n",
              site: "w", path: "storeInPlace"),
        Shape(name: "a geometry property of another method's view", source: "let v = View()\nlet f = v.copy().frame\n",
              site: "v.copy().frame", path: "presentedMember"),
        Shape(name: "a view's own frame", source: "let v = View()\nlet f = v.frame\n", site: "v.frame", path: "presentedMember"),
    ]

    @Test(arguments: avoidedPresentedPaths) func aPresentedMemberAvoidsItsPath(_ shape: Shape) throws {
        let dump = try Interpreter().loweredForm(shape.source)
        let found = try paths(shape.source, shape.site)
        #expect(!dump.contains("→ \(shape.path)"), "'\(shape.site)' took \(found)")
    }

    /// The presented values, exactly those of the snapshot (read through a variable, by the
    /// general code): before, during and after animations of bounds (a negative width: stored
    /// standardised), center, anchor point, transform and a transform component, with a delay;
    /// a view with no animation, a removed view, times outside the animation, `now`.
    @Test func presentedMembersAreTheSnapshots() {
        let (output, error, _) = langRun("""
            let root = View(frame: (0, 0, 800, 600))
            let v = View(frame: (10, 10, 20, 20))
            let w = View(frame: (50, 50, 30, 40))
            let u = View(frame: (1, 2, 3, 4))
            root.addSubview(v)
            root.addSubview(w)
            w.anchorPoint = (0.2, 0.7)
            w.transform = rotation(30deg).scaledBy(x: 2, y: 0.5)
            let a = animate(duration: 2) {
                v.center = (400, 300)
                v.bounds = Rect(0, 0, -40, 20)
                w.transform = rotation(90deg)
                w.anchorPoint = (0.5, 0.5)
            }
            let b = animate(duration: 1, delay: 0.5) { w.transform.rotation = 720deg }
            let c = animate(duration: 1.5, curve: "linear") { u.alpha = 0.25 }
            var same = true
            var n = 0
            func check(x, y) {
                n += 1
                if x != y { same = false; print("differs:", x, y) }
            }
            for t in [-1, 0, 0.25, 0.5, 1, 1.5, 2, 3] {
                for x in [v, w, u] {
                    let p = x.presentation(at: t)
                    check(x.presentation(at: t).frame, p.frame)
                    check(x.presentation(at: t).bounds, p.bounds)
                    check(x.presentation(at: t).center, p.center)
                    check(x.presentation(at: t).anchorPoint, p.anchorPoint)
                    check(x.presentation(at: t).frame.midX, p.frame.midX)
                    check(x.presentation(at: t).bounds.size, p.bounds.size)
                    check(x.presentation(at: t).frame.origin.y, p.frame.origin.y)
                    check(x.presentation(at: t).center.x, p.center.x)
                    check(x.presentation(at: t).transform, p.transform)
                    check(x.presentation(at: t).alpha, p.alpha)
                    check(x.presentation(at: t).transform.rotation, p.transform.rotation)
                    var kept = x.presentation(at: t).frame
                    check(kept, p.frame)
                    kept = x.presentation(at: t).bounds
                    check(kept, p.bounds)
                    var m = x.presentation(at: t).transform
                    check(m, p.transform)
                    m = x.presentation().transform
                    check(m, x.presentation().transform)
                    check(x.presentation().frame, x.presentation().frame)
                }
            }
            print(same, n)
            print(v.presentation(at: 0.5).frame, w.presentation(at: 1).frame, u.presentation(at: 1).frame.maxY)
            wait(1)
            print(v.presentation().frame, w.presentation().center)
            v.removeFromSuperview()
            print(v.presentation(at: 1).frame, v.presentation(at: 5).center.y)
            print(u.presentation(at: 0.75).alpha, u.presentation().alpha, w.presentation(at: 2).transform)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            true 384
            (57.7899, 46.1653, 22.5832, 20) (46.6808, 48.5369, 51.2312, 40.6246) 6
            (195, 150, 30, 20) (65, 70)
            (195, 150, 30, 20) 300
            0.625 0.5 Transform(1, 0, 0, 1, 0, 0)

            """)
    }

    /// Every receiver or time the direct code does not take: the call's and the members'
    /// errors, at the same places, each operand computed once and in order.
    @Test func presentedMembersReportAsBefore() {
        let v = "let v = View(frame: (0, 0, 10, 10))\n"
        Self.expectLocatedErrors([
            (v + "print(v.presentation(at: \"x\").frame)",
             "test.geo:2:26: error: argument 'at:' of presentation(at:) must be a Number, not a String (\"x\")"),
            (v + "print(v.presentation(at: 1 / 0).frame)",
             "test.geo:2:7: error: the time of presentation(at:) must be a finite number of seconds, not inf"),
            (v + "print(v.presentation(at: 0 / 0).center.x)",
             "test.geo:2:7: error: the time of presentation(at:) must be a finite number of seconds, not nan"),
            ("let v = 3\nprint(v.presentation(at: 1).frame)", "test.geo:2:9: error: no member 'presentation' on Number"),
            ("let v = nil\nprint(v.presentation(at: 1).frame.midX)", "test.geo:2:9: error: no member 'presentation' on Nil"),
            (v + "print(v.presentation(at: 1).frame.nope)", "test.geo:2:35: error: no member 'nope' on Rect"),
            (v + "print(v.presentation(at: 1).frame.midX.foo)", "test.geo:2:40: error: no member 'foo' on Number"),
            (v + "print(v.presentation(at: 1).center.z)", "test.geo:2:36: error: no member 'z' on Point"),
            (v + "print(v.presentation(at: -1 / 0).alpha)",
             "test.geo:2:7: error: the time of presentation(at:) must be a finite number of seconds, not -inf"),
            (v + "let f = v.presentation(at: \"x\").frame",
             "test.geo:2:28: error: argument 'at:' of presentation(at:) must be a Number, not a String (\"x\")"),
            ("let v = 3\nvar m = identity\nm = v.presentation().transform", "test.geo:3:7: error: no member 'presentation' on Number"),
            (v + "func f(t) { var b = Rect(0, 0, 1, 1); b = v.presentation(at: t).bounds; return b }\nprint(f(nil))",
             "test.geo:2:62: error: argument 'at:' of presentation(at:) must be a Number, not nil"),
            (v + "print(v.presentation(at: 1).transform.nope)", "test.geo:2:39: error: no member 'nope' on Transform"),
            // A local time read where it lies: anything but a finite Number as the site reads it.
            (v + "func f(v, t) { return v.presentation(at: t).frame }\nprint(f(v, 1 / 0))",
             "test.geo:2:23: error: the time of presentation(at:) must be a finite number of seconds, not inf"),
            (v + "func f(v, t) { return v.presentation(at: t).frame }\nprint(f(v, \"x\"))",
             "test.geo:2:42: error: argument 'at:' of presentation(at:) must be a Number, not a String (\"x\")"),
        ])
        let (output, error, _) = langRun("""
            let v = View(frame: (0, 0, 10, 10))
            func t() { print("t ran"); return "s" }
            func r() { print("r ran"); return v }
            func n() { print("n ran"); return 5 }
            print(r().presentation(at: t()).center.x)
            """)
        #expect(output == "r ran\nt ran\n")
        #expect(error?.description.hasPrefix("test.geo:5:28: error: argument 'at:' of presentation(at:) must be a Number") == true,
                "\(String(describing: error))")
        // A receiver read where it lies (a global) before the time runs: a time that
        // reassigns it presents the view read, and reports with it.
        let (output3, error3, _) = langRun("""
            var v = View(frame: (0, 0, 10, 10))
            func h() { v = 3; return 1 }
            print(v.presentation(at: h()).frame, v)
            v = View(frame: (1, 2, 3, 4))
            func s() { v = nil; return "x" }
            print(v.presentation(at: s()).center)
            """)
        #expect(output3 == "(0, 0, 10, 10) 3\n")
        #expect(error3?.description.hasPrefix("test.geo:6:26: error: argument 'at:' of presentation(at:) must be a Number") == true,
                "\(String(describing: error3))")
        Self.expectLocatedErrors([
            ("func f() { return g.presentation(at: 1).frame }\nprint(f())\nlet g = View()",
             "test.geo:1:19: error: cannot find 'g' in scope"),
            ("func f(v) { var b = Rect(0, 0, 1, 1); b = v.presentation().bounds; return b }\nprint(f(5))",
             "test.geo:1:45: error: no member 'presentation' on Number"),
        ])
        let (output2, error2, _) = langRun("""
            func t() { print("t ran"); return 1 }
            func n() { print("n ran"); return 5 }
            print(n().presentation(at: t()).frame)
            """)
        #expect(output2 == "n ran\n")
        #expect(error2?.description.hasPrefix("test.geo:3:11: error: no member 'presentation' on Number") == true,
                "\(String(describing: error2))")
    }
}
