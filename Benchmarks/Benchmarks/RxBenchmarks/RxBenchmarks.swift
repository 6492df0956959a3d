import Benchmark

// Entry point picked up by the BenchmarkPlugin boilerplate (`_ = benchmarks()`).
//
// Naming: "<workload> <implementation> <description>", where <implementation> is one of
// `RxSwift` (this package), `OpenCombine` or `loop` (a hand-written baseline). Benchmarks/ratios.py
// groups results by <workload> and divides by the OpenCombine row. To add a workload, create a new
// file with a `registerXxxBenchmarks()` function, call it below, and add its event count to
// `Workloads` here and to `EVENTS` in ratios.py.
let benchmarks: @Sendable () -> Void = {
    registerSubjectBenchmarks()
    registerSubscriptionBenchmarks()
    registerRangeBenchmarks()
    registerOperatorBenchmarks()
    registerCombiningBenchmarks()
    registerObserveOnBenchmarks()
    registerSeedCombiningBenchmarks()
    registerSeedCocoaBenchmarks()
    registerTimingAndContentionBenchmarks()
    registerMemoryBenchmarks()
}

/// Event counts per workload, shared by all three implementations of a workload.
enum Workloads {
    /// (b) events sent to a subject with one subscriber.
    static let singleSubscriberEvents = 1_000_000
    /// (c) subscribers of the fan-out subject.
    static let fanOutSubscribers = 100
    /// (c) events sent to the fan-out subject (each one reaches every subscriber).
    static let fanOutEvents = 100_000
    /// (g) subscribe + dispose round trips on a subject.
    static let subscribeDisposeCount = 1_000_000
    /// (g2) `just(i).subscribe` round trips.
    static let justCount = 1_000_000
    /// (r) elements emitted by `range`.
    static let rangeCount = 1_000_000
    /// (a) elements of `range` flowing through `map`, `filter` and `reduce`.
    static let operatorChainCount = 1_000_000
    /// (h) elements of `range` flowing through `map`, `distinctUntilChanged` and `scan`.
    static let distinctScanCount = 1_000_000
    /// (d) elements of `range`, each flat-mapped to `just`.
    static let flatMapCount = 100_000
    /// (i) elements observed on a serial dispatch queue.
    static let observeOnCount = 100_000
    /// (e) subjects merged into one sequence.
    static let mergeSources = 10
    /// (e) events sent in total, round-robin over the merged subjects.
    static let mergeEvents = 1_000_000
    /// (f) updates alternating between the two `combineLatest` sources.
    static let combineLatestUpdates = 500_000
    /// (w) elements of the first source of `withLatestFrom`.
    static let withLatestFromEvents = 1_000_000
    /// (n) events of the running indicator, alternating between its two sources.
    static let runningIndicatorEvents = 1_000_000
    /// (j, j2) delegate calls.
    static let delegateCalls = 100_000
    /// (k) values accepted by the relay behind the `Driver`.
    static let driverEvents = 1_000_000
    /// (t, t2) elements of the burst sent to `debounce` / `throttle`.
    static let burstEvents = 100_000
    /// (x, y) threads contending for one subject.
    static let contendingThreads = 4
    /// (x) elements each contending thread sends.
    static let contendedEventsPerThread = 250_000
    /// (y) subscribe + dispose round trips of each contending thread.
    static let contendedSubscriptionsPerThread = 100_000
    /// (u) live subscriptions held at once.
    static let liveSubscriptions = 1_000_000
    /// (s) subscribers of the shared sequence.
    static let shareSubscribers = 4
    /// (s) events sent to the shared subject (each one reaches every subscriber).
    static let shareEvents = 1_000_000
}

/// The configuration every benchmark uses: one iteration runs a whole workload, so the wall clock of an
/// iteration is the time for the whole workload and `mallocCountTotal` is the number of allocations in
/// it. Bounded so that the whole suite runs in well under five minutes on two cores.
func workloadConfiguration() -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions, .throughput],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 10
    )
}

/// Registers one benchmark with the shared configuration.
/// - Parameters:
///   - name: the display name, "<workload> <implementation> <description>".
///   - body: the measured work; set-up that should not be measured goes before
///     `benchmark.startMeasurement()`.
func workload(_ name: String, _ body: @escaping (Benchmark) -> Void) {
    Benchmark(name, configuration: workloadConfiguration(), closure: body)
}
