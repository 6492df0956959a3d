import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// A randomised mix of operators, subjects and schedulers under load for a configurable time.
///
/// 4 worker threads build random pipelines (a subject or a cold source, 1–4 random operators, hops through
/// serial, concurrent, current-thread and operation-queue schedulers), feed them, and either wait for
/// their terminal event or dispose them early; meanwhile a producer thread floods a shared subject that
/// the workers subscribe to and leave. Checked: the grammar of every pipeline, no lost terminal event
/// (a pipeline whose source terminated must terminate), counters balanced (every pipeline started is
/// accounted for), no memory growth after warm-up (the first half; resident set sampled every 100 ms), and with
/// `TRACE_RESOURCES` the resource counter back to its baseline.
///
/// `RX_SOAK_SECONDS` sets the duration (default 3 s, as CI runs it, also under ThreadSanitizer); run it for
/// minutes by hand: `RX_SOAK_SECONDS=300 swift test -c release --filter SoakStressTests`.
final class SoakStressTests: RxTestCase {
    func testRandomisedPipelinesUnderLoad() {
        let environment = ProcessInfo.processInfo.environment
        let seconds = Double(environment["RX_SOAK_SECONDS"] ?? "") ?? 3
        let soak = Soak(seed: UInt64(environment["RX_SOAK_SEED"] ?? "") ?? UInt64.random(in: 0...UInt64.max))
        let run = "Soak: \(seconds) s, seed \(soak.seed) (set RX_SOAK_SECONDS and RX_SOAK_SEED to change them)"
        TestDiagnostics.note(run)
        let report = soak.run(seconds: seconds)
        TestDiagnostics.note("Soak: \(report.summary)")
        for violation in report.violations.prefix(10) { XCTFail("\(violation) (\(run))") }
        for pipeline in report.lostPipelines.prefix(10) { XCTFail("R5 lost terminal event: \(pipeline) (\(run))") }
        XCTAssertEqual(report.lostTerminals, 0, "pipelines whose source terminated but which never terminated")
        XCTAssertEqual(
            report.started, report.terminated + report.disposedEarly + report.lostTerminals,
            "every pipeline started is accounted for")
        XCTAssertGreaterThan(report.started, 0)
        if let growth = report.memoryGrowthAfterWarmUp {
            XCTAssertLessThan(growth, 64 << 20, "resident memory grew by \(growth >> 20) MB after warm-up")
        }
    }
}

/// What a soak run observed.
struct SoakReport {
    var started = 0
    var terminated = 0
    var disposedEarly = 0
    var lostTerminals = 0
    var sharedSubscriptions = 0
    var violations: [String] = []
    var lostPipelines: [String] = []
    var memoryAtWarmUp: Int?
    var memoryPeak: Int?

    var memoryGrowthAfterWarmUp: Int? {
        guard let memoryAtWarmUp, let memoryPeak else { return nil }
        return memoryPeak - memoryAtWarmUp
    }

    var summary: String {
        let memory =
            memoryAtWarmUp.map { "\($0 >> 20) MB after warm-up, peak \((memoryPeak ?? $0) >> 20) MB" } ?? "not sampled"
        return "\(started) pipelines: \(terminated) terminated, \(disposedEarly) disposed early, \(lostTerminals) lost "
            + "terminal events; \(sharedSubscriptions) subscriptions to the flooded subject; \(violations.count) "
            + "grammar violations; memory \(memory)"
    }
}

/// One soak run.
final class Soak: @unchecked Sendable {
    // Sendable: `report` is in a LockedState; the schedulers and the shared subject synchronise themselves.
    let seed: UInt64
    private let report = LockedState(SoakReport())
    private let flooded = PublishSubject<Int>()
    private let schedulers: [ImmediateSchedulerType & Sendable]
    private let timer = ConcurrentDispatchQueueScheduler(qos: .default)
    private let stop = Atomic<Bool>(false)

    init(seed: UInt64) {
        self.seed = seed
        let operations = OperationQueue()
        operations.maxConcurrentOperationCount = 2
        schedulers = [
            SerialDispatchQueueScheduler(qos: .default), ConcurrentDispatchQueueScheduler(qos: .default),
            OperationQueueScheduler(operationQueue: operations),
        ]
    }

    func run(seconds: TimeInterval) -> SoakReport {
        #if TRACE_RESOURCES
            let baseline = Resources.total
        #endif
        let done = DispatchGroup()
        spawn(done) { [self] in
            var value = 0
            while !stop.load(ordering: .relaxed) {
                value += 1
                flooded.onNext(value)
                if value % 4 == 0 { usleep(100) }
            }
        }
        let floodShare = Int(ProcessInfo.processInfo.environment["RX_SOAK_FLOOD"] ?? "") ?? 2
        for worker in 0..<4 {
            spawn(done) { [self] in
                var random = SplitMix(seed: seed &+ UInt64(worker))
                while !stop.load(ordering: .relaxed) {
                    if random.next(10) < floodShare { subscribeToFlooded(&random) } else { runPipeline(&random) }
                }
            }
        }
        let start = Date()
        let verbose = ProcessInfo.processInfo.environment["RX_SOAK_VERBOSE"] != nil
        while Date().timeIntervalSince(start) < seconds {
            usleep(100_000)
            let elapsed = Date().timeIntervalSince(start)
            if verbose {
                print(
                    String(
                        format: "soak t=%.1f rss=%d MB lag=%@", elapsed, (ProcessMemory.residentBytes() ?? 0) >> 20,
                        schedulerLag()))
            }
            guard elapsed >= seconds * 0.5, let memory = ProcessMemory.residentBytes() else { continue }
            report.withLock { report in
                if report.memoryAtWarmUp == nil { report.memoryAtWarmUp = memory }
                report.memoryPeak = max(report.memoryPeak ?? memory, memory)
            }
        }
        stop.store(true, ordering: .relaxed)
        if done.wait(timeout: .now() + 30) == .timedOut {
            report.withLock { $0.violations.append("R5 no deadlock: soak threads still busy 30 s after the stop") }
        }
        #if TRACE_RESOURCES
            if !waitPumpingMain(5, until: { Resources.total == baseline }) {
                report.withLock { $0.violations.append("R6 resources: \(Resources.total - baseline) still alive") }
            }
        #endif
        return report.withLock { $0 }
    }

    /// How long each scheduler takes to run a newly scheduled action (milliseconds), up to 1 s.
    private func schedulerLag() -> String {
        schedulers.map { scheduler in
            let ran = DispatchSemaphore(value: 0)
            let start = DispatchTime.now()
            _ = scheduler.schedule(()) { _ in
                ran.signal()
                return Disposables.create()
            }
            guard ran.wait(timeout: .now() + 1) == .success else { return ">1000" }
            return String((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        }.joined(separator: "/")
    }

    private func spawn(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        let thread = Thread {
            body()
            group.leave()
        }
        thread.stackSize = 4 << 20
        thread.start()
    }

    /// Subscribes to the flooded subject through random operators and leaves after a moment.
    private func subscribeToFlooded(_ random: inout SplitMix) {
        let checker = GrammarCheckingObserver<Int>()
        let (pipeline, _) = randomOperators(flooded.asObservable(), &random, allowTake: false)
        let subscription = pipeline.subscribe(checker)
        usleep(UInt32(random.next(500)))
        checker.disposing { subscription.dispose() }
        let violations = checker.violations
        report.withLock { report in
            report.sharedSubscriptions += 1
            report.violations += violations
        }
    }

    /// Builds, feeds and ends one random pipeline.
    private func runPipeline(_ random: inout SplitMix) {
        let count = 1 + random.next(50)
        let fails = random.next(4) == 0
        let subject: AnyObserver<Int>?
        let source: Observable<Int>
        let sourceName: String
        switch random.next(4) {
        case 0:
            let publish = PublishSubject<Int>()
            (subject, source, sourceName) = (publish.asObserver(), publish.asObservable(), "PublishSubject")
        case 1:
            let behavior = BehaviorSubject(value: 0)
            (subject, source, sourceName) = (AnyObserver(behavior), behavior.asObservable(), "BehaviorSubject")
        case 2:
            let replay = ReplaySubject<Int>.create(bufferSize: 3)
            (subject, source, sourceName) = (AnyObserver(replay), replay.asObservable(), "ReplaySubject")
        default:
            subject = nil
            let range = Observable.range(start: 0, count: count)
            source = fails ? range.concat(Observable.error(TestError.boom)) : range
            sourceName = "range"
        }
        let checker = GrammarCheckingObserver<Int>()
        let (pipeline, names) = randomOperators(source, &random, allowTake: true)
        let subscription = pipeline.subscribe(checker)
        if let observer = subject {
            for value in 0..<count { observer.onNext(value) }
            if fails { observer.onError(TestError.boom) } else { observer.onCompleted() }
        }
        let disposeEarly = random.next(3) == 0
        var lost = false
        if !disposeEarly && !checker.waitForTerminal(timeout: 5) { lost = true }
        checker.disposing { subscription.dispose() }
        let violations = checker.violations
        report.withLock { report in
            report.started += 1
            if lost {
                report.lostTerminals += 1
                report.lostPipelines.append(
                    "\(sourceName) of \(count)\(fails ? " then error" : "") → \(names.joined(separator: " → ")): "
                        + "\(checker.elementCount) elements, no terminal event")
            } else if disposeEarly && !checker.isTerminated {
                report.disposedEarly += 1
            } else {
                report.terminated += 1
            }
            report.violations += violations
        }
    }

    /// Applies 1–4 random operators.
    private func randomOperators(
        _ source: Observable<Int>, _ random: inout SplitMix, allowTake: Bool
    ) -> (Observable<Int>, [String]) {
        var observable = source
        var names: [String] = []
        for _ in 0..<(1 + random.next(4)) {
            let schedulerIndex = random.next(schedulers.count)
            let scheduler = schedulers[schedulerIndex]
            var choice = random.next(allowTake ? 13 : 12)
            if let allowed = Self.allowedOperators, !allowed.contains(choice) {
                choice = allowed[choice % allowed.count]
            }
            names.append(
                Self.operatorNames[choice]
                    + (Self.usesScheduler.contains(choice) ? "(\(Self.schedulerNames[schedulerIndex]))" : ""))
            switch choice {
            case 0: observable = observable.map { $0 &* 3 }
            case 1: observable = observable.filter { $0 % 3 != 1 }
            case 2: observable = observable.observe(on: scheduler)
            case 3: observable = observable.subscribe(on: scheduler)
            case 4: observable = observable.observe(on: CurrentThreadScheduler.instance)
            case 5: observable = observable.share(replay: random.next(3))
            case 6: observable = observable.scan(0, accumulator: &+)
            case 7: observable = observable.flatMap { Observable.just($0).observe(on: scheduler) }
            case 8: observable = Observable.merge(observable, Observable.of(1, 2).observe(on: scheduler))
            case 9: observable = observable.distinctUntilChanged()
            case 10: observable = observable.buffer(timeSpan: .milliseconds(2), count: 4, scheduler: timer).map(\.count)
            case 11: observable = observable.flatMapLatest { Observable.just($0).subscribe(on: scheduler) }
            default: observable = observable.take(1 + random.next(10))
            }
        }
        return (observable, names)
    }

    private static let operatorNames = [
        "map", "filter", "observe(on:)", "subscribe(on:)", "observe(on: current)", "share", "scan", "flatMap",
        "merge", "distinctUntilChanged", "buffer", "flatMapLatest", "take",
    ]
    /// `RX_SOAK_OPERATORS=0,2,7` restricts the operators to those indices of ``operatorNames`` (to bisect a failure).
    private static let allowedOperators = ProcessInfo.processInfo.environment["RX_SOAK_OPERATORS"].map {
        $0.split(separator: ",").compactMap { Int($0) }
    }
    private static let usesScheduler: Set<Int> = [2, 3, 7, 8, 11]
    private static let schedulerNames = ["serial", "concurrent", "operation queue"]
}

/// A small, seedable random number generator (SplitMix64), so that a failing run can be replayed.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(bound))
    }
}
