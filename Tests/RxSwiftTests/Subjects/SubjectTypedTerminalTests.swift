import RxTestSupport
import XCTest

@testable import RxSwift

/// The subjects' typed terminal calls (`receiveCompleted()`, `receiveError(_:)`), which terminate without
/// building an `Event`: every kind of subscriber hears exactly what `on(.completed)`/`on(.error)` tell it.
final class SubjectTypedTerminalTests: RxTestCase {
    /// A subject under test, seen through closures so that one scenario runs against every subject.
    private struct Harness {
        let source: Observable<Int>
        let next: (Int) -> Void
        let complete: () -> Void
        let fail: (Swift.Error) -> Void
    }

    private func publish() -> Harness {
        let subject = PublishSubject<Int>()
        return Harness(
            source: subject.asObservable(), next: { subject.receiveNext($0) },
            complete: { subject.receiveCompleted() }, fail: { subject.receiveError($0) })
    }

    private func behavior() -> Harness {
        let subject = BehaviorSubject(value: 0)
        return Harness(
            source: subject.asObservable(), next: { subject.receiveNext($0) },
            complete: { subject.receiveCompleted() }, fail: { subject.receiveError($0) })
    }

    private func replay() -> Harness {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        return Harness(
            source: subject.asObservable(), next: { subject.receiveNext($0) },
            complete: { subject.receiveCompleted() }, fail: { subject.receiveError($0) })
    }

    private func async() -> Harness {
        let subject = AsyncSubject<Int>()
        return Harness(
            source: subject.asObservable(), next: { subject.receiveNext($0) },
            complete: { subject.receiveCompleted() }, fail: { subject.receiveError($0) })
    }

    /// What each kind of subscriber recorded: an observer that takes only `Event`s, an operator sink (which
    /// takes typed calls), a closure subscriber (with its disposal) and a subscriber that came after the end.
    private struct Recorded {
        var eventObserver: [String] = []
        var operatorSink: [String] = []
        var closures: [String] = []
        var late: [String] = []
        var lateOperatorSink: [String] = []
    }

    /// Subscribes every kind of subscriber to `harness`, sends 1, ends it with `end` and subscribes late ones.
    private func run(_ harness: Harness, end: (Harness) -> Void) -> Recorded {
        var recorded = Recorded()
        let bag = DisposeBag()
        harness.source.subscribe(AnyObserver { recorded.eventObserver.append("\($0)") }).disposed(by: bag)
        harness.source.map { $0 }.subscribe(AnyObserver { recorded.operatorSink.append("\($0)") }).disposed(by: bag)
        harness.source.subscribe(
            onNext: { recorded.closures.append("next(\($0))") },
            onError: { recorded.closures.append("error(\($0))") },
            onCompleted: { recorded.closures.append("completed") },
            onDisposed: { recorded.closures.append("disposed") }
        ).disposed(by: bag)
        harness.next(1)
        end(harness)
        harness.next(2)
        harness.source.subscribe(AnyObserver { recorded.late.append("\($0)") }).disposed(by: bag)
        harness.source.map { $0 }.subscribe(AnyObserver { recorded.lateOperatorSink.append("\($0)") })
            .disposed(by: bag)
        return recorded
    }

    private func assertTells(
        _ recorded: Recorded, live: [String], closures: [String], late: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(recorded.eventObserver, live, "event observer", file: file, line: line)
        XCTAssertEqual(recorded.operatorSink, live, "operator sink", file: file, line: line)
        XCTAssertEqual(recorded.closures, closures, "closures", file: file, line: line)
        XCTAssertEqual(recorded.late, late, "late subscriber", file: file, line: line)
        XCTAssertEqual(recorded.lateOperatorSink, late, "late operator sink", file: file, line: line)
    }

    func testPublishSubjectReceiveCompletedTellsEverySubscriberAsOnCompleted() {
        assertTells(
            run(publish()) { $0.complete() }, live: ["next(1)", "completed"],
            closures: ["next(1)", "completed", "disposed"], late: ["completed"])
    }

    func testPublishSubjectReceiveErrorTellsEverySubscriberAsOnError() {
        assertTells(
            run(publish()) { $0.fail(TestError.boom) }, live: ["next(1)", "error(boom)"],
            closures: ["next(1)", "error(boom)", "disposed"], late: ["error(boom)"])
    }

    func testBehaviorSubjectReceiveCompletedTellsEverySubscriberAsOnCompleted() {
        assertTells(
            run(behavior()) { $0.complete() }, live: ["next(0)", "next(1)", "completed"],
            closures: ["next(0)", "next(1)", "completed", "disposed"], late: ["completed"])
    }

    func testBehaviorSubjectReceiveErrorTellsEverySubscriberAsOnError() {
        assertTells(
            run(behavior()) { $0.fail(TestError.boom) }, live: ["next(0)", "next(1)", "error(boom)"],
            closures: ["next(0)", "next(1)", "error(boom)", "disposed"], late: ["error(boom)"])
    }

    func testReplaySubjectReceiveCompletedTellsEverySubscriberAsOnCompleted() {
        assertTells(
            run(replay()) { $0.complete() }, live: ["next(1)", "completed"],
            closures: ["next(1)", "completed", "disposed"], late: ["next(1)", "completed"])
    }

    func testReplaySubjectReceiveErrorTellsEverySubscriberAsOnError() {
        assertTells(
            run(replay()) { $0.fail(TestError.boom) }, live: ["next(1)", "error(boom)"],
            closures: ["next(1)", "error(boom)", "disposed"], late: ["next(1)", "error(boom)"])
    }

    func testAsyncSubjectReceiveCompletedEmitsTheLastElementThenCompletes() {
        assertTells(
            run(async()) { $0.complete() }, live: ["next(1)", "completed"],
            closures: ["next(1)", "completed", "disposed"], late: ["next(1)", "completed"])
    }

    func testAsyncSubjectReceiveErrorEmitsOnlyTheError() {
        assertTells(
            run(async()) { $0.fail(TestError.boom) }, live: ["error(boom)"],
            closures: ["error(boom)", "disposed"], late: ["error(boom)"])
    }

    func testTypedTerminalAfterTheEndIsIgnored() {
        for harness in [publish(), behavior(), replay(), async()] {
            var events: [String] = []
            _ = harness.source.map { $0 }.subscribe(AnyObserver { events.append("\($0)") })
            harness.complete()
            harness.fail(TestError.boom)
            harness.complete()
            XCTAssertEqual(events.last, "completed")
            XCTAssertEqual(events.filter { $0 == "completed" || $0.hasPrefix("error") }.count, 1)
        }
    }

    // MARK: A subscriber still being replayed

    func testCompletionSentDuringAClosureSubscribersReplayArrivesAfterTheReplayedElement() {
        let subject = BehaviorSubject(value: 1)
        var events: [String] = []
        _ = subject.subscribe(
            onNext: { element in
                events.append("next(\(element))")
                if element == 1 { subject.receiveCompleted() }
            },
            onCompleted: { events.append("completed") }
        )
        XCTAssertEqual(events, ["next(1)", "completed"])
    }

    func testErrorSentDuringAnOperatorSinksReplayArrivesAfterTheReplayedElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        var events: [String] = []
        _ = subject.map { $0 }.subscribe(
            AnyObserver { event in
                events.append("\(event)")
                if case .next(1) = event { subject.receiveError(TestError.boom) }
            })
        XCTAssertEqual(events, ["next(1)", "next(2)", "error(boom)"])
    }
    /// A subject subscribed as an operator's observer (`source.subscribe(subject)`) is that operator's receiver
    /// (`ReceiverProviding`): it takes elements and the end as typed calls, and its subscribers hear exactly what
    /// they would through `on(_:)`, for each kind of subject.
    func testASubjectSubscribedToAnOperatorTakesElementsAndItsEndDirectly() {
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let publish = PublishSubject<Int>()
        let targets: [(name: String, subject: Observable<Int>)] = [
            ("publish", publish.asObservable()),
            ("behavior", behavior.asObservable()),
            ("replay", replay.asObservable()),
        ]
        let sources = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        var heard: [String: [String]] = [:]
        var subscriptions: [Disposable] = []
        for target in targets {
            subscriptions.append(
                target.subject.subscribe(
                    onNext: { heard[target.name, default: []].append("next \($0)") },
                    onError: { heard[target.name, default: []].append("error \($0)") }))
        }
        subscriptions.append(sources[0].map { $0 * 10 }.subscribe(publish))
        subscriptions.append(sources[1].map { $0 * 10 }.subscribe(behavior))
        subscriptions.append(sources[2].map { $0 * 10 }.subscribe(replay))
        for source in sources {
            source.onNext(1)
            source.onError(TestError.boom)
            source.onNext(2)
        }
        XCTAssertEqual(heard["publish"], ["next 10", "error boom"])
        XCTAssertEqual(heard["behavior"], ["next 0", "next 10", "error boom"])
        XCTAssertEqual(heard["replay"], ["next 10", "error boom"])
        // The subjects are terminated: a late subscriber hears the error (after the replay's buffered element).
        var late: [String] = []
        _ = replay.subscribe(onNext: { late.append("next \($0)") }, onError: { late.append("error \($0)") })
        XCTAssertEqual(late, ["next 10", "error boom"])
        for subscription in subscriptions { subscription.dispose() }
    }
}
