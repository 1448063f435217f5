import Testing
@testable import GeoScript

/// Swift's type casts (`as`, `as?`, `as!`, `is`) and key paths (`\.frame.width`), written as
/// Swift developers write them: a cast checks the kind a value has and never converts; a key
/// path is the function that reads its members.
struct CastAndKeyPathTests {
    @Test(arguments: [
        // `is`: the kind a value has. Int is a whole Number, Double any Number.
        ("3 is Int", "true"),
        ("3.5 is Int", "false"),
        ("3.5 is Double", "true"),
        ("3 is CGFloat", "true"),
        ("\"s\" is String", "true"),
        ("\"s\" is Int", "false"),
        ("\"a\" is Character", "true"),
        ("\"ab\" is Character", "false"),
        ("true is Bool", "true"),
        ("(1, 2) is CGPoint", "true"),
        ("Size(1, 2) is CGSize", "true"),
        ("(1, 2, 3, 4) is CGRect", "true"),
        ("identity is CGAffineTransform", "true"),
        ("[1, 2] is [Int]", "true"),
        ("[1, \"a\"] is [Int]", "false"),
        ("[1, \"a\"] is [Any]", "true"),
        ("[[1], [2]] is [[Int]]", "true"),
        ("[] is [String]", "true"),
        ("{ x in x } is (Int) -> Int", "true"),
        ("nil is Int", "false"),
        ("nil is Int?", "true"),
        ("nil is Any", "true"),
        // Views: UIView is every view; a UIKit class is a view of that class or a subclass.
        ("View(frame: .zero) is UIView", "true"),
        ("View(frame: .zero) is UILabel", "false"),
        ("UILabel(frame: .zero) is UILabel", "true"),
        ("UILabel(frame: .zero) is UIView", "true"),
        ("UIButton(frame: .zero) is UIControl", "true"),
        ("UIButton(frame: .zero) is UILabel", "false"),
        ("UITextView(frame: .zero) is UIScrollView", "true"),
        // A qualified name: UIKit's and Swift's types, or a dump's class by its module.
        ("UILabel(frame: .zero) is UIKit.UILabel", "true"),
        ("UIButton(frame: .zero) is UIKit.UIControl", "true"),
        ("3 is Swift.Int", "true"),
        ("UILabel(frame: .zero) is MyApp.CardView", "false"),
        // `as?`: the value or nil; binds looser than ranges, tighter than `??` and comparisons.
        ("\"s\" as? Int", "nil"),
        ("\"s\" as? String", "s"),
        ("\"s\" as? Int ?? 0", "0"),
        ("(4 as? Int) == 4", "true"),
        ("UIButton(frame: .zero) as? UILabel", "nil"),
        ("[1, 2.5] as? [Int]", "nil"),
        ("[1, 2] as? Array<Int>", "[1, 2]"),
        ("nil as? Int", "nil"),
        // `as!` and `as`: the value when it has the type.
        ("7 as! Int", "7"),
        ("7 as! Int?", "7"),
        ("1 as CGFloat", "1"),
        ("[1, 2] as [Int]", "[1, 2]"),
        ("(1, 2) as? (CGFloat, CGFloat)", "(1, 2)"),
    ])
    func castsCheckTheKindAValueHas(expression: String, printed: String) {
        SwiftCollectionsTests.expect(expression, prints: printed)
    }

    /// The way Swift code reads an `[Any]`: `if let … as?`, `as!` on elements, a `where` test.
    @Test func castsInSwiftShapedCode() {
        let (output, error, _) = langRun("""
            let items: [Any] = ["a", 1, (2, 3), "b"]
            var names: [String] = []
            for item in items {
                if let s = item as? String { names.append(s) }
            }
            let tree: [Any] = ["node", [1, 2]]
            let kids = tree[1] as! [Int]
            let root = View(frame: (0, 0, 100, 100))
            root.addSubview(UILabel(frame: (0, 0, 10, 10)))
            root.addSubview(UIButton(frame: (0, 0, 10, 10)))
            let labels = root.subviews.compactMap { $0 as? UILabel }
            var controls = 0
            for v in root.subviews where v is UIControl { controls += 1 }
            print(names, kids.count, labels.count, controls)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[\"a\", \"b\"] 2 1 1\n")
    }

    /// Swift's type patterns in a switch: `case is T:` and `case let x as T:` (with `where`).
    @Test func switchTakesTypePatterns() {
        let (output, error, _) = langRun("""
            for v in ["s", "long", 3, 2.5, (1, 2), UILabel(frame: .zero)] {
                switch v {
                case is Int: print("int")
                case let s as String where s.count == 1: print("letter", s)
                case let p as CGPoint: print("point", p.x)
                case is UILabel, is UIButton: print("label")
                default: print("other", v)
                }
            }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "letter s\nother long\nint\nother 2.5\npoint 1\nlabel\n")
        #expect(langFirstErrorLine("switch 1 { case is: print(1); default: break }") == "test.geo:1:19: error: expected a type after 'is', found ':'")
    }

    /// A failed `as!` or `as` is an error at the cast, saying what the value is and what to do.
    @Test func aFailedCastIsLocatedAndSaysWhatTheValueIs() {
        let forced = langRun("let x = \"s\"\nlet n = x as! Int").error?.description ?? ""
        #expect(forced.hasPrefix("test.geo:2:11: error: could not cast the String \"s\" to Int\n"), "\(forced)")
        #expect(forced.contains("note: 'as?' gives nil instead of an error"))
        #expect(langFirstErrorLine("print(3.5 as! Int)") == "test.geo:1:11: error: could not cast 3.5 to Int")
        #expect(langFirstErrorLine("let xs = [1, \"a\"]\nprint(xs as! [Int])")
            == "test.geo:2:10: error: could not cast the List to [Int]: its element 1 is the String \"a\", not an Int")
        #expect(langFirstErrorLine("print(UILabel(frame: .zero) as! UIButton)")
            == "test.geo:1:29: error: could not cast a View of class UILabel to UIButton")
        let coerced = langRun("print(\"a\" as CGFloat)").error?.description ?? ""
        #expect(coerced.hasPrefix("test.geo:1:11: error: 'as CGFloat' cannot make the String \"a\" into a CGFloat\n"), "\(coerced)")
        #expect(coerced.contains("to convert, call the type: CGFloat(x)"))
    }

    /// Types geo does not have are refused where they are written, before anything runs.
    @Test func typesGeoDoesNotHaveAreRefusedBeforeTheRun() {
        #expect(langFirstErrorLine("print(1)\nprint(1 as? Strng)") == "test.geo:2:13: error: geo has no type 'Strng'; did you mean 'String'?")
        #expect(langFirstErrorLine("print(1 as? Result<Int>)") == "test.geo:1:23: error: geo has no generic type 'Result<…>'")
        #expect(langFirstErrorLine("print(1 as)") == "test.geo:1:11: error: expected a type after 'as', found ')'")
        #expect(langFirstErrorLine("print(1 as! int)") == "test.geo:1:13: error: expected a type after 'as!', found 'int'")
        // Nothing ran: the first print is not printed.
        #expect(langRun("print(1)\nprint(1 as? Strng)").output == "")
    }

    /// A class name geo does not know is a pasted hierarchy's class: a view whose className is
    /// it (or ends with `.Name`, a module's class).
    @Test func anUnknownClassNameIsAViewClass() {
        let (output, error, _) = langRun(#"""
            let root = hierarchy("""
            <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
               | <MyApp.CardView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
            """)
            let v = root.subviews[0]
            print(v.className, v is CardView, v is UIView, v as? BadgeView, root is CardView)
            """#)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "MyApp.CardView true true nil false\n")
    }

    /// `\.member` is the closure `{ $0.member }`, wherever a function goes.
    @Test func aKeyPathIsAFunctionOfOneValue() {
        let (output, error, _) = langRun("""
            let root = View(frame: (0, 0, 100, 100))
            let a = View(frame: (1, 2, 30, 40))
            let b = View(frame: (5, 6, 70, 80))
            b.isHidden = true
            root.addSubview(a)
            root.addSubview(b)
            let width = \\.frame.width
            print(root.subviews.map(\\.frame.width), root.subviews.map(\\UIView.center))
            print(root.subviews.filter(\\.isHidden).count, root.subviews.contains(where: \\.isHidden))
            print([(1, 2), (3, 4)].map(\\.y), ["a", "bb"].map(\\.count), [3, 4].map(\\.self), width(a))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[30, 70] [(16, 22), (40, 46)]\n1 true\n[2, 4] [1, 2] [3, 4] 30\n")
        #expect(langFirstErrorLine("print([1].map(\\.))") == "test.geo:1:17: error: expected a member name after '.' in the key path, found ')'")
        #expect(langFirstErrorLine("print([1].map(\\))") == "test.geo:1:16: error: expected '.' and a member name after '\\', found ')'")
        #expect(langFirstErrorLine("print([1].map(\\.nope))") == "test.geo:1:17: error: no member 'nope' on Number")
    }

    /// A type or a key path nested past the parser's limits is a located error, not a crash
    /// (a type is read by recursion; a key path's members nest as a member chain's do).
    @Test func deepTypesAndKeyPathsAreLimited() {
        let deepType = "print(1 as? " + String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000) + ")"
        #expect(langFirstErrorLine(deepType)?.hasSuffix("error: code is nested too deeply (more than \(Parser.maxDepth) levels)") == true)
        let longPath = "let f = \\" + String(repeating: ".x", count: 5_000)
        #expect(langFirstErrorLine(longPath)?.hasSuffix("error: expression is nested too deeply (more than \(Resolver.defaultMaxNesting) levels)") == true)
        #expect(langRun("let f = \\" + String(repeating: ".x", count: 150) + "\nprint(1)").output == "1\n")
    }

    /// Swift 6's `count(where:)` beside the `count` property.
    @Test func countWhereCountsTheElementsATestPasses() {
        let (output, error, _) = langRun("print([1, 2, 3].count(where: { $0 > 1 }), [1, 2, 3].count { $0 > 5 }, [].count(where: { $0 }))")
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "2 0 0\n")
    }
}
