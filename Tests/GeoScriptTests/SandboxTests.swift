import Foundation
import Testing
import GeoScript

/// Issue 6's sandbox: an embedded interpreter touches no file without a grant, and a hostile or
/// buggy script ends in a clear error of kind `.limit` — never a hang or a crash — after which
/// the same interpreter keeps working.
struct SandboxTests {
    /// The limits a host running untrusted scripts would set.
    static func sandboxed() -> Interpreter {
        let geo = Interpreter()
        geo.output = { _ in }
        geo.limits = Limits(steps: 1_000_000, callDepth: 200, views: 10_000,
                            listLength: 100_000, stringLength: 1_000_000)
        return geo
    }

    static func expectError(_ source: String, kind: GeoError.Kind, mentioning words: [String],
                            in geo: Interpreter) {
        do {
            try geo.run(source, file: "hostile.geo")
            Issue.record("\(source) ran without an error")
        } catch {
            #expect(error.kind == kind, "\(source): \(error)")
            for word in words {
                #expect(error.description.contains(word), "\(source): \(error.description)")
            }
            #expect(error.description.hasPrefix("hostile.geo:"), "the error is located: \(error.description)")
        }
        // The host continues with the same interpreter.
        #expect((try? geo.evaluate("1 + 2"))?.asNumber == 3)
    }

    @Test func importOutsideAnyGrantIsRefused() {
        let geo = Self.sandboxed()
        Self.expectError("import \"/etc/passwd\"", kind: .file, mentioning: ["/etc/passwd"], in: geo)
    }

    @Test func importOutsideTheGrantedFolderIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("geo-sandbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "let inside = 1\n".write(to: folder.appendingPathComponent("inside.geo"), atomically: true, encoding: .utf8)
        let geo = Self.sandboxed()
        geo.allowFiles(in: folder)
        try geo.run("import \"\(folder.path)/inside.geo\"", file: folder.appendingPathComponent("main.geo").path)
        #expect(geo["inside"]?.asNumber == 1)
        Self.expectError("import \"/etc/passwd\"", kind: .file, mentioning: ["/etc/passwd"], in: geo)
        Self.expectError("import \"\(folder.path)/../../etc/passwd\"", kind: .file, mentioning: ["passwd"], in: geo)
    }

    @Test func svgOutsideAGrantIsRefused() {
        let geo = Self.sandboxed()
        Self.expectError("svg(View(frame: (0, 0, 10, 10)), \"/tmp/geo-sandbox.svg\")", kind: .file,
                         mentioning: ["geo-sandbox.svg"], in: geo)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/geo-sandbox.svg"))
    }

    @Test func anEndlessLoopHitsTheStepLimit() {
        Self.expectError("var i = 0\nwhile true { i += 1 }", kind: .limit, mentioning: ["step"], in: Self.sandboxed())
        Self.expectError("for i in 0..<1000000000 { }", kind: .limit, mentioning: ["step"], in: Self.sandboxed())
    }

    @Test func endlessRecursionHitsTheCallDepthLimit() {
        Self.expectError("func f(n) { return f(n + 1) }\nf(0)", kind: .limit, mentioning: ["call depth"],
                         in: Self.sandboxed())
        // A closure recursing through a variable, too.
        Self.expectError("var g = nil\ng = { n in g(n + 1) }\ng(0)", kind: .limit, mentioning: ["call depth"],
                         in: Self.sandboxed())
    }

    @Test func hugeListsAndStringsHitTheirLimits() {
        Self.expectError("var xs = [0]\nwhile true { xs = xs + xs }", kind: .limit, mentioning: ["list"],
                         in: Self.sandboxed())
        Self.expectError("var s = \"ab\"\nwhile true { s = \"\\(s)\\(s)\" }", kind: .limit, mentioning: ["string"],
                         in: Self.sandboxed())
    }

    @Test func aMillionViewsHitTheViewLimit() {
        Self.expectError("let root = View()\nfor i in 0..<1000000 { root.addSubview(View()) }", kind: .limit,
                         mentioning: ["view"], in: Self.sandboxed())
    }

    @Test func limitsResetForEachRun() throws {
        let geo = Self.sandboxed()
        // Each run may use the whole budget again.
        for _ in 0..<3 {
            try geo.run("var n = 0\nfor i in 0..<900000 { n += 1 }", file: "hostile.geo")
        }
        #expect(geo["n"]?.asNumber == 900_000)
    }

    final class Flag: @unchecked Sendable { var error: GeoError? }

    @Test func aSecondCallWhileARunIsGoingIsRejectedNotRaced() throws {
        let geo = Interpreter()
        let started = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let flag = Flag()
        geo.output = { _ in started.signal() }
        DispatchQueue.global().async {
            do { try geo.run("print(1)\nwhile true { }") } catch let e as GeoError { flag.error = e } catch {}
            done.signal()
        }
        #expect(started.wait(timeout: .now() + 30) == .success)
        do {
            _ = try geo.evaluate("1 + 1")
            Issue.record("a second call ran while the first was running")
        } catch {
            #expect(error.message.contains("already running"))
        }
        geo.cancel()
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(flag.error?.kind == .cancelled)
        #expect(try geo.evaluate("1 + 1").asNumber == 2)
    }
}
