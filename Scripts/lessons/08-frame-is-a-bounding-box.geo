// Lesson 8: a transformed view's frame is only a bounding box
//
// A CGRect has an origin and a size and no angle, so it cannot describe a turned rectangle.
// Once a view has a transform, `frame` is the smallest upright box around the view's four
// corners (CGRectApplyAffineTransform). The view itself is still described exactly by what UIKit
// stores: bounds (its size), center (where its anchor sits) and transform.

let root = View(frame: (0, 0, 400, 400), name: "root")
let tile = View(frame: (100, 100, 100, 100), name: "tile")
root.addSubview(tile)
print("A CGRect has an origin and a size and no angle, so it cannot describe a turned rectangle. Once a")
print("view has a transform, frame is the smallest upright box around its four corners. The view itself")
print("is still described exactly by what UIKit stores: bounds (its size), center and transform.")
print("")
for angle in [0deg, 15deg, 30deg, 45deg, 90deg] {
    tile.transform = rotation(angle)
    print("turned \(degrees(angle))deg: frame \(tile.frame)   bounds \(tile.bounds)   center \(tile.center)")
}
print("the box is widest at 45deg: 100 * (cos 45 + sin 45) = \(100 * (cos(45deg) + sin(45deg)))")

// Where the frame comes from: the four corners of bounds, carried into the superview.
tile.transform = rotation(30deg)
let b = tile.bounds
var smallest = (infinity, infinity)
print("Where the frame comes from, at 30deg: the four corners of bounds, carried into the superview:")
for corner in [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)] {
    let p = tile.convert(corner, to: root)
    print("  corner \(corner) of the tile is at \(p)")
    smallest = (min(smallest.x, p.x), min(smallest.y, p.y))
}
print("  the smallest x and y of the corners: \(smallest) = frame.origin \(tile.frame.origin)")
assert(near(smallest, tile.frame.origin))

// The same with Rect.applying: the bounds around the anchor, transformed, moved to center.
let around = Rect(-50, -50, 100, 100).applying(tile.transform).offsetBy(dx: tile.center.x, dy: tile.center.y)
assert(near(around, tile.frame))
print("  (the same box: Rect(-50, -50, 100, 100).applying(transform), moved to the center)")
print("frame area \(tile.frame.width * tile.frame.height) vs the tile's own \(b.width * b.height)")

// The box's corners are empty: a point just inside the frame's top-left corner is not on the tile.
let corner = (tile.frame.minX + 5, tile.frame.minY + 5)
print("The box's corners are empty space: a point just inside its top-left corner is not on the tile.")
print("\(corner) is in the frame: \(tile.frame.contains(corner)); on the tile: \(tile.point(inside: tile.convert(corner, from: root)))")
assert(not tile.point(inside: tile.convert(corner, from: root)))

// Setting frame under a transform. A quarter turn keeps boxes upright, so it round-trips:
tile.transform = rotation(90deg)
tile.frame = (100, 100, 200, 50)
print("Setting frame under a transform: a quarter turn keeps boxes upright, so it round-trips.")
print("under a quarter turn, frame = (100, 100, 200, 50) gives bounds \(tile.bounds), center \(tile.center)")
print("  and reads back as \(tile.frame)")
assert(near(tile.frame, (100, 100, 200, 50)))

// Under 30deg UIKit calls the result undefined. geo does what Core Animation does — bounds.size
// is the size mapped back through the inverse rotation, center keeps frame.origin — and prints a
// warning (on stderr) because the frame will NOT read back as what you set:
tile.transform = rotation(30deg)
tile.frame = (100, 100, 100, 100)
print("Under 30deg UIKit calls the result undefined. geo does what Core Animation does (bounds.size is the")
print("size mapped back through the inverse turn; center keeps frame.origin) and warns on stderr,")
print("because the frame does NOT read back as what you set:")
print("under 30deg, frame = (100, 100, 100, 100) reads back as \(tile.frame)")
print("  with bounds \(tile.bounds)")
assert(near(tile.frame.origin, (100, 100)))
assert(not near(tile.frame.size, Size(100, 100)))

// What to do instead: size with bounds, place with center — both are independent of transform.
tile.bounds.size = Size(100, 100)
tile.center = (150, 150)
print("Instead size with bounds and place with center: neither depends on the transform.")
print("with bounds.size = (100, 100) and center = (150, 150): frame \(tile.frame)")
tile.transform = identity
print("and with the transform removed: \(tile)")
assert(near(tile.frame, (100, 100, 100, 100)))

// ---- Exercises: predict, then check --------------------------------------------------------
// Replace a nil with your prediction (a rect (x, y, width, height), a number) and run the lesson
// again: it tells you whether geo agrees, and explains when it does not.
let guess1 = nil   // the frame of a view made with frame (0, 0, 200, 100) after rotation(90deg)
let guess2 = nil   // the frame's width of a 100 x 100 view turned 60deg (two decimals are enough)

exercise(1, "A view made with frame (0, 0, 200, 100) is turned: transform = rotation(90deg). What is its frame?", guess: guess1) {
    let v = View(frame: (0, 0, 200, 100), name: "v")
    v.transform = rotation(90deg)
    return explain(v.frame)
}
exercise(2, "A 100 x 100 view is turned 60deg. How wide is its frame?", guess: guess2) {
    let v = View(frame: (0, 0, 100, 100), name: "v")
    v.transform = rotation(60deg)
    return explain(v.frame).width
}
