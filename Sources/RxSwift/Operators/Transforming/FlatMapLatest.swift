extension ObservableType {
    /// Projects each element to a sequence and mirrors only the most recent one, disposing the previous
    /// inner subscription when a new element arrives.
    ///
    /// ```swift
    /// student.flatMapLatest { $0.score }   // only the current student's scores
    /// ```
    /// Completes when the source and the latest inner sequence have completed.
    ///
    /// ![The marble diagram of flatMapLatest.](marble-flatMapLatest.svg)
    /// - Parameters:
    ///   - selector: maps an element to an inner sequence.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the switching sequence.
    /// - SeeAlso: [ReactiveX flatMap](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable  // Performance: the sink is made in the caller's specialised code (`InnerSequenceProducer.switching`).
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source, isolation: (any Actor)? = #isolation
    )
        -> Observable<Source.Element>
    {
        let selector = isolationChecked(selector, isolation, "flatMapLatest")
        return InnerSequenceProducer.switching(source: asObservable(), sourceIsScalar: self is ScalarProducer<Element>)
        {
            try selector($0).asObservable()
        }
    }
}
