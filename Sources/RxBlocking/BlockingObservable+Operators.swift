import RxSwift

extension BlockingObservable {
    /// Blocks until the first element arrives or the sequence ends, then disposes the subscription.
    ///
    /// ```swift
    /// try Observable.of(1, 2).toBlocking().first()
    /// // Optional(1)
    /// ```
    /// - Returns: the first element, or `nil` when the sequence completes without elements.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        try Self.elementsOrThrow(collect(upTo: 1)).first
    }

    /// Blocks until the sequence ends.
    ///
    /// ```swift
    /// try Observable.of(1, 2).toBlocking().last()
    /// // Optional(2)
    /// ```
    /// - Returns: the last element, or `nil` when the sequence completes without elements.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try Self.elementsOrThrow(collect(upTo: nil)).last
    }

    /// Blocks until the sequence ends.
    ///
    /// ```swift
    /// try Observable.of(1, 2).toBlocking().toArray()
    /// // [1, 2]
    /// ```
    /// - Returns: every element of the sequence, in order.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try Self.elementsOrThrow(collect(upTo: nil))
    }

    /// Blocks until the sequence ends and returns its only element.
    ///
    /// Stops (and disposes the subscription) as soon as a second element arrives.
    /// - Returns: the only element.
    /// - Throws: `RxError.noElements` or `RxError.moreThanOneElement`, the sequence's error, or
    ///   `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Blocks until the sequence ends and returns the only element that satisfies `predicate`.
    ///
    /// Stops (and disposes the subscription) as soon as a second matching element arrives.
    /// ```swift
    /// try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }
    /// // 2
    /// ```
    /// - Parameter predicate: the condition the element must satisfy; an error it throws ends the wait.
    /// - Returns: the only matching element.
    /// - Throws: `RxError.noElements` or `RxError.moreThanOneElement`, the sequence's or the predicate's
    ///   error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try Self.elementsOrThrow(collect(upTo: 2, where: predicate))
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Blocks until the sequence ends and returns everything it produced, without throwing.
    ///
    /// ```swift
    /// Observable<Int>.error(MyError()).toBlocking().materialize()
    /// // failed(elements: [], error: MyError())
    /// ```
    /// - Returns: `.completed` with the elements, or `.failed` with the elements received before the
    ///   error (`RxError.timeout` when the wait timed out).
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect(upTo: nil)
    }

    private static func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    private func collect(
        upTo maximum: Int?,
        where predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        BlockingCollector(maximum: maximum, predicate: predicate).run(source, timeout: timeout)
    }
}
