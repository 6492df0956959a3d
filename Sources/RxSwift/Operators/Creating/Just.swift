extension ObservableType {
    /// An observable that emits `element` and completes, synchronously on subscription.
    ///
    /// ```swift
    /// Observable.just(1).subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameter element: the single element.
    /// - Returns: the observable sequence.
    /// - SeeAlso: [ReactiveX just](http://reactivex.io/documentation/operators/just.html)
    @inlinable  // Performance: lets the caller specialise `Just`, so no generic metadata lookup per call.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }

    /// An observable that emits `element` and completes, on `scheduler`.
    /// - Parameters:
    ///   - element: the single element.
    ///   - scheduler: where the element and completion are delivered.
    /// - Returns: the observable sequence.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ScheduledJust(element, scheduler: scheduler)
    }
}

/// The sequence of `just`: a scalar source (``ScalarProducer``) that delivers without the trampoline, as it runs no
/// user code.
@usableFromInline
final class Just<Element>: ScalarProducer<Element> {
    private let element: Element

    @usableFromInline
    init(_ element: Element) {
        self.element = element
        super.init()
    }

    override func produce(_ body: (Element) throws -> Void) throws {
        try body(element)
    }

    override func withScalarOutcome(element: (Element) -> Void, failed: (Swift.Error) -> Void) -> Bool {
        element(self.element)
        return true
    }

    /// Delivers the element and completion; to a receiver without building an `Event` (a metadata lookup in
    /// the unspecialised code that subscribes).
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let receiver = observer.directReceiver {
            return subscribe(observer, receiver: receiver)
        }
        deliverEvents(to: observer)
        return Disposables.create()
    }

    /// Delivers the element and completion to `receiver`.
    override func subscribe<Observer: ObserverType>(_ observer: Observer, receiver: any ElementReceiver<Element>)
        -> Disposable where Observer.Element == Element
    {
        receiver.receiveNext(element)
        receiver.receiveCompleted()
        return Disposables.create()
    }

    /// The element and completion as `Event`s, for an observer that is not a receiver (out of line, so that
    /// the receiver path does not look the `Event` metadata up).
    @inline(never)
    private func deliverEvents<Observer: ObserverType>(to observer: Observer) where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
    }

    /// What subscribing a `SubscribeObserver` does (element, completion, then disposal), without one.
    override func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        closures.deliverOnlyElement(element)
        return Disposables.create()
    }
}

private final class ScheduledJust<Element>: Producer<Element> {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(_ element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = Sink(receiver: receiver)
        let scheduler = self.scheduler
        sink.setUpstream(
            scheduler.schedule(element) { element in
                sink.forwardNext(element)
                return scheduler.schedule(()) { _ in
                    sink.forwardCompleted()
                    return Disposables.create()
                }
            }
        )
        return sink
    }
}
