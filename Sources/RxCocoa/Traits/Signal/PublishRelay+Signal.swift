import RxRelay
import RxSwift

extension PublishRelay {
    /// The relay as a ``Signal``: every accepted value, on the main scheduler.
    /// - Returns: the signal.
    @inlinable  // Performance: built in the caller's specialised context (no metadata lookups).
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
