import RxSwift
import RxTest

/// The error the operator scenario-matrix tests send through sequences and throw from closures.
enum OperatorTestError: Error, Equatable {
    case boom
    case other
}

/// Runs one scenario of the DESIGN §5 operator matrix on a fresh ``TestScheduler``: a hot source with
/// `events`, the operator applied at 100, subscribed at 200, disposed at `disposed`.
enum OperatorMatrix {
    /// The standard inputs of the matrix (an element at 150, before the subscription, is never seen).
    static func never() -> [Recorded<Event<Int>>] { [.next(150, 1)] }
    static func empty() -> [Recorded<Event<Int>>] { [.next(150, 1), .completed(250)] }
    static func basic() -> [Recorded<Event<Int>>] {
        [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(300)]
    }
    static func failing() -> [Recorded<Event<Int>>] {
        [.next(150, 1), .next(210, 2), .error(220, OperatorTestError.boom)]
    }

    /// The recorded output and the source's subscriptions.
    static func run<Input, Output>(
        _ events: [Recorded<Event<Input>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ apply: @escaping (Observable<Input>) -> Observable<Output>
    ) -> (events: [Recorded<Event<Output>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: disposed) { apply(xs.asObservable()) }
        return (observer.events, xs.subscriptions)
    }
}
