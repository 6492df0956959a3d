extension ObservableType {
    /// Emits the only element of the source; fails with ``RxError/noElements`` if it completes empty and
    /// with ``RxError/moreThanOneElement`` if a second element arrives.
    /// - Returns: the sequence of exactly one element.
    /// - SeeAlso: [ReactiveX first](http://reactivex.io/documentation/operators/first.html)
    public func single() -> Observable<Element> {
        SingleProducer(source: asObservable(), predicate: { _ in true })
    }

    /// Emits the only element that satisfies `predicate`; fails with ``RxError/noElements`` if none does and
    /// with ``RxError/moreThanOneElement`` if a second one does.
    /// - Parameters:
    ///   - predicate: selects the elements considered.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of exactly one element.
    public func single(_ predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation)
        -> Observable<Element>
    {
        let predicate = isolationChecked(predicate, isolation, "single")
        return SingleProducer(source: asObservable(), predicate: predicate)
    }
}

private final class SingleProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        let sink = SingleSink(receiver: receiver, predicate: predicate)
        sink.setUpstream(source.subscribe(receiver: sink))
        return sink
    }
}

private final class SingleSink<Element>: PassthroughSink<Element, Element> {
    private let predicate: (Element) throws -> Bool
    private var seen = false

    init(receiver: any ElementReceiver<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        do {
            guard try predicate(element) else { return }
        } catch {
            forwardError(error)
            return
        }
        if seen {
            forwardError(RxError.moreThanOneElement)
            return
        }
        seen = true
        forwardNext(element)
    }

    override func onCompleted() {
        if seen {
            forwardCompleted()
        } else {
            forwardError(RxError.noElements)
        }
    }
}
