// The public `combineLatest` overloads for 2…8 sources and their typed sinks are generated into
// CombineLatest<N>+Arity.generated.swift (one file per arity) by scripts/generate-arity.swift; this file
// holds what they share.

/// Passes the events of one source of a combining operator to its sink.
final class CombiningObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        handler(event)
    }
}

/// Bookkeeping shared by the `combineLatest` sinks of every arity.
///
/// Each generated sink funnels the events of all its sources through one ``SerialDelivery``; the state
/// here and the typed latest values of the subclass are touched only inside that delivery callback,
/// which runs on one thread at a time (so no event ever waits on a lock while user code runs).
class CombineLatestSinkBase<Observer: ObserverType>: Sink<Observer> {
    /// One subscription per source, disposed when that source terminates.
    final let subscriptions: [SingleAssignmentDisposable]
    private let allSources: UInt
    private var hasValue: UInt = 0
    private var isDone: UInt = 0

    init(observer: Observer, arity: Int) {
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        allSources = (1 << UInt(arity)) - 1
        super.init(observer: observer)
    }

    /// Records an element of source `index`; returns `true` when every source has an element, so the
    /// subclass emits. As upstream, when some source still has no element and every other source has
    /// completed, the result completes here.
    final func elementArrived(_ index: Int) -> Bool {
        hasValue |= 1 << UInt(index)
        if hasValue == allSources { return true }
        if isDone | (1 << UInt(index)) == allSources {
            forwardTerminal(.completed)
        }
        return false
    }

    /// Records the completion of source `index`; the result completes once every source has completed.
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
