// An LRU image cache driven by a bank of timers: keys in a recency list (firstIndex(of:),
// remove(at:), append, removeFirst), values and expiry times in parallel lists;
// timers kept sorted by (fire time, id) with firstIndex(where:) insertion; a switch on
// the timer's kind; defer-free Swift: guard, if let, ??, tuples taken apart.
var seed = 2718.0
func rand(_ n: Int) -> Int {
    seed = (seed * 16807).truncatingRemainder(dividingBy: 2147483647)
    return Int(seed) % n
}

let capacity = 48
var keys: [String] = []          // least recent first
var sizes: [Int] = []
var expiry: [Double] = []
var hits = 0, misses = 0, evictions = 0, expired = 0, bytes = 0

func get(_ key: String, now: Double) -> Int? {
    guard let i = keys.firstIndex(of: key) else { return nil }
    if expiry[i] <= now {
        keys.remove(at: i); bytes -= sizes.remove(at: i); expiry.remove(at: i)
        expired += 1
        return nil
    }
    let k = keys.remove(at: i), s = sizes.remove(at: i), e = expiry.remove(at: i)
    keys.append(k); sizes.append(s); expiry.append(e)
    return s
}

func put(_ key: String, size: Int, now: Double, ttl: Double) {
    if let i = keys.firstIndex(of: key) {
        keys.remove(at: i); bytes -= sizes.remove(at: i); expiry.remove(at: i)
    }
    while keys.count >= capacity {
        keys.removeFirst()
        bytes -= sizes.removeFirst()
        expiry.removeFirst()
        evictions += 1
    }
    keys.append(key); sizes.append(size); expiry.append(now + ttl)
    bytes += size
}

// timers: [fireTime, id, kind, interval]; kind 0 = request burst, 1 = purge, 2 = prefetch, 3 = one-shot
var timers: [[Double]] = []
var nextID = 0.0
func schedule(_ at: Double, kind: Double, every interval: Double) {
    let timer = [at, nextID, kind, interval]
    nextID += 1
    let index = timers.firstIndex { $0[0] > at || ($0[0] == at && $0[1] > timer[1]) } ?? timers.count
    timers.insert(timer, at: index)
}
schedule(0, kind: 0, every: 0.016)
schedule(0.5, kind: 1, every: 0.5)
schedule(0.25, kind: 2, every: 0.3)
for k in 0..<20 { schedule(Double(k) * 0.37, kind: 3, every: 0) }

var fired = [0, 0, 0, 0]
var now = 0.0
var purged = 0
var prefetched = 0
while let timer = timers.first, timer[0] < 300 {
    timers.removeFirst()
    now = timer[0]
    let kind = Int(timer[2])
    fired[kind] += 1
    switch kind {
    case 0:
        for _ in 0..<6 {
            // popular images are requested more often
            let r = rand(1000)
            let n: Int
            switch r {
            case 0..<500: n = rand(20)
            case 500..<800: n = 20 + rand(60)
            default: n = 80 + rand(400)
            }
            let key = "img/\(n)"
            if let size = get(key, now: now) {
                hits += 1
                _ = size
            } else {
                misses += 1
                put(key, size: 1000 + (n * 37) % 9000, now: now, ttl: n < 20 ? 30 : 5)
            }
        }
    case 1:
        let before = keys.count
        var i = 0
        while i < keys.count {
            if expiry[i] <= now {
                keys.remove(at: i); bytes -= sizes.remove(at: i); expiry.remove(at: i)
            } else {
                i += 1
            }
        }
        purged += before - keys.count
    case 2:
        let n = rand(20)
        if get("img/\(n)", now: now) == nil {
            put("img/\(n)", size: 1000 + (n * 37) % 9000, now: now, ttl: 30)
            prefetched += 1
        }
    default:
        schedule(now + 1.5, kind: 3, every: 0)
    }
    if timer[3] > 0 { schedule(now + timer[3], kind: timer[2], every: timer[3]) }
    if timer[2] == 3 && fired[3] > 400 { timers.removeAll { $0[2] == 3 } }
}
let ratio = Double(hits) / Double(hits + misses)
print("hits=\(hits) misses=\(misses) ratio=\(String(format: "%.4f", ratio))")
print("evictions=\(evictions) expired=\(expired) purged=\(purged) prefetched=\(prefetched)")
print("fired=\(fired) pending=\(timers.count) bytes=\(bytes) cached=\(keys.count)")
print("recent=\(keys.suffix(4).joined(separator: " ")) now=\(String(format: "%.3f", now))")
