import RxRelay
import RxSwift

extension PublishRelay {
    /// The relay as a ``Signal``: every accepted value, on the main scheduler.
    /// - Returns: the signal.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
