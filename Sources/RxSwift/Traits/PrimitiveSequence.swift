/// An observable sequence with a restricted grammar, identified by its `Trait` (``Single``, ``Maybe``,
/// ``Completable``).
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        self.source = raw
    }
}

/// A type that is, or wraps, a ``PrimitiveSequence``.
public protocol PrimitiveSequenceType {
    /// The trait that restricts the grammar.
    associatedtype Trait
    /// The element type.
    associatedtype Element

    /// The underlying primitive sequence.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as a plain ``Observable``.
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element or fails.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome delivered to a ``Single`` subscriber.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure type through which a `create` body reports the outcome.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a ``Single`` from a subscribe function; only the first outcome it reports is used.
    /// - Parameter subscribe: called per subscription with the closure to report the outcome to.
    /// - Returns: the single.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the outcome.
    /// - Parameter observer: called once with success or failure.
    /// - Returns: the subscription.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            switch event {
            case .next(let element):
                stopped = true
                observer(.success(element))
            case .error(let error):
                stopped = true
                observer(.failure(error))
            case .completed:
                stopped = true
                observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for success, failure and disposal.
    /// - Parameters:
    ///   - onSuccess: called with the element.
    ///   - onFailure: called with the error; without it errors go to ``Hooks/defaultErrorHandler``.
    ///   - onDisposed: called once when the subscription ends.
    /// - Returns: the subscription.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.captureSubscriptionCallStack()
        return primitiveSequence.asObservable().subscribe(
            onNext: { element in onSuccess?(element) },
            onError: { error in
                if let onFailure {
                    onFailure(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
            },
            onDisposed: onDisposed
        )
    }
}

/// The trait of ``Maybe``: one element, no element, or an error.
public enum MaybeTrait {}

/// A sequence that emits at most one element, then completes, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The outcome delivered to a ``Maybe`` subscriber.
public enum MaybeEvent<Element> {
    /// The one element; the sequence is over.
    case success(Element)
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence ended without an element.
    case completed
}

/// The trait of ``Completable``: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The outcome delivered to a ``Completable`` subscriber.
public enum CompletableEvent {
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence completed.
    case completed
}
