// Bodies as labelled tuples, each copied into a local to be read (`let b = bodies[i]`, then
// `b.x * b.vx`, `b.mass < 1`, `e += b.vx * b.vx`): a Swift struct's idiom with tuples — parts
// named as a point's (`x`, `y`) and others (`vx`, `mass`), read by the operators' member paths
// by label (session of 2026-12-06, twelfth). A `let` named once and read at once
// (`let speed = …` then `total += speed`) is computed where it is read.
var seed = 4242
func nextRandom() -> Int {
    seed = (seed * 16807) % 2147483647
    return seed
}

var bodies: [(x: Int, y: Int, vx: Int, vy: Int, mass: Int)] = []
for _ in 0..<1000 {
    bodies.append((x: nextRandom() % 1000, y: nextRandom() % 800,
                   vx: nextRandom() % 9 - 4, vy: nextRandom() % 9 - 4, mass: nextRandom() % 5))
}

func momentum(_ bs: [(x: Int, y: Int, vx: Int, vy: Int, mass: Int)]) -> (Int, Int) {
    var px = 0, py = 0
    for i in 0..<bs.count {
        let b = bs[i]
        px += b.mass * b.vx
        py += b.mass * b.vy
    }
    return (px, py)
}

func energy(_ bs: [(x: Int, y: Int, vx: Int, vy: Int, mass: Int)]) -> Int {
    var e = 0
    for b in bs {
        let speed = b.vx * b.vx + b.vy * b.vy
        e += b.mass * speed
    }
    return e
}

var heavy = 0, leftHalf = 0, spread = 0
var mx = 0, my = 0
for round in 0..<60 {
    for i in 0..<bodies.count {
        let b = bodies[i]
        if b.mass < 1 { continue }
        if b.x < 500 { leftHalf += 1 }
        if b.mass >= 3 { heavy += 1 }
        let d = b.x - b.y
        spread += d * d % 7
    }
    let (px, py) = momentum(bodies)
    mx += px % 1000
    my += py % 1000
    if round % 20 == 19 { spread += energy(bodies) % 97 }
}
print("heavy: \(heavy), left: \(leftHalf), spread: \(spread)")
print("momentum: \(mx) \(my), energy: \(energy(bodies))")
