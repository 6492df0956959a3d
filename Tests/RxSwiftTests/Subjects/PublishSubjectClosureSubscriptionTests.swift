import RxSwift
import RxTestSupport
import XCTest

/// An object that runs `onDeinit` when released: captured by closures to see when they are released.
private final class ReleaseSpy {
    let onDeinit: () -> Void

    init(onDeinit: @escaping () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
}

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` on a `PublishSubject`, which takes a direct path (the
/// closures' observer is the subject's entry): it must behave exactly as the general path.
final class PublishSubjectClosureSubscriptionTests: RxTestCase {
    func testClosuresReceiveElementsThenCompletionThenDisposal() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testErrorGoesToOnErrorThenOnDisposed() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0 as? TestError == .boom)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onError(TestError.boom)
        XCTAssertEqual(log, ["next 1", "error true", "disposed"])
    }

    func testErrorWithoutOnErrorGoesToDefaultErrorHandlerWithTheRecordedCallStack() {
        let original = Hooks.defaultErrorHandler
        let originalRecording = Hooks.recordCallStackOnError
        let originalCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = original
            Hooks.recordCallStackOnError = originalRecording
            Hooks.customCaptureSubscriptionCallstack = originalCapture
        }
        var stacks: [[String]] = []
        var handled: [TestError?] = []
        Hooks.defaultErrorHandler = { stack, error in
            stacks.append(stack)
            handled.append(error as? TestError)
        }
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        let subject = PublishSubject<Int>()
        var disposed = false
        _ = subject.subscribe(onNext: { _ in }, onDisposed: { disposed = true })
        subject.onError(TestError.other)
        XCTAssertEqual(handled, [.other])
        XCTAssertEqual(stacks, [["frame"]])
        XCTAssertTrue(disposed)
    }

    func testDisposeRunsOnDisposedOnceAndReleasesTheClosuresWhileTheSubscriptionIsHeld() {
        let subject = PublishSubject<Int>()
        var released = false
        var disposedCount = 0
        var received: [Int] = []
        let subscription: Disposable
        do {
            let spy = ReleaseSpy { released = true }
            subscription = subject.subscribe(
                onNext: {
                    _ = spy
                    received.append($0)
                },
                onDisposed: { disposedCount += 1 }
            )
        }
        subject.onNext(1)
        XCTAssertFalse(released)
        subscription.dispose()
        XCTAssertTrue(released, "disposing releases the element closures")
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(disposedCount, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    /// Runs a dispose-and-subscribe-during-delivery scenario, subscribing through `subscribe(onNext:)` (the
    /// direct path) or through an event closure (the general path), and returns what was delivered.
    private func deliveryScenario(direct: Bool) -> [String] {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        func subscribe(_ name: String, _ body: @escaping (Int) -> Void) -> Disposable {
            if direct {
                return subject.subscribe(onNext: {
                    log.append("\(name) \($0)")
                    body($0)
                })
            }
            return subject.subscribe { event in
                guard case .next(let value) = event else { return }
                log.append("\(name) \(value)")
                body(value)
            }
        }
        var first: Disposable?
        var late: Disposable?
        first = subscribe("first") { _ in
            first?.dispose()
            late = subscribe("late") { _ in }
        }
        _ = subscribe("second") { _ in }
        subject.onNext(1)
        subject.onNext(2)
        late?.dispose()
        return log
    }

    func testDisposeAndSubscribeDuringDeliveryKeepTheGeneralPathsOrder() {
        let direct = deliveryScenario(direct: true)
        // The late subscriber takes the first slot, freed by the first one (upstream's order), and misses the
        // element being delivered when it subscribed.
        XCTAssertEqual(direct, ["first 1", "second 1", "late 2", "second 2"])
        XCTAssertEqual(direct, deliveryScenario(direct: false))
    }

    func testTerminatedOrDisposedSubjectTellsTheClosuresAtOnce() {
        let completed = PublishSubject<Int>()
        completed.onCompleted()
        var log: [String] = []
        _ = completed.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed"])

        let failed = PublishSubject<Int>()
        failed.onError(TestError.boom)
        log = []
        _ = failed.subscribe(onError: { log.append("error \($0 as? TestError == .boom)") })
        XCTAssertEqual(log, ["error true"])

        let disposed = PublishSubject<Int>()
        disposed.dispose()
        var error: Error?
        _ = disposed.subscribe(onError: { error = $0 })
        guard case .disposed? = error as? RxError else {
            return XCTFail("expected RxError.disposed, got \(String(describing: error))")
        }
        XCTAssertFalse(disposed.hasObservers)
    }

    func testDisposeAfterTheSubjectIsGoneStillRunsOnDisposedOnce() {
        var disposedCount = 0
        var released = false
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            let spy = ReleaseSpy { released = true }
            subscription = subject.subscribe(onNext: { _ in _ = spy }, onDisposed: { disposedCount += 1 })
        }
        XCTAssertTrue(released, "the closures go with the subject")
        XCTAssertEqual(disposedCount, 0)
        subscription?.dispose()
        subscription?.dispose()
        XCTAssertEqual(disposedCount, 1)
    }

    func testSubscriptionsReleasedWithoutDisposeLeaveTheSubjectsObserversInPlace() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        do {
            _ = subject.subscribe(onNext: { received.append($0) })
        }
        subject.onNext(1)
        XCTAssertEqual(received, [1], "dropping the subscription does not dispose it")
        XCTAssertTrue(subject.hasObservers)
        subject.onCompleted()
    }

    func testSubscriptionWithoutOnDisposedCanBeDisposedAfterCompletion() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("done") })
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "done"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposingFromOnCompletedRunsOnDisposedOnceAfterCompletion() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = subject.subscribe(
            onCompleted: {
                log.append("completed")
                subscription?.dispose()
                log.append("disposed inside")
            },
            onDisposed: { log.append("onDisposed") }
        )
        subject.onCompleted()
        subscription?.dispose()
        XCTAssertEqual(log, ["completed", "onDisposed", "disposed inside"])
    }

    func testEveryOtherSubscriberStillReceivesAfterOneWithOnDisposedIsDisposed() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { log.append("a \($0)") }, onDisposed: { log.append("a disposed") })
        let second = subject.subscribe(onNext: { log.append("b \($0)") })
        subject.onNext(1)
        first.dispose()
        subject.onNext(2)
        second.dispose()
        subject.onNext(3)
        XCTAssertEqual(log, ["a 1", "b 1", "a disposed", "b 2"])
    }
}
