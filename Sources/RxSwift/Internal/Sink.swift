import Synchronization

/// An observer object that may accept elements directly (see ``ElementReceiver``); the root of the operator
/// sinks and of `subscribe(onNext:…)`'s observer, so that a sink finds its downstream receiver with one cast.
@usableFromInline
class ElementReceiverProvider {
    @usableFromInline
    init() {}

    /// This object as a receiver of `Element` values, when it is one (see ``ElementReceiver``).
    ///
    /// Performance: a virtual call instead of a dynamic cast to `any ElementReceiver<Element>`, which costs
    /// thousands of instructions per sink.
    func elementReceiver<Element>(of _: Element.Type) -> (any ElementReceiver<Element>)? {
        nil
    }
}

/// An object that owns one upstream subscription, which may arrive after disposal has been requested.
///
/// Disposal is lock-free: the `assigned` and `disposed` bits of one atomic decide, exactly once, who
/// disposes the upstream subscription.
@usableFromInline
class UpstreamHolder: ElementReceiverProvider, Disposable {
    // Thread safety: `upstream` is written once before the `assigned` bit is published and read only by
    // the thread that wins the `disposed` transition (or by the setter after seeing `disposed`).
    private static var assignedBit: Int { 1 }
    private static var disposedBit: Int { 2 }

    private let state = Atomic<Int>(0)
    @exclusivity(unchecked) private var upstream: Disposable?

    @usableFromInline
    override init() {
        #if TRACE_RESOURCES
            Resources.incrementTotal()
        #endif
        super.init()
    }

    /// `true` once disposed.
    @inline(__always)
    final var isDisposed: Bool {
        state.load(ordering: .relaxed) & Self.disposedBit != 0
    }

    /// Stores the upstream subscription; disposes it at once if this holder was already disposed.
    @usableFromInline
    final func setUpstream(_ disposable: consuming Disposable) {
        upstream = disposable
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            upstream.take()?.dispose()
        }
    }

    /// Disposes the upstream subscription (now, or as soon as it is set) and then calls
    /// ``disposeResources()`` once.
    @usableFromInline
    final func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.assignedBit != 0 {
            upstream.take()?.dispose()
        }
        disposeResources()
    }

    /// Makes a disposed holder whose upstream was set usable again, as if new.
    ///
    /// Only for a caller that holds the only reference (checked with `isKnownUniquelyReferenced`).
    final func prepareForReuse() {
        let previous = state.exchange(0, ordering: .acquiringAndReleasing)
        precondition(previous == Self.assignedBit | Self.disposedBit && upstream == nil, "holder still in use")
    }

    /// Called once, on the first dispose, after the upstream subscription. Subclasses release extra
    /// resources here.
    func disposeResources() {}

    deinit {
        #if TRACE_RESOURCES
            Resources.decrementTotal()
        #endif
    }
}

/// An operator sink that accepts upstream elements directly, without an `Event` around them.
///
/// Performance: in unspecialised generic code every `Event<T>` that is built or switched over costs a runtime
/// generic-metadata lookup; a sink whose downstream is an `ElementReceiver` hands elements over without one.
@usableFromInline
protocol ElementReceiver<Element>: AnyObject {
    associatedtype Element

    /// Handles an upstream element (same contract as `on(.next(element))`).
    func receiveNext(_ element: Element)
}

/// The observer half of an operator: receives upstream events and forwards to `observer`.
class Sink<Observer: ObserverType>: UpstreamHolder {
    /// The downstream observer.
    final let observer: Observer
    /// `observer`, when it accepts elements directly.
    private final let receiver: (any ElementReceiver<Observer.Element>)?

    init(observer: Observer) {
        self.observer = observer
        receiver = (observer as? ElementReceiverProvider)?.elementReceiver(of: Observer.Element.self)
        super.init()
    }

    /// Forwards `.next(element)` unless this sink has been disposed.
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        if isDisposed { return }
        if let receiver {
            receiver.receiveNext(element)
        } else {
            forwardNextEvent(element)
        }
    }

    /// Forwards `.next(element)` to an observer that only takes events (out of line, so that callers of
    /// ``forwardNext(_:)`` do not look up `Event` metadata when the downstream takes elements directly).
    @inline(never)
    private final func forwardNextEvent(_ element: Observer.Element) {
        observer.on(.next(element))
    }

    /// Forwards `.completed` and disposes (out of line: it is off the per-element path).
    @inline(never)
    final func forwardCompleted() {
        forwardTerminal(.completed)
    }

    /// Forwards `.error(error)` and disposes (out of line: it is off the per-element path).
    @inline(never)
    final func forwardError(_ error: Swift.Error) {
        forwardTerminal(.error(error))
    }

    /// Forwards `event` unless this sink has been disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if !isDisposed {
            observer.on(event)
        }
    }

    /// Forwards `event`; a terminal event also disposes the subscription.
    @inline(__always)
    final func forward(_ event: Event<Observer.Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forwardOn(event)
        }
    }

    /// Forwards a terminal event and disposes the subscription.
    @inline(__always)
    final func forwardTerminal(_ event: Event<Observer.Element>) {
        forwardOn(event)
        dispose()
    }
}

/// A sink that is its own observer and stops after the first terminal event.
///
/// Subclasses override ``onNext(_:)``; errors and completion are forwarded by default.
class PassthroughSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, ElementReceiver {
    final func receiveNext(_ element: Element) {
        if !isDisposed { onNext(element) }
    }

    final override func elementReceiver<Requested>(of _: Requested.Type) -> (any ElementReceiver<Requested>)? {
        guard Requested.self == Element.self else { return nil }
        return unsafeBitCast(self as any ElementReceiver<Element>, to: (any ElementReceiver<Requested>).self)
    }

    final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !isDisposed { onNext(element) }
        case .error(let error):
            onError(error)
        case .completed:
            onCompleted()
        }
    }

    /// Handles an upstream element.
    func onNext(_ element: Element) {
        rxAbstractMethod()
    }

    /// Handles upstream failure: forwards it and disposes.
    func onError(_ error: Swift.Error) {
        forwardTerminal(.error(error))
    }

    /// Handles upstream completion: forwards it and disposes.
    func onCompleted() {
        forwardTerminal(.completed)
    }
}

/// Forwards the events of a secondary source (a fallback, a catch handler's sequence, …) straight to a
/// sink's downstream; a terminal event disposes the sink.
final class SinkForwarder<Observer: ObserverType>: ObserverType {
    private let sink: Sink<Observer>

    init(_ sink: Sink<Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Observer.Element>) {
        sink.forward(event)
    }
}
