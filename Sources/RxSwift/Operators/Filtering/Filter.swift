extension ObservableType {
    /// Emits only the elements that satisfy `predicate`.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }   // 2 4
    /// ```
    /// An error thrown by `predicate` terminates the sequence with that error.
    ///
    /// ![The marble diagram of filter.](marble-filter.svg)
    /// - Parameters:
    ///   - predicate: decides whether an element passes.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the filtered sequence.
    /// - SeeAlso: [ReactiveX filter](http://reactivex.io/documentation/operators/filter.html)
    @inlinable  // Performance: the producer and the sink are named in the caller's specialised code.
    public func filter(_ predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation)
        -> Observable<Element>
    {
        let predicate = isolationChecked(predicate, isolation, "filter")
        // Of a scalar source: the element if it satisfies the predicate, which is a `compactMap`.
        return fusingScalar(
            { ScalarCompactMap($0) { try predicate($0) ? $0 : nil } },
            else: { source, receiver in
                FilterSink(receiver: receiver, predicate: predicate).start(from: source)
            })
    }
}

/// The sink of `filter`: forwards the elements that satisfy the predicate.
@usableFromInline
final class FilterSink<Element>: PassthroughSink<Element, Element> {
    private let predicate: (Element) throws -> Bool

    @usableFromInline
    init(receiver: any ElementReceiver<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(receiver: receiver)
    }

    override func onNext(_ element: Element) {
        if satisfies(element, predicate) { forwardNext(element) }
    }
}
