import Dispatch
import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class GroupByTests: RxTestCase {
    private var scheduler: TestScheduler!
    private var groups: [Int: TestableObserver<Int>] = [:]
    private var groupSubscriptions: [Disposable] = []

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        for subscription in groupSubscriptions { subscription.dispose() }
        groupSubscriptions = []
        groups = [:]
        scheduler = nil
        super.tearDown()
    }

    /// Runs `xs.groupBy(keySelector:)`, records the keys of the groups as the outer output and subscribes
    /// a recording observer to every group as soon as it is emitted.
    private func run(
        _ xs: TestableObservable<Int>,
        disposed: TestTime = 1000,
        key: @escaping (Int) throws -> Int = { $0 % 2 }
    ) -> TestableObserver<Int> {
        scheduler.start(disposed: disposed) {
            xs.groupBy(keySelector: key).map { group -> Int in
                let observer = self.scheduler.createObserver(Int.self)
                self.groups[group.key] = observer
                self.groupSubscriptions.append(group.subscribe(observer))
                return group.key
            }
        }
    }

    func testNever() {
        let xs = scheduler.createHotObservable(OperatorMatrix.never())
        let res = run(xs)
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertTrue(groups.isEmpty)
    }

    func testEmpty() {
        let xs = scheduler.createHotObservable(OperatorMatrix.empty())
        let res = run(xs)
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertTrue(groups.isEmpty)
    }

    func testBasicGroupsCompleteWithTheSource() {
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let res = run(xs)
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .completed(300)])
        XCTAssertEqual(groups[0]?.events, [.next(210, 2), .next(230, 4), .completed(300)])
        XCTAssertEqual(groups[1]?.events, [.next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testErrorReachesEveryGroup() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, TestError.boom)])
        let res = run(xs)
        XCTAssertEqual(res.events, [.next(210, 1), .next(215, 0), .error(220, TestError.boom)])
        XCTAssertEqual(groups[1]?.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(groups[0]?.events, [.next(215, 2), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testKeySelectorThrowsFailsEveryGroup() {
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let res = run(xs) { value in
            if value == 4 { throw TestError.boom }
            return value % 2
        }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .error(230, TestError.boom)])
        XCTAssertEqual(groups[0]?.events, [.next(210, 2), .error(230, TestError.boom)])
        XCTAssertEqual(groups[1]?.events, [.next(220, 3), .error(230, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// Upstream RxSwift 6.9: the groups outlive the outer subscription; the source stays subscribed while a
    /// group is observed.
    func testGroupsOutliveTheOuterSubscription() {
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        let res = run(xs, disposed: 225)
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1)])
        XCTAssertEqual(groups[0]?.events, [.next(210, 2), .next(230, 4), .completed(300)])
        XCTAssertEqual(groups[1]?.events, [.next(220, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSourceIsDisposedWhenTheLastGroupAndTheOuterSubscriptionAreGone() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(400)])
        var outer: Disposable?
        var even: Disposable?
        var odd: Disposable?
        let evenObserver = scheduler.createObserver(Int.self)
        let oddObserver = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            outer = xs.groupBy(keySelector: { $0 % 2 }).subscribe(onNext: { group in
                if group.key == 0 { even = group.subscribe(evenObserver) } else { odd = group.subscribe(oddObserver) }
            })
        }
        scheduler.scheduleAt(225) { outer?.dispose() }
        scheduler.scheduleAt(230) { even?.dispose() }
        scheduler.scheduleAt(250) { odd?.dispose() }
        scheduler.start()
        XCTAssertEqual(evenObserver.events, [.next(220, 2)])
        XCTAssertEqual(oddObserver.events, [.next(210, 1), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNewGroupsAfterTheOuterSubscriptionWasDisposedAreNotDelivered() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        let res = run(xs, disposed: 220)
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(groups[1]?.events, [.next(210, 1), .next(240, 3), .completed(300)])
        XCTAssertNil(groups[0])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingOneGroupLeavesTheOthers() {
        let xs = scheduler.createHotObservable(OperatorMatrix.basic())
        scheduler.scheduleAt(215) { self.groupSubscriptions.first?.dispose() }
        let res = run(xs)
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .completed(300)])
        XCTAssertEqual(groups[0]?.events, [.next(210, 2)])
        XCTAssertEqual(groups[1]?.events, [.next(220, 3), .completed(300)])
    }

    func testGroupSubscriberFeedingTheSourceIsDepthFirst() {
        expectMisuseReports(reentrancy: true)  // upstream reports this too
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let bag = DisposeBag()
        subject.groupBy { $0 % 2 }
            .subscribe(onNext: { group in
                group.subscribe(onNext: { value in
                    log.append("\(group.key):\(value)")
                    if value == 1 { subject.onNext(2) }
                    log.append("end \(value)")
                })
                .disposed(by: bag)
            })
            .disposed(by: bag)
        subject.onNext(1)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(log, ["1:1", "0:2", "end 2", "end 1", "1:3", "end 3"])
    }

    func testGroupByMarbles() throws {
        let xs: TestableObservable<String> = try scheduler.createHotObservable(marbles: "^-a-B-c-D-|")
        let res = scheduler.start {
            xs.groupBy { $0.uppercased() == $0 }
                .flatMap { group in group.map { group.key ? $0 : "-\($0)" }.toArray().asObservable() }
                .map { $0.joined() }
        }
        XCTAssertMarbles(res.events, "^---------(xy|)", values: ["x": "-a-c", "y": "BD"])
    }
}

/// groupBy fed from several threads (serialised by a lock, as the Rx contract requires).
final class GroupByStressTests: RxTestCase {
    func testGroupsFedFromSeveralThreads() {
        let threads = 4
        let perThread = 2_000
        let subject = PublishSubject<Int>()
        let gate = NSLock()
        let counts = LockedCounts()
        let bag = DisposeBag()
        subject.groupBy { $0 % 3 }
            .subscribe(onNext: { group in
                group.subscribe(onNext: { value in counts.add(key: group.key, value: value) }).disposed(by: bag)
            })
            .disposed(by: bag)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for offset in 0..<perThread {
                gate.lock()
                subject.onNext(thread * perThread + offset)
                gate.unlock()
            }
        }
        subject.onCompleted()  // ends the subscriptions, whose closures keep `bag` alive
        let total = threads * perThread
        let snapshot = counts.snapshot()
        XCTAssertEqual(snapshot.values.reduce(0, +), total)
        XCTAssertEqual(snapshot[0], (0..<total).filter { $0 % 3 == 0 }.count)
        XCTAssertEqual(snapshot[1], (0..<total).filter { $0 % 3 == 1 }.count)
        XCTAssertEqual(counts.misfiled(), 0)
    }
}

/// Counts elements per group key; thread-safe.
private final class LockedCounts: @unchecked Sendable {
    // Sendable: `counts` and `wrong` are guarded by `lock`.
    private let lock = NSLock()
    private var counts: [Int: Int] = [:]
    private var wrong = 0

    func add(key: Int, value: Int) {
        lock.lock()
        counts[key, default: 0] += 1
        if value % 3 != key { wrong += 1 }
        lock.unlock()
    }

    func snapshot() -> [Int: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    func misfiled() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return wrong
    }
}
