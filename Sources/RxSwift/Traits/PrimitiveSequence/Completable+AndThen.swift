extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Continues with `second` once this completable completes; an error of this one is forwarded and
    /// `second` is never subscribed.
    ///
    /// ```swift
    /// login.andThen(fetchProfile)   // fetchProfile is subscribed after login completed
    /// ```
    /// - Parameter second: the single subscribed after completion.
    /// - Returns: a single with the outcome of `second`.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: andThen(second.asObservable()))
    }

    /// Continues with `second` once this completable completes; an error of this one is forwarded and
    /// `second` is never subscribed.
    /// - Parameter second: the maybe subscribed after completion.
    /// - Returns: a maybe with the outcome of `second`.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: andThen(second.asObservable()))
    }

    /// Continues with `second` once this completable completes; an error of this one is forwarded and
    /// `second` is never subscribed.
    /// - Parameter second: the completable subscribed after completion.
    /// - Returns: a completable that completes when both have completed in turn.
    public func andThen(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: andThen(second.asObservable()))
    }

    /// Continues with `second` once this completable completes; an error of this one is forwarded and
    /// `second` is never subscribed.
    /// - Parameter second: the observable subscribed after completion.
    /// - Returns: an observable with the events of `second`.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        // Subscribes to `second` after this completable (which has no elements) completes.
        OperatorProducer(source: primitiveSequence.asObservable()) { first, receiver in
            let sink = AndThenSink(receiver: receiver, second: second)
            sink.run(first)
            return sink
        }
    }
}

private final class AndThenSink<Element>: Sink<Element>, ObserverType, ElementReceiver {
    private let second: Observable<Element>
    // Holds the subscription to `first`, then the one to `second`; replacing it disposes `first`.
    private let current = SerialDisposable()

    init(receiver: any ElementReceiver<Element>, second: Observable<Element>) {
        self.second = second
        super.init(receiver: receiver)
    }

    func run(_ first: Observable<Never>) {
        setUpstream(current)
        // `first` may complete before `subscribe` returns; its slot is in place before subscribing so
        // that the subscription to `second` made on completion is not replaced afterwards.
        let firstSubscription = SingleAssignmentDisposable()
        current.disposable = firstSubscription
        firstSubscription.setDisposable(first.subscribe(FirstObserver(sink: self)))
    }

    /// Receives the events of `second`.
    func on(_ event: Event<Element>) {
        forward(event)
    }

    fileprivate func firstTerminated(_ error: Swift.Error?) {
        if let error {
            forwardError(error)
        } else if !isDisposed {
            current.disposable = second.subscribe(receiver: self)
        }
    }

    /// Receives the events of `first`.
    private struct FirstObserver: ObserverType {
        let sink: AndThenSink

        func on(_ event: Event<Never>) {
            switch event {
            case .error(let error):
                sink.firstTerminated(error)
            case .completed:
                sink.firstTerminated(nil)
            }
        }
    }
}
