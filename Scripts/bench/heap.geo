// A priority queue as a binary heap in a list: pushes sift up and pops sift down by swapping
// parents and children through a temporary; numbers pushed from a seed, popped in order and
// checked, in rounds.
var heap = []
func push(x) {
    heap.append(x)
    var i = heap.count - 1
    while i > 0 {
        let parent = (i - 1 - (i - 1) % 2) / 2
        if heap[parent] <= heap[i] { break }
        let t = heap[parent]
        heap[parent] = heap[i]
        heap[i] = t
        i = parent
    }
}
func pop() {
    let top = heap[0]
    let last = heap.removeLast()
    let n = heap.count
    if n > 0 {
        heap[0] = last
        var i = 0
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var m = i
            if l < n && heap[l] < heap[m] { m = l }
            if r < n && heap[r] < heap[m] { m = r }
            if m == i { break }
            let t = heap[m]
            heap[m] = heap[i]
            heap[i] = t
            i = m
        }
    }
    return top
}
var seed = 7
var sorted = 0
var checksum = 0
for round in 0..<6 {
    for k in 0..<3000 {
        seed = (seed * 1103 + 12345) % 65536
        push(seed)
    }
    var previous = -1
    while heap.count > 0 {
        let x = pop()
        if x >= previous { sorted += 1 }
        previous = x
        checksum = (checksum + x) % 1000003
    }
}
print(sorted, checksum)
