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

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = SwitchIfEmptySink(receiver: receiver, other: other)
        sink.run(source)
        return sink
    }
}

private final class SwitchIfEmptySink<Element>: PassthroughSink<Element, Element> {
    private let other: Observable<Element>
    private var isEmpty = true
    /// The source's subscription, replaced (and so disposed) by the fallback's when the source completes.
    private let subscription = SerialDisposable()

    init(receiver: any ElementReceiver<Element>, other: Observable<Element>) {
        self.other = other
        super.init(receiver: receiver)
    }

    func run(_ source: Observable<Element>) {
        setUpstream(subscription)
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(source.subscribe(receiver: self))
    }

    override func onNext(_ element: Element) {
        isEmpty = false
        forwardNext(element)
    }

    override func onCompleted() {
        guard isEmpty else {
            forwardCompleted()
            return
        }
        subscription.disposable = other.subscribe(receiver: SinkForwarder(self))
    }
}
