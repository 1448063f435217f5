// The `geo` command: scripts, -e, --check, stdin; the REPL on a terminal.
import Foundation
import GeoScript

if let status = ScriptRunner.main(Array(CommandLine.arguments.dropFirst())) {
    exit(status)
}
exit(MainActor.assumeIsolated { REPL.run(interpreter: ScriptRunner.interpreterForREPL ?? Interpreter()) })
