import RxSwift

/// An observable sequence that shares its side effects among subscribers, delivers on the scheduler
/// of its `SharingStrategy` and never fails.
///
/// ``Driver`` and ``Signal`` are the two sharing strategies RxCocoa ships: both deliver on the main
/// scheduler and never error; a `Driver` replays its latest element to new subscribers while it is
/// connected, a `Signal` replays nothing.
///
/// Build one by converting an observable and saying what replaces its errors
/// (`asDriver(onErrorJustReturn:)`, `asSignal(onErrorSignalWith:)`, …), from a relay
/// (`BehaviorRelay.asDriver()`, `PublishRelay.asSignal()`) or with the creation functions (`just`, `of`, …).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    /// The shared sequence.
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, sharing it as the strategy prescribes.
    @inlinable  // Performance: the strategy's `share` is inlined where the element type is known.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as is: for sources that need no sharing (stateless creation functions).
    @usableFromInline
    init(raw: Observable<Element>) {
        self.source = raw
    }

    /// The sequence as a plain ``/RxSwift/Observable`` (which never fails).
    /// - Returns: the shared observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// The sequence itself.
    /// - Returns: `self`.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

/// How a ``SharedSequence`` delivers and shares: the scheduler it observes on and the sharing operator.
public protocol SharingStrategyProtocol {
    /// The scheduler on which elements are delivered.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers (for example `share(replay: 1, scope: .whileConnected)`).
    /// - Parameter source: the sequence to share.
    /// - Returns: the shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that is, or can be converted to, a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a ``SharedSequence``.
    /// - Returns: the shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence as a plain ``/RxSwift/Observable``.
    /// - Returns: the observable of the underlying shared sequence.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence: @unchecked Sendable {
    // Sendable: immutable; the wrapped observable is shared through `share`, which synchronises itself.
}
