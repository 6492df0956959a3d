// The public `zip` overloads for 2…8 sources and their typed sinks are generated into
// Zip<N>+Arity.generated.swift (one file per arity) by scripts/generate-arity.swift; this file holds
// what they share.

/// Bookkeeping shared by the `zip` sinks of every arity.
///
/// Each generated sink funnels the events of all its sources through one ``SerialDelivery``; the state
/// here and the typed element queues of the subclass are touched only inside that delivery callback,
/// which runs on one thread at a time.
class ZipSinkBase<Observer: ObserverType>: Sink<Observer> {
    /// One subscription per source, disposed when that source terminates.
    final let subscriptions: [SingleAssignmentDisposable]
    private let allSources: UInt
    private var isDone: UInt = 0

    init(observer: Observer, arity: Int) {
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        allSources = (1 << UInt(arity)) - 1
        super.init(observer: observer)
    }

    /// Records the completion of source `index`; the result completes once every source has completed (as
    /// upstream RxSwift 6.9, even when a completed source has no buffered element left to pair).
    final func sourceCompleted(_ index: Int) {
        let bit: UInt = 1 << UInt(index)
        if isDone & bit != 0 { return }
        isDone |= bit
        subscriptions[index].dispose()
        if isDone == allSources {
            forwardTerminal(.completed)
        }
    }

    /// Emits the result of `selector`, or fails with what it throws.
    @inline(__always)
    final func emit(_ selector: () throws -> Observer.Element) {
        let result: Observer.Element
        do {
            result = try selector()
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forwardOn(.next(result))
    }

    override func disposeResources() {
        for subscription in subscriptions { subscription.dispose() }
    }
}
