import Testing
import GeoViews

@Suite("Every error path")
struct ErrorTests {
    func message(_ body: () throws(GeometryError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.message
        }
    }

    @Test("adding a view to itself")
    func addToItself() {
        let v = View(frame: rect(0, 0, 1, 1), name: "v")
        let m = message { () throws(GeometryError) in try v.addSubview(v) }
        #expect(m == "addSubview: cannot add <View \"v\" frame=(0, 0, 1, 1)> as a subview of itself")
        #expect(message { () throws(GeometryError) in try v.insertSubview(v, at: 0) }?.contains("itself") == true)
        #expect(v.subviews.isEmpty && v.superview == nil)
    }

    @Test("adding a view to its descendant names both views", arguments: [1, 3])
    func addToDescendant(depth: Int) throws {
        let top = View(frame: rect(0, 0, 1, 1), name: "top")
        var bottom = top
        for i in 0..<depth {
            let v = View(frame: rect(0, 0, 1, 1), name: "d\(i)")
            try bottom.addSubview(v)
            bottom = v
        }
        let m = try #require(message { () throws(GeometryError) in try bottom.addSubview(top) })
        #expect(m.contains("\"top\"") && m.contains("\"d\(depth - 1)\"") && m.contains("cycle"))
        let m2 = try #require(message { () throws(GeometryError) in try bottom.insertSubview(top, at: 0) })
        #expect(m2.hasPrefix("insertSubview:"))
        #expect(top.superview == nil)
        #expect(bottom.subviews.isEmpty)
    }

    @Test("insertSubview at a negative index")
    func negativeIndex() {
        let parent = View(name: "parent"), child = View(name: "child")
        let m = message { () throws(GeometryError) in try parent.insertSubview(child, at: -1) }
        #expect(m?.contains("index -1") == true)
        #expect(m?.contains("\"child\"") == true)
        #expect(parent.subviews.isEmpty && child.superview == nil)
    }

    @Test("adding subviews to a presentation snapshot")
    func snapshotSubviews() throws {
        let root = View(name: "root"), card = View(name: "card")
        try root.addSubview(card)
        let s = card.presentationSnapshot()
        let m = message { () throws(GeometryError) in try s.addSubview(View(name: "x")) }
        #expect(m?.contains("presentation snapshot") == true)
        #expect(s.subviews.isEmpty)
    }

    @Test("converting between views of different trees, points and rects, both directions")
    func differentTrees() {
        let a = View(frame: rect(0, 0, 1, 1), name: "a"), b = View(frame: rect(0, 0, 1, 1), name: "b")
        let child = View(name: "child")
        try? b.addSubview(child)
        let messages = [
            message { () throws(GeometryError) in _ = try a.convert(point(0, 0), to: child) },
            message { () throws(GeometryError) in _ = try a.convert(point(0, 0), from: child) },
            message { () throws(GeometryError) in _ = try a.convert(rect(0, 0, 1, 1), to: b) },
            message { () throws(GeometryError) in _ = try child.convert(rect(0, 0, 1, 1), from: a) },
        ]
        for m in messages {
            #expect(m?.contains("different view trees") == true)
            #expect(m?.contains("\"a\"") == true)
        }
    }

    @Test("a singular transform on the way down names the view")
    func singular() throws {
        let root = View(frame: rect(0, 0, 100, 100), name: "root")
        let flat = View(frame: rect(0, 0, 50, 50), name: "flat")
        let inner = View(frame: rect(0, 0, 10, 10), name: "inner")
        try root.addSubview(flat)
        try flat.addSubview(inner)
        flat.transform = Transform(scaleX: 0, y: 1)
        let cases = [
            message { () throws(GeometryError) in _ = try root.convert(point(1, 1), to: inner) },
            message { () throws(GeometryError) in _ = try inner.convert(point(1, 1), from: root) },
            message { () throws(GeometryError) in _ = try inner.convert(point(1, 1), from: nil) },
            message { () throws(GeometryError) in _ = try root.convert(point(1, 1), to: flat) },
            message { () throws(GeometryError) in _ = try flat.convert(rect(0, 0, 1, 1), from: nil) },
            message { () throws(GeometryError) in _ = try flat.convert(point(1, 1), from: root) },
        ]
        for m in cases {
            #expect(m?.contains("the transform of <View \"flat\"") == true)
            #expect(m?.contains("singular") == true)
        }
        #expect(cases[2]?.contains("the root's coordinate space") == true)
        // From the superview into its singular subview, and the other way (no inverse needed).
        #expect(cases[5]?.hasPrefix("cannot convert from <View \"root\"") == true)
        #expect(cases[5]?.contains("to <View \"flat\"") == true)
        #expect(try root.convert(point(10, 10), from: flat) == point(25, 10))
        // Upwards the transform need not be inverted.
        #expect(try inner.convert(point(1, 1), to: nil) == point(25, 1))
    }

    @Test("gestures with non-finite or zero arguments")
    func gestures() {
        let v = View(frame: rect(0, 0, 10, 10), name: "v")
        let messages = [
            message { () throws(GeometryError) in try v.pan(by: point(.infinity, 0)) },
            message { () throws(GeometryError) in try v.pinch(scale: 0, at: point(0, 0)) },
            message { () throws(GeometryError) in try v.pinch(scale: .nan, at: point(0, 0)) },
            message { () throws(GeometryError) in try v.pinch(scale: 2, at: point(.nan, 0)) },
            message { () throws(GeometryError) in try v.rotate(by: .infinity, at: point(0, 0)) },
            message { () throws(GeometryError) in try v.rotate(by: 1, at: point(0, -.infinity)) },
        ]
        for m in messages { #expect(m != nil) }
        #expect(messages[1]?.contains("non-zero") == true)
        #expect(v.frame == rect(0, 0, 10, 10))
        #expect(v.transform.isIdentity)
    }
}
