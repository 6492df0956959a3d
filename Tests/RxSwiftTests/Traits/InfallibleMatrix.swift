import RxSwift
import RxTest

/// The scenario matrix of the ``Infallible`` operator tests: a hot, never-failing source with `events`,
/// wrapped as an ``Infallible`` (through the package initialiser, so no extra operator sits between the
/// source and the operator under test), created at 100, subscribed at 200, disposed at `disposed`.
enum InfallibleMatrix {
    static func never() -> [Recorded<Event<Int>>] { [.next(150, 1)] }
    static func empty() -> [Recorded<Event<Int>>] { [.next(150, 1), .completed(250)] }
    static func basic() -> [Recorded<Event<Int>>] {
        [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)]
    }

    /// The recorded output and the source's subscriptions.
    static func run<Input, Output>(
        _ events: [Recorded<Event<Input>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ apply: @escaping (Infallible<Input>) -> Infallible<Output>
    ) -> (events: [Recorded<Event<Output>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: disposed) { apply(Infallible(xs.asObservable())) }
        return (observer.events, xs.subscriptions)
    }

    /// Like ``run(_:disposed:_:)``, with the scheduler passed to `apply` (for time operators).
    static func runTimed<Output>(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ apply: @escaping (Infallible<Int>, TestScheduler) -> Infallible<Output>
    ) -> (events: [Recorded<Event<Output>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: disposed) { apply(Infallible(xs.asObservable()), scheduler) }
        return (observer.events, xs.subscriptions)
    }
}
