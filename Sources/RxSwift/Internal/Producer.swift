/// Base class of the built-in observables: one ``run(_:)`` per subscription, given the downstream as a receiver.
///
/// `subscribe` runs `run(_:)` inside the current-thread trampoline so that work the sequence schedules on
/// ``CurrentThreadScheduler`` during subscription is ordered the way RxSwift orders it.
@usableFromInline
class Producer<Element>: Observable<Element> {
    @usableFromInline
    override init() {
        super.init()
    }

    /// Nothing to release.
    ///
    /// Performance: inlined, as ``Observable``'s deinitialiser, so that releasing an operator's producer calls no
    /// empty deinitialiser per class level (fence probe `driver.just.drive+dispose`). Inlining the initialisers too
    /// measured a few instructions more on some subscription probes (`subject.scan.subscribe+dispose`).
    @inline(__always)
    deinit {}

    /// Subscribes an observer from outside the library: the one place where it becomes a receiver
    /// (``ObserverType/receiverOrAdapter``).
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let receiver = observer.receiverOrAdapter
        return inTrampoline { run(receiver) }
    }

    /// Subscribes `receiver` (what a sink, a subject or a closure subscriber hands over): no question asked.
    override func subscribe<Observer: ObserverType>(_ observer: Observer, receiver: any ElementReceiver<Element>)
        -> Disposable where Observer.Element == Element
    {
        inTrampoline { run(receiver) }
    }

    /// Runs `subscription` inside the current thread's trampoline, starting (and draining) it when none runs.
    @inline(__always)
    final func inTrampoline(_ subscription: () -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            return subscription()
        }
        return trampoline.runAndDrain(subscription)
    }

    /// Creates the sink for `receiver`, connects it to its sources and returns it.
    func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        rxAbstractMethod()
    }
}

/// The producer of an operator with one source: the source, and how one subscription starts, a closure made where
/// the operator is applied.
///
/// The one way to write an operator (Documentation/Internals.md, "Adding an operator"): the operator function is
/// `@inlinable` and makes this producer with a closure that makes the operator's sink for a receiver and subscribes
/// it to the source. Made in the caller's specialised code, the closure names the sink's type statically, so
/// subscribing looks no generic metadata or conformance up; it captures what the operator was applied with (its
/// closures keep their own types: stored as a generic parameter, a closure returning `Bool` was called through two
/// reabstraction thunks per element).
@usableFromInline
final class OperatorProducer<Source, Element>: Producer<Element> {
    /// The sequence the operator was applied to.
    @usableFromInline let source: Observable<Source>
    @usableFromInline let start: (Observable<Source>, any ElementReceiver<Element>) -> Disposable

    /// A producer whose subscriptions `start` makes: `start(source, receiver)` makes the sink for `receiver`,
    /// subscribes it to `source` and returns it.
    @inlinable
    init(
        source: Observable<Source>, start: @escaping (Observable<Source>, any ElementReceiver<Element>) -> Disposable
    ) {
        self.source = source
        self.start = start
        super.init()
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        start(source, receiver)
    }
}

extension ObserverType where Self: UpstreamHolder & ElementReceiver {
    /// Subscribes this sink to `source`, keeps the subscription and returns the sink: the last step of starting one.
    @inlinable @inline(__always)
    func start(from source: Observable<Element>) -> Disposable {
        setUpstream(source.subscribe(self, receiver: self))
        return self
    }

    /// Subscribes this sink to `source` through `holder`, which it keeps as its upstream before subscribing (so that
    /// an end during the subscription disposes it, and a sink that drops the source early, as `merge` when the source
    /// completes, can dispose it alone), and returns the sink.
    @inlinable @inline(__always)
    func start(from source: Observable<Element>, through holder: SingleAssignmentDisposable) -> Disposable {
        setUpstream(holder)
        holder.setDisposable(source.subscribe(self, receiver: self))
        return self
    }
}
