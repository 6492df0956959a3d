/// Base class of the built-in observables.
///
/// `subscribe` runs `run(_:)` inside the current-thread trampoline so that work the sequence schedules on
/// ``CurrentThreadScheduler`` during subscription is ordered the way RxSwift orders it.
@usableFromInline
class Producer<Element>: Observable<Element> {
    override init() {
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            return run(observer)
        }
        return trampoline.runAndDrain { run(observer) }
    }

    /// Creates the sink for `observer`, connects it to its sources and returns it.
    func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }
}
