/// A rectangular area in a tree of views, with UIKit's API and Core Animation's geometry.
///
/// A view stores `bounds` (its own coordinate space), `center` (CALayer's `position`, in the
/// superview's bounds coordinates), `anchorPoint` (unit coordinates of the bounds, default
/// (0.5, 0.5)) and `transform`, applied about the anchor point. `frame` is derived:
///
///     frame = bbox( (bounds − anchor) · transform + center )
///
/// and a point `p` in the view's bounds coordinates appears in the superview at
///
///     p' = (p − bounds.origin − anchorPoint · bounds.size) · transform + center
///
/// so `bounds.origin` shifts what the subviews see (a scroll offset) but not the frame.
///
/// Views compare by identity. The superview is held weakly, the subviews strongly.
public final class View {
    // Every stored property below is unchecked for exclusivity: a view is used from one
    // thread, and no access of its state overlaps another (a checked access is a runtime call
    // and an entry in the thread's access set: ten of them for each presentation snapshot).

    // MARK: Stored geometry (always go through the public properties, which invalidate caches)

    @exclusivity(unchecked) var _bounds: Rect
    @exclusivity(unchecked) var _center: Point
    @exclusivity(unchecked) var _anchorPoint: Point
    @exclusivity(unchecked) var _transform: Transform

    // MARK: Other state

    // The public state below is stored in `_` properties behind computed ones: another module
    // (GeoScript, GeoAnimation) reads a public stored property of this class in place, and
    // there the access is checked — `@exclusivity(unchecked)` holds only in this module — at
    // the cost of a swift_beginAccess call and an entry in the thread's access set (~80
    // instructions) on every read of `alpha`, `subviews`, `isHidden` …

    /// A name shown in descriptions and error messages.
    public var name: String? { get { _name } set { _name = newValue } }
    @exclusivity(unchecked) var _name: String?
    /// Whether the name is `string` (String equality), or nil when the view has none: compared
    /// where the name lies, with no copy of it taken (`name == "button"` read the name, retained
    /// and released it).
    public func nameIs(_ string: String) -> Bool? {
        guard let name = _name else { return nil }
        return name == string
    }
    /// Hidden views are not drawn and not hit-tested, nor are their subviews.
    public var isHidden: Bool { get { _isHidden } set { _isHidden = newValue } }
    @exclusivity(unchecked) var _isHidden = false
    /// Opacity; below 0.01 the view and its subviews are not hit-tested, as in UIKit.
    public var alpha: Double { get { _alpha } set { _alpha = newValue } }
    @exclusivity(unchecked) var _alpha: Double = 1
    /// When false the view and its subviews are not hit-tested.
    public var isUserInteractionEnabled: Bool { get { _isUserInteractionEnabled } set { _isUserInteractionEnabled = newValue } }
    @exclusivity(unchecked) var _isUserInteractionEnabled = true
    /// Whether drawing is clipped to the bounds. Hit-testing never reaches subviews outside the
    /// bounds whatever this says, as in UIKit.
    public var clipsToBounds: Bool { get { _clipsToBounds } set { _clipsToBounds = newValue } }
    @exclusivity(unchecked) var _clipsToBounds = false
    /// What a UIKit dump said about the view (class, address, tag, text, other attributes), or
    /// nil for a view made in geo; see View+Dump.swift. One reference, so views made in geo pay
    /// one word for it.
    @exclusivity(unchecked) var _dump: DumpRecord?
    /// Where the animator that last registered or looked up this view's animations keeps them
    /// (`Animator`'s index of its views' entries, which it checks before using; -1: none). A
    /// presentation then finds them with no hashing.
    public var animationSlot: Int { get { _animationSlot } set { _animationSlot = newValue } }
    @exclusivity(unchecked) var _animationSlot = -1

    /// The subviews, back to front.
    public internal(set) var subviews: [View] {
        get { _subviews }
        // In place (an append or a removal copies no array).
        _modify { yield &_subviews }
    }
    @exclusivity(unchecked) var _subviews: [View] = []
    /// How many subviews there are, read with no copy of the array.
    public var subviewCount: Int { _subviews.count }
    /// The subview at `index` (0 = the back), nil when the index is out of range: read with no
    /// copy of the array (a script's `v.subviews[i]`).
    public func subview(at index: Int) -> View? {
        index >= 0 && index < _subviews.count ? _subviews[index] : nil
    }
    /// The view this one is a subview of, or nil. It does not keep the superview alive (like
    /// a weak reference: a superview's deinit clears it in its subviews). A presentation
    /// snapshot has its original's superview here without being one of its subviews.
    public var superview: View? { _parent ?? _presentationParent }

    /// Whether `superview` is not nil, asked with no reference to the superview taken.
    @inline(__always) public var hasSuperview: Bool { _parentReference != nil || _presentationParent != nil }

    /// Whether `view` is this view's superview (`superview === view`), compared with no
    /// reference to the superview taken (a conversion between a view and its superview asks).
    @inline(__always) func superviewIs(_ view: View) -> Bool {
        if let parent = _parentReference { return parent.toOpaque() == Unmanaged.passUnretained(view).toOpaque() }
        return _presentationParent === view
    }

    /// The superview while this view is in its `subviews`. Not `weak`: weak references put
    /// every view on Swift's slow reference-counting path. It cannot dangle, because it is set
    /// only while the superview holds this view, and the superview clears it when it lets go —
    /// in `removeFromSuperview`, on a move and in its deinit.
    var _parent: View? {
        get { _parentReference?.takeUnretainedValue() }
        set { _parentReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// `_parent`'s storage: a reference neither counted nor checked (as `unowned(unsafe)`),
    /// which the hot paths compare or lend with no retain (`superviewIs`, `geometryChanged`).
    @exclusivity(unchecked) var _parentReference: Unmanaged<View>?
    /// True when this view's superview was freed while the view was still in it — nothing held
    /// the superview — so `superview` turned nil on its own, as UIKit's weak superview does.
    /// Being added to a superview clears it; a REPL that has told the user clears it too.
    public var superviewWasFreed: Bool { get { _superviewWasFreed } set { _superviewWasFreed = newValue } }
    @exclusivity(unchecked) var _superviewWasFreed = false

    /// A presentation snapshot's superview, held strongly (the superview does not hold the
    /// snapshot, so there is no cycle).
    @exclusivity(unchecked) var _presentationParent: View?

    /// True for a presentation snapshot (see `presentationSnapshot()`): it has a superview but
    /// is not among its subviews, so its caches are never shared with the tree.
    var isSnapshot: Bool { _presentationParent != nil }

    // MARK: Caches (see Caching.swift)

    /// bounds coordinates → superview's bounds coordinates, valid when `_localValid`.
    @exclusivity(unchecked) var _local = Transform.identity
    @exclusivity(unchecked) var _localValid = false
    /// The inverse of `_local`; `_localInverseState` is 0 unknown, 1 valid, 2 singular.
    @exclusivity(unchecked) var _localInverse = Transform.identity
    @exclusivity(unchecked) var _localInverseState: UInt8 = 0
    /// bounds coordinates → the root's bounds coordinates, and which root; valid when `_rootValid`.
    /// Invariant: a view whose root cache is valid has a superview whose root cache is valid,
    /// so invalidating a subtree can stop at views that are already invalid.
    @exclusivity(unchecked) var _toRoot = Transform.identity
    @exclusivity(unchecked) var _rootID: ObjectIdentifier?
    @exclusivity(unchecked) var _rootValid = false
    /// The inverse of `_toRoot`; `_fromRootState` is 0 unknown, 1 valid, 2 singular.
    @exclusivity(unchecked) var _fromRoot = Transform.identity
    @exclusivity(unchecked) var _fromRootState: UInt8 = 0
    /// A spatial index over the subviews' frames for hit-testing, built lazily — after
    /// `ChildIndex.scansBeforeBuilding` hit tests found no change since it was last dropped
    /// (`_scansWithoutIndex`, zeroed by any store here: a drop or a build).
    @exclusivity(unchecked) var _childIndex: ChildIndex? { didSet { _scansWithoutIndex = 0 } }
    @exclusivity(unchecked) var _scansWithoutIndex: UInt8 = 0

    // MARK: Initialisers

    /// A view whose frame is `frame` (standardised) with an identity transform, as
    /// `UIView(frame:)`: bounds = (0, 0, frame.size), center = the frame's midpoint.
    public init(frame: Rect = .zero, name: String? = nil) {
        let f = frame.isNull ? Rect.zero : frame.standardized
        _bounds = Rect(origin: .zero, size: f.size)
        _center = Point(x: f.midX, y: f.midY)
        _anchorPoint = Point(x: 0.5, y: 0.5)
        _transform = .identity
        self.name = name
    }

    /// A copy of `original`'s own state (flags, name, what a dump recorded) with the given
    /// geometry and opacity (`bounds` as a view stores it: standardised), no subviews and
    /// `presentationParent` as a presentation snapshot's superview (nil: a root). Made with no
    /// setter run: a new view's caches are invalid already, and it is no superview's subview.
    init(copying original: View, bounds: Rect, center: Point, anchorPoint: Point, transform: Transform, alpha: Double,
         presentationParent: View?) {
        _bounds = bounds
        _center = center
        _anchorPoint = anchorPoint
        _transform = transform
        _name = original._name
        _isHidden = original._isHidden
        _alpha = alpha
        _isUserInteractionEnabled = original._isUserInteractionEnabled
        _clipsToBounds = original._clipsToBounds
        _dump = original._dump
        _presentationParent = presentationParent
    }

    deinit {
        // A view without subviews (a leaf, a presentation snapshot) has nothing to tear down.
        if subviews.isEmpty { return }
        // The subviews lose their superview: their root caches no longer hold.
        var pending = subviews
        subviews = []
        for child in pending {
            child._parent = nil
            child.superviewWasFreed = true
            child.invalidateRootCaches()
        }
        // Tear down a deep tree iteratively rather than by nested deinit calls, so a very deep
        // chain cannot overflow the stack: a subview only this loop still holds gives its own
        // subviews to the loop before it is released.
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                for child in view.subviews {
                    child._parent = nil
                    child.superviewWasFreed = true
                }
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }

    // MARK: Geometry with Core Animation's side effects

    /// The view's own coordinate space. A new size keeps `center` (the view grows about its
    /// anchor point); a new origin shifts where the subviews appear (a subview at `p` is seen
    /// at `p − bounds.origin`). A negative size is standardised.
    public var bounds: Rect {
        get { _bounds }
        set {
            let r = View.storedBounds(newValue)
            let sizeChanged = r.size != _bounds.size
            _bounds = r
            geometryChanged(frameChanged: sizeChanged)
        }
    }

    /// The anchor point's position in the superview's bounds coordinates (CALayer.position).
    public var center: Point {
        get { _center }
        set {
            _center = newValue
            geometryChanged(frameChanged: true)
        }
    }

    /// The point of the bounds, in unit coordinates, that sits at `center` and about which the
    /// transform applies. Changing it keeps `center` and moves the frame.
    public var anchorPoint: Point {
        get { _anchorPoint }
        set {
            _anchorPoint = newValue
            geometryChanged(frameChanged: true)
        }
    }

    /// The transform applied about the anchor point. Changing it keeps `center` and `bounds`.
    public var transform: Transform {
        get { _transform }
        set {
            _transform = newValue
            geometryChanged(frameChanged: true)
        }
    }

    /// The bounding box, in the superview's coordinates, of the bounds rectangle placed with
    /// its anchor point at `center` after `transform` (`bounds.origin` does not enter).
    ///
    /// Setting it behaves as `setFrame(_:)`, discarding the warning.
    public var frame: Rect {
        get { View.frame(bounds: _bounds, center: _center, anchorPoint: _anchorPoint, transform: _transform) }
        set { setFrameNoting(newValue) }
    }

    /// What `bounds` stores when set to `r`: `r` standardised, a null rect as zero.
    @inlinable public static func storedBounds(_ r: Rect) -> Rect {
        r.isNull ? Rect(origin: .zero, size: .zero) : r.standardized
    }

    /// The frame of a view with this geometry (what `frame` reads): the bounds rectangle
    /// placed with its anchor point at `center` after `transform`.
    @inline(__always) public static func frame(bounds: Rect, center: Point, anchorPoint: Point, transform: Transform) -> Rect {
        let w = bounds.size.width, h = bounds.size.height
        var t = transform
        t.tx += center.x
        t.ty += center.y
        return Rect(x: -anchorPoint.x * w, y: -anchorPoint.y * h, width: w, height: h).applying(t)
    }

    /// Sets the frame as Core Animation does, and returns a warning when the result does not
    /// read back as `r` (its text: `setFrameNoting` gives it as numbers).
    ///
    /// With an identity transform: `bounds.size = r.size` (bounds.origin kept) and
    /// `center = r.origin + r.size · anchorPoint`. With another transform (which UIKit documents
    /// as undefined) `bounds.size` is `r.size` mapped back through the inverse of the transform's
    /// linear part (absolute values), and `center` is chosen so that `frame.origin` reads back as
    /// `r.origin`. This round-trips for scales, flips, translations and quarter turns; for any
    /// other transform the frame read back differs in size, and a warning says so. A singular
    /// transform keeps `bounds.size` (with a warning). `r` is standardised first.
    @discardableResult
    public func setFrame(_ r: Rect) -> String? { setFrameNoting(r)?.message }

    /// `setFrame`, with its warning as numbers, made into text only when it is shown
    /// (`FrameWarning.message`): a loop setting the frame of a turned view warns once, and
    /// made the text at every set (some 40,000 instructions each).
    @discardableResult
    public func setFrameNoting(_ r: Rect) -> FrameWarning? {
        let f = r.isNull ? Rect.zero : r.standardized
        guard _transform.isIdentity else { return setTransformedFrame(f) }
        _bounds.size = f.size
        _center = Point(x: f.origin.x + f.size.width * _anchorPoint.x,
                        y: f.origin.y + f.size.height * _anchorPoint.y)
        geometryChanged(frameChanged: true)
        return nil
    }

    /// The frame's size when `frame.origin` is set on this view, for a view with an identity
    /// transform and bounds whose corners are not at 0 from the anchor point (`setFrameNoting`
    /// of the frame with a new origin then sets exactly this size, standardised already, and no
    /// warning); nil for any other view (`frame` and `setFrameNoting` do it, with their signed
    /// zeros). With the identity the frame's corners are the bounds' moved by center: each sum
    /// `frame` adds of a 0 times a corner leaves a corner that is not 0 as it is.
    @inline(__always) public var untransformedFrameSize: Size? {
        guard _transform.isIdentity else { return nil }
        let w = _bounds.size.width, h = _bounds.size.height
        let x0 = -_anchorPoint.x * w, y0 = -_anchorPoint.y * h
        let x1 = x0 + w, y1 = y0 + h
        guard x0 != 0, x1 != 0, y0 != 0, y1 != 0, w >= 0, h >= 0 else { return nil }
        return Size(width: (x1 + _center.x) - (x0 + _center.x), height: (y1 + _center.y) - (y0 + _center.y))
    }

    /// `setFrameNoting(r)` of a view whose `untransformedFrameSize` is `r.size` (and `r` finite):
    /// the bounds' size and the center set as it sets them, with nothing to standardise or warn.
    @inline(__always) public func setUntransformedFrame(_ r: Rect) {
        _bounds.size = r.size
        _center = Point(x: r.origin.x + r.size.width * _anchorPoint.x,
                        y: r.origin.y + r.size.height * _anchorPoint.y)
        geometryChanged(frameChanged: true)
    }

    /// `setFrame` on a view whose transform is not the identity (`f`: the frame standardised).
    /// Out of line: its matrices make a large frame of registers and stack, which the common
    /// case (an identity transform) no longer pays for on every call.
    @inline(never) func setTransformedFrame(_ f: Rect) -> FrameWarning? {
        var warning: FrameWarning.Kind?
        var size = f.size
        let linear = _transform.linearPart
        if let inverse = try? linear.inverted() {
            let s = f.size.applying(inverse)
            size = Size(width: abs(s.width), height: abs(s.height))
            if !View.preservesRectangles(linear) { warning = .notRoundTripping }
        } else {
            size = _bounds.size
            warning = .singular
        }
        let before = warning == nil ? nil : (frame: frame, size: _bounds.size)
        _bounds.size = size
        // The frame with center (0, 0) is the box the transformed bounds make; the frame is this
        // box moved by center (only a transformed box needs its corners mapped: 4 points, min and max).
        let w = size.width, h = size.height
        let box = Rect(x: -_anchorPoint.x * w, y: -_anchorPoint.y * h, width: w, height: h).applying(_transform)
        _center = Point(x: f.origin.x - box.origin.x, y: f.origin.y - box.origin.y)
        geometryChanged(frameChanged: true)
        guard let warning, let before else { return nil }
        return FrameWarning(kind: warning, name: name, frameBefore: before.frame, sizeBefore: before.size, transform: _transform,
                            frame: f, sizeAfter: size, frameAfter: frame)
    }

    /// Whether the linear part maps axis-aligned rectangles to axis-aligned rectangles of the
    /// same proportions up to a swap: diagonal (scales, flips) or anti-diagonal (quarter turns),
    /// to within 1e-12 of its largest entry.
    static func preservesRectangles(_ t: Transform) -> Bool {
        let m = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let eps = 1e-12 * m
        return (abs(t.b) <= eps && abs(t.c) <= eps) || (abs(t.a) <= eps && abs(t.d) <= eps)
    }

    /// The root of the tree this view is in (the view itself when it has no superview).
    public var window: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }
}

extension View: Hashable {
    /// Views compare by identity.
    public static func == (l: View, r: View) -> Bool { l === r }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
