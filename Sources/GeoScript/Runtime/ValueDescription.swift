import GeoCore

/// Showing a value as text (docs/language.md) without recursion and sized before it is built.
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
        guard value.isContainer else {
            let text = leaf(value, format, quoteStrings: quoteStrings)
            if text.utf8.count > limit { throw .tooLong(atLeast: text.utf8.count) }
            return text
        }
        let size = try length(of: value, format, limit: limit, stop: stop)
        if size > limit { throw .tooLong(atLeast: size) }
        return try build(value, format, capacity: size, stop: stop)
    }

    /// The text of anything but a list or a dictionary (strings quoted as inside a list when
    /// `quoteStrings`).
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
        case .dictionary, .set: return "[…]"
        }
    }

    /// The identity of a list's storage (shared sublists have the same one).
    static func identity(_ items: [Value]) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    /// A list's or a dictionary's parts as the text shows them: a list's elements, or a
    /// dictionary's keys and values in turn (`[k0, v0, k1, v1, …]`: written `[k0: v0, k1: v1]`),
    /// with the identity of its storage (shared ones have the same one); nil for a leaf.
    struct Node {
        var items: [Value]
        var isDictionary: Bool
        var identity: UnsafeRawPointer?
        /// A labelled tuple's (`Records`): each part's label and `: ` before it (none for a
        /// part without one), its parts in parentheses, as Swift prints `(min: 1, max: 3)`.
        var labels: [String]? = nil

        /// What encloses the parts: `[` `]`, or a labelled tuple's `(` `)` (one byte each).
        var open: String { labels == nil ? "[" : "(" }
        var close: String { labels == nil ? "]" : ")" }

        /// What comes right before part `i`: its label's `name: ` in a labelled tuple.
        func label(_ i: Int) -> String {
            guard let labels, let name = labels[i].first, !name.isNumber else { return "" }
            return labels[i] + ": "
        }

        init?(_ value: Value) {
            switch value {
            case .list(let xs):
                items = xs
                isDictionary = false
                identity = ValueDescription.identity(xs)
            case .dictionary(let d) where d.isRecord:
                items = d.values
                isDictionary = false
                labels = Records.labels(d)
                identity = UnsafeRawPointer(Unmanaged.passUnretained(d.storage).toOpaque())
            case .dictionary(let d):
                items = []
                items.reserveCapacity(2 * d.count)
                for (k, v) in d.entries { items.append(k); items.append(v) }
                isDictionary = true
                identity = UnsafeRawPointer(Unmanaged.passUnretained(d.storage).toOpaque())
            case .set(let s):
                // As Swift prints a Set: its elements in brackets.
                items = s.keys
                isDictionary = false
                identity = UnsafeRawPointer(Unmanaged.passUnretained(s.storage).toOpaque())
            default:
                return nil
            }
        }

        /// What comes before part `i` (> 0): `: ` before a dictionary's value, else `, `.
        func separator(before i: Int) -> String { isDictionary && i % 2 == 1 ? ": " : ", " }

        /// The text of an empty one: `[]`, or Swift's `[:]`.
        var emptyText: String { isDictionary ? "[:]" : "[]" }
    }

    /// The length in UTF-8 bytes of a list's (or dictionary's) text, or a number above `limit`
    /// as soon as it is known to be larger. Linear in the number of distinct nodes and their
    /// parts.
    static func length(of value: Value, _ format: NumberFormat, limit: Int,
                       stop: () -> Bool) throws(Failure) -> Int {
        guard let root = Node(value) else { return leaf(value, format, quoteStrings: true).utf8.count }
        var known: [UnsafeRawPointer: Int] = [:]
        var total = root.items.isEmpty ? root.emptyText.utf8.count : 2
        // Each frame: a node, the next part to visit, `total` when the node was entered.
        var stack: [(node: Node, next: Int, start: Int)] = [(root, 0, 0)]
        var visited = 0
        while let top = stack.last {
            visited += 1
            if visited % pollInterval == 0, stop() { throw .stopped }
            if total > limit { return total }
            if top.next == top.node.items.count {
                stack.removeLast()
                if let id = top.node.identity { known[id] = total - top.start }
                continue
            }
            let item = top.node.items[top.next]
            if top.next > 0 { total += 2 }
            total += top.node.label(top.next).utf8.count
            stack[stack.count - 1].next += 1
            if let inner = Node(item) {
                if let id = inner.identity, let size = known[id] {
                    let (sum, overflow) = total.addingReportingOverflow(size)
                    total = overflow ? Int.max : sum
                } else {
                    stack.append((inner, 0, total))
                    total += inner.items.isEmpty ? inner.emptyText.utf8.count : 2
                }
            } else {
                total += leaf(item, format, quoteStrings: true).utf8.count
            }
        }
        return total
    }

    /// Builds a list's (or dictionary's) text with an explicit stack.
    static func build(_ value: Value, _ format: NumberFormat, capacity: Int, stop: () -> Bool) throws(Failure) -> String {
        guard let root = Node(value) else { return leaf(value, format, quoteStrings: true) }
        if root.items.isEmpty { return root.emptyText }
        var text = root.open
        text.reserveCapacity(capacity)
        var stack: [(node: Node, next: Int)] = [(root, 0)]
        var visited = 0
        while let top = stack.last {
            visited += 1
            if visited % pollInterval == 0, stop() { throw .stopped }
            if top.next == top.node.items.count {
                text += top.node.close
                stack.removeLast()
                continue
            }
            let item = top.node.items[top.next]
            if top.next > 0 { text += top.node.separator(before: top.next) }
            text += top.node.label(top.next)
            stack[stack.count - 1].next += 1
            if let inner = Node(item) {
                if inner.items.isEmpty {
                    text += inner.emptyText
                } else {
                    text += inner.open
                    stack.append((inner, 0))
                }
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
