import Foundation
import Testing

/// The README and docs/ stand alone: every link stays inside the repository and reaches a file;
/// the README's embedding snippet is the `EmbeddingSnippet` target, so every build compiles it;
/// the README's layout table lists every library target.
struct DocsTests {
    /// Every Markdown file of the package (not under `.build`).
    static func markdownFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: langPackageRoot) else { return [] }
        var files: [String] = []
        for case let relative as String in enumerator {
            if relative.hasPrefix(".build") || relative.hasPrefix(".git") { enumerator.skipDescendants(); continue }
            if relative.hasSuffix(".md") { files.append(relative) }
        }
        return files.sorted()
    }

    /// The targets of the Markdown links `[text](target)` in a text.
    static func linkTargets(_ text: String) -> [String] {
        var targets: [String] = []
        // Code (between backticks, fenced blocks too) holds no links: `[Int](repeating: 0, count: n)`.
        let prose = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
        var rest = Substring(prose)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            targets.append(String(after[..<close]))
            rest = after[close...]
        }
        return targets
    }

    @Test func theDocsAreFound() {
        let files = Self.markdownFiles()
        #expect(files.contains("README.md"))
        #expect(files.contains("docs/language.md"))
        #expect(files.contains("docs/reference.md"))
        #expect(Self.linkTargets("see [a](x.md#y) and [b](https://e.org)") == ["x.md#y", "https://e.org"])
        #expect(Self.linkTargets("`[Int](n)` and\n```\n[a](b)\n```\n[c](d.md)") == ["d.md"])
    }

    /// The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped,
    /// spaces turned into hyphens (`## The \`geo\` command` → `the-geo-command`).
    static func anchors(_ markdown: String) -> Set<String> {
        var result: Set<String> = []
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.drop { $0 == " " }
            var slug = ""
            for c in title.lowercased() {
                if c.isLetter || c.isNumber || c == "-" || c == "_" { slug.append(c) } else if c == " " { slug.append("-") }
            }
            result.insert(slug)
        }
        return result
    }

    @Test func anchorsAreGitHubs() {
        #expect(Self.anchors("# A\n## The `geo` command\n```\n# not a heading\n```\n### Exercises: predict, then check\n")
                == ["a", "the-geo-command", "exercises-predict-then-check"])
    }

    @Test("no doc links outside the repository, to a missing file or to a missing heading", arguments: markdownFiles())
    func linksStayInside(_ file: String) throws {
        let text = try String(contentsOfFile: langPackageRoot + "/" + file, encoding: .utf8)
        let folder = URL(fileURLWithPath: langPackageRoot + "/" + file).deletingLastPathComponent()
        let root = URL(fileURLWithPath: langPackageRoot).standardizedFileURL.path
        for target in Self.linkTargets(text) {
            if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let path = parts[0]
            let resolved = path.isEmpty ? langPackageRoot + "/" + file
                : folder.appendingPathComponent(path).standardizedFileURL.path
            #expect(resolved == root || resolved.hasPrefix(root + "/"),
                    "\(file) links \(target), which is outside the repository: users do not have it")
            #expect(FileManager.default.fileExists(atPath: resolved), "\(file) links \(target), which does not exist")
            if parts.count == 2, resolved.hasSuffix(".md"),
               let linked = try? String(contentsOfFile: resolved, encoding: .utf8) {
                let headingExists = Self.anchors(linked).contains(parts[1])
                #expect(headingExists, "\(file) links \(target): no such heading")
            }
        }
    }

    /// The first ```swift block after the README's "## Embedding".
    static func readmeSnippet() throws -> String {
        let readme = try String(contentsOfFile: langPackageRoot + "/README.md", encoding: .utf8)
        let section = readme.components(separatedBy: "\n## Embedding\n").dropFirst().first ?? ""
        let block = section.components(separatedBy: "```swift\n").dropFirst().first ?? ""
        return block.components(separatedBy: "```").first ?? ""
    }

    @Test func theEmbeddingSnippetIsTheTargetThatEveryBuildCompiles() throws {
        let snippet = try Self.readmeSnippet()
        let target = try String(contentsOfFile: langPackageRoot + "/Examples/EmbeddingSnippet/main.swift", encoding: .utf8)
        #expect(!snippet.isEmpty)
        #expect(snippet == target, "README.md's embedding snippet and Examples/EmbeddingSnippet/main.swift must be identical")
    }

    @Test func theEmbeddingSnippetRunsAsItsCommentsSay() throws {
        let binary = langProductsDirectory + "/EmbeddingSnippet"
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            Issue.record("build the EmbeddingSnippet product first (swift build --build-tests builds it)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: data, as: UTF8.self) == "(187.5, 222)\n317.1802 (28.9099, 112.3478, 317.1802, 219.3043)\n")
    }

    @Test func theLayoutTableListsEveryLibraryTarget() throws {
        let manifest = try String(contentsOfFile: langPackageRoot + "/Package.swift", encoding: .utf8)
        let readme = try String(contentsOfFile: langPackageRoot + "/README.md", encoding: .utf8)
        let layout = readme.components(separatedBy: "\n## Layout\n").dropFirst().first ?? ""
        let names = manifest.components(separatedBy: ".target(name: \"").dropFirst().compactMap { $0.split(separator: "\"").first }
        #expect(names.count >= 5)
        for name in names {
            #expect(layout.contains("| `\(name)` |"), "README's layout table lacks the target \(name)")
        }
    }
}

/// What docs/language.md states loudly about truthiness: only `false` and `nil` are false.
struct TruthinessTests {
    @Test("only false and nil are false", arguments: [
        ("0", true), ("\"\"", true), ("[]", true), ("nan", true), ("(0, 0)", true), ("-1", true),
        ("false", false), ("nil", false), ("true", true),
    ])
    func truthiness(_ c: (value: String, isTrue: Bool)) {
        let run = BindingRun("""
            if \(c.value) { print("if: true") } else { print("if: false") }
            var n = 0
            while \(c.value) and n < 1 { n += 1 }
            print(n, not \(c.value), \(c.value) or "other")
            """)
        #expect(run.error == nil, "\(run.error ?? "")")
        let shown = c.isTrue ? "if: true\n1 false true\n" : "if: false\n0 true true\n"  // and/or give a Bool
        #expect(run.output == shown, "\(c.value): \(run.output)")
    }
}
