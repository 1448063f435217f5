#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import GeoCore
import GeoViews
import GeoScene
@testable import GeoServe

/// The live view's server over real sockets on 127.0.0.1.
struct LiveServerTests {
    static func scene(version: Int = 1, cardX: Double = 100) throws -> SceneSnapshot {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667), name: "root")
        let card = View(frame: Rect(x: cardX, y: 100, width: 200, height: 100), name: "card")
        try root.addSubview(card)
        card.transform = Transform(rotationAngle: Double.pi / 6)
        return SceneSnapshot(version: version, roots: [root], names: SceneNames())
    }

    @Test func servesTheSceneThePageAndHitTests() throws {
        let scene = try Self.scene()
        let server = try LiveServer(port: 0, initial: scene)
        defer { server.stop() }
        #expect(server.port != 0)
        #expect(server.url == "http://127.0.0.1:\(server.port)/")

        let s = try #require(get("/scene", port: server.port))
        #expect(s.status == 200)
        #expect(s.headers["content-type"] == "application/json; charset=utf-8")
        #expect(s.body == String(decoding: scene.json(server: server.id), as: UTF8.self))
        #expect(s.body.hasSuffix("],\"server\":\"\(server.id)\"}"))

        let page = try #require(get("/", port: server.port, host: "localhost:\(server.port)"))
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.body.contains("data-view"))

        let hit = try #require(get("/hit?x=290&y=110", port: server.port))
        #expect(hit.status == 200)
        #expect(hit.body.hasPrefix("{\"name\":\"root\",\"path\":[\"root\",\"card\"],\"explanation\":\"root.hitTest((290, 110))"))
        let onCard = try #require(get("/hit?x=200&y=150&root=root", port: server.port))
        #expect(onCard.body.hasPrefix("{\"name\":\"card\""))
        #expect(try #require(get("/hit?x=abc&y=1", port: server.port)).status == 400)
        #expect(try #require(get("/hit?x=1&y=1&root=nope", port: server.port)).status == 404)

        let frames = try #require(get("/frames?from=0&to=1&fps=2", port: server.port))
        #expect(frames.status == 200)
        #expect(frames.body == "{\"version\":1,\"times\":[0,0.5,1],\"views\":{}}")
        #expect(try #require(get("/frames?from=0&to=1&fps=-1", port: server.port)).status == 400)
        for bad in ["from=nan", "from=0&to=inf", "to=abc", "fps=", "from=1e999"] {
            let r = try #require(get("/frames?" + bad, port: server.port))
            #expect(r.status == 400, "\(bad)")
            #expect(r.body.hasPrefix("{\"error\":\"from, to and fps must be finite numbers"), "\(bad)")
        }
        #expect(try #require(get("/frames", port: server.port)).body == "{\"version\":1,\"times\":[0],\"views\":{}}")
        #expect(try #require(get("/nope", port: server.port)).status == 404)
    }

    @Test func refusesForeignHostsBodiesOtherMethodsAndOversizedRequests() throws {
        let server = try LiveServer(port: 0, initial: try Self.scene())
        defer { server.stop() }
        let port = server.port
        for host in ["evil.example:\(port)", "127.0.0.1:\(port + 1)", "127.0.0.1", "rebind.attacker.test"] {
            let r = try #require(get("/scene", port: port, host: host))
            #expect(r.status == 403, "Host \(host)")
            #expect(!r.body.contains("\"roots\""))
        }
        let post = try #require(Connection(port: port))
        post.send("POST /scene HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello")
        #expect(Response(post.receive()).status >= 400)
        let delete = try #require(Connection(port: port))
        delete.send("DELETE /scene HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        #expect(Response(delete.receive()).status == 405)
        // Headers far over the cap: refused, never served.
        let big = String(repeating: "a", count: 64 * 1024)
        let huge = get("/scene", port: port, extraHeaders: "X-Padding: \(big)\r\n")
        #expect((huge?.status ?? 0) != 200)
        let longURL = get("/hit?x=1&y=1&pad=" + big, port: port)
        #expect((longURL?.status ?? 0) != 200)
        // And the server still serves.
        #expect(try #require(get("/scene", port: port)).status == 200)
    }

    @Test func eventStreamsTellEveryChange() throws {
        let server = try LiveServer(port: 0, initial: try Self.scene(version: 1))
        defer { server.stop() }
        let c = try #require(Connection(port: server.port))
        c.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        let first = c.receive { $0.contains("data: 1\n\n") }
        #expect(first.contains("text/event-stream"))
        #expect(first.contains("event: scene\ndata: 1\n\n"))
        server.publish(try Self.scene(version: 2, cardX: 50))
        #expect(c.receive { $0.contains("data: 2\n\n") }.contains("event: scene\ndata: 2\n\n"))
        #expect(try #require(get("/scene", port: server.port)).body.hasPrefix("{\"version\":2,"))
    }

    @Test func aRunStillGoingIsANewVersionOfTheSameScene() throws {
        let server = try LiveServer(port: 0, initial: try Self.scene(version: 0))
        defer { server.stop() }
        server.publish(try Self.scene(version: server.nextVersion()))
        server.showRunning("geo is still running loop.geo")
        let running = try #require(get("/scene", port: server.port)).body
        #expect(running.hasPrefix("{\"version\":2,\"now\":0,\"error\":null,\"running\":\"geo is still running loop.geo\",\"roots\":[{\"name\":\"root\""))
        server.showRunning(nil)
        #expect(try #require(get("/scene", port: server.port)).body.hasPrefix("{\"version\":3,\"now\":0,\"error\":null,\"running\":null,"))
        #expect(server.nextVersion() == 4)
    }

    @Test func aHundredConnectionsAtOnceStallNothing() throws {
        let server = try LiveServer(port: 0, initial: try Self.scene(version: 1))
        defer { server.stop() }
        // 100 open event streams, and 20 connections that send half a request and go quiet.
        var streams: [Connection] = []
        for _ in 0..<100 {
            let c = try #require(Connection(port: server.port))
            c.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
            streams.append(c)
        }
        var idle: [Connection] = []
        for _ in 0..<20 {
            let c = try #require(Connection(port: server.port))
            c.send("GET /scene HTTP/1.1\r\nHo")
            idle.append(c)
        }
        for c in streams { #expect(c.receive { $0.contains("data: 1\n\n") }.contains("data: 1\n\n")) }
        // Publishing does not wait for any of them, and a new request is answered.
        let clock = ContinuousClock()
        let start = clock.now
        server.publish(try Self.scene(version: 2))
        #expect(clock.now - start < .seconds(1))
        #expect(try #require(get("/scene", port: server.port)).status == 200)
        for c in streams { #expect(c.receive { $0.contains("data: 2\n\n") }.contains("data: 2\n\n")) }
        // Browsers that vanish mid-stream disturb nothing.
        streams.removeAll()
        server.publish(try Self.scene(version: 3))
        #expect(try #require(get("/scene", port: server.port)).body.hasPrefix("{\"version\":3,"))
    }

    @Test func stopEndsStreamsAndFreesThePort() throws {
        let server = try LiveServer(port: 0, initial: try Self.scene())
        let c = try #require(Connection(port: server.port))
        c.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        _ = c.receive { $0.contains("data: 1\n\n") }
        let port = server.port
        server.stop()
        // The open event stream ends. (Not "a new connection is refused": a server that
        // another test starts in parallel on port 0 may be given the freed port at once.)
        #expect(c.peerClosed())
        // The same port can be served again, by a server the page tells from the last one.
        let again = try LiveServer(port: port, initial: try Self.scene())
        #expect(again.port == port)
        #expect(again.id != server.id)
        #expect(try #require(get("/scene", port: port)).body.hasSuffix(",\"server\":\"\(again.id)\"}"))
        again.stop()
    }
}
