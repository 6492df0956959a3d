import RxSwift
import RxTest
import RxTestSupport
import XCTest

private final class Owner {
    let name: String
    init(_ name: String) { self.name = name }
}

final class WithUnretainedTests: RxTestCase {
    func testMatrixWithResultSelector() {
        let owner = Owner("o")
        let apply: (Observable<Int>) -> Observable<String> = { source in
            source.withUnretained(owner) { object, value in "\(object.name)\(value)" }
        }
        let never = OperatorMatrix.run(OperatorMatrix.never(), apply)
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
        let empty = OperatorMatrix.run(OperatorMatrix.empty(), apply)
        XCTAssertEqual(empty.events, [.completed(250)])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        let basic = OperatorMatrix.run(OperatorMatrix.basic(), apply)
        XCTAssertEqual(basic.events, [.next(210, "o2"), .next(220, "o3"), .next(230, "o4"), .completed(300)])
        XCTAssertEqual(basic.subscriptions, [Subscription(200, 300)])
        let failing = OperatorMatrix.run(OperatorMatrix.failing(), apply)
        XCTAssertEqual(failing.events, [.next(210, "o2"), .error(220, TestError.boom)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])
        let early = OperatorMatrix.run(OperatorMatrix.basic(), disposed: 215, apply)
        XCTAssertEqual(early.events, [.next(210, "o2")])
        XCTAssertEqual(early.subscriptions, [Subscription(200, 215)])
    }

    func testTupleForm() {
        let owner = Owner("o")
        let result = OperatorMatrix.run(OperatorMatrix.basic()) { source in
            source.withUnretained(owner).map { object, value in "\(object.name)\(value)" }
        }
        XCTAssertEqual(result.events, [.next(210, "o2"), .next(220, "o3"), .next(230, "o4"), .completed(300)])
    }

    func testCompletesWhenTheObjectDies() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        var owner: Owner? = Owner("o")
        weak let weakOwner = owner
        scheduler.scheduleAt(215) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!).map { $0.0.name + "\($0.1)" } }
        XCTAssertNil(weakOwner)
        XCTAssertEqual(res.events, [.next(210, "o2"), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDoesNotRetainTheObject() {
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner("o")
        weak let weakOwner = owner
        var received: [String] = []
        let subscription = subject.withUnretained(owner!) { object, value in "\(object.name)\(value)" }
            .subscribe(onNext: { received.append($0) })
        owner = nil
        XCTAssertNil(weakOwner)
        subject.onNext(1)
        XCTAssertEqual(received, [])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testWithUnretainedMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs: TestableObservable<Int> = try scheduler.createHotObservable(marbles: "^-1-2-|")
        let res = scheduler.start { xs.withUnretained(owner) { $0.name + "\($1)" } }
        XCTAssertMarbles(res.events, "^-a-b-|", values: ["a": "o1", "b": "o2"])
    }
}
