import Foundation

extension DispatchTimeInterval {
    /// What is left of this interval at `now` when it ends at `end` (the scheduler's
    /// `SchedulerType._rxEnd(of:from:)`): the delay of a timer that must fire at `end`, in whole nanoseconds
    /// (rounded to the nearest), zero once `end` has come. `.never` stays `.never` (schedulers then schedule
    /// nothing).
    ///
    /// On virtual time `end` and `now` are the images of two virtual times: the difference is a whole number of
    /// virtual units up to the precision of `Date` (about 0.1 µs around 1970), so `scheduleRelative` turns it
    /// back into exactly those units, and it is zero exactly when the end has come.
    package func rxRemaining(until end: RxTime, at now: RxTime) -> RxTimeInterval {
        if case .never = self { return .never }
        let nanoseconds = (end.timeIntervalSince(now) * 1_000_000_000).rounded()
        if nanoseconds.isNaN || nanoseconds <= 0 { return .nanoseconds(0) }
        if nanoseconds >= Double(Int.max) { return .nanoseconds(.max) }
        return .nanoseconds(Int(nanoseconds))
    }
}
