import Foundation

extension ObservableType {
    /// Emits at most one element per `dueTime`: the first element at once, then, with `latest`, the
    /// most recent element of each window when the window ends.
    ///
    /// An element that arrives when `dueTime` has passed since the last emission is emitted at once.
    /// Otherwise, with `latest: true` it is kept (replacing any earlier kept element) and emitted when
    /// `dueTime` has passed since the last emission; with `latest: false` it is dropped. Completion waits
    /// for a kept element to be emitted; an error is forwarded at once.
    ///
    /// ```text
    /// source:   ^abc----d-|
    /// throttle: ^a--c---d-|   (dueTime 3 frames)
    /// ```
    /// - Parameters:
    ///   - dueTime: the minimum time between two emitted elements.
    ///   - latest: whether to emit the latest element of a window when it ends.
    ///   - scheduler: the scheduler that runs the timers and tells the time.
    /// - Returns: the throttled sequence.
    /// - SeeAlso: [ReactiveX debounce](http://reactivex.io/documentation/operators/debounce.html)
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        ThrottleProducer(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class ThrottleProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// What a throttle sink serialises.
private enum ThrottleMessage<Element> {
    /// An element the source thread decided to emit now.
    case element(Element)
    /// The window timer fired.
    case timerFired
    /// The source failed.
    case error(Swift.Error)
    /// The source completed.
    case completed
}

private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // Sendable: mutable fields live in `state`, a LockedState; `delivery` guards its own state.
    typealias Element = Observer.Element

    private struct State {
        var lastSent: Date?
        var kept: Element?
        var timerScheduled = false
        var completionPending = false
    }

    private enum Decision {
        case sendNow
        case schedule(RxTimeInterval)
        case none
    }

    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    private let state = LockedState(State())
    private let timer = SerialDisposable()
    private let delivery = SerialDelivery()

    init(observer: Observer, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if isDisposed { return }
            onNext(element)
        case .error(let error):
            delivery.send { handle(.error(error)) }
        case .completed:
            delivery.send { handle(.completed) }
        }
    }

    private func onNext(_ element: Element) {
        let now = scheduler.now
        let decision = state.withLock { state -> Decision in
            let remaining = state.lastSent.map { dueTime.rxRemaining(afterWaiting: now.timeIntervalSince($0)) }
            guard let remaining, remaining.rxNanoseconds > 0 else {
                state.kept = nil
                state.lastSent = now
                return .sendNow
            }
            guard latest else { return .none }
            state.kept = element
            if state.timerScheduled { return .none }
            state.timerScheduled = true
            return .schedule(remaining)
        }
        switch decision {
        case .sendNow:
            delivery.send { handle(.element(element)) }
        case .schedule(let delay):
            timer.disposable = scheduler.scheduleRelative((), dueTime: delay) { _ in
                self.delivery.send { self.handle(.timerFired) }
                return Disposables.create()
            }
        case .none:
            break
        }
    }

    private func handle(_ message: ThrottleMessage<Element>) {
        switch message {
        case .element(let element):
            forwardNext(element)
        case .timerFired:
            let now = scheduler.now
            let (kept, complete) = state.withLock { state -> (Element?, Bool) in
                state.timerScheduled = false
                let kept = state.kept
                state.kept = nil
                if kept != nil { state.lastSent = now }
                return (kept, state.completionPending)
            }
            if let kept { forwardNext(kept) }
            if complete { forwardCompleted() }
        case .error(let error):
            forwardError(error)
        case .completed:
            let mustWait = state.withLock { state -> Bool in
                guard state.kept != nil else { return false }
                state.completionPending = true
                return true
            }
            if !mustWait { forwardCompleted() }
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
