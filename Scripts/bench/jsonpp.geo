// A JSON-like pretty printer: a document of nested [String: Any] and [Any] values is built
// recursively, then written out with sorted keys and two-space indentation by a recursive
// function that switches on the value's type; the text is measured and written again compactly.
var seed = 99
func roll(_ n: Int) -> Int {
    seed = (seed * 16807) % 2147483647
    return seed % n
}

let names = ["alpha", "bravo", "charlie", "delta", "echo", "fox\"trot", "golf", "hotel"]

func makeNode(depth: Int, id: Int) -> [String: Any] {
    var node: [String: Any] = [
        "id": id,
        "name": names[roll(names.count)],
        "active": roll(2) == 0,
        "tags": (0...roll(3)).map { _ in "t\(roll(50))" },
        "size": roll(10000),
    ]
    if depth > 0 {
        let count = 2 + roll(3)
        node["children"] = (0..<count).map { makeNode(depth: depth - 1, id: id * 10 + $0) }
    }
    return node
}

func quoted(_ s: String) -> String {
    var out = "\""
    for c in s {
        if c == "\"" || c == "\\" { out += "\\" }
        out += String(c)
    }
    return out + "\""
}

func pretty(_ value: Any, indent: String = "") -> String {
    switch value {
    case let b as Bool:
        return b ? "true" : "false"
    case let n as Int:
        return "\(n)"
    case let s as String:
        return quoted(s)
    case let list as [Any]:
        let inner = indent + "  "
        let items = list.map { inner + pretty($0, indent: inner) }
        return "[\n" + items.joined(separator: ",\n") + "\n" + indent + "]"
    case let object as [String: Any]:
        let inner = indent + "  "
        var lines: [String] = []
        for key in object.keys.sorted() {
            lines.append(inner + quoted(key) + ": " + pretty(object[key]!, indent: inner))
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
    default:
        return "null"
    }
}

func compact(_ value: Any) -> String {
    if let list = value as? [Any] {
        return "[" + list.map(compact).joined(separator: ",") + "]"
    }
    if let object = value as? [String: Any] {
        return "{" + object.keys.sorted().map { quoted($0) + ":" + compact(object[$0]!) }.joined(separator: ",") + "}"
    }
    if let s = value as? String { return quoted(s) }
    return "\(value)"
}

var totalLength = 0
var totalLines = 0
var deepest = 0
var last = ""
for round in 0..<6 {
    let doc = makeNode(depth: 5, id: round + 1)
    let text = pretty(doc)
    totalLength += text.count
    let lines = text.split(separator: "\n")
    totalLines += lines.count
    for line in lines {
        let spaces = line.prefix(while: { $0 == " " }).count
        deepest = max(deepest, spaces / 2)
    }
    let small = compact(doc)
    totalLength += small.count
    last = small
}
print("characters: \(totalLength), lines: \(totalLines), deepest: \(deepest)")
print(last.prefix(120))
print(last.suffix(60))
