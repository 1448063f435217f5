/// Views as they were before their first change since the journal began, to be put back
/// later (a REPL's `:undo`): each view's geometry, flags, name, tag and text (its dump record),
/// superview and subviews. Whoever
/// changes a view calls `record(_:)` first (for a change of superview, `recordMove(_:to:)`), so
/// the journal costs what the changes cost, whatever the size of the trees. The same view
/// objects are put back — not copies — so every variable, list and closure that holds one sees
/// it restored.
///
/// The first-touch states are consistent with one another: a view's superview and that
/// superview's subviews change together, and both are recorded before either changes.
public final class ViewJournal {
    struct Saved {
        let view: View
        let bounds: Rect, center: Point, anchorPoint: Point, transform: Transform
        let name: String?
        /// Immutable: a view whose tag or text changes gets a new record.
        let dump: DumpRecord?
        let isHidden: Bool, alpha: Double, isUserInteractionEnabled: Bool, clipsToBounds: Bool
        let superviewWasFreed: Bool
        let superview: View?
        let subviews: [View]

        init(_ v: View) {
            view = v
            bounds = v._bounds
            center = v._center
            anchorPoint = v._anchorPoint
            transform = v._transform
            name = v.name
            dump = v._dump
            isHidden = v.isHidden
            alpha = v.alpha
            isUserInteractionEnabled = v.isUserInteractionEnabled
            clipsToBounds = v.clipsToBounds
            superviewWasFreed = v.superviewWasFreed
            superview = v._parent
            subviews = v.subviews
        }
    }

    private(set) var saved: [Saved] = []
    private var seen = Set<ObjectIdentifier>()

    public init() {}

    /// Saves `view` as it is now, unless it was saved already.
    public func record(_ view: View) {
        if seen.insert(ObjectIdentifier(view)).inserted { saved.append(Saved(view)) }
    }

    /// Before `view` changes superview (to `newSuperview`, or none): saves it and its
    /// superview, and the new superview. A view without a superview (a new one, say) need not
    /// be saved for this: restoring the new superview's subviews takes it out again. So
    /// building a tree of n new views saves one, not n.
    public func recordMove(_ view: View, to newSuperview: View?) {
        if let old = view._parent {
            record(view)
            record(old)
        }
        if let newSuperview { record(newSuperview) }
    }

    /// The views saved.
    public var views: [View] { saved.map(\.view) }

    /// Whether every saved view is still exactly as saved.
    public var isUnchanged: Bool {
        saved.allSatisfy { s in
            let v = s.view
            return v._bounds == s.bounds && v._center == s.center && v._anchorPoint == s.anchorPoint
                && v._transform == s.transform && v.name == s.name && v._dump === s.dump && v.isHidden == s.isHidden
                && v.alpha == s.alpha && v.isUserInteractionEnabled == s.isUserInteractionEnabled
                && v.clipsToBounds == s.clipsToBounds && v.superviewWasFreed == s.superviewWasFreed
                && v._parent === s.superview
                && v.subviews.count == s.subviews.count && zip(v.subviews, s.subviews).allSatisfy { $0 === $1 }
        }
    }

    /// Puts every saved view back as it was, first recording into `journal` (when given) every
    /// view this changes, so that what it replaced can be put back in turn.
    public func restore(recordingInto journal: ViewJournal?) {
        let ids = Set(saved.map { ObjectIdentifier($0.view) })
        for s in saved {
            let v = s.view
            journal?.record(v)
            // Out of a superview whose subviews are not restored here.
            if let parent = v._parent, !ids.contains(ObjectIdentifier(parent)), parent !== s.superview {
                journal?.record(parent)
                if let i = parent.indexOfSubview(v) { parent.subviews.remove(at: i) }
                parent._childIndex = nil
            }
            // Subviews it did not have leave it (each was recorded when it moved in, or is new).
            let kept = Set(s.subviews.map(ObjectIdentifier.init))
            for child in v.subviews where child._parent === v && !kept.contains(ObjectIdentifier(child)) {
                journal?.record(child)
                child._parent = nil
                child._rootValid = true
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
            v._dump = s.dump
            v.isHidden = s.isHidden
            v.alpha = s.alpha
            v.isUserInteractionEnabled = s.isUserInteractionEnabled
            v.clipsToBounds = s.clipsToBounds
            v.superviewWasFreed = s.superviewWasFreed
            v.subviews = s.subviews
            v._parent = s.superview
            v._childIndex = nil
            v._localValid = false
            v._localInverseState = 0
            v._rootValid = true   // so that the next line drops the whole subtree's caches
            v.invalidateRootCaches()
            if let parent = s.superview { parent._childIndex = nil }
        }
    }

    /// Frees `root`, as if its last reference had gone, recording what changes: its subviews
    /// lose their superview (UIKit's superview is weak) and say so with `superviewWasFreed`,
    /// and those `isHeld` does not hold are freed in turn. For a tree that only an undo history
    /// keeps alive, so that keeping it changes nothing the user sees.
    public func release(_ root: View, isHeld: (View) -> Bool) {
        var pending = [root]
        var done = Set<ObjectIdentifier>()
        while let v = pending.popLast() {
            guard done.insert(ObjectIdentifier(v)).inserted, !v.subviews.isEmpty else { continue }
            record(v)
            let children = v.subviews
            for child in children { record(child) }
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
