// MARK: Conversion between coordinate spaces

extension View {
    /// A point in this view's bounds coordinates, in `view`'s bounds coordinates (`nil`: the
    /// root's coordinate space). Throws for views in different trees and when a view on the way
    /// down to `view` has a singular transform.
    public func convert(_ point: Point, to view: View?) throws(GeometryError) -> Point {
        point.applying(try transform(to: view))
    }

    /// A point in `view`'s bounds coordinates (`nil`: the root's space), in this view's.
    public func convert(_ point: Point, from view: View?) throws(GeometryError) -> Point {
        point.applying(try transform(from: view))
    }

    /// The bounding box of the rectangle's four corners converted to `view` (`nil`: the root).
    public func convert(_ rect: Rect, to view: View?) throws(GeometryError) -> Rect {
        rect.applying(try transform(to: view))
    }

    /// The bounding box of the rectangle's four corners converted from `view` (`nil`: the root).
    public func convert(_ rect: Rect, from view: View?) throws(GeometryError) -> Rect {
        rect.applying(try transform(from: view))
    }

    /// The matrix that takes this view's bounds coordinates to `view`'s (`nil`: the root's).
    ///
    /// The other view is lent (`Unmanaged`) to the cached answer (`cachedMatrix(to:)`) and to
    /// the rest (`matrixComputed`): a view unwrapped from the Optional and used around a call
    /// that throws was retained and released on every conversion (~80 of `convert`'s ~200
    /// instructions). The caller holds it, so it is alive throughout.
    public func transform(to view: View?) throws(GeometryError) -> Transform {
        guard let other = view.map(Unmanaged.passUnretained) else { return rootTransform().transform }
        if let t = other._withUnsafeGuaranteedRef({ cachedMatrix(to: $0) }) { return t }
        return try View.matrixComputed(from: .passUnretained(self), to: other)
    }

    /// The matrix that takes `view`'s bounds coordinates (`nil`: the root's) to this view's.
    public func transform(from view: View?) throws(GeometryError) -> Transform {
        if let other = view.map(Unmanaged.passUnretained) {
            if let t = other._withUnsafeGuaranteedRef({ $0.cachedMatrix(to: self) }) { return t }
            return try View.matrixComputed(from: other, to: .passUnretained(self))
        }
        if _rootValid, _rootID != nil, !isSnapshot, _fromRootState == 1 { return _fromRoot }
        return try transformFromRootComputed()
    }

    /// The matrix to another view when the caches hold it as it lies — the same view, the
    /// superview's or a subview's valid matrix, or through a common root whose matrices are
    /// both valid — else nil (`matrixComputed` then works it out). Only loads and one product,
    /// so it is inlined where a conversion asks: a conversion's answer came back from an
    /// out-of-line closure as an Optional through memory (~75 instructions for ~20 of work).
    /// The same answers `matrix(to:)` gives from the same caches. (Making the superview's
    /// matrix here when it is not valid, or the root matrix, made it too big to be inlined.)
    @inline(__always) func cachedMatrix(to view: View) -> Transform? {
        if view === self { return .identity }
        if superviewIs(view) { return _localValid ? _local : nil }
        if view.superviewIs(self) { return view._localInverseState == 1 ? view._localInverse : nil }
        guard _rootValid, let rootA = _rootID, view._rootValid, let rootB = view._rootID, rootA == rootB,
              !view.isSnapshot, view._fromRootState == 1 else { return nil }
        return _toRoot.concatenating(view._fromRoot)
    }

    /// The matrix to another view when the cached matrices give it, computing and caching
    /// what is missing (the same view, its superview or subview, or through the root of their
    /// tree), else nil (views in different trees, a singular transform on the way).
    func matrix(to view: View) -> Transform? {
        if view === self { return .identity }
        if superviewIs(view) { return transformToSuperview }
        if view.superviewIs(self) { return view.inverseTransformToSuperview }
        let (a, rootA) = rootTransform()
        let (inverseB, rootB) = view.inverseRootTransformAndRoot()
        guard rootA == rootB, let inverse = inverseB else { return nil }
        return a.concatenating(inverse)
    }

    /// The matrix from `source` to another view that `cachedMatrix(to:)` does not give: from
    /// the caches, filled as needed (`matrix(to:)`, the views lent as they are to
    /// `transform(to:)`: a view taken out of its `Unmanaged` here was retained and released
    /// on every conversion of a moved view), else `matrixOtherwise`.
    @inline(never) static func matrixComputed(from source: Unmanaged<View>, to target: Unmanaged<View>) throws(GeometryError) -> Transform {
        let t = source._withUnsafeGuaranteedRef { s in target._withUnsafeGuaranteedRef { s.matrix(to: $0) } }
        if let t { return t }
        return try matrixOtherwise(from: source, to: target)
    }

    /// The matrix from `source` to another view that `matrix(to:)` does not give: the error for
    /// a subview whose transform is singular or a view in another tree, else the product along
    /// the path (which names a singular transform on the way down).
    @inline(never) static func matrixOtherwise(from source: Unmanaged<View>, to target: Unmanaged<View>) throws(GeometryError) -> Transform {
        let source = source.takeUnretainedValue(), view = target.takeUnretainedValue()
        if view.superviewIs(source) { throw View.singularError(from: source, to: view, culprit: view) }
        guard source.rootTransform().root == view.rootTransform().root else { throw View.differentTreesError(source, view) }
        return try View.pathTransform(from: source, to: view)
    }

    /// `transform(from: nil)` when the inverse of the matrix to the root is not cached.
    @inline(never) func transformFromRootComputed() throws(GeometryError) -> Transform {
        if let inverse = inverseRootTransform() { return inverse }
        return try View.pathTransform(from: window, to: self, fromRootSpace: true)
    }

    /// The product of the matrices along the path up from `source` to the nearest common
    /// ancestor and down to `target`, naming the first view on the way down whose transform
    /// cannot be inverted.
    static func pathTransform(from source: View, to target: View,
                              fromRootSpace: Bool = false) throws(GeometryError) -> Transform {
        var up: [View] = []
        var v: View? = source
        while let current = v { up.append(current); v = current.superview }
        var down: [View] = []
        v = target
        while let current = v { down.append(current); v = current.superview }
        guard let rootA = up.last, let rootB = down.last, rootA === rootB else {
            throw differentTreesError(source, target)
        }
        // Drop the common ancestors (keeping the lowest one out of both lists).
        while let a = up.last, let b = down.last, a === b {
            up.removeLast()
            down.removeLast()
        }
        var m = Transform.identity
        for view in up { m = m.concatenating(view.transformToSuperview) }
        for view in down.reversed() {
            guard let inverse = view.inverseTransformToSuperview else {
                throw singularError(from: fromRootSpace ? nil : source, to: target, culprit: view)
            }
            m = m.concatenating(inverse)
        }
        return m
    }

    static func differentTreesError(_ a: View, _ b: View) -> GeometryError {
        GeometryError("cannot convert between \(a) and \(b): they are in different view trees "
            + "(with roots \(a.window) and \(b.window))")
    }

    static func singularError(from source: View?, to target: View, culprit: View) -> GeometryError {
        let origin = source.map { "\($0)" } ?? "the root's coordinate space"
        let t = culprit.transform
        return GeometryError("cannot convert from \(origin) to \(target): the transform of \(culprit), "
            + "\(t), is singular (determinant \(NumberFormat.standard.string(t.determinant))), so "
            + "points cannot be mapped into it")
    }
}
