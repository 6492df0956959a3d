import RxSwift
import RxTestSupport
import XCTest

/// Ownership between subjects, their observers and the subscriptions they return.
final class SubjectLifetimeTests: RxTestCase {
    private func assertReleased<Subject: ObservableType & AnyObject>(
        _ make: () -> Subject,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        weak var weakSubject: Subject?
        var disposedCount = 0
        do {
            let subject = make()
            weakSubject = subject
            _ = subject.subscribe(onNext: { _ in }, onDisposed: { disposedCount += 1 })
            _ = subject.subscribe { _ in }
        }
        XCTAssertNil(weakSubject, "the subject must not be kept alive by its own subscriptions", file: file, line: line)
        XCTAssertEqual(disposedCount, 0, file: file, line: line)
    }

    func testSubjectDroppedWithUndisposedClosureSubscriptionIsReleased() {
        assertReleased { PublishSubject<Int>() }
        assertReleased { BehaviorSubject<Int>(value: 0) }
        assertReleased { ReplaySubject<Int>.create(bufferSize: 2) }
        assertReleased { AsyncSubject<Int>() }
    }

    func testSubscriptionDoesNotKeepSubjectAlive() {
        weak var weakSubject: PublishSubject<Int>?
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subscription = subject.subscribe { _ in }
        }
        XCTAssertNil(weakSubject)
        subscription?.dispose()
    }

    func testSubscriberKeepsWorkingWhileSubjectIsAlive() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1, 2])
        subject.onCompleted()
    }
}
