// A recursive permutations generator: every permutation of 0..<8 built by backtracking
// (append, recurse, removeLast), each handed to a callback that checks it.
func permutations(n, visit) {
    var used = []
    for i in 0..<n { used.append(false) }
    var current = []
    func gen() {
        if current.count == n {
            visit(current)
            return
        }
        for i in 0..<n {
            if !used[i] {
                used[i] = true
                current.append(i)
                gen()
                current.removeLast()
                used[i] = false
            }
        }
    }
    gen()
}
var count = 0
var fixedFree = 0
permutations(8, { p in
    count += 1
    var ok = true
    for i in 0..<p.count {
        if p[i] == i { ok = false; break }
    }
    if ok { fixedFree += 1 }
})
print(count, fixedFree)
