/// An observable sequence that starts emitting to its subscribers only once it is connected.
///
/// Obtained from `multicast`, `publish` and `replay`; `refCount()` connects automatically.
/// - SeeAlso: [ReactiveX Connect](http://reactivex.io/documentation/operators/connect.html)
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source, so that subscribers start receiving elements.
    /// - Returns: the connection; disposing it disconnects from the source.
    func connect() -> Disposable
}
