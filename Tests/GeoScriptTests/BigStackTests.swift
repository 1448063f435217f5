#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import GeoScript

/// Deep recursion of every shape stops at the call-depth limit, cleanly, with the limits a
/// host gets by default — in a plain build and under ThreadSanitizer, whose own stack of
/// function entries (131,072; sound to about 70,000) is far smaller than the 200,000 native frames 10,000 nested
/// calls through a callback or an interpolation take (issue 13: TSan crashed in
/// `__tsan_func_entry`). One shape at a time: nine threads each tens of thousands of frames
/// deep at once deadlock ThreadSanitizer's own trace machinery (two of them hung in
/// `TracePartAlloc` at 42,813 and 65,390 frames, below its limit); serialized, the suite passes
/// under TSan in 7 s.
@Suite(.serialized)
struct BigStackTests {
    static let runaways = [
        "func f(n) { return f(n + 1) }\nf(0)",
        "func f(n) { return 1 + f(n + 1) }\nf(0)",
        "func f(n) { let xs = [n].map({ x in f(x + 1) })\n return xs[0] }\nf(0)",
        "func f(n) { return \"\\(f(n + 1))\" }\nf(0)",
        "func f(n) { return [f(n + 1)][0] }\nf(0)",
        "func f(n) { var r = 0\n for i in 0..<1 { r = f(n + 1) }\n return r }\nf(0)",
        "let g = { n in n }\nfunc f(n) { return g(f(n + 1)) }\nf(0)",
        "func f(n) { return [2, 1].sorted(by: { a, b in f(n + 1) < 0 }) }\nf(0)",
        "var h = nil\nh = { n in h(n + 1) }\nh(0)",
    ]

    @Test(arguments: runaways)
    func aRunawayOfAnyShapeIsTheDepthLimit(_ source: String) {
        let geo = Interpreter()
        geo.output = { _ in }
        do {
            try geo.run(source)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .limit)
            #expect(error.message.hasPrefix("call depth limit exceeded"), "\(error.message)")
        }
        #expect((try? geo.evaluate("1 + 1"))?.asNumber == 2)
    }

}

/// An interpreter's runs go on one big-stack thread of its own, kept between runs (a thread
/// per run cost a `pthread_create` and a stack mapping per `evaluate`) and ended with it.
struct BigStackWorkerTests {
    final class Threads: @unchecked Sendable {
        var key = pthread_key_t()
        /// Per run: whether its thread had run one before (a thread-specific mark; a new
        /// thread starts without it even where the system reuses a thread's descriptor).
        var sawMark: [Bool] = []
        var onCaller = false
    }

    @Test func runsOfAnInterpreterShareOneThread() throws {
        let geo = Interpreter()
        let threads = Threads()
        pthread_key_create(&threads.key, nil)
        defer { pthread_key_delete(threads.key) }
        let caller = pthread_self()
        geo.register("note", parameters: []) { _ in
            threads.sawMark.append(pthread_getspecific(threads.key) != nil)
            pthread_setspecific(threads.key, UnsafeRawPointer(bitPattern: 1))
            threads.onCaller = threads.onCaller || pthread_equal(pthread_self(), caller) != 0
            return .nil
        }
        for _ in 0..<3 { try geo.run("note()") }
        #expect(threads.sawMark == [false, true, true])
        #expect(!threads.onCaller)
    }

    @Test func aReleasedInterpreterEndsItsThread() throws {
        weak var threadState: AnyObject?
        do {
            let geo = Interpreter()
            #expect(try geo.evaluate("1 + 1").asNumber == 2)
            threadState = geo.worker?.threadState
            #expect(threadState != nil)
        }
        // The thread let go of what it shares with the interpreter: it has ended (joined).
        #expect(threadState == nil)
    }

    /// A deep run commits tens of megabytes of the thread's stack; a parked thread does not
    /// keep them (except under ThreadSanitizer, see `releaseDeepPages`).
    @Test(.enabled(if: !BigStack.isThreadSanitized, "not done under ThreadSanitizer"))
    func aParkedThreadGivesBackTheStackADeepRunUsed() throws {
        let geo = Interpreter()
        let depth = min(3_000, BigStack.maxCallDepth - 10)
        let source = "func f(n) { if n == 0 { return 0 }\n return [f(n - 1)].map({ x in \"\\(x)\" }).count }\nf(\(depth))"
        #expect(try geo.evaluate(source).asNumber == 1)
        guard let resident = geo.worker?.residentStackBytes() else { return }  // not on Linux
        #expect(resident < 2 << 20, "\(resident >> 10) KB of stack resident")
    }

    @Test func aSmallerStackGetsAThreadOfItsOwn() throws {
        let geo = Interpreter()
        #expect(try geo.evaluate("1").asNumber == 1)
        let first = geo.worker.map(ObjectIdentifier.init)
        geo.nativeStackSize = 1 << 20
        #expect(try geo.evaluate("2").asNumber == 2)
        #expect(geo.worker?.size == 1 << 20)
        #expect(geo.worker.map(ObjectIdentifier.init) != first)
    }
}

/// A small thread (`Interpreter.nativeStackSize`; a run that cannot get its big-stack thread goes
/// on the caller's): code nested deeper than its stack
/// holds — while parsing, resolving, compiling or running — is a located error, never a
/// crash, and the interpreter goes on. (The parser had no check of the native stack: a debug
/// build's parser took about 250 KB a level of closure nesting, and three nested `map`s
/// crashed a 1 MB thread before anything ran.)
struct SmallStackTests {
    /// `n` levels of one construct.
    static func nested(_ kind: Int, _ n: Int) -> String {
        func rep(_ s: String, _ k: Int) -> String { String(repeating: s, count: k) }
        switch kind {
        case 0: return "let x = 1\nprint(" + rep("(x + ", n) + "1" + rep(")", n) + ")"
        case 1: return "func f(_ a: Int) -> Int { a }\nprint(" + rep("f(", n) + "1" + rep(")", n) + ")"
        case 2: return "let xs = " + rep("[", n) + "1" + rep("]", n) + "\nprint(xs.count)"
        case 3: return "var k = 0\n" + rep("if k == 0 {\n", n) + "k = 1\n" + rep("}\n", n) + "print(k)"
        case 4: return "let f = " + rep("{ () in ", n) + "1" + rep(" }", n) + "\nprint(1)"
        case 5: return "print(\"" + rep("\\(\"", min(n, 60)) + "x" + rep("\")", min(n, 60)) + "\")"
        case 6: return "let xs = [1]\nprint(xs" + rep(".map { $0 + 1 }", n) + ")"
        case 7: return "print([1]" + rep(".map({ a in [a]", n) + rep(".count })", n) + ")"
        case 8: return "let v = 1\nprint(" + rep("v == 1 ? ", n) + "1" + rep(" : 0", n) + ")"
        case 9: return rep("func g() {\n", n) + "print(1)\n" + rep("}\n", n) + "print(2)"
        case 10: return "print(" + rep("(1, ", n) + "2" + rep(")", n) + ")"
        case 11: return "var a = [0, 0]\nprint(" + rep("a[", n) + "0" + rep("]", n) + ")"
        case 12: return "var i = 0\n" + rep("while i < 1 {\n", n) + "i += 1\n" + rep("}\n", n) + "print(i)"
        case 13: return "let p = Point(x: 1, y: 2)\nprint(p" + rep(".applying(.identity)", n) + ")"
        default: return "print(" + rep("[\"k\": ", n) + "1" + rep("]", n) + ")"
        }
    }

    static let runaways = [
        "func f(n) { return [[n]].map({ xs in xs.map({ x in f(x + 1) }) }) }\nf(0)",
        "func f(n) { return [[[n]]].map({ ys in ys.map({ xs in xs.map({ x in f(x + 1) }) }) }) }\nf(0)",
        "func f(n) { return [n].reduce(0, { a, x in a + f(x + 1)[0] }) }\nf(0)",
        "func f(n) { let d = [\"a\": n]\n return d.mapValues({ v in f(v + 1) }) }\nf(0)",
    ]

    @Test(arguments: [160, 384, 1_024])
    func deepCodeOnASmallStackIsAnErrorNotACrash(_ kilobytes: Int) throws {
        let geo = Interpreter()
        geo.nativeStackSize = kilobytes << 10
        geo.limits = Limits(callDepth: Limits.maximumCallDepth)
        geo.output = { _ in }
        var sources = SmallStackTests.runaways
        for kind in 0...14 { for n in [3, 25, 150] { sources.append(SmallStackTests.nested(kind, n)) } }
        for source in sources {
            do {
                try geo.run(source, file: "t.geo")
            } catch {
                #expect(error.diagnostics.first?.file == "t.geo", "\(error.message)")
                #expect(error.message.contains("nested too deeply") || error.message.hasPrefix("call depth limit exceeded"),
                        "\(error.message)")
            }
        }
        // The interpreter goes on. (160 KB, a debug build's parser reaching its floor at once,
        // holds nothing but that error.)
        do {
            #expect(try geo.evaluate("1 + 1").asNumber == 2)
        } catch {
            #expect(kilobytes < 384 && error.message.hasPrefix(CompileBudget.tooDeep), "\(error.message)")
        }
        // A stage that found the stack short fails alone, and says what to do.
        do {
            try geo.run(SmallStackTests.nested(7, 150), file: "t.geo")
            Issue.record("no error")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.diagnostics.first?.notes.contains { $0.contains("smaller pieces") } == true)
        }
    }
}
