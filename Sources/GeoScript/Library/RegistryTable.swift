/// The assembled table of every built-in (`Registry.libraries`) plus those a host registers
/// (`Interpreter.register`; one per interpreter, internal: hosts declare `Builtin`s).
///
/// Names are looked up in dictionaries only while a script is compiled; at run time a member
/// is found by `members[kind][memberID]`.
final class Registry {
    /// A global name's meaning.
    enum Global {
        case functions([Overload])
        case constant(Value)
        case dynamic((RuntimeContext) throws -> Value)
    }

    /// Everything registered under one member name on one kind. Written only while built-ins
    /// are registered (before a run, under the interpreter's run check), read by every member
    /// access: unchecked, so a read costs no dynamic exclusivity check (`swift_beginAccess`).
    final class Member {
        @exclusivity(unchecked) var property: Property?
        @exclusivity(unchecked) var methods: [Overload] = []
    }

    private(set) var globals: [String: Global] = [:]
    /// Every declaration, for `help(for:)` only: the libraries as they were built, then each
    /// host registration, less what a host replaced. Kept whole and scanned by name when help
    /// is asked for, so a start does not copy some 700 declarations into a table keyed by name.
    private var declarations: [[Builtin]] = []
    /// Member name → id, interned while compiling.
    private(set) var memberIDs: [String: Int] = [:]
    /// id → member name.
    private(set) var memberNames: [String] = []
    /// `members[kind.rawValue][id]`.
    private(set) var members: [[Member?]] = Array(repeating: [], count: ValueKind.allCases.count)

    /// The standard library: every entry of `Registry.libraries`.
    init() {
        let libraries = Registry.libraries
        // Room for every name at once: the tables are not rehashed (and their entries copied)
        // as they grow, at every start.
        let count = libraries.reduce(0) { $0 + $1.count }
        globals.reserveCapacity(count)
        memberIDs.reserveCapacity(count)
        memberNames.reserveCapacity(count)
        for library in libraries {
            for builtin in library { add(builtin) }
        }
        declarations = libraries
    }

    /// The declarations named `name`, in the order they were registered.
    private func declarations(named name: String) -> [Builtin] {
        declarations.flatMap { $0.filter { $0.name == name } }
    }

    /// Adds a declaration to the tables compiling reads; a function with a name already
    /// present becomes an overload.
    private func add(_ builtin: Builtin) {
        switch builtin.target {
        case .global:
            switch builtin.shape {
            case .function(let o): Registry.overload(&globals[builtin.name, default: .functions([])], with: o)
            case .constant(let v): globals[builtin.name] = .constant(v)
            case .dynamic(let get): globals[builtin.name] = .dynamic(get)
            case .property: break
            }
        case .member(let kind):
            let id = memberID(builtin.name), k = kind.rawValue
            // In place: copying the row out and back copied it at every member (quadratic).
            if members[k].count <= id { members[k].append(contentsOf: repeatElement(nil, count: id + 1 - members[k].count)) }
            let member = members[k][id] ?? Member()
            members[k][id] = member
            switch builtin.shape {
            case .function(let o): member.methods.append(o)
            case .property(let p): member.property = p
            case .constant(let v): member.property = Property(name: builtin.name, type: .any, get: { _, _ in v }, set: nil)
            case .dynamic(let get): member.property = Property(name: builtin.name, type: .any, get: { _, c in try get(c) }, set: nil)
            }
        }
    }

    /// Replaces (does not overload) what is registered under each name and target, as the
    /// host's `register` does; declarations of one name and target in `builtins` are
    /// overloads of each other. A replaced member gets a new `Member`, so code that already
    /// found the old one keeps it (as code compiled against a replaced global keeps it).
    func replace(_ builtins: [Builtin]) {
        registrations += 1
        for builtin in builtins {
            hostNames.insert(builtin.name)
            hostRegistration[builtin.name] = registrations
            // Only a name and target that has something registered has declarations to drop:
            // a new one passes over them (registering n new names took time quadratic in n).
            let registered: Bool
            switch builtin.target {
            case .global: registered = globals[builtin.name] != nil
            case .member(let kind): registered = member(kind, named: builtin.name) != nil
            }
            if registered {
                for i in declarations.indices {
                    declarations[i].removeAll { $0.name == builtin.name && $0.target == builtin.target }
                }
            }
            switch builtin.target {
            case .global:
                globals[builtin.name] = nil
            case .member(let kind):
                let id = memberID(builtin.name), k = kind.rawValue
                if id < members[k].count { members[k][id] = nil }
            }
        }
        for builtin in builtins { add(builtin) }
        declarations.append(builtins)
    }

    /// The id of a member name, interning it if new.
    func memberID(_ name: String) -> Int {
        // One hash of the name, found or inserted in place (a lookup then an insert hashed it
        // twice, for every member at every start).
        let next = memberNames.count
        let id = Registry.read(&memberIDs[name, default: next])
        if id == next { memberNames.append(name) }
        return id
    }

    /// A global name's functions with `o` added (in place: one hash of the name, and the list
    /// appended to, not copied).
    private static func overload(_ global: inout Global, with o: Overload) {
        guard case .functions(var list) = global else {
            global = .functions([o])
            return
        }
        global = .constant(.nil)   // the list's only holder now, so the append does not copy it
        list.append(o)
        global = .functions(list)
    }

    /// The value of an `inout` place: reading a dictionary's `[key, default:]` through it
    /// stores the default when the key is new.
    private static func read(_ place: inout Int) -> Int { place }

    /// The member `id` of values of `kind`, if any (run time: two array reads).
    @inline(__always) func member(_ kind: ValueKind, _ id: Int) -> Member? {
        let row = members[kind.rawValue]
        return id < row.count ? row[id] : nil
    }

    /// The member `name` of values of `kind`, if any, looked up without adding the name to
    /// the table (compile time).
    func member(_ kind: ValueKind, named name: String) -> Member? {
        memberIDs[name].flatMap { member(kind, $0) }
    }

    /// For Swift's `.zero` or `.init(…)` passed to a built-in method named `name` without a
    /// label that says its type (`r.union(.zero)`, `root.hitTest(.zero, with: nil)`,
    /// `t.concatenating(.init(translationX: 10, y: 0))`): each parameter position's label and
    /// the one type with a zero or an initializer (a Point, Size, Rect, Transform or Number)
    /// that the methods of the name, on every kind, take there — nil where two differ
    /// (`v.convert(.zero, to: w)`: a Point or a Rect, which Swift finds ambiguous too).
    /// Parameters of other types (a Set's `union`) take no `.zero` and are passed over. Nil when
    /// no kind has such a method (parse time).
    func implicitMemberParameters(ofMethod name: String) -> [(label: String?, type: String?)]? {
        guard let id = memberIDs[name] else { return nil }
        var positions: [(label: String?, types: Set<String>)] = []
        for row in members where id < row.count {
            guard let member = row[id] else { continue }
            for overload in member.methods {
                for (i, param) in overload.params.enumerated() {
                    if i == positions.count { positions.append((param.label, [])) }
                    if positions[i].label != param.label { positions[i].label = nil }
                    switch param.type.check {
                    case .kind(.point): positions[i].types.insert("CGPoint")
                    case .size: positions[i].types.insert("CGSize")
                    case .kind(.rect): positions[i].types.insert("CGRect")
                    case .kind(.transform): positions[i].types.insert("CGAffineTransform")
                    case .kind(.number): positions[i].types.insert("Double")
                    default: break
                    }
                }
            }
        }
        guard !positions.isEmpty else { return nil }
        return positions.map { ($0.label, $0.types.count == 1 ? $0.types.first : nil) }
    }

    /// Whether some kind has a member (a property or a method) named `name` (compile time:
    /// `r.put(x)` with no such member anywhere calls the member `r.put`, a labelled tuple's
    /// function part).
    func hasMember(_ name: String) -> Bool {
        !kinds(withMember: name) { _ in true }.isEmpty
    }

    /// Whether some kind has a method named `name` (not only a property: `value`, a String's
    /// and a dictionary entry's, is none).
    func hasMethod(_ name: String) -> Bool {
        !kinds(withMember: name) { !$0.methods.isEmpty }.isEmpty
    }

    /// The kinds that have a property named `name`.
    func propertyKinds(_ name: String) -> [ValueKind] {
        kinds(withMember: name) { $0.property != nil }
    }

    /// Whether some kind has a mutating method named `name` (compile time: a receiver with
    /// indices read and then changed through its place, `PinnedReceiver`).
    func hasMutatingMethod(_ name: String) -> Bool {
        !kinds(withMember: name) { member in member.methods.contains { if case .mutating = $0.impl { true } else { false } } }.isEmpty
    }

    /// The kinds whose member named `name` passes `test` (compile time).
    private func kinds(withMember name: String, _ test: (Member) -> Bool) -> [ValueKind] {
        guard let id = memberIDs[name] else { return [] }
        return ValueKind.allCases.filter { kind in
            let row = members[kind.rawValue]
            guard id < row.count, let member = row[id] else { return false }
            return test(member)
        }
    }

    /// The names a host registered (`replace`): what their implementations do is the host's.
    private(set) var hostNames: Set<String> = []
    /// How many times the host registered (`replace`), and the last time each name was: code
    /// compiled before a name was registered may have taken it for something else.
    private(set) var registrations = 0
    private(set) var hostRegistration: [String: Int] = [:]

    /// Whether a call of the built-in `name` (a method when `member`, else a global function)
    /// with these argument labels, or a read or store of the property `name` (`labels` nil),
    /// may run script code (compile time: an element lent to a `let` of a global list,
    /// `LentElements`). Geo's own built-ins run script only through a function given as an
    /// argument for a parameter of kind Function (`Callback`, `animate`, `exercise`): an
    /// overload the labels can bind with such a parameter. A host's built-in may do anything.
    func mayRunScript(_ name: String, member: Bool, labels: [String?]? = nil, trailingClosure: Bool = false) -> Bool {
        if hostNames.contains(name) { return true }
        guard let labels else { return false }
        func calls(_ overloads: [Overload]) -> Bool {
            overloads.contains { o in
                o.bind(labels: labels, trailingClosure: trailingClosure) != nil
                    && o.params.contains { if case .kind(.function) = $0.type.check { true } else { false } }
            }
        }
        if !member {
            if case .functions(let overloads)? = globals[name] { return calls(overloads) }
            return false
        }
        guard let id = memberIDs[name] else { return false }
        return members.contains { row in id < row.count && row[id].map { calls($0.methods) } == true }
    }

    /// Whether some kind's property `name` counts its list without building it (`Property.count`:
    /// a view's `subviews`), so `x.name.count` takes path `memberCounted`.
    func propertyCounts(_ name: String) -> Bool {
        guard let id = memberIDs[name] else { return false }
        return members.contains { row in id < row.count && row[id]?.property?.count != nil }
    }

    /// Whether some kind's property `name` reads its list's elements without building it
    /// (`Property.element`: a view's `subviews`).
    func propertyHasElements(_ name: String) -> Bool {
        guard let id = memberIDs[name] else { return false }
        return members.contains { row in id < row.count && row[id]?.property?.element != nil }
    }

    /// Every member name (properties and methods) registered on `kind`, sorted.
    func memberNames(of kind: ValueKind) -> [String] {
        var names: [String] = []
        for (id, m) in members[kind.rawValue].enumerated() where m != nil {
            names.append(memberNames[id])
        }
        return names.sorted()
    }

    /// The member names of `kind` that are only methods (no property of that name), sorted.
    func methodOnlyNames(of kind: ValueKind) -> [String] {
        var names: [String] = []
        for (id, m) in members[kind.rawValue].enumerated() {
            if let m, m.property == nil, !m.methods.isEmpty { names.append(memberNames[id]) }
        }
        return names.sorted()
    }

    /// The global built-ins that are functions (not constants), sorted.
    var functionNames: [String] {
        globals.compactMap { name, global in
            if case .functions = global { return name }
            return nil
        }.sorted()
    }

    /// Every global built-in name, sorted.
    /// The globals a script can write as a name (not the parser's own, `(isZero)`, or
    /// `UIView.animate`, which is written as a member), sorted: for suggestions and completion.
    var globalNames: [String] {
        globals.keys.filter { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }.sorted()
    }

    /// Help text for a name: each declaration's signature and doc line, globals first.
    func help(for name: String) -> String? {
        let members = typeHelp(name)
        let entries = declarations(named: name)
        guard !entries.isEmpty else { return members }
        var lines: [String] = []
        for b in entries {
            var sig: String
            switch b.shape {
            case .function(let o): sig = o.detailedSignature
            default: sig = b.signature
            }
            if case .member(let kind) = b.target { sig = "\(kind.name).\(sig)" }
            lines.append("\(sig) — \(b.doc)")
        }
        if let members { lines += ["", members] }
        return lines.joined(separator: "\n")
    }

    /// For a type's name (`Animation`, `Rect`, `View` …): every member of its values, with its
    /// signature and doc line; nil for other names.
    func typeHelp(_ name: String) -> String? {
        guard let kind = ValueKind.allCases.first(where: { $0.name == name }) else { return nil }
        let names = memberNames(of: kind)
        guard !names.isEmpty else { return "\(name) values have no members." }
        var lines = ["Members of \(name) (x.member):"]
        for member in names {
            for b in declarations(named: member) where b.target == .member(kind) {
                let sig: String
                switch b.shape {
                case .function(let o): sig = o.detailedSignature
                default: sig = b.signature
                }
                lines.append("  \(sig) — \(b.doc)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
