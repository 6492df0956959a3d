// Spellings of this package's own 1.0 API that were replaced by upstream's when a declaration was aligned with
// RxSwift 6 (1.1). Kept as thin forwards so that code written against 1.0 still compiles, with a deprecation
// warning that names upstream's spelling.

extension DisposeBag {
    /// Deprecated 1.0 spelling of `init(builder:)`, whose label upstream calls `builder:`.
    ///
    /// Disfavoured, so that the trailing-closure form `DisposeBag { … }` picks `init(builder:)`.
    /// - Parameter builder: lists the disposables, one per line.
    @available(*, deprecated, renamed: "init(builder:)")
    @_disfavoredOverload
    public convenience init(@DisposableBuilder disposing builder: () -> [Disposable]) {
        self.init(builder: builder)
    }
}

extension InfallibleType {
    /// Deprecated 1.0 form of `startWith(_:)`: upstream's `Infallible.startWith` takes one
    /// element; chain it to prepend several (`startWith(2).startWith(1)` emits 1 2 first).
    /// - Parameter elements: the elements to prepend, in order.
    /// - Returns: the extended sequence.
    @available(*, deprecated, message: "Infallible.startWith takes one element, as upstream; chain startWith(_:)")
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(asObservable().startWith(contentsOf: elements))
    }
}
