// Caching view frames by name: [x, y, width, height] lists, with a history of changes.
var frames: [String: [Double]] = [
    "header": [0, 0, 375, 64],
    "avatar": [16, 80, 48, 48],
    "title": [72, 84, 200, 20.25],
    "footer": [0, 600, 375, 67],
]
var history: [String: [[Double]]] = [:]
for name in frames.keys {
    history[name] = [frames[name]!]
}

func move(_ name: String, dx: Double, dy: Double) {
    guard var f = frames[name] else {
        print("no view named \(name)")
        return
    }
    f[0] += dx
    f[1] += dy
    frames[name] = f
    history[name]?.append(f)
}

func area(_ f: [Double]) -> Double { f[2] * f[3] }

// Whole numbers without a trailing ".0".
func fmt(_ x: Double) -> String {
    return x == Double(Int(x)) ? String(Int(x)) : String(x)
}

move("avatar", dx: 4, dy: 0.5)
move("title", dx: 0, dy: -2.25)
move("avatar", dx: -10, dy: 0)
move("sidebar", dx: 1, dy: 1)
history["sidebar"]?.append([0, 0, 1, 1])
print("sidebar history exists:", history["sidebar"] != nil)

for name in frames.keys.sorted() {
    let f = frames[name]!
    print("\(name): origin (\(fmt(f[0])), \(fmt(f[1]))) area \(fmt(area(f))) moves \(history[name]!.count - 1)")
}

let areas = frames.mapValues(area)
let largest = areas.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })!
print("largest:", largest.key, fmt(largest.value))
print("smallest:", areas.min(by: { $0.value < $1.value })!.key)
print("total area:", fmt(areas.values.reduce(0, +)))
print("views below y=100:", frames.filter { $0.value[1] >= 100 }.map { $0.key }.sorted())
print("near the top:", frames.filter { $0.key != "header" && $0.value[1] < 100 }.count)

// Invalidate one entry and rebuild it from history.
frames["title"] = nil
print("title cached:", frames["title"] != nil, "count:", frames.count)
if let last = history["title"]?.last {
    frames["title"] = last
}
print("title restored at y =", fmt(frames["title"]![1]))
print("avatar x path:", history["avatar"]!.map { fmt($0[0]) }.joined(separator: " -> "))
