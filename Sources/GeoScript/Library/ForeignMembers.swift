/// Members a UIKit or Core Animation user reaches for that geo spells differently, with the
/// reason: `v.position` (CALayer's) is geo's `center`, `v.opacity` is `alpha`.
extension Registry {
    /// The message for `name` missing on a value of `kind` when it is one of those, else nil:
    /// `no member 'position' on View; did you mean 'center'? (…why…)`.
    static func foreignMember(_ name: String, on value: Value) -> String? {
        if name == "subscript" {
            // `x[a..<b]` (the parser's `x.subscript(from:upTo:)`) on what is neither a list nor a string.
            return "cannot take a range of \(RuntimeError.describeBriefly(value)); only lists and strings have ranges of elements"
        }
        if case .function(let f) = value { return staticMember(name, of: f.name) }
        if value.kind == .list, ["shuffled", "shuffle", "randomElement"].contains(name) {
            return "no member '\(name)' on List: " + (staticMember("random", of: "Int") ?? "")
        }
        if value.kind == .list, name == "lowerBound" || name == "upperBound" {
            // `r.lowerBound` of a `ClosedRange<Int>`: geo's ranges are the lists of their numbers.
            return "no member '\(name)' on List: a range is the list of its numbers in geo; its first is r.first!, its last r.last! (a half-open a..<b ends at b - 1)"
        }
        guard value.kind == .view else { return nil }
        let start = "no member '\(name)' on View"
        switch name {
        case "position":
            return start + "; did you mean 'center'? (UIView has no position; CALayer's position is geo's center)"
        case "origin", "size", "width", "height", "x", "y", "minX", "midX", "maxX", "minY", "midY", "maxY":
            return start + "; did you mean 'frame.\(name)' (in the superview) or 'bounds.\(name)' (in the view's own space)?"
        case "affineTransform", "setAffineTransform":
            return start + "; did you mean 'transform'? (geo's View is its layer too: read or set v.transform)"
        case "masksToBounds":
            return start + "; did you mean 'clipsToBounds'? (CALayer's masksToBounds is UIView's clipsToBounds)"
        // CALayer's names for what UIView (and geo's View) spells otherwise.
        case "opacity":
            return start + "; did you mean 'alpha'? (CALayer's opacity is UIView's alpha)"
        case "hidden":
            return start + "; did you mean 'isHidden'? (Swift's name for UIView's hidden)"
        case "userInteractionEnabled":
            return start + "; did you mean 'isUserInteractionEnabled'? (Swift's name)"
        case "sublayers":
            return start + "; did you mean 'subviews'? (geo's View is its layer too)"
        // UIKit members that are not geometry: nothing in frames, hit-testing or conversion
        // depends on them, so geo does not model them.
        case "backgroundColor", "tintColor", "cornerRadius", "borderWidth", "borderColor", "shadowOpacity",
             "shadowRadius", "shadowOffset", "shadowColor", "contentMode", "font", "textColor", "image",
             "isOpaque", "opaque", "translatesAutoresizingMaskIntoConstraints", "autoresizingMask",
             "layoutIfNeeded", "setNeedsLayout", "layoutSubviews", "sizeToFit", "setNeedsDisplay",
             "sizeThatFits", "intrinsicContentSize", "safeAreaInsets", "safeAreaLayoutGuide", "layoutMargins",
             "directionalLayoutMargins", "constraints", "addConstraint", "addConstraints", "setNeedsUpdateConstraints",
             "updateConstraints", "updateConstraintsIfNeeded", "invalidateIntrinsicContentSize":
            return start + ": geo models geometry (frame, bounds, center, transform, anchorPoint, the tree, hit-testing), and '\(name)' plays no part in it — leave it out"
        default:
            return nil
        }
    }

    /// Swift's static members that geo has no value for (`Int.max`, `UIView.animate`), as geo
    /// spells them; the ones it has (`CGRect.zero`, `CGFloat.pi`) the parser reads as its values
    /// (`Parser.staticConstant`).
    static func staticMember(_ name: String, of type: String) -> String? {
        switch (type, name) {
        case ("Int", "max"), ("Int", "min"), ("Int64", "max"), ("Int64", "min"), ("UInt", "max"), ("UInt64", "max"):
            return "geo's numbers are all Double, and \(type).\(name) is none: write infinity (or -infinity) for a bound nothing passes, or Double.greatestFiniteMagnitude"
        case ("Int", "random"), ("Double", "random"), ("CGFloat", "random"), ("Float", "random"), ("Bool", "random"):
            return "geo has no random numbers: a script prints the same on every run (a lesson's output is checked); "
                + "write the values, or make them with a seeded generator: seed = seed * 16807 % 2147483647 (exact in a Double; start seed at 1 or more)"
        case ("UIView", "animate"), ("View", "animate"):
            return type == "UIView"
                ? "UIView.animate(withDuration:animations:) is called, as in UIKit: UIView.animate(withDuration: 0.3) { … } (or geo's animate(duration:delay:curve:))"
                : "View.animate(withDuration:animations:) is written animate(duration: 0.3) { … } in geo (also delay:, curve:)"
        case ("UIView", "performWithoutAnimation"), ("View", "performWithoutAnimation"):
            return "no member 'performWithoutAnimation' on \(type): geo changes a property without animating it outside an animate block, so write the block's statements there"
        case ("UIView", "transition"), ("UIView", "animateKeyframes"), ("UIView", "addKeyframe"),
             ("View", "transition"), ("View", "animateKeyframes"), ("View", "addKeyframe"):
            return "no member '\(name)' on \(type): geo animates with UIView.animate(withDuration:) / animate(duration:) blocks; for steps one after another, start each in the last one's completion"
        case ("UIView", _), ("View", _):
            // `UIView.animte(…)`: the one static member geo has, when the name is near it.
            guard let near = Suggest.nearest(name, in: ["animate"]) else { return nil }
            return "no member '\(name)' on \(type); did you mean '\(near)'?"
        default:
            return nil
        }
    }

    /// A note for an unknown global that is a Swift, UIKit or Core Animation name geo spells
    /// differently (`CALayer()`, `M_PI`, `CATransform3DIdentity`).
    static func foreignGlobalNote(_ name: String) -> String? {
        switch name {
        case "CALayer", "NSView":
            return "geo's View is a UIView and its CALayer in one: View(frame: (x, y, width, height), name: \"card\")"
        case "M_E":
            return "e is exp(1) in geo"
        case "M_PI", "M_PI_2", "M_PI_4":
            return "geo's constant is pi: \(name) is \(name == "M_PI" ? "pi" : name == "M_PI_2" ? "pi / 2" : "pi / 4") (or write the angle in degrees, 90deg)"
        case "CGVector":
            return "a vector is a Point in geo: (dx, dy)"
        case "UIEdgeInsets", "NSDirectionalEdgeInsets":
            return "geo has no insets value: inset a rect by sides with CGRect(x: r.minX + left, y: r.minY + top, width: r.width - left - right, height: r.height - top - bottom), or evenly with r.insetBy(dx:dy:)"
        case "UIScreen":
            return "geo has no screen: make a root view of a screen's size, let screen = View(frame: (0, 0, 390, 844), name: \"screen\"), or paste a dump's UIWindow"
        case "debugPrint", "dump", "NSLog":
            return "write print(x); geo's print shows any value"
        case "NSStringFromCGRect", "NSStringFromCGPoint", "NSCoder":
            return "geo's values print as they are: \"\\(rect)\" or print(rect)"
        case "UIColor", "CGColor", "UIFont", "UIImage":
            return "geo models geometry (frame, bounds, center, transform, anchorPoint, the tree, hit-testing): colours, fonts and images play no part in it — leave them out"
        case "CGRectMake", "CGPointMake", "CGSizeMake":
            return "Swift writes \(name.dropLast(4))(x:y:…) with labels: CGRect(x: 0, y: 0, width: 10, height: 5), CGPoint(x: 1, y: 2), CGSize(width: 3, height: 4)"
        default:
            if name.hasPrefix("CGRectGet") {
                return "Swift reads a rect's \(name.dropFirst(9)) as a property: r.\(name.dropFirst(9).prefix(1).lowercased() + name.dropFirst(10))"
            }
            if name.hasPrefix("CATransform3D") {
                return "geo's transforms are 2D, as CGAffineTransform: identity, rotation(a), scale(sx, sy), translation(tx, ty)"
            }
            return nil
        }
    }
}
