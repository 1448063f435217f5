/// Members a UIKit or Core Animation user reaches for that geo spells differently, with the
/// reason: `v.position` (CALayer's) is geo's `center`, `v.layer` is the view itself.
extension Registry {
    /// The message for `name` missing on a value of `kind` when it is one of those, else nil:
    /// `no member 'position' on View; did you mean 'center'? (…why…)`.
    static func foreignMember(_ name: String, on kind: ValueKind) -> String? {
        guard kind == .view else { return nil }
        let start = "no member '\(name)' on View"
        switch name {
        case "position":
            return start + "; did you mean 'center'? (UIView has no position; CALayer's position is geo's center)"
        case "layer":
            return start + ": geo's View is its layer too (anchorPoint, transform, bounds, center — CALayer's position — are the view's own members)"
        case "origin", "size", "width", "height", "x", "y", "minX", "midX", "maxX", "minY", "midY", "maxY":
            return start + "; did you mean 'frame.\(name)' (in the superview) or 'bounds.\(name)' (in the view's own space)?"
        case "affineTransform":
            return start + "; did you mean 'transform'? (geo's View is its layer too)"
        default:
            return nil
        }
    }
}
