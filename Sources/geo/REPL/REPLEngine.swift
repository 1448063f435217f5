import GeoScript

/// What the REPL needs from the language, in plain strings.
///
/// The REPL is a thin shell over the embedding API (docs/language.md); this protocol names exactly
/// the part of it the shell uses, so the shell can be read (and driven by a stand-in) without the
/// interpreter. `Interpreter` conforms in `Interpreter+REPLEngine.swift`.
@MainActor
protocol REPLEngine: AnyObject {
    /// Where `print` output and warnings go while a statement runs.
    func setOutputHandlers(output: @escaping (String) -> Void, warning: @escaping (String) -> Void)

    /// Runs one REPL entry. `.value` carries the display text of a final bare expression;
    /// `.silent` when `stop` said so while that text was built.
    func execute(_ source: String, file: String, stop: () -> Bool) -> REPLOutcome

    /// The error for an entry whose bytes are not UTF-8, located at the first bad byte.
    func undecodableEntry(_ bytes: [UInt8]) -> REPLOutcome

    /// Runs a script file into the session (`:load`).
    func load(path: String) -> REPLOutcome

    /// Builds the tree a pasted `recursiveDescription` dump describes and binds its root to
    /// the variable `name` (`:paste`); warnings go to the warning handler.
    func bindHierarchy(_ dump: String, to name: String) -> REPLOutcome

    /// UIKit Swift source for the view the expression `name` holds, or for every root view the
    /// globals reach when nil (`:swift`).
    func swiftSource(for name: String?) -> REPLOutcome

    /// The lowered form of `source` compiled in the session — each site and the code path it
    /// takes — without running it or declaring anything (`:ir`).
    func loweredForm(of source: String) -> REPLOutcome

    /// False while a brace, bracket, parenthesis, string or comment is open, or the text ends in a
    /// binary operator.
    func isComplete(_ source: String) -> Bool

    /// Whether the text ends inside a `/* */` comment or a `"""` string.
    func endsInsideText(_ source: String) -> Bool

    /// The language's keywords.
    var languageKeywords: [String] { get }
    /// Names of built-in functions and constants.
    var builtinNames: [String] { get }
    /// Names the user has defined in this session (variables and functions).
    var userGlobalNames: [String] { get }
    /// The members of the value a dotted path (`card.frame`) holds now, a method (that is no
    /// property too) ending in `(` as Tab inserts it; nil when the path cannot be read without
    /// side effects or does not evaluate.
    func memberNames(ofPath path: String) -> [String]?
    /// The global names that hold functions now (built-in and the user's): Tab adds `(`.
    var functionNames: Set<String> { get }
    /// A built-in's signature and one-line documentation.
    func help(for name: String) -> String?
    /// The user's variables holding a view whose superview was freed since they were last
    /// asked (nothing held it; UIKit's superview is weak too). Each is named once.
    func freedSuperviews() -> [String]
    /// The user's globals with their display text, in definition or name order; nil when `stop`
    /// said so while one was built.
    func globalsForDisplay(stop: () -> Bool) -> [(name: String, value: String)]?
    /// `recursiveDescription` of every root view reachable from the globals.
    func rootViewDescriptions() -> [String]
    /// Forgets every user definition.
    func reset()
    /// The whole session now (globals, view trees, animations), to put back with `restore`.
    /// Fails (changing nothing) past the memory limit or when `stop` says so (see
    /// `Interpreter.snapshot(stop:)`).
    func snapshotSession(stop: () -> Bool) throws(GeoError) -> SessionSnapshot
    /// Puts the session back as `snapshot` saved it.
    func restoreSession(_ snapshot: SessionSnapshot) throws(GeoError)
    /// Whether the session is as `snapshot` saved it, `_` aside (the entry only read values).
    func isUnchanged(since snapshot: SessionSnapshot) -> Bool
    /// Frees what only the snapshots of the undo history still hold (see `Interpreter.releaseUnheld`).
    func releaseUnheld(since snapshot: SessionSnapshot, stop: () -> Bool)
    /// Decimals shown for numbers.
    var precision: Int { get set }
    /// A function that stops the running statement, callable from any thread.
    func makeCanceller() -> @Sendable () -> Void
}

/// How a REPL entry ended.
enum REPLOutcome: Equatable {
    /// A bare expression's value, ready to show.
    case value(String)
    /// A statement with nothing to show.
    case silent
    /// A rendered diagnostic (or several).
    case failure(String)
}
