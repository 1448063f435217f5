// libFuzzer harnesses for geo (issue 13), one binary, three targets:
//   parse    — lexer and parser (any bytes)
//   compile  — lexer, parser, resolver and compiler, without running (Interpreter.check)
//   run      — whole programs under step, depth, view, list and string limits
// `bash Scripts/fuzz.sh TARGET SECONDS` builds it with -sanitize=fuzzer,address (and
// -DGEO_LIBFUZZER) and runs it on a corpus seeded from Scripts/**/*.geo and Fuzz/seeds/.
// A plain build replays inputs instead, for turning a crash into a test:
//   swift run geo-fuzz TARGET FILE…
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import GeoScript

enum FuzzTarget: String {
    case parse, compile, run

    /// Feeds one input to the target. Every outcome but a crash, a sanitizer report or a
    /// timeout (libFuzzer's -timeout) is fine: errors are what bad input should produce.
    func exercise(_ bytes: [UInt8]) {
        switch self {
        case .parse:
            // On a big stack, as Interpreter parses (its `exclusive` runs on BigStack): the
            // parser's nesting limit and the lexer's interpolation limit are sized for it, and
            // libFuzzer's main thread (8 MB, ASan's wide frames) is not what geo parses on.
            BigStack.run { _ in _ = Parser.parse(SourceFile(name: "fuzz.geo", bytes: bytes)) }
            _ = Interpreter.isComplete(String(decoding: bytes, as: UTF8.self))
        case .compile:
            let geo = FuzzTarget.interpreter()
            try? geo.check(String(decoding: bytes, as: UTF8.self), file: "fuzz.geo")
        case .run:
            let geo = FuzzTarget.interpreter()
            try? geo.run(bytes: bytes, file: "fuzz.geo")
        }
    }

    /// A sandboxed interpreter (no file access) with limits that keep one input well under a
    /// second and 500 MB.
    static func interpreter() -> Interpreter {
        let geo = Interpreter()
        geo.output = { _ in }
        geo.warnings = { _ in }
        geo.limits = Limits(steps: 20_000, callDepth: 200, views: 10_000, listLength: 100_000, stringLength: 1_000_000)
        return geo
    }

    static var fromEnvironment: FuzzTarget {
        getenv("GEO_FUZZ_TARGET").flatMap { FuzzTarget(rawValue: String(cString: $0)) } ?? .run
    }
}

#if GEO_LIBFUZZER
let fuzzTarget = FuzzTarget.fromEnvironment

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzTarget.exercise(bytes)
    return 0
}
#else
@main
enum Replay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
            fail("usage: geo-fuzz parse|compile|run FILE…   (replays inputs; Scripts/fuzz.sh fuzzes)")
        }
        for path in arguments.dropFirst() {
            guard let file = fopen(path, "rb") else { fail("geo-fuzz: cannot read \(path)") }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = fread(&chunk, 1, chunk.count, file)
                if n == 0 { break }
                bytes += chunk[..<n]
            }
            fclose(file)
            target.exercise(bytes)
            print("ok \(path)")
        }
    }

    static func fail(_ message: String) -> Never {
        let bytes = Array((message + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(2)
    }
}
#endif
