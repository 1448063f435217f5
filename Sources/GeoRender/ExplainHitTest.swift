// MARK: explain(root.hitTest(p))

extension Explain {
    /// How `view.hitTest(point)` comes about, with UIKit's rules: each view visited, the point
    /// in its bounds coordinates, and why it was entered or skipped (hidden, alpha < 0.01, user
    /// interaction disabled, a singular transform, outside its bounds), subviews front-most
    /// first; the search goes down into the first subview that takes the point and never
    /// comes back up, and a view none of whose subviews takes it is the answer.
    ///
    /// At most `listed` skipped subviews are listed per view; the rest are counted.
    public static func hitTest(_ point: Point, in view: View, source: String, format: NumberFormat,
                               listed: Int = 8) -> String {
        let p = { (q: Point) in q.formatted(format) }
        var lines = [source + ": the deepest visible, interactive view under " + p(point)
            + " (in " + label(view, format) + "'s bounds coordinates), front-most subview first"]
        var found: View?
        if let reason = skipReason(view, format) {
            lines.append("  " + label(view, format) + ": " + reason + " → nil")
        } else if !view.bounds.contains(point) {
            lines.append("  " + label(view, format) + ": " + p(point) + " is outside its bounds "
                + view.bounds.formatted(format) + " → nil")
        } else {
            lines.append("  " + label(view, format) + ": " + p(point) + " is inside its bounds "
                + view.bounds.formatted(format) + entering(view))
            var current = view
            var q = point
            var depth = 1
            descent: while true {
                let indent = String(repeating: "  ", count: min(depth, 16) + 1)
                var skipped: [String] = []
                var next: (View, Point)?
                var behind = 0
                var i = current.subviews.count
                while i > 0 {
                    i -= 1
                    let child = current.subviews[i]
                    let (line, taken) = visit(child, q, format)
                    if let taken {
                        next = (child, taken)
                        behind = i
                        break
                    }
                    skipped.append(line)
                }
                if skipped.count > listed {
                    let more = skipped.count - (listed - 1)
                    skipped = Array(skipped.prefix(listed - 1))
                    skipped.append("… and \(more) more subviews, each skipped")
                }
                lines += skipped.map { indent + $0 }
                guard let (child, taken) = next else {
                    let why = current.subviews.isEmpty ? "it has no subviews"
                        : "none of its subviews takes the point"
                    lines.append(indent + "→ " + label(current, format) + ": " + why)
                    found = current
                    break descent
                }
                var line = label(child, format) + ": " + p(taken) + " in its coordinates, inside its bounds "
                    + child.bounds.formatted(format) + entering(child)
                if behind > 0 { line += " (the \(behind) behind it are not tried)" }
                lines.append(indent + line)
                current = child
                q = taken
                depth += 1
            }
        }
        let actual = view.hitTest(point)
        lines.append("  = " + (actual.map { $0.description(format: format) } ?? "nil"))
        if actual !== found {
            lines.append("  (the walk above ends at " + (found.map { label($0, format) } ?? "nil")
                + ", which disagrees with View.hitTest: please report this)")
        }
        return join(lines)
    }

    /// Why a view and its subtree are not hit-tested, or nil when it can be.
    static func skipReason(_ v: View, _ format: NumberFormat) -> String? {
        if v.isHidden { return "isHidden, so it and its subviews are skipped" }
        if !(v.alpha >= 0.01) {
            return "alpha " + format.string(v.alpha) + " is below 0.01, so it and its subviews are skipped"
        }
        if !v.isUserInteractionEnabled {
            return "isUserInteractionEnabled is false, so it and its subviews are skipped"
        }
        return nil
    }

    /// " → entered; its 3 subviews, front-most first:" or " → entered".
    static func entering(_ v: View) -> String {
        switch v.subviews.count {
        case 0: return " → entered"
        case 1: return " → entered; its subview:"
        case let n: return " → entered; its \(n) subviews, front-most first:"
        }
    }

    /// A subview tried with `p` in its superview's bounds coordinates: the line explaining
    /// it, and `p` in its own coordinates when it takes the point.
    static func visit(_ child: View, _ p: Point, _ format: NumberFormat) -> (String, Point?) {
        let name = label(child, format)
        if let reason = skipReason(child, format) { return (name + ": " + reason, nil) }
        guard let inverse = try? child.transformToSuperview.inverted() else {
            return (name + ": its transform " + child.transform.formatted(format)
                + " is singular, so no point maps into it → skipped", nil)
        }
        let q = p.applying(inverse)
        if child.bounds.contains(q) { return (name, q) }
        return (name + ": " + q.formatted(format) + " in its coordinates is outside its bounds "
            + child.bounds.formatted(format) + " → skipped", nil)
    }
}
