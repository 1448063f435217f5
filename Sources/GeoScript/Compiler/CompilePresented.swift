import GeoAnimation
import GeoCore
import GeoViews

extension Compiler {
    /// A geometry property of a presentation call's value, or a member of it (path
    /// `presentedMember`): `call` is the call's lowered form (`Lowered.presentation` is its
    /// site); `property` the property's name, its span and the span of the read; `members` the
    /// names below it (each with its span and its member expression's), which `member` reads.
    func lowerPresentedMember(_ call: Lowered, _ geometry: ViewGeometry, _ member: ViewGeometryMember?,
                              property: (name: String, nameSpan: Span, span: Span),
                              members: [(name: String, nameSpan: Span, span: Span)]) -> Lowered {
        guard let site = call.presentation else { preconditionFailure("not a presentation call") }
        let reads = [property] + members
        for m in reads { note(m.span, "member .\(m.name)", .presentedMember, [call.operand]) }
        let sites = reads.map { m in
            MemberGetSite(engine: engineRef, registry: registry, name: m.name, nameSpan: m.nameSpan, span: m.span,
                          base: { _ in .nil }, slot: -1)
        }
        let presented = PresentedMemberSite(call: site, sites: sites, geometry: geometry, member: member)
        return computed { f in try presented.get(f) }
    }
}

/// `receiver.presentation(at: t).p` (or `.presentation()`, or `.p.m`, `.p.m.n`) with `p` a view
/// geometry property (path `presentedMember`): the receiver computed by the call's site; on a
/// view, the time (the call's argument, read as the site reads it; else the clock's `now`),
/// and on a finite Number the property read from the presented geometry — what the snapshot
/// `presentation(at:)` makes would give, with no snapshot made. Any other receiver or time
/// goes through the call's site with what is already computed, and the members' sites, in
/// turn, with their errors.
final class PresentedMemberSite {
    let call: MethodSite
    let context: RuntimeContext
    /// The sites of the property and the members below it, outwards.
    let sites: [MemberGetSite]
    let geometry: ViewGeometry
    /// The member of the property read (nil: the property itself).
    let member: ViewGeometryMember?

    init(call: MethodSite, sites: [MemberGetSite], geometry: ViewGeometry, member: ViewGeometryMember?) {
        self.call = call
        context = sites[0].context
        self.sites = sites
        self.geometry = geometry
        self.member = member
    }

    @inline(__always) func get(_ f: CallFrame) throws -> Value {
        var recv = try call.base(f)
        guard case .view(let view) = recv else { return try members(try call.callWithoutKernel(f, &recv)) }
        var time: Double? = nil
        if call.argc == 1 {
            let t = try call.argument(0, f)
            guard case .number(let x) = t, x.isFinite else { return try members(try presentation(recv, t)) }
            time = x
        }
        let animator = context.animator
        let r = geometry.read(animator.presentedGeometry(of: view, at: time))
        if let member { return member.value(of: r) }
        return geometry.value(r)
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
