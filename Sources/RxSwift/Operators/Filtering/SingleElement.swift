extension ObservableType {
    /// Emits the only element of the source; fails with ``RxError/noElements`` if it completes empty and
    /// with ``RxError/moreThanOneElement`` if a second element arrives.
    /// - Returns: the sequence of exactly one element.
    /// - SeeAlso: [ReactiveX first](http://reactivex.io/documentation/operators/first.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func single() -> Observable<Element> {
        singleElement { _ in true }
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
        return singleElement(predicate)
    }

    /// `single()` and `single(_:)`.
    @inlinable
    func singleElement(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            SingleSink(receiver: receiver, predicate: predicate).start(from: source)
        }
    }
}

@usableFromInline
final class SingleSink<Element>: PassthroughSink<Element, Element> {
    private let predicate: (Element) throws -> Bool
    private var seen = false

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        guard satisfies(element, predicate) else { return }
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
