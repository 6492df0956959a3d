/// A sequence of events over time: the central type of RxSwift.
///
/// ```swift
/// Observable.of(1, 2, 3).subscribe(onNext: { print($0) })
/// // 1
/// // 2
/// // 3
/// ```
/// - SeeAlso: [ReactiveX Observable](http://reactivex.io/documentation/observable.html)
public class Observable<Element>: ObservableType {
    init() {
        #if TRACE_RESOURCES || DEBUG
            Resources.incrementTotal()
        #endif
    }

    /// Subscribes `observer` to this sequence. Subclasses override this.
    /// - Parameter observer: the receiver of the events.
    /// - Returns: the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        rxAbstractMethod()
    }

    /// Subscribes `observer`, which the caller hands over also as `receiver` (the same object as the receiver of
    /// typed calls, or for ``ReceiverObserver`` the receiver it wraps): how every subscriber inside the library
    /// subscribes, so that the sequence never asks. ``Producer`` runs with the receiver; a subject, which keeps
    /// entries per observer type, subscribes `observer`.
    ///
    /// Performance: the caller, specialised, forms `receiver` from a cached witness table; asking in the sequence's
    /// unspecialised code costs a conformance lookup per subscription.
    @usableFromInline
    func subscribe<Observer: ObserverType>(_ observer: Observer, receiver: any ElementReceiver<Element>) -> Disposable
    where Observer.Element == Element {
        subscribe(observer)
    }

    /// Returns `self`.
    public func asObservable() -> Observable<Element> {
        self
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` done by the sequence itself, without the general
    /// path's observer and subscription, or `nil` (having subscribed nothing) when it cannot: the one hook of
    /// this kind. every subject (and so every relay) inserts
    /// one ``SubjectClosureEntry``, which is the observer; a ``ScalarProducer`` delivers its outcome at once.
    ///
    /// An override must behave exactly as subscribing the general path's `SubscribeObserver` does.
    @usableFromInline
    func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        nil
    }

    /// When this sequence is a ``ScalarProducer``, computes the outcome one subscription would deliver (`element`
    /// gets the element, if any, `failed` the error) and returns `true`; otherwise does nothing and returns `false`.
    /// How an operator takes an inner scalar's outcome without subscribing to it (`flatMap { .just($0) }`).
    ///
    /// Performance: one virtual call; asking ``scalar`` first costs a retain and a release more per inner.
    func withScalarOutcome(element: (Element) -> Void, failed: (Swift.Error) -> Void) -> Bool {
        false
    }

    /// The sources of this sequence when it is a concatenation (`concat`), stepped by the closure returned (a new
    /// iteration); `nil` otherwise. A concat sink that meets a concatenation as its next source iterates its sources
    /// itself instead of subscribing to it (one sink however deep the nesting).
    ///
    /// Performance: one virtual call; a cast to the generic producer class looks its type up (fence probe
    /// `subject.concat.subscribe+dispose`).
    func concatenatedSources() -> ConcatSources<Element>? {
        nil
    }

    /// Counts the observable's release in debug and `TRACE_RESOURCES` builds (inlined into the subclasses'
    /// deinitialisers, as ``Producer``'s).
    @inline(__always)
    deinit {
        #if TRACE_RESOURCES || DEBUG
            Resources.decrementTotal()
        #endif
    }
}

/// Another name for ``Observable``, as upstream declares it: for files that also see a different
/// `Observable` (the Observation framework's macro, another library's type).
///
/// ```swift
/// let numbers: RxObservable<Int> = .of(1, 2, 3)
/// ```
public typealias RxObservable<Element> = Observable<Element>

/// The closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`, handed to
/// ``Observable/subscribeDirectly(_:)``.
@usableFromInline
struct SubscriberClosures<Element> {
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let onDisposed: (() -> Void)?
    /// The type of the entry a subject makes for the closures: named in the subscriber's specialised code, so
    /// that a subject running unspecialised makes the entry without looking its generic metadata up.
    @usableFromInline let entryType: SubjectClosureEntry<Element>.Type

    @inlinable
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        entryType = SubjectClosureEntry<Element>.self
    }

    /// Delivers a sequence of `element` and completion, then the disposal, as the general path's observer and
    /// subscription do.
    ///
    /// Performance: inlined; called, this generic method takes its metadata, a lookup per subscription (fence probe
    /// `just.subscribe`).
    @inline(__always)
    func deliverOnlyElement(_ element: Element) {
        onNext?(element)
        onCompleted?()
        onDisposed?()
    }

    /// Delivers `error` as the general path's observer does, then the disposal: to `onError`, or to
    /// ``Hooks/defaultErrorHandler`` (with the call stack captured now) without one.
    func deliverError(_ error: Swift.Error) {
        Hooks.deliver(error, to: onError, callStack: Hooks.captureSubscriptionCallStack())
        onDisposed?()
    }

    /// A subject entry that calls the element, error and completion closures.
    @inline(__always)
    var entry: SubjectClosureEntry<Element> {
        entryType.init(onNext: onNext, onError: onError, onCompleted: onCompleted)
    }
}
