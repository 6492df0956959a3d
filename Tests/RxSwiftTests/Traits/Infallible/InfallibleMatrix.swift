import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// The ``OperatorMatrix`` scenarios for ``Infallible`` operators: the hot source (never failing: use the
/// matrix's `never`, `empty` and `basic` inputs) is wrapped as an ``Infallible`` through the package
/// initialiser, so that no extra operator sits between the source and the operator under test.
enum InfallibleMatrix {
    /// Runs the scenario with an operator that only needs the source.
    static func run<Input, Output>(
        _ events: [Recorded<Event<Input>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ apply: @escaping (Infallible<Input>) -> Infallible<Output>
    ) -> OperatorMatrix.Outcome<Output> {
        OperatorMatrix.run(events, disposed: disposed) { source, _ in apply(Infallible(source.asObservable())) }
    }

    /// Runs the scenario with an operator that needs the scheduler (time operators).
    static func run<Input, Output>(
        _ events: [Recorded<Event<Input>>],
        disposed: TestTime = TestScheduler.Defaults.disposed,
        _ apply: @escaping (Infallible<Input>, TestScheduler) -> Infallible<Output>
    ) -> OperatorMatrix.Outcome<Output> {
        OperatorMatrix.run(events, disposed: disposed) { source, scheduler in
            apply(Infallible(source.asObservable()), scheduler)
        }
    }
}

extension InfallibleMatrix {
    /// Throws ``TestError/boom`` for `3` (the element the `basic` source emits at 220) and returns `value`
    /// otherwise: the "closure throws" scenario of the Infallible operators whose closures may throw, which,
    /// as upstream, turn the throw into an error event (recorded here through `asObservable()`, where the
    /// subscriber of an Infallible would trap).
    static func failOnThree<Value>(_ value: Value) throws -> Value {
        if let number = value as? Int, number == 3 { throw TestError.boom }
        return value
    }

    /// What a throw at 220 gives with the `basic` source: the elements before it, then the error, and the
    /// source's subscription ended at 220.
    static func assertFailsAt220<Output: Equatable>(
        _ outcome: OperatorMatrix.Outcome<Output>,
        before: [Recorded<Event<Output>>],
        _ name: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(outcome.events, before + [.error(220, TestError.boom)], name, file: file, line: line)
        XCTAssertEqual(outcome.subscriptions, [Subscription(200, 220)], name, file: file, line: line)
    }
}
