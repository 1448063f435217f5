// A swarm of small views inside a turned box: each step every view's center is moved by its
// velocity (bouncing off the box's bounds), its transform set to a rotation, its frame read
// back, a corner converted to the window with convert(_:to:); every few steps the window is
// hit-tested at a row of points.
let window = View(frame: (0, 0, 800, 600), name: "window")
let box = View(frame: (100, 50, 600, 500), name: "box")
box.transform = rotation(10deg)
window.addSubview(box)
var dots = []
var vel = []
for i in 0..<60 {
    let d = View(frame: ((i * 37) % 560 + 10, (i * 53) % 460 + 10, 12, 8))
    box.addSubview(d)
    dots.append(d)
    vel.append(((i % 7) - 3 + 0.5, (i % 5) - 2 + 0.25))
}
var widths = 0
var sx = 0
var sy = 0
var hits = 0
for step in 0..<300 {
    for i in 0..<dots.count {
        let d = dots[i]
        var c = d.center + vel[i]
        if c.x < 0 || c.x > box.bounds.width { vel[i] = (-vel[i].x, vel[i].y); c = d.center }
        if c.y < 0 || c.y > box.bounds.height { vel[i] = (vel[i].x, -vel[i].y); c = d.center }
        d.center = c
        d.transform = rotation((step + i) * 3deg)
        widths += d.frame.width
        let p = d.convert((0, 0), to: window)
        sx += p.x
        sy += p.y
    }
    if step % 5 == 0 {
        for k in 0..<40 {
            let hit = window.hitTest((120 + k * 14, 100 + (step * 7 + k * 11) % 400))
            if hit != nil && hit != window && hit != box { hits += 1 }
        }
    }
}
print(round(widths), round(sx), round(sy), hits)
