// MARK: Descriptions

extension View: CustomStringConvertible {
    /// `<View "card" frame=(x, y, w, h)>` (`<View frame=(…)>` when unnamed), numbers at geo's
    /// default display precision.
    public var description: String { description(format: .standard) }

    /// The description with its numbers in `format`.
    public func description(format: NumberFormat) -> String {
        View.description(name: name, frame: frame, format: format)
    }

    /// `<View "name" frame=(…)>` of a view named `name` whose frame is `frame`.
    static func description(name: String?, frame: Rect, format: NumberFormat) -> String {
        "<View" + namePart(name) + " frame=" + frame.formatted(format) + ">"
    }

    private static func namePart(_ name: String?) -> String {
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
        (try? recursiveDescription(format: format, maxBytes: .max)) ?? ""
    }

    /// Why a bounded `recursiveDescription` gave up.
    public enum DescriptionLimit: Error, Equatable {
        /// The text would take at least this many UTF-8 bytes, more than allowed.
        case tooLong(Int)
        /// `isCancelled` said to stop.
        case cancelled
    }

    /// `recursiveDescription`, sized before it is built: each line is made once without its
    /// indentation, the total (indentation included) is checked against `maxBytes`, and only
    /// then is the text joined — a tree 20,000 views deep, whose text is 1 GB of indentation,
    /// is refused after a linear pass. `isCancelled` is polled every 1,024 views.
    public func recursiveDescription(format: NumberFormat, maxBytes: Int,
                                     isCancelled: () -> Bool = { false }) throws(DescriptionLimit) -> String {
        var lines: [(depth: Int, text: String)] = []
        var total = 0
        var stack: [(View, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            if lines.count % 1_024 == 1_023, isCancelled() { throw .cancelled }
            let line = view.detailLine(format: format)
            let (indent, o1) = depth.multipliedReportingOverflow(by: 5)
            let (withLine, o2) = total.addingReportingOverflow(indent + line.utf8.count + (lines.isEmpty ? 0 : 1))
            if o1 || o2 || withLine > maxBytes { throw .tooLong(o1 || o2 ? .max : withLine) }
            total = withLine
            lines.append((depth, line))
            for child in view.subviews.reversed() { stack.append((child, depth + 1)) }
        }
        var text = ""
        text.reserveCapacity(total)
        for (i, line) in lines.enumerated() {
            if i > 0 { text += "\n" }
            if i % 1_024 == 1_023, isCancelled() { throw .cancelled }
            for _ in 0..<line.depth { text += "   | " }
            text += line.text
        }
        return text
    }

    /// The view's line in `recursiveDescription`.
    public func detailLine(format: NumberFormat = .standard) -> String {
        var text = "<View" + View.namePart(name) + " frame=" + frame.formatted(format)
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

/// Why a frame set on a turned view will not read back as the frame given (`View.setFrame`):
/// the numbers, made into text only when the warning is shown. (A class: a set with nothing to
/// warn about, every set of an untransformed view, returns one nil pointer; a struct this size
/// was returned through memory, about 48 instructions a set on flow.geo.)
public final class FrameWarning: Sendable {
    enum Kind: Sendable {
        /// The transform is not a scale, flip, translation or quarter turn.
        case notRoundTripping
        /// The transform cannot be inverted: only the position moved.
        case singular
    }

    let kind: Kind
    /// The view's name, its frame and its bounds' size before the set.
    let name: String?
    let frameBefore: Rect
    let sizeBefore: Size
    let transform: Transform
    /// The frame given, standardised.
    let frame: Rect
    /// The bounds' size and the frame after the set.
    let sizeAfter: Size
    let frameAfter: Rect

    init(kind: Kind, name: String?, frameBefore: Rect, sizeBefore: Size, transform: Transform, frame: Rect, sizeAfter: Size, frameAfter: Rect) {
        self.kind = kind
        self.name = name
        self.frameBefore = frameBefore
        self.sizeBefore = sizeBefore
        self.transform = transform
        self.frame = frame
        self.sizeAfter = sizeAfter
        self.frameAfter = frameAfter
    }

    /// The warning's text: what the set did to bounds, and whether the frame reads back.
    public var message: String {
        let view = View.description(name: name, frame: frameBefore, format: .standard)
        switch kind {
        case .notRoundTripping:
            // (Compared as printed: what the user sees read back.)
            let given = frame.formatted(.standard), after = frameAfter.formatted(.standard)
            let readBack = after == given ? "the frame reads back as \(given)" : "the frame reads \(after), not the \(given) set"
            return "frame set on \(view) whose transform \(transform) is not a scale, "
                + "flip, translation or quarter turn: UIKit leaves the result undefined; here bounds.size "
                + "went from \(sizeBefore.formatted(.standard)) to \(sizeAfter.formatted(.standard)) and \(readBack); "
                + "set bounds and center instead"
        case .singular:
            return "frame set on \(view) whose transform \(transform) is singular: bounds.size "
                + "is left as it was and only the position moves; set bounds and center instead"
        }
    }
}
