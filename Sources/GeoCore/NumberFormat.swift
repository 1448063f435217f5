/// How numbers are shown: at most `decimals` decimals with trailing zeros trimmed and
/// `-0` shown as `0` (docs/language.md), or every digit when `decimals` is nil (`exact`).
///
/// Rounding is display only: the value itself is never changed.
public struct NumberFormat: Sendable, Hashable {
    /// Decimals to show at most; `nil` shows the shortest exact representation.
    public var decimals: Int?

    public init(decimals: Int?) {
        self.decimals = decimals.map { min(max($0, 0), 17) }
    }

    /// Four decimals, geo's default display.
    public static let standard = NumberFormat(decimals: 4)
    /// Every digit: the shortest text that reads back as the same Double.
    public static let exact = NumberFormat(decimals: nil)

    /// The text for `x` in this format.
    public func string(_ x: Double) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x < 0 ? "-inf" : "inf" }
        guard let decimals else { return NumberFormat.shortest(x) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // A whole number within the exact range below prints as its digits (the general code
        // below gives the same text, with more work).
        if x == x.rounded(.towardZero), abs(x) * scale < 9_007_199_254_740_992 {
            return NumberFormat.digits(Int64(x))
        }
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        // Beyond 2^53 the digits after the point are not representable anyway.
        guard scaled < 9_007_199_254_740_992 else { return NumberFormat.shortest(x) }
        if scaled == 0 { return "0" }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = units / divisor
        var fraction = units % divisor
        var text = (x < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = decimals
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// The decimal digits of `n` (a whole number below 2^53 in magnitude, so at most 17
    /// characters with its sign), written straight into the String: what `String(n)` gives,
    /// without its generic conversion through a heap buffer — printing and interpolating whole
    /// numbers is most of what scripts show.
    static func digits(_ n: Int64) -> String {
        var magnitude = n.magnitude
        var length = n < 0 ? 2 : 1
        var rest = magnitude / 10
        while rest != 0 { length += 1; rest /= 10 }
        return String(unsafeUninitializedCapacity: length) { out in
            var at = length
            repeat {
                at -= 1
                out[at] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 0x30
                magnitude /= 10
            } while magnitude != 0
            if n < 0 { out[0] = 0x2D }
            return length
        }
    }

    /// Swift's shortest round-tripping text, with `.0` dropped from whole numbers and
    /// `-0` shown as `0`.
    static func shortest(_ x: Double) -> String {
        if x == 0 { return "0" }
        var text = x.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}

/// A value that can be shown in a given number format.
public protocol GeoFormattable: CustomStringConvertible {
    /// The value's text with its numbers in `format`.
    func formatted(_ format: NumberFormat) -> String
}

extension GeoFormattable {
    /// The value at geo's default display precision.
    public var description: String { formatted(.standard) }
}
