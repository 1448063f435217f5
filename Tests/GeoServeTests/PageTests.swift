import Testing
@testable import GeoServe

/// The embedded page: self-contained (nothing loaded from the network), and talking only to
/// this server's endpoints. Its behaviour is tested in a real browser (Tests/browser).
struct PageTests {
    static let page = String(decoding: PackageResources.page_html, as: UTF8.self)

    @Test func loadsNothingFromTheNetwork() {
        #expect(!Self.page.contains("<script src"))
        #expect(!Self.page.contains("<link"))
        #expect(!Self.page.contains("@import"))
        #expect(!Self.page.contains("https://"))
        // The only absolute URL is SVG's namespace name, which is never fetched.
        let http = Self.page.split(separator: "http://", omittingEmptySubsequences: false).dropFirst()
        #expect(http.allSatisfy { $0.hasPrefix("www.w3.org/2000/svg") })
    }

    @Test func talksOnlyToTheLiveViewsEndpoints() {
        for endpoint in ["\"/scene\"", "\"/events\"", "\"/hit?x=\"", "\"/frames?from=\""] {
            #expect(Self.page.contains(endpoint), "\(endpoint)")
        }
        let fetches = Self.page.split(separator: "fetch(").dropFirst().map { String($0.prefix(12)) }
        #expect(fetches.allSatisfy { $0.hasPrefix("\"/scene\"") || $0.hasPrefix("q,") || $0.hasPrefix("\"/frames?") })
    }

    @Test func everyViewCarriesItsName() {
        #expect(Self.page.contains("'<rect data-view=\"' + esc(v.name)"))
    }
}
