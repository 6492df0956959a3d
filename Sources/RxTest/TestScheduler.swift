/// A virtual-time scheduler for unit tests: time is a whole number of ticks, and nothing happens until
/// `start()` (or one of the `start(…)` helpers, or `advanceTo(_:)`) is called.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// Not thread-safe: use it from the test's thread only.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The virtual times used by ``TestScheduler/start(_:)``.
    public struct Defaults {
        /// The time at which the observable under test is created: 100.
        public static let created = 100
        /// The time at which it is subscribed: 200.
        public static let subscribed = 200
        /// The time at which the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a test scheduler.
    /// - Parameters:
    ///   - initialClock: the starting virtual time.
    ///   - resolution: the length of one tick in seconds, used to convert `RxTimeInterval`s.
    ///   - simulateProcessingDelay: when `true`, work scheduled with a relative due time at or before the
    ///     current time runs one tick later, as if processing took time.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Creates a hot observable that emits `events` at their absolute times.
    /// - Parameter events: the scripted events.
    /// - Returns: the observable, which records its subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates a cold observable that emits `events` relative to each subscription.
    /// - Parameter events: the scripted events, timed from the subscription.
    /// - Returns: the observable, which records its subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates an observer that records events with this scheduler's clock.
    /// - Parameter type: the element type.
    /// - Returns: the observer.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the absolute virtual `time`.
    /// - Parameters:
    ///   - time: the virtual time.
    ///   - action: the work.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves work due at or before the current time to the next tick (or keeps it at the current time
    /// when `simulateProcessingDelay` is `false`).
    /// - Parameter time: the requested due time.
    /// - Returns: the due time to use.
    override open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes the subscription
    /// at `disposed`, runs the scheduler and returns what was recorded.
    /// - Parameters:
    ///   - created: when `create` is called.
    ///   - subscribed: when the observer subscribes.
    ///   - disposed: when the subscription is disposed.
    ///   - create: makes the sequence under test.
    /// - Returns: the observer holding the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source?.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            subscription = nil
            source = nil
            return Disposables.create()
        }
        start()
        return observer
    }

    /// Like ``start(created:subscribed:disposed:create:)`` with `created` 100 and `subscribed` 200.
    /// - Parameters:
    ///   - disposed: when the subscription is disposed.
    ///   - create: makes the sequence under test.
    /// - Returns: the observer holding the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Like ``start(created:subscribed:disposed:create:)`` with the ``Defaults``: created 100,
    /// subscribed 200, disposed 1000.
    /// - Parameter create: makes the sequence under test.
    /// - Returns: the observer holding the recorded events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(
            created: Defaults.created,
            subscribed: Defaults.subscribed,
            disposed: Defaults.disposed,
            create: create
        )
    }
}
