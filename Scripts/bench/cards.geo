// Which card lies under each point of a sweep: 80 cards, each a rect turned about its centre;
// a point is mapped back through the card's inverse transform and tested against its rect.
func turnedAbout(r, angle) {
    return translation(-r.midX, -r.midY).concatenating(rotation(angle)).translatedBy(x: 0, y: 0)
        .concatenating(translation(r.midX, r.midY))
}
var cards = []
var inverses = []
for row in 0..<8 {
    for col in 0..<10 {
        let card = Rect(col * 100 + 10, row * 90 + 10, 80, 60)
        cards.append(card)
        inverses.append(turnedAbout(card, (row * 10 + col) * 0.05).inverted())
    }
}
var hits = 0
var sum = 0
for y in 0..<120 {
    for x in 0..<125 {
        let p = (x * 8 + 0.5, y * 6 + 0.25)
        var top = -1
        for i in 0..<cards.count {
            if cards[i].contains(p.applying(inverses[i])) { top = i }
        }
        if top >= 0 {
            hits += 1
            sum += top
        }
    }
}
print(hits, sum)
