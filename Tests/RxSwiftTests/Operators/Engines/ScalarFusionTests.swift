import RxTestSupport
import XCTest

@testable import RxSwift

/// Scalar fusion (`Operators/Engines/ScalarProducer.swift`) must not change what anybody sees. Every row of the table
/// applies one operator to one scalar source, fused, and to the same source hidden behind `deferred` (not a scalar,
/// so the general path with its sinks), and compares what three kinds of subscriber saw: closures (with the
/// trampoline's ordering and the disposal), an outside observer that takes `Event`s, and a subject.
final class ScalarFusionTests: RxTestCase {
    /// A subscriber's view of one subscription.
    private typealias Run = (Observable<Int>) -> [String]

    /// The scalar sources: one element, none, an error, and fused chains of them.
    private let sources: [(name: String, make: () -> Observable<Int>)] = [
        ("just", { .just(1) }),
        ("empty", { .empty() }),
        ("error", { .error(TestError.boom) }),
        ("just.map", { Observable.just(1).map { $0 * 10 } }),
        ("just.filter(true)", { Observable.just(2).filter { _ in true } }),
        ("just.filter(false)", { Observable.just(2).filter { _ in false } }),
        ("just.compactMap(nil)", { Observable.just(2).compactMap { _ -> Int? in nil } }),
        ("just.map(throws)", { Observable.just(1).map { _ -> Int in throw TestError.other } }),
    ]

    /// The operators that fuse with a scalar source.
    private let operators: [(name: String, apply: (Observable<Int>) -> Observable<Int>)] = [
        ("map", { $0.map { $0 + 1 } }),
        ("map(throws)", { $0.map { _ -> Int in throw TestError.other } }),
        ("compactMap(some)", { $0.compactMap { $0 + 2 } }),
        ("compactMap(nil)", { $0.compactMap { _ -> Int? in nil } }),
        ("filter(true)", { $0.filter { _ in true } }),
        ("filter(false)", { $0.filter { _ in false } }),
        ("filter(throws)", { $0.filter { _ in throw TestError.other } }),
        ("flatMap", { $0.flatMap { Observable.of($0, $0 + 1) } }),
        ("flatMap(error)", { $0.flatMap { _ in Observable<Int>.error(TestError.other) } }),
        ("flatMap(throws)", { $0.flatMap { _ -> Observable<Int> in throw TestError.other } }),
        ("flatMapFirst", { $0.flatMapFirst { Observable.of($0, $0 + 1) } }),
        ("concatMap", { $0.concatMap { Observable.of($0, $0 + 1) } }),
        ("flatMapLatest", { $0.flatMapLatest { Observable.of($0, $0 + 1) } }),
        ("flatMap(just)", { $0.flatMap { Observable.just($0 + 5) } }),
        ("subscribe(on: current thread)", { $0.subscribe(on: CurrentThreadScheduler.instance) }),
        ("subscribe(on: main)", { $0.subscribe(on: MainScheduler.instance) }),
        ("subscribe(on: concurrent main)", { $0.subscribe(on: ConcurrentMainScheduler.instance) }),
    ]

    /// Closures that log everything, including work scheduled on the trampoline from `onNext` and the disposal.
    private func closures(_ source: Observable<Int>) -> [String] {
        var log: [String] = []
        let subscription = source.subscribe(
            onNext: { element in
                log.append("next \(element)")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("trampolined")
                    return Disposables.create()
                }
            },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        log.append("returned")
        subscription.dispose()
        return log
    }

    /// Closures without `onNext`: what ran before the end still runs (a transform that throws still fails).
    private func closuresWithoutOnNext(_ source: Observable<Int>) -> [String] {
        var log: [String] = []
        source.subscribe(
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        ).dispose()
        return log
    }

    /// An observer of the user's own type, which takes `Event`s.
    private final class EventLog: ObserverType {
        var log: [String] = []

        func on(_ event: Event<Int>) {
            log.append("\(event)")
        }
    }

    private func outsideObserver(_ source: Observable<Int>) -> [String] {
        let observer = EventLog()
        source.subscribe(observer).dispose()
        return observer.log
    }

    /// The source subscribed by a subject (`source.subscribe(subject)`), which takes elements directly.
    private func subject(_ source: Observable<Int>) -> [String] {
        let subject = ReplaySubject<Int>.createUnbounded()
        source.subscribe(subject).dispose()
        return closures(subject.asObservable())
    }

    func testEveryFusedPairDeliversWhatTheGeneralPathDelivers() {
        let routes: [(String, Run)] = [
            ("closures", closures), ("closures without onNext", closuresWithoutOnNext),
            ("outside observer", outsideObserver), ("subject", subject),
        ]
        var rows = 0
        for source in sources {
            for op in operators {
                for (route, run) in routes {
                    let fused = run(op.apply(source.make()))
                    let general = run(op.apply(Observable.deferred { source.make() }))
                    XCTAssertEqual(fused, general, "\(source.name).\(op.name) through \(route)")
                    rows += 1
                }
            }
        }
        XCTAssertEqual(rows, sources.count * operators.count * routes.count)
    }

    /// The table tests something: these chains take the fused path (a scalar, or a scalar's flatMap whose one
    /// subscription subscribes the inner sequence directly), and the same chains over a non-scalar source do not.
    func testTheTableFusesWhereItSaysItDoes() {
        XCTAssertTrue(Observable.just(1).map { $0 } is ScalarProducer<Int>)
        XCTAssertTrue(Observable.just(1).map { $0 }.filter { _ in true }.compactMap { $0 } is ScalarProducer<Int>)
        XCTAssertTrue(Observable<Int>.empty().map { $0 } is ScalarProducer<Int>)
        XCTAssertTrue(Observable<Int>.error(TestError.boom).filter { _ in true } is ScalarProducer<Int>)
        XCTAssertEqual(
            (Observable.just(1).flatMap { Observable.of($0) } as? InnerSequenceProducer<Int, Int>)?.sourceIsScalar, true
        )
        XCTAssertEqual(
            (Observable.just(1).concatMap { Observable.of($0) } as? InnerSequenceProducer<Int, Int>)?.sourceIsScalar,
            true)
        XCTAssertEqual(
            (Observable.just(1).flatMapLatest { Observable.of($0) } as? InnerSequenceProducer<Int, Int>)?
                .sourceIsScalar, true)
        XCTAssertEqual(
            (Observable.of(1).flatMap { Observable.of($0) } as? InnerSequenceProducer<Int, Int>)?.sourceIsScalar, false)
        XCTAssertFalse(Observable.deferred { .just(1) }.map { $0 } is ScalarProducer<Int>)
        XCTAssertFalse(Observable.of(1).map { $0 } is ScalarProducer<Int>)
    }

    /// Each subscription of a fused chain runs the closures again, as each subscription of the general path does,
    /// also without an `onNext` (regression: the fused `map` skipped the transform, and its error, without one).
    func testAFusedChainRunsItsClosuresOncePerSubscription() {
        var calls = 0
        let mapped = Observable.just(1).map { value -> Int in
            calls += 1
            return value
        }
        _ = mapped.subscribe()
        _ = mapped.subscribe(onNext: { _ in })
        XCTAssertEqual(calls, 2)

        var failures: [String] = []
        _ = Observable.just(1).map { _ -> Int in throw TestError.boom }.subscribe(onError: { failures.append("\($0)") })
        XCTAssertEqual(failures, ["boom"])
    }

    /// An inner scalar of an unbounded `flatMap` is taken without subscribing to it, in the order the general path
    /// delivers: its element at once, its error as the end of the whole sequence.
    func testFlatMapTakesAnInnerScalarsOutcomeAsTheGeneralPathDelivers() {
        let outer = Observable.of(1, 2, 3)
        let inners: [(String, (Int) -> Observable<Int>)] = [
            ("just", { .just($0) }),
            ("empty", { _ in .empty() }),
            ("error at 2", { $0 == 2 ? .error(TestError.boom) : .just($0) }),
            ("just.map", { Observable.just($0).map { $0 * 100 } }),
            ("just.filter", { Observable.just($0).filter { $0 != 2 } }),
        ]
        for (name, inner) in inners {
            let fused = closures(outer.flatMap(inner))
            let general = closures(outer.flatMap { value in Observable.deferred { inner(value) } })
            XCTAssertEqual(fused, general, name)
        }
    }

    /// The traits' scalar sources (`Single.just`, `Maybe.just` and `empty`, `Infallible.just`) fuse through the
    /// observable they wrap; each row compares them with the same trait made by `deferred`.
    func testTraitScalarsDeliverWhatTheGeneralPathDelivers() {
        func single(_ make: @escaping () -> Single<Int>) -> [String] {
            var log: [String] = []
            make().map { $0 + 1 }.filter { $0 > 0 }.subscribe(
                onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") }
            ).dispose()
            return log
        }
        XCTAssertEqual(single { .just(1) }, single { .deferred { .just(1) } })
        XCTAssertEqual(single { .just(-5) }, single { .deferred { .just(-5) } })
        XCTAssertEqual(single { .error(TestError.boom) }, single { .deferred { .error(TestError.boom) } })

        func maybe(_ make: @escaping () -> Maybe<Int>) -> [String] {
            var log: [String] = []
            make().map { $0 * 3 }.subscribe(
                onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") }
            ).dispose()
            return log
        }
        XCTAssertEqual(maybe { .just(2) }, maybe { .deferred { .just(2) } })
        XCTAssertEqual(maybe { .empty() }, maybe { .deferred { .empty() } })

        func infallible(_ make: @escaping () -> Infallible<Int>) -> [String] {
            var log: [String] = []
            make().map { $0 + 7 }.flatMap { Infallible.just($0 * 2) }.subscribe(
                onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            ).dispose()
            return log
        }
        XCTAssertEqual(infallible { .just(1) }, infallible { .deferred { .just(1) } })
        XCTAssertEqual(single { .just(1) }, ["success 2", "disposed"])
    }

    /// A subscription whose Disposable is dropped runs to completion (DESIGN, "Scheduled work and dropped
    /// Disposables"): a fused `flatMap` of a scalar whose inner ends later behaves as the general path.
    func testAFusedFlatMapWhoseDisposableIsDroppedRunsToCompletion() {
        func run(_ source: Observable<Int>) -> [String] {
            let inner = PublishSubject<Int>()
            var log: [String] = []
            _ = source.flatMap { _ in inner }.subscribe(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            inner.onNext(5)
            inner.onCompleted()
            return log
        }
        XCTAssertEqual(run(.just(1)), run(Observable.deferred { .just(1) }))
        XCTAssertEqual(run(.just(1)), ["next 5", "completed", "disposed"])
    }
}
