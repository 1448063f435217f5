#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CMicroHTTPD

/// One `GET /events` connection: a Server-Sent Events stream with one `scene` event (data: the
/// version) for each version published after the one last sent, and a comment line every
/// `keepAliveSeconds` so idle proxies and the library's timeout leave it open.
///
/// The reader runs on the connection's own thread and blocks there while nothing changes.
final class EventStream {
    let hub: SceneHub
    var sent: Int?
    init(hub: SceneHub) { self.hub = hub }

    /// The next chunk, or nil when the server stops.
    func next() -> [UInt8]? {
        guard let last = sent else {
            let version = hub.current.snapshot.version
            sent = version
            return Array("retry: 500\nevent: scene\ndata: \(version)\n\n".utf8)
        }
        guard let version = hub.wait(after: last, seconds: LiveServer.keepAliveSeconds) else { return nil }
        if version == last { return Array(": keep-alive\n\n".utf8) }
        sent = version
        return Array("event: scene\ndata: \(version)\n\n".utf8)
    }
}

/// libmicrohttpd's content reader for an event stream. Chunks are far smaller than `max`
/// (1024 bytes, the block size asked for).
let eventStreamRead: MHD_ContentReaderCallback = { cls, _, buffer, max in
    guard let cls, let buffer else { return -2 }  // MHD_CONTENT_READER_END_WITH_ERROR
    let stream = Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue()
    guard let chunk = stream.next(), chunk.count <= max else { return -1 }  // END_OF_STREAM
    chunk.withUnsafeBytes { raw in
        if let base = raw.baseAddress { memcpy(buffer, base, raw.count) }
    }
    return chunk.count
}

/// Releases the stream when the connection ends.
let eventStreamFree: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    Unmanaged<EventStream>.fromOpaque(cls).release()
}
