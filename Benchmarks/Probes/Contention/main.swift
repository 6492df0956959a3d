// Contention benchmark (issue 29): K threads feed one serialising operator at once. Each configuration runs
// this package's operator and a baseline that does the same delivery under a plain recursive pthread mutex
// (upstream RxSwift's strategy: a recursive lock that any thread may take, the releasing one included), in
// alternation, several times, in one process; it reports the medians and worst wall times, their ratio, and
// the latency of one `onNext` call (p99.9 and max over all calls of all runs).
//
//     swift run -c release --package-path Benchmarks Contention [--runs N] [--only NAME]
//
// Wall-clock figures move with the machine's load: read the ratios of one run, never absolute times.
import Dispatch
import Foundation
import RxSwift
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Measuring

/// Monotonic nanoseconds.
@inline(__always)
func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// Busy work standing for an observer that does something with each element.
@inline(never)
func work(nanoseconds: UInt64) {
    if nanoseconds == 0 { return }
    let end = now() + nanoseconds
    while now() < end {}
}

/// What one run measured.
struct RunResult {
    var wallNanoseconds: UInt64
    var latencies: [UInt64]
}

/// One way to deliver K producers' elements to one observer: makes `K` entry points (`send(producer,
/// element)`), and tears them down afterwards.
struct Pipeline {
    var send: [(Int) -> Void]
    var finish: () -> Void
}

/// Runs `threads` producers, each sending `elements` elements through its own entry point of `make()`,
/// started together; returns the wall time of the whole run and every `onNext` call's latency.
func measure(threads: Int, elements: Int, make: () -> Pipeline) -> RunResult {
    let pipeline = make()
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let latencies = UnsafeMutablePointer<UInt64>.allocate(capacity: threads * elements)
    defer { latencies.deallocate() }
    let box = UncheckedBox(latencies)
    let ready = Atomic<Int>(0)
    for thread in 0..<threads {
        done.enter()
        let send = pipeline.send[thread]
        let sendBox = UncheckedBox(send)
        Thread {
            let send = sendBox.value
            let slots = box.value + thread * elements
            ready.add(1, ordering: .relaxed)
            start.wait()
            for element in 0..<elements {
                let before = now()
                send(element)
                slots[element] = now() - before
            }
            done.leave()
        }.start()
    }
    while ready.load(ordering: .relaxed) < threads { usleep(100) }
    let began = now()
    for _ in 0..<threads { start.signal() }
    done.wait()
    let wall = now() - began
    pipeline.finish()
    return RunResult(
        wallNanoseconds: wall, latencies: Array(UnsafeBufferPointer(start: latencies, count: threads * elements)))
}

/// Carries a value into a thread (the benchmark knows which thread touches what).
final class UncheckedBox<Value>: @unchecked Sendable {
    // Sendable: written before the thread starts, read by that thread only.
    let value: Value
    init(_ value: Value) { self.value = value }
}

// MARK: - The baseline: upstream's strategy

/// A recursive pthread mutex, as upstream's `RecursiveLock` (barging: any thread may take it when free).
final class PlainRecursiveLock: @unchecked Sendable {
    // Sendable: it is the lock.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    func withLock<R>(_ body: () -> R) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}

/// An observer of one source that forwards under a shared lock, as upstream's merge and combining sinks do.
final class LockedForwarder<Element>: ObserverType {
    private let lock: PlainRecursiveLock
    private let handle: (Element) -> Void

    init(lock: PlainRecursiveLock, handle: @escaping (Element) -> Void) {
        self.lock = lock
        self.handle = handle
    }

    func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            lock.withLock { handle(element) }
        }
    }
}

// MARK: - Configurations

/// The operator under contention.
enum Shape: String, CaseIterable {
    case merge, flatMap, combineLatest, zip
    /// `combineLatest` and `zip` of an array of sources, whose selector takes an array.
    case combineLatestCollection, zipCollection
    /// One thread sends elements to a `BehaviorSubject` while the others subscribe to it (each subscriber is
    /// replayed the current value, through the subject's replay turn) and dispose at once.
    case behaviorSubscribe
    /// As ``behaviorSubscribe``, through `share(replay: 1)` of a `PublishSubject` that one subscriber keeps
    /// connected: the others join the connection (replayed its latest element) and leave it, as a screen's
    /// Drivers do.
    case shareSubscribe
}

/// A behavior subject as upstream builds one, for the baseline of ``Shape/behaviorSubscribe``: a recursive lock
/// around the current value and the subscribers; a new subscriber is replayed the value under the lock, and
/// elements are sent to a snapshot of the subscribers after unlocking.
final class LockedBehaviorSubject: @unchecked Sendable {
    // Sendable: every field is touched under `lock`.
    private let lock = PlainRecursiveLock()
    private var value: Int
    private var observers: [Int: (Int) -> Void] = [:]
    private var nextKey = 0

    init(value: Int) {
        self.value = value
    }

    func onNext(_ element: Int) {
        let snapshot = lock.withLock { () -> Dictionary<Int, (Int) -> Void>.Values in
            value = element
            return observers.values
        }
        for observer in snapshot { observer(element) }
    }

    func subscribe(_ observer: @escaping (Int) -> Void) -> Int {
        lock.withLock {
            observer(value)
            nextKey += 1
            observers[nextKey] = observer
            return nextKey
        }
    }

    func unsubscribe(_ key: Int) {
        _ = lock.withLock { observers.removeValue(forKey: key) }
    }
}

/// Builds this package's pipeline (`baseline == false`) or the locked baseline for `shape`.
func pipeline(_ shape: Shape, threads: Int, observerWork: UInt64, baseline: Bool) -> Pipeline {
    if shape == .behaviorSubscribe || shape == .shareSubscribe {
        return subscribePipeline(shape, threads: threads, observerWork: observerWork, baseline: baseline)
    }
    let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
    let received = Atomic<Int>(0)
    let bag = DisposeBag()
    let deliver: (Int) -> Void = { _ in
        work(nanoseconds: observerWork)
        received.add(1, ordering: .relaxed)
    }
    if baseline {
        let lock = PlainRecursiveLock()
        switch shape {
        case .merge, .flatMap:
            for subject in subjects {
                subject.subscribe(LockedForwarder(lock: lock, handle: deliver)).disposed(by: bag)
            }
        case .combineLatest, .combineLatestCollection:
            // The latest value per source, combined once every source has one (state guarded by the lock).
            let state = UncheckedBox(
                UnsafeMutablePointer<(values: [Int], has: [Bool], count: Int)>.allocate(capacity: 1))
            state.value.initialize(
                to: (Array(repeating: 0, count: threads), Array(repeating: false, count: threads), 0))
            for (index, subject) in subjects.enumerated() {
                subject.subscribe(
                    LockedForwarder(lock: lock) { element in
                        let s = state.value
                        if !s.pointee.has[index] {
                            s.pointee.has[index] = true
                            s.pointee.count += 1
                        }
                        s.pointee.values[index] = element
                        if s.pointee.count == threads {
                            // The collection form hands its selector a new array per emission, as upstream's does.
                            deliver(
                                shape == .combineLatestCollection
                                    ? s.pointee.values.map { $0 }.reduce(0, &+) : s.pointee.values.reduce(0, &+))
                        }
                    }
                ).disposed(by: bag)
            }
        case .behaviorSubscribe, .shareSubscribe:
            preconditionFailure("built by subscribePipeline")
        case .zip, .zipCollection:
            // A queue per source; combines the first element of each once every queue has one (state guarded by
            // the lock).
            let queues = UncheckedBox(UnsafeMutablePointer<[[Int]]>.allocate(capacity: 1))
            queues.value.initialize(to: Array(repeating: [], count: threads))
            let heads = UncheckedBox(UnsafeMutablePointer<[Int]>.allocate(capacity: 1))
            heads.value.initialize(to: Array(repeating: 0, count: threads))
            for (index, subject) in subjects.enumerated() {
                subject.subscribe(
                    LockedForwarder(lock: lock) { element in
                        queues.value.pointee[index].append(element)
                        while (0..<threads).allSatisfy({ heads.value.pointee[$0] < queues.value.pointee[$0].count }) {
                            var row: [Int] = []
                            row.reserveCapacity(threads)
                            for i in 0..<threads {
                                row.append(queues.value.pointee[i][heads.value.pointee[i]])
                                heads.value.pointee[i] += 1
                            }
                            deliver(row.reduce(0, &+))
                        }
                    }
                ).disposed(by: bag)
            }
        }
    } else {
        let sources = subjects.map { $0.asObservable() }
        let combined: Observable<Int>
        switch shape {
        case .merge: combined = Observable.merge(sources)
        case .flatMap: combined = Observable.from(sources).flatMap { $0 }
        // The arity forms, as users write them for a few sources (2 and 4 threads here).
        case .combineLatest where threads == 2:
            combined = Observable.combineLatest(sources[0], sources[1]) { $0 &+ $1 }
        case .combineLatest where threads == 4:
            combined = Observable.combineLatest(sources[0], sources[1], sources[2], sources[3]) { $0 &+ $1 &+ $2 &+ $3 }
        case .combineLatest, .combineLatestCollection:
            combined = Observable.combineLatest(sources) { $0.reduce(0, &+) }
        case .zip where threads == 2:
            combined = Observable.zip(sources[0], sources[1]) { $0 &+ $1 }
        case .zip where threads == 4:
            combined = Observable.zip(sources[0], sources[1], sources[2], sources[3]) { $0 &+ $1 &+ $2 &+ $3 }
        case .zip, .zipCollection: combined = Observable.zip(sources) { $0.reduce(0, &+) }
        case .behaviorSubscribe, .shareSubscribe: preconditionFailure("built by subscribePipeline")
        }
        combined.subscribe(onNext: deliver).disposed(by: bag)
    }
    return Pipeline(
        send: subjects.map { subject in { subject.onNext($0) } },
        finish: { withExtendedLifetime(bag) {} })
}

/// ``Shape/behaviorSubscribe`` and ``Shape/shareSubscribe``: thread 0 sends, the other threads each subscribe (and are
/// replayed the latest value) and dispose once per element; every subscriber does the observer work for each element
/// it receives. The baseline of both is upstream's shape: one recursive lock around the value and the subscribers
/// (upstream's share, like its behavior subject, replays under its lock).
func subscribePipeline(_ shape: Shape, threads: Int, observerWork: UInt64, baseline: Bool) -> Pipeline {
    let received = Atomic<Int>(0)
    let deliver: @Sendable (Int) -> Void = { _ in
        work(nanoseconds: observerWork)
        received.add(1, ordering: .relaxed)
    }
    if baseline {
        let subject = LockedBehaviorSubject(value: 0)
        // The share's subscriber that keeps its connection up.
        let kept = shape == .shareSubscribe ? subject.subscribe(deliver) : nil
        let subscribe: (Int) -> Void = { _ in subject.unsubscribe(subject.subscribe(deliver)) }
        return Pipeline(
            send: [subject.onNext] + Array(repeating: subscribe, count: threads - 1),
            finish: { if let kept { subject.unsubscribe(kept) } })
    }
    if shape == .shareSubscribe {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let kept = shared.subscribe(onNext: deliver)
        source.onNext(0)
        let subscribe: (Int) -> Void = { _ in shared.subscribe(onNext: deliver).dispose() }
        return Pipeline(
            send: [source.onNext] + Array(repeating: subscribe, count: threads - 1), finish: { kept.dispose() })
    }
    let subject = BehaviorSubject(value: 0)
    let subscribe: (Int) -> Void = { _ in subject.subscribe(onNext: deliver).dispose() }
    return Pipeline(send: [subject.onNext] + Array(repeating: subscribe, count: threads - 1), finish: {})
}

struct Configuration {
    var shape: Shape
    var threads: Int
    var elements: Int
    var observerWork: UInt64

    var name: String {
        let work = observerWork == 0 ? "none" : "\(observerWork / 1_000) µs"
        return "\(shape.rawValue) \(threads) × \(elements / 1_000)k, work \(work)"
    }
}

let configurations: [Configuration] =
    [
        Configuration(shape: .merge, threads: 2, elements: 200_000, observerWork: 0),
        Configuration(shape: .merge, threads: 4, elements: 100_000, observerWork: 0),
        Configuration(shape: .merge, threads: 8, elements: 50_000, observerWork: 0),
        Configuration(shape: .merge, threads: 4, elements: 20_000, observerWork: 2_000),
        Configuration(shape: .merge, threads: 8, elements: 10_000, observerWork: 2_000),
    ]
    + [Shape.flatMap, .combineLatest, .zip, .combineLatestCollection, .zipCollection].flatMap { shape in
        [
            Configuration(shape: shape, threads: 2, elements: 200_000, observerWork: 0),
            Configuration(shape: shape, threads: 4, elements: 20_000, observerWork: 2_000),
        ]
    }
    + [
        Configuration(shape: .behaviorSubscribe, threads: 2, elements: 200_000, observerWork: 0),
        Configuration(shape: .behaviorSubscribe, threads: 4, elements: 100_000, observerWork: 0),
        Configuration(shape: .behaviorSubscribe, threads: 4, elements: 20_000, observerWork: 2_000),
        Configuration(shape: .shareSubscribe, threads: 2, elements: 200_000, observerWork: 0),
        Configuration(shape: .shareSubscribe, threads: 4, elements: 100_000, observerWork: 0),
        Configuration(shape: .shareSubscribe, threads: 4, elements: 20_000, observerWork: 2_000),
    ]

// MARK: - Report

func percentile(_ sorted: [UInt64], _ fraction: Double) -> UInt64 {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func median(_ values: [UInt64]) -> UInt64 {
    values.sorted()[values.count / 2]
}

func milliseconds(_ nanoseconds: UInt64) -> String {
    String(format: "%.0f", Double(nanoseconds) / 1e6)
}

func microseconds(_ nanoseconds: UInt64) -> String {
    nanoseconds >= 1_000_000
        ? String(format: "%.1f ms", Double(nanoseconds) / 1e6) : String(format: "%.0f µs", Double(nanoseconds) / 1e3)
}

var runs = 10
var only: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--runs": runs = Int(arguments.next() ?? "") ?? runs
    case "--only": only = arguments.next()
    default:
        print("usage: Contention [--runs N] [--only SHAPE]")
        exit(2)
    }
}

print(
    "| configuration | this package median / worst (ms) | baseline median / worst (ms) | median ratio | worst / median | p99.9 / max onNext (this) | p99.9 / max onNext (baseline) |"
)
print("|---|---:|---:|---:|---:|---:|---:|")
var failures: [String] = []
for configuration in configurations where only == nil || configuration.shape.rawValue == only {
    var ours: [UInt64] = []
    var theirs: [UInt64] = []
    var ourLatencies: [UInt64] = []
    var theirLatencies: [UInt64] = []
    for run in 0..<runs {
        // Alternate which goes first, so that neither always meets a warmer or colder machine.
        for baseline in run % 2 == 0 ? [false, true] : [true, false] {
            let result = measure(threads: configuration.threads, elements: configuration.elements) {
                pipeline(
                    configuration.shape, threads: configuration.threads, observerWork: configuration.observerWork,
                    baseline: baseline)
            }
            if baseline {
                theirs.append(result.wallNanoseconds)
                theirLatencies += result.latencies
            } else {
                ours.append(result.wallNanoseconds)
                ourLatencies += result.latencies
            }
        }
    }
    ourLatencies.sort()
    theirLatencies.sort()
    let ratio = Double(median(ours)) / Double(median(theirs))
    let spread = Double(ours.max()!) / Double(median(ours))
    let p999 = percentile(ourLatencies, 0.999)
    print(
        "| \(configuration.name) | \(milliseconds(median(ours))) / \(milliseconds(ours.max()!)) "
            + "| \(milliseconds(median(theirs))) / \(milliseconds(theirs.max()!)) "
            + "| \(String(format: "%.2f", ratio))× | \(String(format: "%.2f", spread)) "
            + "| \(microseconds(p999)) / \(microseconds(ourLatencies.last!)) "
            + "| \(microseconds(percentile(theirLatencies, 0.999))) / \(microseconds(theirLatencies.last!)) |")

    if ratio > 1.1 { failures.append("\(configuration.name): median \(String(format: "%.2f", ratio))× the baseline") }
    if spread > 1.5 {
        failures.append("\(configuration.name): worst run \(String(format: "%.2f", spread))× the median")
    }
    if p999 > 1_000_000 { failures.append("\(configuration.name): p99.9 latency \(microseconds(p999)) > 1 ms") }
}
print(
    failures.isEmpty ? "\nall targets met" : "\ntargets missed:\n" + failures.map { "- " + $0 }.joined(separator: "\n"))
