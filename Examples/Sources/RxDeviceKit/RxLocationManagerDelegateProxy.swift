import DeviceKit
import RxCocoa
import RxSwift

extension LocationManager: HasDelegate {
    /// The delegate protocol of `LocationManager`.
    public typealias Delegate = LocationManagerDelegate
}

/// The seed's `RxCLLocationManagerDelegateProxy` for ``DeviceKit/LocationManager``: typed subjects for
/// locations and errors, `methodInvoked` for authorization changes.
public class RxLocationManagerDelegateProxy: DelegateProxy<LocationManager, LocationManagerDelegate>,
    DelegateProxyType, LocationManagerDelegate
{
    /// Creates the proxy of `locationManager` (``DelegateProxyType/proxy(for:)`` calls it).
    /// - Parameter locationManager: the parent.
    public init(locationManager: LocationManager) {
        super.init(parentObject: locationManager, delegateProxy: RxLocationManagerDelegateProxy.self)
    }

    /// Registers the factory.
    public static func registerKnownImplementations() {
        self.register { RxLocationManagerDelegateProxy(locationManager: $0) }
    }

    internal lazy var didUpdateLocationsSubject = PublishSubject<[Location]>()
    internal lazy var didFailWithErrorSubject = PublishSubject<Error>()

    /// Reports the call, forwards it, and emits on `rx.didUpdateLocations`.
    public func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
        _sentMessage(#function, arguments: [manager, locations])
        _forwardToDelegate?.locationManager(manager, didUpdateLocations: locations)
        _methodInvoked(#function, arguments: [manager, locations])
        didUpdateLocationsSubject.onNext(locations)
    }

    /// Reports the call, forwards it, and emits on `rx.didFailWithError`.
    public func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
        _sentMessage(#function, arguments: [manager, error])
        _forwardToDelegate?.locationManager(manager, didFailWithError: error)
        _methodInvoked(#function, arguments: [manager, error])
        didFailWithErrorSubject.onNext(error)
    }

    /// Reports the call (observed by `rx.didChangeAuthorizationStatus`) and forwards it.
    public func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
        _sentMessage(#function, arguments: [manager, status])
        _forwardToDelegate?.locationManager(manager, didChangeAuthorization: status)
        _methodInvoked(#function, arguments: [manager, status])
    }

    deinit {
        self.didUpdateLocationsSubject.on(.completed)
        self.didFailWithErrorSubject.on(.completed)
    }
}

extension Reactive where Base: LocationManager {
    /// Reactive wrapper for `delegate`.
    ///
    /// For more information take a look at `DelegateProxyType` protocol documentation.
    public var delegate: DelegateProxy<LocationManager, LocationManagerDelegate> {
        return RxLocationManagerDelegateProxy.proxy(for: base)
    }

    // MARK: Responding to Location Events

    /// Reactive wrapper for `delegate` message.
    public var didUpdateLocations: Observable<[Location]> {
        return RxLocationManagerDelegateProxy.proxy(for: base)
            .didUpdateLocationsSubject.asObservable()
    }

    /// Reactive wrapper for `delegate` message.
    public var didFailWithError: Observable<Error> {
        return RxLocationManagerDelegateProxy.proxy(for: base)
            .didFailWithErrorSubject.asObservable()
    }

    // MARK: Responding to Authorization Changes

    /// Reactive wrapper for `delegate` message.
    public var didChangeAuthorizationStatus: Observable<AuthorizationStatus> {
        return delegate.methodInvoked("locationManager(_:didChangeAuthorization:)")
            .map { a in
                return try castOrThrow(AuthorizationStatus.self, a[1])
            }
    }
}
