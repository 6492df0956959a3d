import Foundation
import RxSwift
import RxTestSupport
import Synchronization

/// The result of one entry under one condition.
enum ConformanceOutcome: Sendable {
    /// Ran and kept every rule; `usedSource` tells whether the entry subscribed a kit source.
    case passed(usedSource: Bool)
    /// The condition does not apply to this entry.
    case notApplicable
    /// Broke a rule.
    case failed([String])

    var symbol: String {
        switch self {
        case .passed(let usedSource): usedSource ? "ok" : "ok·"
        case .notApplicable: "-"
        case .failed: "FAIL"
        }
    }
}

/// Runs table entries under the conditions and checks the rules.
///
/// Rules: R1–R4 are ``GrammarRule``s; R5 the sequence terminates (or, when disposed, the run ends) within
/// ``timeBound`` (no deadlock, no lost terminal event); R6 the resource counter returns to its baseline
/// (with `TRACE_RESOURCES`); R7 an error thrown by a user closure arrives as an `error` event.
struct ConformanceRunner {
    /// Seconds a run may take before it counts as a deadlock.
    var timeBound: TimeInterval = 5
    /// Repetitions of each condition (the randomised ones profit from more).
    var repetitions: [Condition: Int] = [
        .synchronous: 1, .fourThreads: 2, .disposeRace: 3, .reentrant: 1, .throwingClosures: 1, .manySubscribers: 1,
    ]

    /// Runs `entry` under `condition`.
    func run(_ entry: ConformanceEntry, _ condition: Condition) -> ConformanceOutcome {
        if condition == .throwingClosures && entry.throwing == nil { return .notApplicable }
        if condition == .manySubscribers && !entry.shared { return .notApplicable }
        var usedSource = false
        var failures: [String] = []
        for _ in 0..<(repetitions[condition] ?? 1) {
            // Synchronous sources run twice: completing, then failing.
            for failing in condition == .synchronous ? [false, true] : [false] {
                let (used, problems) = runOnce(entry, condition, failing: failing)
                usedSource = usedSource || used
                failures += problems
            }
            if !failures.isEmpty { break }
        }
        return failures.isEmpty ? .passed(usedSource: usedSource) : .failed(failures)
    }

    /// One run on a worker thread, awaited with a time bound so that a deadlock fails instead of hanging.
    private func runOnce(_ entry: ConformanceEntry, _ condition: Condition, failing: Bool) -> (Bool, [String]) {
        #if TRACE_RESOURCES
            let baseline = Resources.total
        #endif
        let kit = ConformanceKit(condition: condition, failing: failing)
        let builder = condition == .throwingClosures ? entry.throwing! : entry.build
        let job = UncheckedJob { [timeBound] in
            if condition == .manySubscribers {
                return Self.manySubscribers(builder(kit), kit, timeBound: timeBound)
            }
            return Self.single(builder(kit), kit, entry: entry, timeBound: timeBound)
        }
        let result = LockedState<[String]?>(nil)
        let thread = Thread {
            let problems = job.body()
            result.withLock { $0 = problems }
        }
        thread.stackSize = 4 << 20
        thread.start()
        var problems: [String]
        if waitPumpingMain(timeBound * 2, until: { result.withLock { $0 != nil } }) {
            problems = result.withLock { $0 ?? [] }
        } else {
            problems = ["R5 no deadlock: the run did not finish within \(timeBound * 2) s (thread leaked)"]
        }
        kit.cancel()
        let usedSource = kit.subscriptions.load(ordering: .relaxed) > 0
        #if TRACE_RESOURCES
            if problems.isEmpty && !waitPumpingMain(2, until: { Resources.total == baseline }) {
                problems.append("R6 resources: \(Resources.total - baseline) still alive after the run")
            }
        #endif
        let label = "\(condition.title)\(failing ? " (failing sources)" : "")"
        return (usedSource, problems.map { "\(entry.key) × \(label): \($0)" })
    }

    /// Conditions 1–5: one subscriber.
    private static func single(
        _ observable: Observable<Int>, _ kit: ConformanceKit, entry: ConformanceEntry, timeBound: TimeInterval
    ) -> [String] {
        let subscription = SingleAssignmentDisposable()
        let reentrantDepth = Atomic<Int>(0)
        let checker = GrammarCheckingObserver<Int>(onEvent: { event in
            guard kit.condition == .reentrant, case .next = event else { return }
            let depth = reentrantDepth.wrappingAdd(1, ordering: .relaxed).newValue
            if depth == 3 { subscription.dispose() }
            if depth < 6 { kit.emit(100 + depth) }
        })
        subscription.setDisposable(observable.subscribe(checker))
        var problems: [String] = []
        switch kit.condition {
        case .synchronous, .fourThreads, .throwingClosures:
            if entry.infinite {
                _ = checker.waitForTerminal(timeout: 0.005)
            } else if !checker.waitForTerminal(timeout: timeBound) {
                problems.append("R5 terminates: no terminal event within \(timeBound) s")
            }
            if kit.condition == .throwingClosures, !entry.infinite, let terminal = checker.terminalEvent,
                !terminal.hasPrefix("error")
            {
                problems.append("R7 thrown errors: terminated with \(terminal) although every closure throws")
            }
        case .disposeRace:
            let spins = Int.random(in: 0..<3_000)
            for _ in 0..<spins where checker.elementCount >= 0 {}
        case .reentrant:
            kit.emit(1)
            kit.terminate()
        case .manySubscribers:
            break
        }
        checker.disposing { subscription.dispose() }
        // Let late events show up.
        if kit.condition == .disposeRace || kit.condition == .fourThreads { usleep(2_000) }
        kit.terminate()
        return problems + checker.violations
    }

    /// Condition 6: 8 threads subscribe and dispose while a producer thread emits.
    private static func manySubscribers(
        _ observable: Observable<Int>, _ kit: ConformanceKit, timeBound: TimeInterval
    ) -> [String] {
        let shared = UncheckedObservable(observable)
        let stop = Atomic<Bool>(false)
        let producerDone = DispatchSemaphore(value: 0)
        Thread {
            var value = 0
            while !stop.load(ordering: .relaxed) {
                value += 1
                kit.emit(value)
                if value % 64 == 0 { usleep(10) }
            }
            producerDone.signal()
        }.start()
        let problems = LockedState<[String]>([])
        let subscribersDone = DispatchGroup()
        for _ in 0..<8 {
            subscribersDone.enter()
            Thread {
                for round in 0..<10 {
                    let checker = GrammarCheckingObserver<Int>()
                    let subscription = shared.observable.subscribe(checker)
                    if round % 2 == 0 { usleep(200) }
                    checker.disposing { subscription.dispose() }
                    problems.withLock { $0 += checker.violations }
                }
                subscribersDone.leave()
            }.start()
        }
        let finished = subscribersDone.wait(timeout: .now() + timeBound) == .success
        stop.store(true, ordering: .relaxed)
        _ = producerDone.wait(timeout: .now() + timeBound)
        kit.terminate()
        var result = problems.withLock { $0 }
        if !finished { result.append("R5 no deadlock: subscribers did not finish within \(timeBound) s") }
        return result
    }
}

/// A run moved to a worker thread.
private struct UncheckedJob: @unchecked Sendable {
    // Sendable: the body runs on exactly one thread, the worker's.
    let body: () -> [String]
}

/// An observable subscribed from many threads (the operators under test are meant to allow it).
private struct UncheckedObservable: @unchecked Sendable {
    // Sendable: subscribing to an Observable from several threads is allowed by the Rx contract.
    let observable: Observable<Int>

    init(_ observable: Observable<Int>) {
        self.observable = observable
    }
}
