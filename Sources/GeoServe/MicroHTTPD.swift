#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CMicroHTTPD

/// The libmicrohttpd functions the live view calls, found when the first server starts.
///
/// geo does not link libmicrohttpd on Linux: loading it (and GnuTLS, Nettle, p11-kit … which
/// it depends on) at every start-up cost a `geo -e 'print(1)'` about a third of its time and
/// memory, for a server most runs never start. The functions are looked up in the process
/// first (macOS links the library, Package.swift), then in libmicrohttpd's shared library.
struct MicroHTTPD: @unchecked Sendable {
    let startDaemon: UnsafeMutableRawPointer
    let getDaemonInfo: UnsafeMutableRawPointer
    let stopDaemon: geo_mhd_stop_daemon_fn
    let lookupConnectionValue: geo_mhd_lookup_connection_value_fn
    let createResponseFromBuffer: geo_mhd_create_response_from_buffer_fn
    let createResponseFromCallback: geo_mhd_create_response_from_callback_fn
    let destroyResponse: geo_mhd_destroy_response_fn
    let addResponseHeader: geo_mhd_add_response_header_fn
    let queueResponse: geo_mhd_queue_response_fn

    /// Loaded once per process (a `static let` is initialised once, thread-safely).
    static let loaded: Result<MicroHTTPD, LiveServerError> = load()

    #if canImport(Darwin)
    static let libraryNames = ["libmicrohttpd.12.dylib", "/opt/homebrew/opt/libmicrohttpd/lib/libmicrohttpd.12.dylib",
                               "/usr/local/opt/libmicrohttpd/lib/libmicrohttpd.12.dylib"]
    #else
    static let libraryNames = ["libmicrohttpd.so.12", "libmicrohttpd.so"]
    #endif

    private static func load() -> Result<MicroHTTPD, LiveServerError> {
        var found: [String: UnsafeMutableRawPointer] = [:]
        let names = ["MHD_start_daemon", "MHD_get_daemon_info", "MHD_stop_daemon", "MHD_lookup_connection_value",
                     "MHD_create_response_from_buffer", "MHD_create_response_from_callback",
                     "MHD_destroy_response", "MHD_add_response_header", "MHD_queue_response"]
        func resolve(in handle: UnsafeMutableRawPointer) {
            for name in names where found[name] == nil {
                if let symbol = dlsym(handle, name) { found[name] = symbol }
            }
        }
        #if canImport(Darwin)
        let process = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT: every loaded image
        #else
        let process = dlopen(nil, RTLD_NOW)                     // the program and what it links
        #endif
        if let process { resolve(in: process) }
        var reason = ""
        for library in libraryNames where found.count < names.count {
            guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else {
                if reason.isEmpty, let message = dlerror() { reason = String(cString: message) }
                continue
            }
            resolve(in: handle)
        }
        guard found.count == names.count, let start = found["MHD_start_daemon"], let info = found["MHD_get_daemon_info"],
              let stop = found["MHD_stop_daemon"], let lookup = found["MHD_lookup_connection_value"],
              let buffer = found["MHD_create_response_from_buffer"], let callback = found["MHD_create_response_from_callback"],
              let destroy = found["MHD_destroy_response"], let header = found["MHD_add_response_header"],
              let queue = found["MHD_queue_response"] else {
            let missing = names.filter { found[$0] == nil }.joined(separator: ", ")
            return .failure(LiveServerError(description:
                "the live view needs GNU libmicrohttpd, which could not be loaded"
                    + (reason.isEmpty ? " (missing: \(missing))" : " (\(reason))")
                    + "; install it (Debian/Ubuntu: apt-get install libmicrohttpd12; macOS: brew install libmicrohttpd)"))
        }
        return .success(MicroHTTPD(
            startDaemon: start, getDaemonInfo: info,
            stopDaemon: unsafeBitCast(stop, to: geo_mhd_stop_daemon_fn.self),
            lookupConnectionValue: unsafeBitCast(lookup, to: geo_mhd_lookup_connection_value_fn.self),
            createResponseFromBuffer: unsafeBitCast(buffer, to: geo_mhd_create_response_from_buffer_fn.self),
            createResponseFromCallback: unsafeBitCast(callback, to: geo_mhd_create_response_from_callback_fn.self),
            destroyResponse: unsafeBitCast(destroy, to: geo_mhd_destroy_response_fn.self),
            addResponseHeader: unsafeBitCast(header, to: geo_mhd_add_response_header_fn.self),
            queueResponse: unsafeBitCast(queue, to: geo_mhd_queue_response_fn.self)))
    }
}
