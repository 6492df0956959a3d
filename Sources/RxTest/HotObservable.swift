/// A hot testable observable: its events happen at absolute virtual times whether or not anyone is
/// subscribed, and a subscriber sees only the events after it subscribed.
final class HotObservable<Element>: TestableObservable<Element> {
    /// The observers in upstream's notification order: the first slot, then the others in subscription order.
    private var observers = SubscriberList<AnyObserver<Element>>()

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
        let snapshot = observers.slots
        for slot in snapshot {
            slot.value?.on(event)
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = observers.insert(AnyObserver(observer))
        let index = recordSubscription()
        return Disposables.create { [self] in
            _ = observers.remove(key)
            recordUnsubscription(at: index)
        }
    }
}
