// The `geo` command: scripts, -e, --check, stdin; the REPL on a terminal.
#if canImport(Glibc)
import Glibc
import CMalloc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoScript

#if canImport(Glibc)
// Under `ulimit -v`, one malloc arena: glibc gives each further thread's arena 64 MB of address
// space at a time (reserving twice that for a moment to align it), so the interpreter's thread
// ran out of address space 40 MB below the limit `Limits.memory` keeps (stress row
// MEM-recursion: "failed to allocate 80 bytes", SIGABRT). The main arena grows as it is used.
do {
    var limit = rlimit()
    if getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max { mallopt(M_ARENA_MAX, 1) }
}
#endif
StandardStreams.reserveClosedStreams()
let arguments = Array(CommandLine.arguments.dropFirst())
if let status = ScriptRunner.main(arguments) {
    StandardStreams.output.flush()
    exit(status)
}
exit(MainActor.assumeIsolated { REPL.run(interpreter: ScriptRunner.interpreterForREPL ?? Interpreter()) })
