import Testing
import GeoCore
import GeoViews
import GeoRender
import GeoScript
@testable import GeoScene

/// The scene snapshot: the contract's JSON with exact numbers, stable names, and a copy that
/// later changes to the live trees do not reach.
struct SceneSnapshotTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func jsonFollowsTheContractExactly() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100), name: "card")
        try root.addSubview(card)
        card.transform = Transform(a: 2, b: 0, c: 0, d: 0.5, tx: 10, ty: 0)
        card.clipsToBounds = true
        let badge = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        badge.isHidden = true
        badge.alpha = 0.5
        badge.isUserInteractionEnabled = false
        try card.addSubview(badge)
        let scene = SceneSnapshot(version: 7, roots: [card], names: SceneNames())
        let expected = """
            {"version":7,"now":0,"error":null,"running":null,"roots":[\
            {"name":"root","frame":[0,0,375,667],"bounds":[0,0,375,667],"center":[187.5,333.5],\
            "anchorPoint":[0.5,0.5],"transform":[1,0,0,1,0,0],"toRoot":[1,0,0,1,0,0],\
            "hidden":false,"alpha":1,"interactive":true,"clipsToBounds":false,"subviews":[\
            {"name":"card","frame":[10,125,400,50],"bounds":[0,0,200,100],"center":[200,150],\
            "anchorPoint":[0.5,0.5],"transform":[2,0,0,0.5,10,0],"toRoot":[2,0,0,0.5,10,125],\
            "components":{"scale":[2,0.5],"shear":0,"rotation":0,"translation":[10,0]},\
            "hidden":false,"alpha":1,"interactive":true,"clipsToBounds":true,"subviews":[\
            {"name":"view#1","frame":[0,0,20,10],"bounds":[0,0,20,10],"center":[10,5],\
            "anchorPoint":[0.5,0.5],"transform":[1,0,0,1,0,0],"toRoot":[2,0,0,0.5,10,125],\
            "hidden":true,"alpha":0.5,"interactive":false,"clipsToBounds":false,"subviews":[]}]}]}],"animations":[]}
            """
        #expect(Self.text(scene.json()) == expected)
        #expect(scene.roots == [0])
        #expect(scene.views.map(\.end) == [3, 3, 3])
    }

    @Test func aRotatedCardsFrameIsGeosFrame() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100), name: "card")
        try root.addSubview(card)
        card.transform = Transform(rotationAngle: Double.pi / 6)
        let scene = SceneSnapshot(version: 1, roots: [root], names: SceneNames())
        let v = try #require(scene.index(of: "card").map { scene.views[$0] })
        #expect(v.frame == card.frame)
        #expect(v.toRoot == (try card.transform(to: root)))
        var w = JSONWriter()
        w.rect(card.frame)
        #expect(Self.text(scene.json()).contains("\"frame\":" + Self.text(w.bytes)))
    }

    @Test func namesAreStableAndUnique() throws {
        let names = SceneNames()
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let a = View(frame: .zero), b = View(frame: .zero, name: "card"), c = View(frame: .zero, name: "card")
        for v in [a, b, c] { try root.addSubview(v) }
        let first = SceneSnapshot(version: 1, roots: [root], names: names)
        #expect(first.views.map(\.name) == ["root", "view#1", "card", "card#2"])
        // A new unnamed view in front of `a` does not rename it.
        try root.insertSubview(View(frame: .zero), at: 0)
        let second = SceneSnapshot(version: 2, roots: [root], names: names)
        #expect(second.views.map(\.name) == ["root", "view#2", "view#1", "card", "card#2"])
    }

    @Test func laterChangesDoNotReachTheSnapshot() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100), name: "card")
        try root.addSubview(card)
        let scene = SceneSnapshot(version: 1, roots: [root], names: SceneNames())
        let before = scene.json()
        card.center = Point(x: 10, y: 10)
        card.removeFromSuperview()
        #expect(scene.json() == before)
        #expect(try scene.hit(Point(x: 150, y: 120)).name == "card")
    }

    @Test func hitTestsTheRotatedCardByItsShapeWithGeosExplanation() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100), name: "card")
        try root.addSubview(card)
        card.transform = Transform(rotationAngle: Double.pi / 6)
        let scene = SceneSnapshot(version: 1, roots: [root], names: SceneNames())
        let outside = try scene.hit(Point(x: 290, y: 110))
        #expect(outside.name == "root")
        #expect(outside.path == ["root", "card"])
        #expect(outside.explanation == Explain.hitTest(Point(x: 290, y: 110), in: root,
                                                       source: "root.hitTest((290, 110))", format: .standard))
        let inside = try scene.hit(Point(x: 200, y: 150), root: "root")
        #expect(inside.name == "card")
        #expect(Self.text(inside.json()).hasPrefix("{\"name\":\"card\",\"path\":[\"root\",\"card\"],\"explanation\":\"root.hitTest((200, 150))"))
        #expect(throws: SceneQueryError.self) { try scene.hit(Point(x: 0, y: 0), root: "nope") }
        let nothing = try scene.hit(Point(x: -5, y: 0))
        #expect(nothing.name == nil)
        #expect(Self.text(nothing.json()).hasPrefix("{\"name\":null,"))
    }

    @Test func sampleTimes() throws {
        #expect(try SceneSnapshot.sampleTimes(from: 0, to: 1, fps: 2) == [0, 0.5, 1])
        #expect(try SceneSnapshot.sampleTimes(from: 0, to: 0.25, fps: 10) == [0, 0.1, 0.2, 0.25])
        #expect(try SceneSnapshot.sampleTimes(from: 0.5, to: 0.5, fps: 60) == [0.5])
        #expect(throws: SceneQueryError.self) { try SceneSnapshot.sampleTimes(from: 1, to: 0, fps: 60) }
        #expect(throws: SceneQueryError.self) { try SceneSnapshot.sampleTimes(from: 0, to: 1e6, fps: 60) }
        #expect(throws: SceneQueryError.self) { try SceneSnapshot.sampleTimes(from: 0, to: 1, fps: 0) }
    }
}

/// The snapshot of an interpreter's session: its trees, its animations, its samples.
struct SessionSceneTests {
    static func session(_ source: String) throws -> Interpreter {
        let geo = Interpreter()
        geo.output = { _ in }
        try geo.run(source)
        return geo
    }

    @Test func rootsComeFromGlobalsListsAndTheAnimator() throws {
        let geo = try Self.session("""
            let a = View(frame: (0, 0, 10, 10), name: "a")
            let inner = View(frame: (1, 1, 2, 2), name: "inner")
            a.addSubview(inner)
            let nested = [1, [View(frame: (0, 0, 5, 5), name: "b")]]
            func make() {
                let lost = View(frame: (0, 0, 1, 1), name: "moving")
                animate(duration: 1) { lost.center = (5, 5) }
            }
            make()
            """)
        #expect(geo.reachableRootViews.map { $0.name ?? "" } == ["a", "b", "moving"])
    }

    @Test func framesAreGeosPresentationSamples() throws {
        let geo = try Self.session("""
            let root = View(frame: (0, 0, 375, 667), name: "root")
            let card = View(frame: (100, 100, 200, 100), name: "card")
            root.addSubview(card)
            let label = View(frame: (10, 10, 50, 20), name: "label")
            card.addSubview(label)
            animate(duration: 2, curve: "easeInOut") { card.transform = rotation(90deg).scaledBy(x: 2, y: 2) }
            """)
        let scene = SceneSnapshot(version: 3, roots: geo.reachableRootViews, animator: geo.animator, names: SceneNames())
        #expect(scene.animations.count == 1)
        #expect(scene.animations.first?.tracks.map(\.view) == ["card"])
        #expect(scene.animations.first?.curve == "easeInOut")
        let text = SceneSnapshotTests.text(try scene.framesJSON(from: 0, to: 2, fps: 2))
        #expect(text.hasPrefix("{\"version\":3,\"times\":[0,0.5,1,1.5,2],\"views\":{\"card\":{\"toRoot\":["))
        // Half-way: what presentation(at: 1) says, to the last bit.
        guard case .view(let shown) = try geo.evaluate("card.presentation(at: 1)"),
              case .view(let label) = try geo.evaluate("label"), case .view(let root) = try geo.evaluate("root") else {
            Issue.record("not views"); return
        }
        var m = JSONWriter(); m.transform(try shown.transform(to: root))
        #expect(text.contains(SceneSnapshotTests.text(m.bytes)))
        var t = JSONWriter(); t.transform(shown.transform)
        var f = JSONWriter(); f.rect(shown.frame)
        #expect(text.contains(SceneSnapshotTests.text(t.bytes)))
        #expect(text.contains(SceneSnapshotTests.text(f.bytes)))
        // The label moves with the card: its toRoot at t = 1 is its local matrix after the card's.
        var l = JSONWriter()
        l.transform(label.transformToSuperview.concatenating(try shown.transform(to: root)))
        #expect(text.contains("\"label\":{\"toRoot\":["))
        #expect(text.contains(SceneSnapshotTests.text(l.bytes)))
    }
}
