/// An SVG 1.1 picture of a view tree (docs/language.md "Pictures"): for each view its bounds
/// outline as the true transformed quadrilateral (a `<polygon>`, lightly filled), its frame box
/// (a dashed `<path>`: the axis-aligned box in its superview, converted), its anchor point (a
/// dot at `center`) and its name. Everything is in the root view's own bounds coordinates; the
/// `viewBox` fits everything drawn with a margin. Colours go by depth; hidden views are drawn
/// lighter and dashed.
///
/// The output is deterministic (same tree → same bytes): numbers are written with
/// `NumberFormat`, to a precision of about a hundredth of a pixel, so `-0` and `1e-16` do not
/// appear.
public enum SVGRenderer {
    /// The longest side of the drawing, in pixels (the `width`/`height` of the document).
    public static let pixelSize = 640.0

    /// Stroke colours by depth (cycled).
    public static let palette = ["#1f4e9c", "#c0392b", "#1e8449", "#8e44ad", "#d35400", "#117a8b", "#7d6608", "#b03a74"]

    /// The SVG document for the tree rooted at `view`.
    public static func document(of view: View) -> String {
        let tree = TreeGeometry(view)
        var extent = tree.extent() ?? Rect(x: 0, y: 0, width: 0, height: 0)
        if !(extent.width.isFinite && extent.height.isFinite) { extent = Rect(x: 0, y: 0, width: 0, height: 0) }
        var span = max(extent.width, extent.height)
        // A point (or a speck too small to scale to 640 pixels): a one-unit picture around it.
        if !(span > 1e-12) { span = max(abs(extent.minX), abs(extent.minY), 1) }
        let k = pixelSize / span  // pixels per unit
        let px = 1 / k            // units per pixel
        let margin = 28 * px
        // At least 260 pixels wide, so the key under the picture fits.
        let widen = max(0, 260 * px - (extent.width + 2 * margin)) / 2
        let box = Rect(x: extent.minX - margin - widen, y: extent.minY - margin,
                       width: extent.width + 2 * (margin + widen), height: extent.height + 2 * margin)
        let w = Writer(format: NumberFormat(decimals: decimalsFor(unitsPerPixel: px)))
        let title = tree.items.first.map { $0.label } ?? "view"

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
        out += " width=\"\(pixels(box.width * k))\" height=\"\(pixels(box.height * k))\""
        out += " viewBox=\"\(w.n(box.minX)) \(w.n(box.minY)) \(w.n(box.width)) \(w.n(box.height))\">\n"
        out += "<title>\(escape(title))</title>\n"
        out += "<rect x=\"\(w.n(box.minX))\" y=\"\(w.n(box.minY))\" width=\"\(w.n(box.width))\" height=\"\(w.n(box.height))\" fill=\"#ffffff\"/>\n"

        // Shapes, back to front in tree order.
        for item in tree.items where item.isFinite {
            let colour = palette[item.depth % palette.count]
            let opacity = item.isHidden ? "0.35" : "1"
            out += "<g stroke=\"\(colour)\" stroke-opacity=\"\(opacity)\" fill=\"none\">\n"
            out += "<title>\(escape(legend(item)))</title>\n"
            if let frameBox = item.frameBox {
                out += "<path d=\"M\(w.points(frameBox, separator: " L")) Z\" stroke-width=\"\(w.n(px))\""
                out += " stroke-dasharray=\"\(w.n(5 * px)) \(w.n(3 * px))\" stroke-opacity=\"\(item.isHidden ? "0.25" : "0.6")\"/>\n"
            }
            out += "<polygon points=\"\(w.points(item.outline, separator: " "))\" stroke-width=\"\(w.n(1.75 * px))\""
            out += " fill=\"\(colour)\" fill-opacity=\"\(item.isHidden ? "0.03" : "0.07")\""
            if item.isHidden { out += " stroke-dasharray=\"\(w.n(2 * px)) \(w.n(2 * px))\"" }
            out += "/>\n</g>\n"
        }
        // Anchors and names on top, so subviews do not cover them; a name that would overlap one
        // already placed moves down a line (up to three times).
        var placed: [Rect] = []
        for item in tree.items where item.isFinite {
            let colour = palette[item.depth % palette.count]
            let opacity = item.isHidden ? "0.45" : "1"
            out += "<circle cx=\"\(w.n(item.anchor.x))\" cy=\"\(w.n(item.anchor.y))\" r=\"\(w.n(2.5 * px))\""
            out += " fill=\"\(colour)\" fill-opacity=\"\(opacity)\" stroke=\"#ffffff\" stroke-width=\"\(w.n(0.75 * px))\"/>\n"
            let text = item.label + (item.isHidden ? " (hidden)" : "")
            let fontSize = labelFontSize(text, edge: distance(item.outline[0], item.outline[1]) / px) * px
            var place = labelPlacement(item.outline, inset: 4 * px, fontSize: fontSize)
            let width = 0.6 * fontSize * Double(text.count)
            var area = textBox(place, width: width, fontSize: fontSize)
            for _ in 0..<3 where placed.suffix(200).contains(where: { $0.intersects(area) }) {
                place.at = Point(x: place.at.x + place.nx * fontSize * 1.2, y: place.at.y + place.ny * fontSize * 1.2)
                area = textBox(place, width: width, fontSize: fontSize)
            }
            placed.append(area)
            let matrix = "matrix(\(w.n(place.ux)) \(w.n(place.uy)) \(w.n(-place.uy)) \(w.n(place.ux)) \(w.n(place.at.x)) \(w.n(place.at.y)))"
            let font = "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(w.n(fontSize))\""
            // A white halo first (SVG 1.1 has no paint-order), so lines under the name do not hide it.
            out += "<text class=\"halo\" transform=\"\(matrix)\" \(font) fill=\"#ffffff\" stroke=\"#ffffff\""
            out += " stroke-width=\"\(w.n(2.5 * px))\" stroke-linejoin=\"round\" stroke-opacity=\"0.85\">\(escape(text))</text>\n"
            out += "<text transform=\"\(matrix)\" \(font) fill=\"\(colour)\" fill-opacity=\"\(opacity)\">"
            out += escape(text) + "</text>\n"
        }
        // The key, in the bottom margin.
        out += "<text x=\"\(w.n(box.minX + 6 * px))\" y=\"\(w.n(box.maxY - 8 * px))\" font-family=\"Helvetica, Arial, sans-serif\""
        out += " font-size=\"\(w.n(10 * px))\" fill=\"#777777\">\(escape(key))</text>\n"
        out += "</svg>\n"
        return out
    }

    /// What the marks mean, written under the picture.
    public static let key = "solid: bounds · dashed: frame · dot: center"

    /// `name  frame=(…)  transform=…`, the tooltip of a view's group.
    static func legend(_ item: TreeGeometry.Item) -> String {
        var text = item.label + " frame=" + item.frame.formatted(.standard)
        if !item.transform.isIdentity { text += " transform=" + item.transform.formatted(.standard) }
        if item.isHidden { text += " hidden" }
        return text
    }

    /// Where a view's name goes: inside its top-left corner, along its top edge (so a rotated
    /// view's name turns with it). A mirrored view (a flip) has its name start from the corner
    /// that is on the left once flipped, so the text is never mirrored nor turned by the flip.
    /// `(ux, uy)` is the unit direction of the text.
    static func labelPlacement(_ corners: [Point], inset: Double, fontSize: Double)
        -> (at: Point, ux: Double, uy: Double, nx: Double, ny: Double) {
        let cross = (corners[1].x - corners[0].x) * (corners[3].y - corners[0].y)
            - (corners[1].y - corners[0].y) * (corners[3].x - corners[0].x)
        let (c0, c1, c3) = cross < 0 ? (corners[1], corners[0], corners[2]) : (corners[0], corners[1], corners[3])
        var (ux, uy) = unit(c1.x - c0.x, c1.y - c0.y) ?? (1, 0)
        // Down the left edge; for a flat view, the text's own "down".
        let (nx, ny) = unit(c3.x - c0.x, c3.y - c0.y) ?? (-uy, ux)
        if ux == 0 && uy == 0 { (ux, uy) = (1, 0) }
        let at = Point(x: c0.x + ux * inset + nx * (inset + fontSize * 0.8),
                       y: c0.y + uy * inset + ny * (inset + fontSize * 0.8))
        return (at, ux, uy, nx, ny)
    }

    /// The axis-aligned box around a name's text (its baseline runs from `place.at` along
    /// `(ux, uy)` for `width`; the glyphs rise `fontSize` above it).
    static func textBox(_ place: (at: Point, ux: Double, uy: Double, nx: Double, ny: Double),
                        width: Double, fontSize: Double) -> Rect {
        let a = place.at
        let b = Point(x: a.x + place.ux * width, y: a.y + place.uy * width)
        let up = Point(x: place.uy * fontSize, y: -place.ux * fontSize)
        let xs = [a.x, b.x, a.x + up.x, b.x + up.x], ys = [a.y, b.y, a.y + up.y, b.y + up.y]
        let minX = xs.min() ?? a.x, minY = ys.min() ?? a.y
        return Rect(x: minX, y: minY, width: (xs.max() ?? a.x) - minX, height: (ys.max() ?? a.y) - minY)
    }

    /// The font size in pixels for a name along an edge `edge` pixels long: 11, smaller (down
    /// to 7) when the name would not fit (a character is about 0.6 of the size wide).
    static func labelFontSize(_ text: String, edge: Double) -> Double {
        let fitting = (edge - 8) / (0.6 * Double(max(text.count, 1)))
        return fitting.isFinite ? min(11, max(7, fitting.rounded(.down))) : 11
    }

    static func distance(_ p: Point, _ q: Point) -> Double {
        ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
    }

    static func unit(_ x: Double, _ y: Double) -> (Double, Double)? {
        let length = (x * x + y * y).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return (x / length, y / length)
    }

    /// Decimals that resolve about a hundredth of a pixel (at most 12).
    static func decimalsFor(unitsPerPixel px: Double) -> Int {
        var decimals = 0
        var step = 1.0
        while step > px / 100 && decimals < 12 { step /= 10; decimals += 1 }
        return decimals
    }

    /// A whole number of pixels for `width`/`height`, at least 1.
    static func pixels(_ x: Double) -> String {
        guard x.isFinite else { return "1" }
        return String(Int(max(1, min(x.rounded(.up), 100_000))))
    }

    /// Text for XML character data and attribute values: `& < > " '` escaped, and characters
    /// XML 1.0 does not allow (most control characters) replaced by U+FFFD.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Formats numbers and point lists.
    struct Writer {
        let format: NumberFormat

        func n(_ x: Double) -> String { format.string(x) }

        func points(_ ps: [Point], separator: String) -> String {
            ps.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: separator)
        }
    }
}
