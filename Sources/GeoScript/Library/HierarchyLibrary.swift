import GeoHierarchy

/// Real hierarchies (docs/language.md): `hierarchy(text)` and `hierarchy(file: path)` build a
/// tree from UIKit's `recursiveDescription` (GeoHierarchy parses it), `recursiveDescription(v)`
/// writes a tree back in that format, `swift(v)` / `swift(v, style: "frames")` return UIKit
/// Swift source for it; a view's `className`, `address`, `tag` and `text` read what the dump
/// said, and `find` / `findAll` look views up by name or class.
///
/// A mistake in a dump is reported at its place in the dump (`dump.txt:12:40: error: …` with
/// the line and a caret), with the script's call as `called from`; a view whose bounds the
/// dump does not pin down is built with a stated assumption and a warning.
enum HierarchyLibrary {
    static var builtins: [Builtin] {
        [
            .function("hierarchy", [.arg("text", .string)],
                      doc: "The root view of a tree pasted from UIKit's recursiveDescription (in LLDB: po view.value(forKey: \"recursiveDescription\")! in a Swift frame, po [view recursiveDescription] in an Objective-C one).",
                      .f1 { text, ctx in
                          let bytes = Array(try text.string("the dump").utf8)
                          return .view(try load(SourceFile(name: "<dump>", bytes: bytes), ctx))
                      }),
            .function("hierarchy", [.label("file", .string)],
                      doc: "The root view of the recursiveDescription dump in a file (a relative path is relative to the current directory).",
                      .f1 { path, ctx in
                          let p = try path.string("the dump's path")
                          guard !p.isEmpty else { throw RuntimeError("hierarchy(file:): the path is empty") }
                          guard let interpreter = ctx.interpreter else {
                              throw GeoError(.file, "file access denied: cannot read '\(p)'")
                          }
                          let source = try interpreter.files.readSource(p, displayName: p, from: nil, what: "hierarchy dump")
                          return .view(try load(source, ctx))
                      }),
            .function("recursiveDescription", [.arg("view", .view)],
                      doc: "The view's tree in UIKit's recursiveDescription format (%g numbers), which hierarchy(…) reads back.",
                      .f1 { v, ctx in
                          let text = RecursiveDescription.describe(try v.view())
                          try ctx.checkStringLength(text.utf8.count)
                          return .string(text)
                      }),
            .function("swift", [.arg("view", .view), .label("style", .string).defaulting(.string("exact"))],
                      doc: "UIKit Swift source that builds the view's tree: exact bounds, center, anchorPoint and transform, or style: \"frames\" for UIView(frame:).",
                      .f2 { v, style, ctx in
                          let name = try style.string("the style")
                          guard let s = SwiftExport.Style(rawValue: name) else {
                              throw RuntimeError("swift: unknown style \"\(name)\"; the styles are "
                                  + SwiftExport.Style.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " and "))
                          }
                          let text = SwiftExport.source(for: try v.view(), style: s)
                          try ctx.checkStringLength(text.utf8.count)
                          return .string(text)
                      }),
            .property("className", on: .view, type: ViewsLibrary.optionalString,
                      doc: "The UIKit class a view imported from a dump had (\"UIButton\"), or nil.",
                      get: { v, _ in try v.view().className.map(Value.string) ?? .nil }),
            .property("baseClassName", on: .view, type: ViewsLibrary.optionalString,
                      doc: "The UIKit base class a dump printed for a subclass (baseClass = UIScrollView), or nil; the view is of that class for is, as? and contentOffset.",
                      get: { v, _ in try v.view().baseClassName.map(Value.string) ?? .nil }),
            .property("address", on: .view, type: ViewsLibrary.optionalString,
                      doc: "The address a dump printed for the view (\"0x7f8a1c40a2b0\"), or nil.",
                      get: { v, _ in try v.view().address.map(Value.string) ?? .nil }),
            .property("tag", on: .view, type: .kinds("Number or nil", .number, .nil),
                      doc: "UIView's tag: the one a dump printed or a script set (a whole number), or nil (UIKit's 0).",
                      get: { v, _ in try v.view().tag.map { .number(Double($0)) } ?? .nil },
                      set: { v, new, ctx in
                          let view = try v.view(), tag = try HierarchyLibrary.tag(new)
                          ctx.viewJournal?.record(view)   // (`:undo` puts it back)
                          view.tag = tag
                      }),
            .method("viewWithTag", on: .view, [.arg("tag", .number)],
                    doc: "UIView.viewWithTag(_:): this view or the first of its subtree, depth-first, whose tag is tag (a view with no tag has UIKit's 0); nil if none.",
                    .f2 { v, tag, _ in
                        let wanted = try HierarchyLibrary.tag(tag) ?? 0
                        var found: Value = .nil
                        try v.view().forEachInTree { view in
                            if (view.tag ?? 0) == wanted { found = .view(view); return false }
                            return true
                        }
                        return found
                    }),
            .property("text", on: .view, type: ViewsLibrary.optionalString,
                      doc: "A label's (a button's, a field's) text: the one a dump printed or a script set (UILabel's label.text = \"Hi\"), or nil. Not geometry: kept, printed by a dump, drawn by nothing.",
                      get: { v, _ in try v.view().text.map(Value.string) ?? .nil },
                      set: { v, new, ctx in
                          let view = try v.view()
                          var text: String?
                          if case .nil = new {} else { text = try new.string() }
                          ctx.viewJournal?.record(view)
                          view.text = text
                      }),
            .method("find", on: .view, [.arg("name", .string)],
                    doc: "The first view of the subtree, depth-first from this one, whose name or class name is name (a Swift class's also without its module: \"CardView\" finds MyApp.CardView); nil if none.",
                    .f2 { v, key, _ in try v.view().find(try findKey(key)).map(Value.view) ?? .nil }),
            .method("findAll", on: .view, [.arg("name", .string)],
                    doc: "Every view of the subtree, depth-first from this one, whose name or class name is name (a Swift class's also without its module).",
                    .f2 { v, key, ctx in
                        let found = try v.view().findAll(try findKey(key))
                        try ctx.checkListLength(found.count)
                        return .list(found.map(Value.view))
                    }),
        ]
    }

    /// Parses a dump into a tree, counting its views against the limits, reporting a mistake
    /// at its place in the dump and each assumption as a warning.
    static func load(_ source: SourceFile, _ ctx: RuntimeContext) throws -> View {
        let (source, note) = source.asDumpText
        let imported: ImportedHierarchy
        do {
            imported = try RecursiveDescription.parse(source.bytes)
        } catch {
            throw ScriptFailure(.runtime, error.message,
                                at: Span(file: source, start: error.offset, length: error.length), notes: error.notes + [note].compactMap { $0 })
        }
        for _ in 0..<imported.viewCount { try ctx.noteViewCreated() }
        for w in imported.warnings {
            let at = source.lineColumn(min(w.offset, source.bytes.count))
            ctx.warn("\(source.name):\(at.line):\(at.column): \(w.viewName): \(w.message)")
        }
        return imported.root
    }

    /// What `find` and `findAll` look for: the name given, or — a Swift class's mangled runtime
    /// name, copied from the dump (`_TtC5MyApp9PhotoCell`) — the name the dump's view was given
    /// for it (`MyApp.PhotoCell`).
    static func findKey(_ value: Value) throws -> String {
        let key = try value.string("the name")
        return SwiftRuntimeName.readable(key) ?? key
    }

    /// A tag as UIKit's `Int` (nil for nil): a whole number.
    static func tag(_ value: Value) throws -> Int? {
        if case .nil = value { return nil }
        return try ViewsLibrary.integer(value, "a view's tag")
    }
}

extension Interpreter {
    /// Builds the tree a `recursiveDescription` dump describes, as `hierarchy(text)` does, for
    /// a host or the REPL (`:paste`, `geo --import`): `file` names the dump in diagnostics.
    /// Throws a `GeoError` located in the dump; returns the root and the warnings.
    public func loadHierarchy(_ text: String, file: String) throws(GeoError) -> (root: View, warnings: [Diagnostic]) {
        try loadHierarchy(SourceFile(name: file, bytes: Array(text.utf8)))
    }

    /// Builds the tree of the dump in the file at `path`, read through the folders this
    /// interpreter may read (`allowFiles(in:)`), with the size, folder and device checks
    /// scripts get (`geo --import`).
    public func loadHierarchy(file path: String) throws(GeoError) -> (root: View, warnings: [Diagnostic]) {
        try loadHierarchy(try lock.guarded { () throws(GeoError) in
            try files.readSource(path, displayName: path, from: nil, what: "hierarchy dump")
        })
    }

    private func loadHierarchy(_ source: SourceFile) throws(GeoError) -> (root: View, warnings: [Diagnostic]) {
        let (source, note) = source.asDumpText
        do {
            let imported = try RecursiveDescription.parse(source.bytes)
            let warnings = imported.warnings.map { w in
                Diagnostic(.warning, "\(w.viewName): \(w.message)",
                           at: Span(file: source, start: min(w.offset, source.bytes.count), length: 1))
            }
            return (imported.root, warnings)
        } catch {
            let span = Span(file: source, start: error.offset, length: error.length)
            throw GeoError(.runtime, [Diagnostic(.error, error.message, at: span, notes: error.notes + [note].compactMap { $0 })])
        }
    }
}
