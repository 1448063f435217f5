import Foundation
import Testing
@testable import GeoScript

/// A rejected program changes nothing; a statement that never ran declares nothing
/// (issue 9, "resolution has no side effects").
struct StateRulesTests {
    /// Runs `source`, expecting an error; returns its message.
    func failure(_ geo: Interpreter, _ source: String) -> String? {
        do {
            _ = try geo.runInteractive(source)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aRejectedProgramKeepsConstness() throws {
        let geo = Interpreter()
        try geo.run("let x = 1")
        #expect(failure(geo, "var x = 2; print(nope)") != nil)
        #expect(failure(geo, "x = 5")?.contains("'let' constant") == true)
        #expect(geo["x"]?.asNumber == 1)
    }

    @Test func aRejectedProgramDeclaresNothing() throws {
        let geo = Interpreter()
        #expect(failure(geo, "let k1 = 1; print(zzz); let m1 = 2") != nil)
        #expect(geo["k1"] == nil && geo["m1"] == nil)
        #expect(!geo.globalNames.contains("k1") && !geo.globalNames.contains("m1"))
        #expect(failure(geo, "m1 = 5") == "cannot find 'm1' in scope")
        try geo.run("var m1 = 2; m1 = 5")
        #expect(geo["m1"]?.asNumber == 5)
    }

    @Test func aStatementThatNeverRanDeclaresNothing() throws {
        let geo = Interpreter()
        #expect(failure(geo, "let k = 1; assert(false); let m = 2") != nil)
        #expect(geo["k"]?.asNumber == 1)
        #expect(geo["m"] == nil)
        #expect(geo.globalNames == ["k"])
        #expect(failure(geo, "print(m)")?.hasPrefix("cannot find 'm' in scope") == true)
        try geo.run("let m = 3")
        #expect(geo["m"]?.asNumber == 3)
    }

    @Test func aFunctionReadingAGlobalWhoseDeclarationNeverRanReportsIt() throws {
        let geo = Interpreter()
        #expect(failure(geo, "func g() { return late }\nfunc h() { late = 4 }\nassert(false)\nvar late = 2") != nil)
        #expect(failure(geo, "g()") == "cannot find 'late' in scope")
        #expect(failure(geo, "h()") == "cannot find 'late' in scope")
        try geo.run("var late = 7")
        #expect(try geo.evaluate("g()").asNumber == 7)
        try geo.run("h()")
        #expect(geo["late"]?.asNumber == 4)
    }

    @Test func functionsAreHoistedWithinAProgram() throws {
        let geo = Interpreter()
        #expect(try geo.evaluate("let a = f(2)\nfunc f(n) { return n + 1 }\na").asNumber == 3)
        // A rejected program defines none of its functions.
        #expect(failure(geo, "func neverDefined() { return 1 }\nprint(nope)") != nil)
        #expect(failure(geo, "neverDefined()") == "cannot find 'neverDefined' in scope")
    }

    @Test func evaluateAndCheckFollowTheSameRules() throws {
        let geo = Interpreter()
        do {
            _ = try geo.evaluate("let e1 = 1; assert(false); let e2 = 2; e2")
            Issue.record("expected an error")
        } catch {}
        #expect(geo["e1"]?.asNumber == 1)
        #expect(geo["e2"] == nil)
        try geo.check("let c1 = 1")
        #expect(geo["c1"] == nil)
        try geo.run("let c1 = 2")
        #expect(geo["c1"]?.asNumber == 2)
    }

    @Test func aFailedImportOrRunFileRegistersNothing() throws {
        let dir = FileManagerShim.temporaryDirectory()
        try FileManagerShim.write("var counter = 0\ncounter = counter + 1\nfunc fromLib() { return 1 }\n", to: dir + "/lib.geo")
        try FileManagerShim.write("import \"lib.geo\"\nprint(nope)\n", to: dir + "/bad.geo")
        try FileManagerShim.write("import \"lib.geo\"\nprint(counter)\n", to: dir + "/good.geo")
        try FileManagerShim.write("let r1 = 1\nassert(false)\nlet r2 = 2\n", to: dir + "/fails.geo")
        let geo = Interpreter()
        var out = ""
        geo.output = { out += $0 }
        geo.allowFiles(in: FileManagerShim.url(dir))
        #expect(throws: GeoError.self) { try geo.runFile(dir + "/bad.geo") }
        #expect(geo["counter"] == nil && geo["fromLib"] == nil)
        // The module was not registered as loaded: importing it again runs it.
        try geo.runFile(dir + "/good.geo")
        #expect(out == "1\n")
        #expect(throws: GeoError.self) { try geo.runFile(dir + "/fails.geo") }
        #expect(geo["r1"]?.asNumber == 1)
        #expect(geo["r2"] == nil)
    }

    /// A module whose top level fails is not kept as run: the next import reads and runs it
    /// again (a fix made to the file meanwhile included), as the same program run again would.
    @Test func aModuleThatFailedRunsAgainAtTheNextImport() throws {
        let dir = FileManagerShim.temporaryDirectory()
        try FileManagerShim.write("var runs = 0\n", to: dir + "/count.geo")
        try FileManagerShim.write("import \"count.geo\"\nruns += 1\nlet a = 1\nlet b = nil + 1\nlet c = 3\n", to: dir + "/lib.geo")
        let geo = Interpreter()
        geo.output = { _ in }
        geo.allowFiles(in: FileManagerShim.url(dir))
        let main = dir + "/main.geo"
        #expect(throws: GeoError.self) { try geo.run("import \"lib.geo\"", file: main) }
        #expect(geo["a"]?.asNumber == 1 && geo["c"] == nil)
        #expect(throws: GeoError.self) { try geo.run("import \"lib.geo\"", file: main) }
        #expect(geo["runs"]?.asNumber == 2)
        try FileManagerShim.write("import \"count.geo\"\nruns += 1\nlet a = 1\nlet b = 2\nlet c = 3\n", to: dir + "/lib.geo")
        try geo.run("import \"lib.geo\"", file: main)
        #expect(geo["b"]?.asNumber == 2 && geo["c"]?.asNumber == 3 && geo["runs"]?.asNumber == 3)
        // One that ran to its end runs once.
        try geo.run("import \"lib.geo\"", file: main)
        #expect(geo["runs"]?.asNumber == 3)
    }

    @Test func hostGlobalsAreDeclared() throws {
        let geo = Interpreter()
        geo["fromHost"] = .number(4)
        #expect(try geo.evaluate("fromHost * 2").asNumber == 8)
        try geo.run("fromHost = 1")
        #expect(geo["fromHost"]?.asNumber == 1)
    }
}
