// MARK: The session's view trees, for pictures of the whole session (the live view)

extension Interpreter {
    /// The roots of every view tree the session reaches: the trees of the views held by globals
    /// (also inside lists, at any depth), in the order of the globals' names, then the trees of
    /// views that only the animator still holds. Each root once.
    ///
    /// Read it between runs, on any thread but one running a script (a host function the
    /// script called runs while the run goes on): it reads the session's globals and views,
    /// which a run changes.
    public var reachableRootViews: [View] {
        var roots = globalRootViews
        var seen = Set(roots.map(ObjectIdentifier.init))
        for view in animator.animatedViews.sorted(by: { ($0.name ?? "") < ($1.name ?? "") }) {
            let root = view.window
            if seen.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
        }
        return roots
    }

    /// The roots of the view trees the globals hold (also inside lists, at any depth), in the
    /// order of the globals' names, each root once: what the REPL's `:tree` and `:swift` show.
    /// Linear in the distinct lists (a sublist shared many times is walked once: `xs = [xs, xs]`
    /// forty times is 80 lists, not 2^40 elements) and without recursion (a list nested a
    /// million deep). Read it between runs, as `reachableRootViews`.
    public var globalRootViews: [View] {
        var seen = Set<ObjectIdentifier>(), seenLists = Set<UnsafeRawPointer>()
        var seenDictionaries = Set<ObjectIdentifier>()
        var roots: [View] = []
        for name in globalNames {
            guard let value = self[name] else { continue }
            var pending = [value]
            while let v = pending.popLast() {
                switch v {
                case .view(let view):
                    let root = view.window
                    if seen.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
                case .list(let items):
                    if let storage = ValueDescription.identity(items), !seenLists.insert(storage).inserted { continue }
                    pending.append(contentsOf: items.reversed())
                case .dictionary(let d):
                    if !seenDictionaries.insert(d.identity).inserted { continue }
                    for (k, v) in d.entries.reversed() { pending += [v, k] }
                case .set(let s):
                    if !seenDictionaries.insert(s.identity).inserted { continue }
                    pending.append(contentsOf: s.keys.reversed())
                default: break
                }
            }
        }
        return roots
    }

    /// The interpreter's clock and recorded animations (docs/language.md).
    public var animator: Animator { AnimationLibrary.animator(context) }
}
