import RxTestSupport
import XCTest

@testable import RxSwift

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` reaches its closures by several routes: the general path's
/// observer and subscription (a producer such as `create`, or an operator's sink), a subject's closure entry, and
/// the fused delivery of a scalar source (`just`, `empty`, `error`, a `map` of one, `subscribe(on:)` of one in the
/// main scheduler's inline turn). The same scenarios run through every route, and the closures must see the same
/// calls in the same order: nothing after the terminal event, `onDisposed` after it, the default error handler
/// without `onError`, and `onDisposed` once when the subscriber disposes.
final class ClosureSubscriberRoutesTests: RxTestCase {
    private static let scenarios: [(name: String, events: [Event<Int>])] = [
        ("element then completion", [.next(1), .completed]),
        ("completion", [.completed]),
        ("failure", [.error(TestError.boom)]),
    ]

    /// A route: subscribes `subscribe` to a source that delivers `events`, and delivers them.
    private typealias Route = (_ events: [Event<Int>], _ subscribe: (Observable<Int>) -> Disposable) -> Disposable

    private static func scalar(_ events: [Event<Int>]) -> Observable<Int> {
        switch events.first {
        case .next(let element): .just(element)
        case .error(let error): .error(error)
        default: .empty()
        }
    }

    private static func create(_ events: [Event<Int>]) -> Observable<Int> {
        Observable.create { observer in
            for event in events { observer.on(event) }
            return Disposables.create()
        }
    }

    private let routes: [(name: String, route: Route)] = [
        ("create (general path)", { events, subscribe in subscribe(create(events)) }),
        ("operator sink", { events, subscribe in subscribe(create(events).map { $0 }) }),
        (
            "subject closure entry",
            { events, subscribe in
                let subject = PublishSubject<Int>()
                let subscription = subscribe(subject)
                for event in events { subject.on(event) }
                return subscription
            }
        ),
        ("scalar (fused)", { events, subscribe in subscribe(scalar(events)) }),
        ("scalar.map (fused)", { events, subscribe in subscribe(scalar(events).map { $0 }) }),
        ("flatMap of a scalar", { events, subscribe in subscribe(Observable.just(0).flatMap { _ in scalar(events) }) }),
        (
            "subscribe(on: main) of a scalar",
            { events, subscribe in subscribe(scalar(events).subscribe(on: MainScheduler.instance)) }
        ),
    ]

    /// Subscribes closures that log every call, with or without `onError`, and disposes afterwards when asked.
    private func log(_ route: Route, _ events: [Event<Int>], withOnError: Bool, disposeInOnNext: Bool) -> [String] {
        var log: [String] = []
        var own: Disposable?
        var disposeNow = false
        let subscription = route(events) { source in
            source.subscribe(
                onNext: { element in
                    log.append("next \(element)")
                    if disposeInOnNext {
                        if let own { own.dispose() } else { disposeNow = true }
                    }
                },
                onError: withOnError ? { log.append("error \($0)") } : nil,
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        own = subscription
        if disposeNow { subscription.dispose() }
        log.append("returned")
        subscription.dispose()
        subscription.dispose()
        return log
    }

    func testEveryRouteCallsTheClosuresInTheSameOrder() {
        let previousHandler = Hooks.defaultErrorHandler
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("default handler \(error)") }
        defer { Hooks.defaultErrorHandler = previousHandler }

        for scenario in Self.scenarios {
            for withOnError in [true, false] {
                for disposeInOnNext in [false, true] {
                    var expected: [String]?
                    for (name, route) in routes {
                        handled = []
                        let seen =
                            log(route, scenario.events, withOnError: withOnError, disposeInOnNext: disposeInOnNext)
                            + handled
                        if let expected {
                            XCTAssertEqual(
                                seen, expected,
                                "\(scenario.name), onError: \(withOnError), dispose in onNext: \(disposeInOnNext), \(name)"
                            )
                        } else {
                            expected = seen
                        }
                    }
                }
            }
        }
    }

    /// The expected logs themselves, as the general path produces them, so that the comparison above compares
    /// something meaningful.
    func testTheGeneralPathLogsWhatTheGrammarPrescribes() {
        let previousHandler = Hooks.defaultErrorHandler
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("default handler \(error)") }
        defer { Hooks.defaultErrorHandler = previousHandler }
        let general = routes[0].route
        XCTAssertEqual(
            log(general, [.next(1), .completed], withOnError: true, disposeInOnNext: false),
            ["next 1", "completed", "disposed", "returned"])
        XCTAssertEqual(
            log(general, [.error(TestError.boom)], withOnError: true, disposeInOnNext: false),
            ["error boom", "disposed", "returned"])
        XCTAssertEqual(
            log(general, [.error(TestError.boom)], withOnError: false, disposeInOnNext: false),
            ["disposed", "returned"])
        XCTAssertEqual(handled, ["default handler boom"])
    }
}
