extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// ```swift
    /// Observable.just(1).subscribe { event in print(event) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Parameters:
    ///   - on: the closure called for each event.
    ///   - isolation: the caller's actor isolation, filled in by the compiler; debug builds report `on` called off
    ///     that actor (``subscribe(onNext:onError:onCompleted:onDisposed:isolation:)``).
    /// - Returns: the subscription.
    @inlinable  // Performance: the observer's event-making closures are made in the caller's specialised code.
    public func subscribe(
        _ on: @escaping (Event<Element>) -> Void, isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let on = isolationChecked(on, isolation, "subscribe(_:)")
        // The holder drops the source's subscription (and with it the closure) on dispose.
        let subscription = ClosureSubscription(onDisposed: nil)
        let observer = AnonymousObserver<Element>(
            on,
            next: { handler, element in handler(.next(element)) },
            error: { handler, error in handler(.error(error)) },
            completed: { handler in handler(.completed) }
        )
        // An `Observable` takes the observer as its receiver. Another `ObservableType` is subscribed the observer
        // itself, as before (not through `asObservable()`, whose sink would drop an event sent to an observer that
        // is disposed while the source dispatches it). In specialised code the cast is decided at compile time.
        if let observable = self as? Observable<Element> {
            subscription.setUpstream(observable.subscribe(observer, receiver: observer))
        } else {
            subscription.setUpstream(subscribe(observer))
        }
        return subscription
    }

    /// Subscribes closures for elements, error, completion and disposal.
    ///
    /// An error with no `onError` closure goes to ``Hooks/defaultErrorHandler``. `onDisposed` runs after
    /// the terminal event, or when the subscription is disposed.
    /// - Parameters:
    ///   - onNext: called for each element.
    ///   - onError: called when the sequence fails.
    ///   - onCompleted: called when the sequence completes.
    ///   - onDisposed: called once when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler (see <doc:SwiftConcurrency>). Debug
    ///     builds report a closure written in actor-isolated code that is called off that actor; `nil` turns the
    ///     check off.
    /// - Returns: the subscription.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "subscribe(onNext:)")
        let onError = isolationChecked(onError, isolation, "subscribe(onError:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "subscribe(onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(onDisposed:)")
        // The observer takes elements directly from operator sinks and subjects (`ElementReceiver`), so
        // delivering an element builds no `Event` (a runtime generic-metadata look-up in unspecialised
        // code). The subscription owns the source's subscription and the stop flag; disposing it releases
        // the source and, with it, the observer and these closures.
        let source = asObservable()
        let closures = SubscriberClosures(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed
        )
        if let subscription = source.subscribeDirectly(closures) {
            return subscription
        }
        let subscription = ClosureSubscription(onDisposed: onDisposed)
        let observer = SubscribeObserver<Element>(
            subscription: subscription,
            callStack: Hooks.captureSubscriptionCallStack(),
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            // Built here, so `handle` is specialised for the caller's `Element` and switching over an event
            // costs no metadata look-up; the closure captures nothing and needs no allocation.
            handler: { observer, event in observer.handle(event) }
        )
        subscription.setUpstream(source.subscribe(observer, receiver: observer))
        return subscription
    }

    /// Subscribes closures that also receive `object`, held weakly; events arriving after `object` is
    /// gone are ignored, and so is the disposal (`onDisposed` runs only while `object` is alive).
    /// - Parameters:
    ///   - object: the object passed to every closure, held weakly.
    ///   - onNext: called for each element.
    ///   - onError: called when the sequence fails.
    ///   - onCompleted: called when the sequence completes.
    ///   - onDisposed: called once when the subscription ends for any reason.
    ///   - isolation: the caller's actor isolation, filled in by the compiler; debug builds report a closure written
    ///     in actor-isolated code that is called off that actor (``subscribe(onNext:onError:onCompleted:onDisposed:isolation:)``).
    /// - Returns: the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let onNext = isolationChecked(onNext, isolation, "subscribe(with:onNext:)")
        let onError = isolationChecked(onError, isolation, "subscribe(with:onError:)")
        let onCompleted = isolationChecked(onCompleted, isolation, "subscribe(with:onCompleted:)")
        let onDisposed = isolationChecked(onDisposed, isolation, "subscribe(with:onDisposed:)")
        return subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            },
            isolation: nil
        )
    }
}

/// An observer backed by a closure that takes `Event`s, enforcing the sequence grammar: nothing after the first
/// terminal event.
///
/// It takes elements and the terminal event as typed calls (``ElementReceiver``), and makes each `Event` with a
/// closure made in the subscriber's specialised code, which hands it to `handler`.
///
/// Performance: an `Event` made in this class's unspecialised code looks its metadata up (hundreds of
/// instructions per element, and the sink before it built one too, for an observer that only took events).
@usableFromInline
final class AnonymousObserver<Element>: ObserverType, ElementReceiver, @unchecked Sendable {
    // Sendable: `stopFlag` is atomic; the closures are immutable and `handler` is only called serially (Rx grammar).
    @usableFromInline typealias Handler = (Event<Element>) -> Void

    private let handler: Handler
    private let next: (Handler, Element) -> Void
    private let error: (Handler, Swift.Error) -> Void
    private let completed: (Handler) -> Void
    private let stopFlag = StopFlag()

    /// An observer that hands `handler` the events that `next`, `error` and `completed` make (they capture
    /// nothing, so they are not allocated).
    @usableFromInline
    init(
        _ handler: @escaping Handler,
        next: @escaping (Handler, Element) -> Void,
        error: @escaping (Handler, Swift.Error) -> Void,
        completed: @escaping (Handler) -> Void
    ) {
        self.handler = handler
        self.next = next
        self.error = error
        self.completed = completed
        #if TRACE_RESOURCES || DEBUG
            Resources.incrementTotal()
        #endif
    }

    @usableFromInline
    func receiveNext(_ element: Element) {
        if !stopFlag.isStopped { next(handler, element) }
    }

    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        if stopFlag.stop() { self.error(handler, error) }
    }

    @usableFromInline
    func receiveCompleted() {
        if stopFlag.stop() { completed(handler) }
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopFlag.isStopped { handler(event) }
        case .error, .completed:
            if stopFlag.stop() { handler(event) }
        }
    }

    deinit {
        #if TRACE_RESOURCES || DEBUG
            Resources.decrementTotal()
        #endif
    }
}

/// The observer of `subscribe(onNext:onError:onCompleted:onDisposed:)`: calls the closures, enforcing the
/// sequence grammar through its subscription's stop flag (what it does with them is ``ClosureSubscriber``'s).
///
/// It is an ``ElementReceiver`` so that sources hand it elements and the terminal event without an `Event`.
@usableFromInline
final class SubscribeObserver<Element>: ObserverType, ElementReceiver, ClosureSubscriber, @unchecked Sendable {
    // Sendable: every field is immutable; `subscription` synchronises the stop flag with an atomic, and
    // events arrive serially (Rx grammar).
    @usableFromInline let subscription: ClosureSubscription
    @usableFromInline let callStack: [String]
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    /// Handles an event; made in the subscriber's (specialised) context.
    private let handler: (SubscribeObserver<Element>, Event<Element>) -> Void
    #if DEBUG
        /// Reports overlapping deliveries (debug builds only, as upstream).
        @usableFromInline let misuseTracker = MisuseTracker()
    #endif

    @usableFromInline
    init(
        subscription: ClosureSubscription,
        callStack: [String],
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        handler: @escaping (SubscribeObserver<Element>, Event<Element>) -> Void
    ) {
        self.handler = handler
        self.subscription = subscription
        self.callStack = callStack
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
    }

    /// The subscription keeps the stop flag and is disposed after the terminal event.
    @inlinable
    var recipient: ClosureSubscription { subscription }

    @inlinable
    func receiveNext(_ element: Element) {
        runOnNext(element)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        #if DEBUG
            let entered = misuseTracker.enter(self)
            defer { misuseTracker.leave(entered) }
        #endif
        handler(self, event)
    }

    @usableFromInline
    func receiveCompleted() {
        runOnCompleted()
    }

    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        runOnError(error)
    }

    /// Handles `event` (inlined into the handler closure made by `subscribe(onNext:…)`, which has already entered
    /// the misuse check).
    @inlinable
    func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            nextUnlessStopped(element)
        case .error(let error):
            received(error)
        case .completed:
            receivedCompleted()
        }
    }

    @usableFromInline @inline(never)
    func received(_ error: Swift.Error) {
        failOnce(error)
    }

    @usableFromInline @inline(never)
    func receivedCompleted() {
        completeOnce()
    }
}

/// What an object holding the closures of `subscribe(onNext:onError:onCompleted:onDisposed:)` does with them,
/// written once for the two that do: ``SubscribeObserver`` (the general path) and a subject's
/// ``SubjectClosureEntry``. Elements go to `onNext` until the stop flag is set; the first terminal event sets it,
/// goes to `onError` (or ``Hooks/defaultErrorHandler``, with the subscription's call stack) or `onCompleted`,
/// and then ends the subscription (which runs `onDisposed`); debug builds report overlapping deliveries.
///
/// The fused delivery of a scalar source (``ScalarProducer``) has no object and no stop flag to keep (it runs
/// once, in the subscriber's turn) and shares the error path, ``Hooks/deliver(_:to:callStack:)``.
@usableFromInline
protocol ClosureSubscriber: AnyObject {
    /// The elements' type.
    associatedtype Element
    /// What keeps the stop flag and ends the subscription.
    associatedtype Recipient: TerminalEventRecipient
    /// Keeps the stop flag and ends the subscription after the terminal event.
    var recipient: Recipient { get }
    /// The subscriber's `onNext`.
    var onNext: ((Element) -> Void)? { get }
    /// The subscriber's `onError`.
    var onError: ((Swift.Error) -> Void)? { get }
    /// The subscriber's `onCompleted`.
    var onCompleted: (() -> Void)? { get }
    /// The subscription's call stack, for ``Hooks/defaultErrorHandler``.
    var callStack: [String] { get }
    #if DEBUG
        /// Reports overlapping deliveries (debug builds only, as upstream).
        var misuseTracker: MisuseTracker { get }
    #endif
}

extension ClosureSubscriber {
    /// Runs `delivery`, which calls one of the closures; debug builds report deliveries that overlap.
    @inlinable @inline(__always)
    func checkingMisuse(_ delivery: () -> Void) {
        #if DEBUG
            let entered = misuseTracker.enter(self)
            defer { misuseTracker.leave(entered) }
        #endif
        delivery()
    }

    /// Hands `element` to `onNext`, unless a terminal event came first.
    @inlinable @inline(__always)
    func runOnNext(_ element: Element) {
        checkingMisuse { nextUnlessStopped(element) }
    }

    /// Runs `onCompleted` once, then ends the subscription.
    @inlinable @inline(__always)
    func runOnCompleted() {
        checkingMisuse { completeOnce() }
    }

    /// Runs `onError` (or the default error handler) once, then ends the subscription.
    @inlinable @inline(__always)
    func runOnError(_ error: Swift.Error) {
        checkingMisuse { failOnce(error) }
    }

    /// `runOnNext` without the misuse check, for a caller that has entered it.
    @inlinable @inline(__always)
    func nextUnlessStopped(_ element: Element) {
        if !recipient.stopFlag.isStopped { onNext?(element) }
    }

    /// `runOnCompleted` without the misuse check, for a caller that has entered it.
    @inlinable @inline(__always)
    func completeOnce() {
        recipient.deliverCompleted(to: onCompleted)
    }

    /// `runOnError` without the misuse check, for a caller that has entered it.
    @inlinable @inline(__always)
    func failOnce(_ error: Swift.Error) {
        recipient.deliverError(error, to: onError, callStack: callStack)
    }
}

/// What receives the terminal event for `subscribe(onNext:onError:onCompleted:onDisposed:)`: a stop flag for
/// the sequence grammar, and what to do once the closures have seen the terminal event.
@usableFromInline
protocol TerminalEventRecipient {
    /// The sequence grammar's stop flag.
    var stopFlag: StopFlag { get }
    /// Ends the subscription after the terminal event reached the closures (disposing it, which runs
    /// `onDisposed`).
    func finishAfterTerminalEvent()
}

extension TerminalEventRecipient {
    /// Delivers a terminal error once: to `onError`, or to ``Hooks/defaultErrorHandler`` without one; then
    /// finishes.
    @usableFromInline
    func deliverError(_ error: Swift.Error, to onError: ((Swift.Error) -> Void)?, callStack: [String]) {
        guard stopFlag.stop() else { return }
        Hooks.deliver(error, to: onError, callStack: callStack)
        finishAfterTerminalEvent()
    }

    /// Delivers completion once to `onCompleted`, then finishes.
    @usableFromInline
    func deliverCompleted(to onCompleted: (() -> Void)?) {
        guard stopFlag.stop() else { return }
        onCompleted?()
        finishAfterTerminalEvent()
    }
}

/// The disposable returned by `subscribe(_ on:)` and `subscribe(onNext:onError:onCompleted:onDisposed:)`:
/// owns the upstream subscription and the `onDisposed` closure.
///
/// It is separate from ``SubscribeObserver`` so that disposing releases the element closures (as upstream
/// does): the observer is owned by the source, and the source is released here on dispose.
@usableFromInline
final class ClosureSubscription: UpstreamHolder, TerminalEventRecipient {
    // Thread safety: `onDisposedHandler` is only touched by `disposeResources()`, which runs once;
    // `stopFlag` is atomic.
    private var onDisposedHandler: (() -> Void)?
    @usableFromInline let stopFlag = StopFlag()

    @usableFromInline
    init(onDisposed: (() -> Void)?) {
        onDisposedHandler = onDisposed
        super.init()
    }

    @usableFromInline
    func finishAfterTerminalEvent() {
        dispose()
    }

    override func disposeResources() {
        let onDisposed = onDisposedHandler
        onDisposedHandler = nil
        onDisposed?()
    }
}
