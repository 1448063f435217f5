// MARK: Presentation snapshots

extension View {
    /// A copy of this view's geometry and flags (bounds, center, anchorPoint, transform, name,
    /// isHidden, alpha, isUserInteractionEnabled, clipsToBounds) whose `superview` is this view's
    /// superview but which is not among its subviews and has no subviews — what Core Animation's
    /// presentation layer is. `frame`, `convert` and the rest work on it; adding subviews to it
    /// throws. Adding it to a view makes it an ordinary view. Unlike a subview, a snapshot keeps
    /// its superview alive.
    public func presentationSnapshot() -> View {
        let copy = shallowCopy()
        copy._presentationParent = superview
        return copy
    }
}
