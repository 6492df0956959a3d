extension ObservableType {
    /// Pairs each element with `obj`, held weakly; completes when `obj` has been deallocated.
    ///
    /// ```swift
    /// button.taps.withUnretained(self).subscribe(onNext: { owner, _ in owner.refresh() })
    /// ```
    /// - Parameters:
    ///   - obj: the object to pass along, not retained.
    ///   - resultSelector: combines the object and an element.
    ///   - isolation: the caller's actor isolation, filled in by the compiler. Debug builds report a closure
    ///     given here that runs off that actor (<doc:SwiftConcurrency>); `nil` turns the check off.
    /// - Returns: the sequence of combined values.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Out> {
        let resultSelector = isolationChecked(resultSelector, isolation, "withUnretained")
        return map { [weak obj] element -> Out in
            guard let obj else { throw UnretainedError.objectDeallocated }
            return resultSelector(obj, element)
        }
        .catch { error -> Observable<Out> in
            guard error is UnretainedError else { return .error(error) }
            return .empty()
        }
    }

    /// Pairs each element with `obj`, held weakly; completes when `obj` has been deallocated.
    /// - Parameter obj: the object to pass along, not retained.
    /// - Returns: the sequence of `(object, element)` tuples.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

private enum UnretainedError: Swift.Error {
    case objectDeallocated
}
