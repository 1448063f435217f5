/// Per-call-site cache of the function a global held last time (kept alive by `function`,
/// so its identity cannot be reused by another object while cached).
final class CallCache {
    struct Entry {
        var id: ObjectIdentifier?
        var function: Function?
        var code: Unmanaged<FunctionCode>?
    }
    let entry: UnsafeMutablePointer<Entry>
    /// Functions this site cached before (see `compileGlobalCall`).
    var retired: [Function] = []
    init() {
        entry = .allocate(capacity: 1)
        entry.initialize(to: Entry())
    }
    deinit {
        entry.deinitialize(count: 1)
        entry.deallocate()
    }
}

/// Per-call-site cache of a member lookup, keyed by the receiver's kind.
final class MemberCache {
    var kind = -1
    var member: Registry.Member?
    var candidates: [(Overload, [[Int]])] = []
}

extension Compiler {
    // MARK: Calls

    /// "argument 'by:' of rotated(by:) must be a Number, not a String ("a")".
    static func argumentMismatch(_ p: Param, _ v: Value, _ i: Int, _ o: Overload, at span: Span) -> ScriptFailure {
        let what = p.label.map { "argument '\($0):'" } ?? "argument \(i + 1)"
        return ScriptFailure(.runtime, "\(what) of \(o.signature) must be \(RuntimeError.article(p.type.name)) \(p.type.name), not \(RuntimeError.describeBriefly(v))",
                             at: span)
    }

    func compileCall(_ callee: Expr, _ args: [Argument], span: Span) -> Eval {
        // `explain(expr)` needs the shape of its argument (ExplainLibrary).
        if let explain = compileExplain(callee, args, span: span) { return explain }
        if case .name(let ref) = callee.kind, case .builtin(let name) = ref.target,
           case .functions(let overloads)? = registry.globals[name] {
            return compileBuiltinCall(name, overloads, args, span: span, nameSpan: ref.span)
        }
        if case .member(let base, let name, let nameSpan) = callee.kind {
            return compileMethodCall(base, name, nameSpan: nameSpan, args, span: span)
        }
        if case .name(let ref) = callee.kind, case .global(let slot) = ref.target, args.count <= 2,
           args.allSatisfy({ $0.label == nil }) {
            return compileGlobalCall(slot, args, fallback: compileDynamicCall(compileExpr(callee), args, span: span), span: span)
        }
        return compileDynamicCall(compileExpr(callee), args, span: span)
    }

    /// `f(a, b)` where `f` is a global: the function last seen there is cached by identity,
    /// so a call costs no retain of the callee and no pattern match of its body.
    func compileGlobalCall(_ slot: Int, _ args: [Argument], fallback: @escaping Eval, span: Span) -> Eval {
        let engine = self.engine
        let cache = CallCache()
        @inline(__always) func code(_ f: Frame) -> Unmanaged<FunctionCode>? {
            let entry = cache.entry  // the closures keep `cache` (and so its storage) alive
            guard let id = engine.globals[slot].functionID else { return nil }
            if id == entry.pointee.id, let code = entry.pointee.code { return code }
            guard case .function(let fn) = engine.globals[slot], let code = fn.plainCode else { return nil }
            let unmanaged = Unmanaged.passUnretained(code)
            // A function being replaced here may still be running further up the stack
            // (its code is used unretained): keep it alive with the cache.
            if let old = entry.pointee.function { cache.retired.append(old) }
            entry.pointee = CallCache.Entry(id: id, function: fn, code: unmanaged)
            return unmanaged
        }
        switch args.count {
        case 0:
            return { f in
                if let u = code(f), u._withUnsafeGuaranteedRef({ $0.parameterCount == 0 }) {
                    return try engine.invoke0(u, at: span)
                }
                return try fallback(f)
            }
        case 1:
            let a = compileExpr(args[0].value)
            // `f(n - 1)` with `n` an uncaptured local: the Number case of the argument is computed
            // here (one closure call less per call of a recursive function); any other value
            // goes through the argument's general code.
            if case .binary(let op, let l, let r) = args[0].value.kind, !Operators.isComparison(op),
               case .number(let k) = r.kind, case .name(let ref) = l.kind, case .local(let v) = ref.target,
               !v.isCaptured {
                let argSlot = v.slot
                func make<O: ArithmeticOperator>(_: O.Type) -> Eval {
                    { f in
                        if let u = code(f), u._withUnsafeGuaranteedRef({ $0.parameterCount == 1 }) {
                            if let x = f.slots[argSlot].asNumber {
                                return try engine.invoke1(u, .number(O.apply(x, k)), at: span)
                            }
                            return try engine.invoke1(u, try a(f), at: span)
                        }
                        return try fallback(f)
                    }
                }
                switch op {
                case .add: return make(NumberOps.Add.self)
                case .subtract: return make(NumberOps.Subtract.self)
                case .multiply: return make(NumberOps.Multiply.self)
                case .divide: return make(NumberOps.Divide.self)
                case .remainder: return make(NumberOps.Remainder.self)
                default: break
                }
            }
            return { f in
                if let u = code(f), u._withUnsafeGuaranteedRef({ $0.parameterCount == 1 }) {
                    return try engine.invoke1(u, try a(f), at: span)
                }
                return try fallback(f)
            }
        default:
            let a = compileExpr(args[0].value), b = compileExpr(args[1].value)
            return { f in
                if let u = code(f), u._withUnsafeGuaranteedRef({ $0.parameterCount == 2 }) {
                    let v0 = try a(f)
                    return try engine.invoke2(u, v0, try b(f), at: span)
                }
                return try fallback(f)
            }
        }
    }

    /// Error for call-site labels that fit no overload, with the nearest signature.
    static func labelMismatch(_ name: String, _ overloads: [Overload], _ args: [Argument], span: Span) -> ScriptFailure {
        let message = Overload.mismatchMessage(name, overloads, labels: args.map(\.label))
        return ScriptFailure(.runtime, message, at: span, notes: overloads.map { "declared as \($0.detailedSignature)" })
    }

    func compileBuiltinCall(_ name: String, _ overloads: [Overload], _ args: [Argument], span: Span, nameSpan: Span) -> Eval {
        let engine = self.engine
        let labels = args.map(\.label)
        let candidates = overloads.compactMap { o in o.bind(labels: labels).map { (o, $0) } }
        let compiledArgs = args.map { compileExpr($0.value) }
        let argSpans = args.map(\.value.span)
        guard !candidates.isEmpty else {
            let failure = Compiler.labelMismatch(name, overloads, args, span: span)
            return { _ in throw failure }
        }
        if candidates.count == 1, let fast = fastNative(candidates[0], args.map(\.value), argSpans, span: span) {
            return fast
        }
        return { f in
            try engine.callNative(candidates, compiledArgs, argSpans: argSpans, receiver: nil, frame: f, span: span)
        }
    }

    /// A specialised call for one overload whose arguments map one-to-one (no defaults, no
    /// variadics): the arguments are checked and converted without building arrays.
    func fastNative(_ candidate: (Overload, [[Int]]), _ args: [Expr], _ argSpans: [Span], span: Span) -> Eval? {
        let (overload, binding) = candidate
        guard overload.variadicIndex == nil, binding.enumerated().allSatisfy({ $0.element == [$0.offset] }) else { return nil }
        let engine = self.engine
        let context = engine.context
        let params = overload.params
        @inline(__always) func accept(_ v: Value, _ i: Int) throws -> Value {
            if let c = params[i].type.accept(v) { return c }
            throw Compiler.argumentMismatch(params[i], v, i, overload, at: argSpans[i])
        }
        @inline(__always) func finish(_ body: () throws -> Value) throws -> Value {
            do {
                let r = try body()
                engine.flushWarnings(span)
                return r
            } catch {
                engine.flushWarnings(span)
                throw engine.locate(error, span)
            }
        }
        switch (overload.impl, args.count) {
        case (.f0(let g), 0):
            return { _ in try finish { try g(context) } }
        case (.f1(let g), 1):
            let a = compileExpr(args[0])
            return { f in
                let v = try accept(try a(f), 0)
                return try finish { try g(v, context) }
            }
        case (.f2(let g), 2):
            let a = compileExpr(args[0]), b = compileExpr(args[1])
            return { f in
                let v = try accept(try a(f), 0)
                let w = try accept(try b(f), 1)
                return try finish { try g(v, w, context) }
            }
        case (.f3(let g), 3):
            let a = compileExpr(args[0]), b = compileExpr(args[1]), c = compileExpr(args[2])
            return { f in
                let v = try accept(try a(f), 0)
                let w = try accept(try b(f), 1)
                let x = try accept(try c(f), 2)
                return try finish { try g(v, w, x, context) }
            }
        case (.f4(let g), 4):
            let a = compileExpr(args[0]), b = compileExpr(args[1]), c = compileExpr(args[2]), d = compileExpr(args[3])
            return { f in
                let v = try accept(try a(f), 0)
                let w = try accept(try b(f), 1)
                let x = try accept(try c(f), 2)
                let y = try accept(try d(f), 3)
                return try finish { try g(v, w, x, y, context) }
            }
        default:
            return nil
        }
    }

    /// Calling a value: a script function or closure (or a built-in passed around as a value).
    func compileDynamicCall(_ callee: @escaping Eval, _ args: [Argument], span: Span) -> Eval {
        let engine = self.engine
        let compiledArgs = args.map { compileExpr($0.value) }
        let labels = args.map(\.label)
        let hasLabels = labels.contains { $0 != nil }
        let labelSpans = args.map { $0.labelSpan ?? $0.value.span }
        @inline(__always) func checkLabels(_ fn: Function, _ code: FunctionCode) throws {
            guard hasLabels else { return }
            for (i, label) in labels.enumerated() {
                if let label, i < code.parameters.count, code.parameters[i] != label {
                    throw ScriptFailure(.runtime, "argument label '\(label):' does not match parameter '\(code.parameters[i])' of \(fn.description)",
                                        at: labelSpans[i])
                }
            }
        }
        @inline(__always) func notCallable(_ v: Value) -> ScriptFailure {
            ScriptFailure(.runtime, "cannot call \(RuntimeError.describeBriefly(v)); it is not a function", at: span)
        }
        @inline(__always) func general(_ c: Value, _ values: [Value]) throws -> Value {
            guard case .function(let fn) = c else { throw notCallable(c) }
            if case .script(let code, _) = fn.body { try checkLabels(fn, code) }
            return try engine.call(fn, values, at: span)
        }
        switch compiledArgs.count {
        case 0:
            return { f in
                let c = try callee(f)
                if case .function(let fn) = c, case .script(let code, let caps) = fn.body, code.parameters.isEmpty, caps.isEmpty {
                    return try engine.invoke(code, captures: engine.noCells, argc: 0, at: span) { _ in }
                }
                return try general(c, [])
            }
        case 1:
            let a = compileExpr(args[0].value)
            return { f in
                let c = try callee(f)
                let v0 = try a(f)
                if case .function(let fn) = c, case .script(let code, let caps) = fn.body, code.parameters.count == 1, caps.isEmpty {
                    try checkLabels(fn, code)
                    return try engine.invoke1(code, captures: engine.noCells, v0, at: span)
                }
                return try general(c, [v0])
            }
        case 2:
            let a = compileExpr(args[0].value), b = compileExpr(args[1].value)
            return { f in
                let c = try callee(f)
                let v0 = try a(f)
                let v1 = try b(f)
                if case .function(let fn) = c, case .script(let code, let caps) = fn.body, code.parameters.count == 2, caps.isEmpty {
                    try checkLabels(fn, code)
                    return try engine.invoke2(code, captures: engine.noCells, v0, v1, at: span)
                }
                return try general(c, [v0, v1])
            }
        default:
            return { f in
                let c = try callee(f)
                var values: [Value] = []
                values.reserveCapacity(compiledArgs.count)
                for a in compiledArgs { values.append(try a(f)) }
                return try general(c, values)
            }
        }
    }

    // MARK: Members

    /// "no member 'fram' on View; did you mean 'frame'?"
    func noMember(_ name: String, _ value: Value, at span: Span) -> ScriptFailure {
        let names = registry.memberNames(of: value.kind)
        var message = "no member '\(name)' on \(value.typeName)"
        if let foreign = Registry.foreignMember(name, on: value) {
            message = foreign
        } else if let s = Suggest.nearest(name, in: names) {
            message += "; did you mean '\(s)'?"
        }
        var notes: [String] = []
        if value.kind == .nil { notes.append("the value is nil") }
        return ScriptFailure(.runtime, message, at: span, notes: notes)
    }

    func lookup(_ cache: MemberCache, _ value: Value, _ id: Int) -> Registry.Member? {
        let k = value.kind.rawValue
        if cache.kind != k {
            cache.kind = k
            cache.member = registry.member(value.kind, id)
            cache.candidates = []
        }
        return cache.member
    }

    func compileMemberGet(_ base: @escaping Eval, name: String, nameSpan: Span, span: Span) -> Eval {
        let engine = self.engine
        let context = engine.context
        let id = registry.memberID(name)
        let cache = MemberCache()
        return { f in
            let recv = try base(f)
            guard let member = lookup(cache, recv, id), let property = member.property else {
                if let member = registry.member(recv.kind, id), !member.methods.isEmpty {
                    throw ScriptFailure(.runtime, "'\(name)' is a method of \(recv.typeName); call it: \(member.methods[0].signature)", at: nameSpan)
                }
                throw noMember(name, recv, at: nameSpan)
            }
            do {
                return try property.get(recv, context)
            } catch {
                throw engine.locate(error, span)
            }
        }
    }

    func compileMethodCall(_ baseExpr: Expr, _ name: String, nameSpan: Span, _ args: [Argument], span: Span) -> Eval {
        let engine = self.engine
        let context = engine.context
        let base = compileExpr(baseExpr)
        let place = compilePlace(baseExpr, forMutation: true)
        let id = registry.memberID(name)
        let cache = MemberCache()
        let labels = args.map(\.label)
        let compiledArgs = args.map { compileExpr($0.value) }
        let argSpans = args.map(\.value.span)
        let arg0: Eval = args.count > 0 ? compileExpr(args[0].value) : { _ in .nil }
        let arg1: Eval = args.count > 1 ? compileExpr(args[1].value) : { _ in .nil }

        /// Finds the overloads that fit the labels for the receiver's kind (cached).
        func resolve(_ recv: Value) throws -> [(Overload, [[Int]])] {
            let k = recv.kind.rawValue
            if cache.kind == k, !cache.candidates.isEmpty { return cache.candidates }
            guard let member = registry.member(recv.kind, id), !member.methods.isEmpty else {
                if let member = registry.member(recv.kind, id), member.property != nil {
                    throw ScriptFailure(.runtime, "'\(name)' is a property of \(recv.typeName), not a method; drop the parentheses", at: nameSpan)
                }
                throw noMember(name, recv, at: nameSpan)
            }
            let candidates = member.methods.compactMap { o in o.bind(labels: labels).map { (o, $0) } }
            guard !candidates.isEmpty else {
                throw Compiler.labelMismatch(name, member.methods, args, span: span)
            }
            cache.kind = k
            cache.candidates = candidates
            return candidates
        }

        // Fast paths for one or two plain arguments on a single overload.
        @inline(__always) func accept(_ p: Param, _ v: Value, _ i: Int, _ o: Overload) throws -> Value {
            if let c = p.type.accept(v) { return c }
            throw Compiler.argumentMismatch(p, v, i, o, at: argSpans[i])
        }
        @inline(__always) func finish(_ body: () throws -> Value) throws -> Value {
            do {
                let r = try body()
                engine.flushWarnings(span)
                return r
            } catch {
                engine.flushWarnings(span)
                throw engine.locate(error, span)
            }
        }

        func mutating(_ f: Frame, _ impl: (inout Value, [Value], RuntimeContext) throws -> Value,
                      _ candidates: [(Overload, [[Int]])]) throws -> Value {
            guard let place else {
                throw ScriptFailure(.runtime, "cannot call mutating method '\(name)' on a temporary value", at: nameSpan,
                                    notes: ["store the value in a 'var' first"])
            }
            let (overload, binding) = candidates[0]
            var values: [Value] = []
            for (i, p) in overload.params.enumerated() {
                if let k = binding[i].first {
                    values.append(try accept(p, try compiledArgs[k](f), k, overload))
                } else {
                    values.append(p.defaultValue ?? .nil)
                }
            }
            var result: Value = .nil
            try place.modify(f) { recv in
                do { result = try impl(&recv, values, context) } catch { throw engine.locate(error, span) }
            }
            engine.flushWarnings(span)
            return result
        }

        return { f in
            var recv = try base(f)
            let candidates = try resolve(recv)
            if candidates.count == 1 {
                let (o, binding) = candidates[0]
                switch o.impl {
                case .f1(let g) where compiledArgs.isEmpty:
                    return try finish { try g(recv, context) }
                case .f2(let g) where compiledArgs.count == 1 && binding[0] == [0]:
                    let v = try accept(o.params[0], try arg0(f), 0, o)
                    return try finish { try g(recv, v, context) }
                case .f3(let g) where compiledArgs.count == 2 && binding[0] == [0] && binding[1] == [1]:
                    let v = try accept(o.params[0], try arg0(f), 0, o)
                    let w = try accept(o.params[1], try arg1(f), 1, o)
                    return try finish { try g(recv, v, w, context) }
                case .mutating(let g):
                    recv = .nil  // release our copy so the place's storage stays unique
                    return try mutating(f, g, candidates)
                default:
                    break
                }
            }
            return try engine.callNative(candidates, compiledArgs, argSpans: argSpans, receiver: recv, frame: f, span: span)
        }
    }
}
