import GeoScript
import GeoScene
import GeoServe

/// The live view of one session (`geo --serve`, `:serve`): the server, and the publishing side
/// that turns the interpreter's trees into snapshots on the interpreter's own thread.
final class LiveView {
    let server: LiveServer
    private let names: SceneNames

    /// Starts the server on 127.0.0.1:`port` (0: a free port) with an empty scene.
    init(port: UInt16) throws(LiveServerError) {
        let names = SceneNames()
        self.names = names
        server = try LiveServer(port: port, initial: SceneSnapshot(version: 0, roots: [], names: names))
    }

    var url: String { server.url }

    /// Publishes the trees `geo` reaches now (and its animations), with `error` to show on the page.
    func publish(_ geo: Interpreter, error: String? = nil) {
        server.publish(SceneSnapshot(version: server.nextVersion(), roots: geo.reachableRootViews, animator: geo.animator,
                                     names: names, error: error))
    }

    func stop() { server.stop() }

    /// `geo: live view at http://127.0.0.1:PORT/`
    var announcement: String { "geo: live view at \(url)" }
}

// MARK: The REPL's :serve

extension LiveView {
    /// `:serve [PORT]` starts the live view of the session (`engine`) if it is not running,
    /// `:serve stop` stops it. Returns the live view from now on and what to tell the user.
    @MainActor
    static func serveCommand(_ argument: String?, current: LiveView?, engine: any REPLEngine)
        -> (live: LiveView?, message: String, failed: Bool) {
        if argument == "stop" {
            guard let current else { return (nil, "the live view is not running", true) }
            current.stop()
            return (nil, "live view stopped", false)
        }
        var port: UInt16 = 0
        if let argument {
            guard let n = UInt16(argument) else { return (current, "usage: :serve [PORT] or :serve stop", true) }
            port = n
        }
        if let current { return (current, "the live view is already at \(current.url) (:serve stop stops it)", true) }
        guard let geo = engine as? Interpreter else { return (nil, "this session cannot be served", true) }
        do {
            let live = try LiveView(port: port)
            live.publish(geo)
            return (live, live.announcement, false)
        } catch {
            return (nil, "geo: " + error.description, true)
        }
    }

    /// Publishes the session after an entry (when the engine is an interpreter).
    @MainActor
    func publishSession(_ engine: any REPLEngine) {
        if let geo = engine as? Interpreter { publish(geo) }
    }
}
