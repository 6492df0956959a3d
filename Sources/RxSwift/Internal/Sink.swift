import Synchronization

/// The observer half of an operator: receives upstream events and forwards to `observer`.
@usableFromInline
class Sink<Observer: ObserverType>: UpstreamHolder {
    /// The downstream observer.
    final let observer: Observer
    /// Where elements and the terminal event go: `observer` itself when it takes them directly
    /// (``ObserverType/directReceiver``), else an adapter that wraps them in `Event`s.
    ///
    /// Performance: not optional, because the compiler retains and releases an optional existential around
    /// every call made through it (measured: ~20 instructions per element and operator).
    private final let receiver: any ElementReceiver<Observer.Element>
    #if DEBUG
        /// Reports overlapping deliveries to `observer` (debug builds only, as upstream).
        private final let misuseTracker = MisuseTracker()
    #endif

    init(observer: Observer) {
        self.observer = observer
        receiver = observer.directReceiver ?? EventForwardingReceiver(observer)
        super.init()
    }

    /// A sink whose downstream `observer` takes elements directly as `receiver` (a sink made by a producer's
    /// ``ReceiverSubscribe`` closure, whose observer is a ``ReceiverObserver``): no receiver lookup.
    @usableFromInline
    init(observer: Observer, receiver: any ElementReceiver<Observer.Element>) {
        self.observer = observer
        self.receiver = receiver
        super.init()
    }

    /// Forwards `.next(element)` unless this sink has been disposed.
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        if isDisposed { return }
        #if DEBUG
            let entered = misuseTracker.enter(self)
            defer { misuseTracker.leave(entered) }
        #endif
        receiver.receiveNext(element)
    }

    /// Forwards completion and disposes (out of line: it is off the per-element path).
    ///
    /// Performance: the receiver takes completion as a call, so no `Event` is built (a metadata lookup in
    /// unspecialised code).
    @inline(never)
    final func forwardCompleted() {
        if !isDisposed {
            #if DEBUG
                let entered = misuseTracker.enter(self)
                defer { misuseTracker.leave(entered) }
            #endif
            receiver.receiveCompleted()
        }
        dispose()
    }

    /// Forwards failure with `error` and disposes (out of line: it is off the per-element path); builds no
    /// `Event`, as ``forwardCompleted()``.
    @inline(never)
    final func forwardError(_ error: Swift.Error) {
        if !isDisposed {
            #if DEBUG
                let entered = misuseTracker.enter(self)
                defer { misuseTracker.leave(entered) }
            #endif
            receiver.receiveError(error)
        }
        dispose()
    }

    /// Relays an existing `event` (a terminal one also disposes the subscription). A sink that makes the
    /// event itself calls ``forwardNext(_:)``, ``forwardError(_:)`` or ``forwardCompleted()`` instead.
    @inline(__always)
    final func forward(_ event: Event<Observer.Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forwardOn(event)
        }
    }

    /// Forwards a terminal `event` without disposing, for a sink that runs steps between its terminal event
    /// and its disposal (`do(afterError:)`, `groupBy`) and disposes itself afterwards.
    final func forwardBeforeDisposing(_ event: Event<Observer.Element>) {
        forwardOn(event)
    }

    /// Forwards `event` unless this sink has been disposed.
    @inline(__always)
    private final func forwardOn(_ event: Event<Observer.Element>) {
        if !isDisposed {
            #if DEBUG
                let entered = misuseTracker.enter(self)
                defer { misuseTracker.leave(entered) }
            #endif
            observer.on(event)
        }
    }

    /// Forwards a terminal event and disposes the subscription.
    @inline(__always)
    private final func forwardTerminal(_ event: Event<Observer.Element>) {
        forwardOn(event)
        dispose()
    }
}

/// The observer of a sink made for a downstream that is an ``ElementReceiver``: a fixed observer type, so that the
/// sink's type does not depend on the downstream's and can be named where the operator is applied (see
/// ``ReceiverSubscribe``).
@usableFromInline
struct ReceiverObserver<Element>: ObserverType {
    @usableFromInline let receiver: any ElementReceiver<Element>

    @usableFromInline
    init(_ receiver: any ElementReceiver<Element>) {
        self.receiver = receiver
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        receiver.receive(event)
    }
}

/// How a producer subscribes a downstream receiver to its source: made in the specialised code that applies the
/// operator (an `@inlinable` operator function), where the sink's type, its metadata and its conformances are
/// static, and called from the producer's unspecialised `run`.
///
/// Performance: `run` otherwise looks the sink's generic metadata up on every subscription (about 480 instructions)
/// and the sink's `ObserverType` witness table for subscribing it to the source (about 100). The closure captures
/// nothing when the operator is applied with concrete types, so it is not allocated.
@usableFromInline
typealias ReceiverSubscribe<Parameters, Element> = (Parameters, any ElementReceiver<Element>) -> Disposable

extension ObserverType {
    /// The receiver that a sink hands this observer's elements and terminal event to: the observer itself when it
    /// takes them directly (``directReceiver``), else an adapter that wraps them in `Event`s.
    ///
    /// The general path of a producer with a ``ReceiverSubscribe`` closure passes it to the closure, so that an
    /// observer that only takes events (`AnyObserver`, a `Binder`, a `TestableObserver`) gets the sink made where the
    /// operator was applied too, instead of one whose type depends on the observer's and is looked up per
    /// subscription. The adapter is the one `Sink.init(observer:)` would make.
    @inline(__always)
    var receiverOrAdapter: any ElementReceiver<Element> {
        directReceiver ?? EventForwardingReceiver(self)
    }
}

/// Hands elements and the terminal event to an observer that only takes events, as `Event`s: the
/// ``Sink/receiver`` of a sink whose downstream is not an ``ElementReceiver``.
private final class EventForwardingReceiver<Observer: ObserverType>: ElementReceiver {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    func receiveNext(_ element: Observer.Element) {
        observer.on(.next(element))
    }

    func receiveCompleted() {
        observer.on(.completed)
    }

    func receiveError(_ error: Swift.Error) {
        observer.on(.error(error))
    }
}

/// A sink that is its own observer and stops after the first terminal event.
///
/// Subclasses override ``onNext(_:)``; errors and completion are forwarded by default. Every final subclass
/// also overrides ``elementReceiver(of:)`` with the same one line, `asElementReceiver(of: requested)`: there the
/// receiver's witness table is found from the object's own metadata, where this class's answer looks
/// `PassthroughSink<Element, Observer>`'s metadata up first (measured: 343 instructions per subscription).
@usableFromInline
class PassthroughSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, ElementReceiver {
    override func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    @usableFromInline @inline(__always)  // Performance: into the `ElementReceiver` witness, one call less per element
    // and operator.
    final func receiveNext(_ element: Element) {
        if !isDisposed { onNext(element) }
    }

    @usableFromInline
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

    /// Upstream completion without an `Event`: ``onCompleted()``.
    @usableFromInline
    final func receiveCompleted() {
        onCompleted()
    }

    /// Upstream failure without an `Event`: ``onError(_:)``.
    @usableFromInline
    final func receiveError(_ error: Swift.Error) {
        onError(error)
    }

    /// Handles an upstream element.
    func onNext(_ element: Element) {
        rxAbstractMethod()
    }

    /// Handles upstream failure: forwards it and disposes.
    func onError(_ error: Swift.Error) {
        forwardError(error)
    }

    /// Handles upstream completion: forwards it and disposes.
    func onCompleted() {
        forwardCompleted()
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
