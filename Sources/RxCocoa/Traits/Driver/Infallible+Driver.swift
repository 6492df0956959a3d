import RxSwift

extension InfallibleType {
    /// The infallible sequence as a ``Driver``, observed on the main scheduler.
    /// - Returns: the driver.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
