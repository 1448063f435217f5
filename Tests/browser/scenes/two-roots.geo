// Two trees side by side in the live view (Tests/browser/test_live_view.py).
let phone = View(frame: (0, 0, 200, 300), name: "phone")
let button = View(frame: (20, 20, 100, 40), name: "button")
phone.addSubview(button)
let tablet = View(frame: (0, 0, 400, 300), name: "tablet")
tablet.bounds.origin = (50, 0)
let panel = View(frame: (100, 100, 120, 80), name: "panel")
tablet.addSubview(panel)
