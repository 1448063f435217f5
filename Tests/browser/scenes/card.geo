// The live view's test scene (Tests/browser/test_live_view.py) and its screenshot
// (docs/live-view.png): a rotated card whose frame box is bigger than the card.
let root = View(frame: (0, 0, 375, 667), name: "root")
let header = View(frame: (0, 0, 375, 64), name: "header")
root.addSubview(header)
let card = View(frame: (100, 100, 200, 100), name: "card")
root.addSubview(card)
card.transform = rotation(30deg)
let badge = View(frame: (150, 10, 40, 24), name: "badge")
card.addSubview(badge)
let footer = View(frame: (20, 560, 335, 80), name: "footer")
footer.isUserInteractionEnabled = false
root.addSubview(footer)
let ghost = View(frame: (40, 400, 120, 90), name: "ghost")
ghost.isHidden = true
root.addSubview(ghost)
