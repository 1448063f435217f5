// MARK: Copies of whole trees

extension View {
    /// A copy of the tree rooted at this view: every view's geometry and flags (bounds, center,
    /// anchorPoint, transform, name, isHidden, alpha, isUserInteractionEnabled, clipsToBounds, and
    /// what a hierarchy dump recorded)
    /// and the same subview order. The copy is a root (it has no superview) and shares nothing
    /// with the original, so it can be read — hit-tested, converted, presented — while the
    /// original goes on changing. `visit(original, copy)` is called for every view, a superview
    /// before its subviews.
    ///
    /// Iterative, so a very deep tree is copied without deep recursion; linear in the views.
    public func copyTree(_ visit: (View, View) -> Void = { _, _ in }) -> View {
        let top = shallowCopy()
        visit(self, top)
        var stack: [(View, View)] = [(self, top)]
        while let (original, copy) = stack.popLast() {
            guard !original.subviews.isEmpty else { continue }
            copy.subviews.reserveCapacity(original.subviews.count)
            for child in original.subviews {
                let c = child.shallowCopy()
                c._parent = copy
                copy.subviews.append(c)
                visit(child, c)
                stack.append((child, c))
            }
        }
        return top
    }

    /// The view's own state without its subviews, superview or caches.
    func shallowCopy() -> View {
        View(copying: self, bounds: _bounds, center: _center, anchorPoint: _anchorPoint, transform: _transform, alpha: _alpha,
             presentationParent: nil)
    }
}
