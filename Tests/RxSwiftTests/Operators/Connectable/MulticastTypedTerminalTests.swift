import RxTestSupport
import XCTest

@testable import RxSwift

/// Terminal events through a multicast's connection, `refCount` and `share` as typed calls (no `Event` built):
/// the same events, in the same order, as the `Event` path.
final class MulticastTypedTerminalTests: RxTestCase {
    /// A subject whose observer side takes only `Event`s: the connection then sends terminal events as events.
    private final class EventOnlySubject: ObservableType, SubjectType {
        typealias Element = Int
        let inner = PublishSubject<Int>()

        func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
            inner.subscribe(observer)
        }

        func asObserver() -> AnyObserver<Int> {
            AnyObserver { [inner] in inner.on($0) }
        }
    }

    func testMulticastIntoAnEventOnlySubjectStillTellsCompletionAfterDisposingTheSource() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        let connectable = source.do(onDispose: { log.append("sourceDisposed") }).multicast(EventOnlySubject())
        _ = connectable.subscribe(
            onNext: { log.append("next(\($0))") }, onError: { log.append("error(\($0))") },
            onCompleted: { log.append("completed") })
        _ = connectable.connect()
        source.receiveNext(1)
        source.receiveCompleted()
        source.receiveNext(2)
        XCTAssertEqual(log, ["next(1)", "sourceDisposed", "completed"])
    }

    func testMulticastIntoAnEventOnlySubjectStillTellsTheError() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        let connectable = source.multicast(EventOnlySubject())
        _ = connectable.subscribe(onError: { log.append("error(\($0))") }, onCompleted: { log.append("completed") })
        _ = connectable.connect()
        source.receiveError(TestError.boom)
        source.receiveCompleted()
        XCTAssertEqual(log, ["error(boom)"])
        XCTAssertFalse(source.hasObservers)
    }

    func testMulticastIntoAnAsyncSubjectDeliversTheLastElementThenCompletes() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        let connectable = source.multicast(AsyncSubject<Int>())
        _ = connectable.subscribe(onNext: { log.append("next(\($0))") }, onCompleted: { log.append("completed") })
        _ = connectable.connect()
        source.receiveNext(1)
        source.receiveNext(2)
        XCTAssertEqual(log, [])
        source.receiveCompleted()
        XCTAssertEqual(log, ["next(2)", "completed"])
    }

    func testRefCountTellsEverySubscriberOneErrorAndDisconnects() {
        var first: [String] = []
        var second: [String] = []
        let source = PublishSubject<Int>()
        let shared = source.publish().refCount()
        _ = shared.subscribe(onNext: { first.append("next(\($0))") }, onError: { first.append("error(\($0))") })
        _ = shared.map { $0 }.subscribe(
            onNext: { second.append("next(\($0))") }, onError: { second.append("error(\($0))") })
        source.receiveNext(1)
        source.receiveError(TestError.boom)
        source.receiveError(TestError.other)
        XCTAssertEqual(first, ["next(1)", "error(boom)"])
        XCTAssertEqual(second, ["next(1)", "error(boom)"])
        XCTAssertFalse(source.hasObservers)
    }

    func testShareReplayOfACatchingSerialObserveOnTellsTheFallbackThenCompletes() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "multicast-typed-terminal")
        // The subscription disposes itself on the scheduler's thread after `onCompleted`: the test waits for that
        // disposal too (disposing it here as well while it is under way returns at once, before `onDisposed` ran).
        let done = expectation(description: "completed and disposed")
        let log = LockedState<[String]>([])
        let source = PublishSubject<Int>()
        // The shape of `asDriver(onErrorJustReturn:)`: every terminal event crosses catch, observe(on:),
        // the share's connection, its replay subject and refCount.
        let shared = source.catchAndReturn(-1).observe(on: scheduler).share(replay: 1)
        let subscription = shared.subscribe(
            onNext: { element in log.withLock { $0.append("next(\(element))") } },
            onCompleted: { log.withLock { $0.append("completed") } },
            onDisposed: {
                log.withLock { $0.append("disposed") }
                done.fulfill()
            }
        )
        source.receiveNext(1)
        source.receiveError(TestError.boom)
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(log.withLock { $0 }, ["next(1)", "next(-1)", "completed", "disposed"])
        XCTAssertFalse(source.hasObservers)
        var late: [String] = []
        let lateDone = expectation(description: "late completed")
        _ = shared.subscribe(
            onNext: { element in late.append("next(\(element))") },
            onCompleted: {
                late.append("completed")
                lateDone.fulfill()
            })
        source.receiveNext(5)
        wait(for: [lateDone], timeout: 10)
        XCTAssertEqual(late, ["next(-1)", "completed"])
    }
}
