// MARK: explain(root.hitTest(p))

extension Explain {
    /// How `view.hitTest(point)` comes about, with UIKit's rules: each view visited, the point
    /// in its bounds coordinates, and why it was entered or skipped (hidden, alpha < 0.01, user
    /// interaction disabled, a singular transform, outside its bounds), subviews front-most
    /// first; the search goes down into the first subview that takes the point and never
    /// comes back up, and a view none of whose subviews takes it is the answer.
    ///
    /// The walk is GeoViews' own `hitTestTrace(_:)`. At most `listed` skipped subviews are
    /// listed per view; the rest are counted.
    public static func hitTest(_ point: Point, in view: View, source: String, format: NumberFormat,
                               listed: Int = 8) -> String {
        var lines = [source + ": the deepest visible, interactive view at " + point.formatted(format)
            + " in " + label(view, format) + "'s bounds"]
        let (found, steps) = view.hitTestTrace(point)
        var skipped: [String] = []
        var skippedDepth = 1
        func flushSkipped() {
            let indent = String(repeating: "  ", count: min(skippedDepth, 16) + 1)
            if skipped.count > max(listed, 1) {
                let shown = max(listed, 1) - 1
                let more = skipped.count - shown
                skipped = Array(skipped.prefix(shown)) + ["… and \(more) more subviews, each skipped"]
            }
            lines += skipped.map { indent + $0 }
            skipped = []
        }
        for step in steps {
            let name = label(step.view, format)
            let indent = String(repeating: "  ", count: min(step.depth, 16) + 1)
            if step.depth == 0 {
                let p = point.formatted(format), b = step.view.bounds.formatted(format)
                switch step.verdict {
                case .entered: lines.append(indent + name + ": " + p + " is inside its bounds " + b + entering(step.view))
                case .outside: lines.append(indent + name + ": " + p + " is outside its bounds " + b + " → nil")
                default: lines.append(indent + name + ": " + reason(step, format) + " → nil")
                }
                continue
            }
            if step.depth != skippedDepth { flushSkipped() }
            skippedDepth = step.depth
            guard step.verdict == .entered, let q = step.point else {
                skipped.append(name + ": " + reason(step, format))
                continue
            }
            flushSkipped()
            var line = name + ": " + q.formatted(format) + " in its coordinates, inside its bounds "
                + step.view.bounds.formatted(format) + entering(step.view)
            let behind = step.view.superview?.subviews.firstIndex { $0 === step.view } ?? 0
            if behind == 1 { line += " (the 1 behind it is not tried)" }
            if behind > 1 { line += " (the \(behind) behind it are not tried)" }
            lines.append(indent + line)
        }
        flushSkipped()
        if let found {
            let depth = steps.last { $0.view === found }?.depth ?? 0
            let indent = String(repeating: "  ", count: min(depth + 1, 16) + 1)
            let why = found.subviews.isEmpty ? "it has no subviews" : "none of its subviews takes the point"
            lines.append(indent + "→ " + label(found, format) + ": " + why)
        }
        let actual = view.hitTest(point)
        lines.append("  = " + (actual.map { $0.description(format: format) } ?? "nil"))
        if actual !== found {
            lines.append("  (the walk above ends at " + (found.map { label($0, format) } ?? "nil")
                + ", which disagrees with View.hitTest: please report this)")
        }
        return join(lines)
    }

    /// Why a visited view was not entered.
    static func reason(_ step: HitTestStep, _ format: NumberFormat) -> String {
        let v = step.view
        switch step.verdict {
        case .hidden: return "isHidden, so it and its subviews are skipped"
        case .transparent: return "alpha " + format.string(v.alpha) + " is below 0.01, so it and its subviews are skipped"
        case .notInteractive: return "isUserInteractionEnabled is false, so it and its subviews are skipped"
        case .singular:
            return "its transform " + v.transform.formatted(format) + " is singular, so no point maps into it → skipped"
        case .outside:
            return (step.point.map { $0.formatted(format) + " in its coordinates is outside its bounds " } ?? "outside its bounds ")
                + v.bounds.formatted(format) + " → skipped"
        case .entered: return "entered"
        }
    }

    /// " → entered; its 3 subviews, front-most first:" or " → entered".
    static func entering(_ v: View) -> String {
        switch v.subviews.count {
        case 0: return " → entered"
        case 1: return " → entered; its subview:"
        case let n: return " → entered; its \(n) subviews, front-most first:"
        }
    }
}
