/// The complete reference of the built-ins, generated from the registry (`Registry.libraries`):
/// every global function, constant and value, and every member property and method of every
/// type, with its parameter labels and types, defaults and one-line doc. `geo --reference`
/// prints it; `docs/reference.md` is its output, and a test fails when that file is stale.
public enum Reference {
    /// The whole reference as Markdown.
    public static func markdown() -> String {
        let all = Registry.libraries.flatMap { $0 }
        var text = """
            # geo reference: every built-in

            <!-- Generated from geo's built-in registry by `swift run geo --reference > docs/reference.md`.
                 Do not edit: the test suite fails when this file differs from what geo generates. -->

            Every global function, constant and value, and every member of every type that geo
            provides, as declared in its registry (the same table that checks your calls, completes
            names at the REPL and answers `:help NAME`). The language itself — statements,
            operators, truthiness, how values print — is in [language.md](language.md).

            A signature shows each parameter as `label: Type`, or `_ name: Type` for one written
            without a label; `= value` marks a default you may leave out, `...` any number of
            arguments. Overloads are listed one per line.

            """

        let globals = all.filter { $0.target == .global }
        let functions = globals.filter { if case .function = $0.shape { return true } else { return false } }
        let values = globals.filter { if case .function = $0.shape { return false } else { return true } }
        text += "\n## Global functions\n\n"
        text += lines(sorted(functions)).joined()
        text += "\n## Global constants and values\n\n"
        text += lines(sorted(values)).joined()

        for kind in ValueKind.allCases {
            let members = all.filter { $0.target == .member(kind) }
            guard !members.isEmpty else { continue }
            text += "\n## \(kind.name)\n\n"
            let properties = members.filter { if case .function = $0.shape { return false } else { return true } }
            let methods = members.filter { if case .function = $0.shape { return true } else { return false } }
            if !properties.isEmpty {
                text += "Properties (`x.name`; assignable unless read-only):\n\n"
                text += lines(sorted(properties)).joined()
                if !methods.isEmpty { text += "\n" }
            }
            if !methods.isEmpty {
                text += "Methods (`x.name(…)`):\n\n"
                text += lines(sorted(methods)).joined()
            }
        }
        return text
    }

    /// By name (case-insensitively, then exactly), keeping the registry's order of overloads.
    static func sorted(_ builtins: [Builtin]) -> [Builtin] {
        builtins.enumerated().sorted { l, r in
            let a = l.element.name.lowercased(), b = r.element.name.lowercased()
            if a != b { return a < b }
            if l.element.name != r.element.name { return l.element.name < r.element.name }
            return l.offset < r.offset
        }.map(\.element)
    }

    /// One Markdown list item per declaration: `- `signature` — doc`.
    static func lines(_ builtins: [Builtin]) -> [String] {
        builtins.map { b in
            let signature: String
            switch b.shape {
            case .function(let o): signature = o.detailedSignature
            default: signature = b.signature
            }
            return "- `\(signature)` — \(b.doc)\n"
        }
    }
}
