import GeoViews

/// The names views have in scenes: a view's own `name`, and for an unnamed view a generated
/// `view#N` that stays the same as long as the view lives (N counts the unnamed views seen, in
/// the order first seen). Within one scene names are unique: a name already taken gets `#2`,
/// `#3`, … in tree order (`card`, `card#2`).
///
/// One instance per publisher; it remembers views weakly, so it keeps nothing alive.
public final class SceneNames {
    private final class Entry {
        weak var view: View?
        let name: String
        init(_ view: View, _ name: String) { self.view = view; self.name = name }
    }

    private var generated: [ObjectIdentifier: Entry] = [:]
    private var counter = 0

    public init() {}

    /// The generated name of an unnamed view.
    func generatedName(for view: View) -> String {
        let id = ObjectIdentifier(view)
        if let entry = generated[id], entry.view === view { return entry.name }
        counter += 1
        let name = "view#\(counter)"
        generated[id] = Entry(view, name)
        if generated.count > 4 * 65_536 && generated.count.isMultiple(of: 1024) { forgetDeadViews() }
        return name
    }

    /// Drops the entries of views that no longer exist.
    private func forgetDeadViews() {
        generated = generated.filter { $0.value.view != nil }
    }
}

/// Names made unique within one scene.
struct UniqueNames {
    private var taken: [String: Int] = [:]

    init(capacity: Int) { taken.reserveCapacity(capacity) }

    mutating func claim(_ wanted: String) -> String {
        guard let used = taken[wanted] else {
            taken[wanted] = 1
            return wanted
        }
        var n = used + 1
        while taken["\(wanted)#\(n)"] != nil { n += 1 }
        taken[wanted] = n
        let name = "\(wanted)#\(n)"
        taken[name] = 1
        return name
    }
}
