// Configuration lookup: user settings layered over defaults.
let defaults: [String: String] = ["theme": "light", "font": "Menlo", "size": "12", "tabs": "spaces"]
let user: [String: String] = ["theme": "dark", "size": "14", "wrap": "on"]

let config = defaults.merging(user) { _, new in new }
for (key, value) in config.sorted(by: { $0.key < $1.key }) {
    let source = user[key] != nil ? "user" : "default"
    print("\(key) = \(value) (\(source))")
}

func setting(_ key: String, in settings: [String: String], fallback: String) -> String {
    return settings[key] ?? fallback
}
print("theme:", setting("theme", in: config, fallback: "?"))
print("indent:", setting("indent", in: config, fallback: "4"))
print("size as number:", Int(config["size"] ?? "0")! + 2)
print("lines:", config["lines", default: "unlimited"])
print("config still has \(config.count) keys")

// Feature flags from two parallel lists.
let names = ["beta", "darkIcons", "sync", "telemetry"]
let states = [true, false, true, false]
var flags = Dictionary(uniqueKeysWithValues: zip(names, states))
flags["telemetry"] = nil
flags["offline"] = true
print("enabled:", flags.filter { $0.value }.keys.sorted())
print("disabled:", flags.filter { !$0.value }.map { $0.key })
print("sync on:", flags["sync"] ?? false, "telemetry on:", flags["telemetry"] ?? false)
print("all on:", !flags.contains { !$0.value })

// Keep the defaults, only fill in what is missing.
var kept = defaults
kept.merge(user) { old, _ in old }
print("kept theme:", kept["theme"]!, "wrap:", kept["wrap"]!, "count:", kept.count)
print("unchanged defaults:", defaults.count, defaults["theme"]!)
print("overridden:", user.keys.filter { defaults.keys.contains($0) }.sorted())
