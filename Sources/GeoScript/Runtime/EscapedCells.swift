/// The captured variables (cells) that outlived the frame or block pass that made them, held
/// weakly, so that the engine can break the reference cycles among them when it is released.
///
/// Values are reference counted, and a closure holds the cells it captured. A cell that holds,
/// directly or through a list or another closure, a closure that captured it is a cycle that
/// nothing frees: local functions calling each other (`func even` captures the cell of
/// `func odd`, which captures the cell of `even`), a closure stored in a variable it reads
/// (`var again = nil; again = { … again() … }` inside a function), a list of closures that
/// read the list. Every such cycle goes through a cell that was still held when its frame
/// ended (or when a loop pass replaced it): functions' captures never change, and lists are
/// values, so only a cell can be written after the closures that hold it were made. Those
/// cells are recorded here (only they: a frame's cells that nothing captured are freed at its
/// end as before), and when the engine goes — no code compiled for it can run again — their
/// values are dropped, which frees every cycle the interpreter's code made.
///
/// A constant's cell (`VarInfo.isFrozen`: a parameter, a `let`, a loop variable) is not
/// recorded: it gets its value when it is made (`makeCells`, a declaration, a loop pass),
/// before any closure can hold it, and nothing writes it after, so a cycle through it also
/// passes through a cell written later, which is recorded. This spares closure factories
/// (`func adder(k) { return { x in x + k } }`, compose, curry) a weak reference per captured
/// parameter: a side table allocated, then freed with the cell, ~600 instructions a call.
///
/// A cycle that becomes unreachable while the interpreter lives stays until then (as in Swift).
final class EscapedCells {
    private struct Entry {
        weak var cell: Cell?
    }

    private var entries: [Entry] = []
    /// The count at which entries whose cell is gone are dropped (twice those kept, so the
    /// cost of dropping is constant per cell recorded).
    private var pruneAt = 1_024

    var count: Int { entries.count }

    /// Records a cell still held after its frame or pass ended.
    func note(_ cell: Cell) {
        if entries.count >= pruneAt {
            entries.removeAll { $0.cell == nil }
            pruneAt = max(1_024, 2 * entries.count)
        }
        entries.append(Entry(cell: cell))
    }

    /// Drops the values of every recorded cell still alive. Values that drop others are freed
    /// from a worklist (`Disposal`); a cell freed meanwhile reads as nil.
    func breakCycles() {
        var i = 0
        while i < entries.count {
            if let cell = entries[i].cell {
                var value = Value.nil
                swap(&value, &cell.value)
                Disposal.dispose(consume value)
            }
            i += 1
        }
        entries.removeAll()
    }
}

extension Engine {
    /// Puts a fresh cell at `p` (a block's pass, a loop iteration, a captured declaration),
    /// recording the one it replaces when closures still hold it (see `EscapedCells`).
    @inline(__always) func replaceCell(_ p: UnsafeMutablePointer<Cell>, with fresh: Cell) {
        var old = p.move()
        p.initialize(to: fresh)
        if !isKnownUniquelyReferenced(&old) { escapedCells.note(old) }
    }

    /// `replaceCell` for a constant's cell (`VarInfo.isFrozen`: a `let`, a loop variable):
    /// the cell it replaces is dropped unrecorded (see `EscapedCells`: no cycle needs it).
    @inline(__always) func replaceFrozenCell(_ p: UnsafeMutablePointer<Cell>, with fresh: Cell) {
        p.pointee = fresh
    }
}

extension EngineRef {
    @inline(__always) func replaceCell(_ p: UnsafeMutablePointer<Cell>, with fresh: Cell) {
        with { $0.replaceCell(p, with: fresh) }
    }

    @inline(__always) func replaceFrozenCell(_ p: UnsafeMutablePointer<Cell>, with fresh: Cell) {
        p.pointee = fresh
    }
}
