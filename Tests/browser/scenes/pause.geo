// Two animations 130 s apart on geo's clock (Tests/browser/test_live_view.py): more than the
// 7,200 samples one /frames request may ask for at 60 a second. Play skips the pause.
let root = View(frame: (0, 0, 300, 300), name: "root")
let a = View(frame: (0, 0, 50, 50), name: "a")
root.addSubview(a)
animate(duration: 1) { a.center = (200, 50) }
wait(130)
animate(duration: 1) { a.center = (200, 200) }
