import Testing
@testable import GeoScript

/// What `animate` records, now that a write reports its animation keys resolved where the
/// write is declared (`ViewProperties`) to the block's animator (`RuntimeContext.recorder`)
/// and a block keeps its touched properties in a short list (a dictionary only past
/// `Animator.Transaction.searched`): the same tracks, in the same order, the same presented
/// values and the same errors, at the same places, as when every write was matched by name.
/// (The expected texts are what main at 4d8245c printed for these programs.)
@Suite("Animation recording")
struct AnimationRecordingTests {
    /// More properties touched in one block than are searched (twelve views: center, alpha,
    /// bounds through frame, touched again; a component, a whole transform then a component,
    /// anchorPoint): the tracks in first-touch order, each once, and what is presented.
    @Test func manyTouchesKeepTheirOrder() {
        let (output, error, _) = langRun(#"""
            let root = View(frame: (0, 0, 400, 400), name: "root")
            var vs = []
            for i in 0..<12 {
                let v = View(frame: (i * 10, 0, 10, 10), name: "v\(i)")
                root.addSubview(v)
                vs.append(v)
            }
            let a = animate(duration: 1, curve: "linear") {
                for (i, v) in vs.enumerated() {
                    v.center.x += 5
                    v.alpha = 0.5
                    if i % 3 == 0 { v.frame = (0, 0, 20, 20) }
                    v.center.y = 100
                }
                vs[0].transform.rotation = 720deg
                vs[1].transform = rotation(90deg)
                vs[1].transform.scale = (2, 2)
                vs[2].anchorPoint = (0, 0)
            }
            print(a.table(2))
            wait(0.25)
            for v in vs { print(v.name, v.presentation().frame, v.presentation().alpha, v.presentation().transform) }
            """#)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            Animation(duration: 1, delay: 0, curve: "linear", start: 0)
            time  progress  v0.center    v0.alpha  v0.bounds       v1.center     v1.alpha  v2.center     v2.alpha  v3.center     v3.alpha  v3.bounds       v4.center     v4.alpha  v5.center     v5.alpha  v6.center     v6.alpha  v6.bounds       v7.center     v7.alpha  v8.center     v8.alpha  v9.center     v9.alpha  v9.bounds       v10.center     v10.alpha  v11.center     v11.alpha  v0.transform.rotation  v1.transform                                      v1.transform.scale  v2.anchorPoint
            0     0         (5, 5)       1         (0, 0, 10, 10)  (15, 5)       1         (25, 5)       1         (35, 5)       1         (0, 0, 10, 10)  (45, 5)       1         (55, 5)       1         (65, 5)       1         (0, 0, 10, 10)  (75, 5)       1         (85, 5)       1         (95, 5)       1         (0, 0, 10, 10)  (105, 5)       1          (115, 5)       1          0                      identity                                          (1, 1)              (0.5, 0.5)
            0.5   0.5       (7.5, 52.5)  0.75      (0, 0, 15, 15)  (17.5, 52.5)  0.75      (27.5, 52.5)  0.75      (22.5, 52.5)  0.75      (0, 0, 15, 15)  (47.5, 52.5)  0.75      (57.5, 52.5)  0.75      (37.5, 52.5)  0.75      (0, 0, 15, 15)  (77.5, 52.5)  0.75      (87.5, 52.5)  0.75      (52.5, 52.5)  0.75      (0, 0, 15, 15)  (107.5, 52.5)  0.75       (117.5, 52.5)  0.75       6.2832                 Transform(1.0607, 1.0607, -1.0607, 1.0607, 0, 0)  (1.5, 1.5)          (0.25, 0.25)
            1     1         (10, 100)    0.5       (0, 0, 20, 20)  (20, 100)     0.5       (30, 100)     0.5       (10, 100)     0.5       (0, 0, 20, 20)  (50, 100)     0.5       (60, 100)     0.5       (10, 100)     0.5       (0, 0, 20, 20)  (80, 100)     0.5       (90, 100)     0.5       (10, 100)     0.5       (0, 0, 20, 20)  (110, 100)     0.5        (120, 100)     0.5        12.5664                Transform(0, 2, -2, 0, 0, 0)                      (2, 2)              (0, 0)
            v0 (0, 22.5, 12.5, 12.5) 0.875 Transform(-1, 0, 0, -1, 0, 0)
            v1 (8.084, 20.584, 16.332, 16.332) 0.875 Transform(1.1548, 0.4784, -0.4784, 1.1548, 0, 0)
            v2 (22.5, 25, 10, 10) 0.875 identity
            v3 (22.5, 22.5, 12.5, 12.5) 0.875 identity
            v4 (41.25, 23.75, 10, 10) 0.875 identity
            v5 (51.25, 23.75, 10, 10) 0.875 identity
            v6 (45, 22.5, 12.5, 12.5) 0.875 identity
            v7 (71.25, 23.75, 10, 10) 0.875 identity
            v8 (81.25, 23.75, 10, 10) 0.875 identity
            v9 (67.5, 22.5, 12.5, 12.5) 0.875 identity
            v10 (101.25, 23.75, 10, 10) 0.875 identity
            v11 (111.25, 23.75, 10, 10) 0.875 identity
            """ + "\n")
    }

    /// Gestures (transform and center), properties that change at once (name, isHidden,
    /// clipsToBounds), a block that changes nothing new (no track: the center in flight goes
    /// on), a block inside a block (each animates its own writes of center: the outer's track
    /// ends at (100, 50), the inner's goes on to x = 300; at 1 s the model, the outer's offset
    /// half left, the inner's three quarters: x = 300 + (87.4595 − 100)·0.5 + (100 − 300)·0.75
    /// = 143.7298, y = 50 + (127.4389 − 50)·0.5 = 88.7195), a delay and component writes of
    /// translation and shear.
    @Test func gesturesNestedBlocksAndComponents() {
        let (output, error, _) = langRun("""
            let root = View(frame: (0, 0, 400, 400), name: "root")
            let v = View(frame: (0, 0, 100, 100), name: "card")
            root.addSubview(v)
            let a = animate(duration: 1, curve: "linear") {
                v.pan(by: (10, 0))
                v.pinch(scale: 2, at: (0, 0))
                v.rotate(by: 0.5, at: (50, 50))
                v.name = "moved"
                v.isHidden = true
                v.clipsToBounds = true
            }
            print(v.name, v.isHidden, v.clipsToBounds)
            print(a.table(2))
            print(v.presentation(at: 0.5).frame, v.presentation(at: 0.5).transform)
            let b = animate(duration: 1) { v.center = v.center; v.alpha = 1 }
            print(b)
            wait(0.5)
            let c = animate(duration: 1, curve: "linear") {
                v.center = (100, 50)
                animate(duration: 2, curve: "linear") { v.alpha = 0; v.center.x = 300 }
                v.bounds.size = (50, 50)
            }
            print(c.table(1))
            print(v.presentation(at: 1).center, v.presentation(at: 1).alpha, v.presentation(at: 1).bounds)
            wait(0.5)
            let d = animate(duration: 1, delay: 0.5, curve: "easeIn") { v.transform.translation = (5, 5); v.transform.shear = 0.25 }
            print(d.table(2))
            print(v.presentation(at: 1.75).transform)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            moved true true
            Animation(duration: 1, delay: 0, curve: "linear", start: 0)
            time  progress  moved.center         moved.transform
            0     0         (50, 50)             identity
            0.5   0.5       (68.7298, 88.7195)   Transform(1.4534, 0.3711, -0.3711, 1.4534, 0, 0)
            1     1         (87.4595, 127.4389)  Transform(1.7552, 0.9589, -0.9589, 1.7552, 0, 0)
            (-22.494, -2.5043, 182.4475, 182.4475) Transform(1.4534, 0.3711, -0.3711, 1.4534, 0, 0)
            Animation(duration: 1, delay: 0, curve: "easeInOut", start: 0)
            (no property changed)
            time  progress
            0     0
            0.25  0.1292
            0.5   0.5
            0.75  0.8708
            1     1
            Animation(duration: 1, delay: 0, curve: "linear", start: 0.5)
            time  progress  moved.center         moved.bounds
            0.5   0         (87.4595, 127.4389)  (0, 0, 100, 100)
            1.5   1         (100, 50)            (0, 0, 50, 50)
            (143.7298, 88.7195) 0.75 (0, 0, 75, 75)
            Animation(duration: 1, delay: 0.5, curve: "easeIn", start: 1)
            time  progress  moved.transform.translation  moved.transform.shear
            1.5   0         (0, 0)                       0
            2     0.3154    (1.5768, 1.5768)             0.0788
            2.5   1         (5, 5)                       0.25
            Transform(1.7552, 0.9589, -0.9178, 1.7776, 0.4673, 0.4673)
            """ + "\n")
    }

    /// The errors of `animate` and of the writes in its block: messages and places as before
    /// (an error about one argument of animate at that argument, since 2026-12-02).
    @Test func errorsAreUnchanged() {
        let card = "let root = View(frame: (0, 0, 400, 400), name: \"root\")\n"
            + "let v = View(frame: (0, 0, 100, 100), name: \"card\")\nroot.addSubview(v)\n"
        let cases: [(String, String)] = [
            ("animate(duration: 1) { v.window = v }",
             "test.geo:4:26: error: cannot assign to 'window': it is a read-only member of View"),
            ("animate(duration: \"1\") { v.center = (1, 1) }",
             "test.geo:4:19: error: argument 'duration:' of animate(duration:delay:curve:_:) must be a Number, not a String (\"1\")"),
            ("animate(duration: 1, curve: 3) { v.center = (1, 1) }",
             "test.geo:4:29: error: argument 'curve:' of animate(duration:delay:curve:_:) must be a Curve or curve name, not a Number (3)"),
            ("animate(duration: 1, curve: \"bouncy\") { v.center = (1, 1) }",
             "test.geo:4:29: error: unknown curve \"bouncy\" (curves: \"linear\", \"easeIn\", \"easeOut\", \"easeInOut\", \"default\", cubicBezier(x1, y1, x2, y2), steps(n), spring(duration:bounce:), spring(mass:stiffness:damping:initialVelocity:))"),
            ("animate(duration: 1) { v.center = (nan, 0) }",
             "test.geo:4:24: error: cannot set center of <View \"card\" frame=(0, 0, 100, 100)> to (nan, 0): Core Animation rejects geometry containing NaN or an infinity (CALayerInvalidGeometry)"),
            ("animate(duration: 1) { v.frame.origin.x = 1 / 0 }",
             "test.geo:4:24: error: cannot set frame of <View \"card\" frame=(0, 0, 100, 100)> to null: Core Animation rejects geometry containing NaN or an infinity (CALayerInvalidGeometry)"),
            ("animate(duration: 1) { v.transform.rotation = \"a\" }",
             "test.geo:4:24: error: cannot assign a String (\"a\") to 'rotation', which is a Number"),
            ("animate(duration: 1) { v.alpha = 2; v.center = 5 }",
             "test.geo:4:37: error: cannot assign a Number (5) to 'center', which is a Point"),
            ("animate(duration: 1, delay: -2) { v.center = (1, 1) }",
             "test.geo:4:29: error: animate needs a delay of zero or more seconds, not -2"),
            ("animate(duration: 1) { v.frame = (0, 0, 10, 10); v.nope = 1 }",
             "test.geo:4:52: error: no member 'nope' on View; did you mean 'name'?"),
            ("animate(duration: 1) { v.center.x += 5; animate(duration: nan) { v.alpha = 0 } }",
             "test.geo:4:59: error: animate needs a duration of zero or more seconds, not nan"),
            ("animate(duration: 1) { v.subviews = [] }",
             "test.geo:4:26: error: cannot assign to 'subviews': it is a read-only member of View"),
            ("animate(duration: 1) { v.center = (1, 1); assert(false) }; print(v.center)",
             "test.geo:4:43: error: assertion failed"),
        ]
        CompilerPathTests.expectLocatedErrors(cases.map { (card + $0.0, $0.1) })
        CompilerPathTests.expectLocatedErrors([
            ("let f = 3\nanimate(duration: 1, f)",
             "test.geo:2:22: error: argument 2 of animate(duration:delay:curve:_:) must be a Function, not a Number (3)"),
        ])
    }

    /// After a block fails, writes are not recorded: the view shows its model at once.
    @Test func aFailedBlockStopsRecording() throws {
        let geo = Interpreter()
        var output = ""
        geo.output = { output += $0 }
        try geo.run("let v = View(frame: (0, 0, 100, 100))\n")
        #expect(throws: GeoError.self) {
            try geo.run("animate(duration: 1) { v.center = (0, 0)\n animate(duration: 1) { v.alpha = 0\n assert(false) } }")
        }
        #expect(geo.context.recorder == nil)
        try geo.run("v.center = (9, 9)\nv.alpha = 0.5\nprint(v.presentation().center, v.presentation().alpha)")
        #expect(output == "(9, 9) 0.5\n")
    }

    /// A host's method that reports its change by name (`context.willChange(view, ["frame"])`)
    /// animates inside a block as a script's write does (a frame grown about its center moves
    /// no center: only bounds has a track); names that do not animate, or are no property,
    /// record nothing and raise nothing.
    @Test func hostWritesByNameAreRecorded() throws {
        let geo = Interpreter()
        var output = ""
        geo.output = { output += $0 }
        geo.register(
            .method("grow", on: .view, [.label("by", .number)], doc: "Grows the frame on every side.",
                    .f2 { v, d, context in
                        let view = try v.view(), d = try d.number()
                        context.willChange(view, ["frame", "name", "superview", "nope"])
                        view.frame = view.frame.insetBy(dx: -d, dy: -d)
                        return .nil
                    }),
            .method("spin", on: .view, [], doc: "Turns the view a quarter.",
                    .f1 { v, context in
                        let view = try v.view()
                        context.willChange(view, ["transform.rotation"])
                        view.transform = view.transform.rotated(by: Double.pi / 2)
                        return .nil
                    }))
        try geo.run("""
            let v = View(frame: (0, 0, 100, 100), name: "card")
            let a = animate(duration: 1, curve: "linear") { v.grow(by: 10)\n v.spin() }
            print(a.table(1))
            print(v.presentation(at: 0.5).bounds, v.presentation(at: 0.5).center, v.presentation(at: 0.5).transform.rotation)
            """)
        #expect(output == """
            Animation(duration: 1, delay: 0, curve: "linear", start: 0)
            time  progress  card.bounds       card.transform.rotation
            0     0         (0, 0, 100, 100)  0
            1     1         (0, 0, 120, 120)  1.5708
            (0, 0, 110, 110) (50, 50) 0.7854

            """)
    }

    /// A host's `viewWillChange` hears every write outside a block, none inside one (the block's
    /// animator records them), and again after a block, also one that failed.
    @Test func aHostHookIsQuietDuringABlock() throws {
        final class Log: @unchecked Sendable { var names: [String] = [] }
        let geo = Interpreter()
        let log = Log()
        try geo.run("let v = View(frame: (0, 0, 10, 10))\n")
        geo.context.viewWillChange = { _, name in log.names.append(name) }
        try geo.run("v.center = (1, 1)\nanimate(duration: 1) { v.alpha = 0\n v.frame.origin.x = 3 }\nv.bounds = (0, 0, 5, 5)\n")
        #expect(throws: GeoError.self) { try geo.run("animate(duration: 1) { v.center = (4, 4)\n assert(false) }") }
        try geo.run("v.transform.rotation = 0.5\n")
        #expect(log.names == ["center", "bounds", "transform.rotation"])
        geo.context.viewWillChange = nil
    }

    /// Whether view writes are reported (`RuntimeContext.listensToViewWrites`) follows the
    /// hook, the journal and a block's recorder as they are set and cleared; a write of a
    /// property to a value with NaN or an infinity (`ViewGeometry.isFinite`) is refused with
    /// its error at its place, a finite one made.
    @Test func viewWritesAreReportedWhileSomeoneListens() throws {
        final class Log: @unchecked Sendable { var names: [String] = [] }
        let geo = Interpreter()
        let log = Log()
        #expect(!geo.context.listensToViewWrites)
        geo.context.viewWillChange = { _, name in log.names.append(name) }
        #expect(geo.context.listensToViewWrites)
        try geo.run("let v = View(frame: (0, 0, 10, 10))\nv.frame.origin = (1, 2)\n")
        geo.context.viewWillChange = nil
        #expect(!geo.context.listensToViewWrites)
        try geo.run("v.center = (3, 3)\nanimate(duration: 1) { v.alpha = 0.5 }\n")
        #expect(!geo.context.listensToViewWrites && log.names == ["frame"])
        geo.context.viewJournal = ViewJournal()
        #expect(geo.context.listensToViewWrites)
        geo.context.viewJournal = nil
        #expect(!geo.context.listensToViewWrites)
        let (output, _, _) = langRun("let v = View(frame: (0, 0, 10, 10))\nv.bounds.origin = (2, 3)\nv.frame.origin = (4, 5)\nv.frame.size = (6, 7)\nprint(v.frame, v.bounds)\n")
        #expect(output == "(4, 5, 6, 7) (2, 3, 6, 7)\n", "\(output)")
        CompilerPathTests.expectLocatedErrors([
            ("let v = View(frame: (0, 0, 10, 10))\nv.frame.origin = (1 / 0, 2)",
             "test.geo:2:1: error: cannot set frame of <View frame=(0, 0, 10, 10)> to null"),
            ("let v = View(frame: (0, 0, 10, 10))\nv.frame.size = (3, 0 / 0)",
             "test.geo:2:1: error: cannot set frame of <View frame=(0, 0, 10, 10)> to (0, 0, 3, nan)"),
            ("let v = View(frame: (0, 0, 10, 10))\nv.center = (0, -1 / 0)",
             "test.geo:2:1: error: cannot set center of <View frame=(0, 0, 10, 10)> to (0, -inf)"),
        ])
    }

    /// A block that ended holds nothing it touched: a view whose property it left unchanged
    /// (no track) is freed, though the animator keeps the block's transaction for the next.
    @Test func anEndedBlockHoldsNoView() throws {
        let animator = Animator()
        weak var gone: View?
        do {
            let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            gone = v
            let a = try animator.animate(duration: 1) { animator.willChange(v, .center) }
            #expect(a.tracks.isEmpty)
        }
        #expect(gone == nil)
        #expect(!animator.isRecording)
    }

    /// `Animation.progress(at:)` remembers its last answer: the same as the curve's at every
    /// time, asked in any order, repeated, before, during and after the motion, and NaN.
    @Test func progressIsTheCurvesAtEveryTime() throws {
        let animator = Animator()
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let a = try animator.animate(duration: 2, delay: 0.5, curve: .easeInOut) {
            animator.willChange(v, .center)
            v.center = Point(x: 5, y: 5)
        }
        for t in [0.7, 0.7, 1.3, 0.7, .nan, 1.3, 3, -1, 3, 2.5, 0.5] {
            let expected = TimingCurve.easeInOut.progress(at: t - 0.5, duration: 2)
            let p = a.progress(at: t)
            #expect(p == expected || (p.isNaN && expected.isNaN), "at \(t)")
        }
    }
}
