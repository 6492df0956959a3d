extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`.
    ///
    /// Elements that arrive before `second` has emitted are dropped. Completes when this sequence
    /// completes; fails when either sequence fails (or `resultSelector` throws). `second` is subscribed
    /// to first.
    ///
    /// ![The marble diagram of withLatestFrom.](marble-withLatestFrom.svg)
    /// - Parameters:
    ///   - second: the sequence whose latest element is used.
    ///   - resultSelector: combines an element of this sequence with the latest element of `second`.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the combined sequence.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType,
        isolation: (any Actor)? = #isolation
    ) -> Observable<ResultType> {
        let resultSelector = isolationChecked(resultSelector, isolation, "withLatestFrom")
        return WithLatestFromProducer(
            first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Emits the latest element of `second` each time this sequence emits.
    ///
    /// ```swift
    /// saveTaps.withLatestFrom(text)   // the current text at each tap
    /// ```
    /// - Parameter second: the sequence whose latest element is emitted.
    /// - Returns: the sampled sequence.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable()) { $1 }
    }
}

private final class WithLatestFromProducer<First, Second, Element>: Producer<Element> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Element

    init(
        first: Observable<First>,
        second: Observable<Second>,
        resultSelector: @escaping (First, Second) throws -> Element
    ) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = WithLatestFromSink(receiver: receiver, resultSelector: resultSelector)
        sink.run(first: first, second: second)
        return sink
    }
}

/// Performance: the sink takes the first source's elements directly (``ElementReceiver``), stores the latest
/// element of `second` without an `Optional`, and hands results to ``SerialDelivery/send(_:)`` as they are, so that
/// its unspecialised code looks up no generic metadata per element.
private final class WithLatestFromSink<First, Second, Result>: Sink<Result>, ObserverType, ElementReceiver {
    private let resultSelector: (First, Second) throws -> Result
    /// Guards `latest`.
    private let lock = LockedState<Void>()
    // Set once `second` has emitted, and never emptied; read and written only under `lock`.
    @exclusivity(unchecked) private var latest = ElementBuffer<Second>(capacity: 1)
    private let firstSubscription = SingleAssignmentDisposable()
    private let secondSubscription = SingleAssignmentDisposable()
    /// Serialises the results and the terminal events of both sequences, relayed as events.
    private let delivery = SerialDelivery()
    override var serialDelivery: SerialDelivery? { delivery }

    init(receiver: any ElementReceiver<Result>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.resultSelector = resultSelector
        super.init(receiver: receiver)
    }

    func run(first: Observable<First>, second: Observable<Second>) {
        setUpstream(Disposables.create(firstSubscription, secondSubscription))
        let secondObserver = CombiningObserver(next: { self.secondNext($0) }, terminated: { self.secondTerminated($0) })
        secondSubscription.setDisposable(second.subscribe(receiver: secondObserver))
        firstSubscription.setDisposable(first.subscribe(receiver: self))
    }

    func receiveNext(_ element: First) {
        // Two critical sections instead of reading an `Optional`: once set, the latest element stays set.
        guard !lock.withLock({ latest.isEmpty }) else { return }
        let value = lock.withLock { latest.first }
        let result: Result
        do {
            result = try resultSelector(element, value)
        } catch {
            fail(error)
            return
        }
        delivery.send { forwardNext(result) }
    }

    func receiveCompleted() {
        delivery.send { forward(.completed) }
    }

    func receiveError(_ error: Swift.Error) {
        fail(error)
    }

    func on(_ event: Event<First>) {
        receive(event)
    }

    @inline(never)
    private func fail(_ error: Swift.Error) {
        delivery.send { forward(.error(error)) }
    }

    private func secondNext(_ element: Second) {
        lock.withLock { latest.replaceLast(with: element) }
    }

    private func secondTerminated(_ error: Swift.Error?) {
        if let error {
            fail(error)
        } else {
            secondSubscription.dispose()
        }
    }
}
