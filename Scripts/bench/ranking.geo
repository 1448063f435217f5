// Sorting with custom comparators: (name, score) pairs ranked by score descending then name,
// by comparing tuples; players sorted by a closure on two keys; a leaderboard kept by sorting
// after each batch and its top three read back; intervals as Points sorted by (start, end).
let syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi"]
var seed = 99
func rand(_ m: Int) -> Int {
    seed = (seed * 16807) % 2147483647
    return seed % m
}
func makeName() -> String {
    return syllables[rand(8)] + syllables[rand(8)] + syllables[rand(8)]
}

var players: [(String, Int)] = []
for _ in 0..<1500 { players.append((makeName(), rand(500))) }

let byScore = players.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
print(byScore[0], byScore[1], byScore[byScore.count - 1])

let byName = players.sorted { a, b in
    if a.0 != b.0 { return a.0 < b.0 }
    return a.1 > b.1
}
print(byName[0], byName[700])

var board: [(String, Int)] = []
var tops = ""
for batch in 0..<30 {
    for i in 0..<40 { board.append((makeName(), (batch * 37 + i * 11) % 1000)) }
    board.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    if board.count > 200 { board.removeLast(board.count - 200) }
    if batch % 10 == 9 { tops += "\(board[0].0):\(board[0].1) \(board[2].0):\(board[2].1) " }
}
print(tops)

var spans: [Point] = []
for _ in 0..<3000 {
    let s = rand(1000)
    spans.append((s, s + rand(50) + 1))
}
let ordered = spans.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
var merged = 0
var end = -1.0
for p in ordered {
    if p.x > end { merged += 1; end = p.y } else if p.y > end { end = p.y }
}
print(ordered[0], ordered[2999], merged)
