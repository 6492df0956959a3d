extension ObservableType {
    /// Projects each element to a sequence and merges the elements of all of them.
    ///
    /// ```swift
    /// student.flatMap { $0.score }   // every score change of every student
    /// ```
    /// Fails as soon as the source or any inner sequence fails (or `selector` throws); completes when the
    /// source and every inner sequence have completed.
    ///
    /// ![The marble diagram of flatMap.](marble-flatMap.svg)
    /// - Parameters:
    ///   - selector: maps an element to an inner sequence.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the merged sequence.
    /// - SeeAlso: [ReactiveX flatMap](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable  // Performance: the producer is made in the caller's specialised context (no metadata lookup).
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source, isolation: (any Actor)? = #isolation
    )
        -> Observable<Source.Element>
    {
        projected(by: selector, mode: .all(maxConcurrent: nil), isolation: isolation, operatorName: "flatMap")
    }

    /// Projects each element to a sequence, ignoring elements that arrive while an inner sequence is still
    /// active.
    ///
    /// ![The marble diagram of flatMapFirst.](marble-flatMapFirst.svg)
    /// - Parameters:
    ///   - selector: maps an element to an inner sequence.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the merged sequence.
    @inlinable  // Performance: the producer is made in the caller's specialised context (no metadata lookup).
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source, isolation: (any Actor)? = #isolation
    )
        -> Observable<Source.Element>
    {
        projected(by: selector, mode: .dropWhileActive, isolation: isolation, operatorName: "flatMapFirst")
    }

    /// Projects each element to a sequence and concatenates them: each inner sequence is subscribed after
    /// the previous one completes.
    ///
    /// ```swift
    /// Observable.of("German cities", "Spanish cities").concatMap { sequences[$0] ?? .empty() }
    /// ```
    ///
    /// ![The marble diagram of concatMap.](marble-concatMap.svg)
    /// - Parameters:
    ///   - selector: maps an element to an inner sequence.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the concatenated sequence.
    @inlinable  // Performance: the producer is made in the caller's specialised context (no metadata lookup).
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source, isolation: (any Actor)? = #isolation
    )
        -> Observable<Source.Element>
    {
        projected(by: selector, mode: .all(maxConcurrent: 1), isolation: isolation, operatorName: "concatMap")
    }

    /// The inner sequences that `selector` maps the elements to, merged as `mode` says: the producer of `flatMap`,
    /// `flatMapFirst` and `concatMap`, with the scalar shortcut when `self` is a ``ScalarProducer``.
    @inlinable  // Performance: the producer is made in the caller's specialised context (no metadata lookup).
    func projected<Source: ObservableConvertibleType>(
        by selector: @escaping (Element) throws -> Source, mode: MergeMode, isolation: (any Actor)?,
        operatorName: StaticString
    ) -> Observable<Source.Element> {
        let selector = isolationChecked(selector, isolation, operatorName)
        return InnerSequenceProducer.merging(
            source: asObservable(), mode: mode, sourceIsScalar: self is ScalarProducer<Element>
        ) {
            try selector($0).asObservable()
        }
    }
}
