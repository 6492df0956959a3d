// The seed's image picker on Linux: RxImagePickerDelegateProxy over ImagePickerController, first used
// directly, then through `createWithParent` + `flatMapLatest`.
//
//     swift run --package-path Examples ImagePicker                     # the bundled sample pictures
//     swift run --package-path Examples ImagePicker --library ~/Pictures
import CommandLineSupport
import DeviceKit
import Foundation
import RxCocoa
import RxDeviceKit
import RxSwift
import TerminalUI

final class PickerViewController: ViewController, @unchecked Sendable {
    // The camera button.
    let cameraButton = Button(title: "Take a photo", key: "c")
    // The gallery button.
    let galleryButton = Button(title: "Choose from the library", key: "g")
    // The picture.
    let imageView = ImageView()
    let detailsLabel = Label(text: "Press g to choose a picture.")
    let disposeBag = DisposeBag()
    let libraryURL: URL

    init(libraryURL: URL, classic: Bool) {
        self.libraryURL = libraryURL
        super.init()
        title = "ImagePicker"
        for view in [cameraButton, galleryButton, imageView, detailsLabel] { addView(view) }
        // The folder's path may be wider than the screen: keep its start and its end (the folder's name).
        detailsLabel.lineBreakMode = .byTruncatingMiddle

        // Whether the camera button can be used.
        cameraButton.isEnabled = ImagePickerController.isSourceTypeAvailable(.camera)

        if classic {
            bindClassic()
        } else {
            bindImproved()
        }
    }

    /// The seed's first version: one picker, presented and dismissed by hand.
    private func bindClassic() {
        let imagePicker = ImagePickerController()
        imagePicker.libraryURL = libraryURL

        // Pressing "choose from the library".
        galleryButton.rx.tap
            .bind { [weak self] _ -> Void in
                imagePicker.sourceType = .photoLibrary  // the photo library
                self?.present(imagePicker, animated: true)
            }
            .disposed(by: disposeBag)

        // The chosen picture, shown in the image view.
        imagePicker.rx.didFinishPickingMediaWithInfo
            .map { info in
                return info[.originalImage] as? Image
            }
            .bind(to: imageView.rx.image)
            .disposed(by: disposeBag)

        imagePicker.rx.didFinishPickingMediaWithInfo
            .map { info in details(of: info) }
            .bind(to: detailsLabel.rx.text)
            .disposed(by: disposeBag)

        // Dismiss the picker once a picture is chosen.
        imagePicker.rx.didFinishPickingMediaWithInfo
            .subscribe(onNext: { _ in
                imagePicker.dismiss(animated: true)
            })
            .disposed(by: disposeBag)

        // UIKit dismisses a picker whose delegate ignores cancelling; here the app does it.
        imagePicker.rx.didCancel
            .subscribe(onNext: { [weak self] _ in
                imagePicker.dismiss(animated: true)
                self?.detailsLabel.text = "Cancelled."
            })
            .disposed(by: disposeBag)
    }

    /// The seed's improved version: a picker per press, dismissed when the sequence ends.
    private func bindImproved() {
        let libraryURL = libraryURL
        let picks = galleryButton.rx.tap
            .flatMapLatest { [weak self] _ in
                return ImagePickerController.rx.createWithParent(self) { picker in
                    picker.sourceType = .photoLibrary
                    picker.libraryURL = libraryURL
                }
                .flatMap { $0.rx.didFinishPickingMediaWithInfo }
            }
            .share()

        picks
            .map { info in
                return info[.originalImage] as? Image
            }
            .bind(to: imageView.rx.image)
            .disposed(by: disposeBag)

        picks
            .map { info in details(of: info) }
            .bind(to: detailsLabel.rx.text)
            .disposed(by: disposeBag)
    }
}

/// The line under the picture: where it is.
func details(of info: [ImagePickerController.InfoKey: Any]) -> String? {
    guard let url = info[.imageURL] as? URL, let type = info[.mediaType] as? String else { return nil }
    return "Picked \(url.lastPathComponent) (\(type))\nfrom \(url.deletingLastPathComponent().path)"
}

let options = ImagePickerOptions.parseCommandLineOrExit()
guard Terminal().isInteractive else {
    FileHandle.standardError.write(Data("error: ImagePicker is a full-screen program: run it in a terminal\n".utf8))
    exit(1)
}
let viewController = PickerViewController(libraryURL: options.libraryURL, classic: options.classic)
Application.shared.run(window: Window(rootViewController: viewController))
