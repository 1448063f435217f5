import Testing
@testable import GeoScript

/// A kernel test (`intersects`; not `contains`, which has two kernels) whose receiver is
/// computed unboxed — a view's `convert(_:to:)` of a rect, a kernel's `intersection` — and
/// whose argument is read in place runs the work on the receiver's rect and the argument's
/// payload, no box made for the receiver (path `kernelTypedReceiver`). `convert` of an
/// argument known to be a rect (a view's frame or bounds) computes its rect unboxed for any
/// parent taking one (`typedIfKind`: stored into a variable's box, `storeIfTyped`).
extension CompilerPathTests {
    static let typedReceiverPrelude = """
        let window = View(frame: (0, 0, 100, 100))
        let content = View(frame: (0, 10, 100, 500))
        window.addSubview(content)
        let screen = Rect(0, 0, 100, 100)
        let a = Rect(0, 0, 5, 5)
        let b = Rect(2, 2, 5, 5)

        """

    static let typedReceiverShapes: [Shape] = [
        Shape(name: "a converted frame meets a rect", source: typedReceiverPrelude + "let ws = [content].filter { w in content.convert(w.frame, to: window).intersects(screen) }\n",
              site: "content.convert(w.frame, to: window).in…", path: "kernelTypedReceiver"),
        Shape(name: "a rect converted to the root meets a rect", source: typedReceiverPrelude + "if content.convert(content.bounds, to: nil).intersects(b) { print(1) }\n",
              site: "content.convert(content.bounds, to: nil…", path: "kernelTypedReceiver"),
        Shape(name: "an intersection meets a view's frame", source: typedReceiverPrelude + "if a.intersection(b).intersects(content.frame) { print(1) }\n",
              site: "a.intersection(b).intersects(content.fr…", path: "kernelTypedReceiver"),
        Shape(name: "a converted rect stored", source: typedReceiverPrelude + "var r = screen\nr = content.convert(content.frame, from: window)\n",
              site: "r", path: "storeIfTyped"),
    ]

    static let typedReceiverNotTaken: [Shape] = [
        // Not taken: a receiver read in place (kernelDirect), a converted point (no box to
        // save), an argument that is computed, a call that is not a test.
        Shape(name: "a variable receiver", source: typedReceiverPrelude + "if a.intersects(b) { print(1) }\n",
              site: "a.intersects(b)", path: "kernelTypedReceiver"),
        // `contains` has two kernels (a point, a rect): the site chooses.
        Shape(name: "a converted rect contains a point", source: typedReceiverPrelude + "let p = Point(1, 1)\nif content.convert(a, to: nil).contains(p) { print(1) }\n",
              site: "content.convert(a, to: nil).contains(p)", path: "kernelTypedReceiver"),
        // A variable of unknown kind converted: a point's conversion would try a rect first.
        Shape(name: "a variable converted", source: typedReceiverPrelude + "var r = screen\nr = content.convert(a, from: window)\n",
              site: "r", path: "storeIfTyped"),
        Shape(name: "a converted point", source: typedReceiverPrelude + "let r = content.convert(Point(1, 1), to: window)\n",
              site: "r", path: "storeIfTyped"),
        Shape(name: "a computed argument", source: typedReceiverPrelude + "if content.convert(a, to: window).intersects(a.union(b)) { print(1) }\n",
              site: "content.convert(a, to: window).intersec…", path: "kernelTypedReceiver"),
    ]

    @Test(arguments: typedReceiverShapes) func aKernelTestOnAnUnboxedReceiver(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    @Test(arguments: typedReceiverNotTaken) func aKernelTestOnAnyOtherReceiver(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(!found.contains(shape.path), "'\(shape.site)' took \(found)")
    }

    /// The same values through the path as through the site's call: true and false, to a
    /// view and to the root, a point argument, an intersection receiver, the converted rect
    /// stored and read, and in a callback's condition.
    @Test func anUnboxedReceiversTestsKeepTheirValues() {
        let (output, error, _) = langRun(Self.typedReceiverPrelude + """
            let w = View(frame: (5, 5, 10, 10))
            content.addSubview(w)
            print(content.convert(w.frame, to: window).intersects(screen), content.convert(w.frame, to: window).intersects(Rect(0, 0, 5, 15)))
            let p = Point(6, 16)
            print(content.convert(w.frame, to: nil).contains(p), content.convert(w.frame, from: window).contains(p))
            print(a.intersection(b).intersects(screen), a.intersection(b).intersects(Rect(50, 50, 1, 1)))
            var r = screen
            r = content.convert(w.frame, to: window)
            print(r, screen, [w, content].filter { v in content.convert(v.frame, to: window).intersects(Rect(0, 0, 20, 20)) }.count)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "true true\ntrue false\ntrue false\n(5, 15, 10, 10) (0, 0, 100, 100) 2\n")
    }

    /// An argument of another kind: the site's call on the receiver computed, which reports
    /// where it did; views in different trees: the site's call reports that.
    @Test func anUnboxedReceiversWrongArgumentIsLocated() {
        #expect(langFirstErrorLine(Self.typedReceiverPrelude + "if content.convert(content.frame, to: window).intersects(content) { print(1) }\n")
                == "test.geo:7:58: error: argument 1 of intersects(_:) must be a Rect, not a View (<View frame=(0, 10, 100, 500)>)")
        #expect(langFirstErrorLine(Self.typedReceiverPrelude + "let other = View(frame: (0, 0, 1, 1))\nprint(content.convert(content.frame, to: other).intersects(screen))\n")?
                    .hasPrefix("test.geo:8:7: error: cannot convert between") == true)
    }
}
