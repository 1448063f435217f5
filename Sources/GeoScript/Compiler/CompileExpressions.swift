extension Compiler {
    /// The code of an expression.
    func compileExpr(_ e: Expr) -> Eval { lower(e).eval }

    /// Lowers an expression: its operand kind and its code.
    func lower(_ e: Expr) -> Lowered {
        // Out of stack (or memory): nothing more is compiled; the interpreter throws the code
        // away with the budget's error.
        if let budget, budget.spend(at: e.span) { return Lowered(operand: .constant(.nil), eval: Compiler.noArgument) }
        let engine = self.engineRef
        let span = e.span
        switch e.kind {
        case .number(let x):
            let v = Value.number(x)
            return Lowered(operand: .number(x), eval: { _ in v }, number: NumberCode { _ in x })
        case .string(let s):
            let v = Value.string(s)
            return Lowered(operand: .constant(v), eval: { _ in v })
        case .bool(let b):
            let v = Value.bool(b)
            return Lowered(operand: .constant(v), eval: { _ in v })
        case .nil:
            return Lowered(operand: .constant(.nil), eval: { _ in .nil })
        case .invalid:
            return computed { _ in throw ScriptFailure(.runtime, "invalid expression", at: span) }
        case .interpolation(let parts):
            let pieces = parts.map { part -> Interpolation.Piece in
                switch part {
                case .text(let s): return .text(Array(s.utf8))
                case .expr(let x): return .value(compileExpr(x))
                }
            }
            let interpolation = Interpolation(pieces, engine: engine, span: span)
            return computed { f in try interpolation.eval(f) }
        case .name(let ref):
            return lowerName(ref)
        case .tuple(let items):
            return lowerTuple(items, span: span)
        case .part(let whole, let index, let count):
            let value = compileExpr(whole)
            return computed { f in try Compiler.part(of: try value(f), index, count, span) }
        case .list(let items):
            return lowerList(items, span: span)
        case .unary(let op, let operand):
            return lowerUnary(op, operand, span: span)
        case .cast(let operand, let op, let type, let at):
            return lowerCast(operand, op, type, at: at)
        case .binary(let op, let l, let r):
            if Operators.isComparison(op) { return tested(compileComparison(op, l, r, span: span)) }
            return compileArithmetic(op, l, r, span: span)
        case .and, .or:
            return tested(compileTest(e))
        case .conditional(let c, let a, let b):
            let t = compileTest(c), yes = compileExpr(a), no = compileExpr(b)
            return computed { f in try t(f) ? try yes(f) : try no(f) }
        case .keyDefault(let base, let key, let fallback):
            // `d[key, default: value]`: the default computed only when the key is absent.
            let container = compileExpr(base), k = compileExpr(key), otherwise = compileExpr(fallback)
            let keySpan = key.span
            return computed { f in
                let c = try container(f)
                return try Compiler.entry(c, try k(f), keySpan: keySpan, span: span, defaulted: true) ?? otherwise(f)
            }
        case .coalesce(let a, let b):
            // `a ?? b`: b is computed only when a is nil.
            let value = compileExpr(a), otherwise = compileExpr(b)
            return computed { f in
                let v = try value(f)
                if case .nil = v { return try otherwise(f) }
                return v
            }
        case .optionalChain(let base, let hidden, let rest):
            return lowerOptionalChain(base, hidden, rest, span: span)
        case .range(let lowExpr, let highExpr, let closed):
            return lowerRange(lowExpr, highExpr, closed: closed, span: span)
        case .call(let callee, let args):
            return lowerCall(callee, args, span: span)
        case .member(let base, let name, let nameSpan):
            return lowerMember(base, name, nameSpan: nameSpan, span: span)
        case .index(let base, let index):
            if let nested = lowerNestedElement(base, index, span: span) { return nested }
            // The element's Point where the list lies, for a parent computing on Points.
            var element = lowerElement(base, index, span: span)
            element.point = elementPoint(element.element)
            if rewriteScope.current != nil, let (dictionary, key, _) = entryOperands(base, index) {
                element.eval = rewrittenRead(dictionary, key, element.eval)
            }
            return element
        case .closure(let decl):
            return computed(compileClosure(decl))
        }
    }

    /// `[a, b, c]`. (Each kind of expression with much code to it is lowered by a function of
    /// its own: `lower` is on the path of every level of nesting, and a debug build gives a
    /// function the room of all its cases at once.)
    func lowerList(_ items: [Expr], span: Span) -> Lowered {
        let engine = self.engineRef
        // Each element lowered once; only its code kept (a Lowered per element of a long
        // literal would hold far more), and its value while every element is a constant.
        var compiled: [EvalBox] = []
        compiled.reserveCapacity(items.count)
        var constants: [Value]? = []
        for item in items {
            let x = lower(item)
            if constants != nil { if let v = Compiler.constantValue(x) { constants?.append(v) } else { constants = nil } }
            compiled.append(EvalBox(eval: x.eval))
        }
        if let constants {
            // `[1, 2, 3]`, `["north", "south"]`: made once; each evaluation shares it, and a
            // change to a variable holding it copies it first (a List is a value, as Swift's
            // Array).
            note(span, "list", .listConstant, [])
            let list = Value.list(constants), count = constants.count
            var made = computed { _ in
                try engine.checkLength(count, at: span)
                return list
            }
            made.isPlainComputation = true
            return made
        }
        return computed { f in
            try engine.checkLength(compiled.count, at: span)
            var values: [Value] = []
            values.reserveCapacity(compiled.count)
            for c in compiled { values.append(try c.eval(f)) }
            return .list(values)
        }
    }

    /// `-x`, `!x`, `x!`.
    func lowerUnary(_ op: UnaryOp, _ operand: Expr, span: Span) -> Lowered {
        let engine = self.engineRef
        switch op {
        case .negate:
            let x = lower(operand)
            if case .number(let n) = x.operand {
                return Lowered(operand: .number(-n), eval: { _ in .number(-n) }, number: NumberCode { _ in -n })
            }
            let eval = x.eval
            var negated = computed { f in
                let v = try eval(f)
                if case .number(let n) = v { return .number(-n) }
                do { return try Operators.negate(v) } catch { throw engine.locate(error, span) }
            }
            if let number = x.number { negated.number = NumberCode { f in number.run(f).map { -$0 } } }
            if let point = x.point { negated.point = PointCode { f in point.run(f).map { -$0 } } }
            return negated
        case .not:
            let t = compileTest(operand)
            return tested { f in !(try t(f)) }
        case .unwrap:
            // `x!`: the operand's value, or an error at the `!` when it is nil.
            let eval = compileExpr(operand)
            let at = Span(fileID: span.fileID, start: span.start + span.length - 1, length: 1)
            return computed { f in
                let v = try eval(f)
                if case .nil = v { throw Compiler.unwrapFailure(at: at) }
                return v
            }
        }
    }

    /// `base?.rest`: see `ExprKind.optionalChain`.
    func lowerOptionalChain(_ base: Expr, _ hidden: NameRef, _ rest: Expr, span: Span) -> Lowered {
        // `v.superview?.frame`: nil when the base is; else the base in its hidden local
        // (never captured: no script names it), then the rest, which reads it from there.
        guard case .local(let v) = hidden.target, !v.isCaptured else { return lower(Expr(kind: .invalid, span: span)) }
        if !v.isConst, let place = compilePlace(base) {
            // A mutating method through the chain (`d[k]?.append(x)`, the resolver's
            // `inPlace`): the base's value moved into the hidden variable while the rest
            // runs and changes it, then moved back.
            let then = compileExpr(rest), slot = v.slot
            return computed { f in
                var result = Value.nil
                try place.modify(f) { x in
                    if case .nil = x { return }
                    swap(&x, &f.slots[slot])
                    defer { swap(&x, &f.slots[slot]) }
                    result = try then(f)
                }
                return result
            }
        }
        // `d[a]?[b]`: both read where they lie (path `elementNested`), the hidden local
        // unused.
        if case .index(let hiddenBase, let index) = rest.kind, case .name(let r) = hiddenBase.kind,
           case .local(let rv) = r.target, rv === v,
           let nested = lowerNestedElement(base, index, span: rest.span, chained: true) {
            return nested
        }
        let value = compileExpr(base), then = compileExpr(rest), slot = v.slot
        return computed { f in
            let x = try value(f)
            if case .nil = x { return .nil }
            f.slots[slot] = x
            return try then(f)
        }
    }

    /// `a...b`, `a..<b` as a list.
    func lowerRange(_ lowExpr: Expr, _ highExpr: Expr, closed: Bool, span: Span) -> Lowered {
        let engine = self.engineRef
        let low = compileExpr(lowExpr), high = compileExpr(highExpr)
        let lowSpan = lowExpr.span, highSpan = highExpr.span
        return computed { f in
            let a = try Compiler.rangeBound(try low(f), lowSpan)
            let b = try Compiler.rangeBound(try high(f), highSpan)
            let count = closed ? (b - a).rounded(.down) + 1 : (b - a).rounded(.up)
            if count > Double(engine.maxListLength) {
                throw ScriptFailure(.limit, "list length limit exceeded: the range has \(NumberFormat.exact.string(count)) elements (limit \(engine.maxListLength))", at: span)
            }
            try Compiler.checkRangeBounds(a, b, closed: closed, lowSpan.through(highSpan))
            // Written into memory for the count worked out above, the loop deciding where
            // it ends (appending grew and copied the list, and checked it each time: a
            // third of `Array(0..<n)`'s cost); any element past that room appended.
            let room = count > 0 ? Int(count) + 1 : 0
            var x = a
            var values = [Value](unsafeUninitializedCapacity: room) { buffer, initialized in
                var i = 0
                while i < room, closed ? x <= b : x < b {
                    (buffer.baseAddress.unsafelyUnwrapped + i).initialize(to: .number(x))
                    x += 1
                    i += 1
                }
                initialized = i
            }
            while closed ? x <= b : x < b {
                values.append(.number(x))
                x += 1
            }
            return .list(values)
        }
    }

    /// `base.name`.
    func lowerMember(_ base: Expr, _ name: String, nameSpan: Span, span: Span) -> Lowered {
        let engine = self.engineRef
        if case .member(let root, let property, let propertySpan) = base.kind, let geometry = ViewGeometry(rawValue: property),
           let member = ViewGeometryMember(geometry, name) {
            return lowerViewMember(root, geometry, member, property: (property, propertySpan, base.span),
                                   members: [(name, nameSpan, span)])
        }
        if case .member(let inner, let middle, let middleSpan) = base.kind,
           case .member(let root, let property, let propertySpan) = inner.kind, let geometry = ViewGeometry(rawValue: property),
           let member = ViewGeometryMember(geometry, middle, name) {
            return lowerViewMember(root, geometry, member, property: (property, propertySpan, inner.span),
                                   members: [(middle, middleSpan, base.span), (name, nameSpan, span)])
        }
        let b = lower(base)
        if FastPath.presentedMember(receiver: b, name) != nil, let read = PresentedProperty(name) {
            return lowerPresentedMember(b, read, nil, property: (name, nameSpan, span), members: [])
        }
        // `ps[i].x`, `heap[i].0`: the Number read where the element lies, when the element is
        // read in place. (Not for a name the host registered: its getter is the host's.)
        let numberMember = registry.hostNames.contains(name) ? nil : GeometryLibrary.NumberMember(name)
        // `ps[i].vx`, `people[i].age`: a labelled tuple's Number part, likewise (the part
        // `x` of a tuple, too, when the element is no point).
        let elementLabel = b.element != nil && Value.dictionaryIsHeldInPlace && !registry.hostNames.contains(name) ? Records.Label(name) : nil
        var memberNumber: NumberCode?
        if let element = b.element {
            if let m = numberMember {
                memberNumber = elementNumber(element, ElementMember.self, member: m, label: elementLabel)
            } else if let label = elementLabel, !isOtherKindsMember(name) {
                memberNumber = elementNumber(element, ElementRecordPart.self, member: .x, label: label)
            }
        }
        // `a.intersection(b).width`: the Number read from the rect computed unboxed.
        let unboxed = numberMember.flatMap { UnboxedMember(b, $0) }
        let path = FastPath.member(receiver: b.operand, elementNumber: memberNumber != nil, unboxed: unboxed != nil)
        var slot = -1, global = -1
        if path == .memberLocal, case .local(let s) = b.operand { slot = s }
        if path == .memberGlobal, case .global(let s) = b.operand { global = s }
        // A part of a record in the variable is read where it lies (`withRecordPart`), by
        // label (not a name the host registered: its getter is the host's).
        let recordLabel = (slot >= 0 || global >= 0) && Value.dictionaryIsHeldInPlace && !registry.hostNames.contains(name)
            ? Records.Label(name) : nil
        let variable = ListVariable(b.operand)
        let site = MemberGetSite(engine: engineRef, registry: registry, name: name, nameSpan: nameSpan, span: span,
                                 base: b.eval, slot: slot, global: global)
        // `v.subviews.count`: the count of a property that can count, with no list built.
        if name == "count", let inner = b.memberSite, registry.propertyCounts(inner.name) {
            note(span, "member .count", .memberCounted, [b.operand])
            return computed { f in try inner.count(f, outer: site) }
        }
        // `v.subviews.last`: the end of a property's list read with no list built.
        if name == "first" || name == "last", let inner = b.memberSite,
           FastPath.memberEnd(hasElements: registry.propertyHasElements(inner.name)) != nil {
            note(span, "member .\(name)", .memberEnd, [b.operand])
            let last = name == "last"
            return computed { f in try inner.end(f, last: last, outer: site) }
        }
        note(span, "member .\(name)", path, [b.operand])
        // `v.superview`, `v.isHidden` of a local or a global: on a view, the property read
        // from it directly; any other receiver by the site (path memberView). (The Number
        // codes below capture `slot` and `global` by value: they are set by then.)
        var member: Lowered
        if slot >= 0 || global >= 0, let read = viewRead(name) {
            note(span, "member .\(name)", .memberView, [b.operand])
            member = computed { f in try site.viewValue(f, read) }
            member.viewRead = read
        } else if path == .memberUnboxed, let unboxed {
            if unboxed.fused { note(span, "member .\(name)", .memberKernelNumber, [b.operand]) }
            member = computed { f in try unboxed.value(f) ?? site.get(f) }
            member.number = unboxed.number
        } else if case .part(let part)? = numberMember, slot >= 0 || global >= 0, Value.listIsHeldInPlace {
            // `pair.0` of a variable: a list's element read where the list lies (a tuple
            // of values that are not all Numbers is a list); any other receiver, or a part
            // the list lacks, by the site (a Point's part, the error).
            note(span, "member .\(name)", .memberPart, [b.operand])
            let position = Double(part.rawValue)
            member = computed { [engine = engineRef, slot, global] f in
                let p = UnsafePointer(slot >= 0 ? f.slots + slot : engine.globals + global)
                if let v = ElementNode.element(p, position, { $0.pointee }) { return v }
                return try site.get(f)
            }
        } else if let label = recordLabel {
            // `best.length`, `state.steps` of a variable: a record's part read where the
            // record lies, as the member's code would find it first (path `memberRecord`);
            // anything else by the site.
            // (A Point's, a Size's or a Rect's Number member first, by its tag byte, as
            // number code reads it: `p.x`, `r.maxY`.)
            note(span, "member .\(name)", .memberRecord, [b.operand])
            if let numberMember {
                let read = PointAxis.read(numberMember)
                member = computed { f in
                    let p = variable.pointer(f, engine)
                    if let x = read.of(p) { return .number(x) }
                    if let v = p.withRecordPart(label, { $0.pointee }) { return v }
                    return try site.get(f)
                }
            } else {
                member = computed { f in
                    if let v = variable.pointer(f, engine).withRecordPart(label, { $0.pointee }) { return v }
                    return try site.get(f)
                }
            }
        } else if let memberNumber {
            // `ps[i].vx`, `ps[i].x` as a value (path `memberElement`): its Number read where
            // the element lies; anything else by the site (the index runs no script code:
            // computed again there).
            member = computed { f in
                if let x = memberNumber.run(f) { return .number(x) }
                return try site.get(f)
            }
        } else {
            member = computed { f in try site.get(f) }
        }
        member.memberSite = site
        // `m.f` of a local or a global: the function that is the record's part `name`, for
        // a call of it (path `callMemberHeld`).
        if let label = recordLabel {
            member.memberFunction = FunctionRead { f in variable.pointer(f, engine).functionPart(label) }
        }
        // `v.center`, `v.anchorPoint` of a local or a global: on a view, its Point read from
        // the view where the receiver lies, for a parent computing on Points (`pointCode`).
        if slot >= 0 || global >= 0, let property = ViewGeometry(rawValue: name), isViewOnlyProperty(name) {
            member.point = ViewPointProperties.code(property, slot: slot, global: global, engine: engineRef)
        }
        // `v.transform`, `v.frame`: also computed unboxed, for a parent that takes it so.
        if let kind = viewPropertyKind(name), FastPath.memberTyped(kind, onlyViews: true) != nil {
            note(span, "member .\(name)", .memberTyped, [b.operand])
            member.typed = kind == .transform
                ? .transform { f in try site.viewPayload(f, { $0.transform }, \.transformPayload) }
                : .rect { [geometry = ViewGeometry(rawValue: name)!] f in
                    try site.viewPayload(f, { geometry.read($0) }, \.rectPayload)
                }
        }
        // `xs.count`, `s.count` of a variable: its Number read with no Value built (a list's
        // count, a string's characters), for a parent computing on Numbers (`i < xs.count`,
        // `xs.count - 1`); any other value by the member's code.
        // (A record's Number part too, by label, where the record lies: `rec.count`,
        // `best.width`, `state.steps` — `recordLabel`.)
        if name == "count" {
            if slot >= 0 {
                member.number = NumberCode { [slot] f in f.slots[slot].countNumber ?? Compiler.recordNumber(f.slots + slot, recordLabel) }
            } else if global >= 0 {
                member.number = NumberCode { [engine, global] _ in
                    engine.globals[global].countNumber ?? Compiler.recordNumber(engine.globals + global, recordLabel)
                }
            }
        } else if name == "isEmpty" {
            // As a condition (`while !stack.isEmpty`), a list's, a string's, a set's or a
            // dictionary's emptiness read where it lies; any other value as the member's code
            // gives it. (Not a name the host registered: its getter is the host's.)
            if slot >= 0 || global >= 0, !registry.hostNames.contains(name) {
                let value = member.eval
                member.truth = { f in
                    if let empty = variable.pointer(f, engine).pointee.emptiness { return empty }
                    return try value(f).isTruthy
                }
            }
        } else if let number = numberMember {
            // `p.x`, `r.width`, `t.tx` of a variable: the Number read where the point, rect
            // or transform lies (`GeometryLibrary.NumberMember`); any other receiver by the
            // member's code.
            // A Point's, a Size's or a Rect's Number by its tag byte (`PointAxis.read`).
            let read = PointAxis.read(number)
            if slot >= 0 {
                member.number = NumberCode { [slot] f in read.of(f.slots + slot) ?? Compiler.recordNumber(f.slots + slot, recordLabel) }
                member.memberOfLocal = MemberOfLocal(slot: slot, member: number, label: recordLabel)
            } else if global >= 0 {
                member.number = NumberCode { [engine, global] _ in
                    read.of(engine.globals + global) ?? Compiler.recordNumber(engine.globals + global, recordLabel)
                }
            } else if let memberNumber {
                member.number = memberNumber
            }
        } else if let label = recordLabel, !isOtherKindsMember(name) {
            // `state.steps`, `best.length` of a variable, a name no other kind has as a
            // member: the record's Number part where it lies, for a parent computing on
            // Numbers; anything else by the member's code.
            member.number = NumberCode { f in variable.pointer(f, engine).numberPart(label) }
        } else if let memberNumber {
            // `ps[i].vx` (path `memberElement`): the element's part, likewise.
            member.number = memberNumber
        }
        return member
    }

    /// The Number that is the part `label` of the record at `p`, for a member's number code
    /// whose own read found none (nil label: none). Out of line: the closure reading a Point's
    /// member in place stays as small as it was (inline, the label's capture cost it 25
    /// instructions a read: bezier).
    @inline(never) static func recordNumber(_ p: UnsafeMutablePointer<Value>, _ label: Records.Label?) -> Double? {
        guard let label else { return nil }
        return p.numberPart(label)
    }

    /// `list[index]`, not an element of an element (`lowerNestedElement`): on the path the
    /// list's and the index's operands choose.
    func lowerElement(_ base: Expr, _ index: Expr, span: Span) -> Lowered {
        let engine = self.engineRef
        let b = lower(base), il = lower(index), i = il.eval
        let indexSpan = index.span
        if let site = b.memberSite,
           FastPath.elementOfProperty(hasElements: registry.propertyHasElements(site.name), indexRunsNoScript: il.runsNoScript) != nil {
            note(span, "element", .elementOfProperty, [b.operand, il.operand])
            return computed { f in try site.element(f, index: i, indexSpan: indexSpan, span: span) }
        }
        let path = FastPath.elementRead(b.operand, index: il.operand, indexRunsNoScript: il.runsNoScript)
        note(span, "element", path, [b.operand, il.operand])
        let number = FastPath.elementNumber(b.operand, path: path) ? elementNumber(ListVariable(b.operand), index: il) : nil
        // Where the list and the index are, for a call through the element.
        let element = path == .elementGlobal || path == .elementLocal || path == .elementCaptured
            ? ElementOperand(list: b.operand, index: il.operand, indexNumber: il.number, indexOffset: il.offset) : nil
        if path == .elementGlobal, case .global(let slot) = b.operand {
            let node = ElementNode(slot: slot, index: il, indexSpan: indexSpan, span: span, container: b.eval)
            if let (s, by) = il.offset {
                note(indexSpan, "index", .numberCode)
                return Lowered(operand: .computed, eval: offsetElement(GlobalSlots.self, node, s, by), element: element, number: number)
            }
            if case .number(let x) = il.operand {
                note(indexSpan, "index", .indexConstant)
                return Lowered(operand: .computed, eval: constantElement(GlobalSlots.self, node, x), element: element, number: number)
            }
            if let key = ConstantKey(il.operand) {
                note(indexSpan, "key", .keyConstant)
                return Lowered(operand: .computed, eval: constantKeyEntry(GlobalSlots.self, node, key), element: element, number: number)
            }
            if node.indexSlot < 0, case .computed = il.operand, let index = il.number {
                // The index's Number computed with no Value built; anything else (its
                // code run again, from the start: it runs no script code) out of line.
                note(indexSpan, "index", .numberCode)
                // A Number index that is not one of the list's by the general read at that
                // index (with its error), not computed again.
                return Lowered(operand: .computed, eval: { f in
                    if let x = index.run(f) {
                        if case .list(let items) = engine.globals[node.slot], let v = ElementNode.element(items, x) { return v }
                        return try node.readGlobal(f, .number(x), engine)
                    }
                    return try node.readGlobalAtIndexCode(f, engine)
                }, element: element, number: number)
            }
            if case .global(let g) = il.operand {
                // `composite[i]` at the top level: the global index's Number read where it
                // lies; anything else (a nil index: its declaration has not run) by the
                // general read, from the start. An element that is not a Number, a Bool, a
                // Point or a Size by the general read too: copied here, it cost every read
                // the saved registers of a call that is not a tail call (sieve-top +1%).
                return Lowered(operand: .computed, eval: { f in
                    if case .number(let x) = engine.globals[g], case .list(let items) = engine.globals[node.slot],
                       let v = ElementNode.element(items, x, scalarOnly: true) { return v }
                    return try node.readGlobalAtIndexCode(f, engine)
                }, element: element, number: number)
            }
            if node.indexSlot >= 0 {
                // Any element at a local's Number index read here (as `elementLocal`);
                // anything else (not a list, not an index of it) out of line.
                return Lowered(operand: .computed, eval: { f in
                    if case .number(let x) = f.slots[node.indexSlot], case .list(let items) = engine.globals[node.slot],
                       let v = ElementNode.element(items, x) { return v }
                    return try node.readGlobal(f, at: f.slots + node.indexSlot, engine)
                }, element: element, number: number)
            }
            return Lowered(operand: .computed, eval: { f in try node.readGlobalIndexing(f, engine) }, element: element, number: number)
        }
        if path == .elementLocal, case .local(let slot) = b.operand {
            // The index is computed before the list is read: it cannot change a local
            // that no closure captures.
            let node = ElementNode(slot: slot, index: il, indexSpan: indexSpan, span: span)
            if node.indexSlot >= 0 {
                // Both read in place: any element at a Number index is read here; anything
                // else (not a list, not an index of it) out of line (`readOther`), as a tail
                // call.
                return Lowered(operand: .computed, eval: { f in
                    if case .number(let x) = f.slots[node.indexSlot], case .list(let items) = f.slots[node.slot],
                       let v = ElementNode.element(items, x) { return v }
                    return try node.readOther(f)
                }, element: element, number: number)
            }
            if let (s, by) = il.offset {
                note(indexSpan, "index", .numberCode)
                return Lowered(operand: .computed, eval: offsetElement(FrameSlots.self, node, s, by), element: element, number: number)
            }
            if case .number(let x) = il.operand {
                note(indexSpan, "index", .indexConstant)
                return Lowered(operand: .computed, eval: constantElement(FrameSlots.self, node, x), element: element, number: number)
            }
            if let key = ConstantKey(il.operand) {
                note(indexSpan, "key", .keyConstant)
                return Lowered(operand: .computed, eval: constantKeyEntry(FrameSlots.self, node, key), element: element, number: number)
            }
            if case .computed = il.operand, let index = il.number {
                // As for a global list above.
                note(indexSpan, "index", .numberCode)
                return Lowered(operand: .computed, eval: { f in
                    if let x = index.run(f) {
                        if case .list(let items) = f.slots[node.slot], let v = ElementNode.element(items, x) { return v }
                        return try node.readLocal(f, .number(x))
                    }
                    return try node.readLocalAtIndexCode(f)
                }, element: element, number: number)
            }
            return Lowered(operand: .computed, eval: { f in
                let k = node.indexSlot >= 0 ? f.slots[node.indexSlot] : try node.index(f)
                if case .list(let items) = f.slots[node.slot], case .number(let x) = k,
                   x >= 0, x < Double(items.count), Double(Int(x)) == x {
                    // A Number element without the outlined copy of a Value.
                    if case .number(let y) = items[Int(x)] { return .number(y) }
                    return items[Int(x)]
                }
                return try Compiler.element(f.slots[node.slot], k, indexSpan: node.indexSpan, span: node.span)
            }, element: element, number: number)
        }
        let container = b.eval
        let general: Eval = { f in
            let c = try container(f)
            let k = try i(f)
            return try Compiler.element(c, k, indexSpan: indexSpan, span: span)
        }
        if path == .elementCaptured, let index = il.number {
            var captured = lowerCapturedElement(b.operand, index: index, general: general)
            captured.element = element
            return captured
        }
        return computed(general)
    }

    /// The point code of an element of a list in a local slot or a global at an index with
    /// number code (`ElementOperand`: `vels[i]`, `pts[(i + 1) % n]`): the index's Number,
    /// then the Point read where the list lies; nil for any other element read.
    func elementPoint(_ element: ElementOperand?) -> PointCode? {
        guard let element, let indexCode = element.indexNumber, Value.listIsHeldInPlace else { return nil }
        switch element.list {
        case .local(let s): return elementPoint(FrameSlots.self, list: s, index: element.index, indexCode.run)
        case .global(let g): return elementPoint(GlobalSlots.self, list: g, index: element.index, indexCode.run)
        default: return nil
        }
    }

    /// `elementPoint` of the list in slot `list` of `B`: a local index's Number read in place,
    /// no code of the index called; any other index by its number code.
    func elementPoint<B: SlotBase>(_: B.Type, list: Int, index: Operand, _ indexNumber: @escaping (CallFrame) -> Double?) -> PointCode {
        let engine = self.engineRef
        if case .local(let i) = index {
            return PointCode { f in
                guard case .number(let x) = f.slots[i] else { return nil }
                return ElementNode.point(UnsafePointer(B.slots(f, engine) + list), x)
            }
        }
        return PointCode { f in
            guard let x = indexNumber(f) else { return nil }
            return ElementNode.point(UnsafePointer(B.slots(f, engine) + list), x)
        }
    }

    func computed(_ eval: @escaping Eval) -> Lowered { Lowered(operand: .computed, eval: eval) }

    /// The value of an operand that is a constant of a value that never changes — a Number, a
    /// String, a Bool, nil (not a function or a view) — else nil.
    static func constantValue(_ x: Lowered) -> Value? {
        switch x.operand {
        case .number(let n): return .number(n)
        case .constant(let v):
            switch v {
            case .string, .bool, .nil, .number: return v
            default: return nil
            }
        default: return nil
        }
    }

    /// Swift's `x as T`, `as? T`, `as! T`, `is T` (see `CastOp`): the operand's value checked
    /// against the type, never converted.
    func lowerCast(_ operand: Expr, _ op: CastOp, _ type: CastType, at: Span) -> Lowered {
        let value = compileExpr(operand)
        switch op {
        case .test:
            return tested { f in type.matches(try value(f)) }
        case .optional:
            return computed { f in
                let v = try value(f)
                return type.matches(v) ? v : .nil
            }
        case .forced, .coerce:
            let engine = self.engineRef
            return computed { f in
                let v = try value(f)
                if type.matches(v) { return v }
                throw ScriptFailure(.runtime, Compiler.castFailure(v, op, type, engine), at: at, notes: op == .forced
                    ? ["'as?' gives nil instead of an error: if let x = value as? \(type) { … }"]
                    : ["geo's 'as' names the type a value already has; to convert, call the type: \(Compiler.conversion(type))",
                       "to test the type, use 'is' or 'as?'"])
            }
        }
    }

    /// What a failed `as!` or `as` says: what the value is and the type it is not.
    static func castFailure(_ v: Value, _ op: CastOp, _ type: CastType, _ engine: EngineRef) -> String {
        var what = castSubject(v, engine), why = ""
        if case .list(let items) = v, case .list(let element) = type,
           let odd = items.firstIndex(where: { !element.matches($0) }) {
            what = "the List"
            why = ": its element \(odd) is \(castSubject(items[odd], engine)), not \(article(element.description))"
        }
        return (op == .forced ? "could not cast \(what) to \(type)"
                              : "'as \(type)' cannot make \(what) into \(article(type.description))") + why
    }

    /// A value as a cast's error names it: `3.5`, `the String "s"`, `a View of class UILabel`.
    static func castSubject(_ v: Value, _ engine: EngineRef) -> String {
        switch v {
        case .nil: return "nil"
        case .number, .bool, .point, .size, .rect:
            return v.formatted(engine.context.format, limit: 80) ?? "a " + v.typeName
        case .string(let s) where s.utf8.count <= 40: return "the String \"\(s)\""
        case .view(let view): return "a View" + (view.className.map { " of class \($0)" } ?? " (a plain UIView)")
        default: return "a " + v.typeName
        }
    }

    /// "an Int", "a String".
    static func article(_ name: String) -> String {
        ("AEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    /// How to convert a value (`x`) to a type, for the note of a failed `as`.
    static func conversion(_ type: CastType, _ x: String = "x") -> String {
        switch type {
        case .whole(let name), .kind(.number, let name): "\(name)(\(x))"
        case .kind(.string, _), .character: "String(\(x)) or \"\\(\(x))\""
        case .list(let element): "\(x)s.map { \(conversion(element, "$0")) }"
        default: "\(type)(…)"
        }
    }

    /// `xs[i]` of a list in a cell or a capture (`list`), path `elementCaptured`: the index's
    /// Number (`index`, code that runs no script), then the element read where the cell holds
    /// the list, a Number with no Value built for a parent that takes one; `general` (the
    /// list, the index, the element) for anything else.
    func lowerCapturedElement(_ list: Operand, index: NumberCode, general: @escaping Eval) -> Lowered {
        let isCapture: Bool, c: Int
        switch list {
        case .capture(let k): isCapture = true; c = k
        case .cell(let k): isCapture = false; c = k
        default: return computed(general)
        }
        return Lowered(operand: .computed, eval: { f in
            if let x = index.run(f), let v = (isCapture ? f.captures[c] : f.cells[c]).element(at: x) { return v }
            return try general(f)
        }, number: NumberCode { f in
            guard let x = index.run(f), case .number(let y)? = (isCapture ? f.captures[c] : f.cells[c]).element(at: x) else { return nil }
            return y
        })
    }

    /// `xs[j + 1]`, `xs[j - 1]` (an index `local ± number`, `Lowered.offset`) of the list in a
    /// `B` slot (`node.slot`): the local's Number offset in place, a Number or Bool element
    /// read where the list lies; anything else (the index's code run: it runs no script code)
    /// out of line.
    func offsetElement<B: SlotBase>(_: B.Type, _ node: ElementNode, _ s: Int, _ by: Double) -> Eval {
        let engine = engineRef
        return { f in
            if case .number(let j) = f.slots[s] {
                if case .list(let items) = B.slots(f, engine)[node.slot], let v = ElementNode.element(items, j + by) { return v }
                // Not an index of the list (or not a list): the general read at that index.
                return try B.isGlobal ? node.readGlobal(f, .number(j + by), engine) : node.readLocal(f, .number(j + by))
            }
            return try B.isGlobal ? node.readGlobalAtIndexCode(f, engine) : node.readLocalAtIndexCode(f)
        }
    }

    /// `node[1]`, `r[2]` (a constant index, path `indexConstant`) of the list in a `B` slot
    /// (`node.slot`): no index code run; a Number element without the outlined copy of a
    /// Value, any other copied; anything else (not a list, not an index of it, a global not
    /// declared yet) by the general read at that index, with its errors.
    func constantElement<B: SlotBase>(_: B.Type, _ node: ElementNode, _ x: Double) -> Eval {
        let engine = engineRef
        return { f in
            if case .list(let items) = B.slots(f, engine)[node.slot], let i = Compiler.wholeIndex(x, count: items.count) {
                if case .number(let y) = items[i] { return .number(y) }
                return items[i]
            }
            return try B.isGlobal ? node.readGlobal(f, .number(x), engine) : node.readLocal(f, .number(x))
        }
    }

    /// `d["push"]`, `flags[true]` (path `keyConstant`): the entry for a constant key of the
    /// dictionary in slot `node.slot` of `B`, read where the dictionary lies with the key
    /// hashed once, when the site was compiled; anything else (no dictionary there, a list) by
    /// the site's general read, with its errors. (The general read hashed the key, and copied
    /// the dictionary and the key out, at every read: `let n = row["push"]` was 549
    /// instructions in a loop, more than with the key in a variable.)
    func constantKeyEntry<B: SlotBase>(_: B.Type, _ node: ElementNode, _ key: ConstantKey) -> Eval {
        let engine = engineRef
        return { f in
            if let v = ElementNode.entry(B.slots(f, engine) + node.slot, key.value, hash: key.hash) { return v }
            return try B.isGlobal ? node.readGlobal(f, key.value, engine) : node.readLocal(f, key.value)
        }
    }

    /// The number code (`Lowered.number`) of an element of the list in `variable` (a local
    /// that no closure captures, or a global) at `index`: the index's Number (a local's slot,
    /// a constant, a plain computation's number code), then the element read where the list
    /// lies; nil (no number code) for an index with none.
    func elementNumber(_ variable: ListVariable, index: Lowered) -> NumberCode? {
        elementNumber(variable, index: index.operand, offset: index.offset, number: index.number, ElementItself.self)
    }

    /// The number code of `member` (`p.x`, `r.width`) of that element (path `memberElement`:
    /// `ps[i].x`; `ElementMember`): read where the point, rect or transform lies in the list,
    /// with no Value made — or, with `label`, the Number part of a labelled tuple there
    /// (`ps[i].vx`, `people[i].age`, and `ps[i].x` of `(x: 1, vx: 2)`s; `ElementRecordPart`);
    /// nil (no number code) for an element read that is not in place or an index with no
    /// number code.
    func elementNumber<R: ElementNumberRead>(_ element: ElementOperand, _ read: R.Type, member: GeometryLibrary.NumberMember,
                                             label: Records.Label?) -> NumberCode? {
        switch element.list {
        case .local, .global: break
        default: return nil
        }
        return elementNumber(ListVariable(element.list), index: element.index, offset: element.indexOffset,
                             number: element.indexNumber, read, member: member, label: label)
    }

    /// The number code of an element of the list in `variable` at the index (`index`, its
    /// `offset` from a local, its `number` code), taking `R`'s Number from the element.
    func elementNumber<R: ElementNumberRead>(_ variable: ListVariable, index: Operand, offset: (slot: Int, by: Double)?,
                                             number: NumberCode?, _ read: R.Type,
                                             member: GeometryLibrary.NumberMember = .x, label: Records.Label? = nil) -> NumberCode? {
        // Checked here, once: the code reads the array where the variable holds it.
        guard Value.listIsHeldInPlace else { return nil }
        return variable.isGlobal
            ? elementNumber(GlobalSlots.self, variable.slot, index: index, offset: offset, number: number, read, member: member, label: label)
            : elementNumber(FrameSlots.self, variable.slot, index: index, offset: offset, number: number, read, member: member, label: label)
    }

    /// The same for the list in slot `list` of `B`. Each code captures one object (its site),
    /// so its call unpacks no context.
    func elementNumber<B: SlotBase, R: ElementNumberRead>(_: B.Type, _ list: Int, index: Operand, offset: (slot: Int, by: Double)?,
                                                          number: NumberCode?, _: R.Type,
                                                          member: GeometryLibrary.NumberMember, label: Records.Label?) -> NumberCode? {
        switch index {
        case .local(let s):
            let site = ElementNumberSite(list: list, index: s, by: 0, engine: engineRef, member: member, label: label)
            return NumberCode { f in
                guard case .number(let x) = f.slots[site.index] else { return nil }
                return ElementNode.element(UnsafePointer(B.slots(f, site.engine) + site.list), x) { R.number($0, site) }
            }
        case .number(let x):
            let site = ElementNumberSite(list: list, index: -1, by: x, engine: engineRef, member: member, label: label)
            return NumberCode { f in
                ElementNode.element(UnsafePointer(B.slots(f, site.engine) + site.list), site.by) { R.number($0, site) }
            }
        case .global(let g):
            // `dx[dir]` at the top level: the global index's Number read in place (a nil one —
            // not declared yet — is no Number: the read's code reports).
            let site = ElementNumberSite(list: list, index: g, by: 0, engine: engineRef, member: member, label: label)
            return NumberCode { f in
                guard case .number(let x) = site.engine.globals[site.index] else { return nil }
                return ElementNode.element(UnsafePointer(B.slots(f, site.engine) + site.list), x) { R.number($0, site) }
            }
        default:
            if let (s, by) = offset {
                // `xs[j + 1]`: the local's Number offset in place (no index code called).
                let site = ElementNumberSite(list: list, index: s, by: by, engine: engineRef, member: member, label: label)
                return NumberCode { f in
                    guard case .number(let j) = f.slots[site.index] else { return nil }
                    return ElementNode.element(UnsafePointer(B.slots(f, site.engine) + site.list), j + site.by) { R.number($0, site) }
                }
            }
            guard let i = number else { return nil }
            let site = ElementNumberSite(list: list, index: -1, by: 0, engine: engineRef, indexNumber: i, member: member, label: label)
            return NumberCode { f in
                guard let x = site.indexNumber(f) else { return nil }
                return ElementNode.element(UnsafePointer(B.slots(f, site.engine) + site.list), x) { R.number($0, site) }
            }
        }
    }

    /// `m[i][j]` as a value, path `elementNested` (`NestedElementRead`), and a dictionary's
    /// entry's the same way: `d[a]![b]` (the base forced), and `d[a]?[b]` (`chained`: the
    /// optional chain's base `d[a]`, its rest `(hidden)[b]`); nil for any other element read.
    func lowerNestedElement(_ base: Expr, _ index: Expr, span: Span, chained: Bool = false) -> Lowered? {
        var inner = base
        var bang: Span? = nil
        if !chained, case .unary(.unwrap, let operand) = base.kind {
            inner = operand
            bang = Span(fileID: base.span.fileID, start: base.span.start + base.span.length - 1, length: 1)
        }
        guard case .index(let listExpr, let outerExpr) = inner.kind, case .name(let ref) = listExpr.kind,
              let list = storage(ref) else { return nil }
        let last: Operand
        switch index.kind {
        case .number(let x): last = .number(x)
        case .string(let k): last = .constant(.string(k))
        case .name(let r):
            if case .local(let v) = r.target, !v.isCaptured { last = .local(v.slot) } else { fallthrough }
        default:
            // An index that only reads values (`(x + dx + size) % size`) runs no script code:
            // nothing changes the lists between the first index and the read.
            guard readsOnly(index) else { return nil }
            last = .computed
        }
        guard FastPath.elementNestedRead(list, index: last) == .elementNested else { return nil }
        note(span, "element", .elementNested, [list, last])
        let outer = lower(outerExpr)
        let lastCode: Lowered? = if case .computed = last { lower(index) } else { nil }
        let node = NestedElementRead(list: list, read: lower(listExpr).eval, outer: outer.eval, last: last, lastCode: lastCode,
                                     engine: engineRef, outerSpans: (outerExpr.span, inner.span), spans: (index.span, span),
                                     bang: bang, chained: chained, outerOperand: outer.operand)
        var read = computed { f in try node.read(f) }
        // Its Number: the first index's Number (a local, a constant, number code), the last
        // index's (`NestedLastIndex`: code specialised for each kind), the lists read where
        // they lie.
        if node.lastIsComputed {
            read.number = nestedNumber(outer, node, NestedLast.Computed.self)
        } else if node.lastSlot >= 0 {
            read.number = nestedNumber(outer, node, NestedLast.Slot.self)
        } else if case .number = last {
            read.number = nestedNumber(outer, node, NestedLast.Constant.self)
        }
        return read
    }

    /// The Number of `m[i][j]` (path `elementNested`), its first index `outer`, its last read as
    /// `L` says; nil when the first index has no number code.
    func nestedNumber<L: NestedLastIndex>(_ outer: Lowered, _ node: NestedElementRead, _: L.Type) -> NumberCode? {
        guard Value.listIsHeldInPlace else { return nil }
        // (Each code captures one object, its site: its call unpacks no context.)
        @inline(__always) func element(_ site: NestedNumberSite, _ f: CallFrame, _ x: Double) -> Double? {
            let node = site.node
            guard let y = L.number(node, f) else { return nil }
            return NestedElementRead.number(UnsafePointer(node.variable.pointer(f, node.engine)), x, y)
        }
        switch outer.operand {
        case .local(let s):
            let site = NestedNumberSite(node, outerSlot: s, outer: 0)
            return NumberCode { f in
                guard case .number(let x) = f.slots[site.outerSlot] else { return nil }
                return element(site, f, x)
            }
        case .number(let x):
            let site = NestedNumberSite(node, outerSlot: -1, outer: x)
            return NumberCode { f in element(site, f, site.outer) }
        default:
            guard let i = outer.number else { return nil }
            let site = NestedNumberSite(node, outerSlot: -1, outer: 0, outerNumber: i)
            return NumberCode { f in
                guard let x = site.outerNumber(f) else { return nil }
                return element(site, f, x)
            }
        }
    }

    /// `x!` of nil, at the `!`.
    @inline(never) static func unwrapFailure(at: Span) -> ScriptFailure {
        ScriptFailure(.runtime, "found nil where '!' expects a value", at: at,
                      notes: ["test for nil first: if let v = … { … }, or guard let v = … else { return }"])
    }

    /// `x[i]` on what is not a list (out of line: the index paths stay small).
    @inline(never) static func notIndexable(_ container: Value, at span: Span) -> ScriptFailure {
        // A string's characters are read by index (`s[i]`), never assigned, as in Swift.
        let notes = container.kind == .string ? ["a string's characters are read, not assigned (Swift's subscript is get-only): s.remove(at: i) then s.insert(c, at: i), or build a new string"] : []
        return ScriptFailure(.runtime, "cannot index \(RuntimeError.describeBriefly(container)); only lists and dictionaries have elements", at: span,
                             notes: notes)
    }

    /// `xs[i]`, or a dictionary's `d[key]` (nil when the key is absent).
    static func element(_ container: Value, _ k: Value, indexSpan: Span, span: Span) throws -> Value {
        guard case .list(let items) = container else {
            if case .string(let text) = container { return try stringCharacter(text, k, indexSpan: indexSpan) }
            return try entry(container, k, keySpan: indexSpan, span: span) ?? .nil
        }
        if case .list(let range) = k { return .list(Array(items[try slice(range, count: items.count, span: indexSpan)])) }
        let i = try listIndex(k, count: items.count, span: indexSpan)
        return items[i]
    }

    /// The elements' range of `xs[r]` (or a string's characters') for a range held in a
    /// variable (`let r = a..<b`): geo's range is the list of its whole numbers, one after
    /// another; an empty one is no elements. Else the error, at the index.
    @inline(never) static func slice(_ range: [Value], count: Int, span: Span) throws -> Range<Int> {
        guard let first = range.first else { return 0..<0 }
        for (k, v) in range.enumerated() {
            guard case .number(let x) = v, case .number(let start) = first, x == start + Double(k) else {
                throw ScriptFailure(.runtime, "a list as an index must be a range, its whole numbers one after another (a..<b), not \(RuntimeError.describeBriefly(.list(range)))", at: span,
                                    notes: ["an element is xs[i]; a range of them xs[a..<b]"])
            }
        }
        guard case .number(let start) = first, let low = wholeIndex(start, count: count),
              low + range.count <= count else {
            let start = first.asNumber ?? 0
            throw ScriptFailure(.runtime, "the range \(NumberFormat.exact.string(start))..<\(NumberFormat.exact.string(start + Double(range.count))) is out of bounds: there are \(count) (valid indices 0..<\(count))", at: span)
        }
        return low..<(low + range.count)
    }

    /// `s[i]`: the character at index `i` (`StringIndexLibrary`); `s[r]` of a range held in a
    /// variable or one `range(of:)` gave, the characters in it. The error at the index.
    @inline(never) static func stringCharacter(_ text: String, _ k: Value, indexSpan: Span) throws -> Value {
        do {
            let range: Range<Int>
            switch k {
            case .list, .dictionary: break
            default: return try StringIndexLibrary.character(text, k)
            }
            let table = CharacterTables.table(text)
            let count = table?.count ?? text.characterCount
            if case .list(let numbers) = k {
                range = try slice(numbers, count: count, span: indexSpan)
            } else {
                range = try StringIndexLibrary.range(k, count: count, call: "s[r]")
            }
            return .string(table?.piece(range) ?? String(Array(text)[range]))
        } catch let e as RuntimeError {
            throw ScriptFailure(.runtime, e.message, at: indexSpan, notes: e.notes)
        }
    }

    /// A dictionary's value for `k`, or nil when it has none; the error for a key that cannot
    /// be one (a Point, a List: no Swift dictionary could hold it) and for what is no
    /// dictionary (`defaulted`: `d[k, default: v]`, which only a dictionary has).
    @inline(never) static func entry(_ container: Value, _ k: Value, keySpan: Span, span: Span,
                                     defaulted: Bool = false) throws -> Value? {
        guard case .dictionary(let d) = container else { throw notADictionary(container, defaulted: defaulted, at: span) }
        guard let h = ValueDictionary.hash(k) else {
            // `nan` is the key of no entry; any other non-key is an error.
            if k.asNumber == nil { _ = try checkedKey(k, keySpan) }
            return nil
        }
        return d.value(forKey: k, hash: h)
    }

    /// The error of `x[k]` (`defaulted`: `x[k, default: v]`) on what is no dictionary.
    static func notADictionary(_ container: Value, defaulted: Bool, at span: Span) -> ScriptFailure {
        guard defaulted else { return notIndexable(container, at: span) }
        return ScriptFailure(.runtime, "\(RuntimeError.describeBriefly(container)) has no [key, default: value]; only a dictionary has", at: span)
    }

    /// `k` as a dictionary's key, or its error at `keySpan`.
    static func checkedKey(_ k: Value, _ keySpan: Span) throws -> Int {
        do { return try ValueDictionary.checkedKey(k) } catch let e as RuntimeError {
            throw ScriptFailure(.runtime, e.message, at: keySpan, notes: e.notes)
        }
    }

    /// Changes element `k` of the list in `recv` in place (`xs[i] = e`, `xs[i] += e`), or a
    /// dictionary's entry for key `k` (`d[k] = v`; nil removes it). With a `fallback`
    /// (`d[k, default: v] += 1`), an absent entry starts as the fallback's value.
    @inline(__always) static func modifyElement(_ recv: inout Value, _ k: Value, indexSpan: Span, span: Span,
                                                fallback: EntryFallback? = nil, engine: EngineRef,
                                                _ body: (inout Value) throws -> Void) throws {
        guard case .list(var items) = recv, fallback == nil else {
            return try modifyEntry(&recv, k, keySpan: indexSpan, span: span, fallback: fallback, engine: engine, body)
        }
        let i = try listIndex(k, count: items.count, span: indexSpan)
        recv = .nil
        defer { recv = .list(items) }
        try body(&items[i])
    }

    /// The code of `d[k, default: v]`'s `v` and the frame it runs in: run only when the entry
    /// is absent. (Plain data: a closure made per store, `{ try code(f) }`, cost every
    /// `d[k, default: 0] += 1` two allocations.)
    struct EntryFallback {
        let code: Eval
        let frame: CallFrame
    }

    /// `modifyElement` of a dictionary's entry (a new one within `Limits.listLength`).
    @inline(never) static func modifyEntry(_ recv: inout Value, _ k: Value, keySpan: Span, span: Span,
                                           fallback: EntryFallback?, engine: EngineRef, _ body: (inout Value) throws -> Void) throws {
        guard case .dictionary(var d) = recv else { throw notADictionary(recv, defaulted: fallback != nil, at: span) }
        let h = try checkedKey(k, keySpan)
        // Taken out of `recv` while it changes, so its storage stays uniquely held.
        recv = .nil
        defer { recv = .dictionary(d) }
        let count = d.count
        try d.modify(k, hash: h) { v in
            if let fallback, v.isNil { v = try fallback.code(fallback.frame) }
            try body(&v)
        }
        // A new entry past `Limits.listLength`: refused, taken out again. (Checked after the
        // change, not inside it: a closure that captured the count and the engine left the
        // dictionary shared while an entry's list grew, so every growth copied the dictionary
        // and the list — groups[key, default: []].append(i) 8% slower.)
        if d.count > count, d.count > engine.maxListLength {
            d.removeValue(forKey: k)
            try engine.checkLength(count + 1, of: .dictionary, at: span)
        }
    }

    /// `x` as an index of a list of `count` elements (whole, `0 <= x < count`); nil when it is
    /// not one. Adding 1.5 * 2^52 leaves `x` rounded to a whole Number in the low 51 bits of
    /// the sum when `0 <= x < 2^51` (exact there), with no checked conversion to Int; `i` is
    /// then `x` when `x` is whole, and a number in 0..<2^51 that is not `x` for any other `x`
    /// (a fraction, a negative, 2^51 or more, NaN, an infinity): so `Double(i) == x` alone
    /// says `x` is whole in 0..<2^51, and one compare of Ints says it is below `count` (no
    /// array of Values, 24 bytes each, has 2^51 of them). -0 is index 0, as `-0 >= 0`.
    /// (The range tested on Doubles first, then the conversion, was 7 instructions more.)
    @inline(__always) static func wholeIndex(_ x: Double, count: Int) -> Int? {
        let i = Int(truncatingIfNeeded: (x + 0x1.8p52).bitPattern & 0x7_FFFF_FFFF_FFFF)
        return Double(i) == x && i < count ? i : nil
    }

    static func listIndex(_ k: Value, count: Int, span: Span) throws -> Int {
        guard case .number(let x) = k else {
            throw ScriptFailure(.runtime, "a list index must be a Number, not \(RuntimeError.describeBriefly(k))", at: span)
        }
        // No call of libm's `round` (as `x == x.rounded()` did); NaN is no index.
        guard let i = wholeIndex(x, count: count) else {
            if let (message, notes) = fractionalIndex(x) { throw ScriptFailure(.runtime, message, at: span, notes: notes) }
            throw ScriptFailure(.runtime, "index \(NumberFormat.exact.string(x)) is out of range: the list has \(count) element\(count == 1 ? "" : "s") (valid indices 0..<\(count))", at: span)
        }
        return i
    }

    /// The error of an index with a fraction (`a[(lo + hi) / 2]`, written as Swift's Int
    /// division): geo's numbers are Doubles, so it says how to write Swift's; nil for a whole
    /// number (or NaN, an infinity), whose error is the range's.
    static func fractionalIndex(_ x: Double) -> (String, [String])? {
        guard x.isFinite, x != x.rounded(.towardZero) else { return nil }
        return ("index \(NumberFormat.exact.string(x)) is not a whole number",
                ["geo's numbers are Doubles, so '/' keeps the fraction (7 / 2 is 3.5): for Swift's Int division write Int(a / b)"])
    }

    /// A name as an operand.
    func lowerName(_ ref: NameRef) -> Lowered {
        let engine = self.engineRef
        switch ref.target {
        case .local(let v):
            if v.isCaptured {
                let index = v.cellIndex
                return Lowered(operand: .cell(index), eval: { f in f.cells[index].value }, number: NumberCode { f in
                    if case .number(let x) = f.cells[index].value { return x }
                    return nil
                })
            }
            let slot = v.slot
            return Lowered(operand: .local(slot), eval: { f in f.slots[slot] }, number: NumberCode { f in
                if case .number(let x) = f.slots[slot] { return x }
                return nil
            }, point: PointCode { f in
                if case .point(let p) = f.slots[slot] { return p }
                return nil
            })
        case .capture(let i, _):
            return Lowered(operand: .capture(i), eval: { f in f.captures[i].value }, number: NumberCode { f in
                if case .number(let x) = f.captures[i].value { return x }
                return nil
            })
        case .selfFunction:
            return Lowered(operand: .this, eval: { f in .function(f.function.takeUnretainedValue()) })
        case .global(let slot):
            // A nil global may be undeclared: declared by this program (or a module) but not
            // run yet — a function body may be called after the declaration failed to run — or
            // undeclared again by a session snapshot's restore (`:undo`). Only nil is checked.
            // The fast paths that read the slot in place take this code for anything but their
            // own case.
            let name = ref.name, span = ref.span
            return Lowered(operand: .global(slot), eval: { _ in
                let v = engine.globals[slot]
                if case .nil = v { return try engine.checkedGlobal(slot, name, span) }
                return v
            }, number: NumberCode { _ in
                if case .number(let x) = engine.globals[slot] { return x }
                return nil
            }, point: PointCode { _ in
                if case .point(let p) = engine.globals[slot] { return p }
                return nil
            })
        case .builtin(let name):
            switch registry.globals[name] {
            case .constant(let v)?:
                if case .number(let x) = v { return Lowered(operand: .number(x), eval: { _ in v }, number: NumberCode { _ in x }) }
                return Lowered(operand: .constant(v), eval: { _ in v })
            case .dynamic(let get)?:
                let span = ref.span
                let context = engine.context
                return computed { _ in
                    do { return try get(context) } catch { throw engine.locate(error, span) }
                }
            case .functions(let overloads)?:
                let fn = Value.function(Function(native: name, overloads: overloads))
                return Lowered(operand: .constant(fn), eval: { _ in fn })
            case nil:
                return Lowered(operand: .constant(.nil), eval: { _ in .nil })
            }
        case .unresolved:
            let span = ref.span, name = ref.name
            return computed { _ in throw ScriptFailure(.runtime, "cannot find '\(name)' in scope", at: span) }
        }
    }

    /// `(x, y)`, a Point, and `(x, y, width, height)`, a Rect, of Numbers. Made of constant
    /// Numbers it is a constant (made once, while compiling); a Rect is also typed
    /// (`Lowered.typed`: a rect method called on it, or a store of it, takes it unboxed).
    /// Any other tuple — of two or four values not all Numbers, of three, of five or more —
    /// is Swift's tuple as geo's list of its values (a pair as `zip` makes them): `.0`, `.1` …
    /// and `let (a, b, c) = …` read it; where a Point or a Rect is expected, its error says
    /// which part is no Number (`RuntimeError.pairNotes`). A nil part among Numbers is refused
    /// where the tuple is made — most often a geometry read that found nothing — unless the
    /// part is one Swift types as an Optional, or a nil written out (`Parser.optionalParts`).
    func lowerTuple(_ items: [Expr], span: Span) -> Lowered {
        let spans = items.map(\.span)
        let lowered = items.map { lower($0) }
        let constants = lowered.compactMap { l -> Double? in if case .number(let x) = l.operand { return x }; return nil }
        @inline(__always) func number(_ v: Value, _ i: Int) throws -> Double {
            try Compiler.tuplePart(v, i, spans: spans)
        }
        // A part Swift types as an Optional (`Parser.optionalParts`) or a nil written out: the
        // tuple may hold a nil (Swift's `(Int?, Int?)`).
        let holdsNil = items.contains { if case .nil = $0.kind { true } else { Parser.optionalPart($0) != nil } }
        /// The tuple of `values` as a list (`refuseNilPart`).
        @inline(never) func list(_ values: [Value]) throws -> Value {
            if !holdsNil { try Compiler.refuseNilPart(values, spans: spans) }
            return .list(values)
        }
        switch items.count {
        case 2:
            if constants.count == 2 {
                let v = Value.point(Point(x: constants[0], y: constants[1]))
                return Lowered(operand: .constant(v), eval: { _ in v })
            }
            let a = lowered[0].eval, b = lowered[1].eval
            let point: Eval = { f in
                let va = try a(f), vb = try b(f)
                if case .number(let x) = va, case .number(let y) = vb { return .point(Point(x: x, y: y)) }
                // Of other values (`("a", 1)`, `d.map { ($0.value, $0.key) }`, `-> (String,
                // Int)`): Swift's tuple as geo's pair, a two-element list (as zip and
                // enumerated() make them); where a Point is expected, its error says which part
                // is no Number (`RuntimeError.pairNotes`). A nil part is refused here: most often
                // a geometry read that found nothing.
                return try list([va, vb])
            }
            guard let path = FastPath.tuple(lowered) else { return computed(point) }
            // (x, y) of Numbers (path `tupleNumbers`): read with no Value made for them.
            note(span, "tuple", path, lowered.map(\.operand))
            if path == .tupleLocals, let ex = TupleElement(lowered[0]), let ey = TupleElement(lowered[1]) {
                // (x, y) of locals and constants: read where they lie.
                var tuple = computed { f in
                    if let x = ex.number(f), let y = ey.number(f) { return .point(Point(x: x, y: y)) }
                    return try point(f)
                }
                let made = PointCode { f in
                    if let x = ex.number(f), let y = ey.number(f) { return Point(x: x, y: y) }
                    return nil
                }
                tuple.typedIfKind = .point(made.run)
                tuple.point = made
                return tuple
            }
            let nx = NumberCode.run(lowered[0].number), ny = NumberCode.run(lowered[1].number)
            var tuple = computed { f in
                if let x = nx(f), let y = ny(f) { return .point(Point(x: x, y: y)) }
                return try point(f)
            }
            // (For a view's Point or Size part set to it, path `storeIfTyped`.)
            let made = PointCode { f in
                if let x = nx(f), let y = ny(f) { return Point(x: x, y: y) }
                return nil
            }
            tuple.typedIfKind = .point(made.run)
            tuple.point = made
            tuple.tupleParts = (NumberCode(run: nx), NumberCode(run: ny))
            return tuple
        case 4:
            if constants.count == 4 {
                let r = Rect(x: constants[0], y: constants[1], width: constants[2], height: constants[3])
                let v = Value.rect(r)
                return Lowered(operand: .constant(v), eval: { _ in v }, typed: .rect { _ in r })
            }
            let evals = lowered.map(\.eval)
            // A Rect of four Numbers, else the list of the four values.
            let rect: Eval = { f in
                let va = try evals[0](f), vb = try evals[1](f), vc = try evals[2](f), vd = try evals[3](f)
                if case .number(let x) = va, case .number(let y) = vb, case .number(let w) = vc, case .number(let h) = vd {
                    return .rect(Rect(x: x, y: y, width: w, height: h))
                }
                return try list([va, vb, vc, vd])
            }
            guard let path = FastPath.tuple(lowered) else { return computed(rect) }
            // (x, y, width, height) of Numbers (path `tupleNumbers`), as (x, y): computed
            // unboxed, when the four are Numbers.
            note(span, "tuple", path, lowered.map(\.operand))
            let made: (CallFrame) -> Rect?
            if path == .tupleLocals {
                // Of locals and constants (path `tupleLocals`, so each is a TupleElement):
                // read where they lie.
                let es = lowered.compactMap(TupleElement.init), ex = es[0], ey = es[1], ew = es[2], eh = es[3]
                made = { f in
                    guard let x = ex.number(f), let y = ey.number(f), let w = ew.number(f), let h = eh.number(f) else { return nil }
                    return Rect(x: x, y: y, width: w, height: h)
                }
            } else {
                let nx = NumberCode.run(lowered[0].number), ny = NumberCode.run(lowered[1].number)
                let nw = NumberCode.run(lowered[2].number), nh = NumberCode.run(lowered[3].number)
                made = { f in
                    guard let x = nx(f), let y = ny(f), let w = nw(f), let h = nh(f) else { return nil }
                    return Rect(x: x, y: y, width: w, height: h)
                }
            }
            // Where a Rect is taken (a view's frame set, a rect method on it), a part that is no
            // Number is the error at that part.
            let parts: (CallFrame) throws -> Rect = { f in
                if let r = made(f) { return r }
                let x = try number(try evals[0](f), 0), y = try number(try evals[1](f), 1)
                let w = try number(try evals[2](f), 2), h = try number(try evals[3](f), 3)
                return Rect(x: x, y: y, width: w, height: h)
            }
            var tuple = computed { f in
                if let r = made(f) { return .rect(r) }
                return try rect(f)
            }
            tuple.typed = .rect(parts)
            // Stored in a variable, the Rect unboxed when the four are Numbers, else the list
            // (`FastPath.store`: path `storeIfTyped`).
            tuple.typedIfKind = .rect(made)
            return tuple
        default:
            // Three values, five or more: a list.
            let evals = lowered.map(\.eval)
            return computed { f in
                var values: [Value] = []
                values.reserveCapacity(evals.count)
                for e in evals { values.append(try e(f)) }
                return try list(values)
            }
        }
    }

    /// Part `i` of a tuple written out as a Number, or the error at its place that says why
    /// it must be one (a Point's or a Rect's part).
    static func tuplePart(_ v: Value, _ i: Int, spans: [Span]) throws -> Double {
        if case .number(let x) = v { return x }
        throw ScriptFailure(.runtime, "element \(i + 1) of a tuple must be a Number, not \(RuntimeError.describeBriefly(v))", at: spans[i],
                            notes: ["(x, y) is a Point and (x, y, width, height) a Rect; a tuple of other values is a list [a, b, …]; a tuple of Numbers and nil is neither (test for nil first)"])
    }

    /// A tuple written out refuses a nil part when every other part is a Number (its error):
    /// a Point or a Rect with a read that found nothing, most often. (`("zz", Int("zz"))` is
    /// Swift's `(String, Int?)`: a list.)
    static func refuseNilPart(_ values: [Value], spans: [Span]) throws {
        if let i = values.firstIndex(where: \.isNil), values.allSatisfy({ $0.asNumber != nil || $0.isNil }) {
            _ = try tuplePart(values[i], i, spans: spans)
        }
    }

    /// The value a tuple written out makes of its parts (none refused: `refuseNilPart`): two
    /// Numbers a Point, four a Rect, anything else the list of them.
    static func tupleValue(_ parts: [Value]) -> Value {
        let numbers = parts.compactMap { v -> Double? in if case .number(let x) = v { return x }; return nil }
        if numbers.count == parts.count {
            if numbers.count == 2 { return .point(Point(x: numbers[0], y: numbers[1])) }
            if numbers.count == 4 { return .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])) }
        }
        return .list(parts)
    }

    /// `(a.name, a.age) < (b.name, b.age)`, `(s1, x1) >= (s2, x2)` (path `tupleOrder`): two
    /// tuples written out, of as many parts (2 to `Parser.tupleParts`), ordered, with no tuple
    /// made (`TupleOrder`); nil for any other comparison. (A sort's `{ ($0.name, $0.age) <
    /// ($1.name, $1.age) }` made two lists for each comparison: three parts were 2,809
    /// instructions, Lua's 271.)
    func tupleComparison(_ op: BinaryOp, _ lExpr: Expr, _ rExpr: Expr, span: Span) -> Test? {
        guard op == .less || op == .lessEqual || op == .greater || op == .greaterEqual,
              case .tuple(let ls) = lExpr.kind, case .tuple(let rs) = rExpr.kind, ls.count == rs.count,
              (2...Parser.tupleParts).contains(ls.count) else { return nil }
        note(span, "'\(op.rawValue)'", .tupleOrder, [])
        let left = ls.map { lower($0) }, right = rs.map { lower($0) }
        let node = TupleOrder(op, left: left, right: right, leftSpans: ls.map(\.span), rightSpans: rs.map(\.span),
                              engine: engineRef, span: span)
        if left.count == 2, let numbers = node.numbers {
            // (x1, y1) < (x2, y2) of Numbers (Points): ordered by their number code (it runs no
            // script); anything else by the values, from the start.
            note(span, "'\(op.rawValue)'", .numberCode, [])
            return { f in
                if let x0 = numbers.l0(f), let x1 = numbers.l1(f), let y0 = numbers.r0(f), let y1 = numbers.r1(f) {
                    return x0 != y0 ? Operators.compare(op, x0, y0) : Operators.compare(op, x1, y1)
                }
                return try node.ordered(f)
            }
        }
        return { f in try node.ordered(f) }
    }

    // MARK: Arithmetic and comparisons

    /// `l op r` for an arithmetic operator, on the path its operands choose.
    func compileArithmetic(_ op: BinaryOp, _ lExpr: Expr, _ rExpr: Expr, span: Span) -> Lowered {
        let l = lower(lExpr), r = lower(rExpr)
        let path = FastPath.binary(l, r)
        note(span, "'\(op.rawValue)'", path, [l.operand, r.operand])
        if path == .folded, case .number(let x) = l.operand, case .number(let y) = r.operand {
            let z = Operators.arithmetic(op, x, y)
            return Lowered(operand: .number(z), eval: { _ in .number(z) }, number: NumberCode { _ in z })
        }
        let point = PointNode.code(op, l, r, engine: engineRef)
        if point != nil {
            note(span, "point '\(op.rawValue)'", .pointCode, [l.operand, r.operand])
            if PointNode.maps(op, l, r) { note(span, "point '\(op.rawValue)'", .pointMapped, [l.operand, r.operand]) }
        }
        let product = GeometryProduct.code(op, l, r, engine: engineRef)
        if product != nil { note(span, "product '\(op.rawValue)'", .productUnboxed, [l.operand, r.operand]) }
        let node = BinaryNode(op, path, l, r, point: point, product: product, engine: engineRef, span: span)
        // (`ArithmeticValue` always builds an Eval; the general operator is the same value.)
        var code: Eval = { f in try node.arithmetic(try node.left(f), try node.right(f)) }
        if case .eval(let specialized) = ArithmeticCode(node: node, sink: ArithmeticValue()).code { code = specialized }
        var number: NumberCode? = nil
        if path.computesNumber, case .number(let numberCode) = ArithmeticCode(node: node, sink: ArithmeticNumber()).code {
            number = numberCode
        }
        var lowered = Lowered(operand: .computed, eval: code, arithmetic: node,
                              isPlainComputation: l.runsNoScript && r.runsNoScript, number: number, point: node.pointCode)
        // A Point's code also sets a view's Point property with no Value made (`storeIfTyped`).
        if let point = node.pointCode { lowered.typedIfKind = .point(point.run) }
        return lowered
    }

    /// `l op r` for a comparison, as a Bool, on the path its operands choose.
    func compileComparison(_ op: BinaryOp, _ lExpr: Expr, _ rExpr: Expr, span: Span) -> Test {
        compileComparisonCondition(op, lExpr, rExpr, span: span).test
    }

    /// A comparison as a condition: its test, and for a local compared with a Number, what an
    /// `if` or `while` needs to test it in place (the test stays the fallback for other kinds).
    func compileComparisonCondition(_ op: BinaryOp, _ lExpr: Expr, _ rExpr: Expr, span: Span) -> Condition {
        if let path = FastPath.testsCompared(op, left: Compiler.isTest(lExpr), right: Compiler.isTest(rExpr)) {
            // Two Bools compared (`(a.y > p.y) != (b.y > p.y)`): each operand compiled as its
            // test (no Bool Value made), left first, as the values would be.
            note(span, "'\(op.rawValue)'", path, [])
            let a = compileTest(lExpr), b = compileTest(rExpr)
            if op == .equal { return Condition(test: { f in try a(f) == (try b(f)) }, inline: nil) }
            return Condition(test: { f in try a(f) != (try b(f)) }, inline: nil)
        }
        if let ordered = tupleComparison(op, lExpr, rExpr, span: span) { return Condition(test: ordered, inline: nil) }
        let l = lower(lExpr), r = lower(rExpr)
        if let other = FastPath.nilComparison(op, l, r) {
            note(span, "'\(op.rawValue)'", FastPath.nilTest(other), [l.operand, r.operand])
            return Condition(test: nilTest(other, equal: op == .equal), inline: nil)
        }
        let captured = FastPath.comparesCapturedInPlace(l, r)
        let left = comparedOperand(lExpr, l, captured: captured), right = comparedOperand(rExpr, r, captured: captured)
        let nestedLeft = left == nil ? nestedOperand(lExpr, captured: captured) : nil
        let nestedRight = right == nil ? nestedOperand(rExpr, captured: captured) : nil
        var path = FastPath.comparison(l, r, inPlace: (left != nil || nestedLeft != nil) && (right != nil || nestedRight != nil),
                                       nested: nestedLeft != nil || nestedRight != nil)
        if path == .folded { path = .values }  // `1 < 2` is rare enough to compute
        note(span, "'\(op.rawValue)'", path, [l.operand, r.operand])
        let node = BinaryNode(op, path, l, r, engine: engineRef, span: span)
        if path == .compareString, case .test(let test)? = StringComparison(node, l.operand, r.operand).specialized(op) {
            return Condition(test: test, inline: nil)
        }
        if path == .compareInPlace || path.comparesNumbersFirst,
           case .test(let test)? = Compiler.inPlaceComparison(node, left, nestedLeft, right, nestedRight, op) {
            // After the Numbers, the in-place comparison (Strings) is this site's path too.
            if path != .compareInPlace { note(span, "'\(op.rawValue)' then", .compareInPlace, []) }
            return Condition(test: test, inline: nil)
        }
        if path == .compareViewName, case .test(let test)? = ViewNameComparison(node: node, left: l, right: r).specialized(op) {
            return Condition(test: test, inline: nil)
        }
        if path == .compareComputedString,
           case .test(let test)? = StringComparisonCode(node: node, left: l, right: r).specialized(op) {
            return Condition(test: test, inline: nil)
        }
        let inline = FastPath.inlineComparison(op, l.operand, r.operand)
        if case .test(let test)? = ComparisonCode(node: node).specialized(op) { return Condition(test: test, inline: inline) }
        return Condition(test: node.comparisonCode(NumberOps.NotComparison.self), inline: inline)
    }

    /// `x == nil` (`equal`) or `x != nil` of the operand `x` (path `compareNil`): its tag
    /// tested where a variable holds it, or its value's.
    func nilTest(_ x: Lowered, equal: Bool) -> Test {
        let engine = engineRef
        switch x.operand {
        case .local(let s):
            return { f in f.slots[s].isNil == equal }
        case .cell(let c):
            return { f in f.cells[c].value.isNil == equal }
        case .capture(let c):
            return { f in f.captures[c].value.isNil == equal }
        case .global(let g):
            let eval = x.eval
            return { f in
                if engine.globals[g].isNil { return try eval(f).isNil == equal }
                return !equal
            }
        default:
            let eval = x.eval
            if FastPath.nilTest(x) == .compareNilView, let site = x.memberSite, let read = x.viewRead {
                // The view asked where it lies; any other receiver by the site.
                return { f in try site.viewIsNil(f, read) == equal }
            }
            if FastPath.nilTest(x) == .compareNilElement, let element = x.element {
                // The element's tag tested in the list (no copy out); anything else — not a
                // list, an index out of range — by the value's code, from the start.
                let place = ElementPlace(element)
                func test<B: SlotBase>(_: B.Type) -> Test { { f in
                    if let k = place.indexNumber(f), let isNil = ElementPlace.isNil(UnsafePointer(B.slots(f, engine) + place.list), k) {
                        return isNil == equal
                    }
                    return try eval(f).isNil == equal
                } }
                if case .global = element.list { return test(GlobalSlots.self) }
                return test(FrameSlots.self)
            }
            return { f in try eval(f).isNil == equal }
        }
    }

    /// How a comparison's operand `e` (lowered as `x`) is read where it lies
    /// (`FastPath.comparison`): a constant, or a local or global variable or an element of a
    /// list in one (`valueRead`); a captured one too when `captured`
    /// (`FastPath.comparesCapturedInPlace`); nil for any other expression. (A captured
    /// variable is read out of line, which costs a Number comparison more than its read does.)
    func comparedOperand(_ e: Expr, _ x: Lowered, captured: Bool) -> ComparedOperand? {
        switch x.operand {
        case .number(let k): return .constant(.number(k))
        case .constant(let v):
            // Only a String can be compared in place; `t[0] == nil` would fail there every
            // time and compute both operands again.
            if case .string = v { return .constant(v) }
            return nil
        default:
            if let read = valueRead(e) {
                return read.storage == .local || read.storage == .global || captured ? .read(read) : nil
            }
            // An element at `local ± number` (`a[i - 1] == b[j - 1]`), the offset added in place.
            guard let element = x.element, let (s, by) = element.indexOffset else { return nil }
            switch element.list {
            case .local(let list): return .read(ValueRead(storage: .local, slot: list, indexSlot: s, index: by))
            case .global(let list): return .read(ValueRead(storage: .global, slot: list, indexSlot: s, index: by))
            default: return nil
            }
        }
    }

    /// An element of an element at a constant or local index (`groups[g][0]`, `board[r][c]`)
    /// read where it lies: the row as `valueRead` reads an element (of a local's or a global's
    /// list; a captured one too when `captured`), then its element; nil for any other
    /// expression.
    func nestedOperand(_ e: Expr, captured: Bool) -> NestedOperand? {
        guard case .index(let rowExpr, let last) = e.kind, let row = valueRead(rowExpr), row.indexSlot != ValueRead.whole,
              row.storage == .local || row.storage == .global || captured else { return nil }
        switch last.kind {
        case .number(let k): return NestedOperand(row: row, indexSlot: -1, index: k)
        case .name(let ref):
            if case .local(let v) = ref.target, !v.isCaptured { return NestedOperand(row: row, indexSlot: v.slot, index: 0) }
            return nil
        default: return nil
        }
    }

    /// The in-place comparison's code for the operands read where they lie, each a
    /// `ComparedOperand` or a `NestedOperand` (`InPlaceComparison` for two of the first, the
    /// code it ran before nested operands existed; `NestedComparison` for the others); nil
    /// when an operand is neither.
    static func inPlaceComparison(_ node: BinaryNode, _ l: ComparedOperand?, _ nl: NestedOperand?, _ r: ComparedOperand?,
                                  _ nr: NestedOperand?, _ op: BinaryOp) -> SpecializedCode? {
        if let l {
            if let r { return InPlaceComparison(node, l, r).specialized(op) }
            if let nr { return NestedComparison(node, l, nr).specialized(op) }
        } else if let nl {
            if let r { return NestedComparison(node, nl, r).specialized(op) }
            if let nr { return NestedComparison(node, nl, nr).specialized(op) }
        }
        return nil
    }

    /// A condition as a Bool.
    func compileTest(_ e: Expr) -> Test { compileCondition(e).test }

    /// Whether `e`'s value is a Bool whenever it has one (a comparison, `&&`, `||`, `!`, a Bool
    /// literal): its test gives that Bool.
    static func isTest(_ e: Expr) -> Bool {
        switch e.kind {
        case .binary(let op, _, _): return Operators.isComparison(op)
        case .and, .or, .unary(.not, _), .bool: return true
        default: return false
        }
    }

    /// A condition: its test, and what `if`/`while` need to test a local against a Number in
    /// place.
    func compileCondition(_ e: Expr) -> Condition {
        switch e.kind {
        case .binary(let op, let l, let r) where Operators.isComparison(op):
            return compileComparisonCondition(op, l, r, span: e.span)
        case .and(let l, let r):
            return compileLogicCondition(l, r, isAnd: true, span: e.span)
        case .or(let l, let r):
            return compileLogicCondition(l, r, isAnd: false, span: e.span)
        default:
            return Condition(test: compileGeneralTest(e), inline: nil)
        }
    }

    /// `l && r` (`isAnd`) or `l || r`: an operand that is a comparison tested in place
    /// (`Condition.inline`: a local or global against a Number, two locals) is tested in the
    /// node's own code (path `inlineCondition`), the other by its test; `r` runs only when `l`
    /// does not decide.
    func compileLogic(_ l: Expr, _ r: Expr, isAnd: Bool, span: Span) -> Test {
        compileLogicCondition(l, r, isAnd: isAnd, span: span).test
    }

    /// `compileLogic`'s test, and, when neither operand is tested in place, the operands'
    /// tests (`Condition.logic`) for an `if` to run itself.
    func compileLogicCondition(_ l: Expr, _ r: Expr, isAnd: Bool, span: Span) -> Condition {
        compileLogicCondition(compileCondition(l), l.span, r, isAnd: isAnd, span: span)
    }

    /// `compileLogicCondition` with the left operand's condition `a` compiled (at `lSpan`).
    func compileLogicCondition(_ a: Condition, _ lSpan: Span, _ r: Expr, isAnd: Bool, span: Span) -> Condition {
        let b = compileCondition(r)
        let what = isAnd ? "'&&'" : "'||'"
        if let inline = a.inline, !inline.pairsAGlobal {
            note(lSpan, what, .inlineCondition)
            let node = InlineLogicNode(inline, a.test, b.test, isAnd: isAnd, engine: engineRef)
            if case .test(let test)? = InlineLogic(node: node, inlineFirst: true).specialized(inline.op) {
                return Condition(test: test, inline: nil)
            }
        } else if let inline = b.inline, !inline.pairsAGlobal {
            note(r.span, what, .inlineCondition)
            let node = InlineLogicNode(inline, b.test, a.test, isAnd: isAnd, engine: engineRef)
            if case .test(let test)? = InlineLogic(node: node, inlineFirst: false).specialized(inline.op) {
                return Condition(test: test, inline: nil)
            }
        }
        let x = a.test, y = b.test
        let parts = LogicParts(first: x, second: y, isAnd: isAnd)
        if isAnd { return Condition(test: { f in try x(f) && y(f) }, inline: nil, logic: parts) }
        return Condition(test: { f in try x(f) || y(f) }, inline: nil, logic: parts)
    }

    /// A Bool-valued expression from its test (`Lowered.test`): `eval` boxes the Bool.
    func tested(_ t: @escaping Test) -> Lowered {
        var lowered = computed { f in .bool(try t(f)) }
        lowered.test = t
        return lowered
    }

    func compileGeneralTest(_ e: Expr) -> Test {
        switch e.kind {
        case .bool(let b):
            return { _ in b }
        case .and(let l, let r):
            return compileLogic(l, r, isAnd: true, span: e.span)
        case .or(let l, let r):
            return compileLogic(l, r, isAnd: false, span: e.span)
        case .unary(.not, let x):
            let t = compileTest(x)
            return { f in !(try t(f)) }
        case .binary(let op, let l, let r) where Operators.isComparison(op):
            return compileComparison(op, l, r, span: e.span)
        default:
            let x = lower(e)
            if let truth = x.truth {
                note(e.span, "test", .memberIsEmpty, [])
                return truth
            }
            // A value that is a Bool whenever it has one, with its test (`methodTest`).
            if let test = x.test { return test }
            if let site = x.methodSite {
                if let test = x.kernelTest, test.direct {
                    note(e.span, "test", .kernelDirect, [])
                    return test.code
                }
                note(e.span, "test", .kernelSite, [])
                if let test = x.kernelTest { return test.code }
                return { f in try site.testByKernel(f) }
            }
            let v = x.eval
            // A variable holding a Bool read where it lies (`if !found`, `c = !c`); anything
            // else (a nil global too: "cannot find") by its code.
            switch x.operand {
            case .local(let slot):
                return { f in
                    if case .bool(let b) = f.slots[slot] { return b }
                    return try v(f).isTruthy
                }
            case .global(let slot):
                let engine = engineRef
                return { f in
                    if case .bool(let b) = engine.globals[slot] { return b }
                    return try v(f).isTruthy
                }
            default:
                return { f in try v(f).isTruthy }
            }
        }
    }
}

// MARK: Operator nodes

/// A `plain…` comparison's node and the code of the path its operands take as values
/// (`BinaryNode.plainComparison`), in one object for its closure to capture.
final class PlainComparisonSite {
    let node: BinaryNode
    let values: Test

    init(node: BinaryNode, values: @escaping Test) {
        self.node = node
        self.values = values
    }

    /// The values' comparison, out of line: the Numbers' path stays small. A member read in
    /// place that is a labelled tuple's part first (`BinaryNode.recordMemberNumbers`).
    @inline(never) func compareValues<O: ComparisonOperator>(_: O.Type, _ f: CallFrame) throws -> Bool {
        if node.triesRecords, case let (x, y)? = node.recordMemberNumbers(f) { return O.apply(x, y) }
        return try values(f)
    }
}

/// A binary operator's operands, its path and what its code reads (one object: a closure
/// capturing a single reference is called without unpacking a context).
final class BinaryNode {
    let op: BinaryOp
    let path: FastPath
    let left: Eval
    let right: Eval
    /// The slots (frame or global) the path reads in place, and its constant.
    let leftSlot: Int
    let rightSlot: Int
    let number: Double
    let engine: EngineRef
    let span: Span
    /// The slot (frame or global) the result is stored into (`ArithmeticStore`), or -1.
    let resultSlot: Int
    /// The operands' Numbers computed without Values (`Lowered.number`; the `plain…` paths).
    let leftNumber: (CallFrame) -> Double?
    let rightNumber: (CallFrame) -> Double?
    /// The global stored into, when it is one.
    let global: GlobalStore?
    /// On a path reading a local's member in place (`readsMembers`): each member as a labelled
    /// tuple's part, nil for none (`recordMemberNumbers`).
    let leftLabel: Records.Label?
    let rightLabel: Records.Label?
    /// Whether `recordMemberNumbers` is worth a try: a member may be a tuple's part (a label),
    /// and it has not yet found none (then false for good). A stored flag: the general code
    /// of a Point's operator (`valueOther`) tests it at each evaluation.
    var triesRecords: Bool
    /// Whether the slots read in place are globals' (path `globalPair`).
    let leftIsGlobal: Bool
    let rightIsGlobal: Bool
    /// How the members of the locals at `leftSlot`, `rightSlot` are read in place (paths
    /// `membersInPlace`, `member…`; else `x`): the tag bytes of the kinds that have them and
    /// where (`PointAxis.read`).
    let leftAxis: MemberRead
    let rightAxis: MemberRead
    /// On a `plain…` arithmetic path: whether the last result computed was not a Number
    /// (`ArithmeticPaths.Plain`). On a `plain…` comparison: whether its operands were once not
    /// both Numbers (`plainComparison`, `InPlaceComparison.numbersFirst`): from then on it
    /// compares them as values or in place, no Numbers tried in vain.
    var metOtherKinds = false
    /// The result as a Point with no Value made at an inner node (path `pointCode`), tried
    /// where the Numbers' code gave none; `hasPoint` whether there is one (`point` then gives
    /// nil).
    let pointCode: PointCode?
    let hasPoint: Bool
    let point: (CallFrame) -> Point?
    /// Whether the point code last gave none: not tried again until the path's result is a
    /// Point (`pointResult`, `notePoint`).
    var missedPoint = false
    /// For `*`: the product of two Transforms, or of a Rect and a Transform, computed unboxed
    /// (path `productUnboxed`, `GeometryProduct`), tried where the Numbers' and Points' code gave
    /// none; `hasProduct` whether there is one (`product` then gives nil).
    let product: (CallFrame) -> GeometryProduct?
    let hasProduct: Bool

    init(_ op: BinaryOp, _ path: FastPath, _ l: Lowered, _ r: Lowered, point: PointCode? = nil,
         product: ((CallFrame) -> GeometryProduct?)? = nil, engine: EngineRef, span: Span) {
        self.op = op
        self.path = path
        pointCode = point
        hasPoint = point != nil
        self.point = PointCode.run(point)
        hasProduct = product != nil
        self.product = product ?? { _ in nil }
        resultSlot = -1
        global = nil
        if case .global = l.operand { leftIsGlobal = true } else { leftIsGlobal = false }
        if case .global = r.operand { rightIsGlobal = true } else { rightIsGlobal = false }
        left = l.eval
        right = r.eval
        // (Not `l.number?.run ?? …`: a closure in an Optional is reabstracted, and called
        // through thunks.)
        leftNumber = NumberCode.run(l.number)
        rightNumber = NumberCode.run(r.number)
        func slot(_ o: Operand) -> Int {
            switch o {
            case .local(let s), .global(let s): s
            default: 0
            }
        }
        // A member's local (paths `membersInPlace`, `member…`), else a variable read in place.
        let members = path.readsMembers
        leftSlot = members.left ? l.memberOfLocal?.slot ?? 0 : slot(l.operand)
        rightSlot = members.right ? r.memberOfLocal?.slot ?? 0 : slot(r.operand)
        leftAxis = PointAxis.read(l.memberOfLocal?.member ?? .x)
        rightAxis = PointAxis.read(r.memberOfLocal?.member ?? .x)
        leftLabel = members.left ? l.memberOfLocal?.label : nil
        rightLabel = members.right ? r.memberOfLocal?.label : nil
        triesRecords = leftLabel != nil || rightLabel != nil
        if case .number(let k) = r.operand { number = k } else if case .number(let k) = l.operand { number = k } else { number = 0 }
        self.engine = engine
        self.span = span
    }

    /// The same operator and operands, its result stored into the local `slot`, or into the
    /// global `global` stores.
    init(_ n: BinaryNode, storingInto slot: Int, global: GlobalStore? = nil) {
        self.global = global
        pointCode = n.pointCode
        hasPoint = n.hasPoint
        point = n.point
        product = n.product
        hasProduct = n.hasProduct
        leftIsGlobal = n.leftIsGlobal
        rightIsGlobal = n.rightIsGlobal
        leftAxis = n.leftAxis
        rightAxis = n.rightAxis
        leftLabel = n.leftLabel
        rightLabel = n.rightLabel
        triesRecords = n.triesRecords
        op = n.op
        path = n.path
        left = n.left
        right = n.right
        leftNumber = n.leftNumber
        rightNumber = n.rightNumber
        leftSlot = n.leftSlot
        rightSlot = n.rightSlot
        number = n.number
        engine = n.engine
        span = n.span
        resultSlot = slot
    }

    /// The operands' Numbers when a member the path reads in place (`readsMembers`) is a
    /// labelled tuple's Number part — `p.x * p.vx` of `let p = ps[i]` where `ps` holds `(x:,
    /// y:, vx:, vy:)`, whose tag is no geometry's —: read by label where the record lies
    /// (`Compiler.recordNumber`). From the general code, out of line (`valueOther`,
    /// `storeOther`, a comparison's values): geometry's path is as it was. Nil for anything
    /// else, which the general code computes (its errors).
    /// Once it found none, it is not tried again (`triesRecords`): a site reading a tuple's
    /// String part (`a.0 < b.0`) goes to the general code at once.
    @inline(never) func recordMemberNumbers(_ f: CallFrame) -> (Double, Double)? {
        if let numbers = readRecordMembers(f) { return numbers }
        triesRecords = false
        return nil
    }

    @inline(__always) func readRecordMembers(_ f: CallFrame) -> (Double, Double)? {
        func local(_ slot: Int) -> Double? {
            if case .number(let x) = f.slots[slot] { return x }
            return nil
        }
        let x: Double?, y: Double?
        switch path {
        case .membersInPlace: (x, y) = (leftMember(f), rightMember(f))
        case .memberAndNumber: (x, y) = (leftMember(f), number)
        case .numberAndMember: (x, y) = (number, rightMember(f))
        case .memberAndLocal: (x, y) = (leftMember(f), local(rightSlot))
        case .localAndMember: (x, y) = (local(leftSlot), rightMember(f))
        case .memberAndPlain:
            guard let a = leftMember(f) else { return nil }
            (x, y) = (a, rightNumber(f))
        case .plainAndMember:
            guard let a = leftNumber(f) else { return nil }
            (x, y) = (a, rightMember(f))
        default: return nil
        }
        guard let x, let y else { return nil }
        return (x, y)
    }

    /// A member operand's Number for `recordMemberNumbers`: the tuple's part first (this runs
    /// when the in-place read found no geometry), then the geometry's.
    @inline(__always) func leftMember(_ f: CallFrame) -> Double? {
        Compiler.recordNumber(f.slots + leftSlot, leftLabel) ?? leftAxis.of(f.slots + leftSlot)
    }
    @inline(__always) func rightMember(_ f: CallFrame) -> Double? {
        Compiler.recordNumber(f.slots + rightSlot, rightLabel) ?? rightAxis.of(f.slots + rightSlot)
    }

    /// `recordMemberNumbers` under the operator: the number code's second try (`ArithmeticNumber`),
    /// and the general code's first (`valueOther`, `storeOther`, `returnOther`).
    @inline(never) func recordNumber<O: ArithmeticOperator>(_: O.Type, _ f: CallFrame) -> Double? {
        guard triesRecords, let (x, y) = recordMemberNumbers(f) else { return nil }
        return O.apply(x, y)
    }

    /// The path's result computed in general, out of line (see `ArithmeticValue`).
    /// A Point first when the node has point code (path `pointCode`), else the path's result.
    @inline(never) func valueOther<O: ArithmeticOperator, P: ArithmeticPath>(_: O.Type, _: P.Type, _ f: CallFrame) throws -> Value {
        if triesRecords, let z = recordNumber(O.self, f) { return .number(z) }
        if let p = pointResult(f) { return .point(p) }
        if hasProduct, let g = product(f) { return g.value }
        let v = try P.value(O.self, self, f)
        notePoint(v)
        return v
    }

    /// Likewise, stored into `resultSlot` (see `ArithmeticStore`): a Point over a Point written
    /// in place.
    @inline(never) func storeOther<O: ArithmeticOperator, P: ArithmeticPath, B: SlotBase>(_: O.Type, _: P.Type, _: B.Type,
                                                                                     _ f: CallFrame) throws -> Flow {
        if triesRecords, let z = recordNumber(O.self, f) {
            if B.isGlobal, let global { try global.store(.number(z)) } else { Disposal.replace(f.slots + resultSlot, with: .number(z)) }
            return .normal
        }
        if let p = pointResult(f) {
            let slots = B.slots(f, engine)
            if case .point = slots[resultSlot] {
                (slots + resultSlot).initialize(to: .point(p))
            } else if !B.isGlobal {
                Disposal.replace(slots + resultSlot, with: .point(p))
            } else if let global {
                try global.store(.point(p))
            }
            return .normal
        }
        if hasProduct, let g = product(f) {
            switch g {
            case .transform(let t): try storeProduct(t, TransformBox.self, B.self, f)
            case .rect(let r): try storeProduct(r, RectBox.self, B.self, f)
            }
            return .normal
        }
        let v = try P.value(O.self, self, f)
        notePoint(v)
        if B.isGlobal, let global { try global.store(v) } else { Disposal.replace(f.slots + resultSlot, with: v) }
        return .normal
    }

    /// A product (path `productUnboxed`) stored into `resultSlot`: into the box the variable
    /// holds when no one else holds it (as `Compiler.storeInPlace`), else as a new value.
    @inline(__always) func storeProduct<X: ReplaceableBox, B: SlotBase>(_ new: X.Payload, _: X.Type, _: B.Type, _ f: CallFrame) throws {
        let slots = B.slots(f, engine)
        // (A global not declared yet holds nil: stored as any other store.)
        if Value.store(new, at: slots + resultSlot, X.self) { return }
        if B.isGlobal, let global { try global.store(X.value(X(new))) } else { Disposal.replace(slots + resultSlot, with: X.value(X(new))) }
    }

    /// Likewise, returned (see `ArithmeticReturn`).
    @inline(never) func returnOther<O: ArithmeticOperator, P: ArithmeticPath>(_: O.Type, _: P.Type, _ f: CallFrame) throws -> Flow {
        if triesRecords, let z = recordNumber(O.self, f) { return .returned(.number(z)) }
        if let p = pointResult(f) { return .returned(.point(p)) }
        if hasProduct, let g = product(f) { return .returned(g.value) }
        let v = try P.value(O.self, self, f)
        notePoint(v)
        return .returned(v)
    }

    /// The node's Point (path `pointCode`) when it has point code and its operands make one; a
    /// `plain…` path then tries no Numbers next time (`metOtherKinds`). Nil otherwise: the
    /// path's code, from the start.
    @inline(__always) func pointResult(_ f: CallFrame) -> Point? {
        guard hasPoint, !missedPoint else { return nil }
        if let p = point(f) {
            metOtherKinds = true
            return p
        }
        missedPoint = true
        return nil
    }

    /// The path's result when the point code gave none (`missedPoint`, Strings joined: `d + s`):
    /// its point code tried again once it is a Point again.
    @inline(__always) func notePoint(_ v: Value) {
        if missedPoint, case .point = v { missedPoint = false }
    }

    /// Any other operands: a Point or a Size (`p + q`, `p * k`, `p * t`, …) by
    /// `Operators.pointOrSize` inline, the operands read where they lie — a slot's Value is
    /// not copied, nor the result's kind tested again; anything else by `Operators`, out of
    /// line (`general`).
    @inline(__always) func arithmetic(_ a: Value, _ b: Value) throws -> Value {
        if let v = Operators.pointOrSize(op, a, b) { return v }
        return try general(a, b)
    }

    /// Any other operands, by `Operators`; a string or list result within the limits. Two
    /// Strings added are joined here, their length checked before the text is made (the
    /// message and location `operate` gives), without the general switch of `Operators`.
    @inline(never) func general(_ a: Value, _ b: Value) throws -> Value {
        if op == .add, case .string(let x) = a, case .string(let y) = b {
            let (count, overflow) = x.utf8.count.addingReportingOverflow(y.utf8.count)
            do { try engine.context.checkStringLength(overflow ? .max : count) } catch { throw engine.locate(error, span) }
            return .string(String.joining(x, y))
        }
        return try BinaryNode.operate(op, a, b, engine, span)
    }

    /// `a op b` for any values, by `Operators`; a string or list result within the limits;
    /// errors located at `span`.
    static func operate(_ op: BinaryOp, _ a: Value, _ b: Value, _ engine: EngineRef, _ span: Span) throws -> Value {
        do {
            let result = try Operators.binary(op, a, b)
            switch result {
            case .string(let s): try engine.context.checkStringLength(s.utf8.count)
            case .list(let xs): try engine.context.checkListLength(xs.count)
            default: break
            }
            return result
        } catch { throw engine.locate(error, span) }
    }

    /// `place op= new` for any values: a String or List appended to in place
    /// (`Operators.appendInPlace`: amortized constant time per element, as Swift's `+=`), a
    /// Point or a Size by `Operators.pointOrSize`, anything else by `operate`, the old value
    /// disposed of; errors located at `span`. On an
    /// error `place` keeps its value. The one update of a place every `op=` shares.
    static func update(_ op: BinaryOp, _ place: inout Value, _ new: Value, _ engine: EngineRef, _ span: Span) throws {
        if op == .add {
            do {
                if try Operators.appendInPlace(&place, new, engine.context) { return }
            } catch { throw engine.locate(error, span) }
        }
        if let v = Operators.pointOrSize(op, place, new) {
            place = v
            return
        }
        var old = try operate(op, place, new, engine, span)
        swap(&old, &place)
        Disposal.dispose(consume old)
    }

    @inline(never) func comparison(_ a: Value, _ b: Value) throws -> Bool {
        do { return try Operators.test(op, a, b) } catch { throw engine.locate(error, span) }
    }

    /// A `plain…` path's comparison: the operands as Numbers; anything else by the code of
    /// the path they take as values (`FastPath.valuesPath`), which runs them again, from the
    /// start (they run no script code) — and, once the site met other kinds
    /// (`metOtherKinds`: `chars[l] == chars[r]` on characters), from then on, no Numbers
    /// tried in vain (each operand's code ran twice per comparison), as
    /// `InPlaceComparison.numbersFirst` does; the values' path compares two Numbers too.
    func plainComparison<O: ComparisonOperator, P: OperandNumbers>(_: O.Type, _: P.Type) -> Test {
        // One object captured (a closure capturing two — the node and the values' code — was
        // given a context box, and its Numbers' path 5 instructions more per comparison).
        let site = PlainComparisonSite(node: self, values: comparisonCode(O.self, path.valuesPath))
        return { f in
            let n = site.node
            if !n.metOtherKinds {
                if case let (x, y)? = P.numbers(n, f) { return O.apply(x, y) }
                n.metOtherKinds = true
            }
            return try site.compareValues(O.self, f)
        }
    }

    /// The code of the node's path for the operator `O`, its result used as `sink` says (an
    /// expression's value, a store into a local slot, a `return`): the Number case inline
    /// (operands read in place where the path says so), any other values through
    /// `arithmetic`. The one switch over the arithmetic paths.
    func arithmeticCode<O: ArithmeticOperator, S: ArithmeticSink>(_: O.Type, _ sink: S) -> SpecializedCode {
        switch path {
        case .localNumber: sink.code(O.self, ArithmeticPaths.LocalNumber.self, self)
        case .numberLocal: sink.code(O.self, ArithmeticPaths.NumberLocal.self, self)
        case .localLocal: sink.code(O.self, ArithmeticPaths.LocalLocal.self, self)
        case .globalNumber: sink.code(O.self, ArithmeticPaths.GlobalNumber.self, self)
        case .numberGlobal: sink.code(O.self, ArithmeticPaths.NumberGlobal.self, self)
        case .globalPair:
            switch (leftIsGlobal, rightIsGlobal) {
            case (true, true): sink.code(O.self, ArithmeticPaths.SlotPair<GlobalSlots, GlobalSlots>.self, self)
            case (true, false): sink.code(O.self, ArithmeticPaths.SlotPair<GlobalSlots, FrameSlots>.self, self)
            default: sink.code(O.self, ArithmeticPaths.SlotPair<FrameSlots, GlobalSlots>.self, self)
            }
        case .valueNumber: sink.code(O.self, ArithmeticPaths.ValueNumber.self, self)
        case .numberValue: sink.code(O.self, ArithmeticPaths.NumberValue.self, self)
        case .localValue: sink.code(O.self, ArithmeticPaths.LocalValue.self, self)
        case .valueLocal: sink.code(O.self, ArithmeticPaths.ValueLocal.self, self)
        case .plainNumber: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.PlainNumber>.self, self)
        case .numberPlain: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.NumberPlain>.self, self)
        case .localPlain: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.LocalPlain>.self, self)
        case .plainLocal: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.PlainLocal>.self, self)
        case .plainPlain: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.PlainPlain>.self, self)
        case .globalPlain: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.GlobalPlain>.self, self)
        case .plainGlobal: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.PlainGlobal>.self, self)
        case .membersInPlace: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.MembersInPlace>.self, self)
        case .memberAndNumber: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.MemberAndNumber>.self, self)
        case .numberAndMember: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.NumberAndMember>.self, self)
        case .memberAndLocal: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.MemberAndLocal>.self, self)
        case .localAndMember: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.LocalAndMember>.self, self)
        case .memberAndPlain: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.MemberAndPlain>.self, self)
        case .plainAndMember: sink.code(O.self, ArithmeticPaths.Plain<OperandNumberReads.PlainAndMember>.self, self)
        default: sink.code(O.self, ArithmeticPaths.Values.self, self)
        }
    }

    /// Likewise for a comparison. (Not one generic function for both: a closure whose result
    /// type is generic is called through reabstraction thunks.)
    func comparisonCode<O: ComparisonOperator>(_: O.Type, _ path: FastPath? = nil) -> Test {
        let n = self
        switch path ?? self.path {
        case .plainNumber: return plainComparison(O.self, OperandNumberReads.PlainNumber.self)
        case .numberPlain: return plainComparison(O.self, OperandNumberReads.NumberPlain.self)
        case .localPlain: return plainComparison(O.self, OperandNumberReads.LocalPlain.self)
        case .plainLocal: return plainComparison(O.self, OperandNumberReads.PlainLocal.self)
        case .plainPlain: return plainComparison(O.self, OperandNumberReads.PlainPlain.self)
        case .globalPlain: return plainComparison(O.self, OperandNumberReads.GlobalPlain.self)
        case .plainGlobal: return plainComparison(O.self, OperandNumberReads.PlainGlobal.self)
        case .membersInPlace: return plainComparison(O.self, OperandNumberReads.MembersInPlace.self)
        case .memberAndNumber: return plainComparison(O.self, OperandNumberReads.MemberAndNumber.self)
        case .numberAndMember: return plainComparison(O.self, OperandNumberReads.NumberAndMember.self)
        case .memberAndLocal: return plainComparison(O.self, OperandNumberReads.MemberAndLocal.self)
        case .localAndMember: return plainComparison(O.self, OperandNumberReads.LocalAndMember.self)
        case .memberAndPlain: return plainComparison(O.self, OperandNumberReads.MemberAndPlain.self)
        case .plainAndMember: return plainComparison(O.self, OperandNumberReads.PlainAndMember.self)
        case .localNumber:
            return { f in
                if case .number(let x) = f.slots[n.leftSlot] { return (O.apply(x, n.number)) }
                return try n.comparison(f.slots[n.leftSlot], .number(n.number))
            }
        case .numberLocal:
            return { f in
                if case .number(let y) = f.slots[n.rightSlot] { return (O.apply(n.number, y)) }
                return try n.comparison(.number(n.number), f.slots[n.rightSlot])
            }
        case .localLocal:
            return { f in
                if case .number(let x) = f.slots[n.leftSlot], case .number(let y) = f.slots[n.rightSlot] { return (O.apply(x, y)) }
                return try n.comparison(f.slots[n.leftSlot], f.slots[n.rightSlot])
            }
        case .globalPair:
            switch (leftIsGlobal, rightIsGlobal) {
            case (true, true): return pairTest(O.self, GlobalSlots.self, GlobalSlots.self)
            case (true, false): return pairTest(O.self, GlobalSlots.self, FrameSlots.self)
            default: return pairTest(O.self, FrameSlots.self, GlobalSlots.self)
            }
        case .globalNumber:
            return { f in
                if case .number(let x) = n.engine.globals[n.leftSlot] { return (O.apply(x, n.number)) }
                // The operand's code: "cannot find" for a global whose declaration never ran.
                return try n.comparison(try n.left(f), .number(n.number))
            }
        case .numberGlobal:
            return { f in
                if case .number(let y) = n.engine.globals[n.rightSlot] { return (O.apply(n.number, y)) }
                return try n.comparison(.number(n.number), try n.right(f))
            }
        case .valueNumber:
            return { f in
                let a = try n.left(f)
                if case .number(let x) = a { return (O.apply(x, n.number)) }
                return try n.comparison(a, .number(n.number))
            }
        case .numberValue:
            return { f in
                let b = try n.right(f)
                if case .number(let y) = b { return (O.apply(n.number, y)) }
                return try n.comparison(.number(n.number), b)
            }
        case .localValue:
            return { f in
                let b = try n.right(f)
                if case .number(let x) = f.slots[n.leftSlot], case .number(let y) = b { return (O.apply(x, y)) }
                return try n.comparison(f.slots[n.leftSlot], b)
            }
        case .valueLocal:
            return { f in
                let a = try n.left(f)
                if case .number(let x) = a, case .number(let y) = f.slots[n.rightSlot] { return (O.apply(x, y)) }
                return try n.comparison(a, f.slots[n.rightSlot])
            }
        default:
            return { f in
                let a = try n.left(f)
                let b = try n.right(f)
                if case .number(let x) = a, case .number(let y) = b { return (O.apply(x, y)) }
                return try n.comparison(a, b)
            }
        }
    }
}

/// A comparison of two operands read where they lie (path `compareInPlace`): two Numbers or
/// two Strings compared borrowed, no value copied; anything else — other kinds, an element
/// not there, a global not declared yet — by the node's general code, both operands computed
/// in order (their reads run no script code and change nothing, so reading them again is
/// safe), with its errors.
final class InPlaceComparison: InPlaceComparing {
    let node: BinaryNode
    let left: ComparedOperand
    let right: ComparedOperand
    let engine: EngineRef

    init(_ node: BinaryNode, _ left: ComparedOperand, _ right: ComparedOperand) {
        self.node = node
        self.left = left
        self.right = right
        engine = node.engine
    }
}

/// The same with an element of an element on one side or both (`groups[g][0] == key`,
/// `NestedOperand`): compared in place from the start, Numbers too (no Numbers tried first).
/// A class and code of its own: when its code was `InPlaceComparison`'s made generic, the
/// optimiser merged the two classes' identical `numbersFirst` closures into one that calls
/// the in-place comparison through a parameter, and every comparison of variables and
/// constants ran slower (bubble +2.4 M, bst +1.4 M instructions).
final class NestedComparison<L: InPlaceOperand, R: InPlaceOperand>: InPlaceComparing {
    let node: BinaryNode
    let left: L
    let right: R
    let engine: EngineRef

    init(_ node: BinaryNode, _ left: L, _ right: R) {
        self.node = node
        self.left = left
        self.right = right
        engine = node.engine
    }

    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode? {
        let c = self
        return .test { f in
            if let result = c.inPlace(O.self, f) { return result }
            return try c.general(f)
        }
    }
}

/// A local compared with a String constant (path `compareString`, either side): the local's
/// String compared with the constant where it lies; any other value (a Number, nil: equality
/// false, an order an error) by the node's general code, both operands computed in order.
final class StringComparison: ComparisonSpecializer {
    let node: BinaryNode
    let slot: Int
    let text: String
    /// Whether the constant is the left operand.
    let textFirst: Bool

    init(_ node: BinaryNode, _ left: Operand, _ right: Operand) {
        self.node = node
        switch (left, right) {
        case (.local(let s), .constant(.string(let t))): (slot, text, textFirst) = (s, t, false)
        case (.constant(.string(let t)), .local(let s)): (slot, text, textFirst) = (s, t, true)
        default: (slot, text, textFirst) = (0, "", false)
        }
    }

    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode? {
        let c = self
        if textFirst {
            return .test { f in
                if case .string(let s) = f.slots[c.slot] { return O.apply(c.text, s) }
                return try c.general(f)
            }
        }
        return .test { f in
            if case .string(let s) = f.slots[c.slot] { return O.apply(s, c.text) }
            return try c.general(f)
        }
    }

    @inline(never) func general(_ f: CallFrame) throws -> Bool { try node.generalComparison(f) }
}

/// What `InPlaceComparison` and `NestedComparison` read and how they compare it.
protocol InPlaceComparing: AnyObject, ComparisonSpecializer {
    associatedtype Left: InPlaceOperand
    associatedtype Right: InPlaceOperand
    var node: BinaryNode { get }
    var left: Left { get }
    var right: Right { get }
    var engine: EngineRef { get }
}

extension InPlaceComparing {
    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode? {
        let c = self
        switch node.path {
        case .localPlain: return .test(numbersFirst(O.self, OperandNumberReads.LocalPlain.self))
        case .plainLocal: return .test(numbersFirst(O.self, OperandNumberReads.PlainLocal.self))
        case .plainPlain: return .test(numbersFirst(O.self, OperandNumberReads.PlainPlain.self))
        case .globalPlain: return .test(numbersFirst(O.self, OperandNumberReads.GlobalPlain.self))
        case .plainGlobal: return .test(numbersFirst(O.self, OperandNumberReads.PlainGlobal.self))
        default:
            return .test { f in
                if let result = c.inPlace(O.self, f) { return result }
                return try c.general(f)
            }
        }
    }

    /// Two operands with number code (`Lowered.number`): their Numbers first, computed with no
    /// Value (`a[j] > key`), until the site meets other kinds (`BinaryNode.metOtherKinds`:
    /// `seen[k] == w` on Strings); then in place, which compares two Numbers too (no Number
    /// tried in vain, nothing written per comparison), else in general.
    func numbersFirst<O: ComparisonOperator, P: OperandNumbers>(_: O.Type, _: P.Type) -> Test {
        let c = self, n = node
        return { f in
            if !n.metOtherKinds {
                if case let (x, y)? = P.numbers(n, f) { return O.apply(x, y) }
                n.metOtherKinds = true
            }
            return try c.inPlaceOrGeneral(O.self, f)
        }
    }

    @inline(never) func inPlaceOrGeneral<O: ComparisonOperator>(_: O.Type, _ f: CallFrame) throws -> Bool {
        if let result = inPlace(O.self, f) { return result }
        return try general(f)
    }

    /// The comparison of the two operands where they lie; nil unless both are Numbers or both
    /// Strings.
    @inline(__always) func inPlace<O: ComparisonOperator>(_: O.Type, _ f: CallFrame) -> Bool? {
        left.read(f, engine) { a in right.read(f, engine) { b in a.compared(O.self, with: b) } }
    }

    /// Both operands computed, then compared by `Operators` (out of line).
    @inline(never) func general(_ f: CallFrame) throws -> Bool { try node.generalComparison(f) }
}

extension Value {
    /// This value compared with `other` by `O` when both are Numbers or both Strings, else nil.
    @inline(__always) func compared<O: ComparisonOperator>(_: O.Type, with other: Value) -> Bool? {
        switch self {
        case .number(let x):
            if case .number(let y) = other { return O.apply(x, y) }
        case .string(let s):
            if case .string(let t) = other { return O.apply(s, t) }
        default:
            break
        }
        return nil
    }
}

extension BinaryNode {
    /// Both operands computed in order, then compared by `Operators` (a comparison's code for
    /// values it does not compare in place).
    @inline(__always) func generalComparison(_ f: CallFrame) throws -> Bool {
        let a = try left(f)
        let b = try right(f)
        return try comparison(a, b)
    }

    /// Path `globalPair`'s comparison: both slots read in place (`L`, `R`: a local's or a
    /// global's); two Numbers inline, any other values compared where they lie
    /// (`pairComparison`: no copy of either); a nil global by the operands' code ("cannot
    /// find" for one whose declaration never ran).
    func pairTest<O: ComparisonOperator, L: SlotBase, R: SlotBase>(_: O.Type, _: L.Type, _: R.Type) -> Test {
        let n = self
        return { f in
            if case .number(let x) = L.slots(f, n.engine)[n.leftSlot], case .number(let y) = R.slots(f, n.engine)[n.rightSlot] {
                return O.apply(x, y)
            }
            return try n.pairComparison(L.self, R.self, f)
        }
    }

    /// `pairTest`'s values that are not two Numbers, out of line.
    @inline(never) func pairComparison<L: SlotBase, R: SlotBase>(_: L.Type, _: R.Type, _ f: CallFrame) throws -> Bool {
        let a = L.slots(f, engine) + leftSlot, b = R.slots(f, engine) + rightSlot
        if L.isGlobal, case .nil = a.pointee { return try comparison(try left(f), try right(f)) }
        if R.isGlobal, case .nil = b.pointee { return try comparison(try left(f), try right(f)) }
        if op == .equal || op == .notEqual, let same = Value.identicalInPlace(a, b) { return same == (op == .equal) }
        return try comparison(a.pointee, b.pointee)
    }
}

struct ComparisonCode: ComparisonSpecializer {
    let node: BinaryNode
    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode? { .test(node.comparisonCode(O.self)) }
}

/// Path `compareComputedString`: one operand a constant String, the other computed. The computed
/// operand's value is compared with the constant as two Strings when it is one; any other
/// value by the general comparison (`BinaryNode.comparison`: `==` false, `<` an error).
struct StringComparisonCode: ComparisonSpecializer {
    let node: BinaryNode
    let left: Lowered
    let right: Lowered

    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode? {
        let n = node
        if case .constant(.string(let k)) = right.operand {
            let other = left.eval
            return .test { f in
                let a = try other(f)
                if case .string(let s) = a { return O.apply(s, k) }
                return try n.comparison(a, .string(k))
            }
        }
        guard case .constant(.string(let k)) = left.operand else { return nil }
        let other = right.eval
        return .test { f in
            let b = try other(f)
            if case .string(let s) = b { return O.apply(k, s) }
            return try n.comparison(.string(k), b)
        }
    }
}

/// Path `compareViewName`: a view's `name` (`Lowered.readsViewName`) compared with a constant
/// String, either side. On a view in the variable that has a name, the name compared with the
/// constant as `Operators.test` compares two Strings; anything else — a view without a name,
/// another receiver — by the member's value and the general comparison, as
/// `compareComputedString` (its result or error).
struct ViewNameComparison: ComparisonSpecializer {
    let node: BinaryNode
    let left: Lowered
    let right: Lowered

    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode? {
        let n = node
        let k: String, site: MemberGetSite, general: Test, nameFirst: Bool
        if case .constant(.string(let s)) = right.operand, let m = left.memberSite {
            let other = left.eval
            (k, site, nameFirst) = (s, m, true)
            general = { f in try n.comparison(try other(f), .string(s)) }
        } else if case .constant(.string(let s)) = left.operand, let m = right.memberSite {
            let other = right.eval
            (k, site, nameFirst) = (s, m, false)
            general = { f in try n.comparison(.string(s), try other(f)) }
        } else {
            return nil
        }
        if let equal = O.equality {
            // `==`, `!=`: the name compared where it lies (`View.nameIs`), no copy of it taken.
            return .test { f in
                if let v = site.viewInPlace(f), let same = v._withUnsafeGuaranteedRef({ $0.nameIs(k) }) { return same == equal }
                return try general(f)
            }
        }
        if nameFirst {
            return .test { f in
                if let v = site.viewInPlace(f), let s = v._withUnsafeGuaranteedRef({ $0.name }) { return O.apply(s, k) }
                return try general(f)
            }
        }
        return .test { f in
            if let v = site.viewInPlace(f), let s = v._withUnsafeGuaranteedRef({ $0.name }) { return O.apply(k, s) }
            return try general(f)
        }
    }
}

/// An arithmetic node's code for its operator, its result used as `sink` says.
struct ArithmeticCode<S: ArithmeticSink>: ArithmeticSpecializer {
    let node: BinaryNode
    let sink: S
    func make<O: ArithmeticOperator>(_: O.Type) -> SpecializedCode? { node.arithmeticCode(O.self, sink) }

    /// The code: specialised for the operator, or the general switch for any other.
    var code: SpecializedCode { specialized(node.op) ?? node.arithmeticCode(NumberOps.NotArithmetic.self, sink) }
}

/// How an arithmetic path computes its result: the Number case inline, the operands read in
/// place where the path says so, any other values through `BinaryNode.arithmetic`.
protocol ArithmeticPath {
    static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value
    /// Whether both operands are read in place (no code of theirs runs), so the Number case
    /// can be tried first (`number`) and anything else done out of line, from the start.
    static var readsInPlace: Bool { get }
    /// The result when the operands read in place are Numbers, else nil.
    static func number<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) -> Double?
}

extension ArithmeticPath {
    static var readsInPlace: Bool { false }
    static func number<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) -> Double? { nil }
}

/// The arithmetic paths (`FastPath.binary`).
enum ArithmeticPaths {
    enum LocalNumber: ArithmeticPath {
        static var readsInPlace: Bool { true }
        @inline(__always) static func number<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) -> Double? {
            if case .number(let x) = f.slots[n.leftSlot] { return O.apply(x, n.number) }
            return nil
        }
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            if case .number(let x) = f.slots[n.leftSlot] { return Value.number(O.apply(x, n.number)) }
            return try n.arithmetic(f.slots[n.leftSlot], .number(n.number))
        }
    }
    enum NumberLocal: ArithmeticPath {
        static var readsInPlace: Bool { true }
        @inline(__always) static func number<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) -> Double? {
            if case .number(let y) = f.slots[n.rightSlot] { return O.apply(n.number, y) }
            return nil
        }
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            if case .number(let y) = f.slots[n.rightSlot] { return Value.number(O.apply(n.number, y)) }
            return try n.arithmetic(.number(n.number), f.slots[n.rightSlot])
        }
    }
    enum LocalLocal: ArithmeticPath {
        static var readsInPlace: Bool { true }
        @inline(__always) static func number<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) -> Double? {
            if case .number(let x) = f.slots[n.leftSlot], case .number(let y) = f.slots[n.rightSlot] { return O.apply(x, y) }
            return nil
        }
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            if case .number(let x) = f.slots[n.leftSlot], case .number(let y) = f.slots[n.rightSlot] { return Value.number(O.apply(x, y)) }
            return try n.arithmetic(f.slots[n.leftSlot], f.slots[n.rightSlot])
        }
    }
    /// Two variables read in place, at least one a global (`L`, `R`: a local's or a global's
    /// slot); anything but two Numbers — a nil global too — by the operands' code.
    enum SlotPair<L: SlotBase, R: SlotBase>: ArithmeticPath {
        static var readsInPlace: Bool { true }
        @inline(__always) static func number<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) -> Double? {
            if case .number(let x) = L.slots(f, n.engine)[n.leftSlot], case .number(let y) = R.slots(f, n.engine)[n.rightSlot] {
                return O.apply(x, y)
            }
            return nil
        }
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            if let z = number(O.self, n, f) { return .number(z) }
            return try n.arithmetic(try n.left(f), try n.right(f))
        }
    }
    enum GlobalNumber: ArithmeticPath {
        static var readsInPlace: Bool { true }
        @inline(__always) static func number<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) -> Double? {
            if case .number(let x) = n.engine.globals[n.leftSlot] { return O.apply(x, n.number) }
            return nil
        }
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            if case .number(let x) = n.engine.globals[n.leftSlot] { return Value.number(O.apply(x, n.number)) }
            // The operand's code: "cannot find" for a global whose declaration never ran.
            return try n.arithmetic(try n.left(f), .number(n.number))
        }
    }
    enum NumberGlobal: ArithmeticPath {
        static var readsInPlace: Bool { true }
        @inline(__always) static func number<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) -> Double? {
            if case .number(let y) = n.engine.globals[n.rightSlot] { return O.apply(n.number, y) }
            return nil
        }
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            if case .number(let y) = n.engine.globals[n.rightSlot] { return Value.number(O.apply(n.number, y)) }
            return try n.arithmetic(.number(n.number), try n.right(f))
        }
    }
    enum ValueNumber: ArithmeticPath {
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            let a = try n.left(f)
            if case .number(let x) = a { return Value.number(O.apply(x, n.number)) }
            return try n.arithmetic(a, .number(n.number))
        }
    }
    enum NumberValue: ArithmeticPath {
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            let b = try n.right(f)
            if case .number(let y) = b { return Value.number(O.apply(n.number, y)) }
            return try n.arithmetic(.number(n.number), b)
        }
    }
    /// The slot read after the right operand: no expression changes a local that no closure
    /// captures.
    enum LocalValue: ArithmeticPath {
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            let b = try n.right(f)
            if case .number(let x) = f.slots[n.leftSlot], case .number(let y) = b { return Value.number(O.apply(x, y)) }
            return try n.arithmetic(f.slots[n.leftSlot], b)
        }
    }
    enum ValueLocal: ArithmeticPath {
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            let a = try n.left(f)
            if case .number(let x) = a, case .number(let y) = f.slots[n.rightSlot] { return Value.number(O.apply(x, y)) }
            return try n.arithmetic(a, f.slots[n.rightSlot])
        }
    }
    /// Operands computed as Numbers (`P`), no Value built; anything else by the operands' code
    /// (`P.Values`, the path they take as values), run again from the start (they run no
    /// script code).
    /// A site whose last result was not a Number (`BinaryNode.metOtherKinds`: points added,
    /// `vs[i] + g * dt`) goes to the operands' code first, no Numbers tried in vain, until it
    /// computes a Number again.
    enum Plain<P: OperandNumbers>: ArithmeticPath {
        static var readsInPlace: Bool { true }
        @inline(__always) static func number<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) -> Double? {
            if !n.metOtherKinds, case let (x, y)? = P.numbers(n, f) { return O.apply(x, y) }
            return nil
        }
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            let v = try P.Values.value(O.self, n, f)
            if case .number = v { n.metOtherKinds = false } else { n.metOtherKinds = true }
            return v
        }
    }
    enum Values: ArithmeticPath {
        @inline(__always) static func value<O: ArithmeticOperator>(_: O.Type, _ n: BinaryNode, _ f: CallFrame) throws -> Value {
            let a = try n.left(f)
            let b = try n.right(f)
            if case .number(let x) = a, case .number(let y) = b { return Value.number(O.apply(x, y)) }
            return try n.arithmetic(a, b)
        }
    }
}

/// How a `plain…` path reads its two operands as Numbers (nil when either is not one): a
/// constant inline, a local's slot in place, a plain computation by its number code.
protocol OperandNumbers {
    static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)?
    /// The path the operands take as values (`FastPath.valuesPath`): a constant or local
    /// read in place, the other operand's Value computed.
    associatedtype Values: ArithmeticPath
}

enum OperandNumberReads {
    enum PlainNumber: OperandNumbers {
        typealias Values = ArithmeticPaths.ValueNumber
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let x = n.leftNumber(f) { return (x, n.number) }
            return nil
        }
    }
    enum NumberPlain: OperandNumbers {
        typealias Values = ArithmeticPaths.NumberValue
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let y = n.rightNumber(f) { return (n.number, y) }
            return nil
        }
    }
    enum LocalPlain: OperandNumbers {
        typealias Values = ArithmeticPaths.LocalValue
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if case .number(let x) = f.slots[n.leftSlot], let y = n.rightNumber(f) { return (x, y) }
            return nil
        }
    }
    enum PlainLocal: OperandNumbers {
        typealias Values = ArithmeticPaths.ValueLocal
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let x = n.leftNumber(f), case .number(let y) = f.slots[n.rightSlot] { return (x, y) }
            return nil
        }
    }
    /// A global's slot read in place (a nil global is no Number: its code then reports).
    enum GlobalPlain: OperandNumbers {
        typealias Values = ArithmeticPaths.Values
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if case .number(let x) = n.engine.globals[n.leftSlot], let y = n.rightNumber(f) { return (x, y) }
            return nil
        }
    }
    enum PlainGlobal: OperandNumbers {
        typealias Values = ArithmeticPaths.Values
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let x = n.leftNumber(f), case .number(let y) = n.engine.globals[n.rightSlot] { return (x, y) }
            return nil
        }
    }
    enum PlainPlain: OperandNumbers {
        typealias Values = ArithmeticPaths.Values
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let x = n.leftNumber(f), let y = n.rightNumber(f) { return (x, y) }
            return nil
        }
    }
    /// A local's geometry member (paths `membersInPlace`, `member…`: the local's slot and how
    /// the member is read, `PointAxis.read`) read where the value lies — a Point's, a Size's
    /// or a Rect's Number by its tag byte, with no switch on the Value's case —; nil for a
    /// receiver without it (its code then gives the error).
    @inline(__always) static func member(_ f: CallFrame, _ slot: Int, _ read: MemberRead) -> Double? {
        read.of(f.slots + slot)
    }
    enum MembersInPlace: OperandNumbers {
        typealias Values = ArithmeticPaths.Values
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let x = member(f, n.leftSlot, n.leftAxis), let y = member(f, n.rightSlot, n.rightAxis) {
                return (x, y)
            }
            return nil
        }
    }
    enum MemberAndNumber: OperandNumbers {
        typealias Values = ArithmeticPaths.ValueNumber
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let x = member(f, n.leftSlot, n.leftAxis) { return (x, n.number) }
            return nil
        }
    }
    enum NumberAndMember: OperandNumbers {
        typealias Values = ArithmeticPaths.NumberValue
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let y = member(f, n.rightSlot, n.rightAxis) { return (n.number, y) }
            return nil
        }
    }
    enum MemberAndLocal: OperandNumbers {
        typealias Values = ArithmeticPaths.ValueLocal
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let x = member(f, n.leftSlot, n.leftAxis), case .number(let y) = f.slots[n.rightSlot] { return (x, y) }
            return nil
        }
    }
    enum LocalAndMember: OperandNumbers {
        typealias Values = ArithmeticPaths.LocalValue
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if case .number(let x) = f.slots[n.leftSlot], let y = member(f, n.rightSlot, n.rightAxis) { return (x, y) }
            return nil
        }
    }
    enum MemberAndPlain: OperandNumbers {
        typealias Values = ArithmeticPaths.Values
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let x = member(f, n.leftSlot, n.leftAxis), let y = n.rightNumber(f) { return (x, y) }
            return nil
        }
    }
    enum PlainAndMember: OperandNumbers {
        typealias Values = ArithmeticPaths.Values
        @inline(__always) static func numbers(_ n: BinaryNode, _ f: CallFrame) -> (Double, Double)? {
            if let x = n.leftNumber(f), let y = member(f, n.rightSlot, n.rightAxis) { return (x, y) }
            return nil
        }
    }
}

/// What an arithmetic node's code does with its result. (Each builds a concrete closure type:
/// a closure returned as a generic type is called through reabstraction thunks.)
protocol ArithmeticSink {
    func code<O: ArithmeticOperator, P: ArithmeticPath>(_: O.Type, _: P.Type, _ n: BinaryNode) -> SpecializedCode
}

/// The result is the expression's value. (With operands read in place, anything but Numbers
/// is computed out of line: the Numbers' case needs no saved registers or stack frame.)
struct ArithmeticValue: ArithmeticSink {
    func code<O: ArithmeticOperator, P: ArithmeticPath>(_: O.Type, _: P.Type, _ n: BinaryNode) -> SpecializedCode {
        if P.readsInPlace {
            return .eval { f in
                if let z = P.number(O.self, n, f) { return .number(z) }
                return try n.valueOther(O.self, P.self, f)
            }
        }
        if n.hasPoint { return .eval { f in try n.valueOther(O.self, P.self, f) } }
        return .eval { f in try P.value(O.self, n, f) }
    }
}

/// The result is stored into the slot `n.resultSlot` of `B` (`let t = a + b`, `x = y * 2`,
/// a local's or a global's: path `storeArithmetic`, one node where the store and the operator
/// were two). A Number over a Number is written in place; a global's any other old value (nil:
/// its declaration may not have run) goes through its store (`GlobalStore`).
struct ArithmeticStore<B: SlotBase>: ArithmeticSink {
    func code<O: ArithmeticOperator, P: ArithmeticPath>(_: O.Type, _: P.Type, _ n: BinaryNode) -> SpecializedCode {
        if P.readsInPlace {
            return .exec { f in
                if let z = P.number(O.self, n, f), case .number = B.slots(f, n.engine)[n.resultSlot] {
                    (B.slots(f, n.engine) + n.resultSlot).storeNumber(z)
                    return .normal
                }
                return try n.storeOther(O.self, P.self, B.self, f)
            }
        }
        if n.hasPoint { return .exec { f in try n.storeOther(O.self, P.self, B.self, f) } }
        return .exec { f in
            // A Number: no outlined copy or destroy. The slot is found after the value's code ran.
            let v = try P.value(O.self, n, f)
            if !B.isGlobal {
                // Moved into a local's slot whatever it is (`Disposal.replace`: over a Number in
                // place). Taken apart by the switch below, a Number was destroyed after its
                // store, by a call of the outlined destroy of a Value.
                Disposal.replace(f.slots + n.resultSlot, with: consume v)
                return .normal
            }
            switch consume v {
            case .number(let x):
                if case .number = B.slots(f, n.engine)[n.resultSlot] {
                    (B.slots(f, n.engine) + n.resultSlot).storeNumber(x)
                } else if let global = n.global {
                    try global.store(.number(x))
                }
            case let other:
                if let global = n.global { try global.store(other) }
            }
            return .normal
        }
    }
}

/// The result as a Number, no Value built (`Lowered.number`), for a path that computes one
/// (`FastPath.computesNumber`); nil when an operand is not a Number.
struct ArithmeticNumber: ArithmeticSink {
    func code<O: ArithmeticOperator, P: ArithmeticPath>(_: O.Type, _: P.Type, _ n: BinaryNode) -> SpecializedCode {
        // A member that may be a labelled tuple's part is read by label when the in-place read
        // finds no geometry (after the Numbers' case: a test and a tail call; only such nodes,
        // whose closure this is, pay for it — 0.4–0.8 % on geometry workloads reading members).
        if n.triesRecords {
            return .number(NumberCode { f in
                if let z = P.number(O.self, n, f) { return z }
                return n.recordNumber(O.self, f)
            })
        }
        return .number(NumberCode { f in P.number(O.self, n, f) })
    }
}

/// The result is returned (`return a + b`: path `returnArithmetic`).
struct ArithmeticReturn: ArithmeticSink {
    func code<O: ArithmeticOperator, P: ArithmeticPath>(_: O.Type, _: P.Type, _ n: BinaryNode) -> SpecializedCode {
        if P.readsInPlace {
            return .exec { f in
                if let z = P.number(O.self, n, f) { return .returned(.number(z)) }
                return try n.returnOther(O.self, P.self, f)
            }
        }
        if n.hasPoint { return .exec { f in try n.returnOther(O.self, P.self, f) } }
        return .exec { f in .returned(try P.value(O.self, n, f)) }
    }
}

/// A constant that can be a dictionary's key (a String or a Bool; a Number index is the
/// list's `indexConstant`) with its hash, found once when the site is compiled.
struct ConstantKey {
    let value: Value
    let hash: Int

    init?(_ operand: Operand) {
        guard case .constant(let k) = operand, let h = ValueDictionary.hash(k) else { return nil }
        value = k
        hash = h
    }
}

/// Two tuples written out and ordered (path `tupleOrder`, `Compiler.tupleComparison`):
/// each side's parts computed in order, the left side's first, each side checked as its
/// literal checks its parts (`Compiler.refuseNilPart`), then ordered part by part as Swift's
/// tuples are (`Operators.inOrder`: a Point and a Rect are ordered as their parts are). Sides
/// that would be of different kinds (a Point and a pair: the general comparison's error) are
/// made as their literals make them and compared as values. Two and three parts are held in
/// locals (no buffer, no array walked); more in a buffer on the stack.
final class TupleOrder {
    let op: BinaryOp
    let count: Int
    let left: [Eval], right: [Eval]
    let l0: Eval, l1: Eval, l2: Eval, r0: Eval, r1: Eval, r2: Eval
    let leftSpans: [Span], rightSpans: [Span]
    let engine: EngineRef
    let span: Span
    /// Two parts a side, each with number code: their code.
    let numbers: (l0: (CallFrame) -> Double?, l1: (CallFrame) -> Double?, r0: (CallFrame) -> Double?, r1: (CallFrame) -> Double?)?

    init(_ op: BinaryOp, left: [Lowered], right: [Lowered], leftSpans: [Span], rightSpans: [Span], engine: EngineRef, span: Span) {
        self.op = op
        count = left.count
        self.left = left.map(\.eval)
        self.right = right.map(\.eval)
        let none: Eval = { _ in .nil }
        (l0, l1, r0, r1) = (self.left[0], self.left[1], self.right[0], self.right[1])
        (l2, r2) = count > 2 ? (self.left[2], self.right[2]) : (none, none)
        self.leftSpans = leftSpans
        self.rightSpans = rightSpans
        self.engine = engine
        self.span = span
        if count == 2, let a = left[0].number, let b = left[1].number, let c = right[0].number, let d = right[1].number {
            numbers = (a.run, b.run, c.run, d.run)
        } else {
            numbers = nil
        }
    }

    func ordered(_ f: CallFrame) throws -> Bool {
        switch count {
        case 2:
            let a0 = try l0(f), a1 = try l1(f)
            if a0.isNil || a1.isNil { try Compiler.refuseNilPart([a0, a1], spans: leftSpans) }
            let b0 = try r0(f), b1 = try r1(f)
            if b0.isNil || b1.isNil { try Compiler.refuseNilPart([b0, b1], spans: rightSpans) }
            if (a0.asNumber != nil && a1.asNumber != nil) != (b0.asNumber != nil && b1.asNumber != nil) { return try differentKinds([a0, a1], [b0, b1]) }
            return try located { try Operators.inOrder(op, a0, b0, a1, b1) }
        case 3:
            let a0 = try l0(f), a1 = try l1(f), a2 = try l2(f)
            if a0.isNil || a1.isNil || a2.isNil { try Compiler.refuseNilPart([a0, a1, a2], spans: leftSpans) }
            let b0 = try r0(f), b1 = try r1(f), b2 = try r2(f)
            if b0.isNil || b1.isNil || b2.isNil { try Compiler.refuseNilPart([b0, b1, b2], spans: rightSpans) }
            return try located {
                if !a0.isIdentical(to: b0) { return try Operators.test(op, a0, b0) }
                return try Operators.inOrder(op, a1, b1, a2, b2)
            }
        default:
            var a: [Value] = [], b: [Value] = []
            a.reserveCapacity(count)
            b.reserveCapacity(count)
            for e in left { a.append(try e(f)) }
            try Compiler.refuseNilPart(a, spans: leftSpans)
            for e in right { b.append(try e(f)) }
            try Compiler.refuseNilPart(b, spans: rightSpans)
            if count == 4, a.allSatisfy({ $0.asNumber != nil }) != b.allSatisfy({ $0.asNumber != nil }) { return try differentKinds(a, b) }
            return try located { try Operators.inOrder(op, a, b) }
        }
    }

    /// A Point or a Rect against a tuple of other values: the values compared, with the
    /// general comparison's error.
    @inline(never) func differentKinds(_ a: [Value], _ b: [Value]) throws -> Bool {
        try located { try Operators.test(op, Compiler.tupleValue(a), Compiler.tupleValue(b)) }
    }

    @inline(__always) func located(_ body: () throws -> Bool) throws -> Bool {
        do { return try body() } catch { throw engine.locate(error, span) }
    }
}

/// `xs[i]` read with the list in a local slot (one object, see `BinaryNode`).
final class ElementNode {
    let slot: Int
    let index: Eval
    /// The list's code (a global's: "cannot find" when its declaration has not run).
    let container: Eval
    /// The index's slot when it is a local (read in place), else -1.
    let indexSlot: Int
    let indexSpan: Span
    let span: Span
    /// `xs[i]` with both in local slots, any element or index (see `elementLocal`).
    @inline(never) func readOther(_ f: CallFrame) throws -> Value {
        let kp = UnsafePointer(f.slots + indexSlot)
        if case .list(let items) = f.slots[slot], case .number(let x) = kp.pointee, x >= 0, x < Double(items.count), Double(Int(x)) == x {
            return items[Int(x)]
        }
        // A key read where it lies (a String key not copied: a retain and a release).
        if let v = ElementNode.entry(f.slots + slot, at: kp) { return v }
        return try Compiler.element(f.slots[slot], kp.pointee, indexSpan: indexSpan, span: span)
    }

    /// The value for key `k` of the dictionary in the variable at `p` (nil as a Value when it
    /// has none), read where the dictionary lies: its storage neither retained nor released.
    /// nil when `p` holds no dictionary or `k` cannot be a key (the general path, with its
    /// error or its nil for `nan`). A dictionary's storage reference is the start of the
    /// value, as a list's array is (`CompilerPathTests.dictionariesAreReadInPlace`).
    @inline(__always) static func entry(_ p: UnsafeMutablePointer<Value>, _ k: Value) -> Value? {
        guard case .dictionary = p.pointee, let h = ValueDictionary.hash(k) else { return nil }
        return entry(p, k, hash: h)
    }

    /// `entry` of the key at `kp`, read where it lies.
    @inline(__always) static func entry(_ p: UnsafeMutablePointer<Value>, at kp: UnsafePointer<Value>) -> Value? {
        guard case .dictionary = p.pointee, let h = ValueDictionary.hash(at: kp) else { return nil }
        return p.withMemoryRebound(to: ValueDictionary.self, capacity: 1) { $0.pointee.withValue(forKeyAt: kp, hash: h) { $0.pointee } } ?? .nil
    }

    /// `entry` of a key whose hash is `h` (a constant key's, found once: `ConstantKey`).
    @inline(__always) static func entry(_ p: UnsafeMutablePointer<Value>, _ k: Value, hash h: Int) -> Value? {
        guard case .dictionary = p.pointee else { return nil }
        return p.withMemoryRebound(to: ValueDictionary.self, capacity: 1) { $0.pointee.value(forKey: k, hash: h) } ?? .nil
    }

    /// `d[k] = r` (or `d[k] op= r` of Numbers) over an entry the dictionary in `p` already has,
    /// where the dictionary and the entry lie (`Value.dictionaryIsHeldInPlace`): no copy of
    /// the dictionary out of its variable and back, the key hashed once (`counts[w] = n`,
    /// `counts[w] = (counts[w] ?? 0) + 1` — the general store took the dictionary out of its
    /// slot, checked the key apart, and ran the change through closures). False, nothing
    /// changed, for anything else, which the general store does with its errors: no
    /// dictionary in `p`, a key that cannot be one, a new key (the dictionary grows), a nil
    /// `r` (the entry removed), an `op` of other kinds.
    @inline(__always) static func storeEntry(_ p: UnsafeMutablePointer<Value>, _ k: Value, _ r: Value, _ op: BinaryOp?) -> Bool {
        guard let h = ValueDictionary.hash(k) else { return false }
        return storeEntry(p, k, r, op, hash: h)
    }

    /// `storeEntry` of a key whose hash is `h` (a constant key's, found once: `ConstantKey`).
    @inline(__always) static func storeEntry(_ p: UnsafeMutablePointer<Value>, _ k: Value, _ r: Value, _ op: BinaryOp?, hash h: Int) -> Bool {
        guard case .dictionary = p.pointee, !r.isNil else { return false }
        return p.withMemoryRebound(to: ValueDictionary.self, capacity: 1) { d in
            d.pointee.withValue(forKey: k, hash: h) { e -> Bool in
                guard let op else {
                    e.pointee = r
                    return true
                }
                guard case .number(let a) = e.pointee, case .number(let b) = r else { return false }
                e.pointee = .number(Operators.arithmetic(op, a, b))
                return true
            } == true
        }
    }

    /// `readGlobal` of the index or key in the local at `kp`, read where it lies.
    @inline(never) func readGlobal(_ f: CallFrame, at kp: UnsafeMutablePointer<Value>, _ engine: EngineRef) throws -> Value {
        if let v = ElementNode.entry(engine.globals + slot, at: kp) { return v }
        return try readGlobal(f, kp.pointee, engine)
    }

    /// A global list (`elementGlobal`) at index `k`, any element, index or value in the slot:
    /// the general path, with its errors.
    @inline(never) func readGlobal(_ f: CallFrame, _ k: Value, _ engine: EngineRef) throws -> Value {
        if case .list(let items) = engine.globals[slot], case .number(let x) = k, x >= 0, x < Double(items.count), Double(Int(x)) == x {
            return items[Int(x)]
        }
        if let v = ElementNode.entry(engine.globals + slot, k) { return v }
        return try Compiler.element(try container(f), k, indexSpan: indexSpan, span: span)
    }

    /// A global list (`elementGlobal`) at an index that its code computes.
    @inline(never) func readGlobalAtIndexCode(_ f: CallFrame, _ engine: EngineRef) throws -> Value {
        try readGlobalIndexing(f, engine)
    }

    /// The same, inline.
    @inline(__always) func readGlobalIndexing(_ f: CallFrame, _ engine: EngineRef) throws -> Value {
        // A global whose declaration has not run fails before an index that can fail too, as
        // the general path's order has it; the index's code runs no script code, so the list
        // it indexes is the one checked here.
        guard case .list = engine.globals[slot] else {
            // A dictionary's key computed, the entry read in place (`readGlobal`).
            if case .dictionary = engine.globals[slot] { return try readGlobal(f, try index(f), engine) }
            return try readGeneral(f)
        }
        let k = try index(f)
        if case .number(let x) = k, case .list(let items) = engine.globals[slot], let v = ElementNode.element(items, x) { return v }
        return try readGlobal(f, k, engine)
    }

    /// A local list (`elementLocal`) at an index that its code computes.
    @inline(never) func readLocalAtIndexCode(_ f: CallFrame) throws -> Value {
        try readLocal(f, try index(f))
    }

    /// A local list (`elementLocal`) at index `k`, any element, index or value in the slot.
    @inline(never) func readLocal(_ f: CallFrame, _ k: Value) throws -> Value {
        if let v = ElementNode.entry(f.slots + slot, k) { return v }
        return try Compiler.element(f.slots[slot], k, indexSpan: indexSpan, span: span)
    }

    /// The Number at index `x` of the list in the variable at `p`, read where the list lies
    /// (the caller checked `Value.listIsHeldInPlace` while compiling: a static's read checks
    /// its lazy initialisation every time); nil when it is not a list, `x` not one of its
    /// indices or the element not a Number.
    @inline(__always) static func number(_ p: UnsafePointer<Value>, _ x: Double) -> Double? {
        element(p, x) { e -> Double? in
            if case .number(let y) = e.pointee { return y }
            return nil
        }
    }

    /// `read` of the element at index `x` of the list at `p`, where it lies; nil when it is
    /// not a list or `x` not one of its indices (`number`, `point`).
    @inline(__always) static func element<T>(_ p: UnsafePointer<Value>, _ x: Double, _ read: (UnsafePointer<Value>) -> T?) -> T? {
        guard case .list = p.pointee else { return nil }
        return p.withMemoryRebound(to: [Value].self, capacity: 1) { list -> T? in
            guard let i = Compiler.wholeIndex(x, count: list.pointee.count) else { return nil }
            return list.pointee.withUnsafeBufferPointer { buffer -> T? in read(buffer.baseAddress! + i) }
        }
    }

    /// The Point at index `x` of the list at `p`, where it lies (as `number`); nil when it is
    /// not a list, `x` not one of its indices or the element not a Point.
    @inline(__always) static func point(_ p: UnsafePointer<Value>, _ x: Double) -> Point? {
        element(p, x) { e -> Point? in
            if case .point(let q) = e.pointee { return q }
            return nil
        }
    }

    /// `change` of the element at index `x` of the list at `p` where the variable holds it (a
    /// copy of the array only when another variable shares it); false, nothing changed, when
    /// `p` holds no list, `x` is not one of its indices or `change` gives false
    /// (`storePoint`, `storeNumber`).
    @inline(__always) static func changeElement(_ p: UnsafeMutablePointer<Value>, _ x: Double,
                                                _ change: (UnsafeMutablePointer<Value>) -> Bool) -> Bool {
        guard case .list = p.pointee else { return false }
        return p.withMemoryRebound(to: [Value].self, capacity: 1) { items -> Bool in
            guard let i = Compiler.wholeIndex(x, count: items.pointee.count) else { return false }
            return items.pointee.withUnsafeMutableBufferPointer { buffer -> Bool in change(buffer.baseAddress! + i) }
        }
    }

    /// Stores the Point `q` at index `x` of the list at `p` where the variable holds it, over
    /// the Point there (`op`: `+` or `-`, the element updated by `q`), as `storeNumber` stores
    /// a Number. False, nothing changed, when `p` holds no list, `x` is not one of its indices
    /// or the element is not a Point.
    @inline(__always) static func storePoint(_ p: UnsafeMutablePointer<Value>, _ x: Double, _ q: Point, _ op: BinaryOp?) -> Bool {
        changeElement(p, x) { e in
            guard case .point(let old) = e.pointee else { return false }
            switch op {
            case nil: e.initialize(to: .point(q))
            case .add?: e.initialize(to: .point(old + q))
            case .subtract?: e.initialize(to: .point(old - q))
            default: return false
            }
            return true
        }
    }

    /// Stores the Number `y` at index `x` of the list at `p` where the variable holds it (`op`:
    /// the element updated by `y`, when it is a Number): no Value copied or destroyed (a copy of
    /// the array only when another variable shares it). False, nothing changed, when `p` holds
    /// no list, `x` is not one of its indices, or `op`'s element is not a Number.
    @inline(__always) static func storeNumber(_ p: UnsafeMutablePointer<Value>, _ x: Double, _ y: Double, _ op: BinaryOp?) -> Bool {
        changeElement(p, x) { e in
            if case .number(let a) = e.pointee {
                if let op { e.storeNumber(Operators.arithmetic(op, a, y)) } else { e.storeNumber(y) }
                return true
            }
            if op != nil { return false }
            e.pointee = .number(y)
            return true
        }
    }

    /// The element of `items` at `x` when `x` is an index of it, whatever its kind; nil when `x`
    /// is not an index of it (the caller's general read then says why). A Number, a Bool, a
    /// Point or a Size (no reference in it) is made without the outlined copy of a Value; any
    /// other element (a list, a string, a function …) is copied here, not by the general read
    /// out of line, which checked the list and the index a second time (a record passed to a
    /// function, `before(heap[i], heap[j])`: pqrec). `scalarOnly`: nil for those other kinds
    /// too, for a site whose general read is a tail call (no copy here: no saved registers).
    @inline(__always) static func element(_ items: [Value], _ x: Double, scalarOnly: Bool = false) -> Value? {
        guard let i = Compiler.wholeIndex(x, count: items.count) else { return nil }
        switch items[i] {
        case .number(let y): return .number(y)
        case .bool(let b): return .bool(b)
        case .point(let p): return .point(p)
        case .size(let s): return .size(s)
        default: return scalarOnly ? nil : items[i]
        }
    }

    /// The list's code, then the index's, then the element: the general path's order.
    @inline(never) func readGeneral(_ f: CallFrame) throws -> Value {
        let c = try container(f)
        return try Compiler.element(c, try index(f), indexSpan: indexSpan, span: span)
    }

    init(slot: Int, index: Lowered, indexSpan: Span, span: Span, container: @escaping Eval = { _ in .nil }) {
        self.container = container
        self.slot = slot
        self.index = index.eval
        if case .local(let s) = index.operand { indexSlot = s } else { indexSlot = -1 }
        self.indexSpan = indexSpan
        self.span = span
    }
}

/// What an element's number code reads (`Compiler.elementNumber`): the list's slot, the
/// index's local slot (else -1) and the Number added to it, or the constant index, or the
/// index's number code.
final class ElementNumberSite {
    let list: Int
    let index: Int
    let by: Double
    let indexNumber: (CallFrame) -> Double?
    let engine: EngineRef
    /// How the member of the element is read (`ElementMember`: `ps[i].x`; `PointAxis.read`).
    let read: MemberRead
    /// The label of the part of a labelled tuple read (`ElementRecordPart`, and
    /// `ElementMember` when the element is no point, size or rect), if any.
    let label: Records.Label?

    init(list: Int, index: Int, by: Double, engine: EngineRef, indexNumber: NumberCode? = nil,
         member: GeometryLibrary.NumberMember = .x, label: Records.Label? = nil) {
        self.list = list
        self.index = index
        self.by = by
        self.engine = engine
        self.label = label
        read = PointAxis.read(member)
        // (Not an Optional closure: it would be stored reabstracted, and called through thunks.)
        self.indexNumber = NumberCode.run(indexNumber)
    }
}

/// What an element's number code takes from the element where it lies (`ElementNumberSite`).
protocol ElementNumberRead {
    static func number(_ element: UnsafePointer<Value>, _ site: ElementNumberSite) -> Double?
}

/// The element itself, when it is a Number (`xs[i]`).
enum ElementItself: ElementNumberRead {
    @inline(__always) static func number(_ element: UnsafePointer<Value>, _ site: ElementNumberSite) -> Double? {
        number(element)
    }

    @inline(__always) static func number(_ element: UnsafePointer<Value>) -> Double? {
        if case .number(let y) = element.pointee { return y }
        return nil
    }
}

/// The site's member of the element, when it is a point, size, rect or transform that has
/// it as a Number (`ps[i].x`, path `memberElement`): a Point's, a Size's or a Rect's read by
/// the tag byte (`MemberRead`).
/// Any other element: the Number part of that label of a labelled tuple, out of line (the
/// Point's read stays as small as it was).
enum ElementMember: ElementNumberRead {
    @inline(__always) static func number(_ element: UnsafePointer<Value>, _ site: ElementNumberSite) -> Double? {
        site.read.of(element) ?? recordNumber(element, site)
    }

    @inline(never) static func recordNumber(_ element: UnsafePointer<Value>, _ site: ElementNumberSite) -> Double? {
        ElementRecordPart.number(element, site)
    }
}

/// The site's labelled part of the element, when it is a labelled tuple with that part and the
/// part is a Number (`ps[i].vx`, `people[i].age`; path `memberElement`).
enum ElementRecordPart: ElementNumberRead {
    @inline(__always) static func number(_ element: UnsafePointer<Value>, _ site: ElementNumberSite) -> Double? {
        guard let label = site.label else { return nil }
        return UnsafeMutablePointer(mutating: element).numberPart(label)
    }
}

/// Where a Value keeps a Number member (`MemberRead`): a Point's coordinates and a Size's
/// width and height in its payload, a Rect in its box; one read in place compares the Value's
/// tag byte and loads the Number, with no switch on the member or the Value's case
/// (`OperandNumberReads.member`, `ElementMember`, a variable's member).
enum PointAxis {
    /// The byte offset of the member in a Value that holds a Point (`x`, `y`) or a Size
    /// (`width`, `height`) — an enum's payload lies at its start, checked once: `layoutHolds`
    /// —, or -1 for any other member, and for every member if the layout were another.
    static func offset(_ member: GeometryLibrary.NumberMember) -> Int {
        guard layoutHolds else { return -1 }
        return coordinate(member)
    }

    /// How `member` is read: the tag byte of the kind holding it in its payload and where (a
    /// tuple part `.0` or `.1` is a Point's, and a Size's at the same offset), the tag byte of
    /// a Value holding a Rect when a Rect has it as one of its Numbers, and a List's for a
    /// tuple part (each -1 when none does, or if the layout were another).
    static func read(_ member: GeometryLibrary.NumberMember) -> MemberRead {
        let offset = offset(member)
        var inline = -1, size = -1
        switch member {
        case .x, .y: inline = pointTag
        case .width, .height: inline = sizeTag
        case .part(.first):
            inline = pointTag
            if coordinate(.width) == offset { size = sizeTag }
        case .part(.second):
            inline = pointTag
            if coordinate(.height) == offset { size = sizeTag }
        default: break
        }
        let rect = rectNumber(member)
        var list = -1, position = 0
        if case .part(let part) = member, layoutHolds, Value.listIsHeldInPlace {
            list = listTag
            position = part.rawValue
        }
        return MemberRead(tag: offset >= 0 ? inline : -1, offset: max(offset, 0),
                          rectTag: rect != nil && rectBoxHolds ? rectTag : -1, rect: rect ?? .x,
                          sizeTag: offset >= 0 ? size : -1, listTag: list, position: position, member: member,
                          dictionaryTag: Value.dictionaryIsHeldInPlace ? dictionaryTag : -1)
    }

    /// A Rect's Number that `member` is (`NumberMember.of` on a Rect), or nil (a Rect's `.2`
    /// and `.3`, its size as stored, are read by `NumberMember.of`).
    static func rectNumber(_ member: GeometryLibrary.NumberMember) -> GeometryLibrary.RectNumber? {
        switch member {
        case .x, .part(.first): .x
        case .y, .part(.second): .y
        case .width: .width
        case .height: .height
        case .rect(let r): r
        default: nil
        }
    }

    /// The byte after a Value's payload, which tells its case (a Point's: `pointTag`).
    static let tagOffset = MemoryLayout<Value>.size - 1

    static func tag(_ v: Value) -> Int {
        var v = v
        return withUnsafeBytes(of: &v) { Int($0[tagOffset]) }
    }

    static let pointTag = tag(.point(Point(x: 0, y: 0)))
    static let sizeTag = tag(.size(Size(width: 0, height: 0)))
    static let rectTag = tag(.rect(RectBox(Rect(x: 0, y: 0, width: 0, height: 0))))
    static let listTag = tag(.list([]))
    static let dictionaryTag = tag(.dictionary(ValueDictionary()))

    /// Where a Point keeps `x` and `y` (its parts `.0` and `.1`), a Size `width` and `height`;
    /// -1 for other members.
    static func coordinate(_ member: GeometryLibrary.NumberMember) -> Int {
        switch member {
        case .x, .part(.first): MemoryLayout<Point>.offset(of: \Point.x) ?? -1
        case .y, .part(.second): MemoryLayout<Point>.offset(of: \Point.y) ?? -1
        case .width: MemoryLayout<Size>.offset(of: \Size.width) ?? -1
        case .height: MemoryLayout<Size>.offset(of: \Size.height) ?? -1
        default: -1
        }
    }

    /// Whether a Value holding a Point keeps its coordinates at `coordinate(.x)`, `(.y)`, one
    /// holding a Size its width and height at `coordinate(.width)`, `(.height)`, and each
    /// kind's tag byte is its own.
    static let layoutHolds: Bool = {
        let offsets = [coordinate(.x), coordinate(.y), coordinate(.width), coordinate(.height)]
        guard offsets.allSatisfy({ $0 >= 0 && $0 + 8 <= MemoryLayout<Value>.size }) else { return false }
        // The tag byte after 16 bytes of payload, each kind's its own.
        guard MemoryLayout<Value>.size == 17 else { return false }
        let others: [Value] = [.number(-0.0), .number(.nan), .bool(true), .string("s"), .nil,
                               .transform(.identity), .list([])]
        let tags = others.map(tag) + [pointTag, sizeTag, rectTag]
        guard Set(tags).count == tags.count - 1 else { return false }
        func holds(_ v: Value, _ a: Int, _ b: Int) -> Bool {
            var v = v
            return withUnsafeBytes(of: &v) { raw in
                raw.load(fromByteOffset: a, as: Double.self) == 1.5 && raw.load(fromByteOffset: b, as: Double.self) == -2.25
            }
        }
        return holds(.point(Point(x: 1.5, y: -2.25)), offsets[0], offsets[1])
            && holds(.size(Size(width: 1.5, height: -2.25)), offsets[2], offsets[3])
    }()

    /// Where a RectBox keeps its Rect, from the box's address.
    static let rectOffset = MemoryLayout<Int>.size * 2

    /// Whether a Value holding a Rect keeps its box's address as its payload, and the box its
    /// Rect at `rectOffset` (besides `layoutHolds`).
    static let rectBoxHolds: Bool = {
        guard layoutHolds else { return false }
        let rect = Rect(x: 1.5, y: -2.25, width: 3.5, height: -4.75)
        let box = RectBox(rect)
        var v = Value.rect(box)
        let address = Unmanaged.passUnretained(box).toOpaque()
        return withUnsafeBytes(of: &v) { raw in
            let payload = raw.load(as: UnsafeRawPointer.self)
            let held = payload.load(fromByteOffset: rectOffset, as: Rect.self)
            return payload == UnsafeRawPointer(address) && held.origin.x == 1.5 && held.origin.y == -2.25
                && held.size.width == 3.5 && held.size.height == -4.75
        }
    }()
}

/// A Number member read from a Value where it lies (`PointAxis.read`): the tag byte of the
/// kind holding it in its payload (a Point's for `x`, `y` and the tuple parts `.0`, `.1`, a
/// Size's for `width`, `height`; -1 for another member) and its offset; a Rect's tag byte (-1
/// for a member a Rect lacks) and which of its Numbers; then, for a tuple part (else -1), a
/// Size's tag byte (its width and height lie where a Point keeps x and y) and a List's, with
/// the part's position, the element read where the list lies; any other value by the
/// member's switch. The tests go in that order: a member that is no tuple part pays nothing
/// for a part's. (Nothing here calls out of line: a call would cost every read its saved
/// registers, and an element's read, `ps[i].x`, a retain of its list.)
struct MemberRead {
    let tag: Int
    let offset: Int
    let rectTag: Int
    let rect: GeometryLibrary.RectNumber
    let sizeTag: Int
    let listTag: Int
    let position: Int
    let member: GeometryLibrary.NumberMember
    /// A dictionary's (a labelled tuple's) tag byte: no geometry member, so nil with no copy
    /// of the Value for `member`'s switch (a retain and a release of the tuple; its part is the
    /// caller's to read by label, `Compiler.recordNumber`).
    let dictionaryTag: Int

    /// The member of the Value at `v`, or nil for a value without it (its code gives the error).
    @inline(__always) func of(_ v: UnsafePointer<Value>) -> Double? {
        let p = UnsafeRawPointer(v)
        let t = Int(p.load(fromByteOffset: PointAxis.tagOffset, as: UInt8.self))
        if t == tag { return p.load(fromByteOffset: offset, as: Double.self) }
        if t == rectTag {
            return rect.of(p.load(as: UnsafeRawPointer.self).load(fromByteOffset: PointAxis.rectOffset, as: Rect.self))
        }
        if t == sizeTag { return p.load(fromByteOffset: offset, as: Double.self) }
        if t == listTag {
            return v.withMemoryRebound(to: [Value].self, capacity: 1) { list in
                guard position < list.pointee.count else { return nil }
                return list.pointee.withUnsafeBufferPointer { ElementItself.number($0.baseAddress! + position) }
            }
        }
        if t == dictionaryTag { return nil }
        return member.of(v.pointee)
    }
}

/// What the number code of `m[i][j]` reads (`Compiler.nestedNumber`): the node, and the first
/// index's local slot (else -1), or its constant, or its number code.
final class NestedNumberSite {
    let node: NestedElementRead
    let outerSlot: Int
    let outer: Double
    let outerNumber: (CallFrame) -> Double?

    init(_ node: NestedElementRead, outerSlot: Int, outer: Double, outerNumber: NumberCode? = nil) {
        self.node = node
        self.outerSlot = outerSlot
        self.outer = outer
        self.outerNumber = NumberCode.run(outerNumber)
    }
}

/// How the last index of `m[i][j]` (path `elementNested`) gives its Number.
protocol NestedLastIndex {
    static func number(_ n: NestedElementRead, _ f: CallFrame) -> Double?
}

enum NestedLast {
    /// A local's slot.
    enum Slot: NestedLastIndex {
        @inline(__always) static func number(_ n: NestedElementRead, _ f: CallFrame) -> Double? {
            if case .number(let k) = f.slots[n.lastSlot] { return k }
            return nil
        }
    }
    /// A constant.
    enum Constant: NestedLastIndex {
        @inline(__always) static func number(_ n: NestedElementRead, _ f: CallFrame) -> Double? { n.number }
    }
    /// Code that only reads values, by its number code.
    enum Computed: NestedLastIndex {
        @inline(__always) static func number(_ n: NestedElementRead, _ f: CallFrame) -> Double? { n.lastNumber(f) }
    }
}

/// `m[i][j]` read where the lists lie (path `elementNested`): the first index computed, the
/// last read from its slot or constant, the list read in place from its local or global slot,
/// then the row in place in it; only the element is copied. Anything else (not lists, an
/// index out of range, an undeclared global) by the general element reads, in their order.
final class NestedElementRead {
    let variable: ListVariable
    /// The list's read (the general path; "cannot find" for an undeclared global).
    let list: Eval
    let outer: Eval
    /// The last index's slot, or -1 for the constant `number` or a computed index.
    let lastSlot: Int
    let number: Double
    /// A computed last index (it only reads values): its code, and its Number (nil when it is
    /// not one: the general reads then run, in their order).
    let lastIsComputed: Bool
    let lastCode: Eval
    let lastNumber: (CallFrame) -> Double?
    let engine: EngineRef
    let outerSpans: (index: Span, element: Span)
    let spans: (index: Span, element: Span)
    /// `Value.listIsHeldInPlace`, kept (a static's read checks its lazy initialisation).
    let inPlace = Value.listIsHeldInPlace
    /// Whether dictionaries are read where they lie too (`Value.dictionaryIsHeldInPlace`).
    let keyedInPlace = Value.listIsHeldInPlace && Value.dictionaryIsHeldInPlace
    /// `d[a]![b]`: the `!`'s span (its error when `d[a]` is nil), else nil.
    let bang: Span?
    /// `d[a]?[b]`: nil when `d[a]` is.
    let chained: Bool

    /// The first key's local slot (no closure captures it), else -1; a key there and the last
    /// one in a local or a constant are read where they lie (no copy of a String key: a
    /// retain and a release each).
    let outerSlot: Int
    /// The constant last index or key (a Number, a String), where it lies.
    let constantSlot: UnsafeMutablePointer<Value>

    init(list: Operand, read: @escaping Eval, outer: @escaping Eval, last: Operand, lastCode: Lowered?, engine: EngineRef,
         outerSpans: (Span, Span), spans: (Span, Span), bang: Span? = nil, chained: Bool = false, outerOperand: Operand = .computed) {
        variable = ListVariable(list)
        outerSlot = if case .local(let s) = outerOperand { s } else { -1 }
        constantSlot = .allocate(capacity: 1)
        switch last {
        case .local(let s): lastSlot = s; number = 0
        case .number(let x): lastSlot = -1; number = x
        default: lastSlot = -1; number = .nan
        }
        self.bang = bang
        self.chained = chained
        if case .constant(let k) = last { constantSlot.initialize(to: k) } else { constantSlot.initialize(to: .number(number)) }
        lastIsComputed = lastCode != nil
        if let lastCode { self.lastCode = lastCode.eval } else { self.lastCode = { _ in .nil } }
        lastNumber = NumberCode.run(lastCode?.number)
        self.list = read
        self.outer = outer
        self.engine = engine
        self.outerSpans = outerSpans
        self.spans = spans
    }

    deinit { constantSlot.deinitialize(count: 1).deallocate() }

    @inline(__always) func read(_ f: CallFrame) throws -> Value {
        if outerSlot >= 0, !lastIsComputed { return try readInPlace(f) }
        let ko = try outer(f)
        let k: Value
        if lastIsComputed {
            // A key that is no Number (a String) by its code, which only reads values (its
            // error, if any, the general reads' in their order).
            guard let y = lastNumber(f) else { return try keyed(f, ko, try? lastCode(f)) }
            k = .number(y)
        } else {
            k = lastSlot >= 0 ? f.slots[lastSlot] : constantSlot.pointee
        }
        let p = UnsafePointer(variable.pointer(f, engine))
        if inPlace, case .number(let x) = ko, let v = Self.element(p, x, k) { return v }
        return try keyed(f, ko, k)
    }

    /// `read` of keys both read where they lie: the first a local's, the last a local's or a
    /// constant; lists of lists at Number indices first, then anything else as `keyed` reads.
    @inline(__always) func readInPlace(_ f: CallFrame) throws -> Value {
        let kop = UnsafePointer(f.slots + outerSlot)
        let kp = UnsafePointer(lastSlot >= 0 ? f.slots + lastSlot : constantSlot)
        let p = UnsafePointer(variable.pointer(f, engine))
        if inPlace, case .number(let x) = kop.pointee, let v = Self.element(p, x, kp.pointee) { return v }
        return try keyedInPlace(f, kop, kp)
    }

    /// Element `*kp` of element `*kop` where a dictionary is at either level (or anything else
    /// `read` did not find in place): read where they lie, only the value copied; a key the
    /// dictionary lacks gives nil, as the general read does (the outer one's, nil for `d[a]?[b]`
    /// alone: `d[a]![b]` fails at the `!`, `d[a][b]` as nil's element). Else the general reads.
    @inline(never) func keyedInPlace(_ f: CallFrame, _ kop: UnsafePointer<Value>, _ kp: UnsafePointer<Value>) throws -> Value {
        if keyedInPlace, let v = Self.withElement(UnsafePointer(variable.pointer(f, engine)), at: kop, absent: chained ? Value.nil : nil, { row in
            Self.withElement(row, at: kp, absent: Value.nil) { $0.pointee }
        }) {
            return v
        }
        return try other(f, kop.pointee)
    }

    /// `keyedInPlace` of keys in hand (a computed first key; nil, a last key whose code
    /// failed: the general reads give its error in their order).
    @inline(never) func keyed(_ f: CallFrame, _ ko: Value, _ k: Value?) throws -> Value {
        guard let k else { return try other(f, ko) }
        return try withUnsafePointer(to: ko) { kop in try withUnsafePointer(to: k) { kp in try keyedInPlace(f, kop, kp) } }
    }

    /// `body` on the element whose index or key is at `kp` of the list or dictionary at `p`,
    /// each read where it lies (the caller checked `Value.listIsHeldInPlace` and
    /// `dictionaryIsHeldInPlace`); `absent` when `p` holds a dictionary without that key; nil
    /// when it holds neither or the key is no index or key of it. (`body` reads; nothing
    /// changes the list or the dictionary meanwhile.)
    @inline(__always) static func withElement(_ p: UnsafePointer<Value>, at kp: UnsafePointer<Value>, absent: Value?,
                                              _ body: (UnsafePointer<Value>) -> Value?) -> Value? {
        if case .list = p.pointee {
            guard case .number(let x) = kp.pointee else { return nil }
            return p.withMemoryRebound(to: [Value].self, capacity: 1) { items -> Value? in
                guard let i = Compiler.wholeIndex(x, count: items.pointee.count) else { return nil }
                return items.pointee.withUnsafeBufferPointer { body($0.baseAddress! + i) }
            }
        }
        guard case .dictionary = p.pointee, let h = ValueDictionary.hash(at: kp) else { return nil }
        return p.withMemoryRebound(to: ValueDictionary.self, capacity: 1) { d -> Value? in
            switch d.pointee.withValue(forKeyAt: kp, hash: h, reading: body) {
            case .some(let v): v
            case .none: absent
            }
        }
    }

    /// Element `k` of element `x` of the list at `p`, read where they lie (the caller checked
    /// `Value.listIsHeldInPlace`); nil when either is not a list or an index is not in range.
    @inline(__always) static func element(_ p: UnsafePointer<Value>, _ x: Double, _ k: Value) -> Value? {
        guard case .number(let y) = k, case .list = p.pointee else { return nil }
        return p.withMemoryRebound(to: [Value].self, capacity: 1) { rows -> Value? in
            guard let i = Compiler.wholeIndex(x, count: rows.pointee.count) else { return nil }
            return rows.pointee.withUnsafeBufferPointer { buffer -> Value? in
                let q = buffer.baseAddress! + i
                guard case .list = q.pointee else { return nil }
                return q.withMemoryRebound(to: [Value].self, capacity: 1) { row -> Value? in
                    guard let j = Compiler.wholeIndex(y, count: row.pointee.count) else { return nil }
                    return row.pointee[j]
                }
            }
        }
    }

    /// The Number at `y` in the row at `x` of the list at `p` (see `element`; the caller
    /// checked `Value.listIsHeldInPlace` while compiling); nil for anything else.
    @inline(__always) static func number(_ p: UnsafePointer<Value>, _ x: Double, _ y: Double) -> Double? {
        guard case .list = p.pointee else { return nil }
        return p.withMemoryRebound(to: [Value].self, capacity: 1) { rows -> Double? in
            guard let i = Compiler.wholeIndex(x, count: rows.pointee.count) else { return nil }
            return rows.pointee.withUnsafeBufferPointer { buffer -> Double? in
                ElementNode.number(UnsafePointer(buffer.baseAddress! + i), y)
            }
        }
    }

    /// The general reads, their errors in their order.
    @inline(never) func other(_ f: CallFrame, _ ko: Value) throws -> Value {
        let row = try Compiler.element(try list(f), ko, indexSpan: outerSpans.index, span: outerSpans.element)
        if case .nil = row {
            if chained { return .nil }
            if let bang { throw Compiler.unwrapFailure(at: bang) }
        }
        let k = lastIsComputed ? try lastCode(f) : lastSlot >= 0 ? f.slots[lastSlot] : constantSlot.pointee
        return try Compiler.element(row, k, indexSpan: spans.index, span: spans.element)
    }
}

/// A tuple's element read where it lies (path `tupleLocals`): a local's slot (no closure
/// captures it), or a Number constant.
struct TupleElement {
    /// The local's slot, or -1 for the constant.
    let slot: Int
    let constant: Double

    init?(_ element: Lowered) {
        switch element.operand {
        case .local(let s): slot = s; constant = 0
        case .number(let x): slot = -1; constant = x
        default: return nil
        }
    }

    /// Its Number, or nil when the local holds another value.
    @inline(__always) func number(_ f: CallFrame) -> Double? {
        if slot < 0 { return constant }
        if case .number(let x) = f.slots[slot] { return x }
        return nil
    }
}
