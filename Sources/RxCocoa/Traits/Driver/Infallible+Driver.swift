import RxSwift

extension InfallibleType {
    /// The infallible sequence as a ``Driver``, observed on the main scheduler.
    /// - Returns: the driver.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
