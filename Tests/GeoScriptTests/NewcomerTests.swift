import Testing
@testable import GeoScript

/// What a newcomer from Swift and UIKit types first, and what geo answers (issue 12).
struct NewcomerTests {
    /// The first line of `source`'s error and all its notes.
    static func failure(_ source: String) -> (firstLine: String, notes: String, count: Int)? {
        let (_, error, _) = langRun(source)
        guard let error else { return nil }
        let text = error.description
        let lines = text.split(separator: "\n").map(String.init)
        let notes = lines.filter { $0.hasPrefix("note: ") }.joined(separator: "\n")
        let count = lines.filter { $0.contains(": error: ") }.count
        return (lines.first ?? "", notes, count)
    }

    // MARK: Strings are one line; optionals

    @Test func anUnterminatedStringIsOneErrorAtItsOpeningQuote() throws {
        let f = try #require(Self.failure("print(\"abc\nlet x = 1"))
        #expect(f.firstLine == "test.geo:1:7: error: unterminated string literal")
        #expect(f.count == 1)   // no echo of the ')' the string swallowed
        // The closing quote typed on the next line does not open a second string.
        let twoLines = try #require(Self.failure("print(\"abc\ndef\")\nprint(1)"))
        #expect(twoLines.firstLine == "test.geo:1:7: error: unterminated string literal")
        #expect(twoLines.count == 1)
    }

    /// Swift's optional chaining, `a?.b.c`: nil when `a` is nil — the rest of the chain is not
    /// computed — else `a.b.c`, with `a` computed once; chains nest (`a?.b?.c`), end where the
    /// postfix expression ends (`a?.b ?? 0`), and run in functions, loops and conditions.
    /// A member read on nil (`v.superview.frame` with no superview) says how to read through a
    /// value that may be nil.
    @Test func aMemberOfNilPointsToOptionalChaining() {
        let (_, error, _) = langRun("let v = View()\nprint(v.superview.frame)")
        let text = error?.description ?? ""
        #expect(text.hasPrefix("test.geo:2:19: error: no member 'frame' on Nil"), "\(text)")
        #expect(text.contains("note: the value is nil: write ?. to read through a value that may be nil (a?.frame is then nil)"), "\(text)")
    }

    @Test func optionalChainingIsNilWhenTheBaseIsNil() {
        #expect(langRun("""
            let root = View(frame: (0, 0, 320, 480), name: "root")
            let card = View(frame: (20, 40, 100, 50), name: "card")
            root.addSubview(card)
            var calls = 0
            func hit(_ p: CGPoint) -> View? { calls += 1; return root.hitTest(p) }
            print(card.superview?.frame, root.superview?.frame, root.superview?.frame.width ?? -1)
            print(card.superview?.superview?.frame, card.superview?.frame.insetBy(dx: 10, dy: 10).width)
            print(hit((30, 50))?.name, hit((500, 500))?.name.count, calls)
            func right(_ v) { return v?.frame.maxX }
            var seen = []
            for v in [card, nil, root] { seen.append(v?.center.x ?? "none") }
            print(right(card), right(nil), seen)
            if let s = card.superview?.bounds, s.width > 100 { print(s) }
            print(right(right(nil)), card.superview?.subviews.count)
            """).output == "(0, 0, 320, 480) nil -1\nnil 300\ncard nil 2\n120 nil [70, \"none\", 160]\n(0, 0, 320, 480)\nnil 1\n")
        // An error further along the chain is located where it is, as without the '?'.
        #expect(langFirstErrorLine("let v = View()\nprint(v?.frame.maxX.foo)") == "test.geo:2:21: error: no member 'foo' on Number")
    }

    /// An assignment through a chain (`v.superview?.alpha = 0.5`) does nothing when the base is
    /// nil; a base that is a variable (a Rect's, too) is changed where it is, not as a copy.
    @Test func assigningThroughAChainChangesThePlaceOrNothing() {
        #expect(langRun("""
            let root = View(frame: (0, 0, 320, 480), name: "root")
            let card = View(frame: (20, 40, 100, 50), name: "card")
            root.addSubview(card)
            card.superview?.alpha = 0.5
            root.superview?.alpha = 0.25
            root.hitTest((30, 50))?.alpha = 0.75
            root.hitTest((900, 50))?.alpha = 0
            var r: CGRect? = CGRect(x: 0, y: 0, width: 10, height: 10)
            r?.origin.x = 5
            r?.size.width += 1
            var gone: CGRect? = nil
            gone?.origin.x = 7
            var views = [card]
            views[0]?.superview?.center.x += 10
            print(root.alpha, card.alpha, r, gone, root.center)
            """).output == "0.5 0.75 (5, 0, 11, 10) nil (170, 240)\n")
    }

    /// What optional chaining does not do in geo says what to write instead.
    @Test(arguments: [
        ("let f = { 1 }\nprint(f?+1)", "test.geo:2:8: error: geo's optional chaining reads a member, an element or a call: '?' here must be followed by '.', '[' or '('", "'v.superview?.frame' is nil"),
        ("func f() -> [Int] { [1] }\nf()?.append(2)", "test.geo:2:6: error: 'append' through '?.' would change a copy of the value", "if xs != nil { xs.append(…) }"),
        ("let v = View()\nprint(v?.)", "test.geo:2:10: error: expected a member name after '?.', found ')'", nil),
        ("let v = View()\nv?.frame() = 1", "test.geo:2:1: error: cannot assign to this expression", nil),
    ] as [(String, String, String?)])
    func optionalChainingLimitsAreErrors(source: String, firstLine: String, note: String?) throws {
        let f = try #require(Self.failure(source))
        #expect(f.firstLine == firstLine)
        if let note { #expect(f.notes.contains(note), "\(f.notes)") }
    }

    /// Swift's force unwrap, `x!`: the value when it is not nil, an error at the `!` when it is
    /// (Swift traps there); `!x` and `a != b` keep their meaning.
    @Test func forceUnwrapGivesTheValueOrAnErrorAtTheBang() throws {
        #expect(langRun("""
            let xs = [3, 1, 2]
            let root = View(frame: (0, 0, 10, 10), name: "root")
            root.addSubview(View(frame: (1, 1, 2, 2), name: "v"))
            let t = true
            print(xs.sorted().first!, xs.last! + 1, root.subviews[0].superview!.name, root.hitTest((1.5, 1.5))!.name, !t, xs[0]!= 3)
            """).output == "1 3 root v false false\n")
        let f = try #require(Self.failure("let xs = []\nprint(xs.first!.frame)"))
        #expect(f.firstLine == "test.geo:2:15: error: found nil where '!' expects a value")
        #expect(f.notes.contains("if let v = "))
    }

    /// Swift's `a ?? b`: a, or b — computed only then — when a is nil; right to left, and
    /// below arithmetic, above comparison, as Swift's precedence has it.
    @Test func nilCoalescingGivesTheFirstValueThatIsThere() {
        #expect(langRun("""
            var calls = 0
            func f() { calls += 1; return 7 }
            let m = nil
            let root = View(frame: (0, 0, 10, 10), name: "root")
            print([].first ?? 0, m ?? f(), 3 ?? f(), calls, nil ?? nil ?? 5, (m ?? 2) + 1, m ?? 1 == 1, m ?? 1 + 1)
            print(root.superview ?? "none", (root.hitTest((50, 50)) ?? root).name)
            let spread = m ??
                4
            print(spread)
            """).output == "0 7 3 1 5 3 true 2\nnone root\n4\n")
        #expect(langFirstErrorLine("let m = nil\nprint((m ?? \"a\") + 1)") == "test.geo:2:7: error: cannot apply '+' to a String (\"a\") and a Number (1)")
    }

    /// Swift's `for … where`: the body runs for the elements that pass; `continue` goes on to
    /// the next element, a pattern's names are in the condition, and the condition's error is
    /// located in it.
    @Test func forWhereRunsTheBodyForTheElementsThatPass() {
        #expect(langRun("for v in [1, 2, 3, 4] where v % 2 == 0 { print(v) }").output == "2\n4\n")
        #expect(langRun("for (i, x) in [5, 6, 7].enumerated() where i != 1 {\n  if x == 7 { continue }\n  print(i, x)\n}\nprint(\"done\")").output
                == "0 5\ndone\n")
        #expect(langFirstErrorLine("for v in [1] where v > \"a\" { }")
                == "test.geo:1:20: error: cannot compare a Number (1) and a String (\"a\") with '>'")
    }

    /// Swift's `repeat { … } while c`: the body runs once before the condition is asked;
    /// `continue` goes on to the condition, `break` and `return` leave.
    @Test func repeatWhileRunsTheBodyFirst() {
        #expect(langRun("var i = 10\nrepeat {\n  i += 1\n} while i < 3\nprint(i)").output == "11\n")
        #expect(langRun("var n = 0\nvar s = 0\nrepeat { n += 1; if n % 2 == 0 { continue }; if n > 7 { break }; s += n } while n < 10\nprint(n, s)").output
                == "9 16\n")
        #expect(langRun("func f() {\n  var k = 0\n  repeat { k += 1; if k == 4 { return k } } while true\n}\nprint(f())").output == "4\n")
        #expect(langFirstErrorLine("var i = 0\nrepeat { i += 1 } while i < \"a\"")
                == "test.geo:2:25: error: cannot compare a Number (1) and a String (\"a\") with '<'")
    }

    /// Swift's `guard c else { … }`: the block runs when the condition fails (geo's truthiness,
    /// as an `if`'s), and leaves by return, break or continue, or an if / else whose branches
    /// all leave; a variable named `guard` still works.
    @Test func guardRunsItsElseWhenTheConditionFails() {
        #expect(langRun("""
            func fib(n) {
              guard n > 1 else { return n }
              return fib(n - 1) + fib(n - 2)
            }
            var s = 0
            for i in 0..<10 {
              guard i % 2 == 0 else { continue }
              guard i < 7 else { break }
              s += i
            }
            func g(x) {
              guard x else { if x == nil { return "nil" } else { return "false" } }
              return x
            }
            let guard = 3
            print(fib(10), s, g(nil), g(false), g(0), guard + 1)
            """).output == "55 12 nil false 0 4\n")
        #expect(langFirstErrorLine("func f(x) {\n  guard x < \"a\" else { return }\n}\nf(1)")
                == "test.geo:2:9: error: cannot compare a Number (1) and a String (\"a\") with '<'")
    }

    /// A guard's condition is any expression, as in Swift — one starting with `[` (a list or
    /// dictionary literal), `(`, `-` or `.` too, on one line or continued after a comma; a
    /// variable or function named `guard` is still read, called, subscripted and computed with
    /// (no `else` follows those on the line), and `switch` takes a subject starting with `[`.
    @Test func aGuardConditionMayStartWithAnyExpression() {
        let (output, error, _) = langRun("""
            func method(_ m: String) -> String? {
              guard ["GET", "POST"].contains(m) else { return nil }
              return m
            }
            func few(_ x: Int) -> Bool {
              guard [1, 2].count > x else { return false }
              return true
            }
            func fresh(_ k: String) -> String {
              guard ["a": 1][k] == nil else { return "taken" }
              return "free"
            }
            func negative(_ x: Int) -> Bool {
              guard -x > 0 else { return false }
              return true
            }
            func both(_ x: Int) -> Int {
              guard [1, 2, 3].contains(x),
                    (x * 2) < 5 else { return 0 }
              return x
            }
            print(method("GET") ?? "nil", method("PUT") ?? "nil", few(1), few(2), fresh("a"), fresh("b"))
            print(negative(-3), negative(3), both(2), both(3), both(7))
            switch [1, 2].count {
            case 2: print("two")
            default: print("other")
            }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "GET nil true false taken free\ntrue false 2 0 0\ntwo\n", "\(output)")
        // What the rule tells apart: a variable or a function named `guard`, used without an
        // `else` on its line.
        let (named, namedError, _) = langRun("""
            var guard = [1, 2]
            guard[0] = 5
            guard[1] += guard[0] - 1
            print(guard, guard[0] - 1, guard.count)
            """)
        #expect(namedError == nil, "\(String(describing: namedError))")
        #expect(named == "[5, 6] 4 2\n", "\(named)")
        #expect(langRun("func guard(_ x: Int) -> Int { x * 2 }\nprint(guard(4), guard (5) + 1)").output == "8 11\n")
        // A guard without its else says so.
        #expect(langFirstErrorLine("func f(m) {\n  guard [1, 2].contains(m) { return }\n}")
                == "test.geo:2:28: error: expected 'else' after the guard condition, found '{'")
        #expect(langFirstErrorLine("func f(m) {\n  guard [1, 2].contains(m) else { print(m) }\n}")
                == "test.geo:2:3: error: the else of 'guard' must not fall through: end it with return, break, continue or fatalError()")
    }

    /// Swift's `switch`: the subject computed once, the first case that matches runs (values,
    /// lists of values, ranges, leading-dot names, `let x where …`, `_`, `default`), no case
    /// falls through, a `break` ends a case, `continue` goes on with the loop around it, a
    /// bound name is the case's own, and `switch`, `case` and `default` stay names elsewhere.
    @Test func switchRunsTheFirstCaseThatMatches() {
        #expect(langRun("""
            func kind(n) {
              switch n {
              case 0:
                return "zero"
              case 1, 2, 3: return "small"
              case 4..<10: return "medium"
              case 10...20: return "large"
              case let x where x < 0:
                return "negative \\(x)"
              default:
                return "huge"
              }
            }
            var calls = 0
            func next() { calls += 1; return calls }
            var s = 0
            for i in 0..<10 {
              switch i % 3 {
              case 0: s += 1
              case 1:
                if i > 5 { continue }
                s += 10
              default: break
              }
            }
            switch next() {
            case 5: print("no")
            case 1: print("once", calls)
            default: print("no")
            }
            switch "easeIn" {
            case .easeOut: print("out")
            case .easeIn: print("in")
            default: break
            }
            switch (1, 2) {
            case (0, 0): print("origin")
            case let p where p.x > 0: print("right", p)
            case _: print("left")
            }
            let case = 1
            let default = 2
            let switch = 3
            print(kind(0), kind(2), kind(5), kind(10), kind(20), kind(-3), kind(99), s, case + default + switch)
            """).output == "once 1\nin\nright (1, 2)\nzero small medium large large negative -3 huge 24 6\n")
        #expect(langFirstErrorLine("switch \"a\" {\ncase 1..<3: print(1)\ndefault: print(2)\n}")
                == "test.geo:2:6: error: cannot compare a Number (1) and a String (\"a\") with '<='")
        #expect(langFirstErrorLine("switch 3 {\ncase let z: print(z)\n}\nprint(z)")
                == "test.geo:4:7: error: cannot find 'z' in scope")
    }

    /// A switch over a variable reads it where it lies when nothing can change it before a case
    /// is chosen (its tests call nothing, no case binds its name): the answers of a switch over
    /// a copy made once — which one where a `where` calls a function changing the variable, or
    /// a case binds the subject's own name — and an unknown subject's error at the subject.
    @Test func aSwitchOverAVariableSeesItsValueWhenTheSwitchStarts() {
        let (output, error, _) = langRun("""
            var v = 1
            func bump() { v = 5; return false }
            switch v {
            case 5: print("five")
            case 1 where bump(): print("bumped")
            case 1: print("one, now", v)
            default: print("other", v)
            }
            func name(_ words: [String], _ i: Int) -> String {
                let w = words[i % words.count]
                switch w {
                case "north", "south": return "vertical \\(w)"
                case let w where w.count > 4: return "long \\(w)"
                case "up": return "up"
                default: return "other \\(w)"
                }
            }
            print((0..<5).map { name(["north", "south", "upward", "up", "e"], $0) })
            let a = 2, b = "x"
            switch (a, b) {
            case (1, "x"): print("1x")
            case (2, let c) where c == b: print("2", c)
            default: print("none")
            }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "one, now 5\n[\"vertical north\", \"vertical south\", \"long upward\", \"up\", \"other e\"]\n2 x\n")
        #expect(langFirstErrorLine("switch nope {\ncase 1: print(1)\ndefault: break\n}") == "test.geo:1:8: error: cannot find 'nope' in scope; did you mean 'now'?")
        #expect(langFirstErrorLine("switch nope {\ndefault: break\n}") == "test.geo:1:8: error: cannot find 'nope' in scope; did you mean 'now'?")
    }

    /// Swift's tuple patterns with `_` or ranges test each part (a Point's x and y, a Rect's four
    /// numbers); a pattern of values alone compares the whole value, as before; `(let x, 0)`
    /// and `let (x, y)` bind parts for the case alone.
    @Test func aTuplePatternTestsEachPart() {
        #expect(langRun("""
            var out = ""
            for i in 1...15 {
                switch (i % 3, i % 5) {
                case (0, 0): out += "FizzBuzz "
                case (0, _): out += "Fizz "
                case (_, 0): out += "Buzz "
                default: out += "\\(i) "
                }
            }
            print(out)
            switch (1, 5) {
            case (0...2, 6..<9): print("no")
            case (0...2, 4...6), (9, 9): print("in")
            default: print("out")
            }
            switch (0, 0, 10, 20) {
            case (_, _, 10, _) where false: print("no")
            case (_, _, 10, 15...25): print("w10")
            case (_, _, _, _): print("any")
            }
            """).output == "1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz \nin\nw10\n")
        // The Swift book's value bindings: a part bound by name, or every part (`let (x, y)`).
        #expect(langRun("""
            for p in [(2, 0), (0, 3), (4, 5), (1, -1)] {
                switch p {
                case (let x, 0): print("on the x-axis at \\(x)")
                case (0, let y): print("on the y-axis at \\(y)")
                case let (x, y) where x == -y: print("on x == -y at (\\(x), \\(y))")
                case let (x, _): print("elsewhere, x \\(x)")
                }
            }
            switch (0, 0, 10, 20) {
            case (_, _, let w, 20): print("w", w)
            default: break
            }
            """).output == "on the x-axis at 2\non the y-axis at 3\nelsewhere, x 4\non x == -y at (1, -1)\nw 10\n")
        // Swift's `case let (x, 2):` binds the names and tests the values (its `let` is the names').
        #expect(langRun("switch (1, 2) {\ncase let (x, 3): print(\"no\", x)\ncase let (x, 2): print(x)\ndefault: break\n}").output == "1\n")
        #expect(langFirstErrorLine("switch (1, 2) {\ncase (let a, 2), (2, let a): print(a)\ndefault: break\n}")
                == "test.geo:2:18: error: a case that binds a name has one pattern in geo")
        #expect(langFirstErrorLine("switch (1, 2) {\ncase (let c, 1, 2): print(c)\ndefault: break\n}")
                == "test.geo:2:6: error: the pattern has 3 parts, the switch's tuple 2")
        #expect(langFirstErrorLine("let p = (1, 2)\nswitch p {\ncase (let c, 1, 2): print(c)\ndefault: break\n}")
                == "test.geo:3:11: error: cannot take a Point (1, 2) apart into 3 values")
        #expect(langFirstErrorLine("let p = (1, 2)\nswitch p {\ncase (let c):\n  print(c)\ndefault: break\n}")
                == "test.geo:3:6: error: geo's tuple patterns have 2 to 8 parts (a Point's x, y, a Rect's x, y, width, height, a tuple's values)")
        // A tuple of three held in a variable (a list) is matched part by part.
        #expect(langRun("let t = (1, \"b\", 3)\nswitch t {\ncase (1, let s, 3): print(\"three\", s)\ndefault: print(\"no\")\n}\nlet xs = [1, \"a\", 4]\nswitch xs {\ncase (1, _, 3): print(\"three\")\ncase (1, _, 4...): print(\"more\")\ndefault: print(\"no\")\n}").output == "three b\nmore\n")
        // A tuple written out as the subject: its parts are any values, each computed once, in
        // order, and tested one by one (Swift's FizzBuzz over two Bools).
        #expect(langRun("""
            var out = ""
            for i in 1...15 {
                switch (i % 3 == 0, i % 5 == 0) {
                case (true, true): out += "FizzBuzz "
                case (true, false): out += "Fizz "
                case (false, true): out += "Buzz "
                default: out += "\\(i) "
                }
            }
            print(out)
            func classify(name, n) {
                switch (name.isEmpty, n, name.hasPrefix("a")) {
                case (true, _, _): return "empty"
                case (false, 0...9, true): return "small a"
                case (false, let k, false) where k > 100: return "big \\(k)"
                case let (_, k, a): return "other \\(k) \\(a)"
                }
            }
            var calls = ""
            func tick(v) { calls += v; return v }
            switch (tick("a"), tick("b")) {
            case ("a", "b"): print(classify("", 1), classify("abc", 5), classify("xyz", 500), classify("xyz", 5), calls)
            default: break
            }
            """).output == "1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz \nempty small a big 500 other 5 false ab\n")
        #expect(langFirstErrorLine("switch (1, 2) {\ncase (let b, 2): print(b)\ndefault: break\n}\nprint(b)")
                == "test.geo:5:7: error: cannot find 'b' in scope")
        #expect(langFirstErrorLine("switch (1, 2) {\ncase (_, \"a\"...\"b\"): print(1)\ndefault: break\n}")
                == "test.geo:2:10: error: cannot compare a String (\"a\") and a Number (2) with '<='")
    }

    /// Swift's `_ = f()`: the value computed (its effects happen) and dropped; the REPL echoes
    /// nothing. `String.init` / `Double.init` as a function are the type's function.
    @Test func discardingAndInitAsAFunctionAreSwifts() throws {
        #expect(langRun("func f() { print(\"ran\"); return 1 }\n_ = f()\nprint([1.5, 2].map(Int.init), [\"1\", \"x\"].map(Double.init), [1].map(String.init))").output
                == "ran\n[1, 2] [1, nil] [\"1\"]\n")
        let interpreter = Interpreter()
        #expect(try interpreter.runInteractive("_ = 1 + 1") == nil)
        #expect(langFirstErrorLine("_ = zzz") == "test.geo:1:5: error: cannot find 'zzz' in scope")
    }

    /// Swift's types are read and left aside (a value carries its own), and its argument labels
    /// are the ones a call may write: `_` takes none, `to b` takes `to:`.
    @Test func swiftTypesAndArgumentLabelsAreReadAsSwiftWritesThem() {
        let (output, error, _) = langRun("""
            func distance(_ a: CGPoint, to b: CGPoint) -> CGFloat {
                let dx: CGFloat = a.x - b.x
                let dy: Double = a.y - b.y
                return (dx * dx + dy * dy).squareRoot()
            }
            func apply(_ f: @escaping (Double) -> Double, to x: Double) -> Double { return f(x) }
            func find(_ name: String, in root: View) -> View? { return nil }
            var selected: View? = find("card", in: View())
            var shown: [View?] = [selected]
            var forced: View! = nil
            func scaled(_ xs: [Double], by k: Double) -> [Double] { return xs.map { $0 * k } }
            var names: [String] = []
            var table: Dictionary<String, [Int]> = 3
            var later: Int
            let g = { (a: Double, b: Double) -> Double in a * b }
            let h = { a -> Double in a + 1 }
            print(distance((0, 0), to: (3, 4)), distance((0, 0), (6, 8)), apply({ $0 + 1 }, to: 1), scaled([1, 2], by: 3))
            print(names, table, later, g(2, 3), h(1), [3, 1, 2].sorted { (a: Int, b: Int) -> Bool in a < b })
            print(selected, shown, forced)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "5 10 2 [3, 6]\n[] 3 nil 6 2 [1, 2, 3]\nnil [nil] nil\n")
        // Outside a type, `?.` after a value is Swift's optional chaining.
        #expect(langRun("let a: View? = nil\nprint(a?.frame)").output == "nil\n")
        let distance = "func distance(_ a: CGPoint, to b: CGPoint) -> CGFloat { return 0 }\n"
        for (source, line) in [
            (distance + "print(distance(a: (0, 0), (1, 1)))", "test.geo:2:16: error: argument label 'a:' does not match parameter 'a' of <func distance(a, b)>, which takes no label (it is declared with _)"),
            (distance + "print(distance((0, 0), b: (1, 1)))", "test.geo:2:24: error: argument label 'b:' does not match parameter 'b' of <func distance(a, b)>, which takes label 'to:'"),
            ("func f(_ a: inout Int) { }", "test.geo:1:13: error: geo has no 'inout' parameters: a function cannot change its caller's variable"),
            ("let x: = 3", "test.geo:1:8: error: expected a type, found '='"),
            ("func f(a: Int -> Int { }", "test.geo:1:15: error: a function type's parameters are in parentheses: write (T) -> U"),
            ("let f = { (a: ) in a }", "test.geo:1:13: error: expected a type after ':', then 'in'"),
            ("func f(a: Int = 2 + qqqq) { }\nf()", "test.geo:1:21: error: cannot find 'qqqq' in scope"),
            ("func f(a = 1, b) { }", "test.geo:1:15: error: a parameter after one with a default value needs one too in geo"),
            ("func f(a, b = 2) { }\nf()", "test.geo:2:1: error: 'f' takes 1 to 2 arguments (a, b) but was given 0"),
        ] {
            #expect(langFirstErrorLine(source) == line)
        }
    }

    /// A type annotation is read by Swift's grammar of types: a mistake in one is an error at
    /// the token where it goes wrong, saying what was expected there — not at the end of the
    /// line or file (an unclosed `[` used to be reported at the end of the file), and not
    /// accepted (`[String: ]`, a number). Every form of Swift type geo reads still runs.
    @Test func typeAnnotationsAreReadBySwiftsGrammar() {
        for (source, line) in [
            ("let x: [Int = [1]\nprint(x)", "test.geo:1:13: error: expected ']' after the array's element type, found '='"),
            ("let x: [String: ] = [:]", "test.geo:1:17: error: expected a type, found ']'"),
            ("let x: [String: Int = [:]", "test.geo:1:21: error: expected ']' after the dictionary's value type, found '='"),
            ("let x: Int] = 3", "test.geo:1:11: error: expected '=' or ',' after the type, found ']'"),
            ("let z: 5 = 3", "test.geo:1:8: error: expected a type, found number 5"),
            ("let x: Dictionary<String, Int = [:]", "test.geo:1:31: error: expected '>' after the generic arguments, found '='"),
            ("let x: Set<> = []", "test.geo:1:12: error: expected a type, found '>'"),
            ("let x: (Int, = (1, 2)", "test.geo:1:14: error: expected a type, found '='"),
            ("let x: (Int, Int = (1, 2)", "test.geo:1:18: error: expected ')' after the tuple's types, found '='"),
            ("let x: Int String = 3", "test.geo:1:12: error: expected '=' or ',' after the type, found 'String'"),
            ("func g(a: Int {\n}", "test.geo:1:15: error: expected ',', ')' or '=' after the type, found '{'"),
            ("func g() -> Int let\n{ return 1 }", "test.geo:1:17: error: expected '{' after the type, found 'let'"),
            ("let h: @escaping [Int = 3", "test.geo:1:23: error: expected ']' after the array's element type, found '='"),
            ("let f: (Int) -> = { $0 }", "test.geo:1:17: error: expected a type, found '='"),
        ] {
            #expect(langFirstErrorLine(source) == line, "\(source)")
        }
        let run = langRun("""
            let a: Int = 1, b: CGFloat = 2
            var names: [String] = [], table: [String: [Int]] = [:], seen: Set<String> = []
            let pairs: [(Int, Int)] = [(1, 2)], labelled: (min: Int, max: Int) = (1, 3)
            let maybe: Int? = nil, forced: Int! = 3, twice: Int?? = 4, list: [Int?] = [nil], optionalList: [Int]? = nil
            let qualified: Swift.Int = 5, generic: Dictionary<String, Array<Int>> = [:], opt: Optional<Int> = 6
            let f: (Int) -> Int = { $0 + 1 }, g: (Int, Int) -> Int = { $0 * $1 }, h: () -> Void = { }
            let k: @escaping (Int) -> Int? = { _ in nil }, m: (inout Int) -> Void = { _ in }, n: ((Int) -> Int) -> Int = { $0(1) }
            func apply(_ op: @escaping (_ x: Int) -> Int, to v: Int) -> Int { return op(v) }
            func nothing() -> () { }
            func view() -> some Equatable { return 1 }
            print(a, b, names, table, seen, pairs, labelled.max, maybe, forced, twice, list, optionalList)
            print(qualified, generic, opt, f(1), g(2, 3), k(1), n(f), apply({ $0 * 2 }, to: 4), view())
            """)
        #expect(run.error == nil, "\(String(describing: run.error))")
        #expect(run.output == "1 2 [] [:] [] [(1, 2)] 3 nil 3 4 [nil] nil\n5 [:] 6 2 6 nil 2 8 1\n")
    }

    /// Swift that makes views runs as written: `import UIKit`, `UIView(frame:)` and `UIView()`
    /// (geo's View), `v.layer` (the view itself: its anchorPoint, bounds, transform), and `.zero`
    /// where its type is known — a labelled argument, a member stored or compared, a typed
    /// declaration.
    @Test func swiftThatMakesViewsRunsAsWritten() {
        #expect(langRun("""
            import UIKit
            import Foundation
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let label = UIView(frame: .zero)
            label.frame = CGRect(origin: .zero, size: CGSize(width: 100, height: 20))
            container.addSubview(label)
            label.layer.anchorPoint = CGPoint(x: 0, y: 0)
            label.center = .zero
            var offset: CGPoint = .zero
            let size: CGSize = .zero
            var box: CGRect = .zero
            print(label.frame, label.anchorPoint, label.layer.bounds, UIView().frame)
            print(offset, size, box, label.bounds.size == .zero, label.center != .zero, label.layer == label)
            label.bounds = .zero
            print(label.frame)
            """).output == "(0, 0, 100, 20) (0, 0) (0, 0, 100, 20) (0, 0, 0, 0)\n(0, 0) (0, 0) (0, 0, 0, 0) false false true\n(0, 0, 0, 0)\n")
        #expect(langFirstErrorLine("import Combine") == "test.geo:1:8: error: expected a path string after 'import'")
        // UIKit's views whose geometry is a UIView's are Views of that class (as a dump's are),
        // with its defaults: a UILabel ignores touches, so the tap on it hits the card;
        // `a?.frame ?? .zero` is the zero of the member on the left.
        #expect(langRun("""
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
            let button = UIButton()
            card.addSubview(label)
            label.addSubview(button)
            let hit = card.hitTest(CGPoint(x: 15, y: 15), with: nil)
            let none = card.hitTest(CGPoint(x: 500, y: 15), with: nil)
            print(label.className, button.className, UIImageView().className, UIView().className, hit === label)
            print(hit?.frame ?? .zero, none?.frame ?? .zero, none?.center ?? .zero, card.find("UIButton") === button)
            """).output == "UILabel UIButton UIImageView nil false\n(0, 0, 200, 100) (0, 0, 0, 0) (0, 0) true\n")
    }

    /// Swift's declaration modifiers and attributes (`private`, `weak`, `@objc`,
    /// `@available(iOS 13, *)`) are read and left aside before a declaration (access control,
    /// storage and the Objective-C runtime are not geo's); the words stay usable as names.
    @Test func declarationModifiersAreLeftAside() {
        #expect(langRun("""
            private func area(_ r: CGRect) -> CGFloat { r.width * r.height }
            fileprivate let inset: CGFloat = 8
            weak var selected: View? = nil
            private lazy var cache = [1]
            final private func twice(_ x: Double) -> Double { x * 2 }
            @objc func handleTap(_ g: View) { g.alpha = 0.5 }
            @available(iOS 13, *) @discardableResult func tapped() -> Bool { true }
            @IBOutlet weak var label: View? = nil
            let weak = 3
            var open = weak + 1
            print(area(CGRect(x: 0, y: 0, width: 2, height: 3)), inset, selected, cache, twice(open), weak, tapped(), label)
            """).output == "6 8 nil [1] 8 3 true nil\n")
        // An `@` that is no attribute of a declaration is still an error.
        #expect(langFirstErrorLine("@objc print(1)") == "test.geo:1:1: error: unexpected character '@'")
    }

    /// Swift's `let a = 1, b = a + 1` / `var x: CGFloat = 0, y: CGFloat = 2`: one declaration
    /// after the other, in order, at the top level and in a function; a name declared twice is
    /// the usual error, at the second.
    @Test func oneLetDeclaresSeveralNames() {
        #expect(langRun("""
            let a = 1, b = a + 1
            var x: CGFloat = 0, y: CGFloat = 2, z: View? = nil
            func f() {
                var p = 1, q = p * 3
                return p + q
            }
            print(a, b, x, y, z, f())
            """).output == "1 2 0 2 nil 4\n")
        #expect(langFirstErrorLine("let c = 1, c = 2") == "test.geo:1:12: error: invalid redeclaration of 'c'")
    }

    /// Swift's implicit return: a `func` whose body is one expression returns its value (a
    /// closure's always did); a body of statements, or one assignment, still returns nil.
    @Test func aFunctionOfOneExpressionReturnsItsValue() {
        #expect(langRun("""
            func area(_ r: CGRect) -> CGFloat { r.width * r.height }
            func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
            func shout(_ s: String) { print(s) }
            var count = 0
            func bump() { count += 1 }
            func twice(_ x: Double) { let y = x * 2; y }
            print(area(CGRect(x: 0, y: 0, width: 3, height: 4)), fib(15), shout("hi"), bump(), twice(4), count)
            """).output == "hi\n12 610 nil nil nil 1\n")
    }

    /// Swift's "missing return": a function declared to return a value (not an Optional, not
    /// Void) whose end is reached gives no nil to fail far away: an error at its closing brace,
    /// naming it and its type. Ends that every path returns before, and Optional or Void
    /// functions, are as before.
    @Test func aFunctionThatMustReturnAValueMayNotReachItsEnd() {
        #expect(langFirstErrorLine("func twice(_ x: Double) -> Double { let y = x * 2; y }\nprint(twice(4))")
                == "test.geo:1:54: error: 'twice' reached its end without returning a value; it is declared '-> Double'")
        #expect(langFirstErrorLine("""
            func sign(_ x: Int) -> Int {
                if x > 0 { return 1 }
                if x < 0 { return -1 }
            }
            print(sign(3), sign(0))
            """) == "test.geo:4:1: error: 'sign' reached its end without returning a value; it is declared '-> Int'")
        #expect(langRun("""
            func sign(_ x: Int) -> Int {
                if x > 0 { return 1 } else if x < 0 { return -1 } else { return 0 }
            }
            func name(_ k: Int) -> String {
                switch k {
                case 0: return "zero"
                default: return "many"
                }
            }
            func find(_ xs: [Int], _ x: Int) -> Int? {
                for (i, y) in xs.enumerated() where y == x { return i }
            }
            func note(_ s: String) -> Void { }
            func pair() -> (Int, String) { while true { return (1, "a") } }
            print(sign(-4), sign(0), name(0), name(3), find([1, 2], 5), note("x"), pair())
            """).output == "-1 0 zero many nil nil [1, \"a\"]\n")
    }

    /// Swift's switch must be exhaustive: one with no `default` that no case matches is an
    /// error at the switch, showing the value — not a switch that silently does nothing (and a
    /// function returning nil from it). A switch whose cases cover the value (Bools, a `case
    /// let`, a `_`) runs as before.
    @Test func aSwitchNoCaseMatchesIsAnError() {
        #expect(langFirstErrorLine("""
            func next(_ light: String) -> String {
                switch light {
                case "green": return "yellow"
                case "red": return "green"
                }
            }
            print(next("red"), next("blue"))
            """) == "test.geo:2:5: error: no case of this switch matches \"blue\"")
        #expect(langFirstErrorLine("let k = 4\nswitch (k % 3, k > 2) {\ncase (0, _): print(0)\ncase (2, true): print(2)\n}")
                == "test.geo:2:1: error: no case of this switch matches [1, true]")
        #expect(langRun("""
            for b in [true, false] {
                switch b {
                case true: print("yes")
                case false: print("no")
                }
            }
            switch (3, "x") {
            case (0, _): print("zero")
            case (_, _): print("any")
            }
            switch 7 {
            case 0..<5: print("small")
            case let n where n > 100: print("big")
            case let n: print("other", n)
            }
            """).output == "yes\nno\nany\nother 7\n")
    }

    /// Swift's `while let`: the loop ends when a binding's value is nil or a test of the list is
    /// false; each pass binds anew, `continue` goes on to the next value, `break` leaves, and the
    /// body may declare the name again (it is a block of its own, as in Swift).
    @Test func whileLetLoopsWhileTheValueIsThere() throws {
        #expect(langRun("""
            var stack = [5, 6, 7, 8, 9]
            func pop() { return stack.isEmpty ? nil : stack.removeLast() }
            var seen = []
            while let x = pop(), x > 5 {
                if x == 8 { continue }
                let x = x * 10
                seen.append(x)
                if x == 60 { break }
            }
            let leaf = View(); let mid = View(); let top = View()
            top.addSubview(mid); mid.addSubview(leaf)
            var node: View? = leaf
            var depth = 0
            while let n = node { depth += 1; node = n.superview }
            var k = 0
            while k < 2 { k += 1 }
            print(seen, stack, depth, k)
            """).output == "[90, 70, 60] [5] 3 2\n")
        #expect(langFirstErrorLine("while let x = zzz { }") == "test.geo:1:15: error: cannot find 'zzz' in scope")
        // The names these loops' desugarings make are no globals (`:vars` lists the user's).
        let geo = Interpreter()
        geo.output = { _ in }
        try geo.run("var i = 0\nrepeat { i += 1 } while i < 3\nwhile let x = i > 5 ? nil : i { i += x }\nprint(View().superview?.frame)")
        #expect(geo.globalNames == ["i"])
    }

    /// Swift's optional binding, as a test for nil: `if let` runs its block when the value is
    /// there, with the name holding it, else the `else` (once, whichever clause failed); a
    /// condition list mixes bindings and tests; `if let x` is `if let x = x`; `guard let` keeps
    /// its name after it. A name bound by `if let` is the block's own.
    @Test func optionalBindingTestsForNil() {
        #expect(langRun("""
            let root = View(frame: (0, 0, 100, 100), name: "root")
            let card = View(frame: (10, 10, 20, 20), name: "card")
            root.addSubview(card)
            if let hit = root.hitTest((15, 15)) { print(hit.name) } else { print("none") }
            if let hit = root.hitTest((500, 15)) { print(hit.name) } else { print("none") }
            func g(a, b) {
              if let x = a, let y = b, x < y { return x + y } else if let x = a { return x } else { return "none" }
            }
            func parent(v) {
              guard let p = v.superview, p.frame.width > 50 else { return "no parent" }
              return p.name
            }
            var calls = 0
            func next() { calls += 1; return nil }
            if let a = next(), let b = next() { print(a, b) } else { print("else once", calls) }
            let maybe = nil
            if let maybe { print(maybe) } else { print("nil", maybe) }
            if var n = 5 { n += 1; print(n) }
            print(g(1, 2), g(3, 2), g(nil, 2), g(4, nil), parent(card), parent(root))
            """).output == "card\nnone\nelse once 1\nnil nil\n6\n3 3 none 4 root no parent\n")
        #expect(langFirstErrorLine("if let x = 3 { }\nprint(x)") == "test.geo:2:7: error: cannot find 'x' in scope")
        // Each clause nests the rest: a list is bounded as nesting is.
        let long = "let x = 5\nif let a = x, " + (0..<3_100).map { "x > -\($0)" }.joined(separator: ", ") + " { print(a) }"
        #expect(langFirstErrorLine(long)?.hasSuffix("error: too many conditions in one list (more than 3000)") == true)
        #expect(langFirstErrorLine("let x = 1\nif let y = x, y > \"a\" { }") == "test.geo:2:15: error: cannot compare a Number (1) and a String (\"a\") with '>'")
    }

    /// Swift's multi-line string literal: the closing delimiter's indentation is taken off
    /// every line, blank lines are empty, a line ending in a backslash goes on, quotes need no
    /// escape, interpolation works; a pasted dump is a string as it was printed.
    @Test func multiLineStringsAreSwifts() {
        let q = "\"\"\""
        #expect(langRun("""
            let name = "card"
            func f() {
                let s = \(q)
                    Hello, "\\(name)"!
                      indented \\
                    joined

                    tab\\there
                    \(q)
                return s
            }
            print(f())
            let app = hierarchy(\(q)
            <UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x1>>
               | <UIView: 0x7f02; frame = (10 20; 100 50); layer = <CALayer: 0x2>>
            \(q))
            print(app.subviews[0].frame, "a" + \(q)
              x
              \(q) + "b")
            """).output == "Hello, \"card\"!\n  indented joined\n\ntab\there\n(10, 20, 100, 50) axb\n")
        #expect(langFirstErrorLine("let s = \(q)hello\n\(q)") == "test.geo:1:9: error: multi-line string literal content must begin on a new line")
        #expect(langFirstErrorLine("let s = \(q)\n  a\n b\n  \(q)") == "test.geo:3:1: error: insufficient indentation of line in multi-line string literal")
        #expect(langFirstErrorLine("let s = \(q)\nabc") == "test.geo:1:9: error: unterminated multi-line string literal")
        // At the REPL, an open literal waits for its end.
        #expect(!Interpreter.isComplete("let s = \(q)\n  one"))
        #expect(Interpreter.isComplete("let s = \(q)\n  one\n  \(q)"))
    }

    /// Swift's raw strings: `\` and `"` are text, unless as many `#` as open the string follow
    /// them (`\#n`, `\#(x)`, `"#`); the multi-line form takes a pasted dump's backslashes as they are.
    @Test func rawStringsAreSwifts() {
        let q = "\"\"\""
        #expect(langRun(##"""
            let n = 2
            print(#"C:\Users\anna "quoted" \#(n + 1)\#t."#, ##"a "# b"##, #"\#n"#.count, #""#.isEmpty)
            """##).output == "C:\\Users\\anna \"quoted\" 3\t. a \"# b 1 true\n")
        let run = langRun("""
            let app = hierarchy(#\(q)
            <UIView: 0x7fa1c0d0a000; frame = (0 0; 390 844); layer = <CALayer: 0x600000a3c000>>
               | <UILabel: 0x7fa1c0d0a100; frame = (20 100; 350 20.3333); text = 'Saved to C:\\Users\\anna \\u7535'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002b3c100>>
               | <UIView: 0x7fa1c0d0a200; frame = (0 0; 10 10)>
            \(q)#)
            print(app.subviews[0].text, app.subviews.count)
            let s = #\(q)
              one \\#(1 + 1)
              \(q)
              two
              \(q)#
            print(s)
            """)
        #expect(run.error == nil, "\(run.error?.description ?? "")")
        #expect(run.output == "Saved to C:\\Users\\anna \\u7535 2\none 2\n\(q)\ntwo\n")
        #expect(langFirstErrorLine("let s = #\"abc\"") == "test.geo:1:9: error: unterminated string literal")
        #expect(langFirstErrorLine("let s = #\(q)\nabc\n\(q)") == "test.geo:1:9: error: unterminated multi-line string literal")
        #expect(!Interpreter.isComplete("let s = #\(q)\n  one\n  \(q)"))
        #expect(Interpreter.isComplete("let s = #\(q)\n  one\n  \(q)#"))
    }

    /// A dump pasted into a `"""` string whose text holds a `\`: the error says how to keep it as it is.
    @Test func aPastedDumpsBackslashSaysHowToKeepIt() {
        let source = "let app = hierarchy(\"\"\"\n<UIView: 0x1; frame = (0 0; 390 844)>\n   | <UILabel: 0x2; frame = (20 100; 350 20); text = 'C:\\Users\\anna'>\n\"\"\")"
        let error = langRun(source).error.map(\.description) ?? ""
        #expect(error.contains("error: invalid escape sequence in string"), "\(error)")
        let note = "a pasted dump keeps its '\\' as they are in a raw string, hierarchy(#\"\"\" … \"\"\"#), or read from a file: hierarchy(file:), geo --import, or :paste in the REPL"
        #expect(error.components(separatedBy: note).count == 2, "\(error)")
        // Not for a string that holds no dump.
        let plain = langRun("let s = \"\"\"\nC:\\Users\n\"\"\"").error.map(\.description) ?? ""
        #expect(plain.contains("invalid escape sequence") && !plain.contains("pasted dump"), "\(plain)")
    }

    /// Swift's Character properties on geo's characters (one-character strings), and a String
    /// made of characters (`String(chars.reversed())`).
    @Test func characterPropertiesAreSwifts() {
        #expect(langRun("""
            let digits = "a1b23".compactMap { $0.wholeNumberValue }
            let kinds = Array("x7 ,Ä").map { c in [c.isLetter, c.isNumber, c.isWhitespace, c.isPunctuation, c.isUppercase] }
            print(digits, kinds, "f".hexDigitValue, "A".asciiValue, "é".asciiValue, "٣".wholeNumberValue)
            let chars = Array("hello")
            print(String(chars.reversed()), String(chars.filter { $0 != "l" }), String([1, 2]), "<" + String([]) + ">", String(chars.filter { $0 == "z" }).isEmpty)
            """).output == "[1, 2, 3] [[true, false, false, false, false], [false, true, false, false, false], [false, false, true, false, false], [false, false, false, true, false], [true, false, false, false, true]] 15 65 nil 3\nolleh heo [1, 2] <> true\n")
        #expect(langFirstErrorLine("print(\"ab\".isLetter)") == "test.geo:1:7: error: 'isLetter' is a Character's: the string has 2 characters, not one")
    }

    /// `s.reversed()` and a String of characters (`String(chars)`) are Swift's for every kind
    /// of text: ASCII (its bytes reversed or joined), a "\r\n" (one character of two ASCII
    /// bytes, kept whole), letters of several bytes, a letter with a combining accent, an emoji
    /// with a skin tone, and nothing.
    @Test func reversedTextAndStringsOfCharactersAreSwifts() throws {
        let texts = ["abc def", "a\r\nb\r", "\n\r", "café 👍🏽 e\u{301}x", "x", "", String(repeating: "ab\u{301}", count: 40)]
        for text in texts {
            let geo = Interpreter()
            try geo.run("let t = \"\(text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined())\"")
            #expect(try geo.evaluate("t.reversed()").isIdentical(to: .string(String(text.reversed()))), "\(text.debugDescription)")
            #expect(try geo.evaluate("String(Array(t).reversed())").isIdentical(to: .string(String(text.reversed()))), "\(text.debugDescription)")
            #expect(try geo.evaluate("String(Array(t))").isIdentical(to: .string(text)), "\(text.debugDescription)")
            #expect(try geo.evaluate("Array(t).count").isIdentical(to: .number(Double(text.count))), "\(text.debugDescription)")
        }
        #expect(langRun("print(String([\"a\", \"bc\"]), String([\"é\", \"\\r\\n\"]).count)").output == "[\"a\", \"bc\"] 2\n")
    }

    /// Every Character property of every ASCII character (answered from a table, not Swift's
    /// Unicode properties, on each call) and of characters beyond ASCII is Swift's own answer.
    @Test func everyCharacterPropertyOfEveryASCIICharacterIsSwifts() throws {
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + ["é", "٣", "\r\n", "½", "€", "Ä", "ß", "\u{85}", "\u{2028}", "Ⅻ", "🙂"]
        let tests: [(String, (Character) -> Bool)] = [
            ("isNumber", \.isNumber), ("isWholeNumber", \.isWholeNumber), ("isLetter", \.isLetter),
            ("isWhitespace", \.isWhitespace), ("isNewline", \.isNewline), ("isUppercase", \.isUppercase),
            ("isLowercase", \.isLowercase), ("isCased", \.isCased), ("isPunctuation", \.isPunctuation),
            ("isSymbol", \.isSymbol), ("isMathSymbol", \.isMathSymbol), ("isCurrencySymbol", \.isCurrencySymbol),
            ("isHexDigit", \.isHexDigit), ("isASCII", \.isASCII),
        ]
        let values: [(String, (Character) -> Int?)] = [
            ("wholeNumberValue", \.wholeNumberValue), ("hexDigitValue", \.hexDigitValue), ("asciiValue", { $0.asciiValue.map(Int.init) }),
        ]
        let geo = Interpreter()
        geo["cs"] = .list(characters.map { .string(String($0)) })
        let names = tests.map(\.0) + values.map(\.0)
        let answers = try geo.evaluate("cs.map { c in [\(names.map { "c.\($0)" }.joined(separator: ", "))] }")
        guard case .list(let rows) = answers, rows.count == characters.count else { Issue.record("\(answers)"); return }
        for (c, row) in zip(characters, rows) {
            let expected: [Value] = tests.map { .bool($0.1(c)) } + values.map { $0.1(c).map { .number(Double($0)) } ?? .nil }
            #expect(row.isIdentical(to: .list(expected)), "\(c.unicodeScalars.map { $0.value }): \(row.formatted(.standard))")
        }
    }

    /// Swift's labelled loops: `break outer` / `continue outer` from loops nested any depth
    /// (for, while, repeat, while let, for … where), from a switch's case (where a plain break
    /// ends the case), and a labelled loop run again starts afresh.
    @Test func labelledLoopsBreakAndContinueOuterLoops() {
        #expect(langRun("""
            var found = nil
            outer: for i in 0..<5 {
              for j in 0..<5 { if i * j == 6 { found = (i, j); break outer } }
            }
            var pairs = []
            outer: for i in 0..<4 {
              for j in 0..<4 where j >= 0 {
                if j > i { continue outer }
                pairs.append(i * 10 + j)
              }
            }
            print(found, pairs)
            func search(n) {
              var hits = 0
              rows: while true {
                for a in 0..<n {
                  var b = 0
                  inner: while b < n {
                    b += 1
                    switch (a + b) % 7 {
                    case 0: continue rows
                    case 5: break inner
                    case 6:
                      hits += 100
                      break rows
                    default: hits += 1
                    }
                  }
                }
                hits += 1000
                if hits > 5000 { break }
              }
              return hits
            }
            var total = 0
            for k in 0..<3 {
              outer: for i in 0..<3 {
                for j in 0..<3 { if j == k { continue outer }; total += 1 }
                if i == 1 { break outer }
              }
            }
            var n = 0
            loop: repeat {
              for _ in 0..<10 { n += 1; if n > 12 { break loop } }
            } while true
            var items = [3, 1, 4]
            var seen = 0
            scan: while let x = items.popLast() {
              for d in 0..<x { seen += 1; if d == 2 { continue scan } }
            }
            print(search(3), search(2), total, n, seen, items, items.popLast())
            """).output == "(2, 3) [0, 10, 11, 20, 21, 22, 30, 31, 32, 33]\n5040 5020 9 13 7 [] nil\n")
        // From the body of `repeat { … } while` to a loop around it (the body is parsed as a
        // closure's, but the loops around keep the jump's mark).
        #expect(langRun("""
            var count = 0
            rows: while count < 3 {
              count += 1
              var k = 0
              repeat {
                k += 1
                if k == 2 { continue rows }
              } while k < 4
              print("never")
            }
            var i = 0
            outer: for a in 0..<5 {
              repeat { i += 1; if a == 2 { break outer } } while false
            }
            func f() {
              var m = 0
              cols: for _ in 0..<3 {
                repeat {
                  repeat { m += 1; if m % 2 == 1 { continue cols } } while true
                } while true
              }
              return m
            }
            print(count, i, f())
            """).output == "3 3 5\n")
    }

    /// Swift's guard with a condition list: bindings anywhere in it, any number, each clause
    /// computed only when every clause before it held (a value after a failed clause is never
    /// computed), the names kept after the guard; at the top level the else may end with
    /// `fatalError(…)`, which stops the script with its message at the call.
    @Test func guardBindsManyNamesInOrder() {
        #expect(langRun("""
            func f(x) { return x > 0 ? x : nil }
            var calls = 0
            func h(v) { calls += 1; return v }
            func g(a, b) {
              guard let x = f(a), x < 10, let y = h(f(b)), x + y > 3 else { return "no" }
              return "\\(x) \\(y)"
            }
            func k(c) {
              guard c > 0, var z = h(c) else { return -1 }
              z += 1
              return z
            }
            print(g(1, 5), g(0, 5), g(11, 5), calls, g(1, -1), g(1, 1), calls)
            print(k(0), calls, k(2), calls)
            for i in 0..<4 {
              guard let a = f(i), let b = f(i - 1) else { continue }
              print(i, a, b)
            }
            guard let q = f(3), q > 1, let r = f(4) else { fatalError("none") }
            print(q + r)
            """).output == "1 5 no no 1 no no 3\n-1 3 3 4\n2 2 1\n3 3 2\n7\n")
        #expect(langFirstErrorLine("let t = 5\nguard t > 9, let b = t else { fatalError(\"t is \\(t)\") }\nprint(b)")
                == "test.geo:2:31: error: fatal error: t is 5")
        #expect(langFirstErrorLine("guard let b = nil else { fatalError() }") == "test.geo:1:26: error: fatal error")
        #expect(langFirstErrorLine("let t = 5\nprecondition(t > 7, \"big\")") == "test.geo:2:1: error: precondition failed: big")
        // The names a guard binds are declared only by a guard that ran.
        #expect(langFirstErrorLine("func f() { guard let a = 1, let b = a else { return } }\nprint(b)") == "test.geo:2:7: error: cannot find 'b' in scope")
    }

    /// Swift's `let _ = f()` computes the value and drops it: no name `_` is declared, so a
    /// second one is no redeclaration.
    @Test func letUnderscoreDropsTheValue() {
        let (output, error, _) = langRun("let _ = 9\nlet _ = print(\"hi\")\nvar _ = [1]\nprint(\"ok\")")
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "hi\nok\n")
    }

    /// A call may leave out a parameter with a default before one it gives by label, as
    /// Swift's: the arguments placed by their labels, the defaults (computed ones too) between.
    @Test func aLabelSkipsParametersWithDefaults() {
        let (output, error, _) = langRun("""
            func greet(_ n: String, greeting: String = "Hello", punct: String = "!") -> String { "\\(greeting), \\(n)\\(punct)" }
            func box(x: Int = 1, y: Int = 2, z: Int = 3, by f: (Int, Int) -> Bool = { $0 > $1 }) -> [Int] { [x, y, z].sorted(by: f) }
            print(greet("C", punct: "?"), greet("D"), box(z: 9), box(y: 5), box(x: 0, z: 4))
            let g = greet
            print(g("E", punct: "."))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "Hello, C? Hello, D! [9, 2, 1] [5, 3, 1] [4, 2, 0]\nHello, E.\n")
        #expect(langFirstErrorLine("func greet(_ n: String, greeting: String = \"Hello\") -> String { n }\nprint(greet(\"G\", punkt: \"?\"))")
                == "test.geo:2:18: error: argument label 'punkt:' does not match parameter 'greeting' of <func greet(n, greeting)>, which takes label 'greeting:'")
    }

    /// Swift's default values: a call may leave out the last parameters, which take theirs —
    /// in a direct call, through a value, as a built-in's callback, in recursion.
    @Test func leftOutParametersTakeTheirDefaultValues() throws {
        let (output, error, _) = langRun("""
            func layout(_ views: [View], spacing: CGFloat = 8, animated: Bool = true, at p = (1, 2), tags = [], curve = .easeIn, neg = -2.5, none = nil) {
              return [views.count, spacing, animated, p, tags, curve, neg, none]
            }
            print(layout([]))
            print(layout([], spacing: 2, animated: false))
            let f = layout
            print(f([1])[1], [[1], [2, 3]].map(layout).map { $0[0] })
            func sum(n, acc = 0) { if n == 0 { return acc }; return sum(n - 1, acc + n) }
            func before(a, b, reverse = false) { return reverse ? a > b : a < b }
            print(sum(100), [3, 1, 2].sorted(by: before))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[0, 8, true, (1, 2), [], \"easeIn\", -2.5, nil]\n[0, 2, false, (1, 2), [], \"easeIn\", -2.5, nil]\n8 [1, 2]\n5050 [1, 2, 3]\n")
        // Defaults that own storage, pushed on every call and dropped with the frame (also
        // when the body fails); too few arguments still say how many the function takes.
        let geo = Interpreter()
        try geo.run("""
            func tagged(_ x: Int, tags: [String] = ["a", "b"], name: String = "n" + "m") -> Int { x + tags.count + name.count }
            var total = 0
            for i in 0..<1000 { total += tagged(i) }
            func fails(_ x, k = [1]) { return x.foo }
            """, file: "defaults.geo")
        #expect(try geo.evaluate("total").isIdentical(to: .number(503_500)))
        NumberPayloadPathTests.expectErrors(geo, [
            ("fails(1)", "no member 'foo' on Number", 4, 37),
            ("tagged()", "'tagged' takes 1 to 3 arguments (x, tags, name) but was given 0", 1, 1),
        ])
        #expect(try geo.evaluate("tagged(1, tags: [])").isIdentical(to: .number(3)))
    }

    @Test func notAndNotEqualStillWork() {
        #expect(langRun("let x = true\nprint(!x, 1 != 2, !(1 == 2))").output == "false true true\n")
    }

    /// Swift's identity operators: `hit === cards[2]` compares views as geo's `==` does (by
    /// identity); `!==` is its negation; an error names the place of the whole operator.
    @Test func identityOperatorsCompareViewsByIdentity() {
        let source = """
            let a = UIView(frame: .zero)
            let b = UIView(frame: .zero)
            let views = [a, b]
            print(views[1] === b, a === b, a !== b, views.first! !== a)
            """
        #expect(langRun(source).output == "true false true false\n")
        #expect(langFirstErrorLine("let a = 1\nprint(a === )") == "test.geo:2:13: error: expected an expression, found ')'")
    }

    @Test(arguments: [
        ("print(\"abc", true),               // an unterminated string is an error now
        ("print(\"abc\ndef\")", true),
        ("func f() {\n  print(\"a", true),
        ("root.superview?", true),
        ("x!", true),
        ("print(1,", false),                // still open: wait for the rest
        ("func f() {", false),
        ("1 +", false),
        ("/* open", false),
        ("print(\"a\")", true),
        // A `let` set later waits for its store on the lines to follow (a blank line runs it).
        ("let kind: String", false),
        ("let kind: String\nif true { kind = \"a\" } else { kind = \"b\" }", true),
        ("let a: Int, b = 2", false),
        ("let a: Int, b = 2\na = b", true),
        ("let w: CGFloat = 3", true),
        ("let f: (Int) -> Int = { $0 }", true),
        ("func f() {\n  let k: Int\n  k = 1\n}", true),
    ])
    func isCompleteReportsLexerErrorsAtOnce(source: String, complete: Bool) {
        #expect(Interpreter.isComplete(source) == complete)
    }

    // MARK: Argument labels

    @Test(arguments: [
        ("animate { }", "missing argument label 'duration:' in call to animate(duration:delay:curve:_:)"),
        ("animate(0.3) { }", "missing argument label 'duration:' in call to animate(duration:delay:curve:_:)"),
        ("View((0, 0, 1, 1))", "missing argument label 'frame:' in call to View(frame:name:)"),
        ("animate(duration: 1, curve: \"linear\", delay: 1) { }", "argument 'delay:' must precede argument 'curve:'"),
        ("View(name: \"a\", frame: (0, 0, 1, 1))", "argument 'frame:' must precede argument 'name:'"),
        ("animate(duration: 1, dlay: 2) { }", "incorrect argument label 'dlay:' in animate; did you mean 'delay:'?"),
        ("animate(duration: 1)", "missing argument for parameter 'changes' in call to animate(duration:delay:curve:_:)"),
        ("View(frame: (0, 0, 1, 1), name: \"a\", 3)", "extra argument in call to View(frame:name:)"),
        ("print(sin(1, 2))", "sin takes 1 argument but was given 2"),
        ("print(sin(x: 1))", "extraneous argument label 'x:' in call to sin(_:)"),
    ])
    func labelMistakesAreNamedAsSwiftNamesThem(source: String, message: String) throws {
        let f = try #require(Self.failure(source))
        #expect(f.firstLine.hasSuffix("error: " + message))
    }

    // MARK: Suggestions

    @Test(arguments: ["half", "_", "root", "qz"])
    func farNamesGetNoSuggestion(name: String) throws {
        let f = try #require(Self.failure("let a = 1\nlet w = 2\nprint(\(name))"))
        #expect(!f.firstLine.contains("did you mean"), "\(f.firstLine)")
    }

    @Test(arguments: [
        ("let frame = 1\nprint(fram)", "did you mean 'frame'?"),
        ("let card = 1\nprint(crad)", "did you mean 'card'?"),
        ("print(Sin(1))", "did you mean 'sin'?"),
        ("print(rect(0, 0, 1, 1))", "did you mean 'Rect'?"),
        ("let v = View()\nprint(v.fraem)", "did you mean 'frame'?"),
    ])
    func nearNamesAreSuggested(source: String, suggestion: String) throws {
        let f = try #require(Self.failure(source))
        #expect(f.firstLine.hasSuffix(suggestion), "\(f.firstLine)")
    }

    @Test func theRuleIsSwiftsTypoThreshold() {
        #expect(Suggest.nearest("half", in: ["a", "w", "abs"]) == nil)
        #expect(Suggest.nearest("x", in: ["y", "xs"]) == nil)
        #expect(Suggest.nearest("root", in: ["Rect", "round"]) == nil)
        #expect(Suggest.nearest("widht", in: ["width", "height"]) == "width")
        #expect(Suggest.nearest("ceneter", in: ["center"]) == "center")
        #expect(Suggest.nearest("neverDefined", in: ["exercise"]) == nil)   // 8 edits, not the 4 the lengths differ by
        #expect(Suggest.distance("neverDefined", "exercise") > 4)
    }

    // MARK: Degrees given to radians

    @Test(arguments: [
        ("print(rotation(30))", "test.geo:1:7: warning: rotation(30) is 30 radians (1718.9°); write 30deg for degrees"),
        ("print(identity.rotated(by: 90))", "test.geo:1:7: warning: rotated(by: 90) is 90 radians (5156.6°); write 90deg for degrees"),
        ("let v = View()\nv.transform.rotation = 45", "test.geo:2:1: warning: transform.rotation = 45 is 45 radians (2578.3°); write 45deg for degrees"),
        ("let v = View()\nv.rotate(by: -180, at: (0, 0))", "test.geo:2:1: warning: rotate(by: -180, at: …) is -180 radians (-10313.2°); write -180deg for degrees"),
        ("print(CGAffineTransform(rotationAngle: 360))", "test.geo:1:7: warning: CGAffineTransform(rotationAngle: 360) is 360 radians (20626.5°); write 360deg for degrees"),
    ])
    func wholeDegreesGivenAsRadiansWarn(source: String, warning: String) {
        let (_, error, warnings) = langRun(source)
        #expect(error == nil)
        #expect(warnings.first?.split(separator: "\n").first.map(String.init) == warning)
        #expect(warnings.count == 1)
    }

    /// A loop does not repeat a warning: each place warns once per run — the angle check and
    /// the frame set under a rotation whatever numbers they met (a computed angle is whole now
    /// and then), other warnings once per message. The next run warns again.
    @Test func aPlaceWarnsOncePerRun() {
        let angles = langRun("for i in 1...4 { let t = rotation(i * 10) }\nlet u = rotation(90)")
        #expect(angles.error == nil)
        #expect(angles.warnings.map { $0.split(separator: "\n").first.map(String.init) ?? "" } == [
            "test.geo:1:26: warning: rotation(10) is 10 radians (573°); write 10deg for degrees",
            "test.geo:2:9: warning: rotation(90) is 90 radians (5156.6°); write 90deg for degrees",
        ])
        let frames = langRun("""
            let root = View(frame: (0, 0, 100, 100))
            let card = View(frame: (0, 0, 10, 10))
            root.addSubview(card)
            card.transform = rotation(30deg)
            for i in 0..<3 { card.frame = (0, 0, 10, 10) }
            """)
        #expect(frames.error == nil)
        #expect(frames.warnings.count == 1)
        let geo = Interpreter()
        var warnings: [String] = []
        geo.warnings = { warnings.append($0.description) }
        #expect(throws: Never.self) { try geo.run("func turn() { let t = rotation(45) }\nturn()\nturn()") }
        #expect(warnings.count == 1)
        #expect(throws: Never.self) { try geo.run("turn()") }
        #expect(warnings.count == 2)
    }

    @Test(arguments: ["rotation(30deg)", "rotation(3)", "rotation(pi)", "rotation(6)", "rotation(0.5)", "rotation(720deg)",
                      "identity.rotated(by: 2 * pi)"])
    func radiansDoNotWarn(expression: String) {
        let (_, error, warnings) = langRun("print(\(expression))")
        #expect(error == nil)
        #expect(warnings.isEmpty)
    }

    // MARK: Swift spellings

    @Test func leadingDotNamesACurveWhereANameIsExpected() {
        let program = """
            let a = View(frame: (0, 0, 100, 100))
            let b = View(frame: (0, 0, 100, 100))
            animate(duration: 1, curve: .easeIn) { a.center = (150, 50) }
            animate(duration: 1, curve: "easeIn") { b.center = (150, 50) }
            wait(0.5)
            print(a.presentation().center == b.presentation().center, a.presentation().center != (150, 50))
            a.transform = .identity
            print(a.transform)
            let t = identity
                .rotated(by: 90deg)
            print(t)
            """
        let (output, error, _) = langRun(program)
        #expect(error == nil)
        #expect(output == "true true\nidentity\nTransform(0, 1, -1, 0, 0, 0)\n")
    }

    @Test func integerLiteralsInOtherBasesAreSwifts() {
        // 0x, 0o, 0b with underscores, as Swift writes them; a bad digit is a located error.
        let (output, error, _) = langRun("print(0x10, 0xFF_FF, 0o17, 0b1010, -0x8, 0x1F + 1)")
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "16 65535 15 10 -8 32\n")
        for (source, message) in [
            ("print(0b102)", "test.geo:1:7: error: invalid binary (0b: 0 and 1) number '0b102'"),
            ("print(0x)", "test.geo:1:7: error: invalid hexadecimal (0x: 0-9, a-f) number '0x'"),
            ("print(0o8)", "test.geo:1:7: error: invalid octal (0o: 0-7) number '0o8'"),
        ] {
            #expect(Self.failure(source)?.firstLine == message, "\(String(describing: Self.failure(source)))")
        }
    }

    @Test func aLeadingDotCallIsTheGlobalFunctionAsSwiftsImplicitMemberIs() {
        // `curve: .spring(duration: 0.5)` (SwiftUI's spelling) calls geo's spring(…).
        let (output, error, _) = langRun("""
            let v = View()
            let a = animate(duration: 1, curve: .spring(duration: 0.5)) { v.alpha = 0 }
            let b = animate(duration: 2, curve: .cubicBezier(0.1, 0.2, 0.3, 1)) { v.alpha = 1 }
            print(a.duration, b.duration, near(a.progress(at: 0.25), spring(duration: 0.5).progress(at: 0.25, duration: 1)))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1 2 true\n")
    }

    @Test func leadingDotPiIsPiAsSwiftReadsIt() throws {
        // `CGAffineTransform(rotationAngle: .pi / 2)` is how Swift users write a quarter turn.
        let (output, error, warnings) = langRun("print(CGAffineTransform(rotationAngle: .pi / 2) == rotation(90deg), rotation(-.pi) == rotation(-pi))")
        #expect(error == nil)
        #expect(warnings.isEmpty)
        #expect(output == "true true\n")
    }

    /// Swift's number conversions and static constants: geo's numbers are all Double, so
    /// `Double(x)`, `CGFloat(x)` and `Float(x)` are x, `Int(x)` is its whole part toward zero,
    /// a string gives its number or nil, and `CGFloat.pi` / `Double.infinity` are pi and infinity.
    @Test func swiftsNumberConversionsGiveWhatSwiftGives() {
        let (output, error, _) = langRun("""
            print(Int(3.7), Int(-3.7), Int(-0.5), Int("42"), Int("4.5"), Int("x"))
            print(Double(3), CGFloat(2.5), Float(1) / 4, Double("2.5"), Double("z"))
            print(CGFloat.pi / 2 == pi / 2, Double.pi, -Double.infinity < -1e308, Float.pi.rounded())
            """)
        #expect(error == nil)
        #expect(output == "3 -3 0 42 nil nil\n3 2.5 0.25 2.5 nil\ntrue 3.1416 true 3\n")
        for (source, line) in [
            ("print(Int(1 / 0))", "test.geo:1:7: error: cannot convert inf to Int: it is not a finite number"),
            ("print(Int.max)", "test.geo:1:11: error: geo's numbers are all Double, and Int.max is none: write infinity (or -infinity) for a bound nothing passes, or Double.greatestFiniteMagnitude"),
            ("print(Double(nil))", "test.geo:1:14: error: argument 1 of Double(_:) must be a Number or String, not nil"),
            // UIView's static members geo lacks, and a slip in the one it has.
            ("UIView.animte(withDuration: 0.3) { }", "test.geo:1:8: error: no member 'animte' on UIView; did you mean 'animate'?"),
            ("UIView.performWithoutAnimation { }", "test.geo:1:8: error: no member 'performWithoutAnimation' on UIView: geo changes a property without animating it outside an animate block, so write the block's statements there"),
            ("UIView.transition(with: View(), duration: 1) { }", "test.geo:1:8: error: no member 'transition' on UIView: geo animates with UIView.animate(withDuration:) / animate(duration:) blocks; for steps one after another, start each in the last one's completion"),
        ] {
            #expect(langFirstErrorLine(source) == line)
        }
    }

    @Test func dollarZeroIsTheClosuresFirstArgumentAsInSwift() throws {
        // Swift's anonymous closure arguments: the closure takes as many as the highest used;
        // each refers to the innermost closure; interpolation sees them too.
        let (output, error, _) = langRun("""
            let q = [3, 1, 2]
            print(q.map { $0 * 2 }, q.sorted { $0 > $1 }, q.filter { $0 > 1 }.reduce(0) { $0 + $1 })
            print([[1, 2], [3]].map { $0.map { $0 * 10 } }, q.map { "v\\($0)" })
            let second = { $1 }
            print(second(1, 2), [View(frame: (0, 0, 5, 5))].map { $0.frame.width })
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[6, 2, 4] [3, 2, 1] 5\n[[10, 20], [30]] [\"v3\", \"v1\", \"v2\"]\n2 [5]\n")
        let arity = try #require(Self.failure("let add = { $0 + $1 }\nprint(add(1))"))
        #expect(arity.firstLine == "test.geo:2:7: error: the closure takes 2 arguments ($0, $1) but was given 1", "\(arity.firstLine)")
    }

    @Test func aTrailingClosureFillsSortedsByLabelAsInSwift() {
        let (output, error, _) = langRun("""
            let names = ["b", "c", "a"]
            print(names.sorted { a, b in a > b })
            print(names.sorted(by: { a, b in a < b }))
            """)
        #expect(error == nil)
        #expect(output == "[\"c\", \"b\", \"a\"]\n[\"a\", \"b\", \"c\"]\n")
    }

    @Test func sortedsClosureInParenthesesNeedsItsLabelAsInSwift() throws {
        // Only a trailing closure fills `by:` without its label; `sorted({ … })` is Swift's
        // "missing argument label" error, as for every other labelled built-in.
        let f = try #require(Self.failure("let names = [\"b\", \"a\"]\nprint(names.sorted({ a, b in a < b }))"))
        #expect(f.firstLine == "test.geo:2:7: error: missing argument label 'by:' in call to sorted(by:)", "\(f.firstLine)")
    }

    @Test(arguments: [
        ("func f(n) {\n  guard n > 0 else { print(n) }\n}", "test.geo:3:3: error: the else of 'guard' must not fall through: end it with return, break, continue or fatalError()", "counts on it being true"),
        ("guard x > 0 { }", "test.geo:2:13: error: expected 'else' after the guard condition, found '{'", "guard condition else { return }"),
        ("switch x { case 1: print(1); fallthrough\ndefault: print(2) }", "test.geo:2:30: error: geo has no 'fallthrough': each case ends where the next begins", "case 1, 2:"),
        ("switch x { print(x) }", "test.geo:2:12: error: expected 'case' or 'default' in the switch, found 'print'", "'default:' takes the rest"),
        ("switch x {\ncase 1:\ndefault: print(x)\n}", "test.geo:3:1: error: a 'case' in a 'switch' must have at least one statement", "write 'break'"),
        ("struct P { var x = 1 }", "test.geo:2:1: error: geo has no 'struct' declarations", "behaviour in func"),
        ("repeat { } while let v = x", "test.geo:2:18: error: only an if, a while or a guard condition binds a name with 'let'", "let x = f(), then if x != nil"),
        ("print(2 ** 10)", "test.geo:2:9: error: geo has no '**' operator", "pow(x, y)"),
        ("print(40 >> 2)", "test.geo:2:10: error: geo has no bit operators: '>>'", "floor(x / pow(2, k)) for x >> k"),
        ("var s = 1\ns <<= 3", "test.geo:3:3: error: geo has no bit operators: '<<'", "x * pow(2, k) for x << k"),
        ("var n = 0\nn++", "test.geo:3:2: error: geo has no '++' operator", "x += 1"),
        ("var n = 0\nn--", "test.geo:3:2: error: geo has no '--' operator", "x -= 1"),
        ("var n = 0\n++n", "test.geo:3:1: error: geo has no '++' operator", "x += 1"),
        ("outer: for i in 0..<3 { [1].forEach { _ in break outer } }", "test.geo:2:50: error: use of unresolved label 'outer'", "in the same function or closure"),
        ("a: for i in 0..<3 { b: while true { continue c } }", "test.geo:2:46: error: use of unresolved label 'c'", "the loops around it are labelled 'a', 'b'"),
        ("func f(y) { y = 2 }", "test.geo:2:13: error: cannot assign to 'y': it is a 'let' constant", "a parameter is a constant; copy it to change it: var y2 = y"),
        ("for i in 0..<2 { i += 1 }", "test.geo:2:18: error: cannot assign to 'i': it is a 'let' constant", "a loop variable is a constant"),
        ("func g() { }\ng = 1", "test.geo:3:1: error: cannot assign to 'g': it is a 'let' constant", "'g' names a function"),
        ("print($0)", "test.geo:2:7: error: '$0' is only allowed inside a closure", "{ $0 * 2 }"),
        ("func f() { return $1 }", "test.geo:2:19: error: '$1' is only allowed inside a closure", "func f(x)"),
        ("print([1].map { x in $0 })", "test.geo:2:22: error: a closure that names its parameters cannot use '$0'", "drop the names"),
        ("let $0 = 1", "test.geo:2:5: error: '$0' is a closure's anonymous parameter and cannot be declared", "another name"),
        // Swift that reads as something else in geo (a call of `repeat` with a trailing closure,
        // a member after '.', a loop variable, an operand).
        ("var n = 0\nrepeat { print($0) } while n < 3", "test.geo:3:1: error: expected 'repeat { … } while condition'", "the body runs once, then again while the condition is true"),
        ("print(2 * *)", "test.geo:2:11: error: an operator is a function only as a call's argument: write a closure, { $0 * $1 }", "two arguments"),
        ("let y = if x > 0 { 1 }", "test.geo:2:9: error: 'if' used as a value ends each branch with its value (and has an 'else')", "let x = if c { a } else { b }"),
        ("print(if x > 0 { 1 } else { 2 })", "test.geo:2:7: error: 'if' is a statement in geo, not a value", "var x = b; if c { x = a }"),
        ("func f() -> Int {\n  return switch x { default: 1 }\n}", "test.geo:3:10: error: 'switch' is a statement in geo, not a value", "set it in each case"),
        ("let c: Character = \"a\"\nprint(c + 1)", "test.geo:3:7: error: cannot apply '+' to a String (\"a\") and a Number (1)", "Character(UnicodeScalar(c.asciiValue! + 1))"),
        ("let d = [\"a\": 1]\nprint(d[\"b\"] + 1)", "test.geo:3:7: error: cannot apply '+' to nil and a Number (1)", "d[k, default: 0] or d[k] ?? 0"),
        ("let (a, b) = (1, 2, 3)", "test.geo:2:14: error: (a, b) takes 2 values, and this tuple has 3", "give as many values as names (2)"),
        ("var a = 1\nvar b = 2\n(a, b) += (1, 1)", "test.geo:4:1: error: cannot assign to this expression", "a variable, a member"),
        ("print(M_PI / 2)", "test.geo:2:7: error: cannot find 'M_PI' in scope", "M_PI is pi"),
        ("print(1); .rotated(by: 1)", "test.geo:2:11: error: '.rotated(…)' calls a method on nothing: a line starting with '.' continues the expression on the line above", "pasted lines starting with '.' join the entry above"),
        ("let l = CALayer()", "test.geo:2:9: error: cannot find 'CALayer' in scope", "geo's View is a UIView and its CALayer in one"),
        ("private final class A { }", "test.geo:2:15: error: geo has no 'class' declarations", "behaviour in func"),
        ("let v = View()\nprint(v.frame == .zero.offsetBy(dx: 1, dy: 1))", "test.geo:3:18: error: '.zero' here could be a Point's, a Size's or a Rect's", "CGRect.zero"),
    ])
    func swiftStatementsAndTypesNameWhatToWrite(source: String, firstLine: String, note: String) throws {
        let f = try #require(Self.failure("let x = 1\n" + source))
        #expect(f.firstLine == firstLine, "\(f.firstLine)")
        #expect(f.notes.contains(note), "\(f.notes)")
        #expect(f.count == 1)
    }

    @Test func swiftsPrintStrideAndListExtremaWorkAsInSwift() {
        // print(_:separator:terminator:), stride(from:to:by:) / (from:through:by:) with
        // Swift's floating-point counting (start + i × step), [Double].min()/max() (nil when empty;
        // a nan after the first element never replaces it, as in Swift),
        // and the predicate searches beside the first/last properties (first(where:) …).
        let (output, error, _) = langRun("""
            print(1, 2, 3, separator: ", ")
            print("no newline", terminator: "")
            print("|", "a", "b", separator: "-", terminator: "!\\n")
            for a in stride(from: 0, to: 360, by: 90) { print(a, terminator: " ") }
            print()
            print(stride(from: 0, to: 1, by: 0.1).count, stride(from: 0, through: 1, by: 0.25))
            print(stride(from: 0, through: 0.3, by: 0.1), stride(from: 10, to: 0, by: -3), stride(from: 0, to: 5, by: -1))
            print([3, 1, 2].min(), [3, 1, 2].max(), [].min(), [1, nan].max(), [4, 5].indices)
            let xs = [1, 5, 8, 3]
            print(xs.first(where: { $0 > 4 }), xs.last(where: { $0 > 4 }), xs.firstIndex(where: { x in x > 4 }), xs.first { $0 > 9 })
            print(xs.contains(where: { $0 > 7 }), xs.allSatisfy { $0 > 0 }, [].allSatisfy { $0 > 0 }, xs.first, xs.last, xs.contains(5))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            1, 2, 3
            no newline|-a-b!
            0 90 180 270\u{20}
            10 [0, 0.25, 0.5, 0.75, 1]
            [0, 0.1, 0.2] [10, 7, 4, 1] []
            1 3 nil 1 [0, 1]
            5 8 1 nil
            true true true 1 3 true

            """)
        for (source, message) in [
            ("print(stride(from: 0, to: 5, by: 0))", "test.geo:1:7: error: the step of stride(from:to:by:) must be a finite number other than 0, not 0"),
            ("print(stride(from: 0, through: 1e300, by: 1))", "test.geo:1:7: error: list length limit exceeded: stride(from:through:by:) has about 1e+300 elements"),
            ("print([1, \"a\"].max())", "test.geo:1:7: error: max() compares numbers (or strings): element 1 is a String (\"a\")"),
            ("print(1, terminator: 5)", "test.geo:1:22: error: argument 'terminator:' of print(_:...terminator:) must be a String, not a Number (5)"),
        ] {
            let (_, error, _) = langRun(source)
            #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
        }
    }

    @Test func swiftsInPlaceListMethodsAndRepeatingInitialisersWork() {
        // sort(), sort(by:), reverse(), swapAt(_:_:), removeFirst() change the variable, as
        // Swift's mutating methods do, and leave a copy alone; Array(repeating:count:) and
        // String(repeating:count:) build what Swift's build.
        let (output, error, _) = langRun("""
            var xs = [3, 1, 2]
            let before = xs
            xs.sort()
            print(xs, before)
            xs.sort { a, b in a > b }
            print(xs)
            xs.sort(by: { $0 < $1 })
            xs.reverse()
            xs.swapAt(0, 2)
            print(xs, xs.removeFirst(), xs)
            var names = ["b", "c", "a"]
            names.sort()
            print(names)
            var seen = []
            var ys = [2, 1]
            ys.sort { a, b in
                seen.append(ys.count)
                return a < b
            }
            print(ys, seen)
            print(Array(repeating: 0, count: 3), Array(repeating: "ab", count: 0), String(repeating: "ab", count: 3))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [1, 2, 3] [3, 1, 2]
            [3, 2, 1]
            [1, 2, 3] 1 [2, 3]
            ["a", "b", "c"]
            [1, 2] [2]
            [0, 0, 0] [] ababab

            """)
        for (source, message) in [
            ("var xs = [1]\nxs.swapAt(0, 1)", "test.geo:2:1: error: index 1 is out of range for swapAt(_:_:) (valid: 0..<1)"),
            ("var xs = []\nxs.removeFirst()", "test.geo:2:1: error: removeFirst() on an empty list"),
            ("let xs = [2, 1]\nxs.sort()", "test.geo:2:1: error: cannot"),
            ("var xs = [2, 1]\nxs.sort { a, b in a.x < b }", "test.geo:2:"),
            ("print(Array(repeating: 1, count: -1))", "test.geo:1:7: error: the count of Array(repeating:count:) must be a whole number, 0 or more (it is -1)"),
            ("print(String(repeating: \"a\", count: 1.5))", "test.geo:1:7: error: the count of String(repeating:count:) must be a whole number, 0 or more (it is 1.5)"),
            ("print(String(repeating: \"ab\", count: 1e15))", "test.geo:1:7: error: string length limit exceeded"),
            ("print(Array(repeating: 0, count: 1e12))", "test.geo:1:7: error: list length limit exceeded"),
        ] {
            let (_, error, _) = langRun(source)
            #expect(error?.description.hasPrefix(message) == true, "\(source): \(String(describing: error))")
        }
    }

    @Test func swapAtMovesElementsWhereTheyLieAndLeavesCopiesAlone() {
        // swapAt exchanges the two Values in the array (no copies): on a global list, a local
        // one, a captured one and an element list; a copy taken before keeps its order; lists,
        // strings and views swapped stay whole; i == j changes nothing; an index is a whole
        // number in range (-0 is 0), anything else the error it always was.
        let (output, error, _) = langRun("""
            var g = [[1, 2], "s", 3, View(frame: (0, 0, 1, 1), name: "v")]
            let before = g
            g.swapAt(0, 3)
            g.swapAt(1, 1)
            g.swapAt(-0, 2)
            print(g, before)
            func f() {
                var xs = ["a", "b", "c"]
                let keep = xs
                xs.swapAt(2, 0)
                var rows = [[1, 2, 3], [4, 5]]
                rows[1].swapAt(0, 1)
                let bump = { xs.swapAt(0, 1) }
                bump()
                return [xs, keep, rows]
            }
            print(f())
            var heap = [[5, "e"], [1, "a"]]
            for _ in 0..<3 { heap.swapAt(0, heap.count - 1) }
            print(heap, heap[0][1])
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [3, "s", <View "v" frame=(0, 0, 1, 1)>, [1, 2]] [[1, 2], "s", 3, <View "v" frame=(0, 0, 1, 1)>]
            [["b", "c", "a"], ["a", "b", "c"], [[1, 2, 3], [5, 4]]]
            [[1, "a"], [5, "e"]] a

            """)
        for (source, message) in [
            ("var xs = [1, 2]\nxs.swapAt(0.5, 1)", "test.geo:2:1: error: index 0.5 is not a whole number"),
            ("var xs = [1, 2]\nxs.swapAt(0, -1)", "test.geo:2:1: error: index -1 is out of range for swapAt(_:_:) (valid: 0..<2)"),
            ("var xs = [1, 2]\nxs.swapAt(nan, 1)", "test.geo:2:1: error: index nan is out of range for swapAt(_:_:) (valid: 0..<2)"),
            ("var xs = [1, 2]\nxs.swapAt(0, 2)", "test.geo:2:1: error: index 2 is out of range for swapAt(_:_:) (valid: 0..<2)"),
            ("var xs = [1, 2]\nxs.swapAt(0, \"1\")", "test.geo:2:14: error: argument 2 of swapAt(_:_:) must be a Number, not a String (\"1\")"),
            ("var xs = [1, 2]\nxs.insert(0, at: 2.5)", "test.geo:2:1: error: index 2.5 is not a whole number"),
            ("var xs = [1, 2]\nxs.remove(at: 1e300)", "test.geo:2:1: error: index 1e+300 is out of range for remove(at:) (valid: 0..<2)"),
        ] {
            let (_, error, _) = langRun(source)
            #expect(error?.description.hasPrefix(message) == true, "\(source): \(String(describing: error))")
        }
    }

    @Test func listMethodsOnAGlobalKeepTheirValuesAndErrors() {
        // A list method on a global list (path `methodGlobal`: the array changed where the global
        // holds it; its index checked inline): at the top level, in a function, in a closure; a
        // list shared with another variable is copied before it changes (value semantics); an
        // argument whose code changes the global is run before the change, which then acts on
        // the global's new list.
        let (output, error, _) = langRun("""
            var heap = [[5, 0], [1, 1], [3, 2]]
            let shared = heap
            heap.swapAt(0, 1)
            func sift(i, j) { heap.swapAt(i, j) }
            sift(1, 2)
            let push = { x in heap.insert(x, at: 0) }
            push([9, 9])
            print(heap, shared)
            func pop() { return heap.removeLast() }
            print(pop(), heap, shared)
            var xs = [1, 2, 3]
            func grow() {
                xs = [7, 8, 9, 10]
                return 3
            }
            xs.swapAt(0, grow())
            print(xs)
            var ys = [1, 2]
            ys.append(ys.removeLast())
            ys.insert(ys.removeLast(), at: 0)
            print(ys)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [[9, 9], [1, 1], [3, 2], [5, 0]] [[5, 0], [1, 1], [3, 2]]
            [5, 0] [[9, 9], [1, 1], [3, 2]] [[5, 0], [1, 1], [3, 2]]
            [10, 8, 9, 7]
            [2, 1]

            """)
        for (source, message) in [
            ("var g = [1, 2]\nfunc f() { g.swapAt(0, 2) }\nf()", "test.geo:2:12: error: index 2 is out of range for swapAt(_:_:) (valid: 0..<2)"),
            ("var g = [1, 2]\ng.swapAt(-1, 0)", "test.geo:2:1: error: index -1 is out of range for swapAt(_:_:) (valid: 0..<2)"),
            ("var g = [1, 2]\nlet c = { g.swapAt(0.5, 0) }\nc()", "test.geo:2:11: error: index 0.5 is not a whole number"),
            ("var g = [1, 2]\ng.insert(0, at: 3)", "test.geo:2:1: error: index 3 is out of range for insert(_:at:) (valid: 0..<3)"),
            ("var g = [1, 2]\ng.swapAt(0, \"1\")", "test.geo:2:13: error: argument 2 of swapAt(_:_:) must be a Number, not a String (\"1\")"),
            ("var g = []\nfunc f() { return g.removeLast() }\nf()", "test.geo:2:19: error: removeLast() on an empty list"),
            ("var g = 5\nfunc f() { g.swapAt(0, 1) }\nf()", "test.geo:2:14: error: no member 'swapAt' on Number"),
            ("var g = [1, 2]\nfunc f() {\n  g = 3\n  return 0\n}\ng.swapAt(f(), 1)", "test.geo:6:1: error: expected a List, not a Number (3)"),
        ] {
            let (_, error, _) = langRun(source)
            #expect(error?.description.hasPrefix(message) == true, "\(source): \(String(describing: error))")
        }
    }

    @Test func tuplesAreDeclaredAndAssignedApartAsSwiftsAre() {
        // Swift's `let (q, r) = (a, b)`, `var (x, y) = p` and `(a, b) = (b, a + b)`: every
        // value computed before anything is bound (the swap works), a tuple of any values, a
        // Point, Size, Rect or list taken apart, `_` skipping a part, at the top level, in a
        // function and in a loop; the names are constants or variables as declared.
        let (output, error, _) = langRun("""
            var a = 0
            var b = 1
            for _ in 0..<10 { (a, b) = (b, a + b) }
            let (q, r) = (7, "two")
            var (x, _, z) = [1, 2, 3]
            x += 1
            print(a, b, q, r, x, z)
            func f(p) {
                let (u, v) = p
                var (s, t) = (v, u)
                (s, t) = (t, s)
                return [u, v, s, t]
            }
            var xs = [1, 2, 3]
            (xs[0], xs[2]) = (xs[2], xs[0])
            let (w, h) = Size(10, 20)
            let (ox, oy, rw, rh) = Rect(1, 2, 3, 4)
            var v = View(frame: (0, 0, 10, 10))
            (v.center, v.bounds.size) = ((50, 50), Size(20, 20))
            var later = []
            for i in 0..<2 { let (m, n) = (i, i * 2); later.append({ m + n }) }
            print(f((3, 4)), xs, w, h, ox + oy + rw + rh, v.frame, later.map { g in g() })
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            55 89 7 two 2 3
            [3, 4, 3, 4] [3, 2, 1] 10 20 10 (40, 40, 20, 20) [0, 3]

            """)
        for (source, message) in [
            ("let (a, b) = 5", "test.geo:1:5: error: cannot take a Number (5) apart into 2 values"),
            ("let (a, b) = [1]", "test.geo:1:5: error: cannot take a List of 1 element apart into 2 values"),
            ("let (a, a) = (1, 2)", "test.geo:1:9: error: 'a' is bound twice in the 'let' tuple"),
            ("let (a) = 1", "test.geo:1:5: error: a 'let' tuple takes two or more names"),
            ("let (a, b)", "test.geo:1:11: error: expected '=' and a value after 'let (a, b)'"),
            ("let (a, b) = (1, 2)\na = 3", "test.geo:2:1: error: cannot assign to 'a': it is a 'let' constant"),
            ("var a = 1\n(a, 1) = (1, 2)", "test.geo:2:5: error: cannot assign to this expression"),
            ("let (a, b) = (1, 2)\nlet (a, c) = (3, 4)", "test.geo:2:6: error: invalid redeclaration of 'a'"),
        ] {
            let (_, error, _) = langRun(source)
            #expect(error?.description.hasPrefix(message) == true, "\(source): \(String(describing: error))")
        }
    }

    @Test func aForLoopTakesTuplesApartAsSwiftsDoes() {
        // for (i, x) in xs.enumerated(), points as (x, y), rects as (x, y, width, height), lists
        // of a fixed count; `_` skips a part; the names are constants per iteration (closures
        // keep each one), and the body may declare one again (it shadows, as in Swift).
        let (output, error, _) = langRun("""
            for (i, name) in ["root", "card"].enumerated() { print(i, name) }
            for (i, c) in "hé".enumerated() { print(i, c) }
            var sum = 0
            for (x, y) in [(1, 2), (3, 4)] { sum += x * y }
            for (x, _, w, _) in [(10, 20, 30, 40)] { print(x + w) }
            for (w, h) in [Size(3, 4)] { print(hypot(w, h)) }
            var later = []
            for (i, x) in [5, 6].enumerated() { later.append({ i * x }) }
            for (i, x) in [7].enumerated() { let i = "shadow"; print(i, x) }
            func inner() { for (a, b, c) in [[1, 2, 3]] { func g() { return a + b + c }; return g() } }
            print(sum, later.map { f in f() }, inner())
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "0 root\n1 card\n0 h\n1 é\n40\n5\nshadow 7\n14 [0, 6] 6\n")
        for (source, message, note) in [
            ("for (a, b) in [1, 2] { }", "test.geo:1:5: error: cannot take a Number (1) apart into 2 values", "xs.enumerated()"),
            ("for (a, b, c) in [(1, 2)] { }", "test.geo:1:5: error: cannot take a Point (1, 2) apart into 3 values", "exactly 3 elements"),
            ("for (a, a) in [[1, 2]] { }", "test.geo:1:9: error: 'a' is bound twice in the loop's tuple", "or _ to skip it"),
            ("for (a) in [1] { }", "test.geo:1:5: error: a loop's tuple takes two or more names", "for a in …"),
            ("for (i, x) in [1].enumerated() { x = 2 }", "test.geo:1:34: error: cannot assign to 'x': it is a 'let' constant", "a loop variable is a constant"),
        ] {
            let f = Self.failure(source)
            #expect(f?.firstLine == message, "\(String(describing: f))")
            #expect(f?.notes.contains(note) == true, "\(String(describing: f))")
        }
    }

    @Test func theConditionalOperatorWorksAsSwiftsDoes() {
        // `c ? a : b`: below `||`, grouping to the right, only the chosen side evaluated,
        // geo's truthiness, over several lines (a line starting with `? ` or `: ` continues).
        let (output, error, _) = langRun("""
            let v = View(frame: (0, 0, 40, 20))
            func sign(x) { return x > 0 ? 1 : x < 0 ? -1 : 0 }
            let width = v.isHidden || v.alpha < 0.01 ? 0 : v.frame.width + 1
            let label = width > 10
                ? "wide"
                : "narrow"
            var n = 0
            n += false ? 1 / 0 : 2
            print(sign(5), sign(-2), sign(0), width, label, n, [true ? "a" : "b"], nil ? 1 : 2, max(1 > 0 ? 5 : 6, 2))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "1 -1 0 41 wide 2 [\"a\"] 2 5\n")
        #expect(!Interpreter.isComplete("let x = true ?"))
        #expect(!Interpreter.isComplete("let x = true ? 1 :"))
        for (source, message, note) in [
            ("print(1 ? 2)", "test.geo:1:12: error: expected ':' after the '?' branch of the conditional, found ')'", "condition ? valueIfTrue : valueIfFalse"),
            ("let c = true\nprint(c? 1 : 2)", "test.geo:2:8: error: put a space before the conditional operator's '?'", "optional chaining"),
            ("print(true ? 1 : nope)", "test.geo:1:18: error: cannot find 'nope' in scope", "did you mean"),
            ("let x = true\n;? 1 : 2", "test.geo:2:2: error: expected an expression, found '?'", "ends with '?' or ':'"),
        ] {
            let f = Self.failure(source)
            #expect(f?.firstLine.hasPrefix(message) == true, "\(String(describing: f))")
            #expect(f.map { $0.notes.contains(note) || $0.firstLine.contains(note) } == true, "\(String(describing: f))")
        }
    }

    @Test func aFunctionNamedRepeatIsStillCalledWithATrailingClosure() {
        // Swift's 'repeat … while' needs the 'while': geo has no 'repeat' keyword.
        let (output, error, _) = langRun("func repeat(f) { f(); f() }\nrepeat { print(\"again\") }\nprint(trunc(-2.5), trunc(2.5))")
        #expect(error == nil)
        #expect(output == "again\nagain\n-2 2\n")
    }

    @Test func swiftsParenthesizedClosureParametersWork() {
        // `{ (a, b) in … }` and `{ () in … }` are Swift's other spelling of a closure's parameters;
        // a closure whose body is a parenthesized expression is still that expression.
        let (output, error, _) = langRun("""
            let add = { (a, b) in a + b }
            let five = { () in 5 }
            let p = 3
            let pair = { (p, p) }
            let one = { (p) }
            var n = 4
            print(add(1, 2), five(), pair(), one(), [1, 2].map { (x) in x * 3 }, n--n)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 5 (3, 3) 3 [3, 6] 8\n")
    }

    @Test func swiftsKeywordsStayUsableAsNames() {
        let (output, error, _) = langRun("let guard = 2\nfunc struct(x) { return x + guard }\nprint(struct(1))")
        #expect(error == nil)
        #expect(output == "3\n")
    }

    @Test func anUnknownLeadingDotNameIsACurveError() throws {
        let f = try #require(Self.failure("let v = View()\nanimate(duration: 1, curve: .easeInOt) { v.center = (1, 1) }"))
        #expect(f.firstLine.contains("unknown curve \"easeInOt\"; did you mean \"easeInOut\"?"), "\(f.firstLine)")
        // `.zero` whose type nothing says (a Point's, a Size's or a Rect's?).
        let zero = try #require(Self.failure("let v = View()\nprint(.zero)"))
        #expect(zero.firstLine == "test.geo:2:7: error: '.zero' here could be a Point's, a Size's or a Rect's")
    }

    /// Swift's `.zero` and `.init(…)` passed without a label to a built-in method whose
    /// methods of that name all take one such type there (the registry says which): as Swift
    /// infers it. Where they differ (`convert(_:to:)` of a Point or a Rect), still the error.
    @Test func implicitMembersPassedToBuiltInMethodsTakeTheParametersType() throws {
        let (output, error, _) = langRun("""
            let r = CGRect(x: 1, y: 2, width: 10, height: 10)
            print(r.union(.zero), r.intersects(.zero), CGPoint(x: 1, y: 1).applying(.init(scaleX: 2, y: 3)))
            print(CGAffineTransform.identity.concatenating(.init(rotationAngle: .pi / 2)))
            let root = View(frame: (0, 0, 100, 100))
            print(root.hitTest(.zero, with: nil) == root, r.offsetBy(dx: 1, dy: 1).union(.zero))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(0, 0, 11, 12) false (2, 3)\nTransform(0, 1, -1, 0, 0, 0)\ntrue (0, 0, 12, 13)\n")
        let convert = try #require(Self.failure("let v = View()\nlet w = View()\nprint(v.convert(.zero, to: w))"))
        #expect(convert.firstLine == "test.geo:3:17: error: '.zero' here could be a Point's, a Size's or a Rect's")
    }

    @Test func coreGraphicsSpellingsBuildTheSameValues() {
        let program = """
            print(CGRect(x: 1, y: 2, width: 3, height: 4) == Rect(1, 2, 3, 4))
            print(CGRect(origin: (1, 2), size: (3, 4)) == (1, 2, 3, 4))
            print(CGPoint(x: 1, y: 2) == Point(1, 2), CGSize(width: 3, height: 4) == Size(3, 4))
            print(CGAffineTransform(rotationAngle: 30deg) == rotation(30deg))
            print(CGAffineTransform(translationX: 5, y: 6) == translation(5, 6))
            print(CGAffineTransform(scaleX: 2, y: 3) == scale(2, 3))
            print(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6) == Transform(1, 2, 3, 4, 5, 6))
            print(Transform(rotationAngle: 1) == rotation(1), Transform(scaleX: 2, y: 2) == scale(2))
            """
        let (output, error, _) = langRun(program)
        #expect(error == nil)
        #expect(output == String(repeating: "true\n", count: 2) + "true true\n" + String(repeating: "true\n", count: 4) + "true true\n")
    }

    // MARK: UIKit and Core Animation names

    @Test(arguments: [
        ("print(v.position)", "test.geo:2:9: error: no member 'position' on View; did you mean 'center'? (UIView has no position; CALayer's position is geo's center)"),
        ("v.position = (1, 2)", "test.geo:2:3: error: no member 'position' on View; did you mean 'center'? (UIView has no position; CALayer's position is geo's center)"),
        ("print(v.layer.position)", "test.geo:2:15: error: no member 'position' on View; did you mean 'center'? (UIView has no position; CALayer's position is geo's center)"),
        ("print(v.width)", "test.geo:2:9: error: no member 'width' on View; did you mean 'frame.width' (in the superview) or 'bounds.width' (in the view's own space)?"),
        ("v.opacity = 0.5", "test.geo:2:3: error: no member 'opacity' on View; did you mean 'alpha'? (CALayer's opacity is UIView's alpha)"),
        ("v.hidden = true", "test.geo:2:3: error: no member 'hidden' on View; did you mean 'isHidden'? (Swift's name for UIView's hidden)"),
        ("print(v.sublayers)", "test.geo:2:9: error: no member 'sublayers' on View; did you mean 'subviews'? (geo's View is its layer too)"),
        // Not geometry: said so, instead of a bare "no member".
        ("v.backgroundColor = 3", "test.geo:2:3: error: no member 'backgroundColor' on View: geo models geometry (frame, bounds, center, transform, anchorPoint, the tree, hit-testing), and 'backgroundColor' plays no part in it — leave it out"),
        ("v.layoutIfNeeded()", "test.geo:2:3: error: no member 'layoutIfNeeded' on View: geo models geometry (frame, bounds, center, transform, anchorPoint, the tree, hit-testing), and 'layoutIfNeeded' plays no part in it — leave it out"),
    ])
    func layerAndUIKitNamesPointToGeosSpelling(statement: String, firstLine: String) throws {
        let f = try #require(Self.failure("let v = View()\n" + statement))
        #expect(f.firstLine == firstLine)
    }

    /// Swift's static constants are geo's values: `CGAffineTransform.identity`, the `.zero`s,
    /// `CGRect.null` (what a disjoint intersection gives, which `union(_:)` ignores), `CGFloat.pi`.
    @Test func swiftStaticConstantsAreGeosValues() {
        let (output, error, _) = langRun("""
            print(CGAffineTransform.identity.rotated(by: .pi / 2) == rotation(90deg), Transform.identity == identity)
            print(CGRect.zero, CGPoint.zero, CGSize.zero.width, Rect.null == (0, 0, 1, 1).intersection((5, 5, 1, 1)))
            print(CGRect.null.union((0, 0, 1, 1)), CGFloat.pi == pi)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "true true\n(0, 0, 0, 0) (0, 0) 0 true\n(0, 0, 1, 1) true\n")
        #expect(langFirstErrorLine("print(Int.max)") == "test.geo:1:11: error: geo's numbers are all Double, and Int.max is none: write infinity (or -infinity) for a bound nothing passes, or Double.greatestFiniteMagnitude")
    }

    /// A Number's static constants, `CGFloat.greatestFiniteMagnitude` (a finite Double, the
    /// start of a minimum's search), `.zero` …, also written with a leading dot where the
    /// declared type says which (`var best: CGFloat = .greatestFiniteMagnitude`, which was the
    /// String "greatestFiniteMagnitude"); a leading-dot name that is no constant of the
    /// declared type is an error there.
    @Test func aNumbersConstantsAreItsValues() {
        let (output, error, _) = langRun("""
            var best: CGFloat = .greatestFiniteMagnitude
            for x in [5, 3, 9] { if x < best { best = x } }
            let total: Double = .zero
            let count: Int = .zero
            print(best, total + count, CGFloat.zero + Double.zero + Int.zero, Double.greatestFiniteMagnitude == CGFloat.greatestFiniteMagnitude)
            print(Double.leastNormalMagnitude > 0, Double.leastNonzeroMagnitude < Double.leastNormalMagnitude, 1 + Double.ulpOfOne > 1, Float.greatestFiniteMagnitude < Double.greatestFiniteMagnitude)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "3 0 0 true\ntrue true true true\n")
        #expect(langFirstErrorLine("let y: CGFloat = .someMadeUpName") == "test.geo:1:18: error: '.someMadeUpName' is no constant of CGFloat that geo knows")
        #expect(langFirstErrorLine("var m: Int = .max") == "test.geo:1:14: error: '.max' is no constant of Int that geo knows")
        // Without a declared type too, as `.infinity` is (no other type has these bounds).
        #expect(langRun("var lo = 0\nlo = .greatestFiniteMagnitude\nprint(lo == Double.greatestFiniteMagnitude, min(lo, 2), .ulpOfOne < 1e-15)").output
            == "true 2 true\n")
    }

    /// A Number's methods of no argument computed on its Number (path `methodNumber`) give
    /// what the method gives, on any receiver: Numbers (nan, a negative, -0.5), and a value of
    /// another kind, whose error is the method's.
    @Test func aNumbersMethodsGiveTheirAnswersOnAnyReceiver() {
        let (output, error, _) = langRun("""
            func roots(_ xs: [Double]) -> [Double] { xs.map { ($0 * 1).squareRoot() } }
            func rounds(_ xs: [Double]) -> [Double] { xs.map { x in x.rounded() } }
            print(roots([4, 2, -1, 0, nan]), rounds([2.5, -2.5, -0.5, 0.49, 1e300]))
            var v = 6.25
            v = v.squareRoot().rounded() + v.squareRoot()
            print(v)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[2, 1.4142, nan, 0, nan] [3, -3, -1, 0, 1e+300]\n5.5\n")
        #expect(langFirstErrorLine("func f(x) { return x.squareRoot() }\nprint(f(4))\nprint(f(\"a\"))") == "test.geo:1:22: error: no member 'squareRoot' on String")
        #expect(langFirstErrorLine("let p = (1, 2)\nprint(p.rounded())") == "test.geo:2:9: error: no member 'rounded' on Point")
    }

    /// A list literal of constants, made once and shared, is still a new value each time it
    /// is evaluated: a change to one variable holding it (append, an element set, a nested
    /// list's element, a list returned by a function) changes no other and not the next.
    @Test func aListLiteralIsAFreshValueEachTime() {
        let (output, error, _) = langRun("""
            func f() {
                var xs = [1, 2, 3]
                xs.append(4)
                xs[0] = 9
                return xs
            }
            print(f(), f())
            var all: [[Int]] = []
            for i in 0..<3 {
                var row = [0, 0]
                row[i % 2] = i
                all.append(row)
            }
            var grid = [[0, 0], [0, 0]]
            grid[0][1] = 5
            let names = ["a", "b"]
            var copy = names
            copy.append("c")
            func h() { return ["x"] }
            var a = h()
            a[0] = "y"
            a.sort()
            print(all, grid, [[0, 0], [0, 0]], names, copy, h(), a)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[9, 2, 3, 4] [9, 2, 3, 4]\n[[0, 0], [0, 1], [2, 0]] [[0, 5], [0, 0]] [[0, 0], [0, 0]] [\"a\", \"b\"] [\"a\", \"b\", \"c\"] [\"x\"] [\"y\"]\n")
    }

    /// Swift's tuples compare element by element, the first that differs deciding: geo's
    /// 2-tuples (Points) and 4-tuples (Rects), in a sort's comparator (`($0.y, $0.x) < …`), on
    /// variables, through a function meeting Numbers too; a Size is no tuple.
    @Test func tuplesCompareElementByElement() {
        let (output, error, _) = langRun("""
            let xs = [[1, 2], [1, 1], [0, 5], [1, 1.5]]
            print(xs.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) })
            print(xs.sorted { ($0[0], $0[1]) > ($1[0], $1[1]) })
            let a = (1, 2), b = (1, 3)
            print(a < b, a <= b, a > b, a >= b, a <= a, a < a, (2, 0) > (1, 9))
            print(Rect(0, 0, 1, 2) < Rect(0, 0, 1, 3), Rect(1, 0, 0, 0) > Rect(0, 9, 9, 9), Rect(0, 0, 1, 2) >= Rect(0, 0, 1, 2))
            func f(p, q) { return p < q }
            print(f(1, 2), f((0, 1), (0, 0.5)))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [[0, 5], [1, 1], [1, 1.5], [1, 2]]
            [[1, 2], [1, 1.5], [1, 1], [0, 5]]
            true true false false true false true
            true true true
            true false

            """)
        #expect(langFirstErrorLine("print((1, 2) < 3)") == "test.geo:1:7: error: cannot compare a Point (1, 2) and a Number (3) with '<'")
    }

    /// Swift's `flag.toggle()` flips the Bool where it lies — a variable, a list's element —
    /// and is no member of another kind.
    @Test func aBoolTogglesInItsVariable() {
        #expect(langRun("var on = false\non.toggle()\nvar flags = [true, false]\nflags[1].toggle()\nfunc f() {\n  var x = true\n  x.toggle()\n  return x\n}\nprint(on, flags, f())").output
            == "true [true, true] false\n")
        #expect(langFirstErrorLine("var n = 3\nn.toggle()") == "test.geo:2:3: error: no member 'toggle' on Number")
    }

    /// `x.rounded(.down)` and the other rules, computed on the Number (path `methodNumber`), give
    /// what Swift's `rounded(_:)` gives for each rule, halves and negatives included; another
    /// receiver gets the method's error, an unknown rule the method's error at its argument.
    @Test func aNumberRoundedByARuleGivesSwiftsAnswers() {
        let (output, error, _) = langRun("""
            let xs = [2.5, -2.5, 3.5, -0.5, 2.1, -2.1, 7]
            print(xs.map { ($0 * 1).rounded(.down) }, xs.map { ($0 * 1).rounded(.up) })
            print(xs.map { ($0 * 1).rounded(.towardZero) }, xs.map { ($0 * 1).rounded(.awayFromZero) })
            print(xs.map { ($0 * 1).rounded(.toNearestOrEven) }, xs.map { ($0 * 1).rounded(.toNearestOrAwayFromZero) })
            func pages(_ n: Double) -> Double { (n / 10).rounded(.up) }
            print(pages(0), pages(1), pages(10), pages(11))
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == """
            [2, -3, 3, -1, 2, -3, 7] [3, -2, 4, 0, 3, -2, 7]
            [2, -2, 3, 0, 2, -2, 7] [3, -3, 4, -1, 3, -3, 7]
            [2, -2, 4, 0, 2, -2, 7] [3, -3, 4, -1, 2, -2, 7]
            0 1 1 2

            """)
        #expect(langFirstErrorLine("func f(x) { return x.rounded(.down) }\nprint(f(\"a\"))") == "test.geo:1:22: error: no member 'rounded' on String")
        // A remainder (`%`'s, by Swift's name): both Numbers', else the method's error.
        #expect(langRun("func r(_ x: Double, _ y: Double) -> Double { x.truncatingRemainder(dividingBy: y) }\nprint(r(7.5, 2), r(-7.5, 2), r(7, -3), r(1, 0), r(-0.0, 1) == 0)").output
            == "1.5 -1.5 1 nan true\n")
        // Whole numbers (their remainder by integer division) and others (fmod's) agree with
        // Swift's; a labelled tuple taken apart by position, in a loop and out of one.
        #expect(langRun("""
            for (x, y) in [(17, 5), (-17, 5), (17, -5), (-17, -5), (7.5, 2), (-4, 2), (9007199254740993, 10)] {
                let (q, r) = x.quotientAndRemainder(dividingBy: y)
                print(q, r, x.isMultiple(of: y), (x * 1).truncatingRemainder(dividingBy: y) == r)
            }
            let t = 17.quotientAndRemainder(dividingBy: 5)
            let (lo, hi) = (min: 1, max: 2)
            print(t.quotient, t.remainder, lo, hi, (-4).quotientAndRemainder(dividingBy: 2).remainder == 0)
            """).output == """
            3 2 false true
            -3 -2 false true
            -3 2 false true
            3 -2 false true
            3 1.5 false true
            -2 0 true true
            900719925474099 2 false true
            3 2 1 2 true

            """)
        // A dictionary of dictionaries (or of lists, or a list of dictionaries) read through
        // `!` and `?`, read where it lies: missing keys, copies changed apart, errors as before.
        #expect(langRun("""
            var d: [String: [String: Int]] = ["a": ["x": 1, "y": 2], "b": [:]]
            let m = ["a": [10, 20], "b": [5]]
            let l = [["p": 1], ["q": 2]]
            var e = d
            e["a"]!["x"] = 5
            for k in ["a", "b", "zz"] {
                for j in ["x", "y"] { print(k, j, d[k]?[j], d[k]?[j] ?? 0, m[k]?[0], e[k]?["x"]) }
            }
            let n = 7
            print(d["a"]!["y"]!, d["a"]!["q"], l[0]["p"], l[1]["p"], m["a"]![1], d["a"]?[n])
            """).output == """
            a x 1 1 10 5
            a y 2 2 10 5
            b x nil 0 5 nil
            b y nil 0 5 nil
            zz x nil 0 nil nil
            zz y nil 0 nil nil
            2 nil 1 nil 20 nil

            """)
        // Keys in locals read where they lie (a global's, a local's dictionary): nan finds
        // nothing, a Point is no key.
        #expect(langRun("""
            let g = ["a": 1, "b": 2]
            func f(_ d: [String: Int], _ k: String) -> Int? { return d[k] }
            for k in ["a", "zz"] { print(g[k], f(g, k)) }
            let nan = 0.0 / 0.0
            let m: [Double: Int] = [1: 5]
            print(m[nan], m[1.0])
            """).output == "1 1\nnil nil\nnil 5\n")
        #expect(langFirstErrorLine("let g = [\"a\": 1]\nfor p in [(1, 2)] { print(g[p]) }")
            == "test.geo:2:29: error: a dictionary key or a set element must be a Number, a String, a Bool or a View, not a Point (1, 2)")
        #expect(langFirstErrorLine("let d = [\"a\": [\"x\": 1]]\nfor k in [\"a\", \"b\"] { print(d[k]![\"x\"]!) }")
            == "test.geo:2:33: error: found nil where '!' expects a value")
        #expect(langFirstErrorLine("let m = [\"a\": [1]]\nlet k = \"a\"\nprint(m[k]?[3])")
            == "test.geo:3:13: error: index 3 is out of range: the list has 1 element (valid indices 0..<1)")
        #expect(langFirstErrorLine("let (a, b, c) = 7.quotientAndRemainder(dividingBy: 2)")
            == "test.geo:1:5: error: cannot take a tuple (quotient:remainder:) apart into 3 values")
        #expect(langFirstErrorLine("func r(x, y) { return x.truncatingRemainder(dividingBy: y) }\nprint(r(1, 2))\nprint(r(1, \"a\"))")
            == "test.geo:1:57: error: argument 'dividingBy:' of truncatingRemainder(dividingBy:) must be a Number, not a String (\"a\")")
        #expect(langFirstErrorLine("func f(x) { return (x * 1).rounded(.sideways) }\nprint(f(2.5))")
            == "test.geo:1:36: error: no rounding rule '.sideways': write .down, .up, .towardZero, .awayFromZero, .toNearestOrAwayFromZero or .toNearestOrEven")
    }

    /// UIKit's own defaults of its view classes where they differ from UIView's (Apple's
    /// documentation): a UILabel and a UIImageView ignore touches, so a tap goes to the view
    /// under them; a UIScrollView and a UITextView clip to their bounds.
    @Test func uikitClassesHaveTheirOwnDefaults() {
        let (output, error, _) = langRun("""
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            let image = UIImageView(frame: CGRect(x: 0, y: 30, width: 100, height: 20))
            let button = UIButton(frame: CGRect(x: 0, y: 60, width: 100, height: 20))
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 90, width: 100, height: 20))
            for v in [label, image, button, scroll, UITextView(frame: .zero)] { root.addSubview(v) }
            print(label.isUserInteractionEnabled, image.isUserInteractionEnabled, button.isUserInteractionEnabled)
            print(scroll.clipsToBounds, root.subviews[4].clipsToBounds, label.clipsToBounds, UIView().clipsToBounds)
            print(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root, root.hitTest(CGPoint(x: 5, y: 35), with: nil) === root)
            print(root.hitTest(CGPoint(x: 5, y: 65), with: nil) === button, root.hitTest(CGPoint(x: 5, y: 95), with: nil) === scroll)
            label.isUserInteractionEnabled = true
            print(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === label)
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "false false true\ntrue true false false\ntrue true\ntrue true\ntrue\n")
    }

    @Test(arguments: [
        ("let v = CALayer()", "geo's View is a UIView and its CALayer in one"),
        ("print(CATransform3DIdentity)", "geo's transforms are 2D"),
    ])
    func swiftTypesGetANoteNamingGeosSpelling(source: String, note: String) throws {
        let f = try #require(Self.failure(source))
        #expect(f.notes.contains(note), "\(f.notes)")
    }
}
