import Foundation
import Testing
@testable import GeoScript

/// docs/reference.md is generated from the registry (`geo --reference`) and must not go stale.
struct ReferenceTests {
    static let path = langPackageRoot + "/docs/reference.md"
    static let regenerate = "swift run geo --reference > docs/reference.md"

    @Test func theCommittedReferenceIsWhatGeoGenerates() throws {
        let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
        let generated = Reference.markdown()
        if committed != generated {
            let a = committed.split(separator: "\n", omittingEmptySubsequences: false)
            let b = generated.split(separator: "\n", omittingEmptySubsequences: false)
            let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            Issue.record("""
                docs/reference.md is stale (a built-in was added or changed). Regenerate it with
                    \(Self.regenerate)
                and commit it. First difference at line \(first + 1):
                  committed: \(first < a.count ? String(a[first]) : "<end of file>")
                  generated: \(first < b.count ? String(b[first]) : "<end of file>")
                """)
        }
    }

    @Test func everyRegisteredNameIsInTheReference() {
        let text = Reference.markdown()
        let registry = Registry()
        for name in registry.globalNames {
            #expect(text.contains("- `\(name)"), "global \(name)")
        }
        for kind in ValueKind.allCases {
            guard let section = text.components(separatedBy: "\n## \(kind.name)\n").dropFirst().first?
                .components(separatedBy: "\n## ").first else {
                #expect(registry.memberNames(of: kind).isEmpty, "no section for \(kind.name)")
                continue
            }
            for member in registry.memberNames(of: kind) {
                #expect(section.contains("- `\(member)"), "\(kind.name).\(member)")
            }
        }
    }

    @Test("the members people look for", arguments: [
        "List": ["map(_ transform: Function)", "filter(", "reduce(", "sorted()", "sorted(by:", "remove(at: Number)"],
        "String": ["split(separator: String)", "uppercased()"],
    ].flatMap { kind, members in members.map { (kind, $0) } })
    func documented(_ c: (kind: String, member: String)) {
        let section = Reference.markdown().components(separatedBy: "\n## \(c.kind)\n").dropFirst().first ?? ""
        #expect(section.contains("- `\(c.member)"))
    }

    @Test func theCommandPrintsIt() throws {
        guard FileManager.default.isExecutableFile(atPath: CommandTests.binary) else { return }
        let run = try CommandTests().geo(["--reference"])
        #expect(run.status == 0)
        #expect(run.out == Reference.markdown())
        let extra = try CommandTests().geo(["--reference", "x"])
        #expect(extra.status == 2)
        #expect(extra.err.contains("--reference takes no arguments"))
    }

    @Test func powIsThere() {
        #expect(Reference.markdown().contains("- `pow(_ x: Number, _ y: Number)`"))
        let r = BindingRun("print(pow(2, 10), pow(9, 0.5), pow(2, -1))")
        #expect(r.output == "1024 3 0.5\n")
    }
}
