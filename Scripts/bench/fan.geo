// A hand of cards fanned out on a table: each card pivots about a point below it (its
// anchorPoint), turned by a rotation composed with a lift scale; the fan opens and closes pass
// after pass. Each card's frame is read and unioned into the hand's extent, its top edge's
// middle converted to the table, and a tap mapped back through the inverted transform.
let table = View(frame: (0, 0, 800, 600), name: "table")
var cards = []
for i in 0..<9 {
    let card = View(frame: (350, 300, 100, 140), name: "card")
    table.addSubview(card)
    cards.append(card)
}
var tipx = 0
var tipy = 0
var area = 0
var local = Point(0, 0)
var extent = Rect(0, 0, 0, 0)
for pass in 0..<1500 {
    let spread = 4deg + (pass % 40) * 0.25deg
    let pivot = pass % 2 == 0 ? Point(0.5, 1.6) : Point(0.5, 1.2)
    var box = Rect(400, 520, 0, 0)
    for (i, card) in cards.enumerated() {
        card.anchorPoint = pivot
        card.center = (400, 520)
        let lift = i == pass % 9 ? 1.1 : 1
        let t = rotation((i - 4) * spread).concatenating(scale(lift, lift))
        card.transform = t
        box = box.union(card.frame)
        let tip = card.convert(Point(50, 0), to: table)
        tipx += tip.x
        tipy += tip.y
        local = local + (Point(30, -200) * t.inverted())
    }
    area += box.width * box.height
    extent = box
}
print(tipx, tipy, area, local, extent)
