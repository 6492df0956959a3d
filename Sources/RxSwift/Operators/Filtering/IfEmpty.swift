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
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            SwitchIfEmptySink(receiver: receiver, other: other).start(from: source)
        }
    }
}

@usableFromInline
final class SwitchIfEmptySink<Element>: PassthroughSink<Element, Element> {
    private let other: Observable<Element>
    private var isEmpty = true
    /// The source's subscription, replaced (and so disposed) by the fallback's when the source completes.
    @usableFromInline let subscription = SerialDisposable()

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, other: Observable<Element>) {
        self.other = other
        super.init(receiver: receiver)
    }

    /// Subscribes to `source` (the first of the two sequences) and returns this sink.
    ///
    /// Performance: inlinable, so that this sink is handed to `source` as an observer and a receiver in the caller's
    /// specialised code (in this generic code, a witness-table lookup each; fence probe
    /// `subject.switchIfEmpty.subscribe+dispose`).
    @inlinable
    func start(from source: Observable<Element>) -> Disposable {
        setUpstream(subscription)
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(source.subscribe(receiver: self))
        return self
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
