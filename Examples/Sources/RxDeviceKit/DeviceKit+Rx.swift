import DeviceKit
import RxCocoa
import RxSwift

// What RxSwift and RxCocoa add to the platform, as they add `rx` and associated-object storage to `NSObject`:
// DeviceKit itself does not import RxSwift or RxCocoa.

extension View: ReactiveCompatible {}

extension ViewController: ReactiveCompatible {}

extension LocationManager: ReactiveCompatible, HasRxAssociatedObjects {
    /// RxCocoa's store (delegate proxies, `rx.deallocated`), kept in the manager's ``DeviceKit/AssociatedObjects``.
    public var rxAssociatedObjects: RxAssociatedObjects { associatedObjects.rxStore }
}

extension Application: ReactiveCompatible, HasRxAssociatedObjects {
    /// RxCocoa's store (delegate proxies, `rx.deallocated`), kept in the application's
    /// ``DeviceKit/AssociatedObjects``.
    public var rxAssociatedObjects: RxAssociatedObjects { associatedObjects.rxStore }
}

extension MapView: ReactiveCompatible, HasRxAssociatedObjects {
    /// RxCocoa's store (delegate proxies, `rx.deallocated`), kept in the map's ``DeviceKit/AssociatedObjects``.
    public var rxAssociatedObjects: RxAssociatedObjects { associatedObjects.rxStore }
}

extension ImagePickerController: HasRxAssociatedObjects {
    /// RxCocoa's store (delegate proxies, `rx.deallocated`), kept in the picker's ``DeviceKit/AssociatedObjects``.
    public var rxAssociatedObjects: RxAssociatedObjects { associatedObjects.rxStore }
}

extension AssociatedObjects {
    /// The one ``RxCocoa/RxAssociatedObjects`` of the owner, attached on first use: the same store every time,
    /// released with the owner (which releases its delegate proxies and fires `rx.deallocated`).
    var rxStore: RxAssociatedObjects {
        object(ofType: RxAssociatedObjects.self) { RxAssociatedObjects() }
    }
}
