import GeoCore

/// Showing a value as text (LANGUAGE.md §7) without recursion and sized before it is built.
///
/// A list may share its sublists (`xs = [xs, xs]` forty times is 80 list nodes whose text is
/// 2^40 elements long), so the text is measured first — each distinct list node once, its
/// length remembered by the identity of its storage — and refused when it exceeds the limit
/// before a byte of it is built. Building then walks the lists with an explicit stack (a list
/// nested four million deep prints without exhausting the native stack) and polls `stop`
/// every few thousand nodes, so Ctrl-C, SIGTERM and `cancel()` reach it.
enum ValueDescription {
    /// How many nodes are visited between two polls of `stop`.
    static let pollInterval = 4_096

    /// What went wrong: the text would be longer than the limit, or the run was cancelled.
    enum Failure: Error {
        case tooLong(atLeast: Int)
        case stopped
    }

    /// The text of `value`, at most `limit` UTF-8 bytes.
    static func text(of value: Value, _ format: NumberFormat, quoteStrings: Bool, limit: Int,
                     stop: () -> Bool = { false }) throws(Failure) -> String {
        guard case .list = value else {
            let text = leaf(value, format, quoteStrings: quoteStrings)
            if text.utf8.count > limit { throw .tooLong(atLeast: text.utf8.count) }
            return text
        }
        let size = try length(of: value, format, limit: limit, stop: stop)
        if size > limit { throw .tooLong(atLeast: size) }
        return try build(value, format, capacity: size, stop: stop)
    }

    /// The text of anything but a list (strings quoted as inside a list when `quoteStrings`).
    static func leaf(_ value: Value, _ format: NumberFormat, quoteStrings: Bool) -> String {
        switch value {
        case .number(let x): return format.string(x)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return quoteStrings ? Value.quoted(s) : s
        case .nil: return "nil"
        case .point(let p): return p.formatted(format)
        case .size(let s): return s.formatted(format)
        case .rect(let r): return r.value.formatted(format)
        case .transform(let t): return t.value.formatted(format)
        case .view(let v): return Value.describe(view: v, format)
        case .list: return "[…]"
        case .function(let f): return f.description
        case .curve(let c): return c.formatted(format)
        case .animation(let a): return a.table(4, format: format)
        }
    }

    /// The identity of a list's storage (shared sublists have the same one).
    static func identity(_ items: [Value]) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    /// The length in UTF-8 bytes of a list's text, or a number above `limit` as soon as it is
    /// known to be larger. Linear in the number of distinct list nodes and their elements.
    static func length(of list: Value, _ format: NumberFormat, limit: Int,
                       stop: () -> Bool) throws(Failure) -> Int {
        guard case .list(let root) = list else { return leaf(list, format, quoteStrings: true).utf8.count }
        var known: [UnsafeRawPointer: Int] = [:]
        var total = 2
        // Each frame: a list, the next element to visit, `total` when the list was entered.
        var stack: [(items: [Value], next: Int, start: Int)] = [(root, 0, 0)]
        var visited = 0
        while let top = stack.last {
            visited += 1
            if visited % pollInterval == 0, stop() { throw .stopped }
            if total > limit { return total }
            if top.next == top.items.count {
                stack.removeLast()
                if let id = identity(top.items) { known[id] = total - top.start }
                continue
            }
            let item = top.items[top.next]
            if top.next > 0 { total += 2 }
            stack[stack.count - 1].next += 1
            if case .list(let inner) = item {
                if let id = identity(inner), let size = known[id] {
                    let (sum, overflow) = total.addingReportingOverflow(size)
                    total = overflow ? Int.max : sum
                } else {
                    stack.append((inner, 0, total))
                    total += 2
                }
            } else {
                total += leaf(item, format, quoteStrings: true).utf8.count
            }
        }
        return total
    }

    /// Builds a list's text with an explicit stack.
    static func build(_ list: Value, _ format: NumberFormat, capacity: Int, stop: () -> Bool) throws(Failure) -> String {
        guard case .list(let root) = list else { return leaf(list, format, quoteStrings: true) }
        var text = "["
        text.reserveCapacity(capacity)
        var stack: [(items: [Value], next: Int)] = [(root, 0)]
        var visited = 0
        while let top = stack.last {
            visited += 1
            if visited % pollInterval == 0, stop() { throw .stopped }
            if top.next == top.items.count {
                text += "]"
                stack.removeLast()
                continue
            }
            let item = top.items[top.next]
            if top.next > 0 { text += ", " }
            stack[stack.count - 1].next += 1
            if case .list(let inner) = item {
                text += "["
                stack.append((inner, 0))
            } else {
                text += leaf(item, format, quoteStrings: true)
            }
        }
        return text
    }
}

extension Value {
    /// The value's text for a script (print, interpolation, `string(v)`, `joined`): an error of
    /// the string limit before it is built when it would be longer than `Limits.stringLength`,
    /// and `cancelled` when the run is cancelled while it is built.
    func formatted(_ context: RuntimeContext, quoteStrings: Bool = false) throws -> String {
        let limit = context.limits.stringLength
        do {
            return try ValueDescription.text(of: self, context.format, quoteStrings: quoteStrings, limit: limit,
                                             stop: { context.isCancelled })
        } catch .tooLong(let size) {
            throw LimitError("string length limit exceeded: this value's text is "
                + (size == Int.max ? "longer than Int.max bytes" : "at least \(size) bytes")
                + " (Limits.stringLength is \(limit))")
        } catch .stopped {
            throw GeoError(.cancelled, "cancelled")
        }
    }

    /// The value's text for a host or the REPL, at most `limit` bytes; nil when it is longer.
    public func formatted(_ format: NumberFormat, quoteStrings: Bool = false, limit: Int) -> String? {
        try? ValueDescription.text(of: self, format, quoteStrings: quoteStrings, limit: limit)
    }
}

extension RuntimeContext {
    /// Whether the current run has been asked to stop (`cancel()`, Ctrl-C, SIGTERM): the one
    /// place native helpers poll it.
    var isCancelled: Bool {
        interpreter?.engine.isCancelled ?? false
    }
}
