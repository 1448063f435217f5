/// `exercise(n, question, guess: g) { answer }`: the lessons' "predict, then check" exercises
/// (docs/lessons.md, "Exercises").
///
/// A lesson declares one marked line per exercise, `let guess1 = nil  // …`, and ends with
///
/// ```swift
/// exercise(1, "What is card.frame after card.transform = rotation(90deg)?", guess: guess1) {
///     explain(card.frame)
/// }
/// ```
///
/// Before the first exercise of a run a short header says how to answer. A `nil` guess prints
/// the question and "not answered yet". Otherwise the closure runs and its value is the right
/// answer; the guess matches when it shows the same at the display precision, or agrees to
/// within 0.005 in every number (so `141.42` answers `141.4214`). What the closure prints —
/// normally an `explain(…)` of the answer — is held back and shown only when the guess does not
/// match, so a right guess costs one line and a wrong one gets the explanation.
enum ExerciseLibrary {
    static var builtins: [Builtin] {
        [
            .function("exercise", [.arg("number", .number), .arg("question", .string),
                                   .label("guess", .any), .arg("answer", .function)],
                      doc: "A predict-then-check exercise: prints the question; with a guess, runs the answer closure and says whether the guess matches (showing the closure's explain(…) output when it does not).",
                      .f4 { number, question, guess, answer, ctx in
                          try run(number: number.number(), question: question.string(), guess: guess,
                                  answer: answer, ctx)
                          return .nil
                      }),
        ]
    }

    /// Whether the header has been printed in this interpreter.
    final class State {
        var headerShown = false
    }

    /// The indentation of everything under a question.
    static let indent = "   "

    static func run(number: Double, question: String, guess: Value, answer: Value,
                    _ ctx: RuntimeContext) throws {
        let state = ctx.state { State() }
        if !state.headerShown {
            state.headerShown = true
            ctx.write("""

                Exercises: predict, then check. Open this lesson, replace the nil on the line
                `let guessN = nil` with your prediction, and run it again.

                """)
        }
        let n = ctx.format.string(number)
        ctx.write("\(n). \(question)\n")
        if case .nil = guess {
            ctx.write("\(indent)not answered yet (write your prediction on the line `let guess\(n) = nil`)\n")
            return
        }
        guard case .function(let f) = answer else { return }
        // Run the answer with its output held back: it is the explanation of a wrong guess.
        var held = ""
        let saved = ctx.output
        ctx.output = { held += $0 }
        let value: Value
        do {
            value = try ctx.call(f, [])
            ctx.output = saved
        } catch {
            ctx.output = saved
            throw error
        }
        let shownGuess = guess.formatted(ctx.format, quoteStrings: true)
        let shownAnswer = value.formatted(ctx.format, quoteStrings: true)
        switch match(guess, value, ctx.format) {
        case .same:
            ctx.write("\(indent)your guess \(shownGuess): right.\n")
        case .close:
            ctx.write("\(indent)your guess \(shownGuess): right (geo shows \(shownAnswer)).\n")
        case .different:
            ctx.write("\(indent)your guess \(shownGuess): not quite; geo says \(shownAnswer). Why:\n")
            if let form = spelling(of: value), !sameKind(guess, value) {
                ctx.write("\(indent)(the answer is a \(value.typeName), written \(form))\n")
            }
            if held.isEmpty { held = ExplainLibrary.explanation(of: value, source: nil, ctx.format) }
            for line in held.split(separator: "\n", omittingEmptySubsequences: false).dropLast(held.hasSuffix("\n") ? 1 : 0) {
                ctx.write(line.isEmpty ? "\n" : "\(indent)\(line)\n")
            }
        }
    }

    enum Match { case same, close, different }

    /// How a guess compares with the answer: the same at display precision, within 0.005 in
    /// every number, or different. A Point guess answers a Size (both are written `(a, b)`), and
    /// a view's name answers a View.
    static func match(_ guess: Value, _ answer: Value, _ format: NumberFormat) -> Match {
        if guess.formatted(format, quoteStrings: true) == answer.formatted(format, quoteStrings: true) {
            return .same
        }
        if case .string(let name) = guess, case .view(let v) = answer {
            return v.name == name ? .same : .different
        }
        if case .list(let gs) = guess, case .list(let as_) = answer, gs.count == as_.count {
            var result = Match.same
            for (g, a) in zip(gs, as_) {
                switch match(g, a, format) {
                case .same: break
                case .close: result = .close
                case .different: return .different
                }
            }
            return result
        }
        guard let gs = numbers(guess), let as_ = numbers(answer), gs.count == as_.count,
              compatible(guess.kind, answer.kind) else { return .different }
        for (g, a) in zip(gs, as_) {
            if format.string(g) == format.string(a) { continue }
            guard abs(g - a) <= 0.005 else { return .different }
        }
        return .close
    }

    /// Whether a guess is of the answer's kind (a Point for a Size, a name for a View count).
    static func sameKind(_ guess: Value, _ answer: Value) -> Bool {
        if case .string = guess, case .view = answer { return true }
        return compatible(guess.kind, answer.kind)
    }

    /// How a learner writes a value of the answer's kind.
    static func spelling(of answer: Value) -> String? {
        switch answer {
        case .number: return "as a number"
        case .point: return "(x, y)"
        case .size: return "(width, height)"
        case .rect: return "(x, y, width, height)"
        case .bool: return "true or false"
        case .string: return "in quotes"
        case .view(let v): return "as its name in quotes, e.g. \"\(v.name ?? "card")\""
        case .transform: return "Transform(a, b, c, d, tx, ty)"
        case .list: return "[a, b, …]"
        default: return nil
        }
    }

    /// Point and Size are both written `(a, b)`; otherwise the kinds must agree.
    static func compatible(_ a: ValueKind, _ b: ValueKind) -> Bool {
        a == b || (a == .point && b == .size) || (a == .size && b == .point)
    }

    /// The numbers a value is made of, in the order it prints them.
    static func numbers(_ v: Value) -> [Double]? {
        switch v {
        case .number(let x): return [x]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let box):
            let r = box.value
            return [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .transform(let box):
            let t = box.value
            return [t.a, t.b, t.c, t.d, t.tx, t.ty]
        default: return nil
        }
    }
}
