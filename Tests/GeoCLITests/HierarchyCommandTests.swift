import Foundation
import Testing

/// Issue 11: `geo --import DUMP [SCRIPT]`, and `:paste` / `:swift` at the REPL.
@Suite(.serialized)
struct HierarchyCommandTests {
    static let dump = """
    (lldb) po [[UIWindow keyWindow] recursiveDescription]
    <UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
       | <UIButton: 0x7f02; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x6002>>
       |    | <UIButtonLabel: 0x7f03; frame = (30 12; 60 20); text = 'Tap me'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6003>>
    """

    @Test func importBindsAppBeforeTheScript() throws {
        try Shell.withFolders { work, _ in
            try Self.dump.write(toFile: work + "/dump.txt", atomically: true, encoding: .utf8)
            try "print(app.hitTest((50, 120)).name, app.find(\"UIButtonLabel 'Tap me'\").text)\n"
                .write(toFile: work + "/main.geo", atomically: true, encoding: .utf8)
            let result = try Shell.run("\"$GEO\" --import dump.txt main.geo", in: work)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out == "UIButton Tap me\n")
            let piped = try Shell.run("echo 'print(app.subviews.count)' | \"$GEO\" --import dump.txt", in: work)
            #expect(piped.out == "1\n", "\(piped.err)")
            let code = try Shell.run("\"$GEO\" --import dump.txt -e 'print(app.find(\"UIButton\").frame, arguments)' x", in: work)
            #expect(code.out == "(20, 100, 120, 44) [\"x\"]\n", "\(code.err)")
        }
    }

    @Test func aBadDumpIsALocatedErrorAndExitStatus1() throws {
        try Shell.withFolders { work, _ in
            try "<UIView: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = (0 0; 10\n"
                .write(toFile: work + "/dump.txt", atomically: true, encoding: .utf8)
            let result = try Shell.run("\"$GEO\" --import dump.txt main.geo", in: work)
            #expect(result.status == 1)
            #expect(result.err.hasPrefix("dump.txt:2:28: error: '(' is never closed"), "\(result.err)")
            let missing = try Shell.run("\"$GEO\" --import", in: work)
            #expect(missing.status == 2)
        }
    }

    /// The dump is read as scripts are (size, folder and device checks) and named as a dump.
    @Test func anUnreadableDumpIsNamedAndExitStatus2() throws {
        try Shell.withFolders { work, _ in
            let folder = try Shell.run("mkdir d; \"$GEO\" --import d -e 'print(1)'", in: work)
            #expect(folder.status == 2)
            #expect(folder.err == "geo: error: 'd' is a directory, not a hierarchy dump\n", "\(folder.err)")
            let fifo = try Shell.run("mkfifo f; \"$GEO\" --import f -e 'print(1)'", in: work)
            #expect(fifo.status == 2)
            #expect(fifo.err == "geo: error: 'f' is not a regular file\n", "\(fifo.err)")
        }
    }

    @Test func pasteBindsAppAndSwiftPrintsTheCode() throws {
        let term = try REPLSessionTests.start()
        term.line(":paste")
        try term.expect("then an empty line")
        for line in Self.dump.split(separator: "\n") { term.line(String(line)) }
        term.line("")
        #expect(try term.expect("geo> ").contains("app = <View \"UIWindow\" frame=(0, 0, 375, 667)>, 3 views"))
        term.line("app.find(\"UIButton\").convert((0, 0), to: nil)")
        #expect(try term.expect("geo> ").contains("(20, 100)"))
        term.line(":paste card")
        try term.expect("then an empty line")
        term.line("<UIView: 0x9; frame = (1 2; 3 4)>")
        term.line("")
        #expect(try term.expect("geo> ").contains("card = <View \"UIView\" frame=(1, 2, 3, 4)>, 1 view"))
        term.line(":swift card")
        #expect(try term.expect("geo> ").contains("let uiView = UIView()\nuiView.bounds = CGRect(x: 0, y: 0, width: 3, height: 4)"))
        term.line(":paste")
        try term.expect("then an empty line")
        term.line("<UIView: 0x9; frame = (1 2; 3 x)>")
        term.line("")
        #expect(try term.expect("geo> ").contains("<paste>:1:31: error: frame holds 'x'"))
        term.line("app.subviews.count")
        #expect(try term.expect("geo> ").contains("1"))
    }

    @Test func ctrlDEndsAPasteNotTheSession() throws {
        let term = try REPLSessionTests.start()
        term.line(":paste card")
        try term.expect("then an empty line")
        term.line("<UIView: 0x9; frame = (1 2; 3 4)>")
        // Ctrl-D once readline edits the next line (as a user presses it): the line shown after
        // its prompt, the next prompt, the terminal out of canonical mode.
        try term.expect("...  <UIView: 0x9; frame = (1 2; 3 4)>\n...  ")
        for _ in 0..<200 where term.isCanonical { usleep(10_000) }
        term.type(PseudoTerminal.ctrlD)
        #expect(try term.expect("geo> ").contains("card = <View \"UIView\" frame=(1, 2, 3, 4)>, 1 view"))
        term.line("card.frame.width * 7")
        #expect(try term.expect("geo> ").contains("21"))
        for _ in 0..<200 where term.isCanonical { usleep(10_000) }
        term.type(PseudoTerminal.ctrlD)
        #expect(try term.waitForExit() == 0)
    }
}
