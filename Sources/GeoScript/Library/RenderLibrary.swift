import GeoRender

/// Pictures of a view tree (docs/language.md): `render(v)` prints a character-cell drawing to the
/// output, `svg(v, "out.svg")` writes an SVG file (and returns its absolute path) and `svg(v)`
/// returns the SVG text.
///
/// The drawings themselves come from GeoRender (pure, Strings only); this file does the output
/// and the file write. Writing goes through the interpreter's file grants (`FileAccess`): a
/// relative path is relative to the current directory, as any command-line tool's (a path the
/// script's user gives, e.g. `svg(v, arguments[0])`, means what it means in their shell; only
/// `import` is relative to the importing file), and the file's folder must be inside a grant.
enum RenderLibrary {
    static var builtins: [Builtin] {
        [
            .function("render", [.arg("view", .view),
                                 .label("columns", .number).defaulting(.number(72)),
                                 .label("rows", .number).defaulting(.number(24))],
                      doc: "Prints a drawing of the view tree (each view's outline as it appears in view's space, scaled to at most columns × rows cells) and a legend line per view.",
                      .f3 { v, columns, rows, ctx in
                          let c = try cells(columns, "columns", 4...1000), r = try cells(rows, "rows", 2...1000)
                          ctx.write(TextRenderer.drawing(of: try v.view(), columns: c, rows: r, format: ctx.format))
                          return .nil
                      }),
            .function("svg", [.arg("view", .view), .arg("path", .string)],
                      doc: "Writes an SVG picture of the view tree (bounds outlines, dashed frame boxes, anchor points, names) to a file and returns its absolute path; a relative path is relative to the current directory.",
                      .f2 { v, path, ctx in
                          let text = SVGRenderer.document(of: try v.view())
                          guard let interpreter = ctx.interpreter else { throw RuntimeError("svg: no interpreter") }
                          return .string(try interpreter.files.writeFile(text, to: try path.string("the SVG file path"), what: "the SVG"))
                      }),
            .function("svg", [.arg("view", .view)],
                      doc: "The SVG picture of the view tree, as a String.",
                      .f1 { v, ctx in
                          let text = SVGRenderer.document(of: try v.view())
                          try ctx.checkStringLength(text.utf8.count)
                          return .string(text)
                      }),
        ]
    }

    /// A whole number of cells within `range`.
    static func cells(_ v: Value, _ what: String, _ range: ClosedRange<Int>) throws -> Int {
        let x = try v.number(what)
        guard x.rounded() == x, x >= Double(range.lowerBound), x <= Double(range.upperBound) else {
            throw RuntimeError("render: \(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(NumberFormat.exact.string(x))")
        }
        return Int(x)
    }
}
