import DeviceKit
import RxCocoa
import RxSwift

// What RxSwift and RxCocoa add to the platform, as they add `rx` and associated-object storage to `NSObject`:
// DeviceKit itself does not import RxSwift or RxCocoa.

extension View: ReactiveCompatible {}

extension ViewController: ReactiveCompatible {}

extension LocationManager: ReactiveCompatible, HasRxAssociatedObjects {}

extension Application: ReactiveCompatible, HasRxAssociatedObjects {}

extension MapView: ReactiveCompatible, HasRxAssociatedObjects {}

extension ImagePickerController: HasRxAssociatedObjects {}

extension HasAssociatedObjects {
    /// RxCocoa's store (delegate proxies, `rx.deallocated`), attached to the instance's
    /// ``DeviceKit/AssociatedObjects`` on first use: the same store every time, released with the instance
    /// (which releases its delegate proxies and fires `rx.deallocated`).
    public var rxAssociatedObjects: RxAssociatedObjects {
        associatedObjects.object(ofType: RxAssociatedObjects.self) { RxAssociatedObjects() }
    }
}
