// Text-adventure state machine: switch on (room, verb) tuples with where,
// guard let / if let / ?? / optional chaining, labeled loops, repeat-while.
var seed = 20240.0
func rand(_ n: Int) -> Int {
    seed = (seed * 16807).truncatingRemainder(dividingBy: 2147483647)
    return Int(seed) % n
}

let rooms = ["hall", "library", "cellar", "tower", "garden"]
let verbs = ["north", "south", "east", "west", "up", "down", "take", "drop", "look", "use"]
let itemNames = ["lamp", "key", "rope", "coin", "map"]
var roomItems: [[String]] = [["lamp"], ["key", "map"], ["rope"], ["coin"], []]
var inventory: [String] = []
var room = "hall"
var score = 0
var moves = 0, blocked = 0, taken = 0, dropped = 0, used = 0
var visits = Array(repeating: 0, count: rooms.count)
var lampOn = false

func hasItem(_ name: String) -> Bool { inventory.contains(name) }

func exitFrom(_ here: String, _ dir: String) -> String? {
    switch (here, dir) {
    case ("hall", "north"): return "library"
    case ("hall", "east"): return "garden"
    case ("library", "south"): return "hall"
    case ("library", "up") where hasItem("key"): return "tower"
    case ("library", "down"), ("garden", "down"): return lampOn ? "cellar" : nil
    case ("cellar", let d) where d == "up" || d == "north": return "hall"
    case ("tower", "down"): return "library"
    case ("garden", "west"): return "hall"
    case (_, "look"): return nil
    default: return nil
    }
}

func describe(_ score: Int) -> String {
    switch score {
    case ..<0: return "cursed"
    case 0: return "novice"
    case 1..<50: return "wanderer"
    case 50..<200: return "explorer"
    case 200...: return "legend"
    default: return "?"
    }
}

func step(_ verb: String) {
    guard let here = rooms.firstIndex(of: room) else { return }
    switch verb {
    case "north", "south", "east", "west", "up", "down":
        if let next = exitFrom(room, verb) {
            room = next
            moves += 1
            visits[rooms.firstIndex(of: next)!] += 1
            if next == "tower" && hasItem("map") { score += 5 }
        } else {
            blocked += 1
            score -= 1
        }
    case "take":
        guard let item = roomItems[here].first else { score -= 1; return }
        roomItems[here].removeFirst()
        inventory.append(item)
        taken += 1
        score += item == "coin" ? 10 : 2
    case "drop":
        guard !inventory.isEmpty else { return }
        let item = inventory.removeLast()
        roomItems[here].append(item)
        dropped += 1
        if item == "coin" && room == "tower" { score += 25 }
    case "use":
        switch inventory.last {
        case "lamp": lampOn = !lampOn; used += 1
        case "rope" where room == "cellar": score += 15; used += 1
        case .some(let other): score += other.count % 3
        case .none: score -= 2
        }
    default:
        score += roomItems[here].count
    }
}

var history: [String] = []
var turns = 0
repeat {
    let verb = verbs[rand(verbs.count)]
    step(verb)
    history.append(String(room.first ?? "?"))
    turns += 1
    if turns % 50 == 0 {
        roomItems[rand(rooms.count)].append(itemNames[rand(itemNames.count)])
    }
} while turns < 100000

// longest run of the same room letter, labeled loop over the history
var longest = 0
var runs = 0
var i = 0
scan: while i < history.count {
    var j = i
    while j < history.count && history[j] == history[i] {
        j += 1
        if j - i > 500 { break scan }
    }
    longest = max(longest, j - i)
    runs += 1
    i = j
}
print("room=\(room) score=\(score) rank=\(describe(score))")
print("moves=\(moves) blocked=\(blocked) taken=\(taken) dropped=\(dropped) used=\(used)")
print("visits=\(visits) inv=\(inventory.count):\(inventory.prefix(6).joined(separator: ","))")
print("runs=\(runs) longest=\(longest) lamp=\(lampOn)")
