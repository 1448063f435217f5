/// A runtime error with its location and the script call stack, before it becomes a
/// `GeoError` at the API boundary.
struct ScriptFailure: Error, @unchecked Sendable {
    var kind: GeoError.Kind
    var message: String
    var span: Span? { didSet { trace.hold(span) } }
    var notes: [String]
    /// Call sites of the script functions being unwound, innermost first. A class, so a
    /// failure passing out of 40,000 calls appends in place (a struct's array would be
    /// copied at each level: quadratic). Never crosses threads while it is being built.
    let trace = Trace()

    final class Trace {
        private(set) var spans: [Span] = []
        /// The files the spans point into, held so the failure still renders its source lines
        /// once the code that raised it is gone (a span only names its file).
        private var files: [SourceFile] = []

        func append(_ span: Span) {
            spans.append(span)
            hold(span)
        }

        func hold(_ span: Span?) {
            guard let span, !files.contains(where: { $0.id == span.fileID }),
                  let file = SourceFile.resolve(span.fileID) else { return }
            files.append(file)
        }
    }

    /// The call sites, innermost first.
    var stack: [Span] { trace.spans }

    init(_ kind: GeoError.Kind = .runtime, _ message: String, at span: Span?, notes: [String] = []) {
        self.kind = kind
        self.message = message
        self.span = span
        self.notes = notes
        trace.hold(span)
    }

    var diagnostic: Diagnostic {
        var d: Diagnostic
        if let span {
            d = Diagnostic(.error, message, at: span, notes: notes)
        } else {
            d = Diagnostic(.error, message, file: "geo")
            d.notes = notes
        }
        d.callStack = stack.map { s in
            let file = s.file
            let (line, column) = file.lineColumn(s.start)
            return "\(file.name):\(line):\(column)"
        }
        return d
    }

    var geoError: GeoError { GeoError(kind, [diagnostic]) }
}
