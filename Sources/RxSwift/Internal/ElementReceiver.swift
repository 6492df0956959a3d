/// An observer that accepts upstream elements directly, without an `Event` around them.
///
/// Performance: in unspecialised generic code every `Event<T>` that is built or switched over costs a runtime
/// generic-metadata lookup; a sink whose downstream is an `ElementReceiver` hands elements over without one.
/// Operator sinks (``PassthroughSink`` and the sinks with several inputs), the combining operators' source
/// observers and `subscribe(onNext:…)`'s observer are receivers; ``Sink`` finds its downstream receiver once,
/// when it is created (see ``ElementReceiverProvider``).
@usableFromInline
protocol ElementReceiver<Element>: AnyObject {
    associatedtype Element

    /// Handles an upstream element (same contract as `on(.next(element))`).
    func receiveNext(_ element: Element)
}

/// The root class of the observers that may accept elements directly: operator sinks (through
/// ``UpstreamHolder``), `flatMap`'s inner observers, the combining operators' source observers and
/// `subscribe(onNext:…)`'s observer.
///
/// Performance: ``Sink`` asks its downstream observer with a class cast to this type and one virtual call.
/// A cast to a protocol instead (`any ElementReceiverProvider` or the parameterised
/// `any ElementReceiver<Element>`) costs hundreds to thousands of instructions per subscription (measured:
/// +565 per sink for the plain protocol). A subclass that is an ``ElementReceiver`` overrides
/// ``elementReceiver(of:)`` with ``ElementReceiver/asElementReceiver(of:)``; one that does not stays correct
/// and receives `Event`s.
@usableFromInline
class ElementReceiverProvider {
    @usableFromInline
    init() {}

    /// This object as a receiver of `Requested` values, or `nil` when it does not accept them directly.
    func elementReceiver<Requested>(of _: Requested.Type) -> (any ElementReceiver<Requested>)? {
        nil
    }
}

extension ElementReceiver {
    /// This receiver when `Requested` is its `Element`, else `nil`: the one place where a receiver of a
    /// concrete element type is handed out under the requested (generic) element type.
    @usableFromInline @inline(__always)
    func asElementReceiver<Requested>(of _: Requested.Type) -> (any ElementReceiver<Requested>)? {
        guard Requested.self == Element.self else { return nil }
        // Safe: with `Requested == Element` both existential types are the same type.
        return unsafeBitCast(self as any ElementReceiver<Element>, to: (any ElementReceiver<Requested>).self)
    }
}
