import DeviceKit
import Foundation
import RxCocoa
import RxSwift

/// The seed's `RxImagePickerDelegateProxy` for ``DeviceKit/ImagePickerController``.
public class RxImagePickerDelegateProxy: DelegateProxy<ImagePickerController, ImagePickerControllerDelegate>,
    DelegateProxyType, ImagePickerControllerDelegate
{
    /// Creates the proxy of `imagePicker`.
    /// - Parameter imagePicker: the parent.
    public init(imagePicker: ImagePickerController) {
        super.init(parentObject: imagePicker, delegateProxy: RxImagePickerDelegateProxy.self)
    }

    /// Registers the factory.
    public static func registerKnownImplementations() {
        self.register { RxImagePickerDelegateProxy(imagePicker: $0) }
    }

    /// Returns `object.delegate`.
    public static func currentDelegate(for object: ImagePickerController) -> ImagePickerControllerDelegate? {
        return object.delegate
    }

    /// Sets `object.delegate`.
    public static func setCurrentDelegate(_ delegate: ImagePickerControllerDelegate?, to object: ImagePickerController)
    {
        object.delegate = delegate
    }

    /// Reports the call and forwards it.
    public func imagePickerController(
        _ picker: ImagePickerController,
        didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {
        _sentMessage(#function, arguments: [picker, info])
        _forwardToDelegate?.imagePickerController(picker, didFinishPickingMediaWithInfo: info)
        _methodInvoked(#function, arguments: [picker, info])
    }

    /// Reports the call and forwards it.
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        _sentMessage(#function, arguments: [picker])
        _forwardToDelegate?.imagePickerControllerDidCancel(picker)
        _methodInvoked(#function, arguments: [picker])
    }
}

extension Reactive where Base: ImagePickerController {
    /// The delegate proxy.
    public var pickerDelegate: DelegateProxy<ImagePickerController, ImagePickerControllerDelegate> {
        return RxImagePickerDelegateProxy.proxy(for: base)
    }

    /// A picture was chosen.
    public var didFinishPickingMediaWithInfo: Observable<[ImagePickerController.InfoKey: Any]> {
        return
            pickerDelegate
            .methodInvoked("imagePickerController(_:didFinishPickingMediaWithInfo:)")
            .map({ (a) in
                return try castOrThrow(Dictionary<ImagePickerController.InfoKey, Any>.self, a[1])
            })
    }

    /// The picker was cancelled.
    public var didCancel: Observable<()> {
        return
            pickerDelegate
            .methodInvoked("imagePickerControllerDidCancel(_:)")
            .map { _ in () }
    }
}

/// Dismisses a controller, waiting for a presentation or dismissal in progress to finish first.
func dismissViewController(_ viewController: ViewController, animated: Bool) {
    if viewController.isBeingDismissed || viewController.isBeingPresented {
        DispatchQueue.main.async {
            dismissViewController(viewController, animated: animated)
        }
        return
    }

    if viewController.presentingViewController != nil {
        viewController.dismiss(animated: animated, completion: nil)
    }
}

extension Reactive where Base: ImagePickerController {
    /// Creates a picker, presents it over `parent` on subscription, emits it, completes when a picture is
    /// chosen or the picker is cancelled, and dismisses it on dispose: the seed's improved version.
    /// - Parameters:
    ///   - parent: the controller to present over; the sequence completes at once when it is gone.
    ///   - animated: passed to present and dismiss.
    ///   - configureImagePicker: sets the picker up; an error it throws ends the sequence.
    /// - Returns: the sequence of the one picker.
    public static func createWithParent(
        _ parent: ViewController?,
        animated: Bool = true,
        configureImagePicker: @escaping (ImagePickerController) throws -> Void = { x in }
    ) -> Observable<ImagePickerController> {
        return Observable.create { [weak parent] observer in
            let imagePicker = ImagePickerController()
            let dismissDisposable = Observable.merge(
                imagePicker.rx.didFinishPickingMediaWithInfo.map { _ in () },
                imagePicker.rx.didCancel
            )
            .subscribe(onNext: { _ in
                observer.on(.completed)
            })

            do {
                try configureImagePicker(imagePicker)
            } catch let error {
                observer.on(.error(error))
                return Disposables.create()
            }

            guard let parent = parent else {
                observer.on(.completed)
                return Disposables.create()
            }

            parent.present(imagePicker, animated: animated, completion: nil)
            observer.on(.next(imagePicker))

            return Disposables.create(
                dismissDisposable,
                Disposables.create {
                    dismissViewController(imagePicker, animated: animated)
                })
        }
    }
}
