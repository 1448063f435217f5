import Foundation
import Testing
@testable import GeoScript

/// Every public entry point is safe while a run is going (issue 9 §7, issue 13 C6, H2).
struct ThreadContractTests {
    final class Box: @unchecked Sendable {
        var error: GeoError?
        var seen: [String] = []
    }

    /// Starts `source` on another thread; returns when it has printed its first line.
    func startRun(_ geo: Interpreter, _ source: String, _ box: Box, done: DispatchSemaphore) {
        let started = DispatchSemaphore(value: 0)
        geo.output = { _ in started.signal() }
        DispatchQueue.global().async {
            do throws(GeoError) { try geo.run(source) } catch { box.error = error }
            done.signal()
        }
        #expect(started.wait(timeout: .now() + 60) == .success)
    }

    @Test func everyEntryPointIsSafeFromAnotherThreadDuringARun() throws {
        let geo = Interpreter()
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        geo["shared"] = .number(1)
        startRun(geo, "print(1)\nvar n = 0\nwhile true {\n  n += 1\n  shared = n\n}", box, done: done)
        // Runs are refused at once…
        #expect(throws: GeoError.self) { _ = try geo.evaluate("1") }
        #expect(throws: GeoError.self) { try geo.check("1") }
        #expect(throws: GeoError.self) { _ = try geo.loweredForm("1") }
        // …everything else waits for the run to end (here: cancelled from a third thread).
        let canceller = DispatchQueue.global()
        canceller.asyncAfter(deadline: .now() + 0.3) { geo.cancel() }
        geo["shared"] = .number(-1)
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(box.error?.kind == .cancelled)
        #expect(geo["shared"]?.asNumber == -1)
        // And each one works afterwards.
        geo["fresh"] = .string("x")
        geo.limits = Limits(steps: 1_000_000)
        geo.output = { _ in }
        geo.warnings = { _ in }
        geo.precision = 3
        geo.arguments = ["a"]
        geo.register("twice", parameters: ["_ x"]) { args in .number((try args[0].number()) * 2) }
        #expect(try geo.evaluate("twice(21)").asNumber == 42)
        #expect(geo.globalNames.contains("fresh"))
        _ = geo.builtinNames
        _ = geo.help(for: "twice")
        _ = geo.memberNames(of: .point(Point(x: 0, y: 0)))
        geo.reset()
        #expect(geo["fresh"] == nil)
    }

    @Test func hammeringFromAnotherThreadNeverRaces() throws {
        let geo = Interpreter()
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        geo["counter"] = .number(0)
        startRun(geo, "print(0)\nfor i in 0..<200000 {\n  counter = counter + 1\n}", box, done: done)
        let hammer = DispatchGroup()
        for k in 0..<4 {
            DispatchQueue.global().async(group: hammer) {
                for j in 0..<25 {
                    _ = geo["counter"]
                    geo["other\(k)"] = .number(Double(j))
                    geo.limits = Limits()
                    geo.precision = 4
                    _ = geo.globalNames
                    if j == 10 { geo.register("host\(k)", parameters: []) { _ in .nil } }
                }
            }
        }
        #expect(hammer.wait(timeout: .now() + 120) == .success)
        #expect(done.wait(timeout: .now() + 120) == .success)
        #expect(box.error == nil)
        #expect(geo["counter"]?.asNumber == 200_000)
        #expect(geo["other3"]?.asNumber == 24)
    }

    @Test func hostCallsFromInsideTheRunActAtOnceOrWhenItEnds() throws {
        let geo = Interpreter()
        geo.output = { _ in }
        geo["existing"] = .number(1)
        // Unowned: a registered function that held its interpreter strongly would keep it (and
        // its engine) alive for ever, as any Swift closure stored by what it captures does.
        geo.register("poke", parameters: []) { [unowned geo] _ in
            geo["existing"] = .number(2)   // an existing global: at once
            geo["brandNew"] = .number(3)   // new storage: when the run ends
            geo.limits = Limits(steps: 10_000_000)
            return geo["existing"] ?? .nil
        }
        geo.register("wipe", parameters: []) { [unowned geo] _ in
            geo.reset()  // takes effect when the run ends
            return .nil
        }
        #expect(try geo.evaluate("poke()").asNumber == 2)
        #expect(geo["brandNew"]?.asNumber == 3)
        try geo.run("let keep = 1\nwipe()\nprint(keep)")
        #expect(geo["keep"] == nil)
    }

    @Test func aCancelDuringCompilationCancelsTheRun() throws {
        var source = ""
        for i in 0..<20_000 { source += "func f\(i)(a) { return a + \(i) }\n" }
        source += "print(\"ran\")\n"
        let program = source
        let geo = Interpreter()
        let printed = Box()
        geo.output = { printed.seen.append($0) }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            do throws(GeoError) { try geo.run(program) } catch { box.error = error }
            done.signal()
        }
        while !geo.isRunning { usleep(100) }
        geo.cancel()  // once: compiling takes far longer than this
        #expect(done.wait(timeout: .now() + 120) == .success)
        #expect(box.error?.kind == .cancelled)
        #expect(printed.seen.isEmpty)
        // A cancel with no run going does not cancel the next one.
        geo.cancel()
        #expect(try geo.evaluate("1 + 1").asNumber == 2)
    }

    /// runFile, checkFile and loweredForm(ofFile:) read the file through the grants inside
    /// their run, as a run reads everything of the interpreter's (`allowFiles` from another
    /// thread changes the grants): during another run they are refused before they read, as
    /// every run is — not "file access denied" from grants read while the run may change them.
    @Test func fileRunsReadTheGrantsInsideTheirRun() throws {
        let geo = Interpreter()
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        startRun(geo, "print(1)\nwhile true { }", box, done: done)
        let path = "/nonexistent-geo-folder/never-granted.geo"
        for (name, call) in [("runFile", { () throws(GeoError) in try geo.runFile(path) }),
                             ("checkFile", { () throws(GeoError) in try geo.checkFile(path) }),
                             ("loweredForm", { () throws(GeoError) in _ = try geo.loweredForm(ofFile: path) })] {
            do throws(GeoError) {
                try call()
                Issue.record("\(name) ran during a run")
            } catch {
                #expect(error.kind == .busy, "\(name): \(error.message)")
            }
        }
        geo.cancel()
        #expect(done.wait(timeout: .now() + 60) == .success)
        // Once the run is over the same calls read the file, and report the missing grant.
        do throws(GeoError) { try geo.checkFile(path) } catch { #expect(error.kind == .file) }
    }

    /// A host tells a busy interpreter from a script's error: `isRunning` (which never waits)
    /// and the `.busy` kind of the refusal.
    @Test func aBusyInterpreterIsToldApartFromAFailingScript() throws {
        let geo = Interpreter()
        #expect(!geo.isRunning)
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        startRun(geo, "print(1)\nwhile true { }", box, done: done)
        #expect(geo.isRunning)
        func expectBusy(_ call: () throws -> Void) {
            do { try call(); Issue.record("ran during a run") } catch {
                #expect((error as? GeoError)?.kind == .busy)
                #expect((error as? GeoError)?.message.contains("already running") == true)
            }
        }
        expectBusy { _ = try geo.evaluate("1") }
        expectBusy { try geo.run("1") }
        expectBusy { try geo.check("1") }
        geo.cancel()
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(!geo.isRunning)
        do throws(GeoError) { _ = try geo.evaluate("nil + 1") } catch { #expect(error.kind == .runtime) }
    }
}
