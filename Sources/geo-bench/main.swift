// geo-bench — native benchmarks of geo's Swift layers.
//
//     swift build -c release --product geo-bench
//     .build/release/geo-bench              # every benchmark
//     .build/release/geo-bench convert      # the ones named
//     .build/release/geo-bench --list
//
// Each benchmark lives in its own file and is listed here once.

let benchmarks: [Benchmark] = [
    convertChainBenchmark,
    evaluateBenchmark,
    hitTestGridBenchmark,
    importDumpBenchmark,
    scenePublishBenchmark,
]

let names = Array(CommandLine.arguments.dropFirst())
if names.contains("--list") || names.contains("-h") || names.contains("--help") {
    print("usage: geo-bench [name …]; benchmarks:")
    for b in benchmarks { print("  \(b.name) — \(b.summary)") }
} else {
    let unknown = names.filter { name in !benchmarks.contains { $0.name == name } }
    if !unknown.isEmpty {
        print("unknown benchmark(s): \(unknown.joined(separator: ", ")); try --list")
    } else {
        for b in benchmarks where names.isEmpty || names.contains(b.name) {
            print("== \(b.name): \(b.summary)")
            b.run()
        }
    }
}
