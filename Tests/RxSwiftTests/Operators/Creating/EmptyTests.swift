import RxSwift
import RxTestSupport
import XCTest

final class EmptyTests: RxTestCase {
    func testEmptyCompletes() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["completed"])
    }

    func testNeverEmitsNothing() {
        var events: [Event<Int>] = []
        let subscription = Observable<Int>.never().subscribe { events.append($0) }
        subscription.dispose()
        XCTAssertEqual(events.count, 0)
    }

    func testNeverRunsOnDisposedOnlyWhenDisposed() {
        var disposed = 0
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed += 1 })
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testErrorFails() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.error(TestError.boom).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["error(boom)"])
    }
}
