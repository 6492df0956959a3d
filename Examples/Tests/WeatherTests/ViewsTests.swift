import DeviceKit
import RxCocoa
import RxSwift
import RxTest
import WeatherKit
import XCTest

final class ViewsTests: XCTestCase {
    func testTextFieldEditsAndSendsEditingDidEndOnExit() {
        let field = TextField()
        let bag = DisposeBag()
        var submitted: [String?] = []
        field.rx.controlEvent(.editingDidEndOnExit).map { field.text }
            .subscribe(onNext: { submitted.append($0) }).disposed(by: bag)
        for character in "São Paulo!" { field.insert(character) }
        field.deleteBackward()
        field.insert("\u{07}")
        field.endEditingOnExit()
        field.setText("")
        field.deleteBackward()
        field.endEditingOnExit()
        XCTAssertEqual(submitted, ["São Paulo", ""])
    }

    func testTextFieldIgnoresInputBeyondItsMaximumLength() {
        let field = TextField()
        for _ in 0..<(TextField.maximumLength + 5) { field.insert("a") }
        XCTAssertEqual(field.text?.count, TextField.maximumLength)
    }

    func testTextPropertyEmitsCurrentAndChangedText() {
        let field = TextField()
        let bag = DisposeBag()
        var texts: [String?] = []
        field.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
        field.insert("a")
        Observable.just("xyz").bind(to: field.rx.text).disposed(by: bag)
        XCTAssertEqual(texts, ["", "a", "xyz"])
    }

    func testSpinnerHasATimerOnlyWhileAnimating() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let spinner = ActivityIndicator(scheduler: scheduler)
        var redraws = 0
        spinner.onNeedsDisplay = { redraws += 1 }
        XCTAssertFalse(spinner.hasTimer)
        XCTAssertEqual(spinner.visibleText, " ")
        scheduler.scheduleAt(0) { spinner.isAnimating = true }
        scheduler.scheduleAt(350) { spinner.isAnimating = false }
        scheduler.start()
        XCTAssertFalse(spinner.hasTimer)
        XCTAssertEqual(spinner.frame, 3, "frames at 100, 200 and 300 ms")
        XCTAssertEqual(redraws, 5, "start, three frames, stop")
    }

    func testBindersAndButtonTap() {
        let label = Label()
        let button = Button(title: "go")
        let bag = DisposeBag()
        var taps = 0
        button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
        Observable.just("21° C").bind(to: label.rx.text).disposed(by: bag)
        Observable.just(true).bind(to: label.rx.isHidden).disposed(by: bag)
        button.sendActions()
        XCTAssertEqual(label.text, "21° C")
        XCTAssertEqual(label.visibleText, "")
        XCTAssertEqual(taps, 1)
    }

    func testFrameLaysOutLabelsAndMapInTheTerminalSize() {
        let map = MapView(
            region: CoordinateRegion(
                center: Coordinate(latitude: 0, longitude: 0),
                span: CoordinateSpan(latitudeDelta: 10, longitudeDelta: 20)))
        let frame = WeatherFrame(mapView: map, activityIndicator: ActivityIndicator())
        frame.cityNameLabel.text = "Lisbon"
        frame.tempLabel.text = "20° C"
        frame.tempLabel.isHidden = true
        frame.searchCityName.setText("Lis")
        let lines = frame.lines(width: 60, height: 20)
        XCTAssertEqual(lines.count, 20)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 })
        XCTAssertEqual(lines[1], "Search › Lis_")
        XCTAssertTrue(lines[2].hasPrefix("City         Lisbon"))
        XCTAssertEqual(lines[3], "Temperature  ")
        XCTAssertTrue(lines[7].hasPrefix("┌ Map 0.00°N 0.00°E"))
        XCTAssertEqual(lines[19], "└" + String(repeating: "─", count: 58) + "┘")
        frame.focus = .map
        XCTAssertTrue(frame.lines(width: 60, height: 20)[0].contains("+/- zoom"))
        XCTAssertEqual(frame.lines(width: 1, height: 1).count, 12, "tiny terminals get the minimum frame")
    }
}
