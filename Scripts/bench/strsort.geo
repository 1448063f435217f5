// String comparisons: names made from syllables, an insertion sort by hand with < on strings,
// a binary search of the sorted list, == and != counts, the smallest and largest by hand.
let syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ba", "de"]
var seed = 17
func rand(n) {
    seed = (seed * 16807) % 2147483647
    return seed % n
}
func makeName() {
    var s = ""
    let parts = 2 + rand(3)
    for _ in 0..<parts { s += syllables[rand(syllables.count)] }
    return s
}
var names = []
for _ in 0..<1500 { names.append(makeName()) }
var sorted = []
for s in names {
    sorted.append(s)
    var j = sorted.count - 1
    while j > 0 && sorted[j - 1] > s {
        sorted[j] = sorted[j - 1]
        j -= 1
    }
    sorted[j] = s
}
func find(s) {
    var lo = 0
    var hi = sorted.count - 1
    while lo <= hi {
        let mid = lo + (hi - lo - (hi - lo) % 2) / 2
        if sorted[mid] == s { return mid }
        if sorted[mid] < s { lo = mid + 1 } else { hi = mid - 1 }
    }
    return -1
}
var found = 0
var positions = 0
for _ in 0..<20000 {
    let p = find(makeName())
    if p >= 0 { found += 1; positions += p }
}
var smallest = names[0]
var largest = names[0]
var repeats = 0
for i in 1..<names.count {
    if names[i] < smallest { smallest = names[i] }
    if names[i] >= largest { largest = names[i] }
    if names[i] == names[i - 1] { repeats += 1 }
}
print(found, positions, smallest, largest, repeats, sorted[750])
