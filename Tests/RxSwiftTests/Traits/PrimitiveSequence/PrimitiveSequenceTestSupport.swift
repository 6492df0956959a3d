import RxSwift
import RxTest
import RxTestSupport

/// The ``OperatorMatrix`` scenarios for traits: the trait under test is made from the hot source (see
/// ``TraitFixture``) at 100, subscribed at 200, disposed at `disposed`.
enum TraitMatrix {
    /// An element at 210 (the element at 150, before the subscription, is never seen).
    static func success() -> [Recorded<Event<Int>>] { [.next(150, 1), .next(210, 2), .completed(220)] }
    /// A failure at 210.
    static func failing() -> [Recorded<Event<Int>>] { [.next(150, 1), .error(210, TestError.boom)] }
    /// Completion without an element at 210.
    static func empty() -> [Recorded<Event<Int>>] { [.next(150, 1), .completed(210)] }
    /// Nothing after the subscription.
    static func never() -> [Recorded<Event<Int>>] { [.next(150, 1)] }
    /// An element at 300, late enough to dispose before it.
    static func late() -> [Recorded<Event<Int>>] { [.next(150, 1), .next(300, 5), .completed(310)] }

    /// The recorded output and the source's subscriptions.
    static func run<Output: ObservableConvertibleType>(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ make: @escaping (TraitFixture) -> Output
    ) -> OperatorMatrix.Outcome<Output.Element> {
        OperatorMatrix.run(events, disposed: disposed) { source, scheduler in
            make(TraitFixture(scheduler: scheduler, xs: source))
        }
    }

    /// Subscribes by hand at 200 to the trait `make` builds on the hot source (not through
    /// `TestScheduler.start`, so that the trait's own subscribe methods are under test), disposes at
    /// `disposed`, and returns what `subscribe` logged, with the times, and the source's subscriptions.
    static func subscribe<Trait>(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        as make: @escaping (TestableObservable<Int>) -> Trait,
        _ subscribe: @escaping (Trait, OutcomeLog) -> Disposable
    ) -> (log: [String], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let log = OutcomeLog(scheduler: scheduler)
        var subscription: Disposable?
        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) { subscription = subscribe(make(xs), log) }
        scheduler.scheduleAt(disposed) { subscription?.dispose() }
        scheduler.start()
        return (log.entries, xs.subscriptions)
    }
}

/// The scheduler and the hot source of one ``TraitMatrix`` scenario, with traits built on the source.
struct TraitFixture {
    let scheduler: TestScheduler
    let xs: TestableObservable<Int>

    /// A single that succeeds with the source's first element, fails with its error and fails with
    /// `RxError.noElements` when it completes empty.
    var single: Single<Int> { TraitFixture.single(from: xs) }

    /// A maybe that succeeds with the source's first element, fails with its error and completes with it.
    var maybe: Maybe<Int> { TraitFixture.maybe(from: xs) }

    /// A single fed by `source` through `Single.create`.
    static func single<Element>(from source: TestableObservable<Element>) -> Single<Element> {
        Single<Element>.create { observer in
            source.subscribe(
                onNext: { observer(.success($0)) },
                onError: { observer(.failure($0)) },
                onCompleted: { observer(.failure(RxError.noElements)) }
            )
        }
    }

    /// A maybe fed by `source` through `Maybe.create`.
    static func maybe<Element>(from source: TestableObservable<Element>) -> Maybe<Element> {
        Maybe<Element>.create { observer in
            source.subscribe(
                onNext: { observer(.success($0)) },
                onError: { observer(.error($0)) },
                onCompleted: { observer(.completed) }
            )
        }
    }

    /// A cold single: succeeds with `element` `after` ticks after each subscription.
    func coldSingle(_ element: Int, after: TestTime = 10) -> (Single<Int>, TestableObservable<Int>) {
        let ys = scheduler.createColdObservable([.next(after, element), .completed(after + 5)])
        return (TraitFixture.single(from: ys), ys)
    }

    /// A cold single that fails with `error` `after` ticks after each subscription.
    func coldFailingSingle(_ error: Swift.Error, after: TestTime = 10) -> (Single<Int>, TestableObservable<Int>) {
        let ys = scheduler.createColdObservable([.error(after, error, Int.self)])
        return (TraitFixture.single(from: ys), ys)
    }

    /// A cold maybe that completes empty `after` ticks after each subscription.
    func coldEmptyMaybe(after: TestTime = 10) -> (Maybe<Int>, TestableObservable<Int>) {
        let ys = scheduler.createColdObservable([.completed(after, Int.self)])
        return (TraitFixture.maybe(from: ys), ys)
    }
}

/// Records the outcomes a trait subscriber receives, with the virtual time of each.
final class OutcomeLog {
    private(set) var entries: [String] = []
    private let scheduler: TestScheduler?

    init(scheduler: TestScheduler? = nil) {
        self.scheduler = scheduler
    }

    func append(_ entry: String) {
        if let scheduler {
            entries.append("\(scheduler.clock) \(entry)")
        } else {
            entries.append(entry)
        }
    }
}
