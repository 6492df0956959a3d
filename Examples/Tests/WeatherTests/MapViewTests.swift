import DeviceKit
import XCTest

/// A delegate that records the calls it gets.
final class RecordingMapDelegate: MapViewDelegate {
    var calls: [String] = []
    var renderers: [OverlayRenderer] = []

    func mapView(_ mapView: MapView, rendererFor overlay: Overlay) -> OverlayRenderer {
        calls.append("rendererFor")
        let renderer = LetterRenderer(overlay: overlay, letter: "W")
        renderers.append(renderer)
        return renderer
    }

    func mapView(_ mapView: MapView, regionWillChangeAnimated animated: Bool) {
        calls.append("willChange(\(animated))")
    }

    func mapView(_ mapView: MapView, regionDidChangeAnimated animated: Bool) {
        calls.append("didChange(\(animated))")
    }
}

final class PointOverlay: Overlay {
    let coordinate: Coordinate
    init(_ latitude: Double, _ longitude: Double) {
        coordinate = Coordinate(latitude: latitude, longitude: longitude)
    }
}

final class LetterRenderer: OverlayRenderer {
    let letter: String
    init(overlay: Overlay, letter: String) {
        self.letter = letter
        super.init(overlay: overlay)
    }
    override func draw(in canvas: MapCanvas) {
        if let cell = canvas.cell(for: overlay.coordinate) { canvas.put(letter, at: cell) }
    }
}

final class MapViewTests: XCTestCase {
    private let europe = CoordinateRegion(
        center: Coordinate(latitude: 50, longitude: 10), span: CoordinateSpan(latitudeDelta: 20, longitudeDelta: 40))

    func testRegionChangesTellTheDelegateBeforeAndAfter() {
        let map = MapView(region: europe)
        let delegate = RecordingMapDelegate()
        map.delegate = delegate
        map.pan(.east)
        XCTAssertEqual(map.centerCoordinate, Coordinate(latitude: 50, longitude: 20))
        map.setCenter(Coordinate(latitude: 0, longitude: 0), animated: false)
        map.setCenter(Coordinate(latitude: 0, longitude: 0), animated: false)
        XCTAssertEqual(
            delegate.calls, ["willChange(true)", "didChange(true)", "willChange(false)", "didChange(false)"])
    }

    func testPanAndZoom() {
        let map = MapView(region: europe)
        map.pan(.north)
        XCTAssertEqual(map.centerCoordinate.latitude, 55)
        map.pan(.west)
        XCTAssertEqual(map.centerCoordinate.longitude, 0)
        map.zoom(by: 0.5)
        XCTAssertEqual(map.region.span, CoordinateSpan(latitudeDelta: 10, longitudeDelta: 20))
        map.zoom(by: .nan)
        map.zoom(by: -2)
        XCTAssertEqual(map.region.span, CoordinateSpan(latitudeDelta: 10, longitudeDelta: 20), "bad factors ignored")
    }

    func testRegionsAreNormalised() {
        let map = MapView(region: europe)
        map.setRegion(
            CoordinateRegion(
                center: Coordinate(latitude: 120, longitude: 190),
                span: CoordinateSpan(latitudeDelta: .infinity, longitudeDelta: 0)),
            animated: false)
        XCTAssertEqual(map.region.center, Coordinate(latitude: 90, longitude: -170))
        XCTAssertEqual(
            map.region.span, CoordinateSpan(latitudeDelta: 180, longitudeDelta: CoordinateRegion.minimumDelta))
        XCTAssertEqual(Coordinate(latitude: .nan, longitude: -540).normalized, Coordinate(latitude: 0, longitude: -180))
    }

    func testOverlaysGetTheirRendererFromTheDelegateOnce() {
        let map = MapView(region: europe)
        let delegate = RecordingMapDelegate()
        map.delegate = delegate
        let overlay = PointOverlay(50, 10)
        map.addOverlay(overlay)
        map.addOverlay(overlay)
        XCTAssertEqual(delegate.calls, ["rendererFor"])
        XCTAssertTrue(map.renderer(for: overlay) === delegate.renderers.first)
        map.removeOverlay(overlay)
        XCTAssertNil(map.renderer(for: overlay))
        XCTAssertTrue(map.overlays.isEmpty)
    }

    func testWithoutDelegateOverlaysGetAPlainRendererThatDrawsNothing() {
        let map = MapView(region: europe)
        let overlay = PointOverlay(50, 10)
        map.addOverlay(overlay)
        XCTAssertNotNil(map.renderer(for: overlay))
        XCTAssertFalse(map.draw(width: 20, height: 5).joined().contains("W"))
    }

    func testDrawPlacesOverlaysAtTheirCoordinates() {
        let map = MapView(region: europe)
        let delegate = RecordingMapDelegate()
        map.delegate = delegate
        map.addOverlays([PointOverlay(59, -9), PointOverlay(0, 0)])
        let rows = map.draw(width: 40, height: 10)
        XCTAssertEqual(rows.count, 10)
        XCTAssertTrue(rows.allSatisfy { $0.count == 40 })
        XCTAssertEqual(Array(rows[0])[1], "W", "north-west corner")
        XCTAssertEqual(Array(rows[5])[20], "+", "centre marker")
        XCTAssertEqual(rows.joined().filter { $0 == "W" }.count, 1, "the overlay outside the region is not drawn")
    }

    func testCanvasCellsAndClipping() {
        let canvas = MapCanvas(region: europe, width: 10, height: 4)
        XCTAssertEqual(canvas.cell(for: Coordinate(latitude: 50, longitude: 10)), MapCanvas.Cell(column: 5, row: 2))
        XCTAssertNil(canvas.cell(for: Coordinate(latitude: 0, longitude: 10)))
        canvas.put("abcdef", at: MapCanvas.Cell(column: 7, row: 0))
        canvas.put("zz", at: MapCanvas.Cell(column: 0, row: 9))
        XCTAssertEqual(canvas.lines[0], "       abc")
        XCTAssertEqual(MapCanvas(region: europe, width: -3, height: -1).lines, [])
        let centre = canvas.coordinate(at: MapCanvas.Cell(column: 5, row: 2))
        XCTAssertEqual(canvas.cell(for: centre), MapCanvas.Cell(column: 5, row: 2))
    }

    func testCaption() {
        XCTAssertEqual(MapView(region: europe).caption, "50.00°N 10.00°E · span 20.00° × 40.00°")
    }
}
