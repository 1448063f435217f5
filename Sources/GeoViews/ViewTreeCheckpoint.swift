/// Whole view trees as they are at one moment, to be put back later (a REPL's `:undo`): each
/// view's geometry, flags and name, and which views are whose subviews, for every view in the
/// trees of the views given. The same view objects are put back — not copies — so every
/// variable, list and closure that holds one sees it restored.
public struct ViewTreeCheckpoint {
    struct Saved {
        let view: View
        let bounds: Rect, center: Point, anchorPoint: Point, transform: Transform
        let name: String?
        let isHidden: Bool, alpha: Double, isUserInteractionEnabled: Bool, clipsToBounds: Bool
        let superviewWasFreed: Bool
        let subviews: [View]
    }

    let saved: [Saved]

    /// Saves every view in the trees of `views` (from each one's root down).
    public init(trees views: some Sequence<View>) {
        var seen = Set<ObjectIdentifier>()
        var saved: [Saved] = []
        for view in views {
            var stack = [view.window]
            while let v = stack.popLast() {
                guard !v.isSnapshot, seen.insert(ObjectIdentifier(v)).inserted else { continue }
                saved.append(Saved(view: v, bounds: v._bounds, center: v._center, anchorPoint: v._anchorPoint,
                                   transform: v._transform, name: v.name, isHidden: v.isHidden, alpha: v.alpha,
                                   isUserInteractionEnabled: v.isUserInteractionEnabled,
                                   clipsToBounds: v.clipsToBounds, superviewWasFreed: v.superviewWasFreed,
                                   subviews: v.subviews))
                stack.append(contentsOf: v.subviews)
            }
        }
        self.saved = saved
    }

    /// The views saved.
    public var views: [View] { saved.map(\.view) }

    /// Puts every saved view back as it was. A view added since to a saved view is taken out
    /// of it; a saved view since added to a view not saved is taken out of that one.
    public func restore() {
        let ids = Set(saved.map { ObjectIdentifier($0.view) })
        var savedParent: [ObjectIdentifier: View] = [:]
        for s in saved {
            for child in s.subviews { savedParent[ObjectIdentifier(child)] = s.view }
        }
        for s in saved {
            let v = s.view
            if let parent = v._parent, !ids.contains(ObjectIdentifier(parent)) {
                if let i = parent.indexOfSubview(v) { parent.subviews.remove(at: i) }
                parent._childIndex = nil
            }
            for child in v.subviews where child._parent === v && savedParent[ObjectIdentifier(child)] !== v
                && !ids.contains(ObjectIdentifier(child)) {
                child._parent = nil
                child.invalidateRootCaches()
            }
        }
        for s in saved {
            let v = s.view
            v._bounds = s.bounds
            v._center = s.center
            v._anchorPoint = s.anchorPoint
            v._transform = s.transform
            v.name = s.name
            v.isHidden = s.isHidden
            v.alpha = s.alpha
            v.isUserInteractionEnabled = s.isUserInteractionEnabled
            v.clipsToBounds = s.clipsToBounds
            v.superviewWasFreed = s.superviewWasFreed
            v.subviews = s.subviews
            v._parent = savedParent[ObjectIdentifier(v)]
            v._childIndex = nil
            v._localValid = false
            v._localInverseState = 0
            v._rootValid = true   // so that the next line drops the whole subtree's caches
            v.invalidateRootCaches()
        }
    }

    /// Whether every saved view is still exactly as saved (geometry, flags, name, subviews).
    public var isUnchanged: Bool {
        saved.allSatisfy { s in
            let v = s.view
            return v._bounds == s.bounds && v._center == s.center && v._anchorPoint == s.anchorPoint
                && v._transform == s.transform && v.name == s.name && v.isHidden == s.isHidden
                && v.alpha == s.alpha && v.isUserInteractionEnabled == s.isUserInteractionEnabled
                && v.clipsToBounds == s.clipsToBounds && v.superviewWasFreed == s.superviewWasFreed
                && v.subviews.count == s.subviews.count && zip(v.subviews, s.subviews).allSatisfy { $0 === $1 }
        }
    }

    /// Frees, as if their last reference had gone, the views of these trees that `isHeld`
    /// says nothing holds any more — where only this checkpoint (an undo history) keeps them
    /// alive. A freed view leaves its subviews (UIKit's superview is weak): they lose their
    /// superview and say so with `superviewWasFreed`, and those not held either are freed in turn.
    public func releaseViews(notHeld isHeld: (View) -> Bool) {
        var pending = saved.map(\.view).filter { $0._parent == nil && !isHeld($0) }
        var done = Set<ObjectIdentifier>()
        while let v = pending.popLast() {
            guard done.insert(ObjectIdentifier(v)).inserted else { continue }
            let children = v.subviews
            v.subviews = []
            v._childIndex = nil
            for child in children {
                child._parent = nil
                child.superviewWasFreed = true
                child._rootValid = true
                child.invalidateRootCaches()
                if !isHeld(child) { pending.append(child) }
            }
        }
    }
}
