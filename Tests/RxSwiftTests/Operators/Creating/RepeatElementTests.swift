import RxSwift
import RxTestSupport
import XCTest

final class RepeatElementTests: RxTestCase {
    func testRepeatElementDisposedAfterNFromInsideOnNext() {
        var received: [String] = []
        let subscription = SingleAssignmentDisposable()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription.setDisposable(
                Observable.repeatElement("a").subscribe(onNext: { value in
                    received.append(value)
                    if received.count == 5 { subscription.dispose() }
                })
            )
            return Disposables.create()
        }
        XCTAssertEqual(received, Array(repeating: "a", count: 5))
    }

    func testRepeatElementInsideCreateStopsWhenInnerIsDisposed() {
        let takeThree = Observable<Int>.create { observer in
            var count = 0
            let inner = SingleAssignmentDisposable()
            inner.setDisposable(
                Observable.repeatElement(7).subscribe(onNext: { value in
                    count += 1
                    observer.onNext(value)
                    if count == 3 {
                        inner.dispose()
                        observer.onCompleted()
                    }
                })
            )
            return inner
        }
        var events: [Event<Int>] = []
        _ = takeThree.subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(7)", "next(7)", "next(7)", "completed"])
    }

    func testRepeatElementWithScheduler() {
        let scheduler = ManualTestScheduler()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.repeatElement(1, scheduler: scheduler).subscribe(onNext: { value in
            received.append(value)
            if received.count == 3 { subscription?.dispose() }
        })
        scheduler.runAll()
        XCTAssertEqual(received, [1, 1, 1])
        XCTAssertEqual(scheduler.pendingCount, 0)
        subscription = nil
    }

    func testRepeatElementInterleavesWithOf() {
        var received: [Int] = []
        let repeating = SingleAssignmentDisposable()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            repeating.setDisposable(Observable.repeatElement(0).subscribe(onNext: { received.append($0) }))
            _ = Observable.of(1, 2).subscribe(
                onNext: { received.append($0) },
                onCompleted: { repeating.dispose() }
            )
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 1, 0, 2, 0])
    }
}
