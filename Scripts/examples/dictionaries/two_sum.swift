// Two-sum and friends: a dictionary from value to index finds pairs in one pass.
func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
    var indexOf: [Int: Int] = [:]
    for (i, x) in nums.enumerated() {
        if let j = indexOf[target - x] {
            return [j, i]
        }
        indexOf[x] = i
    }
    return []
}

let nums = [8, 3, 11, 7, 2, 15, 4]
for target in [9, 26, 10, 100, 6] {
    let pair = twoSum(nums, target)
    if pair.isEmpty {
        print("target \(target): no pair")
    } else {
        print("target \(target): indices \(pair) values \(nums[pair[0]]) + \(nums[pair[1]])")
    }
}

// Count all pairs (i < j) with a given sum, allowing duplicates.
func countPairs(_ nums: [Int], _ target: Int) -> Int {
    var seen: [Int: Int] = [:]
    var pairs = 0
    for x in nums {
        pairs += seen[target - x] ?? 0
        seen[x, default: 0] += 1
    }
    return pairs
}
print("pairs summing to 6:", countPairs([1, 5, 3, 3, 2, 4, 1, 5], 6))
print("pairs summing to 2:", countPairs([1, 1, 1, 1], 2))

// First element that repeats, and the positions of every value.
var positions: [Int: [Int]] = [:]
let data = [4, 7, 1, 7, 9, 4, 4, 2]
var firstRepeat = -1
for (i, x) in data.enumerated() {
    if positions[x] != nil && firstRepeat == -1 {
        firstRepeat = x
    }
    positions[x, default: []].append(i)
}
print("first repeat:", firstRepeat)
for value in positions.keys.sorted() {
    print("\(value) at \(positions[value]!)")
}
print("values seen once:", positions.filter { $0.value.count == 1 }.keys.sorted())
