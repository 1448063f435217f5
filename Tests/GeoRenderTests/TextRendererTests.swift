import Testing
@testable import GeoRender

@Suite struct TextRendererTests {
    @Test func placeholder() {
        #expect(TextRenderer.drawing(of: View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "a")).contains("a"))
    }
}
