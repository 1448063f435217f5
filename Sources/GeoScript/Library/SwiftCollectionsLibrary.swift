/// The Swift standard library's everyday collection members that code written in Swift reaches
/// for (`xs.prefix(3)`, `s.dropFirst()`, `xs.compactMap { … }`, `zip(a, b)`, `x.rounded()`),
/// each doing what Swift's does, on geo's lists, strings and numbers. A Swift slice or lazy view
/// (`ArraySlice`, `Substring`, `ReversedCollection`) is a new List or String in geo: geo's
/// collections are values, so the copy is what a script sees either way.
enum SwiftCollectionsLibrary {
    /// Swift's integer division of `a` by `b`: the quotient toward zero and the remainder of
    /// `a`'s sign (the remainder as `%` finds it: by integer division for whole numbers, exact
    /// there and a tenth of fmod's cost); nil for `b` 0, which Swift traps.
    static func quotientAndRemainder(_ a: Double, _ b: Double) -> (Double, Double)? {
        guard b != 0 else { return nil }
        return ((a / b).rounded(.towardZero), Operators.remainder(a, b))
    }

    /// Whether `a` is a whole multiple of `b`: `a % b == 0` (of 0: only 0 is).
    static func isMultiple(_ a: Double, of b: Double) -> Bool {
        b == 0 ? a == 0 : Operators.remainder(a, b) == 0
    }

    static var builtins: [Builtin] {
        var list: [Builtin] = []
        let quotientAndRemainderShape = ValueDictionary.RecordShape(labels: ["quotient", "remainder"])
        // Swift's Optional `map` / `flatMap` (`x.map { $0 * 2 } ?? 0`, `v.flatMap { f($0) }`):
        // geo has no Optional box — a value that may be nil is the value or nil — so on a value
        // of a kind that has no `map` of its own (not a list, string, dictionary or set: theirs
        // map their elements), the function applied to it, and nil for nil.
        for kind in ValueKind.allCases where ![.list, .string, .dictionary, .set].contains(kind) {
            for name in ["map", "flatMap"] {
                list.append(.method(name, on: kind, [.arg("transform", .function)],
                                    doc: "Swift's Optional.\(name): f(value), or nil when the value is nil.", .f2(optionalMapped)))
            }
        }
        // The same on a value the parser knows is Swift's Optional whatever it holds
        // (`names.first.map { $0.uppercased() }`: `Parser.optionalMap`), a String or a List too.
        for name in ["map", "flatMap"] {
            list.append(.function("Optional.\(name)", [.arg("value", .any), .arg("transform", .function)],
                                  doc: "Swift's Optional.\(name) of a value that is an Optional whatever it holds (xs.first.\(name) { … }): f(value), or nil when the value is nil.",
                                  .f2(optionalMapped)))
        }
        // An index found on a slice written in place, moved to its base's (`Parser.sliceIndexed`).
        list.append(.function("Slice.offset", [.arg("index", .any), .arg("start", .number)],
                              doc: "An index (or nil, or range(of:)'s record) found on xs[a...] written in place, as an index of xs: moved by a (Parser.sliceIndexed).",
                              .f2 { found, start, _ in
                                  let k = try start.number()
                                  switch found {
                                  case .number(let i): return .number(i + k)
                                  case .dictionary(var r):
                                      for label in ["lowerBound", "upperBound"] {
                                          let key = Value.string(label)
                                          guard let h = ValueDictionary.hash(key) else { continue }
                                          r.withValue(forKey: key, hash: h) { p in
                                              if case .number(let i) = p.pointee { p.pointee = .number(i + k) }
                                          }
                                      }
                                      return .dictionary(r)
                                  default: return found
                                  }
                              }))
        list.append(.function("Optional.holdsEntries", [.arg("value", .any)],
                              doc: "Whether d[k].map { … } maps a dictionary's entry, an Optional (Parser.optionalMap): the value is a dictionary.",
                              .f1 { v, _ in if case .dictionary = v { .bool(true) } else { .bool(false) } }))
        // A switch none of whose cases matched (`Parser.parseCases`): Swift's switch must be
        // exhaustive, so a value no case names is a mistake there, found when compiling; here
        // when it happens, at the switch.
        list.append(.function("Switch.unmatched", [.arg("value", .any)],
                              doc: "The error of a switch with no default when no case matches the value (Parser.parseCases).",
                              .f1 { v, ctx in
                                  // The value as the REPL shows it (a tuple's parts, a String
                                  // quoted), or briefly when it is long.
                                  let shown = v.formatted(ctx.format, quoteStrings: true, limit: 80) ?? RuntimeError.describeBriefly(v)
                                  throw RuntimeError("no case of this switch matches \(shown)",
                                                     notes: ["Swift's switch must be exhaustive: add 'default:' for the values no case names"])
                              }))
        // A function declared to return a value whose end was reached with no `return`
        // (`Parser.endsEveryPath`): Swift's "missing return", found there when compiling.
        list.append(.function("Function.missingReturn", [.arg("name", .string), .arg("type", .string)],
                              doc: "The error of a function declared '-> T' whose end is reached with no return (Parser).",
                              .f2 { name, type, _ in
                                  throw RuntimeError("'\(try name.string())' reached its end without returning a value; it is declared '-> \(try type.string())'",
                                                     notes: ["return a value on every path (or declare the type '\(try type.string())?' and return nil)"])
                              }))
        // Swift's `reserveCapacity(_:)`: room made ahead, nothing a script can see; geo's
        // collections grow as they need, so it does nothing.
        for kind in [ValueKind.list, .string, .dictionary, .set] {
            list.append(.method("removeAll", on: kind, [.label("keepingCapacity", .bool)],
                                doc: "Removes every \(kind == .string ? "character" : kind == .dictionary ? "entry" : "element"); geo keeps no room for them, so the Bool does nothing.",
                                .mutating { recv, _, _ in
                                    switch recv {
                                    case .list: recv = .list([])
                                    case .string: recv = .string("")
                                    case .dictionary: recv = .dictionary(ValueDictionary())
                                    default: recv = .set(ValueDictionary())
                                    }
                                    return .nil
                                }))
            if kind == .string {
                list.append(.method("removeAll", on: .string, [], doc: "Removes every character (as s = \"\").",
                                    .mutating { recv, _, _ in recv = .string(""); return .nil }))
            }
            list.append(.method("reserveCapacity", on: kind, [.arg("minimumCapacity", .number)],
                                doc: "Swift's room made ahead for elements: geo's collections grow as they need, so this does nothing.",
                                .f2 { _, _, _ in .nil }))
        }
        // prefix / suffix / dropFirst / dropLast on both kinds: a range of the elements (a List's
        // values, a String's characters), the count checked as Swift's precondition checks it.
        for kind in [ValueKind.list, .string] {
            let what = kind == .list ? "elements" : "characters"
            let x = kind == .list ? "xs" : "s"
            list += [
                slice("prefix", on: kind, defaultCount: nil,
                      doc: "The first maxLength \(what) (all of them when there are fewer).") { n, k in 0..<min(k, n) },
                slice("suffix", on: kind, defaultCount: nil,
                      doc: "The last maxLength \(what) (all of them when there are fewer).") { n, k in max(0, n - k)..<n },
                slice("dropFirst", on: kind, defaultCount: 1,
                      doc: "The \(what) without the first k (1 when left out).") { n, k in min(k, n)..<n },
                slice("dropLast", on: kind, defaultCount: 1,
                      doc: "The \(what) without the last k (1 when left out).") { n, k in 0..<max(0, n - k) },
                whileSlice("prefix", on: kind, doc: "The first \(what) for which the predicate is true, up to the first for which it is not.", keepsPrefix: true),
                whileSlice("drop", on: kind, doc: "The \(what) from the first for which the predicate is false on.", keepsPrefix: false),
                rangeSubscript(on: kind, [.label("from", .any)],
                               doc: "\(x)[a...]: the \(what) from index a to the end (Swift's range subscript; the parser writes it as this call)."),
                rangeSubscript(on: kind, [.label("from", .any), .label("upTo", .any)],
                               doc: "\(x)[a..<b] (\(x)[..<b]): the \(what) at indices a up to b, b left out (Swift's range subscript)."),
                rangeSubscript(on: kind, [.label("from", .any), .label("through", .any)],
                               doc: "\(x)[a...b] (\(x)[...b]): the \(what) at indices a through b (Swift's range subscript)."),
                replaceSubrange(on: kind, upper: nil),
                replaceSubrange(on: kind, upper: "upTo"),
                replaceSubrange(on: kind, upper: "through"),
                replaceSubrange(on: kind, upper: "upTo", removing: true),
                replaceSubrange(on: kind, upper: "through", removing: true),
                replaceSubrange(on: kind, upper: nil, removing: true),
                rangeSubscript("suffix", on: kind, [.label("from", .any)], doc: "The \(what) from index a to the end, as \(x)[a...]."),
                rangeSubscript("prefix", on: kind, [.label("upTo", .any)], doc: "The \(what) before index b, as \(x)[..<b]."),
                rangeSubscript("prefix", on: kind, [.label("through", .any)], doc: "The \(what) up to index b and it, as \(x)[...b]."),
            ]
        }
        // Swift's tuple parts, `pair.0`, `$0.1`, `t.2`: geo's tuples of numbers are Points,
        // Sizes and Rects, its other tuples lists (and its pairs, from zip and enumerated(),
        // two-element lists); so are Swift's `(offset:, element:)` names of an enumerated() pair.
        for i in 0..<Parser.tupleParts {
            list.append(.property("\(i)", on: .list, type: .any, doc: "Swift's tuple part .\(i): element \(i) (xs[\(i)]), as of a tuple of values that are not all Numbers, or a zip or enumerated() pair; assignable (pair.1 += 1), as a tuple's part.",
                                  get: { v, _ in try tuplePart(try v.list(), i) },
                                  set: { v, new, _ in
                                      guard case .list(var items) = v else { return }
                                      _ = try tuplePart(items, i)
                                      v = .nil
                                      items[i] = new
                                      v = .list(items)
                                  }))
        }
        list += [
            .property("offset", on: .list, type: .any, doc: "Of an enumerated() pair [index, element]: the index (Swift's offset).",
                      get: { v, _ in try tuplePart(try v.list(), 0, "offset", pair: true) }),
            .property("element", on: .list, type: .any, doc: "Of an enumerated() pair [index, element]: the element (Swift's element).",
                      get: { v, _ in try tuplePart(try v.list(), 1, "element", pair: true) }),
            // A tuple of Numbers' parts, assignable as a tuple's are (`p.1 = 5`,
            // `merged[i].1 = max(…)`).
            tuplePart("0", on: .point, doc: "Swift's tuple part .0: x.", { p, x in if let x { p.x = x }; return p.x },
                      read: { try $0.point() }, make: Value.point),
            tuplePart("1", on: .point, doc: "Swift's tuple part .1: y.", { p, y in if let y { p.y = y }; return p.y },
                      read: { try $0.point() }, make: Value.point),
            tuplePart("0", on: .size, doc: "Swift's tuple part .0: width.", { s, w in if let w { s.width = w }; return s.width },
                      read: { try $0.size() }, make: Value.size),
            tuplePart("1", on: .size, doc: "Swift's tuple part .1: height.", { s, h in if let h { s.height = h }; return s.height },
                      read: { try $0.size() }, make: Value.size),
            tuplePart("0", on: .rect, doc: "Swift's tuple part .0 of (x, y, width, height): x.", { r, x in if let x { r.origin.x = x }; return r.origin.x },
                      read: { try $0.rect() }, make: Value.rect),
            tuplePart("1", on: .rect, doc: "Swift's tuple part .1 of (x, y, width, height): y.", { r, y in if let y { r.origin.y = y }; return r.origin.y },
                      read: { try $0.rect() }, make: Value.rect),
            tuplePart("2", on: .rect, doc: "Swift's tuple part .2 of (x, y, width, height): the width as stored (size.width).",
                      { r, w in if let w { r.size.width = w }; return r.size.width }, read: { try $0.rect() }, make: Value.rect),
            tuplePart("3", on: .rect, doc: "Swift's tuple part .3 of (x, y, width, height): the height as stored (size.height).",
                      { r, h in if let h { r.size.height = h }; return r.size.height }, read: { try $0.rect() }, make: Value.rect),
        ]
        list += [
            .property("first", on: .string, type: .any, doc: "The first character (a one-character string), or nil when empty.",
                      get: { s, _ in try s.string().first.map { .string(String($0)) } ?? .nil }),
            .property("last", on: .string, type: .any, doc: "The last character (a one-character string), or nil when empty.",
                      get: { s, _ in try s.string().last.map { .string(String($0)) } ?? .nil }),
            .method("reversed", on: .string, [], doc: "The characters in reverse order, as a string.",
                    .f1 { s, _ in .string(CharacterMethods.reversed(try s.string())) }),
            .method("replacingOccurrences", on: .string, [.label("of", .string), .label("with", .string)],
                    doc: "Foundation's spelling of replacing(_:with:): every occurrence of the text replaced.",
                    .f3(CoreLibrary.replaced)),
            .method("components", on: .string, [.label("separatedBy", .string)],
                    doc: "Foundation's spelling of split(separator:): the pieces between occurrences of the separator, empty ones kept.",
                    .f2 { s, sep, ctx in
                        let separator = try sep.string()
                        let whole = try s.string()
                        guard !separator.isEmpty else { return .list([.string(whole)]) }
                        try ctx.checkListLength(whole.occurrences(of: separator) + 1)
                        return .list(whole.splitting(by: separator).map(Value.string))
                    }),
            .method("split", on: .string, [.label("separator", .string), .label("omittingEmptySubsequences", .bool)],
                    doc: "split(separator:) with Swift's choice made explicit: true leaves out the empty pieces (the default), false keeps them.",
                    .f3 { s, sep, omit, ctx in
                        .list(try CoreLibrary.pieces(s, separator: sep, omittingEmpty: try omit.bool(), ctx).map(Value.string))
                    }),
            .method("split", on: .string, [.label("separator", .string), .label("maxSplits", .number)],
                    doc: "split(separator:) at most maxSplits times, the rest of the string the last piece (Swift's: \"k=v=w\".split(separator: \"=\", maxSplits: 1) is [\"k\", \"v=w\"]).",
                    .f3 { s, sep, n, ctx in try split(s, sep, maxSplits: n, omittingEmpty: true, ctx) }),
            .method("split", on: .string, [.label("separator", .string), .label("maxSplits", .number), .label("omittingEmptySubsequences", .bool)],
                    doc: "split(separator:maxSplits:) with Swift's choice of the empty pieces made explicit (false keeps them).",
                    .fn { args, ctx in try split(args[0], args[1], maxSplits: args[2], omittingEmpty: try args[3].bool(), ctx) }),
            .method("starts", on: .string, [.label("with", .string)],
                    doc: "Whether the string begins with the other's characters (Swift's starts(with:), as hasPrefix).",
                    .f2 { s, p, _ in .bool(try s.string().starts(with: try p.string())) }),
            .method("starts", on: .list, [.label("with", .list)],
                    doc: "Whether the list begins with the other's elements (each ==).",
                    .f2 { l, p, _ in
                        let xs = try l.list(), ys = try p.list()
                        return .bool(ys.count <= xs.count && zip(xs, ys).allSatisfy { $0.isIdentical(to: $1) })
                    }),
            .method("split", on: .string, [.label("whereSeparator", .function)],
                    doc: "Swift's split(whereSeparator:): the pieces between the characters c for which f(c) is true, empty ones left out (Swift's default).",
                    .f2 { s, f, ctx in
                        let isSeparator = ctx.callback(try f.function(), arity: 1)
                        var pieces: [Value] = []
                        var piece = ""
                        for c in try s.string() {
                            if try isSeparator.test(.string(String(c))) {
                                if !piece.isEmpty { pieces.append(.string(piece)); piece = "" }
                            } else {
                                piece.append(c)
                            }
                        }
                        if !piece.isEmpty { pieces.append(.string(piece)) }
                        return .list(pieces)
                    }),
            stringMethod("removeLast", [], doc: "Removes and returns the last character.") { chars, _, _ in
                guard !chars.isEmpty else { throw RuntimeError("removeLast() on an empty string") }
                return .string(String(chars.removeLast()))
            },
            stringMethod("removeFirst", [], doc: "Removes and returns the first character.") { chars, _, _ in
                guard !chars.isEmpty else { throw RuntimeError("removeFirst() on an empty string") }
                return .string(String(chars.removeFirst()))
            },
            stringMethod("popLast", [], doc: "Removes and returns the last character, or nil when the string is empty.") { chars, _, _ in
                chars.popLast().map { .string(String($0)) } ?? .nil
            },
            stringMethod("removeLast", [.arg("k", .number)], doc: "Removes the last k characters (Swift's removeLast(_:)).") { chars, args, _ in
                chars.removeLast(try ListLibrary.removalCount(args[0], chars.count, "removeLast(_:)"))
                return .nil
            },
            stringMethod("removeFirst", [.arg("k", .number)], doc: "Removes the first k characters (Swift's removeFirst(_:)).") { chars, args, _ in
                chars.removeFirst(try ListLibrary.removalCount(args[0], chars.count, "removeFirst(_:)"))
                return .nil
            },
            stringMethod("removeAll", [.label("where", .function)],
                         doc: "Removes every character c for which f(c) is true; the others keep their order.") { chars, args, ctx in
                let shouldBeRemoved = ctx.callback(try args[0].function(), arity: 1)
                chars = try shouldBeRemoved.testing { tester in try chars.filter { !(try tester.test(.string(String($0)))) } }
                return .nil
            },
            .method("firstIndex", on: .string, [.label("of", .string)],
                    doc: "The index (from 0) of the first character equal to c, or nil (geo's strings are indexed by Int).",
                    .f2 { s, c, _ in
                        let wanted = try c.string()
                        return SliceSearch.index(try SliceSearch.firstCharacter(in: try s.string(), from: 0) { $0 == wanted })
                    }),
            .method("lastIndex", on: .string, [.label("of", .string)],
                    doc: "The index (from 0) of the last character equal to c, or nil.",
                    .f2 { s, c, _ in
                        let wanted = try c.string()
                        return try s.string().enumerated().reversed().first { String($0.element) == wanted }.map { .number(Double($0.offset)) } ?? .nil
                    }),
            .method("split", on: .list, [.label("separator", .any)],
                    doc: "Swift's split(separator:) of a list: the runs of elements between those == separator, empty ones left out ([1, 0, 2].split(separator: 0) is [[1], [2]]).",
                    .f2 { l, sep, ctx in try splitList(l, ctx) { $0.isIdentical(to: sep) } }),
            .method("split", on: .list, [.label("whereSeparator", .function)],
                    doc: "Swift's split(whereSeparator:) of a list: the runs of elements between those for which f(element) is true, empty ones left out.",
                    .f2 { l, f, ctx in
                        let isSeparator = ctx.callback(try f.function(), arity: 1)
                        return try isSeparator.testing { tester in try splitList(l, ctx) { try tester.test($0) } }
                    }),
            .method("compactMap", on: .list, [.arg("transform", .function)],
                    doc: "The list of f(element) for each element, leaving out the nils.",
                    .f2 { l, f, ctx in
                        let transform = ctx.callback(try f.function(), arity: 1)
                        return .list(try l.list().compactMap { x in
                            let y = try transform(x)
                            return y.kind == .nil ? nil : y
                        })
                    }),
            .method("flatMap", on: .list, [.arg("transform", .function)],
                    doc: "The sequences f(element) returns (lists; a string's characters, a set's elements), joined into one list.",
                    .f2 { l, f, ctx in
                        let transform = ctx.callback(try f.function(), arity: 1)
                        var joined: [Value] = []
                        for (i, x) in try l.list().enumerated() {
                            let piece = try transform(x)
                            let items: [Value]
                            switch piece {
                            case .list(let xs): items = xs
                            case .string, .set: items = try SetLibrary.elements(piece, "flatMap's result")
                            default:
                                throw RuntimeError("flatMap's function returned \(RuntimeError.describeBriefly(piece)) for element \(i), not a sequence: use map, or compactMap to leave out nils")
                            }
                            try ctx.checkListLength(joined.count + items.count)
                            joined += items
                        }
                        return .list(joined)
                    }),
            .method("lastIndex", on: .list, [.label("of", .any)], doc: "The index of the last element == the value, or nil.",
                    .f2 { l, x, _ in
                        guard let i = try l.list().lastIndex(where: { $0.isIdentical(to: x) }) else { return .nil }
                        return .number(Double(i))
                    }),
            ListLibrary.search("lastIndex", label: "where", doc: "The index of the last element for which f(element) is true, or nil.") { xs, test in
                try xs.lastIndex(where: test).map { .number(Double($0)) } ?? .nil
            },
            extremum("min", smaller: true),
            extremum("max", smaller: false),
            .function("zip", [.arg("a", sequence), .arg("b", sequence)],
                      doc: "The elements of two sequences (lists; a string's characters, a set's elements, a dictionary's [key, value] entries) in pairs, [a[i], b[i]], as many as the shorter has: for (x, y) in zip(xs, ys) { … }.",
                      .f2 { a, b, ctx in
                          let xs = try elements(a), ys = try elements(b)
                          let count = min(xs.count, ys.count)
                          try ctx.noteAllocation(count * (3 * MemoryLayout<Value>.stride + 48))
                          return .list((0..<count).map { .list([xs[$0], ys[$0]]) })
                      }),
            // Swift's `sequence(first:next:)`: the first value, then next of the last one, to
            // the first nil (made at once: geo has no lazy sequences). A prefix of it
            // (`.prefix(5)`, `.prefix(while: …)`: `Parser.sequencePrefix`) stops there, so an
            // endless one is taken in part as in Swift.
            .function("sequence", [.label("first", .any), .label("next", .function)],
                      doc: "Swift's sequence(first:next:): first, next(first), next(next(first)) … up to the first nil, as a list (sequence(first: v) { $0.superview } lists v and its superviews).",
                      .f2 { first, f, ctx in try unfolded(first, f, ctx) }),
            .function("sequence", [.label("first", .any), .label("next", .function), .label("prefix", .number)],
                      doc: "sequence(first:next:).prefix(n): the first n values of the sequence (fewer when it ends first).",
                      .f3 { first, f, n, ctx in
                          try unfolded(first, f, ctx, limit: try CoreLibrary.repetitions(n, "prefix(_:)", parameter: "prefix"))
                      }),
            .function("sequence", [.label("first", .any), .label("next", .function), .label("while", .function)],
                      doc: "sequence(first:next:).prefix(while:): the values of the sequence up to the first that fails the test.",
                      .f3 { first, f, test, ctx in
                          let keeps = ctx.callback(try test.function(), arity: 1)
                          return try unfolded(first, f, ctx) { try keeps($0).isTruthy }
                      }),
            // Swift's `zip(1..., xs)` and `zip(xs, 0...)`, which the parser writes with the
            // one-sided range's start labelled: the elements numbered from it.
            .function("zip", [.label("countingFrom", .number), .arg("b", sequence)],
                      doc: "zip(n..., xs): each element of xs with its number, counting from n: [n, xs[0]], [n + 1, xs[1]] …",
                      .f2 { start, b, ctx in try numbered(b, from: start, numberFirst: true, ctx) }),
            .function("zip", [.arg("a", sequence), .label("countingFrom", .number)],
                      doc: "zip(xs, n...): each element of xs with its number, counting from n: [xs[0], n], [xs[1], n + 1] …",
                      .f2 { a, start, ctx in try numbered(a, from: start, numberFirst: false, ctx) }),
            numeric("Double"), numeric("CGFloat"), numeric("Float"),
        ]
        // Swift's sized integers (`UInt8(x)`, `Int64(n)`): Int's conversion, range-checked as
        // Swift's is (a Number out of the type's range traps there, an error here; a string
        // out of it reads as nil).
        for (name, lower, upper) in sizedIntegers {
            list.append(.function(name, [.arg("value", .kinds("Number or String", .number, .string))],
                                  doc: "Swift's \(name)(x): the whole part of a number, toward zero, in \(name)'s range (\(NumberFormat.exact.string(lower))...\(NumberFormat.exact.string(upper))), else an error; of a string, its whole number in that range, or nil.",
                                  .f1 { v, _ in try integer(v, name, in: lower...upper) }))
        }
        list += [
            .function("UInt8", [.label("ascii", .string)],
                      doc: "Swift's UInt8(ascii: \"a\"): the code (0…127) of one ASCII character; an error for any other text.",
                      .f1 { v, _ in
                          let text = try v.string()
                          guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first, scalar.isASCII else {
                              throw RuntimeError("UInt8(ascii:) takes one ASCII character, not \"\(text)\"")
                          }
                          return .number(Double(scalar.value))
                      }),
            .function("Int", [.arg("value", .kinds("Number or String", .number, .string))],
                      doc: "The whole part of a number, toward zero (as trunc(x)); of a string, its whole number, or nil (Swift's Int(\"42\")).",
                      .f1 { v, _ in try integer(v, "Int") }).valued { v in
                          // A finite Number's whole part with no call made (path builtinValue).
                          if case .number(let x) = v, let whole = wholePart(x) { return .number(whole) }
                          return nil
                      },
            // `a * b` of Ints (`Parser.integerProduct`).
            .function("Int.exact", [.arg("product", .any)],
                      doc: "a * b of Swift Ints: the product, or an error past 2^53, where a Double no longer holds every whole number (Swift's Int is exact to 2^63) (Parser.integerProduct).",
                      .f1 { v, _ in
                          if let exact = exactProduct(v) { return exact }
                          throw RuntimeError("this Int product is about \(NumberFormat.exact.string(try v.number())), past 2^53 (9007199254740992): geo's numbers are Doubles, whole only to 2^53, so its last digits are lost — Swift's Int keeps them (to 2^63)",
                                             notes: ["keep the numbers below 2^53: reduce each factor first ((a % m) * (b % m) % m with m below 2^26), or split the product"])
                      }).valued(exactProduct),
            .function("Int", [.label("exactly", .number)],
                      doc: "Swift's Int(exactly: x): x when it is a whole number an Int holds (2.0 is 2), else nil (2.5, nan, 1e300).",
                      .f1 { v, _ in
                          let x = try v.number()
                          return x == x.rounded() && abs(x) < 0x1p63 ? .number(x) : .nil
                      }),
            // `(1...12).contains(m)`, `("a"..."z").contains(c)` written in place (`Parser.rangeContains`).
            .function("Range.contains", [.arg("lower", .any), .arg("upper", .any), .arg("value", .any), .arg("closed", .bool)],
                      doc: "(a...b).contains(x), (a..<b).contains(x) written in place: a <= x and x <= b (x < b), numbers or strings compared as Swift's range does (Parser.rangeContains).",
                      .fn { args, _ in
                          let closed = try args[3].bool()
                          switch (args[0], args[1], args[2]) {
                          case (.number(let a), .number(let b), let x):
                              try rangeOrder(a <= b, args, closed)
                              return .bool(try boundedBy(a, b, x.number("the value a range of numbers is asked for"), closed))
                          case (.string(let a), .string(let b), let x):
                              try rangeOrder(a <= b, args, closed)
                              return .bool(try boundedBy(a, b, x.string("the value a range of strings is asked for"), closed))
                          case (.number, let other, _), (.string, let other, _), (let other, _, _):
                              throw RuntimeError("a range bound must be a Number or a String, the other bound's kind, not \(RuntimeError.describeBriefly(other))")
                          }
                      }),
            .function("Optional", [.arg("value", .any)],
                      doc: "Swift's Optional(x): x itself (geo has no Optional type: a value that may be missing is nil, and Optional(x) is never nil unless x is).",
                      .f1 { v, _ in v }).valued { $0 },   // (no call made: a tuple's part, `Parser.optionalParts`)
            .function("UnicodeScalar", [.arg("value", .number)],
                      doc: "Swift's UnicodeScalar(n): the character whose Unicode scalar value is n, as a String of one (Character(UnicodeScalar(65)) is \"A\"); nil when n is no scalar value (a surrogate, past 0x10FFFF, not whole).",
                      .f1 { v, _ in
                          let x = try v.number()
                          guard let whole = wholePart(x), whole == x, whole >= 0, whole <= 0x10FFFF,
                                let scalar = Unicode.Scalar(UInt32(whole)) else { return .nil }
                          return .string(String(Character(scalar)))
                      }),
            .function("Array", [.arg("elements", .kinds("List or String", .list, .string))],
                      doc: "The elements of a list (a copy) or the characters of a string, as a list: Swift's Array(0..<n), Array(\"abc\").",
                      .f1 { v, ctx in
                          if case .string(let text) = v {
                              try ctx.checkListLength(text.characterCount)
                              return .list(text.characterValues)
                          }
                          return v
                      }),
            .function("String", [.arg("value", .number), .label("radix", .number)],
                      doc: "A whole number's digits in base radix (2 to 36), as Swift's String(255, radix: 16) (\"ff\").",
                      .f2 { v, r, _ in .string(try digits(v, r, uppercase: false)) }),
            .function("String", [.arg("value", .number), .label("radix", .number), .label("uppercase", .bool)],
                      doc: "The same, with uppercase letters when uppercase is true (\"FF\").",
                      .f3 { v, r, u, _ in .string(try digits(v, r, uppercase: try u.bool())) }),
            // Bytes back to text: Swift's `String(decoding: bytes, as: UTF8.self)` (ill-formed
            // bytes become U+FFFD, as Swift repairs them) and Foundation's `String(bytes: bytes,
            // encoding: .utf8)` (nil unless the bytes are well-formed; `.ascii`: all below 128).
            .function("String", [.label("decoding", .list), .label("as", .string)],
                      doc: "The text the UTF-8 bytes (whole numbers 0 to 255) encode, as Swift's String(decoding: bytes, as: UTF8.self); ill-formed bytes become U+FFFD.",
                      .f2 { bytes, encoding, ctx in
                          guard try encoding.string() == "UTF8" else {
                              throw RuntimeError("String(decoding:as:) decodes UTF8.self", parameter: "as")
                          }
                          let utf8 = try byteValues(bytes, ctx)
                          return .string(String(decoding: utf8, as: UTF8.self))
                      }),
            .function("String", [.label("bytes", .list), .label("encoding", .string)],
                      doc: "The text the bytes encode in .utf8 (or .ascii), or nil when they are not that encoding's, as Foundation's String(bytes:encoding:).",
                      .f2 { bytes, encoding, ctx in
                          let name = try encoding.string()
                          guard name == "utf8" || name == "ascii" else {
                              throw RuntimeError("no encoding '.\(name)': write .utf8 or .ascii", parameter: "encoding")
                          }
                          let utf8 = try byteValues(bytes, ctx)
                          if name == "ascii", utf8.contains(where: { $0 >= 128 }) { return .nil }
                          let text = String(decoding: utf8, as: UTF8.self)
                          // Repaired bytes re-encode differently: they were not UTF-8.
                          return text.utf8.elementsEqual(utf8) ? .string(text) : .nil
                      }),
            .function("Int", [.arg("text", .string), .label("radix", .number)],
                      doc: "The whole number the text writes in base radix (2 to 36), or nil, as Swift's Int(\"ff\", radix: 16).",
                      .f2 { t, r, _ in
                          let radix = try radixValue(r)
                          guard let n = Int64(try t.string(), radix: radix), n.magnitude <= 1 << 53 else { return .nil }
                          return .number(Double(n))
                      }),
            .property("unicodeScalars", on: .string, type: .list,
                      doc: "The string's Unicode scalars, each a String of one (Swift's Unicode.Scalar; its .value is the scalar's number): \"AZ\".unicodeScalars.map { $0.value } is [65, 90].",
                      get: { s, ctx in
                          let text = try s.string()
                          try ctx.checkListLength(text.unicodeScalars.count)
                          try ctx.noteAllocation(text.unicodeScalars.count * (MemoryLayout<Value>.stride + 32))
                          return .list(text.unicodeScalars.map { .string(String($0)) })
                      }),
            .property("value", on: .string, type: .number,
                      doc: "The number of a String of one Unicode scalar (Swift's Unicode.Scalar.value, from s.unicodeScalars): \"A\".value is 65.",
                      get: { s, _ in
                          let text = try s.string()
                          guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
                              throw RuntimeError("'value' is a Unicode scalar's number: \(RuntimeError.describeBriefly(s)) is not one scalar",
                                                 notes: ["s.unicodeScalars gives a string's scalars, each with its .value"])
                          }
                          return .number(Double(scalar.value))
                      }),
            .function("Substring", [.arg("value", .string)],
                      doc: "Swift's Substring of a String: the String itself (geo's slices are new Strings).",
                      .f1 { v, _ in v }),
            .method("lexicographicallyPrecedes", on: .list, [.arg("other", .list)],
                    doc: "Whether the list comes before the other in dictionary order: the first elements that differ decide (<), else the shorter comes first.",
                    .f2 { a, b, _ in .bool(try precedes(try a.list(), try b.list())) }),
            .method("lexicographicallyPrecedes", on: .string, [.arg("other", .string)],
                    doc: "Whether the string comes before the other in dictionary order of its characters (as <).",
                    .f2 { a, b, _ in .bool(try a.string() < b.string()) }),
            .property("utf8", on: .string, type: .list,
                      doc: "The string's UTF-8 bytes, as a list of Numbers: s.utf8.count is its length in bytes.",
                      get: { s, ctx in
                          let text = try s.string()
                          try ctx.checkListLength(text.utf8.count)
                          try ctx.noteAllocation(text.utf8.count * MemoryLayout<Value>.stride)
                          return .list(text.utf8.map { .number(Double($0)) })
                      }),
            .property("utf16", on: .string, type: .list,
                      doc: "The string's UTF-16 code units, as a list of Numbers: s.utf16.count is its length as NSString and NSRange count it.",
                      get: { s, ctx in
                          let text = try s.string()
                          let count = text.utf16.count
                          try ctx.checkListLength(count)
                          try ctx.noteAllocation(count * MemoryLayout<Value>.stride)
                          return .list(text.utf16.map { .number(Double($0)) })
                      }),
            // Swift's `repeatElement(x, count: n)`: as `Array(repeating: x, count: n)`.
            .function("repeatElement", [.arg("element", .any), .label("count", .number)],
                      doc: "The element n times, as a list (Swift's repeatElement(_:count:), as Array(repeating:count:)).",
                      .f2 { x, n, ctx in try CoreLibrary.repeated(x, n, "repeatElement(_:count:)", ctx) }),
            .function("Character", [.arg("text", .string)],
                      doc: "The one character of the text (a String of one in geo), as Swift's Character(\"a\"); an error for any other length.",
                      .f1 { v, _ in
                          let text = try v.string()
                          guard text.characterCount == 1 else {
                              throw RuntimeError("Character(_:) takes a string of one character, not \(RuntimeError.describeBriefly(v))")
                          }
                          return v
                      }),
            .function("String", [.label("describing", .any)],
                      doc: "The value as text, as print shows it (as String(value)).",
                      .f1 { v, ctx in .string(try v.formatted(ctx)) }),
            // Swift's `flag.toggle()`: the Bool in its variable flipped.
            .method("toggle", on: .bool, [], doc: "Flips the Bool in its variable: true becomes false, false true (as flag = !flag).",
                    .mutating { recv, _, _ in
                        guard case .bool(let b) = recv else { throw RuntimeError.typeMismatch(expected: "Bool", got: recv, what: "receiver") }
                        recv = .bool(!b)
                        return .nil
                    }),
        ]
        // Swift's `x.description`: the value as text, as String(x) and print give it.
        list += [ValueKind.number, .string, .bool, .list, .point, .size, .rect, .transform, .dictionary, .set].flatMap { kind -> [Builtin] in
            [.property("description", on: kind, type: .string, doc: "The value as text, as print shows it (as String(describing: x)).",
                       get: { v, ctx in .string(try v.formatted(ctx)) }),
             .property("debugDescription", on: kind, type: .string,
                       doc: "The value as text with its strings quoted, as print shows it inside a list (Swift's debugDescription: \"a\".debugDescription is \"\\\"a\\\"\").",
                       get: { v, ctx in .string(try v.formatted(ctx, quoteStrings: true)) })]
        }
        list += [
            .method("signum", on: .number, [], doc: "-1, 0 or 1: the sign of the number (Swift's Int.signum(); 0 for nan).",
                    .f1 { x, _ in
                        let n = try x.number()
                        return .number(n > 0 ? 1 : n < 0 ? -1 : 0)
                    }),
            .property("magnitude", on: .number, type: .number, doc: "The absolute value (as abs(x)).",
                      get: { x, _ in .number(try x.number().magnitude) }),
            .property("isZero", on: .number, type: .bool, doc: "Whether the number is 0 (or -0): Swift's FloatingPoint.isZero.",
                      get: { x, _ in .bool(try x.number().isZero) }),
            .property("isNaN", on: .number, type: .bool, doc: "Whether the number is nan (the only value not equal to itself).",
                      get: { x, _ in .bool(try x.number().isNaN) }),
            .property("isFinite", on: .number, type: .bool, doc: "Whether the number is neither infinite nor nan.",
                      get: { x, _ in .bool(try x.number().isFinite) }),
            .property("isInfinite", on: .number, type: .bool, doc: "Whether the number is infinity or -infinity.",
                      get: { x, _ in .bool(try x.number().isInfinite) }),
            .method("quotientAndRemainder", on: .number, [.label("dividingBy", .number)],
                    doc: "Swift's integer division as a labelled tuple (quotient: x / y toward zero, remainder: the rest, of x's sign): let (q, r) = 17.quotientAndRemainder(dividingBy: 5) gives 3 and 2.",
                    .f2 { x, y, _ in
                        guard let (q, r) = quotientAndRemainder(try x.number(), try y.number()) else {
                            throw RuntimeError("quotientAndRemainder(dividingBy: 0): a division by zero, which Swift traps")
                        }
                        // (Made from the labels hashed once, as a labelled tuple literal is: made
                        // label by label, the call was 2,576 instructions.)
                        return .dictionary(ValueDictionary.record(quotientAndRemainderShape) { $0 == 0 ? .number(q) : .number(r) })
                    })
                // `let (q, r) = x.quotientAndRemainder(dividingBy: 10)`: the two Numbers bound,
                // no tuple made (a record's two allocations were most of the call's ~1,100
                // instructions: bignum).
                .splitting(quotientAndRemainder),
            .method("isMultiple", on: .number, [.label("of", .number)],
                    doc: "Whether x is a whole multiple of the other number: x % other == 0 (of 0: only 0 is).",
                    .f2 { x, y, _ in .bool(isMultiple(try x.number(), of: try y.number())) })
                // `if i.isMultiple(of: 3)`: tested on the Numbers, no call made.
                .testing(isMultiple),
            .method("rounded", on: .number, [], doc: "The nearest whole number, halves away from zero (as round(x)).",
                    .f1 { x, _ in .number(try x.number().rounded()) })
                .numeric { $0.rounded() },
            // Swift's `x.rounded(.down)`: a rule of FloatingPointRoundingRule, by its name.
            .method("rounded", on: .number, [.arg("rule", .kind(.string))],
                    doc: "The whole number by a rule: .down, .up, .towardZero, .awayFromZero, .toNearestOrAwayFromZero, .toNearestOrEven.",
                    .f2 { x, rule, _ in .number(try x.number().rounded(try Self.rule(rule))) })
                .numeric(option: { rule in
                    guard case .string(let name) = rule, let r = roundingRule(name) else { return nil }
                    return { $0.rounded(r) }
                }),
            // Swift's in-place forms, `x.round()`, `x.round(.down)`, `x.negate()`: the Number in
            // its variable replaced.
            .method("round", on: .number, [], doc: "Rounds the Number in its variable to the nearest whole number, halves away from zero (as x = x.rounded()).",
                    .mutating { recv, _, _ in
                        recv = .number(try recv.number().rounded())
                        return .nil
                    }),
            .method("round", on: .number, [.arg("rule", .kind(.string))],
                    doc: "Rounds the Number in its variable by a rule (as x = x.rounded(.down)): .down, .up, .towardZero, .awayFromZero, .toNearestOrAwayFromZero, .toNearestOrEven.",
                    .mutating { recv, args, _ in
                        recv = .number(try recv.number().rounded(try rule(args[0])))
                        return .nil
                    }),
            .method("negate", on: .number, [], doc: "Negates the Number in its variable (as x = -x).",
                    .mutating { recv, _, _ in
                        recv = .number(-(try recv.number()))
                        return .nil
                    }),
            .method("squareRoot", on: .number, [], doc: "The square root (as sqrt(x)).",
                    .f1 { x, _ in .number(try x.number().squareRoot()) })
                .numeric { $0.squareRoot() },
            .method("remainder", on: .number, [.label("dividingBy", .number)],
                    doc: "Swift's IEEE remainder: x - y·n, n the nearest whole number to x / y (the even one at a tie); 5.remainder(dividingBy: 3) is -1.",
                    .f2 { x, y, _ in .number(try x.number().remainder(dividingBy: try y.number())) })
                .numeric { $0.remainder(dividingBy: $1) },
            .method("truncatingRemainder", on: .number, [.label("dividingBy", .number)],
                    doc: "The remainder of x / y with the quotient rounded toward zero: geo's x % y.",
                    .f2 { x, y, _ in .number(Operators.remainder(try x.number(), try y.number())) })
                .numeric { Operators.remainder($0, $1) },
        ]
        return list
    }

    /// The rounding rule a `.down`, `.toNearestOrEven` … names, or the error saying which there are.
    static func rule(_ value: Value) throws -> FloatingPointRoundingRule {
        let name = try value.string()
        guard let r = roundingRule(name) else {
            throw RuntimeError("no rounding rule '.\(name)': write .down, .up, .towardZero, .awayFromZero, .toNearestOrAwayFromZero or .toNearestOrEven",
                               parameter: "rule")
        }
        return r
    }

    /// A list of bytes (whole numbers 0 to 255) as UInt8s.
    static func byteValues(_ list: Value, _ ctx: RuntimeContext) throws -> [UInt8] {
        let items = try list.list()
        try ctx.checkStringLength(items.count)
        return try items.enumerated().map { i, v in
            let n = try v.number("byte \(i)")
            guard let byte = UInt8(exactly: n) else {
                throw RuntimeError("byte \(i) is \(NumberFormat.exact.string(n)): a byte is a whole number from 0 to 255")
            }
            return byte
        }
    }

    /// Swift's rounding rule named `name` (`down` for `.down`), or nil.
    private static func roundingRule(_ name: String) -> FloatingPointRoundingRule? {
        switch name {
        case "down": .down
        case "up": .up
        case "towardZero": .towardZero
        case "awayFromZero": .awayFromZero
        case "toNearestOrAwayFromZero": .toNearestOrAwayFromZero
        case "toNearestOrEven": .toNearestOrEven
        default: nil
        }
    }

    /// `name(_ k: Number)` on a List or String: the elements (characters) in the range `range`
    /// gives for the count and k. `defaultCount`: k when left out (nil: required).
    private static func slice(_ name: String, on kind: ValueKind, defaultCount: Int?, doc: String,
                              _ range: @escaping (_ count: Int, _ k: Int) -> Range<Int>) -> Builtin {
        let label = defaultCount == nil ? "maxLength" : "k"
        var param = Param.arg(label, .number)
        if let d = defaultCount { param = param.defaulting(.number(Double(d))) }
        return .method(name, on: kind, [param], doc: doc, .f2 { v, a, _ in
            let k = try CoreLibrary.repetitions(a, "\(name)(_:)", parameter: label)
            return try sliced(v, kind, byIndex: false) { range($0, k) }
        })
    }

    /// Swift's `prefix(while:)` (`keepsPrefix`) and `drop(while:)`: the leading elements for which the
    /// predicate is true, or the rest. A String's characters are tested one by one up to the
    /// first that fails, the text cut there (its characters were all made into a list of values
    /// and then into an array of Characters, at every call: `line.prefix(while: { $0 == " " })`
    /// on a line of 30 characters, its prefix made again from Characters one by one: `sliced`).
    private static func whileSlice(_ name: String, on kind: ValueKind, doc: String, keepsPrefix: Bool) -> Builtin {
        .method(name, on: kind, [.label("while", .function)], doc: doc, .f2 { v, f, ctx in
            let predicate = ctx.callback(try f.function(), arity: 1)
            if kind == .string {
                let text = try v.string()
                var cut = text.startIndex
                let ascii = String.asciiCharacters
                try predicate.testing { tester in
                    while cut < text.endIndex {
                        let next = text.index(after: cut)
                        // A character of one ASCII byte from the table (a small String, no copy
                        // of a Substring made: ~130 instructions).
                        let b = text.utf8[cut]
                        let character = b < 0x80 && text.utf8.index(after: cut) == next ? ascii[Int(b)] : String(text[cut..<next])
                        if try !tester.test(.string(character)) { break }
                        cut = next
                    }
                }
                return .string(String(keepsPrefix ? text[..<cut] : text[cut...]))
            }
            let elements = try v.list()
            let leading = try predicate.testing { tester in try elements.firstIndex { try !tester.test($0) } } ?? elements.count
            return .list(Array(keepsPrefix ? elements[..<leading] : elements[leading...]))
        })
    }

    /// The elements of a List (characters of a String) in the range `range` gives for their
    /// count, as a new List (String): `prefix`, `dropFirst` …, and the range subscripts
    /// (`byIndex`: a long string's characters are found through its table, made if need be,
    /// as an index loop's `s[i..<j]` reads them; a count's slice reads one only if it exists).
    private static func sliced(_ v: Value, _ kind: ValueKind, byIndex: Bool = true,
                               _ range: (_ count: Int) throws -> Range<Int>) throws -> Value {
        if kind == .list {
            let items = try v.list()
            return .list(Array(items[try range(items.count)]))
        }
        // A String cut at its characters' positions, the piece copied once (an array of its
        // Characters made a String again appended them one by one: ~17,000 instructions for
        // `line.prefix(while:)` on 30 characters).
        let text = try v.string()
        if let table = byIndex ? CharacterTables.table(text) : CharacterTables.existingTable(text) {
            return .string(table.piece(try range(table.count)))
        }
        let r = try range(text.count)
        let start = text.index(text.startIndex, offsetBy: r.lowerBound)
        return .string(String(text[start..<text.index(start, offsetBy: r.count)]))
    }


    /// `sequence(first:next:)`'s values, from `first`, each the function of the last, to the
    /// first nil, the first that `keeps` refuses, or `limit` of them (the function called no
    /// more than Swift's lazy sequence calls it).
    private static func unfolded(_ first: Value, _ f: Value, _ ctx: RuntimeContext, limit: Int = .max,
                                 keeps: (Value) throws -> Bool = { _ in true }) throws -> Value {
        let next = ctx.callback(try f.function(), arity: 1)
        var values: [Value] = []
        var v = first
        while values.count < limit, !v.isNil, try keeps(v) {
            if limit == .max, values.count == ctx.limits.listLength {
                throw RuntimeError("sequence(first:next:) gave \(values.count) values and no nil: geo makes the whole sequence (it is not lazy)",
                                   notes: ["take the part you use where it is made: sequence(first:next:).prefix(n) or .prefix(while: …)"])
            }
            try ctx.checkListLength(values.count + 1)
            values.append(v)
            if values.count < limit { v = try next(v) }
        }
        return .list(values)
    }

    /// `zip(n..., xs)` (`numberFirst`) or `zip(xs, n...)`: the pairs of each element and its
    /// number, counting from `n`.
    private static func numbered(_ sequence: Value, from start: Value, numberFirst: Bool, _ ctx: RuntimeContext) throws -> Value {
        let xs = try elements(sequence), n = try start.number()
        try ctx.noteAllocation(xs.count * (3 * MemoryLayout<Value>.stride + 48))
        return .list(xs.enumerated().map { k, x in
            let number = Value.number(n + Double(k))
            return .list(numberFirst ? [number, x] : [x, number])
        })
    }

    /// Swift's Optional `map` / `flatMap`: `f(v)`, or nil when `v` is nil.
    static func optionalMapped(_ v: Value, _ f: Value, _ ctx: RuntimeContext) throws -> Value {
        if v.isNil { return .nil }
        return try ctx.callback(try f.function(), arity: 1)(v)
    }

    /// Swift's `lexicographicallyPrecedes` of two lists: the first elements that differ
    /// decide, by `<`; else the shorter comes first.
    static func precedes(_ a: [Value], _ b: [Value]) throws -> Bool {
        for (x, y) in zip(a, b) where !x.isIdentical(to: y) {
            if try Operators.test(.less, x, y) { return true }
            if try Operators.test(.less, y, x) { return false }
        }
        return a.count < b.count
    }

    /// Swift's `s.split(separator:maxSplits:omittingEmptySubsequences:)`.
    static func split(_ s: Value, _ sep: Value, maxSplits n: Value, omittingEmpty: Bool, _ ctx: RuntimeContext) throws -> Value {
        let separator = try sep.string(), text = try s.string()
        guard !separator.isEmpty else { throw RuntimeError("split(separator:) needs a non-empty separator", parameter: "separator") }
        let x = try n.number()
        guard x >= 0, x == x.rounded(.towardZero), x.isFinite else {
            throw RuntimeError("maxSplits must be a whole number, zero or more, not \(NumberFormat.exact.string(x))", parameter: "maxSplits")
        }
        let pieces = text.split(separator: separator, maxSplits: Int(min(x, Double(Int.max / 2))), omittingEmptySubsequences: omittingEmpty)
        try ctx.checkListLength(pieces.count)
        return .list(pieces.map { .string(String($0)) })
    }

    /// What `zip` and `Dictionary(grouping:by:)` take: any of Swift's sequences geo has.
    static var sequence: ParamType { .custom("List, String, Set or Dictionary") { v in
        switch v {
        case .list, .string, .set, .dictionary: v
        default: nil
        }
    } }

    /// A sequence's elements, in order: a list's, a string's characters, a set's elements, a
    /// dictionary's entries as [key, value] pairs.
    static func elements(_ v: Value) throws -> [Value] {
        if case .dictionary(let d) = v { return DictionaryLibrary.pairs(d) }
        return try SetLibrary.elements(v, "sequence")
    }

    /// Swift's tuple part `name` of a Point, a Size or a Rect (a tuple of Numbers), assignable
    /// (`GeometryLibrary.numberPart`).
    private static func tuplePart<G>(_ name: String, on kind: ValueKind, doc: String,
                                     _ part: @escaping @Sendable (inout G, Double?) -> Double,
                                     read: @escaping @Sendable (Value) throws -> G, make: @escaping @Sendable (G) -> Value) -> Builtin {
        GeometryLibrary.numberPart(name, on: kind, doc: doc + " Assignable, as a tuple's part.", part, read: read, make: make)
    }

    /// Part `i` of a list read as Swift's tuple (`pair.1`, `$0.offset`); an error naming the
    /// member when the list has no such part (`pair`: only a two-element list has it).
    /// (Its name, `.i` when nil, is made only for the error: a read of `t.1` costs no text.)
    private static func tuplePart(_ items: [Value], _ i: Int, _ name: String? = nil, pair: Bool = false) throws -> Value {
        guard pair ? items.count == 2 : i < items.count else {
            let member = name ?? ".\(i)"
            throw RuntimeError("no part '\(member)' on a List of \(items.count) element\(items.count == 1 ? "" : "s"): "
                + (pair ? "'\(member)' is a part of an enumerated() pair [index, element]" : "a tuple part .\(i) reads element \(i) (xs[\(i)])"))
        }
        return items[i]
    }

    /// Swift's range subscripts (`xs[2..<5]`, `xs[..<n]`, `xs[1...]`, `s[0...2]`), which the
    /// parser writes as calls of these: a new List (String) of the elements (characters) in the
    /// range, indexed from 0 — what `Array(xs[a..<b])` / `String(s[…])` gives in Swift. A bound
    /// outside 0...count, or a range that runs backward, is Swift's trap, here a located error.
    /// A mutating String method whose change is made on the string's characters: Swift's
    /// `s.removeLast()` and its kin (`change` returns the method's value).
    static func stringMethod(_ name: String, _ params: [Param], doc: String,
                             _ change: @escaping (inout [Character], [Value], RuntimeContext) throws -> Value) -> Builtin {
        .method(name, on: .string, params, doc: doc, .mutating { recv, args, ctx in
            var chars = Array(try recv.string())
            let result = try change(&chars, args, ctx)
            let text = String(chars)
            try ctx.checkStringLength(text.utf8.count)   // an insertion may grow it
            recv = .string(text)
            return result
        })
    }

    /// A list's runs of elements between the separators, empty ones left out (Swift's
    /// `split`'s default), as lists.
    private static func splitList(_ l: Value, _ ctx: RuntimeContext, _ isSeparator: (Value) throws -> Bool) throws -> Value {
        let items = try l.list()
        try ctx.noteAllocation(items.count * MemoryLayout<Value>.stride)
        var pieces: [Value] = [], piece: [Value] = []
        for x in items {
            if try isSeparator(x) {
                if !piece.isEmpty { pieces.append(.list(piece)); piece = [] }
            } else {
                piece.append(x)
            }
        }
        if !piece.isEmpty { pieces.append(.list(piece)) }
        return .list(pieces)
    }

    /// (`name` "suffix": Swift's `suffix(from: a)`, `a...`; "prefix": `prefix(upTo: b)`,
    /// `..<b`, and `prefix(through: b)`, `...b`.)
    private static func rangeSubscript(_ name: String = "subscript", on kind: ValueKind, _ params: [Param], doc: String) -> Builtin {
        // Which range the overload is, known once: `a...`, `a..<b` or `a...b`.
        let through = params.last?.label == "through"
        let fromStart = name == "prefix"
        let range = Subrange(kind: kind, through: through, op: (params.count == 1 && !fromStart) || through ? "..." : "..<")
        let impl: Impl = fromStart
            ? .f2 { v, b, _ in let upper = try range.bound(b); return try sliced(v, kind) { try range.of(0, upper, count: $0) } }
            : params.count == 1
            ? .f2 { v, a, _ in let low = try range.bound(a); return try sliced(v, kind) { try range.of(low, nil, count: $0) } }
            : .f3 { v, a, b, _ in
                let low = try range.bound(a), upper = try range.bound(b)
                return try sliced(v, kind) { try range.of(low, upper, count: $0) }
            }
        return .method(name, on: kind, params, doc: doc, impl)
    }

    /// Swift's `xs[a...b] = ys` (`replaceSubrange(a...b, with: ys)`, which the parser writes
    /// as `replaceSubrange(from: a, through: b, with: ys)`): the elements (a String's
    /// characters) in the range replaced by the new ones, as many or not.
    /// (`removing`: Swift's `removeSubrange(a..<b)`, the range replaced by nothing.)
    private static func replaceSubrange(on kind: ValueKind, upper: String?, removing: Bool = false) -> Builtin {
        let through = upper == "through"
        let range = Subrange(kind: kind, through: through, op: upper == nil || through ? "..." : "..<")
        var params: [Param] = [.label("from", .number)]
        if let upper { params.append(.label(upper, .number)) }
        if !removing { params.append(.label("with", kind == .list ? .list : .string)) }
        let written = upper == nil ? "a..." : through ? "a...b" : "a..<b"
        let x = kind == .list ? "xs" : "s"
        let what = kind == .list ? "elements" : "characters"
        return .method(removing ? "removeSubrange" : "replaceSubrange", on: kind, params,
                       doc: removing ? "Removes the \(what) of \(x)[\(written)] (Swift's removeSubrange(_:))."
                                     : "\(x)[\(written)] = new: the \(what) in the range replaced by new's (Swift's replaceSubrange(_:with:)).",
                       .mutating { recv, args, ctx in
                           let low = try range.bound(args[0]), high = upper == nil ? nil : try range.bound(args[1])
                           let new = removing ? (kind == .list ? Value.list([]) : .string("")) : args[args.count - 1]
                           if kind == .list {
                               guard case .list(var items) = recv else { throw RuntimeError.typeMismatch(expected: "List", got: recv, what: "receiver") }
                               let r = try range.of(low, high, count: items.count)
                               let replacement = try new.list()
                               try ctx.checkListLength(items.count - r.count + replacement.count)
                               recv = .nil
                               items.replaceSubrange(r, with: replacement)
                               recv = .list(items)
                           } else {
                               var characters = Array(try recv.string())
                               let r = try range.of(low, high, count: characters.count)
                               characters.replaceSubrange(r, with: Array(try new.string()))
                               recv = .string(String(characters))
                           }
                           return .nil
                       })
    }

    /// `Int.exact`'s work: the value, unless it is a finite Number past 2^53 (nil).
    static func exactProduct(_ v: Value) -> Value? {
        if case .number(let x) = v, abs(x) >= 0x1p53, x.isFinite { return nil }
        return v
    }

    /// Whether `x` is in `a...b` (`a..<b` when not `closed`).
    private static func boundedBy<T: Comparable>(_ a: T, _ b: T, _ x: T, _ closed: Bool) -> Bool {
        a <= x && (closed ? x <= b : x < b)
    }

    /// Swift's trap for a range whose lower bound is above its upper bound, as geo's error.
    static func rangeOrder(_ ordered: Bool, _ bounds: [Value], _ closed: Bool) throws {
        guard !ordered else { return }
        let shown = bounds.prefix(2).map { $0.formatted(.exact, quoteStrings: true, limit: 40) ?? RuntimeError.describeBriefly($0) }
        throw RuntimeError.backwardRange(shown[0], closed ? "..." : "..<", shown[1])
    }

    /// A range of a List's elements or a String's characters, as Swift's range subscript
    /// checks it: whole bounds, not backward, within the count.
    struct Subrange {
        let kind: ValueKind
        /// `a...b` (else `a..<b`), and the operator as an error writes the range.
        let through: Bool
        let op: String

        func bound(_ v: Value) throws -> Int {
            let x = try v.number("a range's bound")
            guard x == x.rounded(), abs(x) < 0x1p62 else {
                throw RuntimeError("a range's bound must be a whole number (it is \(NumberFormat.exact.string(x)))",
                                   notes: Compiler.fractionalIndex(x)?.1 ?? [])
            }
            return Int(x)
        }

        /// The elements' range for `count` of them; `upper` nil: to the end.
        func of(_ low: Int, _ upper: Int?, count: Int) throws -> Range<Int> {
            let written = "\(low)\(op)" + (upper.map(String.init) ?? "")
            let high = upper.map { through ? $0 + 1 : $0 } ?? count
            if let upper, low > upper { throw RuntimeError.backwardRange(String(low), op, String(upper)) }
            guard low >= 0, low <= count, high <= count else {
                let what = kind == .list ? "the list has \(count) element\(count == 1 ? "" : "s")"
                    : "the string has \(count) character\(count == 1 ? "" : "s")"
                throw RuntimeError("the range \(written) is out of range: \(what) (valid bounds 0...\(count))")
            }
            return low..<high
        }
    }

    /// `v` (a Number or a String) as Swift's integer type `name` makes it: a Number's whole
    /// part, toward zero; a string's whole number, or nil — read as Swift reads it, a sign and
    /// decimal digits that fit an Int, nothing around them (`" 7"`, `"1e3"`, `"0x10"`, `"inf"`
    /// are nil). Within `range` when given: out of it a Number is an error (Swift traps), a
    /// string nil.
    static func integer(_ v: Value, _ name: String, in range: ClosedRange<Double>? = nil) throws -> Value {
        if case .string(let text) = v {
            guard let n = Int(text), range?.contains(Double(n)) ?? true else { return .nil }
            return .number(Double(n))
        }
        let x = try v.number()
        guard let whole = wholePart(x) else {
            guard let range else { throw RuntimeError("cannot convert \(NumberFormat.exact.string(x)) to Int: it is not a finite number") }
            throw outOfRange(x, name, range)
        }
        if let range, !range.contains(whole) { throw outOfRange(x, name, range) }
        return .number(whole)
    }

    private static func outOfRange(_ x: Double, _ name: String, _ range: ClosedRange<Double>) -> RuntimeError {
        let text = NumberFormat.exact.string
        return RuntimeError("\(name)(\(text(x))) is out of \(name)'s range \(text(range.lowerBound))...\(text(range.upperBound)), which Swift traps")
    }

    /// Swift's sized integer types and their ranges (as Doubles: the 64-bit ones' bounds are
    /// the nearest Doubles, geo's Numbers being Doubles). Bounds, not `ClosedRange`s: a table
    /// of ranges made the runtime look up Double's Comparable conformance at every start
    /// (115,000 instructions).
    static let sizedIntegers: [(name: String, lower: Double, upper: Double)] = [
        ("Int8", -128, 127), ("Int16", -32768, 32767), ("Int32", -2147483648, 2147483647),
        ("Int64", -9.223372036854775808e18, 9.223372036854775807e18),
        ("UInt8", 0, 255), ("UInt16", 0, 65535), ("UInt32", 0, 4294967295),
        ("UInt64", 0, 1.8446744073709551615e19), ("UInt", 0, 1.8446744073709551615e19),
    ]

    /// Swift's `Double(x)`, `CGFloat(x)`, `Float(x)`: geo's numbers are all Double, so a Number
    /// is itself; a string is its number or nil (Swift's `Double("2.5")`).
    static func numeric(_ name: String) -> Builtin {
        .function(name, [.arg("value", .kinds("Number or String", .number, .string))],
                  doc: "The number itself (geo's numbers are all Double); of a string, its number or nil (Swift's \(name)(\"2.5\")).",
                  .f1 { v, _ in
                      // Swift's own reading: no whitespace around, no `_` (geo's `Number(s)` allows both).
                      if case .string(let text) = v { return Double(text).map(Value.number) ?? .nil }
                      return v
                  }).numeric { $0 }   // `CGFloat(i) * w`: the Number itself, no call (path builtinNumber)
    }

    /// A radix argument of `String(_:radix:)` or `Int(_:radix:)`: a whole number from 2 to 36,
    /// as Swift's (which traps on any other).
    static func radixValue(_ r: Value) throws -> Int {
        let x = try r.number()
        guard x == x.rounded(), x >= 2, x <= 36 else {
            throw RuntimeError("a radix is a whole number from 2 to 36, not \(NumberFormat.exact.string(x))")
        }
        return Int(x)
    }

    /// `String(v, radix: r)`: the digits of a whole Number (no more than 2^53 in magnitude,
    /// where every whole number is exact) in base r.
    static func digits(_ v: Value, _ r: Value, uppercase: Bool) throws -> String {
        let x = try v.number(), radix = try radixValue(r)
        guard x == x.rounded(), x.magnitude <= 9_007_199_254_740_992 else {
            throw RuntimeError("String(_:radix:) writes a whole number, not \(NumberFormat.exact.string(x))")
        }
        return String(Int64(x), radix: radix, uppercase: uppercase)
    }

    /// `Int(x)`'s value of a Number: its whole part toward zero (-0.5 gives 0, as Swift's Int),
    /// nil when x is not finite.
    static func wholePart(_ x: Double) -> Double? {
        x.isFinite ? x.rounded(.towardZero) + 0 : nil
    }

    private static func extremum(_ name: String, smaller: Bool) -> Builtin {
        .method(name, on: .list, [.label("by", .function)],
                doc: "The \(smaller ? "smallest" : "largest") element by a function (a, b) returning true when a comes first, or nil when the list is empty.",
                .f2 { l, f, ctx in
                    let areInOrder = ctx.callback(try f.function(), arity: 2)
                    let items = try l.list()
                    guard var best = items.first else { return .nil }
                    for x in items.dropFirst() {
                        // As Swift's: the first of equal elements is kept, replaced only by one that
                        // comes strictly before it (min) or strictly after it (max).
                        let before = try areInOrder.test(smaller ? x : best, smaller ? best : x)
                        if before { best = x }
                    }
                    return best
                })
    }
}
