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
        inTrampoline { run(observer) }
    }

    /// Runs `subscription` inside the current thread's trampoline, starting (and draining) it when none runs: what
    /// ``subscribe(_:)`` does around ``run(_:)``, for a producer that also overrides
    /// ``Observable/subscribe(_:receiver:)``.
    @inline(__always)
    final func inTrampoline(_ subscription: () -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            return subscription()
        }
        return trampoline.runAndDrain(subscription)
    }

    /// Creates the sink for `observer`, connects it to its sources and returns it.
    func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }
}
