#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The language-level built-ins (docs/language.md): `print`, `assert`, maths, `type`, `exact`,
/// `degrees`, `radians`, constants, conversions, and the members of numbers and strings.
/// List members live in `ListLibrary`.
enum CoreLibrary {
    static var builtins: [Builtin] {
        var all: [Builtin] = [
            .function("print", [.variadic("values", .any)],
                      doc: "Prints the values separated by spaces, then a newline.",
                      .fn { args, ctx in try printLine(args[...], separator: " ", terminator: "\n", ctx) }),
            // Swift's print(_:separator:terminator:); three overloads without defaults, so a
            // plain print(…) has exactly one candidate (the variadic path).
            .function("print", [.variadic("values", .any), .label("separator", .string)],
                      doc: "Prints the values separated by separator, then a newline.",
                      .fn { args, ctx in
                          try printLine(args.dropLast(), separator: try args[args.count - 1].string(), terminator: "\n", ctx)
                      }),
            .function("print", [.variadic("values", .any), .label("terminator", .string)],
                      doc: "Prints the values separated by spaces, then terminator instead of a newline (\"\" for none).",
                      .fn { args, ctx in
                          try printLine(args.dropLast(), separator: " ", terminator: try args[args.count - 1].string(), ctx)
                      }),
            .function("print", [.variadic("values", .any), .label("separator", .string), .label("terminator", .string)],
                      doc: "Prints the values separated by separator, then terminator.",
                      .fn { args, ctx in
                          try printLine(args.dropLast(2), separator: try args[args.count - 2].string(),
                                        terminator: try args[args.count - 1].string(), ctx)
                      }),
            // Swift's debugPrint: strings quoted, as print shows them inside a list.
            .function("debugPrint", [.variadic("values", .any)],
                      doc: "Prints the values as print does, strings quoted and escaped (Swift's debugPrint: debugPrint(\"a\") prints \"a\").",
                      .fn { args, ctx in try printLine(args[...], separator: " ", terminator: "\n", ctx, quoted: true) }),
            .function("String", [.label("reflecting", .any)],
                      doc: "The value as debugPrint shows it, strings quoted (Swift's String(reflecting:), x.debugDescription).",
                      .f1 { v, ctx in .string(try v.formatted(ctx, quoteStrings: true)) }),
            // Swift's stride(from:to:by:) / stride(from:through:by:), as a list. Each element is
            // start + i × step (Swift's floating-point strides multiply too, so no error builds up).
            .function("stride", [.label("from", .number), .label("to", .number), .label("by", .number)],
                      doc: "The numbers from start up to, not including, end, step apart (a list; step may be negative).",
                      .f3 { a, b, s, ctx in try stride(a, b, s, through: false, ctx) }),
            .function("stride", [.label("from", .number), .label("through", .number), .label("by", .number)],
                      doc: "The numbers from start up to and including end (when a step lands on it), step apart (a list).",
                      .f3 { a, b, s, ctx in try stride(a, b, s, through: true, ctx) }),
            .function("assert", [.arg("condition", .any)],
                      doc: "Stops the script with an error unless the condition is true.",
                      .f1 { c, ctx in try stopUnless(c, "assertion failed", nil, ctx) }),
            .function("assert", [.arg("condition", .any), .arg("message", .any)],
                      doc: "Stops the script with the message unless the condition is true.",
                      .f2 { c, m, ctx in try stopUnless(c, "assertion failed", m, ctx) }),
            // Swift's fatalError() / fatalError(_:) and precondition(_:_:): a guard's else at the
            // top level ends with fatalError as Swift's does (it counts as leaving: Parser.leaves).
            .function("fatalError", [],
                      doc: "Stops the script with an error (a guard's else may end with it).",
                      .f0 { _ in throw RuntimeError("fatal error") }),
            .function("fatalError", [.arg("message", .any)],
                      doc: "Stops the script with the message as its error.",
                      .f1 { m, ctx in throw RuntimeError("fatal error: \(try m.formatted(ctx))") }),
            .function("precondition", [.arg("condition", .any)],
                      doc: "Stops the script with an error unless the condition is true (assert's Swift twin).",
                      .f1 { c, ctx in try stopUnless(c, "precondition failed", nil, ctx) }),
            .function("precondition", [.arg("condition", .any), .arg("message", .any)],
                      doc: "Stops the script with the message unless the condition is true.",
                      .f2 { c, m, ctx in try stopUnless(c, "precondition failed", m, ctx) }),
            .function("type", [.arg("value", .any)],
                      doc: "The name of the value's type: \"Number\", \"Point\", \"View\", ….",
                      .f1 { v, _ in .string(v.typeName) })
                .valued { v in .string(v.typeName) },
            .function(Parser.isZeroName, [.arg("value", .any)],
                      doc: "x == .zero where nothing says which zero: whether x is the zero of its kind — 0, a Point or Size of zeros, a Rect of four (the parser writes Swift's x == .zero as this call).",
                      .f1 { v, _ in
                          switch v {
                          case .number(let x): .bool(x == 0)
                          case .point(let p): .bool(p.x == 0 && p.y == 0)
                          case .size(let s): .bool(s.width == 0 && s.height == 0)
                          case .rect(let r): .bool(r.value == Rect(x: 0, y: 0, width: 0, height: 0))
                          default: .bool(false)
                          }
                      }),
            .function("type", [.label("of", .any)],
                      doc: "Swift's type(of:): the value's type by Swift's name (\"Double\", \"CGPoint\", a view's UIKit class …).",
                      .f1 { v, _ in .string(CoreLibrary.swiftTypeName(v)) }),
            .function("exact", [.arg("value", .any)],
                      doc: "The value as text with every digit (display normally shows 4 decimals).",
                      .f1 { v, _ in .string(v.formatted(.exact)) }),
            .function("degrees", [.arg("radians", .number)],
                      doc: "Radians converted to degrees.",
                      .f1 { r, _ in .number(try r.number() * 180 / Double.pi) })
                .numeric { $0 * 180 / Double.pi },
            .function("radians", [.arg("degrees", .number)],
                      doc: "Degrees converted to radians (also written 90deg or 90°).",
                      .f1 { d, _ in .number(try d.number() * Double.pi / 180) })
                .numeric { $0 * Double.pi / 180 },
            .function("atan2", [.arg("y", .number), .arg("x", .number)],
                      doc: "The angle of the point (x, y) from the x axis, in radians (−pi…pi).",
                      .f2 { y, x, _ in .number(atan2(try y.number(), try x.number())) })
                .numeric { y, x in atan2(y, x) },
            .function("pow", [.arg("x", .number), .arg("y", .number)],
                      doc: "x raised to the power y (geo has no ** operator): pow(2, 10) is 1024, pow(x, 0.5) is sqrt(x).",
                      .f2 { x, y, _ in .number(pow(try x.number(), try y.number())) })
                .numeric { x, y in pow(x, y) },
            .function("hypot", [.arg("x", .number), .arg("y", .number)],
                      doc: "sqrt(x*x + y*y) without overflow.",
                      .f2 { x, y, _ in .number(hypot(try x.number(), try y.number())) })
                .numeric { x, y in hypot(x, y) },
            // C's remainders, which Swift code imports from Foundation (`fmod(t, period)`).
            .function("fmod", [.arg("x", .number), .arg("y", .number)],
                      doc: "C's fmod: x - n*y with n = x/y toward zero, so the result has x's sign (Swift's x.truncatingRemainder(dividingBy: y); geo's % on whole numbers).",
                      .f2 { x, y, _ in .number(try x.number().truncatingRemainder(dividingBy: try y.number())) })
                .numeric { x, y in x.truncatingRemainder(dividingBy: y) },
            .function("remainder", [.arg("x", .number), .arg("y", .number)],
                      doc: "C's remainder: x - n*y with n = x/y rounded to the nearest whole number, ties to even (Swift's x.remainder(dividingBy: y)): remainder(7, 4) is -1.",
                      .f2 { x, y, _ in .number(try x.number().remainder(dividingBy: try y.number())) })
                .numeric { x, y in x.remainder(dividingBy: y) },
            .function("min", [.variadic("values", .any)],
                      doc: "The smallest of the numbers or strings (or of one list of them).",
                      .fn { args, _ in try extremum(args, name: "min", .least) })
                .pairing { a, b in Extremum.least.pick(a, b) },
            .function("max", [.variadic("values", .any)],
                      doc: "The largest of the numbers or strings (or of one list of them).",
                      .fn { args, _ in try extremum(args, name: "max", .greatest) })
                .pairing { a, b in Extremum.greatest.pick(a, b) },
            .function("Number", [.arg("value", .any)],
                      doc: "A number from a number, a Bool (1/0) or a numeric string; nil when the string is not a number.",
                      .f1 { v, _ in
                          guard let n = number(v) else {
                              throw RuntimeError("cannot convert \(RuntimeError.describeBriefly(v)) to a Number")
                          }
                          return n
                      })
                .valued(number),
            .function("String", [.arg("value", .any)],
                      doc: "The value as text, as print shows it; a list of characters joined (Swift's String of [Character]; [] is \"\").",
                      .f1 { v, ctx in
                          // Swift's `String(chars.reversed())`: a String made of Characters, which
                          // are one-character strings in geo. An empty list is the empty String, as
                          // Swift's String of no Characters (Swift has no String(_:) of another
                          // list: String(describing:) prints one).
                          if case .list(let items) = v, items.allSatisfy(CharacterMethods.isCharacter) {
                              return .string(CharacterMethods.joined(items))
                          }
                          return .string(try v.formatted(ctx))
                      })
                // A String is its own text (`out += String(c)` on a character): given back with no
                // call made, where it went through the formatting of a value (~1,000 instructions).
                .valued { v in
                    if case .string = v { return v }
                    return nil
                },
            .function("String", [.label("format", .string), .variadic("arguments", .any)],
                      doc: "Text from a C format, as Swift's String(format:): %d %i %u %x %o (whole numbers), %f %e %g %a (numbers, e.g. %.2f), %@ %s (any value's text), %%.",
                      .fn { args, ctx in .string(try StringFormat.format(try args[0].string(), Array(args.dropFirst()), ctx)) }),
            .function("String", [.label("repeating", .string), .label("count", .number)],
                      doc: "The text repeated count times, as Swift's String(repeating:count:).",
                      .f2 { text, n, ctx in
                          let piece = try text.string()
                          let count = try repetitions(n, "String(repeating:count:)")
                          let (bytes, overflow) = piece.utf8.count.multipliedReportingOverflow(by: count)
                          try ctx.checkStringLength(overflow ? .max : bytes)
                          return .string(String.repeating(piece, count: count))
                      }),
            .function("Array", [.label("repeating", .any), .label("count", .number)],
                      doc: "A list of count copies of a value, as Swift's Array(repeating:count:).",
                      .f2 { x, n, ctx in try repeated(x, n, "Array(repeating:count:)", ctx) }),
            .constant("pi", .number(Double.pi), doc: "The ratio of a circle's circumference to its diameter."),
            .constant("infinity", .number(Double.infinity), doc: "Positive infinity."),
            .constant("nan", .number(Double.nan), doc: "Not a number (nan != nan)."),
            .global("arguments", doc: "The command-line arguments after the script name, a list of strings.") { ctx in
                .list(ctx.arguments.map(Value.string))
            },
        ]
        // Structs, not tuples: a closure kept in a tuple in an array is stored reabstracted, and
        // each call of `floor(m / 10)` then went through two thunks (digits: ~48 M instructions).
        let unary: [MathFunction] = [
            MathFunction("sin", "The sine of an angle in radians.", { sin($0) }),
            MathFunction("cos", "The cosine of an angle in radians.", { cos($0) }),
            MathFunction("tan", "The tangent of an angle in radians.", { tan($0) }),
            MathFunction("asin", "The arc sine, in radians.", { asin($0) }),
            MathFunction("acos", "The arc cosine, in radians.", { acos($0) }),
            MathFunction("atan", "The arc tangent, in radians.", { atan($0) }),
            MathFunction("sqrt", "The square root (nan for a negative number).", { $0.squareRoot() }),
            MathFunction("cbrt", "The cube root.", { cbrt($0) }),
            MathFunction("exp", "e to the power x.", { exp($0) }),
            MathFunction("log", "The natural logarithm (base e; -infinity at 0, nan below).", { log($0) }),
            MathFunction("log10", "The logarithm in base 10.", { log10($0) }),
            MathFunction("log2", "The logarithm in base 2.", { log2($0) }),
            MathFunction("exp2", "2 to the power x.", { exp2($0) }),
            MathFunction("abs", "The absolute value.", { Swift.abs($0) }),
            MathFunction("fabs", "The absolute value (C's name for abs).", { Swift.abs($0) }),
            MathFunction("floor", "The largest whole number not above x.", { $0.rounded(.down) }),
            MathFunction("ceil", "The smallest whole number not below x.", { $0.rounded(.up) }),
            MathFunction("round", "x rounded to the nearest whole number, halves away from zero.",
             { $0.rounded(.toNearestOrAwayFromZero) }),
            MathFunction("trunc", "x without its fraction, toward zero (what Swift's Int(x) keeps).", { $0.rounded(.towardZero) }),
        ]
        for m in unary {
            let f = m.work
            all.append(.function(m.name, [.arg("x", .number)], doc: m.doc, .f1 { x, _ in .number(f(try x.number())) }).numeric(f))
        }
        all += stringMembers
        all += ListLibrary.builtins
        return all
    }

    /// `s.replacing(a, with: b)` (and Foundation's `replacingOccurrences(of:with:)`): every
    /// occurrence of a replaced, the result sized before it is built (1024 × "x" with a 64 MB
    /// replacement is 64 GB).
    static func replaced(_ s: Value, _ a: Value, _ b: Value, _ ctx: RuntimeContext) throws -> Value {
        let target = try a.string()
        guard !target.isEmpty else { return s }
        let whole = try s.string(), replacement = try b.string()
        let count = whole.occurrences(of: target)
        let (growth, o1) = count.multipliedReportingOverflow(by: replacement.utf8.count - target.utf8.count)
        let (size, o2) = whole.utf8.count.addingReportingOverflow(growth)
        try ctx.checkStringLength(o1 || o2 ? Int.max : size)
        return .string(whole.replacing(target, with: replacement, reserving: size))
    }

    /// `print`'s line: the values as `print` shows them, joined and ended as asked; sized first.
    static func printLine(_ values: ArraySlice<Value>, separator: String, terminator: String, _ ctx: RuntimeContext,
                          quoted: Bool = false) throws -> Value {
        var line = ""
        for (i, a) in values.enumerated() {
            if i > 0 {
                line += separator
                try ctx.checkStringLength(line.utf8.count)
            }
            line += try a.formatted(ctx, quoteStrings: quoted)
        }
        line += terminator
        try ctx.checkStringLength(line.utf8.count)
        ctx.write(line)
        return .nil
    }

    /// `stride(from:to:by:)` (`through: false`) and `stride(from:through:by:)` as a list,
    /// counted and sized before it is built.
    static func stride(_ from: Value, _ to: Value, _ by: Value, through: Bool, _ ctx: RuntimeContext) throws -> Value {
        let start = try from.number(), end = try to.number(), step = try by.number()
        let count = try strideCount(start, end, step, through: through, ctx)
        var items: [Value] = []
        items.reserveCapacity(count)
        for i in 0..<count { items.append(.number(strideElement(start, step, i))) }
        return .list(items)
    }

    /// How many elements `stride(from: start, to: end, by: step)` (`through`: `through: end`)
    /// has, checked as its list is made — its errors, the list length limit, the memory the
    /// list takes noted — also where a `for` loop counts through them without the list
    /// (path `forStride`).
    static func strideCount(_ start: Double, _ end: Double, _ step: Double, through: Bool, _ ctx: RuntimeContext) throws -> Int {
        let name = through ? "stride(from:through:by:)" : "stride(from:to:by:)"
        guard start.isFinite, end.isFinite else {
            throw RuntimeError("\(name) needs finite bounds, not \(NumberFormat.exact.string(start.isFinite ? end : start))")
        }
        guard step.isFinite, step != 0 else {
            throw RuntimeError("the step of \(name) must be a finite number other than 0, not \(NumberFormat.exact.string(step))")
        }
        // Element i is start + i × step while it is before end (at or before, `through`), as
        // Swift's iterator tests each one; the division only estimates where that stops.
        func fits(_ i: Double) -> Bool {
            let x = start + i * step
            return through ? (step > 0 ? x <= end : x >= end) : (step > 0 ? x < end : x > end)
        }
        let estimate = ((end - start) / step).rounded(.down)
        guard estimate < Double(ctx.limits.listLength) else {
            throw LimitError("list length limit exceeded: \(name) has about \(NumberFormat.exact.string(estimate + 1)) elements (Limits.listLength is \(ctx.limits.listLength))")
        }
        var count = max(0, estimate + 1)
        while count > 0, !fits(count - 1) { count -= 1 }
        while fits(count) { count += 1 }
        try ctx.checkListLength(Int(count))
        try ctx.noteAllocation(Int(count) * MemoryLayout<Value>.stride)
        return Int(count)
    }

    /// Element `i` of a stride from `start` by `step`.
    @inline(__always) static func strideElement(_ start: Double, _ step: Double, _ i: Int) -> Double {
        start + Double(i) * step
    }

    /// `min`/`max` over numbers or strings, one value at a time from the first as Swift's
    /// variadic ones (`rule`); over a single list of them, as the list's `min()` / `max()`.
    static func extremum(_ args: [Value], name: String, _ rule: Extremum) throws -> Value {
        var values = args, rule = rule
        if args.count == 1, case .list(let items) = args[0] {
            values = items
            rule = rule.ofSequence
        }
        guard !values.isEmpty else { throw RuntimeError("\(name) needs at least one number") }
        if case .string = values[0] {
            // Swift's `max("pear", "apple")`.
            return try ListLibrary.extremeString(values, rule) { i, v in try v.string("argument \(i + 1) of \(name)") }
        }
        var best = try values[0].number("argument 1 of \(name)")
        for (i, v) in values.enumerated().dropFirst() {
            best = rule.pick(best, try v.number("argument \(i + 1) of \(name)"))
        }
        return .number(best)
    }

    /// The names of Foundation's character sets geo knows (`characterSet(named:)`).
    static let characterSetNames = ".whitespaces, .newlines, .whitespacesAndNewlines, .decimalDigits, .letters, .lowercaseLetters, .uppercaseLetters, .alphanumerics, .punctuationCharacters or .symbols"

    /// Foundation's CharacterSet of that name, as a test of a Unicode scalar: its documented
    /// contents by Unicode general category (Apple's CharacterSet documentation: `letters` is
    /// L* and M*, `decimalDigits` Nd, `alphanumerics` L*, M* and N*, `punctuationCharacters` P*,
    /// `symbols` S*; `whitespaces` is Zs and tab, `newlines` U+000A–U+000D, U+0085, U+2028,
    /// U+2029).
    static func characterSet(named value: Value, parameter: String) throws -> (Unicode.Scalar) -> Bool {
        var name = try value.string()
        if name.hasPrefix(".") { name.removeFirst() }
        // `.letters.inverted`: the complement.
        if name.hasSuffix(".inverted") {
            let set = try characterSet(named: .string(String(name.dropLast(".inverted".count))), parameter: parameter)
            return { !set($0) }
        }
        switch name {
        case "whitespaces": return { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        case "newlines": return isNewline
        case "whitespacesAndNewlines": return { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator || isNewline($0) }
        case "decimalDigits": return { $0.properties.generalCategory == .decimalNumber }
        case "letters": return { isLetter($0) || isMark($0) }
        case "lowercaseLetters": return { $0.properties.generalCategory == .lowercaseLetter }
        case "uppercaseLetters": return { [.uppercaseLetter, .titlecaseLetter].contains($0.properties.generalCategory) }
        case "alphanumerics": return { isLetter($0) || isMark($0) || isNumber($0) }
        case "punctuationCharacters":
            return { [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                      .finalPunctuation, .otherPunctuation].contains($0.properties.generalCategory) }
        case "symbols":
            return { [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol].contains($0.properties.generalCategory) }
        default:
            throw RuntimeError("no character set '.\(name)': write \(characterSetNames)", parameter: parameter)
        }
    }

    private static func isNewline(_ c: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(c.value) || c.value == 0x85 || c.value == 0x2028 || c.value == 0x2029
    }
    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter].contains(c.properties.generalCategory)
    }
    private static func isMark(_ c: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains(c.properties.generalCategory)
    }
    private static func isNumber(_ c: Unicode.Scalar) -> Bool {
        [.decimalNumber, .letterNumber, .otherNumber].contains(c.properties.generalCategory)
    }

    /// Foundation's `components(separatedBy:)` of a character set: the pieces between its
    /// scalars (as Foundation splits, "\r\n" is two newlines), empty ones kept.
    static func components(_ s: Value, _ ctx: RuntimeContext, by isSeparator: (Unicode.Scalar) -> Bool) throws -> Value {
        var pieces: [Value] = [], piece = String.UnicodeScalarView()
        for c in try s.string().unicodeScalars {
            if isSeparator(c) {
                pieces.append(.string(String(piece)))
                piece = String.UnicodeScalarView()
                try ctx.checkListLength(pieces.count + 1)
            } else {
                piece.append(c)
            }
        }
        pieces.append(.string(String(piece)))
        return .list(pieces)
    }

    /// `s.split(separator:)`'s pieces, empty ones kept; the separator must not be empty.
    static func pieces(_ s: Value, separator sep: Value, omittingEmpty: Bool = false, _ ctx: RuntimeContext) throws -> [String] {
        let separator = try sep.string()
        guard !separator.isEmpty else { throw RuntimeError("split(separator:) needs a non-empty separator", parameter: "separator") }
        let whole = try s.string()
        // Sized before it is built: one piece more than there are separators (room made for
        // them at once, not grown piece by piece).
        let count = whole.occurrences(of: separator) + 1
        try ctx.checkListLength(count)
        return whole.splitting(by: separator, omittingEmpty: omittingEmpty, capacity: count)
    }

    /// `s.append(t)` and `s.append(contentsOf: t)`: in place, as `s += t`.
    private static func appendText(_ text: inout String, _ more: Value, _ ctx: RuntimeContext) throws -> Value {
        try Operators.append(try more.string(), to: &text, ctx)
        return .nil
    }

    static var stringMembers: [Builtin] {
        [
            .property("count", on: .string, type: .number, doc: "The number of characters.",
                      get: { s, _ in .number(Double(try s.string().countedCharacters)) }),
            .property("isEmpty", on: .string, type: .bool, doc: "Whether the string has no characters.",
                      get: { s, _ in .bool(try s.string().isEmpty) }),
            .method("uppercased", on: .string, [], doc: "The string in upper case.",
                    .f1 { s, ctx in
                        let text = try s.string().uppercased()   // at most 3 × the bytes (ß → SS)
                        try ctx.checkStringLength(text.utf8.count)
                        return .string(text)
                    }),
            .method("lowercased", on: .string, [], doc: "The string in lower case.",
                    .f1 { s, ctx in
                        let text = try s.string().lowercased()   // may grow too (İ → i̇)
                        try ctx.checkStringLength(text.utf8.count)
                        return .string(text)
                    }),
            .method("contains", on: .string, [.arg("text", .string)], doc: "Whether the text occurs in the string.",
                    .f2 { s, t, _ in
                        let text = try t.string()
                        let whole = try s.string()
                        return .bool(text.isEmpty || (PlainText.contains(text, in: whole) ?? whole.contains(text)))
                    }),
            .method("hasPrefix", on: .string, [.arg("prefix", .string)], doc: "Whether the string starts with prefix.",
                    .f2 { s, t, _ in let p = try t.string(); return .bool(try s.string().hasPrefix(p)) }),
            .method("hasSuffix", on: .string, [.arg("suffix", .string)], doc: "Whether the string ends with suffix.",
                    .f2 { s, t, _ in let p = try t.string(); return .bool(try s.string().hasSuffix(p)) }),
            .method("enumerated", on: .string, [],
                    doc: "Each character (a one-character string) with its index, as [index, character] pairs: for (i, c) in s.enumerated() { … }.",
                    .f1 { s, ctx in
                        let text = try s.string()
                        let count = text.characterCount
                        try ctx.checkListLength(count)
                        return try ListLibrary.indexedPairs(text.characterValues, count: count, ctx)
                    }),
            // Swift's default leaves the empty pieces out (`"a  b"` is ["a", "b"]):
            // `omittingEmptySubsequences: false` or Foundation's `components(separatedBy:)` keep them.
            .method("split", on: .string, [.label("separator", .string)],
                    doc: "The non-empty pieces between occurrences of separator, as a list of strings (Swift's split: \"a  b\" gives [\"a\", \"b\"]).",
                    .f2 { s, sep, ctx in .list(try pieces(s, separator: sep, omittingEmpty: true, ctx).map(Value.string)) }),
            .method("replacing", on: .string, [.arg("text", .string), .label("with", .string)],
                    doc: "The string with every occurrence of text replaced.", .f3(replaced)),
            .stringChanging("append", [.arg("text", .string)], doc: "Adds the text at the end (as s += text).", appendText),
            .stringChanging("append", [.label("contentsOf", .string)], doc: "Adds the text at the end (as s += text).", appendText),
            .method("trimmed", on: .string, [], doc: "The string without leading and trailing spaces and newlines.",
                    .f1 { s, _ in .string(try s.string().trimmingSpaces()) }),
            // Foundation's spellings, which Swift code reaches for (`import Foundation` / UIKit).
            .method("trimmingCharacters", on: .string, [.label("in", .kind(.string))],
                    doc: "The string without leading and trailing characters of a set: \(characterSetNames) (Foundation's CharacterSet).",
                    .f2 { s, set, _ in
                        let test = try characterSet(named: set, parameter: "in")
                        return .string(try s.string().trimming(while: { $0.unicodeScalars.allSatisfy(test) }))
                    }),
            .method("trimmingCharacters", on: .string, [.label("inCharactersOf", .kind(.string))],
                    doc: "trimmingCharacters(in: CharacterSet(charactersIn: chars)), as geo reads it: the string without leading and trailing characters of chars.",
                    .f2 { s, chars, _ in
                        let set = Set(try chars.string().unicodeScalars)
                        return .string(try s.string().trimming(while: { $0.unicodeScalars.allSatisfy(set.contains) }))
                    }),
            .method("components", on: .string, [.label("separatedByCharactersIn", .kind(.string))],
                    doc: "components(separatedBy: .newlines), as geo reads it: the pieces between the characters of Foundation's set (\(characterSetNames)), empty ones kept.",
                    .f2 { s, set, ctx in
                        try components(s, ctx, by: try characterSet(named: set, parameter: "separatedByCharactersIn"))
                    }),
            .method("components", on: .string, [.label("separatedByCharactersOf", .kind(.string))],
                    doc: "components(separatedBy: CharacterSet(charactersIn: chars)), as geo reads it: the pieces between the characters of chars, empty ones kept.",
                    .f2 { s, chars, ctx in
                        let set = Set(try chars.string().unicodeScalars)
                        return try components(s, ctx, by: set.contains)
                    }),
            .property("capitalized", on: .string, type: .string,
                      doc: "Each word with its first letter in upper case and the rest in lower case (Foundation's: a word starts after a character that has no case, such as a space or a digit; an apostrophe does not end one: \"o'neil's 3rd\" is \"O'neil's 3Rd\").",
                      get: { s, ctx in
                          // As CoreFoundation's CFStringCapitalize: a cased character after a
                          // cased one is lowered, any other raised; a case-ignorable one (Unicode's
                          // Case_Ignorable: ' ’ . : and combining marks) leaves that as it was.
                          // A word's first letter takes its titlecase form (Unicode's
                          // Titlecase_Mapping: "ß" is "Ss", "ǆ" is "ǅ", not "SS", "Ǆ").
                          var text = "", atStart = true
                          for c in try s.string() {
                              if atStart {
                                  var scalars = c.unicodeScalars.makeIterator()
                                  if let first = scalars.next() { text += first.properties.titlecaseMapping }
                                  while let rest = scalars.next() { text.unicodeScalars.append(rest) }
                              } else {
                                  text += c.lowercased()
                              }
                              if !c.unicodeScalars.allSatisfy(\.properties.isCaseIgnorable) { atStart = !c.isCased }
                          }
                          try ctx.checkStringLength(text.utf8.count)
                          return .string(text)
                      }),
            .method("padding", on: .string, [.label("toLength", .number), .label("withPad", .string), .label("startingAt", .number)],
                    doc: "The string cut or padded to toLength characters: padded with withPad repeated, from its character startingAt (Foundation's).",
                    .f4 { s, length, pad, start, ctx in
                        let text = try s.string(), padding = Array(try pad.string())
                        let n = try repetitions(length, "padding(toLength:withPad:startingAt:)", parameter: "toLength")
                        let first = try start.number()
                        guard !padding.isEmpty else { throw RuntimeError("withPad must not be empty", parameter: "withPad") }
                        guard first >= 0, first == first.rounded(.towardZero), first < Double(padding.count) else {
                            throw RuntimeError("startingAt must be an index of withPad's characters, 0..<\(padding.count) (it is \(NumberFormat.exact.string(first)))", parameter: "startingAt")
                        }
                        let count = text.characterCount
                        guard count < n else { return .string(String(text.prefix(n))) }
                        // Sized before it is built: no more bytes a character than withPad's widest.
                        let widest = padding.map { $0.utf8.count }.max() ?? 1
                        try ctx.checkStringLength(text.utf8.count + min(n - count, Int.max / 2 / widest) * widest)
                        var result = text, k = Int(first)
                        for _ in count..<n {
                            result.append(padding[k])
                            k = (k + 1) % padding.count
                        }
                        return .string(result)
                    }),
        ]
    }
}

/// A built-in function of one Number (`sin`, `floor` …): its name, its help text and its work.
struct MathFunction {
    let name: String
    let doc: String
    let work: NumberFunction
    init(_ name: String, _ doc: String, _ work: @escaping NumberFunction) {
        self.name = name
        self.doc = doc
        self.work = work
    }
}

extension String {
    /// `a + b` made in one allocation of the joined size, the two texts' bytes copied (Swift's
    /// `+` copies `a`, then appends `b` through its general append: about twice the work).
    static func joining(_ a: String, _ b: String) -> String {
        if b.isEmpty { return a }
        if a.isEmpty { return b }
        var a = a, b = b  // withUTF8 on a native string copies nothing
        return a.withUTF8 { first in
            b.withUTF8 { second in
                String(unsafeUninitializedCapacity: first.count + second.count) { buffer in
                    let rest = UnsafeMutableBufferPointer(rebasing: buffer[first.count...])
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<first.count]).initialize(from: first)
                    _ = rest.initialize(from: second)
                    return first.count + second.count
                }
            }
        }
    }

    /// `piece` written `count` times (`String(repeating:count:)`, the size checked by the
    /// caller), made in one allocation: Swift's appends the piece `count` times.
    static func repeating(_ piece: String, count: Int) -> String {
        var piece = piece
        return piece.withUTF8 { bytes in
            guard !bytes.isEmpty, count > 0 else { return "" }
            return String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
                if bytes.count == 1 {
                    buffer.initialize(repeating: bytes[0])
                } else {
                    for k in 0..<count {
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[(k * bytes.count)...]).initialize(from: bytes)
                    }
                }
                return bytes.count * count
            }
        }
    }

    /// The number of characters (grapheme clusters), as `count` gives it. ASCII text is
    /// counted from its bytes: there every byte is a character except that "\r\n" is one.
    var characterCount: Int {
        let ascii = utf8.withContiguousStorageIfAvailable(String.asciiCharacterCount)
        return (ascii ?? nil) ?? count
    }

    /// The number of characters of the text `bytes` when it is ASCII, else nil: a character a
    /// byte, but "\r\n" one (Unicode's grapheme cluster rule GB3, UAX #29, as Swift counts).
    /// Eight bytes at a time — a byte above 0x7F or a line feed found by a word's bits — then
    /// the CR LF pairs counted only in text that has a line feed.
    static func asciiCharacterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        let n = bytes.count
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101, lineFeeds = ones &* 10
        var i = 0, anyLineFeed = false
        while i + 8 <= n {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if word & high != 0 { return nil }
            // A zero byte of word ^ lineFeeds is a line feed: (x - 1…) & ~x has its high bit.
            let x = word ^ lineFeeds
            if (x &- ones) & ~x & high != 0 { anyLineFeed = true }
            i += 8
        }
        while i < n {
            if base[i] >= 0x80 { return nil }
            if base[i] == 10 { anyLineFeed = true }
            i += 1
        }
        guard anyLineFeed else { return n }
        var pairs = 0
        for j in 1..<n where base[j] == 10 && base[j - 1] == 13 { pairs += 1 }
        return n - pairs
    }

    /// Each ASCII character as a string (small strings: copied without a retain).
    static let asciiCharacters: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    /// The characters as one-character strings (`for c in s`, `s.enumerated()`): an ASCII
    /// text byte by byte (a CR LF pair is one character, as Swift counts it), any other by
    /// Swift's characters.
    var characterValues: [Value] {
        let table = String.asciiCharacters
        let ascii = utf8.withContiguousStorageIfAvailable { bytes -> [Value]? in
            var values: [Value] = []
            values.reserveCapacity(bytes.count)
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                if b >= 0x80 { return nil }
                if b == 13, i + 1 < bytes.count, bytes[i + 1] == 10 {
                    values.append(.string("\r\n"))
                    i += 2
                    continue
                }
                values.append(.string(table[Int(b)]))
                i += 1
            }
            return values
        }
        return (ascii ?? nil) ?? map { .string(String($0)) }
    }

    /// The pieces between occurrences of a non-empty separator (empty pieces kept).
    func splitting(by separator: String, omittingEmpty: Bool = false, capacity: Int = 0) -> [String] {
        if let pieces = PlainText.split(self, by: separator, omittingEmpty: omittingEmpty, capacity: capacity) { return pieces }
        var pieces: [String] = []
        pieces.reserveCapacity(capacity)
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            if !omittingEmpty || range.lowerBound > rest.startIndex { pieces.append(String(rest[..<range.lowerBound])) }
            rest = rest[range.upperBound...]
        }
        if !omittingEmpty || !rest.isEmpty { pieces.append(String(rest)) }
        return pieces
    }

    /// How many times a non-empty `separator` occurs, without overlaps (as `splitting` cuts).
    func occurrences(of separator: String) -> Int {
        if let count = PlainText.occurrences(of: separator, in: self) { return count }
        var count = 0
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }

    /// Every occurrence of a non-empty `target` replaced, into a string of `size` bytes.
    func replacing(_ target: String, with replacement: String, reserving size: Int) -> String {
        var result = ""
        result.reserveCapacity(size)
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }

    /// `Number(s)`: the number the text writes, without leading and trailing whitespace and
    /// `_` separators, or nil. An ASCII text is trimmed by its bytes (its whitespace characters
    /// are single bytes, or a CR LF pair).
    var numberValue: Value {
        let ascii = utf8.withContiguousStorageIfAvailable { bytes -> Value? in
            func isSpace(_ b: UInt8) -> Bool { b == 32 || (b >= 9 && b <= 13) }
            var start = 0, end = bytes.count
            var underscores = false
            for b in bytes {
                if b >= 0x80 { return nil }
                if b == UInt8(ascii: "_") { underscores = true }
            }
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            if underscores { text.removeAll { $0 == "_" } }
            return Double(text).map(Value.number) ?? .nil
        }
        if let ascii = ascii ?? nil { return ascii }
        return Double(trimmingSpaces().replacingUnderscores()).map(Value.number) ?? .nil
    }

    /// Without leading and trailing whitespace.
    func trimmingSpaces() -> String { trimming(while: \.isWhitespace) }

    /// Without the leading and trailing characters that `trims` is true for.
    func trimming(while trims: (Character) -> Bool) -> String {
        var s = Substring(self)
        while let c = s.first, trims(c) { s.removeFirst() }
        while let c = s.last, trims(c) { s.removeLast() }
        return String(s)
    }

    /// Without `_` digit separators.
    func replacingUnderscores() -> String { filter { $0 != "_" } }
}

extension CoreLibrary {
    /// `Number(v)`: a Number, a Bool as 1 or 0, a String's number or nil; nil (no result) for
    /// any other kind, which `Number` refuses.
    static func number(_ v: Value) -> Value? {
        switch v {
        case .number: v
        case .bool(let b): .number(b ? 1 : 0)
        case .string(let s): s.numberValue
        default: nil
        }
    }

    /// The name Swift's `type(of:)` would print for the value geo has: numbers are Doubles,
    /// geometry is Core Graphics', a view its UIKit class, a list `Array<Any>`.
    static func swiftTypeName(_ v: Value) -> String {
        switch v {
        case .number: "Double"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .transform: "CGAffineTransform"
        case .view(let view): view.className.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? "UIView"
        case .list: "Array<Any>"
        case .nil: "Optional<Any>"
        default: v.typeName
        }
    }

    /// A list of `n` copies of `x` (`Array(repeating:count:)`, `repeatElement(_:count:)`).
    static func repeated(_ x: Value, _ n: Value, _ what: String, _ ctx: RuntimeContext) throws -> Value {
        let count = try repetitions(n, what)
        try ctx.checkListLength(count)
        try ctx.noteAllocation(count * MemoryLayout<Value>.stride)
        return .list(Array(repeating: x, count: count))
    }

    /// The `count:` of `String(repeating:count:)` and `Array(repeating:count:)`: a whole
    /// number, 0 or more (Swift traps on a negative count; geo says so).
    /// `parameter`: the parameter the count fills, where the error is located (nil: the call).
    static func repetitions(_ n: Value, _ what: String, parameter: String? = nil) throws -> Int {
        let x = try n.number("the count of \(what)")
        guard x == x.rounded(), x >= 0, x < 0x1p62 else {
            throw RuntimeError("the count of \(what) must be a whole number, 0 or more (it is \(NumberFormat.exact.string(x)))",
                               notes: Compiler.fractionalIndex(x)?.1 ?? [], parameter: parameter)
        }
        return Int(x)
    }
}

/// assert's and precondition's test: nothing when the condition is true, else an error saying
/// what failed, with the script's message when it gave one.
private func stopUnless(_ condition: Value, _ failed: String, _ message: Value?, _ ctx: RuntimeContext) throws -> Value {
    guard condition.isTruthy else {
        throw RuntimeError(try message.map { "\(failed): \(try $0.formatted(ctx))" } ?? failed)
    }
    return .nil
}

/// Which of Swift's rules picks the least or the greatest value, taking the values one at a
/// time from the first: the free `min(x, y)` is `y < x ? y : x` and `max(x, y)` is `y >= x ? y :
/// x` (of equal values the later), their variadic forms fold the rest the same way; a
/// sequence's `min()` takes an element below the best so far, its `max()` one above it
/// (`areInIncreasingOrder(best, e)`: the first of equal ones kept). A comparison with nan is
/// false, so nan is picked only where it comes first — `max(4, nan)` is 4, `max(nan, 4)` nan —
/// and `max(0, -0)` is -0 where `[0, -0].max()` is 0, as in Swift.
enum Extremum {
    case least, greatest, greatestOfSequence

    /// The rule of a sequence's `min()` / `max()` picking what this picks.
    var ofSequence: Extremum { self == .least ? .least : .greatestOfSequence }

    /// Whether `x` replaces `best`, the one picked so far.
    @inline(__always) func takes<T: Comparable>(_ x: T, over best: T) -> Bool {
        switch self {
        case .least: x < best
        case .greatest: x >= best
        case .greatestOfSequence: best < x
        }
    }

    /// The one of `best` (picked so far) and `x` this rule keeps: one step of `min(…)` /
    /// `max(…)`, and `min(a, b)` / `max(a, b)` of two Numbers (`Builtin.pairing`).
    @inline(__always) func pick(_ best: Double, _ x: Double) -> Double {
        takes(x, over: best) ? x : best
    }
}
