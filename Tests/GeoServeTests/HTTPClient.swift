#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A raw TCP connection to 127.0.0.1 for the server tests: what a browser (or an attacker's
/// page) sends, byte for byte.
final class Connection {
    let fd: Int32

    init?(port: UInt16, timeoutSeconds: Int = 5) {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }  // (deinit's close(-1) does nothing)
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // Not closed here: a class whose failable init fails after every property is set is
        // deinitialised, and `deinit` closes `fd` (closing it here too closed whatever a
        // parallel test had opened with the same number since: the live-view server's eventfd,
        // which aborted the run in libmicrohttpd, "Failed to destroy ITC").
        guard ok == 0 else { return nil }
    }

    deinit { close(fd) }

    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { raw in
                #if canImport(Glibc)
                Glibc.send(fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(fd, raw.baseAddress, raw.count, 0)
                #endif
            }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    /// Whether the peer has closed the connection: reads (and drops) what is still buffered
    /// until the end of the stream (true) or until the timeout passes with the stream still
    /// open (false).
    func peerClosed() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 { continue }
            if n == 0 { return true }
            return errno != EAGAIN && errno != EWOULDBLOCK  // a reset ends it too; a timeout does not
        }
    }

    /// Reads what arrives until the peer closes, `stop` says so, or the timeout passes.
    func receive(until stop: (String) -> Bool = { _ in false }) -> String {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
            if stop(String(decoding: data, as: UTF8.self)) { break }
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// One response: status code, headers (lowercased names), body.
struct Response {
    var status = 0
    var headers: [String: String] = [:]
    var body = ""

    init(_ raw: String) {
        guard let split = raw.firstRange(of: "\r\n\r\n") else { return }
        let head = raw[..<split.lowerBound].split(separator: "\r\n")
        if let first = head.first {
            let parts = first.split(separator: " ")
            if parts.count >= 2 { status = Int(parts[1]) ?? 0 }
        }
        for line in head.dropFirst() {
            if let colon = line.firstIndex(of: ":") {
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingPrefix(" ").description
            }
        }
        body = String(raw[split.upperBound...])
    }
}

/// GET `path` with `Host: 127.0.0.1:PORT` (or `host`), `Connection: close`.
func get(_ path: String, port: UInt16, host: String? = nil, extraHeaders: String = "") -> Response? {
    guard let c = Connection(port: port) else { return nil }
    c.send("GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\(extraHeaders)Connection: close\r\n\r\n")
    return Response(c.receive())
}
