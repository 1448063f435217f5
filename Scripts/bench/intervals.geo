// Interval merging, meeting rooms, gaps: sorted(by:) with multi-key comparators,
// tuple destructuring, zip/dropFirst, reduce, allSatisfy, contains(where:), binary search.
var seed = 7.0
func rand(_ n: Int) -> Int {
    seed = (seed * 16807).truncatingRemainder(dividingBy: 2147483647)
    return Int(seed) % n
}

var intervals: [[Int]] = []
for id in 0..<8000 {
    let start = rand(100_000)
    let length = 1 + rand(60)
    intervals.append([start, start + length, id])
}

// sort by start ascending, then end descending, then id
let sortedIvs = intervals.sorted { a, b in
    if a[0] != b[0] { return a[0] < b[0] }
    if a[1] != b[1] { return a[1] > b[1] }
    return a[2] < b[2]
}

var merged: [[Int]] = []
for iv in sortedIvs {
    let (s, e) = (iv[0], iv[1])
    if let last = merged.last, s <= last[1] {
        merged[merged.count - 1][1] = max(last[1], e)
    } else {
        merged.append([s, e])
    }
}
let covered = merged.reduce(0) { $0 + ($1[1] - $1[0]) }
let gaps = zip(merged, merged.dropFirst()).map { $1[0] - $0[1] }
let widest = gaps.max() ?? 0
let disjoint = zip(merged, merged.dropFirst()).allSatisfy { $0[1] < $1[0] }
print("merged=\(merged.count) covered=\(covered) widestGap=\(widest) disjoint=\(disjoint)")

// meeting rooms: events (time, +1/-1), ends before starts at the same time
var events: [[Int]] = []
for iv in intervals {
    events.append([iv[0], 1])
    events.append([iv[1], -1])
}
events.sort { $0[0] != $1[0] ? $0[0] < $1[0] : $0[1] < $1[1] }
var open = 0, rooms = 0, busiest = 0
for ev in events {
    open += ev[1]
    if open > rooms { rooms = open; busiest = ev[0] }
}
print("rooms=\(rooms) at=\(busiest)")

// point queries by binary search over the merged list
func find(_ t: Int) -> Int? {
    var lo = 0, hi = merged.count - 1
    while lo <= hi {
        let mid = Int((lo + hi) / 2)
        let m = merged[mid]
        if t < m[0] { hi = mid - 1 }
        else if t >= m[1] { lo = mid + 1 }
        else { return mid }
    }
    return nil
}
var hits = 0, hitSum = 0
for _ in 0..<100000 {
    let t = rand(100_000)
    if let k = find(t) { hits += 1; hitSum += k }
}
print("hits=\(hits) hitSum=\(hitSum)")

// the longest intervals, ties by earliest start
let longest = intervals.sorted { a, b in
    let la = a[1] - a[0], lb = b[1] - b[0]
    return la != lb ? la > lb : a[0] < b[0]
}.prefix(5).map { "\($0[2])" }.joined(separator: ",")
let anyLong = intervals.contains { $0[1] - $0[0] >= 60 }
let shortCount = intervals.filter { $0[1] - $0[0] < 10 }.count
print("longest=\(longest) anyLong=\(anyLong) short=\(shortCount)")
