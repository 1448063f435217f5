import Testing
@testable import GeoScript

/// Path `memberView`: a view's property held by the view (`ViewRead`: superview, window, name,
/// isHidden, alpha, isUserInteractionEnabled, clipsToBounds) of a local or a global, read from
/// the view directly; any other receiver by the member's site, with its values and errors.
extension CompilerPathTests {
    static let superviewChain = "func depth(v) {\n  var w = v\n  var d = 0\n  while w.superview != nil {\n    d += 1\n    w = w.superview\n  }\n  return d\n}\n"
    static let threeViews = """
        let root = View(frame: (0, 0, 100, 100), name: "root")
        let mid = View(frame: (10, 10, 50, 50))
        let leaf = View(frame: (1, 2, 3, 4), name: "leaf")
        root.addSubview(mid)
        mid.addSubview(leaf)

        """
    static let viewReadShapes: [Shape] = [
        Shape(name: "a superview walked up in a function", source: superviewChain, site: "w.superview", path: "memberView"),
        Shape(name: "a parameter's superview", source: "func up(v) { return v.superview }\n", site: "v.superview",
              path: "memberView"),
        Shape(name: "a global's superview at the top level", source: "let v = View()\nprint(v.superview)\n",
              site: "v.superview", path: "memberView"),
        Shape(name: "a closure parameter's name", source: "let named = { v in v.name }\n", site: "v.name", path: "memberView"),
        Shape(name: "a flag in a condition", source: "func f(v) { if v.isHidden { return 1 }\n return 0 }\n",
              site: "v.isHidden", path: "memberView"),
        Shape(name: "an alpha in arithmetic", source: "func f(v) { return v.alpha * 2 }\n", site: "v.alpha", path: "memberView"),
        Shape(name: "a for-in variable's window", source: "func f(vs) {\n  for v in vs { print(v.window) }\n}\n",
              site: "v.window", path: "memberView"),
        Shape(name: "interaction and clipping flags", source: "let v = View()\nlet b = v.isUserInteractionEnabled && v.clipsToBounds\n",
              site: "v.clipsToBounds", path: "memberView"),
    ]

    @Test(arguments: viewReadShapes + nilViewReadShapes) func aViewReadTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    static let avoidedViewReadShapes: [Shape] = [
        Shape(name: "a computed receiver", source: "func f(v) { return v.superview.superview }\n",
              site: "v.superview.superview", path: "memberView"),
        Shape(name: "an element's superview", source: "func f(vs) { return vs[0].superview }\n", site: "vs[0].superview",
              path: "memberView"),
        Shape(name: "a captured view's name", source: "func f(v) {\n  v.name = \"a\"\n  return { v.name }\n}\n", site: "v.name",
              path: "memberView"),
        Shape(name: "a geometry property (memberTyped)", source: "func f(v) { return v.frame }\n", site: "v.frame",
              path: "memberView"),
        Shape(name: "a point property", source: "func f(v) { return v.center }\n", site: "v.center", path: "memberView"),
        Shape(name: "a list's count", source: "func f(xs) { return xs.count }\n", site: "xs.count", path: "memberView"),
        Shape(name: "a property of a value", source: "func f(r) { return r.width }\n", site: "r.width", path: "memberView"),
    ]

    @Test(arguments: avoidedViewReadShapes + avoidedNilViewReadShapes) func anAvoidedViewReadKeepsItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.isEmpty, "no site '\(shape.site)'")
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    @Test func viewReadsGiveTheGettersValues() {
        let (output, error, _) = langRun(Self.threeViews + """
            mid.isHidden = true
            leaf.alpha = -0.0
            leaf.isUserInteractionEnabled = false
            leaf.clipsToBounds = true
            func depth(v) {
              var w = v
              var d = 0
              while w.superview != nil {
                d += 1
                w = w.superview
              }
              return [d, w == root]
            }
            func flags(v) { return [v.name, v.isHidden, v.alpha, 1 / v.alpha, v.isUserInteractionEnabled, v.clipsToBounds] }
            let up = { v in v.superview }
            print(depth(leaf), depth(root), up(leaf) == mid, up(root), leaf.window == root, root.window == root)
            print(flags(leaf), flags(mid), flags(root))
            print(leaf.superview == mid, root.superview, mid.name, leaf.name, mid.isHidden, leaf.alpha)
            leaf.removeFromSuperview()
            print(depth(leaf), up(leaf), leaf.window == leaf)
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            [2, true] [0, true] true nil true true
            ["leaf", false, 0, inf, false, true] [nil, true, 1, 1, true, false] ["root", false, 1, 1, true, false]
            true nil nil leaf true 0
            [0, false] nil true

            """)
    }

    @Test(arguments: [
        ("func f(v) { return v.superview }\nprint(f(View()))\nprint(f((1, 2)))\n", "test.geo:1:22: error: no member 'superview' on Point"),
        ("var v = View()\nprint(v.isHidden)\nv = Rect(0, 0, 1, 1)\nprint(v.isHidden)\n", "test.geo:4:9: error: no member 'isHidden' on Rect"),
        ("func f(v) { return v.name }\nprint(f(nil))\n", "test.geo:1:22: error: no member 'name' on Nil"),
        ("let named = { v in v.window }\nnamed(3)\n", "test.geo:1:22: error: no member 'window' on Number"),
        ("func f(v) { return v.superview == nil }\nprint(f(View()))\nprint(f((1, 2)))\n", "test.geo:1:22: error: no member 'superview' on Point"),
        ("var v = View()\nprint(v.name != nil)\nv = Rect(0, 0, 1, 1)\nprint(v.name != nil)\n", "test.geo:4:9: error: no member 'name' on Rect"),
        ("func f(v) { return nil == v.superview }\nprint(f(nil))\n", "test.geo:1:29: error: no member 'superview' on Nil"),
        ("let t = { v in v.window != nil }\nt(3)\n", "test.geo:1:18: error: no member 'window' on Number"),
        ("func f() { return w.superview == nil }\nprint(f())\nlet w = View()\n", "test.geo:1:19: error: cannot find 'w' in scope"),
    ])
    func viewReadsOfOtherReceiversReportAsBefore(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }

    // Path `compareNilView`: `v.superview == nil`, `v.name != nil` asked of the view where it lies.
    static let nilViewReadShapes: [Shape] = [
        Shape(name: "a superview walked up in a function", source: superviewChain, site: "w.superview != nil",
              path: "compareNilView"),
        Shape(name: "nil on the left", source: "func root(v) { return nil == v.superview }\n", site: "nil == v.superview",
              path: "compareNilView"),
        Shape(name: "a global's name at the top level", source: "let v = View()\nprint(v.name == nil)\n",
              site: "v.name == nil", path: "compareNilView"),
        Shape(name: "a condition of an if", source: "func f(v) {\n  if v.superview == nil { return 0 }\n  return 1\n}\n",
              site: "v.superview == nil", path: "compareNilView"),
        Shape(name: "a window, never nil", source: "let t = { v in v.window != nil }\n", site: "v.window != nil",
              path: "compareNilView"),
        Shape(name: "a for-in variable's superview", source: "func f(vs) {\n  var n = 0\n  for v in vs { if v.superview != nil { n += 1 } }\n  return n\n}\n",
              site: "v.superview != nil", path: "compareNilView"),
    ]

    static let avoidedNilViewReadShapes: [Shape] = [
        Shape(name: "a computed receiver", source: "func f(v) { return v.superview.superview == nil }\n",
              site: "v.superview.superview == nil", path: "compareNilView"),
        Shape(name: "an element's superview", source: "func f(vs) { return vs[0].superview != nil }\n",
              site: "vs[0].superview != nil", path: "compareNilView"),
        Shape(name: "a captured view's name", source: "func f(v) {\n  v.name = \"a\"\n  return { v.name == nil }\n}\n",
              site: "v.name == nil", path: "compareNilView"),
        Shape(name: "a geometry property", source: "func f(v) { return v.frame == nil }\n", site: "v.frame == nil",
              path: "compareNilView"),
        Shape(name: "a superview compared with a view", source: "func f(v, w) { return v.superview == w }\n",
              site: "v.superview == w", path: "compareNilView"),
        Shape(name: "a variable compared with nil", source: "func f(v) { return v == nil }\n", site: "v == nil",
              path: "compareNilView"),
    ]

    @Test func viewReadsComparedWithNilGiveTheValuesTheirValuesGive() {
        let (output, error, _) = langRun(Self.threeViews + Self.superviewChain + """
            func tests(v) { return [v.superview == nil, nil != v.superview, v.name == nil, v.window != nil, v.isHidden == nil, v.alpha != nil] }
            print(depth(leaf), depth(mid), depth(root))
            print(tests(leaf), tests(mid), tests(root))
            let g = leaf
            print(g.superview == nil, g.name != nil)
            leaf.removeFromSuperview()
            print(depth(leaf), tests(leaf), g.superview == nil)
            let a = animate(duration: 1) { mid.center = (40, 40) }
            let shown = mid.presentation(at: 0.5)
            print(shown.superview == nil, shown.superview == root, depth(shown))
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == """
            2 1 0
            [false, true, false, true, false, true] [false, true, true, true, false, true] [true, false, false, true, false, true]
            false true
            0 [true, false, false, true, false, true] true
            false true 1

            """)
    }

}
