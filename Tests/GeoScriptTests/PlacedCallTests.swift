import Testing
@testable import GeoScript

/// `animate` and other built-ins whose parameters are not simply their arguments in order
/// (labels that leave defaults out, a constant a parameter's type takes otherwise: a built-in
/// curve's name): path `builtinPlaced` fills each parameter straight from the argument its
/// label bound when compiling, or from the value known then. The same values, the same errors
/// at the same places, as the converting path gave (the expected texts are what main at
/// s17 printed for these programs).
@Suite("Placed built-in calls")
struct PlacedCallTests {
    static let card = "let root = View(frame: (0, 0, 400, 400), name: \"root\")\n"
        + "let v = View(frame: (0, 0, 100, 100), name: \"card\")\nroot.addSubview(v)\n"

    @Test(arguments: [
        // Defaults left out: placed (the default curve's name taken as its curve once).
        CompilerPathTests.Shape(name: "animate with its defaults", source: card + "animate(duration: 1) { v.alpha = 0 }\n",
                                site: "animate(duration: 1)", path: "builtinPlaced"),
        CompilerPathTests.Shape(name: "animate with a delay, the curve left out",
                                source: card + "animate(duration: 1, delay: 0.5) { v.alpha = 0 }\n",
                                site: "animate(duration: 1, delay: 0.5)", path: "builtinPlaced"),
        CompilerPathTests.Shape(name: "animate with a curve, the delay left out",
                                source: card + "animate(duration: 1, curve: \"easeOut\") { v.alpha = 0 }\n",
                                site: "animate(duration: 1, curve: \"easeOut\")", path: "builtinPlaced"),
        CompilerPathTests.Shape(name: "animate with a curve from a variable, the delay left out",
                                source: card + "let c = \"easeOut\"\nanimate(duration: 1, curve: c) { v.alpha = 0 }\n",
                                site: "animate(duration: 1, curve: c)", path: "builtinPlaced"),
        // Not placed: every argument in order (plain; a constant curve's name looked up by the
        // implementation, as a variable's).
        CompilerPathTests.Shape(name: "animate with every argument, a constant curve name",
                                source: card + "animate(duration: 1, delay: 0, curve: \"linear\") { v.alpha = 0 }\n",
                                site: "animate(duration: 1, delay: 0, curve: \"…", path: "builtinDirect"),  // (the dump's text, cut)
        CompilerPathTests.Shape(name: "animate at a local's duration (a label that is a variable's name)",
                                source: card + "func f(duration) { animate(duration: duration) { v.alpha = 0 } }\n",
                                site: "animate(duration: duration)", path: "builtinPlaced"),
        CompilerPathTests.Shape(name: "animate inside animate",
                                source: card + "animate(duration: 1) { animate(duration: 2, curve: \"linear\") { v.alpha = 0 } }\n",
                                site: "animate(duration: 2, curve: \"linear\")", path: "builtinPlaced"),
        CompilerPathTests.Shape(name: "a view with its frame left out", source: "let w = View(name: \"w\")\n",
                                site: "View(name: \"w\")", path: "builtinPlaced"),
        // Not placed: every argument in order, none a constant taken otherwise (plain).
        CompilerPathTests.Shape(name: "animate with every argument, the curve a variable",
                                source: card + "let c = \"easeIn\"\nanimate(duration: 1, delay: 0, curve: c) { v.alpha = 0 }\n",
                                site: "animate(duration: 1, delay: 0, curve: c)", path: "builtinDirect"),
        CompilerPathTests.Shape(name: "a view with its frame and name", source: "let w = View(frame: (0, 0, 1, 1), name: \"w\")\n",
                                site: "View(frame: (0, 0, 1, 1), name: \"w\")", path: "builtinDirect"),
        CompilerPathTests.Shape(name: "a curve's name that is no built-in's, placed as it is (reported when called)",
                                source: card + "animate(duration: 2, curve: \"bouncy\") { v.alpha = 0 }\n",
                                site: "animate(duration: 2, curve: \"bouncy\")", path: "builtinPlaced"),
        // (Labels out of order or missing are rejected when the program is resolved:
        // `labelsFitNoSignature` below.)
    ])
    func paths(_ shape: CompilerPathTests.Shape) throws {
        // (The call's line; a block's line may show the same text.)
        #expect(try CompilerPathTests().paths(shape.source, shape.site).first == shape.path)
    }

    /// Labels that fit no signature of a built-in function are an error of the program, before
    /// anything runs (as Swift's compiler reports them): nothing printed, `--check` finds them.
    @Test func labelsFitNoSignature() {
        for (call, message) in [
            ("animate(delay: 0, duration: 1) { v.alpha = 0 }", "error: argument 'duration:' must precede argument 'delay:'"),
            ("animate(1) { v.alpha = 0 }", "error: missing argument label 'duration:' in call to animate"),
        ] {
            let (output, error, _) = langRun("let v = View()\nprint(\"ran\")\n" + call)
            #expect(output == "", "\(call)")
            #expect(error?.kind == .syntax, "\(call)")
            #expect(error?.description.split(separator: "\n").first?.hasPrefix("test.geo:3:1: " + message) == true,
                    "\(String(describing: error))")
        }
    }

    /// A host function registered under a built-in's name is the host's: not placed.
    @Test func aHostFunctionNamedLikeABuiltIn() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        geo.register("animate", parameters: ["duration", "curve"]) { args in
            guard case .number(let d) = args[0], case .string(let c) = args[1] else { throw GeoError("host animate needs (Number, String)") }
            return .string("host \(Int(d)) \(c)")
        }
        let source = "print(animate(duration: 2, curve: \"linear\"))\n"
        #expect(!(try geo.loweredForm(source)).contains("builtinPlaced"))
        try geo.run(source)
        #expect(out == "host 2 linear\n")
    }

    /// Animations in every shape — defaults, delay, a constant curve, a curve from a variable, a
    /// nested block, a computed duration, every argument given — present what they did.
    @Test func valuesAreUnchanged() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run(Self.values)
        #expect(out == Self.expected + "\n")
    }

    /// The errors of animate's and View's arguments: the same messages at the same places (an
    /// unknown curve name at its argument, where the whole call was before 2026-12-02).
    @Test func errorsAreUnchanged() {
        let cases: [(String, String)] = [
            ("let c = \"bouncy\"; animate(duration: 1, curve: c) { v.center = (1, 1) }",
             "test.geo:4:47: error: unknown curve \"bouncy\" (curves: \"linear\", \"easeIn\", \"easeOut\", \"easeInOut\", \"default\", cubicBezier(x1, y1, x2, y2), steps(n), spring(duration:bounce:), spring(mass:stiffness:damping:initialVelocity:))"),
            ("animate(duration: 1, curve: \"bouncy\") { v.center = (1, 1) }",
             "test.geo:4:29: error: unknown curve \"bouncy\" (curves: "),
            ("animate(duraton: 1) { v.center = (1, 1) }",
             "test.geo:4:1: error: incorrect argument label 'duraton:' in animate; did you mean 'duration:'?"),
            ("animate(delay: 0, duration: 1) { v.center = (1, 1) }",
             "test.geo:4:1: error: argument 'duration:' must precede argument 'delay:'"),
            ("animate(1) { v.center = (1, 1) }",
             "test.geo:4:1: error: missing argument label 'duration:' in call to animate(duration:delay:curve:_:)"),
            ("animate(duration: \"x\") { v.center = (1, 1) }",
             "test.geo:4:19: error: argument 'duration:' of animate(duration:delay:curve:_:) must be a Number, not a String (\"x\")"),
            ("animate(duration: \"x\", curve: \"linear\") { v.center = (1, 1) }",
             "test.geo:4:19: error: argument 'duration:' of animate(duration:delay:curve:_:) must be a Number, not a String (\"x\")"),
            ("animate(duration: 1, delay: \"0\", curve: \"easeOut\") { v.center = (1, 1) }",
             "test.geo:4:29: error: argument 'delay:' of animate(duration:delay:curve:_:) must be a Number, not a String (\"0\")"),
            ("animate(duration: 1, curve: \"easeOut\", 5)",
             "test.geo:4:40: error: argument 3 of animate(duration:delay:curve:_:) must be a Function, not a Number (5)"),
            ("animate(duration: 1, curve: \"linear\") { v.center = (1, 1); assert(false) }",
             "test.geo:4:60: error: assertion failed"),
            ("UIView.animate(withDuration: \"x\") { v.center = (1, 1) }",
             "test.geo:4:30: error: argument 'withDuration:' of UIView.animate(withDuration:delay:options:animations:completion:) must be a Number, not a String (\"x\")"),
            ("let f = UIView.animate",
             "test.geo:4:16: error: UIView.animate(withDuration:animations:) is called, as in UIKit: UIView.animate(withDuration: 0.3) { … } (or geo's animate(duration:delay:curve:))"),
            ("let v2 = View(name: 5)",
             "test.geo:4:21: error: argument 'name:' of View(frame:name:) must be a String or nil, not a Number (5)"),
            ("let v3 = View(frame: (0, 0, 1, 1), name: 5)",
             "test.geo:4:42: error: argument 'name:' of View(frame:name:) must be a String or nil, not a Number (5)"),
        ]
        CompilerPathTests.expectLocatedErrors(cases.map { (Self.card + $0.0, $0.1) })
    }

    static let values = """
let root = View(frame: (0, 0, 400, 400), name: "root")
var vs = []
for i in 0..<4 {
    let v = View(frame: (i * 50, 10, 40, 40), name: "v\\(i)")
    root.addSubview(v)
    vs.append(v)
}
let names = ["linear", "easeIn", "easeOut", "easeInOut", "default"]
var anims = []
for k in 0..<10 {
    let v = vs[k % 4]
    let curve = names[k % 5]
    if k % 3 == 0 {
        anims.append(animate(duration: 0.5, delay: 0.1, curve: "easeOut") { v.center = (100 + k, 200 - k); v.alpha = 0.5 })
    } else if k % 3 == 1 {
        anims.append(animate(duration: 0.4, curve: curve) {
            v.bounds.size = (40 + k, 30)
            animate(duration: 0.2) { vs[(k + 1) % 4].alpha = 0.25 }
        })
    } else {
        let d = 0.3
        anims.append(animate(duration: d) { v.transform.rotation = k * 10deg })
    }
    wait(0.05)
    for w in vs { print(k, w.presentation().frame, w.presentation().alpha, w.presentation(at: now + 0.13).center) }
}
print(anims[0])
print(anims[1])
print(anims[2].curve, anims[3].curve, anims[4].curve)
let a = animate(duration: 1, delay: 0, curve: "linear", { vs[0].center = (0, 0) })
let b = animate(duration: 1, curve: cubicBezier(0.42, 0, 0.58, 1)) { vs[1].center = (0, 0) }
let c = animate(duration: 1, delay: 0.5) { vs[2].center = (0, 0) }
print(a.curve, b.curve, c.curve, c.delay, a.progress(at: now + 0.3), b.progress(at: now + 0.3), c.progress(at: now + 0.7))
print(View(name: "n").name, View(frame: (1, 2, 3, 4), name: nil).frame, View(frame: (1, 2, 3, 4), name: "m").name)
"""

    static let expected = """
0 (0, 10, 40, 40) 1 (40.0471, 72.6001)
0 (50, 10, 40, 40) 1 (70, 30)
0 (100, 10, 40, 40) 1 (120, 30)
0 (150, 10, 40, 40) 1 (170, 30)
1 (0, 10, 40, 40) 1 (51.3413, 96.6003)
1 (49.987, 10.1299, 40.026, 39.7402) 1 (70, 30)
1 (100, 10, 40, 40) 0.9031 (120, 30)
1 (150, 10, 40, 40) 1 (170, 30)
2 (12.8458, 37.2973, 40, 40) 0.9197 (61.7582, 118.7361)
2 (49.9533, 10.4673, 40.0935, 39.0654) 1 (70, 30)
2 (99.612, 9.612, 40.776, 40.776) 0.625 (120, 30)
2 (150, 10, 40, 40) 1 (170, 30)
3 (24.6693, 62.4222, 40, 40) 0.8458 (71.2514, 138.9093)
3 (49.904, 10.9601, 40.192, 38.0798) 1 (70, 30)
3 (98.4491, 8.4491, 43.1018, 43.1018) 0.3469 (120, 30)
3 (150, 10, 40, 40) 1 (153.2105, 71.8483)
4 (35.3411, 86.3661, 40.5476, 38.6311) 0.7774 (79.7313, 156.9291)
4 (49.8423, 11.5768, 40.3154, 36.8464) 0.9031 (70, 30)
4 (96.8309, 6.8309, 46.3382, 46.3382) 0.25 (120, 30)
4 (150, 10, 40, 40) 1 (143.7516, 95.425)
5 (44.8534, 109.0922, 41.634, 35.9149) 0.7146 (87.0632, 172.5093)
5 (48.9277, 11.328, 42.1445, 37.3439) 0.625 (70, 30)
5 (95.4156, 5.4156, 49.1687, 49.1687) 0.25 (120, 30)
5 (139.2417, 36.8155, 40, 40) 0.9197 (135.0275, 117.1702)
6 (53.4808, 129.616, 42.5813, 33.5468) 0.6577 (93.0546, 185.241)
6 (46.71, 9.3735, 46.58, 41.2531) 0.3469 (70, 30)
6 (94.6049, 4.6049, 50.7903, 50.7903) 0.25 (116.4918, 71.0966)
6 (129.3395, 61.4971, 40, 40) 0.8458 (127.0769, 136.9874)
7 (61.2063, 147.4857, 43.2096, 31.976) 0.605 (97.4279, 194.5344)
7 (44.7518, 6.8838, 50.4964, 46.2324) 0.25 (70, 30)
7 (94.3657, 4.3657, 51.2685, 51.2685) 0.25 (114.5153, 94.2497)
7 (119.4775, 85.339, 41.3901, 38.0142) 0.7774 (119.975, 154.6892)
8 (66.685, 160.8193, 45.8976, 34.3052) 0.4538 (99.7685, 199.508)
8 (44.6173, 5.5097, 50.7655, 48.9805) 0.25 (70, 30)
8 (92.1177, 30.6996, 51.2685, 51.2685) 0.2901 (112.6923, 115.6043)
8 (110.4275, 107.2277, 42.647, 36.2186) 0.7146 (113.8346, 169.9945)
9 (69.4016, 168.0324, 51.2318, 42.7593) 0.3027 (100, 200)
9 (45.065, 4.7673, 49.8701, 50.4655) 0.25 (79.773, 70.3448)
9 (90.0486, 54.9378, 51.2685, 51.2685) 0.3271 (111.031, 135.0655)
9 (102.237, 127.0381, 43.7837, 34.5947) 0.6577 (108.8168, 182.5014)
Animation(duration: 0.5, delay: 0.1, curve: "easeOut", start: 0)
time   progress  v0.center            v0.alpha
0.1    0         (20, 30)             1
0.225  0.3781    (50.2511, 94.2835)   0.8109
0.35   0.6846    (74.7715, 146.3894)  0.6577
0.475  0.9065    (92.5228, 184.111)   0.5467
0.6    1         (100, 200)           0.5
Animation(duration: 0.4, delay: 0, curve: "easeIn", start: 0.05)
time  progress  v1.bounds
0.05  0         (0, 0, 40, 40)
0.15  0.0935    (0, 0, 40.0935, 39.0654)
0.25  0.3154    (0, 0, 40.3154, 36.8464)
0.35  0.6219    (0, 0, 40.6219, 33.7814)
0.45  1         (0, 0, 41, 30)
"easeInOut" "easeOut" "default"
"linear" cubicBezier(0.42, 0, 0.58, 1) "easeInOut" 0.5 0.3 0.1874 0.0817
n (1, 2, 3, 4) m
"""
}
