// 10,000 views sliding in for 4 s (Tests/browser/test_live_view.py): at 60 samples a second
// that is more than the 2,000,000 (view, time) pairs one /frames request may ask for.
let root = View(frame: (0, 0, 1000, 1000), name: "root")
let container = View(frame: (0, 0, 1000, 1000), name: "container")
root.addSubview(container)
for i in 0..<9998 {
    container.addSubview(View(frame: (Double(i % 100) * 10, Double(Int(i / 100)) * 10, 8, 8)))
}
container.center = (-500, 500)
animate(duration: 4, curve: "easeOut") { container.center = (500, 500) }
