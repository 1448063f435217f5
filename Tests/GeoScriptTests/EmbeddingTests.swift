import Foundation
import Testing
@testable import GeoScript

/// Small file helpers for tests.
enum FileManagerShim {
    /// A fresh folder inside one for the whole test process, removed when the process exits
    /// (no litter in /tmp).
    static func temporaryDirectory() -> String {
        let path = scratch + "/" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let scratch: String = {
        let path = NSTemporaryDirectory() + "geo-lang-tests-\(getpid())"
        atexit { try? FileManager.default.removeItem(atPath: FileManagerShim.scratch) }
        return path
    }()
    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try write([UInt8](text.utf8), to: path)
    }
    static func url(_ path: String) -> URL { URL(fileURLWithPath: path) }
    /// A fresh folder holding `files` (relative path → text) and an interpreter granted it.
    static func granted(_ files: [String: String]) throws -> (geo: Interpreter, dir: String) {
        let dir = temporaryDirectory()
        for (path, text) in files { try write(text, to: dir + "/" + path) }
        let geo = Interpreter()
        geo.allowFiles(in: url(dir))
        return (geo, dir)
    }
}

struct ImportTests {
    @Test func importsRunOnceRelativeToTheImporter() throws {
        let dir = FileManagerShim.temporaryDirectory()
        try FileManagerShim.write("import \"lib/shapes.geo\"\nimport \"lib/shapes.geo\"\nprint(square(3), loaded)\n", to: dir + "/main.geo")
        try FileManagerShim.write("import \"util.geo\"\nprint(\"loading shapes\")\nfunc square(x) { return twice(x) * x / 2 }\nlet loaded = true\n", to: dir + "/lib/shapes.geo")
        try FileManagerShim.write("func twice(x) { return 2 * x }\n", to: dir + "/lib/util.geo")
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        geo.allowFiles(in: FileManagerShim.url(dir))
        try geo.runFile(dir + "/main.geo")
        #expect(out == "loading shapes\n9 true\n")
    }

    @Test func importCyclesAreReportedWithTheChain() throws {
        let (geo, dir) = try FileManagerShim.granted(["a.geo": "import \"b.geo\"\n", "b.geo": "import \"a.geo\"\n"])
        do {
            try geo.runFile(dir + "/a.geo")
            Issue.record("expected a cycle error")
        } catch {
            #expect(error.message == "import cycle: a.geo → b.geo → a.geo")
        }
    }

    @Test func errorsInImportedFilesNameThatFile() throws {
        let dir = FileManagerShim.temporaryDirectory()
        try FileManagerShim.write("import \"lib.geo\"\nboom()\n", to: dir + "/main.geo")
        try FileManagerShim.write("func boom() {\n  assert(false, \"bang\")\n}\n", to: dir + "/lib.geo")
        let geo = Interpreter()
        geo.allowFiles(in: FileManagerShim.url(dir))
        do {
            try geo.runFile(dir + "/main.geo")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("lib.geo:2:3: error: assertion failed: bang"))
            #expect(error.description.contains("called from \(dir)/main.geo:2:1"))
        }
    }
}

struct EmbeddingTests {
    @Test func globalsByName() throws {
        let geo = Interpreter()
        geo["width"] = .number(10)
        try geo.run("var height = width * 2")
        #expect(geo["height"]?.asNumber == 20)
        #expect(geo["nothing"] == nil)
    }

    @Test func hostAndScriptShareViews() throws {
        let geo = Interpreter()
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        geo["root"] = .view(root)
        try geo.run("root.addSubview(View(frame: (10, 10, 20, 20), name: \"child\"))\nroot.center.x += 5")
        #expect(root.subviews.count == 1)
        #expect(root.center.x == 55)
        #expect(try geo.evaluate("root.subviews[0].frame.width").asNumber == 20)
    }

    @Test func registeredNativeFunctions() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        geo.register("scaleUp", parameters: ["value", "by"]) { args in
            guard case .number(let v) = args[0], case .number(let k) = args[1] else { throw GeoError("scaleUp needs numbers") }
            return .number(v * k)
        }
        try geo.run("print(scaleUp(2, by: 3), scaleUp(2, 4))")
        #expect(out == "6 8\n")
        do {
            try geo.run("scaleUp(\"a\", by: 1)", file: "host.geo")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("host.geo:1:1: error: scaleUp needs numbers"))
        }
        do {
            try geo.run("scaleUp(1, with: 2)", file: "host.geo")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("host.geo:1:1: error: incorrect argument label 'with:' in scaleUp; did you mean 'by:'?"))
        }
    }

    /// A host's typed methods and properties on values (`register(_: Builtin...)`): called as
    /// `v.grow(by: 2)`, checked like built-ins, in `:help` and completion, seen by `:undo`.
    @Test func registeredMethodsAndPropertiesOnValues() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        geo.register(
            .method("grow", on: .view, [.label("by", .number)], doc: "Grows the view's frame by d on every side.",
                    .f2 { v, d, context in
                        let view = try v.view(), d = try d.number()
                        context.willChange(view, ["frame"])
                        view.frame = view.frame.insetBy(dx: -d, dy: -d)
                        return .nil
                    }),
            .property("length", on: .point, type: .number, doc: "The distance from the origin.",
                      get: { p, _ in let p = try p.point(); return .number((p.x * p.x + p.y * p.y).squareRoot()) }),
            .constant("pi", .number(3), doc: "A host's own pi."))
        try geo.run("let v = View(frame: (0, 0, 10, 10))\nv.grow(by: 2)\nprint(v.frame, (3, 4).length, pi)")
        #expect(out == "(-2, -2, 14, 14) 5 3\n")

        func failure(_ source: String) -> String {
            do {
                try geo.run(source, file: "host.geo")
                return ""
            } catch {
                return error.description
            }
        }
        #expect(failure("v.grow(2)").hasPrefix("host.geo:1:1: error: missing argument label 'by:'"), "\(failure("v.grow(2)"))")
        #expect(failure("v.grow(by: \"x\")").contains("Number"))
        #expect(failure("v.grw(by: 1)").contains("did you mean 'grow'?"))
        #expect(failure("print((1, 2).lenght)").contains("did you mean 'length'?"))
        #expect(geo.help(for: "grow")?.contains("View.grow(by: Number) — Grows the view's frame") == true)
        // A replaced built-in's help is the host's declaration, in place of the standard one.
        #expect(geo.help(for: "pi") == "pi = 3 — A host's own pi.", "\(geo.help(for: "pi") ?? "nil")")
        #expect(Interpreter().help(for: "pi")?.contains("host") == false)
        let view = try #require(geo["v"])
        #expect(geo.memberNames(of: view).contains("grow"))

        // `:undo` (a session snapshot) sees the host method's change.
        let before = geo.snapshot()
        try geo.run("v.grow(by: 5)")
        try geo.restore(before)
        #expect(try view.view().frame == Rect(x: -2, y: -2, width: 14, height: 14))

        // Registering again replaces (here: a method by another with other labels).
        geo.register(.method("grow", on: .view, [.label("dx", .number), .label("dy", .number)], doc: "Other.",
                             .f3 { _, _, _, _ in .string("replaced") }))
        out = ""
        try geo.run("print(v.grow(dx: 1, dy: 2))")
        #expect(out == "replaced\n")
        #expect(failure("v.grow(by: 1)").contains("note: declared as grow(dx: Number, dy: Number)"))
    }

    /// A trailing closure fills the next parameter that takes a function, whatever its label,
    /// skipping defaulted parameters before it (Swift's forward scan, SE-0286).
    @Test func aTrailingClosureFillsALabelledParameter() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        geo.register(
            .function("after", [.arg("seconds", .number), .label("run", .function)], doc: "Runs the closure.",
                      .f2 { s, run, context in try context.call(try run.function(), [s]) }),
            .function("repeating", [.label("times", .number).defaulting(.number(2)), .label("body", .function)],
                      doc: "Runs body times times.",
                      .f2 { n, body, context in
                          for i in 0..<Int(try n.number()) { _ = try context.call(try body.function(), [.number(Double(i))]) }
                          return .nil
                      }),
            .method("mapped", on: .point, [.label("through", .function)], doc: "Both coordinates through f.",
                    .f2 { p, f, context in
                        let p = try p.point(), f = try f.function()
                        return .point(Point(x: try context.call(f, [.number(p.x)]).number(),
                                            y: try context.call(f, [.number(p.y)]).number()))
                    }))
        try geo.run("""
            print(after(2) { s in s * 10 })
            repeating { i in print("a", i) }
            repeating(times: 1) { i in print("b", i) }
            print((1, 2).mapped { c in c + 1 })
            print(after(3, run: { s in s + 1 }))
            """)
        #expect(out == "20\na 0\na 1\nb 0\n(2, 3)\n4\n")
        // Without the Number the closure cannot be both arguments: an arity error naming the signature.
        do {
            try geo.run("after { s in s }", file: "t.geo")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "after takes 2 arguments but was given 1", "\(error)")
            #expect(error.diagnostics.first?.notes == ["declared as after(_ seconds: Number, run: Function)"])
        }
    }

    final class KindBox: @unchecked Sendable {
        var kind: GeoError.Kind?
    }

    @Test func cancelFromAnotherThread() throws {
        let geo = Interpreter()
        let box = KindBox()
        let done = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        geo.output = { _ in started.signal() }
        DispatchQueue.global().async {
            do {
                try geo.run("print(\"started\")\nvar i = 0\nwhile true { i += 1 }")
            } catch let e as GeoError {
                box.kind = e.kind
            } catch {}
            done.signal()
        }
        #expect(started.wait(timeout: .now() + 30) == .success)
        geo.cancel()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(box.kind == .cancelled)
        #expect((try? geo.evaluate("2 + 2"))?.asNumber == 4)
    }

    @Test func limitsOnListsAndStrings() {
        let geo = Interpreter()
        geo.limits = Limits(listLength: 1000, stringLength: 1000)
        do { try geo.run("var xs = []\nwhile true { xs.append(1) }"); Issue.record("no error") } catch {
            #expect(error.kind == .limit)
            #expect(error.message.contains("list length limit"))
        }
        do { try geo.run("var s = \"x\"\nwhile true { s = s + s }"); Issue.record("no error") } catch {
            #expect(error.kind == .limit)
            #expect(error.message.contains("string length limit"))
        }
        do { try geo.run("let r = 0..<100000"); Issue.record("no error") } catch {
            #expect(error.kind == .limit)
        }
    }

    /// A limit set through a property is clamped as one given to `Limits.init` is: a call depth
    /// past what the native stack holds cannot crash the host, and a negative one is 1.
    @Test func limitsSetThroughTheirPropertiesAreClamped() throws {
        let geo = Interpreter()
        geo.limits.callDepth = 10_000_000
        geo.limits.steps = -5
        geo.limits.listLength = -1
        #expect(geo.limits.callDepth == Limits.maximumCallDepth)
        #expect(geo.limits.steps == 1 && geo.limits.listLength == 0)
        geo.limits = Limits()
        geo.limits.callDepth = -3
        #expect(geo.limits.callDepth == 1)
        do { try geo.run("func f(_ n: Int) -> Int { n == 0 ? 0 : f(n - 1) }\nprint(f(3))"); Issue.record("no error") } catch {
            #expect(error.kind == .limit)
            #expect(error.message.hasPrefix("call depth limit exceeded"))
        }
    }

    @Test func interpretersShareNoState() throws {
        let a = Interpreter(), b = Interpreter()
        try a.run("var shared = 1")
        #expect(b["shared"] == nil)
        #expect(throws: GeoError.self) { try b.run("print(shared)") }
    }

    @Test func hostKeepsViewsAfterTheInterpreterIsGone() throws {
        weak var weakInterpreter: Interpreter?
        var kept: View?
        do {
            let geo = Interpreter()
            weakInterpreter = geo
            try geo.run("let card = View(frame: (1, 2, 3, 4), name: \"card\")")
            if case .view(let v)? = geo["card"] { kept = v }
        }
        #expect(weakInterpreter == nil)
        #expect(kept?.frame.width == 3)
    }

    @Test func checkParsesWithoutRunning() throws {
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        try geo.check("print(\"not run\")")
        #expect(out == "")
        #expect(throws: GeoError.self) { try geo.check("print(") }
    }
}

extension Interpreter {
    /// What a host holding a Foundation URL writes (GeoScript itself takes a path).
    func allowFiles(in directory: URL) { allowFiles(in: directory.path) }
}

/// A host's declaration whose implementation takes another number of arguments than its
/// parameters give would read past them (it crashed with "Index out of range") or drop some:
/// each call fails with a located error that says what to declare.
struct HostDeclarationTests {
    /// A function compiled before the host registered a method it calls says so, not "call it:
    /// grow(by:)" of a call written grow(by:); code written after the registration calls it,
    /// and `v.grow` left uncalled is still told to call it.
    @Test func aMethodRegisteredAfterTheCodeThatCallsItIsSaidToBe() throws {
        let geo = Interpreter()
        try geo.run("let card = View(frame: (0, 0, 10, 10))\nfunc enlarge() { card.grow(by: 1) }")
        geo.register(.method("grow", on: .view, [.label("by", .number)], doc: "Grows.", .f2 { v, d, _ in
            let view = try v.view(), d = try d.number()
            view.frame = view.frame.insetBy(dx: -d, dy: -d)
            return .nil
        }))
        do {
            try geo.run("enlarge()")
            Issue.record("no error")
        } catch {
            #expect(error.message.contains("registered after this code was compiled"), "\(error.message)")
            #expect(!error.message.contains("call it"))
            #expect(error.diagnostics.first?.notes.contains { $0.contains("run this code again") } == true)
        }
        try geo.run("func enlarge() { card.grow(by: 1) }\nenlarge()")
        #expect(try geo.evaluate("card.frame.width").asNumber == 12)
        do { try geo.run("let f = card.grow") } catch { #expect(error.message.contains("call it: grow(by:)"), "\(error.message)") }
    }

    @Test func anImplementationOfTheWrongArityIsAnErrorAtTheCall() {
        let geo = Interpreter()
        geo.register(
            .method("grow", on: .view, [.label("by", .number)], doc: "Wrong: one argument, .f3.",
                    .f3 { _, _, _, _ in .nil }),
            .function("twice", [.arg("x", .number), .arg("y", .number)], doc: "Wrong: two arguments, .f1.",
                      .f1 { x, _ in x }),
            .function("half", [.arg("x", .number)], doc: "Right.", .f1 { x, _ in .number(try x.number() / 2) }))
        #expect(throws: GeoError.self) { try geo.run("View().grow(by: 2)", file: "t.geo") }
        do {
            try geo.run("let v = View()\nv.grow(by: 2)", file: "t.geo")
        } catch {
            #expect(error.description.hasPrefix("t.geo:2:1: error: the host declared grow with 1 parameter, so its implementation gets its receiver and 1 argument, but it is .f3, which takes 3: declare it with .f2 (or .fn)"), "\(error.description)")
        }
        do {
            try geo.run("print(twice(1, 2))", file: "t.geo")
        } catch {
            #expect(error.description.contains("the host declared twice with 2 parameters, so its implementation gets 2 arguments, but it is .f1"), "\(error.description)")
        }
        #expect(throws: Never.self) { _ = try geo.evaluate("half(3)") }
        #expect((try? geo.evaluate("half(3)"))?.isIdentical(to: .number(1.5)) == true)
    }
}

/// A host that keeps the context and a script function past the run that gave them, and calls
/// it later (it ran without the interpreter's lock and big stack: a deep one crashed), gets an
/// error that says to call it during the run; during the run it works.
struct KeptContextTests {
    final class Kept: @unchecked Sendable {
        var context: RuntimeContext?
        var function: Function?
    }

    @Test func aContextCallAfterItsRunIsAnError() throws {
        let geo = Interpreter()
        let kept = Kept()
        geo.register(.function("keep", [.arg("f", .function)], doc: "Keeps f and calls it once.",
                               .f1 { f, context in
                                   kept.context = context
                                   kept.function = try f.function()
                                   return try context.call(try f.function(), [.number(20)])
                               }))
        #expect(try geo.evaluate("keep { $0 + 1 }").isIdentical(to: .number(21)))
        let context = try #require(kept.context), function = try #require(kept.function)
        #expect(throws: (any Error).self) { _ = try context.call(function, [.number(1)]) }
        do {
            _ = try context.call(function, [.number(1)])
        } catch {
            #expect("\(error)".contains("RuntimeContext.call runs a function only during the run that gave the context"), "\(error)")
        }
    }
}

/// `Limits.views` bounds the views a script makes with `View(…)` (and UIKit's spellings), as
/// its documentation says; it was counted only for dumps read with `hierarchy`.
struct ViewsLimitTests {
    @Test func viewsMadeByAScriptCountAgainstTheLimit() {
        let geo = Interpreter()
        geo.limits = Limits(views: 10)
        do {
            try geo.run("var vs = []\nfor i in 0..<20 { vs.append(UILabel(frame: .zero)) }", file: "v.geo")
            Issue.record("no limit error")
        } catch {
            #expect(error.kind == .limit && error.description.contains("view limit exceeded: more than 10 views created"), "\(error.description)")
        }
        #expect(throws: Never.self) { try geo.run("let a = View(); let b = View()", file: "w.geo") }
    }
}

/// `register` replaces what is registered under a name and target — a built-in included,
/// and what an earlier `register` gave — and a new name's registration passes over the
/// declarations (each of thousands of new names costs the same).
struct RegisterReplacesTests {
    @Test func aRegistrationReplacesABuiltinAndAnEarlierOneAndManyNewNamesAllWork() throws {
        let geo = Interpreter()
        for i in 0..<3_000 {
            geo.register(.function("host\(i)", [], doc: "Number \(i).", .f0 { _ in .number(Double(i)) }))
        }
        geo.register(.function("abs", [.arg("x", .number)], doc: "Replaces the built-in.", .f1 { _, _ in .string("host abs") }))
        geo.register(.function("host7", [], doc: "Replaces an earlier one.", .f0 { _ in .string("seven") }))
        geo.register(.method("twice", on: .number, [], doc: "A new member.", .f1 { x, _ in .number(try x.number() * 2) }))
        geo.register(.method("twice", on: .number, [], doc: "Replaced.", .f1 { x, _ in .number(try x.number() * 3) }))
        #expect(try geo.evaluate("host2999() + host0()").isIdentical(to: .number(2999)))
        #expect(try geo.evaluate("abs(-2)").isIdentical(to: .string("host abs")))
        #expect(try geo.evaluate("host7()").isIdentical(to: .string("seven")))
        #expect(try geo.evaluate("(5).twice()").isIdentical(to: .number(15)))
    }
}

/// The host setting a script's `let` gives it the host's value and keeps it a `let`: it made
/// it a `var`, so a script's `k = 2` was accepted after.
struct HostSetsALetTests {
    @Test func aLetSetByTheHostStaysALet() throws {
        let geo = Interpreter()
        try geo.run("let k = 1\nvar v = 1", file: "a.geo")
        geo["k"] = .number(5)
        geo["v"] = .number(6)
        geo["fresh"] = .number(7)
        #expect(try geo.evaluate("k + v + fresh").isIdentical(to: .number(18)))
        do {
            try geo.run("k = 2", file: "b.geo")
            Issue.record("a let was assigned")
        } catch {
            #expect(error.description.contains("cannot assign to 'k': it is a 'let' constant"), "\(error.description)")
        }
        #expect(throws: Never.self) { try geo.run("v = 2\nfresh = 3", file: "c.geo") }
    }
}
