extension ObservableType {
    /// Emits `default` if the source completes without elements.
    ///
    /// ```swift
    /// Observable<Int>.empty().ifEmpty(default: 0)   // 0
    /// ```
    ///
    /// ![The marble diagram of ifEmpty.](marble-ifEmpty.svg)
    /// - Parameter default: the element to emit for an empty source.
    /// - Returns: the sequence.
    /// - SeeAlso: [ReactiveX defaultIfEmpty](http://reactivex.io/documentation/operators/defaultifempty.html)
    public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(`default`))
    }

    /// Continues with `other` if the source completes without elements.
    /// - Parameter other: the sequence to switch to.
    /// - Returns: the sequence.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmptyProducer(source: asObservable(), other: other)
    }
}

private final class SwitchIfEmptyProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SwitchIfEmptySink(observer: observer, other: other)
        sink.run(source)
        return sink
    }
}

private final class SwitchIfEmptySink<Element, Observer: ObserverType>: PassthroughSink<Element, Observer>
where Observer.Element == Element {
    // Performance: made here, in the final class, the receiver's witness table is found from this object's own
    // metadata; `PassthroughSink`'s answer looks `PassthroughSink<Element, Observer>` up (343 instructions).
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    private let other: Observable<Observer.Element>
    private var isEmpty = true
    /// The source's subscription, replaced (and so disposed) by the fallback's when the source completes.
    private let subscription = SerialDisposable()

    init(observer: Observer, other: Observable<Observer.Element>) {
        self.other = other
        super.init(observer: observer)
    }

    func run(_ source: Observable<Observer.Element>) {
        setUpstream(subscription)
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(source.subscribe(self))
    }

    override func onNext(_ element: Observer.Element) {
        isEmpty = false
        forwardNext(element)
    }

    override func onCompleted() {
        guard isEmpty else {
            forwardCompleted()
            return
        }
        subscription.disposable = other.subscribe(SinkForwarder(self))
    }
}
