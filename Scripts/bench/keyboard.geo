// Keyboard avoidance in a form: the keyboard's frame (window coordinates) converted into
// a scroll view inside a sheet that is scaled down (iOS card presentation), the overlap
// giving the bottom inset, the active field scrolled into view; small clear buttons
// with hit areas enlarged by insetBy(dx: -12, dy: -12), checked against hitTest.
let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "window")
let presenter = UIView(frame: window.bounds, name: "presenter")
window.addSubview(presenter)
let sheet = UIView(frame: CGRect(x: 0, y: 47, width: 390, height: 797), name: "sheet")
window.addSubview(sheet)
let scroll = UIScrollView(frame: sheet.bounds.insetBy(dx: 0, dy: 0), name: "scroll")
sheet.addSubview(scroll)
let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 0), name: "content")
scroll.addSubview(content)

var fields: [UITextField] = []
var clears: [UIButton] = []
var y: CGFloat = 20
for i in 0..<40 {
    let row = UIView(frame: CGRect(x: 16, y: y, width: 358, height: 56), name: "row\(i)")
    content.addSubview(row)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 18), name: "label\(i)")
    row.addSubview(label)
    let field = UITextField(frame: CGRect(x: 0, y: 22, width: 358, height: 34), name: "field\(i)")
    row.addSubview(field)
    let clear = UIButton(frame: CGRect(x: 330, y: 7, width: 20, height: 20), name: "clear\(i)")
    field.addSubview(clear)
    fields.append(field)
    clears.append(clear)
    y += i % 5 == 4 ? 96 : 64
}
content.frame.size.height = y + 20
let contentHeight = content.frame.height

var seed = 31.0
func rand(_ n: Int) -> Int {
    seed = (seed * 16807).truncatingRemainder(dividingBy: 2147483647)
    return Int(seed) % n
}

let keyboardHeights: [CGFloat] = [0, 291, 336, 346, 260]
var insetSum: CGFloat = 0, offsetSum: CGFloat = 0, scrolled = 0
var enlargedHits = 0, directHits = 0, agree = 0
var fieldYSum: CGFloat = 0
for round in 0..<1000 {
    // the sheet is pushed back when another one is presented on top of it
    let depth = CGFloat(round % 3)
    let s = 1 - 0.04 * depth
    sheet.transform = CGAffineTransform(scaleX: s, y: s).translatedBy(x: 0, y: -10 * depth)
    let kbHeight = keyboardHeights[round % keyboardHeights.count]
    let kbFrame = CGRect(x: 0, y: window.bounds.height - kbHeight, width: window.bounds.width, height: kbHeight)
    let kbInScroll = scroll.convert(kbFrame, from: nil)
    let overlap = scroll.bounds.intersection(kbInScroll)
    let bottomInset = overlap.isNull ? 0 : overlap.height
    insetSum += bottomInset

    for k in stride(from: round % 7, to: fields.count, by: 3) {
        let field = fields[k]
        // scroll the active field into view
        let fieldRect = field.convert(field.bounds, to: scroll)
        var visible = scroll.bounds
        visible.size.height -= bottomInset
        if !visible.insetBy(dx: 0, dy: 8).contains(fieldRect) {
            let maxOffset = max(0, contentHeight + bottomInset - scroll.bounds.height)
            var target = fieldRect.midY - visible.height / 2
            target = min(max(target, 0), maxOffset)
            scroll.contentOffset = CGPoint(x: 0, y: target)
            scrolled += 1
        }
        offsetSum += scroll.contentOffset.y
        fieldYSum += field.convert(CGPoint(x: 0, y: 0), to: window).y

        // taps near the clear button, in window coordinates
        let clear = clears[k]
        let centerInWindow = clear.convert(CGPoint(x: 10, y: 10), to: nil)
        for _ in 0..<4 {
            let tap = CGPoint(x: centerInWindow.x + CGFloat(rand(61) - 30), y: centerInWindow.y + CGFloat(rand(61) - 30))
            let local = clear.convert(tap, from: window)
            let enlarged = clear.bounds.insetBy(dx: -12, dy: -12).contains(local)
            if enlarged { enlargedHits += 1 }
            let hit = window.hitTest(tap)
            if hit === clear { directHits += 1 }
            if (hit === clear) == clear.bounds.contains(local) { agree += 1 }
        }
    }
}
print("insets=\(String(format: "%.4f", insetSum)) offsets=\(String(format: "%.4f", offsetSum)) scrolled=\(scrolled)")
print("fieldY=\(String(format: "%.4f", fieldYSum))")
print("enlarged=\(enlargedHits) direct=\(directHits) agree=\(agree)")
print("sheet=\(sheet.frame) scroll=\(scroll.bounds) clear7=\(clears[7].convert(clears[7].bounds, to: nil))")
