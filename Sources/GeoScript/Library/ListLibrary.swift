/// Members of lists (docs/language.md): value semantics, so mutating methods write back to the
/// variable or place the list came from.
enum ListLibrary {
    static var builtins: [Builtin] {
        [
            .property("count", on: .list, type: .number, doc: "The number of elements.",
                      get: { l, _ in .number(Double(try l.list().count)) }),
            .property("isEmpty", on: .list, type: .bool, doc: "Whether the list has no elements.",
                      get: { l, _ in .bool(try l.list().isEmpty) }),
            .property("lazy", on: .list, type: .list,
                      doc: "Swift's lazy view: the list itself (geo's map and filter make their lists at once; the results are the same).",
                      get: { l, _ in l }),
            .property("first", on: .list, type: .any, doc: "The first element, or nil when empty.",
                      get: { l, _ in try l.list().first ?? .nil }),
            .property("last", on: .list, type: .any, doc: "The last element, or nil when empty.",
                      get: { l, _ in try l.list().last ?? .nil }),
            .property("indices", on: .list, type: .list, doc: "The valid indices, 0..<count, as a list.",
                      get: { l, ctx in
                          let count = try l.list().count
                          try ctx.noteAllocation(count * MemoryLayout<Value>.stride)
                          return .list((0..<count).map { .number(Double($0)) })
                      }),
            .method("enumerated", on: .list, [], doc: "Each element with its index, as [index, element] pairs: for (i, x) in xs.enumerated() { … }.",
                    .f1 { l, ctx in
                        let items = try l.list()
                        return try indexedPairs(items, count: items.count, ctx)
                    }),
            .method("min", on: .list, [], doc: "The smallest of the numbers (or strings), or nil when the list is empty; as Swift's, the first of equal ones, and nan only when it comes first.",
                    .f1 { l, _ in try extremum(l, .least) }),
            .method("max", on: .list, [], doc: "The largest of the numbers (or strings), or nil when the list is empty; as Swift's, the first of equal ones, and nan only when it comes first.",
                    .f1 { l, _ in try extremum(l, .greatestOfSequence) }),
            listMethod("append", [.arg("element", .any)], doc: "Adds the element at the end.", appendsElement: true) { items, x, _, ctx in
                try ctx.checkGrowth(of: items, by: 1)
                items.append(x)
                return .nil
            },
            .method("append", on: .list, [.label("contentsOf", .kinds("List or Set", .list, .set))],
                    doc: "Adds every element of another list (or of a set, in its order) at the end.",
                    .mutating { recv, args, ctx in
                        guard case .list = recv else { throw notAList(recv) }
                        let items = if case .set(let s) = args[0] { s.keys } else { try args[0].list() }
                        try Operators.append(contentsOf: items, to: &recv, ctx)
                        return .nil
                    }),
            listMethod("insert", [.arg("element", .any), .label("at", .number)],
                       doc: "Inserts the element at an index (0…count).") { items, x, at, ctx in
                let i = try index(at, count: items.count + 1, what: "insert(_:at:)")
                try ctx.checkGrowth(of: items, by: 1)
                items.insert(x, at: i)
                return .nil
            },
            listMethod("insert", [.label("contentsOf", .list), .label("at", .number)],
                       doc: "Inserts the elements of a list at an index (0…count), in their order.") { items, xs, at, ctx in
                let i = try index(at, count: items.count + 1, what: "insert(contentsOf:at:)")
                let new = try xs.list()
                try ctx.checkListLength(items.count + new.count)
                items.insert(contentsOf: new, at: i)
                return .nil
            },
            listMethod("remove", [.label("at", .number)], doc: "Removes and returns the element at an index.") { items, at, _, _ in
                items.remove(at: try index(at, count: items.count, what: "remove(at:)"))
            },
            listMethod("removeLast", [], doc: "Removes and returns the last element.") { items, _, _, _ in
                guard !items.isEmpty else { throw RuntimeError("removeLast() on an empty list") }
                return items.removeLast()
            },
            // Swift's popLast(): nil on an empty list, so `while let x = stack.popLast() { … }` ends.
            listMethod("popLast", [], doc: "Removes and returns the last element, or nil when the list is empty.") { items, _, _, _ in
                items.popLast() ?? .nil
            },
            listMethod("removeFirst", [], doc: "Removes and returns the first element.") { items, _, _, _ in
                guard !items.isEmpty else { throw RuntimeError("removeFirst() on an empty list") }
                return items.removeFirst()
            },
            listMethod("removeLast", [.arg("k", .number)], doc: "Removes the last k elements (Swift's removeLast(_:)).") { items, k, _, _ in
                items.removeLast(try removalCount(k, items.count, "removeLast(_:)"))
                return .nil
            },
            listMethod("removeFirst", [.arg("k", .number)], doc: "Removes the first k elements (Swift's removeFirst(_:)).") { items, k, _, _ in
                items.removeFirst(try removalCount(k, items.count, "removeFirst(_:)"))
                return .nil
            },
            listMethod("reverse", [], doc: "Reverses the elements in place (as xs = xs.reversed()).") { items, _, _, _ in
                items.reverse()
                return .nil
            },
            listMethod("swapAt", [.arg("i", .number), .arg("j", .number)],
                       doc: "Exchanges the elements at two indices.") { items, i, j, _ in
                let a = try index(i, count: items.count, what: "swapAt(_:_:)")
                let b = try index(j, count: items.count, what: "swapAt(_:_:)")
                // The two Values moved where the array lies: Array's swapAt reads each element
                // out (a retain), writes it back through a uniqueness check, and releases the
                // one it replaced (≈200 instructions a swap, s10heap).
                items.withUnsafeMutableBufferPointer { $0.swapAt(a, b) }
                return .nil
            },
            // Swift's in-place sorts. The list stays in its variable while a `by:` function runs
            // (the function may read it), and is replaced once the sorted copy is made.
            .method("sort", on: .list, [], doc: "Sorts the numbers (or strings) in place, in increasing order; NaN comes last.",
                    .mutating { recv, _, _ in
                        guard case .list(let items) = recv else { throw notAList(recv) }
                        recv = .list(try sortedValues(items))
                        return .nil
                    }),
            .method("sort", on: .list, [.label("by", .function)],
                    doc: "Sorts the elements in place by a function (a, b) returning true when a comes first.",
                    .mutating { recv, args, ctx in
                        guard case .list(let items) = recv else { throw notAList(recv) }
                        let result = try sorted(items, by: args[0], ctx)
                        withUnsafeMutablePointer(to: &recv) { storeAfterCalls($0, .list(result)) }
                        return .nil
                    }),
            .method("removeAll", on: .list, [], doc: "Removes every element.",
                    .mutating { recv, _, _ in
                        recv = .list([])
                        return .nil
                    }),
            // Swift's removeAll(where:): as sort(by:), the list stays in its variable while the
            // function runs, and is replaced once the kept elements are known.
            .method("removeAll", on: .list, [.label("where", .function)],
                    doc: "Removes every element for which f(element) is true; the others keep their order.",
                    .mutating { recv, args, ctx in
                        guard case .list(let items) = recv else { throw notAList(recv) }
                        let shouldBeRemoved = ctx.callback(try args[0].function(), arity: 1)
                        let kept = try shouldBeRemoved.testing { tester in try items.kept { !(try tester.test($0)) } }
                        withUnsafeMutablePointer(to: &recv) { storeAfterCalls($0, .list(kept)) }
                        return .nil
                    }),
            // Swift's partition(by:): the elements for which f is false first, then the others
            // (Swift's order within each part: the first one from the front that belongs after
            // is swapped with the last one from the back that belongs before, and so on); the
            // index of the second part's first element. The list stays in its variable while f
            // runs, as for sort(by:).
            .method("partition", on: .list, [.label("by", .function)],
                    doc: "Reorders the list so the elements for which f(element) is false come first; returns the index where the others start.",
                    .mutating { recv, args, ctx in
                        guard case .list(var items) = recv else { throw notAList(recv) }
                        let belongsAfter = ctx.callback(try args[0].function(), arity: 1)
                        let start = try belongsAfter.testing { tester -> Int in
                            var lo = 0, hi = items.count
                            while true {
                                while true {
                                    if lo == hi { return lo }
                                    if try tester.test(items[lo]) { break }
                                    lo += 1
                                }
                                while true {
                                    hi -= 1
                                    if lo == hi { return lo }
                                    if !(try tester.test(items[hi])) { break }
                                }
                                items.swapAt(lo, hi)
                                lo += 1
                            }
                        }
                        withUnsafeMutablePointer(to: &recv) { storeAfterCalls($0, .list(items)) }
                        return .number(Double(start))
                    }),
            .method("contains", on: .list, [.arg("element", .any)], doc: "Whether an element == the value.",
                    .f2 { l, x, _ in .bool(try l.list().position(of: x) != nil) }),
            .method("firstIndex", on: .list, [.label("of", .any)], doc: "The index of the first element == the value, or nil.",
                    .f2 { l, x, _ in
                        guard let i = try l.list().position(of: x) else { return .nil }
                        return .number(Double(i))
                    }),
            .method("reversed", on: .list, [], doc: "The elements in reverse order.",
                    .f1 { l, _ in .list(try l.list().reversed()) }),
            .method("sorted", on: .list, [], doc: "The numbers (or strings) in increasing order; NaN comes last.",
                    .f1 { l, _ in .list(try sortedValues(try l.list())) }),
            // A trailing closure fills `by:` (`names.sorted { a, b in a > b }`); in parentheses the
            // label is required, as in Swift.
            .method("sorted", on: .list, [.label("by", .function)],
                    doc: "The elements ordered by a function (a, b) returning true when a comes first.",
                    .f2 { l, f, ctx in .list(try sorted(try l.list(), by: f, ctx)) }),
            .method("map", on: .list, [.arg("transform", .function)], doc: "The list of f(element) for each element.",
                    .f2 { l, f, ctx in
                        let transform = ctx.callback(try f.function(), arity: 1)
                        return .list(try l.list().map { try transform($0) })
                    }),
            .method("filter", on: .list, [.arg("isIncluded", .function)], doc: "The elements for which f(element) is true.",
                    .f2 { l, f, ctx in
                        let isIncluded = ctx.callback(try f.function(), arity: 1)
                        return .list(try isIncluded.testing { tester in try l.list().kept { try tester.test($0) } })
                    }),
            // Swift's searches that take a predicate: `xs.first(where:)` beside the `first`
            // property, as Swift's Array has both.
            search("first", label: "where", doc: "The first element for which f(element) is true, or nil.") { xs, test in
                try xs.first(where: test) ?? .nil
            },
            search("last", label: "where", doc: "The last element for which f(element) is true, or nil.") { xs, test in
                try xs.last(where: test) ?? .nil
            },
            search("firstIndex", label: "where", doc: "The index of the first element for which f(element) is true, or nil.") { xs, test in
                try xs.firstIndex(where: test).map { .number(Double($0)) } ?? .nil
            },
            search("contains", label: "where", doc: "Whether f(element) is true for some element.") { xs, test in
                .bool(try xs.contains(where: test))
            },
            search("allSatisfy", label: nil, doc: "Whether f(element) is true for every element (true for an empty list).") { xs, test in
                .bool(try xs.allSatisfy(test))
            },
            // Swift's sequence comparisons: element by element, as `==` compares them.
            .method("starts", on: .list, [.label("with", .list)], doc: "Whether the list begins with the other list's elements, in order (true for an empty one).",
                    .f2 { l, p, _ in
                        let xs = try l.list(), prefix = try p.list()
                        return .bool(prefix.count <= xs.count && zip(xs, prefix).allSatisfy { $0.isIdentical(to: $1) })
                    }),
            .method("elementsEqual", on: .list, [.arg("other", .list)], doc: "Whether the two lists have the same elements in the same order (as ==).",
                    .f2 { l, o, _ in
                        let xs = try l.list(), ys = try o.list()
                        return .bool(xs.count == ys.count && zip(xs, ys).allSatisfy { $0.isIdentical(to: $1) })
                    }),
            // Swift 6's `count(where:)` beside the `count` property.
            search("count", label: "where", doc: "How many elements f(element) is true for.") { xs, test in
                var n = 0
                for x in xs where try test(x) { n += 1 }
                return .number(Double(n))
            },
            .method("forEach", on: .list, [.arg("body", .function)], doc: "Calls f(element) for each element.",
                    .f2 { l, f, ctx in
                        let body = ctx.callback(try f.function(), arity: 1)
                        for x in try l.list() { _ = try body(x) }
                        return .nil
                    }),
            .method("reduce", on: .list, [.arg("initial", .any), .arg("combine", .function)],
                    doc: "Combines the elements: f(f(f(initial, e0), e1), …).",
                    .f3 { l, initial, f, ctx in
                        let combine = ctx.callback(try f.function(), arity: 2)
                        var acc = initial
                        // A labelled tuple's accumulator keeps its labels: Swift converts the
                        // closure's `(acc.sum + x, acc.count + 1)` to the initial value's type.
                        var labels: [String]?
                        if case .dictionary(let d) = initial, d.isRecord { labels = Records.labels(d) }
                        for x in try l.list() {
                            acc = try combine(acc, x)
                            if let labels, let made = try Records.labelled(acc, labels, ctx) { acc = made }
                        }
                        return acc
                    }),
            .method("joined", on: .list, [.label("separator", .string)],
                    doc: "The elements as text, separated by separator.",
                    .f2 { l, sep, ctx in try joinedText(try l.list(), separator: try sep.string(), ctx) }),
            .method("joined", on: .list, [],
                    doc: "A list of lists made one list (Swift's joined() of arrays); else the elements as text, one after another.",
                    .f1 { l, ctx in
                        let items = try l.list()
                        // Swift's `[[1, 2], [3]].joined()`: the lists' elements in order.
                        if !items.isEmpty, items.allSatisfy({ if case .list = $0 { true } else { false } }) {
                            var all: [Value] = []
                            for case .list(let part) in items {
                                try ctx.checkListLength(all.count + part.count)
                                all += part
                            }
                            return .list(all)
                        }
                        return try joinedText(items, separator: "", ctx)
                    }),
        ]
    }

    /// The elements as text, `separator` between them: built piece by piece, each checked
    /// against the string limit before it is added (a million elements joined by a long
    /// separator).
    static func joinedText(_ items: [Value], separator: String, _ ctx: RuntimeContext) throws -> Value {
        if let text = try joinedStrings(items, separator: separator, ctx) { return .string(text) }
        var text = ""
        for (i, item) in items.enumerated() {
            let piece = try item.formatted(ctx)
            let size = text.utf8.count + (i == 0 ? 0 : separator.utf8.count) + piece.utf8.count
            try ctx.checkStringLength(size)
            if i > 0 { text += separator }
            text += piece
        }
        return .string(text)
    }

    /// A list of Strings joined within the string limit (what `joined` mostly meets), made in
    /// one allocation of the joined size with each piece's bytes copied; nil for a list holding
    /// anything else, or whose text is too long (the piece-by-piece code then reports it).
    private static func joinedStrings(_ items: [Value], separator: String, _ ctx: RuntimeContext) throws -> String? {
        guard !items.isEmpty else { return "" }
        var size = separator.utf8.count.multipliedReportingOverflow(by: items.count - 1)
        for item in items {
            guard case .string(let s) = item, !size.overflow else { return nil }
            size = size.partialValue.addingReportingOverflow(s.utf8.count)
        }
        guard !size.overflow, size.partialValue <= ctx.limits.stringLength else { return nil }
        try ctx.noteAllocation(size.partialValue)
        var separator = separator
        return separator.withUTF8 { between in
            String(unsafeUninitializedCapacity: size.partialValue) { buffer in
                var at = 0
                func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[at...]).initialize(from: bytes)
                    at += bytes.count
                }
                for (i, item) in items.enumerated() {
                    guard case .string(var s) = item else { continue }  // every item is (above)
                    if i > 0 { copy(between) }
                    s.withUTF8(copy)
                }
                return at
            }
        }
    }

    /// A method taking one predicate closure (`first(where:)`, `allSatisfy(_:)`): `body` gets the
    /// elements and the test (the closure's result by geo's truthiness).
    static func search(_ name: String, label: String?, doc: String,
                       _ body: @escaping ([Value], (Value) throws -> Bool) throws -> Value) -> Builtin {
        let param: Param = label.map { .label($0, .function) } ?? .arg("predicate", .function)
        return .method(name, on: .list, [param], doc: doc, .f2 { l, f, ctx in
            let predicate = ctx.callback(try f.function(), arity: 1)
            return try predicate.testing { tester in try body(try l.list()) { try tester.test($0) } }
        })
    }

    /// `[index, element]` pairs of `count` elements (`xs.enumerated()`, `s.enumerated()`), the
    /// memory announced first: the list, and a two-element list (a block of its own) per element.
    static func indexedPairs(_ elements: some Sequence<Value>, count: Int, _ ctx: RuntimeContext) throws -> Value {
        try ctx.noteAllocation(count * (3 * MemoryLayout<Value>.stride + 48))
        var pairs: [Value] = []
        pairs.reserveCapacity(count)
        for (i, x) in elements.enumerated() { pairs.append(.list([.number(Double(i)), x])) }
        return .list(pairs)
    }

    /// `xs.min()` / `xs.max()`: Swift's, nil for an empty list; numbers or strings picked by
    /// `rule` (`Extremum`: the first of equal ones kept).
    static func extremum(_ l: Value, _ rule: Extremum) throws -> Value {
        let items = try l.list()
        if items.isEmpty { return .nil }
        let name = rule == .least ? "min" : "max"
        if case .string = items[0] {
            return try extremeString(items, rule) { k, item in
                guard case .string(let s) = item else {
                    throw RuntimeError("\(name)() compares strings with strings: element \(k) is \(RuntimeError.describeBriefly(item))")
                }
                return s
            }
        }
        if let k = items.firstIndex(where: { $0.kind != .number }) {
            throw RuntimeError("\(name)() compares numbers (or strings): element \(k) is \(RuntimeError.describeBriefly(items[k]))")
        }
        return try CoreLibrary.extremum([l], name: name, rule)
    }

    /// The least (or greatest) of `values`' Strings, as `<` compares them, picked by `rule`;
    /// `string` reads value k or throws.
    static func extremeString(_ values: [Value], _ rule: Extremum, _ string: (Int, Value) throws -> String) throws -> Value {
        var best = ""
        for (k, item) in values.enumerated() {
            let s = try string(k, item)
            if k == 0 || rule.takes(s, over: best) { best = s }
        }
        return .string(best)
    }

    /// A mutating List method whose change is made on the receiver's array: called on a list
    /// in a local (`xs.append(x)` in a loop) the array is changed where the local holds it
    /// (`MethodSite.changeListInPlace`), elsewhere through its place as any mutating method.
    /// `appendsElement`: the change adds its one argument at the end, and nothing else (no
    /// warning, no check but the limits), which a site may do inline (`Overload.appendsElement`).
    /// The count of `removeFirst(_:)` / `removeLast(_:)`: a whole number from 0 to `count`
    /// (Swift traps on more than the list has).
    static func removalCount(_ k: Value, _ count: Int, _ what: String) throws -> Int {
        let n = try ViewsLibrary.integer(k, "the count of \(what)")
        guard n >= 0, n <= count else {
            throw RuntimeError("\(what) cannot remove \(n) elements of a list of \(count)")
        }
        return n
    }

    static func listMethod(_ name: String, _ params: [Param], doc: String, appendsElement: Bool = false,
                           _ change: @escaping ListChange) -> Builtin {
        let impl: Impl = .mutating { recv, args, ctx in
            guard case .list(var items) = recv else { throw notAList(recv) }
            // Taken out of the place: the array is uniquely referenced while it changes.
            recv = .nil
            defer { recv = .list(items) }
            return try change(&items, args.count > 0 ? args[0] : .nil, args.count > 1 ? args[1] : .nil, ctx)
        }
        return Builtin(name: name, target: .member(.list), doc: doc,
                       shape: .function(Overload(name: name, params: params, doc: doc, impl: impl, isMethod: true,
                                                 listChange: change, appendsElement: appendsElement)))
    }

    static func notAList(_ v: Value) -> RuntimeError {
        RuntimeError("expected a List, not \(RuntimeError.describeBriefly(v))")
    }

    /// A whole-number index in 0..<count, or an error naming the operation. Inlined where a
    /// method checks its index (`swapAt`, `insert(_:at:)`, `remove(at:)`): a whole number in
    /// range is taken there, checked without rounding (a call of libm's round); the rest, and
    /// the errors, out of line (a call with the index copied in and out was ~42 instructions
    /// an index, two a swap: pqrec).
    @inline(__always) static func index(_ v: Value, count: Int, what: String) throws -> Int {
        if case .number(let x) = v, let i = Compiler.wholeIndex(x, count: count) { return i }
        return try otherIndex(v, count: count, what: what)
    }

    /// `index` of anything but a whole number in range: the index it denotes, or the error.
    @inline(never) static func otherIndex(_ v: Value, count: Int, what: String) throws -> Int {
        let x = try v.number("the index of \(what)")
        if let (message, notes) = Compiler.fractionalIndex(x) { throw RuntimeError(message, notes: notes) }
        guard x == x.rounded(), x >= 0, x < Double(count) else {
            throw RuntimeError("index \(NumberFormat.exact.string(x)) is out of range for \(what) (valid: 0..<\(count))")
        }
        return Int(x)
    }

    /// Numbers or strings in increasing order; a mix is an error.
    /// The elements ordered by `f`, a function (a, b) returning true when a comes first
    /// (`sorted(by:)`, `sort(by:)`); the first error `f` throws stops the sort.
    static func sorted(_ items: [Value], by f: Value, _ ctx: RuntimeContext) throws -> [Value] {
        let areInOrder = ctx.callback(try f.function(), arity: 2)
        guard items.count > 1 else { return items }   // no comparison to make
        // The elements' indices are sorted (`mergeSortedIndices`), the function given the
        // elements where the list lies: sorting the Values moved and copied them, each
        // comparison retaining and releasing both. The list is held by a reference of its own
        // while the function runs (`sort(by:)` sorts a variable's list, which the function may
        // change or let go).
        // The function's first error ends the sort and is thrown (the comparison rethrows it):
        // a comparison that caught it, inlined into the standard library's merge, was once
        // miscompiled in the release build (the error register held one of the merge's
        // pointers across the call, read back as an error: `FrameLayoutTests`).
        let held = HeldList(items)
        let order = try held.items.withUnsafeBufferPointer { elements in
            let base = elements.baseAddress!
            return try areInOrder.testing { tester in
                try mergeSortedIndices(elements.count) { i, j in
                    try tester.test(lending: base + i, base + j)
                }
            }
        }
        return order.map { held.items[$0] }
    }

    /// The indices 0..<n in the order `areInOrder` gives, stably (equal elements keep their
    /// order), by a bottom-up merge sort: at most about n·log2(n) comparisons, each a call of
    /// the script's function (the standard library's sort, tuned for cheap comparisons, made
    /// about twice as many on random lists: 19,671 for 1,000 elements against 8,966). A run
    /// of 4 or more already in order after its neighbour is not merged (one comparison), so a
    /// list in order takes about 1.25·n.
    static func mergeSortedIndices(_ n: Int, _ areInOrder: (Int, Int) throws -> Bool) rethrows -> [Int] {
        var from = Array(0..<n)
        guard n > 1 else { return from }
        var to = [Int](repeating: 0, count: n)
        // (Indexed arrays, not buffer pointers in closures: each closure would be a native
        // frame more per script call in the comparison, `BigStack.ShadowStack.framesPerCall`.)
        var width = 1
        while width < n {
            var low = 0
            while low < n {
                let mid = Swift.min(low + width, n), high = Swift.min(low + 2 * width, n)
                if mid < high, try width < 4 || areInOrder(from[mid], from[mid - 1]) {
                    // Merged: the right run's element first only when it is in order before
                    // the left's (stable).
                    var i = low, j = mid, k = low
                    while i < mid, j < high {
                        if try areInOrder(from[j], from[i]) {
                            to[k] = from[j]
                            j += 1
                        } else {
                            to[k] = from[i]
                            i += 1
                        }
                        k += 1
                    }
                    while i < mid { to[k] = from[i]; i += 1; k += 1 }
                    while j < high { to[k] = from[j]; j += 1; k += 1 }
                } else {
                    for k in low..<high { to[k] = from[k] }
                }
                low = high
            }
            swap(&from, &to)
            width *= 2
        }
        return from
    }

    /// Stores `value` in the variable a mutating method changes, over what the variable holds
    /// now: the function the method called may have reassigned it (`xs.sort(by:)` whose
    /// function sets or appends to `xs`). Out of line, so the old value is read here, not
    /// taken as the one the method began with (assigning `recv` released that one, already
    /// released by the script's store: a double free).
    @inline(never) static func storeAfterCalls(_ p: UnsafeMutablePointer<Value>, _ value: consuming Value) {
        let old = p.move()
        p.initialize(to: value)
        Disposal.dispose(old)
    }

    /// A list held for the length of a sort (`sorted(_:by:_:)`).
    private final class HeldList {
        let items: [Value]
        init(_ items: [Value]) { self.items = items }
    }

    static func sortedValues(_ items: [Value]) throws -> [Value] {
        // Sorted as plain Doubles / Strings (the same stable sort, so equal elements such as
        // 0 and -0 keep their order), then wrapped again.
        if items.allSatisfy({ $0.kind == .number }) {
            var numbers = items.map { $0.asNumber ?? 0 }
            // NaN is unordered under `<`, which would leave the order undefined: NaNs go last.
            numbers.sort { x, y in x.isNaN ? false : (y.isNaN || x < y) }
            return numbers.map(Value.number)
        }
        if items.allSatisfy({ $0.kind == .string }) {
            var strings = items.map { v -> String in
                if case .string(let s) = v { return s }
                return ""
            }
            strings.sort()
            return strings.map(Value.string)
        }
        throw RuntimeError("sorted() needs a list of numbers or of strings; use sorted(by:) for other elements")
    }
}

extension ListLibrary {
    /// The List methods named `names` (those that change no list) made methods of `kind`:
    /// each runs the List method on the receiver's `elements` (a String's characters, a
    /// Dictionary's entries, a Set's elements) and gives what `result` makes of its value (of
    /// that name). `admits` chooses the overloads (told whether one takes a function); `doc`
    /// is each one's, from the List method's signature.
    static func lifted(_ libraries: [[Builtin]], onto kind: ValueKind, names: [String],
                       admits: (_ name: String, _ takesFunction: Bool, _ params: [Param]) -> Bool,
                       doc: (_ name: String, _ signature: String) -> String,
                       elements: @escaping (Value) throws -> Value,
                       result: @escaping (Value, _ name: String) throws -> Value = { v, _ in v }) -> [Builtin] {
        var made: [Builtin] = []
        for library in libraries {
            for builtin in library {
                guard builtin.target == .member(.list), names.contains(builtin.name),
                      case .function(let list) = builtin.shape, list.listChange == nil else { continue }
                let takesFunction = list.params.contains { if case .kind(.function) = $0.type.check { true } else { false } }
                guard admits(builtin.name, takesFunction, list.params) else { continue }
                let name = builtin.name
                let impl: Impl
                switch list.impl {
                case .f1(let f): impl = .f1 { v, ctx in try result(f(try elements(v), ctx), name) }
                case .f2(let f): impl = .f2 { v, a, ctx in try result(f(try elements(v), a, ctx), name) }
                case .f3(let f): impl = .f3 { v, a, b, ctx in try result(f(try elements(v), a, b, ctx), name) }
                default: continue
                }
                made.append(.method(name, on: kind, list.params, doc: doc(name, list.signature), impl))
            }
        }
        return made
    }
}

extension Array where Element == Value {
    /// The elements `isIncluded` keeps, in order (`filter`, `removeAll(where:)`): room for up
    /// to 16 made at once (Swift's `filter` grows its result from nothing: four allocations
    /// for five elements kept), doubling beyond as Swift's does, so a long list that keeps
    /// few holds no more than it needs.
    func kept(_ isIncluded: (Value) throws -> Bool) rethrows -> [Value] {
        var result: [Value] = []
        result.reserveCapacity(Swift.min(count, 16))
        for x in self where try isIncluded(x) { result.append(x) }
        return result
    }

    /// The index of the first element == `x` (`contains`, `firstIndex(of:)`), by
    /// `Value.isIdentical(to:)`; a Number is looked for among the Numbers, a String among
    /// the Strings, directly.
    /// (From index `k` on: `xs[k...].firstIndex(of: x)`, `SliceSearch`; `k` within `0...count`.)
    func position(of x: Value, from k: Int = 0) -> Int? {
        switch x {
        case .number(let n):
            return withUnsafeBufferPointer { elements in
                elements[k...].firstIndex { if case .number(let m) = $0 { m == n } else { false } }
            }
        case .string(let s):
            return withUnsafeBufferPointer { elements in
                elements[k...].firstIndex { if case .string(let t) = $0 { t == s } else { false } }
            }
        default:
            return self[k...].firstIndex { $0.isIdentical(to: x) }
        }
    }
}
