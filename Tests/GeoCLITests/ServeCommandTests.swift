import GeoScript
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
        #expect(try ServeCommand.parse(["card.geo", "--import", "d.txt", "a"]).get()
            == Options(file: "card.geo", arguments: ["a"], importDump: "d.txt"))
    }

    @Test func anImportedDumpIsAppInEveryRun() throws {
        let directory = try REPLSessionTests.temporaryDirectory()
        let dump = directory + "/app.txt", script = directory + "/count.geo"
        try """
            <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
               | <UIView: 0x3; frame = (10 20; 100 50); layer = <CALayer: 0x4>>
            """.write(toFile: dump, atomically: true, encoding: .utf8)
        try "let n = app.subviews.count\nlet f = app.subviews[0].frame\n".write(toFile: script, atomically: true, encoding: .utf8)
        let live = try LiveView(port: 0)
        defer { live.stop() }
        let first = ServeCommand.run(script, [], previous: nil, live, importing: dump)
        #expect(first["n"].map { $0.isIdentical(to: .number(1)) } == true)
        #expect(first["f"].map { $0.isIdentical(to: .rect(Rect(x: 10, y: 20, width: 100, height: 50))) } == true)
        // --watch: a later run reads the dump again into its own fresh interpreter.
        let second = ServeCommand.run(script, [], previous: first, live, importing: dump)
        #expect(second !== first && second["n"].map { $0.isIdentical(to: .number(1)) } == true)
        // A dump that no longer reads: the last run's drawing stays, under the error.
        let version = live.server.current.version
        try "(lldb) po view\nerror: use of undeclared identifier 'view'\n".write(toFile: dump, atomically: true, encoding: .utf8)
        let third = ServeCommand.run(script, [], previous: second, live, importing: dump)
        #expect(third === second)
        let shown = live.server.current
        #expect(shown.version == version + 1)
        #expect(shown.error?.contains("error:") == true)
        #expect(shown.views.count == 2)
    }

    @Test func aRunThatGoesOnSaysSoAndStopsWhenTheFileChanges() throws {
        let directory = try REPLSessionTests.temporaryDirectory()
        let script = directory + "/loop.geo"
        try "let root = View(frame: (0, 0, 100, 100), name: \"v1\")\n".write(toFile: script, atomically: true, encoding: .utf8)
        let live = try LiveView(port: 0)
        defer { live.stop() }
        let first = ServeCommand.run(script, [], previous: nil, live)
        #expect(live.server.current.running == nil)
        // `while true {}`: after a while the page is told it still runs (the drawing stays
        // the last run's); a save stops it, and the page says so.
        try "let root = View(frame: (0, 0, 100, 100), name: \"v2\")\nwhile true { }\n".write(toFile: script, atomically: true, encoding: .utf8)
        let clock = ContinuousClock()
        let start = clock.now
        let result = ServeCommand.run(script, [], previous: first, live, running: "still running",
                                      stopWhen: { clock.now - start > .milliseconds(900) ? .changed : .no })
        #expect(result === first)
        #expect(clock.now - start < .seconds(5))
        let shown = live.server.current
        #expect(shown.running?.hasPrefix("geo stopped \(script): it changed while it ran") == true)
        #expect(shown.version == 3)   // the run, "still running", "stopped"
        #expect(shown.views.map(\.name) == ["v1"])
        #expect(String(decoding: shown.json(), as: UTF8.self).contains("\"running\":\"geo stopped "))
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
