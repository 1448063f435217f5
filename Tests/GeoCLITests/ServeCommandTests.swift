import Testing
@testable import geo

/// `geo --serve`'s arguments.
struct ServeCommandTests {
    typealias Options = ServeCommand.Options

    @Test func parsesFilePortWatchAndScriptArguments() throws {
        #expect(try ServeCommand.parse([]).get() == Options())
        #expect(try ServeCommand.parse(["card.geo"]).get() == Options(file: "card.geo"))
        #expect(try ServeCommand.parse(["card.geo", "--port", "8080", "--watch"]).get()
            == Options(file: "card.geo", port: 8080, watch: true))
        #expect(try ServeCommand.parse(["--port=0", "card.geo", "a", "b"]).get()
            == Options(file: "card.geo", port: 0, arguments: ["a", "b"]))
        #expect(try ServeCommand.parse(["--port", "9000"]).get() == Options(port: 9000))
    }

    @Test(arguments: [
        (["--port"], "--port needs a port number from 0 to 65535 (0 picks a free one)"),
        (["--port", "70000"], "--port needs a port number from 0 to 65535 (0 picks a free one)"),
        (["--port=x"], "--port needs a port number from 0 to 65535 (0 picks a free one)"),
        (["--watch"], "--watch needs a FILE to watch"),
        (["--open"], "unknown option '--open' for --serve"),
    ])
    func usageErrors(args: [String], message: String) {
        guard case .failure(let e) = ServeCommand.parse(args) else {
            Issue.record("\(args) parsed")
            return
        }
        #expect(e.message == message)
    }

    @Test func metaCommand() {
        #expect(MetaCommand(parsing: ":serve") == .serve(nil))
        #expect(MetaCommand(parsing: ":serve 8080") == .serve("8080"))
        #expect(MetaCommand(parsing: ":serve stop") == .serve("stop"))
        #expect(MetaCommand.names.contains(":serve"))
    }
}
