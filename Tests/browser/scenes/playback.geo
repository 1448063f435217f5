// Playback of what UIKit apps animate most (Tests/browser/test_live_view.py): a toast fading
// out with its label, a card growing (a frame animation changes its bounds), and a scroll view
// scrolling (contentOffset is bounds.origin: its content moves, the scroll view does not).
let root = View(frame: (0, 0, 600, 500), name: "root")
let toast = View(frame: (20, 20, 200, 80), name: "toast")
root.addSubview(toast)
let label = View(frame: (10, 10, 180, 30), name: "label")
toast.addSubview(label)
let card = View(frame: (250, 20, 100, 60), name: "card")
root.addSubview(card)
let scroll = UIScrollView(frame: (20, 150, 200, 300), name: "scroll")
root.addSubview(scroll)
let content = View(frame: (10, 0, 180, 1000), name: "content")
scroll.addSubview(content)
animate(duration: 1, curve: "linear") {
    toast.alpha = 0
    card.frame = (250, 20, 300, 200)
    scroll.contentOffset = (0, 300)
}
