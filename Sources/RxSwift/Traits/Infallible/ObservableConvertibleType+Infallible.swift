extension ObservableConvertibleType {
    /// Converts the sequence to an ``Infallible`` that emits `element` and completes if the sequence fails.
    ///
    /// ```swift
    /// Observable<Int>.error(MyError()).asInfallible(onErrorJustReturn: 0)   // 0, completed
    /// ```
    /// - Parameter element: the last element, emitted in place of an error.
    /// - Returns: the infallible sequence.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// Converts the sequence to an ``Infallible`` that continues with `infallible` if the sequence fails.
    /// - Parameter infallible: the sequence to switch to in place of an error.
    /// - Returns: the infallible sequence.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// Converts the sequence to an ``Infallible`` that continues with the sequence `onErrorRecover`
    /// returns for the error if the sequence fails.
    /// - Parameter onErrorRecover: builds the sequence to switch to from the error.
    /// - Returns: the infallible sequence.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { error in onErrorRecover(error).asObservable() })
    }
}

extension ObservableType {
    /// Projects each element to an infallible sequence and mirrors only the most recent one, as an
    /// ``Infallible``: upstream's overload beside the one that returns an ``Observable``, preferred when
    /// `selector` returns an ``InfallibleType`` and the context does not ask for an ``Observable``.
    ///
    /// ```swift
    /// let latest: Infallible<Int> = Observable.of(1, 2).flatMapLatest { Infallible.just($0 * 10) }
    /// // 10 20
    /// ```
    /// As upstream, the result is infallible by declaration only: an error of `self`, or one thrown by
    /// `selector`, is a programmer error, reported as ``Infallible`` describes (a trap in debug builds).
    /// - Parameter selector: maps an element to an inner infallible sequence.
    /// - Returns: the switching sequence.
    /// - SeeAlso: [ReactiveX flatMap](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(InnerSequenceProducer.switching(source: asObservable()) { try selector($0).asObservable() })
    }
}
