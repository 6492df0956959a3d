import RxCocoa
import RxTest
import RxTestSupport
import XCTest

final class SharedSequenceOperatorsTests: RxTestCase {
    func testMapTransformsAndShares() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 } }
            XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testCompactMapDropsNil() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).compactMap { $0 == 2 ? nil : "\($0)" } }
            XCTAssertEqual(res.events, [.next(220, "3"), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testFilterKeepsMatching() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).filter { $0 % 2 == 1 } }
            XCTAssertEqual(res.events, [.next(220, 3), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testFlatMapMergesInnerSequences() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(240)])
            let inner = [
                scheduler.createHotObservable([.next(220, 10), .next(250, 11), .completed(260)]),
                scheduler.createHotObservable([.next(235, 20), .next(255, 21), .completed(270)]),
            ]
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1).flatMap { inner[$0].asDriver(onErrorJustReturn: -1) }
            }
            XCTAssertEqual(
                res.events,
                [.next(220, 10), .next(235, 20), .next(250, 11), .next(255, 21), .completed(270)]
            )
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
            XCTAssertEqual(inner[0].subscriptions, [Subscription(210, 260)])
            XCTAssertEqual(inner[1].subscriptions, [Subscription(230, 270)])
        }
    }

    func testFlatMapLatestSwitchesToNewestInner() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 0), .next(250, 1), .completed(300)])
            let inner = [
                scheduler.createHotObservable([.next(220, 10), .next(260, 11)]),
                scheduler.createHotObservable([.next(255, 20), .next(270, 21)]),
            ]
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1).flatMapLatest { inner[$0].asDriver(onErrorJustReturn: -1) }
            }
            XCTAssertEqual(res.events, [.next(220, 10), .next(255, 20), .next(270, 21)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(inner[0].subscriptions, [Subscription(210, 250)])
            XCTAssertEqual(inner[1].subscriptions, [Subscription(250, 1000)])
        }
    }

    func testFlatMapFirstIgnoresElementsWhileInnerRuns() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .next(250, 1), .completed(300)])
            let inner = [
                scheduler.createHotObservable([.next(220, 10), .next(235, 11), .completed(240)]),
                scheduler.createHotObservable([.next(245, 20), .next(260, 21), .completed(270)]),
            ]
            let res = scheduler.start {
                xs.asSignal(onErrorJustReturn: -1).flatMapFirst { inner[$0].asSignal(onErrorJustReturn: -1) }
            }
            XCTAssertEqual(res.events, [.next(220, 10), .next(235, 11), .next(260, 21), .completed(300)])
            XCTAssertEqual(inner[0].subscriptions, [Subscription(210, 240)])
            XCTAssertEqual(inner[1].subscriptions, [Subscription(250, 270)])
        }
    }

    func testSwitchLatestFollowsNewestInner() {
        withSharingTestScheduler { scheduler in
            let ys = scheduler.createHotObservable([.next(220, 1), .next(260, 2)])
            let zs = scheduler.createHotObservable([.next(255, 3), .completed(280)])
            let xs = scheduler.createHotObservable([
                .next(210, ys.asDriver(onErrorJustReturn: -1)),
                .next(250, zs.asDriver(onErrorJustReturn: -1)),
                .completed(270),
            ])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: .empty()).switchLatest() }
            XCTAssertEqual(res.events, [.next(220, 1), .next(255, 3), .completed(280)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
            XCTAssertEqual(ys.subscriptions, [Subscription(210, 250)])
            XCTAssertEqual(zs.subscriptions, [Subscription(250, 280)])
        }
    }

    func testMergeInstanceAndMaxConcurrent() {
        withSharingTestScheduler { scheduler in
            let ys = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(250)])
            let zs = scheduler.createHotObservable([.next(230, 3), .next(260, 4), .completed(270)])
            let xs = scheduler.createHotObservable([
                .next(210, ys.asSignal(onErrorJustReturn: -1)),
                .next(225, zs.asSignal(onErrorJustReturn: -1)),
                .completed(235),
            ])
            let all = scheduler.start { xs.asSignal(onErrorSignalWith: .empty()).merge() }
            XCTAssertEqual(all.events, [.next(220, 1), .next(230, 3), .next(240, 2), .next(260, 4), .completed(270)])
            XCTAssertEqual(zs.subscriptions, [Subscription(225, 270)])
        }
        withSharingTestScheduler { scheduler in
            let ys = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(250)])
            let zs = scheduler.createHotObservable([.next(230, 3), .next(260, 4), .completed(270)])
            let xs = scheduler.createHotObservable([
                .next(210, ys.asSignal(onErrorJustReturn: -1)),
                .next(225, zs.asSignal(onErrorJustReturn: -1)),
                .completed(235),
            ])
            let one = scheduler.start { xs.asSignal(onErrorSignalWith: .empty()).merge(maxConcurrent: 1) }
            XCTAssertEqual(one.events, [.next(220, 1), .next(240, 2), .next(260, 4), .completed(270)])
            XCTAssertEqual(zs.subscriptions, [Subscription(250, 270)])
        }
    }

    func testScanBothForms() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).scan(100) { $0 + $1 } }
            XCTAssertEqual(res.events, [.next(210, 102), .next(220, 105), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).scan(into: [Int]()) { $0.append($1) } }
            XCTAssertEqual(res.events, [.next(210, [2]), .next(220, [2, 3]), .completed(300)])
        }
    }

    func testSkipAndStartWith() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).skip(1).startWith(0) }
            XCTAssertEqual(res.events, [.next(200, 0), .next(220, 3), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testDistinctUntilChangedAllOverloads() {
        struct Item: Equatable {
            let key: Int
            let tag: String
        }
        let events: [Recorded<Event<Item>>] = [
            .next(210, Item(key: 1, tag: "a")), .next(220, Item(key: 1, tag: "b")),
            .next(230, Item(key: 2, tag: "b")), .next(240, Item(key: 2, tag: "b")), .completed(300),
        ]
        let cases: [(String, (Driver<Item>) -> Driver<Item>, [String])] = [
            ("equatable", { $0.distinctUntilChanged() }, ["a", "b", "b"]),
            ("keySelector", { $0.distinctUntilChanged { $0.key } }, ["a", "b"]),
            ("comparer", { $0.distinctUntilChanged { $0.tag == $1.tag } }, ["a", "b"]),
            ("key+comparer", { $0.distinctUntilChanged({ $0.key }, comparer: { $0 == $1 }) }, ["a", "b"]),
            ("keyPath", { $0.distinctUntilChanged(at: \.tag) }, ["a", "b"]),
        ]
        for (name, apply, expected) in cases {
            withSharingTestScheduler { scheduler in
                let xs = scheduler.createHotObservable(events)
                let res = scheduler.start { apply(xs.asDriver(onErrorJustReturn: Item(key: 0, tag: "error"))) }
                let tags = res.events.compactMap { $0.value.element?.tag }
                XCTAssertEqual(tags, expected, name)
                XCTAssertEqual(res.events.last?.value.isCompleted, true, name)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], name)
            }
        }
    }

    func testDoCallsEveryHandlerInOrder() {
        withSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            var log: [String] = []
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1).do(
                    onNext: { log.append("next \($0)") },
                    afterNext: { log.append("afterNext \($0)") },
                    onCompleted: { log.append("completed") },
                    afterCompleted: { log.append("afterCompleted") },
                    onSubscribe: { log.append("subscribe") },
                    onSubscribed: { log.append("subscribed") },
                    onDispose: { log.append("dispose") }
                )
            }
            XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
            // As upstream, the share behind the result passes the completion on and leaves the disposal of its
            // source to the source, after `afterCompleted` has run.
            XCTAssertEqual(
                log,
                ["subscribe", "subscribed", "next 1", "afterNext 1", "completed", "afterCompleted", "dispose"]
            )
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testDebugPassesEventsThrough() {
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).debug("signal", trimOutput: true) }
            XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testWithUnretainedOnSignalBothFormsAndCompletesWhenObjectIsGone() {
        final class Owner {
            let name = "owner"
        }
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            let owner = Owner()
            let res = scheduler.start {
                xs.asSignal(onErrorJustReturn: -1).withUnretained(owner) { "\($0.name) \($1)" }
            }
            XCTAssertEqual(res.events, [.next(210, "owner 2"), .next(220, "owner 3"), .completed(300)])
            withExtendedLifetime(owner) {}
        }
        withSharingTestScheduler { scheduler in
            let xs = basicHotInts(scheduler)
            var owner: Owner? = Owner()
            weak let weakOwner = owner
            scheduler.scheduleAt(215) { owner = nil }
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).withUnretained(weakOwner!).map { $0.1 } }
            XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            XCTAssertNil(owner)
        }
    }
}
