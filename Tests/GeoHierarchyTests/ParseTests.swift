import Testing
@testable import GeoHierarchy

/// Fixtures written from the format UIKit prints (see RecursiveDescriptionParser.swift); the
/// expected numbers are worked out by hand in the comments.
enum Fixtures {
    static let plain = """
    <UIWindow: 0x7f9b0bc0a2b0; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000c5c2a0>; layer = <UIWindowLayer: 0x600000224600>>
       | <UIView: 0x7f9b0bc0b5e0; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6000002246a0>>
       |    | <UIButton: 0x7f9b0bd0c100; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x600000224700>>
       |    |    | <UIButtonLabel: 0x7f9b0bd0c400; frame = (30 12; 60 20); text = 'Tap me'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000224800>>
       |    | <UILabel: 0x7f9b0bd0d200; frame = (20 200; 335 21); text = 'Price; 'special' offer'; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000224900>>
       |    | <UIView: 0x7f9b0bd0d300; frame = (0 600; 375 67); tag = 7; layer = <CALayer: 0x600000224a00>>
       |    | <UIView: 0x7f9b0bd0d400; frame = (0 0; 10 10); layer = <CALayer: 0x600000224b00>>
    """

    static let scroll = """
    <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
       | <UIScrollView: 0x3; frame = (0 64; 375 603); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, 300}; contentSize: {375, 2000}; adjustedContentInset: {0, 0, 34, 0}>
       |    | <UICollectionView: 0x6; frame = (0 400; 375 200); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x7>; layer = <CALayer: 0x8>; contentOffset: {150, 0}; contentSize: {1000, 200}; adjustedContentInset: {0, 0, 0, 0}>
       |    |    | <UICollectionViewCell: 0x9; frame = (200 20; 100 100); layer = <CALayer: 0xa>>
    """

    static let transformed = """
    <UIView: 0x1; frame = (0 0; 400 400); layer = <CALayer: 0x2>>
       | <UIView: 0x3; frame = (88.3975 56.6987; 223.205 186.603); transform = [0.866025, 0.5, -0.5, 0.866025, 0, 0]; layer = <CALayer: 0x4>>
       | <UIImageView: 0x5; frame = (50 275; 200 50); transform = [2, 0, 0, 0.5, 0, 0]; opaque = NO; userInteractionEnabled = NO; tag = 7; layer = <CALayer: 0x6>>
       | <UIView: 0x7; frame = (10 10; 20 30); transform = [0, 1, -1, 0, 5, -5]; layer = <CALayer: 0x8>>
    """

    /// `key: value` entries of a view that is no scroll view (a UISlider's value), and a scroll
    /// view at offset zero, which prints its contentOffset all the same.
    static let colonEntries = """
    <UIView: 0x1; frame = (0 0; 393 852); layer = <CALayer: 0x2>>
       | <UISlider: 0x3; frame = (18 811; 357 31); opaque = NO; layer = <CALayer: 0x4>; value: 0.500000>
       | <UIScrollView: 0x5; frame = (0 0; 393 700); clipsToBounds = YES; layer = <CALayer: 0x6>; contentOffset: {0, 0}; contentSize: {393, 2000}; adjustedContentInset: {0, 0, 0, 0}>
    """

    static let flags = """
    <UIView: 0x1; frame = (0 0; 100 100)>
       | <UIView: 0x2; frame = (0 0; 100 100); tag = 1>
       | <UIView: 0x3; frame = (0 0; 100 100); alpha = 0; tag = 2>
       | <UIView: 0x4; frame = (0 0; 100 100); hidden = YES; tag = 3>
       | <UIView: 0x5; frame = (0 0; 100 100); userInteractionEnabled = NO; tag = 4>
       | <UIView: 0x6; frame = (0 0; 100 100); alpha = 0.005; tag = 5>
    """

    static let oneLine = "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x2>> | <UIView: 0x3; frame = (0 20; 320 460); layer = <CALayer: 0x4>> | | <UILabel: 0x5; frame = (10 10; 100 20); text = 'Hi | there'; layer = <CALayer: 0x6>> | <UIView: 0x7; frame = (0 0; 10 10)>"

    static let noisy = "(lldb) po [[UIWindow keyWindow] recursiveDescription]\r\nPrinting description of $14:\r\n"
        + "<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>\r\n"
        + "   | <UIView: 0x3; frame = (0 0; 375 667); animations = { position=<CABasicAnimation: 0x4>; bounds.origin=<CABasicAnimation: 0x5>; }; layer = <CALayer: 0x6>>\r\n"
        + "\r\n(lldb) \r\n"

    /// A text view as iOS 17 prints it: its _UITextContainerView wraps UIView's description in its own.
    static let textView = """
    <UIView: 0x12dd09000; frame = (0 0; 100 100); layer = <CALayer: 0x600000ce91d0>>
       | <UITextView: 0x10780a400; frame = (20 20; 40 40); text = ''; clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000cdfd50>; layer = <CALayer: 0x600000ceb090>; contentOffset: {0, 0}; contentSize: {40, 32}; adjustedContentInset: {0, 0, 0, 0}>
       |    | <_UITextLayoutView: 0x12dd0ba00; frame = (0 0; 0 0); layer = <CALayer: 0x600000cebfc0>>
       |    | <<_UITextContainerView: 0x12dd0b440; frame = (0 0; 40 30); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: 0x600000ce9350>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <NSTextContainer: 0x600003518210 size = (40.000000,inf); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x1e5cbb9d0; lineBreakMode = 0>
       |    |    | <_UITextLayoutCanvasView: 0x12dd0b680; frame = (0 0; 40 30); layer = <CALayer: 0x600000ce9ad0>>
    """

    static func load(_ text: String) throws -> ImportedHierarchy { try RecursiveDescription.parse(text) }
}

@Suite("Reading recursiveDescription")
struct ParseTests {
    @Test func plainTreeNamesAndAttributes() throws {
        let h = try Fixtures.load(Fixtures.plain)
        #expect(h.viewCount == 7)
        #expect(h.warnings.isEmpty)
        let window = h.root
        #expect(window.name == "UIWindow" && window.className == "UIWindow" && window.address == "0x7f9b0bc0a2b0")
        #expect(window.dumpAttributes == ["gestureRecognizers = <NSArray: 0x600000c5c2a0>", "layer = <UIWindowLayer: 0x600000224600>"])
        let content = window.subviews[0]
        #expect(content.subviews.map { $0.name ?? "" } == ["UIButton", "UILabel 'Price; 'special' offer'", "UIView tag=7", "UIView #2"])
        let label = try #require(window.find("UILabel"))
        #expect(label.text == "Price; 'special' offer")
        #expect(!label.isUserInteractionEnabled)
        #expect(window.find("UIButtonLabel 'Tap me'")?.text == "Tap me")
        #expect(window.find("UIView tag=7")?.tag == 7)
        #expect(window.find("UIView")?.name == "UIView")
        #expect(window.findAll("UIView").map { $0.name ?? "" } == ["UIView", "UIView tag=7", "UIView #2"])
        #expect(window.find("UISwitch") == nil && window.findAll("UISwitch").isEmpty)
        #expect(window.find("UILabel")?.tag == nil)
    }

    @Test func plainTreeGeometryAndHitTests() throws {
        let window = try Fixtures.load(Fixtures.plain).root
        let button = try #require(window.find("UIButton"))
        #expect(button.bounds == Rect(x: 0, y: 0, width: 120, height: 44))
        #expect(button.center == Point(x: 80, y: 122))
        // (50, 120) is (30, 20) in the button, on its label, which takes no touches.
        #expect(window.hitTest(Point(x: 50, y: 120)) === button)
        // The label ignores touches too: the content view gets them.
        #expect(window.hitTest(Point(x: 25, y: 205)) === window.subviews[0])
        let label = try #require(window.find("UIButtonLabel 'Tap me'"))
        #expect(try label.convert(Point(x: 0, y: 0), to: window) == Point(x: 50, y: 112))
    }

    @Test func nestedScrollViewsUseContentOffsetAsBoundsOrigin() throws {
        let window = try Fixtures.load(Fixtures.scroll).root
        let scroll = try #require(window.find("UIScrollView"))
        #expect(scroll.bounds == Rect(x: 0, y: 300, width: 375, height: 603))
        #expect(scroll.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        let collection = try #require(window.find("UICollectionView"))
        #expect(collection.bounds.origin == Point(x: 150, y: 0))
        #expect(collection.dumpAttributes.contains("contentSize: {1000, 200}"))
        let cell = try #require(window.find("UICollectionViewCell"))
        // Cell (200, 20) in the collection, scrolled 150: (50, 420) in the scroll view's
        // content, scrolled 300 and placed at y 64: (50, 184) in the window.
        #expect(try cell.convert(Point(x: 0, y: 0), to: window) == Point(x: 50, y: 184))
        #expect(window.hitTest(Point(x: 60, y: 200)) === cell)
        // (60, 100) is (60, 336) in the content: above the collection view.
        #expect(window.hitTest(Point(x: 60, y: 100)) === scroll)
    }

    @Test func transformedViewsRecoverBoundsAndCenter() throws {
        let h = try Fixtures.load(Fixtures.transformed)
        #expect(h.warnings.isEmpty)
        let root = h.root
        // A 200 × 100 card turned 30° about (200, 150) has the frame printed in the dump.
        let card = root.subviews[0]
        #expect(abs(card.bounds.width - 200) < 1e-3 && abs(card.bounds.height - 100) < 1e-3)
        #expect(abs(card.center.x - 200) < 1e-3 && abs(card.center.y - 150) < 1e-3)
        #expect(root.hitTest(Point(x: 200, y: 150)) === card)
        #expect(root.hitTest(Point(x: 290, y: 110)) === root)   // in the frame, off the card
        // scale(2, 0.5) of a 100 × 100 view gives the 200 × 50 frame.
        let image = try #require(root.find("UIImageView tag=7"))
        #expect(image.bounds.size == Size(width: 100, height: 100))
        #expect(image.center == Point(x: 150, y: 300))
        // A quarter turn swaps the sides; the translation (5, -5) is not part of center.
        let turned = root.subviews[2]
        #expect(turned.bounds.size == Size(width: 30, height: 20))
        #expect(turned.center == Point(x: 15, y: 30))
        #expect(turned.frame == Rect(x: 10, y: 10, width: 20, height: 30))
        #expect(try turned.convert(Point(x: 0, y: 0), to: root) == Point(x: 30, y: 10))
    }

    @Test func aWarningNamesTheTurnItIsAbout() throws {
        let h = try Fixtures.load("""
        <UIView: 0x1; frame = (0 0; 393 852)>
           | <UIView: 0x2; frame = (250.503 250.503; 98.9949 98.9949); transform = [-0.707107, 0.707107, -0.707107, -0.707107, 0, 0]>
        """)
        #expect(h.warnings.first?.message.contains("(a 135° turn, or close to one)") == true, "\(h.warnings)")
    }

    /// A layer's 3D transform (`transform3D = [m11, …; …; m41, …, m44]`, as UIKit prints a
    /// non-affine one): the view's plane is affine when m14 = m24 = 0, and that transform is
    /// the view's (bounds 250 × 87.5 scaled 0.8 make the 200 × 70 frame); a perspective in the
    /// plane is warned of, its affine part kept.
    @Test func aTransform3DGivesItsPlanesAffineTransform() throws {
        let h = try Fixtures.load("""
        <UIView: 0x1; frame = (0 0; 300 100); layer = <CALayer: 0x2>>
           | <UIView: 0x3; frame = (0 -0.25; 200 70); transform3D = [0.8, 0, 0, 0; 0, 0.8, 0, 0; 0, 0, 1, -0.001; 0, 0, 0, 1]; layer = <CALayer: 0x4>>
        """)
        #expect(h.warnings.isEmpty)
        let v = h.root.subviews[0]
        #expect(v.transform == Transform(a: 0.8, b: 0, c: 0, d: 0.8, tx: 0, ty: 0))
        #expect(abs(v.bounds.width - 250) < 1e-9 && abs(v.bounds.height - 87.5) < 1e-9, "\(v.bounds)")
        let corner = try v.convert(Point(x: 250, y: 87.5), to: nil)
        #expect(abs(corner.x - 200) < 1e-9 && abs(corner.y - 69.75) < 1e-9, "\(corner)")
        let perspective = try Fixtures.load("""
        <UIView: 0x1; frame = (0 0; 300 100)>
           | <UIView: 0x3; frame = (0 0; 200 70); transform3D = [1, 0, 0, 0.001; 0, 1, 0, 0; 0, 0, 1, 0; 0, 0, 0, 1]>
        """)
        #expect(perspective.warnings.first?.message.contains("perspective") == true, "\(perspective.warnings)")
    }

    /// A view whose class overrides description may print no frame — UIKit's own
    /// UISwipeActionPullView does (a keyWindow dump of Apple Music): the dump is read, that view
    /// in its place at (0 0; 0 0), with a warning that says its geometry is unknown.
    @Test func aViewThatPrintsNoFrameIsReadAtZeroWithAWarning() throws {
        let h = try Fixtures.load("""
        <UICollectionView: 0x1048ed600; frame = (0 0; 375 667); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x2820ba6d0>; layer = <CALayer: 0x282e3a920>; contentOffset: {0, 3739.5}; contentSize: {375, 6398}; adjustedContentInset: {64, 0, 113, 0}; layout: <_TtCC16MusicApplication19SongsViewControllerP33_A45DAA2A24828EFCFB77323F0B26236B11TableLayout: 0x11e03dfa0>; dataSource: <MusicApplication.SongsViewController: 0x1048d5c00>>
           | <UISwipeActionPullView: 0x104495100; cellEdge = UIRectEdgeLeft, actions = <NSArray: 0x282ca7030>>
           |    | <UISwipeActionStandardButton: 0x1044fdb60; frame = (74 0; 74 48); anchorPoint = (1, 0.5); opaque = NO; autoresize = W+H; tintColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer: 0x28222a880>>
           |    |    | <UIView: 0x1044e7470; frame = (-517 0; 591 48); layer = <CALayer: 0x282228660>>
           |    |    | <UIImageView: 0x10987fc70; frame = (26 16; 22 16.5); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x28222a4e0>>
           | <MusicApplication.SongCell: 0x104500000; baseClass = UICollectionViewListCell; frame = (0 3800; 375 48); layer = <CALayer: 0x282e3b000>>
        """)
        #expect(h.viewCount == 6)
        #expect(h.root.subviews.map(\.className) == ["UISwipeActionPullView", "MusicApplication.SongCell"])
        let pull = h.root.subviews[0]
        #expect(pull.frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(pull.dumpAttributes == ["cellEdge = UIRectEdgeLeft, actions = <NSArray: 0x282ca7030>"])
        #expect(pull.subviews.map(\.className) == ["UISwipeActionStandardButton"])
        #expect(pull.subviews[0].subviews.count == 2)
        #expect(h.warnings.count == 1)
        let warning = try #require(h.warnings.first)
        #expect(warning.line == 2 && warning.viewName == "UISwipeActionPullView")
        #expect(warning.message.hasPrefix("its line prints no 'frame = (x y; width height)'"), "\(warning.message)")
        #expect(warning.message.contains("read as (0 0; 0 0)") && warning.message.contains("its subviews' places in the window"))
        // No touch reaches the button inside it; the rest of the tree answers as printed.
        #expect(h.root.hitTest(Point(x: 100, y: 3740)) === h.root)
        #expect(h.root.hitTest(Point(x: 100, y: 3810))?.className == "MusicApplication.SongCell")
        // Written back with the frame it was read with.
        #expect(RecursiveDescription.describe(h.root).contains("<UISwipeActionPullView: 0x104495100; frame = (0 0; 0 0); cellEdge = UIRectEdgeLeft"))
        // The dump's first view is still an error: every other view is placed from it.
        do {
            _ = try RecursiveDescription.parse("<UISwipeActionPullView: 0x104495100; cellEdge = UIRectEdgeLeft, actions = <NSArray: 0x282ca7030>>\n   | <UIView: 0x2; frame = (74 0; 74 48)>")
            Issue.record("read a first view with no frame")
        } catch {
            #expect(error.offset == 0)
            #expect(error.message.contains("has no 'frame = (x y; width height)', and it is the dump's first view"), "\(error.message)")
            #expect(error.notes.first?.contains("print the tree from its superview") == true, "\(error.notes)")
            #expect(!error.notes.contains { $0.contains("UIKit prints a frame for every view") })
        }
    }

    /// A broken layout's `frame = (nan nan; nan nan)` (or an `inf`), which UIKit prints: the
    /// dump is read, that view at (0 0; 0 0), with a warning that says so.
    @Test func aNonFiniteFrameIsReadAsZeroWithAWarning() throws {
        let h = try Fixtures.load("""
        <UIView: 0x1; frame = (0 0; 375 667); layer = <CALayer: 0x2>>
           | <MyApp.ChartView: 0x3; frame = (nan nan; nan nan); layer = <CALayer: 0x4>>
           |    | <UILabel: 0x5; frame = (10 10; 50 20); layer = <CALayer: 0x6>>
           | <UIView: 0x7; frame = (0 0; inf 20); layer = <CALayer: 0x8>>
           | <UIButton: 0x9; frame = (20 100; 120 44); layer = <CALayer: 0xa>>
        """)
        #expect(h.viewCount == 5)
        #expect(h.warnings.count == 2)
        #expect(h.warnings.first?.message.contains("UIKit printed its frame as (nan nan; nan nan)") == true, "\(h.warnings)")
        #expect(h.root.subviews[0].frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(h.root.subviews[2].frame == Rect(x: 20, y: 100, width: 120, height: 44))
        // A word that is no number at all is still an error.
        #expect(throws: HierarchyError.self) { try Fixtures.load("<UIView: 0x1; frame = (0 0; wide 20)>") }
    }

    /// `...` where lines were cut from a posted dump: the views after it are read, with a
    /// warning that their superviews may be wrong.
    @Test func anEllipsisWhereLinesWereCutIsWarnedOf() throws {
        let h = try Fixtures.load("""
        <UIWindow: 0x1; frame = (0 0; 320 480)>
           | <UITransitionView: 0x5; frame = (0 0; 320 431)>
        ...
           | <MMBadgeView: 0x9; frame = (203 1; 20 20)>
        """)
        #expect(h.viewCount == 3)
        #expect(h.warnings.count == 1)
        #expect(h.warnings.first?.line == 3)
        #expect(h.warnings.first?.message.contains("lines were cut from the dump here") == true, "\(h.warnings)")
    }

    @Test func aFortyFiveDegreeTurnIsAssumedSquareWithAWarning() throws {
        let h = try Fixtures.load("""
        <UIView: 0x1; frame = (0 0; 400 400)>
           | <UIView: 0x2; frame = (29.2893 29.2893; 141.421 141.421); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]>
        """)
        #expect(h.warnings.count == 1)
        #expect(h.warnings.first?.line == 2)
        #expect(h.warnings.first?.message.contains("assumed square bounds 99.9997 × 99.9997") == true, "\(h.warnings)")
        let v = h.root.subviews[0]
        #expect(abs(v.bounds.width - 100) < 1e-3 && abs(v.bounds.height - 100) < 1e-3)
        #expect(abs(v.center.x - 100) < 1e-3 && abs(v.center.y - 100) < 1e-3)
    }

    @Test func aFrameNoRectangleCanHaveIsAWarning() throws {
        // Under scale(1, 2) with a quarter-turn-free shear, no size gives this frame.
        let h = try Fixtures.load("""
        <UIView: 0x1; frame = (0 0; 400 400)>
           | <UIView: 0x2; frame = (0 0; 10 100); transform = [1, 0, 1, 1, 0, 0]>
        """)
        #expect(h.warnings.count == 1)
        #expect(h.warnings.first?.message.contains("cannot be the bounding box") == true)
    }

    @Test func aPrintedContentOffsetIsKeptAndWrittenBack() throws {
        // UIKit prints a scroll view's contentOffset, zero too; a private subclass prints no baseClass.
        let h = try Fixtures.load("""
        <UIView: 0x1; frame = (0 0; 428 926)>
           | <_UIQueuingScrollView: 0x2; frame = (0 0; 428 600); clipsToBounds = YES; layer = <CALayer: 0x3>; contentOffset: {0, 0}>
           | <UIView: 0x4; frame = (0 600; 428 326)>
        """)
        #expect(h.root.subviews.map(\.printedContentOffset) == [true, false])
        #expect(!h.root.printedContentOffset)
        let text = RecursiveDescription.describe(h.root)
        #expect(text.contains("layer = <CALayer: 0x3>; contentOffset: {0, 0}>"))
        #expect(try RecursiveDescription.parse(text).root.subviews[0].printedContentOffset)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() throws {
        let root = try Fixtures.load(Fixtures.flags).root
        let views = root.subviews
        #expect(views.map(\.alpha) == [1, 0, 1, 1, 0.005])
        #expect(views.map(\.isHidden) == [false, false, true, false, false])
        #expect(views.map(\.isUserInteractionEnabled) == [true, true, true, false, true])
        #expect(root.hitTest(Point(x: 50, y: 50)) === views[0])
    }

    @Test func theOldOneLineStyle() throws {
        let h = try Fixtures.load(Fixtures.oneLine)
        #expect(h.viewCount == 4)
        let window = h.root
        #expect(window.subviews.map { $0.name ?? "" } == ["UIView", "UIView #2"])
        let label = try #require(window.find("UILabel"))
        #expect(label.text == "Hi | there")
        #expect(label.superview === window.subviews[0])
        #expect(try label.convert(Point(x: 0, y: 0), to: window) == Point(x: 10, y: 30))
    }

    @Test func lldbNoiseAndCRLFAreSkipped() throws {
        let h = try Fixtures.load(Fixtures.noisy)
        #expect(h.viewCount == 2)
        #expect(h.root.subviews[0].dumpAttributes.first == "animations = { position=<CABasicAnimation: 0x4>; bounds.origin=<CABasicAnimation: 0x5>; }")
    }

    @Test func aLabelsLineBreaksCarryItsTextOverTheNextLines() throws {
        // UIKit prints a label's text as it is, line breaks included.
        let dump = "<UIView: 0x1; frame = (0 0; 100 100)>\r\n"
            + "   | <UILabel: 0x2; frame = (0 0; 100 40); text = 'Two\r\nlines; it's\r\n'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x3>>\r\n"
            + "   | <UIView: 0x4; frame = (0 0; 1 1)>\r\n"
            + "   | <UIView: 0x5; frame = (0 0; 10 10); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]>"
        let h = try Fixtures.load(dump)
        #expect(h.viewCount == 4)
        let label = try #require(h.root.find("UILabel"))
        #expect(label.text == "Two\nlines; it's\n")
        #expect(!label.isUserInteractionEnabled)
        #expect(h.root.subviews.count == 3)
        #expect(h.warnings.first?.line == 6)   // the line counts include the label's breaks
        // Written back, the text keeps its breaks, and reads back the same.
        let again = try RecursiveDescription.parse(RecursiveDescription.describe(h.root))
        #expect(again.root.find("UILabel")?.text == "Two\nlines; it's\n")
    }

    @Test func entriesWithNestedSemicolonsAndColonsAreKept() throws {
        // A table view as iOS prints it: a colour whose description has its own `;`, a
        // negative content offset (scrolled under a navigation bar), a colon-form delegate.
        let h = try Fixtures.load("""
        <UITableView: 0x7f1; frame = (0 0; 375 667); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x601>; backgroundColor = <UIDynamicSystemColor: 0x602; name = systemGroupedBackgroundColor>; layer = <CALayer: 0x603>; contentOffset: {0, -64}; contentSize: {375, 1000}; adjustedContentInset: {64, 0, 0, 0}; dataSource: <MyApp.ViewController: 0x7f2>>
           | <UITableViewCell: 0x7f3; frame = (0 0; 375 44); text = 'Row'; autoresize = W; layer = <CALayer: 0x604>>
           |    | <UIImageView: 0x7f4; frame = (16 10; 24 24); opaque = NO; userInteractionEnabled = NO; image = <UIImage:0x605 named(main: star) {24, 24} renderingMode=automatic(original)>; layer = <CALayer: 0x606>>
        """)
        let table = h.root
        #expect(table.bounds.origin == Point(x: 0, y: -64))
        #expect(table.dumpAttributes.contains("backgroundColor = <UIDynamicSystemColor: 0x602; name = systemGroupedBackgroundColor>"))
        #expect(table.dumpAttributes.last == "dataSource: <MyApp.ViewController: 0x7f2>")
        let cell = try #require(table.find("UITableViewCell 'Row'"))
        // In the table's own (bounds) coordinates the first row starts at 0; the 64 points
        // above it (under the bar) are the table's.
        #expect(table.hitTest(Point(x: 100, y: 20)) === cell)
        #expect(table.hitTest(Point(x: 100, y: -40)) === table)
        #expect(table.find("UIImageView")?.dumpAttributes.contains { $0.hasPrefix("image = <UIImage:0x605") } == true)
    }

    @Test func textAfterAViewsClosingBracketIsKeptAndWrittenBack() throws {
        // iOS 15–18 print these after the '>' of a navigation bar's effect views and content
        // view; the one-line style's '|' still starts the next view after such text.
        let h = try Fixtures.load("""
        <UINavigationBar: 0x1; frame = (0 47; 390 44); opaque = NO; autoresize = W; layer = <CALayer: 0x2>>
           | <_UIBarBackground: 0x3; frame = (0 -47; 390 91); userInteractionEnabled = NO; layer = <CALayer: 0x4>>
           |    | <UIVisualEffectView: 0x5; frame = (0 0; 390 91); layer = <CALayer: 0x6>> effect=<UIBlurEffect: 0x7> style=UIBlurEffectStyleSystemChromeMaterial
           |    | <_UIBarBackgroundShadowView: 0x8; frame = (0 91; 390 0.333333); alpha = 0; layer = <CALayer: 0x9>> clientRequestedContentView effect=none
           | <_UINavigationBarContentView: 0xa; frame = (0 0; 390 44); layer = <CALayer: 0xb>> layout=0xc
           |    | <UILabel: 0xd; frame = (170.667 11.6667; 48.6667 20.3333); text = 'Items'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xe>>
        """)
        #expect(h.viewCount == 6)
        let shadow = try #require(h.root.find("_UIBarBackgroundShadowView"))
        #expect(shadow.alpha == 0 && abs(shadow.frame.height - 0.333333) < 1e-12)
        #expect(h.root.find("_UINavigationBarContentView")?.subviews.first?.name == "UILabel 'Items'")
        // Written back after the '>' as UIKit prints it, and read back the same.
        let text = RecursiveDescription.describe(h.root)
        #expect(text.contains("layer = <CALayer: 0x9>> clientRequestedContentView effect=none\n"))
        let again = try RecursiveDescription.parse(text)
        #expect(again.root.find("UIVisualEffectView")?.dumpAttributes == h.root.find("UIVisualEffectView")?.dumpAttributes)
        #expect(RecursiveDescription.describe(again.root) == text)
        let oneLine = try Fixtures.load("<UIView: 0x1; frame = (0 0; 9 9)> | <UIVisualEffectView: 0x2; frame = (0 0; 9 9)> effect=none | | <UIView: 0x3; frame = (1 1; 2 2)>")
        #expect(oneLine.root.subviews.first?.subviews.count == 1)
    }

    @Test func swiftUIsAnchorPointIsReadSoTheCenterIsUIKits() throws {
        // SwiftUI's views print `anchorPoint = (0, 0)`: UIKit's center (the layer's position)
        // is then the frame's top-left corner, not its middle.
        let h = try Fixtures.load("""
        <_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_: 0x1; frame = (0 0; 393 852); autoresize = W+H; layer = <SwiftUI.UIHostingViewDebugLayer: 0x2>>
           | <SwiftUI._UIGraphicsView: 0x3; frame = (16 59; 361 200); anchorPoint = (0, 0); autoresizesSubviews = NO; layer = <CALayer: 0x4>>
           | <SwiftUI._UIGraphicsView: 0x5; frame = (50 300; 200 100); transform = [0, 1, -1, 0, 0, 0]; anchorPoint = (0, 0); layer = <CALayer: 0x6>>
        """)
        let plain = h.root.subviews[0], turned = h.root.subviews[1]
        #expect(plain.anchorPoint == Point(x: 0, y: 0))
        #expect(plain.center == Point(x: 16, y: 59))
        #expect(plain.frame == Rect(x: 16, y: 59, width: 361, height: 200))
        #expect(!plain.dumpAttributes.contains { $0.hasPrefix("anchorPoint") })
        // A quarter turn about the top-left corner: bounds 100 × 200, the corner at the
        // frame's top-right (250, 300).
        #expect(turned.bounds.size == Size(width: 100, height: 200))
        #expect(turned.center == Point(x: 250, y: 300))
        #expect(turned.frame == Rect(x: 50, y: 300, width: 200, height: 100))
        #expect(try turned.convert(Point(x: 0, y: 0), to: h.root) == Point(x: 250, y: 300))
        // Written back where UIKit prints it, once.
        let text = RecursiveDescription.describe(h.root)
        #expect(text.contains("frame = (16 59; 361 200); anchorPoint = (0, 0); autoresizesSubviews = NO"))
        #expect(try RecursiveDescription.parse(text).root.subviews[1].center == Point(x: 250, y: 300))
    }

    @Test func aTextViewsContainerInItsDoubleBracketsIsAView() throws {
        // UITextView's _UITextContainerView wraps UIView's description in its own (iOS 7 to
        // 26): `<<_UITextContainerView: …>> minSize = …; lineBreakMode = 0>`. A line from an iOS 17 dump.
        let dump = Fixtures.textView
        let h = try Fixtures.load(dump)
        #expect(h.viewCount == 5)
        let container = try #require(h.root.find("_UITextContainerView"))
        #expect(container.address == "0x12dd0b440")
        #expect(container.frame == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(container.superview?.className == "UITextView")
        #expect(container.subviews.map(\.className) == ["_UITextLayoutCanvasView"])
        #expect(container.dumpAttributes.last == ">> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <NSTextContainer: 0x600003518210 size = (40.000000,inf); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x1e5cbb9d0; lineBreakMode = 0")
        // (30, 30) is (10, 10) in the text view, on its canvas.
        #expect(h.root.hitTest(Point(x: 30, y: 30))?.className == "_UITextLayoutCanvasView")
        #expect(try container.convert(Point(x: 0, y: 0), to: h.root) == Point(x: 20, y: 20))
        // Written back as UIKit prints it.
        #expect(RecursiveDescription.describe(h.root) == dump)
        // The first view of a paste, after LLDB's typed result.
        let first = try Fixtures.load("(_UITextContainerView *) $3 = 0x12dd0b440 <<_UITextContainerView: 0x12dd0b440; frame = (0 0; 40 30); layer = <CALayer: 0x6>> minSize = {0, 0}, maxSize = {40, 30}; lineBreakMode = 0>\n   | <UIView: 0x7; frame = (1 2; 3 4)>")
        #expect(first.root.className == "_UITextContainerView" && first.root.subviews.count == 1)
        #expect(first.root.dumpAttributes == ["layer = <CALayer: 0x6>", ">> minSize = {0, 0}, maxSize = {40, 30}; lineBreakMode = 0"])
    }

    @Test func aGenericClassNameKeepsItsAngleBrackets() throws {
        let h = try Fixtures.load("<SwiftUI._UIHostingView<SwiftUI.ModifiedContent<App.Root, SwiftUI._EnvironmentKeyWritingModifier<Bool>>>: 0x1; frame = (0 0; 10 10)>")
        #expect(h.root.className == "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<App.Root, SwiftUI._EnvironmentKeyWritingModifier<Bool>>>")
    }

    @Test func aSubtreePastedWithItsBarsStartsAtItsOwnDepth() throws {
        let h = try Fixtures.load("   |    | <UIView: 0x1; frame = (0 0; 10 10)>\n   |    |    | <UIView: 0x2; frame = (1 1; 2 2)>")
        #expect(h.root.subviews.count == 1)
    }

    @Test func theFirstViewMayFollowTextOnItsLine() throws {
        // As pasted: NSLog's timestamp (a 2013 blog post), Xcode's console, LLDB's typed result
        // of `po self.view`, Swift's `po view.value(forKey: "recursiveDescription")` without
        // its `!` (the root was silently dropped: the first child read as the root).
        let prefixes = ["2013-08-17 21:04:53.358 UIViewControllerTest[60940:11303] ",
                        "2024-03-11 14:02:17.512345+0100 MyApp[81234:3456789] ",
                        "(UIView *) $1 = 0x0a034690 ",
                        "  - some : "]
        for prefix in prefixes {
            let h = try Fixtures.load("▿ Optional<Any>\r\n" + prefix
                + "<UIView: 0x76935f0; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x7693650>>\r\n"
                + "   | <UIRoundedRectButton: 0x7692130; frame = (25 397; 63 44); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x7691940>>\r\n"
                + "   |    | <UIImageView: 0x76929d0; frame = (1 1; 61 43); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x7692380>> - (null)\r\n"
                + "   | <UIView: 0x76932f0; frame = (0 0; 320 224); clipsToBounds = YES; autoresize = LM+RM; layer = <CALayer: 0x7693290>>\r\n")
            #expect(h.viewCount == 4, "\(prefix)")
            #expect(h.root.className == "UIView" && h.root.address == "0x76935f0")
            #expect(h.root.frame == Rect(x: 0, y: 20, width: 320, height: 460))
            #expect(h.root.subviews.map(\.className) == ["UIRoundedRectButton", "UIView"])
            let image = try #require(h.root.find("UIImageView"))
            #expect(try image.convert(Point(x: 0, y: 0), to: h.root) == Point(x: 26, y: 398))
        }
        // gdb echoed the command on the line of an old one-line dump.
        let old = try Fixtures.load("(gdb) po [webView recursiveDescription] <UIWebView: 0x68220e0; frame = (0 0; 320 460); > | <UIScrollView: 0x4b2bee0; frame = (0 0; 320 460); > | | <UIImageView: 0x4b12030; frame = (0 0; 54 54); > | | <UIImageView: 0x4b11fd0; frame = (-14.5 14.5; 30 1); >")
        #expect(old.viewCount == 4 && old.root.className == "UIWebView")
        #expect(old.root.subviews.first?.subviews.last?.frame == Rect(x: -14.5, y: 14.5, width: 30, height: 1))
        // A log line that only names views (no frame follows) is still skipped.
        let logged = try Fixtures.load("Warning: Attempt to present <MyApp.Sheet: 0x7fe9caeabbf0> on <MyApp.Home: 0x7fe9cb04f200>\n"
            + "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x3; frame = (1 1; 2 2)>")
        #expect(logged.root.address == "0x1" && logged.viewCount == 2)
    }

    @Test func textBeforeEachLinesBarsIsSkipped() throws {
        let lines = ["<UIView: 0x7fb0ea40a0b0; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer: 0x600002c88b40>>",
                     "   | <UIScrollView: 0x7fb0ea40a5d0; frame = (0 100; 414 796); clipsToBounds = YES; layer = <CALayer: 0x600000b8c0a0>; contentOffset: {0, 50}; contentSize: {414, 1200}>",
                     "   |    | <UILabel: 0x7fb0ea40a6d0; frame = (20 80; 100 20); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600000b8c0b0>>",
                     "   | <UIView: 0x7fb0ea40a7d0; frame = (0 0; 414 44); layer = <CALayer: 0x600000b8c0c0>>"]
        // Each line quoted in a reply, stamped by `log stream`, indented by a web page's no-break spaces.
        let prefixes = ["> ", "2024-03-11 14:02:17.512345+0100 0x1a2b3c   Default     0x0   812  0    MyApp: ", "\u{00A0}\u{00A0}"]
        for prefix in prefixes {
            let h = try Fixtures.load(lines.map { prefix + $0 }.joined(separator: "\n")
                + "\n" + prefix + "UITableView was told to layout its visible cells without being in the view hierarchy. Table view: <UITableView: 0x7f8; frame = (0 0; 375 667); layer = <CALayer: 0x6>>")
            #expect(h.viewCount == 4, "\(prefix)")
            #expect(h.root.subviews.map(\.className) == ["UIScrollView", "UIView"])
            let label = try #require(h.root.find("UILabel 'Hi'"))
            #expect(try label.convert(Point(x: 0, y: 0), to: h.root) == Point(x: 20, y: 130))
        }
    }

    @Test func aValueMayBeFollowedByBlanksBeforeTheClosingBracket() throws {
        // A UIWebView's tree as gdb printed it (iOS 4): the last entry's ';' missing, a blank before '>'.
        let h = try Fixtures.load("<UIWebView: 0x68220e0; frame = (0 0; 320 460); > | <UIScrollView: 0x4b2bee0; frame = (0 0; 320 460); > | | <UIImageView: 0x4b12030; frame = (0 0; 54 54) > | | <UIImageView: 0x4b11e50; frame = (0 430; 320 30) ; alpha = 0 >")
        let images = try #require(h.root.subviews.first).subviews
        #expect(images.map(\.frame) == [Rect(x: 0, y: 0, width: 54, height: 54), Rect(x: 0, y: 430, width: 320, height: 30)])
        #expect(images[1].alpha == 0)
    }

    @Test func layersAmongTheViewsAreSkipped() throws {
        // A map view's tree, as pasted in an issue: sublayers no view owns are printed among
        // the views as '<Class: 0x…> (layer)', nested like views, with no frame.
        let h = try Fixtures.load("""
        <MKMapView: 0x7f9c7551d000; frame = (0 0; 375 667); clipsToBounds = YES; autoresize = W+H; layer = <CALayer: 0x61000002c100>>
           | <VKMapView: 0x7f9c7560a000; frame = (0 0; 375 667); layer = <CALayer: 0x61000002c300>>
           |    | <GGLOpenGLESLayer: 0x6000000adc20> (layer)
           | <MKScaleView: 0x7f9c7540b680; frame = (20 38; 170 20); layer = <CALayer: 0x6080002323a0>>
           |    | <_MKScaleUnitsView: 0x7f9c75721410; frame = (0 -12; 170 20); layer = <CALayer: 0x610000030a20>>
           |    | <_MKLegendString: 0x6100000566e0> (layer)
           |    |    | <_MKLegendString: 0x61000005be70> (layer)
           |    |    | <_MKLegendString: 0x61000005b090> (layer)
           | <MKAttributionLabel: 0x7f9c7571e1c0; frame = (19 574.26; 28.5566 10.7402); alpha = 0.5; opaque = NO; autoresize = RM+TM; userInteractionEnabled = NO; layer = <CALayer: 0x61000002c6a0>>
        """)
        #expect(h.viewCount == 5)
        #expect(h.root.subviews.map(\.className) == ["VKMapView", "MKScaleView", "MKAttributionLabel"])
        #expect(h.root.subviews[0].subviews.isEmpty)
        let units = try #require(h.root.find("_MKScaleUnitsView"))
        #expect(try units.convert(Point(x: 0, y: 0), to: h.root) == Point(x: 20, y: 26))
        // Any other line with no frame is a view whose class describes itself: not skipped,
        // but read at (0 0; 0 0) with a warning, whatever text follows its '>'.
        let other = try Fixtures.load("<UIView: 0x1; frame = (0 0; 9 9)>\n   | <UIView: 0x2> (view)")
        #expect(other.viewCount == 2 && other.warnings.count == 1)
    }

    @Test func iOS3NestedByBlanksAlone() throws {
        // A UIWebView's tree as iOS 3 printed it (from the iPhone Development Wiki): no bars,
        // each level indented further.
        let h = try Fixtures.load("""
        <UIWebView: 0x4116bb0; frame = (0 100; 320 230); layer = <CALayer: 0x4116c20>>
           <UIScroller: 0x411e110; frame = (0 0; 320 230); clipsToBounds = YES; autoresize = H; layer = <CALayer: 0x411e4d0>>
               <UIImageView: 0x411f460; frame = (0 0; 54 54); transform = [-1, 0, -0, -1, 0, 0]; alpha = 0; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x411f490>>
               <UIWebDocumentView: 0x4812c00; frame = (0 0; 320 230); layer = <UIWebLayer: 0x41171c0>>
                   <UIView: 0x1; frame = (10 20; 30 40)>
           <UIView: 0x2; frame = (5 5; 1 1)>
        """)
        #expect(h.viewCount == 6)
        #expect(h.root.subviews.map(\.className) == ["UIScroller", "UIView"])
        let scroller = h.root.subviews[0]
        #expect(scroller.subviews.map(\.className) == ["UIImageView", "UIWebDocumentView"])
        let inner = try #require(scroller.subviews[1].subviews.first)
        #expect(try inner.convert(Point(x: 0, y: 0), to: h.root) == Point(x: 10, y: 20))
        #expect(scroller.subviews[0].transform == Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        // Blanks do not nest in a dump with bars, nor a view no more indented than the first.
        #expect(throws: HierarchyError.self) { try Fixtures.load("<UIView: 0x1; frame = (0 0; 9 9)>\n   | <UIView: 0x2; frame = (0 0; 9 9)>\n      <UIView: 0x3; frame = (0 0; 9 9)>") }
        #expect(throws: HierarchyError.self) { try Fixtures.load("  <UIView: 0x1; frame = (0 0; 9 9)>\n  <UIView: 0x2; frame = (0 0; 9 9)>") }
    }

    struct BadInput: CustomTestStringConvertible, Sendable {
        let text: String, line: Int, column: Int, message: String
        var testDescription: String { message }
    }

    static let bad: [BadInput] = [
        .init(text: "<UIView: 0x1; frame = (0 0; 320", line: 1, column: 23, message: "'(' is never closed"),
        .init(text: "<UIView: 0x1; frame = (0 0; 10 10)", line: 1, column: 35, message: "the line ends before the closing '>' of the UIView"),
        .init(text: "<UIView: 0x1; layer = <CALayer: 0x2; frame = (0 0; 10 10)>", line: 1, column: 59, message: "closing '>'"),
        .init(text: "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x1; frame = (0 0; abc 10)>", line: 2, column: 34, message: "frame holds 'abc' where a number should be"),
        .init(text: "", line: 1, column: 1, message: "no views in the dump"),
        .init(text: "(lldb) po view\n\n", line: 1, column: 1, message: "no views in the dump"),
        // LLDB's other dumps of a screen, which print no frames: named, with what to print.
        .init(text: "(lldb) po [vc _printHierarchy]\n<UINavigationController 0x1038>, state: appeared, view: <UILayoutContainerView 0x1048>\n   | <MyApp.VC 0x1039>, state: appeared, view: <UITableView 0x1050>",
              line: 2, column: 1, message: "this is _printHierarchy's dump of view controllers: it has no frames"),
        .init(text: "(lldb) po [[UIWindow keyWindow] _autolayoutTrace]\n\nUIWindow:0x103f0a2c0\n|   UITransitionView:0x103f0f1a0",
              line: 3, column: 1, message: "this is _autolayoutTrace's dump: it has no frames"),
        .init(text: "<UIView: 0x1; frame = (0 0; 1 1)>\n   |    | <UIView: 0x2; frame = (0 0; 1 1)>", line: 2, column: 11, message: "nested 2 levels deep"),
        .init(text: "<UIView: 0x1; frame = (0 0; 1 1)>\n<UIView: 0x2; frame = (0 0; 1 1)>", line: 2, column: 1, message: "a second root view"),
        .init(text: "<UIView: 0x1; layer = <CALayer: 0x2>>", line: 1, column: 1, message: "has no 'frame"),
        // Two dumps in one log, each stamped on its first line: the second's views would join the first tree.
        .init(text: "2024-03-11 14:02:17.512 MyApp[1:2] <UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (1 1; 2 2)>\n2024-03-11 14:02:19.004 MyApp[1:2] <UIView: 0x3; frame = (0 0; 5 5)>\n   | <UIView: 0x4; frame = (1 1; 2 2)>", line: 3, column: 36, message: "starts another dump"),
        // A blog's elided paste: "   ..." then a view indented by blanks alone among barred lines.
        .init(text: "<UIWindow: 0x1; frame = (0 0; 375 667)>\n   | <UIView: 0x2; frame = (0 0; 375 667)>\n   ...\n    <EmoticonViewWithPreview: 0x13fae98a0; frame = (116 18; 56.5 56.5)>", line: 4, column: 5, message: "indented but has no '|' bars"),
        .init(text: "<UILabel: 0x1; frame = (0 0; 1 1); text = 'abc>", line: 1, column: 43, message: "no closing quote"),
        .init(text: "<UIView: 0x1; frame = (0 0; 1 1); transform = [1, 0, 0, 1, 0]>", line: 1, column: 47, message: "transform has 5 numbers, not 6"),
        .init(text: "<UIView: 0x1; frame = (0 0; 1 1); hidden = MAYBE>", line: 1, column: 44, message: "hidden should be YES or NO"),
        .init(text: "<UIView: 0x1; frame = (0 0; 1 1)>\n   | junk", line: 2, column: 6, message: "expected a view"),
        .init(text: "<UIView: 0x1; frame = (0 0; wide 1)>", line: 1, column: 29, message: "'wide' where a number should be"),
        .init(text: "<UIView: 0x1; frame = (0 0; 1 1]>", line: 1, column: 32, message: "']' does not match the '('"),
        .init(text: "<: 0x1; frame = (0 0; 1 1)>", line: 1, column: 2, message: "expected a class name"),
        .init(text: "<UIView: 0x1; frame = (0 0; 1 1); transform = [1e-320, 0, 0, 1e-320, 0, 0]>", line: 1, column: 1, message: "no finite bounds"),
    ]

    @Test func autolayoutTraceSaysToPrintRecursiveDescription() {
        // What LLDB prints for `expr -l objc -O -- [[UIWindow keyWindow] _autolayoutTrace]`.
        let trace = "\n•UIWindow:0x7f9d4a40b6a0\n|   •UIView:0x7f9d4a50c8e0\n|   |   *UILabel:0x7f9d4a50ca80'Hello'\n"
        do {
            _ = try RecursiveDescription.parse(trace)
            Issue.record("a trace read as a dump")
        } catch {
            #expect(error.message.contains("expected a view"))
            #expect(error.notes.contains { $0.contains("_autolayoutTrace") }, "\(error.notes)")
            #expect(error.notes.contains(RecursiveDescription.howToPrint), "\(error.notes)")
        }
    }

    @Test func theAdviceToPrintADumpWorksInASwiftFrame() {
        // `recursiveDescription` is a private Objective-C method: `po view.recursiveDescription()`
        // fails in a Swift frame ("value of type 'UIView' has no member"), so each error that
        // says what to print gives key-value coding's form for Swift, and the Objective-C one.
        #expect(RecursiveDescription.howToPrint.contains("po view.value(forKey: \"recursiveDescription\")!"))
        #expect(RecursiveDescription.howToPrint.contains("po [view recursiveDescription]"))
        #expect(!RecursiveDescription.howToPrint.contains("recursiveDescription()"))
        let swiftError = "(lldb) po view.recursiveDescription()\nerror: <EXPR>:8:6: error: value of type 'UIView' has no member 'recursiveDescription'\n"
        let printHierarchy = "<UINavigationController 0x1038>, state: appeared, view: <UILayoutContainerView 0x1048>"
        let layer = "<CALayer:0x6; position = CGPoint (187.5 406); bounds = CGRect (0 0; 375 812); delegate = <UIView: 0x7; frame = (0 0; 375 812); layer = <CALayer: 0x6>>>"
        for text in [swiftError, printHierarchy, "UIWindow:0x103f0a2c0\n|   UITransitionView:0x103f0f1a0", layer] {
            do {
                _ = try RecursiveDescription.parse(text)
                Issue.record("read \(text)")
            } catch {
                #expect(error.notes.contains(RecursiveDescription.howToPrint), "\(error.message) \(error.notes)")
            }
        }
    }

    @Test func aViewThatDescribesItselfIsNamedAsTheLikelyCause() {
        // A view whose class overrides description prints its own text (a Sentry fixture).
        do {
            _ = try RecursiveDescription.parse("<UIView: 0x105d056d0; frame = (0 0; 100 100)>\n   | CustomDebugDescription\n   | <UIView: 0x105d05800; frame = (10 10; 20 20)>")
            Issue.record("read a line that is no view")
        } catch {
            #expect(error.message.hasPrefix("expected a view"))
            #expect(error.notes.first?.hasPrefix("does this view's class override description?") == true, "\(error.notes)")
        }
    }

    @Test func anInstanceVariablesNameBeforeAViewIsSkippedAndKept() throws {
        // HOURecursiveDescription (Peter Steinberger's "pimping recursiveDescription") prints
        // the name of the instance variable that holds each view between its bars and its '<'.
        let dump = """
        $3 = 0x08c5d730 'RootViewController:0x757a0b0' <UIView: 0x719ffd0; frame = (0 20; 320 460); autoresize = RM+BM; layer = <CALayer: 0x71a0030>>
            | _subview1 <UIView: 0x719fe90; frame = (96 20; 128 27); autoresize = W+H; layer = <CALayer: 0x719fef0>>
            | _myButton <UIRoundedRectButton: 0x719ba40; frame = (46 295; 204 44); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x719bb60>>
            |    | _tableViewStyleBackground <UIGroupTableViewCellBackground: 0x719c320; frame = (0 0; 204 44); userInteractionEnabled = NO; layer = <CALayer: 0x719c3f0>>
            |    | _shadowView <UIImageView: 0x719d8f0; frame = (1 1; 202 43); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x719dbd0>> - (null)
            |    | _titleView <UIButtonLabel: 0x719cfa0; frame = (90 12; 23 19); text = 'log'; clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x719d090>>
            | $__lazy_storage_$_blob <UIView: 0x719ebe0; frame = (46 96; 227 136); autoresize = RM+BM; layer = <CALayer: 0x719aec0>>
        """
        let h = try Fixtures.load(dump)
        #expect(h.viewCount == 7)
        #expect(h.warnings.isEmpty)
        #expect(h.root.subviews.map(\.className) == ["UIView", "UIRoundedRectButton", "UIView"])
        let button = try #require(h.root.find("UIRoundedRectButton"))
        #expect(button.subviews.map(\.className) == ["UIGroupTableViewCellBackground", "UIImageView", "UIButtonLabel"])
        let title = try #require(h.root.find("UIButtonLabel 'log'"))
        #expect(try title.convert(Point(x: 0, y: 0), to: h.root) == Point(x: 136, y: 307))
        // The name is kept, and written back before the '<'.
        #expect(button.dumpAttributes.first == "< _myButton")
        let written = RecursiveDescription.describe(h.root)
        #expect(written.contains("\n   | _myButton <UIRoundedRectButton: 0x719ba40; frame = (46 295; 204 44); opaque = NO;"), "\(written)")
        #expect(written.contains("   | $__lazy_storage_$_blob <UIView: 0x719ebe0;"), "\(written)")
        let again = try Fixtures.load(written)
        #expect(again.root.allViews.map(\.frame) == h.root.allViews.map(\.frame))
        #expect(again.root.find("UIRoundedRectButton")?.dumpAttributes == button.dumpAttributes)
        // A label's text with a line break ends before a line that starts such a view.
        let text = try Fixtures.load("<UIView: 0x1; frame = (0 0; 9 9)>\n   | _label <UILabel: 0x2; frame = (0 0; 9 9); text = 'a\nb'>\n   | _other <UIView: 0x3; frame = (1 1; 2 2)>")
        #expect(text.root.subviews.map(\.text) == ["a\nb", nil])
        // Anything else between the bars and the '<' is still no view.
        for line in ["   | _myButton", "   | two words <UIView: 0x2; frame = (0 0; 1 1)>", "   | 2x <UIView: 0x2; frame = (0 0; 1 1)>",
                     "   | _myButton: <UIView: 0x2; frame = (0 0; 1 1)>"] {
            do {
                _ = try RecursiveDescription.parse("<UIView: 0x1; frame = (0 0; 9 9)>\n" + line)
                Issue.record("read \(line)")
            } catch {
                #expect(error.message.hasPrefix("expected a view"), "\(error.message)")
                #expect(error.offset == "<UIView: 0x1; frame = (0 0; 9 9)>\n   | ".utf8.count, "\(line): \(error.offset)")
            }
        }
    }

    @Test func aLayersDescriptionIsNamedAsOne() {
        // `po view.layer` prints CALayer's debugDescription, position and bounds but no frame;
        // so does a crash's reason for a layer with NaN in its geometry.
        let crash = "*** Terminating app due to uncaught exception 'CALayerInvalidGeometry', reason: 'CALayer position contains NaN: [nan nan]. Layer: <CALayer:0x3005c22e0; position = CGPoint (175 45); bounds = CGRect (0 0; 350 90); delegate = <SDAnimatedImageView: 0x176; frame = (0 0; 350 90); layer = <CALayer: 0x3005c22e0>>; opaque = YES>'"
        for text in ["(lldb) po view.layer\n<CALayer:0x600003b2c580; position = CGPoint (187.5 406); bounds = CGRect (0 0; 375 812); delegate = <UIView: 0x7fb1a2d10b10; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer: 0x600003b2c580>>; sublayers = (<CALayer: 0x600003b2c6c0>); opaque = YES; allowsGroupOpacity = YES>", crash] {
            do {
                _ = try RecursiveDescription.parse(text)
                Issue.record("read a layer")
            } catch {
                #expect(error.message.contains("this is a layer's description (as po view.layer prints it), not a view's"), "\(error.message)")
                #expect(!error.notes.contains { $0.contains("cut") }, "\(error.notes)")
            }
        }
    }

    @Test func aCharacterThatStopsTheReadingIsShownWhole() {
        // A line a chat client cut with '…': the message shows the '…' (not its first byte), and says the line was cut.
        do {
            _ = try RecursiveDescription.parse("<UIView: 0x1; frame = (0 0; 375 667)>\n   | <UILabel: 0x2; frame = (16 100.333; 343.667 20.3333); text = 'Hello'; opaque = NO; autores…")
            Issue.record("read a cut line")
        } catch {
            #expect(error.message == "expected '=' or ':' after 'autores', found '…'")
            #expect(error.notes.contains { $0.contains("cut short") }, "\(error.notes)")
        }
        do {
            _ = try RecursiveDescription.parse("<UIView: 0x1; frame = (0 0; 375 667); é = 1>")
            Issue.record("read a key with é")
        } catch {
            #expect(error.message.hasSuffix("found 'é'"), "\(error.message)")
            #expect(error.notes.isEmpty)
        }
    }

    @Test func anArrayOfViewsIsRefusedAtItsFirstLineWithItsCount() {
        // `po view.subviews` and `po UIApplication.shared.windows` print each element's own
        // description, without its subviews: no tree, and reading the first element alone
        // dropped the others without a word.
        let label = "<UILabel: 0x7f91f4f18c90; frame = (5 5; 300 25); text = 'Title'; userInteractionEnabled = NO; tag = 1; layer = <_UILabelLayer: 0x60800009ff40>>"
        let button = "<UIButton: 0x7f91f4d20050; frame = (105 40; 85 44); opaque = NO; tag = 2; layer = <CALayer: 0x60000003ff60>>"
        let window = "<UIWindow: 0x10490c1a0; frame = (0 0; 393 852); gestureRecognizers = <NSArray: 0x600000c3f5a0>; layer = <UIWindowLayer: 0x600000c3f480>>"
        let cases: [(text: String, line: Int, column: Int, views: Int, printed: String)] = [
            // Swift, in a Swift frame.
            ("(lldb) po view.subviews\n▿ 2 elements\n  - 0 : \(label)\n  - 1 : \(button)\n", 2, 1, 2, "po view.subviews"),
            ("(lldb) po UIApplication.shared.windows\n▿ 3 elements\n  - 0 : \(window)\n  - 1 : \(window)\n  - 2 : \(window)\n\n", 2, 1, 3, "po view.subviews"),
            // The elements copied without the header.
            ("  - 0 : \(label)\n  - 1 : \(button)", 1, 3, 2, "po view.subviews"),
            // Objective-C, in an Objective-C frame.
            ("(lldb) po self.view.subviews\n<__NSArrayM 0x60800005f5f0>(\n\(label),\n\(button)\n)\n", 2, 1, 2, "po view.subviews"),
            ("<__NSSingleObjectArrayI 0x600000c7c020>(\n\(window)\n)", 1, 1, 1, "po view.subviews"),
            // NSLog of the array.
            ("2024-03-11 14:02:17.512 MyApp[1:2] (\n    \"\(label)\",\n    \"\(button)\"\n)", 2, 5, 2, "NSLog"),
        ]
        for c in cases {
            do {
                _ = try RecursiveDescription.parse(c.text)
                Issue.record("read an array: \(c.text)")
            } catch {
                let views = c.views == 1 ? "1 view" : "\(c.views) views"
                #expect(error.message.hasPrefix("this is an array of \(views) ("), "\(error.message)")
                #expect(error.message.contains(c.printed) && error.message.contains("without its subviews"), "\(error.message)")
                #expect(error.notes.contains(RecursiveDescription.howToPrint))
                let before = Array(c.text.utf8)[..<error.offset]
                let line = before.filter { $0 == 10 }.count + 1
                let column = before.count - (before.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
                #expect(line == c.line && column == c.column, "\(c.text): at \(line):\(column)")
            }
        }
        // Swift's optional around one view is no array; neither is a quoted first line with no '(' before it.
        #expect((try? RecursiveDescription.parse("▿ Optional<UIView>\n  - some : \(label)"))?.viewCount == 1)
        #expect((try? RecursiveDescription.parse("\"\(label)\n   | \(button)"))?.viewCount == 2)
    }

    @Test func aFrameThatIsNotANumberSaysWhatToDo() throws {
        // A broken layout's nan or inf (UIKit prints them): read as (0 0; 0 0), with a warning.
        for token in ["nan", "inf", "-inf"] {
            let h = try RecursiveDescription.parse("<UIView: 0x1; frame = (0 0; 414 896)>\n   | <UIView: 0x2; frame = (\(token) 0; 0 0); layer = <CALayer: 0x3>>")
            #expect(h.warnings.first?.message.contains("UIKit printed its frame as (\(token) 0; 0 0)") == true, "\(h.warnings)")
        }
        do {
            _ = try RecursiveDescription.parse("<UIView: 0x1; frame = (0 0; abc 1)>")
        } catch {
            #expect(error.notes.isEmpty)
        }
    }

    @Test(arguments: bad) func badInputIsALocatedError(_ c: BadInput) {
        do {
            _ = try RecursiveDescription.parse(c.text)
            Issue.record("expected an error for \(c.text)")
        } catch {
            let bytes = Array(c.text.utf8)
            let before = bytes[..<min(error.offset, bytes.count)]
            let line = before.filter { $0 == 10 }.count + 1
            let lineStart = before.lastIndex(of: 10).map { $0 + 1 } ?? 0
            let column = String(decoding: bytes[lineStart..<min(error.offset, bytes.count)], as: UTF8.self).count + 1
            #expect(error.message.contains(c.message), "\(error.message)")
            #expect(line == c.line && column == c.column, "at \(line):\(column): \(error.message)")
        }
    }

    /// A line of text and then many `<Name: 0x…` with no frame (a mangled paste) is looked over
    /// once, not once per `<`: 100,000 of them took minutes (each `<` scanned the rest of the
    /// line for `; frame = (`). A ceiling far above the time it takes, so it cannot be flaky.
    @Test func aLineOfManyUnclosedViewsIsReadInOnePass() {
        let text = "x " + String(repeating: "<A: 0x1 ", count: 100_000) + "\n"
        let start = ContinuousClock.now
        #expect(throws: HierarchyError.self) { _ = try RecursiveDescription.parse(text) }
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    /// Seeded mutations of every fixture (bytes deleted, repeated, replaced by the format's own
    /// punctuation): the parser returns a tree or a located error, never crashes, and every
    /// view it builds has finite geometry.
    @Test func mutatedDumpsNeverCrash() {
        var rng = SeededRandom(seed: 11)
        let sources = [Fixtures.plain, Fixtures.scroll, Fixtures.transformed, Fixtures.flags, Fixtures.oneLine, Fixtures.noisy,
                       Fixtures.textView]
            .map { Array($0.utf8) }
        let alphabet = Array("<>;:=()[]{}|' \n0123456789.-e,x".utf8)
        var parsed = 0, failed = 0
        for _ in 0..<3000 {
            var bytes = sources[Int.random(in: 0..<sources.count, using: &rng)]
            for _ in 0..<Int.random(in: 1...4, using: &rng) where !bytes.isEmpty {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes.remove(at: i)
                case 1: bytes.insert(bytes[i], at: i)
                default: bytes[i] = alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
                }
            }
            do {
                let h = try RecursiveDescription.parse(bytes)
                parsed += 1
                h.root.forEachInTree { v in
                    let f = v.frame
                    #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite)
                    return true
                }
            } catch {
                failed += 1
                #expect(error.offset >= 0 && error.offset <= bytes.count && !error.message.isEmpty)
            }
        }
        #expect(parsed > 100 && failed > 100)
    }
}
