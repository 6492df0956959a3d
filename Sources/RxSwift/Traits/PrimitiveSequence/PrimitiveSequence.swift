/// An observable sequence with a restricted grammar, identified by its `Trait` (``Single``, ``Maybe``,
/// ``Completable``).
///
/// The trait decides which events the sequence may deliver and how you subscribe to it: a ``Single``
/// succeeds with one element or fails, a ``Maybe`` succeeds, completes empty or fails, a ``Completable``
/// completes or fails. Convert one to a plain ``Observable`` with ``asObservable()``.
public struct PrimitiveSequence<Trait, Element> {
    /// The sequence, or `nil` for a `Single.create { async }` (``asyncWork``), whose observable is made only when it
    /// is subscribed or an operator is applied: awaited with `value`, it is never made.
    @usableFromInline let storedSource: Observable<Element>?
    /// The async work of a `Single.create(detached:priority:work:)` that runs in the subscriber's task (neither
    /// detached nor given a priority), which `value` awaits directly instead of subscribing: no observable, no task,
    /// no continuation, no hop. `nil` for every other sequence, including one derived from it by an operator.
    @usableFromInline let asyncWork: (@Sendable () async throws -> Element)?

    /// The sequence as an observable.
    @inlinable
    var source: Observable<Element> {
        if let storedSource { return storedSource }
        return Observable.taskPerSubscription(detached: false, priority: nil, work: asyncWork!)
    }

    @usableFromInline
    init(raw: Observable<Element>) {
        self.storedSource = raw
        self.asyncWork = nil
    }

    /// A single whose work runs in a task per subscription, or in the awaiting task when awaited with `value`.
    init(asyncWork: @escaping @Sendable () async throws -> Element) {
        self.storedSource = nil
        self.asyncWork = asyncWork
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
    /// Subscribes to the first event of the source only; that event ends the subscription (its closure runs, then
    /// the source is disposed and `onDisposed` runs). Later events are ignored.
    ///
    /// This is what makes a trait deliver at most one outcome, whatever its raw source does. An error goes to
    /// `onError`, or to ``Hooks/defaultErrorHandler`` with the subscription's call stack when there is none;
    /// completion without an element is the failure ``RxError/noElements`` when `completionFails` (a ``Single``),
    /// else `onCompleted`.
    ///
    /// Performance: inlined into the traits' `subscribe` methods, themselves inlinable, so that the observer is
    /// made in the subscriber's specialised code and takes the event as a typed call (it used to take an `Event`,
    /// built and switched over in unspecialised code: a metadata lookup each time).
    @inlinable
    func subscribeFirstEvent(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        completionFails: Bool,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        let subscription = ClosureSubscription(onDisposed: onDisposed)
        let observer = FirstEventObserver(
            subscription: subscription,
            callStack: Hooks.captureSubscriptionCallStack(),
            onNext: onNext,
            onError: onError,
            onCompleted: onCompleted,
            completionFails: completionFails
        )
        subscription.setUpstream(source.subscribe(observer, receiver: observer))
        return subscription
    }
}

/// The observer of a trait's subscription: takes the source's first event, as a typed call, and ends the
/// subscription (see ``PrimitiveSequence/subscribeFirstEvent(onNext:onError:onCompleted:completionFails:onDisposed:)``).
@usableFromInline
final class FirstEventObserver<Element>: ObserverType, ElementReceiver, @unchecked Sendable {
    // Sendable: every field is immutable; `subscription` decides with an atomic which event is the first.
    private let subscription: ClosureSubscription
    private let callStack: [String]
    private let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    private let completionFails: Bool

    @usableFromInline
    init(
        subscription: ClosureSubscription,
        callStack: [String],
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        completionFails: Bool
    ) {
        self.subscription = subscription
        self.callStack = callStack
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.completionFails = completionFails
    }

    @usableFromInline
    func receiveNext(_ element: Element) {
        guard subscription.stopFlag.stop() else { return }
        onNext?(element)
        subscription.dispose()
    }

    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        subscription.deliverError(error, to: onError, callStack: callStack)
    }

    @usableFromInline
    func receiveCompleted() {
        if completionFails {
            // Checked first so that the completion after a success makes no error (boxing one allocates); the
            // delivery decides again, atomically.
            guard !subscription.stopFlag.isStopped else { return }
            subscription.deliverError(RxError.noElements, to: onError, callStack: callStack)
        } else {
            subscription.deliverCompleted(to: onCompleted)
        }
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        receive(event)
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
