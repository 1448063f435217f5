/// `==` on lists without recursion, linear in the distinct list nodes compared.
///
/// Lists may share their sublists: `xs = [xs, xs]` forty times is 80 nodes standing for 2^40
/// elements, and comparing two such lists element by element would never end. Here the lists
/// are walked with an explicit stack (a list nested millions deep compares without exhausting
/// the native stack), two lists with the same storage are equal at once, and each pair of
/// storages found equal is remembered, so a shared pair is compared once.
enum ValueEquality {
    /// `elementsEqual` compares two elements that are not both lists (`==` by default; the
    /// session's "same value" for `:undo`).
    static func listsEqual(_ a: [Value], _ b: [Value],
                           elementsEqual: (Value, Value) -> Bool = { $0.isIdentical(to: $1) }) -> Bool {
        var equalPairs = Set<Pair>()
        var stack: [(a: [Value], b: [Value], next: Int)] = [(a, b, 0)]
        while let top = stack.last {
            if top.next == top.a.count {
                stack.removeLast()
                if let pair = Pair(top.a, top.b) { equalPairs.insert(pair) }
                continue
            }
            let x = top.a[top.next], y = top.b[top.next]
            stack[stack.count - 1].next += 1
            switch (x, y) {
            case let (.list(p), .list(q)):
                guard p.count == q.count else { return false }
                if let pair = Pair(p, q), pair.first == pair.second || equalPairs.contains(pair) { continue }
                stack.append((p, q, 0))
            default:
                if !elementsEqual(x, y) { return false }
            }
        }
        return true
    }

    /// The storage identities of two lists.
    struct Pair: Hashable {
        let first: UnsafeRawPointer
        let second: UnsafeRawPointer

        init?(_ a: [Value], _ b: [Value]) {
            guard let x = ValueDescription.identity(a), let y = ValueDescription.identity(b) else { return nil }
            first = x
            second = y
        }
    }
}
