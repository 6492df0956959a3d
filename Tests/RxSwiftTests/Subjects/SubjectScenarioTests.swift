import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Subjects fed by a hot observable on virtual time, with observers joining and leaving.
final class SubjectScenarioTests: RxTestCase {
    private let input: [Recorded<Event<Int>>] = [
        .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
        .next(520, 7), .completed(630), .next(640, 9), .error(650, TestError.boom),
    ]

    /// Subscribes the subject to `xs` at 100, observer 1 at 300–600, observer 2 at 400–500 and observer 3
    /// at 900–950.
    private func run<S: SubjectType & ObserverType>(
        _ makeSubject: @escaping () -> S
    ) -> (
        scheduler: TestScheduler, xs: TestableObservable<Int>,
        results: [TestableObserver<Int>]
    ) where S.Element == Int, S.Observer.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(input)
        var subject: S?
        var subscriptions: [Int: Disposable] = [:]
        let results = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        scheduler.scheduleAt(100) {
            let created = makeSubject()
            subject = created
            subscriptions[-1] = xs.subscribe(created)
        }
        let windows = [(300, 600), (400, 500), (900, 950)]
        for (index, window) in windows.enumerated() {
            scheduler.scheduleAt(window.0) { subscriptions[index] = subject?.subscribe(results[index]) }
            scheduler.scheduleAt(window.1) { subscriptions[index]?.dispose() }
        }
        scheduler.scheduleAt(1000) {
            subscriptions[-1]?.dispose()
            subject = nil
            subscriptions = [:]
        }
        scheduler.start()
        return (scheduler, xs, results)
    }

    func testPublishSubject() {
        let (_, xs, results) = run { PublishSubject<Int>() }
        XCTAssertEqual(results[0].events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(results[1].events, [.next(410, 6)])
        XCTAssertEqual(results[2].events, [.completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 1000)])
    }

    func testBehaviorSubject() {
        let (_, _, results) = run { BehaviorSubject<Int>(value: 100) }
        XCTAssertEqual(results[0].events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(results[1].events, [.next(400, 5), .next(410, 6)])
        XCTAssertEqual(results[2].events, [.completed(900)])
    }

    func testBehaviorSubjectInitialValueBeforeFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(260)])
        let subject = BehaviorSubject(value: 0)
        let feed = xs.subscribe(subject)
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, 0), .next(250, 1), .completed(260)])
        feed.dispose()
    }

    func testReplaySubjectBufferTwo() {
        let (_, _, results) = run { ReplaySubject<Int>.create(bufferSize: 2) }
        XCTAssertEqual(
            results[0].events,
            [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)]
        )
        XCTAssertEqual(results[1].events, [.next(400, 4), .next(400, 5), .next(410, 6)])
        XCTAssertEqual(results[2].events, [.next(900, 6), .next(900, 7), .completed(900)])
    }

    func testReplaySubjectUnbounded() {
        let (_, _, results) = run { ReplaySubject<Int>.createUnbounded() }
        XCTAssertEqual(
            results[2].events,
            [
                .next(900, 2), .next(900, 3), .next(900, 4), .next(900, 5), .next(900, 6), .next(900, 7),
                .completed(900),
            ]
        )
    }

    func testAsyncSubject() {
        let (_, _, results) = run { AsyncSubject<Int>() }
        XCTAssertEqual(results[0].events, [])
        XCTAssertEqual(results[1].events, [])
        XCTAssertEqual(results[2].events, [.next(900, 7), .completed(900)])
    }

    func testAsyncSubjectCompletionWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let subject = AsyncSubject<Int>()
        let feed = xs.subscribe(subject)
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(230)])
        feed.dispose()
    }

    func testAsyncSubjectError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.other)])
        let subject = AsyncSubject<Int>()
        let feed = xs.subscribe(subject)
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.error(230, TestError.other)])
        feed.dispose()
    }
}
