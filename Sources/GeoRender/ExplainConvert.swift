// MARK: explain(v.convert(p, to: w)) and the other three conversions

extension Explain {
    /// What is converted: a point, or a rectangle (followed by its four corners).
    public enum Converted {
        case point(Point)
        case rect(Rect)
    }

    /// How `view.convert(x, to: target)` comes about (`target` nil: the root's coordinate
    /// space): each coordinate space crossed on the way up to the nearest common ancestor and
    /// down to `target`, with its matrix and where the point (or the rectangle's four corners)
    /// lands. Throws what `View.convert` throws (different trees, a singular transform).
    public static func convert(_ x: Converted, of view: View, to target: View?, source: String,
                               format: NumberFormat) throws(GeometryError) -> String {
        let result = try convertedValue(x, of: view, to: target)
        let to = target ?? view.window
        let space = target == nil ? "the root's coordinate space (" + label(to, format) + "'s bounds, the window's)"
            : label(to, format) + "'s bounds coordinates"
        let head = source + ": from " + label(view, format) + "'s bounds coordinates to " + space
        return explainPath(x, from: view, to: to, head: head, result: result, format: format)
    }

    /// How `view.convert(x, from: origin)` comes about (`origin` nil: the root's coordinate
    /// space): the same path as `origin.convert(x, to: view)`.
    public static func convert(_ x: Converted, of view: View, from origin: View?, source: String,
                               format: NumberFormat) throws(GeometryError) -> String {
        let result: Converted
        switch x {
        case .point(let p): result = .point(try view.convert(p, from: origin))
        case .rect(let r): result = .rect(try view.convert(r, from: origin))
        }
        let start = origin ?? view.window
        let space = origin == nil ? "the root's coordinate space (" + label(start, format) + "'s bounds, the window's)"
            : label(start, format) + "'s bounds coordinates"
        let head = source + ": from " + space + " to " + label(view, format) + "'s bounds coordinates"
        return explainPath(x, from: start, to: view, head: head, result: result, format: format)
    }

    static func convertedValue(_ x: Converted, of view: View, to target: View?) throws(GeometryError) -> Converted {
        switch x {
        case .point(let p): return .point(try view.convert(p, to: target))
        case .rect(let r): return .rect(try view.convert(r, to: target))
        }
    }

    /// The steps from `source`'s bounds coordinates to `target`'s, ending with `result`
    /// (View's own answer).
    static func explainPath(_ x: Converted, from source: View, to target: View, head: String,
                            result: Converted, format: NumberFormat) -> String {
        var lines = [head]
        var ps: [Point]
        switch x {
        case .point(let p): ps = [p]
        case .rect(let r):
            ps = r.corners
            lines.append("  the rectangle " + r.formatted(format) + " is its four corners:")
            lines.append("       " + points(ps, format))
        }
        // The spaces crossed, as GeoViews lists them (up to the common ancestor, then down).
        let steps = (try? source.conversionSteps(to: target)) ?? []
        if steps.isEmpty {
            lines.append("  it is the same view: nothing changes")
        }
        for (i, step) in steps.enumerated() {
            let n = "  \(i + 1). "
            let m = step.transform
            switch step.direction {
            case .up:
                lines.append(n + label(step.from, format) + " → " + label(step.to, format) + " (up): "
                    + recipe(step.from, format))
                lines.append("       matrix " + m.formatted(format) + (m.isIdentity ? ": nothing moves" : ""))
            case .down:
                lines.append(n + label(step.from, format) + " → " + label(step.to, format) + " (down): undo "
                    + label(step.to, format) + "'s step up (" + recipe(step.to, format) + ")")
                if m.isIdentity {
                    lines.append("       matrix identity: nothing moves")
                } else {
                    lines.append("       matrix " + m.formatted(format) + ",")
                    lines.append("         the inverse of " + label(step.to, format) + "'s "
                        + step.to.transformToSuperview.formatted(format))
                }
            }
            let next = ps.map { $0.applying(m) }
            lines.append("       " + arrow(ps, next, format))
            ps = next
        }
        var stepwise: String
        let answer: String
        switch result {
        case .point(let p):
            answer = p.formatted(format)
            stepwise = ps.first.map { $0.formatted(format) } ?? answer
        case .rect(let r):
            answer = r.formatted(format)
            let xs = ps.map(\.x), ys = ps.map(\.y)
            let minX = xs.min() ?? 0, maxX = xs.max() ?? 0, minY = ys.min() ?? 0, maxY = ys.max() ?? 0
            stepwise = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).formatted(format)
            lines.append("  the box around the corners: x from " + format.string(minX) + " to " + format.string(maxX)
                + ", y from " + format.string(minY) + " to " + format.string(maxY))
        }
        lines.append("  = " + answer)
        if stepwise != answer {
            lines.append("  (step by step gives " + stepwise + "; View multiplies the matrices first, "
                + "and the two differ only by floating-point rounding)")
        }
        return join(lines)
    }

    /// `(10, 20) → (30, 40)` for a point; `→ ` and the new corners for a rectangle.
    static func arrow(_ from: [Point], _ to: [Point], _ format: NumberFormat) -> String {
        from.count == 1 ? points(from, format) + " → " + points(to, format) : "→ " + points(to, format)
    }

    /// "minus the anchor (100, 50), rotation 30°, plus center (200, 250)": the matrix taking a
    /// view's bounds coordinates to its superview's (`View.transformToSuperview`).
    static func recipe(_ v: View, _ format: NumberFormat) -> String {
        let b = v.bounds, ap = v.anchorPoint
        let anchor = Point(x: b.origin.x + ap.x * b.size.width, y: b.origin.y + ap.y * b.size.height)
        var text = "minus the anchor " + anchor.formatted(format)
        if b.origin != .zero { text += " (bounds.origin + anchorPoint · size)" }
        if !v.transform.isIdentity {
            let parts = componentParts(v.transform, format)
            text += ", " + (parts.isEmpty ? "transform " + v.transform.formatted(format) : parts.joined(separator: ", "))
        }
        return text + ", plus center " + v.center.formatted(format)
    }
}
