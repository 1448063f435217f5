import Testing
@testable import GeoScript

/// Path `storeIfTyped`: a view's geometry property (or transform) set, or a local or a global
/// stored, to a rect or transform method's result on a receiver read in place (a local or a
/// global) whose arguments run no script, or to a kernel's rect or transform on operands read
/// in place — the change applied to the payloads with no box made when they are of the
/// method's kinds at run time, the boxed value's code otherwise; and the shapes that keep the
/// boxed code, with their values and errors.
extension CompilerPathTests {
    static let storeIfTypedShapes: [Shape] = [
        Shape(name: "a frame inset from a local in a loop",
              source: "func f(cells) {\n  for (i, c) in cells.enumerated() {\n    let slot = Rect(i * 10, 0, 8, 8)\n    c.frame = slot.insetBy(dx: 2, dy: 2)\n  }\n}\n",
              site: "slot.insetBy(dx: 2, dy: 2)", path: "storeIfTyped"),
        Shape(name: "a kernel on an argument computed unboxed", source: "func f(a, b) {\n  let c = a.intersection(b.offsetBy(dx: 1, dy: 1))\n  return [c, c]\n}\n",
              site: "c", path: "storeIfTyped"),
        Shape(name: "a frame inset from an element", source: "func f(v, rs) { v.frame = rs[0].insetBy(dx: 1, dy: 1) }\n",
              site: "rs[0].insetBy(dx: 1, dy: 1)", path: "storeIfTyped"),
        Shape(name: "bounds offset from a parameter", source: "func f(v, r, dx) { v.bounds = r.offsetBy(dx: dx, dy: 1) }\n",
              site: "r.offsetBy(dx: dx, dy: 1)", path: "storeIfTyped"),
        Shape(name: "a frame offset from a global by a local", source: "var home = Rect(0, 0, 5, 5)\nfunc f(v, d) { v.frame = home.offsetBy(dx: d, dy: d) }\n",
              site: "home.offsetBy(dx: d, dy: d)", path: "storeIfTyped"),
        Shape(name: "a frame at the top level from a global", source: "let v = View()\nlet r = Rect(0, 0, 4, 4)\nv.frame = r.insetBy(dx: 1, dy: 1)\n",
              site: "r.insetBy(dx: 1, dy: 1)", path: "storeIfTyped"),
        Shape(name: "a transform rotated from a local", source: "func f(v, t, a) { v.transform = t.rotated(by: a) }\n",
              site: "t.rotated(by: a)", path: "storeIfTyped"),
        // A kernel making a rect or a transform, its receiver and argument read in place.
        Shape(name: "a frame set to a kernel's union", source: "var home = Rect(0, 0, 5, 5)\nfunc f(v, r) { v.frame = home.union(r) }\n",
              site: "home.union(r)", path: "storeIfTyped"),
        // Stores into a local or a global (the site: the variable's store).
        Shape(name: "a variable's own union (no box handed over: `FastPath.handOver`)", source: "func f(rs) {\n  var all = rs[0]\n  for r in rs { all = all.union(r) }\n  return all\n}\n",
              site: "all", path: "storeIfTyped"),
        Shape(name: "a local declared as an inset", source: "func f(r) {\n  let s = r.insetBy(dx: 1, dy: 1)\n  return [s, s]\n}\n",
              site: "s", path: "storeIfTyped"),
        Shape(name: "a local declared as an intersection in a loop",
              source: "func f(rs, a) {\n  var t = 0\n  for j in 0..<rs.count {\n    let b = rs[j]\n    let c = a.intersection(b)\n    t += c.width + c.height\n  }\n  return t\n}\n",
              site: "c", path: "storeIfTyped"),
        Shape(name: "a local assigned a view's frame's intersection",
              source: "func f(cells, view) {\n  var part = view\n  for cell in cells { part = cell.frame.intersection(view) }\n  return part\n}\n",
              site: "part", path: "storeIfTyped"),
        Shape(name: "a global assigned a union of two locals", source: "var all = Rect(0, 0, 1, 1)\nfunc f(a, b) { all = a.union(b) }\n",
              site: "all", path: "storeIfTyped"),
        Shape(name: "a local declared as a transform concatenated", source: "func f(t, u) {\n  let c = t.concatenating(u)\n  return [c, c]\n}\n",
              site: "c", path: "storeIfTyped"),
    ]

    @Test(arguments: storeIfTypedShapes) func aStoreIfTypedTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// An argument that may run script (a call), a receiver that is captured, a
    /// point part of the frame, kernels that give no rect or transform or whose operands are
    /// neither read in place nor computed unboxed with no script run, a captured local, a
    /// method giving a Number.
    static let avoidedStoreIfTypedPaths: [Shape] = [
        Shape(name: "an argument that is a call", source: "func g() { return 1 }\nfunc f(v, r) { v.frame = r.insetBy(dx: g(), dy: 1) }\n",
              site: "r.insetBy(dx: g(), dy: 1)", path: "storeIfTyped"),
        Shape(name: "a captured receiver", source: "func f(v, r) {\n  let g = { v.frame = r.insetBy(dx: 1, dy: 1) }\n  g()\n}\n",
              site: "r.insetBy(dx: 1, dy: 1)", path: "storeIfTyped"),
        Shape(name: "a point part of the frame", source: "func f(v, p) { v.center = p.applying(Transform()) }\n",
              site: "p.applying(Transform())", path: "storeIfTyped"),
        // A kernel whose argument is computed, a kernel giving a Bool or a Point, a method with
        // kernels for several receiver kinds (applying).
        Shape(name: "a kernel on an argument computed by a script call", source: "func g(r) { return r }\nfunc f(a, b) {\n  let c = a.intersection(g(b))\n  return c\n}\n",
              site: "a.intersection(g(b))", path: "storeIfTyped"),
        Shape(name: "a kernel giving a Bool", source: "func f(a, b) {\n  let c = a.intersects(b)\n  return c\n}\n",
              site: "a.intersects(b)", path: "storeIfTyped"),
        Shape(name: "a kernel giving a Point", source: "func f(p, t) {\n  let q = p.applying(t)\n  return q\n}\n",
              site: "p.applying(t)", path: "storeIfTyped"),
        Shape(name: "a method with kernels for several kinds", source: "func f(r, t) {\n  let q = r.applying(t)\n  return q\n}\n",
              site: "r.applying(t)", path: "storeIfTyped"),
        Shape(name: "a captured variable declared", source: "func f(a, b) {\n  let c = a.union(b)\n  return { c }\n}\n",
              site: "a.union(b)", path: "storeIfTyped"),
        Shape(name: "a method giving a Number", source: "func f(v, r) { v.frame.size.width = r.width.rounded() }\n",
              site: "r.width.rounded()", path: "storeIfTyped"),
        // A 2-tuple of Numbers into a variable: its Point is a Value with no box either way
        // (`tupleLocals`, `tupleNumbers`); only a view's part takes it unboxed.
        Shape(name: "a local declared as a tuple of Numbers", source: "func f(x, y) {\n  let p = (x, y)\n  return p\n}\n",
              site: "(x, y)", path: "storeIfTyped"),
        Shape(name: "a global assigned a tuple of Numbers", source: "var q = (0, 0)\nfunc f(x) { q = (x, 1) }\n",
              site: "(x, 1)", path: "storeIfTyped"),
    ]

    @Test(arguments: avoidedStoreIfTypedPaths) func aStoreIfTypedAvoidsItsPath(_ shape: Shape) throws {
        let dump = try Interpreter().loweredForm(shape.source)
        let found = try paths(shape.source, shape.site)
        #expect(!dump.contains("→ \(shape.path)"), "'\(shape.site)' took \(found)")
    }

    /// The values on the path (a transformed view's frame set as UIKit sets it, the receiver
    /// unchanged), and when the receiver is no Rect or Transform at run time (a tuple, a
    /// Point, a View, nil) or an argument no Number, the boxed code's values and errors at the
    /// same places.
    @Test func storesIfTypedKeepTheirMeaning() {
        let (output, error, warnings) = langRun("""
            let w = View(frame: (0, 0, 100, 100))
            let v = View(frame: (0, 0, 10, 10))
            w.addSubview(v)
            func place(v, r, d) { v.frame = r.insetBy(dx: d, dy: d) }
            func spin(v, t) { v.transform = t.rotated(by: 0.5) }
            var home = Rect(10, 10, 20, 20)
            func grow(v) { v.bounds = home.union(Rect(0, 0, 1, 1)) }
            for i in 0..<3 {
                let slot = Rect(i * 10, i, 8, 6)
                place(v, slot, 1)
                print(v.frame, slot)
            }
            place(v, (5, 5, 10, 10), 2)
            print(v.frame)
            spin(v, Transform())
            print(v.transform, v.frame)
            place(v, Rect(0, 0, 20, 20), 1)
            print(v.frame, v.bounds, v.center)
            grow(v)
            print(v.bounds, home)
            v.transform = Transform()
            let r = Rect(1, 2, 30, 40)
            v.frame = r.offsetBy(dx: 1, dy: -1)
            print(v.frame, r)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            (1, 1, 6, 4) (0, 0, 8, 6)
            (11, 2, 6, 4) (10, 1, 8, 6)
            (21, 3, 6, 4) (20, 2, 8, 6)
            (7, 7, 6, 6)
            Transform(0.8776, 0.4794, -0.4794, 0.8776, 0, 0) (5.929, 5.929, 8.142, 8.142)
            (1, 1, 24.8719, 18) (0, 0, 24.4261, 7.1668) (13.436, 10)
            (0, 0, 30, 30) (10, 10, 20, 20)
            (2, 1, 30, 40) (1, 2, 30, 40)

            """, "\(output)")
        #expect(warnings.count == 1 && warnings[0].hasPrefix("test.geo:4:23: warning: frame set on"), "\(warnings)")
        Self.expectLocatedErrors([
            ("func place(v, r) { v.frame = r.insetBy(dx: 1, dy: 1) }\nplace(View(), Rect(0, 0, 4, 4))\nplace(View(), (1, 2))",
             "test.geo:1:32: error: no member 'insetBy' on Point"),
            ("func place(v, r) { v.frame = r.insetBy(dx: 1, dy: 1) }\nplace(View(), Rect(0, 0, 4, 4))\nplace(View(), nil)",
             "test.geo:1:32: error: no member 'insetBy' on Nil"),
            ("func place(v, r, d) { v.frame = r.insetBy(dx: d, dy: 1) }\nplace(View(), Rect(0, 0, 4, 4), 1)\nplace(View(), Rect(0, 0, 4, 4), \"s\")",
             "test.geo:1:47: error: argument 'dx:' of insetBy(dx:dy:) must be a Number, not a String (\"s\")"),
            ("func place(v, r) { v.frame = r.insetBy(dx: 1, dy: 1) }\nplace(View(), Rect(0, 0, 4, 4))\nplace(3, Rect(0, 0, 4, 4))",
             "test.geo:1:22: error: no member 'frame' on Number"),
            ("func spin(v, t) { v.transform = t.rotated(by: 1) }\nspin(View(), Transform())\nspin(View(), Rect(0, 0, 1, 1))",
             "test.geo:1:35: error: no member 'rotated' on Rect"),
            // The typed result refused by the view (a null rect), located at the write.
            ("func place(v, r, d) { v.frame = r.insetBy(dx: d, dy: d) }\nplace(View(), Rect(0, 0, 4, 4), 1)\nplace(View(), Rect(0, 0, 4, 4), 3)",
             "test.geo:1:23: error: cannot set frame of <View frame=(0, 0, 0, 0)> to null"),
            // A global receiver that is no longer a Rect.
            ("let v = View()\nvar g = Rect(0, 0, 4, 4)\nfunc f() { v.frame = g.insetBy(dx: 1, dy: 1) }\nf()\ng = 5\nf()",
             "test.geo:3:24: error: no member 'insetBy' on Number"),
        ])
    }

    /// Stores into variables on the path: the values the boxed code gives (null, flipped,
    /// touching and infinite rects; a transform), a stored result that is also kept elsewhere
    /// (a list, another variable) never written over by the next round, and operands of other
    /// kinds at run time reported as before, at the same places.
    @Test func storesIntoVariablesKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            func cuts(rs, a) {
                var kept = []
                var area = 0
                for j in 0..<rs.count {
                    let b = rs[j]
                    let c = a.intersection(b)
                    kept.append(c)
                    area += c.width * c.height
                }
                return [kept, area]
            }
            let rs = [Rect(5, 5, 10, 10), Rect(40, 0, 1, 1), Rect(10, 0, -4, -3), Rect(10, 10, 5, 5), Rect(-1 / 0, 0, 1 / 0, 2)]
            print(cuts(rs, Rect(0, 0, 10, 10)))
            func joined(a, b) {
                var u = a
                var last = u
                for i in 0..<3 {
                    last = u
                    u = a.union(b)
                }
                return [u, last, u == last]
            }
            print(joined(Rect(0, 0, 1, 1), Rect(-2, 3, -1, 1)), joined(Rect(0, 0, 1, 1).intersection(Rect(5, 5, 1, 1)), Rect(1, 1, 2, 2)))
            var all = Rect(0, 0, 1, 1)
            let saved = all
            func grow(a, b) { all = a.union(b) }
            grow(Rect(0, 0, 2, 2), Rect(5, 5, 1, 1))
            print(all, saved)
            let views = [View(frame: (0, 0, 10, 10)), View(frame: (5, 5, 10, 10))]
            func parts(view) {
                var out = []
                for v in views {
                    let part = v.frame.intersection(view)
                    out.append(part)
                }
                return out
            }
            print(parts(Rect(8, 8, 4, 4)))
            func turn(t, u) {
                let c = t.concatenating(u)
                return c
            }
            print(turn(Transform(translationX: 1, y: 2), Transform(scaleX: 2, y: 3)))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [[(5, 5, 5, 5), null, (6, 0, 4, 0), (10, 10, 0, 0), (0, 0, 10, 2)], 45]
            [(-3, 0, 4, 4), (-3, 0, 4, 4), true] [(1, 1, 2, 2), (1, 1, 2, 2), true]
            (0, 0, 6, 6) (0, 0, 1, 1)
            [(8, 8, 2, 2), (8, 8, 4, 4)]
            Transform(2, 0, 0, 3, 2, 6)

            """, "\(output)")
        let cut = "func cut(a, b) {\n  let c = a.intersection(b)\n  return c\n}\nprint(cut(Rect(0, 0, 1, 1), Rect(0, 0, 2, 2)))\n"
        Self.expectLocatedErrors([
            (cut + "print(cut(3, Rect(0, 0, 1, 1)))", "test.geo:2:13: error: no member 'intersection' on Number"),
            (cut + "print(cut(Rect(0, 0, 1, 1), \"x\"))", "test.geo:2:26: error: argument 1 of intersection(_:) must be a Rect, not a String (\"x\")"),
            (cut + "print(cut(Rect(0, 0, 1, 1), (1, 2)))", "test.geo:2:26: error: argument 1 of intersection(_:) must be a Rect, not a Point (1, 2)"),
            ("func g(a, b) { gone = a.union(b) }\ng(Rect(0, 0, 1, 1), Rect(0, 0, 2, 2))\nvar gone = 1",
             "test.geo:1:16: error: cannot find 'gone' in scope"),
            ("func g(vs, r) {\n  for v in vs { let p = v.frame.intersection(r) }\n}\ng([View()], Rect(0, 0, 1, 1))\ng([3], Rect(0, 0, 1, 1))",
             "test.geo:2:27: error: no member 'frame' on Number"),
        ])
    }
}
