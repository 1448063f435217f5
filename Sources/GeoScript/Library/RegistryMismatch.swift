/// Why a call's argument labels fit none of a built-in's signatures, said as Swift says it:
/// `missing argument label 'duration:' in call to animate(duration:delay:curve:_:)`,
/// `argument 'delay:' must precede argument 'curve:'`, `extra argument in call to …`.
extension Overload {
    /// The message for call-site `labels` (nil = unlabelled) that fit none of `overloads`.
    /// Functions without defaults or variadics given a count no signature takes keep the
    /// short form (`sin takes 1 argument but was given 2`); otherwise the overload that
    /// matched the most arguments before going wrong is the one explained, and returned.
    static func mismatchMessage(_ name: String, _ overloads: [Overload], labels: [String?]) -> (message: String, overload: Overload?) {
        let plain = overloads.allSatisfy { o in o.variadicIndex == nil && o.params.allSatisfy { $0.defaultValue == nil } }
        if plain, !overloads.isEmpty, !overloads.contains(where: { $0.params.count == labels.count }) {
            let counts = Set(overloads.map(\.params.count)).sorted().map(String.init).joined(separator: " or ")
            return ("\(name) takes \(counts) argument\(counts == "1" ? "" : "s") but was given \(labels.count)", nil)
        }
        var best: (message: String, matched: Int, near: Int, spare: Int, overload: Overload)?
        for o in overloads {
            guard let (message, matched) = o.mismatch(labels: labels) else { continue }
            let spare = abs(o.params.count - labels.count)
            // Of signatures as near by position, the one whose labels the written ones are
            // (or are a typo of: `split(separator:maxSplit:)` means `maxSplits:`).
            let own = o.params.compactMap(\.label)
            let near = labels.compactMap { $0 }.filter { own.contains($0) || Suggest.nearest($0, in: own) != nil }.count
            if let b = best, (matched, near, -spare) <= (b.matched, b.near, -b.spare) { continue }
            best = (message, matched, near, spare, o)
        }
        let written = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        guard let best else { return ("no '\(name)' takes the arguments \(written)", nil) }
        return (best.message, best.overload)
    }

    /// What is wrong with `labels` for this signature, and how many arguments matched before
    /// it went wrong; nil when they fit.
    func mismatch(labels: [String?]) -> (message: String, matched: Int)? {
        let call = "in call to \(signature)"
        // Labelled arguments must come in the signature's order.
        var previous: (index: Int, label: String)?
        for label in labels.compactMap({ $0 }) {
            guard let i = params.firstIndex(where: { $0.label == label }) else { continue }
            if let p = previous, i < p.index {
                return ("argument '\(label):' must precede argument '\(p.label):'", labels.count)
            }
            previous = (i, label)
        }
        var a = 0
        for (i, p) in params.enumerated() {
            if p.isVariadic {
                while a < labels.count, labels[a] == nil { a += 1 }
                continue
            }
            let later = params[(i + 1)...]
            guard a < labels.count else {
                if p.defaultValue == nil {
                    return ("missing argument for parameter \(p.label.map { "'\($0):'" } ?? "'\(p.name)'") \(call)", a)
                }
                continue
            }
            let given = labels[a]
            if given == p.label || (p.labelIsOptional && given == nil) {
                a += 1
                continue
            }
            switch (given, p.label) {
            case (nil, let wanted?):
                // An unlabelled argument where a label is expected belongs here, unless the
                // parameter may be left out and a later unlabelled one takes it (a block).
                if p.defaultValue != nil, later.contains(where: { $0.label == nil }) { continue }
                return ("missing argument label '\(wanted):' \(call)", a)
            case (let given?, nil):
                if p.defaultValue != nil, later.contains(where: { $0.label == given }) { continue }
                if later.contains(where: { $0.label == given }) {
                    return ("missing argument for parameter '\(p.name)' \(call)", a)
                }
                return ("extraneous argument label '\(given):' \(call)", a)
            case (let given?, let wanted?):
                if later.contains(where: { $0.label == given }) {
                    if p.defaultValue != nil { continue }
                    return ("missing argument for parameter '\(wanted):' \(call)", a)
                }
                let labelled = params[i...].compactMap(\.label)
                let suggestion = Suggest.nearest(given, in: labelled) ?? wanted
                return ("incorrect argument label '\(given):' in \(name); did you mean '\(suggestion):'?", a)
            case (nil, nil):
                continue  // unreachable: equal labels matched above
            }
        }
        if a < labels.count {
            return (labels[a].map { "extra argument '\($0):' \(call)" } ?? "extra argument \(call)", a)
        }
        return nil
    }
}
