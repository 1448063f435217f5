// String(format:) and Swift habits the parser answers (seed for the fuzzers)
let n = 3
print(String(format: "%d items, %5.1f%% done, %@ at %s|%-6x|%+e|%g", n, 42.25, "card", (1, 2), 255, 12345.678, 0.0001))
let v = View(frame: (0, 0, 10, 10))
print(v.hitTest((1, 1), with: nil), v.point(inside: (1, 1), with: nil), trunc(-2.5))
let xs = [1, 2, 3]
print(xs.reduce(0) { $0 + $1 })
