// MARK: Canvas gestures — the point under the fingers stays put

extension View {
    /// Moves the view by `translation` in its superview's coordinates (`center += translation`).
    public func pan(by translation: Point) throws(GeometryError) {
        guard translation.x.isFinite, translation.y.isFinite else {
            throw GeometryError("pan(by:) needs a finite translation, not \(translation)")
        }
        center = center + translation
    }

    /// Scales the view by `scale` about `point` (in the superview's coordinates), as a pinch
    /// does: the transform gains the scale and the center moves away from or towards the point,
    ///
    ///     transform' = transform · scale(s),   center' = p + s · (center − p)
    ///
    /// so the view's matrix to its superview becomes `M · translation(−p) · scale(s) ·
    /// translation(p)` and whatever lies under `point` stays there.
    public func pinch(scale: Double, at point: Point) throws(GeometryError) {
        guard scale.isFinite, scale != 0 else {
            throw GeometryError("pinch(scale:at:) needs a finite, non-zero scale, not "
                + NumberFormat.exact.string(scale))
        }
        try checkFinite(point, "pinch(scale:at:)")
        applyAbout(point, Transform(scaleX: scale, y: scale))
    }

    /// Rotates the view by `angle` radians about `point` (in the superview's coordinates), as a
    /// two-finger rotation does: `transform' = transform · rotation(angle)` and the center turns
    /// about the point, `center' = p + (center − p) · rotation(angle)`.
    public func rotate(by angle: Double, at point: Point) throws(GeometryError) {
        guard angle.isFinite else {
            throw GeometryError("rotate(by:at:) needs a finite angle, not " + NumberFormat.exact.string(angle))
        }
        try checkFinite(point, "rotate(by:at:)")
        applyAbout(point, Transform(rotationAngle: angle))
    }

    /// Appends the linear map `m` about `p` in the superview's space to the view's matrix.
    private func applyAbout(_ p: Point, _ m: Transform) {
        _transform = _transform.concatenating(m)
        _center = p + (_center - p).applying(m)
        geometryChanged(frameChanged: true)
    }

    private func checkFinite(_ p: Point, _ operation: String) throws(GeometryError) {
        guard p.x.isFinite, p.y.isFinite else {
            throw GeometryError("\(operation) needs a finite point, not \(p)")
        }
    }
}
