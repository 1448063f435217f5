/// Swift's types as geo reads them after `:` and `->` (`Parser.skipType`): checked against
/// Swift's grammar of types, so a mistake in one is an error at the token where it goes wrong
/// (`[Int = [1]` at the `=`, `[String: ]` at the `]`, `let n: 5` at the 5), not at the end of
/// the line or the file — and not accepted. The grammar, from The Swift Programming Language
/// ("Types"): a type name (`Int`, `Swift.Int`) with generic arguments (`Set<String>`), an array
/// type `[T]`, a dictionary type `[K: V]`, a tuple type `(T, U)` with labels (`(x: Int, y: Int)`,
/// `(_ a: Int)`) and variadic elements (`Int...`), a function type (a tuple type, `async`,
/// `throws`, `->`, a type), the metatype suffixes `.Type` and `.Protocol`, and the prefixes
/// `some`, `any` and a parameter's ownership (`borrowing`, `consuming`, `sending`). Optional
/// marks (`?`, `!`) and attributes (`@escaping`) are the lexer's (`Lexer.typeMarks`).
extension Parser {
    /// Words that may stand before a type and are part of it.
    /// (An attribute's `@` is the lexer's mark, its name a word here: `@escaping (Int) -> Void`.)
    static let typePrefixes: Set<String> = ["some", "any", "inout", "borrowing", "consuming", "sending", "isolated", "__owned", "__shared",
                                            "escaping", "autoclosure", "Sendable", "MainActor"]
    /// A function type's effects, between its parameters and its `->`.
    static let typeEffects: Set<String> = ["throws", "rethrows", "async"]

    /// Where the type starting at token `at` goes wrong, with what was expected there; nil
    /// when a whole type starts there, `at` then the token after it.
    mutating func typeProblem(_ at: inout Int, depth: Int = 0) -> (at: Int, message: String)? {
        guard depth < Parser.maxDepth else { return (at, "the type is nested too deeply (more than \(Parser.maxDepth) levels)") }
        func closing(_ symbol: Symbol, _ what: String) -> (at: Int, message: String)? {
            if token(at).kind == .symbol(symbol) {
                at += 1
                return nil
            }
            return (at, "expected '\(symbol.rawValue)' \(what), found \(token(at).kind.display)")
        }
        var isTuple = false
        switch token(at).kind {
        case .identifier(let name):
            at += 1
            if Parser.typePrefixes.contains(name), startsType(token(at).kind) { return typeProblem(&at, depth: depth + 1) }
            while token(at).kind == .symbol(.dot), case .identifier = token(at + 1).kind { at += 2 }
            if token(at).kind == .symbol(.less) {
                at += 1
                repeat {
                    if let problem = typeProblem(&at, depth: depth + 1) { return problem }
                } while takeComma(&at)
                if let problem = closing(.greater, "after the generic arguments") { return problem }
            }
        case .symbol(.lbracket):
            at += 1
            if let problem = typeProblem(&at, depth: depth + 1) { return problem }
            if token(at).kind == .symbol(.colon) {
                at += 1
                if let problem = typeProblem(&at, depth: depth + 1) { return problem }
                if let problem = closing(.rbracket, "after the dictionary's value type") { return problem }
            } else if let problem = closing(.rbracket, "after the array's element type") {
                return problem
            }
        case .symbol(.lparen):
            at += 1
            isTuple = true
            if token(at).kind != .symbol(.rparen) {
                repeat {
                    // A label (`x:`, `_ x:`), and the part's type, which geo's docs leave out
                    // when only the labels matter (`(width:, height:)`).
                    if case .identifier = token(at).kind, token(at + 1).kind == .symbol(.colon) {
                        at += 2
                    } else if case .identifier = token(at).kind, case .identifier = token(at + 1).kind, token(at + 2).kind == .symbol(.colon) {
                        at += 3
                    }
                    if token(at).kind == .symbol(.comma) || token(at).kind == .symbol(.rparen), token(at - 1).kind == .symbol(.colon) { continue }
                    if let problem = typeProblem(&at, depth: depth + 1) { return problem }
                } while takeComma(&at)
            }
            if let problem = closing(.rparen, "after the tuple's types") { return problem }
            while case .identifier(let effect) = token(at).kind, Parser.typeEffects.contains(effect) {
                at += 1
                // Typed throws: `throws(ParseError)`.
                if effect == "throws", token(at).kind == .symbol(.lparen), !token(at).spaceBefore {
                    at += 1
                    if let problem = typeProblem(&at, depth: depth + 1) { return problem }
                    if let problem = closing(.rparen, "after the error type") { return problem }
                }
            }
            if token(at).kind == .symbol(.arrow) {
                at += 1
                return typeProblem(&at, depth: depth + 1)
            }
        default:
            return (at, "expected a type, found \(token(at).kind.display)")
        }
        // `T.Type`, `(T).Type`; the Optional marks the lexer leaves as tokens (`T!`, `T??`); a
        // variadic parameter's `T...` (which the parameter's parser refuses, saying why).
        while true {
            switch token(at).kind {
            case .symbol(.dot):
                guard case .identifier = token(at + 1).kind else { break }
                at += 2
                continue
            case .symbol(.question), .symbol(.bang), .symbol(.coalesce), .symbol(.closed):
                at += 1
                continue
            default: break
            }
            break
        }
        if !isTuple, token(at).kind == .symbol(.arrow) {
            return (at, "a function type's parameters are in parentheses: write (T) -> U")
        }
        return nil
    }

    /// Whether a type can start with a token of kind `k` (after `some`, `any` …).
    mutating func startsType(_ k: Token.Kind) -> Bool {
        switch k {
        case .identifier, .symbol(.lparen), .symbol(.lbracket): return true
        default: return false
        }
    }

    /// Takes a `,` at `at`; whether there was one.
    mutating func takeComma(_ at: inout Int) -> Bool {
        guard token(at).kind == .symbol(.comma) else { return false }
        at += 1
        return true
    }
}
