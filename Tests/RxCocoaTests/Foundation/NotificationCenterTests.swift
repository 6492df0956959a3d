import Foundation
import RxCocoa
import RxSwift
import RxTestSupport
import XCTest

final class NotificationCenterTests: RxTestCase {
    private let center = NotificationCenter()
    private let someName = Notification.Name("NotificationCenterTests.some")
    private let otherName = Notification.Name("NotificationCenterTests.other")

    private final class Sender {}

    func testDeliversPostedNotificationsWithTheName() {
        var received: [Notification] = []
        let subscription = center.rx.notification(someName).subscribe(onNext: { received.append($0) })
        center.post(name: someName, object: nil, userInfo: ["n": 1])
        center.post(name: otherName, object: nil)
        center.post(name: someName, object: nil, userInfo: ["n": 2])
        XCTAssertEqual(received.map(\.name), [someName, someName])
        XCTAssertEqual(received.compactMap { $0.userInfo?["n"] as? Int }, [1, 2])
        subscription.dispose()
    }

    func testFiltersBySender() {
        let sender = Sender()
        let otherSender = Sender()
        var received: [Notification] = []
        let subscription = center.rx.notification(someName, object: sender).subscribe(onNext: { received.append($0) })
        center.post(name: someName, object: otherSender)
        center.post(name: someName, object: sender)
        XCTAssertEqual(received.count, 1)
        XCTAssertTrue(received.first?.object as AnyObject? === sender)
        subscription.dispose()
    }

    func testNilNameDeliversEveryNotificationOfTheSender() {
        let sender = Sender()
        var received: [Notification.Name] = []
        let subscription = center.rx.notification(nil, object: sender).subscribe(onNext: { received.append($0.name) })
        center.post(name: someName, object: sender)
        center.post(name: otherName, object: sender)
        XCTAssertEqual(received, [someName, otherName])
        subscription.dispose()
    }

    func testDisposeRemovesTheObserver() {
        var received = 0
        var completed = false
        let subscription = center.rx.notification(someName)
            .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
        center.post(name: someName, object: nil)
        subscription.dispose()
        center.post(name: someName, object: nil)
        XCTAssertEqual(received, 1)
        XCTAssertFalse(completed, "the sequence never completes by itself")
    }

    func testEachSubscriptionIsAnObserverOfItsOwn() {
        let notifications = center.rx.notification(someName)
        var first = 0
        var second = 0
        let firstSubscription = notifications.subscribe(onNext: { _ in first += 1 })
        let secondSubscription = notifications.subscribe(onNext: { _ in second += 1 })
        center.post(name: someName, object: nil)
        firstSubscription.dispose()
        center.post(name: someName, object: nil)
        XCTAssertEqual(first, 1)
        XCTAssertEqual(second, 2)
        secondSubscription.dispose()
    }

    func testDeliversOnThePostingThread() {
        let threads = LockedState<[Bool]>([])
        let subscription = center.rx.notification(someName)
            .subscribe(onNext: { _ in threads.withLock { $0.append(Thread.isMainThread) } })
        let center = self.center
        let someName = self.someName
        let posted = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            center.post(name: someName, object: nil)
            posted.signal()
        }
        XCTAssertEqual(posted.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(threads.withLock { $0 }, [false])
        subscription.dispose()
    }

    func testDoesNotRetainTheSender() {
        var sender: Sender? = Sender()
        weak let weakSender = sender
        let notifications = center.rx.notification(someName, object: sender)
        sender = nil
        XCTAssertNil(weakSender)
        _ = notifications
    }
}
