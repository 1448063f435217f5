import GeoAnimation
import GeoCore
import GeoViews

/// A property of a view's presentation that the presented geometry holds (`PresentedGeometry`,
/// path `presentedMember`): a geometry property (`ViewGeometry`), the transform or the alpha.
enum PresentedProperty {
    case geometry(ViewGeometry)
    case transform
    case alpha

    init?(_ name: String) {
        if let geometry = ViewGeometry(rawValue: name) {
            self = .geometry(geometry)
            return
        }
        switch name {
        case "transform": self = .transform
        case "alpha": self = .alpha
        default: return nil
        }
    }

    /// The Value the snapshot's getter gives (a geometry property's `member` when there is one).
    @inline(__always) func value(_ g: PresentedGeometry, _ member: ViewGeometryMember?) -> Value {
        switch self {
        case .geometry(let geometry):
            let r = geometry.read(g)
            if let member { return member.value(of: r) }
            return geometry.value(r)
        case .transform: return .transform(TransformBox(g.transform))
        case .alpha: return .number(g.alpha)
        }
    }
}

extension Compiler {
    /// A property of a presentation call's value that the presented geometry holds, or a
    /// member of a geometry property (path `presentedMember`): `call` is the call's lowered
    /// form (`Lowered.presentation` is its site); `property` the property's name, its span and
    /// the span of the read; `members` the names below it (each with its span and its member
    /// expression's), which `member` reads. The frame, the bounds and the transform themselves
    /// are also computed unboxed (`Lowered.typed`), for a parent that takes them so (`let f =
    /// v.presentation(at: t).frame`: `storeInPlace`).
    func lowerPresentedMember(_ call: Lowered, _ read: PresentedProperty, _ member: ViewGeometryMember?,
                              property: (name: String, nameSpan: Span, span: Span),
                              members: [(name: String, nameSpan: Span, span: Span)]) -> Lowered {
        guard let site = call.presentation else { preconditionFailure("not a presentation call") }
        let reads = [property] + members
        for m in reads { note(m.span, "member .\(m.name)", .presentedMember, [call.operand]) }
        let sites = reads.map { m in
            MemberGetSite(engine: engineRef, registry: registry, name: m.name, nameSpan: m.nameSpan, span: m.span,
                          base: { _ in .nil }, slot: -1)
        }
        let presented = PresentedMemberSite(call: site, sites: sites, read: read, member: member)
        var lowered = computed { f in try presented.get(f) }
        guard member == nil else { return lowered }
        switch read {
        case .geometry(let geometry) where geometry.isRect:
            lowered.typed = .rect { f in try presented.payload(f, { geometry.read($0) }, \.rectPayload) }
        case .transform:
            lowered.typed = .transform { f in try presented.payload(f, { $0.transform }, \.transformPayload) }
        default:
            break
        }
        return lowered
    }
}

/// `receiver.presentation(at: t).p` (or `.presentation()`, or `.p.m`, `.p.m.n`) with `p` a
/// property the presented geometry holds (`PresentedProperty`, path `presentedMember`): the
/// receiver computed by the call's site; on a view, the time (the call's argument, read as the
/// site reads it; else the clock's `now`), and on a finite Number the property read from the
/// presented geometry — what the snapshot `presentation(at:)` makes would give, with no
/// snapshot made. Any other receiver or time goes through the call's site with what is already
/// computed, and the members' sites, in turn, with their errors.
final class PresentedMemberSite {
    let call: MethodSite
    let context: RuntimeContext
    /// The sites of the property and the members below it, outwards.
    let sites: [MemberGetSite]
    let read: PresentedProperty
    /// The member of a geometry property read (nil: the property itself).
    let member: ViewGeometryMember?

    init(call: MethodSite, sites: [MemberGetSite], read: PresentedProperty, member: ViewGeometryMember?) {
        self.call = call
        context = sites[0].context
        self.sites = sites
        self.read = read
        self.member = member
    }

    @inline(__always) func get(_ f: CallFrame) throws -> Value {
        try presented(f, { read.value($0, member) }, otherwise: { $0 })
    }

    /// The property's payload (path `typed`): `payload` of the presented geometry; of what the
    /// members' sites give otherwise (a Rect or a Transform: the snapshot's property's).
    @inline(__always) func payload<P>(_ f: CallFrame, _ payload: (PresentedGeometry) -> P, _ of: (Value) -> P?) throws -> P {
        try presented(f, payload, otherwise: { try sites[0].typed($0, of) })
    }

    /// `body` of the presented geometry on a view receiver and a finite Number time; else
    /// `otherwise` of what the call and the members' sites give (or their error). A receiver
    /// in a local slot or a global that holds a view is read there (no code run, no Value
    /// copied); anything else by the call's receiver code, which reports it.
    @inline(__always) func presented<R>(_ f: CallFrame, _ body: (PresentedGeometry) -> R,
                                        otherwise: (Value) throws -> R) throws -> R {
        // A local's view lent where it lies, not retained: no script code (the time's) reaches a
        // local's slot (a variable a closure uses is in a cell), so it holds the view throughout.
        if call.localSlot >= 0, let view = f.slots[call.localSlot].unretainedView {
            return try view._withUnsafeGuaranteedRef { try presented(f, $0, body, otherwise: otherwise) }
        }
        let view: View
        if call.globalSlot >= 0, case .view(let v) = call.engine.globals[call.globalSlot] {
            view = v
        } else {
            var recv = try call.base(f)
            guard case .view(let v) = recv else { return try otherwise(try members(try call.callWithoutKernel(f, &recv))) }
            view = v
        }
        return try presented(f, view, body, otherwise: otherwise)
    }

    /// `presented` of the receiver's view.
    @inline(__always) func presented<R>(_ f: CallFrame, _ view: View, _ body: (PresentedGeometry) -> R,
                                        otherwise: (Value) throws -> R) throws -> R {
        var time: Double? = nil
        // A local's finite Number read where it lies (no Value copied); anything else as the
        // site reads its argument.
        if call.argc == 1, call.s0 >= 0, case .number(let x) = f.slots[call.s0], x.isFinite {
            time = x
        } else if call.argc == 1 {
            let t = try call.argument(0, f)
            guard case .number(let x) = t, x.isFinite else { return try otherwise(try members(try presentation(.view(view), t))) }
            time = x
        }
        return body(context.withAnimator { $0.presentedGeometry(of: view, at: time) })
    }

    /// The call on a view receiver with a time that is not a finite Number: its conversion,
    /// or its error, as the site gives it.
    @inline(never) func presentation(_ recv: Value, _ t: Value) throws -> Value {
        if recv.kind.rawValue != call.kind { try call.resolve(recv) }
        if call.path == .general {
            return try call.engine.with {
                try $0.callNative(call.candidates, [t], argSpans: call.argSpans, receiver: recv, span: call.span)
            }
        }
        return try call.call1(recv, t)
    }

    /// The property and its members read from the call's value by their sites.
    @inline(never) func members(_ value: Value) throws -> Value {
        var value = value
        for site in sites { value = try site.get(receiver: value) }
        return value
    }
}
