import Testing
import GeoViews

@Suite("Descriptions")
struct DescriptionTests {
    @Test("description is <View \"name\" frame=(…)> with 4 decimals, -0 shown as 0")
    func description() {
        let card = View(frame: rect(50, 50, 100, 100), name: "card")
        #expect(card.description == "<View \"card\" frame=(50, 50, 100, 100)>")
        #expect("\(card)" == "<View \"card\" frame=(50, 50, 100, 100)>")
        let plain = View(frame: rect(0.123456, -0.00001, 1.0 / 3, 2))
        #expect(plain.description == "<View frame=(0.1235, 0, 0.3333, 2)>")
        // Rounding is display only: a half turn leaves 1e-16-sized residue that .exact shows.
        let turned = View(frame: rect(0, 0, 1, 1), name: "turned")
        turned.transform = Transform(rotationAngle: .pi)
        #expect(turned.description == "<View \"turned\" frame=(0, 0, 1, 1)>")
        #expect(turned.description(format: .exact) != turned.description)
        #expect(turned.description(format: .exact).contains("e-16"))
        #expect(turned.description(format: NumberFormat(decimals: 1)) == "<View \"turned\" frame=(0, 0, 1, 1)>")
    }

    @Test("recursiveDescription: one indented line per view with what differs from the defaults")
    func recursive() throws {
        let root = View(frame: rect(0, 0, 320, 480), name: "root")
        let card = View(frame: rect(10, 20, 100, 50), name: "card")
        let label = View(frame: rect(5, 5, 20, 10), name: "label")
        let badge = View(frame: rect(0, 0, 4, 4))
        let back = View(frame: rect(0, 0, 1, 1), name: "back")
        try root.addSubview(card)
        try card.addSubview(label)
        try label.addSubview(badge)
        try root.insertSubview(back, at: 0)
        card.transform = Transform(scaleX: 2, y: 1)
        card.bounds.origin = point(0, 10)
        label.anchorPoint = point(0, 0)
        label.isHidden = true
        label.alpha = 0.5
        badge.isUserInteractionEnabled = false
        badge.clipsToBounds = true
        #expect(root.recursiveDescription == """
            <View "root" frame=(0, 0, 320, 480)>
               | <View "back" frame=(0, 0, 1, 1)>
               | <View "card" frame=(-40, 20, 200, 50) transform=Transform(2, 0, 0, 1, 0, 0) bounds=(0, 10, 100, 50)>
               |    | <View "label" frame=(15, 10, 20, 10) anchorPoint=(0, 0) isHidden alpha=0.5>
               |    |    | <View frame=(0, 0, 4, 4) isUserInteractionEnabled=false clipsToBounds>
            """)
        #expect(badge.recursiveDescription == "<View frame=(0, 0, 4, 4) isUserInteractionEnabled=false clipsToBounds>")
    }
}

/// Issue 13, M2: a deep tree's recursiveDescription is mostly indentation (O(depth²) bytes):
/// the bounded form measures it in one linear pass and refuses it before building.
struct BoundedDescriptionTests {
    static func chain(_ depth: Int) -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var view = root
        for _ in 0..<depth {
            let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            try! view.addSubview(child)   // a fresh view into a chain: never a cycle
            view = child
        }
        return root
    }

    @Test func aDeepTreeIsRefusedBeforeItsTextIsBuilt() {
        let root = Self.chain(20_000)   // about 1 GB of text
        #expect(throws: View.DescriptionLimit.self) {
            _ = try root.recursiveDescription(format: .standard, maxBytes: 10_000_000)
        }
    }

    @Test func withinTheLimitItIsTheUsualText() throws {
        let root = Self.chain(3)
        #expect(try root.recursiveDescription(format: .standard, maxBytes: 10_000) == root.recursiveDescription)
        let size = root.recursiveDescription.utf8.count
        #expect(throws: View.DescriptionLimit.tooLong(size)) {
            _ = try root.recursiveDescription(format: .standard, maxBytes: size - 1)
        }
    }

    @Test func itStopsWhenCancelled() {
        let root = Self.chain(5_000)
        #expect(throws: View.DescriptionLimit.cancelled) {
            _ = try root.recursiveDescription(format: .standard, maxBytes: .max) { true }
        }
    }
}
