import Testing
@testable import GeoScript

/// A kernel method whose receiver and argument are both globals (path `kernelGlobals`, within
/// `kernelDirect`): both payloads read from the globals' slots with no switch per read, as two
/// whole locals are read from the frame's; a nil global (its declaration not run) or another
/// kind by the site's call, which reports as before.
extension CompilerPathTests {
    static let kernelGlobalsShapes: [Shape] = [
        Shape(name: "a global rect containing a global point", source: "var r = Rect(0, 0, 2, 2)\nvar q = Point(1, 1)\nlet b = r.contains(q)\n",
              site: "r.contains(q)", path: "kernelGlobals"),
        Shape(name: "a global point mapped by a global transform", source: "var p = Point(1, 0)\nlet t = rotation(1)\np = p.applying(t)\n",
              site: "p.applying(t)", path: "kernelGlobals"),
        Shape(name: "two globals' intersection as a condition", source: "var a = Rect(0, 0, 2, 2)\nvar b = Rect(1, 1, 2, 2)\nif a.intersects(b) { print(1) }\n",
              site: "a.intersects(b)", path: "kernelGlobals"),
    ]

    static let noKernelGlobalsShapes: [Shape] = [
        Shape(name: "two locals", source: "func f(r, q) { return r.contains(q) }\n", site: "r.contains(q)", path: "kernelGlobals"),
        Shape(name: "a local and a global", source: "var q = Point(1, 1)\nfunc f(r) { return r.contains(q) }\n",
              site: "r.contains(q)", path: "kernelGlobals"),
        Shape(name: "a global and an element", source: "var r = Rect(0, 0, 2, 2)\nvar ps = [Point(1, 1)]\nlet b = r.contains(ps[0])\n",
              site: "r.contains(ps[0])", path: "kernelGlobals"),
    ]

    @Test(arguments: kernelGlobalsShapes) func kernelsReadTwoGlobalsInPlace(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains("kernelDirect") && found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: noKernelGlobalsShapes) func otherKernelOperandsAreReadWhereTheyLie(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// The values: each kernel of a method on two globals, the argument's kind changing between
    /// runs, a transform's work, a condition.
    @Test func kernelsOnGlobalsKeepTheirMeaning() {
        let (output, error, _) = langRun("""
            var r = Rect(0, 0, 2, 2)
            var q = Point(1, 1)
            var hits = 0
            for i in 0..<3 {
                if r.contains(q) { hits += 1 }
                q = q + Point(0.75, 0)
            }
            print(hits, r.contains(q))
            q = Rect(0, 0, 1, 1)
            print(r.contains(q))
            q = Rect(1, 1, 5, 5)
            print(r.contains(q), r.intersects(q))
            var t = rotation(90deg)
            var p = Point(1, 0)
            p = p.applying(t)
            print(p)
            """)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(output == "2 false\ntrue\nfalse true\n(0, 1)\n")
    }

    @Test(arguments: [
        ("func f() { return r.contains(q) }\nvar q = Point(1, 1)\nprint(f())\nvar r = Rect(0, 0, 2, 2)\n",
         "test.geo:1:19: error: cannot find 'r' in scope"),
        ("var r = Rect(0, 0, 2, 2)\nvar q = \"x\"\nprint(r.contains(q))\n",
         "test.geo:3:18: error: argument 1 of contains(_:) must be a Point, not a String (\"x\")"),
    ])
    func kernelsOnGlobalsReportWhereTheyDid(_ source: String, _ message: String) {
        let (_, error, _) = langRun(source)
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
