/// An observable whose events are scripted in virtual time and which records its subscriptions.
///
/// Create one with ``TestScheduler/createHotObservable(_:)`` or ``TestScheduler/createColdObservable(_:)``.
public class TestableObservable<Element>: ObservableType {
    /// The scripted events: absolute times for a hot observable, times relative to each subscription
    /// for a cold one.
    public let recordedEvents: [Recorded<Event<Element>>]

    /// Every subscription so far, with the time it started and (once disposed) ended.
    public internal(set) var subscriptions: [Subscription] = []

    /// The scheduler that drives the events.
    let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer`; implemented by the hot and cold variants.
    /// - Parameter observer: the receiver of the events.
    /// - Returns: the subscription; disposing it records the unsubscription time.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        rxAbstractMethod()
    }

    /// Records a new subscription at the current time.
    /// - Returns: its index in ``subscriptions``.
    final func recordSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        return subscriptions.count - 1
    }

    /// Records that the subscription at `index` ended at the current time.
    final func recordUnsubscription(at index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
}

@available(*, unavailable, message: "TestableObservable is not thread-safe")
extension TestableObservable: Sendable {}
