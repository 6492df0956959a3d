import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `Infallible` has no error channel, and its API is shaped so that code treating it as failing does
/// not compile. A test cannot assert a compile failure, so the rejected spellings are listed here; each
/// was checked to fail `swiftc -typecheck` against the built module, from outside the package
/// (`let x: Infallible<Int> = .just(1)`):
///
/// - `x.subscribe(onNext: { _ in }, onError: { _ in })`: extra argument `onError`.
/// - `x.subscribe(with: self, onError: { _, _ in })`: extra argument `onError`.
/// - `x.do(onError: { _ in })`, `x.do(afterError: { _ in })`: extra argument.
/// - `x.catch { _ in .just(0) }`, `x.catchAndReturn(0)`: no member `catch` / `catchAndReturn`.
/// - `x.retry()`, `x.retry(3)`, `x.retry(when: …)`: no member `retry`.
/// - `x.map { _ in throw MyError() }` (and likewise `filter`, `compactMap`, the `flatMap…` selectors and
///   `scan`): as upstream, these closures are not `throws`, so a throwing closure is rejected ("invalid
///   conversion from throwing function"). The closures that upstream declares `throws` (`do`, `deferred`,
///   `distinctUntilChanged`, `take(while:)`, `take(until:)`, `skip(while:)`, `withLatestFrom`, the `zip` and
///   `combineLatest` selectors) are `throws` here too; a throw reaches the subscriber as an error event,
///   which traps in debug builds (InfallibleSubscribeTests).
/// - `Infallible<Int>.error(MyError())`: no member `error`.
/// - `Infallible<Int>.create { observer in observer(.error(MyError())) … }`: `InfallibleEvent` has no
///   case `error`.
/// - `x.subscribe { event in if case .error = event {} }`: `InfallibleEvent` has no case `error`.
/// - `Infallible.merge(x, someObservable)`: the sources of `merge`, `zip` and `combineLatest` must be
///   `InfallibleType`s, as upstream. (The inner sequences of `flatMap`, `flatMapLatest`, `flatMapFirst`,
///   `concatMap` and the argument of `concat(_:)` may be any `ObservableConvertibleType`, as upstream.)
/// - `let o: Observable<Int> = x` or passing `x` where an `ObservableType` is required: `Infallible` is
///   not an `ObservableType`; call `asObservable()` explicitly to leave the infallible world.
/// - `Infallible(someObservable)`: the initialiser is not public; use `asInfallible(onErrorJustReturn:)`,
///   `asInfallible(onErrorFallbackTo:)` or `asInfallible(onErrorRecover:)`.
final class InfallibleGuardRailTests: RxTestCase {
    /// The surface that is available compiles and behaves; a sequence that fails becomes infallible only
    /// through an explicit error-handling conversion.
    func testAvailableSurfaceWorks() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        var log: [String] = []
        let infallible: Infallible<Int> = failing.asInfallible(onErrorJustReturn: 0)
        let subscription =
            infallible
            .map { $0 + 1 }
            .filter { $0 > 0 }
            .do(onNext: { log.append("do \($0)") }, onCompleted: { log.append("do completed") })
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["do 2", "next 2", "do 1", "next 1", "do completed", "completed"])
        subscription.dispose()
    }

    /// Leaving the infallible world is explicit: `asObservable()` gives back the full operator set,
    /// including `subscribe(onError:)`, which is simply never called.
    func testAsObservableRestoresTheFullSurface() {
        var errors = 0
        var completed = 0
        let subscription = Infallible.of(1, 2).asObservable()
            .subscribe(onError: { _ in errors += 1 }, onCompleted: { completed += 1 })
        XCTAssertEqual(errors, 0)
        XCTAssertEqual(completed, 1)
        subscription.dispose()
    }

    /// The event enum has exactly the two non-failing cases.
    func testInfallibleEventHasNoErrorCase() {
        let events: [InfallibleEvent<Int>] = [.next(1), .completed]
        let described = events.map { event -> String in
            switch event {
            case .next(let value): return "next(\(value))"
            case .completed: return "completed"
            }
        }
        XCTAssertEqual(described, ["next(1)", "completed"])
    }

    /// Converting an already-infallible sequence with an error handler is harmless: the handler never runs.
    func testErrorHandlersOfConversionsNeverRunForInfallibleSources() {
        var recovered = 0
        var received: [Int] = []
        let subscription = Infallible.of(1, 2)
            .asInfallible(onErrorRecover: { _ in
                recovered += 1
                return .empty()
            })
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(recovered, 0)
        subscription.dispose()
    }
}
