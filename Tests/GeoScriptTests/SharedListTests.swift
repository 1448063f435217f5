import Testing
@testable import GeoScript

/// Issue 13, H1 and M3: lists that share their sublists (`xs = [xs, xs]`, 40 times: 80 nodes
/// standing for 2^40 elements) compare in time linear in their nodes, and their text is sized
/// before it is built — a limit error, not hours of work or an allocation failure.
struct SharedListTests {
    static let doubled = """
        var xs = [1]
        var ys = [1]
        for i in 0..<40 { xs = [xs, xs]; ys = [ys, ys] }

        """

    static func run(_ source: String, stringLength: Int = 1_000_000) -> (output: String, error: GeoError?) {
        let geo = Interpreter()
        var output = ""
        geo.output = { output += $0 }
        geo.limits = Limits(steps: 10_000_000, stringLength: stringLength)
        do {
            try geo.run(source, file: "shared.geo")
            return (output, nil)
        } catch {
            return (output, error)
        }
    }

    @Test func sharedListsCompareAtOnce() {
        let (output, error) = Self.run(Self.doubled + """
            print(xs == ys)
            var zs = [1]
            for i in 0..<39 { zs = [zs, zs] }
            print(xs == [zs, [zs, 2]])
            print(xs == [zs, zs])
            """)
        #expect(error == nil)
        #expect(output == "true\nfalse\ntrue\n")
    }

    @Test(arguments: ["print(xs)", "let s = \"\\(xs)\"", "let s = String(xs)", "let s = [xs].joined(separator: \",\")",
                      "assert(false, xs)"])
    func printingASharedListIsRefusedBeforeItIsBuilt(statement: String) {
        let (_, error) = Self.run(Self.doubled + statement)
        #expect(error?.kind == .limit, "\(error?.description ?? "no error")")
        #expect(error?.description.contains("string length limit exceeded") == true)
        #expect(error?.description.hasPrefix("shared.geo:4:") == true, "located: \(error?.description ?? "")")
    }

    @Test func aSharedListWithinTheLimitPrintsInFull() {
        let (output, error) = Self.run("var xs = [1]\nfor i in 0..<3 { xs = [xs, xs] }\nprint(xs)")
        #expect(error == nil)
        #expect(output == "[[[[1], [1]], [[1], [1]]], [[[1], [1]], [[1], [1]]]]\n")
    }

    @Test func deeplyNestedListsPrintAndCompareWithoutRecursion() {
        let (output, error) = Self.run("""
            var xs = []
            var ys = []
            for i in 0..<10000 { xs = [xs]; ys = [ys] }
            print(xs == ys)
            let s = "\\(xs)"
            print(s.count)
            """)
        #expect(error == nil)
        #expect(output == "true\n20002\n")
    }

    @Test func buildingTheTextPollsCancellation() {
        var xs: Value = .list([.number(1)])
        for _ in 0..<20 { xs = .list([xs, xs]) }
        var polls = 0
        #expect(throws: ValueDescription.Failure.self) {
            _ = try ValueDescription.text(of: xs, .standard, quoteStrings: false, limit: .max) {
                polls += 1
                return true
            }
        }
        #expect(polls == 1)
    }

    @Test func hostsAndTheREPLSeeTheSizeInsteadOfTheText() {
        var xs: Value = .list([.number(1)])
        for _ in 0..<40 { xs = .list([xs, xs]) }
        #expect(xs.formatted(.standard).hasPrefix("[… a list whose text is more than"))
        #expect(xs.formatted(.standard, limit: 1_000) == nil)
    }
}
