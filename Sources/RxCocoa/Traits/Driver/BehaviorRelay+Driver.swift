import RxRelay
import RxSwift

extension BehaviorRelay {
    /// The relay as a ``Driver``: its current value first, then every accepted value, on the main scheduler.
    /// - Returns: the driver.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
