// A texture atlas packed by the guillotine method: free space kept as a list of rects; each
// sprite (sizes from a pseudo-random sequence) goes into the first free rect it fits, which is
// split into the part to its right and the part below; a full sheet starts a new one. The
// placed rects are checked for overlap with their neighbours and measured.
var seed = 7
func rnd(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
var sheets = 1
var free = [Rect(0, 0, 512, 512)]
var placed = []
var used = 0
for i in 0..<4000 {
    let size = Size(8 + rnd(56), 8 + rnd(40))
    var slot = -1
    for (j, r) in free.enumerated() {
        if size.width <= r.width && size.height <= r.height {
            slot = j
            break
        }
    }
    if slot < 0 {
        sheets += 1
        free = [Rect(0, 0, 512, 512)]
        slot = 0
    }
    let r = free.remove(at: slot)
    let sprite = Rect(origin: r.origin, size: size)
    let right = Rect(sprite.maxX, r.minY, r.maxX - sprite.maxX, size.height)
    let below = Rect(r.minX, sprite.maxY, r.width, r.maxY - sprite.maxY)
    if right.width >= 8 && right.height >= 8 { free.append(right) }
    if below.width >= 8 && below.height >= 8 { free.append(below) }
    placed.append(sprite.offsetBy(dx: sheets * 1000, dy: 0))
    used += sprite.width * sprite.height
}
var overlaps = 0
var extent = placed[0]
for i in 1..<placed.count {
    let a = placed[i]
    extent = extent.union(a)
    for j in max(0, i - 8)..<i {
        if a.intersection(placed[j]).width * a.intersection(placed[j]).height > 0 { overlaps += 1 }
    }
}
print(sheets, free.count, used, overlaps, extent)
