// UIKit-style Swift, as it is written in an app, run by geo unchanged: types, argument labels,
// default values, `if let`, `guard`, `switch`, optional chaining, `while let`, implicit returns, Core
// Graphics names, `reduce(0, +)`. geo reads the types and leaves them aside (its values carry their
// own); `nil` stands for a missing value.
let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
var cards: [View] = []
for i in 0..<4 {
    let card = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "card\(i)")
    root.addSubview(card)
    cards.append(card)
}

func layout(_ views: [View], in container: CGRect, spacing: CGFloat = 8) {
    let width = container.width / CGFloat(views.count)
    var x: CGFloat = container.minX
    for (index, view) in views.enumerated() {
        guard index < 10 else { break }
        view.frame = CGRect(x: x, y: container.minY, width: width - spacing, height: container.height)
        x += width
    }
}

func describe(_ view: View) -> String {
    switch view.frame.width {
    case 0:
        return "\(view.name): empty"
    case 0..<50:
        return "\(view.name): narrow"
    default:
        return "\(view.name): \(Int(view.frame.width)) wide"
    }
}

layout(cards, in: root.bounds.insetBy(dx: 10, dy: 10))
print(cards.map { $0.frame.width }.reduce(0, +), cards.map(describe))

// A tap on a turned card: ask the tree, not the frame.
cards[1].transform = CGAffineTransform(rotationAngle: .pi / 4)
let tap = CGPoint(x: 200, y: 150)
print("card1's frame contains the tap:", cards[1].frame.contains(tap))
if let hit = root.hitTest(tap) {
    print("the tap lands on \(hit.name) at \(root.convert(tap, to: hit))")
} else {
    print("the tap lands on nothing")
}
print("its frame grew to", cards[1].frame.size, "but its bounds are", cards[1].bounds.size)

// Walking up from the view a tap hits, as a gesture handler does.
func depth(of view: View?) -> Int {
    var count = 0
    var node = view
    while let current = node {
        count += 1
        node = current.superview
    }
    return count
}
func isTurned(_ view: View) -> Bool { view.transform != .identity }
let missed = root.hitTest(CGPoint(x: 900, y: 900))
print("hit depth:", depth(of: root.hitTest(tap)), "missed:", missed?.name ?? "nothing", depth(of: missed))
root.hitTest(tap)?.alpha = 0.5
print("turned:", cards.filter(isTurned).map { $0.name }, "alphas:", cards.map { $0.alpha }, cards[1].superview?.name)
