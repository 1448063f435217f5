import GeoRender

/// `explain(expr)` (docs/language.md, "Teaching"): evaluates `expr`, prints step by step how the
/// value came about, and returns the value, so `let f = explain(card.frame)` works.
///
/// The steps need the *shape* of the argument, not only its value, so a call of the global
/// `explain` with one unlabelled argument is compiled specially (`Compiler.compileExplain`,
/// hooked into the call compilation): `v.frame`, `v.convert(x, to: w)`, `v.convert(x, from: w)`
/// and `v.hitTest(p)` get their step-by-step explanations from GeoRender's `Explain`; any
/// other expression shows its source text and value (with a transform's components, a rect's
/// edges, a view's stored geometry). The registered function below is what `explain` is when
/// used as a value (`let e = explain`): it only knows the value.
enum ExplainLibrary {
    static var builtins: [Builtin] {
        [
            .function("explain", [.arg("expression", .any)],
                      doc: "Evaluates the expression, prints step by step how its value came about (v.frame, v.convert(p, to: w), root.hitTest(p); otherwise the value and its parts) and returns the value.",
                      .f1 { v, ctx in
                          ctx.write(explanation(of: v, source: nil, ctx.format))
                          return v
                      }),
        ]
    }

    /// `source = value`, then details for transforms, rects and views.
    static func explanation(of v: Value, source: String?, _ format: NumberFormat) -> String {
        let shown = v.formatted(format, quoteStrings: true)
        let details: [String]
        switch v {
        case .transform(let t): details = Explain.details(of: t.value, format: format)
        case .rect(let r): details = Explain.details(of: r.value, format: format)
        case .view(let view): details = Explain.details(of: view, format: format)
        default: details = []
        }
        return Explain.value(source: source ?? shown, shown: shown, details: details)
    }

    /// The source text of a span on one line: each line trimmed, the lines joined by a space
    /// (none before a line that starts a `.member`).
    static func sourceText(_ span: Span) -> String {
        let bytes = span.file.bytes
        let start = min(max(span.start, 0), bytes.count)
        let end = min(max(start + span.length, start), bytes.count)
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        var joined = ""
        for line in text.split(separator: "\n").map({ $0.trimmingSpaces() }) where !line.isEmpty {
            // A line starting with `.member` continues a method chain: no space before it.
            if !joined.isEmpty && !line.hasPrefix(".") { joined += " " }
            joined += line
        }
        return joined
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        var s = self[...]
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s = s.dropLast() }
        return String(s)
    }
}

/// Holds the receiver evaluated by `explain`'s own code while the ordinary member lookup reads it.
private final class ExplainReceiver {
    var value: Value = .nil
}

extension Compiler {
    /// The code for `explain(arg)` when `callee` is the built-in `explain` (not a user's
    /// variable of that name) called with one unlabelled argument; nil otherwise.
    ///
    /// The receiver and arguments of `v.frame`, `v.convert(…)` and `v.hitTest(…)` are evaluated
    /// once, in order, and the value is computed by the ordinary member dispatch (so it is
    /// exactly what the expression gives without `explain`, errors included); only then is the
    /// explanation written.
    func compileExplain(_ callee: Expr, _ args: [Argument], span: Span) -> Eval? {
        guard case .name(let ref) = callee.kind, case .builtin(let name) = ref.target, name == "explain",
              args.count == 1, args[0].label == nil else { return nil }
        let arg = args[0].value
        let source = ExplainLibrary.sourceText(arg.span)
        let context = engine.context
        let engine = self.engineRef
        switch arg.kind {
        case .member(let baseExpr, let member, let nameSpan) where member == "frame":
            let base = compileExpr(baseExpr)
            let receiver = ExplainReceiver()
            let get = compileMemberGet({ _ in receiver.value }, name: member, nameSpan: nameSpan, span: arg.span)
            return { f in
                receiver.value = try base(f)
                defer { receiver.value = .nil }
                let value = try get(f)
                if case .view(let v) = receiver.value {
                    context.write(Explain.frame(of: v, source: source, format: context.format))
                } else {
                    context.write(ExplainLibrary.explanation(of: value, source: source, context.format))
                }
                return value
            }
        case .call(let method, let callArgs):
            guard case .member(let baseExpr, let member, let nameSpan) = method.kind,
                  let kind = ExplainedMethod(member, callArgs) else { break }
            let base = compileExpr(baseExpr)
            let values = callArgs.map { compileExpr($0.value) }
            let labels = callArgs.map(\.label)
            let argSpans = callArgs.map(\.value.span)
            let id = registry.memberID(member)
            return { f in
                let recv = try base(f)
                var evaluated: [Value] = []
                for a in values { evaluated.append(try a(f)) }
                let value = try callMethod(recv, member, id, nameSpan: nameSpan, callArgs, labels, evaluated,
                                           argSpans: argSpans, frame: f, span: arg.span)
                let text: String
                do {
                    text = try explanation(kind, recv, evaluated, value, source: source, context.format)
                } catch {
                    throw engine.locate(error, arg.span)
                }
                context.write(text)
                return value
            }
        default:
            break
        }
        let value = compileExpr(arg)
        return { f in
            let v = try value(f)
            context.write(ExplainLibrary.explanation(of: v, source: source, context.format))
            return v
        }
    }

    /// Calls method `name` on `recv` with already evaluated arguments, through the registry's
    /// overloads, with the errors an ordinary method call reports.
    private func callMethod(_ recv: Value, _ name: String, _ id: Int, nameSpan: Span, _ args: [Argument],
                            _ labels: [String?], _ values: [Value], argSpans: [Span], frame: CallFrame,
                            span: Span) throws -> Value {
        guard let member = registry.member(recv.kind, id), !member.methods.isEmpty else {
            if let member = registry.member(recv.kind, id), member.property != nil {
                throw ScriptFailure(.runtime, "'\(name)' is a property of \(recv.typeName), not a method; drop the parentheses",
                                    at: nameSpan)
            }
            throw noMember(name, recv, at: nameSpan)
        }
        let candidates = Overload.candidates(member.methods, labels: labels, trailingClosure: args.endsWithTrailingClosure)
        guard !candidates.isEmpty else { throw Compiler.labelMismatch(name, member.methods, args, span: span) }
        let constants = values.map { v in EvalBox(eval: { _ in v }) }
        return try engine.callNative(candidates, constants, argSpans: argSpans, receiver: recv, frame: frame, span: span)
    }

    /// The step-by-step text for a method call whose receiver is a View and whose arguments
    /// have the types the explainer knows; the plain explanation of `value` otherwise.
    private func explanation(_ kind: ExplainedMethod, _ recv: Value, _ args: [Value], _ value: Value,
                             source: String, _ format: NumberFormat) throws -> String {
        guard case .view(let v) = recv else {
            return ExplainLibrary.explanation(of: value, source: source, format)
        }
        switch kind {
        case .hitTest:
            if case .point(let p) = args[0] {
                return Explain.hitTest(p, in: v, source: source, format: format)
            }
        case .convertTo, .convertFrom:
            let x: Explain.Converted
            switch args[0] {
            case .point(let p): x = .point(p)
            case .rect(let r): x = .rect(r.value)
            default: return ExplainLibrary.explanation(of: value, source: source, format)
            }
            let other: View?
            switch args[1] {
            case .view(let w): other = w
            case .nil: other = nil
            default: return ExplainLibrary.explanation(of: value, source: source, format)
            }
            return kind == .convertTo
                ? try Explain.convert(x, of: v, to: other, source: source, format: format)
                : try Explain.convert(x, of: v, from: other, source: source, format: format)
        }
        return ExplainLibrary.explanation(of: value, source: source, format)
    }
}

/// The method calls `explain` shows step by step, told apart by name and labels.
private enum ExplainedMethod {
    case convertTo, convertFrom, hitTest

    init?(_ name: String, _ args: [Argument]) {
        switch name {
        case "hitTest" where args.count == 1 && args[0].label == nil:
            self = .hitTest
        case "convert" where args.count == 2 && args[0].label == nil && args[1].label == "to":
            self = .convertTo
        case "convert" where args.count == 2 && args[0].label == nil && args[1].label == "from":
            self = .convertFrom
        default:
            return nil
        }
    }
}
