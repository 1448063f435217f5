import Testing
@testable import GeoScript

/// Swift's `case` patterns outside a switch (`for case let x? in`, `for case let s as String
/// in`, `if case let x? = v`, `if case 1...5 = n`), `case let x?:` in a switch, `#available`,
/// and UIKit members a pasted snippet uses (`tag` set and `viewWithTag(_:)`, a scroll view's
/// `contentOffset`, `type(of:)`, `xs.lazy`).
struct SwiftPatternTests {
    /// The program runs with no error and prints `output`.
    static func expectRuns(_ source: String, _ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let run = langRun(source)
        #expect(run.error == nil, "\(run.error?.description ?? "")", sourceLocation: sourceLocation)
        #expect(run.output == output, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        // for case: the body runs for the elements that match; the variable is the element.
        ("for case let x in [3, 1] { print(x) }", "3\n1\n"),
        ("let xs: [Any] = [1, \"a\", 2, \"bb\"]\nfor case let s as String in xs { print(s) }", "a\nbb\n"),
        ("for case let x? in [1, nil, 3] where x > 1 { print(x) }", "3\n"),
        ("for case let x? in [nil, nil] { print(x) }\nprint(\"none\")", "none\n"),
        ("for case let (a, b) in [[1, 2], [3, 4]] { print(a + b) }", "3\n7\n"),
        ("let vs = [UIView(), UILabel(), UIButton()]\nfor case let c as UIControl in vs { print(c.className) }", "UIButton\n"),
        ("var n = 0\nfor case let x? in [1, nil, 2, nil, 3] { if x == 2 { continue }; n += x }\nprint(n)", "4\n"),
        // if / guard / while case
        ("let v: Int? = nil\nif case let x? = v { print(x) } else { print(\"none\") }", "none\n"),
        ("if case let x? = 3, x > 2 { print(x) }", "3\n"),
        ("for i in [\"s\", 1] { if case let s as String = i { print(\"string\", s) } else { print(\"not\", i) } }",
         "string s\nnot 1\n"),
        ("let n = 4\nif case 1...5 = n { print(\"in\") }\nif case 6..<9 = n { print(\"no\") } else { print(\"out\") }", "in\nout\n"),
        ("func f(v) { guard case let x? = v else { return 0 }; return x }\nprint(f(nil), f(2))", "0 2\n"),
        ("var k = 0\nlet xs = [1, 2, nil]\nwhile case let x? = xs[k] { print(x); k += 1 }", "1\n2\n"),
        // switch's optional pattern
        ("func f(v) { switch v { case let x? where x > 1: return x; case nil: return \"nil\"; default: return \"small\" } }\nprint(f(2), f(1), f(nil))",
         "2 small nil\n"),
        // #available is true (geo models the newest UIKit), #unavailable false
        ("if #available(iOS 13, *) { print(\"yes\") } else { print(\"no\") }", "yes\n"),
        ("func f() { guard #available(iOS 15.0, macOS 12, *) else { return 1 }; return 2 }\nprint(f())", "2\n"),
        ("if #unavailable(iOS 13) { print(\"old\") } else { print(\"new\") }", "new\n"),
        ("func f() { guard true else { return 1 }; return 2 }\nprint(f())", "2\n"),
        // UIKit members
        ("let v = UIView(); v.tag = 5\nlet w = UIView(); w.tag = 7; v.addSubview(w)\nprint(v.viewWithTag(7) === w, v.viewWithTag(5) === v, v.viewWithTag(3), w.tag)",
         "true true nil 7\n"),
        ("let v = UIView()\nprint(v.tag, v.viewWithTag(0) === v)", "nil true\n"),
        ("""
         let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
         let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
         screen.addSubview(s)
         let c = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
         s.addSubview(c)
         s.contentOffset = CGPoint(x: 0, y: 150)
         print(s.bounds, s.contentOffset, s.hitTest(CGPoint(x: 5, y: 205), with: nil) === c, c.convert(CGPoint.zero, to: screen))
         s.contentOffset.y += 10
         print(s.bounds.origin)
         """, "(0, 150, 100, 100) (0, 150) true (0, 50)\n(0, 160)\n"),
        ("print(type(of: 1), type(of: \"a\"), type(of: UILabel()), type(of: (1, 2)), type(of: nil), type(1))",
         "Double String UILabel CGPoint Optional<Any> Number\n"),
        ("let xs = [1, 2, 3]\nprint(xs.lazy.map { $0 * 2 }.first!, xs.lazy.filter { $0 > 1 })", "2 [2, 3]\n"),
        // reduce(into:): the closure changes its first parameter in place; a return ends one step
        ("print([1, 2, 3].reduce(into: 0) { $0 += $1 })", "6\n"),
        ("print([1, 2, 3].reduce(into: []) { acc, x in acc.append(x * 2) })", "[2, 4, 6]\n"),
        ("print([3, 1, 2].reduce(into: [0, 0]) { counts, x in if x > 1 { counts[1] += 1; return }; counts[0] += 1 })", "[1, 2]\n"),
        ("print(\"abc\".reduce(into: \"\") { s, c in s = c + s })", "cba\n"),
        ("var steps = 0\nprint([1, 2].reduce(into: 0) { _, x in steps += x }, steps)", "0 3\n"),
        ("let vs = [UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5)), UIView(frame: CGRect(x: 20, y: 5, width: 5, height: 5))]\nprint(vs.reduce(into: CGRect.null) { r, v in r = r.union(v.frame) })",
         "(0, 0, 25, 10)\n"),
        ("print(Swift.min(3, 2), Swift.max(1, 5), CoreGraphics.CGRect.zero)", "2 5 (0, 0, 0, 0)\n"),
        ("print(\"a, b,,c\".split(whereSeparator: { $0 == \",\" || $0 == \" \" }), \"\".split(whereSeparator: { _ in true }))",
         "[\"a\", \"b\", \"c\"] []\n"),
        // Swift 5.3's labelled trailing closures, capture lists, `x == .zero` on a variable
        ("let v = UIView()\nUIView.animate(withDuration: 0.3) { v.alpha = 0 } completion: { _ in print(\"done\", now) }\nwait(1)\nprint(v.alpha)",
         "done 0.3\n0\n"),
        ("func f(_ a, then b) { a(); b() }\nf { print(1) } then: { print(2) }", "1\n2\n"),
        ("let v = UIView()\nUIView.animate(withDuration: 0.3, animations: { [weak v] in v?.alpha = 0 })\nprint(v.alpha)", "0\n"),
        ("let a = 2\nlet f = { [a] x in x + a }\nlet g = { [unowned a] (x, y) in x + y + a }\nprint(f(1), g(1, 2), { [1, 2].count }(), { [a] }())",
         "3 5 2 [2]\n"),
        // A plain name in a capture list is its value as the closure is made (swiftc's answers).
        ("var a = [1, 2, 3]\nlet c = { [a] in a.count }\na.append(4)\nvar fs: [() -> Int] = []\nfor i in 0..<3 { var v = i * 10; fs.append({ [v] in v + 1 }); v = -1 }\nvar n = 1\nlet g = { [n] (x: Int) -> Int in x + n }\nn = 100\nprint(c(), a.count, fs.map { $0() }, g(1))",
         "3 4 [1, 11, 21] 2\n"),
        ("let p = CGPoint(x: 1, y: 2)\nvar o = CGPoint.zero\nlet w: CGFloat = 0\nprint(p == .zero, p != .zero, o == .zero, w == .zero, CGRect.zero == .zero, CGSize(width: 0, height: 1) == .zero)",
         "false true true true true false\n"),
        ("var xs = [1, 2, 3, 4, 5]\nxs.removeFirst(2)\nxs.removeLast(1)\nprint(xs)", "[3, 4]\n"),
        ("let x = 0.0\nprint(x.isZero, x.isNaN, x.isFinite, x.isInfinite, nan.isNaN, infinity.isInfinite, (-0.0).isZero)",
         "true false true false true true true\n"),
        // Completions run by their animations' ends, those that end together in the order made
        ("UIView.animate(withDuration: 1, animations: { }) { _ in print(\"a\") }\nUIView.animate(withDuration: 0.5, animations: { }) { _ in print(\"b\") }\nUIView.animate(withDuration: 1, animations: { }) { _ in print(\"c\") }\nwait(1)",
         "b\na\nc\n"),
        // UIKit's other ways to order subviews: the front-most subview is hit first.
        ("""
         let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
         let a = View(frame: (0, 0, 10, 10), name: "a"), b = View(frame: (0, 0, 10, 10), name: "b")
         let c = View(frame: (0, 0, 10, 10), name: "c")
         v.addSubview(a); v.addSubview(b)
         v.insertSubview(c, belowSubview: b); print(v.subviews.map(\\.name))
         v.insertSubview(a, aboveSubview: b); print(v.subviews.map(\\.name), v.hitTest((5, 5)).name)
         v.exchangeSubview(at: 0, withSubviewAt: 2); print(v.subviews.map(\\.name), v.hitTest((5, 5)).name)
         v.insertSubview(b, belowSubview: b); print(v.subviews.map(\\.name))
         """, "[\"a\", \"c\", \"b\"]\n[\"c\", \"b\", \"a\"] a\n[\"a\", \"b\", \"c\"] c\n[\"a\", \"b\", \"c\"]\n"),
    ])
    func patternsAndMembersRunAsInSwift(source: String, output: String) {
        Self.expectRuns(source, output)
    }

    @Test(arguments: [
        ("for case var x in [1] { print(x) }", "test.geo:1:10: error: a loop variable is a constant: write 'for case let'"),
        ("for case let x as Strng in [1] {}", "test.geo:1:19: error: geo has no type 'Strng'; did you mean 'String'?"),
        ("if case let x = 3 { print(x) }", "test.geo:1:15: error: a 'case let' pattern here is 'x?' or 'x as Type'"),
        ("#if DEBUG", "test.geo:1:1: error: geo has no '#if': Swift's compile-time '#' words are not geo's"),
        ("if #available(iOS 13 { }", "test.geo:1:4: error: expected ')' to end '#available(' on its line"),
        ("let v = UIView(); v.tag = 1.5", "test.geo:1:19: error: a view's tag must be a whole number, not 1.5"),
        ("let v = UIView(); v.insertSubview(UIView(), belowSubview: UIView())",
         "test.geo:1:19: error: insertSubview(_:belowSubview:): <View frame=(0, 0, 0, 0)> is not a subview of <View frame=(0, 0, 0, 0)>"),
        ("let v = UIView(); v.addSubview(UIView()); v.exchangeSubview(at: 0, withSubviewAt: 1)",
         "test.geo:1:43: error: exchangeSubview(at:withSubviewAt:): index 1 is outside the subviews of <View frame=(0, 0, 0, 0)> (0..<1)"),
        ("print([1, 2].reduce(into: 10, +))",
         "test.geo:1:31: error: reduce(into:)'s closure changes its first parameter in place and returns nothing: this one only computes a value"),
        ("let f = { (a, b) in a }\nprint([1].reduce(into: 0, f))",
         "test.geo:2:7: error: reduce(into:) takes the initial value and a closure of two parameters, { acc, x in … }"),
        ("func bounds() { return (1, 2) }\nprint(bounds().min)", "test.geo:2:16: error: no member 'min' on Point"),
        ("func sum(_ xs: CGFloat...) -> CGFloat { xs.reduce(0, +) }", "test.geo:1:23: error: geo has no variadic parameters: 'xs' takes one value"),
        ("var xs = [1]\nxs.removeLast(2)", "test.geo:2:1: error: removeLast(_:) cannot remove 2 elements of a list of 1"),
        ("print(CGRectGetMidX(CGRect.zero))", "test.geo:1:7: error: cannot find 'CGRectGetMidX' in scope"),
        // The parser's own built-ins are never suggested (nor completed: `builtinNames`).
        ("print(isZero)", "test.geo:1:7: error: cannot find 'isZero' in scope"),
        ("let v = UIView(); print(v.contentOffset)",
         "test.geo:1:25: error: contentOffset is a UIScrollView's, and <View frame=(0, 0, 0, 0)> is a UIView"),
    ])
    func mistakesAreLocated(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }

    /// Swift that geo leaves out — generic initializers, bit and overflow
    /// operators, `inout` arguments, error handling, `async`, String.Index — is said at the
    /// place it is written, with what to write instead (the note's words checked), never as
    /// "unexpected character" or a confusing parse of the rest of the line.
    @Test(arguments: [
        ("let o = Optional<Int>(3)", "test.geo:1:9: error: geo has no generic types: 'Optional<…>' is Swift's", "write the value itself"),
        ("let x = 7 | 1", "test.geo:1:11: error: geo has no bit operators: '|'", "x % 2 is the lowest bit"),
        ("let x = 6 & 3", "test.geo:1:11: error: geo has no bit operators: '&'", "x % 2 is the lowest bit"),
        ("let x = 7 ^ 1", "test.geo:1:11: error: geo has no bit operators: '^'", "!= for exclusive or"),
        ("let x = ~7", "test.geo:1:9: error: geo has no bit operators: '~'", "Numbers are floating point"),
        ("var x = 7\nx |= 8", "test.geo:2:3: error: geo has no bit operators: '|='", "Numbers are floating point"),
        ("let x = 5 &+ 3", "test.geo:1:11: error: geo has no overflow operators: '&+'", "write '+'"),
        ("var y = [1]\nfunc f(_ a: [Int]) {}\nf(&y)", "test.geo:3:3: error: geo has no inout arguments: '&' lends a variable to a function in Swift",
         "return the new value and assign it"),
        // Swift's swap: one error (not one per '&'), saying how geo swaps.
        ("var a = 1, b = 2\nswap(&a, &b)\nswap(&a, b)\nprint(&a)", "test.geo:2:6: error: geo has no inout arguments: Swift's swap(&a, &b) changes its caller's variables",
         "(a, b) = (b, a)"),
        ("do {\n    try save()\n} catch {\n    print(error)\n}", "test.geo:2:5: error: geo's functions do not throw: leave out 'try'",
         "leave out try, throws and do/catch"),
        ("do {\n    print(1)\n} catch {\n}", "test.geo:3:3: error: geo has no errors to catch: 'catch' never runs",
         "keep the do block's statements"),
        ("let x = try? load()", "test.geo:1:9: error: geo's functions do not throw: leave out 'try'", "stops the script with its error"),
        ("let x = try! load()", "test.geo:1:9: error: geo's functions do not throw: leave out 'try'", "stops the script with its error"),
        ("func load() throws -> Int { 1 }", "test.geo:1:13: error: geo's functions do not throw: leave out 'throws'",
         "leave out try, throws"),
        ("throw LoadError.missing", "test.geo:1:1: error: geo has no 'throw': nothing in geo catches an error", "fatalError(\"message\")"),
        ("func load() async -> Int { 1 }", "test.geo:1:13: error: geo has no 'async' functions: a script runs in order, and an animation's clock is wait()",
         "leave out 'async'"),
        ("let s = UIStackView(arrangedSubviews: [])", "test.geo:1:9: error: cannot find 'UIStackView' in scope",
         "make a UIView and set the frames of its subviews"),
        ("let q = .init(x: 1, y: 2)", "test.geo:1:9: error: '.init(…)' here has no type to make", "write the type: CGPoint(x: 1, y: 2)"),
        ("var x = 1\nif x = 3 { }", "test.geo:2:6: error: '=' stores a value; a condition compares with '=='", "write '=='"),
        ("typealias Pair<T> = (T, T)", "test.geo:1:1: error: geo's 'typealias' names a type: typealias Name = Type", "a generic alias"),
        ("typealias Pair =\nlet x = 1", "test.geo:1:1: error: expected a type after 'typealias Pair ='", "typealias Interval ="),
        ("infix operator **", "test.geo:1:1: error: geo has no operator declarations", "write a named func"),
        ("func + (a: CGPoint, b: CGPoint) -> CGPoint { a }", "test.geo:1:6: error: geo has no operator functions: its operators are its own",
         "already work on Points"),
        // `.zero` after a misspelt label: the label's error, with the one it meant.
        ("let v = UIView(frme: .zero)", "test.geo:1:9: error: incorrect argument label 'frme:' in UIView; did you mean 'frame:'?", "declared as UIView(frame:"),
        // A tuple type that is no Point, Size or Rect: at the type, before anything runs.
        ("func check(_ n: Int) -> (x: Bool, y: Int) {\n    return (n > 2, n)\n}", "test.geo:1:25: error: geo's tuples are Points, Sizes, Rects and lists: the tuple type (x: Bool, y: Int) is not one",
         "leave the labels out"),
        ("print([1, 2, 3].shuffled())", "test.geo:1:17: error: no member 'shuffled' on List: geo has no random numbers: a script prints the same on every run (a lesson's output is checked); write the values, or make them with a seeded generator: seed = seed * 16807 % 2147483647 (exact in a Double; start seed at 1 or more)",
         "seeded generator"),
        ("let r = 1...5\nprint(r.upperBound)", "test.geo:2:9: error: no member 'upperBound' on List: a range is the list of its numbers in geo; its first is r.first!, its last r.last! (a half-open a..<b ends at b - 1)",
         "a range is the list"),
        ("print(String(1.5, radix: 2))", "test.geo:1:7: error: String(_:radix:) writes a whole number, not 1.5", "String(_:radix:)"),
        ("print(Int(\"7\", radix: 40))", "test.geo:1:7: error: a radix is a whole number from 2 to 36, not 40", "radix"),
        ("print(Character(\"ab\"))", "test.geo:1:7: error: Character(_:) takes a string of one character, not a String (\"ab\")",
         "Character(_:)"),
        ("let x = await load()", "test.geo:1:9: error: geo has no 'async' functions: leave out 'await'", "wait() moves"),
        ("var s = \"abc\"\nvar i = 0\ns.formIndex(after: i)",
         "test.geo:3:3: error: no member 'formIndex' on String: geo has no inout parameters", "i = s.index(after: i)"),
    ])
    func leftOutSwiftIsLocatedWithWhatToWrite(source: String, firstLine: String, note: String) {
        let error = langRun(source).error?.description ?? ""
        #expect(error.split(separator: "\n").first.map(String.init) == firstLine)
        #expect(error.contains(note), "\(error)")
    }

    /// `swap(&a, &b)` is one error at its first '&', whatever its arguments; an '&' after it
    /// (its call closed) is reported again.
    /// Swift's way to switch over two Optionals: optional patterns inside tuple patterns —
    /// `case let (x?, y?)`, `case (let x?, nil)`, `case (nil, .some(let y))`, `(.none, _)` —
    /// each part tested (not nil, nil, a value) and bound; in `if case` too.
    @Test func optionalPatternsInsideTuplePatterns() {
        Self.expectRuns("""
            func describe(_ a: Int?, _ b: Int?) -> String {
                switch (a, b) {
                case let (x?, y?): return "both \\(x + y)"
                case (let x?, nil): return "a \\(x)"
                case (nil, .some(let y)): return "b \\(y)"
                case (.none, _): return "none"
                }
            }
            print(describe(1, 2), describe(3, nil), describe(nil, 4), describe(nil, nil))
            let a: Int? = 5
            let b: Int? = 7
            if case (let x?, .some(7)) = (a, b) { print("x", x) }
            if case let (x?, y?) = (a, b), x < y { print("both", x, y) }
            switch (a, 2) {
            case (let v?, 2) where v > 4: print("v", v)
            default: print("no")
            }
            """, "both 3 a 3 b 4 none\nx 5\nboth 5 7\nv 5\n")
        #expect(langFirstErrorLine("let a: Int? = 1\nswitch (a, a) {\ncase let (x?, 3 +): print(x)\ndefault: break\n}")?
                    .hasPrefix("test.geo:3:") == true)
    }

    /// Swift's `break` in the middle of a case — in an `if`, a `guard`'s else, nested ifs —
    /// leaves the switch (not the loop around it): the rest of the case is skipped, a `defer`
    /// of the case runs once, a loop's own `break` in the case and an inner switch's stay
    /// theirs. (It was refused: "leaves the switch only as a case's last statement".)
    @Test func aBreakInACaseLeavesTheSwitch() {
        Self.expectRuns("""
            var log: [String] = []
            for n in [1, 2, 3, 4, 6] {
                switch n {
                case 2, 4, 6:
                    log.append("even \\(n)")
                    guard n > 2 else { break }
                    if n == 6 {
                        log.append("six")
                        if true { break }
                        log.append("never")
                    }
                    log.append("after \\(n)")
                    for k in 0..<3 { if k == 1 { break }; log.append("k\\(k)") }
                    switch n { case 4: if n > 0 { break }; log.append("never") default: break }
                    let m = n * 10
                    log.append("m \\(m)")
                default:
                    defer { log.append("deferred \\(n)") }
                    if n == 3 { break }
                    log.append("odd \\(n)")
                }
            }
            print(log.joined(separator: ", "))
            """, "odd 1, deferred 1, even 2, deferred 3, even 4, after 4, k0, m 40, even 6, six\n")
    }

    /// Swift's variables bound by a loop or a case (`for var x in`, `case var v where`): each
    /// pass's or case's own, which its body may change; `~=` and `Int64.max` say what to write.
    @Test func loopAndCaseVariables() {
        Self.expectRuns("""
            var out: [Int] = []
            for var x in [1, 2] where x > 0 { x *= 10; out.append(x) }
            switch 4 {
            case var v where v > 3:
                v += 1
                out.append(v)
            default: break
            }
            print(out)
            """, "[10, 20, 5]\n")
        #expect(langFirstErrorLine("let x = 3\nprint(1...5 ~= x)") == "test.geo:2:13: error: geo has no '~=' operator")
        #expect(langFirstErrorLine("print(Int64.max)")?.hasSuffix("Int64.max is none: write infinity (or -infinity) for a bound nothing passes, or Double.greatestFiniteMagnitude") == true)
        #expect(langFirstErrorLine("for var (a, b) in [(1, 2)] { }") == "test.geo:1:9: error: geo's 'for var' takes one name, not a tuple of them")
    }

    /// A switch whose subject is a call, an element or a force unwrap, with a tuple pattern that
    /// binds a part and tests another: the first case's bindings were compiled as a
    /// destructuring that kept no subject, so the test read a slot never stored ("cannot take
    /// a Number (0) apart", naming a stale value).
    @Test func aComputedSubjectIsTestedPartByPart() {
        Self.expectRuns("""
            func pair() -> (a: Int, b: Int) { return (1, 2) }
            switch pair() {
            case (let x, 2): print("x", x)
            default: print("?")
            }
            let grid = [(1, "a"), (2, "b")]
            for i in 0..<2 {
                switch grid[i] {
                case (let n, "a"): print(i, "first kind", n)
                case (let n, _): print(i, "other", n)
                }
            }
            func check(_ n: Double) -> (value: Double?, error: String?) { n < 0 ? (nil, "negative") : (n * 2, nil) }
            for n in [3.0, -1.0] {
                switch check(n) {
                case (let v?, _): print("value", v)
                case (nil, let msg?): print("error", msg)
                default: print("?")
                }
            }
            """, "x 1\n0 first kind 1\n1 other 2\nvalue 6\nerror negative\n")
    }

    /// A call of a function that may be nil, `onChange?(5)`: nothing called (and nil) when it
    /// is nil, else the call; the function computed once.
    @Test func anOptionalFunctionIsCalledThroughQuestionMark() {
        Self.expectRuns("""
            var onChange: ((Int) -> Void)? = nil
            onChange?(1)
            onChange = { print("changed to", $0) }
            onChange?(5)
            let validators: [String: (String) -> Bool] = ["nonEmpty": { !$0.isEmpty }]
            print(validators["nonEmpty"]?("x") ?? false, validators["none"]?("x") ?? false)
            var done: (() -> Int)? = { 42 }
            print(done?() ?? 0)
            done = nil
            print(done?() ?? 0, true ?(1) : 2)
            """, "changed to 5\ntrue false\n42\n0 1\n")
    }

    /// Swift 5.9's `if` and `switch` as values: a declaration's (`let` set on every path), and
    /// a function's body that is one `switch` or `if` (each branch returns its value).
    @Test func ifAndSwitchAsValues() {
        Self.expectRuns("""
            func describe(_ n: Int) -> String {
                switch n {
                case 0: "zero"
                case 1...: "positive"
                default: "negative"
                }
            }
            func sign(_ x: Double) -> Int {
                if x > 0 { 1 } else if x < 0 { -1 } else { 0 }
            }
            let n = 7
            let parity = if n % 2 == 0 { "even" } else { "odd" }
            var size = switch n { case 0..<5: "small" case 5..<10: "medium" default: "large" }
            let half: Int = if n > 5 { n / 2 } else { 0 }
            print(describe(3), describe(0), describe(-2), sign(-3.5), parity, size, half)
            size = "x"
            print(size)
            """, "positive zero negative -1 odd medium 3\nx\n")
    }

    /// Optional's `map` on a String or List Optional whose type is written where geo did not
    /// read it: a part of a type alias's labelled tuple (`permit: String?`), a closure's
    /// parameter `(s: String?)`, an element of a `[String?]` (in `map` and in a loop). Each
    /// mapped the string's characters, silently. And `flatMap` of Sets and Strings.
    @Test func optionalMapsThroughAliasesClosuresAndElements() {
        Self.expectRuns("""
            typealias Car = (plate: String, permit: String?)
            var cars = [Car]()
            cars.append(("AB-1", nil))
            cars.append(("ST-2", "staff"))
            print(cars.compactMap { car in car.permit.map { "\\(car.plate)[\\($0)]" } })
            let count = { (s: String?) -> Int in s.map { $0.count } ?? -1 }
            print(count("abc"), count(nil))
            let names: [String?] = ["ann", nil]
            print(names.map { $0.map { $0.uppercased() } ?? "-" })
            for n in names { print(n.map { $0.count } ?? 0) }
            let groups: [Set<Int>] = [[1, 2], [2, 3]]
            print(groups.flatMap { $0 }.count, ["ab", "cd"].flatMap { $0 })
            """, "[\"ST-2[staff]\"]\n3 -1\n[\"ANN\", \"-\"]\n3\n0\n4 [\"a\", \"b\", \"c\", \"d\"]\n")
    }

    @Test func swapIsOneErrorPerCall() {
        let error = langRun("var a = 1, b = 2, xs = [1, 2]\nswap(&a, &b)\nswap(&xs[0], &xs[1])\nswap(&a, b)\nprint(1, &a)").error?.description ?? ""
        let lines = error.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines == ["test.geo:2:6: error: geo has no inout arguments: Swift's swap(&a, &b) changes its caller's variables",
                          "test.geo:3:6: error: geo has no inout arguments: Swift's swap(&a, &b) changes its caller's variables",
                          "test.geo:4:6: error: geo has no inout arguments: Swift's swap(&a, &b) changes its caller's variables",
                          "test.geo:5:10: error: geo has no inout arguments: '&' lends a variable to a function in Swift"], "\(error)")
    }

    /// Swift's `do { … }` is a block of its own scope; `Array<T>()` is a list (the element type
    /// gives `.zero` its kind); `a<b` with no spaces stays a comparison.
    @Test(arguments: [
        ("do {\n    let x = 2\n    print(x)\n}\nlet x = 3\nprint(x)", "2\n3\n"),
        ("for i in 0..<3 {\n    do {\n        if i == 1 { break }\n        print(i)\n    }\n}", "0\n"),
        ("var a = Array<Int>()\na.append(2)\nprint(a)", "[2]\n"),
        ("print(Array<CGPoint>(repeating: .zero, count: 2))", "[(0, 0), (0, 0)]\n"),
        // Empty collections of nested and Optional element types.
        ("var a = [[String: Int]](repeating: [:], count: 2)\na[0][\"x\"] = 1\nvar b = [String: [String: Int]]()\nb[\"p\", default: [:]][\"q\"] = 3\nvar e = [Int?]()\ne.append(nil)\nprint(a, b, [[Int]](), e.count, [String: Int?](), [Set<Int>]())",
         "[[\"x\": 1], [:]] [\"p\": [\"q\": 3]] [] 1 [:] []\n"),
        ("let N = 3, i = 1\nprint(N<i, i<N)", "false true\n"),
        ("print(true && false, true || false)", "false true\n"),
        ("let c: Character = \"a\"\nprint(Character(\"b\") > c, String(c) + \"z\")", "true az\n"),
        // Tuple types of geometry, a type in parentheses, a function type: as before.
        ("let p: (x: CGFloat, y: CGFloat) = (1, 2)\nlet r: (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 2, 3, 4)\nlet f: (Int, Int) -> Int = { $0 + $1 }\nlet g: (Int) = 3\nvar o: (Int, Int)? = nil\nfunc h(_ a: (Double, Double)) -> (width: Double, height: Double) { a }\nprint(p, r, f(1, 2), g, o, h((1, 2)))",
         "(1, 2) (1, 2, 3, 4) 3 3 nil (1, 2)\n"),
        // Swift's patterns of a value that may be nil: `"lamp"?` and `.some(value)` (a range too).
        ("let xs = [\"a\", \"lamp\"]\nfor x in [xs.last, xs.first, nil] {\n    switch x {\n    case \"lamp\"?: print(\"lamp\")\n    case \"a\"? where xs.count > 1: print(\"a, more\")\n    case .some(\"b\"), .some(\"c\"): print(\"b or c\")\n    case .some(let other): print(\"other\", other)\n    case .none: print(\"none\")\n    }\n}",
         "lamp\na, more\nnone\n"),
        ("let o: Int? = 7\nswitch o {\ncase .some(3 + 4): print(\"seven\")\ncase .some(1...3): print(\"low\")\ndefault: break\n}", "seven\n"),
        // Optional's cases, .some(let x) / let .some(x) / .some(_) / .none, in a switch and an if case.
        ("for o in [3, nil] {\n    switch o {\n    case .some(let x): print(x)\n    case .none: print(\"none\")\n    }\n}", "3\nnone\n"),
        ("for o in [5, 1, nil] {\n    switch o {\n    case let .some(x) where x > 4: print(\"big\", x)\n    case .some(_): print(\"some\")\n    case nil: print(\"nil\")\n    }\n}",
         "big 5\nsome\nnil\n"),
        ("for o in [1, nil] {\n    switch o {\n    case .some: print(\"some\")\n    case .none: print(\"none\")\n    }\n    if case .some = o { print(\"has\") }\n}", "some\nhas\nnone\n"),
        ("let o: Int? = 4\nif case .some(let x) = o { print(x) }\nif case .none = o { print(\"none\") } else { print(\"has\") }\nif case let .some(y) = o, y > 3 { print(\"y\", y) }",
         "4\nhas\ny 4\n"),
        ("let o: Int? = nil\nlet p: Int? = 3\nvar q: Int? = .some(5)\nq = .none\nprint(o == .none, p == .some(3), p != .none, q)", "true true true nil\n"),
        // `.infinity` / `.nan`, and `.init(…)` where a label, a declared type or a member says the type.
        ("var best: CGFloat = .infinity\nfor x in [3.0, 1.0] { best = min(best, x) }\nprint(best, -.infinity, Double.nan.isNaN)", "1 -inf true\n"),
        ("let v = UIView(frame: .init(x: 1, y: 2, width: 3, height: 4))\nv.center = .init(x: 5, y: 6)\nlet p: CGPoint = .init(x: 1, y: 2)\nprint(v.frame, p, CGRect(origin: .zero, size: .init(width: 3, height: 4)))",
         "(3.5, 4, 3, 4) (1, 2) (0, 0, 3, 4)\n"),
        ("let v = UIView()\nv.transform = .init(rotationAngle: .pi / 2)\nprint(v.transform)", "Transform(0, 1, -1, 0, 0, 0)\n"),
        ("for case .some(let x) in [1, nil, 3] { print(x) }\nfor case let .some(y) in [1, nil, 3] where y > 1 { print(y) }", "1\n3\n3\n"),
        // One-sided ranges in a case.
        ("for n in [-1, 2, 9, 3] {\n    switch n {\n    case ..<0: print(n, \"negative\")\n    case ...2: print(n, \"low\")\n    case 3..<(2 + 5): print(n, \"mid\")\n    case 7...: print(n, \"high\")\n    default: break\n    }\n}",
         "-1 negative\n2 low\n9 high\n3 mid\n"),
        // prefix(while:) and drop(while:), on lists and strings.
        ("let xs = Array(1...5)\nprint(xs.prefix(while: { $0 < 3 }), xs.drop(while: { $0 < 3 }), xs.prefix(while: { $0 < 9 }), xs.drop(while: { _ in true }))",
         "[1, 2] [3, 4, 5] [1, 2, 3, 4, 5] []\n"),
        ("let s = \"  hi\"\nprint(\"[\" + s.drop(while: { $0 == \" \" }) + \"]\", s.prefix(while: { $0 == \" \" }).count)", "[hi] 2\n"),
        ("print(exp(0), log(exp(2)), log10(1000), log2(8), cbrt(27))", "1 2 3 3 3\n"),
        // Digits in a radix, both ways; a string's UTF-8 bytes.
        ("print(String(255, radix: 16), String(255, radix: 16, uppercase: true), String(-10, radix: 3), Int(\"ff\", radix: 16)!, Int(\"12\", radix: 2) ?? -1)",
         "ff FF -101 255 -1\n"),
        ("let s = \"héllo\"\nprint(s.utf8.count, Array(s.utf8)[1])", "6 195\n"),
        // An operator as a value, `(+)`; a closure's typed parameters with Swift's type marks.
        ("let ops: [(Double, Double) -> Double] = [(+), (-), (*)]\nprint(ops.map { $0(6, 3) }, [1, 2].reduce(0, (+)))", "[9, 3, 18] 3\n"),
        ("let compose = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) in { x in g(f(x)) } }\nprint(compose({ $0 + 1 }, { $0 * 2 })(5))",
         "12\n"),
        ("let h = { (v: UIView?, p: CGPoint!) -> Bool in v == nil }\nprint(h(nil, CGPoint.zero))", "true\n"),
    ])
    func swiftBlocksAndInitializersRun(source: String, output: String) {
        Self.expectRuns(source, output)
    }

    /// Swift's `let` declared with a type and no value, set later once on every path before it
    /// is read: by if/else, a switch with a default, a guard's exit, a `do` block; in a loop's
    /// body (a new one each pass); read by a closure made after it is set; a global declared
    /// by its store.
    @Test(arguments: [
        ("let n = 3\nlet label: String\nif n > 2 {\n    label = \"big\"\n} else {\n    label = \"small\"\n}\nprint(label)", "big\n"),
        ("func kind(_ v: Int) -> String {\n    let k: String\n    switch v {\n    case 0: k = \"zero\"\n    case 1, 2: k = \"few\"\n    default: k = \"many\"\n    }\n    let show = { \"\\(v): \\(k)\" }\n    return show()\n}\nprint(kind(0), kind(2), kind(9))",
         "0: zero 2: few 9: many\n"),
        ("func f(_ x: Int?) -> Int {\n    let y: Int\n    guard let x else { return -1 }\n    if x > 5 { y = 10 } else if x > 2 { y = 5 } else { return 0 }\n    return y\n}\nprint(f(nil), f(1), f(3), f(8))",
         "-1 0 5 10\n"),
        ("func g(_ c: Int) -> Int {\n    let x: Int\n    if c > 1 { x = c } else { fatalError(\"small\") }\n    return x\n}\nprint(g(4))", "4\n"),
        ("var fs: [() -> Int] = []\nfor i in 0..<3 {\n    let sq: Int\n    sq = i * i\n    fs.append { sq }\n}\nprint(fs.map { $0() })", "[0, 1, 4]\n"),
        ("let w: CGFloat\ndo {\n    w = 20\n}\nfunc twice() -> CGFloat { w * 2 }\nprint(twice())", "40\n"),
        ("let (w, h): (CGFloat, CGFloat) = (3, 4)\nprint(w * h)", "12\n"),
        // `if let … else` (a hidden flag in geo: `Parser.optionalBinding`) sets it once per path.
        ("let xs: [Int] = []\nlet first: Int\nif let f = xs.first, f > 0 { first = f } else { first = -1 }\nprint(first)", "-1\n"),
        ("func g(_ xs: [Int]) -> Int {\n    let first: Int\n    if let f = xs.first { first = f } else { return -1 }\n    return first\n}\nprint(g([]), g([4]))",
         "-1 4\n"),
        ("let a = 1, b = 2\nlet v: UIView\nv = UIView(frame: CGRect(x: 0, y: 0, width: a, height: b))\nprint(v.frame)", "(0, 0, 1, 2)\n"),
    ])
    func letsSetLaterRunAsInSwift(source: String, output: String) {
        Self.expectRuns(source, output)
    }

    /// Swift's definite initialization, said where it fails: a read before a store on some
    /// path, a second store, a store in a loop or in a closure, a closure made before the
    /// store, a global never set.
    @Test(arguments: [
        ("let x: Int\nif true { }\nprint(x)", "test.geo:3:7: error: 'x' is read before it is set"),
        ("let x: Int\nlet c = 2\nif c > 1 { x = 1 }\nprint(x)", "test.geo:4:7: error: 'x' is read before it is set on some paths"),
        ("let x: Int\nlet c = 3\nswitch c {\ncase 1: x = 1\ndefault: break\n}\nprint(x)", "test.geo:7:7: error: 'x' is read before it is set on some paths"),
        // (No default: a value no case matches is the switch's error, so every path on is a case's.)
        ("let x: Int\nlet c = 3\nswitch c {\ncase 1: x = 1\ncase 2: x = 2\n}\nprint(x)", "test.geo:3:1: error: no case of this switch matches 3"),
        ("let x: Int\nx = 1\nx = 2", "test.geo:3:1: error: 'x' is a 'let' and is set already on this path"),
        ("let xs = [1]\nlet x: Int\nif let f = xs.first { print(f) } else { x = 0 }\nprint(x)", "test.geo:4:7: error: 'x' is read before it is set on some paths"),
        ("let xs = [1]\nlet x: Int\nif let f = xs.first { x = f; x = 2 } else { x = 0 }", "test.geo:3:30: error: 'x' is a 'let' and is set already on this path"),
        ("let x: Int\nlet c = 2\nif c > 1 { x = 1 }\nx = 2", "test.geo:4:1: error: 'x' is a 'let' and may be set already on this path"),
        ("let x: Int\nfor i in 0..<3 { x = i }", "test.geo:2:18: error: 'x' is set inside a loop, which would set this 'let' on each pass"),
        ("func g() {\n    let x: Int\n    let f = { print(x) }\n    x = 1\n    f()\n}", "test.geo:3:21: error: 'x' is used by a closure made before it is set"),
        ("func g() {\n    let x: Int\n    let f = { x = 2 }\n    x = 1\n}", "test.geo:3:15: error: cannot set 'x' inside a function or closure: it is a 'let' of the code around it"),
        ("let x: Int\nfunc h() { x = 3 }\nx = 1", "test.geo:2:12: error: cannot set 'x' inside a function: it is a 'let' of the top level"),
        ("let x: Int", "test.geo:1:5: error: 'x' is declared without a value and never set"),
        ("let x\nx = 1", "test.geo:1:6: error: a 'let' constant needs a value: let x = …"),
        ("let x: Int\nx += 1", "test.geo:2:1: error: cannot assign to 'x': it is a 'let' constant"),
    ])
    func letSetLaterMistakesAreLocated(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }

    /// A global `let` set later is declared by its store: a run that stops before the store
    /// declares nothing (the name can be declared again), and once set it is a constant for
    /// the entries after.
    @Test func aLetSetLaterIsDeclaredByItsStore() throws {
        let geo = Interpreter()
        var output = ""
        geo.output = { output += $0 }
        #expect(throws: GeoError.self) { try geo.run("let a: Int\nassert(false)\na = 1") }
        try geo.run("let a = 2\nprint(a)")
        try geo.run("let b: Int\nb = 4")
        let again = #expect(throws: GeoError.self) { try geo.run("b = 5") }
        #expect(again?.description.contains("cannot assign to 'b': it is a 'let' constant") == true)
        try geo.run("print(b)")
        #expect(output == "2\n4\n")
    }

    /// Inside an animation block, a new contentOffset animates the bounds, as UIKit's does.
    @Test func contentOffsetAnimatesAsBounds() {
        let run = langRun("""
            let s = UIScrollView(frame: (0, 0, 100, 100))
            animate(duration: 1, curve: .linear) { s.contentOffset = (0, 100) }
            wait(0.5)
            print(s.presentation().bounds, s.bounds)
            """)
        #expect(run.error == nil, "\(run.error?.description ?? "")")
        #expect(run.output == "(0, 50, 100, 100) (0, 100, 100, 100)\n")
    }

    /// UIKit's UIView.animate is geo's animate: the model changes at once, the curve comes from
    /// the options, and a completion runs when wait() reaches its animation's end, with the
    /// clock reading that end (so an animation it starts begins there).
    @Test func uiViewAnimateRunsCompletionsOnTheClock() {
        let run = langRun("""
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            UIView.animate(withDuration: 0.5) { card.transform = CGAffineTransform(rotationAngle: .pi / 2) }
            print(card.frame)
            UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear, .allowUserInteraction], animations: {
                card.center = CGPoint(x: 200, y: 200)
            }) { finished in
                print("moved", finished, now)
                UIView.animate(withDuration: 0.5, animations: { card.alpha = 0 }, completion: { _ in print("faded", now) })
            }
            UIView.animate(withDuration: 0.2, animations: { card.bounds.size.width = 80 }) { print("narrow", now) }
            wait(1)
            print(now, card.presentation().center)
            wait(0.75)
            print(now, card.presentation().alpha)
            wait(1)
            """)
        #expect(run.error == nil, "\(run.error?.description ?? "")")
        #expect(run.output == """
            (25, -25, 50, 100)
            narrow 0.2
            1 (125, 112.5)
            moved true 1.5
            1.75 0.5
            faded 2

            """)
    }

    @Test(arguments: [
        ("UIView.animate(withDuration: 1, delay: 0, options: .repeat, animations: { })",
         "test.geo:1:52: error: geo does not model the option .repeat: an animation runs once, forward"),
        ("UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseOt], animations: { })",
         "test.geo:1:52: error: no animation option '.curveEaseOt'; did you mean '.curveEaseOut'?"),
        ("UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: { })",
         "test.geo:1:1: error: geo does not model UIKit's usingSpringWithDamping: spring (its timing is not documented)"),
        ("UIView.animate(withDuration: 0.3) { } complete: { _ in }",
         "test.geo:1:39: error: incorrect argument label 'complete:' in UIView.animate; did you mean 'completion:'?"),
        ("UIView.animate(withDuration: 1, animations: { }) { _ in print(nope) }\nwait(2)",
         "test.geo:1:63: error: cannot find 'nope' in scope; did you mean 'now'?"),
    ])
    func uiViewAnimateMistakesAreLocated(source: String, firstLine: String) {
        #expect(langFirstErrorLine(source) == firstLine)
    }

    /// A completion waiting for its animation's end holds nothing past its interpreter: the
    /// view it captures is freed with the interpreter (it was not, when the completions were
    /// library state of the context, which the functions' code holds).
    @Test func pendingCompletionsAreFreedWithTheInterpreter() throws {
        weak var weakInterpreter: Interpreter?
        weak var card: View?
        do {
            let geo = Interpreter()
            weakInterpreter = geo
            geo.output = { _ in }
            try geo.run("""
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                UIView.animate(withDuration: 1, animations: { card.alpha = 0 }) { _ in print(card.frame) }
                UIView.animate(withDuration: 5, animations: { card.alpha = 1 }) { _ in print(card.frame) }
                wait(2)
                """)
            if case .view(let v)? = geo["card"] { card = v }
            #expect(card != nil)
        }
        #expect(weakInterpreter == nil)
        #expect(card == nil)
    }

    @Test func theParsersOwnBuiltinsAreNotNamesToComplete() {
        let names = Interpreter().builtinNames
        #expect(!names.contains(Parser.isZeroName) && !names.contains("UIView.animate"))
        #expect(names.contains("animate") && names.contains("UIView"))
    }

    /// `:undo` of a UIView.animate takes its completion back, and undoing the `wait` that ran
    /// one makes it pending again, as the animation and the clock are put back.
    @Test func undoTakesCompletionsBack() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.run("let v = UIView()")
        let before = geo.snapshot()
        try geo.run("UIView.animate(withDuration: 1, animations: { v.alpha = 0 }) { _ in print(\"ran\", now) }")
        #expect(!geo.isUnchanged(since: before))
        try geo.restore(before)
        try geo.run("wait(2)")
        #expect(out == "")
        try geo.run("UIView.animate(withDuration: 1, animations: { v.alpha = 0 }) { _ in print(\"ran\", now) }")
        let pending = geo.snapshot()
        try geo.run("wait(2)")
        #expect(out == "ran 3\n")
        #expect(!geo.isUnchanged(since: pending))
        try geo.restore(pending)
        try geo.run("wait(5)")
        #expect(out == "ran 3\nran 3\n")
    }

    /// Swift's one-line switch: a case's statement ends at the next `case` or `default:` on the
    /// same line; a statement that does not end there is still the located error.
    @Test func aOneLineSwitchEndsEachCaseAtTheNextLabel() {
        let (output, error, _) = langRun("""
            for n in [1, 2, 3] { switch n { case 1: print("one") case 2: print("two"); print("2") default: print("many") } }
            let s = "b"
            switch s { case "a", "b" where s.count == 1: print("ab") default: break }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "one\ntwo\n2\nmany\nab\n")
        #expect(langFirstErrorLine("switch 1 { case 1: print(1) print(2) }") == "test.geo:1:29: error: expected end of statement, found 'print'")
    }

    /// C's and Foundation's math that Swift code calls: fmod and remainder (Swift's
    /// truncatingRemainder and remainder), exp2, fabs.
    @Test func foundationsMathFunctionsAreThere() {
        #expect(langRun("print(fmod(7.5, 2), fmod(-7, 4), remainder(7, 4), remainder(5, 2), exp2(10), fabs(-2.5))").output
                == "1.5 -3 -1 1 1024 2.5\n")
    }
}
