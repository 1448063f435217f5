import GeoViews
import GeoAnimation

/// The state of an interpreter's session at one moment — its globals (which exist, their
/// values and constness), the variables its closures captured, the animation clock and
/// animations, which imported modules have run — and, recorded as the session goes on, every
/// view as it was before its first change since: what `Interpreter.restore(_:)` puts back. A
/// REPL's `:undo` / `:redo` are built on it; a host can use it the same way.
///
/// The views are recorded until the next `snapshot()` (or `reset()`), so snapshots are restored newest first,
/// as an undo stack does; a snapshot costs what the session's globals and the changes after it
/// cost, not what the view trees do. Views are put back in place (the same objects), so
/// everything that holds one sees it restored.
public struct SessionSnapshot {
    let engine: ObjectIdentifier
    let values: SnapshotValues
    var globals: [Value] { values.globals }
    let declared: [Bool]
    let isConst: [Bool]
    var cells: [(Cell, Value)] { values.cells }
    let views: ViewJournal
    let animator: Animator.Checkpoint?
    /// UIView.animate's completions not run yet (kept by the engine, not in `states`).
    let completions: [(time: Double, function: Function)]
    let states: [ObjectIdentifier: AnyObject]
    let modulesRan: [String: Bool]
}

extension Interpreter {
    /// The session as it is now; from now on, views are recorded in it before they change
    /// (until the next snapshot). During a run, from another thread it waits for the run to
    /// end (see the thread contract on `Interpreter`).
    public func snapshot() -> SessionSnapshot {
        lock.guarded { takeSnapshot(check: {}) }
    }

    /// The session as `snapshot()` takes it, or an error — and nothing changed — when taking
    /// it would go past `Limits.memory` (it walks the values the globals reach: a global
    /// holding millions of closures costs megabytes to walk), or when `stop` says to stop
    /// (polled as it walks). A REPL goes on without this entry's undo step.
    public func snapshot(stop: () -> Bool) throws(GeoError) -> SessionSnapshot {
        try lock.guarded { () throws(GeoError) -> SessionSnapshot in
            do {
                return try takeSnapshot { try self.checkWalk(stop) }
            } catch let error as LimitError {
                throw GeoError(.limit, [Diagnostic(.error, error.message, file: "geo")])
            } catch {
                throw GeoError(.cancelled, [Diagnostic(.error, "cancelled", file: "geo")])
            }
        }
    }

    /// What a walk that `stop` ended throws.
    private struct WalkStopped: Error {}

    /// Polled by a bounded walk of the session's values (`Reach`).
    private func checkWalk(_ stop: () -> Bool) throws {
        if stop() { throw WalkStopped() }
        try context.checkMemory()
    }

    private func takeSnapshot(check: () throws -> Void) rethrows -> SessionSnapshot {
        engine.ensureGlobalStorage()
        let table = engine.globalTable
        let globals = (0..<table.names.count).map { engine.globals[$0] }
        let cells = try Reach(globals, check: check).cells.map { ($0, $0.value) }
        let journal = ViewJournal()
        context.viewJournal = journal
        let animator = context.states[ObjectIdentifier(Animator.self)] as? Animator
        let values = SnapshotValues(globals: globals, cells: cells)
        return SessionSnapshot(engine: ObjectIdentifier(engine), values: values, declared: table.declared,
                               isConst: table.isConst,
                               views: journal, animator: animator?.checkpoint(),
                               completions: engine.existingFunctionState(AnimationLibrary.Completions.self)?.pending ?? [],
                               states: context.states,
                               modulesRan: modules.mapValues(\.ran))
    }

    /// Puts the session back as it was at `snapshot`, undoing what happened since (restore
    /// snapshots newest first): globals declared since are gone again, the others hold their
    /// values, and views, captured variables, animations, the clock and modules are as they
    /// were. What this changes is recorded in the newest snapshot (if it is not this one), so
    /// restoring that puts it back. Throws for a snapshot taken before `reset()`.
    public func restore(_ snapshot: SessionSnapshot) throws(GeoError) {
        if lock.isOwner {
            throw GeoError(.runtime, [Diagnostic(.error, "a snapshot cannot be restored while a run is going", file: "geo")])
        }
        try lock.guarded { () throws(GeoError) in try restoreNow(snapshot) }
    }

    private func restoreNow(_ snapshot: SessionSnapshot) throws(GeoError) {
        guard snapshot.engine == ObjectIdentifier(engine) else {
            throw GeoError(.runtime, [Diagnostic(.error, "this snapshot was taken before the session was reset", file: "geo")])
        }
        engine.ensureGlobalStorage()
        let count = engine.globalTable.names.count
        for slot in 0..<count {
            // The value replaced may be the last reference to a deeply nested list.
            Disposal.replace(engine.globals + slot, with: slot < snapshot.globals.count ? snapshot.globals[slot] : .nil)
        }
        engine.globalTable.restoreDeclarations(snapshot.declared, isConst: snapshot.isConst)
        for (cell, value) in snapshot.cells {
            var old = value
            swap(&old, &cell.value)
            Disposal.dispose(consume old)
        }
        let current = context.viewJournal
        snapshot.views.restore(recordingInto: current === snapshot.views ? nil : current)
        context.states = snapshot.states
        if let checkpoint = snapshot.animator, let animator = snapshot.states[ObjectIdentifier(Animator.self)] as? Animator {
            animator.restore(checkpoint)
        }
        if let completions = engine.existingFunctionState(AnimationLibrary.Completions.self) {
            completions.pending = snapshot.completions
        }
        modules = modules.filter { snapshot.modulesRan[$0.key] != nil }
        for (path, module) in modules { module.ran = snapshot.modulesRan[path] ?? false }
    }

    /// Whether the session is as `snapshot` saved it — the same globals holding the same
    /// values (views, functions and animations by identity), the same captured variables,
    /// views, clock and animations — apart from the globals named in `ignoring` (the REPL's
    /// `_`). An entry that only read values leaves the session unchanged.
    public func isUnchanged(since snapshot: SessionSnapshot, ignoring: Set<String> = []) -> Bool {
        lock.guarded { isUnchangedNow(since: snapshot, ignoring: ignoring) }
    }

    private func isUnchangedNow(since snapshot: SessionSnapshot, ignoring: Set<String>) -> Bool {
        guard snapshot.engine == ObjectIdentifier(engine) else { return false }
        engine.ensureGlobalStorage()
        let table = engine.globalTable
        for slot in table.names.indices where !ignoring.contains(table.names[slot]) {
            let wasDeclared = slot < snapshot.declared.count && snapshot.declared[slot]
            guard table.declared[slot] == wasDeclared else { return false }
            guard wasDeclared else { continue }
            guard table.isConst[slot] == snapshot.isConst[slot], Value.same(engine.globals[slot], snapshot.globals[slot])
            else { return false }
        }
        guard snapshot.cells.allSatisfy({ Value.same($0.0.value, $0.1) }), snapshot.views.isUnchanged,
              modules.mapValues(\.ran) == snapshot.modulesRan else { return false }
        let pending = engine.existingFunctionState(AnimationLibrary.Completions.self)?.pending ?? []
        guard pending.count == snapshot.completions.count,
              zip(pending, snapshot.completions).allSatisfy({ $0.time == $1.time && $0.function === $1.function })
        else { return false }
        // Reading `now` creates the animator: only a clock that moved or an animation counts.
        guard let animator = context.states[ObjectIdentifier(Animator.self)] as? Animator else { return true }
        if let checkpoint = snapshot.animator { return animator.isUnchanged(since: checkpoint) }
        return animator.isUnchanged(since: Animator().checkpoint())
    }

    /// Frees, as if their last reference had gone, the view trees that held values of the
    /// globals and captured variables at `snapshot` reached, and that nothing in the session
    /// holds now — no global, captured variable or animation. A snapshot kept for `:undo`
    /// holds them; without this a dropped root would keep its subviews. Their subviews lose
    /// their superview (`superviewWasFreed`), as when the tree is really freed; the changes
    /// are recorded in `snapshot`, so restoring it brings the tree back.
    ///
    /// With `stop`, the walk of the values is bounded as `snapshot(stop:)`'s is: past
    /// `Limits.memory`, or when `stop` says so, nothing is freed (the trees stay held by
    /// `snapshot` until it goes).
    public func releaseUnheld(since snapshot: SessionSnapshot, stop: () -> Bool = { false }) {
        lock.guarded { try? releaseUnheldNow(since: snapshot) { try self.checkWalk(stop) } }
    }

    private func releaseUnheldNow(since snapshot: SessionSnapshot, check: () throws -> Void) throws {
        guard snapshot.engine == ObjectIdentifier(engine) else { return }
        engine.ensureGlobalStorage()
        let table = engine.globalTable
        var lost: [Value] = []
        for slot in snapshot.globals.indices where slot < table.names.count {
            if !table.declared[slot] || !Value.same(engine.globals[slot], snapshot.globals[slot]) {
                lost.append(snapshot.globals[slot])
            }
        }
        for (cell, value) in snapshot.cells where !Value.same(cell.value, value) { lost.append(value) }
        let roots = try Reach(lost, check: check).views.map(\.window)
        guard !roots.isEmpty else { return }
        let now = (0..<table.names.count).filter { table.declared[$0] }.map { engine.globals[$0] }
        var held = Set(try Reach(now, check: check).views.map(ObjectIdentifier.init))
        if let animator = context.states[ObjectIdentifier(Animator.self)] as? Animator {
            held.formUnion(animator.animatedViews.map(ObjectIdentifier.init))
        }
        for root in roots where root.superview == nil && !held.contains(ObjectIdentifier(root)) {
            snapshot.views.release(root) { held.contains(ObjectIdentifier($0)) }
        }
    }
}

extension Value {
    /// The same value: equal numbers (bit for bit), strings and geometry; the same view,
    /// function or animation object; lists of the same values.
    static func same(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x.bitPattern == y.bitPattern
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.nil, .nil): return true
        case (.point(let x), .point(let y)): return x == y
        case (.size(let x), .size(let y)): return x == y
        case (.rect(let x), .rect(let y)): return x.value == y.value
        case (.transform(let x), .transform(let y)): return x.value == y.value
        case (.view(let x), .view(let y)): return x === y
        case (.function(let x), .function(let y)): return x === y
        case (.animation(let x), .animation(let y)): return x === y
        // Without recursion, each shared sublist once (a list nested a million deep crashed the
        // REPL after the entry that built it; `xs = [xs, xs]` forty times never finished).
        case (.list(let x), .list(let y)): return x.count == y.count && ValueEquality.listsEqual(x, y, elementsEqual: same)
        case (.curve, .curve): return a.formatted(.exact) == b.formatted(.exact)
        default: return false
        }
    }
}

/// A snapshot's values (the globals' and the captured variables'), shared by its copies. When the
/// last copy goes they are freed from a worklist (`Disposal`), as the engine frees its own: a
/// list nested a million deep that only an `:undo` step still held crashed `:reset` (the
/// REPL dropping its undo history freed it by nested deinitialisers).
final class SnapshotValues {
    private(set) var globals: [Value]
    private(set) var cells: [(Cell, Value)]

    init(globals: [Value], cells: [(Cell, Value)]) {
        self.globals = globals
        self.cells = cells
    }

    deinit {
        for i in globals.indices {
            var value = Value.nil
            swap(&value, &globals[i])
            Disposal.dispose(consume value)
        }
        for i in cells.indices {
            var value = Value.nil
            swap(&value, &cells[i].1)
            Disposal.dispose(consume value)
        }
    }
}

/// What a set of values reaches: the views in them (in lists, animations' tracks) and the
/// variables captured by the closures among them, followed through those variables' values.
struct Reach {
    var views: [View] = []
    var cells: [Cell] = []

    /// `check` is called every few thousand values (a bound on the walk's memory, a cancel);
    /// what it throws ends the walk. Only values that may reach others are queued: a list of
    /// ten million numbers costs no memory to walk.
    init(_ values: [Value], check: () throws -> Void = {}) rethrows {
        var seenCells = Set<ObjectIdentifier>(), seenFunctions = Set<ObjectIdentifier>()
        var seenAnimations = Set<ObjectIdentifier>(), seenLists = Set<UnsafeRawPointer>()
        var seenDictionaries = Set<ObjectIdentifier>()
        var pending: [Value] = values.filter(\.reachesOthers)
        var visited = 0
        while let value = pending.popLast() {
            visited += 1
            if visited & 4_095 == 0 { try check() }
            switch value {
            case .view(let v):
                views.append(v)
            case .list(let items):
                // A shared sublist once: `xs = [xs, xs]` forty times is 80 lists, not 2^40.
                if let storage = ValueDescription.identity(items), !seenLists.insert(storage).inserted { continue }
                for item in items where item.reachesOthers {
                    pending.append(item)
                    visited += 1
                    if visited & 4_095 == 0 { try check() }
                }
            case .dictionary(let d), .set(let d):
                guard seenDictionaries.insert(d.identity).inserted else { continue }
                for item in d.keys + d.values where item.reachesOthers {
                    pending.append(item)
                    visited += 1
                    if visited & 4_095 == 0 { try check() }
                }
            case .animation(let a):
                if seenAnimations.insert(ObjectIdentifier(a)).inserted { views.append(contentsOf: a.tracks.map(\.view)) }
            case .function(let f):
                guard seenFunctions.insert(ObjectIdentifier(f)).inserted else { continue }
                for cell in UnsafeBufferPointer(start: f.captures, count: f.captureCount)
                where seenCells.insert(ObjectIdentifier(cell)).inserted {
                    cells.append(cell)
                    if cell.value.reachesOthers { pending.append(cell.value) }
                }
            default:
                continue
            }
        }
    }
}

extension Value {
    /// A view, or a value that may hold views or captured variables (`Reach`).
    var reachesOthers: Bool {
        switch self {
        case .view, .list, .animation, .function, .dictionary, .set: return true
        default: return false
        }
    }
}
