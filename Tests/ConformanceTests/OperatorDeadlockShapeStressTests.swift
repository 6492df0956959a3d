import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// The deadlock shapes of upstream's 2025–2026 regression tests, as a table over the operator families that
/// serialise several sources (issue 40). Each case runs under a watchdog and finishes within seconds or fails.
///
/// The lock shape: thread B's element, delivered through the operator (B holds the operator's turn), takes a
/// foreign lock L; thread A, holding L, disposes B's subscription or subscribes to the same operator anew. Neither
/// may wait for B's delivery: disposing and subscribing happen outside every turn (DESIGN §3). (A *send* into the
/// same operator from A would wait for B's turn: that is the one hazard the design keeps, as upstream's lock does.)
final class OperatorDeadlockShapeStressTests: RxTestCase {
    func testAnElementTakingALockHeldByAThreadThatDisposesOrSubscribesFinishes() {
        for row in FamilyRow.all {
            for disposes in [true, false] {
                runLockShape(row, disposes: disposes)
            }
        }
    }

    private func runLockShape(_ row: FamilyRow, disposes: Bool) {
        let what = "\(row.name): an element taking a lock held by a thread that \(disposes ? "disposes" : "subscribes")"
        let received = LockedList<Int>()
        let sources = FamilySources()
        nonisolated(unsafe) let observable = row.make(sources)
        ForeignLockHarness.run(
            what,
            deliver: { observed in
                let subscription = observable.subscribe(onNext: { value in
                    received.append(value)
                    observed()
                })
                row.trigger(sources)
                return subscription
            },
            whileHolding: { delivering in
                if disposes {
                    delivering.dispose()
                } else {
                    observable.subscribe(onNext: { _ in }).dispose()
                }
            })
        XCTAssertFalse(received.elements.isEmpty, "\(what): nothing delivered")
    }

    /// Upstream #2718: concurrent first subscriptions to `share()` connect once.
    func testConcurrentFirstSubscriptionsToShareConnectOnce() {
        Watchdog.completes(within: 20, "concurrent first subscriptions to share()") {
            for _ in 0..<50 {
                let connections = Atomic<Int>(0)
                nonisolated(unsafe) let shared = Observable<Int>.create { _ in
                    connections.add(1, ordering: .relaxed)
                    return Disposables.create()
                }.share()
                let subscriptions = LockedList<Disposable>()
                DispatchQueue.concurrentPerform(iterations: 6) { _ in
                    subscriptions.append(shared.subscribe())
                }
                XCTAssertEqual(connections.load(ordering: .relaxed), 1, "share() connected more than once")
                for subscription in subscriptions.elements { subscription.dispose() }
            }
        }
    }

    /// Upstream #2698: a connection disposed on one thread while others subscribe, leave and a producer emits.
    func testConnectionDisposedWhileOthersSubscribeAndAProducerEmitsFinishes() {
        Watchdog.completes(within: 20, "connect and dispose under concurrent subscribe") {
            let source = PublishSubject<Int>()
            nonisolated(unsafe) let connectable = source.replay(1)
            let producer = BusyProducer(source.onNext)
            DispatchQueue.concurrentPerform(iterations: 3) { thread in
                for _ in 0..<300 {
                    if thread == 0 {
                        connectable.connect().dispose()
                    } else {
                        connectable.subscribe(onNext: { _ in }).dispose()
                    }
                }
            }
            producer.finish()
        }
    }

    /// Upstream #2703 and #2711: zip and merge dispose their sources on completion while other threads feed them.
    func testZipAndMergeDisposingTheirSourcesWhileOtherThreadsFeedThemFinish() {
        let combinations: [(String, @Sendable (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>)] = [
            ("zip", { Observable.zip($0, $1) { $0 + $1 } }),
            ("merge", { Observable.merge($0, $1) }),
            ("combineLatest", { Observable.combineLatest($0, $1) { $0 + $1 } }),
        ]
        for (name, combine) in combinations {
            Watchdog.completes(within: 20, "\(name) completing while its sources are fed") {
                for _ in 0..<100 {
                    let first = PublishSubject<Int>()
                    let second = PublishSubject<Int>()
                    let ended = DispatchSemaphore(value: 0)
                    let subscription = combine(first, second).take(5).subscribe(onCompleted: { ended.signal() })
                    DispatchQueue.concurrentPerform(iterations: 2) { thread in
                        for value in 0..<20 { (thread == 0 ? first : second).onNext(value) }
                    }
                    XCTAssertEqual(ended.wait(timeout: .now() + 4), .success, "\(name) did not complete")
                    subscription.dispose()
                }
            }
        }
    }
}

/// The sources an operator family is applied to: subjects that B feeds from its own thread.
private final class FamilySources: @unchecked Sendable {
    // Sendable: subjects are thread-safe.
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let current = BehaviorSubject(value: 0)
    let signal = PublishSubject<Void>()
}

/// One operator family: how it is applied, and what B sends so that an element comes out.
private struct FamilyRow: Sendable {
    let name: String
    let make: @Sendable (FamilySources) -> Observable<Int>
    var trigger: @Sendable (FamilySources) -> Void = { $0.first.onNext(1) }

    static var all: [FamilyRow] {
        [
            FamilyRow(name: "merge") { Observable.merge($0.first, $0.second) },
            FamilyRow(name: "flatMap") { $0.first.flatMap { Observable.just($0) } },
            FamilyRow(name: "flatMapLatest") { $0.first.flatMapLatest { Observable.just($0) } },
            FamilyRow(name: "concatMap") { $0.first.concatMap { Observable.just($0) } },
            FamilyRow(name: "concat") { Observable.concat($0.first, $0.second) },
            FamilyRow(name: "combineLatest") { Observable.combineLatest($0.first, $0.current) { $0 + $1 } },
            FamilyRow(name: "combineLatest(collection)") {
                Observable.combineLatest([$0.first, $0.current.asObservable()]) { $0.reduce(0, +) }
            },
            FamilyRow(name: "zip") { Observable.zip($0.first, $0.current) { $0 + $1 } },
            FamilyRow(name: "zip(collection)") {
                Observable.zip([$0.first, $0.current.asObservable()]) { $0.reduce(0, +) }
            },
            FamilyRow(name: "withLatestFrom") { $0.first.withLatestFrom($0.current) { $0 + $1 } },
            FamilyRow(
                name: "sample", make: { $0.first.sample($0.signal) },
                trigger: { sources in
                    sources.first.onNext(1)
                    sources.signal.onNext(())
                }),
            FamilyRow(name: "amb") { Observable.amb([$0.first, $0.second]) },
            FamilyRow(name: "switchLatest") { sources in
                BehaviorSubject(value: sources.first.asObservable()).switchLatest()
            },
            FamilyRow(name: "take(until:)") { $0.first.take(until: $0.signal) },
            FamilyRow(name: "skip(until:)") { sources in
                sources.signal.onNext(())
                return sources.first.skip(until: BehaviorSubject(value: ()))
            },
            FamilyRow(name: "startWith (delivered on subscribe)", make: { $0.first.startWith(1) }, trigger: { _ in }),
            FamilyRow(name: "share()") { $0.first.share() },
            FamilyRow(name: "publish().refCount()") { $0.first.publish().refCount() },
            // Upstream #2653: a `share(replay: 1)` whose first subscription emits synchronously, zipped with itself.
            FamilyRow(
                name: "take(1).share(replay: 1) zipped with itself",
                make: { sources in
                    let shared = sources.current.take(1).share(replay: 1)
                    return Observable.zip(shared, shared) { $0 + $1 }
                }, trigger: { _ in }),
        ]
    }
}
