// Collection-view grid layout: sections with insets, inter-item and line spacing,
// headers; cells are subviews of a UIScrollView laid out for several screen widths;
// then scrolled by contentOffset, visible cells found, page index computed.
let window = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), name: "window")
let collection = UIScrollView(frame: .zero, name: "collection")
window.addSubview(collection)

let sectionCounts = [7, 12, 5, 20, 9, 16, 3, 11, 14, 6]
let insetTop: CGFloat = 10, insetLeft: CGFloat = 16, insetBottom: CGFloat = 24, insetRight: CGFloat = 16
let interitem: CGFloat = 8, lineSpacing: CGFloat = 12
let headerHeight: CGFloat = 44
let minItemWidth: CGFloat = 96

var headers: [UIView] = []
var cells: [[UIView]] = []
for (s, n) in sectionCounts.enumerated() {
    let header = UIView(frame: .zero, name: "header\(s)")
    collection.addSubview(header)
    headers.append(header)
    var row: [UIView] = []
    for i in 0..<n {
        let cell = UIView(frame: .zero, name: "cell\(s).\(i)")
        collection.addSubview(cell)
        row.append(cell)
    }
    cells.append(row)
}

func layout(width: CGFloat, height: CGFloat) -> CGFloat {
    collection.frame = CGRect(x: 0, y: 0, width: width, height: height)
    let available = width - insetLeft - insetRight
    let perRow = max(1, Int((available + interitem) / (minItemWidth + interitem)))
    let itemWidth = ((available - CGFloat(perRow - 1) * interitem) / CGFloat(perRow)).rounded(.down)
    let itemHeight = (itemWidth * 1.25).rounded()
    var y: CGFloat = 0
    for (s, row) in cells.enumerated() {
        headers[s].frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
        y += headerHeight + insetTop
        for (i, cell) in row.enumerated() {
            let column = i % perRow
            let line = i / perRow
            let x = insetLeft + CGFloat(column) * (itemWidth + interitem)
            cell.frame = CGRect(x: x, y: y + CGFloat(Int(line)) * (itemHeight + lineSpacing),
                                width: itemWidth, height: itemHeight)
        }
        let lines = (row.count + perRow - 1) / perRow
        y += CGFloat(Int(lines)) * itemHeight + CGFloat(max(0, Int(lines) - 1)) * lineSpacing + insetBottom
    }
    return y
}

let screens: [(CGFloat, CGFloat)] = [(320, 568), (375, 667), (390, 844), (414, 896), (768, 1024), (1024, 768), (834, 1194)]
var totalVisible = 0, frameSum: CGFloat = 0, pageSum = 0, firstSum = 0
var contentHeights: [String] = []
for pass in 0..<3 {
    for (w, h) in screens {
        let contentHeight = layout(width: w - CGFloat(pass) * 2, height: h)
        contentHeights.append(String(format: "%.0f", contentHeight))
        let maxOffset = max(0, contentHeight - h)
        for offset in stride(from: 0, through: maxOffset, by: 23) {
            collection.contentOffset = CGPoint(x: 0, y: offset)
            let visibleRect = collection.bounds
            var visible = 0
            var firstIndex = -1
            for (s, row) in cells.enumerated() {
                guard headers[s].frame.minY < visibleRect.maxY else { break }
                for (i, cell) in row.enumerated() where cell.frame.intersects(visibleRect) {
                    visible += 1
                    if firstIndex < 0 { firstIndex = s * 100 + i }
                }
            }
            totalVisible += visible
            firstSum += firstIndex
            let page = Int((collection.contentOffset.y / collection.bounds.height).rounded())
            pageSum += page
        }
        let last = cells.last!.last!
        let inWindow = last.convert(last.bounds, to: window)
        frameSum += last.frame.maxX + last.frame.maxY + inWindow.minY
    }
}
print("heights=\(contentHeights.prefix(7).joined(separator: ","))")
print("visible=\(totalVisible) first=\(firstSum) pages=\(pageSum)")
print("frameSum=\(String(format: "%.4f", frameSum))")
let c = cells[3][5]
print("cell3.5 frame=\(c.frame) center=\(c.center) window=\(c.convert(CGPoint.zero, to: window))")
