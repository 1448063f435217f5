// The `geo` command: scripts, -e, --check, stdin; the REPL on a terminal.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoScript

StandardStreams.reserveClosedStreams()
let arguments = Array(CommandLine.arguments.dropFirst())
if let status = ScriptRunner.main(arguments) {
    StandardStreams.output.flush()
    exit(status)
}
exit(MainActor.assumeIsolated { REPL.run(interpreter: ScriptRunner.interpreterForREPL ?? Interpreter()) })
