import Testing
import GeoCore
@testable import GeoScene

/// Numbers reach the browser exactly: shortest round-trip text, no `-0`, `null` for what JSON
/// cannot spell.
struct JSONWriterTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1, "1"), (-12, "-12"), (0.1, "0.1"), (2.5, "2.5"),
        (1e-16, "1e-16"), (123456789012, "123456789012"), (1e300, "1e+300"),
        (0.49999999999999994, "0.49999999999999994"), (Double.nan, "null"), (Double.infinity, "null"),
        (-Double.infinity, "null"), (88.39745962155614, "88.39745962155614"),
    ] as [(Double, String)])
    func numbersRoundTrip(value: Double, text: String) {
        var w = JSONWriter()
        w.number(value)
        #expect(String(decoding: w.bytes, as: UTF8.self) == text)
        if value.isFinite { #expect(Double(text) == value) }
    }

    @Test func stringsAreEscaped() {
        var w = JSONWriter()
        w.string("a\"b\\c\nd\te\u{1}é")
        #expect(String(decoding: w.bytes, as: UTF8.self) == #""a\"b\\c\nd\te\u0001é""#)
    }

    @Test func geometry() {
        var w = JSONWriter()
        w.rect(Rect(x: 1, y: -2, width: 3.5, height: 0))
        w.transform(Transform(a: 1, b: 0, c: 0, d: 1, tx: 0.25, ty: -0.0))
        #expect(String(decoding: w.bytes, as: UTF8.self) == "[1,-2,3.5,0][1,0,0,1,0.25,0]")
    }
}
