import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// The checks that the main-queue fixture programs run, one line of output per check.
///
/// Each fixture program has one of the shapes a Linux program takes (`RunLoop.main.run()` on the first thread,
/// `dispatchMain()`, async top-level code, an `@main` type with `static func main() async`) and runs these
/// checks from main-actor code. `MainQueueShapeTests` runs the programs as child processes and compares their
/// output with ``expectedSynchronousLines`` and ``expectedAsynchronousLines``: a trap, a hang or a wrong
/// order shows up as a missing or different line.
@MainActor
public enum MainQueueScenarios {
    /// The lines that ``runSynchronousChecks()`` prints when every rule holds.
    nonisolated public static let expectedSynchronousLines = [
        "ensure checks: passed",
        "driver of(1, 2), delivered before drive returned: [1, 2]",
        "behavior relay driver mapped: [10, 20]",
        "signal emit: [3]",
        "concurrent main scheduler: ran inline",
    ]

    /// The lines that ``runAsynchronousChecks()`` prints when every rule holds.
    nonisolated public static let expectedAsynchronousLines = [
        "scheduling order: outer start, outer end, inner",
        "single value after a background hop: 42",
        "handler after observe(on: MainScheduler.instance): ensureRunningOnMainThread passed, main actor 7",
        "main-actor view model: value 1, value 2, completed",
        "async instance: deferred, then ran on the main actor",
        "main-actor binder after a background hop: bound 5 on the main actor",
    ]

    /// Runs the checks that need no suspension, from the caller's main-actor context.
    /// - Returns: one line per check (also printed).
    @discardableResult
    public static func runSynchronousChecks() -> [String] {
        var lines: [String] = []

        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread()
        lines.append("ensure checks: passed")

        var driven: [Int] = []
        Observable.of(1, 2).asDriver(onErrorJustReturn: -1).drive(onNext: { driven.append($0) }).dispose()
        lines.append("driver of(1, 2), delivered before drive returned: \(driven)")

        let relay = BehaviorRelay(value: 1)
        var mapped: [Int] = []
        let subscription = relay.asDriver().map { $0 * 10 }.drive(onNext: { mapped.append($0) })
        relay.accept(2)
        subscription.dispose()
        lines.append("behavior relay driver mapped: \(mapped)")

        var emitted: [Int] = []
        Signal.just(3).emit(onNext: { emitted.append($0) }).dispose()
        lines.append("signal emit: \(emitted)")

        var ranInline = false
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            ranInline = true
            return Disposables.create()
        }
        lines.append("concurrent main scheduler: " + (ranInline ? "ran inline" : "deferred"))

        for line in lines { print(line) }
        return lines
    }

    /// Runs the checks that wait for other threads and for the main queue.
    /// - Returns: one line per check (also printed).
    @discardableResult
    public static func runAsynchronousChecks() async -> [String] {
        var lines: [String] = []
        lines.append(await schedulingOrder())
        lines.append(await singleAfterBackgroundHop())
        lines.append(await handlerAfterObserveOnMain())
        lines.append(await viewModelRoundTrip())
        lines.append(await asyncInstanceDefers())
        lines.append(await mainActorBinderAfterBackgroundHop())
        for line in lines { print(line) }
        return lines
    }

    /// An action scheduled from the main queue runs inline; one scheduled while it runs waits its turn.
    private static func schedulingOrder() async -> String {
        await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            var log: [String] = []
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("outer start")
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("inner")
                    continuation.resume(returning: "scheduling order: " + log.joined(separator: ", "))
                    return Disposables.create()
                }
                log.append("outer end")
                return Disposables.create()
            }
        }
    }

    /// `try await single.observe(on: MainScheduler.instance).value` after a hop to a background scheduler.
    private static func singleAfterBackgroundHop() async -> String {
        do {
            let value = try await Single.just(41)
                .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
                // Runs on the background scheduler and touches nothing isolated: `isolation: nil` tells the
                // debug builds' isolation check so (issue 41).
                .map({ $0 + 1 }, isolation: nil)
                .observe(on: MainScheduler.instance)
                .value
            return "single value after a background hop: \(value)"
        } catch {
            return "single value after a background hop: failed with \(error)"
        }
    }

    /// Main-thread checks and `MainActor.assumeIsolated` inside a handler that `MainScheduler` runs.
    private static func handlerAfterObserveOnMain() async -> String {
        let mainActorState = MainActorCounter()
        return await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            _ = Observable.just(7)
                .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { value in
                    MainScheduler.ensureRunningOnMainThread()
                    let seen = MainActor.assumeIsolated { () -> Int in
                        mainActorState.value = value
                        return mainActorState.value
                    }
                    continuation.resume(
                        returning: "handler after observe(on: MainScheduler.instance): "
                            + "ensureRunningOnMainThread passed, main actor \(seen)"
                    )
                })
        }
    }

    /// `MainScheduler.asyncInstance` never runs inline, and what it runs executes on the main actor.
    private static func asyncInstanceDefers() async -> String {
        await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            var scheduleReturned = false
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                guard scheduleReturned else {
                    continuation.resume(returning: "async instance: ran inline")
                    return Disposables.create()
                }
                MainScheduler.ensureExecutingOnScheduler()
                let onMainActor = MainActor.assumeIsolated { true }
                continuation.resume(
                    returning: "async instance: deferred, then ran" + (onMainActor ? " on the main actor" : "")
                )
                return Disposables.create()
            }
            scheduleReturned = true
        }
    }

    /// A `@MainActor` view model hops to a background scheduler and back, then drives a Driver.
    private static func viewModelRoundTrip() async -> String {
        let viewModel = RoundTripViewModel()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            viewModel.start(Observable.of(1, 2)) { continuation.resume() }
        }
        return "main-actor view model: " + viewModel.shown.joined(separator: ", ")
    }
}

/// Main-actor state touched from a handler through `MainActor.assumeIsolated`, and bound by a `Binder`.
@MainActor
final class MainActorCounter: ReactiveCompatible {
    var value = 0
    /// Called after each bound value.
    var onBound: (() -> Void)?
}

extension Reactive where Base: MainActorCounter {
    /// A binder written as RxCocoa's are (issue 32): its closure is main-actor isolated, and debug builds check
    /// that it runs on the main actor (a trap here shows up as a missing line).
    var value: Binder<Int> {
        Binder(mainActor: base) { counter, value in
            counter.value = value
            counter.onBound?()
        }
    }
}

extension MainQueueScenarios {
    /// A main-actor `Binder` fed from a background thread binds on the main actor in every program shape.
    fileprivate static func mainActorBinderAfterBackgroundHop() async -> String {
        let counter = MainActorCounter()
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(counter.rx.value)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            counter.onBound = { continuation.resume() }
            DispatchQueue.global().async { subject.onNext(5) }
        }
        subscription.dispose()
        return "main-actor binder after a background hop: bound \(counter.value) on the main actor"
    }
}

/// The shape of a Swift 6 view model: main-actor isolated, work on a background scheduler, results driven.
@MainActor
final class RoundTripViewModel {
    private(set) var shown: [String] = []
    private let disposeBag = DisposeBag()

    func start(_ input: Observable<Int>, completion: @escaping () -> Void) {
        input
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            // Pure work on the background scheduler: `isolation: nil` says so to the debug builds' isolation check,
            // which otherwise reports this main-actor closure running off the main actor (issue 41).
            .map({ "value \($0)" }, isolation: nil)
            .observe(on: MainScheduler.instance)
            .asDriver(onErrorJustReturn: "error")
            .drive(
                onNext: { [weak self] text in self?.shown.append(text) },
                onCompleted: { [weak self] in
                    self?.shown.append("completed")
                    completion()
                }
            )
            .disposed(by: disposeBag)
    }
}

/// Ends the program with status 3 and a line naming the shape if the checks have not finished in time.
/// - Parameter shape: the program's shape, for the message.
public func armMainQueueFixtureWatchdog(shape: String) {
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) {
        print("timed out: the checks of the \(shape) program did not finish")
        exit(3)
    }
}
