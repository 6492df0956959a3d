import DeviceKit
import Foundation
import RxCocoa
import RxDeviceKit
import RxSwift
import RxTest
import XCTest

final class LocationProxyTests: ResourceCheckingTestCase {
    private let paris = Location(coordinate: Coordinate(latitude: 48.85837, longitude: 2.29448), timestamp: Date())
    private let louvre = Location(coordinate: Coordinate(latitude: 48.86061, longitude: 2.33764), timestamp: Date())

    private func makeManager() -> LocationManager {
        LocationManager(source: .bundledTrack, queue: HeldQueue(test: self).queue)
    }

    func testADelegateSetBeforeTheProxyKeepsReceivingEveryCall() {
        let manager = makeManager()
        let delegate = OrderRecorder()
        manager.delegate = delegate
        let locations = Recording(manager.rx.didUpdateLocations.do(onNext: { _ in delegate.log.append("rx") }))
        let errors = Recording(manager.rx.didFailWithError)
        let statuses = Recording(manager.rx.didChangeAuthorizationStatus)

        // The manager calls its delegate, which is now the proxy.
        XCTAssertTrue(manager.delegate is RxLocationManagerDelegateProxy)
        manager.delegate?.locationManager(manager, didChangeAuthorization: .authorizedAlways)
        manager.delegate?.locationManager(manager, didUpdateLocations: [paris])
        manager.delegate?.locationManager(manager, didFailWithError: LocationError.sourceClosed(source: "x"))

        XCTAssertEqual(delegate.log, ["status authorizedAlways", "locations 1", "rx", "error x closed"])
        XCTAssertEqual(locations.elements, [[paris]])
        XCTAssertEqual(errors.elements.map { "\($0)" }, ["x closed"])
        XCTAssertEqual(statuses.elements, [.authorizedAlways])
        for recording in [locations.dispose, errors.dispose, statuses.dispose] { recording() }
    }

    func testMethodInvokedSeesEveryMethodByItsFunctionName() {
        let manager = makeManager()
        let calls = Recording(manager.rx.delegate.methodInvoked("locationManager(_:didUpdateLocations:)"))
        manager.delegate?.locationManager(manager, didUpdateLocations: [paris, louvre])
        XCTAssertEqual(calls.elements.count, 1)
        XCTAssertEqual(calls.elements.first?[1] as? [Location], [paris, louvre])
        calls.dispose()
    }

    func testTheForwardDelegateIsNotRetained() {
        let manager = makeManager()
        var delegate: OrderRecorder? = OrderRecorder()
        weak let weakDelegate = delegate
        manager.delegate = delegate
        let proxy = RxLocationManagerDelegateProxy.proxy(for: manager)
        XCTAssertTrue(proxy.forwardToDelegate() === delegate)
        delegate = nil
        XCTAssertNil(weakDelegate)
        XCTAssertNil(proxy.forwardToDelegate())
    }

    func testRxCocoasStoreLivesInThePlatformsAssociatedObjects() {
        var manager: LocationManager? = LocationManager(source: .bundledTrack)
        XCTAssertNil(manager?.associatedObjects.object(ofType: RxAssociatedObjects.self))
        do {  // the store must not outlive the manager: no reference to it is kept past this block
            let store = manager?.rxAssociatedObjects
            XCTAssertTrue(store === manager?.rxAssociatedObjects, "one store per instance")
            XCTAssertTrue(store === manager?.associatedObjects.object(ofType: RxAssociatedObjects.self))
        }
        let deallocated = Recording(manager!.rx.deallocated)
        XCTAssertFalse(deallocated.isCompleted)
        manager = nil
        XCTAssertTrue(deallocated.isCompleted, "rx.deallocated fires when the manager goes")
    }

    func testDeallocatingTheManagerCompletesItsSequences() {
        // No authorization request: nothing but the test holds the manager.
        var manager: LocationManager? = LocationManager(source: .bundledTrack)
        let locations = Recording(manager!.rx.didUpdateLocations)
        let errors = Recording(manager!.rx.didFailWithError)
        let statuses = Recording(manager!.rx.didChangeAuthorizationStatus)
        weak let weakManager = manager
        manager = nil
        XCTAssertNil(weakManager)
        XCTAssertTrue(locations.isCompleted)
        XCTAssertTrue(errors.isCompleted)
        XCTAssertTrue(statuses.isCompleted)
    }

    func testAnArgumentOfTheWrongTypeEndsTheSequenceWithACastingError() {
        let manager = makeManager()
        let statuses = Recording(manager.rx.didChangeAuthorizationStatus)
        RxLocationManagerDelegateProxy.proxy(for: manager)
            ._methodInvoked("locationManager(_:didChangeAuthorization:)", withArguments: [manager, "yes"])
        guard case .castingError(let object, let targetType)? = statuses.error as? RxCocoaError else {
            return XCTFail("\(String(describing: statuses.error))")
        }
        XCTAssertEqual(object as? String, "yes")
        XCTAssertTrue(targetType == AuthorizationStatus.self)
    }

    // MARK: GeolocationService, on virtual time

    func testGeolocationServiceOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let manager = makeManager()
        let authorized = scheduler.createObserver(Bool.self)
        let coordinates = scheduler.createObserver(Coordinate.self)
        let failures = scheduler.createObserver(String.self)
        let bag = DisposeBag()

        SharingScheduler.mock(scheduler: scheduler) {
            let service = GeolocationService(locationManager: manager)
            scheduler.scheduleAt(100) {
                service.authorized.drive(authorized).disposed(by: bag)
                service.location.drive(coordinates).disposed(by: bag)
                service.failure.drive(failures).disposed(by: bag)
            }
            let delegate = { manager.delegate! }
            scheduler.scheduleAt(200) { delegate().locationManager(manager, didChangeAuthorization: .authorizedAlways) }
            scheduler.scheduleAt(300) {
                delegate().locationManager(manager, didUpdateLocations: [self.paris, self.louvre])
            }
            scheduler.scheduleAt(400) { delegate().locationManager(manager, didUpdateLocations: []) }
            scheduler.scheduleAt(450) {
                delegate().locationManager(manager, didFailWithError: LocationError.sourceClosed(source: "gps"))
            }
            scheduler.scheduleAt(500) { delegate().locationManager(manager, didChangeAuthorization: .denied) }
            scheduler.start()
        }

        // Each Driver delivers through the mocked scheduler, one virtual tick after the cause (as upstream's
        // TestScheduler, which runs "now" work one tick later); `location` crosses two Drivers (asDriver and
        // the inner Driver.just), so two ticks.
        // `deferred { … startWith(status) }`: the status at subscription, then every change.
        XCTAssertEqual(authorized.events, [.next(101, false), .next(201, true), .next(501, false)])
        // The last location of each update; an empty update gives nothing.
        XCTAssertEqual(coordinates.events, [.next(302, louvre.coordinate)])
        XCTAssertEqual(failures.events, [.next(451, "gps closed")])
    }
}

/// Records the delegate calls it receives, in order.
final class OrderRecorder: LocationManagerDelegate {
    var log: [String] = []

    func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
        log.append("locations \(locations.count)")
    }

    func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
        log.append("error \(error)")
    }

    func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
        log.append("status \(status)")
    }
}
