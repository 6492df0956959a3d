import DeviceKit
import Foundation
import RxCocoa
import RxSwift
import RxTest
import WeatherKit
import XCTest

/// The weather screen's search chain traced with `Hooks.traceRecorder` (what `Weather --timeline FILE` turns
/// on): its Chrome trace names the view model's trace points, closes every span and never goes back in time.
final class WeatherSearchTraceTests: XCTestCase {
    override func tearDown() {
        Hooks.traceRecorder = nil
        super.tearDown()
    }

    func testTheSearchChainsTimelineIsAValidChromeTraceWithASpanPerRequest() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
        let api = FakeWeatherService(scheduler: scheduler)
        api.cities = [
            "London": .init(delay: 30, result: .success(.london)),
            "Paris": .init(delay: 10, result: .success(.paris)),
        ]
        let recorder = TraceRecorder(processName: "WeatherTests")
        Hooks.traceRecorder = recorder
        let observer = scheduler.createObserver(String.self)
        var bag: DisposeBag? = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            // London at 100 is still running when Paris is submitted at 110: flatMapLatest disposes it.
            let submits: [Recorded<Event<String?>>] = [.next(100, "London"), .next(110, "Paris"), .next(200, "London")]
            let model = WeatherViewModel(
                searchSubmits: scheduler.createHotObservable(submits).asObservable(),
                locationTaps: .never(), startLocating: {}, currentLocation: .never(), regionChanges: .never(),
                api: api, scheduler: scheduler)
            model.cityName.drive(observer).disposed(by: bag!)
        }
        scheduler.advanceTo(300)
        bag = nil

        XCTAssertEqual(observer.events.map(\.value.element), ["Paris", "London"])
        let names = WeatherViewModel.traceNames
        let json = recorder.chromeTraceJSON()
        XCTAssertEqual(ChromeTraceCheck.problems(in: json, names: [names.search, names.request, names.results]), [])

        let entries = recorder.entries
        XCTAssertEqual(Set(entries.map(\.name)), [names.search, names.request, names.results])
        let requests = Dictionary(grouping: entries.filter { $0.name == names.request }, by: \.subscription)
        XCTAssertEqual(requests.count, 3, "one span per search")
        let phases = requests.keys.sorted().map { requests[$0]!.map(\.phase) }
        XCTAssertEqual(phases[0], [.subscribe, .dispose], "London's request, dropped for Paris without an answer")
        XCTAssertEqual(phases[1], [.subscribe, .next, .completed, .dispose])
        XCTAssertEqual(phases[2], [.subscribe, .next, .completed, .dispose])
        XCTAssertEqual(
            entries.filter { $0.phase == .dispose }.count, entries.filter { $0.phase == .subscribe }.count,
            "disposing the screen's bag ends every subscription")
    }
}
