// swift-tools-version:6.1
import PackageDescription

// Benchmarks live in a nested package so that the root manifest stays dependency-free.
// Run with: swift package --disable-sandbox benchmark   (from this directory)
let package = Package(
    name: "RxBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "RxSwift", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .target(
            name: "WorkloadFixtures",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ],
            path: "Benchmarks/WorkloadFixtures"
        ),
        // Single-threaded, deterministic workloads counted with callgrind by scripts/instruction-fence.py. Not
        // under Benchmarks/: the benchmark plugin runs every executable target there as a benchmark.
        .executableTarget(
            name: "InstructionProbes",
            dependencies: [
                "WorkloadFixtures",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
            ],
            path: "Probes/InstructionProbes"
        ),
        // K threads feeding one operator against a plain-lock baseline (issue 29); wall-clock ratios in one run.
        .executableTarget(
            name: "Contention",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift")
            ],
            path: "Probes/Contention"
        ),
        // A server handler's per-request work in RxSwift against plain async/await (issue 43); wall-clock ratios.
        .executableTarget(
            name: "ServerRequests",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift")
            ],
            path: "Probes/ServerRequests"
        ),
        .executableTarget(
            name: "RxBenchmarks",
            dependencies: [
                "WorkloadFixtures",
                .product(name: "RxSwift", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"),
                .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ],
            path: "Benchmarks/RxBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
