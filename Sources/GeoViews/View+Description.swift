// MARK: Descriptions

extension View: CustomStringConvertible {
    /// `<View "card" frame=(x, y, w, h)>` (`<View frame=(…)>` when unnamed), numbers at geo's
    /// default display precision.
    public var description: String { description(format: .standard) }

    /// The description with its numbers in `format`.
    public func description(format: NumberFormat) -> String {
        "<View" + namePart + " frame=" + frame.formatted(format) + ">"
    }

    private var namePart: String {
        guard let name else { return "" }
        return " \"" + name + "\""
    }

    /// One line per view in the subtree, depth-first in subview order (back to front), each
    /// indented by `   | ` per level as UIKit's `recursiveDescription` does, with the name, the
    /// frame, and whatever differs from the defaults: transform, bounds (when its origin is not
    /// zero), anchorPoint, isHidden, alpha, isUserInteractionEnabled, clipsToBounds.
    public var recursiveDescription: String { recursiveDescription(format: .standard) }

    /// `recursiveDescription` with its numbers in `format`.
    public func recursiveDescription(format: NumberFormat) -> String {
        var lines: [String] = []
        var stack: [(View, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + view.detailLine(format: format))
            for child in view.subviews.reversed() { stack.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    /// The view's line in `recursiveDescription`.
    public func detailLine(format: NumberFormat = .standard) -> String {
        var text = "<View" + namePart + " frame=" + frame.formatted(format)
        if !_transform.isIdentity { text += " transform=" + _transform.formatted(format) }
        if _bounds.origin != .zero { text += " bounds=" + _bounds.formatted(format) }
        if _anchorPoint != Point(x: 0.5, y: 0.5) { text += " anchorPoint=" + _anchorPoint.formatted(format) }
        if isHidden { text += " isHidden" }
        if alpha != 1 { text += " alpha=" + format.string(alpha) }
        if !isUserInteractionEnabled { text += " isUserInteractionEnabled=false" }
        if clipsToBounds { text += " clipsToBounds" }
        return text + ">"
    }
}
