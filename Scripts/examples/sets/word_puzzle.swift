// Word puzzles: anagrams, words from a letter pool, and a word ladder with BFS.
func isAnagram(_ a: String, _ b: String) -> Bool {
    return a.count == b.count && a.sorted() == b.sorted()
}
let pairs = [["listen", "silent"], ["apple", "paple"], ["rat", "car"], ["aab", "abb"]]
for p in pairs {
    // Same letter set is weaker than being an anagram.
    print(p[0], p[1], "anagram:", isAnagram(p[0], p[1]), "same letters:", Set(p[0]) == Set(p[1]))
}

// Which dictionary words can be spelled from the tiles, each letter any number of times?
let tiles = Set("retains")
let dictionary = ["stain", "satire", "train", "tennis", "rinse", "stern", "sent", "trains", "zebra", "nasty"]
let spellable = dictionary.filter { Set($0).isSubset(of: tiles) }
print("spellable:", spellable)
let blocked = dictionary.filter { !Set($0).isSubset(of: tiles) }
for w in blocked {
    print(w, "needs", Set(w).subtracting(tiles).sorted())
}

// Word ladder: change one letter at a time, each step a word in the list.
let wordList: Set<String> = ["hot", "dot", "dog", "lot", "log", "cog", "hit", "cot"]
func ladderLength(from start: String, to goal: String) -> Int {
    if !wordList.contains(goal) { return 0 }
    var visited: Set<String> = [start]
    var level = [start]
    var depth = 1
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    while !level.isEmpty {
        var nextLevel: [String] = []
        for word in level {
            if word == goal { return depth }
            let chars = Array(word)
            for i in 0..<chars.count {
                for l in letters where l != chars[i] {
                    var changed = chars
                    changed[i] = l
                    let candidate = String(changed)
                    if wordList.contains(candidate) && visited.insert(candidate).inserted {
                        nextLevel.append(candidate)
                    }
                }
            }
        }
        level = nextLevel
        depth += 1
    }
    return 0
}
print("hit -> cog:", ladderLength(from: "hit", to: "cog"))
print("hot -> dog:", ladderLength(from: "hot", to: "dog"))
print("hit -> cat:", ladderLength(from: "hit", to: "cat"))
print("words with o:", wordList.filter { $0.contains("o") }.count, "longest:", wordList.map { $0.count }.max()!)
