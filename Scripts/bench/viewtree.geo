// A tree of views built by a recursive function (each node splits its bounds among three
// children), then walked again and again: the leaves' origins in the root found by climbing
// the superview chain (frame.origin minus the parent's bounds.origin) and checked against
// convert(_:to:), while the three top branches are scrolled (bounds.origin) between walks.
let root = View(frame: (0, 0, 2187, 900), name: "root")
func grow(parent, depth) {
    if depth == 0 { return 1 }
    let w = parent.bounds.width / 3
    var count = 1
    for k in 0..<3 {
        let child = View(frame: (k * w + 1, 2, w - 2, parent.bounds.height - 4))
        parent.addSubview(child)
        count += grow(child, depth - 1)
    }
    return count
}
let nodes = grow(root, 6)
func originInRoot(v) {
    var p = Point(0, 0)
    var node = v
    while node.superview != nil {
        let up = node.superview
        p = p + node.frame.origin - up.bounds.origin
        node = up
    }
    return p
}
var leaves = 0
var agree = 0
var sumx = 0
var sumy = 0
func walk(v) {
    let subs = v.subviews
    if subs.count == 0 {
        leaves += 1
        let p = originInRoot(v)
        let q = v.convert(Point(0, 0), to: root)
        if near(p, q, 1e-9) { agree += 1 }
        sumx += p.x
        sumy += q.y
        return
    }
    for s in subs { walk(s) }
}
for pass in 0..<12 {
    for (k, branch) in root.subviews.enumerated() {
        branch.bounds.origin = (pass * 3 + k, pass * 2 - k)
    }
    walk(root)
}
print(nodes, leaves, agree, sumx, sumy)
