import Foundation

extension DispatchTimeInterval {
    /// What is left of this interval once `waited` seconds have passed, at least zero: the delay of a timer that
    /// must end this interval after a moment that lies `waited` seconds in the past (`delay`, `throttle`).
    ///
    /// `.never` stays `.never` (schedulers then schedule nothing). A wait that cannot be counted in nanoseconds
    /// (beyond ±292 years, infinite) saturates instead of trapping; NaN counts as no wait.
    package func rxRemaining(afterWaiting waited: TimeInterval) -> RxTimeInterval {
        if case .never = self { return .never }
        let nanoseconds = (waited * 1_000_000_000).rounded()
        let waitedNanoseconds: Int
        if nanoseconds.isNaN {
            waitedNanoseconds = 0
        } else if nanoseconds >= Double(Int.max) {
            return .nanoseconds(0)
        } else if nanoseconds <= Double(Int.min) {
            return self
        } else {
            waitedNanoseconds = Int(nanoseconds)
        }
        let (remaining, overflow) = rxNanoseconds.subtractingReportingOverflow(waitedNanoseconds)
        if overflow { return self }
        return .nanoseconds(max(0, remaining))
    }
}
