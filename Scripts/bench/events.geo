// Event handlers as closures in a [String: (Int) -> Void], looked up by name and called for a
// stream of events: closures changing globals, a captured counter made by a function, totals
// kept in a [String: Int] by `totals[name, default: 0] += …` (a probe of Swift styles, session of
// 2026-12-06, fifteenth: 1.7× Lua then — string keys hashed at every lookup, a String copied
// into a local and released at every step).
// handlers as closures in a dictionary keyed by event name, each capturing and changing state
var log: [String] = []
var totals: [String: Int] = [:]
var handlers: [String: (Int) -> Void] = [:]
var clicks = 0
var lastDrag = 0
handlers["click"] = { n in clicks += n }
handlers["drag"] = { n in lastDrag = n; totals["drag", default: 0] += n }
handlers["key"] = { n in if n % 100 == 0 { log.append("key \(n)") } }
func makeCounter(_ name: String) -> (Int) -> Void {
    var count = 0
    return { n in
        count += 1
        if count % 5000 == 0 { log.append("\(name) #\(count)") }
        totals[name, default: 0] += n % 7
    }
}
handlers["scroll"] = makeCounter("scroll")
handlers["zoom"] = makeCounter("zoom")
let kinds = ["click", "drag", "key", "scroll", "zoom", "hover"]
var seed = 11
for i in 0..<400000 {
    seed = (seed * 16807) % 2147483647
    let kind = kinds[seed % kinds.count]
    if let h = handlers[kind] {
        h(i)
    } else {
        totals["unhandled", default: 0] += 1
    }
}
print("clicks \(clicks) lastDrag \(lastDrag) log \(log.count)")
for k in totals.keys.sorted() { print(k, totals[k]!) }
print(log.suffix(3))
