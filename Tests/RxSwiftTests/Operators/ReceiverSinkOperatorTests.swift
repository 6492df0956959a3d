import RxTest
import RxTestSupport
import XCTest

@testable import RxSwift

/// `filter`, `compactMap`, `distinctUntilChanged` (both forms), `scan` (both forms), `do`, `skip`, `take` (by count,
/// while, until), `debounce` and `throttle` make the sink of a downstream that takes elements directly (an operator's
/// sink, a closure subscriber) where the operator was applied (`OperatorProducer`); a downstream that only takes events (a `TestableObserver`, an `AnyObserver`) gets the same
/// sink behind an adapter that wraps elements in `Event`s. The two must be indistinguishable.
final class ReceiverSinkOperatorTests: RxTestCase {
    /// The operators under test, each with a closure that throws on the element 3 and one that does not.
    private static var operators: [(String, (Observable<Int>) -> Observable<Int>)] {
        [
            ("filter", { $0.filter { $0.isMultiple(of: 2) || $0 == 3 } }),
            (
                "filter throwing",
                {
                    $0.filter {
                        if $0 == 3 { throw TestError.other }
                        return true
                    }
                }
            ),
            ("compactMap", { $0.compactMap { $0 == 3 ? nil : $0 * 10 } }),
            (
                "compactMap throwing",
                {
                    $0.compactMap {
                        if $0 == 3 { throw TestError.other }
                        return $0
                    }
                }
            ),
            ("distinctUntilChanged", { $0.distinctUntilChanged() }),
            ("distinctUntilChanged(_:comparer:)", { $0.distinctUntilChanged({ $0 / 2 }, comparer: { $0 == $1 }) }),
            (
                "distinctUntilChanged(_:comparer:) throwing",
                {
                    $0.distinctUntilChanged(
                        { $0 },
                        comparer: {
                            if $1 == 3 { throw TestError.other }
                            return $0 == $1
                        })
                }
            ),
            ("scan", { $0.scan(100, accumulator: -) }),
            (
                "scan(into:) throwing",
                {
                    $0.scan(into: 0) {
                        if $1 == 3 { throw TestError.other }
                        $0 += $1
                    }
                }
            ),
            ("skip", { $0.skip(1) }),
            ("skip(while:)", { $0.skip(while: { $0 < 3 }) }),
            (
                "skip(while:) throwing",
                {
                    $0.skip(while: {
                        if $0 == 3 { throw TestError.other }
                        return true
                    })
                }
            ),
            ("take", { $0.take(2) }),
            ("take(while:) inclusive", { $0.take(while: { $0 < 3 }, behavior: .inclusive) }),
            (
                "take(until:) throwing",
                {
                    $0.take(until: {
                        if $0 == 3 { throw TestError.other }
                        return false
                    })
                }
            ),
            (
                "do throwing",
                {
                    $0.do(onNext: {
                        if $0 == 3 { throw TestError.other }
                    })
                }
            ),
        ]
    }

    /// Sources: the DESIGN §5 scenarios and one with repeated elements.
    private static var scenarios: [(String, [Recorded<Event<Int>>], TestTime)] {
        [
            ("basic", OperatorMatrix.basic(), 1000),
            ("failing", OperatorMatrix.failing(), 1000),
            ("empty", OperatorMatrix.empty(), 1000),
            ("disposed early", OperatorMatrix.basic(), 225),
            (
                "repeats",
                [.next(210, 2), .next(220, 2), .next(230, 3), .next(240, 3), .next(250, 4), .completed(300)],
                1000
            ),
        ]
    }

    /// An observer that only takes events (the general path), describing each as the closures' log does.
    private static func logging(_ append: @escaping (String) -> Void) -> AnyObserver<Int> {
        AnyObserver { event in
            switch event {
            case .next(let element): append("next \(element)")
            case .error(let error): append("error \(error)")
            case .completed: append("completed")
            }
        }
    }

    func testEachOperatorIntoADownstreamSinkSeesTheSameEventsAndSubscriptionsAsThroughTheAdapter() {
        var compared = 0
        for (name, apply) in Self.operators {
            for (scenario, events, disposed) in Self.scenarios {
                let general = OperatorMatrix.run(events, disposed: disposed) { apply($0) }
                // `map`'s sink takes elements directly, so it subscribes to the operator as a receiver.
                let receiver = OperatorMatrix.run(events, disposed: disposed) { apply($0).map { $0 } }
                XCTAssertEqual(receiver.events, general.events, "\(name), \(scenario)")
                XCTAssertEqual(receiver.subscriptions, general.subscriptions, "\(name), \(scenario)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, Self.operators.count * Self.scenarios.count)
    }

    /// The receiver path's outcome of a few rows, spelled out, so that both paths being wrong the same way fails.
    func testEachOperatorThroughADownstreamSinkGivesTheExpectedEvents() {
        let repeats: [Recorded<Event<Int>>] = [
            .next(210, 2), .next(220, 2), .next(230, 3), .next(240, 3), .next(250, 4), .completed(300),
        ]
        func through(_ name: String) -> [Recorded<Event<Int>>] {
            let apply = Self.operators.first { $0.0 == name }!.1
            return OperatorMatrix.run(repeats) { apply($0).map { $0 } }.events
        }
        XCTAssertEqual(
            through("filter"),
            [.next(210, 2), .next(220, 2), .next(230, 3), .next(240, 3), .next(250, 4), .completed(300)]
        )
        XCTAssertEqual(through("filter throwing"), [.next(210, 2), .next(220, 2), .error(230, TestError.other)])
        XCTAssertEqual(
            through("compactMap"), [.next(210, 20), .next(220, 20), .next(250, 40), .completed(300)]
        )
        XCTAssertEqual(through("distinctUntilChanged"), [.next(210, 2), .next(230, 3), .next(250, 4), .completed(300)])
        XCTAssertEqual(through("distinctUntilChanged(_:comparer:)"), [.next(210, 2), .next(250, 4), .completed(300)])
        XCTAssertEqual(
            through("distinctUntilChanged(_:comparer:) throwing"), [.next(210, 2), .error(230, TestError.other)]
        )
        XCTAssertEqual(
            through("scan"),
            [.next(210, 98), .next(220, 96), .next(230, 93), .next(240, 90), .next(250, 86), .completed(300)]
        )
        XCTAssertEqual(through("scan(into:) throwing"), [.next(210, 2), .next(220, 4), .error(230, TestError.other)])
        XCTAssertEqual(through("skip"), [.next(220, 2), .next(230, 3), .next(240, 3), .next(250, 4), .completed(300)])
        XCTAssertEqual(through("skip(while:)"), [.next(230, 3), .next(240, 3), .next(250, 4), .completed(300)])
        XCTAssertEqual(through("skip(while:) throwing"), [.error(230, TestError.other)])
        XCTAssertEqual(through("take"), [.next(210, 2), .next(220, 2), .completed(220)])
        XCTAssertEqual(
            through("take(while:) inclusive"), [.next(210, 2), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(through("take(until:) throwing"), [.next(210, 2), .next(220, 2), .error(230, TestError.other)])
        XCTAssertEqual(through("do throwing"), [.next(210, 2), .next(220, 2), .error(230, TestError.other)])
    }

    /// Subscribed with closures (the closure observer is the receiver), a synchronous source gives what an
    /// `AnyObserver` (general path) gets, in the same order as `subscribe` returning and the disposal.
    func testEachOperatorSubscribedWithClosuresMatchesAnAnyObserver() {
        for (name, apply) in Self.operators {
            for source in [Observable.of(1, 2, 2, 3, 4), Observable.of(1, 2).concat(Observable.error(TestError.boom))] {
                var closures: [String] = []
                let first = apply(source).subscribe(
                    onNext: { closures.append("next \($0)") }, onError: { closures.append("error \($0)") },
                    onCompleted: { closures.append("completed") }, onDisposed: { closures.append("disposed") }
                )
                closures.append("returned")
                first.dispose()

                var observed: [String] = []
                let second = apply(source).subscribe(Self.logging { observed.append($0) })
                observed.append("returned")
                second.dispose()
                // Only closures report the disposal; everything before it must match.
                XCTAssertEqual(closures.filter { $0 != "disposed" }, observed, name)
                XCTAssertEqual(closures.filter { $0 == "disposed" }.count, 1, name)
            }
        }
    }

    /// `do`'s lifecycle handlers run in the same order on both paths: for a source that ends while it is being
    /// subscribed, and for one disposed from outside.
    func testDoRunsItsLifecycleHandlersInTheSameOrderOnBothPaths() {
        func run(_ source: Observable<Int>, emit: () -> Void, closures: Bool) -> [String] {
            var log: [String] = []
            let observed = source.do(
                onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
            let subscription =
                closures
                ? observed.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
                : observed.subscribe(Self.logging { log.append($0) })
            log.append("returned")
            emit()
            subscription.dispose()
            log.append("disposed")
            return log
        }
        let synchronous = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let ending = run(synchronous, emit: {}, closures: true)
        XCTAssertEqual(ending, run(synchronous, emit: {}, closures: false))
        XCTAssertEqual(
            ending,
            [
                "onSubscribe", "onNext 1", "next 1", "afterNext 1", "onNext 2", "next 2", "afterNext 2", "onCompleted",
                "completed", "afterCompleted", "onSubscribed", "onDispose", "returned", "disposed",
            ]
        )
        let subject = PublishSubject<Int>()
        let live = run(subject.asObservable(), emit: { subject.onNext(5) }, closures: true)
        XCTAssertEqual(live, run(subject.asObservable(), emit: { subject.onNext(5) }, closures: false))
        XCTAssertEqual(
            live,
            ["onSubscribe", "onSubscribed", "returned", "onNext 5", "next 5", "afterNext 5", "onDispose", "disposed"]
        )
    }

    /// `debounce` and `throttle` (both kinds) on a virtual-time scheduler: the receiver sink (under `map`) and the
    /// adapter path see the same events at the same times, and the same source subscriptions.
    func testTimeOperatorsIntoADownstreamSinkSeeTheSameEventsAsThroughTheAdapter() {
        let operators: [(String, (Observable<Int>, TestScheduler) -> Observable<Int>)] = [
            ("debounce", { $0.debounce(.seconds(15), scheduler: $1) }),
            ("throttle latest", { $0.throttle(.seconds(15), latest: true, scheduler: $1) }),
            ("throttle first", { $0.throttle(.seconds(15), latest: false, scheduler: $1) }),
        ]
        for (name, apply) in operators {
            for (scenario, events, disposed) in Self.scenarios {
                let general = OperatorMatrix.run(events, disposed: disposed) { apply($0.asObservable(), $1) }
                let receiver = OperatorMatrix.run(events, disposed: disposed) {
                    apply($0.asObservable(), $1).map { $0 }
                }
                XCTAssertEqual(receiver.events, general.events, "\(name), \(scenario)")
                XCTAssertEqual(receiver.subscriptions, general.subscriptions, "\(name), \(scenario)")
            }
        }
        let debounced = OperatorMatrix.run(OperatorMatrix.basic()) { source, scheduler in
            source.asObservable().debounce(.seconds(15), scheduler: scheduler).map { $0 }
        }
        XCTAssertEqual(debounced.events, [.next(245, 4), .completed(300)])
    }
}
