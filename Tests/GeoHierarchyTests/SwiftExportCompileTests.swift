import Foundation
import Testing
@testable import GeoHierarchy

/// Finds swiftc: `$SWIFTC` when set; else the `swiftc` of the toolchain this test process
/// runs on (found from where its Swift runtime library is loaded, so the compiler matches
/// the standard library); else the first on `$PATH`.
enum Swiftc {
    static let path: String? = {
        let fm = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"], fm.isExecutableFile(atPath: explicit) {
            return explicit
        }
        #if os(Linux)
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
            for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
                guard let slash = line.firstIndex(of: "/") else { continue }
                // <toolchain>/usr/lib/swift/linux/libswiftCore.so → <toolchain>/usr/bin/swiftc
                var url = URL(fileURLWithPath: String(line[slash...]))
                for _ in 0..<4 { url.deleteLastPathComponent() }
                let candidate = url.appendingPathComponent("bin/swiftc").path
                if fm.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        #endif
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(dir) + "/swiftc"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Runs swiftc (or the built program) and returns its standard output; throws with its
    /// standard error when it fails.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Standard error goes to a file, so a chatty compiler cannot block on a full pipe
        // while standard output is being read.
        let errPath = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errPath.path, contents: nil)
        let errHandle = try FileHandle(forWritingTo: errPath)
        defer { try? FileManager.default.removeItem(at: errPath) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errHandle
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errHandle.close()
        let errData = (try? Data(contentsOf: errPath)) ?? Data()
        guard process.terminationStatus == 0 else {
            throw CompileFailure(command: ([executable] + arguments).joined(separator: " "),
                                 output: String(decoding: errData, as: UTF8.self))
        }
        return String(decoding: outData, as: UTF8.self)
    }

    struct CompileFailure: Error, CustomStringConvertible {
        let command: String, output: String
        var description: String { "\(command)\n\(output)" }
    }
}

@Suite("Exported Swift compiles and rebuilds the tree", .serialized)
struct SwiftExportCompileTests {
    /// The package's root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func sources(_ folder: String) throws -> [String] {
        let dir = packageRoot.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: dir.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
    }

    /// The trees exported: every fixture, and seeded random trees with anchors, bounds
    /// origins, rotations, scales and flags.
    static func trees() throws -> [View] {
        var trees = try [Fixtures.plain, Fixtures.scroll, Fixtures.transformed, Fixtures.flags, Fixtures.oneLine]
            .map { try RecursiveDescription.parse($0).root }
        for seed in 1...6 {
            var random = RandomTrees(seed: UInt64(seed) &* 7919)
            trees.append(random.tree(views: 30))
        }
        let odd = View(frame: Rect(x: -0.0, y: 1e-7, width: 1e21, height: 0.1))
        odd.name = "self"
        odd.tag = -3
        // Names in other scripts keep their letters (Swift accepts them in identifiers).
        for name in ["é ü 漢字", "Ünïcödé 名前", "e\u{301}tiquette", "❤️ like", "Ω · ²"] {
            let v = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
            v.name = name
            try odd.addSubview(v)
        }
        trees.append(odd)
        return trees
    }

    @Test(.enabled(if: Swiftc.path != nil, "no swiftc: set SWIFTC or put the Swift toolchain on PATH"))
    func exportedSwiftCompilesAndBuildsTheSameTree() throws {
        let swiftc = try #require(Swiftc.path)
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("geo-swift-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        // GeoCore as a module, then GeoViews with the UIKit names on top as the module UIKit.
        _ = try Swiftc.run(swiftc, ["-parse-as-library", "-module-name", "GeoCore", "-emit-module",
                                    "-emit-module-path", "GeoCore.swiftmodule", "-wmo", "-c", "-o", "GeoCore.o"]
                                   + Self.sources("Sources/GeoCore"), in: dir)
        _ = try Swiftc.run(swiftc, ["-parse-as-library", "-module-name", "UIKit", "-I", ".", "-emit-module",
                                    "-emit-module-path", "UIKit.swiftmodule", "-wmo", "-c", "-o", "UIKit.o"]
                                   + Self.sources("Sources/GeoViews") + Self.sources("Tests/GeoHierarchyTests/FakeUIKit")
                                   + [Self.packageRoot.appendingPathComponent("Tests/GeoHierarchyTests/ExactGeometry.swift").path], in: dir)

        // One function per exported tree (its source unchanged but for the import, which
        // the file has once), then a printout of every view's geometry.
        let trees = try Self.trees()
        var program = "import UIKit\n"
        var expected: [String] = []
        for (i, tree) in trees.enumerated() {
            for style in SwiftExport.Style.allCases {
                let source = SwiftExport.source(for: tree, style: style)
                #expect(source.hasPrefix("import UIKit\n"))
                let body = source.dropFirst("import UIKit\n".count)
                let rootLine = try #require(body.split(separator: "\n").first { $0.hasPrefix("let ") })
                let rootName = rootLine.dropFirst(4).prefix { $0 != " " }
                program += "\nfunc tree\(i)\(style.rawValue)() -> UIView {\n\(body)\nreturn \(rootName)\n}\n"
                program += "print(\"tree \(i) \(style.rawValue)\")\nprint(exactGeometry(tree\(i)\(style.rawValue)().geoView))\n"
                expected.append("tree \(i) \(style.rawValue)")
                expected.append(style == .exact ? exactGeometry(tree) : exactGeometry(Self.framesOnly(tree)))
            }
        }
        try program.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        _ = try Swiftc.run(swiftc, ["-I", ".", "main.swift", "GeoCore.o", "UIKit.o", "-o", "exported"], in: dir)
        let output = try Swiftc.run(dir.appendingPathComponent("exported").path, [], in: dir)
        let got = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let want = (expected.joined(separator: "\n") + "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(got.count == want.count)
        for (g, w) in zip(got, want) where g != w {
            Issue.record("exported tree differs:\n got \(g)\nwant \(w)")
            break
        }
    }

    /// What the frames style builds: each view at its frame, no transform or anchor, with its
    /// bounds origin and flags.
    static func framesOnly(_ tree: View) -> View {
        func copy(_ v: View) -> View {
            let c = View(frame: v.frame)
            c.bounds.origin = v.bounds.origin
            c.alpha = v.alpha
            c.isHidden = v.isHidden
            c.isUserInteractionEnabled = v.isUserInteractionEnabled
            c.clipsToBounds = v.clipsToBounds
            for s in v.subviews { try? c.addSubview(copy(s)) }
            return c
        }
        return copy(tree)
    }

    @Test func identifiersAreValidAndUnique() throws {
        let root = try RecursiveDescription.parse(Fixtures.plain).root
        let source = SwiftExport.source(for: root)
        let names = source.split(separator: "\n").filter { $0.hasPrefix("let ") }.map { $0.dropFirst(4).prefix { $0 != " " } }
        #expect(names == ["uiWindow", "uiView", "uiButton", "uiButtonLabelTapMe", "uiLabelPriceSpecialOffer", "uiViewTag7", "uiView2"])
        #expect(SwiftNames.identifier("self") == "selfView")
        #expect(SwiftNames.identifier("2 cards") == "view2Cards")
        #expect(SwiftNames.identifier("'…'") == "view")
        // Non-ASCII letters are kept (they were dropped: `é ü 漢字` became `view`); symbols,
        // emoji and punctuation still separate words; a combining accent stays with its letter.
        #expect(SwiftNames.identifier("é ü 漢字") == "éÜ漢字")
        #expect(SwiftNames.identifier("Ünïcödé 名前") == "ünïcödé名前")
        #expect(SwiftNames.identifier("e\u{301}tiquette") == "e\u{301}tiquette")
        #expect(SwiftNames.identifier("❤️ like") == "like")
        #expect(SwiftNames.identifier("Ω · ²") == "ω²")
        #expect(SwiftNames.identifier("\u{301}x") == "x")
        #expect(SwiftExport.number(0.1 + 0.2) == "0.30000000000000004")
        #expect(SwiftExport.number(0.5) == "0.5" && SwiftExport.number(375) == "375" && SwiftExport.number(-0.0) == "-0.0")
    }

    @Test func theExactStyleReadsAsUIKitCode() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        root.name = "root"
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        card.name = "card"
        card.anchorPoint = Point(x: 0, y: 0)
        card.transform = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        card.alpha = 0.5
        try root.addSubview(card)
        #expect(SwiftExport.source(for: root) == """
        import UIKit

        let root = UIView()
        root.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.center = CGPoint(x: 187.5, y: 333.5)

        let card = UIView()
        card.layer.anchorPoint = CGPoint(x: 0, y: 0)
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        card.center = CGPoint(x: 200, y: 150)
        card.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        card.alpha = 0.5
        root.addSubview(card)

        """)
        #expect(SwiftExport.source(for: root, style: .frames).contains("""
        // lossy: the transform CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0) is left out, so this is only its frame
        """))
    }
}
