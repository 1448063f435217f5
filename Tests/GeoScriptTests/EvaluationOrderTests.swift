import Testing
@testable import GeoScript

/// An assignment computes its target's indices before the value, from the root outwards, as
/// Swift does (`a[f()] = g()`: f, then g; `m[h()][f()] = g()`: h, f, g), on every path — a list
/// in a local, a global, a captured variable, nested lists, members of elements, compound
/// operators, mutating methods' arguments — and the index stored at is the one read before
/// the value's code ran. Expected outputs are Swift's for the same program.
struct EvaluationOrderTests {
    static let prelude = "var log = []\nfunc t(s, v) { log.append(s); return v }\n"

    @Test(arguments: [
        // a global list, = and op=
        ("var a = [0, 0, 0]; a[t(\"i\", 1)] = t(\"v\", 5); a[t(\"i\", 1)] += t(\"v\", 5); print(a, log)",
         #"[0, 10, 0] ["i", "v", "i", "v"]"#),
        // nested lists: the outer index first
        ("var b = [[0, 0], [0, 0]]; b[t(\"o\", 0)][t(\"i\", 1)] = t(\"v\", 5); b[t(\"o\", 1)][t(\"i\", 0)] -= t(\"v\", 2); print(b, log)",
         #"[[0, 5], [-2, 0]] ["o", "i", "v", "o", "i", "v"]"#),
        // a local list in a function, its index a local the value's call changes
        ("func run() { var ys = [0, 0, 0]; var j = 0; func bump() { j += 1; return 7 }; ys[j] = bump(); ys[j + 1] = bump(); return ys }; print(run())",
         "[7, 0, 7]"),
        // a global index changed by the value's call
        ("var i = 0; func next() { i += 1; return i * 10 }; var xs = [0, 0, 0]; xs[i] = next(); xs[i] += next(); print(xs, i)",
         "[10, 20, 0] 2"),
        // a captured list
        ("func make() { var zs = [0, 0]; return { zs[t(\"i\", 1)] = t(\"v\", 3); return zs } }; print(make()(), log)",
         #"[0, 3] ["i", "v"]"#),
        // a member of an element (rects are values: written back), and of a view in a list
        ("var rs = [Rect(0, 0, 1, 1), Rect(0, 0, 2, 2)]; rs[t(\"r\", 1)].origin.x = t(\"v\", 4); rs[t(\"r\", 0)].size.width += t(\"v\", 3); print(rs, log)",
         #"[(0, 0, 4, 1), (4, 0, 2, 2)] ["r", "v", "r", "v"]"#),
        ("let vs = [View(frame: (0, 0, 10, 10)), View(frame: (0, 0, 20, 20))]; vs[t(\"k\", 1)].frame.origin.x = t(\"v\", 4); print(vs[1].frame, log)",
         #"(4, 0, 20, 20) ["k", "v"]"#),
        // a view in a list, its index changed by the value's call (path viewMemberStore)
        ("let cards = [View(frame: (0, 0, 10, 10)), View(frame: (0, 0, 20, 20))]; var k = 0; func move() { k = 1; return (5, 5) }; cards[k].center = move(); cards[k].frame.origin.x += 1; print(cards[0].center, cards[1].frame)",
         "(5, 5) (1, 0, 20, 20)"),
        // a view's member set through a variable (path viewMemberStore) whose value runs script:
        // a global the value's call reassigns, and a captured local, are read before it (the
        // first view is set); a local no closure uses holds the same view either way
        ("var g = View(frame: (0, 0, 10, 10)); let h = View(frame: (0, 0, 20, 20)); func swap() { g = h; return (7, 7) }; let first = g; g.center = swap(); g.frame.origin.x += t(\"x\", 1); print(first.center, h.frame, log)",
         #"(7, 7) (1, 0, 20, 20) ["x"]"#),
        ("func run() { var v = View(frame: (0, 0, 10, 10)); let a = v; let w = View(frame: (0, 0, 20, 20)); func swap() { v = w; return (7, 7) }; v.center = swap(); return [a.center, w.center] }; print(run())",
         "[(7, 7), (10, 10)]"),
        ("func run() { var v = View(frame: (0, 0, 10, 10)); let w = v; v.frame.origin.x += t(\"x\", 4); v.center = t(\"c\", (1, 1)); v.frame = t(\"f\", Rect(1, 2, 3, 4)).insetBy(dx: 1, dy: 1); return [w.frame, log] }; print(run())",
         #"[(2, 3, 1, 2), ["x", "c", "f"]]"#),
        ("func f(v) { v.center = (100, 100); return 3 }; func run() { let v = View(frame: (0, 0, 10, 10)); v.frame.origin.x += f(v); v.bounds.size = t(\"s\", (4, 4)); return v.frame }; print(run())",
         "(101, 98, 4, 4)"),
        ("func run(cells) { for (i, cell) in cells.enumerated() { cell.frame = t(\"r\", Rect(i, i, 2, 2)).insetBy(dx: t(\"d\", 0.5), dy: 0) }; return log }; let cs = [View(), View()]; print(run(cs), cs[1].frame)",
         #"["r", "d", "r", "d"] (1.5, 1, 1, 2)"#),
        // a mutating method: the receiver's index computed once, before the arguments
        ("var rows = [[1], [2]]; rows[t(\"row\", 1)].append(t(\"arg\", 3)); rows[t(\"row\", 0)].insert(t(\"arg\", 9), at: t(\"at\", 0)); print(rows, log)",
         #"[[9, 1], [2, 3]] ["row", "arg", "row", "arg", "at"]"#),
        // round robin: each element once
        ("var q = 0; func next() { q += 1; return q % 3 }; var queues = [[], [], []]; for k in 0..<6 { queues[next()].append(k) }; print(queues)",
         "[[2, 5], [0, 3], [1, 4]]"),
        // an argument that changes the index: the element read before it ran is changed
        ("var i = 0; func bump() { i += 1; return 100 }; var rows = [[], [], []]; rows[i].append(bump()); rows[i].append(bump()); print(rows, i)",
         "[[100], [100], []] 2"),
        ("func run() { var rs = [[1], [2]]; var j = 0; func b() { j = 1; return 5 }; rs[j].append(b()); rs[t(\"x\", 1)].removeLast(); return rs }; print(run(), log)",
         #"[[1, 5], []] ["x"]"#),
        // a member of an element changed by a mutating method
        ("var boxes = [[\"a\"], [\"b\"]]; var n = 0; func pick() { n += 1; return n - 1 }; boxes[pick()].append(\"c\"); boxes[pick()].append(\"d\"); print(boxes, n)",
         #"[["a", "c"], ["b", "d"]] 2"#),
    ])
    func indicesBeforeTheValue(source: String, expected: String) {
        let run = langRun(Self.prelude + source)
        #expect(run.error == nil, "\(run.error.map { "\($0)" } ?? "")")
        #expect(run.output == expected + "\n")
    }

    /// A view's member set through a local that is not a view, the value running script first:
    /// the value's calls, then the error at the member (or the operator), as before.
    @Test(arguments: [
        ("func run() {\n  var v = 5\n  v.center = t(\"c\", (1, 1))\n}\nrun()", "c\n", "test.geo:4:5: error: no member 'center' on Number"),
        ("func run(v) {\n  v.frame = t(\"r\", Rect(0, 0, 1, 1)).insetBy(dx: 1, dy: t(\"d\", 1))\n}\nrun(nil)", "r\nd\n",
         "test.geo:3:5: error: no member 'frame' on Nil"),
        ("func run() {\n  let v = View()\n  v.frame.size.width += t(\"w\", \"x\")\n}\nrun()", "w\n",
         "test.geo:4:3: error: cannot apply '+' to a Number (0) and a String (\"x\")"),
    ])
    func aLocalRootThatIsNoViewReportsAfterTheValue(source: String, output: String, message: String) {
        let run = langRun("func t(s, v) { print(s); return v }\n" + source)
        #expect(run.output == output)
        #expect(run.error.map { "\($0)" }?.hasPrefix(message) == true, "\(String(describing: run.error))")
    }

    /// An index is checked when the element is stored, after the value's code ran (as Swift
    /// checks an index's range), and its error is located at the index.
    @Test func anIndexIsCheckedWhenTheElementIsStored() {
        let run = langRun("func t(s, v) { print(s); return v }\nvar xs = [1, 2]\nxs[t(\"i\", \"x\")] = t(\"v\", 3)\n")
        #expect(run.output == "i\nv\n")
        #expect(run.error.map { "\($0)" }?.hasPrefix("test.geo:3:4: error:") == true, "\(String(describing: run.error))")
    }
}
