import DeviceKit
import RxCocoa
import RxDeviceKit
import RxSwift
import WeatherKit
import XCTest

/// The seed's MKMapView proxy: a delegate method with a return value served by the forward delegate.
final class MapViewProxyTests: XCTestCase {
    private let region = CoordinateRegion(
        center: Coordinate(latitude: 50, longitude: 10), span: CoordinateSpan(latitudeDelta: 20, longitudeDelta: 40))

    func testForwardDelegatesRendererIsUsedAndObserversStillSeeTheCall() {
        let map = MapView(region: region)
        let forward = RecordingMapDelegate()
        let bag = DisposeBag()
        var invoked: [[Any]] = []
        var sent = 0
        map.rx.setDelegate(forward).disposed(by: bag)
        map.rx.delegate.methodInvoked("mapView(_:rendererFor:)")
            .subscribe(onNext: { invoked.append($0) }).disposed(by: bag)
        map.rx.delegate.sentMessage("mapView(_:rendererFor:)")
            .subscribe(onNext: { _ in sent += 1 }).disposed(by: bag)

        let overlay = PointOverlay(50, 10)
        map.addOverlay(overlay)

        XCTAssertTrue(map.delegate is RxMapViewDelegateProxy)
        XCTAssertEqual(forward.calls, ["rendererFor"])
        XCTAssertTrue(map.renderer(for: overlay) === forward.renderers.first, "the forward delegate's renderer")
        XCTAssertEqual(sent, 1)
        XCTAssertEqual(invoked.count, 1)
        XCTAssertTrue(invoked.first?[1] as? PointOverlay === overlay)
    }

    func testWithoutForwardDelegateTheProxyReturnsAPlainRenderer() {
        let map = MapView(region: region)
        _ = map.rx.delegate
        let overlay = PointOverlay(50, 10)
        map.addOverlay(overlay)
        let renderer = map.renderer(for: overlay)
        XCTAssertNotNil(renderer)
        XCTAssertFalse(renderer is LetterRenderer)
    }

    func testDisposingSetDelegateRestoresThePreviousDelegate() {
        let map = MapView(region: region)
        let first = RecordingMapDelegate()
        map.delegate = first
        let second = RecordingMapDelegate()
        let installed = map.rx.setDelegate(second)
        map.addOverlay(PointOverlay(1, 1))
        installed.dispose()
        map.addOverlay(PointOverlay(2, 2))
        XCTAssertEqual(second.calls, ["rendererFor"])
        XCTAssertEqual(first.calls, ["rendererFor"], "the delegate set before the proxy is forwarded to again")
    }

    func testRegionDidChangeAnimatedIsAControlEventThatForwards() {
        let map = MapView(region: region)
        let forward = RecordingMapDelegate()
        let bag = DisposeBag()
        var changes: [Bool] = []
        map.rx.setDelegate(forward).disposed(by: bag)
        map.rx.regionDidChangeAnimated.subscribe(onNext: { changes.append($0) }).disposed(by: bag)
        map.pan(.south)
        map.rx.location.onNext(Coordinate(latitude: 10, longitude: 10))
        XCTAssertEqual(changes, [true, false])
        XCTAssertEqual(forward.calls, ["willChange(true)", "didChange(true)", "willChange(false)", "didChange(false)"])
        XCTAssertEqual(map.centerCoordinate, Coordinate(latitude: 10, longitude: 10), "rx.location focuses the map")
        XCTAssertEqual(map.region.span, region.span)
    }

    func testOverlaysBinderReplacesEveryOverlay() {
        let map = MapView(region: region)
        let old = PointOverlay(1, 1)
        map.addOverlay(old)
        let new = [PointOverlay(2, 2), PointOverlay(3, 3)]
        map.rx.overlays.onNext(new)
        XCTAssertEqual(map.overlays.map { ObjectIdentifier($0) }, new.map { ObjectIdentifier($0) })
        XCTAssertNil(map.renderer(for: old))
    }

    func testWeatherOverlayViewDrawsIconAndTemperature() {
        let map = MapView(region: region)
        let screen = OverlayServingDelegate()
        let bag = DisposeBag()
        map.rx.setDelegate(screen).disposed(by: bag)
        var weather = Weather.london
        weather.coordinate = Coordinate(latitude: 50, longitude: 0)
        map.rx.overlays.onNext([weather.overlay()!])
        let rows = map.draw(width: 40, height: 10)
        XCTAssertTrue(rows[5].contains("☀12°"), rows.joined(separator: "\n"))
    }

    func testProxyCompletesItsSequencesWhenTheMapGoesAway() {
        var map: MapView? = MapView(region: region)
        var completed = false
        _ = map!.rx.regionDidChangeAnimated.subscribe(onCompleted: { completed = true })
        map = nil
        XCTAssertTrue(completed)
    }
}

/// Serves weather overlays as the seed's view controller does.
final class OverlayServingDelegate: MapViewDelegate {
    func mapView(_ mapView: MapView, rendererFor overlay: Overlay) -> OverlayRenderer {
        if let overlay = overlay as? Weather.Overlay {
            return Weather.OverlayView(overlay: overlay, overlayIcon: overlay.icon)
        }
        return OverlayRenderer(overlay: overlay)
    }
}
