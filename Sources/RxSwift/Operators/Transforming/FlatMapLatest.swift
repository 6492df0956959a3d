extension ObservableType {
    /// Projects each element to a sequence and mirrors only the most recent one, disposing the previous
    /// inner subscription when a new element arrives.
    ///
    /// ```swift
    /// student.flatMapLatest { $0.score }   // only the current student's scores
    /// ```
    /// Completes when the source and the latest inner sequence have completed.
    /// - Parameter selector: maps an element to an inner sequence.
    /// - Returns: the switching sequence.
    /// - SeeAlso: [ReactiveX flatMap](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        SwitchProducer(source: asObservable()) { try selector($0).asObservable() }
    }
}

/// The engine of `flatMapLatest` and `switchLatest`.
final class SwitchProducer<SourceElement, Element>: Producer<Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Observable<Element>

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Observable<Element>) {
        self.source = source
        self.selector = selector
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SwitchSink(observer: observer, selector: selector)
        sink.run(source)
        return sink
    }
}

private final class SwitchSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Inner = Observer.Element

    private struct State {
        var latest = 0
        var hasLatest = false
        var outerStopped = false
    }

    private let selector: (SourceElement) throws -> Observable<Inner>
    private let state = LockedState(State())
    private let current = SerialDisposable()
    private let outer = SingleAssignmentDisposable()
    private var delivery: SerialDelivery<Inner>!

    init(observer: Observer, selector: @escaping (SourceElement) throws -> Observable<Inner>) {
        self.selector = selector
        super.init(observer: observer)
        delivery = SerialDelivery { [unowned self] event in self.forward(event) }
    }

    func run(_ source: Observable<SourceElement>) {
        setUpstream(outer)
        outer.setDisposable(source.subscribe(self))
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Observable<Inner>
            do {
                inner = try selector(element)
            } catch {
                delivery.on(.error(error))
                return
            }
            let id = state.withLock { state -> Int in
                state.latest += 1
                state.hasLatest = true
                return state.latest
            }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(inner.subscribe(SwitchInnerObserver(parent: self, id: id)))
        case .error(let error):
            delivery.on(.error(error))
        case .completed:
            let done = state.withLock { state -> Bool in
                state.outerStopped = true
                return !state.hasLatest
            }
            // As upstream, the finished source is unsubscribed at once, even while the latest inner runs.
            outer.dispose()
            if done { delivery.on(.completed) }
        }
    }

    fileprivate func innerOn(_ event: Event<Inner>, id: Int) {
        let (isLatest, done) = state.withLock { state -> (Bool, Bool) in
            guard state.latest == id else { return (false, false) }
            if case .completed = event {
                state.hasLatest = false
                return (true, state.outerStopped)
            }
            return (true, false)
        }
        guard isLatest else { return }
        switch event {
        case .next, .error: delivery.on(event)
        case .completed: if done { delivery.on(.completed) }
        }
    }

    override func disposeResources() {
        current.dispose()
    }
}

private final class SwitchInnerObserver<SourceElement, Observer: ObserverType>: ObserverType {
    private let parent: SwitchSink<SourceElement, Observer>
    private let id: Int

    init(parent: SwitchSink<SourceElement, Observer>, id: Int) {
        self.parent = parent
        self.id = id
    }

    func on(_ event: Event<Observer.Element>) {
        parent.innerOn(event, id: id)
    }
}
