// A bank of turnstile / door state machines driven by a stream of events.
let transitions: [String: [String: String]] = [
    "locked":   ["coin": "unlocked", "push": "locked", "kick": "alarm"],
    "unlocked": ["coin": "unlocked", "push": "locked", "kick": "alarm"],
    "alarm":    ["reset": "locked", "coin": "alarm", "push": "alarm", "kick": "alarm"],
]
let events = ["coin", "push", "push", "coin", "kick", "reset", "coin", "coin", "push"]


var states = Array(repeating: "locked", count: 64)
var coins = Array(repeating: 0, count: 64)
var passes = Array(repeating: 0, count: 64)
var visits: [String: Int] = [:]

var seed = 7
for step in 0..<1000000 {
    seed = (seed * 16807) % 2147483647
    let m = seed % 64
    let event = events[Int(seed / 64) % events.count]
    let current = states[m]
    guard let next = transitions[current]?[event] else {
        continue
    }
    switch (current, event) {
    case ("unlocked", "push"):
        passes[m] += 1
    case (_, "coin"):
        coins[m] += 1
    default:
        break
    }
    states[m] = next
    visits[next, default: 0] += 1
    if step % 250000 == 0 {
        print("step \(step): machine \(m) \(current) --\(event)--> \(next)")
    }
}

var totalCoins = 0
var totalPasses = 0
for i in 0..<64 {
    totalCoins += coins[i]
    totalPasses += passes[i]
}
print("coins \(totalCoins), passes \(totalPasses)")
for key in visits.keys.sorted() {
    print("\(key): \(visits[key]!)")
}
let alarmed = states.filter { $0 == "alarm" }.count
print("machines in alarm: \(alarmed)")
