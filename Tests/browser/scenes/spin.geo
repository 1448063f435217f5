// An animation for the live view's playback test: the card turns from 30° to 120° in 1 s.
let root = View(frame: (0, 0, 375, 667), name: "root")
let card = View(frame: (100, 100, 200, 100), name: "card")
root.addSubview(card)
card.transform = rotation(30deg)
let a = animate(duration: 1, curve: "easeInOut") { card.transform = rotation(120deg).scaledBy(x: 1.5, y: 1.5) }
