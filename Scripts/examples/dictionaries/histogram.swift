// Exam scores bucketed into a histogram by tens, with per-bucket averages.
let scores = [72, 85, 91, 67, 58, 77, 88, 95, 100, 73, 61, 84, 79, 90, 55, 69, 82, 64, 42]

var buckets: [Int: [Int]] = [:]
for s in scores {
    let low = s >= 100 ? 90 : s - s % 10
    buckets[low, default: []].append(s)
}

for low in buckets.keys.sorted() {
    let members = buckets[low]!
    let bar = String(repeating: "*", count: members.count)
    print("\(low)-\(low + 9): \(bar) \(members.count)")
}

let counts = buckets.mapValues { $0.count }
let modeBucket = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })!
print("fullest bucket: \(modeBucket.key)s with \(modeBucket.value)")
print("buckets with one score:", counts.filter { $0.value == 1 }.count)

// Averages that come out as halves print the same everywhere.
let averages = buckets.mapValues { Double($0.reduce(0, +)) / Double($0.count) }
for (low, avg) in averages.sorted(by: { $0.key < $1.key }) where Double(Int(avg)) != avg {
    print("average of \(low)s: \(avg)")
}

// Letter grades with a lookup table.
let grades: [Int: String] = [90: "A", 80: "B", 70: "C", 60: "D"]
var gradeCounts: [String: Int] = [:]
for s in scores {
    let low = s >= 100 ? 90 : s - s % 10
    gradeCounts[grades[low] ?? "F", default: 0] += 1
}
for (g, n) in gradeCounts.sorted(by: { $0.key < $1.key }) {
    print("\(g): \(n)")
}
print("passing:", gradeCounts.filter { $0.key != "F" }.values.reduce(0, +))
