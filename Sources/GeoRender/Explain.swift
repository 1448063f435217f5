/// Step-by-step explanations of how a geometric value comes about (docs/language.md,
/// "Teaching"), as text: `explain(card.frame)`, `explain(v.convert(p, to: w))`,
/// `explain(root.hitTest(p))`, and brief details of any other geometric value.
///
/// Each explanation computes its steps with GeoViews' public API and then compares its own
/// result with what `View` computes, so the text can never silently disagree with the answer:
/// the final line is always View's value, and a difference (floating-point rounding of a
/// different order of operations) is pointed out in a note. Numbers are shown in the given
/// `NumberFormat`; steps are indented by two spaces. Every explanation ends with a newline.
public enum Explain {
    /// A view's name, or its description when it has none.
    static func label(_ v: View, _ format: NumberFormat) -> String {
        v.name ?? v.description(format: format)
    }

    /// An angle in radians, shown in degrees: `30°`.
    static func degrees(_ angle: Double, _ format: NumberFormat) -> String {
        format.string(angle * 180 / Double.pi) + "°"
    }

    /// Points separated by two spaces.
    static func points(_ ps: [Point], _ format: NumberFormat) -> String {
        ps.map { $0.formatted(format) }.joined(separator: "  ")
    }

    /// `Transform(a, b, c, d, tx, ty) (rotation 30°, scale (2, 2))`, naming the components
    /// that differ from the identity's (as shown in `format`); `identity` for the identity.
    static func describe(_ t: Transform, _ format: NumberFormat) -> String {
        if t.isIdentity { return "identity" }
        let parts = componentParts(t, format)
        let text = t.formatted(format)
        return parts.isEmpty ? text : text + " (" + parts.joined(separator: ", ") + ")"
    }

    /// The components of `t` (CGAffineTransformComponents' model) that differ from the
    /// identity's as shown in `format`, in the model's order: scale, shear, rotation, translation.
    static func componentParts(_ t: Transform, _ format: NumberFormat) -> [String] {
        guard t.isFinite else { return [] }
        let c = t.components
        var parts: [String] = []
        if c.scale.formatted(format) != Size(width: 1, height: 1).formatted(format) {
            parts.append("scale " + c.scale.formatted(format))
        }
        if format.string(c.shear) != "0" { parts.append("shear " + format.string(c.shear)) }
        if format.string(c.rotation) != "0" { parts.append("rotation " + degrees(c.rotation, format)) }
        if c.translation.formatted(format) != Point.zero.formatted(format) {
            parts.append("translation " + c.translation.formatted(format))
        }
        return parts
    }

    // MARK: Details of other values

    /// One line: a transform's components in CGAffineTransformComponents' model
    /// (`t == scale · shear · rotation · translation`) and its determinant.
    public static func details(of t: Transform, format: NumberFormat) -> [String] {
        guard t.isFinite else { return ["a component is not finite, so it has no decomposition"] }
        let c = t.components
        var lines = ["components (scale · shear · rotation · translation): scale " + c.scale.formatted(format)
            + ", shear " + format.string(c.shear) + ", rotation " + degrees(c.rotation, format)
            + ", translation " + c.translation.formatted(format)]
        let det = t.determinant
        var last = "determinant " + format.string(det)
        if det == 0 {
            last += ": singular, it cannot be inverted"
        } else if det < 0 {
            last += ": it flips (a reflection)"
        }
        lines.append(last)
        return lines
    }

    /// Two lines: a rectangle's edges, middles and extent along each axis.
    public static func details(of r: Rect, format: NumberFormat) -> [String] {
        if r.isNull { return ["the null rectangle (what the intersection of disjoint rectangles is)"] }
        let f = format.string
        return ["x: minX \(f(r.minX)), midX \(f(r.midX)), maxX \(f(r.maxX)) (width \(f(r.width)))",
                "y: minY \(f(r.minY)), midY \(f(r.midY)), maxY \(f(r.maxY)) (height \(f(r.height)))"]
    }

    /// A few lines: the stored geometry a view's frame is derived from, and its place in the tree.
    public static func details(of v: View, format: NumberFormat) -> [String] {
        let b = v.bounds
        var lines = ["bounds " + b.formatted(format) + ", center " + v.center.formatted(format)
            + ", anchorPoint " + v.anchorPoint.formatted(format),
            "transform " + describe(v.transform, format) + ", frame " + v.frame.formatted(format)]
        var tree = v.superview.map { "in " + label($0, format) } ?? "a root view"
        let n = v.subviews.count
        tree += n == 0 ? ", no subviews" : ", \(n) subview\(n == 1 ? "" : "s")"
        if v.isHidden { tree += ", hidden" }
        if v.alpha != 1 { tree += ", alpha " + format.string(v.alpha) }
        if !v.isUserInteractionEnabled { tree += ", not interactive" }
        lines.append(tree)
        return lines
    }

    /// The explanation of a value that has no steps: `source = shown`, then `details` indented.
    public static func value(source: String, shown: String, details: [String] = []) -> String {
        var text = source == shown ? shown + "\n" : source + " = " + shown + "\n"
        for line in details { text += "  " + line + "\n" }
        return text
    }

    // MARK: Shared pieces

    /// The text of `lines`, each on its own line.
    static func join(_ lines: [String]) -> String {
        lines.joined(separator: "\n") + "\n"
    }
}
