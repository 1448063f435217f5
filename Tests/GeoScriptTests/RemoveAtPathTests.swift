import Testing
@testable import GeoScript

/// `xs.remove(at: i)` is a list change (`ListLibrary.listMethod`, `Overload.listChange`): on a
/// list in a variable the array is changed where the variable holds it
/// (`MethodSite.changeListInPlace`), as `append`, `insert(_:at:)` and `removeLast()` are; a
/// list someone else holds is copied first, and an index that is not one of the list's leaves
/// it as it was, with the error where it was.
extension CompilerPathTests {
    @Test func removeAtChangesAListInPlace() throws {
        let registry = Registry()
        let overloads = registry.member(.list, registry.memberID("remove"))?.methods ?? []
        #expect(overloads.contains { $0.listChange != nil }, "remove(at:) lost its in-place change")
        #expect(try paths("func f(xs) {\n  var ys = xs\n  return ys.remove(at: 1)\n}\n", "ys.remove(at: 1)") == ["methodLocal"])
        #expect(try paths("var g = [1, 2]\nprint(g.remove(at: 0))\n", "g.remove(at: 0)").first == "methodGlobal")

        let (output, error, _) = langRun("""
            func local(xs) {
              var ys = xs
              let a = ys.remove(at: 1)
              return [a, ys, xs]
            }
            var g = [Rect(0, 0, 1, 1), Point(1, 2), "s", [3]]
            let kept = g
            print(local([5, 6, 7]), g.remove(at: 0), g.remove(at: 2), g, kept.count)
            var h = [[1, 2], [3]]
            let inner = h[0]
            print(h[0].remove(at: 1), h, inner)
            var q = [1, 2, 3]
            while q.count > 0 { print(q.remove(at: q.count - 1)) }
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "[6, [5, 7], [5, 6, 7]] (0, 0, 1, 1) [3] [(1, 2), \"s\"] 4\n2 [[1], [3]] [1, 2]\n3\n2\n1\n", "\(output)")
        Self.expectLocatedErrors([
            ("func f() {\n  var xs = [1, 2]\n  xs.remove(at: \"a\")\n}\nf()",
             "test.geo:3:17: error: argument 'at:' of remove(at:) must be a Number, not a String (\"a\")"),
            ("var xs = [1, 2]\nprint(xs.remove(at: 1))\nprint(xs.remove(at: 3))",
             "test.geo:3:7: error: index 3 is out of range for remove(at:) (valid: 0..<1)"),
            ("func f() {\n  var xs = [[1, 2], 3]\n  print(xs.remove(at: -1))\n}\nf()",
             "test.geo:3:9: error: index -1 is out of range for remove(at:) (valid: 0..<2)"),
            ("let n = 5\nn.remove(at: 0)", "test.geo:2:3: error: no member 'remove' on Number"),
        ])
    }
}
