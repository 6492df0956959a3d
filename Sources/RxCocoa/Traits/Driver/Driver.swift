import RxSwift

/// A ``SharedSequence`` for driving state: it delivers on the main scheduler, never fails, and replays
/// its latest element to new subscribers while it has at least one subscriber
/// (`share(replay: 1, scope: .whileConnected)`).
///
/// ```swift
/// let title: Driver<String> = viewModel.title.asDriver(onErrorJustReturn: "")
/// title.drive(onNext: { label.text = $0 }).disposed(by: bag)
/// ```
///
/// On Linux the main scheduler runs work on the main queue, which the main run loop
/// (`RunLoop.main.run()`) or `dispatchMain()` must drain.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of ``Driver``: delivers on `SharingScheduler.make()` (the main scheduler) and
/// replays the latest element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The scheduler of the current ``SharingScheduler`` factory: `MainScheduler()` outside tests.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` with `share(replay: 1, scope: .whileConnected)`.
    /// - Parameter source: the sequence to share.
    /// - Returns: the shared sequence.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The sequence as a ``Driver``.
    /// - Returns: the driver.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
