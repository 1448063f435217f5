import Foundation
import Testing
@testable import GeoScript

/// A small screen: a button whose label ignores touches, a label with `;` and `'`, and a
/// scroll view scrolled by 100.
private let dump = """
(lldb) po [[UIWindow keyWindow] recursiveDescription]
<UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
   | <UIButton: 0x7f02; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x6002>>
   |    | <UIButtonLabel: 0x7f03; frame = (30 12; 60 20); text = 'Tap me'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6003>>
   | <UIScrollView: 0x7f04; frame = (0 200; 375 400); clipsToBounds = YES; layer = <CALayer: 0x6004>; contentOffset: {0, 100}; contentSize: {375, 1000}; adjustedContentInset: {0, 0, 0, 0}>
   |    | <UILabel: 0x7f05; frame = (20 150; 200 21); text = 'It's; here'; userInteractionEnabled = NO; tag = 3; layer = <_UILabelLayer: 0x6005>>
"""

private func withDump(_ body: String) -> String {
    let literal = dump.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n")
    return "let app = hierarchy(\"\(literal)\")\n\(body)"
}

@Suite("Hierarchy bindings")
struct HierarchyBindingsTests {
    static let cases: [BindingOutputCase] = [
        .init(withDump("print(app.name, app.className, app.address, app.tag, app.text)"), "UIWindow UIWindow 0x7f01 nil nil"),
        .init(withDump("let l = app.find(\"UILabel\"); print(l.name, l.text, l.tag)"), "UILabel 'It's; here' tag=3 It's; here 3"),
        .init(withDump("print(app.find(\"UIButtonLabel 'Tap me'\").convert((0, 0), to: app))"), "(50, 112)"),
        .init(withDump("print(app.hitTest((60, 125)).name)"), "UIButton"),
        .init(withDump("print(app.find(\"UIScrollView\").bounds, app.find(\"UILabel\").convert((0, 0), to: nil))"),
              "(0, 100, 375, 400) (20, 250)"),
        .init(withDump("print(app.find(\"UISwitch\"), app.findAll(\"UISwitch\"), app.findAll(\"UILabel\").count)"), "nil [] 1"),
        .init(withDump("let again = hierarchy(recursiveDescription(app)); print(again.find(\"UILabel\").frame, again.subviews.count)"),
              "(20, 150, 200, 21) 2"),
        .init("let root = View(frame: (0, 0, 100, 100), name: \"root\"); print(recursiveDescription(root))",
              "<UIView: 0x600000000010; frame = (0 0; 100 100)>"),
        .init("let root = View(frame: (0, 0, 100, 100), name: \"root\"); print(swift(root))",
              "import UIKit\n\nlet root = UIView()\nroot.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)\nroot.center = CGPoint(x: 50, y: 50)\n"),
        .init("let root = View(frame: (0, 0, 10, 10)); print(swift(root, style: \"frames\"))",
              "import UIKit\n\nlet view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\n"),
    ]

    @Test(arguments: cases) func hierarchyBuiltins(_ c: BindingOutputCase) { expectBindingOutput(c) }

    /// A subclass's line names its UIKit base class (`baseClass = UIScrollView` for WebKit's
    /// WKScrollView or an app's own class): the view is of that class for `is`, `as?`,
    /// `contentOffset` and `find`/`findAll` by class, as on the device; the line is written back
    /// as it was read.
    @Test func aDumpsBaseClassIsTheViewsClass() {
        let dump = """
            <UIView: 0x7fa1; frame = (0 0; 393 852); layer = <CALayer: 0x6001>>
               | <WKWebView: 0x7fa2; frame = (0 163; 393 600); layer = <CALayer: 0x6002>>
               |    | <WKScrollView: 0x7fa3; baseClass = UIScrollView; frame = (0 0; 393 600); clipsToBounds = YES; layer = <CALayer: 0x6003>; contentOffset: {0, 1200}; contentSize: {393, 4800}>
               | <MyApp.PhotoCell: 0x104a; baseClass = UICollectionViewCell; frame = (0 0; 142.667 142.667); layer = <CALayer: 0x6004>>
            """
        let literal = dump.replacingOccurrences(of: "\n", with: "\\n")
        let (output, error, _) = langRun("""
            let app = hierarchy("\(literal)")
            let web = app.find("WKScrollView")
            print(web is UIScrollView, web is UITableView, web.contentOffset, web.baseClassName)
            web.contentOffset.y += 10
            print(web.bounds, app.find("MyApp.PhotoCell") is UICollectionViewCell, app.findAll("UICollectionViewCell").count)
            print(app.subviews[0] is UIScrollView, (app.subviews[1] as? UICollectionReusableView) != nil, app.baseClassName)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "true false (0, 1200) UIScrollView\n(0, 1210, 393, 600) true 1\nfalse true nil\n")
        let lines = langRun("let app = hierarchy(\"\(literal)\")\nprint(recursiveDescription(app))").output
        #expect(lines.contains("baseClass = UIScrollView") && lines.contains("contentOffset: {0, 1210}") == false)
    }

    /// UIKit's private UIScrollView subclasses print their `contentOffset:` (as every scroll
    /// view does) and no `baseClass`: such a view is a UIScrollView for `is`, `as?` and
    /// `contentOffset`, whatever its class's name; a view that printed none is not.
    @Test func aViewThatPrintsAContentOffsetIsAScrollView() {
        let dump = """
            <UIView: 0x13e80a2b0; frame = (0 0; 428 926); autoresize = W+H; layer = <CALayer: 0x600000a3c000>>
               | <_UIQueuingScrollView: 0x13f01a800; frame = (0 0; 428 600); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c21e30>; layer = <CALayer: 0x600000a3c200>; contentOffset: {428, 0}; contentSize: {1284, 600}; adjustedContentInset: {0, 0, 0, 0}>
               | <UIFieldEditor: 0x104bbc000; frame = (31 700; 257 43); text = ''; clipsToBounds = YES; opaque = NO; gestureRecognizers = <NSArray: 0x170645400>; layer = <CALayer: 0x170232940>; contentOffset: {12, 0}; contentSize: {300, 43}>
               | <_UIPageViewControllerContentView: 0x13f01b000; frame = (0 600; 428 326); layer = <CALayer: 0x600000a3c300>>
            """
        let literal = dump.replacingOccurrences(of: "\n", with: "\\n")
        let (output, error, _) = langRun("""
            let app = hierarchy("\(literal)")
            let pager = app.subviews[0], editor = app.subviews[1], plain = app.subviews[2]
            print(pager is UIScrollView, editor is UIScrollView, plain is UIScrollView, pager is UITableView, pager is UIView)
            print(pager.contentOffset, editor.contentOffset, (editor as? UIScrollView) != nil)
            pager.contentOffset = (856, 0)
            print(pager.bounds)
            print(plain.contentOffset)
            """)
        #expect(output == "true true false false true\n(428, 0) (12, 0) true\n(856, 0, 428, 600)\n", "\(output)")
        #expect(error?.description.contains("contentOffset is a UIScrollView's") == true, "\(String(describing: error))")
    }

    /// Swift's classes as UIKit prints them — module-qualified, or mangled when nested, private
    /// or generic — are found and cast by their Swift names, with or without the module.
    @Test func swiftClassesAreFoundByTheirSwiftNames() {
        let dump = """
            <UIView: 0x7fb4c8e0f700; frame = (0 0; 390 844); layer = <CALayer: 0x600002f1c8a0>>
               | <MyApp.CardView: 0x7fb4c9010800; frame = (16 100; 358 200); layer = <CALayer: 0x600002f1c920>>
               | <_TtC5MyApp9PhotoCell: 0x7fb4c9013b00; frame = (16 320; 358 200); layer = <CALayer: 0x600002f1cb00>>
            """
        let literal = dump.replacingOccurrences(of: "\n", with: "\\n")
        let (output, error, _) = langRun("""
            let app = hierarchy("\(literal)")
            print(app.find("CardView"), app.findAll("CardView").count, app.subviews[0] is CardView)
            let cell = app.find("PhotoCell")
            print(cell, cell.className, cell is PhotoCell, cell is MyApp.PhotoCell, (cell as? CardView) == nil)
            print(app.find("_TtC5MyApp9PhotoCell") == cell, app.findAll("_TtC5MyApp9PhotoCell").count)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "<View \"MyApp.CardView\" frame=(16, 100, 358, 200)> 1 true\n<View \"MyApp.PhotoCell\" frame=(16, 320, 358, 200)> MyApp.PhotoCell true true true\ntrue 1\n")
    }

    /// The Swift `swift(view)` writes runs in geo as written (`import UIKit`, `UIView()`,
    /// `v.layer.anchorPoint`, the CG initialisers) and rebuilds the same tree: turned, scaled,
    /// anchored, scrolled, nested. (The "frames" style is UIView(frame:) only, which cannot say
    /// a transform: it is not this test's.)
    @Test(arguments: ["exact"]) func theSwiftGeoWritesRunsInGeo(style: String) throws {
        let build = """
            let root = View(frame: (0, 0, 320, 480), name: "root")
            let card = View(frame: (20, 40, 100, 50), name: "card")
            root.addSubview(card)
            card.transform = rotation(30deg).scaledBy(x: 1.5, y: 1)
            card.anchorPoint = (0.2, 0.7)
            let dot = View(frame: (5, 5, 10, 10), name: "dot")
            card.addSubview(dot)
            dot.bounds.origin = (3, 4)
            """
        let exported = langRun(build + "\nprint(swift(root, style: \"\(style)\"))")
        #expect(exported.error == nil)
        #expect(exported.output.hasPrefix("import UIKit\n"))
        let original = langRun(build + "\nprint(recursiveDescription(root))").output
        let again = langRun(exported.output + "\nprint(recursiveDescription(root))")
        #expect(again.error == nil, "\(String(describing: again.error))")
        #expect(again.output == original)
    }

    @Test func aMistakeIsLocatedInTheDumpFile() throws {
        let dir = FileManagerShim.temporaryDirectory()
        try FileManagerShim.write("<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; abc 10)>\n", to: dir + "/dump.txt")
        let geo = Interpreter()
        geo.allowFiles(in: FileManagerShim.url(dir))
        do {
            try geo.run("let app = hierarchy(file: \"\(dir)/dump.txt\")", file: "main.geo")
            Issue.record("expected an error")
        } catch {
            let text = error.description
            #expect(text.hasPrefix("\(dir)/dump.txt:2:34: error: frame holds 'abc' where a number should be"), "\(text)")
            #expect(text.contains("   | <UIView: 0x2; frame = (0 0; abc 10)>\n" + String(repeating: " ", count: 33) + "^~~"))
            #expect(text.contains("called from main.geo:1:11"))
        }
    }

    /// A dump saved as UTF-16 with its byte order mark (Windows' Notepad "Unicode", PowerShell
    /// 5's redirection), either byte order, is read as its text; its mistakes are located in it.
    @Test func aDumpSavedAsUTF16IsReadAsItsText() throws {
        let dir = FileManagerShim.temporaryDirectory()
        let text = "<UIView: 0x1; frame = (0 0; 10 10)>\r\n   | <UILabel: 0x2; frame = (1 2; 3 4); text = 'Café ✓'>\r\n"
        let units = Array(text.utf16)
        try FileManagerShim.write([0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, to: dir + "/little.txt")
        try FileManagerShim.write([0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, to: dir + "/big.txt")
        let broken = Array("<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; abc 10)>\n".utf16)
        try FileManagerShim.write([0xFF, 0xFE] + broken.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, to: dir + "/broken.txt")
        let geo = Interpreter()
        geo.allowFiles(in: FileManagerShim.url(dir))
        var out = ""
        geo.output = { out += $0 }
        try geo.run("""
            for name in ["little", "big"] {
                let app = hierarchy(file: "\(dir)/" + name + ".txt")
                print(app.subviews[0].frame, app.find("UILabel").text)
            }
            """)
        #expect(out == "(1, 2, 3, 4) Café ✓\n(1, 2, 3, 4) Café ✓\n")
        let (root, _) = try geo.loadHierarchy(file: dir + "/big.txt")
        #expect(root.subviews.count == 1)
        do {
            _ = try geo.loadHierarchy(file: dir + "/broken.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("\(dir)/broken.txt:2:34: error: frame holds 'abc' where a number should be"), "\(error)")
        }
    }

    /// Without a byte order mark (Windows' "UTF-16 LE", iconv -t UTF-16LE), a dump whose every
    /// other byte is 0 is read as UTF-16 when that reading is unambiguous, and an error in it
    /// says how it was read; text that only looks so is named, with what to do.
    @Test func aDumpInUTF16WithoutAByteOrderMarkIsReadOrNamed() throws {
        let dir = FileManagerShim.temporaryDirectory()
        let little = { (text: String) in Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let text = "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UILabel: 0x2; frame = (1 2; 3 4); text = '寿司 ✓'>\n"
        try FileManagerShim.write(little(text), to: dir + "/little.txt")
        try FileManagerShim.write(Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, to: dir + "/big.txt")
        try FileManagerShim.write(little("<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; abc 10)>\n"), to: dir + "/broken.txt")
        try FileManagerShim.write(little("<UIView: 0x1; frame = (0 0; 10 10)>\n") + [0x0A], to: dir + "/odd.txt")
        let geo = Interpreter()
        geo.allowFiles(in: FileManagerShim.url(dir))
        var out = ""
        geo.output = { out += $0 }
        try geo.run("""
            for name in ["little", "big"] { print(hierarchy(file: "\(dir)/" + name + ".txt").find("UILabel").text) }
            """)
        #expect(out == "寿司 ✓\n寿司 ✓\n")
        for (name, note) in [("broken", "note: geo read this dump as UTF-16LE text (every other byte is 0, and it has no byte order mark); if it is not, save it as UTF-8"),
                             ("odd", "note: this looks like UTF-16 text (every other byte is 0, and it has no byte order mark): save it as UTF-8, or convert it with `iconv -f UTF-16LE -t UTF-8`")] {
            do {
                _ = try geo.loadHierarchy(file: dir + "/\(name).txt")
                Issue.record("expected an error")
            } catch {
                #expect(error.description.contains(note), "\(error)")
                if name == "broken" {
                    #expect(error.description.hasPrefix("\(dir)/broken.txt:2:34: error: frame holds 'abc' where a number should be"), "\(error)")
                }
            }
        }
    }

    @Test func aFolderOrAHugeFileIsNamedAsADumpNotAScript() throws {
        let dir = FileManagerShim.temporaryDirectory()
        let geo = Interpreter()
        geo.allowFiles(in: FileManagerShim.url(dir))
        do {
            try geo.run("hierarchy(file: \"\(dir)\")")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "'\(dir)' is a directory, not a hierarchy dump")
        }
    }

    @Test func withoutAGrantTheFileIsNotRead() {
        let (_, error, _) = langRun("hierarchy(file: \"/etc/hostname\")")
        #expect(error?.message.contains("file access denied") == true)
    }

    @Test func anEmptyPasteIsAnError() {
        let (_, error, _) = langRun("let app = hierarchy(\"\")")
        #expect(error?.description.contains("<dump>:1:1: error: no views in the dump") == true)
    }

    @Test func anAssumptionIsAWarningNamingTheLine() {
        let (output, error, warnings) = langRun("""
        let app = hierarchy("<UIView: 0x1; frame = (0 0; 100 100)>\\n   | <UIView: 0x2; frame = (0 0; 141.421 141.421); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]>")
        print(app.subviews[0].bounds)
        """)
        #expect(error == nil)
        #expect(output == "(0, 0, 99.9997, 99.9997)\n")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("test.geo:1:11: warning: <dump>:2:6: UIView #2: under the transform") == true, "\(warnings)")
    }

    @Test func anUnknownSwiftStyleIsAnError() {
        let (_, error, _) = langRun("swift(View(), style: \"storyboard\")")
        #expect(error?.message == "swift: unknown style \"storyboard\"; the styles are \"exact\" and \"frames\"")
    }

    @Test func theViewLimitCountsImportedViews() {
        let geo = Interpreter()
        geo.limits = Limits(views: 2)
        #expect(throws: GeoError.self) { try geo.run(withDump("print(1)")) }
    }

    @Test func aHostLoadsADumpWithLocatedErrors() throws {
        let geo = Interpreter()
        let (root, warnings) = try geo.loadHierarchy(dump, file: "paste")
        #expect(root.subviews.count == 2 && warnings.isEmpty)
        #expect(throws: GeoError.self) { try geo.loadHierarchy("<UIView: 0x1>", file: "paste") }
        do { _ = try geo.loadHierarchy("\n<UIView: 0x1>", file: "paste") } catch {
            #expect(error.description.hasPrefix("paste:2:1: error: UIView has no 'frame"))
        }
    }

    @Test func aPastedWarningPointsAtItsViewNotAtTheNestingBars() throws {
        let geo = Interpreter()
        let (_, warnings) = try geo.loadHierarchy(
            "<UIView: 0x1; frame = (0 0; 9 9)>\n   | <UIView: 0x2; frame = (0 0; 2 2); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]>",
            file: "paste")
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.hasPrefix("paste:2:6: warning: UIView #2: under the transform") == true, "\(warnings)")
    }
}
