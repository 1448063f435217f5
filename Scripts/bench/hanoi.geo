// Towers of Hanoi, recursive, counting moves in a global and checking them in a list.
var moves = 0
var pegs = [0, 0, 0]
func hanoi(n, from, to, via) {
    if n == 0 { return }
    hanoi(n - 1, from, via, to)
    moves += 1
    pegs[to] += 1
    pegs[from] -= 1
    hanoi(n - 1, via, to, from)
}
pegs[0] = 20
hanoi(20, 0, 2, 1)
print(moves, pegs)
