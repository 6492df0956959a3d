import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

// Issue 41: in the Swift 6 language mode (this target's), a non-`Sendable` closure written in `@MainActor` code or in
// an actor's method is isolated to that actor. Each shape of the issue's table runs here; the racy ones must be
// reported by the debug builds' isolation check (a `⚠️ Isolation anomaly` naming the operator), the ones where every
// closure runs on its actor must run with no report. Release builds check nothing (the tests then only check that
// the shapes run).

/// Main-actor state the closures below touch, as an app's view state would be.
@MainActor private var mainCounter = 0

/// A background scheduler for the hops.
private let background = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "isolation.bg")

/// What one shape saw: the elements, and whether each closure ran on the main queue.
private final class ShapeLog: @unchecked Sendable {
    // Sendable: guarded by `lock`.
    private let lock = NSLock()
    private var entries: [String] = []

    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

/// Runs `start`, which must call its argument once the shape's sequence has ended, and suspends until then.
@MainActor
private func runShape(_ start: (@escaping @Sendable () -> Void) -> Void) async {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
        start { finished.resume() }
    }
}

/// The reports captured while `body` runs, and its result.
private func capturingReports<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async -> T
) async -> (T, MisuseReports.Captured) {
    MisuseReports.resetOccurrences()
    let read = MisuseReports.begin()
    let result = await body()
    let captured = read()
    MisuseReports.end()
    return (result, captured)
}

/// An actor that subscribes from its own methods, as the issue's actor shape does.
private actor Accumulator {
    var total = 0
    var seenOnActor: [Bool] = []

    /// Shape 4: hops to a background scheduler, then mutates the actor's state in `onNext`.
    func sumAfterHop(_ values: [Int], done: @escaping @Sendable () -> Void) {
        _ = Observable.from(values)
            .observe(on: background)
            .subscribe(onNext: { value in self.total += value }, onDisposed: done)
    }

    /// No hop: every closure runs inside this method, on the actor.
    func sumWithoutHop(_ values: [Int]) {
        _ = Observable.from(values).map { $0 * 2 }.subscribe(onNext: { value in self.total += value })
    }

    /// Shape 11: pure closures, after a hop (nothing isolated is touched, but the closures are the actor's).
    func pureAfterHop(_ log: ShapeLog, done: @escaping @Sendable () -> Void) {
        _ = Observable.of(1, 2).observe(on: background).map { $0 + 1 }
            .subscribe(onNext: { log.add("\($0)") }, onDisposed: done)
    }

    /// Shape 5 from an actor: a callback API answers on its own queue.
    func singleFromCallback(done: @escaping @Sendable () -> Void) {
        _ = Single<Int>.create { observer in
            DispatchQueue.global().async { observer(.success(5)) }
            return Disposables.create()
        }
        .subscribe(onSuccess: { value in self.total += value }, onDisposed: done)
    }

    /// The everyday fix: opt out with `isolation: nil` for a closure that touches nothing isolated.
    func optedOut(_ log: ShapeLog, done: @escaping @Sendable () -> Void) {
        _ = Observable.of(1).observe(on: background)
            .subscribe(onNext: { log.add("\($0)") }, onDisposed: done, isolation: nil)
    }
}

/// An actor that subscribes to its own subject and keeps the subscription in its own bag.
private actor SubscribingActor {
    private let subject = PublishSubject<Int>()
    private let bag = DisposeBag()
    let seen = LockedList<Int>()

    func start() {
        subject.subscribe(onNext: { [seen] value in seen.append(value) }).disposed(by: bag)
    }

    func send(_ value: Int) { subject.onNext(value) }
}

/// A main-actor screen, as a view controller is.
@MainActor
private final class Screen {
    var text = ""
    var count = 0

    func add(_ value: Int) { count += value }

    /// Shape 10: a main-actor method reference as the subscriber, after a hop.
    func subscribeMethodReference(done: @escaping @Sendable () -> Void) {
        _ = Observable.of(1, 2).observe(on: background).subscribe(onNext: add, onDisposed: done)
    }

    /// Shape 7, the UI shape: work on a background scheduler, then `observe(on: MainScheduler.instance)` before
    /// touching main-actor state.
    func uiShape(done: @escaping @Sendable () -> Void) {
        _ = Observable.of("a", "b").observe(on: background)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.text = $0 }, onDisposed: done)
    }
}

final class IsolationCheckTests: RxTestCase {
    private func assertReported(
        _ captured: MisuseReports.Captured, naming operatorName: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard MisuseReports.isEnabled else { return }
        XCTAssertGreaterThan(captured.isolation, 0, "no isolation anomaly reported", file: file, line: line)
        XCTAssertTrue(
            captured.messages.contains { $0.contains("`\(operatorName)`") },
            "no report names `\(operatorName)`: \(captured.messages)", file: file, line: line)
        XCTAssertTrue(
            captured.messages.allSatisfy { $0.hasPrefix("⚠️ Isolation anomaly was detected.") },
            "\(captured.messages)", file: file, line: line)
    }

    private func assertSilent(_ captured: MisuseReports.Captured, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(captured.isolation, 0, "unexpected reports: \(captured.messages)", file: file, line: line)
    }

    // MARK: The issue's table, from @MainActor code

    /// Shape 2: `map`'s closure mutates a `@MainActor var` after a hop to a background scheduler.
    @MainActor
    func testMapMutatingMainActorStateAfterAHopIsReported() async {
        let (_, captured) = await capturingReports {
            await runShape { done in
                _ = Observable.of(1, 2).observe(on: background)
                    .map { value in
                        mainCounter += 1
                        return value + 1
                    }
                    .subscribe(onDisposed: done, isolation: nil)
            }
        }
        assertReported(captured, naming: "map")
    }

    /// Shape 3: `create` sends from a global queue; `onNext` mutates main-actor state.
    @MainActor
    func testCreateSendingFromAGlobalQueueIntoAMainActorSubscriberIsReported() async {
        let (_, captured) = await capturingReports {
            await runShape { done in
                _ = Observable<Int>.create { observer in
                    DispatchQueue.global().async {
                        observer.onNext(1)
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
                .subscribe(onNext: { mainCounter += $0 }, onDisposed: done)
            }
        }
        assertReported(captured, naming: "subscribe(onNext:)")
    }

    /// Shape 5: `Single.create` around a `@Sendable` callback API; `onSuccess` mutates main-actor state.
    @MainActor
    func testSingleFromACallbackAPIIntoAMainActorSubscriberIsReported() async {
        let (_, captured) = await capturingReports {
            await runShape { done in
                _ = Single<Int>.create { observer in
                    DispatchQueue.global().async { observer(.success(3)) }
                    return Disposables.create()
                }
                .subscribe(onSuccess: { mainCounter += $0 }, onDisposed: done)
            }
        }
        assertReported(captured, naming: "subscribe(onSuccess:)")
    }

    /// Shape 10: a `@MainActor` method passed as `onNext` after a hop.
    @MainActor
    func testMainActorMethodReferenceAfterAHopIsReported() async {
        let screen = Screen()
        let (_, captured) = await capturingReports {
            await runShape { done in screen.subscribeMethodReference(done: done) }
        }
        assertReported(captured, naming: "subscribe(onNext:)")
    }

    /// Shape 1 (upstream's #2638): pure closures after a hop keep working (upstream traps here). The check cannot
    /// tell a pure closure from one that touches main-actor state, so it reports them too; `isolation: nil` or
    /// nonisolated code silences it (next tests).
    @MainActor
    func testPureClosuresAfterAHopRunToTheEnd() async {
        let log = ShapeLog()
        let (_, captured) = await capturingReports {
            await runShape { done in
                _ = Observable.of(1, 2).observe(on: background).map { $0 + 1 }
                    .subscribe(onNext: { log.add("\($0)") }, onDisposed: done)
            }
        }
        XCTAssertEqual(log.all, ["2", "3"])
        assertReported(captured, naming: "map")
    }

    /// `isolation: nil` turns the check off for one operator.
    @MainActor
    func testIsolationNilTurnsTheCheckOff() async {
        let log = ShapeLog()
        let (_, captured) = await capturingReports {
            await runShape { done in
                _ = Observable.of(1, 2).observe(on: background).map({ $0 + 1 }, isolation: nil)
                    .subscribe(onNext: { log.add("\($0)") }, onDisposed: done, isolation: nil)
            }
        }
        XCTAssertEqual(log.all, ["2", "3"])
        assertSilent(captured)
    }

    /// Shape 7, the UI shape: hop back with `observe(on: MainScheduler.instance)` before touching main-actor state.
    @MainActor
    func testUIShapeObservingOnTheMainSchedulerIsNotReported() async {
        let screen = Screen()
        let (_, captured) = await capturingReports {
            await runShape { done in screen.uiShape(done: done) }
        }
        XCTAssertEqual(screen.text, "b")
        assertSilent(captured)
    }

    /// Shape 14: a pure `map` on a background scheduler, then main-actor state touched after hopping back. The
    /// subscriber is not reported; the background `map` is (its closure is the main actor's).
    @MainActor
    func testBackgroundMapThenMainSubscriberReportsOnlyTheMap() async {
        let (_, captured) = await capturingReports {
            await runShape { done in
                _ = Observable.of(1, 2).observe(on: background).map { $0 * 10 }
                    .observe(on: MainScheduler.instance)
                    .subscribe(onNext: { mainCounter += $0 }, onDisposed: done)
            }
        }
        assertReported(captured, naming: "map")
        XCTAssertFalse(captured.messages.contains { $0.contains("`subscribe(onNext:)`") }, "\(captured.messages)")
    }

    /// Shape 13: no hop; every closure runs where it was written.
    @MainActor
    func testMainActorCodeWithoutAHopIsNotReported() async {
        let (_, captured) = await capturingReports {
            _ = Observable.of(1, 2, 3).map { $0 + 1 }.filter { $0 > 2 }
                .subscribe(onNext: { mainCounter += $0 })
        }
        assertSilent(captured)
    }

    /// Shape 8: nonisolated code has no isolation to check, after a hop or not.
    func testNonisolatedCodeIsNotChecked() async {
        let log = ShapeLog()
        let (_, captured) = await capturingReports {
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                _ = Observable.of(1, 2).observe(on: background).map { $0 + 1 }
                    .subscribe(onNext: { log.add("\($0)") }, onDisposed: { finished.resume() })
            }
        }
        XCTAssertEqual(log.all, ["2", "3"])
        assertSilent(captured)
    }

    /// Regression (issue 41): `.value` awaited on the main actor subscribed on a global-executor thread (the
    /// cancellation handler's operation did not inherit the caller's isolation), so the closure of `Single.create`,
    /// written on the main actor, ran off it. It now subscribes where it is awaited.
    @MainActor
    func testValueAwaitedOnTheMainActorSubscribesOnTheMainActor() async throws {
        let (value, captured) = await capturingReports {
            try? await Single<Int>.create { observer in
                mainCounter += 1
                observer(.success(mainCounter))
                return Disposables.create()
            }.value
        }
        XCTAssertNotNil(value)
        assertSilent(captured)
    }

    /// Upstream code may pass `create` as a function value (`Single<Int>.create(subscribe:)`): that reference names
    /// an overload without the isolation parameter, which compiles as upstream's and checks nothing.
    @MainActor
    func testCreateAsAFunctionValueCompilesAndIsNotChecked() async {
        let makeSingle: (@escaping (@escaping Single<Int>.SingleObserver) -> Disposable) -> Single<Int> =
            Single<Int>.create(subscribe:)
        let makeObservable: (@escaping (AnyObserver<Int>) -> Disposable) -> Observable<Int> = Observable.create(_:)
        let log = ShapeLog()
        let (_, captured) = await capturingReports {
            await runShape { done in
                _ = makeSingle { observer in
                    observer(.success(1))
                    return Disposables.create()
                }
                .subscribe(on: background)
                .subscribe(onSuccess: { log.add("\($0)") }, onDisposed: done, isolation: nil)
            }
            await runShape { done in
                _ = makeObservable { observer in
                    observer.onCompleted()
                    return Disposables.create()
                }
                .subscribe(on: background)
                .subscribe(onDisposed: done, isolation: nil)
            }
        }
        XCTAssertEqual(log.all, ["1"])
        assertSilent(captured)
    }

    // MARK: The same from an actor

    /// Regression: the debug builds' wrapper held the caller's actor strongly, so an actor that keeps its own
    /// subscription (in a bag it owns) was never released.
    func testAnActorThatKeepsItsOwnSubscriptionIsReleased() async {
        weak var released: SubscribingActor?
        do {
            let actor = SubscribingActor()
            released = actor
            await actor.start()
            await actor.send(3)
            XCTAssertEqual(actor.seen.elements, [3])
        }
        XCTAssertNil(released, "the actor is kept alive by the check of its own subscription")
    }

    /// Shape 4: an actor's method hops to a background scheduler, then mutates the actor's state in `onNext`.
    func testActorMutatingItsStateAfterAHopIsReported() async {
        let accumulator = Accumulator()
        let (_, captured) = await capturingReports {
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                Task { await accumulator.sumAfterHop([1, 2, 3], done: { finished.resume() }) }
            }
        }
        assertReported(captured, naming: "subscribe(onNext:)")
        XCTAssertTrue(captured.messages.contains { $0.contains("isolated to Accumulator") }, "\(captured.messages)")
    }

    /// Shape 5 from an actor: a `Single` over a callback API.
    func testActorSubscribingToACallbackSingleIsReported() async {
        let accumulator = Accumulator()
        let (_, captured) = await capturingReports {
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                Task { await accumulator.singleFromCallback(done: { finished.resume() }) }
            }
        }
        assertReported(captured, naming: "subscribe(onSuccess:)")
    }

    /// An actor's closures that run inside its method (no hop) are on its executor: no report.
    func testActorWithoutAHopIsNotReported() async {
        let accumulator = Accumulator()
        let (_, captured) = await capturingReports {
            await accumulator.sumWithoutHop([1, 2])
        }
        let total = await accumulator.total
        XCTAssertEqual(total, 6)
        assertSilent(captured)
    }

    /// Shape 11: pure closures in an actor after a hop run to the end (reported, as shape 1).
    func testActorPureClosuresAfterAHopRunToTheEnd() async {
        let accumulator = Accumulator()
        let log = ShapeLog()
        let (_, captured) = await capturingReports {
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                Task { await accumulator.pureAfterHop(log, done: { finished.resume() }) }
            }
        }
        XCTAssertEqual(log.all, ["2", "3"])
        assertReported(captured, naming: "map")
    }

    /// `isolation: nil` from an actor.
    func testActorOptOutIsNotReported() async {
        let accumulator = Accumulator()
        let log = ShapeLog()
        let (_, captured) = await capturingReports {
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                Task { await accumulator.optedOut(log, done: { finished.resume() }) }
            }
        }
        XCTAssertEqual(log.all, ["1"])
        assertSilent(captured)
    }

    // MARK: Rate limit and release builds

    /// The whole report once per site (operator, actor, thread), then one line at the 2nd, 4th, 8th, … time.
    @MainActor
    func testRepeatedReportsAtOneSiteAreRateLimited() async {
        MisuseReports.resetOccurrences()
        let published = LockedList<MisuseReport>()
        Hooks.misuseReportHandler = { published.append($0) }
        defer { Hooks.misuseReportHandler = nil }
        await runShape { done in
            _ = Observable.from(Array(1...8)).observe(on: background)
                .subscribe(onNext: { mainCounter += $0 }, onDisposed: done)
        }
        guard MisuseReports.isEnabled else {
            XCTAssertTrue(published.elements.isEmpty)
            return
        }
        // `onDisposed` runs on the background thread too: a site of its own, reported once.
        XCTAssertEqual(published.elements.filter { $0.site.contains("subscribe(onDisposed:)") }.count, 1)
        let reports = published.elements.filter { $0.site.contains("subscribe(onNext:)") }
        XCTAssertEqual(reports.map(\.occurrences), [1, 2, 4, 8])
        XCTAssertEqual(reports.map(\.kind), [.isolation, .isolation, .isolation, .isolation])
        XCTAssertTrue(reports[0].message.hasPrefix("⚠️ Isolation anomaly was detected."))
        XCTAssertTrue(reports[0].message.contains("> Where: the closure given to `subscribe(onNext:)`"))
        XCTAssertEqual(reports[1].message.split(separator: "\n").count, 1)
    }
}

/// One operator of the table below: its name as reports give it, and a chain that calls the operator's closure on the
/// background scheduler, assembled in `@MainActor` code (so the closure is the main actor's).
private struct CheckedOperator: Sendable {
    let name: String
    let subscribe: @MainActor @Sendable (_ done: @escaping @Sendable () -> Void) -> Disposable
}

/// Elements sent on the background scheduler.
private func offMain() -> Observable<Int> { Observable.of(1, 2).observe(on: background) }

/// An error sent on the background scheduler.
private func failingOffMain() -> Observable<Int> {
    Observable<Int>.error(TestError.boom).observe(on: background)
}

/// Every operator and subscriber that checks its closures, each written in `@MainActor` code.
@MainActor
private let checkedOperators: [CheckedOperator] = {
    func entry(_ name: String, _ chain: @escaping @MainActor () -> Observable<Int>) -> CheckedOperator {
        CheckedOperator(name: name) { done in chain().subscribe(onDisposed: done, isolation: nil) }
    }
    func subscriber(
        _ name: String, _ subscribe: @escaping @MainActor (@escaping @Sendable () -> Void) -> Disposable
    ) -> CheckedOperator {
        CheckedOperator(name: name, subscribe: subscribe)
    }
    return [
        entry("map") { offMain().map { $0 + 1 } },
        // The fused shapes of a scalar source (`ScalarProducer`) keep the check: subscribed on the background
        // scheduler, their closures run there.
        entry("map") { Observable.just(1).map { $0 + 1 }.subscribe(on: background) },
        entry("filter") { Observable.just(1).filter { $0 > 0 }.subscribe(on: background) },
        entry("compactMap") { Observable.just(1).compactMap { $0 }.subscribe(on: background) },
        entry("flatMap") { Observable.just(1).flatMap { Observable.just($0) }.subscribe(on: background) },
        entry("flatMapLatest") { Observable.just(1).flatMapLatest { Observable.just($0) }.subscribe(on: background) },
        entry("compactMap") { offMain().compactMap { $0 } },
        entry("filter") { offMain().filter { $0 > 0 } },
        entry("flatMap") { offMain().flatMap { Observable.just($0) } },
        entry("flatMapFirst") { offMain().flatMapFirst { Observable.just($0) } },
        entry("concatMap") { offMain().concatMap { Observable.just($0) } },
        entry("flatMapLatest") { offMain().flatMapLatest { Observable.just($0) } },
        entry("scan") { offMain().scan(0) { $0 + $1 } },
        entry("scan(into:accumulator:)") { offMain().scan(into: 0) { $0 += $1 } },
        entry("reduce") { offMain().reduce(0) { $0 + $1 } },
        entry("distinctUntilChanged") { offMain().distinctUntilChanged { $0 % 2 } },
        entry("take(while:)") { offMain().take(while: { $0 < 5 }) },
        entry("take(until:)") { offMain().take(until: { $0 > 5 }) },
        entry("skip(while:)") { offMain().skip(while: { $0 < 0 }) },
        entry("catch") { failingOffMain().catch { _ in .just(0) } },
        entry("do(onNext:)") { offMain().do(onNext: { _ in }) },
        entry("create") {
            Observable.create { observer in
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe(on: background)
        },
        entry("deferred") { Observable.deferred { .just(1) }.subscribe(on: background) },
        // Both sources off the main actor: with one on it, the selector may run there (when the other has sent first).
        entry("zip") { Observable.zip(offMain(), offMain()) { $0 + $1 } },
        entry("combineLatest") { Observable.combineLatest(offMain(), offMain()) { $0 + $1 } },
        entry("zip") { Observable.zip([offMain(), offMain()]) { $0.reduce(0, +) } },
        entry("combineLatest") { Observable.combineLatest([offMain(), offMain()]) { $0.reduce(0, +) } },
        entry("zip") {
            Single.zip(Single.just(1).observe(on: background), Single.just(2).observe(on: background)) { $0 + $1 }
                .asObservable()
        },
        entry("withLatestFrom") { offMain().withLatestFrom(Observable.just(1)) { $0 + $1 } },
        entry("withUnretained") { offMain().withUnretained(background) { _, value in value } },
        entry("groupBy") { offMain().groupBy { $0 % 2 }.flatMap { $0 } },
        entry("retry(when:)") {
            // The handler runs when the chain is subscribed: on the background scheduler here.
            failingOffMain().retry(when: { (errors: Observable<Error>) in errors.take(1) }).subscribe(on: background)
        },
        entry("using") {
            Observable.using({ BooleanDisposable() }, observableFactory: { _ in .just(1) }).subscribe(on: background)
        },
        entry("generate") {
            Observable.generate(initialState: 0, condition: { $0 < 2 }, iterate: { $0 + 1 }).subscribe(on: background)
        },
        entry("single") { Observable.of(1).observe(on: background).single { $0 == 1 } },
        entry("Single.create") {
            Single<Int>.create { observer in
                observer(.success(1))
                return Disposables.create()
            }
            .subscribe(on: background).asObservable()
        },
        entry("map") { Single.just(1).observe(on: background).map { $0 + 1 }.asObservable() },
        entry("flatMap") { Single.just(1).observe(on: background).flatMap { .just($0) }.asObservable() },
        entry("filter") { Maybe.just(1).observe(on: background).filter { $0 > 0 }.asObservable() },
        entry("map") { offMain().asInfallible(onErrorJustReturn: 0).map { $0 + 1 }.asObservable() },
        subscriber("subscribe(onNext:)") { done in offMain().subscribe(onNext: { _ in }, onDisposed: done) },
        subscriber("subscribe(onCompleted:)") { done in offMain().subscribe(onCompleted: {}, onDisposed: done) },
        subscriber("subscribe(onError:)") { done in failingOffMain().subscribe(onError: { _ in }, onDisposed: done) },
        subscriber("subscribe(onDisposed:)") { done in offMain().subscribe(onDisposed: done) },
        subscriber("subscribe(with:onNext:)") { done in
            offMain().subscribe(with: background, onNext: { _, _ in }, onDisposed: { _ in done() })
        },
        subscriber("subscribe(_:)") { done in
            offMain().subscribe { event in if event.isStopEvent { done() } }
        },
        subscriber("subscribe(onSuccess:)") { done in
            Single.just(1).observe(on: background).subscribe(onSuccess: { _ in }, onDisposed: done)
        },
        subscriber("subscribe(onCompleted:)") { done in
            Completable.empty().observe(on: background).subscribe(onCompleted: {}, onDisposed: done)
        },
        subscriber("subscribe(onSuccess:)") { done in
            Maybe.just(1).observe(on: background).subscribe(onSuccess: { _ in }, onDisposed: done)
        },
        subscriber("subscribe(onNext:)") { done in
            offMain().asInfallible(onErrorJustReturn: 0).subscribe(onNext: { _ in }, onDisposed: done)
        },
    ]
}()

extension IsolationCheckTests {
    /// Every operator and subscriber that takes the caller's isolation reports its closure called off the main actor,
    /// by name.
    @MainActor
    func testEveryCheckedOperatorReportsItsClosureOffTheMainActor() async {
        guard MisuseReports.isEnabled else { return }
        for checked in checkedOperators {
            let (_, captured) = await capturingReports {
                await runShape { done in _ = checked.subscribe(done) }
                // Let a closure that runs after `done` (onDisposed) finish.
                try? await Task.sleep(nanoseconds: 2_000_000)
            }
            XCTAssertTrue(
                captured.messages.contains { $0.contains("`\(checked.name)` (isolated to MainActor)") },
                "\(checked.name): \(captured.messages.map { $0.split(separator: "\n").last ?? "" })")
        }
    }
}
