import Testing
import GeoViews

/// Known cases of UIKit / Core Animation geometry: what Apple documents and what devices show.
@Suite("View geometry")
struct GeometryTests {
    @Test("UIView(frame:) stores bounds (0, 0, size) and the frame's midpoint as center")
    func initFromFrame() {
        let v = View(frame: rect(200, 200, 100, 100))
        #expect(v.bounds == rect(0, 0, 100, 100))
        #expect(v.center == point(250, 250))
        #expect(v.anchorPoint == point(0.5, 0.5))
        #expect(v.transform.isIdentity)
        #expect(v.frame == rect(200, 200, 100, 100))
        #expect(v.superview == nil)
        #expect(v.subviews.isEmpty)
        #expect(!v.isHidden && v.alpha == 1 && v.isUserInteractionEnabled && !v.clipsToBounds)
    }

    @Test("anchorPoint (0, 0) keeps center and moves the frame; rotated by π the frame flips over the center")
    func anchorPointMovesFrame() {
        let v = View(frame: rect(200, 200, 100, 100))
        v.anchorPoint = point(0, 0)
        #expect(v.center == point(250, 250))
        #expect(v.frame == rect(250, 250, 100, 100))
        v.transform = Transform(rotationAngle: .pi)
        #expect(near(v.frame, rect(150, 150, 100, 100), 1e-12))
        #expect(v.center == point(250, 250))
    }

    struct AnchorCase: Sendable, CustomTestStringConvertible {
        var anchor: Point
        var frame: Rect
        var testDescription: String { "anchor \(anchor) → frame \(frame)" }
    }

    @Test("frame for anchor points of a 100×50 view centred at (100, 100)", arguments: [
        AnchorCase(anchor: point(0.5, 0.5), frame: rect(50, 75, 100, 50)),
        AnchorCase(anchor: point(0, 0), frame: rect(100, 100, 100, 50)),
        AnchorCase(anchor: point(1, 1), frame: rect(0, 50, 100, 50)),
        AnchorCase(anchor: point(0, 1), frame: rect(100, 50, 100, 50)),
        AnchorCase(anchor: point(2, -1), frame: rect(-100, 150, 100, 50)),
    ])
    func anchorTable(_ c: AnchorCase) {
        let v = View(frame: rect(50, 75, 100, 50))
        v.anchorPoint = c.anchor
        #expect(v.center == point(100, 100))
        #expect(v.frame == c.frame)
    }

    struct TransformCase: Sendable, CustomTestStringConvertible {
        var label: String
        var transform: Transform
        var frame: Rect
        var testDescription: String { label }
    }

    @Test("frame of a 100×50 view centred at (100, 100) under a transform (bounds and center kept)", arguments: [
        TransformCase(label: "identity", transform: .identity, frame: rect(50, 75, 100, 50)),
        TransformCase(label: "rotation π", transform: Transform(rotationAngle: .pi), frame: rect(50, 75, 100, 50)),
        TransformCase(label: "rotation π/2", transform: Transform(rotationAngle: .pi / 2), frame: rect(75, 50, 50, 100)),
        TransformCase(label: "rotation π/4", transform: Transform(rotationAngle: .pi / 4),
                      frame: rect(100 - 75 / 2.0.squareRoot(), 100 - 75 / 2.0.squareRoot(),
                                  150 / 2.0.squareRoot(), 150 / 2.0.squareRoot())),
        TransformCase(label: "scale(2, 4)", transform: Transform(scaleX: 2, y: 4), frame: rect(0, 0, 200, 200)),
        TransformCase(label: "flip x", transform: Transform(scaleX: -1, y: 1), frame: rect(50, 75, 100, 50)),
        TransformCase(label: "translation(10, -20)", transform: Transform(translationX: 10, y: -20),
                      frame: rect(60, 55, 100, 50)),
        TransformCase(label: "shear(1, 0)", transform: Transform(shearX: 1, y: 0), frame: rect(25, 75, 150, 50)),
    ])
    func transformTable(_ c: TransformCase) {
        let v = View(frame: rect(50, 75, 100, 50))
        v.transform = c.transform
        #expect(near(v.frame, c.frame, 1e-12))
        #expect(v.center == point(100, 100))
        #expect(v.bounds == rect(0, 0, 100, 50))
    }

    @Test("a new bounds size keeps center: the view grows about its anchor point")
    func boundsSizeKeepsCenter() {
        let v = View(frame: rect(0, 0, 100, 100))
        v.bounds = rect(0, 0, 200, 50)
        #expect(v.center == point(50, 50))
        #expect(v.frame == rect(-50, 25, 200, 50))
        v.anchorPoint = point(0, 0)
        v.bounds.size = Size(width: 10, height: 10)
        #expect(v.frame == rect(50, 50, 10, 10))
    }

    @Test("bounds.origin does not move the view's own frame")
    func boundsOriginKeepsFrame() {
        let v = View(frame: rect(10, 20, 100, 100))
        v.bounds.origin = point(30, 40)
        #expect(v.frame == rect(10, 20, 100, 100))
        #expect(v.center == point(60, 70))
    }

    @Test("frame set with an identity transform: bounds.size, center = origin + size · anchor, bounds.origin kept")
    func frameSetIdentity() {
        let v = View(frame: rect(0, 0, 10, 10))
        v.bounds.origin = point(5, 6)
        v.anchorPoint = point(0.25, 1)
        v.frame = rect(100, 200, 40, 80)
        #expect(v.bounds == rect(5, 6, 40, 80))
        #expect(v.center == point(110, 280))
        #expect(v.frame == rect(100, 200, 40, 80))
    }

    @Test("frame set under scale(2, 4) gives bounds size (50, 12.5) and reads back")
    func frameSetUnderScale() {
        let v = View(frame: rect(0, 0, 10, 10))
        v.transform = Transform(scaleX: 2, y: 4)
        let warning = v.setFrame(rect(10, 20, 100, 50))
        #expect(warning == nil)
        #expect(v.bounds.size == Size(width: 50, height: 12.5))
        #expect(v.frame == rect(10, 20, 100, 50))
        #expect(v.center == point(60, 45))
    }

    struct FrameSetCase: Sendable, CustomTestStringConvertible {
        var label: String
        var transform: Transform
        var boundsSize: Size
        var testDescription: String { label }
    }

    @Test("frame (10, 20, 100, 50) set under transforms that keep rectangles: no warning, reads back", arguments: [
        FrameSetCase(label: "translation", transform: Transform(translationX: 7, y: -3), boundsSize: Size(width: 100, height: 50)),
        FrameSetCase(label: "flip y", transform: Transform(scaleX: 1, y: -1), boundsSize: Size(width: 100, height: 50)),
        FrameSetCase(label: "scale(-2, 0.5)", transform: Transform(scaleX: -2, y: 0.5), boundsSize: Size(width: 50, height: 100)),
        FrameSetCase(label: "quarter turn", transform: Transform(rotationAngle: .pi / 2), boundsSize: Size(width: 50, height: 100)),
        FrameSetCase(label: "three quarter turns, scaled and moved",
                     transform: Transform(rotationAngle: 1.5 * .pi).scaledBy(x: 2, y: 1).translatedBy(x: 3, y: 4),
                     boundsSize: Size(width: 25, height: 100)),
        FrameSetCase(label: "half turn", transform: Transform(rotationAngle: .pi), boundsSize: Size(width: 100, height: 50)),
    ])
    func frameSetTable(_ c: FrameSetCase) {
        let v = View(frame: rect(0, 0, 1, 1))
        v.anchorPoint = point(0.3, 0.9)
        v.transform = c.transform
        #expect(v.setFrame(rect(10, 20, 100, 50)) == nil)
        #expect(near(v.bounds.size, c.boundsSize, 1e-12))
        #expect(near(v.frame, rect(10, 20, 100, 50), 1e-12))
    }

    @Test("frame set under a rotation of 30°, a shear or a singular transform warns; the origin still reads back",
          arguments: [
              Transform(rotationAngle: .pi / 6),
              Transform(shearX: 0.5, y: 0),
              Transform(scaleX: 0, y: 1),
          ])
    func frameSetWarns(_ t: Transform) throws {
        let v = View(frame: rect(0, 0, 30, 40), name: "card")
        v.transform = t
        let warning = try #require(v.setFrame(rect(10, 20, 100, 50)))
        #expect(warning.contains("\"card\""))
        #expect(warning.contains("set bounds and center instead"))
        #expect(near(v.frame.origin, point(10, 20), 1e-12))
        if t.determinant == 0 { #expect(v.bounds.size == Size(width: 30, height: 40)) }
    }

    @Test("rotating 30° then setting the frame: bounds.size goes through the inverse linear part")
    func frameSetRotatedSize() throws {
        let v = View(frame: rect(0, 0, 30, 40))
        let t = Transform(rotationAngle: .pi / 6)
        v.transform = t
        v.frame = rect(0, 0, 100, 50)
        let expected = Size(width: 100, height: 50).applying(try t.inverted())
        #expect(near(v.bounds.size, Size(width: abs(expected.width), height: abs(expected.height)), 1e-12))
    }

    @Test("negative sizes are standardised: init, frame and bounds")
    func negativeSizes() {
        let v = View(frame: rect(10, 10, -20, -30))
        #expect(v.frame == rect(-10, -20, 20, 30))
        #expect(v.bounds.size == Size(width: 20, height: 30))
        #expect(v.bounds.origin == .zero)
        v.frame = rect(100, 100, -50, 10)
        #expect(v.frame.origin == point(50, 100))
        #expect(v.bounds.size == Size(width: 50, height: 10))
        v.bounds = rect(0, 0, -8, 4)
        #expect(v.bounds == rect(-8, 0, 8, 4))
        #expect(v.bounds.size.width == 8)
    }

    @Test("the null rect as a frame or bounds becomes an empty rect at the origin")
    func nullRect() {
        let v = View(frame: .null)
        #expect(v.frame == rect(0, 0, 0, 0))
        v.frame = rect(10, 10, 5, 5)
        v.frame = .null
        #expect(v.frame == rect(0, 0, 0, 0))
        v.bounds = .null
        #expect(v.bounds == rect(0, 0, 0, 0))
        #expect(!v.frame.isNull)
    }

    @Test("point(inside:) is half-open like Rect.contains, in bounds coordinates")
    func pointInside() {
        let v = View(frame: rect(100, 100, 10, 10))
        v.bounds.origin = point(-5, 0)
        #expect(v.point(inside: point(-5, 0)))
        #expect(v.point(inside: point(4.999, 9.999)))
        #expect(!v.point(inside: point(5, 5)))
        #expect(!v.point(inside: point(0, 10)))
        #expect(!v.point(inside: point(-5.001, 0)))
    }

    @Test("transformToSuperview matches (p − bounds.origin − anchor · size) · transform + center")
    func transformToSuperview() {
        let v = View(frame: rect(10, 20, 30, 40))
        v.bounds.origin = point(3, 4)
        v.anchorPoint = point(0.2, 0.7)
        v.transform = Transform(rotationAngle: 0.3).scaledBy(x: 2, y: -1).translatedBy(x: 5, y: 6)
        #expect(v.transformToSuperview.isApproximatelyEqual(to: referenceToSuperview(v), tolerance: 1e-12))
    }
}
