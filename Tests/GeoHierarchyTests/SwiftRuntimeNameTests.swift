import Testing
@testable import GeoHierarchy

/// Swift's mangled runtime names of classes, as UIKit's descriptions print them for a nested,
/// private or generic class, read as Swift writes the type.
@Suite("Swift runtime names")
struct SwiftRuntimeNameTests {
    @Test(arguments: [
        ("_TtC5MyApp9PhotoCell", "MyApp.PhotoCell"),
        // Nested in a class, and in a struct.
        ("_TtCC5MyApp18FeedViewController10HeaderView", "MyApp.FeedViewController.HeaderView"),
        ("_TtCV5MyApp4Feed4Cell", "MyApp.Feed.Cell"),
        // Private to a file (the discriminator is left out), local to a scope.
        ("_TtC5MyAppP33_2A7C61D7F4D0F1A7C1B8B7D6C2E3F4A513ShimmerButton", "MyApp.ShimmerButton"),
        ("_TtC5MyAppL_9LocalView", "MyApp.LocalView"),
        // The module Swift.
        ("_TtCs12_SwiftObject", "Swift._SwiftObject"),
        // Generic classes, as SwiftUI's hosting views print them; S_ is the first module or type written.
        ("_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_", "SwiftUI._UIHostingView<MyApp.ContentView>"),
        ("_TtGC7SwiftUI14_UIHostingViewGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__",
         "SwiftUI._UIHostingView<SwiftUI.ModifiedContent<SwiftUI.AnyView, SwiftUI.RootModifier>>"),
        // S0_ is the second: MyApp.Box, after the module MyApp.
        ("_TtGC5MyApp3BoxGS0_Si__", "MyApp.Box<MyApp.Box<Swift.Int>>"),
        ("_TtGC5MyApp7WrapperCSo6UIView_", "MyApp.Wrapper<UIView>"),
        ("_TtGC5MyApp4PairSSSb_", "MyApp.Pair<Swift.String, Swift.Bool>"),
        // A generic class nested in a generic class: one list of arguments per level.
        ("_TtGCC5MyApp5OuterInner_Si_SS_", nil),
        ("_TtGCC5MyApp5Outer5InnerSi_SS_", "MyApp.Outer<Swift.Int>.Inner<Swift.String>"),
        ("_TtGCC5MyApp5Outer5Inner_SS_", "MyApp.Outer.Inner<Swift.String>"),
    ] as [(String, String?)])
    func readable(_ mangled: String, _ expected: String?) {
        #expect(SwiftRuntimeName.readable(mangled) == expected, "\(mangled)")
    }

    @Test(arguments: ["UIView", "MyApp.CardView", "_UITextContainerView", "_Tt", "_TtC", "_TtC5MyApp", "_TtC5MyApp9Photo",
                      "_TtC5MyApp9PhotoCellX", "_TtC5MyAppP33_ab9PhotoCell", "_TtFC5MyApp4Cell", "_TtGC5MyApp3BoxSi",
                      "_TtC5MyAppS3_4Cell", "_TtC5MyAppX4Cell", "_TtC99999999999999999999Cell", "_TtGGGGGGGGGGGGGGGGGGGG"])
    func anythingElseIsKeptAsPrinted(_ name: String) {
        #expect(SwiftRuntimeName.readable(name) == nil, "\(name)")
    }

    @Test func deeplyNestedGenericsAreRefusedNotRecursedWithoutEnd() {
        let deep = "_TtGC5MyApp3Box" + String(repeating: "GS0_", count: 5_000) + "Si" + String(repeating: "_", count: 5_001)
        #expect(SwiftRuntimeName.readable(deep) == nil)
    }

    @Test func aDumpsMangledClassesAreReadByTheirSwiftNames() throws {
        // As UIKit prints Swift classes: module-qualified, or mangled when nested, private or generic.
        let h = try RecursiveDescription.parse("""
            <UIView: 0x7fb4c8e0f700; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600002f1c8a0>>
               | <MyApp.CardView: 0x7fb4c9010800; frame = (16 100; 358 200); layer = <CALayer: 0x600002f1c920>>
               |    | <_TtCC5MyApp18FeedViewController10HeaderView: 0x7fb4c9011900; frame = (0 0; 358 44); layer = <CALayer: 0x600002f1ca00>>
               |    | <_TtC5MyAppP33_2A7C61D7F4D0F1A7C1B8B7D6C2E3F4A513ShimmerButton: 0x7fb4c9012a00; baseClass = UIButton; frame = (16 140; 120 44); opaque = NO; layer = <CALayer: 0x600002f1ca80>>
               | <_TtC5MyApp9PhotoCell: 0x7fb4c9013b00; frame = (16 320; 358 200); layer = <CALayer: 0x600002f1cb00>>
            """)
        let card = h.root.subviews[0]
        #expect(card.subviews.map(\.className) == ["MyApp.FeedViewController.HeaderView", "MyApp.ShimmerButton"])
        #expect(h.root.subviews[1].name == "MyApp.PhotoCell")
        // find takes the class without its module (or the types it is nested in), as `is` does.
        #expect(h.root.find("CardView") === card)
        #expect(h.root.find("MyApp.CardView") === card)
        #expect(h.root.find("HeaderView") === card.subviews[0])
        #expect(h.root.find("FeedViewController.HeaderView") === card.subviews[0])
        #expect(h.root.find("ShimmerButton") === card.subviews[1])
        #expect(h.root.findAll("UIButton").count == 1)
        #expect(h.root.find("PhotoCell") === h.root.subviews[1])
        #expect(h.root.find("Cell") == nil && h.root.find("App.CardView") == nil)
    }

    @Test func aGenericClassIsFoundWithoutItsArguments() throws {
        let h = try RecursiveDescription.parse("<_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_: 0x1; frame = (0 0; 393 852)>")
        #expect(h.root.className == "SwiftUI._UIHostingView<MyApp.ContentView>")
        #expect(h.root.find("_UIHostingView") === h.root)
        #expect(h.root.find("SwiftUI._UIHostingView") === h.root)
        #expect(h.root.find("ContentView") == nil)
    }
}
