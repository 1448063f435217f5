import Testing
@testable import GeoScript

/// Path `viewMember` read as a Number or a Point (`Lowered.number`, `Lowered.point`): each
/// member of each geometry property read by code made for the two of them
/// (`ViewNumberReads`), the property's computation inlined and what the member does not need
/// left out, with no switch on either at run time — the same Numbers as the member of the
/// property's Value, in every style of root; anything else by the general code.
extension CompilerPathTests {
    static let memberReads = "func f(v) {\n  var s = 0\n  s += v.frame.maxY\n  s += v.bounds.width * v.bounds.height\n  s = max(s, v.center.y)\n  return s + v.frame.origin.x\n}\n"

    static let viewNumberShapes: [Shape] = [
        Shape(name: "a frame's maxY as an update's Number", source: memberReads, site: "v.frame.maxY", path: "numberCode"),
        Shape(name: "a bounds' width in a product", source: memberReads, site: "v.bounds.width * v.bounds.height", path: "plainPlain"),
        Shape(name: "a center's y as a built-in's Number", source: memberReads, site: "max(s, v.center.y)", path: "builtinFoldNumbers"),
        Shape(name: "a frame's origin's x in a sum", source: memberReads, site: "s + v.frame.origin.x", path: "localPlain"),
        Shape(name: "a frame's origin in point arithmetic", source: "func f(p, v) { return p + v.frame.origin }\n",
              site: "p + v.frame.origin", path: "pointCode"),
        Shape(name: "a global view's bounds' maxX", source: "let g = View(frame: (1, 2, 3, 4))\nvar t = 0\nt += g.bounds.maxX\n",
              site: "g.bounds.maxX", path: "numberCode"),
    ]

    @Test(arguments: viewNumberShapes) func aViewNumberReadTakesItsPath(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// A member that is no Number of the property (`isEmpty`, a Point's `width`) has no number
    /// code: the general code reads it, or reports.
    static let viewNumberAvoided: [Shape] = [
        Shape(name: "a bounds' isEmpty", source: "func f(v) { return v.bounds.isEmpty == false }\n", site: "v.bounds.isEmpty == false",
              path: "plainNumber"),
    ]

    @Test(arguments: viewNumberAvoided) func aViewNumberReadOtherwiseIsGeneral(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// Every Number member of every geometry property, read as a Number by its own code (an
    /// update's value), gives the very Number the member of the property's Value gives — on a
    /// plain view, a turned and anchored one, one with a bounds' origin, and a presentation
    /// snapshot —, from a local, a global and an element; a root that is no view reports.
    @Test func everyViewNumberReadIsTheValuesMember() throws {
        let members = ["x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY", "origin.x", "origin.y", "size.width", "size.height"]
        var lines: [String] = []
        for property in ["frame", "bounds"] {
            for m in members {
                lines.append("check(\"\(property).\(m)\", { v in var s = 0\n s += v.\(property).\(m)\n return s }, { v in let r = v.\(property)\n return r.\(m) })")
            }
        }
        for property in ["center", "anchorPoint"] {
            for m in ["x", "y"] {
                lines.append("check(\"\(property).\(m)\", { v in var s = 0\n s += v.\(property).\(m)\n return s }, { v in let r = v.\(property)\n return r.\(m) })")
            }
        }
        let (output, error, _) = langRun("""
            let plain = View(frame: (3, 4, 50, 20))
            let turned = View(frame: (-7.25, 1e-3, 33.5, 0.1))
            turned.anchorPoint = (0.2, 0.9)
            turned.transform = rotation(0.7).scaledBy(x: -1.5, y: 2)
            let scrolled = View(frame: (1, 2, 3, 4))
            scrolled.bounds.origin = (5, -6)
            plain.addSubview(turned)
            let views = [plain, turned, scrolled, turned.presentation()]
            var bad = 0
            var checked = 0
            func check(name, number, value) {
                for v in views {
                    let a = number(v)
                    let b = value(v)
                    checked += 1
                    if a != b || "\\(a)" != "\\(b)" { bad += 1; print(name, a, b) }
                }
            }
            \(lines.joined(separator: "\n"))
            var g = turned
            var s = 0
            s += g.frame.maxY
            s -= g.frame.minX * views[1].frame.midY
            let r = turned.frame
            print(checked, bad, s == r.maxY - r.minX * r.midY)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "128 0 true\n", "\(output)")
    }

    /// A root that is no view goes the general way: its member read, or its error at its place.
    @Test func aViewNumberReadOfNoViewReports() {
        Self.expectLocatedErrors([
            ("func f(v) {\n  var s = 0\n  s += v.frame.maxY\n  return s\n}\nprint(f(3))", "test.geo:3:10: error: no member 'frame' on Number"),
            ("func f(v) { return 1 + v.center.x }\nprint(f(nil))", "test.geo:1:26: error: no member 'center' on Nil"),
        ])
    }
}
