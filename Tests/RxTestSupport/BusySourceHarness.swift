import Foundation
import RxSwift
import Synchronization
import XCTest

/// Subscribes and disposes from many threads while one producer thread emits `1, 2, 3, …` without pause,
/// under a watchdog.
///
/// Checks that every `subscribe` returns (the whole run finishes within `timeBound`), that the process
/// does not grow by more than `memoryBound` bytes meanwhile, and that each subscriber received consecutive
/// integers (replay, then live events: no gap, no duplicate, no reordering). When the time or memory bound
/// is exceeded the test fails, the producer stops, and the harness returns without hanging (threads that
/// are still stuck are leaked).
public enum BusySourceHarness {
    /// Runs the scenario.
    /// - Parameters:
    ///   - subscriberThreads: threads that subscribe and dispose concurrently.
    ///   - roundsPerThread: subscribe/dispose rounds per thread.
    ///   - timeBound: seconds the whole run may take.
    ///   - memoryBound: bytes the resident set may grow by.
    ///   - observerDelay: microseconds each subscriber sleeps per element (a slow observer).
    ///   - emit: sends one element into the source (called on the producer thread only).
    ///   - subscribe: subscribes an element handler to the source (must be thread-safe).
    public static func run(
        subscriberThreads: Int, roundsPerThread: Int, timeBound: TimeInterval, memoryBound: Int = 256 << 20,
        observerDelay: UInt32 = 0, emit: @escaping (Int) -> Void,
        subscribe: @escaping (@escaping @Sendable (Int) -> Void) -> Disposable,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let run = BusySourceRun(emit: emit, subscribe: subscribe)
        let startMemory = ProcessMemory.residentBytes()
        let producerDone = run.startProducer()
        let subscribersDone = DispatchGroup()
        for _ in 0..<subscriberThreads {
            subscribersDone.enter()
            let thread = Thread {
                run.subscribeRounds(roundsPerThread, observerDelay: observerDelay)
                subscribersDone.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        let start = Date()
        var failure: String?
        while subscribersDone.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            let elapsed = Date().timeIntervalSince(start)
            if elapsed > timeBound {
                failure = "subscribers did not finish within \(timeBound) s: a subscribe did not return"
            } else if let startMemory, let now = ProcessMemory.residentBytes(), now - startMemory > memoryBound {
                failure = "resident memory grew by \((now - startMemory) >> 20) MB (bound \(memoryBound >> 20) MB)"
            }
            if failure != nil { break }
        }
        run.stopProducer()
        if let failure {
            XCTFail("\(failure); \(run.summary)", file: file, line: line)
            if subscribersDone.wait(timeout: .now() + 10) == .timedOut {
                XCTFail(
                    "subscriber threads still stuck 10 s after the producer stopped; leaking them", file: file,
                    line: line)
            }
        }
        if producerDone.wait(timeout: .now() + 30) == .timedOut {
            XCTFail("the producer thread did not stop within 30 s", file: file, line: line)
        }
        for violation in run.violations.prefix(5) {
            XCTFail(violation, file: file, line: line)
        }
        XCTAssertEqual(run.completedRounds, subscriberThreads * roundsPerThread, file: file, line: line)
        TestDiagnostics.note("BusySourceHarness: \(run.summary)")
    }
}

/// The shared state of one ``BusySourceHarness`` run.
private final class BusySourceRun: @unchecked Sendable {
    // Sendable: `emit` runs only on the producer thread; `subscribe` wraps a thread-safe source (the
    // caller's promise); everything else is atomic or in a LockedState.
    private let emit: (Int) -> Void
    private let subscribe: (@escaping @Sendable (Int) -> Void) -> Disposable
    private let stop = Atomic<Bool>(false)
    private let emitted = Atomic<Int>(0)
    private let rounds = Atomic<Int>(0)
    private let slowestSubscribe = Atomic<Int>(0)
    private let recordedViolations = LockedState<[String]>([])

    init(emit: @escaping (Int) -> Void, subscribe: @escaping (@escaping @Sendable (Int) -> Void) -> Disposable) {
        self.emit = emit
        self.subscribe = subscribe
    }

    var completedRounds: Int { rounds.load(ordering: .acquiring) }
    var violations: [String] { recordedViolations.withLock { $0 } }
    var summary: String {
        "\(completedRounds) rounds, \(emitted.load(ordering: .relaxed)) elements emitted, slowest subscribe "
            + "\(slowestSubscribe.load(ordering: .relaxed) / 1000) ms"
    }

    /// Starts emitting `1, 2, 3, …` until ``stopProducer()``; the returned semaphore is signalled at the end.
    func startProducer() -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            var value = 1
            while !stop.load(ordering: .relaxed) {
                emit(value)
                value += 1
                emitted.store(value, ordering: .relaxed)
            }
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        return done
    }

    func stopProducer() {
        stop.store(true, ordering: .relaxed)
    }

    /// Subscribes, waits for a live element (or 2 ms), disposes and checks what arrived.
    func subscribeRounds(_ count: Int, observerDelay: UInt32) {
        for _ in 0..<count {
            if stop.load(ordering: .relaxed) { return }
            let received = LockedState<[Int]>([])
            let before = DispatchTime.now().uptimeNanoseconds
            let subscription = subscribe { value in
                received.withLock { $0.append(value) }
                if observerDelay > 0 { usleep(observerDelay) }
            }
            let micros = Int((DispatchTime.now().uptimeNanoseconds - before) / 1000)
            var slowest = slowestSubscribe.load(ordering: .relaxed)
            while micros > slowest {
                let (exchanged, original) = slowestSubscribe.compareExchange(
                    expected: slowest, desired: micros, ordering: .relaxed)
                if exchanged { break }
                slowest = original
            }
            let deadline = DispatchTime.now() + .milliseconds(2)
            while received.withLock({ $0.count }) < 2 && DispatchTime.now() < deadline {
                usleep(50)
            }
            subscription.dispose()
            let values = received.withLock { $0 }
            if let gap = zip(values, values.dropFirst()).first(where: { $1 != $0 + 1 }) {
                recordViolation("not consecutive: \(gap.0) then \(gap.1) in \(values.prefix(20))")
            }
            rounds.wrappingAdd(1, ordering: .releasing)
        }
    }

    private func recordViolation(_ message: String) {
        recordedViolations.withLock { $0.append(message) }
    }
}

/// The process's resident memory.
public enum ProcessMemory {
    /// Resident set size in bytes, read from `/proc/self/statm`; `nil` where that file does not exist.
    public static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
