extension ObservableType {
    /// Emits an element only after `dueTime` has passed without the source emitting another one.
    ///
    /// Each element restarts the timer; only the last element of a burst is emitted, `dueTime` after
    /// it arrived. On completion a pending element is emitted at once, then the sequence completes. An
    /// error is forwarded at once and drops a pending element.
    ///
    /// ```text
    /// source:   ^a--bc----d--|
    /// debounce: ^--a---c----d|   (dueTime 2 frames)
    /// ```
    /// - Parameters:
    ///   - dueTime: how long the source must stay quiet before the last element is emitted.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the debounced sequence.
    /// - SeeAlso: [ReactiveX debounce](http://reactivex.io/documentation/operators/debounce.html)
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DebounceProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DebounceProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// What a debounce sink serialises besides the source's elements (which only update the pending value).
private enum DebounceMessage {
    /// The timer started for the element with this id fired.
    case timerFired(UInt64)
    /// The source failed.
    case error(Swift.Error)
    /// The source completed.
    case completed
}

/// Source elements update the pending value under the lock; timer ticks and terminal events go through a
/// ``SerialDelivery`` (each in its turn) to `handle`, which decides what to forward, in delivery order.
private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // Sendable: the pending value lives in `state`, a LockedState; `delivery` guards its own state.
    typealias Element = Observer.Element

    private struct State {
        var id: UInt64 = 0
        var value: Element?
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let state = LockedState(State())
    private let timer = SerialDisposable()
    private let delivery = SerialDelivery()

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if isDisposed { return }
            let id = state.withLock { state -> UInt64 in
                state.id &+= 1
                state.value = element
                return state.id
            }
            timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { id in
                self.delivery.send { self.handle(.timerFired(id)) }
                return Disposables.create()
            }
        case .error(let error):
            delivery.send { handle(.error(error)) }
        case .completed:
            delivery.send { handle(.completed) }
        }
    }

    private func handle(_ message: DebounceMessage) {
        switch message {
        case .timerFired(let id):
            let value = state.withLock { state -> Element? in
                guard state.id == id, let value = state.value else { return nil }
                state.value = nil
                return value
            }
            if let value { forwardNext(value) }
        case .error(let error):
            state.withLock { $0.value = nil }
            forwardError(error)
        case .completed:
            let value = state.withLock { state -> Element? in
                defer { state.value = nil }
                return state.value
            }
            if let value { forwardNext(value) }
            forwardCompleted()
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
