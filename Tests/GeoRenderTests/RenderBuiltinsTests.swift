import Testing
import Foundation
@testable import GeoScript
import GeoRender

/// `render` and `svg` as scripts use them, through an interpreter.
@Suite struct RenderBuiltinsTests {
    static let tree = """
        let root = View(frame: (0, 0, 100, 50), name: "root")
        let a = View(frame: (10, 10, 40, 20), name: "a")
        let b = View(frame: (60, 20, 30, 20), name: "b")
        b.isHidden = true
        root.addSubview(a)
        root.addSubview(b)

        """

    /// A fresh folder under the temporary directory, removed by `body`'s end.
    static func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("geo-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(URL(fileURLWithPath: FileAccess.canonical(folder.path)))
    }

    static func run(_ source: String, file: String = "test.geo", setup: (Interpreter) -> Void = { _ in })
        -> (output: String, error: String?) {
        let geo = Interpreter()
        var output = ""
        geo.output = { output += $0 }
        setup(geo)
        do {
            try geo.run(source, file: file)
            return (output, nil)
        } catch {
            return (output, error.message)
        }
    }

    @Test func renderWritesToTheOutputAndReturnsNil() throws {
        let (output, error) = Self.run(Self.tree + "let r = render(root, columns: 41, rows: 12)\nprint(r)")
        #expect(error == nil)
        #expect(output == TextRenderer.drawing(of: Trees.small(), columns: 41, rows: 12) + "nil\n")
    }

    @Test(arguments: ["render(root, columns: 3)", "render(root, rows: 1.5)", "render(root, columns: nan)"])
    func renderRejectsABadGrid(call: String) {
        let (_, error) = Self.run(Self.tree + call)
        #expect(error?.hasPrefix("render: ") == true)
    }

    @Test func svgWithoutAPathReturnsTheText() {
        let (output, error) = Self.run(Self.tree + "print(svg(root))")
        #expect(error == nil)
        #expect(output == SVGRenderer.document(of: Trees.small()) + "\n")
    }

    @Test func svgWithoutAGrantIsDenied() throws {
        try Self.withFolder { folder in
            let target = folder.appendingPathComponent("out.svg").path
            let (_, error) = Self.run(Self.tree + "svg(root, \"\(target)\")")
            #expect(error == "file access denied: cannot write '\(target)': \(target) is outside the folders this interpreter may write to")
            #expect(!FileManager.default.fileExists(atPath: target))
        }
    }

    @Test func svgWritesInsideAGrantedFolder() throws {
        try Self.withFolder { folder in
            let script = folder.appendingPathComponent("picture.geo").path
            let (output, error) = Self.run(Self.tree + "print(svg(root, \"\(folder.path)/out.svg\"))", file: script) { $0.allowFiles(in: folder) }
            #expect(error == nil)
            #expect(output == folder.appendingPathComponent("out.svg").path + "\n")
            let written = try String(contentsOfFile: folder.appendingPathComponent("out.svg").path, encoding: .utf8)
            #expect(written == SVGRenderer.document(of: Trees.small()))
        }
    }

    @Test(arguments: ["../escaped.svg", "/tmp/../etc/geo-render-test.svg", "link/out.svg"])
    func svgCannotLeaveTheGrantedFolder(path: String) throws {
        try Self.withFolder { outside in
            try Self.withFolder { folder in
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path,
                                                           withDestinationPath: outside.path)
                let script = folder.appendingPathComponent("picture.geo").path
                let target = path.hasPrefix("/") ? path : folder.path + "/" + path
                let (_, error) = Self.run(Self.tree + "svg(root, \"\(target)\")", file: script) { $0.allowFiles(in: folder) }
                #expect(error?.hasPrefix("file access denied: cannot write '\(target)'") == true, "\(error ?? "no error")")
                #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
            }
        }
    }

    @Test func anUnwritablePathIsReportedWithThePath() throws {
        try Self.withFolder { folder in
            let script = folder.appendingPathComponent("picture.geo").path
            let (_, missing) = Self.run(Self.tree + "svg(root, \"\(folder.path)/missing/out.svg\")", file: script) { $0.allowFiles(in: folder) }
            #expect(missing == "cannot write the SVG to '\(folder.path)/missing/out.svg' (\(folder.path)/missing/out.svg): No such file or directory")
            let (_, directory) = Self.run(Self.tree + "svg(root, \"\(folder.path)\")", file: script) { $0.allowFiles(in: folder) }
            #expect(directory == "cannot write the SVG to '\(folder.path)' (\(folder.path)): Is a directory")
            let (_, empty) = Self.run(Self.tree + "svg(root, \"\")", file: script) { $0.allowFiles(in: folder) }
            #expect(empty == "svg: the file path is empty")
        }
    }

    @Test func theErrorPointsAtTheCall() throws {
        let geo = Interpreter()
        geo.output = { _ in }
        #expect {
            try geo.run(Self.tree + "svg(root, \"x.svg\")", file: "pic.geo")
        } throws: { error in
            let text = String(describing: error)
            return text.hasPrefix("pic.geo:7:1: error: file access denied") && text.contains("allowFiles(in:)")
        }
    }
}

extension Interpreter {
    /// What a host holding a Foundation URL writes (GeoScript itself takes a path).
    func allowFiles(in directory: URL) { allowFiles(in: directory.path) }
}
