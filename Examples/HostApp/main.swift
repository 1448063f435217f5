// A host program that embeds geo: it builds a view tree in Swift, lends it to a script,
// registers a native function and typed methods, runs `layout.geo` (beside this file) against the tree, and
// prints what the script changed.
//
//     swift run HostApp
import Foundation
import GeoScript

// The host's own view tree, built with the same View type the scripts use.
let screen = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "screen")
let card = View(frame: Rect(x: 40, y: 120, width: 295, height: 180), name: "card")
let badge = View(frame: Rect(x: 255, y: -10, width: 50, height: 30), name: "badge")
do {
    try screen.addSubview(card)
    try card.addSubview(badge)
} catch {
    print(error)
    exit(1)
}

func snapshot(_ root: View) -> [(String, Rect)] {
    var rows: [(String, Rect)] = []
    func visit(_ v: View) {
        rows.append((v.name ?? "?", v.frame))
        v.subviews.forEach(visit)
    }
    visit(root)
    return rows
}
let before = snapshot(screen)

let geo = Interpreter()                       // sandboxed: no file access until granted
var printed: [String] = []
geo.output = { text in printed.append(text) } // where the script's print() goes
geo.warnings = { diagnostic in print("warning from the script: \(diagnostic)") }
geo.limits = Limits(steps: 1_000_000, callDepth: 200)
geo["screen"] = .view(screen)                 // the script sees the host's views by name
geo["card"] = .view(card)
geo["badge"] = .view(badge)

// A native function the script calls as `nudge(card, by: 12)`.
geo.register("nudge", parameters: ["view", "by"]) { args in
    guard case .view(let view) = args[0], case .number(let dy) = args[1] else {
        throw GeoError("nudge(view, by:) takes a View and a Number")
    }
    view.center.y += dy
    return .nil
}

// Typed members the script uses as `badge.grow(by: 4)` and `tap.length`: declared like geo's
// own built-ins, so scripts get the same label and type checks, suggestions and `:help`.
geo.register(
    .method("grow", on: .view, [.label("by", .number)], doc: "Grows the view by d on every side.",
            .f2 { view, d, context in
                let v = try view.view(), d = try d.number()
                context.willChange(v, ["frame"])          // so :undo and animate see the change
                v.frame = v.frame.insetBy(dx: -d, dy: -d)
                return .nil
            }),
    .property("length", on: .point, type: .number, doc: "The distance from the origin.",
              get: { p, _ in let p = try p.point(); return .number((p.x * p.x + p.y * p.y).squareRoot()) }))

let scriptURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("layout.geo")
geo.allowFiles(in: scriptURL.deletingLastPathComponent().path)  // a folder path (a URL's .path)
do {
    try geo.runFile(scriptURL.path)
    let tilt = try geo.evaluate("degrees(card.transform.rotation)")
    print("the script printed:")
    printed.forEach { print("  " + $0, terminator: $0.hasSuffix("\n") ? "" : "\n") }
    print("card's rotation is now \(tilt) degrees")
} catch {
    print(error)   // the rendered diagnostic: file:line:col: error: … with a caret
    exit(1)
}

print("what the script changed:")
for ((name, old), (_, new)) in zip(before, snapshot(screen)) where old != new {
    print("  \(name): frame \(old) -> \(new)")
}
