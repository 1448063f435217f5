import Foundation
import Testing

/// The `geo` command run as a shell runs it: from a working directory, with redirections.
enum Shell {
    struct Result {
        let status: Int32
        let out: String
        let err: String
    }

    /// Runs `/bin/sh -c script` in `directory` with `$GEO` naming the geo binary; stdout and
    /// stderr are collected through files (so a script may close or redirect them freely).
    static func run(_ script: String, in directory: String? = nil) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("geo-sh-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "(\(script)) > '\(scratch)/out' 2> '\(scratch)/err' < /dev/null"]
        process.environment = ["PATH": "/usr/bin:/bin", "GEO": GeoBinary.path, "HOME": scratch, "TERM": "dumb"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? scratch)
        try process.run()
        process.waitUntilExit()
        let out = (try? String(contentsOfFile: scratch + "/out", encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: scratch + "/err", encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, out: out, err: err)
    }

    /// Two fresh folders (a working directory and a scripts folder), removed after `body`.
    static func withFolders(_ body: (_ work: String, _ scripts: String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("geo-cmd-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["work", "scripts"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try body(root + "/work", root + "/scripts")
    }
}

/// Issue 12 item 13: a path the script's user gives means what it means in their shell.
struct RelativePathTests {
    @Test func anSvgPathGivenOnTheCommandLineIsRelativeToTheCurrentDirectory() throws {
        try Shell.withFolders { work, scripts in
            try "svg(View(frame: (0, 0, 10, 10)), arguments[0])\n".write(toFile: scripts + "/picture.geo", atomically: true, encoding: .utf8)
            let result = try Shell.run("\"$GEO\" '\(scripts)/picture.geo' demo.svg", in: work)
            #expect(result.status == 0, "\(result.err)")
            #expect(FileManager.default.fileExists(atPath: work + "/demo.svg"))
            #expect(!FileManager.default.fileExists(atPath: scripts + "/demo.svg"))
        }
    }

    /// The sandbox opens neither (links to descriptors, not files): the command hands their
    /// text to its own streams, in order with print.
    @Test func anSvgWrittenToStandardOutputOrErrorArrivesThere() throws {
        let out = try Shell.run("\"$GEO\" -e 'print(1)\nsvg(View(frame: (0, 0, 10, 10)), \"/dev/stdout\")\nprint(2)'")
        #expect(out.status == 0, "\(out.err)")
        #expect(out.out.hasPrefix("1\n<svg"), "\(out.out)")
        #expect(out.out.hasSuffix("</svg>\n2\n"), "\(out.out)")
        let err = try Shell.run("\"$GEO\" -e 'svg(View(frame: (0, 0, 10, 10)), \"/dev/stderr\")'")
        #expect(err.status == 0 && err.out.isEmpty)
        #expect(err.err.hasPrefix("<svg"), "\(err.err)")
    }

    @Test func importStaysRelativeToTheImportingFile() throws {
        try Shell.withFolders { work, scripts in
            try "import \"lib.geo\"\nprint(answer)\n".write(toFile: scripts + "/main.geo", atomically: true, encoding: .utf8)
            try "let answer = 42\n".write(toFile: scripts + "/lib.geo", atomically: true, encoding: .utf8)
            let result = try Shell.run("\"$GEO\" '\(scripts)/main.geo'", in: work)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out == "42\n")
        }
    }
}

/// Issue 13, C4: a closed, full or broken standard stream ends geo with a one-line message and
/// status 1 (2 for unreadable input), never a trap; EPIPE is silent.
struct BrokenStreamTests {
    @Test func aClosedStandardOutputIsReportedNotATrap() throws {
        let r = try Shell.run("\"$GEO\" -e 'print(1)' >&-")
        #expect(r.status == 1)
        #expect(r.err == "geo: cannot write to standard output: Bad file descriptor\n")
    }

    @Test func aFullDiskIsReported() throws {
        let r = try Shell.run("\"$GEO\" -e 'print(1)' > /dev/full")
        #expect(r.status == 1)
        #expect(r.err == "geo: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedStandardErrorDoesNotStopTheProgram() throws {
        let r = try Shell.run("\"$GEO\" -e 'print(1)' 2>&-")
        #expect(r.status == 0)
        #expect(r.out == "1\n")
    }

    /// A file the script names (a dump, an import) that cannot be read is an error of the run,
    /// located at the call: exit status 1, after what ran before it; a script named on the
    /// command line that cannot be read is a usage error: 2.
    @Test func aFileTheScriptNamesIsARuntimeErrorAndTheScriptItselfAUsageError() throws {
        let missingDump = try Shell.run("\"$GEO\" -e 'print(\"a\"); let app = hierarchy(file: \"missing.txt\")'")
        #expect(missingDump.status == 1)
        #expect(missingDump.out == "a\n")
        #expect(missingDump.err.hasPrefix("<-e>:1:23: error: no such file: 'missing.txt'"), "\(missingDump.err)")
        let missingImport = try Shell.run("\"$GEO\" -e 'import \"missing.geo\"'")
        #expect(missingImport.status == 1)
        let missingScript = try Shell.run("\"$GEO\" missing.geo")
        #expect(missingScript.status == 2)
        #expect(missingScript.err == "geo: error: no such file: 'missing.geo'\n")
    }

    @Test func aClosedStandardInputIsReported() throws {
        let r = try Shell.run("\"$GEO\" - <&-")
        #expect(r.status == 2)
        #expect(r.err == "geo: cannot read standard input: Bad file descriptor\n")
    }

    @Test func aBrokenPipeWithSIGPIPEIgnoredEndsQuietly() throws {
        let r = try Shell.run("trap '' PIPE; { \"$GEO\" -e 'for i in 0..<1000000 { print(i) }' 2> err; echo $? > status; } | head -1; cat err status")
        #expect(r.out == "0\n1\n")
    }
}

/// Issue 13, M5 and the invalid-UTF-8 item: standard input is bounded and checked.
struct StandardInputTests {
    @Test func anEndlessInputIsRefusedPromptly() throws {
        let r = try Shell.run("\"$GEO\" - < /dev/zero")
        #expect(r.status == 2)
        #expect(r.err == "geo: standard input is larger than 64 MB, the largest program geo reads\n")
    }

    @Test func invalidUTF8IsLocatedAtTheBadByte() throws {
        let r = try Shell.run("printf 'let x = 1\\nprint(\"a\\377\")\\n' | \"$GEO\" -")
        #expect(r.status == 2)
        #expect(r.err.hasPrefix("<stdin>:2:9: error: invalid UTF-8 in the source (byte 0xFF)"), "\(r.err)")
    }

    /// A script saved as UTF-16 (with or without a byte order mark) is named as such, with a
    /// conversion command that works — not a stray byte 0xFF or one "unexpected character
    /// '\u{0}'" per character.
    @Test(arguments: [("UTF-16", "it starts with the byte order mark FF FE"),
                      ("UTF-16LE", "every other byte is 0"),
                      ("UTF-16BE", "every other byte is 0")])
    func aUTF16ScriptIsNamedWithItsConversion(encoding: String, evidence: String) throws {
        try Shell.withFolders { work, _ in
            let r = try Shell.run("""
                printf 'print(1 + 2)\\n' | iconv -t \(encoding) > wide.geo
                "$GEO" wide.geo; echo "status $?"
                """, in: work)
            let fix = "iconv -f \(encoding) -t UTF-8 wide.geo > new.geo"     // iconv -t UTF-16 writes FF FE first
            #expect(r.err == "wide.geo: error: the source is UTF-16 text (\(evidence)); geo reads UTF-8: save it as UTF-8 in your editor, or convert it with `\(fix)`\n")
            #expect(r.out == "status 2\n")
            // The command the message gives turns it into a script that runs.
            let fixed = try Shell.run("\(fix) && \"$GEO\" new.geo", in: work)
            #expect(fixed.out == "3\n", "\(fixed.err)")
        }
    }
}

/// Issue 13, D1: SIGINT, SIGTERM and SIGHUP flush what a script printed and end geo by the
/// signal (the shell sees 128 + signal).
struct ScriptSignalTests {
    @Test(arguments: [("INT", 130), ("TERM", 143), ("HUP", 129)])
    func aSignalFlushesTheOutputAndEndsByTheSignal(signal: String, status: Int) throws {
        try Shell.withFolders { work, _ in
            // The script prints (into a pipe-sized buffer, not yet written), then marks that it
            // got there by writing a file, then loops until the signal.
            try "print(\"progress 1\")\nsvg(View(), \"started.svg\")\nwhile true { }\n"
                .write(toFile: work + "/p.geo", atomically: true, encoding: .utf8)
            // A background job starts with SIGINT ignored (and geo keeps an ignored SIGINT
            // ignored, as a background job should): `env --default-signal` undoes that.
            let r = try Shell.run("""
                env --default-signal=INT "$GEO" p.geo > progress.txt & pid=$!
                i=0; while [ ! -e started.svg ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done
                kill -\(signal) $pid; wait $pid; echo "status $?"; cat progress.txt
                """, in: work)
            #expect(r.out == "status \(status)\nprogress 1\n", "\(r.err)")
        }
    }
}

/// Issue 13 C5: runaway recursion stops with the located depth error whatever the address
/// space allows (`ulimit -v`): the run's thread gets a stack the limit leaves room for, and
/// the depth limit comes from the stack it actually got — never a SIGSEGV.
struct AddressSpaceLimitTests {
    static let runaways = [
        "func f(n) { return f(n + 1) }\nf(0)\n",
        "func f(n) { return [[n]].map({ xs in xs.map({ x in f(x + 1) }) }) }\nf(0)\n",
    ]

    /// An AddressSanitizer or ThreadSanitizer build of `geo` maps terabytes of shadow memory at
    /// start-up, so it cannot start under any `ulimit -v` (TSan: "setrlimit() failed", status
    /// 66): these tests apply to plain builds only.
    static let sanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in
        dlsym(dlopen(nil, RTLD_LAZY), name) != nil
    }

    @Test(.enabled(if: !sanitized, "a sanitizer build cannot start under ulimit -v"),
          arguments: [400_000, 600_000, 700_000])
    func runawayRecursionIsALocatedErrorUnderUlimit(_ kilobytes: Int) throws {
        try Shell.withFolders { work, _ in
            for (i, source) in Self.runaways.enumerated() {
                try source.write(toFile: work + "/t\(i).geo", atomically: true, encoding: .utf8)
                let result = try Shell.run("ulimit -v \(kilobytes); \"$GEO\" t\(i).geo", in: work)
                #expect(result.status == 1, "\(kilobytes) KB, script \(i): status \(result.status)\n\(result.err)")
                #expect(result.err.contains("error: call depth limit exceeded"), "\(result.err)")
            }
        }
    }

    /// Issue 13: many small values — closures, views, lists — each within every other limit
    /// filled the address space and the allocator's failure ended geo (SIGABRT, status 134).
    /// `Limits.memory` (derived from `ulimit -v`) stops the run with a located error first.
    static let fillers = [
        "var xs = []\nfor i in 0..<9000000 { xs.append({ i }) }\n",
        "var xs = []\nfor i in 0..<900000 { xs.append(View(frame: (i, 0, 1, 1))) }\n",
        "var xs = []\nfor i in 0..<9000000 { xs.append([i, [i]]) }\n",
    ]

    @Test(.enabled(if: !sanitized, "a sanitizer build cannot start under ulimit -v"), arguments: fillers)
    func valuesFillingTheAddressSpaceAreALocatedError(_ source: String) throws {
        try Shell.withFolders { work, _ in
            try source.write(toFile: work + "/fill.geo", atomically: true, encoding: .utf8)
            let result = try Shell.run("ulimit -v 400000; \"$GEO\" fill.geo", in: work)
            #expect(result.status == 1, "status \(result.status)\n\(result.err)")
            #expect(result.err.hasPrefix("fill.geo:2:") && result.err.contains(": error: memory limit exceeded"), "\(result.err)")
        }
    }
}
