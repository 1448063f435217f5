// A toolbar of menus, each a panel of groups of buttons, some hidden, faded or disabled; taps
// swept across the window are hit-tested from the root, and each hit is named by walking its
// superview chain up to the window (the depth and the names seen on the way).
let window = View(frame: (0, 0, 1024, 768), name: "window")
for m in 0..<4 {
    let panel = View(frame: (m * 256 + 8, 40, 240, 700), name: "panel")
    window.addSubview(panel)
    for g in 0..<5 {
        let group = View(frame: (10, g * 136 + 10, 220, 126), name: "group")
        if (m + g) % 7 == 3 { group.isHidden = true }
        panel.addSubview(group)
        for b in 0..<6 {
            let button = View(frame: ((b % 3) * 72 + 4, (b - b % 3) / 3 * 60 + 6, 64, 52), name: "button")
            if (m * 5 + g + b) % 9 == 4 { button.alpha = 0 }
            if (m + g * 2 + b) % 11 == 5 { button.isUserInteractionEnabled = false }
            group.addSubview(button)
        }
    }
}
var buttons = 0
var groups = 0
var panels = 0
var misses = 0
var depthSum = 0
var xs = 0
for pass in 0..<400 {
    for i in 0..<400 {
        let tap = ((i * 37 + pass * 11) % 1024, (i * 91 + pass * 29) % 768)
        let hit = window.hitTest(tap)
        if hit == nil || hit == window {
            misses += 1
        } else {
            var v = hit
            var depth = 0
            while v.superview != nil {
                depth += 1
                v = v.superview
            }
            depthSum += depth
            if hit.name == "button" {
                buttons += 1
                xs += hit.frame.minX
            } else if hit.name == "group" {
                groups += 1
            } else {
                panels += 1
            }
        }
    }
}
print(buttons, groups, panels, misses, depthSum, xs)
