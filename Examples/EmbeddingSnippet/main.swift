import GeoScript

let screen = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "screen")
let card = View(frame: Rect(x: 40, y: 120, width: 295, height: 180), name: "card")
try screen.addSubview(card)

let geo = Interpreter()                        // sandboxed: no file access until granted
var log: [String] = []
geo.output = { text in log.append(text) }      // where the script's print() goes
geo.limits = Limits(steps: 1_000_000, callDepth: 200)
geo["card"] = .view(card)                      // host and script share the same View objects
geo.register("nudge", parameters: ["view", "by"]) { args in
    guard case .view(let v) = args[0], case .number(let dy) = args[1] else {
        throw GeoError("nudge(view, by:) takes a View and a Number")
    }
    v.center.y += dy
    return .nil
}
try geo.run("card.transform = rotation(-8deg); nudge(card, by: 12); print(card.center)", file: "layout.geo")
let width = try geo.evaluate("card.frame.width")     // .number(317.18…)
print(log.joined(), terminator: "")                  // what the script printed: (187.5, 222)
print(width, card.frame)                             // the host sees the script's changes
