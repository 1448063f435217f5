/// A view's geometry property that nested member code reads and writes on the view itself
/// (`v.frame.origin = p`, `v.center.x += 1`, `v.bounds.size.width`): its value as up to four
/// Numbers, read by the property's getter and written by its setter — exactly what the
/// registered `frame`, `bounds`, `center` and `anchorPoint` members do, with no Value made.
enum ViewGeometry: String {
    case frame, bounds, center, anchorPoint

    /// Whether the property is a Rect (else a Point).
    var isRect: Bool { self == .frame || self == .bounds }

    /// The property's value as a Rect (a Point's in `origin`), of a view or of a view's
    /// presented geometry (`Animator.presentedGeometry`).
    @inline(__always) func read<G: ViewGeometrySource>(_ view: G) -> Rect {
        switch self {
        case .frame: return view.frame
        case .bounds: return view.bounds
        case .center: return Rect(origin: view.center, size: .zero)
        case .anchorPoint: return Rect(origin: view.anchorPoint, size: .zero)
        }
    }

    /// The Value the property's getter gives, from its value as a Rect (`read`).
    @inline(__always) func value(_ r: Rect) -> Value { isRect ? .rect(r) : .point(r.origin) }

    /// Writes `r` (a Point property's value in `origin`) as the property's setter does
    /// (`ViewsLibrary.write`, the frame's warning); the caller has checked it is finite.
    @inline(__always) func write(_ view: View, _ r: Rect, _ context: RuntimeContext) throws {
        try ViewsLibrary.write(view, properties, context) {
            switch self {
            case .frame: ViewNumberReads.Frame.write(view, r, context)
            case .bounds: ViewNumberReads.Bounds.write(view, r, context)
            case .center: ViewNumberReads.Center.write(view, r, context)
            case .anchorPoint: ViewNumberReads.AnchorPoint.write(view, r, context)
            }
        }
    }

    /// What a write of the property changes.
    var properties: ViewProperties {
        switch self {
        case .frame: return .frame
        case .bounds: return .bounds
        case .center: return .center
        case .anchorPoint: return .anchorPoint
        }
    }

    /// Whether the Numbers the property holds are finite (`ViewsLibrary.checkGeometry` refuses
    /// any other value, with its error).
    /// (A finite Number less itself is 0, an infinite one or NaN less itself NaN: the sum is
    /// 0 only when every Number is finite — no branch for each.)
    @inline(__always) func isFinite(_ r: Rect) -> Bool {
        let point = (r.origin.x - r.origin.x) + (r.origin.y - r.origin.y)
        return (isRect ? point + (r.size.width - r.size.width) + (r.size.height - r.size.height) : point) == 0
    }
}

/// A view's Point property (`center`, `anchorPoint`) as a type: code reading or setting it is
/// specialised for it (`ViewPointProperties.code`, `ViewStorePart.wholePointProperty`), with no switch
/// on the property at run time.
protocol ViewPointProperty {
    static var property: ViewGeometry { get }
    static func get(_ view: View) -> Point
    static func set(_ view: View, _ p: Point)
}

enum ViewPointProperties {
    enum Center: ViewPointProperty {
        static var property: ViewGeometry { .center }
        @inline(__always) static func get(_ view: View) -> Point { view.center }
        @inline(__always) static func set(_ view: View, _ p: Point) { view.center = p }
    }
    enum AnchorPoint: ViewPointProperty {
        static var property: ViewGeometry { .anchorPoint }
        @inline(__always) static func get(_ view: View) -> Point { view.anchorPoint }
        @inline(__always) static func set(_ view: View, _ p: Point) { view.anchorPoint = p }
    }

    /// The Point property `P` of the view in the local `slot` (else the global `global`), read
    /// where the view lies, unretained (`Lowered.point` of `v.center`); nil for anything else.
    static func code<P: ViewPointProperty>(_: P.Type, slot: Int, global: Int, engine: EngineRef) -> PointCode {
        if slot >= 0 { return PointCode { f in f.slots[slot].unretainedView?._withUnsafeGuaranteedRef { P.get($0) } } }
        return PointCode { _ in engine.globals[global].unretainedView?._withUnsafeGuaranteedRef { P.get($0) } }
    }

    /// `code` of the Point property `property`; nil for a Rect property. (A switch to each
    /// type, not an existential opened at run time: that calls the generic unspecialised.)
    static func code(_ property: ViewGeometry, slot: Int, global: Int, engine: EngineRef) -> PointCode? {
        switch property {
        case .center: code(Center.self, slot: slot, global: global, engine: engine)
        case .anchorPoint: code(AnchorPoint.self, slot: slot, global: global, engine: engine)
        case .frame, .bounds: nil
        }
    }

    /// Sets `P` of `view` to `p` as its setter does (`ViewGeometryPlace.store` of a Point
    /// property taken whole); false, nothing changed, for a Point that is not finite.
    @inline(__always) static func store<P: ViewPointProperty>(_: P.Type, _ view: View, _ p: Point, _ context: RuntimeContext) throws -> Bool {
        guard p.x.isFinite && p.y.isFinite else { return false }
        try ViewsLibrary.write(view, P.property.properties, context) { P.set(view, p) }
        return true
    }
}


/// A member of a view's geometry property read on the view (`v.bounds.size`, `v.frame.maxX`,
/// `v.center.x`): the Rect's origin or size, one of its Numbers (`RectNumber`), a Point's x or
/// y. Nil for any other member (read through the property's Value).
enum ViewGeometryMember {
    case origin, size
    case number(GeometryLibrary.RectNumber)
    /// `origin.x`, `origin.y`, `size.width`, `size.height` of a Rect property (as stored).
    case component(Int)

    /// The member `name` of the member `middle` of a Rect property (`frame.size.width`).
    init?(_ property: ViewGeometry, _ middle: String, _ name: String) {
        guard property.isRect else { return nil }
        switch (middle, name) {
        case ("origin", "x"): self = .component(0)
        case ("origin", "y"): self = .component(1)
        case ("size", "width"): self = .component(2)
        case ("size", "height"): self = .component(3)
        default: return nil
        }
    }

    init?(_ property: ViewGeometry, _ name: String) {
        if property.isRect {
            switch name {
            case "origin": self = .origin
            case "size": self = .size
            default:
                guard let r = GeometryLibrary.RectNumber(rawValue: name) else { return nil }
                self = .number(r)
            }
        } else {
            switch name {
            case "x": self = .number(.x)
            case "y": self = .number(.y)
            default: return nil
            }
        }
    }

    /// Its value on `view`'s property (for a Point property, `origin` holds the point and only
    /// `x` and `y` are asked for).
    @inline(__always) func value(_ property: ViewGeometry, _ view: View) -> Value {
        value(of: property.read(view))
    }

    /// Its value on the property's value `r` (as `ViewGeometry.read` gives it).
    @inline(__always) func value(of r: Rect) -> Value {
        switch self {
        case .origin: return .point(r.origin)
        case .size: return .size(r.size)
        case .number(let n): return .number(n.of(r))
        case .component(let i): return .number(ViewGeometryPlace.component(r, i))
        }
    }

    /// Whether it is a Number (read as one by `ViewNumberReads.number`).
    var isNumber: Bool {
        switch self {
        case .number, .component: return true
        default: return false
        }
    }
}

/// The part of a view's geometry property that an assignment's members name below it
/// (`frame` → the whole Rect; `frame.origin` → a Point; `frame.size.width` → a Number;
/// `center.x` → a Number): which of the property's Numbers it sets (0 origin.x, 1 origin.y,
/// 2 size.width, 3 size.height, a Point property's x and y as 0 and 1) and the kind of
/// value the member's setter accepts. Nil for any other member (a read-only one, an unknown
/// one: the general place code reports it).
struct ViewGeometryPlace {
    enum Accepts { case rect, point, size, number }
    let property: ViewGeometry
    let first: Int
    let accepts: Accepts

    init?(_ property: ViewGeometry, _ members: ArraySlice<String>) {
        self.property = property
        switch (property.isRect, Array(members)) {
        case (true, []): first = 0; accepts = .rect
        case (true, ["origin"]): first = 0; accepts = .point
        case (true, ["size"]): first = 2; accepts = .size
        case (true, ["origin", "x"]): first = 0; accepts = .number
        case (true, ["origin", "y"]): first = 1; accepts = .number
        case (true, ["size", "width"]): first = 2; accepts = .number
        case (true, ["size", "height"]): first = 3; accepts = .number
        case (false, []): first = 0; accepts = .point
        case (false, ["x"]): first = 0; accepts = .number
        case (false, ["y"]): first = 1; accepts = .number
        default: return nil
        }
    }

    /// `view`'s property with this part set to `new` (`op`: updated by it, a Number part
    /// only), written as the property's setter writes it; false, nothing changed, when `new`
    /// is not what the member accepts or the result is not finite (the general place code then
    /// converts, or reports, as it does).
    @inline(__always) func store(_ view: View, _ new: Value, _ op: BinaryOp?, _ context: RuntimeContext) throws -> Bool {
        switch (accepts, new) {
        case (.number, .number(let y)):
            return try store(view, y, op, context)
        case (.rect, .rect(let box)) where op == nil:
            return try write(view, box.value, context)
        case (.point, .point(let p)) where op == nil, (.size, .point(let p)) where op == nil:
            return try store(view, p, context)
        case (.size, .size(let s)) where op == nil:
            var r = property.read(view)
            r.size = s
            return try write(view, r, context)
        default:
            return false
        }
    }

    /// `store` of a Number (`v.center.y += 2`, `v.bounds.size.width = w`): false, nothing
    /// changed, for a part that is not a Number or a result that is not finite.
    @inline(__always) func store(_ view: View, _ y: Double, _ op: BinaryOp?, _ context: RuntimeContext) throws -> Bool {
        switch property {
        case .frame: try store(ViewNumberReads.Frame.self, view, y, op, context)
        case .bounds: try store(ViewNumberReads.Bounds.self, view, y, op, context)
        case .center: try store(ViewNumberReads.Center.self, view, y, op, context)
        case .anchorPoint: try store(ViewNumberReads.AnchorPoint.self, view, y, op, context)
        }
    }

    /// The same on this part's property `P`, read and set by its own code (path `geometryPartStore`).
    @inline(__always) func store<P: ViewGeometryProperty>(_: P.Type, _ view: View, _ y: Double, _ op: BinaryOp?,
                                                          _ context: RuntimeContext) throws -> Bool {
        guard accepts == .number else { return false }
        var r = P.read(view)
        let x = op.map { Operators.arithmetic($0, ViewGeometryPlace.component(r, first), y) } ?? y
        setComponent(&r, x)
        return try write(P.self, view, r, context)
    }

    /// `store` of a Point, set (no operator) on a Point part or as a Size part's width and
    /// height (`v.frame.origin = (x, y)`, `v.bounds.size = (w, h)`): false, nothing changed,
    /// for another part or a result that is not finite.
    @inline(__always) func store(_ view: View, _ p: Point, _ context: RuntimeContext) throws -> Bool {
        switch property {
        case .frame: try store(ViewNumberReads.Frame.self, view, p, context)
        case .bounds: try store(ViewNumberReads.Bounds.self, view, p, context)
        case .center: try store(ViewNumberReads.Center.self, view, p, context)
        case .anchorPoint: try store(ViewNumberReads.AnchorPoint.self, view, p, context)
        }
    }

    /// The same on this part's property `P`, read and set by its own code (path `geometryPartStore`).
    @inline(__always) func store<P: ViewGeometryProperty>(_: P.Type, _ view: View, _ p: Point, _ context: RuntimeContext) throws -> Bool {
        var r = P.read(view)
        switch accepts {
        case .point: r.origin = p
        case .size: r.size = Size(width: p.x, height: p.y)
        default: return false
        }
        return try write(P.self, view, r, context)
    }

    /// `store` of the frame's origin (`v.frame.origin = (x, y)`, this part: `ViewStorePart.frameOrigin`):
    /// on a view with an identity transform the frame's size found with no Rect mapped
    /// (`View.untransformedFrameSize`) and the frame set with nothing to standardise
    /// (`View.setUntransformedFrame`), as the setter sets it; on any other view by `store`.
    @inline(__always) func storeFrameOrigin(_ view: View, _ p: Point, _ context: RuntimeContext) throws -> Bool {
        guard let size = view.untransformedFrameSize else { return try store(view, p, context) }
        let r = Rect(origin: p, size: size)
        guard property.isFinite(r) else { return false }
        try ViewsLibrary.write(view, .frame, context) { view.setUntransformedFrame(r) }
        return true
    }

    /// The property set to `r` when it is finite (else false, nothing changed).
    @inline(__always) func write(_ view: View, _ r: Rect, _ context: RuntimeContext) throws -> Bool {
        guard property.isFinite(r) else { return false }
        try property.write(view, r, context)
        return true
    }

    /// The same for this part's property `P`, set by its own code.
    @inline(__always) func write<P: ViewGeometryProperty>(_: P.Type, _ view: View, _ r: Rect, _ context: RuntimeContext) throws -> Bool {
        guard P.property.isFinite(r) else { return false }
        try ViewsLibrary.write(view, P.property.properties, context) { P.write(view, r, context) }
        return true
    }

    /// A Rect's Number `i` (0 origin.x, 1 origin.y, 2 size.width, 3 size.height).
    @inline(__always) static func component(_ r: Rect, _ i: Int) -> Double {
        switch i {
        case 0: r.origin.x
        case 1: r.origin.y
        case 2: r.size.width
        default: r.size.height
        }
    }

    @inline(__always) func setComponent(_ r: inout Rect, _ x: Double) {
        switch first {
        case 0: r.origin.x = x
        case 1: r.origin.y = x
        case 2: r.size.width = x
        default: r.size.height = x
        }
    }
}

/// What an assignment to a view's member sets on the view itself (`ViewMemberStore`): a part
/// of a geometry property (`ViewGeometryPlace`), the whole transform, or the opacity. Nil for
/// any other member chain (the general place code sets or reports it).
enum ViewStorePart {
    case geometry(ViewGeometryPlace)
    case transform
    /// `alpha`, a Number set (or updated by an operator) as its setter sets it: clamped to 0…1.
    case alpha

    /// The part the members under the root name (`["frame", "origin"]`, `["transform"]`,
    /// `["alpha"]`); `updating`: by an operator (`*=`), which only a Number part takes here.
    init?(_ members: [String], updating: Bool) {
        if let property = ViewGeometry(rawValue: members[0]) {
            guard let part = ViewGeometryPlace(property, members.dropFirst()) else { return nil }
            self = .geometry(part)
        } else if members == ["transform"] && !updating {
            self = .transform
        } else if members == ["alpha"] {
            self = .alpha
        } else {
            return nil
        }
    }

    /// Whether the part takes a Number (`v.center.y += 2`, `v.alpha = 0.5`).
    var takesNumber: Bool {
        switch self {
        case .geometry(let part): part.accepts == .number
        case .alpha: true
        case .transform: false
        }
    }

    /// `view.alpha = y` (or `op=`) as the property's setter does it (`ViewsLibrary.opacity`:
    /// clamped to 0…1); false, nothing changed, when the result is NaN (the general place code
    /// reports it).
    @inline(__always) static func storeAlpha(_ view: View, _ y: Double, _ op: BinaryOp?, _ context: RuntimeContext) throws -> Bool {
        let x = op.map { Operators.arithmetic($0, view.alpha, y) } ?? y
        guard !x.isNaN else { return false }
        try ViewsLibrary.write(view, .alpha, context) { view.alpha = min(max(x, 0), 1) }
        return true
    }

    /// Sets the part of `view` to `new` as the property's setter does; false, nothing changed,
    /// for anything the general place code must convert or report (another kind, a transform
    /// with a NaN or an infinity: `ViewsLibrary.checkGeometry`'s error).
    @inline(__always) func store(_ view: View, _ new: Value, _ op: BinaryOp?, _ context: RuntimeContext) throws -> Bool {
        switch self {
        case .geometry(let part):
            return try part.store(view, new, op, context)
        case .transform:
            guard case .transform(let box) = new else { return false }
            return try ViewStorePart.store(view, box.value, context)
        case .alpha:
            guard case .number(let y) = new else { return false }
            return try ViewStorePart.storeAlpha(view, y, op, context)
        }
    }

    /// Sets `view`'s transform to `t` as the property's setter does; false, nothing changed,
    /// for a transform with a NaN or an infinity (the general place code reports it).
    @inline(__always) static func store(_ view: View, _ t: Transform, _ context: RuntimeContext) throws -> Bool {
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else { return false }
        try ViewsLibrary.setTransform(view, t, context)
        return true
    }

    /// Sets the whole Rect property of `view` to `r` as its setter does, when this part is one
    /// (`v.frame = r`); false, nothing changed, for any other part or a Rect that is not finite.
    @inline(__always) func store(_ view: View, _ r: Rect, _ context: RuntimeContext) throws -> Bool {
        guard case .geometry(let part) = self, part.accepts == .rect else { return false }
        return try part.write(view, r, context)
    }

    /// Sets a Point part of `view` to `p`, or a Size part to its width and height, as the
    /// property's setter does (`ViewGeometryPlace.store`); false, nothing changed, otherwise.
    @inline(__always) func store(_ view: View, _ p: Point, _ context: RuntimeContext) throws -> Bool {
        guard case .geometry(let part) = self else { return false }
        return try part.store(view, p, context)
    }

    /// The part when it is the frame's origin (`v.frame.origin = p`: path `frameOriginStore`), else nil.
    var frameOrigin: ViewGeometryPlace? {
        guard case .geometry(let part) = self, part.property == .frame, part.accepts == .point else { return nil }
        return part
    }

    /// The Point property this part is, taken whole (`v.center = p`), else nil.
    var wholePointProperty: ViewGeometry? {
        guard case .geometry(let part) = self, part.accepts == .point, !part.property.isRect else { return nil }
        return part.property
    }

    /// Whether the part is taken whole as a value of `kind` (`v.transform = t`, `v.frame = r`,
    /// `v.center = p`, `v.bounds.size = p` as a Size).
    func takesWhole(_ kind: ValueKind) -> Bool {
        switch self {
        case .transform: kind == .transform
        case .alpha: false
        case .geometry(let part):
            switch part.accepts {
            case .rect: kind == .rect
            case .point, .size: kind == .point
            case .number: false
            }
        }
    }
}

/// A view's geometry property read whole as a Rect (a Point property's value in `origin`), as a
/// type: the code reading a member of it (`ViewNumberReads`) is made for the property and the
/// member both, the property's computation inlined and what the member does not need left out
/// (`v.frame.maxY` computes no x of the frame), with no switch on either at run time.
protocol ViewRectRead {
    static func read(_ view: View) -> Rect
}

/// A view's geometry property as a type that also writes it (`ViewNumberReads.Frame` …): a
/// store of a part of it (`ViewGeometryPlace.store`) made for the property reads and sets it by
/// the property's own code, with no switch on the property and no other property's code beside.
protocol ViewGeometryProperty: ViewRectRead {
    static var property: ViewGeometry { get }
    /// Sets the property to `r` (a Point property's value in `origin`) as its setter does.
    static func write(_ view: View, _ r: Rect, _ context: RuntimeContext)
}

/// The code of a geometry property's member read as a Number (`Lowered.number` of
/// `v.frame.maxY`, `v.bounds.size.width`, `v.center.x`) or its origin as a Point
/// (`Lowered.point` of `v.frame.origin`), on a root that is a view (`ViewMemberGetSite.onView`):
/// the same Numbers as `ViewGeometryMember.number` and `ViewGeometry.read` give.
enum ViewNumberReads {
    enum Frame: ViewGeometryProperty {
        static var property: ViewGeometry { .frame }
        @inline(__always) static func read(_ view: View) -> Rect { ViewGeometry.frame.read(view) }
        @inline(__always) static func write(_ view: View, _ r: Rect, _ context: RuntimeContext) { ViewsLibrary.setFrame(view, r, context) }
    }
    enum Bounds: ViewGeometryProperty {
        static var property: ViewGeometry { .bounds }
        @inline(__always) static func read(_ view: View) -> Rect { ViewGeometry.bounds.read(view) }
        @inline(__always) static func write(_ view: View, _ r: Rect, _ context: RuntimeContext) { view.bounds = r }
    }
    enum Center: ViewGeometryProperty {
        static var property: ViewGeometry { .center }
        @inline(__always) static func read(_ view: View) -> Rect { ViewGeometry.center.read(view) }
        @inline(__always) static func write(_ view: View, _ r: Rect, _ context: RuntimeContext) { view.center = r.origin }
    }
    enum AnchorPoint: ViewGeometryProperty {
        static var property: ViewGeometry { .anchorPoint }
        @inline(__always) static func read(_ view: View) -> Rect { ViewGeometry.anchorPoint.read(view) }
        @inline(__always) static func write(_ view: View, _ r: Rect, _ context: RuntimeContext) { view.anchorPoint = r.origin }
    }

    /// The number code of `member` of `property` read by `site`; nil for a member that is no
    /// Number. (A switch to each type: an existential opened at run time calls the generic
    /// unspecialised.)
    static func number(_ property: ViewGeometry, _ member: ViewGeometryMember, _ site: ViewMemberGetSite) -> NumberCode? {
        switch property {
        case .frame: number(Frame.self, member, site)
        case .bounds: number(Bounds.self, member, site)
        case .center: number(Center.self, member, site)
        case .anchorPoint: number(AnchorPoint.self, member, site)
        }
    }

    /// The same for the property `P`: one closure per member (`GeometryLibrary.RectNumber.of`,
    /// `ViewGeometryPlace.component` written out).
    static func number<P: ViewRectRead>(_: P.Type, _ member: ViewGeometryMember, _ site: ViewMemberGetSite) -> NumberCode? {
        switch member {
        case .number(.x), .component(0): NumberCode { f in site.onView(f) { P.read($0).origin.x } }
        case .number(.y), .component(1): NumberCode { f in site.onView(f) { P.read($0).origin.y } }
        case .number(.width): NumberCode { f in site.onView(f) { P.read($0).width } }
        case .number(.height): NumberCode { f in site.onView(f) { P.read($0).height } }
        case .number(.minX): NumberCode { f in site.onView(f) { P.read($0).minX } }
        case .number(.midX): NumberCode { f in site.onView(f) { P.read($0).midX } }
        case .number(.maxX): NumberCode { f in site.onView(f) { P.read($0).maxX } }
        case .number(.minY): NumberCode { f in site.onView(f) { P.read($0).minY } }
        case .number(.midY): NumberCode { f in site.onView(f) { P.read($0).midY } }
        case .number(.maxY): NumberCode { f in site.onView(f) { P.read($0).maxY } }
        case .component(2): NumberCode { f in site.onView(f) { P.read($0).size.width } }
        case .component(_): NumberCode { f in site.onView(f) { P.read($0).size.height } }
        case .origin, .size: nil
        }
    }

    /// The point code of the origin of `property` read by `site` (`v.frame.origin`).
    static func origin(_ property: ViewGeometry, _ site: ViewMemberGetSite) -> PointCode {
        switch property {
        case .frame: origin(Frame.self, site)
        case .bounds: origin(Bounds.self, site)
        case .center: origin(Center.self, site)
        case .anchorPoint: origin(AnchorPoint.self, site)
        }
    }

    static func origin<P: ViewRectRead>(_: P.Type, _ site: ViewMemberGetSite) -> PointCode {
        PointCode { f in site.onView(f) { P.read($0).origin } }
    }
}

/// What has the four geometry properties a `ViewGeometry` reads: a view, or a view's presented
/// geometry.
protocol ViewGeometrySource {
    var frame: Rect { get }
    var bounds: Rect { get }
    var center: Point { get }
    var anchorPoint: Point { get }
}

extension View: ViewGeometrySource {}
extension PresentedGeometry: ViewGeometrySource {}

/// A view's property whose value is a reference, a flag or a Number held by the view
/// (`v.superview`, `v.name`, `v.isHidden`, `v.alpha` …): the one reading of it, which the
/// registered getter gives and which a property read of a view in a local or a global calls
/// directly (path `memberView`: no getter closure, the receiver borrowed where it lies).
enum ViewRead: String {
    case superview, window, name, isHidden, alpha, isUserInteractionEnabled, clipsToBounds

    /// The property's Value on `view`.
    @inline(__always) func value(_ view: View) -> Value {
        switch self {
        case .superview: return view.superview.map(Value.view) ?? .nil
        case .window: return .view(view.window)
        case .name: return view.name.map(Value.string) ?? .nil
        case .isHidden: return .bool(view.isHidden)
        case .alpha: return .number(view.alpha)
        case .isUserInteractionEnabled: return .bool(view.isUserInteractionEnabled)
        case .clipsToBounds: return .bool(view.clipsToBounds)
        }
    }

    /// Whether the property's Value on `view` is nil (`value(view).isNil`), asked with no
    /// Value made and the superview not retained.
    @inline(__always) func isNil(_ view: View) -> Bool {
        switch self {
        case .superview: return !view.hasSuperview
        case .name: return view.name == nil
        case .window, .isHidden, .alpha, .isUserInteractionEnabled, .clipsToBounds: return false
        }
    }
}
