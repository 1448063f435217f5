// MARK: Hierarchy — adding, removing and ordering subviews

extension View {
    /// Adds `view` as the front-most subview. A view that has another superview is moved; one
    /// that is already a subview comes to the front (as in UIKit).
    ///
    /// Throws when `view` is this view or one of its ancestors (the tree would become a cycle),
    /// or when this view is a presentation snapshot.
    public func addSubview(_ view: View) throws(GeometryError) {
        try checkCanAdd(view, operation: "addSubview")
        view.detachFromSuperview()
        attach(view, at: subviews.count)
    }

    /// Inserts `view` into the subviews at `index` (0 = the back). A view that has a superview
    /// is removed from it first — also when that is this view — and then inserted; an index past
    /// the end appends, as UIKit does in practice (Apple's documentation says the index "cannot
    /// be greater than the number of subviews", but UIKit clamps it rather than failing).
    ///
    /// Throws for a negative index and in the cases `addSubview(_:)` throws.
    public func insertSubview(_ view: View, at index: Int) throws(GeometryError) {
        try checkCanAdd(view, operation: "insertSubview")
        guard index >= 0 else {
            throw GeometryError("cannot insert \(view) into \(self) at index \(index): "
                + "the index must be 0 or more (0 is the back)")
        }
        view.detachFromSuperview()
        attach(view, at: min(index, subviews.count))
    }

    /// Inserts `view` just behind (`above` false) or in front of (`above` true) `sibling`, a
    /// subview of this view (UIView.insertSubview(_:belowSubview:) / (_:aboveSubview:)); a view
    /// that has a superview is removed from it first. Inserting a view next to itself leaves
    /// the order as it is.
    ///
    /// Throws when `sibling` is not a subview of this view, and in the cases
    /// `addSubview(_:)` throws.
    public func insertSubview(_ view: View, nextTo sibling: View, above: Bool) throws(GeometryError) {
        let operation = above ? "insertSubview(_:aboveSubview:)" : "insertSubview(_:belowSubview:)"
        try checkCanAdd(view, operation: operation)
        guard indexOfSubview(sibling) != nil else {
            throw GeometryError("\(operation): \(sibling) is not a subview of \(self)")
        }
        if view === sibling { return }
        view.detachFromSuperview()
        let i = indexOfSubview(sibling) ?? subviews.count
        attach(view, at: above ? i + 1 : i)
    }

    /// Swaps the subviews at two indices (UIView.exchangeSubview(at:withSubviewAt:)).
    /// Throws for an index outside the subviews (UIKit raises a range exception).
    public func exchangeSubview(at first: Int, withSubviewAt second: Int) throws(GeometryError) {
        for i in [first, second] where !subviews.indices.contains(i) {
            throw GeometryError("exchangeSubview(at:withSubviewAt:): index \(i) is outside the subviews of \(self) "
                + (subviews.isEmpty ? "(it has none)" : "(0..<\(subviews.count))"))
        }
        guard first != second else { return }
        subviews.swapAt(first, second)
        _childIndex = nil
    }

    /// Removes the view from its superview's subviews (nothing happens if it has none).
    public func removeFromSuperview() {
        detachFromSuperview()
    }

    /// Moves `view` to the front of the subviews; UIKit ignores a view that is not a subview,
    /// and so does this.
    public func bringSubviewToFront(_ view: View) {
        guard let i = indexOfSubview(view), i != subviews.count - 1 else { return }
        subviews.remove(at: i)
        subviews.append(view)
        _childIndex = nil
    }

    /// Moves `view` to the back of the subviews; a view that is not a subview is ignored.
    public func sendSubviewToBack(_ view: View) {
        guard let i = indexOfSubview(view), i != 0 else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
        _childIndex = nil
    }

    /// True when `view` is this view or one of its ancestors (UIView.isDescendant(of:)).
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    // MARK: Internals

    func indexOfSubview(_ view: View) -> Int? {
        guard view._parent === self else { return nil }
        return subviews.firstIndex { $0 === view }
    }

    func checkCanAdd(_ view: View, operation: String) throws(GeometryError) {
        if view === self {
            throw GeometryError("\(operation): cannot add \(self) as a subview of itself")
        }
        // Only a view with subviews can be an ancestor (this keeps building a deep chain linear).
        if !view.subviews.isEmpty, isDescendant(of: view) {
            throw GeometryError("\(operation): cannot add \(view) to \(self): \(self) is inside "
                + "\(view)'s subtree, so the tree would become a cycle")
        }
        if isSnapshot {
            throw GeometryError("\(operation): cannot add \(view) to \(self): it is a presentation "
                + "snapshot, which has no subviews")
        }
    }

    /// Takes the view out of its superview, leaving it a root.
    func detachFromSuperview() {
        _presentationParent = nil
        guard let s = _parent else { return }
        if let i = s.indexOfSubview(self) {
            s.subviews.remove(at: i)
            s._childIndex = nil
        }
        _parent = nil
        invalidateRootCaches()
    }

    func attach(_ view: View, at index: Int) {
        subviews.insert(view, at: index)
        view._parent = self
        view.superviewWasFreed = false
        view._presentationParent = nil
        view.invalidateRootCaches()
        _childIndex = nil
    }
}
