import Testing
import GeoViews

@Suite("View hierarchy")
struct HierarchyTests {
    /// A parent with subviews named "a", "b", "c" (back to front).
    func family() throws -> (View, View, View, View) {
        let parent = View(frame: rect(0, 0, 100, 100), name: "parent")
        let a = View(frame: rect(0, 0, 10, 10), name: "a")
        let b = View(frame: rect(0, 0, 10, 10), name: "b")
        let c = View(frame: rect(0, 0, 10, 10), name: "c")
        for v in [a, b, c] { try parent.addSubview(v) }
        return (parent, a, b, c)
    }

    func names(_ v: View) -> [String] { v.subviews.map { $0.name ?? "?" } }

    @Test("addSubview appends at the front and sets superview; window is the root")
    func addSubview() throws {
        let (parent, a, _, c) = try family()
        #expect(names(parent) == ["a", "b", "c"])
        #expect(a.superview === parent)
        let grandchild = View(name: "g")
        try c.addSubview(grandchild)
        #expect(grandchild.window === parent)
        #expect(parent.window === parent)
        #expect(grandchild.isDescendant(of: parent))
        #expect(grandchild.isDescendant(of: c))
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(!grandchild.isDescendant(of: a))
        #expect(!parent.isDescendant(of: grandchild))
    }

    @Test("adding a view that has a superview moves it; adding an existing subview brings it to the front")
    func addMoves() throws {
        let (parent, a, b, _) = try family()
        try parent.addSubview(a)
        #expect(names(parent) == ["b", "c", "a"])
        let other = View(name: "other")
        try other.addSubview(b)
        #expect(names(parent) == ["c", "a"])
        #expect(b.superview === other)
        #expect(other.subviews == [b])
    }

    struct InsertCase: Sendable, CustomTestStringConvertible {
        var index: Int
        var order: [String]
        var testDescription: String { "insert at \(index) → \(order)" }
    }

    @Test("insertSubview(_:at:) with a new view; an index past the end appends", arguments: [
        InsertCase(index: 0, order: ["n", "a", "b", "c"]),
        InsertCase(index: 1, order: ["a", "n", "b", "c"]),
        InsertCase(index: 3, order: ["a", "b", "c", "n"]),
        InsertCase(index: 99, order: ["a", "b", "c", "n"]),
    ])
    func insertNew(_ c: InsertCase) throws {
        let (parent, _, _, _) = try family()
        try parent.insertSubview(View(name: "n"), at: c.index)
        #expect(names(parent) == c.order)
    }

    @Test("insertSubview(_:at:) of an existing subview removes it first, then inserts", arguments: [
        InsertCase(index: 0, order: ["c", "a", "b"]),
        InsertCase(index: 1, order: ["a", "c", "b"]),
        InsertCase(index: 2, order: ["a", "b", "c"]),
        InsertCase(index: 5, order: ["a", "b", "c"]),
    ])
    func insertExisting(_ c: InsertCase) throws {
        let (parent, _, _, last) = try family()
        try parent.insertSubview(last, at: c.index)
        #expect(names(parent) == c.order)
        #expect(last.superview === parent)
    }

    @Test("removeFromSuperview; a second call and a call on a root do nothing")
    func remove() throws {
        let (parent, _, b, _) = try family()
        b.removeFromSuperview()
        #expect(names(parent) == ["a", "c"])
        #expect(b.superview == nil)
        #expect(b.window === b)
        b.removeFromSuperview()
        parent.removeFromSuperview()
        #expect(names(parent) == ["a", "c"])
    }

    @Test("bringSubviewToFront / sendSubviewToBack reorder; a view that is not a subview is ignored")
    func reorder() throws {
        let (parent, a, b, c) = try family()
        parent.bringSubviewToFront(a)
        #expect(names(parent) == ["b", "c", "a"])
        parent.sendSubviewToBack(c)
        #expect(names(parent) == ["c", "b", "a"])
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(c)
        #expect(names(parent) == ["c", "b", "a"])
        let stranger = View(name: "x")
        let grandchild = View(name: "g")
        try b.addSubview(grandchild)
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(grandchild)
        parent.bringSubviewToFront(parent)
        #expect(names(parent) == ["c", "b", "a"])
        #expect(grandchild.superview === b)
    }

    @Test("views compare by identity")
    func identity() {
        let a = View(frame: rect(0, 0, 1, 1)), b = View(frame: rect(0, 0, 1, 1))
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }

    @Test("a view is released with its last reference; its subviews lose their superview")
    func weakSuperview() throws {
        let child = View(name: "child")
        weak var weakParent: View?
        do {
            let parent = View(frame: rect(0, 0, 10, 10), name: "parent")
            try parent.addSubview(child)
            _ = try child.convert(point(1, 1), to: nil)
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.window === child)
        // Its cached matrix to the old root is gone: it is its own root now.
        #expect(try child.convert(point(1, 1), to: nil) == point(1, 1))
    }

    @Test("a very deep chain is built, converted, hit-tested and released without overflowing the stack")
    func deepChain() throws {
        let root = View(frame: rect(0, 0, 10, 10), name: "root")
        var chain = [root]
        for _ in 0..<100_000 {
            let v = View(frame: rect(1, 0, 10, 10))
            try chain[chain.count - 1].addSubview(v)
            chain.append(v)
        }
        let leaf = chain[chain.count - 1]
        #expect(try leaf.convert(point(0, 0), to: nil) == point(100_000, 0))
        // (5, 5) in the root is (5 − k, 5) at depth k: inside down to depth 5.
        #expect(root.hitTest(point(5, 5)) === chain[5])
        #expect(leaf.window === root)
        // (recursiveDescription's indentation is quadratic in the depth, as UIKit's is.)
        #expect(chain[99_000].recursiveDescription.split(separator: "\n").count == 1001)
        chain.removeAll()
    }
}
