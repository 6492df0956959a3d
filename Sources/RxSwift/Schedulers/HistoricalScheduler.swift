import Foundation

/// A virtual-time scheduler whose clock is a `Date`, for replaying historical data.
///
/// Work runs only when ``VirtualTimeScheduler/start()`` or ``VirtualTimeScheduler/advanceTo(_:)`` is
/// called; the clock then jumps from one scheduled date to the next.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
///     print(scheduler.now.timeIntervalSince1970)
///     return Disposables.create()
/// }
/// scheduler.start()
/// // 5.0
/// ```
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// Creates a scheduler whose clock starts at `initialClock`.
    /// - Parameter initialClock: the starting date (the Unix epoch by default).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
