/// A function a built-in calls back once per element (`map`, `filter`, `reduce`, `forEach`,
/// `sorted(by:)`), or once (`animate`'s block), prepared once per built-in call.
///
/// When it is script code of this interpreter taking that many arguments — what a closure
/// passed to `map` is — each call pushes its arguments straight into the value stack as the
/// callee's first slots and runs the body through `Engine.run`, the calling convention's
/// last step (arity checked once, no array per call). Anything else (a built-in passed as the
/// function, a wrong argument count, code of another interpreter) goes through
/// `RuntimeContext.call`, which reports it as it always has. Either way every call counts a
/// step, so `Limits.steps` and cancellation apply inside the built-in's loop.
///
/// On the direct path the arguments are lent, whatever their kind: their bits are copied into
/// the callee's slots, neither retained nor released (`Engine.allLent`). The built-in holds
/// each argument for the call (a borrowed parameter of `callAsFunction`), and the callee
/// cannot change them: parameters are constants, so nothing stores into their slots or
/// changes a list there in place; whatever keeps one (a variable, a list, a capture's cell,
/// the returned value) copies it, retained. A list held only by the built-in therefore looks
/// shared, as it is, to anything that copied it. Code that may move a parameter's value into
/// a call (`FunctionCode.movesParameter`, path `argumentMoved`) gets its arguments retained
/// instead, and owns them as any call's.
struct Callback {
    private let function: Function
    private let context: RuntimeContext
    /// The engine and the function's code when the direct path applies, read unretained (a
    /// strong Optional bound by each call retained and released the engine, the code and the
    /// function: 3 pairs per element). Not held here either: the function, which this holds,
    /// holds its code, and the interpreter running the built-in's call holds its engine (two
    /// retains and releases per callback made: one per `animate` block).
    private let direct: (engine: Unmanaged<Engine>, code: Unmanaged<FunctionCode>, function: Unmanaged<Function>)?
    /// The direct path's `lent` mask: `Engine.allLent`, or 0 when the arguments are retained.
    private let lent: Int
    /// The function's condition (`FunctionCode.condition`) when the direct path lends the
    /// arguments: `test` runs it in place of the body.
    private let condition: Unmanaged<ConditionCode>?

    init(_ function: Function, arity: Int, _ context: RuntimeContext) {
        self.function = function
        self.context = context
        if let engine = context.interpreter?.engine, let code = function.code, code.engineID == engine.id,
           code.parameterCount == arity {
            direct = (.passUnretained(engine), .passUnretained(code), .passUnretained(function))
            lent = code.movesParameter ? 0 : Engine.allLent
            condition = lent == 0 ? nil : code.condition.map { .passUnretained($0) }
        } else {
            lent = 0
            condition = nil
            direct = nil
        }
    }

    /// Whether calls go straight into the function's frame (for tests).
    var isDirect: Bool { direct != nil }
    /// Whether `test` runs the function's condition, not its body (for tests).
    var testsCondition: Bool { condition != nil }

    /// Calls the function with no argument (`animate`'s block).
    func callAsFunction() throws -> Value {
        guard let direct else { return try context.call(function, []) }
        return try direct.engine._withUnsafeGuaranteedRef { engine in
            try run(engine, direct.code, direct.function, engine.stackTop, 0)
        }
    }

    /// Calls the function with one argument. Always inlined into the built-in's loop: with a
    /// third caller (`removeAll(where:)`) LLVM stopped inlining it into `map` and `filter`
    /// (mapfilter +3.8 %).
    @inline(__always) func callAsFunction(_ a: Value) throws -> Value {
        try withUnsafePointer(to: a) { try call(lending: $0) }
    }

    /// Calls the function with two arguments.
    func callAsFunction(_ a: Value, _ b: Value) throws -> Value {
        try withUnsafePointer(to: a) { a in try withUnsafePointer(to: b) { b in try call(lending: a, b) } }
    }

    /// Calls the function with the value at `a`, lent for the call (the caller holds it).
    @inline(__always) func call(lending a: UnsafePointer<Value>) throws -> Value {
        guard let direct else { return try callGeneral(a) }
        return try direct.engine._withUnsafeGuaranteedRef { engine in
            try run(engine, direct.code, direct.function, try push(engine, a, nil), 1)
        }
    }

    /// Calls the function with the values at `a` and `b`, lent for the call (the caller holds
    /// them: `sorted(by:)` passes elements where its list holds them, no copy).
    func call(lending a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) throws -> Value {
        guard let direct else { return try context.call(function, [a.pointee, b.pointee]) }
        return try direct.engine._withUnsafeGuaranteedRef { engine in
            try run(engine, direct.code, direct.function, try push(engine, a, b), 2)
        }
    }

    /// Whether the function's result for `a` is true (geo's truthiness: `filter`,
    /// `first(where:)`…). Code whose body is a condition (`FunctionCode.condition`, path
    /// `conditionBody`) runs it on the frame and gives its Bool, no Value made.
    func test(_ a: Value) throws -> Bool {
        try withUnsafePointer(to: a) { a in
            guard let direct, let condition else { return try Callback.answer(try call(lending: a)) }
            return try direct.engine._withUnsafeGuaranteedRef { engine in
                try engine.test(direct.code, condition, direct.function, try push(engine, a, nil), 1)
            }
        }
    }

    /// Whether the function's result for the values at `a` and `b` (lent, as `call(lending:_:)`
    /// lends them) is true: `sorted(by:)`'s comparisons, by the condition as `test(_:)`.
    func test(lending a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) throws -> Bool {
        guard let direct, let condition else { return try Callback.answer(try call(lending: a, b)) }
        return try direct.engine._withUnsafeGuaranteedRef { engine in
            try engine.test(direct.code, condition, direct.function, try push(engine, a, b), 2)
        }
    }

    /// Runs `body` with a tester of this callback (`filter`'s tests, `sorted(by:)`'s
    /// comparisons). For code whose body is a condition (`test` runs it on the frame), the
    /// frame's place and size are worked out once, and each test lends its values into the
    /// frame's first slots, counts the call and runs the condition, the frame kept between
    /// tests (code of path `conditionBody`): no frame made and torn down per test, its slots
    /// emptied when `body` ends, however it ends. Anything else by `test`.
    func testing<R>(_ body: (Tester) throws -> R) throws -> R {
        guard let direct, let condition else { return try body(Tester(callback: self, held: nil)) }
        return try direct.engine._withUnsafeGuaranteedRef { engine in
            let (size, argc, span) = direct.code._withUnsafeGuaranteedRef { ($0.frameSize, $0.parameterCount, $0.span) }
            let held = HeldCondition(engine: direct.engine, condition: condition, function: direct.function,
                                     base: engine.stackTop, size: size, argc: argc, span: span)
            defer { engine.release(held) }
            return try body(Tester(callback: self, held: held))
        }
    }

    /// A test's answer: the result's truthiness (`filter { $0.superview }` keeps the views
    /// that have one) — but a Number is no answer. Swift refuses `sorted { $0 - $1 }` and
    /// `filter { $0 % 2 }`; here every Number (0 too) is true, so the sort or the filter would
    /// silently do nothing useful.
    @inline(__always) static func answer(_ result: Value) throws -> Bool {
        if case .number(let x) = result { throw numberAnswer(x) }
        return result.isTruthy
    }

    @inline(never) static func numberAnswer(_ x: Double) -> RuntimeError {
        RuntimeError("the closure gave a Number (\(NumberFormat.standard.string(x))) where a test needs true or false",
                     notes: ["compare it: { $0 % 2 == 1 }, { $0 < $1 } — in geo every Number, 0 too, counts as true"])
    }

    /// Whether the function's result for `a` and `b` is true (`min(by:)`, `max(by:)`).
    func test(_ a: Value, _ b: Value) throws -> Bool {
        try withUnsafePointer(to: a) { a in try withUnsafePointer(to: b) { b in try test(lending: a, b) } }
    }

    /// Pushes the value at `a`, and at `b` when given, as a direct call's arguments (lent, or
    /// retained when `lent` is 0); the base of the frame.
    @inline(__always) private func push(_ engine: Engine, _ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>?) throws -> Int {
        let base = engine.stackTop
        let argc = b == nil ? 1 : 2
        guard base + argc <= engine.stackCapacity else { throw engine.stackFailure(nil) }
        (engine.stack + base).initialize(a, lent: lent)
        if let b { (engine.stack + base + 1).initialize(b, lent: lent) }
        engine.stackTop = base + argc
        return base
    }

    /// One argument through `RuntimeContext.call`. A script function of N ≥ 2 parameters
    /// given a tuple of N parts (`zip(xs, ys).map { $0 + $1 }`, `xs.enumerated().map { i, x in
    /// … }`, `pairs.map { a, b in a * b }` of `[(Int, Int)]`, `people.forEach { name, age in … }`
    /// of labelled tuples) gets its parts, as Swift passes a tuple's parts to such a closure
    /// (geo's tuples are lists, Points and records: `Callback.tupleParts`); anything else is
    /// passed as it is, and a wrong count reported as before. Out of line, off the direct path
    /// (a test there cost `map` 4 %).
    @inline(never) private func callGeneral(_ a: UnsafePointer<Value>) throws -> Value {
        // (All parameters required: a function that may take one keeps getting the tuple.)
        if let code = function.code, code.parameterCount >= 2, code.requiredCount == code.parameterCount,
           let parts = Callback.tupleParts(a.pointee, code.parameterCount) {
            return try context.call(function, parts)
        }
        return try context.call(function, [a.pointee])
    }

    /// The `count` parts of a tuple value, in order, as a tuple pattern takes them apart
    /// (`TupleNames.bind(_:parts:_:)`): a list of `count` elements, a Point's x and y, a
    /// labelled tuple's values; nil for anything else.
    static func tupleParts(_ value: Value, _ count: Int) -> [Value]? {
        switch value {
        case .list(let items) where items.count == count: return items
        case .point(let p) where count == 2: return [.number(p.x), .number(p.y)]
        case .dictionary(let d) where d.isRecord && d.count == count:
            return (0..<count).map { d.value(atOffset: $0).unsafelyUnwrapped }
        default: return nil
        }
    }

    /// Errors are located in the script, as `Engine.call(_:_:)` locates them; the built-in's
    /// call site joins the stack when the failure passes out of it.
    @inline(__always) private func run(_ engine: Engine, _ code: Unmanaged<FunctionCode>, _ function: Unmanaged<Function>,
                                       _ base: Int, _ argc: Int) throws -> Value {
        // The mask a constant on each path: the frame's teardown then tests no argument.
        if lent == 0 { return try runOwning(engine, code, function, base, argc) }
        return try engine.run(code, function, base: base, argc: argc, lent: Engine.allLent,
                              at: code._withUnsafeGuaranteedRef { $0.span }, traced: false)
    }

    /// `run` for code that may move a parameter: its arguments were retained, and it owns them.
    @inline(never) private func runOwning(_ engine: Engine, _ code: Unmanaged<FunctionCode>, _ function: Unmanaged<Function>,
                                          _ base: Int, _ argc: Int) throws -> Value {
        try engine.run(code, function, base: base, argc: argc, lent: 0,
                       at: code._withUnsafeGuaranteedRef { $0.span }, traced: false)
    }
}

extension Engine {
    /// A callback's call of code whose body is `condition` (`Callback.test`), its `argc`
    /// arguments lent at `base`: the frame made, checked, counted and torn down as `run` does
    /// it for a callback (no trace added: the built-in's site joins it), the body's Bool
    /// returned as it is.
    @inline(__always)
    fileprivate func test(_ codeRef: Unmanaged<FunctionCode>, _ condition: Unmanaged<ConditionCode>, _ fn: Unmanaged<Function>,
                          _ base: Int, _ argc: Int) throws -> Bool {
        let state = self.state
        let size = codeRef._withUnsafeGuaranteedRef { $0.frameSize }
        state.pointee.enterCall()
        if state.pointee.budgetSpent {
            try callCheck(base, size, argc, Engine.allLent, codeRef._withUnsafeGuaranteedRef { $0.span })
        }
        let slots = stack + base
        state.pointee.stackTop = base &+ size &+ 1
        let context = CallContext.store(slots + size, captures: fn._withUnsafeGuaranteedRef { $0.captures }, function: fn)
        let result: Bool
        do {
            result = try condition._withUnsafeGuaranteedRef { try $0.test(CallFrame(slots: slots, context: context)) }
        } catch {
            throw popFrame(error, base, size, argc, Engine.allLent, nil)
        }
        endFrame(slots, base: base, size: size, argc: argc, lent: Engine.allLent)
        return result
    }
}

/// A callback's test of one or two values (`Callback.testing`): on its held frame when there
/// is one, else by the callback's `test`.
struct Tester {
    let callback: Callback
    let held: HeldCondition?

    @inline(__always) func test(_ a: Value) throws -> Bool {
        guard let held else { return try callback.test(a) }
        return try withUnsafePointer(to: a) { a in try held.engine._withUnsafeGuaranteedRef { try $0.test(held, a, nil) } }
    }

    @inline(__always) func test(lending a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) throws -> Bool {
        guard let held else { return try callback.test(lending: a, b) }
        return try held.engine._withUnsafeGuaranteedRef { try $0.test(held, a, b) }
    }
}

/// Where a condition's frame is held for many tests (`Callback.testing`): the frame's first
/// slot on the value stack, its size, its arguments' count (the callback's arity), the code's
/// span for its checks.
struct HeldCondition {
    let engine: Unmanaged<Engine>
    let condition: Unmanaged<ConditionCode>
    let function: Unmanaged<Function>
    let base: Int
    let size: Int
    let argc: Int
    let span: Span
}

extension Engine {
    /// One test on a held frame (`HeldCondition`): the value at `a` (and at `b` for two) lent
    /// into its first slots, the call counted and checked as `test` does it; the condition
    /// run, the frame's locals (if any) emptied after. The arguments stay in their slots
    /// (lent: they own nothing) until the next test overwrites them or `release` forgets them.
    /// On an error the frame is taken down as a call's is (`popFrame`).
    @inline(__always)
    fileprivate func test(_ held: HeldCondition, _ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>?) throws -> Bool {
        let state = self.state, base = held.base, size = held.size, argc = held.argc
        guard base &+ argc <= stackCapacity else { throw stackFailure(nil) }
        let slots = stack + base
        UnsafeMutableRawPointer(slots).copyMemory(from: a, byteCount: MemoryLayout<Value>.size)
        if let b { UnsafeMutableRawPointer(slots + 1).copyMemory(from: b, byteCount: MemoryLayout<Value>.size) }
        state.pointee.stackTop = base &+ argc
        state.pointee.enterCall()
        if state.pointee.budgetSpent { try callCheck(base, size, argc, Engine.allLent, held.span) }
        state.pointee.stackTop = base &+ size &+ 1
        let context = CallContext.store(slots + size, captures: held.function._withUnsafeGuaranteedRef { $0.captures },
                                        function: held.function)
        let result: Bool
        do {
            result = try held.condition._withUnsafeGuaranteedRef { try $0.test(CallFrame(slots: slots, context: context)) }
        } catch {
            throw popFrame(error, base, size, argc, Engine.allLent, nil)
        }
        var local = slots + argc
        while local < slots + size {
            dropLocal(local)
            local += 1
        }
        state.pointee.leaveCall()
        return result
    }

    /// The held frame's slots emptied when its tests end (`Callback.testing`): the lent
    /// arguments forgotten, the context's function word zeroed, the stack top back at its
    /// base. Taking down a frame already taken down (an error's `popFrame`) changes nothing.
    fileprivate func release(_ held: HeldCondition) {
        let base = held.base, size = held.size
        // No test wrote the frame unless it fits (each test's checks, `callCheck`).
        guard base &+ size &+ 1 <= stackCapacity else { return }
        let slots = stack + base
        for k in 0..<held.argc { drop(slots + k, k, lent: Engine.allLent) }
        CallContext.clear(slots + size)
        stackTop = base
    }
}

extension UnsafeMutablePointer where Pointee == Value {
    /// Initializes this argument slot with `value`'s bits, not retained: `value` is lent for
    /// the call (see `Callback`); retained when `lent` is 0.
    @inline(__always) fileprivate func initialize(_ value: UnsafePointer<Value>, lent: Int) {
        if lent == 0 {
            initialize(to: value.pointee)
        } else {
            UnsafeMutableRawPointer(self).copyMemory(from: value, byteCount: MemoryLayout<Value>.size)
        }
    }
}

extension RuntimeContext {
    /// `function` prepared to be called many times with `arity` arguments.
    func callback(_ function: Function, arity: Int) -> Callback { Callback(function, arity: arity, self) }
}
