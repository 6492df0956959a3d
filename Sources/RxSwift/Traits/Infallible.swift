/// An observable sequence that can never fail: it emits elements and may complete, but never errors.
///
/// Built from a source that cannot fail (`Infallible.just`, a relay) or from an ``Observable`` whose
/// errors are replaced (`asInfallible(onErrorJustReturn:)`).
public struct Infallible<Element>: InfallibleType {
    let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain ``Observable`` (which will never emit an error).
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// A type that is, or wraps, an ``Infallible``.
public protocol InfallibleType: ObservableConvertibleType {}

/// An event of an ``Infallible``: an element or completion, never an error.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence completed.
    case completed
}
