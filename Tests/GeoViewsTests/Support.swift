import GeoViews

/// Draws for the property tests (SeededRandom, from GeoCore, reproduces from its seed).
extension SeededRandom {
    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}

/// Whether two numbers agree to within `tolerance` relative to their size (absolute below 1).
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

func near(_ p: Point, _ q: Point, _ tolerance: Double = 1e-9) -> Bool {
    near(p.x, q.x, tolerance) && near(p.y, q.y, tolerance)
}

func near(_ s: Size, _ t: Size, _ tolerance: Double = 1e-9) -> Bool {
    near(s.width, t.width, tolerance) && near(s.height, t.height, tolerance)
}

func near(_ r: Rect, _ s: Rect, _ tolerance: Double = 1e-9) -> Bool {
    near(r.minX, s.minX, tolerance) && near(r.minY, s.minY, tolerance)
        && near(r.maxX, s.maxX, tolerance) && near(r.maxY, s.maxY, tolerance)
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// A random transform: rotation, non-uniform scale with flips, shear and translation.
func randomTransform(_ r: inout SeededRandom) -> Transform {
    var t = Transform.identity
    if r.chance(0.7) { t = t.concatenating(Transform(rotationAngle: r.double(-4...4))) }
    if r.chance(0.6) {
        var sx = r.double(0.3...2.5), sy = r.double(0.3...2.5)
        if r.chance(0.25) { sx = -sx }
        if r.chance(0.25) { sy = -sy }
        t = Transform(scaleX: sx, y: sy).concatenating(t)
    }
    if r.chance(0.4) { t = Transform(shearX: r.double(-1...1), y: r.chance(0.5) ? 0 : r.double(-0.5...0.5)).concatenating(t) }
    if r.chance(0.5) { t = t.concatenating(Transform(translationX: r.double(-30...30), y: r.double(-30...30))) }
    return t
}

/// A view with random geometry (anchor, bounds origin, transform) and, when `flags`, random
/// hit-test flags.
func randomView(_ r: inout SeededRandom, name: String, flags: Bool) -> View {
    let v = View(frame: rect(r.double(-50...250), r.double(-50...250), r.double(5...200), r.double(5...200)),
                 name: name)
    if r.chance(0.5) { v.anchorPoint = point(r.double(-0.3...1.3), r.double(-0.3...1.3)) }
    if r.chance(0.5) { v.bounds.origin = point(r.double(-40...40), r.double(-40...40)) }
    if r.chance(0.8) { v.transform = randomTransform(&r) }
    if flags {
        if r.chance(0.08) { v.isHidden = true }
        if r.chance(0.08) { v.alpha = r.chance(0.5) ? 0.005 : 0.01 }
        if r.chance(0.08) { v.isUserInteractionEnabled = false }
        if r.chance(0.2) { v.clipsToBounds = true }
    }
    return v
}

/// A random tree at least `depth` levels deep (a spine of that depth plus random branches;
/// one level has many subviews when `wide`, so hit-testing goes through the spatial index).
/// Returns the root and every view, root first.
func randomTree(_ r: inout SeededRandom, depth: Int, flags: Bool, wide: Bool) -> (View, [View]) {
    let root = View(frame: rect(0, 0, 400, 400), name: "root")
    var all = [root]
    var spine = root
    let wideLevel = wide ? r.int(0...(depth - 1)) : -1
    for level in 0..<depth {
        let branch = level == wideLevel ? r.int(40...120) : r.int(1...3)
        var next: View?
        for i in 0..<branch {
            let v = randomView(&r, name: "v\(level).\(i)", flags: flags && level > 0)
            if level == wideLevel { v.transform = v.transform.concatenating(Transform(scaleX: 0.4, y: 0.4)) }
            do { try spine.addSubview(v) } catch { return (root, all) }
            all.append(v)
            if next == nil || r.chance(0.3) { next = v }
            // Some side branches one level deeper.
            if r.chance(0.3) {
                let w = randomView(&r, name: "v\(level).\(i).s", flags: flags)
                do { try v.addSubview(w) } catch { return (root, all) }
                all.append(w)
            }
        }
        if let next { spine = next }
    }
    return (root, all)
}

/// The matrix from `v`'s bounds coordinates to its superview's, written out from the stored
/// properties: `(p − bounds.origin − anchorPoint·bounds.size) · transform + center`.
func referenceToSuperview(_ v: View) -> Transform {
    let ax = v.bounds.origin.x + v.anchorPoint.x * v.bounds.size.width
    let ay = v.bounds.origin.y + v.anchorPoint.y * v.bounds.size.height
    return Transform(translationX: -ax, y: -ay)
        .concatenating(v.transform)
        .concatenating(Transform(translationX: v.center.x, y: v.center.y))
}

/// The matrix from `v`'s bounds coordinates to its root's, walking up.
func referenceToRoot(_ v: View) -> Transform {
    var m = Transform.identity
    var current: View? = v
    while let c = current, c.superview != nil {
        m = m.concatenating(referenceToSuperview(c))
        current = c.superview
    }
    return m
}

/// UIKit's hit-test algorithm written plainly: recursive, every subview tried front to back.
func referenceHitTest(_ v: View, _ p: Point) -> View? {
    if v.isHidden || v.alpha < 0.01 || !v.isUserInteractionEnabled { return nil }
    if !v.point(inside: p) { return nil }
    for child in v.subviews.reversed() {
        guard let q = try? child.convert(p, from: v) else { continue }
        if let hit = referenceHitTest(child, q) { return hit }
    }
    return v
}
