/// An observer that takes its events as typed calls instead of `Event` values: elements through
/// ``receiveNext(_:)``, the end through ``receiveCompleted()`` or ``receiveError(_:)``.
///
/// Performance: in unspecialised generic code every `Event<T>` that is built or switched over costs a runtime
/// generic-metadata lookup (hundreds of instructions); a sink or a source whose downstream is an
/// `ElementReceiver` hands elements and terminal events over without one. Operator sinks (``PassthroughSink``,
/// ``ForwardingSink`` and the sinks with several inputs), the combining operators' source observers and
/// `subscribe(onNext:…)`'s observer are receivers; a source finds its downstream receiver once, when it
/// subscribes (see ``ObserverRoot``).
@usableFromInline
protocol ElementReceiver<Element>: AnyObject {
    associatedtype Element

    /// Handles an upstream element (same contract as `on(.next(element))`).
    func receiveNext(_ element: Element)

    /// Handles upstream completion (same contract as `on(.completed)`).
    func receiveCompleted()

    /// Handles upstream failure (same contract as `on(.error(error))`).
    func receiveError(_ error: Swift.Error)
}

extension ElementReceiver {
    /// Hands `event` to the typed call that takes it: the `on(_:)` of a receiver whose typed calls are its whole
    /// handling (the subjects, `MulticastConnection`, `refCount`'s sink, the serial `observe(on:)`'s sink).
    @inlinable @inline(__always)
    func receive(_ event: Event<Element>) {
        switch event {
        case .next(let element): receiveNext(element)
        case .error(let error): receiveError(error)
        case .completed: receiveCompleted()
        }
    }
}

extension ElementReceiver where Self: ObserverType {
    /// Completion as an `.completed` event, for a receiver that only takes elements directly.
    @usableFromInline
    func receiveCompleted() {
        on(.completed)
    }

    /// Failure as an `.error` event, for a receiver that only takes elements directly.
    @usableFromInline
    func receiveError(_ error: Swift.Error) {
        on(.error(error))
    }
}

/// The root class of the library's observers: operator sinks (through ``UpstreamHolder``), `flatMap`'s inner
/// observers, the combining operators' source observers and `subscribe(onNext:…)`'s observer.
///
/// A source asks its observer, once per subscription, for its receiver: a class cast to this type and one
/// virtual call, ``elementReceiver(of:)``. What it gets takes elements and the terminal event as typed calls
/// (``ElementReceiver``); an observer that is not a receiver gets `Event`s through an adapter.
///
/// Performance: other ways to ask are slower. A cast to the parameterised `any ElementReceiver<Element>` costs
/// thousands of instructions per subscription, one to a plain protocol 565 more per sink than this class cast
/// (measured with callgrind). A subclass that is an ``ElementReceiver`` overrides ``elementReceiver(of:)`` with
/// ``ElementReceiver/asElementReceiver(of:)``; one that does not stays correct and receives `Event`s.
@usableFromInline
class ObserverRoot {
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

/// An observer outside the ``ObserverRoot`` hierarchy that takes elements directly all the same: the subjects,
/// which derive from `Observable` (`source.subscribe(subject)`).
protocol ReceiverProviding: AnyObject {
    /// This object as a receiver of `Requested` values, or `nil` when it does not accept them directly.
    func elementReceiver<Requested>(of _: Requested.Type) -> (any ElementReceiver<Requested>)?
}

extension ObserverType {
    /// The receiver that `self` hands elements and terminal events to directly, or `nil` when it only takes
    /// `Event`s: the one question a source asks its observer (a class test and one virtual call, see
    /// ``ObserverRoot``; for another observer, a cached conformance test, ``ReceiverProviding``).
    @inline(__always)
    var directReceiver: (any ElementReceiver<Element>)? {
        if let root = classInstance(self, as: ObserverRoot.self) {
            return root.elementReceiver(of: Element.self)
        }
        return providedReceiver
    }

    /// The receiver of an observer that is a ``ReceiverProviding`` (a subject), else `nil`.
    ///
    /// Performance: the test is made on the metatype, whose conformance the runtime caches (a cast of the value
    /// takes the general dynamic-cast path). It runs once per subscription, and spares a subject every `Event`
    /// built for it in unspecialised code (about 900 instructions per element through `map`, measured).
    @inline(never)
    private var providedReceiver: (any ElementReceiver<Element>)? {
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
/// `swift_dynamicCast`'s general path (measured: about 175 instructions per subscription and operator for an
/// observer, 360 for `observe(on:)`'s scheduler).
@inline(__always)
func classInstance<Value, Target: AnyObject>(_ value: Value, as _: Target.Type) -> Target? {
    guard Value.self is Target.Type else { return nil }
    // Safe: `Value` is a class deriving from `Target`, so a value of it is one object reference.
    return unsafeDowncast(unsafeBitCast(value, to: AnyObject.self), to: Target.self)
}
