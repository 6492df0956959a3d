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

/// Every source event and timer tick takes its turn through the sink's ``SerialDelivery``; the current window, its
/// element count and its id are touched only inside a turn (and by ``openFirstWindow()``, before the source is
/// subscribed).
///
/// Performance: elements and terminal events arrive as typed calls and go to the window as typed calls: a message
/// enum or an `Event` built in this generic code looked its metadata up for every element (fence probe
/// `window.burst`).
private final class WindowSink<Element>: TimedSink<Observable<Element>>, ObserverType, ElementReceiver {
    let outerDisposed = Atomic<Bool>(false)
    weak var refCount: RefCountDisposable?
    private let count: Int
    // Touched only inside `delivery`, one turn at a time (so the runtime exclusivity checks are switched off).
    @exclusivity(unchecked) private var window = PublishSubject<Element>()
    @exclusivity(unchecked) private var windowCount = 0
    @exclusivity(unchecked) private var windowID: UInt64 = 0

    init(
        receiver: any ElementReceiver<Observable<Element>>, timeSpan: RxTimeInterval, count: Int,
        scheduler: SchedulerType
    ) {
        self.count = count
        super.init(receiver: receiver, period: timeSpan, scheduler: scheduler)
    }

    func openFirstWindow() {
        emitWindow(window)
        startTimer(id: 0)
    }

    func receiveNext(_ element: Element) {
        if isDisposed { return }
        delivery.send {
            windowCount += 1
            window.receiveNext(element)
            if windowCount == count { rotate(expectedID: nil) }
        }
    }

    func receiveError(_ error: Swift.Error) {
        delivery.send {
            window.receiveError(error)
            forwardError(error)
        }
    }

    func receiveCompleted() {
        delivery.send {
            window.receiveCompleted()
            forwardCompleted()
        }
    }

    func on(_ event: Event<Element>) {
        receive(event)
    }

    override func timerFired(_ windowID: UInt64) {
        delivery.send { rotate(expectedID: windowID) }
    }

    /// Completes the current window and opens the next, with its timer; a tick for an earlier window does nothing.
    private func rotate(expectedID: UInt64?) {
        if let expectedID, expectedID != windowID { return }
        let old = window
        let next = PublishSubject<Element>()
        window = next
        windowCount = 0
        windowID &+= 1
        let id = windowID
        old.receiveCompleted()
        emitWindow(next)
        if !isDisposed { startTimer(id: id) }
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
    // Sendable: the window and its counters are touched only inside `delivery`'s turns (and before the source is
    // subscribed); `delivery` guards its own state; `refCount` is written once before the sink is shared;
    // `outerDisposed` is an Atomic.
}
