import RxSwift

/// A ``SharedSequence`` for events: it delivers on the main scheduler, never fails, and replays nothing
/// to new subscribers (`share(scope: .whileConnected)`).
///
/// ```swift
/// let taps: Signal<Void> = tapRelay.asSignal()
/// taps.emit(onNext: { print("tapped") }).disposed(by: bag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of ``Signal``: delivers on `SharingScheduler.make()` (the main scheduler) and
/// replays nothing.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The scheduler of the current ``SharingScheduler`` factory: `MainScheduler()` outside tests.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` with `share(scope: .whileConnected)`, without replay.
    /// - Parameter source: the sequence to share.
    /// - Returns: the shared sequence.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The sequence as a ``Signal``.
    /// - Returns: the signal.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
