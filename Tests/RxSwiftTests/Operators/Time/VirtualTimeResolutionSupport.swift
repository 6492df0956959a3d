import Dispatch
import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// One `TestScheduler` setting of the resolution matrix: a tick length and whether processing delay is simulated.
///
/// Scenarios are written in ticks; ``ticks(_:)`` turns a number of ticks into the `RxTimeInterval` that lasts that
/// long at this resolution (whole milliseconds at every resolution), so one scenario has the same expected times in
/// every setting.
struct ResolutionSetting: CustomStringConvertible {
    let resolution: Double
    let millisecondsPerTick: Int
    let processingDelay: Bool

    /// Resolutions 1, 0.1, 0.01 and 0.001, each with and without simulated processing delay.
    static let all: [ResolutionSetting] = [(1.0, 1000), (0.1, 100), (0.01, 10), (0.001, 1)].flatMap { pair in
        [true, false].map {
            ResolutionSetting(resolution: pair.0, millisecondsPerTick: pair.1, processingDelay: $0)
        }
    }

    /// The interval that lasts `count` ticks.
    func ticks(_ count: Int) -> RxTimeInterval {
        .milliseconds(count * millisecondsPerTick)
    }

    /// A scheduler at this setting, its clock at 0.
    func makeScheduler() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: resolution, simulateProcessingDelay: processingDelay)
    }

    var description: String {
        "resolution \(resolution), simulateProcessingDelay \(processingDelay)"
    }
}

/// Runs a virtual-time scheduler and stops it when it has not returned within a wall-clock limit, so that an
/// operator that re-arms a timer at the same virtual instant forever fails its test instead of hanging the suite.
enum SpinGuard {
    /// Calls `body` (which runs `scheduler`) on the calling thread; a watcher thread calls `scheduler.stop()` if
    /// `body` has not returned after `seconds`.
    /// - Returns: what `body` returned, and whether the scheduler had to be stopped.
    static func run<Converter, Result>(
        _ scheduler: VirtualTimeScheduler<Converter>,
        within seconds: Double = 10,
        _ body: () -> Result
    ) -> (result: Result, stopped: Bool) {
        let watcher = Watcher(scheduler)
        let finished = DispatchSemaphore(value: 0)
        let watcherDone = DispatchSemaphore(value: 0)
        Thread {
            if finished.wait(timeout: .now() + seconds) == .timedOut {
                watcher.stopScheduler()
            }
            watcherDone.signal()
        }.start()
        let result = body()
        finished.signal()
        watcherDone.wait()
        return (result, watcher.didStop)
    }

    /// Carries the scheduler to the watcher thread.
    private final class Watcher: @unchecked Sendable {
        // Sendable: the watcher thread touches the scheduler only once the body has run past its limit (the
        // failure path, where the body is spinning inside `start()` and never reads `didStop`); `didStop` is
        // read after the watcher thread has signalled that it is done.
        private let stop: () -> Void
        private(set) var didStop = false

        init<Converter>(_ scheduler: VirtualTimeScheduler<Converter>) {
            stop = { scheduler.stop() }
        }

        func stopScheduler() {
            didStop = true
            stop()
        }
    }
}

/// What one run of a scenario recorded.
struct ResolutionOutcome<Element> {
    let events: [Recorded<Event<Element>>]
    let subscriptions: [Subscription]
    let stopped: Bool
}

extension RxTestCase {
    /// Runs `create` on a hot source of `events` in `setting`, with `TestScheduler.start`'s default times (created
    /// 100, subscribed 200) and disposal at `disposed`, under a ``SpinGuard``.
    func runScenario<Element>(
        _ setting: ResolutionSetting,
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = 1000,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ create: @escaping (TestableObservable<Int>, TestScheduler) -> Observable<Element>
    ) -> ResolutionOutcome<Element> {
        let scheduler = setting.makeScheduler()
        let source = scheduler.createHotObservable(events)
        let run = SpinGuard.run(scheduler) {
            scheduler.start(disposed: disposed) { create(source, scheduler) }
        }
        XCTAssertFalse(run.stopped, "the scheduler did not return (\(setting))", file: file, line: line)
        return ResolutionOutcome(events: run.result.events, subscriptions: source.subscriptions, stopped: run.stopped)
    }
}
