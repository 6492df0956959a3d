/// An observer that records every event it receives together with the virtual time of its
/// ``TestScheduler``.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// scheduler.scheduleAt(300) { observer.onNext(1) }
/// scheduler.start()
/// print(observer.events)   // [next(1) @ 300]
/// ```
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// The events received so far, in order, with the time at which each arrived.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the scheduler's current time.
    /// - Parameter event: the event.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}

@available(*, unavailable, message: "TestableObserver is not thread-safe")
extension TestableObserver: Sendable {}
