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

    /// A property changed, one written unchanged and not in flight (no track), one written
    /// unchanged while in flight (a motionless track), a transform component, a delay, a named
    /// curve, views with and without animations before the block, and blocks made in a loop.
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
            time  progress  a.center        b.bounds        a.transform.rotation
            0.75  0         (125, 125)      (0, 0, 50, 50)  0
            1.25  0.5       (162.5, 162.5)  (0, 0, 65, 35)  0.7854
            1.75  1         (200, 200)      (0, 0, 80, 20)  1.5708
            (78.4219, 78.4219, 130.6563, 130.6563) 1 (125, 125)
            (96.25, 3.75, 57.5, 42.5) 0.5 (125, 25)
            [90.3481, 95.5677, 130.0289, 100.7872, 152.475, 107.3745, 175.722, 115.0289, 189.882, 125.0067, 199.9726, 135.0016, 209.9937, 145.0004, 219.9985, 155.0001, 229.9997, 165, 239.9999, 175, 250, 185, 260, 195, 270, 205, 280, 215, 290, 225]
            """ + "\n")
    }
}
