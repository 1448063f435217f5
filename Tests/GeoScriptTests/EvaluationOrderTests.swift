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

    /// An index is checked when the element is stored, after the value's code ran (as Swift
    /// checks an index's range), and its error is located at the index.
    @Test func anIndexIsCheckedWhenTheElementIsStored() {
        let run = langRun("func t(s, v) { print(s); return v }\nvar xs = [1, 2]\nxs[t(\"i\", \"x\")] = t(\"v\", 3)\n")
        #expect(run.output == "i\nv\n")
        #expect(run.error.map { "\($0)" }?.hasPrefix("test.geo:3:4: error:") == true, "\(String(describing: run.error))")
    }
}
