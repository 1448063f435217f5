// GNU libmicrohttpd (Debian: libmicrohttpd-dev; macOS: brew install libmicrohttpd), for the
// live view's server (Sources/GeoServe). microhttpd.h needs these system headers first.
#include <stdint.h>
#include <stdarg.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <signal.h>
#include <microhttpd.h>

// ---------------------------------------------------------------------------------------------
// The library is not linked on Linux: GeoServe loads it (dlopen) when the first live view
// starts (Sources/GeoServe/MicroHTTPD.swift), so a geo that never serves does not load it and
// the TLS libraries it depends on at every start-up. Swift calls it through these function
// pointer types, which the compiler checks against microhttpd.h (`__typeof__` does not refer
// to the symbols).
// ---------------------------------------------------------------------------------------------
typedef __typeof__(&MHD_stop_daemon) geo_mhd_stop_daemon_fn;
typedef __typeof__(&MHD_lookup_connection_value) geo_mhd_lookup_connection_value_fn;
typedef __typeof__(&MHD_create_response_from_buffer) geo_mhd_create_response_from_buffer_fn;
typedef __typeof__(&MHD_create_response_from_callback) geo_mhd_create_response_from_callback_fn;
typedef __typeof__(&MHD_destroy_response) geo_mhd_destroy_response_fn;
typedef __typeof__(&MHD_add_response_header) geo_mhd_add_response_header_fn;
typedef __typeof__(&MHD_queue_response) geo_mhd_queue_response_fn;

// ---------------------------------------------------------------------------------------------
// MHD_start_daemon and MHD_get_daemon_info are variadic, which Swift cannot call: these wrappers
// take the loaded function's address and pass the options the live view uses.
// ---------------------------------------------------------------------------------------------

/// A daemon on `address` (an IPv4 sockaddr_in; port 0 picks a free port) answering every
/// request with `handler`: one thread per connection (so a slow or idle browser, or a
/// Server-Sent Events stream, holds only its own thread) under an internal polling thread.
/// `connection_limit` caps simultaneous connections, `memory_limit` the bytes of a request's
/// line and headers, `timeout` idle seconds. `start_daemon` is MHD_start_daemon.
static inline struct MHD_Daemon *geo_mhd_start(void *start_daemon, const struct sockaddr_in *address,
                                               MHD_AccessHandlerCallback handler, void *context,
                                               unsigned int connection_limit, size_t memory_limit,
                                               unsigned int timeout) {
    unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD
        | MHD_USE_ITC | MHD_USE_AUTO;
    __typeof__(&MHD_start_daemon) start = (__typeof__(&MHD_start_daemon))start_daemon;
    return start(flags, 0, NULL, NULL, handler, context,
                 MHD_OPTION_SOCK_ADDR, (const struct sockaddr *)address,
                 MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                 MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                 MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                 MHD_OPTION_THREAD_STACK_SIZE, (size_t)(512 * 1024),
                 MHD_OPTION_END);
}

/// The port the daemon listens on (the one picked when asked for port 0), or 0.
/// `get_daemon_info` is MHD_get_daemon_info.
static inline uint16_t geo_mhd_port(void *get_daemon_info, struct MHD_Daemon *daemon) {
    __typeof__(&MHD_get_daemon_info) info_of = (__typeof__(&MHD_get_daemon_info))get_daemon_info;
    const union MHD_DaemonInfo *info = info_of(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/// Writing to a closed socket must not kill the session: ignore SIGPIPE (libmicrohttpd also
/// asks the kernel not to raise it where it can).
static inline void geo_ignore_sigpipe(void) {
    signal(SIGPIPE, SIG_IGN);
}

// ---------------------------------------------------------------------------------------------
// Ctrl-C for `geo --serve FILE`: the handler only sets a flag, which the serving loop polls.
// `static`, so only ONE Swift file (GeoServe/StopSignal.swift) may call these.
// ---------------------------------------------------------------------------------------------
static volatile sig_atomic_t geo_serve_stop_flag = 0;

static inline void geo_serve_stop_handler(int signo) {
    geo_serve_stop_flag = signo;
}

/// Installs the handler for SIGINT and SIGTERM (without SA_RESTART, so a sleep wakes up).
static inline void geo_serve_install_stop_handler(void) {
    struct sigaction action;
    action.sa_handler = geo_serve_stop_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
}

/// The signal that asked to stop (SIGINT or SIGTERM), or 0.
static inline int geo_serve_stop_requested(void) {
    return geo_serve_stop_flag;
}
