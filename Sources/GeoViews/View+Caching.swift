// MARK: Cached matrices and their invalidation
//
// Each view caches the matrix to its superview (and its inverse), the matrix to the root of
// its tree (and its inverse), and for hit-testing a spatial index over its subviews' frames.
// Any change to a view's bounds, center, anchorPoint or transform drops its own matrices, the
// root matrices of its whole subtree and its superview's index; a change of superview drops
// the root matrices of the subtree; adding, removing or reordering subviews drops the index.

extension View {
    /// Called by every geometry setter. `frameChanged` is false only for a bounds-origin change,
    /// which moves the subviews but not the view's own frame.
    func geometryChanged(frameChanged: Bool) {
        _localValid = false
        _localInverseState = 0
        invalidateRootCaches()
        // Tested first: storing nil over the index destroys the old value by its general code
        // (~50 instructions, even when it is nil), on every geometry write.
        // (The superview lent, not retained: it holds this view, so it is alive.)
        // Without an index, the superview's count of hit tests with no change between them
        // starts again (`ChildIndex.scansBeforeBuilding`): a byte, tested first.
        if frameChanged, let s = _parentReference {
            s._withUnsafeGuaranteedRef { s in
                if case .some = s._childIndex { s._childIndex = nil } else if s._scansWithoutIndex != 0 { s._scansWithoutIndex = 0 }
            }
        }
    }

    /// Drops the root matrices of this view and all its descendants. Stops below views that are
    /// already invalid (their descendants are invalid too, by the invariant at `_rootValid`).
    /// Inlined into every geometry setter: a view moved again before anything converted through
    /// it (a layout loop's views) is invalid already, and pays one test, no call.
    @inline(__always) func invalidateRootCaches() {
        if _rootValid { invalidateValidRootCaches() }
    }

    /// `invalidateRootCaches` of a view whose root matrices are valid.
    @inline(never) func invalidateValidRootCaches() {
        _rootValid = false
        _fromRootState = 0
        // A view with no subviews (the one a script most often moves) has no subtree to walk.
        if _subviews.isEmpty { return }
        // Only the valid children are visited below, and only a valid child with subviews of
        // its own is kept for later: a view whose subviews are mostly invalid already (one was
        // converted since the last change) is walked without allocating, not copied whole.
        var pending: [View] = []
        var next: View? = self
        while let v = next {
            for child in v.subviews where child._rootValid {
                child._rootValid = false
                child._fromRootState = 0
                if !child.subviews.isEmpty { pending.append(child) }
            }
            next = pending.popLast()
        }
    }

    /// The matrix taking this view's bounds coordinates to its superview's bounds coordinates:
    /// `translation(−(bounds.origin + anchorPoint · bounds.size)) · transform · translation(center)`.
    public var transformToSuperview: Transform {
        if _localValid { return _local }
        let ax = _bounds.origin.x + _anchorPoint.x * _bounds.size.width
        let ay = _bounds.origin.y + _anchorPoint.y * _bounds.size.height
        let t = _transform
        _local = Transform(a: t.a, b: t.b, c: t.c, d: t.d,
                           tx: t.tx + _center.x - (t.a * ax + t.c * ay),
                           ty: t.ty + _center.y - (t.b * ax + t.d * ay))
        _localValid = true
        return _local
    }

    /// The inverse of `transformToSuperview`, or nil when the transform is singular.
    var inverseTransformToSuperview: Transform? {
        switch _localInverseState {
        case 1: return _localInverse
        case 2: return nil
        default:
            if let inverse = try? transformToSuperview.inverted() {
                _localInverse = inverse
                _localInverseState = 1
                return inverse
            }
            _localInverseState = 2
            return nil
        }
    }

    /// The matrix to the root's bounds coordinates, and the root's identity. Inlined: a valid
    /// cache is read by the caller where it lies, with no call (the answer, seven words, was
    /// copied out through memory by a call on every conversion).
    @inline(__always) func rootTransform() -> (transform: Transform, root: ObjectIdentifier) {
        if _rootValid, let id = _rootID { return (_toRoot, id) }
        return rootTransformComputed()
    }

    /// `rootTransform` when this view's cache is not valid: computed, and cached.
    @inline(never) func rootTransformComputed() -> (transform: Transform, root: ObjectIdentifier) {
        if isSnapshot {
            // Not reached by the tree's invalidation, so never cached.
            guard let s = superview else { return (.identity, ObjectIdentifier(self)) }
            let (m, id) = s.rootTransform()
            return (transformToSuperview.concatenating(m), id)
        }
        // Only this view changed since the last conversion (its superview's cache is valid, or
        // it has none: the common case of a view moved and converted in a loop): its matrix
        // computed as the loop below computes it, with no list of views made. (The superview
        // lent, not retained: it holds this view, so it is alive.)
        guard let parent = _parentReference else { return cacheRootTransform(.identity, ObjectIdentifier(self)) }
        let fromParent: (Transform, ObjectIdentifier)? = parent._withUnsafeGuaranteedRef { s in
            guard s._rootValid, let id = s._rootID else { return nil }
            return (s._toRoot, id)
        }
        if let (m, id) = fromParent { return cacheRootTransform(transformToSuperview.concatenating(m), id) }
        // The views up to the first one with a valid cache (or the root), then back down.
        var chain: [View] = [self]
        var top = self
        while let s = top._parent, !s._rootValid {
            chain.append(s)
            top = s
        }
        while let v = chain.popLast() {
            if let s = v._parent, let id = s._rootID {
                v.cacheRootTransform(v.transformToSuperview.concatenating(s._toRoot), id)
            } else {
                v.cacheRootTransform(.identity, ObjectIdentifier(v))
            }
        }
        return (_toRoot, _rootID ?? ObjectIdentifier(self))
    }

    /// Keeps `m` as the matrix to the root `id` (its inverse unknown), and returns them.
    @inline(__always) @discardableResult private func cacheRootTransform(_ m: Transform, _ id: ObjectIdentifier) -> (transform: Transform, root: ObjectIdentifier) {
        _toRoot = m
        _rootID = id
        _rootValid = true
        _fromRootState = 0
        return (m, id)
    }

    /// The inverse of the matrix to the root, or nil when it is singular.
    func inverseRootTransform() -> Transform? {
        _ = rootTransform()   // (valid up the tree: the inverse is cached beside it)
        return cachedInverseRootTransform()
    }

    /// The inverse of the matrix to the root and the root's identity, from one look at the
    /// cache (a conversion to another view compares the roots and wants the inverse).
    @inline(__always) func inverseRootTransformAndRoot() -> (inverse: Transform?, root: ObjectIdentifier) {
        let (_, root) = rootTransform()
        return (cachedInverseRootTransform(), root)
    }

    /// The inverse of the matrix to the root (just made valid), cached beside it.
    @inline(__always) private func cachedInverseRootTransform() -> Transform? {
        if !isSnapshot {
            switch _fromRootState {
            case 1: return _fromRoot
            case 2: return nil
            default: break
            }
        }
        return inverseRootTransformComputed()
    }

    /// Below this, a view's transform is treated as singular on the way through the root: its
    /// subtree's conversions go by their common ancestor instead (`View.pathTransform`).
    static let rootRouteDeterminant = 1e-12

    /// The inverse of the matrix to the root as the product of each level's inverse, from the
    /// root down — not the inverse of the product — or nil when a level's transform is singular
    /// or nearly so (`rootRouteDeterminant`); cached on the views of the chain.
    ///
    /// A singular level (`Transform(0, 0, 0.2, -0.45, 0, 0)`) whose product with the levels
    /// below rounded to a tiny determinant gave a huge inverse: conversions between views
    /// below it came out as garbage (`(1026, -1024)` for `(8, 15)`), and one into such a view
    /// from the root `(0, 0)`, where the path names the singular view. A level scaled by 1e-12
    /// lost two decimals to cancellation through the root. Then the common-ancestor route,
    /// which a transform above both views never enters, gives UIKit's answer.
    @inline(never) func inverseRootTransformComputed() -> Transform? {
        let caching = !isSnapshot
        // This view and the ones above it, up to the first whose inverse is cached (or the
        // root).
        var chain: [View] = []
        var above: Transform? = .identity   // the inverse for the superview of the chain's top
        var top = self
        while true {
            chain.append(top)
            guard let s = top.superview else { break }
            if caching, s._rootValid, s._fromRootState != 0 {
                above = s._fromRootState == 1 ? s._fromRoot : nil
                break
            }
            top = s
        }
        var inverse = above
        for v in chain.reversed() {
            if v.superview == nil {
                inverse = .identity
            } else if let known = inverse {
                if let local = v.inverseTransformToSuperview,
                   abs(v.transformToSuperview.determinant) >= View.rootRouteDeterminant {
                    inverse = known.concatenating(local)
                } else {
                    inverse = nil
                }
            }
            if caching, v._rootValid {
                if let inverse {
                    v._fromRoot = inverse
                    v._fromRootState = 1
                } else {
                    v._fromRootState = 2
                }
            }
        }
        return inverse
    }
}
