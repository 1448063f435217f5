// MARK: Presentation snapshots

extension View {
    /// A copy of this view's geometry and flags (bounds, center, anchorPoint, transform, name,
    /// isHidden, alpha, isUserInteractionEnabled, clipsToBounds) whose `superview` is this view's
    /// superview but which is not among its subviews and has no subviews — what Core Animation's
    /// presentation layer is. `frame`, `convert` and the rest work on it; adding subviews to it
    /// throws. Adding it to a view makes it an ordinary view. Unlike a subview, a snapshot keeps
    /// its superview alive. `parent`: the superview's own presentation snapshot instead (as a
    /// presentation layer's superlayer is the presentation tree's).
    public func presentationSnapshot(parent: View? = nil) -> View {
        presentationSnapshot(bounds: _bounds, center: _center, anchorPoint: _anchorPoint, transform: _transform, alpha: _alpha,
                             parent: parent)
    }

    /// The same with the given geometry and opacity (`bounds` standardised, as a view stores
    /// it) in place of this view's: what it presents while animated.
    public func presentationSnapshot(bounds: Rect, center: Point, anchorPoint: Point, transform: Transform, alpha: Double,
                                     parent: View? = nil) -> View {
        View(copying: self, bounds: bounds, center: center, anchorPoint: anchorPoint, transform: transform, alpha: alpha,
             presentationParent: parent ?? superview)
    }
}
