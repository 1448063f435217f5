// MARK: The session's view trees, for pictures of the whole session (the live view)

extension Interpreter {
    /// The roots of every view tree the session reaches: the trees of the views held by globals
    /// (also inside lists, at any depth), in the order of the globals' names, then the trees of
    /// views that only the animator still holds. Each root once.
    ///
    /// Read it on the thread that runs the interpreter, between runs.
    public var reachableRootViews: [View] {
        var seen = Set<ObjectIdentifier>()
        var roots: [View] = []
        func add(_ view: View) {
            let root = view.window
            if seen.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
        }
        for name in globalNames {
            guard let value = self[name] else { continue }
            var pending = [value]
            while let v = pending.popLast() {
                switch v {
                case .view(let view): add(view)
                case .list(let items): pending.append(contentsOf: items.reversed())
                default: break
                }
            }
        }
        for view in animator.animatedViews.sorted(by: { ($0.name ?? "") < ($1.name ?? "") }) { add(view) }
        return roots
    }

    /// The interpreter's clock and recorded animations (LANGUAGE.md §6).
    public var animator: Animator { AnimationLibrary.animator(context) }
}
