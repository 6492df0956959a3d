import DeviceKit
import Foundation
import RxCocoa
import RxSwift

extension Reactive where Base: Label {
    /// The seed's `UILabel.rx.coordinates`: shows a coordinate as longitude and latitude.
    public var coordinates: Binder<Coordinate> {
        return Binder(base) { label, location in
            label.text = "Longitude: \(location.longitude)\nLatitude: \(location.latitude)"
        }
    }
}

extension Reactive where Base: Button {
    /// Presses of the button, shaped like `UIButton.rx.tap`. Subscribe on the main thread.
    public var tap: ControlEvent<Void> {
        let source = Observable<Void>.create { [weak button = self.base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let button else {
                observer.on(.completed)
                return Disposables.create()
            }
            let token = button.addAction {
                observer.on(.next(()))
            }
            return Disposables.create {
                button.removeAction(token)
            }
        }
        return ControlEvent(events: source)
    }
}
