/// A width and a height (CGSize). Sizes may be negative; rectangles standardise them.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// (0, 0).
    public static let zero = Size(width: 0, height: 0)

    /// The size mapped by the linear part of `t` (CGSizeApplyAffineTransform):
    /// `width' = a*w + c*h`, `height' = b*w + d*h`. Translation does not enter, and the
    /// result keeps its sign.
    @inlinable public func applying(_ t: Transform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    /// Whether both dimensions are within `tolerance` of `other`'s.
    @inlinable public func isApproximatelyEqual(to other: Size, tolerance: Double = 1e-9) -> Bool {
        approximatelyEqual(width, other.width, tolerance)
            && approximatelyEqual(height, other.height, tolerance)
    }

    @inlinable public static func + (s: Size, t: Size) -> Size {
        Size(width: s.width + t.width, height: s.height + t.height)
    }
    @inlinable public static func - (s: Size, t: Size) -> Size {
        Size(width: s.width - t.width, height: s.height - t.height)
    }
    @inlinable public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }
    @inlinable public static func * (k: Double, s: Size) -> Size { Size(width: s.width * k, height: s.height * k) }
    @inlinable public static func / (s: Size, k: Double) -> Size { Size(width: s.width / k, height: s.height / k) }
    @inlinable public static prefix func - (s: Size) -> Size { Size(width: -s.width, height: -s.height) }
}

extension Size: GeoFormattable {
    /// `(width, height)`.
    public func formatted(_ format: NumberFormat) -> String {
        "(\(format.string(width)), \(format.string(height)))"
    }
}
