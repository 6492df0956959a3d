import RxSwift
import RxTestSupport
import XCTest

final class RangeTests: RxTestCase {
    func testRange() {
        var events: [Event<Int>] = []
        _ = Observable.range(start: 5, count: 3).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(5)", "next(6)", "next(7)", "completed"])
    }

    func testRangeCountZeroCompletesImmediately() {
        var events: [Event<Int>] = []
        _ = Observable.range(start: 5, count: 0).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["completed"])
    }

    func testRangeNegativeStart() {
        var received: [Int] = []
        _ = Observable.range(start: -2, count: 3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [-2, -1, 0])
    }

    func testRangeEndingAtMaxDoesNotOverflow() {
        var events: [Event<Int8>] = []
        _ = Observable<Int8>.range(start: 125, count: 3).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(125)", "next(126)", "next(127)", "completed"])
    }

    /// `Int` ranges count natively (a separate path from other integer types): the last element may be
    /// `Int.max`.
    func testIntRangeEndingAtIntMaxDoesNotOverflow() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.range(start: Int.max - 2, count: 3).subscribe { events.append($0) }
        XCTAssertEqual(
            events.rendered(),
            ["next(\(Int.max - 2))", "next(\(Int.max - 1))", "next(\(Int.max))", "completed"]
        )
    }

    func testRangeOfOtherIntegerTypesMatchesIntRange() {
        var unsigned: [UInt64] = []
        var small: [Int16] = []
        var ints: [Int] = []
        _ = Observable<UInt64>.range(start: 7, count: 4).subscribe(onNext: { unsigned.append($0) })
        _ = Observable<Int16>.range(start: -2, count: 4).subscribe(onNext: { small.append($0) })
        _ = Observable<Int>.range(start: -2, count: 4).subscribe(onNext: { ints.append($0) })
        XCTAssertEqual(unsigned, [7, 8, 9, 10])
        XCTAssertEqual(small, [-2, -1, 0, 1])
        XCTAssertEqual(ints, [-2, -1, 0, 1])
    }

    func testRangeWithScheduler() {
        let scheduler = ManualTestScheduler()
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 3, scheduler: scheduler).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [])
        scheduler.runAll()
        XCTAssertEqual(received, [0, 1, 2])
    }

    func testRangeDisposedFromInsideOnNext() {
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription.setDisposable(
                Observable.range(start: 0, count: 100).subscribe(onNext: { value in
                    received.append(value)
                    if value == 3 { subscription.dispose() }
                })
            )
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 1, 2, 3])
    }

    func testRangesInterleaveOnTheTrampoline() {
        var received: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.range(start: 0, count: 2).subscribe(onNext: { received.append($0) })
            _ = Observable.range(start: 10, count: 2).subscribe(onNext: { received.append($0) })
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 10, 1, 11])
    }

    /// An `Int` range emits in a loop while the trampoline is idle, and yields as soon as something is
    /// queued: a range subscribed from inside another's element interleaves with it from then on.
    func testIntRangeYieldsToWorkQueuedDuringItsBurst() {
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 5).subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                _ = Observable.range(start: 10, count: 3).subscribe(onNext: { received.append($0) })
            }
        })
        XCTAssertEqual(received, [0, 1, 10, 2, 11, 3, 12, 4])
    }

    func testUInt8RangeYieldsToWorkQueuedDuringItsBurst() {
        var received: [Int] = []
        _ = Observable<UInt8>.range(start: 0, count: 3).subscribe(onNext: { value in
            received.append(Int(value))
            if value == 0 {
                _ = Observable.range(start: 10, count: 2).subscribe(onNext: { received.append($0) })
            }
        })
        XCTAssertEqual(received, [0, 10, 1, 11, 2])
    }
}
