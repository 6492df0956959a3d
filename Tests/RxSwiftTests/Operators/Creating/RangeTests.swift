import RxSwift
import RxTest
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

    /// The last element may be `Int.max`: the counter wraps only after it was handed over.
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

    // Every integer type counts with its own arithmetic (the counting loop is made for the caller's type): the
    // same scenarios as for `Int`.

    func testUInt8RangeEndingAtUInt8MaxDoesNotOverflow() {
        var events: [Event<UInt8>] = []
        _ = Observable<UInt8>.range(start: 253, count: 3).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(253)", "next(254)", "next(255)", "completed"])
    }

    func testUInt8RangeOfAllItsValues() {
        var received: [UInt8] = []
        var completed = false
        _ = Observable<UInt8>.range(start: 0, count: 255).subscribe(
            onNext: { received.append($0) },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(received, Array(0...254))
        XCTAssertTrue(completed)
    }

    func testInt8RangeFromMinToMax() {
        var received: [Int8] = []
        _ = Observable<Int8>.range(start: -128, count: 127).subscribe(onNext: { received.append($0) })
        _ = Observable<Int8>.range(start: -1, count: 127).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, Array(-128...(-2)) + Array(-1...125))
        var last: [Event<Int8>] = []
        _ = Observable<Int8>.range(start: Int8.max, count: 1).subscribe { last.append($0) }
        XCTAssertEqual(last.rendered(), ["next(127)", "completed"])
    }

    func testInt32Range() {
        var events: [Event<Int32>] = []
        _ = Observable<Int32>.range(start: -1, count: 3).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(-1)", "next(0)", "next(1)", "completed"])
    }

    func testInt32RangeEndingAtInt32MaxDoesNotOverflow() {
        var received: [Int32] = []
        _ = Observable<Int32>.range(start: Int32.max - 1, count: 2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [Int32.max - 1, Int32.max])
    }

    func testUInt64RangeEndingAtUInt64MaxDoesNotOverflow() {
        var received: [UInt64] = []
        _ = Observable<UInt64>.range(start: UInt64.max - 1, count: 2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [UInt64.max - 1, UInt64.max])
    }

    func testInt32RangeCountZeroCompletesImmediately() {
        var events: [Event<Int32>] = []
        _ = Observable<Int32>.range(start: Int32.max, count: 0).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["completed"])
    }

    func testInt16RangeOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable<Int16>.range(start: Int16.max - 2, count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(
            observer.events,
            [.next(201, Int16.max - 2), .next(202, Int16.max - 1), .next(203, Int16.max), .completed(204)]
        )
    }

    func testInt32RangeWithSchedulerEmitsOneElementPerStep() {
        let scheduler = ManualTestScheduler()
        var received: [Int32] = []
        var completed = false
        _ = Observable<Int32>.range(start: 1, count: 2, scheduler: scheduler).subscribe(
            onNext: { received.append($0) },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(received, [])
        scheduler.runAll()
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
    }

    func testInt32RangeDisposedFromInsideOnNext() {
        var received: [Int32] = []
        let subscription = SingleAssignmentDisposable()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription.setDisposable(
                Observable<Int32>.range(start: 0, count: 100).subscribe(
                    onNext: { value in
                        received.append(value)
                        if value == 3 { subscription.dispose() }
                    },
                    onCompleted: { XCTFail("completed after dispose") }
                )
            )
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 1, 2, 3])
    }

    func testInt8RangesInterleaveOnTheTrampoline() {
        var received: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable<Int8>.range(start: 0, count: 2).subscribe(onNext: { received.append(Int($0)) })
            _ = Observable<UInt32>.range(start: 10, count: 2).subscribe(onNext: { received.append(Int($0)) })
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 10, 1, 11])
    }

    /// Completion, like each element, waits behind work queued on the trampoline during the burst.
    func testInt32RangeCompletesAfterWorkQueuedDuringItsLastElement() {
        var received: [String] = []
        _ = Observable<Int32>.range(start: 0, count: 2).subscribe(
            onNext: { value in
                received.append("\(value)")
                if value == 1 {
                    _ = Observable.range(start: 10, count: 2).subscribe(onNext: { received.append("\($0)") })
                }
            },
            onCompleted: { received.append("completed") }
        )
        XCTAssertEqual(received, ["0", "1", "10", "completed", "11"])
    }

    /// From generic code the counting loop is compiled for the generic type (through witness tables) and
    /// counts the same.
    func testRangeCalledFromGenericCode() {
        func values<T: FixedWidthInteger>(start: T, count: T) -> [T] {
            var received: [T] = []
            _ = Observable<T>.range(start: start, count: count).subscribe(onNext: { received.append($0) })
            return received
        }
        XCTAssertEqual(values(start: Int8(125), count: 3), [125, 126, 127])
        XCTAssertEqual(values(start: UInt16.max - 1, count: 2), [UInt16.max - 1, UInt16.max])
        XCTAssertEqual(values(start: -2, count: 3), [-2, -1, 0])
        XCTAssertEqual(values(start: UInt8(9), count: 0), [])
    }
}
