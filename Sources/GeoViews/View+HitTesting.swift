// MARK: Hit-testing with UIKit's rules

extension View {
    /// Whether `point`, in bounds coordinates, lies in the bounds: min edges inside, max edges
    /// outside, as `Rect.contains`.
    public func point(inside point: Point) -> Bool {
        _bounds.contains(point)
    }

    /// The deepest view under `point` (in this view's bounds coordinates), or nil.
    ///
    /// UIKit's rules: a hidden view, one with `alpha < 0.01` and one with user interaction
    /// disabled is skipped with its subtree; a view is entered only when the point is inside
    /// its bounds — so a subview sticking out of its superview cannot be hit there, whatever
    /// `clipsToBounds` says; subviews are tried front-most first, each with the point converted
    /// into its bounds (so a rotated view is hit by its rotated shape); when none takes the
    /// point the view itself is the answer.
    public func hitTest(_ point: Point) -> View? {
        guard canBeHit, _bounds.contains(point) else { return nil }
        // A subview that takes the point always yields a hit in its subtree, so the search
        // descends without backtracking. No script runs during the search, so no subviews
        // array changes: the views are visited unretained (each is held by its superview,
        // which `self` holds through the chain), and only the answer is retained.
        var view = Unmanaged.passUnretained(self)
        var p = point
        while let (child, q) = view._withUnsafeGuaranteedRef({ $0.frontmostSubviewTaking(p) }) {
            view = child
            p = q
        }
        return view.takeUnretainedValue()
    }

    /// Not hidden, alpha at least 0.01, user interaction enabled.
    var canBeHit: Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled
    }

    /// The front-most subview that can be hit and whose bounds contain `p` (given in this view's
    /// bounds coordinates), with `p` in its coordinates; the subview unretained (held by this
    /// view's `subviews`, which nothing changes while a hit test runs).
    func frontmostSubviewTaking(_ p: Point) -> (Unmanaged<View>, Point)? {
        var i = _subviews.count
        if i >= ChildIndex.minimumCount {
            // The index is built when hit tests come without changes between them; while a
            // subview's frame changes before each one (a drag over a board of tiles), a scan
            // costs less than a build each time (`ChildIndex.scansBeforeBuilding`).
            if _childIndex == nil {
                if _scansWithoutIndex >= ChildIndex.scansBeforeBuilding {
                    _childIndex = ChildIndex(frames: subviews.map { $0.frame })
                } else {
                    _scansWithoutIndex += 1
                }
            }
            if let index = _childIndex {
                var found: (Unmanaged<View>, Point)?
                index.forEachCandidate(at: p) { i in
                    guard i < _subviews.count else { return false }
                    if let hit = View.take(p, in: unretainedSubview(i)) {
                        found = hit
                        return true
                    }
                    return false
                }
                return found
            }
        }
        while i > 0 {
            i -= 1
            if let hit = View.take(p, in: unretainedSubview(i)) { return hit }
        }
        return nil
    }

    /// The subview at `i`, not retained: read from the array each time (no copy of the array is
    /// held, so it is not retained either), for a caller that knows nothing changes `subviews`
    /// while it uses the view — this view's array holds it.
    @inline(__always) func unretainedSubview(_ i: Int) -> Unmanaged<View> {
        Unmanaged.passUnretained(_subviews[i])
    }

    /// `child` with `p` converted into its bounds, when it can be hit there.
    @inline(__always)
    static func take(_ p: Point, in child: Unmanaged<View>) -> (Unmanaged<View>, Point)? {
        child._withUnsafeGuaranteedRef { c in
            guard c.canBeHit, let inverse = c.inverseTransformToSuperview else { return nil }
            let q = p.applying(inverse)
            return c._bounds.contains(q) ? (child, q) : nil
        }
    }
}
