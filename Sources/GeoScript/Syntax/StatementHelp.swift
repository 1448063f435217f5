/// `:help for`, `:help if` …: each statement's syntax, with an example, for the REPL and for
/// hosts that show help (`Interpreter.help(for:)`).
enum StatementHelp {
    /// The syntax of the statement a keyword begins (or of the construct it belongs to).
    static func text(for keyword: String) -> String? {
        switch keyword {
        case "for", "in":
            return """
                for NAME in SEQUENCE { … }
                  SEQUENCE is a range (0..<n stops before n, 0...n includes it), a List, or v.subviews.
                  for i in 0..<4 { print(i) }
                  for v in root.subviews { print(v.name, v.frame) }
                  for (i, v) in root.subviews.enumerated() { print(i, v.name) }   (Swift's tuple:
                  also points as (x, y), rects as (x, y, w, h), lists; _ skips a part)
                  Other steps: for a in stride(from: 0, to: 360, by: 45) { … } (through: includes the end).
                  break leaves the loop; continue goes on with the next element.
                """
        case "if", "else":
            return """
                if CONDITION { … } else if CONDITION { … } else { … }
                  Only false and nil are false: 0, "" and [] are true (unlike C, like Ruby and Lua).
                  Conditions combine with and, or, not (also written &&, ||, !).
                  if v.superview != nil { print(v.superview.frame) } else { print("a root") }
                  As a value, Swift's conditional: let w = v.isHidden ? 0 : v.frame.width
                if let hit = root.hitTest(p), hit.alpha > 0 { … }   runs when the value is not nil
                  (hit holds it) and every test of the list is true
                guard let s = v.superview else { return }   s stays after it; the else must leave
                """
        case "while":
            return """
                while CONDITION { … }
                  while angle < pi { angle += 15deg }
                  break leaves the loop; continue starts the next round. A loop that never ends is
                  stopped by the step limit (and by Ctrl-C at the REPL).
                while let v = node { depth += 1; node = v.superview }   while the value is not nil
                repeat { … } while CONDITION   the body runs once before the first test
                """
        case "func", "return", "closure", "closures", "function", "functions":
            return """
                func NAME(a, b) { … return value }
                  Call it as NAME(1, 2). A body that is one expression returns its value
                  (func area(r) { r.width * r.height }); else, without return, nil. A function sees the variables
                  around it (closures capture them). Swift's spelling runs too: types after : and ->
                  are read and left aside, labels as Swift's, defaults may be left out:
                  func move(_ v: UIView, by d: CGFloat = 8) { … }   move(card, by: 10), move(card)
                  func area(v) { return v.bounds.width * v.bounds.height }
                  A closure literal: { a, b in a + b } (or { (a, b) in a + b }, or { $0 + $1 }); one
                  expression is its value. A block after a
                  call is its last argument: animate(duration: 1) { card.center = (200, 300) }
                """
        case "let", "var":
            return """
                let NAME = VALUE   a constant: assigning to it again is an error
                var NAME = VALUE   a variable: NAME = …, NAME += … (also -= *= /=)
                  Assignment writes through nested values: card.frame.origin.x = 10 sets the frame.
                  Every value but a View is copied on assignment; a View is shared (a reference).
                let (q, r) = (7, "a")   a tuple taken apart (a Point, Size, Rect or list too; _ skips)
                (a, b) = (b, a + b)     every value computed first, then assigned: a swap works
                """
        case "break", "continue":
            return """
                break      leaves the innermost for or while loop
                continue   goes on with the loop's next round
                outer: for i in xs { for j in ys { break outer } }   a label names a loop:
                  break outer / continue outer act on it from the loops inside
                """
        case "import":
            return """
                import "lib/shapes.geo"
                  Runs the file once and makes its top-level names visible; the path is relative to the
                  importing file.
                """
        case "and", "or", "not":
            return """
                a and b, a or b, not a   (also &&, ||, !)
                  and / or stop early and give a Bool (1 and 2 is true); only false and nil are false.
                """
        case "true", "false", "nil":
            return """
                true, false: the Bools.  nil: no value (what a function without return gives, a root's
                superview). Only false and nil are false in a condition. geo has no optional types,
                but Swift's ways with a value that may be nil work:
                  v.superview?.frame   nil when there is no superview (the rest is not computed)
                  v.superview ?? root   the value, or the other when it is nil
                  v.superview!   the value, or an error when it is nil
                  if let s = v.superview { … }   (also guard let, while let)
                """
        case "switch", "case", "default", "fallthrough":
            return """
                switch VALUE {
                case 0: …
                case 1, 2: …            several values
                case 3..<10: …          a range holds the value
                case let x where x > 100: …
                default: …
                }
                  The first case that matches runs; there is no fallthrough (break ends a case).
                """
        case "guard":
            return """
                guard CONDITION else { return }   the else runs when the condition is false, and
                  must leave (return, break, continue or fatalError("…"))
                guard let s = v.superview else { return }   s holds the value after the guard
                guard let a = f(), a > 0, let b = g(a) else { return }   each clause only if the ones before held
                """
        case "repeat":
            return """
                repeat { … } while CONDITION   the body runs, then again while the condition is true
                """
        case "as", "is", "as?", "as!", "cast", "casts":
            return """
                x is T   whether x is a T (a Bool); x as? T   x, or nil when it is not a T
                x as! T   x, or an error when it is not a T; x as T   x, which must already be a T
                  A cast checks the kind a value has and never converts (to convert: Int(x), String(x)).
                  if let s = item as? String { … }     root.subviews.compactMap { $0 as? UILabel }
                  switch v { case is Int: … case let s as String: … default: … }
                  T: Int (a whole number), Double, CGFloat, String, Character, Bool, CGPoint, CGSize,
                  CGRect, CGAffineTransform, [T], (A) -> B, Any, T?, UIView, UILabel, UIButton …
                """
        default:
            return nil
        }
    }
}
