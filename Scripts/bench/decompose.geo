// Views nested 7 deep, each with its own anchorPoint and transform; every step the
// transforms change, all frames are read back, the accumulated transform is composed
// by walking the superview chain and decomposed (rotation = atan2(b, a),
// scale = sqrt(a*a + b*b)), and checked against convert(_:to:) of a unit vector.
// A stretchy parallax header follows a scroll offset.
let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "window")
let specs: [[CGFloat]] = [
    // x, y, w, h, anchorX, anchorY
    [20, 80, 350, 600, 0.5, 0.5],
    [10, 10, 300, 400, 0, 0],
    [40, 30, 220, 300, 1, 0],
    [20, 20, 160, 200, 0.5, 0.5],
    [30, 30, 90, 120, 0.25, 0.75],
    [10, 10, 60, 60, 0.5, 0.5],
    [20, 20, 20, 20, 0, 1],
]
var chain: [UIView] = []
var parent = window
for (i, s) in specs.enumerated() {
    let v = UIView(frame: CGRect(x: s[0], y: s[1], width: s[2], height: s[3]), name: "level\(i)")
    v.layer.anchorPoint = CGPoint(x: s[4], y: s[5])
    parent.addSubview(v)
    chain.append(v)
    parent = v
}
let leaf = chain.last!

func accumulatedTransform(_ view: UIView) -> CGAffineTransform {
    var t = CGAffineTransform.identity
    var current: UIView? = view
    while let v = current {
        t = t.concatenating(v.transform)
        current = v.superview
    }
    return t
}

var frameSum: CGFloat = 0, angleError: CGFloat = 0, scaleSum: CGFloat = 0, rotSum: CGFloat = 0
var agree = 0
var leafWindowSum = CGPoint.zero
for step in 0..<3000 {
    let phase = CGFloat(step) * 0.01
    for (i, v) in chain.enumerated() {
        let k = CGFloat(i + 1)
        let angle = sin(phase * k) * 0.3
        let sc = 1 + 0.1 * cos(phase + k)
        v.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: sc, y: sc)
    }
    for v in chain {
        let f = v.frame
        frameSum += f.minX + f.maxY
    }
    let t = accumulatedTransform(leaf)
    let rotation = atan2(t.b, t.a)
    let scale = sqrt(t.a * t.a + t.b * t.b)
    let origin = leaf.convert(CGPoint(x: 0, y: 0), to: window)
    let unit = leaf.convert(CGPoint(x: 1, y: 0), to: window)
    let d = unit - origin
    let measured = atan2(d.y, d.x)
    angleError = max(angleError, abs(measured - rotation))
    if abs(hypot(d.x, d.y) - scale) < 1e-9 { agree += 1 }
    scaleSum += scale
    rotSum += rotation
    leafWindowSum = leafWindowSum + origin
}
print("frames=\(String(format: "%.4f", frameSum)) rot=\(String(format: "%.6f", rotSum)) scale=\(String(format: "%.6f", scaleSum))")
print("agree=\(agree) angleErrorSmall=\(angleError < 1e-9) leafSum=\(leafWindowSum)")
print("leaf frame in window=\(leaf.convert(leaf.bounds, to: window))")

// stretchy parallax header
let scroll = UIScrollView(frame: window.bounds, name: "scroll")
window.addSubview(scroll)
let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 240), name: "header")
header.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
scroll.addSubview(header)
let title = UILabel(frame: CGRect(x: 20, y: 180, width: 200, height: 40), name: "title")
header.addSubview(title)
var headerSum: CGFloat = 0, titleSum: CGFloat = 0, alphaSum: CGFloat = 0
for offset in stride(from: -200.0, through: 600.0, by: 0.5) {
    scroll.contentOffset = CGPoint(x: 0, y: offset)
    if offset < 0 {
        let stretch = 1 + -offset / header.bounds.height
        header.transform = CGAffineTransform(scaleX: stretch, y: stretch)
    } else {
        header.transform = CGAffineTransform(translationX: 0, y: offset * 0.5)
    }
    title.alpha = max(0, min(1, 1 - offset / 150))
    let hf = header.frame
    headerSum += hf.height + hf.minY
    titleSum += title.convert(title.bounds, to: window).midY
    alphaSum += title.alpha
}
print("header=\(String(format: "%.4f", headerSum)) title=\(String(format: "%.4f", titleSum)) alpha=\(String(format: "%.4f", alphaSum))")
