extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`.
    ///
    /// Elements that arrive before `second` has emitted are dropped. Completes when this sequence
    /// completes; fails when either sequence fails (or `resultSelector` throws). `second` is subscribed
    /// to first.
    /// - Parameters:
    ///   - second: the sequence whose latest element is used.
    ///   - resultSelector: combines an element of this sequence with the latest element of `second`.
    /// - Returns: the combined sequence.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
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

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = WithLatestFromSink(observer: observer, resultSelector: resultSelector)
        sink.run(first: first, second: second)
        return sink
    }
}

private final class WithLatestFromSink<First, Second, Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let resultSelector: (First, Second) throws -> Observer.Element
    private let latest = LockedState<Second?>(nil)
    private let firstSubscription = SingleAssignmentDisposable()
    private let secondSubscription = SingleAssignmentDisposable()
    private var delivery: SerialDelivery<Observer.Element>!

    init(observer: Observer, resultSelector: @escaping (First, Second) throws -> Observer.Element) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
        delivery = SerialDelivery { [unowned self] event in self.forward(event) }
    }

    func run(first: Observable<First>, second: Observable<Second>) {
        setUpstream(Disposables.create(firstSubscription, secondSubscription))
        secondSubscription.setDisposable(second.subscribe(WithLatestFromSecondObserver(parent: self)))
        firstSubscription.setDisposable(first.subscribe(self))
    }

    func on(_ event: Event<First>) {
        switch event {
        case .next(let element):
            guard let value = latest.withLock({ $0 }) else { return }
            let result: Observer.Element
            do {
                result = try resultSelector(element, value)
            } catch {
                delivery.on(.error(error))
                return
            }
            delivery.on(.next(result))
        case .error(let error):
            delivery.on(.error(error))
        case .completed:
            delivery.on(.completed)
        }
    }

    fileprivate func secondOn(_ event: Event<Second>) {
        switch event {
        case .next(let element):
            latest.withLock { $0 = element }
        case .error(let error):
            delivery.on(.error(error))
        case .completed:
            secondSubscription.dispose()
        }
    }
}

private final class WithLatestFromSecondObserver<First, Second, Observer: ObserverType>: ObserverType {
    private let parent: WithLatestFromSink<First, Second, Observer>

    init(parent: WithLatestFromSink<First, Second, Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Second>) {
        parent.secondOn(event)
    }
}
