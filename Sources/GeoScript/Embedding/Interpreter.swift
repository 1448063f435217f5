#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A geo interpreter: compiles and runs geo source against its own globals (docs/language.md).
///
/// ```swift
/// let geo = Interpreter()                        // sandboxed: no file access
/// geo.output = { text in log.append(text) }      // where print() goes
/// geo["root"] = .view(hostRootView)              // globals, by name
/// try geo.run("root.addSubview(View(frame: (0, 0, 10, 10)))", file: "setup.geo")
/// let w = try geo.evaluate("root.subviews[0].frame.width")
/// ```
///
/// Threading: one run at a time; a second `run`/`evaluate`/`check` while one is going fails
/// with a `GeoError` of kind `.busy` (`isRunning` says whether one is). `cancel()` may be called from
/// any thread at any time. The other members (globals, `limits`, `output`, `warnings`,
/// `register`, `reset`, `allowFiles`, …) are safe from any thread: during a run, from
/// another thread they wait until it ends; from a host function the script called (the
/// running thread) they act at once — except `reset()` and adding a new global, which take
/// effect when the run ends.
/// Two interpreters share no state.
public final class Interpreter: @unchecked Sendable {
    let registry = Registry()
    let context = RuntimeContext()
    private(set) var engine: Engine
    let lock = RunLock()
    private let cancellation = Cancellation()
    /// Host calls from the running thread that take effect when the run ends.
    private var pendingReset = false
    private var pendingGlobals: [(String, Value)] = []
    /// The memory budget of the compile going on (`CompileBudget`), for every file it reads.
    private var compileBudget: CompileBudget?
    let files = FileAccess()
    var modules: [String: Module] = [:]

    final class Module {
        var code: FunctionCode?
        var compiling = true
        var ran = false
    }

    /// A fresh interpreter with the standard built-ins, no globals and no file access.
    public init() {
        engine = Engine(registry: registry, context: context, cancellation: cancellation)
        configureEngine()
    }

    private func configureEngine() {
        engine.warningSink = { [weak self] d in self?.warningHandler(d) }
        context.interpreter = self
        context.callFunction = { [weak self] fn, args in
            guard let self else { throw RuntimeError("the interpreter is gone") }
            return try self.engine.call(fn, args)
        }
        applyLimits()
    }

    // MARK: Host configuration

    /// Where `print` output goes; by default, standard output.
    public var output: (String) -> Void {
        get { lock.guarded { context.output } }
        set { lock.guarded { context.output = newValue } }
    }

    /// Where warnings go (e.g. the frame setter under a rotation); by default, standard error.
    /// Each is a located diagnostic: `file:line:col: warning: …`.
    public var warnings: (Diagnostic) -> Void {
        get { lock.guarded { warningHandler } }
        set { lock.guarded { warningHandler = newValue } }
    }
    private var warningHandler: (Diagnostic) -> Void = { d in
        let text = Array((d.description + "\n").utf8)
        _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Bounds on steps, call depth, views, list and string lengths; reset per run. A value out
    /// of range is clamped as `Limits.init` clamps it, however it was set
    /// (`geo.limits.callDepth = 1_000_000` reads back as `Limits.maximumCallDepth`).
    public var limits: Limits {
        get { lock.guarded { currentLimits } }
        set { lock.guarded {
            currentLimits = newValue.clamped
            applyLimits()
        } }
    }
    private var currentLimits = Limits()
    /// The native stack the current (or last) run got, from `stackTop` down.
    private var stackBytes = BigStack.size
    private var stackTop = BigStack.currentAddress()
    /// The native stack a run's thread gets (tests use a small one).
    var nativeStackSize = BigStack.size
    /// The thread runs go on, started by the first (ended with the interpreter).
    private(set) var worker: BigStackWorker?

    private func applyLimits() {
        context.limits = currentLimits
        engine.maxDepth = min(currentLimits.callDepth, BigStack.maxCallDepth)
        engine.stepsLimit = currentLimits.steps
        engine.budgetChanged()
    }

    /// Decimals shown when numbers are displayed (default 4; `exact(x)` shows all), from 0 to
    /// 17 — a Double's digits: a larger value reads back as 17, a negative one as 0.
    public var precision: Int {
        get { lock.guarded { context.format.decimals ?? 17 } }
        set { lock.guarded { context.format = NumberFormat(decimals: newValue) } }
    }

    /// The command-line arguments a script sees as `arguments`.
    public var arguments: [String] {
        get { lock.guarded { context.arguments } }
        set { lock.guarded { context.arguments = newValue } }
    }

    /// Whether a run (compiling or running a program) is going: `cancel()` now stops it, and
    /// a `run`, `evaluate` or `check` now throws a `GeoError` of kind `.busy`. Safe from any
    /// thread, and it never waits; another thread may start a run just after it reads false.
    public var isRunning: Bool { lock.isRunning }

    /// Stops the current run (from any thread, at any time): it throws a `GeoError` of kind
    /// `.cancelled` at its next step check (or before it starts running, when the program is
    /// still being compiled); the interpreter stays usable. Without a run it does nothing.
    public func cancel() {
        if lock.isRunning { cancellation.flag.store(true, ordering: .relaxed) }
    }

    /// A global variable by name: read a script's result, or give the script a value
    /// (`geo["root"] = .view(root)`). Setting nil sets the value nil: the name stays
    /// declared (a script's `x = 1` still assigns it) and reads nil.
    public subscript(name: String) -> Value? {
        get {
            lock.guarded {
                guard let slot = engine.globalTable.declaredSlot(name) else { return nil }
                engine.ensureGlobalStorage()
                return engine.globals[slot]
            }
        }
        set {
            lock.guarded {
                if lock.isOwner, engine.globalTable.slots[name].map({ $0 >= engine.globalCapacity }) ?? true {
                    // A host function the script called: new storage would move the globals
                    // the running code is using.
                    pendingGlobals.append((name, newValue ?? .nil))
                    return
                }
                setGlobal(name, newValue ?? .nil)
            }
        }
    }

    /// (A script's `let` the host sets stays a `let`: its value is the host's, and a script's
    /// `k = 2` is still refused; a new name is a `var`.)
    private func setGlobal(_ name: String, _ value: Value) {
        let table = engine.globalTable
        let wasConst = table.declaredSlot(name).map { table.isConst[$0] } ?? false
        let slot = table.reserve(name)
        engine.ensureGlobalStorage()
        engine.setGlobal(slot, value)
        table.declare(slot, isConst: wasConst)
    }

    /// Registers a native function callable from scripts as `name(…)`. Each parameter name
    /// is an argument label that may also be left out (`shake(v, by: 3)` or `shake(v, 3)`);
    /// a name starting with `_ ` takes no label. Arity and labels are checked with the same
    /// diagnostics as built-ins; throw a `GeoError(message)` (or any error) to report a
    /// runtime error at the call site. It replaces a built-in of the same name. The interpreter
    /// keeps `body`: a body that uses the interpreter itself captures it `[unowned geo]` (or
    /// weak), or the two keep each other alive.
    ///
    /// ```swift
    /// geo.register("shake", parameters: ["view", "by"]) { args in
    ///     guard case .view(let v) = args[0], case .number(let d) = args[1] else { throw GeoError("bad arguments") }
    ///     v.center.x += d
    ///     return .nil
    /// }
    /// ```
    public func register(_ name: String, parameters: [String], _ body: @escaping ([Value]) throws -> Value) {
        let params = parameters.map { p -> Param in
            if p.hasPrefix("_ ") { return .arg(String(p.dropFirst(2)), .any) }
            var param = Param.label(p, .any)
            param.labelIsOptional = true
            return param
        }
        register(.function(name, params, doc: "A function provided by the host.", .fn { args, _ in try body(args) }))
    }

    /// Registers built-ins declared as geo's own are (`Builtin`): global functions, constants
    /// and computed globals, and methods and properties on the values of a kind, which scripts
    /// use as `v.name(…)` and `v.name`: `.method(_:on:_:doc:_:)` and
    /// `.property(_:on:type:doc:get:set:)` on `.view`, `.point`, `.size`, `.rect`,
    /// `.transform`, `.list`, `.string` …. Parameters are labelled and typed (`Param`,
    /// `ParamType`), so scripts get the arity, label and type errors, suggestions, `:help` and
    /// completion built-ins get, and an implementation receives its arguments checked and
    /// converted (a Point passed for a `.size` arrives as a Size). Each name and target given
    /// replaces what was registered there (a built-in included); declarations of one name in
    /// one call are overloads, told apart by labels, then arity, then types. Register before
    /// running the code that uses them: code that already used a name may keep what it found.
    /// A method that changes a view calls `context.willChange(view, ["frame"])` first, so
    /// `:undo` and `animate` see the change. Implementations are kept by the interpreter: one
    /// that uses the interpreter captures it `[unowned geo]`.
    ///
    /// ```swift
    /// geo.register(
    ///     .method("grow", on: .view, [.label("by", .number)], doc: "Grows the view's frame by d on every side.",
    ///             .f2 { v, d, context in
    ///                 let view = try v.view(), d = try d.number()
    ///                 context.willChange(view, ["frame"])
    ///                 view.frame = view.frame.insetBy(dx: -d, dy: -d)
    ///                 return .nil
    ///             }),
    ///     .property("length", on: .point, type: .number, doc: "The distance from the origin.",
    ///               get: { p, _ in let p = try p.point(); return .number((p.x * p.x + p.y * p.y).squareRoot()) }))
    /// ```
    public func register(_ builtins: Builtin...) {
        let checked = builtins.map(Interpreter.checkedDeclaration)
        lock.guarded { registry.replace(checked) }
    }

    /// A host's declaration whose implementation takes another number of arguments than its
    /// parameters give it (`.f2` for a method of one parameter: its receiver and one; `.f1` for
    /// a function of two) would read past them (a crash) or drop some: it is registered with an
    /// implementation that fails each call with an error saying so, at the call.
    static func checkedDeclaration(_ builtin: Builtin) -> Builtin {
        guard case .function(let o) = builtin.shape else { return builtin }
        let taken: Int
        switch o.impl {
        case .f0: taken = 0
        case .f1: taken = 1
        case .f2: taken = 2
        case .f3: taken = 3
        case .f4: taken = 4
        case .fn, .mutating: return builtin
        }
        let given = o.params.count + (o.isMethod ? 1 : 0)
        let message: String
        if o.params.contains(where: \.isVariadic) {
            message = "the host declared \(builtin.name) with a variadic parameter: its implementation must be .fn (it is .f\(taken))"
        } else if taken != given {
            let what = o.isMethod ? "its receiver and \(o.params.count) argument\(o.params.count == 1 ? "" : "s")"
                                  : "\(given) argument\(given == 1 ? "" : "s")"
            message = "the host declared \(builtin.name) with \(o.params.count) parameter\(o.params.count == 1 ? "" : "s"), so its implementation gets \(what), but it is .f\(taken), which takes \(taken): declare it with .f\(given) (or .fn)"
        } else {
            return builtin
        }
        return Builtin(name: builtin.name, target: builtin.target, doc: builtin.doc,
                       shape: .function(Overload(name: o.name, params: o.params, doc: o.doc,
                                                 impl: .fn { _, _ in throw RuntimeError(message) }, isMethod: o.isMethod)))
    }

    // MARK: Running

    /// Compiles and runs `source`; `file` names it in diagnostics and is the base for
    /// relative imports. Throws a `GeoError` with every syntax error, or the runtime error.
    public func run(_ source: String, file: String = "<input>") throws(GeoError) {
        _ = try execute({ SourceFile(name: file, bytes: Array(source.utf8)) }, interactive: false)
    }

    /// Runs statements as the REPL does; returns the value of a final bare expression
    /// statement (to echo), or nil when the input ends with another kind of statement.
    public func runInteractive(_ source: String, file: String = "<repl>") throws(GeoError) -> Value? {
        try execute({ SourceFile(name: file, bytes: Array(source.utf8)) }, interactive: true)
    }

    /// Evaluates an expression (or statements ending in one) and returns its value.
    public func evaluate(_ source: String) throws(GeoError) -> Value {
        try execute({ SourceFile(name: "<evaluate>", bytes: Array(source.utf8)) }, interactive: true) ?? .nil
    }

    /// Reads and runs a script file (needs a grant covering it). Invalid UTF-8, a missing
    /// file and a directory are reported as errors.
    public func runFile(_ path: String) throws(GeoError) {
        _ = try execute({ () throws(GeoError) in try readFile(path) }, interactive: false)
    }

    /// A file `runFile`, `checkFile` and `loweredForm(ofFile:)` read, inside their run: the
    /// grants it is read through are the interpreter's state, which `allowFiles` changes.
    private func readFile(_ path: String) throws(GeoError) -> SourceFile {
        try files.readSource(path, displayName: path, from: nil)
    }

    /// Parses and resolves `source` without running it; throws its syntax errors.
    public func check(_ source: String, file: String = "<input>") throws(GeoError) {
        try check { SourceFile(name: file, bytes: Array(source.utf8)) }
    }

    /// The lowered form of `source` without running it: each function with its frame, and
    /// each site (operator, call, update) with the code path its operands chose
    /// (`geo --dump-ir`). Throws the program's errors.
    public func loweredForm(_ source: String, file: String = "<input>") throws(GeoError) -> String {
        try loweredForm { SourceFile(name: file, bytes: Array(source.utf8)) }
    }

    /// `loweredForm` of a file.
    public func loweredForm(ofFile path: String) throws(GeoError) -> String {
        try loweredForm { () throws(GeoError) in try readFile(path) }
    }

    /// Parses and resolves a file without running it.
    public func checkFile(_ path: String) throws(GeoError) {
        try check { () throws(GeoError) in try readFile(path) }
    }

    private func check(_ source: () throws(GeoError) -> SourceFile) throws(GeoError) {
        try exclusive { () throws(GeoError) in
            _ = try compileTopLevel(try source(), interactive: false, keepModules: false)
        }
    }

    private func loweredForm(_ source: () throws(GeoError) -> SourceFile) throws(GeoError) -> String {
        try exclusive { () throws(GeoError) in
            let dump = IRDump()
            _ = try compileTopLevel(try source(), interactive: false, keepModules: false, dump: dump)
            return dump.text
        }
    }

    /// Runs `body` as the only user of the interpreter, on a thread with a big native stack
    /// (parsing, resolving and compiling deeply nested code recurse as well as running it).
    private func exclusive<T>(_ body: () throws(GeoError) -> T) throws(GeoError) -> T {
        // A cancel from before this run does not apply to it; one from now on does.
        try lock.run(prepare: { cancellation.flag.store(false, ordering: .relaxed) }) { () throws(GeoError) -> T in
            var result: Result<T, GeoError>?
            let worker = self.worker.flatMap { $0.size == nativeStackSize ? $0 : nil } ?? BigStackWorker(size: nativeStackSize)
            self.worker = worker
            worker.run { bytes in
                stackBytes = bytes
                stackTop = BigStack.currentAddress()
                applyLimits()
                lock.becomeOwner()
                defer {
                    CharacterTables.clear()   // the strings the run indexed, let go
                    lock.resignOwner()
                }
                do throws(GeoError) {
                    result = .success(try body())
                } catch {
                    result = .failure(error)
                }
            }
            cancellation.flag.store(false, ordering: .relaxed)
            if pendingReset {
                pendingReset = false
                pendingGlobals = []
                resetNow()
            }
            for (name, value) in pendingGlobals { setGlobal(name, value) }
            pendingGlobals = []
            return try finish(result)
        }
    }

    private func finish<T>(_ result: Result<T, GeoError>?) throws(GeoError) -> T {
        switch result {
        case .success(let v)?: return v
        case .failure(let e)?: throw e
        case nil: throw GeoError(.runtime, [Diagnostic(.error, "internal error: the run did not finish", file: "geo")])
        }
    }

    /// Runs the program `source` gives, read inside the run (a file through the grants).
    private func execute(_ source: () throws(GeoError) -> SourceFile, interactive: Bool) throws(GeoError) -> Value? {
        try exclusive { () throws(GeoError) -> Value? in
            let file = try source()
            let (code, hasValue) = try compileTopLevel(file, interactive: interactive, keepModules: true)
            var result: Result<Value, GeoError> = .success(.nil)
            engine.ensureGlobalStorage()
            context.viewsCreated = 0
            context.scriptFile = file.name
            engine.beginRun(stackTop: stackTop, nativeStackBytes: stackBytes)
            try engine.checkCancelled(code.span)
            do {
                let main = Function(code: code, captures: [])
                let v = try withExtendedLifetime(main) {
                    try engine.run(Unmanaged.passUnretained(code), Unmanaged.passUnretained(main), base: engine.stackTop, argc: 0,
                                   at: code.span, traced: false)
                }
                result = .success(v)
            } catch let failure as ScriptFailure {
                result = .failure(failure.geoError)
            } catch {
                result = .failure(GeoError(.runtime, [Diagnostic(.error, String(describing: error), file: file.name)]))
            }
            engine.endRun()
            switch result {
            case .success(let v): return hasValue ? v : nil
            case .failure(let e): throw e
            }
        }
    }

    /// Compiles a program and the modules it imports, or changes nothing: on an error the
    /// modules loaded for it are forgotten (its new globals stay undeclared, so invisible).
    /// A check (`keepModules` false) forgets them in any case.
    private func compileTopLevel(_ file: SourceFile, interactive: Bool, keepModules: Bool, dump: IRDump? = nil)
        throws(GeoError) -> (FunctionCode, hasValue: Bool) {
        let staging = GlobalStaging(table: engine.globalTable)
        var loaded: [String] = []
        compileBudget = makeCompileBudget()
        defer { compileBudget = nil }
        do {
            // What the session's earlier programs declared for the parser, and this one's own
            // added, kept when it compiles (a check keeps nothing).
            var memory: Parser.Memory? = parserMemory
            let result = try compileProgram(file, interactive: interactive, chain: [], staging: staging, loaded: &loaded,
                                            parserMemory: &memory, dump: dump)
            if !keepModules { for path in loaded { modules[path] = nil } }
            if keepModules, let memory { parserMemory = memory }
            return result
        } catch {
            for path in loaded { modules[path] = nil }
            throw error
        }
    }

    /// What the session's programs declared that the next one parses by (`Parser.Memory`).
    private var parserMemory = Parser.Memory()

    /// `Limits.memory` and the native stack for a compile: a compile that starts over the
    /// memory limit may add a little, as a run may (`RuntimeContext.checkMemory`).
    private func makeCompileBudget() -> CompileBudget {
        let floor = BigStack.floor(top: stackTop, bytes: stackBytes)
        guard context.limits.memory != .max else { return CompileBudget(stackFloor: floor, measure: nil) }
        context.forgetFreeMemoryCount()
        let context = self.context
        return CompileBudget(stackFloor: floor, measure: {
            do {
                try context.checkMemory()
                return nil
            } catch {
                return (error as? LimitError)?.message ?? String(describing: error)
            }
        })
    }

    /// Parses, loads imports (compiling them first), resolves and compiles a program.
    /// `parserMemory`: what the session's earlier programs declared (a typealias, `var best =
    /// (start: 0, length: 1)`), which the program parses by and adds to; nil for a module,
    /// which parses on its own.
    private func compileProgram(_ file: SourceFile, interactive: Bool, chain: [String], staging: GlobalStaging,
                                loaded: inout [String], parserMemory: inout Parser.Memory?,
                                dump: IRDump? = nil) throws(GeoError) -> (FunctionCode, hasValue: Bool) {
        if let error = Lexer.encodingError(in: file) { throw GeoError(.syntax, [error]) }
        let registry = self.registry
        let builtins: Parser.BuiltinParameters = { registry.implicitMemberParameters(ofMethod: $0) }
        var (statements, syntaxErrors) = parserMemory == nil ? Parser.parse(file, budget: compileBudget, builtins: builtins)
                                                             : Parser.parse(file, budget: compileBudget, memory: &parserMemory!, builtins: builtins)
        if let error = compileBudget?.error {
            SyntaxTeardown.free(consume statements)
            throw error
        }
        if !syntaxErrors.isEmpty {
            SyntaxTeardown.free(consume statements)
            throw GeoError(.syntax, syntaxErrors)
        }
        let result: Result<(FunctionCode, hasValue: Bool), GeoError>
        do throws(GeoError) {
            result = .success(try compileStatements(&statements, file: file, interactive: interactive, chain: chain,
                                                    staging: staging, loaded: &loaded, dump: dump))
        } catch {
            result = .failure(error)
        }
        // Everything else that held the tree is gone with compileStatements (which frees the
        // statements it compiled, and leaves here those it did not).
        SyntaxTeardown.free(consume statements)
        return try result.get()
    }

    /// Loads the imports of parsed statements, resolves and compiles them.
    private func compileStatements(_ statements: inout [Stmt], file: SourceFile, interactive: Bool, chain: [String],
                                   staging: GlobalStaging, loaded: inout [String], dump: IRDump?)
        throws(GeoError) -> (FunctionCode, hasValue: Bool) {
        for s in statements {
            if case .import(let path, let span) = s.kind {
                try loadModule(path, span: span, chain: chain + [FileAccess.modulePath(file.name)], staging: staging,
                               loaded: &loaded)
            }
        }
        var lastExpression: Expr?
        if interactive, let last = statements.last, case .expression(let e) = last.kind { lastExpression = e }
        // (The resolver reads the top level's statements from `statements`, not from its body.)
        let main = FunctionDecl(name: "<main>", span: Span(file: file, start: 0, length: 0), params: [], body: [],
                                isExpressionBody: false)
        var resolver = Resolver(globals: staging, registry: registry, main: main)
        resolver.maxNesting = min(BigStack.maxNesting, stackBytes / BigStack.bytesPerNesting)
        resolver.budget = compileBudget
        resolver.resolveProgram(statements)
        if let error = compileBudget?.error { throw error }
        if !resolver.errors.isEmpty {
            var errors = resolver.errors
            errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
            throw GeoError(.syntax, Parser.capped(errors, more: resolver.errorsDropped, file: file.name))
        }
        engine.ensureGlobalStorage()
        let compiler = Compiler(engine: engine, globals: staging, importer: { [weak self] path, span in
            try self?.runModule(path, span: span)
        }, dump: dump, budget: compileBudget)
        dump?.function("program \(file.name): \(main.frameSize) slots, \(main.cellCount) cells")
        // Top-level functions are hoisted: defined when the program starts.
        if lastExpression != nil { statements.removeLast() }
        func isFunction(_ s: Stmt) -> Bool { if case .function = s.kind { return true } else { return false } }
        let hoisted = statements.filter(isFunction) + statements.filter { !isFunction($0) }
        // The compile frees each statement's tree once compiled (`Compiler.compileTopLevel`).
        statements = []
        let run: Exec
        if let lastExpression {
            let first = compiler.compileTopLevel(consume hoisted)
            let value = compiler.compileExpr(lastExpression)
            run = { f in
                let r = try first(f)
                if r.isNormal { return .returned(try value(f)) }
                return r
            }
        } else {
            run = compiler.compileTopLevel(consume hoisted)
        }
        if let error = compileBudget?.error { throw error }
        let code = FunctionCode(name: "<main>", parameters: [], span: main.span, frameSize: main.frameSize,
                                cellCount: main.cellCount, parameterCells: [], frozenCells: main.frozenCells, body: BlockNode([StatementNode(run)]),
                                engine: EngineRef(engine))
        engine.noteFrameSize(code.frameSize)
        return (code, lastExpression != nil)
    }

    // MARK: Files and imports

    /// `c.geo` for `/a/b/c.geo`.
    static func lastPathComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    private func loadModule(_ path: String, span: Span, chain: [String], staging: GlobalStaging,
                            loaded: inout [String]) throws(GeoError) {
        let canonicalPath = files.importPath(path, from: span.file.name)
        if let existing = modules[canonicalPath] {
            if existing.compiling || chain.contains(canonicalPath) {
                let names = (chain + [canonicalPath]).map(Interpreter.lastPathComponent)
                throw GeoError(.syntax, [Diagnostic(.error, "import cycle: \(names.joined(separator: " → "))", at: span)])
            }
            return
        }
        if chain.contains(canonicalPath) {
            let names = (chain + [canonicalPath]).map(Interpreter.lastPathComponent)
            throw GeoError(.syntax, [Diagnostic(.error, "import cycle: \(names.joined(separator: " → "))", at: span)])
        }
        let displayName = path.hasPrefix("/") ? path : relativeDisplayName(path, importer: span.file.name)
        let file = try files.readSource(canonicalPath, displayName: displayName, from: span)
        let module = Module()
        modules[canonicalPath] = module
        loaded.append(canonicalPath)
        do {
            var ownParse: Parser.Memory? = nil
            let (code, _) = try compileProgram(file, interactive: false, chain: chain, staging: staging, loaded: &loaded,
                                               parserMemory: &ownParse)
            module.code = code
            module.compiling = false
        } catch {
            modules[canonicalPath] = nil
            throw error
        }
    }

    /// `lib/shapes.geo` imported from `scripts/main.geo` shows as `scripts/lib/shapes.geo`.
    func relativeDisplayName(_ path: String, importer: String) -> String {
        guard !importer.hasPrefix("<"), let slash = importer.lastIndex(of: "/") else { return path }
        return String(importer[...slash]) + path
    }

    /// Runs an imported module the first time its `import` executes. A module whose top level
    /// fails is forgotten, as one that does not compile is: the next program that imports it
    /// reads, compiles and runs it again (what its statements that ran did stays done).
    private func runModule(_ path: String, span: Span) throws {
        let canonicalPath = files.importPath(path, from: span.file.name)
        guard let module = modules[canonicalPath], let code = module.code else {
            throw ScriptFailure(.file, "module '\(path)' is not loaded", at: span)
        }
        if module.ran { return }
        module.ran = true
        let main = Function(code: code, captures: [])
        do {
            _ = try withExtendedLifetime(main) {
                try engine.run(Unmanaged.passUnretained(code), Unmanaged.passUnretained(main), base: engine.stackTop, argc: 0,
                               at: span, traced: true)
            }
        } catch {
            if modules[canonicalPath] === module { modules[canonicalPath] = nil }
            throw error
        }
    }

    // MARK: Introspection (REPL, completion, help)

    /// The language's keywords.
    public static var keywords: [String] { Keyword.allCases.map(\.rawValue) }

    /// Names of every built-in global (functions, constructors, constants).
    public var builtinNames: [String] { lock.guarded { registry.globalNames } }

    /// Names of the globals defined by scripts or the host, sorted.
    public var globalNames: [String] { lock.guarded { engine.globalTable.declaredNames.sorted() } }

    /// The members (properties and methods) a value has, for completion after `x.`.
    public func memberNames(of value: Value) -> [String] { lock.guarded { registry.memberNames(of: value.kind) } }

    /// The members of a value that are only methods (the REPL completes them with `(`).
    public func methodOnlyNames(of value: Value) -> [String] { lock.guarded { registry.methodOnlyNames(of: value.kind) } }

    /// The built-in globals that are functions, not constants (the REPL completes them with `(`).
    public var builtinFunctionNames: [String] { lock.guarded { registry.functionNames } }

    /// Help for a built-in or global name: each signature and its one-line doc.
    public func help(for name: String) -> String? {
        if let text = lock.guarded({ registry.help(for: name) }) { return text }
        if Keyword(rawValue: name) != nil, let text = StatementHelp.text(for: name) { return text }
        if let value = self[name] {
            if case .function(let f) = value { return "\(f.description) — a function defined in a script" }
            return "\(name): \(value.typeName) = \(value.formatted(NumberFormat(decimals: precision), quoteStrings: true))"
        }
        // Topics that are not keywords (`closure`, `function`), unless a variable has the name.
        if let text = StatementHelp.text(for: name) { return text }
        if Keyword(rawValue: name) != nil { return "\(name) — a keyword of the language" }
        return nil
    }

    /// Forgets every global, loaded module and library state (the REPL's `:reset`);
    /// output, warnings, limits, grants and registered functions stay.
    public func reset() {
        lock.guarded {
            if lock.isOwner {
                pendingReset = true  // a host function the script called: after the run
            } else {
                resetNow()
            }
        }
    }

    private func resetNow() {
        parserMemory = Parser.Memory()
        engine = Engine(registry: registry, context: context, cancellation: cancellation)
        configureEngine()
        modules = [:]
        context.resetStates()
    }

    /// Whether the entry's last token, past comments and `;`, closes a call or a block: `print(1)
    /// // hi`, `xs.sort { $0 > $1 };` (the REPL shows no `nil` such an entry gives).
    public static func endsWithCallOrBlock(_ source: String) -> Bool {
        let last = lexedEntry(source).tokens.last { ![.newline, .eof, .symbol(.semicolon)].contains($0.kind) }
        return last?.kind == .symbol(.rparen) || last?.kind == .symbol(.rbrace)
    }

    /// Whether the text ends inside a `/* */` comment or a `"""` string: a blank line there is
    /// part of it, not the end of the entry.
    public static func endsInsideText(_ source: String) -> Bool {
        opensText(lexedEntry(source))
    }

    /// A REPL entry's text lexed to its end (`isComplete`, `endsInsideText`, `endsWithCallOrBlock`).
    static func lexedEntry(_ source: String) -> Lexer {
        var lexer = Lexer(file: SourceFile(name: "<repl>", bytes: Array(source.utf8)))
        lexer.run(stopAtCloseParen: false)
        return lexer
    }

    /// Whether a lexer that ran to the end found a block comment or a multi-line string open.
    static func opensText(_ lexer: Lexer) -> Bool {
        lexer.errors.contains { $0.message.hasPrefix("unterminated block comment") || $0.message == Lexer.unterminatedMultilineString }
    }

    /// Whether `source` is complete enough to run: false while a bracket, brace or block
    /// comment is still open or the text ends with a binary operator (the REPL then reads
    /// another line). A string is one line, so an unterminated one is complete — an error to
    /// report at once — as is any other input the lexer already rejects (`x!`, `v?.frame`).
    public static func isComplete(_ source: String) -> Bool {
        let lexer = lexedEntry(source)
        // A block comment or a multi-line string still open waits for its end on a later line.
        let blockComment = opensText(lexer)
        // An error the parser may drop — a type's mark (`View?`, `@escaping`, `@objc`) — is no
        // reason to run the entry now: `func f(v: View?) {` waits for its body.
        let marks = Set(lexer.typeMarks.map(\.error))
        if lexer.errors.indices.contains(where: { !marks.contains($0) }), !blockComment { return true }
        if blockComment || !lexer.brackets.isEmpty { return false }
        // Swift's `let x: CGFloat` at the top level with no store of x after it yet: the store
        // (`if … { x = 1 } else { x = 2 }`) comes on the lines to follow.
        if awaitsStore(lexer.tokens) { return false }
        let meaningful = lexer.tokens.filter { $0.kind != .newline && $0.kind != .eof }
        // `@discardableResult` (or `@available(iOS 13, *)`) on a line of its own: its
        // declaration follows on the next.
        if endsWithAttribute(lexer, meaningful) { return false }
        if let last = meaningful.last, last.kind.isBinaryOperator {
            // `n++` / `n--` is Swift's increment, an error to report at once, not an operator
            // waiting for its operand on the next line.
            let isIncrement = (last.kind == .symbol(.plus) || last.kind == .symbol(.minus)) && !last.spaceBefore
                && meaningful.count >= 2 && meaningful[meaningful.count - 2].kind == last.kind
            // `let r = 2...` is Swift's range with no end (a postfix `...`, right after its
            // operand), complete: its error at once, not the next line (a `:vars`) read as its end.
            let isOpenRange = last.kind == .symbol(.closed) && !last.spaceBefore
            return isIncrement || isOpenRange
        }
        return true
    }
}

extension Interpreter {
    /// Whether the entry's last tokens are a Swift attribute (a name the lexer marked with the
    /// `@` before it, with its parenthesized arguments).
    static func endsWithAttribute(_ lexer: Lexer, _ tokens: [Token]) -> Bool {
        guard var i = tokens.indices.last else { return false }
        if tokens[i].kind == .symbol(.rparen) {
            var depth = 0
            while i > 0 {
                if tokens[i].kind == .symbol(.rparen) { depth += 1 }
                if tokens[i].kind == .symbol(.lparen) { depth -= 1 }
                if depth == 0 { break }
                i -= 1
            }
            i -= 1
        }
        guard i >= 0, case .identifier = tokens[i].kind else { return false }
        let at = tokens[i].span.start - 1
        return lexer.typeMarks.contains { $0.offset == at }
    }

    /// Whether the tokens declare a `let` with a type and no value at their top level
    /// (`let x: CGFloat`, `let a: Int, b: Int`) that no `x = …` after it sets.
    static func awaitsStore(_ tokens: [Token]) -> Bool {
        var waiting: Set<String> = []
        var depth = 0, i = 0
        while i < tokens.count {
            switch tokens[i].kind {
            case .symbol(.lbrace), .symbol(.lparen), .symbol(.lbracket): depth += 1
            case .symbol(.rbrace), .symbol(.rparen), .symbol(.rbracket): depth -= 1
            case .identifier(let name) where i + 1 < tokens.count && tokens[i + 1].kind == .symbol(.assign):
                waiting.remove(name)
            case .keyword(.let) where depth == 0:
                // Each `name: Type` up to the statement's end; one with `=` has its value.
                var j = i + 1, inner = 0
                var name: String?, valued = false
                func settle() { if let name, !valued { waiting.insert(name) } }
                scan: while j < tokens.count {
                    switch tokens[j].kind {
                    case .symbol(.lparen), .symbol(.lbracket), .symbol(.lbrace): inner += 1
                    case .symbol(.rparen), .symbol(.rbracket), .symbol(.rbrace):
                        if inner == 0 { break scan }
                        inner -= 1
                    case .newline, .symbol(.semicolon), .eof: if inner == 0 { break scan }
                    case .symbol(.assign) where inner == 0: valued = true
                    case .symbol(.comma) where inner == 0:
                        settle()
                        name = nil
                        valued = false
                    case .identifier(let n) where inner == 0 && name == nil && j + 1 < tokens.count && tokens[j + 1].kind == .symbol(.colon):
                        name = n
                    default: break
                    }
                    j += 1
                }
                settle()
                i = j
                continue
            default: break
            }
            i += 1
        }
        return !waiting.isEmpty
    }
}

extension GeoError {
    /// Whether this is a syntax or usage error (exit status 2) rather than a runtime one (1).
    public var isSyntaxError: Bool { kind == .syntax }
}
