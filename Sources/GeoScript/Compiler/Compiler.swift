/// Compiles the resolved syntax tree into Swift closures: each expression becomes an
/// `(CallFrame) throws -> Value`, each statement an `(CallFrame) throws -> Flow`.
///
/// Each node is lowered exactly once (`lower`), bottom up: its children's operand kinds
/// choose its code (`FastPath`), so compile time and memory are linear in the program.
/// Compiled code refers to the engine unretained: the interpreter owns the engine, and code
/// compiled for one engine is refused by any other (`FunctionCode.engineID`).
struct Compiler {
    unowned(unsafe) let engine: Engine
    /// The globals as this compile sees them (constness of the programs' own declarations).
    let globals: GlobalStaging
    /// Runs an imported file (once); provided by the interpreter.
    let importer: (String, Span) throws -> Void
    /// Records the path chosen at each site, when asked for.
    var dump: IRDump?
    /// Polled per statement: once memory is over the limit, the rest is not compiled (the
    /// interpreter then throws the code away with the limit's error).
    var budget: CompileBudget?
    /// What the built-in call sites of this compile share (`lowerBuiltinCall`).
    let sharing = CallSharing()
    /// The rewrite whose value is being compiled (path `rewriteEntry`).
    let rewriteScope = RewriteScope()

    var registry: Registry { engine.registry }
    /// The engine as compiled closures capture it (see `EngineRef`).
    var engineRef: EngineRef { EngineRef(engine) }

    /// The code of an absent argument.
    static func noArgument(_: CallFrame) -> Value { .nil }

    func note(_ span: Span, _ what: String, _ path: FastPath, _ operands: [Operand] = []) {
        dump?.site(span, what, path, operands)
    }

    // MARK: Functions

    /// Compiles a function's body into its code object.
    func compileFunction(_ decl: FunctionDecl) -> FunctionCode {
        // A body's reads are of its own frame, never an entry a rewrite outside it stores.
        let rewrite = rewriteScope.current
        rewriteScope.current = nil
        defer { rewriteScope.current = rewrite }
        dump?.function("func \(decl.name)(\(decl.params.map(\.name).joined(separator: ", "))): \(decl.frameSize) slots, \(decl.cellCount) cells, \(decl.captures.count) captures")
        for ref in decl.forwardedLets { note(ref.span, "declare", .letForwarded) }
        for span in decl.returnedStores { note(span, "store", .storeReturned) }
        for span in decl.returnsAsElse { note(span, "return", .returnAsElse) }
        let engine = self.engineRef
        let body: BlockNode
        var resultSlot = -1
        var condition: Test?
        if let e = Compiler.conditionBody(decl) {
            // A body that is one condition: its test, and the body returns its Bool boxed.
            note(decl.span, "body", .conditionBody)
            let test = compileTest(e)
            condition = test
            body = BlockNode([StatementNode { f in .returned(.bool(try test(f))) }])
        } else if decl.isExpressionBody, case .expression(let e) = decl.body[0].kind {
            if case .conditional = e.kind {
                // `{ n in n < 2 ? n : f(n - 1) + f(n - 2) }`: the conditional returned as a
                // `return` of one is (path `returnConditional`).
                body = BlockNode([StatementNode(compileStmt(Stmt(kind: .return(e), span: e.span)))])
            } else {
                let value = compileExpr(e)
                body = BlockNode([StatementNode { f in .returned(try value(f)) }])
            }
        } else {
            // Run by the call itself (`Engine.run`): no node between the call and the statements.
            let statements = compileStatements(decl.body, resultSlot: &resultSlot)
            // A parameter's value may be lent (`Calls.swift`): copied, not moved.
            body = BlockNode(statements, resultSlot: resultSlot, movesResult: resultSlot >= decl.params.count)
            noteBlock(decl.body, .bodyInCall)
        }
        let code = FunctionCode(name: decl.name, parameters: decl.params.map(\.name), labels: decl.labels, defaults: decl.defaults, span: decl.span,
                                frameSize: decl.frameSize, cellCount: decl.cellCount,
                                parameterCells: decl.paramVars.map { $0.isCaptured ? $0.cellIndex : -1 },
                                frozenCells: decl.frozenCells, movesParameter: decl.movesParameter, body: body,
                                condition: condition, engine: engine)
        self.engine.noteFrameSize(code.frameSize)
        // Each function is compiled once, and nothing reads its body after: its tree is freed
        // now, not with the program's (a file of many functions held every function's tree
        // until the last was compiled, beside all their code).
        SyntaxTeardown.free(decl.takeBody())
        return code
    }

    /// The condition a function's body is, when it is one and the call makes no cells (path
    /// `conditionBody`): the one expression of a closure's body, or of its one `return`, that
    /// is a comparison, `&&`, `||`, `!` or a Bool literal (`isTest`): its value is its test's Bool.
    static func conditionBody(_ decl: FunctionDecl) -> Expr? {
        guard decl.cellCount == 0, decl.body.count == 1 else { return nil }
        switch decl.body[0].kind {
        case .expression(let e) where decl.isExpressionBody && isTest(e): return e
        case .return(let e?) where isTest(e): return e
        default: return nil
        }
    }

    /// An expression that creates a function value capturing the current frame's cells.
    func compileClosure(_ decl: FunctionDecl) -> Eval {
        let code = compileFunction(decl)
        let sources = decl.captures
        if sources.isEmpty {
            // Nothing captured: every evaluation would make the same function, so it is made
            // once, here (a closure literal in a function or a loop — `xs.reduce(0) { $0 + f($1) }`
            // — allocated and freed a Function each time). It holds only its own code.
            note(decl.span, "closure", .closureShared)
            let shared = Value.function(Function(code: code, adopting: Function.noCells, count: 0))
            return { _ in shared }
        }
        note(decl.span, "closure", .closureMade)
        // The cells written straight into the memory the function will own (no array made and
        // freed per closure: shapes' records of closures, a `{ … }` made in a loop).
        let count = sources.count
        return { f in
            let cells = UnsafeMutablePointer<Cell>.allocate(capacity: count)
            for i in 0..<count {
                let cell: Cell
                switch sources[i] {
                case .local(let v): cell = f.cells[v.cellIndex]
                case .capture(let c): cell = f.captures[c]
                case .function: cell = Cell(.function(f.function.takeUnretainedValue()))
                }
                (cells + i).initialize(to: cell)
            }
            return .function(Function(code: code, adopting: cells, count: count))
        }
    }

    // MARK: Statements

    /// A block: its statements run in a loop (`BlockNode`). The first `leading` statements are
    /// left out: they declare what the caller binds itself (`compileForEnumerated`), and the
    /// local functions placed after them come first.
    func compileBlock(_ allStatements: [Stmt], leading: Int = 0) -> Exec {
        var notABody = -2
        let nodes = compileStatements(allStatements, resultSlot: &notABody, leading: leading)
        return sequence(nodes, Array(allStatements.dropFirst(leading)))
    }

    /// The program's top-level statements, given up by the caller: compiled as `compileBlock`
    /// compiles a block, each statement's tree freed once compiled (`compileStatements`).
    func compileTopLevel(_ statements: consuming [Stmt]) -> Exec {
        // (`sequence` reads the span the block covers, for `--dump-ir`: its ends are enough.)
        let ends = [statements.first, statements.last].compactMap { $0.map { Stmt(kind: .break, span: $0.span) } }
        var notABody = -2
        let nodes = compileStatements(consume statements, resultSlot: &notABody, releasing: true)
        return sequence(nodes, ends)
    }

    /// Statements' nodes run in turn (`compileBlock`; the rest of a block an element is lent
    /// for, `compileLentDeclaration`).
    func sequence(_ nodes: [StatementNode], _ statements: [Stmt]) -> Exec {
        switch nodes.count {
        case 0: return { _ in .normal }
        case 1: return nodes[0].exec
        case 2:
            noteBlock(statements, .blockPair)
            // Two: the second called from the first's node (measured cheaper than the loop's
            // fixed cost for two: sieve's inner loop, 34 vs 45 instructions per pass).
            let pair = ExecPair(nodes[0].exec, nodes[1].exec)
            return { f in
                let r = try pair.first(f)
                if r.isNormal { return try pair.second(f) }
                return r
            }
        default:
            noteBlock(statements, .blockLoop)
            let node = BlockNode(nodes)
            return { f in try node.run(f) }
        }
    }

    /// A loop's body (path `bodyInLoop` for two statements or more): its statements run by the
    /// loop's own code (`LoopBody.run`), no node of the block's own between the loop and them.
    /// `leading` as for `compileBlock`.
    func compileBody(_ allStatements: [Stmt], leading: Int = 0) -> LoopBody {
        var notABody = -2
        let nodes = compileStatements(allStatements, resultSlot: &notABody, leading: leading)
        if nodes.count >= 2 { noteBlock(Array(allStatements.dropFirst(leading)), .bodyInLoop) }
        return LoopBody(nodes)
    }

    /// An `if`'s branch (path `branchInIf` for two statements or more): its statements run by
    /// the `if`'s own code, made for the shapes of its branches (`IfSpecializer`), as a loop
    /// runs its body — no node of the block's own between the `if` and them.
    func compileBranch(_ statements: [Stmt]) -> LoopBody {
        var notABody = -2
        let nodes = compileStatements(statements, resultSlot: &notABody)
        if nodes.count >= 2 { noteBlock(statements, .branchInIf) }
        return LoopBody(nodes)
    }

    /// Records how a block's statements are run (`geo --dump-ir`), at the span they cover.
    func noteBlock(_ statements: [Stmt], _ path: FastPath) {
        guard dump != nil, let first = statements.first?.span, let last = statements.last?.span, first.fileID == last.fileID else { return }
        note(Span(file: first.file, start: first.start, length: last.start + last.length - first.start), "block", path)
    }

    /// A block's statements, each compiled once, in the order they run (`resultSlot` -2); a
    /// function's body when `resultSlot` starts as -1: a last statement that
    /// returns a value the body can take itself (`FastPath.returningFromBody`) is left to the
    /// body, which returns that slot when the statements end (`BlockNode.resultSlot`).
    ///
    /// `releasing` (the program's top level, `compileTopLevel`: the caller gave the statements
    /// up): each statement's tree is freed once it is compiled, so a program's tree and its
    /// code are not both held whole at the end of the compile — unless a `let` may lend an
    /// element (`lendable` reads what the rest of the block does from all of it).
    func compileStatements(_ statements: consuming [Stmt], resultSlot: inout Int, leading: Int = 0,
                           lentRests: ArraySlice<LentElements.Facts>? = nil, releasing: Bool = false) -> [StatementNode] {
        var nodes: [StatementNode] = []
        // The block's local functions that closures capture get fresh cells when the block
        // starts (each pass of a loop has its own), so a function declared further down is
        // already the cell an earlier one captured; their declarations fill them in place.
        let cells = statements.compactMap { s -> Int? in
            if case .function(_, let ref) = s.kind, case .local(let v) = ref.target, v.isCaptured { return v.cellIndex }
            return nil
        }
        if !cells.isEmpty {
            let engine = self.engineRef
            nodes.append(StatementNode { f in
                for index in cells { engine.replaceCell(f.cells + index, with: Cell(.nil)) }
                return .normal
            })
        }
        var placed = placingLocalFunctions(statements, leading: leading)
        let releases = releasing && !placed.contains(where: Compiler.mayLend)
        if releases { statements = [] }
        // Statements compiled, their trees freed a batch at a time (never while a copy taken
        // for compiling is alive: `SyntaxTeardown` frees a tree no one else holds).
        var retired: [Stmt] = []
        var storesByBlock: [Span] = []
        // What the rest of the block does from each statement on, found when a `let` may
        // borrow an element (`LentElements`); `[]` when the block is too large to look into.
        var rests = lentRests
        // The index of the block's last local function (nil until a `let` may lend): found once,
        // so a block of many such `let`s is looked through once, not once for each.
        var lastFunction: Int?
        // Statements a destructuring's node took with its first (`compileDestructuring`).
        var taken = 0
        for i in placed.indices {
            if releases, i > 0 {
                let done = placed[i - 1]
                placed[i - 1] = Stmt(kind: .break, span: done.span)
                retired.append(done)
                if retired.count >= 64 {
                    SyntaxTeardown.free(consume retired)
                    retired = []
                }
            }
            if taken > 0 { taken -= 1; continue }
            let s = placed[i]
            if let budget, budget.spend(at: s.span) { break }
            if let (node, parts) = compileDestructuring(placed, i) {
                nodes.append(node)
                taken = parts
                continue
            }
            if resultSlot == -1, i == placed.count - 1, case .return(let value?) = s.kind, case .name(let ref) = value.kind,
               let operand = storage(ref), FastPath.returningFromBody(operand) == .returnInCall, case .local(let slot) = operand {
                note(s.span, "return", .returnInCall, [operand])
                resultSlot = slot
                break
            }
            if let candidate = lendable(placed, i, &rests, &lastFunction) {
                let lowered = lower(candidate.value)
                if FastPath.declaring(lowered, keepsList: candidate.keepsList) == .elementLent, let element = lowered.element {
                    nodes.append(compileLentDeclaration(candidate, lowered, element, placed, i, rests))
                    break
                }
                let node = compileStoreStatement(candidate.ref, lowered, declaring: true)
                if node.target >= 0 { storesByBlock.append(s.span) }
                nodes.append(node)
                continue
            }
            let node = compileStatement(s)
            if node.target >= 0 { storesByBlock.append(s.span) }
            nodes.append(node)
        }
        // A body's statements, and a block's of three or more, run in `BlockNode`'s loop,
        // which runs such a store in place (`compileBlock`).
        if resultSlot != -2 || nodes.count >= 3 {
            for span in storesByBlock { note(span, "store", .storeByBlock) }
        }
        if releases {
            SyntaxTeardown.free(consume retired)
            SyntaxTeardown.free(consume placed)
        }
        return nodes
    }

    /// A destructuring at `placed[i]` (path `destructureParts`): the parser's hidden whole —
    /// or its hidden temporaries, one per item of a tuple literal — and the declarations or
    /// assignments after them that read them, every name a local no closure captures. Its
    /// node computes every value first (Swift's order: `(a, b) = (b, a)` swaps), then binds
    /// each name straight from it; with how many statements after `placed[i]` it took. Nil
    /// for anything else, which runs statement by statement.
    func compileDestructuring(_ placed: [Stmt], _ i: Int) -> (StatementNode, Int)? {
        guard case .declare(true, let first, _?) = placed[i].kind, first.isHidden, case .local = first.target else { return nil }
        // The hidden temporaries of a tuple literal are named `whole#0`, `whole#1`, …
        let literal = first.name.hasSuffix("#0")
        let base = literal ? String(first.name.dropLast(2)) : first.name
        var wholes: [(VarInfo, Expr)] = []
        var j = i
        while j < placed.count, case .declare(true, let ref, let value?) = placed[j].kind, case .local(let v) = ref.target,
              literal ? ref.name == base + "#" + String(wholes.count) : j == i {
            wholes.append((v, value))
            j += 1
        }
        // Each bind: the slot it stores into and which whole (or part of the whole) it reads.
        var binds: [(slot: Int, index: Int)] = []
        var count = 0
        var partSpan = first.span
        var assigns = false
        binding: while j < placed.count {
            let target: NameRef, read: Expr
            switch placed[j].kind {
            case .declare(_, let ref, let value?): (target, read) = (ref, value)
            case .assign(let t, nil, let value, _):
                guard case .name(let ref) = t.kind else { return nil }
                (target, read, assigns) = (ref, value, true)
            default: break binding
            }
            var index = -1
            if literal, case .name(let w) = read.kind, case .local(let wv) = w.target {
                index = wholes.firstIndex { $0.0 === wv } ?? -1
            } else if !literal, case .part(let whole, let k, let n) = read.kind, case .name(let w) = whole.kind,
                      case .local(let wv) = w.target, wv === wholes[0].0 {
                (index, count, partSpan) = (k, n, read.span)
            }
            if index < 0 { break }
            guard case .local(let v) = target.target, !v.isCaptured else { return nil }
            binds.append((v.slot, index))
            j += 1
        }
        guard !binds.isEmpty else { return nil }
        // The node keeps no whole: a statement after the binds that reads it (a switch's cases
        // test its subject's parts after the first case's bindings: `switch pair() { case (let
        // x, 2): … }`) would read a slot never stored — so then the statements run one by one.
        if !literal, j < placed.count, Compiler.reads(wholes[0].0, placed[j]) { return nil }
        let values = wholes.map { lower($0.1) }
        // One value into two names: its two Numbers, when it has code for them (or a Point's).
        var split: SplitCode? = nil
        let path = literal ? .destructureParts
            : FastPath.destructuring(count: count, hasSplitCode: values[0].split != nil, hasPointCode: values[0].point != nil)
        if path == .destructureNumbers {
            split = values[0].split ?? values[0].point.map { point in SplitCode { f in point.run(f).map { ($0.x, $0.y) } } }
        }
        note(placed[i].span, assigns ? "assign" : "declare", path)
        let node = DestructuringNode(values: values.map { EvalBox(eval: $0.eval) }, binds: binds, count: literal ? 0 : count,
                                     split: split, engine: engineRef, span: partSpan)
        return (StatementNode(node.exec()), j - i - 1)
    }

    /// Whether the statement reads the local `v` (by name, in its own function: a closure's
    /// body is not walked). A walk with work lists, not recursion.
    static func reads(_ v: VarInfo, _ s: Stmt) -> Bool {
        var statements = [s], expressions: [Expr] = []
        while true {
            if let e = expressions.popLast() {
                if case .name(let ref) = e.kind, case .local(let w) = ref.target, w === v { return true }
                e.forEachChild { expressions.append($0) }
            } else if let s = statements.popLast() {
                switch s.kind {
                case .expression(let e), .declare(_, _, let e?), .return(let e?): expressions.append(e)
                case .declare(_, _, nil), .return(nil), .break, .continue, .import, .function: break
                case .assign(let a, _, let b, _): expressions.append(a); expressions.append(b)
                case .if(let c, let yes, let no): expressions.append(c); statements += yes; statements += no ?? []
                case .while(let c, let body), .repeatWhile(let body, let c): expressions.append(c); statements += body
                case .for(_, let e, let body): expressions.append(e); statements += body
                }
            } else {
                return false
            }
        }
    }

    /// Whether `s` is a `let` of an element in a local (what `lendable` may take, and more).
    static func mayLend(_ s: Stmt) -> Bool {
        guard case .declare(true, let ref, let value?) = s.kind, case .local = ref.target, case .index = value.kind else { return false }
        return true
    }

    /// `let name = list[index]` at `placed[i]` that may lend its element (`LentElements`): a
    /// `let` in a local slot, of an element of a variable, with statements after it and no
    /// local function declared among them (its block gives such functions fresh cells when
    /// it starts); `keepsList` when nothing after it can change the list or move the `let`.
    /// (`rests`: found here for the block the first time a `let` may lend.)
    struct LendableLet {
        let ref: NameRef
        let slot: Int
        let value: Expr
        let keepsList: Bool
    }

    func lendable(_ placed: [Stmt], _ i: Int, _ rests: inout ArraySlice<LentElements.Facts>?,
                  _ lastFunction: inout Int?) -> LendableLet? {
        guard i + 1 < placed.count, case .declare(true, let ref, let valueExpr?) = placed[i].kind,
              case .local(let v) = ref.target, !v.isCaptured,
              case .index(let listExpr, _) = valueExpr.kind, case .name(let listRef) = listExpr.kind,
              let list = LentElements.root(of: listRef) else { return nil }
        if lastFunction == nil {
            lastFunction = placed.lastIndex(where: \.declaresFunction) ?? -1
        }
        guard let lastFunction, lastFunction < i else { return nil }
        if rests == nil { rests = LentElements(registry: registry).suffixes(placed[...])?[...] ?? [] }
        var keepsList = false
        if let rest = rests?.dropFirst(i + 1).first {
            if case .global = list { keepsList = !rest.runsScript } else { keepsList = true }
            keepsList = keepsList && !rest.changed.contains(list) && !rest.changed.contains(.local(ObjectIdentifier(v)))
        }
        return LendableLet(ref: ref, slot: v.slot, value: valueExpr, keepsList: keepsList)
    }

    /// `let b = xs[j]` at `placed[i]` whose element is lent to the slot (path `elementLent`):
    /// the element's bits copied into the slot, not retained, and the rest of the block run,
    /// and the slot emptied unreleased however the rest ends — nothing there can change the
    /// list or move the slot (`LentElements`), so the element stays in the list, alive and
    /// unchanged. Not a list, an index out of range or not a whole Number: the value's code
    /// stores its value (or reports the error) as `storeElement` does, and the slot owns what
    /// it holds. (A node lending two `let`s in a row, choosing the list's home at run time,
    /// was measured slower: rectpairs +34 M, polygons +190 M instructions, no fewer writes.)
    func compileLentDeclaration(_ first: LendableLet, _ lowered: Lowered, _ element: ElementOperand,
                                _ placed: [Stmt], _ i: Int, _ rests: ArraySlice<LentElements.Facts>?) -> StatementNode {
        note(first.ref.span, "declare", .elementLent, [lowered.operand])
        let copy = ElementCopyNode(slot: first.slot, element: element, value: lowered.eval)
        var notABody = -2
        let rest = Array(placed[(i + 1)...])
        let nodes = compileStatements(rest, resultSlot: &notABody, lentRests: rests?.dropFirst(i + 1))
        if nodes.count >= 2 { noteBlock(rest, .restOfLent) }
        if case .global = element.list {
            let node = ElementLentNode(copy, LoopBody(nodes), listIsLocal: false)
            return StatementNode(node.body.specialized(ElementLentCode<GlobalSlots>(node: node, engine: engineRef)))
        }
        let node = ElementLentNode(copy, LoopBody(nodes), listIsLocal: true)
        // The rest is one lent `let` of a local list: its code run inside this one's.
        if nodes.count == 1, let next = nodes[0].lent, next.listIsLocal {
            note(first.ref.span, "declare", .lentPair)
            return StatementNode(next.body.specialized(ElementLentPairCode(outer: node, inner: next, innerCode: nodes[0].exec, engine: engineRef)))
        }
        return StatementNode(node.body.specialized(ElementLentCode<FrameSlots>(node: node, engine: engineRef)), lent: node)
    }

    /// The statements with each local function's declaration moved to where the function
    /// comes into existence (`FunctionDecl.createdAfter`, decided by the resolver as Swift
    /// does): the block's start, or right after the last declaration of a variable it uses.
    /// The first `leading` statements are left out (`compileBlock`); the functions that come
    /// into existence after them still do, at the start. (`createdAfter` counts the statements
    /// of the whole block.)
    func placingLocalFunctions(_ statements: [Stmt], leading: Int = 0) -> [Stmt] {
        var after: [Int: [Stmt]] = [:]
        for s in statements {
            if case .function(let decl, let ref) = s.kind, case .local = ref.target { after[decl.createdAfter, default: []].append(s) }
        }
        if after.isEmpty { return Array(statements.dropFirst(leading)) }
        var placed = after[-1] ?? []
        for (i, s) in statements.enumerated() {
            if case .function(_, let ref) = s.kind, case .local = ref.target { continue }
            if i >= leading { placed.append(s) }
            placed += after[i] ?? []
        }
        return placed
    }

    /// A statement's node: a store of a Number into a local from another local or a constant
    /// (paths `storeLocal`, `storeConstant`) also says so, for its block to run in place
    /// (`BlockEntry.storeInPlace`).
    func compileStatement(_ s: Stmt) -> StatementNode {
        switch s.kind {
        case .declare(_, let ref, let valueExpr?):
            if let stores = conditionalStore(ref, valueExpr, span: s.span) { return StatementNode(stores) }
            return compileStoreStatement(ref, lower(valueExpr), declaring: true, moving: Compiler.movesOut(valueExpr))
        case .assign(let target, nil, let valueExpr, _):
            if case .name(let ref) = target.kind, let stores = conditionalStore(ref, valueExpr, span: s.span) { return StatementNode(stores) }
            if case .name(let ref) = target.kind, ref.initializes {
                // A `let` declared without a value set (`DeferredLets`): a global is declared
                // by this store, with its value.
                var declaring = false
                if case .global = ref.target { declaring = true }
                return compileStoreStatement(ref, lower(valueExpr), declaring: declaring, moving: Compiler.movesOut(valueExpr))
            }
            // (`x = x.union(y)` hands the variable over, `x = x + e` updates it:
            // `compileAssignment`.)
            if case .name(let ref) = target.kind, handedOver(ref, valueExpr) == nil, !updatesItself(ref, valueExpr) {
                return compileStoreStatement(ref, lower(valueExpr), declaring: false, moving: Compiler.movesOut(valueExpr))
            }
        default:
            break
        }
        return StatementNode(compileStmt(s))
    }

    func compileStmt(_ s: Stmt) -> Exec {
        if let budget, budget.spend(at: s.span) { return { _ in .normal } }   // (see `lower`)
        let span = s.span
        switch s.kind {
        case .expression(let e):
            // A method call whose result nothing reads (`seen.insert(x)`): its site may leave
            // the result unmade (`MethodSite.discardsResult`).
            let lowered: Lowered
            if case .call(let callee, let args) = e.kind {
                lowered = lowerCall(callee, args, span: e.span, discardsResult: true)
            } else {
                lowered = lower(e)
            }
            let value = EvalNode(lowered.eval)
            return { f in
                _ = try value.eval(f)
                return .normal
            }
        case .declare(_, let ref, let valueExpr):
            // Not `map`/`??`: through a generic signature a closure is stored reabstracted and
            // called through a thunk.
            if let valueExpr { return compileStore(ref, lower(valueExpr), declaring: true, moving: Compiler.movesOut(valueExpr)) }
            // A global `let` declared without a value is declared by its store (a local holds
            // nil until then, as every local is stored by its declaration).
            if case .declare(true, _, nil) = s.kind, case .global = ref.target { return { _ in .normal } }
            return compileStore(ref, { _ in .nil }, operand: .constant(.nil), declaring: true)
        case .function(let decl, let ref):
            let make = compileClosure(decl)
            if case .local(let v) = ref.target, v.isCaptured {
                // Into the cell its block made fresh (`compileBlock`), which functions declared
                // before it in the block may already hold.
                let index = v.cellIndex
                return { f in
                    f.cells[index].value = try make(f)
                    return .normal
                }
            }
            return compileStore(ref, make, declaring: true)
        case .assign(let target, let op, let valueExpr, let opSpan):
            return compileAssignment(target, op, valueExpr, span: opSpan)
        case .if(let condExpr, let thenBody, let elseBody):
            if case .bool(let constant) = condExpr.kind {
                // `if true { … }` — a `switch`'s own block, its `default:` — runs its branch as
                // a block (path `ifConstant`): no test, no node of the `if`'s own.
                note(condExpr.span, "if", .ifConstant)
                if constant { return compileBlock(thenBody) }
                return elseBody.map { compileBlock($0) } ?? { _ in .normal }
            }
            let then = compileBranch(thenBody)
            let otherwise = elseBody.map { compileBranch($0) }
            let returns = Branches(then: returnedSlot(thenBody), otherwise: elseBody.map(returnedSlot) ?? -1)
            return compileIf(condExpr, then, otherwise, returns: returns)
        case .while(let condExpr, let bodyStmts):
            return compileWhile(condExpr, bodyStmts, testsFirst: true, span: span)
        case .repeatWhile(let bodyStmts, let condExpr):
            return compileWhile(condExpr, bodyStmts, testsFirst: false, span: span)
        case .for(let ref, let sequence, let bodyStmts):
            return compileFor(ref, sequence, bodyStmts, span: span)
        case .return(let valueExpr):
            guard let valueExpr else { return { _ in .returned(.nil) } }
            if case .conditional(let c, let a, let b) = valueExpr.kind {
                // `return c ? a : b` runs as `if c { return a } else { return b }` (path
                // `returnConditional`): the same test of `c`, then one side computed, and each
                // side returned as a `return` of it is (`returnArithmetic`, `returnCall` …), no
                // Value made for the conditional between.
                note(s.span, "return", .returnConditional)
                return compileStmt(Stmt(kind: .if(c, [Stmt(kind: .return(a), span: a.span)], [Stmt(kind: .return(b), span: b.span)]),
                                        span: s.span))
            }
            let value = lower(valueExpr)
            let path = FastPath.returning(value)
            note(s.span, "return", path, [value.operand])
            switch (path, value.operand) {
            case (.returnLocal, .local(let slot)):
                // Read in place (no call of the operand's code); a Number without the outlined
                // copy of a Value, anything else copied out of line (a tail call: the Number's
                // case needs no saved registers).
                let node = SlotNode(slot)
                return { f in
                    if case .number(let x) = f.slots[node.slot] { return .returned(.number(x)) }
                    return node.returnOther(f)
                }
            default:
                if path == .returnCall, let call = value.call { return call.returning }
                if path == .returnArithmetic, let node = value.arithmetic,
                   case .exec(let code) = ArithmeticCode(node: node, sink: ArithmeticReturn()).code {
                    return code
                }
                let value = EvalNode(value.eval)
                return { f in .returned(try value.eval(f)) }
            }
        case .break:
            return { _ in .breakLoop }
        case .continue:
            return { _ in .continueLoop }
        case .import(let path, let pathSpan):
            let importer = self.importer
            return { _ in
                try importer(path, pathSpan)
                return .normal
            }
        }
    }

    /// `let v = c ? a : b`, `v = c ? a : b` into a local no closure captures (path
    /// `storeConditional`): run as `if c { v = a } else { v = b }` — the same test of `c`, one
    /// side computed — each side stored by its own path (`storeConstant`, `storeArithmetic`,
    /// `storeCall` …), no Value made for the conditional between. Nil for anything else.
    func conditionalStore(_ ref: NameRef, _ valueExpr: Expr, span: Span) -> Exec? {
        guard case .conditional(let c, let a, let b) = valueExpr.kind, case .local(let v) = ref.target, !v.isCaptured else { return nil }
        note(span, "store", .storeConditional)
        func store(_ side: Expr) -> Stmt {
            Stmt(kind: .assign(Expr(kind: .name(ref), span: ref.span), nil, side, opSpan: span), span: side.span)
        }
        return compileStmt(Stmt(kind: .if(c, [store(a)], [store(b)]), span: span))
    }

    /// An `if`'s code, its branches compiled. `if a || b` and `if a && b` whose `a` is a
    /// comparison tested in place (path `ifLogicSplit`) run as `if a { T } else { if b { T }
    /// else { E } }` and `if a { if b { T } else { E } } else { E }`: each comparison tested
    /// by its own `if`'s code, the branches' code shared (compiled once), `b` tested only when
    /// `a` does not decide, as `||` and `&&` do. Any other condition: its test, the `if`'s
    /// own code running the branches.
    func compileIf(_ condExpr: Expr, _ then: LoopBody, _ otherwise: LoopBody?, returns: Branches) -> Exec {
        var condition: Condition
        switch condExpr.kind {
        case .or(let l, let r), .and(let l, let r):
            let isAnd = if case .and = condExpr.kind { true } else { false }
            if let either = eitherCondition(l, r, isAnd: isAnd, span: condExpr.span) {
                condition = either
                break
            }
            let first = compileCondition(l)
            if let inline = first.inline, !inline.pairsAGlobal {
                note(condExpr.span, "if", .ifLogicSplit)
                note(l.span, isAnd ? "'&&'" : "'||'", .inlineCondition)
                let inner = LoopBody([StatementNode(compileIf(r, then, otherwise, returns: returns))])
                if isAnd {
                    return inlineIf(inline, first.test, inner, otherwise, returns: Branches(then: -1, otherwise: returns.otherwiseSlot),
                                    span: l.span)
                }
                return inlineIf(inline, first.test, then, inner, returns: Branches(then: returns.thenSlot, otherwise: -1), span: l.span)
            }
            condition = compileLogicCondition(first, l.span, r, isAnd: isAnd, span: condExpr.span)
        default:
            condition = compileCondition(condExpr)
        }
        if let inline = condition.inline, !inline.pairsAGlobal {
            return inlineIf(inline, condition.test, then, otherwise, returns: returns, span: condExpr.span)
        }
        if let logic = condition.logic {
            note(condExpr.span, "if", .logicInIf)
            return LogicIfCode(node: LogicIfNode(logic, then, otherwise, returns: returns)).specialized(then: then, otherwise: otherwise)
        }
        return IfCode(node: IfNode(condition.test, then, otherwise, returns: returns)).specialized(then: then, otherwise: otherwise)
    }

    /// `x == a || x == b` (`isAnd` false) or `x != a && x != b` of one local and two Numbers,
    /// either side written first (a switch's `case 0, 1:`), as one comparison tested in place
    /// (path `ifEitherNumber`), the logic's own test for values that are not Numbers; nil for
    /// anything else.
    func eitherCondition(_ l: Expr, _ r: Expr, isAnd: Bool, span: Span) -> Condition? {
        let op: BinaryOp = isAnd ? .notEqual : .equal
        func localAndNumber(_ e: Expr) -> (slot: Int, number: Double)? {
            guard case .binary(let o, let a, let b) = e.kind, o == op else { return nil }
            switch (a.kind, b.kind) {
            case (.name(let ref), .number(let k)), (.number(let k), .name(let ref)):
                guard case .local(let slot)? = storage(ref) else { return nil }
                return (slot, k)
            default:
                return nil
            }
        }
        guard let x = localAndNumber(l), let y = localAndNumber(r), x.slot == y.slot else { return nil }
        note(span, "if", .ifEitherNumber)
        let fallback = compileLogicCondition(l, r, isAnd: isAnd, span: span).test
        return Condition(test: fallback, inline: InlineComparison(op: op, slot: x.slot, either: x.number, or: y.number))
    }

    /// An `if` whose condition is the comparison `inline`, tested in place (path
    /// `inlineCondition`), its code `test` deciding for values that are not Numbers.
    func inlineIf(_ inline: InlineComparison, _ test: @escaping Test, _ then: LoopBody, _ otherwise: LoopBody?,
                  returns: Branches, span: Span) -> Exec {
        note(span, "if", .inlineCondition)
        let node = InlineIfNode(inline, fallback: test, engine: engineRef, then, otherwise, returns: returns)
        if inline.isLocalNumber { note(span, "if", .ifLocalNumber) }
        if let code = InlineIf.code(node) { return code }
        return IfCode(node: IfNode(test, then, otherwise, returns: returns)).specialized(then: then, otherwise: otherwise)
    }

    /// The slot of a branch that is one `return` of a local (path `returnInIf`: its `if` returns
    /// the slot's Number itself, no node called), else -1.
    func returnedSlot(_ branch: [Stmt]) -> Int {
        guard branch.count == 1, case .return(let value?) = branch[0].kind, case .name(let ref) = value.kind,
              let operand = storage(ref), FastPath.returningFromIf(operand) == .returnInIf, case .local(let slot) = operand else { return -1 }
        note(branch[0].span, "return", .returnInIf, [operand])
        return slot
    }

    /// Stores into a declared or existing variable (no constness check: the resolver did it).
    func compileStore(_ ref: NameRef, _ value: @escaping Eval, operand: Operand = .computed, declaring: Bool) -> Exec {
        compileStore(ref, Lowered(operand: operand, eval: value), declaring: declaring)
    }

    /// (`moving`: the value is a local's read at its last use, `movesOut`.)
    func compileStore(_ ref: NameRef, _ lowered: Lowered, declaring: Bool, moving: Bool = false) -> Exec {
        compileStoreStatement(ref, lowered, declaring: declaring, moving: moving).exec
    }

    /// Whether a store's value is a local's read at its last use (`LastUses`), which the
    /// store may move out of the local (path `storeMoved`).
    static func movesOut(_ valueExpr: Expr) -> Bool {
        if case .name(let ref) = valueExpr.kind { return ref.isLastUse }
        return false
    }

    /// A store's node; for a local slot stored from another local or a constant Number, with
    /// what its block needs to run it in place (`BlockEntry.storeInPlace`: a Number, which
    /// a move copies too).
    func compileStoreStatement(_ ref: NameRef, _ lowered: Lowered, declaring: Bool, moving: Bool = false) -> StatementNode {
        if case .local(let v) = ref.target, !v.isCaptured {
            let exec = compileStoreExec(ref, lowered, declaring: declaring, moving: moving)
            switch (FastPath.store(lowered, intoLocal: true), lowered.operand) {
            case (.storeLocal, .local(let source)): return StatementNode(exec, storing: v.slot, from: source)
            case (.storeConstant, .number(let x)): return StatementNode(exec, storing: v.slot, number: x)
            default: return StatementNode(exec)
            }
        }
        return StatementNode(compileStoreExec(ref, lowered, declaring: declaring))
    }

    private func compileStoreExec(_ ref: NameRef, _ lowered: Lowered, declaring: Bool, moving: Bool = false) -> Exec {
        let value = lowered.eval, operand = lowered.operand
        let engine = self.engineRef
        switch ref.target {
        case .local(let v):
            if v.isCaptured {
                let index = v.cellIndex
                if declaring, v.isFrozen {
                    return { f in
                        engine.replaceFrozenCell(f.cells + index, with: Cell(try value(f), frozen: true))
                        return .normal
                    }
                }
                if declaring {
                    return { f in
                        engine.replaceCell(f.cells + index, with: Cell(try value(f)))
                        return .normal
                    }
                }
                return { f in
                    let new = try value(f)
                    let cell = f.cells[index]
                    let old = cell.value
                    cell.value = new
                    Disposal.dispose(consume old)
                    return .normal
                }
            }
            var path = FastPath.store(lowered, intoLocal: true)
            if path == .storeElement, !Value.listIsHeldInPlace { path = FastPath.store(lowered) }
            if path == .storeLocal, moving { path = .storeMoved }
            note(ref.span, declaring ? "declare" : "store", path, [operand])
            if path == .storeElement, let element = lowered.element {
                let node = ElementCopyNode(slot: v.slot, element: element, value: value)
                if case .global = element.list { return node.code(GlobalSlots.self, engine) }
                return node.code(FrameSlots.self, engine)
            }
            if path == .storeArithmetic, let arithmetic = lowered.arithmetic,
               case .exec(let code) = ArithmeticCode(node: BinaryNode(arithmetic, storingInto: v.slot), sink: ArithmeticStore<FrameSlots>()).code {
                return code
            }
            if path == .storeInPlace, let typed = lowered.typed { return compileStoreInPlace(typed, slot: v.slot) }
            if path == .storeCall, let call = lowered.call { return call.storing(into: v.slot) }
            let node = StoreNode(slot: v.slot, operand: operand, value: value, number: lowered.number, moves: path == .storeMoved)
            // One closure for the value's store, the path's own and `storeIfTyped`'s fallback
            // (two alike would be merged by the optimiser behind a thunk of their own).
            let storeValue: Exec = { f in try node.storeValue(f) }
            if path == .storeIfTyped, let attempt = lowered.typedIfKind {
                return compileStoreIfTyped(attempt, slot: v.slot, otherwise: storeValue)
            }
            switch path {
            case .storeTest:
                let test = lowered.test!, slot = v.slot
                return { f in
                    Disposal.replace(f.slots + slot, bool: try test(f))
                    return .normal
                }
            case .storeLocal, .storeMoved:
                // (`storeMoved`: the node moves what is not a Number, `storeLocalOther`.)
                return { f in
                    // A Number over a Number (what a frame's locals start as): both tag bytes
                    // tested in one compare (a Number's is 0), the payload copied; anything
                    // else (a Number over nil, a Bool, …) through a tail call, so this case
                    // needs no saved registers or stack frame.
                    let source = f.slots + node.source, target = f.slots + node.slot
                    if source.numberTag | target.numberTag == 0 {
                        target.storeNumber(UnsafeRawPointer(source).load(as: Double.self))
                        return .normal
                    }
                    return node.storeLocalOther(f)
                }
            case .storeConstant:
                if case .bool(let b) = node.constant {
                    let slot = v.slot
                    return { f in
                        Disposal.replace(f.slots + slot, bool: b)
                        return .normal
                    }
                }
                return { f in
                    Disposal.replace(f.slots + node.slot, with: node.constant)
                    return .normal
                }
            case .numberCode:
                return { f in
                    // The value's Number (it runs no script code) over a value that owns
                    // nothing, written in place; any other old value out of line; no Number
                    // (another kind, an error) by the value's code, from the start.
                    guard !node.missed, let x = node.number(f) else { return try node.storeValueNoting(f) }
                    // A Number first (one compare), anything else out of line.
                    if case .number = f.slots[node.slot] {
                        (f.slots + node.slot).storeNumber(x)
                        return .normal
                    }
                    return node.storeNumberOther(f, x)
                }
            default:
                // Path `storeValue` (`let a = f(n)`): the store in this closure, not through
                // `storeValue`'s call of the node's method (a frame and a call more per store;
                // the two differ, so the optimiser merges neither into the other).
                return { f in
                    Disposal.replace(f.slots + node.slot, with: try node.value(f))
                    return .normal
                }
            }
        case .capture(let i, _):
            return { f in
                let new = try value(f)
                let cell = f.captures[i]
                let old = cell.value
                cell.value = new
                Disposal.dispose(consume old)
                return .normal
            }
        case .global(let slot):
            if declaring {
                let isConst = globals.isConst(slot: slot)
                return { f in
                    engine.setGlobal(slot, try value(f))
                    engine.globalTable.declare(slot, isConst: isConst)
                    return .normal
                }
            }
            // Checked when the old value is nil, as reads are (`lower`): the global may not be
            // declared (yet, or any more after a session snapshot's restore).
            let name = ref.name, span = ref.span
            let path = FastPath.store(lowered)
            note(ref.span, "store", path, [operand])
            if path == .storeInPlace, let typed = lowered.typed {
                return compileStoreInPlace(typed, slot: slot, global: (name, span))
            }
            // The local's paths (a global is a slot too), a Number over a Number written in
            // place; anything else, and a nil old value, by the global's store.
            let target = GlobalStore(slot: slot, name: name, span: span, engine: engine)
            if path == .storeArithmetic, let arithmetic = lowered.arithmetic,
               case .exec(let code) = ArithmeticCode(node: BinaryNode(arithmetic, storingInto: slot, global: target),
                                                     sink: ArithmeticStore<GlobalSlots>()).code {
                return code
            }
            let storeValue: Exec = { f in
                try target.store(try value(f))
                return .normal
            }
            if path == .storeIfTyped, let attempt = lowered.typedIfKind {
                return compileStoreIfTyped(attempt, slot: slot, global: (name, span), otherwise: storeValue)
            }
            let node = StoreNode(slot: slot, operand: operand, value: value, number: lowered.number)
            switch path {
            case .storeTest:
                let test = lowered.test!
                return { f in
                    try target.store(bool: try test(f))
                    return .normal
                }
            case .storeLocal:
                return { f in
                    if case .number(let x) = f.slots[node.source], case .number = engine.globals[slot] {
                        (engine.globals + slot).storeNumber(x)
                        return .normal
                    }
                    try target.store(f.slots[node.source])
                    return .normal
                }
            case .storeConstant:
                if case .bool(let b) = node.constant {
                    return { f in
                        try target.store(bool: b)
                        return .normal
                    }
                }
                return { f in
                    try target.store(node.constant)
                    return .normal
                }
            case .numberCode:
                // The global's kind first: over any other value (`s = names[i % 4]` into a
                // String) the number code is not run only to be run again by `value`.
                return { f in
                    if case .number = engine.globals[slot], let x = node.number(f) {
                        (engine.globals + slot).storeNumber(x)
                        return .normal
                    }
                    try target.store(try value(f))
                    return .normal
                }
            default:
                return storeValue
            }
        case .builtin, .unresolved, .selfFunction:
            let span = ref.span
            let name = ref.name
            return { _ in throw ScriptFailure(.runtime, "cannot assign to '\(name)'", at: span) }
        }
    }

    /// Path `storeInPlace`: the transform or rect computed unboxed, then stored (after the
    /// value, as every store) into local slot `slot`, or global slot `slot` when `global`
    /// names it: into the box the variable holds when it holds one of that kind, else as a
    /// new value.
    func compileStoreInPlace(_ typed: TypedCode, slot: Int, global: (name: String, span: Span)? = nil) -> Exec {
        let engine = self.engineRef
        switch typed {
        case .transform(let code):
            return { f in
                try Compiler.storeInPlace(try code(f), TransformBox.self, f, slot: slot, global: global, engine)
                return .normal
            }
        case .rect(let code):
            return { f in
                try Compiler.storeInPlace(try code(f), RectBox.self, f, slot: slot, global: global, engine)
                return .normal
            }
        }
    }

    /// Path `storeIfTyped` into a variable: the transform or rect computed unboxed when its
    /// operands are of its kinds at run time (`Lowered.typedIfKind`: `let c = a.intersection(b)`,
    /// `let inner = slot.insetBy(dx: 2, dy: 2)`), stored as `storeInPlace` stores it (into the
    /// box the variable holds when no one else holds it); when they are not (nil, nothing run),
    /// `otherwise`: the value's boxed code and its store, from the start (its errors).
    func compileStoreIfTyped(_ attempt: TypedAttempt, slot: Int, global: (name: String, span: Span)? = nil,
                             otherwise: @escaping Exec) -> Exec {
        let engine = self.engineRef
        switch attempt {
        case .transform(let code):
            return { f in
                guard let t = try code(f) else { return try otherwise(f) }
                try Compiler.storeInPlace(t, TransformBox.self, f, slot: slot, global: global, engine)
                return .normal
            }
        case .rect(let code):
            return { f in
                guard let r = try code(f) else { return try otherwise(f) }
                try Compiler.storeInPlace(r, RectBox.self, f, slot: slot, global: global, engine)
                return .normal
            }
        case .point:
            // Not chosen (`FastPath.store`): a Point is a Value with no box.
            return otherwise
        }
    }

    /// `new` stored into local slot `slot`, or global slot `slot` when `global` names it
    /// (`storeInPlace`, `storeIfTyped`).
    @inline(__always) static func storeInPlace<B: ReplaceableBox>(_ new: B.Payload, _: B.Type, _ f: CallFrame, slot: Int,
                                                                  global: (name: String, span: Span)?, _ engine: EngineRef) throws {
        guard let global else {
            if !Value.store(new, at: f.slots + slot, B.self) { Disposal.replace(f.slots + slot, with: B.value(B(new))) }
            return
        }
        if case .nil = engine.globals[slot] { _ = try engine.checkedGlobal(slot, global.name, global.span) }
        // A global that holds anything else is stored as `setGlobal` does (a function a
        // call still runs waits to be released).
        if !Value.store(new, at: engine.globals + slot, B.self) { engine.setGlobal(slot, B.value(B(new))) }
    }

    func compileFor(_ ref: NameRef, _ sequence: Expr, _ bodyStmts: [Stmt], span: Span) -> Exec {
        let engine = self.engineRef
        guard case .local(let v) = ref.target else { return { _ in .normal } }
        let slot = v.slot
        let captured = v.isCaptured
        let cellIndex = v.cellIndex
        // Binds the loop variable: a fresh cell per iteration when a closure captures it (a
        // constant's: none recorded).
        @inline(__always) func bind(_ f: CallFrame, _ value: Value) {
            if captured { engine.replaceFrozenCell(f.cells + cellIndex, with: Cell(value, frozen: true)) } else { Disposal.replace(f.slots + slot, with: value) }
        }
        if !captured, case .call(let callee, let args) = sequence.kind, args.isEmpty,
           case .member(let base, "reversed", _) = callee.kind, case .range(let lowExpr, let highExpr, let closed) = base.kind {
            // `for x in (a..<b).reversed()`: the range loop run downward (path `forRangeReversed`).
            let low = compileExpr(lowExpr), high = compileExpr(highExpr)
            let body = compileBody(bodyStmts)
            note(span, "for", .forRangeReversed)
            let node = RangeLoopNode(low: low, high: high, body: body, engine: engine, slot: slot, span: span,
                                     lowSpan: lowExpr.span, highSpan: highExpr.span)
            return body.specialized(RangeLoop(node: node, closed: closed, reversed: true))
        }
        if case .range(let lowExpr, let highExpr, let closed) = sequence.kind {
            let low = compileExpr(lowExpr), high = compileExpr(highExpr)
            let body = compileBody(bodyStmts)
            let lowSpan = lowExpr.span, highSpan = highExpr.span
            if !captured {
                note(span, "for", .forRange)
                let node = RangeLoopNode(low: low, high: high, body: body, engine: engine, slot: slot, span: span,
                                         lowSpan: lowSpan, highSpan: highSpan)
                return body.specialized(RangeLoop(node: node, closed: closed, reversed: false))
            }
            return { f in
                let a = try Compiler.rangeBound(try low(f), lowSpan)
                let b = try Compiler.rangeBound(try high(f), highSpan)
                try Compiler.checkRangeBounds(a, b, closed: closed, lowSpan.through(highSpan))
                var x = a
                while closed ? x <= b : x < b {
                    try engine.step(span)
                    bind(f, .number(x))
                    if let out = try body.run(f).afterLoopBody { return out }
                    x += 1
                }
                return .normal
            }
        }
        if let enumerated = compileForEnumerated(ref, sequence, bodyStmts, span: span) { return enumerated }
        if let parts = compileForParts(ref, sequence, bodyStmts, span: span) { return parts }
        let lowered = lower(sequence)
        let seq = lowered.eval
        let body = compileBody(bodyStmts)
        let seqSpan = sequence.span
        // Each loop made for its body's shape (`LoopBodyShape`: no test of the shape a pass).
        @inline(__always) func run<S: LoopBodyShape>(_: S.Type, _ f: CallFrame, over sequence: Value) throws -> Flow {
            let items = try Compiler.loopItems(sequence, engine, seqSpan)
            if !captured { return try Compiler.runLent(S.self, items, f, slot, engine, span, body) }
            for item in items {
                try engine.step(span)
                bind(f, item)
                if let out = try S.run(body, f).afterLoopBody { return out }
            }
            return .normal
        }
        if let stride = lowered.stride {
            note(span, "for", .forStride)
            let site = stride.site, through = stride.through, context = site.context
            func strideLoop<S: LoopBodyShape>(_: S.Type) -> Exec { { f in
                let a0 = try site.argument(0, f), a1 = try site.argument(1, f), a2 = try site.argument(2, f)
                guard case .number(let start) = a0, case .number(let end) = a1, case .number(let step) = a2 else {
                    return try run(S.self, f, over: try site.call(.nil, a0, a1, a2, .nil))
                }
                let count = try site.run { try CoreLibrary.strideCount(start, end, step, through: through, context) }
                var i = 0
                while i < count {
                    try engine.step(span)
                    bind(f, .number(CoreLibrary.strideElement(start, step, i)))
                    if let out = try S.run(body, f).afterLoopBody { return out }
                    i += 1
                }
                return .normal
            } }
            return body.shape == 1 ? strideLoop(LoopBody.One.self) : body.shape == 2 ? strideLoop(LoopBody.Two.self) : strideLoop(LoopBody.Many.self)
        }
        if !captured { note(span, "for", .forLent) }
        func loop<S: LoopBodyShape>(_: S.Type) -> Exec { { f in try run(S.self, f, over: try seq(f)) } }
        return body.shape == 1 ? loop(LoopBody.One.self) : body.shape == 2 ? loop(LoopBody.Two.self) : loop(LoopBody.Many.self)
    }

    /// What a `for` loop runs over: a list's elements, taken inline (a call for every loop
    /// cost bfs 0.8 %); a string's characters (one-character strings) or the error for
    /// anything else, out of line.
    @inline(__always) static func loopItems(_ sequence: Value, _ engine: EngineRef, _ seqSpan: Span) throws -> [Value] {
        if case .list(let xs) = sequence { return xs }
        return try otherLoopItems(sequence, engine, seqSpan)
    }

    @inline(never) static func otherLoopItems(_ sequence: Value, _ engine: EngineRef, _ seqSpan: Span) throws -> [Value] {
        switch sequence {
        case .string(let s):
            // Sized before the characters are listed.
            try engine.checkLength(s.characterCount, at: seqSpan)
            return s.characterValues
        case .dictionary(let d):
            // Each entry as a [key, value] pair: `for (k, v) in d`, `for entry in d { entry.key }`.
            do { try engine.context.noteAllocation(d.count * (3 * MemoryLayout<Value>.stride + 48)) } catch { throw engine.locate(error, seqSpan) }
            return DictionaryLibrary.pairs(d)
        case .set(let s):
            return s.keys
        case let other:
            throw ScriptFailure(.runtime, "cannot iterate over \(RuntimeError.describeBriefly(other))", at: seqSpan,
                                notes: ["a for loop runs over a list, a dictionary, a set, a string or a range such as 0..<n"])
        }
    }

    /// The loop over `items` of a variable in frame slot `slot` that no closure captures (path
    /// `forLent`): each element's bits copied into the slot (lent: the loop holds `items`, the
    /// variable is a constant, so the element stays where it is, unchanged, while it is
    /// lent), and the slot emptied unreleased however the loop ends. The slot's value from
    /// before (another scope's variable) is dropped first. With an `indexSlot` (`for (i, x) in
    /// xs.enumerated()`, the index's frame slot), each element's index is stored there first.
    @inline(__always) static func runLent<S: LoopBodyShape>(_: S.Type, _ items: [Value], _ f: CallFrame, _ slot: Int, _ engine: EngineRef,
                                                            _ span: Span, _ body: LoopBody, indexSlot: Int = -1) throws -> Flow {
        let p = f.slots + slot
        Disposal.replace(p, with: .nil)
        defer { p.initialize(to: .nil) }
        return try items.withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return .normal }
            var q = base
            let end = q + elements.count
            while q < end {
                try engine.step(span)
                if indexSlot >= 0 { Disposal.replace(f.slots + indexSlot, with: .number(Double(q - base))) }
                UnsafeMutableRawPointer(p).copyMemory(from: q, byteCount: MemoryLayout<Value>.size)
                if let out = try S.run(body, f).afterLoopBody { return out }
                q += 1
            }
            return .normal
        }
    }

    /// `for (i, x) in e.enumerated() { … }` (path `forEnumerated`): the parser's desugaring
    /// declares each name of the tuple from its part of the hidden loop variable, first thing
    /// in the body; here those names are bound directly — for a list, to each index and
    /// element; for a string, to each index and character (one-character strings, as `for c
    /// in s` gives them); for any other receiver, to the parts of each pair its `enumerated()` call
    /// returns (a string's, or the call's error). Nil for any other loop.
    func compileForEnumerated(_ ref: NameRef, _ sequence: Expr, _ bodyStmts: [Stmt], span: Span) -> Exec? {
        guard case .call(let callee, let args) = sequence.kind, args.isEmpty,
              case .member(let baseExpr, "enumerated", let nameSpan) = callee.kind,
              let (names, count, partSpan) = tupleNames(ref, bodyStmts), count == 2 else { return nil }
        note(span, "for", .forEnumerated)
        let engine = self.engineRef
        let base = compileExpr(baseExpr)
        let body = compileBody(bodyStmts, leading: names.count)
        let site = MethodSite(engine: engineRef, registry: registry, name: "enumerated", nameSpan: nameSpan, labels: [],
                              trailingClosure: false, place: nil, base: base, args: [], argSpans: [], span: sequence.span,
                              noMember: { [registry] v in Compiler.noMember(registry, "enumerated", v, at: nameSpan) },
                              labelMismatch: { Compiler.labelMismatch("enumerated", $0, args, span: sequence.span) })
        let bound = TupleNames(names, count: 2, engine: engine)
        if bound.lendsElement { note(span, "for", .forLent) }
        let seqSpan = sequence.span
        // Made for the body's shape (`LoopBodyShape`: no test of the shape a pass).
        func loop<S: LoopBodyShape>(_: S.Type) -> Exec { { f in
            var receiver = try base(f)
            let items: [Value]
            switch receiver {
            case .list(let xs): items = xs
            case .string(let text):
                // A string's characters, as `for c in s` lists them: no [index, character]
                // pair made per character (the built-in's list of pairs is not needed).
                let count = text.characterCount
                try engine.checkLength(count, at: seqSpan)
                items = text.characterValues
            default:
                guard case .list(let pairs) = try site.callEvaluated(f, &receiver) else { return .normal }
                for pair in pairs {
                    try engine.step(span)
                    try bound.bind(f, parts: pair, partSpan)
                    if let out = try S.run(body, f).afterLoopBody { return out }
                }
                return .normal
            }
            // The element's name no closure captures: lent (path `forLent`), as `for x in xs`.
            if bound.lendsElement {
                return try Compiler.runLent(S.self, items, f, bound.elementSlot, engine, span, body, indexSlot: bound.indexSlot)
            }
            var i = 0
            while i < items.count {
                try engine.step(span)
                bound.bind(f, index: i, element: items[i])
                if let out = try S.run(body, f).afterLoopBody { return out }
                i += 1
            }
            return .normal
        } }
        return body.shape == 1 ? loop(LoopBody.One.self) : body.shape == 2 ? loop(LoopBody.Two.self) : loop(LoopBody.Many.self)
    }

    /// The names a `for` loop's tuple declares from the parts of its hidden loop variable, first
    /// thing in the body (the parser's desugaring of `for (a, b) in …`; `_` declares nothing),
    /// with the tuple's count and the parts' span; nil for a loop with no tuple, or one whose
    /// names are not all plain locals.
    func tupleNames(_ ref: NameRef, _ bodyStmts: [Stmt]) -> ([TupleNames.Name], Int, Span)? {
        guard case .local(let hidden) = ref.target, ref.isHidden else { return nil }
        var names: [TupleNames.Name] = []
        var partSpan = ref.span
        var parts = 0
        for s in bodyStmts {
            guard case .declare(true, let name, let value?) = s.kind, case .part(let whole, let index, let count) = value.kind,
                  case .name(let w) = whole.kind, case .local(let wv) = w.target, wv === hidden else { break }
            guard case .local(let v) = name.target, parts == 0 || parts == count else { return nil }
            parts = count
            names.append((index, v.slot, v.isCaptured, v.cellIndex))
            partSpan = value.span
        }
        return names.isEmpty ? nil : (names, parts, partSpan)
    }

    /// `for (a, b) in e { … }` over anything but `e.enumerated()` and a range (path
    /// `forParts`): each element's parts bound to the names directly — a Point's coordinates,
    /// a list's elements — as the tuple's declarations would take them apart (the same
    /// errors), with no loop variable holding the element between. Nil for any other loop.
    func compileForParts(_ ref: NameRef, _ sequence: Expr, _ bodyStmts: [Stmt], span: Span) -> Exec? {
        guard let (names, count, partSpan) = tupleNames(ref, bodyStmts) else { return nil }
        let engine = self.engineRef
        let lowered = lower(sequence)
        let body = compileBody(bodyStmts, leading: names.count)
        let bound = TupleNames(names, count: count, engine: engine)
        let seqSpan = sequence.span
        // Each element of what the loop runs over taken apart into the names.
        @inline(__always) func runParts<S: LoopBodyShape>(_: S.Type, _ f: CallFrame, over sequence: Value) throws -> Flow {
            if count == 2, case .dictionary(let d) = sequence {
                // `for (k, v) in d`: each entry's key and value bound where they lie, no pair
                // made of them (`DictionaryLibrary.pairs`). The loop holds `d`: a change the
                // body makes to the variable copies it first, as Swift's loop runs over its
                // own copy.
                for p in d.positions {
                    let key = d.key(at: p)
                    if key.isNil { continue }
                    try engine.step(span)
                    bound.bind(f, first: key, second: d.value(at: p))
                    if let out = try S.run(body, f).afterLoopBody { return out }
                }
                return .normal
            }
            for item in try Compiler.loopItems(sequence, engine, seqSpan) {
                try engine.step(span)
                try bound.bind(f, parts: item, partSpan)
                if let out = try S.run(body, f).afterLoopBody { return out }
            }
            return .normal
        }
        if count == 2, let zip = lowered.zipped {
            note(span, "for", .forZip)
            func zipLoop<S: LoopBodyShape>(_: S.Type) -> Exec { { f in
                let a = try zip.argument(0, f), b = try zip.argument(1, f)
                // Not two lists: the call's error (or pairs, which it cannot make).
                guard case .list(let xs) = a, case .list(let ys) = b else {
                    return try runParts(S.self, f, over: try zip.call(.nil, a, b, .nil, .nil))
                }
                let count = min(xs.count, ys.count)
                var i = 0
                while i < count {
                    try engine.step(span)
                    bound.bind(f, first: xs[i], second: ys[i])
                    if let out = try S.run(body, f).afterLoopBody { return out }
                    i += 1
                }
                return .normal
            } }
            return body.shape == 1 ? zipLoop(LoopBody.One.self) : body.shape == 2 ? zipLoop(LoopBody.Two.self) : zipLoop(LoopBody.Many.self)
        }
        note(span, "for", .forParts)
        let seq = lowered.eval
        // Made for the body's shape (`LoopBodyShape`: no test of the shape a pass).
        func loop<S: LoopBodyShape>(_: S.Type) -> Exec { { f in try runParts(S.self, f, over: try seq(f)) } }
        return body.shape == 1 ? loop(LoopBody.One.self) : body.shape == 2 ? loop(LoopBody.Two.self) : loop(LoopBody.Many.self)
    }

    /// Part `index` of `value` taken apart into `count` parts (`for (i, x) in xs.enumerated()`,
    /// `for (x, y) in points`): an element of a list of exactly `count`, a coordinate of a Point
    /// or a dimension of a Size when `count` is 2, a Rect's x, y, width, height when it is 4.
    static func part(of value: Value, _ index: Int, _ count: Int, _ span: Span) throws -> Value {
        switch value {
        case .list(let items) where items.count == count: return items[index]
        case .dictionary(let d) where d.isRecord && d.count == count: return d.value(atOffset: index).unsafelyUnwrapped
        case .point(let p) where count == 2: return .number(index == 0 ? p.x : p.y)
        case .size(let s) where count == 2: return .number(index == 0 ? s.width : s.height)
        case .rect(let box) where count == 4:
            let r = box.value
            // As the literal (x, y, width, height) builds it.
            return .number([r.origin.x, r.origin.y, r.size.width, r.size.height][index])
        default:
            throw ScriptFailure(.runtime, "cannot take \(RuntimeError.describeBriefly(value)) apart into \(count) values",
                                at: span, notes: [count == 2 ? "(a, b) takes apart a Point, a Size or a list of two elements, such as each element of xs.enumerated()"
                                                             : count == 4 ? "(x, y, width, height) takes apart a Rect or a list of four elements" : "(a, b, …) takes apart a list of exactly \(count) elements"])
        }
    }

    static func rangeBound(_ v: Value, _ span: Span) throws -> Double {
        guard case .number(let x) = v else {
            throw ScriptFailure(.runtime, "a range bound must be a Number, not \(RuntimeError.describeBriefly(v))", at: span)
        }
        guard x.isFinite else {
            throw ScriptFailure(.runtime, "a range bound must be finite, not \(NumberFormat.exact.string(x))", at: span)
        }
        return x
    }

    /// 2^53: a range's bounds are below it in magnitude (`checkRangeBounds`).
    static let steppingLimit = 9_007_199_254_740_992.0

    /// Ranges count by 1: above 2^53 adding 1 no longer changes a Double. And as Swift's, a
    /// range's lower bound is not above its upper one (`for i in 1...n` with `n` 0 traps in
    /// Swift: an error here, not a loop that silently runs no times).
    static func checkRangeBounds(_ a: Double, _ b: Double, closed: Bool, _ span: Span) throws {
        if abs(a) >= steppingLimit || abs(b) >= steppingLimit {
            throw ScriptFailure(.runtime, "a range counts by 1, which numbers beyond 2^53 (9007199254740992) cannot do exactly", at: span,
                                notes: ["use bounds between -2^53 and 2^53"])
        }
        if a > b {
            let e = RuntimeError.backwardRange(NumberFormat.exact.string(a), closed ? "..." : "..<", NumberFormat.exact.string(b))
            throw ScriptFailure(.runtime, e.message, at: span, notes: e.notes)
        }
    }

    /// `while cond { body }` (`testsFirst`) and `repeat { body } while cond`: the condition
    /// tested in place when it is a comparison that can be (path `inlineCondition`), else as a
    /// general Bool test.
    func compileWhile(_ condExpr: Expr, _ bodyStmts: [Stmt], testsFirst: Bool, span: Span) -> Exec {
        let condition = compileCondition(condExpr)
        let cond = condition.test
        let body = compileBody(bodyStmts)
        if let inline = condition.inline {
            note(condExpr.span, testsFirst ? "while" : "repeat", .inlineCondition)
            let node = InlineWhileNode(inline, fallback: cond, engine: engineRef, body, testsFirst: testsFirst, span: span)
            if case .exec(let code)? = inline.specialized(InlineWhile(node: node)) { return code }
        }
        return plainWhile(cond, body, testsFirst: testsFirst, span: span)
    }

    /// A loop with the condition evaluated as a general Bool test.
    func plainWhile(_ cond: @escaping Test, _ body: LoopBody, testsFirst: Bool, span: Span) -> Exec {
        let engine = self.engineRef
        // Made for the body's shape (`LoopBodyShape`: no test of the shape a pass).
        // (Two closures, not `if testsFirst, !c { return }` before one `repeat`: a `while`
        // then ran 2 instructions more a pass, 1,000,000 passes 82.4 → 84.3 M.)
        func loop<S: LoopBodyShape>(_: S.Type) -> Exec {
            if !testsFirst {
                return { f in
                    repeat {
                        try engine.step(span)
                        if let out = try S.run(body, f).afterLoopBody { return out }
                    } while try cond(f)
                    return .normal
                }
            }
            return { f in
                while try cond(f) {
                    try engine.step(span)
                    if let out = try S.run(body, f).afterLoopBody { return out }
                }
                return .normal
            }
        }
        return body.shape == 1 ? loop(LoopBody.One.self) : body.shape == 2 ? loop(LoopBody.Two.self) : loop(LoopBody.Many.self)
    }
}

/// The names a tuple takes a value apart into — `for (i, x) in e.enumerated()`
/// (`forEnumerated`), `for (a, b) in e` (`forParts`, `forZip`), `let (x, y) = p`
/// (`destructureParts`): each bound as a declaration binds it — a fresh cell when a closure
/// captures it, else its slot.
final class TupleNames {
    typealias Name = (index: Int, slot: Int, captured: Bool, cell: Int)
    let names: [Name]
    let engine: EngineRef
    /// The frame slots of the index's name and the element's (-1: no such name, or one a
    /// closure captures), when no name is captured: a list's pairs bound straight into them.
    let indexSlot: Int
    let elementSlot: Int
    let inSlots: Bool
    /// Whether a list's or a string's elements are lent to the element's name (path
    /// `forLent`): it is named, and no name is captured (the names are constants, so the body
    /// cannot change what the slot holds; the loop holds the elements).
    var lendsElement: Bool { elementSlot >= 0 }

    /// How many parts the tuple takes each element apart into.
    let count: Int

    init(_ names: [Name], count: Int, engine: EngineRef) {
        self.names = names
        self.count = count
        self.engine = engine
        inSlots = !names.contains { $0.captured }
        indexSlot = inSlots ? names.first { $0.index == 0 }?.slot ?? -1 : -1
        elementSlot = inSlots ? names.first { $0.index == 1 }?.slot ?? -1 : -1
    }

    /// Binds a name (a loop variable: a captured one's fresh cell recorded nowhere).
    @inline(__always) func bind(_ f: CallFrame, _ name: Name, _ value: Value) {
        if name.captured { engine.replaceFrozenCell(f.cells + name.cell, with: Cell(value, frozen: true)) } else { Disposal.replace(f.slots + name.slot, with: value) }
    }

    /// Index `i` and its element.
    @inline(__always) func bind(_ f: CallFrame, index i: Int, element: borrowing Value) {
        if inSlots {
            if indexSlot >= 0 { Disposal.replace(f.slots + indexSlot, with: .number(Double(i))) }
            if elementSlot >= 0 { Disposal.replace(f.slots + elementSlot, with: copy element) }
            return
        }
        for name in names { bind(f, name, name.index == 0 ? .number(Double(i)) : copy element) }
    }

    /// The two parts of a pair given apart (`forZip`).
    @inline(__always) func bind(_ f: CallFrame, first: Value, second: Value) {
        for name in names { bind(f, name, name.index == 0 ? first : second) }
    }

    /// The parts of an element, taken apart as the tuple's declarations do (`Compiler.part`):
    /// a Point's coordinates and a list's elements read where they lie.
    @inline(__always) func bind(_ f: CallFrame, parts element: Value, _ span: Span) throws {
        switch element {
        case .point(let p) where count == 2:
            for name in names { bind(f, name, .number(name.index == 0 ? p.x : p.y)) }
        case .list(let items) where items.count == count:
            for name in names { bind(f, name, items[name.index]) }
        case .dictionary(let d) where d.isRecord && d.count == count:
            // A labelled tuple (`let (q, r) = x.quotientAndRemainder(dividingBy: 10)`): its
            // parts in order, each read where it lies.
            for name in names { bind(f, name, d.value(atOffset: name.index).unsafelyUnwrapped) }
        default:
            for name in names { bind(f, name, try Compiler.part(of: element, name.index, count, span)) }
        }
    }
}

/// A destructuring's values and where each goes (`Compiler.compileDestructuring`): with
/// `count` 0, one value per item of a tuple literal, each bind taking item `index`; else one
/// whole, each bind taking its part `index` of `count` as `Compiler.part` does.
final class DestructuringNode {
    let values: [EvalBox]
    let slots: [Int]
    let indices: [Int]
    let names: TupleNames
    let count: Int
    let span: Span
    /// The whole's two Numbers, for two parts (path `destructureNumbers`).
    let split: SplitCode?

    init(values: [EvalBox], binds: [(slot: Int, index: Int)], count: Int, split: SplitCode? = nil, engine: EngineRef, span: Span) {
        self.values = values
        self.split = split
        slots = binds.map(\.slot)
        indices = binds.map(\.index)
        names = TupleNames(binds.map { ($0.index, $0.slot, false, -1) }, count: count, engine: engine)
        self.count = count
        self.span = span
    }

    /// The node's code, made for its kind: a whole, two items, or more.
    func exec() -> Exec {
        if count > 0 {
            let whole = values[0].eval
            if let split = split?.run {
                // Each name its Number (a name bound twice: the last bind wins, as above).
                return { [self] f in
                    if let (a, b) = split(f) {
                        for k in 0..<slots.count { Disposal.replace(f.slots + slots[k], with: .number(indices[k] == 0 ? a : b)) }
                        return .normal
                    }
                    try names.bind(f, parts: try whole(f), span)
                    return .normal
                }
            }
            return { [self] f in
                try names.bind(f, parts: try whole(f), span)
                return .normal
            }
        }
        if values.count == 2 {
            // A literal's binds take its items in order, each at most once (-1: `_`): both
            // values moved into their slots, no copy of either.
            let first = values[0].eval, second = values[1].eval
            let slot0 = indices.first == 0 ? slots[0] : -1, slot1 = indices.last == 1 ? slots[slots.count - 1] : -1
            return { f in
                let a = try first(f), b = try second(f)
                if slot0 >= 0 { Disposal.replace(f.slots + slot0, with: a) }
                if slot1 >= 0 { Disposal.replace(f.slots + slot1, with: b) }
                return .normal
            }
        }
        return { [self] f in
            var computed: [Value] = []
            computed.reserveCapacity(values.count)
            for v in values { computed.append(try v.eval(f)) }
            for k in 0..<slots.count { Disposal.replace(f.slots + slots[k], with: computed[indices[k]]) }
            return .normal
        }
    }
}

// MARK: Statement nodes
// A closure capturing a single object is called without unpacking a context (a partial-apply
// thunk copies every captured value onto the stack on each call): the hot statements keep
// what their code reads in one object.

/// Two statements in a row.
final class ExecPair {
    let first: Exec
    let second: Exec
    init(_ first: @escaping Exec, _ second: @escaping Exec) {
        self.first = first
        self.second = second
    }
}

/// A loop's body as its loop runs it (`Compiler.compileBody`): one statement's code called
/// directly, two called in a row, or more run by the block's loop (`BlockNode.run`) — each
/// from the loop's own code, no closure of the block's own (its frame, its forwarder) between.
final class LoopBody {
    /// 1, 2, or 3 for more (run by `block`).
    let shape: Int
    let first: Exec
    let second: Exec
    let block: BlockNode

    init(_ statements: [StatementNode]) {
        block = BlockNode(statements)
        shape = min(block.owned.count, 3)
        first = block.owned[0].exec
        second = shape == 2 ? block.owned[1].exec : first
    }

    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        if shape == 1 { return try One.run(self, f) }
        if shape == 2 { return try Two.run(self, f) }
        return try Many.run(self, f)
    }

    /// `maker`'s code for this body's shape: a hot loop's code made for each (no test of the
    /// shape a pass).
    func specialized(_ maker: some LoopBodySpecializer) -> Exec {
        switch shape {
        case 1: maker.make(One.self)
        case 2: maker.make(Two.self)
        default: maker.make(Many.self)
        }
    }

    enum One: LoopBodyShape {
        @inline(__always) static func run(_ body: LoopBody, _ f: CallFrame) throws -> Flow { try body.first(f) }
        @inline(__always) static func run(_: LoopBody, first: Exec, _ f: CallFrame) throws -> Flow { try first(f) }
    }
    enum Two: LoopBodyShape {
        @inline(__always) static func run(_ body: LoopBody, _ f: CallFrame) throws -> Flow {
            let r = try body.first(f)
            if r.isNormal { return try body.second(f) }
            return r
        }
    }
    enum Many: LoopBodyShape {
        @inline(__always) static func run(_ body: LoopBody, _ f: CallFrame) throws -> Flow { try body.block.runUnrolled(f) }
    }
}

/// How a loop runs its body (`LoopBody`): one statement, two, or more.
protocol LoopBodyShape {
    static func run(_ body: LoopBody, _ f: CallFrame) throws -> Flow
    /// Whether `run` runs nothing (`NoBranch`).
    static var runsNothing: Bool { get }
    /// `run` for an `if`'s branch whose first statement's code (`first`) the `if` keeps itself:
    /// a branch of one statement called with no load of its body's.
    static func run(_ body: LoopBody, first: Exec, _ f: CallFrame) throws -> Flow
}

extension LoopBodyShape {
    static var runsNothing: Bool { false }
    @inline(__always) static func run(_ body: LoopBody, first: Exec, _ f: CallFrame) throws -> Flow { try run(body, f) }
}

/// A loop's code made for the shape of its body (`LoopBody.specialized`).
protocol LoopBodySpecializer {
    func make<S: LoopBodyShape>(_: S.Type) -> Exec
}

/// A statement's code, held by a block.
final class StatementNode {
    let exec: Exec
    /// Paths `storeLocal` and `storeConstant` of a Number: the local slot stored (else -1),
    /// and the local read (else -1, and the constant is `number`).
    let target: Int
    let source: Int
    let number: Double

    init(_ exec: @escaping Exec) {
        self.exec = exec
        target = -1
        source = -1
        number = 0
    }

    init(_ exec: @escaping Exec, storing target: Int, from source: Int = -1, number: Double = 0) {
        self.exec = exec
        self.target = target
        self.source = source
        self.number = number
    }

    /// A lent `let` of a list in a local slot (`compileLentDeclaration`): the `let` before it
    /// in its block may run its code inside its own (path `lentPair`).
    private(set) var lent: ElementLentNode?

    convenience init(_ exec: @escaping Exec, lent: ElementLentNode) {
        self.init(exec)
        self.lent = lent
    }

    /// `BlockEntry.storeInPlace` over a slot that holds no Number: stored when what it holds owns
    /// nothing (nil, a Bool, a point, a size); whether it was.
    @inline(never) func storeOverOther(_ f: CallFrame, _ x: Double) -> Bool {
        guard f.slots[target].isTrivial else { return false }
        (f.slots + target).initialize(to: .number(x))
        return true
    }
}

/// Statements in a row, run in a loop over a contiguous buffer of unretained nodes (a
/// block, a function's body). A closure read from an array (or any memory but a `let` of a
/// class) is retained around each call (measured: fib-method 597 -> 850 instructions per call
/// with an array of closures); one read through an unretained reference to its final-class
/// node is not. The block owns the nodes (`owned`), the buffer points at them.
final class BlockNode {
    let owned: [StatementNode]
    let nodes: UnsafeMutablePointer<BlockEntry>
    let end: UnsafeMutablePointer<BlockEntry>
    /// A function's body whose last statement returned a local (path `returnInCall`): that
    /// slot, returned when the statements end; else -1.
    let resultSlot: Int
    /// Whether the result is moved out of its slot (a local that is not a parameter: the
    /// frame's teardown then finds a Number there), else copied.
    let movesResult: Bool
    /// Whether a statement is a store its block runs in place (`BlockEntry.storeInPlace`):
    /// only then does the loop ask each statement.
    let storesInPlace: Bool

    /// `statements`: at least one.
    init(_ statements: [StatementNode], resultSlot: Int = -1, movesResult: Bool = false) {
        owned = statements.isEmpty ? [StatementNode { _ in .normal }] : statements
        nodes = .allocate(capacity: owned.count)
        for (i, s) in owned.enumerated() {
            (nodes + i).initialize(to: BlockEntry(node: Unmanaged.passUnretained(s), target: s.target, source: s.source, number: s.number))
        }
        end = nodes + owned.count
        self.resultSlot = resultSlot
        self.movesResult = movesResult
        storesInPlace = owned.contains { $0.target >= 0 }
    }

    deinit { nodes.deallocate() }

    /// Runs the statements until one does not complete normally (a `return`, `break`,
    /// `continue`), whose flow is the block's.
    @inline(__always) func run(_ f: CallFrame) throws -> Flow {
        var p = nodes
        if storesInPlace {
            repeat {
                if !(p.pointee.target >= 0 && BlockEntry.storeInPlace(p, f)) {
                    let flow = try p.pointee.node._withUnsafeGuaranteedRef { try $0.exec(f) }
                    guard flow.isNormal else { return flow }
                }
                p += 1
            } while p < end
        } else {
            repeat {
                let flow = try p.pointee.node._withUnsafeGuaranteedRef { try $0.exec(f) }
                guard flow.isNormal else { return flow }
                p += 1
            } while p < end
        }
        return finished(f)
    }

    /// `run` for a branch or a loop's body of three statements or more (`LoopBody.Many`): the
    /// first four each run from a call of their own, the rest by a loop. The processor
    /// predicts where a call goes by the call's own address, and a statement that runs after a
    /// call that recursed (`let a = fib(n - 1)`, then `let b = fib(n - 2)`) was mispredicted
    /// at every pass when all of them were called from one place (fib written with `let a`
    /// and `let b`: 129 → 122 ms, its instructions unchanged). Not a function's body, whose
    /// loop is inlined into every call's code (there it made fib 8 % slower).
    @inline(__always) func runUnrolled(_ f: CallFrame) throws -> Flow {
        // (Three statements at least: `LoopBody.Many`.)
        let p = nodes
        if storesInPlace {
            if !(p.pointee.target >= 0 && BlockEntry.storeInPlace(p, f)) {
                let flow = try p.pointee.node._withUnsafeGuaranteedRef { try $0.exec(f) }
                guard flow.isNormal else { return flow }
            }
            if !(p[1].target >= 0 && BlockEntry.storeInPlace(p + 1, f)) {
                let flow = try p[1].node._withUnsafeGuaranteedRef { try $0.exec(f) }
                guard flow.isNormal else { return flow }
            }
            if !(p[2].target >= 0 && BlockEntry.storeInPlace(p + 2, f)) {
                let flow = try p[2].node._withUnsafeGuaranteedRef { try $0.exec(f) }
                guard flow.isNormal else { return flow }
            }
        } else {
            var flow = try p.pointee.node._withUnsafeGuaranteedRef { try $0.exec(f) }
            guard flow.isNormal else { return flow }
            flow = try p[1].node._withUnsafeGuaranteedRef { try $0.exec(f) }
            guard flow.isNormal else { return flow }
            flow = try p[2].node._withUnsafeGuaranteedRef { try $0.exec(f) }
            guard flow.isNormal else { return flow }
        }
        // A fourth, from a call of its own too (`if` branches of four statements are common:
        // a swap through a temporary and a count); any more by the loop, out of line.
        if p + 3 == end { return finished(f) }
        if !(storesInPlace && p[3].target >= 0 && BlockEntry.storeInPlace(p + 3, f)) {
            let flow = try p[3].node._withUnsafeGuaranteedRef { try $0.exec(f) }
            guard flow.isNormal else { return flow }
        }
        if p + 4 == end { return finished(f) }
        return try runRest(p + 4, f)
    }

    /// The statements from `start` on (one at least), by the loop. Inline: out of line, its
    /// call cost a body of five statements or more 1–6 % more instructions (flow, heap).
    @inline(__always) func runRest(_ start: UnsafeMutablePointer<BlockEntry>, _ f: CallFrame) throws -> Flow {
        var p = start
        repeat {
            if !(storesInPlace && p.pointee.target >= 0 && BlockEntry.storeInPlace(p, f)) {
                let flow = try p.pointee.node._withUnsafeGuaranteedRef { try $0.exec(f) }
                guard flow.isNormal else { return flow }
            }
            p += 1
        } while p < end
        return finished(f)
    }

    /// The flow when the statements ended normally: the body's result, if it has one.
    @inline(__always) func finished(_ f: CallFrame) -> Flow {
        if resultSlot >= 0 { return .returned(result(f)) }
        return .normal
    }

    /// The body's result (`resultSlot`): a Number read, anything else moved or copied.
    @inline(__always) func result(_ f: CallFrame) -> Value {
        let slot = f.slots + resultSlot
        if case .number(let x) = slot.pointee { return .number(x) }
        if movesResult {
            let value = slot.move()
            slot.initialize(to: .number(0))
            return value
        }
        return copyResult(slot)
    }

    @inline(never) func copyResult(_ slot: UnsafeMutablePointer<Value>) -> Value { slot.pointee }
}

/// A statement as its block's loop reads it: its node, and (copied from the node) what a store
/// the block runs in place reads (`StatementNode.target`, `source`, `number`): read from the
/// block's buffer itself, one dependent load less than through the node (a call's body waits
/// on each in turn).
struct BlockEntry {
    let node: Unmanaged<StatementNode>
    let target: Int
    let source: Int
    let number: Double

    /// A store of a Number over a value that owns nothing, run by its block in place (no call
    /// of the node's `exec`, which does anything else); whether it ran.
    @inline(__always) static func storeInPlace(_ e: UnsafeMutablePointer<BlockEntry>, _ f: CallFrame) -> Bool {
        var x = e.pointee.number
        let source = e.pointee.source
        if source >= 0 {
            guard case .number(let y) = f.slots[source] else { return false }
            x = y
        }
        // A Number first (what a frame's locals start as), in one compare; what else the slot
        // holds is tested out of line.
        let target = e.pointee.target
        guard case .number = f.slots[target] else { return e.pointee.node._withUnsafeGuaranteedRef { $0.storeOverOther(f, x) } }
        (f.slots + target).storeNumber(x)
        return true
    }
}

/// An expression's code, held by a statement.
final class EvalNode {
    let eval: Eval
    init(_ eval: @escaping Eval) { self.eval = eval }
}

/// `if`: its condition, its branches (`otherwise` an empty body when there is no `else`).
final class IfNode {
    let test: Test
    let then: LoopBody
    let otherwise: LoopBody
    /// Their first statements' code (`LoopBodyShape.run(_:first:_:)`).
    let thenFirst: Exec
    let otherwiseFirst: Exec
    let returns: Branches
    init(_ test: @escaping Test, _ then: LoopBody, _ otherwise: LoopBody?, returns: Branches) {
        self.test = test
        self.then = then
        self.otherwise = otherwise ?? LoopBody([])
        thenFirst = then.first
        otherwiseFirst = self.otherwise.first
        self.returns = returns
    }

    /// The branch the condition `c` chooses, run for the branches' shapes.
    @inline(__always) func run<T: LoopBodyShape, E: LoopBodyShape>(_: T.Type, _: E.Type, _ c: Bool, _ f: CallFrame) throws -> Flow {
        if c {
            if let flow = returns.then(f) { return flow }
            return try T.run(then, first: thenFirst, f)
        }
        // A false condition without an `else` runs nothing (no test of its slot).
        if E.runsNothing { return .normal }
        if let flow = returns.otherwise(f) { return flow }
        return try E.run(otherwise, first: otherwiseFirst, f)
    }
}

/// An `if`'s code for the shapes of its branches (`IfSpecializer`).
struct IfCode: IfSpecializer {
    let node: IfNode
    func make<T: LoopBodyShape, E: LoopBodyShape>(_: T.Type, _: E.Type) -> Exec {
        let node = self.node
        return { f in try node.run(T.self, E.self, try node.test(f), f) }
    }
}

/// `if l && r` or `if l || r` (path `logicInIf`): the operands' tests run by the `if`'s own
/// code (`LogicParts`), for the shapes of its branches as `IfCode`.
final class LogicIfNode {
    let logic: LogicParts
    let branches: IfNode
    init(_ logic: LogicParts, _ then: LoopBody, _ otherwise: LoopBody?, returns: Branches) {
        self.logic = logic
        branches = IfNode(logic.first, then, otherwise, returns: returns)
    }
}

struct LogicIfCode: IfSpecializer {
    let node: LogicIfNode
    func make<T: LoopBodyShape, E: LoopBodyShape>(_: T.Type, _: E.Type) -> Exec {
        let logic = node.logic, node = node.branches
        return { f in try node.run(T.self, E.self, try logic.test(f), f) }
    }
}

/// An `if`'s code made for the shapes of its branches (`LoopBodyShape`; `NoBranch` when there
/// is no `else`): each branch's statements run by the `if`'s own code, no test of a shape.
protocol IfSpecializer {
    func make<T: LoopBodyShape, E: LoopBodyShape>(_: T.Type, _: E.Type) -> Exec
}

extension IfSpecializer {
    func specialized(then: LoopBody, otherwise: LoopBody?) -> Exec {
        switch then.shape {
        case 1: specialized(LoopBody.One.self, otherwise: otherwise)
        case 2: specialized(LoopBody.Two.self, otherwise: otherwise)
        default: specialized(LoopBody.Many.self, otherwise: otherwise)
        }
    }

    private func specialized<T: LoopBodyShape>(_: T.Type, otherwise: LoopBody?) -> Exec {
        switch otherwise?.shape {
        case nil: make(T.self, NoBranch.self)
        case 1?: make(T.self, LoopBody.One.self)
        case 2?: make(T.self, LoopBody.Two.self)
        default: make(T.self, LoopBody.Many.self)
        }
    }
}

/// The missing `else` of an `if`: nothing run.
enum NoBranch: LoopBodyShape {
    static var runsNothing: Bool { true }
    @inline(__always) static func run(_: LoopBody, _: CallFrame) throws -> Flow { .normal }
}

/// `for x in a..<b` or `a...b` of a local no closure captures (path `forRange`): what its
/// loop reads, in one object.
final class RangeLoopNode {
    let low: Eval
    let high: Eval
    let body: LoopBody
    let engine: EngineRef
    let slot: Int
    let span: Span
    let lowSpan: Span
    let highSpan: Span

    init(low: @escaping Eval, high: @escaping Eval, body: LoopBody, engine: EngineRef, slot: Int, span: Span,
         lowSpan: Span, highSpan: Span) {
        self.low = low
        self.high = high
        self.body = body
        self.engine = engine
        self.slot = slot
        self.span = span
        self.lowSpan = lowSpan
        self.highSpan = highSpan
    }

    /// The bounds, computed and checked as every range loop does: two Numbers of magnitude
    /// below 2^53 (so finite: NaN fails the compare) taken here, with no Value destroyed and
    /// no check called; anything else by `otherBounds`, which reports its error. (Each bound
    /// through `rangeBound` and an outlined destroy, then `checkRangeBounds`, was ~60
    /// instructions more a loop: polygons' `inside` enters its loop 270,000 times.)
    @inline(__always) func bounds(_ f: CallFrame, closed: Bool) throws -> (Double, Double) {
        let lowValue = try low(f)
        guard case .number(let a) = lowValue, abs(a) < Compiler.steppingLimit else { return try otherBounds(lowValue, nil, f, closed) }
        let highValue = try high(f)
        guard case .number(let b) = highValue, abs(b) < Compiler.steppingLimit, a <= b else {
            return try otherBounds(lowValue, highValue, f, closed)
        }
        return (a, b)
    }

    /// The bounds when either is not a Number below 2^53, or they run backward: checked in
    /// order (the low bound's kind before the high bound is computed, when it has not been),
    /// the first error thrown.
    @inline(never) func otherBounds(_ lowValue: Value, _ highValue: Value?, _ f: CallFrame, _ closed: Bool) throws -> (Double, Double) {
        let a = try Compiler.rangeBound(lowValue, lowSpan)
        let b = try Compiler.rangeBound(try highValue ?? high(f), highSpan)
        try Compiler.checkRangeBounds(a, b, closed: closed, lowSpan.through(highSpan))
        return (a, b)
    }

    /// One pass with the variable bound to `x` (over a Number in place); nil to go on, else the
    /// flow out of the loop.
    @inline(__always) func pass<S: LoopBodyShape>(_: S.Type, _ f: CallFrame, _ x: Double) throws -> Flow? {
        try engine.step(span)
        Disposal.replace(f.slots + slot, with: .number(x))
        let flow = try S.run(body, f)
        if case .normal = flow { return nil }
        return flow.afterLoopBody
    }
}

/// The range loop's code (`RangeLoopNode`) for its body's shape: one loop per kind of range
/// (the bound's test is one compare).
struct RangeLoop: LoopBodySpecializer {
    let node: RangeLoopNode
    let closed: Bool
    /// From the last Number down to the first (`forRangeReversed`): the Numbers a + k, k from
    /// the count less one down to 0, as the upward loop makes them (x += 1 from a is exact).
    let reversed: Bool
    func make<S: LoopBodyShape>(_: S.Type) -> Exec {
        let node = self.node
        if reversed {
            let closed = self.closed
            return { f in
                let (a, b) = try node.bounds(f, closed: closed)
                var k = closed ? (b - a).rounded(.down) : (b - a).rounded(.up) - 1
                while k >= 0 {
                    if let out = try node.pass(S.self, f, a + k) { return out }
                    k -= 1
                }
                return .normal
            }
        }
        if closed {
            return { f in
                let (a, b) = try node.bounds(f, closed: closed)
                var x = a
                while x <= b {
                    if let out = try node.pass(S.self, f, x) { return out }
                    x += 1
                }
                return .normal
            }
        }
        return { f in
            let (a, b) = try node.bounds(f, closed: closed)
            var x = a
            while x < b {
                if let out = try node.pass(S.self, f, x) { return out }
                x += 1
            }
            return .normal
        }
    }
}

/// The slots an `if`'s branches return when each is one `return` of a local (path
/// `returnInIf`), else -1: the `if` returns a Number there itself; any other value, and any
/// other branch, by the branch's code.
struct Branches {
    let thenSlot: Int
    let otherwiseSlot: Int
    init(then: Int, otherwise: Int) {
        thenSlot = then
        otherwiseSlot = otherwise
    }

    @inline(__always) func then(_ f: CallFrame) -> Flow? { Branches.returned(thenSlot, f) }
    @inline(__always) func otherwise(_ f: CallFrame) -> Flow? { Branches.returned(otherwiseSlot, f) }

    @inline(__always) static func returned(_ slot: Int, _ f: CallFrame) -> Flow? {
        if slot >= 0, case .number(let x) = f.slots[slot] { return .returned(.number(x)) }
        return nil
    }
}

/// `if local op number` (or a global): its comparison tested in place, the condition's code
/// (`fallback`) for any other value.
final class InlineIfNode {
    let comparison: InlineComparison
    let fallback: Test
    let engine: EngineRef
    let then: LoopBody
    /// An empty body when there is no `else` (`hasElse` false: its code then runs nothing,
    /// `NoBranch`).
    let otherwise: LoopBody
    let hasElse: Bool
    /// Their first statements' code (`LoopBodyShape.run(_:first:_:)`).
    let thenFirst: Exec
    let otherwiseFirst: Exec
    let returns: Branches
    /// The `if` when a slot it compares does not hold a Number: the condition's code decides.
    @inline(never) func runOther(_ f: CallFrame) throws -> Flow {
        if try fallback(f) { return try then.run(f) }
        return hasElse ? try otherwise.run(f) : .normal
    }

    init(_ comparison: InlineComparison, fallback: @escaping Test, engine: EngineRef, _ then: LoopBody,
         _ otherwise: LoopBody?, returns: Branches) {
        self.comparison = comparison
        self.fallback = fallback
        self.engine = engine
        self.then = then
        self.otherwise = otherwise ?? LoopBody([])
        hasElse = otherwise != nil
        thenFirst = then.first
        otherwiseFirst = self.otherwise.first
        self.returns = returns
    }
}

struct InlineIf: ComparisonSpecializer, InlineComparisonSpecializer {
    let node: InlineIfNode

    /// The `if`'s code: a local against a constant with the operands' places chosen here (path
    /// `ifLocalNumber`: no place read when it runs), any other comparison's read at run time.
    static func code(_ node: InlineIfNode) -> Exec? {
        let c = node.comparison
        let made = c.isLocalNumber ? c.specialized(InlineIf(node: node)) : InlineIf(node: node).specialized(c.op)
        guard case .exec(let code)? = made else { return nil }
        return code
    }

    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode? { make(O.self, InlineOperandKinds.ReadWhenRun.self) }

    func make<O: ComparisonOperator, K: InlineOperands>(_: O.Type, _: K.Type) -> SpecializedCode? {
        .exec(Code<O, K>(node: node).specialized(then: node.then, otherwise: node.hasElse ? node.otherwise : nil))
    }

    struct Code<O: ComparisonOperator, K: InlineOperands>: IfSpecializer {
        let node: InlineIfNode
        func make<T: LoopBodyShape, E: LoopBodyShape>(_: T.Type, _: E.Type) -> Exec {
            let node = self.node
            // The condition's code out of line: the Numbers' case with one-statement branches
            // needs no saved registers or stack frame (every call a tail call).
            return { f in
                switch K.numbers(O.self, node.comparison, f, node.engine) {
                case true?:
                    if let flow = node.returns.then(f) { return flow }
                    return try T.run(node.then, first: node.thenFirst, f)
                case false?:
                    if E.runsNothing { return .normal }
                    if let flow = node.returns.otherwise(f) { return flow }
                    return try E.run(node.otherwise, first: node.otherwiseFirst, f)
                case nil: return try node.runOther(f)
                }
            }
        }
    }
}

/// `a && b`, `a || b` with one operand a comparison tested in place (`comparison`, its
/// condition's code `fallback` for other values) and the other by its test (`other`).
final class InlineLogicNode {
    let comparison: InlineComparison
    let fallback: Test
    let other: Test
    /// `&&` (else `||`): the result the comparison has when the other operand decides.
    let isAnd: Bool
    let engine: EngineRef

    init(_ comparison: InlineComparison, _ fallback: @escaping Test, _ other: @escaping Test, isAnd: Bool, engine: EngineRef) {
        self.comparison = comparison
        self.fallback = fallback
        self.other = other
        self.isAnd = isAnd
        self.engine = engine
    }

    /// The comparison first, when it is the left operand and a slot it compares holds no
    /// Number: the condition's code decides it.
    @inline(never) func otherFirst(_ f: CallFrame) throws -> Bool {
        let x = try fallback(f)
        return x == isAnd ? try other(f) : x
    }

    /// The comparison last (the right operand), its slot holding no Number.
    @inline(never) func otherLast(_ f: CallFrame) throws -> Bool { try fallback(f) }
}

struct InlineLogic: ComparisonSpecializer {
    let node: InlineLogicNode
    /// Whether the comparison is the left operand (tested first).
    let inlineFirst: Bool
    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode? {
        let node = self.node
        if inlineFirst {
            return .test { f in
                guard let x = node.comparison.numbers(O.self, f, node.engine) else { return try node.otherFirst(f) }
                return x == node.isAnd ? try node.other(f) : x
            }
        }
        return .test { f in
            let x = try node.other(f)
            if x != node.isAnd { return x }
            if let y = node.comparison.numbers(O.self, f, node.engine) { return y }
            return try node.otherLast(f)
        }
    }
}

/// `while local op number` (or a global), likewise; `repeat { … } while local op number` when
/// not `testsFirst`.
final class InlineWhileNode {
    let comparison: InlineComparison
    let fallback: Test
    let engine: EngineRef
    let body: LoopBody
    let testsFirst: Bool
    let span: Span
    init(_ comparison: InlineComparison, fallback: @escaping Test, engine: EngineRef, _ body: LoopBody, testsFirst: Bool, span: Span) {
        self.comparison = comparison
        self.fallback = fallback
        self.engine = engine
        self.body = body
        self.testsFirst = testsFirst
        self.span = span
    }
}

/// The loop's code per operator, place of the operands (`InlineOperands`: no kind read a pass)
/// and shape of its body.
struct InlineWhile: InlineComparisonSpecializer {
    let node: InlineWhileNode
    func make<O: ComparisonOperator, K: InlineOperands>(_: O.Type, _: K.Type) -> SpecializedCode? {
        .exec(node.body.specialized(Loop<O, K>(node: node)))
    }

    struct Loop<O: ComparisonOperator, K: InlineOperands>: LoopBodySpecializer {
        let node: InlineWhileNode
        func make<S: LoopBodyShape>(_: S.Type) -> Exec {
            let node = self.node
            // (Two closures, as `plainWhile`'s.)
            if !node.testsFirst {
                return { f in
                    repeat {
                        try node.engine.step(node.span)
                        if let out = try S.run(node.body, f).afterLoopBody { return out }
                    } while try K.test(O.self, node.comparison, f, node.engine, fallback: node.fallback)
                    return .normal
                }
            }
            return { f in
                while try K.test(O.self, node.comparison, f, node.engine, fallback: node.fallback) {
                    try node.engine.step(node.span)
                    if let out = try S.run(node.body, f).afterLoopBody { return out }
                }
                return .normal
            }
        }
    }
}

/// A statement reading a frame slot in place (`return x`).
final class SlotNode {
    let slot: Int
    init(_ slot: Int) { self.slot = slot }

    /// `return x` when the slot holds anything but a Number.
    @inline(never) func returnOther(_ f: CallFrame) -> Flow { .returned(f.slots[slot]) }
}

/// A store into a frame slot: the value's code, or where it is read in place.
/// A global assigned (`x = e` at the top level, or from a function): written in place over a
/// Number; any other old value by `setGlobal` (a function a running call holds is kept), after
/// a nil old value is checked as a read checks it ("cannot find" when its declaration has not
/// run).
final class GlobalStore {
    let slot: Int
    let name: String
    let span: Span
    let engine: EngineRef

    init(slot: Int, name: String, span: Span, engine: EngineRef) {
        self.slot = slot
        self.name = name
        self.span = span
        self.engine = engine
    }

    @inline(__always) func store(_ v: consuming Value) throws {
        if case .number(let x) = v, case .number = engine.globals[slot] {
            (engine.globals + slot).storeNumber(x)
            return
        }
        try storeOther(v)
    }

    /// A Bool (paths `storeTest`, `storeConstant`): over a Bool written in place.
    @inline(__always) func store(bool b: Bool) throws {
        let p = engine.globals + slot
        if case .bool = p.pointee {
            p.initialize(to: .bool(b))
            return
        }
        try storeOther(.bool(b))
    }

    /// Over a nil (checked: the global may not be declared), stored as a local's slot is
    /// (`Disposal.replace`: nothing released over a Bool, a Point, a Size) — but over a
    /// function, which a running call may hold (`Engine.setGlobal`).
    @inline(never) func storeOther(_ v: consuming Value) throws {
        let p = engine.globals + slot
        if case .nil = p.pointee { _ = try engine.checkedGlobal(slot, name, span) }
        if p.pointee.isLendable {
            engine.setGlobal(slot, v)
        } else {
            Disposal.replace(p, with: v)
        }
    }
}

final class StoreNode {
    let slot: Int
    let value: Eval
    /// The local read (path `storeLocal`, `storeMoved`), or the constant (`storeConstant`).
    let source: Int
    /// Whether the local read is moved (path `storeMoved`).
    let moves: Bool
    let constant: Value
    /// The value's Number (path `numberCode`), or code giving nil; whether it last gave nil.
    let number: (CallFrame) -> Double?
    var missed = false

    /// The value's code, its result stored over the old value (path `storeValue`, and
    /// `numberCode` when the value is no Number).
    @inline(never) func storeValue(_ f: CallFrame) throws -> Flow {
        Disposal.replace(f.slots + slot, with: try value(f))
        return .normal
    }

    /// Path `numberCode` when the value's number code gave no Number: the value's code, run
    /// from the start; the number code not tried again until the value is a Number again.
    @inline(never) func storeValueNoting(_ f: CallFrame) throws -> Flow {
        let v = try value(f)
        let isNumber = if case .number = v { true } else { false }
        if missed == isNumber { missed = !isNumber }
        Disposal.replace(f.slots + slot, with: v)
        return .normal
    }

    /// `numberCode` over an old value that is not a Number.
    @inline(never) func storeNumberOther(_ f: CallFrame, _ x: Double) -> Flow {
        if f.slots[slot].isTrivial { (f.slots + slot).initialize(to: .number(x)) } else { Disposal.replace(f.slots + slot, with: .number(x)) }
        return .normal
    }

    /// `storeLocal` when the source or the old value is not a Number. For `storeMoved`
    /// (`moves`), a source that is neither a Number nor a function (which a caller may have
    /// lent to a slot: `initialize(lending:moves:)`) is moved over the old value, the source
    /// left nil.
    @inline(never) func storeLocalOther(_ f: CallFrame) -> Flow {
        let from = f.slots + source
        if moves, !from.pointee.isLendable, from.numberTag != 0 {
            // Taken out first: the source may be the target (`x = x`).
            let moved = from.move()
            from.initialize(to: .nil)
            Disposal.replace(f.slots + slot, with: moved)
            return .normal
        }
        let target = f.slots + slot
        if target.pointee.isTrivial {
            // Nothing to destroy (a local's first store replaces the 0 its frame began with).
            if case .number(let x) = f.slots[source] { target.initialize(to: .number(x)) } else { target.initialize(to: f.slots[source]) }
        } else {
            Disposal.replace(target, with: f.slots[source])
        }
        return .normal
    }

    init(slot: Int, operand: Operand, value: @escaping Eval, number: NumberCode? = nil, moves: Bool = false) {
        self.slot = slot
        self.moves = moves
        self.value = value
        // (Not an Optional closure: it would be stored reabstracted, and called through thunks.)
        self.number = NumberCode.run(number)
        switch operand {
        case .local(let s): source = s; constant = .nil
        case .number(let x): source = 0; constant = .number(x)
        case .constant(let v): source = 0; constant = v
        default: source = 0; constant = .nil
        }
    }
}

/// Where an element of a list in a local slot or a global lies (`ElementOperand.copiedInPlace`):
/// the list's slot, and its index's Number — a local's slot plus a constant, a constant, or
/// the index's number code (which runs no script).
struct ElementPlace {
    let list: Int
    /// The index's local slot (its Number plus `by`), or -1: the index is `by` when `index`
    /// is nil, else `index`'s Number.
    let indexSlot: Int
    let by: Double
    let index: (CallFrame) -> Double?
    let hasIndexCode: Bool
    /// The index's local slot when the index is that local itself (`d[word]`), else -1: a
    /// key that is no Number (a String) read from there (`entry(_:_:)`).
    let keySlot: Int

    init(_ element: ElementOperand) {
        if case .local(let s) = element.list { list = s } else if case .global(let g) = element.list { list = g } else { list = -1 }
        var indexSlot = -1, by = 0.0, hasIndexCode = false
        keySlot = if case .local(let s) = element.index { s } else { -1 }
        switch element.index {
        case .local(let s): indexSlot = s
        case .number(let x): by = x
        default:
            if let (s, k) = element.indexOffset { indexSlot = s; by = k } else { hasIndexCode = true }
        }
        self.indexSlot = indexSlot
        self.by = by
        self.hasIndexCode = hasIndexCode
        index = NumberCode.run(element.indexNumber)
    }

    /// The index's Number, or nil (no Number: the value's code reports it).
    @inline(__always) func indexNumber(_ f: CallFrame) -> Double? {
        if indexSlot >= 0 {
            if case .number(let x) = f.slots[indexSlot] { return x + by }
            return nil
        }
        return hasIndexCode ? index(f) : by
    }

    /// The entry of the dictionary at `p` for the key in the index's local (`keySlot`: `let n
    /// = counts[word]`), read where both lie (nil as a Value when it has none); nil when the
    /// index is no local, `p` holds no dictionary or the key cannot be one (the general path,
    /// with its errors).
    @inline(__always) func entry(_ p: UnsafePointer<Value>, _ f: CallFrame) -> Value? {
        guard keySlot >= 0 else { return nil }
        return ElementNode.entry(UnsafeMutablePointer(mutating: p), at: f.slots + keySlot)
    }

    /// Whether the element at `x` of the list at `p` is nil, tested where it lies; nil when
    /// `p` holds no list or `x` is not one of its indices.
    @inline(__always) static func isNil(_ p: UnsafePointer<Value>, _ x: Double) -> Bool? {
        guard case .list = p.pointee else { return nil }
        return p.withMemoryRebound(to: [Value].self, capacity: 1) { list -> Bool? in
            guard let i = Compiler.wholeIndex(x, count: list.pointee.count) else { return nil }
            return list.pointee.withUnsafeBufferPointer { $0[i].isNil }
        }
    }
}

/// `let b = rects[j]`, `let q = pts[(i + 1) % n]` into a local slot (path `storeElement`): the
/// index's Number (a local's slot plus a constant, a constant, or the index's number code),
/// then the element copied from where the list lies (a local's slot or a global's) into the
/// slot; anything else by the value's code, from the start (the index's code runs no script).
final class ElementCopyNode {
    let slot: Int
    /// The store by the value's code (`StoreNode.storeValue`).
    let general: StoreNode
    let place: ElementPlace

    init(slot: Int, element: ElementOperand, value: @escaping Eval) {
        self.slot = slot
        general = StoreNode(slot: slot, operand: .computed, value: value)
        place = ElementPlace(element)
    }

    var list: Int { place.list }

    /// The index's Number, or nil (no Number: the value's code reports it).
    @inline(__always) func indexNumber(_ f: CallFrame) -> Double? { place.indexNumber(f) }

    /// The element at `x` of the list at `p` (a Number copied without the outlined copy of a
    /// Value), or nil when `p` holds no list or `x` is not one of its indices.
    @inline(__always) static func element(_ p: UnsafePointer<Value>, _ x: Double) -> Value? {
        guard case .list = p.pointee else { return nil }
        return p.withMemoryRebound(to: [Value].self, capacity: 1) { list -> Value? in
            guard let i = Compiler.wholeIndex(x, count: list.pointee.count) else { return nil }
            return list.pointee.withUnsafeBufferPointer { buffer -> Value? in
                if case .number(let y) = buffer[i] { return .number(y) }
                return buffer[i]
            }
        }
    }

    /// The entry for the Number key `x` of the dictionary at `p` (nil as a Value when it has
    /// none), read where the dictionary lies; nil when `p` holds no dictionary or `x` cannot
    /// be a key. `let v = d[i % n]` is compiled for a list's element (the variable's kind is
    /// not known): its index, computed once, reads a dictionary's entry too, not computed
    /// again by the value's code.
    @inline(__always) static func entry(_ p: UnsafePointer<Value>, _ x: Double) -> Value? {
        ElementNode.entry(UnsafeMutablePointer(mutating: p), .number(x))
    }

    /// Copies the bits of the element at `x` of the list at `p` into `slot` (lent: not
    /// retained); false when `p` holds no list or `x` is not one of its indices.
    @inline(__always) static func lend(_ p: UnsafePointer<Value>, _ x: Double, into slot: UnsafeMutablePointer<Value>) -> Bool {
        guard case .list = p.pointee else { return false }
        return p.withMemoryRebound(to: [Value].self, capacity: 1) { list -> Bool in
            guard let i = Compiler.wholeIndex(x, count: list.pointee.count) else { return false }
            return list.pointee.withUnsafeBufferPointer { buffer -> Bool in
                guard let base = buffer.baseAddress else { return false }
                UnsafeMutableRawPointer(slot).copyMemory(from: base + i, byteCount: MemoryLayout<Value>.size)
                return true
            }
        }
    }

    func code<B: SlotBase>(_: B.Type, _ engine: EngineRef) -> Exec {
        { [self] f in
            let p = UnsafePointer(B.slots(f, engine) + list)
            guard let x = indexNumber(f) else {
                // A key that is no Number (`let n = counts[word]`).
                guard let e = place.entry(p, f) else { return try general.storeValue(f) }
                return store(e, f)
            }
            guard let e = ElementCopyNode.element(p, x) ?? ElementCopyNode.entry(p, x) else { return try general.storeValue(f) }
            return store(e, f)
        }
    }

    /// `e` into the slot: over a value that owns nothing (a Number, a point, nil: a point's or
    /// a number's last round), written in place; anything else released out of line.
    @inline(__always) func store(_ e: consuming Value, _ f: CallFrame) -> Flow {
        if f.slots[slot].isTrivial {
            (f.slots + slot).initialize(to: e)
            return .normal
        }
        Disposal.replaceOther(f.slots + slot, with: e)
        return .normal
    }
}

/// `let b = xs[j]` with the element lent for the rest of its block (`compileLentDeclaration`).
/// The rest of the block is the node's body (path `restOfLent`), run for its shape.
final class ElementLentNode {
    let copy: ElementCopyNode
    let body: LoopBody
    /// Whether the list is in a local slot (else a global).
    let listIsLocal: Bool

    init(_ copy: ElementCopyNode, _ body: LoopBody, listIsLocal: Bool) {
        self.copy = copy
        self.body = body
        self.listIsLocal = listIsLocal
    }

    /// Whether the element is lent to the `let`'s slot; when it cannot be, the value's code
    /// has stored its value (or reported the error), and the slot owns what it holds. After a
    /// lend, the caller empties the slot (`forget`) when the rest of the block is done.
    @inline(__always) func lend<B: SlotBase>(_: B.Type, _ engine: EngineRef, _ f: CallFrame) throws -> Bool {
        let p = f.slots + copy.slot
        // Another scope's value (or this one's, owned, after a fallback): dropped first, out
        // of line; the Number the slot is left as (`forget`) by one compare of the tag.
        if case .number = p.pointee {} else { Disposal.replaceOther(p, with: .nil) }
        let list = UnsafePointer(B.slots(f, engine) + copy.list)
        guard let x = copy.indexNumber(f) else {
            // A key that is no Number (`let n = counts[word]`): the entry copied, the slot owns it.
            if let e = copy.place.entry(list, f) {
                p.initialize(to: e)
            } else {
                _ = try copy.general.storeValue(f)
            }
            return false
        }
        if ElementCopyNode.lend(list, x, into: p) { return true }
        // A dictionary's entry, copied: the slot owns it.
        if let e = ElementCopyNode.entry(list, x) {
            p.initialize(to: e)
            return false
        }
        _ = try copy.general.storeValue(f)
        return false
    }

    /// The lent slot emptied as a Number (its tag word zeroed, the element's bits forgotten):
    /// what `lend` finds on the next pass.
    @inline(__always) func forget(_ f: CallFrame) {
        (f.slots + copy.slot).forgetAsNumber()
    }
}

/// `ElementLentNode`'s code for where the list lies (`B`) and the shape of the rest (`S`).
struct ElementLentCode<B: SlotBase>: LoopBodySpecializer {
    let node: ElementLentNode
    let engine: EngineRef

    func make<S: LoopBodyShape>(_: S.Type) -> Exec {
        let node = self.node, engine = self.engine
        return { f in
            guard try node.lend(B.self, engine, f) else { return try S.run(node.body, f) }
            defer { node.forget(f) }
            return try S.run(node.body, f)
        }
    }
}

/// Two lent `let`s in a row, both of lists in local slots (path `lentPair`): the second's
/// lending (`ElementLentNode.lend`, `forget`) inside the first's, in one closure made for the shape
/// of the second's rest (`S`). When the first's element is not lent (its value stored by its
/// code), the second runs by its own code (`innerCode`), as it would after any `let`.
struct ElementLentPairCode: LoopBodySpecializer {
    let outer: ElementLentNode
    let inner: ElementLentNode
    let innerCode: Exec
    let engine: EngineRef

    func make<S: LoopBodyShape>(_: S.Type) -> Exec {
        let outer = self.outer, inner = self.inner, innerCode = self.innerCode, engine = self.engine
        return { f in
            guard try outer.lend(FrameSlots.self, engine, f) else { return try innerCode(f) }
            defer { outer.forget(f) }
            guard try inner.lend(FrameSlots.self, engine, f) else { return try S.run(inner.body, f) }
            defer { inner.forget(f) }
            return try S.run(inner.body, f)
        }
    }
}
