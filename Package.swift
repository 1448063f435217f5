// swift-tools-version:6.0
// geo — a scripting language and REPL for 2D geometry and view hierarchies.
// Layers (README, "Layout"): GeoCore ← GeoViews ← GeoHierarchy, GeoAnimation ← GeoRender ← GeoScript ← geo.
import PackageDescription

#if os(macOS)
let readlinePkgConfig: String? = "readline"
let microhttpdPkgConfig: String? = "libmicrohttpd"   // Homebrew's, outside the default paths
#else
let readlinePkgConfig: String? = nil
let microhttpdPkgConfig: String? = nil               // Debian's headers are on the default path
#endif

let package = Package(
    name: "geo",
    // macOS 15: the interpreter's cancel flag and the REPL use the Synchronization module's
    // Atomic and Mutex (and String(validating:as:)), which Apple's platforms have from 15 on.
    // No effect on Linux.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "GeoCore", targets: ["GeoCore"]),
        .library(name: "GeoViews", targets: ["GeoViews"]),
        .library(name: "GeoAnimation", targets: ["GeoAnimation"]),
        .library(name: "GeoHierarchy", targets: ["GeoHierarchy"]),
        .library(name: "GeoScript", targets: ["GeoScript"]),
        .executable(name: "geo", targets: ["geo"]),
    ],
    targets: [
        // Pure value types with Core Graphics semantics. No Foundation.
        .target(name: "GeoCore"),
        // The view tree with UIKit / Core Animation semantics. No I/O.
        .target(name: "GeoViews", dependencies: ["GeoCore"]),
        // UIKit's recursiveDescription read into a view tree and written back; a tree as UIKit
        // Swift source. Strings in, Strings out (no I/O).
        .target(name: "GeoHierarchy", dependencies: ["GeoCore", "GeoViews"]),
        // Timing curves, transform interpolation, recorded animations.
        .target(name: "GeoAnimation", dependencies: ["GeoCore", "GeoViews"]),
        // The language: lexer, parser, resolver, interpreter, built-ins, embedding API.
        // Pictures of a view tree: terminal drawings and SVG documents, as Strings (no I/O).
        .target(name: "GeoRender", dependencies: ["GeoCore", "GeoViews", "GeoAnimation"]),
        .target(name: "GeoScript", dependencies: ["GeoCore", "GeoViews", "GeoAnimation", "GeoRender", "GeoHierarchy",
                                                  "CMalloc", "CFormat"]),
        // glibc's allocator statistics for Limits.memory (Sources/CMalloc/shim.h).
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        // snprintf of one number for String(format:), without a va_list (Sources/CFormat/format.h).
        .systemLibrary(name: "CFormat", path: "Sources/CFormat"),
        // The live view's data: immutable snapshots of view trees, their JSON, hit-tests and
        // presentation samples on the snapshot's own copy. Pure, no I/O (docs/live-view.md).
        .target(name: "GeoScene", dependencies: ["GeoCore", "GeoViews", "GeoAnimation", "GeoRender"]),
        // GNU libmicrohttpd, from Debian's libmicrohttpd-dev (brew install libmicrohttpd).
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: microhttpdPkgConfig,
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        // The live view's HTTP server and its page (`geo --serve`, `:serve`).
        // Linux loads libmicrohttpd when the first server starts (GeoServe/MicroHTTPD.swift), so
        // start-up does not load it and the TLS libraries it needs; macOS links it.
        .target(name: "GeoServe", dependencies: ["GeoScene", "CMicroHTTPD"],
                resources: [.embedInCode("page.html")],
                linkerSettings: [.linkedLibrary("microhttpd", .when(platforms: [.macOS]))]),
        // GNU readline. Linux: Debian's libreadline-dev, whose headers are on the default include
        // path; Debian's readline.pc adds -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600 to Cflags, which
        // SwiftPM prohibits with a warning on every build, so pkg-config is not consulted there.
        // macOS: Homebrew's readline, keg-only (the system's libreadline is libedit, which lacks
        // GNU functions the REPL uses); because of the .brew provider SwiftPM looks for its
        // readline.pc in $(brew --prefix)/opt/readline/lib/pkgconfig, whose -I and -L put GNU
        // readline ahead of the SDK's.
        .systemLibrary(
            name: "CReadline",
            pkgConfig: readlinePkgConfig,
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        // The command: script runner and REPL.
        // Linux loads readline when the REPL starts (CReadline/shim.h), so scripts start
        // without it; macOS links it.
        .executableTarget(name: "geo", dependencies: ["GeoScript", "GeoHierarchy", "CReadline", "GeoScene", "GeoServe", "CMalloc"],
                          linkerSettings: [.linkedLibrary("readline", .when(platforms: [.macOS]))]),
        // Native benchmark of GeoAnimation: `swift run -c release geo-bench-animation [name …]`.
        .executableTarget(name: "geo-bench-animation", dependencies: ["GeoAnimation"]),
        // Native benchmarks: `swift run -c release geo-bench [name …]`.
        .executableTarget(name: "geo-bench", dependencies: ["GeoViews", "GeoHierarchy", "GeoScene", "GeoScript"]),
        // libFuzzer harnesses (Scripts/fuzz.sh); a plain build replays inputs: `swift run geo-fuzz run FILE…`.
        .executableTarget(name: "geo-fuzz", dependencies: ["GeoScript"]),

        // An example host program embedding the interpreter (README, "Embedding").
        .executableTarget(name: "HostApp", dependencies: ["GeoScript"], path: "Examples/HostApp",
                          exclude: ["layout.geo"]),
        // The README's embedding snippet, verbatim (DocsTests keeps the two identical), so that
        // every build compiles it.
        .executableTarget(name: "EmbeddingSnippet", dependencies: ["GeoScript"], path: "Examples/EmbeddingSnippet"),

        .testTarget(name: "GeoCoreTests", dependencies: ["GeoCore"]),
        .testTarget(name: "GeoViewsTests", dependencies: ["GeoViews"]),
        .testTarget(name: "GeoAnimationTests", dependencies: ["GeoAnimation"]),
        // FakeUIKit/ is compiled by the tests themselves (with swiftc) against exported code.
        .testTarget(name: "GeoHierarchyTests", dependencies: ["GeoHierarchy"], exclude: ["FakeUIKit"]),
        .testTarget(name: "GeoScriptTests", dependencies: ["GeoScript"]),
        .testTarget(name: "GeoRenderTests", dependencies: ["GeoRender", "GeoScript"]),
        .testTarget(name: "GeoCLITests", dependencies: ["geo"]),
        .testTarget(name: "GeoSceneTests", dependencies: ["GeoScene", "GeoScript"]),
        .testTarget(name: "GeoServeTests", dependencies: ["GeoServe", "GeoScene", "GeoScript"]),
    ]
)
