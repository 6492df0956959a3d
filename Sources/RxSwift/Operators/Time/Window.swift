import Synchronization

extension ObservableType {
    /// Splits the source into windows, each an observable, closing a window when it has received
    /// `count` elements or when `timeSpan` has passed since it opened, whichever comes first.
    ///
    /// The first window is emitted at subscription; closing a window (completing it) opens and emits
    /// the next one. The source's completion or error ends the current window and the result the same
    /// way. As upstream, windows keep the source subscribed while they are observed, even after the
    /// outer subscription is disposed; and a `count` of zero or less never fills a window, so windows
    /// then close on time only.
    ///
    /// ```text
    /// source:    ^a-bc---d----|
    /// windows:   (^x)y-----z--|   (timeSpan 6 frames, count 3)
    /// flattened: ^A-BC---D----|   (A..C: a..c in window x, D: d in window y; z completes empty)
    /// ```
    ///
    /// ![The marble diagram of window.](marble-window.svg)
    /// - Parameters:
    ///   - timeSpan: the longest time a window stays open.
    ///   - count: the most elements a window receives.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the sequence of windows.
    /// - SeeAlso: [ReactiveX window](http://reactivex.io/documentation/operators/window.html)
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        OperatorProducer(source: asObservable()) { source, receiver in
            let sink = WindowSink<Element>(receiver: receiver, timeSpan: timeSpan, count: count, scheduler: scheduler)
            let refCount = RefCountDisposable(disposable: sink)
            sink.refCount = refCount
            sink.openFirstWindow()
            sink.setUpstream(source.subscribe(receiver: sink))
            return Disposables.create {
                sink.outerDisposed.store(true, ordering: .releasing)
                refCount.dispose()
            }
        }
    }
}

/// Every source event and timer tick takes its turn through a ``SerialDelivery``; `handle` decides, under
/// the lock, which window gets what, and feeds windows and the outer observer outside the lock.
private final class WindowSink<Element>: TimedSink<Observable<Element>>, TimeSpanSink {
    private struct State {
        var window = PublishSubject<Element>()
        var count = 0
        var windowID: UInt64 = 0
    }

    /// Set when the outer subscription is disposed: no more windows are emitted.
    let outerDisposed = Atomic<Bool>(false)
    /// Keeps the source subscribed while windows are observed (held weakly: the outer disposable owns it).
    weak var refCount: RefCountDisposable?
    private let count: Int
    private let state = LockedState(State())

    init(
        receiver: any ElementReceiver<Observable<Element>>, timeSpan: RxTimeInterval, count: Int,
        scheduler: SchedulerType
    ) {
        self.count = count
        super.init(receiver: receiver, period: timeSpan, scheduler: scheduler)
    }

    /// Emits the first window and starts its timer; called by `run` before subscribing to the source.
    func openFirstWindow() {
        let window = state.withLock { $0.window }
        emitWindow(window)
        startTimer(id: 0)
    }

    override func timerFired(_ windowID: UInt64) {
        timeSpanEnded(windowID)
    }

    func handle(_ message: TimeSpanMessage<Element>) {
        switch message {
        case .element(let element):
            let (window, full) = state.withLock { state -> (PublishSubject<Element>, Bool) in
                state.count += 1
                return (state.window, state.count == count)
            }
            window.onNext(element)
            if full { rotate(expectedID: nil) }
        case .timerFired(let windowID):
            rotate(expectedID: windowID)
        case .error(let error):
            let window = state.withLock { $0.window }
            window.on(.error(error))
            forwardError(error)
        case .completed:
            let window = state.withLock { $0.window }
            window.on(.completed)
            forwardCompleted()
        }
    }

    /// Completes the current window and opens the next, unless `expectedID` is stale.
    private func rotate(expectedID: UInt64?) {
        let next = PublishSubject<Element>()
        let rotated = state.withLock { state -> (old: PublishSubject<Element>, id: UInt64)? in
            if let expectedID, expectedID != state.windowID { return nil }
            let old = state.window
            state.window = next
            state.count = 0
            state.windowID &+= 1
            return (old, state.windowID)
        }
        guard let rotated else { return }
        rotated.old.on(.completed)
        emitWindow(next)
        if !isDisposed { startTimer(id: rotated.id) }
    }

    private func emitWindow(_ subject: PublishSubject<Element>) {
        guard !outerDisposed.load(ordering: .acquiring) else { return }
        forwardNext(WindowObservable(subject: subject, refCount: refCount))
    }
}

/// One window: subscribing to it holds a reference on the source subscription.
private final class WindowObservable<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable?

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable?) {
        self.subject = subject
        self.refCount = refCount
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let retained = refCount?.retain() ?? Disposables.create()
        return Disposables.create(subject.subscribe(observer), retained)
    }
}

extension WindowSink: @unchecked Sendable {
    // Sendable: the window and counters live in `state`, a LockedState; `delivery` guards its own state;
    // `refCount` is written once in `run` before the sink is shared; `outerDisposed` is an Atomic.
}
