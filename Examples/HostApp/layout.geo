// Run by Examples/HostApp against the host's own views `screen`, `card` and `badge`.
card.transform = rotation(-8deg)
nudge(card, by: 12)
badge.grow(by: 4)
let tap = (60, 300)
let hit = screen.hitTest(tap)
print("a tap at \(tap), \(tap.length) points from the corner, lands on \(hit.name)")
print("card's frame grew to \(card.frame.size) while its bounds stay \(card.bounds.size)")
