import Testing
import GeoViews

@Suite("Canvas gestures")
struct GestureTests {
    func card() throws -> (View, View) {
        let root = View(frame: rect(0, 0, 400, 400), name: "root")
        let card = View(frame: rect(100, 100, 100, 50), name: "card")
        try root.addSubview(card)
        return (root, card)
    }

    @Test("pan(by:) moves center, nothing else")
    func pan() throws {
        let (_, card) = try card()
        try card.pan(by: point(10, -5))
        #expect(card.center == point(160, 120))
        #expect(card.frame == rect(110, 95, 100, 50))
        #expect(card.transform.isIdentity)
    }

    @Test("pinch(scale:at:) about the center only scales the transform")
    func pinchAtCenter() throws {
        let (_, card) = try card()
        try card.pinch(scale: 2, at: point(150, 125))
        #expect(card.center == point(150, 125))
        #expect(card.transform == Transform(scaleX: 2, y: 2))
        #expect(card.frame == rect(50, 75, 200, 100))
    }

    @Test("pinch(scale:at:) about a corner keeps the corner where it is")
    func pinchAtCorner() throws {
        let (root, card) = try card()
        try card.pinch(scale: 3, at: point(100, 100))
        #expect(card.frame == rect(100, 100, 300, 150))
        #expect(try card.convert(point(0, 0), to: root) == point(100, 100))
    }

    @Test("rotate(by:at:) about a corner: the transform gains the rotation, the center turns around the point")
    func rotateAtCorner() throws {
        let (root, card) = try card()
        try card.rotate(by: .pi / 2, at: point(100, 100))
        #expect(card.transform.isApproximatelyEqual(to: Transform(rotationAngle: .pi / 2), tolerance: 1e-15))
        #expect(near(card.center, point(75, 150), 1e-12))
        #expect(near(try card.convert(point(0, 0), to: root), point(100, 100), 1e-12))
        #expect(near(card.frame, rect(50, 100, 50, 100), 1e-12))
    }

    @Test("gestures compose with an existing transform, anchor and bounds origin")
    func compose() throws {
        let (root, card) = try card()
        card.anchorPoint = point(0.2, 0.9)
        card.bounds.origin = point(5, 5)
        card.transform = Transform(shearX: 0.5, y: 0).rotated(by: 0.4)
        let finger = point(130, 140)
        let under = try card.convert(finger, from: root)
        try card.rotate(by: -1.1, at: finger)
        try card.pinch(scale: 0.7, at: finger)
        #expect(near(try card.convert(under, to: root), finger, 1e-12))
    }
}
