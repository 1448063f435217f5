/// Binds every name to its storage before anything runs: a frame slot (or a cell, when an
/// inner function captures it), a capture of the enclosing closure, a global slot, or a
/// built-in. Reports unknown names with the nearest known name as a suggestion.
struct Resolver {
    /// The interpreter's globals as this compile sees them (nothing is written to the
    /// interpreter's table unless the whole compile succeeds).
    let globals: GlobalStaging
    let registry: Registry
    var errors: [Diagnostic] = []
    /// The member read from the name being resolved (`UIView.animate` → "animate"), for the
    /// note of a name that is not found.
    var memberOfName: String?

    /// One function being resolved (the top level counts as one).
    final class FunctionScope {
        let decl: FunctionDecl
        let parent: FunctionScope?
        var blocks: [[String: VarInfo]] = [[:]]
        var nextSlot = 0
        var loopDepth = 0
        let isTopLevel: Bool
        /// Whether it declares a `let` without a value (its body is then checked: `DeferredLets`).
        var hasDeferredLets = false

        init(decl: FunctionDecl, parent: FunctionScope?, isTopLevel: Bool) {
            self.decl = decl
            self.parent = parent
            self.isTopLevel = isTopLevel
        }

        /// Each name's locals in the open blocks, innermost last: a lookup costs one hash
        /// however deeply the blocks nest (walking `blocks` made a chain of 3,000 `else if`s
        /// quadratic to resolve).
        var visible: [String: [VarInfo]] = [:]

        func lookupLocal(_ name: String) -> VarInfo? {
            visible[name]?.last
        }

        /// Declares `v` in the innermost block (over a name that block already holds).
        func bind(_ name: String, _ v: VarInfo) {
            if blocks[blocks.count - 1].updateValue(v, forKey: name) != nil {
                visible[name]![visible[name]!.count - 1] = v
            } else {
                visible[name, default: []].append(v)
            }
        }

        func openBlock() { blocks.append([:]) }

        func closeBlock() {
            for name in blocks.removeLast().keys {
                if visible[name]!.count == 1 { visible[name] = nil } else { visible[name]!.removeLast() }
            }
        }
    }

    var scope: FunctionScope
    /// Top-level names this program declares (and whether as `let`), for forward references
    /// from function bodies.
    var programGlobals: [String: Bool] = [:]
    /// The program's top-level `func` names (assigning to one gets a note about functions).
    var programFunctions: Set<String> = []
    /// The global slots of top-level `let`s declared without a value (set later: `DeferredLets`).
    var deferredGlobals: Set<Int> = []
    /// Top-level names declared so far in program order (top-level code may not use a global
    /// before its declaration).
    var declaredSoFar: Set<String> = []
    /// The blocks being resolved that declare local functions, innermost last, and those whose
    /// functions' bodies are being resolved (see `resolveStatements`).
    var functionBlocks: [LocalFunctions] = []
    var insideFunctionsOf: [ObjectIdentifier] = []

    /// A block's local functions, and where the block's own statements use them.
    final class LocalFunctions {
        /// The statement being resolved.
        var index = 0
        /// Each function (by its variable): its declaration and statement index.
        var functions: [ObjectIdentifier: FunctionDecl] = [:]
        /// Uses from the block's statements (not from its functions' bodies): the function's
        /// variable, the statement that holds the use, where.
        var uses: [(VarInfo, Int, Span)] = []
    }

    /// Expression nesting: the current depth and its limit.
    var nesting = 0
    var maxNesting = Resolver.defaultMaxNesting
    var nestingReported = false
    /// Deep enough for any program a person writes; shallow enough that compiling and
    /// running it fit in the native stack of a debug build (see `BigStack`).
    static let defaultMaxNesting = 3_000

    init(globals: GlobalStaging, registry: Registry, main: FunctionDecl) {
        self.globals = globals
        self.registry = registry
        self.scope = FunctionScope(decl: main, parent: nil, isTopLevel: true)
    }

    /// Set when errors past `Parser.maxErrors` were not recorded (a program can have one
    /// per token; each would also look for a suggestion among every name).
    var errorsDropped = false
    var isFull: Bool { errors.count >= Parser.maxErrors }

    mutating func error(_ message: String, _ span: Span, notes: [String] = []) {
        guard !isFull else {
            errorsDropped = true
            return
        }
        errors.append(Diagnostic(.error, message, at: span, notes: notes))
    }

    /// Resolves a program's top-level statements (the body of `main`).
    mutating func resolveProgram(_ statements: [Stmt]) {
        // Pre-declare the top-level names so functions can refer to later ones.
        for s in statements {
            switch s.kind {
            case .declare(let isConst, let ref, _) where !ref.isHidden:
                if programGlobals[ref.name] != nil {
                    error("invalid redeclaration of '\(ref.name)'", ref.span)
                }
                programGlobals[ref.name] = isConst
                ref.target = .global(globals.slot(for: ref.name))
            case .function(_, let ref):
                if programGlobals[ref.name] != nil {
                    error("invalid redeclaration of '\(ref.name)'", ref.span,
                          notes: programFunctions.contains(ref.name)
                              ? ["geo has one function of a name: labels and parameter types do not tell two apart (Swift's overloading); give each its own name"]
                              : [])
                }
                programGlobals[ref.name] = true
                programFunctions.insert(ref.name)
                ref.target = .global(globals.slot(for: ref.name))
            default: break
            }
        }
        // Functions are usable anywhere in the program (they are hoisted).
        for s in statements { if case .function(_, let ref) = s.kind { declaredSoFar.insert(ref.name) } }
        for s in statements { resolve(s) }
        finish(scope)
        if scope.hasDeferredLets { checkDeferredLets(statements) }
        if errors.isEmpty { globals.stage(programGlobals) }
    }

    /// Assigns cell indices to captured locals once a function is fully resolved.
    func finish(_ scope: FunctionScope) {
        var cells = 0
        var frozen: UInt64 = 0
        for v in scope.decl.locals where v.isCaptured {
            v.cellIndex = cells
            if v.isFrozen, cells < 64 { frozen |= 1 << UInt64(cells) }
            cells += 1
        }
        scope.decl.cellCount = cells
        scope.decl.frozenCells = frozen
        scope.decl.frameSize = max(scope.decl.frameSize, scope.nextSlot)
    }

    mutating func declareLocal(_ name: String, isConst: Bool, span: Span) -> VarInfo {
        let v = VarInfo(name: name, isConst: isConst, span: span, slot: scope.nextSlot)
        scope.nextSlot += 1
        scope.decl.frameSize = max(scope.decl.frameSize, scope.nextSlot)
        scope.decl.locals.append(v)
        // The body of a loop may declare a name its tuple binds again (Swift's body is a scope
        // of its own): the new one shadows the loop variable.
        // (`_` names nothing: a closure's `{ _, _ in 0 }` takes two arguments it ignores.)
        if name != "_", let existing = scope.blocks[scope.blocks.count - 1][name], existing.span.start != span.start,
           existing.role != .loopVariable {
            error("invalid redeclaration of '\(name)'", span, notes: ["'\(name)' is already declared in this block"])
        }
        scope.bind(name, v)
        return v
    }

    var atTopLevelBlock: Bool { scope.isTopLevel && scope.blocks.count == 1 }

    mutating func withBlock(_ body: (inout Resolver) -> Void) {
        scope.openBlock()
        let saved = scope.nextSlot
        body(&self)
        scope.closeBlock()
        scope.nextSlot = saved
    }

    mutating func resolveBlock(_ statements: [Stmt]) {
        withBlock { r in r.resolveStatements(statements) }
    }

    /// A block's statements (in the current block of `scope`). Local functions are declared
    /// before the statements are resolved, as Swift's are, so the functions of one block call
    /// each other whatever their order (`func even(n) { … odd(n - 1) }` above `func odd`) and
    /// the block can call them above their declarations; `placeLocalFunctions` decides when
    /// each comes into existence.
    mutating func resolveStatements(_ statements: [Stmt]) {
        let block = LocalFunctions()
        if !atTopLevelBlock {
            for s in statements {
                if case .function(let decl, let ref) = s.kind {
                    let v = declareLocal(ref.name, isConst: true, span: ref.span)
                    v.role = .function
                    ref.target = .local(v)
                    decl.selfVar = v
                    block.functions[ObjectIdentifier(v)] = decl
                }
            }
        }
        guard !block.functions.isEmpty else {
            for s in statements { resolve(s) }
            return
        }
        functionBlocks.append(block)
        for (i, s) in statements.enumerated() {
            block.index = i
            if case .function = s.kind {
                // Uses inside the block's own functions count when those functions are used.
                insideFunctionsOf.append(ObjectIdentifier(block))
                resolve(s)
                insideFunctionsOf.removeLast()
            } else {
                resolve(s)
            }
        }
        functionBlocks.removeLast()
        placeLocalFunctions(statements, block)
    }

    /// Records a use of a local function by the statements of its block.
    mutating func noteUse(_ v: VarInfo, _ span: Span) {
        let key = ObjectIdentifier(v)
        guard let block = functionBlocks.last(where: { $0.functions[key] != nil }),
              !insideFunctionsOf.contains(ObjectIdentifier(block)) else { return }
        block.uses.append((v, block.index, span))
    }

    /// When each local function of a block comes into existence, as Swift decides it: when
    /// the block starts, or, if it uses variables the block declares (itself or through the
    /// block's other local functions), right after the last of those declarations — so a
    /// call above its declaration works, and never sees a variable before it exists. A use
    /// before that point is an error, as in Swift ("closure captures 'x' before it is
    /// declared").
    mutating func placeLocalFunctions(_ statements: [Stmt], _ block: LocalFunctions) {
        // The variables the block declares, by the index of their declaration.
        var declared: [ObjectIdentifier: (index: Int, v: VarInfo)] = [:]
        for (i, s) in statements.enumerated() {
            if case .declare(_, let ref, _) = s.kind, case .local(let v) = ref.target { declared[ObjectIdentifier(v)] = (i, v) }
        }
        // A function's point is the latest declaration among the variables it uses and those
        // the functions it uses reach. Each function's own latest variable first; then, from
        // the latest down, each point is handed back along "is used by" to every function not
        // yet placed (the first to reach one is its latest): linear in functions and uses.
        var own: [(key: ObjectIdentifier, index: Int, v: VarInfo)] = []
        var users: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        for (key, decl) in block.functions {
            var latest: (index: Int, v: VarInfo)?
            for case .local(let v) in decl.captures {
                let k = ObjectIdentifier(v)
                if let d = declared[k], d.index > latest?.index ?? -1 { latest = d }
                if block.functions[k] != nil { users[k, default: []].append(key) }
            }
            if let latest { own.append((key, latest.index, latest.v)) }
        }
        own.sort { $0.index > $1.index }
        var point: [ObjectIdentifier: (index: Int, v: VarInfo)] = [:]
        for source in own where point[source.key] == nil {
            point[source.key] = (source.index, source.v)
            var stack = [source.key]
            while let k = stack.popLast() {
                for user in users[k] ?? [] where point[user] == nil {
                    point[user] = (source.index, source.v)
                    stack.append(user)
                }
            }
        }
        for (key, decl) in block.functions { decl.createdAfter = point[key]?.index ?? -1 }
        for (f, at, span) in block.uses {
            guard let (index, v) = point[ObjectIdentifier(f)], at <= index else { continue }
            let line = v.span.file.lineColumn(v.span.start).line
            error("cannot use '\(f.name)' here: it uses '\(v.name)', which is not declared yet", span,
                  notes: ["'\(v.name)' is declared on line \(line); use '\(f.name)' below that line"])
        }
    }

    /// Polled per statement and expression (`CompileBudget`).
    var budget: CompileBudget?

    /// Whether memory went over the limit (from then on nothing is resolved).
    func overBudget(_ span: Span) -> Bool {
        guard let budget else { return false }
        return budget.spend(at: span)
    }

    mutating func resolve(_ s: Stmt) {
        if overBudget(s.span) { return }
        switch s.kind {
        case .expression(let e):
            resolve(e)
        case .declare(let isConst, let ref, let value):
            if let value { resolve(value) }
            if isConst && value == nil { scope.hasDeferredLets = true }
            if atTopLevelBlock, !ref.isHidden {
                declaredSoFar.insert(ref.name)
                if case .global = ref.target {} else {
                    ref.target = .global(globals.slot(for: ref.name))
                }
                if isConst && value == nil, case .global(let slot) = ref.target { deferredGlobals.insert(slot) }
            } else {
                let v = declareLocal(ref.name, isConst: isConst, span: ref.span)
                v.isDeferred = isConst && value == nil
                // A name of `for (i, x) in …`'s tuple (the parser's desugaring) is a loop
                // variable (a destructuring's part, `let (a, b) = …`, is not).
                if let value, case .part(let whole, _, _) = value.kind, case .name(let w) = whole.kind,
                   case .local(let wv) = w.target, wv.role == .loopVariable {
                    v.role = .loopVariable
                }
                ref.target = .local(v)
            }
        case .function(let decl, let ref):
            if atTopLevelBlock {
                if case .global = ref.target {} else {
                    ref.target = .global(globals.slot(for: ref.name))
                }
            }
            // A local function was declared with its block (`declareLocalFunctions`); its
            // body names itself as `.selfFunction`.
            resolveFunction(decl)
        case .assign(let target, let op, let value, _):
            resolve(value)
            resolveAssignTarget(target, initializing: op == nil)
        case .if(let cond, let then, let otherwise):
            resolve(cond)
            resolveBlock(then)
            if let otherwise { resolveBlock(otherwise) }
        case .while(let cond, let body), .repeatWhile(let body, let cond):
            // A repeat's condition, too, is resolved outside the body's block (Swift's does
            // not see the body's names).
            resolve(cond)
            scope.loopDepth += 1
            resolveBlock(body)
            scope.loopDepth -= 1
        case .for(let ref, let sequence, let body):
            resolve(sequence)
            scope.loopDepth += 1
            withBlock { r in
                let v = r.declareLocal(ref.name, isConst: true, span: ref.span)
                v.role = .loopVariable
                ref.target = .local(v)
                r.resolveBlock(body)
            }
            scope.loopDepth -= 1
        case .return(let value):
            if scope.isTopLevel { error("'return' outside a function", s.span) }
            if let value { resolve(value) }
        case .break, .continue:
            if scope.loopDepth == 0 {
                let word = { if case .break = s.kind { return "break" } else { return "continue" } }()
                error("'\(word)' outside a loop", s.span)
            }
        case .import(_, let span):
            if !atTopLevelBlock { error("'import' is only allowed at the top level of a file", span) }
        }
    }

    /// `initializing`: a plain store (`=`), which may set a `let` declared without a value.
    mutating func resolveAssignTarget(_ target: Expr, initializing: Bool) {
        switch target.kind {
        case .name(let ref):
            resolveName(ref)
            switch ref.target {
            case .local(let v) where v.isDeferred && initializing:
                // Once on every path: `DeferredLets`.
                ref.initializes = true
            case .global(let slot) where deferredGlobals.contains(slot) && initializing && scope.isTopLevel:
                ref.initializes = true
            case .capture(_, let v) where v.isDeferred:
                error("cannot set '\(ref.name)' inside a function or closure: it is a 'let' of the code around it", ref.span,
                      notes: ["set it where it is declared, before the closure is made (or declare it with 'var')"])
            case .global(let slot) where deferredGlobals.contains(slot) && initializing:
                error("cannot set '\(ref.name)' inside a function: it is a 'let' of the top level", ref.span,
                      notes: ["set it at the top level, where it is declared (or declare it with 'var')"])
            case .selfFunction:
                error("cannot assign to '\(ref.name)': it is a 'let' constant", ref.span,
                      notes: ["'\(ref.name)' names a function; keep a changing value in a 'var'"])
            case .local(let v) where v.isConst, .capture(_, let v) where v.isConst:
                error("cannot assign to '\(ref.name)': it is a 'let' constant", ref.span,
                      notes: [v.changeAdvice])
            case .global where isConstGlobal(ref.name):
                error("cannot assign to '\(ref.name)': it is a 'let' constant", ref.span,
                      notes: [programFunctions.contains(ref.name) ? "'\(ref.name)' names a function; keep a changing value in a 'var'"
                                                                  : "declare it with 'var' to change it"])
            case .builtin:
                error("cannot assign to '\(ref.name)': it is a built-in", ref.span)
            default: break
            }
        case .member(let base, _, _):
            resolve(base)
        case .index(let base, let index):
            resolve(base)
            resolve(index)
        case .keyDefault(let base, let key, let fallback):
            resolve(base)
            resolve(key)
            resolve(fallback)
        default:
            resolve(target)
        }
    }

    mutating func resolveFunction(_ decl: FunctionDecl) {
        let inner = FunctionScope(decl: decl, parent: scope, isTopLevel: false)
        let outer = scope
        scope = inner
        decl.paramVars = decl.params.map {
            let v = declareLocal($0.name, isConst: true, span: $0.span)
            v.role = .parameter
            return v
        }
        scope.openBlock()
        resolveStatements(decl.body)
        scope.closeBlock()
        finish(inner)
        if inner.hasDeferredLets { checkDeferredLets(decl.body) }
        if errors.isEmpty {
            let resolver = self
            ReturnedStores.apply(decl)
            ForwardedLets.apply(decl, nesting: nesting, maxNesting: maxNesting) { resolver.isConstGlobal($0) }
            ReturnedStores.foldReturns(decl)
        }
        LastUses.mark(decl)
        scope = outer
    }

    mutating func resolve(_ e: Expr) {
        // Compiling and running recurse over the tree: its depth is bounded (a long flat
        // chain `a + b + …` or `x.f().g()…` nests as deeply as parentheses do).
        if overBudget(e.span) { return }
        nesting += 1
        defer { nesting -= 1 }
        if nesting > maxNesting {
            if !nestingReported {
                nestingReported = true
                error("expression is nested too deeply (more than \(maxNesting) levels)", e.span,
                      notes: ["split it into smaller expressions with intermediate variables"])
            }
            return
        }
        switch e.kind {
        case .number, .string, .bool, .nil, .invalid: break
        case .interpolation(let parts):
            for case .expr(let x) in parts { resolve(x) }
        case .name(let ref): resolveName(ref)
        case .tuple(let items):
            for x in items { resolve(x) }
        case .list(let items): for x in items { resolve(x) }
        case .unary(_, let x), .part(let x, _, _), .cast(let x, _, _, _): resolve(x)
        case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b), .range(let a, let b, _):
            resolve(a)
            resolve(b)
        case .conditional(let c, let a, let b), .keyDefault(let c, let a, let b):
            resolve(c)
            resolve(a)
            resolve(b)
        case .call(let callee, let args):
            resolve(callee)
            for a in args { resolve(a.value) }
            // A built-in function's labels fit none of its signatures: said now, as Swift's
            // compiler says it (the call could never run), not when the call is reached.
            // (A method's are checked when it is called: its receiver's kind decides which
            // signatures it has, and a receiver of a kind with none is told so.)
            if case .name(let ref) = callee.kind, case .builtin(let name) = ref.target,
               case .functions(let overloads)? = registry.globals[name],
               Overload.candidates(overloads, labels: args.map(\.label), trailingClosure: args.endsWithTrailingClosure).isEmpty {
                let failure = Compiler.labelMismatch(name, overloads, args, span: e.span)
                error(failure.message, failure.span ?? e.span, notes: failure.notes)
            }
        case .member(let base, let member, _):
            if case .name = base.kind { memberOfName = member }
            resolve(base)
            memberOfName = nil
        case .index(let base, let index):
            resolve(base)
            resolve(index)
        case .closure(let decl): resolveFunction(decl)
        case .optionalChain(let base, let hidden, let rest):
            resolve(base)
            // `d[k]?.append(x)`, `xs[i]?.removeLast()`: a mutating method changes the base
            // in place (Swift's optional chaining on an inout access): the hidden local holds
            // the base's value while the rest runs, and is a variable then.
            let mutating = mutatingMethod(on: hidden.name, in: rest)
            // (Any index: the base is compiled as a place, its indices computed once.)
            let inPlace = mutating != nil && Parser.isPlace(base, anyIndex: true)
            withBlock { r in
                hidden.target = .local(r.declareLocal(hidden.name, isConst: !inPlace, span: hidden.span))
                r.resolve(rest)
            }
            if let (method, span) = mutating, !inPlace {
                error("'\(method)' through '?.' would change a copy of the value", span,
                      notes: ["test for nil first and call it on the variable: if xs != nil { xs.\(method)(…) }"])
            }
        }
    }

    /// A method that changes its receiver (`append`), called in a chain's rest on the value the
    /// chain holds (or a member or element of it): it would change the hidden copy.
    func mutatingMethod(on hidden: String, in rest: Expr) -> (String, Span)? {
        var e = rest
        var found: (String, Span)?
        while true {
            switch e.kind {
            case .call(let callee, _):
                if case .member(_, let name, let at) = callee.kind, registry.hasMutatingMethod(name) { found = (name, at) }
                e = callee
            case .member(let base, _, _), .index(let base, _), .unary(.unwrap, let base): e = base
            case .name(let ref): return ref.name == hidden ? found : nil
            default: return nil
            }
        }
    }

    /// Finds `name` in `scope` or an enclosing function, recording captures on the way.
    func capture(_ name: String, in scope: FunctionScope) -> (NameTarget, VarInfo)? {
        if let v = scope.lookupLocal(name) { return (.local(v), v) }
        if scope.isTopLevel {
            return nil
        }
        guard let parent = scope.parent else { return nil }
        // A local function naming itself: the running function (capturing its own cell
        // would make the function hold itself).
        if let own = scope.decl.selfVar, own.name == name, parent.lookupLocal(name) === own {
            return (.selfFunction, own)
        }
        guard let (found, v) = capture(name, in: parent) else { return nil }
        let source: CaptureSource
        switch found {
        case .local(let pv):
            pv.isCaptured = true
            source = .local(pv)
        case .capture(let i, _):
            source = .capture(i)
        case .selfFunction:
            source = .function
        default:
            return nil
        }
        // Reuse an existing capture of the same variable.
        for (i, c) in scope.decl.captures.enumerated() {
            switch (c, source) {
            case let (.local(a), .local(b)) where a === b: return (.capture(i, v), v)
            case let (.capture(a), .capture(b)) where a == b: return (.capture(i, v), v)
            case (.function, .function): return (.capture(i, v), v)
            default: continue
            }
        }
        scope.decl.captures.append(source)
        return (.capture(scope.decl.captures.count - 1, v), v)
    }

    /// Whether a global is a `let`: as this program declares it, else as it is now.
    func isConstGlobal(_ name: String) -> Bool {
        programGlobals[name] ?? globals.isConst(name)
    }

    mutating func resolveName(_ ref: NameRef) {
        if let (target, v) = capture(ref.name, in: scope) {
            ref.target = target
            if !functionBlocks.isEmpty { noteUse(v, ref.span) }
            return
        }
        if programGlobals[ref.name] != nil {
            // Top-level code may not read a global of this program before its declaration.
            if scope.isTopLevel, !declaredSoFar.contains(ref.name) {
                error("'\(ref.name)' is used before its declaration", ref.span)
            }
            ref.target = .global(globals.slot(for: ref.name))
            return
        }
        if let slot = globals.visibleSlot(ref.name) {
            ref.target = .global(slot)
            return
        }
        if registry.globals[ref.name] != nil {
            ref.target = .builtin(ref.name)
            return
        }
        guard !isFull else {
            errorsDropped = true
            return
        }
        var candidates = globals.visibleNames + Array(programGlobals.keys) + registry.globalNames
        var s: FunctionScope? = scope
        while let current = s {
            for block in current.blocks { candidates += block.keys }
            s = current.parent
        }
        var notes: [String] = []
        var message = "cannot find '\(ref.name)' in scope"
        let foreignView = CastType.superclass[ref.name] != nil
        if !foreignView, let suggestion = Suggest.nearest(ref.name, in: candidates) {
            // (A UIKit view class geo does not make is not a misspelt one it does.)
            message += "; did you mean '\(suggestion)'?"
        }
        if Keyword(rawValue: ref.name.lowercased()) != nil {
            notes.append("keywords are lower case")
        }
        if let member = memberOfName, let note = Registry.staticMember(member, of: ref.name) {
            notes.append(note)   // `UIView.animate(withDuration:)`: how geo writes that one
        } else if let note = Registry.foreignGlobalNote(ref.name) {
            notes.append(note)
        } else if foreignView {
            notes.append("geo makes UIView, UILabel, UIButton, UIImageView, UIScrollView, UITextField, UITextView and UIControl; "
                + "a \(ref.name)'s own layout is not modelled: make a UIView and set the frames of its subviews (a pasted dump's \(ref.name) is a view of that class)")
        }
        error(message, ref.span, notes: notes)
    }
}

/// The interpreter's global variables: names to slots, which are constants, and which are
/// declared. A name gets a slot when a program that uses it is accepted; it is declared
/// (visible to later programs and to the host) only when its declaration runs.
final class GlobalTable {
    private(set) var slots: [String: Int] = [:]
    private(set) var names: [String] = []
    private(set) var isConst: [Bool] = []
    /// Set when the declaration runs (or the host sets the global); never cleared.
    private(set) var declared: [Bool] = []

    /// The slot of a declared global.
    func declaredSlot(_ name: String) -> Int? {
        guard let s = slots[name], declared[s] else { return nil }
        return s
    }

    /// The declared globals' names.
    var declaredNames: [String] { names.indices.filter { declared[$0] }.map { names[$0] } }

    /// Gives `name` a slot (undeclared until `declare`).
    func reserve(_ name: String) -> Int {
        if let s = slots[name] { return s }
        let s = names.count
        slots[name] = s
        names.append(name)
        isConst.append(false)
        declared.append(false)
        return s
    }

    /// Puts back which of the first `declared.count` globals were declared, and their
    /// constness (a session snapshot's restore); globals reserved since become undeclared.
    func restoreDeclarations(_ declared: [Bool], isConst: [Bool]) {
        for s in self.declared.indices {
            self.declared[s] = s < declared.count ? declared[s] : false
            if s < isConst.count { self.isConst[s] = isConst[s] }
        }
    }

    /// Runs a declaration: the global becomes visible, with the declared constness.
    func declare(_ slot: Int, isConst const: Bool) {
        declared[slot] = true
        isConst[slot] = const
    }
}

/// The globals as one compile sees them: the interpreter's declared globals, plus the names
/// the programs of this compile (a program and the modules it imports) declare. A new name
/// gets a slot in the table at once, but stays undeclared (invisible to later programs and
/// the host) until its declaration runs: a rejected program changes nothing visible.
final class GlobalStaging {
    let table: GlobalTable
    /// Names declared by the programs resolved so far (a module's are visible to the program
    /// that imports it), by whether they are constants.
    private var staged: [String: Bool] = [:]
    private var stagedConstness: [Int: Bool] = [:]

    init(table: GlobalTable) { self.table = table }

    /// The slot `name` has (given now if new).
    func slot(for name: String) -> Int { table.reserve(name) }

    /// The slot of a global visible to a program: declared, or declared by an imported module.
    func visibleSlot(_ name: String) -> Int? {
        if staged[name] != nil { return slot(for: name) }
        return table.declaredSlot(name)
    }

    /// Whether a visible global is a constant.
    func isConst(_ name: String) -> Bool {
        if let c = staged[name] { return c }
        if let s = table.declaredSlot(name) { return table.isConst[s] }
        return false
    }

    /// Whether the global in `slot` is a constant, as the programs of this compile see it.
    func isConst(slot: Int) -> Bool { stagedConstness[slot] ?? table.isConst[slot] }

    /// The names a program can see (for suggestions).
    var visibleNames: [String] { table.declaredNames + Array(staged.keys) }

    /// Records the top-level names of a resolved program.
    func stage(_ declared: [String: Bool]) {
        for (name, isConst) in declared {
            staged[name] = isConst
            stagedConstness[slot(for: name)] = isConst
        }
    }
}
