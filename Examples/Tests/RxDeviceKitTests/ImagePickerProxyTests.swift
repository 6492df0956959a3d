import DeviceKit
import Foundation
import RxCocoa
import RxDeviceKit
import RxSwift
import RxTest
import XCTest

final class ImagePickerProxyTests: ResourceCheckingTestCase {
    func testADelegateSetBeforeTheProxyKeepsReceivingPicksAndCancels() {
        let picker = ImagePickerController()
        let delegate = PickLog()
        picker.delegate = delegate
        let picks = Recording(picker.rx.didFinishPickingMediaWithInfo)
        let cancels = Recording(picker.rx.didCancel)
        picker.viewWillAppear()

        picker.handle(.down)
        picker.handle(.enter)
        picker.handle(.escape)

        XCTAssertEqual(delegate.events, ["forest.png", "cancel"])
        XCTAssertEqual(picks.elements.compactMap { ($0[.originalImage] as? Image)?.name }, ["forest.png"])
        XCTAssertEqual(cancels.elements.count, 1)
        picks.dispose()
        cancels.dispose()
    }

    func testTheForwardDelegateIsNotRetained() {
        let picker = ImagePickerController()
        var delegate: PickLog? = PickLog()
        weak let weakDelegate = delegate
        picker.delegate = delegate
        let proxy = RxImagePickerDelegateProxy.proxy(for: picker)
        delegate = nil
        XCTAssertNil(weakDelegate)
        XCTAssertNil(proxy.forwardToDelegate())
    }

    func testInfoOfTheWrongTypeEndsTheSequenceWithACastingError() {
        let picker = ImagePickerController()
        let picks = Recording(picker.rx.didFinishPickingMediaWithInfo)
        RxImagePickerDelegateProxy.proxy(for: picker)
            ._methodInvoked("imagePickerController(_:didFinishPickingMediaWithInfo:)", withArguments: [picker, 42])
        guard case .castingError(let object, _)? = picks.error as? RxCocoaError else {
            return XCTFail("\(String(describing: picks.error))")
        }
        XCTAssertEqual(object as? Int, 42)
    }

    func testDeallocatingThePickerCompletesItsSequences() {
        var picker: ImagePickerController? = ImagePickerController()
        let picks = Recording(picker!.rx.didFinishPickingMediaWithInfo)
        let cancels = Recording(picker!.rx.didCancel)
        picker = nil
        XCTAssertTrue(picks.isCompleted)
        XCTAssertTrue(cancels.isCompleted)
    }

    // MARK: createWithParent

    func testCreateWithParentPresentsOnSubscribeCompletesOnAPickAndDismissesOnDispose() {
        let parent = ViewController()
        var presented: [ImagePickerController] = []
        var completed = false
        let subscription = ImagePickerController.rx.createWithParent(parent) { $0.title = "Pick one" }
            .subscribe(onNext: { presented.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(presented.count, 1)
        XCTAssertTrue(parent.presentedViewController === presented.first)
        XCTAssertEqual(presented.first?.title, "Pick one")

        presented.first?.handle(.enter)
        XCTAssertTrue(completed)
        // Completion disposes the subscription, which dismisses the picker.
        XCTAssertNil(parent.presentedViewController)
        subscription.dispose()
    }

    func testCreateWithParentDismissesWhenDisposedEarly() {
        let parent = ViewController()
        let subscription = ImagePickerController.rx.createWithParent(parent).subscribe()
        XCTAssertNotNil(parent.presentedViewController)
        subscription.dispose()
        XCTAssertNil(parent.presentedViewController)
    }

    func testCreateWithParentWithoutParentCompletesAndAFailingConfigurationErrs() {
        let withoutParent = Recording(ImagePickerController.rx.createWithParent(nil))
        XCTAssertTrue(withoutParent.isCompleted)
        XCTAssertEqual(withoutParent.elements.count, 0)

        struct Misconfigured: Error {}
        let parent = ViewController()
        let failing = Recording(ImagePickerController.rx.createWithParent(parent) { _ in throw Misconfigured() })
        XCTAssertTrue(failing.error is Misconfigured)
        XCTAssertNil(parent.presentedViewController)
    }

    /// The seed's improved screen: taps → flatMapLatest(createWithParent → didFinishPickingMediaWithInfo).
    func testTheImprovedFlowOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let parent = ViewController()
        let taps = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .next(250, ())])
        let names = scheduler.createObserver(String?.self)
        var presentations = 0
        let bag = DisposeBag()

        taps
            .flatMapLatest { [weak parent] _ in
                return ImagePickerController.rx.createWithParent(parent) { _ in presentations += 1 }
                    .flatMap { $0.rx.didFinishPickingMediaWithInfo }
            }
            .map { info in (info[.originalImage] as? Image)?.name }
            .subscribe(names)
            .disposed(by: bag)

        let picker = { parent.presentedViewController as? ImagePickerController }
        scheduler.scheduleAt(150) { picker()?.handle(.enter) }  // picks the first picture
        scheduler.scheduleAt(220) { XCTAssertNotNil(picker()) }  // the second tap's picker is up
        scheduler.scheduleAt(300) {
            picker()?.handle(.down)
            picker()?.handle(.enter)  // the third tap replaced the second picker: this pick counts
        }
        scheduler.scheduleAt(400) { XCTAssertNil(picker()) }
        scheduler.start()

        XCTAssertEqual(names.events, [.next(150, "checkerboard.png"), .next(300, "forest.png")])
        XCTAssertEqual(presentations, 3)
    }
}

final class PickLog: ImagePickerControllerDelegate {
    private(set) var events: [String] = []

    func imagePickerController(
        _ picker: ImagePickerController,
        didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {
        events.append((info[.originalImage] as? Image)?.name ?? "?")
    }

    func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        events.append("cancel")
    }
}
