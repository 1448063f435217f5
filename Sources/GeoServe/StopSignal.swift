import CMicroHTTPD

/// Ctrl-C (SIGINT) and SIGTERM while `geo --serve FILE` serves: the handler only sets a flag
/// that the serving loop polls. The only file that calls the shim's `geo_serve_*` functions
/// (they share one `static` flag per object file).
public enum StopSignal {
    /// Installs the handler for SIGINT and SIGTERM.
    public static func install() { geo_serve_install_stop_handler() }

    /// Whether SIGINT or SIGTERM arrived since `install()`.
    public static var requested: Bool { geo_serve_stop_requested() != 0 }

    /// The signal that arrived (SIGINT or SIGTERM), or 0.
    public static var signal: Int32 { geo_serve_stop_requested() }
}
