/// The syntax tree, with source spans. Names carry a `NameRef` that the resolver fills in.

/// An expression and where it was written.
struct Expr {
    var kind: ExprKind
    var span: Span
}

extension Expr {
    /// Calls `body` with each expression this one holds directly, in the order they are
    /// written (a closure's body is its own function's: no child).
    func forEachChild(_ body: (Expr) -> Void) {
        switch kind {
        case .number, .string, .bool, .nil, .name, .closure, .invalid: break
        case .interpolation(let parts): for case .expr(let x) in parts { body(x) }
        case .tuple(let xs), .list(let xs): xs.forEach(body)
        case .call(let callee, let args):
            body(callee)
            args.forEach { body($0.value) }
        case .unary(_, let x), .member(let x, _, _), .part(let x, _, _), .cast(let x, _, _, _): body(x)
        case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b), .range(let a, let b, _),
             .index(let a, let b), .optionalChain(let a, _, let b):
            body(a)
            body(b)
        case .conditional(let c, let a, let b), .keyDefault(let c, let a, let b):
            body(c)
            body(a)
            body(b)
        }
    }

    /// Whether evaluating the expression may call something (a function, a method, a closure):
    /// the only way an expression runs script code, which could change a variable it reads.
    var containsCall: Bool {
        switch kind {
        case .call: return true
        case .number, .string, .bool, .nil, .name, .closure, .invalid: return false
        case .interpolation(let parts):
            return parts.contains { if case .expr(let e) = $0 { return e.containsCall }; return false }
        case .tuple(let items), .list(let items): return items.contains { $0.containsCall }
        case .unary(_, let x), .member(let x, _, _), .part(let x, _, _), .cast(let x, _, _, _): return x.containsCall
        case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b), .range(let a, let b, _),
             .index(let a, let b), .optionalChain(let a, _, let b):
            return a.containsCall || b.containsCall
        case .conditional(let c, let a, let b), .keyDefault(let c, let a, let b): return c.containsCall || a.containsCall || b.containsCall
        }
    }
}

indirect enum ExprKind {
    case number(Double)
    case string(String)
    case interpolation([InterpolationPart])
    case bool(Bool)
    case `nil`
    case name(NameRef)
    /// `(a, b)` is a Point, `(x, y, w, h)` a Rect.
    case tuple([Expr])
    case list([Expr])
    case unary(UnaryOp, Expr)
    case binary(BinaryOp, Expr, Expr)
    case and(Expr, Expr)
    case or(Expr, Expr)
    case range(Expr, Expr, closed: Bool)
    case call(Expr, [Argument])
    case member(Expr, String, Span)
    case index(Expr, Expr)
    /// Swift's `d[key, default: value]`: the dictionary's value for the key, or the default
    /// (computed only then); as a place, the entry is made with the default first.
    case keyDefault(Expr, Expr, Expr)
    case closure(FunctionDecl)
    /// `condition ? a : b`: a when the condition is true (geo's truthiness), else b; only the
    /// chosen one is evaluated.
    case conditional(Expr, Expr, Expr)
    /// Swift's `a ?? b`: a, or b (computed only then) when a is nil.
    case coalesce(Expr, Expr)
    /// Swift's optional chaining, `v.superview?.frame.width`: nil when the base (`v.superview`)
    /// is nil; else the base is held in a hidden local (the `NameRef`, declared by the resolver
    /// for the chain alone) and the rest of the chain (`(hidden).frame.width`, which reads it by
    /// name) is the value. `a?.b?.c` nests: the inner chain's base is `(hidden).b`.
    case optionalChain(Expr, NameRef, Expr)
    /// Part `index` of a value taken apart into `count` parts — a list of `count` elements, a
    /// Point or Size as (x, y), a Rect as (x, y, width, height) — for `for (i, x) in
    /// xs.enumerated()` (the parser's desugaring).
    case part(Expr, index: Int, count: Int)
    /// Swift's `x as T`, `x as? T`, `x as! T`, `x is T` (see `CastOp`); the span is the
    /// operator's and the type's.
    case cast(Expr, CastOp, CastType, Span)
    /// Stands in for an expression that failed to parse.
    case invalid
}

enum InterpolationPart {
    case text(String)
    case expr(Expr)
}

struct Argument {
    var label: String?
    var labelSpan: Span?
    var value: Expr
    /// A closure written after the call's `)`: `f(x) { … }`.
    var isTrailingClosure = false
}

extension [Argument] {
    /// Whether the last argument is a trailing closure (see `Overload.bind`).
    var endsWithTrailingClosure: Bool { last?.isTrailingClosure == true }
}

enum UnaryOp: String {
    case negate = "-", not = "not"
    /// Swift's force unwrap, `x!`: the value, or an error when it is nil.
    case unwrap = "!"
}

enum BinaryOp: String {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
}

/// A name occurrence; the resolver records what it refers to.
final class NameRef {
    /// (Changed only by the parser's `switch`, reading its subject variable where it lies:
    /// `readsSubject`.)
    private(set) var name: String
    private(set) var span: Span
    var target: NameTarget = .unresolved
    /// A local's read as an argument of a call (not a built-in's, not a method's), or as the
    /// whole value of a store, that is the local's last use in its function (`LastUses`):
    /// moved into the callee or the stored variable, not copied.
    var isLastUse = false
    /// The store of a `let` declared without a value (`DeferredLets`): a global is declared
    /// by it, with its value.
    var initializes = false

    init(_ name: String, _ span: Span) {
        self.name = name
        self.span = span
    }

    /// This hidden read of a switch's subject made a read of the subject's variable `subject`
    /// itself (`Parser.parseCases`), located where the subject is written.
    func readsSubject(_ subject: NameRef) {
        name = subject.name
        span = subject.span
    }

    /// A variable the parser's desugaring made (a `for` or `let` tuple's whole value), named by
    /// its pattern's text, which no script can write as a name: a local even at the top level.
    var isHidden: Bool { name.hasPrefix("(") }
}

enum NameTarget {
    case unresolved
    /// A local of the current function (a frame slot, or a cell if captured).
    case local(VarInfo)
    /// A variable of an enclosing function, captured: index into the closure's captures.
    case capture(Int, VarInfo)
    /// A global slot.
    case global(Int)
    /// A built-in global (function group, constant or computed).
    case builtin(String)
    /// A function's own name inside its body (a local function calling itself): the running
    /// function, not a captured cell (which would make the function hold itself).
    case selfFunction
}

/// A local variable's storage, decided by the resolver.
final class VarInfo {
    let name: String
    let isConst: Bool
    let span: Span
    /// Frame slot.
    var slot: Int
    /// Whether an inner function captures it (then it lives in a cell).
    var isCaptured = false
    /// Index among the frame's cells, when captured.
    var cellIndex = -1
    /// What declared it, for the advice when code tries to change a constant.
    var role: Role = .variable

    enum Role { case variable, parameter, loopVariable, function }

    /// Whether its cell, when captured, keeps the value it was made with: a `let`, a
    /// parameter or a loop variable (constants: nothing assigns them, in place or not), but
    /// not a local function, whose cell its declaration fills after closures took it, nor a
    /// `let` set after its declaration.
    var isFrozen: Bool { isConst && role != .function && !isDeferred }
    /// A `let` declared without a value, set later by one store on every path
    /// (`DeferredLets`): its cell, when captured, is written after it is made.
    var isDeferred = false

    /// The note of "cannot assign to 'x': it is a 'let' constant": `var` fixes only a `let`.
    var changeAdvice: String {
        switch role {
        case .variable: return "declare it with 'var' to change it"
        case .parameter: return "a parameter is a constant; copy it to change it: var \(name)2 = \(name)"
        case .loopVariable: return "a loop variable is a constant; copy it to change it: var \(name)2 = \(name)"
        case .function: return "'\(name)' names a function; keep a changing value in a 'var'"
        }
    }

    init(name: String, isConst: Bool, span: Span, slot: Int) {
        self.name = name
        self.isConst = isConst
        self.span = span
        self.slot = slot
    }
}

/// A `func` declaration or a closure literal.
final class FunctionDecl {
    let name: String
    let span: Span
    let params: [(name: String, span: Span)]
    /// Emptied by `SyntaxTeardown` when the declaration is freed.
    var body: [Stmt]
    /// `{ x in x * 2 }`: a closure whose body is one expression returns its value.
    let isExpressionBody: Bool
    /// Swift's argument labels (`func f(_ a, to b)`): the label each parameter takes, nil for
    /// `_`; nil when none is written (each parameter's label is its name).
    var labels: [String?]?
    /// Swift's default values (`func f(a, spacing = 8)`): each parameter's, nil for none; nil
    /// when no parameter has one. Only the last parameters have one.
    var defaults: [Value?]?
    /// Filled by the resolver.
    var paramVars: [VarInfo] = []
    var frameSize = 0
    var cellCount = 0
    /// Bit i set: cell i is a frozen variable's (`VarInfo.isFrozen`; cells from 64 on never).
    var frozenCells: UInt64 = 0
    var locals: [VarInfo] = []
    /// What the closure captures when created: a local of the enclosing function, or one of
    /// the enclosing function's own captures.
    var captures: [CaptureSource] = []
    /// For a function declared inside another, the local variable its name declares.
    var selfVar: VarInfo?
    /// Whether a parameter's read is marked `NameRef.isLastUse` (`LastUses`): a call may move
    /// the parameter's value, so a callback's arguments are given to it retained, not lent.
    var movesParameter = false
    /// For a function declared inside another: the index of the statement of its block after
    /// which it is created, -1 when the block starts (`Resolver.placeLocalFunctions`).
    var createdAfter = -1
    /// The declarations of locals whose values the statements after them compute in their
    /// place (`ForwardedLets`), for `--dump-ir`.
    var forwardedLets: [NameRef] = []
    /// The places of stores into locals that are returned right after, run as `return`s of
    /// their values (`ReturnedStores`), for `--dump-ir`.
    var returnedStores: [Span] = []
    /// The places of `return`s run as the `else` of the `if` before them (`ReturnedStores`).
    var returnsAsElse: [Span] = []

    init(name: String, span: Span, params: [(name: String, span: Span)], body: [Stmt], isExpressionBody: Bool) {
        self.name = name
        self.span = span
        self.params = params
        self.body = body
        self.isExpressionBody = isExpressionBody
    }

    /// The body, left empty here (`Compiler.compileFunction` frees it once compiled).
    func takeBody() -> [Stmt] {
        let taken = body
        body = []
        return taken
    }
}

enum CaptureSource {
    case local(VarInfo)
    case capture(Int)
    /// The enclosing function itself (it named itself, see `NameTarget.selfFunction`).
    case function
}

struct Stmt {
    var kind: StmtKind
    var span: Span
}

extension Stmt {
    /// This statement with the blocks it holds directly (an `if`'s branches, a loop's body)
    /// replaced by `body`'s result for each (`isLoopBody`: the block is a loop's, after which
    /// the loop's condition runs); nil when `body` changed none (nil for each).
    func rewritingBlocks(_ body: (_ block: [Stmt], _ isLoopBody: Bool) -> [Stmt]?) -> Stmt? {
        var s = self
        switch kind {
        case .if(let c, let yes, let no):
            let y = body(yes, false)
            let n = no.flatMap { body($0, false) }
            guard y != nil || n != nil else { return nil }
            s.kind = .if(c, y ?? yes, n ?? no)
        case .while(let c, let block):
            guard let b = body(block, true) else { return nil }
            s.kind = .while(c, b)
        case .repeatWhile(let block, let c):
            guard let b = body(block, true) else { return nil }
            s.kind = .repeatWhile(b, c)
        case .for(let ref, let e, let block):
            guard let b = body(block, true) else { return nil }
            s.kind = .for(ref, e, b)
        default:
            return nil
        }
        return s
    }

    /// Whether this is a local function's declaration (its place in its block is counted by
    /// index: `FunctionDecl.createdAfter`).
    var declaresFunction: Bool {
        if case .function = kind { true } else { false }
    }
}

indirect enum StmtKind {
    case expression(Expr)
    case declare(isConst: Bool, NameRef, Expr?)
    case function(FunctionDecl, NameRef)
    case assign(Expr, BinaryOp?, Expr, opSpan: Span)
    case `if`(Expr, [Stmt], [Stmt]?)
    case `while`(Expr, [Stmt])
    /// Swift's `repeat { body } while condition`: the body runs, then again while the
    /// condition (which does not see the body's names) holds; `continue` goes to the condition.
    case repeatWhile([Stmt], Expr)
    case `for`(NameRef, Expr, [Stmt])
    case `return`(Expr?)
    case `break`
    case `continue`
    case `import`(String, Span)
}

/// Frees a syntax tree without recursion. Swift frees an indirect enum by recursion, one
/// native frame group per level: a 5,000,000-term chain `1+1+…` (10 MB of script, refused
/// as nested too deeply) took the native stack down with it, and under ThreadSanitizer a
/// 200,000-term one overflowed its stack of function entries. The nodes are moved to work
/// lists and each is freed once its children are held there.
enum SyntaxTeardown {
    static func free(_ program: consuming [Stmt]) {
        // (Children are appended one by one: an array literal per node was an allocation.)
        var statements = program
        var expressions: [Expr] = []
        var functions: [FunctionDecl] = []
        while true {
            if let s = statements.popLast() {
                switch s.kind {
                case .expression(let e), .declare(_, _, let e?), .return(let e?): expressions.append(e)
                case .declare(_, _, nil), .return(nil), .break, .continue, .import: break
                case .function(let f, _): functions.append(f)
                case .assign(let a, _, let b, _): expressions.append(a); expressions.append(b)
                case .if(let c, let yes, let no): expressions.append(c); statements += yes; if let no { statements += no }
                case .while(let c, let body), .repeatWhile(let body, let c): expressions.append(c); statements += body
                case .for(_, let e, let body): expressions.append(e); statements += body
                }
            } else if let e = expressions.popLast() {
                switch e.kind {
                case .number, .string, .bool, .nil, .name, .invalid: break
                case .interpolation(let parts): for case .expr(let x) in parts { expressions.append(x) }
                case .tuple(let xs), .list(let xs): expressions += xs
                case .unary(_, let x), .member(let x, _, _), .part(let x, _, _), .cast(let x, _, _, _): expressions.append(x)
                case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b), .coalesce(let a, let b), .range(let a, let b, _), .index(let a, let b),
                     .optionalChain(let a, _, let b):
                    expressions.append(a); expressions.append(b)
                case .conditional(let c, let a, let b), .keyDefault(let c, let a, let b): expressions.append(c); expressions.append(a); expressions.append(b)
                case .call(let f, let arguments): expressions.append(f); for x in arguments { expressions.append(x.value) }
                case .closure(let f): functions.append(f)
                }
            } else if var f = functions.popLast() {
                // A function the compiled code keeps (it is called later) keeps its body.
                if isKnownUniquelyReferenced(&f) {
                    statements += f.body
                    f.body = []
                }
            } else {
                return
            }
        }
    }
}
