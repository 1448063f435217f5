// Inverting mappings: one-to-one (codes) and many-to-one (students to houses).
let statusText: [Int: String] = [200: "OK", 201: "Created", 404: "Not Found", 500: "Server Error", 418: "Teapot"]

let codeFor = Dictionary(uniqueKeysWithValues: zip(statusText.values, statusText.keys))
print("codes:", statusText.count, "names:", codeFor.count)
for name in codeFor.keys.sorted() {
    print("\(name) -> \(codeFor[name]!)")
}
print("round trip ok:", statusText.allSatisfy { codeFor[$0.value] == $0.key })
print("client errors:", statusText.filter { $0.key >= 400 && $0.key < 500 }.map { $0.value }.sorted())
if let created = statusText.first(where: { $0.value.hasPrefix("Cre") }) {
    print("created is", created.key)
}
print("lowest code:", statusText.min(by: { $0.key < $1.key })!.value)
print("all codes:", statusText.map { $0.key }.sorted())

// Many-to-one: invert into lists.
let house: [String: String] = [
    "ann": "red", "bob": "blue", "cy": "red", "dee": "green",
    "eve": "blue", "fay": "red", "gus": "green",
]
var members: [String: [String]] = [:]
for (student, color) in house {
    members[color, default: []].append(student)
}
for color in members.keys.sorted() {
    print("\(color): \(members[color]!.sorted())")
}
let sizes = members.mapValues { $0.count }
print("biggest house:", sizes.max(by: { $0.value < $1.value })!.key)

// Inverting back gives the original mapping.
var back: [String: String] = [:]
for (color, names) in members {
    for n in names {
        back[n] = color
    }
}
print("inverse of inverse equals original:", back == house)
back["zed"] = "blue"
print("after adding zed:", back == house, back.count, house.count)
