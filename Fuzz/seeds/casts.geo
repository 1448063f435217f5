// Swift's casts, type patterns, key paths and labelled tuples (session of 2026-12-04).
let items: [Any] = [1, "two", 3.5, (1, 2), [4, 5], nil, true]
let ints = items.compactMap { $0 as? Int }
print(ints, items.filter { $0 is String }.count, items.count(where: { $0 is Double }))
for item in items {
    switch item {
    case is Bool: print("bool")
    case let s as String where s.count > 1: print(s.capitalized)
    case let xs as [Int]: print(xs.map(\.self))
    default: print(item as? CGPoint ?? (0, 0))
    }
}
let v = UIView(frame: (x: 1, y: 2, width: 30, height: 40))
let kids = [v, UILabel(), UIButton()]
print(kids.map(\.frame.width), kids.filter { $0 is UIControl }.count, (width: 3, height: 4))
print(" pad ".trimmingCharacters(in: .whitespaces).padding(toLength: 6, withPad: "-", startingAt: 0))
print(items[1] as! String, (items[0] as? [Int])?.count ?? -1, 2 as CGFloat)
