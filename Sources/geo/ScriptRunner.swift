#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GeoScript

/// The `geo` command's non-interactive modes: run a file, `-e` code, stdin, `--check`.
/// Exit statuses: 0 success, 1 runtime error or failed assert, 2 syntax or usage error (a file
/// named on the command line that cannot be read included).
enum ScriptRunner {
    static let version = "geo 0.1.0"

    static let usage = """
        usage: geo [FILE.geo [args…]]     run a script (no FILE: the REPL on a terminal, else stdin)
               geo -e 'code' [args…]      run code given on the command line
               geo -                      run the program read from standard input
               geo --check FILE.geo       parse and resolve without running
               geo --import DUMP [FILE.geo [args…] | -e 'code']
                                          read a recursiveDescription dump into `app`, then
                                          run the script or code (or the REPL, or stdin)
               geo --reference            print every built-in, type and member (docs/reference.md)
               geo [--import DUMP] --serve [FILE.geo] [--port N] [--watch]
                                          the live view: the trees drawn in a browser page
               geo --dump-ir FILE.geo     print the lowered form: each site's code path
               geo --help | --version

        Program output goes to stdout, errors and warnings to stderr.
        Exit status: 0 success, 1 runtime error or failed assert, 2 syntax or usage error
        (or a file named on the command line that cannot be read).
        """

    /// What `--help` adds to the usage: the REPL's commands, and where to read and learn.
    static var guide: String {
        """
        The REPL (geo with no arguments on a terminal) also takes commands:
          \(MetaCommand.names.joined(separator: " "))
          (:help NAME explains a built-in, a statement such as for or if, or a type such as View)

        Read more: docs/language.md (the language), docs/lessons.md (the lessons), README.md.
        Lessons: Scripts/lessons/*.geo print their own explanations, e.g.
          geo Scripts/lessons/01-frame-bounds-center.geo
        """
    }

    /// The command's interpreters, held until the process exits: `exit` then ends it without
    /// freeing what the script built (10 million closures took 3 s to free after the error
    /// was printed, a time in which Ctrl-C did nothing). Set on the main thread only, before
    /// any script runs. (`--serve --watch` makes one per change and lets the old ones go.)
    nonisolated(unsafe) static var kept: [Interpreter] = []

    /// A fresh interpreter with the whole file system granted, output to stdout.
    static func makeInterpreter(arguments: [String], keptUntilExit: Bool = true) -> Interpreter {
        let geo = Interpreter()
        if keptUntilExit { kept.append(geo) }
        geo.allowFiles(in: "/")
        geo.arguments = arguments
        geo.output = { text in writeOut(text) }
        geo.warnings = { d in
            flushOut()
            writeErr(d.description + "\n")
        }
        // `svg(v, "/dev/stdout")`: in order with print.
        geo.allowWriting(to: "/dev/stdout") { text in writeOut(text) }
        geo.allowWriting(to: "/dev/stderr") { text in
            flushOut()
            writeErr(text)
        }
        return geo
    }

    static func writeOut(_ text: String) {
        StandardStreams.output.write(text)
    }

    static func flushOut() {
        StandardStreams.output.flush()
    }

    static func writeErr(_ text: String) {
        StandardStreams.error(text)
    }

    /// Runs `body`, reporting a GeoError on stderr; returns the exit status. While it runs,
    /// SIGINT/SIGTERM/SIGHUP flush the output and end geo by the signal.
    static func report(_ body: () throws(GeoError) -> Void) -> Int32 {
        StandardStreams.endBySignalsAfterFlushing()
        do {
            try body()
            flushOut()
            return 0
        } catch {
            flushOut()
            writeErr(error.description + "\n")
            return exitStatus(of: error)
        }
    }

    /// 2 for a program that could not be parsed or resolved, and for a file named on the command
    /// line that cannot be read (the error has no place in a program); 1 for what went wrong
    /// while the program ran — a file error included when the program's own call or import
    /// named the file (`hierarchy(file:)` of a missing dump: the error is located there).
    static func exitStatus(of error: GeoError) -> Int32 {
        if error.isSyntaxError { return 2 }
        if error.kind == .file, error.diagnostics.allSatisfy({ $0.line == 0 }) { return 2 }
        return 1
    }

    /// Dispatches the command line (without the program name); nil means "start the REPL".
    static func main(_ args: [String]) -> Int32? {
        guard let first = args.first else {
            if isatty(STDIN_FILENO) != 0 { return nil }
            return runStdin(arguments: [])
        }
        switch first {
        case "--help", "-h", "--version", "--reference":
            guard args.count == 1 else {
                writeErr("geo: \(first) takes no arguments\n" + usage + "\n")
                return 2
            }
            if first == "--reference" {
                writeOut(Reference.markdown())
            } else {
                writeOut((first == "--version" ? version : usage + "\n\n" + guide) + "\n")
            }
            flushOut()
            return 0
        case "-e":
            guard args.count >= 2 else {
                writeErr("geo: -e needs code to run\n" + usage + "\n")
                return 2
            }
            let geo = makeInterpreter(arguments: Array(args.dropFirst(2)))
            return report { () throws(GeoError) in try geo.run(args[1], file: "<-e>") }
        case "--check":
            guard args.count == 2 else {
                writeErr("geo: --check takes one file\n" + usage + "\n")
                return 2
            }
            if let message = NearbyFile.missingFileMessage(args[1]) {
                writeErr(message)
                return 2
            }
            let geo = makeInterpreter(arguments: [])
            return report { () throws(GeoError) in try geo.checkFile(args[1]) }
        case "--serve":
            let (status, live, repl) = ServeCommand.main(Array(args.dropFirst()))
            if let status { return status }
            return MainActor.assumeIsolated { REPL.run(interpreter: repl ?? Interpreter(), live: live) }
        case "--dump-ir":
            guard args.count == 2 else {
                writeErr("geo: --dump-ir takes one file\n" + usage + "\n")
                return 2
            }
            let geo = makeInterpreter(arguments: [])
            return report { () throws(GeoError) in writeOut(try geo.loweredForm(ofFile: args[1])) }
        case "-":
            return runStdin(arguments: Array(args.dropFirst()))
        case "--import":
            return runImporting(Array(args.dropFirst()))
        default:
            if first.hasPrefix("-") && first.count > 1 {
                writeErr("geo: unknown option '\(first)'\n" + usage + "\n")
                return 2
            }
            if let message = NearbyFile.missingFileMessage(first) {
                writeErr(message)
                return 2
            }
            let geo = makeInterpreter(arguments: Array(args.dropFirst()))
            let status = report { () throws(GeoError) in try geo.runFile(first) }
            return status
        }
    }

    /// Reads a recursiveDescription dump into `app`; on failure prints the error and returns the
    /// exit status (2 for a file that cannot be read, 1 for a dump that does not parse).
    static func bindApp(_ dump: String, in geo: Interpreter, showingWarnings: Bool) -> Int32? {
        guard let error = appBinding(dump, in: geo, showingWarnings: showingWarnings) else { return nil }
        writeErr(error.description + "\n")
        return error.kind == .file ? 2 : 1
    }

    /// Binds `app` to the dump's root view; the error when the dump cannot be read.
    static func appBinding(_ dump: String, in geo: Interpreter, showingWarnings: Bool) -> GeoError? {
        do throws(GeoError) {
            let (root, warnings) = try geo.loadHierarchy(file: dump)
            if showingWarnings { for w in warnings { writeErr(w.description + "\n") } }
            geo["app"] = .view(root)
            return nil
        } catch {
            return error
        }
    }

    /// An interpreter `--import` prepared for the REPL (with `app` bound), or nil.
    nonisolated(unsafe) static var interpreterForREPL: Interpreter?

    /// `--import DUMP [FILE.geo [args…]]`: binds `app` to the dump's root view, then runs the
    /// script, or the REPL on a terminal, or standard input; nil means "start the REPL".
    static func runImporting(_ args: [String]) -> Int32? {
        guard let dump = args.first else {
            writeErr("geo: --import needs a recursiveDescription dump file\n" + usage + "\n")
            return 2
        }
        let rest = Array(args.dropFirst())
        if rest.first == "--serve" {
            // `geo --import DUMP --serve …`: the live view of the dump (and of a script using `app`).
            return main(["--serve"] + rest.dropFirst() + ["--import", dump])
        }
        let geo = makeInterpreter(arguments: Array(rest.dropFirst()))
        if let status = bindApp(dump, in: geo, showingWarnings: true) { return status }
        if rest.first == "-e" {
            guard rest.count >= 2 else {
                writeErr("geo: -e needs code to run\n" + usage + "\n")
                return 2
            }
            geo.arguments = Array(rest.dropFirst(2))
            return report { () throws(GeoError) in try geo.run(rest[1], file: "<-e>") }
        }
        if let script = rest.first {
            return report { () throws(GeoError) in try geo.runFile(script) }
        }
        if isatty(STDIN_FILENO) != 0 {
            interpreterForREPL = geo
            return nil
        }
        return runStdin(arguments: [], interpreter: geo)
    }

    static func runStdin(arguments: [String], interpreter: Interpreter? = nil) -> Int32 {
        let geo = interpreter ?? makeInterpreter(arguments: arguments)
        StandardStreams.endBySignalsAfterFlushing()
        switch StandardStreams.readInput(limit: Interpreter.maxSourceBytes) {
        case .success(let bytes):
            return report { () throws(GeoError) in try geo.run(bytes: bytes, file: "<stdin>") }
        case .failure(let error) where error.code == 0:
            writeErr("geo: standard input is larger than \(Interpreter.maxSourceBytes >> 20) MB, the largest program geo reads\n")
            return 2
        case .failure(let error):
            writeErr("geo: cannot read standard input: \(error.message)\n")
            return 2
        }
    }
}
