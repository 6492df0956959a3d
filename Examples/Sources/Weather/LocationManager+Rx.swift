import DeviceKit
import RxCocoa
import RxSwift

// The seed's CLLocationManager+Rx.swift, for DeviceKit's LocationManager.

/// Reports every `LocationManagerDelegate` call and forwards it (the seed's
/// `RxCLLocationManagerDelegateProxy`).
final class RxLocationManagerDelegateProxy: DelegateProxy<LocationManager, LocationManagerDelegate>,
    DelegateProxyType, LocationManagerDelegate
{
    init(locationManager: LocationManager) {
        super.init(parentObject: locationManager, delegateProxy: RxLocationManagerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxLocationManagerDelegateProxy(locationManager: $0) }
    }

    static func currentDelegate(for object: LocationManager) -> LocationManagerDelegate? {
        object.delegate
    }

    static func setCurrentDelegate(_ delegate: LocationManagerDelegate?, to object: LocationManager) {
        object.delegate = delegate
    }

    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
        _sentMessage(#function, withArguments: [manager, locations])
        _forwardToDelegate?.locationManager(manager, didUpdateLocations: locations)
        _methodInvoked(#function, withArguments: [manager, locations])
    }

    func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
        _sentMessage(#function, withArguments: [manager, error])
        _forwardToDelegate?.locationManager(manager, didFailWithError: error)
        _methodInvoked(#function, withArguments: [manager, error])
    }

    func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
        _sentMessage(#function, withArguments: [manager, status])
        _forwardToDelegate?.locationManager(manager, didChangeAuthorization: status)
        _methodInvoked(#function, withArguments: [manager, status])
    }
}

extension Reactive where Base: LocationManager {
    /// The manager's delegate proxy.
    var delegate: DelegateProxy<LocationManager, LocationManagerDelegate> {
        RxLocationManagerDelegateProxy.proxy(for: base)
    }

    /// The fixes of each `didUpdateLocations` call.
    var didUpdateLocations: Observable<[Location]> {
        delegate.methodInvoked("locationManager(_:didUpdateLocations:)")
            .map { parameters in try castOrThrow([Location].self, parameters[1]) }
    }

    /// The errors of each `didFailWithError` call.
    var didFailWithError: Observable<Error> {
        delegate.methodInvoked("locationManager(_:didFailWithError:)")
            .map { parameters in try castOrThrow(Error.self, parameters[1]) }
    }
}

private func castOrThrow<T>(_ type: T.Type, _ object: Any) throws -> T {
    guard let value = object as? T else { throw RxCocoaError.castingError(object: object, targetType: type) }
    return value
}
