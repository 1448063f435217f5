// Views animated to new centers and sizes, sampled over the animation: where each view is on
// screen at each moment (presentation(at:)), as a test of a transition would check it.
let root = View(frame: (0, 0, 800, 600), name: "root")
var views = []
for i in 0..<20 {
    let v = View(frame: (i * 30, 10, 20, 20))
    root.addSubview(v)
    views.append(v)
}
let a = animate(duration: 2, curve: "linear") {
    for (i, v) in views.enumerated() {
        v.center = (400, 300 + i * 5)
        v.bounds = Rect(0, 0, 40 + i, 20 + i % 3)
    }
}
var sx = 0
var sw = 0
let steps = 20000
for step in 0...steps {
    let t = step * 2 / steps
    for v in views {
        let f = v.presentation(at: t).frame
        sx += f.midX
        sw += f.width * f.height
    }
}
print(sx, sw)
