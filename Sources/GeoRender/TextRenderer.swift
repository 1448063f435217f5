/// A character-cell drawing of a view tree for the terminal (docs/language.md `render(v)`):
/// each view's outline, transformed as it appears in the root view, scaled to fit a grid of
/// at most `columns` × `rows` cells (a cell counts as twice as tall as it is wide), with the
/// view's name in its top edge (or at its middle when it is turned), followed by one legend
/// line per view: its name, indented by depth, and its frame.
///
/// Plain text, no colour codes, deterministic. Hidden views are drawn dashed (`┄ ┆`).
public enum TextRenderer {
    /// The drawing and the legend, each line ending in a newline.
    public static func drawing(of view: View, columns: Int = 72, rows: Int = 24,
                               format: NumberFormat = .standard) -> String {
        let tree = TreeGeometry(view)
        let columns = min(max(columns, 4), 1000), rows = min(max(rows, 2), 1000)
        var out = ""
        if let extent = tree.extent(includingFrameBoxes: false), extent.width.isFinite, extent.height.isFinite {
            out += grid(tree, extent, columns: columns, rows: rows).joined(separator: "\n") + "\n"
        }
        for item in tree.items { out += legend(item, format: format) + "\n" }
        return out
    }

    /// The legend line of a view: `name  frame (x, y, w, h)`, the transform when it is not the
    /// identity, `hidden`, or why it is not drawn.
    static func legend(_ item: TreeGeometry.Item, format: NumberFormat) -> String {
        var text = String(repeating: "  ", count: min(item.depth, 40)) + legendName(item.label)
        text += "  frame " + item.frame.formatted(format)
        if !item.transform.isIdentity { text += "  transform " + item.transform.formatted(format) }
        if item.isHidden { text += "  hidden" }
        if !item.isFinite { text += "  (not drawn: its geometry is not finite)" }
        return text
    }

    static func grid(_ tree: TreeGeometry, _ extent: Rect, columns: Int, rows: Int) -> [String] {
        // Horizontal cells per unit: the larger scale at which the extent still fits.
        var scale = Double.infinity
        if extent.width > 0 { scale = min(scale, Double(columns - 1) / extent.width) }
        if extent.height > 0 { scale = min(scale, 2 * Double(rows - 1) / extent.height) }
        if !scale.isFinite || !(scale > 0) { scale = 1 }
        let usedColumns = min(columns, Int((extent.width * scale).rounded(.toNearestOrAwayFromZero)) + 1)
        let usedRows = min(rows, Int((extent.height * scale / 2).rounded(.toNearestOrAwayFromZero)) + 1)
        var canvas = CellCanvas(columns: usedColumns, rows: usedRows)
        func cell(_ p: Point) -> (Int, Int) {
            let c = ((p.x - extent.minX) * scale).rounded(.toNearestOrAwayFromZero)
            let r = ((p.y - extent.minY) * scale / 2).rounded(.toNearestOrAwayFromZero)
            return (Int(min(max(c, -1), Double(usedColumns))), Int(min(max(r, -1), Double(usedRows))))
        }
        let drawn = tree.items.filter(\.isFinite)
        for item in drawn {
            let corners = item.outline.map(cell)
            for i in 0..<4 { canvas.line(from: corners[i], to: corners[(i + 1) % 4], dashed: item.isHidden) }
        }
        // Anchor points where nothing else is drawn, then the names on top.
        for item in drawn {
            let (c, r) = cell(item.anchor)
            if canvas[c, r] == .empty { canvas[c, r] = .glyph("•") }
        }
        var labelled = Array(repeating: false, count: usedColumns * usedRows)
        func isFree(_ column: Int, _ row: Int, _ count: Int) -> Bool {
            guard row >= 0, row < usedRows else { return false }
            for c in max(column, 0)..<max(min(column + count, usedColumns), max(column, 0)) where labelled[row * usedColumns + c] {
                return false
            }
            return true
        }
        func place(_ text: String, _ column: Int, _ row: Int) {
            canvas.text(text, at: column, row)
            guard row >= 0, row < usedRows else { return }
            for c in max(column, 0)..<max(min(column + text.count, usedColumns), max(column, 0)) {
                labelled[row * usedColumns + c] = true
            }
        }
        for item in drawn {
            let corners = item.outline.map(cell)
            let name = printable(item.label)
            // Upright on screen (also after a quarter turn or a flip): every edge along a row or a column.
            let isUpright = (0..<4).allSatisfy { i in
                let p = corners[i], q = corners[(i + 1) % 4]
                return p.0 == q.0 || p.1 == q.1
            }
            let left = corners.map(\.0).min() ?? 0, right = corners.map(\.0).max() ?? 0
            if isUpright && right - left > 1 {
                // In the top edge: ┌name───┐, clipped to the edge.
                let top = corners.map(\.1).min() ?? 0
                place(String(name.prefix(right - left - 1)), left + 1, top)
            } else {
                // At the middle, or the nearest row (within the outline's rows) not taken by a name.
                let (c, r) = cell(Point(x: item.outline.map(\.x).reduce(0, +) / 4,
                                        y: item.outline.map(\.y).reduce(0, +) / 4))
                // Whole within the grid when it fits, cut to the grid's width when it does not.
                let name = String(name.prefix(usedColumns))
                let column = min(max(c - name.count / 2, 0), usedColumns - name.count)
                let top = corners.map(\.1).min() ?? r, bottom = corners.map(\.1).max() ?? r
                var row = r
                for offset in [0, 1, -1, 2, -2, 3, -3] where r + offset >= top && r + offset <= bottom {
                    if isFree(column, r + offset, name.count) { row = r + offset; break }
                }
                place(name, column, row)
            }
        }
        return canvas.lines
    }

    /// A name on a legend line: whole, its wide characters (Japanese, emoji) too, since nothing
    /// lines up after it; a control character is written as Swift escapes it (`\n`, `\u{1B}`),
    /// so that the line stays one line and the terminal's state is left alone.
    static func legendName(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0..<0x20, 0x7F..<0xA0:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A name as it can sit in a grid of cells: control characters become `?`, and so do
    /// characters that may take two cells (east-Asian wide characters, emoji), which would shift
    /// the rest of the line.
    static func printable(_ name: String) -> String {
        String(name.map { ch -> Character in
            guard ch.unicodeScalars.count == 1, let s = ch.unicodeScalars.first else { return "?" }
            let v = s.value
            if v < 0x20 || (v >= 0x7F && v < 0xA0) { return "?" }
            if v >= 0x1100 && !(v >= 0x2000 && v < 0x2E80) { return "?" }
            return ch
        })
    }
}
