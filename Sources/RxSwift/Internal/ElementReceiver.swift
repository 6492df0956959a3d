/// An observer that takes its events as typed calls instead of `Event` values: elements through
/// ``receiveNext(_:)``, the end through ``receiveCompleted()`` or ``receiveError(_:)``.
///
/// The one downstream interface inside the library: a ``Sink`` holds one receiver, a producer is run with one
/// (``Producer/run(_:)``), and a subject or a connection takes the one it is handed
/// (``Observable/subscribe(_:receiver:)``). An observer from outside the library becomes a receiver once, where it
/// enters (``ObserverType/receiverOrAdapter``).
///
/// Performance: in unspecialised generic code every `Event<T>` that is built or switched over costs a runtime
/// generic-metadata lookup; a typed call builds none.
@usableFromInline
protocol ElementReceiver<Element>: AnyObject {
    associatedtype Element

    /// Handles an upstream element (same contract as `on(.next(element))`).
    func receiveNext(_ element: Element)

    /// Handles upstream completion (same contract as `on(.completed)`).
    func receiveCompleted()

    /// Handles upstream failure (same contract as `on(.error(error))`).
    func receiveError(_ error: Swift.Error)

    /// Handles an existing `event`: the typed call that takes it, unless the receiver takes `Event`s itself.
    func receive(_ event: Event<Element>)
}

extension ElementReceiver {
    /// Hands `event` to the typed call that takes it.
    @inlinable @inline(__always)
    func receive(_ event: Event<Element>) {
        switch event {
        case .next(let element): receiveNext(element)
        case .error(let error): receiveError(error)
        case .completed: receiveCompleted()
        }
    }
}

// Performance: inlined into each receiver's witness, which then calls the receiver's `on(_:)` directly; called, they
// take the receiver's `ObserverType` conformance, a witness-table lookup on every event for a generic receiver
// (fence probe `single.zip.timeout.retry.map.subscribe`).
extension ElementReceiver where Self: ObserverType {
    /// An element as a `.next` event, for a receiver that takes `Event`s.
    @inlinable @inline(__always)
    func receiveNext(_ element: Element) {
        on(.next(element))
    }

    /// Completion as an `.completed` event, for a receiver that takes `Event`s.
    @inlinable @inline(__always)
    func receiveCompleted() {
        on(.completed)
    }

    /// Failure as an `.error` event, for a receiver that takes `Event`s.
    @inlinable @inline(__always)
    func receiveError(_ error: Swift.Error) {
        on(.error(error))
    }
}

extension Observable {
    /// Subscribes `receiver`, an observer of the library that takes elements directly, handing it over as the
    /// receiver too: how every sink, inner observer and connection subscribes to its sources.
    @usableFromInline @inline(__always)
    final func subscribe<Receiver: ObserverType & ElementReceiver>(receiver: Receiver) -> Disposable
    where Receiver.Element == Element {
        subscribe(receiver, receiver: receiver)
    }

    /// Subscribes a receiver that is no observer (a sink's downstream handed on): the receiver, seen as an
    /// observer, and itself.
    @usableFromInline @inline(__always)
    final func subscribe(downstream receiver: any ElementReceiver<Element>) -> Disposable {
        subscribe(ReceiverObserver(receiver), receiver: receiver)
    }
}

/// An observer that a caller outside the library may subscribe, which takes elements directly all the same: the
/// subjects (`source.subscribe(subject)`).
protocol ReceiverProviding: AnyObject {
    /// This object as a receiver of `Requested` values, or `nil` when it does not accept them directly.
    func elementReceiver<Requested>(of _: Requested.Type) -> (any ElementReceiver<Requested>)?
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

extension ObserverType {
    /// The receiver that takes this observer's elements and terminal event: the observer itself when it takes
    /// them directly (a subject), else an adapter that wraps them in `Event`s.
    ///
    /// The one place where the library asks whether an observer takes bare elements: where an observer from
    /// outside the library enters (``Producer``'s `subscribe`, `just`, `empty`, a subject's entry). Inside the
    /// library every subscriber says what its receiver is (``Observable/subscribe(_:receiver:)``).
    @inline(__always)
    var receiverOrAdapter: any ElementReceiver<Element> {
        directReceiver ?? EventForwardingReceiver(self)
    }

    /// The receiver that `self` hands elements and terminal events to directly (a subject: a ``ReceiverProviding``),
    /// or `nil` when it only takes `Event`s (see ``receiverOrAdapter``).
    ///
    /// Performance: the test is made on the metatype, whose conformance the runtime caches (a cast of the value
    /// takes the general dynamic-cast path), once per subscription; out of line, off the receiver path.
    @inline(never)
    var directReceiver: (any ElementReceiver<Element>)? {
        // A value type is never one: its size (read from its value witnesses) rules most out, a class test the rest,
        // before the conformance lookup.
        guard MemoryLayout<Self>.size == MemoryLayout<AnyObject>.size, Self.self is AnyObject.Type,
            let provider = Self.self as? any ReceiverProviding.Type
        else { return nil }
        return receiver(as: provider)
    }

    private func receiver<Provider: ReceiverProviding>(as _: Provider.Type) -> (any ElementReceiver<Element>)? {
        // Safe: `Self` is `Provider` (the metatype test above), a class, so a value of it is one object reference.
        unsafeDowncast(unsafeBitCast(self, to: AnyObject.self), to: Provider.self).elementReceiver(of: Element.self)
    }
}

/// `value as? Target` for a class `Target`, when `Value` is a concrete type (a generic parameter or an opened
/// existential, never an existential type itself).
///
/// Performance: the test is made on the metatype (`swift_dynamicCastMetatype`, a walk up the class chain) and the
/// value is then reinterpreted; `value as? Target` from a generic value or an existential goes through
/// `swift_dynamicCast`'s general path (several times the cost; fence probe `observeOn.serialQueue`, whose scheduler
/// is asked this way).
@inline(__always)
func classInstance<Value, Target: AnyObject>(_ value: Value, as _: Target.Type) -> Target? {
    guard Value.self is Target.Type else { return nil }
    // Safe: `Value` is a class deriving from `Target`, so a value of it is one object reference.
    return unsafeDowncast(unsafeBitCast(value, to: AnyObject.self), to: Target.self)
}
