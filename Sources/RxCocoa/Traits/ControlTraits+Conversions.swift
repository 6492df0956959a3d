import RxSwift

extension ControlEvent {
    /// The control event as a ``Driver``: delivered on the main scheduler, shared, replaying the latest
    /// event to late subscribers while connected.
    ///
    /// A control event never fails; should its source fail anyway, that is a programmer error (a trap in
    /// DEBUG builds, an empty driver in release builds), as upstream.
    /// - Returns: the driver.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: controlTraitFailed)
    }

    /// The control event as a ``Signal``: delivered on the main scheduler, shared, with no replay.
    /// - Returns: the signal.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: controlTraitFailed)
    }

    /// The control event as an ``/RxSwift/Infallible``.
    /// - Returns: the infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorRecover: controlTraitFailed)
    }
}

extension ControlProperty {
    /// The property as a ``Driver``: delivered on the main scheduler, shared, replaying the latest value
    /// to late subscribers while connected.
    ///
    /// A control property never fails; should its source fail anyway, that is a programmer error (a trap
    /// in DEBUG builds, an empty driver in release builds), as upstream.
    /// - Returns: the driver.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: controlTraitFailed)
    }

    /// The property's values as a ``Signal`` (no replay).
    /// - Returns: the signal.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: controlTraitFailed)
    }

    /// The property's values as an ``/RxSwift/Infallible``.
    /// - Returns: the infallible sequence.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorRecover: controlTraitFailed)
    }
}

/// What a control trait converted to a shared sequence does with an error it should never have produced.
private func controlTraitFailed<Strategy: SharingStrategyProtocol, Element>(
    _ error: Swift.Error
) -> SharedSequence<Strategy, Element> {
    rxBindingError(error)
    return .empty()
}

/// The same for a control trait converted to an ``Infallible``.
private func controlTraitFailed<Element>(_ error: Swift.Error) -> Infallible<Element> {
    rxBindingError(error)
    return .empty()
}
