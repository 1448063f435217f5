// MARK: Step-by-step accounts of conversion and hit-testing (for teaching: `explain`)

/// One coordinate space crossed by a conversion: from `from`'s bounds coordinates to `to`'s,
/// by `transform` — `from.transformToSuperview` going up, its inverse going down.
public struct ConversionStep {
    public enum Direction: Sendable { case up, down }
    public let from: View
    public let to: View
    public let direction: Direction
    public let transform: Transform
}

/// One view visited by `hitTestTrace(_:)`, with the point in its bounds coordinates.
public struct HitTestStep {
    public enum Verdict: Sendable, Equatable {
        /// Skipped with its subtree: `isHidden`.
        case hidden
        /// Skipped with its subtree: `alpha < 0.01`.
        case transparent
        /// Skipped with its subtree: `isUserInteractionEnabled == false`.
        case notInteractive
        /// Skipped: its transform is singular, so the point has no place in its bounds.
        case singular
        /// Skipped: the point is outside its bounds (its subviews are not tried).
        case outside
        /// The point is inside: its subviews are tried, front-most first.
        case entered
    }
    public let view: View
    /// Nesting below the view the trace started at.
    public let depth: Int
    /// The point in `view`'s bounds coordinates; nil for a singular transform.
    public let point: Point?
    public let verdict: Verdict
}

extension View {
    /// The spaces a conversion to `view` (`nil`: the root's space) crosses, up to the nearest
    /// common ancestor and down; the product of the steps' matrices is `transform(to:)` up to
    /// rounding. Throws as `convert(_:to:)` does.
    public func conversionSteps(to view: View?) throws(GeometryError) -> [ConversionStep] {
        let target = view ?? window
        var up: [View] = []
        var v: View? = self
        while let current = v { up.append(current); v = current.superview }
        var down: [View] = []
        v = target
        while let current = v { down.append(current); v = current.superview }
        guard let rootA = up.last, let rootB = down.last, rootA === rootB else {
            throw View.differentTreesError(self, target)
        }
        while let a = up.last, let b = down.last, a === b {
            up.removeLast()
            down.removeLast()
        }
        var steps: [ConversionStep] = []
        for child in up {
            guard let parent = child.superview else { break }
            steps.append(ConversionStep(from: child, to: parent, direction: .up,
                                        transform: child.transformToSuperview))
        }
        for child in down.reversed() {
            guard let parent = child.superview else { break }
            guard let inverse = child.inverseTransformToSuperview else {
                throw View.singularError(from: self, to: target, culprit: child)
            }
            steps.append(ConversionStep(from: parent, to: child, direction: .down, transform: inverse))
        }
        return steps
    }

    /// `hitTest(_:)` with its reasoning: every view visited in order, the point in its
    /// coordinates and why it was entered or skipped, and the result. Uses no index, so it
    /// lists every subview tried before the one that took the point.
    public func hitTestTrace(_ point: Point) -> (result: View?, steps: [HitTestStep]) {
        var steps: [HitTestStep] = []
        let verdict = hitVerdict(at: point)
        steps.append(HitTestStep(view: self, depth: 0, point: point, verdict: verdict))
        guard verdict == .entered else { return (nil, steps) }
        var view = self
        var p = point
        var depth = 0
        descend: while true {
            depth += 1
            for child in view.subviews.reversed() {
                guard let inverse = child.inverseTransformToSuperview else {
                    steps.append(HitTestStep(view: child, depth: depth, point: nil,
                                             verdict: child.flagVerdict ?? .singular))
                    continue
                }
                let q = p.applying(inverse)
                let verdict = child.hitVerdict(at: q)
                steps.append(HitTestStep(view: child, depth: depth, point: q, verdict: verdict))
                if verdict == .entered {
                    view = child
                    p = q
                    continue descend
                }
            }
            return (view, steps)
        }
    }

    /// Why the view is skipped for its flags, or nil when they allow a hit.
    private var flagVerdict: HitTestStep.Verdict? {
        if isHidden { return .hidden }
        if !(alpha >= 0.01) { return .transparent }
        if !isUserInteractionEnabled { return .notInteractive }
        return nil
    }

    private func hitVerdict(at p: Point) -> HitTestStep.Verdict {
        if let skip = flagVerdict { return skip }
        return _bounds.contains(p) ? .entered : .outside
    }
}
