/// Recursive-descent parser producing the syntax tree. It recovers at statement boundaries
/// so one run reports several syntax errors, and bounds nesting so deeply nested input ends
/// in an error instead of exhausting the native stack (200 levels, and the stack's floor,
/// `stackFloor`).
///
/// Its methods are all `mutating`, those that only read too: a debug build copies the whole
/// parser (about 500 bytes, retaining each reference in it) into its frame for each call of a
/// non-mutating method on it. `parsePostfix`, on the path of every level of nesting, had a
/// 55 KB frame so; now 2 KB.
struct Parser {
    /// The tokens pulled from `lexer` and still needed: `tokens[0]` is the program's token
    /// number `base`. What lies more than a couple of tokens behind `pos` is dropped (nothing
    /// looks back further), so memory holds the lookahead, not the program's tokens.
    var tokens: [Token]
    var base = 0
    /// Where the tokens come from; nil when parsing a given list (an interpolation's code).
    var lexer: Lexer?
    /// The current token's number (from the start of the program).
    var pos = 0
    var errors: [Diagnostic] = []
    var depth = 0
    /// While parsing an `if`/`while`/`for` header, `{` starts the body, not a trailing closure.
    var inCondition = false
    /// Where the index being parsed starts (`xs[` … `]`), and whether it was `a...` (to the end).
    var sliceStart = -1
    var sliceToEnd = false
    /// The functions being parsed, innermost last: for a closure without named parameters,
    /// how many `$0`, `$1`… its body uses (-1 for a closure that names them, -2 for a `func`).
    var anonymousParameters: [Int] = []
    /// Statements that follow the one `parseStatement` returned (`destructuring`).
    var following: [Stmt] = []
    /// The shapes of the variables declared with a type that has one (a Set, a labelled tuple), by block
    /// (the program's first; nil for a name declared without one, hiding an outer one's):
    /// `Parser.CollectionShape`.
    var declaredShapes: [[String: CollectionShape?]] = [[:]]
    /// The shapes of the parameters of the function or closure whose body is parsed next,
    /// its block's first (only an integer type's: `CollectionShape.integer`).
    var parameterShapes: [String: CollectionShape?] = [:]
    /// The shapes of the switch subjects' hidden names (`parseCases`), for the names its cases bind.
    var subjectShapes: [String: CollectionShape] = [:]
    /// The shapes of the parameters (by position) of the next closure parsed that have one: set
    /// for a call's closures when the method hands them a typed collection's elements (Ints,
    /// labelled tuples: `elementClosure`), and from a declared function type's Ints.
    var closureElements: [Int: CollectionShape] = [:]
    /// The shape of what the next closure parsed gives, when a declared function type says it
    /// (`closureWhere`); taken by that closure, as its `-> Type in` would be.
    var closureReturn: CollectionShape?
    /// The loops around the statement being parsed, innermost last, for `break label` (see
    /// LoopLabels.swift); a function's or closure's body starts its own.
    var loops: [LoopLabel] = []
    /// The label read before the loop statement being parsed (`outer: for …`).
    var pendingLabel: String?
    /// The next closure is the body of `repeat { … } while`, a loop (its label, if any).
    var repeatBodyNext: String?? = nil
    /// What surrounds the `repeat` loop whose body was parsed last (LoopLabels.leaveLoop).
    var finishedRepeat: (before: [Stmt], after: [Stmt])?
    /// Where the `break`s written for a label are: loops' breaks even inside a `switch`.
    var loopBreaks: Set<Int> = []
    /// The methods whose first argument is a range of elements or characters, passed by its
    /// bounds (`from:`, `upTo:` / `through:`).
    static let rangeChanges: Set<String> = ["removeSubrange", "replaceSubrange", "replacingCharacters"]
    /// Whether a statement being read is a switch case's (`endOfStatement` then ends it at the
    /// next `case` or `default:` label on the same line, as Swift does).
    var inCaseBody = false
    /// Whether `sliceStart` is a range change's first argument (`removeSubrange(a...)`), which
    /// `)` or `,` ends, not `]`.
    var sliceIsArgument = false
    /// Where the `defer`s read are: their bodies' copies (`if true { … }` at the same place)
    /// hold no jump out (Defer.swift).
    var deferCopies: Set<Int> = []
    /// The shapes of what the closures whose one expression has one give, by where they start
    /// (`{ $0.pay }`, `{ Int($0) }` of the elements they are handed: an Int): a `map` of one
    /// makes a list of them (`closureResult`).
    var closureResults: [Int: CollectionShape] = [:]
    /// The functions declared `-> Int?` (or another integer type's Optional), by name.
    var integerOptionalFunctions: Set<String> = []
    /// Set by `parseClosureStatements` for the closure just read.
    var closureBodyShape: CollectionShape?
    /// Swift's `typealias Name = Type` read so far: each later `Name` is read as the type's
    /// tokens (`fill`), so `[Name]`, `-> Name` and `Name()` are the type's own.
    var aliases: [String: [Token]] = [:]
    /// The shape of each alias's type, read where it is declared, with its Optional marks
    /// (`typealias Car = (plate: String, permit: String?)`: the part's `?` is no token, and
    /// the byte after an alias's tokens where it is used is not the type's: `aliasShape`).
    var aliasShapes: [String: CollectionShape] = [:]
    /// The functions declared so far (by name; the last one declared): each parameter's
    /// argument label and the name of its type, for `.zero` as an argument (`distance(.zero,
    /// p)` of `func distance(_ a: CGPoint, _ b: CGPoint)`: `parseArguments`).
    var functionParameterTypes: [String: [(label: String?, type: String?)]] = [:]
    /// Which of each declared function's parameters have a default value (`placedByLabels`).
    var functionParameterDefaults: [String: [Bool]] = [:]
    /// The parameters of function types of the functions declared so far (by name, then by
    /// parameter position): the closure parameters their types make Ints, for a closure
    /// passed there (`apply({ $0 / 2 }, 7)` of an `f: (Int) -> Int`: `closureElements`).
    var functionClosureParameters: [String: [Int: [Int: CollectionShape]]] = [:]
    /// The shapes of the declared return types of the functions read so far, by name, where
    /// they have one (`-> String?`: an Optional, whose `f().map { … }` is Optional's).
    var functionReturnShapes: [String: CollectionShape] = [:]
    /// Where the last `[(name: String, age: Int)]()` starts, and its shape (`inferredShape`).
    var initializerShapes: [Int: CollectionShape] = [:]
    /// The shape of the list or dictionary literal the next primary expression is, when the
    /// code around says it (a declared type, a variable's): its elements' `.zero` and
    /// `.init(…)` are of the type it names (`let pts: [CGPoint] = [.zero]`). Taken by the
    /// next `parsePrimary`, whatever it reads.
    var literalShape: CollectionShape?
    /// The names of each tuple nested in a tuple pattern, by the hidden name it is bound to
    /// (`parseTupleNames`, `nestedParts`).
    var tupleGroups: [String: [(String, Span)]] = [:]
    /// The shapes of the return types of the functions whose bodies are being read, innermost
    /// last (nil: none, or a closure's; `.zero` of a return is of the type).
    var returnShapes: [CollectionShape?] = []

    /// Deepest nesting of brackets, blocks and operators accepted.
    static let maxDepth = 200
    static let maxErrors = 20

    struct Bail: Error {}

    /// The current token for a message's "found …". An interpolation's code is parsed from its
    /// own tokens, whose end is the `)` that closes the interpolation, not the end of the file.
    var found: String {
        mutating get {
            lexer == nil && kind == .eof ? "')', the end of the interpolation" : kind.display
        }
    }

    /// A parser of `tokens`, which end with `eof`.
    init(tokens: [Token]) { self.tokens = tokens }

    /// A parser pulling the tokens of a program from `lexer`.
    init(lexer: Lexer) {
        self.tokens = []
        self.lexer = lexer
        fill(0)
    }

    /// The native stack address parsing stops above (`CompileBudget.stackFloor`; 0: unchecked):
    /// each level of nesting checks it, so deep code on a small thread is an error, not a crash.
    var stackFloor: UInt = 0

    /// Polled once per token (`CompileBudget`): when memory is over the limit, the rest of
    /// the input is not read and the parse fails with the limit's error alone.
    var budget: CompileBudget?

    /// What a program's top level declared that a later program of the same session parses
    /// by (the REPL's next entry, a host's next `run`): its type aliases, the shapes of its
    /// variables' types, its functions' parameter types.
    struct Memory {
        var aliases: [String: [Token]] = [:]
        var aliasShapes: [String: CollectionShape] = [:]
        var shapes: [String: CollectionShape?] = [:]
        var parameterTypes: [String: [(label: String?, type: String?)]] = [:]
        var returnShapes: [String: CollectionShape] = [:]
        var closureParameters: [String: [Int: [Int: CollectionShape]]] = [:]
        var integerOptionalFunctions: Set<String> = []
        var parameterDefaults: [String: [Bool]] = [:]
    }

    /// The parameters of the built-in methods of a name, for a `.zero` or `.init(…)` passed
    /// to one (`Registry.implicitMemberParameters(ofMethod:)`); nil: none known.
    typealias BuiltinParameters = (String) -> [(label: String?, type: String?)]?
    var builtinParameters: BuiltinParameters?

    /// Parses a whole program.
    static func parse(_ file: SourceFile, budget: CompileBudget? = nil, builtins: BuiltinParameters? = nil) -> (statements: [Stmt], errors: [Diagnostic]) {
        var memory = Memory()
        return parse(file, budget: budget, memory: &memory, builtins: builtins)
    }

    /// Parses a whole program; `memory` (what earlier programs declared) is updated with what
    /// its top level declares.
    static func parse(_ file: SourceFile, budget: CompileBudget? = nil, memory: inout Memory,
                      builtins: BuiltinParameters? = nil) -> (statements: [Stmt], errors: [Diagnostic]) {
        let stackFloor = budget?.stackFloor ?? 0
        var parser = Parser(lexer: Lexer(program: file, stackFloor: stackFloor))
        parser.stackFloor = stackFloor
        parser.builtinParameters = builtins
        parser.aliases = memory.aliases
        parser.aliasShapes = memory.aliasShapes
        parser.declaredShapes = [memory.shapes]
        parser.functionParameterTypes = memory.parameterTypes
        parser.functionReturnShapes = memory.returnShapes
        parser.functionClosureParameters = memory.closureParameters
        parser.integerOptionalFunctions = memory.integerOptionalFunctions
        parser.functionParameterDefaults = memory.parameterDefaults
        // A function declared below its callers (Swift's top level calls one declared further
        // down) returns an Int there too (`integerDivision`).
        for name in Parser.integerFunctions(file) where parser.functionReturnShapes[name] == nil {
            parser.functionReturnShapes[name] = .integer
        }
        defer {
            memory = Memory(aliases: parser.aliases, aliasShapes: parser.aliasShapes, shapes: parser.declaredShapes.first ?? [:],
                            parameterTypes: parser.functionParameterTypes, returnShapes: parser.functionReturnShapes,
                            closureParameters: parser.functionClosureParameters,
                            integerOptionalFunctions: parser.integerOptionalFunctions,
                            parameterDefaults: parser.functionParameterDefaults)
        }
        parser.budget = budget
        let statements = parser.parseProgram()
        if let error = budget?.error { return (statements, error.diagnostics) }
        // The lexer's errors past where the parser stopped count too.
        parser.skipToEnd()
        let lexErrors = parser.lexer?.errors ?? [], lexErrorsDropped = parser.lexer?.errorsDropped ?? false
        var all = lexErrors + parser.errors
        // What the parser finds wrong after a lexer error on the same line (`x ?? 2`: "expected
        // end of statement") is its echo, not news; after an unterminated string, whose line
        // rest is part of the string, that holds for everything below it too (a missing ')').
        if !lexErrors.isEmpty {
            // `print("abc⏎def")`: the quote on the next line was meant to close the string, not
            // to open another one.
            let strings = lexErrors.filter { $0.message == Lexer.unterminatedString }.map(\.line)
            all.removeAll { $0.message == Lexer.unterminatedString && strings.contains($0.line - 1) }
            let lexed = Set(lexErrors.map { "\($0.line):\($0.column)" })
            let string = lexErrors.first { $0.message == Lexer.unterminatedString }
            all.removeAll { e in
                guard !lexed.contains("\(e.line):\(e.column)") else { return false }
                if let string, (e.line, e.column) > (string.line, string.column) { return true }
                return lexErrors.contains { $0.line == e.line && $0.column < e.column }
            }
        }
        all.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        // Drop duplicates at one position (a lexer error usually causes a parser one there).
        var seen = Set<String>()
        all = all.filter { seen.insert("\($0.line):\($0.column)").inserted }
        let more = lexErrorsDropped || lexErrors.count + parser.errors.count >= maxErrors
        return (statements, capped(all, more: more, file: file.name))
    }

    /// The first `maxErrors` of `errors` (sorted by position), then — when some were left
    /// out, or `more` says the pass stopped recording — one error saying so.
    static func capped(_ errors: [Diagnostic], more: Bool, file: String) -> [Diagnostic] {
        var shown = Array(errors.prefix(maxErrors))
        if more || errors.count > maxErrors {
            shown.append(Diagnostic(.error, "too many errors: stopped after the first \(shown.count); fix these and run again",
                                    file: file))
        }
        return shown
    }

    // MARK: Token helpers

    /// Pulls tokens from the lexer until token number `index` is there (or `eof` is).
    mutating func fill(_ index: Int) {
        while index - base >= tokens.count, tokens.last?.kind != .eof, let next = lexer?.next() {
            if !aliases.isEmpty, let body = alias(of: next, after: tokens.last) {
                tokens.append(contentsOf: body)
            } else {
                tokens.append(next)
            }
        }
    }

    /// The tokens `t` stands for when it names a `typealias` (`Typealias`), each located at
    /// `t`; nil when it names none (or is a member's name: `x.Matrix`).
    mutating func alias(of t: Token, after previous: Token?) -> [Token]? {
        guard case .identifier(let name) = t.kind, let body = aliases[name], previous?.kind != .symbol(.dot) else { return nil }
        return body.enumerated().map { Token(kind: $1.kind, span: t.span, spaceBefore: $0 == 0 ? t.spaceBefore : $1.spaceBefore) }
    }

    /// Token number `index` (`eof` past the end); pulled from the lexer if need be.
    mutating func token(_ index: Int) -> Token {
        if index - base >= tokens.count { fill(index) }
        return tokens[min(index - base, tokens.count - 1)]
    }

    /// Errors so far, the lexer's included (the parser stops at `maxErrors`).
    var errorCount: Int { mutating get { errors.count + (lexer?.errors.count ?? 0) } }

    var current: Token { mutating get { tokens[min(pos - base, tokens.count - 1)] } }
    var kind: Token.Kind { mutating get { current.kind } }

    mutating func peekKind(_ offset: Int) -> Token.Kind { token(pos + offset).kind }

    mutating func advance() -> Token {
        let t = current
        guard t.kind != .eof else { return t }
        pos += 1
        if let budget, budget.spendMemory(at: t.span) { return stop(after: t) }
        fill(pos)
        // Drop what lies behind (keeping two tokens: the one before an error at the end of the
        // input, and a line break between them).
        if pos - base > 4_096 {
            tokens.removeFirst(pos - base - 2)
            base = pos - 2
        }
        return t
    }

    /// Ends the input here (memory is over the limit): what follows is not read, and what is
    /// open reports nothing.
    mutating func stop(after t: Token) -> Token {
        abandoned = true
        lexer = nil
        tokens = [Token(kind: .eof, span: t.span)]
        base = pos
        return t
    }

    /// Skips every token up to the end of the input.
    mutating func skipToEnd() {
        while kind != .eof { _ = advance() }
    }

    mutating func check(_ s: Symbol) -> Bool { kind == .symbol(s) }
    mutating func check(_ k: Keyword) -> Bool { kind == .keyword(k) }

    mutating func match(_ s: Symbol) -> Bool {
        if check(s) { _ = advance(); return true }
        return false
    }

    mutating func match(_ k: Keyword) -> Bool {
        if check(k) { _ = advance(); return true }
        return false
    }

    mutating func skipNewlines() {
        while kind == .newline || kind == .symbol(.semicolon) { _ = advance() }
    }

    /// Set when nesting is too deep: everything after is skipped and not reported.
    var abandoned = false

    mutating func error(_ message: String, at span: Span, notes: [String] = []) {
        if abandoned { return }
        errors.append(Diagnostic(.error, message, at: span, notes: notes))
    }

    mutating func fail(_ message: String, notes: [String] = []) -> Bail {
        error(message, at: kind == .eof ? endOfInput : current.span, notes: notes)
        return Bail()
    }

    /// Where an error about the end of the input points: when the input ends on a later line
    /// than its last token (only blank lines follow), just after that token, so the caret sits
    /// on the unfinished line rather than on an empty one; otherwise the end itself.
    var endOfInput: Span {
        mutating get {
            let end = current.span
            var i = min(pos - base, tokens.count - 1) - 1
            while i >= 0, tokens[i].kind == .newline { i -= 1 }
            guard i >= 0 else { return end }
            let last = tokens[i].span
            let after = last.start + last.length
            guard end.file.lineColumn(after).0 < end.file.lineColumn(end.start).0 else { return end }
            return Span(file: last.file, start: after, length: 0)
        }
    }

    /// Where a missing closer of an open bracket points when the token here is on a later line
    /// than the one before it (inside brackets the lexer joins the lines: `var xs = [1, 2` then
    /// `var n = 3`): just after that token, at the end of the line that lacks it, with a note
    /// naming what the next line starts with; nil when they are on one line.
    mutating func closerMissingAtLineEnd() -> (span: Span, note: String)? {
        guard pos > base, kind != .eof else { return nil }
        let here = current.span
        let last = token(pos - 1).span
        let after = last.start + last.length
        guard here.file.lineColumn(after).0 < here.file.lineColumn(here.start).0 else { return nil }
        return (Span(file: here.file, start: after, length: 0), "the line ends here; the next one starts with \(found)")
    }

    /// A missing closer's error (`expected ']' to close the list`), at the end of the line
    /// that lacks it when the next line was read into the group (`closerMissingAtLineEnd`).
    mutating func missingCloser(_ message: String, found text: String) -> Bail {
        if let (span, note) = closerMissingAtLineEnd() {
            error(message, at: span, notes: [note])
            return Bail()
        }
        return fail("\(message), found \(text)")
    }

    mutating func expect(_ s: Symbol, _ context: String) throws -> Token {
        if check(s) { return advance() }
        throw fail("expected '\(s.rawValue)' \(context), found \(found)")
    }

    /// The closer of a comma-separated group (`(a, b)`, `[a, b]`): a value where it should be
    /// (`[1 2]`, `(x y)`) is most likely a missing comma, so the error says both, as for
    /// arguments; anything else (`;`, `}`, the end) is a missing closer.
    mutating func expectCloser(_ s: Symbol, of group: String, items: String) throws -> Token {
        switch kind {
        case .number, .string, .identifier, .keyword(.true), .keyword(.false), .keyword(.nil),
             .symbol(.lparen), .symbol(.lbracket):
            // (A value on the next line: a comma or the closer missing at the end of this one.)
            throw missingCloser("expected ',' or '\(s.rawValue)' between the \(items)", found: found)
        default:
            if check(s) { return advance() }
            throw missingCloser("expected '\(s.rawValue)' to close \(group)", found: found)
        }
    }

    mutating func enter() throws {
        depth += 1
        if depth > Parser.maxDepth {
            error("code is nested too deeply (more than \(Parser.maxDepth) levels)", at: current.span,
                  notes: ["split the expression or block into smaller pieces"])
            // Skip to the end: nothing sensible can follow.
            abandoned = true
            skipToEnd()
            throw Bail()
        }
        if BigStack.isBelow(stackFloor) {
            // A small thread (see `CompileBudget`) holds fewer levels.
            error("\(CompileBudget.tooDeep) (\(depth) levels)", at: current.span, notes: [CompileBudget.tooDeepNote])
            // Skip to the end: nothing sensible can follow.
            abandoned = true
            skipToEnd()
            throw Bail()
        }
    }

    mutating func leave() { depth -= 1 }

    /// After an error, skips to the start of the next statement at this nesting level.
    mutating func synchronize() {
        var nesting = 0
        while kind != .eof {
            switch kind {
            case .newline, .symbol(.semicolon):
                if nesting <= 0 { _ = advance(); return }
            case .symbol(.lbrace), .symbol(.lparen), .symbol(.lbracket):
                nesting += 1
            case .symbol(.rbrace):
                if nesting <= 0 { return }
                nesting -= 1
            case .symbol(.rparen), .symbol(.rbracket):
                nesting = max(0, nesting - 1)
            default: break
            }
            _ = advance()
        }
    }

    // MARK: Statements

    mutating func parseProgram() -> [Stmt] {
        var statements: [Stmt] = []
        var defers: [Deferred] = []
        skipNewlines()
        while kind != .eof {
            if errorCount >= Parser.maxErrors { break }
            if check(.rbrace) {
                error("unexpected '}' with no matching '{'", at: current.span)
                _ = advance()
                skipNewlines()
                continue
            }
            readStatement(into: &statements, &defers)
            skipNewlines()
        }
        return applyingDefers(statements, defers)
    }

    /// A statement, and the statements a destructuring adds after it (`destructuring`); none
    /// after an error (reported, and the parser moved past it).
    mutating func parseStatementRecovering() -> [Stmt] {
        let savedDepth = depth, savedLoops = loops.count
        defer { following = [] }
        do {
            let label = readLoopLabel()
            if case .identifier("repeat") = kind, peekKind(1) == .symbol(.lbrace) {
                repeatBodyNext = .some(label)
            } else {
                pendingLabel = label
            }
            finishedRepeat = nil
            let s = try parseStatement()
            if kind == .keyword(.while), case .expression(let e) = s.kind, case .call(let callee, let args) = e.kind,
               case .name(let name) = callee.kind, name.name == "repeat" {
                // Swift's `repeat { … } while c` parses as a call of `repeat` with a trailing
                // closure (a user may name a function so) followed by `while`.
                guard args.count == 1, args[0].isTrailingClosure, args[0].label == nil,
                      case .closure(let block) = args[0].value.kind, block.params.isEmpty else {
                    error("expected 'repeat { … } while condition'", at: callee.span,
                          notes: ["the body runs once, then again while the condition is true"])
                    throw Bail()
                }
                _ = advance()
                let around = finishedRepeat ?? ([], [])
                let condition = try parseCondition()
                try endOfStatement()
                return around.before + [repeatWhile(block.body, condition, start: s.span)] + around.after + following
            }
            try endOfStatement()
            return [s] + following
        } catch {
            depth = savedDepth
            loops.removeLast(loops.count - savedLoops)
            pendingLabel = nil
            repeatBodyNext = nil
            synchronize()
            return []
        }
    }

    /// Swift's `typealias Name = Type`, from the `typealias` (`start`): the type's tokens are
    /// kept, and each later `Name` read as them (`fill`); the declaration itself does nothing.
    /// A generic alias (`typealias Pair<T> = …`) is an error (`swiftStatement`).
    mutating func parseTypealias(_ start: Span) throws -> Stmt {
        _ = advance()
        let nameToken = advance()
        guard case .identifier(let name) = nameToken.kind else { throw fail("expected a name after 'typealias'") }
        _ = advance()   // `=`
        var body: [Token] = []
        var depth = 0
        scan: while true {
            switch kind {
            case .eof: break scan
            case .newline, .symbol(.semicolon), .symbol(.rbrace), .keyword: if depth == 0 { break scan }
            case .symbol(.lparen), .symbol(.lbracket), .symbol(.less): depth += 1
            case .symbol(.rparen), .symbol(.rbracket), .symbol(.greater): depth -= 1
            default: break
            }
            if body.count == Parser.aliasLimit {
                throw fail("this typealias's type is longer than \(Parser.aliasLimit) tokens", notes: ["write the type where it is used"])
            }
            body.append(advance())
        }
        guard !body.isEmpty else {
            error("expected a type after 'typealias \(name) ='", at: start.through(nameToken.span),
                  notes: ["typealias Interval = (start: Int, end: Int)"])
            throw Bail()
        }
        // Its shape, read now, while its Optional marks are in the source (`aliasShapes`).
        var at = pos - body.count
        if depth == 0, let shape = collectionShape(&at, end: pos), at == pos {
            let end = body[body.count - 1].span
            aliasShapes[name] = lexer?.hasOptionalMark(at: end.start + end.length) == true ? .optional(shape) : shape
        } else {
            aliasShapes[name] = nil
        }
        // The type's marks (`Int?`, `@escaping`) are no errors, as in any type.
        let last = body[body.count - 1].span
        lexer?.dropTypeMarks(from: body[0].span.start, to: last.start + last.length + 1)
        if depth > 0 {
            // The rest of the file was read as the type: a bracket never closed.
            error("the type of 'typealias \(name)' opens a bracket that is never closed", at: body[0].span,
                  notes: ["typealias Interval = (start: Int, end: Int)"])
            throw Bail()
        }
        aliases[name] = body
        // The tokens already read ahead name it too.
        substituteAliases(from: pos - base)
        return Stmt(kind: .expression(Expr(kind: .nil, span: start)), span: start.through(body[body.count - 1].span))
    }

    /// Each alias's name among `tokens[start...]` replaced by its tokens (`alias(of:after:)`).
    mutating func substituteAliases(from start: Int) {
        var i = start
        while i < tokens.count {
            if let replaced = alias(of: tokens[i], after: i > 0 ? tokens[i - 1] : nil) {
                tokens.replaceSubrange(i...i, with: replaced)
                i += replaced.count
            } else {
                i += 1
            }
        }
    }

    /// The most tokens a typealias's type may have (an alias of aliases grows with each).
    static let aliasLimit = 512

    /// Swift's `while let x = next(), x > 0 { body }`: a loop that ends when a binding's value
    /// is nil or a test is false — `while true { let x = next(); if x == nil { break } …
    /// if true { body } }`, each pass binding the names anew, the body a block of its own (it
    /// may declare the names again, as Swift's may). `continue` goes on to the next binding.
    mutating func whileLet(_ clauses: [ConditionClause], _ body: [Stmt], span: Span) -> Stmt {
        var pass: [Stmt] = []
        for clause in clauses {
            let test: Expr
            switch clause {
            case .test(let cond):
                test = cond
            case .bind(let isConst, let ref, let value, let clauseSpan):
                pass.append(Stmt(kind: .declare(isConst: isConst, ref, value), span: clauseSpan))
                test = Parser.isPresent(ref)
            case .declare(let isConst, let ref, let value, let clauseSpan):
                pass.append(Stmt(kind: .declare(isConst: isConst, ref, value), span: clauseSpan))
                continue
            }
            pass.append(Stmt(kind: .if(test, [], [Stmt(kind: .break, span: test.span)]), span: test.span))
        }
        pass.append(Stmt(kind: .if(Expr(kind: .bool(true), span: span), body, nil), span: span))
        return Stmt(kind: .while(Expr(kind: .bool(true), span: span), pass), span: span)
    }

    /// One name's declaration, from its name token on: `x`, `x: CGFloat`, `x = 1`, `x: View? = nil`.
    mutating func parseDeclaration(_ name: String, isConst: Bool, start: Span) throws -> Stmt {
        let nameToken = advance()
        try checkDeclarable(name, nameToken.span)
        var typeName: String?
        var typed = false
        var shape: CollectionShape?
        if match(.colon) {
            // Swift's computed variable, `var total: Int { items.count }`: not geo's.
            var at = pos
            while !typeBreaks(token(at).kind), token(at).kind != .symbol(.assign) { at += 1 }
            if token(at).kind == .symbol(.lbrace) {
                error("geo has no computed variables", at: token(at).span,
                      notes: ["write a function and call it: func \(name)() -> … { … }, then \(name)()"])
                throw Bail()
            }
            // Swift's `let x: CGFloat = 0`: read and left aside (a value carries its type).
            typed = true
            if case .identifier(let type) = kind { typeName = type }
            shape = try skipType(before: [.symbol(.assign), .symbol(.comma), .newline, .eof, .symbol(.semicolon), .symbol(.rbrace)]).shape
        }
        var value: Expr?
        let assigned = match(.assign)
        if assigned, check(.if) || (kind == .identifier("switch") && (Parser.startsOperand(peekKind(1)) || startsParenthesizedSubject())) {
            // Swift 5.9's `let x = if c { a } else { b }` and `let k = switch n { case 0: "zero"
            // default: "other" }`: the name declared, then set by each branch's value (once on
            // every path, as a `let` set later is: `DeferredLets`).
            let at = current.span
            let word = check(.if) ? "if" : "switch"
            let statement = check(.if) ? try parseIf() : try parseSwitch(at)
            let target = { (span: Span) in Expr(kind: .name(NameRef(name, span)), span: span) }
            guard let set = Parser.valued(statement, { e in
                .assign(target(e.span), nil, shape.map { Parser.conformed(e, to: $0) } ?? e, opSpan: e.span)
            }) else {
                error("'\(word)' used as a value ends each branch with its value\(word == "if" ? " (and has an 'else')" : "")", at: at,
                      notes: ["each branch is one expression: let x = if c { a } else { b }"])
                throw Bail()
            }
            if !declaredShapes.isEmpty { declaredShapes[declaredShapes.count - 1][name] = .some(shape) }
            following.insert(set, at: 0)
            return Stmt(kind: .declare(isConst: isConst, NameRef(name, nameToken.span), nil), span: start.through(nameToken.span))
        } else if assigned {
            if check(.lbracket) { literalShape = shape }
            // `let half: (Int) -> Int = { $0 / 2 }`: the closure's parameters of the type's.
            closureWhere(shape)
            value = try typedZero(typeName) ?? parseExpression()
            if let shape, let v = value {
                value = Parser.conformed(v, to: shape)
            } else if !typed, let v = value {
                // Swift infers the type from the value: `var best = (start: 0, length: 0)`
                // makes a later `best = (s, n)` the labelled tuple too.
                shape = inferredShape(v) ?? (isWhole(v) ? .whole : nil)
            }
        } else if isConst && !typed {
            // (With a type, Swift's `let x: CGFloat` is set later, once on every path before
            // it is read: `DeferredLets`.)
            throw fail("a 'let' constant needs a value: let \(name) = …",
                       notes: ["to set it later (once, on every path, before it is read), give its type: let \(name): CGFloat"])
        }
        if check(.lbrace) { try refuseObservers(name) }
        // Swift's `let _ = f()`: the value computed and dropped, no name declared (a second
        // `let _` is no redeclaration).
        if name == "_", let value { return Parser.discarded(value, start) }
        // Its type's shape, for a later store of a literal into it (none: it hides an outer one's).
        if !declaredShapes.isEmpty { declaredShapes[declaredShapes.count - 1][name] = .some(shape) }
        return Stmt(kind: .declare(isConst: isConst, NameRef(name, nameToken.span), value),
                    span: start.through(value?.span ?? nameToken.span))
    }

    /// Swift's property observers, `var volume = 5 { didSet { … } }`: not geo's — said at the
    /// `{` (the declaration's end) with what to write instead, not "expected end of statement".
    mutating func refuseObservers(_ name: String) throws {
        var at = pos + 1
        while token(at).kind == .newline { at += 1 }
        guard case .identifier(let word) = token(at).kind, word == "didSet" || word == "willSet" else { return }
        error("geo has no property observers ('\(word)')", at: current.span,
              notes: ["write a function that sets the variable and does the work: func set\(name.prefix(1).uppercased() + name.dropFirst())(_ value: …) { let oldValue = \(name); \(name) = value; … }, and call it where the variable is set"])
        throw Bail()
    }

    /// Swift's in-place change of a slice, `xs[1...].reverse()`, `xs[a..<b].sort()`,
    /// `sort(by:)`: the range replaced by its elements changed — `xs.replaceSubrange(from: 1,
    /// with: xs[1...].reversed())` — for a variable whose range's bounds call nothing (each
    /// read twice). Nil for any other statement.
    static func sliceChangedInPlace(_ e: Expr) -> Stmt? {
        guard case .call(let callee, let args) = e.kind, case .member(let slice, let name, let nameSpan) = callee.kind,
              name == "reverse" || name == "sort", case .call(let sub, let bounds) = slice.kind,
              case .member(let base, "subscript", let at) = sub.kind, case .name = base.kind,
              bounds.first?.label == "from", !bounds.contains(where: { $0.value.containsCall }) else { return nil }
        let changed = Expr(kind: .call(Expr(kind: .member(slice, name == "reverse" ? "reversed" : "sorted", nameSpan), span: callee.span), args),
                           span: e.span)
        let method = Expr(kind: .member(base, "replaceSubrange", at), span: sub.span)
        let call = Expr(kind: .call(method, bounds + [Argument(label: "with", labelSpan: nil, value: changed)]), span: e.span)
        return Stmt(kind: .expression(call), span: e.span)
    }

    /// Swift 5.9's `if` and `switch` as values: the statement (an `if`, or a switch's block)
    /// with each branch's last statement, an expression — its value — made `make(value)`: a
    /// `return`, or an assignment. Nil when a branch ends otherwise, or an `if` has no `else`.
    static func valued(_ s: Stmt, _ make: (Expr) -> StmtKind) -> Stmt? {
        guard case .if(let c, let yes, let no) = s.kind else { return nil }
        if no == nil, case .bool(true) = c.kind {
            // A switch: its cases' chain in a block of its own.
            return valuedBlock(yes, make).map { Stmt(kind: .if(c, $0, nil), span: s.span) }
        }
        guard let no, let y = valuedBlock(yes, make), let n = valuedBlock(no, make) else { return nil }
        return Stmt(kind: .if(c, y, n), span: s.span)
    }

    /// A branch's statements with its value made `make(value)` (`valued`).
    static func valuedBlock(_ block: [Stmt], _ make: (Expr) -> StmtKind) -> [Stmt]? {
        guard let last = block.last else { return nil }
        var out = Array(block.dropLast())
        switch last.kind {
        case .expression(let e): out.append(Stmt(kind: make(e), span: last.span))
        case .if:
            guard let inner = valued(last, make) else { return nil }
            out.append(inner)
        default: return nil
        }
        return out
    }

    /// Swift's `_ = f()` and `let _ = f()`: the value computed and dropped, in a block of its own
    /// (`if true { f() }`), so the REPL does not echo it as it echoes a bare expression.
    static func discarded(_ value: Expr, _ start: Span) -> Stmt {
        let span = start.through(value.span)
        return Stmt(kind: .if(Expr(kind: .bool(true), span: start), [Stmt(kind: .expression(value), span: span)], nil), span: span)
    }

    /// Swift's `repeat { body } while condition`: its own statement (the body first, then the
    /// condition; `continue` goes on to the condition and `break` leaves, as in Swift).
    mutating func repeatWhile(_ body: [Stmt], _ condition: Expr, start: Span) -> Stmt {
        Stmt(kind: .repeatWhile(body, condition), span: start.through(condition.span))
    }

    /// The note for a name that is one of geo's words where a name is expected: `and`, `or`
    /// and `not` are names in Swift but geo's operators (`func and(_ a, _ b)`), the others
    /// Swift's keywords too. None for any other token.
    var reservedWordNote: [String] {
        mutating get {
            guard case .keyword(let k) = kind else { return [] }
            switch k {
            case .and, .or, .not:
                let op = k == .and ? "&&" : k == .or ? "||" : "!"
                return ["'\(k.rawValue)' is one of geo's words (the same as \(op)): choose another name, or write it in backquotes, `\(k.rawValue)`, here and where it is used"]
            default:
                return ["'\(k.rawValue)' is a keyword: choose another name, or write it in backquotes as Swift does, `\(k.rawValue)`"]
            }
        }
    }

    mutating func endOfStatement() throws {
        switch kind {
        case .newline, .eof, .symbol(.semicolon), .symbol(.rbrace): return
        // Swift's one-line switch, `switch x { case 1: f() default: g() }`: the next label
        // ends a case's statement.
        case _ where inCaseBody && startsCaseLabel(): return
        default:
            throw fail("expected end of statement, found \(found)",
                       notes: ["put each statement on its own line or separate them with ';'"])
        }
    }

    /// A `{` whose `}` never comes: one error, at the `{` (where the block or closure that is
    /// missing its end starts; the end of the input says nothing), as Swift's note "to match this
    /// opening '{'" points there.
    mutating func unclosed(_ open: Span, _ what: String) {
        error("expected '}' to close this \(what): the input ends first", at: open,
              notes: ["add the '}' where the \(what) should end"])
    }

    mutating func parseBlock(_ context: String) throws -> [Stmt] {
        let parameters = parameterShapes
        parameterShapes = [:]
        try enter()
        defer { leave() }
        declaredShapes.append(parameters)
        defer { declaredShapes.removeLast() }
        // Swift's brace on a line of its own (`for i in 1...3` then `{`): the block's.
        if kind == .newline, peekKind(1) == .symbol(.lbrace) { _ = advance() }
        let open = current
        if check(.assign), context.hasSuffix("condition") {
            // `if x = 3 {`, `while n = 0 {`: C's slip, a store where a test was meant.
            throw fail("'=' stores a value; a condition compares with '=='", notes: ["to test for equality write '==': if x == 3 { … }"])
        }
        guard match(.lbrace) else { throw fail("expected '{' \(context), found \(found)") }
        var statements: [Stmt] = []
        var defers: [Deferred] = []
        skipNewlines()
        while !check(.rbrace) {
            if kind == .eof {
                unclosed(open.span, "block")
                throw Bail()
            }
            if errorCount >= Parser.maxErrors { throw Bail() }
            readStatement(into: &statements, &defers)
            skipNewlines()
        }
        _ = advance()
        return applyingDefers(statements, defers)
    }

    // (Each statement of a block nests its blocks' statements: a statement kind with many
    // locals has a function of its own, so the debug build's frame for each level holds only
    // its own kind's — parseStatement's frame once held every kind's, 86 KB.)
    /// A `func` declaration, from its `func` (`start`: where the statement starts).
    mutating func parseFunctionDeclaration(_ start: Span) throws -> Stmt {
        _ = advance()
        guard case .identifier(let name) = kind else {
            if case .symbol = kind, !check(.lparen), !check(.lbrace) {
                // Swift's operator function, `func + (a: CGPoint, b: CGPoint) -> CGPoint`.
                throw fail("geo has no operator functions: its operators are its own",
                           notes: ["geo's + - * / already work on Points, Sizes and Transforms; for anything else write a named func: func add(_ a, _ b) { … }"])
            }
            throw fail("expected a function name after 'func'", notes: reservedWordNote)
        }
        let nameToken = advance()
        try checkDeclarable(name, nameToken.span)
        if check(.less), !current.spaceBefore {
            // Swift's generic parameters (`func largest<T: Comparable>(_ xs: [T]) -> T?`):
            // geo's values carry their types, so they are read and left aside, as types are.
            try skipGenericParameters()
        }
        _ = try expect(.lparen, "after the function name")
        var params: [(name: String, span: Span)] = []
        var labels: [String?] = []
        var labelled = false
        var defaults: [Value?] = []
        var setParameters: [(name: String, span: Span)] = []
        var recordParameters: [(name: String, span: Span, labels: [String], list: Bool)] = []
        // The parameters' types' shapes for the body (`_ xs: [Int]`: `xs[0] / 2` divides
        // Ints); an untyped parameter's none, which hides an outer name's.
        var shapesOfParameters: [String: CollectionShape?] = [:]
        var computedDefaults: [(name: String, span: Span, value: Expr)] = []
        var parameterTypes: [(label: String?, type: String?)] = []
        var closureParameters: [Int: [Int: CollectionShape]] = [:]
        if !check(.rparen) {
            repeat {
                var p: String
                if case .identifier(let word) = kind {
                    p = word
                } else if case .keyword(let k) = kind, case .identifier = peekKind(1) {
                    p = k.rawValue   // a keyword as Swift's argument label: `in container`, `for key`
                } else {
                    throw fail("expected a parameter name, found \(found)", notes: reservedWordNote)
                }
                var t = advance()
                var label: String? = p
                if case .identifier(let inner) = kind {
                    // Swift's argument label (`_ a`, `to b`): a call may write it or not, as
                    // every geo call's labels are (arguments are passed in order); one
                    // written must be this one.
                    label = p == "_" ? nil : p
                    labelled = true
                    p = inner
                    t = advance()
                }
                labels.append(label)
                try checkDeclarable(p, t.span)
                var typeName: String?
                var typeShape: CollectionShape?
                shapesOfParameters.updateValue(nil, forKey: p)
                if match(.colon) {
                    if case .identifier(let type) = kind { typeName = type }
                    // Swift's parameter type (`a: CGPoint`): read and left aside — but a
                    // Set's makes a list argument the set (`f([1, 1, 2])`: `setParameters`).
                    let type = try skipType(before: [.symbol(.comma), .symbol(.rparen), .symbol(.assign)])
                    if case .set? = type.shape?.unwrapped, type.whole { setParameters.append((p, t.span)) }
                    if case .record(let names, _)? = type.shape?.unwrapped, type.whole { recordParameters.append((p, t.span, names, false)) }
                    if case .list(let element)? = type.shape?.unwrapped, case .record(let names, _) = element, type.whole {
                        recordParameters.append((p, t.span, names, true))
                    }
                    if type.whole {
                        shapesOfParameters.updateValue(type.shape, forKey: p)
                        typeShape = type.shape
                        if let closure = type.shape?.closureParameters, !closure.isEmpty { closureParameters[params.count] = closure }
                    }
                    if token(pos - 1).kind == .symbol(.closed) {
                        // Swift's variadic parameter, `_ xs: CGFloat...`.
                        error("geo has no variadic parameters: '\(p)' takes one value", at: token(pos - 1).span,
                              notes: ["take a list and pass one: func sum(_ xs) { … } called as sum([1, 2, 3])"])
                        throw Bail()
                    }
                }
                if match(.assign) {
                    // Swift's default value (`spacing: CGFloat = 8`): a call may leave out
                    // the parameters from the first with one on.
                    closureWhere(typeShape)
                    let e = try typedZero(typeName ?? p) ?? parseExpression()
                    if let literal = Parser.literalDefault(e) {
                        defaults.append(literal)
                    } else {
                        // Any other value (`by order: (Int, Int) -> Bool = { $0 < $1 }`,
                        // `at: CGPoint = origin()`): computed by the call that leaves the
                        // parameter out, in the body's first statement (`computedDefaults`).
                        defaults.append(.nil)
                        computedDefaults.append((p, t.span, e))
                    }
                } else if defaults.contains(where: { $0 != nil }) {
                    error("a parameter after one with a default value needs one too in geo", at: t.span,
                          notes: ["a call leaves out parameters from the end: put '\(p)' before the ones with defaults"])
                    throw Bail()
                } else {
                    defaults.append(nil)
                }
                if p != "_", params.contains(where: { $0.name == p }) { error("duplicate parameter '\(p)'", at: t.span) }
                params.append((p, t.span))
                parameterTypes.append((label, typeName))
            } while match(.comma)
        }
        _ = try expect(.rparen, "after the parameters")
        functionParameterTypes[name] = parameterTypes
        functionParameterDefaults[name] = defaults.map { $0 != nil }
        functionClosureParameters[name] = closureParameters.isEmpty ? nil : closureParameters
        if case .identifier(let word) = kind, ["throws", "rethrows", "async"].contains(word) {
            throw fail(word == "async" ? "geo has no 'async' functions: a script runs in order, and an animation's clock is wait()"
                                       : "geo's functions do not throw: leave out '\(word)'",
                       notes: [word == "async" ? "leave out 'async' (and 'await' at the calls)" : Parser.throwingNote])
        }
        var returnShape: CollectionShape?
        /// The return type's text when a value must be returned (not an Optional, not
        /// `Void`, `()` or `Never`): the body may not end without a `return` then.
        var requiredReturn: String?
        if match(.arrow) {
            // Swift's return type (`-> CGFloat`): read and left aside — but a type with a
            // Set makes the list literals its returns give sets (`conformingReturns`).
            let typeStart = current.span
            returnShape = try skipType(before: [.symbol(.lbrace), .identifier("where")]).shape
            let last = token(pos - 1).span
            let bytes = typeStart.file.bytes, end = last.start + last.length
            let text = String(decoding: bytes[typeStart.start..<end], as: UTF8.self)
            // (An Optional's mark is no token: the byte after the type's last one.)
            let marked = end < bytes.count && (bytes[end] == UInt8(ascii: "?") || bytes[end] == UInt8(ascii: "!"))
            if !["Void", "()", "Never"].contains(text), !marked, !text.hasSuffix("?"), !text.hasSuffix("!") { requiredReturn = text }
            // `-> Int?`: its value, where there is one, is an Int (`isIntegerOptional`).
            if marked, bytes[end] == UInt8(ascii: "?"), Parser.integerTypes.contains(text) { integerOptionalFunctions.insert(name) } else { integerOptionalFunctions.remove(name) }
        }
        functionReturnShapes[name] = returnShape
        if case .identifier("where") = kind {
            // A generic function's requirements (`where T: Comparable`), left aside.
            _ = advance()
            guard case .identifier = kind else { throw fail("expected a requirement after 'where', found \(found)") }
            while !check(.lbrace), kind != .eof, kind != .newline { _ = advance() }
        }
        anonymousParameters.append(-2)
        defer { anonymousParameters.removeLast() }
        let outerLoops = loops
        loops = []   // a jump does not leave a function
        defer { loops = outerLoops }
        returnShapes.append(returnShape)
        defer { returnShapes.removeLast() }
        parameterShapes = shapesOfParameters
        var body = try parseBlock("to start the function body")
        // Swift's implicit return: a body that is one expression returns its value
        // (`func area(_ r: CGRect) -> CGFloat { r.width * r.height }`), as a closure's does.
        var isExpressionBody = false
        if body.count == 1, case .expression = body[0].kind { isExpressionBody = true }
        if requiredReturn != nil, !isExpressionBody, body.count == 1, !Parser.endsEveryPath(body),
           let valued = Parser.valued(body[0], { .return($0) }) {
            // Swift 5.9's `switch` or `if` as the body's one expression (`switch n { case 0:
            // "zero" default: "other" }`): each branch returns its value.
            body = [valued]
        }
        if let requiredReturn, !isExpressionBody, !Parser.endsEveryPath(body) {
            // Swift's "missing return": a function declared to return a value whose end
            // can be reached is an error there, found when compiling; here when its end is
            // reached, at the closing brace, naming the function.
            let close = token(pos - 1).span
            let missing = Expr(kind: .name(NameRef("Function.missingReturn", close)), span: close)
            let args = [name, requiredReturn].map { Argument(label: nil, labelSpan: nil, value: Expr(kind: .string($0), span: close)) }
            body.append(Stmt(kind: .expression(Expr(kind: .call(missing, args), span: close)), span: close))
        }
        if let returnShape { body = Parser.conformedBody(body, isExpressionBody: isExpressionBody, to: returnShape) }
        if !setParameters.isEmpty || !recordParameters.isEmpty || !computedDefaults.isEmpty {
            // `func f(_ s: Set<Int>)`: `let s = Set(s)` first (a set's own value when it is
            // one); `func f(_ iv: (start: Int, end: Int))`: `iv` given the labels when it
            // has none (`Dictionary(tupleLabels:conforming:)`, as Swift converts `(3, 10)`), and
            // `func f(_ xs: [(start: Int, end: Int)])` its elements (`conformingElements:`);
            // `func f(by order: … = { $0 < $1 })`: `let order = order ?? { $0 < $1 }`
            // (an argument left out is nil); then the body in a block of its own (where it
            // may declare the name again, as Swift lets it shadow a parameter).
            if isExpressionBody, case .expression(let e) = body[0].kind {
                body = [Stmt(kind: .return(e), span: body[0].span)]
                isExpressionBody = false
            }
            let read = { (p: String, span: Span) in Expr(kind: .name(NameRef(p, span)), span: span) }
            var conversions: [Stmt] = computedDefaults.map { p, span, value in
                Stmt(kind: .declare(isConst: true, NameRef(p, span), Expr(kind: .coalesce(read(p, span), value), span: span)), span: span)
            }
            conversions += setParameters.map { p, span in
                Stmt(kind: .declare(isConst: true, NameRef(p, span), Parser.conformed(read(p, span), to: .set(nil))), span: span)
            }
            conversions += recordParameters.map { p, span, labels, list in
                let value = list ? Parser.tupleLabelsCall(labels, "conformingElements", read(p, span), span) : Parser.labelled(read(p, span), labels)
                return Stmt(kind: .declare(isConst: true, NameRef(p, span), value), span: span)
            }
            body = conversions + [Stmt(kind: .if(Expr(kind: .bool(true), span: start), body, nil), span: start)]
        }
        let decl = FunctionDecl(name: name, span: start.through(nameToken.span), params: params, body: body,
                                isExpressionBody: isExpressionBody)
        if labelled { decl.labels = labels }
        if defaults.contains(where: { $0 != nil }) { decl.defaults = defaults }
        return Stmt(kind: .function(decl, NameRef(name, nameToken.span)), span: start.through(nameToken.span))
    }

    /// A `for` loop, from its `for`.
    mutating func parseFor(_ start: Span, label: String?) throws -> Stmt {
        _ = advance()
        if case .identifier("case") = kind, peekKind(1) == .symbol(.dot)
            || [.keyword(.let), .keyword(.var)].contains(peekKind(1)) && peekKind(2) == .symbol(.dot) {
            // `for case .some(let x) in xs`, `for case let .some(x) in xs`: as `for case let x? in`.
            _ = advance()
            guard let optional = try optionalCase(), let ref = optional.ref else {
                throw fail("a 'for case' pattern here is '.some(let x)' (or 'let x?')")
            }
            if !optional.isConst {
                error("a loop variable is a constant: write 'for case .some(let \(ref.name))'", at: optional.span)
                throw Bail()
            }
            let filter = optional.test { span in Expr(kind: .name(NameRef(ref.name, span)), span: span) }
            let (sequence, body, around) = try parseForRest(ref.name, start, label: label, filter: filter)
            return placed(Stmt(kind: .for(ref, sequence, body), span: start.through(sequence.span)), around)
        }
        if case .identifier("case") = kind, peekKind(1) == .symbol(.lparen) || optionalTuplePattern() {
            return try parseForCasePattern(start, label: label)
        }
        let isCase = try forCase()
        // Swift's `for var x in xs`: a variable the body may change, each pass's own (a `var x
        // = x` first in the body).
        let isVariable = !isCase && check(.var)
        if isVariable { _ = advance() }
        if check(.lparen) {
            if isVariable {
                throw fail("geo's 'for var' takes one name, not a tuple of them",
                           notes: ["write for (a, b) in pairs { var a = a … }"])
            }
            return try parseForTuple(start, label: label)
        }
        guard case .identifier(let name) = kind else {
            throw fail("expected a loop variable after 'for'")
        }
        let nameToken = advance()
        try checkDeclarable(name, nameToken.span)
        var filter: Expr?
        if isCase {
            // Swift's `for case let x? in xs` and `for case let s as String in xs`: the body
            // runs for the elements that match (x is not nil; s is a String), as a where
            // clause chooses them. A cast never converts, so the variable is the element.
            let read = Expr(kind: .name(NameRef(name, nameToken.span)), span: nameToken.span)
            if check(.question) {
                let mark = advance()
                filter = Expr(kind: .binary(.notEqual, read, Expr(kind: .nil, span: mark.span)), span: nameToken.span.through(mark.span))
            } else if case .identifier("as") = kind {
                filter = try typePattern { _ in read }
            }
        }
        var (sequence, body, around) = try parseForRest(name, start, label: label, filter: filter)
        if isVariable {
            let read = Expr(kind: .name(NameRef(name, nameToken.span)), span: nameToken.span)
            body.insert(Stmt(kind: .declare(isConst: false, NameRef(name, nameToken.span), read), span: nameToken.span), at: 0)
        }
        return placed(Stmt(kind: .for(NameRef(name, nameToken.span), sequence, body), span: start.through(sequence.span)), around)
    }

    /// A statement that starts with an expression: an expression, or an assignment.
    mutating func parseExpressionStatement(_ start: Span) throws -> Stmt {
        if let type = returnShapes.last??.typeName, let zero = try typedZero(type) {
            // A function's one expression, `-> CGSize { .init(width: 1, height: 2) }`: its
            // return type's (a statement that is only a `.zero` does nothing else).
            return Stmt(kind: .expression(zero), span: zero.span)
        }
        // (`-> [CGPoint] { [.zero, p] }`: the same for a literal; `-> (Int) -> Int { { $0 / d }
        // }`, a closure's Int parameters.)
        if check(.lbracket), let shape = returnShapes.last ?? nil { literalShape = shape }
        closureWhere(returnShapes.last ?? nil)
        if check(.dot), case .identifier(let name) = peekKind(1), peekKind(2) == .symbol(.lparen) {
            // `.rotated(by: 1)` starting a statement: a method chain's line whose first line
            // was a statement of its own (at the REPL, an entry that already ran).
            throw fail("'.\(name)(…)' calls a method on nothing: a line starting with '.' continues the expression on the line above",
                       notes: ["at the REPL an entry runs when its line is complete: type the chain on one line, or paste the lines together (pasted lines starting with '.' join the entry above)"])
        }
        let expr = try parseExpression()
        var op: BinaryOp?
        switch kind {
        case .symbol(.assign): op = nil
        case .symbol(.plusAssign): op = .add
        case .symbol(.minusAssign): op = .subtract
        case .symbol(.starAssign): op = .multiply
        case .symbol(.slashAssign): op = .divide
        case .symbol(.percentAssign): op = .remainder
        default:
            return Parser.sliceChangedInPlace(expr) ?? Stmt(kind: .expression(expr), span: expr.span)
        }
        let opToken = advance()
        if op == nil, case .tuple(let items) = expr.kind {
            return try destructuringAssignment(items, pattern: expr.span, start: start)
        }
        // `v.frame = .zero`: the zero of what the member holds (`Parser.zeroType`).
        var member: String?
        if case .member(_, let name, _) = expr.kind { member = name }
        if case .optionalChain = expr.kind {
            let value = try parseExpression()
            return chainedAssignment(expr, op, value, opSpan: opToken.span)
        }
        if case .call(let callee, var args) = expr.kind, case .member(let base, "subscript", let at) = callee.kind,
           args.first?.label == "from" {
            // Swift's `xs[1...2] = [7, 8]`: `xs.replaceSubrange(from: 1, through: 2, with: [7, 8])`.
            guard op == nil else {
                error("a range of elements is assigned with '=' only", at: opToken.span,
                      notes: ["make the new elements first, then xs[a...b] = new"])
                throw Bail()
            }
            let value = try parseExpression()
            args.append(Argument(label: "with", labelSpan: nil, value: value))
            let method = Expr(kind: .member(base, "replaceSubrange", at), span: callee.span)
            let call = Expr(kind: .call(method, args), span: expr.span.through(value.span))
            return Stmt(kind: .expression(call), span: call.span)
        }
        checkAssignable(expr, note: "you can assign to a variable, a member (v.frame) or an element (xs[0])")
        if op == nil || op == .add, case .name(let ref) = expr.kind {
            // `p = .zero` for a `var p: CGPoint`, `pts = [.zero]`, `pts += [.init(x: 1, y: 2)]`
            // for a `[CGPoint]`: the declared type's.
            if op == nil, let type = declaredShape(ref.name)?.typeName { member = type }
            if check(.lbracket) { literalShape = declaredShape(ref.name) }
        } else if op == nil, case .index(let base, _) = expr.kind, case .name(let ref) = base.kind,
                  let type = declaredShape(ref.name)?.element?.typeName {
            // `pts[0] = .zero`, `sizes["a"] = .init(width: 1, height: 2)`: the element's.
            member = type
        }
        if op == nil, check(.lbrace) {
            // `handlers["h"] = { $0 / 2 }` of a `[String: (Int) -> Int]`: the closure's Int parameters.
            var target = collectionShape(expr)
            if case .index(let base, _) = expr.kind { target = collectionShape(base)?.element }
            closureWhere(target)
        }
        var value = try typedZero(op == nil ? member : nil) ?? parseExpression()
        if case .name(let ref) = expr.kind { learnInteger(ref.name, from: value) }
        if op == .divide, integerDivision(expr, value) {
            // `n /= 10` of an `n: Int`: Swift's integer division, `n = Int(n / 10)`.
            let quotient = Parser.integerQuotient(Expr(kind: .binary(.divide, expr, value), span: expr.span.through(value.span)))
            return Stmt(kind: .assign(expr, nil, quotient, opSpan: opToken.span), span: expr.span.through(value.span))
        }
        if op == .multiply, case .name = expr.kind, integerDivision(expr, value) {
            // `hash *= 31` of a `hash: Int`: `hash = Int.exact(hash * 31)` (`integerProduct`).
            let product = Parser.integerProduct(Expr(kind: .binary(.multiply, expr, value), span: expr.span.through(value.span)))
            return Stmt(kind: .assign(expr, nil, product, opSpan: opToken.span), span: expr.span.through(value.span))
        }
        if op == nil, case .name(let ref) = expr.kind, let shape = declaredShape(ref.name) {
            // `let tags: Set<String>` set later, `s = [1, 1]`: the declared type's literal;
            // `best = r` of a labelled tuple type: r given its labels.
            if case .record = shape.unwrapped { value = Parser.conformed(value, to: shape) } else { value = Parser.conformedLiteral(value, to: shape) }
        } else if op == nil, case .index(let base, _) = expr.kind, let shape = collectionShape(base)?.element {
            // `cart[0] = ("mug", 2)` of a `[(name: String, qty: Int)]`, `d["x"] = (5, "A")` of
            // a `[String: (count: Int, loc: String)]`, `grid[r][c] = ("#", true)` of rows of
            // them, `g[r][c] = w / 2` of an `[[Int]]`: the element's type's value.
            if case .record = shape.unwrapped { value = Parser.conformed(value, to: shape) } else { value = Parser.conformedLiteral(value, to: shape) }
        } else if op != nil, case .name(let ref) = expr.kind, case .integer? = declaredShape(ref.name) {
            // `total += sum / n` of a `total: Int`: the value's arithmetic an Int's.
            value = Parser.integerContext(value)
        } else if op == .add, case .name(let ref) = expr.kind, case .list? = declaredShape(ref.name), case .list = value.kind,
                  let shape = declaredShape(ref.name) {
            // `xs += [(5, 6)]` on a `[(start: Int, end: Int)]`: the elements made to it, as
            // `append` makes one (`conformedElement`).
            value = Parser.conformedLiteral(value, to: shape)
        }
        return Stmt(kind: .assign(expr, op, value, opSpan: opToken.span), span: expr.span.through(value.span))
    }

    mutating func parseStatement() throws -> Stmt {
        let label = pendingLabel
        pendingLabel = nil
        // Swift's declaration modifiers (`private func`, `weak var`, `lazy var`, `final class`):
        // access control and storage are not geo's, so they are read and left aside before a
        // declaration (a name followed by `func`, `let`, `var` or another declaration).
        while true {
            if case .identifier(let word) = kind, Parser.declarationModifiers.contains(word), Parser.beginsDeclaration(peekKind(1)) {
                _ = advance()
            } else if let end = attributeEnd() {
                // `@objc func handleTap(_ g: …)`, `@discardableResult`, `@available(iOS 13, *)`:
                // Swift's attributes of a declaration, left aside with their `@`'s error.
                let from = current.span.start - 1
                lexer?.dropTypeMarks(from: from, to: from + 1)
                while pos < end { _ = advance() }
            } else {
                break
            }
        }
        let start = current.span
        if case .identifier("do") = kind, peekKind(1) == .symbol(.lbrace) {
            // Swift's `do { … }`: a block of its own scope, as an `if` that always runs.
            _ = advance()
            let body = try parseBlock("after 'do'")
            if case .identifier("catch") = kind {
                throw fail("geo has no errors to catch: 'catch' never runs", notes: [Parser.throwingNote])
            }
            return Stmt(kind: .if(Expr(kind: .bool(true), span: start), body, nil), span: start.through(token(pos - 1).span))
        }
        if case .identifier("guard") = kind, startsGuard() {
            return try parseGuard(start)
        }
        if case .identifier("switch") = kind, Parser.startsOperand(peekKind(1)) || startsParenthesizedSubject() {
            return try parseSwitch(start)
        }
        if case .identifier("typealias") = kind, case .identifier = peekKind(1), peekKind(2) == .symbol(.assign) {
            return try parseTypealias(start)
        }
        if case .identifier("typealias") = kind, peekKind(1) == .symbol(.assign) {
            _ = advance()
            throw fail("expected a name after 'typealias'", notes: ["typealias Interval = (start: Int, end: Int)"])
        }
        if case .identifier(let word) = kind, let (message, note) = Parser.swiftStatement(word),
           Parser.startsOperand(peekKind(1)) {
            // `guard x > 0 else …`, `struct P {`: never valid geo (a name followed by an
            // operand), so naming Swift's statement costs no program that runs.
            throw fail(message, notes: [note])
        }
        if case .identifier("_") = kind, peekKind(1) == .symbol(.assign) {
            // Swift's `_ = f()`: the value computed and dropped. Held in a block of its own
            // (`if true { f() }`), so the REPL does not echo it as it echoes a bare expression.
            _ = advance()
            _ = advance()
            return Parser.discarded(try parseExpression(), start)
        }
        switch kind {
        case .keyword(.let), .keyword(.var):
            let isConst = check(.let)
            _ = advance()
            guard case .identifier(let name) = kind else {
                let keyword = isConst ? "let" : "var"
                if check(.lparen) { return try parseDestructuringDeclaration(isConst: isConst, start) }
                throw fail("expected a name after '\(keyword)', found \(found)", notes: reservedWordNote)
            }
            let first = try parseDeclaration(name, isConst: isConst, start: start)
            // Swift's `var x = 0, y = 0`: one declaration after the other, in order.
            var more: [Stmt] = []
            while check(.comma), case .identifier(let next) = peekKind(1) {
                _ = advance()
                more.append(try parseDeclaration(next, isConst: isConst, start: current.span))
            }
            following.insert(contentsOf: more, at: 0)
            return first
        case .keyword(.func):
            return try parseFunctionDeclaration(start)
        case .keyword(.return):
            _ = advance()
            if kind == .newline || kind == .eof || check(.rbrace) || check(.semicolon) {
                return Stmt(kind: .return(nil), span: start)
            }
            // `return .zero`, `return [.init(x: 1, y: 2)]` in a function declared `-> CGPoint`,
            // `-> [CGPoint]`: of the declared return type.
            let shape = returnShapes.last ?? nil
            if check(.lbracket) { literalShape = shape }
            // `return { $0 / d }` of a `-> (Int) -> Int`: the closure's Int parameters.
            closureWhere(shape)
            let value = try typedZero(shape?.typeName) ?? parseExpression()
            return Stmt(kind: .return(value), span: start.through(value.span))
        case .keyword(.break), .keyword(.continue):
            let isBreak = check(.break)
            _ = advance()
            if let jump = try labelledJump(isBreak: isBreak, start) {
                following.insert(contentsOf: jump.dropFirst(), at: 0)
                return jump[0]
            }
            return Stmt(kind: isBreak ? .break : .continue, span: start)
        case .keyword(.if):
            return try parseIf()
        case .keyword(.while):
            _ = advance()
            let clauses = try parseConditionList()
            enterLoop(start, label: label)
            parameterShapes = bindingShapes(clauses)
            let body = try parseBlock("after the while condition")
            let around = leaveLoop()
            if clauses.count == 1, case .test(let cond) = clauses[0] {
                return placed(Stmt(kind: .while(cond, body), span: start.through(cond.span)), around)
            }
            return placed(whileLet(clauses, body, span: start.through(clauses.last!.span)), around)
        case .keyword(.for):
            return try parseFor(start, label: label)
        case .keyword(.import):
            _ = advance()
            if case .identifier(let module) = kind, Parser.appleModules.contains(module) {
                // Swift's `import UIKit` (geo's own `swift(view)` writes it): what geo models of
                // these frameworks is built in, so there is nothing to load.
                _ = advance()
                return Stmt(kind: .expression(Expr(kind: .nil, span: start)), span: start)
            }
            guard case .string(let parts) = kind else {
                throw fail("expected a path string after 'import'", notes: ["import \"shapes.geo\" runs a geo file; of Apple's frameworks, geo has what it models built in: \(Parser.appleModules.sorted().joined(separator: ", "))"])
            }
            let t = advance()
            var path = ""
            for part in parts {
                switch part {
                case .text(let s): path += s
                case .code: error("an import path cannot use interpolation", at: t.span)
                }
            }
            return Stmt(kind: .import(path, t.span), span: start.through(t.span))
        default:
            return try parseExpressionStatement(start)
        }
    }

    /// Swift's assignment through optional chaining, `v.superview?.alpha = 0.5`: nothing when
    /// the base is nil. A base that is a place (a variable, its members and elements) is
    /// tested and then stored through where it is — `if r != nil { r.origin.x = 5 }`, so a
    /// Rect variable's member is changed, not a copy's; any other base (a call's result) is
    /// held once — `if let (hidden) = root.hitTest(p) { (hidden).alpha = 0 }`.
    mutating func chainedAssignment(_ target: Expr, _ op: BinaryOp?, _ value: Expr, opSpan: Span) -> Stmt {
        let span = target.span.through(value.span)
        guard case .optionalChain(let base, let hidden, let rest) = target.kind else {
            checkAssignable(target, note: "you can assign to a variable, a member (v.frame) or an element (xs[0])")
            return Stmt(kind: .assign(target, op, value, opSpan: opSpan), span: span)
        }
        if Parser.isPlace(base) {
            let inner = chainedAssignment(Parser.replacing(hidden.name, in: rest, with: base), op, value, opSpan: opSpan)
            let test = Expr(kind: .binary(.notEqual, Parser.copied(base), Expr(kind: .nil, span: base.span)), span: base.span)
            return Stmt(kind: .if(test, [inner], nil), span: span)
        }
        if Parser.isPlace(base, anyIndex: true) {
            // `d[i % 3]?[0] = x`: each computed index held once in a hidden local of its own,
            // first, as Swift computes it once; the base is then a place, stored through.
            var held: [Stmt] = []
            let place = Parser.holdingIndices(base, &held)
            let target = Expr(kind: .optionalChain(place, hidden, rest), span: target.span)
            return Stmt(kind: .if(Expr(kind: .bool(true), span: base.span), held + [chainedAssignment(target, op, value, opSpan: opSpan)], nil),
                        span: span)
        }
        let declare = Stmt(kind: .declare(isConst: true, hidden, base), span: base.span)
        let store = Stmt(kind: .if(Parser.isPresent(hidden), [chainedAssignment(rest, op, value, opSpan: opSpan)], nil), span: span)
        return Stmt(kind: .if(Expr(kind: .bool(true), span: base.span), [declare, store], nil), span: span)
    }

    /// A variable, or a member or an element (at a constant or a variable's index) of one: read
    /// again, it gives the same value.
    /// (Up to 32 links: a longer base is held once, so nested chains stay linear to write.)
    /// With `anyIndex`, an element at any index: what `Compiler.compilePlace` stores through,
    /// its indices computed once (`d[i % 3]?.append(x)` changes the entry).
    static func isPlace(_ e: Expr, anyIndex: Bool = false, links: Int = 0) -> Bool {
        if links > 32 { return false }
        switch e.kind {
        case .name: return true
        case .member(let base, _, _): return isPlace(base, anyIndex: anyIndex, links: links + 1)
        case .index(let base, let i): return (anyIndex || isReadAgainAlike(i)) && isPlace(base, anyIndex: anyIndex, links: links + 1)
        default: return false
        }
    }

    /// Whether an index reads the same when written again: a constant or a name.
    static func isReadAgainAlike(_ i: Expr) -> Bool {
        switch i.kind {
        case .number, .string, .name: true
        default: false
        }
    }

    /// A place chain (`isPlace(_:anyIndex: true)`) with each index that is not a constant or a name replaced
    /// by a hidden local's name, its declaration appended to `held` (in the order Swift
    /// computes them: from the root out), so that the place written again reads the same.
    static func holdingIndices(_ e: Expr, _ held: inout [Stmt]) -> Expr {
        switch e.kind {
        case .member(let base, let name, let at):
            return Expr(kind: .member(holdingIndices(base, &held), name, at), span: e.span)
        case .index(let base, let i):
            let heldBase = holdingIndices(base, &held)
            if isReadAgainAlike(i) { return Expr(kind: .index(heldBase, i), span: e.span) }
            let name = "(?[])@" + String(i.span.start)
            held.append(Stmt(kind: .declare(isConst: true, NameRef(name, i.span), i), span: i.span))
            return Expr(kind: .index(heldBase, Expr(kind: .name(NameRef(name, i.span)), span: i.span)), span: e.span)
        default: return e
        }
    }

    /// A place (`isPlace`) written again: new name references, for the resolver to bind anew.
    static func copied(_ e: Expr) -> Expr {
        switch e.kind {
        case .name(let ref): return Expr(kind: .name(NameRef(ref.name, ref.span)), span: e.span)
        case .member(let base, let name, let at): return Expr(kind: .member(copied(base), name, at), span: e.span)
        case .index(let base, let i): return Expr(kind: .index(copied(base), copied(i)), span: e.span)
        default: return e
        }
    }

    /// A chain's rest with its base (a place) where it reads the hidden local `name`.
    static func replacing(_ name: String, in e: Expr, with base: Expr) -> Expr {
        var kind = e.kind
        switch e.kind {
        case .name(let ref) where ref.name == name: return copied(base)
        case .member(let b, let m, let at): kind = .member(replacing(name, in: b, with: base), m, at)
        case .index(let b, let i): kind = .index(replacing(name, in: b, with: base), i)
        case .call(let callee, let args): kind = .call(replacing(name, in: callee, with: base), args)
        case .unary(.unwrap, let b): kind = .unary(.unwrap, replacing(name, in: b, with: base))
        case .optionalChain(let b, let h, let rest): kind = .optionalChain(replacing(name, in: b, with: base), h, rest)
        default: return e
        }
        return Expr(kind: kind, span: e.span)
    }

    /// Reports an assignment's target that is not a variable, a member or an element.
    mutating func checkAssignable(_ target: Expr, note: String) {
        switch target.kind {
        case .name, .member, .index, .keyDefault, .unary(.unwrap, _): return
        default: error("cannot assign to this expression", at: target.span, notes: [note])
        }
    }

    /// An `if` and the `else if`s that follow it: a chain, read in a loop and counted as links
    /// (up to `Resolver.defaultMaxNesting`), not as nesting, so a dispatch of hundreds of `else if`s is not "nested too
    /// deeply"; it is built as each `if` holding the next in its `else`, as it is written.
    mutating func parseIf() throws -> Stmt {
        try enter()
        defer { leave() }
        var links: [(clauses: [ConditionClause], then: [Stmt], span: Span)] = []
        var otherwise: [Stmt]?
        var count = 0
        while true {
            let start = advance().span  // 'if'
            let clauses = try parseConditionList()
            parameterShapes = bindingShapes(clauses)
            let then = try parseBlock("after the if condition")
            links.append((clauses, then, start.through(clauses.last!.span)))
            // `else` may follow on the next line.
            let save = pos
            skipNewlines()
            if match(.else) {
                if check(.if) {
                    count += 1
                    if count > Resolver.defaultMaxNesting {
                        throw fail("too many 'else if's in one chain (more than \(Resolver.defaultMaxNesting))",
                                   notes: ["end the chain with 'else { … }' and go on in a second 'if', or look the value up in a list"])
                    }
                    continue
                }
                otherwise = try parseBlock("after 'else'")
            } else if pos > save {
                // Back to the last line break skipped, which ends the statement as the first did
                // (the tokens before it may be gone).
                pos -= 1
            }
            break
        }
        var result = otherwise
        for l in links.reversed() {
            if l.clauses.count == 1, case .test(let cond) = l.clauses[0] {
                result = [Stmt(kind: .if(cond, l.then, result), span: l.span)]
            } else {
                result = [optionalBinding(l.clauses, then: l.then, otherwise: result, span: l.span)]
            }
        }
        return result![0]
    }

    /// One part of an `if`'s condition list: a test, or Swift's `let name = value` (true when
    /// the value is not nil, which the name then holds).
    enum ConditionClause {
        case test(Expr)
        /// `let x = v`: x declared, the clause holding when it is not nil.
        case bind(isConst: Bool, NameRef, Expr, span: Span)
        /// A name a tuple pattern binds (`if case let (a, b) = pair`): declared, whatever it
        /// holds (a nil too, as Swift's `(Int, Int?)` part).
        case declare(isConst: Bool, NameRef, Expr, span: Span)

        var span: Span {
            switch self {
            case .test(let e): e.span
            case .bind(_, _, _, let span), .declare(_, _, _, let span): span
            }
        }
    }

    /// Swift's condition list, `let hit = root.hitTest(p), hit.alpha > 0, x < 3`: tests and
    /// optional bindings (`let x` alone is `let x = x`), separated by commas.
    mutating func parseConditionList() throws -> [ConditionClause] {
        var clauses: [ConditionClause] = []
        // Each clause sees the shapes of the names bound before it (`if let z = xs.last, z / n
        // == 2` of Ints divides Ints), as the body does.
        declaredShapes.append([:])
        defer { declaredShapes.removeLast() }
        var shaped = 0
        repeat {
            if shaped < clauses.count {
                for (name, shape) in bindingShapes(Array(clauses[shaped...])) { declaredShapes[declaredShapes.count - 1].updateValue(shape, forKey: name) }
                shaped = clauses.count
            }
            if clauses.count == Resolver.defaultMaxNesting {
                // Each clause nests the rest in an `if`: bounded as nesting is.
                throw fail("too many conditions in one list (more than \(Resolver.defaultMaxNesting))",
                           notes: ["join tests with && or split the if in two"])
            }
            if case .identifier("case") = kind {
                clauses += try casePatternClauses()
            } else if check(.let) || check(.var) {
                let isConst = check(.let)
                let start = advance().span
                if check(.lparen) {
                    // Swift's `if let (a, b) = f()`: the value held in a hidden constant when it
                    // is not nil, then each name bound to its part (as `let (a, b) = …` takes one
                    // apart).
                    let keyword = isConst ? "let" : "var"
                    let (names, pattern, text) = try parseTupleNames(what: "constant", of: "the '\(keyword)' tuple", after: keyword)
                    guard match(.assign) else { throw fail("expected '=' and a value after '\(keyword) \(text)'") }
                    let value = try parseCondition()
                    let hidden = NameRef("(\(keyword))@" + String(start.start), pattern)
                    clauses.append(.bind(isConst: true, hidden, value, span: start.through(value.span)))
                    for (k, (name, span)) in names.enumerated() where name != "_" {
                        let whole = Expr(kind: .name(NameRef(hidden.name, span)), span: span)
                        let part = Expr(kind: .part(whole, index: k, count: names.count), span: span)
                        clauses.append(.declare(isConst: isConst || tupleGroups[name] != nil, NameRef(name, span), part, span: span))
                    }
                    for bind in nestedParts(names, isConst: isConst) {
                        guard case .declare(let c, let ref, let part?) = bind.kind else { continue }
                        clauses.append(.declare(isConst: c, ref, part, span: bind.span))
                    }
                    continue
                }
                guard case .identifier(let name) = kind else {
                    throw fail("expected a name after '\(isConst ? "let" : "var")', found \(found)",
                               notes: ["Swift's optional binding names one value: if let hit = root.hitTest(p) { … }"])
                }
                let nameToken = advance()
                try checkDeclarable(name, nameToken.span)
                if match(.colon) { try skipType(before: [.symbol(.assign), .symbol(.comma), .symbol(.lbrace)]) }
                let value: Expr
                if match(.assign) {
                    value = try parseCondition()
                } else {
                    value = Expr(kind: .name(NameRef(name, nameToken.span)), span: nameToken.span)   // `if let x`
                }
                clauses.append(.bind(isConst: isConst, NameRef(name, nameToken.span), value, span: start.through(value.span)))
            } else {
                clauses.append(.test(try parseCondition()))
            }
        } while match(.comma)
        return clauses
    }

    /// Swift's `case` clause of a condition list (at `case`), as geo's clauses: `case let x? =
    /// v` is `let x = v` (x is v when v is not nil); `case let x as T = v` binds x to v when v
    /// is a T (a cast never converts); `case 1...5 = n` tests n as a switch's case would.
    mutating func casePatternClauses() throws -> [ConditionClause] {
        let start = advance().span
        if check(.lparen) || (check(.let) || check(.var)) && peekKind(1) == .symbol(.lparen),
           let assign = patternAssignment() {
            // A tuple pattern, `if case (let x, 2) = p`, `if case let (x, y) = p, x > y`: the
            // value first, in a hidden constant, then the pattern read as a switch's case reads
            // it (`parseCasePatterns`), which binds the names and tests the parts.
            let patternStart = pos
            pos = assign + 1
            fill(pos)
            let value = try parseCondition()
            let valueEnd = pos
            let hidden = NameRef("(case)@" + String(start.start), value.span)
            // (The tokens behind are dropped past a few thousand: a value that long is bound
            // first, `let v = …`, and matched by name.)
            guard patternStart >= base else {
                error("this value is too long to match a tuple pattern against: bind it first (let v = …), then if case … = v", at: value.span)
                throw Bail()
            }
            pos = patternStart
            let (test, bindings) = try parseCasePatterns({ span in Expr(kind: .name(NameRef(hidden.name, span)), span: span) }, nil)
            guard pos == assign else { throw fail("expected '=' and a value after the pattern, found \(found)") }
            pos = valueEnd
            var clauses: [ConditionClause] = [.bind(isConst: true, hidden, value, span: start.through(value.span))]
            for bind in bindings {
                guard case .declare(let isConst, let ref, let part?) = bind.kind else { continue }
                clauses.append(.declare(isConst: isConst, ref, part, span: bind.span))
            }
            if let test { clauses.append(.test(test)) }
            return clauses
        }
        if case .identifier("_") = kind, let mark = optionalMark() {
            // `if case _? = v`: v is not nil.
            guard match(.assign) else { throw fail("expected '=' and a value after the pattern, found \(found)") }
            let value = try parseCondition()
            return [.test(Parser.notNil(value, mark.through(value.span)))]
        }
        if let optional = try optionalCase() {
            guard match(.assign) else { throw fail("expected '=' and a value after the pattern, found \(found)") }
            let value = try parseCondition()
            // `.some(let x)` binds as `let x = v` does (when v is not nil); `.none`, `.some(_)` test.
            if let ref = optional.ref { return [.bind(isConst: optional.isConst, ref, value, span: optional.span.through(value.span))] }
            return [.test(optional.test { _ in value })]
        }
        if check(.let) || check(.var) {
            let isConst = check(.let)
            let start = advance().span
            guard case .identifier(let name) = kind else {
                throw fail("expected a name after '\(isConst ? "let" : "var")', found \(found)", notes: reservedWordNote)
            }
            let nameToken = advance()
            try checkDeclarable(name, nameToken.span)
            let ref = NameRef(name, nameToken.span)
            // `x?` binds as `let x = v` does (when v is not nil); `x as T` also tests the type.
            var test: Expr?
            if !match(.question) {
                guard case .identifier("as") = kind else {
                    throw fail("a 'case let' pattern here is '\(name)?' or '\(name) as Type'",
                               notes: ["if case let \(name)? = value { … } runs when value is not nil (as if let \(name) = value does)"])
                }
                test = try typePattern { span in Expr(kind: .name(NameRef(name, span)), span: span) }
            }
            guard match(.assign) else { throw fail("expected '=' and a value after the pattern, found \(found)") }
            let value = try parseCondition()
            let bind = ConditionClause.bind(isConst: isConst, ref, value, span: start.through(value.span))
            return test.map { [bind, .test($0)] } ?? [bind]
        }
        let pattern = try parseCondition()
        guard match(.assign) else {
            throw fail("expected '=' and a value after the pattern, found \(found)",
                       notes: ["Swift's 'if case 1...5 = n' tests n against the pattern, as a switch's case does"])
        }
        let subject = try parseCondition()
        return [.test(Parser.caseTest(pattern, subject))]
    }

    /// The index of the `=` that ends the pattern starting here (at bracket depth 0, on this
    /// line), or nil.
    mutating func patternAssignment() -> Int? {
        var at = pos, depth = 0
        while true {
            switch token(at).kind {
            case .symbol(.lparen), .symbol(.lbracket): depth += 1
            case .symbol(.rparen), .symbol(.rbracket):
                depth -= 1
                if depth < 0 { return nil }
            case .symbol(.assign) where depth == 0: return at
            case .newline, .eof, .symbol(.lbrace), .symbol(.rbrace), .symbol(.semicolon): return nil
            default: break
            }
            at += 1
        }
    }

    /// An `if` whose condition list binds names: each `let x = v` declares x in a block of the
    /// `if`'s own and goes on when x is not nil; each test goes on when it is true; the body
    /// runs when every clause went on, else the `else` does — once, through a hidden flag set
    /// as the body starts (so the `else` is compiled once, whichever clause failed).
    mutating func optionalBinding(_ clauses: [ConditionClause], then: [Stmt], otherwise: [Stmt]?, span: Span) -> Stmt {
        let flag = Parser.matchedFlagPrefix + String(span.start)
        let read = Expr(kind: .name(NameRef(flag, span)), span: span)
        var inner = then
        if otherwise != nil {
            inner.insert(Stmt(kind: .assign(read, nil, Expr(kind: .bool(true), span: span), opSpan: span), span: span), at: 0)
        }
        for clause in clauses.reversed() {
            switch clause {
            case .test(let cond):
                inner = [Stmt(kind: .if(cond, inner, nil), span: cond.span)]
            case .bind(let isConst, let ref, let value, let clauseSpan):
                inner = [Stmt(kind: .declare(isConst: isConst, ref, value), span: clauseSpan),
                         Stmt(kind: .if(Parser.isPresent(ref), inner, nil), span: clauseSpan)]
            case .declare(let isConst, let ref, let value, let clauseSpan):
                inner.insert(Stmt(kind: .declare(isConst: isConst, ref, value), span: clauseSpan), at: 0)
            }
        }
        if let otherwise {
            let declare = Stmt(kind: .declare(isConst: false, NameRef(flag, span), Expr(kind: .bool(false), span: span)), span: span)
            let missed = Stmt(kind: .if(Expr(kind: .unary(.not, read), span: span), otherwise, nil), span: span)
            inner = [declare] + inner + [missed]
        }
        return Stmt(kind: .if(Expr(kind: .bool(true), span: span), inner, nil), span: span)
    }

    /// The start of the name of the hidden flag of an `if let … else` (`optionalBinding`): set
    /// first in the branch that runs when every clause holds, tested before the `else` block.
    static let matchedFlagPrefix = "(matched)@"

    mutating func parseCondition() throws -> Expr {
        if check(.let) || check(.var) {
            throw fail("only an if, a while or a guard condition binds a name with '\(kind == .keyword(.let) ? "let" : "var")'",
                       notes: ["bind the value first: let x = f(), then if x != nil { … }"])
        }
        let saved = inCondition
        inCondition = true
        defer { inCondition = saved }
        return try parseExpression()
    }

    // MARK: Expressions

    /// Counts one more link of a chain (`a + b + …`, `x.f().g()…`). Chains are built in
    /// loops but nest like parentheses; past `Resolver.defaultMaxNesting` links the resolver
    /// refuses them anyway, so the rest is not built (a 5,000,000-link tree only costs time,
    /// memory and, when freed, native stack).
    mutating func link(_ count: inout Int) throws {
        count += 1
        if count > Resolver.defaultMaxNesting {
            throw fail("expression is nested too deeply (more than \(Resolver.defaultMaxNesting) levels)",
                       notes: ["split it into smaller expressions with intermediate variables"])
        }
    }

    mutating func parseExpression() throws -> Expr {
        try enter()
        defer { leave() }
        let condition = try parseOr()
        guard check(.question) else { return condition }
        // `c ? a : b`, Swift's conditional operator: below `||`, grouping to the right
        // (`a ? b : c ? d : e` is `a ? b : (c ? d : e)`).
        _ = advance()
        let yes = try parseExpression()
        guard match(.colon) else {
            throw fail("expected ':' after the '?' branch of the conditional, found \(found)",
                       notes: ["write condition ? valueIfTrue : valueIfFalse"])
        }
        let no = try parseExpression()
        return conditional(condition, yes, no)
    }

    /// `c ? a : b`, where a side that is a labelled tuple type's (`stats(n)` of a `-> (count:
    /// Int, items: [Int])?`) gives its labels to a tuple literal on the other, as Swift types
    /// both sides alike (`n > 0 ? stats(n) : (0, [])`: `.count` the part, not the pair's length).
    @inline(never) mutating func conditional(_ condition: Expr, _ yes: Expr, _ no: Expr) -> Expr {
        var yes = yes, no = no
        if case .tuple = no.kind, let shape = collectionShape(yes), case .record = shape.unwrapped {
            no = Parser.conformed(no, to: shape)
        } else if case .tuple = yes.kind, let shape = collectionShape(no), case .record = shape.unwrapped {
            yes = Parser.conformed(yes, to: shape)
        }
        return Expr(kind: .conditional(condition, yes, no), span: condition.span.through(no.span))
    }

    mutating func parseOr() throws -> Expr {
        var left = try parseAnd()
        var links = 0
        while check(.or) || check(.orOr) {
            try link(&links)
            _ = advance()
            let right = try parseAnd()
            left = Expr(kind: .or(left, right), span: left.span.through(right.span))
        }
        return left
    }

    mutating func parseAnd() throws -> Expr {
        var left = try parseComparison()
        var links = 0
        while check(.and) || check(.andAnd) {
            try link(&links)
            _ = advance()
            let right = try parseComparison()
            left = Expr(kind: .and(left, right), span: left.span.through(right.span))
        }
        return left
    }

    mutating func parseComparison() throws -> Expr {
        var left = try parseCoalesce()
        var links = 0
        while true {
            let op: BinaryOp
            switch kind {
            case .symbol(.equal): op = .equal
            case .symbol(.notEqual): op = .notEqual
            case .symbol(.less): op = .less
            case .symbol(.lessEqual): op = .lessEqual
            case .symbol(.greater): op = .greater
            case .symbol(.greaterEqual): op = .greaterEqual
            default: return left
            }
            try link(&links)
            _ = advance()
            // `v.frame == .zero`: the zero of what the member holds.
            var member: String?
            if op == .equal || op == .notEqual, case .member(_, let name, _) = left.kind { member = name }
            if let zero = try typedZero(member) {
                left = Expr(kind: .binary(op, left, zero), span: left.span.through(zero.span))
            } else if let test = zeroTest(left, op) {
                left = test
            } else {
                let right = try parseCoalesce()
                left = Expr(kind: .binary(op, left, right), span: left.span.through(right.span))
            }
        }
    }

    /// Swift's `a ?? b ?? c` (right to left), between comparison and range as in Swift.
    mutating func parseCoalesce() throws -> Expr {
        var operands = [try parseCast()]
        var links = 0
        while check(.coalesce) {
            try link(&links)
            _ = advance()
            // `v.superview?.frame ?? .zero`: the zero of what the member on the left holds.
            operands.append(try typedZero(Parser.memberRead(operands[operands.count - 1])) ?? parseCast())
        }
        var result = operands.removeLast()
        while let left = operands.popLast() {
            // `table[k] ?? (0, 0, "")` of a dictionary of labelled tuples, `rows.first(where:
            // …) ?? ("none", 0)`: the default given the labels of what the left holds, as Swift
            // converts it to the left's type.
            // (The shape of `left!`: a dictionary's value, an element, an Optional's value.)
            let held = collectionShape(Expr(kind: .unary(.unwrap, left), span: left.span))
            if case .record? = held, let held { result = Parser.conformedLiteral(result, to: held) }
            result = Expr(kind: .coalesce(left, result), span: left.span.through(result.span))
        }
        return result
    }

    /// The member an expression ends by reading (`v.frame`, `v.superview?.frame`: "frame").
    static func memberRead(_ e: Expr) -> String? {
        switch e.kind {
        case .member(_, let name, _): return name
        case .optionalChain(_, _, let rest): return memberRead(rest)
        default: return nil
        }
    }

    mutating func parseRange() throws -> Expr {
        let left = try parseAdditive()
        if check(.halfOpen) || check(.closed) {
            let closed = check(.closed)
            let op = advance()
            if closed, inCondition, check(.lbrace) || kind == .identifier("where") { return Parser.countingOn(from: left, op.span) }
            if closed, check(.rbracket) || (sliceIsArgument && (check(.rparen) || check(.comma))), left.span.start == sliceStart {
                // Swift's `xs[a...]`, the whole index: to the end (the subscript's parser reads
                // it); also a range change's argument, `s.removeSubrange(a...)`.
                sliceToEnd = true
                return left
            }
            if closed { try refuseOpenRange(op.span) }
            let right = try parseAdditive()
            return Expr(kind: .range(left, right, closed: closed), span: left.span.through(right.span))
        }
        return left
    }

    /// `a...` with nothing after it where no range with no end is read (`(1...).lazy.map`, `let r
    /// = 2...`): Swift's `PartialRangeFrom`, which geo reads only as a loop's sequence, a
    /// subscript and `zip`'s first argument — said so, not "expected an expression".
    @inline(never) mutating func refuseOpenRange(_ op: Span) throws {
        // (The end on the next line is Swift's postfix `...` too: `let r = 2...⏎print(r)`.)
        let next = current.span
        let lineEnds = next.fileID == op.fileID && next.start >= op.start + op.length
            && op.file.bytes[(op.start + op.length)..<next.start].contains(10)
        let noOperand: [Token.Kind] = [.symbol(.rparen), .symbol(.rbracket), .symbol(.comma), .symbol(.dot), .symbol(.rbrace), .newline, .eof]
        guard lineEnds || noOperand.contains(kind) else { return }
        error("a range with no end ('a...') is read only as a for loop's sequence (for i in 1... { … }), a subscript (xs[i...]) or zip's first argument (zip(1..., xs))",
              at: op, notes: ["write its end (1...n), or count in a for loop and break out of it"])
        throw Bail()
    }

    /// Swift's `for i in 1... { … }` (a range from a bound on, `PartialRangeFrom`): counts on
    /// until the loop leaves it, as far as whole Numbers are exact (2^53 - 1).
    @inline(never) static func countingOn(from low: Expr, _ op: Span) -> Expr {
        let end = Expr(kind: .number(9_007_199_254_740_991), span: op)
        return Expr(kind: .range(low, end, closed: true), span: low.span.through(op))
    }

    mutating func parseAdditive() throws -> Expr {
        var left = try parseMultiplicative()
        var links = 0
        while check(.plus) || check(.minus) {
            try link(&links)
            let op: BinaryOp = check(.plus) ? .add : .subtract
            try rejectIncrement()
            _ = advance()
            let right = try parseMultiplicative()
            left = Expr(kind: .binary(op, left, right), span: left.span.through(right.span))
        }
        return left
    }

    mutating func parseMultiplicative() throws -> Expr {
        let first = try parseUnary()
        guard check(.star) || check(.slash) || check(.percent) else { return first }
        return try multiplicativeChain(first)
    }

    /// The `*`, `/` and `%` after a first operand. (Out of `parseMultiplicative`, through which
    /// every level of nesting goes: the debug build's frame of this loop is kept off that path.)
    mutating func multiplicativeChain(_ first: Expr) throws -> Expr {
        var left = first
        var links = 0
        // Whether the chain so far is a known Int (`isInteger`) and whether it is whole
        // (`isWhole`), kept as it grows: asked again of the whole chain at each operator, a long
        // chain took time in the square of its length.
        var leftIsInteger: Bool?
        var leftIsWhole: Bool?
        // Whether `left` ends in Int products not yet checked (`integerProduct`): a run of them
        // is checked once, where it ends — its magnitude only grows along the run (or is 0) —
        // so a long product adds one level of nesting, not one a factor.
        var unchecked = false
        while check(.star) || check(.slash) || check(.percent) {
            try link(&links)
            let op: BinaryOp = check(.star) ? .multiply : check(.slash) ? .divide : .remainder
            _ = advance()
            let right = try parseUnary()
            let isLeftInteger = leftIsInteger ?? isInteger(left), isRightInteger = isInteger(right)
            let isLeftWhole = leftIsWhole ?? isWhole(left), isRightWhole = isWhole(right)
            let integer = Parser.integers(isLeftInteger, isLeftWhole, isRightInteger, isRightWhole)
            if unchecked, !(integer && op == .multiply) { left = Parser.integerProduct(left) }
            left = Expr(kind: .binary(op, left, right), span: left.span.through(right.span))
            if integer, op == .divide { left = Parser.integerQuotient(left) }
            unchecked = integer && op == .multiply
            leftIsInteger = integer
            leftIsWhole = isLeftWhole && isRightWhole && op != .divide
        }
        return unchecked ? Parser.integerProduct(left) : left
    }

    /// Swift places an unlabelled argument only at a parameter declared with `_`, leaving out a
    /// labelled one with a default before it: `g(1, 2)` of `func g(_ a: Int, scale: Int = 10, _
    /// b: Int = 1)` is `a` 1, `b` 2. When a call to a function declared so far is placed so
    /// (a parameter left out before an argument), its unlabelled arguments are marked `_` —
    /// a labelled call, placed by its labels when it runs (`CallSite.placed`), the defaults
    /// between; otherwise (every argument where it stands, or no placement fits) unchanged.
    static func placedByLabels(_ args: [Argument], _ labels: [String?], _ defaulted: [Bool]) -> [Argument] {
        guard labels.count == defaulted.count, !args.contains(where: \.isTrailingClosure) else { return args }
        var a = 0, skipped = false, moved = false
        for p in labels.indices {
            if a < args.count, args[a].label == labels[p] {
                moved = moved || skipped
                a += 1
            } else if defaulted[p] {
                skipped = true
            } else {
                return args
            }
        }
        guard moved, a == args.count else { return args }
        return args.map { var arg = $0; if arg.label == nil { arg.label = "_" }; return arg }
    }

    /// A call's arguments after its `(` (and its trailing closures), and the call made of
    /// them with Swift's rewritings (`reduce(into:)`, Optional's `map`, a sequence's prefix, a
    /// slice's index). (Out of `parsePostfix`, whose frame every level of nesting takes.)
    mutating func parseCall(_ expr: Expr) throws -> Expr {
        var parameters: [(label: String?, type: String?)]?
        var method: String?
        var closures: [Int: [Int: CollectionShape]] = [:]
        if case .name(let ref) = expr.kind {
            parameters = functionParameterTypes[ref.name]
            closures = functionClosureParameters[ref.name] ?? [:]
        }
        if case .member(let base, let name, _) = expr.kind {
            method = name
            if name == "append" || name == "insert", case .name(let ref) = base.kind,
               let type = declaredShape(ref.name)?.element?.typeName {
                // `pts.append(.zero)`, `pts.insert(.init(x: 1, y: 2), at: 0)` on a
                // `[CGPoint]`: the element's type.
                parameters = [(nil, type), ("at", nil)]
            }
        }
        closureElements = elementClosure(expr)
        // (`zip(1..., xs)`: the built-in's, where no script function is named zip.)
        let counts = if case .name(let ref) = expr.kind { ref.name == "zip" && parameters == nil } else { false }
        var args = try parseArguments(closing: .rparen, parameters: parameters, method: method, closures: closures, counts: counts)
        let close = advance()
        // A trailing closure is the next parameter's (`apply(7) { $0 / 2 }`).
        closureElements = closures[args.count] ?? elementClosure(expr)
        if method == "reduce" { reduceRunning(args) }
        if let closure = try parseTrailingClosure() {
            args.append(closure)
            args += try labelledTrailingClosures()
        }
        let span = expr.span.through(close.span)
        if let parameters, case .name(let ref) = expr.kind, let defaulted = functionParameterDefaults[ref.name] {
            args = Parser.placedByLabels(args, parameters.map(\.label), defaulted)
        }
        args = Parser.integerArguments(expr, conformedElement(expr, args))
        if case .member(_, let name, _) = expr.kind, Parser.rangeChanges.contains(name),
           let first = args.first, first.label == nil || first.label == "in", case .range(let low, let high, let closed) = first.value.kind {
            // Swift's `xs.replaceSubrange(1...2, with: ys)`, `removeSubrange(0..<2)`: the
            // range's bounds passed, as `xs[1...2] = ys` passes them.
            args.replaceSubrange(0..<1, with: [Argument(label: "from", labelSpan: nil, value: low),
                                               Argument(label: closed ? "through" : "upTo", labelSpan: nil, value: high)])
        }
        if case .member(_, let name, _) = expr.kind, name == "components" || name == "trimmingCharacters",
           args.count == 1, let charset = Parser.characterSetArgument(args[0].value) {
            // Foundation's CharacterSet: `components(separatedBy: .newlines)`,
            // `trimmingCharacters(in: CharacterSet(charactersIn: ",;"))`.
            let label = name == "components" ? "separatedBy" : "in"
            guard args[0].label == label else { throw fail("expected '\(label):' before the character set") }
            let suffix = charset.named ? (name == "components" ? "CharactersIn" : "") : "CharactersOf"
            args[0] = Argument(label: label + suffix, labelSpan: args[0].labelSpan, value: charset.value)
        }
        return try rewrittenCall(expr, args, span: span)
    }

    /// The call of `expr` with `args`, or Swift's spelling the parser rewrites it as
    /// (`reduce(into:)`, Optional's `map`, a sequence's prefix, a slice's search, a range's
    /// `contains`, `range(of:range:)`). (Out of `parseCall`, whose debug frame each level of
    /// nesting takes.)
    @inline(never) mutating func rewrittenCall(_ expr: Expr, _ args: [Argument], span: Span) throws -> Expr {
        if let rewritten = try reduceInto(expr, args, span: span) { return rewritten }
        return optionalMap(expr, args, span: span) ?? sequencePrefix(expr, args, span: span) ?? sliceIndexed(expr, args, span: span)
            ?? rangeContains(expr, args, span: span) ?? searchWithin(expr, args, span: span)
            ?? Expr(kind: .call(expr, args), span: span)
    }

    /// Swift's (and C's) `x++`, `x--`, `++x`: at a `+` or `-` followed at once by the same sign
    /// where no operand can follow (`x++`, `x--`) or, for `+`, anywhere (`++x`; geo has no
    /// unary plus). `a--b` stays `a - (-b)`.
    mutating func rejectIncrement() throws {
        let sign = current
        let next = token(pos + 1)
        guard sign.kind == .symbol(.plus) || sign.kind == .symbol(.minus), next.kind == sign.kind,
              !next.spaceBefore else { return }
        let after = peekKind(2)
        guard sign.kind == .symbol(.plus) || !(Parser.startsOperand(after) || after == .symbol(.lparen)
                                                || after == .symbol(.minus)) else { return }
        let word = sign.kind == .symbol(.plus) ? "++" : "--"
        let compound = sign.kind == .symbol(.plus) ? "+=" : "-="
        error("geo has no '\(word)' operator", at: sign.span.through(next.span),
              notes: ["write 'x \(compound) 1' (Swift has no '\(word)' either)"])
        throw Bail()
    }

    mutating func parseUnary() throws -> Expr {
        if check(.plus) { try rejectIncrement() }
        if check(.minus) || check(.bang) || check(.not) {
            let t = advance()
            try enter()
            defer { leave() }
            let operand = try parseUnary()
            let op: UnaryOp = t.kind == .symbol(.minus) ? .negate : .not
            if op == .negate, case .number(let x) = operand.kind {
                return Expr(kind: .number(-x), span: t.span.through(operand.span))
            }
            return Expr(kind: .unary(op, operand), span: t.span.through(operand.span))
        }
        return try parsePostfix()
    }

    /// The hidden local of an optional chain's link holds `base`'s value: a dictionary's entry's
    /// shape is its (`users["u"]?.nick` of a `[String: (name: String, nick: String?)]`).
    mutating func declareUnwrapped(_ hidden: String, of base: Expr) {
        guard !declaredShapes.isEmpty, let value = collectionShape(Expr(kind: .unary(.unwrap, base), span: base.span)) else { return }
        switch value {
        case .record, .tuple, .list, .dictionary, .integer, .set, .string: declaredShapes[declaredShapes.count - 1][hidden] = value
        default: break
        }
    }

    mutating func parsePostfix() throws -> Expr {
        var expr = try parsePrimary()
        var links = 0
        // Each `?.` of the chain: its base and the hidden local that holds it (see
        // `ExprKind.optionalChain`); the chain ends with the postfix expression.
        var chained: [(Expr, NameRef)] = []
        // (Every level of nesting goes through this loop: each link is read by a function of
        // its own, so a debug build's frame here stays small — `stackFloor`.)
        while true {
            if check(.chain) || check(.chainIndex) || check(.chainCall) {
                try link(&links)
                expr = try postfixOptionalChain(expr, &chained)
            } else if check(.lparen), isCallable(expr) {
                try link(&links)
                _ = advance()
                expr = try parseCall(expr)
            } else if check(.bang), !current.spaceBefore {
                // Swift's force unwrap, `x!`, `xs.first!.frame`: the value, an error when nil.
                try link(&links)
                expr = postfixUnwrap(expr)
            } else if check(.dot) {
                try link(&links)
                _ = advance()
                expr = try postfixMember(expr)
            } else if check(.lbracket), !current.spaceBefore {
                try link(&links)
                _ = advance()
                expr = try postfixSubscript(expr)
            } else if check(.lbrace), !inCondition, isTrailingClosureTarget(expr) {
                try link(&links)
                guard let call = try postfixTrailingClosure(expr) else { return Parser.endedChain(expr, chained) }
                expr = call
            } else {
                return Parser.endedChain(expr, chained)
            }
        }
    }

    /// A postfix expression read whole: each `?.` link's base wraps the rest of the chain.
    @inline(never) static func endedChain(_ expr: Expr, _ chained: [(Expr, NameRef)]) -> Expr {
        chained.reversed().reduce(expr) { rest, link in
            Expr(kind: .optionalChain(link.0, link.1, rest), span: link.0.span.through(rest.span))
        }
    }

    /// `x!`, at the `!`.
    @inline(never) mutating func postfixUnwrap(_ expr: Expr) -> Expr {
        let bang = advance()
        return Expr(kind: .unary(.unwrap, expr), span: expr.span.through(bang.span))
    }

    /// `base?.member`, `base?[…]`, `base?(…)`, at the `?.` (`?[`, `?(`): the rest of the chain
    /// reads the base from a hidden local, added to `chained`.
    @inline(never) mutating func postfixOptionalChain(_ expr: Expr, _ chained: inout [(Expr, NameRef)]) throws -> Expr {
        if check(.chain) {
            // `v.superview?.frame`.
            let mark = advance()
            // A member, or a tuple's part (`pairs.first { … }?.1`).
            var member = tuplePart()
            if member == nil, case .identifier(let name) = kind { member = name }
            guard let name = member else {
                throw fail("expected a member name after '?.', found \(found)")
            }
            let t = advance()
            let hidden = NameRef("(?.)@" + String(mark.span.start), expr.span)
            chained.append((expr, hidden))
            declareUnwrapped(hidden.name, of: expr)
            let read = Expr(kind: .name(NameRef(hidden.name, expr.span)), span: expr.span)
            return Expr(kind: .member(read, name, t.span), span: expr.span.through(t.span))
        }
        // `d["a"]?["b"]`: the same, the `[` next an element of the hidden local;
        // `onChange?(5)`, the `(` next a call of it.
        let isCall = check(.chainCall)
        let mark = advance()
        guard check(isCall ? .lparen : .lbracket), !current.spaceBefore else {
            throw fail("expected '\(isCall ? "(" : "[")' after '?', found \(found)")
        }
        let hidden = NameRef("(?.)@" + String(mark.span.start), expr.span)
        chained.append((expr, hidden))
        declareUnwrapped(hidden.name, of: expr)
        return Expr(kind: .name(NameRef(hidden.name, expr.span)), span: expr.span)
    }

    /// `expr.member`, after the `.`.
    @inline(never) mutating func postfixMember(_ expr: Expr) throws -> Expr {
        if let part = tuplePart() {
            let t = advance()
            return Expr(kind: .member(expr, part, t.span), span: expr.span.through(t.span))
        }
        guard case .identifier(let name) = kind else {
            if case .number = kind {
                throw fail("expected a member name after '.', found \(found)",
                           notes: ["a tuple's parts are .0 to .\(Parser.tupleParts - 1): (a, b) is a Point (also .x and .y), a tuple of other values a list (also xs[0])"])
            }
            throw fail("expected a member name after '.', found \(found)")
        }
        let t = advance()
        if case .name(let type) = expr.kind, name == "init", Parser.typeName(expr) != nil {
            // Swift's `String.init`, `Double.init` as a function (`.map(String.init)`): the
            // type's function itself, as `String(x)` calls it.
            return Expr(kind: .name(NameRef(type.name, expr.span)), span: expr.span.through(t.span))
        }
        if case .name(let type) = expr.kind, type.name == "UTF8", name == "self" {
            // Swift's `UTF8.self`, the encoding `String(decoding:as:)` takes: its name.
            return Expr(kind: .string("UTF8"), span: expr.span.through(t.span))
        }
        if case .name(let module) = expr.kind, module.name == "Swift" || Parser.appleModules.contains(module.name) {
            // A name qualified by its module, `Swift.min(a, b)` (Swift code writes it
            // where a method named min hides the global one): the name itself.
            return Expr(kind: .name(NameRef(name, t.span)), span: expr.span.through(t.span))
        }
        if case .name(let type) = expr.kind, type.name == "UIView", name == "animate", check(.lparen) {
            // UIKit's `UIView.animate(withDuration:…)`: the built-in of that name.
            return Expr(kind: .name(NameRef("UIView.animate", expr.span.through(t.span))), span: expr.span.through(t.span))
        }
        if case .name(let type) = expr.kind, let constant = Parser.staticConstant(name, of: type.name, at: t.span) {
            // Swift's `CGFloat.pi`, `CGRect.zero`, `CGAffineTransform.identity`: geo's value.
            return Expr(kind: constant, span: expr.span.through(t.span))
        }
        return sliceIndexedProperty(Expr(kind: .member(expr, name, t.span), span: expr.span.through(t.span)))
    }

    /// `expr[…]`, after the `[`: an element, a range's slice, `d[key, default: value]`.
    @inline(never) mutating func postfixSubscript(_ expr: Expr) throws -> Expr {
        if check(.closed), peekKind(1) == .symbol(.rbracket) {
            // Swift's `xs[...]`: all of it.
            let op = advance()
            let close = advance()
            return rangeSubscript(expr, Expr(kind: .number(0), span: op.span), nil, closed: true, range: op.span, end: close.span)
        }
        if check(.halfOpen) || check(.closed) {
            // Swift's `xs[..<b]`, `xs[...b]`: from the start.
            let closed = check(.closed)
            let op = advance()
            let high = try parseAdditive()
            let close = try expect(.rbracket, "after the range")
            return rangeSubscript(expr, Expr(kind: .number(0), span: op.span), high, closed: closed,
                                  range: op.span.through(high.span), end: close.span)
        }
        let saved = (sliceStart, sliceToEnd)
        sliceStart = current.span.start
        sliceToEnd = false
        defer { (sliceStart, sliceToEnd) = saved }
        let index = try parseExpression()
        let toEnd = sliceToEnd
        if !toEnd, check(.comma), case .identifier = peekKind(1), peekKind(2) == .symbol(.colon) {
            return try keyDefaultSubscript(expr, index)
        }
        let close = try expect(.rbracket, "after the index")
        if toEnd {
            return rangeSubscript(expr, index, nil, closed: true, range: index.span.through(close.span), end: close.span)
        } else if case .range(let low, let high, let closed) = index.kind {
            return rangeSubscript(expr, low, high, closed: closed, range: index.span, end: close.span)
        }
        return Expr(kind: .index(expr, index), span: expr.span.through(close.span))
    }

    /// Swift's `d[key, default: value]`, at the `,` after the key.
    @inline(never) mutating func keyDefaultSubscript(_ expr: Expr, _ index: Expr) throws -> Expr {
        if case .identifier(let label) = peekKind(1), label != "default" {
            // `d[k, defualt: 0]`: a subscript's one label is `default:`.
            let at = token(pos + 1).span
            error("incorrect argument label '\(label):' in a subscript" + (Suggest.nearest(label, in: ["default"]) != nil ? "; did you mean 'default:'?" : ""),
                  at: at, notes: ["a dictionary's entry with a value for a missing key is d[key, default: value]"])
            throw Bail()
        }
        _ = advance(); _ = advance(); _ = advance()
        var fallback = try parseExpression()
        // `totals[k, default: (0, 0)].points` of a `[String: (points: Int, wins: Int)]`:
        // the value type's labels (as a store into the dictionary gives them).
        if let shape = collectionShape(expr)?.element { fallback = Parser.conformedLiteral(fallback, to: shape) }
        let close = try expect(.rbracket, "after the default value")
        return Expr(kind: .keyDefault(expr, index, fallback), span: expr.span.through(close.span))
    }

    /// `f { … }`, a trailing closure (and any labelled ones after it) called on `expr`; nil
    /// when there is none here after all.
    @inline(never) mutating func postfixTrailingClosure(_ expr: Expr) throws -> Expr? {
        // A function's first parameter's function type gives the closure's parameters
        // their shapes (`apply { $0 / 2 }` of an `apply(_ f: (Int) -> Int)`), as in
        // parentheses.
        var byType: [Int: CollectionShape]?
        if case .name(let ref) = expr.kind { byType = functionClosureParameters[ref.name]?[0] }
        closureElements = byType ?? elementClosure(expr)
        guard let closure = try parseTrailingClosure() else { return nil }
        let args = [closure] + (try labelledTrailingClosures())
        let span = expr.span.through(args[args.count - 1].value.span)
        return optionalMap(expr, args, span: span) ?? sequencePrefix(expr, args, span: span)
            ?? sliceIndexed(expr, args, span: span) ?? Expr(kind: .call(expr, args), span: span)
    }

    /// Swift's range subscripts, `xs[a..<b]`, `xs[a...b]`, `xs[..<b]`, `xs[a...]`: calls of the
    /// list's (string's) `subscript(from:upTo:)`, `subscript(from:through:)`, `subscript(from:)`,
    /// located at the range (`high` nil: to the end).
    mutating func rangeSubscript(_ base: Expr, _ low: Expr, _ high: Expr?, closed: Bool, range: Span, end: Span) -> Expr {
        var args = [Argument(label: "from", labelSpan: nil, value: low)]
        if let high { args.append(Argument(label: closed ? "through" : "upTo", labelSpan: nil, value: high)) }
        let callee = Expr(kind: .member(base, "subscript", range), span: base.span.through(range))
        return Expr(kind: .call(callee, args), span: base.span.through(end))
    }

    /// The name of the tuple part the current token is after a `.` (Swift's `pair.1`, `$0.0`: the
    /// member of that name — a list's element, a Point's x or y, a Size's, a Rect's four
    /// numbers), or nil.
    mutating func tuplePart() -> String? {
        guard case .number(let part) = kind, part >= 0, part < Double(Parser.tupleParts), part == part.rounded(), !current.spaceBefore else { return nil }
        return String(Int(part))
    }

    mutating func isCallable(_ e: Expr) -> Bool {
        switch e.kind {
        case .number, .string, .interpolation, .bool, .nil, .list, .tuple: return false
        default: return true
        }
    }

    mutating func isTrailingClosureTarget(_ e: Expr) -> Bool {
        switch e.kind {
        case .name, .member: return true
        default: return false
        }
    }

    /// `{ … }` right after a call's `)` on the same line: a trailing closure argument.
    mutating func parseTrailingClosure() throws -> Argument? {
        guard check(.lbrace), !inCondition else { return nil }
        let closure = try parseClosure()
        return Argument(label: nil, labelSpan: nil, value: closure, isTrailingClosure: true)
    }

    /// Swift's further trailing closures, each with its label, after the first on the same
    /// line: `UIView.animate(withDuration: 0.3) { … } completion: { _ in … }`. Each fills the
    /// parameter of its label (the first, unlabelled, goes where a trailing closure goes).
    mutating func labelledTrailingClosures() throws -> [Argument] {
        var args: [Argument] = []
        while case .identifier(let label) = kind, peekKind(1) == .symbol(.colon), peekKind(2) == .symbol(.lbrace) {
            let labelToken = advance()
            _ = advance()
            let closure = try parseClosure()
            args.append(Argument(label: label, labelSpan: labelToken.span, value: closure, isTrailingClosure: true))
        }
        return args
    }

    /// A call's arguments up to `closing`. `elementType` is the element type of Swift's
    /// `[T](repeating: .zero, count: n)`, which tells `.zero` what it is.
    mutating func parseArguments(closing: Symbol, elementType: String? = nil,
                                 parameters: [(label: String?, type: String?)]? = nil, method: String? = nil,
                                 closures: [Int: [Int: CollectionShape]] = [:], counts: Bool = false) throws -> [Argument] {
        var args: [Argument] = []
        var parameters = parameters
        var looked = parameters != nil
        if check(closing) { return args }
        // Inside the parentheses a `{` is no condition's body: `for x in Set(xs.map { $0 * 2 })`.
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        repeat {
            if check(closing) { break }  // trailing comma
            var label: String?
            var labelSpan: Span?
            if case .identifier(let name) = kind, peekKind(1) == .symbol(.colon) {
                label = name
                labelSpan = advance().span
                _ = advance()
            } else if case .keyword(let k) = kind, peekKind(1) == .symbol(.colon) {
                label = k.rawValue  // `in:`, `for:` … are fine as labels
                labelSpan = advance().span
                _ = advance()
            }
            let value: Expr
            if case .symbol(let op) = kind, Parser.isBinaryOperator(op),
               [.symbol(closing), .symbol(.comma)].contains(peekKind(1)) {
                // Swift's `reduce(0, +)`, `sorted(by: <)`: an operator passed as a function is
                // the closure `{ $0 + $1 }`, written at the operator (its errors point there).
                value = operatorFunction(op, advance().span)
            } else {
                // The type a `.zero` here is of: by the label, or by the declared type of the
                // script function's parameter it is passed to, or by the built-in method's
                // (looked up once, when a `.zero` or `.init(…)` has no other type).
                var type = label == "repeating" ? elementType : label
                if !looked, let method, let lookup = builtinParameters, type.flatMap(Parser.zeroType) == nil,
                   bareImplicitMember() == "zero" || check(.dot) && peekKind(1) == .identifier("init") {
                    parameters = lookup(method)
                    looked = true
                }
                if let parameters {
                    var declared: String?
                    if let label {
                        declared = parameters.first { $0.label == label }?.type
                    } else if args.count < parameters.count {
                        declared = parameters[args.count].type
                    }
                    if let declared { type = declared }
                }
                // A closure passed to a parameter of a function type: its Int parameters; the key
                // of `Dictionary(grouping: xs, by: { … })`: an element of `xs`.
                if check(.lbrace), let elements = closures[label.flatMap { l in parameters?.firstIndex { $0.label == l } } ?? args.count] {
                    closureElements = elements
                } else if check(.lbrace), label == "by", args.count == 1, args[0].label == "grouping" {
                    closureElements = elementClosure(args[0].value, handing: [0])
                } else if check(.lbrace), method == "reduce" {
                    reduceRunning(args)
                }
                if label == nil, args.count < 2, counts {
                    // Swift's `zip(1..., names)`: a one-sided range numbering the other
                    // sequence's elements, passed as where it counts from (`countingFrom:`).
                    let (start, toEnd) = try parseArgumentToEnd()
                    args.append(Argument(label: toEnd ? "countingFrom" : nil, labelSpan: nil, value: start))
                    continue
                } else if args.isEmpty, let method, Parser.rangeChanges.contains(method) {
                    // Swift's one-sided ranges there: `s.removeSubrange(h...)`,
                    // `replacingCharacters(in: ..<h, with: t)` — the bounds passed, as the call
                    // passes a whole range's (`a..<b` becomes `from: a, upTo: b` there).
                    if check(.halfOpen) || check(.closed) {
                        let closed = check(.closed)
                        let op = advance()
                        let high = try parseAdditive()
                        value = Expr(kind: .range(Expr(kind: .number(0), span: op.span), high, closed: closed), span: op.span.through(high.span))
                        args.append(Argument(label: label, labelSpan: labelSpan, value: value))
                        continue
                    }
                    let (start, toEnd) = try parseArgumentToEnd()
                    value = start
                    if toEnd {
                        args.append(Argument(label: "from", labelSpan: labelSpan, value: value))
                        continue
                    }
                } else {
                    value = try typedZero(type) ?? parseExpression()
                }
            }
            args.append(Argument(label: label, labelSpan: labelSpan, value: value))
        } while match(.comma)
        if !check(closing) {
            throw missingCloser("expected ',' or '\(closing.rawValue)' in the argument list", found: found)
        }
        return args
    }

    /// An argument that may be a one-sided range to the end, `a...` before `)` or `,` (a range
    /// change's, `s.removeSubrange(h...)`; zip's, `zip(1..., xs)`): the expression — its
    /// start when it is one — and whether it is.
    mutating func parseArgumentToEnd() throws -> (value: Expr, toEnd: Bool) {
        let saved = (sliceStart, sliceToEnd, sliceIsArgument)
        (sliceStart, sliceToEnd, sliceIsArgument) = (current.span.start, false, true)
        defer { (sliceStart, sliceToEnd, sliceIsArgument) = saved }
        let value = try parseExpression()
        return (value, sliceToEnd)
    }

    mutating func parsePrimary() throws -> Expr {
        let t = current
        let shape = literalShape
        literalShape = nil
        switch t.kind {
        case .number(let x):
            _ = advance()
            return Expr(kind: .number(x), span: t.span)
        case .string(let parts):
            _ = advance()
            return try stringExpr(parts, t.span)
        case .keyword(.true):
            _ = advance()
            return Expr(kind: .bool(true), span: t.span)
        case .keyword(.false):
            _ = advance()
            return Expr(kind: .bool(false), span: t.span)
        case .keyword(.nil):
            _ = advance()
            return Expr(kind: .nil, span: t.span)
        case .identifier("try") where Parser.startsOperand(peekKind(1)) || !token(pos + 1).spaceBefore
                                     && [.symbol(.question), .symbol(.bang)].contains(peekKind(1)):
            throw fail("geo's functions do not throw: leave out 'try'", notes: [Parser.throwingNote])
        case .identifier("await") where Parser.startsOperand(peekKind(1)):
            throw fail("geo has no 'async' functions: leave out 'await'",
                       notes: ["a script runs in order; an animation runs on geo's clock, which wait() moves"])
        case .identifier("switch") where Parser.startsOperand(peekKind(1)) || [.symbol(.lparen), .symbol(.dot)].contains(peekKind(1)):
            // Swift 5.9's `let k = switch x { case …: "a" default: "b" }`.
            throw fail("'switch' is a statement in geo, not a value",
                       notes: ["declare the constant with its type first, then set it in each case: 'let k: String' then 'switch x { case 0: k = \"zero\" default: k = \"other\" }'"])
        case .identifier(let name):
            _ = advance()
            if name.hasPrefix("$") { try useAnonymousParameter(name, t.span) }
            if check(.less), !current.spaceBefore, let generic = try genericConstructor(name, t.span) { return generic }
            return Expr(kind: .name(NameRef(name, t.span)), span: t.span)
        case .symbol(.backslash):
            return try parseKeyPath()
        case .symbol(.lparen):
            if case .symbol(let op) = peekKind(1), Parser.isBinaryOperator(op), peekKind(2) == .symbol(.rparen) {
                // Swift's operator as a value, `let add: (Int, Int) -> Int = (+)`: the closure
                // `{ $0 + $1 }`, as an operator passed as an argument is.
                _ = advance()
                let value = operatorFunction(op, advance().span)
                _ = advance()
                return value
            }
            try enter()
            defer { leave() }
            _ = advance()
            let saved = inCondition
            inCondition = false
            defer { inCondition = saved }
            if check(.rparen) {
                throw fail("empty parentheses are not a value", notes: ["a Point is (x, y), a Rect (x, y, width, height)"])
            }
            // Swift's labelled tuple, `(x: 1, y: 2)`: each value's label, read before it.
            var labels: [(String, Span)?] = []
            var items: [Expr] = []
            repeat {
                if check(.rparen), !items.isEmpty { break }
                if case .identifier(let label) = kind, peekKind(1) == .symbol(.colon) {
                    let at = advance().span
                    _ = advance()
                    labels.append((label, at))
                } else {
                    labels.append(nil)
                }
                // A part of a tuple of a known type (an element of a `[(String, (Int) -> Int)]`):
                // a closure there gets its function type's Int parameters, a list its shape.
                if let parts = shape?.parts, items.count < parts.count, let part = parts[items.count] {
                    if check(.lbracket) { literalShape = part }
                    closureWhere(part)
                }
                items.append(try parseExpression())
            } while match(.comma)
            let close = try expectCloser(.rparen, of: "'('", items: "tuple's values")
            let span = t.span.through(close.span)
            if labels.contains(where: { $0 != nil }) { return try labelledTuple(items, labels, span) }
            if items.count == 1 { return Expr(kind: items[0].kind, span: span) }
            return Expr(kind: .tuple(optionalParts(items)), span: span)
        case .symbol(.lbracket):
            try enter()
            defer { leave() }
            let typeStart = pos
            _ = advance()
            let saved = inCondition
            inCondition = false
            defer { inCondition = saved }
            if let typed = try genericCollectionInitializer(open: t) { return typed }
            var items: [Expr] = []
            if check(.colon), peekKind(1) == .symbol(.rbracket) {
                // Swift's empty dictionary, `[:]`.
                _ = advance()
                let close = advance()
                return dictionaryLiteral([], span: t.span.through(close.span))
            }
            while !check(.rbracket) {
                // An element of a list (or a value of a dictionary) of a known shape: its type's
                // `.zero`, or a literal of the element's shape.
                let element = shape?.element
                if let typed = try typedZero(element?.typeName) {
                    items.append(typed)
                } else {
                    if check(.lbracket) || check(.lparen) { literalShape = element }
                    // A closure of a `[(Int) -> Int]`: its Int parameters.
                    closureWhere(element)
                    items.append(try parseExpression())
                }
                if check(.colon), items.count == 1 { return try dictionaryLiteral(firstKey: items[0], open: t, valueShape: element, typeStart: typeStart) }
                if !match(.comma) { break }
            }
            let close = try expectCloser(.rbracket, of: "the list", items: "list's elements")
            if items.count == 1, check(.lparen), !current.spaceBefore, let element = Parser.typeName(items[0]) {
                // `[CGPoint]()`: a later `pts.append(.zero)` appends a CGPoint's.
                noteInitializer(typeFrom: typeStart, at: t.span.start)
                return try arrayInitializer(element: element, type: t.span.through(close.span))
            }
            if items.count == 1, check(.lparen), !current.spaceBefore, Parser.recordLabels(of: items[0]) != nil,
               case .call(_, let args) = items[0].kind, case .list(let parts) = args[1].value.kind,
               parts.allSatisfy({ Parser.typeName($0) != nil }) {
                // `[(name: String, age: Int)]()`: an empty list whose elements are labelled tuples.
                noteInitializer(typeFrom: typeStart, at: t.span.start)
                return try arrayInitializer(element: nil, type: t.span.through(close.span))
            }
            return Expr(kind: .list(items), span: t.span.through(close.span))
        case .symbol(.lbrace):
            return try parseClosure()
        case .symbol(.dot):
            guard case .identifier(let name) = peekKind(1) else {
                throw fail("unexpected '.'", notes: ["a line starting with '.member' continues the expression on the line above"])
            }
            return try implicitMember(name)
        case .eof:
            throw fail("expected an expression, found \(found)")
        case .symbol(let op) where Parser.isBinaryOperator(op) && [.symbol(.rparen), .symbol(.comma)].contains(peekKind(1)):
            // An operator as a value anywhere but as a call's argument (`parseArguments`).
            throw fail("an operator is a function only as a call's argument: write a closure, { $0 \(op.rawValue) $1 }",
                       notes: ["$0 and $1 are the closure's two arguments"])
        case .symbol(.question):
            throw fail("expected an expression, found '?'",
                       notes: ["the conditional is written condition ? valueIfTrue : valueIfFalse; at the REPL, a line continues on the next when it ends with '?' or ':' (a line starting with '?' is a new entry)"])
        case .keyword(.if):
            // Swift 5.9's `let x = if c { a } else { b }`.
            throw fail("'if' is a statement in geo, not a value",
                       notes: ["declare the variable first, then set it in each branch: 'var x = b; if c { x = a }'"])
        default:
            throw fail("expected an expression, found \(found)")
        }
    }

    /// Swift's dictionary literal after its first key (`["a": 1, "b": 2]`), or the type of
    /// `[String: Int]()`, an empty dictionary. A literal is the call
    /// `Dictionary(dictionaryLiteral: [[k0, v0], [k1, v1], …])` (Swift's initializer of that
    /// name), which refuses a key written twice, as Swift's literal does.
    mutating func dictionaryLiteral(firstKey: Expr, open: Token, valueShape: CollectionShape? = nil, typeStart: Int) throws -> Expr {
        var keys = [firstKey], values: [Expr] = []
        while true {
            guard match(.colon) else {
                throw fail("expected ':' after the dictionary's key, found \(found)",
                           notes: ["a dictionary literal is [key: value, key: value]; a list is [a, b]"])
            }
            if let typed = try typedZero(valueShape?.typeName) {
                values.append(typed)
            } else {
                if check(.lbracket) { literalShape = valueShape }
                closureWhere(valueShape)
                values.append(try parseExpression())
            }
            guard match(.comma), !check(.rbracket) else { break }
            keys.append(try parseExpression())
        }
        let close = try expectCloser(.rbracket, of: "the dictionary", items: "dictionary's entries")
        let span = open.span.through(close.span)
        if keys.count == 1, check(.lparen), !current.spaceBefore, Parser.typeName(keys[0]) != nil,
           Parser.typeName(values[0]) != nil {
            // `[String: Int]()`: Swift's empty dictionary of that type.
            noteInitializer(typeFrom: typeStart, at: open.span.start)
            _ = advance()
            let end = try expect(.rparen, "after '[Key: Value](': an empty dictionary is [Key: Value]()")
            return dictionaryLiteral([], span: span.through(end.span))
        }
        let pairs = zip(keys, values).map { Expr(kind: .list([$0, $1]), span: $0.span.through($1.span)) }
        return dictionaryLiteral(pairs, span: span)
    }

    /// Swift's empty collections of a generic or nested element type, `[Set<Int>]()`,
    /// `[String: Set<Int>]()`, `[[String: Int]]()`, `[String: [String: Int]]()`, `[Int?]()`,
    /// after the `[` (`open`): the tokens to the matching `]` are a type with a `<`, a `[` or
    /// a `?`, and a `(` follows at once. Nil (nothing read) for anything else: a list literal,
    /// or a plain type (`[Int]()`, `[String: Int]()`), which the literal's own parsing reads.
    mutating func genericCollectionInitializer(open: Token) throws -> Expr? {
        var first = pos
        while token(first).kind == .symbol(.lbracket) { first += 1 }
        guard case .identifier(let name) = token(first).kind, Parser.namesType(name) else { return nil }
        var i = pos, brackets = 0, angles = 0, generic = false, isDictionary = false
        scan: while true {
            switch token(i).kind {
            case .symbol(.less): generic = true; angles += 1
            case .symbol(.greater): angles -= 1
            case .symbol(.question): generic = true
            case .symbol(.lbracket): generic = true; brackets += 1
            case .symbol(.rbracket):
                if brackets == 0 { break scan }
                brackets -= 1
            case .symbol(.colon): if brackets == 0 && angles == 0 { isDictionary = true }
            // (A tuple type, `[String: (points: Int, count: Int)]()`.)
            case .symbol(.lparen): generic = true
            case .identifier, .symbol(.comma), .symbol(.dot), .symbol(.rparen), .symbol(.arrow):
                break
            default:
                return nil
            }
            i += 1
        }
        guard generic, angles == 0, token(i + 1).kind == .symbol(.lparen), !token(i + 1).spaceBefore else { return nil }
        let typeSpan = open.span.through(token(i).span)
        let typeStart = pos - 1
        while pos <= i { _ = advance() }
        noteInitializer(typeFrom: typeStart, at: open.span.start)
        guard isDictionary else { return try arrayInitializer(element: nil, type: typeSpan) }
        _ = advance()
        let args = try parseArguments(closing: .rparen)
        let end = advance()
        let span = typeSpan.through(end.span)
        if args.isEmpty { return dictionaryLiteral([], span: span) }
        return Expr(kind: .call(Expr(kind: .name(NameRef("Dictionary", typeSpan)), span: typeSpan), args), span: span)
    }

    /// The call that makes a dictionary literal of `pairs` (`[key, value]` lists).
    mutating func dictionaryLiteral(_ pairs: [Expr], span: Span) -> Expr {
        let callee = Expr(kind: .name(NameRef("Dictionary", span)), span: span)
        if pairs.isEmpty { return Expr(kind: .call(callee, []), span: span) }
        let list = Expr(kind: .list(pairs), span: span)
        return Expr(kind: .call(callee, [Argument(label: "dictionaryLiteral", labelSpan: span, value: list)]), span: span)
    }

    /// The shape of the type written in the tokens from `typeStart` to the `(` of its
    /// initializer (`[Int](repeating: 0, count: 3)`, `[String: Int]()`, `Array<CGPoint>()`),
    /// for the value made there, which starts at `start` (`inferredShape`). Read before the
    /// arguments, while the type's tokens are still held.
    mutating func noteInitializer(typeFrom typeStart: Int, at start: Int) {
        var at = typeStart
        if let shape = collectionShape(&at, end: pos) { initializerShapes[start] = shape }
    }

    /// Swift's array initializers, `[Int]()`, `[CGPoint](repeating: .zero, count: n)`,
    /// `[[Int]](repeating: [], count: 3)`, `Array<Int>()`, with the `(` next: geo's lists hold
    /// any value, so the element type only tells `.zero` what it is; with arguments it is
    /// `Array(…)`. `type` is where the type is written.
    mutating func arrayInitializer(element: String?, type: Span) throws -> Expr {
        _ = advance()
        let args = try parseArguments(closing: .rparen, elementType: element)
        let end = advance()
        let span = type.through(end.span)
        if args.isEmpty { return Expr(kind: .list([]), span: span) }
        let array = Expr(kind: .name(NameRef("Array", type)), span: type)
        return Expr(kind: .call(array, args), span: span)
    }

    /// Swift's generic initializers, `Array<CGPoint>()`, `Set<String>()`,
    /// `Dictionary<String, Int>()`, at the `<` right after the type's `name`: an Array's is a
    /// list's (`arrayInitializer`), any other an error at the name. Nil (nothing read) when the
    /// tokens here are not a type's arguments followed by `(` — a comparison, `a<b`.
    mutating func genericConstructor(_ name: String, _ span: Span) throws -> Expr? {
        guard Parser.namesType(name) else { return nil }
        var i = pos + 1, depth = 1
        scan: while true {
            switch token(i).kind {
            case .symbol(.less): depth += 1
            case .symbol(.greater):
                depth -= 1
                if depth == 0 { break scan }
            case .identifier, .symbol(.lbracket), .symbol(.rbracket), .symbol(.comma), .symbol(.colon), .symbol(.question),
                 .symbol(.bang), .symbol(.dot), .symbol(.lparen), .symbol(.rparen), .symbol(.arrow):
                break
            default:
                return nil
            }
            i += 1
        }
        guard token(i + 1).kind == .symbol(.lparen), !token(i + 1).spaceBefore else { return nil }
        let typeSpan = span.through(token(i).span)
        let typeStart = pos - 1
        switch name {
        case "Array", "ContiguousArray":
            var element: String?
            if i == pos + 2, case .identifier(let e) = token(pos + 1).kind { element = e }
            pos = i + 1
            noteInitializer(typeFrom: typeStart, at: span.start)
            return try arrayInitializer(element: element, type: typeSpan)
        case "Set", "Dictionary":
            // `Set<String>()`, `Dictionary<String, Int>()`: an empty one; with arguments, `Set(…)`.
            // `Dictionary<String, Int>()`: an empty dictionary; with arguments, `Dictionary(…)`.
            pos = i + 1
            noteInitializer(typeFrom: typeStart, at: span.start)
            _ = advance()
            let args = try parseArguments(closing: .rparen)
            let end = advance()
            let callee = Expr(kind: .name(NameRef(name, typeSpan)), span: typeSpan)
            return Expr(kind: .call(callee, args), span: typeSpan.through(end.span))
        default:
            error("geo has no generic types: '\(name)<…>' is Swift's", at: typeSpan,
                  notes: ["geo's values carry their type: write the value itself (a list is [a, b], nothing is nil)"])
        }
        throw Bail()
    }

    /// `$0`, `$1`…: the parameters of the innermost closure, which then takes as many as the
    /// highest one used (Swift's anonymous closure arguments). Only in a closure without
    /// named parameters, as Swift has it.
    mutating func useAnonymousParameter(_ name: String, _ span: Span) throws {
        guard let index = Int(name.dropFirst()), index < 256 else {
            error("'\(name)' is too many closure parameters", at: span)
            throw Bail()
        }
        guard let count = anonymousParameters.last, count != -2 else {
            error("'\(name)' is only allowed inside a closure", at: span,
                  notes: ["a closure's first argument is $0 in { $0 * 2 }; a func names its parameters: func f(x) { … }"])
            throw Bail()
        }
        guard count >= 0 else {
            error("a closure that names its parameters cannot use '\(name)'", at: span,
                  notes: ["use the parameter's name, or drop the names and 'in' to write { $0 * 2 }"])
            throw Bail()
        }
        anonymousParameters[anonymousParameters.count - 1] = max(count, index + 1)
    }

    /// A declared name: never `$0` (a closure's anonymous parameter).
    /// `for (i, x) in xs.enumerated() { … }`, `for (x, y) in points { … }`: Swift's tuple
    /// pattern, after `for`. Desugared: the loop runs over one hidden variable (named by the
    /// pattern's text, which no script can write as a name), and the body starts by declaring
    /// each name as its part of it (`ExprKind.part`, which finds the innermost loop's); `_`
    /// declares nothing.
    mutating func parseForTuple(_ start: Span, label: String?) throws -> Stmt {
        let (names, pattern, text) = try parseTupleNames(what: "loop variable", of: "the loop's tuple", after: "for")
        guard names.count >= 2 else {
            error("a loop's tuple takes two or more names", at: pattern, notes: ["for one, write it without parentheses: for \(names[0].0) in …"])
            throw Bail()
        }
        let (sequence, body, around) = try parseForRest(text, start, label: label, tupleNames: names.map(\.0))
        let whole = Expr(kind: .name(NameRef(text, pattern)), span: pattern)
        var parts: [Stmt] = []
        for (k, (name, span)) in names.enumerated() where name != "_" {
            let part = Expr(kind: .part(whole, index: k, count: names.count), span: pattern)
            parts.append(Stmt(kind: .declare(isConst: true, NameRef(name, span), part), span: span))
        }
        parts += nestedParts(names, isConst: true)
        return placed(Stmt(kind: .for(NameRef(text, pattern), sequence, parts + body), span: start.through(sequence.span)), around)
    }

    /// `(a, b, _)` after `for`, `let` or `var`: the names (`_` among them), the pattern's
    /// span, and its text, shortened when long — a hidden variable named by it is looked up by
    /// every part, so its length must not grow with the tuple.
    mutating func parseTupleNames(what: String, of context: String, after keyword: String)
        throws -> (names: [(String, Span)], pattern: Span, text: String) {
        let open = advance()
        var names: [(String, Span)] = []
        var seen: Set<String> = []
        repeat {
            if check(.lparen) {
                // A tuple in the tuple, Swift's `for (i, (name, score)) in …`: a hidden name for
                // the part here, taken apart in turn (`nestedParts`).
                try enter()
                defer { leave() }
                let inner = try parseTupleNames(what: what, of: context, after: keyword)
                guard inner.names.count >= 2 else {
                    error("a tuple in \(context) takes two or more names", at: inner.pattern)
                    throw Bail()
                }
                for (name, span) in inner.names where name != "_" && !name.hasPrefix("(") {
                    if !seen.insert(name).inserted {
                        error("'\(name)' is bound twice in \(context)", at: span, notes: ["give each part its own name, or _ to skip it"])
                        throw Bail()
                    }
                }
                let hidden = inner.text + "@" + String(inner.pattern.start)
                tupleGroups[hidden] = inner.names
                names.append((hidden, inner.pattern))
                continue
            }
            guard case .identifier(let name) = kind else {
                throw fail("expected a \(what) name in the tuple after '\(keyword)', found \(found)")
            }
            let t = advance()
            try checkDeclarable(name, t.span)
            if name != "_", !seen.insert(name).inserted {
                error("'\(name)' is bound twice in \(context)", at: t.span, notes: ["give each part its own name, or _ to skip it"])
                throw Bail()
            }
            names.append((name, t.span))
        } while match(.comma)
        let close = try expectCloser(.rparen, of: context, items: "\(what)s")
        let text = "(" + (names.count <= 4 ? names.map(\.0).joined(separator: ", ") : names[0].0 + ", …") + ")"
        return (names, open.span.through(close.span), text)
    }

    /// The declarations of the names of the tuples nested in a tuple pattern (`parseTupleNames`
    /// gave each a hidden name, in `names`): each name declared as its part of the hidden one,
    /// as deep as they nest (`let (a, (b, c)) = …`: `b` and `c` from the hidden `(b, c)`).
    mutating func nestedParts(_ names: [(String, Span)], isConst: Bool) -> [Stmt] {
        var made: [Stmt] = []
        for (hidden, pattern) in names {
            guard let inner = tupleGroups[hidden] else { continue }
            let whole = Expr(kind: .name(NameRef(hidden, pattern)), span: pattern)
            for (k, (name, span)) in inner.enumerated() where name != "_" {
                let part = Expr(kind: .part(whole, index: k, count: inner.count), span: span)
                made.append(Stmt(kind: .declare(isConst: tupleGroups[name] != nil || isConst, NameRef(name, span), part), span: span))
            }
            made += nestedParts(inner, isConst: isConst)
        }
        return made
    }

    /// `let (q, r) = (a / b, a % b)`, `var (x, y) = p`: Swift's tuple destructuring. Desugared
    /// (`destructuring`) into a hidden constant holding the value and a declaration of each
    /// name as its part.
    mutating func parseDestructuringDeclaration(isConst: Bool, _ start: Span) throws -> Stmt {
        let keyword = isConst ? "let" : "var"
        let (names, pattern, text) = try parseTupleNames(what: "variable", of: "the '\(keyword)' tuple", after: keyword)
        guard names.count >= 2 else {
            error("a '\(keyword)' tuple takes two or more names", at: pattern, notes: ["for one, write it without parentheses: \(keyword) \(names[0].0) = …"])
            throw Bail()
        }
        var typeShapes: [CollectionShape?] = []
        if match(.colon) {
            // Swift's `let (w, h): (CGFloat, CGFloat) = …`: read and left aside, as one name's —
            // but each part's shape is its name's (`let (q, r): (Int, Int)`: Ints).
            let typeStart = pos
            try skipType(before: [.symbol(.assign), .newline, .eof, .symbol(.semicolon), .symbol(.rbrace)])
            typeShapes = tupleTypeShapes(typeStart, end: pos)
        }
        guard match(.assign) else {
            throw fail("expected '=' and a value after '\(keyword) \(text)'",
                       notes: ["a tuple of names is declared from a value that comes apart: \(keyword) \(text) = …"])
        }
        let value = try parseExpression()
        // No type: the value's, where it is a typed tuple (`let (s, e) = pairs[0]` of an
        // `[(Int, Int)]`).
        if typeShapes.isEmpty, let parts = inferredShape(value)?.parts { typeShapes = parts }
        if !declaredShapes.isEmpty {
            // Each name's shape (none: it hides an outer one's): its type's part's, or an Int
            // for an Int's part of a tuple literal (`let (q, r) = (a / b, a % b)` of Ints).
            var items: [Expr] = []
            if case .tuple(let parts) = value.kind, parts.count == names.count { items = parts }
            for (k, (name, _)) in names.enumerated() where name != "_" {
                var shape = k < typeShapes.count ? typeShapes[k] : nil
                if shape == nil, k < items.count, isInteger(items[k]) { shape = .integer }
                declaredShapes[declaredShapes.count - 1][name] = .some(shape)
            }
        }
        let first = destructuring(names.map { name, span in
            name == "_" ? nil : Stmt(kind: .declare(isConst: tupleGroups[name] != nil || isConst, NameRef(name, span), nil), span: span)
        }, pattern: pattern, text: text, value: value, start: start)
        following += nestedParts(names, isConst: isConst)
        return first
    }

    /// The shapes of the parts of the tuple type in tokens `start..<end` (`(Int, [Int])`:
    /// `.integer`, `.list(.integer)`); none when it is no tuple type.
    mutating func tupleTypeShapes(_ start: Int, end: Int) -> [CollectionShape?] {
        guard start < end, token(start).kind == .symbol(.lparen) else { return [] }
        var shapes: [CollectionShape?] = []
        var at = start + 1
        while at < end {
            guard let stop = typeEnd(from: at, before: [.symbol(.comma), .symbol(.rparen)]), stop < end else { return [] }
            var read = at
            // A labelled part's type after its label (`pay: Int`).
            if case .identifier = token(read).kind, token(read + 1).kind == .symbol(.colon) { read += 2 }
            // `Int?,` (not the last part): the `?` is a token, as in `[String: Int?]`.
            let marked = stop - 1 > read && token(stop - 1).kind == .symbol(.question)
            let typeEnd = marked ? stop - 1 : stop
            var shape = collectionShape(&read, end: typeEnd)
            // `String?` (the mark is no token: the byte after the type's last one; a type alias's
            // tokens all stand where its name does, so the byte after them is the alias's).
            let last = token(typeEnd - 1).span
            if marked || last.start != token(stop).span.start && lexer?.hasOptionalMark(at: last.start + last.length) == true {
                shape = .optional(shape)
            }
            shapes.append(read == typeEnd ? shape : nil)
            at = stop + 1
            if token(stop).kind == .symbol(.rparen) { break }
        }
        return shapes
    }

    /// `(a, b) = (b, a + b)`, `(xs[i], xs[j]) = (xs[j], xs[i])`: Swift's tuple assignment, each
    /// target a variable, member or element (or `_`), desugared as a declaration is.
    mutating func destructuringAssignment(_ targets: [Expr], pattern: Span, start: Span) throws -> Stmt {
        for t in targets {
            checkAssignable(t, note: "each part of a tuple assignment is a variable, a member (v.frame), an element (xs[0]) or _")
        }
        let value = try parseExpression()
        return destructuring(targets.map { t in
            if case .name(let ref) = t.kind, ref.name == "_" { return nil }
            return Stmt(kind: .assign(t, nil, t, opSpan: t.span), span: t.span)
        }, pattern: pattern, text: "(…)", value: value, start: start)
    }

    /// The statements of a destructuring. Hidden constants — named by the pattern's text and
    /// where it starts, which no script can write as a name, and locals even at the top level —
    /// hold the value, computed before anything is bound: a tuple literal of as many elements
    /// as there are names, one constant per element (so its elements may be any values);
    /// any other value, one constant, taken apart by each part (`ExprKind.part`). Then each of
    /// `binds` (a declaration or an assignment, whose value is replaced; nil for `_`) gets its
    /// value. The first statement is returned; the rest follow it (`following`).
    mutating func destructuring(_ binds: [Stmt?], pattern: Span, text: String, value: Expr, start: Span) -> Stmt {
        let hidden = text + "@" + String(pattern.start)
        let span = start.through(value.span)
        var values: [Expr] = []
        var first: Stmt?
        if case .tuple(let items) = value.kind, items.count == binds.count {
            for (k, item) in items.enumerated() {
                let name = NameRef(hidden + "#" + String(k), item.span)
                let temporary = Stmt(kind: .declare(isConst: true, name, item), span: k == 0 ? span : item.span)
                if first == nil { first = temporary } else { following.append(temporary) }
                values.append(Expr(kind: .name(NameRef(name.name, pattern)), span: pattern))
            }
        } else {
            if case .tuple(let items) = value.kind, items.count != 2, items.count != 4 {  // not a Point or a Rect
                error("\(text == "(…)" ? "the tuple" : text) takes \(binds.count) values, and this tuple has \(items.count)", at: value.span,
                      notes: ["give as many values as names (\(binds.count)), or _ for one you do not need"])
            }
            first = Stmt(kind: .declare(isConst: true, NameRef(hidden, pattern), value), span: span)
            let read = Expr(kind: .name(NameRef(hidden, pattern)), span: pattern)
            values = binds.indices.map { k in Expr(kind: .part(read, index: k, count: binds.count), span: pattern) }
        }
        for case let (bind?, part) in zip(binds, values) {
            switch bind.kind {
            case .declare(let isConst, let ref, _):
                following.append(Stmt(kind: .declare(isConst: isConst, ref, part), span: bind.span))
            case .assign(let target, _, _, let opSpan):
                following.append(Stmt(kind: .assign(target, nil, part, opSpan: opSpan), span: bind.span))
            default:
                continue
            }
        }
        // `binds` has two or more entries, so one of the branches above made `first`.
        return first ?? Stmt(kind: .expression(value), span: span)
    }

    /// What follows a `for`'s loop variable (`variable` as written): `in`, the sequence, the body.
    /// `filter` is a `for case` pattern's test of the loop variable (`x != nil`, `x is T`).
    /// `tupleNames`: the names of a loop's tuple (`for (i, x) in …`), when it has one.
    mutating func parseForRest(_ variable: String, _ start: Span, label: String?, filter: Expr? = nil,
                               tupleNames: [String]? = nil) throws -> (Expr, [Stmt], (before: [Stmt], after: [Stmt])) {
        // `for ch: Character in text`: the loop variable's type, documentation only.
        var integer = false
        if match(.colon), case .integer? = try skipType(before: [.keyword(.in)]).shape { integer = true }
        guard match(.in) else { throw fail("expected 'in' after 'for \(variable)'") }
        let sequence = try parseCondition()
        if countsInIntegers(sequence) { integer = true }
        // (Every name the loop binds, with no shape where none is known: it hides an outer one's.)
        var shapes: [String: CollectionShape?] = [variable: integer ? .integer : nil]
        for name in tupleNames ?? [] { shapes.updateValue(nil, forKey: name) }
        // `for i in 0..<5`, `for add in [30, 51]`: whole numbers, Ints beside an Int (`i /
        // columns` of a `columns: Int`).
        if !integer, case .range(let a, let b, _) = sequence.kind, isWhole(a) || isInteger(a), isWhole(b) || isInteger(b) {
            shapes[variable] = .whole
        }
        if !integer, case .list(let items) = sequence.kind, !items.isEmpty, items.allSatisfy(Parser.isIntegerLiteral) {
            shapes[variable] = .whole
        }
        // `for r in staff` of a `[(name: String, pay: Int)]`: `r.pay` an Int; `for row in grid`.
        if !integer, let element = loopElementShape(sequence) { shapes[variable] = element }
        if let names = tupleNames {
            // `for (name, pay) in staff`: each part's shape.
            if let parts = loopElementShape(sequence)?.parts, parts.count == names.count {
                for (name, part) in zip(names, parts) { shapes.updateValue(part, forKey: name) }
            }
            // `for (i, x) in xs.enumerated()`: the offset is an Int; the element's shape.
            if case .call(let callee, let args) = sequence.kind, args.isEmpty,
               case .member(let base, "enumerated", _) = callee.kind, collectionShape(base) != nil {
                shapes[names[0]] = .integer
                if names.count == 2 { shapes.updateValue(loopElementShape(base), forKey: names[1]) }
            }
        }
        enterLoop(start, label: label)
        if case .identifier("where") = kind {
            // Swift's `for x in xs where condition { … }`: the body runs for the elements that
            // pass, as `for x in xs { if condition { … } }` (a `continue` in it goes on to the
            // next element either way).
            let start = advance().span
            // (The loop's names have their shapes in the condition as in the body: `for x in
            // xs where x / n == 2` of Ints divides Ints.)
            var condition = try parseCondition(seeing: shapes)
            if let filter { condition = Expr(kind: .and(filter, condition), span: condition.span) }
            parameterShapes = shapes
            let body = try parseBlock("after the for's where clause")
            return (sequence, [Stmt(kind: .if(condition, body, nil), span: start.through(condition.span))], leaveLoop())
        }
        parameterShapes = shapes
        let body = try parseBlock("after the for sequence")
        if let filter { return (sequence, [Stmt(kind: .if(filter, body, nil), span: filter.span)], leaveLoop()) }
        return (sequence, body, leaveLoop())
    }

    /// At `case let (name, value?)` of a `for`: a tuple pattern that tests a part (not only
    /// names, which `for case let (a, b)` binds as `for (a, b)` does).
    mutating func optionalTuplePattern() -> Bool {
        guard peekKind(1) == .keyword(.let) || peekKind(1) == .keyword(.var), peekKind(2) == .symbol(.lparen) else { return false }
        var at = pos + 2, depth = 0
        repeat {
            switch token(at).kind {
            case .symbol(.lparen): depth += 1
            case .symbol(.rparen): depth -= 1
            case .eof, .newline, .symbol(.lbrace): return false
            default: break
            }
            at += 1
        } while depth > 0
        let first = token(pos + 2).span, last = token(at - 1).span
        return first.file.bytes[first.start..<last.start].contains(UInt8(ascii: "?"))
    }

    /// Swift's `for case (let n, "a") in pairs { … }`: a tuple pattern, parts tested and
    /// names bound, as a switch's case reads it (`parseCasePatterns`), for each element (a
    /// hidden loop variable); the body (after the loop's `where`) runs for the elements that
    /// match.
    mutating func parseForCasePattern(_ start: Span, label: String?) throws -> Stmt {
        let at = advance().span   // 'case'
        let element = NameRef("(for case)@" + String(at.start), at)
        let (test, bindings) = try parseCasePatterns({ span in Expr(kind: .name(NameRef(element.name, span)), span: span) }, nil)
        guard check(.in) else { throw fail("expected 'in' after the 'for case' pattern, found \(found)") }
        let (sequence, body, around) = try parseForRest(element.name, start, label: label)
        let matched = Stmt(kind: .if(test ?? Expr(kind: .bool(true), span: at), bindings + body, nil), span: at)
        return placed(Stmt(kind: .for(element, sequence, [matched]), span: start.through(sequence.span)), around)
    }

    /// At `(`: whether its `)` comes before the line ends.
    mutating func parenthesisCloses() -> Bool {
        var at = pos, depth = 0
        while true {
            switch token(at).kind {
            case .symbol(.lparen): depth += 1
            case .symbol(.rparen):
                depth -= 1
                if depth == 0 { return true }
            case .newline, .eof: return false
            default: break
            }
            at += 1
        }
    }

    /// At a name (or `_`) written with Swift's optional pattern mark right after it, `x?`:
    /// the name and the mark read (the `?` a token, or a mark the lexer left), the mark's
    /// span given; nil (nothing read) without one.
    mutating func optionalMark() -> Span? {
        let t = current.span
        let end = t.start + t.length
        guard end < t.file.bytes.count, t.file.bytes[end] == UInt8(ascii: "?") else { return nil }
        _ = advance()
        if check(.question) { _ = advance() } else { lexer?.dropTypeMarks(from: end, to: end + 1) }
        return Span(file: t.file, start: end, length: 1)
    }

    /// A condition parsed with `shapes` declared around it: the names a loop, a condition
    /// list's binding or a case's pattern binds, read in its `where` or in a later clause.
    mutating func parseCondition(seeing shapes: [String: CollectionShape?]) throws -> Expr {
        declaredShapes.append(shapes)
        defer { declaredShapes.removeLast() }
        return try parseCondition()
    }

    /// Swift's `for case let` before a loop variable (a name, or a tuple of names): read,
    /// true. `for case var` is refused as a loop variable is a constant.
    mutating func forCase() throws -> Bool {
        guard case .identifier("case") = kind, case .keyword(let word) = token(pos + 1).kind,
              word == .let || word == .var else { return false }
        _ = advance()
        if word == .var {
            throw fail("a loop variable is a constant: write 'for case let'",
                       notes: ["copy it into a var inside the loop to change it"])
        }
        _ = advance()
        return true
    }

    mutating func checkDeclarable(_ name: String, _ span: Span) throws {
        if name.hasPrefix("$") {
            error("'\(name)' is a closure's anonymous parameter and cannot be declared", at: span,
                  notes: ["pick another name"])
            throw Bail()
        }
    }

    /// Swift's implicit member expression, `.easeInOut` where a named value is expected: geo
    /// names its curves with Strings, so `.easeInOut` reads `"easeInOut"`; `.identity` is the
    /// identity transform (CGAffineTransform.identity), `.pi` is `pi` (`rotation(.pi / 2)`, as
    /// Swift reads `CGFloat.pi`). A line that starts with `.member` never gets here: the lexer
    /// joins it to the expression above (docs/language.md).
    mutating func implicitMember(_ name: String) throws -> Expr {
        let dot = advance()
        let t = advance()
        let span = dot.span.through(t.span)
        switch name {
        case "identity", "pi":
            return Expr(kind: .name(NameRef(name, span)), span: span)
        case "zero":
            // (Where the type is known, `typedZero` read it first.)
            error("'.zero' here could be a Point's, a Size's or a Rect's", at: span,
                  notes: ["write CGPoint.zero, CGSize.zero or CGRect.zero, or (0, 0) for a Point, (0, 0, 0, 0) for a Rect",
                          "geo reads '.zero' alone as an argument with a label (origin: .zero) or of a method that takes one type there (r.union(.zero)), stored into a member (v.frame = .zero) or declared with a type (let p: CGPoint = .zero)"])
            return Expr(kind: .invalid, span: span)
        case "init":
            error("'.init(…)' here has no type to make", at: span,
                  notes: ["write the type: CGPoint(x: 1, y: 2), CGSize(width: 3, height: 4), CGRect(x:y:width:height:) (geo reads .init where a label or a declared type says it: size: .init(width: 3, height: 4))"])
            return Expr(kind: .invalid, span: span)
        case "infinity", "nan":
            // `var best: CGFloat = .infinity`: geo's constants (its numbers are all Double).
            return Expr(kind: .name(NameRef(name, span)), span: span)
        case "null", "infinite":
            // CGRect's `.null` and `.infinite` (no other type has them): `overlap == .null`,
            // `frames.reduce(.null) { $0.union($1) }`, `r.union(.null)`.
            return Expr(kind: Parser.staticConstant(name, of: "CGRect", at: span) ?? .invalid, span: span)
        case "greatestFiniteMagnitude", "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne":
            // `best = .greatestFiniteMagnitude`: a Double's bounds, as `Double.…` (no other
            // type has them).
            return Expr(kind: Parser.staticConstant(name, of: "Double", at: span) ?? .invalid, span: span)
        case "none" where !check(.lparen):
            // Optional's `.none` is nil (`if selected == .none`).
            return Expr(kind: .nil, span: span)
        case "some" where check(.lparen):
            // Optional's `.some(x)` is x itself.
            _ = advance()
            let value = try parseExpression()
            let close = try expect(.rparen, "after '.some(' and its value")
            return Expr(kind: value.kind, span: span.through(close.span))
        default:
            if check(.lparen) {
                // Swift's implicit member call, `curve: .spring(duration: 0.5)`: geo's global
                // function of that name (`spring`, `cubicBezier`, `steps`), called as usual.
                return Expr(kind: .name(NameRef(name, t.span)), span: span)
            }
            return Expr(kind: .string(name), span: span)
        }
    }

    /// Whether a name starts with a capital, as a type's does (`Int`, `CGPoint`, `UIView`).
    static func namesType(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first)
    }

    /// The type an expression written inside `[…]` names, when it can only be a type: a name
    /// starting with a capital (`Int`, `CGPoint`, `UIView`) or such a list type (`[Int]`).
    static func typeName(_ e: Expr) -> String? {
        switch e.kind {
        case .name(let ref):
            return Parser.namesType(ref.name) ? ref.name : nil
        case .list(let items) where items.count == 1:
            return typeName(items[0]).map { "[" + $0 + "]" }
        case .tuple(let items) where items.count >= 2:
            // `[(String, Int)]()`, `[(Int, Int, Int)]()`: a list of tuples.
            let names = items.compactMap(typeName)
            return names.count == items.count ? "(" + names.joined(separator: ", ") + ")" : nil
        default:
            return nil
        }
    }

    /// What to write instead of Swift's error handling (`throws`, `try`, `do { } catch`).
    static let throwingNote = "a failing call stops the script with its error, which points at it: leave out try, throws and do/catch (and keep the do block's statements)"



    /// Apple's frameworks whose `import` geo reads as done (their views and geometry are geo's).
    static let appleModules: Set<String> = ["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "Darwin"]

    /// Swift's `.zero` (and a Rect's `.null` and `.infinite`) where the type it is of is known
    /// from the code around it, as Swift infers it: a labelled argument (`CGRect(origin: .zero, size: s)`, `View(frame: .zero)`),
    /// the whole value stored into a member (`v.center = .zero`) or declared with a type
    /// (`var offset: CGPoint = .zero`), compared with a member (`v.frame == .zero`) — the zero
    /// Point, Size or Rect; nil (nothing read) when the tokens here are not `.zero` alone (not
    /// `.zero.offsetBy(…)`) or the name says no type (`zeroType`).
    mutating func typedZero(_ name: String?) throws -> Expr? {
        if let name, check(.dot), peekKind(1) == .identifier("init"), peekKind(2) == .symbol(.lparen), !token(pos + 2).spaceBefore,
           let type = Parser.zeroType(name) ?? (name == "transform" || name.hasSuffix("AffineTransform") ? "CGAffineTransform" : nil) {
            // Swift's `.init(…)` of the type the code around says (`size: .init(width: 3,
            // height: 4)`, `let p: CGPoint = .init(x: 1, y: 2)`, `v.transform = .init(rotationAngle: a)`):
            // that type's initializer, as `CGSize(width: 3, height: 4)` is.
            let dot = advance()
            let callee = Expr(kind: .name(NameRef(type, dot.span.through(advance().span))), span: dot.span)
            _ = advance()
            let args = try parseArguments(closing: .rparen)
            let close = try expect(.rparen, "after the arguments")
            return Expr(kind: .call(callee, args), span: dot.span.through(close.span))
        }
        if let name, ["Double", "CGFloat", "Float", "Int"].contains(name), let member = bareImplicitMember() {
            // `let total: Double = .zero`, `var best: Float = .greatestFiniteMagnitude`: the
            // type's constant, as `Float.greatestFiniteMagnitude` is (an unknown leading-dot
            // name elsewhere is a String); another name is no constant of the type.
            let span = current.span.through(token(pos + 1).span)
            guard let constant = Parser.staticConstant(member, of: name, at: span) else {
                error("'.\(member)' is no constant of \(name) that geo knows", at: span,
                      notes: [Registry.staticMember(member, of: name)
                              ?? "a Number's constants are .zero, .pi, .infinity, .nan, .greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude and .ulpOfOne"])
                throw Bail()
            }
            _ = advance()
            _ = advance()
            return Expr(kind: constant, span: span)
        }
        // (A misspelt label — `UIView(frme: .zero)` — reads as the label it is near, so the
        // call's own check reports the label, with the one it meant.)
        guard let name, let type = Parser.zeroType(name) ?? Suggest.nearest(name, in: Parser.zeroNames).flatMap(Parser.zeroType),
              let member = bareImplicitMember(),
              member == "zero" || (member == "null" || member == "infinite") && type.hasSuffix("Rect") else { return nil }
        let span = advance().span.through(advance().span)
        return Parser.staticConstant(member, of: type, at: span).map { Expr(kind: $0, span: span) }
    }

    /// The name of the implicit member here, `.zero` in `== .zero`, when it stands alone (not
    /// `.zero.offsetBy(…)`, `.zero[0]`); nil when the tokens here are not one.
    mutating func bareImplicitMember() -> String? {
        guard check(.dot), case .identifier(let member) = peekKind(1), !token(pos + 1).spaceBefore else { return nil }
        let next = token(pos + 2)
        switch next.kind {
        case .symbol(.dot), .symbol(.chain): return nil
        case .symbol(.lparen), .symbol(.lbracket), .symbol(.bang): if !next.spaceBefore { return nil }
        default: break
        }
        return member
    }

    /// Swift's `x == .zero` / `x != .zero` where nothing says which zero (`x` a variable): the
    /// built-in test of whether `x` is the zero of its own kind (a Number 0, a Point or Size
    /// of zeros, a Rect of four); nil when the tokens here are not `.zero` alone.
    mutating func zeroTest(_ left: Expr, _ op: BinaryOp) -> Expr? {
        guard op == .equal || op == .notEqual, bareImplicitMember() == "zero" else { return nil }
        let span = advance().span.through(advance().span)
        let whole = left.span.through(span)
        let test = Expr(kind: .call(Expr(kind: .name(NameRef(Parser.isZeroName, span)), span: span),
                                    [Argument(label: nil, labelSpan: nil, value: left)]), span: whole)
        return op == .equal ? test : Expr(kind: .unary(.not, test), span: whole)
    }

    /// The built-in `zeroTest` calls: a name no script can write.
    static let isZeroName = "(isZero)"

    /// The type whose zero `.zero` is, from the name of the type, of the member that holds it,
    /// or of the argument's label: a Point's (`origin`, `center`, `anchorPoint`, `offset` …), a
    /// Size's (`size`), a Rect's (`frame`, `bounds`, `rect`).
    static func zeroType(_ name: String) -> String? {
        zeroTypes[name]
    }

    /// `zeroType`'s table: each name and the type whose zero it holds.
    static let zeroTypes: [String: String] = {
        var table: [String: String] = [:]
        for type in ["CGPoint", "Point", "CGSize", "Size", "CGRect", "Rect"] { table[type] = type }
        for name in ["origin", "center", "point", "position", "anchorPoint", "location", "offset", "translation",
                     "contentOffset", "velocity"] { table[name] = "CGPoint" }
        for name in ["size", "contentSize"] { table[name] = "CGSize" }
        for name in ["frame", "bounds", "rect", "integral", "standardized"] { table[name] = "CGRect" }
        return table
    }()

    /// The names `zeroType` knows, in order (a typo's nearest one is found among them).
    static let zeroNames = zeroTypes.keys.sorted()

    /// Swift's static constants of the number and Core Graphics types, as geo writes them:
    /// `CGFloat.pi` and `Double.infinity` (geo's numbers are all Double), `CGPoint.zero` and
    /// `CGRect.zero` (tuples of zeros), `CGSize.zero` (`Size(0, 0)`), `CGRect.null` (the rect a
    /// disjoint intersection gives), `CGAffineTransform.identity` (`identity`).
    static func staticConstant(_ member: String, of type: String, at span: Span) -> ExprKind? {
        let number = { (x: Double) in Expr(kind: .number(x), span: span) }
        let name = { (n: String) in Expr(kind: .name(NameRef(n, span)), span: span) }
        switch (type, member) {
        case ("Double", "pi"), ("CGFloat", "pi"), ("Float", "pi"),
             ("Double", "infinity"), ("CGFloat", "infinity"), ("Float", "infinity"),
             ("Double", "nan"), ("CGFloat", "nan"), ("Float", "nan"):
            return .name(NameRef(member, span))
        case ("Double", "zero"), ("CGFloat", "zero"), ("Float", "zero"), ("Int", "zero"):
            return .number(0)
        // Swift's bounds of a Double (CGFloat is one on 64-bit platforms); a Float's as the
        // Double it converts to. (Int.max is no Double: `Registry.staticMember` says so.)
        // The sized integer types whose bounds a Double holds exactly (`UInt8.max` 255,
        // `Int32.min` -2147483648); Int's and the 64-bit ones' it does not.
        case ("Int8", "max"), ("Int16", "max"), ("Int32", "max"), ("UInt8", "max"), ("UInt16", "max"), ("UInt32", "max"):
            let bits = type.hasSuffix("8") ? 8 : type.hasSuffix("16") ? 16 : 32
            return .number(Double((1 << (type.hasPrefix("U") ? bits : bits - 1)) - 1))
        case ("Int8", "min"), ("Int16", "min"), ("Int32", "min"), ("UInt8", "min"), ("UInt16", "min"), ("UInt32", "min"):
            let bits = type.hasSuffix("8") ? 8 : type.hasSuffix("16") ? 16 : 32
            return .number(type.hasPrefix("U") ? 0 : -Double(1 << (bits - 1)))
        case ("Double", "greatestFiniteMagnitude"), ("CGFloat", "greatestFiniteMagnitude"):
            return .number(Double.greatestFiniteMagnitude)
        case ("Double", "leastNormalMagnitude"), ("CGFloat", "leastNormalMagnitude"):
            return .number(Double.leastNormalMagnitude)
        case ("Double", "leastNonzeroMagnitude"), ("CGFloat", "leastNonzeroMagnitude"):
            return .number(Double.leastNonzeroMagnitude)
        case ("Double", "ulpOfOne"), ("CGFloat", "ulpOfOne"):
            return .number(Double.ulpOfOne)
        case ("Float", "greatestFiniteMagnitude"):
            return .number(Double(Float.greatestFiniteMagnitude))
        case ("CGRectEdge", "minXEdge"), ("CGRectEdge", "maxXEdge"), ("CGRectEdge", "minYEdge"), ("CGRectEdge", "maxYEdge"):
            // `r.divided(atDistance: 3, from: CGRectEdge.maxYEdge)`: the edge `.maxYEdge` names.
            return .string(member)
        case ("CGAffineTransform", "identity"), ("Transform", "identity"):
            return .name(NameRef("identity", span))
        case ("CGPoint", "zero"), ("Point", "zero"):
            return .tuple([number(0), number(0)])
        case ("CGRect", "zero"), ("Rect", "zero"):
            return .tuple([number(0), number(0), number(0), number(0)])
        case ("CGSize", "zero"), ("Size", "zero"):
            return .call(name("Size"), [Argument(label: nil, labelSpan: nil, value: number(0)),
                                        Argument(label: nil, labelSpan: nil, value: number(0))])
        case ("CGRect", "infinite"), ("Rect", "infinite"):
            let r = Rect.infinite
            return .tuple([number(r.origin.x), number(r.origin.y), number(r.size.width), number(r.size.height)])
        case ("CGRect", "null"), ("Rect", "null"):
            return .call(name("Rect"), [name("infinity"), name("infinity"), number(0), number(0)].map {
                Argument(label: nil, labelSpan: nil, value: $0)
            })
        default:
            return nil
        }
    }

    /// A parameter's default value when it is a literal — a number (negative too), a string
    /// without interpolation, true / false, nil, a leading-dot name (`.easeInOut`), a Point
    /// `(x, y)` of numbers, `[]` — made once, as the value every call that leaves the parameter
    /// out gets; nil for any other expression (computed by such a call).
    static func literalDefault(_ e: Expr) -> Value? {
        func number(_ e: Expr) -> Double? {
            switch e.kind {
            case .number(let x): return x
            case .unary(.negate, let inner): return number(inner).map { -$0 }
            default: return nil
            }
        }
        switch e.kind {
        case .string(let text): return .string(text)
        case .bool(let b): return .bool(b)
        case .nil: return .nil
        case .list(let items) where items.isEmpty: return .list([])
        case .tuple(let items) where items.count == 2:
            if let x = number(items[0]), let y = number(items[1]) { return .point(Point(x: x, y: y)) }
        default:
            if let x = number(e) { return .number(x) }
        }
        return nil
    }

    /// A Swift type after `:` or `->` (`CGFloat`, `[CGPoint]`, `(Double) -> Double`,
    /// `Set<String>`), read up to one of `ends` outside brackets and left aside: geo's values
    /// carry their types, so an annotation only documents. `inout` is refused (a geo function
    /// cannot change its caller's variable).
    /// The type's collection shape is returned (`collectionShape`: nil when it has none),
    /// and whether that shape is the whole type (`Set<Int>`, not `Set<Int>?`).
    @discardableResult
    mutating func skipType(before ends: [Token.Kind]) throws -> (shape: CollectionShape?, whole: Bool) {
        if case .identifier("inout") = kind {
            throw fail("geo has no 'inout' parameters: a function cannot change its caller's variable",
                       notes: ["return the new value and assign it: x = f(x)"])
        }
        // Swift's grammar of types first (`TypeGrammar`): an error where the type goes wrong.
        // (A type's marks stay errors then: what is wrong may be one of them.)
        var checked = pos
        let problem = typeProblem(&checked)
        guard problem == nil, endsType(checked, ends) else {
            let notes = ["a type is a name such as CGFloat, [CGPoint], [String: Int], Set<String> or (Double) -> Double"]
            let bad = problem?.at ?? checked
            // The marks before the mistake are part of the type (`@escaping`), not errors.
            let (from, to) = (token(pos - 1).span.start + 1, token(bad).span.start)
            lexer?.dropTypeMarks(from: from, to: to)
            pos = bad
            if let problem { throw fail(problem.message, notes: notes) }
            // What may end the type here, but the line's end (and a generic `where`, seldom meant).
            let expected = ends.filter { ![.newline, .eof, .symbol(.semicolon), .symbol(.rbrace), .identifier("where")].contains($0) }.map(\.display)
            let list = expected.count > 1 ? expected.dropLast().joined(separator: ", ") + " or " + expected.last! : expected.first ?? "the end of the line"
            throw fail("expected \(list) after the type, found \(found)", notes: notes)
        }
        let end = checked
        checkTupleType(from: pos, to: end)
        var at = pos
        // The words before the type (`@escaping (Int) -> Int`, `some Sequence`): its shape is
        // the type's after them.
        while at + 1 < end, case .identifier(let word) = token(at).kind, Parser.typePrefixes.contains(word) { at += 1 }
        var shape = collectionShape(&at, end: end)
        // `UIView?`, `View!`, `@escaping`: marks of Swift's types, errors in an expression,
        // read and left aside with the type (from the token before it: an `@` comes first).
        let from = token(pos - 1).span.start + 1
        let to = token(end).span.start
        // `String?`, `[Int]?`, `(a: Int, b: Int)?`: an Optional, for its `map` (`optionalMap`),
        // and its value's shape (`if let`, `!`, a literal stored in it: `conformed`).
        let last = token(end - 1).span
        if end > pos, lexer?.hasOptionalMark(at: last.start + last.length) == true {
            shape = .optional(shape)
        }
        lexer?.dropTypeMarks(from: from, to: to)
        while pos < end { _ = advance() }
        return (shape, at == end)
    }

    /// How many parts a tuple's `.0`, `.1` … reach (a list's first elements).
    static let tupleParts = 8

    /// Swift's tuple type written as the whole type (`-> (x: Bool, y: Int)`): one labelled as
    /// geometry (`(x:, y:)`, `(width:, height:)`, `(x:, y:, width:, height:)`) of other values
    /// than Numbers is an error here, at the type — not at the value's first use, far away, or
    /// at run time. Any other is a tuple of geo's (a Point, a Rect, a list, a labelled tuple);
    /// a type in parentheses (`(Int)`) and a function type (`(Int, Int) -> Int`) are no tuples.
    mutating func checkTupleType(from start: Int, to end: Int) {
        guard token(start).kind == .symbol(.lparen), let (parts, after) = parenthesizedParts(from: start, to: end) else { return }
        // More after the ')' (`(Int) -> Int`), or one part: no tuple.
        guard after == end, parts.count > 1 else { return }
        let span = token(start).span.through(token(end - 1).span)
        let labels = Parser.partLabels(parts)
        var numeric = true
        for (part, label) in zip(parts, labels) {
            let types = label == nil ? part[...] : part[2...]
            if types.count != 1 { numeric = false; continue }
            if case .identifier(let name) = types.first!.kind, CastType.named(name)?.isNumber == true { continue }
            numeric = false
        }
        // Labels of other values (`-> (min: Int, max: Int)`): a labelled tuple (`Records`).
        if Parser.labelsARecord(labels) { return }
        if numeric { return }
        // Values of other kinds (`-> (String, Int)`, `(Int, Int, Int)`): a list of them.
        if !labels.contains(where: { $0 != nil }) { return }
        let text = String(decoding: span.file.bytes[span.start..<(span.start + span.length)], as: UTF8.self)
        error("geo's tuples are Points, Sizes, Rects and lists: the tuple type \(text) is not one", at: span,
              notes: ["(x:, y:) is a Point of two Numbers, (width:, height:) a Size, (x:, y:, width:, height:) a Rect; a tuple of other values is a list [a, b, …]: leave the labels out"])
    }

    /// Whether a tuple's labels (nil: a part without one) make a labelled tuple of other
    /// values (`Records`): some label, and not those of a Point, a Size or a Rect.
    static func labelsARecord(_ labels: [(String, Span)?]) -> Bool {
        switch labels.map({ $0?.0 ?? "_" }) {
        case ["x", "y"], ["x", "y", "width", "height"], ["width", "height"]: return false
        default: return labels.contains { $0 != nil }
        }
    }

    /// The error of one value in parentheses with a label (`(x: 1)`), at the label: no tuple
    /// in Swift either.
    mutating func labelledValueError(_ names: [String], _ labels: [(String, Span)?]) {
        let first = labels.first(where: { $0 != nil })!!
        error("a tuple of one value cannot have a label: (\(names.map { $0 + ":" }.joined()) …) is not one",
              at: first.1, notes: ["write the value alone; (x: 1, y: 2) is a Point, (width: 3, height: 4) a Size, (name: \"a\", count: 2) a labelled tuple"])
    }

    /// The index of the token of `ends` that ends a type starting at token `start` (brackets
    /// matched), or nil when there is no type there (nothing before the end, or a brace, line
    /// end or unmatched bracket first). Tokens are only looked at, not consumed.
    mutating func typeEnd(from start: Int, before ends: [Token.Kind]) -> Int? {
        var nesting = 0, at = start
        while true {
            let k = token(at).kind
            if nesting == 0, endsType(at, ends) { return at > start ? at : nil }
            if typeBreaks(k) { return nil }
            switch k {
            case .symbol(.lparen), .symbol(.lbracket), .symbol(.less): nesting += 1
            case .symbol(.rparen), .symbol(.rbracket), .symbol(.greater):
                nesting -= 1
                if nesting < 0 { return nil }
            default: break
            }
            at += 1
        }
    }

    /// Whether the token at `at`, outside brackets, ends a type: one of `ends`, or the end of
    /// a line before a body's brace (`-> Int` with the `{` on the next line).
    mutating func endsType(_ at: Int, _ ends: [Token.Kind]) -> Bool {
        let k = token(at).kind
        if ends.contains(k) { return true }
        return k == .newline && ends.contains(.symbol(.lbrace)) && token(at + 1).kind == .symbol(.lbrace)
    }

    /// Tokens no type holds: the end of the line or input, a brace, a `;`.
    mutating func typeBreaks(_ k: Token.Kind) -> Bool {
        switch k {
        case .newline, .eof, .symbol(.lbrace), .symbol(.rbrace), .symbol(.semicolon): return true
        default: return false
        }
    }

    /// Swift's `guard condition else { … }`: the block runs when the condition is false, and
    /// must leave (end in return, break or continue, or an if / else whose branches all do), as
    /// Swift requires. It is `if condition { } else { … }`, so the condition is tested as an
    /// `if`'s is. `guard` is not a keyword: a name followed by an operand was never valid geo,
    /// so a variable named `guard` keeps working.
    mutating func parseGuard(_ start: Span) throws -> Stmt {
        _ = advance()
        let clauses = try parseConditionList()
        guard match(.else) else {
            throw fail("expected 'else' after the guard condition, found \(found)",
                       notes: ["write 'guard condition else { return }'"])
        }
        let body = try parseBlock("after 'else'")
        // The names a guard binds stay after it: an Int's known so there (`integerDivision`).
        if !declaredShapes.isEmpty {
            for (name, shape) in bindingShapes(clauses) { declaredShapes[declaredShapes.count - 1][name] = shape }
        }
        if !Parser.leaves(body) {
            error("the else of 'guard' must not fall through: end it with return, break, continue or fatalError()", at: start,
                  notes: ["the block runs when the condition is false, and the code after the guard counts on it being true"])
        }
        // `guard let a = f(), a > 0, let b = g(a), tests else { … }`: the names are declared in
        // the guard's block (they stay after it), then the else runs when a name is nil or a
        // test is false. Each clause is computed only when every clause before it held, as in
        // Swift: a binding after the first is `let b = held ? g(a) : nil`, where `held` is a
        // hidden constant holding the clauses before it (computed once). The else block is
        // written once, whatever the number of bindings.
        var made: [Stmt] = []
        var tests: [Expr] = []
        let all = { (parts: [Expr]) in parts.dropFirst().reduce(parts[0]) { Expr(kind: .and($0, $1), span: $0.span.through($1.span)) } }
        for clause in clauses {
            switch clause {
            case .test(let cond):
                tests.append(cond)
            case .bind(let isConst, let ref, var value, let span), .declare(let isConst, let ref, var value, let span):
                if !tests.isEmpty {
                    let held = NameRef("(guard)@" + String(span.start), span)
                    made.append(Stmt(kind: .declare(isConst: true, held, all(tests)), span: span))
                    let read = Expr(kind: .name(NameRef(held.name, span)), span: span)
                    value = Expr(kind: .conditional(read, value, Expr(kind: .nil, span: span)), span: value.span)
                    tests = [read]
                }
                made.append(Stmt(kind: .declare(isConst: isConst, ref, value), span: span))
                if case .bind = clause { tests.append(Parser.isPresent(ref)) }
            }
        }
        let cond = all(tests)
        made.append(Stmt(kind: .if(cond, [], body), span: start.through(cond.span)))
        following.append(contentsOf: made.dropFirst())
        return made[0]
    }

    /// `name != nil`: an optional binding's test, reading the name it declares.
    static func isPresent(_ ref: NameRef) -> Expr {
        notNil(Expr(kind: .name(NameRef(ref.name, ref.span)), span: ref.span), ref.span)
    }

    /// `e != nil`, spanning `span` (a pattern's `x?`, `_?`).
    static func notNil(_ e: Expr, _ span: Span) -> Expr {
        Expr(kind: .binary(.notEqual, e, Expr(kind: .nil, span: span)), span: span)
    }

    /// Whether a block always leaves: its last statement is a return, break or continue, or an
    /// if whose branches both leave.
    static func leaves(_ block: [Stmt]) -> Bool {
        switch block.last?.kind {
        case .return, .break, .continue: return true
        case .if(_, let yes, let no?): return leaves(yes) && leaves(no)
        case .expression(let e):
            // `fatalError(…)`, which stops the script (Swift's `Never`).
            if case .call(let callee, _) = e.kind, case .name(let ref) = callee.kind { return ref.name == "fatalError" }
            return false
        default: return false
        }
    }

    /// Whether `switch` is followed by `( … )` or `[ … ]` and, later on the line, `{`: Swift's
    /// `switch (a, b) {`, `switch (a + b) % 7 {` and `switch [a, b].count {` (not a call of a
    /// function named `switch`, which a trailing closure would not follow on the same line, nor
    /// a subscript of a variable of that name, which takes no trailing closure).
    mutating func startsParenthesizedSubject() -> Bool {
        [.symbol(.lparen), .symbol(.lbracket)].contains(peekKind(1)) && headReaches(.symbol(.lbrace))
    }

    /// Whether `guard` starts Swift's guard statement, not a use of a variable or function named
    /// `guard`: followed by an operand, `let` or `var`, by `[` after a space (a subscript's
    /// follows the name directly), or by anything (`(`, `[`, `-`, `.` …) after which an `else`
    /// comes on the line outside brackets, before any `{` — `guard (x ?? 0) > 0 else { … }`,
    /// `guard ["GET", "POST"].contains(m) else { … }`, `guard -x < 0 else`. A call of a
    /// function named `guard` (`guard(x)`), a subscript of a variable of that name (`guard[0] =
    /// 1`) or arithmetic on it (`guard - 1`) has no such `else`.
    mutating func startsGuard() -> Bool {
        let next = token(pos + 1)
        return Parser.startsOperand(next.kind) || [.keyword(.let), .keyword(.var)].contains(next.kind)
            || next.kind == .symbol(.lbracket) && next.spaceBefore || headReaches(.keyword(.else))
    }

    /// Whether `end` comes after the current token, later on the line, outside brackets and
    /// before any `{` there.
    mutating func headReaches(_ end: Token.Kind) -> Bool {
        var depth = 0, offset = 1
        while true {
            let k = peekKind(offset)
            if depth == 0, k == end { return true }
            switch k {
            case .symbol(.lparen), .symbol(.lbracket): depth += 1
            case .symbol(.rparen), .symbol(.rbracket): depth -= 1
            case .symbol(.lbrace): if depth == 0 { return false }
            case .eof, .newline: return false
            default: break
            }
            offset += 1
        }
    }

    /// Swift's `switch subject { case p1, p2: … case let x where c: … default: … }`, as an
    /// `if … else if …` chain over a hidden constant holding the subject (computed once; a
    /// variable that cannot change before a case is chosen is read where it lies instead). A
    /// pattern is a value (`subject == value`), a range (`lo <= subject && subject < hi`), or
    /// `let name` / `_`, each with an optional `where` condition; the first case that matches
    /// runs, and no case falls through. `switch`, `case` and `default` stay names elsewhere.
    mutating func parseSwitch(_ start: Span) throws -> Stmt {
        try enter()   // a switch nests as a block does, under the same limit
        defer { leave() }
        _ = advance()
        let subject = try parseCondition()
        let hidden = "(switch)@" + String(start.start)
        let reads = SubjectReads()
        let name = { (hidden: String, span: Span) -> Expr in
            let ref = NameRef(hidden, span)
            reads.refs.append(ref)
            return Expr(kind: .name(ref), span: span)
        }
        var read = { (span: Span) in name(hidden, span) }
        var declares = [Stmt(kind: .declare(isConst: true, NameRef(hidden, subject.span), subject), span: start.through(subject.span))]
        var parts: [(Span) -> Expr]?
        if case .tuple(let items) = subject.kind {
            // Swift's `switch (a, b) {` over a tuple written out: each part held on its own
            // (computed once, in order), so the parts may be any values (`(x > 0, name)`) and a
            // tuple pattern tests them one by one; the whole (`case let t:`) is the tuple again.
            let names = items.indices.map { hidden + "." + String($0) }
            declares = zip(names, items).map { Stmt(kind: .declare(isConst: true, NameRef($0, $1.span), $1), span: $1.span) }
            read = { span in Expr(kind: .tuple(names.map { name($0, span) }), span: span) }
            parts = names.map { n in { span in name(n, span) } }
        }
        if kind == .newline, peekKind(1) == .symbol(.lbrace) { _ = advance() }   // the brace on a line of its own
        guard check(.lbrace) else { throw fail("expected '{' after the switch subject, found \(found)") }
        let open = advance()
        do {
            return try parseCases(declares, read, parts, reads, open: open.span, start: start)
        } catch {
            // Past the switch's `}`, so its cases are not read as statements of their own.
            var nesting = 0
            while kind != .eof {
                if check(.lbrace) { nesting += 1 }
                if check(.rbrace) {
                    if nesting == 0 { _ = advance(); break }
                    nesting -= 1
                }
                _ = advance()
            }
            throw error
        }
    }

    /// The shapes of the names a case's patterns bind (`bindings`): the subject's (`case let k
    /// where k > 0:` of an Int) or its part's (`case let (a, b) where a > b:` of an `(Int,
    /// Int)`); none for the others.
    mutating func caseBindingShapes(_ bindings: [Stmt]) -> [String: CollectionShape?] {
        var bound: [String: CollectionShape?] = [:]
        for case .declare(_, let ref, let value?) in bindings.map(\.kind) {
            switch value.kind {
            case .name(let subject): bound[ref.name] = .some(subjectShapes[subject.name])
            case .part(let whole, let k, _):
                guard case .name(let subject) = whole.kind, let parts = subjectShapes[subject.name]?.parts, k < parts.count else {
                    bound.updateValue(nil, forKey: ref.name)
                    continue
                }
                bound[ref.name] = .some(parts[k])
            default: bound.updateValue(nil, forKey: ref.name)
            }
        }
        return bound
    }

    /// The cases of a switch after its `{`, and the chain they make (`parseSwitch`).
    mutating func parseCases(_ declares: [Stmt], _ read: (Span) -> Expr, _ parts: [(Span) -> Expr]?, _ reads: SubjectReads,
                             open: Span, start: Span) throws -> Stmt {
        // What a case binds has the subject's shape (`case let k where k > 0:` of an Int), or a
        // part's of a tuple written out; not an Optional's (`case let x?` binds its value).
        let outerSubjects = subjectShapes
        defer { subjectShapes = outerSubjects }
        for d in declares {
            guard case .declare(_, let ref, let value?) = d.kind, let shape = inferredShape(value) else { continue }
            if case .optional = shape { continue }
            subjectShapes[ref.name] = shape
        }
        skipNewlines()
        var cases: [(test: Expr?, bindings: [Stmt], body: [Stmt], span: Span)] = []
        while !check(.rbrace) {
            if kind == .eof { unclosed(open, "switch"); throw Bail() }
            if cases.count == Resolver.defaultMaxNesting {
                // The cases chain as else ifs do: bounded as a chain is.
                throw fail("too many cases in one switch (more than \(Resolver.defaultMaxNesting))",
                           notes: ["split the switch in two, or look the value up in a list"])
            }
            let label = current.span
            var test: Expr?
            var bindings: [Stmt] = []
            if case .identifier("default") = kind, peekKind(1) == .symbol(.colon) {
                _ = advance()
            } else if case .identifier("case") = kind {
                _ = advance()
                (test, bindings) = try parseCasePatterns(read, parts)
            } else {
                throw fail("expected 'case' or 'default' in the switch, found \(found)",
                           notes: ["each case starts 'case value:' (or 'case a, b:', 'case 1..<5:', 'case let x where x > 0:'), and 'default:' takes the rest"])
            }
            guard match(.colon) else { throw fail("expected ':' after the case's pattern, found \(found)") }
            var body: [Stmt] = []
            var defers: [Deferred] = []
            let errorsBefore = errorCount
            declaredShapes.append(caseBindingShapes(bindings))
            defer { declaredShapes.removeLast() }
            skipNewlines()
            while !check(.rbrace) && !startsCaseLabel() {
                if kind == .eof { unclosed(open, "switch"); throw Bail() }
                if case .identifier("fallthrough") = kind {
                    throw fail("geo has no 'fallthrough': each case ends where the next begins",
                               notes: ["list the values together instead: case 1, 2:"])
                }
                if errorCount >= Parser.maxErrors { throw Bail() }
                let outerCaseBody = inCaseBody
                inCaseBody = true
                readStatement(into: &body, &defers)
                inCaseBody = outerCaseBody
                skipNewlines()
            }
            body = applyingDefers(body, defers)
            if body.isEmpty && errorCount == errorsBefore {
                error("a 'case' in a 'switch' must have at least one statement", at: label,
                      notes: ["write 'break' for a case that does nothing"])
            }
            // Swift's `break` leaves the switch: at a case's end it does nothing more here; in an
            // `if` (`guard … else { break }`) the rest of the case is skipped (`leavingSwitch`;
            // a `defer` of the case already runs before it: `applyingDefers`).
            if case .break = body.last?.kind, let last = body.last, !loopBreaks.contains(last.span.start) { body.removeLast() }
            if Parser.breakOutsideLoop(body, except: loopBreaks) != nil {
                body = Parser.leavingSwitch(body[...], flag: NameRef("(break)@" + String(label.start), label), except: loopBreaks)
            }
            cases.append((test, bindings, body, label))
        }
        let close = advance()
        // A subject that is a variable (or a tuple's part that is one) is read where it lies
        // when its value cannot change before a case is chosen — no pattern or `where` calls
        // anything, the only way to run script code — and no case binds its name: the value
        // every test sees is the one Swift computes once, with no hidden copy made (`let v =
        // xs[i]` then `switch v` keeps `v` lent, its tests comparing in place).
        var rest: [Stmt]? = nil
        if !cases.contains(where: { $0.test == nil }) {
            // No default and no case matching anything: the value no case matches is an error
            // at the switch (Swift's switch must be exhaustive), not a switch that does nothing.
            let unmatched = Expr(kind: .name(NameRef("Switch.unmatched", start)), span: start)
            rest = [Stmt(kind: .expression(Expr(kind: .call(unmatched, [Argument(label: nil, labelSpan: nil, value: read(start))]), span: start)),
                         span: start)]
        }
        var declares = declares
        let bound = Set(cases.flatMap { $0.bindings.compactMap { if case .declare(_, let ref, _) = $0.kind { ref.name } else { nil } } })
        if !cases.contains(where: { $0.test?.containsCall == true }) {
            declares = declares.filter { d in
                guard case .declare(_, let hiddenRef, let value?) = d.kind, case .name(let subject) = value.kind,
                      !bound.contains(subject.name), !subject.isHidden else { return true }
                let own = reads.refs.filter { $0.name == hiddenRef.name }
                guard !own.isEmpty else { return true }   // read by no test: computed as before
                for ref in own { ref.readsSubject(subject) }
                return false
            }
        }
        // The chain, built from the last case back: a case with a binding declares it in an
        // else block of its own, so its name is in scope for its condition and its body only.
        for c in cases.reversed() {
            let test = c.test ?? Expr(kind: .bool(true), span: c.span)
            let chosen = Stmt(kind: .if(test, c.body, rest), span: c.span)
            rest = c.bindings + [chosen]
        }
        // A block of its own (`if true { … }`), so the hidden constants and the cases' names
        // end with the switch.
        return Stmt(kind: .if(Expr(kind: .bool(true), span: start), declares + (rest ?? []), nil), span: start.through(close.span))
    }

    /// A case's patterns up to its `:`: the test (nil: always) and the declaration of a
    /// `let name` pattern's name.
    mutating func parseCasePatterns(_ read: (Span) -> Expr, _ subjectParts: [(Span) -> Expr]?) throws -> (Expr?, [Stmt]) {
        var tests: [Expr] = []
        var always = false   // a `let name` or `_` pattern matches anything
        var bindings: [Stmt] = []
        var count = 0
        // Where the last pattern's tests start, and whether a pattern before it matches
        // anything: a `where` belongs to the last pattern only, as in Swift
        // (`case "go", "walk" where ok:` is `"go" || ("walk" && ok)`).
        var lastStart = 0, alwaysBefore = false
        repeat {
            count += 1
            lastStart = tests.count
            alwaysBefore = always
            let at = current.span
            if let optional = try optionalCase() {
                // Optional's own cases: `case .some(let x):`, `case let .some(x):`, `case .none:` …
                tests.append(optional.test(read))
                if let ref = optional.ref {
                    bindings.append(Stmt(kind: .declare(isConst: optional.isConst, ref, read(ref.span)), span: at.through(optional.span)))
                }
            } else if let test = try oneSidedRange(read) {
                tests.append(test)
            } else if check(.let) || check(.var) {
                // (`case var v where …:` binds a variable the case may change.)
                let isConst = advance().kind == .keyword(.let)
                if let parts = try tuplePatternParts(bindsAll: true, subjectParts: subjectParts?.count) {
                    // Swift's `case let (x, y):`: every part a name (or `_`), bound.
                    // (`case let (x?, y?):` tests that each is not nil, `case let (x, 0):` the 0.)
                    let (test, names) = try parseTuplePattern(parts, read, subjectParts, bindsAll: true)
                    bindings += names
                    if let test { tests.append(test) } else { always = true }
                    continue
                }
                guard case .identifier(let name) = kind else {
                    throw fail("geo's switch binds one name: write 'case let x:' or 'case let x where …:'")
                }
                let nameToken = advance()
                try checkDeclarable(name, nameToken.span)
                bindings.append(Stmt(kind: .declare(isConst: isConst, NameRef(name, nameToken.span), read(nameToken.span)), span: at.through(nameToken.span)))
                if case .identifier("as") = kind {
                    // Swift's type pattern `case let s as String:`: the value, when it is one.
                    tests.append(try typePattern(read))
                } else if check(.question) {
                    // Swift's optional pattern `case let x?:`: the value, when it is not nil.
                    let mark = advance()
                    tests.append(Parser.notNil(read(mark.span), mark.span))
                } else {
                    always = true
                }
            } else if case .identifier("is") = kind {
                // Swift's `case is UILabel:`.
                tests.append(try typePattern(read))
                continue
            } else if case .identifier("_") = kind {
                if let mark = optionalMark() {
                    // Swift's `case _?:`: any value but nil.
                    tests.append(Parser.notNil(read(mark), mark))
                } else {
                    _ = advance()
                    always = true
                }
            } else {
                if let parts = try tuplePatternParts(subjectParts: subjectParts?.count) {
                    // `case (_, 0):`, `case (0...9, 1):`, `case (let x, 0):`: each part tested
                    // (or bound) on its own.
                    let (test, names) = try parseTuplePattern(parts, read, subjectParts)
                    bindings += names
                    if let test { tests.append(test) } else { always = true }
                } else {
                    if check(.lparen), peekKind(1) == .keyword(.let) || peekKind(1) == .keyword(.var) {
                        if !parenthesisCloses() { throw fail("expected ')' to end the tuple pattern, found the end of the line") }
                        throw fail("geo's tuple patterns have 2 to \(Parser.tupleParts) parts (a Point's x, y, a Rect's x, y, width, height, a tuple's values)",
                                   notes: ["bind the whole value (case let p where p.x == 0:) and read its parts"])
                    }
                    let pattern = try parseExpression()
                    // Swift's optional pattern of a value, `case "lamp"?:` (`.some("lamp")`): the
                    // same test, as nil equals no value. (The lexer read '?' there as chaining
                    // with no member, or as a conditional with no space: not an error here.)
                    if [Token.Kind.symbol(.colon), .symbol(.comma), .identifier("where")].contains(kind) {
                        let end = current.span.start
                        lexer?.dropTypeMarks(from: pattern.span.start + pattern.span.length, to: end)
                    }
                    tests.append(Parser.caseTest(pattern, read(pattern.span)))
                }
            }
            if !bindings.isEmpty && count > 1 {
                error("a case that binds a name has one pattern in geo", at: at, notes: ["write a case of its own for each"])
            }
        } while try patternCondition() && match(.comma)
        /// A pattern's `where` condition, which is its own, as in Swift: `case "go", "walk"
        /// where ok:` is `"go" || ("walk" && ok)`, and `case 1 where a, 2 where b:` has one for each.
        func patternCondition() throws -> Bool {
            guard case .identifier("where") = kind else { return true }
            _ = advance()
            // (`case let y where y / n == 2:` of an Int: the names bound have their shapes here.)
            let condition = try parseCondition(seeing: caseBindingShapes(bindings))
            let own = Parser.either(tests[lastStart...]).map { Expr(kind: .and($0, condition), span: $0.span.through(condition.span)) } ?? condition
            tests.removeSubrange(lastStart...)
            tests.append(own)
            always = alwaysBefore   // (a pattern that matched anything does so only with its condition now)
            return true
        }
        return (always ? nil : Parser.either(tests[...]), bindings)
    }

    /// The tests joined with `||` (nil: none).
    static func either(_ tests: ArraySlice<Expr>) -> Expr? {
        tests.dropFirst().reduce(tests.first) { e, t in e.map { Expr(kind: .or($0, t), span: $0.span.through(t.span)) } }
    }

    /// The reads of a switch's hidden subject the parser made (`parseCases`).
    final class SubjectReads {
        var refs: [NameRef] = []
    }

    /// One of Optional's cases in a pattern (`optionalCase`): the name it binds (none for
    /// `.none`, `.some(_)`, `.some`), whether as a `let`, and whether it is `.none`.
    struct OptionalCase {
        let ref: NameRef?
        let isConst: Bool
        let isNone: Bool
        let span: Span

        /// For `.some(value)`: the value.
        var value: Expr? = nil

        /// Its test of the subject: nil for `.none`, equal to the value for `.some(value)`, else
        /// not nil.
        func test(_ read: (Span) -> Expr) -> Expr {
            if let value { return Parser.caseTest(value, read(span)) }
            return Expr(kind: .binary(isNone ? .equal : .notEqual, read(span), Expr(kind: .nil, span: span)), span: span)
        }
    }

    /// Optional's cases as Swift writes them in a pattern, at the current token: `.none` (nil),
    /// `.some(let x)`, `.some(var x)`, `.some(_)`, `.some`, and `let .some(x)` / `var .some(x)`.
    /// Nil (nothing read) when the tokens here are not one.
    mutating func optionalCase() throws -> OptionalCase? {
        var bound: Bool?   // the `let` (true) or `var` read before it
        if check(.let) || check(.var), peekKind(1) == .symbol(.dot), peekKind(2) == .identifier("some") {
            bound = check(.let)
            _ = advance()
        }
        guard check(.dot), case .identifier(let word) = peekKind(1), word == "some" || word == "none" else { return nil }
        let start = current.span
        if word == "none" {
            guard peekKind(2) != .symbol(.lparen) else { return nil }
            _ = advance()
            return OptionalCase(ref: nil, isConst: true, isNone: true, span: start.through(advance().span))
        }
        if bound == nil, [.symbol(.colon), .symbol(.comma), .symbol(.assign), .identifier("where")].contains(peekKind(2)) {
            // `case .some:`, a test alone.
            _ = advance()
            return OptionalCase(ref: nil, isConst: true, isNone: false, span: start.through(advance().span))
        }
        guard peekKind(2) == .symbol(.lparen) else {
            if let bound { throw fail("after 'case \(bound ? "let" : "var")', a pattern here is '.some(x)'") }
            return nil
        }
        for _ in 0..<3 { _ = advance() }   // `.some(`
        var isConst = bound ?? true
        if bound == nil {
            if check(.let) || check(.var) {
                isConst = check(.let)
                _ = advance()
            } else if case .identifier("_") = kind, peekKind(1) == .symbol(.rparen) {
                _ = advance()
                return OptionalCase(ref: nil, isConst: true, isNone: false, span: start.through(advance().span))
            } else {
                // Swift's `.some("lamp")`: the subject equal to a value (a range: within it).
                let value = try parseExpression()
                guard check(.rparen) else { throw fail("expected ')' after the value in '.some(…)', found \(found)") }
                return OptionalCase(ref: nil, isConst: true, isNone: false, span: start.through(advance().span), value: value)
            }
        }
        guard case .identifier(let name) = kind else { throw fail("expected a name in '.some(…)', found \(found)") }
        let nameToken = advance()
        try checkDeclarable(name, nameToken.span)
        guard check(.rparen) else { throw fail("expected ')' after the name in '.some(…)', found \(found)") }
        return OptionalCase(ref: NameRef(name, nameToken.span), isConst: isConst, isNone: false, span: start.through(advance().span))
    }

    /// Swift's one-sided range patterns of a switch's case, `case ..<0:`, `case ...9:`,
    /// `case 10...:`: the subject's test against the bound. Nil (nothing read) when the tokens
    /// here are not one.
    mutating func oneSidedRange(_ read: (Span) -> Expr, inTuple: Bool = false) throws -> Expr? {
        if check(.halfOpen) || check(.closed) {
            let op = advance()
            let bound = try parseAdditive()
            let span = op.span.through(bound.span)
            return Expr(kind: .binary(op.kind == .symbol(.closed) ? .lessEqual : .less, read(span), bound), span: span)
        }
        // `10...`: the `...` last before the pattern's end (`:`, `,` or `where`), outside brackets.
        var look = pos, depth = 0
        scan: while true {
            switch token(look).kind {
            case .symbol(.lparen), .symbol(.lbracket): depth += 1
            case .symbol(.rparen), .symbol(.rbracket):
                // (A tuple pattern's part, `case (_, 90...):`, ends at its `)`.)
                if depth == 0 { if inTuple { break scan } else { return nil } }
                depth -= 1
            case .symbol(.colon), .symbol(.comma), .identifier("where"): if depth == 0 { break scan }
            case .newline, .eof, .symbol(.lbrace), .symbol(.rbrace), .symbol(.semicolon): return nil
            default: break
            }
            look += 1
        }
        guard look > pos + 1, token(look - 1).kind == .symbol(.closed) else { return nil }
        let bound = try parseAdditive()
        guard pos == look - 1 else { throw fail("expected '...' to end the pattern's range, found \(found)") }
        let span = bound.span.through(advance().span)
        return Expr(kind: .binary(.lessEqual, bound, read(span)), span: span)
    }

    /// Swift's type pattern at `is T` or `as T` (after `let name`): the subject's test of its
    /// type, as `subject is T` (see `CastType`).
    mutating func typePattern(_ read: (Span) -> Expr) throws -> Expr {
        let word = advance()
        let type = try parseCastType(after: .test)
        let span = word.span.through(token(pos - 1).span)
        return Expr(kind: .cast(read(span), .test, type, span), span: span)
    }

    /// A case pattern's test of `subject`: within a range (`1..<5`), or equal to a value.
    static func caseTest(_ pattern: Expr, _ subject: Expr) -> Expr {
        if case .range(let low, let high, let closed) = pattern.kind {
            let above = Expr(kind: .binary(.lessEqual, low, subject), span: pattern.span)
            let below = Expr(kind: .binary(closed ? .lessEqual : .less, subject, high), span: pattern.span)
            return Expr(kind: .and(above, below), span: pattern.span)
        }
        return Expr(kind: .binary(.equal, subject, pattern), span: pattern.span)
    }

    /// The number of parts of Swift's tuple pattern at `(` — `case (_, 0):`, `case (0..<5, 1):` —
    /// when it has 2 to 8 parts (a Point's x, y, a Rect's x, y, width, height, a tuple's
    /// values: a list) and one of them is `_`, a range or a binding (a whole Point or Rect is
    /// compared as a value, as before); else nil.
    /// A switch over a tuple written out (`subjectParts` of them) takes every pattern of
    /// parentheses part by part, and one with another number of parts is an error.
    mutating func tuplePatternParts(bindsAll: Bool = false, subjectParts: Int? = nil) throws -> Int? {
        guard check(.lparen) else { return nil }
        var depth = 0, parts = 1, special = false, look = pos
        while true {
            let k = token(look).kind
            switch k {
            case .symbol(.lparen), .symbol(.lbracket), .symbol(.lbrace): depth += 1
            case .symbol(.rparen), .symbol(.rbracket), .symbol(.rbrace): depth -= 1
            case .symbol(.comma) where depth == 1: parts += 1
            case .symbol(.halfOpen) where depth == 1, .symbol(.closed) where depth == 1, .identifier("_") where depth == 1,
                 .keyword(.let) where depth == 1, .keyword(.var) where depth == 1:
                special = true
            case .symbol(.dot) where depth == 1 && [.identifier("some"), .identifier("none")].contains(token(look + 1).kind):
                special = true   // Optional's cases as parts: `(.some(let x), .none)`
            case .eof, .newline: return nil
            default: break
            }
            look += 1
            if depth == 0 { break }
        }
        let after = token(look).kind
        guard after == .symbol(.colon) || after == .symbol(.comma) || after == .identifier("where") || after == .symbol(.assign)
                || after == .keyword(.in) else { return nil }
        if let subjectParts, parts >= 2 || bindsAll {
            guard parts == subjectParts else {
                throw fail("the pattern has \(parts) part\(parts == 1 ? "" : "s"), the switch's tuple \(subjectParts)",
                           notes: ["write one pattern per part of the tuple: _ matches any value"])
            }
            return parts
        }
        // (2: a Point, a pair; 4: a Rect, a list; 3, 5 … 8: a tuple of them, a list.)
        guard special || bindsAll, parts >= 2, parts <= Parser.tupleParts else { return nil }
        return parts
    }

    /// A tuple pattern's test (`tuplePatternParts` counted its parts): each part that is not
    /// `_` tests the subject's part (a Point's or Size's x, y, a pair's two elements, a Rect's x,
    /// y, width, height: `ExprKind.part`); nil when every part is `_`.
    mutating func parseTuplePattern(_ parts: Int, _ read: (Span) -> Expr, _ subjectParts: [(Span) -> Expr]?,
                                    bindsAll: Bool = false) throws -> (Expr?, [Stmt]) {
        /// The subject's part `i` (its own constant; else its part `i` of `parts`), located at `span`.
        func part(_ i: Int, _ span: Span) -> Expr {
            if let subjectParts { return subjectParts[i](span) }
            return Expr(kind: .part(read(span), index: i, count: parts), span: span)
        }
        _ = advance()
        var test: Expr?
        var bindings: [Stmt] = []
        for i in 0..<parts {
            if i > 0 { _ = try expect(.comma, "between the pattern's parts") }
            /// `test` and this part's.
            func and(_ partTest: Expr) {
                test = test.map { Expr(kind: .and($0, partTest), span: $0.span.through(partTest.span)) } ?? partTest
            }
            if case .identifier("_") = kind, let mark = optionalMark() {
                and(Parser.notNil(part(i, mark), mark))   // `(_?, nil)`: the part is not nil
                continue
            }
            if case .identifier("_") = kind, peekKind(1) == .symbol(.comma) || peekKind(1) == .symbol(.rparen) {
                _ = advance()
                continue
            }
            // (In `case let (x?, nil)` a part that is no name is a value tested, as Swift's.)
            let binds = (bindsAll && { if case .identifier = kind { true } else { false } }()) || check(.let) || check(.var)
            if binds {
                // `(let x, 0)`, or a name of `let (x, y)`: the part declared under that name —
                // `(let x?, nil)`, `let (x?, y?)`: Swift's optional pattern, the part when it is
                // not nil (the `?` right after the name, a token or a mark the lexer left).
                let at = current.span
                if !bindsAll { _ = advance() }
                let ends = { (k: Token.Kind) in k == .symbol(.comma) || k == .symbol(.rparen) }
                guard case .identifier(let name) = kind,
                      ends(peekKind(1)) || (peekKind(1) == .symbol(.question) && ends(peekKind(2))) else {
                    throw fail("expected a name to bind (or '_') in the tuple pattern, found \(found)",
                               notes: ["each part of 'case let (x, y):' is a name (or 'x?', when it is not nil); test values in 'case (let x, 0):'"])
                }
                let nameToken = current
                try checkDeclarable(name, nameToken.span)
                if let mark = optionalMark() {
                    and(Parser.notNil(part(i, mark), mark))
                } else {
                    _ = advance()
                }
                bindings.append(Stmt(kind: .declare(isConst: true, NameRef(name, nameToken.span), part(i, nameToken.span)),
                                     span: at.through(nameToken.span)))
                continue
            }
            if let optional = try optionalCase() {
                // `(.some(let x), .none)`: Optional's own cases, part by part.
                and(optional.test({ part(i, $0) }))
                if let ref = optional.ref {
                    bindings.append(Stmt(kind: .declare(isConst: optional.isConst, ref, part(i, ref.span)), span: optional.span))
                }
                continue
            }
            let partTest: Expr
            if let range = try oneSidedRange({ part(i, $0) }, inTuple: true) {
                partTest = range   // `case (_, 90...):`, `case (..<0, _):`
            } else {
                let value = try parseExpression()
                partTest = Parser.caseTest(value, part(i, value.span))
            }
            and(partTest)
        }
        _ = try expect(.rparen, "after the pattern's parts")
        return (test, bindings)
    }

    /// Whether the next token starts a switch's `case …` or `default:`.
    mutating func startsCaseLabel() -> Bool {
        if case .identifier("case") = kind { return true }
        if case .identifier("default") = kind, peekKind(1) == .symbol(.colon) { return true }
        return false
    }

    /// A `break` of these statements that is not inside a loop of theirs (it would leave the
    /// loop around a switch, where Swift's leaves the switch).
    /// A case's statements with each `break` that leaves the switch (not a loop's in it) made
    /// to set the hidden `flag`, and the statements after one that may set it run only while
    /// it is not set (`if !flag { … }`): Swift's `if done { break }` in the middle of a case.
    /// Each statement is kept once (the rest is nested, not copied into each branch).
    static func leavingSwitch(_ block: ArraySlice<Stmt>, flag: NameRef, except loopBreaks: Set<Int>, declaring: Bool = true) -> [Stmt] {
        let read = { (at: Span) in Expr(kind: .name(NameRef(flag.name, at)), span: at) }
        var out: [Stmt] = []
        if declaring {
            out.append(Stmt(kind: .declare(isConst: false, flag, Expr(kind: .bool(false), span: flag.span)), span: flag.span))
        }
        for (i, s) in zip(block.indices, block) {
            switch s.kind {
            case .break where !loopBreaks.contains(s.span.start):
                // (What follows it in this block never runs.)
                out.append(Stmt(kind: .assign(read(s.span), nil, Expr(kind: .bool(true), span: s.span), opSpan: s.span), span: s.span))
                return out
            case .if(let c, let yes, let no) where breakOutsideLoop([s], except: loopBreaks) != nil:
                let branch = { (b: [Stmt]) in leavingSwitch(b[...], flag: flag, except: loopBreaks, declaring: false) }
                out.append(Stmt(kind: .if(c, branch(yes), no.map(branch)), span: s.span))
                let rest = block[(i + 1)...]
                if let first = rest.first {
                    let notLeft = Expr(kind: .unary(.not, read(first.span)), span: first.span)
                    out.append(Stmt(kind: .if(notLeft, leavingSwitch(rest, flag: flag, except: loopBreaks, declaring: false), nil), span: first.span))
                }
                return out
            default:
                out.append(s)
            }
        }
        return out
    }

    static func breakOutsideLoop(_ block: [Stmt], except loopBreaks: Set<Int>) -> Span? {
        for s in block {
            switch s.kind {
            case .break where !loopBreaks.contains(s.span.start): return s.span
            case .if(_, let yes, let no):
                if let found = breakOutsideLoop(yes, except: loopBreaks) ?? no.flatMap({ breakOutsideLoop($0, except: loopBreaks) }) { return found }
            default: continue
            }
        }
        return nil
    }

    /// Swift's statements and declarations that geo does not have, with what to write instead.
    /// Where the Swift attribute at the current token ends — `objc` of `@objc`, with its
    /// parenthesized arguments (`@available(iOS 13, *)`) — when one is here (the lexer marked
    /// the `@` right before the name) and a declaration follows it; else nil.
    mutating func attributeEnd() -> Int? {
        func marked(_ offset: Int) -> Bool { lexer?.typeMarks.contains(where: { $0.offset == offset }) ?? false }
        guard case .identifier = kind, marked(current.span.start - 1) else { return nil }
        var end = pos + 1
        if token(end).kind == .symbol(.lparen), !token(end).spaceBefore {
            var depth = 0
            repeat {
                switch token(end).kind {
                case .symbol(.lparen): depth += 1
                case .symbol(.rparen): depth -= 1
                case .newline, .eof: return nil
                default: break
                }
                end += 1
            } while depth > 0
        }
        // The declaration on the same line or on a later one (`@discardableResult` on its
        // own line above `func`, as Swift code is usually written): the lines between skipped.
        // (`token(end)` lexes on: the marks are read after it.)
        while token(end).kind == .newline { end += 1 }
        let next = token(end)
        return Parser.beginsDeclaration(next.kind) || marked(next.span.start - 1) ? end : nil
    }

    /// Skips Swift's generic parameter clause at the current `<` (`<T>`, `<T: Comparable>`,
    /// `<A, B, C>`, `<K: Hashable, V>`) through its closing `>`; an error when it does not
    /// close on its line.
    mutating func skipGenericParameters() throws {
        let open = advance()
        var depth = 1
        while depth > 0 {
            switch kind {
            case .symbol(.less): depth += 1
            case .symbol(.greater): depth -= 1
            case .newline, .eof, .symbol(.lparen), .symbol(.lbrace):
                error("expected '>' to close the generic parameters", at: open.span)
                throw Bail()
            default: break
            }
            _ = advance()
        }
    }

    /// Swift's modifiers of a declaration, which geo reads and leaves aside.
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "lazy", "weak", "unowned",
        "override", "nonisolated", "dynamic", "indirect",
    ]

    /// Whether a token of this kind can follow a declaration modifier: `func`, `let`, `var`,
    /// another modifier, or Swift's type declarations (which then get their own error).
    static func beginsDeclaration(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .keyword(.func), .keyword(.let), .keyword(.var): return true
        case .identifier(let word): return declarationModifiers.contains(word) || swiftStatement(word) != nil
        default: return false
        }
    }

    static func swiftStatement(_ word: String) -> (message: String, note: String)? {
        switch word {
        case "typealias":
            return ("geo's 'typealias' names a type: typealias Name = Type", "a generic alias (typealias Pair<T> = …) is not geo's: write the type where it is used")
        case "infix", "prefix", "postfix", "precedencegroup":
            return ("geo has no operator declarations", "geo's operators are its own: write a named func for a new operation")
        case "throw":
            return ("geo has no 'throw': nothing in geo catches an error",
                    "to stop the script with a message, write fatalError(\"message\") (or precondition(condition, \"message\"))")
        case "struct", "class", "enum", "protocol", "extension":
            return ("geo has no '\(word)' declarations",
                    "keep values in variables, lists, dictionaries and labelled tuples ((name: \"Ann\", age: 31) for a struct's fields), and behaviour in func; geo's own types are Number, String, Bool, Point, Size, Rect, Transform, View, List, Dictionary, Set, labelled tuples and Function")
        default:
            return nil
        }
    }

    /// The operators Swift code passes as functions (`reduce(0, +)`, `sorted(by: <)`).
    static func isBinaryOperator(_ op: Symbol) -> Bool {
        switch op {
        case .plus, .minus, .star, .slash, .percent, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
            return true
        default:
            return false
        }
    }

    /// Whether a token of this kind can start an operand (a name, a literal, a prefix '!').
    static func startsOperand(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .identifier, .number, .string, .symbol(.bang), .keyword(.true), .keyword(.false), .keyword(.nil), .keyword(.not): return true
        default: return false
        }
    }

    /// `{ a, b in … }` or `{ … }`.
    mutating func parseClosure() throws -> Expr {
        try enter()
        defer { leave() }
        returnShapes.append(nil)   // a closure's return is its own
        defer { returnShapes.removeLast() }
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        let open = current.span
        let elementShapes = closureElements
        closureElements = [:]
        var declaredReturn = closureReturn
        closureReturn = nil
        // Look ahead for `name, name in`.
        var params: [(name: String, span: Span)] = []
        var look = pos + 1
        while token(look).kind == .newline { look += 1 }
        var names: [(String, Span)] = []
        var typedParameters: [String: CollectionShape] = [:]
        var isParams = false
        // Swift's capture list, `{ [weak card] in … }`, `{ [v] x in … }`. A closure holds what
        // it uses, strongly (a `weak` capture's turning nil when the object is freed elsewhere
        // is not modelled; geo frees a session's cycles with it); a plain name's value is
        // captured as the closure is made (`capturedValues`).
        let captures = captureListEnd(from: look)
        let captured = captures.map { capturedValues(from: look, to: $0) } ?? []
        if let captures { look = captures }
        // Swift's `{ (a, b) in … }` and `{ () in … }` name the parameters the same way.
        let parenthesized = token(look).kind == .symbol(.lparen)
        if parenthesized { look += 1 }
        while token(look).kind != .eof {
            if case .identifier(let n) = token(look).kind {
                names.append((n, token(look).span))
                look += 1
                // Swift's typed parameter, `{ (a: Double, b: Double) in`: the type left aside.
                // (Its shape kept for the body: an Int's `integerDivision`, a String's count.)
                if parenthesized, token(look).kind == .symbol(.colon),
                   let end = typeEnd(from: look + 1, before: [.symbol(.comma), .symbol(.rparen)]) {
                    var at = look + 1
                    let shape = collectionShape(&at, end: end)
                    let last = token(end - 1).span
                    if lexer?.hasOptionalMark(at: last.start + last.length) == true {
                        // `{ (s: String?) in s.map { … } }`: an Optional, whose map is Optional's.
                        typedParameters[n] = .optional(at == end ? shape : nil)
                    } else if let shape, at == end {
                        typedParameters[n] = shape
                    }
                    look = end
                }
                if token(look).kind == .symbol(.comma) { look += 1; continue }
            }
            break
        }
        var end = look   // where `in` should be
        if parenthesized {
            end = token(look).kind == .symbol(.rparen) ? look + 1 : -1
        } else if names.isEmpty {
            end = captures != nil && token(look).kind == .keyword(.in) ? look : -1
        }
        if end >= 0, token(end).kind == .symbol(.arrow) {
            // Swift's return type, `{ a -> Double in`: its shape kept, as a function's
            // (`{ s -> (name: String, n: Int) in return (s, s.count) }` gives the labels).
            let arrow = end
            end = typeEnd(from: end + 1, before: [.keyword(.in)]) ?? -1
            var at = arrow + 1
            if end >= 0, let shape = collectionShape(&at, end: end), at == end { declaredReturn = shape }
        }
        if end >= 0, token(end).kind == .keyword(.in) {
            isParams = true
            look = end + 1
            // `{ (f: @escaping (Int) -> Int, p: CGPoint?) in`: the types' marks are not errors.
            let to = token(end).span.start
            lexer?.dropTypeMarks(from: open.start, to: to)
        }
        if !isParams, !names.isEmpty || parenthesized {
            // Swift's typed parameters and return types: `{ (a: Int) in`, `{ a -> Int in`.
            let at = token(look).kind == .symbol(.rparen) ? look + 1 : look
            if token(at).kind == .symbol(.colon) || token(at).kind == .symbol(.arrow) {
                error("expected a type after '\(token(at).kind == .symbol(.colon) ? ":" : "->")', then 'in'", at: token(at).span,
                      notes: ["a closure's parameters are written { a, b in … } or { (a: Double, b: Double) -> Double in … }"])
                throw Bail()
            }
        }
        // A closure declared to give a function (`let hourly: (Int) -> (Int) -> Int = { rate in {
        // minutes in … } }`): the closure it returns gets that function type's Int parameters.
        if case .function? = declaredReturn { returnShapes[returnShapes.count - 1] = declaredReturn }
        var body: [Stmt]
        anonymousParameters.append(isParams ? -1 : 0)
        defer { anonymousParameters.removeLast() }
        if isParams {
            params = names.map { (name: $0.0, span: $0.1) }
            for p in params { try checkDeclarable(p.name, p.span) }
            pos = look - 1
            // Replace the tokens up to `in` by parsing a block from a synthetic `{`.
            tokens[pos - base] = Token(kind: .symbol(.lbrace), span: tokens[pos - base].span)
            parameterShapes = Parser.closureShapes(params.map(\.name), typed: typedParameters, elements: elementShapes,
                                                   takesApart: params.count >= 2)
            body = try parseBlockBody(open: open)
        } else {
            let takesApart = elementShapes[0]?.parts != nil && usesSecondAnonymous(from: pos + 1)
            parameterShapes = Parser.closureShapes((0..<4).map { "$\($0)" }, typed: [:], elements: elementShapes,
                                                   takesApart: takesApart)
            body = try parseBlockBody(open: open)
            // `{ $0 * 2 }`: as many parameters as the highest `$n` used.
            if let count = anonymousParameters.last, count > 0 {
                params = (0..<count).map { (name: "$\($0)", span: open) }
            }
        }
        var isExpressionBody = false
        if body.count == 1, case .expression = body[0].kind { isExpressionBody = true }
        let decl = FunctionDecl(name: "<closure>", span: open, params: params, body: body,
                                isExpressionBody: isExpressionBody)
        // Its returns made to the declared type, as a function's are (`conformingReturns`).
        if let declaredReturn { _ = Parser.conformedResult(decl, to: declaredReturn) }
        if let shape = declaredReturn ?? closureBodyShape { closureResults[open.start] = shape }
        let endSpan = tokens[max(0, pos - 1 - base)].span
        let closure = Expr(kind: .closure(decl), span: open.through(endSpan))
        guard !captured.isEmpty else { return closure }
        // `{ [a] in … }`: the closure is made by a function of the captured names, called with
        // their values where the closure is written — `{ a in { … } }(a)` — so it holds each
        // value as it was then (a list appended to later is not seen), as Swift's does.
        let maker = FunctionDecl(name: "<closure>", span: open, params: captured, body: [Stmt(kind: .return(closure), span: closure.span)],
                                 isExpressionBody: false)
        let values = captured.map { Argument(label: nil, labelSpan: nil, value: Expr(kind: .name(NameRef($0.0, $0.1)), span: $0.1)) }
        return Expr(kind: .call(Expr(kind: .closure(maker), span: closure.span), values), span: closure.span)
    }

    /// Whether the closure whose body starts at token `start` uses `$1` itself (not in a closure
    /// inside it): then a tuple handed to it is taken apart (`closureShapes`).
    mutating func usesSecondAnonymous(from start: Int) -> Bool {
        var depth = 0, at = start
        while true {
            switch token(at).kind {
            case .eof: return false
            case .symbol(.lbrace): depth += 1
            case .symbol(.rbrace):
                if depth == 0 { return false }
                depth -= 1
            case .identifier("$1") where depth == 0: return true
            default: break
            }
            at += 1
        }
    }

    /// The names a capture list (`[` at `start`, its end before `end`) captures by value: the
    /// plain ones (`[a, b]`), not `weak` or `unowned` ones (references, held as they are).
    mutating func capturedValues(from start: Int, to end: Int) -> [(name: String, span: Span)] {
        var names: [(name: String, span: Span)] = []
        var i = start + 1
        while i < end {
            if case .identifier(let word) = token(i).kind, word == "weak" || word == "unowned" {
                // `weak card`, `unowned(safe) card`: skip to the name after it.
                i += token(i + 1).kind == .symbol(.lparen) ? 5 : 2
                continue
            }
            if case .identifier(let name) = token(i).kind { names.append((name, token(i).span)) }
            i += 1
        }
        return names
    }

    /// Swift's Optional `map` / `flatMap` on a value that is an Optional whatever it holds —
    /// `names.first.map { $0.uppercased() }`, `xs.min().map { … }`, `(x as? String).map { … }`:
    /// geo's values have no Optional box, so a String or a List there would map its elements;
    /// the call is `Optional.map(value, f)` (f applied to the value, nil for nil); on a variable
    /// declared so, too, and on `d[k]` when `d` is a dictionary. Nil when the receiver may be a
    /// collection itself (`xs.map`: by the value's kind).
    /// Swift's slice shares its base's indices: `s[i...].firstIndex(of: ",")` and
    /// `xs[(i + 1)...].firstIndex(of: t)` are indices of `s` and `xs`. geo's slice is a new
    /// value indexed from 0, so an index found on a range subscript written in place — by
    /// `firstIndex`, `lastIndex`, `range(of:)`, `startIndex`, `endIndex` — is moved by the
    /// range's start (`Slice.offset`), the base and the start held in hidden locals (each
    /// computed once, in order). (A slice stored in a variable keeps its own indices: see the
    /// docs.) `args` nil: a property.
    mutating func sliceIndexed(_ callee: Expr, _ args: [Argument]?, span: Span) -> Expr? {
        guard case .member(let slice, let name, let nameSpan) = callee.kind,
              args == nil ? name == "startIndex" || name == "endIndex"
                          : name == "firstIndex" || name == "lastIndex" || (name == "range" && args?.first?.label == "of"),
              case .call(let sub, var bounds) = slice.kind, case .member(let base, "subscript", let rangeSpan) = sub.kind,
              bounds.first?.label == "from" else { return nil }
        let at = "(slice)@" + String(nameSpan.start)
        let b = NameRef(at + "b", base.span), l = NameRef(at + "l", bounds[0].value.span)
        let read = { (r: NameRef) in Expr(kind: .name(NameRef(r.name, r.span)), span: r.span) }
        let low = bounds[0].value
        if let searched = searchedFrom(read(b), read(l), name, args, bounds: bounds, slice: slice.span, span: span) {
            return Expr(kind: .optionalChain(base, b, Expr(kind: .optionalChain(low, l, searched), span: span)), span: span)
        }
        bounds[0].value = read(l)
        let rebuilt = Expr(kind: .call(Expr(kind: .member(read(b), "subscript", rangeSpan), span: sub.span), bounds), span: slice.span)
        let member = Expr(kind: .member(rebuilt, name, nameSpan), span: callee.span)
        let found = args.map { Expr(kind: .call(member, $0), span: span) } ?? member
        let offset = Expr(kind: .name(NameRef("Slice.offset", nameSpan)), span: nameSpan)
        let moved = Expr(kind: .call(offset, [Argument(label: nil, labelSpan: nil, value: found),
                                              Argument(label: nil, labelSpan: nil, value: read(l))]), span: span)
        return Expr(kind: .optionalChain(base, b, Expr(kind: .optionalChain(low, l, moved), span: span)), span: span)
    }

    /// `xs[a...].firstIndex(of: x)`, `firstIndex(where:)` (a trailing closure too) and
    /// `s[a...].range(of: t)` as a search of the base from `a`, the slice not made
    /// (`SliceSearch`): `Slice.firstIndex(b, Slice.start(b, a), of: x)`, the start checked at
    /// the subscript (its errors located there). Nil for the other members and ranges.
    mutating func searchedFrom(_ base: Expr, _ low: Expr, _ name: String, _ args: [Argument]?, bounds: [Argument],
                      slice: Span, span: Span) -> Expr? {
        guard bounds.count == 1, let args, args.count == 1 else { return nil }
        var search = args[0]
        if name == "firstIndex", search.label == nil, case .closure = search.value.kind { search.label = "where" }
        guard name == "firstIndex" ? search.label == "of" || search.label == "where" : name == "range" && search.label == "of" else { return nil }
        let start = Expr(kind: .call(Expr(kind: .name(NameRef("Slice.start", slice)), span: slice),
                                     [Argument(label: nil, labelSpan: nil, value: base), Argument(label: nil, labelSpan: nil, value: low)]),
                         span: slice)
        let callee = Expr(kind: .name(NameRef("Slice." + name, span)), span: span)
        return Expr(kind: .call(callee, [Argument(label: nil, labelSpan: nil, value: base),
                                         Argument(label: nil, labelSpan: nil, value: start), search]), span: span)
    }

    /// Foundation's `s.range(of: t, range: a..<b)` (and with `options:`): the search of
    /// `s[a..<b]` written in place, its indices the base's (`sliceIndexed`). Nil unless the
    /// range is written there (`a..<b`, `a...b`).
    mutating func searchWithin(_ callee: Expr, _ args: [Argument], span: Span) -> Expr? {
        guard case .member(let base, "range", let nameSpan) = callee.kind, args.count >= 2, args[0].label == "of",
              let last = args.last, last.label == "range", case .range(let a, let b, let closed) = last.value.kind else { return nil }
        let bounds = [Argument(label: "from", labelSpan: nil, value: a), Argument(label: closed ? "through" : "upTo", labelSpan: nil, value: b)]
        let slice = Expr(kind: .call(Expr(kind: .member(base, "subscript", last.value.span), span: base.span), bounds), span: base.span.through(last.value.span))
        return sliceIndexed(Expr(kind: .member(slice, "range", nameSpan), span: callee.span), Array(args.dropLast()), span: span)
    }

    /// `(1...12).contains(m)`, `(0..<n).contains(i)`, `("a"..."z").contains(c)`: Swift's
    /// range answers by comparing with its bounds; it holds no elements. geo's range written
    /// so would be the list of its numbers — which a range of strings, or of a billion
    /// numbers, cannot be, and which holds no fraction — so the call is `Range.contains(a,
    /// b, x, closed)`, the bounds then the value computed in order.
    mutating func rangeContains(_ callee: Expr, _ args: [Argument], span: Span) -> Expr? {
        guard case .member(let range, "contains", let nameSpan) = callee.kind, case .range(let a, let b, let closed) = range.kind,
              args.count == 1, args[0].label == nil, !args[0].isTrailingClosure else { return nil }
        let values = [a, b, args[0].value, Expr(kind: .bool(closed), span: nameSpan)]
        return Expr(kind: .call(Expr(kind: .name(NameRef("Range.contains", nameSpan)), span: nameSpan),
                                values.map { Argument(label: nil, labelSpan: nil, value: $0) }), span: span)
    }

    /// `member` as `sliceIndexed` makes a property read (`xs[1...].startIndex`), unless a
    /// call follows.
    mutating func sliceIndexedProperty(_ member: Expr) -> Expr {
        if check(.lparen), !current.spaceBefore { return member }
        return sliceIndexed(member, nil, span: member.span) ?? member
    }

    mutating func sequencePrefix(_ callee: Expr, _ args: [Argument], span: Span) -> Expr? {
        // Swift's `sequence(first:next:)` is lazy: `sequence(first: 1) { $0 * 3 }.prefix(5)`
        // takes five of an endless sequence. geo makes the sequence's list (to the first nil),
        // so a prefix of it is passed to the built-in, which stops there: `prefix(_:)`,
        // `prefix(while:)`.
        guard case .member(let base, "prefix", _) = callee.kind, args.count == 1,
              args[0].label == nil || args[0].label == "while",
              case .call(let f, let made) = base.kind, case .name(let ref) = f.kind, ref.name == "sequence",
              functionParameterTypes["sequence"] == nil, made.count == 2, made[0].label == "first",
              made[1].label == "next" || made[1].label == nil else { return nil }
        var next = made[1], bounded = args[0]
        next.label = "next"   // (a trailing closure's)
        bounded.label = args[0].label ?? "prefix"
        return Expr(kind: .call(f, [made[0], next, bounded]), span: span)
    }

    mutating func optionalMap(_ callee: Expr, _ args: [Argument], span: Span) -> Expr? {
        guard case .member(let receiver, let name, let nameSpan) = callee.kind, name == "map" || name == "flatMap",
              args.count == 1, args[0].label == nil || args[0].label == "transform" else { return nil }
        let function = Expr(kind: .name(NameRef("Optional." + name, nameSpan)), span: nameSpan)
        var transform = args[0]
        transform.label = nil
        func optionalCall(_ value: Expr, _ transform: Argument) -> Expr {
            Expr(kind: .call(function, [Argument(label: nil, labelSpan: nil, value: value), transform]), span: span)
        }
        if Parser.isOptional(receiver) { return optionalCall(receiver, transform) }
        // A variable, a labelled tuple's part (`person.email.map { … }` of an `email: String?`).
        if case .optional? = collectionShape(receiver) { return optionalCall(receiver, transform) }
        if case .call(let f, _) = receiver.kind, case .name(let ref) = f.kind, case .optional? = functionReturnShapes[ref.name] {
            // `nickname(name).map { … }` of a `func nickname(_:) -> String?`.
            return optionalCall(receiver, transform)
        }
        guard case .index(let container, let key) = receiver.kind else { return nil }
        // `d[k].map { … }`: a dictionary's entry is an Optional whatever it holds (Swift's
        // `d["port"].map { $0 + "!" }`), a list's element is not (`rows[i].map { … }` maps the
        // row). Which one is known when the container is: the container, the key and the
        // function are held in hidden locals (each computed once, in order), then the entry is
        // mapped as an Optional or the element as a collection.
        let hidden = { (tag: String, e: Expr) in NameRef("(map)@" + String(nameSpan.start) + tag, e.span) }
        let read = { (ref: NameRef) in Expr(kind: .name(NameRef(ref.name, ref.span)), span: ref.span) }
        let c = hidden("c", container), k = hidden("k", key), f = hidden("f", transform.value)
        let element = Expr(kind: .index(read(c), read(k)), span: receiver.span)
        var passed = transform
        passed.value = read(f)
        let holdsEntries = Expr(kind: .call(Expr(kind: .name(NameRef("Optional.holdsEntries", nameSpan)), span: nameSpan),
                                            [Argument(label: nil, labelSpan: nil, value: read(c))]), span: nameSpan)
        let collectionCall = Expr(kind: .call(Expr(kind: .member(element, name, nameSpan), span: receiver.span.through(nameSpan)), [passed]),
                                  span: span)
        let chosen = Expr(kind: .conditional(holdsEntries, optionalCall(element, passed), collectionCall), span: span)
        let bound = Expr(kind: .optionalChain(transform.value, f, chosen), span: span)
        let keyed = Expr(kind: .optionalChain(key, k, bound), span: span)
        return Expr(kind: .optionalChain(container, c, keyed), span: span)
    }

    /// Whether `e` is one of Swift's expressions whose type is an Optional, whatever the
    /// collection's elements: `xs.first`, `xs.last`, `xs.min()`, `xs.max(by:)`,
    /// `xs.first(where:)`, `xs.randomElement()`, `xs.popLast()`, `xs.firstIndex(of:)`,
    /// `s.range(of:)`, `x as? T`.
    static func isOptional(_ e: Expr) -> Bool {
        switch e.kind {
        case .member(_, let name, _):
            return name == "first" || name == "last"
        case .call(let callee, let args):
            // (`n.map { … }` of an Optional is one: `optionalMap` made it `Optional.map(n, …)`.)
            if case .name(let ref) = callee.kind { return ref.name == "Optional.map" || ref.name == "Optional.flatMap" }
            guard case .member(_, let name, _) = callee.kind else { return false }
            // A string's `range(of:)` (`s.range(of: "=").map { $0.lowerBound }`).
            if name == "range" { return args.first?.label == "of" }
            return ["min", "max", "first", "last", "randomElement", "popLast", "firstIndex", "lastIndex"].contains(name)
        case .cast(_, let op, _, _):
            return op == .optional
        default:
            return false
        }
    }

    /// A tuple's parts, each that Swift types as an Optional — `Int(s)` of a String, `xs.first`,
    /// `s.firstIndex(of: c)`, `d[k]`, a name declared `Int?` — written `Optional(part)`: the
    /// tuple then holds a nil as Swift's `(Int?, Int?)` does (`Compiler.lowerTuple`), where a
    /// nil among Numbers is otherwise refused (a geometry read that found nothing). The
    /// parts' shapes are read through it (`inferredShape`).
    mutating func optionalParts(_ items: [Expr]) -> [Expr] {
        items.map { item in
            guard Parser.isOptional(item) || isIntegerOptional(item) || convertsText(item) else { return item }
            let wrap = Expr(kind: .name(NameRef("Optional", item.span)), span: item.span)
            return Expr(kind: .call(wrap, [Argument(label: nil, labelSpan: nil, value: item)]), span: item.span)
        }
    }

    /// Whether `e` may be Swift's failable conversion of text to a number, `Int(s)`,
    /// `Double(s)` of a String (an Optional): a conversion of what the parser does not know
    /// to be a number. (Of a number it gives the number, and the tuple is a Point as ever.)
    mutating func convertsText(_ e: Expr) -> Bool {
        guard case .call(let callee, let args) = e.kind, case .name(let ref) = callee.kind, args.count == 1, args[0].label == nil,
              Parser.integerTypes.contains(ref.name) || ref.name == "Double" || ref.name == "Float" else { return false }
        let arg = args[0].value
        switch arg.kind {
        case .number, .binary, .unary: return false
        default: return !isInteger(arg) && !isWhole(arg)
        }
    }

    /// `Optional(x)` as `optionalParts` writes a part: `x`, else nil.
    static func optionalPart(_ e: Expr) -> Expr? {
        guard case .call(let callee, let args) = e.kind, case .name(let ref) = callee.kind, ref.name == "Optional",
              args.count == 1, args[0].label == nil else { return nil }
        return args[0].value
    }

    /// Swift's `xs.reduce(into: initial) { acc, x in … }`, whose closure changes `acc` in place
    /// (an inout parameter, which geo's functions do not have): a closure called at once,
    /// `{ var acc = initial; func step(x) { … }; for x in xs { step(x) }; return acc }()`, so
    /// the body changes a variable of its own (a list appended to in place, not copied) and a
    /// `return` in it ends one element's step, as in Swift. Nil when the call is not that.
    mutating func reduceInto(_ callee: Expr, _ args: [Argument], span: Span) throws -> Expr? {
        guard case .member(let receiver, "reduce", _) = callee.kind, args.first?.label == "into" else { return nil }
        guard args.count == 2, args[1].label == nil, case .closure(let decl) = args[1].value.kind, decl.params.count == 2 else {
            error("reduce(into:) takes the initial value and a closure of two parameters, { acc, x in … }", at: span,
                  notes: ["the closure changes acc in place: xs.reduce(into: 0) { sum, x in sum += x }"])
            throw Bail()
        }
        if decl.isExpressionBody, case .expression(let e) = decl.body[0].kind {
            if case .call = e.kind {} else {
                // `reduce(into: 0, +)`, `{ $0 + $1 }`: a value made and dropped (Swift rejects it).
                error("reduce(into:)'s closure changes its first parameter in place and returns nothing: this one only computes a value",
                      at: e.span, notes: ["write xs.reduce(into: 0) { $0 += $1 }, or xs.reduce(0, +) for a value made from each step's"])
                throw Bail()
            }
        }
        let at = String(span.start)
        let accumulator = decl.params[0].name == "_" ? "(acc)@" + at : decl.params[0].name
        let element = "(x)@" + at, step = "reduce(into:)@" + at, sequence = "(xs)@" + at
        let name = { (n: String) in Expr(kind: .name(NameRef(n, span)), span: span) }
        let stepDecl = FunctionDecl(name: "reduce(into:)", span: decl.span, params: [decl.params[1]], body: decl.body,
                                    isExpressionBody: decl.isExpressionBody)
        let call = Expr(kind: .call(name(step), [Argument(label: nil, labelSpan: nil, value: name(element))]), span: span)
        let body = [
            Stmt(kind: .declare(isConst: true, NameRef(sequence, span), receiver), span: span),
            Stmt(kind: .declare(isConst: false, NameRef(accumulator, decl.params[0].span), args[0].value), span: span),
            Stmt(kind: .function(stepDecl, NameRef(step, span)), span: span),
            Stmt(kind: .for(NameRef(element, span), name(sequence), [Stmt(kind: .expression(call), span: span)]), span: span),
            Stmt(kind: .return(name(accumulator)), span: span),
        ]
        let run = FunctionDecl(name: "reduce(into:)", span: span, params: [], body: body, isExpressionBody: false)
        // What it gives has the initial value's shape (`reduce(into: [String: Int]())`); from a
        // whole number over Ints, an Int (`reduce(into: 0) { $0 += $1 }`).
        if let shape = inferredShape(args[0].value) {
            closureResults[span.start] = shape
        } else if isWhole(args[0].value), case .integer? = collectionShape(receiver)?.entry {
            closureResults[span.start] = .integer
        }
        return Expr(kind: .call(Expr(kind: .closure(run), span: span), []), span: span)
    }

    /// The token after Swift's capture list at `start` (`[weak self]`, `[unowned a, b]`) when
    /// one is there — names, each after `weak` or `unowned` (`unowned(safe)`) or not, then `]`
    /// and `in` or the parameters; nil when `[` there starts a list (`{ [a, b].count }`).
    mutating func captureListEnd(from start: Int) -> Int? {
        guard token(start).kind == .symbol(.lbracket) else { return nil }
        var i = start + 1
        while true {
            if case .identifier(let word) = token(i).kind, word == "weak" || word == "unowned",
               case .identifier = token(i + 1).kind {
                i += 1
            } else if case .identifier("unowned") = token(i).kind, token(i + 1).kind == .symbol(.lparen) {
                i += 4   // unowned(safe) name
            }
            guard case .identifier = token(i).kind else { return nil }
            i += 1
            if token(i).kind == .symbol(.comma) { i += 1; continue }
            guard token(i).kind == .symbol(.rbracket) else { return nil }
            i += 1
            switch token(i).kind {
            case .keyword(.in), .identifier, .symbol(.lparen): return i
            default: return nil
            }
        }
    }

    /// The closure `{ $0 op $1 }` for an operator passed as a function (`reduce(0, +)`).
    mutating func operatorFunction(_ op: Symbol, _ span: Span) -> Expr {
        let operation = BinaryOp(rawValue: op.rawValue)!
        let operands = ["$0", "$1"].map { Expr(kind: .name(NameRef($0, span)), span: span) }
        return Parser.closure(returning: Expr(kind: .binary(operation, operands[0], operands[1]), span: span),
                              parameters: ["$0", "$1"], span)
    }

    /// The closure `{ $0 … }` whose body is one expression (an operator's, a key path's).
    static func closure(returning body: Expr, parameters: [String], _ span: Span) -> Expr {
        let decl = FunctionDecl(name: "<closure>", span: span, params: parameters.map { ($0, span) },
                                body: [Stmt(kind: .expression(body), span: span)], isExpressionBody: true)
        return Expr(kind: .closure(decl), span: span)
    }

    /// Swift's labelled tuple as geo's geometry: `(x: 1, y: 2)` is a Point, `(width: 3,
    /// height: 4)` a Size, `(x:, y:, width:, height:)` a Rect — whose members have those names.
    /// Other labels are an error: geo's tuples are Points, Sizes and Rects.
    mutating func labelledTuple(_ items: [Expr], _ labels: [(String, Span)?], _ span: Span) throws -> Expr {
        let names = labels.map { $0?.0 ?? "_" }
        switch names {
        case ["x", "y"], ["x", "y", "width", "height"]:
            return Expr(kind: .tuple(items), span: span)
        case ["width", "height"]:
            let callee = Expr(kind: .name(NameRef("CGSize", span)), span: span)
            let args = zip(items, labels).map { Argument(label: $1?.0, labelSpan: $1?.1, value: $0) }
            return Expr(kind: .call(callee, args), span: span)
        default:
            if items.count < 2 {
                labelledValueError(names, labels)
                throw Bail()
            }
            // Swift's labelled tuple of other values (`(min: lo, max: hi)`): a record, read
            // as this call (`Records`); a part without a label is named by its position.
            var seen: Set<String> = []
            for case let (label, span)? in labels where !seen.insert(label).inserted {
                error("a tuple cannot have the label '\(label)' twice", at: span)
                throw Bail()
            }
            return Parser.record(items, labels: names.enumerated().map { $1 == "_" ? String($0) : $1 }, span)
        }
    }

    /// Whether the statements end every path by a `return` (or an error of a switch no case
    /// matched): the last is a `return`, an `if` with an `else` whose branches both do, or a
    /// block (a switch's `if true { … }`) that does.
    static func endsEveryPath(_ body: [Stmt]) -> Bool {
        guard let last = body.last else { return false }
        switch last.kind {
        case .return: return true
        case .if(let test, let then, let otherwise):
            if case .bool(true) = test.kind, otherwise == nil { return endsEveryPath(then) }
            guard let otherwise else { return false }
            return endsEveryPath(then) && endsEveryPath(otherwise)
        case .expression(let e):
            guard case .call(let callee, _) = e.kind, case .name(let ref) = callee.kind else { return false }
            return ["Switch.unmatched", "fatalError", "preconditionFailure"].contains(ref.name)
        default:
            return false
        }
    }

    /// `value` given `labels` when it is a tuple without them, as Swift converts `(3, 10)` to
    /// `(start: Int, end: Int)`: a literal's parts labelled (`record`), any other value's at
    /// run time (`Dictionary(tupleLabels:conforming:)`).
    static func labelled(_ value: Expr, _ labels: [String]) -> Expr {
        if case .tuple(let items) = value.kind, items.count == labels.count { return record(items, labels: labels, value.span) }
        return tupleLabelsCall(labels, "conforming", value, value.span)
    }

    /// Foundation's CharacterSet where a call takes one: `.newlines` or `CharacterSet.newlines`
    /// (`named`: the set's name, a String) or `CharacterSet(charactersIn: ",;")` (its
    /// characters' String); nil for any other expression (a String, a variable).
    static func characterSetArgument(_ e: Expr) -> (value: Expr, named: Bool)? {
        // `CharacterSet.letters.inverted`, `.alphanumerics.inverted`: the named set's
        // complement, by the name with `.inverted` after it (`CoreLibrary.characterSet`).
        if case .member(let set, "inverted", _) = e.kind, let named = characterSetArgument(set), named.named,
           case .string(let name) = named.value.kind {
            let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
            return (Expr(kind: .string(bare + ".inverted"), span: e.span), true)
        }
        switch e.kind {
        case .string where e.span.length > 1 && e.span.file.bytes[e.span.start] == UInt8(ascii: "."):
            return (e, true)
        case .member(let base, let name, _):
            guard case .name(let type) = base.kind, type.name == "CharacterSet" else { return nil }
            return (Expr(kind: .string(name), span: e.span), true)
        case .call(let callee, let args):
            guard case .name(let type) = callee.kind, type.name == "CharacterSet", args.count == 1,
                  args[0].label == "charactersIn" else { return nil }
            return (args[0].value, false)
        default:
            return nil
        }
    }

    /// The labelled tuple of `items` (Swift's `(min: lo, max: hi)`) as geo reads it:
    /// `Dictionary(tupleLabels: ["min", "max"], parts: [lo, hi])` (`Records`).
    static func record(_ items: [Expr], labels: [String], _ span: Span) -> Expr {
        tupleLabelsCall(labels, "parts", Expr(kind: .list(items), span: span), span)
    }

    /// `Dictionary(tupleLabels: labels, <label>: value)`, the built-in both `record` and
    /// `labelled` call.
    static func tupleLabelsCall(_ labels: [String], _ label: String, _ value: Expr, _ span: Span) -> Expr {
        let callee = Expr(kind: .name(NameRef("Dictionary", span)), span: span)
        let names = Expr(kind: .list(labels.map { Expr(kind: .string($0), span: span) }), span: span)
        return Expr(kind: .call(callee, [Argument(label: "tupleLabels", labelSpan: nil, value: names),
                                         Argument(label: label, labelSpan: nil, value: value)]), span: span)
    }

    /// Swift's key path `\.frame.width` (or `\UIView.frame.width`, `\.self`), where a
    /// function is expected (`views.map(\.frame)`, `filter(\.isHidden)`): the closure
    /// `{ $0.frame.width }`.
    mutating func parseKeyPath() throws -> Expr {
        let start = advance().span
        if case .identifier(let type) = kind, type.first?.isUppercase == true, !current.spaceBefore { _ = advance() }
        var value = Expr(kind: .name(NameRef("$0", start)), span: start)
        let how = "a key path names members: \\.frame.width is { $0.frame.width }"
        var members = 0, links = 0
        while check(.dot), !current.spaceBefore {
            try link(&links)
            _ = advance()
            guard case .identifier(let name) = kind, !current.spaceBefore else {
                throw fail("expected a member name after '.' in the key path, found \(found)", notes: [how])
            }
            let t = advance()
            members += 1
            if name == "self" { continue }
            value = Expr(kind: .member(value, name, t.span), span: start.through(t.span))
        }
        guard members > 0 else {
            throw fail("expected '.' and a member name after '\\', found \(found)", notes: [how])
        }
        // `names.map(\.count)` of a typed `[String]`: Ints, as `{ $0.count }` gives there
        // (`closureResult`).
        if case .member(let of, "count", _) = value.kind, case .name = of.kind, closureElements[0] != nil {
            closureResults[start.start] = .integer
        }
        return Parser.closure(returning: value, parameters: ["$0"], start.through(token(pos - 1).span))
    }

    /// Parses `{ statements }` starting at the current `{`.
    mutating func parseBlockBody(open: Span) throws -> [Stmt] {
        // A closure's body starts its own loops (a jump does not leave it), but for the body of
        // `repeat { … } while`, a loop inside the ones around it.
        let outerLoops = loops
        let repeatLabel = repeatBodyNext
        repeatBodyNext = nil
        guard let repeatLabel else {
            loops = []
            defer { loops = outerLoops }
            return try parseClosureStatements(open: open)
        }
        // The loops around keep what a jump inside marked on them (`continue rows` from the
        // body: the flag `rows` declares), so they are not restored from the copy.
        enterLoop(open, label: repeatLabel)
        defer { loops.removeLast(loops.count - outerLoops.count) }
        let statements = try parseClosureStatements(open: open)
        finishedRepeat = leaveLoop()
        return statements
    }

    mutating func parseClosureStatements(open: Span) throws -> [Stmt] {
        declaredShapes.append(parameterShapes)
        parameterShapes = [:]
        defer { declaredShapes.removeLast() }
        _ = advance()
        var statements: [Stmt] = []
        var defers: [Deferred] = []
        skipNewlines()
        while !check(.rbrace) {
            if kind == .eof {
                unclosed(open, "closure")
                throw Bail()
            }
            if errorCount >= Parser.maxErrors { throw Bail() }
            readStatement(into: &statements, &defers)
            skipNewlines()
        }
        _ = advance()
        // The shape of what the body gives, while its parameters' shapes are in scope (a
        // closure's `{ $0.pay }` over a typed list's labelled tuples, `{ Int($0) }`: an Int):
        // `closureResults`.
        closureBodyShape = nil
        if statements.count == 1 {
            switch statements[0].kind {
            case .expression(let e), .return(let e?): closureBodyShape = inferredShape(e)
            default: break
            }
        }
        return applyingDefers(statements, defers)
    }

    mutating func stringExpr(_ parts: [StringPart], _ span: Span) throws -> Expr {
        if parts.count == 1, case .text(let s) = parts[0] { return Expr(kind: .string(s), span: span) }
        var result: [InterpolationPart] = []
        for part in parts {
            switch part {
            case .text(let s): result.append(.text(s))
            case .code(let tokens):
                var sub = Parser(tokens: tokens)
                sub.depth = depth
                sub.stackFloor = stackFloor
                sub.anonymousParameters = anonymousParameters
                // What the code around it declared: types' names, functions' parameter types.
                sub.declaredShapes = declaredShapes
                sub.functionParameterTypes = functionParameterTypes
                sub.functionReturnShapes = functionReturnShapes
                sub.functionClosureParameters = functionClosureParameters
                sub.integerOptionalFunctions = integerOptionalFunctions
                if !aliases.isEmpty {
                    sub.aliases = aliases
                    sub.substituteAliases(from: 0)
                }
                defer { anonymousParameters = sub.anonymousParameters }
                if tokens.count <= 1 {
                    error("empty interpolation '\\()'", at: span)
                    continue
                }
                do {
                    let e = try sub.parseExpression()
                    if sub.kind != .eof {
                        sub.error("expected ')' to end the interpolation, found \(sub.kind.display)", at: sub.current.span)
                    }
                    result.append(.expr(e))
                } catch {}
                errors += sub.errors
            }
        }
        return Expr(kind: .interpolation(result), span: span)
    }
}
