/// The view built-ins (docs/language.md): the `View` constructor, every member of a view, the
/// hierarchy, conversion, hit-testing and gesture methods.
///
/// Every write to a view — a property assignment (also one nested inside another, such as
/// `card.frame.origin.x = 10`, which the interpreter turns into a `frame` write) or a gesture
/// that moves the view — goes through `ViewsLibrary.write(_:_:_:_:)`, which first tells
/// `RuntimeContext.willChange` (a running `animate` block's animator records from-values
/// there; a host's `viewWillChange` hears the property names) and then changes the view with
/// GeoViews' setters, which carry Core Animation's side effects.
enum ViewsLibrary {
    static var builtins: [Builtin] {
        [constructor] + properties + hierarchyMethods + geometryMethods
    }

    /// A String, or nil (a view's name).
    static var optionalString: ParamType { .kinds("String or nil", .string, .nil) }

    static var constructor: Builtin { viewConstructor("View", className: nil) }

    /// `View(frame:name:)`, or UIKit's spelling of it under `name` for a view of class
    /// `className` (`UILabel(frame:)`: a View whose className is "UILabel").
    static func viewConstructor(_ name: String, className: String?) -> Builtin {
        .function(name, [.label("frame", .rect).defaulting(.rect(.zero)),
                         .label("name", optionalString).defaulting(.nil)],
                  doc: className.map { "UIKit's \($0)(frame:): a view whose frame is frame and whose className is \"\($0)\" (geo models its geometry)." }
                      ?? "A view whose frame is frame, with an identity transform (UIView(frame:)); name shows in messages.",
                  .f2 { frame, name, context in
                      let r = try frame.rect()
                      try context.noteViewCreated()
                      if containsNaN(.rect(r)) {
                          throw RuntimeError("cannot make a view with frame \(r): Core Animation rejects "
                              + "geometry containing NaN or an infinity (CALayerInvalidGeometry)")
                      }
                      let view = View(frame: r, name: try optionalName(name))
                      if let className {
                          view.className = className
                          classDefaults(view, className)
                      }
                      return .view(view)
                  })
    }

    /// UIKit's defaults of a class's views where they differ from UIView's (Apple's
    /// documentation of each property): a UILabel and a UIImageView ignore touches
    /// (`isUserInteractionEnabled` false: a tap on one goes to what is under it), a
    /// UIScrollView — and UITextView, one — clips its subviews to its bounds.
    static func classDefaults(_ view: View, _ className: String) {
        switch className {
        case "UILabel", "UIImageView": view.isUserInteractionEnabled = false
        case "UIScrollView", "UITextView": view.clipsToBounds = true
        default: break
        }
    }

    static func optionalName(_ v: Value) throws -> String? {
        if case .nil = v { return nil }
        return try v.string("a view's name")
    }

    // MARK: The one write path

    /// Changes `view`: reports `properties` to whoever listens (`RuntimeContext.willChange`:
    /// the animator of a running `animate` block, `context.viewWillChange` — for a transform
    /// component write with `ViewWrites.assignedComponentValue` set to the value the script
    /// assigned — and the journal), then runs `change`, which uses GeoViews' setters.
    /// (`properties` is only asked for when something listens.)
    static func write(_ view: View, _ properties: @autoclosure () -> ViewProperties, _ context: RuntimeContext,
                      componentValue: Value? = nil, _ change: () throws -> Void) throws {
        if context.listensToViewWrites {
            context.willChange(view, properties(), componentValue: componentValue)
        }
        try change()
    }

    /// A view property; `set` (when given) runs inside `write` under the property's name, or
    /// under `changes` when it writes another (`contentOffset` is the bounds' origin).
    static func property(_ name: String, type: ParamType, doc: String,
                         get: @escaping (View, RuntimeContext) throws -> Value,
                         set: ((View, Value, RuntimeContext) throws -> Void)? = nil,
                         changes: ViewProperties? = nil,
                         count: ((View) -> Int)? = nil, element: ((Value, Double) -> Value?)? = nil) -> Builtin {
        let setter: ((inout Value, Value, RuntimeContext) throws -> Void)?
        if let set {
            let changed = changes ?? ViewProperties(name)
            setter = { recv, new, ctx in
                let view = try recv.view()
                try checkGeometry(view, name, new)
                try write(view, changed, ctx) { try set(view, new, ctx) }
            }
        } else {
            setter = nil
        }
        return .property(name, on: .view, type: type, doc: doc,
                         get: { v, ctx in try get(try v.view(), ctx) }, set: setter,
                         count: count.map { count in { v in if case .view(let view) = v { count(view) } else { 0 } } },
                         element: element)
    }

    /// `view` when it is a UIScrollView (or a subclass: UITableView, UITextView …), else the
    /// error that says what a plain view has instead.
    static func scrollView(_ view: View) throws -> View {
        if CastType.isKind(view, of: "UIScrollView") { return view }
        throw RuntimeError("contentOffset is a UIScrollView's, and \(view) is a \(view.className ?? "UIView")",
                           notes: ["a view's bounds.origin is what scrolls its subviews: read or set bounds.origin instead",
                                   "UIScrollView(frame:) makes a scroll view"])
    }

    /// Throws when a geometry value written to a view contains NaN or ±infinity: Core Animation
    /// raises CALayerInvalidGeometry ("CALayer position contains NaN") for such a write, and geo
    /// reports it rather than letting NaN spread silently through frames and conversions (an
    /// infinite size or origin makes the frame read back NaN, so it is refused the same way).
    static func checkGeometry(_ view: View, _ property: String, _ value: Value) throws {
        guard containsNaN(value) else { return }
        throw RuntimeError("cannot set \(property) of \(view) to \(value.formatted(.standard)): Core Animation "
            + "rejects geometry containing NaN or an infinity (CALayerInvalidGeometry)")
    }

    /// Whether a point, size, rect or transform has a field that is NaN or ±infinity.
    static func containsNaN(_ value: Value) -> Bool {
        switch value {
        case .point(let p): return !p.x.isFinite || !p.y.isFinite
        case .size(let s): return !s.width.isFinite || !s.height.isFinite
        case .rect(let box):
            let r = box.value
            return !r.origin.x.isFinite || !r.origin.y.isFinite || !r.size.width.isFinite || !r.size.height.isFinite
        case .transform(let box):
            let t = box.value
            return !t.a.isFinite || !t.b.isFinite || !t.c.isFinite || !t.d.isFinite || !t.tx.isFinite || !t.ty.isFinite
        default: return false
        }
    }

    /// Sets a view's frame (`View.setFrame`), its warning shown once per place.
    @inline(__always) static func setFrame(_ view: View, _ r: Rect, _ context: RuntimeContext) {
        if let warning = view.setFrameNoting(r) { context.warnOncePerPlace { warning.message } }
    }

    // MARK: Properties

    static var properties: [Builtin] {
        [
            property("frame", type: .rect,
                     doc: "The bounding box of the transformed bounds in the superview; setting it resizes bounds and moves center.",
                     get: { v, _ in .rect(v.frame) },
                     set: { v, new, ctx in setFrame(v, try new.rect(), ctx) }),
            property("bounds", type: .rect,
                     doc: "The view's own coordinate space; a new size keeps center, a new origin scrolls the subviews.",
                     get: { v, _ in .rect(v.bounds) },
                     set: { v, new, _ in v.bounds = try new.rect() }),
            property("center", type: .point,
                     doc: "Where the anchor point sits in the superview's coordinates (CALayer.position).",
                     get: { v, _ in .point(v.center) },
                     set: { v, new, _ in v.center = try new.point() }),
            // UIScrollView's contentOffset is its bounds' origin (UIKit's documentation of
            // UIScrollView: scrolling changes the bounds' origin), so setting it moves the
            // subviews as a new bounds.origin does.
            property("contentOffset", type: .point,
                     doc: "A scroll view's (UIScrollView and its subclasses) bounds.origin: the point of its content at its top-left corner.",
                     get: { v, _ in .point(try scrollView(v).bounds.origin) },
                     set: { v, new, _ in try scrollView(v).bounds.origin = try new.point() },
                     changes: .bounds),
            transformProperty,
            property("anchorPoint", type: .point,
                     doc: "The point of the bounds, in unit coordinates, placed at center; changing it moves the frame.",
                     get: { v, _ in .point(v.anchorPoint) },
                     set: { v, new, _ in v.anchorPoint = try new.point() }),
            property("name", type: optionalString, doc: "The name shown in descriptions and messages, or nil.",
                     get: { v, _ in ViewRead.name.value(v) },
                     set: { v, new, _ in v.name = try optionalName(new) }),
            property("isHidden", type: .bool, doc: "Whether the view (and its subtree) is hidden from hit-testing.",
                     get: { v, _ in ViewRead.isHidden.value(v) },
                     set: { v, new, _ in v.isHidden = try new.bool() }),
            property("alpha", type: .number,
                     doc: "The opacity, 0 (transparent) to 1 (opaque); below 0.01 the view is not hit-tested.",
                     get: { v, _ in ViewRead.alpha.value(v) },
                     set: { v, new, _ in v.alpha = try opacity(new) }),
            property("isUserInteractionEnabled", type: .bool,
                     doc: "Whether the view (and its subtree) can be hit-tested.",
                     get: { v, _ in ViewRead.isUserInteractionEnabled.value(v) },
                     set: { v, new, _ in v.isUserInteractionEnabled = try new.bool() }),
            property("clipsToBounds", type: .bool,
                     doc: "Whether drawing is clipped to the bounds (hit-testing never leaves the bounds anyway).",
                     get: { v, _ in ViewRead.clipsToBounds.value(v) },
                     set: { v, new, _ in v.clipsToBounds = try new.bool() }),
            property("superview", type: .optionalView, doc: "The view this one is a subview of, or nil.",
                     get: { v, _ in ViewRead.superview.value(v) }),
            property("subviews", type: .list, doc: "The subviews, back to front.",
                     get: { v, _ in .list(v.subviews.map(Value.view)) }, count: { $0.subviewCount },
                     // One closure, given the receiver's Value: the view's subview read in place.
                     element: { v, k in
                         guard case .view(let view) = v, let i = Compiler.wholeIndex(k, count: view.subviewCount),
                               let subview = view.subview(at: i) else { return nil }
                         return .view(subview)
                     }),
            property("window", type: .view, doc: "The root of the view's tree (the view itself when it has no superview).",
                     get: { v, _ in ViewRead.window.value(v) }),
            property("layer", type: .view,
                     doc: "The view itself: geo's View is a UIView and its CALayer in one, so UIKit's v.layer.anchorPoint is v.anchorPoint (CALayer's position is geo's center).",
                     get: { v, _ in .view(v) }),
            property("recursiveDescription", type: .string,
                     doc: "One line per view of the subtree, indented, with what differs from the defaults.",
                     get: { v, ctx in
                         do throws(View.DescriptionLimit) {
                             return .string(try v.recursiveDescription(format: ctx.format, maxBytes: ctx.limits.stringLength,
                                                                       isCancelled: { ctx.isCancelled }))
                         } catch .tooLong(let size) {
                             throw LimitError("string length limit exceeded: the recursiveDescription is at least \(size) bytes (Limits.stringLength is \(ctx.limits.stringLength))")
                         } catch {
                             throw GeoError(.cancelled, "cancelled")
                         }
                     }),
        ]
    }

    /// `transform`, whose writes name the component when the script assigned one
    /// (`card.transform.rotation = 90deg` is reported as `transform.rotation`).
    static var transformProperty: Builtin {
        .property("transform", on: .view, type: .transform,
                  doc: "The transform applied about the anchor point; changing it keeps center and bounds.",
                  get: { v, _ in .transform(try v.view().transform) },
                  set: { recv, new, ctx in
                      let view = try recv.view()
                      try checkGeometry(view, "transform", new)
                      try setTransform(view, try new.transform(), ctx)
                  })
    }

    /// Sets a view's transform as its property's setter does once the value is checked: as a
    /// change of one component when the value was made from the transform by changing only
    /// that one (`ViewWrites.takeComponent`), so that an animation animates the component.
    static func setTransform(_ view: View, _ t: Transform, _ ctx: RuntimeContext) throws {
        if let (component, value) = ctx.viewWrites.takeComponent(resulting: t) {
            try write(view, component, ctx, componentValue: value) { view.transform = t }
        } else {
            try write(view, .transform, ctx) { view.transform = t }
        }
    }

    // MARK: Hierarchy

    static var hierarchyMethods: [Builtin] {
        [
            .method("addSubview", on: .view, [.arg("view", .view)],
                    doc: "Adds the view in front of the other subviews, moving it from its old superview.",
                    .f2 { s, v, ctx in
                        let superview = try s.view(), view = try v.view()
                        ctx.viewJournal?.recordMove(view, to: superview)
                        try superview.addSubview(view)
                        return .nil
                    }),
            .method("insertSubview", on: .view, [.arg("view", .view), .label("at", .number)],
                    doc: "Inserts the view into the subviews at an index (0 = the back; past the end appends).",
                    .f3 { s, v, i, ctx in
                        let index = try integer(i, "the index of insertSubview(_:at:)")
                        ctx.viewJournal?.recordMove(try v.view(), to: try s.view())
                        try s.view().insertSubview(try v.view(), at: index)
                        return .nil
                    }),
            .method("insertSubview", on: .view, [.arg("view", .view), .label("belowSubview", .view)],
                    doc: "Inserts the view just behind a subview (moving it from its old superview).",
                    .f3 { s, v, sibling, ctx in try insert(s, v, nextTo: sibling, above: false, ctx) }),
            .method("insertSubview", on: .view, [.arg("view", .view), .label("aboveSubview", .view)],
                    doc: "Inserts the view just in front of a subview (moving it from its old superview).",
                    .f3 { s, v, sibling, ctx in try insert(s, v, nextTo: sibling, above: true, ctx) }),
            .method("exchangeSubview", on: .view, [.label("at", .number), .label("withSubviewAt", .number)],
                    doc: "Swaps the subviews at two indices.",
                    .f3 { s, i, j, ctx in
                        let first = try integer(i, "the index of exchangeSubview(at:withSubviewAt:)")
                        let second = try integer(j, "the index of exchangeSubview(at:withSubviewAt:)")
                        ctx.viewJournal?.record(try s.view())
                        try s.view().exchangeSubview(at: first, withSubviewAt: second)
                        return .nil
                    }),
            .method("removeFromSuperview", on: .view, [], doc: "Takes the view out of its superview.",
                    .f1 { v, ctx in
                        ctx.viewJournal?.recordMove(try v.view(), to: nil)
                        try v.view().removeFromSuperview()
                        return .nil
                    }),
            .method("bringSubviewToFront", on: .view, [.arg("view", .view)],
                    doc: "Moves a subview in front of its siblings (a view that is not a subview is ignored).",
                    .f2 { s, v, ctx in
                        ctx.viewJournal?.record(try s.view())
                        try s.view().bringSubviewToFront(try v.view())
                        return .nil
                    }),
            .method("sendSubviewToBack", on: .view, [.arg("view", .view)],
                    doc: "Moves a subview behind its siblings (a view that is not a subview is ignored).",
                    .f2 { s, v, ctx in
                        ctx.viewJournal?.record(try s.view())
                        try s.view().sendSubviewToBack(try v.view())
                        return .nil
                    }),
            .method("isDescendant", on: .view, [.label("of", .view)],
                    doc: "Whether the view is the other view or inside its subtree.",
                    .f2 { s, v, _ in .bool(try s.view().isDescendant(of: try v.view())) }),
        ]
    }

    /// `insertSubview(_:belowSubview:)` / `(_:aboveSubview:)` of script values.
    static func insert(_ s: Value, _ v: Value, nextTo sibling: Value, above: Bool, _ ctx: RuntimeContext) throws -> Value {
        let superview = try s.view(), view = try v.view()
        ctx.viewJournal?.recordMove(view, to: superview)
        try superview.insertSubview(view, nextTo: try sibling.view(), above: above)
        return .nil
    }

    /// An alpha clamped to 0…1, as CALayer.opacity clamps values outside its range (Apple's
    /// documentation of `opacity`); nan is an error.
    static func opacity(_ v: Value) throws -> Double {
        let x = try v.number("alpha")
        guard !x.isNaN else { throw RuntimeError("alpha must be a number from 0 to 1, not nan") }
        return min(max(x, 0), 1)
    }

    /// A whole number as an `Int` (saturating beyond `Int`'s range), or an error naming `what`.
    static func integer(_ v: Value, _ what: String) throws -> Int {
        let x = try v.number(what)
        guard x.isFinite, x.rounded() == x else {
            throw RuntimeError("\(what) must be a whole number, not \(NumberFormat.exact.string(x))")
        }
        return Int(exactly: x) ?? (x > 0 ? Int.max : Int.min)
    }

    // MARK: Conversion, hit-testing, gestures

    static var geometryMethods: [Builtin] {
        [
            .viewMethod("convert", [.arg("point", .point), .label("to", .optionalView)],
                        doc: "The point, given in this view's bounds coordinates, in the other view's (nil: the root's).",
                        { (v, p: Point, w) throws(GeometryError) in try v.convert(p, to: w) }),
            .viewMethod("convert", [.arg("rect", .rect), .label("to", .optionalView)],
                        doc: "The bounding box of the rectangle's corners converted to the other view (nil: the root).",
                        { (v, r: Rect, w) throws(GeometryError) in try v.convert(r, to: w) }),
            .viewMethod("convert", [.arg("point", .point), .label("from", .optionalView)],
                        doc: "The point, given in the other view's bounds coordinates (nil: the root's), in this view's.",
                        { (v, p: Point, w) throws(GeometryError) in try v.convert(p, from: w) }),
            .viewMethod("convert", [.arg("rect", .rect), .label("from", .optionalView)],
                        doc: "The bounding box of the rectangle's corners converted from the other view (nil: the root).",
                        { (v, r: Rect, w) throws(GeometryError) in try v.convert(r, from: w) }),
            .viewMethod("point", [.label("inside", .point)],
                        doc: "Whether the point, in the view's bounds coordinates, lies in its bounds (half-open).",
                        { (v, p: Point) in .bool(v.point(inside: p)) }),
            .viewMethod("hitTest", [.arg("point", .point)],
                        doc: "The deepest visible, interactive view under the point (in bounds coordinates), or nil.",
                        { (v, p: Point) in v.hitTest(p).map(Value.view) ?? .nil }),
            // UIKit's own spellings, `point(inside:with:)` and `hitTest(_:with:)`, as pasted from
            // an app: the event is always nil here.
            .method("point", on: .view, [.label("inside", .point), .label("with", .noEvent)],
                    doc: "point(inside:) as UIKit spells it; the event must be nil.",
                    .f3 { v, p, _, _ in .bool(try v.view().point(inside: try p.point())) }),
            .method("hitTest", on: .view, [.arg("point", .point), .label("with", .noEvent)],
                    doc: "hitTest(_:) as UIKit spells it; the event must be nil.",
                    .f3 { v, p, _, _ in try v.view().hitTest(try p.point()).map(Value.view) ?? .nil }),
            .method("pan", on: .view, [.label("by", .point)],
                    doc: "Moves the view by a translation in its superview's coordinates, as a pan gesture.",
                    .f2 { v, d, ctx in
                        let view = try v.view()
                        let delta = try d.point()
                        try write(view, .center, ctx) { try view.pan(by: delta) }
                        return .nil
                    }),
            .method("pinch", on: .view, [.label("scale", .number), .label("at", .point)],
                    doc: "Scales the view about a point in its superview (the point under the fingers stays put).",
                    .f3 { v, s, p, ctx in
                        let view = try v.view()
                        let scale = try s.number(), point = try p.point()
                        try write(view, .transformAndCenter, ctx) { try view.pinch(scale: scale, at: point) }
                        return .nil
                    }),
            .method("rotate", on: .view, [.label("by", .number), .label("at", .point)],
                    doc: "Rotates the view by an angle about a point in its superview (the point under the fingers stays put).",
                    .f3 { v, a, p, ctx in
                        let view = try v.view()
                        let angle = try a.number(), point = try p.point()
                        AngleCheck.warnIfDegrees(angle, ctx) { "rotate(by: \($0), at: …)" }
                        try write(view, .transformAndCenter, ctx) { try view.rotate(by: angle, at: point) }
                        return .nil
                    }),
        ]
    }
}

/// Per-interpreter bookkeeping of writes to views (`context.state { ViewWrites() }`).
final class ViewWrites {
    /// The transform component a script assigned last (`t.rotation = 720deg`), the value it
    /// assigned and the transform that resulted; consumed by the next `transform` write of a
    /// view whose new transform is exactly that result.
    @exclusivity(unchecked) private var pending: (component: ViewProperties, value: Value, result: Transform)?

    /// While `viewWillChange` is told about a transform component write
    /// (`"transform.rotation"`), the value the script assigned to the component — e.g. 720deg,
    /// which the model's transform reduces to a rotation of 0. Nil otherwise. The animation
    /// library reads it to animate the component as a number.
    var assignedComponentValue: Value?

    /// Records that `component` (`ViewProperties.rotation` …) of a transform value was set to
    /// `value`, giving `result`.
    func componentAssigned(_ component: ViewProperties, value: Value, result: Transform) {
        pending = (component, value, result)
    }

    /// The pending component assignment when `t` is the transform it produced; clears it.
    func takeComponent(resulting t: Transform) -> (ViewProperties, Value)? {
        defer { pending = nil }
        guard let p = pending, p.result == t else { return nil }
        return (p.component, p.value)
    }
}

/// The properties of a view that one write changes (`frame`; `transform` and `center` for a
/// pinch; `transform.rotation` for a component assigned): their names, as
/// `RuntimeContext.viewWillChange` hears them, and the animation keys an `animate` block
/// records for them (`AnimationKey.keys(forProperty:)`: `frame` records `bounds` and
/// `center`; none for a property that changes at once), found once, where the write is
/// declared, not on every write.
struct ViewProperties {
    let names: [String]
    let keys: [AnimationKey]

    init(_ names: String...) {
        self.names = names
        keys = names.flatMap { (try? AnimationKey.keys(forProperty: $0)) ?? [] }
    }

    static let center = ViewProperties("center")
    static let transform = ViewProperties("transform")
    static let transformAndCenter = ViewProperties("transform", "center")
    static let frame = ViewProperties("frame")
    static let bounds = ViewProperties("bounds")
    static let anchorPoint = ViewProperties("anchorPoint")
    static let alpha = ViewProperties("alpha")
    /// The transform's components, each written as one (`card.transform.rotation = 720deg`).
    static let rotation = ViewProperties("transform.rotation")
    static let scale = ViewProperties("transform.scale")
    static let shear = ViewProperties("transform.shear")
    static let translation = ViewProperties("transform.translation")
}
