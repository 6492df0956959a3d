/// A sequence that knows when it is assembled that each subscription delivers, synchronously on subscription, at most
/// one element and then its end: `just`, `empty`, `error`, and `map`, `compactMap` and `filter` applied to one of
/// them (fusion, as RxJava's scalar sources). `flatMap`, `flatMapFirst`, `concatMap` and `flatMapLatest` of one
/// subscribe the one inner sequence directly (``flatMapped(_:into:)``).
///
/// An operator applied to such a source finds it with a class cast (`source as? ScalarProducer<Element>`, in the
/// operator's specialised code) and, where fusing is exact, returns a scalar of its own that computes the one outcome
/// when subscribed: `just(1).map(f).map(g)` delivers `g(f(1))` and completion without a sink, an upstream
/// subscription or a disposable per operator. Operators that take inner
/// sequences (`flatMap`) take an inner scalar's outcome without subscribing to it.
///
/// What a subscriber sees is what the general path delivers: the element (if any) and completion, or the error that
/// computing it threw, then the disposal; user closures run inside the current-thread trampoline, as a subscription
/// through the general path's sinks does.
///
/// Performance: the outcome is handed to a closure (``produce(_:)``) rather than returned as an `Element?` or a
/// `Result`: an optional or an enum of a generic element costs a metadata lookup in this unspecialised code.
@usableFromInline
class ScalarProducer<Element>: Producer<Element> {
    /// A scalar source.
    ///
    /// Performance: inlined, as is the deinitialiser, so that `just`, which subclasses this class, does not pay a
    /// call for each class level when it is made and released (fence probe `just.subscribe`).
    @usableFromInline @inline(__always)
    override init() {
        super.init()
    }

    /// Nothing to release (inlined into the subclasses' deinitialisers, as the initialiser into their initialisers).
    @inline(__always)
    deinit {}

    /// Computes the outcome of one subscription: calls `body` with the element when there is one, and throws the
    /// error that fails the subscription. Called once per subscription, when subscribed.
    func produce(_ body: (Element) throws -> Void) throws {
        rxAbstractMethod()
    }

    /// Computes the outcome as a subscription does, inside the current-thread trampoline (where a subscription
    /// through the general path runs user code): `element` gets the element, if any, and `failed` the error. `just`,
    /// `empty` and `error`, which run no user code, override it without the trampoline.
    override func withScalarOutcome(element: (Element) -> Void, failed: (Swift.Error) -> Void) -> Bool {
        _ = inTrampoline {
            do {
                try produce(element)
            } catch {
                failed(error)
            }
            return Disposables.create()
        }
        return true
    }

    override func run(_ receiver: any ElementReceiver<Element>) -> Disposable {
        do {
            try produce { receiver.receiveNext($0) }
        } catch {
            receiver.receiveError(error)
            return Disposables.create()
        }
        receiver.receiveCompleted()
        return Disposables.create()
    }

    /// The closures get the outcome and then the disposal, as the general path's observer and subscription deliver
    /// them, without making either.
    override func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        inTrampoline {
            deliverOutcome(to: closures) { try produce { closures.onNext?($0) } }
            return Disposables.create()
        }
    }

    /// Runs `produceElement` (which hands the element, if any, to `onNext`), then delivers completion, or the error
    /// it threw, and the disposal: what `subscribe(onNext:…)`'s closures get from a scalar, in the caller's turn
    /// (``subscribeDirectly(_:)`` takes the trampoline's; `subscribe(on:)` of a scalar, the scheduler's inline turn).
    ///
    /// Performance: only inlined members of the generic `SubscriberClosures` are used on the element path; an
    /// out-of-line method of it takes its metadata, a lookup per subscription.
    @inline(__always)
    final func deliverOutcome(to closures: SubscriberClosures<Element>, _ produceElement: () throws -> Void) {
        do {
            try produceElement()
        } catch {
            closures.deliverError(error)
            return
        }
        closures.onCompleted?()
        closures.onDisposed?()
    }
}

/// `map` of a scalar source: the transformed element.
@usableFromInline
final class ScalarMap<Source, Element>: ScalarProducer<Element> {
    private let source: ScalarProducer<Source>
    private let transform: (Source) throws -> Element

    @usableFromInline
    init(_ source: ScalarProducer<Source>, transform: @escaping (Source) throws -> Element) {
        self.source = source
        self.transform = transform
        super.init()
    }

    override func produce(_ body: (Element) throws -> Void) throws {
        try source.produce { try body(try transform($0)) }
    }

    /// As ``ScalarProducer``'s, with the transform applied in the one closure the source is handed.
    ///
    /// Performance: `just(x).map(f).subscribe(onNext:)`, the commonest fused shape, then passes one closure instead
    /// of two (each level retains and releases what it captures).
    override func subscribeDirectly(_ closures: SubscriberClosures<Element>) -> Disposable? {
        inTrampoline {
            deliverOutcome(to: closures) {
                try source.produce { element in
                    // Not `onNext?(try transform(element))`: the transform runs (and may throw) without an `onNext`.
                    let transformed = try transform(element)
                    closures.onNext?(transformed)
                }
            }
            return Disposables.create()
        }
    }
}

/// `compactMap` of a scalar source: the transformed element, unless it is `nil`; also `filter` of one.
@usableFromInline
final class ScalarCompactMap<Source, Element>: ScalarProducer<Element> {
    private let source: ScalarProducer<Source>
    private let transform: (Source) throws -> Element?

    @usableFromInline
    init(_ source: ScalarProducer<Source>, transform: @escaping (Source) throws -> Element?) {
        self.source = source
        self.transform = transform
        super.init()
    }

    override func produce(_ body: (Element) throws -> Void) throws {
        try source.produce { element in
            if let result = try transform(element) { try body(result) }
        }
    }
}

extension ObservableType {
    /// What an operator that fuses with a scalar source returns: `fused(scalar)` when this sequence is one (its
    /// element, or its lack of one, is known when the operator is applied), else an ``OperatorProducer`` whose
    /// subscriptions `start` makes. `map`, `compactMap` and `filter` are built with it.
    @inlinable @inline(__always)
    func fusingScalar<Result>(
        _ fused: (ScalarProducer<Element>) -> Observable<Result>,
        else start: @escaping (Observable<Element>, any ElementReceiver<Result>) -> Disposable
    ) -> Observable<Result> {
        if let scalar = self as? ScalarProducer<Element> {
            return fused(scalar)
        }
        return OperatorProducer(source: asObservable(), start: start)
    }
}

extension ScalarProducer {
    /// `flatMap`, `flatMapFirst`, `concatMap` and `flatMapLatest` of this scalar source, for one subscription: the
    /// inner sequence of its element (if any) is subscribed directly to `receiver`, without the merging machinery; no
    /// element completes, and an error of the source or of `selector` fails, as through the general path. The
    /// producers of those operators call it when they were applied to a scalar source.
    final func flatMapped<Inner>(
        _ selector: (Element) throws -> Observable<Inner>, into receiver: any ElementReceiver<Inner>
    ) -> Disposable {
        var inner: Observable<Inner>?
        do {
            try produce { inner = try selector($0) }
        } catch {
            receiver.receiveError(error)
            return Disposables.create()
        }
        guard let inner else {
            receiver.receiveCompleted()
            return Disposables.create()
        }
        return inner.subscribe(downstream: receiver)
    }
}
