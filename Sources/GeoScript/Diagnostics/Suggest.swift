/// "Did you mean" suggestions by edit distance: the one rule every suggestion geo makes
/// follows (unknown names, members, labels, REPL commands and `:help` topics).
public enum Suggest {
    /// The candidate closest to `name` (Damerau–Levenshtein), if close enough to be a
    /// plausible typo. Swift's (and Clang's) typo-correction rule: at most (length + 2) / 3
    /// edits, so `fram` → `frame` but not `half` → `a` nor `root` → `Rect`; a one-character
    /// name gets no suggestion, and neither does a name every character of which would have
    /// to change. Ties go to the candidate that differs only in case, then alphabetically.
    /// Names longer than this get no suggestion: the distance costs length², and nobody
    /// mistypes a name that long.
    static let maxLength = 64

    public static func nearest(_ name: String, in candidates: [String]) -> String? {
        guard name.count > 1, name.count <= maxLength else { return nil }
        var best: (String, Int, Int)?
        let limit = (name.count + 2) / 3
        for c in Set(candidates) where c != name && !c.hasPrefix("<") && c.count > 1 && abs(c.count - name.count) <= limit {
            let d = distance(name, c)
            guard d <= limit, d < min(name.count, c.count) else { continue }
            let folded = distance(name.lowercased(), c.lowercased())
            if let b = best, (d, folded, c) >= (b.1, b.2, b.0) { continue }
            best = (c, d, folded)
        }
        return best?.0
    }

    /// Optimal string alignment distance.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }
}
