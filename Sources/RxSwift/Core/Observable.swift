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
