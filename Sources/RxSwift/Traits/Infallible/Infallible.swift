/// An observable sequence that can never fail: it emits elements and may complete, but never errors.
///
/// Build one from a source that cannot fail (`Infallible.just`, `Infallible.create`, a relay's
/// `asInfallible()`) or from an ``Observable`` whose errors are replaced
/// (``ObservableConvertibleType/asInfallible(onErrorJustReturn:)``):
///
/// ```swift
/// let names: Infallible<String> = Infallible.of("a", "b")
/// _ = names.subscribe(onNext: { print($0) }, onCompleted: { print("done") })
/// // a
/// // b
/// // done
/// ```
///
/// `Infallible` is not an ``ObservableType``: the operators that only make sense for a sequence that can
/// fail (`catch`, `retry`, `subscribe(onError:)`, `do(onError:)`) are not available, so code that treats
/// an `Infallible` as failing does not compile. Call ``asObservable()`` to use the full ``Observable``
/// operator set.
///
/// As upstream, some operators take throwing closures (`do`, `deferred`, `distinctUntilChanged`,
/// `skip(while:)`, `take(while:)`, `withLatestFrom`, the selectors of `zip` and `combineLatest`) and the
/// flattening operators accept any ``ObservableConvertibleType``. A closure that throws, or an inner
/// sequence that fails, is a programmer error: the error travels as an error event, and the subscriber
/// traps in debug builds (`Infallible must never emit a error event. error: …`) and prints that line in
/// release builds.
public struct Infallible<Element>: InfallibleType {
    let source: Observable<Element>

    /// Wraps `source`, which the caller guarantees never emits an error.
    package init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain ``Observable`` (which will never emit an error).
    /// - Returns: the underlying observable.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    /// - Returns: this infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        self
    }
}

/// A type that is, or wraps, an ``Infallible``: a sequence that never emits an error.
public protocol InfallibleType: ObservableConvertibleType {}

extension InfallibleType {
    /// The sequence as an ``Infallible``.
    /// - Returns: the infallible sequence that represents `self`.
    public func asInfallible() -> Infallible<Element> {
        if let infallible = self as? Infallible<Element> { return infallible }
        return Infallible(asObservable())
    }
}

/// An event of an ``Infallible``: an element or completion, never an error.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence completed.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension InfallibleEvent: Equatable where Element: Equatable {}

extension InfallibleEvent: EventConvertible {
    /// The same event as an ``Event``, so that an `Observable<InfallibleEvent<Element>>` can be
    /// `dematerialize()`d.
    ///
    /// ```swift
    /// Observable.of(InfallibleEvent.next(1), .completed).dematerialize()   // 1, completed
    /// ```
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}
