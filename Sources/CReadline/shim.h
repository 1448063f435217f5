// GNU readline and its history library (Debian: libreadline-dev; macOS: Homebrew's readline,
// found through its readline.pc; see Package.swift).
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// ---------------------------------------------------------------------------------------------
// Loading. On Linux geo does not link readline: `geo_readline_load` opens it (dlopen) when the
// REPL starts, so running a script does not load readline and its terminfo library at every
// start (~0.6 MB of memory, ~500 symbol bindings). Every readline function and variable used
// here goes through `GEO_RL(name)`: on Linux the address found in the library (its type taken
// from readline.h by `__typeof__`, which does not refer to the symbol), on macOS — which links
// readline (Package.swift) — the symbol itself. Swift calls the `geo_rl_*` wrappers below.
// ---------------------------------------------------------------------------------------------
#if defined(__linux__)
#include <dlfcn.h>

#define GEO_RL_SYMBOLS(X) \
    X(rl_initialize) X(rl_variable_bind) X(stifle_history) X(add_history) \
    X(rl_callback_handler_install) X(rl_callback_handler_remove) X(rl_callback_read_char) \
    X(rl_callback_sigcleanup) X(rl_cleanup_after_signal) X(rl_free_line_state) \
    X(rl_resize_terminal) X(rl_deprep_terminal) X(rl_prep_terminal) X(rl_forced_update_display) \
    X(rl_display_match_list) X(rl_readline_name) X(rl_catch_signals) X(rl_catch_sigwinch) \
    X(rl_attempted_completion_function) X(rl_completion_word_break_hook) \
    X(rl_completion_display_matches_hook) X(rl_completer_quote_characters) \
    X(rl_basic_quote_characters) X(rl_filename_completion_desired) X(rl_outstream) \
    X(rl_attempted_completion_over) X(rl_completion_append_character) \
    X(rl_completion_suppress_append) X(rl_line_buffer) X(rl_point) X(rl_end) X(rl_deprep_term_function) \
    X(rl_insert_text) X(rl_redisplay)

/// A readline symbol, looked up in the libraries loaded with RTLD_GLOBAL (a null handle is
/// glibc's RTLD_DEFAULT); readline was loaded by `geo_readline_load` before the REPL starts.
/// (No table in static storage: a header's static data is not emitted into Swift's objects.)
static inline void *geo_readline_symbol(const char *name) { return dlsym((void *)0, name); }
#define GEO_RL(name) (*(__typeof__(&name))geo_readline_symbol(#name))

/// Opens readline and checks it has what the REPL uses: NULL when done, else why it could not.
static inline const char *geo_readline_load(void) {
    void *library = dlopen("libreadline.so.8", RTLD_NOW | RTLD_GLOBAL);
    if (library == NULL) library = dlopen("libreadline.so", RTLD_NOW | RTLD_GLOBAL);
    if (library == NULL) return dlerror();
#define GEO_RL_CHECK(name) if (geo_readline_symbol(#name) == NULL) return "the library has no " #name;
    GEO_RL_SYMBOLS(GEO_RL_CHECK)
#undef GEO_RL_CHECK
    return NULL;
}
#else
#define GEO_RL(name) name
static inline const char *geo_readline_load(void) { return NULL; }
#endif

// The functions the REPL calls, through `GEO_RL`.
static inline int geo_rl_initialize(void) { return GEO_RL(rl_initialize)(); }
static inline int geo_rl_variable_bind(const char *variable, const char *value) {
    return GEO_RL(rl_variable_bind)(variable, value);
}
static inline void geo_stifle_history(int max) { GEO_RL(stifle_history)(max); }
static inline void geo_add_history(const char *line) { GEO_RL(add_history)(line); }
static inline void geo_rl_callback_handler_install(const char *prompt, rl_vcpfunc_t *handler) {
    GEO_RL(rl_callback_handler_install)(prompt, handler);
}
static inline void geo_rl_callback_handler_remove(void) { GEO_RL(rl_callback_handler_remove)(); }
static inline void geo_rl_callback_read_char(void) { GEO_RL(rl_callback_read_char)(); }
static inline void geo_rl_callback_sigcleanup(void) { GEO_RL(rl_callback_sigcleanup)(); }
static inline void geo_rl_cleanup_after_signal(void) { GEO_RL(rl_cleanup_after_signal)(); }
static inline void geo_rl_free_line_state(void) { GEO_RL(rl_free_line_state)(); }
static inline void geo_rl_resize_terminal(void) { GEO_RL(rl_resize_terminal)(); }
static inline void geo_rl_deprep_terminal(void) { GEO_RL(rl_deprep_terminal)(); }
static inline void geo_rl_prep_terminal(int meta_flag) { GEO_RL(rl_prep_terminal)(meta_flag); }
static inline int geo_rl_forced_update_display(void) { return GEO_RL(rl_forced_update_display)(); }
/// Puts `text` in the line being edited at the cursor and draws the line again (a line read
/// ahead quietly that had no end yet, given back for editing).
static inline void geo_rl_insert_text(const char *text) {
    GEO_RL(rl_insert_text)(text);
    GEO_RL(rl_redisplay)();
}

// ---------------------------------------------------------------------------------------------
// Small helpers for the REPL (Sources/geo/REPL). In Swift 6 mode every mutable C global is a
// "not concurrency-safe" error, so the REPL never touches readline's globals directly: these
// setters and getters do it on the main thread, where readline runs.
//
// The helpers are `static inline` and one of them owns a `static` flag. Clang emits them into
// every Swift object file that calls them, so only ONE Swift file (REPL/Readline.swift) calls
// the `geo_sigint_*` functions — otherwise each file would see its own copy of the flag.
// ---------------------------------------------------------------------------------------------
#include <signal.h>
#include <string.h>
#include <locale.h>
#include <stdlib.h>

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

/// Set by the SIGINT handler, taken (read and cleared) by the REPL. Only lock-free atomic
/// operations touch it, so the handler stays async-signal-safe and threads agree on it.
static int geo_sigint_flag = 0;
/// A self-pipe: the handler also writes a byte here, so a `poll` that includes the read end wakes
/// up whichever thread the kernel delivered the signal to.
static int geo_sigint_pipe[2] = { -1, -1 };

static inline void geo_sigint_handler(int signo) {
    (void)signo;
    int saved = errno;
    __atomic_store_n(&geo_sigint_flag, 1, __ATOMIC_SEQ_CST);
    if (geo_sigint_pipe[1] >= 0) {
        char byte = 1;
        ssize_t ignored = write(geo_sigint_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

/// Set by the SIGWINCH handler: the terminal changed size. readline only catches SIGWINCH while
/// it reads a character in callback mode, so the REPL catches it itself, as CPython does, and
/// calls `rl_resize_terminal`.
static int geo_sigwinch_flag = 0;

static inline void geo_sigwinch_handler(int signo) {
    (void)signo;
    int saved = errno;
    __atomic_store_n(&geo_sigwinch_flag, 1, __ATOMIC_SEQ_CST);
    if (geo_sigint_pipe[1] >= 0) {
        char byte = 2;
        ssize_t ignored = write(geo_sigint_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

/// Set by the SIGCONT handler: the REPL was stopped (Ctrl-Z) and resumed (`fg`), and the shell
/// has put the terminal back in its own mode, so readline's raw mode must be set up again.
static int geo_sigcont_flag = 0;

static inline void geo_sigcont_handler(int signo) {
    (void)signo;
    int saved = errno;
    __atomic_store_n(&geo_sigcont_flag, 1, __ATOMIC_SEQ_CST);
    if (geo_sigint_pipe[1] >= 0) {
        char byte = 3;
        ssize_t ignored = write(geo_sigint_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

/// 1 if the process was resumed since the last call, and clears it.
static inline int geo_sigcont_take(void) {
    return __atomic_exchange_n(&geo_sigcont_flag, 0, __ATOMIC_SEQ_CST);
}

/// The number of a SIGTERM or SIGHUP that asked the REPL to end (0: none). readline's own
/// handlers are off, so the REPL catches these itself to put the terminal back before it goes.
static int geo_terminate_signal = 0;

static inline void geo_terminate_handler(int signo) {
    int saved = errno;
    __atomic_store_n(&geo_terminate_signal, signo, __ATOMIC_SEQ_CST);
    if (geo_sigint_pipe[1] >= 0) {
        char byte = 4;
        ssize_t ignored = write(geo_sigint_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

/// The terminating signal received so far (0: none); it stays set.
static inline int geo_terminate_pending(void) {
    return __atomic_load_n(&geo_terminate_signal, __ATOMIC_SEQ_CST);
}

/// 1 if the terminal was resized since the last call, and clears it.
static inline int geo_sigwinch_take(void) {
    return __atomic_exchange_n(&geo_sigwinch_flag, 0, __ATOMIC_SEQ_CST);
}

/// Empties the self-pipe (the flags say what happened).
static inline void geo_signal_pipe_drain(void) {
    if (geo_sigint_pipe[0] >= 0) {
        char buffer[64];
        while (read(geo_sigint_pipe[0], buffer, sizeof buffer) > 0) { }
    }
}

/// Installs a SIGINT handler that only sets the flag (and pokes the pipe). No SA_RESTART, so a
/// blocking call returns EINTR (CPython's approach). Returns 0 on success.
static inline int geo_sigint_install(void) {
    if (geo_sigint_pipe[0] < 0) {
        if (pipe(geo_sigint_pipe) == 0) {
            for (int i = 0; i < 2; i++) {
                fcntl(geo_sigint_pipe[i], F_SETFL, fcntl(geo_sigint_pipe[i], F_GETFL) | O_NONBLOCK);
                fcntl(geo_sigint_pipe[i], F_SETFD, FD_CLOEXEC);
            }
        } else {
            geo_sigint_pipe[0] = geo_sigint_pipe[1] = -1;
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = geo_sigint_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    struct sigaction resize;
    memset(&resize, 0, sizeof resize);
    resize.sa_handler = geo_sigwinch_handler;
    sigemptyset(&resize.sa_mask);
    resize.sa_flags = SA_RESTART;
    sigaction(SIGWINCH, &resize, NULL);
    struct sigaction resume = resize;
    resume.sa_handler = geo_sigcont_handler;
    sigaction(SIGCONT, &resume, NULL);
    struct sigaction terminate = action;
    terminate.sa_handler = geo_terminate_handler;
    sigaction(SIGTERM, &terminate, NULL);
    sigaction(SIGHUP, &terminate, NULL);
    return sigaction(SIGINT, &action, NULL);
}

/// Restores the default SIGINT, SIGWINCH, SIGCONT, SIGTERM and SIGHUP dispositions (the REPL is
/// leaving).
static inline void geo_sigint_uninstall(void) {
    signal(SIGINT, SIG_DFL);
    signal(SIGWINCH, SIG_DFL);
    signal(SIGCONT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
}

/// The read end of the self-pipe, to `poll` beside the terminal; -1 if there is none.
static inline int geo_sigint_wakeup_fd(void) { return geo_sigint_pipe[0]; }

/// 1 if SIGINT arrived since the last call, and clears it.
static inline int geo_sigint_take(void) {
    return __atomic_exchange_n(&geo_sigint_flag, 0, __ATOMIC_SEQ_CST);
}

/// Word breaks for completion: `.`, `[` and `]` are not, so `card.frame.wi` and
/// `root.subviews[0].fr` reach the completer whole.
/// Inside a string literal (an odd number of unescaped quotes before the cursor) only the quote
/// and blanks break, so `import "lib/sha` completes the path `lib/sha`.
static inline char *geo_rl_word_break_hook(void) {
    static char code_breaks[] = " \t\n\"'`@$><=;|&{}(),+-*/%!:^~?#";
    static char string_breaks[] = " \t\n\"";
    int in_string = 0;
    for (int i = 0; i < GEO_RL(rl_point) && GEO_RL(rl_line_buffer) != NULL && GEO_RL(rl_line_buffer)[i] != '\0'; i++) {
        char c = GEO_RL(rl_line_buffer)[i];
        if (in_string && c == '\\') { i++; continue; }
        if (c == '"') in_string = !in_string;
    }
    return in_string ? string_breaks : code_breaks;
}

/// Lists candidates (double Tab) by their last part only, as readline lists file names:
/// `width  height  minX` after `card.frame.`, `shapes.geo` after `import "lib/`.
static inline void geo_rl_display_matches(char **matches, int count, int max_length) {
    // matches[0] is the common prefix; cut every candidate after its last '.' or '/' in it.
    int cut = 0;
    for (int i = 0; matches[0] != NULL && matches[0][i] != '\0'; i++) {
        if (matches[0][i] == '.' || matches[0][i] == '/') cut = i + 1;
    }
    char **shown = (char **)calloc((size_t)count + 2, sizeof(char *));
    if (shown == NULL) {
        GEO_RL(rl_display_match_list)(matches, count, max_length);
    } else {
        for (int i = 0; i <= count; i++) {
            size_t length = matches[i] != NULL ? strlen(matches[i]) : 0;
            shown[i] = matches[i] != NULL ? matches[i] + ((size_t)cut <= length ? (size_t)cut : length) : NULL;
        }
        GEO_RL(rl_display_match_list)(shown, count, max_length > cut ? max_length - cut : max_length);
        free(shown);
    }
    GEO_RL(rl_forced_update_display)();
}

/// One-time readline set-up for geo: application name "geo" (for `$if geo` in ~/.inputrc), no
/// signal handlers of readline's own (the REPL's handler above takes SIGINT), our completer and
/// word breaks, and the terminal left in readline's mode when a line ends. Call before
/// `rl_initialize`.
///
/// readline puts the terminal back in canonical mode after each line; then a Ctrl-D typed while
/// the entry runs is taken by the line discipline as an end of file, which readline later reads
/// as a NUL byte (a no-op): the Ctrl-D is lost. Left in readline's mode (no canonical editing,
/// no echo; signals still on), keys typed while an entry runs wait as they are and reach the
/// next prompt as if typed there. The REPL restores the terminal when it ends
/// (`geo_rl_deprep_terminal`).
static inline void geo_rl_setup(rl_completion_func_t *completer) {
    GEO_RL(rl_deprep_term_function) = NULL;
    GEO_RL(rl_readline_name) = "geo";
    GEO_RL(rl_catch_signals) = 0;
    GEO_RL(rl_catch_sigwinch) = 0;
    GEO_RL(rl_attempted_completion_function) = completer;
    GEO_RL(rl_completion_word_break_hook) = geo_rl_word_break_hook;
    GEO_RL(rl_completion_display_matches_hook) = geo_rl_display_matches;
    GEO_RL(rl_completer_quote_characters) = NULL;
    GEO_RL(rl_basic_quote_characters) = "";
    GEO_RL(rl_filename_completion_desired) = 0;
}

/// Quiet (1): readline draws nothing (prompt, echo, the final newline go to /dev/null) until
/// quiet is turned off (0), which puts its output stream back. The REPL reads a pasted line
/// ahead this way, and shows it with the right prompt once it knows what the line is.
static inline void geo_rl_quiet(int quiet) {
    static FILE *null_stream = NULL;
    static FILE *saved = NULL;
    static int is_quiet = 0;
    if (quiet && !is_quiet) {
        if (null_stream == NULL) null_stream = fopen("/dev/null", "w");
        if (null_stream == NULL) return;
        saved = GEO_RL(rl_outstream);
        GEO_RL(rl_outstream) = null_stream;
        is_quiet = 1;
    } else if (!quiet && is_quiet) {
        GEO_RL(rl_outstream) = saved;
        is_quiet = 0;
    }
}

/// Edit on standard error instead of standard output (used when stdout is redirected to a file
/// but stderr is still the terminal: prompts and echo stay on screen, values go to the file).
static inline void geo_rl_edit_on_stderr(void) {
    GEO_RL(rl_outstream) = stderr;
}

/// Called from inside the completer on every attempt (readline resets these before each one):
/// no filename fallback, nothing appended after a match (`view.frame` must not get a space).
static inline void geo_rl_completion_attempt_settings(void) {
    GEO_RL(rl_attempted_completion_over) = 1;
    GEO_RL(rl_completion_append_character) = '\0';
    GEO_RL(rl_completion_suppress_append) = 1;
}

/// The whole line being edited (readline's buffer; valid until the next readline call).
static inline const char *geo_rl_line_buffer(void) { return GEO_RL(rl_line_buffer); }

/// The cursor's byte offset in the line buffer.
static inline int geo_rl_point(void) { return GEO_RL(rl_point); }

/// Whether a line is being edited and has text in it.
static inline int geo_rl_line_length(void) { return GEO_RL(rl_end); }
