extension ObservableType {
    /// Emits the only element of the source; fails with ``RxError/noElements`` if it completes empty and
    /// with ``RxError/moreThanOneElement`` if a second element arrives.
    /// - Returns: the sequence of exactly one element.
    /// - SeeAlso: [ReactiveX first](http://reactivex.io/documentation/operators/first.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func single() -> Observable<Element> {
        OperatorProducer(source: asObservable()) { source, receiver in
            SingleSink<Element>(receiver: receiver).start(from: source)
        }
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
        // The elements considered are the filtered ones; an error thrown by `predicate` fails, as through `filter`.
        filter(isolationChecked(predicate, isolation, "single"), isolation: nil).single()
    }
}

/// The sink of `single()`: forwards the first element, fails on a second one or on completion without one.
@usableFromInline
final class SingleSink<Element>: PassthroughSink<Element, Element> {
    private var seen = false

    override func onNext(_ element: Element) {
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
