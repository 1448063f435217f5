#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CMicroHTTPD
import GeoCore
import GeoScene
import Synchronization

/// Why the live view could not start.
public struct LiveServerError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// The live view's HTTP server (docs/live-view.md): GNU libmicrohttpd on 127.0.0.1, serving
/// the page, `/scene`, `/hit`, `/frames` and `/events` from the latest published snapshot.
///
/// - Loopback only, and a request whose `Host` is not `127.0.0.1:PORT` or `localhost:PORT`
///   is refused (403), so a page on another site cannot reach it by DNS rebinding.
/// - Only GET (and HEAD); request line and headers are capped at `requestLimit` bytes, bodies
///   are refused. No endpoint runs script code or reads a file.
/// - One thread per connection: a slow, idle or vanished browser holds only its own thread,
///   and the session's thread only ever swaps the published snapshot.
public final class LiveServer: @unchecked Sendable {
    /// The port the server listens on.
    public let port: UInt16
    /// The page's address.
    public var url: String { "http://127.0.0.1:\(port)/" }
    /// This server among all others, in `/scene` (`"server"`): versions start again at 1 in every
    /// server, so a page still open from an earlier one on the same port tells them apart by it.
    public let id = String(UInt64.random(in: 0 ... .max), radix: 16)

    /// The most simultaneous connections; more are refused by the library.
    public static let connectionLimit: UInt32 = 512
    /// The most bytes of a request's line and headers.
    public static let requestLimit = 16 * 1024
    /// Seconds between keep-alive comments on an event stream.
    static let keepAliveSeconds = 15

    let context: ServerContext
    private var daemon: OpaquePointer?
    /// The last version number handed out (`nextVersion()`).
    private let versions = Atomic<Int>(0)

    /// Starts serving `initial` on 127.0.0.1:`port` (0 picks a free port).
    public init(port: UInt16 = 0, initial: SceneSnapshot) throws(LiveServerError) {
        let mhd = try MicroHTTPD.loaded.get()
        context = ServerContext(hub: SceneHub(SceneHub.Published(initial, server: id)), mhd: mhd)
        geo_ignore_sigpipe()
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        // The daemon holds the context unretained; `stop()` ends the daemon before it goes.
        let handle = Unmanaged.passUnretained(context).toOpaque()
        let started = withUnsafePointer(to: &address) { addr in
            geo_mhd_start(mhd.startDaemon, addr, liveServerHandleRequest, handle, LiveServer.connectionLimit,
                          LiveServer.requestLimit, 120)
        }
        guard let started else {
            let reason = port == 0 ? "" : " (is port \(port) in use?)"
            throw LiveServerError(description: "could not start the live view on 127.0.0.1:\(port)\(reason)")
        }
        daemon = started
        self.port = port == 0 ? geo_mhd_port(mhd.getDaemonInfo, started) : port
        context.port.store(self.port, ordering: .releasing)
    }

    deinit { stop() }

    /// Makes `snapshot` the scene every request sees from now on and tells the event streams.
    public func publish(_ snapshot: SceneSnapshot) {
        context.hub.publish(SceneHub.Published(snapshot, server: id))
    }

    /// The snapshot requests see now.
    public var current: SceneSnapshot { context.hub.current.snapshot }

    /// A version number for the next snapshot, above every one handed out before (from any thread).
    public func nextVersion() -> Int {
        versions.add(1, ordering: .relaxed).newValue
    }

    /// Publishes the current scene again as a new version, saying that geo is still running
    /// `running` (a script that has not ended yet), or with nil, that it no longer is.
    public func showRunning(_ running: String?) {
        publish(current.marked(version: nextVersion(), running: running))
    }

    /// Ends the event streams, closes every connection and the listening socket.
    public func stop() {
        guard let d = daemon else { return }
        daemon = nil
        context.hub.stop()
        context.mhd.stopDaemon(d)
    }
}

/// What request threads share: the hub, the port (for the `Host` check) and the library.
final class ServerContext: Sendable {
    let hub: SceneHub
    let port = Atomic<UInt16>(0)
    /// The library's functions.
    let mhd: MicroHTTPD
    init(hub: SceneHub, mhd: MicroHTTPD) {
        self.hub = hub
        self.mhd = mhd
    }

    /// `127.0.0.1:PORT`, `localhost:PORT` (any case) or `[::1]:PORT`.
    func isAllowedHost(_ host: String) -> Bool {
        let p = port.load(ordering: .acquiring)
        guard p != 0 else { return false }
        let h = host.lowercased()
        return h == "127.0.0.1:\(p)" || h == "localhost:\(p)" || h == "[::1]:\(p)"
    }
}
