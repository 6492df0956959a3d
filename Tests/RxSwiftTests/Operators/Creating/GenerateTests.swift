import RxSwift
import RxTestSupport
import XCTest

final class GenerateTests: RxTestCase {
    func testGenerate() {
        var events: [Event<Int>] = []
        _ = Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 3 })
            .subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(1)", "next(3)", "next(9)", "completed"])
    }

    func testGenerateConditionFalseInitially() {
        var events: [Event<Int>] = []
        _ = Observable.generate(initialState: 0, condition: { _ in false }, iterate: { $0 + 1 })
            .subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["completed"])
    }

    func testGenerateConditionThrows() {
        var events: [Event<Int>] = []
        _ = Observable.generate(
            initialState: 0,
            condition: { value in
                if value == 2 { throw TestError.boom }
                return true
            },
            iterate: { $0 + 1 }
        ).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(0)", "next(1)", "error(boom)"])
    }

    func testGenerateIterateThrows() {
        var events: [Event<Int>] = []
        _ = Observable.generate(
            initialState: 0,
            condition: { _ in true },
            iterate: { value in
                if value == 1 { throw TestError.other }
                return value + 1
            }
        ).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(0)", "next(1)", "error(other)"])
    }

    func testGenerateWithScheduler() {
        let scheduler = ManualTestScheduler()
        var received: [Int] = []
        _ = Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler, iterate: { $0 + 1 })
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [])
        scheduler.runAll()
        XCTAssertEqual(received, [0, 1, 2])
    }

    func testGenerateStateIsPerSubscription() {
        let source = Observable.generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 })
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 0, 1])
    }

    func testGenerateDisposedFromInsideOnNextStopsIterating() {
        var iterations = 0
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription.setDisposable(
                Observable.generate(
                    initialState: 0,
                    condition: { _ in true },
                    iterate: { value in
                        iterations += 1
                        return value + 1
                    }
                ).subscribe(onNext: { value in
                    received.append(value)
                    if value == 2 { subscription.dispose() }
                })
            )
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(iterations, 2)
    }
}
