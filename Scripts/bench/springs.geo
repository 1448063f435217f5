// Views pulled towards their slots by damped springs, stepped by hand (semi-implicit Euler):
// each step reads a view's center, computes the spring and damping force as points, writes
// the new center back; a view whose frame leaves the screen is counted and put back. The slots
// change every 100 steps, as a layout does when a list is reordered.
let screen = View(frame: (0, 0, 400, 800), name: "screen")
var dots = []
var vels = []
var slots = []
for i in 0..<24 {
    let d = View(frame: ((i * 53) % 360, (i * 97) % 760, 40, 40))
    screen.addSubview(d)
    dots.append(d)
    vels.append(Point(0, 0))
    slots.append(Point(0, 0))
}
let k = 120
let damping = 9
let dt = 1 / 120
var outside = 0
var energy = 0
for step in 0..<3000 {
    if step % 100 == 0 {
        for i in 0..<slots.count {
            let j = (i * 7 + step / 100) % 24
            slots[i] = Point(20 + (j % 4) * 100 + 30, 30 + (j - j % 4) / 4 * 120)
        }
    }
    for (i, d) in dots.enumerated() {
        let off = d.center - slots[i]
        let force = off * -k - vels[i] * damping
        vels[i] = vels[i] + force * dt
        d.center = d.center + vels[i] * dt
        let f = d.frame
        if f.maxX > 400 || f.minX < 0 || f.maxY > 800 || f.minY < 0 {
            outside += 1
            d.center = slots[i]
            vels[i] = Point(0, 0)
        }
        energy += vels[i].x * vels[i].x + vels[i].y * vels[i].y
    }
}
var sx = 0
var sy = 0
for d in dots {
    sx += d.frame.minX
    sy += d.frame.minY
}
print(outside, energy, sx, sy)
