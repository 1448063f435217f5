// Insertion sort in a function, with a compound while condition.
func sort(xs) {
    var a = xs
    var i = 1
    while i < a.count {
        let key = a[i]
        var j = i - 1
        while j >= 0 && a[j] > key {
            a[j + 1] = a[j]
            j -= 1
        }
        a[j + 1] = key
        i += 1
    }
    return a
}
var data = []
var seed = 42
for _ in 0..<2000 {
    seed = (seed * 75 + 74) % 65537
    data.append(seed % 10000)
}
let sorted = sort(data)
print(sorted[0], sorted[999], sorted[1999])
