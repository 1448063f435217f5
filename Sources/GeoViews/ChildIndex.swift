/// A uniform grid over a view's subviews' frame boxes, so hit-testing a view with many subviews
/// looks only at the few whose boxes contain the point.
///
/// A subview can only take a point that lies in its frame (the bounding box of its bounds in
/// the superview), so the grid is a conservative filter: each candidate still gets the exact
/// test in its own bounds coordinates. Boxes are padded by a relative 1e-9 so rounding cannot
/// drop a view the exact test would accept. Candidates come front-most first (highest index).
/// Built lazily by the superview and dropped on any change to a subview's frame or order.
struct ChildIndex {
    /// Below this many subviews a plain front-to-back scan is as fast.
    static let minimumCount = 32
    /// How many hit tests scan the subviews, with no change between them, before the index
    /// is built: a build costs about five scans (~70 ns a subview against ≤ 15), so a view
    /// whose subviews move before every hit test never pays for one, and one that holds
    /// still pays at most this many scans more than an index built at once.
    static let scansBeforeBuilding: UInt8 = 4

    private struct Box {
        var minX, minY, maxX, maxY: Double
        @inline(__always) func contains(_ p: Point) -> Bool {
            p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
        }
    }

    private var boxes: [Box] = []
    /// Subviews not in the grid (non-finite or very large boxes), in ascending order.
    private var always: [Int32] = []
    /// Cell `k` holds `items[cellStart[k] ..< cellStart[k + 1]]`, in ascending order.
    private var cellStart: [Int32] = []
    private var items: [Int32] = []
    private var extent = Box(minX: 0, minY: 0, maxX: -1, maxY: -1)
    private var cols = 1, rows = 1
    private var inverseCellWidth = 1.0, inverseCellHeight = 1.0

    /// Nil when there are too many subviews to number with 32 bits.
    init?(frames: [Rect]) {
        guard frames.count < Int(Int32.max) else { return nil }
        boxes.reserveCapacity(frames.count)
        var finite: [Int] = []
        let everywhere = Box(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
        for (i, f) in frames.enumerated() {
            let x0 = f.minX, y0 = f.minY, x1 = f.maxX, y1 = f.maxY
            guard !f.isNull, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else {
                boxes.append(everywhere)
                continue
            }
            let pad = 1e-9 * max(1, abs(x0), abs(x1), abs(y0), abs(y1))
            boxes.append(Box(minX: x0 - pad, minY: y0 - pad, maxX: x1 + pad, maxY: y1 + pad))
            finite.append(i)
        }
        guard let first = finite.first else {
            always = frames.indices.map { Int32($0) }
            cellStart = [0, 0]
            return
        }
        var e = boxes[first]
        for i in finite {
            let b = boxes[i]
            e.minX = min(e.minX, b.minX); e.minY = min(e.minY, b.minY)
            e.maxX = max(e.maxX, b.maxX); e.maxY = max(e.maxY, b.maxY)
        }
        extent = e
        // About one cell per subview, shaped like the extent.
        let width = e.maxX - e.minX, height = e.maxY - e.minY
        let n = Double(finite.count)
        let ratio = width / height
        var c = ratio.isFinite ? (n * ratio).squareRoot() : n
        c = min(max(c.rounded(.up), 1), 1024)
        var r = (n / c).rounded(.up)
        r = min(max(r, 1), 1024)
        cols = Int(c)
        rows = Int(r)
        inverseCellWidth = width > 0 && width.isFinite ? Double(cols) / width : 0
        inverseCellHeight = height > 0 && height.isFinite ? Double(rows) / height : 0

        // A box over more than this many cells is tested for every query instead (this also
        // bounds the index at 64 entries per subview).
        let maxSpan = 64
        var counts = [Int32](repeating: 0, count: cols * rows + 1)
        var spans: [(Int, Int, Int, Int)] = Array(repeating: (0, -1, 0, -1), count: frames.count)
        for i in finite {
            let b = boxes[i]
            let cx0 = column(b.minX), cx1 = column(b.maxX)
            let cy0 = row(b.minY), cy1 = row(b.maxY)
            if (cx1 - cx0 + 1) * (cy1 - cy0 + 1) > maxSpan { continue }
            spans[i] = (cx0, cx1, cy0, cy1)
            for y in cy0...cy1 { for x in cx0...cx1 { counts[y * cols + x + 1] += 1 } }
        }
        for k in 1..<counts.count { counts[k] += counts[k - 1] }
        cellStart = counts
        items = [Int32](repeating: 0, count: Int(counts[counts.count - 1]))
        var fill = counts
        for i in frames.indices {
            let (cx0, cx1, cy0, cy1) = spans[i]
            guard cx1 >= cx0 else {
                always.append(Int32(i))
                continue
            }
            for y in cy0...cy1 {
                for x in cx0...cx1 {
                    let k = y * cols + x
                    items[Int(fill[k])] = Int32(i)
                    fill[k] += 1
                }
            }
        }
    }

    @inline(__always) private func column(_ x: Double) -> Int {
        let v = ((x - extent.minX) * inverseCellWidth).rounded(.down)
        if !(v >= 0) { return 0 }
        return v >= Double(cols) ? cols - 1 : Int(v)
    }

    @inline(__always) private func row(_ y: Double) -> Int {
        let v = ((y - extent.minY) * inverseCellHeight).rounded(.down)
        if !(v >= 0) { return 0 }
        return v >= Double(rows) ? rows - 1 : Int(v)
    }

    /// Calls `body` with the index of each subview whose padded frame box contains `p`, front-most
    /// first, until it returns true.
    func forEachCandidate(at p: Point, _ body: (Int) -> Bool) {
        var a = 0, aEnd = 0
        if extent.contains(p) {
            let k = row(p.y) * cols + column(p.x)
            a = Int(cellStart[k])
            aEnd = Int(cellStart[k + 1])
        }
        var j = aEnd - 1
        var b = always.count - 1
        while j >= a || b >= 0 {
            let i: Int
            if b < 0 || (j >= a && items[j] > always[b]) {
                i = Int(items[j])
                j -= 1
            } else {
                i = Int(always[b])
                b -= 1
            }
            if boxes[i].contains(p), body(i) { return }
        }
    }
}
