/// The declarative table of built-ins.
///
/// Every global function, constructor, constant, member property and method is declared ONCE,
/// with its name, parameter labels and types, a one-line doc and an implementation. The same
/// table drives label/arity/type checking (with "did you mean" suggestions), `:help NAME`,
/// tab completion (`memberNames(of:)`) and dispatch. Member names are interned to integer ids
/// when a script is compiled; at run time a member is found by indexing `[kind][id]`.
///
/// A library file contributes a list of declarations and is added, with one line, to
/// `Registry.libraries` in `Library/Libraries.swift`:
///
/// ```swift
/// enum GeometryLibrary {
///     static var builtins: [Builtin] { [
///         // a read/write member property
///         .property("width", on: .size, type: .number, doc: "The width.",
///                   get: { s, _ in .number(try s.size().width) },
///                   set: { s, new, _ in var v = try s.size(); v.width = try new.number(); s = .size(v) }),
///         // a method: the receiver comes first, then the arguments in declaration order
///         .method("rotated", on: .transform, [.label("by", .number)],
///                 doc: "The transform with a rotation applied before it.",
///                 .f2 { t, angle, _ in .transform(try t.transform().rotated(by: try angle.number())) }),
///         // a global function / constructor; overloads are told apart by labels, then arity, then types
///         .function("Rect", [.label("origin", .point), .label("size", .size)], doc: "A rectangle.",
///                   .f2 { o, s, _ in .rect(Rect(origin: try o.point(), size: try s.size())) }),
///         // a constant
///         .constant("identity", .transform(.identity), doc: "The identity transform."),
///     ] }
/// }
/// ```
///
/// Arguments reach an implementation already checked and converted to the declared types (a
/// Point passed where a `.size` is declared arrives as `.size`), so `try x.number()` and
/// friends never fail there. Implementations throw `RuntimeError` (or any `Error`) for bad
/// values; the interpreter reports it at the call site. Warnings go through
/// `context.warn(_:)`.
///
/// View property WRITES: the interpreter writes a view's property only through that
/// property's registered `set`; the views library routes all of them through one function
/// (which reports the change to `context.willChange`, for animation recording and hooks).
public struct Builtin {
    /// Where a built-in lives.
    public enum Target: Equatable {
        /// A global name: a function, constructor or constant.
        case global
        /// A member of values of this kind: `x.name`.
        case member(ValueKind)
    }

    /// The name as scripts spell it.
    public let name: String
    /// Global or member.
    public let target: Target
    /// One line of documentation for `:help`.
    public let doc: String
    let shape: Shape

    enum Shape {
        case function(Overload)
        case property(Property)
        case constant(Value)
        case dynamic((RuntimeContext) throws -> Value)
    }

    /// A global function or constructor `name(…)`. Several declarations with one name are
    /// overloads, chosen by argument labels, then arity, then argument types.
    public static func function(_ name: String, _ params: [Param], doc: String, _ impl: Impl) -> Builtin {
        Builtin(name: name, target: .global, doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: false)))
    }

    /// A function that gives its argument at `kept` itself unless `converts` says the value is one
    /// it converts (`Overload.keptArgument`).
    static func converting(_ name: String, _ params: [Param], doc: String, kept: Int,
                           converts: @escaping @Sendable (Value) -> Bool, _ impl: Impl) -> Builtin {
        Builtin(name: name, target: .global, doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: false,
                                          keptArgument: KeptArgument(position: kept, converts: converts))))
    }

    /// A mutating String method of one argument whose change a site whose receiver is a
    /// variable makes on the text where the variable holds it (`Overload.stringChange`); on
    /// any other receiver (a place through members or elements) the same change, by `impl`.
    static func stringChanging(_ name: String, _ params: [Param], doc: String, _ change: @escaping StringChange) -> Builtin {
        let impl: Impl = .mutating { recv, args, ctx in
            var text = try recv.string()
            recv = .nil
            defer { recv = .string(text) }
            return try change(&text, args.first ?? .nil, ctx)
        }
        return Builtin(name: name, target: .member(.string), doc: doc,
                       shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: true, stringChange: change)))
    }

    /// A method `receiver.name(…)` on values of `kind`; the receiver is the implementation's
    /// first argument.
    public static func method(_ name: String, on kind: ValueKind, _ params: [Param], doc: String,
                              _ impl: Impl) -> Builtin {
        Builtin(name: name, target: .member(kind), doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: true)))
    }

    /// The animation library's `presentation` methods on views (`Overload.presents`).
    static func presentationMethod(_ params: [Param], doc: String, _ impl: Impl) -> Builtin {
        Builtin(name: "presentation", target: .member(.view), doc: doc,
                shape: .function(Overload(name: "presentation", params: params, doc: doc, impl: impl, isMethod: true,
                                          presents: true)))
    }

    /// A method on transforms that makes a new transform from the receiver's (`t.translatedBy(x:
    /// y:)`): `change` gets the receiver's transform and up to two arguments (`.nil` for those
    /// not declared). Called on a temporary no one else holds, the result is written into the
    /// temporary's box instead of a new one (`Value.replaceTransform`).
    static func transformMethod(_ name: String, _ params: [Param], doc: String,
                                _ change: @escaping TransformChange, kernel: MethodKernel? = nil) -> Builtin {
        let impl: Impl
        switch params.count {
        case 0: impl = .f1 { t, ctx in .transform(try change(try t.transform(), .nil, .nil, ctx)) }
        case 1: impl = .f2 { t, a, ctx in .transform(try change(try t.transform(), a, .nil, ctx)) }
        default: impl = .f3 { t, a, b, ctx in .transform(try change(try t.transform(), a, b, ctx)) }
        }
        return Builtin(name: name, target: .member(.transform), doc: doc,
                       shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: true,
                                                 transformChange: change, kernel: kernel)))
    }

    /// A transform method of one argument of payload `A` whose work cannot fail
    /// (`t.concatenating(u)`): `transformMethod`, with a kernel (`MethodKernel(replacing:)`).
    @inline(__always) static func transformMethod<W: KernelWork>(_ name: String, _ param: Param, doc: String,
                                                                 _: W.Type) -> Builtin
    where W.Receiver == Transform, W.Result == Transform {
        transformMethod(name, [param], doc: doc, { t, a, _, _ in W.work(t, try W.Argument.payload(a)) },
                        kernel: MethodKernel(replacing: TransformBox.self, W.self))
    }

    /// A global function that makes a transform from one or two Numbers (`rotation(a)`,
    /// `translation(x, y)`; every parameter must be a `.number`): `make` gets them (0 for one
    /// not declared). A call whose transform is used unboxed — the receiver of a transform
    /// method, a value stored over a variable's transform — computes it without a box
    /// (`TypedCode`), its Numbers read without a `Value` between.
    static func transformFunction(_ name: String, _ params: [Param], doc: String,
                                  _ make: @escaping TransformMake) -> Builtin {
        let impl: Impl = params.count < 2
            ? .f1 { a, ctx in .transform(try make(try a.number(), 0, ctx)) }
            : .f2 { a, b, ctx in .transform(try make(try a.number(), try b.number(), ctx)) }
        return Builtin(name: name, target: .global, doc: doc,
                       shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: false,
                                                 transformMake: make)))
    }

    /// A global function that makes a transform from its six matrix Numbers
    /// (`Transform(a, b, c, d, tx, ty)`), as `transformFunction` makes one from two.
    static func matrixFunction(_ name: String, _ params: [Param], doc: String, _ make: @escaping MatrixMake) -> Builtin {
        Builtin(name: name, target: .global, doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc,
                                          impl: .fn { args, _ in
                                              guard args.count == 6 else { throw RuntimeError("\(name) needs 6 numbers, not \(args.count)") }
                                              return .transform(make(try args[0].number(), try args[1].number(), try args[2].number(),
                                                                     try args[3].number(), try args[4].number(), try args[5].number()))
                                          },
                                          isMethod: false, matrixMake: make)))
    }

    /// A global function that makes a value from two Numbers (`Point(x, y)`, `Size(w, h)`;
    /// both parameters `.number`): a call whose arguments have number code makes it from their
    /// Numbers, with no call made (path `builtinTypedNumbers`); any other call goes through the
    /// implementation, which checks them and calls `make`.
    static func pairFunction(_ name: String, _ params: [Param], doc: String, _ make: @escaping (Double, Double) -> Value) -> Builtin {
        Builtin(name: name, target: .global, doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc,
                                          impl: .f2 { a, b, _ in make(try a.number(), try b.number()) },
                                          isMethod: false, pairMake: PairMake(run: make))))
    }

    /// A global function that makes a rect from four Numbers (`Rect(x, y, w, h)`), as
    /// `transformFunction` makes a transform.
    static func rectFunction(_ name: String, _ params: [Param], doc: String, _ make: @escaping RectMake) -> Builtin {
        Builtin(name: name, target: .global, doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc,
                                          impl: .f4 { a, b, c, d, _ in
                                              .rect(make(try a.number(), try b.number(), try c.number(), try d.number()))
                                          },
                                          isMethod: false, rectMake: make)))
    }

    /// A global function that makes a rect from a Point and a Size (`Rect(origin:size:)`;
    /// parameters `.point` and `.size`): a call makes it from its two arguments' values, with
    /// no call made, when they are of those kinds (path `builtinRectParts`); any other call
    /// goes through the implementation, which checks them and calls `make`.
    static func partsFunction(_ name: String, _ params: [Param], doc: String, _ make: @escaping (Point, Size) -> Rect) -> Builtin {
        Builtin(name: name, target: .global, doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc,
                                          impl: .f2 { o, s, _ in .rect(make(try o.point(), try s.size())) },
                                          isMethod: false, partsMake: PartsMake(run: make))))
    }

    /// A method on rects that makes a new rect from the receiver's (`r.insetBy(dx:dy:)`,
    /// `r.union(s)`): `change` gets the receiver's rect and up to two arguments (`.nil` for
    /// those not declared). Called on a temporary receiver or rect argument no one else holds,
    /// the result is written into that temporary's box instead of a new one (`Value.replaceRect`).
    static func rectMethod(_ name: String, _ params: [Param], doc: String,
                           _ change: @escaping RectChange, kernel: MethodKernel? = nil) -> Builtin {
        let impl: Impl
        switch params.count {
        case 0: impl = .f1 { r, ctx in .rect(try change(try r.rect(), .nil, .nil, ctx)) }
        case 1: impl = .f2 { r, a, ctx in .rect(try change(try r.rect(), a, .nil, ctx)) }
        default: impl = .f3 { r, a, b, ctx in .rect(try change(try r.rect(), a, b, ctx)) }
        }
        return Builtin(name: name, target: .member(.rect), doc: doc,
                       shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: true,
                                                 rectChange: change, kernel: kernel)))
    }

    /// A rect method of one argument of payload `A` whose work cannot fail (`r.union(s)`,
    /// `r.applying(t)`): `rectMethod`, with a kernel (`MethodKernel(replacing:)`).
    @inline(__always) static func rectMethod<W: KernelWork>(_ name: String, _ param: Param, doc: String,
                                                            _: W.Type) -> Builtin where W.Receiver == Rect, W.Result == Rect {
        rectMethod(name, [param], doc: doc, { r, a, _, _ in W.work(r, try W.Argument.payload(a)) },
                   kernel: MethodKernel(replacing: RectBox.self, W.self))
    }

    /// A method on a geometry kind (`R`'s) taking one geometry argument (`A`'s, declared in
    /// `params` with `A`'s own type), whose work on the two payloads cannot fail
    /// (`r.contains(p)`, `p.applying(t)`): a call site whose receiver and argument are of those
    /// kinds calls `work` on their payloads, read in place where they lie (`MethodKernel`);
    /// the implementation on values takes them out and calls it too.
    @inline(__always) static func geometryMethod<W: KernelWork>(_ name: String, _ params: [Param], doc: String,
                                                                _: W.Type) -> Builtin where W.Result == Value {
        Builtin(name: name, target: .member(W.Receiver.kind), doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc,
                                          impl: .f2 { r, a, _ in W.work(try W.Receiver.payload(r), try W.Argument.payload(a)) },
                                          isMethod: true, kernel: MethodKernel(W.self))))
    }

    /// The same for a method whose work is a test (`r.contains(p)`): a condition takes its
    /// Bool as it is (`MethodKernel(test:)`).
    @inline(__always) static func geometryTest<W: KernelWork>(_ name: String, _ params: [Param], doc: String,
                                                              _: W.Type) -> Builtin where W.Result == Bool {
        Builtin(name: name, target: .member(W.Receiver.kind), doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc,
                                          impl: .f2 { r, a, _ in .bool(W.work(try W.Receiver.payload(r), try W.Argument.payload(a))) },
                                          isMethod: true, kernel: MethodKernel(test: W.self))))
    }

    /// A view method taking a geometry value (`A`'s, declared in `params` with `A`'s own type)
    /// and another view or nil (`v.convert(p, from: w)`): a call site whose receiver, argument
    /// and other view are read in place calls `work` on them where they lie (`ViewKernel`);
    /// the implementation on values takes them out and calls it too.
    @inline(__always) static func viewMethod<A: GeometryPayload, R: GeometryPayload>(_ name: String, _ params: [Param], doc: String,
                                               _ work: @escaping (View, A, View?) throws(GeometryError) -> R) -> Builtin {
        Builtin(name: name, target: .member(.view), doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc,
                                          impl: .f3 { v, a, w, _ in R.value(try work(try v.view(), try A.payload(a), try w.optionalView())) },
                                          isMethod: true, viewKernel: ViewKernel(work))))
    }

    /// A view method taking one geometry value (`v.hitTest(p)`, `v.point(inside: p)`): as
    /// `viewMethod` with another view, a call site whose receiver is read in place and whose
    /// argument is read in place or computed by code running no script calls `work` on them
    /// (`ViewKernel`, with no other view).
    @inline(__always) static func viewMethod<A: GeometryPayload>(_ name: String, _ params: [Param], doc: String,
                                               _ work: @escaping (View, A) -> Value) -> Builtin {
        Builtin(name: name, target: .member(.view), doc: doc,
                shape: .function(Overload(name: name, params: params, doc: doc,
                                          impl: .f2 { v, a, _ in work(try v.view(), try A.payload(a)) },
                                          isMethod: true, viewKernel: ViewKernel(work))))
    }

    /// This variadic function of Numbers with the work of a call with two Numbers (`min(a, b)`,
    /// `max(a, b)`): a call with two arguments or more folds it over their Numbers, left to
    /// right, as the implementation does (path `builtinFold`); a call with one (a list), or
    /// other values, go through the implementation.
    func pairing(_ pair: @escaping NumberPair) -> Builtin {
        guard case .function(let o) = shape else { return self }
        return Builtin(name: name, target: target, doc: doc,
                       shape: .function(Overload(name: o.name, params: o.params, doc: o.doc, impl: o.impl, isMethod: o.isMethod,
                                                 numberPair: pair)))
    }

    /// This function of one Number with its work on the Number (`sqrt`, `floor`, `abs` …): a
    /// call whose argument has number code computes it on that Number, with no call made (path
    /// `builtinNumber`); any other value goes through the implementation.
    func numeric(_ work: @escaping NumberFunction) -> Builtin {
        guard case .function(let o) = shape else { return self }
        return Builtin(name: name, target: target, doc: doc,
                       shape: .function(Overload(name: o.name, params: o.params, doc: o.doc, impl: o.impl, isMethod: o.isMethod,
                                                 numberFunction: NumberWork(run: work))))
    }

    /// This method of a Number and one option (`x.rounded(.down)`) with its work on the Number
    /// for each option `work` knows: a call whose argument is a constant it knows and whose
    /// receiver has number code computes it on that Number, chosen once (path `methodNumber`);
    /// any other call goes through the implementation, which reports an option it refuses.
    func numeric(option work: @escaping (Value) -> NumberFunction?) -> Builtin {
        guard case .function(let o) = shape else { return self }
        return Builtin(name: name, target: target, doc: doc,
                       shape: .function(Overload(name: o.name, params: o.params, doc: o.doc, impl: o.impl, isMethod: o.isMethod,
                                                 numberOption: work)))
    }

    /// This function of two Numbers with its work on them (`pow`, `atan2`, `hypot`): a call
    /// whose two arguments have number code computes it on those Numbers, with no call made
    /// (path `builtinNumbers`); any other values go through the implementation.
    func numeric(_ work: @escaping NumberPair) -> Builtin {
        guard case .function(let o) = shape else { return self }
        return Builtin(name: name, target: target, doc: doc,
                       shape: .function(Overload(name: o.name, params: o.params, doc: o.doc, impl: o.impl, isMethod: o.isMethod,
                                                 numbersFunction: NumbersWork(run: work))))
    }

    /// This method of a Number and one Number whose result is two Numbers (a labelled tuple:
    /// `quotientAndRemainder(dividingBy:)`) with its work on them: a destructuring of a call
    /// whose receiver and argument have number code binds its names to the two Numbers, with
    /// no call made and no tuple built (paths `methodSplit`, `destructureNumbers`); where the
    /// work gives nil, and for any other call, the implementation runs and reports.
    func splitting(_ work: @escaping NumberSplit) -> Builtin {
        guard case .function(let o) = shape else { return self }
        return Builtin(name: name, target: target, doc: doc,
                       shape: .function(Overload(name: o.name, params: o.params, doc: o.doc, impl: o.impl, isMethod: o.isMethod,
                                                 numberSplit: NumberSplitWork(run: work))))
    }

    /// This method of a Number and one Number whose result is a Bool (`isMultiple(of:)`) with its
    /// work on them: a call whose receiver and argument have number code computes it on those
    /// Numbers, with no call made, and a condition or a Bool's store tests it with no Value
    /// built (path `methodTest`); any other call goes through the implementation.
    func testing(_ work: @escaping NumberTest) -> Builtin {
        guard case .function(let o) = shape else { return self }
        return Builtin(name: name, target: target, doc: doc,
                       shape: .function(Overload(name: o.name, params: o.params, doc: o.doc, impl: o.impl, isMethod: o.isMethod,
                                                 numberTest: NumberTestWork(run: work))))
    }

    /// This function of one value of any kind with its work on the value, which reads no
    /// context (`type`, `Number`): a call does the work on the argument's value, with no call
    /// made (path `builtinValue`); where the work gives nil (a value the function refuses),
    /// the implementation is called with that value and reports it.
    func valued(_ work: @escaping ValueFunction) -> Builtin {
        guard case .function(let o) = shape else { return self }
        return Builtin(name: name, target: target, doc: doc,
                       shape: .function(Overload(name: o.name, params: o.params, doc: o.doc, impl: o.impl,
                                                 isMethod: o.isMethod, valueFunction: ValueWork(run: work))))
    }

    /// A member property `receiver.name`, read-only unless `set` is given. `set` receives the
    /// receiver `inout` (for a value type it stores the changed value back; for a view it
    /// mutates the view) and the new value, already checked against `type`. A property whose
    /// value is a list may give `count`, its length computed without building the list, which
    /// `receiver.name.count` then uses (it must equal the count of what `get` gives), and
    /// `element`, its element at an index without the list (nil for an index that is not
    /// one of the list's), which `receiver.name[i]`, `.first` and `.last` then use.
    public static func property(_ name: String, on kind: ValueKind, type: ParamType, doc: String,
                                get: @escaping (Value, RuntimeContext) throws -> Value,
                                set: ((inout Value, Value, RuntimeContext) throws -> Void)? = nil,
                                count: ((Value) -> Int)? = nil, element: ((Value, Double) -> Value?)? = nil) -> Builtin {
        Builtin(name: name, target: .member(kind), doc: doc,
                shape: .property(Property(name: name, type: type, get: get, set: set, count: count, element: element)))
    }

    /// A global constant such as `pi`.
    public static func constant(_ name: String, _ value: Value, doc: String) -> Builtin {
        Builtin(name: name, target: .global, doc: doc, shape: .constant(value))
    }

    /// A read-only global whose value is computed when read (e.g. `now`, `arguments`).
    public static func global(_ name: String, doc: String,
                              get: @escaping (RuntimeContext) throws -> Value) -> Builtin {
        Builtin(name: name, target: .global, doc: doc, shape: .dynamic(get))
    }

    /// The signature as `:help` shows it: `rotated(by:)`, `Rect(origin:size:)`, `width`.
    public var signature: String {
        switch shape {
        case .function(let o): return o.signature
        case .property(let p): return "\(name): \(p.type.name)\(p.set == nil ? " (read-only)" : "")"
        case .constant(let v): return "\(name) = \(v.formatted(.standard, quoteStrings: true))"
        case .dynamic: return name
        }
    }
}

/// A built-in's implementation, by arity. For a method the receiver comes first.
/// Every closure also receives the runtime context (output, warnings, calling script
/// functions, per-interpreter state).
public enum Impl {
    /// No arguments (a global function without parameters).
    case f0((RuntimeContext) throws -> Value)
    /// One argument (or a method's receiver alone).
    case f1((Value, RuntimeContext) throws -> Value)
    /// Two arguments (or a receiver and one argument).
    case f2((Value, Value, RuntimeContext) throws -> Value)
    /// Three arguments (or a receiver and two).
    case f3((Value, Value, Value, RuntimeContext) throws -> Value)
    /// Four arguments (or a receiver and three).
    case f4((Value, Value, Value, Value, RuntimeContext) throws -> Value)
    /// Any arity (used with a `.variadic` parameter): all arguments in one list.
    case fn(([Value], RuntimeContext) throws -> Value)
    /// A mutating method (`xs.append(x)`): the receiver `inout`, then the arguments. The
    /// interpreter writes the receiver back to the place it came from. To keep a list's
    /// storage unique (O(1) appends), move it out first:
    /// `guard case .list(var a) = recv else { … }; recv = .nil; a.append(x); recv = .list(a)`.
    case mutating((inout Value, [Value], RuntimeContext) throws -> Value)
}

/// A declared parameter: its label (nil for an unlabelled, positional one), a name for
/// documentation, the expected type, and an optional default.
public struct Param {
    /// The argument label, or nil when the argument is written without one (`_`).
    public var label: String?
    /// The name `:help` shows.
    public var name: String
    /// What it accepts.
    public var type: ParamType
    /// The value used when the argument is left out; nil when it is required.
    public var defaultValue: Value?
    /// Whether it takes any number (zero or more) of unlabelled arguments; last only.
    public var isVariadic: Bool
    /// Whether the argument may also be written without its label (host-registered functions).
    public var labelIsOptional = false

    /// An unlabelled parameter: `sin(x)`.
    public static func arg(_ name: String, _ type: ParamType) -> Param {
        Param(label: nil, name: name, type: type, defaultValue: nil, isVariadic: false)
    }
    /// A labelled parameter: `rotated(by: x)`.
    public static func label(_ label: String, _ type: ParamType) -> Param {
        Param(label: label, name: label, type: type, defaultValue: nil, isVariadic: false)
    }
    /// Zero or more unlabelled arguments: `print(a, b, c)`. Use with `Impl.fn`.
    public static func variadic(_ name: String, _ type: ParamType) -> Param {
        Param(label: nil, name: name, type: type, defaultValue: nil, isVariadic: true)
    }
    /// This parameter, optional, with `value` used when it is left out.
    public func defaulting(_ value: Value) -> Param {
        var p = self
        p.defaultValue = value
        return p
    }
}

/// What a parameter (or a property's new value) accepts, and how an argument converts:
/// a Point (a 2-tuple) is accepted where a Size is expected and arrives as a Size.
public struct ParamType {
    /// The name used in messages: `Number`, `Size`, `View or nil`.
    public let name: String
    let check: Check
    /// What a constant argument or a default of this type is taken as, worked out once when a
    /// call is compiled (a curve's name → the curve); nil keeps the value. Only for a value the
    /// check accepts, and the implementation must treat both alike.
    var constant: ((Value) -> Value?)? = nil

    enum Check {
        case any
        case kind(ValueKind)
        /// Either of two kinds, as it is (`String or nil`).
        case kinds(ValueKind, ValueKind)
        case size
        case optionalView
        case custom((Value) -> Value?)
    }

    /// Whether a function is accepted (what a trailing closure fills).
    var takesFunctions: Bool {
        switch check {
        case .any: return true
        case .kind(let k): return k == .function
        case .kinds(let a, let b): return a == .function || b == .function
        case .size, .optionalView, .custom: return false
        }
    }

    /// The argument converted to this type, or nil when it does not fit.
    @inline(__always) func accept(_ v: Value) -> Value? {
        switch check {
        case .any: return v
        case .kind(let k): return v.kind == k ? v : nil
        case .kinds(let a, let b):
            let k = v.kind
            return k == a || k == b ? v : nil
        case .size:
            switch v {
            case .size: return v
            case .point(let p): return .size(Size(width: p.x, height: p.y))
            default: return nil
            }
        case .optionalView:
            switch v {
            case .view, .nil: return v
            default: return nil
            }
        case .custom(let f): return f(v)
        }
    }

    /// Anything.
    public static var any: ParamType { ParamType(name: "any value", check: .any) }
    /// A Number.
    public static var number: ParamType { ParamType(name: "Number", check: .kind(.number)) }
    /// A Bool.
    public static var bool: ParamType { ParamType(name: "Bool", check: .kind(.bool)) }
    /// A String.
    public static var string: ParamType { ParamType(name: "String", check: .kind(.string)) }
    /// A Point (a 2-tuple).
    public static var point: ParamType { ParamType(name: "Point", check: .kind(.point)) }
    /// A Size, or a Point / 2-tuple converted to one.
    public static var size: ParamType { ParamType(name: "Size", check: .size) }
    /// A Rect (a 4-tuple).
    public static var rect: ParamType { ParamType(name: "Rect", check: .kind(.rect)) }
    /// A Transform.
    public static var transform: ParamType { ParamType(name: "Transform", check: .kind(.transform)) }
    /// A View.
    public static var view: ParamType { ParamType(name: "View", check: .kind(.view)) }
    /// A View, or nil.
    public static var optionalView: ParamType { ParamType(name: "View or nil", check: .optionalView) }
    /// nil only: UIKit's `event` argument (`hitTest(_:with:)`), which geo has no value for.
    public static var noEvent: ParamType {
        ParamType(name: "nil (geo has no UIEvent)", check: .custom { $0.kind == .nil ? $0 : nil })
    }
    /// A List.
    public static var list: ParamType { ParamType(name: "List", check: .kind(.list)) }
    /// A Function (script function, closure or built-in).
    public static var function: ParamType { ParamType(name: "Function", check: .kind(.function)) }
    /// Values of exactly one kind (e.g. `.curve`, `.animation`).
    public static func kind(_ kind: ValueKind) -> ParamType { ParamType(name: kind.name, check: .kind(kind)) }
    /// Values of either of two kinds, taken as they are (`String or nil`).
    static func kinds(_ name: String, _ a: ValueKind, _ b: ValueKind) -> ParamType {
        ParamType(name: name, check: .kinds(a, b))
    }
    /// Any type you describe: `convert` returns the accepted (possibly converted) value, or
    /// nil to reject it. E.g. a curve parameter that also accepts a curve's name.
    public static func custom(_ name: String, _ convert: @escaping (Value) -> Value?) -> ParamType {
        ParamType(name: name, check: .custom(convert))
    }
}

/// A transform method's work (`Builtin.transformMethod`): the receiver's transform and up to
/// two arguments to the new transform.
typealias TransformChange = (Transform, Value, Value, RuntimeContext) throws -> Transform
/// A List method's change made on the receiver's array in place (`xs.append(x)`): the array
/// and up to two arguments (`.nil` for those not declared); its result is the call's. It
/// leaves the array unchanged when it throws. See `ListLibrary.listMethod`.
typealias ListChange = (inout [Value], Value, Value, RuntimeContext) throws -> Value
/// A Set method's change made on the receiver's set in place (`seen.insert(x)`): the set and
/// its one argument (`.nil` when it declares none); its result is the call's. See
/// `SetLibrary.changing`.
typealias SetChange = (inout ValueDictionary, Value, RuntimeContext) throws -> Value
/// A String method's change made on the receiver's text in place (`s.append(c)`): the text
/// and its one argument; its result is the call's. See `Builtin.stringChanging`.
typealias StringChange = (inout String, Value, RuntimeContext) throws -> Value
/// A Set method's reading of the receiver's set (`seen.contains(x)`): the set and its one
/// argument; its result is the call's. See `SetLibrary.reading`.
typealias SetRead = (ValueDictionary, Value, RuntimeContext) throws -> Value

/// A rect method's work (`Builtin.rectMethod`): the receiver's rect and up to two arguments to
/// the new rect.
typealias RectChange = (Rect, Value, Value, RuntimeContext) throws -> Rect

/// A transform function's work (`Builtin.transformFunction`): one or two Numbers to a transform.
typealias TransformMake = (Double, Double, RuntimeContext) throws -> Transform

/// A rect function's work (`Builtin.rectFunction`): four Numbers to a rect.
typealias RectMake = (Double, Double, Double, Double) -> Rect

/// A function's work on two Numbers (`Builtin.pairing` for a variadic one, `Builtin.numeric`).
typealias NumberPair = (Double, Double) -> Double

/// A function's work on one Number (`Builtin.numeric`).
typealias NumberFunction = (Double) -> Double

/// A Number method's work on the receiver's Number and its one Number argument when its result
/// is two Numbers (`Builtin.splitting`: `x.quotientAndRemainder(dividingBy: y)`, a labelled
/// tuple): the two, or nil for Numbers the implementation refuses (it reports them).
typealias NumberSplit = (Double, Double) -> (Double, Double)?

/// A `NumberSplit` kept in a struct (see `NumberWork`).
struct NumberSplitWork {
    let run: NumberSplit
}

/// A Number method's work on the receiver's Number and its one Number argument when its result
/// is a Bool (`Builtin.testing`: `x.isMultiple(of: y)`).
typealias NumberTest = (Double, Double) -> Bool

/// A `NumberTest` kept in a struct (see `NumberWork`).
struct NumberTestWork {
    let run: NumberTest
}

/// A function's work on one value of any kind (`Builtin.valued`): nil for a value its
/// implementation refuses.
typealias ValueFunction = (Value) -> Value?

/// A `NumberFunction` kept in a struct from where it is made: a closure passed or kept as an
/// optional (or in a generic field) is stored reabstracted and called through thunks; a
/// concrete struct's closure field is not.
struct NumberWork {
    let run: NumberFunction
}

/// A `NumberPair` kept in a struct (as `NumberWork`): a function of two Numbers' work.
struct NumbersWork {
    let run: NumberPair
}

/// A maker's work on two Numbers (`Builtin.pairFunction`: `Point(x, y)`, `Size(w, h)`), kept
/// in a struct (as `NumberWork`): the value it makes of them.
struct PairMake {
    let run: (Double, Double) -> Value
}

/// A maker's work on a Point and a Size (`Builtin.partsFunction`: `Rect(origin:size:)`), kept
/// in a struct (as `NumberWork`).
struct PartsMake {
    let run: (Point, Size) -> Rect

    /// The rect made of two values when they are a Point and a Size (a Point converts, as
    /// `Value.size()` takes one), else nil.
    @inline(__always) func make(_ a: borrowing Value, _ b: borrowing Value) -> Rect? {
        guard let o = a.pointPayload else { return nil }
        if let s = b.sizePayload { return run(o, s) }
        if let p = b.pointPayload { return run(o, Size(width: p.x, height: p.y)) }
        return nil
    }
}

/// `Overload.keptArgument`: the argument's position and the test of a value the function converts.
struct KeptArgument {
    let position: Int
    let converts: @Sendable (Value) -> Bool
}

/// A `ValueFunction` kept in a struct (as `NumberWork`).
struct ValueWork {
    let run: ValueFunction
}

/// A matrix function's work (`Builtin.matrixFunction`): six Numbers to a transform.
typealias MatrixMake = (Double, Double, Double, Double, Double, Double) -> Transform

/// One declared signature of a function or method.
/// (A class: every call site keeps its candidates and each prepared target its overload, and
/// a struct of twenty fields was copied into each — ~280 bytes and a retain per closure.)
public final class Overload {
    let name: String
    let params: [Param]
    let doc: String
    let impl: Impl
    let isMethod: Bool
    /// The index of the variadic parameter, if any.
    let variadicIndex: Int?
    /// For a method declared with `Builtin.transformMethod`: the new transform it makes (what
    /// `impl` wraps in a new value); a call site uses it to replace a temporary receiver's
    /// transform in place (`MethodSite`).
    let transformChange: TransformChange?
    /// For a method declared with `Builtin.rectMethod`: the new rect it makes, used as
    /// `transformChange` is.
    let rectChange: RectChange?
    /// For a List method declared with `ListLibrary.listMethod`: its change of the array, made
    /// where a local holds the list (`MethodSite.changeListInPlace`).
    let listChange: ListChange?
    /// For a Set method declared with `SetLibrary.changing`: its change of the set, made where
    /// a variable holds it (`MethodSite.changeSetInPlace`), as `listChange` is.
    let setChange: SetChange?
    /// The same change for a call whose result nothing reads, when it can skip making one
    /// (`seen.insert(x)` makes no pair); nil: `setChange`.
    let setChangeDiscarding: SetChange?
    /// For a String method declared with `Builtin.stringChanging`: its change of the text,
    /// made where a variable holds the string (`MethodSite.changeStringInPlace`), as
    /// `listChange` is (`s.append(c)` as `s += c`).
    let stringChange: StringChange?
    /// For a Set method declared with `SetLibrary.reading`: its work on the set and the
    /// argument, which a site whose receiver is a variable calls on the set it holds
    /// (`MethodSite.readSet`), with no target's conversions between.
    let setRead: SetRead?
    /// Whether `listChange` adds its one argument at the end (`xs.append(x)`): a site then
    /// appends inline where the list lies (path `appending`, `MethodSite.appendInPlace`).
    let appendsElement: Bool
    /// For a function declared with `Builtin.transformFunction`: the transform it makes (what
    /// `impl` wraps in a new value), computed unboxed where the call's result is used unboxed.
    let transformMake: TransformMake?
    /// For a function declared with `Builtin.rectFunction`: the rect it makes, likewise.
    let rectMake: RectMake?
    /// For a function declared with `Builtin.matrixFunction`: the transform it makes, likewise.
    let matrixMake: MatrixMake?
    /// For a variadic function declared with `Builtin.pairing`: its work on two Numbers.
    let numberPair: NumberPair?
    /// For a function declared with `Builtin.numeric`: its work on one Number.
    let numberFunction: NumberWork?
    /// For a function of two Numbers declared with `Builtin.numeric`: its work on them.
    let numbersFunction: NumbersWork?
    /// For a method of a Number and an option declared with `Builtin.numeric(option:)`: its
    /// work on the Number for a constant option, nil for an option it does not know.
    let numberOption: ((Value) -> NumberFunction?)?
    /// For a method declared with `Builtin.splitting`: its work on two Numbers to two.
    let numberSplit: NumberSplitWork?
    /// For a method declared with `Builtin.testing`: its work on two Numbers to a Bool.
    let numberTest: NumberTestWork?
    /// For a function declared with `Builtin.valued`: its work on one value.
    let valueFunction: ValueWork?
    /// For a function declared with `Builtin.pairFunction`: the value it makes of two Numbers.
    let pairMake: PairMake?
    /// For a function declared with `Builtin.partsFunction`: the rect it makes of a Point and
    /// a Size.
    let partsMake: PartsMake?
    /// For a method declared with `Builtin.geometryMethod`: its work on the payloads.
    let kernel: MethodKernel?
    /// For a method declared with `Builtin.viewMethod`: its work on the view, the argument's
    /// payload and the other view.
    let viewKernel: ViewKernel?
    /// For a function declared with `Builtin.converting`: the argument it gives back as it is
    /// unless it converts the value (`Dictionary(tupleLabels:conforming:)`, which a function
    /// with a labelled tuple parameter calls on it at each call); a site whose arguments run
    /// no script returns any other value with no call made (path `builtinKept`).
    let keptArgument: KeptArgument?
    /// Whether this is the animation library's `presentation` (`Builtin.presentationMethod`): on
    /// a view it makes a snapshot of the view as presented, whose geometry a member read of
    /// the call may take with no snapshot made (path `presentedMember`).
    let presents: Bool

    init(name: String, params: [Param], doc: String, impl: Impl, isMethod: Bool,
         transformChange: TransformChange? = nil, rectChange: RectChange? = nil,
         transformMake: TransformMake? = nil, rectMake: RectMake? = nil, matrixMake: MatrixMake? = nil,
         numberPair: NumberPair? = nil, numberFunction: NumberWork? = nil, numbersFunction: NumbersWork? = nil, numberOption: ((Value) -> NumberFunction?)? = nil, numberSplit: NumberSplitWork? = nil, numberTest: NumberTestWork? = nil, valueFunction: ValueWork? = nil, pairMake: PairMake? = nil, partsMake: PartsMake? = nil, listChange: ListChange? = nil, setChange: SetChange? = nil, setChangeDiscarding: SetChange? = nil, stringChange: StringChange? = nil, setRead: SetRead? = nil, appendsElement: Bool = false,
         kernel: MethodKernel? = nil, viewKernel: ViewKernel? = nil, presents: Bool = false, keptArgument: KeptArgument? = nil) {
        self.name = name
        self.params = params
        self.doc = doc
        self.impl = impl
        self.isMethod = isMethod
        self.variadicIndex = params.firstIndex { $0.isVariadic }
        self.transformChange = transformChange
        self.rectChange = rectChange
        self.transformMake = transformMake
        self.rectMake = rectMake
        self.matrixMake = matrixMake
        self.numberPair = numberPair
        self.numberFunction = numberFunction
        self.numbersFunction = numbersFunction
        self.numberOption = numberOption
        self.numberSplit = numberSplit
        self.numberTest = numberTest
        self.valueFunction = valueFunction
        self.pairMake = pairMake
        self.partsMake = partsMake
        self.listChange = listChange
        self.setChange = setChange
        self.setChangeDiscarding = setChangeDiscarding
        self.stringChange = stringChange
        self.setRead = setRead
        self.appendsElement = listChange != nil && appendsElement
        self.kernel = kernel
        self.viewKernel = viewKernel
        self.presents = presents
        self.keptArgument = keptArgument
    }

    /// The same overload under another name (a Swift spelling of a geo maker: `CGRect` for
    /// `Rect`), with everything a call site may take from it kept (`rectMake`, `pairMake`, …).
    func renamed(_ name: String, doc: String) -> Overload {
        Overload(name: name, params: params, doc: doc, impl: impl, isMethod: isMethod,
                 transformChange: transformChange, rectChange: rectChange, transformMake: transformMake,
                 rectMake: rectMake, matrixMake: matrixMake, numberPair: numberPair, numberFunction: numberFunction,
                 numbersFunction: numbersFunction, numberOption: numberOption, numberSplit: numberSplit, numberTest: numberTest, valueFunction: valueFunction,
                 pairMake: pairMake, partsMake: partsMake,
                 listChange: listChange, appendsElement: appendsElement, kernel: kernel, viewKernel: viewKernel,
                 presents: presents, keptArgument: keptArgument)
    }

    /// Whether the overload only computes on its arguments' values — it runs no script code,
    /// reads no context and changes nothing: declared with its work on Numbers
    /// (`Builtin.numeric`, `pairing`) or on one value (`valued`).
    var onlyComputes: Bool { numberFunction != nil || numbersFunction != nil || numberPair != nil || valueFunction != nil }

    /// `rotated(by:)`, `print(_:...)`, `Rect(_:_:_:_:)`. (A search of a slice written in place,
    /// `Slice.range(base, start, of:)`, as the method the script wrote: `range(of:)`.)
    var signature: String {
        let searchesSlice = name.hasPrefix(SliceSearch.prefix)
        var s = (searchesSlice ? String(name.dropFirst(SliceSearch.prefix.count)) : name) + "("
        for p in params.dropFirst(searchesSlice ? 2 : 0) {
            s += (p.label ?? "_") + ":"
            if p.isVariadic { s += "..." }
        }
        return s + ")"
    }

    /// The signature with parameter names and types, for `:help`:
    /// `rotated(by: Number)`, `Rect(x: Number, …)`.
    var detailedSignature: String {
        let parts = params.map { p -> String in
            var text = p.label.map { "\($0): " } ?? "_ \(p.name): "
            if p.label == nil && p.name.isEmpty { text = "" }
            text += p.type.name
            if p.isVariadic { text += "..." }
            if let d = p.defaultValue { text += " = \(d.formatted(.standard, quoteStrings: true))" }
            return text
        }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }

    /// Maps call-site argument labels (nil = unlabelled) to parameter positions: for each
    /// parameter, the argument indices that fill it (empty = use the default). Nil when the
    /// labels do not fit this signature.
    ///
    /// A trailing closure (`trailingClosure`: the last argument is `f(…) { … }`'s closure)
    /// follows Swift's forward scan (SE-0286): it fills the next parameter that takes a
    /// function, whatever that parameter's label (`animate(duration: 1) { … }`,
    /// `xs.sorted { a, b in a > b }`); a parameter before it that takes no function is left to
    /// its default, or, without one, gets the closure (and its type error).
    /// The overloads among `overloads` that the labels fit, each with its binding (`bind`).
    /// A trailing closure goes, as in Swift, where a function is what the parameter wants: an
    /// overload that gives it to a parameter of kind Function is preferred to one that gives it
    /// to a parameter taking any value (`xs.firstIndex { $0 > 2 }` is `firstIndex(where:)`,
    /// not `firstIndex(of:)` of the closure).
    static func candidates(_ overloads: [Overload], labels: [String?], trailingClosure: Bool) -> [(Overload, [[Int]])] {
        let found = overloads.compactMap { o in o.bind(labels: labels, trailingClosure: trailingClosure).map { (o, $0) } }
        guard trailingClosure, found.count > 1 else { return found }
        // The overloads whose parameter the closure fills wants a function, else those whose
        // parameter takes one among other values (`xs.append { … }` is append(_:), whose
        // element may be a function, not append(contentsOf:), whose list may not).
        let closure = trailingIndex(labels)
        func filling(_ fits: (ParamType) -> Bool) -> [(Overload, [[Int]])] {
            found.filter { o, binding in o.params.indices.contains { i in binding[i].contains(closure) && fits(o.params[i].type) } }
        }
        let wanting = filling { if case .kind(.function) = $0.check { true } else { false } }
        if !wanting.isEmpty { return wanting }
        let taking = filling(\.takesFunctions)
        return taking.isEmpty ? found : taking
    }

    /// The index of the unlabelled trailing closure of a call that has one: the last argument,
    /// or, when labelled trailing closures follow it (`{ … } completion: { … }`), the last
    /// unlabelled argument.
    static func trailingIndex(_ labels: [String?]) -> Int {
        labels.lastIndex { $0 == nil } ?? labels.count - 1
    }

    func bind(labels: [String?], trailingClosure: Bool = false) -> [[Int]]? {
        var result: [[Int]] = Array(repeating: [], count: params.count)
        var a = 0
        let trailing = trailingClosure ? Overload.trailingIndex(labels) : -1
        for (i, p) in params.enumerated() {
            if p.isVariadic {
                while a < labels.count, labels[a] == nil, a != trailing || p.type.takesFunctions {
                    result[i].append(a)
                    a += 1
                }
                continue
            }
            if a == trailing {
                if p.type.takesFunctions || p.defaultValue == nil {
                    result[i] = [a]
                    a += 1
                }
                continue
            }
            if a < labels.count, labels[a] == p.label || (p.labelIsOptional && labels[a] == nil) {
                result[i] = [a]
                a += 1
            } else if p.defaultValue == nil {
                return nil
            }
        }
        return a == labels.count ? result : nil
    }
}

/// A member property's accessors.
/// (A class: a member access site keeps it, and copying it would retain each closure.)
final class Property {
    let name: String
    let type: ParamType
    let get: (Value, RuntimeContext) throws -> Value
    let set: ((inout Value, Value, RuntimeContext) throws -> Void)?
    /// For a property whose value is a list: its count computed without the list (a view's
    /// `subviews`), for `x.name.count` (path `memberCounted`); nil when the list must be built.
    let count: ((Value) -> Int)?
    /// For such a property: its element at an index, read without the list (`v.subviews[i]`,
    /// `v.subviews.last`: path `elementOfProperty`, `memberEnd`); nil when the index is not
    /// one of the list's (the list's own read then says why).
    let element: ((Value, Double) -> Value?)?

    init(name: String, type: ParamType, get: @escaping (Value, RuntimeContext) throws -> Value,
         set: ((inout Value, Value, RuntimeContext) throws -> Void)?, count: ((Value) -> Int)? = nil,
         element: ((Value, Double) -> Value?)? = nil) {
        self.name = name
        self.type = type
        self.get = get
        self.set = set
        self.count = count
        self.element = element
    }
}
