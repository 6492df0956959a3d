/// A cold testable observable: every subscription replays the scripted events, each at its time
/// relative to the moment of subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            _ = scheduled.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                }
            )
        }
        return Disposables.create { [self] in
            scheduled.dispose()
            recordUnsubscription(at: index)
        }
    }
}
