import Testing
@testable import GeoScript

/// Runs a geo program in a fresh interpreter: its output and its error message, if any.
func runAnimationProgram(_ program: String) -> (output: String, error: String?) {
    let interpreter = Interpreter()
    var output = ""
    interpreter.output = { output += $0 }
    do {
        try interpreter.run(program, file: "animation.geo")
        return (output, nil)
    } catch {
        return (output, "\(error)")
    }
}

let card = "let root = View(frame: (0, 0, 400, 400), name: \"root\")\n"
    + "let v = View(frame: (0, 0, 100, 100), name: \"card\")\nroot.addSubview(v)\n"

@Suite("Animation bindings")
struct AnimationBindingsTests {
    static let outputs: [BindingOutputCase] = [
        // The model changes at once; the presentation follows the clock.
        BindingOutputCase(
            card + "let a = animate(duration: 1, curve: \"linear\") { v.center = (150, 50) }\n"
                + "print(v.center, v.presentation().center)\nwait(0.5)\n"
                + "print(now, v.presentation().center, v.presentation(at: 0.25).center)",
            "(150, 50) (50, 50)\n0.5 (100, 50) (75, 50)"),
        // A newer animation of center adds to the one in flight (UIKit's since iOS 8): at 1 s the
        // first has ended and the second, from the old model (150) to 50, is half-way; at 0.75 s
        // the model 50, plus the second's offset (150 − 50)·0.75, plus the first's (50 − 150)·0.25.
        BindingOutputCase(
            card + "animate(duration: 1, curve: \"linear\") { v.center = (150, 50) }\nwait(0.5)\n"
                + "animate(duration: 1, curve: \"linear\") { v.center = (50, 50) }\n"
                + "print(v.presentation().center)\nwait(0.5)\nprint(v.presentation().center, v.presentation(at: 0.75).center)\nwait(1)\n"
                + "print(v.presentation().center)",
            "(100, 50)\n(100, 50) (100, 50)\n(50, 50)"),
        // The other properties: a newer animation starts from the presented value and replaces
        // the older.
        BindingOutputCase(
            card + "animate(duration: 1, curve: \"linear\") { v.alpha = 0 }\nwait(0.5)\n"
                + "animate(duration: 1, curve: \"linear\") { v.alpha = 1 }\n"
                + "print(v.presentation().alpha)\nwait(0.5)\nprint(v.presentation().alpha)\nwait(1)\n"
                + "print(v.presentation().alpha)",
            "0.5\n0.75\n1"),
        // A whole transform to 360° does not move; the rotation component spins.
        BindingOutputCase(
            card + "animate(duration: 1, curve: \"linear\") { v.transform = rotation(360deg) }\nwait(0.5)\n"
                + "print(near(v.presentation().transform, identity))\nwait(0.5)\n"
                + "animate(duration: 1, curve: \"linear\") { v.transform.rotation = 720deg }\nwait(0.125)\n"
                + "print(v.presentation().transform)\nprint(near(v.transform, identity, 1e-12))",
            "true\nTransform(0, 1, -1, 0, 0, 0)\ntrue"),
        // A quarter turn half-way is a 45° rotation at scale 1.
        BindingOutputCase(
            card + "animate(duration: 1, curve: \"linear\") { v.transform = rotation(90deg) }\n"
                + "print(v.presentation(at: 0.5).transform.scale, degrees(v.presentation(at: 0.5).transform.rotation))",
            "(1, 1) 45"),
        // frame animates bounds and center; nested writes too; the block is recorded only while it runs.
        BindingOutputCase(
            card + "animate(duration: 1, curve: \"linear\") { v.frame = (100, 100, 200, 50) }\n"
                + "print(v.presentation(at: 0.5).frame)\n"
                + "animate(duration: 1, curve: \"linear\") { v.frame.origin.x = 0 }\nwait(0.5)\n"
                + "print(v.presentation().frame.origin.x)\nv.center = (7, 7)\nwait(1)\nprint(v.presentation().center)",
            "(50, 50, 150, 75)\n0\n(7, 7)"),
        // Hit-testing uses the model.
        BindingOutputCase(
            card + "animate(duration: 1) { v.center = (300, 300) }\nprint(root.hitTest((300, 300)) == v, root.hitTest((50, 50)) == root)",
            "true true"),
        // The members of an animation.
        BindingOutputCase(
            card + "wait(1)\nlet a = animate(duration: 2, delay: 1, curve: \"linear\") { v.alpha = 0 }\n"
                + "print(a.duration, a.delay, a.startTime, a.endTime, a.progress(at: 3), a.progress(at: 1.5), a.curve)",
            "2 1 1 4 0.5 0 \"linear\""),
        BindingOutputCase(
            card + "let a = animate(duration: 1, curve: \"linear\") { v.center = (150, 70)\n v.alpha = 0.5 }\nprint(a)\nprint(a.table(1))",
            """
            Animation(duration: 1, delay: 0, curve: "linear", start: 0)
            time  progress  card.center  card.alpha
            0     0         (50, 50)     1
            0.25  0.25      (75, 55)     0.875
            0.5   0.5       (100, 60)    0.75
            0.75  0.75      (125, 65)    0.625
            1     1         (150, 70)    0.5
            Animation(duration: 1, delay: 0, curve: "linear", start: 0)
            time  progress  card.center  card.alpha
            0     0         (50, 50)     1
            1     1         (150, 70)    0.5
            """),
        // Curves.
        BindingOutputCase(
            "print(cubicBezier(0.42, 0, 0.58, 1).progress(at: 0.67, duration: 1), steps(4).progress(at: 0.6, duration: 1))\n"
                + "print(spring(duration: 0.5), spring(), type(steps(2)))",
            "0.7728 0.5\nspring(duration: 0.5, bounce: 0) spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0) Curve"),
        BindingOutputCase(
            card + "let a = animate(duration: 0.3, curve: spring(duration: 1, bounce: 0.5)) { v.center = (150, 50) }\n"
                + "print(a.progress(at: 0.3), v.presentation(at: 0.3).center)",
            "1 (150, 50)"),
        // interpolate and lerp.
        BindingOutputCase(
            "print(interpolate(identity, Transform(7, 0, 2, 2, 6, 0), 0.5))\n"
                + "print(interpolate(Transform(1, 0, 0, 7, 0, 0), Transform(7, 0, 1, 1, 0, 0), 0.5))\n"
                + "print(interpolate(identity, rotation(180deg), 0.5))\n"
                + "print(lerp(1, 3, 0.25), lerp((0, 0), (10, 20), 0.5), lerp(Size(2, 2), Size(4, 6), 0.5), lerp((0, 0, 10, 10), (10, 10, 30, 30), 0.5))",
            "Transform(4, 0, 0.75, 1.5, 3, 0)\nTransform(4, 0, 2, 4, 0, 0)\nTransform(0, 1, -1, 0, 0, 0)\n1.5 (5, 10) (3, 4) (5, 5, 20, 20)"),
    ]

    @Test("animation programs print what UIKit and Core Animation would show", arguments: outputs)
    func outputsMatch(_ c: BindingOutputCase) {
        let run = runAnimationProgram(c.program)
        #expect(run.error == nil, "unexpected error: \(run.error ?? "")")
        #expect(run.output == c.expected + "\n")
    }

    static let errors: [BindingErrorCase] = [
        BindingErrorCase("animate(duration: -1) {}", "animate needs a duration of zero or more seconds, not -1"),
        BindingErrorCase("animate(duration: nan) {}", "not nan"),
        BindingErrorCase("animate(duration: 1, delay: -1) {}", "animate needs a delay of zero or more seconds"),
        BindingErrorCase("animate(duration: 1, curve: \"easInOut\") {}", "unknown curve \"easInOut\"; did you mean \"easeInOut\"?"),
        BindingErrorCase("animate(duration: 1, curve: \"easeInEaseOut\") {}", "did you mean \"easeInOut\"?"),
        BindingErrorCase("wait(-0.5)", "wait needs a time of zero or more seconds, not -0.5"),
        BindingErrorCase("spring(mass: 0, stiffness: 10)", "spring mass must be a positive number, not 0"),
        BindingErrorCase("spring(stiffness: -5)", "spring stiffness must be a positive number"),
        BindingErrorCase("spring(duration: 1, bounce: 2)", "spring bounce must lie in -1 < bounce ≤ 1"),
        BindingErrorCase("steps(1.5)", "steps needs a whole number of steps"),
        BindingErrorCase("cubicBezier(2, 0, 0, 1)", "cubicBezier x1 must lie in 0…1"),
        BindingErrorCase(card + "animate(duration: 1) { v.window = v }", "read-only"),
        BindingErrorCase(card + "let a = animate(duration: 1) {}\na.table(0)", "table(_:) needs 1 to 10000 intervals"),
        BindingErrorCase(card + "v.presentation(at: nan)", "must be a finite number of seconds"),
        BindingErrorCase("lerp(identity, identity, 0.5)", "use interpolate(from, to, progress)"),
    ]

    @Test("bad animation input is a clear error, at the argument it is about", arguments: errors + locatedAtArgument)
    func errorsAreClear(_ c: BindingErrorCase) {
        let run = runAnimationProgram(c.program)
        guard let error = run.error else {
            Issue.record("no error; output: \(run.output)")
            return
        }
        for fragment in c.fragments { #expect(error.contains(fragment), "error: \(error)") }
    }

    /// An error about one argument points at that argument (line 1 here), whether the
    /// argument is a constant, a variable, or the call is made through a variable.
    static let locatedAtArgument: [BindingErrorCase] = [
        BindingErrorCase("animate(duration: 1, curve: \"easIn\") {}", "animation.geo:1:29:", "did you mean \"easeIn\"?"),
        BindingErrorCase("let c = \"fast\"; animate(duration: 1, curve: c) {}", "animation.geo:1:45:", "unknown curve \"fast\""),
        BindingErrorCase("animate(duration: -1) {}", "animation.geo:1:19:", "duration of zero or more"),
        BindingErrorCase("animate(duration: 1, delay: nan, curve: \"linear\") {}", "animation.geo:1:29:", "delay of zero or more"),
        BindingErrorCase("let a = animate; a(duration: 1, curve: \"slow\") {}", "animation.geo:1:33:", "unknown curve \"slow\""),
        BindingErrorCase("spring(duration: 1, bounce: 2)", "animation.geo:1:29:", "spring bounce"),
        BindingErrorCase("spring(mass: 1, stiffness: 0)", "animation.geo:1:28:", "spring stiffness"),
        BindingErrorCase("cubicBezier(0, 0, 2, 1)", "animation.geo:1:19:", "cubicBezier x2"),
        BindingErrorCase("steps(0)", "animation.geo:1:7:", "steps needs"),
        // Not about one argument the call writes: the whole call, as before.
        BindingErrorCase("animate(duration: 1) { animate(duration: 1, curve: \"x\") {} }", "animation.geo:1:52:"),
        BindingErrorCase("\"eas\".progress(at: 1, duration: 2)", "animation.geo:1:1:", "unknown curve \"eas\""),
    ]

    @Test("an error inside the block stops recording; later writes are not animated")
    func errorInsideBlock() {
        let interpreter = Interpreter()
        var output = ""
        interpreter.output = { output += $0 }
        #expect(throws: (any Error).self) {
            try interpreter.run(card + "animate(duration: 1) { v.center = (0, 0)\n assert(false) }", file: "a.geo")
        }
        #expect(throws: Never.self) {
            try interpreter.run("v.center = (9, 9)\nprint(v.presentation().center)", file: "b.geo")
        }
        #expect(output == "(9, 9)\n")
    }
}
