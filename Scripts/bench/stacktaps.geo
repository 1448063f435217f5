// A stack of cards on a table, each turned a little about its centre, tapped at many points:
// each tap is converted into the cards from the top down (convert(_:from:)) and the first
// whose bounds contain it takes the tap.
let table = View(frame: (0, 0, 800, 600), name: "table")
var cards = []
for i in 0..<24 {
    let col = i % 6
    let row = (i - col) / 6
    let card = View(frame: (60 + col * 110, 40 + row * 120, 140, 100))
    card.transform = rotation((i % 5 - 2) * 4deg)
    table.addSubview(card)
    cards.append(card)
}
var hits = 0
var sumx = 0
var sumy = 0
for ty in 0..<120 {
    for tx in 0..<160 {
        let tap = (tx * 5 + 0.5, ty * 5 + 0.25)
        var k = cards.count - 1
        while k >= 0 {
            let card = cards[k]
            let q = card.convert(tap, from: table)
            if card.bounds.contains(q) {
                hits += 1
                sumx += q.x
                sumy += q.y * k
                break
            }
            k -= 1
        }
    }
}
print(hits, sumx, sumy)
