import Testing
import GeoViews

@Suite("Presentation snapshots")
struct SnapshotTests {
    @Test("a snapshot has the geometry and flags, the same superview, is not a subview and has no subviews")
    func snapshot() throws {
        let root = View(frame: rect(0, 0, 400, 400), name: "root")
        let card = View(frame: rect(100, 100, 100, 50), name: "card")
        try root.addSubview(card)
        try card.addSubview(View(frame: rect(0, 0, 5, 5), name: "child"))
        card.transform = Transform(rotationAngle: 0.3)
        card.anchorPoint = point(0, 1)
        card.bounds.origin = point(3, 4)
        card.alpha = 0.5
        card.isHidden = true
        card.isUserInteractionEnabled = false
        card.clipsToBounds = true
        let s = card.presentationSnapshot()
        #expect(s !== card)
        #expect(s.superview === root)
        #expect(!root.subviews.contains(s))
        #expect(root.subviews.count == 1)
        #expect(s.subviews.isEmpty)
        #expect(s.bounds == card.bounds && s.center == card.center && s.anchorPoint == card.anchorPoint)
        #expect(s.transform == card.transform && s.frame == card.frame && s.name == "card")
        #expect(s.alpha == 0.5 && s.isHidden && !s.isUserInteractionEnabled && s.clipsToBounds)
        #expect(s.window === root)
        #expect(try s.convert(point(1, 2), to: nil) == (try card.convert(point(1, 2), to: nil)))
        #expect(try s.convert(point(1, 2), to: root) == (try card.convert(point(1, 2), to: root)))
        #expect(near(try s.convert(point(1, 2), to: card), point(1, 2), 1e-12))
    }

    @Test("a snapshot follows its superview's later moves and its own changes, and never shows in hit-testing")
    func snapshotFollows() throws {
        let outer = View(frame: rect(0, 0, 400, 400), name: "outer")
        let root = View(frame: rect(0, 0, 400, 400), name: "root")
        try outer.addSubview(root)
        let card = View(frame: rect(100, 100, 100, 50), name: "card")
        try root.addSubview(card)
        let s = card.presentationSnapshot()
        #expect(try s.convert(point(0, 0), to: nil) == point(100, 100))
        root.center = point(300, 300)
        #expect(try s.convert(point(0, 0), to: nil) == point(200, 200))
        s.center = point(0, 0)
        #expect(try s.convert(point(0, 0), to: nil) == point(50, 75))
        #expect(card.center == point(150, 125))
        #expect(outer.hitTest(point(260, 230)) === card)
        s.removeFromSuperview()
        #expect(s.superview == nil)
        #expect(root.subviews == [card])
    }

    @Test("a snapshot of a root has no superview; adding a snapshot to a view makes it an ordinary subview")
    func snapshotAdded() throws {
        let root = View(frame: rect(0, 0, 10, 10), name: "root")
        #expect(root.presentationSnapshot().superview == nil)
        let card = View(frame: rect(1, 1, 2, 2), name: "card")
        try root.addSubview(card)
        let s = card.presentationSnapshot()
        try root.addSubview(s)
        #expect(root.subviews == [card, s])
        #expect(root.hitTest(point(2, 2)) === s)
        try s.addSubview(View(name: "child"))
        #expect(s.subviews.count == 1)
    }
}
