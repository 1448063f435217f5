/// The lowered form of an expression: its compiled code and what kind of operand it is.
///
/// Lowering walks the resolved syntax tree once, bottom up; each node is compiled exactly
/// once, and a parent chooses its code from its children's operand kinds (`FastPath`), never
/// from how the source was spelled.
struct Lowered {
    /// What the expression is, as far as choosing code goes.
    let operand: Operand
    /// Its code (for every operand kind; the fast paths read some operands in place instead).
    var eval: Eval
    /// For an arithmetic operator (not folded): its node, whose code a store or a `return`
    /// may run with the result stored or returned in the same node.
    var arithmetic: BinaryNode? = nil
    /// For an expression known, when compiled, to make a transform or a rect (`rotation(a)`,
    /// `Rect(x, y, w, h)`, a transform or rect method called on such an expression): code
    /// computing it unboxed, for a parent that uses it unboxed (`FastPath.typed`). `eval`
    /// boxes what it computes.
    var typed: TypedCode? = nil
    /// For a transform or rect method called on a receiver read in place (a local or a global:
    /// `slot.insetBy(dx: 2, dy: 2)`) with arguments that run no script, or a kernel making a
    /// rect or a transform (`MethodKernel.typed`) on a receiver and an argument read in place
    /// (`a.intersection(b)`, `cell.frame.intersection(view)`): code computing the result
    /// unboxed when they are of the method's kinds at run time, else nil having run nothing —
    /// the parent then runs `eval` (path `storeIfTyped`).
    var typedIfKind: TypedAttempt? = nil
    /// Whether `typedIfKind` can neither fail nor warn (a kernel's work on operands read in
    /// place: `MethodKernel.typed`), so a parent may run it for a Number and, when it gives
    /// none, run `eval` from the start (path `memberUnboxed`'s number code).
    var typedIfKindCannotFail = false
    /// For a kernel call making a rect (`MethodKernel.typedNumber`): `typedIfKind` read for a
    /// Number member of the rect, one closure (path `memberUnboxed`: `a.intersection(b).width`).
    var typedIfKindNumber: ((GeometryLibrary.RectNumber) -> NumberCode?)? = nil
    /// For an element read of a list in a variable (a local slot, a global, a cell, a
    /// capture) at an index whose code runs no script: where the list and the index are, for
    /// a call through the element (`FastPath.callElement`, `callElementHeld`).
    var element: ElementOperand? = nil
    /// For a member read of a local or a global (`m.f`): the function that is the record's
    /// part of that label, read where the record lies (path `callMemberHeld`).
    var memberFunction: FunctionRead? = nil
    /// For a computed operand: whether its code runs no script code (arithmetic on constants
    /// and variables, a built-in maker of such values — `Point(x, 0)`, `Rect(0, 0, w, h)`: no
    /// script call, no closure), so nothing it reads can change while it runs.
    var isPlainComputation = false
    /// For a method call that may take a kernel (`MethodKernel`): its site, which a parent
    /// calls directly (path `kernelSite`) instead of through `eval`.
    var methodSite: MethodSite? = nil
    /// For a script call (`Compiler.compileScriptCall`): its code made for a parent that
    /// stores or returns its value, the store or the return in the call's own code (paths
    /// `storeCall`, `returnCall`).
    var call: ScriptCall? = nil
    /// For such a call, its code as a condition when the lowering chose one: by the kernels
    /// (`direct`, path `kernelDirect`: `Compiler.directKernels`), or reading a view geometry
    /// property in place (`testByKernelReadingGeometry`). Kept here, not in the site: code
    /// that calls the site held by the site itself would be a cycle, and the site, its
    /// registry and everything they hold would outlive the interpreter.
    var kernelTest: (code: Test, direct: Bool)? = nil
    /// For a call of a method that, on a view, presents it (`Overload.presents`:
    /// `v.presentation(at: t)`): its site, for a parent reading a geometry property of the
    /// presentation with no snapshot made (path `presentedMember`).
    var presentation: MethodSite? = nil
    /// For a property read (`v.subviews`): its site, for a parent reading its `count` with no
    /// list built when the property can count (path `memberCounted`).
    var memberSite: MemberGetSite? = nil
    /// For a view's property read from a view in a local or a global (path `memberView`,
    /// `v.superview`): which one, for a parent testing it against nil with no Value made
    /// (path `compareNilView`); `memberSite` reads it.
    var viewRead: ViewRead? = nil
    /// Whether this is a view's `name` read so (`viewRead`, `memberSite`): a parent comparing
    /// it with a constant String compares the name where it lies (path `compareViewName`).
    var readsViewName: Bool { viewRead == .name && memberSite != nil }
    /// For an expression whose code runs no script code and whose value is a Number when its
    /// operands are (a Number constant, a variable's read, an element of a list in a variable
    /// at such an index, arithmetic and negation of such): code computing that Number with no
    /// Value built (`NumberCode`), for a parent that uses it as a Number (`FastPath.plain…`,
    /// `numberCode`).
    var number: NumberCode? = nil
    /// For an expression whose code runs no script code and whose value is a Point when its
    /// operands are (a variable's read, an element of a list in a variable at an index with
    /// number code, a view's `center` of a variable, `(x, y)` and `Point(x, y)` of Numbers, `-p`,
    /// and `+ - * /` of such and Numbers): code computing that Point as two Doubles with no Value
    /// built (`PointCode`), for a parent computing on Points (path `pointCode`).
    var point: PointCode? = nil
    /// For `(x, y)` of Numbers computed by number code (path `tupleNumbers`): the two codes, for a
    /// parent that needs the Point and calls them itself, with no point code called between (a
    /// view's Point or Size part set to it: path `tupleInStore`). Not for locals and constants
    /// (`tupleLocals`), whose point code reads them where they lie.
    var tupleParts: (x: NumberCode, y: NumberCode)? = nil
    /// For a value whose two parts are Numbers when its operands are (a Number's method of a
    /// Number whose result is two: `x.quotientAndRemainder(dividingBy: y)`, path
    /// `methodSplit`): code computing the two with no Value built (`SplitCode`), for a
    /// destructuring into two names (path `destructureNumbers`).
    var split: SplitCode? = nil
    /// For `xs.isEmpty` of a variable (path `memberIsEmpty`): the value's truth as a condition
    /// tests it, read where a list, a string, a set or a dictionary lies, with no Value built; any other receiver by
    /// the member's code (its value's truth). Only for a condition: the value itself may be no
    /// Bool (a labelled tuple's part named `isEmpty`).
    var truth: Test? = nil
    /// For a call of the built-in `stride(from:to:by:)` or `stride(from:through:by:)` on its
    /// prepared path: its site, for a `for` loop that counts through the Numbers without
    /// making the list (path `forStride`).
    var stride: StrideCall? = nil
    /// For a call of the built-in `zip(_:_:)` on its prepared path: its site, for a `for (a, b)`
    /// loop that takes the two lists' elements without making the pairs (path `forZip`).
    var zipped: BuiltinSite? = nil
    /// For a comparison, `!`, `&&` or `||`: its test, whose Bool `eval` boxes, for a store
    /// that writes the Bool with no Value passed around (path `storeTest`).
    var test: Test? = nil
    /// For a geometry value's Number member of a local no closure captures (`p.x`,
    /// `r.width`, `s.height`, `t.tx`: `GeometryLibrary.NumberMember`): the local's slot and the
    /// member, for a parent reading it where the value lies (paths `membersInPlace`, `member…`).
    var memberOfLocal: MemberOfLocal? = nil

    /// For an expression whose `typedIfKind` makes a transform (`t.inverted()`, `a.concatenating(b)`
    /// on variables: it runs no script code): that transform, nil when the attempt gives none or
    /// fails (having changed nothing; `eval` then gives the value or the error), for a parent
    /// mapping a Point by it (`p * t.inverted()`, path `pointCode`).
    var transformAttempt: ((CallFrame) -> Transform?)? {
        guard case .transform(let code)? = typedIfKind else { return nil }
        return { f in (try? code(f)) ?? nil }
    }

    /// Whether running `eval` can run no script code: a constant, a variable's read, or
    /// arithmetic on such, or a built-in maker of such (`FastPath.elementRead`).
    var runsNoScript: Bool {
        if case .computed = operand { return isPlainComputation || number != nil }
        return true
    }

    /// For `local + number`, `number + local` or `local - number` (not folded): the local's
    /// slot and the Number added to it (`x - k` is `x + -k` exactly, in IEEE arithmetic).
    var offset: (slot: Int, by: Double)? {
        guard let node = arithmetic else { return nil }
        switch (node.op, node.path) {
        case (.add, .localNumber): return (node.leftSlot, node.number)
        case (.add, .numberLocal): return (node.rightSlot, node.number)
        case (.subtract, .localNumber): return (node.leftSlot, -node.number)
        default: return nil
        }
    }
}

/// A geometry value's Number member of a local in a frame slot (`Lowered.memberOfLocal`).
struct MemberOfLocal {
    let slot: Int
    let member: GeometryLibrary.NumberMember
    /// The member as a labelled tuple's part (`p.x` of `(x:, vx:)`), when a local may hold one.
    let label: Records.Label?
}

/// An expression's value as a Number, computed without a Value (`Lowered.number`): nil when
/// an operand is not a Number (or an index not one of its list's, or a global not declared
/// yet). It runs no script code and changes nothing, so a parent that meets nil runs the
/// expression's `eval` instead — again, from the start — which computes any other kind or
/// reports the error as before. (A struct: a closure kept in an `Optional` directly is stored
/// reabstracted and called through thunks.)
struct NumberCode {
    let run: (CallFrame) -> Double?

    /// `code`'s run, or one that finds no Number when there is no code: a node keeps one
    /// closure and calls it without testing for the code. (Not through an Optional closure,
    /// `code?.run ?? …`: an Optional holds a function reabstracted, called through thunks.)
    static func run(_ code: NumberCode?) -> (CallFrame) -> Double? {
        if let code { return code.run }
        return { _ in nil }
    }
}

/// An expression's value as a Point, computed without a Value (`Lowered.point`): nil when an
/// operand is not of the kind the operator needs for a Point (a Number where a Point goes, a
/// Size, a String, an element not there, a global not declared yet). As `NumberCode`, it runs
/// no script code and changes nothing, so a parent that meets nil runs the expression's `eval`
/// instead — again, from the start — which computes any other kind or reports the error as
/// before, with its text and location. Only `Point` results: a Size (`s * 2`) is no Point and
/// takes the boxed code.
struct PointCode {
    let run: (CallFrame) -> Point?

    /// `code`'s run, or one that finds no Point when there is no code (as `NumberCode.run`: not
    /// through an Optional closure, which is reabstracted and called through thunks).
    static func run(_ code: PointCode?) -> (CallFrame) -> Point? {
        if let code { return code.run }
        return { _ in nil }
    }
}

/// A value's two Number parts computed without a Value (`Lowered.split`), with `NumberCode`'s
/// contract: nil when an operand is not a Number or the work refuses them, having run no
/// script code and changed nothing, so the parent runs the expression's `eval` instead.
struct SplitCode {
    let run: (CallFrame) -> (Double, Double)?
}

/// A call of `stride(from:to:by:)` (`through` false) or `stride(from:through:by:)` at its site
/// (`Lowered.stride`).
struct StrideCall {
    let site: BuiltinSite
    let through: Bool
}

/// `xs[i]`, `xs[0]`, `xs[i % 5]`: a list in a variable (a local slot no closure captures, a
/// global, a cell, a capture) at an index whose code runs no script: a constant Number, a
/// variable, or a computation with number code (`indexNumber`).
struct ElementOperand {
    let list: Operand
    let index: Operand
    let indexNumber: NumberCode?
    /// For an index `local ± number` (`Lowered.offset`): the local's slot and the Number added.
    var indexOffset: (slot: Int, by: Double)? = nil

    /// Whether the element can be copied from where the list lies (path `storeElement`): a
    /// list in a local slot or a global, an index that is a local, a constant, a local plus
    /// a constant or code with a Number (it runs no script).
    var copiedInPlace: Bool {
        switch list {
        case .local, .global: break
        default: return false
        }
        switch index {
        case .local, .number: return true
        default: return indexOffset != nil || indexNumber != nil
        }
    }

    /// The list's local slot when it is in one and the index is a constant or another local
    /// (path `callElement`), else nil.
    var localSlot: Int? {
        guard case .local(let s) = list else { return nil }
        switch index {
        case .local, .number: return s
        default: return nil
        }
    }

    /// The function at the element, unretained (valid while the list holds it); nil when the
    /// variable holds no list, the index is not one of its indices or the element is no function.
    func functionRead(_ engine: EngineRef) -> FunctionRead? {
        guard let index = indexNumber else { return nil }
        switch list {
        case .local(let s):
            return FunctionRead { f in index.run(f).flatMap { (f.slots + s).functionElement(at: $0) } }
        case .global(let g):
            return FunctionRead { f in index.run(f).flatMap { (engine.globals + g).functionElement(at: $0) } }
        case .cell(let c):
            return FunctionRead { f in index.run(f).flatMap { f.cells[c].element(at: $0)?.unmanagedFunction } }
        case .capture(let c):
            return FunctionRead { f in index.run(f).flatMap { f.captures[c].element(at: $0)?.unmanagedFunction } }
        default:
            return nil
        }
    }
}

/// Code reading a function where a variable's list holds it (`ElementOperand.functionRead`).
struct FunctionRead {
    let run: (CallFrame) -> Unmanaged<Function>?
}

/// Code computing a transform or a rect without a box (`Lowered.typed`).
enum TypedCode {
    case transform((CallFrame) throws -> Transform)
    case rect((CallFrame) throws -> Rect)

    /// The kind of value it computes.
    var kind: ValueKind {
        switch self {
        case .transform: .transform
        case .rect: .rect
        }
    }

    /// The path of a method that changes such a value (`MethodSite.Resolution.path`).
    var replacingPath: NativePath {
        switch self {
        case .transform: .replacingTransform
        case .rect: .replacingRect
        }
    }

    /// The boxed value's code.
    var eval: Eval {
        switch self {
        case .transform(let code): return { f in .transform(TransformBox(try code(f))) }
        case .rect(let code): return { f in .rect(RectBox(try code(f))) }
        }
    }
}

/// Code computing a transform or a rect without a box when the operands it reads in place are
/// of its kinds at run time; nil, having run nothing, when they are not (`Lowered.typedIfKind`).
enum TypedAttempt {
    case transform((CallFrame) throws -> Transform?)
    case rect((CallFrame) throws -> Rect?)
    /// A 2-tuple of Numbers (path `tupleNumbers`): nil, having run no script, when an element
    /// is not a Number.
    case point((CallFrame) throws -> Point?)

    /// The kind of value it computes.
    var kind: ValueKind {
        switch self {
        case .transform: .transform
        case .rect: .rect
        case .point: .point
        }
    }
}

/// The operand kinds of the lowered form.
enum Operand: CustomStringConvertible {
    /// A constant Number.
    case number(Double)
    /// Another constant (a string, Bool, nil, a built-in function value).
    case constant(Value)
    /// A local in a frame slot (not captured by any closure).
    case local(Int)
    /// A local of this frame that closures capture (it lives in a cell).
    case cell(Int)
    /// A variable of an enclosing function, through the closure's captured cells.
    case capture(Int)
    /// A global slot (declared before the code was compiled).
    case global(Int)
    /// The function being run (a function naming itself).
    case this
    /// Computed by its code.
    case computed

    /// Whether this is a constant String.
    var isStringConstant: Bool {
        if case .constant(.string) = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .number(let x): "number \(NumberFormat.exact.string(x))"
        case .constant(let v): "constant \(v.typeName)"
        case .local(let s): "local #\(s)"
        case .cell(let c): "cell #\(c)"
        case .capture(let c): "capture #\(c)"
        case .global(let g): "global #\(g)"
        case .this: "this function"
        case .computed: "computed"
        }
    }
}

/// Where a variable read or written in place lives: a frame's slots (a local no closure
/// captures) or the engine's globals. Both are arrays of Values, so one code serves both,
/// specialised for each (no test at run time). A global slot holds nil until its declaration
/// ran: code working on it in place takes its general code for nil ("cannot find").
protocol SlotBase {
    static var isGlobal: Bool { get }
    static func slots(_ f: CallFrame, _ engine: EngineRef) -> UnsafeMutablePointer<Value>
}

/// Where a list variable's Value lies for a store into its element (`ElementStoreNode`): the
/// slots of a frame or the globals (`SlotBase`), or a cell — a variable closures capture — whose
/// value is reached through a pointer for the duration of the access only.
protocol ListHome {
    static var isGlobal: Bool { get }
    static func withValue<R>(_ f: CallFrame, _ engine: EngineRef, _ slot: Int,
                             _ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R
}

extension SlotBase {
    @inline(__always) static func withValue<R>(_ f: CallFrame, _ engine: EngineRef, _ slot: Int,
                                               _ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R {
        try body(slots(f, engine) + slot)
    }
}

extension FrameSlots: ListHome {}
extension GlobalSlots: ListHome {}

/// A cell of the running frame (a local that closures capture).
enum CellSlots: ListHome {
    static var isGlobal: Bool { false }
    @inline(__always) static func withValue<R>(_ f: CallFrame, _ engine: EngineRef, _ slot: Int,
                                               _ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R {
        try (f.cells + slot).withValue(body)
    }
}

/// A cell the running closure captured.
enum CaptureSlots: ListHome {
    static var isGlobal: Bool { false }
    @inline(__always) static func withValue<R>(_ f: CallFrame, _ engine: EngineRef, _ slot: Int,
                                               _ body: (UnsafeMutablePointer<Value>) throws -> R) rethrows -> R {
        try (f.captures + slot).withValue(body)
    }
}

/// A local's slot in the running frame.
enum FrameSlots: SlotBase {
    static var isGlobal: Bool { false }
    @inline(__always) static func slots(_ f: CallFrame, _ engine: EngineRef) -> UnsafeMutablePointer<Value> { f.slots }
}

/// A global's slot.
enum GlobalSlots: SlotBase {
    static var isGlobal: Bool { true }
    @inline(__always) static func slots(_ f: CallFrame, _ engine: EngineRef) -> UnsafeMutablePointer<Value> { engine.globals }
}

/// The code chosen for a site, from its operands' kinds. Every choice is made here.
enum FastPath: String {
    // Closures.
    /// A closure literal (or local `func`) that captures nothing: the function is made once,
    /// when compiled, and every evaluation gives that one.
    case closureShared
    /// A closure that captures variables: a function made with its cells at each evaluation.
    case closureMade
    /// A function whose body is one condition (`Compiler.conditionBody`: `{ a, b in a.x < b.x }`,
    /// `{ $0.frame.minY > 0 && !$0.isHidden }`, `return a < b`) and that makes no cells: its
    /// test kept beside its body (`FunctionCode.condition`), which a built-in reading only its
    /// callback's truth (`filter`, `sorted(by:)`, `first(where:)`, `min(by:)`…) runs on the
    /// frame, the Bool read unboxed (`Callback.test`).
    case conditionBody
    // Arithmetic and comparisons.
    /// Both operands are constant Numbers: computed once, while compiling.
    case folded
    /// `local op number`: the slot's Number read in place.
    case localNumber
    /// `number op local`.
    case numberLocal
    /// `local op local`.
    case localLocal
    /// `global op number`.
    case globalNumber
    /// `number op global` (`3 * n`, `1 - t` at the top level): the global's Number read in
    /// place; anything else — a nil global too — by the global's code ("cannot find").
    case numberGlobal
    /// Two variables, at least one a global (`i < n`, `a - i` at the top level; a local and a
    /// global): both slots read in place; a nil global by its code ("cannot find").
    case globalPair
    /// `value op number`: the left operand's code, the constant inline.
    case valueNumber
    /// `number op value`.
    case numberValue
    /// `local op value`: the right operand's code, the slot read in place.
    case localValue
    /// `value op local`.
    case valueLocal
    /// Any two values: both computed, the Number case inline, the rest by `Operators`.
    case values
    /// `plain op number`: the left operand a computation whose code runs no script
    /// (`Lowered.number`: an element, arithmetic, a global or captured variable), computed as
    /// a Number with no Value built; the constant inline. Any other kind: both operands' code.
    case plainNumber
    /// `number op plain`.
    case numberPlain
    /// `local op plain`: the slot's Number read in place.
    case localPlain
    /// `plain op local`.
    case plainLocal
    /// `plain op plain`: both computed as Numbers (`c - col == row - r`, `a[i][k] * b[k][j]`).
    case plainPlain
    /// `global op plain` (`x + dx[dir]`, `y * W + x` at the top level): the global's Number
    /// read in place, as a local's is (`localPlain`), the plain operand by its number code;
    /// any other kind (a nil global too) by both operands' code (`values`).
    case globalPlain
    /// `plain op global`.
    case plainGlobal
    /// `a.x - b.x`, `p.y < q.y`, `r.width * r.height`: two geometry values' Number members
    /// (`GeometryLibrary.NumberMember`) of locals (a frame's slots, `Lowered.memberOfLocal`),
    /// each read where the value lies, in the operator's own node (no member's code called);
    /// anything else — a receiver without that member — by both operands' code (`values`:
    /// the member's value or its error).
    case membersInPlace
    /// `q.x > 400`, `r.maxY * 2`: a local's member read in place (as `membersInPlace` reads
    /// it) and a Number constant inline; anything else as `plainNumber`.
    case memberAndNumber
    /// `2 * p.y`.
    case numberAndMember
    /// `p.x < x`: the member and a local's Number, both read in place; anything else as
    /// `plainLocal`.
    case memberAndLocal
    /// `k * p.y`.
    case localAndMember
    /// `p.x < (b.x - a.x) * t`: the member read in place, the other operand (a global, a
    /// plain computation) by its number code; anything else as `plainPlain`.
    case memberAndPlain
    /// `(b.x - a.x) * t + a.x`.
    case plainAndMember
    /// A plain computation's Number (`Lowered.number`) used by its parent with no Value built:
    /// an update's value (`s += a[i] * k`), an element's index (`xs[i % 8]`).
    case numberCode
    /// An arithmetic operator whose operands can make a Point (`Lowered.point`: `p + v * dt`,
    /// `a + (b - a) * t`, `(a - b) * k`, leaves each a variable, an element, a view's `center`,
    /// a tuple or `Point(x, y)` of Numbers): the Point computed as two Doubles through the whole
    /// tree, no Value made at an inner node; boxed once at the root, or set on a view
    /// (`storeIfTyped`). Tried where the Numbers' code gave none (a Number result keeps its
    /// path); any other kind — a Size, a String, an error — by the operator's code, from the
    /// start (the operands run no script).
    case pointCode
    /// A Point multiplied by a right operand that may be a Transform at run time (a local, a
    /// global, or one computed unboxed: `p * t`, `q * m.inverted()`): the point code maps the
    /// Point by it (`p.applying(t)`, `PointShapes.Scaled`, `Transformed`) when it is no
    /// Number, no Value made.
    case pointMapped
    /// `*` on operands that may be two Transforms, or a Rect and a Transform, at run time
    /// (`t * u`, `frame * t`, `r * rotation(a)`: each a variable, or a transform or rect computed
    /// unboxed by code that runs no script): `t.concatenating(u)` or `r.applying(t)` computed on
    /// the payloads where they lie, stored into the box the result's variable holds (as the
    /// methods' `storeIfTyped`), when the Numbers' and Points' code gave none; anything else by
    /// the operator's code, from the start (`GeometryProduct`).
    case productUnboxed
    /// A kernel's argument computed unboxed by code that runs no script (`Lowered.typedIfKind`
    /// or a rect's or transform's code: `box.union(r.insetBy(dx: 1, dy: 1))`), its payload taken
    /// as one read in place is (`AttemptedPayload`), so the call computes its rect or transform
    /// unboxed too (`storeIfTyped`); when the attempt gives none, the call's code from the start.
    case kernelAttempt
    /// A list literal of constants (`[1, 2, 3]`, `["a", "b"]`): made once when compiled, each
    /// evaluation sharing it; a change to a variable holding it copies it first.
    case listConstant
    /// A value with point code (`Lowered.point`) stored into an element of a list in a variable,
    /// or added to or subtracted from it (`vels[i] = vels[i] + force * dt`, `ps[k] += d`, path
    /// `elementLocal` or `elementStored`, one index): the Point computed as two Doubles and
    /// written over the Point the element holds, no Value made; anything else — the value no
    /// Point, the element no Point, the index not one of the list's — by the store's general
    /// code, from the start (the value runs no script).
    case storePoint
    /// An update's value that is one arithmetic operator on two operands each a local, a
    /// global or a Number constant (`s += i * 0.5`): its Number computed by the update where
    /// the operands lie (`InPlaceOperands`), no code of the value called; anything else by
    /// the value's code, from the start.
    case operandsInPlace
    /// A comparison of two operands that are each read where they lie (`ComparedOperand`: a
    /// variable, an element of a list in one at a local or constant index, or a constant) and
    /// not both locals: two Numbers or two Strings compared in place (`seen[k] == w`,
    /// `names[i] < names[j]`, `s == "x"`), no value copied, no string retained; any other kinds,
    /// or an element not there, by both operands' code (the general comparison, its errors).
    case compareInPlace
    /// A local compared with a String constant (`op == "push"`, `"0" <= c`): the local's
    /// String compared where it lies, no code of an operand called; any other value by the
    /// comparison's general code.
    case compareString
    /// `x == nil`, `x != nil` (either side): only `nil` equals `nil`, so the other operand's
    /// tag is tested — a variable where it lies (a local, a cell, a capture, a global: a nil
    /// global by its code, "cannot find" when undeclared), anything else by its code — with no
    /// general comparison.
    case compareNil
    /// `xs[i] == nil`, `xs[i] != nil` of a list in a local slot or a global at an index that
    /// runs no script (`ElementOperand.copiedInPlace`): the element's tag tested where it lies
    /// in the list, no copy made; not a list, an index out of range or not whole by the
    /// element's code (its errors).
    case compareNilElement
    /// `v.superview == nil`, `v.name != nil` (either side) of a view's property read from a
    /// view in a local or a global (path `memberView`): on a view, whether the property is nil
    /// asked of the view where it lies (no Value made, the superview not retained); any other
    /// receiver by the member's site (`MemberGetSite.get`: its value, its error).
    case compareNilView
    /// A view's `name` read from a view in a local or a global (path `memberView`) compared
    /// with a constant String, either side, by any comparison (`hit.name == "button"`): on a
    /// view that has a name, the name compared with the constant where it lies (no String
    /// Value made); a view without one, or any other receiver, by the general comparison of
    /// the member's value (`MemberGetSite.get`: its result or its error).
    case compareViewName
    /// A computed operand (a call's result, `type(e)`, `s.lowercased()`) compared with a
    /// constant String (either side): the operand's value computed, a String compared with the
    /// constant where it lies (no constant's code run, no pair of values made); any other kind
    /// by the general comparison, with its result or error.
    case compareComputedString
    /// `l == r` or `l != r` of two operands whose values are Bools (comparisons, `&&`, `||`,
    /// `!`: `(a.y > p.y) != (b.y > p.y)`): each computed as its test, the two Bools compared (no
    /// Bool Value made for either).
    case testsCompared

    // Calls.
    /// A built-in whose overloads take at most four arguments, none variadic: the arguments
    /// are evaluated, checked and passed without arrays (`NativeTarget`).
    case builtinDirect
    /// `builtinDirect` with one overload whose parameters are not simply the arguments in
    /// order (labels out of declaration order, defaults left out, a constant a type takes
    /// otherwise): each parameter is filled straight from the argument its label bound when
    /// compiling, or from the value known then (its default, a constant argument: a built-in
    /// curve's name as its curve); each computed argument checked by kind (`NativePath.placing`).
    case builtinPlaced
    /// A built-in whose variadic parameter converts nothing (`min`, `max`, `print`), its other
    /// parameters (if any) each given one argument of one kind, taken as it is
    /// (`String(format:_:)`, `print(_:separator:)`): the arguments are gathered in an array the
    /// site keeps between calls (an argument of another kind by the general call, which
    /// reports it).
    case builtinVariadic
    /// Such a built-in of Numbers with its work on two (`min(a, b)`, `max(a, b, c)`), called
    /// with two arguments or more: the work folded over the Numbers, evaluated in order, no
    /// list gathered (other values go through its implementation).
    case builtinFold
    /// `builtinFold` with every operand's Number computed by its number code (`Lowered.number`:
    /// a local, a constant, `size.height`, `v.frame.maxY`, arithmetic of such): no Value read or
    /// made, the result a Number for a parent computing on Numbers; any other value by
    /// `builtinFold`'s code, which reads the operands again.
    case builtinFoldNumbers
    /// A built-in with overloads, defaults or variadics: chosen by argument types.
    case builtinGeneral
    /// A built-in that gives one argument back as it is unless it converts it
    /// (`Overload.keptArgument`: the conversion to a labelled tuple type that a function with
    /// such a parameter makes at each call), whose arguments run no script: a value it does
    /// not convert given back with no call made; any other by the call, from the start.
    case builtinKept
    /// A labelled tuple literal (`(qty: 3, cost: 4)`, `Records`): its labels hashed and placed
    /// once, when compiled (`ValueDictionary.RecordShape`); each record copies them and takes
    /// its parts' values in order, with no list of them built and no built-in called.
    case recordLiteral
    /// A function of one Number (`sqrt`, `floor`, `abs` …, `Builtin.numeric`) whose argument
    /// has number code (`Lowered.number`: a variable, a constant, arithmetic, an element):
    /// its work done on that Number, no call made, and a Number for a parent computing on
    /// Numbers; any other argument by the call (`builtinDirect`), from the start.
    case builtinNumber
    /// A function of two Numbers (`pow`, `atan2`, `hypot`, `Builtin.numeric`) whose arguments
    /// both have number code: its work done on the two Numbers, no call made, and a Number for
    /// a parent computing on Numbers; any other arguments by the call (`builtinDirect`), from
    /// the start.
    case builtinNumbers
    /// A function of any one value whose work cannot fail and reads no context (`type`,
    /// `Number`, `Builtin.total`): its work done on the argument's value, no call made.
    case builtinValue
    /// A built-in that makes a transform or rect (`Builtin.transformFunction`,
    /// `Builtin.rectFunction`) from arguments taken as they are: computed unboxed
    /// (`Lowered.typed`), boxed where a value is needed.
    case builtinTyped
    /// `builtinTyped` with an argument computed and every argument with number code (`Rect(x
    /// + 1, y, w * 2, h)`, `rotation(a / 2)`): their Numbers computed with no Value made; one
    /// that is not a Number at run time sends the call to `builtinTyped`'s code from the start
    /// (the arguments run no script). Also a maker of a Point or a Size from two Numbers
    /// (`Builtin.pairFunction`: `Point(x, y)`, `CGSize(width: w, height: h)`) whose arguments
    /// have number code (a variable, a constant, arithmetic): the value made of their Numbers,
    /// with no call; one that is not a Number at run time sends it to the call, from the start.
    case builtinTypedNumbers
    /// A maker of a Point or a Size from two Numbers (`Builtin.pairFunction`: `Point(rnd(),
    /// rnd())`, `Size(8 + f(x), h)`) whose arguments are not both read as Numbers with no
    /// script run: the two arguments evaluated once, in order, the value made of them when
    /// both are Numbers, with no call; any other values passed, as evaluated, to the call
    /// (its checks and errors).
    case builtinPairValues
    /// A maker of a rect from a Point and a Size (`Builtin.partsFunction`: `Rect(origin: p,
    /// size: s)`): the two arguments evaluated once, in order, the rect made of them unboxed
    /// when they are of those kinds (a Point converts to the Size), with no call — stored into
    /// the box its variable holds (`storeInPlace`), boxed where a value is needed; any other
    /// values passed, as evaluated, to the call (its checks and errors).
    case builtinRectParts
    /// The function being run calls itself.
    case callThis
    /// A function in a constant global (`func`, `let`): read in place, not retained.
    case callGlobal
    /// A function in a constant local, cell or capture, or in any local slot (a `var` too: no
    /// closure captures it, so only the caller's own code could change it, and none runs
    /// during the call; an argument could only call a method on it, and no method makes or
    /// changes a function): read in place, not retained.
    case callConstant
    /// A function in a `var` global: read in place and held (retained) for the call, which
    /// may reassign the variable.
    case callHeld
    /// A function read from an element of a list in a local (`a[0](x)`, `handlers[i](e)`),
    /// at a constant or local index, when no argument calls a method on that local: read in
    /// place before the arguments (no copy, no retain) and lent for the call, as a constant
    /// local is — nothing but the caller's code can change its slot.
    case callElement
    /// A function in a `var` that closures capture (a cell of this frame, or a capture: a
    /// closure calling itself through the variable it is stored in): read in place and
    /// retained for the call, which may reassign the variable.
    case callRetained
    /// A function read from an element of a list in a global, a cell or a capture, or of a
    /// local list at a computed index (`handlers[i](e)` at the top level, `adders[i % 10](u)`,
    /// `fs[k](x)` in a closure over `fs`), the index's code running no script: read where the
    /// list lies before the arguments (no copy of the list) and retained for the call, which
    /// may change the list; anything else (not a list, no such index, not a function) as a
    /// computed callee.
    case callElementHeld
    /// `m.f(x)`, `self.step(n)`: a part of a record (a labelled tuple) in a local or a global
    /// (`Lowered.memberFunction`), read where the record lies before the arguments (no copy of
    /// the record, no lookup by name through the member's code) and retained for the call,
    /// which may change the record; anything else (not a record, no such part, not a function)
    /// as a computed callee.
    case callMemberHeld
    /// Any other callee: computed and held for the call.
    case callValue
    /// A script call written with argument labels (`area(width: 3, height: 4)`) of one to
    /// three arguments: its callee read as its own path says, and the call code for its count
    /// made for labels, which compares the number of the labels it writes with the one of the
    /// callee's parameter labels (`Engine.labelsKey`): the same, it calls as an unlabelled
    /// call does; else it checks them as `labelsChecked` does. An unlabelled call's code
    /// (0–3 arguments, specialised per count) tests nothing for labels.
    case labelsCompared
    /// A script call written with labels and more than three arguments: the call code for any
    /// count, which compares the labels' number as `labelsCompared` does and checks them
    /// against the callee's parameter labels when it differs.
    case labelsChecked
    /// A method of the receiver's kind, found through a per-site cache (`MethodSite`), the
    /// receiver computed by its code.
    case method
    /// The same, the receiver a local slot read in place (no code run) and borrowed for the
    /// call.
    case methodLocal
    /// The receiver a local slot that an argument calls a method on
    /// (`xs.contains(xs.removeLast())`: a mutating method changes the slot in between): copied
    /// from the slot before the arguments run.
    case methodLocalCopied
    /// The receiver a global read in place (`xs.append(x)`, `xs.contains(k)` at the top level):
    /// its kind checked there, no code run; a mutating list method changes the array where the
    /// global holds it once the arguments ran; any other method gets the receiver copied
    /// before them (never borrowed: the method or an argument may run script code that
    /// reassigns the global). A nil global (its declaration has not run) by its code ("cannot
    /// find").
    case methodGlobal
    /// The receiver a variable that closures capture (a cell of this frame, or a capture:
    /// `current.append(i)` in a nested backtracking function), read in place as a global is:
    /// its kind checked there, no code run; a mutating list method changes the array where the
    /// cell holds it once the arguments ran; any other method gets the receiver copied before
    /// them.
    case methodCaptured
    /// `groups[g][1].append(row)`, `xs[i].append(x)`: a method whose path on a list is
    /// `appending`, called on an element (or an element of an element) of a list in a local
    /// `var` no closure captures, at indices that are locals or Number constants: the receiver's
    /// kind read where it lies before the arguments run, then the element appended where the
    /// lists lie, each list on the way made unique first (as a change through the place does:
    /// `ElementReceiver`). Anything else — not lists, an index not one of a list, an element
    /// that is not a list, an array with no room — by the site's call through the place
    /// (`method`), which reports as before.
    case methodElement
    /// `groups[key, default: []].append(x)`, `groups[key]!.append(x)`: a method whose path on
    /// a list is `appending`, called on the entry for a key of a dictionary in a local `var` no
    /// closure captures or a global, the key computed by code that runs no script: the entry's
    /// kind read where it lies before the arguments run, then the argument appended where the
    /// entry lies, the dictionary made unique first (`EntryReceiver`). Anything else — no
    /// dictionary, an entry absent or not a list, an array with no room — by the site's call
    /// through the place (`method`), which reports as before.
    case methodEntry
    /// A property read (`r.width`, `v.frame`), the property found for the receiver's kind
    /// kept by the site (`MemberGetSite`), the receiver computed by its code.
    case member
    /// The same, the receiver a local slot read in place (borrowed: nothing runs between the
    /// read and the getter).
    case memberLocal
    /// The same, the receiver a global read in place (`xs.count` at the top level or on a
    /// global list: no copy of the list); a nil global by its code ("cannot find").
    case memberGlobal
    /// `best.length`, `state.steps` of a local or a global that holds a record (a labelled
    /// tuple): its part read by label where the record lies (no lookup through the member's
    /// code), and, for a name no other kind has as a member, its Number for a parent computing
    /// on Numbers; anything else by the member's code.
    case memberRecord
    /// A Number member of a point, size, rect or transform that is an element of a list read
    /// in place (`ps[i].x`, `vels[i].y`, `boxes[k].width`: path `elementLocal` or
    /// `elementGlobal` with number code for its index): for a parent computing on Numbers, the
    /// Number read where the element lies, with no Value made; any other element (or list, or
    /// index) by the member's code (`member`), from the start (the element's read runs no
    /// script).
    case memberElement
    /// A Number member of a rect or a transform that the receiver's code computes unboxed
    /// when its operands are of its kinds (`Lowered.typedIfKind`: `a.intersection(b).width`,
    /// `r.insetBy(dx: 2, dy: 2).maxX`, `t.concatenating(u).tx`): the member read from the
    /// payload with no box made; when the receiver's operands are not of those kinds, by the
    /// member's code (`member`), from the start (the attempt ran nothing). A kernel's receiver
    /// (`typedIfKindCannotFail`) also gives the Number for a parent computing on Numbers.
    case memberUnboxed
    /// `memberUnboxed` of a kernel's rect (`a.intersection(b).width`, `a.union(bs[j]).maxY`:
    /// `MethodKernel.typedNumber`): the operands read, the work done and the member taken in
    /// one closure giving the Number, no rect returned through memory between them.
    case memberKernelNumber
    /// A kernel's unboxed attempt (`typedIfKind`, `memberKernelNumber`) whose receiver or
    /// argument is a whole local (`ValueRead.isWholeLocal`): read from its frame slot with no
    /// test of where it lies (`LocalSlotRead`, `MethodKernel.operands`).
    case kernelLocalSlot
    /// A member of a view's geometry property (`v.bounds.size`, `v.frame.maxX`, `v.center.x`:
    /// `ViewGeometryMember`), the root read in place when it is a local or a global: on a view,
    /// the property's getter's value taken apart with no Value made for it; a Number member of a
    /// root whose read runs no script code also as a Number for a parent computing on Numbers.
    /// Any other root by the two members' sites (`MemberGetSite`), the root read once.
    case viewMember
    /// A view's Rect or Transform property (`v.frame`, `v.bounds`, `v.transform`: no other kind
    /// has a property of that name) read as a value: also computed unboxed (`Lowered.typed`)
    /// for a parent that takes it so (`v.transform.rotated(by: a)`: `methodTyped`; `let f =
    /// v.frame`: `storeInPlace`) — on a view, the payload its getter gives, read from the view
    /// (the receiver read in place when it is a local or a global); any other receiver by the
    /// member's site (its error).
    case memberTyped
    /// Swift's tuple part `.0` … `.7` of a local or a global read as a value (`let name =
    /// pair.0`, `print(t.2)`): on a list (a tuple of values that are not all Numbers), its
    /// element read where the list lies, no getter called; any other receiver (a Point, a
    /// labelled tuple …), or a part the list lacks, by the member's site (its value, its error).
    case memberPart
    /// A view's property held by the view (`v.superview`, `v.name`, `v.isHidden`, `v.alpha`:
    /// `ViewRead`, no other kind has it) of a local or a global: on a view, its value read from
    /// the view where the receiver lies, no getter called; any other receiver (nil, a Rect …)
    /// by the member's site (`MemberGetSite`), with its error.
    case memberView
    /// `x.name.count` where a property `name` can count its list without building it
    /// (`Property.count`: `v.subviews.count`): the receiver read as the property's site reads
    /// it, the count given by the property for the receiver's kind; a receiver whose property
    /// cannot count (or has none: its error) by the property's getter, then `count` of its value.
    case memberCounted
    /// `xs.isEmpty` of a local or a global as a condition (`while !stack.isEmpty`, `if
    /// s.isEmpty`): a list's, a string's, a set's or a dictionary's emptiness read where it
    /// lies (`Lowered.truth`); any other receiver by the member's code, its value tested as a
    /// condition tests it.
    case memberIsEmpty
    /// `x.name[i]` where a property `name` reads its list's elements without building it
    /// (`Property.element`: `v.subviews[i]`) and the index runs no script: the receiver read
    /// as the property's site reads it, then the index, the element given by the property;
    /// anything else (another kind, a bad index) by the list the getter gives, which reports it.
    case elementOfProperty
    /// `x.name.first` / `.last` of such a property (`v.subviews.last`): by its count and
    /// element, nil when the list is empty; any other receiver by the list the getter gives.
    case memberEnd
    /// An assignment to a view's geometry property or a part of it (`v.frame.origin = p`,
    /// `v.bounds.size.width = w`, `v.center.x += 1`, `views[i].center = p`: `ViewGeometryPlace`)
    /// on a root whose read runs no script code: on a view, the part set on the property by its
    /// setter (`ViewMemberStore`), nothing written back through the root; any other root or
    /// value by the general place code (its conversions and errors).
    case viewMemberStore
    /// An assignment to a stored Number part of a Point, Size or Rect, or to a labelled tuple's
    /// part, in a variable that is not a constant (`p.x += dx`, `r.origin.y = 0`, `s.width *= 2`,
    /// `best.length += 1`; `NumberPart`), the value a
    /// Number constant, a local or number code running no script: the Number written where the
    /// value lies (`ValueMemberStore`); any other kind, or a value that is no Number, by the
    /// general place code, from the start.
    case valueMemberStore
    /// The same store on a list's element, one or two levels down (`ps[i].x += 1`,
    /// `people[i].age = 0`, `grid[r][c].y -= 1`), the list in a `var` that is a local no
    /// closure captures or a global, each index with number code: the Number written where
    /// the element lies, the lists on the way made the variable's own first
    /// (`ElementMemberStore`); anything else by the general place code, from the start.
    case elementMemberStore
    /// A `viewMemberStore` site setting a view's frame origin to a Point the value's code gives
    /// unboxed (`v.frame.origin = (x, y)`, `v.frame.origin = p` with `p` a local): on a view with an
    /// identity transform, the frame's size found and the frame set with no Rect mapped or
    /// standardised (`ViewGeometryPlace.storeFrameOrigin`); any other view as `viewMemberStore`.
    case frameOriginStore
    /// A `viewMemberStore` site setting a part of a view's geometry property to a Point or a
    /// Number the value's code gives unboxed (`v.center.y += 2`, `v.bounds.size = (w, h)`,
    /// `v.bounds.origin = p` with `p` a local, `v.frame.size.width = w`): on a view, the property
    /// read and set by code made for it (`ViewGeometryProperty`), with no switch on the property;
    /// anything else as `viewMemberStore`. (A Point property taken whole and the frame's origin
    /// have their own code: `v.center = p`, `frameOriginStore`.)
    case geometryPartStore
    /// The value of a `viewMemberStore` site setting a Point property taken whole or a Point or
    /// Size part (`geometryPartStore`) when it is `(x, y)` of Numbers computed by number code
    /// (`tupleNumbers`, not `tupleLocals`): its two codes called by the store itself
    /// (`Lowered.tupleParts`), no point code between; either not a Number: the boxed code, from
    /// the start, as before. (The frame's origin keeps the tuple's point code: its larger store
    /// stays inline in its closure so.)
    case tupleInStore
    /// A `viewMemberStore` site whose root is read before its value (the value's code may run
    /// script code and the root is not a local no closure captures: `cards[k].center = next()`,
    /// a global's member set to a call's result): its unboxed stores made for that order
    /// (`ViewStoreOrder`). Every other site's are made for the value first, with no Optional
    /// root made and no order tested in each store.
    case viewRootFirst
    /// A geometry property, the transform or the alpha of a view's presentation, or a member
    /// of a geometry property (`v.presentation(at: t).frame`, `v.presentation().center.x`,
    /// `v.presentation(at: t).transform`: the call's `Lowered.presentation`, a
    /// `PresentedProperty`, perhaps a `ViewGeometryMember`): on a view receiver and a finite
    /// Number time, the presented geometry computed (`Animator.presentedGeometry`) with no
    /// snapshot view made; any other receiver or time by the call and the members' sites,
    /// each operand computed once. The frame, bounds and transform are also computed unboxed
    /// (`Lowered.typed`: `let f = v.presentation(at: t).frame` takes `storeInPlace`).
    case presentedMember
    /// A transform or rect method (`Builtin.transformMethod`, `Builtin.rectMethod`) called on
    /// a receiver computed unboxed (`Lowered.typed`: `rotation(a).concatenating(t)`,
    /// `Rect(x, y, w, h).insetBy(dx: 1, dy: 1)`): the method's change applied to the payload,
    /// the result unboxed too; boxed once, where a value is needed.
    case methodTyped
    /// A Number's method of no argument with its work on the Number (`x.squareRoot()`,
    /// `x.rounded()`, `(a * b).squareRoot()`: `Builtin.numeric`) on a receiver with number
    /// code: the work on that Number, no call made, and a Number for a parent computing on
    /// Numbers; any other receiver by the method's site.
    case methodNumber
    /// A Number's method of one Number argument whose result is two Numbers
    /// (`x.quotientAndRemainder(dividingBy: y)`: `Builtin.splitting`), receiver and argument
    /// with number code: besides the call, code computing the two Numbers with no tuple built
    /// (`Lowered.split`), for a destructuring (`destructureNumbers`).
    case methodSplit
    /// A Number's method of one Number argument whose result is a Bool (`x.isMultiple(of: y)`:
    /// `Builtin.testing`), receiver and argument with number code: the work on the Numbers, no
    /// call made, and its test (`Lowered.test`) for a condition or a Bool's store, no Value
    /// built; any other receiver or argument by the method's site.
    case methodTest
    /// The receiver or the one argument of a method call, when it is a local, a global, or an
    /// element of a list in one of those at a local or constant index (`ValueRead`): a kernel
    /// the site chooses by the kinds it meets (`MethodKernel`: `cards[i].contains(p)`,
    /// `p.applying(t)`) takes its payload from there — no code run, no copy of the value.
    case readInPlace
    /// The receiver or the one argument of a method call that may take a kernel, when it is a
    /// view geometry property (`frame`, `bounds`, `center`, `anchorPoint`) of a value read in
    /// place as `readInPlace` reads one (`card.bounds.contains(p)`, `r.contains(cards[k].center)`:
    /// `ViewGeometryRead`): on a view, the kernel takes the property's value as its getter gives
    /// it — no member site, no Value made; anything else computed by its code, which reports.
    case viewGeometryInPlace
    /// A method call that may take a kernel, as the argument of another such call
    /// (`r.contains(p.applying(t))`) or as the condition of an `if` or `while`: its site called
    /// directly, no closure between.
    case kernelSite
    /// A method call that may take a kernel, its receiver and its one argument both read in
    /// place (`readInPlace`): the kernels its method and labels may choose are found at the
    /// lowering (`Compiler.directKernels`: `r.intersects(s)` has one, `r.contains(x)` two),
    /// and its code checks the two kinds where they lie and calls the kernel's work on their
    /// payloads — no site, no kernel chosen per call; a condition gets the Bool as it is. Any
    /// other kind takes the site's call (`kernelSite`'s), which reports as before.
    case kernelDirect
    /// A kernel test (`init(test:)`: `intersects`, `contains`) whose receiver is computed
    /// unboxed (`Lowered.typedIfKind`: `content.convert(w.frame, to: window).intersects(screen)`,
    /// `a.intersection(b).contains(p)`) and whose argument is read in place: the work on the
    /// receiver's rect and the argument's payload, no box made for the receiver
    /// (`MethodKernel.typedReceiverTest`). No receiver computed: the site's test; an argument
    /// of another kind: the site's call on the receiver computed.
    case kernelTypedReceiver
    /// `kernelDirect` with the receiver and the argument both globals (`r.contains(p)` at the
    /// top level): both payloads read from the globals' slots with no per-read switch of where
    /// they lie, as two whole locals are from the frame's; a nil global (not declared yet) is no
    /// payload, and the site's call reports it.
    case kernelGlobals
    /// A view method taking a geometry value and another view or nil (`Builtin.viewMethod`:
    /// `card.convert(tap, from: table)`, `v.convert(v.bounds, to: nil)`), its receiver and
    /// other view read in place (`readInPlace`; the other view also the constant nil), its
    /// argument read in place too (or a view geometry property, `viewGeometryInPlace`) or
    /// computed by code running no script (`(x, y)`, `Point(0, 0)`, computed again if it is no
    /// payload); also such a method taking the geometry value alone (`window.hitTest(tap)`,
    /// `v.point(inside: p)`, with no other view): the method's
    /// kernels (`ViewKernel`, one per argument kind its labels allow) found at the lowering,
    /// tried in turn on the operands where they lie — no arguments checked, no Values made for
    /// them. Any other kind, or a conversion that fails, takes the site's call, which reports
    /// as before.
    case viewKernelDirect
    /// A 2-tuple or a 4-tuple (a Point, a Rect) whose elements all have number code
    /// (`Lowered.number`: variables, constants, arithmetic on them, members such as `p.x`), not
    /// all constants: the Numbers computed with no Value made for each; when one is not a
    /// Number, the elements' code from the start (it runs no script), which reports as before.
    case tupleNumbers
    /// A 2-tuple or a 4-tuple whose elements are each a local (in a slot: no closure
    /// captures it) or a Number constant, not all constants (`(x, y)`, `(0, 0, w, h)`): each
    /// Number read from its slot where it lies, no element's code run; when one is not a
    /// Number, the elements' code from the start, which reports as before.
    case tupleLocals
    /// `x = x.union(y)`: an assignment whose value is a transform or rect method called on
    /// the variable assigned; the variable drops its reference to the receiver's box before
    /// the method writes into it, so a box no one else holds is reused.
    case assignHandsOver

    // Arguments of a script call.
    /// A local of the caller, read in place into the callee's slot; a function held there is
    /// lent, not retained (the first `Int.bitWidth` arguments of a script call).
    case argumentLocal
    /// A local read at its last use in its function (`NameRef.isLastUse`: no later statement
    /// reads it, no loop holds the read, nothing else in its statement names it): as
    /// `argumentLocal`, but any value other than a Number or a function is moved into the
    /// callee's slot, the local left nil — a list passed on (`inorder(t[2], acc)`) stays
    /// held once, and the callee changes it in place.
    case argumentMoved
    /// A local plus or minus a constant Number (`n - 1`, `i + 2`, `1 + i`): the slot's Number
    /// offset in place into the callee's slot (no code run); any other value by the
    /// expression's code.
    case argumentOffset
    /// Any other argument: computed by its code.
    case argumentValue
    // The same two serve the arguments of a built-in, up to four (`nativeArgument`), and:
    /// A constant argument of a built-in: kept by the site and passed as it is (no code run).
    case argumentConstant

    // Statements.
    /// An `if` whose condition is a Bool literal (`if true { … }`: a `switch`'s own block and
    /// its `default:`): the branch it chooses run as a block, no test.
    case ifConstant
    /// `if`/`while` comparing a variable (a local or a global) with a Number or with another
    /// variable: tested in place.
    case inlineCondition
    /// `if a || b` / `if a && b` whose `a` is tested in place (`inlineCondition`): run as `if a
    /// { T } else { if b { T } else { E } }` / `if a { if b { T } else { E } } else { E }`, each
    /// comparison in its own `if`'s code, the branches' code shared.
    case ifLogicSplit
    /// `if l && r` (or `l || r`) whose operands no comparison in place joins
    /// (`inlineCondition`): the `if`'s own code tests `l`, then `r` when `l` does not decide,
    /// no node of the `&&` between the `if` and its operands' tests.
    case logicInIf
    /// `if` comparing a local with a constant Number: the places of its operands chosen when
    /// lowered, none read when it runs (`InlineIf`).
    case ifLocalNumber
    /// `if x == a || x == b` (a switch's `case 0, 1:`) or `if x != a && x != b` of one local
    /// and two Numbers: one `if` comparing the local's Number with both, in place, no branch
    /// between the comparisons (`InlineOperandKinds.LocalEither`); its `||`'s code for any
    /// other value.
    case ifEitherNumber
    /// `for (i, x) in e.enumerated()`, the tuple's two names (or one and `_`): when `e` is a
    /// list, each index and element bound to the names directly (no list of [index, element]
    /// pairs made, none taken apart); any other value by the method's call on it, whose pairs
    /// are taken apart as the tuple does.
    case forEnumerated
    /// `for (a, b) in e` (any tuple) over anything but `e.enumerated()` and a range: each
    /// element's parts bound to the names directly (a Point's coordinates, a list's elements,
    /// anything else as the tuple's declarations take it apart), no loop variable between.
    case forParts
    /// `for (a, b) in zip(xs, ys)` of the built-in, its arguments both lists: each name bound
    /// to its list's element straight away, as many as the shorter has, no pair made; any other
    /// arguments by the call (its error), whose pairs are taken apart as `forParts` does.
    case forZip
    /// `let (x, y) = p`, `var (q, r) = (a, b)`, `(a, b) = (b, a)` (the parser's desugaring: a
    /// hidden whole, or one hidden temporary per item of a tuple literal, then one declaration
    /// or assignment per name) whose names are all plain locals: every value computed first,
    /// then each name bound straight from it — a Point's coordinates, a list's elements, an
    /// item's value — as the part declarations would (the same errors), no hidden slot between.
    case destructureParts
    /// The same into two names, of a value with code for its two Number parts (`Lowered.split`:
    /// `let (q, r) = x.quotientAndRemainder(dividingBy: 10)`) or for a Point (`let (x, y) =
    /// pts[i]`): the two Numbers bound, no tuple or Point built; when that code finds none, the
    /// value computed and taken apart as `destructureParts` does.
    case destructureNumbers
    /// `for x in stride(from: a, to: b, by: s)` (or `through:`) of the built-in: the
    /// arguments computed as the call computes them, then, when they are Numbers, the loop
    /// counts through the elements the list would hold (counted and checked as it is:
    /// `CoreLibrary.strideCount`), no list made; any other arguments by the call, whose
    /// list (or error) the loop runs over as any list.
    case forStride
    /// `for x in a..<b` (or `a...b`) whose variable no closure captures: the bounds checked
    /// once, then each Number stored into the variable's slot in place, one loop per kind of
    /// range (a captured variable gets a fresh cell each pass, by the general loop).
    case forRange
    /// `for x in (a..<b).reversed()` (or `(a...b).reversed()`) whose variable no closure
    /// captures: the range loop run from its last Number down to its first, the same Numbers
    /// the reversed list would hold, no list made (`reversed` of a range is always the
    /// built-in: a script cannot give a range a method).
    case forRangeReversed
    /// `for x in xs` over a list (or a string's characters) whose variable no closure
    /// captures: each element lent to the variable's slot — its bits copied from the list the
    /// loop holds, neither retained nor released — and the slot emptied unreleased when the
    /// loop ends by any way out (`break`, `return`, an error). A loop variable is a constant
    /// and the loop holds the list: nothing can change or free an element while it is lent;
    /// whatever keeps the variable's value copies it, retained. A captured variable gets a
    /// fresh cell holding a copy each pass. Also the element of `for (i, x) in
    /// xs.enumerated()` (`forEnumerated`) when no name of the tuple is captured, its index
    /// stored into its own slot first.
    case forLent

    // Elements of lists (`xs[i]`, `xs[i] = e`, `xs[i] += e`).
    /// A list in a local slot, read or changed in place (no copy of the list value, no
    /// nested place code).
    case elementLocal
    /// A list in a global slot, read with an index whose code runs no script code (a
    /// variable, a constant, arithmetic on them): the element is read from the slot in place
    /// (no copy of the list value); nothing can reassign the global in between.
    case elementGlobal
    /// A list in a variable that closures capture (a cell of this frame, or a capture), read
    /// with an index whose code runs no script code (a variable, a constant, arithmetic on
    /// them): the index's Number first, then the element read from the cell where the list
    /// lies (no copy of the list value); nothing can change the cell in between. Anything
    /// else — not a list, not an index of it — by the general read (the list, the index, the
    /// element, with their errors).
    case elementCaptured
    /// Any other list: computed (read), or through its place (written).
    case elementValue
    /// The index of an element read (`node[1]`, `r[2]`) of a list in a local or global slot
    /// (`elementLocal`, `elementGlobal`) when it is a Number constant: the element read at it
    /// in place, no index code run.
    case indexConstant
    /// The key of an entry read (`row["push"]`, `flags[true]`) of a dictionary in a local or
    /// global slot (`elementLocal`, `elementGlobal`) when it is a String or Bool constant: the
    /// key hashed once, when the site is compiled, and the entry read where the dictionary
    /// lies (`ConstantKey`); a list or anything else there by the general read.
    case keyConstant
    /// Two tuples written out ordered (`(a.name, a.age) < (b.name, b.age)`): their parts
    /// computed into a buffer on the stack and ordered part by part, no tuple made
    /// (`Compiler.tupleComparison`).
    case tupleOrder
    /// An element of an element read (`m[i][j]`, a matrix as a list of lists), the list in a
    /// local or a global: both lists read where they lie, only the element copied.
    case elementNested
    /// An element written (`xs[i] = e`, `xs[i] op= e`) of a list in a global `var` or in a
    /// `var` that closures capture (a cell, a capture: `used[i] = true` in a nested function),
    /// or an element of an element (`m[i][j] = e`) of a list in a local or global `var`: stored
    /// where the lists lie (no place code, no copy of a list a variable alone holds); anything
    /// else — not lists, an index out of range — by the general element code, the indices
    /// computed once.
    case elementStored

    // Stores into a local slot (`var x = e`, `x = e`).
    /// From another local, read in place.
    case storeLocal
    /// From another local at its last use (`NameRef.isLastUse`: `node = up`, the last thing
    /// done with `up`, which the same loop's pass declares): as `storeLocal`, but a value
    /// other than a Number or a function is moved, not copied, the local left nil — no retain
    /// of the value, and no release when the local is declared again.
    case storeMoved
    /// A constant, stored as is.
    case storeConstant
    /// A comparison, `!`, `&&`, `||` (`Lowered.test`): its Bool computed by its test, no Value
    /// made for it, written over a value that owns nothing in place.
    case storeTest
    /// Any other value: computed by its code.
    case storeValue
    /// An arithmetic operator's result, stored by the operator's node (one node, not two).
    case storeArithmetic
    /// A `storeLocal` or `storeConstant` of a Number, in a function's body or a block of three
    /// or more statements: run in place by the block's loop (`BlockNode`) when the old value
    /// owns nothing (no node called); by its node otherwise.
    case storeByBlock
    /// An element of a list in a local (no closure captures it) or a global, at an index that
    /// is a local, a constant or code that runs no script (`let b = rects[j]`, `let q =
    /// pts[(i + 1) % n]`), stored into a local slot: the index's Number, then the element
    /// copied from where the list lies into the slot (no node of the read called, no index
    /// Value made); anything else — not a list, an index out of range or not a whole Number —
    /// by the value's code, from the start (its errors).
    case storeElement
    /// `let b = xs[j]` as `storeElement` would store it, when nothing in the rest of the block
    /// can change the list's variable or move the `let` (`LentElements`: no store into the
    /// variable or a place in it, no mutating method on it, no move at its last use; for a
    /// global list no code that may run script — a script call, a built-in given a function,
    /// a host's built-in): the element's bits lent to the slot, not retained, for the rest of
    /// the block, and the slot emptied unreleased however it ends (`ElementLentNode`).
    case elementLent
    /// A transform or rect computed unboxed (`Lowered.typed`), stored into a local slot or
    /// assigned to a global: written into the box the slot holds (a local declared in a
    /// loop holds the last round's value) when it is one of that kind no one else holds.
    case storeInPlace
    /// A view's geometry property (or transform) set whole, a local slot stored or a global
    /// assigned, to a transform or rect method's result on a receiver read in place, with
    /// arguments that run no script (`v.frame = slot.insetBy(dx: 2, dy: 2)`), or to a kernel's
    /// rect or transform on a receiver and an argument read in place (`let c =
    /// a.intersection(b)`, `cell.frame.union(r)`: `Lowered.typedIfKind`): when they are of the
    /// method's kinds at run time, the change applied to their payloads and set with no box
    /// made, or stored as `storeInPlace` stores it; anything else by the value's boxed code and
    /// the usual store, from the start (`viewMemberStore`, `compileStoreIfTyped`).
    /// Also a Point or Size part set to a 2-tuple of Numbers (`v.center = (x, y)`,
    /// `v.frame.origin = (x, y)`, `v.bounds.size = (w, h)`, path `tupleNumbers`): the Numbers
    /// set with no Value made; when one is not a Number, by the tuple's boxed code (its errors).
    case storeIfTyped
    /// A script call's value (`Lowered.call`) stored into a local slot (not captured: `let a =
    /// f(n)`, `x = g(x, y)`): the store made by the call's own code (`CallStoring`), no node
    /// of the statement's own around the call.
    case storeCall
    /// `let v = c ? a : b` or `v = c ? a : b` into a local no closure captures: run as `if c {
    /// v = a } else { v = b }`, each side stored by its own path.
    case storeConditional
    /// A `let` (or a `var` never changed) whose one read is among the first things the next
    /// statement computes (`let a = f(n - 1)` then `return a + b`): no statement, store or slot
    /// of its own; its value is computed where it is read (`ForwardedLets`).
    case letForwarded
    /// `x = value` of a local no closure captures, when what runs next is `return x` (the
    /// next statement, or the one after the `if` whose branch it ends): run as `return value`
    /// (`ReturnedStores`).
    case storeReturned
    /// `if c { …; return a }` then `return x` at a block's end: the `return x` run as the `if`'s
    /// `else` (`ReturnedStores`), by the `if` itself.
    case returnAsElse

    // Returns.
    /// An arithmetic operator's result, returned by the operator's node.
    case returnArithmetic
    /// `return c ? a : b` (or a closure's body `c ? a : b`): run as `if c { return a } else
    /// { return b }`, each side returned by its own path.
    case returnConditional
    /// A local, read in place.
    case returnLocal
    /// Any other value: computed by its code.
    case returnValue
    /// A script call's value (`Lowered.call`, `return f(n - 1)`): returned by the call's own
    /// code (`CallReturning`), no node of the statement's own around the call.
    case returnCall
    /// A function body's last statement returning a local: no node; the body returns the slot
    /// once its statements ran (`BlockNode.resultSlot`), a Number read in place, any other
    /// value moved out of a local that is not a parameter (the frame's teardown then finds nil
    /// there), copied from a parameter.
    case returnInCall

    /// An `if`'s branch that is one `return` of a local: the `if` returns the slot's Number
    /// itself (no node called); any other value by the branch's `return` (`returnLocal`).
    case returnInIf

    // Statements in a row.
    /// A function's body: its statements run by the call itself, in a loop over a buffer of
    /// unretained nodes (no node between the call and its statements).
    case bodyInCall
    /// A block of two statements: the second called from the first's node.
    case blockPair
    /// A block of three or more statements: run in a loop over a buffer of unretained nodes.
    case blockLoop
    /// A loop's body of two or more statements: run by the loop's own code (two called in a
    /// row, more in the block's loop), no node of the block's own between the loop and them.
    case bodyInLoop
    /// An `if`'s branch of two or more statements: run by the `if`'s own code (made for the
    /// shapes of its branches), no node of the block's own between the `if` and them.
    case branchInIf
    /// The statements after a `let` whose element is lent (`elementLent`), two or more: run by
    /// the lending node's own code (made for their shape, as a loop's body), no node of the
    /// block's own between the `let` and them.
    case restOfLent
    /// A lent `let` (`elementLent`) whose rest is one more lent `let`, both of lists in local
    /// slots (`let a = pts[i]` then `let b = pts[j]`): the second's code run inside the first's
    /// (`ElementLentPairCode`), no node call nor frame of its own between them.
    case lentPair

    // Updates (`x += e`).
    /// A local slot holding a Number updated in place.
    case updateLocal
    /// A global holding a Number updated in place.
    case updateGlobal
    /// A variable captured by a closure (a cell of this frame, or a capture) holding a
    /// Number, updated in place.
    case updateCell
    /// `counts[word, default: 0] += 1`, `counts[word]! -= n`: the entry for a key of a
    /// dictionary in a local `var` no closure captures or a global, the key's code only
    /// reading and the value's running no script: a Number entry updated where it lies, the
    /// dictionary made unique first (`EntryReceiver.update`). Anything else — no entry (its
    /// default made), an entry or a value that is no Number — through the place, as before.
    case updateEntry
    /// `d[k] = e`, `d` a `var`'s dictionary, `k` a constant or a local's or a global's value,
    /// `e` running no script and reading `d[k]` (`counts[w] = (counts[w] ?? 0) + 1`): the entry
    /// found once, read where it lies by the value's code and replaced by its value
    /// (`EntryRewrite`). Anything else — no dictionary, no entry, a nil value — by the store's
    /// own code.
    case rewriteEntry
    /// Any other place.
    case updatePlace
    /// `x = x + e` on a variable (local, global, captured), `e` reading values only (no call,
    /// no closure): run as the update `x += e` — a Number in place, a String or List appended
    /// where the variable holds it alone, instead of a new value made from a copy each time.
    case assignUpdating
    /// `x op= g` on a local or global variable, the value a global (`j += i`, `total += count`
    /// at the top level): the global's Number read where it lies, as a local's is (no code of
    /// the value called); anything else — a nil global too — by the value's code.
    case updateFromGlobal
    /// `x op= r.w` on a local or global variable, the value a geometry value's Number member of
    /// a local (`Lowered.memberOfLocal`: `sx += f.midX`, `total += p.x`): the member read where
    /// the value lies (`MemberRead`), no code of the value called; anything else — a receiver
    /// without that member — by the value's code, from the start (its error).
    case updateFromMember
    /// `x += [e]` on a variable (local, global, captured): a one-element list literal added
    /// to a list — `e` appended where the variable holds the array, no list made for it; any
    /// other value of the variable gets the one-element list by the general update.
    case updateAppending

    /// The path for a binary operator on two operands: in place where they are constants and
    /// locals, as Numbers (`plain…`) where the others compute one without a Value
    /// (`Lowered.number`), else through their values.
    static func binary(_ l: Lowered, _ r: Lowered) -> FastPath {
        let path = binary(l.operand, r.operand)
        switch path {
        case .valueNumber, .numberValue, .localValue, .valueLocal, .values: break
        default: return path
        }
        if let members = membersInPlace(l, r) { return members }
        enum Side { case number, local, global, plain }
        func side(_ x: Lowered) -> Side? {
            switch x.operand {
            case .number: return .number
            case .local: return .local
            case .global: return .global
            default: return x.number == nil ? nil : .plain
            }
        }
        switch (side(l), side(r)) {
        case (.plain, .number): return .plainNumber
        case (.number, .plain): return .numberPlain
        case (.local, .plain): return .localPlain
        case (.plain, .local): return .plainLocal
        case (.global, .plain): return .globalPlain
        case (.plain, .global): return .plainGlobal
        case (.plain, .plain): return .plainPlain
        default: return path
        }
    }

    /// The path of two operands at least one of which is a geometry value's Number member of
    /// a local (`Lowered.memberOfLocal`), beside another, a Number constant, a local, or
    /// anything with number code; else nil.
    static func membersInPlace(_ l: Lowered, _ r: Lowered) -> FastPath? {
        switch (l.memberOfLocal != nil, r.memberOfLocal != nil) {
        case (true, true): return .membersInPlace
        case (true, false):
            switch r.operand {
            case .number: return .memberAndNumber
            case .local: return .memberAndLocal
            default: return r.number == nil ? nil : .memberAndPlain
            }
        case (false, true):
            switch l.operand {
            case .number: return .numberAndMember
            case .local: return .localAndMember
            default: return l.number == nil ? nil : .plainAndMember
            }
        default: return nil
        }
    }

    /// Which operands a path reads as a local's member in place (`membersInPlace`, `member…`).
    var readsMembers: (left: Bool, right: Bool) {
        switch self {
        case .membersInPlace: (true, true)
        case .memberAndNumber, .memberAndLocal, .memberAndPlain: (true, false)
        case .numberAndMember, .localAndMember, .plainAndMember: (false, true)
        default: (false, false)
        }
    }

    /// Whether a comparison on this path, of two operands read where they lie
    /// (`ComparedOperand`), tries their Numbers first (number code) and then compares them in
    /// place (`InPlaceComparison.numbersFirst`).
    var comparesNumbersFirst: Bool {
        switch self {
        case .localPlain, .plainLocal, .plainPlain, .globalPlain, .plainGlobal: true
        default: false
        }
    }

    /// For a `plain…` path, the path its operands take as values (a plain operand's Value
    /// computed by its code), which it falls back to for any other kind; else itself.
    var valuesPath: FastPath {
        switch self {
        case .plainNumber: .valueNumber
        case .numberPlain: .numberValue
        case .localPlain: .localValue
        case .plainLocal: .valueLocal
        case .plainPlain, .globalPlain, .plainGlobal, .membersInPlace, .memberAndPlain, .plainAndMember: .values
        case .memberAndNumber: .valueNumber
        case .numberAndMember: .numberValue
        case .memberAndLocal: .valueLocal
        case .localAndMember: .localValue
        default: self
        }
    }

    /// Whether an arithmetic operator on this path computes a Number without a Value when its
    /// operands are Numbers (its `Lowered.number`).
    var computesNumber: Bool {
        switch self {
        case .localNumber, .numberLocal, .localLocal, .globalNumber, .numberGlobal, .globalPair, .plainNumber, .numberPlain,
             .localPlain, .plainLocal, .plainPlain, .globalPlain, .plainGlobal, .membersInPlace, .memberAndNumber,
             .numberAndMember, .memberAndLocal, .localAndMember, .memberAndPlain, .plainAndMember:
            true
        default: false
        }
    }

    /// The path for a binary operator on two operand kinds (in place, or through values).
    static func binary(_ l: Operand, _ r: Operand) -> FastPath {
        switch (l, r) {
        case (.number, .number): .folded
        case (.local, .number): .localNumber
        case (.number, .local): .numberLocal
        case (.local, .local): .localLocal
        case (.global, .global), (.local, .global), (.global, .local): .globalPair
        case (.global, .number): .globalNumber
        case (.number, .global): .numberGlobal
        case (_, .number): .valueNumber
        case (.number, _): .numberValue
        case (.local, _): .localValue
        case (_, .local): .valueLocal
        default: .values
        }
    }

    /// The path for a comparison of two operands (`inPlace`: both are read where they lie,
    /// `ComparedOperand`): `compareInPlace` where `binary` would compute an operand that is
    /// not a Number constant; else `binary`'s.
    /// (A `plain…` path of two such operands keeps its name: Numbers first by the operands'
    /// number code, then Strings in place — `InPlaceComparison` — unless an operand is an
    /// element of an element (`nested`, `NestedComparison`), compared in place from the start.)
    static func comparison(_ l: Lowered, _ r: Lowered, inPlace: Bool, nested: Bool = false) -> FastPath {
        switch (l.operand, r.operand) {
        case (.local, .constant(.string)), (.constant(.string), .local): return .compareString
        default: break
        }
        if l.readsViewName && r.operand.isStringConstant || r.readsViewName && l.operand.isStringConstant { return .compareViewName }
        let path = binary(l, r)
        switch path {
        case .localValue, .valueLocal, .values:
            if inPlace { return .compareInPlace }
            return path == .values && (l.operand.isStringConstant || r.operand.isStringConstant) ? .compareComputedString : path
        default: return inPlace && nested && path.comparesNumbersFirst ? .compareInPlace : path
        }
    }

    /// The path for `l op r` when both operands are tests (`left`, `right`: their values are
    /// Bools) compared by `==` or `!=`: `testsCompared`; else nil.
    static func testsCompared(_ op: BinaryOp, left: Bool, right: Bool) -> FastPath? {
        (op == .equal || op == .notEqual) && left && right ? .testsCompared : nil
    }

    /// Whether a comparison of `l` and `r` reads a captured variable (a cell, a capture, or an
    /// element of a list in one) in place too (`compareInPlace`): only when both operands are
    /// plain computations (`plainPlain`, which tries their Numbers first), where the in-place
    /// read, out of line, runs once the site met other kinds (`$0[1] == key` on Strings in a
    /// filter's closure). Beside a local (`x > b`, `localPlain`) a captured Number is compared
    /// by the comparison's own code, 9 instructions shorter (accounts, iterators).
    /// (A global beside a plain computation — `globalPlain`, `plainGlobal` — counts as one, as
    /// it did before those paths read the global in place.)
    static func comparesCapturedInPlace(_ l: Lowered, _ r: Lowered) -> Bool {
        switch binary(l, r) {
        case .plainPlain, .globalPlain, .plainGlobal: true
        default: false
        }
    }

    /// The path for `l op r` when it compares an operand with the constant `nil` by `==` or
    /// `!=` (`compareNil`): the other operand; else nil.
    static func nilComparison(_ op: BinaryOp, _ l: Lowered, _ r: Lowered) -> Lowered? {
        guard op == .equal || op == .notEqual else { return nil }
        if case .constant(.nil) = r.operand { return l }
        if case .constant(.nil) = l.operand { return r }
        return nil
    }

    /// The path of `x == nil` or `x != nil` (`nilComparison` found `x`).
    static func nilTest(_ x: Lowered) -> FastPath {
        if case .computed = x.operand, let element = x.element, element.copiedInPlace { return .compareNilElement }
        if x.viewRead != nil, x.memberSite != nil { return .compareNilView }
        return .compareNil
    }

    /// The path for calling `callee` (`isConstant`: the variable cannot be reassigned while
    /// the call runs, so the function it holds needs no retain).
    /// (`argumentsChangeList`: an argument calls a method on the local whose element the
    /// callee is.)
    static func call(_ callee: Lowered, isConstant: Bool, argumentsChangeList: Bool = false) -> FastPath {
        if let element = callee.element {
            if element.localSlot != nil { return argumentsChangeList ? .callValue : .callElement }
            if element.indexNumber != nil { return .callElementHeld }
        }
        if callee.memberFunction != nil { return .callMemberHeld }
        switch callee.operand {
        case .this: return .callThis
        case .global: return isConstant ? .callGlobal : .callHeld
        case .local: return .callConstant
        case .cell, .capture: return isConstant ? .callConstant : .callRetained
        default: return .callValue
        }
    }

    /// Path `labelsCompared` (up to three) or `labelsChecked` for a script call whose
    /// arguments carry `labels`, else nil.
    static func callLabels(_ labels: [String?]) -> FastPath? {
        guard labels.contains(where: { $0 != nil }) else { return nil }
        return labels.count <= 3 ? .labelsCompared : .labelsChecked
    }

    /// The comparison an `if` or `while` tests in place: a local or global slot against a
    /// constant Number, or two variables each a local or a global (path `inlineCondition`:
    /// `while i < n` at the top level too); nil for other operands.
    static func inlineComparison(_ op: BinaryOp, _ l: Operand, _ r: Operand) -> InlineComparison? {
        switch (l, r) {
        case (.local(let s), .number(let k)): InlineComparison(op: op, slot: s, isGlobal: false, number: k, numberFirst: false)
        case (.number(let k), .local(let s)): InlineComparison(op: op, slot: s, isGlobal: false, number: k, numberFirst: true)
        case (.global(let g), .number(let k)): InlineComparison(op: op, slot: g, isGlobal: true, number: k, numberFirst: false)
        case (.number(let k), .global(let g)): InlineComparison(op: op, slot: g, isGlobal: true, number: k, numberFirst: true)
        case (.local(let a), .local(let b)): InlineComparison(op: op, slot: a, otherSlot: b)
        case (.global(let a), .global(let b)): InlineComparison(op: op, slot: a, isGlobal: true, otherSlot: b, otherIsGlobal: true)
        case (.global(let a), .local(let b)): InlineComparison(op: op, slot: a, isGlobal: true, otherSlot: b)
        case (.local(let a), .global(let b)): InlineComparison(op: op, slot: a, otherSlot: b, otherIsGlobal: true)
        default: nil
        }
    }

    /// The path for an element of `list` read or written (`isConstant`: a `let`, which a write
    /// must leave identical, so it goes through its place).
    static func element(_ list: Operand, isConstant: Bool = false) -> FastPath {
        if case .local = list, !isConstant { return .elementLocal }
        return .elementValue
    }

    /// The path for reading an element of an element (`m[i][j]`) of `list` at `index`:
    /// `elementNested` for a list in a local (no closure captures it) or a global, the last
    /// index a local, a constant or computed by code that only reads values (it runs no
    /// script, so nothing changes the list between the first index and the read); nil for any
    /// other (two element reads).
    static func elementNestedRead(_ list: Operand, index: Operand) -> FastPath? {
        switch (list, index) {
        case (.local, .local), (.local, .number), (.local, .computed), (.global, .local), (.global, .number), (.global, .computed),
             (.local, .constant(.string)), (.global, .constant(.string)):
            .elementNested
        default: nil
        }
    }

    /// The path for writing an element of `list`, or an element of its element (`nested`),
    /// the list in a variable (`isConstant`: a `let`, which refuses the change).
    static func elementStore(_ list: Operand, nested: Bool, isConstant: Bool) -> FastPath {
        if isConstant { return .elementValue }
        switch list {
        case .local: return nested ? .elementStored : .elementLocal
        case .global: return .elementStored
        case .cell, .capture: return nested ? .elementValue : .elementStored
        default: return .elementValue
        }
    }

    /// The path for reading an element of `list` at `index` (`xs[i]` as a value).
    static func elementRead(_ list: Operand, index: Operand, indexRunsNoScript: Bool) -> FastPath {
        switch (list, index) {
        case (.global, .local), (.global, .number): .elementGlobal
        case (.global, _): indexRunsNoScript ? .elementGlobal : .elementValue
        case (.cell, _), (.capture, _): indexRunsNoScript ? .elementCaptured : .elementValue
        default: element(list)
        }
    }

    /// Whether an element read on `path` of the list `list` has number code
    /// (`Lowered.number`): a list in a local that no closure captures or in a global, read
    /// where it lies.
    static func elementNumber(_ list: Operand, path: FastPath) -> Bool {
        switch (list, path) {
        case (.local, .elementLocal), (.global, .elementGlobal): true
        default: false
        }
    }

    /// The path for the argument at `position` of a script call (`isLastUse`: a variable's
    /// read that is its last use in its function, `NameRef.isLastUse`).
    static func argument(_ argument: Lowered, position: Int, isLastUse: Bool = false) -> FastPath {
        if case .local = argument.operand, position < Int.bitWidth {
            return isLastUse && position < Int.bitWidth - 1 ? .argumentMoved : .argumentLocal
        }
        if argument.offset != nil { return .argumentOffset }
        return .argumentValue
    }

    /// The path for an argument of a built-in call (a function or method) with `count`
    /// arguments: a local is read in place (the last one borrowed), a constant kept.
    static func nativeArgument(_ operand: Operand, count: Int) -> FastPath {
        guard count <= NativeArguments.capacity else { return .argumentValue }
        switch operand {
        case .local: return .argumentLocal
        case .number, .constant: return .argumentConstant
        default: return .argumentValue
        }
    }

    /// The path of a transform or rect maker's call on `arguments` (`BuiltinSite.typed`):
    /// `builtinTypedNumbers` when one is computed and each has number code, else `builtinTyped`
    /// (a local's or a constant's Number is read in place on that path already).
    static func builtinTyped(_ arguments: [Lowered]) -> FastPath {
        let computed = arguments.contains { if case .computed = $0.operand { true } else { false } }
        return computed && arguments.allSatisfy({ $0.number != nil }) ? .builtinTypedNumbers : .builtinTyped
    }

    /// The path of a tuple of `elements` that are not all constants, when it is a Point or a
    /// Rect (2 or 4 elements): `tupleLocals` when each element is a local in a slot or a Number
    /// constant (`TupleElement`), `tupleNumbers` when each has number code; else nil (each
    /// element's value computed, then checked).
    static func tuple(_ elements: [Lowered]) -> FastPath? {
        guard elements.count == 2 || elements.count == 4 else { return nil }
        if elements.allSatisfy({ TupleElement($0) != nil }) { return .tupleLocals }
        return elements.allSatisfy({ $0.number != nil }) ? .tupleNumbers : nil
    }

    /// The path for reading the property `name` of `receiver` when it is a presentation call
    /// and `name` a property the presented geometry holds (`PresentedProperty`: `presentedMember`),
    /// else nil (the other member paths).
    static func presentedMember(receiver: Lowered, _ name: String) -> FastPath? {
        receiver.presentation != nil && PresentedProperty(name) != nil ? .presentedMember : nil
    }

    /// The path for reading the property `name` also unboxed (`memberTyped`): a property of
    /// views only (`onlyViews`) whose value is a Rect or a Transform (`kind`), else nil.
    static func memberTyped(_ kind: ValueKind?, onlyViews: Bool) -> FastPath? {
        onlyViews && (kind == .rect || kind == .transform) ? .memberTyped : nil
    }

    /// The path for reading a property of `receiver`.
    static func member(receiver: Operand) -> FastPath {
        member(receiver: receiver, elementNumber: false)
    }

    /// The path of a property read of `receiver`: `memberElement` when the property's Number
    /// is read where the element lies (`elementNumber`: `Compiler.elementNumber(_:member:)`
    /// gave number code), else as `member(receiver:)`.
    /// `memberUnboxed` when the receiver is computed and its code computes, unboxed, a rect
    /// or a transform that has the member as a Number (`unboxed`: `UnboxedMember`).
    static func member(receiver: Operand, elementNumber: Bool, unboxed: Bool = false) -> FastPath {
        if elementNumber { return .memberElement }
        switch receiver {
        case .local: return .memberLocal
        case .global: return .memberGlobal
        case .computed where unboxed: return .memberUnboxed
        default: return .member
        }
    }

    /// The path for calling a method on `receiver`.
    /// (`argumentsCallItsMethods`: an argument calls a method on that receiver's local.)
    /// The path of a method call that may take a kernel: `kernelDirect` when its receiver and
    /// argument are read in place and its method has a few kernels (tried in turn), else the
    /// site's own (`kernelSite`).
    static func kernelCall(receiverReadInPlace: Bool, argumentReadInPlace: Bool, kernels: Int) -> FastPath {
        receiverReadInPlace && argumentReadInPlace && (1...3).contains(kernels) ? .kernelDirect : .kernelSite
    }

    /// How a `kernelDirect` site reads its two operands: `kernelGlobals` when both are
    /// globals, nil for any other pair (two whole locals are read from the frame's slots,
    /// anything else by each read's own place).
    static func kernelReads(receiver: Operand, argument: Operand) -> FastPath? {
        if case .global = receiver, case .global = argument { return .kernelGlobals }
        return nil
    }

    /// The variable `x = x.m(y)` hands over to the call (path `assignHandsOver`): none when the
    /// receiver and the argument are read in place (a variable, or a view's geometry property:
    /// `box = box.union(v.frame)`) and the method's one kernel makes a rect or a transform unboxed (`MethodKernel.typed`: `r = r.union(s)`, `t = t.concatenating(u)`,
    /// path `kernelDirect`, its store `storeIfTyped` writing into the variable's box).
    static func handOver(_ variable: Operand?, operandsReadInPlace: Bool, typedKernel: Bool) -> Operand? {
        operandsReadInPlace && typedKernel ? nil : variable
    }

    /// The path of `min(a, b)`, `max(a, b, c)` (`builtinFold`): `builtinFoldNumbers` when
    /// every operand has number code.
    static func builtinFold(numberOperands: Bool) -> FastPath {
        numberOperands ? .builtinFoldNumbers : .builtinFold
    }

    /// The path of a call of a view method with kernels (`viewKernels` of them, `ViewKernel`)
    /// whose receiver and other view are read in place and whose argument runs no script
    /// (`operandsInPlace`):
    /// `viewKernelDirect`, else nil (the site's call).
    static func viewKernelCall(operandsInPlace: Bool, viewKernels: Int) -> FastPath? {
        operandsInPlace && (1...2).contains(viewKernels) ? .viewKernelDirect : nil
    }

    /// The path of a kernel's receiver or argument that is a member of `base`: `viewGeometryInPlace`
    /// when the member is a view geometry property and `base` is read in place, else nil (computed).
    static func kernelOperand(viewGeometry: Bool, baseReadInPlace: Bool) -> FastPath? {
        viewGeometry && baseReadInPlace ? .viewGeometryInPlace : nil
    }

    /// The path for a method call on an element of a list (`list[i]`, `list[i][j]`: its
    /// indices from the outside in, whether each has number code) when its path on a list
    /// receiver is `appending` (`appendsToList`): `methodElement` when the list is in a `var`
    /// (`isVariable`), a local no closure captures or a global, and each index has number code
    /// (a local, a constant, `x % 5`: code that runs no script), the element staying put
    /// while the argument runs (else the receiver is pinned, and has no indices here); nil
    /// otherwise (`method`).
    static func methodOnElement(list: Operand, isVariable: Bool, indicesHaveNumberCode: [Bool], appendsToList: Bool) -> FastPath? {
        guard appendsToList, isVariable, (1...2).contains(indicesHaveNumberCode.count), !indicesHaveNumberCode.contains(false)
        else { return nil }
        switch list {
        case .local, .global: return .methodElement
        default: return nil
        }
    }

    /// The path of a method on a dictionary's entry (`groups[key, default: []].append(x)`,
    /// `groups[key]!.append(x)`) whose path on a list is `appending`: `methodEntry` when the
    /// dictionary is in a `var` (a local no closure captures, or a global) and the key's code
    /// only reads (so the entry stays put while the argument runs, else the receiver is
    /// pinned); nil otherwise (`method`).
    static func methodOnEntry(dictionary: Operand, isVariable: Bool, keyReadsOnly: Bool, appendsToList: Bool) -> FastPath? {
        appendsToList && entryStaysPut(dictionary, isVariable: isVariable, keyReadsOnly: keyReadsOnly) ? .methodEntry : nil
    }

    /// Whether an entry of the dictionary in `dictionary` (a `var`) at a key whose code only
    /// reads can be changed where it lies: the dictionary in a local, a global or a cell
    /// (`EntryReceiver`).
    private static func entryStaysPut(_ dictionary: Operand, isVariable: Bool, keyReadsOnly: Bool) -> Bool {
        guard isVariable, keyReadsOnly else { return false }
        switch dictionary {
        case .local, .global, .cell, .capture: return true
        default: return false
        }
    }

    /// The path of a Number's method with its work on Numbers: `methodNumber` when the
    /// receiver and the arguments have number code (a constant option has none, and needs
    /// none: its work was chosen for it), else nil (the method's own path).
    static func methodNumber(receiverHasNumberCode: Bool, argumentsHaveNumberCode: Bool) -> FastPath? {
        receiverHasNumberCode && argumentsHaveNumberCode ? .methodNumber : nil
    }

    /// The path of a destructuring (`Compiler.compileDestructuring`) of one value into `count`
    /// parts: `destructureNumbers` into two when the value has code for two Numbers or a Point,
    /// else `destructureParts`.
    static func destructuring(count: Int, hasSplitCode: Bool, hasPointCode: Bool) -> FastPath {
        count == 2 && (hasSplitCode || hasPointCode) ? .destructureNumbers : .destructureParts
    }

    /// The path of `x.name[i]` on a property's list: `elementOfProperty` when the property
    /// reads its elements without the list and the index runs no script (which could change
    /// the list between the receiver's read and the element's); else nil (the element's paths).
    static func elementOfProperty(hasElements: Bool, indexRunsNoScript: Bool) -> FastPath? {
        hasElements && indexRunsNoScript ? .elementOfProperty : nil
    }

    /// The path of `x.name.first` / `.last`: `memberEnd` when the property reads its elements
    /// without the list; else nil (the member's paths).
    static func memberEnd(hasElements: Bool) -> FastPath? {
        hasElements ? .memberEnd : nil
    }

    static func method(receiver: Operand, argumentsCallItsMethods: Bool) -> FastPath {
        switch receiver {
        case .local: return argumentsCallItsMethods ? .methodLocalCopied : .methodLocal
        case .global: return .methodGlobal
        case .cell, .capture: return .methodCaptured
        default: return .method
        }
    }

    /// The path for storing `value` into a local slot, or assigning it to a global: a local's
    /// or a constant's read in place, arithmetic computed into the slot, a plain computation's
    /// Number (`updateValue`: `numberCode`) stored with no Value built, else the value's code.
    /// (`intoLocal`: the target is a local slot, which an element is copied into directly.)
    static func store(_ value: Lowered, intoLocal: Bool = false) -> FastPath {
        // First the attempt: a value with both (a 4-tuple of number code: `typed` gives its
        // Rect or an error, as where a Rect is taken; stored, it is the Rect or else a list).
        // A 2-tuple's Point (`let p = (x, y)`) is built as a Value with no box either way
        // (`tupleNumbers`): only a rect or transform gains by being stored unboxed.
        if let attempt = value.typedIfKind, attempt.kind != .point { return .storeIfTyped }
        if value.typed != nil { return .storeInPlace }
        switch value.operand {
        case .local: return .storeLocal
        case .number, .constant: return .storeConstant
        default:
            if value.arithmetic != nil { return .storeArithmetic }
            if value.test != nil { return .storeTest }
            if intoLocal, let element = value.element, element.copiedInPlace { return .storeElement }
            if intoLocal, value.call != nil { return .storeCall }
            // `let t = xs[j]`, `var m = a[i][k]`: a Number stored with no Value built.
            return updateValue(value) ?? .storeValue
        }
    }

    /// The path for `let name = value` into a local slot, `keepsList` when nothing in the rest
    /// of the block can change the list an element is read from or move the `let`.
    static func declaring(_ value: Lowered, keepsList: Bool) -> FastPath {
        let path = store(value, intoLocal: true)
        return path == .storeElement && keepsList && Value.listIsHeldInPlace ? .elementLent : path
    }

    /// The path of a transform or rect method's result that a view's geometry store may take
    /// unboxed when its receiver is of that kind at run time (`storeIfTyped`): a receiver read
    /// in place (a local or a global, not changed by the arguments) and arguments that run no
    /// script; else nil.
    static func typedIfKind(receiver: Operand, argumentsRunNoScript: Bool) -> FastPath? {
        switch receiver {
        case .local, .global: return argumentsRunNoScript ? .storeIfTyped : nil
        default: return nil
        }
    }

    /// The path for calling a method on a receiver, when it is typed: `methodTyped` when the
    /// receiver is computed unboxed (`receiver.typed`) and the method is its kind's transform
    /// or rect method (`changesReceiver`), else nil (the receiver is boxed: `method`).
    static func typedMethod(receiver: Lowered, changesReceiver: Bool) -> FastPath? {
        receiver.typed != nil && changesReceiver ? .methodTyped : nil
    }

    /// The path for `return value`.
    static func returning(_ value: Lowered) -> FastPath {
        if case .local = value.operand { return .returnLocal }
        if value.call != nil { return .returnCall }
        return value.arithmetic == nil ? .returnValue : .returnArithmetic
    }

    /// The path for `return value` as the last statement of a function's body: `returnInCall`
    /// for a local (not captured), else nil (the statement's own path, `returning`).
    static func returningFromBody(_ value: Operand) -> FastPath? {
        if case .local = value { return .returnInCall }
        return nil
    }

    /// The path for the value stored into an element (`xs[i] = value`, `xs[i] += value`,
    /// `-=`): `storePoint` when it has point code, else nil.
    static func storePoint(_ value: Lowered, op: BinaryOp?) -> FastPath? {
        guard value.point != nil else { return nil }
        switch op {
        case nil, .add?, .subtract?: return .storePoint
        default: return nil
        }
    }

    /// The same for `x += value`, `x -= value`, `x = x + value` on a local or a global:
    /// `storePoint` when the value has point code — the Point computed as two Doubles and
    /// written over the one the variable holds, no Value made (`UpdateNode.updatePoint`);
    /// anything else by the update's general code, from the start.
    static func storePoint(_ value: Lowered, op: BinaryOp, target: Operand) -> FastPath? {
        switch target {
        case .local, .global: return storePoint(value, op: op)
        default: return nil
        }
    }

    /// The path for the value of `x op= value` on a variable: `numberCode` for a plain
    /// computation with number code (`Lowered.number`, not a constant or local: those are read
    /// in place), computed as a Number with no Value built; nil for its value's code.
    static func updateValue(_ value: Lowered) -> FastPath? {
        switch value.operand {
        case .number, .local: return nil
        default: return value.number == nil ? nil : .numberCode
        }
    }

    /// The same for the update of `target`: `operandsInPlace` for a local's or a global's slot
    /// updated by one arithmetic operator on operands read where they lie.
    static func updateValue(_ value: Lowered, of target: Operand) -> FastPath? {
        switch target {
        case .local, .global:
            if case .computed = value.operand, let node = value.arithmetic, readsInPlace(node) { return .operandsInPlace }
            if case .global = value.operand { return .updateFromGlobal }
            if case .computed = value.operand, value.memberOfLocal != nil { return .updateFromMember }
        default: break
        }
        return updateValue(value)
    }

    /// Whether an arithmetic operator's node reads both operands where they lie: each a local,
    /// a global, a Number constant or a geometry value's Number member of a local (an update's
    /// value on path `operandsInPlace`: `s += i * 0.5`, `area += r.width * r.height`). Not `%`:
    /// its remainder calls out (`fmod`), which would cost every update a frame of its own.
    static func readsInPlace(_ node: BinaryNode) -> Bool {
        switch node.op {
        case .add, .subtract, .multiply, .divide: break
        default: return false
        }
        switch node.path {
        case .localNumber, .numberLocal, .localLocal, .globalPair, .globalNumber, .numberGlobal,
             .membersInPlace, .memberAndNumber, .numberAndMember, .memberAndLocal, .localAndMember: return true
        default: return false
        }
    }

    /// The path for `target = read + value` (`readsOnly`: the value only reads values):
    /// `assignUpdating` when `read` is the variable `target` itself; nil for any other.
    static func assignment(_ target: Operand, _ read: Operand, readsOnly: Bool) -> FastPath? {
        guard readsOnly else { return nil }
        switch (target, read) {
        case (.local(let a), .local(let b)), (.global(let a), .global(let b)), (.cell(let a), .cell(let b)),
             (.capture(let a), .capture(let b)):
            return a == b ? .assignUpdating : nil
        default:
            return nil
        }
    }

    /// The path for `return value` as an `if`'s whole branch: `returnInIf` for a local (not
    /// captured), else nil (the statement's own path, `returning`).
    static func returningFromIf(_ value: Operand) -> FastPath? {
        if case .local = value { return .returnInIf }
        return nil
    }

    /// The path of `d[k, default: v] op= value` / `d[k]! op= value`: `updateEntry` when the
    /// dictionary is in a `var` (a local no closure captures, or a global), the key's code only
    /// reads and the value's runs no script (so nothing can move the entry, and no one can tell
    /// the order); nil otherwise (through the place).
    static func updateEntry(dictionary: Operand, isVariable: Bool, keyReadsOnly: Bool, valueRunsNoScript: Bool) -> FastPath? {
        valueRunsNoScript && entryStaysPut(dictionary, isVariable: isVariable, keyReadsOnly: keyReadsOnly) ? .updateEntry : nil
    }

    /// The path for `target op= value`; `appendsOne`: the update is `+=` of a one-element
    /// list literal (`xs += [i]`).
    static func update(_ target: Operand, appendsOne: Bool = false) -> FastPath {
        switch target {
        case .local, .global, .cell, .capture: if appendsOne { return .updateAppending }
        default: break
        }
        return switch target {
        case .local: .updateLocal
        case .global: .updateGlobal
        case .cell, .capture: .updateCell
        default: .updatePlace
        }
    }
}

/// An operand a comparison reads where it lies (`InPlaceComparison`), borrowed.
protocol InPlaceOperand {
    /// `body` of the operand, borrowed; nil when it is not there.
    func read<R>(_ f: CallFrame, _ engine: EngineRef, _ body: (borrowing Value) -> R?) -> R?
}

/// An element of an element (`groups[g][0]`, `board[r][c]`), a comparison's operand read where
/// it lies: the row read as `ValueRead` reads an element, then its element at the Number in
/// local slot `indexSlot` (>= 0), else at the constant `index`. Its own type, not a case of
/// `ComparedOperand`: a third case made every comparison of variables and constants slower
/// (its payload widened the enum; its switch cost the other cases).
struct NestedOperand: InPlaceOperand {
    let row: ValueRead
    let indexSlot: Int
    let index: Double

    @inline(__always) func read<R>(_ f: CallFrame, _ engine: EngineRef, _ body: (borrowing Value) -> R?) -> R? {
        let x: Double
        if indexSlot >= 0 {
            guard case .number(let k) = f.slots[indexSlot] else { return nil }
            x = k
        } else {
            x = index
        }
        return row.read(f, engine) { $0.withElement(x, body) }
    }
}

/// An operand of a comparison read where it lies (path `compareInPlace`): a variable or an
/// element of a list in one (`ValueRead`), or a constant.
enum ComparedOperand: InPlaceOperand {
    case read(ValueRead)
    case constant(Value)

    /// `body` of the operand, borrowed; nil when it is not there (`ValueRead.read`).
    @inline(__always) func read<R>(_ f: CallFrame, _ engine: EngineRef, _ body: (borrowing Value) -> R?) -> R? {
        switch self {
        case .read(let r): return r.read(f, engine, body)
        case .constant(let v): return body(v)
        }
    }
}

/// The record of the paths chosen while compiling (`geo --dump-ir`, `Interpreter.lowered`):
/// one line per function and per site.
final class IRDump {
    private(set) var lines: [String] = []

    func function(_ code: String) { lines.append(code) }

    func site(_ span: Span, _ what: String, _ path: FastPath, _ operands: [Operand]) {
        let (line, column) = span.file.lineColumn(span.start)
        let end = min(span.start + span.length, span.file.bytes.count)
        var text = String(decoding: span.file.bytes[span.start..<max(span.start, end)], as: UTF8.self)
        text = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        if text.count > 40 { text = String(text.prefix(39)) + "…" }
        let kinds = operands.map(\.description).joined(separator: ", ")
        lines.append("  \(line):\(column)  \(what)  \(text)  → \(path.rawValue)" + (kinds.isEmpty ? "" : "  (\(kinds))"))
    }

    var text: String { lines.map { $0 + "\n" }.joined() }
}

/// A compiled condition. When it compares a local with a constant Number, `inline` lets an
/// `if` or `while` test the slot in place (no call of `test`); `test` remains the code for
/// any other value.
struct Condition {
    let test: Test
    let inline: InlineComparison?
    /// For `l && r`, `l || r` tested by their node (no operand tested in place): the operands'
    /// tests, for an `if` to run itself (path `logicInIf`).
    var logic: LogicParts? = nil
}

/// The operands' tests of `l && r` (`isAnd`) or `l || r`: `second` runs when `first` gives
/// `isAnd`, and decides.
struct LogicParts {
    let first: Test
    let second: Test
    let isAnd: Bool

    @inline(__always) func test(_ f: CallFrame) throws -> Bool {
        let c = try first(f)
        return c == isAnd ? try second(f) : c
    }
}

/// `local op number` (or `number op local`, or a global, or `local op local`) for an `if` or
/// `while` to evaluate in place.
struct InlineComparison {
    let op: BinaryOp
    /// A frame slot, or a global slot when `isGlobal`.
    let slot: Int
    let isGlobal: Bool
    let number: Double
    let numberFirst: Bool
    /// `x == a || x == b` (`op` `==`) or `x != a && x != b` (`!=`) of one local: `b`, the
    /// second constant (`hasSecond`), tested with `number` in one comparison (`either`).
    let second: Double
    let hasSecond: Bool
    /// The right operand's slot when it is a variable too (`i < n`), else -1: a frame slot,
    /// or a global slot when `otherIsGlobal`.
    let otherSlot: Int
    let otherIsGlobal: Bool
    /// Two variables of which one is a global: tested in place by a while only (its operands'
    /// places chosen when lowering, `specialized`); an if or `&&` reads `numbers` at run time,
    /// which takes two locals only (a test more there would cost every inline if).
    var pairsAGlobal: Bool { otherSlot >= 0 && (isGlobal || otherIsGlobal) }
    /// A local and a constant (either side): its operands' places chosen when lowered
    /// (`InlineOperandKinds.LocalNumber`).
    var isLocalNumber: Bool { otherSlot < 0 && !isGlobal }

    init(op: BinaryOp, slot: Int, isGlobal: Bool, number: Double, numberFirst: Bool) {
        self.op = op
        self.slot = slot
        self.isGlobal = isGlobal
        self.number = number
        self.numberFirst = numberFirst
        otherSlot = -1
        otherIsGlobal = false
        second = 0
        hasSecond = false
    }

    /// A local's slot equal to either of two Numbers (`op` `==`), or to neither (`!=`).
    init(op: BinaryOp, slot: Int, either first: Double, or second: Double) {
        self.op = op
        self.slot = slot
        isGlobal = false
        number = first
        numberFirst = false
        otherSlot = -1
        otherIsGlobal = false
        self.second = second
        hasSecond = true
    }

    init(op: BinaryOp, slot: Int, isGlobal: Bool = false, otherSlot: Int, otherIsGlobal: Bool = false) {
        self.op = op
        self.slot = slot
        self.isGlobal = isGlobal
        number = 0
        numberFirst = false
        self.otherSlot = otherSlot
        self.otherIsGlobal = otherIsGlobal
        second = 0
        hasSecond = false
    }

    /// The comparison (`O` is `op`'s) of the slots' Numbers, in place; nil when a slot does
    /// not hold a Number.
    @inline(__always) func numbers<O: ComparisonOperator>(_: O.Type, _ f: CallFrame, _ engine: EngineRef) -> Bool? {
        if otherSlot >= 0 {
            // (Two locals: a pair with a global is only a while's, `specialized`.)
            if case .number(let x) = f.slots[slot], case .number(let y) = f.slots[otherSlot] { return O.apply(x, y) }
            return nil
        }
        // (A comparison with a second Number is only an if's, whose code `specialized` makes
        // with `LocalEither`. Not tested for here: the test would cost every comparison read
        // at run time, as a while's `n != 1 && …` on globals is, 2 % of collatz-top.)
        assert(!hasSecond, "a comparison with two Numbers is read by LocalEither")
        if case .number(let x) = (isGlobal ? engine.globals : f.slots)[slot] {
            return numberFirst ? O.apply(number, x) : O.apply(x, number)
        }
        return nil
    }
}

extension InlineComparison {
    /// `maker`'s code for this comparison's operator and where its operands lie
    /// (`InlineOperands`), both chosen here: `k < x` is `x > k`, the constant's side folded
    /// into the operator. Nil when `op` is not a comparison.
    func specialized<M: InlineComparisonSpecializer>(_ maker: M) -> SpecializedCode? {
        if otherSlot >= 0 {
            switch (isGlobal, otherIsGlobal) {
            case (false, false): return OperandsChosen<M, InlineOperandKinds.LocalLocal>(maker: maker).specialized(op)
            case (true, true): return OperandsChosen<M, InlineOperandKinds.SlotPair<GlobalSlots, GlobalSlots>>(maker: maker).specialized(op)
            case (true, false): return OperandsChosen<M, InlineOperandKinds.SlotPair<GlobalSlots, FrameSlots>>(maker: maker).specialized(op)
            case (false, true): return OperandsChosen<M, InlineOperandKinds.SlotPair<FrameSlots, GlobalSlots>>(maker: maker).specialized(op)
            }
        }
        if hasSecond { return OperandsChosen<M, InlineOperandKinds.LocalEither>(maker: maker).specialized(op) }
        let op = numberFirst ? op.mirrored : op
        if isGlobal { return OperandsChosen<M, InlineOperandKinds.GlobalNumber>(maker: maker).specialized(op) }
        return OperandsChosen<M, InlineOperandKinds.LocalNumber>(maker: maker).specialized(op)
    }
}

/// Code built per comparison operator and per place of an inline comparison's operands
/// (`InlineComparison.specialized`).
protocol InlineComparisonSpecializer {
    func make<O: ComparisonOperator, K: InlineOperands>(_: O.Type, _: K.Type) -> SpecializedCode?
}

/// `maker` with the operands' places `K` chosen, for the switch over the operators.
struct OperandsChosen<M: InlineComparisonSpecializer, K: InlineOperands>: ComparisonSpecializer {
    let maker: M
    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode? { maker.make(O.self, K.self) }
}

/// Where an inline comparison's operands lie, chosen when it is lowered (no kind read when it
/// runs): the comparison (`O`) of their Numbers, in place; nil when a slot holds no Number.
protocol InlineOperands {
    static func numbers<O: ComparisonOperator>(_: O.Type, _ c: InlineComparison, _ f: CallFrame, _ engine: EngineRef) -> Bool?
}

extension InlineOperands {
    /// The comparison in place; the condition's code (`fallback`) for any other values.
    @inline(__always) static func test<O: ComparisonOperator>(_: O.Type, _ c: InlineComparison, _ f: CallFrame, _ engine: EngineRef,
                                                              fallback: Test) throws -> Bool {
        if let x = numbers(O.self, c, f, engine) { return x }
        return try fallback(f)
    }
}

enum InlineOperandKinds {
    /// Any operands, their places read when the comparison runs (`InlineComparison.numbers`).
    enum ReadWhenRun: InlineOperands {
        @inline(__always) static func numbers<O: ComparisonOperator>(_: O.Type, _ c: InlineComparison, _ f: CallFrame, _ engine: EngineRef) -> Bool? {
            c.numbers(O.self, f, engine)
        }
    }
    /// A local's slot and a constant (the constant on the right: `InlineComparison.specialized`).
    enum LocalNumber: InlineOperands {
        @inline(__always) static func numbers<O: ComparisonOperator>(_: O.Type, _ c: InlineComparison, _ f: CallFrame, _: EngineRef) -> Bool? {
            if case .number(let x) = f.slots[c.slot] { return O.apply(x, c.number) }
            return nil
        }
    }
    /// A local's slot and two constants (`InlineComparison.hasSecond`).
    enum LocalEither: InlineOperands {
        @inline(__always) static func numbers<O: ComparisonOperator>(_: O.Type, _ c: InlineComparison, _ f: CallFrame, _: EngineRef) -> Bool? {
            if case .number(let x) = f.slots[c.slot] { return O.either(x, c.number, c.second) }
            return nil
        }
    }
    /// A global's slot and a constant.
    enum GlobalNumber: InlineOperands {
        @inline(__always) static func numbers<O: ComparisonOperator>(_: O.Type, _ c: InlineComparison, _: CallFrame, _ engine: EngineRef) -> Bool? {
            if case .number(let x) = engine.globals[c.slot] { return O.apply(x, c.number) }
            return nil
        }
    }
    /// Two locals' slots.
    enum LocalLocal: InlineOperands {
        @inline(__always) static func numbers<O: ComparisonOperator>(_: O.Type, _ c: InlineComparison, _ f: CallFrame, _: EngineRef) -> Bool? {
            if case .number(let x) = f.slots[c.slot], case .number(let y) = f.slots[c.otherSlot] { return O.apply(x, y) }
            return nil
        }
    }
    /// Two variables' slots, at least one a global's (`L`, `R`: `while i < n` at the top level,
    /// a local against a global): a nil global is no Number (the condition's code reports).
    enum SlotPair<L: SlotBase, R: SlotBase>: InlineOperands {
        @inline(__always) static func numbers<O: ComparisonOperator>(_: O.Type, _ c: InlineComparison, _ f: CallFrame, _ engine: EngineRef) -> Bool? {
            if case .number(let x) = L.slots(f, engine)[c.slot], case .number(let y) = R.slots(f, engine)[c.otherSlot] { return O.apply(x, y) }
            return nil
        }
    }
}

extension BinaryOp {
    /// The comparison with its operands swapped (`a < b` is `b > a`), IEEE's too (a NaN
    /// compares false either way); any other operator itself.
    var mirrored: BinaryOp {
        switch self {
        case .less: .greater
        case .lessEqual: .greaterEqual
        case .greater: .less
        case .greaterEqual: .lessEqual
        default: self
        }
    }
}

/// What is built once per comparison operator with the Number comparison inlined (a
/// condition's test, an `if`, a `while`): `specialized(op)` is the one switch over the
/// comparison operators. (`make` returns a concrete type: a closure returned as a generic or
/// associated type would be called through reabstraction thunks.)
protocol ComparisonSpecializer {
    func make<O: ComparisonOperator>(_: O.Type) -> SpecializedCode?
}

extension ComparisonSpecializer {
    /// `make` for `op`'s operator type; nil when `op` is not a comparison.
    func specialized(_ op: BinaryOp) -> SpecializedCode? {
        switch op {
        case .less: make(NumberOps.Less.self)
        case .lessEqual: make(NumberOps.LessEqual.self)
        case .greater: make(NumberOps.Greater.self)
        case .greaterEqual: make(NumberOps.GreaterEqual.self)
        case .equal: make(NumberOps.Equal.self)
        case .notEqual: make(NumberOps.NotEqual.self)
        default: nil
        }
    }
}

/// Code built per operator. (Matched with `case`, never turned into an optional closure: a
/// closure in an `Optional` is stored reabstracted and called through thunks.)
enum SpecializedCode {
    case eval(Eval)
    case test(Test)
    case exec(Exec)
    case number(NumberCode)
}

/// Likewise for the arithmetic operators (an expression, an update `x op= e`).
protocol ArithmeticSpecializer {
    func make<O: ArithmeticOperator>(_: O.Type) -> SpecializedCode?
}

extension ArithmeticSpecializer {
    /// `make` for `op`'s operator type; nil when `op` is not arithmetic.
    func specialized(_ op: BinaryOp) -> SpecializedCode? {
        switch op {
        case .add: make(NumberOps.Add.self)
        case .subtract: make(NumberOps.Subtract.self)
        case .multiply: make(NumberOps.Multiply.self)
        case .divide: make(NumberOps.Divide.self)
        case .remainder: make(NumberOps.Remainder.self)
        default: nil
        }
    }
}
