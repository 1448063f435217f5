/// An assignable place: a variable, a member of a place, or an element of a place.
/// `get` reads it; `modify` gives in-place access, and nested places write back through each
/// setter, as Swift does for `card.frame.origin.x = 10` (get frame, change it, set frame).
///
/// Order, as Swift's: `access` computes the place's indices from the root outwards
/// (`m[h()][g()]`: h, then g), then runs `prepare` — the assigned value's code, a mutating
/// method's arguments — and only then reads and changes the place. So `xs[i] = next()` stores
/// at the `i` read before `next` ran, and the value's code may change the variable itself.
/// `modify` computes the indices and changes the place with nothing in between: for a value
/// or arguments computed before that run no script code (no one can tell the order), or
/// indices already computed (`pin`).
/// A class: a site keeps one and passes it on each call (one reference, not four closures).
final class Place {
    typealias Modify = (CallFrame, (inout Value) throws -> Void) throws -> Void
    typealias Access = (CallFrame, _ prepare: () throws -> Void, (inout Value) throws -> Void) throws -> Void
    let get: Eval
    let modify: Modify
    let access: Access
    /// For a place with indices: the same place with its indices computed now, read and
    /// changed later with those (`PinnedReceiver`); nil for a variable.
    let pin: ((CallFrame) throws -> Place)?
    /// For an element (`xs[i]`): the number code of its index (`Lowered.number`, nil when it
    /// has none) and the place of its list (path `methodElement` reaches the element where
    /// the lists lie through them).
    var element: (index: NumberCode?, list: Place)?
    /// For an element or a dictionary's entry (`xs[i]`, `d[k]`, `d[k]!`, `d[k, default: v]`):
    /// its index's or key's code (path `methodEntry` finds the entry where it lies by it).
    var key: Eval?
    /// For an element of an element (`d[a]![b]`, `m[i][j]`): the outer key's or index's code
    /// (path `updateEntry` of an entry's entry), else nil.
    var outerKey: Eval?

    init(get: @escaping Eval, modify: @escaping Modify, access: @escaping Access, pin: ((CallFrame) throws -> Place)?) {
        self.get = get
        self.modify = modify
        self.access = access
        self.pin = pin
    }

    /// A place with no index to compute (a variable, a pinned element): `prepare`, then the
    /// place given to the body by `modify`.
    init(get: @escaping Eval, modify: @escaping Modify) {
        self.get = get
        self.modify = modify
        self.access = { f, prepare, body in
            try prepare()
            try modify(f, body)
        }
        pin = nil
    }

    /// The place with its indices computed now (itself when it has none).
    func pinned(_ f: CallFrame) throws -> Place {
        try pin?(f) ?? self
    }
}

extension Compiler {
    /// The place an expression denotes, or nil when it is not assignable (a call result…).
    func compilePlace(_ e: Expr) -> Place? {
        let engine = self.engineRef
        switch e.kind {
        case .name(let ref):
            let name = ref.name
            let span = ref.span
            let read = lowerName(ref).eval
            func constant(_ read: @escaping Eval, advice: String = "declare it with 'var' to change it") -> Place {
                // A constant may hold views (or lists of views) whose properties change; the
                // constant itself must come out identical.
                Place(get: read) { f, body in
                    let before = try read(f)
                    var v = before
                    try body(&v)
                    guard v.isIdentical(to: before) else {
                        throw ScriptFailure(.runtime, "cannot change '\(name)': it is a 'let' constant", at: span,
                                            notes: [advice])
                    }
                }
            }
            switch ref.target {
            case .local(let v):
                if v.isConst { return constant(read, advice: v.changeAdvice) }
                if v.isCaptured {
                    let index = v.cellIndex
                    return Place(get: read) { f, body in try (f.cells + index).withValue { try body(&$0.pointee) } }
                }
                let slot = v.slot
                return Place(get: read) { f, body in try body(&f.slots[slot]) }
            case .capture(let i, let v):
                if v.isConst { return constant(read, advice: v.changeAdvice) }
                return Place(get: read) { f, body in try (f.captures + i).withValue { try body(&$0.pointee) } }
            case .global(let slot):
                if globals.isConst(slot: slot) { return constant(read) }
                // Checked when nil, as reads are (`lower`).
                return Place(get: read) { _, body in
                    if case .nil = engine.globals[slot] { _ = try engine.checkedGlobal(slot, name, span) }
                    try body(&engine.globals[slot])
                }
            case .selfFunction:
                return constant(read)
            case .builtin, .unresolved:
                return nil
            }
        case .member(let base, let name, let nameSpan):
            return memberPlace(compilePlace(base) ?? temporaryPlace(base), name, nameSpan: nameSpan, span: e.span)
        case .index(let base, let indexExpr):
            guard let basePlace = compilePlace(base) else { return nil }
            let loweredIndex = lower(indexExpr)
            let place = elementPlace(basePlace, index: loweredIndex.eval, fallback: nil, indexSpan: indexExpr.span, span: e.span)
            place.element = (loweredIndex.number, basePlace)
            place.key = loweredIndex.eval
            place.outerKey = basePlace.key
            return place
        case .unary(.unwrap, let operand):
            // `d[k]! += 1`, `d[k]!.append(x)`: the place itself, which must not be nil.
            guard let basePlace = compilePlace(operand) else { return nil }
            let at = Span(fileID: e.span.fileID, start: e.span.start + e.span.length - 1, length: 1)
            func present(_ v: inout Value, _ body: (inout Value) throws -> Void) throws {
                if case .nil = v { throw Compiler.unwrapFailure(at: at) }
                try body(&v)
            }
            func unwrapping(_ place: Place) -> Place {
                Place(get: { f in
                    let v = try place.get(f)
                    if case .nil = v { throw Compiler.unwrapFailure(at: at) }
                    return v
                }, modify: { f, body in try place.modify(f) { v in try present(&v, body) } })
            }
            let place = Place(get: unwrapping(basePlace).get, modify: { f, body in
                try basePlace.modify(f) { v in try present(&v, body) }
            }, access: { f, prepare, body in
                try basePlace.access(f, prepare) { v in try present(&v, body) }
            }, pin: { f in unwrapping(try basePlace.pinned(f)) })
            place.key = basePlace.key
            place.outerKey = basePlace.outerKey
            return place
        case .keyDefault(let base, let keyExpr, let fallbackExpr):
            // `d[key, default: value] += 1`, `d[key, default: []].append(x)`.
            guard let basePlace = compilePlace(base) else { return nil }
            let key = compileExpr(keyExpr)
            let place = elementPlace(basePlace, index: key, fallback: compileExpr(fallbackExpr), indexSpan: keyExpr.span, span: e.span)
            place.key = key
            place.outerKey = basePlace.key
            return place
        default:
            return nil
        }
    }

    /// The place of element `index` of `basePlace` (`xs[i]`, `d[key]`); with a `fallback`,
    /// a dictionary's entry read and made with the fallback's value when absent (`d[key,
    /// default: value]`).
    func elementPlace(_ basePlace: Place, index: @escaping Eval, fallback: Eval?, indexSpan: Span, span: Span) -> Place {
        let baseGet = basePlace.get, engine = self.engineRef
        // The fallback's value, computed only when the entry is absent.
        @inline(__always) func absent(_ f: CallFrame) -> EntryFallback? { fallback.map { EntryFallback(code: $0, frame: f) } }
        func read(_ container: Value, _ k: Value, _ f: CallFrame) throws -> Value {
            guard let fallback else { return try Compiler.element(container, k, indexSpan: indexSpan, span: span) }
            return try Compiler.entry(container, k, keySpan: indexSpan, span: span, defaulted: true) ?? fallback(f)
        }
        return Place(get: { f in
            let container = try baseGet(f)
            return try read(container, try index(f), f)
        }, modify: { f, body in
            let k = try index(f)
            try basePlace.modify(f) { recv in
                try Compiler.modifyElement(&recv, k, indexSpan: indexSpan, span: span, fallback: absent(f), engine: engine, body)
            }
        }, access: { f, prepare, body in
            var k = Value.nil
            try basePlace.access(f, {
                k = try index(f)
                try prepare()
            }) { recv in
                try Compiler.modifyElement(&recv, k, indexSpan: indexSpan, span: span, fallback: absent(f), engine: engine, body)
            }
        }, pin: { f in
            // The base's indices, then this one, computed now; the element at `k` after.
            let base = try basePlace.pinned(f)
            let k = try index(f)
            guard let fallback else {
                return Place(get: { f in
                    try read(try base.get(f), k, f)
                }, modify: { f, body in
                    try base.modify(f) { recv in
                        try Compiler.modifyElement(&recv, k, indexSpan: indexSpan, span: span, engine: engine, body)
                    }
                })
            }
            // The default's value made once: by the read when the entry was absent there (the
            // change takes that value), else by the change (`d[k, default: make()].append(x)`,
            // as Swift's autoclosure runs once).
            var made: Value? = nil
            return Place(get: { f in
                if let v = try Compiler.entry(try base.get(f), k, keySpan: indexSpan, span: span, defaulted: true) { return v }
                let v = try fallback(f)
                made = v
                return v
            }, modify: { f, body in
                try base.modify(f) { recv in
                    let once = made.map { v in EntryFallback(code: { _ in v }, frame: f) } ?? absent(f)
                    try Compiler.modifyElement(&recv, k, indexSpan: indexSpan, span: span, fallback: once, engine: engine, body)
                }
            })
        })
    }

    /// The member `name` of the place `basePlace` (`e.span` the member expression's).
    func memberPlace(_ basePlace: Place, _ name: String, nameSpan: Span, span: Span) -> Place {
        Compiler.memberPlace(basePlace, Records.Label(name), memberAccess(name, nameSpan: nameSpan, span: span))
    }

    /// The member read and written by `access` of the place `basePlace`; a labelled tuple's
    /// part `label` changed where it lies (`Records.modify`).
    static func memberPlace(_ basePlace: Place, _ label: Records.Label,
                            _ access: (get: (Value) throws -> Value, set: (inout Value, Value) throws -> Void)) -> Place {
        let baseGet = basePlace.get
        let pin: ((CallFrame) throws -> Place)? = basePlace.pin.map { basePin in
            { f in memberPlace(try basePin(f), label, access) }
        }
        // The member of `recv` read, changed by `body`, written back.
        func change(_ recv: inout Value, _ body: (inout Value) throws -> Void) throws {
            if try Records.modify(&recv, label, body) { return }
            let before = try access.get(recv)
            var m = before
            try body(&m)
            // A view changed in place (`card.superview.center.x = 1`) or an unchanged
            // value needs no write-back (and a read-only member allows none).
            switch m {
            case .view, .list: if m.isIdentical(to: before) { return }
            default: break
            }
            try access.set(&recv, m)
        }
        return Place(get: { f in try access.get(try baseGet(f)) }, modify: { f, body in
            try basePlace.modify(f) { recv in try change(&recv, body) }
        }, access: { f, prepare, body in
            try basePlace.access(f, prepare) { recv in try change(&recv, body) }
        }, pin: pin)
    }

    /// `root.m1.m2…`: the expression under the members (not a member itself), and the members
    /// from the root outwards, each with its name's span and its member expression's.
    func memberChain(_ e: Expr) -> (root: Expr, members: [(name: String, nameSpan: Span, span: Span)]) {
        var x = e
        var members: [(name: String, nameSpan: Span, span: Span)] = []
        while case .member(let base, let name, let nameSpan) = x.kind {
            members.append((name, nameSpan, x.span))
            x = base
        }
        return (x, members.reversed())
    }

    /// A value that is not a variable: its members can be set only when it is a view.
    func temporaryPlace(_ e: Expr) -> Place {
        let value = compileExpr(e)
        let span = e.span
        func change(_ v: inout Value, _ body: (inout Value) throws -> Void) throws {
            guard case .view = v else {
                throw ScriptFailure(.runtime, "cannot assign to a member of a temporary \(v.typeName)", at: span,
                                    notes: ["store the value in a 'var', change it, then use it"])
            }
            try body(&v)
        }
        return Place(get: value, modify: { f, body in
            var v = try value(f)
            try change(&v, body)
        }, access: { f, prepare, body in
            var v = try value(f)
            try prepare()
            try change(&v, body)
        }, pin: nil)
    }

    /// Get and set of one member name, with a per-site cache.
    func memberAccess(_ name: String, nameSpan: Span, span: Span)
        -> (get: (Value) throws -> Value, set: (inout Value, Value) throws -> Void) {
        let engine = self.engineRef
        let context = engine.context
        let id = registry.memberID(name)
        let cache = MemberCache()
        let label = Records.Label(name)
        let get: (Value) throws -> Value = { recv in
            // A labelled tuple's part first (`Records`), then the receiver kind's member.
            if let part = Records.part(of: recv, label) { return part }
            guard let member = lookup(cache, recv, id), let property = member.property else {
                throw noMember(name, recv, at: nameSpan)
            }
            do { return try property.get(recv, context) } catch { throw engine.locate(error, span) }
        }
        let set: (inout Value, Value) throws -> Void = { recv, newValue in
            if try Records.assign(&recv, label, newValue) { return }
            guard let member = lookup(cache, recv, id), let property = member.property else {
                throw noMember(name, recv, at: nameSpan)
            }
            guard let setter = property.set else {
                // A Rect's x, y, width and height are read-only shorthands of its origin's and
                // size's, which are set.
                let part = recv.kind == .rect ? ["x": "origin.x", "y": "origin.y", "width": "size.width", "height": "size.height"][name] : nil
                throw ScriptFailure(.runtime, "cannot assign to '\(name)': it is a read-only member of \(recv.typeName)", at: nameSpan,
                                    notes: part.map { ["set the rect's \($0) instead (r.\($0) = …): \(name) is read from it"] } ?? [])
            }
            guard let converted = property.type.accept(newValue) else {
                throw ScriptFailure(.runtime, "cannot assign \(RuntimeError.describeBriefly(newValue)) to '\(name)', which is \(RuntimeError.withArticle(property.type.name))",
                                    at: span, notes: RuntimeError.pairNotes(newValue, expected: property.type.name))
            }
            do {
                try setter(&recv, converted, context)
                engine.flushWarnings(span)
            } catch {
                engine.flushWarnings(span)
                throw engine.locate(error, span)
            }
        }
        return (get, set)
    }

    // MARK: Assignment

    func compileAssignment(_ target: Expr, _ op: BinaryOp?, _ valueExpr: Expr, span: Span) -> Exec {
        if op == .add, case .name(let ref) = target.kind, case .list(let items) = valueExpr.kind, items.count == 1,
           let appending = compileAppending(ref, items[0], span: target.span.through(span)) {
            return appending
        }
        if op == nil, case .name(let ref) = target.kind, let updating = compileAssignmentAsUpdate(ref, valueExpr, span: target.span.through(span)) {
            return updating
        }
        let valueLowered: Lowered
        if op == nil, case .name(let ref) = target.kind, let variable = handedOver(ref, valueExpr),
           case .call(let callee, let args) = valueExpr.kind, case .member(let base, let name, let nameSpan) = callee.kind {
            valueLowered = lowerMethodCall(base, name, nameSpan: nameSpan, args, span: valueExpr.span, handOver: variable)
        } else if op == nil, let rewrite = entryRewrite(target, valueExpr), case .index(_, let indexExpr) = target.kind {
            // `counts[w] = (counts[w] ?? 0) + 1`: the value's reads of the entry made for the
            // rewrite, the store's own code made as usual behind it.
            let outer = rewriteScope.current
            rewriteScope.current = rewrite
            valueLowered = lower(valueExpr)
            rewriteScope.current = outer
            let store = compileAssignment(target, nil, valueLowered, valueExpr, span: span)
            return rewriting(rewrite, store, value: valueLowered.eval, indexSpan: indexExpr.span, span: target.span,
                             fullSpan: target.span.through(span))
        } else {
            valueLowered = lower(valueExpr)
        }
        return compileAssignment(target, op, valueLowered, valueExpr, span: span)
    }

    /// `compileAssignment` with the value lowered.
    func compileAssignment(_ target: Expr, _ op: BinaryOp?, _ valueLowered: Lowered, _ valueExpr: Expr, span: Span) -> Exec {
        let engine = self.engineRef
        let value = valueLowered.eval
        let fullSpan = target.span.through(span)
        @inline(__always) func update(_ cur: inout Value, _ new: Value) throws {
            guard let op else { cur = new; return }
            if case .number(let x) = cur, case .number(let y) = new {
                cur = .number(Operators.arithmetic(op, x, y))
                return
            }
            try BinaryNode.update(op, &cur, new, engine, fullSpan)
        }
        switch target.kind {
        case .name(let ref):
            guard let op else { return compileStore(ref, valueLowered, declaring: false, moving: Compiler.movesOut(valueExpr)) }
            let targetLowered = lowerName(ref)
            let targetOperand = targetLowered.operand, read = targetLowered.eval
            let path = FastPath.update(targetOperand)
            note(fullSpan, "'\(op.rawValue)='", path, [targetOperand])
            let node = UpdateNode(op, target: targetOperand, value: valueLowered, read: read, engine: engine, span: fullSpan)
            if let path = FastPath.updateValue(valueLowered, of: targetOperand) { note(valueExpr.span, "value", path) }
            if node.pointUpdates { note(valueExpr.span, "value", .storePoint) }
            if case .exec(let specialised)? = UpdateCode(node: node).specialized(op) { return specialised }
            guard let place = compilePlace(target) else { break }
            if runsNoScript(valueExpr) || place.pin == nil {
                // (No one can tell the order: the value runs no script code, or the place has no index.)
                return { f in
                    let r = try value(f)
                    try place.modify(f) { cur in try update(&cur, r) }
                    return .normal
                }
            }
            return { f in
                var r = Value.nil
                try place.access(f, { r = try value(f) }) { cur in try update(&cur, r) }
                return .normal
            }
        case .member(_, let name, let nameSpan):
            // The place under the member, built from the root up (each member compiled once).
            let (root, members) = memberChain(target)
            let rootPlace = compilePlace(root) ?? temporaryPlace(root)
            let basePlace = members.dropLast().reduce(rootPlace) { place, m in
                memberPlace(place, m.name, nameSpan: m.nameSpan, span: m.span)
            }
            let access = memberAccess(name, nameSpan: nameSpan, span: fullSpan)
            // The member of the place under it set to (or updated by) the value `v`.
            let change: (inout Value, Value) throws -> Void
            if op == nil {
                change = { recv, v in try access.set(&recv, v) }
            } else {
                change = { recv, r in
                    // The property keeps its value while the new one is made: a String or
                    // List is copied once here (the setter may refuse the new value).
                    var cur = try access.get(recv)
                    try update(&cur, r)
                    try access.set(&recv, cur)
                }
            }
            let general: (CallFrame, Value) throws -> Void = { f, v in try basePlace.modify(f) { recv in try change(&recv, v) } }
            // A view's geometry property or a member of it, its transform or its opacity, on a root whose
            // read runs no script code (path `viewMemberStore`): set on the view itself when the
            // root is one.
            if let part = ViewStorePart(members.map(\.name), updating: op != nil), readsOnly(root) {
                var rootOperand: [Operand] = []
                if case .name(let ref) = root.kind, let operand = storage(ref) { rootOperand = [operand] }
                note(fullSpan, "view member", .viewMemberStore, rootOperand)
                let node = ViewMemberStore(root: rootPlace.get, rootOperand: rootOperand.first, part: part, value: value,
                                           valueRunsScript: !runsNoScript(valueExpr), op: op, general: general, engine: engine,
                                           span: members.count == 1 ? fullSpan : members[0].span)
                // The unboxed stores below made for the site's order (`ViewStoreOrder`): when the
                // root is not read before the value, no Optional root is made or destroyed and no
                // order tested, in each store.
                func typedStore<O: ViewStoreOrder>(_: O.Type) -> ((CallFrame) throws -> Flow)? {
                    // `v.center = p`: a Point property taken whole, set by the property's own
                    // code (`ViewPointProperties.store`) with no switch on the part.
                    func storePoint<P: ViewPointProperty>(_: P.Type, _ code: @escaping (CallFrame) throws -> Point?) -> (CallFrame) throws -> Flow {
                        { f in try node.runIfTyped(f, code, O.self, { view, p, context in try ViewPointProperties.store(P.self, view, p, context) }) }
                    }
                    // (A switch to each type: an existential opened at run time calls the generic unspecialised.)
                    func storePoint(_ property: ViewGeometry, _ code: @escaping (CallFrame) throws -> Point?) -> (CallFrame) throws -> Flow {
                        property == .center ? storePoint(ViewPointProperties.Center.self, code)
                            : storePoint(ViewPointProperties.AnchorPoint.self, code)
                    }
                    // `v.bounds.size = (w, h)`, `v.center.y += 2`: a part of a geometry property set from
                    // a Point or a Number by code made for the property (`ViewGeometryProperty`: no
                    // switch on it, no other property's code beside), path `geometryPartStore`.
                    func storePart<P: ViewGeometryProperty>(_: P.Type, _ place: ViewGeometryPlace,
                                                            _ code: @escaping (CallFrame) throws -> Point?) -> (CallFrame) throws -> Flow {
                        { f in try node.runIfTyped(f, code, O.self, { view, p, context in try place.store(P.self, view, p, context) }) }
                    }
                    func storePart<P: ViewGeometryProperty>(_: P.Type, _ place: ViewGeometryPlace,
                                                            _ run: @escaping (CallFrame) -> Double?) -> (CallFrame) throws -> Flow {
                        { f in try node.runNumber(f, run, O.self) { view, y, op, context in try place.store(P.self, view, y, op, context) } }
                    }
                    // (A switch to each type, as `storePoint`'s.)
                    func storePart(_ place: ViewGeometryPlace, point code: @escaping (CallFrame) throws -> Point?) -> (CallFrame) throws -> Flow {
                        note(fullSpan, "view member", .geometryPartStore, rootOperand)
                        switch place.property {
                        case .frame: return storePart(ViewNumberReads.Frame.self, place, code)
                        case .bounds: return storePart(ViewNumberReads.Bounds.self, place, code)
                        case .center: return storePart(ViewNumberReads.Center.self, place, code)
                        case .anchorPoint: return storePart(ViewNumberReads.AnchorPoint.self, place, code)
                        }
                    }
                    func storePart(_ place: ViewGeometryPlace, number run: @escaping (CallFrame) -> Double?) -> (CallFrame) throws -> Flow {
                        note(fullSpan, "view member", .geometryPartStore, rootOperand)
                        switch place.property {
                        case .frame: return storePart(ViewNumberReads.Frame.self, place, run)
                        case .bounds: return storePart(ViewNumberReads.Bounds.self, place, run)
                        case .center: return storePart(ViewNumberReads.Center.self, place, run)
                        case .anchorPoint: return storePart(ViewNumberReads.AnchorPoint.self, place, run)
                        }
                    }
                    // `v.center = (x + 1, y * 2)`, `v.bounds.size = (w - 6, h)`: a Point property or a
                    // Point or Size part set from a tuple's two number codes, called by the store itself
                    // (path `tupleInStore`); nil for the frame's origin (its own store, below).
                    func storeParts<P: ViewPointProperty>(_: P.Type, _ x: @escaping (CallFrame) -> Double?,
                                                          _ y: @escaping (CallFrame) -> Double?) -> (CallFrame) throws -> Flow {
                        { f in
                            try node.runIfTyped(f, { f in
                                if let a = x(f), let b = y(f) { return Point(x: a, y: b) }
                                return nil
                            }, O.self, { view, p, context in try ViewPointProperties.store(P.self, view, p, context) })
                        }
                    }
                    func storeParts<P: ViewGeometryProperty>(_: P.Type, _ place: ViewGeometryPlace, _ x: @escaping (CallFrame) -> Double?,
                                                             _ y: @escaping (CallFrame) -> Double?) -> (CallFrame) throws -> Flow {
                        { f in
                            try node.runIfTyped(f, { f in
                                if let a = x(f), let b = y(f) { return Point(x: a, y: b) }
                                return nil
                            }, O.self, { view, p, context in try place.store(P.self, view, p, context) })
                        }
                    }
                    func storeParts(_ x: NumberCode, _ y: NumberCode) -> ((CallFrame) throws -> Flow)? {
                        guard part.frameOrigin == nil, case .geometry(let place) = part else { return nil }
                        note(valueExpr.span, "value", .tupleInStore)
                        switch place.property {
                        case .center where place.accepts == .point: return storeParts(ViewPointProperties.Center.self, x.run, y.run)
                        case .anchorPoint where place.accepts == .point: return storeParts(ViewPointProperties.AnchorPoint.self, x.run, y.run)
                        default: break
                        }
                        note(fullSpan, "view member", .geometryPartStore, rootOperand)
                        switch place.property {
                        case .frame: return storeParts(ViewNumberReads.Frame.self, place, x.run, y.run)
                        case .bounds: return storeParts(ViewNumberReads.Bounds.self, place, x.run, y.run)
                        case .center: return storeParts(ViewNumberReads.Center.self, place, x.run, y.run)
                        case .anchorPoint: return storeParts(ViewNumberReads.AnchorPoint.self, place, x.run, y.run)
                        }
                    }
                    // `v.frame.origin = (x, y)`: the frame's origin set as `storeFrameOrigin` sets it.
                    func storeFrameOrigin(_ origin: ViewGeometryPlace, _ code: @escaping (CallFrame) throws -> Point?) -> (CallFrame) throws -> Flow {
                        note(fullSpan, "view member", .frameOriginStore, rootOperand)
                        return { f in try node.runIfTyped(f, code, O.self, { view, p, context in try origin.storeFrameOrigin(view, p, context) }) }
                    }
                    // `v.transform = t.rotated(by: a)`, `v.frame = r.insetBy(…)`: the value computed
                    // unboxed (`Lowered.typed`), set with no box made.
                    if op == nil, let typed = valueLowered.typed, part.takesWhole(typed.kind) {
                        note(valueExpr.span, "value", .storeInPlace)
                        switch typed {
                        case .transform(let code):
                            return { f in try node.run(f, code, O.self, { view, t, context in try ViewStorePart.store(view, t, context) }) }
                        case .rect(let code):
                            return { f in try node.run(f, code, O.self, { view, r, context in try part.store(view, r, context) }) }
                        }
                    }
                    // `v.frame = slot.insetBy(dx: 2, dy: 2)`: the same, when `slot` holds a rect.
                    if op == nil, let attempt = valueLowered.typedIfKind, part.takesWhole(attempt.kind) {
                        note(valueExpr.span, "value", .storeIfTyped)
                        switch attempt {
                        case .transform(let code):
                            return { f in try node.runIfTyped(f, code, O.self, { view, t, context in try ViewStorePart.store(view, t, context) }) }
                        case .rect(let code):
                            return { f in try node.runIfTyped(f, code, O.self, { view, r, context in try part.store(view, r, context) }) }
                        case .point(let code):
                            if let (x, y) = valueLowered.tupleParts, let store = storeParts(x, y) { return store }
                            if let property = part.wholePointProperty { return storePoint(property, code) }
                            if let origin = part.frameOrigin { return storeFrameOrigin(origin, code) }
                            guard case .geometry(let place) = part else { return nil }
                            return storePart(place, point: code)
                        }
                    }
                    // `v.center = p`, `v.center = ps[i]`, `a.center = b.center`, `v.frame.origin = p`,
                    // `v.bounds.size = p`: a Point property, the frame's origin or another Point or Size part
                    // set from the value's Point read where it lies (a local's, by its point code:
                    // `Lowered.point`, which runs no script), no Value made; any other value by the
                    // boxed code.
                    if op == nil, case .geometry(let place) = part, place.accepts == .point || place.accepts == .size {
                        var point = valueLowered.point?.run
                        if case .local(let s) = valueLowered.operand {
                            point = { f in
                                if case .point(let p) = f.slots[s] { return p }
                                return nil
                            }
                        }
                        if let point {
                            note(valueExpr.span, "value", .storeIfTyped)
                            if let property = part.wholePointProperty { return storePoint(property, point) }
                            if let origin = part.frameOrigin { return storeFrameOrigin(origin, point) }
                            return storePart(place, point: point)
                        }
                    }
                    // `v.center.y += 2`, `v.bounds.size.width = w`, `v.alpha = a`: a Number part's value
                    // computed as a Number (no Value made); when it is none, by the value's code from
                    // the start.
                    if part.takesNumber, let number = valueLowered.number, runsNoScript(valueExpr) {
                        note(valueExpr.span, "value", .numberCode)
                        let run = number.run
                        if case .geometry(let place) = part { return storePart(place, number: run) }
                        return { f in try node.runNumber(f, run, O.self) { view, y, op, context in try ViewStorePart.storeAlpha(view, y, op, context) } }
                    }
                    return nil
                }
                if node.rootFirst { note(fullSpan, "view member", .viewRootFirst, rootOperand) }
                if let code = node.rootFirst ? typedStore(RootReadFirst.self) : typedStore(ValueComputedFirst.self) { return code }
                return { f in try node.run(f) }
            }
            if runsNoScript(valueExpr) || basePlace.pin == nil {
                let store: Exec = { f in
                    let r = try value(f)
                    try basePlace.modify(f) { recv in try change(&recv, r) }
                    return .normal
                }
                return valueMemberStore(root, rootPlace, members.map(\.name), op, valueLowered, valueExpr, span: fullSpan,
                                        general: store) ?? store
            }
            return { f in
                // The indices under the member first, then the value (`Place`).
                var r = Value.nil
                try basePlace.access(f, { r = try value(f) }) { recv in try change(&recv, r) }
                return .normal
            }
        case .index(let base, let indexExpr):
            // A list in a variable (a local, a global, a cell, a capture): its element stored
            // where the list lies, by one node for all (`ListHome`).
            if case .name(let ref) = base.kind, let list = storage(ref) {
                var path: FastPath? = nil
                switch (ref.target, list) {
                case (.local(let v), .local): path = FastPath.element(list, isConstant: v.isConst)
                case (.global(let slot), .global): path = FastPath.elementStore(list, nested: false, isConstant: globals.isConst(slot: slot))
                case (.local(let v), .cell), (.capture(_, let v), .capture):
                    path = FastPath.elementStore(list, nested: false, isConstant: v.isConst)
                default: break
                }
                if let path { note(target.span, "element", path, [list]) }
                // (The stored value's Number, `ElementStoreNode.valueNumber`.)
                func noteValue() {
                    if FastPath.updateValue(valueLowered) == .numberCode { note(valueExpr.span, "value", .numberCode) }
                    if let point = FastPath.storePoint(valueLowered, op: op), Value.listIsHeldInPlace { note(valueExpr.span, "value", point) }
                }
                // (A constant key found with its hash, `ElementStoreNode.key`.)
                func noted(_ index: Lowered) -> Lowered {
                    if ConstantKey(index.operand) != nil { note(indexExpr.span, "key", .keyConstant) }
                    return index
                }
                switch (path, list) {
                case (.elementLocal?, .local(let slot)):
                    let index = noted(lowerStoredIndex(indexExpr))
                    noteValue()
                    let node = ElementStoreNode<FrameSlots>(slot: slot, index: index, value: valueLowered, op: op, read: nil,
                                                            engine: engine, indexSpan: indexExpr.span, span: target.span, fullSpan: fullSpan)
                    return node.numberFirst ? { f in try node.runNumber(f) } : node.pointFirst ? { f in try node.runPoint(f) } : { f in try node.run(f) }
                case (.elementStored?, .global(let slot)):
                    let index = noted(lowerStoredIndex(indexExpr))
                    noteValue()
                    let node = ElementStoreNode<GlobalSlots>(slot: slot, index: index, value: valueLowered, op: op,
                                                             read: lowerName(ref).eval, engine: engine, indexSpan: indexExpr.span,
                                                             span: target.span, fullSpan: fullSpan)
                    return node.numberFirst ? { f in try node.runNumber(f) } : node.pointFirst ? { f in try node.runPoint(f) } : { f in try node.run(f) }
                case (.elementStored?, .cell(let c)):
                    noteValue()
                    let node = ElementStoreNode<CellSlots>(slot: c, index: noted(lower(indexExpr)), value: valueLowered, op: op, read: nil,
                                                           engine: engine, indexSpan: indexExpr.span, span: target.span, fullSpan: fullSpan)
                    return node.numberFirst ? { f in try node.runNumber(f) } : node.pointFirst ? { f in try node.runPoint(f) } : { f in try node.run(f) }
                case (.elementStored?, .capture(let c)):
                    noteValue()
                    let node = ElementStoreNode<CaptureSlots>(slot: c, index: noted(lower(indexExpr)), value: valueLowered, op: op, read: nil,
                                                              engine: engine, indexSpan: indexExpr.span, span: target.span, fullSpan: fullSpan)
                    return node.numberFirst ? { f in try node.runNumber(f) } : node.pointFirst ? { f in try node.runPoint(f) } : { f in try node.run(f) }
                default: break
                }
            }
            if let stored = compileElementStore(base, indexExpr, valueLowered, op, valueSpan: valueExpr.span, span: target.span, fullSpan: fullSpan) {
                return stored
            }
            fallthrough
        case .keyDefault, .unary(.unwrap, _):
            guard let place = compilePlace(target) else { break }
            // `counts[word, default: 0] += 1`: a Number entry updated where it lies; and an
            // entry's entry stored or updated where it lies (`stock[site]![item]! -= n`,
            // `stock[site]![item] = 0`).
            if Value.dictionaryIsHeldInPlace, let entry = entryChain(target), let key = place.key,
               op != nil || entry.outerKey != nil, entry.outerKey == nil || place.outerKey != nil,
               FastPath.updateEntry(dictionary: entry.dictionary, isVariable: entry.isVariable,
                                    keyReadsOnly: readsOnly(entry.key) && entry.outerKey.map { readsOnly($0) } ?? true,
                                    valueRunsNoScript: runsNoScript(valueExpr)) == .updateEntry {
                note(fullSpan, "'\(op?.rawValue ?? "")='", .updateEntry, [entry.dictionary])
                // An entry's entry (`=` too), else an entry's own (`op=` only, checked above):
                // a closure for each (one that tested which ran 45 instructions more a store),
                // and for each home of the dictionary.
                func updating<H: ListHome>(_: H.Type, _ slot: Int) -> Exec? {
                    if entry.outerKey != nil, let outerKey = place.outerKey {
                        let receiver = EntryReceiver<H>(slot: slot, engine: engine, key: key, outerKey: outerKey)
                        return { f in
                            let r = try value(f)
                            if try receiver.updateNested(f, op, r) { return .normal }
                            try place.modify(f) { cur in try update(&cur, r) }
                            return .normal
                        }
                    }
                    guard let op else { return nil }
                    let receiver = EntryReceiver<H>(slot: slot, engine: engine, key: key,
                                                    keyOperand: variable(entry.key)?.operand ?? .computed)
                    return { f in
                        let r = try value(f)
                        if try receiver.update(f, op, r) { return .normal }
                        try place.modify(f) { cur in try update(&cur, r) }
                        return .normal
                    }
                }
                let made: Exec?
                switch entry.dictionary {
                case .local(let s): made = updating(FrameSlots.self, s)
                case .global(let s): made = updating(GlobalSlots.self, s)
                case .cell(let s): made = updating(CellSlots.self, s)
                case .capture(let s): made = updating(CaptureSlots.self, s)
                default: preconditionFailure("an entry changed where it lies is in a variable's dictionary")
                }
                if let made { return made }
            }
            if let op { note(fullSpan, "'\(op.rawValue)='", .updatePlace) }
            if runsNoScript(valueExpr) || place.pin == nil {
                // (No one can tell the order: the value runs no script code, or the place has no index.)
                return { f in
                    let r = try value(f)
                    try place.modify(f) { cur in try update(&cur, r) }
                    return .normal
                }
            }
            return { f in
                var r = Value.nil
                try place.access(f, { r = try value(f) }) { cur in try update(&cur, r) }
                return .normal
            }
        default:
            break
        }
        return { _ in throw ScriptFailure(.runtime, "cannot assign to this expression", at: fullSpan) }
    }
}

extension Compiler {
    /// `p.x = e`, `r.origin.y += e`, `best.length += 1` on a variable holding a Point, Size,
    /// Rect or labelled tuple (path `valueMemberStore`, `ValueMemberStore`), or on an element
    /// of a list in a variable (`ps[i].x += 1`: path `elementMemberStore`,
    /// `ElementMemberStore`; `rootPlace` is the element's place), `general` the store's code
    /// for anything else; nil when the site takes neither path.
    func valueMemberStore(_ root: Expr, _ rootPlace: Place, _ names: [String], _ op: BinaryOp?, _ value: Lowered,
                          _ valueExpr: Expr, span: Span, general: @escaping Exec) -> Exec? {
        // (A member a host registered does what the host's setter does: the general code.)
        guard let part = NumberPart(names, isGeometryMember: isGeometryMember), !names.contains(where: registry.hostNames.contains) else { return nil }
        if case .index = root.kind, let chain = elementChain(root) {
            let indexNumbers = Compiler.indexNumbers(rootPlace)
            guard let path = FastPath.elementMemberStore(list: chain.list, isVariable: chain.isVariable,
                                                         indicesHaveNumberCode: indexNumbers.map { $0 != nil }, part: part,
                                                         value: value, valueRunsNoScript: runsNoScript(valueExpr)) else { return nil }
            note(span, "member", path, [chain.list])
            let node = ElementMemberStore(receiver: ElementReceiver(list: chain.list, engine: engineRef, indices: indexNumbers.compactMap { $0 }),
                                          part: part, op: op, value: value, general: general)
            return { f in try node.run(f) }
        }
        guard case .name(let ref) = root.kind, let operand = storage(ref) else { return nil }
        let isConstant: Bool
        switch ref.target {
        case .local(let v), .capture(_, let v): isConstant = v.isConst
        case .global(let slot): isConstant = globals.isConst(slot: slot)
        default: return nil
        }
        guard let path = FastPath.valueMemberStore(operand, isConstant: isConstant, part: part, value: value,
                                                   valueRunsNoScript: runsNoScript(valueExpr)) else { return nil }
        note(span, "member", path, [operand])
        func node<H: ListHome>(_: H.Type, _ slot: Int) -> Exec {
            let node = ValueMemberStore<H>(slot: slot, part: part, op: op, value: value, engine: engineRef, general: general)
            return { f in try node.run(f) }
        }
        switch operand {
        case .local(let slot): return node(FrameSlots.self, slot)
        case .global(let slot): return node(GlobalSlots.self, slot)
        case .cell(let slot): return node(CellSlots.self, slot)
        case .capture(let slot): return node(CaptureSlots.self, slot)
        default: return nil
        }
    }

    /// The index of an element stored where its list lies (`ElementStoreNode`): an index with
    /// number code, but a local's (read in place), is used as a Number (path `numberCode`,
    /// noted) — arithmetic, a constant, a global.
    func lowerStoredIndex(_ indexExpr: Expr) -> Lowered {
        let index = lower(indexExpr)
        if index.number != nil {
            if case .local = index.operand {} else { note(indexExpr.span, "index", .numberCode) }
        }
        return index
    }

    /// `x = x + e` with `x` a variable and `e` an expression that reads values and runs no
    /// script code (`readsOnly`): run as `x += e` (path `assignUpdating`, `UpdateNode`) — a
    /// Number updated in place, a String or a List appended to where the variable holds it
    /// alone (amortized constant time per appended piece, where `x + e` copied the whole value
    /// each time) — errors located at `x + e` as before. Nothing `e` computes can change `x`,
    /// so computing it first leaves the meaning as it was; a global is read first (its "cannot
    /// find" comes before `e`'s errors, as in `x + e`). Nil for any other assignment.
    func compileAssignmentAsUpdate(_ ref: NameRef, _ valueExpr: Expr, span: Span) -> Exec? {
        guard updatesItself(ref, valueExpr), let target = storage(ref), case .binary(_, let l, let r) = valueExpr.kind,
              case .name(let lref) = l.kind else { return nil }
        note(span, "'='", .assignUpdating, [target])
        // The read of `x` in `x + e` (its "cannot find" located there).
        let targetRead = lowerName(lref).eval
        let node = UpdateNode(.add, target: target, value: lower(r), read: targetRead, engine: engineRef, span: valueExpr.span)
        if node.pointUpdates { note(r.span, "value", .storePoint) }
        guard case .exec(let update)? = UpdateCode(node: node).specialized(.add) else { return nil }
        guard case .global(let g) = target else { return update }
        let engine = engineRef
        return { f in
            if case .nil = engine.globals[g] { _ = try targetRead(f) }
            return try update(f)
        }
    }

    /// Whether `ref = valueExpr` is `x = x + e` on a variable `x` (not a constant), `e`
    /// reading values only (path `assignUpdating`).
    func updatesItself(_ ref: NameRef, _ valueExpr: Expr) -> Bool {
        guard case .binary(.add, let l, let r) = valueExpr.kind, case .name(let lref) = l.kind,
              let target = storage(ref), let read = storage(lref),
              FastPath.assignment(target, read, readsOnly: readsOnly(r)) == .assignUpdating else { return false }
        switch ref.target {
        case .local(let v), .capture(_, let v): return !v.isConst
        case .global(let slot): return !globals.isConst(slot: slot)
        default: return false
        }
    }

    /// Whether `e` only reads values and computes on them — constants, variables, elements,
    /// built-in members (`xs.count`, `v.frame.width`), operators, interpolations of such — so
    /// that running it runs no script code and changes no variable (`compileAssignmentAsUpdate`).
    /// With `localsOnly`, the variables read are all locals no closure captures (which no
    /// script code can change: `receiverMayMove`), and no member is read (a view's are
    /// shared by every reference to it).
    func readsOnly(_ e: Expr, localsOnly: Bool = false) -> Bool {
        switch e.kind {
        case .number, .string, .bool, .nil: return true
        case .name(let ref):
            guard let found = storage(ref) else { return false }
            if localsOnly, case .local = found { return true }
            return !localsOnly
        case .member(let base, let name, _):
            // A host's member runs the host's code; a built-in one only reads.
            return !localsOnly && !registry.hostNames.contains(name) && readsOnly(base)
        case .index(let list, let index): return readsOnly(list, localsOnly: localsOnly) && readsOnly(index, localsOnly: localsOnly)
        case .binary(_, let a, let b), .coalesce(let a, let b), .and(let a, let b), .or(let a, let b):
            return readsOnly(a, localsOnly: localsOnly) && readsOnly(b, localsOnly: localsOnly)
        case .conditional(let c, let a, let b):
            return readsOnly(c, localsOnly: localsOnly) && readsOnly(a, localsOnly: localsOnly) && readsOnly(b, localsOnly: localsOnly)
        case .unary(_, let a): return readsOnly(a, localsOnly: localsOnly)
        case .interpolation(let parts):
            return parts.allSatisfy { part in
                if case .expr(let x) = part { return readsOnly(x, localsOnly: localsOnly) }
                return true
            }
        case .call(let callee, let args):
            // A built-in that only computes (`abs`, `min`, `Number`: `Overload.onlyComputes`) on
            // arguments that only read: `xs[abs(k)]` is an index that stays put as `xs[k % 7]`
            // does (path `methodElement`).
            guard case .name(let ref) = callee.kind, case .builtin(let name) = ref.target, !registry.hostNames.contains(name),
                  case .functions(let overloads)? = registry.globals[name], overloads.allSatisfy(\.onlyComputes)
            else { return false }
            return args.allSatisfy { readsOnly($0.value, localsOnly: localsOnly) }
        default: return false
        }
    }

    /// `x += [e]` with `x` a variable (path `updateAppending`, `AppendNode`); nil for a
    /// constant or any other name (compiled as any update).
    func compileAppending(_ ref: NameRef, _ element: Expr, span: Span) -> Exec? {
        guard let target = storage(ref), FastPath.update(target, appendsOne: true) == .updateAppending else { return nil }
        switch ref.target {
        case .local(let v), .capture(_, let v): if v.isConst { return nil }
        case .global(let slot): if globals.isConst(slot: slot) { return nil }
        default: return nil
        }
        note(span, "'+='", .updateAppending, [target])
        let x = lower(element)
        let update = UpdateNode(.add, target: target, value: x, read: lowerName(ref).eval, engine: engineRef, span: span)
        let node = AppendNode(update, element: x.eval)
        return { f in try node.run(f) }
    }
}

extension Compiler {
    /// `m[i][j] = e` with `m` a local or global `var` (`op=` too): path `elementStored`
    /// (`ElementPathStore`); nil for anything else.
    func compileElementStore(_ base: Expr, _ indexExpr: Expr, _ value: Lowered, _ op: BinaryOp?,
                             valueSpan: Span, span: Span, fullSpan: Span) -> Exec? {
        var listExpr = base
        var outer: Expr? = nil
        if case .index(let b, let o) = base.kind {
            listExpr = b
            outer = o
        }
        guard case .name(let ref) = listExpr.kind, let list = storage(ref) else { return nil }
        // A variable's own element: `ElementStoreNode`, noted there.
        if outer == nil { return nil }
        let isConstant: Bool
        switch ref.target {
        case .local(let v), .capture(_, let v): isConstant = v.isConst
        case .global(let slot): isConstant = globals.isConst(slot: slot)
        default: return nil
        }
        let path = FastPath.elementStore(list, nested: outer != nil, isConstant: isConstant)
        note(span, "element", path, [list])
        guard path == .elementStored else { return nil }
        if FastPath.updateValue(value) == .numberCode { note(valueSpan, "value", .numberCode) }
        let node = ElementPathStore(list: list, read: lowerName(ref).eval, outer: outer.map { lower($0) },
                                    index: lower(indexExpr), value: value, op: op, engine: engineRef,
                                    outerSpans: (outer?.span ?? span, base.span), spans: (indexExpr.span, span), fullSpan: fullSpan)
        return node.numberFirst ? { f in try node.runNumber(f) } : { f in try node.run(f) }
    }
}

/// The slot of a list variable that element code reads or writes where it lies: a global's,
/// or a local's in the frame.
struct ListVariable {
    let isGlobal: Bool
    let slot: Int

    /// `list` a `.global` or `.local` operand (any other: local slot 0, never asked).
    init(_ list: Operand) {
        switch list {
        case .global(let s): isGlobal = true; slot = s
        case .local(let s): isGlobal = false; slot = s
        default: isGlobal = false; slot = 0
        }
    }

    @inline(__always) func pointer(_ f: CallFrame, _ engine: EngineRef) -> UnsafeMutablePointer<Value> {
        isGlobal ? engine.globals + slot : f.slots + slot
    }
}

/// `m[i][j] op= e` on a list in a variable (path `elementStored`): the indices, outer
/// first, then the value (the order of the general element code, and Swift's); the
/// element stored where the lists lie when each is a list and each index is in range; the
/// general element code, with the computed indices, reports anything else.
final class ElementPathStore {
    let variable: ListVariable
    /// The global's read, for "cannot find" when its declaration never ran.
    let read: Eval
    let outer: Eval?
    let index: Eval
    /// The indices' slots when they are locals (read in place, no code called), else -1.
    let outerSlot: Int
    let indexSlot: Int
    /// Their Numbers by their number code (`Lowered.number`), or code giving nil.
    let outerNumber: (CallFrame) -> Double?
    let indexNumber: (CallFrame) -> Double?
    let value: Eval
    /// The value's slot when it is a local (its Number read in place), else -1.
    let valueSlot: Int
    /// The value's Number with no Value built (`FastPath.updateValue`: `m[i][j] = m[j][i]`,
    /// `t[i][j] = t[i - 1][j - 1] + 1`); nil and the value's code runs, from the start.
    let valueNumber: (CallFrame) -> Double?
    let valueIsNumberCode: Bool
    /// The value when it is a Number constant, else nil.
    let constant: Double?
    /// Whether the value may be a Number without a Value built, tried first (and in place
    /// only: `Value.listIsHeldInPlace`); whether its number code last gave none.
    let numberFirst: Bool
    var missed = false
    let op: BinaryOp?
    let engine: EngineRef
    let outerSpans: (index: Span, element: Span)
    let spans: (index: Span, element: Span)
    let fullSpan: Span
    /// `Value.listIsHeldInPlace`, kept (a static's read checks its lazy initialisation).
    let inPlace = Value.listIsHeldInPlace

    init(list: Operand, read: @escaping Eval, outer: Lowered?, index: Lowered, value: Lowered, op: BinaryOp?,
         engine: EngineRef, outerSpans: (Span, Span), spans: (Span, Span), fullSpan: Span) {
        variable = ListVariable(list)
        self.read = read
        self.outer = outer?.eval
        self.index = index.eval
        if case .local(let s)? = outer?.operand { outerSlot = s } else { outerSlot = -1 }
        if case .local(let s) = index.operand { indexSlot = s } else { indexSlot = -1 }
        // (Not Optional closures: they would be stored reabstracted, and called through thunks.)
        outerNumber = NumberCode.run(outer?.number)
        indexNumber = NumberCode.run(index.number)
        self.value = value.eval
        if case .local(let s) = value.operand { valueSlot = s } else { valueSlot = -1 }
        valueIsNumberCode = FastPath.updateValue(value) == .numberCode
        valueNumber = NumberCode.run(value.number)
        if case .number(let x) = value.operand { constant = x } else { constant = nil }
        numberFirst = inPlace && (valueIsNumberCode || valueSlot >= 0 || constant != nil)
        self.op = op
        self.engine = engine
        self.outerSpans = outerSpans
        self.spans = spans
        self.fullSpan = fullSpan
    }

    /// The store when the value may be a Number (`numberFirst`).
    @inline(__always) func runNumber(_ f: CallFrame) throws -> Flow {
        // The value's Number, then the indices' (each read in place or computed by number
        // code, which runs no script code and changes nothing), stored where the lists lie;
        // anything else by the values, from the start.
        if !missed, let y = valueAsNumber(f), let x = number(f, slot: indexSlot, indexNumber),
           let xo = number(f, slot: outerSlot, outerNumber) {
            let p = variable.pointer(f, engine)
            if case .list = p.pointee, p.withMemoryRebound(to: [Value].self, capacity: 1, { rows -> Bool in
                guard let i = Compiler.wholeIndex(xo, count: rows.pointee.count) else { return false }
                return withUnsafeMutablePointer(to: &rows.pointee[i]) { ElementNode.storeNumber($0, x, y, op) }
            }) {
                return .normal
            }
        }
        return try storeValue(f)
    }

    /// The value's Number: a local's read in place, a constant, or its number code's (not
    /// tried again until the value is a Number again when it gave none: `missed`); else nil.
    @inline(__always) func valueAsNumber(_ f: CallFrame) -> Double? {
        if valueSlot >= 0 {
            if case .number(let y) = f.slots[valueSlot] { return y }
            return nil
        }
        if valueIsNumberCode {
            if let y = valueNumber(f) { return y }
            missed = true
            return nil
        }
        return constant
    }

    /// An index's Number: its local's (`slot`), or its number code's; else nil.
    @inline(__always) func number(_ f: CallFrame, slot: Int, _ code: (CallFrame) -> Double?) -> Double? {
        if slot >= 0 {
            if case .number(let x) = f.slots[slot] { return x }
            return nil
        }
        return code(f)
    }

    /// The store of the value, computed by its code, at the indices computed by theirs.
    @inline(never) func storeValue(_ f: CallFrame) throws -> Flow { try run(f) }

    /// Any store: the indices by their code, outer first, then the value by its code (as
    /// Swift orders `m[i][j] = next()`: the indices read before `next` ran).
    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        let outerKey: Value?
        if outerSlot >= 0 { outerKey = f.slots[outerSlot] } else if let outer { outerKey = try outer(f) } else { outerKey = nil }
        let k = indexSlot >= 0 ? f.slots[indexSlot] : try index(f)
        let r = try value(f)
        if valueIsNumberCode, missed, case .number = r { missed = false }
        let p = variable.pointer(f, engine)
        if variable.isGlobal, case .nil = p.pointee { _ = try read(f) }
        if let outerKey {
            if try storeNested(p, outerKey, k, r) { return .normal }
        } else if try store(p, k, r) {
            return .normal
        }
        try storeOther(p, outerKey, k, r)
        return .normal
    }

    /// `cur op= r` (`cur = r` without an operator).
    @inline(__always) func apply(_ cur: inout Value, _ r: Value) throws {
        guard let op else { cur = r; return }
        if case .number(let a) = cur, case .number(let b) = r {
            cur = .number(Operators.arithmetic(op, a, b))
        } else {
            try BinaryNode.update(op, &cur, r, engine, fullSpan)
        }
    }

    /// Stores at index `k` of the list at `p` where it lies (`Value.listIsHeldInPlace`); false,
    /// nothing changed, when `p` holds no list or `k` is not an index of it.
    @inline(__always) func store(_ p: UnsafeMutablePointer<Value>, _ k: Value, _ r: Value) throws -> Bool {
        guard inPlace, case .number(let x) = k, case .list = p.pointee else { return false }
        return try p.withMemoryRebound(to: [Value].self, capacity: 1) { items -> Bool in
            guard let i = Compiler.wholeIndex(x, count: items.pointee.count) else { return false }
            try apply(&items.pointee[i], r)
            return true
        }
    }

    /// Stores at index `k` of the list at index `outerKey` of the list at `p`, where they lie.
    @inline(__always) func storeNested(_ p: UnsafeMutablePointer<Value>, _ outerKey: Value, _ k: Value, _ r: Value) throws -> Bool {
        guard inPlace, case .number(let x) = outerKey, case .list = p.pointee else { return false }
        return try p.withMemoryRebound(to: [Value].self, capacity: 1) { rows -> Bool in
            guard let i = Compiler.wholeIndex(x, count: rows.pointee.count) else { return false }
            return try withUnsafeMutablePointer(to: &rows.pointee[i]) { try store($0, k, r) }
        }
    }

    /// The general element code (its errors), the indices as computed.
    @inline(never) func storeOther(_ p: UnsafeMutablePointer<Value>, _ outerKey: Value?, _ k: Value, _ r: Value) throws {
        let spans = self.spans
        if let outerKey {
            try Compiler.modifyElement(&p.pointee, outerKey, indexSpan: outerSpans.index, span: outerSpans.element, engine: engine) { row in
                try Compiler.modifyElement(&row, k, indexSpan: spans.index, span: spans.element, engine: engine) { cur in try apply(&cur, r) }
            }
        } else {
            try Compiler.modifyElement(&p.pointee, k, indexSpan: spans.index, span: spans.element, engine: engine) { cur in try apply(&cur, r) }
        }
    }
}

/// `x += [e]` on a variable (path `updateAppending`): `e` appended where the variable holds
/// its list when the array has room (`MethodSite.append`); anything else — a list at its
/// capacity or length limit, another value, an undeclared global — gets `[e]` by the
/// variable's general update (`UpdateNode`), which checks the limits and reports errors.
final class AppendNode {
    let update: UpdateNode
    let element: Eval
    let context: RuntimeContext
    let slot: Int
    let kind: Int
    /// `Value.listIsHeldInPlace`, read once (a static's read calls swift_once).
    let inPlace = Value.listIsHeldInPlace

    init(_ update: UpdateNode, element: @escaping Eval) {
        self.update = update
        self.element = element
        context = update.engine.context
        slot = update.slot
        switch update.target {
        case .local: kind = 0
        case .global: kind = 1
        case .cell: kind = 2
        default: kind = 3
        }
    }

    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        let x = try element(f)
        let limit = context.limits.listLength
        let appended = switch kind {
        case 0: MethodSite.append(x, at: f.slots + slot, limit: limit, inPlace: inPlace)
        case 1: MethodSite.append(x, at: update.engine.globals + slot, limit: limit, inPlace: inPlace)
        case 2: (f.cells + slot).withValue { MethodSite.append(x, at: $0, limit: limit, inPlace: inPlace) }
        default: (f.captures + slot).withValue { MethodSite.append(x, at: $0, limit: limit, inPlace: inPlace) }
        }
        if appended { return .normal }
        return try other(f, x)
    }

    /// The general update with `[x]`.
    @inline(never) func other(_ f: CallFrame, _ x: Value) throws -> Flow {
        let new = Value.list([x])
        switch kind {
        case 0: try update.update(&f.slots[slot], new)
        case 1: try update.updateGlobal(f, new)
        case 2: try (f.cells + slot).withValue { try update.update(&$0.pointee, new) }
        default: try (f.captures + slot).withValue { try update.update(&$0.pointee, new) }
        }
        return .normal
    }
}

/// `target op= value` on a local or global slot (one object, see `BinaryNode`).
final class UpdateNode {
    let op: BinaryOp
    let target: Operand
    let valueOperand: Operand
    let slot: Int
    let number: Double
    let value: Eval
    /// The target's code: "cannot find" for a global whose declaration never ran.
    let read: Eval
    let engine: EngineRef
    let span: Span
    /// Whether the value is computed as a Number by `valueNumber` (path `numberCode`).
    let valueIsNumberCode: Bool
    let valueNumber: (CallFrame) -> Double?
    /// Path `operandsInPlace` (the value one arithmetic operator on two operands each a local,
    /// a global or a Number constant): the operands as the update reads them — `operands`.
    let valueOperands: InPlaceOperands?
    /// Path `updateFromGlobal`: the global the value is (its slot), else -1.
    let valueGlobal: Int
    /// Path `updateFromMember`: the local whose member the value is (its slot), else -1, and
    /// how the member is read.
    let valueMemberSlot: Int
    let valueMember: MemberRead
    /// Path `storePoint` (`FastPath.storePoint(_:op:target:)`): the value's Point with no
    /// Value built, added to or subtracted from the Point the variable holds
    /// (`updatePoint`), tried where the Number's update missed.
    let pointUpdates: Bool
    let valuePoint: (CallFrame) -> Point?

    init(_ op: BinaryOp, target: Operand, value: Lowered, read: @escaping Eval, engine: EngineRef, span: Span) {
        self.op = op
        self.target = target
        valueOperand = value.operand
        valueIsNumberCode = FastPath.updateValue(value) == .numberCode
        valueOperands = FastPath.updateValue(value, of: target) == .operandsInPlace ? value.arithmetic.map(InPlaceOperands.init) : nil
        valueNumber = NumberCode.run(value.number)
        if FastPath.updateValue(value, of: target) == .updateFromGlobal, case .global(let g) = value.operand {
            valueGlobal = g
        } else {
            valueGlobal = -1
        }
        let member = FastPath.updateValue(value, of: target) == .updateFromMember ? value.memberOfLocal : nil
        valueMemberSlot = member?.slot ?? -1
        valueMember = PointAxis.read(member?.member ?? .x)
        switch target {
        case .local(let s), .global(let s), .cell(let s), .capture(let s): slot = s
        default: slot = 0
        }
        if case .number(let y) = value.operand { number = y } else { number = 0 }
        pointUpdates = FastPath.storePoint(value, op: op, target: target) != nil
        valuePoint = PointCode.run(value.point)
        self.value = value.eval
        self.read = read
        self.engine = engine
        self.span = span
    }

    /// Any other values, by `BinaryNode.update`: a String or List appended to in place.
    @inline(never) func update(_ place: inout Value, _ new: Value) throws {
        try BinaryNode.update(op, &place, new, engine, span)
    }

    /// `target op= number` (the target a local's or a global's slot, `B`) when the target does
    /// not hold a Number.
    @inline(never) func updateOther<B: SlotBase>(_: B.Type, _ f: CallFrame) throws -> Flow {
        try updateOther(B.self, f, .number(number))
    }

    /// `target op= new` (the target a local's or a global's slot, `B`) when either does not
    /// hold a Number.
    @inline(never) func updateOther<B: SlotBase>(_: B.Type, _ f: CallFrame, _ new: Value) throws -> Flow {
        if B.isGlobal { try updateGlobal(f, new) } else { try update(&f.slots[slot], new) }
        return .normal
    }

    /// The same, `new` the local `source`'s value.
    @inline(never) func updateOther<B: SlotBase>(_: B.Type, _ f: CallFrame, from source: Int) throws -> Flow {
        if pointUpdates, updatePoint(B.self, f) { return .normal }
        if B.isGlobal { try updateGlobal(f, f.slots[source]) } else { try update(&f.slots[slot], f.slots[source]) }
        return .normal
    }

    /// Path `updateFromMember` when the read in place found no geometry member: the value's
    /// number code, which reads a labelled tuple's part by label (`sx += p.x` of `(x:, vx:)`:
    /// `Compiler.recordNumber`), else the value's code (`updateByValue`).
    @inline(never) func updateFromNumber<O: ArithmeticOperator, B: SlotBase>(_: O.Type, _: B.Type, _ f: CallFrame) throws -> Flow {
        let p = B.slots(f, engine) + slot
        if case .number(let x) = p.pointee, let y = valueNumber(f) {
            p.storeNumber(O.apply(x, y))
            return .normal
        }
        return try updateByValue(B.self, f)
    }

    /// `target op= value` (the target a local's or a global's slot, `B`; `value` computed by
    /// its code) when the target or the value's number code's result is not a Number: a
    /// Point's update (`updatePoint`), else the value's code run, from the start.
    @inline(never) func updateByValue<B: SlotBase>(_: B.Type, _ f: CallFrame) throws -> Flow {
        if pointUpdates, updatePoint(B.self, f) { return .normal }
        let new = try value(f)
        // A Number the number code could not read in place (a labelled tuple's part, `s +=
        // r.1`) over a Number, as `BinaryNode.update` computes it.
        let p = B.slots(f, engine) + slot
        if case .number(let y) = new, case .number(let x) = p.pointee {
            p.storeNumber(Operators.arithmetic(op, x, y))
            return .normal
        }
        return try updateOther(B.self, f, new)
    }

    /// Path `storePoint`: the slot holding a Point and the value's point code giving one (it
    /// runs no script code), their sum or difference written over the slot's Point; false,
    /// nothing changed, for anything else. (`Operators.pointOrSize`'s operators on the same
    /// Doubles.)
    @inline(__always) func updatePoint<B: SlotBase>(_: B.Type, _ f: CallFrame) -> Bool {
        let p = B.slots(f, engine) + slot
        guard case .point(let a) = p.pointee, let b = valuePoint(f) else { return false }
        // (Over a Point: nothing to release.)
        p.initialize(to: .point(op == .add ? a + b : a - b))
        return true
    }

    /// Likewise for a captured variable's cell.
    @inline(never) func updateCellByValue(_ cell: Cell, _ f: CallFrame) throws -> Flow {
        try update(&cell.value, try value(f))
        return .normal
    }

    /// `global op= new` when either does not hold a Number: "cannot find" for a global
    /// whose declaration never ran; updated in the global's slot as a local's is (a String or
    /// List appended to, a Point or Size computed where it lies) — but a function, which a
    /// running call may hold (`Engine.setGlobal`): no operator takes one, so this reports it.
    @inline(never) func updateGlobal(_ f: CallFrame, _ new: Value) throws {
        let g = engine.globals
        if case .nil = g[slot] { _ = try read(f) }
        if g[slot].isLendable {
            engine.setGlobal(slot, try BinaryNode.operate(op, g[slot], new, engine, span))
        } else {
            try update(&g[slot], new)
        }
    }
}

/// How an update computes its value's Number from `InPlaceOperands`.
protocol InPlaceNumber {
    static func number(_ v: InPlaceOperands, _ f: CallFrame, _ engine: EngineRef) -> Double?
}

/// An arithmetic operator on two operands each a local's slot, a global's, a Number constant
/// or a geometry value's Number member of a local (path `operandsInPlace`, from the operator's
/// node: `+`, `-`, `*`, `/`): its Number computed where they lie, by the operator chosen when
/// it runs (one compare per operand kind, no call), as the node's number code computes it; nil
/// when an operand is not a Number (a global not declared yet too) or has no such member.
final class InPlaceOperands {
    /// Each operand's kind: 0 a local's slot, 1 a global's, 2 the constant `number`, 3 a member
    /// of the local's value (`leftAxis`, `rightAxis`).
    let leftKind: UInt8
    let rightKind: UInt8
    let leftSlot: Int
    let rightSlot: Int
    let leftAxis: MemberRead
    let rightAxis: MemberRead
    let number: Double
    let op: BinaryOp

    init(_ n: BinaryNode) {
        op = n.op
        leftSlot = n.leftSlot
        rightSlot = n.rightSlot
        leftAxis = n.leftAxis
        rightAxis = n.rightAxis
        number = n.number
        switch n.path {
        case .localNumber: (leftKind, rightKind) = (0, 2)
        case .numberLocal: (leftKind, rightKind) = (2, 0)
        case .globalNumber: (leftKind, rightKind) = (1, 2)
        case .numberGlobal: (leftKind, rightKind) = (2, 1)
        case .membersInPlace: (leftKind, rightKind) = (3, 3)
        case .memberAndNumber: (leftKind, rightKind) = (3, 2)
        case .numberAndMember: (leftKind, rightKind) = (2, 3)
        case .memberAndLocal: (leftKind, rightKind) = (3, 0)
        case .localAndMember: (leftKind, rightKind) = (0, 3)
        default: (leftKind, rightKind) = (n.leftIsGlobal ? 1 : 0, n.rightIsGlobal ? 1 : 0)
        }
    }

    /// Whether an operand is a member (its update's code made by `numberReadingMembers`).
    var readsMembers: Bool { leftKind == 3 || rightKind == 3 }

    @inline(__always) func operand(_ kind: UInt8, _ slot: Int, _ f: CallFrame, _ engine: EngineRef) -> Double? {
        if kind == 2 { return number }
        if case .number(let x) = (kind == 0 ? f.slots : engine.globals)[slot] { return x }
        return nil
    }

    @inline(__always) func operandOrMember(_ kind: UInt8, _ slot: Int, _ axis: MemberRead, _ f: CallFrame,
                                           _ engine: EngineRef) -> Double? {
        if kind == 3 { return axis.of(f.slots + slot) }
        return operand(kind, slot, f, engine)
    }

    @inline(__always) func number(_ f: CallFrame, _ engine: EngineRef) -> Double? {
        guard let x = operand(leftKind, leftSlot, f, engine), let y = operand(rightKind, rightSlot, f, engine) else { return nil }
        return apply(x, y)
    }

    /// `number`, an operand also a member (`readsMembers`).
    @inline(__always) func numberReadingMembers(_ f: CallFrame, _ engine: EngineRef) -> Double? {
        guard let x = operandOrMember(leftKind, leftSlot, leftAxis, f, engine),
              let y = operandOrMember(rightKind, rightSlot, rightAxis, f, engine) else { return nil }
        return apply(x, y)
    }

    /// The update's reads (`UpdateCode`), one code made for each.
    enum Plain: InPlaceNumber {
        @inline(__always) static func number(_ v: InPlaceOperands, _ f: CallFrame, _ engine: EngineRef) -> Double? { v.number(f, engine) }
    }
    enum ReadingMembers: InPlaceNumber {
        @inline(__always) static func number(_ v: InPlaceOperands, _ f: CallFrame, _ engine: EngineRef) -> Double? {
            v.numberReadingMembers(f, engine)
        }
    }

    @inline(__always) func apply(_ x: Double, _ y: Double) -> Double {
        switch op {
        case .add: return x + y
        case .subtract: return x - y
        case .multiply: return x * y
        default: return x / y
        }
    }
}

/// The update's code per operator: a slot holding a Number updated in place (the constant
/// inline for `x op= number`); nil for other targets.
struct UpdateCode: ArithmeticSpecializer {
    let node: UpdateNode
    func make<O: ArithmeticOperator>(_: O.Type) -> SpecializedCode? {
        let n = node
        switch n.target {
        case .local: return slotCode(O.self, FrameSlots.self)
        case .global: return slotCode(O.self, GlobalSlots.self)
        case .cell where n.valueIsNumberCode, .capture where n.valueIsNumberCode:
            // The value's Number computed before the cell is read (a cell held across the
            // number code's call would be retained and released).
            let isCell = if case .cell = n.target { true } else { false }
            return .exec { f in
                if let y = n.valueNumber(f) {
                    let cell = isCell ? f.cells[n.slot] : f.captures[n.slot]
                    if case .number(let x) = cell.value {
                        cell.value = .number(O.apply(x, y))
                        return .normal
                    }
                }
                return try n.updateCellByValue(isCell ? f.cells[n.slot] : f.captures[n.slot], f)
            }
        case .cell, .capture:
            // A counter or accumulator that closures share (`count += step`).
            let isCell = if case .cell = n.target { true } else { false }
            return .exec { f in
                let r = try n.value(f)
                let cell = isCell ? f.cells[n.slot] : f.captures[n.slot]
                if case .number(let x) = cell.value, case .number(let y) = r {
                    cell.value = .number(O.apply(x, y))
                } else {
                    try n.update(&cell.value, r)
                }
                return .normal
            }
        default:
            return nil
        }
    }

    /// A local's or a global's slot (`B`) holding a Number updated in place; anything else
    /// (a nil global: its declaration may not have run) through a tail call, so the Number's
    /// update needs no saved registers or stack frame.
    func slotCode<O: ArithmeticOperator, B: SlotBase>(_: O.Type, _: B.Type) -> SpecializedCode {
        let n = node
        switch n.valueOperand {
        case .number:
            // `i += 1`: the constant inline.
            return .exec { f in
                let p = B.slots(f, n.engine) + n.slot
                if case .number(let x) = p.pointee {
                    p.storeNumber(O.apply(x, n.number))
                    return .normal
                }
                return try n.updateOther(B.self, f)
            }
        case .local(let source):
            // `j += i`: both read in place.
            return .exec { f in
                let p = B.slots(f, n.engine) + n.slot
                if case .number(let x) = p.pointee, case .number(let y) = f.slots[source] {
                    p.storeNumber(O.apply(x, y))
                    return .normal
                }
                return try n.updateOther(B.self, f, from: source)
            }
        case .global where n.valueGlobal >= 0:
            // `j += i` at the top level: both read in place; anything else (a nil global: its
            // declaration may not have run) by the value's code, from the start.
            return .exec { f in
                let p = B.slots(f, n.engine) + n.slot
                if case .number(let x) = p.pointee, case .number(let y) = n.engine.globals[n.valueGlobal] {
                    p.storeNumber(O.apply(x, y))
                    return .normal
                }
                return try n.updateByValue(B.self, f)
            }
        case _ where n.valueMemberSlot >= 0:
            // `sx += f.midX`: the member read where the local's value lies.
            let source = n.valueMemberSlot, member = n.valueMember
            return .exec { f in
                let p = B.slots(f, n.engine) + n.slot
                if case .number(let x) = p.pointee, let y = member.of(f.slots + source) {
                    p.storeNumber(O.apply(x, y))
                    return .normal
                }
                return try n.updateFromNumber(O.self, B.self, f)
            }
        case _ where n.valueOperands != nil:
            // `s += i * 0.5`, `area += r.width * r.height`: the value's operands read where they
            // lie, no code of the value called (the update needs no frame of its own); anything
            // else out of line. (A member's read only where the value has one.)
            let v = n.valueOperands!
            func code<R: InPlaceNumber>(_: R.Type) -> SpecializedCode {
                .exec { f in
                    let p = B.slots(f, n.engine) + n.slot
                    if case .number(let x) = p.pointee, let y = R.number(v, f, n.engine) {
                        p.storeNumber(O.apply(x, y))
                        return .normal
                    }
                    return try n.updateByValue(B.self, f)
                }
            }
            return v.readsMembers ? code(InPlaceOperands.ReadingMembers.self) : code(InPlaceOperands.Plain.self)
        case _ where n.valueIsNumberCode:
            // `s += a[i] * k`: the value's Number with no Value built (it runs no script code,
            // so the slot found first is the one it updates); anything else out of line.
            return .exec { f in
                let p = B.slots(f, n.engine) + n.slot
                if case .number(let x) = p.pointee, let y = n.valueNumber(f) {
                    p.storeNumber(O.apply(x, y))
                    return .normal
                }
                return try n.updateByValue(B.self, f)
            }
        case _ where n.pointUpdates:
            // `p += Point(dx, 0)`: a value with point code but no number code, its Point first.
            return .exec { f in
                if n.updatePoint(B.self, f) { return .normal }
                return try n.updateOther(B.self, f, try n.value(f))
            }
        default:
            return .exec { f in
                let r = try n.value(f)
                // The slot found after the value's code ran.
                let p = B.slots(f, n.engine) + n.slot
                if case .number(let x) = p.pointee, case .number(let y) = r {
                    // The old value is a Number (nothing to release): overwrite in place.
                    p.storeNumber(O.apply(x, y))
                    return .normal
                }
                return try n.updateOther(B.self, f, r)
            }
        }
    }
}

/// `xs[i] = e` and `xs[i] op= e` with the list in a variable's slot (`B`: a local's, path
/// `elementLocal`, or a global `var`'s, path `elementStored`): the element replaced where the
/// slot holds the array (or the list taken out of the slot, so it stays uniquely referenced,
/// changed, put back). The index, then a value computed by code, then the list, as the
/// general element code (and Swift) has it — a value with no code to run (a constant, a local,
/// number code) first, which no one can tell; a global's slot found after their code ran, and
/// a nil there checked by its read ("cannot find" when its declaration has not run).
final class ElementStoreNode<B: ListHome> {
    let slot: Int
    /// The global's read (`B` is `GlobalSlots`), else nil.
    let read: Eval?
    let index: Eval
    /// The index's slot when it is a local (read in place), else -1.
    let indexSlot: Int
    /// The index's Number with no Value built (`Lowered.number`: `xs[j + 1] = e`, `xs[0] = e`,
    /// `xs[k] += 1` at the top level), when it has number code and is no local
    /// (`indexIsNumberCode`); nil when it is not a Number, and then the index's code runs (it
    /// runs no script code) and reports as before.
    let indexNumber: (CallFrame) -> Double?
    let indexIsNumberCode: Bool
    /// For an index `local ± number` (`Lowered.offset`): the local's slot (else -1) and the
    /// Number added, read in place (no index code called).
    let offsetSlot: Int
    let offset: Double
    /// The index when it is a constant key (`d["kiwi"] = v`), with its hash found once, as the
    /// read's (`ConstantKey`); else nil.
    let key: ConstantKey?
    let value: Eval
    /// The value when it is a constant, else nil; its slot when it is a local, else -1 (both
    /// read without a call of the value's code).
    let constant: Value
    let isConstant: Bool
    let valueSlot: Int
    /// The value's Number with no Value built when it is a plain computation with number code
    /// (`FastPath.updateValue`: `xs[j] = xs[j + 1]`, `a[i] = b[i] * k`): stored in place as a
    /// Number; nil (another kind, an error) and the value's code runs, from the start.
    let valueNumber: (CallFrame) -> Double?
    let valueIsNumberCode: Bool
    /// Whether the value may be a Number without a Value built (a local, a Number constant,
    /// number code), tried first; and whether its number code last gave none.
    let numberFirst: Bool
    var missed = false
    /// The value's Point with no Value built (`Lowered.point`, path `storePoint`), written over
    /// the Point the element holds: tried where the value is no Number (`storeValueNoting`,
    /// `runPoint`); whether it last gave none (not tried again until the value is a Point).
    let valuePoint: (CallFrame) -> Point?
    let pointFirst: Bool
    var missedPoint = false
    /// The value when it is a Number constant.
    let constantNumber: Double
    /// Whether the list's array is changed in place in its slot (`Value.listIsHeldInPlace`).
    let inPlace = Value.listIsHeldInPlace
    /// `Value.dictionaryIsHeldInPlace`, kept: a lazy global's read calls swift_once (on Linux)
    /// at every store (`ElementNode.storeEntry`).
    let dictionaryInPlace = Value.dictionaryIsHeldInPlace
    let op: BinaryOp?
    let engine: EngineRef
    let indexSpan: Span
    let span: Span
    let fullSpan: Span

    init(slot: Int, index: Lowered, value: Lowered, op: BinaryOp?, read: Eval?, engine: EngineRef,
         indexSpan: Span, span: Span, fullSpan: Span) {
        self.slot = slot
        self.read = read
        self.value = value.eval
        switch value.operand {
        case .number(let x): constant = .number(x); isConstant = true; valueSlot = -1
        case .constant(let v): constant = v; isConstant = true; valueSlot = -1
        case .local(let s): constant = .nil; isConstant = false; valueSlot = s
        default: constant = .nil; isConstant = false; valueSlot = -1
        }
        valueIsNumberCode = FastPath.updateValue(value) == .numberCode
        valueNumber = NumberCode.run(value.number)
        if case .number(let x) = value.operand { numberFirst = true; constantNumber = x } else {
            numberFirst = valueIsNumberCode || valueSlot >= 0
            constantNumber = 0
        }
        valuePoint = PointCode.run(value.point)
        pointFirst = FastPath.storePoint(value, op: op) != nil && inPlace
        self.index = index.eval
        if case .local(let s) = index.operand { indexSlot = s } else { indexSlot = -1 }
        // (Not an Optional closure: it would be stored reabstracted, and called through thunks.)
        if let (s, by) = index.offset { offsetSlot = s; offset = by } else { offsetSlot = -1; offset = 0 }
        key = ConstantKey(index.operand)
        // Any index with number code but a local's (read in place by `indexSlot`): a constant,
        // a global (a nil one, not declared yet, gives none: its code reports it), arithmetic.
        if indexSlot < 0, let code = index.number {
            indexNumber = code.run
            indexIsNumberCode = true
        } else {
            indexNumber = { _ in nil }
            indexIsNumberCode = false
        }
        self.op = op
        self.engine = engine
        self.indexSpan = indexSpan
        self.span = span
        self.fullSpan = fullSpan
    }

    /// The store when the value may be a Number (`numberFirst`): its Number, then the
    /// index's (it runs no script code either), the Number stored where the list lies; any
    /// other index, list or element by the general store of the Number; a value that is not
    /// a Number by the general store of the value.
    @inline(__always) func runNumber(_ f: CallFrame) throws -> Flow {
        let y: Double
        if valueSlot >= 0 {
            guard case .number(let x) = f.slots[valueSlot] else { return try store(f.slots[valueSlot], f) }
            y = x
        } else if valueIsNumberCode {
            guard !missed, let x = valueNumber(f) else { return try storeValueNoting(f) }
            y = x
        } else {
            y = constantNumber
        }
        if inPlace, let x = indexNumberInPlace(f) {
            if B.withValue(f, engine, slot, { ElementNode.storeNumber($0, x, y, op) }) { return .normal }
            // No list's element there (a dictionary's entry: `d[i % n] = v`): stored at the
            // index computed, not computed again.
            return try storeOutOfLine(.number(y), at: x, f)
        }
        return try storeOutOfLine(.number(y), f)
    }

    @inline(never) func storeOutOfLine(_ r: Value, at x: Double, _ f: CallFrame) throws -> Flow {
        try B.withValue(f, engine, slot) { p in try store(p, .number(x), r, f) }
    }

    /// Any other store: a constant or a local's value at the index; a value computed by code
    /// after the index (`storeIndexFirst`).
    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        if isConstant { return try store(constant, f) }
        if valueSlot >= 0 { return try store(f.slots[valueSlot], f) }
        return try storeIndexFirst(f)
    }

    /// The index, then the value by its code, as Swift orders `xs[i] = next()`: the index is
    /// the one read before `next` ran (which may change `i`, or the list), and the list is
    /// found after it ran.
    @inline(__always) func storeIndexFirst(_ f: CallFrame) throws -> Flow {
        // (A constant key has no code to run first.)
        if let key { return try store(try value(f), at: key, f) }
        let k: Value
        if indexSlot >= 0 {
            k = f.slots[indexSlot]
        } else if offsetSlot >= 0, case .number(let j) = f.slots[offsetSlot] {
            k = .number(j + offset)
        } else if indexIsNumberCode, let x = indexNumber(f) {
            k = .number(x)
        } else {
            k = try index(f)
        }
        let r = try value(f)
        if inPlace, case .number(let x) = k, try B.withValue(f, engine, slot, { try storeInPlace($0, x, r) }) { return .normal }
        return try B.withValue(f, engine, slot) { p in try store(p, k, r, f) }
    }

    /// The value's code when its number code gave no Number (another kind, an error), run from
    /// the start; the number code not tried again until the value is a Number again (`missed`).
    @inline(never) func storeValueNoting(_ f: CallFrame) throws -> Flow {
        if pointFirst, !missedPoint, storePoint(f) {
            missed = true
            return .normal
        }
        let r = try value(f)
        let isNumber = if case .number = r { true } else { false }
        if missed == isNumber { missed = !isNumber }
        if missedPoint, case .point = r { missedPoint = false }
        return try store(r, f)
    }

    /// The store of a value that is not a Number constant, a local or number code, when it
    /// has point code (`pointFirst`): its Point stored where the element lies; anything else
    /// (the value is no Point, the element or index not there) by `run`, from the start.
    @inline(__always) func runPoint(_ f: CallFrame) throws -> Flow {
        if !missedPoint, storePoint(f) { return .normal }
        return try runNoting(f)
    }

    /// `run`, the point code tried again once the value is a Point (`missedPoint`).
    @inline(never) func runNoting(_ f: CallFrame) throws -> Flow {
        let flow = try run(f)
        if missedPoint, valuePoint(f) != nil { missedPoint = false }
        return flow
    }

    /// The value's Point (path `storePoint`) at the index, read or computed with no code called,
    /// written over the Point the element holds (`ElementNode.storePoint`); false, nothing
    /// changed, when any is not there (`missedPoint` when the value gave no Point).
    @inline(__always) func storePoint(_ f: CallFrame) -> Bool {
        guard let q = valuePoint(f) else {
            missedPoint = true
            return false
        }
        guard let x = indexNumberInPlace(f) else { return false }
        return B.withValue(f, engine, slot) { ElementNode.storePoint($0, x, q, op) }
    }

    @inline(never) func storeOutOfLine(_ r: Value, _ f: CallFrame) throws -> Flow { try store(r, f) }

    /// The index's Number when it is one read or computed with no code called (a local, a
    /// local offset by a Number, number code); nil otherwise (the index's code then runs).
    @inline(__always) func indexNumberInPlace(_ f: CallFrame) -> Double? {
        if indexSlot >= 0 {
            if case .number(let x) = f.slots[indexSlot] { return x }
            return nil
        }
        if offsetSlot >= 0 {
            if case .number(let j) = f.slots[offsetSlot] { return j + offset }
            return nil
        }
        return indexIsNumberCode ? indexNumber(f) : nil
    }

    /// Stores the value `r`, computed first, at the index.
    @inline(__always) func store(_ r: Value, _ f: CallFrame) throws -> Flow {
        // The value needed no code (a constant, a local, number code); a local index's Number read in
        // place (no copy of the Value).
        let k: Value
        if indexSlot >= 0 {
            if inPlace, case .number(let x) = f.slots[indexSlot], try B.withValue(f, engine, slot, { try storeInPlace($0, x, r) }) {
                return .normal
            }
            k = f.slots[indexSlot]
        } else if offsetSlot >= 0, case .number(let j) = f.slots[offsetSlot] {
            if inPlace, try B.withValue(f, engine, slot, { try storeInPlace($0, j + offset, r) }) { return .normal }
            k = .number(j + offset)
        } else if indexIsNumberCode, let x = indexNumber(f) {
            if inPlace, try B.withValue(f, engine, slot, { try storeInPlace($0, x, r) }) { return .normal }
            k = .number(x)
        } else if let key {
            return try store(r, at: key, f)
        } else {
            k = try index(f)
            if inPlace, case .number(let x) = k, try B.withValue(f, engine, slot, { try storeInPlace($0, x, r) }) { return .normal }
        }
        return try B.withValue(f, engine, slot) { p in try store(p, k, r, f) }
    }

    /// Stores `r` at a constant key: over the entry a dictionary there already has, by the
    /// key's hash found when the site was compiled (`ElementNode.storeEntry`); anything else
    /// by the general store, with its errors.
    @inline(__always) func store(_ r: Value, at key: ConstantKey, _ f: CallFrame) throws -> Flow {
        try B.withValue(f, engine, slot) { p in
            if dictionaryInPlace, ElementNode.storeEntry(p, key.value, r, op, hash: key.hash) { return .normal }
            return try store(p, key.value, r, f)
        }
    }

    /// The store at any index `k` of any value in the variable at `p`: the list's array
    /// changed without a copy, anything else by the general element code (its errors).
    @inline(__always) func store(_ p: UnsafeMutablePointer<Value>, _ k: Value, _ r: Value, _ f: CallFrame) throws -> Flow {
        if B.isGlobal, case .nil = p.pointee, let read { _ = try read(f) }
        if case .number(let x) = k, case .list(var items) = p.pointee, x >= 0, x < Double(items.count), Double(Int(x)) == x {
            // The slot's reference dropped: `items` is the only one, changed without a copy.
            p.pointee = .nil
            let i = Int(x)
            if let op {
                if case .number(let a) = items[i], case .number(let b) = r {
                    items[i] = .number(Operators.arithmetic(op, a, b))
                } else {
                    do { try BinaryNode.update(op, &items[i], r, engine, fullSpan) } catch {
                        p.pointee = .list(items)
                        throw error
                    }
                }
            } else {
                items[i] = r
            }
            p.pointee = .list(items)
            return .normal
        }
        if dictionaryInPlace, ElementNode.storeEntry(p, k, r, op) { return .normal }
        try Compiler.modifyElement(&p.pointee, k, indexSpan: indexSpan, span: span, engine: engine) { cur in
            if let op { try BinaryNode.update(op, &cur, r, engine, fullSpan) } else { cur = r }
        }
        return .normal
    }

    /// Stores `r` at index `x` of the list in `p`, where the slot holds the array: no retain
    /// and release of the list around the store (a copy only when another variable shares
    /// it). False when `p` holds no list or `x` is not an index of it (nothing changed).
    @inline(__always) func storeInPlace(_ p: UnsafeMutablePointer<Value>, _ x: Double, _ r: Value) throws -> Bool {
        guard case .list = p.pointee else { return false }
        return try p.withMemoryRebound(to: [Value].self, capacity: 1) { items -> Bool in
            guard let i = Compiler.wholeIndex(x, count: items.pointee.count) else { return false }
            if let op {
                if case .number(let a) = items.pointee[i], case .number(let b) = r {
                    items.pointee[i] = .number(Operators.arithmetic(op, a, b))
                } else {
                    try BinaryNode.update(op, &items.pointee[i], r, engine, fullSpan)
                }
            } else {
                items.pointee[i] = r
            }
            return true
        }
    }
}

/// Whether a `ViewMemberStore` site reads its root before its value (`rootFirst`), as a type:
/// each unboxed store is made for its site's order, the test and the Optional root gone from
/// the sites that read the root after the value (the most).
protocol ViewStoreOrder { static var rootFirst: Bool { get } }
/// The root read before the value (the value's code may run script code).
enum RootReadFirst: ViewStoreOrder { static var rootFirst: Bool { true } }
/// The value computed first, then the root read in place or by its code.
enum ValueComputedFirst: ViewStoreOrder { static var rootFirst: Bool { false } }

/// `root.p… = value` and `root.p… op= value` with `p` a view's geometry property
/// (`ViewGeometry`) and the part below it one that `ViewGeometryPlace` sets, or its transform,
/// or its opacity (`ViewStorePart`; path `viewMemberStore`): the value, then the root (read in
/// place when it is a local or a global; its read runs no script code) — the root first when the value's code may run script code
/// (`runRootFirst`), as Swift orders them; a view gets the part set on the property itself, as the
/// property's setter sets it — a view is a reference, so nothing is written back through the
/// root's place. Any other root, value or result (not a view, a value the member converts or
/// refuses, a non-finite result, an error reading the root) by the general place code with the
/// value computed, which reads the root again and converts or reports as before.
final class ViewMemberStore {
    let root: Eval
    /// The root's local or global slot when it is one (read in place), else -1.
    let slot: Int
    let global: Int
    let part: ViewStorePart
    let value: Eval
    let op: BinaryOp?
    let general: (CallFrame, Value) throws -> Void
    let engine: EngineRef
    let context: RuntimeContext
    /// Where the property's write is: its warnings shown and its errors located.
    let span: Span
    /// Whether the value's code may run script code (a call) and the root is not a local no
    /// closure captures: the root is read before the value then. (Script code cannot reach a
    /// local's slot — a variable a closure or a local function uses is in a cell — so a local
    /// root holds the same view before and after the value, read after it with no copy.)
    let rootFirst: Bool

    init(root: @escaping Eval, rootOperand: Operand?, part: ViewStorePart, value: @escaping Eval, valueRunsScript: Bool,
         op: BinaryOp?, general: @escaping (CallFrame, Value) throws -> Void, engine: EngineRef, span: Span) {
        self.root = root
        if case .local(let s)? = rootOperand { slot = s } else { slot = -1 }
        rootFirst = valueRunsScript && slot < 0
        if case .global(let s)? = rootOperand { global = s } else { global = -1 }
        self.part = part
        self.value = value
        self.op = op
        self.general = general
        self.engine = engine
        context = engine.context
        self.span = span
    }

    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        if rootFirst { return try runRootFirst(f) }
        let r = try value(f)
        if slot >= 0 || global >= 0 {
            if let view = viewInPlace(f), try view._withUnsafeGuaranteedRef({ view in try store(view, r) }) { return .normal }
        } else if let recv = try? root(f), case .view(let view) = recv, try store(view, r) {
            return .normal
        }
        try general(f, r)
        return .normal
    }

    /// The root's view read where it lies, unretained (a local's, a global's: the store runs no
    /// script, so it stays there while it is set); nil for anything else.
    @inline(__always) func viewInPlace(_ f: CallFrame) -> Unmanaged<View>? {
        slot >= 0 ? f.slots[slot].unretainedView : engine.globals[global].unretainedView
    }

    /// A value computed by script code, which may change the root's variable or its index:
    /// the root read first, as Swift reads `cards[k]` before `cards[k].center = next()` runs
    /// `next`; anything but a view by the general place code.
    @inline(never) func runRootFirst(_ f: CallFrame) throws -> Flow {
        let recv = readRoot(f)
        let r = try value(f)
        if case .view(let view)? = recv, try store(view, r) { return .normal }
        try general(f, r)
        return .normal
    }

    /// The root read in place (a local's, a global's) or by its code; nil when that fails.
    @inline(__always) func readRoot(_ f: CallFrame) -> Value? {
        if slot >= 0 { return f.slots[slot] }
        if global >= 0 { return engine.globals[global] }
        return try? root(f)
    }

    /// `run` with the value's code unboxed (`Lowered.typed`: a part taken whole, no operator),
    /// `set` setting it on a view (false: not set, and the general place code takes it boxed).
    @inline(__always) func run<P: GeometryPayload, O: ViewStoreOrder>(_ f: CallFrame, _ code: (CallFrame) throws -> P, _ order: O.Type,
                                                                      _ set: (View, P, RuntimeContext) throws -> Bool) throws -> Flow {
        let recv = O.rootFirst ? readRoot(f) : nil
        return try setPayload(f, try code(f), rootRead: recv, order, set)
    }

    /// `run` with the value's code unboxed when its receiver is of its kind at run time
    /// (`Lowered.typedIfKind`); when it is not (nil, nothing run), `run`: the boxed code.
    @inline(__always) func runIfTyped<P: GeometryPayload, O: ViewStoreOrder>(_ f: CallFrame, _ code: (CallFrame) throws -> P?, _ order: O.Type,
                                                                             _ set: (View, P, RuntimeContext) throws -> Bool) throws -> Flow {
        let recv = O.rootFirst ? readRoot(f) : nil
        guard let p = try code(f) else { return try run(f) }
        return try setPayload(f, p, rootRead: recv, order, set)
    }

    /// `run` with the value's Number computed with no Value made (`Lowered.number`, a Number
    /// part: `v.center.y += 2`); when it gives none (having run no script), `run`: the boxed code.
    @inline(__always) func runNumber<O: ViewStoreOrder>(_ f: CallFrame, _ number: (CallFrame) -> Double?, _ order: O.Type,
                                                        _ set: (View, Double, BinaryOp?, RuntimeContext) throws -> Bool) throws -> Flow {
        guard let y = number(f) else { return try run(f) }
        return try setPayload(f, y, rootRead: nil, order, boxed: { .number($0) }) { view, y, context in
            try set(view, y, op, context)
        }
    }

    /// The typed `run`'s payload `p` set on the root's view (`recv`: the root read before the
    /// value when `rootFirst`), else by the general place code with `p` boxed.
    @inline(__always) func setPayload<P: GeometryPayload, O: ViewStoreOrder>(_ f: CallFrame, _ p: P, rootRead recv: Value?, _ order: O.Type,
                                                                             _ set: (View, P, RuntimeContext) throws -> Bool) throws -> Flow {
        try setPayload(f, p, rootRead: recv, order, boxed: P.value, set)
    }

    /// `setPayload` of any payload, `boxed` making its Value for the general place code.
    @inline(__always) func setPayload<P, O: ViewStoreOrder>(_ f: CallFrame, _ p: P, rootRead recv: Value?, _ order: O.Type,
                                                            boxed: (P) -> Value, _ set: (View, P, RuntimeContext) throws -> Bool) throws -> Flow {
        if O.rootFirst {
            if case .view(let view)? = recv, try located({ try set(view, p, context) }) { return .normal }
        } else if slot >= 0 || global >= 0 {
            if let view = viewInPlace(f), try view._withUnsafeGuaranteedRef({ view in try located { try set(view, p, context) } }) {
                return .normal
            }
        } else if let recv = try? root(f), case .view(let view) = recv, try located({ try set(view, p, context) }) {
            return .normal
        }
        try general(f, boxed(p))
        return .normal
    }

    @inline(__always) func store(_ view: View, _ r: Value) throws -> Bool {
        try located { try part.store(view, r, op, context) }
    }

    /// `store`'s warnings shown and its error located at the write.
    @inline(__always) func located(_ store: () throws -> Bool) throws -> Bool {
        let stored: Bool
        do {
            stored = try store()
        } catch {
            engine.flushWarnings(span)
            throw engine.locate(error, span)
        }
        if stored { engine.flushWarnings(span) }
        return stored
    }
}
