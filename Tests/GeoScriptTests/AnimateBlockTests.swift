import Testing
@testable import GeoScript

/// `animate`'s block and its recording, on the animator's borrowed state: the block called
/// straight into its frame (`Callback`, direct for a closure of no parameter), each write's
/// transaction and the view's entries read where the animator keeps them (not retained), and
/// the tracks made into a list of the block's size where the touches lie. The same tracks, in
/// the same order, with the same presented values as before (the expected text is what main
/// at 1c4d982 printed for this program).
@Suite("Animate block")
struct AnimateBlockTests {
    /// A block is a closure of no parameter: its callback goes straight into its frame; one
    /// of another interpreter or a wrong count takes `RuntimeContext.call`, which reports it.
    @Test func aBlockIsCalledStraightIntoItsFrame() throws {
        let geo = Interpreter()
        let block = try geo.evaluate("{ print(1) }").function()
        #expect(Callback(block, arity: 0, geo.context).isDirect)
        #expect(!Callback(block, arity: 1, geo.context).isDirect)
        #expect(!Callback(block, arity: 0, Interpreter().context).isDirect)
    }

    /// A property changed, one written unchanged and not in flight (no track), a center written
    /// unchanged while in flight (no track either: its animation in flight goes on, as UIKit's
    /// additive ones do), a transform component, a delay, a named curve, views with and without
    /// animations before the block, and blocks made in a loop that overlap (each tick's center
    /// added to the last one's still in flight: the first, 200 + 10·easeInOut(1/3) − 50·(cos
    /// 31.5° + sin 31.5°) = 133.5608).
    @Test func tracksAndPresentationsAreUnchanged() {
        let (output, error, _) = langRun("""
            let root = View(frame: (0, 0, 400, 400), name: "root")
            let a = View(frame: (0, 0, 100, 100), name: "a")
            let b = View(frame: (100, 0, 50, 50), name: "b")
            root.addSubview(a)
            root.addSubview(b)
            let first = animate(duration: 1) {
                a.center = (200, 200)
                b.alpha = 0.5
                b.center = b.center
            }
            print(first.table(2))
            wait(0.5)
            let second = animate(duration: 1, delay: 0.25, curve: "linear") {
                a.center = a.center
                b.bounds.size = (80, 20)
                a.transform.rotation = 90deg
                b.center = b.center
            }
            print(second.table(2))
            wait(0.5)
            for v in [a, b] {
                let p = v.presentation()
                print(p.frame, p.alpha, v.presentation(at: 0.75).center)
            }
            var shown = []
            for tick in 0..<30 {
                let v = tick % 2 == 0 ? a : b
                animate(duration: 0.3) { v.center.x += 10; v.alpha = 0.25 + (tick % 3) * 0.25 }
                wait(0.1)
                shown.append(v.presentation().frame.minX)
            }
            print(shown)
            """)
        #expect(error == nil)
        #expect(output == """
            Animation(duration: 1, delay: 0, curve: "easeInOut", start: 0)
            time  progress  a.center    b.alpha
            0     0         (50, 50)    1
            0.5   0.5       (125, 125)  0.75
            1     1         (200, 200)  0.5
            Animation(duration: 1, delay: 0.25, curve: "linear", start: 0.5)
            time  progress  b.bounds        a.transform.rotation
            0.75  0         (0, 0, 50, 50)  0
            1.25  0.5       (0, 0, 65, 35)  0.7854
            1.75  1         (0, 0, 80, 20)  1.5708
            (134.6719, 134.6719, 130.6563, 130.6563) 1 (180.6257, 180.6257)
            (96.25, 3.75, 57.5, 42.5) 0.5 (125, 25)
            [133.5608, 95.5677, 141.825, 102.5677, 156.9896, 109.5677, 178.5489, 117.3177, 192.3177, 127.3177, 202.3177, 137.3177, 212.3177, 147.3177, 222.3177, 157.3177, 232.3177, 167.3177, 242.3177, 177.3177, 252.3177, 187.3177, 262.3177, 197.3177, 272.3177, 207.3177, 282.3177, 217.3177, 292.3177, 227.3177]
            """ + "\n")
    }
}
