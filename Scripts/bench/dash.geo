// A dashboard scrolled pass after pass: widgets filtered by whether their frame meets the
// screen, their areas summed with map/reduce, the visible ones sorted by minY, the topmost
// one's corner converted to the window.
let window = View(frame: (0, 0, 390, 844), name: "window")
let content = View(frame: (0, 0, 390, 5000), name: "content")
window.addSubview(content)
var widgets = []
for i in 0..<200 {
    let w = View(frame: ((i % 3) * 130, (i / 3 - (i / 3) % 1) * 90, 120, 40 + (i * 17) % 50), name: "w\(i)")
    w.isHidden = i % 11 == 0
    content.addSubview(w)
    widgets.append(w)
}
let screen = Rect(0, 0, 390, 844)
var shown = 0
var area = 0
var tops = 0
for pass in 0..<300 {
    content.bounds.origin = (0, (pass * 13) % 4000)
    let visible = widgets.filter({ w in !w.isHidden and content.convert(w.frame, to: window).intersects(screen) })
    shown += visible.count
    area += visible.map({ w in w.frame.width * w.frame.height }).reduce(0, { a, b in a + b })
    let order = visible.sorted(by: { a, b in a.frame.minY < b.frame.minY })
    if order.count > 0 {
        tops += order[0].convert(Point(0, 0), to: window).y
    }
}
print(shown, area, tops)
