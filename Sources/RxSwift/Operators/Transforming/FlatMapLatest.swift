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

/// What ``SwitchSink`` serialises: the switch to a new inner, an inner's event, the source's completion.
private enum SwitchSignal<Inner> {
    case switchTo(id: Int)
    case inner(Event<Inner>, id: Int)
    case sourceCompleted
}

/// Decisions about which inner is the latest are taken in the same serial order in which events are
/// delivered: the switch is a signal of its own, so an element of a replaced inner is either delivered
/// before the switch or dropped — never after an element of the new inner.
private final class SwitchSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Inner = Observer.Element

    private let selector: (SourceElement) throws -> Observable<Inner>
    private let current = SerialDisposable()
    private let outer = SingleAssignmentDisposable()
    private var delivery: SerialDelivery<SwitchSignal<Inner>>!
    /// The id of the newest inner; only `on(_:)` touches it, and the source calls it serially.
    private var issuedID = 0
    // Only `deliver(_:)` touches these; `delivery` runs it serially (hand-offs go through its lock).
    private var latestID = 0
    private var hasLatest = false
    private var sourceStopped = false

    init(observer: Observer, selector: @escaping (SourceElement) throws -> Observable<Inner>) {
        self.selector = selector
        super.init(observer: observer)
        delivery = SerialDelivery { [unowned self] signal in self.deliver(signal) }
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
            issuedID += 1
            let id = issuedID
            delivery.on(.next(.switchTo(id: id)))
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(inner.subscribe(SwitchInnerObserver(parent: self, id: id)))
        case .error(let error):
            delivery.on(.error(error))
        case .completed:
            // As upstream, the finished source is unsubscribed at once, even while the latest inner runs.
            outer.dispose()
            delivery.on(.next(.sourceCompleted))
        }
    }

    fileprivate func innerOn(_ event: Event<Inner>, id: Int) {
        delivery.on(.next(.inner(event, id: id)))
    }

    private func deliver(_ signal: Event<SwitchSignal<Inner>>) {
        switch signal {
        case .next(.switchTo(let id)):
            latestID = id
            hasLatest = true
        case .next(.inner(let event, let id)):
            guard id == latestID else { return }
            switch event {
            case .next:
                forwardOn(event)
            case .error:
                forwardTerminal(event)
            case .completed:
                hasLatest = false
                if sourceStopped { forwardTerminal(.completed) }
            }
        case .next(.sourceCompleted):
            sourceStopped = true
            if !hasLatest { forwardTerminal(.completed) }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardTerminal(.completed)
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
