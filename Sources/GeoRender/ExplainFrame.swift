// MARK: explain(v.frame)

extension Explain {
    /// How `view.frame` comes about: the bounds' corners measured from the anchor point, sent
    /// through the transform, moved to `center`, and boxed (docs/language.md:
    /// `frame = bbox((bounds − anchor) · transform + center)`; `bounds.origin` does not enter).
    ///
    /// `source` is the expression as written (`card.frame`), shown in the first line.
    public static func frame(of view: View, source: String, format: NumberFormat) -> String {
        let b = view.bounds, ap = view.anchorPoint, t = view.transform, c = view.center
        let w = b.size.width, h = b.size.height
        let p = { (q: Point) in q.formatted(format) }
        let place = view.superview.map { "in " + label($0, format) + "'s bounds coordinates" }
            ?? "in the coordinates of a superview (it has none yet)"
        var lines = [source + ": the frame of " + label(view, format) + ", " + place]
        let anchor = Point(x: ap.x * w, y: ap.y * h)
        var intro = "bounds " + b.formatted(format) + ", anchorPoint " + p(ap)
            + ": the anchor is " + p(anchor) + " from the bounds' top-left corner"
        if b.origin != .zero { intro += " (bounds.origin does not enter the frame)" }
        lines.append("  " + intro)

        // 1. The bounds rectangle with the anchor point at (0, 0), as View.frame builds it.
        let local = Rect(x: -ap.x * w, y: -ap.y * h, width: w, height: h)
        let corners = local.corners
        lines.append("  1. the corners (top-left, top-right, bottom-right, bottom-left), measured from the anchor:")
        lines.append("       " + points(corners, format))

        // 2. Through the transform, about the anchor point.
        if t.isIdentity {
            lines.append("  2. the transform is identity: the corners stay where they are")
        } else {
            lines.append("  2. through the transform " + describe(t, format) + ":")
            lines.append("       " + points(corners.map { $0.applying(t) }, format))
        }

        // 3. Moved so the anchor sits at center. The transform's own tx, ty and the center
        // are added together first, exactly as View.frame does, so the box below is bit for bit
        // the frame.
        var placed = t
        placed.tx += c.x
        placed.ty += c.y
        let moved = corners.map { $0.applying(placed) }
        lines.append("  3. moved by center " + p(c) + ", where the anchor point sits:")
        lines.append("       " + points(moved, format))

        // 4. The axis-aligned box around them.
        let xs = moved.map(\.x), ys = moved.map(\.y)
        let minX = xs.min() ?? 0, maxX = xs.max() ?? 0, minY = ys.min() ?? 0, maxY = ys.max() ?? 0
        let box = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        var boxLine = "  4. the box around them: x from " + format.string(minX) + " to " + format.string(maxX)
            + ", y from " + format.string(minY) + " to " + format.string(maxY)
        if !isAxisAligned(t) { boxLine += " (the turned view fills only part of it)" }
        lines.append(boxLine)

        let actual = view.frame
        lines.append("  = " + actual.formatted(format))
        if box != actual {
            lines.append("  (step by step gives " + box.formatted(format)
                + "; View's value differs only by floating-point rounding)")
        }
        return join(lines)
    }

    /// Whether the linear part maps axis-aligned rectangles to axis-aligned rectangles
    /// (scales, flips and quarter turns), so the frame is exactly the transformed bounds.
    static func isAxisAligned(_ t: Transform) -> Bool {
        (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0)
    }
}
