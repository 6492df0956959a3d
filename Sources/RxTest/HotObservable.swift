/// A hot testable observable: its events happen at absolute virtual times whether or not anyone is
/// subscribed, and a subscriber sees only the events after it subscribed.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
    private var nextObserverID = 0
    /// Upstream's notification order: the first slot, then the others in subscription order.
    private var order = SubscriberOrder()

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            // Weak: the scheduler must not keep an abandoned observable (and its observers) alive.
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                self?.deliver(recorded.value)
            }
        }
    }

    private func deliver(_ event: Event<Element>) {
        let snapshot = observers
        for entry in snapshot {
            entry.observer.on(event)
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let id = nextObserverID
        nextObserverID += 1
        observers.insert((id, AnyObserver(observer)), at: order.insertionIndex(count: observers.count))
        let index = recordSubscription()
        return Disposables.create { [self] in
            if let index = observers.firstIndex(where: { $0.id == id }) {
                order.removed(at: index)
                observers.remove(at: index)
            }
            recordUnsubscription(at: index)
        }
    }
}
