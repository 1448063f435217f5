// A priority queue of tasks as [priority, id] records in a binary heap held in a global list;
// a comparator function takes two elements, sift up/down swap with swapAt; tasks are pushed
// and popped in bursts, and the popped order is checked.
var heap = []
func before(a, b) {
    return a[0] < b[0] || (a[0] == b[0] && a[1] < b[1])
}
func push(task) {
    heap.append(task)
    var i = heap.count - 1
    while i > 0 {
        let parent = floor((i - 1) / 2)
        if !before(heap[i], heap[parent]) { break }
        heap.swapAt(i, parent)
        i = parent
    }
}
func pop() {
    let top = heap[0]
    let last = heap.removeLast()
    if heap.count > 0 {
        heap[0] = last
        var i = 0
        let n = heap.count
        while true {
            let l = 2 * i + 1
            var best = i
            if l < n && before(heap[l], heap[best]) { best = l }
            if l + 1 < n && before(heap[l + 1], heap[best]) { best = l + 1 }
            if best == i { break }
            heap.swapAt(i, best)
            i = best
        }
    }
    return top
}
var seed = 11
var nextId = 0
var inOrder = 0
var checksum = 0
for burst in 0..<80 {
    for k in 0..<600 {
        seed = (seed * 75 + 74) % 65537
        push([seed % 100, nextId])
        nextId += 1
    }
    var prev = [-1, -1]
    while heap.count > 200 {
        let t = pop()
        if !before(t, prev) { inOrder += 1 }
        prev = t
        checksum = (checksum * 31 + t[0] + t[1]) % 1000003
    }
}
print(inOrder, checksum, heap.count)
