extension Disposable {
    /// Adds this disposable to `bag`, to be disposed with it.
    /// - Parameter bag: the bag that owns the subscription.
    @available(*, deprecated, renamed: "disposed(by:)")
    public func addDisposableTo(_ bag: DisposeBag) {
        disposed(by: bag)
    }
}
