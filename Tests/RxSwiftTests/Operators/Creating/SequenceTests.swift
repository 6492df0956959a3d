import RxSwift
import RxTestSupport
import XCTest

final class SequenceTests: RxTestCase {
    func testOf() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, 3).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testOfEmpty() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.of().subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["completed"])
    }

    func testOfWithScheduler() {
        let scheduler = ManualTestScheduler()
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2, scheduler: scheduler).subscribe { events.append($0) }
        XCTAssertEqual(events.count, 0)
        scheduler.runAll()
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)", "completed"])
    }

    func testFromArray() {
        var events: [Event<String>] = []
        _ = Observable.from(["a", "b"]).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(a)", "next(b)", "completed"])
    }

    func testFromArrayWithSynchronousScheduler() {
        let scheduler = SynchronousTestScheduler()
        var events: [Event<Int>] = []
        _ = Observable.from([1, 2, 3], scheduler: scheduler).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)", "next(3)", "completed"])
        XCTAssertGreaterThan(scheduler.scheduleCount, 0)
    }

    func testFromSequenceIsIteratedPerSubscription() {
        var events: [Event<Int>] = []
        let source = Observable.from(1...3)
        _ = source.subscribe { events.append($0) }
        _ = source.subscribe { events.append($0) }
        XCTAssertEqual(events.compactMap(\.element), [1, 2, 3, 1, 2, 3])
        XCTAssertEqual(events.filter(\.isCompleted).count, 2)
    }

    func testFromLazySequence() {
        var received: [Int] = []
        _ = Observable.from(stride(from: 0, to: 10, by: 3)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 3, 6, 9])
    }

    func testFromSequenceWithScheduler() {
        let scheduler = ManualTestScheduler()
        var received: [Int] = []
        _ = Observable.from(Set([7]), scheduler: scheduler).subscribe(onNext: { received.append($0) })
        scheduler.runAll()
        XCTAssertEqual(received, [7])
    }

    func testFromOptionalSome() {
        var events: [Event<Int>] = []
        _ = Observable.from(optional: 5).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["next(5)", "completed"])
    }

    func testFromOptionalNone() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.from(optional: nil).subscribe { events.append($0) }
        XCTAssertEqual(events.rendered(), ["completed"])
    }

    func testFromOptionalWithScheduler() {
        let scheduler = ManualTestScheduler()
        var events: [Event<Int>] = []
        _ = Observable.from(optional: 5, scheduler: scheduler).subscribe { events.append($0) }
        _ = Observable<Int>.from(optional: nil, scheduler: scheduler).subscribe { events.append($0) }
        XCTAssertEqual(events.count, 0)
        scheduler.runAll()
        XCTAssertEqual(events.rendered(), ["next(5)", "completed", "completed"])
    }

    func testDisposeWithSchedulerStopsEmission() {
        let scheduler = ManualTestScheduler()
        var events: [Event<Int>] = []
        var subscription: Disposable?
        subscription = Observable.of(1, 2, 3, scheduler: scheduler).subscribe { event in
            events.append(event)
            if event.element == 2 { subscription?.dispose() }
        }
        scheduler.runAll()
        XCTAssertEqual(events.rendered(), ["next(1)", "next(2)"])
        subscription = nil
    }

    func testLongSequenceDoesNotGrowTheStack() {
        var count = 0
        _ = Observable.from(0..<200_000).subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 200_000)
    }

    /// `of` and `from` made in a generic (unspecialised) caller, with elements that are not `Int`: the iteration
    /// step is made where the producer is, so it must work for any element type.
    func testOfAndFromMadeInGenericCodeEmitEveryElementInOrder() {
        func twice<T>(_ value: T) -> Observable<T> { .of(value, value) }
        func all<S: Sequence>(_ sequence: S) -> Observable<S.Element> { .from(sequence) }
        final class Box: CustomStringConvertible {
            let name: String
            init(_ name: String) { self.name = name }
            var description: String { name }
        }

        var received: [String] = []
        _ = twice("a").subscribe(onNext: { received.append($0) }, onCompleted: { received.append("|") })
        _ = twice(Box("b")).subscribe(onNext: { received.append($0.name) }, onCompleted: { received.append("|") })
        _ = all(stride(from: 1, to: 4, by: 1).lazy.map { "\($0)" })
            .subscribe(onNext: { received.append($0) }, onCompleted: { received.append("|") })
        XCTAssertEqual(received, ["a", "a", "|", "b", "b", "|", "1", "2", "3", "|"])
    }

    /// The sequence is iterated one element per step, so two sequences on the trampoline interleave.
    func testSequencesOnTheTrampolineIterateOneElementPerStep() {
        var pulled: [String] = []
        let first = AnySequence { () -> AnyIterator<Int> in
            var next = 0
            return AnyIterator {
                next += 1
                guard next <= 2 else { return nil }
                pulled.append("first \(next)")
                return next
            }
        }
        var received: [Int] = []
        _ = Observable.merge(.from(first), .of(10, 20))
            .subscribe(onNext: { element in
                received.append(element)
                pulled.append("got \(element)")
            })
        XCTAssertEqual(received, [1, 10, 2, 20])
        XCTAssertEqual(pulled, ["first 1", "got 1", "got 10", "first 2", "got 2", "got 20"])
    }
}
