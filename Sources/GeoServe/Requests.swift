#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CMicroHTTPD
import GeoCore
import GeoScene

// The access handler runs on libmicrohttpd's threads. It is a plain global function (not a
// closure in main.swift, which would be main-actor isolated and trap when called there).

/// libmicrohttpd's access handler: routes one request (LiveServer's documentation).
let liveServerHandleRequest: MHD_AccessHandlerCallback = {
    cls, connection, url, method, _, _, uploadSize, _ in
    guard let cls, let connection else { return .NO }
    let context = Unmanaged<ServerContext>.fromOpaque(cls).takeUnretainedValue()
    let request = Request(connection: connection, mhd: context.mhd)
    let response: Reply
    if !context.isAllowedHost(request.header("Host") ?? "") {
        response = .text(403, "geo live view: refused, the Host header must be 127.0.0.1:PORT or localhost:PORT\n")
    } else if let size = uploadSize, size.pointee != 0 {
        // A body: refused without reading it.
        response = .text(413, "geo live view: request bodies are not accepted\n")
    } else {
        let m = method.map { String(cString: $0) } ?? ""
        let path = url.map { String(cString: $0) } ?? "/"
        if m != "GET" && m != "HEAD" {
            response = .text(405, "geo live view: only GET is served\n", allow: true)
        } else {
            response = route(path, request, context.hub)
        }
    }
    return response.queue(on: connection, context)
}

/// One request's header and query lookups.
struct Request {
    let connection: OpaquePointer
    let mhd: MicroHTTPD

    func header(_ name: String) -> String? {
        mhd.lookupConnectionValue(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }

    func argument(_ name: String) -> String? {
        mhd.lookupConnectionValue(connection, .GET_ARGUMENT_KIND, name).map { String(cString: $0) }
    }

    /// A finite number argument, or nil when it is missing or not a number.
    func number(_ name: String) -> Double? {
        guard let text = argument(name), let x = Double(text), x.isFinite else { return nil }
        return x
    }

    /// A finite number argument, `fallback` when it is missing, or nil when it is there but not
    /// a finite number (`nan`, `abc`).
    func number(_ name: String, or fallback: Double) -> Double? {
        argument(name) == nil ? fallback : number(name)
    }
}

/// What to send back.
enum Reply {
    case bytes(UInt32, [UInt8], contentType: String)
    case events
    case text(UInt32, String, allow: Bool = false)

    static func json(_ status: UInt32, _ bytes: [UInt8]) -> Reply {
        .bytes(status, bytes, contentType: "application/json; charset=utf-8")
    }

    static func jsonError(_ status: UInt32, _ message: String) -> Reply {
        var w = JSONWriter()
        w.raw("{\"error\":")
        w.string(message)
        w.byte(UInt8(ascii: "}"))
        return .json(status, w.bytes)
    }

    func queue(on connection: OpaquePointer, _ context: ServerContext) -> MHD_Result {
        let mhd = context.mhd
        // A response holding its own copy of the bytes (MUST_COPY: the buffer is never written).
        func copying(_ bytes: [UInt8]) -> OpaquePointer? {
            bytes.withUnsafeBytes { raw in
                mhd.createResponseFromBuffer(raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress), .RESPMEM_MUST_COPY)
            }
        }
        let response: OpaquePointer?
        let status: UInt32
        var contentType: String
        switch self {
        case .bytes(let s, let body, let type):
            status = s
            contentType = type
            response = copying(body)
        case .text(let s, let message, _):
            status = s
            contentType = "text/plain; charset=utf-8"
            response = copying(Array(message.utf8))
        case .events:
            status = 200
            contentType = "text/event-stream"
            let stream = Unmanaged.passRetained(EventStream(hub: context.hub)).toOpaque()
            response = mhd.createResponseFromCallback(UInt64.max, 1024, eventStreamRead, stream, eventStreamFree)
        }
        guard let response else { return .NO }
        defer { mhd.destroyResponse(response) }
        _ = mhd.addResponseHeader(response, "Content-Type", contentType)
        _ = mhd.addResponseHeader(response, "Cache-Control", "no-store")
        _ = mhd.addResponseHeader(response, "X-Content-Type-Options", "nosniff")
        if case .text(_, _, true) = self { _ = mhd.addResponseHeader(response, "Allow", "GET, HEAD") }
        if contentType.hasPrefix("text/html") {
            _ = mhd.addResponseHeader(response, "Content-Security-Policy",
                                      "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                                          + "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'")
        }
        return mhd.queueResponse(connection, UInt32(status), response)
    }
}

/// The routes: the page, the scene, hit-tests, presentation samples and the event stream.
func route(_ path: String, _ request: Request, _ hub: SceneHub) -> Reply {
    switch path {
    case "/", "/index.html":
        return .bytes(200, PackageResources.page_html, contentType: "text/html; charset=utf-8")
    case "/scene":
        return .json(200, hub.current.json)
    case "/hit":
        guard let x = request.number("x"), let y = request.number("y") else {
            return .jsonError(400, "hit needs numbers x and y: /hit?x=10&y=20 (root space of the first root, or &root=NAME)")
        }
        do {
            return .json(200, try hub.current.snapshot.hit(Point(x: x, y: y), root: request.argument("root")).json())
        } catch {
            return .jsonError(404, error.description)
        }
    case "/frames":
        let scene = hub.current.snapshot
        guard let from = request.number("from", or: scene.now), let to = request.number("to", or: from),
              let fps = request.number("fps", or: 60) else {
            return .jsonError(400, "from, to and fps must be finite numbers: /frames?from=0&to=1&fps=60")
        }
        do {
            return .json(200, try scene.framesJSON(from: from, to: to, fps: fps))
        } catch {
            return .jsonError(400, error.description)
        }
    case "/events":
        return .events
    default:
        return .text(404, "geo live view: no such page; try / or /scene\n")
    }
}
