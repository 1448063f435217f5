import Testing
@testable import GeoScript

/// Conditions tested with no Value built. `xs.isEmpty` of a variable (path `memberIsEmpty`,
/// `Lowered.truth`): a list's, a string's, a set's or a dictionary's emptiness read where it
/// lies; any other receiver by the member's code, its value tested as any condition tests it.
/// `x.isMultiple(of: y)` on Numbers (path `methodTest`): the work's Bool.
extension CompilerPathTests {
    static let emptinessShapes: [Shape] = [
        Shape(name: "a local list in a while", source: "func f(xs) {\n  var stack = xs\n  var n = 0\n  while !stack.isEmpty { stack.removeLast(); n += 1 }\n  return n\n}\n",
              site: "stack.isEmpty", path: "memberIsEmpty"),
        Shape(name: "a parameter in an if", source: "func f(s) {\n  if s.isEmpty { return 0 }\n  return 1\n}\n",
              site: "s.isEmpty", path: "memberIsEmpty"),
        Shape(name: "a global queue", source: "var queue = [1, 2]\nwhile !queue.isEmpty { queue.removeFirst() }\n",
              site: "queue.isEmpty", path: "memberIsEmpty"),
        Shape(name: "in a compound condition", source: "func f(xs, k) {\n  if !xs.isEmpty && k > 0 { return 1 }\n  return 0\n}\n",
              site: "xs.isEmpty", path: "memberIsEmpty"),
    ]

    @Test(arguments: emptinessShapes) func emptinessAsAConditionIsReadInPlace(_ shape: Shape) throws {
        let found = try paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// Not as a condition (its value is the member's: a labelled tuple's part may be no Bool),
    /// nor on a computed receiver.
    @Test func emptinessAsAValueIsTheMembers() throws {
        for (source, site) in [("func f(xs) {\n  let e = xs.isEmpty\n  return e\n}\n", "xs.isEmpty"),
                               ("func f(xs) {\n  if xs.filter({ $0 > 1 }).isEmpty { return 0 }\n  return 1\n}\n", "xs.filter({ $0 > 1 }).isEmpty")] {
            let found = try paths(source, site)
            #expect(!found.contains("memberIsEmpty"), "\(source): \(found)")
        }
    }

    @Test func emptinessTestsAsTheMemberWould() {
        let (output, error, _) = langRun("""
            func drain(xs) {
                var stack = xs
                var n = 0
                while !stack.isEmpty { stack.removeLast(); n += 1 }
                if stack.isEmpty { n += 100 }
                return n
            }
            print(drain([1, 2, 3]), drain([]), drain("ab"), drain(""))
            var s: Set<Int> = [1]
            var d: [String: Int] = [:]
            print(s.isEmpty ? 1 : 0, !s.isEmpty, d.isEmpty)
            if !s.isEmpty && d.isEmpty { print("set full, dictionary empty") }
            s.removeAll()
            d["k"] = 1
            if s.isEmpty, !d.isEmpty { print("and now the other way") }
            let r = (isEmpty: 0, n: 1)
            if r.isEmpty { print("a part 0 is true") }
            let r2 = (isEmpty: false, n: 1)
            if !r2.isEmpty { print("a part false") }
            let r3 = (isEmpty: nil, n: 1)
            if r3.isEmpty { print("never") } else { print("a part nil") }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "103 100 102 100\n0 true true\nset full, dictionary empty\nand now the other way\na part 0 is true\na part false\na part nil\n")
        Self.expectLocatedErrors([
            ("var q = 5\nif q.isEmpty { print(1) }", "test.geo:2:6: error: no member 'isEmpty' on Number"),
            ("func f() {\n  var q: [Int]? = nil\n  while !q.isEmpty { }\n}\nf()", "test.geo:3:12: error:"),
        ])
    }

    /// `isMultiple(of:)` on Numbers (path `methodTest`) gives what its implementation gives, as
    /// a condition, a stored Bool and a value; anything else by the method, with its errors.
    @Test func isMultipleIsTestedOnTheNumbers() {
        let (output, error, _) = langRun("""
            func f(n) {
                var c = 0, d = 0
                for i in 0..<n {
                    if i.isMultiple(of: 3) { c += 1 }
                    let m = i.isMultiple(of: 5)
                    if m && !(i + 1).isMultiple(of: 2) { d += 1 }
                }
                return [c, d, 0.isMultiple(of: 0), 5.isMultiple(of: 0), 7.5.isMultiple(of: 2.5), (-9).isMultiple(of: 3), 4.isMultiple(of: -2)]
            }
            print(f(30))
            """)
        #expect(error == nil && output == "[10, 3, true, false, true, true, true]\n", "\(output) \(String(describing: error))")
        Self.expectLocatedErrors([
            ("func g(x) {\n  if x.isMultiple(of: 2) { return 1 }\n  return 0\n}\nprint(g(\"s\"))", "test.geo:2:8: error: no member 'isMultiple' on String"),
            ("func g(x, y) {\n  if x.isMultiple(of: y) { return 1 }\n  return 0\n}\nprint(g(4, \"s\"))", "test.geo:2:23: error: argument 'of:' of isMultiple(of:) must be a Number, not a String (\"s\")"),
        ])
    }
}
