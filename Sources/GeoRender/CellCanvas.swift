/// A grid of character cells to draw lines and text on, for a terminal.
///
/// Horizontal and vertical lines are recorded as connections (up, down, left, right) per
/// cell, so where lines meet the right box-drawing junction appears (`┌ ┬ ┼ …`); slanted
/// lines are drawn with `─ │ ╱ ╲` chosen by their direction on screen, and text overwrites.
struct CellCanvas {
    static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8

    enum Cell: Equatable {
        case empty
        /// Box-drawing connections; `dashed` draws a lone straight line dashed (a hidden view).
        case lines(UInt8, dashed: Bool)
        case glyph(Character)
    }

    let columns: Int
    let rows: Int
    private(set) var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        cells = Array(repeating: .empty, count: self.columns * self.rows)
    }

    func contains(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    subscript(column: Int, row: Int) -> Cell {
        get { contains(column, row) ? cells[row * columns + column] : .empty }
        set { if contains(column, row) { cells[row * columns + column] = newValue } }
    }

    /// Adds connections to a cell (replacing a glyph there).
    mutating func connect(_ column: Int, _ row: Int, _ mask: UInt8, dashed: Bool) {
        guard contains(column, row) else { return }
        if case .lines(let old, let oldDashed) = self[column, row] {
            self[column, row] = .lines(old | mask, dashed: oldDashed && dashed)
        } else {
            self[column, row] = .lines(mask, dashed: dashed)
        }
    }

    /// A line between two cells. Along a row or a column it is made of connections; otherwise
    /// each cell it passes gets the glyph for its direction on screen (a cell is about twice as
    /// tall as it is wide).
    mutating func line(from a: (Int, Int), to b: (Int, Int), dashed: Bool) {
        let (c0, r0) = a, (c1, r1) = b
        if r0 == r1 {
            let lo = min(c0, c1), hi = max(c0, c1)
            guard lo < hi else { connect(lo, r0, 0, dashed: dashed); return }
            for c in lo...hi {
                connect(c, r0, (c > lo ? CellCanvas.left : 0) | (c < hi ? CellCanvas.right : 0), dashed: dashed)
            }
        } else if c0 == c1 {
            let lo = min(r0, r1), hi = max(r0, r1)
            for r in lo...hi {
                connect(c0, r, (r > lo ? CellCanvas.up : 0) | (r < hi ? CellCanvas.down : 0), dashed: dashed)
            }
        } else {
            let dc = Double(c1 - c0), dr = Double(r1 - r0)
            let glyph = CellCanvas.glyph(dx: dc, dy: 2 * dr)
            let steps = max(abs(c1 - c0), abs(r1 - r0))
            for i in 0...steps {
                let t = Double(i) / Double(steps)
                let c = Int((Double(c0) + dc * t).rounded(.toNearestOrAwayFromZero))
                let r = Int((Double(r0) + dr * t).rounded(.toNearestOrAwayFromZero))
                if contains(c, r) { self[c, r] = .glyph(glyph) }
            }
        }
    }

    /// The line glyph for a direction on screen (y down): within 22.5° of horizontal `─`, of
    /// vertical `│`, otherwise a diagonal.
    static func glyph(dx: Double, dy: Double) -> Character {
        let tan22 = 0.41421356237309503  // tan(22.5°)
        if abs(dy) <= tan22 * abs(dx) { return "─" }
        if abs(dx) <= tan22 * abs(dy) { return "│" }
        return (dx > 0) == (dy > 0) ? "╲" : "╱"
    }

    /// Writes text from a cell rightwards, clipped to the grid.
    mutating func text(_ text: String, at column: Int, _ row: Int) {
        var c = column
        for ch in text {
            if contains(c, row) { self[c, row] = .glyph(ch) }
            c += 1
        }
    }

    /// The character of a cell.
    static func character(_ cell: Cell) -> Character {
        switch cell {
        case .empty: return " "
        case .glyph(let g): return g
        case .lines(let m, let dashed):
            let u = m & up != 0, d = m & down != 0, l = m & left != 0, r = m & right != 0
            switch (u, d, l, r) {
            case (false, false, false, false): return "·"
            case (false, false, _, _): return dashed ? "┄" : "─"
            case (_, _, false, false): return dashed ? "┆" : "│"
            case (false, true, false, true): return "┌"
            case (false, true, true, false): return "┐"
            case (true, false, false, true): return "└"
            case (true, false, true, false): return "┘"
            case (true, true, false, true): return "├"
            case (true, true, true, false): return "┤"
            case (false, true, true, true): return "┬"
            case (true, false, true, true): return "┴"
            case (true, true, true, true): return "┼"
            }
        }
    }

    /// The grid as lines of text, trailing spaces removed.
    var lines: [String] {
        (0..<rows).map { r in
            var line = String((0..<columns).map { c in CellCanvas.character(self[c, r]) })
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
