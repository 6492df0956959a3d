/// An observer that accepts upstream elements directly, without an `Event` around them.
///
/// Performance: in unspecialised generic code every `Event<T>` that is built or switched over costs a runtime
/// generic-metadata lookup; a sink whose downstream is an `ElementReceiver` hands elements over without one.
/// Operator sinks (``PassthroughSink`` and the sinks with several inputs), the combining operators' source
/// observers and `subscribe(onNext:…)`'s observer are receivers; ``Sink`` finds its downstream receiver once,
/// when it is created (see ``ElementReceiverProvider``).
@usableFromInline
protocol ElementReceiver<Element>: ElementReceiverProvider {
    associatedtype Element

    /// Handles an upstream element (same contract as `on(.next(element))`).
    func receiveNext(_ element: Element)
}

/// An object that may be an ``ElementReceiver``, asked for it by the element type a sink forwards.
///
/// Performance: a cast to this plain protocol plus one witness call replaces a dynamic cast to the
/// parameterised `any ElementReceiver<Element>`, which costs thousands of instructions per subscription.
@usableFromInline
protocol ElementReceiverProvider: AnyObject {
    /// This object as a receiver of `Requested` values, or `nil` when it does not accept them directly.
    func elementReceiver<Requested>(of _: Requested.Type) -> (any ElementReceiver<Requested>)?
}

extension ElementReceiver {
    /// This receiver (see ``asElementReceiver(of:)``); a receiver that accepts elements only in some
    /// configurations implements this itself.
    @usableFromInline @inline(__always)
    func elementReceiver<Requested>(of requested: Requested.Type) -> (any ElementReceiver<Requested>)? {
        asElementReceiver(of: requested)
    }

    /// This receiver when `Requested` is its `Element`, else `nil`: the one place where a receiver of a
    /// concrete element type is handed out under the requested (generic) element type.
    @usableFromInline @inline(__always)
    func asElementReceiver<Requested>(of _: Requested.Type) -> (any ElementReceiver<Requested>)? {
        guard Requested.self == Element.self else { return nil }
        // Safe: with `Requested == Element` both existential types are the same type.
        return unsafeBitCast(self as any ElementReceiver<Element>, to: (any ElementReceiver<Requested>).self)
    }
}
