import Testing
@testable import GeoViews

/// A superview is held weakly, as in UIKit: when nothing else holds it, its subviews lose it,
/// and say so (`superviewWasFreed`) until they are added somewhere again.
struct FreedSuperviewTests {
    @Test func aSubviewKnowsItsSuperviewWasFreed() throws {
        let card = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var root: View? = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try root?.addSubview(card)
        #expect(!card.superviewWasFreed)
        root = nil
        #expect(card.superview == nil)
        #expect(card.superviewWasFreed)
        let other = View()
        try other.addSubview(card)
        #expect(!card.superviewWasFreed)
    }

    @Test func aDeepViewLosesAFreedChainAboveIt() throws {
        let card = View()
        var root: View? = View()
        do {
            let container = View()
            try root?.addSubview(container)
            try container.addSubview(card)
        }
        root = nil   // frees root, then the container only root held
        #expect(card.superview == nil)
        #expect(card.superviewWasFreed)
    }

    @Test func removingAViewIsNotFreeingItsSuperview() throws {
        let root = View(), card = View()
        try root.addSubview(card)
        card.removeFromSuperview()
        #expect(!card.superviewWasFreed)
    }
}
