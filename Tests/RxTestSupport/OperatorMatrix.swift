import RxSwift
import RxTest

/// Runs one scenario of the DESIGN §5 operator matrix on a ``TestScheduler``: a hot source with `events`,
/// the operator applied at 100, subscribed at 200, disposed at `disposed`.
///
/// Every operator's tests use it, time operators included: `OperatorMatrix.run(OperatorMatrix.basic())
/// { source, scheduler in source.debounce(.seconds(20), scheduler: scheduler) }`.
public enum OperatorMatrix {
    /// What one scenario recorded: the output events and the subscriptions of the source.
    public typealias Outcome<Output> = (events: [Recorded<Event<Output>>], subscriptions: [Subscription])

    /// A source that emits nothing after the subscription (the element at 150 comes before it and is
    /// never seen).
    public static func never() -> [Recorded<Event<Int>>] { [.next(150, 1)] }

    /// A source that completes at 250 without an element after the subscription.
    public static func empty() -> [Recorded<Event<Int>>] { [.next(150, 1), .completed(250)] }

    /// A source that emits 2, 3, 4 at 210, 220, 230 and completes at 300.
    public static func basic() -> [Recorded<Event<Int>>] {
        [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)]
    }

    /// A source that emits 2 at 210 and fails with ``TestError/boom`` at 220.
    public static func failing() -> [Recorded<Event<Int>>] {
        [.next(150, 1), .next(210, 2), .error(220, TestError.boom)]
    }

    /// Runs the scenario with an operator that needs the scheduler (time operators) or the testable source.
    /// - Parameters:
    ///   - events: the events of the hot source.
    ///   - scheduler: the scheduler to run on; pass one to create other sources on it before the run.
    ///   - disposed: when the subscription is disposed.
    ///   - apply: applies the operator under test to the source, on the scheduler.
    /// - Returns: the recorded output and the source's subscriptions.
    public static func run<Input, Output: ObservableConvertibleType>(
        _ events: [Recorded<Event<Input>>],
        on scheduler: TestScheduler = TestScheduler(initialClock: 0),
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ apply: @escaping (TestableObservable<Input>, TestScheduler) -> Output
    ) -> Outcome<Output.Element> {
        let source = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: disposed) { apply(source, scheduler) }
        return (observer.events, source.subscriptions)
    }

    /// Runs the scenario with an operator of two sources (`take(until:)`, `skip(until:)`, …): a second hot
    /// source, of strings so that its elements cannot be mistaken for the first one's, on the same scheduler.
    /// - Parameters:
    ///   - events: the events of the hot source.
    ///   - otherEvents: the events of the second hot source.
    ///   - disposed: when the subscription is disposed.
    ///   - apply: applies the operator under test to the two sources.
    /// - Returns: the recorded output and the subscriptions of both sources.
    public static func run<Input, Output: ObservableConvertibleType>(
        _ events: [Recorded<Event<Input>>],
        other otherEvents: [Recorded<Event<String>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ apply: @escaping (TestableObservable<Input>, TestableObservable<String>) -> Output
    ) -> (
        events: [Recorded<Event<Output.Element>>], subscriptions: [Subscription], otherSubscriptions: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let other = scheduler.createHotObservable(otherEvents)
        let outcome = run(events, on: scheduler, disposed: disposed) { source, _ in apply(source, other) }
        return (outcome.events, outcome.subscriptions, other.subscriptions)
    }

    /// Runs the scenario with an operator that only needs the source.
    /// - Parameters:
    ///   - events: the events of the hot source.
    ///   - disposed: when the subscription is disposed.
    ///   - apply: applies the operator under test to the source.
    /// - Returns: the recorded output and the source's subscriptions.
    public static func run<Input, Output>(
        _ events: [Recorded<Event<Input>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ apply: @escaping (Observable<Input>) -> Observable<Output>
    ) -> Outcome<Output> {
        run(events, disposed: disposed) { source, _ in apply(source.asObservable()) }
    }
}
