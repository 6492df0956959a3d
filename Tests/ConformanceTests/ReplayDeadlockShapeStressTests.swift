import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Replay per subscriber, over every type that replays (issue 40): a subscriber's replay never makes another
/// thread's `subscribe`, `dispose` or send wait, and a subscriber sees its replayed elements, then the live events,
/// in order, nothing twice, nothing lost.
///
/// Regression (upstream's #2713, back on 80e1b06): the subjects replayed under one turn per subject. Thread B's
/// replayed element took a foreign lock L; thread A, holding L, subscribed to (or sent into) the same subject and
/// waited for B's turn: both waited forever. Every case runs under a watchdog, so a regression fails within
/// seconds instead of hanging the suite.
final class ReplayDeadlockShapeStressTests: RxTestCase {
    /// What thread A does while it holds the lock that thread B's replayed element needs.
    private enum Shape: CaseIterable {
        case subscribe, dispose, send
    }

    /// How thread B subscribes: the closure entry, an `AnyObserver` (an observer that takes events), or an
    /// operator's sink (an observer that takes elements).
    private enum Kind: CaseIterable {
        case closures, anyObserver, operatorSink

        func subscribe(_ source: Observable<Int>, _ onNext: @escaping @Sendable (Int) -> Void) -> Disposable {
            switch self {
            case .closures:
                source.subscribe(onNext: onNext)
            case .anyObserver:
                source.subscribe(
                    AnyObserver<Int> { event in
                        if case .next(let value) = event { onNext(value) }
                    })
            case .operatorSink:
                source.map { $0 }.subscribe(onNext: onNext)
            }
        }
    }

    func testReplayedElementTakingALockHeldByAThreadThatSubscribesDisposesOrSendsFinishes() {
        for row in ReplayingRow.all {
            for kind in Kind.allCases {
                for shape in Shape.allCases where shape != .send || row.deliversSendsSynchronously {
                    runLockShape(row, kind, shape)
                }
            }
        }
    }

    /// Thread B subscribes; its first replayed element takes `lock`, which thread A holds while it subscribes,
    /// disposes or sends; then A lets go.
    private func runLockShape(_ row: ReplayingRow, _ kind: Kind, _ shape: Shape) {
        let what = "\(row.name), \(kind) replayed while another thread holding its lock does \(shape)"
        let received = LockedList<Int>()
        let source = row.make()
        nonisolated(unsafe) let earlier = source.observable.subscribe(onNext: { _ in })
        let finished = ForeignLockHarness.run(
            what,
            deliver: { observed in
                kind.subscribe(source.observable) { value in
                    received.append(value)
                    observed()
                }
            },
            whileHolding: { _ in
                switch shape {
                case .subscribe: source.observable.subscribe(onNext: { _ in }).dispose()
                case .dispose: earlier.dispose()
                case .send: source.send(100)
                }
            })
        earlier.dispose()
        source.keepAlive.dispose()
        guard finished else { return }
        let expected = row.replayed + (shape == .send ? [100] : [])
        XCTAssertEqual(received.elements, expected, "\(what): replay, then the live events, in order")
    }

    func testSubscribersOfABusySourceSeeContiguousElementsFromTheirReplayOn() {
        // Not the unbounded buffer, whose replay grows with everything the busy producer ever sent.
        for row in ReplayingRow.all where row.deliversSendsSynchronously && !row.name.contains("Unbounded") {
            let what = "\(row.name): subscribers coming and going while a producer emits"
            let source = row.make()
            Watchdog.completes(within: 20, what) {
                // Counting on from above what `make` sent, so that every subscriber sees one run of integers.
                let producer = BusyProducer(from: 1_000) { source.send($0) }
                DispatchQueue.concurrentPerform(iterations: 3) { _ in
                    for _ in 0..<150 {
                        let seen = LockedList<Int>()
                        let subscription = source.observable.subscribe(onNext: { seen.append($0) })
                        // A few live elements (or 2 ms) before leaving, so that replays and live events overlap.
                        let deadline = DispatchTime.now() + .milliseconds(2)
                        while seen.elements.count < 4 && DispatchTime.now() < deadline { sched_yield() }
                        subscription.dispose()
                        let elements = seen.elements
                        let gap = zip(elements, elements.dropFirst()).first { pair in
                            pair.0 >= 1_000 ? pair.1 != pair.0 + 1 : pair.1 <= pair.0
                        }
                        XCTAssertNil(gap, "\(what): \(gap.map { "\($0.0) then \($0.1)" } ?? "")")
                        XCTAssertFalse(elements.isEmpty, "\(what): nothing replayed")
                    }
                }
                producer.finish()
                source.keepAlive.dispose()
            }
        }
    }
}

/// A source that replays, made fresh for each case, with what a new subscriber is replayed.
private struct ReplayingSource: @unchecked Sendable {
    // Sendable: every member is a thread-safe subject, relay or shared sequence, used as such.
    let observable: Observable<Int>
    let send: (Int) -> Void
    let keepAlive: Disposable
}

/// One replaying type: how to make a source of it, and what that source replays to a new subscriber.
private struct ReplayingRow: Sendable {
    let name: String
    let replayed: [Int]
    /// Whether `send` reaches the subscribers synchronously (not a Driver's, which hops to the main queue).
    var deliversSendsSynchronously = true
    let make: @Sendable () -> ReplayingSource

    /// Feeds `elements` into a source of `share(replay:scope:)` kept connected by one subscription.
    private static func shared(replay: Int, scope: SubjectLifetimeScope, sending elements: [Int]) -> ReplayingSource {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: replay, scope: scope)
        let keepAlive = shared.subscribe()
        elements.forEach(subject.onNext)
        return ReplayingSource(observable: shared, send: subject.onNext, keepAlive: keepAlive)
    }

    static let all: [ReplayingRow] = [
        ReplayingRow(name: "BehaviorSubject", replayed: [7]) {
            let subject = BehaviorSubject(value: 7)
            return ReplayingSource(observable: subject.asObservable(), send: subject.onNext, keepAlive: subject)
        },
        ReplayingRow(name: "ReplaySubject(bufferSize: 1)", replayed: [2]) {
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            [1, 2].forEach(subject.onNext)
            return ReplayingSource(observable: subject.asObservable(), send: subject.onNext, keepAlive: subject)
        },
        ReplayingRow(name: "ReplaySubject(bufferSize: 3)", replayed: [2, 3, 4]) {
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            [1, 2, 3, 4].forEach(subject.onNext)
            return ReplayingSource(observable: subject.asObservable(), send: subject.onNext, keepAlive: subject)
        },
        ReplayingRow(name: "ReplaySubject.createUnbounded", replayed: [1, 2, 3]) {
            let subject = ReplaySubject<Int>.createUnbounded()
            [1, 2, 3].forEach(subject.onNext)
            return ReplayingSource(observable: subject.asObservable(), send: subject.onNext, keepAlive: subject)
        },
        ReplayingRow(name: "BehaviorRelay", replayed: [7]) {
            let relay = BehaviorRelay(value: 7)
            return ReplayingSource(
                observable: relay.asObservable(), send: relay.accept, keepAlive: Disposables.create())
        },
        ReplayingRow(name: "ReplayRelay(bufferSize: 2)", replayed: [2, 3]) {
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            [1, 2, 3].forEach(relay.accept)
            return ReplayingSource(
                observable: relay.asObservable(), send: relay.accept, keepAlive: Disposables.create())
        },
        ReplayingRow(name: "share(replay: 1, .whileConnected)", replayed: [5]) {
            shared(replay: 1, scope: .whileConnected, sending: [5])
        },
        ReplayingRow(name: "share(replay: 2, .whileConnected)", replayed: [2, 3]) {
            shared(replay: 2, scope: .whileConnected, sending: [1, 2, 3])
        },
        ReplayingRow(name: "share(replay: 1, .forever)", replayed: [5]) {
            shared(replay: 1, scope: .forever, sending: [5])
        },
        ReplayingRow(name: "share(replay: 2, .forever)", replayed: [2, 3]) {
            shared(replay: 2, scope: .forever, sending: [1, 2, 3])
        },
        ReplayingRow(name: "replay(2), connected", replayed: [2, 3]) {
            let subject = PublishSubject<Int>()
            let replayed = subject.replay(2)
            let connection = replayed.connect()
            [1, 2, 3].forEach(subject.onNext)
            return ReplayingSource(observable: replayed.asObservable(), send: subject.onNext, keepAlive: connection)
        },
        ReplayingRow(name: "multicast(BehaviorSubject).refCount()", replayed: [7]) {
            let subject = PublishSubject<Int>()
            let multicast = subject.multicast(BehaviorSubject(value: 7)).refCount()
            let keepAlive = multicast.subscribe()
            return ReplayingSource(observable: multicast, send: subject.onNext, keepAlive: keepAlive)
        },
        ReplayingRow(name: "Driver of a BehaviorRelay", replayed: [7], deliversSendsSynchronously: false) {
            let relay = BehaviorRelay(value: 7)
            let driver = relay.asDriver()
            // Subscribed on the main thread, the first subscription takes the relay's value at once and keeps the
            // driver's sharing connected: later subscribers are replayed from it on their own threads.
            XCTAssertTrue(Thread.isMainThread)
            let keepAlive = driver.drive()
            return ReplayingSource(observable: driver.asObservable(), send: relay.accept, keepAlive: keepAlive)
        },
    ]
}
