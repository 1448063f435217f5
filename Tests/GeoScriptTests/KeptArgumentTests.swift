import Testing
@testable import GeoScript

/// A function whose parameter has a labelled tuple type converts its argument at each call
/// (`Dictionary(tupleLabels:conforming:)`, written first in its body): a labelled tuple passed
/// — the common case — is given back with no call made (path `builtinKept`, for a parameter of
/// a global function and of a nested one alike); a Point or a list of as many parts still gets
/// the labels, and anything else is still itself.
@Suite struct KeptArgumentTests {
    static let shapes: [CompilerPathTests.Shape] = [
        .init(name: "a global function's parameter",
              source: "func less(_ a: (dist: Int, node: Int), _ b: (dist: Int, node: Int)) -> Bool { return a.dist < b.dist }\n",
              site: "a", path: "builtinKept"),
        .init(name: "a nested function's parameter",
              source: "func outer() {\n  func len(_ iv: (start: Int, end: Int)) -> Int { return iv.end - iv.start }\n  return len((1, 4))\n}\n",
              site: "iv", path: "builtinKept"),
        .init(name: "a type alias's labelled tuple",
              source: "typealias Item = (dist: Int, node: Int)\nfunc push(_ item: Item) { print(item.node) }\n",
              site: "item", path: "builtinKept"),
    ]

    @Test(arguments: shapes) func aLabelledTupleParameterMakesNoCall(_ shape: CompilerPathTests.Shape) throws {
        let found = try CompilerPathTests().paths(shape.source, shape.site)
        #expect(found.contains(shape.path), "'\(shape.site)' took \(found), not \(shape.path)")
    }

    /// The values are the conversion's: labelled tuples as given, unlabelled tuples, Points
    /// and lists of as many parts labelled, other values (a list of another count, a Number)
    /// as they are — and read by label where they have them.
    @Test func theConversionKeepsItsValues() {
        let (output, error, _) = langRun("""
            func describe(_ iv: (start: Int, end: Int)) -> String { return "\\(iv)" }
            var heap: [(dist: Int, node: Int)] = [(dist: 3, node: 1), (dist: 2, node: 7)]
            func less(_ a: (dist: Int, node: Int), _ b: (dist: Int, node: Int)) -> Bool {
                return a.dist < b.dist || (a.dist == b.dist && a.node < b.node)
            }
            print(describe((start: 1, end: 2)), describe((5, 9)), describe(CGPoint(x: 1, y: 2)))
            print(describe([4, 6]), describe([1, 2, 3]), describe(7))
            print(less(heap[1], heap[0]), less(heap[0], heap[1]), less((2, 7), (2, 8)))
            let relabel = { (p: (x: Int, y: Int)) -> Int in p.x * 10 + p.y }
            print(relabel((3, 4)))
            func outer() {
              func len(_ iv: (start: Int, end: Int)) -> Int { return iv.end - iv.start }
              return len((1, 4)) + len(CGPoint(x: 2, y: 9))
            }
            print(outer())
            """)
        #expect(error == nil, "\(String(describing: error))")
        #expect(output == "(start: 1, end: 2) (start: 5, end: 9) (start: 1, end: 2)\n(start: 4, end: 6) [1, 2, 3] 7\ntrue false true\n34\n10\n")
    }
}
