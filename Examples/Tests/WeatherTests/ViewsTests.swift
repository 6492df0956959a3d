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
        var changes = 0
        spinner.onChange = { changes += 1 }
        XCTAssertFalse(spinner.hasTimer)
        XCTAssertEqual(spinner.visibleText, " ")
        scheduler.scheduleAt(0) { spinner.isAnimating = true }
        scheduler.scheduleAt(150) { XCTAssertEqual(spinner.visibleText, "⠙") }
        scheduler.scheduleAt(350) { spinner.isAnimating = false }
        scheduler.start()
        XCTAssertFalse(spinner.hasTimer)
        XCTAssertEqual(spinner.frame, 3, "frames at 100, 200 and 300 ms")
        XCTAssertEqual(changes, 5, "start, three frames, stop")
        XCTAssertEqual(spinner.lines(width: 10), [" "])
    }

    func testMapPaneBoxesTheMapAndRedrawsWhenItChanges() {
        let pane = MapPane(mapView: MapView(region: WeatherViewController.initialRegion))
        pane.rows = 4
        let lines = pane.lines(width: 30)
        XCTAssertEqual(lines.count, 6)
        XCTAssertTrue(lines[0].hasPrefix("┌ Map 47.00°N 5.00°E"))
        XCTAssertTrue(lines[0].hasSuffix("┐"))
        XCTAssertEqual(lines[0].count, 30)
        XCTAssertTrue(lines[1...4].allSatisfy { $0.count == 30 && $0.hasPrefix("│") && $0.hasSuffix("│") })
        XCTAssertEqual(lines[5], "└" + String(repeating: "─", count: 28) + "┘")
    }
}
