import Foundation
import RxSwift
import RxTest
import XCTest

/// A scheduler that counts the timers asked of it and runs them on a `TestScheduler`, with a clock that can be set
/// forward or back (debounce and throttle tests).
final class TimerCountingScheduler: SchedulerType, @unchecked Sendable {
    // Sendable: used on the test's thread only.
    let base: TestScheduler
    private(set) var timers = 0

    init(_ base: TestScheduler) {
        self.base = base
    }

    /// Added to the base scheduler's clock in ``now`` (a wall clock set forward or back); timers are unaffected.
    var clockOffset: TimeInterval = 0

    var now: RxTime { base.now.addingTimeInterval(clockOffset) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        timers += 1
        return base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

/// Checks that a time operator does not keep alive an element it holds back (debounce's pending element,
/// throttle's kept one) once the element has been emitted or the subscription is gone.
enum HeldPayloads {
    final class Payload {}

    /// Sends two payloads at time 0 to `apply(source, scheduler)`, disposes the subscription first when
    /// `disposingFirst`, runs the scheduler to 30 (past a 20-tick timer) and disposes.
    /// - Returns: how many elements came out, and whether the payload sent last is still alive.
    static func run(
        disposingFirst: Bool,
        _ apply: (Observable<Payload>, TestScheduler) -> Observable<Payload>
    ) -> (emitted: Int, lastAlive: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Payload>()
        var emitted = 0
        let subscription = apply(subject.asObservable(), scheduler).subscribe(onNext: { _ in emitted += 1 })
        weak var last: Payload?
        do {
            let payload = Payload()
            last = payload
            subject.onNext(Payload())
            subject.onNext(payload)
        }
        XCTAssertNotNil(last, "the operator holds the payload sent last")
        if disposingFirst { subscription.dispose() }
        scheduler.advanceTo(30)
        subscription.dispose()
        return (emitted, last != nil)
    }
}
