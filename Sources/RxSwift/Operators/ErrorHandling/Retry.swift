extension ObservableType {
    /// Resubscribes to the source every time it fails, forever.
    /// - Returns: a sequence that only terminates by completion (or disposal).
    /// - SeeAlso: [ReactiveX retry](http://reactivex.io/documentation/operators/retry.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func retry() -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            RetrySink(receiver: receiver, source: source, attempts: nil).started()
        }
    }

    /// Subscribes to the source at most `maxAttemptCount` times while it fails; forwards the last error.
    ///
    /// `retry(1)` behaves like the source; `retry(0)` completes immediately without subscribing, as upstream.
    ///
    /// ![The marble diagram of retry.](marble-retry.svg)
    /// - Parameter maxAttemptCount: the total number of subscriptions allowed.
    /// - Returns: the retrying sequence.
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            RetrySink(receiver: receiver, source: source, attempts: Swift.max(maxAttemptCount, 0)).started()
        }
    }

    /// Resubscribes to the source when the trigger sequence made by `notificationHandler` emits.
    ///
    /// Each error of the source is sent to the observable passed to `notificationHandler`; an element of
    /// the returned trigger resubscribes, its error or completion terminates the result the same way.
    /// Errors that are not of type `Error` are forwarded at once. As upstream, the trigger is only listened
    /// to while a failure waits for it: its elements before that are ignored, and its completion or error
    /// before the source failed takes effect only when (and if) the source fails.
    /// - Parameters:
    ///   - notificationHandler: maps the stream of errors to a trigger sequence.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the retrying sequence.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let notificationHandler = isolationChecked(notificationHandler, isolation, "retry(when:)")
        return RetryWhenProducer(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Resubscribes to the source when the trigger sequence made by `notificationHandler` emits.
    /// - Parameters:
    ///   - notificationHandler: maps the stream of errors to a trigger sequence.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the retrying sequence.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        let notificationHandler = isolationChecked(notificationHandler, isolation, "retry(when:)")
        return RetryWhenProducer(source: asObservable(), notificationHandler: notificationHandler)
    }
}

/// The sink of `retry` and `retry(_:)`: subscribes to the source again after each failure while attempts remain,
/// then forwards the last failure.
///
/// Performance: counts its attempts instead of iterating a sequence of the same source (in this generic code, the
/// sequence's and iterator's types and conformances were runtime lookups per subscription).
@usableFromInline
final class RetrySink<Element>: ResubscribingSink<Element> {
    private let source: Observable<Element>
    /// The subscriptions left, `nil` for no limit. Touched only by the subscription loop (``subscribeNext()``).
    private var remainingAttempts: Int?
    private var lastError: Swift.Error?

    /// A sink that subscribes to `source` at most `attempts` times in all (`nil`: with no limit).
    @usableFromInline
    init(receiver: any ElementReceiver<Element>, source: Observable<Element>, attempts: Int?) {
        self.source = source
        self.remainingAttempts = attempts
        super.init(receiver: receiver)
    }

    /// Makes the first subscription and returns this sink.
    @usableFromInline
    func started() -> Disposable {
        subscribeNext()
        return self
    }

    override func nextSource() -> Observable<Element>? {
        if let remaining = remainingAttempts {
            guard remaining > 0 else {
                // As upstream: no attempt left ends with the last failure, and `retry(0)` completes at once.
                if let lastError { forwardError(lastError) } else { forwardCompleted() }
                return nil
            }
            remainingAttempts = remaining - 1
        }
        return source
    }

    override func receiveError(_ error: Swift.Error) {
        lastError = error
        subscribeNext()
    }
}

private final class RetryWhenProducer<Element, Failure: Swift.Error, Trigger: ObservableType>: Producer<Element> {
    private let source: Observable<Element>
    private let notificationHandler: (Observable<Failure>) -> Trigger

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> Trigger) {
        self.source = source
        self.notificationHandler = notificationHandler
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = RetryWhenSink<Failure, Element>(receiver: receiver, source: source)
        let trigger = notificationHandler(sink.errors.asObservable())
        sink.start(trigger: trigger.asObservable().map { _ in () })
        return sink
    }
}

private final class RetryWhenSink<Failure: Swift.Error, Element>: ResubscribingSink<Element> {
    /// Whether a failure waits for the trigger, and the trigger's terminal event if it came while none did.
    private struct TriggerState {
        var isAwaiting = false
        var terminal: Event<Void>?
    }

    let errors = PublishSubject<Failure>()
    private let source: Observable<Element>
    private let triggerSubscription = SingleAssignmentDisposable()
    private let triggerState = LockedState(TriggerState())

    init(receiver: any ElementReceiver<Element>, source: Observable<Element>) {
        self.source = source
        super.init(receiver: receiver)
    }

    func start(trigger: Observable<Void>) {
        triggerSubscription.setDisposable(trigger.subscribe(receiver: RetryTriggerObserver(self)))
        subscribeNext()
    }

    override func nextSource() -> Observable<Element>? {
        source
    }

    override func receiveError(_ error: Swift.Error) {
        if let failure = error as? Failure {
            // As upstream, the failed subscription ends now, not when the trigger resubscribes.
            disposeCurrentSubscription()
            let earlierTerminal = triggerState.withLock { state -> Event<Void>? in
                if let terminal = state.terminal { return terminal }
                state.isAwaiting = true
                return nil
            }
            if let earlierTerminal { return finish(earlierTerminal) }
            errors.on(.next(failure))
        } else {
            forwardError(error)
        }
    }

    func onTrigger(_ event: Event<Void>) {
        switch event {
        case .next:
            let resubscribe = triggerState.withLock { state -> Bool in
                guard state.isAwaiting else { return false }
                state.isAwaiting = false
                return true
            }
            if resubscribe { subscribeNext() }
        case .error, .completed:
            let finishNow = triggerState.withLock { state -> Bool in
                if state.isAwaiting { return true }
                state.terminal = event
                return false
            }
            if finishNow { finish(event) }
        }
    }

    /// Ends the result with the trigger's terminal event.
    private func finish(_ triggerTerminal: Event<Void>) {
        if case .error(let error) = triggerTerminal {
            forwardError(error)
        } else {
            forwardCompleted()
        }
    }

    override func disposeResources() {
        super.disposeResources()
        triggerSubscription.dispose()
        errors.dispose()
    }
}

private final class RetryTriggerObserver<Failure: Swift.Error, Element>: ObserverType, ElementReceiver {
    // Strong: while the source is between subscriptions, the trigger chain is all that keeps the sink
    // alive when the caller dropped the disposable. The cycle ends when the sink disposes the trigger.
    private let sink: RetryWhenSink<Failure, Element>

    init(_ sink: RetryWhenSink<Failure, Element>) {
        self.sink = sink
    }

    func on(_ event: Event<Void>) {
        sink.onTrigger(event)
    }
}
