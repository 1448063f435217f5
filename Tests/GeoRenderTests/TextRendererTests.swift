import Testing
@testable import GeoRender

@Suite struct TextRendererTests {
    @Test func aSmallTreeExactly() {
        let expected = """
            ┌root───────────────────────────────────┐
            │                                       │
            │   ┌a──────────────┐                   │
            │   │               │                   │
            │   │       •       │   ┌b┄┄┄┄┄┄┄┄┄┄┐   │
            │   │               │   ┆           ┆   │
            │   └───────────────┘   ┆     •     ┆   │
            │                       ┆           ┆   │
            │                       └┄┄┄┄┄┄┄┄┄┄┄┘   │
            │                                       │
            └───────────────────────────────────────┘
            root  frame (0, 0, 100, 50)
              a  frame (10, 10, 40, 20)
              b  frame (60, 20, 30, 20)  hidden

            """
        #expect(TextRenderer.drawing(of: Trees.small(), columns: 41, rows: 12) == expected)
    }

    @Test func aQuarterTurnMeetsTheTopEdge() {
        let root = Trees.small()
        root.subviews[0].transform = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let expected = """
            ┌root───┬a──────┬───────────────────────┐
            │       │       │                       │
            │       │       │                       │
            │       │       │                       │
            │       │   •   │       ┌b┄┄┄┄┄┄┄┄┄┄┐   │
            │       │       │   •   ┆           ┆   │
            │       │       │       ┆     •     ┆   │
            │       │       │       ┆           ┆   │
            │       └───────┘       └┄┄┄┄┄┄┄┄┄┄┄┘   │
            │                                       │
            └───────────────────────────────────────┘
            root  frame (0, 0, 100, 50)
              a  frame (20, 0, 20, 40)  transform Transform(0, 1, -1, 0, 0, 0)
              b  frame (60, 20, 30, 20)  hidden

            """
        #expect(TextRenderer.drawing(of: root, columns: 41, rows: 12) == expected)
    }

    @Test func aTurnedViewIsDrawnWithSlantedLines() {
        let drawing = TextRenderer.drawing(of: Trees.tour())
        #expect(drawing.contains("╲"))
        #expect(drawing.contains("╱"))
        #expect(drawing.contains("card"))
        #expect(drawing.hasSuffix("""
            root  frame (0, 0, 375, 667)
              card  frame (88.3975, 56.6987, 223.2051, 186.6025)  transform Transform(0.866, 0.5, -0.5, 0.866, 0, 0)
                button  frame (150, 60, 40, 30)

            """))
    }

    @Test(arguments: [(72, 24), (20, 6), (4, 2), (120, 40)])
    func randomTreesFitTheGrid(columns: Int, rows: Int) {
        var g = SeededRandom(seed: UInt64(columns * 1000 + rows))
        for _ in 0..<40 {
            let tree = Trees.random(&g)
            let lines = TextRenderer.drawing(of: tree, columns: columns, rows: rows).split(separator: "\n", omittingEmptySubsequences: false)
            let views = Trees.count(tree)
            #expect(lines.last == "")
            let grid = lines.dropLast().dropLast(views)
            #expect(grid.count <= rows)
            for line in grid { #expect(line.count <= columns, "\(line)") }
            #expect(!lines.joined().contains("\u{1B}"))
            #expect(TextRenderer.drawing(of: tree, columns: columns, rows: rows) == lines.joined(separator: "\n"))
        }
    }

    @Test func namesThatWouldBreakTheGridAreMadePrintable() {
        #expect(TextRenderer.printable("a\nb\u{1B}[31m") == "a?b?[31m")
        #expect(TextRenderer.printable("日本 ok") == "?? ok")
        #expect(TextRenderer.printable("café → x") == "café → x")
    }

    @Test func theLegendKeepsANameWholeWithItsControlCharactersEscaped() {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 300), name: "UIView")
        try? root.addSubview(View(frame: Rect(x: 20, y: 40, width: 350, height: 20), name: "UILabel '寿司 🍣 を注文する'"))
        try? root.addSubview(View(frame: Rect(x: 20, y: 160, width: 350, height: 40), name: "First line\nSecond\u{1B}[31m\u{7}"))
        let drawing = TextRenderer.drawing(of: root, columns: 40, rows: 8)
        #expect(drawing.hasSuffix("UIView  frame (0, 0, 390, 300)\n  UILabel '寿司 🍣 を注文する'  frame (20, 40, 350, 20)\n"
            + "  First line\\nSecond\\u{1B}[31m\\u{07}  frame (20, 160, 350, 40)\n"))
        // In the grid, where each character takes one cell, a wide one is still a '?'.
        #expect(drawing.contains("UILabel '?? ? ?"))
    }

    @Test func aNameStaysWholeInsideTheGrid() {
        #expect(TextRenderer.drawing(of: View()) == "V\nView #1  frame (0, 0, 0, 0)\n")
        let root = View(frame: Rect(x: 0, y: 0, width: 30, height: 10), name: "r")
        let v = View(frame: Rect(x: 0, y: 0, width: 30, height: 10), name: "a very long name")
        try? root.addSubview(v)
        v.transform = Transform(rotationAngle: Double.pi / 4)
        let lines = TextRenderer.drawing(of: root, columns: 12, rows: 6).split(separator: "\n")
        #expect(lines.contains("a very long"))  // the first 12 characters, trailing space trimmed
    }

    @Test func anUnnamedViewIsNumbered() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        try? root.addSubview(View(frame: Rect(x: 10, y: 10, width: 40, height: 20)))
        let drawing = TextRenderer.drawing(of: root, columns: 41, rows: 12)
        #expect(drawing.contains("┌View #2"))
        #expect(drawing.hasSuffix("View #1  frame (0, 0, 100, 50)\n  View #2  frame (10, 10, 40, 20)\n"))
    }

    @Test func aNonFiniteViewIsListedButNotDrawn() {
        let root = Trees.small()
        root.subviews[0].center = Point(x: .nan, y: 0)
        let drawing = TextRenderer.drawing(of: root, columns: 41, rows: 12)
        #expect(drawing.contains("  a  frame (nan, -10, nan, 20)  (not drawn: its geometry is not finite)\n"))
        #expect(!drawing.contains("┌a"))
    }

    @Test func theLegendUsesTheFormat() {
        let v = View(frame: Rect(x: 0.123456, y: 0, width: 1, height: 1), name: "v")
        #expect(TextRenderer.drawing(of: v, format: NumberFormat(decimals: 2)).hasSuffix("v  frame (0.12, 0, 1, 1)\n"))
    }
}
