/// The shapes of types the parser follows through a program: where a declared type makes a
/// literal a Set or a labelled tuple (`CollectionShape`), and where Swift's type says an Int, so
/// that `/` is Swift's integer division (`integerDivision`, `isInteger`). Swift infers these from
/// types; geo's values carry their kinds, and its numbers are Doubles, so the parser follows the
/// types the script wrote — declarations, parameters, return types, element types — through
/// names, members, elements, calls and closures, and writes the conversions into the tree.
extension Parser {
    /// Where a declared type has a Set (`Set<Int>`, `[String: Set<String>]`, `[Set<Int>]`) or a
    /// labelled tuple of other values (`(min: Int, max: Int)`, `[(name: String, age: Int)]`):
    /// Swift makes a literal there a set or a labelled tuple, from the type; geo's values carry
    /// their kinds, so the literal is made one where the type says (`conformed`).
    indirect enum CollectionShape {
        /// A Set, and its elements' shape where the type gave one (`Set<Int>`).
        case set(CollectionShape?)
        case list(CollectionShape)
        /// A dictionary's values' shape, and its keys' where the type gave one.
        case dictionary(CollectionShape, key: CollectionShape?)
        /// A labelled tuple type of other values (`(min: Int, max: Int)`): a tuple literal
        /// there is the labelled tuple (`Records`), as Swift converts `return (lo, hi)`.
        /// Each part's shape is kept where the type gave one (`(name: String, pay: Int)`:
        /// `r.pay` is an Int); `parts` is empty when not known.
        case record([String], parts: [CollectionShape?])
        /// Not a collection's shape: an Optional (`let w: String? = …`, `let best =
        /// xs.max(by: …)`), whose `map` is Optional's whatever it holds (`optionalMap`); the
        /// shape of its value where known (`let n: Int? = …`: `if let k = n` binds an Int).
        case optional(CollectionShape?)
        /// A geometry type, `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform` (its name): a
        /// value is not made to it, but it types a `.zero` or `.init(…)` written there, as
        /// Swift infers it (`var pts: [CGPoint] = []` then `pts.append(.zero)`).
        case typed(String)
        /// Swift's `Int` (or a sized integer type, `Int64`, `UInt8` …), written as a variable's
        /// or a parameter's type or a function's return type: its `/` is Swift's integer
        /// division (`Parser.integerDivision`).
        case integer
        /// No type, declared from an integer literal (`var lo = 0`): a Number in geo, an Int
        /// beside one (`Parser.isWhole`).
        case whole
        /// A type with no shape of its own (`Double`, `Bool`): a list's or dictionary's
        /// elements of it (`[String: Double]`), known to be a dictionary (`d[k]` an Optional).
        case any
        /// Swift's `String` (a declared type, an element's, a part's): its `count` is an Int
        /// (`s.count / 2` of a `let s: String`), as are its `utf8` bytes.
        case string
        /// A tuple type without labels whose parts have shapes (`(Int, Int)`, `[(Int, String)]`):
        /// no labels to give a literal there (geo's unlabelled tuples are Points and lists), but
        /// `.0` and a tuple pattern's names (`for (s, e) in pairs`) get the parts' shapes.
        case tuple([CollectionShape?])
        /// A function type (`(Int, Int) -> Int`): the positions of its Int parameters, which a
        /// closure written where the type is gets (`{ $0 / 2 }` passed to an `f: (Int) -> Int`,
        /// an element of a `[(Int) -> Int]`: `closureElements`), and the shape of what it gives
        /// (an Int; another function, `(Int) -> (Int) -> Int`).
        case function(integers: [Int], result: CollectionShape?)

        /// Whether the shape only names types (`.typed`, a list or dictionary of them): a `?`
        /// after it makes the type an Optional's.
        var isTypeOnly: Bool {
            switch self {
            case .typed, .integer, .any, .string, .tuple, .function: true
            case .list(let e), .dictionary(let e, _): e.isTypeOnly
            default: false
            }
        }

        /// The type name a `.zero` or `.init(…)` of this shape takes (`typedZero`).
        var typeName: String? {
            if case .typed(let name) = self { return name }
            return nil
        }

        /// The shape of an element of a list of this shape (not a dictionary's value: its
        /// subscript is an Optional).
        var elementOfList: CollectionShape? {
            if case .list(let e) = self { return e }
            return nil
        }

        /// The shape of an element of a list of this shape, or of a value of a dictionary's.
        var element: CollectionShape? {
            switch self {
            case .list(let e), .dictionary(let e, _): e
            default: nil
            }
        }

        /// The shape of what a loop over a value of this shape meets: a list's elements, a
        /// dictionary's entries (Swift's `(key:, value:)` tuples).
        var entry: CollectionShape? {
            switch self {
            case .list(let e): e
            case .set(let e): e
            case .dictionary(let value, let key): .record(["key", "value"], parts: [key, value])
            default: nil
            }
        }

        /// An Optional's value's shape, or this one.
        var unwrapped: CollectionShape {
            if case .optional(let value?) = self { return value }
            return self
        }

        /// The shape of a tuple's part named `name` (a label, or a position: `.0`), where the
        /// type gave one.
        func part(_ name: String) -> CollectionShape? {
            switch self {
            case .record(let labels, let parts):
                guard let i = labels.firstIndex(of: name), i < parts.count else { return nil }
                return parts[i]
            case .tuple(let parts):
                guard let i = Int(name), i >= 0, i < parts.count else { return nil }
                return parts[i]
            default: return nil
            }
        }

        /// The parts' shapes of a tuple type (labelled or not), nil for any other.
        var parts: [CollectionShape?]? {
            switch self {
            case .record(_, let parts): parts
            case .tuple(let parts): parts
            default: nil
            }
        }

        /// The closure parameters (by position) this shape's function type makes Ints.
        var closureParameters: [Int: CollectionShape] {
            // (A function that may be nil, `((Int) -> Int)?`, is given its closure the same way.)
            guard case .function(let integers, _) = unwrapped else { return [:] }
            return Dictionary(uniqueKeysWithValues: integers.map { ($0, .integer) })
        }
    }

    /// A closure written next (`{`) where a type of `shape` is expected — a declaration's, a
    /// return's, a list's element, a dictionary's value, an assignment's target — gets the Int
    /// parameters of that function type (`closureElements`) and its result's shape
    /// (`closureReturn`: `let f: () -> (hits: Int, misses: Int) = { (1, 2) }` gives the labels).
    mutating func closureWhere(_ shape: CollectionShape?) {
        guard check(.lbrace), let shape else { return }
        closureElements = shape.closureParameters
        if case .function(_, let result?) = shape.unwrapped { closureReturn = result }
    }

    /// The functions the file declares `-> Int` (or a sized integer type), by name: a lexer's
    /// pass over the tokens, each `func name` followed to its `->` or its body's `{` at
    /// bracket depth 0. A name declared twice with other return types is left out.
    static func integerFunctions(_ file: SourceFile) -> [String] {
        guard mentionsIntegerReturn(file.bytes) else { return [] }
        var lexer = Lexer(program: file)
        var found: [String: Bool] = [:]
        var name: String?
        var depth = 0
        // After the `->`: nil before its first token, then the type's name ("" for any type
        // that is not one name: `Int?`, `[Int]`, a tuple).
        var returnType: String??
        var afterFunc = false
        while true {
            let t = lexer.next()
            if t.kind == .eof { break }
            if t.kind == .keyword(.func) { name = nil; depth = 0; returnType = nil; afterFunc = true; continue }
            if afterFunc {
                afterFunc = false
                if case .identifier(let n) = t.kind { name = n }
                continue
            }
            guard let current = name else { continue }
            if depth == 0, t.kind == .symbol(.lbrace) || t.kind == .identifier("where") {
                let isInteger = returnType.flatMap { $0 }.map { integerTypes.contains($0) } ?? false
                found[current] = found[current].map { $0 && isInteger } ?? isInteger
                name = nil
                continue
            }
            if depth == 0, t.kind == .symbol(.arrow) { returnType = .some(nil); continue }
            if case .some(let type) = returnType, t.kind != .newline {
                if type == nil, case .identifier(let n) = t.kind { returnType = .some(n) } else { returnType = .some("") }
            }
            switch t.kind {
            case .symbol(.lparen), .symbol(.lbracket), .symbol(.less): depth += 1
            case .symbol(.rparen), .symbol(.rbracket), .symbol(.greater): depth -= 1
            default: break
            }
        }
        return found.filter(\.value).map(\.key)
    }

    /// Whether the text has `->` followed (after blanks) by `Int` or `UInt`: a file without
    /// is not lexed a second time for `integerFunctions`.
    static func mentionsIntegerReturn(_ bytes: [UInt8]) -> Bool {
        let dash = UInt8(ascii: "-"), greater = UInt8(ascii: ">"), space = UInt8(ascii: " ")
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == dash, bytes[i + 1] == greater {
                var j = i + 2
                while j < bytes.count, bytes[j] == space { j += 1 }
                if j + 2 < bytes.count, bytes[j] == UInt8(ascii: "U") || bytes[j] == UInt8(ascii: "I") { return true }
                i = j
            } else {
                i += 1
            }
        }
        return false
    }

    /// Swift's integer types (`CollectionShape.integer`).
    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Whether `a / b` is Swift's integer division: both operands are known to be Ints — a
    /// variable, parameter or function declared with an integer type (`isInteger`), or an
    /// integer literal beside one. geo's numbers are Doubles and its `/` keeps the fraction
    /// (`7 / 2` is 3.5, as documented); where the script wrote `Int`, Swift's code means
    /// Swift's division (`n /= 10` in a digit sum, `0..<count / 2` of a `count: Int`), and a
    /// fraction there is a wrong answer no error would show.
    mutating func integerDivision(_ a: Expr, _ b: Expr) -> Bool {
        integers(a, isInteger(a), b, isInteger(b))
    }

    /// `integerDivision` of `a` and `b` whose `isInteger` answers are known: both Ints, or one
    /// an Int and the other a whole number Swift would type Int beside it (`isWhole`).
    mutating func integers(_ a: Expr, _ aIsInteger: Bool, _ b: Expr, _ bIsInteger: Bool) -> Bool {
        Parser.integers(aIsInteger, isWhole(a), bIsInteger, isWhole(b))
    }

    /// `integers` of what is known of each operand (whole-ness asked only where it decides).
    static func integers(_ aIsInteger: Bool, _ aIsWhole: @autoclosure () -> Bool,
                         _ bIsInteger: Bool, _ bIsWhole: @autoclosure () -> Bool) -> Bool {
        (aIsInteger && (bIsInteger || bIsWhole())) || (bIsInteger && aIsWhole())
    }

    /// `sum += d`, `best = s` of a `var sum = 0` (shape `.whole`) and an Int `d` (`isInteger`):
    /// Swift made `sum` an Int where it was declared (it has no mixed arithmetic), so from here
    /// on it is one — `sum / 4` divides as Ints. (A name with no such store keeps geo's
    /// Numbers: `var half = 7; half / 2` is 3.5.)
    mutating func learnInteger(_ name: String, from value: Expr) {
        guard let i = declaredShapes.lastIndex(where: { $0[name] != nil }), case .whole? = declaredShapes[i][name],
              isInteger(value) else { return }
        declaredShapes[i][name] = .some(.integer)
    }

    /// Whether `e` is an integer literal, or a name declared from one with no type (`var lo =
    /// 0`, shape `.whole`), or `+ - * %` of them (`a + 2`, `-k`): Swift's Int, which geo keeps a
    /// Number (`lo / 2` is a fraction) — but beside an Int it is one, as Swift has no mixed
    /// arithmetic (`(lo + hi) / 2` of an `hi = xs.count` of a typed `xs`, `(a + 2) * rate / 3`
    /// of a `rate: Int`).
    mutating func isWhole(_ e: Expr) -> Bool {
        if Parser.isIntegerLiteral(e) { return true }
        switch e.kind {
        case .name(let ref):
            if case .whole? = declaredShape(ref.name) { return true }
            return false
        case .unary(.negate, let x):
            return isWhole(x)
        case .member(_, "count", _):
            // A collection's count is whole, whatever the collection (Swift's is an Int): beside
            // an Int it is one (`word.count / n` of an `n: Int` and an untyped word).
            return true
        case .binary(let op, _, _) where Parser.arithmetic.contains(op):
            // Down the left side in a loop (a long chain is not walked by recursion), stopping
            // at the first part that is not whole.
            var left = e
            while case .binary(let op, let a, let b) = left.kind, Parser.arithmetic.contains(op) {
                if op == .divide || !isWhole(b) { return false }
                left = a
            }
            return isWhole(left)
        default:
            return false
        }
    }

    /// Whether the expression is known to be an Int where it is written: a name declared with
    /// an integer type or inferred one (in the innermost scope that declares it), a call of
    /// `Int(…)` (or a sized integer type, also force-unwrapped: `Int("9")!`) or of a function
    /// declared to return one, a collection's `count` (Swift's is an Int), `abs`, `min` and
    /// `max` of Ints, an Int's `magnitude`, `-x`, and `+ - * / %` of such values (one may be
    /// an integer literal).
    mutating func isInteger(_ e: Expr) -> Bool {
        switch e.kind {
        case .name(let ref):
            if case .integer? = declaredShape(ref.name) { return true }
            return false
        case .call(let callee, let args):
            if case .member(let base, "magnitude", _) = callee.kind, args.isEmpty { return isInteger(base) }
            // `xs.count(where: …)` of a typed collection.
            if case .member(let base, "count", _) = callee.kind, args.count == 1, args[0].label == "where" { return collectionShape(base) != nil }
            // `s.distance(from: a, to: b)` of a typed String, as its count.
            if case .member(let base, "distance", _) = callee.kind, args.count == 2 { return collectionShape(base) != nil }
            if case .member(let base, "reduce", _) = callee.kind, args.count == 2,
               isWhole(args[0].value) || isInteger(args[0].value) {
                // `xs.reduce(0, +)` of an `[Int]`, `items.reduce(0) { $0 + $1.qty }` of labelled
                // tuples with an Int part, `"9875".reduce(0) { $0 + Int(String($1))! }`: an Int
                // (a closure could make it a Double).
                if Parser.isIntegerOperation(args[1].value) {
                    if case .integer? = collectionShape(base)?.entry { return true }
                    return false
                }
                return returnsInteger(args[1].value)
            }
            // A call whose result's shape is an Int: a function declared `-> Int`, a function
            // value of a type that gives one (`f(x)` of an `f: (Int) -> Int`, `ops["avg"]!(a, b)`
            // of a `[String: (Int, Int) -> Int]`), an element taken out of an `[Int]`
            // (`xs.removeLast()`).
            if case .integer? = collectionShape(e) { return true }
            guard case .name(let ref) = callee.kind else { return false }
            if Parser.integerTypes.contains(ref.name) || ref.name == "Int.exact" { return true }
            if ref.name == "abs", args.count == 1 { return isInteger(args[0].value) }
            if ref.name == "min" || ref.name == "max", args.count >= 2, args.allSatisfy({ $0.label == nil }) {
                // Swift's `min(a, b)` takes one type: an Int beside integer literals.
                let known = args.map { isInteger($0.value) }
                return known.contains(true) && zip(args, known).allSatisfy { $1 || isWhole($0.value) }
            }
            return false
        case .member(let base, let name, _):
            if collectionShape(base)?.parts != nil {
                // A tuple's part of a type that says Int (`r.pay` of `(name: String, pay: Int)`,
                // `p.0` of an `(Int, Int)`).
                if case .integer? = collectionShape(e) { return true }
                return false
            }
            // A collection's count is an Int in Swift; here only where the script typed the
            // collection (`let xs: [Int]`, `var names: [String]`): geo's untyped scripts
            // divide a count as a Number (`i / (views.count - 1)`, as documented).
            if name == "count" { return collectionShape(base) != nil }
            if name == "magnitude" { return isInteger(base) }
            return false
        case .unary(.unwrap, let x):
            // `Int(s)!`, `counts[k]!` of a `[String: Int]`, `xs.max()!` of an `[Int]`,
            // `xs.first(where: …)!`.
            if isInteger(x) || isIntegerOptional(x) { return true }
            if case .integer? = collectionShape(e) { return true }
            return false
        case .conditional(_, let a, let b):
            // `n > 0 ? n : 0` of an Int.
            return integers(a, isInteger(a), b, isInteger(b))
        case .cast(_, .coerce, .whole, _), .cast(_, .forced, .whole, _):
            // `7 as Int`, `x as! Int`.
            return true
        case .coalesce(let a, let b):
            // `Int(s) ?? 0`, `counts[k] ?? 0`.
            return (isInteger(a) || isIntegerOptional(a)) && (isInteger(b) || Parser.isIntegerLiteral(b))
        case .index(let base, _):
            // `xs[i]` of an `[Int]`, `grid[r][c]` of an `[[Int]]`.
            if case .integer? = collectionShape(base)?.elementOfList { return true }
            return false
        case .keyDefault(let base, _, let fallback):
            // `counts[k, default: 0]` of a `[String: Int]`.
            if case .dictionary(.integer, _)? = collectionShape(base) { return isInteger(fallback) || Parser.isIntegerLiteral(fallback) }
            return false
        case .unary(.negate, let x):
            return isInteger(x)
        case .binary(let op, _, _):
            guard Parser.arithmetic.contains(op) else { return false }
            // Left to right: an Int so far, or a whole number so far (whole numbers and integer
            // literals by `+ - * %`: `$0 * 31 + Int($1)` is an Int, as `$0 * 31` is whole).
            let (left, links) = Parser.arithmeticChain(e)
            var known = isInteger(left)
            var whole = known || isWhole(left)
            for (op, right, _) in links {
                let rightKnown = isInteger(right), rightWhole = rightKnown || isWhole(right)
                (known, whole) = ((known && rightWhole) || (rightKnown && whole),
                                  (whole && rightWhole && op != .divide) || (known && rightWhole))
            }
            return known
        default:
            return false
        }
    }

    /// Whether `f` is `+`, `-` or `*` passed as a function (`reduce(0, +)`, which the parser
    /// reads as the closure `{ $0 + $1 }`), or such a closure written out (`{ a, b in a * b }`):
    /// of Ints, an Int.
    static func isIntegerOperation(_ f: Expr) -> Bool {
        guard case .closure(let decl) = f.kind, decl.isExpressionBody, decl.params.count == 2, decl.body.count == 1,
              case .expression(let body) = decl.body[0].kind, case .binary(let op, let a, let b) = body.kind,
              [.add, .subtract, .multiply].contains(op),
              case .name(let x) = a.kind, case .name(let y) = b.kind else { return false }
        return x.name == decl.params[0].name && y.name == decl.params[1].name
    }

    /// Whether the function `f` gives an Int (`closureResult`).
    mutating func returnsInteger(_ f: Expr) -> Bool {
        if case .integer? = closureResult(f) { return true }
        return false
    }

    /// The shape of what the function `f` gives, where known: an integer operation (`+` of
    /// Ints), a closure whose one expression has a shape where it was written
    /// (`closureResults`: `{ $0.pay }`, `{ Int($0) }`, `{ (n: $0, sq: $0 * $0) }`), a function
    /// declared with a return type that has one, passed by name (`map(double)`).
    mutating func closureResult(_ f: Expr) -> CollectionShape? {
        if Parser.isIntegerOperation(f) { return .integer }
        switch f.kind {
        case .closure(let decl): return closureResults[decl.span.start]
        case .name(let ref):
            // A function declared so, or a function value of a type that says (`let depth:
            // (Int) -> Int`); `Int.init` (`compactMap(Int.init)`).
            if case .function(_, let result)? = declaredShape(ref.name) { return result }
            if Parser.integerTypes.contains(ref.name) { return .integer }
            // `split(separator: " ").map(String.init)`: Strings.
            if ref.name == "String", functionReturnShapes[ref.name] == nil { return .string }
            return functionReturnShapes[ref.name]
        default: return nil
        }
    }

    /// The operators whose results `isInteger` follows.
    static let arithmetic: [BinaryOp] = [.add, .subtract, .multiply, .divide, .remainder]

    /// An arithmetic chain taken apart down its left side in a loop (`1 + 1 + … + 1`, 300,000
    /// terms in 10 MB: recursion there ran the debug build out of stack): the leftmost operand,
    /// then each operator with its right operand and its node's span, innermost first.
    static func arithmeticChain(_ e: Expr) -> (left: Expr, links: [(BinaryOp, Expr, Span)]) {
        var links: [(BinaryOp, Expr, Span)] = []
        var left = e
        while case .binary(let o, let a, let b) = left.kind, arithmetic.contains(o) {
            links.append((o, b, left.span))
            left = a
        }
        return (left, links.reversed())
    }

    /// Whether a `for` over the sequence counts in Ints, as Swift's does: a range of Ints (a
    /// bound declared so, the other one too or an integer literal: `0..<n` of an `n: Int`,
    /// `integerDivision`), reversed or not, a collection's `indices`, and `stride(from:to:by:)`
    /// (or `through:`) of such bounds with an Int or integer literal step.
    mutating func countsInIntegers(_ sequence: Expr) -> Bool {
        switch sequence.kind {
        case .range(let a, let b, _):
            return integerDivision(a, b)
        case .member(let base, "indices", _):
            return collectionShape(base) != nil
        case .name, .index:
            // `for x in xs` of an `[Int]`.
            if case .integer? = collectionShape(sequence)?.elementOfList { return true }
            return false
        case .call(let callee, let args):
            if case .member(let base, "reversed", _) = callee.kind, args.isEmpty { return countsInIntegers(base) }
            guard case .name(let ref) = callee.kind, ref.name == "stride", args.count == 3, args[0].label == "from",
                  args[1].label == "to" || args[1].label == "through", args[2].label == "by" else { return false }
            let step = args[2].value
            return integerDivision(args[0].value, args[1].value) && (isInteger(step) || Parser.isIntegerLiteral(step))
        default:
            return false
        }
    }

    /// Whether the expression is an Optional whose value is an Int: `counts[k]` of a `[String:
    /// Int]`, `xs.max()`, `xs.min()`, `xs.first`, `xs.last`, `xs.randomElement()` of an `[Int]`.
    mutating func isIntegerOptional(_ e: Expr) -> Bool {
        if let part = Parser.optionalPart(e) { return isIntegerOptional(part) || isInteger(part) }
        // A variable, part or element declared `Int?`.
        if case .optional(.integer?)? = collectionShape(e) { return true }
        switch e.kind {
        case .optionalChain(_, _, let rest):
            // `ledger["a"]?.balance` of an Int part.
            return isInteger(rest) || isIntegerOptional(rest)
        case .index(let base, _):
            if case .dictionary(.integer, _)? = collectionShape(base) { return true }
            return false
        case .cast(_, .optional, .whole, _):
            // `x as? Int`.
            return true
        case .member(let base, let name, _):
            // A Character's `asciiValue` (a UInt8), `wholeNumberValue`, `hexDigitValue`: an Int,
            // or nil, whatever the Character.
            if ["asciiValue", "wholeNumberValue", "hexDigitValue"].contains(name) { return true }
            guard name == "first" || name == "last", case .list(.integer)? = collectionShape(base) else { return false }
            return true
        case .call(let callee, _) where isIndexSearch(callee) || integerOptionalCall(callee):
            return true
        case .call(let callee, let args):
            guard args.isEmpty, case .member(let base, let name, _) = callee.kind, ["max", "min", "first", "last", "randomElement", "popLast", "removeLast", "removeFirst"].contains(name),
                  case .list(.integer)? = collectionShape(base) else { return false }
            return true
        default:
            return false
        }
    }

    /// Whether `callee` names a function declared `-> Int?`.
    mutating func integerOptionalCall(_ callee: Expr) -> Bool {
        if case .name(let ref) = callee.kind { return integerOptionalFunctions.contains(ref.name) }
        return false
    }

    /// Whether `callee` is a typed list's `firstIndex(of:)`, `firstIndex(where:)` or
    /// `lastIndex…`: an Int, or nil.
    mutating func isIndexSearch(_ callee: Expr) -> Bool {
        guard case .member(let base, let name, _) = callee.kind, name == "firstIndex" || name == "lastIndex",
              case .list? = collectionShape(base) else { return false }
        return true
    }

    /// The declared shape of a collection expression: a variable's, or an element's of one
    /// (`grid[r]` of an `[[Int]]`).
    mutating func collectionShape(_ e: Expr) -> CollectionShape? {
        // Only a chain from a name with a shape has one, and no typed chain is long: the root is
        // found in a loop, so a chain of 100,000 members (`a.b.c…`) is not walked by recursion.
        var root = e, links = 0
        find: while true {
            switch root.kind {
            // A String's bytes or scalars, whatever the String (`Array(line.utf8)`, `for b in
            // s.utf8`: UInt8s).
            case .member(_, "utf8", _), .member(_, "utf16", _), .member(_, "unicodeScalars", _): break find
            case .member(let b, _, _), .index(let b, _), .keyDefault(let b, _, _), .unary(.unwrap, let b), .part(let b, _, _): root = b
            case .call(let callee, let args):
                guard case .member(let b, let name, _) = callee.kind else { break find }
                // `s.compactMap { $0.wholeNumberValue }`: of what the closure gives, whatever
                // it maps over.
                if mapsToClosureResult(name, args) { break find }
                root = b
            default: break find
            }
            links += 1
            if links > Parser.maxShapeLinks { return nil }
        }
        switch root.kind {
        case .name(let ref): guard declaredShape(ref.name) != nil else { return nil }
        case .range, .list, .member(_, "utf8", _), .member(_, "utf16", _), .member(_, "unicodeScalars", _), .cast: break
        case .call(let callee, let args):
            // A closure called where it is made (`xs.reduce(into: [String: Int]()) { … }` is one:
            // `Parser.reduceInto`), of what it gives.
            if case .closure(let decl) = callee.kind, closureResults[decl.span.start] != nil { break }
            if case .member(_, let name, _) = callee.kind, mapsToClosureResult(name, args) { break }
            // A function declared with a return type that has a shape (`spans()` of a `->
            // [(Int, Int)]`), `String(…)`, `Array(…)`.
            // A call of a function value of a type that gives a shape (`chain[0](7)`, `f(x)` of an
            // `f: (Int) -> Int`).
            if case .function(_, _?)? = collectionShape(callee) { break }
            guard case .name(let ref) = callee.kind,
                  functionReturnShapes[ref.name] != nil || Parser.shapedCalls.contains(ref.name) else { return nil }
        default: return nil
        }
        return linkShape(e)
    }

    /// Whether `name(args)` is a `map` or `compactMap` whose closure's result has a shape: its
    /// list is of that shape (of the Optional's value for `compactMap`) whatever the receiver
    /// is (`"7391".compactMap { $0.wholeNumberValue }`, `words.map { $0.count }` of an untyped
    /// list: Ints, as Swift infers them from the closure).
    mutating func mapsToClosureResult(_ name: String, _ args: [Argument]) -> Bool {
        guard name == "map" || name == "compactMap", args.count == 1 else { return false }
        return closureResult(args[0].value) != nil
    }

    /// The shape of a cast's type (`as? [String: Int]`), where it has one.
    static func shape(of type: CastType) -> CollectionShape? {
        switch type {
        case .whole: .integer
        case .kind(let kind, _): kind == .string ? .string : nil
        case .list(let e): .list(shape(of: e) ?? .any)
        case .dictionary(let k, let v): .dictionary(shape(of: v) ?? .any, key: shape(of: k))
        case .set(let e): .set(shape(of: e))
        case .optional(let t): .optional(shape(of: t))
        case .record(let labels): .record(labels, parts: [])
        case .tuple(let parts): .tuple(parts.map { shape(of: $0) })
        case .any, .character, .view, .function: nil
        }
    }

    /// Swift's `(quotient: Int, remainder: Int)` of an Int's `quotientAndRemainder(dividingBy:)`.
    static var quotientAndRemainder: CollectionShape { .record(["quotient", "remainder"], parts: [.integer, .integer]) }

    /// The types and functions called by name whose result has a shape (`initializerShape`).
    static let shapedCalls: Set<String> = ["String", "Array", "zip", "Dictionary", "Set"]

    /// The most links (members, elements, calls) `collectionShape` follows from a name.
    static let maxShapeLinks = 32

    /// `collectionShape` of a chain whose root has a shape.
    private mutating func linkShape(_ e: Expr) -> CollectionShape? {
        if let shape = initializedShape(e) { return shape }
        switch e.kind {
        case .cast(_, let op, let type, _):
            // `item["dims"] as? [String: Int]`: the type's shape (an Optional of it for `as?`).
            switch op {
            case .coerce, .forced: return Parser.shape(of: type)
            case .optional: return .optional(Parser.shape(of: type))
            case .test: return nil
            }
        case .name(let ref): return declaredShape(ref.name)
        case .range:
            // A range is a list: of Ints where it counts in them (`0..<n` of an Int).
            return .list(countsInIntegers(e) ? .integer : .any)
        case .index(let base, _): return linkShape(base)?.elementOfList
        case .keyDefault(let base, _, _):
            // `groups[k, default: []]` of a `[String: [(name: String, n: Int)]]`: a value.
            if case .dictionary(let value, _)? = linkShape(base) { return value }
            return nil
        case .part(let whole, let k, _):
            // A tuple pattern's part (`let (a, b) = pairs[0]`, `if case let (a?, b?) = (x, y)`).
            return linkShape(whole)?.part(String(k))
        case .member(let base, let name, _):
            let of = linkShape(base)
            switch (of, name) {
            // A String's bytes (`UInt8`s), its scalars (each a `value`, a UInt32).
            case (_, "utf8"), (_, "utf16"): return .list(.integer)
            case (_, "unicodeScalars"): return .list(.record(["value"], parts: [.integer]))
            // A list's indices: Ints.
            case (.list?, "indices"): return .list(.integer)
            case (.dictionary(_, let key)?, "keys"): return .list(key ?? .any)
            case (.dictionary(let value, _)?, "values"): return .list(value)
            // A tuple's part (`staff[0].pay` of a `[(name: String, pay: Int)]`, `pairs[0].1` of
            // an `[(Int, Int)]`).
            default: return of?.part(name)
            }
        case .unary(.unwrap, let x):
            // `xs.first!`, `xs.max(by: …)!`, `xs.first(where: …)!`: an element; `d[k]!`, a
            // dictionary's value; `n!` of an `Int?`, its value.
            switch x.kind {
            case .index(let base, _): return linkShape(base)?.element
            case .member(let base, "first", _), .member(let base, "last", _): return linkShape(base)?.elementOfList
            case .call(let callee, _):
                if case .member(let base, let name, _) = callee.kind,
                   ["first", "last", "min", "max", "randomElement", "popLast", "removeLast", "removeFirst"].contains(name) {
                    return linkShape(base)?.entry
                }
            default: break
            }
            // A value declared or returned as an Optional (`hit!` of an `IndexPath?`, `topo()!`
            // of a `-> (order: [String], depth: Int)?`); a shape whose Optional mark was not
            // seen (a type alias's `IndexPath?`) is the value's.
            switch linkShape(x) {
            case .optional(let value)?: return value
            case let shape?: return shape
            case nil: return nil
            }
        case .call(let callee, let args):
            if case .function(_, let result)? = collectionShape(callee) { return result }
            if case .name(let ref) = callee.kind { return initializerShape(ref.name, args) }
            if case .closure(let decl) = callee.kind { return closureResults[decl.span.start] }
            guard case .member(let base, let name, _) = callee.kind else { return nil }
            if mapsToClosureResult(name, args), let shape = closureResult(args[0].value) {
                // `compactMap` leaves the nils out: a list of the Optional's values.
                if name == "compactMap", case .optional(let value) = shape { return .list(value ?? .any) }
                return .list(shape)
            }
            // (A list literal's elements have no shape; its own count stays geo's Number.)
            let element: CollectionShape
            if case .list = base.kind { element = .any } else {
                let of = linkShape(base)
                switch of {
                case .list(let e)?:
                    element = e
                    // `m.joined()` of an `[[Int]]`: its rows' elements; of a `[String]`, a String.
                    if name == "joined" {
                        if case .list(let inner) = e { return .list(inner) }
                        if case .string = e { return .string }
                        return nil
                    }
                case .string?:
                    // A String's own methods give Strings (`s.lowercased().count`, `s.prefix(3)`),
                    // lists of them (`s.split(separator: " ")`) or of its Characters (`sorted()`).
                    if Parser.stringMethods.contains(name) { return .string }
                    if name == "split" || name == "components" { return .list(.string) }
                    element = .any
                case .dictionary(_, let key)?:
                    // A dictionary's entries, `(key:, value:)` (`d.sorted { … }`, `d.map { … }`); its
                    // `filter` is a dictionary again, `mapValues` one of what the closure gives.
                    if name == "filter" { return of }
                    if name == "mapValues", args.count == 1 { return .dictionary(closureResult(args[0].value) ?? .any, key: key) }
                    element = of?.entry ?? .any
                case .set(let e)?:
                    // A set's own algebra keeps it a set; its `sorted()`, `map` … are lists.
                    if ["filter", "union", "intersection", "subtracting", "symmetricDifference"].contains(name) { return of }
                    element = e ?? .any
                case .integer?:
                    // `n.quotientAndRemainder(dividingBy: d)` of an Int: two Ints.
                    return name == "quotientAndRemainder" ? Parser.quotientAndRemainder : nil
                default: return nil
                }
            }
            // A list made of another's elements (`xs.sorted()[1]`, `xs.filter { … }.count`) — of
            // a typed one.
            if Parser.sameElements.contains(name) {
                if case .list = base.kind { return nil }
                return .list(element)
            }
            // `xs.removeLast()`, `removeFirst()`, `remove(at:)`: an element taken out.
            if ["removeLast", "removeFirst", "remove"].contains(name), args.count <= 1 { return element }
            if name == "enumerated", args.isEmpty { return .list(.record(["offset", "element"], parts: [.integer, element])) }
            guard args.count == 1 else { return nil }
            // `m.flatMap { $0 }` of an `[[Int]]`: the lists the closure gives, joined.
            if name == "flatMap" {
                if case .list(let inner)? = closureResult(args[0].value) { return .list(inner) }
                return nil
            }
            // A list made by a function of each element: of what it gives where known (`staff.map
            // { $0.pay }`, `compactMap { Int($0) }`, `map(double)`, `map { (n: $0, sq: $0 * $0) }`),
            // of a labelled tuple's part by a key path (`staff.map(\.pay)`).
            // (A closure whose result has a shape was answered above: `mapsToClosureResult`.)
            guard name == "map" || name == "compactMap" else { return nil }
            if case .closure(let decl) = args[0].value.kind, decl.isExpressionBody, decl.params.count == 1,
               case .expression(let body) = decl.body[0].kind, case .member(let of, let part, _) = body.kind,
               case .name(let p) = of.kind, p.name == decl.params[0].name, let shape = element.part(part) {
                return .list(shape)
            }
            return .list(.any)
        default: return nil
        }
    }

    /// The shape of a typed initializer's value (`[Int](repeating: 0, count: n)`, `[String:
    /// Int]()`, `Array<CGPoint>()`: `initializerShapes`): a call of `Array`, `Dictionary` or
    /// `Set`, or the empty list, where one was written.
    mutating func initializedShape(_ e: Expr) -> CollectionShape? {
        switch e.kind {
        case .call(let callee, _):
            guard case .name(let ref) = callee.kind, ["Array", "Dictionary", "Set"].contains(ref.name) else { return nil }
        case .list(let items): guard items.isEmpty else { return nil }
        default: return nil
        }
        return initializerShapes[e.span.start]
    }

    /// The shape of a call of a type or function by name: `String(…)`, `Array(s)` of a String
    /// (its Characters) or of a list, `zip(a, b)` of typed lists (pairs of their elements),
    /// `Dictionary(grouping: xs, by: …)`, a function declared with a return type that has one.
    private mutating func initializerShape(_ name: String, _ args: [Argument]) -> CollectionShape? {
        switch name {
        case "String": return .string
        case "Array":
            guard args.count == 1, args[0].label == nil else { return nil }
            switch collectionShape(args[0].value) {
            case .string?: return .list(.any)
            case .list(let e)?, .set(let e?)?: return .list(e)
            default: return nil
            }
        case "Set":
            // `Set(ints)` of a typed list: of its elements.
            guard args.count == 1, args[0].label == nil, let e = collectionShape(args[0].value)?.entry else { return nil }
            return .set(e)
        case "zip":
            guard args.count == 2 else { return nil }
            let parts = args.map { collectionShape($0.value)?.elementOfList }
            return parts.contains { $0 != nil } ? .list(.tuple(parts)) : nil
        case "Dictionary":
            // `Dictionary(uniqueKeysWithValues: zip(keys, values))`: of the pairs' parts.
            if args.count == 1, args[0].label == "uniqueKeysWithValues" || args[0].label == nil,
               case .tuple(let parts)? = collectionShape(args[0].value)?.elementOfList, parts.count == 2 {
                return .dictionary(parts[1] ?? .any, key: parts[0])
            }
            guard args.count == 2, args[0].label == "grouping", args[1].label == "by",
                  let element = collectionShape(args[0].value)?.elementOfList else { return nil }
            return .dictionary(.list(element), key: closureResult(args[1].value))
        default: return functionReturnShapes[name]
        }
    }

    /// The methods whose list has the receiver's elements (its shape).
    static let sameElements: Set<String> = ["sorted", "reversed", "filter", "shuffled", "prefix", "suffix", "dropFirst", "dropLast", "subscript"]

    /// A String's methods that give a String (or a Substring: its count is an Int too).
    static let stringMethods: Set<String> = ["uppercased", "lowercased", "reversed", "filter", "prefix", "suffix", "dropFirst", "dropLast",
                                             "trimmingCharacters", "replacingOccurrences", "padding", "appending", "subscript"]

    /// The shapes of the names `if let` / `guard let` / `while let` clauses bind, for the block
    /// they bind in: Ints (`if let k = Int(s)`, `if let n = counts[k]` of a `[String: Int]`), and
    /// the shapes of a typed collection's elements or values (`if let item = stock["a"]` of a
    /// `[String: (qty: Int, price: Int)]`, `if let w = words.first` of a `[String]`).
    /// Each clause sees the names bound before it (`if let d = x as? [String: Int], let w =
    /// d["w"]`; the hidden constant a tuple pattern takes apart: `if case let (a?, b?) = (x, y)`).
    mutating func bindingShapes(_ clauses: [ConditionClause]) -> [String: CollectionShape?] {
        // (Every name bound, with no shape where none is known: it hides an outer one's.)
        var shapes: [String: CollectionShape?] = [:]
        declaredShapes.append([:])
        defer { declaredShapes.removeLast() }
        for clause in clauses {
            // (A tuple pattern's name too: its part's shape, when the part is not nil.)
            let ref: NameRef, value: Expr
            switch clause {
            case .bind(_, let r, let v, _), .declare(_, let r, let v, _): (ref, value) = (r, v)
            case .test: continue
            }
            let shape: CollectionShape?
            if isInteger(value) || isIntegerOptional(value) {
                shape = .integer
            } else if case .tuple = value.kind {
                shape = inferredShape(value)
            } else {
                shape = collectionShape(Expr(kind: .unary(.unwrap, value), span: value.span))
            }
            shapes.updateValue(shape, forKey: ref.name)
            declaredShapes[declaredShapes.count - 1].updateValue(shape, forKey: ref.name)
        }
        return shapes
    }

    /// A closure's parameters' shapes for its body: those its own types give (`{ (a: Int, s:
    /// String) in`), and those handed to it (`elements`, by position: an Int collection's
    /// method's elements, a function type's Ints); no shape for the others, which hides an
    /// outer name's (`{ x in x / 2 }` inside a loop over Ints' `x`).
    /// `takesApart`: the closure names two or more parameters (`{ i, x in }`, `$0` and `$1`)
    /// where one tuple is handed to it (`enumerated()`'s, a dictionary's entries, `zip`'s
    /// pairs, an `[(Int, Int)]`'s): Swift takes the tuple apart, each name a part — whose
    /// shapes they get (`{ i, x in (i + x) / 2 }` of an `[Int]`'s `enumerated()`: Ints).
    static func closureShapes(_ names: [String], typed: [String: CollectionShape], elements: [Int: CollectionShape],
                              takesApart: Bool) -> [String: CollectionShape?] {
        var elements = elements
        if takesApart, elements[1] == nil, let parts = elements[0]?.parts, parts.count >= 2 {
            elements = [:]
            for (i, part) in parts.enumerated() { if let part { elements[i] = part } }
        }
        var shapes: [String: CollectionShape?] = [:]
        for (i, name) in names.enumerated() {
            shapes.updateValue(typed[name] ?? elements[i], forKey: name)
        }
        return shapes
    }

    /// Which parameters of a closure passed to this method are the receiver's elements, when
    /// they are Ints (an `[Int]`, a range of Ints, `indices`: `countsInIntegers`): `map`'s,
    /// `filter`'s … first, `sorted(by:)`'s and `min(by:)`'s two, `reduce`'s second.
    mutating func elementClosure(_ callee: Expr) -> [Int: CollectionShape] {
        guard case .member(let receiver, let name, _) = callee.kind else { return [:] }
        let positions: [Int]
        switch name {
        case "map", "filter", "forEach", "compactMap", "flatMap", "contains", "first", "last", "firstIndex", "lastIndex",
             "allSatisfy", "count", "removeAll", "drop", "prefix", "partition": positions = [0]
        case "sorted", "sort", "min", "max": positions = [0, 1]
        case "reduce": positions = [1]
        case "mapValues", "compactMapValues":
            // A dictionary's values.
            guard case .dictionary(let value, _)? = collectionShape(receiver) else { return [:] }
            return [0: value]
        default: return [:]
        }
        if name == "map" || name == "flatMap", case .optional(let value?)? = collectionShape(receiver) {
            // Optional's `map`, `n.map { $0 / 2 }` of an `n: Int?`: its value.
            return [0: value]
        }
        var shapes = elementClosure(receiver, handing: positions)
        // `xs.reduce(0) { $0 + $1 * 2 }`: the running value is a whole number — an Int beside
        // an Int (`$1 * 2` of Ints, `$1.qty`), as Swift has no mixed arithmetic.
        if name == "reduce", !shapes.isEmpty { shapes[0] = .whole }
        return shapes
    }

    /// `reduce(0) { … }`, `reduce(total) { … }` of an Int `total`: the closure's running value
    /// (`$0`) is an Int, or a whole number (an Int beside one: `$0 + Int(String($1))!`), whatever
    /// the elements are — as Swift types it from the initial value.
    mutating func reduceRunning(_ args: [Argument]) {
        guard args.count == 1, args[0].label == nil, closureElements[0] == nil else { return }
        if isInteger(args[0].value) {
            closureElements[0] = .integer
        } else if isWhole(args[0].value) {
            closureElements[0] = .whole
        }
    }

    /// A closure's parameters at `positions`, each an element of `sequence` where that has a
    /// shape (`elementClosure`).
    mutating func elementClosure(_ sequence: Expr, handing positions: [Int]) -> [Int: CollectionShape] {
        let element: CollectionShape? = countsInIntegers(sequence) ? .integer : loopElementShape(sequence)
        guard let element else { return [:] }
        return Dictionary(uniqueKeysWithValues: positions.map { ($0, element) })
    }

    /// The shape of the elements a loop over `sequence` meets, where it says something: an Int,
    /// a labelled tuple's parts, a list's or dictionary's (`for row in grid` of an `[[Int]]`).
    mutating func loopElementShape(_ sequence: Expr) -> CollectionShape? {
        switch collectionShape(sequence)?.entry {
        case let e?:
            switch e {
            // (An Optional element, of a `[String?]`: its `map` is Optional's.)
            case .integer, .record, .tuple, .list, .dictionary, .string, .function, .optional: e
            case .set, .typed, .whole, .any: nil
            }
        case nil: nil
        }
    }

    /// Whether the expression is an integer literal: digits (and `_`) only, no `.`, exponent
    /// or unit (`90deg`); a negative one too (`-2`, which the parser folds into the number).
    static func isIntegerLiteral(_ e: Expr) -> Bool {
        guard case .number = e.kind, e.span.length > 0 else { return false }
        var text = e.span.file.bytes[e.span.start..<(e.span.start + e.span.length)]
        if text.first == UInt8(ascii: "-") { text = text.dropFirst().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }
        return !text.isEmpty && text.allSatisfy {
            ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
        }
    }

    /// `e` where Swift's type says an Int (a declaration `: Int`, a `return` of a function
    /// `-> Int`, a store into an Int variable): each `/` of its arithmetic is Swift's integer
    /// division, whatever its operands (`let half: Int = 7 / 2` is 3; `xs.reduce(0, +) /
    /// xs.count` returned from `-> Int`), as Swift's type checker makes it. Only the
    /// arithmetic itself: a call's arguments keep theirs (`Int(x / 2)`).
    static func integerContext(_ e: Expr) -> Expr {
        switch e.kind {
        case .binary(let op, _, _) where arithmetic.contains(op):
            let (left, links) = arithmeticChain(e)
            var made = integerContext(left)
            for (o, right, span) in links {
                made = Expr(kind: .binary(o, made, integerContext(right)), span: span)
                if o == .divide { made = integerQuotient(made) }
            }
            return made
        case .unary(.negate, let x):
            return Expr(kind: .unary(.negate, integerContext(x)), span: e.span)
        case .call(let callee, let args):
            // `max(1, 375 / 100)`, `abs(7 / 2)`: Swift's generic functions take the context's
            // type, and so do their arguments.
            guard case .name(let ref) = callee.kind, ["min", "max", "abs"].contains(ref.name),
                  args.allSatisfy({ $0.label == nil }) else { return e }
            return Expr(kind: .call(callee, args.map { Argument(label: nil, labelSpan: $0.labelSpan, value: integerContext($0.value)) }), span: e.span)
        default:
            return e
        }
    }

    /// The arguments of a call with the Int context where Swift's parameter is an Int — a
    /// count or a position: `s.index(i, offsetBy: s.count / 2)`, `xs.prefix(n / 2)`,
    /// `dropFirst`, `dropLast`, `suffix`, `removeFirst(_:)`, `removeLast(_:)`, `remove(at:)`,
    /// `insert(_:at:)`, `swapAt`, `String(repeating:count:)`, `Array(repeating:count:)`. A
    /// division there is Swift's Int division (`integerContext`), where geo's would give a
    /// fraction that every one of them refuses: no call that ran before gives another answer.
    static func integerArguments(_ callee: Expr, _ args: [Argument]) -> [Argument] {
        let labels: Set<String?>
        switch callee.kind {
        case .member(_, let name, _):
            switch name {
            case "index": labels = ["offsetBy"]
            case "prefix", "suffix", "dropFirst", "dropLast", "removeFirst", "removeLast": labels = [nil, "upTo", "through", "from"]
            case "remove", "insert": labels = ["at"]
            case "swapAt": labels = [nil]
            default: return args
            }
        case .name(let ref) where ref.name == "String" || ref.name == "Array":
            guard args.first?.label == "repeating" else { return args }
            labels = ["count"]
        default: return args
        }
        return args.map { arg in
            guard labels.contains(arg.label) else { return arg }
            var made = arg
            made.value = integerContext(arg.value)
            return made
        }
    }

    /// `a / b` as Swift's integer division: the quotient toward zero (`Int(a / b)`; a division
    /// by zero is an error there, as Swift's traps).
    static func integerQuotient(_ division: Expr) -> Expr {
        let callee = Expr(kind: .name(NameRef("Int", division.span)), span: division.span)
        return Expr(kind: .call(callee, [Argument(label: nil, labelSpan: nil, value: division)]), span: division.span)
    }

    /// Swift's `a * b` of Ints (`integerDivision`'s operands) as `Int.exact(a * b)`: the
    /// product, or an error when it is past 2^53 — where a Double, geo's Number, no longer
    /// holds every whole number, but Swift's Int is exact (to 2^63). A linear congruential
    /// generator's `seed * 1103515245`, a modular product `b * b % 1_000_000_007`: a wrong
    /// number no error would show, now one that says so.
    static func integerProduct(_ product: Expr) -> Expr {
        let callee = Expr(kind: .name(NameRef("Int.exact", product.span)), span: product.span)
        return Expr(kind: .call(callee, [Argument(label: nil, labelSpan: nil, value: product)]), span: product.span)
    }

    /// The geometry types a declared type's shape names (`CollectionShape.typed`).
    static let geometryTypes: Set<String> = ["CGPoint", "Point", "CGSize", "Size", "CGRect", "Rect", "CGAffineTransform", "Transform"]

    /// The shape Swift infers for a variable from its value (no type written), where it has
    /// one: a labelled tuple's (`(start: 0, length: 0)`), a list of them
    /// (`[(name: "a", age: 1)]`), an empty list of a labelled tuple type
    /// (`[(name: String, age: Int)]()`, `[CGPoint]()`, `[Int](repeating: 0, count: n)`:
    /// `initializerShapes`).
    mutating func inferredShape(_ e: Expr) -> CollectionShape? {
        if let part = Parser.optionalPart(e) { return inferredShape(part) }   // (a tuple's part: `optionalParts`)
        // `let m = xs.max()` of an `[Int]`, `{ $0.wholeNumberValue }`: an Optional Int, for a
        // later `if let a = m`, a `compactMap`'s elements.
        if isIntegerOptional(e) { return .optional(.integer) }
        if Parser.isOptional(e) {
            return .optional(collectionShape(Expr(kind: .unary(.unwrap, e), span: e.span)))
        }
        // `let k = Int(text)!`, `let n = xs.count`, `let half = n / 2` of an Int: an Int, as
        // Swift infers it (`integerDivision`).
        if isInteger(e) { return .integer }
        // `let s = xs.sorted()`, `let row = staff[0]`, `let pays = staff.map { $0.pay }`: the
        // shape of what it holds.
        switch collectionShape(e) {
        case .any?, nil: break
        case let shape?: return shape
        }
        switch e.kind {
        case .call(let callee, let args):
            // `(a + b).quotientAndRemainder(dividingBy: 10)` of Ints: two Ints.
            if case .member(let base, "quotientAndRemainder", _) = callee.kind, isInteger(base) { return Parser.quotientAndRemainder }
            if let labels = Parser.recordLabels(of: e) {
                // `(n: $0, sq: $0 * $0)` of Ints: each part's shape, as Swift infers the type.
                guard args.count == 2, args[1].label == "parts", case .list(let values) = args[1].value.kind, values.count == labels.count else {
                    return .record(labels, parts: [])
                }
                return .record(labels, parts: values.map { inferredShape($0) ?? (Parser.isIntegerLiteral($0) ? .whole : nil) })
            }
            // A function declared `-> String?`: its result is an Optional, as Swift infers it.
            if case .name(let ref) = callee.kind, let shape = functionReturnShapes[ref.name] { return shape }
            // A dictionary literal, `["a": 1]` (`Dictionary(dictionaryLiteral:)`), or `[String: Int]()`.
            if case .name(let ref) = callee.kind, ref.name == "Dictionary", args.first?.label == "dictionaryLiteral" || args.isEmpty {
                return .dictionary(.any, key: nil)
            }
            // `var p = CGPoint(x: 1, y: 2)` is a CGPoint: a later `p = .zero` is its zero.
            if case .name(let ref) = callee.kind, Parser.geometryTypes.contains(ref.name) { return .typed(ref.name) }
            if let shape = initializedShape(e) { return shape }
            return nil
        case .name(let ref):
            // `var more = sizes`: the other variable's type, as Swift infers it.
            return declaredShape(ref.name)
        case .closure(let decl):
            // `let add = { (a: Int, b: Int) -> Int in a + b }`: a function of what it gives.
            guard let result = closureResults[decl.span.start] else { return nil }
            return .function(integers: [], result: result)
        case .tuple(let items):
            // `(n, n * 3)` of an Int (a closure's result, `map { ($0, $0 * 3) }`): its parts'.
            let parts = items.map { inferredShape($0) ?? (Parser.isIntegerLiteral($0) ? .whole : nil) }
            return parts.contains { $0 != nil } ? .tuple(parts) : nil
        case .index(let container, _):
            // `let found = ages["ann"]`: a dictionary's entry is an Optional.
            if case .name(let ref) = container.kind, case .dictionary(let value, _)? = declaredShape(ref.name) { return .optional(value) }
            return nil
        case .list(let items):
            if let first = items.first { return inferredShape(first).map { .list($0) } }
            if let shape = initializedShape(e) { return shape }
            return nil
        default:
            return nil
        }
    }

    /// The labels of a labelled tuple's expression (`Parser.record`), or nil.
    static func recordLabels(of e: Expr) -> [String]? {
        guard case .call(let callee, let args) = e.kind, case .name(let ref) = callee.kind, ref.name == "Dictionary",
              args.count == 2, args[0].label == "tupleLabels", case .list(let names) = args[0].value.kind else { return nil }
        return names.compactMap { if case .string(let label) = $0.kind { label } else { nil } }
    }

    /// The shape of the variable `name` declared with a type that has one, in the innermost
    /// block that declares the name (`declaredShapes`), or nil.
    mutating func declaredShape(_ name: String) -> CollectionShape? {
        for scope in declaredShapes.reversed() {
            if let entry = scope[name] { return entry }
        }
        return nil
    }

    /// The shape of the type in tokens `at..<end` (`at` moved past what was read), or nil when
    /// it has none (no Set, no labelled tuple).
    mutating func collectionShape(_ at: inout Int, end: Int) -> CollectionShape? {
        guard at < end else { return nil }
        if let shape = aliasShape(&at, end: end) { return shape }
        var shape: CollectionShape?
        switch token(at).kind {
        case .identifier(let name):
            at += 1
            var arguments: [CollectionShape?] = []
            if at < end, token(at).kind == .symbol(.less) {
                at += 1
                while at < end {
                    arguments.append(collectionShape(&at, end: end))
                    // The rest of this argument (`Int`, `String?`), to its `,` or `>`.
                    skipTypeRest(&at, end: end, to: .symbol(.comma), .symbol(.greater))
                    if at < end, token(at).kind == .symbol(.comma) { at += 1; continue }
                    at += 1
                    break
                }
            }
            switch name {
            case "Set": shape = .set(arguments.first ?? nil)
            // (Ranges and slices are lists in geo: `-> ClosedRange<Int>`.)
            case "Array", "ContiguousArray", "ArraySlice", "Range", "ClosedRange", "StrideTo", "StrideThrough":
                shape = arguments.isEmpty ? nil : .list(arguments[0] ?? .any)
            case "Dictionary": shape = arguments.count == 2 ? .dictionary(arguments[1] ?? .any, key: arguments[0]) : nil
            case "String", "Substring": shape = .string
            default:
                if Parser.integerTypes.contains(name) { shape = .integer } else { shape = Parser.geometryTypes.contains(name) ? .typed(name) : nil }
            }
        case .symbol(.lbracket):
            at += 1
            // (`[String?]`, `[String: Int?]`: the lexer's `?` token there, an Optional element.)
            func optionalMarked(_ shape: CollectionShape?) -> CollectionShape? {
                guard at < end, token(at).kind == .symbol(.question) else { return shape }
                at += 1
                return .optional(shape)
            }
            let first = optionalMarked(collectionShape(&at, end: end))
            skipTypeRest(&at, end: end, to: .symbol(.colon), .symbol(.rbracket))
            if at < end, token(at).kind == .symbol(.colon) {
                at += 1
                let value = collectionShape(&at, end: end)
                shape = .dictionary(optionalMarked(value) ?? .any, key: first)
                while at < end, token(at).kind != .symbol(.rbracket) { at += 1 }
            } else {
                // (A list of a type with no shape of its own, `[String]`, is still a typed list:
                // its count is an Int, `isInteger`.)
                shape = .list(first ?? .any)
            }
            at += 1
        case .symbol(.lparen):
            if let (labels, after) = recordLabels(at, end: end) {
                shape = .record(labels, parts: tupleTypeShapes(at, end: after))
                at = after
            } else if let (parts, after) = parenthesizedParts(from: at, to: end) {
                if after < end, token(after).kind == .symbol(.arrow) {
                    // A function type: its Int parameters (each part one integer type's name),
                    // and whether its result is an Int.
                    let integers = parts.indices.filter { k in
                        guard parts[k].count == 1, case .identifier(let type) = parts[k][0].kind else { return false }
                        return Parser.integerTypes.contains(type)
                    }
                    at = after + 1
                    let result = collectionShape(&at, end: end)
                    // (A result with no shape in parentheses, `() -> ()`, is passed whole.)
                    if at == after + 1, let (_, close) = parenthesizedParts(from: at, to: end) { at = close }
                    shape = .function(integers: integers, result: result)
                } else if parts.count == 1, Parser.partLabels(parts)[0] == nil {
                    // A type in parentheses (`((Int) -> Int)?`, whose `?` follows them): its own.
                    var inner = at + 1
                    guard let own = collectionShape(&inner, end: after - 1), inner == after - 1 else { return nil }
                    shape = own
                    at = after
                } else if parts.count > 1, Parser.partLabels(parts).allSatisfy({ $0 == nil }) {
                    // A tuple type without labels: its parts' shapes, where any has one.
                    let shapes = tupleTypeShapes(at, end: after)
                    guard shapes.contains(where: { $0 != nil }) else { return nil }
                    shape = .tuple(shapes)
                    at = after
                } else {
                    return nil
                }
            } else {
                return nil
            }
        default:
            return nil
        }
        return shape
    }

    /// The shape of a type alias used at `at` (its tokens, each located at its name where it is
    /// used), as read where it was declared (`aliasShapes`), `at` moved past them; nil for
    /// anything else.
    mutating func aliasShape(_ at: inout Int, end: Int) -> CollectionShape? {
        guard !aliasShapes.isEmpty else { return nil }
        let span = token(at).span
        let name = String(decoding: span.file.bytes[span.start..<(span.start + span.length)], as: UTF8.self)
        guard let body = aliases[name], let shape = aliasShapes[name], at + body.count <= end,
              (at..<(at + body.count)).allSatisfy({ token($0).span.start == span.start && token($0).span.length == span.length }) else { return nil }
        at += body.count
        return shape
    }

    /// The labels of a labelled tuple type of other values starting at the `(` at `start`
    /// (`(min: Int, max: Int)`; an unlabelled part named by its position) and the index after
    /// its `)`, or nil when it is none: no labels, geometry's labels, a function type (`(Int)
    /// -> Int`).
    mutating func recordLabels(_ start: Int, end: Int) -> (labels: [String], after: Int)? {
        guard let (parts, after) = parenthesizedParts(from: start, to: end), parts.count > 1,
              token(after).kind != .symbol(.arrow) else { return nil }
        let labels = Parser.partLabels(parts)
        guard Parser.labelsARecord(labels) else { return nil }
        return (labels.enumerated().map { $1?.0 ?? String($0) }, after)
    }

    /// The tokens of each part of the parenthesized type at `start` (split at its top-level
    /// commas) and the index after its `)`; nil when it does not close before `end`.
    mutating func parenthesizedParts(from start: Int, to end: Int) -> (parts: [[Token]], after: Int)? {
        var depth = 0, at = start
        var parts: [[Token]] = [[]]
        while at < end {
            let t = token(at)
            switch t.kind {
            case .symbol(.lparen), .symbol(.lbracket), .symbol(.less): depth += 1
            case .symbol(.rparen), .symbol(.rbracket), .symbol(.greater): depth -= 1
            default: break
            }
            if depth == 1, t.kind == .symbol(.comma) {
                parts.append([])
            } else if at > start, depth > 0 {
                parts[parts.count - 1].append(t)
            }
            at += 1
            if depth == 0 { return (parts, at) }
        }
        return nil
    }

    /// Each part's label (`name: String`), or nil for a part without one.
    static func partLabels(_ parts: [[Token]]) -> [(String, Span)?] {
        parts.map { part in
            if part.count > 2, case .identifier(let label) = part[0].kind, part[1].kind == .symbol(.colon) { return (label, part[0].span) }
            return nil
        }
    }

    /// Makes a closure's returns (or its one expression) to `shape`, as a function's declared
    /// return type makes them; gives the same declaration.
    static func conformedResult(_ decl: FunctionDecl, to shape: CollectionShape) -> FunctionDecl {
        decl.body = conformedBody(decl.body, isExpressionBody: decl.isExpressionBody, to: shape)
        return decl
    }

    /// A function's or closure's statements with its returns (or its one expression) made to
    /// its declared result's shape.
    static func conformedBody(_ body: [Stmt], isExpressionBody: Bool, to shape: CollectionShape) -> [Stmt] {
        if isExpressionBody, case .expression(let e) = body[0].kind {
            return [Stmt(kind: .expression(conformedLiteral(e, to: shape)), span: body[0].span)]
        }
        return conformingReturns(body, to: shape)
    }

    /// A function's statements with each `return` of a list or dictionary literal (not in a
    /// function or closure of its own) made to the declared return type's shape: `func f() ->
    /// Set<Int> { return [1, 1] }` returns the set.
    static func conformingReturns(_ body: [Stmt], to shape: CollectionShape) -> [Stmt] {
        body.map { s in
            var kind = s.kind
            switch s.kind {
            case .return(let e?): kind = .return(conformedLiteral(e, to: shape))
            case .if(let c, let yes, let no): kind = .if(c, conformingReturns(yes, to: shape), no.map { conformingReturns($0, to: shape) })
            case .while(let c, let b): kind = .while(c, conformingReturns(b, to: shape))
            case .repeatWhile(let b, let c): kind = .repeatWhile(conformingReturns(b, to: shape), c)
            case .for(let name, let e, let b): kind = .for(name, e, conformingReturns(b, to: shape))
            default: return s
            }
            return Stmt(kind: kind, span: s.span)
        }
    }

    /// `xs.append((a, b))`, `xs.insert((a, b), at: i)` on a list whose elements have a shape
    /// (`[(name: String, age: Int)]`, `[Set<Int>]`) — a variable declared so, or a list in one
    /// (`d[k, default: []].append(…)`, `d[k]!.append(…)`, `rows[0].append(…)` of a `[String:
    /// [(book: String, due: Int)]]` or `[[(ch: String, n: Int)]]`): the element's literal made
    /// to it, as Swift converts it from the element type.
    mutating func conformedElement(_ callee: Expr, _ args: [Argument]) -> [Argument] {
        guard case .member(let base, let name, _) = callee.kind, name == "append" || name == "insert",
              let first = args.first, first.label == nil else { return args }
        let inner: CollectionShape
        switch collectionShape(base) {
        case .list(let e)?, .optional(.list(let e)?)?: inner = e
        default: return args
        }
        var conformed = args
        conformed[0].value = Parser.conformedLiteral(first.value, to: inner)
        return conformed
    }

    /// `conformed` for a literal only (a list's, or a dictionary's call): a return's other
    /// values are the function's own, of whatever kind they are.
    static func conformedLiteral(_ e: Expr, to shape: CollectionShape) -> Expr {
        if case .integer = shape { return integerContext(e) }
        if case .optional(let wrapped?) = shape { return conformedLiteral(e, to: wrapped) }
        switch e.kind {
        case .conditional(let c, let a, let b):
            // `return k ? (1, "x") : (2, "y")` of a `-> (a: Int, b: String)`: each side.
            return Expr(kind: .conditional(c, conformedLiteral(a, to: shape), conformedLiteral(b, to: shape)), span: e.span)
        case .list, .tuple: return conformed(e, to: shape)
        case .call(let callee, _):
            if case .name(let ref) = callee.kind, ref.name == "Dictionary" || ref.name == "Array" { return conformed(e, to: shape) }
            // `return xs.map { ($0, 1) }` of a `-> [(row: Int, col: Int)]`.
            if case .member(_, let name, _) = callee.kind, ["map", "compactMap", "flatMap"].contains(name) { return conformed(e, to: shape) }
            return e
        default: return e
        }
    }

    /// Moves `at` to the first of `a` or `b` outside the brackets and angle brackets it
    /// passes (the rest of a type: `String?`, `[Int]`, `Array<Int>`), or to `end`.
    mutating func skipTypeRest(_ at: inout Int, end: Int, to a: Token.Kind, _ b: Token.Kind) {
        var depth = 0
        while at < end {
            let k = token(at).kind
            if depth == 0, k == a || k == b { return }
            if k == .symbol(.less) || k == .symbol(.lbracket) { depth += 1 }
            if k == .symbol(.greater) || k == .symbol(.rbracket) { depth -= 1 }
            at += 1
        }
    }

    /// A tuple literal's items each made to its part's shape, where the type gave one.
    static func conformedParts(_ items: [Expr], _ parts: [CollectionShape?]) -> [Expr] {
        items.enumerated().map { k, item in
            guard k < parts.count, let part = parts[k] else { return item }
            return conformed(item, to: part)
        }
    }

    /// `value` with its list literals made sets where `shape` says: `[1, 2]` for a `Set<Int>`
    /// is `Set([1, 2])`, the rows of a `[Set<Int>]` literal, the values of a `[String:
    /// Set<String>]` one. Any other value of a Set's place (a call's, a variable's) is made one
    /// too, `Set(x)` (a set's copy when it is one); nil stays nil.
    static func conformed(_ value: Expr, to shape: CollectionShape) -> Expr {
        switch (shape, value.kind) {
        case (_, .nil), (_, .closure): return value
        case (.optional(let wrapped?), _): return conformed(value, to: wrapped)
        case (.record, .conditional(let c, let a, let b)):
            // `let r: Row = flag ? ("a", 1) : ("b", 2)`: each side.
            return Expr(kind: .conditional(c, conformed(a, to: shape), conformed(b, to: shape)), span: value.span)
        case (.record, .coalesce(let a, let b)):
            // `let r: Row = table[k] ?? (0, 0)`: the default (the left is the type's already).
            return Expr(kind: .coalesce(a, conformed(b, to: shape)), span: value.span)
        case (.integer, _): return integerContext(value)
        case (.record(let labels, let parts), .tuple(let items)) where items.count == labels.count:
            return record(conformedParts(items, parts), labels: labels, value.span)
        case (.tuple(let parts), .tuple(let items)):
            // `return (7 / 2, 1)` of a `-> (Int, Int)`: each part to its type.
            return Expr(kind: .tuple(conformedParts(items, parts)), span: value.span)
        case (.record(let labels, let parts), .call(_, let args)) where recordLabels(of: value) == labels && args.count == 2 && args[1].label == "parts":
            // A labelled tuple literal written with the type's labels: its parts to their types
            // (`lines: [("a", 3)]` of a `lines: [(sku: String, qty: Int)]`).
            guard case .list(let items) = args[1].value.kind else { return value }
            return record(conformedParts(items, parts), labels: labels, value.span)
        case (.record(let labels, _), .name), (.record(let labels, _), .index), (.record(let labels, _), .call),
             (.record(let labels, _), .member), (.record(let labels, _), .unary(.unwrap, _)):
            // Another tuple's value (`best = r` of an unlabelled `r`, `cart[0] = pick()`): given
            // the labels where it has none, as Swift converts it (a labelled tuple stays itself).
            return recordLabels(of: value) != nil ? value : labelled(value, labels)
        case (.record, _): return value
        case (.set, _):
            let callee = Expr(kind: .name(NameRef("Set", value.span)), span: value.span)
            return Expr(kind: .call(callee, [Argument(label: nil, labelSpan: nil, value: value)]), span: value.span)
        case (.list(let inner), .list(let items)):
            return Expr(kind: .list(items.map { conformed($0, to: inner) }), span: value.span)
        case (.list(let inner), .call(let callee, var args)):
            // `Array(repeating: (".", false), count: n)` of a `[(ch: String, seen: Bool)]`
            // (rows of rows too): the repeated value made to the element type.
            if case .name(let ref) = callee.kind, ref.name == "Array", args.count == 2, args[0].label == "repeating" {
                args[0].value = conformed(args[0].value, to: inner)
                return Expr(kind: .call(callee, args), span: value.span)
            }
            // `let rows: [Row] = xs.map { ($0, 1) }`, `return xs.map { … }` of a `-> [Row]`:
            // what the closure gives made to the element type, as Swift infers the closure's
            // type from the declaration's (`flatMap`'s gives lists of them).
            guard case .member(_, let name, _) = callee.kind, ["map", "compactMap", "flatMap"].contains(name), args.count == 1,
                  case .closure(let decl) = args[0].value.kind, case .record = inner else { return value }
            let result: CollectionShape = name == "map" ? inner : name == "compactMap" ? .optional(inner) : .list(inner)
            args[0].value = Expr(kind: .closure(conformedResult(decl, to: result)), span: args[0].value.span)
            return Expr(kind: .call(callee, args), span: value.span)
        case (.dictionary(let inner, _), .call(let callee, let args)):
            // A dictionary literal: `Dictionary(dictionaryLiteral: [[k, v], …])`.
            guard case .name(let ref) = callee.kind, ref.name == "Dictionary", args.count == 1,
                  args[0].label == "dictionaryLiteral", case .list(let pairs) = args[0].value.kind else { return value }
            let made = pairs.map { pair -> Expr in
                guard case .list(let kv) = pair.kind, kv.count == 2 else { return pair }
                return Expr(kind: .list([kv[0], conformed(kv[1], to: inner)]), span: pair.span)
            }
            var argument = args[0]
            argument.value = Expr(kind: .list(made), span: args[0].value.span)
            return Expr(kind: .call(callee, [argument]), span: value.span)
        default:
            return value
        }
    }
}
