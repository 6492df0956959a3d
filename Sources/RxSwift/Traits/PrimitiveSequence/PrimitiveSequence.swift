/// An observable sequence with a restricted grammar, identified by its `Trait` (``Single``, ``Maybe``,
/// ``Completable``).
///
/// The trait decides which events the sequence may deliver and how you subscribe to it: a ``Single``
/// succeeds with one element or fails, a ``Maybe`` succeeds, completes empty or fails, a ``Completable``
/// completes or fails. Convert one to a plain ``Observable`` with ``asObservable()``.
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
    ///
    /// ```swift
    /// Single.just(1).asObservable().subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Returns: an observable that emits the trait's element (if any), then its terminal event.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence {
    /// Subscribes `handler` to the first event of the source only; that event ends the subscription
    /// (`handler` runs, then the source is disposed and `onDisposed` runs). Later events are ignored.
    ///
    /// This is what makes a trait deliver at most one outcome, whatever its raw source does.
    func subscribeFirstEvent(
        onDisposed: (() -> Void)?,
        _ handler: @escaping (Event<Element>) -> Void
    ) -> Disposable {
        let subscription = ClosureSubscription(onDisposed: onDisposed)
        let observer = AnonymousObserver<Element> { event in
            guard subscription.stop() else { return }
            handler(event)
            subscription.dispose()
        }
        subscription.setUpstream(source.subscribe(observer))
        return subscription
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
