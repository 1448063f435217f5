// A small least-recently-used cache: a dictionary for values, a list for recency order.
let capacity = 3
var cache: [String: Int] = [:]
var order: [String] = []   // least recent first
var hits = 0
var misses = 0

func touch(_ key: String) {
    if let i = order.firstIndex(of: key) {
        order.remove(at: i)
    }
    order.append(key)
}

func put(_ key: String, _ value: Int) {
    if cache.updateValue(value, forKey: key) == nil && cache.count > capacity {
        let oldest = order.removeFirst()
        let evicted = cache.removeValue(forKey: oldest)!
        print("evict \(oldest) (\(evicted))")
    }
    touch(key)
}

func get(_ key: String) -> Int {
    guard let value = cache[key] else {
        misses += 1
        return -1
    }
    hits += 1
    touch(key)
    return value
}

put("a", 1)
put("b", 2)
put("c", 3)
print("get a:", get("a"))
put("d", 4)
print("get b:", get("b"))
put("c", 30)
put("e", 5)
print("get c:", get("c"))
print("get d:", get("d"))
print("get a:", get("a"))

print("order:", order)
print("cached:", cache.keys.sorted(), "sum:", cache.values.reduce(0, +))
print("hits \(hits), misses \(misses)")
print("order matches cache:", order.count == cache.count && order.allSatisfy { cache[$0] != nil })
cache.removeAll()
order.removeAll()
print("cleared:", cache.isEmpty, order.isEmpty, get("a"))
