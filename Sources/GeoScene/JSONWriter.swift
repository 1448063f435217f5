import GeoCore

/// A JSON document written byte by byte (no Foundation): objects, arrays, strings, numbers.
///
/// Numbers are written as the shortest text that reads back as the same Double (so a browser's
/// `JSON.parse` sees exactly geo's numbers), whole numbers without a fraction, `-0` as `0`;
/// NaN and the infinities, which JSON cannot spell, as `null`. The caller places the commas
/// (`comma()` before every element after the first).
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always) public mutating func byte(_ b: UInt8) { bytes.append(b) }

    @inline(__always) public mutating func comma() { bytes.append(UInt8(ascii: ",")) }

    /// `"key":`
    public mutating func key(_ name: StaticString) {
        byte(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    /// A JSON string with `"`, `\` and control characters escaped.
    public mutating func string(_ s: String) {
        byte(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case UInt8(ascii: "\n"): raw("\\n")
            case UInt8(ascii: "\r"): raw("\\r")
            case UInt8(ascii: "\t"): raw("\\t")
            case 0..<0x20:
                raw("\\u00")
                byte(JSONWriter.hex[Int(b >> 4)])
                byte(JSONWriter.hex[Int(b & 15)])
            default: byte(b)
            }
        }
        byte(UInt8(ascii: "\""))
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    public mutating func bool(_ b: Bool) { b ? raw("true") : raw("false") }

    public mutating func null() { raw("null") }

    public mutating func int(_ n: Int) {
        if n < 0 { byte(UInt8(ascii: "-")) }
        var m = n.magnitude
        if m == 0 { byte(UInt8(ascii: "0")); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while m > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[i]) }
        }
    }

    /// A number: see the type's documentation.
    public mutating func number(_ x: Double) {
        guard x.isFinite else { null(); return }
        if x == 0 { byte(UInt8(ascii: "0")); return }
        // Whole numbers (most of a UI's geometry) without the general algorithm.
        if x == x.rounded(.towardZero), abs(x) < 1e15 {
            int(Int(x))
            return
        }
        var text = x.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// `[x, y]`
    public mutating func point(_ p: Point) {
        byte(UInt8(ascii: "[")); number(p.x); comma(); number(p.y); byte(UInt8(ascii: "]"))
    }

    /// `[w, h]`
    public mutating func size(_ s: Size) {
        byte(UInt8(ascii: "[")); number(s.width); comma(); number(s.height); byte(UInt8(ascii: "]"))
    }

    /// `[x, y, w, h]`
    public mutating func rect(_ r: Rect) {
        byte(UInt8(ascii: "["))
        number(r.origin.x); comma(); number(r.origin.y); comma()
        number(r.size.width); comma(); number(r.size.height)
        byte(UInt8(ascii: "]"))
    }

    /// `[a, b, c, d, tx, ty]`
    public mutating func transform(_ t: Transform) {
        byte(UInt8(ascii: "["))
        number(t.a); comma(); number(t.b); comma(); number(t.c); comma()
        number(t.d); comma(); number(t.tx); comma(); number(t.ty)
        byte(UInt8(ascii: "]"))
    }
}
