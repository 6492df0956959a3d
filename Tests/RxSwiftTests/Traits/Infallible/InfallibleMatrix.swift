import RxSwift
import RxTest
import RxTestSupport

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
